/**
 * glTF animation samplers evaluated as glTF 2.0 Appendix C specifies: outside the keys the first
 * or last value holds; STEP holds each key; LINEAR lerps, rotations slerped along the shorter
 * arc (the second key negated when the dot product is negative; antipodal keys give a constant
 * segment); CUBICSPLINE is the Hermite of the value, the out-tangent × Δt, the next value and its
 * in-tangent × Δt, rotations normalised and never flipped. The first in-tangent and the last
 * out-tangent are never used.
 *
 * Sampling keeps a cursor (the segment found last), so increasing times walk on instead of
 * searching; float32 and float64 outputs each have their own copy of the arithmetic, so that the
 * engine sees one kind of array in each.
 *
 * @module
 */
import type { Value, ValueType } from "../../model/value_type.ts";
import { lastKeyFrom } from "../../curves/search.ts";
import { slerpWeightsInto } from "../../curves/quaternion.ts";
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
  /** `#out` when it is float32, else empty. */
  #out32: Float32Array;
  /** `#out` when it is float64, else empty. */
  #out64: Float64Array;
  #float32: boolean;
  #stride: number;
  #offset: number;
  #dims: number;
  /** The last key at or before the time evaluated last (the cursor). */
  #segment = 0;
  /** {@linkcode STEP}, {@linkcode LERP}, {@linkcode SLERP} or {@linkcode HERMITE}. */
  #mode: number;
  #quaternion: boolean;
  /** Stride between keys' values: 3 strides for CUBICSPLINE (in-tangent, value, out-tangent). */
  #keyStride: number;
  /** Offset of a key's value within its key. */
  #valueOffset: number;

  /**
   * Makes the curve of a glTF sampler.
   *
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
    this.#float32 = output instanceof Float32Array;
    this.#out32 = output instanceof Float32Array ? output : NO_FLOAT32;
    this.#out64 = output instanceof Float64Array ? output : NO_FLOAT64;
    this.#stride = stride;
    this.#offset = offset;
    this.#dims = dims;
    this.#quaternion = valueType === "floatQ";
    this.#mode = interpolation === "STEP"
      ? STEP
      : interpolation === "CUBICSPLINE"
      ? HERMITE
      : this.#quaternion
      ? SLERP
      : LERP;
    this.#keyStride = this.#mode === HERMITE ? 3 * stride : stride;
    this.#valueOffset = (this.#mode === HERMITE ? stride : 0) + offset;
  }

  /** Key times. */
  keyTimes(): Float64Array {
    return this.#times.slice();
  }

  /**
   * Whether every key time and every number the curve's keys store (values, and tangents for
   * CUBICSPLINE) is finite: what the curve plays is then finite everywhere. Reads the keys, no
   * evaluation.
   *
   * @example
   * ```ts
   * import { GltfCurve } from "@animkit/animkit";
   * import { equal } from "node:assert/strict";
   * const times = new Float64Array([0, 1]);
   * equal(new GltfCurve("float", "LINEAR", times, new Float32Array([0, 2]), 1, 0, 1).finiteKeys(), true);
   * equal(new GltfCurve("float", "LINEAR", times, new Float32Array([0, NaN]), 1, 0, 1).finiteKeys(), false);
   * ```
   */
  finiteKeys(): boolean {
    const t = this.#times;
    for (let k = 0; k < t.length; k++) if (!Number.isFinite(t[k]!)) return false;
    const o = this.#out;
    const parts = this.#mode === HERMITE ? 3 : 1;
    for (let k = 0; k < t.length * parts; k++) {
      const at = k * this.#stride + this.#offset;
      for (let c = 0; c < this.#dims; c++) if (!Number.isFinite(o[at + c]!)) return false;
    }
    return true;
  }

  /** The first key's time in seconds (NaN without keys). */
  get startTime(): number {
    return this.#times.length === 0 ? NaN : this.#times[0]!;
  }

  /** The last key's time in seconds (NaN without keys). */
  get endTime(): number {
    return this.#times.length === 0 ? NaN : this.#times[this.#times.length - 1]!;
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

  /**
   * The value at `time` into `out` (components). Any order of times gives the same values;
   * increasing ones are the fastest.
   */
  evaluateInto(time: number, out: Float64Array): void {
    const t = this.#times;
    const n = t.length;
    const k = lastKeyFrom(t, time, this.#segment, n);
    this.#segment = k;
    const mode = this.#mode;
    // Before the first key, from the last key on, on a key, and STEP: one key's value.
    const key = k < 0 ? 0 : k >= n - 1 ? n - 1 : mode === STEP || time === t[k]! ? k : -1;
    if (key >= 0) {
      const at = key * this.#keyStride + this.#valueOffset;
      if (this.#float32) keyValue32(this.#out32, at, this.#dims, this.#quaternion, out);
      else keyValue64(this.#out64, at, this.#dims, this.#quaternion, out);
      return;
    }
    const t0 = t[k]!;
    const dt = t[k + 1]! - t0;
    const s = (time - t0) / dt;
    const a = k * this.#keyStride + this.#valueOffset;
    const stride = this.#stride;
    if (this.#float32) {
      const o = this.#out32;
      if (mode === LERP) lerp32(o, a, a + stride, this.#dims, s, out);
      else if (mode === SLERP) slerp32(o, a, a + stride, s, out);
      else hermite32(o, a, stride, this.#dims, this.#quaternion, s, dt, out);
    } else {
      const o = this.#out64;
      if (mode === LERP) lerp64(o, a, a + stride, this.#dims, s, out);
      else if (mode === SLERP) slerp64(o, a, a + stride, s, out);
      else hermite64(o, a, stride, this.#dims, this.#quaternion, s, dt, out);
    }
  }

  /**
   * The values at each of `times` into `out` (`dims` per time, in order): what
   * {@linkcode GltfCurve.evaluateInto} gives at each, in one call. Ascending times are the
   * fastest.
   *
   * @example
   * ```ts
   * import { GltfCurve } from "@animkit/animkit";
   * import { deepEqual } from "node:assert/strict";
   * const c = new GltfCurve("float", "LINEAR", new Float64Array([0, 1]), new Float32Array([0, 2]), 1, 0, 1);
   * const out = new Float64Array(3);
   * c.evaluateMany(new Float64Array([0, 0.25, 2]), out);
   * deepEqual([...out], [0, 0.5, 2]);
   * ```
   */
  evaluateMany(times: Float64Array, out: Float64Array): void {
    const d = this.#dims;
    const mode = this.#mode;
    if (!this.#float32 || mode === STEP) {
      for (let i = 0; i < times.length; i++) {
        this.evaluateInto(times[i]!, SCRATCH);
        for (let c = 0; c < d; c++) out[i * d + c] = SCRATCH[c]!;
      }
      return;
    }
    const kt = this.#times;
    const n = kt.length;
    const o = this.#out32;
    const stride = this.#stride;
    const keyStride = this.#keyStride;
    const valueOffset = this.#valueOffset;
    const quaternion = this.#quaternion;
    const len = times.length;
    let k = this.#segment;
    let i = 0;
    while (i < len) {
      const time = times[i]!;
      k = lastKeyFrom(kt, time, k, n);
      const key = k < 0 ? 0 : k >= n - 1 ? n - 1 : time === kt[k]! ? k : -1;
      if (key >= 0) {
        const a = key * keyStride + valueOffset;
        const at = i * d;
        for (let c = 0; c < d; c++) out[at + c] = o[a + c]!;
        if (quaternion) normalizeAt(out, at);
        i++;
        continue;
      }
      // The run of times inside this segment, evaluated with its keys read once: the
      // arithmetic of evaluateInto, time by time.
      const t0 = kt[k]!;
      const t1 = kt[k + 1]!;
      let end = i + 1;
      while (end < len && times[end]! > t0 && times[end]! < t1) end++;
      const a = k * keyStride + valueOffset;
      if (mode === LERP) lerpRun32(o, a, a + stride, d, times, i, end, t0, t1 - t0, out);
      else if (mode === SLERP) slerpRun32(o, a, a + stride, times, i, end, t0, t1 - t0, out);
      else hermiteRun32(o, a, stride, d, quaternion, times, i, end, t0, t1 - t0, out);
      i = end;
    }
    this.#segment = k;
  }

  evaluate(time: number): Value {
    const v = SCRATCH;
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
    // One array of modes for every component, and one of zero slopes for STEP and LINEAR.
    const modes = new Uint8Array(n).fill(mode);
    const zeros = cubic ? NO_FLOAT64 : new Float64Array(n);
    return Array.from({ length: this.#dims }, (_, c) => {
      const values = new Float64Array(n);
      const inSlopes = cubic ? new Float64Array(n) : zeros;
      const outSlopes = cubic ? new Float64Array(n) : zeros;
      for (let k = 0; k < n; k++) {
        values[k] = this.#out[this.#at(k, 1) + c]!;
        if (cubic) {
          inSlopes[k] = k > 0 ? this.#out[this.#at(k, 0) + c]! : 0;
          outSlopes[k] = k + 1 < n ? this.#out[this.#at(k, 2) + c]! : 0;
        }
      }
      return { times: this.#times, values, inSlopes, outSlopes, modes };
    });
  }
}

// How a curve samples (numbers, not strings, on the hot path).
const STEP = 0;
const LERP = 1;
const SLERP = 2;
const HERMITE = 3;

const NO_FLOAT32 = new Float32Array(0);
const NO_FLOAT64 = new Float64Array(0);
/** `evaluate`'s buffer (evaluation is synchronous: one buffer serves every curve). */
const SCRATCH = new Float64Array(4);

// The arithmetic twice, for float32 and for float64 outputs: the functions ending in 32 and in 64
// differ in their array's type only. Each does one thing, so that the engine inlines the one a
// curve uses.

/** The value of the key at `at` (rotations normalised). */
function keyValue32(
  o: Float32Array,
  at: number,
  d: number,
  quaternion: boolean,
  out: Float64Array,
): void {
  for (let c = 0; c < d; c++) out[c] = o[at + c]!;
  if (quaternion) normalize(out);
}

/** The lerp from the key at `a` to the key at `b` at fraction `s`. */
function lerp32(o: Float32Array, a: number, b: number, d: number, s: number, out: Float64Array) {
  for (let c = 0; c < d; c++) out[c] = o[a + c]! + (o[b + c]! - o[a + c]!) * s;
}

/**
 * The slerp from the rotation at `a` to the rotation at `b` at fraction `s` along the shorter
 * arc, normalised (antipodal keys give a constant segment).
 */
function slerp32(o: Float32Array, a: number, b: number, s: number, out: Float64Array): void {
  const a0 = o[a]!, a1 = o[a + 1]!, a2 = o[a + 2]!, a3 = o[a + 3]!;
  const b0 = o[b]!, b1 = o[b + 1]!, b2 = o[b + 2]!, b3 = o[b + 3]!;
  const cos = a0 * b0 + a1 * b1 + a2 * b2 + a3 * b3;
  // The shorter arc: b negated when the dot product is negative.
  slerpWeightsInto(cos < 0 ? -cos : cos, s, out);
  const wa = out[0]!;
  const wb = cos < 0 ? -out[1]! : out[1]!;
  const x = wa * a0 + wb * b0;
  const y = wa * a1 + wb * b1;
  const z = wa * a2 + wb * b2;
  const w = wa * a3 + wb * b3;
  const length = Math.sqrt(x * x + y * y + z * z + w * w);
  const inv = length > 1e-12 ? 1 / length : 1;
  out[0] = x * inv;
  out[1] = y * inv;
  out[2] = z * inv;
  out[3] = w * inv;
}

/**
 * The CUBICSPLINE segment from the key whose value is at `a` (keys 3 × `stride` apart, `dt`
 * seconds): the Hermite of the value, the out-tangent × Δt, the next value, its in-tangent × Δt.
 */
function hermite32(
  o: Float32Array,
  a: number,
  stride: number,
  d: number,
  quaternion: boolean,
  s: number,
  dt: number,
  out: Float64Array,
): void {
  const outTangent = a + stride;
  const inTangent = a + 2 * stride;
  const b = a + 3 * stride;
  const s2 = s * s;
  const s3 = s2 * s;
  const h00 = 2 * s3 - 3 * s2 + 1;
  const h10 = (s3 - 2 * s2 + s) * dt;
  const h01 = -2 * s3 + 3 * s2;
  const h11 = (s3 - s2) * dt;
  for (let c = 0; c < d; c++) {
    out[c] = h00 * o[a + c]! + h10 * o[outTangent + c]! + h01 * o[b + c]! +
      h11 * o[inTangent + c]!;
  }
  if (quaternion) normalize(out);
}

// evaluateMany's arithmetic: the functions above, over a run of times inside one segment, the
// segment's keys read once. (evaluateInto keeps the functions above: passing it through these as
// a run of one time cost it 25%.)

/** The segment's key values and their differences, or its Hermite parts (one segment at a time). */
const RUN = new Float64Array(16);

/** {@linkcode lerp32} at `times[from…to)`, all inside the segment from `t0` (`dt` long). */
function lerpRun32(
  o: Float32Array,
  a: number,
  b: number,
  d: number,
  times: Float64Array,
  from: number,
  to: number,
  t0: number,
  dt: number,
  out: Float64Array,
): void {
  const v = RUN;
  for (let c = 0; c < d; c++) {
    v[c] = o[a + c]!;
    v[4 + c] = o[b + c]! - o[a + c]!;
  }
  for (let i = from; i < to; i++) {
    const s = (times[i]! - t0) / dt;
    for (let c = 0; c < d; c++) out[i * d + c] = v[c]! + v[4 + c]! * s;
  }
}

/** {@linkcode slerp32} at `times[from…to)`, all inside the segment from `t0` (`dt` long). */
function slerpRun32(
  o: Float32Array,
  a: number,
  b: number,
  times: Float64Array,
  from: number,
  to: number,
  t0: number,
  dt: number,
  out: Float64Array,
): void {
  const a0 = o[a]!, a1 = o[a + 1]!, a2 = o[a + 2]!, a3 = o[a + 3]!;
  const b0 = o[b]!, b1 = o[b + 1]!, b2 = o[b + 2]!, b3 = o[b + 3]!;
  const cos = a0 * b0 + a1 * b1 + a2 * b2 + a3 * b3;
  const w = RUN;
  for (let i = from; i < to; i++) {
    // The shorter arc: b negated when the dot product is negative.
    slerpWeightsInto(cos < 0 ? -cos : cos, (times[i]! - t0) / dt, w);
    const wa = w[0]!;
    const wb = cos < 0 ? -w[1]! : w[1]!;
    const x = wa * a0 + wb * b0;
    const y = wa * a1 + wb * b1;
    const z = wa * a2 + wb * b2;
    const q = wa * a3 + wb * b3;
    const length = Math.sqrt(x * x + y * y + z * z + q * q);
    const inv = length > 1e-12 ? 1 / length : 1;
    const at = 4 * i;
    out[at] = x * inv;
    out[at + 1] = y * inv;
    out[at + 2] = z * inv;
    out[at + 3] = q * inv;
  }
}

/** {@linkcode hermite32} at `times[from…to)`, all inside the segment from `t0` (`dt` long). */
function hermiteRun32(
  o: Float32Array,
  a: number,
  stride: number,
  d: number,
  quaternion: boolean,
  times: Float64Array,
  from: number,
  to: number,
  t0: number,
  dt: number,
  out: Float64Array,
): void {
  const v = RUN;
  for (let c = 0; c < d; c++) {
    v[c] = o[a + c]!;
    v[4 + c] = o[a + stride + c]!;
    v[8 + c] = o[a + 3 * stride + c]!;
    v[12 + c] = o[a + 2 * stride + c]!;
  }
  for (let i = from; i < to; i++) {
    const s = (times[i]! - t0) / dt;
    const s2 = s * s;
    const s3 = s2 * s;
    const h00 = 2 * s3 - 3 * s2 + 1;
    const h10 = (s3 - 2 * s2 + s) * dt;
    const h01 = -2 * s3 + 3 * s2;
    const h11 = (s3 - s2) * dt;
    const at = i * d;
    for (let c = 0; c < d; c++) {
      out[at + c] = h00 * v[c]! + h10 * v[4 + c]! + h01 * v[8 + c]! + h11 * v[12 + c]!;
    }
    if (quaternion) normalizeAt(out, at);
  }
}

/** {@linkcode keyValue32} for float64 outputs. */
function keyValue64(
  o: Float64Array,
  at: number,
  d: number,
  quaternion: boolean,
  out: Float64Array,
): void {
  for (let c = 0; c < d; c++) out[c] = o[at + c]!;
  if (quaternion) normalize(out);
}

/** {@linkcode lerp32} for float64 outputs. */
function lerp64(o: Float64Array, a: number, b: number, d: number, s: number, out: Float64Array) {
  for (let c = 0; c < d; c++) out[c] = o[a + c]! + (o[b + c]! - o[a + c]!) * s;
}

/** {@linkcode slerp32} for float64 outputs. */
function slerp64(o: Float64Array, a: number, b: number, s: number, out: Float64Array): void {
  const a0 = o[a]!, a1 = o[a + 1]!, a2 = o[a + 2]!, a3 = o[a + 3]!;
  const b0 = o[b]!, b1 = o[b + 1]!, b2 = o[b + 2]!, b3 = o[b + 3]!;
  const cos = a0 * b0 + a1 * b1 + a2 * b2 + a3 * b3;
  // The shorter arc: b negated when the dot product is negative.
  slerpWeightsInto(cos < 0 ? -cos : cos, s, out);
  const wa = out[0]!;
  const wb = cos < 0 ? -out[1]! : out[1]!;
  const x = wa * a0 + wb * b0;
  const y = wa * a1 + wb * b1;
  const z = wa * a2 + wb * b2;
  const w = wa * a3 + wb * b3;
  const length = Math.sqrt(x * x + y * y + z * z + w * w);
  const inv = length > 1e-12 ? 1 / length : 1;
  out[0] = x * inv;
  out[1] = y * inv;
  out[2] = z * inv;
  out[3] = w * inv;
}

/** {@linkcode hermite32} for float64 outputs. */
function hermite64(
  o: Float64Array,
  a: number,
  stride: number,
  d: number,
  quaternion: boolean,
  s: number,
  dt: number,
  out: Float64Array,
): void {
  const outTangent = a + stride;
  const inTangent = a + 2 * stride;
  const b = a + 3 * stride;
  const s2 = s * s;
  const s3 = s2 * s;
  const h00 = 2 * s3 - 3 * s2 + 1;
  const h10 = (s3 - 2 * s2 + s) * dt;
  const h01 = -2 * s3 + 3 * s2;
  const h11 = (s3 - s2) * dt;
  for (let c = 0; c < d; c++) {
    out[c] = h00 * o[a + c]! + h10 * o[outTangent + c]! + h01 * o[b + c]! +
      h11 * o[inTangent + c]!;
  }
  if (quaternion) normalize(out);
}
/** {@linkcode normalize} of the four values at `o`. */
function normalizeAt(q: Float64Array, o: number): void {
  const x = q[o]!, y = q[o + 1]!, z = q[o + 2]!, w = q[o + 3]!;
  const length = Math.sqrt(x * x + y * y + z * z + w * w);
  if (length > 1e-12) {
    const inv = 1 / length;
    q[o] = x * inv;
    q[o + 1] = y * inv;
    q[o + 2] = z * inv;
    q[o + 3] = w * inv;
  }
}

function normalize(q: Float64Array): void {
  const x = q[0]!, y = q[1]!, z = q[2]!, w = q[3]!;
  const length = Math.sqrt(x * x + y * y + z * z + w * w);
  if (length > 1e-12) {
    const inv = 1 / length;
    q[0] = x * inv;
    q[1] = y * inv;
    q[2] = z * inv;
    q[3] = w * inv;
  }
}
