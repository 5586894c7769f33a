/**
 * The objects a Maya file lays its curves out on: the clip's node tree in Maya's clipboard form
 * (notes-maya.md §4, maya-anim.txt: objects in depth-first order, `row` the depth below the top
 * object, `child` the number of objects hanging directly below), each under a name Maya can
 * hold, with what the clip called it recorded for the way back.
 *
 * @module
 */
import type { Clip } from "../../model/clip.ts";
import { nodePath, orderParentsFirst, withPathNames } from "../../model/hierarchy.ts";

/** One object of the written clipboard: a node with its curves, or a placeholder. */
export interface MayaObject {
  /** The name written: unique in the file, only characters Maya's node names hold. */
  readonly name: string;
  /** Depth below its top object (0 for a top object). */
  readonly row: number;
  /** Objects directly below it. */
  readonly child: number;
  /** The node's name in the clip. */
  readonly nodeName: string;
  /** What the clip's tracks call it (a Unity path), when any track does. */
  trackNode?: string;
}

/** The objects and which object each track's node is. */
export interface MayaLayout {
  /** Objects in writing (depth-first) order. */
  readonly objects: readonly MayaObject[];
  /** Object index by track node name; tracks whose node has none are written without a node. */
  readonly objectOf: ReadonlyMap<string, number>;
  /** Anything the user should know about the layout. */
  readonly warnings: readonly string[];
}

/**
 * A name Maya can give a node: letters, digits and `_`, not starting with a digit, in parts
 * separated by `:` (namespaces). Every other character becomes `_` (`Hand.Left` → `Hand_Left`,
 * `Left Hand` → `Left_Hand`, `Armature/Hips` → `Armature_Hips`).
 */
export function mayaName(name: string): string {
  return name.split(":").map((part) => {
    const word = part.replace(/[^A-Za-z0-9_]/g, "_");
    return /^[A-Za-z_]/.test(word) ? word : `_${word}`;
  }).join(":");
}

/** Indexes of nodes in depth-first order, with each one's depth and child count. */
function depthFirst(parents: Int32Array): { order: number[]; depth: number[]; child: number[] } {
  const n = parents.length;
  const children: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++) if (parents[i]! >= 0) children[parents[i]!]!.push(i);
  const order: number[] = [];
  const depth = new Array<number>(n).fill(0);
  const stack: number[] = [];
  for (let root = n - 1; root >= 0; root--) if (parents[root]! < 0) stack.push(root);
  while (stack.length > 0) {
    const i = stack.pop()!;
    order.push(i);
    const below = children[i]!;
    for (let k = below.length - 1; k >= 0; k--) {
      depth[below[k]!] = depth[i]! + 1;
      stack.push(below[k]!);
    }
  }
  return { order, depth, child: children.map((c) => c.length) };
}

/**
 * The objects of `clip`: its nodes as a tree (a node in world space is a top object: Maya's
 * transforms are relative to their parent), the unnamed root named after the clip, then one
 * object per other node name the tracks use. Tracks find their node as {@linkcode findNode}
 * does (by name, else by path).
 */
export function mayaLayout(clip: Clip): MayaLayout {
  const nodes = clip.nodes ?? [];
  const n = nodes.length;
  const warnings: string[] = [];
  let parents = Int32Array.from(nodes, (node, i) => {
    const p = node.parent;
    return p !== undefined && Number.isInteger(p) && p >= 0 && p < n && p !== i &&
        node.space !== "world"
      ? p
      : -1;
  });
  if ("cycle" in orderParentsFirst(parents)) {
    warnings.push("the node parents form a cycle: nodes written without their hierarchy");
    parents = new Int32Array(n).fill(-1);
  }
  const lifted = nodes.filter((node) => node.space === "world" && node.parent !== undefined);
  if (lifted.length > 0) {
    warnings.push(
      `${lifted.length} world-space node(s) written at the top of the hierarchy (Maya's ` +
        "transforms are relative to the parent)",
    );
  }
  const { order, depth, child } = depthFirst(parents);
  const objects: MayaObject[] = [];
  const objectOfNode = new Int32Array(n);
  for (const i of order) {
    objectOfNode[i] = objects.length;
    objects.push({ name: "", row: depth[i]!, child: child[i]!, nodeName: nodes[i]!.name });
  }
  // Each track's node by path, as findNode resolves it.
  const byPath = new Map<string, number>();
  for (let i = n - 1; i >= 0; i--) byPath.set(nodePath(nodes, i), i);
  const pathed = withPathNames(clip).tracks;
  const objectOf = new Map<string, number>();
  clip.tracks.forEach((track, t) => {
    if (objectOf.has(track.node)) return;
    const node = byPath.get(pathed[t]!.node);
    if (node === undefined && track.node === "") return;
    if (node === undefined) {
      objects.push({ name: "", row: 0, child: 0, nodeName: track.node });
    }
    const o = node === undefined ? objects.length - 1 : objectOfNode[node]!;
    objectOf.set(track.node, o);
    objects[o]!.trackNode ??= track.node;
  });
  return { objects: named(objects, clip.name), objectOf, warnings };
}

/**
 * Names the objects: a name Maya holds as it is keeps it (the first of equal ones), the others
 * get their {@linkcode mayaName}, with `_2`, `_3`, … where it is taken.
 */
function named(objects: MayaObject[], clipName: string): MayaObject[] {
  const used = new Set<string>();
  const names = objects.map((o) => {
    const name = o.nodeName === "" ? mayaName(clipName || "root") : o.nodeName;
    if (mayaName(name) !== name || used.has(name)) return undefined;
    used.add(name);
    return name;
  });
  return objects.map((o, i) => {
    let name = names[i];
    if (name === undefined) {
      const base = mayaName(o.nodeName === "" ? clipName || "root" : o.nodeName);
      name = base;
      for (let k = 2; used.has(name); k++) name = `${base}_${k}`;
      used.add(name);
    }
    return { ...o, name };
  });
}

/**
 * What the clip called the objects whose written name differs: node names, and the names its
 * tracks use where those differ again (Unity paths). Empty records when nothing was renamed.
 */
export function renamed(
  objects: readonly MayaObject[],
): { nodeNames: Record<string, string>; trackNodes: Record<string, string> } {
  const nodeNames: Record<string, string> = {};
  const trackNodes: Record<string, string> = {};
  for (const o of objects) {
    if (o.nodeName !== o.name) nodeNames[o.name] = o.nodeName;
    if (o.trackNode !== undefined && o.trackNode !== o.nodeName) trackNodes[o.name] = o.trackNode;
  }
  return { nodeNames, trackNodes };
}
