import { deepEqual, equal, ok } from "node:assert/strict";
import { mrtkFormat, mrtkToClip, readMrtk } from "../src/formats/mrtk/mod.ts";
import { convertClip } from "../src/convert/convert_clip.ts";
import type { Clip, Curve } from "../src/model/clip.ts";
import { buildMrtk } from "./fixtures/mrtk_bytes.ts";

const write = (clip: Clip, options: object = {}) => convertClip(clip, mrtkFormat, options);

Deno.test("clip → MRTK --reduce: MRTK's 2 mm camera tolerance, a line collapses, a bump stays", () => {
  // The camera moves along x = t; y has a 5 mm bump at 0.5 s; 101 keys each.
  const times = Array.from({ length: 101 }, (_, i) => i / 100);
  const source = mrtkToClip(readMrtk(buildMrtk({
    minor: 1,
    camera: [
      { keys: times.map((t) => [t, t]) },
      { keys: times.map((t) => [t, t === 0.5 ? 0.005 : 0]) },
      { keys: times.map((t) => [t, 0]) },
    ],
  })));
  const result = write(source, { reduce: true });
  const report = result.tracks[0]!;
  equal(report.tolerance, 0.002);
  equal(report.note, "keys reduced with MRTK's tolerances");
  const [x, y, z] = readMrtk(result.bytes).camera!.position;
  // x and z are straight: their ends remain. y: the chord 0 → 1 misses the bump by 5 mm, so
  // 0.5 stays; 0 → 0.5 misses y(0.49) = 0 by 4.9 mm, so 0.49 stays (and 0.51); the rest are on
  // lines.
  deepEqual([...x.keys.time], [0, 1]);
  deepEqual([...z.keys.time], [0, 1]);
  deepEqual([...y.keys.time].map((t) => Math.round(t * 100)), [0, 49, 50, 51, 100]);
  equal(report.keysAfter, 2 + 5 + 2);
  ok(report.maxError < 1e-6, `${report.maxError}`);
});

Deno.test("clip → MRTK --reduce: a curve MRTK cannot hold stays within 2 mm in space", () => {
  // A helix: a position that no straight segment holds exactly.
  const curve: Curve = {
    valueType: "float3",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 2]),
    evaluate: (t) => ({ x: 0.1 * Math.cos(3 * t), y: 0.1 * Math.sin(3 * t), z: 0.05 * t }),
  };
  const clip: Clip = {
    name: "helix",
    duration: 2,
    events: [],
    tracks: [{ node: "Camera", property: "position", valueType: "float3", curve }],
  };
  const plain = write(clip).tracks[0]!;
  const reduced = write(clip, { reduce: true });
  const report = reduced.tracks[0]!;
  ok(report.keysAfter < plain.keysAfter, `${report.keysAfter} < ${plain.keysAfter}`);
  ok(report.maxError <= 0.002, `${report.maxError}`);
  // Independently of the report: what MRTK plays is within 2 mm of the helix (distance in space,
  // MRTK's measure), plus float32 rounding.
  const played = mrtkToClip(readMrtk(reduced.bytes)).tracks[0]!.curve;
  let worst = 0;
  for (let i = 0; i <= 2000; i++) {
    const t = i / 1000;
    const a = curve.evaluate(t) as { x: number; y: number; z: number };
    const b = played.evaluate(t) as { x: number; y: number; z: number };
    worst = Math.max(worst, Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z));
  }
  ok(worst <= 0.002 + 1e-6, `${worst} m`);
  ok(worst > 0.0005, `the reduction used the tolerance (${worst} m)`);
});

Deno.test("clip → MRTK 1.0: eye gaze is left out with a warning, the rest is written", () => {
  const source = mrtkToClip(readMrtk(buildMrtk({
    minor: 1,
    camera: [{ keys: [[0, 1], [1, 2]] }],
    gaze: [{ keys: [[0, 1]] }, { keys: [] }, { keys: [] }, { keys: [[0, 0], [1, 1]] }],
  })));
  const result = write(source, { version: "1.0" });
  ok(result.warnings.includes("EyeGaze.origin dropped: version 1.0 has no eye gaze"));
  ok(result.warnings.includes("EyeGaze.direction dropped: version 1.0 has no eye gaze"));
  const doc = readMrtk(result.bytes);
  equal(doc.versionMinor, 0);
  deepEqual([...doc.camera!.position[0].keys.value], [1, 2]);
  deepEqual(result.tracks.map((t) => `${t.node}.${t.property} ${t.mapping}`), [
    "Camera.position exact",
  ]);
});
