import { deepEqual, ok } from "node:assert/strict";
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

Deno.test("AnimJ: keys before 0 are folded into a key at 0; --shift-time moves the clip instead", async () => {
  const { buildMrtk } = await import("./fixtures/mrtk_bytes.ts");
  const { mrtkToClip, readMrtk } = await import("../src/formats/mrtk/mod.ts");
  const { animjFormat } = await import("../src/formats/animj/mod.ts");
  // MRTK keeps one bool key before the recording's cut-off: −5.25 s (notes-mrtk.md §2).
  const clip = mrtkToClip(readMrtk(buildMrtk({
    minor: 1,
    camera: [{ keys: [[0, 1], [1, 2]] }],
    hands: {
      tracked: [{ keys: [[-5.25, 1], [0.5, 0]] }, { keys: [] }],
      pinching: [{ keys: [] }, { keys: [] }],
    },
  })));
  const result = animjFormat.fromClip!(clip);
  const report = result.tracks.find((t) => t.property === "tracked")!;
  ok(/keys before 0 s folded/.test(report.note ?? ""), report.note);
  const back = animjFormat.toClip!(result.bytes);
  const tracked = back.tracks.find((t) => t.property === "tracked")!;
  const camera = back.tracks.find((t) => t.property === "position")!;
  // The time base is kept: tracked is on from 0 and switches off at 0.5 s; the camera's x goes
  // 1 → 2 over [0, 1].
  deepEqual([...tracked.curve.keyTimes()], [0, 0.5]);
  ok(tracked.curve.evaluate(0.4) === true && tracked.curve.evaluate(0.6) === false);
  ok(Math.abs((camera.curve.evaluate(0.5) as { x: number }).x - 1.5) < 1e-6);
  // Shifting stays available: everything moves by 5.25 s.
  const shifted = animjFormat.fromClip!(clip, { shiftTime: true });
  ok(shifted.warnings.some((w) => /shifted by 5\.25 s/.test(w)));
  const moved = animjFormat.toClip!(shifted.bytes);
  const movedTracked = moved.tracks.find((t) => t.property === "tracked")!;
  ok(movedTracked.curve.evaluate(5.7) === true && movedTracked.curve.evaluate(5.8) === false);
});
