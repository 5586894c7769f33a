/**
 * The MRTK v2 input animation document: what a recording file holds, with key data in typed
 * arrays.
 *
 * @module
 */
import type { UnityKeys } from "../../curves/unity_curve.ts";

/** MRTK v2 `TrackedHandJoint` names in enum order, `None` first (27 joints; notes-mrtk.md §1). */
export const MRTK_JOINT_NAMES: readonly string[] = [
  "None",
  "Wrist",
  "Palm",
  "ThumbMetacarpalJoint",
  "ThumbProximalJoint",
  "ThumbDistalJoint",
  "ThumbTip",
  "IndexMetacarpal",
  "IndexKnuckle",
  "IndexMiddleJoint",
  "IndexDistalJoint",
  "IndexTip",
  "MiddleMetacarpal",
  "MiddleKnuckle",
  "MiddleMiddleJoint",
  "MiddleDistalJoint",
  "MiddleTip",
  "RingMetacarpal",
  "RingKnuckle",
  "RingMiddleJoint",
  "RingDistalJoint",
  "RingTip",
  "PinkyMetacarpal",
  "PinkyKnuckle",
  "PinkyMiddleJoint",
  "PinkyDistalJoint",
  "PinkyTip",
];

/** One Unity `AnimationCurve` as stored in the file. */
export interface MrtkCurve {
  /** Unity `WrapMode` before the first key (MRTK writes 8, ClampForever). */
  readonly preWrap: number;
  /** Unity `WrapMode` after the last key. */
  readonly postWrap: number;
  /**
   * The keys; simple (v1.1) and bool keys have tangents 0, weights 0 (bool: out weight 1e6),
   * mode 3. Read-only: arrays of read documents may be shared between curves.
   */
  readonly keys: UnityKeys;
}

/** Position X, Y, Z and rotation quaternion X, Y, Z, W curves. */
export interface MrtkPoseCurves {
  /** Position X, Y, Z. */
  readonly position: readonly [MrtkCurve, MrtkCurve, MrtkCurve];
  /** Rotation X, Y, Z, W (W the real part). */
  readonly rotation: readonly [MrtkCurve, MrtkCurve, MrtkCurve, MrtkCurve];
}

/** Hand state and the 27 joints of each hand. */
export interface MrtkHands {
  /** `tracked` step curves: left, right. */
  readonly tracked: readonly [MrtkCurve, MrtkCurve];
  /** `pinching` step curves: left, right. */
  readonly pinching: readonly [MrtkCurve, MrtkCurve];
  /** Left-hand joints in {@linkcode MRTK_JOINT_NAMES} order. */
  readonly jointsLeft: readonly MrtkPoseCurves[];
  /** Right-hand joints in {@linkcode MRTK_JOINT_NAMES} order. */
  readonly jointsRight: readonly MrtkPoseCurves[];
}

/** The eye-gaze ray (version 1.1). */
export interface MrtkRayCurves {
  /** Origin X, Y, Z. */
  readonly origin: readonly [MrtkCurve, MrtkCurve, MrtkCurve];
  /** Direction X, Y, Z. */
  readonly direction: readonly [MrtkCurve, MrtkCurve, MrtkCurve];
}

/** A named marker. */
export interface MrtkMarker {
  /** Time in seconds. */
  readonly time: number;
  /** Name. */
  readonly name: string;
}

/** A whole input animation file. */
export interface MrtkDocument {
  /** Major version (1). */
  readonly versionMajor: number;
  /** Minor version (0 or 1). */
  readonly versionMinor: number;
  /** Camera pose, or `null` when a 1.1 file says it has none. */
  readonly camera: MrtkPoseCurves | null;
  /** Hand data, or `null` when a 1.1 file says it has none. */
  readonly hands: MrtkHands | null;
  /** Eye gaze (1.1 only), or `null`. */
  readonly eyeGaze: MrtkRayCurves | null;
  /** Markers; empty when the file has none. */
  readonly markers: readonly MrtkMarker[];
  /** Whether the file ended before the marker list (early writers). */
  readonly hasMarkerList: boolean;
}
