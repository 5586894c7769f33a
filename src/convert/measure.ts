/**
 * The one measure behind every conversion report: how far a written track plays from its source,
 * the way a user sees it — the rotation angle between the played rotations (degrees), the angle
 * between directions (degrees) for look directions measured in degrees, equality for discrete
 * values, and the largest component difference otherwise — at one set of times
 * ({@linkcode measureTimes}).
 *
 * @module
 */
import type { Curve } from "../model/clip.ts";
import type { ValueType } from "../model/value_type.ts";
import { playedKeyTimes } from "./played_times.ts";
import { componentCount } from "../curves/compose.ts";
import { MEASURE_KEYS, MEASURE_TIMES, reusable } from "./_reusable.ts";

const reuseSlot = (length: number, slot: number): Float64Array => reusable(slot, length);

/** How a pair of tracks is compared. */
export type MeasureKind = "rotation" | "direction" | "discrete" | "components";

/** The worst difference found, and where. */
export interface Measurement {
  /** Largest difference (degrees for rotations and directions). */
  readonly maxError: number;
  /** The time of {@linkcode Measurement.maxError} in seconds (NaN when nothing was measured). */
  readonly at: number;
  /** How many times were measured. */
  readonly samples: number;
  /** The largest absolute component of the source's values seen (for float rounding bounds). */
  readonly largest: number;
}

/** Options of {@linkcode measureTrack}. */
export interface MeasureOptions {
  /** Start of the played range in seconds. */
  readonly from: number;
  /** End of the played range in seconds. */
  readonly to: number;
  /** How to compare (default: by value type). */
  readonly kind?: MeasureKind;
  /** The written file's runtime takes its time as a 32-bit float (Unity, MRTK, Resonite). */
  readonly float32Time?: boolean;
  /** Most key times read from either curve (default 200,000): a curve that wraps more often is measured over the first and last stretches of the range. */
  readonly limit?: number;
}

/**
 * How a track of `valueType` is compared by default: quaternions as rotations, booleans,
 * integers and strings as discrete values, everything else component by component.
 *
 * @example
 * ```ts
 * import { measureKindOf } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(measureKindOf("floatQ"), "rotation");
 * equal(measureKindOf("bool"), "discrete");
 * equal(measureKindOf("float3"), "components");
 * ```
 */
export function measureKindOf(valueType: ValueType): MeasureKind {
  if (valueType === "floatQ" || valueType === "doubleQ") return "rotation";
  if (/^(bool|byte|ushort|uint|ulong|sbyte|short|int|long)\d?$/.test(valueType)) {
    return "discrete";
  }
  if (valueType === "string") return "discrete";
  return "components";
}

/**
 * The times a conversion is measured at: every source key time and every written key time inside
 * [from, to], both ends, and the quarter points and midpoint between every two neighbouring
 * times of those (so every written segment, and every part of one a source key splits off).
 *
 * @example Two written keys, one source key between them
 * ```ts
 * import { measureTimes } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * const times = measureTimes(new Float64Array([0.5]), new Float64Array([0, 1]), 0, 1);
 * deepEqual(Array.from(times), [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1]);
 * ```
 */
export function measureTimes(
  sourceKeys: ArrayLike<number>,
  writtenKeys: ArrayLike<number>,
  from: number,
  to: number,
): Float64Array {
  return timesBetween(sourceKeys, writtenKeys, from, to, (length) => new Float64Array(length));
}

/** {@linkcode measureTimes}, its arrays from `alloc` (the merged keys first, then the result). */
function timesBetween(
  sourceKeys: ArrayLike<number>,
  writtenKeys: ArrayLike<number>,
  from: number,
  to: number,
  alloc: (length: number, slot: number) => Float64Array,
): Float64Array {
  // Both key lists ascend: merge them (inside [from, to], with the ends) without sorting.
  const merged = alloc(sourceKeys.length + writtenKeys.length + 2, MEASURE_KEYS);
  let n = 0;
  const push = (t: number) => {
    if (t >= from && t <= to && (n === 0 || t > merged[n - 1]!)) merged[n++] = t;
  };
  push(from);
  let i = 0;
  let j = 0;
  while (i < sourceKeys.length || j < writtenKeys.length) {
    const a = i < sourceKeys.length ? sourceKeys[i]! : Infinity;
    const b = j < writtenKeys.length ? writtenKeys[j]! : Infinity;
    // A key time that is not a number is no time to measure at (and must not stop the merge).
    if (a !== a) {
      i++;
      continue;
    }
    if (b !== b) {
      j++;
      continue;
    }
    if (a <= b) i++;
    else j++;
    push(a <= b ? a : b);
  }
  push(to);
  const out = alloc(Math.max(0, 4 * n - 3), MEASURE_TIMES);
  let o = 0;
  for (let k = 0; k < n; k++) {
    const a = merged[k]!;
    out[o++] = a;
    if (k + 1 < n) {
      const d = merged[k + 1]! - a;
      out[o++] = a + 0.25 * d;
      out[o++] = a + 0.5 * d;
      out[o++] = a + 0.75 * d;
    }
  }
  return out;
}

const KEYS = ["x", "y", "z", "w", "r", "g", "b", "a"] as const;

/** A value's numeric components into `out`; returns how many (strings: -1). */
function componentsOf(value: unknown, out: Float64Array): number {
  if (typeof value === "number") return (out[0] = value), 1;
  if (typeof value === "boolean") return (out[0] = value ? 1 : 0), 1;
  if (typeof value === "bigint") return (out[0] = Number(value)), 1;
  if (typeof value !== "object" || value === null) return -1;
  if (Array.isArray(value)) {
    let n = 0;
    for (const row of value as unknown[]) {
      if (Array.isArray(row)) { for (const v of row) if (n < out.length) out[n++] = Number(v); }
    }
    return n;
  }
  const o = value as Record<string, unknown>;
  let n = 0;
  for (const key of KEYS) {
    const v = o[key];
    if (v !== undefined && n < out.length) {
      out[n++] = typeof v === "boolean" ? (v ? 1 : 0) : Number(v);
    }
  }
  return n;
}

function identityIfZero(q: Float64Array, o = 0): void {
  if (q[o] === 0 && q[o + 1] === 0 && q[o + 2] === 0 && q[o + 3] === 0) q[o + 3] = 1;
}

/** Angle in degrees between two direction vectors (0 when both are zero). */
function directionAngleDeg(a: Float64Array, b: Float64Array): number {
  const la = Math.hypot(a[0]!, a[1]!, a[2]!);
  const lb = Math.hypot(b[0]!, b[1]!, b[2]!);
  if (!(la > 0) || !(lb > 0)) return la === lb ? 0 : 180;
  const cx = a[1]! * b[2]! - a[2]! * b[1]!;
  const cy = a[2]! * b[0]! - a[0]! * b[2]!;
  const cz = a[0]! * b[1]! - a[1]! * b[0]!;
  const dot = a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  return (Math.atan2(Math.hypot(cx, cy, cz), dot) * 180) / Math.PI;
}

/**
 * The source key time a measure time stands for, if any: a target that stores times as float32
 * holds the key for source time `k` at `Math.fround(k)`, and that instant stands for `k` too.
 */
function keyFor(t: number, keys: Float64Array, cursor: { i: number }): number | undefined {
  while (cursor.i < keys.length && Math.fround(keys[cursor.i]!) < t) cursor.i++;
  for (let i = cursor.i; i < keys.length; i++) {
    const k = keys[i]!;
    if (Math.fround(k) !== t) break;
    if (k !== t) return k;
  }
  return undefined;
}

/** A curve's `evaluateInto`, bound, when it has one. */
function intoOf(curve: Curve): ((t: number, out: Float64Array) => void) | undefined {
  const into = (curve as { evaluateInto?: (t: number, out: Float64Array) => void }).evaluateInto;
  return typeof into === "function" ? into.bind(curve) : undefined;
}

/** A curve's values at many times into an array (`dims` per time), when it has `evaluateInto`. */
function manyOf(
  curve: Curve,
  dims: number,
): ((times: Float64Array, out: Float64Array) => void) | undefined {
  const many = (curve as { evaluateMany?: (times: Float64Array, out: Float64Array) => void })
    .evaluateMany;
  if (typeof many === "function") return many.bind(curve);
  const into = intoOf(curve);
  if (into === undefined) return undefined;
  const one = new Float64Array(16);
  return (times, out) => {
    for (let i = 0; i < times.length; i++) {
      into(times[i]!, one);
      for (let c = 0; c < dims; c++) out[i * dims + c] = one[c]!;
    }
  };
}

/** Times per bulk evaluation in the measure (bounded scratch arrays). */
const CHUNK = 2048;
const CHUNK_TIMES = new Float64Array(CHUNK);
/** Values of up to four components per time. */
const CHUNK_SOURCE = new Float64Array(CHUNK * 4);
const CHUNK_WRITTEN = new Float64Array(CHUNK * 4);
const CHUNK_ERRORS = new Float64Array(CHUNK);

/** Compares two values as `kind` says; `largest` collects the source's magnitude. */
class Comparer {
  readonly #a = new Float64Array(16);
  readonly #b = new Float64Array(16);
  /** Where the compare functions put an error. */
  readonly #e = new Float64Array(1);
  /** Where {@linkcode Comparer.arrays} reads the source's values. */
  get a(): Float64Array {
    return this.#a;
  }
  /** Where {@linkcode Comparer.arrays} reads the written values. */
  get b(): Float64Array {
    return this.#b;
  }
  readonly #kind: MeasureKind;
  largest = 0;

  constructor(kind: MeasureKind) {
    this.#kind = kind;
  }

  error(va: unknown, vb: unknown): number {
    if (typeof va === "string" || typeof vb === "string") return va === vb ? 0 : 1;
    return this.arrays(componentsOf(va, this.#a), componentsOf(vb, this.#b));
  }

  /** The error between the first `na` values of {@linkcode Comparer.a} and `nb` of `b`. */
  arrays(na: number, nb: number): number {
    const a = this.#a;
    const b = this.#b;
    if (this.#kind === "discrete") {
      let error = 0;
      for (let c = 0; c < Math.min(na, nb); c++) error = Math.max(error, Math.abs(a[c]! - b[c]!));
      return error;
    }
    for (let c = 0; c < na; c++) this.largest = Math.max(this.largest, Math.abs(a[c]!));
    if (this.#kind === "rotation" && na >= 4 && nb >= 4) {
      // A zero quaternion plays as no rotation (the fitting engine and the runtimes that
      // normalise read it so).
      identityIfZero(a);
      identityIfZero(b);
      rotationChord2(a, b, 0, this.#e, 0);
      return this.#e[0]!;
    }
    if (this.#kind === "direction" && na >= 3 && nb >= 3) return directionAngleDeg(a, b);
    largestDifference(a, b, 0, Math.min(na, nb), na === nb ? 0 : Infinity, this.#e, 0);
    return this.#e[0]!;
  }
}

/**
 * {@linkcode Comparer.arrays} for `count` values of `dims` components each, `a` and `b` side by
 * side, into `errors`; `largest` is the largest source magnitude before. Returns the new one.
 * (Rotations and components each in a function of their own: one function for both was
 * optimised for one, then thrown back to the interpreter at the other, over and over.)
 */
function compareMany(
  kind: MeasureKind,
  a: Float64Array,
  b: Float64Array,
  count: number,
  dims: number,
  errors: Float64Array,
  largest: number,
): number {
  if (kind === "rotation" && dims === 4) compareRotations(a, b, count, errors);
  else compareComponents(a, b, count, dims, errors);
  return largestOf(a, count * dims, largest);
}

/** {@linkcode rotationChord2} of `count` rotations side by side, into `errors`. */
function compareRotations(a: Float64Array, b: Float64Array, count: number, errors: Float64Array) {
  for (let i = 0; i < count; i++) {
    // A zero quaternion plays as no rotation (the arrays are the measure's scratch).
    identityIfZero(a, 4 * i);
    identityIfZero(b, 4 * i);
    rotationChord2(a, b, 4 * i, errors, i);
  }
}

/** {@linkcode largestDifference} of `count` values of `dims` components, into `errors`. */
function compareComponents(
  a: Float64Array,
  b: Float64Array,
  count: number,
  dims: number,
  errors: Float64Array,
): void {
  for (let i = 0; i < count; i++) largestDifference(a, b, i * dims, dims, 0, errors, i);
}

/** The largest of `largest` and the magnitudes of `a[0…n)`. */
function largestOf(a: Float64Array, n: number, largest: number): number {
  for (let i = 0; i < n; i++) largest = Math.max(largest, Math.abs(a[i]!));
  return largest;
}

/**
 * The largest of `start` and the `n` component differences of `a` and `b` from `o`, into
 * `out[at]`; NaN when a difference is not a number (a component that is not a number is as far
 * off as can be). (Written into an array, not returned: a number returned from a call the engine
 * does not inline is a heap allocation.)
 */
function largestDifference(
  a: Float64Array,
  b: Float64Array,
  o: number,
  n: number,
  start: number,
  out: Float64Array,
  at: number,
): void {
  let error = start;
  for (let c = o; c < o + n; c++) {
    const d = Math.abs(a[c]! - b[c]!);
    if (d > error) error = d;
    else if (d !== d) {
      error = NaN;
      break;
    }
  }
  out[at] = error;
}

/**
 * The squared chord between two rotations (each normalised, the nearer sign), into `out[at]`: it
 * grows with the angle between them, which {@linkcode toDegrees} gives (an arc sine per measure,
 * not per time). (Written into an array, as {@linkcode largestDifference}.)
 */
function rotationChord2(
  a: Float64Array,
  b: Float64Array,
  o: number,
  out: Float64Array,
  at: number,
): void {
  const la = Math.sqrt(
    a[o]! * a[o]! + a[o + 1]! * a[o + 1]! + a[o + 2]! * a[o + 2]! + a[o + 3]! * a[o + 3]!,
  );
  const lb = Math.sqrt(
    b[o]! * b[o]! + b[o + 1]! * b[o + 1]! + b[o + 2]! * b[o + 2]! + b[o + 3]! * b[o + 3]!,
  );
  if (!(la > 0) || !(lb > 0)) {
    out[at] = la === lb ? 0 : 4;
    return;
  }
  const dot = a[o]! * b[o]! + a[o + 1]! * b[o + 1]! + a[o + 2]! * b[o + 2]! + a[o + 3]! * b[o + 3]!;
  const ia = 1 / la;
  const ib = dot < 0 ? -1 / lb : 1 / lb;
  let d2 = 0;
  for (let c = 0; c < 4; c++) {
    const d = a[o + c]! * ia - b[o + c]! * ib;
    d2 += d * d;
  }
  out[at] = d2;
}

/** A rotation's squared chord as the angle in degrees (as `rotationAngleDeg` gives it). */
function toDegrees(chord2: number): number {
  return (4 * Math.asin(Math.min(1, Math.sqrt(chord2) / 2)) * 180) / Math.PI;
}

/** The few largest errors of a pass and where, in separate places. */
class Peaks {
  static readonly COUNT = 4;
  readonly #errors: number[] = [];
  readonly #at: number[] = [];

  /** The smallest kept error once all are kept (no smaller error changes them). */
  #floor = -Infinity;

  offer(error: number, index: number): void {
    if (!(error > this.#floor)) return;
    const errors = this.#errors;
    const at = this.#at;
    // A neighbour of a kept peak replaces it when larger (one crest, one search).
    for (let k = 0; k < at.length; k++) {
      if (Math.abs(at[k]! - index) <= 1) {
        if (error > errors[k]!) (errors[k] = error), (at[k] = index);
        return;
      }
    }
    if (errors.length < Peaks.COUNT) {
      errors.push(error);
      at.push(index);
      if (errors.length === Peaks.COUNT) this.#floor = Math.min(...errors);
      return;
    }
    let low = 0;
    for (let k = 1; k < errors.length; k++) if (errors[k]! < errors[low]!) low = k;
    if (error > errors[low]!) (errors[low] = error), (at[low] = index);
    this.#floor = Math.min(...errors);
  }

  indices(): readonly number[] {
    return this.#at;
  }
}

/**
 * The largest value of `f` inside [lo, hi] by golden-section search, kept 1% of the interval
 * and a few time steps of the clock (float32 or double) away from its ends: those are key times,
 * where a jump the target stores a time step later shows as a sliver (the key-time rule measures
 * those). Intervals only a few time steps wide are left alone.
 */
function crest(
  f: (t: number) => number,
  lo: number,
  hi: number,
  float32: boolean,
): { error: number; at: number; evaluations: number } {
  const span = hi - lo;
  const step = Math.max(1, Math.abs(lo), Math.abs(hi)) * (float32 ? 2 ** -23 : 2 ** -40);
  if (!(span > 64 * step)) return { error: -Infinity, at: NaN, evaluations: 0 };
  const margin = Math.max(0.01 * span, 8 * step);
  let a = lo + margin;
  let b = hi - margin;
  const g = (Math.sqrt(5) - 1) / 2;
  let c = b - g * (b - a);
  let d = a + g * (b - a);
  let fc = f(c);
  let fd = f(d);
  let best = Math.max(fc, fd);
  let at = fc >= fd ? c : d;
  let evaluations = 2;
  for (let i = 0; i < 16; i++) {
    if (fc >= fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - g * (b - a);
      fc = f(c);
      if (fc > best) (best = fc), (at = c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + g * (b - a);
      fd = f(d);
      if (fd > best) (best = fd), (at = d);
    }
    evaluations++;
  }
  return { error: Number.isNaN(best) ? -Infinity : best, at, evaluations };
}

/**
 * The played key times of a curve over [from, to], bounded: past `limit` of them (a curve that
 * wraps far more often than that), the range is cut to its first and last stretches holding
 * `limit / 2` key times each, where a repeating curve shows every kind of pass.
 */
function boundedRanges(
  curves: readonly Curve[],
  from: number,
  to: number,
  limit: number,
): { ranges: [number, number][]; keys?: Float64Array[] } {
  let span = to - from;
  const keys = curves.map((curve) => playedKeyTimes(curve, from, to, limit));
  for (const k of keys) {
    if (k.length > limit) span = Math.min(span, k[Math.floor(limit / 2)]! - from);
  }
  if (span >= to - from) return { ranges: [[from, to]], keys };
  return { ranges: [[from, from + span], [to - span, to]] };
}

/**
 * The largest difference between a source curve and the curve read back from the written file,
 * over {@linkcode measureTimes} of their played key times.
 *
 * @example A written line 0.5 off at its end
 * ```ts
 * import { measureTrack, type Curve } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const line = (slope: number): Curve => ({ valueType: "float", semantics: "demo",
 *   keyTimes: () => new Float64Array([0, 1]), evaluate: (t) => slope * Math.min(1, Math.max(0, t)) });
 * const m = measureTrack(line(2), line(1.5), { from: 0, to: 1 });
 * equal(m.maxError, 0.5);
 * equal(m.at, 1);
 * ```
 */
export function measureTrack(source: Curve, written: Curve, options: MeasureOptions): Measurement {
  const limit = options.limit ?? 200_000;
  const kind = options.kind ?? measureKindOf(source.valueType);
  const compare = new Comparer(kind);
  const dims = componentCount(source.valueType) ?? 0;
  const sourceInto = intoOf(source);
  const writtenInto = intoOf(written);
  const fast = sourceInto !== undefined && writtenInto !== undefined && dims > 0 &&
    dims <= 4 && componentCount(written.valueType) === dims && kind !== "discrete";
  // Curves that write their values into arrays are evaluated a chunk of times at a time.
  const sourceMany = fast ? manyOf(source, dims) : undefined;
  const writtenMany = fast ? manyOf(written, dims) : undefined;
  // (One set of chunk arrays serves every measure: a measure runs to its end before the next.)
  const chunk = CHUNK_TIMES;
  const va = CHUNK_SOURCE;
  const vb = CHUNK_WRITTEN;
  // Rotations and plain components are compared a chunk at a time too.
  const bulk = fast && ((kind === "rotation" && dims === 4) || kind === "components");
  const errors = CHUNK_ERRORS;
  let worst = 0;
  let at = NaN;
  let samples = 0;
  const bounded = boundedRanges([source, written], options.from, options.to, limit);
  for (const [from, to] of bounded.ranges) {
    const sourceKeys = bounded.keys?.[0] ?? playedKeyTimes(source, from, to, limit);
    const writtenKeys = bounded.keys?.[1] ?? playedKeyTimes(written, from, to, limit);
    // (The times are the measure's own: in arrays reused from one measure to the next.)
    const times = timesBetween(sourceKeys, writtenKeys, from, to, reuseSlot);
    samples += times.length;
    if (Number.isNaN(at) && times.length > 0) at = times[0]!;
    const cursor = { i: 0 };
    const peaks = new Peaks();
    // The float32 instant a source key is stored at stands for the key's own instant too: at a
    // jump there, either side of the source is what the target can hold (only keys that are not
    // float32 numbers have such an instant).
    let rounded = false;
    for (let i = 0; i < sourceKeys.length && !rounded; i++) {
      rounded = Math.fround(sourceKeys[i]!) !== sourceKeys[i]!;
    }
    const offer = (error: number, t: number, i: number) => {
      if (!(error <= worst)) {
        worst = Number.isNaN(error) ? Infinity : error;
        at = t;
      }
      if (error > 0) peaks.offer(error, i);
    };
    if (fast) {
      // Curves that write their values into arrays, a chunk of times at a time: no value
      // objects on the hot path.
      const a = compare.a;
      const b = compare.b;
      for (let base = 0; base < times.length; base += CHUNK) {
        const len = Math.min(CHUNK, times.length - base);
        // A runtime that takes its time as a float32 plays only float32 instants: both sides
        // are compared there.
        for (let j = 0; j < len; j++) {
          chunk[j] = options.float32Time ? Math.fround(times[base + j]!) : times[base + j]!;
        }
        const part = len === CHUNK ? chunk : chunk.subarray(0, len);
        sourceMany!(part, va);
        writtenMany!(part, vb);
        if (bulk) {
          compare.largest = compareMany(kind, va, vb, len, dims, errors, compare.largest);
        }
        for (let j = 0; j < len; j++) {
          const t = chunk[j]!;
          let error: number;
          if (bulk) error = errors[j]!;
          else {
            for (let c = 0; c < dims; c++) {
              a[c] = va[j * dims + c]!;
              b[c] = vb[j * dims + c]!;
            }
            error = compare.arrays(dims, dims);
          }
          if (rounded && error > 0) {
            const k = keyFor(t, sourceKeys, cursor);
            if (k !== undefined) {
              sourceInto(k, a);
              for (let c = 0; c < dims; c++) b[c] = vb[j * dims + c]!;
              error = Math.min(error, compare.arrays(dims, dims));
            }
          }
          offer(error, t, base + j);
        }
      }
    } else {
      for (let i = 0; i < times.length; i++) {
        const t = options.float32Time ? Math.fround(times[i]!) : times[i]!;
        const vb = written.evaluate(t);
        let error = compare.error(source.evaluate(t), vb);
        if (rounded && error > 0) {
          const k = keyFor(t, sourceKeys, cursor);
          if (k !== undefined) error = Math.min(error, compare.error(source.evaluate(k), vb));
        }
        offer(error, t, i);
      }
    }
    // The largest errors sampled, followed to their peak between the neighbouring times (an
    // error curve crests between the quarter points).
    if (kind !== "discrete" && Number.isFinite(worst)) {
      const errorAt = (time: number): number => {
        const t = options.float32Time ? Math.fround(time) : time;
        if (fast) {
          sourceInto(t, compare.a);
          writtenInto(t, compare.b);
          return compare.arrays(dims, dims);
        }
        return compare.error(source.evaluate(t), written.evaluate(t));
      };
      for (const i of peaks.indices()) {
        // Each gap beside the sample on its own: the sample may be a key time.
        for (const lo of [i - 1, i]) {
          const hi = lo + 1;
          if (lo < 0 || hi >= times.length) continue;
          const peak = crest(errorAt, times[lo]!, times[hi]!, options.float32Time === true);
          samples += peak.evaluations;
          if (peak.error > worst) {
            worst = peak.error;
            at = options.float32Time ? Math.fround(peak.at) : peak.at;
          }
        }
      }
    }
  }
  // Rotations were compared by squared chords (they order as the angles do).
  const maxError = kind === "rotation" && Number.isFinite(worst) ? toDegrees(worst) : worst;
  return { maxError, at, samples, largest: compare.largest };
}
