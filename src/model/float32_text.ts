/**
 * The float32-shortest text of a number (`float32Shortest`, `float32Plain` in `number_text.ts`)
 * written straight into bytes: the writers call it for every number of a file, and a string per
 * number filled the heap. Each digit count's rounding (what `toPrecision` gives) is worked out
 * with one rounded double operation by an exact power of ten, made exact where it could fall
 * either way (the scaled value within a hair of a half); for powers beyond the exact ones the
 * caller's string search with `toPrecision` decides.
 *
 * @module
 */
import { POWERS_OF_TEN, productError } from "./exact_product.ts";

/** ⌊log10 a⌋ for a > 0 within the exact powers of ten; NaN beyond them. */
function decimalExponent(a: number): number {
  let e = Math.floor(Math.log10(a));
  if (e < -22 || e > 22) return NaN;
  // log10 can be a hair off next to a power of ten.
  if (e > -22 && a < (e >= 0 ? POWERS_OF_TEN[e]! : 1 / POWERS_OF_TEN[-e]!)) e--;
  else if (e < 22 && a >= (e + 1 >= 0 ? POWERS_OF_TEN[e + 1]! : 1 / POWERS_OF_TEN[-e - 1]!)) e++;
  return e;
}

/**
 * round(a × 10^k) as `toPrecision` rounds (halves up in magnitude) for a > 0, or -1 for a power
 * beyond the exact ones. One rounded operation gives the scaled value; only within a hair of a
 * half (4 × 10⁻¹⁵ relative, far above that operation's error) is the exact value consulted: the
 * product's rounding error (Dekker), or the value against the midpoints n ± ½ scaled back.
 */
function scaledDigits(a: number, k: number): number {
  if (!(k >= -22 && k <= 22)) return -1;
  const p = k >= 0 ? a * POWERS_OF_TEN[k]! : a / POWERS_OF_TEN[-k]!;
  const n = Math.floor(p + 0.5);
  return Math.abs(p - Math.floor(p) - 0.5) > p * 4e-15 ? n : nearHalf(a, k, p);
}

/** {@linkcode scaledDigits} where a × 10^k is within a hair of a half: decided exactly. */
function nearHalf(a: number, k: number, p: number): number {
  if (k >= 0) {
    // p − ⌊p⌋ − ½ is exact (p < 2^53): with the product's rounding error, the exact sign.
    const n = Math.floor(p);
    return p - n - 0.5 + productError(a, POWERS_OF_TEN[k]!, p) >= 0 ? n + 1 : n;
  }
  // a against (n ± ½) × 10^j, each product exact as its value and error, a − product exact
  // (Sterbenz: within a factor of two of each other).
  const power = POWERS_OF_TEN[-k]!;
  let n = Math.floor(p + 0.5);
  const below = (n - 0.5) * power;
  if ((a - below) - productError(n - 0.5, power, below) < 0) n--;
  else {
    const above = (n + 0.5) * power;
    if ((a - above) - productError(n + 0.5, power, above) >= 0) n++;
  }
  return n;
}

/**
 * The shortest digits of the float32 `a` (> 0, not a whole number up to 2^24): the fewest
 * significant digits, rounded as `toPrecision` rounds them, that read back as `a` (9 always do),
 * into `out`: the digits as an integer without trailing zeros, how many there are, and where the
 * point goes (the value is 0.digits × 10^point). False for powers of ten beyond the exact ones.
 *
 * @example
 * ```ts
 * import { float32Digits } from "./float32_text.ts";
 * import { deepEqual } from "node:assert/strict";
 * const out = new Float64Array(3);
 * float32Digits(Math.fround(0.015625), out);
 * deepEqual([...out], [15625, 5, -1]);
 * ```
 */
export function float32Digits(a: number, out: Float64Array): boolean {
  // Found by halves: more digits never stop reading back once fewer do. A digit count's value
  // is n × 10^−k, its nearest double one correctly rounded operation away (as parsing gives).
  const e = decimalExponent(a);
  if (e !== e) return false;
  let lo = 1;
  let hi = 9;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const k = mid - 1 - e;
    const n = scaledDigits(a, k);
    if (n < 0) return false;
    if (Math.fround(k >= 0 ? n / POWERS_OF_TEN[k]! : n * POWERS_OF_TEN[-k]!) === a) hi = mid;
    else lo = mid + 1;
  }
  let k = lo - 1 - e;
  let n = scaledDigits(a, k);
  if (n < 0) return false;
  while (n % 10 === 0 && n > 0) {
    n /= 10;
    k--;
  }
  let count = 1;
  while (count < 16 && n >= POWERS_OF_TEN[count]!) count++;
  out[0] = n;
  out[1] = count;
  out[2] = count - k;
  return true;
}

/** {@linkcode float32ShortestInto}'s digits. */
const PARTS = new Float64Array(3);

/** Writes the decimal digits of a positive integer below 2^53 at `at`; returns the end. */
function writeInteger(n: number, out: Uint8Array, at: number): number {
  let length = 1;
  while (length < 16 && n >= POWERS_OF_TEN[length]!) length++;
  if (n < 2147483648) {
    // Small integers (every digit string of nine digits or fewer): integer arithmetic.
    let m = n | 0;
    for (let i = at + length - 1; i >= at; i--) {
      const q = (m / 10) | 0;
      out[i] = 48 + m - q * 10;
      m = q;
    }
    return at + length;
  }
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
 * room from `at` (48 with `plain`). With `plain` the digits are never given an exponent
 * (`float32Plain`'s text: `0.00000015`, `150000000000000000000`), as Unity writes float fields.
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
export function float32ShortestInto(
  x: number,
  out: Uint8Array,
  at: number,
  plain = false,
): number {
  if (!(Math.fround(x) === x) || x === 0 || x === Infinity || x === -Infinity) return -1;
  if (x < 0) out[at++] = 45;
  const a = Math.abs(x);
  // Whole numbers a float32 holds exactly print as themselves.
  if (a <= 16_777_216 && Math.floor(a) === a) return writeInteger(a, out, at);
  if (!float32Digits(a, PARTS)) return -1;
  const n = PARTS[0]!;
  const count = PARTS[1]!;
  const point = PARTS[2]!;
  // The digits into their places, then the point moved in where it belongs.
  if (count <= point && (point <= 21 || plain)) {
    at = writeInteger(n, out, at);
    for (let z = count; z < point; z++) out[at++] = 48;
  } else if (0 < point && (point <= 21 || plain)) {
    const end = writeInteger(n, out, at);
    out.copyWithin(at + point + 1, at + point, end);
    out[at + point] = 46;
    at = end + 1;
  } else if ((-6 < point || plain) && point <= 0) {
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
