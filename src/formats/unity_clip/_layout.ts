/**
 * The clip document around the written curves: the component classes float curves bind to, the
 * editor copies Unity keeps beside the runtime curves, the stop time, the events. Private to the
 * Unity clip writer.
 *
 * @module
 */
import type { Clip } from "../../model/clip.ts";
import type {
  UnityClipCurve,
  UnityClipDocument,
  UnityCurveList,
  UnityPPtrCurve,
} from "./document.ts";
import { formatUnityFloat } from "./write.ts";

const AXES4 = ["x", "y", "z", "w"];
const NO_SCRIPT = Object.freeze({ fileID: "0", guid: null, type: null });

/** Editor-curve list and attribute prefix of each transform list. */
const EDITOR_ATTRIBUTE: Partial<Record<UnityCurveList, [UnityCurveList, string]>> = {
  m_RotationCurves: ["m_EditorCurves", "m_LocalRotation"],
  m_PositionCurves: ["m_EditorCurves", "m_LocalPosition"],
  m_ScaleCurves: ["m_EditorCurves", "m_LocalScale"],
  m_EulerCurves: ["m_EulerEditorCurves", "localEulerAnglesRaw"],
};

/** The component class a float or PPtr property binds to when nothing says otherwise. */
export function defaultClassID(attribute: string): string {
  if (attribute.startsWith("blendShape.")) return "137"; // SkinnedMeshRenderer
  if (attribute === "m_IsActive") return "1"; // GameObject
  if (attribute.startsWith("material.")) return "23"; // MeshRenderer
  return "114"; // MonoBehaviour (a script's field)
}

/** The editor copies: one float curve per component, transform lists under their field names. */
function editorCopies(curves: readonly UnityClipCurve[]): UnityClipCurve[] {
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
        classID: "4", // Transform
        script: NO_SCRIPT,
        dims: 1,
        components: [keys],
      });
    });
  }
  return editor;
}

/**
 * A new clip document holding `curves` and `pptrCurves`: float curves bound to their default
 * class, the editor copies, the stop time at the clip's end or the last key, the clip's events,
 * `rate` as the sample rate (60 by default).
 */
export function unityClipLayout(
  curves: UnityClipCurve[],
  pptrCurves: UnityPPtrCurve[],
  clip: Clip,
  rate: number | undefined,
): UnityClipDocument {
  let end = clip.duration > 0 && Number.isFinite(clip.duration) ? clip.duration : 0;
  for (const c of curves) {
    if (c.time.length > 0) end = Math.max(end, c.time[c.time.length - 1]!);
    if (c.list === "m_FloatCurves" && c.classID === null) {
      c.classID = defaultClassID(c.attribute ?? "");
      c.script = NO_SCRIPT;
    }
  }
  for (const p of pptrCurves) {
    if (p.time.length > 0) end = Math.max(end, p.time[p.time.length - 1]!);
  }
  return {
    name: clip.name,
    sampleRate: rate ?? 60,
    wrapMode: 0,
    legacy: false,
    curves: [...curves, ...editorCopies(curves)],
    pptrCurves,
    events: clip.events.map((e) => ({ time: e.time, functionName: e.name, data: "", other: {} })),
    settings: { m_StartTime: "0", m_StopTime: formatUnityFloat(end) },
    compressedRotationCurves: 0,
    source: null,
  };
}
