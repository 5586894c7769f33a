/**
 * Track → glTF animation sampler. glTF's part of a conversion: its profile (one interpolation per
 * sampler: STEP, LINEAR or CUBICSPLINE; rotations slerp along the shorter arc; float32 times and
 * values; no negative times) and its key layout. The keys come from the fitting engine
 * (src/convert/fit.ts); the written sampler is measured as the reader plays it
 * ({@linkcode GltfCurve}, glTF 2.0 Appendix C).
 *
 * @module
 */
import type { Curve, Track } from "../../model/clip.ts";
import type { Value } from "../../model/value_type.ts";
import { comparisonTimes, rotationAngleDeg } from "../../model/compare.ts";
import { VectorCurve } from "../../curves/compose.ts";
import { KEYED_HERMITE, KEYED_STEP, keyedComponentsOf } from "../../model/keyed.ts";
import { type FitOptions, type FitResult, type FittedKeys, fitTrack } from "../../convert/fit.ts";
import type { FitProfile } from "../../convert/profile.ts";
import { landFloat32Jumps } from "../../convert/float32_jumps.ts";
import { GltfCurve } from "./curve.ts";

/** The node property a glTF channel animates. */
export type GltfPath = "translation" | "rotation" | "scale" | "weights";

/** glTF sampler interpolation modes. */
export type GltfInterpolation = "STEP" | "LINEAR" | "CUBICSPLINE";

/** Sampler data as glTF stores it (float32). */
export interface GltfSamplerData {
  /** The animated property. */
  readonly path: GltfPath;
  /** Values per key: 3, 4 (rotation), or the morph target count (weights). */
  readonly width: number;
  /** How glTF interpolates between keys. */
  readonly interpolation: GltfInterpolation;
  /** Key times in seconds, strictly increasing. */
  readonly times: Float32Array<ArrayBuffer>;
  /** `width` values per key; CUBICSPLINE: in-tangent, value, out-tangent per key. */
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

/** A STEP sampler, for tracks that hold between all their keys. */
const HOLD_PROFILE: FitProfile = Object.freeze({
  ...GLTF_PROFILE,
  linear: false,
  hermite: false,
  perKeyKinds: true,
});

/**
 * The glTF path a track maps to, or a reason why it maps to none: the names users have for
 * glTF's own, Resonite's Position/Rotation/Scale, Unity's localPosition/localRotation/localScale,
 * Maya's translate/rotate/scale, MRTK's position/rotation (any case); `weights[i]` scalars are
 * morph target weights.
 */
export function gltfPathOf(track: Track): GltfPath | string {
  const vector3 = track.valueType === "float3" || track.valueType === "double3";
  const quaternion = track.valueType === "floatQ" || track.valueType === "doubleQ";
  const scalar = track.valueType === "float" || track.valueType === "double";
  if (/^weights\[\d+\]$/.test(track.property)) {
    return scalar ? "weights" : `${track.valueType} cannot be a morph target weight`;
  }
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

const VECTOR_KEYS = ["x", "y", "z", "w"] as const;

/** The source's value at `t` as glTF shows it (rotations unit; a zero one reads as identity). */
export function sourceInto(curve: Curve, count: number, t: number, out: Float64Array): void {
  if (curve instanceof VectorCurve) curve.evaluateInto(t, out);
  else {
    const value: Value = curve.evaluate(t);
    if (typeof value === "number") out[0] = value;
    else {
      const record = value as unknown as Record<string, number>;
      for (let c = 0; c < count; c++) out[c] = Number(record[VECTOR_KEYS[c]!]);
    }
  }
  if (count !== 4) return;
  const length = Math.sqrt(out[0]! ** 2 + out[1]! ** 2 + out[2]! ** 2 + out[3]! ** 2);
  if (Number.isNaN(length)) return;
  if (!(length > 1e-12)) out.set([0, 0, 0, 1]);
  else for (let c = 0; c < 4; c++) out[c] = out[c]! / length;
}

/** Whether every segment of the curve holds (a stepped track): glTF STEP plays it as it is. */
function holdsEverywhere(curve: Curve): boolean {
  const keyed = keyedComponentsOf(curve);
  if (keyed === null || keyed.length === 0) return false;
  return keyed.every((k) =>
    k.modes.subarray(0, Math.max(0, k.times.length - 1)).every((m) => m === KEYED_STEP)
  );
}

/**
 * Fits a track for a glTF sampler: STEP when every segment of the source holds, else whichever
 * of LINEAR and CUBICSPLINE is exact or needs fewer keys; then every jump lands on the float32
 * instant where the source plays its new value ({@linkcode landFloat32Jumps}).
 */
export function fitForGltf(
  track: Track,
  options: FitOptions,
): { fit: FitResult; keys: FittedKeys } {
  const profile = holdsEverywhere(track.curve) ? HOLD_PROFILE : GLTF_PROFILE;
  const fit = fitTrack(track, profile, options);
  const count = fit.keys.dims;
  const keys = landFloat32Jumps(
    fit.keys,
    (t, out) => sourceInto(track.curve, count, t, out),
    track.curve.keyTimes(),
    count === 4 && (track.valueType === "floatQ" || track.valueType === "doubleQ"),
  );
  return { fit, keys };
}

/** glTF's interpolation for keys of one segment kind. */
export function interpolationOf(keys: FittedKeys): GltfInterpolation {
  const kind = keys.kinds[0] ?? KEYED_STEP;
  return keys.times.length < 2
    ? "LINEAR"
    : kind === KEYED_STEP
    ? "STEP"
    : kind === KEYED_HERMITE
    ? "CUBICSPLINE"
    : "LINEAR";
}

/** Keys laid out as a sampler: values per key, CUBICSPLINE as in-tangent, value, out-tangent. */
export function samplerOf(path: GltfPath, keys: FittedKeys): GltfSamplerData {
  const interpolation = interpolationOf(keys);
  const width = keys.dims;
  const n = keys.times.length;
  const times = Float32Array.from(keys.times);
  if (interpolation !== "CUBICSPLINE") {
    return { path, width, interpolation, times, values: Float32Array.from(keys.values) };
  }
  const values = new Float32Array(n * 3 * width);
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < width; c++) {
      values[i * 3 * width + c] = keys.inSlopes[i * width + c]!;
      values[i * 3 * width + width + c] = keys.values[i * width + c]!;
      values[i * 3 * width + 2 * width + c] = keys.outSlopes[i * width + c]!;
    }
  }
  return { path, width, interpolation, times, values };
}

/**
 * The worst difference between the source and glTF's playback of component `component` (of
 * `count`) of the sampler, at every key time of both and four points inside each gap, within
 * [from, to]: the largest component difference, or for rotations the rotation angle in degrees.
 * Both are compared at the float32 instants those times round to: glTF stores its times as
 * float32, so a jump the source makes between two such instants shows at the later one (an
 * instant between two keys on neighbouring float32 times is none a float32 clock shows).
 */
export function measureSampler(
  track: Track,
  sampler: GltfSamplerData,
  from: number,
  to: number,
  component = 0,
  count: number = sampler.width,
): number {
  const rotation = sampler.path === "rotation";
  const played = new GltfCurve(
    count === 1 ? "float" : rotation ? "floatQ" : "float3",
    sampler.interpolation,
    Float64Array.from(sampler.times),
    sampler.values,
    sampler.width,
    component,
    count,
  );
  const times = comparisonTimes([track.curve.keyTimes(), Float64Array.from(sampler.times)], 4);
  const src = new Float64Array(4);
  const res = new Float64Array(4);
  let worst = 0;
  let previous = NaN;
  for (let i = 0; i < times.length; i++) {
    if (times[i]! < from || times[i]! > to) continue;
    const t = Math.fround(times[i]!);
    if (t === previous) continue;
    previous = t;
    sourceInto(track.curve, count, t, src);
    played.evaluateInto(t, res);
    const d = rotation ? rotationAngleDeg(src, res) : maxDifference(src, res, count);
    if (d > worst || Number.isNaN(d)) worst = Number.isNaN(d) ? Infinity : d;
  }
  return worst;
}

function maxDifference(a: Float64Array, b: Float64Array, count: number): number {
  let worst = 0;
  for (let c = 0; c < count; c++) {
    const d = Math.abs(a[c]! - b[c]!);
    if (d > worst || Number.isNaN(d)) worst = Number.isNaN(d) ? Infinity : d;
  }
  return worst;
}

/**
 * Plans a translation, rotation or scale channel: {@linkcode fitForGltf}, laid out as a
 * sampler, measured on glTF's own playback.
 *
 * @example Plan a rotation channel
 * ```ts ignore
 * const planned = planGltfChannel(track, "rotation", { from: 0, to: clip.duration });
 * planned.sampler.interpolation; // "STEP", "LINEAR" or "CUBICSPLINE"
 * ```
 */
export function planGltfChannel(
  track: Track,
  path: GltfPath,
  options: FitOptions,
): GltfPlannedChannel {
  const { fit, keys } = fitForGltf(track, options);
  const sampler = samplerOf(path, keys);
  const maxError = measureSampler(track, sampler, fit.from, fit.to);
  const how = fit.mapping === "exact" ? "from the source keys" : "fitted";
  return { sampler, fit, maxError, note: `${sampler.interpolation} ${how}` };
}
