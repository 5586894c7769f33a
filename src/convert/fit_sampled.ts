/**
 * The fitting engine's path for sources keyed densely enough to keep their own key times: the
 * source is sampled once — at every time it passes a key (the breaks) and at the quarter points
 * between neighbouring breaks, the times the measure looks at — and the keys are chosen among the
 * breaks by a greedy search on those samples (each segment as long as it stays within the
 * tolerance at every sample it spans: doubling, then down from the shortest that does not fit).
 * Straight and cubic segments are tried; a target with one kind per track gets the kind that
 * stores the fewest numbers.
 *
 * Where no kind fits a segment between two neighbouring breaks but one misses the tolerance by
 * a little (a segment whose timing is not a cubic's, as Maya's weighted tangents warp it), such
 * gaps are split at their midpoints, a few times over, and the fit runs on the finer breaks. It
 * gives up (null) where a segment misses by far (a jump, a turn the long way round, a sparse
 * source that needs keys placed between its own): the general fit ({@linkcode fitTrack}) splits
 * segments at their worst points there.
 *
 * @module
 */
import { KEYED_HERMITE, KEYED_LINEAR } from "../model/keyed.ts";
import {
  keySlopes,
  sample,
  type SampledSource,
  type Samples,
  type SourceSamples,
} from "./_fit_samples.ts";
import { SegmentCheck } from "./_segment_check.ts";

export type { SampledSource, SourceSamples } from "./_fit_samples.ts";
export { sampleSource } from "./_fit_samples.ts";

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
  /**
   * Most breaks the fit may split the gaps into where no kind fits between neighbouring breaks
   * (default four times the breaks, at most 250,000); 0 gives up there instead.
   */
  readonly maxBreaks?: number;
  /** How many times gaps were split already (set by the fit itself when it splits). */
  readonly splits?: number;
  /** The worst gap that fitted no kind before the last split (set by the fit itself). */
  readonly unfitWorst?: number;
}

/** Keys chosen by {@linkcode fitSampled}. */
export interface SampledFit {
  /** Components per key. */
  readonly dims: number;
  /**
   * The breaks the keys were chosen among: the given ones, with midpoints added where a gap
   * between neighbouring breaks had to be split.
   */
  readonly breaks: Float64Array;
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

/** What a search returns when a gap between neighbouring breaks fits none of its kinds. */
const UNFIT = "unfit";

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
  const samples = sample(source, o.times, o.float32, cubic, o.samples);
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
  let unfit = false;
  for (const allowed of runs) {
    const straight = allowed.length === 1 && allowed[0] === KEYED_LINEAR && !source.quaternion;
    const fit = straight
      ? swingDoor(samples, o.tolerance, bestCost)
      : greedy(check, allowed, bestCost);
    if (fit === UNFIT) unfit = true;
    if (fit === null || fit === UNFIT) continue;
    const cost = costOf(fit.kinds, dims);
    if (cost < bestCost) {
      best = fit;
      bestCost = cost;
    }
  }
  // Keys at the source's own times where some kind fits there. Where none does, the gaps are
  // split (a kind that still misses one gets its chance on finer breaks at every later split).
  const split = unfit && (best === null || (o.splits ?? 0) > 0)
    ? splitUnfit(source, o, check, kinds)
    : null;
  if (split !== null && costOf(split.kinds, dims) < bestCost) return split;
  if (best === null) return null;
  return result(samples, best.kept, best.kinds, check, false, best.worst);
}

/** The numbers keys of these kinds store ({@linkcode keyCost} summed). */
function costOf(kinds: Uint8Array, dims: number): number {
  let cost = 0;
  for (let i = 0; i < kinds.length; i++) cost += keyCost(kinds[i]!, dims);
  return cost;
}

/** Times a gap between neighbouring breaks is halved, at most, before the fit gives up. */
const MAX_SPLITS = 6;
/** How far past the tolerance a gap may miss and still be split (times the tolerance). */
const NEAR_MISS = 16;

/**
 * Where a gap between neighbouring breaks does not fit some kind (a segment whose timing is not
 * a cubic's, as Maya's weighted tangents warp it; a curve a straight segment cannot follow; or a
 * jump): those gaps split at their midpoints and the fit run again, as long as they miss by at
 * most {@linkcode NEAR_MISS} times the tolerance, the worst of them halves at least at each split
 * (a jump never does) and the breaks stay within `maxBreaks`. Null when it gives up.
 */
function splitUnfit(
  source: SampledSource,
  o: SampledFitOptions,
  check: SegmentCheck,
  kinds: readonly number[],
): SampledFit | null {
  const times = o.times;
  const n = times.length;
  const splits = o.splits ?? 0;
  const maxBreaks = o.maxBreaks ?? Math.min(4 * n, 250_000);
  if (splits >= MAX_SPLITS) return null;
  const unfit: number[] = [];
  let worst = 0;
  for (let i = 0; i + 1 < n; i++) {
    let most = 0;
    for (const kind of kinds) most = Math.max(most, check.worst(i, i + 1, kind, Infinity));
    if (most <= check.limit) continue;
    unfit.push(i);
    worst = Math.max(worst, most);
  }
  if (unfit.length === 0 || n + unfit.length > maxBreaks) return null;
  // Near misses only (a jump, or a turn the long way round, is the general fit's to place
  // keys in), and each split halving the worst at least.
  if (!(check.toError(worst) <= NEAR_MISS * check.toError(check.limit))) return null;
  if (!(worst <= 0.5 * (o.unfitWorst ?? Infinity))) return null;
  const split = new Float64Array(n + unfit.length);
  let at = 0;
  let u = 0;
  for (let i = 0; i < n; i++) {
    split[at++] = times[i]!;
    if (unfit[u] === i) {
      split[at++] = times[i]! + (times[i + 1]! - times[i]!) / 2;
      u++;
    }
  }
  const { samples: _, ...rest } = o;
  return fitSampled(source, {
    ...rest,
    times: split,
    exactThreshold: null,
    maxBreaks,
    splits: splits + 1,
    unfitWorst: worst,
  });
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
): Chosen | null | typeof UNFIT {
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
    if (good < 0) return UNFIT;
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
 * along a track, so the search starts from a little above the last one's: doubling while it
 * fits, then down from the shortest length that did not fit until one does.
 */
function greedy(
  check: SegmentCheck,
  kinds: readonly number[],
  maxCost = Infinity,
): Chosen | null | typeof UNFIT {
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
    // A check that passes reads every sample of its segment; one that fails mostly stops
    // within a few (it looks where the last one failed, and at the middle and quarters, first).
    // So the search spends failing checks to save passing ones: from a little above the last
    // segment's length, longer by doubling while it fits; then down from the shortest length
    // that did not fit, a key at a time near it and in longer steps across a wide gap, until
    // one fits. (A cubic over several keys may fit where a shorter one does not: it smooths
    // their corners. The search keeps the longest it finds next to one that does not fit.)
    let good = a;
    let goodKind = -1;
    let goodWorst = 0;
    let bad = n;
    let b = Math.min(a + length + (length >> 1) + 2, n - 1);
    for (;;) {
      const kind = firstFit(check, a, b, kinds);
      if (kind < 0) {
        bad = b;
        break;
      }
      good = b;
      goodKind = kind;
      goodWorst = check.found;
      if (b === n - 1) break;
      b = Math.min(a + 2 * (b - a), n - 1);
    }
    while (bad - good > 1) {
      const gap = bad - good;
      const b = bad - (gap > 24 ? gap >> 3 : 1);
      const kind = firstFit(check, a, b, kinds);
      if (kind < 0) bad = b;
      else {
        good = b;
        goodKind = kind;
        goodWorst = check.found;
      }
    }
    if (goodKind < 0) return UNFIT;
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
    breaks: s.times,
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
