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
 * Booleans count as 0/1; strings compare equal or 1 apart.
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
    for (let c = 0; c < Math.min(ca.length, cb.length); c++) {
      const d = Math.abs(ca[c]! - cb[c]!);
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
  const all: number[] = [];
  for (const times of keyTimes) for (const t of times) all.push(t);
  all.sort((x, y) => x - y);
  const unique = all.filter((t, i) => i === 0 || t !== all[i - 1]);
  const out: number[] = [];
  for (let i = 0; i < unique.length; i++) {
    out.push(unique[i]!);
    if (i + 1 < unique.length) {
      const a = unique[i]!;
      const b = unique[i + 1]!;
      for (let k = 1; k <= perSegment; k++) out.push(a + ((b - a) * k) / (perSegment + 1));
    }
  }
  return Float64Array.from(out);
}
