/**
 * ANIM writers: version 2 from quantized keys (bitmap, minimal bit widths, LSB-first bitstream)
 * and version 0 from per-frame floats, for both games; plus the quantisation helpers.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { RetroAnimGame } from "./document.ts";
import { BeBuffer } from "./_bytes.ts";

function fail(detail: string): never {
  throw new AnimkitError("retro-anim", { kind: "none" }, detail);
}

/** Quantized keys of one attribute at the keyed frames. */
export interface RetroAnimWriteAttribute {
  /** Accumulator values per key, X, Y, Z; each within s16. */
  readonly quantized: Int16Array;
  /** Rotation only: the W sign bit per key (key 0 must be 0). */
  readonly sign?: Uint8Array;
}

/** One channel for {@linkcode writeRetroAnimV2}. */
export interface RetroAnimV2WriteChannel {
  /** Bone (segment) id. */
  readonly boneId: number;
  /** Rotation keys or `null`. */
  readonly rotation: RetroAnimWriteAttribute | null;
  /** Translation keys or `null`. */
  readonly translation: RetroAnimWriteAttribute | null;
  /** MP2: scale keys or `null`. */
  readonly scale: RetroAnimWriteAttribute | null;
}

/** Everything a version 2 file holds, with keys already quantized. */
export interface RetroAnimV2WriteInput {
  /** Which game's layout. */
  readonly game: RetroAnimGame;
  /** Frames (the bitmap's bit count). */
  readonly frameCount: number;
  /** Keyed frames, ascending, starting at 0: the set bits of the bitmap. */
  readonly frames: Uint32Array;
  /** Play time in seconds. */
  readonly duration: number;
  /** Seconds per frame. */
  readonly interval: number;
  /** Root bone id. */
  readonly rootBoneId: number;
  /** Looping flag. */
  readonly looping: number;
  /** The accumulator value that stands for π/2. */
  readonly rotationDivisor: number;
  /** Translation multiplier. */
  readonly translationMultiplier: number;
  /** MP2: scale multiplier. */
  readonly scaleMultiplier?: number;
  /** MP1: EVNT id (0 = none). */
  readonly evntId?: number;
  /** MP1: the u32 after the EVNT id (default 1). */
  readonly unk0?: number;
  /** MP2: the two bytes at 0x08 (default 1, 1). */
  readonly mp2Unknown?: readonly [number, number];
  /** The u32 after the channel count (default 1). */
  readonly unk3?: number;
  /** Channels in file order; channel 0 must have a rotation. */
  readonly channels: readonly RetroAnimV2WriteChannel[];
  /** Pad the file to a multiple of 32 bytes with 0xFF (default true). */
  readonly pad?: boolean;
}

/** Smallest q with −2^(q−1) ≤ d ≤ 2^(q−1) − 1; 0 for d = 0 (a zero-width field). */
function widthOf(d: number): number {
  if (d === 0) return 0;
  const m = d < 0 ? -d - 1 : d;
  return m === 0 ? 1 : 32 - Math.clz32(m) + 1;
}

/** Minimal delta widths of X, Y, Z over the records. */
function widths(q: Int16Array, keys: number): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  for (let k = 1; k < keys; k++) {
    for (let j = 0; j < 3; j++) {
      const w = widthOf(q[k * 3 + j]! - q[(k - 1) * 3 + j]!);
      if (w > out[j]!) out[j] = w;
    }
  }
  return out;
}

/** Packs fields LSB-first into 32-bit words. */
class BitWriter {
  readonly words: Uint32Array;
  #pos = 0;
  constructor(bits: number) {
    this.words = new Uint32Array(Math.ceil(bits / 32) + 1);
  }
  put(value: number, q: number): void {
    if (q === 0) return;
    const v = q === 32 ? value >>> 0 : (value & ((1 << q) - 1)) >>> 0;
    const wi = this.#pos >>> 5;
    const bi = this.#pos & 31;
    this.words[wi] = (this.words[wi]! | (v << bi)) >>> 0;
    if (bi + q > 32) this.words[wi + 1] = (this.words[wi + 1]! | (v >>> (32 - bi))) >>> 0;
    this.#pos += q;
  }
}

function padTo32(out: BeBuffer, pad: boolean | undefined): void {
  if (pad === false) return;
  while (out.length % 32 !== 0) out.u8(0xff);
}

/**
 * Writes a version 2 file from quantized keys: the key bitmap from `frames`, each attribute's
 * key count = K (records, the initial key excluded), minimal delta widths (0 when a component
 * never changes), records LSB-first in big-endian words, `scratchSize` = bytes from the
 * scratchSize field to the end of the bitstream (the RDS convention, notes-retro.md §3.8) and
 * optional 0xFF padding to 32 bytes.
 *
 * @throws {AnimkitError} for fewer than 2 keyed frames, frames out of order, channel 0 without
 * a rotation, more than 100 channels, scale in MP1, bone ids the layout cannot hold, or a first
 * rotation key with the W sign set.
 *
 * @example Write two keys of one bone
 * ```ts
 * import { readRetroAnim, writeRetroAnimV2 } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const bytes = writeRetroAnimV2({
 *   game: "mp1", frameCount: 2, frames: new Uint32Array([0, 1]), duration: 1 / 30,
 *   interval: 1 / 30, rootBoneId: 3, looping: 0, rotationDivisor: 0x7fff,
 *   translationMultiplier: 1,
 *   channels: [{
 *     boneId: 3, translation: null, scale: null,
 *     rotation: { quantized: new Int16Array([0, 0, 0, 5, 0, 0]), sign: new Uint8Array(2) },
 *   }],
 * });
 * equal(readRetroAnim(bytes).version, 2);
 * ```
 */
export function writeRetroAnimV2(input: RetroAnimV2WriteInput): Uint8Array {
  const { game, frames, channels } = input;
  const mp2 = game === "mp2";
  const K = frames.length - 1;
  if (K < 1) {
    fail("version 2 needs at least 2 keyed frames (a key count of 0 marks an attribute absent)");
  }
  if (frames[0] !== 0) fail("the first keyed frame must be frame 0 (the initial key)");
  for (let i = 1; i <= K; i++) {
    if (!(frames[i]! > frames[i - 1]!)) fail("keyed frames must ascend");
  }
  if (frames[K]! >= input.frameCount) fail("a keyed frame lies past the frame count");
  if (channels.length === 0 || channels[0]!.rotation === null) {
    fail("channel 0 needs a rotation: the runtime takes the key count from it");
  }
  if (channels.length > 100) fail(`${channels.length} channels; the games allow at most 100`);
  const keys = K + 1;
  let bitsPerKey = 0;
  const layout = channels.map((c) => {
    if (mp2 && !(c.boneId >= 0 && c.boneId <= 255)) {
      fail(`bone id ${c.boneId} does not fit MP2's u8`);
    }
    if (!mp2 && c.scale !== null) fail("Metroid Prime ANIM has no scale");
    const check = (a: RetroAnimWriteAttribute | null, what: string) => {
      if (a === null) return null;
      if (a.quantized.length !== keys * 3) {
        fail(`${what} of bone ${c.boneId}: ${keys} keys expected`);
      }
      return widths(a.quantized, keys);
    };
    const r = check(c.rotation, "rotation");
    const t = check(c.translation, "translation");
    const s = check(c.scale, "scale");
    if (c.rotation !== null && (c.rotation.sign?.[0] ?? 0) !== 0) {
      fail(`bone ${c.boneId}: the initial rotation key must have W ≥ 0 (its sign is implicit)`);
    }
    for (const w of [r, t, s]) if (w !== null) bitsPerKey += w[0] + w[1] + w[2];
    if (r !== null) bitsPerKey += 1;
    return { r, t, s };
  });

  // Bitstream: per record, per channel: W sign, rotation dX dY dZ, translation, scale
  // (notes-retro.md §3.4).
  const bits = new BitWriter(bitsPerKey * K);
  for (let k = 1; k <= K; k++) {
    channels.forEach((c, i) => {
      const l = layout[i]!;
      const put = (a: RetroAnimWriteAttribute | null, w: [number, number, number] | null) => {
        if (a === null || w === null) return;
        for (let j = 0; j < 3; j++) {
          bits.put(a.quantized[k * 3 + j]! - a.quantized[(k - 1) * 3 + j]!, w[j]!);
        }
      };
      if (c.rotation !== null) bits.put(c.rotation.sign?.[k] ?? 0, 1);
      put(c.rotation, l.r);
      put(c.translation, l.t);
      put(c.scale, l.s);
    });
  }
  const wordCount = Math.ceil(bitsPerKey * K / 32);

  const out = new BeBuffer();
  out.u32(2).u32(0);
  if (mp2) {
    const [a, b] = input.mp2Unknown ?? [1, 1];
    out.u8(a).u8(b);
  } else {
    out.u32(input.evntId ?? 0).u32(input.unk0 ?? 1);
  }
  out.f32(input.duration).f32(input.interval).u32(input.rootBoneId).u32(input.looping);
  out.u32(input.rotationDivisor).f32(input.translationMultiplier);
  if (mp2) out.f32(input.scaleMultiplier ?? 1);
  out.u32(channels.length).u32(input.unk3 ?? 1).u32(input.frameCount);
  const bitmap = new Uint32Array(Math.ceil(input.frameCount / 32));
  for (const f of frames) bitmap[f >>> 5] = (bitmap[f >>> 5]! | (1 << (f & 31))) >>> 0;
  for (const w of bitmap) out.u32(w);
  if (!mp2) out.u32(channels.length);
  out.u32(channels.length);
  channels.forEach((c, i) => {
    const l = layout[i]!;
    if (mp2) out.u8(c.boneId);
    else out.u32(c.boneId);
    const block = (a: RetroAnimWriteAttribute | null, w: [number, number, number] | null) => {
      if (a === null || w === null) {
        out.u16(0);
        return;
      }
      out.u16(K);
      for (let j = 0; j < 3; j++) out.s16(a.quantized[j]!).u8(w[j]!);
    };
    block(c.rotation, l.r);
    block(c.translation, l.t);
    if (mp2) block(c.scale, l.s);
  });
  for (let i = 0; i < wordCount; i++) out.u32(bits.words[i]!);
  // scratchSize: from the scratchSize field (offset 4) to the end of the bitstream.
  out.setU32(4, out.length - 4);
  padTo32(out, input.pad);
  return out.done();
}

/** One channel for {@linkcode writeRetroAnimV0}: per-frame values. */
export interface RetroAnimV0WriteChannel {
  /** Bone id (0–99: the bone table has 100 entries). */
  readonly boneId: number;
  /** X, Y, Z, W per frame, or `null` (MP1 needs a rotation on every channel). */
  readonly rotation: Float64Array | null;
  /** X, Y, Z per frame, or `null`. */
  readonly translation: Float64Array | null;
  /** MP2: X, Y, Z per frame, or `null`. */
  readonly scale: Float64Array | null;
}

/** Everything a version 0 file holds. */
export interface RetroAnimV0WriteInput {
  /** Which game's layout. */
  readonly game: RetroAnimGame;
  /** Frames; every channel has a key on every frame. */
  readonly frameCount: number;
  /** Seconds per frame. */
  readonly interval: number;
  /** Play time (default frameCount·interval, as HECL writes it: the last frame wraps to 0). */
  readonly duration?: number;
  /** Root bone id. */
  readonly rootBoneId: number;
  /** MP1: EVNT id (default 0xFFFFFFFF = none). */
  readonly evntId?: number;
  /** Channels in file order. */
  readonly channels: readonly RetroAnimV0WriteChannel[];
  /** Pad the file to a multiple of 32 bytes with 0xFF (default true). */
  readonly pad?: boolean;
}

/**
 * Writes a version 0 file: a 100-entry bone table, slot tables (MP2: rotation, translation,
 * scale; MP1: translation only, channel c using rotation slot c), then scale (MP2), rotation
 * (W, X, Y, Z) and translation keys slot-major, and the EVNT id (MP1).
 *
 * @throws {AnimkitError} for bone ids over 99, repeated bones, an MP1 channel without rotation,
 * scale in MP1, or key arrays of the wrong length.
 *
 * @example One bone, two frames
 * ```ts
 * import { readRetroAnim, writeRetroAnimV0 } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const bytes = writeRetroAnimV0({
 *   game: "mp1", frameCount: 2, interval: 0.5, rootBoneId: 0,
 *   channels: [{ boneId: 0, rotation: new Float64Array([0, 0, 0, 1, 0, 0, 0, 1]), translation: null, scale: null }],
 * });
 * equal(readRetroAnim(bytes).game, "mp1");
 * ```
 */
export function writeRetroAnimV0(input: RetroAnimV0WriteInput): Uint8Array {
  const { game, channels, frameCount: n } = input;
  const mp2 = game === "mp2";
  if (channels.length > 100) fail(`${channels.length} channels; the bone table holds 100`);
  const table = new Uint8Array(100).fill(0xff);
  channels.forEach((c, i) => {
    if (!(Number.isInteger(c.boneId) && c.boneId >= 0 && c.boneId < 100)) {
      fail(`bone id ${c.boneId}: version 0's bone table holds ids 0-99`);
    }
    if (table[c.boneId] !== 0xff) fail(`bone ${c.boneId} appears twice`);
    table[c.boneId] = i;
    if (!mp2 && c.rotation === null) fail(`bone ${c.boneId}: every MP1 channel needs a rotation`);
    if (!mp2 && c.scale !== null) fail("Metroid Prime ANIM has no scale");
    const len = (a: Float64Array | null, w: number, what: string) => {
      if (a !== null && a.length !== n * w) {
        fail(`${what} of bone ${c.boneId}: ${n} frames expected`);
      }
    };
    len(c.rotation, 4, "rotation");
    len(c.translation, 3, "translation");
    len(c.scale, 3, "scale");
  });
  const slots = (pick: (c: RetroAnimV0WriteChannel) => Float64Array | null) => {
    let next = 0;
    return Uint8Array.from(channels, (c) => (pick(c) === null ? 0xff : next++));
  };
  const out = new BeBuffer();
  out.u32(0);
  out.f32(input.duration ?? n * input.interval).u32(0).f32(input.interval).u32(0);
  out.u32(n).u32(input.rootBoneId).u32(100).bytes(table);
  const slotTable = (s: Uint8Array) => out.u32(s.length).bytes(s);
  if (mp2) slotTable(slots((c) => c.rotation));
  slotTable(slots((c) => c.translation));
  if (mp2) slotTable(slots((c) => c.scale));
  const keys = (pick: (c: RetroAnimV0WriteChannel) => Float64Array | null, quat: boolean) => {
    const present = channels.map(pick).filter((a): a is Float64Array => a !== null);
    out.u32(present.length * n);
    for (const a of present) {
      for (let f = 0; f < n; f++) {
        if (quat) out.f32(a[f * 4 + 3]!).f32(a[f * 4]!).f32(a[f * 4 + 1]!).f32(a[f * 4 + 2]!);
        else out.f32(a[f * 3]!).f32(a[f * 3 + 1]!).f32(a[f * 3 + 2]!);
      }
    }
  };
  if (mp2) keys((c) => c.scale, false);
  keys((c) => c.rotation, true);
  keys((c) => c.translation, false);
  if (!mp2) out.u32(input.evntId ?? 0xffffffff);
  padTo32(out, input.pad);
  return out.done();
}

/**
 * The float32 multiplier for values up to `maxAbs`: maxAbs/32767 rounded up to a float32, so
 * that every quantized value round(v/m) stays within s16 (notes-retro.md §3.5); 1 when all
 * values are 0.
 *
 * @example
 * ```ts
 * import { retroAnimMultiplier } from "./write.ts";
 * import { ok } from "node:assert/strict";
 * const m = retroAnimMultiplier(5);
 * ok(Math.round(5 / m) <= 32767 && Math.fround(m) === m);
 * ```
 */
export function retroAnimMultiplier(maxAbs: number): number {
  if (!(maxAbs > 0) || !Number.isFinite(maxAbs)) return 1;
  const exact = maxAbs / 32767;
  let m = Math.fround(exact);
  if (m < exact) {
    const b = new Float32Array([m]);
    const u = new Uint32Array(b.buffer);
    u[0] = u[0]! + 1;
    m = b[0]!;
  }
  return m;
}

/**
 * Quantizes rotation keys (X, Y, Z, W per key, hemisphere-continuous, key 0 with W ≥ 0) into
 * rotation-vector accumulators round(asin(c)·rotDiv/(π/2)) and W sign bits (notes-retro.md §3.5,
 * rounding instead of HECL's truncation).
 *
 * @example Identity
 * ```ts
 * import { quantizeRetroAnimRotations } from "./write.ts";
 * import { deepEqual } from "node:assert/strict";
 * const { quantized, sign } = quantizeRetroAnimRotations(new Float64Array([0, 0, 0, 1]), 0x7fff);
 * deepEqual([...quantized, ...sign], [0, 0, 0, 0]);
 * ```
 */
export function quantizeRetroAnimRotations(
  values: Float64Array,
  rotationDivisor: number,
): { quantized: Int16Array; sign: Uint8Array } {
  const n = values.length >> 2;
  const quantized = new Int16Array(n * 3);
  const sign = new Uint8Array(n);
  const scale = rotationDivisor / (Math.PI / 2);
  const limit = Math.min(rotationDivisor, 32767);
  for (let k = 0; k < n; k++) {
    for (let j = 0; j < 3; j++) {
      const c = Math.min(1, Math.max(-1, values[k * 4 + j]!));
      const q = Math.round(Math.asin(c) * scale);
      quantized[k * 3 + j] = Math.max(-limit, Math.min(limit, q));
    }
    sign[k] = values[k * 4 + 3]! < 0 ? 1 : 0;
  }
  return { quantized, sign };
}
