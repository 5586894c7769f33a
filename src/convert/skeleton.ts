/**
 * Forward kinematics over a {@linkcode Clip}'s node hierarchy: world transforms at a time from
 * the rest pose and the tracks.
 *
 * Which tracks move a node, by format (the first present of each kind wins):
 *
 * | kind        | properties                                                                |
 * | ----------- | ------------------------------------------------------------------------- |
 * | translation | float3 `translation` (glTF, ANIM), `position` (BVH, MRTK), `localPosition` (Unity), `Position` |
 * | rotation    | floatQ `rotation`, `localRotation`, `Rotation`; else float3 `localEulerAngles` (Unity, degrees, Z then X then Y) |
 * | scale       | float3 `scale`, `localScale`, `Scale`                                     |
 *
 * Maya's per-axis curves (`translate.translateX`, `rotate.rotateY`, … in the file's units, in
 * the node's rotate order) are grouped first, as the converters group them (translations in
 * metres). A value a track gives replaces the rest value of its kind; a node without a track of
 * a kind keeps its rest value (identity where the node has none). Nodes whose
 * {@linkcode ClipNode.space} is `world` take their tracks as their world transform.
 *
 * @module
 */
import type { Clip, ClipNode, Curve } from "../model/clip.ts";
import type { Vector3Value, Vector4Value } from "../model/value_type.ts";
import { nodeIndex, parentsFirst } from "../model/hierarchy.ts";
import { groupTransformTracks } from "./group_transforms.ts";
import { eulerOrderToQuaternion } from "../curves/euler_order.ts";

/** A node's local (or, for world-space nodes, world) transform at one time. */
export interface NodeTransform {
  /** Translation. */
  readonly translation: Vector3Value;
  /** Rotation, a unit quaternion. */
  readonly rotation: Vector4Value;
  /** Scale. */
  readonly scale: Vector3Value;
}

/** Properties that move a node: translations, rotations and scales, as the formats name them. */
export const TRANSLATION: readonly string[] = [
  "translation",
  "position",
  "localPosition",
  "Position",
];
/** Rotation properties (quaternions). */
export const ROTATION: readonly string[] = ["rotation", "localRotation", "Rotation"];
/** Scale properties. */
export const SCALE: readonly string[] = ["scale", "localScale", "Scale"];

interface Binding {
  translation?: Curve;
  rotation?: Curve;
  euler?: Curve;
  scale?: Curve;
}

/**
 * Forward kinematics over a clip's {@linkcode Clip.nodes}: binds each node to the tracks that
 * move it once, then gives local transforms, world matrices and world positions at any time.
 *
 * @example A two-bone chain: the child sits 1 unit along its parent's turned X axis
 * ```ts
 * import { ClipSkeleton, type Clip } from "@animkit/animkit";
 * import { ok } from "node:assert/strict";
 * const s = Math.SQRT1_2;
 * const clip: Clip = {
 *   name: "c", duration: 0, events: [], tracks: [],
 *   nodes: [
 *     { name: "root", rotation: { x: 0, y: 0, z: s, w: s } },
 *     { name: "tip", parent: 0, translation: { x: 1, y: 0, z: 0 } },
 *   ],
 * };
 * const p = new ClipSkeleton(clip).worldPositionsAt(0);
 * ok(Math.abs(p[3]!) < 1e-12 && Math.abs(p[4]! - 1) < 1e-12);
 * ```
 */
export class ClipSkeleton {
  /** The clip's nodes (empty when it has none). */
  readonly nodes: readonly ClipNode[];
  /** Node indices with every parent before its children. */
  readonly order: Int32Array;
  #bindings: Binding[];

  /**
   * Binds the clip's tracks to its nodes.
   *
   * @param clip a clip whose `nodes` give the hierarchy
   * @throws {RangeError} when a parent index is out of range or the parents form a cycle
   */
  constructor(clip: Clip) {
    const nodes = clip.nodes ?? [];
    this.nodes = nodes;
    this.order = parentsFirst(nodes);
    const { clip: grouped } = groupTransformTracks(clip);
    const find = nodeIndex(nodes);
    const bindings: Binding[] = nodes.map(() => ({}));
    for (const track of grouped.tracks) {
      const i = find(track.node);
      if (i < 0) continue;
      const b = bindings[i]!;
      if (track.valueType === "float3") {
        if (TRANSLATION.includes(track.property)) b.translation ??= track.curve;
        else if (SCALE.includes(track.property)) b.scale ??= track.curve;
        else if (track.property === "localEulerAngles") b.euler ??= track.curve;
      } else if (track.valueType === "floatQ" && ROTATION.includes(track.property)) {
        b.rotation ??= track.curve;
      }
    }
    this.#bindings = bindings;
  }

  /** The tracks bound to node `index`, by kind (for tests and reports). */
  bindingOf(index: number): Readonly<Record<string, Curve | undefined>> {
    return { ...this.#bindings[index] };
  }

  /**
   * Each node's transform at `time`: its tracks' values where it has them, its rest values
   * otherwise (local to the parent, or world for world-space nodes).
   */
  localTransformsAt(time: number): NodeTransform[] {
    return this.nodes.map((node, i) => {
      const b = this.#bindings[i]!;
      const translation = b.translation === undefined
        ? node.translation ?? { x: 0, y: 0, z: 0 }
        : b.translation.evaluate(time) as Vector3Value;
      let rotation: Vector4Value;
      if (b.rotation !== undefined) rotation = unit(b.rotation.evaluate(time) as Vector4Value);
      else if (b.euler !== undefined) {
        const e = b.euler.evaluate(time) as Vector3Value;
        // Unity applies Z, then X, then Y (Transform.eulerAngles): q = qY · qX · qZ.
        const [x, y, z, w] = eulerOrderToQuaternion([e.y, e.x, e.z], "YXZ");
        rotation = { x, y, z, w };
      } else rotation = unit(node.rotation ?? { x: 0, y: 0, z: 0, w: 1 });
      const scale = b.scale === undefined
        ? node.scale ?? { x: 1, y: 1, z: 1 }
        : b.scale.evaluate(time) as Vector3Value;
      return { translation, rotation, scale };
    });
  }

  /**
   * World matrices at `time`: 16 numbers per node, column-major (as glTF stores matrices),
   * world = parent's world · translation · rotation · scale.
   */
  worldMatricesAt(time: number): Float64Array {
    const locals = this.localTransformsAt(time);
    const out = new Float64Array(this.nodes.length * 16);
    const local = new Float64Array(16);
    for (const i of this.order) {
      trsMatrix(locals[i]!, local);
      const node = this.nodes[i]!;
      const parent = node.space === "world" ? undefined : node.parent;
      if (parent === undefined) out.set(local, i * 16);
      else multiplyInto(out, parent * 16, local, out, i * 16);
    }
    return out;
  }

  /** World positions at `time`: x, y, z per node. */
  worldPositionsAt(time: number): Float64Array {
    const m = this.worldMatricesAt(time);
    const out = new Float64Array(this.nodes.length * 3);
    for (let i = 0; i < this.nodes.length; i++) {
      out[i * 3] = m[i * 16 + 12]!;
      out[i * 3 + 1] = m[i * 16 + 13]!;
      out[i * 3 + 2] = m[i * 16 + 14]!;
    }
    return out;
  }
}

function unit(q: Vector4Value): Vector4Value {
  const n = Math.hypot(q.x, q.y, q.z, q.w);
  if (!(n > 1e-12)) return { x: 0, y: 0, z: 0, w: 1 };
  return { x: q.x / n, y: q.y / n, z: q.z / n, w: q.w / n };
}

/** T · R · S as a column-major 4 × 4 matrix. */
function trsMatrix(t: NodeTransform, out: Float64Array): void {
  const { x, y, z, w } = t.rotation;
  const { x: sx, y: sy, z: sz } = t.scale;
  out[0] = (1 - 2 * (y * y + z * z)) * sx;
  out[1] = 2 * (x * y + w * z) * sx;
  out[2] = 2 * (x * z - w * y) * sx;
  out[3] = 0;
  out[4] = 2 * (x * y - w * z) * sy;
  out[5] = (1 - 2 * (x * x + z * z)) * sy;
  out[6] = 2 * (y * z + w * x) * sy;
  out[7] = 0;
  out[8] = 2 * (x * z + w * y) * sz;
  out[9] = 2 * (y * z - w * x) * sz;
  out[10] = (1 - 2 * (x * x + y * y)) * sz;
  out[11] = 0;
  out[12] = t.translation.x;
  out[13] = t.translation.y;
  out[14] = t.translation.z;
  out[15] = 1;
}

/** out[o…] = a[ao…] · b (column-major 4 × 4). */
function multiplyInto(
  a: Float64Array,
  ao: number,
  b: Float64Array,
  out: Float64Array,
  o: number,
): void {
  for (let c = 0; c < 4; c++) {
    for (let r = 0; r < 4; r++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[ao + k * 4 + r]! * b[c * 4 + k]!;
      out[o + c * 4 + r] = sum;
    }
  }
}
