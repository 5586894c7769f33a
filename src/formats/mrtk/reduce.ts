/**
 * Key reduction for MRTK recordings with MRTK's tolerances, done correctly.
 *
 * MRTK's own optimiser (InputAnimation.Optimize, notes-mrtk.md §2) drops every W key but the first,
 * keeps only the first key of curves with ≤ 32 keys, can drop trailing keys and skips spans with a
 * single interior point. This reducer instead treats each pose's position (3 curves) or rotation
 * (4 curves) as one polyline over the union of their key times and runs Ramer–Douglas–Peucker on
 * it (rdpKeep, with an explicit stack): a key is kept when dropping it would move the played value (MRTK
 * plays the component-wise lerp) by more than the tolerance — Euclidean distance for positions,
 * the rotation angle between the played quaternions for rotations. Because played values are
 * piecewise linear in the keys, the largest change is at a removed key, so the reported worst
 * error is exact for positions.
 *
 * @module
 */
import { rdpKeep } from "../../convert/reduce_keys.ts";
import { unityKeys } from "../../curves/unity_curve.ts";
import { mergeTimes } from "../../curves/compose.ts";
import { UnityCurve } from "../../curves/unity_curve.ts";
import type {
  MrtkCurve,
  MrtkDocument,
  MrtkHands,
  MrtkPoseCurves,
  MrtkRayCurves,
} from "./document.ts";

/** Tolerances; defaults are MRTK's recording profile defaults (notes-mrtk.md §2, v1.1 writer). */
export interface MrtkTolerances {
  /** Joint positions, metres (default 0.001). */
  readonly jointPosition?: number;
  /** Joint rotations, degrees (default 0.2). */
  readonly jointRotation?: number;
  /** Camera position, metres (default 0.002). */
  readonly cameraPosition?: number;
  /** Camera rotation, degrees (default 0.2). */
  readonly cameraRotation?: number;
  /** Eye-gaze origin, metres (default 0.002). */
  readonly gazeOrigin?: number;
  /** Eye-gaze direction, degrees (default 0.2). */
  readonly gazeDirection?: number;
}

/** MRTK's default tolerances. */
export const MRTK_DEFAULT_TOLERANCES: Required<MrtkTolerances> = {
  jointPosition: 0.001,
  jointRotation: 0.2,
  cameraPosition: 0.002,
  cameraRotation: 0.2,
  gazeOrigin: 0.002,
  gazeDirection: 0.2,
};

/** The outcome of {@linkcode reduceMrtk}. */
export interface MrtkReduction {
  /** The reduced document. */
  readonly document: MrtkDocument;
  /** Keys before, over all curves. */
  readonly keysBefore: number;
  /** Keys after. */
  readonly keysAfter: number;
  /** Worst position/origin change introduced, metres. */
  readonly worstPosition: number;
  /** Worst rotation/direction change introduced, degrees. */
  readonly worstAngle: number;
}

type Measure = "distance" | "angle" | "direction";

/** Angle in degrees between two quaternions as rotations (sign-insensitive); 0 for zero ones. */
function quaternionAngle(a: Float64Array, ai: number, b: Float64Array, bi: number): number {
  const la = Math.hypot(a[ai]!, a[ai + 1]!, a[ai + 2]!, a[ai + 3]!);
  const lb = Math.hypot(b[bi]!, b[bi + 1]!, b[bi + 2]!, b[bi + 3]!);
  if (la === 0 || lb === 0) return la === lb ? 0 : 180;
  const dot = (a[ai]! * b[bi]! + a[ai + 1]! * b[bi + 1]! + a[ai + 2]! * b[bi + 2]! +
    a[ai + 3]! * b[bi + 3]!) / (la * lb);
  return (2 * Math.acos(Math.min(1, Math.abs(dot))) * 180) / Math.PI;
}

/** Angle in degrees between two direction vectors; 0 for zero ones. */
function directionAngle(a: Float64Array, ai: number, b: Float64Array, bi: number): number {
  const la = Math.hypot(a[ai]!, a[ai + 1]!, a[ai + 2]!);
  const lb = Math.hypot(b[bi]!, b[bi + 1]!, b[bi + 2]!);
  if (la === 0 || lb === 0) return la === lb ? 0 : 180;
  const dot = (a[ai]! * b[bi]! + a[ai + 1]! * b[bi + 1]! + a[ai + 2]! * b[bi + 2]!) / (la * lb);
  return (Math.acos(Math.max(-1, Math.min(1, dot))) * 180) / Math.PI;
}

interface GroupResult {
  readonly curves: MrtkCurve[];
  readonly worst: number;
}

/**
 * Reduces one group of curves (position xyz, rotation xyzw or a gaze vector) jointly.
 */
function reduceGroup(
  curves: readonly MrtkCurve[],
  tolerance: number,
  measure: Measure,
): GroupResult {
  const dims = curves.length;
  if (curves.every((c) => c.keys.time.length <= 2)) return { curves: [...curves], worst: 0 };
  const times = mergeTimes(curves.map((c) => Float64Array.from(c.keys.time)));
  const n = times.length;
  // Played values at every key time: each curve is linear between its keys (notes-mrtk.md §3.7).
  const values = new Float64Array(n * dims);
  curves.forEach((c, d) => {
    const unity = new UnityCurve(c.keys, c.preWrap, c.postWrap);
    for (let i = 0; i < n; i++) {
      values[i * dims + d] = c.keys.time.length === 0 ? 0 : unity.evaluate(times[i]!);
    }
  });
  const keep = new Uint8Array(n);
  const lerp = new Float64Array(dims);
  const error = (i: number, a: number, b: number): number => {
    const s = (times[i]! - times[a]!) / (times[b]! - times[a]!);
    for (let d = 0; d < dims; d++) {
      const va = values[a * dims + d]!;
      lerp[d] = va + (values[b * dims + d]! - va) * (Number.isFinite(s) ? s : 0);
    }
    if (measure === "angle") return quaternionAngle(values, i * dims, lerp, 0);
    if (measure === "direction") return directionAngle(values, i * dims, lerp, 0);
    let sum = 0;
    for (let d = 0; d < dims; d++) sum += (values[i * dims + d]! - lerp[d]!) ** 2;
    return Math.sqrt(sum);
  };
  const worst = rdpKeep(n, tolerance, error, keep);
  let kept = 0;
  for (let i = 0; i < n; i++) kept += keep[i]!;
  const out = curves.map((c, d) => {
    if (c.keys.time.length === 0) return c;
    const keys = unityKeys(kept);
    let k = 0;
    for (let i = 0; i < n; i++) {
      if (keep[i] === 0) continue;
      keys.time[k] = times[i]!;
      keys.value[k] = values[i * dims + d]!;
      keys.weightedMode[k] = 3;
      k++;
    }
    return dropCollinear({ preWrap: c.preWrap, postWrap: c.postWrap, keys });
  });
  return { curves: out, worst };
}

/** Removes keys that lie exactly on the line through their neighbours (no change in playback). */
function dropCollinear(curve: MrtkCurve): MrtkCurve {
  const { time, value } = curve.keys;
  const n = time.length;
  if (n <= 2) return curve;
  const keep: number[] = [0];
  for (let i = 1; i < n - 1; i++) {
    const a = keep[keep.length - 1]!;
    const s = (time[i]! - time[a]!) / (time[i + 1]! - time[a]!);
    const line = value[a]! + (value[i + 1]! - value[a]!) * s;
    if (!(Math.abs(line - value[i]!) <= 1e-12 * Math.max(1, Math.abs(value[i]!)))) keep.push(i);
  }
  keep.push(n - 1);
  if (keep.length === n) return curve;
  const keys = unityKeys(keep.length);
  keep.forEach((i, k) => {
    keys.time[k] = time[i]!;
    keys.value[k] = value[i]!;
    keys.weightedMode[k] = 3;
  });
  return { preWrap: curve.preWrap, postWrap: curve.postWrap, keys };
}

function countKeys(curves: readonly MrtkCurve[]): number {
  return curves.reduce((sum, c) => sum + c.keys.time.length, 0);
}

/**
 * Reduces keys of every pose and gaze curve within the tolerances; bool curves keep only the keys
 * where the value changes. Returns the new document, key counts and the worst change introduced.
 *
 * @example Reduce with MRTK's defaults
 * ```ts ignore
 * const { document, keysBefore, keysAfter } = reduceMrtk(readMrtk(bytes));
 * ```
 */
export function reduceMrtk(doc: MrtkDocument, tolerances: MrtkTolerances = {}): MrtkReduction {
  const tol = { ...MRTK_DEFAULT_TOLERANCES, ...tolerances };
  let worstPosition = 0;
  let worstAngle = 0;
  let keysBefore = 0;
  let keysAfter = 0;
  const group = (curves: readonly MrtkCurve[], tolerance: number, measure: Measure) => {
    const result = reduceGroup(curves, tolerance, measure);
    keysBefore += countKeys(curves);
    keysAfter += countKeys(result.curves);
    if (measure === "distance") worstPosition = Math.max(worstPosition, result.worst);
    else worstAngle = Math.max(worstAngle, result.worst);
    return result.curves;
  };
  const pose = (p: MrtkPoseCurves, position: number, rotation: number): MrtkPoseCurves => ({
    position: group(p.position, position, "distance") as unknown as MrtkPoseCurves["position"],
    rotation: group(p.rotation, rotation, "angle") as unknown as MrtkPoseCurves["rotation"],
  });
  const flag = (c: MrtkCurve): MrtkCurve => {
    keysBefore += c.keys.time.length;
    const keep: number[] = [];
    for (let i = 0; i < c.keys.time.length; i++) {
      const on = c.keys.value[i]! > 0.5;
      if (keep.length === 0 || (c.keys.value[keep[keep.length - 1]!]! > 0.5) !== on) keep.push(i);
    }
    keysAfter += keep.length;
    if (keep.length === c.keys.time.length) return c;
    const keys = unityKeys(keep.length);
    keep.forEach((i, k) => {
      keys.time[k] = c.keys.time[i]!;
      keys.value[k] = c.keys.value[i]!;
      keys.outWeight[k] = c.keys.outWeight[i]!;
      keys.weightedMode[k] = c.keys.weightedMode[i]!;
    });
    return { preWrap: c.preWrap, postWrap: c.postWrap, keys };
  };
  const camera = doc.camera === null
    ? null
    : pose(doc.camera, tol.cameraPosition, tol.cameraRotation);
  let hands: MrtkHands | null = null;
  if (doc.hands !== null) {
    const h = doc.hands;
    hands = {
      tracked: [flag(h.tracked[0]), flag(h.tracked[1])],
      pinching: [flag(h.pinching[0]), flag(h.pinching[1])],
      jointsLeft: h.jointsLeft.map((p) => pose(p, tol.jointPosition, tol.jointRotation)),
      jointsRight: h.jointsRight.map((p) => pose(p, tol.jointPosition, tol.jointRotation)),
    };
  }
  let eyeGaze: MrtkRayCurves | null = null;
  if (doc.eyeGaze !== null) {
    eyeGaze = {
      origin: group(
        doc.eyeGaze.origin,
        tol.gazeOrigin,
        "distance",
      ) as unknown as MrtkRayCurves["origin"],
      direction: group(
        doc.eyeGaze.direction,
        tol.gazeDirection,
        "direction",
      ) as unknown as MrtkRayCurves[
        "direction"
      ],
    };
  }
  return {
    document: { ...doc, camera, hands, eyeGaze },
    keysBefore,
    keysAfter,
    worstPosition,
    worstAngle,
  };
}
