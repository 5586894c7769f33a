/**
 * Two clips compared track by track: the difference over time and its maximum, measured as
 * conversion reports measure it (rotation angle in degrees for quaternion tracks, the largest
 * absolute component difference otherwise), over the played range at every key time of both and
 * between keys.
 *
 * @module
 */
import type { Clip, Track } from "../model/clip.ts";
import { comparisonTimes, maxPlayedError } from "../model/compare.ts";
import { playedKeyTimes } from "../convert/played_times.ts";

/** How one track differs between the two clips. */
export interface TrackDifference {
  /** Node name. */
  readonly node: string;
  /** Property name. */
  readonly property: string;
  /** `deg` for rotations, otherwise the track's own unit (empty). */
  readonly unit: "deg" | "";
  /** The times measured at, ascending. */
  readonly times: Float64Array;
  /** The difference at each time. */
  readonly errors: Float64Array;
  /** The largest difference (Infinity where a difference is not a number). */
  readonly maxError: number;
}

/** The comparison of two clips. */
export interface ClipComparison {
  /** Tracks both clips have, in the first clip's order. */
  readonly tracks: readonly TrackDifference[];
  /** `node.property` of tracks only the first clip has. */
  readonly onlyInA: readonly string[];
  /** `node.property` of tracks only the second clip has. */
  readonly onlyInB: readonly string[];
}

/** Points measured inside each gap between consecutive key times. */
const PER_SEGMENT = 8;

/** The measure conversion reports use, at one time. */
function differenceAt(a: Track, b: Track, time: number, at: number[]): number {
  at[0] = time;
  return maxPlayedError(a.curve, b.curve, at);
}

/**
 * Compares every track the clips share (matched by node and property).
 *
 * @example A float track one unit off
 * ```ts
 * import { compareClips } from "./compare.ts";
 * import { equal } from "node:assert/strict";
 * const clip = (offset: number) => ({ name: "c", duration: 1, events: [], tracks: [{
 *   node: "n", property: "p", valueType: "float" as const,
 *   curve: { valueType: "float" as const, semantics: "test", keyTimes: () => new Float64Array([0, 1]),
 *     evaluate: (t: number) => t + offset } }] });
 * equal(compareClips(clip(0), clip(1)).tracks[0]!.maxError, 1);
 * ```
 */
export function compareClips(a: Clip, b: Clip): ClipComparison {
  const key = (t: Track) => `${t.node}\u0000${t.property}`;
  const inB = new Map(b.tracks.map((t) => [key(t), t]));
  const inA = new Set(a.tracks.map(key));
  const end = Math.max(a.duration, b.duration, 0);
  const tracks: TrackDifference[] = [];
  const at = [0];
  for (const ta of a.tracks) {
    const tb = inB.get(key(ta));
    if (tb === undefined) continue;
    const times = comparisonTimes([
      playedKeyTimes(ta.curve, 0, end),
      playedKeyTimes(tb.curve, 0, end),
      new Float64Array([0, end]),
    ], PER_SEGMENT);
    const errors = new Float64Array(times.length);
    let maxError = 0;
    for (let i = 0; i < times.length; i++) {
      const e = differenceAt(ta, tb, times[i]!, at);
      errors[i] = e;
      // A difference that is not a number is the worst there is.
      if (e !== e) maxError = Infinity;
      else if (e > maxError) maxError = e;
    }
    const rotation = (ta.valueType === "floatQ" || ta.valueType === "doubleQ") &&
      (tb.valueType === "floatQ" || tb.valueType === "doubleQ");
    tracks.push({
      node: ta.node,
      property: ta.property,
      unit: rotation ? "deg" : "",
      times,
      errors,
      maxError,
    });
  }
  return {
    tracks,
    onlyInA: a.tracks.filter((t) => !inB.has(key(t))).map((t) => `${t.node}.${t.property}`),
    onlyInB: b.tracks.filter((t) => !inA.has(key(t))).map((t) => `${t.node}.${t.property}`),
  };
}
