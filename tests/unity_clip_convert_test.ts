/**
 * Conversions into and out of Unity clips: MRTK recordings (the documented path layout, carried
 * key for key), Maya's weighted curves (carried as Unity weighted keys), AnimJ and Maya round
 * trips within the fitting engine's tolerances, measured against the source on dense times.
 */
import { deepEqual, equal, ok } from "node:assert/strict";
import { assertClose, corpus, NO_CORPUS } from "./_helpers.ts";
import { readClip } from "../src/formats/registry.ts";
import { unityClipFormat } from "../src/formats/unity_clip/mod.ts";
import { mrtkFormat } from "../src/formats/mrtk/mod.ts";
import { animjFormat } from "../src/formats/animj/mod.ts";
import { mayaFormat } from "../src/formats/maya/mod.ts";
import type { Clip, Track } from "../src/model/clip.ts";
import { maxPlayedError } from "../src/model/compare.ts";

const SAMPLE = new URL("../samples/wave.mrtk.bin", import.meta.url);
const WALK = new URL("./fixtures/unity/walk.anim", import.meta.url);

function track(clip: Clip, node: string, property: string): Track {
  const t = clip.tracks.find((x) => x.node === node && x.property === property);
  ok(t, `no track ${node}.${property}`);
  return t;
}

const grid = (from: number, to: number, n: number) =>
  Float64Array.from({ length: n + 1 }, (_, i) => from + ((to - from) * i) / n);

Deno.test("unity-clip from MRTK: paths Camera, Hands/<Side>[/<Joint>], EyeGaze; keys carried", () => {
  const source = readClip(Deno.readFileSync(SAMPLE));
  const result = unityClipFormat.fromClip!(source);
  const clip = readClip(result.bytes);
  const times = grid(-0.5, 2.5, 301);
  const pairs: [string, string, string, string][] = [
    ["Camera", "position", "Camera", "localPosition"],
    ["Camera", "rotation", "Camera", "localRotation"],
    ["Hand.Right.Joint.Wrist", "position", "Hands/Right/Wrist", "localPosition"],
    ["Hand.Right.Joint.IndexTip", "rotation", "Hands/Right/IndexTip", "localRotation"],
    ["EyeGaze", "origin", "EyeGaze", "localPosition"],
  ];
  for (const [node, property, path, name] of pairs) {
    const a = track(source, node, property).curve;
    const b = track(clip, path, name).curve;
    // The same Unity curves (components keyed at other times share the merged key times, so
    // float32 rounding of the inserted keys is all that differs); rotations raw, not normalised.
    for (const t of times) {
      const va = a.evaluate(t) as unknown as Record<string, number>;
      const vb = b.evaluate(t) as unknown as Record<string, number>;
      for (const k of Object.keys(va)) {
        assertClose(vb[k]!, va[k]!, 1e-6, `${path}.${name}.${k}@${t}`);
      }
    }
  }
  const tracked = track(source, "Hand.Right", "tracked").curve;
  const active = track(clip, "Hands/Right", "m_IsActive").curve;
  for (const t of times) equal((active.evaluate(t) as number) > 0.5, tracked.evaluate(t));
  // The gaze direction becomes the rotation turning +Z onto it: check the turned axis.
  const dir = track(source, "EyeGaze", "direction").curve;
  const rot = track(clip, "EyeGaze", "localRotation").curve;
  for (const t of grid(0, 2, 40)) {
    const d = dir.evaluate(t) as { x: number; y: number; z: number };
    const q = rot.evaluate(t) as { x: number; y: number; z: number; w: number };
    const n = Math.hypot(q.x, q.y, q.z, q.w);
    const [x, y, z, w] = [q.x / n, q.y / n, q.z / n, q.w / n];
    const f = [2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)];
    const l = Math.hypot(d.x, d.y, d.z);
    const cos = (f[0]! * d.x + f[1]! * d.y + f[2]! * d.z) / l;
    ok(Math.acos(Math.min(1, cos)) * 180 / Math.PI <= 0.011, `gaze @ ${t}`);
  }
  deepEqual(clip.events, source.events.map((e) => ({ time: Math.fround(e.time), name: e.name })));
});

Deno.test("unity-clip → MRTK: the path layout reads back as the recording", () => {
  const source = readClip(Deno.readFileSync(SAMPLE));
  const unity = unityClipFormat.fromClip!(source).bytes;
  const back = readClip(mrtkFormat.fromClip!(readClip(unity)).bytes);
  const times = grid(0, 2, 200);
  for (const t of source.tracks) {
    const b = track(back, t.node, t.property).curve;
    if (t.property === "direction") continue; // comes back as a unit vector
    for (const time of times) deepEqual(b.evaluate(time), t.curve.evaluate(time));
  }
});

Deno.test("unity-clip from Maya: weighted curves carried as Unity weighted keys (cm → m)", {
  ignore: NO_CORPUS,
}, () => {
  const maya = readClip(
    Deno.readFileSync(corpus("maya/blender-io-anim_object_location_weighted.anim")),
  );
  const result = unityClipFormat.fromClip!(maya);
  equal(result.tracks[0]!.mapping, "exact");
  const text = new TextDecoder().decode(result.bytes);
  ok(/weightedMode: 2/.test(text) && /weightedMode: 1/.test(text));
  const x = track(maya, "Cube", "translate.translateX").curve;
  const p = track(readClip(result.bytes), "Cube", "localPosition").curve;
  const keys = x.keyTimes();
  for (const t of grid(keys[0]!, keys[keys.length - 1]!, 500)) {
    // Maya's own evaluator (tested against Maya) in cm; the clip in metres, float32 values.
    assertClose(
      (p.evaluate(t) as { x: number }).x,
      (x.evaluate(t) as number) / 100,
      1e-6,
      `@${t}`,
    );
  }
});

Deno.test("unity-clip → AnimJ → unity-clip and → Maya → unity-clip play within the tolerances", () => {
  const source = readClip(Deno.readFileSync(WALK));
  for (const via of [animjFormat, mayaFormat]) {
    const there = via.fromClip!(source, { dropUnmappable: true });
    const back = unityClipFormat.fromClip!(readClip(there.bytes), { dropUnmappable: true });
    const clip = readClip(back.bytes);
    for (const report of there.tracks) {
      if (report.mapping === "dropped") continue;
      const a = track(source, report.node, report.property);
      // Maya splits vectors into per-axis curves and regroups them; compare what comes back.
      const b = clip.tracks.find((t) => t.node === a.node && t.property === a.property);
      if (b === undefined) continue;
      const times = grid(0, 2, 400);
      const error = maxPlayedError(a.curve, b.curve, times);
      const tolerance = (report.tolerance ?? 1e-6) * 2 + 1e-5;
      ok(error <= tolerance, `${via.name} ${a.node}.${a.property}: ${error} > ${tolerance}`);
    }
  }
});
