/**
 * Key decoding: the version 2 bitstream (hand-written, into typed arrays) and the version 0 key
 * arrays, both into {@linkcode RetroAnimKeys}.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type {
  RetroAnimAttribute,
  RetroAnimAttributeKeys,
  RetroAnimChannelKeys,
  RetroAnimDocument,
  RetroAnimKeys,
  RetroAnimV0Document,
  RetroAnimV2Document,
} from "./document.ts";

/**
 * Most attribute keys (keys × attributes) one file may decode to: keeps a small file with a
 * large key count and many zero-width attributes from asking for gigabytes.
 */
export const RETRO_ANIM_MAX_ATTRIBUTE_KEYS = 1 << 22;

const EMPTY_I16 = new Int16Array(0);
const EMPTY_U8 = new Uint8Array(0);
const EMPTY_F64 = new Float64Array(0);

/** sin(q·(π/2)/rotDiv) for every s16 accumulator q, at index q + 32768; a few kept per divisor. */
const SINE_TABLES = new Map<number, Float64Array>();

function sineTable(rotationDivisor: number): Float64Array {
  let table = SINE_TABLES.get(rotationDivisor);
  if (table !== undefined) return table;
  const a = Math.PI / 2 / rotationDivisor;
  table = new Float64Array(65536);
  for (let i = 0; i < 65536; i++) table[i] = Math.sin((i - 32768) * a);
  if (SINE_TABLES.size >= 4) SINE_TABLES.delete(SINE_TABLES.keys().next().value!);
  SINE_TABLES.set(rotationDivisor, table);
  return table;
}

/** Byte offsets of version 2 header fields, per game (notes-retro.md §3.1, §3.2). */
function v2Offsets(doc: RetroAnimV2Document): {
  rotationDivisor: number;
  bitCount: number;
  firstChannel: number;
} {
  const words = doc.keyBitmap.length * 4;
  return doc.game === "mp2"
    ? { rotationDivisor: 0x1a, bitCount: 0x2e, firstChannel: 0x32 + words + 4 }
    : { rotationDivisor: 0x20, bitCount: 0x30, firstChannel: 0x34 + words + 8 };
}

/**
 * Byte offsets of each version 2 channel descriptor (MP1: u32 bone id and 2 + 9 bytes per
 * present block; MP2: u8 bone id; notes-retro.md §3.1, §3.2).
 *
 * @example Offsets of a document's descriptors
 * ```ts ignore
 * const at = retroAnimChannelOffsets(doc);
 * ```
 */
export function retroAnimChannelOffsets(doc: RetroAnimV2Document): number[] {
  let at = v2Offsets(doc).firstChannel;
  const block = (a: RetroAnimAttribute | null) => 2 + (a === null ? 0 : 9);
  return doc.channels.map((c) => {
    const here = at;
    at += (doc.game === "mp2" ? 1 : 4) + block(c.rotation) + block(c.translation) +
      (doc.game === "mp2" ? block(c.scale) : 0);
    return here;
  });
}

/** The shape of a version 2 bitstream, validated against the document. */
export interface RetroAnimV2Layout {
  /** K: bitstream records (channel 0's rotation key count, as the runtime takes it). */
  readonly keyCount: number;
  /** Bits per record. */
  readonly bitsPerKey: number;
  /** Bitstream words the records fill: ceil(bitsPerKey·K/32). */
  readonly wordCount: number;
  /** The keyed frames: bit 0, then the frame of each record. */
  readonly frames: Uint32Array;
}

function attributeBits(a: RetroAnimAttribute | null): number {
  return a === null ? 0 : a.bits[0] + a.bits[1] + a.bits[2];
}

/**
 * Checks a version 2 document's key bitmap, key count and bitstream length and returns the
 * bitstream's shape (notes-retro.md §3.3, §3.4).
 *
 * @throws {AnimkitError} when channel 0 has no rotation (the runtime takes the key count from
 * it), the bitmap's set bits are not K + 1 or bit 0 is clear, the bitstream is shorter than
 * the records, or the keys would exceed {@linkcode RETRO_ANIM_MAX_ATTRIBUTE_KEYS}.
 *
 * @example Check a document
 * ```ts ignore
 * const { keyCount, bitsPerKey } = retroAnimV2Layout(doc);
 * ```
 */
export function retroAnimV2Layout(doc: RetroAnimV2Document): RetroAnimV2Layout {
  const at = v2Offsets(doc);
  const first = doc.channels[0];
  if (first === undefined) {
    throw new AnimkitError(
      "retro-anim",
      { kind: "byte", offset: at.firstChannel - 4 },
      "no bone channels (the key count comes from channel 0's rotation)",
    );
  }
  if (first.rotation === null) {
    throw new AnimkitError(
      "retro-anim",
      { kind: "byte", offset: at.firstChannel + (doc.game === "mp2" ? 1 : 4) },
      "channel 0 has no rotation, but the runtime takes the key count from its rotation key count",
    );
  }
  const keyCount = first.rotation.keyCount;
  // Key bitmap: bit i is bit (i & 31) of word i >> 5, LSB first (notes-retro.md §3.3).
  let set = 0;
  const n = doc.frameCount;
  for (let i = 0; i < n; i++) set += (doc.keyBitmap[i >>> 5]! >>> (i & 31)) & 1;
  if (set !== keyCount + 1 || (n > 0 && (doc.keyBitmap[0]! & 1) === 0) || n === 0) {
    throw new AnimkitError(
      "retro-anim",
      { kind: "byte", offset: at.bitCount },
      n === 0 || (doc.keyBitmap[0]! & 1) === 0
        ? "bit 0 of the key bitmap (the initial key) is not set"
        : `the key bitmap has ${set} set bits, but channel 0's key count ${keyCount} needs ${
          keyCount + 1
        } (the initial key and one per record)`,
    );
  }
  let bitsPerKey = 0;
  let attributes = 0;
  for (const c of doc.channels) {
    if (c.rotation !== null) bitsPerKey += 1 + attributeBits(c.rotation);
    bitsPerKey += attributeBits(c.translation) + attributeBits(c.scale);
    attributes += (c.rotation ? 1 : 0) + (c.translation ? 1 : 0) + (c.scale ? 1 : 0);
  }
  if (attributes * (keyCount + 1) > RETRO_ANIM_MAX_ATTRIBUTE_KEYS) {
    throw new AnimkitError(
      "retro-anim",
      { kind: "byte", offset: at.firstChannel },
      `${attributes} attributes × ${
        keyCount + 1
      } keys is more than this reader decodes (${RETRO_ANIM_MAX_ATTRIBUTE_KEYS})`,
    );
  }
  const wordCount = Math.ceil(bitsPerKey * keyCount / 32);
  if (wordCount * 4 > doc.bitstream.length) {
    throw new AnimkitError(
      "retro-anim",
      { kind: "byte", offset: doc.bitstreamOffset + doc.bitstream.length },
      `the bitstream needs ${
        wordCount * 4
      } bytes (${keyCount} records of ${bitsPerKey} bits) but ${doc.bitstream.length} remain`,
    );
  }
  const frames = new Uint32Array(keyCount + 1);
  let k = 0;
  for (let i = 0; i < n; i++) {
    if ((doc.keyBitmap[i >>> 5]! >>> (i & 31)) & 1) frames[k++] = i;
  }
  return { keyCount, bitsPerKey, wordCount, frames };
}

/**
 * One attribute (three components) down the keys: key k's record starts at bit
 * position + (k − 1)·B; a rotation's W sign bit comes first, then X, Y, Z. Deltas accumulate
 * from `initial`, wrapping at s16 as the game's accumulators do (notes-retro.md §3.5); values are
 * written as table[acc] (rotations, with W from the unit length and the sign bit) or acc·m.
 * Zero-width components keep their initial value. Bit p is bit p & 31 of word
 * p >> 5, LSB first; a straddling field takes its high bits from the bottom of the next word
 * (§3.4), read branch-free: the next word shifted up by 32 − (p & 31), which is 0 when p & 31 = 0.
 */
function decodeAttribute(
  words: Uint32Array,
  position: number,
  B: number,
  K: number,
  widths: readonly number[],
  initial: readonly number[],
  quantized: Int16Array,
  o: number,
  values: Float64Array,
  table: Float64Array | null,
  m: number,
  sign: Uint8Array | null,
): void {
  const q0 = widths[0]!, q1 = widths[1]!, q2 = widths[2]!;
  const s0 = 32 - q0, s1 = 32 - q1, s2 = 32 - q2;
  let a0 = initial[0]!, a1 = initial[1]!, a2 = initial[2]!;
  quantized[o] = a0;
  quantized[o + 1] = a1;
  quantized[o + 2] = a2;
  const end = o + K * 3;
  if (sign !== null) {
    const t = table!;
    let x = t[a0 + 32768]!, y = t[a1 + 32768]!, z = t[a2 + 32768]!;
    values[0] = x;
    values[1] = y;
    values[2] = z;
    values[3] = Math.sqrt(Math.max(0, 1 - (x * x + y * y + z * z)));
    let p = position;
    for (let qi = o + 3, vi = 4, k = 1; qi <= end; qi += 3, vi += 4, k++, p += B) {
      const s = (words[p >>> 5]! >>> (p & 31)) & 1;
      sign[k] = s;
      let f = p + 1;
      let bi = f & 31;
      let wi = f >>> 5;
      let bits = (words[wi]! >>> bi) | ((words[wi + 1]! << 1) << (31 - bi));
      if (q0 !== 0) a0 = (a0 + ((bits << s0) >> s0)) << 16 >> 16;
      f += q0;
      bi = f & 31;
      wi = f >>> 5;
      bits = (words[wi]! >>> bi) | ((words[wi + 1]! << 1) << (31 - bi));
      if (q1 !== 0) a1 = (a1 + ((bits << s1) >> s1)) << 16 >> 16;
      f += q1;
      bi = f & 31;
      wi = f >>> 5;
      bits = (words[wi]! >>> bi) | ((words[wi + 1]! << 1) << (31 - bi));
      if (q2 !== 0) a2 = (a2 + ((bits << s2) >> s2)) << 16 >> 16;
      quantized[qi] = a0;
      quantized[qi + 1] = a1;
      quantized[qi + 2] = a2;
      x = t[a0 + 32768]!;
      y = t[a1 + 32768]!;
      z = t[a2 + 32768]!;
      values[vi] = x;
      values[vi + 1] = y;
      values[vi + 2] = z;
      values[vi + 3] = (1 - 2 * s) * Math.sqrt(Math.max(0, 1 - (x * x + y * y + z * z)));
    }
  } else {
    values[0] = a0 * m;
    values[1] = a1 * m;
    values[2] = a2 * m;
    let p = position;
    for (let qi = o + 3, vi = 3; qi <= end; qi += 3, vi += 3, p += B) {
      let f = p;
      let bi = f & 31;
      let wi = f >>> 5;
      let bits = (words[wi]! >>> bi) | ((words[wi + 1]! << 1) << (31 - bi));
      if (q0 !== 0) a0 = (a0 + ((bits << s0) >> s0)) << 16 >> 16;
      f += q0;
      bi = f & 31;
      wi = f >>> 5;
      bits = (words[wi]! >>> bi) | ((words[wi + 1]! << 1) << (31 - bi));
      if (q1 !== 0) a1 = (a1 + ((bits << s1) >> s1)) << 16 >> 16;
      f += q1;
      bi = f & 31;
      wi = f >>> 5;
      bits = (words[wi]! >>> bi) | ((words[wi + 1]! << 1) << (31 - bi));
      if (q2 !== 0) a2 = (a2 + ((bits << s2) >> s2)) << 16 >> 16;
      quantized[qi] = a0;
      quantized[qi + 1] = a1;
      quantized[qi + 2] = a2;
      values[vi] = a0 * m;
      values[vi + 1] = a1 * m;
      values[vi + 2] = a2 * m;
    }
  }
}

/** Scratch for the bitstream's words, kept between calls up to 1 MiB (decoding is synchronous). */
let wordScratch = new Uint32Array(0);
const WORD_SCRATCH_MAX = 1 << 18;

/**
 * The bitstream as big-endian words (MP2 data is not 4-byte aligned: read through a DataView),
 * plus two spare zero words for fields that end exactly at the end of the last word. A function
 * of its own: a long loop inside decodeV2 made V8 compile decodeV2 mid-loop (OSR) and bail out of
 * that code after the loop on every call, about doubling the decode time.
 */
function bitstreamWords(bs: Uint8Array, wordCount: number): Uint32Array {
  const length = wordCount + 2;
  let words: Uint32Array;
  if (length > WORD_SCRATCH_MAX) words = new Uint32Array(length);
  else {
    if (wordScratch.length < length) wordScratch = new Uint32Array(length);
    words = wordScratch;
  }
  // The spare words first: code after a long loop that has not run yet when V8 compiles the
  // loop (OSR) makes that code bail out on every call.
  words[wordCount] = 0;
  words[wordCount + 1] = 0;
  const view = new DataView(bs.buffer, bs.byteOffset, bs.byteLength);
  for (let i = 0; i < wordCount; i++) words[i] = view.getUint32(i * 4, false);
  return words;
}

function decodeV2(doc: RetroAnimV2Document): RetroAnimKeys {
  const { keyCount: K, wordCount, frames, bitsPerKey } = retroAnimV2Layout(doc);
  const stride = (K + 1) * 3;
  // Attributes in record order; each owns a (K+1)×3 block of `quantized`.
  const attrs: { channel: number; kind: 0 | 1 | 2; a: RetroAnimAttribute }[] = [];
  let rotations = 0;
  doc.channels.forEach((c, channel) => {
    if (c.rotation !== null) attrs.push({ channel, kind: 0, a: c.rotation }), rotations++;
    if (c.translation !== null) attrs.push({ channel, kind: 1, a: c.translation });
    if (c.scale !== null) attrs.push({ channel, kind: 2, a: c.scale });
  });
  if (rotations > 0 && doc.rotationDivisor === 0) {
    throw new AnimkitError(
      "retro-anim",
      { kind: "byte", offset: v2Offsets(doc).rotationDivisor },
      "the rotation divisor is 0",
    );
  }
  const table = rotations > 0 ? sineTable(doc.rotationDivisor) : EMPTY_F64;
  // One allocation for every output: values (rotations take 4 per key, translations and
  // scales 3), then the s16 accumulators, then the sign bits.
  const valueCount = (rotations * 4 + (attrs.length - rotations) * 3) * (K + 1);
  const quantizedCount = attrs.length * stride;
  const buffer = new ArrayBuffer(valueCount * 8 + quantizedCount * 2 + rotations * (K + 1));
  const values = new Float64Array(buffer, 0, valueCount);
  const quantized = new Int16Array(buffer, valueCount * 8, quantizedCount);
  const signs = new Uint8Array(buffer, valueCount * 8 + quantizedCount * 2, rotations * (K + 1));
  const channels: RetroAnimChannelKeys[] = doc.channels.map((c) => ({
    boneId: c.boneId,
    rotation: null,
    translation: null,
    scale: null,
  }));

  const words = bitstreamWords(doc.bitstream, wordCount);

  // Every record has the same layout, so field f of record k starts at bit
  // (k − 1)·bitsPerKey + position(f): each attribute is decoded on its own, down the keys, with
  // its widths, shifts and accumulators in locals (decodeAttribute). Values are written
  // alongside: sin(acc·(π/2)/rotDiv) for rotations (a table over every s16 accumulator),
  // acc·multiplier otherwise (notes-retro.md §3.5).
  const B = bitsPerKey;
  let position = 0;
  let rot = 0;
  let at = 0;
  attrs.forEach(({ channel, kind, a }, i) => {
    const width = kind === 0 ? 4 : 3;
    const v = values.subarray(at, at += (K + 1) * width);
    const m = kind === 1 ? doc.translationMultiplier : doc.scaleMultiplier ?? 0;
    let sign = EMPTY_U8;
    if (kind === 0) {
      // The W sign bit: absolute, not a delta; key 0's is 0.
      sign = signs.subarray(rot * (K + 1), (rot + 1) * (K + 1));
      rot++;
    }
    decodeAttribute(
      words,
      position,
      B,
      K,
      a.bits,
      a.initial,
      quantized,
      i * stride,
      v,
      kind === 0 ? table : null,
      m,
      kind === 0 ? sign : null,
    );
    position += (kind === 0 ? 1 : 0) + a.bits[0] + a.bits[1] + a.bits[2];
    const q = quantized.subarray(i * stride, (i + 1) * stride);
    const out = channels[channel] as { -readonly [K in keyof RetroAnimChannelKeys]: unknown };
    if (kind === 0) {
      // W was set from the unit length and the sign bit (decodeAttribute).
      out.rotation = { quantized: q, sign, values: v } satisfies RetroAnimAttributeKeys;
    } else {
      const keys: RetroAnimAttributeKeys = { quantized: q, sign: EMPTY_U8, values: v };
      if (kind === 1) out.translation = keys;
      else out.scale = keys;
    }
  });
  return { version: 2, interval: doc.interval, frameCount: doc.frameCount, frames, channels };
}

function v0Offsets(doc: RetroAnimV0Document): { boneChannels: number; slots: number } {
  // version, duration, interval, frame count, root bone, count
  const boneChannels = 4 + 8 + 8 + 4 + 4 + 4;
  return { boneChannels, slots: boneChannels + doc.boneChannels.length + 4 };
}

function decodeV0(doc: RetroAnimV0Document): RetroAnimKeys {
  const n = doc.frameCount;
  const mp1 = doc.rotationSlots === null;
  // MP1: the translation table's length is the channel count, and channel c uses rotation slot c.
  const channelCount = mp1 ? doc.translationSlots.length : doc.rotationSlots!.length;
  const at = v0Offsets(doc);
  // Bones in channel order (file order of the channels), then bone id.
  const bones: { bone: number; channel: number }[] = [];
  doc.boneChannels.forEach((channel, bone) => {
    if (channel === 0xff) return;
    if (channel >= channelCount) {
      throw new AnimkitError(
        "retro-anim",
        { kind: "byte", offset: at.boneChannels + bone },
        `bone ${bone} maps to channel ${channel}, but there are ${channelCount} channels`,
      );
    }
    bones.push({ bone, channel });
  });
  bones.sort((p, q) => p.channel - q.channel || p.bone - q.bone);
  // Every frame of a keyed slot is stored, so the key arrays bound the frame count (this also
  // keeps a lying count from sizing the frame list). A file with no keys at all (MP2 channels
  // with every slot 0xFF) is still a valid animation: its count is only capped.
  const stored = Math.max(
    doc.rotationKeys.length / 4,
    doc.translationKeys.length / 3,
    (doc.scaleKeys?.length ?? 0) / 3,
  );
  if (stored > 0 ? n > stored : n > RETRO_ANIM_MAX_ATTRIBUTE_KEYS) {
    throw new AnimkitError(
      "retro-anim",
      { kind: "byte", offset: 20 },
      stored > 0
        ? `${n} frames, but the key arrays hold at most ${stored} keys per slot`
        : `${n} frames without any keys; at most ${RETRO_ANIM_MAX_ATTRIBUTE_KEYS} are accepted`,
    );
  }
  const slotKeys = (
    table: Uint8Array | null,
    channel: number,
    keys: Float32Array | null,
    width: 3 | 4,
    tableOffset: number,
  ): RetroAnimAttributeKeys | null => {
    const slot = table === null ? channel : (table[channel] ?? 0xff);
    if (slot === 0xff || keys === null || n === 0) return null;
    const start = slot * n * width;
    if (start + n * width > keys.length) {
      throw new AnimkitError(
        "retro-anim",
        { kind: "byte", offset: table === null ? tableOffset : tableOffset + channel },
        `channel ${channel} uses key slot ${slot}, but the key array holds ${
          keys.length / width / n
        } slots of ${n} frames`,
      );
    }
    const values = new Float64Array(n * width);
    if (width === 3) {
      for (let j = 0; j < n * 3; j++) values[j] = keys[start + j]!;
    } else {
      // Stored W, X, Y, Z; the model's order is X, Y, Z, W.
      for (let k = 0; k < n; k++) {
        values[k * 4] = keys[start + k * 4 + 1]!;
        values[k * 4 + 1] = keys[start + k * 4 + 2]!;
        values[k * 4 + 2] = keys[start + k * 4 + 3]!;
        values[k * 4 + 3] = keys[start + k * 4]!;
      }
    }
    return { quantized: EMPTY_I16, sign: EMPTY_U8, values };
  };
  const rotTable = at.slots;
  const transTable = mp1 ? at.slots : at.slots + channelCount + 4;
  const scaleTable = transTable + doc.translationSlots.length + 4;
  const channels = bones.map(({ bone, channel }) => ({
    boneId: bone,
    rotation: slotKeys(doc.rotationSlots, channel, doc.rotationKeys, 4, rotTable),
    translation: slotKeys(doc.translationSlots, channel, doc.translationKeys, 3, transTable),
    scale: doc.scaleSlots === null
      ? null
      : slotKeys(doc.scaleSlots, channel, doc.scaleKeys, 3, scaleTable),
  }));
  const frames = new Uint32Array(n);
  for (let i = 0; i < n; i++) frames[i] = i;
  return { version: 0, interval: doc.interval.seconds, frameCount: n, frames, channels };
}

/**
 * Decodes every key of a document: version 2's bitstream (LSB-first big-endian words, deltas
 * accumulated in s16 onto the descriptors' initial values, a W sign bit per rotation key,
 * rotation vectors to quaternions, multipliers applied; notes-retro.md §3.4, §3.5) or version
 * 0's slot-major key arrays.
 *
 * @throws {AnimkitError} for the problems {@linkcode retroAnimV2Layout} reports, a rotation
 * divisor of 0, version 0 channel/slot indices past the key arrays, or a frame interval that is
 * not a positive number when there are two keys or more.
 *
 * @example Decode a file's keys
 * ```ts ignore
 * const keys = decodeRetroAnimKeys(readRetroAnim(bytes));
 * console.log(keys.frames, keys.channels[0]?.rotation?.values);
 * ```
 */
export function decodeRetroAnimKeys(doc: RetroAnimDocument): RetroAnimKeys {
  const keys = doc.version === 2 ? decodeV2(doc) : decodeV0(doc);
  // Key k plays at frames[k]·interval: with two keys or more, an interval that is not a
  // positive number would put them out of order.
  if (keys.frames.length > 1 && !(keys.interval > 0 && keys.interval < Infinity)) {
    const offset = doc.version === 0 ? 12 : doc.game === "mp2" ? 14 : 20;
    throw new AnimkitError(
      "retro-anim",
      { kind: "byte", offset },
      `the frame interval ${keys.interval} s is not a positive number`,
    );
  }
  return keys;
}
