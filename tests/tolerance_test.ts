import { ok } from "node:assert/strict";
import { clipToMrtk } from "../src/formats/mrtk/mod.ts";
import { animjFromClip } from "../src/formats/animj/mod.ts";
import type { Clip, Curve } from "../src/model/clip.ts";

function sineClip(node: string, property: string): Clip {
  const curve: Curve = {
    valueType: "float3",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 2]),
    evaluate: (t) => ({ x: Math.sin(3 * t), y: 0.5 * t, z: Math.cos(t) }),
  };
  return {
    name: "c",
    duration: 2,
    events: [],
    tracks: [{ node, property, valueType: "float3", curve }],
  };
}

for (
  const [name, convert] of [
    ["MRTK", (c: Clip, o: object) => clipToMrtk(c, o)],
    ["AnimJ", (c: Clip, o: object) => animjFromClip(c, o)],
  ] as const
) {
  Deno.test(`${name}: resampling with a tolerance keeps fewer keys, and the error stays within it`, () => {
    const clip = sineClip("Camera", "position");
    const dense = convert(clip, { rate: 60 }).tracks[0]!;
    for (const tolerance of [1e-2, 1e-3]) {
      const reduced = convert(clip, { rate: 60, tolerance }).tracks[0]!;
      ok(reduced.keysAfter < dense.keysAfter, `${reduced.keysAfter} < ${dense.keysAfter}`);
      // The dense result's own error (linear interpolation between 60 Hz samples) comes on top.
      ok(
        reduced.maxError <= tolerance + dense.maxError + 1e-6,
        `error ${reduced.maxError} within ${tolerance}`,
      );
    }
  });
}
