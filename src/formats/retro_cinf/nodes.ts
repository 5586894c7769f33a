/**
 * A CINF skeleton as the common model's node hierarchy.
 *
 * @module
 */
import type { ClipNode } from "../../model/clip.ts";
import type { RetroCinfDocument } from "./document.ts";

/**
 * The name of each bone id: the CINF's name table (the first name given to an id), else
 * `bone_<id>` as ANIM tracks are named without a skeleton.
 *
 * @example
 * ```ts
 * import { retroCinfBoneNames } from "./nodes.ts";
 * import { equal } from "node:assert/strict";
 * const names = retroCinfBoneNames({
 *   game: "mp1", buildOrder: [], paddingBytes: 0, names: [{ name: "Head", boneId: 3 }],
 *   bones: [3, 4].map((id) => ({
 *     id, parentId: 99, origin: { x: 0, y: 0, z: 0 }, rotation: null, localRotation: null, linked: [],
 *   })),
 * });
 * equal(names.get(3), "Head");
 * equal(names.get(4), "bone_4");
 * ```
 */
export function retroCinfBoneNames(doc: RetroCinfDocument): Map<number, string> {
  const named = new Map<number, string>();
  for (const n of doc.names) if (!named.has(n.boneId)) named.set(n.boneId, n.name);
  return new Map(doc.bones.map((b) => [b.id, named.get(b.id) ?? `bone_${b.id}`]));
}

/**
 * The skeleton's nodes, in file order: each bone's name ({@linkcode retroCinfBoneNames}), its
 * parent, and as rest translation its origin less its parent's (CINF origins are model space;
 * the games offset a bone from its parent by that difference). Rest rotations are the identity:
 * the games rotate bones by the ANIM's rotations alone.
 *
 * @example
 * ```ts ignore
 * const nodes = retroCinfNodes(readRetroCinf(bytes));
 * ```
 */
export function retroCinfNodes(doc: RetroCinfDocument): ClipNode[] {
  const names = retroCinfBoneNames(doc);
  const index = new Map(doc.bones.map((b, i) => [b.id, i]));
  return doc.bones.map((b) => {
    const p = b.parentId === b.id ? undefined : index.get(b.parentId);
    const o = p === undefined ? { x: 0, y: 0, z: 0 } : doc.bones[p]!.origin;
    return {
      name: names.get(b.id)!,
      ...(p === undefined ? {} : { parent: p }),
      translation: { x: b.origin.x - o.x, y: b.origin.y - o.y, z: b.origin.z - o.z },
    };
  });
}
