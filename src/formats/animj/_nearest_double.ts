/**
 * The double nearest a decimal of 16 to 19 significant digits with a power of ten within ±22,
 * found with double arithmetic: a candidate from one rounded operation, then the exact
 * difference between the decimal and the candidate (error-free products and sums, Dekker's
 * "A floating-point technique for extending the available precision", 1971) says whether the
 * candidate or its neighbour is nearest (`productError`). Near a tie the answer is left to the
 * caller (NaN), who converts the text with `Number()`, which rounds ties to even.
 *
 * @module
 */

import { POWERS_OF_TEN, productError } from "../../model/exact_product.ts";

const DOUBLE = new Float64Array(1);
const WORDS = new Uint32Array(DOUBLE.buffer);
/** Which of the two words holds the sign and exponent (the platform's byte order). */
const HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;

/** The gap from a positive normal double to the next larger one. */
function gapAbove(x: number): number {
  DOUBLE[0] = x;
  WORDS[HIGH] = WORDS[HIGH]! & 0x7ff00000;
  WORDS[1 - HIGH] = 0;
  return DOUBLE[0]! * 2 ** -52;
}

/** The gap from a positive normal double to the next smaller one. */
function gapBelow(x: number): number {
  const above = gapAbove(x);
  // At a power of two the doubles below are twice as close.
  return x === above * 2 ** 52 ? above / 2 : above;
}

/** A difference this close to half a gap (relative) is too close to a tie to decide here. */
const CLOSE = 2 ** -30;

/**
 * Of `q` and its neighbours, the double nearest X, given `d`: (X − q) × `scale`, computed with
 * an error far below `CLOSE` of a gap; NaN when X is too near a tie.
 */
function settle(q: number, d: number, scale: number): number {
  // The gaps around q are at least q × 2^-53 (2^-53 below a power of two): within a quarter of
  // that, q is nearest without working out its gaps.
  const quick = q * scale * (2 ** -54 * (1 - CLOSE));
  if (d < quick && -d < quick) return q;
  if (d >= 0) {
    const above = gapAbove(q) * scale;
    if (d < (above / 2) * (1 - CLOSE)) return q;
    const up = q + gapAbove(q);
    const rest = d - above;
    if (rest <= 0) return -rest < (above / 2) * (1 - CLOSE) ? up : NaN;
    return rest < (gapAbove(up) * scale / 2) * (1 - CLOSE) ? up : NaN;
  }
  const below = gapBelow(q) * scale;
  if (-d < (below / 2) * (1 - CLOSE)) return q;
  const down = q - gapBelow(q);
  const rest = d + below;
  if (rest >= 0) return rest < (below / 2) * (1 - CLOSE) ? down : NaN;
  return -rest < (gapBelow(down) * scale / 2) * (1 - CLOSE) ? down : NaN;
}

/**
 * The double nearest (head × 10^tailDigits + tail) × 10^exponent, or NaN when this cannot tell
 * (the caller then converts the text). `head` has 15 digits (10^14 ≤ head < 10^15), `tail`
 * `tailDigits` more (at most 4), and `exponent` is within ±22.
 *
 * @example
 * ```ts
 * import { nearestDouble } from "./_nearest_double.ts";
 * import { equal } from "node:assert/strict";
 * // 0.30000000000000004: 17 significant digits.
 * equal(nearestDouble(300000000000000, 2, 4, -17), 0.1 + 0.2);
 * ```
 */
export function nearestDouble(
  head: number,
  tailDigits: number,
  tail: number,
  exponent: number,
): number {
  // The integer N = head × 10^tailDigits + tail (below 10^19 < 2^64) exactly as n1 + n2.
  const shift = POWERS_OF_TEN[tailDigits]!;
  const a1 = head * shift;
  // Both below 2^15 (a1's error is at most half its gap, at most 2^10): their sum is exact.
  const b = productError(head, shift, a1) + tail;
  const n1 = a1 + b;
  const n2 = b - (n1 - a1);
  const power = POWERS_OF_TEN[exponent < 0 ? -exponent : exponent]!;
  if (exponent >= 0) {
    // X − q = N × P − q, with q = fl(n1 × P).
    const q = n1 * power;
    const r1 = n2 * power;
    const d = (productError(n1, power, q) + r1) + productError(n2, power, r1);
    return settle(q, d, 1);
  }
  // (X − q) × P = N − q × P, with q = fl(n1 / P); n1 − fl(q × P) is exact (Sterbenz).
  const q = n1 / power;
  const s1 = q * power;
  const d = ((n1 - s1) + n2) - productError(q, power, s1);
  return settle(q, d, power);
}
