/**
 * Document curves for the Unity clip writer: Unity's own curves and Maya's copied key for key,
 * fitted keys (steps and jumps as infinite slopes, lines as chord slopes), held values (infinite
 * slopes both sides) and object references. Private to the Unity clip writer.
 *
 * @module
 */
import type { Curve } from "../../model/clip.ts";
import type { Value } from "../../model/value_type.ts";
import { UnityCurve, type UnityKeys, UnityWrapMode } from "../../curves/unity_curve.ts";
import { VectorCurve } from "../../curves/compose.ts";
import type { FittedKeys } from "../../convert/fit.ts";
import { KEYED_HERMITE, KEYED_LINEAR, KEYED_STEP } from "../../model/keyed.ts";
import { MayaAnimCurve } from "../maya/curve.ts";
import { type MayaAsUnityKeys, mayaCurvesAsUnityKeys } from "./_maya_keys.ts";
import type { UnityClipCurve, UnityCurveList, UnityObjectRef, UnityPPtrCurve } from "./document.ts";
import type { PlacedTrack } from "../../convert/target.ts";
import { AnimkitError } from "../../errors.ts";
import { holdJumps } from "./_jumps.ts";
import { defaultClassID } from "./_layout.ts";

/** Where a track goes in a Unity clip: a curve list (or `m_PPtrCurves`), its path, attribute. */
export interface UnitySlot {
  /** The curve list. */
  readonly list: UnityCurveList | "m_PPtrCurves";
  /** The transform path below the animated object (`""`: the object itself). */
  readonly path: string;
  /** The animated property of float and PPtr curves; null for transform lists. */
  readonly attribute: string | null;
}

/** Where a document curve goes: its list, transform path and (float lists) attribute. */
interface CurvePlace extends UnitySlot {
  readonly list: UnityCurveList;
}

const REF = /^fileID:(-?\d+)(?: guid:([0-9a-fA-F]+))?$/;

/** Whether every value a string curve holds is an object reference (what a PPtr curve holds). */
export function holdsObjectRefs(curve: Curve): boolean {
  const times = curve.keyTimes();
  const held = times.length === 0 ? [curve.evaluate(0)] : [...times].map(curve.evaluate, curve);
  return held.every((v) => objectRef(String(v)) !== null);
}

/** An object reference spelled `fileID:<n> guid:<g>` (as the reader spells it), or null. */
export function objectRef(text: string): UnityObjectRef | null {
  const m = REF.exec(text);
  if (m === null) return null;
  return { fileID: m[1]!, guid: m[2] ?? null, type: m[2] === undefined ? null : "3" };
}

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
function newCurve(place: CurvePlace, dims: 1 | 3 | 4, n: number): UnityClipCurve {
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
    ...place,
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

/** Unity curves copied key for key (all components must share their key times and wraps). */
function fromUnityCurves(place: CurvePlace, parts: readonly UnityCurve[]): UnityClipCurve | null {
  const first = parts[0]!.keys();
  const n = first.time.length;
  for (const p of parts) {
    const k = p.keys();
    if (k.time.length !== n || k.time.some((x, i) => x !== first.time[i])) return null;
    if (p.preWrap !== parts[0]!.preWrap || p.postWrap !== parts[0]!.postWrap) return null;
    if (k.weightedMode.some((m, i) => m !== first.weightedMode[i])) return null;
  }
  const curve = newCurve(place, parts.length as 1 | 3 | 4, n);
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

/** Unity curves behind a track, when it was read from Unity data (clip or MRTK). */
function unityParts(curve: Curve): UnityCurve[] | null {
  if (curve instanceof UnityCurve) return [curve];
  if (curve instanceof VectorCurve && curve.components.every((c) => c instanceof UnityCurve)) {
    return curve.components as UnityCurve[];
  }
  return null;
}

/**
 * The curve a track's own keys make in Unity, segment for segment: Maya curves (Bézier and
 * Hermite segments, steps as holds, cm → m where grouped) and Unity curves (clips, MRTK); null
 * when the track has neither or Unity cannot play them the same way.
 */
export function carriedCurve(slot: UnitySlot, curve: Curve): UnityClipCurve | null {
  if (slot.list === "m_PPtrCurves") return null;
  const place = slot as CurvePlace;
  const maya = mayaKeysOf(curve);
  if (maya !== null) {
    const parts = maya.keys.map((k) => new UnityCurve(k, maya.preWrap, maya.postWrap));
    const carried = fromUnityCurves(place, parts);
    if (carried !== null) return carried;
  }
  const parts = unityParts(curve);
  return parts === null ? null : fromUnityCurves(place, parts);
}

/** Fitted keys → a document curve: steps as infinite slopes, lines as chord slopes. */
function fittedCurve(place: CurvePlace, k: FittedKeys): UnityClipCurve {
  const n = k.times.length;
  const dims = k.dims as 1 | 3 | 4;
  const curve = newCurve(place, dims, n);
  const side = (s: number) =>
    s === KEYED_STEP ? TANGENT_CONSTANT : s === KEYED_LINEAR ? TANGENT_LINEAR : TANGENT_FREE;
  const slope = (kind: number, slopes: Float64Array, at: number) =>
    kind === KEYED_STEP
      ? Infinity
      : kind === KEYED_LINEAR || kind === KEYED_HERMITE
      ? slopes[at]!
      : 0;
  for (let i = 0; i < n; i++) {
    curve.time[i] = k.times[i]!;
    const before = i > 0 ? k.kinds[i - 1]! : -1;
    const after = i + 1 < n ? k.kinds[i]! : -1;
    curve.tangentMode[i] = tangentMode(
      before < 0 ? side(after) : side(before),
      after < 0 ? side(before) : side(after),
    );
    for (let c = 0; c < dims; c++) {
      const out = curve.components[c]!;
      out.value[i] = k.values[i * dims + c]!;
      // Unity holds a key's value up to the next key when its out-slope is infinite.
      out.inTangent[i] = slope(before, k.inSlopes, i * dims + c);
      out.outTangent[i] = slope(after, k.outSlopes, i * dims + c);
    }
  }
  return curve;
}

/** Held values (booleans as 0/1, integers) → a stepped float curve. */
function heldCurve(
  place: CurvePlace,
  times: ArrayLike<number>,
  values: readonly Value[],
): UnityClipCurve {
  const curve = newCurve(place, 1, times.length);
  const keys = curve.components[0]!;
  for (let i = 0; i < times.length; i++) {
    curve.time[i] = times[i]!;
    const v = values[i];
    keys.value[i] = typeof v === "boolean" ? (v ? 1 : 0) : Number(v);
    keys.inTangent[i] = Infinity;
    keys.outTangent[i] = Infinity;
    curve.tangentMode[i] = tangentMode(TANGENT_CONSTANT, TANGENT_CONSTANT);
  }
  return curve;
}

/** A document curve (or PPtr curve) from a placed track's keys. */
export function placedCurve(p: PlacedTrack<UnitySlot>): UnityClipCurve | UnityPPtrCurve {
  const { track, keys } = p;
  const slot = p.placement.slot;
  const quaternion = track.valueType === "floatQ" || track.valueType === "doubleQ";
  if (slot.list !== "m_PPtrCurves") {
    const place = slot as CurvePlace;
    if (keys.kind === "carried") return carriedCurve(place, track.curve)!;
    if (keys.kind === "discrete") return heldCurve(place, keys.fit.times, keys.fit.values);
    const f = keys.fit;
    return fittedCurve(
      place,
      holdJumps(f.keys, track.curve, quaternion, f.tolerance, f.from, f.to),
    );
  }
  const { path, attribute } = slot;
  const values = keys.kind === "discrete" ? keys.fit.values.map((v) => objectRef(String(v))) : [];
  if (keys.kind !== "discrete" || values.some((v) => v === null)) {
    throw new AnimkitError("unity-clip", { kind: "none" }, `${path}: not object references`);
  }
  return {
    path,
    attribute: attribute ?? "",
    classID: defaultClassID(attribute ?? ""),
    script: null,
    time: Float32Array.from(keys.fit.times),
    values: values as UnityObjectRef[],
  };
}
