/**
 * The transform-path layout of an MRTK recording in engines that animate a hierarchy (Unity
 * clips): `Camera`, `Hands/<Side>` (the hand's GameObject, active while tracked),
 * `Hands/<Side>/<Joint>`, `EyeGaze`. Both directions live here so that a recording written as a
 * clip reads back as a recording.
 *
 * @module
 */
import type { Clip, Track } from "../model/clip.ts";
import { BoolCurve, VectorCurve } from "../curves/compose.ts";
import { UnityCurve } from "../curves/unity_curve.ts";
import { LookDirectionCurve } from "./look_rotation.ts";

/**
 * The transform path of an MRTK node name (`Hand.Left.Joint.Wrist` → `Hands/Left/Wrist`,
 * `Hand.Right` → `Hands/Right`; `Camera` and `EyeGaze` stay).
 *
 * @example
 * ```ts
 * import { mrtkNodePath } from "./mrtk_paths.ts";
 * import { equal } from "node:assert/strict";
 * equal(mrtkNodePath("Hand.Left.Joint.IndexTip"), "Hands/Left/IndexTip");
 * ```
 */
export function mrtkNodePath(node: string): string {
  const joint = /^Hand\.(Left|Right)\.Joint\.(.+)$/.exec(node);
  if (joint !== null) return `Hands/${joint[1]}/${joint[2]}`;
  const hand = /^Hand\.(Left|Right)$/.exec(node);
  return hand !== null ? `Hands/${hand[1]}` : node;
}

/**
 * Whether every track of a clip has an MRTK node name (a recording read from MRTK).
 *
 * @example
 * ```ts ignore
 * isMrtkClip(mrtkToClip(readMrtk(bytes))); // true
 * ```
 */
export function isMrtkClip(clip: Clip): boolean {
  return clip.tracks.length > 0 &&
    clip.tracks.every((t) => /^(Camera|EyeGaze|Hand\.(Left|Right)(\.Joint\..+)?)$/.test(t.node));
}

/**
 * A track of the transform-path layout as the MRTK track it stands for (`Hands/Right/Wrist`
 * `localPosition` → `Hand.Right.Joint.Wrist` `position`; `Hands/Left` `m_IsActive` →
 * `Hand.Left` `tracked`; `EyeGaze` `localRotation` → `direction`), or undefined for tracks
 * outside the layout.
 *
 * @example
 * ```ts ignore
 * const tracks = clip.tracks.map((t) => mrtkTrackFromPaths(t) ?? t);
 * ```
 */
export function mrtkTrackFromPaths(track: Track): Track | undefined {
  const { node, property, valueType, curve } = track;
  const part = property === "localPosition"
    ? "position"
    : property === "localRotation"
    ? "rotation"
    : undefined;
  const joint = /^Hands\/(Left|Right)\/(\w+)$/.exec(node);
  if (joint !== null && part !== undefined) {
    return { ...track, node: `Hand.${joint[1]}.Joint.${joint[2]}`, property: part };
  }
  if (node === "Camera" && part !== undefined) return { ...track, property: part };
  if (node === "EyeGaze" && part === "position") return { ...track, property: "origin" };
  if (node === "EyeGaze" && part === "rotation" && valueType === "floatQ") {
    return {
      node,
      property: "direction",
      valueType: "float3",
      curve: new LookDirectionCurve(curve),
    };
  }
  const hand = /^Hands\/(Left|Right)$/.exec(node);
  const flag = property === "m_IsActive" ? "tracked" : property === "pinching" ? "pinching" : "";
  if (hand !== null && flag !== "" && valueType === "float") {
    const unity = curve instanceof VectorCurve ? curve.components[0] : undefined;
    if (!(unity instanceof UnityCurve)) return undefined;
    // MRTK reads its flags as the held value > 0.5.
    return {
      node: `Hand.${hand[1]}`,
      property: flag,
      valueType: "bool",
      curve: new BoolCurve(curve.semantics, unity),
    };
  }
  return undefined;
}
