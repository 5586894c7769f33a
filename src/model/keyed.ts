/**
 * An optional description a curve may give of its keys, so that writers can carry curves over
 * exactly instead of resampling them. Any format's curve can implement it.
 *
 * @module
 */
import { lastKeyAtOrBefore } from "../curves/search.ts";
import type { Curve } from "./clip.ts";

/** Segment kind of a key: the value stays until the next key. */
export const KEYED_STEP = 0;
/** Segment kind of a key: straight line to the next key's value. */
export const KEYED_LINEAR = 1;
/**
 * Segment kind of a key: cubic Hermite in value with time linear, from this key's value with
 * `outSlopes[i]` to the next key's value with `inSlopes[i + 1]` (slopes in value units per second).
 */
export const KEYED_HERMITE = 2;

/** One scalar component's keys. All arrays have one entry per key; times ascend strictly. */
export interface KeyedComponent {
  /** Key times in seconds. */
  readonly times: Float64Array;
  /** Key values. */
  readonly values: Float64Array;
  /** Incoming slope per second (used when the previous key's segment is Hermite). */
  readonly inSlopes: Float64Array;
  /** Outgoing slope per second (used when this key's segment is Hermite). */
  readonly outSlopes: Float64Array;
  /** Segment kind per key ({@linkcode KEYED_STEP}, {@linkcode KEYED_LINEAR}, {@linkcode KEYED_HERMITE}). */
  readonly modes: Uint8Array;
}

/**
 * A curve that can describe itself as keys: before the first key it holds the first value, after
 * the last key the last value, and between keys it follows the left key's segment kind,
 * component by component (quaternions too). Return null when the curve cannot be described
 * exactly this way (weighted tangents, slerp, …).
 */
export interface KeyedCurve extends Curve {
  /** One entry per component of the value type, in order (x, y, z, w / r, g, b, a). */
  keyedComponents(): readonly KeyedComponent[] | null;
}

/** A scalar component curve (as in `VectorCurve.components`) that can describe its keys. */
export interface KeyedScalarCurve {
  /** The component's keys, or null when they cannot describe the curve exactly. */
  keyed(): KeyedComponent | null;
}

/**
 * The keyed description of a curve, from {@linkcode KeyedCurve.keyedComponents} or from
 * components that implement {@linkcode KeyedScalarCurve}; null when there is none.
 *
 * @example A composed curve whose components describe their keys
 * ```ts
 * import { KEYED_LINEAR, keyedComponentsOf, VectorCurve } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const keys = {
 *   times: new Float64Array([0, 1]), values: new Float64Array([0, 2]),
 *   inSlopes: new Float64Array(2), outSlopes: new Float64Array(2),
 *   modes: new Uint8Array([KEYED_LINEAR, KEYED_LINEAR]),
 * };
 * const scalar = { evaluate: (t: number) => 2 * t, keyTimes: () => keys.times, keyed: () => keys };
 * equal(keyedComponentsOf(new VectorCurve("float", "demo", [scalar]))?.length, 1);
 * ```
 */
export function keyedComponentsOf(curve: Curve): readonly KeyedComponent[] | null {
  const own = (curve as Partial<KeyedCurve>).keyedComponents;
  if (typeof own === "function") return own.call(curve);
  const parts = (curve as { components?: unknown }).components;
  if (!Array.isArray(parts) || parts.length === 0) return null;
  const out: KeyedComponent[] = [];
  for (const part of parts) {
    const keyed = (part as Partial<KeyedScalarCurve>).keyed;
    if (typeof keyed !== "function") return null;
    const k = keyed.call(part);
    if (k === null) return null;
    out.push(k);
  }
  return out;
}

/**
 * Evaluates one keyed component at `time` (the reference semantics of the interface).
 *
 * @example Linear between two keys
 * ```ts
 * import { evaluateKeyed, KEYED_LINEAR } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const k = {
 *   times: new Float64Array([0, 2]), values: new Float64Array([0, 4]),
 *   inSlopes: new Float64Array(2), outSlopes: new Float64Array(2),
 *   modes: new Uint8Array([KEYED_LINEAR, KEYED_LINEAR]),
 * };
 * equal(evaluateKeyed(k, 0.5), 1); // 0 + (4 − 0) × 0.5 / 2
 * ```
 */
export function evaluateKeyed(k: KeyedComponent, time: number): number {
  const n = k.times.length;
  if (n === 0) return 0;
  if (!(time > k.times[0]!)) return k.values[0]!;
  if (time >= k.times[n - 1]!) return k.values[n - 1]!;
  return segmentValue(k, lastKeyAtOrBefore(k.times, time, n - 1), time);
}

/** Value of segment `i` (from key i to key i + 1) at `time`. */
export function segmentValue(k: KeyedComponent, i: number, time: number): number {
  const t0 = k.times[i]!;
  const dt = k.times[i + 1]! - t0;
  const v0 = k.values[i]!;
  const v1 = k.values[i + 1]!;
  const mode = k.modes[i];
  if (mode === KEYED_STEP || !(dt > 0)) return v0;
  const u = (time - t0) / dt;
  if (mode === KEYED_LINEAR) return v0 + (v1 - v0) * u;
  const m0 = k.outSlopes[i]! * dt;
  const m1 = k.inSlopes[i + 1]! * dt;
  const u2 = u * u;
  const u3 = u2 * u;
  return (2 * u3 - 3 * u2 + 1) * v0 + (u3 - 2 * u2 + u) * m0 + (-2 * u3 + 3 * u2) * v1 +
    (u3 - u2) * m1;
}

/** Slope per second of segment `i` at `time`. */
export function segmentSlope(k: KeyedComponent, i: number, time: number): number {
  const t0 = k.times[i]!;
  const dt = k.times[i + 1]! - t0;
  const v0 = k.values[i]!;
  const v1 = k.values[i + 1]!;
  const mode = k.modes[i];
  if (mode === KEYED_STEP || !(dt > 0)) return 0;
  if (mode === KEYED_LINEAR) return (v1 - v0) / dt;
  const u = (time - t0) / dt;
  const m0 = k.outSlopes[i]! * dt;
  const m1 = k.inSlopes[i + 1]! * dt;
  const u2 = u * u;
  const d = (6 * u2 - 6 * u) * v0 + (3 * u2 - 4 * u + 1) * m0 + (-6 * u2 + 6 * u) * v1 +
    (3 * u2 - 2 * u) * m1;
  return d / dt;
}
