/**
 * Quaternion helpers: unit, hemisphere-continuous playback of component-wise quaternion curves.
 *
 * @module
 */
import { lastKeyAtOrBefore } from "./search.ts";
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
    const times = this.#times;
    const n = times.length;
    const v = this.#values;
    let x = 0, y = 0, z = 0, w = 0;
    if (n === 1 || (n > 1 && time <= times[0]!)) {
      [x, y, z, w] = [v[0]!, v[1]!, v[2]!, v[3]!];
    } else if (n > 1 && time >= times[n - 1]!) {
      const o = (n - 1) * 4;
      [x, y, z, w] = [v[o]!, v[o + 1]!, v[o + 2]!, v[o + 3]!];
    } else if (n > 1) {
      let i = this.#segment;
      if (!(i < n - 1 && times[i]! <= time && time < times[i + 1]!)) {
        i = lastKeyAtOrBefore(times, time, n - 1);
        this.#segment = i;
      }
      const s = (time - times[i]!) / (times[i + 1]! - times[i]!);
      const a = i * 4;
      const b = a + 4;
      x = v[a]! + (v[b]! - v[a]!) * s;
      y = v[a + 1]! + (v[b + 1]! - v[a + 1]!) * s;
      z = v[a + 2]! + (v[b + 2]! - v[a + 2]!) * s;
      w = v[a + 3]! + (v[b + 3]! - v[a + 3]!) * s;
    }
    const length = Math.hypot(x, y, z, w);
    if (!(length > 1e-12)) return { x: 0, y: 0, z: 0, w: 1 };
    return { x: x / length, y: y / length, z: z / length, w: w / length };
  }
}

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
  let wa = 1 - s;
  let wb = s;
  // sin² of the angle between them; the angle from atan2 (exact near 0 and near a half turn).
  const sin2 = 1 - cos * cos;
  if (sin2 > 1e-18) {
    const sin = Math.sqrt(sin2);
    const angle = Math.atan2(sin, cos);
    wa = Math.sin(wa * angle) / sin;
    wb = Math.sin(wb * angle) / sin;
  }
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
