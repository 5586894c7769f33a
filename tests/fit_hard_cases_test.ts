/**
 * The conversions that used to play wrong, each with its expected values worked out by hand from
 * the source format's rules (not from the fitter): the converted file is read back with its own
 * reader and compared with those values.
 */
import { deepEqual, equal, ok } from "node:assert/strict";
import { buildMrtk } from "./fixtures/mrtk_bytes.ts";
import { mrtkToClip, readMrtk } from "../src/formats/mrtk/mod.ts";
import { animjFormat } from "../src/formats/animj/mod.ts";
import { glbFormat } from "../src/formats/gltf/mod.ts";
import { mayaFormat } from "../src/formats/maya/mod.ts";
import type { Clip, Curve, Track } from "../src/model/clip.ts";
import type { Value } from "../src/model/value_type.ts";
import type { TrackReport } from "../src/formats/format.ts";

/** Rotation angle in degrees between two quaternions (any length or sign). */
function angleDeg(a: Value, b: readonly number[]): number {
  const q = a as { x: number; y: number; z: number; w: number };
  const u = [q.x, q.y, q.z, q.w];
  const lu = Math.hypot(...u);
  const lb = Math.hypot(...b);
  const dot = u.reduce((s, v, c) => s + (v / lu) * (b[c]! / lb), 0);
  const sign = dot < 0 ? -1 : 1;
  const chord = Math.hypot(...u.map((v, c) => v / lu - (sign * b[c]!) / lb));
  return (4 * Math.asin(Math.min(1, chord / 2)) * 180) / Math.PI;
}

/** Converts to AnimJ and reads the result back. */
function throughAnimJ(
  clip: Clip,
): { back: Clip; report: (node: string, property: string) => TrackReport } {
  const result = animjFormat.fromClip!(clip);
  return { back: animjFormat.toClip!(result.bytes), report: reportOf(result.tracks) };
}

function reportOf(
  tracks: readonly TrackReport[],
): (node: string, property: string) => TrackReport {
  return (node, property) => tracks.find((t) => t.node === node && t.property === property)!;
}

function find(clip: Clip, node: string, property: string): Track {
  const t = clip.tracks.find((t) => t.node === node && t.property === property);
  ok(t !== undefined, `${node}.${property}`);
  return t;
}

Deno.test("hard case: a long-arc game slerp into AnimJ plays the long way", () => {
  // The games' slerp does not flip the second key: from identity to (0, 0, sin 150°, cos 150°)
  // (dot −0.866) it turns 300° about z, the long way; at fraction s the rotation is 300°·s.
  const b = [0, 0, Math.sin((150 * Math.PI) / 180), Math.cos((150 * Math.PI) / 180)];
  const curve: Curve = {
    valueType: "floatQ",
    semantics: "retro-anim",
    keyTimes: () => new Float64Array([0, 1]),
    evaluate: (t: number) => {
      const s = Math.min(1, Math.max(0, t));
      const half = (300 * s * Math.PI) / 360;
      return { x: 0, y: 0, z: Math.sin(half), w: Math.cos(half) };
    },
  };
  const clip: Clip = {
    name: "arc",
    duration: 1,
    events: [],
    tracks: [{ node: "bone_7", property: "rotation", valueType: "floatQ", curve }],
  };
  ok(b[3]! < 0);
  const { back, report } = throughAnimJ(clip);
  const r = report("bone_7", "rotation");
  ok(r.mapping === "fitted" && r.maxError <= 0.01, `${r.mapping} ${r.maxError}`);
  equal(r.unit, "deg");
  const played = find(back, "bone_7", "rotation").curve;
  for (let i = 0; i <= 40; i++) {
    const s = i / 40;
    const half = (300 * s * Math.PI) / 360;
    const e = angleDeg(played.evaluate(s), [0, 0, Math.sin(half), Math.cos(half)]);
    ok(e <= 0.01 + 1e-4, `at ${s}: ${e}°`);
  }
});

Deno.test("hard case: an MRTK raw lerp through a sign flip into AnimJ and GLB", () => {
  // MRTK plays the components' lerp (seen normalised): from (0, 0, 0, 1) to (0, 0, 0.1, −0.995)
  // it passes (0, 0, 0.05, 0.0025) at 0.5 s, nearly a half turn about z.
  const zero = [[0, 0], [1, 0]];
  const clip = mrtkToClip(readMrtk(buildMrtk({
    minor: 1,
    camera: [
      { keys: zero },
      { keys: zero },
      { keys: zero },
      { keys: zero },
      { keys: zero },
      { keys: [[0, 0], [1, 0.1]] },
      { keys: [[0, 1], [1, -0.995]] },
    ],
  })));
  const expected = (t: number) => [0, 0, 0.1 * t, 1 + (-0.995 - 1) * t];
  const { back, report } = throughAnimJ(clip);
  const r = report("Camera", "rotation");
  ok(r.maxError <= 0.01, `${r.mapping} ${r.maxError}`);
  const played = find(back, "Camera", "rotation").curve;
  for (let i = 0; i <= 100; i++) {
    const t = i / 100;
    const e = angleDeg(played.evaluate(t), expected(t));
    ok(e <= 0.01 + 1e-4, `AnimJ at ${t}: ${e}°`);
  }
  ok(angleDeg(played.evaluate(0.5), [0, 0, 0, 1]) > 170);
  // The same recording into GLB, read back by glTF's rules in tests/gltf_test.ts; here the report.
  const glb = glbFormat.fromClip!(clip);
  const g = reportOf(glb.tracks)("Camera", "rotation");
  ok(g.maxError <= 0.01, `GLB ${g.mapping} ${g.maxError}`);
});

Deno.test("hard case: MRTK 1.0 curves that loop and ping-pong inside the clip", () => {
  // x: keys (0, 0) and (0.5, 1), straight (weights 0), Loop after: at 0.6 s the curve is back at
  // 0.1 s → 0.2. y: the same keys with PingPong after: 0.6 s reflects to 0.4 s → 0.8. The clip
  // lasts as long as its longest curve: z is keyed to 2 s.
  const ramp = [[0, 0, 0, 0, 0, 0, 3], [0.5, 1, 0, 0, 0, 0, 3]];
  const clip = mrtkToClip(readMrtk(buildMrtk({
    minor: 0,
    camera: [
      { post: 2, keys: ramp },
      { post: 4, keys: ramp },
      { keys: [[0, 0, 0, 0, 0, 0, 3], [2, 0, 0, 0, 0, 0, 3]] },
    ],
  })));
  equal(clip.duration, 2);
  // Inside the keys the curve itself (0.5 s is the last key: 1); after them Repeat(t, 0.5).
  const loop = (t: number) => (t <= 0.5 ? 2 * t : 2 * (t % 0.5));
  const pingPong = (t: number) => {
    const r = t % 1;
    return 2 * (r <= 0.5 ? r : 1 - r);
  };
  const { back, report } = throughAnimJ(clip);
  const r = report("Camera", "position");
  ok(r.maxError <= r.tolerance!, `${r.mapping} ${r.maxError} ${r.tolerance}`);
  const played = find(back, "Camera", "position").curve;
  for (let i = 0; i <= 200; i++) {
    const t = i / 100;
    const v = played.evaluate(t) as { x: number; y: number };
    ok(Math.abs(v.x - loop(t)) <= r.tolerance! + 1e-6, `loop at ${t}: ${v.x} vs ${loop(t)}`);
    ok(
      Math.abs(v.y - pingPong(t)) <= r.tolerance! + 1e-6,
      `ping-pong at ${t}: ${v.y} vs ${pingPong(t)}`,
    );
  }
});

/** A Maya curve file with one weighted curve: keys (0, 0) and (10, 10) at 30 fps (ntsc). */
const WEIGHTED_MAYA = `animVersion 1.1;
mayaVersion 2026;
timeUnit ntsc;
linearUnit cm;
angularUnit deg;
startTime 0;
endTime 10;
anim foo foo box 0 1 0;
animData {
  input time;
  output unitless;
  weighted 1;
  preInfinity constant;
  postInfinity constant;
  keys {
    0 0 fixed fixed 1 0 0 0 1 60 3;
    10 10 fixed fixed 1 0 0 45 3 0 1;
  }
}
`;

Deno.test("hard case: a weighted Maya curve into AnimJ stays within the tolerance", () => {
  const bytes = new TextEncoder().encode(WEIGHTED_MAYA);
  const clip = mayaFormat.toClip!(bytes);
  const source = clip.tracks[0]!.curve;
  const { back, report } = throughAnimJ(clip);
  const r = report("box", "foo");
  ok(r.mapping === "fitted", r.mapping);
  // Default tolerance: 1e-4 × the value range, which Maya's own evaluator gives as ≥ 10.
  ok(r.tolerance! >= 1e-3, String(r.tolerance));
  const played = back.tracks[0]!.curve;
  // Against Maya's evaluation, every 1/300 s over the clip (0 … 10 frames at 30 fps).
  for (let i = 0; i <= 100; i++) {
    const t = (i / 100) * (10 / 30);
    const d = Math.abs((played.evaluate(t) as number) - (source.evaluate(t) as number));
    ok(d <= r.tolerance! + 1e-5, `at ${t}: ${d}`);
  }
});

Deno.test("hard case: Maya step tangents become AnimJ Hold keys at the same times", () => {
  const text = WEIGHTED_MAYA.replace("weighted 1;", "weighted 0;").replace(
    /keys \{[^}]*\}/,
    "keys {\n    0 1 step step 1 0 0;\n    5 2 step step 1 0 0;\n    10 3 step step 1 0 0;\n  }",
  );
  const clip = mayaFormat.toClip!(new TextEncoder().encode(text));
  const result = animjFormat.fromClip!(clip);
  equal(result.tracks[0]!.mapping, "exact");
  const doc = JSON.parse(new TextDecoder().decode(result.bytes));
  const keys = doc.tracks[0].data.keyframes as {
    time: number;
    value: number;
    interpolation: string;
  }[];
  // Frames 0, 5, 10 at 30 fps; values 1, 2, 3 held.
  equal(keys.length, 3);
  keys.forEach((k, i) => {
    ok(Math.abs(k.time - (5 * i) / 30) < 1e-7, String(k.time));
    equal(k.value, i + 1);
  });
  equal(keys[0]!.interpolation, "Hold");
  equal(keys[1]!.interpolation, "Hold");
});

Deno.test("hard case: AnimJ → Maya → AnimJ gives back the same tracks, names and value types", () => {
  const key = (time: number, value: unknown, interpolation = "Linear") => ({
    time,
    value,
    interpolation,
  });
  const s = Math.SQRT1_2;
  const text = JSON.stringify({
    name: "box",
    globalDuration: 1,
    tracks: [
      {
        trackType: "Curve",
        valueType: "float3",
        data: {
          node: "box",
          property: "Offset",
          keyframes: [key(0, { x: 0, y: 1, z: 2 }), key(1, { x: 3, y: 1, z: 0 })],
        },
      },
      {
        trackType: "Curve",
        valueType: "color",
        data: {
          node: "box",
          property: "Tint",
          keyframes: [key(0, { r: 1, g: 0, b: 0, a: 1 }), key(1, { r: 0, g: 0, b: 1, a: 0.5 })],
        },
      },
      {
        trackType: "Curve",
        valueType: "float",
        data: { node: "box", property: "weight", keyframes: [key(0, 0), key(0.5, 2), key(1, 1)] },
      },
      {
        trackType: "Curve",
        valueType: "float3",
        data: {
          node: "box",
          property: "Position",
          keyframes: [key(0, { x: 0, y: 0, z: 0 }), key(1, { x: 1, y: 2, z: 3 })],
        },
      },
      {
        trackType: "Curve",
        valueType: "floatQ",
        data: {
          node: "box",
          property: "Rotation",
          keyframes: [key(0, { x: 0, y: 0, z: 0, w: 1 }), key(1, { x: 0, y: 0, z: s, w: s })],
        },
      },
    ],
  });
  const source = animjFormat.toClip!(new TextEncoder().encode(text));
  const maya = mayaFormat.fromClip!(source);
  const back = animjFormat.toClip!(animjFormat.fromClip!(mayaFormat.toClip!(maya.bytes)).bytes);
  const shape = (c: Clip) => c.tracks.map((t) => `${t.node}.${t.property}:${t.valueType}`).sort();
  equal(shape(back).join(" "), shape(source).join(" "));
  // And they play the same: values by hand from the keys (Linear lerps; Rotation a slerp about
  // z from 0° to 90°, compared as an angle).
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    const offset = find(back, "box", "Offset").curve.evaluate(t) as { x: number; z: number };
    ok(Math.abs(offset.x - 3 * t) < 1e-3 && Math.abs(offset.z - (2 - 2 * t)) < 1e-3, `Offset ${t}`);
    const tint = find(back, "box", "Tint").curve.evaluate(t) as { r: number; a: number };
    ok(Math.abs(tint.r - (1 - t)) < 1e-3 && Math.abs(tint.a - (1 - 0.5 * t)) < 1e-3, `Tint ${t}`);
    const weight = find(back, "box", "weight").curve.evaluate(t) as number;
    ok(Math.abs(weight - (t <= 0.5 ? 4 * t : 2 - 2 * (t - 0.5))) < 1e-3, `weight ${t}`);
    const position = find(back, "box", "Position").curve.evaluate(t) as { y: number };
    ok(Math.abs(position.y - 2 * t) < 1e-3, `Position ${t}`);
    const half = (90 * t * Math.PI) / 360;
    const e = angleDeg(find(back, "box", "Rotation").curve.evaluate(t), [
      0,
      0,
      Math.sin(half),
      Math.cos(half),
    ]);
    ok(e < 0.03, `Rotation ${t}: ${e}°`);
  }
});

Deno.test("hard case: MRTK eye gaze goes into GLB by default as a node EyeGaze", async () => {
  // Gaze origin (1, 2, 3) m looking along +X: the node's rotation turns +Z onto +X, a quarter
  // turn about +Y: (0, sin 45°, 0, cos 45°).
  const constant = (v: number) => ({ keys: [[0, v], [1, v]] });
  const clip = mrtkToClip(readMrtk(buildMrtk({
    minor: 1,
    gaze: [constant(1), constant(2), constant(3), constant(1), constant(0), constant(0)],
  })));
  const result = glbFormat.fromClip!(clip);
  for (const t of result.tracks) ok(t.mapping !== "dropped", `${t.node}.${t.property}`);
  const { WebIO } = await import("@gltf-transform/core");
  const doc = await new WebIO().readBinary(result.bytes);
  const channels = doc.getRoot().listAnimations()[0]!.listChannels()
    .filter((c) => c.getTargetNode()?.getName() === "EyeGaze");
  const value = (path: string) =>
    Array.from(channels.find((c) => c.getTargetPath() === path)!.getSampler()!.getOutput()!
      .getArray()!.slice(0, path === "rotation" ? 4 : 3));
  deepEqual(value("translation"), [1, 2, 3]);
  const q = value("rotation");
  ok(
    angleDeg({ x: q[0]!, y: q[1]!, z: q[2]!, w: q[3]! }, [0, Math.SQRT1_2, 0, Math.SQRT1_2]) < 1e-4,
  );
});

Deno.test("hard case: Maya visibility and transform names users have go into GLB", () => {
  // A Maya visibility curve (0 → 1 at frame 5) and tracks named as Resonite and Unity name them.
  const maya = WEIGHTED_MAYA.replace(
    "anim foo foo box 0 1 0;",
    "anim visibility visibility box 0 1 0;",
  )
    .replace("weighted 1;", "weighted 0;").replace(
      /keys \{[^}]*\}/,
      "keys {\n    0 0 step step 1 0 0;\n    5 1 step step 1 0 0;\n  }",
    );
  const fromMaya = glbFormat.fromClip!(mayaFormat.toClip!(new TextEncoder().encode(maya)));
  const visibility = reportOf(fromMaya.tracks)("box", "visibility");
  // Held booleans live in the JSON extras at the source's own (double) times.
  equal(visibility.mapping, "exact");
  equal(visibility.maxError, 0);
  const line = (v: number): Curve => ({
    valueType: "float3",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 1]),
    evaluate: (t: number) => ({ x: v * t, y: 0, z: 0 }),
  });
  const names = ["Position", "localPosition", "translate", "Scale", "localScale"];
  const clip: Clip = {
    name: "names",
    duration: 1,
    events: [],
    tracks: names.map((property, i) => ({
      node: `n${i}`,
      property,
      valueType: "float3" as const,
      curve: line(i + 1),
    })),
  };
  const result = glbFormat.fromClip!(clip);
  for (const t of result.tracks) equal(t.mapping, "exact", `${t.property}`);
});

Deno.test("budgets: a fit over a huge range stays bounded and says which track", () => {
  // An opaque wiggle over 300,000 s: the default tolerance would need millions of keys.
  const curve: Curve = {
    valueType: "float",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 300_000]),
    evaluate: (t: number) => Math.sin(t),
  };
  const clip: Clip = {
    name: "long",
    duration: 300_000,
    events: [],
    tracks: [{ node: "n", property: "p", valueType: "float", curve }],
  };
  let message = "";
  try {
    animjFormat.fromClip!(clip, { budgets: { maxKeys: 100_000 } });
  } catch (error) {
    message = String(error);
  }
  // The keys budget stops the fit, and the error names the track and the way out.
  ok(/track n\.p: cannot meet the tolerance/.test(message), message);
  ok(/--best-effort/.test(message), message);
});

Deno.test("hard case: Unity Loop and PingPong become Maya cycle and oscillate, keys kept", () => {
  // The same MRTK 1.0 curves as above: x loops after (0, 0)–(0.5, 1), y ping-pongs.
  const ramp = [[0, 0, 0, 0, 0, 0, 3], [0.5, 1, 0, 0, 0, 0, 3]];
  const clip = mrtkToClip(readMrtk(buildMrtk({
    minor: 0,
    camera: [
      { post: 2, keys: ramp },
      { post: 4, keys: ramp },
      { keys: [[0, 0, 0, 0, 0, 0, 3], [2, 0, 0, 0, 0, 0, 3]] },
    ],
  })));
  const result = mayaFormat.fromClip!(clip, { dropUnmappable: true });
  const text = new TextDecoder().decode(result.bytes);
  const block = (attr: string) => text.slice(text.indexOf(`anim translate.${attr}`));
  ok(/postInfinity cycle;/.test(block("translateX").split("}")[0]!), "x: cycle");
  ok(/postInfinity oscillate;/.test(block("translateY").split("}")[0]!), "y: oscillate");
  const back = mayaFormat.toClip!(result.bytes);
  const x = find(back, "Camera", "translate.translateX").curve;
  const y = find(back, "Camera", "translate.translateY").curve;
  // Two keys each, played by Maya's infinity: 0.6 s → 0.1 s (loop) → 0.2; 0.6 s → 0.4 s (ping-pong) → 0.8.
  equal(x.keyTimes().length, 2);
  ok(Math.abs((x.evaluate(0.6) as number) - 0.2) < 1e-6, String(x.evaluate(0.6)));
  ok(Math.abs((y.evaluate(0.6) as number) - 0.8) < 1e-6, String(y.evaluate(0.6)));
});

Deno.test("hard case: Maya's rotate order decides the quaternion", () => {
  const curve = (attr: string, value: number) =>
    `anim ${attr} ${attr.split(".").pop()} box 0 1 0;\nanimData {\n  input time;\n  output ${
      attr.startsWith("rotate.") ? "angular" : "unitless"
    };\n  weighted 0;\n  preInfinity constant;\n  postInfinity constant;\n  keys {\n    0 ${value} linear linear 1 0 0;\n    10 ${value} linear linear 1 0 0;\n  }\n}\n`;
  const header = WEIGHTED_MAYA.slice(0, WEIGHTED_MAYA.indexOf("anim foo"));
  const file = (order: number | undefined) =>
    new TextEncoder().encode(
      header + curve("rotate.rotateX", 90) + curve("rotate.rotateZ", 90) +
        (order === undefined ? "" : curve("rotateOrder", order)),
    );
  // xyz: q = qz(90°)·qx(90°) = (½, ½, ½, ½); zyx (rotateOrder 5): q = qx(90°)·qz(90°) =
  // (½, −½, ½, ½) — the Hamilton products worked out by hand.
  for (
    const [order, expected] of [[undefined, [0.5, 0.5, 0.5, 0.5]], [5, [
      0.5,
      -0.5,
      0.5,
      0.5,
    ]]] as const
  ) {
    const clip = mayaFormat.toClip!(file(order));
    const { back } = throughAnimJ(clip);
    const e = angleDeg(find(back, "box", "Rotation").curve.evaluate(0.1), expected);
    ok(e < 1e-3, `order ${order}: ${e}°`);
  }
});

Deno.test("hard case: units and time units survive Maya → AnimJ → Maya", () => {
  // 60 fps (ntscf), centimetres: translateX 0 → 155 cm over frames 0 … 31 (an odd frame: the
  // key times alone say 60 fps, as AnimJ holds no frame rate).
  const text = `animVersion 1.1;
mayaVersion 2026;
timeUnit ntscf;
linearUnit cm;
angularUnit deg;
startTime 0;
endTime 31;
anim translate.translateX translateX box 0 1 0;
animData {
  input time;
  output linear;
  weighted 0;
  preInfinity constant;
  postInfinity constant;
  keys {
    0 0 linear linear 1 0 0;
    31 155 linear linear 1 0 0;
  }
}
`;
  const clip = mayaFormat.toClip!(new TextEncoder().encode(text));
  const animj = animjFormat.fromClip!(clip);
  // In AnimJ the translation is a Position in metres: 1.55 m at 31/60 s.
  const position = find(animjFormat.toClip!(animj.bytes), "box", "Position").curve;
  ok(Math.abs((position.evaluate(31 / 60) as { x: number }).x - 1.55) < 1e-6);
  // Back in Maya: the frames are 60 fps frames again, and the values metres, said so.
  const maya = new TextDecoder().decode(
    mayaFormat.fromClip!(animjFormat.toClip!(animj.bytes)).bytes,
  );
  ok(/timeUnit ntscf;/.test(maya), maya.slice(0, 120));
  ok(/linearUnit m;/.test(maya));
  // The key at frame 31 holds 1.55 m (AnimJ stored it as a 32-bit float).
  const key = /\n\s+31 ([0-9.e-]+) /.exec(maya);
  ok(key !== null && Math.abs(Number(key[1]) - 1.55) < 1e-6, key?.[0]);
});

Deno.test("hard case: an ANIM v0 clip's wrap back to frame 0 reaches AnimJ", async () => {
  const { mp1V0Fixture } = await import("./fixtures/retro_anim_files.ts");
  const { retroAnimFormat } = await import("../src/formats/retro_anim/mod.ts");
  // Bone 0 moves (1, 2, 3) → (2, 4, 6) → (3, 6, 9) at 0, 0.1, 0.2 s and the clip lasts 0.3 s:
  // version 0 plays from the last frame back to frame 0 in the last interval, so at 0.25 s it is
  // halfway between (3, 6, 9) and (1, 2, 3).
  const clip = retroAnimFormat.toClip!(mp1V0Fixture());
  const back = animjFormat.toClip!(animjFormat.fromClip!(clip).bytes);
  const v = find(back, "bone_0", "translation").curve.evaluate(0.25) as {
    x: number;
    y: number;
    z: number;
  };
  ok(Math.abs(v.x - 2) < 1e-5 && Math.abs(v.y - 4) < 1e-5 && Math.abs(v.z - 6) < 1e-5);
});

Deno.test("hard case: double-precision AnimJ tracks come back as double through Maya", () => {
  const key = (time: number, value: unknown) => ({ time, value, interpolation: "Linear" });
  const text = JSON.stringify({
    name: "d",
    globalDuration: 1,
    tracks: [
      {
        trackType: "Curve",
        valueType: "double4",
        data: {
          node: "box",
          property: "Tint",
          keyframes: [key(0, { x: 0, y: 1, z: 2, w: 3 }), key(1, { x: 1, y: 2, z: 3, w: 4 })],
        },
      },
      {
        trackType: "Curve",
        valueType: "double",
        data: { node: "box", property: "Mass", keyframes: [key(0, 1.25), key(1, 2.5)] },
      },
      {
        trackType: "Curve",
        valueType: "float2",
        data: {
          node: "box",
          property: "Offset",
          keyframes: [key(0, { x: 0, y: 1 }), key(1, { x: 1, y: 2 })],
        },
      },
    ],
  });
  const source = animjFormat.toClip!(new TextEncoder().encode(text));
  const maya = mayaFormat.fromClip!(source);
  // Maya holds four float curves for the double4: the writer records the type in a comment Maya
  // ignores, and the reader takes it back.
  ok(new TextDecoder().decode(maya.bytes).includes('// animkit: {"valueTypes":'));
  const back = animjFormat.toClip!(animjFormat.fromClip!(mayaFormat.toClip!(maya.bytes)).bytes);
  deepEqual(
    back.tracks.map((t) => [t.node, t.property, t.valueType]),
    [["box", "Tint", "double4"], ["box", "Mass", "double"], ["box", "Offset", "float2"]],
  );
  deepEqual(back.tracks[0]!.curve.evaluate(0.5), { x: 0.5, y: 1.5, z: 2.5, w: 3.5 });
  equal(back.tracks[1]!.curve.evaluate(0.5), 1.875);
});
