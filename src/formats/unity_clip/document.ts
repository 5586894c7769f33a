/**
 * The Unity AnimationClip document: what a `.anim` YAML file holds, with the keys of each curve
 * in typed arrays.
 *
 * @module
 */
import type { UnityKeys } from "../../curves/unity_curve.ts";
import { UnityWrapMode } from "../../curves/unity_curve.ts";

/** The curve lists of an AnimationClip that hold `AnimationCurve`s, in the order tracks take. */
export const UNITY_CURVE_LISTS = [
  "m_RotationCurves",
  "m_PositionCurves",
  "m_ScaleCurves",
  "m_EulerCurves",
  "m_FloatCurves",
  "m_EditorCurves",
  "m_EulerEditorCurves",
] as const;

/** One of {@linkcode UNITY_CURVE_LISTS}. */
export type UnityCurveList = typeof UNITY_CURVE_LISTS[number];

/**
 * Components per key in each curve list: quaternions (x, y, z, w), vectors (x, y, z), floats.
 *
 * @example
 * ```ts
 * import { UNITY_LIST_DIMS } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(UNITY_LIST_DIMS.m_RotationCurves, 4);
 * ```
 */
export const UNITY_LIST_DIMS: Readonly<Record<UnityCurveList, 1 | 3 | 4>> = Object.freeze({
  m_RotationCurves: 4,
  m_PositionCurves: 3,
  m_ScaleCurves: 3,
  m_EulerCurves: 3,
  m_FloatCurves: 1,
  m_EditorCurves: 1,
  m_EulerEditorCurves: 1,
});

/** A reference to a Unity object (`{fileID: n, guid: g, type: t}`), numbers kept as written. */
export interface UnityObjectRef {
  /** `fileID`, exactly as written (64-bit values do not fit a JS number). */
  fileID: string;
  /** `guid`, or null when absent. */
  guid: string | null;
  /** `type`, or null when absent. */
  type: string | null;
}

/** One `AnimationCurve` of a curve list, with its binding. */
export interface UnityClipCurve {
  /** The list it belongs to. */
  readonly list: UnityCurveList;
  /** The transform path from the animated root (`""` for the root itself). */
  path: string;
  /** The animated property (float and editor lists; null for transform lists). */
  attribute: string | null;
  /** `classID` of the animated component, as written (null when absent). */
  classID: string | null;
  /** `script`, for properties of scripts (null when absent). */
  script: UnityObjectRef | null;
  /** `m_PreInfinity`: Unity's internal wrap enum (see {@linkcode unityInternalWrapToWrapMode}). */
  preInfinity: number;
  /** `m_PostInfinity`: Unity's internal wrap enum. */
  postInfinity: number;
  /** `m_RotationOrder`, or null when absent. */
  rotationOrder: number | null;
  /** The curve's `serializedVersion`, or null when absent. */
  curveVersion: string | null;
  /** Components per key (4 rotation, 3 vectors, 1 floats). */
  readonly dims: 1 | 3 | 4;
  /** Key times in seconds (float32), shared by every component's keys. */
  time: Float32Array;
  /** One set of keys per component; each `time` is {@linkcode UnityClipCurve.time}. */
  components: UnityKeys[];
  /** `tangentMode` per key (editor state: it does not change how the curve plays). */
  tangentMode: Int32Array;
  /** The keys' `serializedVersion` (null when absent). */
  keyVersion: string | null;
}

/** One curve of `m_PPtrCurves`: object references switched at key times. */
export interface UnityPPtrCurve {
  /** The transform path. */
  path: string;
  /** The animated property (e.g. `m_Sprite`). */
  attribute: string;
  /** `classID` as written, or null. */
  classID: string | null;
  /** `script`, or null. */
  script: UnityObjectRef | null;
  /** Key times in seconds (float32). */
  time: Float32Array;
  /** The reference at each key. */
  values: UnityObjectRef[];
}

/** One `m_Events` entry. */
export interface UnityClipEvent {
  /** Time in seconds (float32). */
  time: number;
  /** The function Unity calls. */
  functionName: string;
  /** The string parameter (`data`). */
  data: string;
  /** The other fields (`floatParameter`, `intParameter`, ...) as written. */
  readonly other: Record<string, string>;
}

/** An AnimationClip as read from a `.anim` file. */
export interface UnityClipDocument {
  /** `m_Name`. */
  name: string;
  /** `m_SampleRate` (frames per second the editor shows). */
  sampleRate: number;
  /** `m_WrapMode`: the public `WrapMode` of legacy clips (0 Default, 1 Once, 2 Loop, 4 PingPong, 8 ClampForever). */
  wrapMode: number;
  /** `m_Legacy`: a clip for the legacy `Animation` component. */
  legacy: boolean;
  /** The curves of every `AnimationCurve` list, in file order within each list. */
  curves: UnityClipCurve[];
  /** `m_PPtrCurves`. */
  pptrCurves: UnityPPtrCurve[];
  /** `m_Events`. */
  events: UnityClipEvent[];
  /** `m_AnimationClipSettings` scalar fields (`m_LoopTime`, `m_StartTime`, ...), as written. */
  settings: Record<string, string>;
  /** Number of entries in `m_CompressedRotationCurves` (kept only in a byte-exact rewrite). */
  readonly compressedRotationCurves: number;
  /** The text read (a rewrite keeps every byte it does not change), or null for a new clip. */
  readonly source: string | null;
}

/**
 * Unity's internal wrap enum, as `.anim` files store `m_PreInfinity`/`m_PostInfinity`
 * (0 PingPong, 1 Loop, 2 Clamp; anything else plays as Loop), turned into the public
 * `WrapMode` {@linkcode UnityCurve} takes. This is not the MRTK binary format's mapping,
 * which stores the public enum itself.
 *
 * @param internal the stored value
 * @returns the public `WrapMode` (PingPong 4, Loop 2, ClampForever 8)
 *
 * @example
 * ```ts
 * import { unityInternalWrapToWrapMode } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(unityInternalWrapToWrapMode(2), 8); // Clamp → ClampForever
 * equal(unityInternalWrapToWrapMode(7), 2); // unknown → Loop
 * ```
 */
export function unityInternalWrapToWrapMode(internal: number): number {
  if (internal === 0) return UnityWrapMode.PingPong;
  if (internal === 2) return UnityWrapMode.ClampForever;
  return UnityWrapMode.Loop;
}

/**
 * The settings value of `m_AnimationClipSettings` as a number, or `fallback` when absent.
 *
 * @example
 * ```ts
 * import { unityClipSetting } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(unityClipSetting({ m_StopTime: "1.5" }, "m_StopTime", 0), 1.5);
 * ```
 */
export function unityClipSetting(
  settings: Readonly<Record<string, string>>,
  key: string,
  fallback: number,
): number {
  const text = settings[key];
  if (text === undefined) return fallback;
  const n = Number(text);
  return text.trim() === "" || n !== n ? fallback : n;
}

/**
 * The `"fileID:<n> guid:<g>"` spelling of a reference (or `"fileID:<n>"` without a guid), as
 * PPtr tracks carry it.
 *
 * @example
 * ```ts
 * import { unityRefText } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(unityRefText({ fileID: "21300000", guid: "ab12", type: "3" }), "fileID:21300000 guid:ab12");
 * ```
 */
export function unityRefText(ref: UnityObjectRef): string {
  return ref.guid === null ? `fileID:${ref.fileID}` : `fileID:${ref.fileID} guid:${ref.guid}`;
}
