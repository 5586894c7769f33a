/**
 * BVH document → common-model {@linkcode Clip}, with the sample contract three.js's `BVHLoader`
 * plays: frame i at i × `Frame Time`, positions
 * linear between frames, rotations along the shorter arc (slerp), the first and last frames held
 * outside.
 *
 * @module
 */
import type { Clip, ClipNode, Curve, Track } from "../../model/clip.ts";
import type { Value, ValueType } from "../../model/value_type.ts";
import { KEYED_LINEAR, type KeyedComponent } from "../../model/keyed.ts";
import { slerpShortestInto } from "../../curves/quaternion.ts";
import { eulerOrderToQuaternionInto } from "../../curves/euler_order.ts";
import type { BvhDocument, BvhJoint } from "./document.ts";

/** Options for {@linkcode bvhToClip}. */
export interface BvhClipOptions {
  /** The clip's name; defaults to `"bvh"`. */
  readonly name?: string;
}

/**
 * The node name of an End Site: its parent's name and `_EndSite`.
 *
 * @example
 * ```ts
 * import { bvhEndSiteName } from "./to_clip.ts";
 * import { equal } from "node:assert/strict";
 * equal(bvhEndSiteName("Head"), "Head_EndSite");
 * ```
 */
export function bvhEndSiteName(parent: string): string {
  return `${parent}_EndSite`;
}

/** i × Frame Time for each of `frames` frames. */
function frameTimes(frames: number, frameTime: number): Float64Array {
  const t = new Float64Array(frames);
  for (let i = 0; i < frames; i++) t[i] = i * frameTime;
  return t;
}

/**
 * The frames around `time` and the fraction between them, written to `at`: the first frame before
 * the start, the last after the end.
 */
function segment(time: number, frames: number, frameTime: number, at: Float64Array): void {
  const last = frames - 1;
  const f = frameTime > 0 ? time / frameTime : 0;
  // Frames are evenly spaced: the frame is the time's quotient, no search (and no cursor) needed.
  let a = 0;
  let b = 0;
  let s = 0;
  if (f > 0 && last > 0) {
    if (f >= last) a = b = last;
    else {
      a = Math.floor(f);
      b = a + 1;
      s = f - a;
    }
  }
  at[0] = a;
  at[1] = b;
  at[2] = s;
}

/**
 * A joint's `position` channels (float3, the raw values; an axis without a channel holds the
 * joint's `OFFSET` there), linear between frames.
 *
 * @example
 * ```ts
 * import { BvhPositionCurve } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * const c = new BvhPositionCurve(new Float64Array([0, 0, 0, 2, 4, 6]), 0.5);
 * deepEqual(c.evaluate(0.25), { x: 1, y: 2, z: 3 });
 * ```
 */
export class BvhPositionCurve implements Curve {
  /** Always float3. */
  readonly valueType: ValueType = "float3";
  /** BVH players' rules. */
  readonly semantics: string = "bvh";
  #values: Float64Array;
  #frameTime: number;
  #frames: number;
  #at = new Float64Array(3);
  #out = new Float64Array(3);

  /**
   * Wraps one joint's positions (kept, not copied).
   *
   * @param values x, y, z per frame
   * @param frameTime seconds per frame
   */
  constructor(values: Float64Array, frameTime: number) {
    this.#values = values;
    this.#frameTime = frameTime;
    this.#frames = values.length / 3;
  }

  /** i × Frame Time for every frame. */
  keyTimes(): Float64Array {
    return frameTimes(this.#frames, this.#frameTime);
  }

  /** Frames × 3. */
  keyCount(): number {
    return this.#frames * 3;
  }

  /** The position at `time` into `out` (x, y, z), without allocating. */
  evaluateInto(time: number, out: Float64Array): void {
    segment(time, this.#frames, this.#frameTime, this.#at);
    const a = this.#at[0]! * 3;
    const b = this.#at[1]! * 3;
    const s = this.#at[2]!;
    const d = this.#values;
    for (let c = 0; c < 3; c++) out[c] = d[a + c]! + (d[b + c]! - d[a + c]!) * s;
  }

  /** The position at `time`. */
  evaluate(time: number): Value {
    const o = this.#out;
    this.evaluateInto(time, o);
    return { x: o[0]!, y: o[1]!, z: o[2]! };
  }

  /** One linear key per frame and axis. */
  keyedComponents(): KeyedComponent[] {
    const n = this.#frames;
    const times = this.keyTimes();
    return [0, 1, 2].map((c) => {
      const values = new Float64Array(n);
      for (let i = 0; i < n; i++) values[i] = this.#values[i * 3 + c]!;
      return {
        times,
        values,
        inSlopes: new Float64Array(n),
        outSlopes: new Float64Array(n),
        modes: new Uint8Array(n).fill(KEYED_LINEAR),
      };
    });
  }
}

/**
 * A joint's `rotation` (floatQ): per frame the product of its rotation channels in the order
 * listed, slerped along the shorter arc between frames.
 *
 * @example
 * ```ts
 * import { BvhRotationCurve } from "@animkit/animkit";
 * import { ok } from "node:assert/strict";
 * const s = Math.SQRT1_2;
 * const c = new BvhRotationCurve(new Float64Array([0, 0, 0, 1, 0, 0, s, s]), 1);
 * const q = c.evaluate(0.5) as { z: number };
 * ok(Math.abs(q.z - Math.sin(Math.PI / 8)) < 1e-12);
 * ```
 */
export class BvhRotationCurve implements Curve {
  /** Always floatQ. */
  readonly valueType: ValueType = "floatQ";
  /** BVH players' rules. */
  readonly semantics: string = "bvh";
  /**
   * The channels the rotations come from, where known: their axes in the order listed (`"ZXY"`)
   * and the angles in degrees, frame after frame (one per axis).
   */
  readonly channels?: { readonly order: string; readonly angles: Float64Array };
  #quaternions: Float64Array;
  #frameTime: number;
  #frames: number;
  #at = new Float64Array(3);
  #out = new Float64Array(4);

  /**
   * Wraps one joint's rotations (kept, not copied).
   *
   * @param quaternions x, y, z, w per frame (unit)
   * @param frameTime seconds per frame
   * @param channels the channel order and angles the rotations are made of (kept, not copied)
   */
  constructor(
    quaternions: Float64Array,
    frameTime: number,
    channels?: { readonly order: string; readonly angles: Float64Array },
  ) {
    this.#quaternions = quaternions;
    this.#frameTime = frameTime;
    this.#frames = quaternions.length / 4;
    if (channels !== undefined) this.channels = channels;
  }

  /** i × Frame Time for every frame. */
  keyTimes(): Float64Array {
    return frameTimes(this.#frames, this.#frameTime);
  }

  /** Frames × 4. */
  keyCount(): number {
    return this.#frames * 4;
  }

  /** The rotation at `time` into `out` (x, y, z, w), without allocating. */
  evaluateInto(time: number, out: Float64Array): void {
    segment(time, this.#frames, this.#frameTime, this.#at);
    const q = this.#quaternions;
    slerpShortestInto(q, this.#at[0]! * 4, q, this.#at[1]! * 4, this.#at[2]!, out);
  }

  /** The rotation at `time`. */
  evaluate(time: number): Value {
    const o = this.#out;
    this.evaluateInto(time, o);
    return { x: o[0]!, y: o[1]!, z: o[2]!, w: o[3]! };
  }
}

/** The quaternions of a joint's rotation channels, frame by frame, and the angles. */
function jointRotations(
  doc: BvhDocument,
  joint: BvhJoint,
): { quaternions: Float64Array; order: string; angles: Float64Array } | null {
  const columns: number[] = [];
  let order = "";
  joint.channels.forEach((c, i) => {
    if (c.endsWith("rotation")) {
      columns.push(joint.firstChannel + i);
      order += c[0];
    }
  });
  if (columns.length === 0) return null;
  const n = doc.channelCount;
  const out = new Float64Array(doc.frameCount * 4);
  const k = columns.length;
  const angles = new Float64Array(doc.frameCount * k);
  for (let f = 0; f < doc.frameCount; f++) {
    for (let c = 0; c < k; c++) angles[f * k + c] = doc.values[f * n + columns[c]!]!;
    eulerOrderToQuaternionInto(angles, f * k, order, out, f * 4);
  }
  return { quaternions: out, order, angles };
}

/** The values of a joint's position channels, frame by frame (the OFFSET where none). */
function jointPositions(doc: BvhDocument, joint: BvhJoint): Float64Array | null {
  const columns = [-1, -1, -1];
  joint.channels.forEach((c, i) => {
    if (c.endsWith("position")) columns["XYZ".indexOf(c[0]!)] = joint.firstChannel + i;
  });
  if (columns.every((c) => c < 0)) return null;
  const n = doc.channelCount;
  const out = new Float64Array(doc.frameCount * 3);
  for (let f = 0; f < doc.frameCount; f++) {
    for (let a = 0; a < 3; a++) {
      const c = columns[a]!;
      out[f * 3 + a] = c < 0 ? joint.offset[a]! : doc.values[f * n + c]!;
    }
  }
  return out;
}

/**
 * The clip's nodes: every joint and End Site in file order (End Sites named by
 * {@linkcode bvhEndSiteName}), each with its parent and its `OFFSET` as rest translation.
 *
 * @example
 * ```ts ignore
 * const nodes = bvhNodes(readBvh(bytes));
 * ```
 */
export function bvhNodes(doc: BvhDocument): ClipNode[] {
  return doc.joints.map((j) => ({
    name: j.kind === "end" ? bvhEndSiteName(doc.joints[j.parent]?.name ?? "") : j.name,
    ...(j.parent < 0 ? {} : { parent: j.parent }),
    translation: { x: j.offset[0], y: j.offset[1], z: j.offset[2] },
  }));
}

/**
 * Converts a BVH document into a Clip. Per joint in file order (End Sites have no channels and
 * give no tracks): `position` (float3, the raw position channel values) when it has position
 * channels, then `rotation` (floatQ, its rotation channels composed in the order listed:
 * `Zrotation Xrotation Yrotation` is qZ · qX · qY, degrees) when it has rotation channels.
 * Frames are at i × `Frame Time`; the duration is the last frame's time (a file without frames
 * gives no tracks). `nodes` holds the
 * hierarchy with each `OFFSET` as the rest translation (file units).
 *
 * @example
 * ```ts
 * import { bvhToClip, readBvh } from "@animkit/animkit";
 * import { equal, ok } from "node:assert/strict";
 * const clip = bvhToClip(readBvh(new TextEncoder().encode(
 *   "HIERARCHY\nROOT Hips\n{\nOFFSET 0 0 0\nCHANNELS 6 Xposition Yposition Zposition " +
 *     "Zrotation Xrotation Yrotation\n}\nMOTION\nFrames: 2\nFrame Time: 0.5\n" +
 *     "0 0 0 0 0 0\n2 0 0 90 0 0\n",
 * )));
 * equal(clip.duration, 0.5);
 * equal((clip.tracks[0]!.curve.evaluate(0.25) as { x: number }).x, 1);
 * const q = clip.tracks[1]!.curve.evaluate(0.5) as { z: number };
 * ok(Math.abs(q.z - Math.SQRT1_2) < 1e-12);
 * ```
 */
export function bvhToClip(doc: BvhDocument, options: BvhClipOptions = {}): Clip {
  const tracks: Track[] = [];
  for (const joint of doc.joints) {
    if (joint.kind === "end" || doc.frameCount === 0) continue;
    const positions = jointPositions(doc, joint);
    if (positions !== null) {
      tracks.push({
        node: joint.name,
        property: "position",
        valueType: "float3",
        curve: new BvhPositionCurve(positions, doc.frameTime),
      });
    }
    const rotations = jointRotations(doc, joint);
    if (rotations !== null) {
      tracks.push({
        node: joint.name,
        property: "rotation",
        valueType: "floatQ",
        curve: new BvhRotationCurve(rotations.quaternions, doc.frameTime, {
          order: rotations.order,
          angles: rotations.angles,
        }),
      });
    }
  }
  return {
    name: options.name ?? "bvh",
    duration: Math.max(0, doc.frameCount - 1) * doc.frameTime,
    tracks,
    events: [],
    nodes: bvhNodes(doc),
  };
}
