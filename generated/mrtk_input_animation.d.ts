// deno-lint-ignore-file
// deno-fmt-ignore-file
// Generated from schemas/mrtk_input_animation.ksy by `deno task codegen`. Do not edit.

/** The parts of a Kaitai Struct runtime stream that the declarations need. */
interface KaitaiStream {
  pos: number;
  readonly size: number;
  isEof(): boolean;
}

/**
 * Head, hand-joint and eye-gaze input recorded by the Mixed Reality Toolkit v2 and played back by
 * its InputPlaybackService. Written by .NET BinaryWriter (little-endian). Version 1.0 stores full
 * Unity keyframes (time, value, tangents, weights, weighted mode); version 1.1 adds presence flags
 * and eye gaze, and stores pose and ray curves as (time, value) pairs only. Both end with a marker
 * list, which the published format description omits.
 * @see https://learn.microsoft.com/windows/mixed-reality/mrtk-unity/mrtk2/features/input-simulation/input-animation-file-format
 * @see specs/notes-mrtk.md §1 (the real writer's layout, which differs from the published description)
 */
declare class MrtkInputAnimation {
  constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
  readonly _io: KaitaiStream;
  readonly _parent: unknown;
  readonly _root: MrtkInputAnimation;
  /** Int64 0x6a8faf6e0f9e42c6, little-endian. */
  magic: Uint8Array;
  versionMajor: number;
  /** The reader refuses versions newer than 1.1. */
  versionMinor: number;
  flags: MrtkInputAnimation.PresenceFlags | undefined;
  camera: MrtkInputAnimation.PoseCurves | undefined;
  hands: MrtkInputAnimation.HandData | undefined;
  eyeGaze: MrtkInputAnimation.RayCurves | undefined;
  /** Absent only in files from writers that predate markers. */
  markers: MrtkInputAnimation.MarkerList | undefined;
  /** Version 1.1 layout (presence flags, simple keys, eye gaze). */
  readonly isV11: boolean;
  readonly hasCameraPose: boolean;
  readonly hasHandData: boolean;
  readonly hasEyeGaze: boolean;
}
declare namespace MrtkInputAnimation {
  /** Version 1.1 only. .NET Boolean bytes; any non-zero byte reads as true. */
  export class PresenceFlags {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: MrtkInputAnimation;
    hasCameraPose: number;
    hasHandData: number;
    hasEyeGaze: number;
  }
  export class HandData {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, simple: boolean);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: MrtkInputAnimation;
    simple: boolean;
    trackedLeft: MrtkInputAnimation.BoolCurve;
    trackedRight: MrtkInputAnimation.BoolCurve;
    pinchingLeft: MrtkInputAnimation.BoolCurve;
    pinchingRight: MrtkInputAnimation.BoolCurve;
    /** One pose curve set per MRTK v2 TrackedHandJoint, in enum order (None first). */
    jointsLeft: MrtkInputAnimation.PoseCurves[];
    jointsRight: MrtkInputAnimation.PoseCurves[];
  }
  /** Position X, Y, Z then rotation quaternion X, Y, Z, W. */
  export class PoseCurves {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, simple: boolean);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: MrtkInputAnimation;
    simple: boolean;
    positionX: MrtkInputAnimation.FloatCurve;
    positionY: MrtkInputAnimation.FloatCurve;
    positionZ: MrtkInputAnimation.FloatCurve;
    rotationX: MrtkInputAnimation.FloatCurve;
    rotationY: MrtkInputAnimation.FloatCurve;
    rotationZ: MrtkInputAnimation.FloatCurve;
    rotationW: MrtkInputAnimation.FloatCurve;
  }
  /** Eye-gaze ray, version 1.1 only; always simple keys. */
  export class RayCurves {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: MrtkInputAnimation;
    originX: MrtkInputAnimation.FloatCurve;
    originY: MrtkInputAnimation.FloatCurve;
    originZ: MrtkInputAnimation.FloatCurve;
    directionX: MrtkInputAnimation.FloatCurve;
    directionY: MrtkInputAnimation.FloatCurve;
    directionZ: MrtkInputAnimation.FloatCurve;
  }
  /**
   * A Unity AnimationCurve. Full keys (28 bytes) in version 1.0; (time, value) pairs (8 bytes)
   * for pose and ray curves in version 1.1.
   */
  export class FloatCurve {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, simple: boolean);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: MrtkInputAnimation;
    simple: boolean;
    preWrap: number;
    postWrap: number;
    numKeys: number;
    keys: MrtkInputAnimation.KeyBlock;
    /** The bytes `keys` was parsed from. */
    _raw_keys: Uint8Array;
  }
  /** A step curve; each key's value (0.0 or 1.0, stored as a float) holds until the next key. */
  export class BoolCurve {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: MrtkInputAnimation;
    preWrap: number;
    postWrap: number;
    numKeys: number;
    keys: MrtkInputAnimation.KeyBlock;
    /** The bytes `keys` was parsed from. */
    _raw_keys: Uint8Array;
  }
  /**
   * The keys of one curve. Nothing is parsed until `items` is read, so a reader may decode the
   * block's bytes in bulk instead.
   */
  export class KeyBlock {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, simple: boolean, numKeys: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: MrtkInputAnimation;
    simple: boolean;
    numKeys: number;
    readonly items: (MrtkInputAnimation.SimpleKey | MrtkInputAnimation.FullKey)[];
  }
  export class FullKey {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: MrtkInputAnimation;
    time: number;
    value: number;
    inTangent: number;
    outTangent: number;
    inWeight: number;
    outWeight: number;
    weightedMode: number;
  }
  export class SimpleKey {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: MrtkInputAnimation;
    time: number;
    value: number;
  }
  export class MarkerList {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: MrtkInputAnimation;
    numMarkers: number;
    markers: MrtkInputAnimation.Marker[];
  }
  export class Marker {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: MrtkInputAnimation;
    time: number;
    name: MrtkInputAnimation.DotnetString;
  }
  /** .NET BinaryWriter string, a 7-bit encoded byte length then UTF-8 bytes. */
  export class DotnetString {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: MrtkInputAnimation;
    /** At most 5 groups (KSC 0.11 tests `_index` after counting the group just read). */
    lenGroups: number[];
    /**
     * .NET's Read7BitEncodedInt refuses a fifth byte with more than the int32's top bits
     * ("Too many bytes in what should have been a 7-bit encoded Int32").
     */
    lenFitsInt32: Uint8Array;
    value: string;
    readonly lenValue: number;
  }
  export const WrapMode: {
    readonly DEFAULT: 0;
    readonly ONCE: 1;
    readonly LOOP: 2;
    readonly PING_PONG: 4;
    readonly CLAMP_FOREVER: 8;
    readonly 0: "DEFAULT";
    readonly 1: "ONCE";
    readonly 2: "LOOP";
    readonly 4: "PING_PONG";
    readonly 8: "CLAMP_FOREVER";
  };
  export const WeightedMode: {
    readonly NONE: 0;
    readonly IN: 1;
    readonly OUT: 2;
    readonly BOTH: 3;
    readonly 0: "NONE";
    readonly 1: "IN";
    readonly 2: "OUT";
    readonly 3: "BOTH";
  };
}

export { MrtkInputAnimation };
