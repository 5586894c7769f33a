/**
 * Common model → MRTK recording, as MRTK's part of a conversion ({@linkcode mrtkTarget}): tracks
 * are placed by the names `mrtkToClip` gives (`Camera.position`, `Hand.Left.tracked`,
 * `Hand.Right.Joint.IndexTip.rotation`, `EyeGaze.direction`, …; a Unity clip's transform paths
 * read as those), Unity curves are carried key for key, booleans are held at their transitions and
 * other curves are fitted to MRTK's profile. The conversion driver measures the written file.
 *
 * @module
 */
import { readMrtk } from "./read.ts";
import type { Clip } from "../../model/clip.ts";
import { AnimkitError } from "../../errors.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import type { ClipTarget, PlacedTrack } from "../../convert/target.ts";
import type { FitProfile } from "../../convert/profile.ts";
import type { WriteOptions, WriteResult } from "../format.ts";
import type { MrtkCurve } from "./document.ts";
import { mrtkToClip } from "./to_clip.ts";
import { writeMrtk } from "./write.ts";
import { reduceMrtk } from "./reduce.ts";
import { reduceFitTolerance, reduceRemaining } from "./_reduce_tolerances.ts";
import { mrtkTrackFromPaths } from "../../convert/mrtk_paths.ts";
import { MRTK_NAMES, mrtkCurvesAt, type MrtkPlace, mrtkPlaceOf, mrtkVersionOf } from "./_slot.ts";

export type { MrtkPlace } from "./_slot.ts";
import {
  boolCurveFromFit,
  curvesFromFit,
  fromUnity,
  mrtkDocumentOf,
  straightKeys,
  unityComponents,
} from "./_layout.ts";

/**
 * What MRTK recordings hold, for the fitting engine: version 1.1 stores each key's time and
 * value only (straight segments); version 1.0 stores Unity keys (straight, Hermite, stepped).
 * Quaternions play as MRTK's component-wise lerp; times are 32-bit floats and may be negative.
 *
 * @example
 * ```ts
 * import { mrtkProfile } from "./from_clip.ts";
 * import { equal } from "node:assert/strict";
 * equal(mrtkProfile("1.1").hermite, false);
 * equal(mrtkProfile("1.0").hermite, true);
 * ```
 */
export function mrtkProfile(version: "1.0" | "1.1"): FitProfile {
  const full = version === "1.0";
  return {
    name: "mrtk",
    hold: full,
    linear: true,
    hermite: full,
    perKeyKinds: true,
    quaternionLinear: "nlerp",
    negativeTimes: true,
    float32: true,
  };
}

/** Where a placed track goes, and the curves it carries key for key (if it does). */
export interface MrtkSlot {
  /** The place in the recording. */
  readonly place: MrtkPlace;
  /** Unity curves copied as they are. */
  readonly carried?: readonly MrtkCurve[];
}

/** A recording's transform paths as MRTK names; gaze left out of 1.0; unplaceable tracks named. */
function prepare(clip: Clip, options: WriteOptions): { clip: Clip; warnings: string[] } {
  const version = mrtkVersionOf(options);
  const warnings: string[] = [];
  const unmappable: string[] = [];
  let placeable = 0;
  const tracks = clip.tracks.map((t) => mrtkTrackFromPaths(t) ?? t).filter((track) => {
    const place = mrtkPlaceOf(track);
    const name = `${track.node}.${track.property}`;
    if (place?.kind === "gaze" && version === "1.0") {
      warnings.push(`${name} dropped: version 1.0 has no eye gaze`);
      return false;
    }
    if (place === undefined) unmappable.push(`${name} (${track.valueType})`);
    else placeable++;
    return true;
  });
  if (unmappable.length > 0 && !options.dropUnmappable) {
    const listed = unmappable.slice(0, 5).join(", ") + (unmappable.length > 5 ? ", …" : "");
    throw new AnimkitError(
      "mrtk",
      { kind: "none" },
      `${unmappable.length} track(s) cannot be written to an MRTK recording: ${listed}; a ` +
        `recording holds ${MRTK_NAMES} (dropUnmappable, --drop-unmappable, leaves the others out)`,
    );
  }
  if (placeable === 0) {
    throw new AnimkitError(
      "mrtk",
      { kind: "none" },
      `no track of the clip maps to an MRTK recording, so there is nothing to write; a recording holds ${MRTK_NAMES}`,
    );
  }
  return { clip: { ...clip, tracks }, warnings };
}

/** The curves of a placed track: carried, held or fitted. */
function curvesOf(p: PlacedTrack<MrtkSlot>, version: "1.0" | "1.1"): readonly MrtkCurve[] {
  if (p.keys.kind === "carried") return p.placement.slot.carried!;
  if (p.keys.kind === "discrete") return [boolCurveFromFit(p.keys.fit)];
  return curvesFromFit(p.keys.fit, version);
}

/**
 * MRTK's part of a conversion: the recording's fixed layout (camera pose, hand flags and joint
 * poses, eye gaze in 1.1), versions 1.0 and 1.1 (`options.version`), and `--reduce` with MRTK's
 * own tolerances (every pose and gaze track is then held to them).
 *
 * @example
 * ```ts ignore
 * // mrtkFormat.target is mrtkTarget; the driver runs it
 * const { bytes } = convertClip(clip, mrtkFormat, { version: "1.0" });
 * ```
 */
export const mrtkTarget: ClipTarget<MrtkSlot> = {
  prepare,
  place: (track, _clip, options) => {
    const place = mrtkPlaceOf(track);
    if (place === undefined) {
      return {
        drop:
          `no ${track.valueType} track named ${track.node}.${track.property} in an MRTK recording`,
      };
    }
    const version = mrtkVersionOf(options);
    const unity = unityComponents(track.curve);
    const flag = place.kind === "flag";
    // Unity curves are carried key for key, unless version 1.1 would lose their tangents; with
    // --reduce poses are fitted to MRTK's tolerances, which the report then holds them to.
    const carry = unity !== undefined && (!options.reduce || flag) &&
      (version === "1.0" || flag || unity.every(straightKeys));
    return {
      slot: carry ? { place, carried: unity.map(fromUnity) } : { place },
      profile: mrtkProfile(version),
      ...(options.reduce && !flag
        ? { fit: { tolerance: reduceFitTolerance(place, options) } }
        : {}),
      ...(options.reduce ? { note: "keys reduced with MRTK's tolerances" } : {}),
    };
  },
  carry: (_track, placement) =>
    placement.slot.carried?.reduce((sum, c) => sum + c.keys.time.length, 0),
  encode: (placed, clip, options) => {
    const version = mrtkVersionOf(options);
    const markers = clip.events.map((e) => ({ time: e.time, name: e.name }));
    const curves = placed.map((p) => ({
      place: p.placement.slot.place,
      curves: curvesOf(p, version),
    }));
    let doc = mrtkDocumentOf(curves, version, markers);
    if (options.reduce) {
      const fitted = placed.flatMap((p) =>
        p.keys.kind === "fitted"
          ? [{ place: p.placement.slot.place, error: p.keys.fit.maxError }]
          : []
      );
      doc = reduceMrtk(doc, reduceRemaining(fitted, options)).document;
    }
    const keysAfter = placed.map((p) =>
      mrtkCurvesAt(doc, p.placement.slot.place).reduce((sum, c) => sum + c.keys.time.length, 0)
    );
    const n = clip.events.length;
    return {
      bytes: writeMrtk(doc, { version }),
      warnings: n > 0 ? [`${n} event(s) written as markers`] : [],
      keysAfter,
    };
  },
};

/**
 * Converts a clip to an MRTK recording through the conversion driver. Tracks without a place in a
 * recording (other names or value types) fail the conversion unless `dropUnmappable` is set; every
 * written track is measured on the written bytes.
 *
 * @example Convert a clip read from another recording
 * ```ts ignore
 * const { bytes, tracks } = clipToMrtk(clip, { version: "1.1" });
 * ```
 */
export function clipToMrtk(clip: Clip, options: WriteOptions = {}): WriteResult {
  return convertClip(clip, {
    name: "mrtk",
    title: "MRTK input animation",
    float32Time: true,
    target: mrtkTarget,
    toClip: (bytes) => mrtkToClip(readMrtk(bytes)),
  }, options);
}
