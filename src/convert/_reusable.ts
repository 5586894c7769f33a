/**
 * Working arrays reused from one track to the next. Fitting and measuring take one track at a
 * time, synchronously, and are done with a track's working arrays before the next track asks for
 * them: allocating (and zeroing, and collecting) ~100 KB of fresh arrays per track cost more
 * than the work on them. Each slot hands out one array at a time, its contents left from the
 * last use; arrays longer than {@linkcode REUSE_LIMIT} numbers are allocated afresh and not kept,
 * so a huge track leaves no memory behind.
 *
 * @module
 */

/** The slots: one array each, in use by one caller at a time. */
export const SAMPLE_TIMES = 0;
export const SAMPLE_VALUES = 1;
export const KEY_TIMES = 2;
export const KEY_VALUES = 3;
export const IN_SLOPES = 4;
export const OUT_SLOPES = 5;
export const MEASURE_KEYS = 6;
export const MEASURE_TIMES = 7;

/** Longest array kept for reuse (numbers): 2 MB. */
export const REUSE_LIMIT = 1 << 18;

const kept: Float64Array[] = Array.from({ length: 8 }, () => new Float64Array(0));

/**
 * An array of `length` numbers for `slot`, valid until the slot is asked for again. Its contents
 * are whatever the last use left: callers write every number they read.
 *
 * @example
 * ```ts
 * import { reusable, SAMPLE_TIMES } from "./_reusable.ts";
 * import { equal } from "node:assert/strict";
 * const a = reusable(SAMPLE_TIMES, 4);
 * a[0] = 7;
 * equal(reusable(SAMPLE_TIMES, 2).buffer, a.buffer); // the same memory, a new view
 * ```
 */
export function reusable(slot: number, length: number): Float64Array {
  if (length > REUSE_LIMIT) return new Float64Array(length);
  let array = kept[slot]!;
  if (array.length < length) {
    array = new Float64Array(Math.min(REUSE_LIMIT, Math.max(length, 2 * array.length)));
    kept[slot] = array;
  }
  return array.subarray(0, length);
}

/**
 * Whether `array` is a view of a kept array (one {@linkcode reusable} handed out).
 *
 * @example
 * ```ts
 * import { isReusable, reusable, SAMPLE_VALUES } from "./_reusable.ts";
 * import { equal } from "node:assert/strict";
 * equal(isReusable(reusable(SAMPLE_VALUES, 3)), true);
 * equal(isReusable(new Float64Array(3)), false);
 * ```
 */
export function isReusable(array: Float64Array): boolean {
  for (const k of kept) if (k.buffer === array.buffer) return true;
  return false;
}
