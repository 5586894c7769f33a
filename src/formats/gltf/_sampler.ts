/**
 * Track → glTF animation sampler. glTF's part of a conversion: its profile (one interpolation per
 * sampler: STEP, LINEAR or CUBICSPLINE; rotations slerp along the shorter arc; float32 times and
 * values; no negative times) and its key layout. The keys come from the fitting engine
 * (src/convert/fit.ts); the conversion driver measures the written file.
 *
 * @module
 */
import type { Curve, Track } from "../../model/clip.ts";
import type { Value } from "../../model/value_type.ts";
import { componentCount, VectorCurve } from "../../curves/compose.ts";
import { GltfCurve } from "./curve.ts";
import { KEYED_HERMITE, KEYED_STEP, keyedComponentsOf } from "../../model/keyed.ts";
import type { FittedKeys } from "../../convert/fit.ts";
import type { FitProfile } from "../../convert/profile.ts";
import { landFloat32Jumps } from "../../convert/float32_jumps.ts";

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

/**
 * What glTF samplers hold, for the fitting engine: one interpolation per sampler (STEP, LINEAR
 * or CUBICSPLINE), rotations slerped along the shorter arc, float32 times and values, no
 * negative times.
 *
 * @example
 * ```ts
 * import { GLTF_PROFILE } from "./_sampler.ts";
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
export const HOLD_PROFILE: FitProfile = Object.freeze({
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
export function holdsEverywhere(curve: Curve): boolean {
  // A glTF curve says so without its keys laid out per component: STEP holds, and so does a
  // single key of any interpolation but slerped rotations (they have no component keys).
  if (curve instanceof GltfCurve) {
    if (curve.interpolation === "STEP") return true;
    if (curve.valueType === "floatQ" && curve.interpolation === "LINEAR") return false;
    return curve.keyCount() <= componentCount(curve.valueType)!;
  }
  const keyed = keyedComponentsOf(curve);
  if (keyed === null || keyed.length === 0) return false;
  return keyed.every((k) =>
    k.modes.subarray(0, Math.max(0, k.times.length - 1)).every((m) => m === KEYED_STEP)
  );
}

/**
 * Fitted keys as a glTF sampler holds them: every jump lands on the float32 instant where the
 * source plays its new value, with the key before on the instant below
 * ({@linkcode landFloat32Jumps}).
 */
export function landedKeys(track: Track, keys: FittedKeys): FittedKeys {
  const count = keys.dims;
  return landFloat32Jumps(
    keys,
    (t, out) => sourceInto(track.curve, count, t, out),
    () => track.curve.keyTimes(),
    count === 4 && (track.valueType === "floatQ" || track.valueType === "doubleQ"),
  );
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
