/**
 * MRTK v2 input animation (`.bin`): head, hand-joint and eye-gaze recordings.
 *
 * @module
 */
import type { FormatModule } from "../format.ts";
import { AnimkitError } from "../../errors.ts";
import { isMrtk, readMrtk } from "./read.ts";
import { mrtkToClip } from "./to_clip.ts";
import { mrtkInfo, mrtkInfoText } from "./info.ts";
import { writeMrtk } from "./write.ts";
import { reduceMrtk } from "./reduce.ts";
import { mrtkTarget } from "./from_clip.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import type { TrackReport, WriteOptions, WriteResult } from "../format.ts";
import { comparisonTimes, maxCurveDifference } from "../../model/compare.ts";
import { curveKeyCount } from "../../model/clip.ts";

export * from "./document.ts";
export * from "./read.ts";
export * from "./to_clip.ts";
export * from "./info.ts";
export * from "./write.ts";
export * from "./reduce.ts";
export * from "./from_clip.ts";

/**
 * MRTK → MRTK through the document: the input's version unless `version` says otherwise, keys
 * reduced with MRTK's tolerances when `reduce` is set (the tolerance, if given, replaces the
 * position tolerances in metres).
 */
function rewriteMrtk(bytes: Uint8Array, options: WriteOptions = {}): WriteResult {
  const doc = readMrtk(bytes);
  const version = options.version ?? `${doc.versionMajor}.${doc.versionMinor}`;
  if (version !== "1.0" && version !== "1.1") {
    throw new AnimkitError(
      "mrtk",
      { kind: "none" },
      `cannot write version ${version} (1.0 or 1.1)`,
    );
  }
  const warnings: string[] = [];
  let out = doc;
  if (options.reduce || options.tolerance !== undefined) {
    const t = options.tolerance;
    const reduction = reduceMrtk(
      doc,
      t === undefined ? {} : { jointPosition: t, cameraPosition: t, gazeOrigin: t },
    );
    out = reduction.document;
    warnings.push(
      `keys ${reduction.keysBefore} → ${reduction.keysAfter}; worst change ${
        (reduction.worstPosition * 1000).toFixed(3)
      } mm, ${reduction.worstAngle.toFixed(3)}°`,
    );
  }
  if (version === "1.0" && doc.eyeGaze !== null) {
    warnings.push("eye gaze dropped: version 1.0 has none");
  }
  const written = writeMrtk(out, { version });
  warnings.push(`size ${bytes.length} → ${written.length} bytes`);
  const before = mrtkToClip(doc);
  // What the written bytes play, so data the version cannot store (1.1: tangents) counts.
  const after = mrtkToClip(readMrtk(written));
  const tracks: TrackReport[] = before.tracks.map((track) => {
    const result = after.tracks.find((t) => t.node === track.node && t.property === track.property);
    const keysBefore = curveKeyCount(track.curve);
    if (result === undefined || (version === "1.0" && track.node === "EyeGaze")) {
      return {
        node: track.node,
        property: track.property,
        mapping: "dropped",
        keysBefore,
        keysAfter: 0,
        maxError: 0,
      };
    }
    const times = comparisonTimes([track.curve.keyTimes(), result.curve.keyTimes()], 2);
    const maxError = maxCurveDifference(track.curve, result.curve, times);
    return {
      node: track.node,
      property: track.property,
      mapping: out === doc && maxError === 0 ? "exact" : "resampled",
      keysBefore,
      keysAfter: curveKeyCount(result.curve),
      maxError,
    };
  });
  return { bytes: written, tracks, warnings };
}

/** The MRTK format module. */
export const mrtkFormat: FormatModule = {
  name: "mrtk",
  title: "MRTK input animation",
  extensions: ["bin"],
  sniff: isMrtk,
  toClip: (bytes, options) => mrtkToClip(readMrtk(bytes), options),
  info: (bytes) => {
    const info = mrtkInfo(readMrtk(bytes));
    return { json: info, text: mrtkInfoText(info) };
  },
  dump: (bytes) => readMrtk(bytes),
  rewrite: rewriteMrtk,
  float32Time: true,
  target: mrtkTarget,
  fromClip: (clip, options) => convertClip(clip, mrtkFormat, options),
};
