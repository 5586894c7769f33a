/**
 * Numbers as people read them: the shortest decimal that reads back to the stored value.
 *
 * @module
 */

/**
 * The shortest decimal (JavaScript number syntax) that rounds back to `x` as a 32-bit float.
 * `x` should already be a float32 value (`Math.fround(x) === x`); NaN and infinities spell as
 * JavaScript spells them.
 *
 * @example
 * ```ts
 * import { float32Shortest } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(float32Shortest(Math.fround(0.2)), "0.2");
 * equal(float32Shortest(Math.fround(1 / 3)), "0.33333334");
 * ```
 */
export function float32Shortest(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  const f = Math.fround(x);
  // Whole numbers a float32 holds exactly print as themselves.
  if (Number.isInteger(f) && Math.abs(f) <= 16_777_216) return String(f);
  // The fewest significant digits that read back as the same float32: more digits never stop
  // reading back once fewer do, so search the digit count (9 always suffice).
  let lo = 1;
  let hi = 9;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (Math.fround(Number(f.toPrecision(mid))) === f) hi = mid;
    else lo = mid + 1;
  }
  return String(Number(f.toPrecision(lo)));
}

/**
 * A value for text and CSV output: float32-shortest when the value is a float32 (what the
 * 32-bit formats store), otherwise JavaScript's shortest round-trip decimal.
 *
 * @example
 * ```ts
 * import { readableNumber } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(readableNumber(Math.fround(0.2)), "0.2");
 * equal(readableNumber(0.1 + 0.2), "0.30000000000000004");
 * ```
 */
export function readableNumber(x: number): string {
  return Math.fround(x) === x ? float32Shortest(x) : String(x);
}
