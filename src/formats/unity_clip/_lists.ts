/**
 * Where Unity holds a track: its transform curve list (by Unity's and the other formats'
 * property names), vectors outside them as one float curve per component, and whether a clip is
 * laid out as an MRTK recording.
 *
 * @module
 */
import type { Clip, Track } from "../../model/clip.ts";
import { componentCurves } from "../../convert/component_curves.ts";
import { isMrtkClip } from "../../convert/mrtk_paths.ts";
import type { UnityCurveList } from "./document.ts";

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
export const INTEGER = /^(s?byte|u?short|u?int|u?long)$/;
const VECTOR = /^((float|double)[234]|floatQ|doubleQ|color|color32)$/;
export const quaternionType = (t: Track) => t.valueType === "floatQ" || t.valueType === "doubleQ";
export const vector3Type = (t: Track) => t.valueType === "float3" || t.valueType === "double3";

/** The transform list a track goes to, or undefined. */
export function transformList(track: Track): UnityCurveList | undefined {
  const name = track.property.toLowerCase();
  if (vector3Type(track) && name === "direction") return "m_RotationCurves"; // eye gaze
  const list = TRANSFORM[name];
  if (list === "m_RotationCurves") return quaternionType(track) ? list : undefined;
  return vector3Type(track) ? list : undefined;
}

/** Vectors and colours outside the transform lists as one float track per component. */
export function componentTracks(track: Track): Track[] {
  if (transformList(track) !== undefined || !VECTOR.test(track.valueType)) return [track];
  const names = /^color/.test(track.valueType) ? "rgba" : "xyzw";
  return componentCurves(track.curve).map((curve, c) => ({
    node: track.node,
    property: `${track.property}.${names[c]}`,
    valueType: "float",
    curve,
  }));
}

/** Whether a clip (as given, or as prepared) is laid out as an MRTK recording. */
export const MRTK_LAYOUT: WeakMap<Clip, boolean> = new WeakMap<Clip, boolean>();
export function mrtkLayout(clip: Clip): boolean {
  let mrtk = MRTK_LAYOUT.get(clip);
  if (mrtk === undefined) MRTK_LAYOUT.set(clip, mrtk = isMrtkClip(clip));
  return mrtk;
}
