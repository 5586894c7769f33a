import { deepEqual, equal, match, ok } from "node:assert/strict";
import {
  clipToMrtk,
  mrtkFormat,
  mrtkToClip,
  readMrtk,
  reduceMrtk,
  writeMrtk,
} from "../src/formats/mrtk/mod.ts";
import type { Clip, Curve } from "../src/model/clip.ts";
import { buildMrtk, type FixtureCurve } from "./fixtures/mrtk_bytes.ts";
import { assertClose, corpus, expectAnimkitError, NO_CORPUS } from "./_helpers.ts";

const CORPUS = [
  "mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin",
  "mrtk/isaakhanimann--holographic-recording--InputAnimation-20201011-130542.bin",
];

Deno.test("corpus: reading a 1.0 file and writing 1.0 reproduces it byte for byte", {
  ignore: NO_CORPUS,
}, async () => {
  for (const path of CORPUS) {
    const bytes = await Deno.readFile(corpus(path));
    deepEqual(writeMrtk(readMrtk(bytes), { version: "1.0" }), bytes, path);
  }
});

const LINEAR = (t: number, v: number) => [t, v, 0, 0, 0, 0, 3];
const content = {
  camera: [{ keys: [[0, 1], [0.5, 2]] }, { keys: [[0, -1]] }],
  hands: {
    tracked: [{ keys: [[-0.25, 1], [2, 0]] }, { keys: [] }] as [FixtureCurve, FixtureCurve],
    pinching: [{ keys: [] }, { keys: [[1, 1]] }] as [FixtureCurve, FixtureCurve],
    right: { 5: [{ keys: [[0, 0.5]] }, { keys: [] }, { keys: [] }, { keys: [[0, 1], [1, 0]] }] },
  },
  markers: [[0.5, "ready"], [1.5, "x".repeat(130)]] as [number, string][],
};

Deno.test("1.0 → 1.1: the output equals independently assembled 1.1 bytes", () => {
  const full = (c: FixtureCurve) => ({ ...c, keys: c.keys.map(([t, v]) => LINEAR(t!, v!)) });
  const v10 = buildMrtk({
    ...content,
    camera: content.camera.map(full),
    hands: {
      ...content.hands,
      right: { 5: content.hands.right[5].map(full) },
    },
  });
  const expected11 = buildMrtk({ ...content, minor: 1 });
  deepEqual(writeMrtk(readMrtk(v10), { version: "1.1" }), expected11);
  // …and back: 1.1 → 1.0 gives the 1.0 bytes (simple keys are filled as MRTK's reader does).
  deepEqual(writeMrtk(readMrtk(expected11), { version: "1.0" }), v10);
});

Deno.test("1.1 with eye gaze and markers rewrites identically", () => {
  const bytes = buildMrtk({
    minor: 1,
    gaze: [{ keys: [[0, 1]] }, { keys: [] }, { keys: [] }, { keys: [[0, 0], [1, 1]] }],
    markers: [[0, "ä"]],
  });
  deepEqual(writeMrtk(readMrtk(bytes)), bytes);
  const rewritten = mrtkFormat.rewrite!(bytes);
  deepEqual(rewritten.bytes, bytes);
  ok(rewritten.tracks.every((t) => t.mapping === "exact"));
});

Deno.test("writing 1.0 drops eye gaze and says so", () => {
  const bytes = buildMrtk({ minor: 1, gaze: [{ keys: [[0, 1]] }] });
  const result = mrtkFormat.rewrite!(bytes, { version: "1.0" });
  equal(readMrtk(result.bytes).eyeGaze, null);
  ok(result.warnings.some((w) => /eye gaze dropped/.test(w)));
  equal(result.tracks.find((t) => t.node === "EyeGaze")?.mapping, "dropped");
});

Deno.test("key reduction: a line collapses, a 5 mm bump keeps its neighbours", () => {
  const times = Array.from({ length: 101 }, (_, i) => i / 100);
  const x = { keys: times.map((t) => [t, t]) };
  const y = { keys: times.map((t) => [t, t === 0.5 ? 0.005 : 0]) };
  const z = { keys: times.map((t) => [t, 0]) };
  const doc = readMrtk(buildMrtk({ minor: 1, camera: [x, y, z] }));
  const r = reduceMrtk(doc); // camera: 2 mm
  const [rx, ry, rz] = r.document.camera!.position;
  // x = t is a straight line: its two ends remain. z = 0: likewise.
  deepEqual([...rx.keys.time], [0, 1]);
  deepEqual([...rz.keys.time], [0, 1]);
  // y: the chord 0 → 1 misses the bump by 5 mm > 2 mm, so 0.5 stays; the chord 0 → 0.5 misses
  // y(0.49) = 0 by 0.49/0.5 · 5 mm = 4.9 mm, so 0.49 stays (likewise 0.51); the rest lie on lines.
  deepEqual([...ry.keys.time].map((t) => Math.round(t * 100)), [0, 49, 50, 51, 100]);
  equal(r.keysBefore, 303);
  equal(r.keysAfter, 2 + 5 + 2);
  ok(r.worstPosition < 1e-7, `worst ${r.worstPosition}`);
});

Deno.test("key reduction: a slow rotation collapses within 0.2°", () => {
  // 1° about z over one second, 101 keys: q = (0, 0, sin(θ/2), cos(θ/2)).
  const times = Array.from({ length: 101 }, (_, i) => i / 100);
  const half = (t: number) => (t * Math.PI) / 360;
  const zero = { keys: times.map((t) => [t, 0]) };
  const qz = { keys: times.map((t) => [t, Math.sin(half(t))]) };
  const qw = { keys: times.map((t) => [t, Math.cos(half(t))]) };
  const doc = readMrtk(buildMrtk({ minor: 1, camera: [zero, zero, zero, zero, zero, qz, qw] }));
  const r = reduceMrtk(doc);
  for (const c of r.document.camera!.rotation) equal(c.keys.time.length, 2);
  // The lerp of two unit quaternions 1° apart stays within (1°)²-order of the true rotation.
  ok(r.worstAngle < 0.01, `worst ${r.worstAngle}`);
  // 90° over the same second: the lerp's midpoint is right (symmetry), but at a quarter of the
  // chord it is off by several degrees, so keys stay, and nothing dropped is off by more than 0.2°.
  const big = (t: number) => (t * Math.PI) / 4;
  const turn = readMrtk(buildMrtk({
    minor: 1,
    camera: [zero, zero, zero, zero, zero, { keys: times.map((t) => [t, Math.sin(big(t))]) }, {
      keys: times.map((t) => [t, Math.cos(big(t))]),
    }],
  }));
  const rt = reduceMrtk(turn);
  ok(rt.document.camera!.rotation[3].keys.time.length > 2);
  ok(rt.worstAngle > 0 && rt.worstAngle <= 0.2, `worst ${rt.worstAngle}`);
});

Deno.test("key reduction: bool curves keep only changes", () => {
  const doc = readMrtk(buildMrtk({
    hands: {
      tracked: [{ keys: [[0, 1], [1, 1], [2, 0], [3, 0], [4, 1]] }, { keys: [] }],
      pinching: [{ keys: [] }, { keys: [] }],
    },
  }));
  deepEqual([...reduceMrtk(doc).document.hands!.tracked[0].keys.time], [0, 2, 4]);
});

Deno.test("normalize: unit, hemisphere-continuous rotations", () => {
  const s45 = Math.SQRT1_2;
  const bytes = buildMrtk({
    minor: 1,
    camera: [{ keys: [] }, { keys: [] }, { keys: [] }, { keys: [[0, 0], [1, 0]] }, { keys: [] }, {
      keys: [[0, 0], [1, s45], [2, 0]],
    }, { keys: [[0, 1], [1, s45], [2, -1]] }],
  });
  const raw = mrtkToClip(readMrtk(bytes)).tracks[0]!.curve;
  const unit = mrtkToClip(readMrtk(bytes), { normalize: true }).tracks[0]!.curve;
  // Raw: the lerp of (0,0,0,1) and (0,0,sin 45°,cos 45°) at 0.5 is (0, 0, 0.35355, 0.85355).
  const r = raw.evaluate(0.5) as { z: number; w: number };
  assertClose(r.z, s45 / 2, 1e-6);
  assertClose(r.w, (1 + s45) / 2, 1e-6);
  // Normalised: a 45° turn about z, (0, 0, sin 22.5°, cos 22.5°) = (0, 0, 0.382683, 0.923880).
  const n = unit.evaluate(0.5) as { z: number; w: number };
  assertClose(n.z, 0.3826834, 1e-6);
  assertClose(n.w, 0.9238795, 1e-6);
  // The key at 2 s, (0,0,0,−1), is flipped to (0,0,0,1) next to (0,0,.707,.707): halfway is
  // normalize(0, 0, 0.35355, 0.85355) again, where the raw lerp gives (0, 0, 0.354, −0.146).
  const n2 = unit.evaluate(1.5) as { z: number; w: number };
  assertClose(n2.z, 0.3826834, 1e-6);
  assertClose(n2.w, 0.9238795, 1e-6);
  assertClose((raw.evaluate(1.5) as { w: number }).w, (s45 - 1) / 2, 1e-6);
});

Deno.test("clip → MRTK: Unity curves carry over key for key", () => {
  const bytes = buildMrtk({ ...content, minor: 1 });
  const result = clipToMrtk(mrtkToClip(readMrtk(bytes)));
  deepEqual(result.bytes, bytes);
  ok(result.tracks.every((t) => t.mapping === "exact" && t.maxError === 0));
});

function sine(node: string, property: string, valueType: "float3" | "floatQ"): Clip["tracks"][0] {
  const curve: Curve = {
    valueType,
    semantics: "test",
    keyTimes: () => new Float64Array([0, 1]),
    evaluate: (t) =>
      valueType === "float3"
        ? { x: Math.sin(t), y: 0, z: 1 }
        : { x: 0, y: 0, z: Math.sin(t / 2), w: Math.cos(t / 2) },
  };
  return { node, property, valueType, curve };
}

Deno.test("clip → MRTK: other curves are fitted within the default tolerance", () => {
  const clip: Clip = {
    name: "c",
    duration: 1,
    events: [{ time: 0.5, name: "half" }],
    tracks: [sine("Camera", "position", "float3")],
  };
  const result = clipToMrtk(clip);
  const report = result.tracks[0]!;
  equal(report.mapping, "fitted");
  // Default tolerance: 1e-4 × the widest component range, sin(1) − sin(0) for x.
  assertClose(report.tolerance!, 1e-4 * Math.sin(1), 1e-12);
  // Straight keys need h²/8 · max|sin''| ≤ tolerance: h ≈ 0.028 s, so about 36 segments, far
  // fewer than a 60 Hz resample's 61 keys.
  ok(report.keysAfter < 3 * 61, `${report.keysAfter} keys`);
  // What MRTK plays, against sin itself on a fine grid (float32 values on top).
  const played = mrtkToClip(readMrtk(result.bytes)).tracks[0]!.curve;
  for (let i = 0; i <= 1000; i++) {
    const t = i / 1000;
    const x = (played.evaluate(t) as { x: number }).x;
    ok(Math.abs(x - Math.sin(t)) <= report.tolerance! + 1e-7, `t=${t}`);
  }
  deepEqual(readMrtk(result.bytes).markers, [{ time: 0.5, name: "half" }]);
});

Deno.test("clip → MRTK: tracks without a place fail unless dropped", () => {
  const clip: Clip = {
    name: "c",
    duration: 1,
    events: [],
    tracks: [sine("bone_3", "translation", "float3"), sine("Camera", "rotation", "floatQ")],
  };
  const e = expectAnimkitError(() => clipToMrtk(clip));
  match(e.message, /bone_3\.translation \(float3\)/);
  // The message says which names a recording holds.
  match(e.message, /a recording holds Camera\.position \(float3\), Camera\.rotation \(floatQ\)/);
  const result = clipToMrtk(clip, { dropUnmappable: true });
  deepEqual(result.tracks.map((t) => t.mapping), ["dropped", "fitted"]);
  // Dropping every track leaves nothing to write: refused, not an empty recording.
  const none: Clip = { ...clip, tracks: [sine("bone_3", "translation", "float3")] };
  const empty = expectAnimkitError(() => clipToMrtk(none, { dropUnmappable: true }));
  match(empty.message, /nothing to write/);
});

Deno.test("writing 1.1 from full keys with tangents reports what the simple keys lose", () => {
  // Key 0 leaves with slope 4 (Hermite): between 0 and 1 the curve bulges above the straight line
  // that 1.1's (time, value) keys play by d(s) = 4(s³−2s²+s) + (3s²−2s³) − s = 2s³ − 5s² + 3s:
  // d(0.5) = 0.5, and the largest gap is at s = (10 − √28)/12 ≈ 0.3924, d ≈ 0.5282. The report
  // measures on a grid that includes 0.5, so its error lies between the two.
  const bytes = buildMrtk({ camera: [{ keys: [[0, 0, 0, 4, 0, 0, 0], [1, 1, 0, 0, 0, 0, 0]] }] });
  const result = mrtkFormat.rewrite!(bytes, { version: "1.1" });
  const camera = result.tracks.find((t) => t.node === "Camera" && t.property === "position")!;
  equal(camera.mapping, "resampled");
  ok(camera.maxError >= 0.5 && camera.maxError <= 0.5282, `error ${camera.maxError}`);
  // Converted through the model, 1.1 gets straight keys fitted to the Hermite bulge instead.
  const viaClip = clipToMrtk(mrtkToClip(readMrtk(bytes)), { version: "1.1" }).tracks[0]!;
  equal(viaClip.mapping, "fitted");
  ok(viaClip.maxError <= viaClip.tolerance!, `${viaClip.maxError} ≤ ${viaClip.tolerance}`);
  // Kept as 1.0, nothing is lost.
  equal(mrtkFormat.rewrite!(bytes).tracks[0]!.mapping, "exact");
});
