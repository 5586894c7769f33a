/**
 * Neighbouring 32-bit float times: what a target that stores times as float32 can hold next to a
 * given instant.
 *
 * @module
 */

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);

/**
 * The float32 next to `t` (itself a float32) upwards (`direction` 1) or downwards (−1).
 *
 * @example
 * ```ts
 * import { nextFloat32 } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(nextFloat32(1, 1), 1 + 2 ** -23);
 * equal(nextFloat32(1, -1), 1 - 2 ** -24);
 * ```
 */
export function nextFloat32(t: number, direction: 1 | -1): number {
  if (t === 0) return direction * 2 ** -149;
  F32[0] = t;
  U32[0] = U32[0]! + ((t > 0) === (direction > 0) ? 1 : -1);
  return F32[0]!;
}

/**
 * The smallest float32 at or after `t`.
 *
 * @example
 * ```ts
 * import { float32AtOrAfter } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(float32AtOrAfter(2.5), 2.5);
 * equal(float32AtOrAfter(0.1), 0.10000000149011612);
 * ```
 */
export function float32AtOrAfter(t: number): number {
  const f = Math.fround(t);
  return f < t ? nextFloat32(f, 1) : f;
}
