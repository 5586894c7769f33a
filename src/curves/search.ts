/**
 * The key search every evaluator shares.
 *
 * @module
 */

/**
 * The index of the last key whose time is ≤ `t` among the first `end` keys (binary search over
 * ascending times); −1 when `t` is before them all or is NaN.
 *
 * @example
 * ```ts
 * import { lastKeyAtOrBefore } from "./search.ts";
 * import { equal } from "node:assert/strict";
 * const times = [0, 1, 1, 2];
 * equal(lastKeyAtOrBefore(times, 1), 2);
 * equal(lastKeyAtOrBefore(times, 1.5), 2);
 * equal(lastKeyAtOrBefore(times, -1), -1);
 * ```
 */
export function lastKeyAtOrBefore(
  times: ArrayLike<number>,
  t: number,
  end: number = times.length,
): number {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * {@linkcode lastKeyAtOrBefore} starting from `from`, a previous answer for the same keys (an
 * evaluator's cursor): for increasing times it walks on over the next few keys, one key back for
 * a small step back, and searches by halves otherwise (jumps, decreasing times, NaN). The answer
 * is always the binary search's: the cursor only decides where to look.
 *
 * Each array type the evaluators keep times in has its own copy of the walk
 * ({@linkcode lastKeyFrom32} for float32 times, {@linkcode lastFrameFrom} for whole frame
 * numbers), so that the engine sees one kind of array in each.
 *
 * @param times ascending key times
 * @param t the time
 * @param from a previous answer (any number: out of range it is clamped)
 * @param end how many keys to consider
 *
 * @example Walking over increasing times
 * ```ts
 * import { lastKeyFrom } from "./search.ts";
 * import { equal } from "node:assert/strict";
 * const times = new Float64Array([0, 1, 2, 3]);
 * let at = lastKeyFrom(times, 0.5, -1);
 * equal(at, 0);
 * at = lastKeyFrom(times, 2.5, at); // two keys on
 * equal(at, 2);
 * equal(lastKeyFrom(times, -1, at), -1);
 * ```
 */
export function lastKeyFrom(
  times: Float64Array,
  t: number,
  from: number,
  end: number = times.length,
): number {
  if (end <= 0) return -1;
  let i = from < 0 ? 0 : from < end ? from : end - 1;
  if (times[i]! <= t) {
    // On, up to three keys; the rest by halves.
    const stop = i + 4 < end ? i + 4 : end;
    while (++i < stop) if (!(times[i]! <= t)) return i - 1;
    return i === end ? i - 1 : searchFrom(times, t, i, end);
  }
  // Before key i (or NaN): one key back, else by halves below i.
  return i > 0 && times[i - 1]! <= t ? i - 1 : searchFrom(times, t, 0, i);
}

/** The last key ≤ `t` among keys `lo − 1` … `hi − 1`, key `lo − 1` known to be ≤ `t` (or lo = 0). */
function searchFrom(times: Float64Array, t: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * {@linkcode lastKeyFrom} over float32 key times.
 *
 * @example
 * ```ts
 * import { lastKeyFrom32 } from "./search.ts";
 * import { equal } from "node:assert/strict";
 * const times = new Float32Array([0, 0.5, 1]);
 * equal(lastKeyFrom32(times, 0.75, 0), 1);
 * equal(lastKeyFrom32(times, 0.25, 1), 0);
 * ```
 */
export function lastKeyFrom32(
  times: Float32Array,
  t: number,
  from: number,
  end: number = times.length,
): number {
  if (end <= 0) return -1;
  let i = from < 0 ? 0 : from < end ? from : end - 1;
  if (times[i]! <= t) {
    // On, up to three keys; the rest by halves.
    const stop = i + 4 < end ? i + 4 : end;
    while (++i < stop) if (!(times[i]! <= t)) return i - 1;
    return i === end ? i - 1 : searchFrom32(times, t, i, end);
  }
  // Before key i (or NaN): one key back, else by halves below i.
  return i > 0 && times[i - 1]! <= t ? i - 1 : searchFrom32(times, t, 0, i);
}

/** {@linkcode searchFrom} over Float32Array. */
function searchFrom32(times: Float32Array, t: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * {@linkcode lastKeyFrom} over whole frame numbers (keys at frames, `t` a fractional frame).
 *
 * @example
 * ```ts
 * import { lastFrameFrom } from "./search.ts";
 * import { equal } from "node:assert/strict";
 * const frames = new Uint32Array([0, 4, 8]);
 * equal(lastFrameFrom(frames, 5.5, 0), 1);
 * ```
 */
export function lastFrameFrom(
  times: Uint32Array,
  t: number,
  from: number,
  end: number = times.length,
): number {
  if (end <= 0) return -1;
  let i = from < 0 ? 0 : from < end ? from : end - 1;
  if (times[i]! <= t) {
    // On, up to three keys; the rest by halves.
    const stop = i + 4 < end ? i + 4 : end;
    while (++i < stop) if (!(times[i]! <= t)) return i - 1;
    return i === end ? i - 1 : searchFrames(times, t, i, end);
  }
  // Before key i (or NaN): one key back, else by halves below i.
  return i > 0 && times[i - 1]! <= t ? i - 1 : searchFrames(times, t, 0, i);
}

/** {@linkcode searchFrom} over Uint32Array. */
function searchFrames(times: Uint32Array, t: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
