import { deepEqual, equal, ok } from "node:assert/strict";
import {
  readRetroAnim,
  RetroAnimCurve as RetroAnimCurveCtor,
  retroAnimFormat,
  retroAnimInfo,
  retroAnimToClip,
  type RetroAnimV2Document,
  type Vector3Value,
  type Vector4Value,
} from "../mod.ts";
import { decodeRetroAnimKeys } from "../src/formats/retro_anim/decode.ts";
import { assertClose, expectAnimkitError, f32 } from "./_helpers.ts";
import { BitPacker, buildV2, NOTES_VECTOR } from "./fixtures/retro_anim_bytes.ts";
import {
  mp1V0Fixture,
  MP2_V2_EXPECTED,
  mp2V0Fixture,
  mp2V2Fixture,
} from "./fixtures/retro_anim_files.ts";

const HALF_PI = Math.PI / 2;

Deno.test("the 94-byte vector of notes §3.10 decodes to the listed values", () => {
  equal(NOTES_VECTOR.length, 94);
  const doc = readRetroAnim(NOTES_VECTOR) as RetroAnimV2Document;
  equal(doc.game, "mp1");
  equal(doc.version, 2);
  equal(doc.scratchSize, 90);
  equal(doc.rotationDivisor, 0x7fff);
  assertClose(doc.translationMultiplier, 0.001, 1e-10);
  const keys = decodeRetroAnimKeys(doc);
  deepEqual([...keys.frames], [0, 2]);
  const ch = keys.channels[0]!;
  equal(ch.boneId, 3);
  // One record: dR = (+1, −1, +2) onto (0, 0, 0); dT = (+7, −8, 0) onto (100, −50, 0).
  deepEqual([...ch.rotation!.quantized], [0, 0, 0, 1, -1, 2]);
  deepEqual([...ch.rotation!.sign], [0, 0]);
  deepEqual([...ch.translation!.quantized], [100, -50, 0, 107, -58, 0]);
  const clip = retroAnimToClip(doc);
  deepEqual(clip.tracks.map((t) => `${t.node}.${t.property}:${t.valueType}`), [
    "bone_3.rotation:floatQ",
    "bone_3.translation:float3",
  ]);
  const [rot, trans] = clip.tracks.map((t) => t.curve);
  const interval = f32(1 / 30);
  // frame 0: q = (1, 0, 0, 0) as (w, x, y, z); T = (0.1, −0.05, 0).
  deepEqual(rot!.evaluate(0), { x: 0, y: 0, z: 0, w: 1 });
  const t0 = trans!.evaluate(0) as Vector3Value;
  assertClose(t0.x, 0.1, 1e-8);
  assertClose(t0.y, -0.05, 1e-8);
  equal(t0.z, 0);
  // frame 2: q ≈ (0.99999999, 4.7938e-5, −4.7938e-5, 9.5877e-5); T = (0.107, −0.058, 0).
  const q2 = rot!.evaluate(2 * interval) as Vector4Value;
  assertClose(q2.w, 0.99999999, 1e-8);
  assertClose(q2.x, 4.7938e-5, 1e-9);
  assertClose(q2.y, -4.7938e-5, 1e-9);
  assertClose(q2.z, 9.5877e-5, 1e-9);
  const t2 = trans!.evaluate(2 * interval) as Vector3Value;
  assertClose(t2.x, 0.107, 1e-8);
  assertClose(t2.y, -0.058, 1e-8);
  // frame 1: t = 0.5; the dot product ≈ 1 > 0.95, so normalised lerp:
  // ((0 + x2)/2, …, (1 + w2)/2) / length ≈ (2.3969e-5, −2.3969e-5, 4.7938e-5, 1).
  const q1 = rot!.evaluate(interval) as Vector4Value;
  assertClose(q1.x, 2.3969e-5, 1e-9);
  assertClose(q1.y, -2.3969e-5, 1e-9);
  assertClose(q1.z, 4.7938e-5, 1e-9);
  assertClose(q1.w, 1, 1e-8);
  const t1 = trans!.evaluate(interval) as Vector3Value;
  assertClose(t1.x, 0.1035, 1e-8);
  assertClose(t1.y, -0.054, 1e-8);
  // Past the last key the last key holds (no wrap in v2).
  deepEqual(trans!.evaluate(10), trans!.evaluate(2 * interval));
  deepEqual([...rot!.keyTimes()], [0, 2 * interval]);
});

Deno.test("info lists every header fact of the §3.10 vector", () => {
  const info = retroAnimInfo(readRetroAnim(NOTES_VECTOR));
  equal(info.game, "mp1");
  equal(info.version, 2);
  assertClose(info.duration, 1 / 15, 1e-7);
  assertClose(info.interval, 1 / 30, 1e-7);
  equal(info.frameCount, 3);
  equal(info.channelCount, 1);
  equal(info.keyCount, 2);
  equal(info.bitsPerKey, 22); // 1 sign + 3+3+3 rotation + 4+4+4 translation
  equal(info.rotationDivisor, 32767);
  assertClose(info.translationMultiplier!, 0.001, 1e-10);
  equal(info.scaleMultiplier, null);
  equal(info.looping, false);
  equal(info.rootBoneId, 3);
  equal(info.evntId, 0);
  deepEqual(info.channels[0]!.bits, [3, 3, 3, 4, 4, 4, null, null, null]);
  const report = retroAnimFormat.info!(NOTES_VECTOR);
  ok(report.text.some((l) => l.includes("bits per key:  22")));
});

Deno.test("MP2 v2: detected by 0x0101; absent blocks, zero-width and word-straddling fields", () => {
  const bytes = mp2V2Fixture();
  const doc = readRetroAnim(bytes) as RetroAnimV2Document;
  equal(doc.game, "mp2");
  deepEqual(doc.mp2Unknown, [1, 1]);
  equal(doc.scaleMultiplier, 0.25);
  deepEqual(doc.channels.map((c) => c.boneId), [5, 7, 9]);
  equal(doc.channels[0]!.translation, null);
  equal(doc.channels[1]!.rotation, null);
  deepEqual(doc.channels[2], { boneId: 9, rotation: null, translation: null, scale: null });
  const keys = decodeRetroAnimKeys(doc);
  deepEqual([...keys.frames], MP2_V2_EXPECTED.frames);
  const [c5, c7, c9] = keys.channels;
  deepEqual([...c5!.rotation!.quantized], MP2_V2_EXPECTED.rotation.flat());
  deepEqual([...c5!.rotation!.sign], MP2_V2_EXPECTED.sign);
  deepEqual([...c5!.scale!.quantized], MP2_V2_EXPECTED.scale.flat());
  deepEqual([...c7!.translation!.quantized], MP2_V2_EXPECTED.translation.flat());
  deepEqual(c9, { boneId: 9, rotation: null, translation: null, scale: null });
  // key 1 rotation: a = (π/2)/16384; x = sin(0) = 0, y = sin(115a), z = sin(100a), sign 1 → w < 0.
  const a = HALF_PI / 16384;
  const r = c5!.rotation!.values;
  const y = Math.sin(115 * a);
  const z = Math.sin(100 * a);
  deepEqual([r[4], r[5], r[6]], [0, y, z]);
  assertClose(r[7]!, -Math.sqrt(1 - y * y - z * z), 1e-15);
  // Scale × 0.25 and translation × 0.5.
  deepEqual([...c5!.scale!.values], [1, 1, 1, 0.5, 1, 1.75, 0.75, 1, 0.75, 0.75, 1, 0.75]);
  deepEqual([...c7!.translation!.values.subarray(3, 6)], [-27, -10.5, 18.5]);

  const clip = retroAnimToClip(doc);
  deepEqual(clip.tracks.map((t) => `${t.node}.${t.property}`), [
    "bone_5.rotation",
    "bone_5.scale",
    "bone_7.translation",
  ]);
  // Frame 2 is interpolated halfway between key 1 (frame 1) and key 2 (frame 3).
  const tau = 2 * f32(1 / 30);
  const s = clip.tracks[1]!.curve.evaluate(tau) as Vector3Value;
  assertClose(s.x, (0.5 + 0.75) / 2, 1e-6);
  assertClose(s.z, (1.75 + 0.75) / 2, 1e-6);
  const tr = clip.tracks[2]!.curve.evaluate(tau) as Vector3Value;
  assertClose(tr.x, (-27 + 4.5) / 2, 1e-5);
  assertClose(tr.y, -10.5, 1e-12);
  assertClose(tr.z, (18.5 + 14.5) / 2, 1e-5);
  const info = retroAnimInfo(doc);
  equal(info.bitsPerKey, 55);
  equal(info.evntId, null);
  equal(info.looping, true);
});

Deno.test("MP2 v2 with 32-byte 0xFF padding reads the same", () => {
  const plain = mp2V2Fixture();
  const padded = mp2V2Fixture(new Array(32 - (plain.length % 32)).fill(0xff));
  equal(padded.length % 32, 0);
  const a = decodeRetroAnimKeys(readRetroAnim(plain));
  const b = decodeRetroAnimKeys(readRetroAnim(padded));
  deepEqual(b, a);
});

Deno.test("v2 game override: the option wins over the 0x0101 detection", () => {
  const bytes = mp2V2Fixture();
  // Read as MP1, the 0x0101 bytes and the duration become the EVNT id and unk0, and the layout
  // runs off the end: a located error rather than a misread.
  const error = expectAnimkitError(() => retroAnimFormat.toClip!(bytes, { game: "mp1" }));
  equal(error.location.kind, "byte");
  equal((readRetroAnim(bytes, { game: "mp2" }) as RetroAnimV2Document).game, "mp2");
  // MP1 bytes forced to MP2 likewise fail instead of reading garbage silently.
  equal(
    expectAnimkitError(() => retroAnimFormat.toClip!(NOTES_VECTOR, { game: "mp2" })).location.kind,
    "byte",
  );
});

Deno.test("MP1 v0: detected by exact fit; slot-major keys, wrap to frame 0", () => {
  const doc = readRetroAnim(mp1V0Fixture());
  equal(doc.game, "mp1");
  equal(doc.version, 0);
  equal(doc.evntId, 0x12345678);
  const clip = retroAnimToClip(doc);
  // Channel 0 (bone 3) first, then channel 1 (bone 0): file order of the channels.
  deepEqual(clip.tracks.map((t) => `${t.node}.${t.property}`), [
    "bone_3.rotation",
    "bone_0.rotation",
    "bone_0.translation",
  ]);
  const rot = clip.tracks[0]!.curve;
  const trans = clip.tracks[2]!.curve;
  // τ = 0.15: frame 1, t = 0.5 between 1 rad and 2 rad; dot = cos(0.5) ≈ 0.878 ≤ 0.95 → slerp
  // → 1.5 rad about Z = (0, 0, sin 0.75, cos 0.75).
  const q = rot.evaluate(0.15) as Vector4Value;
  assertClose(q.z, Math.sin(0.75), 1e-6);
  assertClose(q.w, Math.cos(0.75), 1e-6);
  // τ = 0.25: frame 2, next frame wraps to 0: halfway between 2 rad and 0 → 1 rad.
  const qw = rot.evaluate(0.25) as Vector4Value;
  assertClose(qw.z, Math.sin(0.5), 1e-6);
  assertClose(qw.w, Math.cos(0.5), 1e-6);
  // Translation: halfway from (3,6,9) back to (1,2,3) = (2,4,6).
  const tw = trans.evaluate(0.25) as Vector3Value;
  assertClose(tw.x, 2, 1e-6);
  assertClose(tw.y, 4, 1e-6);
  assertClose(tw.z, 6, 1e-6);
  // A remainder under 1e-5 s counts as 0.
  const t1 = trans.evaluate(0.1 + 5e-6) as Vector3Value;
  assertClose(t1.x, 2, 1e-6);
  const info = retroAnimInfo(doc);
  equal(info.channelCount, 2);
  equal(info.keyCount, 3);
  equal(info.bitsPerKey, null);
});

Deno.test("MP2 v0: detected by exact fit, with and without 0xFF padding; optional attributes", () => {
  for (const trailing of [[], [0xff, 0xff, 0xff, 0xff, 0xff]]) {
    const doc = readRetroAnim(mp2V0Fixture(trailing));
    equal(doc.game, "mp2");
    const clip = retroAnimToClip(doc);
    deepEqual(clip.tracks.map((t) => `${t.node}.${t.property}`), [
      "bone_1.scale",
      "bone_2.rotation",
      "bone_2.translation",
    ]);
    const s = clip.tracks[0]!.curve.evaluate(0.25) as Vector3Value;
    // Frame 0 → frame 1 halfway: ((1+2)/2, (1+3)/2, (1+4)/2).
    deepEqual(s, { x: 1.5, y: 2, z: 2.5 });
  }
  // The MP1 layout does not fit these bytes; forcing it fails with a located error.
  let failed = false;
  try {
    readRetroAnim(mp2V0Fixture(), { game: "mp1" });
  } catch {
    failed = true;
  }
  ok(failed);
});

Deno.test("the game's slerp does not take the shorter arc; shortestArc does", () => {
  // Keys: identity and 3.5 rad about Z (w = cos 1.75 < 0, so the dot product is negative).
  const keys = new Float64Array([0, 0, 0, 1, 0, 0, Math.sin(1.75), Math.cos(1.75)]);
  const options = {
    version: 2 as const,
    interval: 1,
    frameCount: 2,
    frames: new Uint32Array([0, 1]),
  };
  const game = new RetroAnimCurveCtor("floatQ", keys, options).evaluate(0.5) as Vector4Value;
  // No flip: θ = acos(cos 1.75) = 1.75; halfway is 1.75 rad about Z.
  assertClose(game.z, Math.sin(0.875), 1e-12);
  assertClose(game.w, Math.cos(0.875), 1e-12);
  const short = new RetroAnimCurveCtor("floatQ", keys, { ...options, shortestArc: true })
    .evaluate(0.5) as Vector4Value;
  // Flipped: −q1 is 3.5 − 2π rad; halfway is (3.5 − 2π)/2 about Z.
  const half = (3.5 - 2 * Math.PI) / 2;
  assertClose(short.z, Math.sin(half / 2), 1e-12);
  assertClose(short.w, Math.cos(half / 2), 1e-12);
});

Deno.test("K comes from channel 0's rotation count (runtime), not the largest count (HECL)", () => {
  // Bitmap 0b11 → K = 1. Channel 1 claims 2 rotation keys: the runtime reads one record anyway.
  const bits = new BitPacker().field(0, 1).field(1, 2).field(0, 1).field(-1, 2);
  const bytes = buildV2({
    game: "mp1",
    duration: 1 / 30,
    interval: 1 / 30,
    rootBoneId: 3,
    looping: 0,
    rotationDivisor: 0x7fff,
    translationMultiplier: 1,
    bitmapBits: 2,
    bitmapWords: [0b11],
    channels: [
      { boneId: 3, rotation: { count: 1, initial: [0, 0, 0], bits: [2, 0, 0] } },
      // MP1 with its rotation present; a later channel could also leave it out (PD1 layout).
      { boneId: 4, rotation: { count: 2, initial: [5, 0, 0], bits: [2, 0, 0] } },
      { boneId: 5, translation: { count: 1, initial: [1, 2, 3], bits: [0, 0, 0] } },
    ],
    words: bits.words(),
  });
  const keys = decodeRetroAnimKeys(readRetroAnim(bytes));
  deepEqual([...keys.frames], [0, 1]);
  // Channel 0: 0 + 1 = 1; channel 1: 5 + (−1) = 4; channel 2 (no rotation block): constant.
  deepEqual([...keys.channels[0]!.rotation!.quantized], [0, 0, 0, 1, 0, 0]);
  deepEqual([...keys.channels[1]!.rotation!.quantized], [5, 0, 0, 4, 0, 0]);
  equal(keys.channels[2]!.rotation, null);
  deepEqual([...keys.channels[2]!.translation!.quantized], [1, 2, 3, 1, 2, 3]);
  const problems = retroAnimFormat.validate!(bytes);
  ok(problems.some((p) => /key count 2, but the runtime uses 1/.test(p.message)));
});
