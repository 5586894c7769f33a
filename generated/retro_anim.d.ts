// deno-lint-ignore-file
// deno-fmt-ignore-file
// Generated from schemas/retro_anim.ksy by `deno task codegen`. Do not edit.

/** The parts of a Kaitai Struct runtime stream that the declarations need. */
interface KaitaiStream {
  pos: number;
  readonly size: number;
  isEof(): boolean;
}

/**
 * Skeletal animation of the first two Metroid Prime games. The first u4 is the version: 0 stores
 * every frame of every bone channel as floats ("quaternion array"); 2 stores delta-encoded,
 * quantised keys in an LSB-first bitstream, with a bitmap of keyed frames ("rotation vector
 * bitstream"). Metroid Prime 2 changed both layouts: version 2 has two 0x01 bytes where Metroid
 * Prime has the EVNT id, a scale multiplier, 1-byte bone ids, optional rotation, translation and
 * scale blocks, no repeated channel count and fields that are not 4-byte aligned; version 0 adds
 * rotation and scale slot tables and scale keys and drops the EVNT id. Version 0 does not say
 * which game wrote it: the `game` parameter decides (the reader tries both layouts). The
 * bitstream stays raw bytes here and is decoded by hand-written code. Files inside PAKs are
 * padded to 32 bytes with 0xFF.
 * @see specs/retro-anim-mp1-mp2.txt
 * @see specs/notes-retro.md §1-3 (layouts, key bitmap, bitstream, accumulation, sampling)
 */
declare class RetroAnim {
  constructor(io: KaitaiStream, parent: unknown, root: unknown, game: number);
  readonly _io: KaitaiStream;
  readonly _parent: unknown;
  readonly _root: RetroAnim;
  /** 0 = detect (version 2 only; version 0 then reads as Metroid Prime), 1 = MP1, 2 = MP2. */
  game: number;
  /** 0 = uncompressed quaternion arrays, 2 = bitstream-compressed. */
  version: number;
  body: RetroAnim.AnimV0 | RetroAnim.AnimV2 | undefined;
  /** Metroid Prime 2 version 2 files hold two 0x01 bytes here (notes-retro.md §3.2). */
  readonly mp2Tag: number | undefined;
  readonly isMp2: boolean;
}
declare namespace RetroAnim {
  /** Seconds and a differential state (0 non-zero, 1-3 zero increasing/steady/decreasing, 4 infinity). */
  export class CharAnimTime {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroAnim;
    seconds: number;
    state: number;
  }
  /** Per bone channel, the slot of its keys in the compacted key array, or 0xFF for none. */
  export class SlotTable {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroAnim;
    numSlots: number;
    slots: Uint8Array;
  }
  /** Version 0; every channel has a key on every frame (notes-retro.md §2.1). */
  export class AnimV0 {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, isMp2: boolean);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroAnim;
    isMp2: boolean;
    duration: RetroAnim.CharAnimTime;
    /** Seconds per frame. */
    interval: RetroAnim.CharAnimTime;
    numFrames: number;
    rootBoneId: number;
    /** Indexed by bone id (always 100 entries in game files); value = channel index or 0xFF. */
    boneChannels: RetroAnim.SlotTable;
    /** MP2 only; in MP1 channel c uses rotation slot c. */
    rotationSlots: RetroAnim.SlotTable | undefined;
    translationSlots: RetroAnim.SlotTable;
    scaleSlots: RetroAnim.SlotTable | undefined;
    numScaleKeys: number | undefined;
    /** (f4 x, f4 y, f4 z) per key, channel-major. */
    scaleKeys: Uint8Array | undefined;
    numRotationKeys: number;
    /** (f4 w, f4 x, f4 y, f4 z) per key, channel-major (slot 0 frames 0..n-1, then slot 1). */
    rotationKeys: Uint8Array;
    numTranslationKeys: number;
    /** (f4 x, f4 y, f4 z) per key, channel-major. */
    translationKeys: Uint8Array;
    /** MP1 only; 0xFFFFFFFF when the animation triggers no events. */
    evntId: number | undefined;
  }
  /** Version 2 (notes-retro.md §3.1, §3.2). */
  export class AnimV2 {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, isMp2: boolean);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroAnim;
    isMp2: boolean;
    /** Bytes the runtime allocates; written as the length from this field to the end of the bitstream. */
    scratchSize: number;
    /** MP1 only; 0 = no events. */
    evntId: number | undefined;
    /** MP1 only; always 1. */
    unk0: number | undefined;
    /** MP2 only; always 1. */
    mp2UnkA: number | undefined;
    /** MP2 only; always 1. */
    mp2UnkB: number | undefined;
    duration: number;
    interval: number;
    rootBoneId: number;
    looping: number;
    /** The accumulated rotation value that stands for pi/2. */
    rotationDivisor: number;
    translationMultiplier: number;
    scaleMultiplier: number | undefined;
    numBoneChannels: number;
    unk3: number;
    /** Number of frames; bit i (LSB-first within big-endian words) set = frame i is keyed. */
    numBitmapBits: number;
    bitmapWords: number[];
    /** MP1 only; the channel count again, skipped by the runtime. */
    numBoneChannelsRepeat: number | undefined;
    /** Segment ids are below 100, so no animation has more than 100 channels. */
    numChannels: number;
    channels: RetroAnim.Channel[];
    /** Big-endian u4 words read LSB-first, then any 0xFF padding; decoded by hand-written code. */
    bitstream: Uint8Array;
  }
  /** A bone channel descriptor (17-26 bytes in MP1, 7-34 in MP2). */
  export class Channel {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, isMp2: boolean);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroAnim;
    isMp2: boolean;
    boneId: number | undefined;
    rotation: RetroAnim.Attribute;
    translation: RetroAnim.Attribute;
    scale: RetroAnim.Attribute | undefined;
  }
  /** Key count (bitstream records, initial key excluded), then X, Y, Z only when it is not 0. */
  export class Attribute {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroAnim;
    numKeys: number;
    components: RetroAnim.Component[] | undefined;
  }
  export class Component {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroAnim;
    /** The accumulator's value at frame 0. */
    initial: number;
    /** Width of this component's two's complement delta; 0 = always 0, no bits. */
    bits: number;
  }
}

export { RetroAnim };
