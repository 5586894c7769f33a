/**
 * The Metroid Prime 1/2 ANIM document: what a version 0 or version 2 file holds, with key data
 * in typed arrays.
 *
 * @module
 */

/** Which game's layout: Metroid Prime (`mp1`) or Metroid Prime 2: Echoes (`mp2`). */
export type RetroAnimGame = "mp1" | "mp2";

/** A `CharAnimTime`: seconds and a differential state (notes-retro.md §1). */
export interface RetroAnimCharAnimTime {
  /** Seconds. */
  readonly seconds: number;
  /** 0 non-zero, 1 zero increasing, 2 zero steady, 3 zero decreasing, 4 infinity. */
  readonly state: number;
}

/** A version 0 ("quaternion array") file (notes-retro.md §2). */
export interface RetroAnimV0Document {
  /** Always 0. */
  readonly version: 0;
  /** The layout it was read with. */
  readonly game: RetroAnimGame;
  /** Play time. */
  readonly duration: RetroAnimCharAnimTime;
  /** Seconds per frame. */
  readonly interval: RetroAnimCharAnimTime;
  /** Frames; every channel has a key on every frame. */
  readonly frameCount: number;
  /** Root bone (segment) id. */
  readonly rootBoneId: number;
  /** Indexed by bone id (100 entries in game files): the bone's channel, or 0xFF. */
  readonly boneChannels: Uint8Array;
  /** MP2: per channel, its rotation slot or 0xFF; `null` in MP1, where channel c uses slot c. */
  readonly rotationSlots: Uint8Array | null;
  /** Per channel, its translation slot or 0xFF. */
  readonly translationSlots: Uint8Array;
  /** MP2: per channel, its scale slot or 0xFF; `null` in MP1. */
  readonly scaleSlots: Uint8Array | null;
  /** Rotation keys as stored, W, X, Y, Z per key, slot-major (slot s: keys s·frameCount …). */
  readonly rotationKeys: Float32Array;
  /** Translation keys X, Y, Z, slot-major. */
  readonly translationKeys: Float32Array;
  /** MP2: scale keys X, Y, Z, slot-major (the order PWE and noclip read); `null` in MP1. */
  readonly scaleKeys: Float32Array | null;
  /** MP1: the EVNT resource id (0xFFFFFFFF = none); `null` in MP2. */
  readonly evntId: number | null;
  /** Trailing 0xFF padding bytes after the data. */
  readonly paddingBytes: number;
}

/** One attribute block of a version 2 channel descriptor (present when its key count ≠ 0). */
export interface RetroAnimAttribute {
  /** Bitstream records of this attribute (the initial key excluded). */
  readonly keyCount: number;
  /** The accumulators' values at frame 0: X, Y, Z. */
  readonly initial: readonly [number, number, number];
  /** Delta widths in bits for X, Y, Z (0–32; 0 = always a zero delta). */
  readonly bits: readonly [number, number, number];
}

/** A version 2 bone channel descriptor. */
export interface RetroAnimChannel {
  /** The bone (segment) id. */
  readonly boneId: number;
  /** The rotation block, or `null` when its key count is 0. */
  readonly rotation: RetroAnimAttribute | null;
  /** The translation block, or `null` when its key count is 0. */
  readonly translation: RetroAnimAttribute | null;
  /** MP2: the scale block, or `null` (always `null` in MP1). */
  readonly scale: RetroAnimAttribute | null;
}

/** A version 2 ("rotation vector bitstream") file (notes-retro.md §3). */
export interface RetroAnimV2Document {
  /** Always 2. */
  readonly version: 2;
  /** The layout it was read with. */
  readonly game: RetroAnimGame;
  /** The runtime's allocation hint in bytes. */
  readonly scratchSize: number;
  /** MP1: the EVNT resource id (0 = none); `null` in MP2. */
  readonly evntId: number | null;
  /** MP1: the u32 after the EVNT id (1); `null` in MP2. */
  readonly unk0: number | null;
  /** MP2: the two bytes at 0x08 (1, 1); `null` in MP1. */
  readonly mp2Unknown: readonly [number, number] | null;
  /** Play time in seconds. */
  readonly duration: number;
  /** Seconds per frame. */
  readonly interval: number;
  /** Root bone (segment) id. */
  readonly rootBoneId: number;
  /** Non-zero: the engine treats the animation as looping. */
  readonly looping: number;
  /** The accumulated rotation value that stands for π/2. */
  readonly rotationDivisor: number;
  /** Translation accumulators are multiplied by this. */
  readonly translationMultiplier: number;
  /** MP2: scale accumulators are multiplied by this; `null` in MP1. */
  readonly scaleMultiplier: number | null;
  /** The header's bone channel count. */
  readonly boneChannelCount: number;
  /** The u32 after the channel count (HECL writes 1). */
  readonly unk3: number;
  /** Frames: the key bitmap's bit count. */
  readonly frameCount: number;
  /** The key bitmap's big-endian words; bit i (LSB-first) set = frame i is keyed. */
  readonly keyBitmap: Uint32Array;
  /** MP1: the repeated channel count; `null` in MP2. */
  readonly boneChannelCountRepeat: number | null;
  /** The channel descriptors in file order. */
  readonly channels: readonly RetroAnimChannel[];
  /** Byte offset of the bitstream in the file. */
  readonly bitstreamOffset: number;
  /** The bitstream and any trailing bytes, as stored. */
  readonly bitstream: Uint8Array;
}

/** A version 0 or version 2 ANIM document. */
export type RetroAnimDocument = RetroAnimV0Document | RetroAnimV2Document;

/** Decoded keys of one attribute of one channel. */
export interface RetroAnimAttributeKeys {
  /** Version 2: the accumulators per key, X, Y, Z (s16, as the game keeps them); empty for v0. */
  readonly quantized: Int16Array;
  /** Rotation only, version 2: the W sign bit per key (key 0: always 0); empty otherwise. */
  readonly sign: Uint8Array;
  /** Values per key: X, Y, Z, W for rotations (W the real part), X, Y, Z otherwise. */
  readonly values: Float64Array;
}

/** Decoded keys of one channel. */
export interface RetroAnimChannelKeys {
  /** The bone (segment) id. */
  readonly boneId: number;
  /** Rotation keys, or `null`. */
  readonly rotation: RetroAnimAttributeKeys | null;
  /** Translation keys, or `null`. */
  readonly translation: RetroAnimAttributeKeys | null;
  /** Scale keys, or `null`. */
  readonly scale: RetroAnimAttributeKeys | null;
}

/** Every key of a file: the keyed frames and, per channel, the values there. */
export interface RetroAnimKeys {
  /** 0 (every frame keyed, wrap to frame 0) or 2 (keyed frames, hold the last key). */
  readonly version: 0 | 2;
  /** Seconds per frame. */
  readonly interval: number;
  /** Frames of the animation (v0: frame count; v2: the bitmap's bit count). */
  readonly frameCount: number;
  /** The keyed frames in ascending order; key k is at `frames[k]·interval`. */
  readonly frames: Uint32Array;
  /** Channels in file order. */
  readonly channels: readonly RetroAnimChannelKeys[];
}
