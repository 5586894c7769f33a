/**
 * Exact double arithmetic for number text: the powers of ten a double holds exactly, and the
 * rounding error of a product (Dekker, "A floating-point technique for extending the available
 * precision", 1971: with Veltkamp's split, a × b = fl(a × b) + error exactly).
 *
 * @module
 */

/** 10^0 … 10^22: every power of ten a double holds exactly. */
export const POWERS_OF_TEN: readonly number[] = Array.from(
  { length: 23 },
  (_, i) => Number(`1e${i}`),
);

/** 2^27 + 1: splits a double into two halves whose products are exact (Veltkamp). */
const SPLITTER = 134217729;

/**
 * The rounding error of the product `p = fl(a × b)`: a × b = p + error exactly (when nothing
 * overflows or underflows).
 *
 * @example
 * ```ts
 * import { productError } from "./exact_product.ts";
 * import { equal } from "node:assert/strict";
 * const a = 0.1;
 * const b = 3;
 * // 0.1 × 3 is not a double: fl(0.1 × 3) + error is the exact product.
 * equal(productError(a, b, a * b), -2.7755575615628914e-17);
 * ```
 */
export function productError(a: number, b: number, p: number): number {
  const sa = SPLITTER * a;
  const ah = sa - (sa - a);
  const al = a - ah;
  const sb = SPLITTER * b;
  const bh = sb - (sb - b);
  const bl = b - bh;
  return ((ah * bh - p) + ah * bl + al * bh) + al * bl;
}
