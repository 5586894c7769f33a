/**
 * What a conversion target's curves can hold: the declaration each format's writer gives the
 * fitting engine ({@linkcode fitTrack}).
 *
 * @module
 */

/** How a target plays a quaternion track along a straight (linear) segment. */
export type QuaternionLinear =
  /** Spherical interpolation along the shorter arc (AnimJ `Linear` floatQ, glTF LINEAR). */
  | "slerp"
  /** Component-wise lerp, seen normalised (MRTK, Unity). */
  | "nlerp";

/** A target's curve capabilities. */
export interface FitProfile {
  /** The target format's name, for messages. */
  readonly name: string;
  /** Holds (the value stays until the next key: AnimJ Hold, Maya step, glTF STEP). */
  readonly hold: boolean;
  /** Straight segments (linear; for quaternions see {@linkcode FitProfile.quaternionLinear}). */
  readonly linear: boolean;
  /**
   * Cubic Hermite segments with slopes per key (AnimJ CubicBezier, Maya fixed tangents, Unity
   * keys, glTF CUBICSPLINE); quaternions component-wise, seen normalised.
   */
  readonly hermite: boolean;
  /** Whether each key picks its own segment kind (false: one kind per track, as glTF samplers). */
  readonly perKeyKinds: boolean;
  /** How straight quaternion segments play. */
  readonly quaternionLinear: QuaternionLinear;
  /** Whether key times may be negative. */
  readonly negativeTimes: boolean;
  /** Whether times and values are stored as 32-bit floats. */
  readonly float32: boolean;
  /** Seconds between frames: keys the fit adds snap to this grid where they can. */
  readonly frameStep?: number;
  /** Every key on a frame of {@linkcode FitProfile.frameStep} (ANIM's keyed frames). */
  readonly gridOnly?: boolean;
}
