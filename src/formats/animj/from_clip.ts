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
import { fitDimensions } from "../../convert/fit.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import type { ClipTarget } from "../../convert/target.ts";
import type { FitProfile } from "../../convert/profile.ts";
import type { Clip } from "../../model/clip.ts";
import type { TrackReport, WriteOptions } from "../format.ts";
import { writeAnimJ } from "./write.ts";
import { animjDocument } from "./_encode.ts";
import { readAnimJ } from "./read.ts";
import { animjToClip } from "./to_clip.ts";
import { type AnimJDocument, animjScalarKind, animjWidth } from "./document.ts";
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
