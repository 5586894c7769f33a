/**
 * Numbers as people read them: the shortest decimal that reads back to the stored value.
 *
 * @module
 */
import { float32Digits } from "./float32_text.ts";

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
  // The digits worked out exactly in double arithmetic, spelled as JavaScript spells numbers
  // (ECMA-262 Number::toString: plain from 1e-6 up to 1e21, else with an exponent).
  if (float32Digits(Math.abs(f), PARTS)) {
    const digits = String(PARTS[0]!);
    const count = PARTS[1]!;
    const point = PARTS[2]!;
    const sign = f < 0 ? "-" : "";
    if (plain || (-6 < point && point <= 21)) return sign + placed(digits, point);
    const mantissa = count === 1 ? digits : digits[0] + "." + digits.slice(1);
    return `${sign}${mantissa}e${point - 1 >= 0 ? "+" : "-"}${Math.abs(point - 1)}`;
  }
  // Where that does not settle (powers of ten beyond a double's exact ones): the fewest
  // significant digits that read back as the same float32, searched with toPrecision (more
  // digits never stop reading back once fewer do; 9 always suffice).
  let lo = 1;
  let hi = 9;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (Math.fround(Number(f.toPrecision(mid))) === f) hi = mid;
    else lo = mid + 1;
  }
  const text = String(Number(f.toPrecision(lo)));
  return plain ? withoutExponent(text) : text;
}

/** {@linkcode shortest}'s digits. */
const PARTS = new Float64Array(3);

/** Digits with the point after digit `n` (0.digits × 10^n), no exponent. */
function placed(digits: string, n: number): string {
  const length = digits.length;
  if (length <= n) return digits + "0".repeat(n - length);
  if (0 < n) return digits.slice(0, n) + "." + digits.slice(n);
  return "0." + "0".repeat(-n) + digits;
}

/**
 * A JavaScript number's text without its exponent (`1.5e-7` → `0.00000015`, `1e+21` →
 * `1000000000000000000000`); text without one as it is.
 */
function withoutExponent(s: string): string {
  const at = s.indexOf("e");
  if (at < 0) return s;
  const negative = s[0] === "-";
  const digits = s.slice(negative ? 1 : 0, at).replace(".", "");
  // The point after digit n of the digits (0.digits × 10^n).
  const n = Number(s.slice(at + 1)) + 1;
  return (negative ? "-" : "") + placed(digits, n);
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
