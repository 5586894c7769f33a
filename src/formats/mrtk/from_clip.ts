/**
 * Common model → MRTK recording. Tracks are recognised by the names `mrtkToClip` gives
 * (`Camera.position`, `Hand.Left.tracked`, `Hand.Right.Joint.IndexTip.rotation`,
 * `EyeGaze.direction`, …). Unity curves are carried over key for key; any other curve goes
 * through the fitting engine with MRTK's profile (1.1: straight segments only, since it stores
 * time and value; 1.0: straight, Hermite and stepped Unity keys; quaternions as a component-wise
 * lerp) and booleans become held keys at their transitions.
 *
 * @module
 */
import { readMrtk } from "./read.ts";
import { type Clip, type Curve, curveKeyCount, type Track } from "../../model/clip.ts";
import { AnimkitError } from "../../errors.ts";
import { UnityCurve, unityKeys } from "../../curves/unity_curve.ts";
import { BoolCurve, VectorCurve } from "../../curves/compose.ts";
import { comparisonTimes, maxPlayedError } from "../../model/compare.ts";
import { KEYED_LINEAR, KEYED_STEP } from "../../model/keyed.ts";
import { type FitResult, fitTrack } from "../../convert/fit.ts";
import { type DiscreteFit, fitDiscrete } from "../../convert/fit_discrete.ts";
import { fitOptionsFor, fitReport, playedRange } from "../../convert/fit_clip.ts";
import type { FitProfile } from "../../convert/profile.ts";
import type { TrackReport, WriteOptions, WriteResult } from "../format.ts";
import {
  MRTK_JOINT_NAMES,
  type MrtkCurve,
  type MrtkDocument,
  type MrtkHands,
  type MrtkPoseCurves,
  type MrtkRayCurves,
} from "./document.ts";
import { mrtkToClip } from "./to_clip.ts";
import { writeMrtk } from "./write.ts";
import { reduceMrtk } from "./reduce.ts";
import { mrtkTrackFromPaths } from "../../convert/mrtk_paths.ts";

/**
 * What MRTK recordings hold, for the fitting engine: version 1.1 stores each key's time and
 * value only (straight segments); version 1.0 stores Unity keys (straight, Hermite, stepped).
 * Quaternions play as MRTK's component-wise lerp; times are 32-bit floats and may be negative.
 *
 * @example
 * ```ts
 * import { mrtkProfile } from "./from_clip.ts";
 * import { equal } from "node:assert/strict";
 * equal(mrtkProfile("1.1").hermite, false);
 * equal(mrtkProfile("1.0").hermite, true);
 * ```
 */
export function mrtkProfile(version: "1.0" | "1.1"): FitProfile {
  const full = version === "1.0";
  return {
    name: "mrtk",
    hold: full,
    linear: true,
    hermite: full,
    perKeyKinds: true,
    quaternionLinear: "nlerp",
    negativeTimes: true,
    float32: true,
  };
}

/** The names a clip needs for a track to become part of a recording. */
const MRTK_NAMES = "Camera.position (float3), Camera.rotation (floatQ), Hand.Left|Right.tracked " +
  "and .pinching (bool), Hand.Left|Right.Joint.<Wrist, IndexTip, …>.position (float3) and " +
  ".rotation (floatQ), EyeGaze.origin and .direction (float3, version 1.1)";

const EMPTY: MrtkCurve = { preWrap: 8, postWrap: 8, keys: unityKeys(0) };

type Slot =
  | {
    kind: "pose";
    target: "camera" | "left" | "right";
    joint: number;
    part: "position" | "rotation";
  }
  | { kind: "flag"; side: 0 | 1; part: "tracked" | "pinching" }
  | { kind: "gaze"; part: "origin" | "direction" };

/** Where a track goes in a recording, or `undefined` when it has no place there. */
function slotOf(track: Track): Slot | undefined {
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

/** Component curves already in Unity's form, or `undefined`. */
function unityComponents(curve: Curve): UnityCurve[] | undefined {
  if (curve instanceof VectorCurve && curve.components.every((c) => c instanceof UnityCurve)) {
    return curve.components as UnityCurve[];
  }
  if (curve instanceof BoolCurve && curve.source instanceof UnityCurve) return [curve.source];
  return undefined;
}

/** Whether every segment of a Unity curve is straight (what 1.1 can store), wraps clamped. */
function straightKeys(c: UnityCurve): boolean {
  const keyed = c.keyed();
  if (
    keyed === null || c.preWrap === 2 || c.preWrap === 4 || c.postWrap === 2 || c.postWrap === 4
  ) {
    return false;
  }
  return keyed.modes.every((m, i) => m === KEYED_LINEAR || i === keyed.modes.length - 1);
}

function fromUnity(c: UnityCurve): MrtkCurve {
  return { preWrap: c.preWrap, postWrap: c.postWrap, keys: c.keys() };
}

/** Unity keys from fitted keys: straight segments by zero weights, Hermite by slopes, steps. */
function curvesFromFit(fit: FitResult, version: "1.0" | "1.1"): MrtkCurve[] {
  const k = fit.keys;
  const n = k.times.length;
  const dims = k.dims;
  return Array.from({ length: dims }, (_, c) => {
    const keys = unityKeys(n);
    for (let i = 0; i < n; i++) {
      keys.time[i] = k.times[i]!;
      keys.value[i] = k.values[i * dims + c]!;
      if (version === "1.1") {
        keys.weightedMode[i] = 3; // what MRTK writes: both weights in use, both 0
        continue;
      }
      // Each side of a key follows its segment: a straight segment has weight 0 on both of
      // its ends (notes-mrtk.md §3.7), a Hermite one the default 1/3, a step an infinite slope.
      const after = i + 1 < n ? k.kinds[i]! : KEYED_LINEAR;
      const before = i > 0 ? k.kinds[i - 1]! : KEYED_LINEAR;
      let mode = 0;
      keys.inWeight[i] = 1 / 3;
      keys.outWeight[i] = 1 / 3;
      keys.inTangent[i] = k.inSlopes[i * dims + c]!;
      keys.outTangent[i] = k.outSlopes[i * dims + c]!;
      if (before === KEYED_LINEAR) {
        mode |= 1;
        keys.inWeight[i] = 0;
      }
      if (after === KEYED_LINEAR) {
        mode |= 2;
        keys.outWeight[i] = 0;
      }
      if (after === KEYED_STEP) keys.outTangent[i] = Infinity;
      keys.weightedMode[i] = mode;
    }
    return { preWrap: 8, postWrap: 8, keys };
  });
}

const BOOL_OUT_WEIGHT = 1e6;

/** Held bool keys at the transitions. */
function boolCurveFromFit(fit: DiscreteFit): MrtkCurve {
  const n = fit.times.length;
  const keys = unityKeys(n);
  for (let i = 0; i < n; i++) {
    keys.time[i] = fit.times[i]!;
    keys.value[i] = fit.values[i] === true ? 1 : 0;
    keys.outWeight[i] = BOOL_OUT_WEIGHT;
    keys.weightedMode[i] = 3;
  }
  return { preWrap: 8, postWrap: 8, keys };
}

interface Building {
  camera: { position?: MrtkCurve[]; rotation?: MrtkCurve[] } | undefined;
  flags: (MrtkCurve | undefined)[];
  left: { position?: MrtkCurve[]; rotation?: MrtkCurve[] }[];
  right: { position?: MrtkCurve[]; rotation?: MrtkCurve[] }[];
  gaze: { origin?: MrtkCurve[]; direction?: MrtkCurve[] } | undefined;
}

function pose(
  part: { position?: MrtkCurve[]; rotation?: MrtkCurve[] } | undefined,
): MrtkPoseCurves {
  const p = part?.position ?? [EMPTY, EMPTY, EMPTY];
  const r = part?.rotation ?? [EMPTY, EMPTY, EMPTY, EMPTY];
  return { position: [p[0]!, p[1]!, p[2]!], rotation: [r[0]!, r[1]!, r[2]!, r[3]!] };
}

/**
 * Builds an MRTK document from a clip. Tracks without a place in a recording (other names or
 * value types) fail the conversion unless `dropUnmappable` is set.
 *
 * @example Convert a clip read from another recording
 * ```ts ignore
 * const { bytes, tracks } = clipToMrtk(clip, { version: "1.1" });
 * ```
 */
export function clipToMrtk(clip: Clip, options: WriteOptions = {}): WriteResult {
  const version = options.version ?? "1.1";
  if (version !== "1.0" && version !== "1.1") {
    throw new AnimkitError(
      "mrtk",
      { kind: "none" },
      `cannot write version ${version} (1.0 or 1.1)`,
    );
  }
  const profile = mrtkProfile(version);
  const b: Building = {
    camera: undefined,
    flags: [undefined, undefined, undefined, undefined],
    left: Array.from({ length: 27 }, () => ({})),
    right: Array.from({ length: 27 }, () => ({})),
    gaze: undefined,
  };
  const reports: TrackReport[] = [];
  const unmappable: string[] = [];
  const warnings: string[] = [];
  const placed: { track: Track; slot: Slot; fit?: FitResult | DiscreteFit }[] = [];
  for (const given of clip.tracks) {
    // A recording written as transform paths (a Unity clip) reads back as the recording.
    const track = mrtkTrackFromPaths(given) ?? given;
    const slot = slotOf(track);
    const name = `${track.node}.${track.property}`;
    if (slot === undefined || (slot.kind === "gaze" && version === "1.0")) {
      const why = slot === undefined
        ? `no ${track.valueType} track named ${name} in an MRTK recording`
        : "version 1.0 has no eye gaze";
      if (slot === undefined) unmappable.push(`${name} (${track.valueType})`);
      reports.push({
        node: track.node,
        property: track.property,
        mapping: "dropped",
        keysBefore: curveKeyCount(track.curve),
        keysAfter: 0,
        maxError: 0,
        note: why,
      });
      if (slot !== undefined) warnings.push(`${name} dropped: ${why}`);
      continue;
    }
    const unity = unityComponents(track.curve);
    let curves: MrtkCurve[];
    let fit: FitResult | DiscreteFit | undefined;
    const [from, to] = playedRange(clip, track, profile.negativeTimes);
    // Unity curves are carried key for key, unless version 1.1 would lose their tangents.
    const carry = unity !== undefined &&
      (version === "1.0" || track.valueType === "bool" || unity.every(straightKeys));
    if (carry) {
      curves = unity!.map(fromUnity);
    } else if (track.valueType === "bool") {
      const held = fitDiscrete(track, { from, to, float32: true });
      fit = held;
      curves = [boolCurveFromFit(held)];
    } else {
      const fitted = fitTrack(
        track,
        profile,
        fitOptionsFor(clip, track, profile.negativeTimes, options, "mrtk"),
      );

      fit = fitted;
      curves = curvesFromFit(fitted, version);
    }
    placed.push({ track, slot, ...(fit === undefined ? {} : { fit }) });
    if (slot.kind === "flag") {
      b.flags[slot.side * 2 + (slot.part === "pinching" ? 1 : 0)] = curves[0];
    } else if (slot.kind === "gaze") {
      b.gaze ??= {};
      b.gaze[slot.part] = curves;
    } else {
      const target = slot.target === "camera"
        ? (b.camera ??= {})
        : (slot.target === "left" ? b.left : b.right)[slot.joint]!;
      target[slot.part] = curves;
    }
  }
  if (unmappable.length > 0 && !options.dropUnmappable) {
    throw new AnimkitError(
      "mrtk",
      { kind: "none" },
      `${unmappable.length} track(s) cannot be written to an MRTK recording: ${
        unmappable.slice(0, 5).join(", ")
      }${
        unmappable.length > 5 ? ", …" : ""
      }; a recording holds ${MRTK_NAMES} (dropUnmappable, --drop-unmappable, leaves the others out)`,
    );
  }
  if (placed.length === 0) {
    throw new AnimkitError(
      "mrtk",
      { kind: "none" },
      `no track of the clip maps to an MRTK recording, so there is nothing to write; a recording holds ${MRTK_NAMES}`,
    );
  }
  const anyHand = b.flags.some((f) => f !== undefined) ||
    b.left.some((j) => j.position || j.rotation) || b.right.some((j) => j.position || j.rotation);
  const hands: MrtkHands | null = anyHand
    ? {
      tracked: [b.flags[0] ?? EMPTY, b.flags[2] ?? EMPTY],
      pinching: [b.flags[1] ?? EMPTY, b.flags[3] ?? EMPTY],
      jointsLeft: b.left.map(pose),
      jointsRight: b.right.map(pose),
    }
    : null;
  const eyeGaze: MrtkRayCurves | null = b.gaze === undefined ? null : {
    origin: [...(b.gaze.origin ?? [EMPTY, EMPTY, EMPTY])] as unknown as MrtkRayCurves["origin"],
    direction: [
      ...(b.gaze.direction ?? [EMPTY, EMPTY, EMPTY]),
    ] as unknown as MrtkRayCurves["direction"],
  };
  let doc: MrtkDocument = {
    versionMajor: 1,
    versionMinor: version === "1.0" ? 0 : 1,
    camera: b.camera === undefined ? null : pose(b.camera),
    hands,
    eyeGaze,
    markers: clip.events.map((e) => ({ time: e.time, name: e.name })),
    hasMarkerList: true,
  };
  if (options.reduce) doc = reduceMrtk(doc).document;
  const bytes = writeMrtk(doc, { version });
  // Measure what a player of the written file sees against the source, track by track: read the
  // bytes back, so what the version cannot store (1.1 keeps only time and value) counts.
  const written = mrtkToClip(readMrtk(bytes));
  for (const { track, fit } of placed) {
    const result = written.tracks.find((t) =>
      t.node === track.node && t.property === track.property
    );
    const times = comparisonTimes([
      track.curve.keyTimes(),
      result?.curve.keyTimes() ?? new Float64Array(),
    ]).filter((t) => fit === undefined || (t >= fit.from && t <= fit.to));
    const maxError = result === undefined
      ? Infinity
      : maxPlayedError(track.curve, result.curve, times);
    const keysAfter = result === undefined ? 0 : curveKeyCount(result.curve);
    if (fit !== undefined && !options.reduce) {
      reports.push({
        ...fitReport(track, fit, keysAfter),
        maxError: Math.max(fit.maxError, maxError),
      });
      continue;
    }
    const kept = !options.reduce && maxError === 0;
    const note = options.reduce
      ? "keys reduced with MRTK's tolerances"
      : kept
      ? undefined
      : "version 1.1 stores only time and value: tangents and weights were dropped";
    reports.push({
      node: track.node,
      property: track.property,
      mapping: kept ? "exact" : "resampled",
      keysBefore: curveKeyCount(track.curve),
      keysAfter,
      maxError,
      ...(track.valueType === "floatQ" ? { unit: "deg" } : {}),
      ...(note === undefined ? {} : { note }),
    });
  }
  if (clip.events.length > 0) warnings.push(`${clip.events.length} event(s) written as markers`);
  return { bytes, tracks: reports, warnings };
}
