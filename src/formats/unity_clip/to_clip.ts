/**
 * Unity AnimationClip document → common-model {@linkcode Clip}, with the track names of the
 * `sample` contract.
 *
 * @module
 */
import type { Clip, ClipNode, Curve, Track } from "../../model/clip.ts";
import type { Value, ValueType } from "../../model/value_type.ts";
import { UnityCurve } from "../../curves/unity_curve.ts";
import { VectorCurve } from "../../curves/compose.ts";
import { NormalizedQuaternionCurve } from "../../curves/quaternion.ts";
import { lastKeyFrom32 } from "../../curves/search.ts";
import { nodesFromPaths } from "../../model/hierarchy.ts";
import {
  type UnityClipCurve,
  type UnityClipDocument,
  type UnityCurveList,
  unityInternalWrapToWrapMode,
  type UnityPPtrCurve,
  unityRefText,
} from "./document.ts";

/** Options for {@linkcode unityClipToClip}. */
export interface UnityClipToClipOptions {
  /** The clip's name (default: `m_Name`). */
  readonly name?: string;
  /** Rotations as unit, hemisphere-continuous quaternions instead of Unity's raw components. */
  readonly normalize?: boolean;
}

/**
 * Track property and value type of each runtime curve list (editor lists give no tracks).
 *
 * @example
 * ```ts
 * import { UNITY_TRACK_PROPERTIES } from "./to_clip.ts";
 * import { equal } from "node:assert/strict";
 * equal(UNITY_TRACK_PROPERTIES.m_RotationCurves?.property, "localRotation");
 * ```
 */
export const UNITY_TRACK_PROPERTIES: Readonly<
  Partial<Record<UnityCurveList, { readonly property: string; readonly valueType: ValueType }>>
> = Object.freeze({
  m_RotationCurves: { property: "localRotation", valueType: "floatQ" },
  m_PositionCurves: { property: "localPosition", valueType: "float3" },
  m_ScaleCurves: { property: "localScale", valueType: "float3" },
  m_EulerCurves: { property: "localEulerAngles", valueType: "float3" },
  m_FloatCurves: { property: "", valueType: "float" },
});

/**
 * The component curves of a document curve, evaluated as Unity does (its internal wrap enum
 * turned into the public `WrapMode` {@linkcode UnityCurve} takes).
 *
 * @example
 * ```ts ignore
 * const [x, y, z] = unityClipCurveComponents(doc.curves[0]!);
 * ```
 */
export function unityClipCurveComponents(curve: UnityClipCurve): UnityCurve[] {
  const pre = unityInternalWrapToWrapMode(curve.preInfinity);
  const post = unityInternalWrapToWrapMode(curve.postInfinity);
  return curve.components.map((keys) => new UnityCurve(keys, pre, post));
}

/**
 * A PPtr curve as a `string` track: the reference of the last key at or before the time (the
 * first key's before it), spelled `fileID:<n> guid:<g>`.
 *
 * @example
 * ```ts
 * import { UnityPPtrTrackCurve } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const curve = new UnityPPtrTrackCurve({
 *   path: "", attribute: "m_Sprite", classID: "212", script: null,
 *   time: new Float32Array([0, 0.5]),
 *   values: [{ fileID: "1", guid: "a", type: "3" }, { fileID: "2", guid: null, type: null }],
 * });
 * equal(curve.evaluate(0.7), "fileID:2");
 * equal(curve.evaluate(-1), "fileID:1 guid:a");
 * ```
 */
export class UnityPPtrTrackCurve implements Curve {
  /** Always `string`. */
  readonly valueType: ValueType = "string";
  /** Unity's rules. */
  readonly semantics: string = "unity";
  #times: Float32Array;
  #texts: string[];
  /** The key found last (the cursor: increasing times walk on from it). */
  #key = 0;

  /**
   * Makes the curve of a PPtr curve's keys.
   *
   * @param curve the document's PPtr curve (its keys are kept, not copied)
   */
  constructor(curve: UnityPPtrCurve) {
    this.#times = curve.time;
    this.#texts = curve.values.map(unityRefText);
  }

  /** Key times. */
  keyTimes(): Float64Array {
    return Float64Array.from(this.#times);
  }

  /** The reference held at `time` (rounded to float32, as Unity's key times are). */
  evaluate(time: number): Value {
    const n = this.#times.length;
    if (n === 0) return "";
    const i = lastKeyFrom32(this.#times, Math.fround(time), this.#key, n);
    this.#key = i;
    return this.#texts[Math.max(0, i)]!;
  }
}

/**
 * The hierarchy a clip's transform paths imply: node 0 is the animated object itself (name `""`,
 * the root of every path); each path `a/b/c` adds the nodes `a`, `b` and `c` (named by their
 * last segment), `c`'s parent being `b`. Paths come from every curve list (editor copies
 * included) and the PPtr curves, in file order. Unity clips hold no rest pose.
 *
 * @example
 * ```ts
 * import { type UnityClipDocument } from "@animkit/animkit";
 * import { unityClipNodes } from "./to_clip.ts";
 * import { deepEqual } from "node:assert/strict";
 * const doc = { curves: [{ path: "Hips/Spine" }, { path: "" }], pptrCurves: [] };
 * deepEqual(unityClipNodes(doc as unknown as UnityClipDocument), [
 *   { name: "" },
 *   { name: "Hips", parent: 0 },
 *   { name: "Spine", parent: 1 },
 * ]);
 * ```
 */
export function unityClipNodes(doc: UnityClipDocument): ClipNode[] {
  return nodesFromPaths([...doc.curves.map((c) => c.path), ...doc.pptrCurves.map((p) => p.path)]);
}

/**
 * Converts a Unity clip document into a Clip. One track per curve with keys: rotation, position,
 * scale, Euler, float and PPtr lists in that order, each in file order; `node` is the curve's
 * `path`; editor lists (duplicates) give none. `m_Events` become the clip's events; `nodes` is
 * the hierarchy the paths imply ({@linkcode unityClipNodes}).
 *
 * @example
 * ```ts ignore
 * const clip = unityClipToClip(readUnityClip(bytes));
 * ```
 */
export function unityClipToClip(
  doc: UnityClipDocument,
  options: UnityClipToClipOptions = {},
): Clip {
  const tracks: Track[] = [];
  let end = 0;
  for (const c of doc.curves) {
    const kind = UNITY_TRACK_PROPERTIES[c.list];
    if (kind === undefined || c.time.length === 0) continue;
    end = Math.max(end, c.time[c.time.length - 1]!);
    const components = unityClipCurveComponents(c);
    const curve = kind.valueType === "floatQ" && options.normalize
      ? new NormalizedQuaternionCurve("unity", components)
      : new VectorCurve(kind.valueType, "unity", components);
    tracks.push({
      node: c.path,
      property: kind.property === "" ? c.attribute ?? "" : kind.property,
      valueType: kind.valueType,
      curve,
    });
  }
  for (const p of doc.pptrCurves) {
    if (p.time.length === 0) continue;
    end = Math.max(end, p.time[p.time.length - 1]!);
    tracks.push({
      node: p.path,
      property: p.attribute,
      valueType: "string",
      curve: new UnityPPtrTrackCurve(p),
    });
  }
  if (tracks.length === 0) {
    const stop = Number(doc.settings.m_StopTime);
    if (Number.isFinite(stop) && stop > 0) end = stop;
  }
  return {
    name: options.name ?? doc.name,
    duration: end,
    tracks,
    events: doc.events.map((e) => ({ time: e.time, name: e.functionName })),
    nodes: unityClipNodes(doc),
  };
}
