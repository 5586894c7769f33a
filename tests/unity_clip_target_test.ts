/**
 * The Unity clip target: transform paths from a clip's node hierarchy (the paths Unity binds
 * curves by below the Animator, as the glTF importers build the objects), and jumps written as
 * Unity's hold (a key whose out-slope is infinite holds its value until the next key) with the
 * new value's key at the float32 time where the source has it.
 */
import { deepEqual, equal, ok } from "node:assert/strict";
import { assertClose } from "./_helpers.ts";
import { mayaBytes, mayaCurve, mayaFields, mayaHeader, mayaRow } from "./fixtures/maya_text.ts";
import { exporterGltf, glbOf } from "./fixtures/gltf_bytes.ts";
import { readClip } from "../src/formats/registry.ts";
import { unityClipFormat } from "../src/formats/unity_clip/mod.ts";
import { readUnityClip } from "../src/formats/unity_clip/read.ts";
import type { UnityClipCurve } from "../src/formats/unity_clip/document.ts";
import { GltfCurve } from "../src/formats/gltf/curve.ts";
import { UnityCurve, UnityWrapMode } from "../src/curves/unity_curve.ts";
import { VectorCurve } from "../src/curves/compose.ts";
import type { Clip, ClipNode, Curve, Track } from "../src/model/clip.ts";

/** The float32 next to a float32 `x`, up or down (by its bits). */
function next32(x: number, up = true): number {
  const f = new Float32Array([x]);
  const bits = new Int32Array(f.buffer);
  bits[0]! += (x > 0) === up ? 1 : -1;
  return f[0]!;
}

const still = (valueType: "float3" | "floatQ"): Curve => ({
  valueType,
  semantics: "test",
  keyTimes: () => new Float64Array([0, 1]),
  evaluate: (t) =>
    valueType === "floatQ"
      ? { x: 0, y: Math.sin(t / 4), z: 0, w: Math.cos(t / 4) }
      : { x: t, y: 2 * t, z: 0 },
});

Deno.test("unity-clip target: a clip with nodes gets each node's path from its scene root", () => {
  // A glTF scene as Blender exports a rigged model: the armature object `root` (a scene root
  // node), the bone chain below it, the mesh beside the bones, and a second scene root `Lamp`.
  const nodes: ClipNode[] = [
    { name: "root" },
    { name: "b_Root_00", parent: 0 },
    { name: "b_Hip_01", parent: 1 },
    { name: "b_Spine01_02", parent: 2 },
    { name: "b_Neck_04", parent: 3 },
    { name: "b_Head_05", parent: 4 },
    { name: "fox", parent: 0 },
    { name: "Lamp" },
  ];
  const track = (node: string, property: string, curve: Curve): Track => ({
    node,
    property,
    valueType: curve.valueType,
    curve,
  });
  const weight: Curve = {
    valueType: "float",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 1]),
    evaluate: (t) => Math.min(1, Math.max(0, t)),
  };
  const clip: Clip = {
    name: "Survey",
    duration: 1,
    events: [],
    nodes,
    tracks: [
      track("b_Head_05", "rotation", still("floatQ")),
      track("b_Hip_01", "translation", still("float3")),
      track("root", "scale", still("float3")),
      track("fox", "blendShape.smile", weight),
      track("Lamp", "intensity", weight),
      track("Stray", "intensity", weight), // no node of that name: the name stays the path
    ],
  };
  const result = unityClipFormat.fromClip!(clip);
  const expected = [
    "root/b_Root_00/b_Hip_01/b_Spine01_02/b_Neck_04/b_Head_05",
    "root/b_Root_00/b_Hip_01",
    "root",
    "root/fox",
    "Lamp",
    "Stray",
  ];
  deepEqual(result.tracks.map((r) => r.node), expected);
  const doc = readUnityClip(result.bytes);
  const runtime = doc.curves.filter((c) => !/Editor/.test(c.list));
  deepEqual(runtime.map((c) => [c.list, c.path]), [
    ["m_RotationCurves", expected[0]],
    ["m_PositionCurves", expected[1]],
    ["m_ScaleCurves", expected[2]],
    ["m_FloatCurves", expected[3]],
    ["m_FloatCurves", expected[4]],
    ["m_FloatCurves", expected[5]],
  ]);
  // Read back through the Unity reader: the tracks sit on those paths and the paths rebuild the
  // hierarchy below the animated object (node 0, `""`).
  const back = readClip(result.bytes);
  deepEqual(back.tracks.map((t) => [t.node, t.property]), [
    [expected[0], "localRotation"],
    [expected[1], "localPosition"],
    [expected[2], "localScale"],
    [expected[3], "blendShape.smile"],
    [expected[4], "intensity"],
    [expected[5], "intensity"],
  ]);
  const chain = (name: string) => {
    const names: string[] = [];
    let at = back.nodes!.findIndex((n) => n.name === name);
    while (at > 0) names.unshift(back.nodes![at]!.name), at = back.nodes![at]!.parent ?? -1;
    return names;
  };
  deepEqual(chain("b_Head_05"), [
    "root",
    "b_Root_00",
    "b_Hip_01",
    "b_Spine01_02",
    "b_Neck_04",
    "b_Head_05",
  ]);
  deepEqual(chain("Lamp"), ["Lamp"]);
  for (const t of [0, 0.5, 1]) {
    deepEqual(back.tracks[1]!.curve.evaluate(t), {
      x: Math.fround(t),
      y: Math.fround(2 * t),
      z: 0,
    });
  }
});

Deno.test("unity-clip target: a GLB's animated node below its scene root node", () => {
  // The exporter-shaped file with its node `Sphere` moved below `Armature`, the scene's only root
  // node, beside an unanimated `Light`. The importers keep a single root node as a GameObject
  // below the scene's object (which holds the Animator), so it leads the path.
  const { json, bin } = exporterGltf();
  const gltf = JSON.parse(json);
  gltf.nodes = [{ name: "Armature", children: [1, 2] }, { name: "Light" }, { name: "Sphere" }];
  gltf.scenes = [{ name: "Scene", nodes: [0] }];
  for (const channel of gltf.animations[0].channels) channel.target.node = 2;
  const clip = readClip(glbOf(JSON.stringify(gltf), bin));
  const result = unityClipFormat.fromClip!(clip);
  const back = readClip(result.bytes);
  deepEqual(back.tracks.map((t) => [t.node, t.property]), [
    ["Armature/Sphere", "localPosition"],
    ["Armature/Sphere", "localScale"],
  ]);
  // The STEP scale switches at float32(1/3) to 2 (the file's second key).
  deepEqual(back.tracks[1]!.curve.evaluate(Math.fround(1 / 3)), { x: 2, y: 2, z: 2 });
});

Deno.test("unity-clip target: a Unity clip keeps its paths, an MRTK recording its layout", () => {
  const walk = readClip(Deno.readFileSync(new URL("./fixtures/unity/walk.anim", import.meta.url)));
  const back = readClip(unityClipFormat.fromClip!(walk).bytes);
  deepEqual(back.tracks.map((t) => t.node), walk.tracks.map((t) => t.node));
  const wave = readClip(Deno.readFileSync(new URL("../samples/wave.mrtk.bin", import.meta.url)));
  ok(wave.nodes !== undefined && wave.nodes.some((n) => n.parent !== undefined));
  const paths = new Set(readClip(unityClipFormat.fromClip!(wave).bytes).tracks.map((t) => t.node));
  ok(
    paths.has("Hands/Right/Wrist") && paths.has("EyeGaze") && paths.has("Camera"),
    [...paths].join(),
  );
});

/** The runtime curve of a written clip at `path` in `list`. */
function written(bytes: Uint8Array, list: string, path: string): UnityClipCurve {
  const curve = readUnityClip(bytes).curves.find((c) => c.list === list && c.path === path);
  ok(curve, `no ${list} curve at ${path}`);
  return curve;
}

/** Asserts the key at `time` exists, holds `value` from there, and the key before it holds. */
function assertHeldJump(curve: UnityClipCurve, time: number, value: number, c = 0): void {
  const i = [...curve.time].indexOf(time);
  ok(i > 0, `a key at ${time} (keys ${[...curve.time].join(", ")})`);
  equal(curve.components[c]!.value[i], Math.fround(value));
  equal(curve.components[c]!.outTangent[i - 1], Infinity, "the key before the jump holds");
}

/** The clip read back from `bytes`, its one track evaluated as Unity plays it. */
function player(bytes: Uint8Array, component = "x"): (t: number) => number {
  const curve = readClip(bytes).tracks[0]!.curve;
  return (t) => {
    const v = curve.evaluate(t);
    return typeof v === "number" ? v : (v as unknown as Record<string, number>)[component]!;
  };
}

const scalarClip = (curve: Curve, duration: number): Clip => ({
  name: "jump",
  duration,
  events: [],
  tracks: [{ node: "n", property: "w", valueType: "float", curve }],
});

Deno.test("unity-clip target: a drop between keys 1e-9 s apart is a hold, not a ramp", () => {
  // Rises to 2.5 at 2.5 s − 1e-9 s, is 0 from 2.5 s on. A float32 clock cannot tell the two key
  // times apart: float32 2.5 stands for 2.5 s − 1e-9 s, still at the top; the drop shows from
  // the next float32 time, 2.5 + 2^-22.
  const curve = new GltfCurve(
    "float",
    "LINEAR",
    new Float64Array([0, 2.5 - 1e-9, 2.5, 5]),
    new Float32Array([0, 2.5, 0, 0]),
    1,
    0,
    1,
  );
  const result = unityClipFormat.fromClip!(scalarClip(curve, 5));
  const report = result.tracks[0]!;
  ok(report.maxError <= report.tolerance!, `${report.maxError} > ${report.tolerance}`);
  const after = 2.5 + 2 ** -22;
  assertHeldJump(written(result.bytes, "m_FloatCurves", "n"), after, 0);
  const play = player(result.bytes);
  assertClose(play(2.5), 2.5, report.tolerance!, "at 2.5");
  equal(play(after), 0);
  // No ramp: every float32 time just before plays the rise, every one after plays 0.
  for (let k = 1, t = 2.5; k <= 8; k++, t = next32(t, false)) {
    assertClose(play(t), t, report.tolerance!, `t=${t}`);
  }
  for (let k = 1, t = after; k <= 8; k++, t = next32(t)) equal(play(t), 0, `t=${t}`);
});

Deno.test("unity-clip target: a held key at 1/3 s switches at float32 1/3, held before", () => {
  // glTF STEP: 0, then 1 from 1/3 s on. float32(1/3) = 0.33333334 is after 1/3: the new value.
  const curve = new GltfCurve(
    "float",
    "STEP",
    new Float64Array([0, 1 / 3]),
    new Float32Array([0, 1]),
    1,
    0,
    1,
  );
  const result = unityClipFormat.fromClip!(scalarClip(curve, 1));
  equal(result.tracks[0]!.mapping, "exact");
  assertHeldJump(written(result.bytes, "m_FloatCurves", "n"), Math.fround(1 / 3), 1);
  const play = player(result.bytes);
  equal(play(next32(Math.fround(1 / 3), false)), 0);
  equal(play(Math.fround(1 / 3)), 1);
});

Deno.test("unity-clip target: a Loop baked over the clip jumps back at each wrap", () => {
  // x rises 0 → 2.5 over [0, 2.5 s] and loops; y and z are keyed elsewhere, so the vector is
  // fitted over the clip rather than copied.
  const x = UnityCurve.linearKeys(
    [0, 2.5],
    [0, 2.5],
    UnityWrapMode.ClampForever,
    UnityWrapMode.Loop,
  );
  const flat = UnityCurve.linearKeys([0, 1], [0, 0]);
  const source = new VectorCurve("float3", "unity", [x, flat, flat]);
  const clip: Clip = {
    name: "loop",
    duration: 5,
    events: [],
    tracks: [{ node: "n", property: "localPosition", valueType: "float3", curve: source }],
  };
  const result = unityClipFormat.fromClip!(clip);
  const report = result.tracks[0]!;
  equal(report.mapping, "fitted");
  ok(report.maxError <= report.tolerance!, `${report.maxError} > ${report.tolerance}`);
  const curve = written(result.bytes, "m_PositionCurves", "n");
  // At 2.5 s Unity still plays the last key (Loop wraps times past the end), at 5 s the first.
  assertHeldJump(curve, 2.5 + 2 ** -22, 2 ** -22);
  assertHeldJump(curve, 5, 0);
  const play = player(result.bytes);
  for (const wrap of [2.5, 5]) {
    let t = wrap;
    for (let k = 0; k < 6; k++) t = next32(t, false);
    for (let k = 0; k < 12; k++, t = next32(t)) {
      if (t > 5) break;
      assertClose(play(t), x.evaluate(t), report.tolerance!, `t=${t}`);
    }
  }
});

Deno.test("unity-clip target: Maya stepnext and step tangents become holds at their keys", () => {
  // 30 fps: 0 → 1 over frames 0–10, `stepnext` out of frame 10 (2 right after 1/3 s), `step` out
  // of frame 20 (2 held until frame 25, 5/6 s, then 3).
  const maya = readClip(mayaBytes([
    ...mayaHeader({ timeUnit: "ntsc" }),
    ...mayaCurve("weight weight n 0 0 0", mayaFields("unitless"), [
      mayaRow(0, 0, "linear", "linear"),
      mayaRow(10, 1, "linear", "stepnext"),
      mayaRow(20, 2, "linear", "step"),
      mayaRow(25, 3, "linear", "linear"),
    ]),
  ]));
  const result = unityClipFormat.fromClip!(maya);
  const report = result.tracks[0]!;
  ok(report.maxError <= report.tolerance!, `${report.maxError} > ${report.tolerance}`);
  const curve = written(result.bytes, "m_FloatCurves", "n");
  // stepnext: the key's own value at the float32 time storing 1/3 s, 2 from the next one.
  const third = Math.fround(1 / 3);
  assertHeldJump(curve, next32(third), 2);
  // step: 3 from the float32 time storing 5/6 s (0.8333333, just before 5/6).
  assertHeldJump(curve, Math.fround(5 / 6), 3);
  const play = player(result.bytes);
  assertClose(play(third), 1, report.tolerance!);
  equal(play(next32(third)), 2);
  equal(play(next32(Math.fround(5 / 6), false)), 2);
  equal(play(Math.fround(5 / 6)), 3);
  // A curve of steps only is copied key for key: the holds are Maya's own keys.
  const steps = readClip(mayaBytes([
    ...mayaHeader({ timeUnit: "ntsc" }),
    ...mayaCurve("weight weight n 0 0 0", mayaFields("unitless"), [
      mayaRow(0, 0, "linear", "step"),
      mayaRow(10, 1, "linear", "step"),
      mayaRow(20, 0, "linear", "linear"),
    ]),
  ]));
  const copied = unityClipFormat.fromClip!(steps);
  equal(copied.tracks[0]!.mapping, "exact");
  equal(copied.tracks[0]!.keysAfter, 3);
  const keys = written(copied.bytes, "m_FloatCurves", "n");
  deepEqual([...keys.time], [0, third, Math.fround(2 / 3)]);
  deepEqual([...keys.components[0]!.outTangent].slice(0, 2), [Infinity, Infinity]);
});
