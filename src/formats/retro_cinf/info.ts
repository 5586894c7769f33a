/**
 * A summary of a CINF skeleton for `info`.
 *
 * @module
 */
import type { RetroCinfDocument } from "./document.ts";
import { retroCinfBoneNames } from "./nodes.ts";

/** What `info` reports about a CINF file. */
export interface RetroCinfInfo {
  /** The layout (`mp1` or `mp2`). */
  readonly game: "mp1" | "mp2";
  /** Bones. */
  readonly bones: number;
  /** Names in the name table. */
  readonly names: number;
  /** Root bones by name. */
  readonly roots: readonly string[];
  /** Each bone: id, name, parent id (null for a root), origin. */
  readonly tree: readonly {
    readonly id: number;
    readonly name: string;
    readonly parent: number | null;
    readonly origin: readonly [number, number, number];
  }[];
}

/**
 * Summarises a CINF document.
 *
 * @example
 * ```ts ignore
 * const info = retroCinfInfo(readRetroCinf(bytes));
 * ```
 */
export function retroCinfInfo(doc: RetroCinfDocument): RetroCinfInfo {
  const names = retroCinfBoneNames(doc);
  const ids = new Set(doc.bones.map((b) => b.id));
  const tree = doc.bones.map((b) => ({
    id: b.id,
    name: names.get(b.id)!,
    parent: b.parentId !== b.id && ids.has(b.parentId) ? b.parentId : null,
    origin: [b.origin.x, b.origin.y, b.origin.z] as const,
  }));
  return {
    game: doc.game,
    bones: doc.bones.length,
    names: doc.names.length,
    roots: tree.filter((b) => b.parent === null).map((b) => b.name),
    tree,
  };
}

/**
 * The summary as terminal lines: one per bone, indented by depth.
 *
 * @example
 * ```ts ignore
 * for (const line of retroCinfInfoText(retroCinfInfo(doc))) console.log(line);
 * ```
 */
export function retroCinfInfoText(info: RetroCinfInfo): string[] {
  const children = new Map<number | null, RetroCinfInfo["tree"][number][]>();
  for (const b of info.tree) {
    const list = children.get(b.parent) ?? [];
    list.push(b);
    children.set(b.parent, list);
  }
  const lines = [
    `${info.game.toUpperCase()} skeleton: ${info.bones} bones, ${info.names} names`,
  ];
  const walk = (parent: number | null, depth: number) => {
    for (const b of children.get(parent) ?? []) {
      const o = b.origin.map((v) => Number(v.toPrecision(6))).join(", ");
      lines.push(`${"  ".repeat(depth + 1)}${b.name} (id ${b.id}) at (${o})`);
      if (depth < 100) walk(b.id, depth + 1);
    }
  };
  walk(null, 0);
  return lines;
}
