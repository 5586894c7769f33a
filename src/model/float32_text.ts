/**
 * `float32Shortest`'s text (`number_text.ts`) written straight into bytes, with no string made: the
 * writers call it for every number of a file, and a string per number (several, for the search
 * of the shortest digits) filled the heap. The digits are worked out with double arithmetic
 * made exact where it must be (`productError`): a candidate from one rounded operation, then the
 * exact difference to the midpoints decides. Values it cannot settle that way (tiny or huge
 * powers of ten) are left to the caller, who writes `float32Shortest`'s string.
 *
 * @module
 */
import { POWERS_OF_TEN, productError } from "./exact_product.ts";

/**
 * The p significant digits `Number.prototype.toPrecision(p)` gives for `a` (> 0), rounded half
 * up, for a decimal exponent `e` (a ≈ d.ddd × 10^e): the integer n = round(a × 10^(p − 1 − e)),
 * or -1 when the power of ten is beyond the exact ones.
 */
function roundedDigits(a: number, p: number, e: number): number {
  const k = p - 1 - e;
  if (k >= 0) {
    if (k > 22) return -1;
    // a × 10^k = hi + lo exactly; hi < 2^53, so hi − floor(hi) is exact and the sign of
    // (hi − floor(hi) − ½) + lo is the sign of the exact sum.
    const power = POWERS_OF_TEN[k]!;
    const hi = a * power;
    const lo = productError(a, power, hi);
    const n = Math.floor(hi);
    return (hi - n - 0.5) + lo >= 0 ? n + 1 : n;
  }
  if (k < -22) return -1;
  // a / 10^j: a candidate, then a against the midpoints (n ± ½) × 10^j, each product exact as
  // hi + lo and a − hi exact (Sterbenz: a and hi are within a factor of two).
  const power = POWERS_OF_TEN[-k]!;
  let n = Math.floor(a / power + 0.5);
  const below = (n - 0.5) * power;
  if ((a - below) - productError(n - 0.5, power, below) < 0) n--;
  else {
    const above = (n + 0.5) * power;
    if ((a - above) - productError(n + 0.5, power, above) >= 0) n++;
  }
  return n;
}

/** Digits and decimal exponent of the last {@linkcode digitsAt} call. */
let digits = 0;
let exponent = 0;

/**
 * toPrecision(p)'s digits of `a` (> 0) into `digits` (p of them) and its exponent into
 * `exponent`; false when they cannot be worked out exactly here.
 */
function digitsAt(a: number, p: number, guess: number): boolean {
  const low = POWERS_OF_TEN[p - 1]!;
  const high = POWERS_OF_TEN[p]!;
  // The logarithm's exponent may be one off near a power of ten.
  let e = guess;
  for (let tries = 0; tries < 3; tries++) {
    const n = roundedDigits(a, p, e);
    if (n < 0) return false;
    if (n >= high) e++;
    else if (n < low) e--;
    else {
      digits = n;
      exponent = e;
      return true;
    }
  }
  return false;
}

/**
 * Whether the decimal digits × 10^(exponent − p + 1) reads back as `a`: its nearest double
 * (exact powers of ten: one rounding), rounded to float32, as `Math.fround(Number(text))`.
 */
function readsBack(a: number, p: number): boolean {
  const k = exponent - p + 1;
  if (k < -22 || k > 22) return false;
  const v = k >= 0 ? digits * POWERS_OF_TEN[k]! : digits / POWERS_OF_TEN[-k]!;
  return Math.fround(v) === a;
}

/** Writes the decimal digits of a positive integer below 2^53 at `at`; returns the end. */
function writeInteger(n: number, out: Uint8Array, at: number): number {
  let length = 1;
  while (length < 16 && n >= POWERS_OF_TEN[length]!) length++;
  for (let i = at + length - 1; i >= at; i--) {
    const q = Math.floor(n / 10);
    out[i] = 48 + (n - q * 10);
    n = q;
  }
  return at + length;
}

/**
 * Writes `float32Shortest`'s text of `x` (`number_text.ts`) into `out` at `at` and returns where
 * it ends, or -1 for a value this does not settle (what was written then means nothing): not a
 * finite float32, zero, or a power of ten beyond ±22 in the search. `out` needs 24 bytes of
 * room from `at`.
 *
 * @example
 * ```ts
 * import { float32ShortestInto } from "./float32_text.ts";
 * import { equal } from "node:assert/strict";
 * const out = new Uint8Array(24);
 * const end = float32ShortestInto(Math.fround(0.1), out, 0);
 * equal(new TextDecoder().decode(out.subarray(0, end)), "0.1");
 * ```
 */
export function float32ShortestInto(x: number, out: Uint8Array, at: number): number {
  if (!(Math.fround(x) === x) || x === 0 || x === Infinity || x === -Infinity) return -1;
  if (x < 0) out[at++] = 45;
  const a = Math.abs(x);
  // Whole numbers a float32 holds exactly print as themselves.
  if (a <= 16_777_216 && Math.floor(a) === a) return writeInteger(a, out, at);
  // The fewest significant digits that read back as the same float32 (9 always do), found by
  // halves like float32Shortest: more digits never stop reading back once fewer do.
  const guess = Math.floor(Math.log10(a));
  let lo = 1;
  let hi = 9;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (!digitsAt(a, mid, guess)) return -1;
    if (readsBack(a, mid)) hi = mid;
    else lo = mid + 1;
  }
  if (!digitsAt(a, lo, guess) || !readsBack(a, lo)) return -1;
  // The digits without trailing zeros, placed as JavaScript's Number.prototype.toString places
  // them (ECMA-262 Number::toString): plain from 1e-6 up to 1e21, else with an exponent.
  let n = digits;
  let count = lo;
  while (count > 1 && n % 10 === 0) {
    n /= 10;
    count--;
  }
  const point = exponent + 1;
  // The digits into their places, then the point moved in where it belongs.
  if (count <= point && point <= 21) {
    at = writeInteger(n, out, at);
    for (let z = count; z < point; z++) out[at++] = 48;
  } else if (0 < point && point <= 21) {
    const end = writeInteger(n, out, at);
    out.copyWithin(at + point + 1, at + point, end);
    out[at + point] = 46;
    at = end + 1;
  } else if (-6 < point && point <= 0) {
    out[at++] = 48;
    out[at++] = 46;
    for (let z = point; z < 0; z++) out[at++] = 48;
    at = writeInteger(n, out, at);
  } else {
    const end = writeInteger(n, out, at);
    if (count > 1) {
      out.copyWithin(at + 2, at + 1, end);
      out[at + 1] = 46;
      at = end + 1;
    } else at = end;
    out[at++] = 101;
    out[at++] = point - 1 >= 0 ? 43 : 45;
    at = writeInteger(Math.abs(point - 1), out, at);
  }
  return at;
}
