import { deepEqual, ok } from "node:assert/strict";
import { reduceKeys } from "../src/convert/reduce_keys.ts";

Deno.test("reduceKeys: keeps the corner of a polyline, drops collinear samples", () => {
  // y = |t − 5| sampled at t = 0..10: only the ends and the corner at 5 are needed.
  const times = Float64Array.from({ length: 11 }, (_, i) => i);
  const values = times.map((t) => Math.abs(t - 5));
  deepEqual([...reduceKeys(times, values, 1, 1e-9)], [0, 5, 10]);
});

Deno.test("reduceKeys: every dropped sample is within the tolerance of the kept keys' lerp", () => {
  const times = Float64Array.from({ length: 200 }, (_, i) => i / 50);
  const values = new Float64Array(200 * 2);
  times.forEach((t, i) => {
    values[i * 2] = Math.sin(3 * t);
    values[i * 2 + 1] = Math.cos(t);
  });
  for (const tolerance of [0.1, 0.01, 0.001]) {
    const kept = reduceKeys(times, values, 2, tolerance);
    ok(kept.length < 200);
    for (let k = 0; k + 1 < kept.length; k++) {
      const a = kept[k]!;
      const b = kept[k + 1]!;
      for (let i = a + 1; i < b; i++) {
        const s = (times[i]! - times[a]!) / (times[b]! - times[a]!);
        for (let c = 0; c < 2; c++) {
          const line = values[a * 2 + c]! + (values[b * 2 + c]! - values[a * 2 + c]!) * s;
          ok(Math.abs(line - values[i * 2 + c]!) <= tolerance, `tolerance ${tolerance}`);
        }
      }
    }
  }
});

Deno.test("reduceKeys: slerp keeps a uniform rotation at its ends", () => {
  // 90° about z at constant speed: slerp between the ends reproduces every sample.
  const times = Float64Array.from({ length: 9 }, (_, i) => i / 8);
  const values = new Float64Array(9 * 4);
  times.forEach((t, i) => {
    values[i * 4 + 2] = Math.sin((t * Math.PI) / 4);
    values[i * 4 + 3] = Math.cos((t * Math.PI) / 4);
  });
  deepEqual([...reduceKeys(times, values, 4, 1e-9, "slerp")], [0, 8]);
  ok(reduceKeys(times, values, 4, 1e-9, "lerp").length > 2, "a lerp would need more keys");
});
