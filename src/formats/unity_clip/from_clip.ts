/**
 * Common model → Unity AnimationClip: each track becomes the curve list Unity plays it from, with
 * keys from the fitting engine (Unity curves, MRTK's included, are carried key for key).
 *
 * Names: `localRotation`/`rotation` (quaternions) → `m_RotationCurves`;
 * `localPosition`/`position`/`translation`/`origin` → `m_PositionCurves`; `localScale`/`scale` →
 * `m_ScaleCurves`; `localEulerAngles` → `m_EulerCurves`; eye-gaze `direction` → rotation (the
 * look rotation); `float`/`double` → `m_FloatCurves` with the property as `attribute`; vectors and
 * colours other than those → one float curve per component (`name.x`, `color.r`, …); `bool` →
 * a stepped 0/1 float curve (`tracked` → the GameObject's `m_IsActive`); `string` tracks of
 * object references (`fileID:<n> guid:<g>`) → `m_PPtrCurves`.
 *
 * MRTK recordings get transform paths: `Camera`, `Hands/Left`, `Hands/Left/<Joint>` (and Right),
 * `EyeGaze`.
 *
 * @module
 */
import type { Clip, Curve, Track } from "../../model/clip.ts";
import type { TrackReport, WriteOptions, WriteResult } from "../format.ts";
import { UnityCurve, type UnityKeys, UnityWrapMode } from "../../curves/unity_curve.ts";
import { VectorCurve } from "../../curves/compose.ts";
import { type FitResult, fitTrack } from "../../convert/fit.ts";
import { fitDiscrete } from "../../convert/fit_discrete.ts";
import { dropTrack, fitOptionsFor, fitReport } from "../../convert/fit_clip.ts";
import type { FitProfile } from "../../convert/profile.ts";
import { componentCurves } from "../../convert/component_curves.ts";
import { LookRotationCurve } from "../../convert/look_rotation.ts";
import { isMrtkClip, mrtkNodePath } from "../../convert/mrtk_paths.ts";
import { KEYED_HERMITE, KEYED_LINEAR, KEYED_STEP } from "../../model/keyed.ts";
import { curveKeyCount } from "../../model/clip.ts";
import { comparisonTimes, maxCurveDifference } from "../../model/compare.ts";
import { defaultTrackTolerance } from "../../convert/fit.ts";
import { playedRange } from "../../convert/fit_clip.ts";
import { type MayaAsUnityKeys, mayaCurvesAsUnityKeys } from "./_maya_keys.ts";
import { MayaAnimCurve } from "../maya/curve.ts";
import { groupTransformTracks, type TransformNames } from "../../convert/group_transforms.ts";
import {
  type UnityClipCurve,
  type UnityClipDocument,
  type UnityCurveList,
  unityInternalWrapToWrapMode,
  type UnityObjectRef,
  type UnityPPtrCurve,
} from "./document.ts";
import { formatUnityFloat, writeUnityClip } from "./write.ts";
import { unityClipTextBytes } from "./read.ts";

/**
 * What Unity curves hold, for the fitting engine: per-key Hermite segments (a straight segment is
 * a Hermite segment with chord slopes), steps through infinite slopes, quaternions evaluated
 * component-wise and normalised when applied, negative times, 32-bit floats.
 *
 * @example
 * ```ts
 * import { UNITY_PROFILE } from "@animkit/animkit";
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

const ONE_THIRD = Math.fround(1 / 3);
/** `tangentMode` bits (editor state): broken, then the left and right `TangentMode`s. */
const TANGENT_FREE = 0;
const TANGENT_LINEAR = 2;
const TANGENT_CONSTANT = 3;
const tangentMode = (left: number, right: number) => 1 | (left << 1) | (right << 5);

/** Public `WrapMode` (what {@linkcode UnityCurve} holds) → the internal enum `.anim` stores. */
function internalWrap(mode: number): number {
  if (mode === UnityWrapMode.Loop) return 1;
  if (mode === UnityWrapMode.PingPong) return 0;
  return 2;
}

/** Document keys for `n` keys of `dims` components sharing one time array. */
function newCurve(
  list: UnityCurveList,
  path: string,
  attribute: string | null,
  dims: 1 | 3 | 4,
  n: number,
): UnityClipCurve {
  const time = new Float32Array(n);
  const components: UnityKeys[] = [];
  for (let c = 0; c < dims; c++) {
    components.push({
      time,
      value: new Float32Array(n),
      inTangent: new Float32Array(n),
      outTangent: new Float32Array(n),
      inWeight: new Float32Array(n).fill(ONE_THIRD),
      outWeight: new Float32Array(n).fill(ONE_THIRD),
      weightedMode: new Uint8Array(n),
    });
  }
  return {
    list,
    path,
    attribute,
    classID: null,
    script: null,
    preInfinity: 2,
    postInfinity: 2,
    rotationOrder: 4,
    curveVersion: "2",
    dims,
    time,
    components,
    tangentMode: new Int32Array(n),
    keyVersion: "3",
  };
}

/** Unity curves carried key for key (all components must share their key times). */
function fromUnityCurves(
  list: UnityCurveList,
  path: string,
  attribute: string | null,
  parts: readonly UnityCurve[],
): UnityClipCurve | null {
  const first = parts[0]!.keys();
  const n = first.time.length;
  for (const p of parts) {
    const t = p.keys().time;
    if (t.length !== n || t.some((x, i) => x !== first.time[i])) return null;
    if (p.preWrap !== parts[0]!.preWrap || p.postWrap !== parts[0]!.postWrap) return null;
    if (p.keys().weightedMode.some((m, i) => m !== first.weightedMode[i])) return null;
  }
  const curve = newCurve(list, path, attribute, parts.length as 1 | 3 | 4, n);
  curve.time.set(first.time);
  parts.forEach((p, c) => {
    const k = p.keys();
    const out = curve.components[c]!;
    out.value.set(k.value);
    out.inTangent.set(k.inTangent);
    out.outTangent.set(k.outTangent);
    out.inWeight.set(k.inWeight);
    out.outWeight.set(k.outWeight);
    out.weightedMode.set(k.weightedMode);
  });
  curve.preInfinity = internalWrap(parts[0]!.preWrap);
  curve.postInfinity = internalWrap(parts[0]!.postWrap);
  return curve;
}

/** Fitted keys → a document curve: steps as infinite slopes, lines as chord slopes. */
function fromFit(
  list: UnityCurveList,
  path: string,
  attribute: string | null,
  fit: FitResult,
): UnityClipCurve {
  const k = fit.keys;
  const n = k.times.length;
  const dims = k.dims as 1 | 3 | 4;
  const curve = newCurve(list, path, attribute, dims, n);
  const kind = (i: number) => k.kinds[i]!;
  for (let i = 0; i < n; i++) {
    curve.time[i] = k.times[i]!;
    const before = i > 0 ? kind(i - 1) : -1;
    const after = i + 1 < n ? kind(i) : -1;
    const side = (s: number) =>
      s === KEYED_STEP ? TANGENT_CONSTANT : s === KEYED_LINEAR ? TANGENT_LINEAR : TANGENT_FREE;
    curve.tangentMode[i] = tangentMode(
      before < 0 ? side(after) : side(before),
      after < 0 ? side(before) : side(after),
    );
    for (let c = 0; c < dims; c++) {
      const out = curve.components[c]!;
      out.value[i] = k.values[i * dims + c]!;
      out.inTangent[i] = before === KEYED_STEP
        ? Infinity
        : before === KEYED_LINEAR || before === KEYED_HERMITE
        ? k.inSlopes[i * dims + c]!
        : 0;
      out.outTangent[i] = after === KEYED_STEP
        ? Infinity
        : after === KEYED_LINEAR || after === KEYED_HERMITE
        ? k.outSlopes[i * dims + c]!
        : 0;
    }
  }
  return curve;
}

const TRANSFORM: Readonly<Record<string, UnityCurveList | undefined>> = {
  localrotation: "m_RotationCurves",
  rotation: "m_RotationCurves",
  localposition: "m_PositionCurves",
  position: "m_PositionCurves",
  translation: "m_PositionCurves",
  origin: "m_PositionCurves",
  localscale: "m_ScaleCurves",
  scale: "m_ScaleCurves",
  localeulerangles: "m_EulerCurves",
  localeuleranglesraw: "m_EulerCurves",
};

/**
 * Unity's transform property names, for grouping per-axis curves.
 *
 * @example
 * ```ts
 * import { UNITY_TRANSFORM_NAMES } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(UNITY_TRANSFORM_NAMES.translation, "localPosition");
 * ```
 */
export const UNITY_TRANSFORM_NAMES: TransformNames = Object.freeze({
  translation: "localPosition",
  rotation: "localRotation",
  scale: "localScale",
});

/** Editor-curve attribute prefix of each transform list. */
const EDITOR_ATTRIBUTE: Partial<Record<UnityCurveList, [UnityCurveList, string]>> = {
  m_RotationCurves: ["m_EditorCurves", "m_LocalRotation"],
  m_PositionCurves: ["m_EditorCurves", "m_LocalPosition"],
  m_ScaleCurves: ["m_EditorCurves", "m_LocalScale"],
  m_EulerCurves: ["m_EulerEditorCurves", "localEulerAnglesRaw"],
};

/** The component class a float property binds to when nothing says otherwise. */
function defaultClassID(attribute: string): string {
  if (attribute.startsWith("blendShape.")) return "137"; // SkinnedMeshRenderer
  if (attribute === "m_IsActive") return "1"; // GameObject
  if (attribute.startsWith("material.")) return "23"; // MeshRenderer
  return "114"; // MonoBehaviour (a script's field)
}

const REF = /^fileID:(-?\d+)(?: guid:([0-9a-fA-F]+))?$/;

/** Maya curves behind a track (one curve, or a grouped translation/scale) as Unity keys. */
function mayaKeysOf(curve: Curve): MayaAsUnityKeys | null {
  if (curve instanceof MayaAnimCurve) return mayaCurvesAsUnityKeys([{ curve, factor: 1 }]);
  const grouped = (curve as { axisCurves?: () => { curve: unknown; factor: number }[] | null })
    .axisCurves?.();
  if (grouped === undefined || grouped === null) return null;
  const keys = mayaCurvesAsUnityKeys(grouped);
  if (keys === null) return null;
  // One weighted mode per key in a vector key: a side weighted in any component is weighted in
  // all (a weight of 1/3 plays as the Hermite segment it was).
  const modes = keys.keys[0]!.weightedMode.slice();
  for (const k of keys.keys) for (let i = 0; i < modes.length; i++) modes[i]! |= k.weightedMode[i]!;
  for (const k of keys.keys) k.weightedMode.set(modes);
  return keys;
}

/** The worst difference between a track and the keys written for it, over the played range. */
function carriedError(source: Curve, written: UnityClipCurve, from: number, to: number): number {
  const parts = written.components.map((k) =>
    new UnityCurve(
      k,
      unityInternalWrapToWrapMode(written.preInfinity),
      unityInternalWrapToWrapMode(written.postInfinity),
    )
  );
  const curve = parts.length === 1
    ? {
      valueType: "float" as const,
      semantics: "unity",
      keyTimes: () => parts[0]!.keyTimes(),
      evaluate: (t: number) => parts[0]!.evaluate(t),
    }
    : new VectorCurve(source.valueType, "unity", parts);
  const times = comparisonTimes([
    written.time.length > 0 ? Float64Array.from(written.time) : new Float64Array(0),
    new Float64Array([from, to]),
  ], 8)
    .filter((t) => t >= from && t <= to);
  return maxCurveDifference(source, curve, times);
}

/** Unity curves behind a track, when it was read from Unity data (clip or MRTK). */
function unityParts(curve: Curve): UnityCurve[] | null {
  if (curve instanceof UnityCurve) return [curve];
  if (curve instanceof VectorCurve && curve.components.every((c) => c instanceof UnityCurve)) {
    return curve.components as UnityCurve[];
  }
  return null;
}

/**
 * Converts a Clip into a Unity AnimationClip `.anim` (YAML): runtime curve lists, the
 * `m_EditorCurves` copies Unity writes, `m_ClipBindingConstant` left for Unity to rebuild.
 *
 * @throws {AnimkitError} for tracks Unity cannot play (matrices, free strings) unless
 *   `dropUnmappable`, and fits that miss the tolerance unless `bestEffort`.
 *
 * @example
 * ```ts ignore
 * const { bytes, tracks } = unityClipFromClip(clip);
 * ```
 */
export function unityClipFromClip(given: Clip, options: WriteOptions = {}): WriteResult {
  const warnings: string[] = [];
  // Per-axis transform curves (Maya's translate.translateX, …) become Unity's vector curves.
  const clip = options.keepCurves ? given : groupTransformTracks(given, UNITY_TRANSFORM_NAMES).clip;
  const reports: TrackReport[] = [];
  const curves: UnityClipCurve[] = [];
  const pptrCurves: UnityPPtrCurve[] = [];
  const mrtk = isMrtkClip(clip);
  let end = 0;
  const drop = (track: Track, note: string) => {
    reports.push(dropTrack(track, note, options, "unity-clip"));
  };

  const fitted = (
    track: Track,
    list: UnityCurveList,
    path: string,
    attribute: string | null,
    source: Track,
  ): UnityClipCurve => {
    const maya = mayaKeysOf(source.curve);
    if (maya !== null) {
      const carried = fromUnityCurves(
        list,
        path,
        attribute,
        maya.keys.map((k) => new UnityCurve(k, maya.preWrap, maya.postWrap)),
      );
      if (carried !== null) {
        const [from, to] = playedRange(clip, source, true);
        const maxError = carriedError(source.curve, carried, from, to);
        const tolerance = options.tolerance ?? defaultTrackTolerance(source, from, to);
        if (maxError <= tolerance) {
          reports.push({
            node: track.node,
            property: track.property,
            mapping: "exact",
            keysBefore: curveKeyCount(track.curve),
            keysAfter: carried.time.length * carried.dims,
            maxError,
            tolerance,
          });
          return carried;
        }
      }
    }
    const parts = unityParts(source.curve);
    if (parts !== null) {
      const carried = fromUnityCurves(list, path, attribute, parts);
      if (carried !== null) {
        const keys = carried.time.length * carried.dims;
        reports.push({
          node: track.node,
          property: track.property,
          mapping: "exact",
          keysBefore: curveKeyCount(track.curve),
          keysAfter: keys,
          maxError: 0,
        });
        return carried;
      }
    }
    const fit = fitTrack(
      source,
      UNITY_PROFILE,
      fitOptionsFor(clip, source, true, options, "unity-clip"),
    );
    const curve = fromFit(list, path, attribute, fit);
    // The source as fitted (a gaze direction is fitted as its look rotation, in degrees).
    reports.push(fitReport(source, fit, curve.time.length * curve.dims));
    return curve;
  };
  for (const track of clip.tracks) {
    const name = track.property.toLowerCase();
    const path = mrtk ? mrtkNodePath(track.node) : track.node;
    const vt = track.valueType;
    const quaternion = vt === "floatQ" || vt === "doubleQ";
    const vector3 = vt === "float3" || vt === "double3";
    let list = TRANSFORM[name];
    let source: Track = track;
    if (vector3 && name === "direction") {
      list = "m_RotationCurves";
      source = { ...track, valueType: "floatQ", curve: new LookRotationCurve(track.curve) };
    }
    if (list === "m_RotationCurves" && !quaternion && source === track) list = undefined;
    if (list !== undefined && list !== "m_RotationCurves" && !vector3) list = undefined;
    if (list !== undefined) {
      curves.push(fitted(track, list, path, null, source));
      continue;
    }
    if (vt === "bool" || INTEGER_TYPES.test(vt)) {
      const attribute = name === "tracked" || name === "visibility" ? "m_IsActive" : track.property;
      const [from, to] = [0, Math.max(clip.duration, 0)];
      const held = fitDiscrete(track, { from, to, float32: true });
      const curve = newCurve("m_FloatCurves", path, attribute, 1, held.times.length);
      held.times.forEach((t, i) => {
        curve.time[i] = t;
        const v = held.values[i];
        curve.components[0]!.value[i] = typeof v === "boolean" ? (v ? 1 : 0) : Number(v);
        curve.components[0]!.inTangent[i] = Infinity;
        curve.components[0]!.outTangent[i] = Infinity;
        curve.tangentMode[i] = tangentMode(TANGENT_CONSTANT, TANGENT_CONSTANT);
      });
      curves.push(curve);
      reports.push(fitReport(track, held, held.times.length));
      continue;
    }
    if (vt === "string") {
      const held = fitDiscrete(track, { from: 0, to: Math.max(clip.duration, 0), float32: true });
      const values: UnityObjectRef[] = [];
      for (const v of held.values) {
        const m = REF.exec(String(v));
        if (m === null) break;
        values.push({ fileID: m[1]!, guid: m[2] ?? null, type: m[2] === undefined ? null : "3" });
      }
      if (values.length !== held.values.length) {
        drop(track, "Unity animates object references only (fileID:<n> guid:<g>), not text");
        continue;
      }
      pptrCurves.push({
        path,
        attribute: track.property,
        classID: defaultClassID(track.property),
        script: null,
        time: Float32Array.from(held.times),
        values,
      });
      reports.push(fitReport(track, held, held.times.length));
      continue;
    }
    const dims = vt === "color32" ? 4 : undefined;
    if (vt === "float" || vt === "double") {
      // Maya's visibility is the GameObject's active flag.
      const attribute = name === "visibility" ? "m_IsActive" : track.property;
      curves.push(fitted(track, "m_FloatCurves", path, attribute, track));
      continue;
    }
    if (
      dims !== undefined || /^(float|double)[234]$/.test(vt) || vt === "color" || vector3 ||
      quaternion
    ) {
      const names = vt === "color" || vt === "color32" ? ["r", "g", "b", "a"] : AXES4;
      componentCurves(track.curve).forEach((part, c) => {
        const attribute = `${track.property}.${names[c]}`;
        const sub: Track = {
          node: track.node,
          property: attribute,
          valueType: "float",
          curve: part,
        };
        curves.push(fitted(sub, "m_FloatCurves", path, attribute, sub));
      });
      continue;
    }
    drop(track, `${vt} tracks have no Unity curve type`);
  }
  for (const c of curves) {
    if (c.time.length > 0) end = Math.max(end, c.time[c.time.length - 1]!);
    if (c.list === "m_FloatCurves" && c.classID === null) {
      c.classID = defaultClassID(c.attribute ?? "");
      c.script = { fileID: "0", guid: null, type: null };
    }
  }
  // The editor copies Unity keeps beside the runtime curves, one float curve per component.
  const editor: UnityClipCurve[] = [];
  for (const c of curves) {
    const copy = EDITOR_ATTRIBUTE[c.list];
    if (copy === undefined) {
      if (c.list === "m_FloatCurves") editor.push({ ...c, list: "m_EditorCurves" });
      continue;
    }
    c.components.forEach((keys, i) => {
      editor.push({
        ...c,
        list: copy[0],
        attribute: `${copy[1]}.${AXES4[i]}`,
        classID: "4",
        script: { fileID: "0", guid: null, type: null },
        dims: 1,
        components: [keys],
      });
    });
  }
  for (const p of pptrCurves) {
    if (p.time.length > 0) end = Math.max(end, p.time[p.time.length - 1]!);
  }
  end = Math.max(end, clip.duration > 0 && Number.isFinite(clip.duration) ? clip.duration : 0);
  const doc: UnityClipDocument = {
    name: clip.name,
    sampleRate: options.rate ?? 60,
    wrapMode: 0,
    legacy: false,
    curves: [...curves, ...editor],
    pptrCurves,
    events: clip.events.map((e) => ({
      time: e.time,
      functionName: e.name,
      data: "",
      other: {},
    })),
    settings: { m_StartTime: "0", m_StopTime: formatUnityFloat(end) },
    compressedRotationCurves: 0,
    source: null,
  };
  if (mrtk) warnings.push("MRTK paths: Camera, Hands/<Side>, Hands/<Side>/<Joint>, EyeGaze");
  return { bytes: unityClipTextBytes(writeUnityClip(doc)), tracks: reports, warnings };
}

const AXES4 = ["x", "y", "z", "w"];
/** Integer scalars: held, like Resonite's and AnimJ's discrete values. */
const INTEGER_TYPES = /^(s?byte|u?short|u?int|u?long)$/;
