/**
 * float32-shortest number text: the fewest significant digits (as `toPrecision` rounds them) that
 * read back as the same float32, spelled as JavaScript spells the number. The definition itself,
 * written with `toPrecision` and `String`, is the expectation; hand-picked values cover the
 * spelling's boundaries.
 *
 * @module
 */
import { equal } from "node:assert/strict";
import { float32Plain, float32Shortest, readableNumber } from "../mod.ts";
import { formatUnityFloat } from "../src/formats/unity_clip/write.ts";

/** The definition: a search over `toPrecision` digit counts, spelled by `String`. */
function definition(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  const f = Math.fround(x);
  if (Number.isInteger(f) && Math.abs(f) <= 16_777_216) return String(f);
  for (let digits = 1; digits <= 9; digits++) {
    const v = Number(f.toPrecision(digits));
    if (Math.fround(v) === f) return String(v);
  }
  throw new Error(`no 9-digit decimal reads back as ${f}`);
}

/** The definition's digits without an exponent: the point moved by hand. */
function plainDefinition(x: number): string {
  const s = definition(x);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (m === null) return s;
  const [, sign, lead, fraction = "", exponent] = m;
  const digits = lead! + fraction;
  const point = Number(exponent) + 1;
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (digits.length <= point) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Deterministic 32-bit numbers (a linear congruential generator). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0);
}

Deno.test("float32Shortest: hand-picked values", () => {
  equal(float32Shortest(Math.fround(0.1)), "0.1");
  equal(float32Shortest(Math.fround(-0.1)), "-0.1");
  equal(float32Shortest(Math.fround(1 / 3)), "0.33333334");
  equal(float32Shortest(Math.fround(2 / 3)), "0.6666667");
  equal(float32Shortest(Math.fround(3.3333333)), "3.3333333");
  equal(float32Shortest(Math.fround(16777217)), "16777216");
  equal(float32Shortest(Math.fround(16777218)), "16777218");
  equal(float32Shortest(Math.fround(1e21)), "1e+21");
  equal(float32Shortest(Math.fround(1.5e20)), "150000000000000000000");
  equal(float32Shortest(Math.fround(1e-6)), "0.000001");
  equal(float32Shortest(Math.fround(1e-7)), "1e-7");
  equal(float32Shortest(Math.fround(1.25e-7)), "1.25e-7");
  equal(float32Shortest(Math.fround(3.4028235e38)), "3.4028235e+38");
  equal(float32Shortest(2 ** -149), "1e-45");
  equal(float32Shortest(-0), "0");
  equal(float32Shortest(Infinity), "Infinity");
  equal(float32Shortest(NaN), "NaN");
  equal(readableNumber(0.1 + 0.2), "0.30000000000000004");
  equal(float32Plain(Math.fround(1e21)), "1000000000000000000000");
  equal(float32Plain(Math.fround(1.25e-7)), "0.000000125");
  equal(float32Plain(2 ** -149), "0.000000000000000000000000000000000000000000001");
  equal(float32Plain(Math.fround(-3.4028235e38)), "-340282350000000000000000000000000000000");
  // Unity's float fields: the same digits, and -0 kept.
  equal(formatUnityFloat(-8.146034e-8), "-0.00000008146034");
  equal(formatUnityFloat(-0), "-0");
});

Deno.test("float32Shortest: every kind of float32 agrees with the definition", () => {
  const next = generator(2026);
  const bits = new Uint32Array(1);
  const float = new Float32Array(bits.buffer);
  const values: number[] = [];
  // Any bit pattern (subnormals, huge numbers, NaN), values as animations store them, and
  // short decimals and their float32 neighbours (where the digit search is closest to a tie).
  for (let i = 0; i < 60_000; i++) {
    bits[0] = next();
    values.push(float[0]!);
  }
  for (let i = 0; i < 60_000; i++) {
    values.push(Math.fround((next() / 2 ** 32 - 0.5) * 10 ** ((next() % 14) - 7)));
  }
  for (let i = 0; i < 60_000; i++) {
    const decimal = Math.fround(Number(`${(next() % 200_000) - 100_000}e${(next() % 24) - 14}`));
    float[0] = decimal;
    const below = bits[0]! - 1;
    values.push(decimal);
    bits[0] = below;
    values.push(float[0]!);
  }
  // Powers of ten and halves between short decimals.
  for (let e = -45; e <= 38; e++) {
    values.push(Math.fround(10 ** e), Math.fround(5 * 10 ** e), Math.fround(2.5 * 10 ** e));
  }
  for (const x of values) {
    equal(float32Shortest(x), definition(x), `bits of ${x}`);
    equal(float32Plain(x), plainDefinition(x), `plain bits of ${x}`);
  }
});
