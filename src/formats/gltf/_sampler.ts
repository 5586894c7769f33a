/**
 * Track → glTF animation sampler: key data in glTF's layout, chosen so that glTF's playback
 * matches the source, and the worst difference measured.
 *
 * glTF 2.0 §3.11 (Animations) and Appendix C (Interpolation): LINEAR lerps translation and
 * scale and slerps rotation; CUBICSPLINE stores an in-tangent, the value and an out-tangent per
 * key (per second) and plays the cubic Hermite between keys (rotations normalised afterwards);
 * outside the key range the first or last value holds.
 *
 * @module
 */
import { lastKeyAtOrBefore } from "../../curves/search.ts";
import type { Curve, Track } from "../../model/clip.ts";
import type { Value } from "../../model/value_type.ts";
import { comparisonTimes } from "../../model/compare.ts";
import { mergeTimes, VectorCurve } from "../../curves/compose.ts";
import {
  evaluateKeyed,
  KEYED_LINEAR,
  KEYED_STEP,
  type KeyedComponent,
  keyedComponentsOf,
} from "../../model/keyed.ts";
import { timeGrid } from "../../model/sample.ts";

/** The node property a glTF channel animates. */
export type GltfPath = "translation" | "rotation" | "scale";

/** glTF sampler interpolation modes animkit writes. */
export type GltfInterpolation = "LINEAR" | "CUBICSPLINE";

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
  /** `exact` when glTF's playback matches the source to float32 precision. */
  readonly mapping: "exact" | "resampled";
  /** The worst absolute component difference measured. */
  readonly maxError: number;
  /** How the keys were made. */
  readonly note: string;
}

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
  switch (track.property) {
    case "position":
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
  let dot = 0;
  for (let c = 0; c < 4; c++) dot += values[a + c]! * values[b + c]!;
  const sign = dot < 0 ? -1 : 1;
  dot = Math.min(1, Math.abs(dot));
  const angle = Math.acos(dot);
  let wa = 1 - s;
  let wb = s;
  if (angle > 1e-7) {
    const sin = Math.sin(angle);
    wa = Math.sin((1 - s) * angle) / sin;
    wb = Math.sin(s * angle) / sin;
  }
  for (let c = 0; c < 4; c++) out[c] = wa * values[a + c]! + sign * wb * values[b + c]!;
  normalizeInto(out);
}

/**
 * The worst component difference between the source (rotations normalised) and the sampler's
 * glTF playback, at every key time of both and four points inside each gap. Rotations compare
 * up to sign: q and −q are the same rotation. `perSegment` sets the points per gap; pass
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
    sourceAt(track.curve, rotation, count, t, src);
    evaluateGltfSampler(sampler, t, res, hint);
    if (rotation) {
      // Compare against the sign nearer the source's value at the same time (q and −q are one
      // rotation).
      let dot = 0;
      for (let c = 0; c < 4; c++) dot += src[c]! * res[c]!;
      if (dot < 0) { for (let c = 0; c < 4; c++) res[c] = -res[c]!; }
    }
    for (let c = 0; c < count; c++) {
      const d = Math.abs(src[c]! - res[c]!);
      if (d > worst || Number.isNaN(d)) worst = Number.isNaN(d) ? Infinity : d;
    }
  }
  return worst;
}

/** Float32 times, or null when rounding makes two of them equal (glTF needs increasing times). */
function float32Times(times: ArrayLike<number>): Float32Array<ArrayBuffer> | null {
  const out = Float32Array.from(times);
  for (let i = 1; i < out.length; i++) if (!(out[i]! > out[i - 1]!)) return null;
  return out;
}

function allFinite(values: Float32Array): boolean {
  for (let i = 0; i < values.length; i++) if (!Number.isFinite(values[i]!)) return false;
  return true;
}

/** LINEAR keys at `times` from the source's values (rotations normalised, sign-continuous). */
function linearAt(track: Track, path: GltfPath, times: ArrayLike<number>): GltfSamplerData | null {
  const f32 = float32Times(times);
  if (f32 === null || f32.length === 0) return null;
  const rotation = path === "rotation";
  const count = rotation ? 4 : 3;
  const values = new Float32Array(f32.length * count);
  const v = new Float64Array(4);
  const previous = new Float64Array(4);
  for (let i = 0; i < f32.length; i++) {
    sourceAt(track.curve, rotation, count, times[i]!, v);
    if (rotation && i > 0) {
      // Hemisphere continuity: keep each key within 90° (in quaternion space) of the last.
      let dot = 0;
      for (let c = 0; c < 4; c++) dot += v[c]! * previous[c]!;
      if (dot < 0) { for (let c = 0; c < 4; c++) v[c] = -v[c]!; }
    }
    for (let c = 0; c < count; c++) {
      values[i * count + c] = v[c]!;
      previous[c] = v[c]!;
    }
  }
  return allFinite(values) ? { path, interpolation: "LINEAR", times: f32, values } : null;
}

/**
 * Derivatives of a keyed component (Hermite and straight segments) that glTF's CUBICSPLINE
 * can hold exactly; null when a segment is stepped (glTF steps whole samplers only).
 */
function keyedHermite(k: KeyedComponent): { derivative(t: number, side: -1 | 1): number } | null {
  const n = k.times.length;
  for (let i = 0; i + 1 < n; i++) {
    if (k.modes[i] === KEYED_STEP || !(k.times[i + 1]! > k.times[i]!)) return null;
  }
  return {
    /** d/dt just before (side −1) or just after (side +1) `t`. */
    derivative(t: number, side: -1 | 1): number {
      if (n < 2) return 0;
      if (t < k.times[0]! || t > k.times[n - 1]!) return 0;
      if ((side < 0 && t === k.times[0]!) || (side > 0 && t === k.times[n - 1]!)) return 0;
      // The segment that contains t on the requested side.
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (side > 0 ? k.times[mid]! <= t : k.times[mid]! < t) lo = mid + 1;
        else hi = mid;
      }
      const i = Math.min(n - 2, Math.max(0, lo - 1));
      const t0 = k.times[i]!;
      const dt = k.times[i + 1]! - t0;
      const v0 = k.values[i]!;
      const v1 = k.values[i + 1]!;
      if (k.modes[i] === KEYED_LINEAR) return (v1 - v0) / dt;
      const s = (t - t0) / dt;
      const m0 = k.outSlopes[i]! * dt;
      const m1 = k.inSlopes[i + 1]! * dt;
      // Derivative of the cubic Hermite basis, per second.
      return ((6 * s * s - 6 * s) * v0 + (3 * s * s - 4 * s + 1) * m0 + (6 * s - 6 * s * s) * v1 +
        (3 * s * s - 2 * s) * m1) / dt;
    },
  };
}

/**
 * CUBICSPLINE keys for a curve whose components describe their keys (Unity, Maya, AnimJ
 * curves…) at the union of their key times: a Hermite segment split at an inner time is the
 * same cubic on both sides, so the result is exact. Rotations qualify only when no key needs a
 * sign flip.
 */
function cubicFromKeyed(track: Track, path: GltfPath): GltfSamplerData | null {
  const keyed = keyedComponentsOf(track.curve);
  if (keyed === null) return null;
  const count = keyed.length;
  if (count !== (path === "rotation" ? 4 : 3)) return null;
  const parts = keyed.map(keyedHermite);
  if (parts.some((p) => p === null)) return null;
  const merged = mergeTimes(keyed.map((c) => c.times));
  const times = float32Times(merged);
  if (times === null || times.length === 0) return null;
  const values = new Float32Array(times.length * 3 * count);
  for (let i = 0; i < merged.length; i++) {
    const t = merged[i]!;
    const base = i * 3 * count;
    let dot = 0;
    for (let c = 0; c < count; c++) {
      values[base + c] = parts[c]!.derivative(t, -1);
      values[base + count + c] = evaluateKeyed(keyed[c]!, t);
      values[base + 2 * count + c] = parts[c]!.derivative(t, 1);
      if (i > 0) dot += values[base + count + c]! * values[base - 2 * count + c]!;
    }
    // A sign flip between keys cannot be expressed by a component-wise spline.
    if (path === "rotation" && dot < 0) return null;
  }
  return allFinite(values) ? { path, interpolation: "CUBICSPLINE", times, values } : null;
}

/**
 * CUBICSPLINE keys whose tangents are the chord slopes of the LINEAR keys: component-wise
 * straight lines between sign-aligned unit keys, which glTF then normalises: the normalised
 * lerp that MRTK's `normalize` reading and similar sources play (slerp differs from it).
 */
function chordCubic(linear: GltfSamplerData): GltfSamplerData | null {
  const { times, values } = linear;
  const count = 4;
  const n = times.length;
  if (n < 2) return null;
  const out = new Float32Array(n * 3 * count);
  for (let k = 0; k < n; k++) {
    for (let c = 0; c < count; c++) {
      const v = values[k * count + c]!;
      const base = k * 3 * count;
      out[base + count + c] = v;
      out[base + c] = k > 0 ? (v - values[(k - 1) * count + c]!) / (times[k]! - times[k - 1]!) : 0;
      out[base + 2 * count + c] = k + 1 < n
        ? (values[(k + 1) * count + c]! - v) / (times[k + 1]! - times[k]!)
        : 0;
    }
  }
  return allFinite(out)
    ? { path: linear.path, interpolation: "CUBICSPLINE", times: times.slice(), values: out }
    : null;
}

/**
 * Default resampling rate in Hz.
 *
 * @example
 * ```ts ignore
 * planGltfChannel(track, "scale", GLTF_DEFAULT_RATE);
 * ```
 */
export const GLTF_DEFAULT_RATE: number = 30;

/** Largest difference still called exact: float32 rounding of the values (≈ 6e-8 relative). */
function exactTolerance(sampler: GltfSamplerData): number {
  let largest = 1;
  for (let i = 0; i < sampler.values.length; i++) {
    largest = Math.max(largest, Math.abs(sampler.values[i]!));
  }
  return 1e-6 * largest;
}

/**
 * Default largest error a non-exact sampler may have before a denser one is preferred (metres
 * for translations, quaternion components for rotations).
 *
 * @example
 * ```ts ignore
 * planGltfChannel(track, "rotation", 30, GLTF_DEFAULT_TOLERANCE);
 * ```
 */
export const GLTF_DEFAULT_TOLERANCE: number = 1e-4;

/**
 * Chooses the sampler for a track. Exact when glTF's playback matches the source to float32
 * precision: LINEAR from the source keys, CUBICSPLINE from Unity Hermite keys, or (rotations)
 * CUBICSPLINE with chord tangents. Otherwise the
 * sampler with the fewest keys whose measured error is within `tolerance` (the source keys, then
 * LINEAR resampled at `rate` Hz plus the source key times), or the one with the smallest error.
 * Null when no finite float32 keys can be made.
 *
 * @example Plan a rotation channel
 * ```ts ignore
 * const planned = planGltfChannel(track, "rotation", 30);
 * planned?.sampler.interpolation; // "LINEAR" or "CUBICSPLINE"
 * planned?.mapping; // "exact" when glTF plays the source back to float32 precision
 * ```
 */
export function planGltfChannel(
  track: Track,
  path: GltfPath,
  rate: number,
  tolerance: number = GLTF_DEFAULT_TOLERANCE,
): GltfPlannedChannel | null {
  const sourceKeys = track.curve.keyTimes();
  const keyTimes = sourceKeys.length === 0 ? new Float64Array([0]) : sourceKeys;
  const measure = (sampler: GltfSamplerData, perSegment = 4) =>
    measureSampler(track, sampler, perSegment, sourceKeys);
  const tried: { sampler: GltfSamplerData; error: number; note: string }[] = [];
  const linear = linearAt(track, path, keyTimes);
  const exact: [() => GltfSamplerData | null, string][] = [
    [() => linear, "LINEAR from the source keys"],
    [() => cubicFromKeyed(track, path), "CUBICSPLINE from the source's Hermite keys"],
  ];
  if (path === "rotation" && linear !== null) {
    exact.push([
      () => chordCubic(linear),
      "CUBICSPLINE with chord tangents from the source keys (a normalised lerp)",
    ]);
  }
  const failed: [GltfSamplerData, string][] = [];
  for (const [make, note] of exact) {
    const sampler = make();
    if (sampler === null) continue;
    // A quick look at the gaps' midpoints rules most candidates out before the full measure.
    if (measure(sampler, 1) <= exactTolerance(sampler)) {
      const error = measure(sampler);
      if (error <= exactTolerance(sampler)) {
        return { sampler, mapping: "exact", maxError: error, note };
      }
    }
    failed.push([sampler, `${note}; glTF interpolates differently between them`]);
  }
  for (const [sampler, note] of failed) {
    tried.push({ sampler, error: measure(sampler), note });
  }
  const start = keyTimes[0]!;
  const end = keyTimes[keyTimes.length - 1]!;
  let grid: Float64Array | null = null;
  try {
    grid = mergeTimes([timeGrid(start, end, rate), keyTimes]);
  } catch {
    grid = null;
  }
  const resampled = grid === null ? null : linearAt(track, path, grid);
  if (resampled !== null) {
    tried.push({
      sampler: resampled,
      error: measure(resampled),
      note: `resampled at ${rate} Hz plus the source key times, LINEAR`,
    });
  }
  if (tried.length === 0) return null;
  const within = tried.filter((t) => t.error <= tolerance)
    .sort((a, b) => a.sampler.times.length - b.sampler.times.length);
  const best = within[0] ?? tried.reduce((a, b) => (b.error < a.error ? b : a));
  return { sampler: best.sampler, mapping: "resampled", maxError: best.error, note: best.note };
}
