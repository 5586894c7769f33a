/**
 * Common-model {@linkcode Clip} → {@linkcode AnimJDocument}. AnimJ's part of a conversion is its
 * profile (Hold, Linear and CubicBezier keys, floatQ Linear as a shorter-arc slerp, float32
 * times, no negative times) and its key layout (CubicBezier control values by the Δt/3 rule of
 * notes-animj.md §1.2); the keys come from the fitting engine (src/convert/fit.ts).
 *
 * @module
 */
import { earliestTime, shiftClip } from "../../convert/shift_time.ts";
import {
  groupCompoundTracks,
  groupTransformTracks,
  RESONITE_TRANSFORM_NAMES,
} from "../../convert/group_transforms.ts";
import { fitDimensions, type FittedKeys, fitTrack } from "../../convert/fit.ts";
import { fitDiscrete } from "../../convert/fit_discrete.ts";
import { fitOptionsFor, fitReport, playedRange } from "../../convert/fit_clip.ts";
import type { FitProfile } from "../../convert/profile.ts";
import { AnimkitError } from "../../errors.ts";
import type { Clip, Track } from "../../model/clip.ts";
import { KEYED_HERMITE, KEYED_STEP } from "../../model/keyed.ts";
import type { TrackReport, WriteOptions } from "../format.ts";
import {
  type AnimJDocument,
  animjScalarKind,
  animjStoreValue,
  type AnimJTrack,
  animjWidth,
  newAnimJTrack,
} from "./document.ts";
import { AnimJCurve } from "./curve.ts";

/**
 * What AnimJ curves hold, for the fitting engine: Hold, Linear and CubicBezier keys chosen per
 * key; floatQ Linear plays the shorter-arc slerp; times are 32-bit floats and start at 0.
 *
 * @example
 * ```ts
 * import { ANIMJ_PROFILE } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(ANIMJ_PROFILE.quaternionLinear, "slerp");
 * ```
 */
export const ANIMJ_PROFILE: FitProfile = Object.freeze({
  name: "animj",
  hold: true,
  linear: true,
  hermite: true,
  perKeyKinds: true,
  quaternionLinear: "slerp",
  negativeTimes: false,
  float32: true,
});

const MATRIX = /x\d$/;

/** AnimJ interpolation index per fitted segment kind: Hold 0, Linear 1, CubicBezier 3. */
function interpolationOf(kind: number): number {
  return kind === KEYED_STEP ? 0 : kind === KEYED_HERMITE ? 3 : 1;
}

/** What {@linkcode animjFromClip} returns. */
export interface AnimJConversion {
  /** The document. */
  readonly doc: AnimJDocument;
  /** One report per source track. */
  readonly tracks: TrackReport[];
  /** Other notes. */
  readonly warnings: string[];
}

/**
 * Converts a clip to an AnimJ document: AnimJ tracks are copied, discrete values become held
 * keys at the source's transition times, numeric tracks are fitted within the tolerance.
 *
 * @throws {AnimkitError} for matrix tracks unless `dropUnmappable` (AnimX passes
 * `allowMatrices`, since AnimX stores matrices), and for tracks that cannot meet the tolerance
 * (unless `bestEffort`).
 *
 * @example A straight line stays exact
 * ```ts
 * import { animjFromClip, KEYED_LINEAR, VectorCurve } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const keys = {
 *   times: new Float64Array([0, 1]), values: new Float64Array([0, 2]),
 *   inSlopes: new Float64Array(2), outSlopes: new Float64Array(2),
 *   modes: new Uint8Array([KEYED_LINEAR, KEYED_LINEAR]),
 * };
 * const scalar = { evaluate: (t: number) => 2 * Math.min(1, Math.max(0, t)), keyTimes: () => keys.times, keyed: () => keys };
 * const clip = { name: "c", duration: 1, events: [], tracks: [
 *   { node: "N", property: "P", valueType: "float" as const, curve: new VectorCurve("float", "demo", [scalar]) },
 * ] };
 * const { tracks } = animjFromClip(clip);
 * equal(tracks[0]?.mapping, "exact");
 * ```
 */
export function animjFromClip(
  clip: Clip,
  options: WriteOptions = {},
  allowMatrices = false,
): AnimJConversion {
  const reports: TrackReport[] = [];
  const warnings: string[] = [];
  const tracks: AnimJTrack[] = [];
  if (!options.keepCurves) {
    // Per-component curves (Maya) become the vector tracks AnimJ holds: translate/rotate/scale
    // as a Slot's Position (metres), Rotation (quaternion) and Scale; other compounds as
    // float2/3/4 or color.
    const transforms = groupTransformTracks(clip, RESONITE_TRANSFORM_NAMES);
    const compounds = groupCompoundTracks(transforms.clip);
    clip = compounds.clip;
    const grouped = transforms.grouped.length + compounds.grouped.length;
    if (grouped > 0) {
      warnings.push(
        `${grouped} per-component curve(s) grouped into vector tracks (translate → Position in ` +
          "metres, rotate → Rotation from Euler xyz, scale → Scale; compounds → float2/3/4, color); " +
          "--keep-curves keeps them as they are",
      );
    }
  }
  if (options.shiftTime) {
    const earliest = earliestTime(clip);
    if (earliest < 0) {
      clip = shiftClip(clip, -earliest);
      warnings.push(`times shifted by ${-earliest} s (--shift-time)`);
    }
  }
  for (const track of clip.tracks) {
    if (!allowMatrices && MATRIX.test(track.valueType)) {
      const note = `AnimJ cannot hold ${track.valueType} (Resonite imports matrices as zeros)`;
      if (options.dropUnmappable) {
        reports.push({
          node: track.node,
          property: track.property,
          mapping: "dropped",
          keysBefore: track.curve.keyTimes().length,
          keysAfter: 0,
          maxError: 0,
          note,
        });
        continue;
      }
      throw new AnimkitError(
        "animj",
        { kind: "none" },
        `track ${track.node}.${track.property}: ${note}; use dropUnmappable (--drop-unmappable) or write AnimX`,
      );
    }
    const result = convertTrack(clip, track, options);
    tracks.push(result.track);
    reports.push(result.report);
  }
  let end = 0;
  for (const t of tracks) {
    if (t.count > 0 && t.trackType !== "Raw") end = Math.max(end, t.times[t.count - 1]!);
  }
  return {
    doc: { name: clip.name, globalDuration: Math.max(clip.duration, end), tracks },
    tracks: reports,
    warnings,
  };
}

function convertTrack(
  clip: Clip,
  track: Track,
  options: WriteOptions,
): { track: AnimJTrack; report: TrackReport } {
  const curve = track.curve;
  if (curve instanceof AnimJCurve) {
    const t = curve.track;
    const copy: AnimJTrack = { ...t, trackType: t.trackType === "Bezier" ? "Curve" : t.trackType };
    const keys = t.count * Math.max(1, animjWidth(t.valueType));
    return {
      track: copy,
      report: {
        node: track.node,
        property: track.property,
        mapping: "exact",
        keysBefore: keys,
        keysAfter: keys,
        maxError: 0,
      },
    };
  }
  const [from, to] = playedRange(clip, track, ANIMJ_PROFILE.negativeTimes);
  const kind = animjScalarKind(track.valueType);
  const w = animjWidth(track.valueType);
  if (kind !== "float" || fitDimensions(track.valueType) === 0) {
    // Discrete values: held keys at the source's transitions (Discrete, or Curve with Hold).
    const fit = fitDiscrete(track, { from, to, float32: true });
    const n = fit.times.length;
    const discrete = kind === "bool" || kind === "string";
    const out = newAnimJTrack(
      discrete ? "Discrete" : "Curve",
      track.valueType,
      track.node,
      track.property,
      n,
    );
    out.times.set(fit.times);
    if (!discrete) out.interpolations.fill(0);
    for (let i = 0; i < n; i++) {
      const v = fit.values[i]!;
      if (track.valueType === "string") out.strings[i] = typeof v === "string" ? v : null;
      else if (!animjStoreValue(track.valueType, v, out.values, i * w)) {
        throw new AnimkitError(
          "animj",
          { kind: "none" },
          `track ${track.node}.${track.property}: values do not fit ${track.valueType}`,
        );
      }
    }
    return { track: out, report: fitReport(track, fit, n * Math.max(1, w)) };
  }
  const fit = fitTrack(
    track,
    ANIMJ_PROFILE,
    fitOptionsFor(clip, track, ANIMJ_PROFILE.negativeTimes, options, "animj"),
  );

  const out = fittedTrack(track, fit.keys);
  return { track: out, report: fitReport(track, fit, out.count * w) };
}

/** An AnimJ Curve track from fitted keys: CubicBezier control values by the Δt/3 rule. */
function fittedTrack(track: Track, keys: FittedKeys): AnimJTrack {
  const n = keys.times.length;
  const w = keys.dims;
  const out = newAnimJTrack("Curve", track.valueType, track.node, track.property, n);
  out.times.set(keys.times);
  out.values.set(keys.values);
  for (let i = 0; i < n; i++) {
    const interpolation = interpolationOf(keys.kinds[i]!);
    out.interpolations[i] = interpolation;
    if (interpolation !== 3 || i + 1 >= n) continue;
    const dt = keys.times[i + 1]! - keys.times[i]!;
    for (let c = 0; c < w; c++) {
      out.rightTangents[i * w + c] = keys.values[i * w + c]! +
        (keys.outSlopes[i * w + c]! * dt) / 3;
      out.leftTangents[(i + 1) * w + c] = keys.values[(i + 1) * w + c]! -
        (keys.inSlopes[(i + 1) * w + c]! * dt) / 3;
    }
  }
  return out;
}
