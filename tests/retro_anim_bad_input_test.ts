import { equal, match } from "node:assert/strict";
import { readRetroAnim, retroAnimFormat } from "../mod.ts";
import { expectAnimkitError } from "./_helpers.ts";
import { BitPacker, buildV2, NOTES_VECTOR } from "./fixtures/retro_anim_bytes.ts";
import { mp1V0Fixture, mp2V0Fixture, mp2V2Fixture } from "./fixtures/retro_anim_files.ts";

const readAll = (bytes: Uint8Array) => {
  retroAnimFormat.toClip!(bytes);
  retroAnimFormat.info!(bytes);
  retroAnimFormat.dump!(bytes);
};

function patched(bytes: Uint8Array, offset: number, values: number[]): Uint8Array {
  const out = bytes.slice();
  out.set(values, offset);
  return out;
}

Deno.test("truncation at every offset gives a byte-located error", () => {
  for (const bytes of [NOTES_VECTOR, mp2V2Fixture(), mp1V0Fixture(), mp2V0Fixture()]) {
    for (let end = 0; end < bytes.length; end++) {
      const error = expectAnimkitError(() => readAll(bytes.subarray(0, end)));
      equal(error.location.kind, "byte", `cut at ${end}: ${error.message}`);
      equal(error.format, "retro-anim");
    }
  }
});

Deno.test("a wrong version is refused at byte 0", () => {
  const error = expectAnimkitError(() => readRetroAnim(patched(NOTES_VECTOR, 3, [1])));
  equal(error.location.kind, "byte");
  equal((error.location as { offset: number }).offset, 0);
  match(error.message, /version 1/);
});

Deno.test("popcount of the key bitmap must be the key count + 1", () => {
  // Bitmap word at 0x34: 0b101 → 0b111 (3 set bits for K = 1).
  const error = expectAnimkitError(() => readAll(patched(NOTES_VECTOR, 0x37, [0x07])));
  equal(error.location.kind, "byte");
  equal((error.location as { offset: number }).offset, 0x30);
  match(error.message, /3 set bits/);
  // Bit 0 (the initial key) clear: 0b110.
  match(expectAnimkitError(() => readAll(patched(NOTES_VECTOR, 0x37, [0x06]))).message, /bit 0/);
});

Deno.test("more than 100 channels is refused", () => {
  // Descriptor count at 0x3C.
  const error = expectAnimkitError(() => readRetroAnim(patched(NOTES_VECTOR, 0x3f, [101])));
  equal(error.location.kind, "byte");
  match(error.message, /num_channels/);
});

Deno.test("a bit width over 32 is refused", () => {
  // Descriptor at 0x40: bone id u32, rotation count u16, then initial X s16 and bits X at 0x48.
  const error = expectAnimkitError(() => readRetroAnim(patched(NOTES_VECTOR, 0x48, [33])));
  equal(error.location.kind, "byte");
  match(error.message, /bits/);
});

Deno.test("MP2 channel 0 without rotation is refused (the key count comes from it)", () => {
  const bits = new BitPacker().field(1, 4);
  const bytes = buildV2({
    game: "mp2",
    duration: 1 / 30,
    interval: 1 / 30,
    rootBoneId: 0,
    looping: 0,
    rotationDivisor: 0x7fff,
    translationMultiplier: 1,
    bitmapBits: 2,
    bitmapWords: [0b11],
    channels: [
      { boneId: 1, translation: { count: 1, initial: [0, 0, 0], bits: [4, 0, 0] } },
      { boneId: 2, rotation: { count: 1, initial: [0, 0, 0], bits: [0, 0, 0] } },
    ],
    words: bits.words(),
  });
  const error = expectAnimkitError(() => readAll(bytes));
  equal(error.location.kind, "byte");
  match(error.message, /channel 0 has no rotation/);
});

Deno.test("counts that would run past the end are refused before allocating", () => {
  // v2: bitmap bit count 0xFFFFFFFF at 0x30.
  let error = expectAnimkitError(() =>
    readRetroAnim(patched(NOTES_VECTOR, 0x30, [0xff, 0xff, 0xff, 0xff]))
  );
  equal(error.location.kind, "byte");
  // v2: widths 32/32/32 need 4 bitstream words; 1 is there.
  const wide = patched(NOTES_VECTOR, 0x48, [32]);
  wide[0x4b] = 32;
  wide[0x4e] = 32;
  error = expectAnimkitError(() => readAll(wide));
  match(error.message, /bitstream needs/);
  equal((error.location as { offset: number }).offset, 94);
  // v0: the rotation key count set huge (MP1 layout: it follows the translation slot table).
  const v0 = mp1V0Fixture();
  const rotCountAt = 4 + 8 + 8 + 4 + 4 + 4 + 100 + 4 + 2;
  equal(new DataView(v0.buffer).getUint32(rotCountAt), 6);
  error = expectAnimkitError(() => readAll(patched(v0, rotCountAt, [0x7f, 0xff, 0xff, 0xff])));
  equal(error.location.kind, "byte");
  // v0: the bone channel table's count set huge.
  error = expectAnimkitError(() => readAll(patched(v0, 28, [0xff, 0xff, 0xff, 0xf0])));
  equal(error.location.kind, "byte");
});

Deno.test("v0 trailing bytes other than 0xFF padding are refused", () => {
  const error = expectAnimkitError(() => readAll(mp1V0Fixture([0xff, 0x00])));
  equal(error.location.kind, "byte");
});

Deno.test("v0 slots past the key arrays are refused", () => {
  // MP1: the translation slot of channel 1 (value 0) → 5, past the 3 translation keys.
  const v0 = mp1V0Fixture();
  const slotAt = 4 + 8 + 8 + 4 + 4 + 4 + 100 + 4 + 1;
  equal(v0[slotAt], 0);
  const error = expectAnimkitError(() => readAll(patched(v0, slotAt, [5])));
  equal(error.location.kind, "byte");
  match(error.message, /slot 5/);
});

Deno.test("a large key count over many zero-width attributes is refused before allocating", () => {
  // K = 65535 (65536 set bitmap bits), 100 channels with a rotation of width 0/0/0: 100 × 65536
  // keys would be decoded from an 8 KB file. The bitstream (1 sign bit per channel and record)
  // is left out entirely.
  const words = new Array(65536 / 32).fill(0xffffffff);
  const channels = Array.from({ length: 100 }, (_, i) => ({
    boneId: i,
    rotation: {
      count: 65535,
      initial: [0, 0, 0] as [number, number, number],
      bits: [0, 0, 0] as [number, number, number],
    },
  }));
  const bytes = buildV2({
    game: "mp1",
    duration: 1,
    interval: 1 / 30,
    rootBoneId: 3,
    looping: 0,
    rotationDivisor: 0x7fff,
    translationMultiplier: 1,
    bitmapBits: 65536,
    bitmapWords: words,
    channels,
    words: [],
  });
  const error = expectAnimkitError(() => readAll(bytes));
  equal(error.location.kind, "byte");
  match(error.message, /more than this reader decodes/);
});

Deno.test("a v0 frame count larger than the key arrays is refused before allocating", () => {
  // Frame count at byte 20 (after version and two CharAnimTimes).
  const error = expectAnimkitError(() =>
    readAll(patched(mp1V0Fixture(), 20, [0xff, 0xff, 0xff, 0xf0]))
  );
  equal(error.location.kind, "byte");
  equal((error.location as { offset: number }).offset, 20);
});
