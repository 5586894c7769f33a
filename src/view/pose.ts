/**
 * What the viewer's 3D view draws at a time: the nodes of a clip with their world positions and
 * rotations, and which node each one hangs from (the line drawn to it).
 *
 * With a hierarchy ({@linkcode Clip.nodes}) each node's local transform is its rest translation,
 * rotation and scale, each replaced by the track of that kind where one animates it, and world
 * transforms compose down the parents. Without one, every node that has a position track is drawn
 * where that track puts it, in world space (MRTK records hand joints, camera and gaze as world
 * poses); MRTK hand joints hang along their finger chains, a hand's joints are hidden while its
 * `tracked` track is off.
 *
 * Which tracks move a node (first match of each kind): translation — float3 `translation`,
 * `position`, `localPosition`, `Position` (and Maya's per-axis `translate` curves, grouped in
 * metres); rotation — floatQ `rotation`, `localRotation`, `Rotation`, else float3
 * `localEulerAngles` (Unity: degrees, Z then X then Y); scale — float3 `scale`, `localScale`,
 * `Scale`. MRTK's `EyeGaze` is drawn from `origin` along `direction`.
 *
 * @module
 */
import { ROTATION, SCALE, TRANSLATION } from "../convert/skeleton.ts";
import type { Clip, Curve } from "../model/clip.ts";
import { groupTransformTracks } from "../convert/group_transforms.ts";
import { eulerToQuaternionOrdered } from "../curves/rotation.ts";

/** What a drawn node stands for. */
export type PoseNodeKind = "joint" | "camera" | "gaze";

/** One drawn node. */
export interface PoseNode {
  /** The node's name, as its tracks name it. */
  readonly name: string;
  /** The node it hangs from (a line is drawn to it), or -1. */
  readonly parent: number;
  /** `camera` (drawn as a frustum), `gaze` (a ray), otherwise `joint` (a dot). */
  readonly kind: PoseNodeKind;
}

/** One entry of {@linkcode ClipPose.pose}: a node's world position. */
export interface PosedNode {
  /** The node's name. */
  readonly node: string;
  /** World position. */
  readonly position: [number, number, number];
}

interface Binding {
  translation?: Curve;
  rotation?: Curve;
  euler?: Curve;
  scale?: Curve;
  origin?: Curve;
  direction?: Curve;
}

type Vec = { x: number; y: number; z: number; w?: number };

/** The joints of an MRTK finger after the wrist, outwards (TrackedHandJoint names). */
const FINGER_JOINTS = ["Metacarpal", "Knuckle", "MiddleJoint", "DistalJoint", "Tip"];

/** The MRTK finger chains, each from the wrist outwards. */
const MRTK_CHAINS: readonly (readonly string[])[] = [
  ["Wrist", "Palm"],
  ["Wrist", "ThumbMetacarpalJoint", "ThumbProximalJoint", "ThumbDistalJoint", "ThumbTip"],
  ...["Index", "Middle", "Ring", "Pinky"].map((finger) => [
    "Wrist",
    ...FINGER_JOINTS.map((joint) => finger + joint),
  ]),
];

const MRTK_JOINT = /^Hand\.(Left|Right)\.Joint\.(.+)$/;

/**
 * The pose of a clip at a time, for drawing: nodes, world positions and rotations.
 *
 * @example A recorded joint is drawn where its position track puts it
 * ```ts
 * import { ClipPose } from "./pose.ts";
 * import { deepEqual } from "node:assert/strict";
 * const pose = new ClipPose({ name: "c", duration: 1, events: [], tracks: [{
 *   node: "Hand.Right.Joint.Wrist", property: "position", valueType: "float3",
 *   curve: { valueType: "float3", semantics: "test", keyTimes: () => new Float64Array([0]),
 *     evaluate: (t: number) => ({ x: t, y: 1, z: 0 }) },
 * }] });
 * pose.update(0.5);
 * deepEqual(pose.pose(), [{ node: "Hand.Right.Joint.Wrist", position: [0.5, 1, 0] }]);
 * ```
 */
export class ClipPose {
  /** The drawn nodes. */
  readonly nodes: readonly PoseNode[];
  /** World positions, x y z per node. */
  readonly positions: Float64Array;
  /** World rotations, x y z w per node. */
  readonly rotations: Float64Array;
  /** Gaze directions (world), x y z per node; zero for nodes that are not gaze rays. */
  readonly directions: Float64Array;
  /** Whether each node is shown now. */
  readonly visible: Uint8Array;
  /** Whether the pose follows a node hierarchy (false: tracks drawn in world space). */
  readonly hierarchy: boolean;

  #bindings: Binding[];
  /** Local rest transforms: translation (3), rotation (4), scale (3) per node. */
  #rest: Float64Array;
  /** Nodes in an order where every parent comes first. */
  #order: Int32Array;
  /** World matrices (column-major 4×4) per node. */
  #world: Float64Array;
  /** Per node, the `tracked` curve of the MRTK hand it belongs to. */
  #tracked: (Curve | undefined)[];
  /** Whether a node's tracks hold its world transform (no parent applies). */
  #worldSpace: boolean[];

  /** Binds the clip's tracks to the nodes they move. */
  constructor(clip: Clip) {
    const tracks = groupTransformTracks(clip).clip.tracks;
    const byNode = new Map<string, Binding>();
    const bind = (node: string): Binding => {
      let b = byNode.get(node);
      if (b === undefined) byNode.set(node, b = {});
      return b;
    };
    for (const t of tracks) {
      const b = bind(t.node);
      if (t.valueType === "float3" && TRANSLATION.includes(t.property)) b.translation ??= t.curve;
      else if (t.valueType === "floatQ" && ROTATION.includes(t.property)) b.rotation ??= t.curve;
      else if (t.valueType === "float3" && t.property === "localEulerAngles") b.euler ??= t.curve;
      else if (t.valueType === "float3" && SCALE.includes(t.property)) b.scale ??= t.curve;
      else if (t.valueType === "float3" && t.property === "origin") b.origin ??= t.curve;
      else if (t.valueType === "float3" && t.property === "direction") b.direction ??= t.curve;
    }
    const nodes: PoseNode[] = [];
    const bindings: Binding[] = [];
    const rest: number[] = [];
    const worldSpace: boolean[] = [];
    const kindOf = (name: string, b: Binding): PoseNodeKind =>
      b.origin !== undefined && b.direction !== undefined
        ? "gaze"
        : name === "Camera" && b.rotation !== undefined
        ? "camera"
        : "joint";
    const restOf = (n?: { translation?: Vec; rotation?: Vec; scale?: Vec }) => {
      const t = n?.translation ?? { x: 0, y: 0, z: 0 };
      const r = n?.rotation ?? { x: 0, y: 0, z: 0, w: 1 };
      const s = n?.scale ?? { x: 1, y: 1, z: 1 };
      rest.push(t.x, t.y, t.z, r.x, r.y, r.z, r.w ?? 1, s.x, s.y, s.z);
    };
    // A tree of world-space nodes only (an MRTK recording's hands) poses as world positions
    // along the finger chains, as a clip without a hierarchy does.
    const hierarchy = clip.nodes !== undefined &&
      clip.nodes.some((n) => (n as { space?: string }).space !== "world");
    const taken = new Set<string>();
    if (hierarchy) {
      const all = clip.nodes!;
      const paths = all.map((_, i) => pathOf(all, i));
      all.forEach((n, i) => {
        const b = byNode.get(n.name) ?? byNode.get(paths[i]!) ?? {};
        taken.add(n.name).add(paths[i]!);
        const parent = n.parent !== undefined && n.parent >= 0 && n.parent < all.length
          ? n.parent
          : -1;
        nodes.push({ name: n.name, parent, kind: kindOf(n.name, b) });
        bindings.push(b);
        restOf(n);
        // A node whose tracks hold world transforms whatever its parent (MRTK joints).
        worldSpace.push((n as { space?: string }).space === "world");
      });
    }
    // Nodes outside the hierarchy that have a position of their own: drawn in world space.
    const firstFlat = nodes.length;
    for (const [name, b] of byNode) {
      if (taken.has(name) || (b.translation === undefined && b.origin === undefined)) continue;
      nodes.push({ name, parent: -1, kind: kindOf(name, b) });
      bindings.push(b);
      restOf();
      worldSpace.push(true);
    }
    // MRTK hands: each joint hangs from the nearest joint before it on its finger chain.
    const index = new Map(nodes.map((n, i) => [n.name, i]));
    const tracked: (Curve | undefined)[] = nodes.map(() => undefined);
    for (let i = firstFlat; i < nodes.length; i++) {
      const m = MRTK_JOINT.exec(nodes[i]!.name);
      if (m === null) continue;
      const [, side, joint] = m as unknown as [string, string, string];
      tracked[i] = tracks.find((t) =>
        t.node === `Hand.${side}` && t.property === "tracked" && t.valueType === "bool"
      )?.curve;
      for (const chain of MRTK_CHAINS) {
        const at = chain.indexOf(joint);
        if (at <= 0) continue;
        for (let k = at - 1; k >= 0; k--) {
          const p = index.get(`Hand.${side}.Joint.${chain[k]}`);
          if (p !== undefined) {
            nodes[i] = { ...nodes[i]!, parent: p };
            break;
          }
        }
        break;
      }
    }
    this.nodes = nodes;
    this.hierarchy = hierarchy;
    this.#bindings = bindings;
    this.#rest = new Float64Array(rest);
    this.#tracked = tracked;
    this.#worldSpace = hierarchy ? worldSpace : nodes.map(() => true);
    this.#order = parentsFirst(nodes, this.#worldSpace);
    const n = nodes.length;
    this.positions = new Float64Array(3 * n);
    this.rotations = new Float64Array(4 * n);
    this.directions = new Float64Array(3 * n);
    this.visible = new Uint8Array(n).fill(1);
    this.#world = new Float64Array(16 * n);
  }

  /** Evaluates every bound track at `time` and composes world transforms. */
  update(time: number): void {
    const local = new Float64Array(16);
    const rest = this.#rest;
    for (let k = 0; k < this.#order.length; k++) {
      const i = this.#order[k]!;
      const b = this.#bindings[i]!;
      const r = 10 * i;
      let tx = rest[r]!, ty = rest[r + 1]!, tz = rest[r + 2]!;
      let qx = rest[r + 3]!, qy = rest[r + 4]!, qz = rest[r + 5]!, qw = rest[r + 6]!;
      let sx = rest[r + 7]!, sy = rest[r + 8]!, sz = rest[r + 9]!;
      const position = b.translation ?? b.origin;
      if (position !== undefined) {
        const v = position.evaluate(time) as Vec;
        tx = v.x, ty = v.y, tz = v.z;
      }
      if (b.rotation !== undefined) {
        const v = b.rotation.evaluate(time) as Vec;
        const len = Math.hypot(v.x, v.y, v.z, v.w ?? 0) || 1;
        qx = v.x / len, qy = v.y / len, qz = v.z / len, qw = (v.w ?? 0) / len;
      } else if (b.euler !== undefined) {
        const v = b.euler.evaluate(time) as Vec;
        [qx, qy, qz, qw] = eulerToQuaternionOrdered([v.x, v.y, v.z], "zxy");
      }
      if (b.scale !== undefined) {
        const v = b.scale.evaluate(time) as Vec;
        sx = v.x, sy = v.y, sz = v.z;
      }
      composeMatrix(local, tx, ty, tz, qx, qy, qz, qw, sx, sy, sz);
      const parent = this.nodes[i]!.parent;
      const world = this.#world.subarray(16 * i, 16 * i + 16);
      const rot = this.rotations.subarray(4 * i, 4 * i + 4);
      if (parent < 0 || this.#worldSpace[i]) {
        world.set(local);
        rot[0] = qx, rot[1] = qy, rot[2] = qz, rot[3] = qw;
      } else {
        multiply(this.#world.subarray(16 * parent, 16 * parent + 16), local, world);
        const p = this.rotations.subarray(4 * parent, 4 * parent + 4);
        rot[0] = p[3]! * qx + p[0]! * qw + p[1]! * qz - p[2]! * qy;
        rot[1] = p[3]! * qy - p[0]! * qz + p[1]! * qw + p[2]! * qx;
        rot[2] = p[3]! * qz + p[0]! * qy - p[1]! * qx + p[2]! * qw;
        rot[3] = p[3]! * qw - p[0]! * qx - p[1]! * qy - p[2]! * qz;
      }
      this.positions[3 * i] = world[12]!;
      this.positions[3 * i + 1] = world[13]!;
      this.positions[3 * i + 2] = world[14]!;
      if (b.direction !== undefined) {
        const d = b.direction.evaluate(time) as Vec;
        this.directions[3 * i] = d.x;
        this.directions[3 * i + 1] = d.y;
        this.directions[3 * i + 2] = d.z;
      }
      const tracked = this.#tracked[i];
      this.visible[i] = tracked === undefined || tracked.evaluate(time) === true ? 1 : 0;
    }
  }

  /** World positions of the nodes shown now (after {@linkcode ClipPose.update}). */
  pose(): PosedNode[] {
    const out: PosedNode[] = [];
    this.nodes.forEach((n, i) => {
      if (this.visible[i] === 0) return;
      const p = this.positions;
      out.push({ node: n.name, position: [p[3 * i]!, p[3 * i + 1]!, p[3 * i + 2]!] });
    });
    return out;
  }
}

/** A node's path: the names from its root down, joined with `/` (a root named "" left out). */
function pathOf(nodes: readonly { name: string; parent?: number }[], index: number): string {
  const names: string[] = [];
  const seen = new Set<number>();
  for (let i: number | undefined = index; i !== undefined && !seen.has(i); i = nodes[i]?.parent) {
    seen.add(i);
    const name = nodes[i]?.name;
    if (name === undefined) break;
    if (name !== "" || i === index) names.unshift(name);
  }
  return names.join("/");
}

/** Node indices with every parent before its children; a cycle's nodes are taken as roots. */
function parentsFirst(nodes: readonly PoseNode[], independent: readonly boolean[]): Int32Array {
  const order = new Int32Array(nodes.length);
  const state = new Uint8Array(nodes.length); // 0 new, 1 visiting, 2 done
  let o = 0;
  for (let start = 0; start < nodes.length; start++) {
    const stack: number[] = [];
    for (let i = start; state[i] === 0; i = nodes[i]!.parent) {
      state[i] = 1;
      stack.push(i);
      if (independent[i] || nodes[i]!.parent < 0 || state[nodes[i]!.parent] !== 0) break;
    }
    while (stack.length > 0) {
      const i = stack.pop()!;
      order[o++] = i;
      state[i] = 2;
    }
  }
  return order;
}

/** out = T · R · S, column-major. */
function composeMatrix(
  out: Float64Array,
  tx: number,
  ty: number,
  tz: number,
  x: number,
  y: number,
  z: number,
  w: number,
  sx: number,
  sy: number,
  sz: number,
): void {
  const x2 = x + x, y2 = y + y, z2 = z + z;
  const xx = x * x2, xy = x * y2, xz = x * z2, yy = y * y2, yz = y * z2, zz = z * z2;
  const wx = w * x2, wy = w * y2, wz = w * z2;
  out[0] = (1 - (yy + zz)) * sx, out[1] = (xy + wz) * sx, out[2] = (xz - wy) * sx, out[3] = 0;
  out[4] = (xy - wz) * sy, out[5] = (1 - (xx + zz)) * sy, out[6] = (yz + wx) * sy, out[7] = 0;
  out[8] = (xz + wy) * sz, out[9] = (yz - wx) * sz, out[10] = (1 - (xx + yy)) * sz, out[11] = 0;
  out[12] = tx, out[13] = ty, out[14] = tz, out[15] = 1;
}

/** out = a · b (column-major 4×4). */
function multiply(a: Float64Array, b: Float64Array, out: Float64Array): void {
  for (let c = 0; c < 4; c++) {
    const b0 = b[4 * c]!, b1 = b[4 * c + 1]!, b2 = b[4 * c + 2]!, b3 = b[4 * c + 3]!;
    for (let r = 0; r < 4; r++) {
      out[4 * c + r] = a[r]! * b0 + a[4 + r]! * b1 + a[8 + r]! * b2 + a[12 + r]! * b3;
    }
  }
}
