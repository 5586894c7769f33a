/**
 * MRTK document → common-model {@linkcode Clip}, with the track names of the `sample` contract.
 *
 * @module
 */
import type { Clip, ClipEvent, ClipNode, Track } from "../../model/clip.ts";
import { UnityCurve } from "../../curves/unity_curve.ts";
import { BoolCurve, VectorCurve } from "../../curves/compose.ts";
import { NormalizedQuaternionCurve } from "../../curves/quaternion.ts";
import {
  MRTK_JOINT_NAMES,
  type MrtkCurve,
  type MrtkDocument,
  type MrtkPoseCurves,
} from "./document.ts";

/** Options for {@linkcode mrtkToClip}. */
export interface MrtkClipOptions {
  /** The clip's name; defaults to `"InputAnimation"`. */
  readonly name?: string;
  /** Rotations as unit, hemisphere-continuous quaternions instead of MRTK's raw lerp. */
  readonly normalize?: boolean;
}

function unity(curve: MrtkCurve): UnityCurve {
  return new UnityCurve(curve.keys, curve.preWrap, curve.postWrap);
}

function hasKeys(curves: readonly MrtkCurve[]): boolean {
  return curves.some((c) => c.keys.time.length > 0);
}

/** The playback duration: the latest last-key time of any curve (IA.cs ComputeDuration). */
function lastKeyTime(curves: readonly MrtkCurve[]): number {
  let end = 0;
  for (const c of curves) {
    const n = c.keys.time.length;
    if (n > 0) end = Math.max(end, c.keys.time[n - 1]!);
  }
  return end;
}

function allCurves(doc: MrtkDocument): MrtkCurve[] {
  const out: MrtkCurve[] = [];
  const addPose = (p: MrtkPoseCurves) => out.push(...p.position, ...p.rotation);
  if (doc.camera !== null) addPose(doc.camera);
  if (doc.hands !== null) {
    out.push(...doc.hands.tracked, ...doc.hands.pinching);
    doc.hands.jointsLeft.forEach(addPose);
    doc.hands.jointsRight.forEach(addPose);
  }
  if (doc.eyeGaze !== null) out.push(...doc.eyeGaze.origin, ...doc.eyeGaze.direction);
  return out;
}

/**
 * Duration of an MRTK recording as MRTK's player computes it: the latest last-key time over all
 * curves; markers do not count.
 *
 * @example Duration of an empty recording
 * ```ts ignore
 * mrtkDuration(readMrtk(bytes));
 * ```
 */
export function mrtkDuration(doc: MrtkDocument): number {
  return lastKeyTime(allCurves(doc));
}

/** Index in {@linkcode MRTK_JOINT_NAMES} of each joint's parent joint; -1: the hand itself. */
const JOINT_PARENT: readonly number[] = MRTK_JOINT_NAMES.map((_, j) => {
  if (j <= 1) return -1; // None, Wrist
  if (j === 2) return 1; // Palm
  // Thumb 3–6, then four fingers of five joints (metacarpal … tip) from 7 on.
  const chainStart = j <= 6 ? 3 : 7 + 5 * Math.floor((j - 7) / 5);
  return j === chainStart ? 1 : j - 1;
});

/**
 * The fixed hierarchy of a recording: `Camera`; per hand `Hand.<Side>` with its joints below it
 * (wrist → palm, wrist → each metacarpal → proximal/knuckle → middle → distal → tip; the `None`
 * joint directly under the hand); `EyeGaze`. Only the parts the file holds are listed. MRTK
 * records world poses, so every node's `space` is `world` (its tracks are its world transform,
 * whatever its parent), and there is no rest pose.
 *
 * @example The index finger's tip hangs under its distal joint
 * ```ts ignore
 * const nodes = mrtkNodes(readMrtk(bytes));
 * const tip = nodes.find((n) => n.name === "Hand.Left.Joint.IndexTip")!;
 * nodes[tip.parent!]!.name; // "Hand.Left.Joint.IndexDistalJoint"
 * ```
 */
export function mrtkNodes(doc: MrtkDocument): ClipNode[] {
  const nodes: ClipNode[] = [];
  if (doc.camera !== null) nodes.push({ name: "Camera", space: "world" });
  if (doc.hands !== null) {
    for (const side of ["Left", "Right"]) {
      const hand = nodes.length;
      nodes.push({ name: `Hand.${side}`, space: "world" });
      MRTK_JOINT_NAMES.forEach((name, j) => {
        const p = JOINT_PARENT[j]!;
        nodes.push({
          name: `Hand.${side}.Joint.${name}`,
          parent: p < 0 ? hand : hand + 1 + p,
          space: "world",
        });
      });
    }
  }
  if (doc.eyeGaze !== null) nodes.push({ name: "EyeGaze", space: "world" });
  return nodes;
}

/**
 * Converts an MRTK document into a Clip. Tracks: `Camera` (`position`, `rotation`),
 * `Hand.Left`/`Hand.Right` (`tracked`, `pinching`), `Hand.<Side>.Joint.<Name>` (`position`,
 * `rotation`) and `EyeGaze` (`origin`, `direction`), each present when any of its curves has
 * keys. Rotations are exactly what MRTK plays: component-wise curves, not normalised, no sign
 * fix (notes-mrtk.md §3); `normalize` gives unit, hemisphere-continuous quaternions instead.
 * `nodes` is the fixed hand hierarchy ({@linkcode mrtkNodes}).
 *
 * @example Convert a document
 * ```ts ignore
 * const clip = mrtkToClip(readMrtk(bytes));
 * ```
 */
export function mrtkToClip(doc: MrtkDocument, options: MrtkClipOptions = {}): Clip {
  const tracks: Track[] = [];
  const vector = (node: string, property: string, curves: readonly MrtkCurve[]) => {
    if (!hasKeys(curves)) return;
    const valueType = curves.length === 4 ? "floatQ" : "float3";
    const components = curves.map(unity);
    const curve = valueType === "floatQ" && options.normalize
      ? new NormalizedQuaternionCurve("unity", components)
      : new VectorCurve(valueType, "unity", components);
    tracks.push({ node, property, valueType, curve });
  };
  const flag = (node: string, property: string, curve: MrtkCurve) => {
    if (!hasKeys([curve])) return;
    tracks.push({ node, property, valueType: "bool", curve: new BoolCurve("unity", unity(curve)) });
  };
  if (doc.camera !== null) {
    vector("Camera", "position", doc.camera.position);
    vector("Camera", "rotation", doc.camera.rotation);
  }
  if (doc.hands !== null) {
    const h = doc.hands;
    flag("Hand.Left", "tracked", h.tracked[0]);
    flag("Hand.Left", "pinching", h.pinching[0]);
    flag("Hand.Right", "tracked", h.tracked[1]);
    flag("Hand.Right", "pinching", h.pinching[1]);
    for (const [side, joints] of [["Left", h.jointsLeft], ["Right", h.jointsRight]] as const) {
      joints.forEach((joint, i) => {
        const node = `Hand.${side}.Joint.${MRTK_JOINT_NAMES[i]}`;
        vector(node, "position", joint.position);
        vector(node, "rotation", joint.rotation);
      });
    }
  }
  if (doc.eyeGaze !== null) {
    vector("EyeGaze", "origin", doc.eyeGaze.origin);
    vector("EyeGaze", "direction", doc.eyeGaze.direction);
  }
  const events: ClipEvent[] = doc.markers.map((m) => ({ time: m.time, name: m.name }));
  return {
    name: options.name ?? "InputAnimation",
    duration: mrtkDuration(doc),
    tracks,
    events,
    nodes: mrtkNodes(doc),
  };
}
