/**
 * Common-model {@linkcode Clip} → {@linkcode AnimJDocument}. AnimJ's part of a conversion is its
 * profile (Hold, Linear and CubicBezier keys, floatQ Linear as a shorter-arc slerp, float32
 * times, no negative times) and its key layout (CubicBezier control values by the Δt/3 rule of
 * notes-animj.md §1.2); the keys come from the fitting engine (src/convert/fit.ts).
 *
 * @module
 */
import { withPathNames } from "../../model/hierarchy.ts";
import {
  groupCompoundTracks,
  groupTransformTracks,
  RESONITE_TRANSFORM_NAMES,
} from "../../convert/group_transforms.ts";
import { fitDimensions, type FittedKeys } from "../../convert/fit.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import type { ClipTarget, PlacedTrack } from "../../convert/target.ts";
import type { FitProfile } from "../../convert/profile.ts";
import { AnimkitError } from "../../errors.ts";
import type { Clip, Track } from "../../model/clip.ts";
import { KEYED_HERMITE, KEYED_STEP } from "../../model/keyed.ts";
import type { TrackReport, WriteOptions } from "../format.ts";
import { writeAnimJ } from "./write.ts";
import { readAnimJ } from "./read.ts";
import { animjToClip } from "./to_clip.ts";
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
 * import { ANIMJ_PROFILE } from "./from_clip.ts";
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
  readonly tracks: readonly TrackReport[];
  /** Other notes. */
  readonly warnings: readonly string[];
}

/**
 * Per-component curves (Maya) as the vector tracks a Resonite Slot holds, and node names as
 * paths when asked (`nodeNames: "path"`).
 */
function prepare(clip: Clip, options: WriteOptions): { clip: Clip; warnings: string[] } {
  const named = options.nodeNames === "path" ? withPathNames(clip) : clip;
  if (options.keepCurves) return { clip: named, warnings: [] };
  const transforms = groupTransformTracks(named, RESONITE_TRANSFORM_NAMES);
  const compounds = groupCompoundTracks(transforms.clip);
  const grouped = transforms.grouped.length + compounds.grouped.length;
  return {
    clip: compounds.clip,
    warnings: grouped === 0 ? [] : [
      `${grouped} per-component curve(s) grouped into vector tracks (translate → Position in ` +
      "metres, rotate → Rotation from Euler xyz, scale → Scale; compounds → float2/3/4, color); " +
      "--keep-curves keeps them as they are",
    ],
  };
}

/** The AnimJ track of a placed track: copied, held transitions, or fitted keys. */
function animjTrack(p: PlacedTrack<null>): AnimJTrack {
  const { track, keys } = p;
  if (keys.kind === "carried") {
    const t = (track.curve as AnimJCurve).track;
    return { ...t, trackType: t.trackType === "Bezier" ? "Curve" : t.trackType };
  }
  if (keys.kind === "fitted") return fittedTrack(track, keys.fit.keys);
  const fit = keys.fit;
  const n = fit.times.length;
  const w = animjWidth(track.valueType);
  const kind = animjScalarKind(track.valueType);
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
  return out;
}

/** The document of placed tracks; its duration covers the clip and every key. */
function animjDocument(placed: readonly PlacedTrack<null>[], clip: Clip): AnimJDocument {
  const tracks = placed.map(animjTrack);
  let end = 0;
  for (const t of tracks) {
    if (t.count > 0 && t.trackType !== "Raw") end = Math.max(end, t.times[t.count - 1]!);
  }
  return { name: clip.name, globalDuration: Math.max(clip.duration, end), tracks };
}

/**
 * AnimJ's (and, with `matrices`, AnimX's) part of a conversion: Slot-style grouping, every track
 * but matrices placed under its own name, AnimJ curves copied, discrete values held, numbers
 * fitted to {@linkcode ANIMJ_PROFILE}; `bytes` lays the document out.
 *
 * @example The AnimJ target writes a document's text
 * ```ts ignore
 * const target = animjTarget(false, (doc, options) => ({ bytes: writeAnimJ(doc), warnings: [] }));
 * ```
 */
export function animjTarget(
  matrices: boolean,
  bytes: (doc: AnimJDocument, options: WriteOptions) => { bytes: Uint8Array; warnings: string[] },
): ClipTarget<null> {
  return {
    prepare,
    place: (track) => {
      if (!matrices && MATRIX.test(track.valueType)) {
        return {
          drop: `AnimJ cannot hold ${track.valueType} (Resonite imports matrices as zeros; ` +
            "AnimX holds them)",
        };
      }
      const discrete = animjScalarKind(track.valueType) !== "float" ||
        fitDimensions(track.valueType) === 0;
      return { slot: null, profile: ANIMJ_PROFILE, discrete };
    },
    carry: (track) => {
      if (!(track.curve instanceof AnimJCurve)) return undefined;
      const t = track.curve.track;
      return t.count * Math.max(1, animjWidth(t.valueType));
    },
    encode: (placed, clip, options) => bytes(animjDocument(placed, clip), options),
  };
}

/**
 * Converts a clip to an AnimJ document through the conversion driver: AnimJ tracks are copied,
 * discrete values become held keys at the source's transition times, numeric tracks are fitted
 * within the tolerance, and every track is measured on the written text.
 *
 * @throws {AnimkitError} for matrix tracks unless `dropUnmappable`, and for tracks that cannot
 * meet the tolerance (unless `bestEffort`).
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
export function animjFromClip(clip: Clip, options: WriteOptions = {}): AnimJConversion {
  let doc: AnimJDocument | undefined;
  const target = animjTarget(false, (d, o) => {
    doc = d;
    return { bytes: writeAnimJ(d, { pretty: o.pretty }), warnings: [] };
  });
  const result = convertClip(clip, {
    name: "animj",
    title: "Resonite AnimJ",
    float32Time: true,
    target,
    toClip: (b) => animjToClip(readAnimJ(b)),
  }, options);
  return { doc: doc!, tracks: result.tracks, warnings: result.warnings };
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
