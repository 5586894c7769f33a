/**
 * Default conversion tolerances and the error measure they apply to: how far a converted track
 * may play from its source, measured the way a user sees it.
 *
 * - rotations (quaternion tracks): {@linkcode DEFAULT_ROTATION_TOLERANCE_DEG} degrees of
 *   rotation angle between the normalised played rotations;
 * - everything else: {@linkcode DEFAULT_RELATIVE_TOLERANCE} × the track's value range over the
 *   played time range, at least {@linkcode MIN_ABSOLUTE_TOLERANCE} (in the track's own units);
 * - discrete data (bool, integer, string values, held keys): exact.
 *
 * @module
 */

/** Default rotation tolerance in degrees (quaternion angle; Euler curves in degrees). */
export const DEFAULT_ROTATION_TOLERANCE_DEG = 0.01;
/** Default tolerance for other numeric tracks, as a fraction of the track's value range. */
export const DEFAULT_RELATIVE_TOLERANCE = 1e-4;
/** The smallest default tolerance for numeric tracks, in the track's units. */
export const MIN_ABSOLUTE_TOLERANCE = 1e-6;

/**
 * The default tolerance for a numeric track whose components span `range` (largest minus
 * smallest value over the played time range, the largest over the components).
 *
 * @example A track moving over 2 units may be off by 2e-4
 * ```ts
 * import { defaultTolerance } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(defaultTolerance(2), 2e-4);
 * equal(defaultTolerance(0), 1e-6);
 * ```
 */
export function defaultTolerance(range: number): number {
  return Math.max(MIN_ABSOLUTE_TOLERANCE, DEFAULT_RELATIVE_TOLERANCE * (range > 0 ? range : 0));
}
