/**
 * Track → glTF animation sampler. glTF's part of a conversion: its profile (one interpolation per
 * sampler: STEP, LINEAR or CUBICSPLINE; rotations slerp along the shorter arc; float32 times and
 * values; no negative times), its key layout and its playback, against which the written
 * sampler is measured. The keys come from the fitting engine (src/convert/fit.ts).
 *
 * glTF 2.0 §3.11 (Animations) and Appendix C (Interpolation): STEP holds; LINEAR lerps
 * translation and scale and slerps rotation; CUBICSPLINE stores an in-tangent, the value and an
 * out-tangent per key (per second) and plays the cubic Hermite between keys (rotations
 * normalised afterwards); outside the key range the first or last value holds.
 *
 * @module
 */
import { lastKeyAtOrBefore } from "../../curves/search.ts";
import type { Curve, Track } from "../../model/clip.ts";
import type { Value } from "../../model/value_type.ts";
import { comparisonTimes, rotationAngleDeg } from "../../model/compare.ts";
import { VectorCurve } from "../../curves/compose.ts";
import { slerpShortestInto } from "../../curves/quaternion.ts";
import { KEYED_HERMITE, KEYED_STEP } from "../../model/keyed.ts";
import { type FitOptions, type FitResult, fitTrack } from "../../convert/fit.ts";
import type { FitProfile } from "../../convert/profile.ts";

/** The node property a glTF channel animates. */
export type GltfPath = "translation" | "rotation" | "scale";

/** glTF sampler interpolation modes. */
export type GltfInterpolation = "STEP" | "LINEAR" | "CUBICSPLINE";

/** Sampler data as glTF stores it (float32). */
export interface GltfSamplerData {
  /** The animated property. */
  readonly path: GltfPath;
  /** How glTF interpolates between keys. */
  readonly interpolation: GltfInterpolation;
  /** Key times in seconds, strictly increasing. */
  readonly times: Float32Array<ArrayBuffer>;
  /** Values: `components` per key for LINEAR; in-tangent, value, out-tangent per key for CUBICSPLINE. */
  readonly values: Float32Array<ArrayBuffer>;
}

/** A planned channel: the sampler and how faithfully it reproduces the source. */
export interface GltfPlannedChannel {
  /** The sampler. */
  readonly sampler: GltfSamplerData;
  /** The fit behind it (mapping, tolerance, range, notes). */
  readonly fit: FitResult;
  /** The worst difference measured on glTF's own playback (degrees for rotations). */
  readonly maxError: number;
  /** How the keys were made. */
  readonly note: string;
}

/**
 * What glTF samplers hold, for the fitting engine: one interpolation per sampler (STEP, LINEAR
 * or CUBICSPLINE), rotations slerped along the shorter arc, float32 times and values, no
 * negative times.
 *
 * @example
 * ```ts
 * import { GLTF_PROFILE } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(GLTF_PROFILE.perKeyKinds, false);
 * ```
 */
export const GLTF_PROFILE: FitProfile = Object.freeze({
  name: "gltf",
  hold: true,
  linear: true,
  hermite: true,
  perKeyKinds: false,
  quaternionLinear: "slerp",
  negativeTimes: false,
  float32: true,
});

const VECTOR_KEYS = ["x", "y", "z", "w"] as const;

/**
 * The glTF path a track maps to, or a reason why it maps to none.
 *
 * @example A float3 position is a translation
 * ```ts ignore
 * gltfPathOf({ node: "Camera", property: "position", valueType: "float3", curve }); // "translation"
 * gltfPathOf({ node: "n", property: "weight", valueType: "float", curve }); // a reason
 * ```
 */
export function gltfPathOf(track: Track): GltfPath | string {
  const vector3 = track.valueType === "float3" || track.valueType === "double3";
  const quaternion = track.valueType === "floatQ" || track.valueType === "doubleQ";
  // The names users have: glTF's own, Resonite's Position/Rotation/Scale, Unity's localPosition/
  // localRotation/localScale, Maya's translate/rotate/scale, MRTK's position/rotation (any case).
  const path = TRANSFORM_NAMES[track.property.toLowerCase()];
  switch (path) {
    case "translation":
      return vector3 ? "translation" : `${track.valueType} cannot be a glTF translation`;
    case "rotation":
      return quaternion ? "rotation" : `${track.valueType} cannot be a glTF rotation`;
    case "scale":
      return vector3 ? "scale" : `${track.valueType} cannot be a glTF scale`;
    default:
      return `no glTF node property for "${track.property}"`;
  }
}

const TRANSFORM_NAMES: Readonly<Record<string, GltfPath>> = {
  translation: "translation",
  position: "translation",
  localposition: "translation",
  translate: "translation",
  rotation: "rotation",
  localrotation: "rotation",
  rotate: "rotation",
  scale: "scale",
  localscale: "scale",
};

function componentsOf(value: Value, count: number, out: Float64Array): void {
  if (typeof value === "number") {
    out[0] = value;
    return;
  }
  const record = value as unknown as Record<string, number>;
  for (let c = 0; c < count; c++) out[c] = Number(record[VECTOR_KEYS[c]!]);
}

/** Unit length in place; a zero quaternion reads as identity, NaN stays NaN (and is refused). */
function normalizeInto(q: Float64Array): void {
  const length = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!);
  if (Number.isNaN(length)) return;
  if (!(length > 1e-12)) {
    q[0] = 0, q[1] = 0, q[2] = 0, q[3] = 1;
  } else {
    for (let c = 0; c < 4; c++) q[c] = q[c]! / length;
  }
}

/** The source's value at `t` as glTF would show it (rotations as unit quaternions). */
function sourceAt(curve: Curve, rotation: boolean, count: number, t: number, out: Float64Array) {
  if (curve instanceof VectorCurve) curve.evaluateInto(t, out);
  else componentsOf(curve.evaluate(t), count, out);
  if (rotation) normalizeInto(out);
}

/**
 * Index of the last key with time ≤ t (0 when t is before the first key). Tries `hint.key` and
 * the key after it first (ascending evaluation), then binary-searches; updates the hint.
 */
function findKey(times: Float32Array, t: number, hint?: { key: number }): number {
  if (hint !== undefined) {
    const last = times.length - 1;
    for (let k = hint.key; k <= hint.key + 1 && k <= last; k++) {
      if (times[k]! <= t && (k === last || t < times[k + 1]!)) return (hint.key = k);
    }
  }
  const key = Math.max(0, lastKeyAtOrBefore(times, t));
  if (hint !== undefined) hint.key = key;
  return key;
}

/**
 * Evaluates a sampler at `t` the way glTF 2.0 Appendix C specifies: clamped outside the keys,
 * lerp/slerp for LINEAR, Hermite for CUBICSPLINE (rotations normalised).
 *
 * @example Halfway along a LINEAR translation
 * ```ts ignore
 * const out = new Float64Array(3);
 * evaluateGltfSampler({ path: "translation", interpolation: "LINEAR",
 *   times: new Float32Array([0, 1]), values: new Float32Array([0, 0, 0, 2, 4, 6]) }, 0.5, out);
 * // out = [1, 2, 3]
 * ```
 */
export function evaluateGltfSampler(
  sampler: GltfSamplerData,
  t: number,
  out: Float64Array,
  hint?: { key: number },
): void {
  const count = sampler.path === "rotation" ? 4 : 3;
  const { times, values } = sampler;
  const n = times.length;
  const cubic = sampler.interpolation === "CUBICSPLINE";
  const stride = cubic ? 3 * count : count;
  const valueAt = cubic ? count : 0;
  let k = findKey(times, t, hint);
  if (sampler.interpolation === "STEP" && n > 1 && t > times[0]! && t < times[n - 1]!) {
    for (let c = 0; c < count; c++) out[c] = values[k * stride + c]!;
    if (count === 4) normalizeInto(out);
    return;
  }
  if (n === 1 || t <= times[0]! || t >= times[n - 1]!) {
    if (n > 1 && t >= times[n - 1]!) k = n - 1;
    else if (n > 1) k = 0;
    for (let c = 0; c < count; c++) out[c] = values[k * stride + valueAt + c]!;
    if (count === 4) normalizeInto(out);
    return;
  }
  const t0 = times[k]!;
  const dt = times[k + 1]! - t0;
  const s = (t - t0) / dt;
  const a = k * stride;
  const b = a + stride;
  if (cubic) {
    const s2 = s * s;
    const s3 = s2 * s;
    for (let c = 0; c < count; c++) {
      const p0 = values[a + count + c]!;
      const m0 = values[a + 2 * count + c]! * dt; // out-tangent of key k
      const p1 = values[b + count + c]!;
      const m1 = values[b + c]! * dt; // in-tangent of key k+1
      out[c] = (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * p1 +
        (s3 - s2) * m1;
    }
    if (count === 4) normalizeInto(out);
    return;
  }
  if (count === 3) {
    for (let c = 0; c < 3; c++) out[c] = values[a + c]! + (values[b + c]! - values[a + c]!) * s;
    return;
  }
  // Slerp along the shorter arc (glTF 2.0 Appendix C, "Spherical Linear Interpolation").
  slerpShortestInto(values, a, values, b, s, out);
}

/**
 * The worst difference between the source and the sampler's glTF playback, at every key time of
 * both and `perSegment` points inside each gap: the largest component difference, or for
 * rotations the rotation angle in degrees between the normalised played rotations. Pass
 * `sourceKeys` when the track's key times are already at hand.
 *
 * @example Measure a planned sampler again
 * ```ts ignore
 * const planned = planGltfChannel(track, "translation", 30)!;
 * measureSampler(track, planned.sampler) === planned.maxError; // true
 * ```
 */
export function measureSampler(
  track: Track,
  sampler: GltfSamplerData,
  perSegment: number = 4,
  sourceKeys: Float64Array = track.curve.keyTimes(),
  from: number = -Infinity,
  to: number = Infinity,
): number {
  const rotation = sampler.path === "rotation";
  const count = rotation ? 4 : 3;
  const src = new Float64Array(4);
  const res = new Float64Array(4);
  const hint = { key: 0 };
  const times = comparisonTimes(
    [sourceKeys, Float64Array.from(sampler.times)],
    perSegment,
  );
  // The same measure as maxCurveDifference over {x, y, z[, w]} values, on the component arrays
  // directly (no value objects per time): this loop is most of an export's time.
  let worst = 0;
  for (let i = 0; i < times.length; i++) {
    const t = times[i]!;
    if (t < from || t > to) continue;
    sourceAt(track.curve, rotation, count, t, src);
    evaluateGltfSampler(sampler, t, res, hint);
    if (rotation) {
      // The rotation angle between the played rotations, in degrees.
      const d = rotationAngleDeg(src, res);
      if (d > worst || Number.isNaN(d)) worst = Number.isNaN(d) ? Infinity : d;
      continue;
    }
    for (let c = 0; c < count; c++) {
      const d = Math.abs(src[c]! - res[c]!);
      if (d > worst || Number.isNaN(d)) worst = Number.isNaN(d) ? Infinity : d;
    }
  }
  return worst;
}

/**
 * Chooses the sampler for a track with the fitting engine: STEP when the source only holds,
 * else LINEAR or CUBICSPLINE, whichever is exact or needs fewer keys within the tolerance; then
 * measures glTF's own playback of the written float32 sampler.
 *
 * @example Plan a rotation channel
 * ```ts ignore
 * const planned = planGltfChannel(track, "rotation", { from: 0, to: clip.duration });
 * planned.sampler.interpolation; // "STEP", "LINEAR" or "CUBICSPLINE"
 * planned.fit.mapping; // "exact" or "fitted"
 * ```
 */
export function planGltfChannel(
  track: Track,
  path: GltfPath,
  options: FitOptions,
): GltfPlannedChannel {
  const fit = fitTrack(track, GLTF_PROFILE, options);
  const keys = fit.keys;
  const count = path === "rotation" ? 4 : 3;
  const n = keys.times.length;
  const kind = keys.kinds[0] ?? KEYED_STEP;
  const interpolation: GltfInterpolation = n < 2
    ? "LINEAR"
    : kind === KEYED_STEP
    ? "STEP"
    : kind === KEYED_HERMITE
    ? "CUBICSPLINE"
    : "LINEAR";
  const times = Float32Array.from(keys.times);
  let values: Float32Array<ArrayBuffer>;
  if (interpolation === "CUBICSPLINE") {
    values = new Float32Array(n * 3 * count);
    for (let i = 0; i < n; i++) {
      for (let c = 0; c < count; c++) {
        values[i * 3 * count + c] = keys.inSlopes[i * count + c]!;
        values[i * 3 * count + count + c] = keys.values[i * count + c]!;
        values[i * 3 * count + 2 * count + c] = keys.outSlopes[i * count + c]!;
      }
    }
  } else values = Float32Array.from(keys.values);
  const sampler: GltfSamplerData = { path, interpolation, times, values };
  const maxError = Math.max(
    fit.maxError,
    measureSampler(track, sampler, 4, track.curve.keyTimes(), fit.from, fit.to),
  );
  const note = `${interpolation} ${fit.mapping === "exact" ? "from the source keys" : "fitted"}`;
  return { sampler, fit, maxError, note };
}
