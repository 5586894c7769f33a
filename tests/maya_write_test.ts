import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import { assertClose, cli, corpus, expectAnimkitError, NO_CORPUS } from "./_helpers.ts";
import {
  formatMayaNumber,
  mayaCurveKeys,
  mayaFormat,
  mayaFromClip,
  MayaTangent,
  readMaya,
  writeMayaText,
} from "../src/formats/maya/mod.ts";
import { UnityCurve, unityKeys, UnityWrapMode } from "../src/curves/unity_curve.ts";
import { BoolCurve, VectorCurve } from "../src/curves/compose.ts";
import type { Clip, Curve, Track } from "../src/model/clip.ts";
import { mayaBytes, mayaCurve, mayaFields, mayaHeader, mayaRow } from "./fixtures/maya_text.ts";

const MAYA_2026 = [
  "ssbh-fork_example_maya2026.anim",
  "ssbh-fork_Front_maya2026_fixed_linear.anim",
  "ssbh-fork_f00damagehi1_blender_out_maya2026.anim",
];

Deno.test(
  "maya rewrite: the Maya 2026 corpus files come back byte for byte",
  { ignore: NO_CORPUS },
  async () => {
    for (const name of MAYA_2026) {
      const bytes = await Deno.readFile(corpus(`maya/${name}`));
      const result = mayaFormat.rewrite!(bytes);
      equal(result.bytes.length, bytes.length, name);
      ok(result.bytes.every((b, i) => b === bytes[i]), `${name} differs`);
      deepEqual(result.warnings, []);
    }
  },
);

Deno.test("maya rewrite: third-party files come back byte for byte, number spellings included", {
  ignore: NO_CORPUS,
}, async () => {
  for (
    const name of [
      "ssbh-fork_kamae_toolwritten_singlekey.anim",
      "ssbh-fork_f00damagehi1_toolwritten_linear.anim",
      "blender-io-anim_object_location_weighted.anim",
    ]
  ) {
    const bytes = await Deno.readFile(corpus(`maya/${name}`));
    const text = new TextDecoder().decode(bytes);
    const out = new TextDecoder().decode(mayaFormat.rewrite!(bytes).bytes);
    // `0.0`, `-0.0`, `1.0` stay as written (CRLF kept).
    equal(out, text, name);
    // An edited document is written in Maya's own spelling (`1.0` → `1`).
    const { document } = readMaya(bytes);
    if (/ 1\.0[ ;]/.test(text)) ok(!/ 1\.0[ ;]/.test(writeMayaText(document)), name);
  }
});

Deno.test("maya writer: %.8g numbers as in Maya's files", () => {
  // Spellings found in the Maya 2026 corpus files and the notes.
  equal(formatMayaNumber(1.9999796), "1.9999796");
  equal(formatMayaNumber(1.00002), "1.00002");
  equal(formatMayaNumber(-2.0491394e-05), "-2.0491394e-05");
  equal(formatMayaNumber(-2.9455214e-28), "-2.9455214e-28");
  equal(formatMayaNumber(5.9999998e-05), "5.9999998e-05");
  equal(formatMayaNumber(-1e-06), "-1e-06");
  equal(formatMayaNumber(0.0001), "0.0001");
  equal(formatMayaNumber(12345678), "12345678");
  equal(formatMayaNumber(1e8), "1e+08");
  equal(formatMayaNumber(-0), "-0");
  equal(formatMayaNumber(0), "0");
  equal(formatMayaNumber(-90), "-90");
  // More digits than 8 when 8 would not read back (also exact 9-digit ties such as 123456785,
  // where C and JavaScript round differently).
  equal(formatMayaNumber(1.000000025), "1.000000025");
  equal(formatMayaNumber(123456785), "123456785");
  equal(formatMayaNumber(4.762733038035506e-05), "4.762733038035506e-05");
  // More than 8 digits are written only when needed to read the same number back.
  equal(formatMayaNumber(0.1 + 0.2), "0.30000000000000004");
  equal(formatMayaNumber(1 / 3), "0.3333333333333333");
  throws(() => formatMayaNumber(NaN));
  throws(() => formatMayaNumber(Infinity));
});

Deno.test("maya writer: placeholders, forms, CRLF, version 1.0 rows", () => {
  const lines = [
    ...mayaHeader({ animVersion: "1.0", mayaVersion: "2014 x64", timeUnit: "film" }),
    "anim joint1 0 1 0;",
    "anim 0 0 0;",
    "animData {",
    "  output angular;",
    "  tangentAngleUnit rad;",
    "  keys {",
    "    1 2 fixed linear 1 1 0.5 2;",
    "  }",
    "}",
    "anim rotate.rotateX 0 1 1;",
    "animData {",
    "  keys {",
    "    1 2 wobbly linear 1 1;",
    "  }",
    "}",
  ];
  const text = lines.join("\r\n") + "\r\n";
  equal(writeMayaText(readMaya(new TextEncoder().encode(text)).document), text);
});

function unityHermite(): UnityCurve {
  const k = unityKeys(3);
  k.time.set([0, 0.5, 1.25]);
  k.value.set([0, 2, -1]);
  k.outTangent.set([3, -1, 0]);
  k.inTangent.set([0, 4, 2]);
  return new UnityCurve(k, UnityWrapMode.ClampForever, UnityWrapMode.ClampForever);
}

function track(node: string, property: string, curve: Curve): Track {
  return { node, property, valueType: curve.valueType, curve };
}

function floatCurve(c: UnityCurve): Curve {
  return new VectorCurve("float", "unity", [c]);
}

Deno.test("maya fromClip: Hermite segments become fixed tangents, exactly", () => {
  const source = unityHermite();
  const clip: Clip = {
    name: "c",
    duration: 1.25,
    events: [],
    tracks: [track("bone", "translate.translateX", floatCurve(source))],
  };
  const result = mayaFromClip(clip, { rate: 24 });
  equal(result.tracks.length, 1);
  equal(result.tracks[0]!.mapping, "exact");
  equal(result.tracks[0]!.keysAfter, 3);
  ok(result.tracks[0]!.maxError < 1e-9, String(result.tracks[0]!.maxError));
  const { document: doc, warnings } = readMaya(result.bytes);
  deepEqual(warnings, []);
  const item = doc.items[0]!;
  deepEqual([item.attribute, item.leaf, item.node], ["translate.translateX", "translateX", "bone"]);
  equal(item.data!.output, "linear");
  const k = mayaCurveKeys(doc, item.data!);
  deepEqual([...k.time], [0, 12, 30]); // frames at film
  equal(k.outType[0], MayaTangent.Fixed);
  // Key 0 out: 3 per second = 1/8 per frame → atan(0.125) = 7.125016348901798°.
  assertClose(k.outAngle[0]!, (Math.atan(3 / 24) * 180) / Math.PI, 1e-12);
  equal(k.outWeight[0], 1);
  // Evaluate the written file against the source everywhere.
  const written = mayaFormat.toClip!(result.bytes).tracks[0]!.curve;
  for (let i = 0; i <= 125; i++) {
    const t = i / 100;
    assertClose(written.evaluate(t) as number, source.evaluate(t), 1e-9, `t=${t}`);
  }
});

Deno.test("maya fromClip: straight, held and non-cubic segments", () => {
  // Straight: MRTK-style linear keys → linear tangents.
  const lin = UnityCurve.linearKeys([0, 1, 2], [0, 1, 0]);
  // Held: an infinite out-tangent → step.
  const k = unityKeys(2);
  k.time.set([0, 1]);
  k.value.set([0, 1]);
  k.outTangent[0] = Infinity;
  const held = new UnityCurve(k, 8, 8);
  // Weighted Bézier with unequal weights: not a cubic in time → fitted.
  const w = unityKeys(2);
  w.time.set([0, 1]);
  w.value.set([0, 1]);
  w.weightedMode.set([3, 3]);
  w.outWeight[0] = 0.9;
  w.inWeight[1] = 0.05;
  w.outTangent[0] = 0;
  w.inTangent[1] = 0;
  const bezier = new UnityCurve(w, 8, 8);
  const flag = new BoolCurve("unity", held);
  const clip: Clip = {
    name: "c",
    duration: 2,
    events: [],
    tracks: [
      track("a", "scale.scaleX", floatCurve(lin)),
      track("a", "rotate.rotateZ", floatCurve(held)),
      track("b", "weight", floatCurve(bezier)),
      { node: "c", property: "visibility", valueType: "bool", curve: flag },
    ],
  };
  const result = mayaFromClip(clip, { rate: 30 });
  const [l, h, b, v] = result.tracks;
  equal(l!.mapping, "exact");
  equal(h!.mapping, "exact");
  equal(b!.mapping, "fitted");
  equal(v!.mapping, "exact");
  // Default tolerance: 1e-4 × the value range (0 → 1); fewer keys than a 30 Hz resample.
  assertClose(b!.tolerance!, 1e-4, 1e-9);
  ok(b!.keysAfter < 31, String(b!.keysAfter));
  ok(b!.maxError <= b!.tolerance!, String(b!.maxError));
  const { document: doc } = readMaya(result.bytes);
  const keys = doc.keys;
  const [ia, ih, , iv] = doc.items.map((i) => i.data!.firstKey);
  equal(keys.outType[ia!], MayaTangent.Linear);
  equal(keys.outType[ih!], MayaTangent.Step);
  equal(keys.outType[iv!], MayaTangent.Step);
  equal(doc.items[1]!.data!.output, "angular");
  equal(doc.items[1]!.attr, 1); // second curve on node a
  equal(doc.items[0]!.data!.output, "unitless");
  // The written step curve holds 0 until t = 1.
  const written = mayaFormat.toClip!(result.bytes).tracks[1]!.curve;
  equal(written.evaluate(0.99), 0);
  equal(written.evaluate(1), 1);
  // What Maya plays of the written curve, against Unity's own evaluation of the source.
  const wb = mayaFormat.toClip!(result.bytes).tracks[2]!.curve;
  for (let i = 0; i <= 300; i++) {
    const t = i / 300;
    const d = Math.abs((wb.evaluate(t) as number) - bezier.evaluate(t));
    ok(d <= b!.tolerance! + 1e-6, `t=${t}: ${d}`);
  }
});

Deno.test("maya fromClip: vectors split into channels; quaternions become Euler degrees", () => {
  const c = UnityCurve.linearKeys([0, 1], [1, 2]);
  const vec = new VectorCurve("float3", "unity", [c, c, c]);
  // A constant quaternion (0, 0, sin 45°, cos 45°): 90° about Z → rotateZ = 90, X = Y = 0.
  const k = (v: number) => UnityCurve.linearKeys([0, 1], [v, v]);
  const s = Math.SQRT1_2;
  const quat = new VectorCurve("floatQ", "unity", [k(0), k(0), k(s), k(s)]);
  // 30° about X then 45° about Y (Maya's xyz order applies X first): q = qy(45°)·qx(30°).
  // With qx = (sin 15°, 0, 0, cos 15°) and qy = (0, sin 22.5°, 0, cos 22.5°) the Hamilton
  // product is (cos22.5·sin15, cos15·sin22.5, −sin22.5·sin15, cos22.5·cos15).
  const r = Math.PI / 180;
  const [s15, c15, s22, c22] = [
    Math.sin(15 * r),
    Math.cos(15 * r),
    Math.sin(22.5 * r),
    Math.cos(22.5 * r),
  ];
  const quat2 = new VectorCurve("floatQ", "unity", [
    k(c22 * s15),
    k(c15 * s22),
    k(-s22 * s15),
    k(c22 * c15),
  ]);
  const ints: Curve = {
    valueType: "int",
    semantics: "test",
    keyTimes: () => new Float64Array([0]),
    evaluate: () => 3,
  };
  const clip: Clip = {
    name: "c",
    duration: 1,
    events: [],
    tracks: [
      { node: "j", property: "position", valueType: "float3", curve: vec },
      { node: "j", property: "rotation", valueType: "floatQ", curve: quat },
      { node: "k", property: "rotation", valueType: "floatQ", curve: quat2 },
      { node: "j", property: "count", valueType: "int", curve: ints },
    ],
  };
  const e = expectAnimkitError(() => mayaFromClip(clip));
  match(e.detail, /int/);
  const result = mayaFromClip(clip, { dropUnmappable: true });
  equal(result.tracks[3]!.mapping, "dropped");
  // A constant rotation: its two keys carry over one to one as Euler angles.
  equal(result.tracks[1]!.mapping, "exact");
  equal(result.tracks[2]!.mapping, "exact");
  equal(result.tracks[1]!.unit, "deg");
  ok(result.tracks[1]!.maxError < 1e-6, String(result.tracks[1]!.maxError));
  const { document: doc } = readMaya(result.bytes);
  deepEqual(doc.items.map((i) => i.attribute), [
    "translate.translateX",
    "translate.translateY",
    "translate.translateZ",
    "rotate.rotateX",
    "rotate.rotateY",
    "rotate.rotateZ",
    "rotate.rotateX",
    "rotate.rotateY",
    "rotate.rotateZ",
  ]);
  deepEqual(doc.items.map((i) => i.attr), [0, 1, 2, 3, 4, 5, 0, 1, 2]);
  equal(doc.header.timeUnit, "ntsc"); // default 30 Hz
  equal(doc.header.linearUnit, "m"); // non-Maya values are taken as metres
  ok(result.warnings.some((w) => w.includes("metres")));
  equal(doc.header.angularUnit, "deg");
  equal(doc.items[0]!.data!.output, "linear");
  equal(doc.items[3]!.data!.output, "angular");
  const back = mayaFormat.toClip!(result.bytes);
  assertClose(back.tracks[3]!.curve.evaluate(0.5) as number, 0, 1e-9);
  assertClose(back.tracks[5]!.curve.evaluate(0.5) as number, 90, 1e-9);
  // The source quaternion's keys are float32 (Unity's precision): ≈ 2e-6° off 30°.
  assertClose(back.tracks[6]!.curve.evaluate(0.5) as number, 30, 1e-5);
  assertClose(back.tracks[7]!.curve.evaluate(0.5) as number, 45, 1e-6);
  assertClose(back.tracks[8]!.curve.evaluate(0.5) as number, 0, 1e-6);
});

Deno.test(
  "maya fromClip: a Maya clip is carried over key for key",
  { ignore: NO_CORPUS },
  async () => {
    const bytes = await Deno.readFile(corpus("maya/ssbh-fork_example_maya2026.anim"));
    const clip = mayaFormat.toClip!(bytes);
    const result = mayaFromClip(clip);
    ok(result.tracks.every((t) => t.mapping === "exact" && t.maxError < 1e-9));
    deepEqual(result.warnings, []);
    const back = mayaFormat.toClip!(result.bytes);
    equal(back.tracks.length, clip.tracks.length);
    for (let i = 0; i < clip.tracks.length; i++) {
      for (let f = 0; f <= 300; f++) {
        const t = f / 60 / 1.5;
        assertClose(
          back.tracks[i]!.curve.evaluate(t) as number,
          clip.tracks[i]!.curve.evaluate(t) as number,
          1e-9,
        );
      }
    }
    const { document: doc } = readMaya(result.bytes);
    equal(doc.header.timeUnit, "ntscf");
    equal(doc.header.linearUnit, "cm");
    equal(doc.keys.inType[0], MayaTangent.Spline);
    const curves = doc.items.filter((i) => i.data !== null);
    deepEqual(curves.map((i) => i.data!.outputUnit), curves.map(() => null));
  },
);

Deno.test("maya fromClip: wrap modes become infinities", () => {
  // Unity Loop before, PingPong after: cycle and oscillate.
  const wrapped = UnityCurve.linearKeys([0, 1], [0, 1], UnityWrapMode.Loop, UnityWrapMode.PingPong);
  // f(t) = 2t + 1 everywhere (keys at 0 and 1): linear both ways with slope 2.
  const line: Curve = {
    valueType: "float",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 1]),
    evaluate: (t) => 2 * t + 1,
  };
  // t² everywhere: no Maya infinity reproduces it outside [0, 1].
  const square: Curve = {
    valueType: "float",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 1]),
    evaluate: (t) => t * t,
  };
  const clip: Clip = {
    name: "c",
    duration: 1,
    events: [],
    tracks: [
      track("a", "w", floatCurve(wrapped)),
      track("a", "l", line),
      track("a", "s", square),
    ],
  };
  const result = mayaFromClip(clip, { rate: 24 });
  const { document: doc } = readMaya(result.bytes);
  deepEqual(doc.items.map((i) => [i.data!.preInfinity, i.data!.postInfinity]), [
    ["cycle", "oscillate"],
    ["linear", "linear"],
    ["constant", "constant"],
  ]);
  equal(result.tracks[2]!.mapping, "exact"); // t² is a cubic inside its keys
  ok(result.warnings.some((w) => w.startsWith("a.s: values before the first key")));
  const back = mayaFormat.toClip!(result.bytes).tracks;
  assertClose(back[0]!.curve.evaluate(-0.25) as number, 0.75, 1e-9); // cycled
  assertClose(back[0]!.curve.evaluate(1.25) as number, 0.75, 1e-9); // mirrored
  assertClose(back[1]!.curve.evaluate(-1) as number, -1, 1e-9); // 2·(−1) + 1
  assertClose(back[1]!.curve.evaluate(3) as number, 7, 1e-9); // 2·3 + 1
  assertClose(back[2]!.curve.evaluate(0.5) as number, 0.25, 1e-9);
});

Deno.test("maya fromClip: weighted fixed tangents survive a change of time unit", () => {
  // Written at ntscf, converted to film: the fixed angles and weights are re-derived in film
  // frames, and the curve is the same in seconds.
  const bytes = mayaBytes([
    ...mayaHeader({ timeUnit: "ntscf" }),
    ...mayaCurve("rotate.rotateZ rotateZ j 0 0 0", mayaFields("angular", { weighted: 1 }), [
      mayaRow(0, 0, "fixed", "fixed", [30, 4, 30, 4]),
      mayaRow(30, 20, "fixed", "fixed", [-10, 12, -10, 12]),
      mayaRow(45, 5, "plateau", "clamped"),
    ]),
  ]);
  const clip = mayaFormat.toClip!(bytes);
  const result = mayaFromClip(clip, { rate: 24 });
  equal(result.tracks[0]!.mapping, "exact");
  ok(result.tracks[0]!.maxError < 1e-9, String(result.tracks[0]!.maxError));
  const back = mayaFormat.toClip!(result.bytes);
  equal(readMaya(result.bytes).document.header.timeUnit, "film");
  for (let i = -10; i <= 100; i++) {
    const t = i / 100;
    assertClose(
      back.tracks[0]!.curve.evaluate(t) as number,
      clip.tracks[0]!.curve.evaluate(t) as number,
      1e-9,
      `t=${t}`,
    );
  }
});

Deno.test("maya CLI: info, sample, convert", { ignore: NO_CORPUS }, async () => {
  const example = corpus("maya/ssbh-fork_example_maya2026.anim").pathname;
  let r = await cli("info", example);
  equal(r.code, 0);
  match(r.out, /curves: +20/);
  match(r.out, /placeholders: 3 \(joint1, joint3, joint4\)/);
  match(r.out, /tangents: +spline 6, step 6, auto 108/);
  r = await cli("info", "--json", example);
  equal(JSON.parse(r.out).details.keys, 60);
  r = await cli("sample", example, "--at", "0.05");
  equal(r.code, 0);
  match(r.out, /joint2\.translate\.translateX/);
  const dir = await Deno.makeTempDir();
  try {
    r = await cli("convert", example, `${dir}/same.anim`, "--to", "maya");
    equal(r.code, 0, r.err);
    deepEqual(await Deno.readFile(`${dir}/same.anim`), await Deno.readFile(example));
    r = await cli("convert", "samples/wave.mrtk.bin", `${dir}/wave.anim`, "--to", "maya");
    equal(r.code, 0, r.err);
    const written = await Deno.readFile(`${dir}/wave.anim`);
    deepEqual(readMaya(written).warnings, []);
    ok(mayaFormat.toClip!(written).tracks.length > 0);
    const bad = mayaBytes([
      ...mayaHeader(),
      ...mayaCurve("a 0 0 0", mayaFields(), [mayaRow("x", 0, "linear", "linear")]),
    ]);
    await Deno.writeFile(`${dir}/bad.anim`, bad);
    r = await cli("info", `${dir}/bad.anim`);
    equal(r.code, 1);
    match(r.err, /maya: 11:5: /);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
