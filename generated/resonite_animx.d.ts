// deno-lint-ignore-file
// deno-fmt-ignore-file
// Generated from schemas/resonite_animx.ksy by `deno task codegen`. Do not edit.

/** The parts of a Kaitai Struct runtime stream that the declarations need. */
interface KaitaiStream {
  pos: number;
  readonly size: number;
  isEof(): boolean;
}

/**
 * Resonite's native binary animation asset, written with .NET BinaryWriter conventions
 * (little-endian; strings and counts use 7-bit encoded integers). A header gives the track count,
 * the global duration, the name and the encoding; with encoding 0 (plain) the tracks follow
 * directly, with 2 (LZMA) everything after the encoding byte is an LZMA stream that decodes to the
 * same track list. No official specification exists; the layout follows independent
 * implementations (see notes). The order of time and value inside a Curve keyframe is disputed,
 * so it is a parameter of this type.
 * @see https://wiki.resonite.com/AnimX
 * @see specs/notes-animj.md §2 (layout, confidence tags, the RedX reference prefix)
 */
declare class ResoniteAnimx {
  constructor(io: KaitaiStream, parent: unknown, root: unknown, curveValueFirst: boolean);
  readonly _io: KaitaiStream;
  readonly _parent: unknown;
  readonly _root: ResoniteAnimx;
  /**
   * Curve keyframes store the value before the time (the wiki's and 989onan's reading) when
   * true, the time before the value (resonite-core's reading) when false (notes §2.2).
   */
  curveValueFirst: boolean;
  /** The .NET string "AnimX" (length 5, then ASCII). */
  magic: Uint8Array;
  /** ANIMX_BINARY_VERSION, an int32 (the wiki's "Byte" is wrong; notes §2.1). Version 0 is not supported. */
  version: number;
  numTracks: ResoniteAnimx.VlqDotnet;
  /** Seconds. */
  globalDuration: number;
  name: ResoniteAnimx.DotnetString;
  encoding: number;
  body: ResoniteAnimx.TrackList | undefined;
  /** Decoded by the reader, which then parses `track_list` over the decoded bytes. */
  compressed: ResoniteAnimx.LzmaBody | undefined;
  /** The LZ4 container is unknown (notes §2.1); kept as bytes. */
  lz4Data: Uint8Array | undefined;
}
declare namespace ResoniteAnimx {
  /**
   * LZMA1: 5 property bytes (lc/lp/pb byte and a 32-bit dictionary size), two 64-bit integers
   * (taken to be the decoded and encoded sizes), then a raw stream without end marker.
   */
  export class LzmaBody {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    properties: Uint8Array;
    lenDecoded: bigint;
    lenEncoded: bigint;
    stream: Uint8Array;
  }
  export class TrackList {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, numTracks: number, valueFirst: boolean);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    numTracks: number;
    valueFirst: boolean;
    /** Every track takes at least five bytes (two type bytes, two strings, a count). */
    numTracksFits: Uint8Array;
    tracks: ResoniteAnimx.Track[];
  }
  export class Track {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, valueFirst: boolean);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    valueFirst: boolean;
    /** 3 (Bezier) exists in Resonite's enum, but no codec reads or writes it. */
    trackType: number;
    elementType: number;
    node: ResoniteAnimx.DotnetString;
    property: ResoniteAnimx.DotnetString;
    numKeyframes: ResoniteAnimx.VlqDotnet;
    /** Every keyframe takes at least one byte. */
    numKeyframesFits: Uint8Array;
    raw: ResoniteAnimx.RawBody | undefined;
    discrete: ResoniteAnimx.DiscreteKey[] | undefined;
    curve: ResoniteAnimx.CurveBody | undefined;
  }
  export class RawBody {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, numKeyframes: number, elementType: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    numKeyframes: number;
    elementType: number;
    /** Seconds between samples. */
    interval: number;
    values: ResoniteAnimx.Value[];
  }
  /** Time, then value ([RedX] and [Go] in production; notes §2.2). */
  export class DiscreteKey {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, elementType: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    elementType: number;
    time: number;
    value: ResoniteAnimx.Value;
  }
  export class CurveBody {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, numKeyframes: number, elementType: number, valueFirst: boolean);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    numKeyframes: number;
    elementType: number;
    valueFirst: boolean;
    /** bit 0 one interpolation byte per key (else one shared byte); bit 1 tangents follow. */
    flags: number;
    interpolations: number[];
    keyframes: ResoniteAnimx.CurveKey[];
    tangents: ResoniteAnimx.TangentPair[] | undefined;
  }
  export class CurveKey {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, elementType: number, valueFirst: boolean);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    elementType: number;
    valueFirst: boolean;
    timeBefore: number | undefined;
    value: ResoniteAnimx.Value;
    timeAfter: number | undefined;
    readonly time: number | undefined;
  }
  /** Left then right tangent ([RC][Py]; a fork reads right first, notes §2.2). */
  export class TangentPair {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, elementType: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    elementType: number;
    left: ResoniteAnimx.Value;
    right: ResoniteAnimx.Value;
  }
  /** One value of the track's element type (notes §2.3). Matrices are row-major. */
  export class Value {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, elementType: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    elementType: number;
    /** bool2..bool4 are one byte with x = bit 0, y = bit 1, z = bit 2, w = bit 3. */
    data: number | bigint | ResoniteAnimx.CompsS4 | ResoniteAnimx.CompsU4 | ResoniteAnimx.CompsS8 | ResoniteAnimx.CompsF4 | ResoniteAnimx.CompsF8 | ResoniteAnimx.CompsU1 | ResoniteAnimx.NullableString | undefined;
  }
  export class CompsU1 {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, num: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    num: number;
    items: number[];
  }
  export class CompsS4 {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, num: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    num: number;
    items: number[];
  }
  export class CompsU4 {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, num: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    num: number;
    items: number[];
  }
  export class CompsS8 {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, num: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    num: number;
    items: bigint[];
  }
  export class CompsF4 {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, num: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    num: number;
    items: number[];
  }
  export class CompsF8 {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, num: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    num: number;
    items: number[];
  }
  /** A has-value byte (1 present, 0 null), then the string when present. */
  export class NullableString {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    hasValue: number;
    value: ResoniteAnimx.DotnetString | undefined;
  }
  /** .NET Write7BitEncodedInt, at most 5 groups of 7 bits, least significant first. */
  export class VlqDotnet {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    groups: number[];
    /** A fifth group may only hold the int32's top bits. */
    fitsInt32: Uint8Array;
    readonly value: number;
  }
  /** .NET BinaryWriter string, a 7-bit encoded byte length then UTF-8 bytes. */
  export class DotnetString {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: ResoniteAnimx;
    len: ResoniteAnimx.VlqDotnet;
    value: string;
  }
  export const Encoding: {
    readonly PLAIN: 0;
    readonly LZ4: 1;
    readonly LZMA: 2;
    readonly 0: "PLAIN";
    readonly 1: "LZ4";
    readonly 2: "LZMA";
  };
  export const TrackType: {
    readonly RAW: 0;
    readonly DISCRETE: 1;
    readonly CURVE: 2;
    readonly BEZIER: 3;
    readonly 0: "RAW";
    readonly 1: "DISCRETE";
    readonly 2: "CURVE";
    readonly 3: "BEZIER";
  };
  export const Interpolation: {
    readonly HOLD: 0;
    readonly LINEAR: 1;
    readonly TANGENT: 2;
    readonly CUBIC_BEZIER: 3;
    readonly 0: "HOLD";
    readonly 1: "LINEAR";
    readonly 2: "TANGENT";
    readonly 3: "CUBIC_BEZIER";
  };
  export const ElementType: {
    readonly BOOL: 0;
    readonly BOOL2: 1;
    readonly BOOL3: 2;
    readonly BOOL4: 3;
    readonly BYTE: 4;
    readonly USHORT: 5;
    readonly UINT: 6;
    readonly ULONG: 7;
    readonly SBYTE: 8;
    readonly SHORT: 9;
    readonly INT: 10;
    readonly LONG: 11;
    readonly INT2: 12;
    readonly INT3: 13;
    readonly INT4: 14;
    readonly UINT2: 15;
    readonly UINT3: 16;
    readonly UINT4: 17;
    readonly LONG2: 18;
    readonly LONG3: 19;
    readonly LONG4: 20;
    readonly FLOAT: 21;
    readonly FLOAT2: 22;
    readonly FLOAT3: 23;
    readonly FLOAT4: 24;
    readonly FLOAT_Q: 25;
    readonly FLOAT2X2: 26;
    readonly FLOAT3X3: 27;
    readonly FLOAT4X4: 28;
    readonly DOUBLE: 29;
    readonly DOUBLE2: 30;
    readonly DOUBLE3: 31;
    readonly DOUBLE4: 32;
    readonly DOUBLE_Q: 33;
    readonly DOUBLE2X2: 34;
    readonly DOUBLE3X3: 35;
    readonly DOUBLE4X4: 36;
    readonly COLOR: 37;
    readonly COLOR32: 38;
    readonly STRING: 39;
    readonly 0: "BOOL";
    readonly 1: "BOOL2";
    readonly 2: "BOOL3";
    readonly 3: "BOOL4";
    readonly 4: "BYTE";
    readonly 5: "USHORT";
    readonly 6: "UINT";
    readonly 7: "ULONG";
    readonly 8: "SBYTE";
    readonly 9: "SHORT";
    readonly 10: "INT";
    readonly 11: "LONG";
    readonly 12: "INT2";
    readonly 13: "INT3";
    readonly 14: "INT4";
    readonly 15: "UINT2";
    readonly 16: "UINT3";
    readonly 17: "UINT4";
    readonly 18: "LONG2";
    readonly 19: "LONG3";
    readonly 20: "LONG4";
    readonly 21: "FLOAT";
    readonly 22: "FLOAT2";
    readonly 23: "FLOAT3";
    readonly 24: "FLOAT4";
    readonly 25: "FLOAT_Q";
    readonly 26: "FLOAT2X2";
    readonly 27: "FLOAT3X3";
    readonly 28: "FLOAT4X4";
    readonly 29: "DOUBLE";
    readonly 30: "DOUBLE2";
    readonly 31: "DOUBLE3";
    readonly 32: "DOUBLE4";
    readonly 33: "DOUBLE_Q";
    readonly 34: "DOUBLE2X2";
    readonly 35: "DOUBLE3X3";
    readonly 36: "DOUBLE4X4";
    readonly 37: "COLOR";
    readonly 38: "COLOR32";
    readonly 39: "STRING";
  };
}

export { ResoniteAnimx };
