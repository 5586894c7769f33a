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
