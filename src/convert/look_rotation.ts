/**
 * A direction track as a rotation: the look rotation that turns the forward axis +Z onto the
 * direction (MRTK's eye gaze direction into a glTF node's rotation).
 *
 * @module
 */
import type { Curve } from "../model/clip.ts";
import type { Value, ValueType } from "../model/value_type.ts";

/**
 * The shortest-arc rotation taking +Z to the direction `(x, y, z)` (any length) as a unit
 * quaternion `[x, y, z, w]`; a zero direction gives identity, and the exact opposite of +Z a half
 * turn about +Y.
 *
 * @example +Z → +X is a quarter turn about +Y
 * ```ts
 * import { lookRotation } from "./look_rotation.ts";
 * import { ok } from "node:assert/strict";
 * const [x, y, z, w] = lookRotation(1, 0, 0);
 * ok(Math.abs(y - Math.SQRT1_2) < 1e-12 && Math.abs(w - Math.SQRT1_2) < 1e-12 && x === 0 && z === 0);
 * ```
 */
export function lookRotation(x: number, y: number, z: number): [number, number, number, number] {
  const length = Math.hypot(x, y, z);
  if (!(length > 0)) return [0, 0, 0, 1];
  const dx = x / length, dy = y / length, dz = z / length;
  // q = (axis · sin θ/2, cos θ/2) from (+Z × d, 1 + +Z · d), normalised.
  const w = 1 + dz;
  if (w < 1e-12) return [0, 1, 0, 0];
  const qx = -dy, qy = dx, qz = 0;
  const n = Math.hypot(qx, qy, qz, w);
  return [qx / n, qy / n, qz / n, w / n];
}

/**
 * A floatQ curve playing the look rotation of a float3 direction curve, at the direction's key
 * times.
 *
 * @example
 * ```ts
 * import { LookRotationCurve } from "./look_rotation.ts";
 * import { deepEqual } from "node:assert/strict";
 * const direction = { valueType: "float3" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([0]), evaluate: () => ({ x: 0, y: 0, z: 2 }) };
 * deepEqual(new LookRotationCurve(direction).evaluate(0), { x: -0, y: 0, z: 0, w: 1 });
 * ```
 */
export class LookRotationCurve implements Curve {
  /** Always `floatQ`. */
  readonly valueType: ValueType = "floatQ";
  /** The direction's semantics. */
  readonly semantics: string;
  /** The direction curve. */
  readonly direction: Curve;

  /** @param direction a float3 direction curve */
  constructor(direction: Curve) {
    this.direction = direction;
    this.semantics = direction.semantics;
  }

  /** The direction's key times. */
  keyTimes(): Float64Array {
    return this.direction.keyTimes();
  }

  /** The rotation at `time`. */
  evaluate(time: number): Value {
    const d = this.direction.evaluate(time) as { x: number; y: number; z: number };
    const [x, y, z, w] = lookRotation(d.x, d.y, d.z);
    return { x, y, z, w };
  }
}

/**
 * A rotation curve seen as the direction it turns +Z to (a look rotation read back as a gaze
 * direction): the third column of the rotation's matrix, a unit vector.
 *
 * @example A quarter turn about +Y looks along +X
 * ```ts
 * import { LookDirectionCurve } from "./look_rotation.ts";
 * import { ok } from "node:assert/strict";
 * const rotation = { valueType: "floatQ" as const, semantics: "demo", keyTimes: () => new Float64Array([0]),
 *   evaluate: () => ({ x: 0, y: Math.SQRT1_2, z: 0, w: Math.SQRT1_2 }) };
 * const d = new LookDirectionCurve(rotation).evaluate(0) as { x: number; y: number; z: number };
 * ok(Math.abs(d.x - 1) < 1e-12 && Math.abs(d.y) < 1e-12 && Math.abs(d.z) < 1e-12);
 * ```
 */
export class LookDirectionCurve implements Curve {
  /** Always `float3`. */
  readonly valueType: ValueType = "float3";
  /** The rotation's semantics. */
  readonly semantics: string;
  /** The rotation curve. */
  readonly source: Curve;

  /** @param rotation a floatQ curve */
  constructor(rotation: Curve) {
    this.source = rotation;
    this.semantics = rotation.semantics;
  }

  /** The rotation's key times. */
  keyTimes(): Float64Array {
    return this.source.keyTimes();
  }

  /** The direction at `time`. */
  evaluate(time: number): Value {
    const q = this.source.evaluate(time) as { x: number; y: number; z: number; w: number };
    const n = Math.hypot(q.x, q.y, q.z, q.w) || 1;
    const [x, y, z, w] = [q.x / n, q.y / n, q.z / n, q.w / n];
    // R(q)·(0, 0, 1): the third column of the rotation matrix.
    return { x: 2 * (x * z + w * y), y: 2 * (y * z - w * x), z: 1 - 2 * (x * x + y * y) };
  }
}
