/**
 * The fitting engine's path for sources keyed densely enough to keep their own key times: the
 * source is sampled once — at every time it passes a key (the breaks) and at the quarter points
 * between neighbouring breaks, the times the measure looks at — and the keys are chosen among the
 * breaks by a greedy search on those samples (each segment as long as it stays within the
 * tolerance at every sample it spans: doubling, then bisecting). Straight and cubic segments are
 * tried; a target with one kind per track gets the kind that stores the fewest numbers.
 *
 * It gives up (null) where a segment between two neighbouring breaks already misses the
 * tolerance (a jump, or a sparse source that needs keys between its own): the general fit
 * ({@linkcode fitTrack}) splits segments at their worst points there.
 *
 * @module
 */
import { KEYED_HERMITE, KEYED_LINEAR } from "../model/keyed.ts";

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

/** Options of {@linkcode fitSampled}. */
export interface SampledFitOptions {
  /** The breaks, ascending: the range's ends and every time inside where the source passes a key. */
  readonly times: Float64Array;
  /** Largest error allowed at any sample (degrees for quaternions). */
  readonly tolerance: number;
  /** Segment kinds the target holds ({@linkcode KEYED_LINEAR}, {@linkcode KEYED_HERMITE}). */
  readonly kinds: readonly number[];
  /** Whether each key picks its own segment kind (else one kind for the whole track). */
  readonly perKeyKinds: boolean;
  /** How the target plays straight quaternion segments (null: not a quaternion track). */
  readonly quaternion: "slerp" | "nlerp" | null;
  /** Times, values and slopes stored as 32-bit floats. */
  readonly float32: boolean;
  /**
   * The largest error still called exact: when every break is kept within it, the fit keeps them
   * all (`exact`). Null: reduce regardless.
   */
  readonly exactThreshold: number | null;
  /** The source already sampled at `times` ({@linkcode sampleSource}). */
  readonly samples?: SourceSamples;
}

/** Keys chosen by {@linkcode fitSampled}. */
export interface SampledFit {
  /** Components per key. */
  readonly dims: number;
  /** Indices of the kept breaks, ascending. */
  readonly kept: Int32Array;
  /** Key times as the target stores them. */
  readonly times: Float64Array;
  /** `kept.length × dims` values. */
  readonly values: Float64Array;
  /** Slopes arriving at each key. */
  readonly inSlopes: Float64Array;
  /** Slopes leaving each key. */
  readonly outSlopes: Float64Array;
  /** Segment kind from each key to the next. */
  readonly kinds: Uint8Array;
  /** Worst error over every sample (degrees for quaternions). */
  readonly error: number;
  /** Every break kept, within the exact threshold. */
  readonly exact: boolean;
}

/** The indices of all `n` breaks. */
function everyBreak(n: number): Int32Array {
  return Int32Array.from({ length: n }, (_, i) => i);
}

/** Bytes-like cost of a key per kind: a time plus one number per component, three for cubics. */
function keyCost(kind: number, dims: number): number {
  return 1 + dims * (kind === KEYED_HERMITE ? 3 : 1);
}

/**
 * Fits a densely keyed source with keys at its own break times; null where a segment between
 * neighbouring breaks misses the tolerance with every kind the target has.
 *
 * @example A straight line sampled at five times keeps its ends
 * ```ts
 * import { KEYED_LINEAR } from "@animkit/animkit";
 * import { fitSampled } from "./fit_sampled.ts";
 * import { deepEqual } from "node:assert/strict";
 * const line = (t: number, out: Float64Array, o: number) => void (out[o] = 2 * t);
 * const fit = fitSampled(
 *   { dims: 1, quaternion: false, raw: false, at: line, keyValue: line, slope: () => {}, keyedSlopes: false },
 *   { times: new Float64Array([0, 1, 2, 3, 4]), tolerance: 1e-9, kinds: [KEYED_LINEAR],
 *     perKeyKinds: true, quaternion: null, float32: false, exactThreshold: null },
 * );
 * deepEqual([...fit!.kept], [0, 4]);
 * ```
 */
export function fitSampled(source: SampledSource, o: SampledFitOptions): SampledFit | null {
  const times = o.times;
  const n = times.length;
  const dims = source.dims;
  const kinds = o.kinds.filter((k) => k === KEYED_LINEAR || k === KEYED_HERMITE);
  if (n < 2 || kinds.length === 0) return null;
  const cubic = kinds.includes(KEYED_HERMITE);
  const samples = sample(source, o, cubic);
  if (samples === null) return null;
  const check = new SegmentCheck(samples, source.quaternion, o.quaternion, o.tolerance);

  // Exact: each segment between neighbouring breaks within the exact threshold with a kind the
  // target has (with the source's own slopes): every break kept, one to one.
  if (o.exactThreshold !== null) {
    // Straight segments need no slopes: tried on their own first.
    const straight = kinds.includes(KEYED_LINEAR)
      ? exactKinds(check, [KEYED_LINEAR], o.perKeyKinds, o.exactThreshold)
      : null;
    if (straight !== null) return result(samples, everyBreak(n), straight, check, true);
    if (cubic) {
      const keyed = source.cubic === true
        ? samples
        : { ...samples, ...keySlopes(source, samples, o.float32, false) };
      const exactCheck = new SegmentCheck(keyed, source.quaternion, o.quaternion, o.tolerance);
      const exact = exactKinds(exactCheck, kinds, o.perKeyKinds, o.exactThreshold);
      if (exact !== null) return result(keyed, everyBreak(n), exact, check, true);
    }
  }
  let best: Chosen | null = null;
  let bestCost = Infinity;
  // One kind per track: cubics first (on dense smooth data they store the fewest numbers), then
  // straight segments only while they can still store fewer.
  const runs = o.perKeyKinds ? [kinds] : [...kinds].sort((x, y) => y - x).map((k) => [k]);
  for (const allowed of runs) {
    const straight = allowed.length === 1 && allowed[0] === KEYED_LINEAR && !source.quaternion;
    const fit: Chosen | null = straight
      ? swingDoor(samples, o.tolerance, bestCost)
      : greedy(check, allowed, bestCost);
    if (fit === null) continue;
    let cost = 0;
    for (let i = 0; i < fit.kept.length; i++) cost += keyCost(fit.kinds[i]!, dims);
    if (cost < bestCost) {
      best = fit;
      bestCost = cost;
    }
  }
  if (best === null) return null;
  return result(samples, best.kept, best.kinds, check, false, best.worst);
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
 * Samples `source` at `times` (the breaks) and the quarter points between them.
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
export function sampleSource(source: SampledSource, times: Float64Array): SourceSamples {
  const n = times.length;
  const dims = source.dims;
  const m = Math.max(0, 4 * (n - 1) + 1);
  const at = new Float64Array(m);
  const ref = new Float64Array(m * dims);
  for (let i = 0; i < n; i++) {
    const t = times[i]!;
    at[4 * i] = t;
    if (i + 1 < n) {
      const dt = times[i + 1]! - t;
      for (let j = 1; j <= 3; j++) at[4 * i + j] = t + (dt * j) / 4;
    }
  }
  for (let k = 0; k < m; k++) source.at(at[k]!, ref, k * dims);
  return { n, dims, times, at, ref };
}

/** The samples with the keys' stored values and slopes. */
interface Samples extends SourceSamples {
  /** Break times as the target stores them. */
  readonly keyTimes: Float64Array;
  /** Key values as stored, n × dims. */
  readonly values: Float64Array;
  readonly inSlopes: Float64Array;
  readonly outSlopes: Float64Array;
}

function sample(source: SampledSource, o: SampledFitOptions, cubic: boolean): Samples | null {
  const times = o.times;
  const n = times.length;
  const dims = source.dims;
  const keyTimes = o.float32 ? times.map(Math.fround) : times;
  for (let i = 1; i < n; i++) if (!(keyTimes[i]! > keyTimes[i - 1]!)) return null;
  const sampled = o.samples !== undefined && o.samples.times === times
    ? o.samples
    : sampleSource(source, times);
  const ref = sampled.ref;
  const values = new Float64Array(n * dims);
  for (let i = 0; i < n; i++) {
    if (source.quaternion) source.keyValue(times[i]!, values, i * dims);
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
  if (o.float32) { for (let i = 0; i < values.length; i++) values[i] = Math.fround(values[i]!); }
  const keyed = { ...sampled, keyTimes, values };
  const none = new Float64Array(0);
  if (!cubic) return { ...keyed, inSlopes: none, outSlopes: none };
  return { ...keyed, ...keySlopes(source, keyed, o.float32, true) };
}

/**
 * Slopes at the keys, rounded as stored: one-sided (`smooth` false: what plays exactly between
 * neighbouring breaks), or for cubics that span several breaks one slope per key blending both
 * sides (a source with cubic segments keeps its own tangents).
 */
function keySlopes(
  source: SampledSource,
  s: SourceSamples & { readonly keyTimes: Float64Array; readonly values: Float64Array },
  float32: boolean,
  smooth: boolean,
): { inSlopes: Float64Array; outSlopes: Float64Array } {
  const { n, dims, times } = s;
  const inSlopes = new Float64Array(n * dims);
  const outSlopes = new Float64Array(n * dims);
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
  const sign = (k: number, key: number): number => {
    if (!source.quaternion) return 1;
    let dot = 0;
    for (let c = 0; c < 4; c++) dot += ref[k * 4 + c]! * ref[key * 4 + c]!;
    return dot < 0 ? -1 : 1;
  };
  for (let i = 0; i < n; i++) {
    const key = 4 * i;
    const sideSlope = (side: -1 | 1, out: Float64Array) => {
      const k1 = key + side;
      const k2 = key + 2 * side;
      const delta = (s.at[k1]! - s.at[key]!) * side;
      const s1 = sign(k1, key);
      const s2 = sign(k2, key);
      for (let c = 0; c < dims; c++) {
        const f0 = ref[key * dims + c]!;
        const f1 = s1 * ref[k1 * dims + c]!;
        const f2 = s2 * ref[k2 * dims + c]!;
        out[i * dims + c] = delta > 0 ? (side * (-3 * f0 + 4 * f1 - f2)) / (2 * delta) : 0;
      }
    };
    if (i > 0) sideSlope(-1, inSlopes);
    if (i + 1 < n) sideSlope(1, outSlopes);
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

/** Evaluates candidate segments against the samples they span. */
class SegmentCheck {
  readonly s: Samples;
  readonly rotation: boolean;
  readonly play: "slerp" | "nlerp" | null;
  /** Squared chord bound equivalent to the tolerance (rotations), or the tolerance. */
  readonly limit: number;
  /** The sample where the last check failed: tried first by the next one. */
  #failed = -1;
  readonly #v = new Float64Array(4);

  constructor(s: Samples, rotation: boolean, play: "slerp" | "nlerp" | null, tolerance: number) {
    this.s = s;
    this.rotation = rotation;
    this.play = play;
    this.limit = rotation ? chordLimit(tolerance) : tolerance;
  }

  /**
   * The worst error of the segment from key `a` to key `b` (of `kind`) over the samples inside
   * it, in the check's units (squared chords for rotations); stops early above `stop`.
   */
  worst(a: number, b: number, kind: number, stop: number): number {
    const first = 4 * a + 1;
    const last = 4 * b - 1;
    // Where a check is likely to fail, first: the sample the last one failed at, and the middle
    // and quarters of the segment (where a cubic or a chord strays furthest).
    if (stop < Infinity && last - first > 8) {
      const hint = this.#failed;
      if (hint >= first && hint <= last) {
        const e = this.#range(a, b, kind, hint, hint, stop);
        if (!(e <= stop)) return e;
      }
      const span = last - first;
      for (const k of [first + (span >> 1), first + (span >> 2), last - (span >> 2)]) {
        const e = this.#range(a, b, kind, k, k, stop);
        if (!(e <= stop)) return e;
      }
    }
    const e = this.#range(a, b, kind, first, last, stop);
    return Number.isNaN(e) ? Infinity : e;
  }

  /** The worst error over samples `from…to` of the segment from key `a` to key `b`. */
  #range(a: number, b: number, kind: number, from: number, to: number, stop: number): number {
    const s = this.s;
    const dims = s.dims;
    const ta = s.keyTimes[a]!;
    const dt = s.keyTimes[b]! - ta;
    const values = s.values;
    const at = s.at;
    const ref = s.ref;
    const oa = a * dims;
    const ob = b * dims;
    const v = this.#v;
    const rotation = this.rotation;
    let worst = 0;
    if (kind === KEYED_LINEAR && this.play === "slerp") {
      // The angle between the keys once per segment (shorter arc).
      let cos = 0;
      for (let c = 0; c < 4; c++) cos += values[oa + c]! * values[ob + c]!;
      const sign = cos < 0 ? -1 : 1;
      cos *= sign;
      const sin2 = 1 - cos * cos;
      const angle = sin2 > 1e-18 ? Math.atan2(Math.sqrt(sin2), cos) : 0;
      const inv = angle > 0 ? 1 / Math.sqrt(sin2) : 0;
      for (let k = from; k <= to; k++) {
        const x = (at[k]! - ta) / dt;
        const wa = angle > 0 ? Math.sin((1 - x) * angle) * inv : 1 - x;
        const wb = sign * (angle > 0 ? Math.sin(x * angle) * inv : x);
        for (let c = 0; c < 4; c++) v[c] = wa * values[oa + c]! + wb * values[ob + c]!;
        const e = chord2(v, ref, k * 4);
        if (!(e <= worst)) {
          worst = e;
          if (!(worst <= stop)) return this.#fail(k, worst);
        }
      }
      return worst;
    }
    if (kind === KEYED_LINEAR) {
      for (let k = from; k <= to; k++) {
        const x = (at[k]! - ta) / dt;
        for (let c = 0; c < dims; c++) {
          v[c] = values[oa + c]! + (values[ob + c]! - values[oa + c]!) * x;
        }
        const e = rotation ? chord2(v, ref, k * 4) : componentError(v, ref, k * dims, dims);
        if (!(e <= worst)) {
          worst = e;
          if (!(worst <= stop)) return this.#fail(k, worst);
        }
      }
      return worst;
    }
    const outA = s.outSlopes;
    const inB = s.inSlopes;
    for (let k = from; k <= to; k++) {
      const x = (at[k]! - ta) / dt;
      const x2 = x * x;
      const x3 = x2 * x;
      const h00 = 2 * x3 - 3 * x2 + 1;
      const h10 = (x3 - 2 * x2 + x) * dt;
      const h01 = -2 * x3 + 3 * x2;
      const h11 = (x3 - x2) * dt;
      for (let c = 0; c < dims; c++) {
        v[c] = h00 * values[oa + c]! + h10 * outA[oa + c]! + h01 * values[ob + c]! +
          h11 * inB[ob + c]!;
      }
      const e = rotation ? chord2(v, ref, k * 4) : componentError(v, ref, k * dims, dims);
      if (!(e <= worst)) {
        worst = e;
        if (!(worst <= stop)) return this.#fail(k, worst);
      }
    }
    return worst;
  }

  #fail(k: number, worst: number): number {
    this.#failed = k;
    return Number.isNaN(worst) ? Infinity : worst;
  }

  /** The worst value the last {@linkcode SegmentCheck.fits} found (when it fits). */
  found = 0;

  /** Whether the segment stays within the tolerance. */
  fits(a: number, b: number, kind: number): boolean {
    this.found = this.worst(a, b, kind, this.limit);
    return this.found <= this.limit;
  }

  /** A worst value of {@linkcode SegmentCheck.worst} in the track's units (degrees for rotations). */
  toError(worst: number): number {
    if (!this.rotation) return worst;
    return (4 * Math.asin(Math.min(1, Math.sqrt(worst) / 2)) * 180) / Math.PI;
  }

  /** An error in the track's units as a bound on {@linkcode SegmentCheck.worst}. */
  fromError(error: number): number {
    return this.rotation ? chordLimit(error) : error;
  }
}

/** The squared chord between unit quaternions that are `deg` degrees of rotation apart. */
function chordLimit(deg: number): number {
  // angle = 4 asin(|â − b̂| / 2) for the nearer sign (see rotationAngleDeg).
  if (!(deg < 720)) return Infinity;
  const half = Math.sin(Math.min(Math.PI / 2, (deg * Math.PI) / 180 / 4));
  return 4 * half * half;
}

/** Squared chord between `v` (normalised here) and the unit quaternion at `ref[offset…]`, nearer sign. */
function chord2(v: Float64Array, ref: Float64Array, offset: number): number {
  const length = Math.sqrt(v[0]! * v[0]! + v[1]! * v[1]! + v[2]! * v[2]! + v[3]! * v[3]!);
  if (!(length > 1e-12)) return Infinity;
  const inv = 1 / length;
  let dot = 0;
  for (let c = 0; c < 4; c++) dot += v[c]! * ref[offset + c]!;
  const sign = dot < 0 ? -inv : inv;
  let d2 = 0;
  for (let c = 0; c < 4; c++) {
    const d = v[c]! * sign - ref[offset + c]!;
    d2 += d * d;
  }
  return d2;
}

function componentError(v: Float64Array, ref: Float64Array, offset: number, dims: number): number {
  let worst = 0;
  for (let c = 0; c < dims; c++) {
    const d = Math.abs(v[c]! - ref[offset + c]!);
    if (!(d <= worst)) worst = d;
  }
  return worst;
}

/** The kind of each neighbouring segment when all are within `threshold`, else null. */
function exactKinds(
  check: SegmentCheck,
  kinds: readonly number[],
  perKeyKinds: boolean,
  threshold: number,
): Uint8Array | null {
  const n = check.s.n;
  const bound = check.fromError(threshold);
  const out = new Uint8Array(n).fill(KEYED_LINEAR);
  for (const options of perKeyKinds ? [kinds] : kinds.map((k) => [k])) {
    let ok = true;
    for (let i = 0; i + 1 < n && ok; i++) {
      ok = false;
      for (const kind of options) {
        if (check.worst(i, i + 1, kind, bound) <= bound) {
          out[i] = kind;
          ok = true;
          break;
        }
      }
    }
    if (ok) return out;
  }
  return null;
}

/**
 * Straight component-wise segments, each as long as it fits, in one pass: from a segment's first
 * key, every sample narrows the range of slopes that keep the line within the tolerance there
 * (per component); a later key whose slope lies in the range can end the segment, and once the
 * range is empty no later key can.
 */
function swingDoor(
  s: Samples,
  tolerance: number,
  maxCost = Infinity,
): Chosen | null {
  const { n, dims, keyTimes, values, at, ref } = s;
  const lo = new Float64Array(dims);
  const hi = new Float64Array(dims);
  const kept: number[] = [0];
  let a = 0;
  while (a < n - 1) {
    if (kept.length * keyCost(KEYED_LINEAR, dims) >= maxCost) return null;
    lo.fill(-Infinity);
    hi.fill(Infinity);
    const ta = keyTimes[a]!;
    const oa = a * dims;
    let good = -1;
    scan: for (let k = 4 * a + 1; k <= 4 * (n - 1); k++) {
      if (k % 4 === 0) {
        // A key: the line to it keeps every sample so far within the tolerance?
        const b = k / 4;
        const span = keyTimes[b]! - ta;
        let fits = true;
        for (let c = 0; c < dims && fits; c++) {
          const slope = (values[b * dims + c]! - values[oa + c]!) / span;
          fits = slope >= lo[c]! && slope <= hi[c]!;
        }
        if (fits) good = b;
      }
      // The sample narrows the slopes that keep the line within the tolerance there.
      const dt = at[k]! - ta;
      for (let c = 0; c < dims; c++) {
        const d = ref[k * dims + c]! - values[oa + c]!;
        if (!(dt > 0)) {
          if (!(Math.abs(d) <= tolerance)) break scan;
          continue;
        }
        const low = (d - tolerance) / dt;
        const high = (d + tolerance) / dt;
        if (low > lo[c]!) lo[c] = low;
        if (high < hi[c]!) hi[c] = high;
        if (!(lo[c]! <= hi[c]!)) break scan;
      }
    }
    if (good < 0) return null;
    kept.push(good);
    a = good;
  }
  return {
    kept: Int32Array.from(kept),
    kinds: new Uint8Array(kept.length).fill(KEYED_LINEAR),
  };
}

/** Kept breaks, the kind of each segment, and the worst check value (undefined: not known). */
interface Chosen {
  readonly kept: Int32Array;
  readonly kinds: Uint8Array;
  readonly worst?: number;
}

/** The first of `kinds` whose segment from `a` to `b` fits, or −1. */
function firstFit(check: SegmentCheck, a: number, b: number, kinds: readonly number[]): number {
  for (const kind of kinds) if (check.fits(a, b, kind)) return kind;
  return -1;
}

/**
 * Keys from the first break on, each segment as long as it fits. Segment lengths change slowly
 * along a track, so the search starts from the last one's: longer one key at a time (doubling
 * after a few), or bisecting below it when it does not fit.
 */
function greedy(
  check: SegmentCheck,
  kinds: readonly number[],
  maxCost = Infinity,
): Chosen | null {
  const n = check.s.n;
  const dims = check.s.dims;
  const kept: number[] = [0];
  const segmentKinds: number[] = [];
  // A track that one segment plays (held, or a straight line): found with one check.
  for (const kind of kinds) {
    if (check.fits(0, n - 1, kind)) {
      return {
        kept: Int32Array.of(0, n - 1),
        kinds: Uint8Array.of(kind, KEYED_LINEAR),
        worst: check.found,
      };
    }
  }
  let worst = 0;
  let cost = 0;
  let length = 1;
  let a = 0;
  while (a < n - 1) {
    // Past the cost of a fit already found: this one cannot win.
    if (cost >= maxCost) return null;
    // Search around the last segment's length, from a little above it: checks that fail are
    // cheap (they stop at the first sample off), those that pass read every sample. Shorter a
    // key at a time (then doubling) while it does not fit, longer while it does; then bisect.
    // (A cubic over several keys may fit where one between neighbours does not: it smooths
    // their corners.)
    let good = a;
    let goodKind = -1;
    let goodWorst = 0;
    let bad = n;
    const guess = Math.min(a + length + 2, n - 1);
    const kind = firstFit(check, a, guess, kinds);
    if (kind >= 0) {
      good = guess;
      goodKind = kind;
      goodWorst = check.found;
    } else {
      bad = guess;
      for (let step = 1; bad - good > 1; step *= 2) {
        const b = Math.max(a + 1, bad - step);
        const k = firstFit(check, a, b, kinds);
        if (k < 0) bad = b;
        else {
          good = b;
          goodKind = k;
          goodWorst = check.found;
          break;
        }
      }
      if (goodKind < 0) return null;
    }
    for (let step = 1; bad === n && good < n - 1; step *= 2) {
      const b = Math.min(good + step, n - 1);
      const kind = firstFit(check, a, b, kinds);
      if (kind < 0) bad = b;
      else {
        good = b;
        goodKind = kind;
        goodWorst = check.found;
      }
    }
    while (bad - good > 1) {
      const mid = (good + bad) >>> 1;
      const kind = firstFit(check, a, mid, kinds);
      if (kind < 0) bad = mid;
      else {
        good = mid;
        goodKind = kind;
        goodWorst = check.found;
      }
    }
    segmentKinds.push(goodKind);
    kept.push(good);
    if (!(goodWorst <= worst)) worst = goodWorst;
    cost += keyCost(goodKind, dims);
    length = good - a;
    a = good;
  }
  segmentKinds.push(KEYED_LINEAR);
  return { kept: Int32Array.from(kept), kinds: Uint8Array.from(segmentKinds), worst };
}

function result(
  s: Samples,
  kept: Int32Array,
  kinds: Uint8Array,
  check: SegmentCheck,
  exact: boolean,
  known?: number,
): SampledFit {
  const dims = s.dims;
  const m = kept.length;
  const times = new Float64Array(m);
  const values = new Float64Array(m * dims);
  const inSlopes = new Float64Array(m * dims);
  const outSlopes = new Float64Array(m * dims);
  const keyKinds = new Uint8Array(m);
  let worst = known ?? 0;
  for (let k = 0; k < m; k++) {
    const i = kept[k]!;
    times[k] = s.keyTimes[i]!;
    values.set(s.values.subarray(i * dims, (i + 1) * dims), k * dims);
    if (s.inSlopes.length > 0) {
      inSlopes.set(s.inSlopes.subarray(i * dims, (i + 1) * dims), k * dims);
      outSlopes.set(s.outSlopes.subarray(i * dims, (i + 1) * dims), k * dims);
    }
    keyKinds[k] = exact ? kinds[i]! : kinds[k]!;
    // The worst sample, where the search did not keep it.
    if (known === undefined && k + 1 < m) {
      const w = check.worst(i, kept[k + 1]!, keyKinds[k]!, Infinity);
      if (!(w <= worst)) worst = w;
    }
  }
  // A straight segment's slopes are its chord (targets that store slopes on every key write them).
  for (let k = 0; k + 1 < m; k++) {
    if (keyKinds[k] !== KEYED_LINEAR) continue;
    const dt = times[k + 1]! - times[k]!;
    for (let c = 0; c < dims; c++) {
      const chord = (values[(k + 1) * dims + c]! - values[k * dims + c]!) / dt;
      outSlopes[k * dims + c] = chord;
      inSlopes[(k + 1) * dims + c] = chord;
    }
  }
  return {
    dims,
    kept,
    times,
    values,
    inSlopes,
    outSlopes,
    kinds: keyKinds,
    error: check.toError(Number.isNaN(worst) ? Infinity : worst),
    exact,
  };
}
