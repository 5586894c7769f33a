/**
 * glTF animation samplers evaluated as glTF 2.0 Appendix C specifies: outside the keys the first
 * or last value holds; STEP holds each key; LINEAR lerps, rotations slerped along the shorter
 * arc (the second key negated when the dot product is negative; antipodal keys give a constant
 * segment); CUBICSPLINE is the Hermite of the value, the out-tangent × Δt, the next value and its
 * in-tangent × Δt, rotations normalised and never flipped. The first in-tangent and the last
 * out-tangent are never used.
 *
 * @module
 */
import type { Value, ValueType } from "../../model/value_type.ts";
import { lastKeyAtOrBefore } from "../../curves/search.ts";
import { slerpShortestInto } from "../../curves/quaternion.ts";
import {
  KEYED_HERMITE,
  KEYED_LINEAR,
  KEYED_STEP,
  type KeyedComponent,
  type KeyedCurve,
} from "../../model/keyed.ts";

/** A sampler's interpolation. */
export type GltfSamplerInterpolation = "STEP" | "LINEAR" | "CUBICSPLINE";

/**
 * One channel's curve (a single component of `weights`, or a whole translation, rotation or
 * scale).
 *
 * @example A LINEAR scalar from 0 to 2 over one second
 * ```ts
 * import { GltfCurve } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const c = new GltfCurve("float", "LINEAR", new Float64Array([0, 1]), new Float64Array([0, 2]), 1, 0, 1);
 * equal(c.evaluate(0.25), 0.5);
 * ```
 */
export class GltfCurve implements KeyedCurve {
  /** float, float3 or floatQ. */
  readonly valueType: ValueType;
  /** Always `gltf`. */
  readonly semantics: string = "gltf";
  /** The interpolation. */
  readonly interpolation: GltfSamplerInterpolation;
  #times: Float64Array;
  #out: Float32Array | Float64Array;
  #stride: number;
  #offset: number;
  #dims: number;
  #tmp = new Float64Array(4);
  #segment = 0;

  /**
   * @param valueType float (one morph weight), float3 or floatQ
   * @param interpolation the sampler's interpolation
   * @param times key times in seconds, ascending
   * @param output the sampler's output values
   * @param stride values per key in `output` (per element; CUBICSPLINE keys are 3 elements)
   * @param offset where this curve's components start inside an element
   * @param dims components of this curve
   */
  constructor(
    valueType: ValueType,
    interpolation: GltfSamplerInterpolation,
    times: Float64Array,
    output: Float32Array | Float64Array,
    stride: number,
    offset: number,
    dims: number,
  ) {
    this.valueType = valueType;
    this.interpolation = interpolation;
    this.#times = times;
    this.#out = output;
    this.#stride = stride;
    this.#offset = offset;
    this.#dims = dims;
  }

  /** Key times. */
  keyTimes(): Float64Array {
    return this.#times.slice();
  }

  /** Keys over all components. */
  keyCount(): number {
    return this.#times.length * this.#dims;
  }

  /** Offset of key `k`'s part (0 in-tangent, 1 value, 2 out-tangent for CUBICSPLINE). */
  #at(k: number, part: number): number {
    const cubic = this.interpolation === "CUBICSPLINE";
    return (cubic ? (3 * k + part) * this.#stride : k * this.#stride) + this.#offset;
  }

  /** The value at `time` into `out` (components). */
  evaluateInto(time: number, out: Float64Array): void {
    const t = this.#times;
    const n = t.length;
    const d = this.#dims;
    const o = this.#out;
    const quaternion = this.valueType === "floatQ";
    // Ascending evaluation stays in the segment found last time or moves to the next one.
    let k = this.#segment;
    if (!(k < n - 1 && t[k]! <= time && time < t[k + 1]!)) {
      k = k + 1 < n - 1 && t[k + 1]! <= time && time < t[k + 2]!
        ? k + 1
        : lastKeyAtOrBefore(t, time);
      if (k >= 0 && k < n - 1) this.#segment = k;
    }
    if (k < 0 || n === 1 || time >= t[n - 1]!) {
      const key = k < 0 ? 0 : Math.min(k, n - 1);
      const at = this.#at(key, 1);
      for (let c = 0; c < d; c++) out[c] = o[at + c]!;
      if (quaternion) normalize(out);
      return;
    }
    if (k >= n - 1) k = n - 2;
    const t0 = t[k]!;
    const dt = t[k + 1]! - t0;
    const s = (time - t0) / dt;
    const a = this.#at(k, 1);
    const b = this.#at(k + 1, 1);
    if (this.interpolation === "STEP") {
      for (let c = 0; c < d; c++) out[c] = o[a + c]!;
      if (quaternion) normalize(out);
      return;
    }
    if (this.interpolation === "LINEAR") {
      if (quaternion) {
        slerpShortestInto(o, a, o, b, s, out);
        return;
      }
      for (let c = 0; c < d; c++) out[c] = o[a + c]! + (o[b + c]! - o[a + c]!) * s;
      return;
    }
    const outTangent = this.#at(k, 2);
    const inTangent = this.#at(k + 1, 0);
    const s2 = s * s;
    const s3 = s2 * s;
    for (let c = 0; c < d; c++) {
      out[c] = (2 * s3 - 3 * s2 + 1) * o[a + c]! + (s3 - 2 * s2 + s) * dt * o[outTangent + c]! +
        (-2 * s3 + 3 * s2) * o[b + c]! + (s3 - s2) * dt * o[inTangent + c]!;
    }
    if (quaternion) normalize(out);
  }

  /** The value at `time`. */
  evaluate(time: number): Value {
    const v = this.#tmp;
    this.evaluateInto(time, v);
    if (this.#dims === 1) return v[0]!;
    if (this.#dims === 3) return { x: v[0]!, y: v[1]!, z: v[2]! };
    return { x: v[0]!, y: v[1]!, z: v[2]!, w: v[3]! };
  }

  /**
   * The keys component by component: STEP holds, LINEAR straight segments (not slerped
   * rotations: null), CUBICSPLINE Hermite with the tangents as slopes per second.
   */
  keyedComponents(): KeyedComponent[] | null {
    if (this.valueType === "floatQ" && this.interpolation === "LINEAR") return null;
    const n = this.#times.length;
    const mode = this.interpolation === "STEP"
      ? KEYED_STEP
      : this.interpolation === "LINEAR"
      ? KEYED_LINEAR
      : KEYED_HERMITE;
    const cubic = this.interpolation === "CUBICSPLINE";
    return Array.from({ length: this.#dims }, (_, c) => {
      const values = new Float64Array(n);
      const inSlopes = new Float64Array(n);
      const outSlopes = new Float64Array(n);
      for (let k = 0; k < n; k++) {
        values[k] = this.#out[this.#at(k, 1) + c]!;
        if (cubic) {
          inSlopes[k] = k > 0 ? this.#out[this.#at(k, 0) + c]! : 0;
          outSlopes[k] = k + 1 < n ? this.#out[this.#at(k, 2) + c]! : 0;
        }
      }
      return {
        times: this.#times,
        values,
        inSlopes,
        outSlopes,
        modes: new Uint8Array(n).fill(mode),
      };
    });
  }
}

function normalize(q: Float64Array): void {
  const length = Math.sqrt(q[0]! * q[0]! + q[1]! * q[1]! + q[2]! * q[2]! + q[3]! * q[3]!);
  if (length > 1e-12) { for (let c = 0; c < 4; c++) q[c] = q[c]! / length; }
}
