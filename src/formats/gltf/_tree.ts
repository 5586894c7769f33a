/**
 * The node tree a clip is written into: the nodes of the file it is added to (none for a new
 * file) and the clip's own nodes ({@linkcode Clip.nodes}), each clip node matched to a file node
 * by name, then by path, the others added with their parents and rest pose.
 *
 * The clip's root is its unnamed parentless node (a Unity clip's animated object), else a root
 * every parentless node hangs from; world-space nodes hang from it whatever their parent (their
 * tracks are world transforms). Track nodes the clip's nodes do not hold are parentless nodes.
 *
 * @module
 */
import { AnimkitError, type FormatName } from "../../errors.ts";
import type { Clip, ClipNode } from "../../model/clip.ts";
import { findNode, nodePath, orderParentsFirst } from "../../model/hierarchy.ts";

/** Where a clip's tracks go in the written file. */
export interface GltfTree {
  /** The written file's nodes: the base file's (same indices), then the added ones. */
  readonly nodes: readonly ClipNode[];
  /** How many of them the base file has. */
  readonly baseCount: number;
  /** Per track of the clip, in order: the index of the node it animates, or -1 (none). */
  readonly trackNodes: Int32Array;
  /** The name each node's tracks read back under: its name, else `node_<index>`. */
  readonly names: readonly string[];
}

/** What the clip is written into. */
export interface TreeOptions {
  /** The nodes of the file added to (as `gltfNodes` reads them); empty for a new file. */
  readonly base: readonly ClipNode[];
  /** The base node the clip's root stands for (the one scene root), or -1. */
  readonly baseRoot: number;
  /** Add the clip nodes no base node matches (false: their tracks animate nothing). */
  readonly add: boolean;
  /** The name of the clip's root when it is added. */
  readonly rootName: string;
  /** For messages. */
  readonly format: FormatName;
}

/** The clip's nodes with the track-only ones, the root, and each track's node. */
function clipNodes(
  clip: Clip,
  newFile: boolean,
): { nodes: ClipNode[]; root: number; tracks: Int32Array } {
  const nodes = [...(clip.nodes ?? [])];
  const own = nodes.length;
  const found = new Map<string, number>();
  const tracks = Int32Array.from(clip.tracks, (t) => {
    let at = found.get(t.node);
    if (at === undefined) {
      at = own === 0 ? -1 : findNode(nodes.slice(0, own), t.node);
      if (at < 0 && t.node !== "") at = nodes.push({ name: t.node }) - 1;
      found.set(t.node, at);
    }
    return at;
  });
  let root = nodes.findIndex((n) => n.name === "" && n.parent === undefined);
  // A new file keeps a clip's one named root as its root (a BVH skeleton's Hips) when every
  // track is on the clip's tree; otherwise a root named after the clip holds the parentless ones.
  const tops = nodes.flatMap((n, i) => (n.parent === undefined ? [i] : []));
  if (
    root < 0 && newFile && own > 0 && tops.length === 1 && nodes.length === own &&
    nodes.every((n) => n.space !== "world") && tracks.every((t) => t >= 0)
  ) {
    root = tops[0]!;
  }
  if (root < 0) root = nodes.push({ name: "" }) - 1;
  for (let i = 0; i < tracks.length; i++) if (tracks[i]! < 0) tracks[i] = root;
  return { nodes, root, tracks };
}

/**
 * Matches the clip's nodes to the base's and adds the rest: a clip node matches the one base
 * node of its name, else the one whose path from its scene root is (or ends with) the clip
 * node's path below the clip's root; the clip's root matches the base's root.
 *
 * @throws {AnimkitError} for parent indices that are out of range or form a cycle.
 */
export function gltfTree(clip: Clip, options: TreeOptions): GltfTree {
  const { nodes, root, tracks } = clipNodes(clip, options.base.length === 0);
  const up = nodes.map((node, i) => {
    if (i === root) return -1;
    const p = node.parent;
    if (p === undefined || node.space === "world") return root;
    if (!(Number.isInteger(p) && p >= 0 && p < nodes.length)) {
      throw new AnimkitError(options.format, { kind: "none" }, `node ${i} has no parent ${p}`);
    }
    return p;
  });
  const ordered = orderParentsFirst(up);
  if ("cycle" in ordered) {
    throw new AnimkitError(
      options.format,
      { kind: "none" },
      `the parents of node ${ordered.cycle} (${nodes[ordered.cycle]!.name}) form a cycle`,
    );
  }
  const paths: string[] = new Array(nodes.length);
  for (const i of ordered.order) {
    const p = up[i]!;
    paths[i] = i === root ? "" : p === root ? nodes[i]!.name : `${paths[p]}/${nodes[i]!.name}`;
  }
  const { base } = options;
  const byName = new Map<string, number[]>();
  base.forEach((n, b) => byName.set(n.name, [...(byName.get(n.name) ?? []), b]));
  const basePaths = new Map<number, string>();
  const basePath = (b: number) => basePaths.get(b) ?? basePaths.set(b, nodePath(base, b)).get(b)!;
  const match = (i: number): number => {
    if (i === root) return options.baseRoot;
    const named = byName.get(nodes[i]!.name) ?? [];
    if (named.length === 1) return named[0]!;
    const path = paths[i]!;
    const fits = (byName.get(path.slice(path.lastIndexOf("/") + 1)) ?? [])
      .filter((b) => basePath(b) === path || basePath(b).endsWith(`/${path}`));
    return fits.length === 1 ? fits[0]! : -1;
  };
  const written = nodes.map((_, i) => match(i));
  const out: ClipNode[] = [...base];
  // The clip's root first, then the clip's nodes in their order.
  const added = [root, ...nodes.keys()].filter((i, k) =>
    (k === 0 || i !== root) && written[i]! < 0
  );
  if (options.add) added.forEach((i, k) => (written[i] = base.length + k));
  for (const i of options.add ? added : []) {
    const { parent: _p, space: _s, ...rest } = nodes[i]!;
    const parent = up[i]! < 0 ? -1 : written[up[i]!]!;
    out.push({
      ...rest,
      name: i === root && rest.name === "" ? options.rootName : rest.name,
      ...(parent < 0 ? {} : { parent }),
    });
  }
  const trackNodes = tracks.map((i) => written[i]!);
  const names = out.map((n, i) => (n.name === "" ? `node_${i}` : n.name));
  // Read back, tracks find their node by its name: an added animated node whose name another
  // node has takes its path instead.
  const count = new Map<string, number>();
  for (const n of names) count.set(n, (count.get(n) ?? 0) + 1);
  for (const i of new Set(tracks)) {
    const w = written[i]!;
    if (w >= base.length && count.get(names[w]!)! > 1 && paths[i] !== "") {
      names[w] = paths[i]!;
      out[w] = { ...out[w]!, name: paths[i]! };
    }
  }
  return { nodes: out, baseCount: base.length, trackNodes, names };
}
