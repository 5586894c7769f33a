/**
 * Where a common-model track goes in an MRTK recording: the names `mrtkToClip` gives
 * (`Camera.position`, `Hand.Left.tracked`, `Hand.Right.Joint.IndexTip.rotation`,
 * `EyeGaze.direction`, …) and the curves of a document a place holds.
 *
 * @module
 */
import type { Track } from "../../model/clip.ts";
import { AnimkitError } from "../../errors.ts";
import { MRTK_JOINT_NAMES, type MrtkCurve, type MrtkDocument } from "./document.ts";

/** The names a clip needs for a track to become part of a recording. */
export const MRTK_NAMES = "Camera.position (float3), Camera.rotation (floatQ), " +
  "Hand.Left|Right.tracked and .pinching (bool), Hand.Left|Right.Joint.<Wrist, IndexTip, …>." +
  "position (float3) and .rotation (floatQ), EyeGaze.origin and .direction (float3, version 1.1)";

/** A place in a recording. */
export type MrtkPlace =
  | {
    readonly kind: "pose";
    readonly target: "camera" | "left" | "right";
    readonly joint: number;
    readonly part: "position" | "rotation";
  }
  | { readonly kind: "flag"; readonly side: 0 | 1; readonly part: "tracked" | "pinching" }
  | { readonly kind: "gaze"; readonly part: "origin" | "direction" };

/** Where a track goes in a recording, or `undefined` when it has no place there. */
export function mrtkPlaceOf(track: Track): MrtkPlace | undefined {
  const { node, property, valueType } = track;
  const vectorPart = (property === "position" && valueType === "float3") ||
    (property === "rotation" && valueType === "floatQ");
  if (node === "Camera" && vectorPart) {
    return { kind: "pose", target: "camera", joint: 0, part: property as "position" | "rotation" };
  }
  const hand = /^Hand\.(Left|Right)$/.exec(node);
  if (
    hand !== null && valueType === "bool" && (property === "tracked" || property === "pinching")
  ) {
    return { kind: "flag", side: hand[1] === "Left" ? 0 : 1, part: property };
  }
  const joint = /^Hand\.(Left|Right)\.Joint\.(\w+)$/.exec(node);
  if (joint !== null && vectorPart) {
    const index = MRTK_JOINT_NAMES.indexOf(joint[2]!);
    if (index < 0) return undefined;
    return {
      kind: "pose",
      target: joint[1] === "Left" ? "left" : "right",
      joint: index,
      part: property as "position" | "rotation",
    };
  }
  if (
    node === "EyeGaze" && valueType === "float3" &&
    (property === "origin" || property === "direction")
  ) {
    return { kind: "gaze", part: property };
  }
  return undefined;
}

/** The curves a place holds in a document (none when its section is absent). */
export function mrtkCurvesAt(doc: MrtkDocument, place: MrtkPlace): readonly MrtkCurve[] {
  if (place.kind === "flag") {
    const flags = place.part === "tracked" ? doc.hands?.tracked : doc.hands?.pinching;
    return flags === undefined ? [] : [flags[place.side]];
  }
  if (place.kind === "gaze") return doc.eyeGaze?.[place.part] ?? [];
  const pose = place.target === "camera"
    ? doc.camera
    : (place.target === "left" ? doc.hands?.jointsLeft : doc.hands?.jointsRight)?.[place.joint];
  return pose?.[place.part] ?? [];
}

/** The version to write: 1.1 unless the options name 1.0. */
export function mrtkVersionOf(options: { readonly version?: string | undefined }): "1.0" | "1.1" {
  const version = options.version ?? "1.1";
  if (version !== "1.0" && version !== "1.1") {
    throw new AnimkitError(
      "mrtk",
      { kind: "none" },
      `cannot write version ${version} (1.0 or 1.1)`,
    );
  }
  return version;
}
