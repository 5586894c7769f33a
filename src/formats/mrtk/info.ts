/**
 * A summary of an MRTK recording: version, duration and key counts per curve.
 *
 * @module
 */
import { readableNumber } from "../../model/number_text.ts";
import {
  MRTK_JOINT_NAMES,
  type MrtkCurve,
  type MrtkDocument,
  type MrtkPoseCurves,
} from "./document.ts";
import { mrtkDuration } from "./to_clip.ts";

/** One curve's entry in {@linkcode MrtkInfo.curves}. */
export interface MrtkCurveInfo {
  /** `Camera.position.x`, `Hand.Left.tracked`, `Hand.Right.Joint.Wrist.rotation.w`, … */
  readonly curve: string;
  /** Number of keys. */
  readonly keys: number;
  /** Time of the first key, or `null` without keys. */
  readonly start: number | null;
  /** Time of the last key, or `null` without keys. */
  readonly end: number | null;
  /** Unity WrapMode before the keys. */
  readonly preWrap: number;
  /** Unity WrapMode after the keys. */
  readonly postWrap: number;
}

/** The `info --json` shape for MRTK files. */
export interface MrtkInfo {
  /** Always `"mrtk"`. */
  readonly format: "mrtk";
  /** `"1.0"` or `"1.1"`. */
  readonly version: string;
  /** Duration in seconds (latest last key). */
  readonly duration: number;
  /** Which sections the file holds. */
  readonly sections: {
    readonly camera: boolean;
    readonly hands: boolean;
    readonly eyeGaze: boolean;
  };
  /** Total number of keys over all curves. */
  readonly totalKeys: number;
  /** Every curve in file order, including empty ones. */
  readonly curves: readonly MrtkCurveInfo[];
  /** Markers. */
  readonly markers: readonly { readonly time: number; readonly name: string }[];
}

/**
 * Summarises an MRTK document.
 *
 * @example Summarise
 * ```ts ignore
 * const info = mrtkInfo(readMrtk(bytes));
 * console.log(info.version, info.duration, info.totalKeys);
 * ```
 */
export function mrtkInfo(doc: MrtkDocument): MrtkInfo {
  const curves: MrtkCurveInfo[] = [];
  const add = (name: string, c: MrtkCurve) => {
    const n = c.keys.time.length;
    curves.push({
      curve: name,
      keys: n,
      start: n > 0 ? c.keys.time[0]! : null,
      end: n > 0 ? c.keys.time[n - 1]! : null,
      preWrap: c.preWrap,
      postWrap: c.postWrap,
    });
  };
  const addPose = (node: string, p: MrtkPoseCurves) => {
    p.position.forEach((c, i) => add(`${node}.position.${"xyz"[i]}`, c));
    p.rotation.forEach((c, i) => add(`${node}.rotation.${"xyzw"[i]}`, c));
  };
  if (doc.camera !== null) addPose("Camera", doc.camera);
  if (doc.hands !== null) {
    add("Hand.Left.tracked", doc.hands.tracked[0]);
    add("Hand.Right.tracked", doc.hands.tracked[1]);
    add("Hand.Left.pinching", doc.hands.pinching[0]);
    add("Hand.Right.pinching", doc.hands.pinching[1]);
    doc.hands.jointsLeft.forEach((p, i) => addPose(`Hand.Left.Joint.${MRTK_JOINT_NAMES[i]}`, p));
    doc.hands.jointsRight.forEach((p, i) => addPose(`Hand.Right.Joint.${MRTK_JOINT_NAMES[i]}`, p));
  }
  if (doc.eyeGaze !== null) {
    doc.eyeGaze.origin.forEach((c, i) => add(`EyeGaze.origin.${"xyz"[i]}`, c));
    doc.eyeGaze.direction.forEach((c, i) => add(`EyeGaze.direction.${"xyz"[i]}`, c));
  }
  return {
    format: "mrtk",
    version: `${doc.versionMajor}.${doc.versionMinor}`,
    duration: mrtkDuration(doc),
    sections: {
      camera: doc.camera !== null,
      hands: doc.hands !== null,
      eyeGaze: doc.eyeGaze !== null,
    },
    totalKeys: curves.reduce((sum, c) => sum + c.keys, 0),
    curves,
    markers: doc.markers.map((m) => ({ time: m.time, name: m.name })),
  };
}

/** A float32 time as its shortest decimal; `-` for none. */
function f32Text(x: number | null): string {
  return x === null ? "-" : readableNumber(x);
}

/**
 * Renders {@linkcode MrtkInfo} as text lines for a terminal: the header, then each curve with
 * keys (empty curves are counted, not listed).
 *
 * @example Print
 * ```ts ignore
 * console.log(mrtkInfoText(mrtkInfo(doc)).join("\n"));
 * ```
 */
export function mrtkInfoText(info: MrtkInfo): string[] {
  const keyed = info.curves.filter((c) => c.keys > 0);
  const lines = [
    `format:    MRTK input animation ${info.version}`,
    `duration:  ${f32Text(info.duration)} s`,
    `sections:  ${
      Object.entries(info.sections).filter(([, on]) => on).map(([name]) => name).join(", ") ||
      "none"
    }`,
    `curves:    ${info.curves.length} (${keyed.length} with keys, ${
      info.curves.length - keyed.length
    } empty)`,
    `keys:      ${info.totalKeys}`,
    `markers:   ${info.markers.length}`,
  ];
  for (const m of info.markers) lines.push(`  ${f32Text(m.time)} s  ${m.name}`);
  if (keyed.length > 0) {
    const width = Math.max(...keyed.map((c) => c.curve.length));
    lines.push("", `${"curve".padEnd(width)}  keys   start .. end (s)`);
    for (const c of keyed) {
      lines.push(
        `${c.curve.padEnd(width)}  ${String(c.keys).padStart(5)}  ${f32Text(c.start)} .. ${
          f32Text(c.end)
        }`,
      );
    }
  }
  return lines;
}
