/**
 * The AnimJ writer puts float32 numbers straight into the bytes and writes the whole text into
 * one buffer sized beforehand: float32 numbers must be the shortest text reading back as them (by
 * its `toPrecision` definition), doubles `animjNumber`'s, and a large text must come out of that
 * one buffer uncopied (its size bound held).
 */
import { equal, ok } from "node:assert/strict";
import { animjNumber } from "../src/formats/animj/write.ts";
import { type AnimJTrack, newAnimJTrack, writeAnimJ } from "../mod.ts";
import { prng } from "../tools/fuzz/mutate.ts";

/**
 * The float32 text by its definition (independent of the writer): the fewest `toPrecision`
 * digits that read back as the float32, spelled by `String`.
 */
function float32Text(x: number): string {
  if (Object.is(x, -0)) return "0";
  for (let digits = 1; digits <= 9; digits++) {
    const v = Number(x.toPrecision(digits));
    if (Math.fround(v) === x) return String(v);
  }
  throw new Error(`no 9-digit decimal reads back as ${x}`);
}

/** Numbers of every size a track may hold: tiny, huge, whole, negative, not float32. */
function numbers(n: number, seed: number, float32: boolean): Float64Array {
  const rnd = prng(seed);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const r = rnd();
    const x = r < 0.05
      ? Math.round((rnd() - 0.5) * 1e6)
      : r < 0.1
      ? (rnd() - 0.5) * 10 ** Math.floor(rnd() * 76 - 38)
      : (rnd() - 0.5) * 10 ** Math.floor(rnd() * 8 - 4);
    out[i] = float32 ? Math.fround(x) : x;
  }
  return out;
}

function documentTracks(): AnimJTrack[] {
  const n = 20_000;
  const curve = newAnimJTrack("Curve", "float3", "Bone/ü", "Position", n);
  const times = numbers(n, 1, true).map(Math.abs).sort();
  curve.times.set(times);
  curve.values.set(numbers(3 * n, 2, true));
  // Every third key CubicBezier: tangents written next to it.
  for (let k = 0; k < n; k++) curve.interpolations[k] = k % 3 === 0 ? 3 : 1;
  curve.rightTangents.set(numbers(3 * n, 3, true));
  curve.leftTangents.set(numbers(3 * n, 4, true));
  const doubles = newAnimJTrack("Raw", "double2", "Bone", "Extra", n);
  doubles.interval = 1 / 60;
  doubles.values.set(numbers(2 * n, 5, false));
  const ints = newAnimJTrack("Discrete", "long", "Bone", "Count", 3);
  ints.times.set([0, 1, 2]);
  ints.values.set([-9007199254740991, 0, 123]);
  return [curve, doubles, ints];
}

Deno.test("animj write: every number is its shortest text, and a large text is one buffer, uncopied", () => {
  const tracks = documentTracks();
  for (const pretty of [false, true]) {
    const bytes = writeAnimJ({ name: "numbers é", globalDuration: 0, tracks }, { pretty });
    ok(bytes.length > 1 << 20);
    // Written into the buffer sized beforehand: the bound held.
    ok(bytes.buffer.byteLength > bytes.length, "one buffer");
    equal(bytes.byteOffset, 0);
    const text = new TextDecoder().decode(bytes);
    // The Curve track's numbers in key order: time, x, y, z, then tangents where written.
    const [curve, doubles] = tracks as [AnimJTrack, AnimJTrack];
    const expected: string[] = [];
    for (let k = 0; k < curve.count; k++) {
      expected.push(float32Text(curve.times[k]!));
      for (let c = 0; c < 3; c++) expected.push(float32Text(curve.values[3 * k + c]!));
      const left = k > 0 && curve.interpolations[k - 1] === 3;
      const right = curve.interpolations[k] === 3 && k < curve.count - 1;
      for (
        const [on, source] of [[left, curve.leftTangents], [right, curve.rightTangents]] as const
      ) {
        if (on) {
          for (let c = 0; c < 3; c++) expected.push(float32Text(source[3 * k + c]!));
        }
      }
    }
    // The Raw track's interval, then its samples.
    expected.push(animjNumber(doubles.interval, true));
    for (let i = 0; i < doubles.values.length; i++) {
      expected.push(animjNumber(doubles.values[i]!, false));
    }
    const start = text.indexOf('"keyframes"');
    const found = text.slice(start, text.lastIndexOf('"Count"')).match(
      /(?<=: |\[\s*|,\s*)-?\d[\d.e+-]*/g,
    )!;
    equal(found.length, expected.length);
    found.forEach((t, i) => equal(t, expected[i], `number ${i}`));
    // And the text reads back as the numbers written (shortest round trip).
    const parsed = JSON.parse(text);
    equal(parsed.tracks[2].data.keyframes[0].value, -9007199254740991);
  }
});
