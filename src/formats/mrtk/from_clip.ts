/**
 * Common model → MRTK recording. Tracks are recognised by the names `mrtkToClip` gives
 * (`Camera.position`, `Hand.Left.tracked`, `Hand.Right.Joint.IndexTip.rotation`,
 * `EyeGaze.direction`, …). Unity curves are carried over key for key; any other curve is
 * resampled into MRTK's linear keys (and, for bools, into step keys where the value changes).
 *
 * @module
 */
import { readMrtk } from "./read.ts";
import { reduceKeys } from "../../convert/reduce_keys.ts";
import { type Clip, type Curve, curveKeyCount, type Track } from "../../model/clip.ts";
import { AnimkitError } from "../../errors.ts";
import { UnityCurve, unityKeys } from "../../curves/unity_curve.ts";
import { BoolCurve, VectorCurve } from "../../curves/compose.ts";
import { comparisonTimes, maxCurveDifference } from "../../model/compare.ts";
import { timeGrid } from "../../model/sample.ts";
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

const EMPTY: MrtkCurve = { preWrap: 8, postWrap: 8, keys: unityKeys(0) };
const DEFAULT_RATE = 60;
const BOOL_OUT_WEIGHT = 1e6;

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

function fromUnity(c: UnityCurve): MrtkCurve {
  return { preWrap: c.preWrap, postWrap: c.postWrap, keys: c.keys() };
}

function sampleTimes(curve: Curve, clip: Clip, rate: number): Float64Array {
  const keys = curve.keyTimes();
  const start = keys.length > 0 ? keys[0]! : 0;
  const end = keys.length > 0 ? keys[keys.length - 1]! : clip.duration;
  const grid = timeGrid(start, end, rate);
  // Keep the exact end point so holds after the last key start at the right value.
  if (grid[grid.length - 1]! < end) {
    const out = new Float64Array(grid.length + 1);
    out.set(grid);
    out[grid.length] = end;
    return out;
  }
  return grid;
}

/** Resamples a numeric track into linear MRTK keys, quaternions kept on one hemisphere. */
function resampleVector(
  curve: Curve,
  clip: Clip,
  rate: number,
  dims: number,
  tolerance?: number,
): MrtkCurve[] {
  const times = sampleTimes(curve, clip, rate);
  const curves = Array.from({ length: dims }, () => unityKeys(times.length));
  const keys = ["x", "y", "z", "w"] as const;
  let previous: number[] | undefined;
  for (let i = 0; i < times.length; i++) {
    const value = curve.evaluate(times[i]!) as unknown as Record<string, number>;
    const q = keys.slice(0, dims).map((k) => value[k] ?? 0);
    if (dims === 4 && previous !== undefined) {
      // MRTK lerps components; a sign flip between samples would pass through zero.
      const dot = q.reduce((sum, v, c) => sum + v * previous![c]!, 0);
      if (dot < 0) { for (let c = 0; c < 4; c++) q[c] = -q[c]!; }
    }
    previous = q;
    for (let c = 0; c < dims; c++) {
      curves[c]!.time[i] = times[i]!;
      curves[c]!.value[i] = q[c]!;
      curves[c]!.weightedMode[i] = 3;
    }
  }
  if (tolerance === undefined || times.length <= 2) {
    return curves.map((keys) => ({ preWrap: 8, postWrap: 8, keys }));
  }
  // Keep the samples MRTK's component-wise lerp needs to stay within the tolerance.
  const values = new Float64Array(times.length * dims);
  for (let i = 0; i < times.length; i++) {
    for (let c = 0; c < dims; c++) values[i * dims + c] = curves[c]!.value[i]!;
  }
  const kept = reduceKeys(times, values, dims, tolerance, "lerp");
  return curves.map((full) => {
    const keys = unityKeys(kept.length);
    kept.forEach((from, to) => {
      keys.time[to] = full.time[from]!;
      keys.value[to] = full.value[from]!;
      keys.weightedMode[to] = 3;
    });
    return { preWrap: 8, postWrap: 8, keys };
  });
}

/** Resamples a bool track into MRTK step keys where the value changes. */
function resampleBool(curve: Curve, clip: Clip, rate: number): MrtkCurve {
  const times = sampleTimes(curve, clip, rate);
  const kept: [number, number][] = [];
  for (const t of times) {
    const on = curve.evaluate(t) === true ? 1 : 0;
    if (kept.length === 0 || kept[kept.length - 1]![1] !== on) kept.push([t, on]);
  }
  const keys = unityKeys(kept.length);
  kept.forEach(([t, v], i) => {
    keys.time[i] = t;
    keys.value[i] = v;
    keys.outWeight[i] = BOOL_OUT_WEIGHT;
    keys.weightedMode[i] = 3;
  });
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
  const rate = options.rate ?? DEFAULT_RATE;
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
  const placed: { track: Track; slot: Slot; exact: boolean }[] = [];
  for (const track of clip.tracks) {
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
    if (unity !== undefined) {
      curves = unity.map(fromUnity);
    } else if (track.valueType === "bool") {
      curves = [resampleBool(track.curve, clip, rate)];
    } else {
      curves = resampleVector(
        track.curve,
        clip,
        rate,
        track.valueType === "floatQ" ? 4 : 3,
        options.tolerance,
      );
    }
    placed.push({ track, slot, exact: unity !== undefined });
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
      }${unmappable.length > 5 ? ", …" : ""} (use --drop-unmappable to leave them out)`,
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
  for (const { track, exact } of placed) {
    const result = written.tracks.find((t) =>
      t.node === track.node && t.property === track.property
    );
    const times = comparisonTimes([
      track.curve.keyTimes(),
      result?.curve.keyTimes() ?? new Float64Array(),
    ]);
    const maxError = result === undefined
      ? Infinity
      : maxCurveDifference(track.curve, result.curve, times);
    const kept = exact && !options.reduce && maxError === 0;
    const note = !exact
      ? `resampled at ${rate} Hz into linear keys`
      : options.reduce
      ? "keys reduced with MRTK's tolerances"
      : kept
      ? undefined
      : "version 1.1 stores only time and value: tangents and weights were dropped";
    reports.push({
      node: track.node,
      property: track.property,
      mapping: kept ? "exact" : "resampled",
      keysBefore: curveKeyCount(track.curve),
      keysAfter: result === undefined ? 0 : curveKeyCount(result.curve),
      maxError,
      ...(note === undefined ? {} : { note }),
    });
  }
  if (clip.events.length > 0) warnings.push(`${clip.events.length} event(s) written as markers`);
  return { bytes, tracks: reports, warnings };
}
