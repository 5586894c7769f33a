/**
 * Regression tests for bugs found by the fuzzer and the round-trip properties (issue 9).
 */
import { deepEqual, equal, ok } from "node:assert/strict";
import { buildV0, NOTES_VECTOR } from "./fixtures/retro_anim_bytes.ts";
import {
  decodeRetroAnimKeys,
  readRetroAnim,
  retroAnimFormat,
} from "../src/formats/retro_anim/mod.ts";
import { mayaFormat, mayaFromClip } from "../src/formats/maya/mod.ts";
import {
  animjIntRange,
  animjToClip,
  newAnimJTrack,
  readAnimJ,
  writeAnimJ,
} from "../src/formats/animj/mod.ts";
import { readAnimX, writeAnimX } from "../src/formats/animx/mod.ts";
import type { Clip } from "../src/model/clip.ts";
import { expectAnimkitError } from "./_helpers.ts";

Deno.test("ANIM v0: an MP2 file whose channels have no keys at all reads as an empty animation", () => {
  // Bone 4 → channel 0 with every slot 0xFF; three frames; no key arrays (counts 0).
  const bytes = buildV0({
    game: "mp2",
    duration: 0.3,
    interval: 0.1,
    frames: 3,
    rootBoneId: 0,
    boneChannels: { 4: 0 },
    rotationSlots: [0xff],
    translationSlots: [0xff],
    scaleSlots: [0xff],
    scaleKeys: [],
    rotationKeys: [],
    translationKeys: [],
  });
  const keys = decodeRetroAnimKeys(readRetroAnim(bytes, { game: "mp2" }));
  equal(keys.frameCount, 3);
  deepEqual([...keys.frames], [0, 1, 2]);
  deepEqual(keys.channels, [{ boneId: 4, rotation: null, translation: null, scale: null }]);
});

Deno.test("ANIM v0: a key-less file with a huge frame count is still refused, located", () => {
  const bytes = buildV0({
    game: "mp2",
    duration: 0.3,
    interval: 0.1,
    frames: 0xffffffff,
    rootBoneId: 0,
    boneChannels: { 4: 0 },
    rotationSlots: [0xff],
    translationSlots: [0xff],
    scaleSlots: [0xff],
    scaleKeys: [],
    rotationKeys: [],
    translationKeys: [],
  });
  const error = expectAnimkitError(() =>
    decodeRetroAnimKeys(readRetroAnim(bytes, { game: "mp2" }))
  );
  deepEqual(error.location, { kind: "byte", offset: 20 });
});

Deno.test("ANIM: a negative frame interval is a located error, not out-of-order key times", () => {
  // The notes' MP1 version 2 vector (notes-retro.md §3.10) with the interval at 0x14 set to
  // −0.1 s: its keyed frames 0 and 2 would play at 0 s and −0.2 s.
  const bytes = NOTES_VECTOR.slice();
  new DataView(bytes.buffer).setFloat32(0x14, -0.1);
  const error = expectAnimkitError(() => retroAnimFormat.toClip!(bytes));
  deepEqual(error.location, { kind: "byte", offset: 0x14 });
  // Found by the fuzzer (tests/fuzz-crashes/retro-anim/c45a2d782227e9d2.bin): converting such a
  // file to Maya threw a RangeError.
});

Deno.test("Maya: a clip whose key times do not increase gives a valid file, never a RangeError", () => {
  const times = new Float64Array([0, -1]);
  const curve = { valueType: "float" as const, semantics: "test", keyTimes: () => times };
  const clip: Clip = {
    name: "c",
    duration: 1,
    events: [],
    tracks: [{
      node: "n",
      property: "p",
      valueType: "float",
      curve: { ...curve, evaluate: (t: number) => t },
    }],
  };
  // The fit plays the source over the clip's range from its keys in time order: the file it
  // writes reads back with ascending keys that follow t.
  const result = mayaFromClip(clip);
  const back = mayaFormat.toClip!(result.bytes).tracks[0]!.curve;
  const written = back.keyTimes();
  for (let i = 1; i < written.length; i++) ok(written[i]! > written[i - 1]!);
  for (const t of [0, 0.25, 0.5, 1]) ok(Math.abs((back.evaluate(t) as number) - t) < 1e-6);
});

Deno.test("AnimJ: color32 is clamped to 0–255, not to the 64-bit range", () => {
  deepEqual(animjIntRange("color32"), [0, 255]);
  // A CubicBezier segment from r = 0 to r = 255 with both control values at 1000 overshoots:
  // at the middle, 0.125·0 + 0.375·1000 + 0.375·1000 + 0.125·255 = 781.875, clamped to 255.
  const c = (r: number) => ({ r, g: 0, b: 0, a: 255 });
  const text = JSON.stringify({
    tracks: [{
      trackType: "Curve",
      valueType: "color32",
      data: {
        keyframes: [
          { time: 0, value: c(0), interpolation: "CubicBezier", rightTangent: c(1000) },
          { time: 1, value: c(255), interpolation: "Linear", leftTangent: c(1000) },
        ],
      },
    }],
  });
  // The tangents are outside 0–255 on purpose; read without validation of their range.
  const doc = readAnimJ(new TextEncoder().encode(text.replaceAll("1000", "255")));
  doc.tracks[0]!.rightTangents[0] = 1000;
  doc.tracks[0]!.leftTangents[4] = 1000;
  const clip = animjToClip(doc);
  deepEqual(clip.tracks[0]!.curve.evaluate(0.5), c(255));
});

Deno.test("AnimJ: integers beyond 2^53 are written as the integer the double holds", () => {
  const track = newAnimJTrack("Discrete", "long", "n", "p", 1);
  track.values[0] = 2 ** 62;
  const text = new TextDecoder().decode(
    writeAnimJ({ name: "", globalDuration: 0, tracks: [track] }),
  );
  // 2^62 = 4611686018427387904; JavaScript's shortest form would be 4611686018427388000.
  equal(text.includes('"value": 4611686018427387904'), true, text);
  const back = readAnimJ(new TextEncoder().encode(text)).tracks[0]!;
  equal(back.values[0], 2 ** 62);
  equal(back.exact, undefined);
});

Deno.test("AnimX: an absent bool tangent is written flat at its key's value", () => {
  const track = newAnimJTrack("Curve", "bool", "n", "p", 2);
  track.times.set([0, 1]);
  track.values.set([0, 1]);
  track.interpolations.set([3, 1]);
  track.rightTangents[0] = 1; // present; leftTangents[0] and rightTangents[1] absent (NaN)
  track.leftTangents[1] = 1;
  const back = readAnimX(writeAnimX({ name: "", globalDuration: 1, tracks: [track] })).doc;
  // Key 0's absent left tangent takes its value, false (it was written as true before).
  deepEqual([...back.tracks[0]!.leftTangents], [0, 1]);
  deepEqual([...back.tracks[0]!.rightTangents], [1, 1]);
});

Deno.test("AnimX: 64-bit values one past the range are clamped, not wrapped", () => {
  const track = newAnimJTrack("Discrete", "long", "n", "p", 1);
  track.values[0] = 2 ** 63; // the double nearest long.MaxValue
  const back = readAnimX(writeAnimX({ name: "", globalDuration: 0, tracks: [track] })).doc;
  equal(back.tracks[0]!.exact?.get(0), 2n ** 63n - 1n);
  equal(back.tracks[0]!.values[0], 2 ** 63);
});
