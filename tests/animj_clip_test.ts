import { deepEqual, equal, ok } from "node:assert/strict";
import {
  AnimJCurve,
  animjFormat,
  animjToClip,
  KEYED_HERMITE,
  KEYED_LINEAR,
  KEYED_STEP,
  readAnimJ,
  validateAnimJDocument,
  VectorCurve,
} from "../mod.ts";
import { animjNumber } from "../src/formats/animj/write.ts";
import { evaluateKeyed } from "../src/curves/keyed_eval.ts";
import type { Clip, Vector4Value } from "../mod.ts";
import { assertClose, corpus, NO_CORPUS } from "./_helpers.ts";

const enc = (s: string) => new TextEncoder().encode(s);

function curveOf(
  valueType: string,
  keyframes: unknown[],
  trackType = "Curve",
  extra = {},
): AnimJCurve {
  const text = JSON.stringify({
    tracks: [{ trackType, valueType, data: { node: "N", property: "P", ...extra, keyframes } }],
  });
  const track = readAnimJ(enc(text)).tracks[0]!;
  return new AnimJCurve(track);
}

Deno.test("animj eval: Hold and Linear, the left key's interpolation decides", () => {
  const c = curveOf("float", [
    { time: 0, value: 1, interpolation: "Linear" },
    { time: 2, value: 5, interpolation: "Hold" },
    { time: 4, value: 9, interpolation: "Linear" },
  ]);
  equal(c.evaluate(-1), 1); // before the first key: first value
  equal(c.evaluate(0.5), 2); // 1 + (5 − 1) × 0.5/2
  equal(c.evaluate(3), 5); // Hold from key 1
  equal(c.evaluate(4), 9);
  equal(c.evaluate(10), 9); // after the last key: last value
});

Deno.test("animj eval: CubicBezier uses absolute control values", () => {
  // P0 = 0, P1 = rightTangent_0 = 1, P2 = leftTangent_1 = 1, P3 = 0 over [0, 2].
  const c = curveOf("float", [
    { time: 0, value: 0, interpolation: "CubicBezier", rightTangent: 1 },
    { time: 2, value: 0, interpolation: "CubicBezier", leftTangent: 1 },
  ]);
  // u = 0.5: 0.125·0 + 0.375·1 + 0.375·1 + 0.125·0 = 0.75
  assertClose(c.evaluate(1) as number, 0.75, 1e-12);
  // u = 0.25: 3·0.75²·0.25·1 + 3·0.75·0.25²·1 = 0.421875 + 0.140625 = 0.5625
  assertClose(c.evaluate(0.5) as number, 0.5625, 1e-12);
});

Deno.test("animj eval: Tangent reads the tangents as slopes per second (documented reading)", () => {
  // v0 = 0, slope 2/s out, v1 = 0 at t = 3, slope 0 in: control values 0 + 2·3/3 = 2 and 0.
  const c = curveOf("float", [
    { time: 0, value: 0, interpolation: "Tangent", rightTangent: 2 },
    { time: 3, value: 0, interpolation: "Tangent", leftTangent: 0 },
  ]);
  // u = 0.5: 0.375 · 2 = 0.75
  assertClose(c.evaluate(1.5) as number, 0.75, 1e-12);
});

Deno.test("animj eval: Raw samples at the interval, linear between; Discrete holds", () => {
  const raw = curveOf("float", [0, 1, 4], "Raw", { interval: 0.5 });
  equal(raw.evaluate(0.75), 2.5); // between 1 (t 0.5) and 4 (t 1.0)
  deepEqual([...raw.keyTimes()], [0, 0.5, 1]);
  const d = curveOf("int", [{ time: 0, value: 3 }, { time: 1, value: 7 }], "Discrete");
  equal(d.evaluate(0.99), 3);
  equal(d.evaluate(1), 7);
});

Deno.test("animj eval: component-wise types (int rounding, color32, bool2, string)", () => {
  const i = curveOf("int2", [
    { time: 0, value: { x: 0, y: 10 }, interpolation: "Linear" },
    { time: 1, value: { x: 3, y: -10 }, interpolation: "Linear" },
  ]);
  deepEqual(i.evaluate(0.5), { x: 2, y: 0 }); // 1.5 rounds to 2; 0
  const c = curveOf("color32", [
    { time: 0, value: { r: 0, g: 255, b: 10, a: 255 }, interpolation: "Linear" },
    { time: 2, value: { r: 200, g: 55, b: 10, a: 255 }, interpolation: "Linear" },
  ]);
  deepEqual(c.evaluate(1), { r: 100, g: 155, b: 10, a: 255 });
  const b = curveOf("bool2", [
    { time: 0, value: { x: true, y: false }, interpolation: "Linear" },
    { time: 1, value: { x: false, y: true }, interpolation: "Linear" },
  ]);
  deepEqual(b.evaluate(0.9), { x: true, y: false });
  const s = curveOf("string", [{ time: 0, value: "a" }, { time: 1, value: null }], "Discrete");
  equal(s.evaluate(0.5), "a");
});

Deno.test("animj eval: floatQ Linear is a slerp along the shorter arc", () => {
  const h = Math.SQRT1_2;
  const c = curveOf("floatQ", [
    { time: 0, value: { x: 0, y: 0, z: 0, w: 1 }, interpolation: "Linear" },
    { time: 1, value: { x: 0, y: 0, z: -h, w: -h }, interpolation: "Linear" }, // = 90° about z, negated
  ]);
  const q = c.evaluate(0.5) as Vector4Value;
  // 45° about z: (0, 0, sin 22.5°, cos 22.5°), from keys stored as float32 (h rounds by ~1e-8).
  assertClose(q.z, Math.sin(Math.PI / 8), 1e-7);
  assertClose(q.w, Math.cos(Math.PI / 8), 1e-7);
});

Deno.test("animj read: exact 64-bit integers beyond 2^53 are kept", () => {
  const text =
    '{"tracks": [{"trackType": "Discrete", "valueType": "ulong", "data": {"keyframes": ' +
    '[{"time": 0, "value": 18446744073709551615}]}}]}';
  const doc = readAnimJ(enc(text));
  equal(doc.tracks[0]!.exact?.get(0), 18446744073709551615n);
  const out = new TextDecoder().decode(animjFormat.rewrite!(enc(text)).bytes);
  ok(out.includes('"value": 18446744073709551615'));
});

Deno.test("animj read: schema errors stop the read with a location", () => {
  try {
    readAnimJ(
      enc(
        '{"tracks": [{"trackType": "Curve", "valueType": "float", "data": {"keyframes": [{"time": "0", "value": 1, "interpolation": "Hold"}]}}]}',
      ),
    );
    throw new Error("no error");
  } catch (error) {
    equal(
      (error as { location: { pointer: string } }).location.pointer,
      "/tracks/0/data/keyframes/0/time",
    );
  }
});

Deno.test("animj clip: corpus file as a clip (RedX sample)", { ignore: NO_CORPUS }, async () => {
  const clip = animjFormat.toClip!(
    await Deno.readFile(corpus("animj/mrvoltz-redx_discrete-bool-int-string.animj")),
  );
  equal(clip.duration, 4);
  equal(clip.tracks.length, 3);
  deepEqual(clip.tracks.map((t) => t.valueType), ["bool", "int", "string"]);
  const info = animjFormat.info!(
    await Deno.readFile(corpus("animj/mrvoltz-redx_discrete-bool-int-string.animj")),
  );
  equal((info.json as { trackCount: number }).trackCount, 3);
});

Deno.test("animj write: numbers are shortest round-trip (float32 for float types)", () => {
  equal(animjNumber(Math.fround(0.1), true), "0.1");
  equal(animjNumber(1 / 3, false), "0.3333333333333333");
  equal(animjNumber(Math.fround(1 / 3), true), "0.33333334");
  equal(animjNumber(-0, true), "0");
});

Deno.test("animj write: rewrite fixes key order, adds interpolation and globalDuration", () => {
  const text =
    '{"globalDuration": 1, "tracks": [{"data": {"keyframes": [{"time": 0, "value": 1, "interpolation": "Hold"}, {"time": 3, "value": 2, "interpolation": "Hold"}]}, ' +
    '"valueType": "float", "trackType": "Curve"}]}';
  const out = animjFormat.rewrite!(enc(text), { pretty: true });
  deepEqual(validateAnimJDocument(out.bytes, { allErrors: true }), []);
  const parsed = JSON.parse(new TextDecoder().decode(out.bytes));
  equal(parsed.globalDuration, 3);
  deepEqual(Object.keys(parsed.tracks[0]), ["trackType", "valueType", "data"]);
  equal(parsed.tracks[0].data.keyframes[0].interpolation, "Hold");
});

function keyedClip(
  modes: number[],
  times: number[],
  values: number[],
  inS: number[],
  outS: number[],
): Clip {
  const keys = {
    times: new Float64Array(times),
    values: new Float64Array(values),
    inSlopes: new Float64Array(inS),
    outSlopes: new Float64Array(outS),
    modes: new Uint8Array(modes),
  };
  const scalar = {
    evaluate: (t: number) => evaluateKeyed(keys, t),
    keyTimes: () => keys.times,
    keyed: () => keys,
  };
  return {
    name: "k",
    duration: times[times.length - 1]!,
    events: [],
    tracks: [{
      node: "N",
      property: "P",
      valueType: "float",
      curve: new VectorCurve("float", "test", [scalar]),
    }],
  };
}

Deno.test("animj fromClip: Hermite becomes CubicBezier by the Δt/3 rule, exactly", () => {
  // Keys at 0 and 3, values 0 and 6, out slope 2/s, in slope 4/s:
  // rightTangent_0 = 0 + 2·3/3 = 2, leftTangent_1 = 6 − 4·3/3 = 2.
  const clip = keyedClip([KEYED_HERMITE, KEYED_HERMITE], [0, 3], [0, 6], [0, 4], [2, 0]);
  const result = animjFormat.fromClip!(clip);
  equal(result.tracks[0]!.mapping, "exact");
  assertClose(result.tracks[0]!.maxError, 0, 1e-12);
  const parsed = JSON.parse(new TextDecoder().decode(result.bytes));
  const [k0, k1] = parsed.tracks[0].data.keyframes;
  equal(k0.interpolation, "CubicBezier");
  equal(k0.rightTangent, 2);
  equal(k1.leftTangent, 2);
  deepEqual(validateAnimJDocument(result.bytes, { allErrors: true }), []);
});

Deno.test("animj fromClip: step → Hold, linear → Linear", () => {
  const step = animjFormat.fromClip!(
    keyedClip([KEYED_STEP, KEYED_STEP], [0, 1], [1, 2], [0, 0], [0, 0]),
  );
  equal(
    JSON.parse(new TextDecoder().decode(step.bytes)).tracks[0].data.keyframes[0].interpolation,
    "Hold",
  );
  const lin = animjFormat.fromClip!(
    keyedClip([KEYED_LINEAR, KEYED_LINEAR], [0, 1], [1, 2], [0, 0], [0, 0]),
  );
  equal(
    JSON.parse(new TextDecoder().decode(lin.bytes)).tracks[0].data.keyframes[0].interpolation,
    "Linear",
  );
  equal(lin.tracks[0]!.mapping, "exact");
});

Deno.test("animj fromClip: an opaque curve is fitted within the default tolerance, with fewer keys than 30 Hz", () => {
  const curve = {
    valueType: "float" as const,
    semantics: "test",
    keyTimes: () => new Float64Array([0, 1]),
    evaluate: (t: number) => Math.sin(Math.min(1, Math.max(0, t))),
  };
  const clip: Clip = {
    name: "s",
    duration: 1,
    events: [],
    tracks: [{ node: "N", property: "P", valueType: "float", curve }],
  };
  const result = animjFormat.fromClip!(clip);
  const report = result.tracks[0]!;
  equal(report.mapping, "fitted");
  // Default tolerance: 1e-4 × the value range, sin(1) − sin(0).
  assertClose(report.tolerance!, 1e-4 * Math.sin(1), 1e-12);
  ok(report.keysAfter < 31, `${report.keysAfter} keys`);
  // What Resonite plays, checked against sin itself on a fine grid (float32 values on top).
  const back = animjFormat.toClip!(result.bytes).tracks[0]!.curve;
  for (let i = 0; i <= 1000; i++) {
    const t = i / 1000;
    const d = Math.abs((back.evaluate(t) as number) - Math.sin(t));
    ok(d <= report.tolerance! + 1e-7, `t=${t}: ${d}`);
  }
});

Deno.test("animj clip: the AnimJ curve describes its keys (CubicBezier → Hermite slopes)", () => {
  const c = curveOf("float", [
    { time: 0, value: 0, interpolation: "CubicBezier", rightTangent: 1 },
    { time: 3, value: 0, interpolation: "CubicBezier", leftTangent: 1 },
  ]);
  const [k] = c.keyedComponents()!;
  // out slope = (1 − 0)·3/3 = 1; in slope = (0 − 1)·3/3 = −1
  equal(k!.outSlopes[0], 1);
  equal(k!.inSlopes[1], -1);
  assertClose(evaluateKeyed(k!, 1.2), c.evaluate(1.2) as number, 1e-12);
  equal(animjToClip(readAnimJ(enc("{}"))).tracks.length, 0);
});

Deno.test("animj eval: out-of-order keys play in time order; Raw without interval holds", () => {
  const c = curveOf("float", [
    { time: 2, value: 5, interpolation: "Linear" },
    { time: 0, value: 1, interpolation: "Linear" },
  ]);
  equal(c.evaluate(1), 3); // sorted: 1 at 0 s, 5 at 2 s; halfway 3
  deepEqual([...c.keyTimes()], [0, 2]);
  const text =
    '{"tracks": [{"trackType": "Raw", "valueType": "float", "data": {"interval": 0.5, "keyframes": [1, 2]}}]}';
  const track = readAnimJ(enc(text)).tracks[0]!;
  track.interval = 0;
  equal(new AnimJCurve(track).evaluate(3), 1);
});

Deno.test("animj clip: the wiki example (Discrete float 1, 42, 20 at 0, 1, 5 s) holds each value", {
  ignore: NO_CORPUS,
}, async () => {
  const clip = animjFormat.toClip!(
    await Deno.readFile(corpus("animj/akinao9999_wiki-example-discrete-float.animj")),
  );
  const curve = clip.tracks[0]!.curve;
  deepEqual([0, 0.5, 1, 4.99, 5, 9].map((t) => curve.evaluate(t)), [1, 1, 42, 42, 20, 20]);
  // globalDuration 0: the clip lasts until the last key.
  equal(clip.duration, 5);
});
