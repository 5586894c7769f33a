/**
 * The node hierarchy of a {@linkcode Clip}: node paths, node lookup by name or path, the tree a
 * set of transform paths implies, and parents-first orders. Forward kinematics over it lives in
 * `src/convert/skeleton.ts`.
 *
 * @module
 */
import type { Clip, ClipNode } from "./clip.ts";

/**
 * A node's path: the names from its root down to it, joined with `/`. A root named `""` (a Unity
 * clip's animated object itself) is not part of the paths below it.
 *
 * @example
 * ```ts
 * import { nodePath } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const nodes = [{ name: "" }, { name: "Hips", parent: 0 }, { name: "Spine", parent: 1 }];
 * equal(nodePath(nodes, 2), "Hips/Spine");
 * equal(nodePath(nodes, 0), "");
 * ```
 */
export function nodePath(nodes: readonly ClipNode[], index: number): string {
  const names: string[] = [];
  let at: number | undefined = index;
  for (let guard = 0; at !== undefined && guard <= nodes.length; guard++) {
    const node: ClipNode | undefined = nodes[at];
    if (node === undefined) break;
    if (node.parent !== undefined || node.name !== "") names.push(node.name);
    at = node.parent;
  }
  return names.reverse().join("/");
}

/**
 * Finds the node a track's `node` names: the node of that name when exactly one has it, else the
 * node with that path ({@linkcode nodePath}), else the first node of that name; -1 when none.
 *
 * @example A Unity path finds its node; a unique name finds its node
 * ```ts
 * import { findNode } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const nodes = [{ name: "" }, { name: "arm", parent: 0 }, { name: "hand", parent: 1 }];
 * equal(findNode(nodes, "arm/hand"), 2);
 * equal(findNode(nodes, "hand"), 2);
 * equal(findNode(nodes, "leg"), -1);
 * ```
 */
export function findNode(nodes: readonly ClipNode[], name: string): number {
  return nodeIndex(nodes)(name);
}

/** A lookup equal to {@linkcode findNode}, with the indexes built once. */
export function nodeIndex(nodes: readonly ClipNode[]): (name: string) => number {
  const byName = new Map<string, number[]>();
  nodes.forEach((n, i) => {
    const list = byName.get(n.name);
    if (list === undefined) byName.set(n.name, [i]);
    else list.push(i);
  });
  let byPath: Map<string, number> | undefined;
  return (name) => {
    const named = byName.get(name);
    if (named !== undefined && named.length === 1) return named[0]!;
    byPath ??= new Map(
      nodes.map((_, i) => [nodePath(nodes, i), i] as const).reverse(), // the first wins
    );
    return byPath.get(name) ?? named?.[0] ?? -1;
  };
}

/**
 * The tree that `/`-separated paths imply: node 0 is the root every path hangs from (named `""`,
 * as a Unity clip's animated object is), and each path `a/b/c` adds the nodes `a`, `b` and `c`
 * (named by their last segment) where they are missing, `c`'s parent being `b`. Paths are taken
 * in order; `""` is the root itself.
 *
 * @example
 * ```ts
 * import { nodesFromPaths } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(nodesFromPaths(["Hips/Spine", "", "Hips"]), [
 *   { name: "" },
 *   { name: "Hips", parent: 0 },
 *   { name: "Spine", parent: 1 },
 * ]);
 * ```
 */
export function nodesFromPaths(paths: Iterable<string>): ClipNode[] {
  const nodes: ClipNode[] = [{ name: "" }];
  const seen = new Set<string>([""]);
  // Children by parent index and name: linear in the paths' length, however deep they go.
  const child = new Map<string, number>();
  for (const path of paths) {
    if (seen.has(path)) continue;
    seen.add(path);
    let parent = 0;
    for (const name of path.split("/")) {
      const key = `${parent}/${name}`;
      let at = child.get(key);
      if (at === undefined) {
        at = nodes.length;
        nodes.push({ name, parent });
        child.set(key, at);
      }
      parent = at;
    }
  }
  return nodes;
}

/**
 * The clip with each track's `node` replaced by its node's path ({@linkcode nodePath}), for
 * formats that hold flat names: the tree survives in the names, and {@linkcode nodesFromPaths}
 * rebuilds it. Tracks whose node is not in `nodes` keep their name; a clip without nodes is
 * returned as it is.
 *
 * @example
 * ```ts
 * import { withPathNames, type Clip } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const clip: Clip = {
 *   name: "c", duration: 0, events: [],
 *   nodes: [{ name: "Hips" }, { name: "Spine", parent: 0 }],
 *   tracks: [{ node: "Spine", property: "rotation", valueType: "floatQ", curve: {
 *     valueType: "floatQ", semantics: "demo", keyTimes: () => new Float64Array([0]),
 *     evaluate: () => ({ x: 0, y: 0, z: 0, w: 1 }),
 *   } }],
 * };
 * equal(withPathNames(clip).tracks[0]!.node, "Hips/Spine");
 * ```
 */
export function withPathNames(clip: Clip): Clip {
  const nodes = clip.nodes;
  if (nodes === undefined) return clip;
  const find = nodeIndex(nodes);
  const tracks = clip.tracks.map((t) => {
    const i = find(t.node);
    return i < 0 ? t : { ...t, node: nodePath(nodes, i) };
  });
  return { ...clip, tracks };
}

/**
 * Orders nodes so that every parent comes before its children, in time linear in the node count
 * (however deep the tree): `parents[i]` is node i's parent, or -1 for a root. Returns the order,
 * or the index of a node whose parents form a cycle.
 *
 * @example
 * ```ts
 * import { orderParentsFirst } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(orderParentsFirst([2, -1, 1]), { order: new Int32Array([1, 2, 0]) });
 * deepEqual(orderParentsFirst([1, 0]), { cycle: 0 });
 * ```
 */
export function orderParentsFirst(
  parents: ArrayLike<number>,
): { readonly order: Int32Array } | { readonly cycle: number } {
  const n = parents.length;
  const state = new Uint8Array(n); // 0 new, 1 on the current chain, 2 placed
  const order = new Int32Array(n);
  let placed = 0;
  const chain: number[] = [];
  for (let start = 0; start < n; start++) {
    let at = start;
    while (at >= 0 && state[at] === 0) {
      state[at] = 1;
      chain.push(at);
      at = parents[at]!;
    }
    if (at >= 0 && state[at] === 1) return { cycle: start };
    while (chain.length > 0) {
      const i = chain.pop()!;
      state[i] = 2;
      order[placed++] = i;
    }
  }
  return { order };
}

/**
 * Node indices ordered so that every parent comes before its children.
 *
 * @throws {RangeError} for a parent index out of range or a cycle.
 */
export function parentsFirst(nodes: readonly ClipNode[]): Int32Array {
  const parents = nodes.map((node, i) => {
    const p = node.parent;
    if (p === undefined) return -1;
    if (!(Number.isInteger(p) && p >= 0 && p < nodes.length)) {
      throw new RangeError(`node ${i} has parent ${p}, not a node index`);
    }
    return p;
  });
  const result = orderParentsFirst(parents);
  if ("cycle" in result) throw new RangeError(`the parents of node ${result.cycle} form a cycle`);
  return result.order;
}
