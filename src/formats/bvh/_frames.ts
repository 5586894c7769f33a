/**
 * Frame values of a BVH file: each joint's position channels (x, y, z) and rotation angles (in
 * its channel order) at every frame, from carried BVH channels, from fitted keys (played as BVH
 * plays frames: linear positions, shorter-arc slerp), or from the rest pose.
 *
 * @module
 */
import type { Curve } from "../../model/clip.ts";
import { evaluateFitted, type FittedKeys } from "../../convert/fit.ts";
import { keyedComponentsOf } from "../../model/keyed.ts";
import { quaternionsToEulerOrder } from "../../curves/euler_order.ts";
import { float32Shortest } from "../../model/number_text.ts";
import type { BvhChannel, BvhDocument, BvhJoint } from "./document.ts";
import type { BvhRotationCurve } from "./to_clip.ts";
import type { FrameGrid } from "./_grid.ts";
import type { PlannedJoint } from "./_skeleton.ts";

/** Computed values are written to six decimals (micrometres of a metre, millionths of a degree). */
function computed(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

/** A stored value as written: a float32 by its shortest decimal, a double as it is. */
function stored(v: number): number {
  return Math.fround(v) === v ? Number(float32Shortest(v)) : v;
}

/** One joint's channel values per frame (x, y, z; or angles in the joint's order). */
export type JointFrames = Float64Array;

/** Positions of a BVH position curve, frame after frame (its own values). */
export function carriedPositions(curve: Curve, frames: number): JointFrames {
  const out = new Float64Array(frames * 3);
  const axes = keyedComponentsOf(curve)!;
  for (let a = 0; a < 3; a++) {
    const values = axes[a]!.values;
    for (let f = 0; f < frames; f++) out[f * 3 + a] = values[f]!;
  }
  return out;
}

/** The angles of BVH rotation channels in their completed order (missing axes at 0). */
export function carriedAngles(curve: BvhRotationCurve, frames: number): JointFrames {
  const { angles } = curve.channels!;
  const k = angles.length / Math.max(1, frames);
  const out = new Float64Array(frames * 3);
  for (let f = 0; f < frames; f++) {
    for (let c = 0; c < k; c++) out[f * 3 + c] = angles[f * k + c]!;
  }
  return out;
}

/** Fitted positions at every frame. */
export function fittedPositions(keys: FittedKeys, grid: FrameGrid): JointFrames {
  const out = new Float64Array(grid.frames * 3);
  const v = new Float64Array(3);
  for (let f = 0; f < grid.frames; f++) {
    evaluateFitted(keys, f * grid.frameTime, v);
    for (let a = 0; a < 3; a++) out[f * 3 + a] = computed(v[a]!);
  }
  return out;
}

/** Fitted rotations at every frame as angles in `order`, continuous from frame to frame. */
export function fittedAngles(keys: FittedKeys, grid: FrameGrid, order: string): JointFrames {
  // Keys of raw component-wise sources are normalised first: BVH slerps unit rotations.
  const values = Float64Array.from(keys.values);
  for (let i = 0; i < values.length; i += 4) {
    const n = Math.hypot(values[i]!, values[i + 1]!, values[i + 2]!, values[i + 3]!);
    if (n > 1e-12) { for (let c = 0; c < 4; c++) values[i + c] = values[i + c]! / n; }
  }
  const unit: FittedKeys = { ...keys, values };
  const q = new Float64Array(grid.frames * 4);
  const v = new Float64Array(4);
  for (let f = 0; f < grid.frames; f++) {
    evaluateFitted(unit, f * grid.frameTime, v, "slerp");
    q.set(v, f * 4);
  }
  return anglesOf(q, grid.frames, order);
}

function anglesOf(quaternions: Float64Array, frames: number, order: string): JointFrames {
  const [a, b, c] = quaternionsToEulerOrder(quaternions, order);
  const out = new Float64Array(frames * 3);
  for (let f = 0; f < frames; f++) {
    out[f * 3] = computed(a[f]!);
    out[f * 3 + 1] = computed(b[f]!);
    out[f * 3 + 2] = computed(c[f]!);
  }
  return out;
}

function withValues(values: JointFrames | undefined): { values?: JointFrames } {
  return values === undefined ? {} : { values };
}

/**
 * The document: per joint its OFFSET and channels (position channels first, then rotations in
 * its order), and per frame the values given, or the rest pose where a joint has none.
 */
export function bvhDocumentOf(
  joints: readonly PlannedJoint[],
  grid: FrameGrid,
  positions: ReadonlyMap<number, JointFrames>,
  angles: ReadonlyMap<number, JointFrames>,
): BvhDocument {
  const n = grid.frames;
  const out: BvhJoint[] = [];
  // Three columns each: the values per frame, or the rest values on every frame.
  const columns: { first: number; values?: JointFrames; rest: ArrayLike<number> }[] = [];
  let column = 0;
  joints.forEach((j, i) => {
    const channels: BvhChannel[] = [];
    if (!j.end && j.position) {
      channels.push("Xposition", "Yposition", "Zposition");
      const rest = j.offset.map(stored);
      columns.push({ first: column, rest, ...withValues(positions.get(i)) });
    }
    if (!j.end) {
      for (const axis of j.order) channels.push(`${axis}rotation` as BvhChannel);
      const rest = anglesOf(Float64Array.from(j.rest), 1, j.order);
      columns.push({ first: column + channels.length - 3, rest, ...withValues(angles.get(i)) });
    }
    out.push({
      name: j.end ? "" : j.name,
      kind: j.end ? "end" : j.parent < 0 ? "root" : "joint",
      parent: j.parent,
      offset: [stored(j.offset[0]), stored(j.offset[1]), stored(j.offset[2])],
      channels,
      firstChannel: column,
    });
    column += channels.length;
  });
  const values = new Float64Array(n * column);
  for (const { first, values: v, rest } of columns) {
    for (let f = 0; f < n; f++) {
      for (let c = 0; c < 3; c++) values[f * column + first + c] = v?.[f * 3 + c] ?? rest[c]!;
    }
  }
  return {
    joints: out,
    channelCount: column,
    frameCount: n,
    frameTime: grid.frameTime,
    values,
    lineEnding: "\n",
  };
}
