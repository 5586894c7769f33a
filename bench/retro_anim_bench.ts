/**
 * ANIM version 2 decoding at the format's ceiling: 100 channels × 300 keys (rotation 10/10/10
 * bits, translation 12/12/12; notes-retro.md §7), against a bare loop that only extracts the same
 * bit fields from the same bytes. Target: full decode within 2× of the bare loop.
 *
 * @module
 */
import {
  decodeRetroAnimKeys,
  readRetroAnim,
  type RetroAnimV2Document,
  retroAnimV2Layout,
  writeRetroAnimV2,
} from "../mod.ts";

const CHANNELS = 100;
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
function bareExtract(): number {
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
  return sum;
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
  fn: () => void bareExtract(),
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
