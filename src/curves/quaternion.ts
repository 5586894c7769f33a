/**
 * Quaternion helpers: unit, hemisphere-continuous playback of component-wise quaternion curves.
 *
 * @module
 */
import { lastKeyFrom } from "./search.ts";
import type { Curve } from "../model/clip.ts";
import type { Value, ValueType } from "../model/value_type.ts";
import { mergeTimes, type ScalarCurve } from "./compose.ts";
import { KEYED_LINEAR, type KeyedComponent } from "../model/keyed.ts";

/**
 * A floatQ curve over four component curves (x, y, z, w) that plays unit quaternions without
 * sign flips: key values are sampled at the union of the components' key times, each key is
 * negated when its dot product with the previous (already aligned) key is negative, and values
 * between keys are the normalised lerp of the aligned keys. A zero quaternion reads as identity
 * (as Unity's `Quaternion.Normalize` does below its epsilon).
 *
 * Exact for component curves that are linear between their keys (every MRTK curve); for curved
 * components it follows the lerp between the sampled keys.
 *
 * @example Two keys on opposite hemispheres play the short way
 * ```ts
 * import { NormalizedQuaternionCurve } from "./quaternion.ts";
 * import { ok } from "node:assert/strict";
 * const keyed = (a: number, b: number) => ({
 *   evaluate: (t: number) => a + (b - a) * Math.min(1, Math.max(0, t)),
 *   keyTimes: () => new Float64Array([0, 1]),
 * });
 * // (0,0,0,1) then (0,0,0,-1): the same rotation; the raw lerp would pass through zero.
 * const curve = new NormalizedQuaternionCurve("unity", [keyed(0, 0), keyed(0, 0), keyed(0, 0), keyed(1, -1)]);
 * const q = curve.evaluate(0.5) as { w: number };
 * ok(Math.abs(q.w) === 1);
 * ```
 */
export class NormalizedQuaternionCurve implements Curve {
  /** Always `floatQ`. */
  readonly valueType: ValueType = "floatQ";
  /** Whose rules the component curves follow. */
  readonly semantics: string;
  #times: Float64Array;
  #values: Float64Array;
  #segment = 0;

  /**
   * @param semantics whose rules the component curves follow
   * @param components x, y, z, w curves
   */
  constructor(semantics: string, components: readonly ScalarCurve[]) {
    if (components.length !== 4) throw new RangeError("a quaternion curve needs 4 components");
    this.semantics = semantics;
    this.#times = mergeTimes(components.map((c) => c.keyTimes()));
    const n = this.#times.length;
    const values = new Float64Array(n * 4);
    for (let i = 0; i < n; i++) {
      const t = this.#times[i]!;
      let dot = 0;
      for (let c = 0; c < 4; c++) {
        values[i * 4 + c] = components[c]!.evaluate(t);
        if (i > 0) dot += values[i * 4 + c]! * values[(i - 1) * 4 + c]!;
      }
      if (dot < 0) { for (let c = 0; c < 4; c++) values[i * 4 + c] = -values[i * 4 + c]!; }
    }
    this.#values = values;
  }

  /** Key times: the union of the components'. */
  keyTimes(): Float64Array {
    return this.#times.slice();
  }

  /**
   * The aligned unit keys as four linear components: the curve is their lerp, normalised.
   *
   * @example
   * ```ts ignore
   * curve.keyedComponents().length; // 4
   * ```
   */
  keyedComponents(): KeyedComponent[] {
    const n = this.#times.length;
    return [0, 1, 2, 3].map((c) => {
      const values = new Float64Array(n);
      for (let i = 0; i < n; i++) values[i] = this.#values[i * 4 + c]!;
      return {
        times: this.#times.slice(),
        values,
        inSlopes: new Float64Array(n),
        outSlopes: new Float64Array(n),
        modes: new Uint8Array(n).fill(KEYED_LINEAR),
      };
    });
  }

  /** The unit quaternion at `time`. */
  evaluate(time: number): Value {
    const q = SCRATCH;
    this.evaluateInto(time, q);
    return { x: q[0]!, y: q[1]!, z: q[2]!, w: q[3]! };
  }

  /**
   * The values at each of `times` into `out` (four per time), as
   * {@linkcode NormalizedQuaternionCurve.evaluate} gives them.
   *
   * @example
   * ```ts ignore
   * curve.evaluateMany(new Float64Array([0, 0.5]), new Float64Array(8));
   * ```
   */
  evaluateMany(times: Float64Array, out: Float64Array): void {
    const q = SCRATCH;
    for (let i = 0; i < times.length; i++) {
      this.evaluateInto(times[i]!, q);
      for (let c = 0; c < 4; c++) out[i * 4 + c] = q[c]!;
    }
  }

  /**
   * The unit quaternion at `time` into `out` (x, y, z, w).
   *
   * @example
   * ```ts ignore
   * curve.evaluateInto(0.5, new Float64Array(4));
   * ```
   */
  evaluateInto(time: number, out: Float64Array): void {
    const times = this.#times;
    const n = times.length;
    const v = this.#values;
    let x = 0, y = 0, z = 0, w = 0;
    if (n === 1 || (n > 1 && time <= times[0]!)) {
      x = v[0]!;
      y = v[1]!;
      z = v[2]!;
      w = v[3]!;
    } else if (n > 1 && time >= times[n - 1]!) {
      const o = (n - 1) * 4;
      x = v[o]!;
      y = v[o + 1]!;
      z = v[o + 2]!;
      w = v[o + 3]!;
    } else if (n > 1) {
      // From the segment found last, walking on for increasing times.
      const i = lastKeyFrom(times, time, this.#segment, n - 1);
      this.#segment = i;
      const s = (time - times[i]!) / (times[i + 1]! - times[i]!);
      const a = i * 4;
      const b = a + 4;
      x = v[a]! + (v[b]! - v[a]!) * s;
      y = v[a + 1]! + (v[b + 1]! - v[a + 1]!) * s;
      z = v[a + 2]! + (v[b + 2]! - v[a + 2]!) * s;
      w = v[a + 3]! + (v[b + 3]! - v[a + 3]!) * s;
    }
    const length = Math.hypot(x, y, z, w);
    if (!(length > 1e-12)) {
      out[0] = 0;
      out[1] = 0;
      out[2] = 0;
      out[3] = 1;
      return;
    }
    out[0] = x / length;
    out[1] = y / length;
    out[2] = z / length;
    out[3] = w / length;
  }
}

/** {@linkcode NormalizedQuaternionCurve.evaluate}'s buffer (evaluation is synchronous). */
const SCRATCH = new Float64Array(4);

/**
 * Spherical interpolation along the shorter arc between the unit quaternions at `a[ao…]` and
 * `b[bo…]` at fraction `s`, written normalised into `out` (glTF 2.0 Appendix C; AnimJ floatQ
 * Linear): when the dot product is negative the second key is taken negated; near-equal keys
 * lerp.
 *
 * @example Halfway between identity and a quarter turn about z
 * ```ts
 * import { slerpShortestInto } from "./quaternion.ts";
 * import { ok } from "node:assert/strict";
 * const out = new Float64Array(4);
 * slerpShortestInto([0, 0, 0, 1], 0, [0, 0, Math.SQRT1_2, Math.SQRT1_2], 0, 0.5, out);
 * ok(Math.abs(out[2]! - Math.sin(Math.PI / 8)) < 1e-12);
 * ```
 */
export function slerpShortestInto(
  a: ArrayLike<number>,
  ao: number,
  b: ArrayLike<number>,
  bo: number,
  s: number,
  out: Float64Array,
): void {
  const a0 = a[ao]!, a1 = a[ao + 1]!, a2 = a[ao + 2]!, a3 = a[ao + 3]!;
  let b0 = b[bo]!, b1 = b[bo + 1]!, b2 = b[bo + 2]!, b3 = b[bo + 3]!;
  let cos = a0 * b0 + a1 * b1 + a2 * b2 + a3 * b3;
  if (cos < 0) {
    cos = -cos;
    b0 = -b0;
    b1 = -b1;
    b2 = -b2;
    b3 = -b3;
  }
  slerpWeightsInto(cos, s, out);
  const wa = out[0]!;
  const wb = out[1]!;
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

/** Terms enough for d < 0.25 (each term at most d/2 ≈ 1/8 of the one before, from the third). */
const SERIES_TERMS = 24;
/** 1 / ((k + 1)(2k + 3)): the fixed part of the ratio of successive terms of the slerp series. */
const SERIES_STEP = Float64Array.from(
  { length: SERIES_TERMS },
  (_, k) => 1 / ((k + 1) * (2 * k + 3)),
);

/**
 * The weights slerp gives two unit quaternions at fraction `s` between them, whose dot product is
 * `cos` (0 ≤ cos ≤ 1, the shorter arc; 0 ≤ s ≤ 1 is the fast case): `out[0]` = sin((1 − s)θ) / sin θ for the first,
 * `out[1]` = sin(sθ) / sin θ for the second, with cos θ = `cos`. Near-equal keys give the lerp's
 * 1 − s and s.
 *
 * sin(tθ) / sin θ is the Chebyshev function U₍t−1₎(cos θ) = t · ₂F₁(1 − t, 1 + t; 3/2; d/2) with
 * d = 1 − cos θ (DLMF 18.5.7, 15.2.1): a series of positive terms, each the one before × ((k+1)² −
 * t²) d / ((k+1)(2k+3)). Keys a few degrees apart (d of 10⁻⁴…10⁻²) need 3–8 terms instead of an
 * arc tangent and two sines; from d = 0.25 (keys 83° of rotation apart) on, the sines are cheaper.
 *
 * @example A quarter turn apart (θ = 45°), halfway: sin(22.5°) / sin(45°) each
 * ```ts
 * import { slerpWeightsInto } from "./quaternion.ts";
 * import { ok } from "node:assert/strict";
 * const w = new Float64Array(2);
 * slerpWeightsInto(Math.SQRT1_2, 0.5, w);
 * ok(Math.abs(w[0]! - Math.sin(Math.PI / 8) / Math.SQRT1_2) < 1e-15);
 * ok(Math.abs(w[1]! - w[0]!) < 1e-15);
 * ```
 */
export function slerpWeightsInto(cos: number, s: number, out: Float64Array): void {
  const d = 1 - cos;
  if (!(d > 0 && d < 4.6e-3 && s >= 0 && s <= 1)) {
    slerpWeightsFar(d, cos, s, out);
    return;
  }
  // Keys under 11° of rotation apart (most animation keys): the series nested from its last
  // needed term, the first left out below 5 × 10⁻¹⁷ (term k is at most d^k ∏ j / (2j + 1)).
  // Small enough for the engine to inline (the other cases are in slerpWeightsFar).
  const r = 1 - s;
  const r2 = r * r;
  const s2 = s * s;
  let hr = 1;
  let hs = 1;
  for (let k = d < 9.6e-6 ? 2 : d < 2.1e-4 ? 3 : d < 1.34e-3 ? 4 : 5; k > 0; k--) {
    const f = d * SERIES_STEP[k - 1]!;
    hr = 1 + (k * k - r2) * f * hr;
    hs = 1 + (k * k - s2) * f * hs;
  }
  out[0] = r * hr;
  out[1] = s * hs;
}

/** {@linkcode slerpWeightsInto} for keys farther apart, equal keys and other fractions. */
function slerpWeightsFar(d: number, cos: number, s: number, out: Float64Array): void {
  const r = 1 - s;
  // Equal keys (or a dot product past 1 from rounding): the lerp.
  if (!(d > 0)) {
    out[0] = r;
    out[1] = s;
    return;
  }
  if (!(d < 0.25 && s >= 0 && s <= 1)) {
    // Far apart keys, or a fraction outside the segment (terms of either sign): the angle from
    // atan2 (exact near a half turn too) and its sines.
    const sin = Math.sqrt(1 - cos * cos);
    const angle = Math.atan2(sin, cos);
    out[0] = Math.sin(r * angle) / sin;
    out[1] = Math.sin(s * angle) / sin;
    return;
  }
  // The series term by term until the terms no longer count.
  const r2 = r * r;
  const s2 = s * s;
  let termR = r;
  let termS = s;
  let sumR = r;
  let sumS = s;
  for (let k = 0; k < SERIES_TERMS; k++) {
    const j2 = (k + 1) * (k + 1);
    const f = d * SERIES_STEP[k]!;
    termR *= (j2 - r2) * f;
    termS *= (j2 - s2) * f;
    sumR += termR;
    sumS += termS;
    if (!(termR > sumR * 1e-17) && !(termS > sumS * 1e-17)) break;
  }
  out[0] = sumR;
  out[1] = sumS;
}
