/**
 * An optional description a curve may give of its keys, so that writers can carry curves over
 * exactly instead of resampling them. Any format's curve can implement it.
 *
 * @module
 */
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
