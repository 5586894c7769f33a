/**
 * Measuring how far two curves are apart: the fidelity numbers conversions report.
 *
 * @module
 */
import type { Curve } from "./clip.ts";
import type { Value } from "./value_type.ts";

function components(value: Value, out: number[]): void {
  out.length = 0;
  if (typeof value === "number") out.push(value);
  else if (typeof value === "boolean") out.push(value ? 1 : 0);
  else if (typeof value === "bigint") out.push(Number(value));
  else if (typeof value === "string") out.push(0);
  else if (Array.isArray(value)) {
    for (const row of value) for (const v of row) out.push(v);
  } else {
    // Vector, quaternion and colour shapes: read the known keys without building arrays.
    const o = value as unknown as Record<string, number | boolean | undefined>;
    for (const key of KEYS) {
      const v = o[key];
      if (v !== undefined) out.push(typeof v === "boolean" ? (v ? 1 : 0) : v);
    }
  }
}

const KEYS = ["x", "y", "z", "w", "r", "g", "b", "a"] as const;

/**
 * The largest absolute difference of any component between two curves at the given times.
 * Booleans count as 0/1; strings compare equal or 1 apart; quaternions are compared with the
 * sign that fits (q and −q are one rotation).
 *
 * @example Two lines one unit apart
 * ```ts
 * import { maxCurveDifference, type Curve } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const line = (offset: number): Curve => ({
 *   valueType: "float", semantics: "test", keyTimes: () => new Float64Array([0, 1]),
 *   evaluate: (t: number) => t + offset,
 * });
 * equal(maxCurveDifference(line(0), line(1), [0, 0.5, 1]), 1);
 * ```
 */
export function maxCurveDifference(a: Curve, b: Curve, times: ArrayLike<number>): number {
  let worst = 0;
  const quaternion = (a.valueType === "floatQ" || a.valueType === "doubleQ") &&
    (b.valueType === "floatQ" || b.valueType === "doubleQ");
  const ca: number[] = [];
  const cb: number[] = [];
  for (let i = 0; i < times.length; i++) {
    const va = a.evaluate(times[i]!);
    const vb = b.evaluate(times[i]!);
    if (typeof va === "string" || typeof vb === "string") {
      if (va !== vb) worst = Math.max(worst, 1);
      continue;
    }
    components(va, ca);
    components(vb, cb);
    // q and −q are the same rotation: compare quaternions with the sign that fits.
    let sign = 1;
    if (quaternion) {
      let dot = 0;
      for (let c = 0; c < 4; c++) dot += (ca[c] ?? 0) * (cb[c] ?? 0);
      if (dot < 0) sign = -1;
    }
    for (let c = 0; c < Math.min(ca.length, cb.length); c++) {
      const d = Math.abs(ca[c]! - sign * cb[c]!);
      if (d > worst || Number.isNaN(d)) worst = Number.isNaN(d) ? Infinity : d;
    }
  }
  return worst;
}

/**
 * Times to compare two curves at: every key time of both plus `perSegment` evenly spaced points
 * inside each gap between consecutive key times.
 *
 * @example Keys at 0 and 1, three points between
 * ```ts
 * import { comparisonTimes } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual([...comparisonTimes([new Float64Array([0, 1])], 3)], [0, 0.25, 0.5, 0.75, 1]);
 * ```
 */
export function comparisonTimes(keyTimes: readonly Float64Array[], perSegment = 4): Float64Array {
  let total = 0;
  let ascending = true;
  for (const times of keyTimes) {
    total += times.length;
    for (let i = 1; i < times.length && ascending; i++) ascending = times[i - 1]! <= times[i]!;
  }
  let all = new Float64Array(total);
  let at = 0;
  if (ascending) {
    // Key times are usually ascending already: merge them instead of sorting.
    let scratch = new Float64Array(total);
    for (const times of keyTimes) {
      let i = 0;
      let j = 0;
      let o = 0;
      while (i < at && j < times.length) {
        scratch[o++] = all[i]! <= times[j]! ? all[i++]! : times[j++]!;
      }
      while (i < at) scratch[o++] = all[i++]!;
      while (j < times.length) scratch[o++] = times[j++]!;
      at = o;
      [all, scratch] = [scratch, all];
    }
  } else {
    for (const times of keyTimes) all.set(times, at), at += times.length;
    all.sort();
  }
  // Distinct times, compacted in place.
  let unique = 0;
  for (let i = 0; i < total; i++) {
    if (unique === 0 || all[i] !== all[unique - 1]) all[unique++] = all[i]!;
  }
  const steps = perSegment >= 1 ? Math.floor(perSegment) : 0;
  const out = new Float64Array(unique + Math.max(0, unique - 1) * steps);
  let o = 0;
  for (let i = 0; i < unique; i++) {
    const a = all[i]!;
    out[o++] = a;
    if (i + 1 < unique) {
      const b = all[i + 1]!;
      for (let k = 1; k <= steps; k++) out[o++] = a + ((b - a) * k) / (perSegment + 1);
    }
  }
  return o === out.length ? out : out.slice(0, o);
}

/**
 * The rotation angle in degrees between two quaternions (any length, either sign): both are
 * normalised, and q and −q count as the same rotation. Computed as 4·asin(|a − b|/2) on the
 * sign-aligned unit quaternions, which stays accurate for tiny angles where acos does not.
 *
 * @example A quarter turn about z against identity
 * ```ts
 * import { rotationAngleDeg } from "@animkit/animkit";
 * import { ok } from "node:assert/strict";
 * const s = Math.SQRT1_2;
 * ok(Math.abs(rotationAngleDeg([0, 0, 0, 1], [0, 0, s, s]) - 90) < 1e-9);
 * ok(rotationAngleDeg([0, 0, 0, 1], [0, 0, 0, -2]) === 0);
 * ```
 */
export function rotationAngleDeg(a: ArrayLike<number>, b: ArrayLike<number>): number {
  // Square roots of sums (Math.hypot's care for overflow is not needed for quaternions and
  // costs several times as much).
  const la = Math.sqrt(a[0]! * a[0]! + a[1]! * a[1]! + a[2]! * a[2]! + a[3]! * a[3]!);
  const lb = Math.sqrt(b[0]! * b[0]! + b[1]! * b[1]! + b[2]! * b[2]! + b[3]! * b[3]!);
  if (!(la > 0) || !(lb > 0)) return la === lb ? 0 : 180;
  let dot = 0;
  for (let c = 0; c < 4; c++) dot += a[c]! * b[c]!;
  const sign = dot < 0 ? -1 : 1;
  let d2 = 0;
  for (let c = 0; c < 4; c++) {
    const d = a[c]! / la - sign * b[c]! / lb;
    d2 += d * d;
  }
  const chord = Math.min(1, Math.sqrt(d2) / 2);
  return (4 * Math.asin(chord) * 180) / Math.PI;
}

/**
 * The worst difference between two curves at the given times, as a user sees it: the rotation
 * angle in degrees for quaternion tracks (normalised, either sign), otherwise as
 * {@linkcode maxCurveDifference}.
 *
 * @example Two rotations a quarter turn apart
 * ```ts
 * import { maxPlayedError, type Curve } from "@animkit/animkit";
 * import { ok } from "node:assert/strict";
 * const s = Math.SQRT1_2;
 * const q = (z: number, w: number): Curve => ({
 *   valueType: "floatQ", semantics: "test", keyTimes: () => new Float64Array([0]),
 *   evaluate: () => ({ x: 0, y: 0, z, w }),
 * });
 * ok(Math.abs(maxPlayedError(q(0, 1), q(s, s), [0]) - 90) < 1e-9);
 * ```
 */
export function maxPlayedError(a: Curve, b: Curve, times: ArrayLike<number>): number {
  const quaternion = (a.valueType === "floatQ" || a.valueType === "doubleQ") &&
    (b.valueType === "floatQ" || b.valueType === "doubleQ");
  if (!quaternion) return maxCurveDifference(a, b, times);
  const ca: number[] = [];
  const cb: number[] = [];
  let worst = 0;
  for (let i = 0; i < times.length; i++) {
    components(a.evaluate(times[i]!), ca);
    components(b.evaluate(times[i]!), cb);
    const e = rotationAngleDeg(ca, cb);
    if (!(e <= worst)) worst = Number.isNaN(e) ? Infinity : e;
  }
  return worst;
}
