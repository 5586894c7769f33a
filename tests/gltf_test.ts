import { deepEqual, equal, match, ok } from "node:assert/strict";
import {
  type Accessor,
  type AnimationSampler,
  type Document,
  Document as GltfDocument,
  type Node,
  WebIO,
} from "@gltf-transform/core";
import validator from "gltf-validator";
import { assertClose, cli, corpus, expectAnimkitError, NO_CORPUS } from "./_helpers.ts";
import { readClip, readClips } from "../src/formats/registry.ts";
import { formatByName, FORMATS } from "../src/formats/registry.ts";
import { glbFormat, gltfFormat } from "../src/formats/gltf/mod.ts";
import { gltfFromClip, gltfFromClips } from "../src/formats/gltf/from_clip.ts";
import type { Clip, Curve, Track } from "../src/model/clip.ts";
import type { Value } from "../src/model/value_type.ts";
import { KEYED_LINEAR, KEYED_STEP, type KeyedCurve } from "../src/model/keyed.ts";
import { VectorCurve } from "../src/curves/compose.ts";
import { NormalizedQuaternionCurve } from "../src/curves/quaternion.ts";
import { BoolCurve } from "../src/curves/compose.ts";
import { UnityCurve, unityKeys, UnityWrapMode } from "../src/curves/unity_curve.ts";
import type { WriteResult } from "../src/formats/format.ts";
import { comparisonTimes } from "../src/model/compare.ts";
import { mp1V0Fixture } from "./fixtures/retro_anim_files.ts";

const HAND_FILE = corpus("mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin");

/** Runs the Khronos validator and asserts it reports no errors. */
async function assertValid(bytes: Uint8Array, what: string): Promise<void> {
  const report = await validator.validateBytes(bytes);
  const errors = report.issues.messages.filter((m: { severity: number }) => m.severity === 0);
  equal(report.issues.numErrors, 0, `${what}: ${JSON.stringify(errors.slice(0, 5))}`);
}

async function readBack(bytes: Uint8Array, container: "gltf" | "glb"): Promise<Document> {
  const io = new WebIO();
  if (container === "glb") return await io.readBinary(bytes);
  const json = JSON.parse(new TextDecoder().decode(bytes));
  ok(json.buffers.every((b: { uri: string }) => b.uri.startsWith("data:")), "embedded buffer");
  return await io.readJSON({ json, resources: {} });
}

function components(value: Value): number[] {
  if (typeof value === "number") return [value];
  const v = value as unknown as Record<string, number>;
  return "w" in v ? [v.x!, v.y!, v.z!, v.w!] : [v.x!, v.y!, v.z!];
}

/** A unit quaternion; zero reads as identity (as Unity's `Quaternion.Normalize` does). */
function unit(q: number[]): number[] {
  const length = Math.hypot(...q);
  return length > 1e-12 ? q.map((c) => c / length) : [0, 0, 0, 1];
}

const PATH: Record<string, string> = {
  position: "translation",
  translation: "translation",
  rotation: "rotation",
  scale: "scale",
};

/** The key values of a sampler's output (the middle element of each CUBICSPLINE triple). */
function keyValues(output: Accessor, interpolation: string): number[][] {
  const size = output.getElementSize();
  const array = output.getArray()!;
  const stride = interpolation === "CUBICSPLINE" ? 3 : 1;
  const at = interpolation === "CUBICSPLINE" ? 1 : 0;
  const out: number[][] = [];
  for (let k = 0; k * stride < output.getCount(); k++) {
    const e = (k * stride + at) * size;
    out.push(Array.from(array.subarray(e, e + size)));
  }
  return out;
}

/**
 * glTF playback written from the spec (glTF 2.0 Appendix C), independent of the exporter:
 * clamp outside the keys; STEP holds; LINEAR lerps vectors and slerps quaternions (shorter arc);
 * CUBICSPLINE is the Hermite of value, out-tangent·Δt, next value, next in-tangent·Δt, and
 * rotations are normalised.
 */
function play(sampler: AnimationSampler, rotation: boolean, t: number): number[] {
  const times = sampler.getInput()!.getArray()!;
  const output = sampler.getOutput()!;
  const n = output.getElementSize();
  const data = output.getArray()!;
  const cubic = sampler.getInterpolation() === "CUBICSPLINE";
  const step = sampler.getInterpolation() === "STEP";
  const element = (key: number, part: number) => {
    const at = (cubic ? 3 * key + part : key) * n;
    return Array.from(data.subarray(at, at + n));
  };
  const last = times.length - 1;
  const normalise = (q: number[]) => rotation ? unit(q) : q;
  if (t <= times[0]!) return normalise(element(0, 1));
  if (t >= times[last]!) return normalise(element(last, 1));
  let k = 0;
  while (times[k + 1]! <= t) k++;
  const dt = times[k + 1]! - times[k]!;
  const s = (t - times[k]!) / dt;
  if (step) return normalise(element(k, 0));
  if (cubic) {
    const [p0, b0, p1, a1] = [element(k, 1), element(k, 2), element(k + 1, 1), element(k + 1, 0)];
    return normalise(
      p0.map((_, c) =>
        (2 * s ** 3 - 3 * s ** 2 + 1) * p0[c]! + (s ** 3 - 2 * s ** 2 + s) * dt * b0[c]! +
        (-2 * s ** 3 + 3 * s ** 2) * p1[c]! + (s ** 3 - s ** 2) * dt * a1[c]!
      ),
    );
  }
  const a = element(k, 0);
  const b = element(k + 1, 0);
  if (!rotation) return a.map((v, c) => v + (b[c]! - v) * s);
  let dot = a.reduce((sum, v, c) => sum + v * b[c]!, 0);
  const sign = dot < 0 ? -1 : 1;
  dot = Math.min(1, Math.abs(dot));
  const angle = Math.acos(dot);
  if (angle < 1e-7) return unit(a.map((v, c) => v + (sign * b[c]! - v) * s));
  const wa = Math.sin((1 - s) * angle) / Math.sin(angle);
  const wb = Math.sin(s * angle) / Math.sin(angle);
  return unit(a.map((v, c) => wa * v + sign * wb * b[c]!));
}

/** The rotation angle in degrees between two quaternions of any length and sign. */
function angleDeg(a: number[], b: number[]): number {
  const ua = unit(a);
  const ub = unit(b);
  const sign = ua.reduce((sum, v, c) => sum + v * ub[c]!, 0) < 0 ? -1 : 1;
  // |ua − ub| = 2 sin(φ/2) for the 4-D angle φ; the rotation angle is 2φ.
  const chord = Math.hypot(...ua.map((v, c) => v - sign * ub[c]!));
  return (4 * Math.asin(Math.min(1, chord / 2)) * 180) / Math.PI;
}

/**
 * The worst difference between the source and the independent playback at every key time of
 * both and four points inside each gap, from 0 on: rotations as the angle in degrees between
 * the normalised rotations, other paths per component.
 */
function measure(track: Track, sampler: AnimationSampler, rotation: boolean): number {
  const glTimes = Float64Array.from(sampler.getInput()!.getArray()!);
  let worst = 0;
  for (const t of comparisonTimes([track.curve.keyTimes(), glTimes], 4)) {
    if (t < 0) continue;
    const want = components(track.curve.evaluate(t));
    const got = play(sampler, rotation, t);
    if (rotation) worst = Math.max(worst, angleDeg(want, got));
    else {
      for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(got[c]! - want[c]!));
    }
  }
  return worst;
}

/**
 * Checks every channel of the read-back document against the source clip's own evaluation at
 * the source key times (which glTF keeps as key times): translation/scale to float32 precision,
 * rotations as unit quaternions up to sign.
 */
function assertMatchesSource(doc: Document, clip: Clip, result: WriteResult): number {
  const animation = doc.getRoot().listAnimations()[0]!;
  let checked = 0;
  for (const track of clip.tracks) {
    const path = PATH[track.property];
    if (path === undefined || track.valueType === "bool") continue;
    // The root's tracks are on the node named after the clip, and reported under its name.
    const node = track.node === "" ? clip.name : track.node;
    const report = result.tracks.find((t) => t.node === node && t.property === track.property)!;
    if (report.mapping === "dropped") continue;
    const channel = animation.listChannels().find((c) =>
      c.getTargetNode()?.getName() === node && c.getTargetPath() === path
    );
    ok(channel !== undefined, `${track.node}.${track.property} has a channel`);
    const sampler = channel.getSampler()!;
    // The reported worst error covers what an independent playback measures (the report
    // measures at float32 instants, as glTF stores its times), and an exact mapping plays the
    // source to float32 rounding.
    const measured = measure(track, sampler, path === "rotation");
    ok(
      report.maxError >= measured - 1e-6,
      `${track.node}.${track.property}: reported ${report.maxError}, measured ${measured}`,
    );
    if (report.mapping === "exact") {
      ok(measured <= (path === "rotation" ? 1e-4 : 1e-5), `${track.node}.${track.property} exact`);
    } else {
      equal(report.mapping, "fitted");
      ok(measured <= report.tolerance! + 1e-6, `${track.node}.${track.property} within tolerance`);
      continue;
    }
    const times = Array.from(sampler.getInput()!.getArray()!);
    const values = keyValues(sampler.getOutput()!, sampler.getInterpolation());
    equal(values.length, times.length);
    const sourceTimes = track.curve.keyTimes().filter((t) => t >= 0);
    for (const t of sourceTimes) {
      const k = times.indexOf(Math.fround(t));
      ok(k >= 0, `${track.node}.${track.property}: key time ${t} kept`);
      const expected = components(track.curve.evaluate(t));
      if (path === "rotation") {
        const got = unit(values[k]!);
        const want = unit(expected);
        const sign = got.reduce((s, g, c) => s + g * want[c]!, 0) < 0 ? -1 : 1;
        for (let c = 0; c < 4; c++) assertClose(sign * got[c]!, want[c]!, 2e-7, track.node);
      } else {
        for (let c = 0; c < 3; c++) {
          assertClose(values[k]![c]!, Math.fround(expected[c]!), 0, `${track.node} ${c}`);
        }
      }
      checked++;
    }
  }
  return checked;
}

Deno.test("gltf: the MRTK corpus recording exports to valid glTF and GLB with its values", {
  ignore: NO_CORPUS,
}, async () => {
  const clip = readClip(await Deno.readFile(HAND_FILE));
  for (const container of ["gltf", "glb"] as const) {
    const result = gltfFromClip(clip, {}, container);
    await assertValid(result.bytes, container);
    equal(result.tracks.length, clip.tracks.length);
    const doc = await readBack(result.bytes, container);
    const root = doc.getRoot();
    equal(root.listScenes().length, 1);
    const scene = root.listScenes()[0]!;
    equal(scene.listChildren().length, 1, "one root node");
    const top = scene.listChildren()[0]!;
    const names = top.listChildren().map((n: Node) => n.getName());
    // The recording's nodes (hand joints, camera, gaze) record world poses: each hangs from the
    // root directly, whatever its parent in the hand, named as the MRTK tracks are.
    deepEqual(names, clip.nodes!.map((n) => n.name));
    ok(clip.tracks.every((t) => names.includes(t.node)));
    ok(names.includes("Hand.Left.Joint.IndexTip"));
    ok(names.includes("Camera"));
    equal(root.listAnimations().length, 1);
    // 28 position and 28 rotation tracks → 56 channels; the 4 bool tracks go to extras.
    equal(root.listAnimations()[0]!.listChannels().length, 56);
    const checked = assertMatchesSource(doc, clip, result);
    ok(checked > 1000, `${checked} key values checked`);
    // Every MRTK curve is linear between keys, so every track is kept exactly.
    for (const t of result.tracks) equal(t.mapping, "exact", `${t.node}.${t.property}`);
    // Bool tracks: held values on the node, equal to the source at its key times.
    for (const track of clip.tracks.filter((t) => t.valueType === "bool")) {
      const node = top.listChildren().find((n: Node) => n.getName() === track.node)!;
      const extras = node.getExtras() as {
        animkit: {
          tracks: { property: string; interpolation: string; times: number[]; values: boolean[] }[];
        };
      };
      const stored = extras.animkit.tracks.find((t) => t.property === track.property)!;
      equal(stored.interpolation, "STEP");
      deepEqual(stored.times, Array.from(track.curve.keyTimes()));
      deepEqual(stored.values, stored.times.map((t) => track.curve.evaluate(t)));
    }
  }
});

function linear(times: number[], values: number[]): UnityCurve {
  return UnityCurve.linearKeys(times, values);
}

function track(node: string, property: string, curve: Curve): Track {
  return { node, property, valueType: curve.valueType, curve };
}

/** A Unity Hermite curve (weights 1/3): keys [time, value, inTangent, outTangent]. */
function hermite(keys: [number, number, number, number][]): UnityCurve {
  const k = unityKeys(keys.length);
  keys.forEach(([t, v, i, o], n) => {
    k.time[n] = t;
    k.value[n] = v;
    k.inTangent[n] = i;
    k.outTangent[n] = o;
  });
  return new UnityCurve(k, UnityWrapMode.ClampForever, UnityWrapMode.ClampForever);
}

/** x = t² on [0, 1], holding outside its keys as keyed curves do. */
const SQUARE: Curve = {
  valueType: "float3",
  semantics: "test",
  keyTimes: () => new Float64Array([0, 1]),
  evaluate: (t: number) => {
    const c = Math.min(1, Math.max(0, t));
    return { x: c * c, y: 0, z: 0 };
  },
};

function handClip(extra: Track[] = []): Clip {
  const half = Math.SQRT1_2;
  return {
    name: "hand-built",
    duration: 2,
    events: [{ time: 0.5, name: "start" }, { time: 1.5, name: "stop" }],
    tracks: [
      track(
        "bone_3",
        "translation",
        new VectorCurve("float3", "unity", [
          linear([0, 1, 2], [0, 1, 4]),
          linear([0, 2], [5, 5]),
          linear([0.5], [2]),
        ]),
      ),
      // Second key on the far hemisphere: (0, 0, sin 5°, cos 5°) negated; the source plays it
      // the short way (normalised lerp of sign-aligned keys).
      track(
        "bone_3",
        "rotation",
        new NormalizedQuaternionCurve("unity", [
          linear([0, 1], [0, 0]),
          linear([0, 1], [0, 0]),
          linear([0, 1], [0, -Math.sin(Math.PI / 36)]),
          linear([0, 1], [1, -Math.cos(Math.PI / 36)]),
        ]),
      ),
      track(
        "bone_4",
        "scale",
        new VectorCurve("float3", "unity", [
          hermite([[0, 1, 0, 0.5], [1, 2, 1, 1], [2, 1.5, -2, 0]]),
          linear([0], [7]),
          linear([0], [1]),
        ]),
      ),
      track("bone_4", "translation", SQUARE),
      track("bone_6", "rotation", {
        valueType: "floatQ",
        semantics: "test",
        keyTimes: () => new Float64Array([0, 1]),
        evaluate: (t: number) => {
          const half = (Math.PI / 4) * Math.min(1, Math.max(0, t));
          return { x: 0, y: 0, z: Math.sin(half), w: Math.cos(half) };
        },
      }),
      track(
        "",
        "rotation",
        new VectorCurve("floatQ", "unity", [0, 0, half, half].map((v) => linear([0], [v]))),
      ),
      track("bone_4", "visible", new BoolCurve("unity", linear([0, 1], [0, 1]))),
      ...extra,
    ],
  };
}

Deno.test("gltf: a hand-built clip maps key by key where it can", async () => {
  const clip = handClip();
  for (const container of ["gltf", "glb"] as const) {
    const result = gltfFromClip(clip, {}, container);
    await assertValid(result.bytes, `hand-built ${container}`);
    const doc = await readBack(result.bytes, container);
    assertMatchesSource(doc, clip, result);
    const animation = doc.getRoot().listAnimations()[0]!;
    const channel = (node: string, path: string) =>
      animation.listChannels().find((c) =>
        c.getTargetNode()?.getName() === node && c.getTargetPath() === path
      )!.getSampler()!;
    const report = (node: string, property: string) =>
      result.tracks.find((t) => t.node === node && t.property === property)!;

    // Linear components with different key times: LINEAR at their union, values as evaluated.
    const translation = channel("bone_3", "translation");
    equal(translation.getInterpolation(), "LINEAR");
    deepEqual(Array.from(translation.getInput()!.getArray()!), [0, 0.5, 1, 2]);
    // x: 0 → 1 → 4 (0.5 s: 0.5); y: 5; z: one key, 2 everywhere.
    deepEqual(Array.from(translation.getOutput()!.getArray()!), [
      0,
      5,
      2,
      0.5,
      5,
      2,
      1,
      5,
      2,
      4,
      5,
      2,
    ]);
    equal(report("bone_3", "translation").mapping, "exact");
    // Only double rounding between keys (the two lerps differ in their last bits).
    ok(report("bone_3", "translation").maxError < 1e-12);

    // The far-hemisphere key is flipped so playback takes the short way. The source normalises
    // a lerp of its keys, which slerp cannot reproduce but a CUBICSPLINE whose tangents are the
    // chord slopes can (glTF normalises the spline): per key in-tangent, value, out-tangent,
    // with the chord (0, 0, s, c) − (0, 0, 0, 1) over 1 s.
    const rotation = channel("bone_3", "rotation");
    equal(rotation.getInterpolation(), "CUBICSPLINE");
    const s = Math.fround(Math.sin(Math.PI / 36));
    const c = Math.fround(Math.cos(Math.PI / 36));
    const chord = [0, 0, s, Math.fround(c - 1)];
    deepEqual(Array.from(rotation.getOutput()!.getArray()!), [
      ...[0, 0, 0, 0, 0, 0, 0, 1, ...chord],
      ...[...chord, 0, 0, s, c, 0, 0, 0, 0],
    ]);
    equal(report("bone_3", "rotation").mapping, "exact");

    // A source that slerps: LINEAR keys are exact. 90° about Z over 1 s: (0, 0, sin 45°, cos 45°).
    const slerped = channel("bone_6", "rotation");
    equal(slerped.getInterpolation(), "LINEAR");
    const h = Math.fround(Math.SQRT1_2);
    deepEqual(Array.from(slerped.getOutput()!.getArray()!), [0, 0, 0, 1, 0, 0, h, h]);
    equal(report("bone_6", "rotation").mapping, "exact");

    // Unity Hermite keys → CUBICSPLINE with the tangents per second; x's tangents as given
    // (first in-tangent and last out-tangent 0: the curve holds outside its keys), y and z
    // constant.
    const scale = channel("bone_4", "scale");
    equal(scale.getInterpolation(), "CUBICSPLINE");
    deepEqual(Array.from(scale.getInput()!.getArray()!), [0, 1, 2]);
    deepEqual(Array.from(scale.getOutput()!.getArray()!), [
      ...[0, 0, 0, 1, 7, 1, 0.5, 0, 0],
      ...[1, 0, 0, 2, 7, 1, 1, 0, 0],
      ...[-2, 0, 0, 1.5, 7, 1, 0, 0, 0],
    ]);
    equal(report("bone_4", "scale").mapping, "exact");

    // t² is a cubic Hermite with the slopes 2t: CUBICSPLINE keys at 0 and 1 with tangents 0
    // and 2 per second play it exactly (the fit's slopes are taken from the source).
    const square = report("bone_4", "translation");
    equal(square.mapping, "exact");
    equal(square.keysAfter, 2 * 3);
    const squareSampler = channel("bone_4", "translation");
    equal(squareSampler.getInterpolation(), "CUBICSPLINE");
    const sq = Array.from(squareSampler.getOutput()!.getArray()!);
    // Key 0: in-tangent x 0, value x 0, out-tangent x 0; key 1: in-tangent x 2, value x 1.
    assertClose(sq[0]!, 0, 1e-6);
    assertClose(sq[3]!, 0, 1e-6);
    assertClose(sq[6]!, 0, 1e-6);
    assertClose(sq[9]!, 2, 1e-6);
    assertClose(sq[12]!, 1, 1e-7);

    // The empty node is the root node.
    const root = doc.getRoot().listScenes()[0]!.listChildren()[0]!;
    equal(root.getName(), "hand-built");
    ok(animation.listChannels().some((ch) => ch.getTargetNode() === root));

    // Events and the duration on the animation; the bool track on its node.
    deepEqual(animation.getExtras(), {
      animkit: {
        events: [{ time: 0.5, name: "start" }, { time: 1.5, name: "stop" }],
        duration: 2,
        timeOffset: 0,
      },
    });
    const bone4 = root.listChildren().find((n: Node) => n.getName() === "bone_4")!;
    deepEqual(bone4.getExtras(), {
      animkit: {
        tracks: [{
          property: "visible",
          interpolation: "STEP",
          times: [0, 1],
          values: [false, true],
        }],
      },
    });
  }
});

Deno.test("gltf: tracks that map to nothing fail the conversion unless dropped", async () => {
  const weight: Track = track("bone_5", "weight", {
    valueType: "float",
    semantics: "test",
    keyTimes: () => new Float64Array([0]),
    evaluate: () => 1,
  });
  const eulers = track("bone_5", "rotation", SQUARE); // float3 rotation: not a quaternion
  const clip = handClip([weight, eulers]);
  const error = expectAnimkitError(() => gltfFromClip(clip, {}, "glb"));
  equal(error.format, "glb");
  equal(error.location.kind, "none");
  match(error.message, /bone_5\.weight: no glTF node property for "weight" \(dropUnmappable/);
  const eulersOnly = expectAnimkitError(() => gltfFromClip(handClip([eulers]), {}, "glb"));
  match(eulersOnly.message, /bone_5\.rotation: float3 cannot be a glTF rotation/);
  const result = gltfFromClip(clip, { dropUnmappable: true }, "glb");
  await assertValid(result.bytes, "dropped");
  const dropped = result.tracks.filter((t) => t.mapping === "dropped");
  deepEqual(dropped.map((t) => `${t.node}.${t.property}`), ["bone_5.weight", "bone_5.rotation"]);
  ok(dropped.every((t) => t.keysAfter === 0 && t.note !== undefined));
});

Deno.test("gltf: keys before 0 are folded, events keep their times, a clip without channels is valid", async () => {
  const clip: Clip = {
    name: "early",
    duration: 1,
    events: [{ time: -1, name: "before" }],
    tracks: [
      track(
        "n",
        "position",
        new VectorCurve("float3", "maya", [-1, 0, 1].map((t) => linear([t], [t]))),
      ),
      track(
        "n",
        "translation",
        new VectorCurve("float3", "maya", [0, 0, 0].map((v) => linear([-2, 1], [v, v]))),
      ),
    ],
  };
  const result = gltfFromClip(clip, { dropUnmappable: true }, "gltf");
  await assertValid(result.bytes, "folded");
  // The second float3 on the same node would be a second translation channel.
  equal(result.tracks[1]!.mapping, "dropped");
  equal(result.warnings.filter((w) => /shifted/.test(w)).length, 0);
  const doc = await readBack(result.bytes, "gltf");
  const animation = doc.getRoot().listAnimations()[0]!;
  const sampler = animation.listChannels()[0]!.getSampler()!;
  equal(Array.from(sampler.getInput()!.getArray()!)[0], 0);
  // Single keys hold everywhere: x −1, y 0, z 1.
  deepEqual(play(sampler, false, 0.5), [-1, 0, 1]);
  deepEqual((animation.getExtras() as { animkit: { events: unknown } }).animkit.events, [
    { time: -1, name: "before" },
  ]);

  const flags: Clip = {
    name: "flags",
    duration: 1,
    events: [],
    tracks: [track("n", "on", new BoolCurve("unity", linear([0], [1])))],
  };
  const only = gltfFromClip(flags, {}, "glb");
  await assertValid(only.bytes, "no channels");
  equal((await readBack(only.bytes, "glb")).getRoot().listAnimations().length, 0);
});

Deno.test("gltf: the formats are listed, detected from content, and convert writes them", {
  ignore: NO_CORPUS,
}, async () => {
  equal(formatByName("gltf"), gltfFormat);
  equal(formatByName("glb"), glbFormat);
  ok(FORMATS.includes(gltfFormat) && FORMATS.includes(glbFormat));
  equal(gltfFormat.sniff(new TextEncoder().encode('{"asset":{"version":"2.0"}}')), true);
  equal(gltfFormat.sniff(new TextEncoder().encode('{"tracks": []}')), false);
  const dir = await Deno.makeTempDir();
  try {
    const out = `${dir}/hand.glb`;
    const { code, err } = await cli("convert", HAND_FILE.pathname, out);
    equal(code, 0, err);
    match(err, /\(glb\)/);
    const bytes = await Deno.readFile(out);
    equal(new TextDecoder().decode(bytes.subarray(0, 4)), "glTF");
    await assertValid(bytes, "cli");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("gltf: a raw lerp between opposite-hemisphere keys plays its long swing exactly", async () => {
  // The source lerps components from (0, 0, 0, 1) to −(0, 0, sin 5°, cos 5°): it passes near
  // zero and turns the long way round, which two slerped keys cannot show. A CUBICSPLINE on the
  // raw keys with the chord (b − a) as both tangents is that lerp, and glTF normalises it.
  const sin5 = Math.sin(Math.PI / 36);
  const cos5 = Math.cos(Math.PI / 36);
  const raw = new VectorCurve("floatQ", "unity", [
    linear([0, 1], [0, 0]),
    linear([0, 1], [0, 0]),
    linear([0, 1], [0, -sin5]),
    linear([0, 1], [1, -cos5]),
  ]);
  const clip: Clip = {
    name: "flip",
    duration: 1,
    events: [],
    tracks: [track("n", "rotation", raw)],
  };
  const result = gltfFromClip(clip, {}, "glb");
  await assertValid(result.bytes, "flip");
  const report = result.tracks[0]!;
  equal(report.mapping, "exact");
  equal(report.keysAfter, 2 * 4);
  const doc = await readBack(result.bytes, "glb");
  const sampler = doc.getRoot().listAnimations()[0]!.listChannels()[0]!.getSampler()!;
  equal(sampler.getInterpolation(), "CUBICSPLINE");
  ok(measure(clip.tracks[0]!, sampler, true) < 1e-4);
  // Halfway the lerp is (0, 0, −sin 5°/2, (1 − cos 5°)/2): nearly a half turn about −z.
  const half = [0, 0, -sin5 / 2, (1 - cos5) / 2];
  ok(angleDeg(play(sampler, true, 0.5), half) < 1e-4);
  ok(angleDeg(half, [0, 0, 0, 1]) > 170);
});

Deno.test("gltf: non-finite values and bad rates are refused", () => {
  const broken: Curve = {
    valueType: "float3",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 1]),
    evaluate: (t: number) => ({ x: t === 1 ? Infinity : 0, y: 0, z: 0 }),
  };
  const clip: { -readonly [K in keyof Clip]: Clip[K] } = {
    name: "broken",
    duration: 1,
    events: [],
    tracks: [track("n", "position", broken)],
  };
  const nanRotation: Curve = {
    valueType: "floatQ",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 1]),
    evaluate: (t: number) => ({ x: 0, y: 0, z: t === 1 ? NaN : 0, w: 1 }),
  };
  clip.tracks = [...clip.tracks, track("n", "rotation", nanRotation)];
  const error = expectAnimkitError(() => gltfFromClip(clip, {}, "gltf"));
  match(error.message, /n\.position: values or times are not finite/);
  const rotationOnly = { ...clip, tracks: clip.tracks.slice(1) };
  match(
    expectAnimkitError(() => gltfFromClip(rotationOnly, {}, "gltf")).message,
    /n\.rotation: values or times are not finite/,
  );
  const dropped = gltfFromClip(clip, { dropUnmappable: true }, "gltf").tracks;
  deepEqual(dropped.map((t) => t.mapping), ["dropped", "dropped"]);
  for (const rate of [0, -1, NaN, Infinity]) {
    const bad = expectAnimkitError(() => gltfFromClip(handClip(), { rate }, "glb"));
    equal(bad.location.kind, "none");
    match(bad.message, /rate must be a positive number/);
  }
});

Deno.test("gltf: ANIM bones become bone_<id> nodes with their channels", async () => {
  // mp1V0Fixture: bone 3 turns about Z by 0, 1, 2 rad at 0, 0.1, 0.2 s; bone 0 holds 0.5 rad
  // and moves (1, 2, 3) → (2, 4, 6) → (3, 6, 9). The clip lasts 0.3 s, and version 0 plays
  // from the last frame back to frame 0 over the last interval (notes-retro.md).
  const clip = readClip(mp1V0Fixture());
  for (const container of ["gltf", "glb"] as const) {
    const result = gltfFromClip(clip, {}, container);
    await assertValid(result.bytes, `anim ${container}`);
    const doc = await readBack(result.bytes, container);
    const root = doc.getRoot().listScenes()[0]!.listChildren()[0]!;
    deepEqual(root.listChildren().map((n: Node) => n.getName()), ["bone_3", "bone_0"]);
    assertMatchesSource(doc, clip, result);
    const translation = doc.getRoot().listAnimations()[0]!.listChannels()
      .find((c) => c.getTargetPath() === "translation")!.getSampler()!;
    // Every frame is a key, one to one (the middle frame lies on the line through its
    // neighbours, but an exact mapping keeps the source's keys; reducing drops it).
    deepEqual(
      Array.from(translation.getInput()!.getArray()!),
      [0, 0.1, 0.2, 0.3].map(Math.fround),
    );
    deepEqual(
      Array.from(translation.getOutput()!.getArray()!),
      [1, 2, 3, 2, 4, 6, 3, 6, 9, 1, 2, 3],
    );
    const reduced = gltfFromClip(clip, { reduce: true }, container);
    const reducedDoc = await readBack(reduced.bytes, container);
    const reducedTranslation = reducedDoc.getRoot().listAnimations()[0]!.listChannels()
      .find((c) => c.getTargetPath() === "translation")!.getSampler()!;
    deepEqual(
      Array.from(reducedTranslation.getInput()!.getArray()!),
      [0, 0.2, 0.3].map(Math.fround),
    );
    play(translation, false, 0.1).forEach((v, c) => assertClose(v, [2, 4, 6][c]!, 1e-6));
    // Halfway back from the last frame to frame 0.
    play(translation, false, 0.25).forEach((v, c) => assertClose(v, [2, 4, 6][c]!, 1e-6));
    // The turn: 1 rad at 0.1 s, and halfway from 2 rad back to 0 at 0.25 s (1 rad).
    const turn = doc.getRoot().listAnimations()[0]!.listChannels()
      .find((c) => c.getTargetNode()!.getName() === "bone_3")!.getSampler()!;
    for (const [t, angle] of [[0.1, 1], [0.2, 2], [0.25, 1]] as const) {
      ok(angleDeg(play(turn, true, t), [0, 0, Math.sin(angle / 2), Math.cos(angle / 2)]) < 1e-3);
    }
  }
});

Deno.test("gltf: Maya per-axis curves are grouped into valid transform channels", {
  ignore: NO_CORPUS,
}, async () => {
  const bytes = await Deno.readFile(
    new URL("../../shared/corpus/maya/ssbh-fork_example_maya2026.anim", import.meta.url),
  );
  const clip = readClip(bytes);
  const result = gltfFromClip(clip, { dropUnmappable: true }, "glb");
  await assertValid(result.bytes, "maya glb");
  ok(result.warnings.some((w) => /grouped into translation\/rotation\/scale/.test(w)));
  const translation = result.tracks.find((t) => t.property === "translation")!;
  equal(translation.mapping, "exact");
  // Maya's default linear unit is centimetres; glTF's is metres: joint values shrink 100×.
  const doc = await readBack(result.bytes, "glb");
  const node = doc.getRoot().listNodes().find((n) => n.getName() === translation.node)!;
  const channel = doc.getRoot().listAnimations()[0]!.listChannels().find((c) =>
    c.getTargetNode() === node && c.getTargetPath() === "translation"
  )!;
  const source = clip.tracks.find((t) =>
    t.node === translation.node && t.property === "translate.translateX"
  )!;
  const firstKey = channel.getSampler()!.getOutput()!.getArray()!;
  // CUBICSPLINE output: in-tangent, value, out-tangent per key; the first value's x component.
  assertClose(
    firstKey[3]!,
    Math.fround((source.curve.evaluate(source.curve.keyTimes()[0]!) as number) / 100),
    1e-7,
  );
});

/** A float3 track keyed on x only (y and z 0): each key with the kind of its segment. */
function keyedX(keys: [number, number, "hold" | "linear"][]): KeyedCurve {
  const times = Float64Array.from(keys, (k) => k[0]);
  const x = {
    times,
    values: Float64Array.from(keys, (k) => k[1]),
    inSlopes: new Float64Array(keys.length),
    outSlopes: new Float64Array(keys.length),
    modes: Uint8Array.from(keys, (k) => (k[2] === "hold" ? KEYED_STEP : KEYED_LINEAR)),
  };
  const zero = {
    times: new Float64Array([0]),
    values: new Float64Array(1),
    inSlopes: new Float64Array(1),
    outSlopes: new Float64Array(1),
    modes: new Uint8Array(1),
  };
  return {
    valueType: "float3",
    semantics: "test",
    keyTimes: () => times.slice(),
    keyedComponents: () => [x, zero, zero],
    evaluate: (t: number) => {
      // The value from each key on (a jump takes its new value at the key's time).
      let i = 0;
      while (i + 1 < keys.length && keys[i + 1]![0] <= t) i++;
      const [t0, v0, kind] = keys[i]!;
      const next = keys[i + 1];
      if (t <= t0 || next === undefined || kind === "hold") return { x: v0, y: 0, z: 0 };
      return { x: v0 + ((next[1] - v0) * (t - t0)) / (next[0] - t0), y: 0, z: 0 };
    },
  };
}

Deno.test("gltf: a stepped track is a STEP sampler; a jump lands on float32 instants", async () => {
  const clip: Clip = {
    name: "jumps",
    duration: 4,
    events: [],
    tracks: [
      // Holds everywhere; jumps at 1/3 s (not a float32) and at 2.5 s.
      track(
        "held",
        "translation",
        keyedX([[0, 0, "hold"], [1 / 3, 1, "hold"], [2.5, 3.5, "hold"]]),
      ),
      // Straight, then held at 1 from 2 s, jumping to 3.5 at 2.5 s, then straight again.
      track(
        "jump",
        "translation",
        keyedX([[0, 0, "linear"], [2, 1, "hold"], [2.5, 3.5, "linear"], [4, 0, "linear"]]),
      ),
    ],
  };
  for (const container of ["gltf", "glb"] as const) {
    const result = gltfFromClip(clip, {}, container);
    await assertValid(result.bytes, `jumps ${container}`);
    const doc = await readBack(result.bytes, container);
    const sampler = (node: string) =>
      doc.getRoot().listAnimations()[0]!.listChannels()
        .find((c) => c.getTargetNode()!.getName() === node)!.getSampler()!;
    const held = sampler("held");
    equal(held.getInterpolation(), "STEP");
    // 1/3 as a float32 rounds down to 0.3333333134651184, where the source still plays 0: the
    // key goes to the next float32, 0.3333333432674408.
    deepEqual(Array.from(held.getInput()!.getArray()!), [0, 0.3333333432674408, 2.5]);
    deepEqual(keyValues(held.getOutput()!, "STEP").map((v) => v[0]), [0, 1, 3.5]);
    for (const t of [0.3333333134651184, 0.3333333432674408, 2.5 - 1e-9, 2.5]) {
      equal(play(held, false, t)[0], (clip.tracks[0]!.curve.evaluate(t) as { x: number }).x);
    }
    const report = result.tracks[0]!;
    equal(report.mapping, "exact");
    equal(report.maxError, 0);
    // In a LINEAR sampler the jump is two keys on neighbouring float32 instants: 1 at the one
    // below 2.5 (2.5 − 2⁻²²) and 3.5 at 2.5.
    const jump = sampler("jump");
    equal(jump.getInterpolation(), "LINEAR");
    const times = Array.from(jump.getInput()!.getArray()!);
    const at = times.indexOf(2.5);
    equal(times[at - 1], 2.5 - 2 ** -22);
    const values = keyValues(jump.getOutput()!, "LINEAR").map((v) => v[0]);
    deepEqual([values[at - 1], values[at]], [1, 3.5]);
    const line = result.tracks[1]!;
    ok(line.maxError <= line.tolerance!, `${line.maxError}`);
    // Every float32 instant plays the source; only the open instant between the two keys ramps.
    for (const t of [2, 2.25, 2.5 - 2 ** -22, 2.5, 3, 4]) {
      assertClose(
        play(jump, false, t)[0]!,
        (clip.tracks[1]!.curve.evaluate(t) as { x: number }).x,
        1e-6,
      );
    }
  }
});

/** A GLB with one animated morph mesh: node `Head_2`, 2 targets, a LINEAR weights channel. */
async function morphGlb(): Promise<Uint8Array> {
  const doc = new GltfDocument();
  const buffer = doc.createBuffer();
  const vec3 = (values: number[]) =>
    doc.createAccessor().setType("VEC3").setArray(new Float32Array(values)).setBuffer(buffer);
  const primitive = doc.createPrimitive().setAttribute(
    "POSITION",
    vec3([0, 0, 0, 1, 0, 0, 0, 1, 0]),
  );
  for (const dx of [0.1, 0.2]) {
    primitive.addTarget(
      doc.createPrimitiveTarget().setAttribute("POSITION", vec3([dx, 0, 0, 0, 0, 0, 0, 0, 0])),
    );
  }
  const node = doc.createNode("Head_2").setMesh(doc.createMesh("face").addPrimitive(primitive));
  doc.createScene().addChild(node);
  const sampler = doc.createAnimationSampler()
    .setInput(
      doc.createAccessor().setType("SCALAR").setArray(new Float32Array([0, 0.5, 1])).setBuffer(
        buffer,
      ),
    )
    .setOutput(
      doc.createAccessor().setType("SCALAR").setArray(new Float32Array([0, 1, 0.5, 0.25, 1, 0]))
        .setBuffer(buffer),
    )
    .setInterpolation("LINEAR");
  doc.createAnimation("smile").addSampler(sampler).addChannel(
    doc.createAnimationChannel().setTargetNode(node).setTargetPath("weights").setSampler(sampler),
  );
  return await new WebIO().writeBinary(doc);
}

Deno.test("gltf: morph target weights become the node's weights channel and read back equal", async () => {
  // weights[0] rises 0 → 1 over a second; weights[2] holds 0, then 1 from 0.5 s; no weights[1].
  const scalar = (keys: [number, number][], hold: boolean): Curve & KeyedCurve => {
    const k = {
      times: Float64Array.from(keys, (x) => x[0]),
      values: Float64Array.from(keys, (x) => x[1]),
      inSlopes: new Float64Array(keys.length),
      outSlopes: new Float64Array(keys.length),
      modes: new Uint8Array(keys.length).fill(hold ? KEYED_STEP : KEYED_LINEAR),
    };
    return {
      valueType: "float",
      semantics: "test",
      keyTimes: () => k.times.slice(),
      keyedComponents: () => [k],
      evaluate: (t: number) => (hold ? (t >= 0.5 ? 1 : 0) : Math.min(1, Math.max(0, t))),
    };
  };
  const clip: Clip = {
    name: "face",
    duration: 1,
    events: [],
    tracks: [
      track("Head", "weights[0]", scalar([[0, 0], [1, 1]], false)),
      track("Head", "weights[2]", scalar([[0, 0], [0.5, 1]], true)),
    ],
  };
  const result = gltfFromClip(clip, {}, "glb");
  await assertValid(result.bytes, "morph weights");
  for (const r of result.tracks) {
    equal(r.mapping, "exact", `${r.property}`);
    ok(r.maxError <= 1e-7, `${r.property} ${r.maxError}`);
  }
  const doc = await readBack(result.bytes, "glb");
  const head = doc.getRoot().listNodes().find((n) => n.getName() === "Head")!;
  // A minimal mesh with three morph targets (0 … the highest index named).
  equal(head.getMesh()!.listPrimitives()[0]!.listTargets().length, 3);
  const channel = doc.getRoot().listAnimations()[0]!.listChannels()[0]!;
  equal(channel.getTargetPath(), "weights");
  // One sampler: LINEAR (the richest kind), keys at the union of the times plus the float32
  // instant before the held jump, three weights per key.
  const sampler = channel.getSampler()!;
  equal(sampler.getInterpolation(), "LINEAR");
  deepEqual(Array.from(sampler.getInput()!.getArray()!), [0, 0.5 - 2 ** -25, 0.5, 1]);
  deepEqual(Array.from(sampler.getOutput()!.getArray()!), [
    ...[0, 0, 0],
    ...[Math.fround(0.5 - 2 ** -25), 0, 0],
    ...[0.5, 0, 1],
    ...[1, 0, 1],
  ]);
  // Read back: one float track per target, playing the source (weights[1] holds 0).
  const back = readClip(result.bytes);
  deepEqual(back.tracks.map((t) => `${t.node}.${t.property}`), [
    "Head.weights[0]",
    "Head.weights[1]",
    "Head.weights[2]",
  ]);
  for (const t of [0, 0.25, 0.5, 0.75, 1, 2]) {
    assertClose(back.tracks[0]!.curve.evaluate(t) as number, Math.min(1, t), 1e-7);
    equal(back.tracks[1]!.curve.evaluate(t), 0);
    equal(back.tracks[2]!.curve.evaluate(t), t >= 0.5 ? 1 : 0);
  }
});

Deno.test("gltf: glb → glb keeps morph weight animation", async () => {
  const source = await morphGlb();
  const clip = readClip(source);
  deepEqual(clip.tracks.map((t) => `${t.node}.${t.property}`), [
    "Head_2.weights[0]",
    "Head_2.weights[1]",
  ]);
  const result = glbFormat.fromClip!(clip);
  await assertValid(result.bytes, "glb → glb");
  for (const r of result.tracks) equal(r.mapping, "exact", r.property);
  const back = readClip(result.bytes);
  deepEqual(back.tracks.map((t) => `${t.node}.${t.property}`), [
    "Head_2.weights[0]",
    "Head_2.weights[1]",
  ]);
  // The source's keys: (0, 1) at 0, (0.5, 0.25) at 0.5, (1, 0) at 1, straight between.
  const expected = (t: number) => t <= 0.5 ? [t, 1 - 1.5 * t] : [t, 0.25 - 0.5 * (t - 0.5)];
  for (const t of [0, 0.1, 0.25, 0.5, 0.8, 1]) {
    for (const w of [0, 1]) {
      assertClose(back.tracks[w]!.curve.evaluate(t) as number, expected(t)[w]!, 1e-6, `${t} ${w}`);
    }
  }
});

/**
 * A GLB with three animations of one node `box`: "Walk" moves x 0 → 1 over 1 s, "Run/Fast"
 * moves x 0 → 4 over 2 s, and an unnamed one turns it a quarter turn about z over 1 s.
 */
async function threeAnimations(): Promise<Uint8Array> {
  const doc = new GltfDocument();
  const buffer = doc.createBuffer();
  const node = doc.createNode("box");
  doc.createScene().addChild(node);
  const array = (type: "SCALAR" | "VEC3" | "VEC4", values: number[]) =>
    doc.createAccessor().setType(type).setArray(new Float32Array(values)).setBuffer(buffer);
  const animation = (
    name: string | undefined,
    path: "translation" | "rotation",
    times: number[],
    values: number[],
  ) => {
    const sampler = doc.createAnimationSampler()
      .setInput(array("SCALAR", times))
      .setOutput(array(path === "rotation" ? "VEC4" : "VEC3", values));
    const a = doc.createAnimation(name).addSampler(sampler);
    a.addChannel(
      doc.createAnimationChannel().setTargetNode(node).setTargetPath(path).setSampler(sampler),
    );
  };
  animation("Walk", "translation", [0, 1], [0, 0, 0, 1, 0, 0]);
  animation("Run/Fast", "translation", [0, 2], [0, 0, 0, 4, 0, 0]);
  const h = Math.SQRT1_2;
  animation(undefined, "rotation", [0, 1], [0, 0, 0, 1, 0, 0, h, h]);
  return await new WebIO().writeBinary(doc);
}

/** x of the box's translation in a clip at `t`. */
function boxX(clip: Clip, t: number): number {
  const track = clip.tracks.find((x) => x.node === "box" && x.property === "translation")!;
  return (track.curve.evaluate(t) as { x: number }).x;
}

Deno.test("gltf: every animation reads as a clip and writes back as one file", async () => {
  const read = readClips(await threeAnimations());
  deepEqual(read.map((c) => c.name), ["Walk", "Run/Fast", "animation_2"]);
  equal(boxX(read[0]!, 0.5), 0.5);
  equal(boxX(read[1]!, 0.5), 1);
  // A held boolean in the second animation only.
  const lit = track("box", "lit", new BoolCurve("unity", linear([0, 1], [1, 0])));
  const clips = read.map((c, i) => (i === 1 ? { ...c, tracks: [...c.tracks, lit] } : c));
  const result = gltfFromClips(clips, {}, "glb");
  await assertValid(result.bytes, "three animations");
  deepEqual([...new Set(result.tracks.map((t) => t.animation))], [
    "Walk",
    "Run/Fast",
    "animation_2",
  ]);
  const back = readClips(result.bytes);
  deepEqual(back.map((c) => c.name), ["Walk", "Run/Fast", "animation_2"]);
  deepEqual(back.map((c) => c.tracks.map((t) => t.property)), [
    ["translation"],
    ["translation", "lit"],
    ["rotation"],
  ]);
  // One node, animated by each animation in turn.
  const doc = await readBack(result.bytes, "glb");
  equal(doc.getRoot().listNodes().filter((n) => n.getName() === "box").length, 1);
  for (const t of [0, 0.5, 1, 1.5, 2]) {
    equal(boxX(back[0]!, t), Math.min(1, t));
    equal(boxX(back[1]!, t), 2 * t);
  }
  const turn = back[2]!.tracks[0]!.curve.evaluate(0.5) as { z: number; w: number };
  assertClose(turn.z, Math.sin(Math.PI / 8), 1e-6);
});

Deno.test("gltf: convert --animation all writes every animation; without it, a warning names the rest", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const input = `${dir}/moves.glb`;
    await Deno.writeFile(input, await threeAnimations());
    // Default: the first animation, and the others are named.
    let run = await cli("convert", input, `${dir}/first.animj`);
    equal(run.code, 0, run.err);
    match(run.err, /3 animations; converted the first \("Walk"\), not "Run\/Fast", "animation_2"/);
    equal(boxX(readClip(await Deno.readFile(`${dir}/first.animj`)), 0.5), 0.5);
    // A single-clip target: one file per animation, named after it (file-safe).
    run = await cli(
      "convert",
      input,
      `${dir}/out.animj`,
      "--animation",
      "all",
      "--report",
      `${dir}/r.json`,
    );
    equal(run.code, 0, run.err);
    const names = [...Deno.readDirSync(dir)].map((e) => e.name).filter((n) => n.startsWith("out."));
    deepEqual(names.sort(), ["out.Run_Fast.animj", "out.Walk.animj", "out.animation_2.animj"]);
    equal(boxX(readClip(await Deno.readFile(`${dir}/out.Run_Fast.animj`)), 0.5), 1);
    const report = JSON.parse(await Deno.readTextFile(`${dir}/r.json`));
    deepEqual(report.conversions.map((c: { animation: string }) => c.animation), [
      "Walk",
      "Run/Fast",
      "animation_2",
    ]);
    // glTF holds them all in one file.
    run = await cli("convert", input, `${dir}/all.gltf`, "--animation", "all");
    equal(run.code, 0, run.err);
    deepEqual(readClips(await Deno.readFile(`${dir}/all.gltf`)).map((c) => c.name), [
      "Walk",
      "Run/Fast",
      "animation_2",
    ]);
    // Batch: DIR/STEM.ANIMATION.EXT.
    run = await cli(
      "convert",
      input,
      "--out-dir",
      `${dir}/batch`,
      "--to",
      "maya",
      "--animation",
      "all",
    );
    equal(run.code, 0, run.err);
    deepEqual([...Deno.readDirSync(`${dir}/batch`)].map((e) => e.name).sort(), [
      "moves.Run_Fast.anim",
      "moves.Walk.anim",
      "moves.animation_2.anim",
    ]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
