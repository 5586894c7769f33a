/**
 * Runtimes that store key times as float32 also take the query time as float32: Unity's
 * `AnimationCurve.Evaluate(float)` and sprite (PPtr) curves, MRTK's playback of those curves,
 * Resonite's AnimJ/AnimX tracks. A key written as 0.1 is stored as float32(0.1) =
 * 0.100000001490116…, above the double 0.1; asked for 0.1, such a runtime rounds 0.1 to that
 * same float32 and lands on the key. glTF keeps the caller's double time, as three.js does.
 */
import { deepEqual, equal } from "node:assert/strict";
import { cli } from "./_helpers.ts";
import { UnityCurve, unityKeys } from "../src/curves/unity_curve.ts";
import { mrtkToClip, readMrtk } from "../src/formats/mrtk/mod.ts";
import { AnimJCurve, readAnimJ } from "../src/formats/animj/mod.ts";
import { animxFormat } from "../src/formats/animx/mod.ts";
import { gltfFormat } from "../src/formats/gltf/mod.ts";
import { sampleClip } from "../src/model/sample.ts";
import { buildMrtk } from "./fixtures/mrtk_bytes.ts";
import { cat, f32, header, trackHead } from "./fixtures/animx_bytes.ts";

const SPRITE_RUN = new URL("./fixtures/unity/sprite_run.anim", import.meta.url).pathname;
const KEY = Math.fround(0.1);

Deno.test("float32 time: the double 0.1 lies below the float32 key written as 0.1", () => {
  // The premise of every test here, checked independently of animkit.
  equal(KEY, 0.10000000149011612);
  equal(0.1 < KEY, true);
});

Deno.test("float32 time: sample --at 0.1 of a Unity sprite clip gives the 0.1 key's sprite", async () => {
  // Sprites keyed every 1/30 s: 0.06666667 → fileID 21300004, 0.1 → 21300006.
  const r = await cli("sample", SPRITE_RUN, "--at", "0.1,0.10000001,0.09999999", "--json");
  equal(r.code, 0, r.err);
  const tracks = JSON.parse(r.out).tracks as {
    property: string;
    samples: { time: number; value: unknown }[];
  }[];
  const sprite = tracks.find((t) => t.property === "m_Sprite")!;
  const guid = " guid:6f2b1d0c9e8a47b5a3c2d1e0f9a8b7c6";
  deepEqual(sprite.samples.map((s) => s.value), [
    `fileID:21300006${guid}`,
    `fileID:21300006${guid}`,
    // float32(0.09999999) = 0.0999999940…, below the key: the 0.0667 s sprite.
    `fileID:21300004${guid}`,
  ]);
  // The stepped float curve keyed 0 → 1 at 0.1 switches at the same time.
  const flip = tracks.find((t) => t.property === "m_FlipX")!;
  deepEqual(flip.samples.map((s) => s.value), [1, 1, 0]);
  // The times reported are the times asked for.
  deepEqual(sprite.samples.map((s) => s.time), [0.1, 0.10000001, 0.09999999]);
});

Deno.test("float32 time: UnityCurve.evaluate and evaluateBool take float32 time", () => {
  const keys = unityKeys(2);
  keys.time.set([0, 0.1]);
  keys.value.set([0, 1]);
  // A linear segment: at the key, the key's value exactly (not 0.99999998…).
  keys.outTangent[0] = 10;
  keys.inTangent[1] = 10;
  const linear = new UnityCurve(keys, 8, 8);
  equal(linear.evaluate(0.1), 1);
  // A stepped segment (infinite tangent) holds the left key until the right key's time.
  const stepped = unityKeys(2);
  stepped.time.set([0, 0.1]);
  stepped.value.set([0, 1]);
  stepped.outTangent[0] = Infinity;
  const step = new UnityCurve(stepped, 8, 8);
  equal(step.evaluate(0.1), 1);
  equal(step.evaluateBool(0.1), true);
  equal(step.evaluate(0.0999999), 0);
});

Deno.test("float32 time: MRTK curves are evaluated at float32 time", () => {
  // Float key times stored as float32(0.1); tracked (bool) switches on at 0.1.
  const bytes = buildMrtk({
    camera: [
      { keys: [[0, 0, 0, 0, 0, 0, 3], [0.1, 1, 0, 0, 0, 0, 3]] },
      { keys: [] },
      { keys: [] },
    ],
    hands: {
      tracked: [{ keys: [[0, 0], [0.1, 1]] }, { keys: [] }],
      pinching: [{ keys: [] }, { keys: [] }],
    },
  });
  const [position, tracked] = sampleClip(mrtkToClip(readMrtk(bytes)), [0.1]);
  equal((position!.samples[0]!.value as { x: number }).x, 1);
  equal(tracked!.samples[0]!.value, true);
});

Deno.test("float32 time: AnimJ and AnimX tracks are evaluated at float32 time", () => {
  const text = JSON.stringify({
    tracks: [{
      trackType: "Discrete",
      valueType: "int",
      data: {
        node: "N",
        property: "P",
        keyframes: [{ time: 0, value: 1 }, { time: 0.1, value: 2 }],
      },
    }, {
      trackType: "Curve",
      valueType: "float",
      data: {
        node: "N",
        property: "Q",
        keyframes: [
          { time: 0, value: 0, interpolation: "Hold" },
          { time: 0.1, value: 5, interpolation: "Hold" },
        ],
      },
    }],
  });
  const doc = readAnimJ(new TextEncoder().encode(text));
  equal(new AnimJCurve(doc.tracks[0]!).evaluate(0.1), 2);
  equal(new AnimJCurve(doc.tracks[1]!).evaluate(0.1), 5);
  // AnimX: a Discrete float track, keys (float32 time, value) at 0 and 0.1.
  const file = cat(
    header("x", 1, 1),
    trackHead(1, 21, "n", "p", 2),
    f32(0),
    f32(1),
    f32(0.1),
    f32(2),
  );
  equal(animxFormat.toClip!(file).tracks[0]!.curve.evaluate(0.1), 2);
});

Deno.test("float32 time: glTF keeps the caller's double time (as three.js does)", () => {
  // A STEP sampler keyed at 0 and float32(0.1): the double 0.1 is still before the second key.
  const times = new Float32Array([0, 0.1]);
  const values = new Float32Array([0, 0, 0, 1, 1, 1]);
  const bin = new Uint8Array(times.byteLength + values.byteLength);
  bin.set(new Uint8Array(times.buffer), 0);
  bin.set(new Uint8Array(values.buffer), times.byteLength);
  const base64 = btoa(String.fromCharCode(...bin));
  const gltf = {
    asset: { version: "2.0" },
    nodes: [{ name: "n" }],
    buffers: [{ byteLength: bin.length, uri: `data:application/octet-stream;base64,${base64}` }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: 8 },
      { buffer: 0, byteOffset: 8, byteLength: 24 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 2, type: "SCALAR", min: [0], max: [KEY] },
      { bufferView: 1, componentType: 5126, count: 2, type: "VEC3" },
    ],
    animations: [{
      channels: [{ sampler: 0, target: { node: 0, path: "translation" } }],
      samplers: [{ input: 0, output: 1, interpolation: "STEP" }],
    }],
  };
  const clip = gltfFormat.toClip!(new TextEncoder().encode(JSON.stringify(gltf)));
  deepEqual(clip.tracks[0]!.curve.evaluate(0.1), { x: 0, y: 0, z: 0 });
  deepEqual(clip.tracks[0]!.curve.evaluate(KEY), { x: 1, y: 1, z: 1 });
});
