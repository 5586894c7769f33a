/**
 * Float32-shortest text written straight into bytes (`float32ShortestInto`): the digits
 * JavaScript's number formatting gives, and exactly `float32Shortest`'s string wherever it
 * answers.
 */
import { equal, ok } from "node:assert/strict";
import { float32ShortestInto } from "../src/model/float32_text.ts";
import { productError } from "../src/model/exact_product.ts";
import { prng } from "../tools/fuzz/mutate.ts";

const out = new Uint8Array(64);

/** The definition: the fewest `toPrecision` digits that read back as `x`, spelled by `String`. */
function definition(x: number): string {
  for (let digits = 1; digits <= 9; digits++) {
    const v = Number(x.toPrecision(digits));
    if (Math.fround(v) === x) return String(v);
  }
  throw new Error(`no 9-digit decimal reads back as ${x}`);
}

/** The text written for `x`, or null when it is left to the caller. */
function written(x: number): string | null {
  const end = float32ShortestInto(x, out, 3);
  if (end < 0) return null;
  let s = "";
  for (let i = 3; i < end; i++) s += String.fromCharCode(out[i]!);
  return s;
}

Deno.test("float32 text: the shortest digits, placed as JavaScript places them", () => {
  // Each float32 with its shortest decimal (the fewest digits reading back to it), written as
  // Number.prototype.toString writes that decimal: plain from 1e-6 to 1e21, else an exponent.
  const cases: [number, string][] = [
    [0.1, "0.1"],
    [-0.2, "-0.2"],
    [1 / 3, "0.33333334"],
    [2 / 3, "0.6666667"],
    [1.5, "1.5"],
    [100, "100"],
    [-7, "-7"],
    [16777216, "16777216"],
    [16777218, "16777218"],
    [123456.789, "123456.79"],
    [0.000015, "0.000015"],
    [0.0000015, "0.0000015"],
    [1e-7, "1e-7"],
    [1.25e-7, "1.25e-7"],
    [1e20, "100000000000000000000"],
    [1e21, "1e+21"],
    [0.70710678, "0.70710677"],
    [299792458, "299792450"],
    [1e10, "10000000000"],
  ];
  for (const [value, text] of cases) equal(written(Math.fround(value)), text, `${value}`);
});

Deno.test("float32 text: left to the caller where it cannot settle the digits exactly", () => {
  equal(written(0), null);
  equal(written(-0), null);
  equal(written(0.1), null, "not a float32");
  equal(written(Infinity), null);
  equal(written(NaN), null);
  // Powers of ten beyond the exact ones (1e-30, the largest float32, one below 1e-38).
  equal(written(Math.fround(1e-30)), null);
  equal(written(3.4028234663852886e38), null);
  equal(written(Math.fround(1e-40)), null);
});

Deno.test("float32 text: the definition's text for 400,000 float32 values", () => {
  const rnd = prng(32);
  const bits = new Uint32Array(1);
  const f32 = new Float32Array(bits.buffer);
  let answered = 0;
  for (let i = 0; i < 400_000; i++) {
    // Every exponent from 2^-60 to 2^70, random mantissas; every eighth from the whole range.
    const exponent = i % 8 === 0 ? Math.floor(rnd() * 254) + 1 : 67 + Math.floor(rnd() * 130);
    bits[0] = (rnd() < 0.5 ? 0x80000000 : 0) | (exponent << 23) |
      Math.floor(rnd() * 0x800000);
    const x = f32[0]!;
    const text = written(x);
    if (text === null) continue;
    answered++;
    equal(text, definition(x), `${x}`);
  }
  // Only tiny and huge powers of ten are left to the string.
  ok(answered > 300_000, `${answered} answered`);
});

Deno.test("float32 text: the error of a product makes it exact", () => {
  // 0.1 × 3: fl = 0.30000000000000004440892098500626; exact 0.30000000000000001665334536937734
  // (0.1 is 0.1000000000000000055511151231257827); the difference is −2^−55.
  equal(productError(0.1, 3, 0.1 * 3), -(2 ** -55));
  // 2^27 + 1 squared needs 55 bits: the last one is the error.
  const a = 2 ** 27 + 1;
  equal(productError(a, a, a * a), 1);
});
