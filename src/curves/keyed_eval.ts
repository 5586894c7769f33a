/**
 * The one evaluator of keyed components ({@linkcode KeyedComponent}): held, straight and cubic
 * Hermite segments over typed arrays, shared by the fitting engine and every curve that
 * describes its keys.
 *
 * @module
 */
import { KEYED_LINEAR, KEYED_STEP, type KeyedComponent } from "../model/keyed.ts";
import { lastKeyAtOrBefore } from "./search.ts";

/**
 * Evaluates one keyed component at `time` (the reference semantics of the interface).
 *
 * @example Linear between two keys
 * ```ts
 * import { KEYED_LINEAR } from "@animkit/animkit";
 * import { evaluateKeyed } from "./keyed_eval.ts";
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
