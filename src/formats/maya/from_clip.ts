/**
 * Common model → Maya `.anim`: which Maya curves a track becomes, under which names, and the
 * report of each measured on the curves as written.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { Clip } from "../../model/clip.ts";
import type { ValueType } from "../../model/value_type.ts";
import type { TrackReport, WriteOptions, WriteResult } from "../format.ts";
import { defaultTrackTolerance } from "../../convert/fit.ts";
import { dropTrack, fitOptionsFor } from "../../convert/fit_clip.ts";
import { EulerRotationCurve } from "../../convert/euler_curve.ts";
import { DEFAULT_ROTATION_TOLERANCE_DEG } from "../../convert/tolerance.ts";
import type { FitProfile } from "../../convert/profile.ts";
import { MayaAnimCurve } from "./curve.ts";
import { writeMaya } from "./write.ts";
import { type BuildCurve, mayaDocumentOf } from "./_document_of.ts";
import { clipFps, clipMayaVersion } from "./_source.ts";
import {
  type BuiltTrack,
  carryMayaCurve,
  componentTrack,
  discreteCurve,
  type FitContext,
  rotationCurves,
  singleAxis,
  trackReport,
} from "./_tracks.ts";

/**
 * What Maya curves hold, for the fitting engine: `step`, `linear` and non-weighted `fixed`
 * (Hermite) tangents chosen per key, keys the fit adds snapped to whole frames of `fps`,
 * negative times allowed, times and values written as decimals.
 *
 * @example
 * ```ts
 * import { mayaProfile } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(mayaProfile(30).frameStep, 1 / 30);
 * ```
 */
export function mayaProfile(fps: number): FitProfile {
  return {
    name: "maya",
    hold: true,
    linear: true,
    hermite: true,
    perKeyKinds: true,
    quaternionLinear: "nlerp",
    negativeTimes: true,
    float32: false,
    frameStep: 1 / fps,
  };
}

/** The `mayaVersion` written when the clip was not read from a Maya file. */
const DEFAULT_MAYA_VERSION = "2026";

/** Curve name suffixes per component of the value types Maya curves hold. */
const COMPONENT_NAMES: Partial<Record<ValueType, string[]>> = {
  float: [""],
  double: [""],
  bool: [""],
  float2: ["X", "Y"],
  double2: ["X", "Y"],
  float3: ["X", "Y", "Z"],
  double3: ["X", "Y", "Z"],
  float4: ["X", "Y", "Z", "W"],
  double4: ["X", "Y", "Z", "W"],
  color: ["R", "G", "B", "A"],
};

/** Vector property names users have for a transform (any case) → Maya's channel. */
const MAYA_CHANNEL: Record<string, string> = {
  position: "translate",
  translation: "translate",
  localposition: "translate",
  rotation: "rotate",
  localrotation: "rotate",
  scale: "scale",
  localscale: "scale",
  localeulerangles: "rotate",
  localeuleranglesraw: "rotate",
};

/**
 * Euler-angle properties whose rotate order is not Maya's `xyz`: Unity's `localEulerAngles`
 * plays Z, then X, then Y (Unity's `Transform.eulerAngles` documentation).
 */
const EULER_ORDER: Record<string, string> = {
  localeulerangles: "zxy",
  localeuleranglesraw: "zxy",
};

/** Output type from an attribute name, as Maya's channels are typed. */
function outputFor(attribute: string, valueType: ValueType): "linear" | "angular" | "unitless" {
  if (valueType === "bool") return "unitless";
  const a = attribute.toLowerCase();
  if (a.startsWith("translate") || a.startsWith("position")) return "linear";
  if (a.startsWith("rotate") || a.startsWith("rotation")) return "angular";
  return "unitless";
}

/**
 * Converts a Clip to a Maya `.anim` file (animVersion 1.1).
 *
 * - Maya curves are copied key for key: tangent types, fixed angles and weights, weighting and
 *   infinities; the file keeps their `mayaVersion` (else 2026) and frame rate.
 * - Other numeric tracks: one curve per component (`translate` → `translate.translateX`…),
 *   fitted with {@linkcode mayaProfile} (`fixed`, `linear` and `step` tangents); jumps become
 *   `step`/`stepnext` tangents; the infinity that reproduces the source beyond its keys is
 *   chosen by probing (loops and ping-pongs become cycle and oscillate).
 * - Rotations (quaternions, and Unity's `localEulerAngles`, which turn in Z, X, Y order) become
 *   `rotate.rotateX/Y/Z` curves in degrees in Maya's default xyz order, fitted to the rotation
 *   they play; the error is the rotation angle.
 * - `bool` tracks become held 0/1 curves; integer and string tracks cannot be held: an error,
 *   or dropped with `dropUnmappable`.
 * - Every track is measured on the curves as written; a fitted track more than its tolerance
 *   off fails unless `bestEffort`.
 *
 * @example
 * ```ts ignore
 * const { bytes, tracks } = mayaFromClip(clip, { rate: 30 });
 * ```
 */
export function mayaFromClip(clip: Clip, options: WriteOptions = {}): WriteResult {
  if (options.version !== undefined && options.version !== "1.1") {
    throw new AnimkitError("maya", { kind: "none" }, `cannot write animVersion ${options.version}`);
  }
  const fps = options.rate ?? clipFps(clip) ?? 30;
  if (!(fps > 0) || !Number.isFinite(fps)) {
    throw new AnimkitError("maya", { kind: "none" }, `bad rate ${fps}`);
  }
  const warnings: string[] = [];
  const reports: TrackReport[] = [];
  const curves: BuildCurve[] = [];
  const recorded: Record<string, string> = {};
  for (const track of clip.tracks) {
    const names = COMPONENT_NAMES[track.valueType];
    const leaf = track.property.slice(track.property.lastIndexOf(".") + 1);
    const channel = MAYA_CHANNEL[leaf.toLowerCase()] ?? leaf;
    const order = EULER_ORDER[leaf.toLowerCase()];
    const quaternion = track.valueType === "floatQ" || track.valueType === "doubleQ";
    if (!(track.curve instanceof MayaAnimCurve) && names === undefined && !quaternion) {
      reports.push(
        dropTrack(track, `${track.valueType} tracks have no Maya curve type`, options, "maya"),
      );
      continue;
    }
    const c: FitContext = {
      fps,
      profile: mayaProfile(fps),
      fit: fitOptionsFor(clip, track, true, options, "maya"),
      bestEffort: options.bestEffort === true,
    };
    let built: BuiltTrack;
    let tolerance: number | undefined;
    let rotation = false;
    if (track.curve instanceof MayaAnimCurve) {
      built = carryMayaCurve(track, outputFor(track.property, "float"), fps);
    } else if (quaternion || (order !== undefined && !singleAxis(track.curve))) {
      rotation = true;
      tolerance = options.tolerance ?? DEFAULT_ROTATION_TOLERANCE_DEG;
      const source = quaternion ? track.curve : new EulerRotationCurve(track.curve, order!);
      built = rotationCurves(track, source, tolerance, c);
    } else if (track.valueType === "bool") {
      built = discreteCurve(track, track.property, c);
    } else {
      tolerance = options.tolerance ?? defaultTrackTolerance(track, c.fit.from, c.fit.to);
      const base = channel === leaf ? track.property : channel;
      built = componentTrack(
        track,
        names!.map((suffix) => {
          const attribute = suffix === "" ? track.property : `${base}.${channel}${suffix}`;
          return { attribute, output: outputFor(attribute, track.valueType) };
        }),
        tolerance,
        c,
      );
      // Double-precision tracks become float curves: record their types for the way back.
      if (track.valueType.startsWith("double")) {
        recorded[`${track.node}.${track.property}`] = track.valueType;
      }
    }
    curves.push(...built.curves);
    warnings.push(...built.warnings);
    const keysBefore = track.curve.keyCount?.() ??
      track.curve.keyTimes().length * (quaternion ? 4 : names?.length ?? 1);
    reports.push(trackReport(track, built, keysBefore, tolerance, rotation));
  }
  const doc = mayaDocumentOf(curves, fps, clipMayaVersion(clip) ?? DEFAULT_MAYA_VERSION);
  if (Object.keys(recorded).length > 0) doc.valueTypes = recorded;
  if (doc.header.linearUnit === "m" && curves.some((c) => c.output === "linear" && !c.fromMaya)) {
    warnings.push("linear values are written as they are and labelled metres (linearUnit m)");
  }
  return { bytes: writeMaya(doc), tracks: reports, warnings };
}
