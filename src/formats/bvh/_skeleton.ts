/**
 * The joint tree a clip is written to BVH with: the clip's nodes (or, for a clip without nodes, a
 * flat tree of the nodes its tracks move under a synthetic root), one ROOT (a synthetic `root`
 * above several roots), world-space nodes under the root, leaves named `<parent>_EndSite` as End
 * Sites, names a BVH line holds and unique, joints in file (depth-first) order. Each transform
 * track is given its joint and channel kind; the others the reason BVH cannot hold them.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { Clip, ClipNode, Curve, Track } from "../../model/clip.ts";
import { findNode, orderParentsFirst } from "../../model/hierarchy.ts";
import { groupTransformTracks } from "../../convert/group_transforms.ts";
import { EulerRotationCurve } from "../../convert/euler_curve.ts";
import { BVH_MAX_DEPTH } from "./read.ts";
import { bvhEndSiteName, BvhRotationCurve } from "./to_clip.ts";

/** A joint as it is written. */
export interface PlannedJoint {
  /** The BVH name; for an End Site, the name the reader gives it. */
  readonly name: string;
  /** Index of the parent joint; -1 for the root. */
  readonly parent: number;
  /** An End Site (no channels). */
  readonly end: boolean;
  /** `OFFSET`: the rest translation. */
  readonly offset: readonly [number, number, number];
  /** The rest rotation (x, y, z, w), which the rotation channels hold where no track moves it. */
  readonly rest: readonly [number, number, number, number];
  /** Rotation channel axes in the order listed (three letters). */
  readonly order: string;
  /** Whether the joint has position channels (the root, and joints a translation moves). */
  readonly position: boolean;
}

/** Where a track goes: a joint and its position or rotation channels. */
export interface JointChannels {
  /** Index into the planned joints. */
  readonly joint: number;
  /** Which channels. */
  readonly kind: "position" | "rotation";
}

/** The plan: joints, the clip with its tracks named by joint, each track's place or reason. */
export interface SkeletonPlan {
  /** Joints in file order. */
  readonly joints: readonly PlannedJoint[];
  /** The clip as written: tracks on their joints' names, nodes the joints. */
  readonly clip: Clip;
  /** The channels of each placed track of {@linkcode SkeletonPlan.clip}. */
  readonly slots: ReadonlyMap<Track, JointChannels>;
  /** Why BVH cannot hold the other tracks. */
  readonly unplaced: ReadonlyMap<Track, string>;
  /** Things the user should know. */
  readonly warnings: readonly string[];
}

const TRANSLATION = new Set(["translation", "position", "localPosition", "Position"]);
const ROTATION = new Set(["rotation", "localRotation", "Rotation"]);
const SCALE = new Set(["scale", "localScale", "Scale"]);

/** What BVH holds, for messages. */
export const BVH_HOLDS = "BVH holds joint positions (float3 translation, position, " +
  "localPosition) and rotations (floatQ rotation, localRotation; Unity localEulerAngles)";

/** Whether a scale curve stays at 1 (at its keys and between them). */
function holdsOne(curve: Curve): boolean {
  const keys = curve.keyTimes();
  const at = (t: number) => {
    const v = curve.evaluate(t) as { x: number; y: number; z: number };
    return Math.abs(v.x - 1) <= 1e-9 && Math.abs(v.y - 1) <= 1e-9 && Math.abs(v.z - 1) <= 1e-9;
  };
  if (!at(0)) return false;
  for (let i = 0; i < keys.length; i++) {
    if (!at(keys[i]!) || (i + 1 < keys.length && !at((keys[i]! + keys[i + 1]!) / 2))) return false;
  }
  return true;
}

/** A name a BVH line holds: no braces, single spaces, trimmed. */
function lineName(name: string): string {
  return name.replace(/[{}]/g, "_").replace(/\s+/g, " ").trim();
}

/** Axes in the order listed, completed to three (missing axes appended with angle 0). */
export function completeOrder(order: string): string | undefined {
  const upper = order.toUpperCase();
  if (!/^[XYZ]{1,3}$/.test(upper) || new Set(upper).size !== upper.length) return undefined;
  return upper + [..."XYZ"].filter((a) => !upper.includes(a)).join("");
}

interface Node {
  name: string;
  parent: number;
  world: boolean;
  source?: ClipNode;
}

/** The transform kind of a track, as it is written (Euler angles become their rotation). */
function transformOf(track: Track): { kind: "position" | "rotation"; track: Track } | undefined {
  const { property, valueType } = track;
  if (valueType === "float3" && TRANSLATION.has(property)) return { kind: "position", track };
  if (valueType === "floatQ" && ROTATION.has(property)) return { kind: "rotation", track };
  if (valueType === "float3" && property === "localEulerAngles") {
    // Unity turns Z, then X, then Y (Transform.eulerAngles).
    const curve = new EulerRotationCurve(track.curve, "zxy");
    return {
      kind: "rotation",
      track: { node: track.node, property: "rotation", valueType: "floatQ", curve },
    };
  }
  return undefined;
}

/**
 * Plans the joints of a clip and where its tracks go.
 *
 * @throws {AnimkitError} when no track moves a joint, the nodes' parents are not a tree, or the
 * tree is deeper than a BVH file may nest.
 */
export function planSkeleton(
  given: Clip,
  options: { readonly keepCurves?: boolean | undefined; readonly order: string },
): SkeletonPlan {
  const clip = options.keepCurves ? given : groupTransformTracks(given).clip;
  const sourceNodes = clip.nodes ?? [];
  const nodes: Node[] = sourceNodes.map((n) => ({
    name: n.name,
    parent: n.parent ?? -1,
    world: n.space === "world",
    source: n,
  }));
  const added = new Map<string, number>();
  const warnings: string[] = [];
  const unplaced = new Map<Track, string>();
  const pending: { track: Track; node: number; kind: "position" | "rotation" }[] = [];
  const taken = new Set<string>();
  const out: Track[] = [];
  let unitScales = 0;
  for (const track of clip.tracks) {
    const transform = transformOf(track);
    if (transform === undefined) {
      const scale = track.valueType === "float3" && SCALE.has(track.property);
      if (scale && holdsOne(track.curve)) {
        unitScales++;
        continue;
      }
      unplaced.set(track, scale ? "BVH has no scale channels" : BVH_HOLDS);
      out.push(track);
      continue;
    }
    let node = findNode(sourceNodes, track.node);
    if (node < 0) node = added.get(track.node) ?? -1;
    if (node < 0) {
      node = nodes.length;
      added.set(track.node, node);
      nodes.push({ name: track.node, parent: -1, world: false });
    }
    const key = `${node}/${transform.kind}`;
    if (taken.has(key)) {
      unplaced.set(track, `another track already gives this joint's ${transform.kind}`);
      out.push(track);
      continue;
    }
    taken.add(key);
    pending.push({ track: transform.track, node, kind: transform.kind });
    out.push(transform.track);
  }
  if (pending.length === 0) {
    throw new AnimkitError(
      "bvh",
      { kind: "none" },
      `no track of the clip moves a joint, so there is nothing to write; ${BVH_HOLDS}`,
    );
  }
  if (unitScales > 0) {
    warnings.push(`${unitScales} scale track(s) that stay 1 left out (BVH has no scale)`);
  }
  const tree = treeOf(nodes);
  const { order, children } = tree;
  const slotOf = new Map(pending.map((p) => [`${p.node}/${p.kind}`, p.track]));
  const isEnd = (i: number) =>
    nodes[i]!.parent >= 0 && children[i]!.length === 0 && !slotOf.has(`${i}/position`) &&
    !slotOf.has(`${i}/rotation`) &&
    nodes[i]!.name === bvhEndSiteName(nodes[nodes[i]!.parent]!.name);
  const names = jointNames(nodes, order, isEnd, tree.synthetic, given.name);
  const at = new Map<number, number>(order.map((n, j) => [n, j]));
  const joints: PlannedJoint[] = order.map((n) => {
    const node = nodes[n]!;
    const source = node.source;
    const t = source?.translation ?? { x: 0, y: 0, z: 0 };
    const r = source?.rotation ?? { x: 0, y: 0, z: 0, w: 1 };
    const rotation = slotOf.get(`${n}/rotation`)?.curve;
    const sourceOrder = rotation instanceof BvhRotationCurve && rotation.channels !== undefined
      ? completeOrder(rotation.channels.order)
      : undefined;
    const end = isEnd(n);
    return {
      name: end ? bvhEndSiteName(names.get(node.parent)!) : names.get(n)!,
      parent: node.parent < 0 ? -1 : at.get(node.parent)!,
      end,
      offset: [t.x, t.y, t.z],
      rest: [r.x, r.y, r.z, r.w],
      order: sourceOrder ?? options.order,
      position: node.parent < 0 || slotOf.has(`${n}/position`),
    };
  });
  const scaled = order.filter((n) => {
    const s = nodes[n]!.source?.scale;
    return s !== undefined && [s.x, s.y, s.z].some((v) => Math.abs(v - 1) > 1e-9);
  }).length;
  if (scaled > 0) {
    warnings.push(`the rest scale of ${scaled} node(s) is left out (BVH has no scale)`);
  }
  const slots = new Map<Track, JointChannels>();
  const renamed = new Map<Track, Track>();
  for (const p of pending) {
    const track = { ...p.track, node: names.get(p.node)! };
    renamed.set(p.track, track);
    slots.set(track, { joint: at.get(p.node)!, kind: p.kind });
  }
  return {
    joints,
    clip: {
      ...clip,
      tracks: out.map((t) => renamed.get(t) ?? t),
      nodes: joints.map((j): ClipNode => ({
        name: j.name,
        ...(j.parent < 0 ? {} : { parent: j.parent }),
        translation: { x: j.offset[0], y: j.offset[1], z: j.offset[2] },
        rotation: { x: j.rest[0], y: j.rest[1], z: j.rest[2], w: j.rest[3] },
      })),
    },
    slots,
    unplaced,
    warnings,
  };
}

/**
 * One tree: world-space nodes and roots under a synthetic root where there is more than one
 * root; the nodes depth first from the root, children in node order.
 */
function treeOf(nodes: Node[]): { order: number[]; children: number[][]; synthetic: number } {
  const parents = nodes.map((n, i) => {
    if (n.world) return -1;
    if (!(Number.isInteger(n.parent) && n.parent >= -1 && n.parent < nodes.length)) {
      throw new AnimkitError(
        "bvh",
        { kind: "none" },
        `node ${i} ("${n.name}") has parent ${n.parent}, not a node index`,
      );
    }
    return n.parent;
  });
  const checked = orderParentsFirst(parents);
  if ("cycle" in checked) {
    throw new AnimkitError(
      "bvh",
      { kind: "none" },
      `the parents of node ${checked.cycle} ("${nodes[checked.cycle]!.name}") form a cycle`,
    );
  }
  let roots = parents.flatMap((p, i) => (p < 0 ? [i] : []));
  let synthetic = -1;
  if (roots.length !== 1) {
    synthetic = nodes.length;
    nodes.push({ name: "root", parent: -1, world: false });
    for (const r of roots) parents[r] = synthetic;
    parents.push(-1);
    roots = [synthetic];
  }
  nodes.forEach((n, i) => (n.parent = parents[i]!));
  const children: number[][] = nodes.map(() => []);
  parents.forEach((p, i) => p >= 0 && children[p]!.push(i));
  const order: number[] = [];
  const stack: [number, number][] = [[roots[0]!, 0]];
  while (stack.length > 0) {
    const [n, depth] = stack.pop()!;
    if (depth >= BVH_MAX_DEPTH) {
      throw new AnimkitError(
        "bvh",
        { kind: "none" },
        `node "${
          nodes[n]!.name
        }" is ${depth} levels deep; a BVH file nests at most ${BVH_MAX_DEPTH}`,
      );
    }
    order.push(n);
    const c = children[n]!;
    for (let k = c.length - 1; k >= 0; k--) stack.push([c[k]!, depth + 1]);
  }
  return { order, children, synthetic };
}

/**
 * Unique names a BVH line holds, for every joint that is not an End Site: the node's own name,
 * else the clip's name for an unnamed root (a Unity clip's animated object), else `node_<i>`; a
 * name already taken gets `_2`, `_3`, …; the synthetic root is named last, `root`.
 */
function jointNames(
  nodes: readonly Node[],
  order: readonly number[],
  isEnd: (i: number) => boolean,
  synthetic: number,
  clipName: string,
): Map<number, string> {
  const used = new Set<string>();
  const names = new Map<number, string>();
  const claim = (i: number, base: string) => {
    let name = base;
    for (let k = 2; used.has(name); k++) name = `${base}_${k}`;
    used.add(name);
    names.set(i, name);
  };
  for (const i of order) {
    if (i === synthetic || isEnd(i)) continue;
    const own = lineName(nodes[i]!.name);
    const unnamedRoot = nodes[i]!.source !== undefined && nodes[i]!.source!.parent === undefined;
    claim(i, own !== "" ? own : unnamedRoot ? lineName(clipName) || "root" : `node_${i}`);
  }
  if (synthetic >= 0) claim(synthetic, "root");
  return names;
}
