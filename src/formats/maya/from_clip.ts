/**
 * Maya's part of a conversion ({@linkcode ClipTarget}): which Maya curves a track becomes,
 * under which names, and the file they make.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { Clip } from "../../model/clip.ts";
import type { WriteOptions, WriteResult } from "../format.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import { playedRange } from "../../convert/fit_clip.ts";
import type { ClipTarget } from "../../convert/target.ts";
import { EulerDegreesCurve, EulerRotationCurve } from "../../convert/euler_curve.ts";
import type { FitProfile } from "../../convert/profile.ts";
import { MayaAnimCurve } from "./curve.ts";
import { readMaya } from "./read.ts";
import { mayaToClip } from "./to_clip.ts";
import { writeMaya } from "./write.ts";
import { type BuildCurve, mayaDocumentOf } from "./_document_of.ts";
import { clipFps, clipMayaVersion } from "./_source.ts";
import { mayaCurves, type MayaSlot, ROTATE_CURVES, wrapRange } from "./_tracks.ts";
import { mayaLayout, renamed } from "./_hierarchy.ts";
import { componentAttributes, eulerOrderOf, outputFor } from "./_channels.ts";

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

export type { MayaSlot };

/** The `mayaVersion` written when the clip was not read from a Maya file. */
const DEFAULT_MAYA_VERSION = "2026";

/**
 * Fits keep their best keys when they miss the tolerance: the written file is measured anyway
 * (jumps resolved and keys on frames, it may play closer or further), and a track that misses
 * fails there, naming where and by how much, after one fit rather than two.
 */
const MEASURE_DECIDES = { bestEffort: true } as const;

const FPS = new WeakMap<Clip, number | undefined>();

/** The file's frame rate: `rate`, else the clip's (its Maya curves', its key times'), else 30. */
function fpsOf(clip: Clip, options: WriteOptions): number {
  if (options.rate !== undefined) return options.rate;
  if (!FPS.has(clip)) FPS.set(clip, clipFps(clip));
  return FPS.get(clip) ?? 30;
}

/**
 * Maya's part of a conversion: Maya curves carried, rotations (quaternions, and Unity's
 * `localEulerAngles`, which turn in Z, X, Y order) as Euler xyz curves fitted to the rotation
 * they play, numbers as one curve per component, booleans as held 0/1 curves; integers and
 * strings have no Maya curve. The file lays the clip's node tree out as Maya's clipboard.
 *
 * @example
 * ```ts ignore
 * const { bytes } = convertClip(clip, { name: "maya", title: "Maya .anim", target: mayaTarget }, {});
 * ```
 */
export const mayaTarget: ClipTarget<MayaSlot> = {
  prepare: (clip, options) => {
    if (options.version !== undefined && options.version !== "1.1") {
      throw new AnimkitError(
        "maya",
        { kind: "none" },
        `cannot write animVersion ${options.version}`,
      );
    }
    const fps = fpsOf(clip, options);
    if (!(fps > 0) || !Number.isFinite(fps)) {
      throw new AnimkitError("maya", { kind: "none" }, `bad rate ${fps}`);
    }
    return { clip, warnings: [] };
  },
  place: (track, clip, options) => {
    const profile = mayaProfile(fpsOf(clip, options));
    if (track.curve instanceof MayaAnimCurve || track.valueType === "bool") {
      const output = track.valueType === "bool" ? "unitless" : outputFor(track.property);
      return { slot: { curves: [{ attribute: track.property, output }] }, profile };
    }
    const order = eulerOrderOf(track);
    if (track.valueType === "floatQ" || track.valueType === "doubleQ" || order !== undefined) {
      const [from, to] = playedRange(clip, track, true);
      const rotation = order === undefined
        ? track.curve
        : new EulerRotationCurve(track.curve, order);
      const curve = new EulerDegreesCurve(rotation, from, to);
      return {
        slot: { curves: ROTATE_CURVES, rotation: true },
        profile,
        as: { node: track.node, property: "rotate", valueType: "float3", curve },
        fit: { ...MEASURE_DECIDES, eulerOrder: "xyz" },
        note: "Euler xyz curves in degrees, fitted to the rotation; max error is its angle",
      };
    }
    const curves = componentAttributes(track);
    if (curves === undefined) return { drop: `${track.valueType} tracks have no Maya curve type` };
    // A loop is fitted over its keys once and continued by Maya's cycle or oscillate.
    const wrap = wrapRange(track);
    return wrap === undefined
      ? { slot: { curves }, profile, fit: MEASURE_DECIDES }
      : { slot: { curves, wraps: true }, profile, fit: { ...MEASURE_DECIDES, ...wrap } };
  },
  carry: (track) => track.curve instanceof MayaAnimCurve ? track.curve.length : undefined,
  encode: (placed, clip, options) => {
    const fps = fpsOf(clip, options);
    const layout = mayaLayout(clip);
    const warnings = [...layout.warnings];
    const objects = layout.objects.map((o) => ({ ...o, curves: [] as BuildCurve[] }));
    const loose: BuildCurve[] = [];
    const all: BuildCurve[] = [];
    const valueTypes: Record<string, string> = {};
    const keysAfter = placed.map((p) => {
      const curves = mayaCurves(p, fps, warnings);
      all.push(...curves);
      const o = layout.objectOf.get(p.source.node);
      (o === undefined ? loose : objects[o]!.curves).push(...curves);
      // Double-precision tracks become float curves: record their types for the way back.
      if (p.source.valueType.startsWith("double") && !p.placement.slot.rotation) {
        valueTypes[`${p.source.node}.${p.source.property}`] = p.source.valueType;
      }
      return curves.reduce((s, c) => s + c.keys.length, 0);
    });
    // A node outside any tree without curves says nothing: no placeholder for it.
    const written = objects.filter((o) => o.curves.length > 0 || o.row > 0 || o.child > 0);
    const doc = mayaDocumentOf(written, loose, fps, clipMayaVersion(clip) ?? DEFAULT_MAYA_VERSION);
    Object.assign(doc, { valueTypes }, renamed(written));
    if (doc.header.linearUnit === "m" && all.some((c) => c.output === "linear" && !c.fromMaya)) {
      warnings.push("linear values are written as they are and labelled metres (linearUnit m)");
    }
    return { bytes: writeMaya(doc), warnings, keysAfter };
  },
};

/**
 * Converts a Clip to a Maya `.anim` file (animVersion 1.1) through the conversion driver.
 *
 * - Maya curves are copied key for key: tangent types, fixed angles and weights, weighting and
 *   infinities; the file keeps their `mayaVersion` (else 2026) and frame rate.
 * - Other numeric tracks: one curve per component (`translate` → `translate.translateX`…),
 *   fitted with {@linkcode mayaProfile} (`fixed`, `linear` and `step` tangents); jumps become
 *   `step`/`stepnext` tangents; the infinity that reproduces the source beyond its keys is
 *   chosen by probing; a loop or ping-pong (every component over the same keys) is fitted
 *   over its keys once and continued with cycle and oscillate.
 * - Rotations (quaternions, and Unity's `localEulerAngles`, which turn in Z, X, Y order) become
 *   `rotate.rotateX/Y/Z` curves in degrees in Maya's default xyz order, fitted to the rotation
 *   they play; the error is the rotation angle.
 * - `bool` tracks become held 0/1 curves; integer and string tracks cannot be held: an error,
 *   or dropped with `dropUnmappable`.
 * - The clip's node tree is written as Maya's clipboard hierarchy, depth first (`row` the
 *   depth, `child` the nodes directly below, placeholders for nodes without curves); a node in
 *   world space is written at the top. Node names Maya cannot hold are written with `_` for
 *   the other characters (made unique with `_2`, `_3`, …); animkit reads them back as they
 *   were (a `// animkit:` comment Maya ignores).
 * - The written file is read back and every track measured against its source.
 *
 * @example
 * ```ts ignore
 * const { bytes, tracks } = mayaFromClip(clip, { rate: 30 });
 * ```
 */
export function mayaFromClip(clip: Clip, options: WriteOptions = {}): WriteResult {
  return convertClip(clip, {
    name: "maya",
    title: "Maya .anim",
    target: mayaTarget as ClipTarget<unknown>,
    toClip: (bytes, o) => mayaToClip(readMaya(bytes).document, o),
  }, options);
}
