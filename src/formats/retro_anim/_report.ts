/**
 * The report of a track written to ANIM, measured on the written file read back.
 *
 * @module
 */
import { curveKeyCount, type Track } from "../../model/clip.ts";
import { maxPlayedError, rotationAngleDeg } from "../../model/compare.ts";
import type { TrackReport } from "../format.ts";
import { type Placed, STEPS } from "./_channels.ts";
import type { RetroAnimCurve } from "./curve.ts";

/**
 * A placed track measured against `written` (its bone attribute read back) at every quarter
 * frame (against `samples`, the source there) and every source key time in the written range,
 * rotations as angles: `exact` (no error), `fitted` (within its tolerance) or `resampled` (the
 * frame grid and quantisation cannot do better).
 */
export function measuredReport(
  placed: Placed,
  samples: Float64Array,
  written: Track,
  keyedFrames: number,
  frames: number,
  interval: number,
  version: 0 | 2,
): TrackReport {
  const { track, tolerance } = placed;
  const end = (frames - 1) * interval;
  const curve = written.curve as RetroAnimCurve;
  const rotation = placed.property === "rotation";
  const width = rotation ? 4 : 3;
  const out = new Float64Array(4);
  const source = new Float64Array(4);
  let maxError = 0;
  for (let i = 0; i <= (frames - 1) * STEPS; i++) {
    curve.evaluateInto((i / STEPS) * interval, out);
    for (let j = 0; j < width; j++) source[j] = samples[i * width + j]!;
    let e = 0;
    if (rotation) e = rotationAngleDeg(source, out);
    else for (let j = 0; j < 3; j++) e = Math.max(e, Math.abs(source[j]! - out[j]!));
    if (!(e <= maxError)) maxError = Number.isNaN(e) ? Infinity : e;
  }
  const keys = track.curve.keyTimes().filter((t) => t >= 0 && t <= end);
  maxError = Math.max(maxError, maxPlayedError(track.curve, curve, keys));
  const note = version === 2
    ? `${keyedFrames} keyed frames of ${frames}, quantized`
    : `${frames} frames at ${interval} s`;
  return {
    node: track.node,
    property: track.property,
    mapping: maxError === 0 ? "exact" : maxError <= tolerance ? "fitted" : "resampled",
    keysBefore: curveKeyCount(track.curve),
    keysAfter: keyedFrames * width,
    maxError,
    tolerance,
    ...(rotation ? { unit: "deg" } : {}),
    holdsOutside: [0, end],
    ...(maxError === 0 ? {} : {
      note: maxError <= tolerance ? note : `${note}; the frame grid cannot follow closer`,
    }),
  };
}
