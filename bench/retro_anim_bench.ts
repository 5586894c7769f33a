/**
 * ANIM version 2 decoding at the format's ceiling: 100 channels × 300 keys (rotation 10/10/10
 * bits, translation 12/12/12; notes-retro.md §7), against a bare loop that only extracts the same
 * bit fields from the same bytes. Target: full decode within 2× of the bare loop.
 *
 * @module
 */
import {
  encodeRetroAnim,
  readRetroAnim,
  type RetroAnimCurve,
  retroAnimToClip,
  type RetroAnimV2Document,
  writeRetroAnimV2,
} from "../mod.ts";
import { decodeRetroAnimKeys, retroAnimV2Layout } from "../src/formats/retro_anim/decode.ts";

const CHANNELS = 100;
// Baselines are passed to Deno.bench as `fn` directly, not through a wrapper closure: V8's Maglev
// tier can inline a small loop function into a wrapper and keep running it at Maglev speed, which
// would make the baseline look slow and the ratios good.
let baselineSink = 0;
// Outputs are kept by plain stores: a load or sum after a loop would make V8 bail out of the
// loop's compiled code on every call.
let packed: Uint8Array = new Uint8Array(0);

const KEYS = 300; // keyed frames, the initial key included

/** A deterministic pseudo-random walk whose deltas fit `bits` and whose values stay in s16. */
function walk(seed: number, bits: number): Int16Array {
  let s = seed >>> 0;
  const out = new Int16Array(KEYS * 3);
  const half = 2 ** (bits - 1);
  for (let k = 0; k < KEYS; k++) {
    for (let j = 0; j < 3; j++) {
      s = (s * 1664525 + 1013904223) >>> 0;
      const delta = k === 0 ? 0 : (s % (2 * half)) - half;
      const prev = k === 0 ? (s % 2000) - 1000 : out[(k - 1) * 3 + j]!;
      const next = prev + delta;
      out[k * 3 + j] = next > 30000 || next < -30000 ? prev - delta : next;
    }
  }
  return out;
}

const frames = Uint32Array.from({ length: KEYS }, (_, i) => i);
const bytes = writeRetroAnimV2({
  game: "mp1",
  frameCount: KEYS,
  frames,
  duration: (KEYS - 1) / 30,
  interval: 1 / 30,
  rootBoneId: 3,
  looping: 1,
  rotationDivisor: 0x7fff,
  translationMultiplier: 0.001,
  channels: Array.from({ length: CHANNELS }, (_, c) => ({
    boneId: c,
    rotation: {
      quantized: walk(c * 7 + 1, 10),
      sign: Uint8Array.from({ length: KEYS }, (_, k) => (k > 0 && (k * c) % 5 === 0 ? 1 : 0)),
    },
    translation: { quantized: walk(c * 7 + 3, 12) },
    scale: null,
  })),
});
const doc = readRetroAnim(bytes) as RetroAnimV2Document;
const layout = retroAnimV2Layout(doc);

// The field widths of one record, in bitstream order, for the bare loop.
const widths: number[] = [];
for (const c of doc.channels) {
  widths.push(1, ...c.rotation!.bits, ...c.translation!.bits);
}
const recordWidths = Uint8Array.from(widths);

/** Only extracts every field (LSB-first, straddling words) and sums them. */
function bareExtract(): void {
  const bs = doc.bitstream;
  const view = new DataView(bs.buffer, bs.byteOffset, bs.byteLength);
  const K = layout.keyCount;
  let sum = 0;
  let wi = 0;
  let word = view.getUint32(0);
  let used = 0;
  for (let k = 0; k < K; k++) {
    for (let f = 0; f < recordWidths.length; f++) {
      const q = recordWidths[f]!;
      let v = word >>> used;
      const avail = 32 - used;
      if (q < avail) {
        v &= (1 << q) - 1;
        used += q;
      } else {
        wi++;
        word = wi * 4 < layout.wordCount * 4 ? view.getUint32(wi * 4) : 0;
        if (q > avail) {
          v = (v | (word << avail)) & ((1 << q) - 1);
          used = q - avail;
        } else {
          used = 0;
        }
      }
      sum += v;
    }
  }
  baselineSink = sum;
}

const channelKeys = CHANNELS * KEYS;

// keys/s, measured once at load (best of 40 batches after warm-up) so that the output carries it.
function rate(fn: () => unknown): number {
  for (let i = 0; i < 500; i++) fn();
  let best = Infinity;
  for (let batch = 0; batch < 40; batch++) {
    const start = performance.now();
    for (let i = 0; i < 10; i++) fn();
    best = Math.min(best, (performance.now() - start) / 10);
  }
  return channelKeys / (best / 1000);
}
const decodeRate = rate(() => decodeRetroAnimKeys(doc));
const bareRate = rate(bareExtract);
console.log(
  `retro-anim v2 ${CHANNELS} channels × ${KEYS} keys (${bytes.length} bytes): full decode ${
    (decodeRate / 1e6).toFixed(1)
  } M channel-keys/s; bare field extraction ${(bareRate / 1e6).toFixed(1)} M/s; ratio ${
    (bareRate / decodeRate).toFixed(2)
  }× (target ≤ 2×)`,
);

Deno.bench({
  name: "bare bit-field extraction (baseline)",
  group: "retro-anim v2 decode, 100 ch × 300 keys",
  baseline: true,
  fn: bareExtract,
});

Deno.bench({
  name: "decodeRetroAnimKeys (bitstream → s16 accumulators → quaternions, multipliers)",
  group: "retro-anim v2 decode, 100 ch × 300 keys",
  fn: () => void decodeRetroAnimKeys(doc),
});

Deno.bench({
  name: "readRetroAnim + decodeRetroAnimKeys (header, descriptors and keys from bytes)",
  group: "retro-anim v2 decode, 100 ch × 300 keys",
  fn: () => void decodeRetroAnimKeys(readRetroAnim(bytes)),
});

// ---------------------------------------------------------------------------------------------
// Evaluate: every track of the decoded clip at 60 Hz over the animation (600 samples × 200
// tracks), against a bare component-wise lerp over the same key arrays.

const keys = decodeRetroAnimKeys(doc);
const clip = retroAnimToClip(doc, {}, keys);
const SAMPLE_COUNT = Math.floor(doc.duration * 60) + 1;
const curves = clip.tracks.map((t) => t.curve as RetroAnimCurve);
const keyArrays: { values: Float64Array; width: number }[] = [];
for (const c of keys.channels) {
  if (c.rotation) keyArrays.push({ values: c.rotation.values, width: 4 });
  if (c.translation) keyArrays.push({ values: c.translation.values, width: 3 });
}
const keyFrames = keys.frames;
let sink = 0;

Deno.bench({
  name: "bare lerp over the same keys (baseline)",
  group: "retro-anim evaluate, 200 tracks at 60 Hz",
  baseline: true,
  fn: () => {
    const out = new Float64Array(4);
    const n = keyFrames.length;
    for (const { values, width } of keyArrays) {
      let i = 0;
      for (let s = 0; s < SAMPLE_COUNT; s++) {
        const u = s / 60 / doc.interval;
        while (i < n - 2 && keyFrames[i + 1]! <= u) i++;
        const t = Math.min(
          1,
          Math.max(0, (u - keyFrames[i]!) / (keyFrames[i + 1]! - keyFrames[i]!)),
        );
        const a = i * width;
        const b = a + width;
        for (let j = 0; j < width; j++) {
          out[j] = values[a + j]! + (values[b + j]! - values[a + j]!) * t;
        }
      }
      sink += out[0]!;
    }
  },
});

Deno.bench({
  name: "RetroAnimCurve.evaluateInto (game slerp for rotations, lerp otherwise)",
  group: "retro-anim evaluate, 200 tracks at 60 Hz",
  fn: () => {
    const out = new Float64Array(4);
    for (const curve of curves) {
      for (let s = 0; s < SAMPLE_COUNT; s++) curve.evaluateInto(s / 60, out);
      sink += out[0]!;
    }
  },
});

// ---------------------------------------------------------------------------------------------
// Write and encode: the same 100 × 300 keys written back as a version 2 file, against a bare
// loop that only packs the same bit fields (LSB-first, straddling words) into big-endian words.

const fieldValues = new Uint32Array(layout.keyCount * recordWidths.length);
for (let i = 0; i < fieldValues.length; i++) {
  fieldValues[i] = (i * 2654435761) >>> (32 - Math.max(1, recordWidths[i % recordWidths.length]!));
}

/** Packs every field of every record, then stores the words big-endian. */
function barePack(): void {
  const words = new Uint32Array(layout.wordCount + 1);
  const out = new Uint8Array(layout.wordCount * 4);
  const view = new DataView(out.buffer);
  let wi = 0;
  let used = 0;
  let f = 0;
  for (let k = 0; k < layout.keyCount; k++) {
    for (let j = 0; j < recordWidths.length; j++, f++) {
      const q = recordWidths[j]!;
      const v = fieldValues[f]!;
      words[wi] = words[wi]! | (v << used);
      used += q;
      if (used >= 32) {
        used -= 32;
        wi++;
        if (used > 0) words[wi] = v >>> (q - used);
      }
    }
  }
  for (let i = 0; i < layout.wordCount; i++) view.setUint32(i * 4, words[i]!);
  packed = out;
}

const writeInput = {
  game: "mp1" as const,
  frameCount: KEYS,
  frames,
  duration: (KEYS - 1) / 30,
  interval: 1 / 30,
  rootBoneId: 3,
  looping: 1,
  rotationDivisor: 0x7fff,
  translationMultiplier: 0.001,
  channels: keys.channels.map((c) => ({
    boneId: c.boneId,
    rotation: { quantized: c.rotation!.quantized, sign: c.rotation!.sign },
    translation: { quantized: c.translation!.quantized },
    scale: null,
  })),
};

// Per-frame values for the encoder (every frame is keyed in this file).
const encodeInput = {
  game: "mp1" as const,
  interval: 1 / 30,
  frameCount: KEYS,
  channels: keys.channels.map((c) => ({
    boneId: c.boneId,
    rotation: c.rotation!.values,
    translation: c.translation!.values,
    scale: null,
  })),
};

Deno.bench({
  name: "bare bit-field packing (baseline)",
  group: "retro-anim v2 write, 100 ch × 300 keys",
  baseline: true,
  fn: barePack,
});

Deno.bench({
  name: "writeRetroAnimV2 (quantized keys → file)",
  group: "retro-anim v2 write, 100 ch × 300 keys",
  fn: () => void writeRetroAnimV2(writeInput),
});

Deno.bench({
  name: "encodeRetroAnim (values → quantise → file, every frame keyed)",
  group: "retro-anim v2 write, 100 ch × 300 keys",
  fn: () => void encodeRetroAnim(encodeInput),
});

Deno.bench({
  name: "encodeRetroAnim with key reduction (tolerance 1e-3)",
  group: "retro-anim v2 write, 100 ch × 300 keys",
  fn: () => void encodeRetroAnim({ ...encodeInput, tolerance: 1e-3 }),
});

globalThis.addEventListener("unload", () => {
  if (Number.isNaN(sink + baselineSink) || packed.length < 0) console.log("unexpected NaN");
});
