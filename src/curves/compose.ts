/**
 * Builds common-model {@linkcode Curve}s out of scalar component curves.
 *
 * @module
 */
import type { Curve } from "../model/clip.ts";
import type { Value, ValueType } from "../model/value_type.ts";

/** A scalar curve: one component of a track. */
export interface ScalarCurve {
  /** The component's value at `time` seconds. */
  evaluate(time: number): number;
  /** Key times in seconds, ascending. */
  keyTimes(): Float64Array;
  /**
   * The values at each of `times` into `out[offset + i × stride]`, as `evaluate` gives them
   * (optional: one call for many times).
   */
  evaluateMany?(times: Float64Array, out: Float64Array, offset: number, stride: number): void;
}

/** A scalar curve that also reads as a boolean. */
export interface BoolScalarCurve {
  /** The boolean value at `time` seconds. */
  evaluateBool(time: number): boolean;
  /** Key times in seconds, ascending. */
  keyTimes(): Float64Array;
}

/**
 * Merges ascending time arrays into one ascending array without duplicates.
 *
 * @example Merge two
 * ```ts
 * import { mergeTimes } from "./compose.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual([...mergeTimes([new Float64Array([0, 1]), new Float64Array([0.5, 1])])], [0, 0.5, 1]);
 * ```
 */
export function mergeTimes(arrays: readonly Float64Array[]): Float64Array {
  if (arrays.length === 1) return arrays[0]!.slice();
  // Components keyed at the same times (the usual case): nothing to merge.
  const first = arrays[0];
  if (first !== undefined && arrays.every((a) => sameTimes(a, first))) {
    let ascending = true;
    for (let i = 1; i < first.length && ascending; i++) ascending = first[i - 1]! < first[i]!;
    if (ascending) return first.slice();
  }
  let total = 0;
  for (const a of arrays) total += a.length;
  const all = new Float64Array(total);
  let at = 0;
  for (const a of arrays) {
    all.set(a, at);
    at += a.length;
  }
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) {
    if (n === 0 || all[i] !== all[n - 1]) all[n++] = all[i]!;
  }
  return all.slice(0, n);
}

/**
 * The number of scalar components of a numeric vector, quaternion or colour value type
 * (`float3` → 3, `floatQ` → 4, `color` → 4), or undefined for other types.
 *
 * @example
 * ```ts
 * import { componentCount } from "./compose.ts";
 * import { equal } from "node:assert/strict";
 * equal(componentCount("double2"), 2);
 * equal(componentCount("string"), undefined);
 * ```
 */
export function componentCount(valueType: ValueType): number | undefined {
  return COMPONENTS[valueType];
}

function sameTimes(a: Float64Array, b: Float64Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const COMPONENTS: Partial<Record<ValueType, number>> = {
  float: 1,
  double: 1,
  float2: 2,
  double2: 2,
  float3: 3,
  double3: 3,
  float4: 4,
  double4: 4,
  floatQ: 4,
  doubleQ: 4,
  color: 4,
};

/**
 * A numeric track curve (`float`, `float3`, `floatQ`, `color`, …) whose components are evaluated
 * independently, as Unity and Maya do.
 *
 * @example A float3 from three constant components
 * ```ts
 * import { VectorCurve } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * const constant = (v: number) => ({ evaluate: () => v, keyTimes: () => new Float64Array([0]) });
 * const curve = new VectorCurve("float3", "unity", [constant(1), constant(2), constant(3)]);
 * deepEqual(curve.evaluate(0.5), { x: 1, y: 2, z: 3 });
 * ```
 */
export class VectorCurve implements Curve {
  /** The track's value type. */
  readonly valueType: ValueType;
  /** Whose evaluation rules the components follow. */
  readonly semantics: string;
  /** The component curves, x first. */
  readonly components: readonly ScalarCurve[];

  /**
   * Composes scalar curves into one vector, colour or quaternion curve.
   *
   * @param valueType a numeric scalar, vector or quaternion type
   * @param semantics whose evaluation rules apply
   * @param components one scalar curve per component
   */
  constructor(valueType: ValueType, semantics: string, components: readonly ScalarCurve[]) {
    const expected = COMPONENTS[valueType];
    if (expected === undefined || expected !== components.length) {
      throw new RangeError(`${valueType} cannot be built from ${components.length} components`);
    }
    this.valueType = valueType;
    this.semantics = semantics;
    this.components = components;
  }

  /** Key times of all components, merged. */
  keyTimes(): Float64Array {
    return mergeTimes(this.components.map((c) => c.keyTimes()));
  }

  /** Keys over all components. */
  keyCount(): number {
    return this.components.reduce((sum, c) => sum + c.keyTimes().length, 0);
  }

  /** Writes the components at `time` into `out` (length ≥ component count). */
  evaluateInto(time: number, out: Float64Array): void {
    for (let i = 0; i < this.components.length; i++) out[i] = this.components[i]!.evaluate(time);
  }

  /**
   * The components at each of `times` into `out` (component count per time, in order), as
   * {@linkcode VectorCurve.evaluateInto} gives them.
   *
   * @example
   * ```ts
   * import { VectorCurve } from "@animkit/animkit";
   * import { deepEqual } from "node:assert/strict";
   * const line = (slope: number) => ({ evaluate: (t: number) => slope * t, keyTimes: () => new Float64Array([0]) });
   * const curve = new VectorCurve("float2", "demo", [line(1), line(2)]);
   * const out = new Float64Array(4);
   * curve.evaluateMany(new Float64Array([1, 2]), out);
   * deepEqual([...out], [1, 2, 2, 4]);
   * ```
   */
  evaluateMany(times: Float64Array, out: Float64Array): void {
    const d = this.components.length;
    for (let c = 0; c < d; c++) {
      // A component at a time: each walks its own keys once.
      const part = this.components[c]!;
      if (part.evaluateMany !== undefined) part.evaluateMany(times, out, c, d);
      else for (let i = 0; i < times.length; i++) out[i * d + c] = part.evaluate(times[i]!);
    }
  }

  /** The value at `time` in AnimJ's JSON shape. */
  evaluate(time: number): Value {
    const c = this.components;
    switch (c.length) {
      case 1:
        return c[0]!.evaluate(time);
      case 2:
        return { x: c[0]!.evaluate(time), y: c[1]!.evaluate(time) };
      case 3:
        return { x: c[0]!.evaluate(time), y: c[1]!.evaluate(time), z: c[2]!.evaluate(time) };
      default:
        if (this.valueType === "color") {
          return {
            r: c[0]!.evaluate(time),
            g: c[1]!.evaluate(time),
            b: c[2]!.evaluate(time),
            a: c[3]!.evaluate(time),
          };
        }
        return {
          x: c[0]!.evaluate(time),
          y: c[1]!.evaluate(time),
          z: c[2]!.evaluate(time),
          w: c[3]!.evaluate(time),
        };
    }
  }
}

/**
 * A `bool` track curve over a scalar curve that reads as a boolean.
 *
 * @example A constant true curve
 * ```ts
 * import { BoolCurve } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const curve = new BoolCurve("unity", { evaluateBool: () => true, keyTimes: () => new Float64Array([0]) });
 * equal(curve.evaluate(3), true);
 * ```
 */
export class BoolCurve implements Curve {
  /** Always `bool`. */
  readonly valueType: ValueType = "bool";
  /** Whose evaluation rules apply. */
  readonly semantics: string;
  /** The underlying curve. */
  readonly source: BoolScalarCurve;

  /**
   * Reads a scalar curve as booleans.
   *
   * @param semantics whose evaluation rules apply
   * @param source the curve read as a boolean
   */
  constructor(semantics: string, source: BoolScalarCurve) {
    this.semantics = semantics;
    this.source = source;
  }

  /** Key times. */
  keyTimes(): Float64Array {
    return this.source.keyTimes();
  }

  /** The boolean at `time`. */
  evaluate(time: number): Value {
    return this.source.evaluateBool(time);
  }
}
