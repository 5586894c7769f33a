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
  return shortest(x, false);
}

/**
 * {@linkcode float32Shortest}'s digits without an exponent, as Unity writes float fields:
 * `0.00000008146034`, `150000000000000000000`.
 *
 * @example
 * ```ts
 * import { float32Plain } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(float32Plain(Math.fround(-8.146034e-8)), "-0.00000008146034");
 * equal(float32Plain(Math.fround(0.25)), "0.25");
 * ```
 */
export function float32Plain(x: number): string {
  return shortest(x, true);
}

function shortest(x: number, plain: boolean): string {
  if (!Number.isFinite(x)) return String(x);
  const f = Math.fround(x);
  // Whole numbers a float32 holds exactly print as themselves.
  if (Number.isInteger(f) && Math.abs(f) <= 16_777_216) return String(f);
  // The fewest significant digits that read back as the same float32: more digits never stop
  // reading back once fewer do, so search the digit count (9 always suffice).
  const e = decimalExponent(Math.abs(f));
  let lo = 1;
  let hi = 9;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (Math.fround(rounded(f, mid, e)) === f) hi = mid;
    else lo = mid + 1;
  }
  return text(f, lo, e, plain);
}

/**
 * A JavaScript number's text without its exponent (`1.5e-7` → `0.00000015`, `1e+21` →
 * `1000000000000000000000`); text without one as it is.
 */
function withoutExponent(s: string): string {
  const at = s.indexOf("e");
  if (at < 0) return s;
  const negative = s[0] === "-";
  const mantissa = s.slice(negative ? 1 : 0, at);
  const digits = mantissa.replace(".", "");
  // The point after digit n of the digits.
  const n = Number(s.slice(at + 1)) + 1;
  return (negative ? "-" : "") + spellPlain(digits, n);
}

/** Digits with the point after digit `n` (0.digits × 10^n), no exponent. */
function spellPlain(digits: string, n: number): string {
  const length = digits.length;
  if (length <= n) return digits + "0".repeat(n - length);
  if (0 < n) return digits.slice(0, n) + "." + digits.slice(n);
  return "0." + "0".repeat(-n) + digits;
}

/**
 * `String(Number(f.toPrecision(digits)))` spelled from the rounded digits directly, as
 * JavaScript spells a number (ECMA-262 Number::toString): plain up to 21 integer digits and down
 * to 6 zeros after the point, else with an exponent (`plain`: never with one).
 */
function text(f: number, digits: number, e: number, plain: boolean): string {
  let k = digits - 1 - e;
  const slow = () => {
    const s = String(Number(f.toPrecision(digits)));
    return plain ? withoutExponent(s) : s;
  };
  if (k > 22 || k < -22 || Number.isNaN(k)) return slow();
  const a = Math.abs(f);
  const p = k >= 0 ? a * POW10[k]! : a / POW10[-k]!;
  const fraction = p - Math.floor(p);
  if (Math.abs(fraction - 0.5) <= p * 4e-15) return slow();
  let m = Math.floor(p + 0.5);
  // The value is m × 10^−k: its digits without trailing zeros.
  while (m % 10 === 0 && m > 0) {
    m /= 10;
    k--;
  }
  const s = String(m);
  const length = s.length;
  // The point sits after digit n (0.s × 10^n).
  const n = length - k;
  let out: string;
  if (plain) out = spellPlain(s, n);
  else if (length <= n && n <= 21) out = s + "0".repeat(n - length);
  else if (0 < n && n <= 21) out = s.slice(0, n) + "." + s.slice(n);
  else if (-6 < n && n <= 0) out = "0." + "0".repeat(-n) + s;
  else {
    const exponent = n - 1;
    const sign = exponent < 0 ? "-" : "+";
    const mantissa = length === 1 ? s : s[0] + "." + s.slice(1);
    out = mantissa + "e" + sign + Math.abs(exponent);
  }
  return f < 0 ? "-" + out : out;
}

/** Exact powers of ten as doubles (10^22 is the largest). */
const POW10 = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));

/** ⌊log10 a⌋ for a > 0 (NaN past the exact powers, where {@linkcode rounded} needs none). */
function decimalExponent(a: number): number {
  let e = Math.floor(Math.log10(a));
  if (e < -22 || e > 22) return NaN;
  // log10 can be a hair off next to a power of ten.
  const at = (k: number) => (k >= 0 ? POW10[k]! : 1 / POW10[-k]!);
  if (e > -22 && a < at(e)) e--;
  if (e < 22 && a >= at(e + 1)) e++;
  return e;
}

/**
 * `Number(f.toPrecision(digits))`, by arithmetic where that is exact: |f| scaled by a power of
 * ten that doubles hold exactly (one rounding), rounded to a whole number, scaled back (one
 * correctly rounded operation, as parsing the decimal is). Where the scaled value is too near a
 * half for that one rounding to decide, or the power is out of range, `toPrecision` decides.
 */
function rounded(f: number, digits: number, e: number): number {
  const k = digits - 1 - e;
  if (k > 22 || k < -22 || Number.isNaN(k)) return Number(f.toPrecision(digits));
  const a = Math.abs(f);
  const p = k >= 0 ? a * POW10[k]! : a / POW10[-k]!;
  const fraction = p - Math.floor(p);
  if (Math.abs(fraction - 0.5) <= p * 4e-15) return Number(f.toPrecision(digits));
  // Halves round up in magnitude, as toPrecision picks the larger of two equally near.
  const m = Math.floor(p + 0.5);
  const q = k >= 0 ? m / POW10[k]! : m * POW10[-k]!;
  return f < 0 ? -q : q;
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
