/**
 * Common model → Unity AnimationClip: Unity's part of a conversion ({@linkcode unityClipTarget}),
 * the curve lists and transform paths tracks go to, and the `.anim` text.
 *
 * Names: `localRotation`/`rotation` (quaternions) → `m_RotationCurves`;
 * `localPosition`/`position`/`translation`/`origin` → `m_PositionCurves`; `localScale`/`scale` →
 * `m_ScaleCurves`; `localEulerAngles` → `m_EulerCurves`; eye-gaze `direction` → rotation (the
 * look rotation); `float`/`double` → `m_FloatCurves` with the property as `attribute`; vectors and
 * colours other than those → one float curve per component (`name.x`, `color.r`, …); `bool` and
 * integers → stepped float curves (`tracked`, `visibility` → the GameObject's `m_IsActive`);
 * `string` tracks of object references (`fileID:<n> guid:<g>`) → `m_PPtrCurves`.
 *
 * Paths: MRTK recordings get `Camera`, `Hands/Left`, `Hands/Left/<Joint>` (and Right),
 * `EyeGaze`; a clip with a node hierarchy gets each node's path from its root down (a glTF
 * scene's root nodes are the first names: UnityGLTF and glTFast make one GameObject per node
 * below the object holding the Animator); other tracks keep their node name as the path.
 *
 * @module
 */
import type { Clip, Track } from "../../model/clip.ts";
import type { WriteOptions, WriteResult } from "../format.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import type { ClipTarget } from "../../convert/target.ts";
import type { FitProfile } from "../../convert/profile.ts";
import { LookRotationCurve } from "../../convert/look_rotation.ts";
import { mrtkNodePath } from "../../convert/mrtk_paths.ts";
import { groupTransformTracks, type TransformNames } from "../../convert/group_transforms.ts";
import { withPathNames } from "../../model/hierarchy.ts";
import type { UnityClipCurve, UnityPPtrCurve } from "./document.ts";
import { writeUnityClipBytes } from "./write.ts";
import { readUnityClip } from "./read.ts";
import { unityClipToClip } from "./to_clip.ts";
import { carriedCurve, holdsObjectRefs, placedCurve, type UnitySlot } from "./_curves.ts";
import { unityClipLayout } from "./_layout.ts";
import {
  componentTracks,
  INTEGER,
  MRTK_LAYOUT,
  mrtkLayout,
  quaternionType,
  transformList,
} from "./_lists.ts";

export type { UnitySlot };

/**
 * What Unity curves hold, for the fitting engine: per-key Hermite segments (a straight segment is
 * a Hermite segment with chord slopes), steps through infinite slopes, quaternions evaluated
 * component-wise and normalised when applied, negative times, 32-bit floats.
 *
 * @example
 * ```ts
 * import { UNITY_PROFILE } from "./from_clip.ts";
 * import { equal } from "node:assert/strict";
 * equal(UNITY_PROFILE.quaternionLinear, "nlerp");
 * ```
 */
export const UNITY_PROFILE: FitProfile = Object.freeze({
  name: "unity-clip",
  hold: true,
  linear: true,
  hermite: true,
  perKeyKinds: true,
  quaternionLinear: "nlerp",
  negativeTimes: true,
  float32: true,
});

/**
 * Unity's transform property names, for grouping per-axis curves.
 *
 * @example
 * ```ts
 * import { UNITY_TRANSFORM_NAMES } from "./from_clip.ts";
 * import { equal } from "node:assert/strict";
 * equal(UNITY_TRANSFORM_NAMES.translation, "localPosition");
 * ```
 */
export const UNITY_TRANSFORM_NAMES: TransformNames = Object.freeze({
  translation: "localPosition",
  rotation: "localRotation",
  scale: "localScale",
});

/**
 * Unity's part of a conversion: per-axis curves grouped, other vectors split into components,
 * transform paths (MRTK's layout, or the node hierarchy's paths), each track placed in its curve
 * list; Unity and Maya curves carried key for key, booleans and integers held, the rest fitted to
 * {@linkcode UNITY_PROFILE} with jumps written as holds; the `.anim` text with the editor copies.
 *
 * @example A bone's rotation goes to the rotation curves, under the bone's transform path
 * ```ts
 * import { type Clip } from "@animkit/animkit";
 * import { unityClipTarget } from "./from_clip.ts";
 * import { deepEqual } from "node:assert/strict";
 * const curve = { valueType: "floatQ" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([0]), evaluate: () => ({ x: 0, y: 0, z: 0, w: 1 }) };
 * const clip: Clip = { name: "c", duration: 1, events: [],
 *   nodes: [{ name: "Armature" }, { name: "Hips", parent: 0 }],
 *   tracks: [{ node: "Hips", property: "rotation", valueType: "floatQ", curve }] };
 * const prepared = unityClipTarget.prepare!(clip, {}).clip;
 * const placement = unityClipTarget.place(prepared.tracks[0]!, prepared, {});
 * deepEqual("slot" in placement && placement.slot, {
 *   list: "m_RotationCurves", path: "Armature/Hips", attribute: null,
 * });
 * ```
 */
export const unityClipTarget: ClipTarget<UnitySlot> = {
  prepare(given, options) {
    let clip = options.keepCurves ? given : groupTransformTracks(given, UNITY_TRANSFORM_NAMES).clip;
    clip = { ...clip, tracks: clip.tracks.flatMap(componentTracks) };
    const mrtk = mrtkLayout(clip);
    if (!mrtk) clip = withPathNames(clip);
    MRTK_LAYOUT.set(clip, mrtk);
    return {
      clip,
      warnings: mrtk ? ["MRTK paths: Camera, Hands/<Side>, Hands/<Side>/<Joint>, EyeGaze"] : [],
    };
  },
  place(track, clip) {
    const path = mrtkLayout(clip) ? mrtkNodePath(track.node) : track.node;
    const name = track.property.toLowerCase();
    const vt = track.valueType;
    const slot = (list: UnitySlot["list"], attribute: string | null) => ({ list, path, attribute });
    const list = transformList(track);
    if (list !== undefined) {
      if (list !== "m_RotationCurves" || quaternionType(track)) {
        return { slot: slot(list, null), profile: UNITY_PROFILE };
      }
      const as: Track = {
        ...track,
        valueType: "floatQ",
        curve: new LookRotationCurve(track.curve),
      };
      return { slot: slot(list, null), profile: UNITY_PROFILE, as };
    }
    const active = name === "tracked" || name === "visibility";
    if (vt === "bool" || INTEGER.test(vt)) {
      return {
        slot: slot("m_FloatCurves", active ? "m_IsActive" : track.property),
        profile: UNITY_PROFILE,
        discrete: true,
      };
    }
    if (vt === "float" || vt === "double") {
      // Maya's visibility is the GameObject's active flag.
      const attribute = name === "visibility" ? "m_IsActive" : track.property;
      return { slot: slot("m_FloatCurves", attribute), profile: UNITY_PROFILE };
    }
    if (vt === "string") {
      if (!holdsObjectRefs(track.curve)) {
        return { drop: "Unity animates object references only (fileID:<n> guid:<g>), not text" };
      }
      return { slot: slot("m_PPtrCurves", track.property), profile: UNITY_PROFILE, discrete: true };
    }
    return { drop: `${vt} tracks have no Unity curve type` };
  },
  carry(track, placement) {
    const curve = carriedCurve(placement.slot, track.curve);
    return curve === null ? undefined : curve.time.length * curve.dims;
  },
  encode(placed, clip, options) {
    const curves: UnityClipCurve[] = [];
    const pptr: UnityPPtrCurve[] = [];
    const keysAfter = placed.map((p) => {
      const curve = placedCurve(p);
      if ("list" in curve) curves.push(curve);
      else pptr.push(curve);
      return curve.time.length * ("dims" in curve ? curve.dims : 1);
    });
    const doc = unityClipLayout(curves, pptr, clip, options.rate);
    return { bytes: writeUnityClipBytes(doc), warnings: [], keysAfter };
  },
};

/**
 * Converts a Clip into a Unity AnimationClip `.anim` (YAML) through the conversion driver:
 * runtime curve lists, the `m_EditorCurves` copies Unity writes, `m_ClipBindingConstant` left for
 * Unity to rebuild; every track measured on the written text.
 *
 * @throws {AnimkitError} for tracks Unity cannot play (matrices, free strings) unless
 *   `dropUnmappable`, and tracks that miss the tolerance unless `bestEffort`.
 *
 * @example
 * ```ts ignore
 * const { bytes, tracks } = unityClipFromClip(clip);
 * ```
 */
export function unityClipFromClip(clip: Clip, options: WriteOptions = {}): WriteResult {
  return convertClip(clip, {
    name: "unity-clip",
    title: "Unity AnimationClip",
    float32Time: true,
    target: unityClipTarget as ClipTarget<unknown>,
    toClip: (bytes, o) =>
      unityClipToClip(readUnityClip(bytes, o?.budgets === undefined ? {} : { budgets: o.budgets })),
  }, options);
}
