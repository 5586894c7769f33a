/**
 * The sampled fit's view of a source: its values sampled once at the breaks and the quarter points
 * between them, and the keys' stored values and slopes (the source's own, finite differences, or
 * the samples' differences).
 *
 * @module
 */
import {
  IN_SLOPES,
  isReusable,
  KEY_TIMES,
  KEY_VALUES,
  OUT_SLOPES,
  reusable,
  SAMPLE_TIMES,
  SAMPLE_VALUES,
} from "./_reusable.ts";

/** The source as the sampled fit reads it. */
export interface SampledSource {
  /** Components per value (4 for quaternions). */
  readonly dims: number;
  /** Quaternion values: errors are rotation angles in degrees. */
  readonly quaternion: boolean;
  /** Quaternion keys keep the source's raw components (no sign alignment). */
  readonly raw: boolean;
  /** The value at `t` into `out[offset…]`, quaternions normalised. */
  at(t: number, out: Float64Array, offset: number): void;
  /** The values at each of `times` into `out` (`dims` per time), as {@linkcode SampledSource.at}. */
  atMany?(times: Float64Array, out: Float64Array): void;
  /** A key's value at `t` into `out[offset…]` (raw components for raw quaternion keys). */
  keyValue(t: number, out: Float64Array, offset: number): void;
  /**
   * One-sided slopes per second at `t` (side −1 arriving, +1 leaving) within [lo, hi]: exact from
   * the source's keys, or a close finite difference.
   */
  slope(t: number, side: -1 | 1, lo: number, hi: number, out: Float64Array, offset: number): void;
  /** {@linkcode SampledSource.slope} reads the source's keys (cheap and exact). */
  readonly keyedSlopes: boolean;
  /**
   * The source has cubic segments: its own slopes suit longer cubics too. Otherwise (straight
   * segments, or no description) cubics that span several breaks blend both sides' slopes.
   */
  readonly cubic?: boolean;
}

/**
 * A source sampled once over its breaks: sample `4i` is break `i`, samples `4i + 1 … 4i + 3` the
 * quarter points of the gap after it (the times the measure looks at).
 */
export interface SourceSamples {
  /** Breaks. */
  readonly n: number;
  /** Components per value. */
  readonly dims: number;
  /** Break times. */
  readonly times: Float64Array;
  /** Sample times, 4(n − 1) + 1 of them. */
  readonly at: Float64Array;
  /** The source's values at the sample times (quaternions normalised), `at.length × dims`. */
  readonly ref: Float64Array;
}

/**
 * Samples `source` at `times` (the breaks) and the quarter points between them; with `reuse`,
 * into the arrays the fit reuses from track to track ({@linkcode reusable}: valid until the next
 * track is sampled).
 *
 * @example
 * ```ts
 * import { sampleSource } from "./fit_sampled.ts";
 * import { deepEqual } from "node:assert/strict";
 * const line = (t: number, out: Float64Array, o: number) => void (out[o] = 2 * t);
 * const samples = sampleSource(
 *   { dims: 1, quaternion: false, raw: false, at: line, keyValue: line, slope: () => {}, keyedSlopes: false },
 *   new Float64Array([0, 1]),
 * );
 * deepEqual([...samples.ref], [0, 0.5, 1, 1.5, 2]);
 * ```
 */
export function sampleSource(
  source: SampledSource,
  times: Float64Array,
  reuse = false,
): SourceSamples {
  const n = times.length;
  const dims = source.dims;
  const m = Math.max(0, 4 * (n - 1) + 1);
  const at = reuse ? reusable(SAMPLE_TIMES, m) : new Float64Array(m);
  const ref = reuse ? reusable(SAMPLE_VALUES, m * dims) : new Float64Array(m * dims);
  for (let i = 0; i < n; i++) {
    const t = times[i]!;
    at[4 * i] = t;
    if (i + 1 < n) {
      const dt = times[i + 1]! - t;
      for (let j = 1; j <= 3; j++) at[4 * i + j] = t + (dt * j) / 4;
    }
  }
  if (source.atMany !== undefined) source.atMany(at, ref);
  else for (let k = 0; k < m; k++) source.at(at[k]!, ref, k * dims);
  return { n, dims, times, at, ref };
}

/** The samples with the keys' stored values and slopes. */
export interface Samples extends SourceSamples {
  /** Break times as the target stores them. */
  readonly keyTimes: Float64Array;
  /** Key values as stored, n × dims. */
  readonly values: Float64Array;
  readonly inSlopes: Float64Array;
  readonly outSlopes: Float64Array;
}

export function sample(
  source: SampledSource,
  times: Float64Array,
  float32: boolean,
  cubic: boolean,
  given?: SourceSamples,
): Samples | null {
  const n = times.length;
  const dims = source.dims;
  // Samples the fit reuses from track to track come with keys that are reused too.
  const reuse = given !== undefined && given.times === times && isReusable(given.ref);
  let keyTimes = times;
  if (float32) {
    keyTimes = reuse ? reusable(KEY_TIMES, n) : new Float64Array(n);
    for (let i = 0; i < n; i++) keyTimes[i] = Math.fround(times[i]!);
  }
  for (let i = 1; i < n; i++) if (!(keyTimes[i]! > keyTimes[i - 1]!)) return null;
  const sampled = given !== undefined && given.times === times
    ? given
    : sampleSource(source, times);
  const ref = sampled.ref;
  const values = reuse ? reusable(KEY_VALUES, n * dims) : new Float64Array(n * dims);
  for (let i = 0; i < n; i++) {
    // Raw quaternion keys are the source's components; any other key is its sample.
    if (source.raw) source.keyValue(times[i]!, values, i * dims);
    else for (let c = 0; c < dims; c++) values[i * dims + c] = ref[4 * i * dims + c]!;
  }
  for (let i = 0; i < values.length; i++) if (!Number.isFinite(values[i]!)) return null;
  // Quaternion keys made from normalised values continue the previous key's sign, so cubic
  // segments follow the source's path.
  if (source.quaternion && !source.raw) {
    for (let i = 1; i < n; i++) {
      let dot = 0;
      for (let c = 0; c < 4; c++) dot += values[i * 4 + c]! * values[(i - 1) * 4 + c]!;
      if (dot < 0) { for (let c = 0; c < 4; c++) values[i * 4 + c] = -values[i * 4 + c]!; }
    }
  }
  if (float32) { for (let i = 0; i < values.length; i++) values[i] = Math.fround(values[i]!); }
  const keyed = { ...sampled, keyTimes, values };
  const none = new Float64Array(0);
  if (!cubic) return { ...keyed, inSlopes: none, outSlopes: none };
  const into = reuse
    ? { inSlopes: reusable(IN_SLOPES, n * dims), outSlopes: reusable(OUT_SLOPES, n * dims) }
    : undefined;
  return { ...keyed, ...keySlopes(source, keyed, float32, true, into) };
}

/**
 * Slopes at the keys, rounded as stored: one-sided (`smooth` false: what plays exactly between
 * neighbouring breaks), or for cubics that span several breaks one slope per key blending both
 * sides (a source with cubic segments keeps its own tangents). Into `into`'s arrays (n × dims
 * each) when given.
 */
export function keySlopes(
  source: SampledSource,
  s: SourceSamples & { readonly keyTimes: Float64Array; readonly values: Float64Array },
  float32: boolean,
  smooth: boolean,
  into?: { inSlopes: Float64Array; outSlopes: Float64Array },
): { inSlopes: Float64Array; outSlopes: Float64Array } {
  const { n, dims, times } = s;
  const inSlopes = into?.inSlopes.fill(0) ?? new Float64Array(n * dims);
  const outSlopes = into?.outSlopes.fill(0) ?? new Float64Array(n * dims);
  // The source's own slopes where it has cubic segments (its tangents) or raw quaternion keys
  // (slopes of the raw components, not of the normalised samples); close finite differences
  // where it describes no keys and the segments between neighbouring breaks must play exactly;
  // else the samples' differences (exact on straight segments, close enough for longer cubics).
  const precise = source.keyedSlopes ? source.cubic === true || source.raw : !smooth;
  oneSided(source, s, inSlopes, outSlopes, precise);
  if (smooth && source.cubic !== true) {
    // The slope of the parabola through both sides (exact for quadratics): the shorter side
    // weighs more.
    for (let i = 0; i < n; i++) {
      const left = i > 0 ? times[i]! - times[i - 1]! : 0;
      const right = i + 1 < n ? times[i + 1]! - times[i]! : 0;
      if (!(left > 0) || !(right > 0)) continue;
      for (let c = 0; c < dims; c++) {
        const o = i * dims + c;
        const m = (right * inSlopes[o]! + left * outSlopes[o]!) / (left + right);
        inSlopes[o] = m;
        outSlopes[o] = m;
      }
    }
  }
  if (float32) {
    for (const a of [inSlopes, outSlopes]) {
      for (let i = 0; i < a.length; i++) a[i] = Math.fround(a[i]!);
    }
  }
  return { inSlopes, outSlopes };
}

/**
 * One-sided slopes at the keys (following each key's sign): the source's own (`precise`), else
 * second-order one-sided differences over the samples a quarter gap apart
 * (f′(t) ≈ (3 f(t) − 4 f(t − δ) + f(t − 2δ)) / 2δ, exact for quadratics). A key without a
 * neighbour on one side takes the other side's slope.
 */
function oneSided(
  source: SampledSource,
  s: SourceSamples & { readonly values: Float64Array },
  inSlopes: Float64Array,
  outSlopes: Float64Array,
  precise: boolean,
): void {
  const { n, dims, times, values, ref } = s;
  const flip = (i: number): boolean => {
    if (!source.quaternion || source.raw) return false;
    let dot = 0;
    for (let c = 0; c < 4; c++) dot += values[i * 4 + c]! * ref[4 * i * 4 + c]!;
    return dot < 0;
  };
  if (precise) {
    for (let i = 0; i < n; i++) {
      const t = times[i]!;
      source.slope(t, -1, i > 0 ? times[i - 1]! : t, t, inSlopes, i * dims);
      source.slope(t, 1, t, i + 1 < n ? times[i + 1]! : t, outSlopes, i * dims);
      if (flip(i)) {
        for (let c = 0; c < 4; c++) {
          inSlopes[i * 4 + c] = -inSlopes[i * 4 + c]!;
          outSlopes[i * 4 + c] = -outSlopes[i * 4 + c]!;
        }
      }
    }
    return;
  }
  for (let i = 0; i < n; i++) {
    const key = 4 * i;
    if (i > 0) sideSlope(s, source.quaternion, key, -1, inSlopes, i * dims);
    if (i + 1 < n) sideSlope(s, source.quaternion, key, 1, outSlopes, i * dims);
    if (i === 0) inSlopes.set(outSlopes.subarray(0, dims), 0);
    if (i === n - 1 && n > 1) outSlopes.set(inSlopes.subarray(i * dims, (i + 1) * dims), i * dims);
    if (flip(i)) {
      for (let c = 0; c < 4; c++) {
        inSlopes[i * 4 + c] = -inSlopes[i * 4 + c]!;
        outSlopes[i * 4 + c] = -outSlopes[i * 4 + c]!;
      }
    }
  }
}

/** The sign that brings the quaternion sample `k` to the side of sample `key`. */
function signTo(ref: Float64Array, k: number, key: number): number {
  let dot = 0;
  for (let c = 0; c < 4; c++) dot += ref[k * 4 + c]! * ref[key * 4 + c]!;
  return dot < 0 ? -1 : 1;
}

/**
 * The second-order one-sided difference at sample `key` over the two samples on `side` into
 * `out[o…]` (0 where they are no time apart).
 */
function sideSlope(
  s: SourceSamples,
  quaternion: boolean,
  key: number,
  side: -1 | 1,
  out: Float64Array,
  o: number,
): void {
  const { dims, ref } = s;
  const k1 = key + side;
  const k2 = key + 2 * side;
  const delta = (s.at[k1]! - s.at[key]!) * side;
  const s1 = quaternion ? signTo(ref, k1, key) : 1;
  const s2 = quaternion ? signTo(ref, k2, key) : 1;
  for (let c = 0; c < dims; c++) {
    const f0 = ref[key * dims + c]!;
    const f1 = s1 * ref[k1 * dims + c]!;
    const f2 = s2 * ref[k2 * dims + c]!;
    out[o + c] = delta > 0 ? (side * (-3 * f0 + 4 * f1 - f2)) / (2 * delta) : 0;
  }
}
