/**
 * Evaluation of AnimJ/AnimX tracks the way Resonite plays them (notes-animj.md §1.2).
 *
 * - Raw: samples at `i × interval`, linear between samples.
 * - Discrete: each value holds until the next key.
 * - Curve: each segment uses its left key's interpolation. Hold keeps the value; Linear
 *   interpolates; CubicBezier is a 1-D cubic Bezier with P0 = value_i, P1 = rightTangent_i,
 *   P2 = leftTangent_{i+1}, P3 = value_{i+1} (absolute control values, u linear in time; [WJ]).
 *   Tangent is not documented: animkit reads the tangents as Hermite slopes in value units per
 *   second (the best reading of [WJ]/[WNeos]; equal to CubicBezier with control values
 *   value ± slope·Δt/3), an inference that is not confirmed in Resonite.
 * - Component-wise for every type. Integer types round the interpolated value to the nearest
 *   integer and clamp to the type's range; bool and string types always hold.
 * - floatQ/doubleQ: Linear segments are spherical (slerp along the shorter arc), because Resonite
 *   lerps quaternions with its slerp helper (undocumented, [?] in the notes); Bezier and Tangent
 *   segments are component-wise and then normalized. Before the first key the first value
 *   holds, after the last key the last value.
 *
 * @module
 */
import type { Value, ValueType } from "../../model/value_type.ts";
import {
  animjIntRange,
  animjScalarKind,
  type AnimJTrack,
  animjValueAt,
  animjWidth,
} from "./document.ts";
import {
  KEYED_HERMITE,
  KEYED_LINEAR,
  KEYED_STEP,
  type KeyedComponent,
  type KeyedCurve,
} from "../../model/keyed.ts";
import { lastKeyFrom } from "../../curves/search.ts";
import { slerpWeightsInto } from "../../curves/quaternion.ts";

const HOLD = 0;
const LINEAR = 1;
const TANGENT = 2;
const BEZIER = 3;

/**
 * One AnimJ/AnimX track as a common-model curve.
 *
 * @example A Linear float curve
 * ```ts
 * import { AnimJCurve, newAnimJTrack } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const track = newAnimJTrack("Curve", "float", "N", "P", 2);
 * track.times.set([0, 2]);
 * track.values.set([1, 5]);
 * track.interpolations.set([1, 1]); // Linear
 * equal(new AnimJCurve(track).evaluate(0.5), 2); // 1 + (5 − 1) × 0.5 / 2
 * ```
 */
export class AnimJCurve implements KeyedCurve {
  /** The track's value type. */
  readonly valueType: ValueType;
  /** Always `"animj"`. */
  readonly semantics: string = "animj";
  /**
   * The track evaluated: keys in time order (a copy when the source's are not), times and
   * float-based values as float32 (copies where the source's are not float32 already).
   */
  readonly track: AnimJTrack;
  readonly #width: number;
  readonly #kind: "bool" | "int" | "float" | "string";
  readonly #quat: boolean;
  readonly #out: Float64Array;
  /** The key found last (the cursor: increasing times walk on from it). */
  #cache = 0;

  /**
   * Makes the curve of an AnimJ track.
   *
   * @param track the track to evaluate
   */
  constructor(track: AnimJTrack) {
    this.track = asStored(sortedByTime(track));
    this.valueType = track.valueType;
    this.#width = animjWidth(track.valueType);
    this.#kind = animjScalarKind(track.valueType);
    this.#quat = track.valueType === "floatQ" || track.valueType === "doubleQ";
    this.#out = new Float64Array(Math.max(1, this.#width));
  }

  /** Key times (Raw: `i × interval`). */
  keyTimes(): Float64Array {
    const t = this.track;
    if (t.trackType !== "Raw") return t.times.slice();
    if (t.count === 0) return new Float64Array(0);
    if (!(t.interval > 0)) return new Float64Array([0]);
    const out = new Float64Array(t.count);
    for (let i = 0; i < t.count; i++) out[i] = i * t.interval;
    return out;
  }

  /** Index of the key at or before float32(`time`) (−1 before the first key). */
  #segment(time: number): number {
    const t = this.track;
    const n = t.count;
    // The float32 time, and for Raw tracks the float32 quotient (the double quotient of two
    // float32 numbers rounds to the correctly rounded float32 one).
    time = Math.fround(time);
    if (t.trackType === "Raw") {
      if (!(t.interval > 0)) return 0;
      return Math.min(n - 1, Math.max(-1, Math.floor(Math.fround(time / t.interval))));
    }
    // NaN finds the first key (as the search by halves always did).
    if (time !== time) return n === 0 ? -1 : 0;
    const i = lastKeyFrom(t.times, time, this.#cache, n);
    this.#cache = i;
    return i;
  }

  /**
   * The values at each of `times` into `out` (numeric components, one value after another), as
   * {@linkcode AnimJCurve.evaluateInto} gives them.
   *
   * @example
   * ```ts ignore
   * curve.evaluateMany(new Float64Array([0, 0.5]), new Float64Array(2 * 3));
   * ```
   */
  evaluateMany(times: Float64Array, out: Float64Array): void {
    const w = this.#width;
    const one = MANY;
    for (let i = 0; i < times.length; i++) {
      this.evaluateInto(times[i]!, one);
      for (let c = 0; c < w; c++) out[i * w + c] = one[c]!;
    }
  }

  /**
   * The value at `time` into `out` (numeric components), as {@linkcode AnimJCurve.evaluate}
   * plays it; returns the index of the key it starts from (−1 for a track without keys).
   */
  evaluateInto(time: number, out: Float64Array): number {
    const t = this.track;
    const w = this.#width;
    const n = t.count;
    if (n === 0) {
      out.fill(0, 0, w);
      return -1;
    }
    const i = this.#segment(time);
    if (i < 0 || (t.trackType === "Raw" && !(t.interval > 0))) {
      return hold(t, w, i < 0 ? 0 : i, out);
    }
    if (
      i >= n - 1 || t.trackType === "Discrete" || this.#kind === "bool" || this.#kind === "string"
    ) {
      return hold(t, w, i, out);
    }
    let mode: number;
    let u: number;
    let dt: number;
    // Inside the segment the time interpolates as given (it differs from the float32 time by
    // at most half a float32 step); it may sit that little before the key float32 time found.
    if (t.trackType === "Raw") {
      mode = LINEAR;
      dt = t.interval;
      u = Math.max(0, time / t.interval - i);
    } else {
      mode = t.interpolations[i]!;
      dt = t.times[i + 1]! - t.times[i]!;
      u = dt > 0 ? Math.max(0, (time - t.times[i]!) / dt) : 0;
      if (mode > BEZIER) mode = HOLD; // absent: Resonite's default, presumably Hold (§1.1)
    }
    if (mode === HOLD) return hold(t, w, i, out);
    const a = i * w;
    const b = a + w;
    if (mode === LINEAR) {
      if (this.#quat) slerp(t.values, a, b, u, out);
      else {for (let c = 0; c < w; c++) {
          out[c] = t.values[a + c]! + (t.values[b + c]! - t.values[a + c]!) * u;
        }}
    } else {
      const s = 1 - u;
      for (let c = 0; c < w; c++) {
        const p0 = t.values[a + c]!;
        const p3 = t.values[b + c]!;
        let p1 = t.rightTangents[a + c]!;
        let p2 = t.leftTangents[b + c]!;
        if (mode === TANGENT) {
          p1 = Number.isNaN(p1) ? p0 : p0 + p1 * dt / 3;
          p2 = Number.isNaN(p2) ? p3 : p3 - p2 * dt / 3;
        } else {
          if (Number.isNaN(p1)) p1 = p0;
          if (Number.isNaN(p2)) p2 = p3;
        }
        out[c] = s * s * s * p0 + 3 * s * s * u * p1 + 3 * s * u * u * p2 + u * u * u * p3;
      }
      if (this.#quat) normalize(out);
    }
    if (this.#kind === "int") {
      const [lo, hi] = animjIntRange(this.valueType);
      for (let c = 0; c < w; c++) out[c] = Math.min(hi, Math.max(lo, Math.round(out[c]!)));
    }
    return i;
  }

  /** The value at `time` in AnimJ's JSON shape. */
  evaluate(time: number): Value {
    const k = this.evaluateInto(time, this.#out);
    if (this.#kind === "string") return this.track.strings[Math.max(0, k)] ?? "";
    return animjValueAt(this.valueType, this.#out, 0);
  }

  /**
   * The keys per component for exact conversion: null for bool, string, and quaternion tracks
   * with Linear (slerp) segments, and for Curve segments whose tangents are missing.
   */
  keyedComponents(): readonly KeyedComponent[] | null {
    const t = this.track;
    const w = this.#width;
    if (this.#kind === "bool" || this.#kind === "string" || t.count === 0) return null;
    const n = t.count;
    const times = this.keyTimes();
    if (t.trackType === "Raw" && !(t.interval > 0)) return null;
    const out: KeyedComponent[] = [];
    for (let c = 0; c < w; c++) {
      const values = new Float64Array(n);
      const inSlopes = new Float64Array(n);
      const outSlopes = new Float64Array(n);
      const modes = new Uint8Array(n);
      for (let i = 0; i < n; i++) values[i] = t.values[i * w + c]!;
      for (let i = 0; i < n; i++) {
        if (t.trackType === "Raw") modes[i] = KEYED_LINEAR;
        else if (t.trackType === "Discrete") modes[i] = KEYED_STEP;
        else {
          const m = t.interpolations[i]!;
          if (i + 1 < n && !(times[i + 1]! > times[i]!)) {
            modes[i] = KEYED_STEP;
            continue;
          }
          if (m === LINEAR) {
            if (this.#quat && i + 1 < n) return null;
            modes[i] = KEYED_LINEAR;
          } else if ((m === BEZIER || m === TANGENT) && i + 1 < n) {
            if (this.#quat) return null;
            const dt = times[i + 1]! - times[i]!;
            const r = t.rightTangents[i * w + c]!;
            const l = t.leftTangents[(i + 1) * w + c]!;
            if (Number.isNaN(r) || Number.isNaN(l)) return null;
            modes[i] = KEYED_HERMITE;
            outSlopes[i] = m === TANGENT ? r : (r - values[i]!) * 3 / dt;
            inSlopes[i + 1] = m === TANGENT ? l : (values[i + 1]! - l) * 3 / dt;
          } else modes[i] = m === LINEAR ? KEYED_LINEAR : KEYED_STEP;
        }
      }
      out.push({ times, values, inSlopes, outSlopes, modes });
    }
    if (this.#kind === "int") {
      // Rounding makes interpolated integer segments exact only where they hold.
      for (const k of out) {
        for (let i = 0; i + 1 < k.modes.length; i++) if (k.modes[i] !== KEYED_STEP) return null;
      }
    }
    return out;
  }
}

/**
 * The track with its keys in ascending time order (stable), or the track itself when they
 * already are. Resonite keeps keyframes sorted by time when they are inserted (inferred from
 * `InsertKeyFrame`; notes-animj.md §4), so a file's out-of-order keys play in time order.
 */
/**
 * The track as Resonite stores it after import: key times and interval are float32 (AnimX stores
 * them so, notes-animj.md §2), and so are the values of float-based types (float…, floatQ,
 * color). Evaluating the rounded numbers plays what Resonite plays.
 */
function asStored(track: AnimJTrack): AnimJTrack {
  const f32Values = /^(float|color$)/.test(track.valueType);
  // Numbers that are float32 already (what Resonite writes, and animkit) are kept, not copied.
  const round = (a: Float64Array) => {
    for (let i = 0; i < a.length; i++) {
      const x = a[i]!;
      if (Math.fround(x) !== x && x === x) return a.map((y) => Math.fround(y));
    }
    return a;
  };
  return {
    ...track,
    times: round(track.times),
    interval: Math.fround(track.interval),
    ...(f32Values
      ? {
        values: round(track.values),
        leftTangents: round(track.leftTangents),
        rightTangents: round(track.rightTangents),
      }
      : {}),
  };
}

function sortedByTime(track: AnimJTrack): AnimJTrack {
  const n = track.count;
  const times = track.times;
  let sorted = true;
  for (let i = 1; i < times.length && sorted; i++) if (times[i]! < times[i - 1]!) sorted = false;
  if (sorted) return track;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) =>
    times[a]! - times[b]! || a - b
  );
  const w = animjWidth(track.valueType);
  const copy: AnimJTrack = {
    ...track,
    times: Float64Array.from(order, (i) => times[i]!),
    values: new Float64Array(track.values.length),
    strings: track.strings.length > 0 ? order.map((i) => track.strings[i] ?? null) : [],
    interpolations: track.interpolations.length > 0
      ? Uint8Array.from(order, (i) => track.interpolations[i]!)
      : track.interpolations,
    leftTangents: new Float64Array(track.leftTangents.length),
    rightTangents: new Float64Array(track.rightTangents.length),
    exact: undefined,
  };
  order.forEach((from, to) => {
    copy.values.set(track.values.subarray(from * w, from * w + w), to * w);
    if (track.leftTangents.length > 0) {
      copy.leftTangents.set(track.leftTangents.subarray(from * w, from * w + w), to * w);
      copy.rightTangents.set(track.rightTangents.subarray(from * w, from * w + w), to * w);
    }
  });
  return copy;
}

/** Key `k`'s value into `out`; returns k. */
function hold(t: AnimJTrack, w: number, k: number, out: Float64Array): number {
  const values = t.values;
  for (let c = 0; c < w; c++) out[c] = values[k * w + c]!;
  return k;
}

function normalize(q: Float64Array): void {
  const len = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!);
  if (len > 0) { for (let c = 0; c < 4; c++) q[c] = q[c]! / len; }
}

/** Spherical interpolation along the shorter arc. */
function slerp(v: Float64Array, a: number, b: number, u: number, out: Float64Array): void {
  let dot = v[a]! * v[b]! + v[a + 1]! * v[b + 1]! + v[a + 2]! * v[b + 2]! + v[a + 3]! * v[b + 3]!;
  const sign = dot < 0 ? -1 : 1;
  dot *= sign;
  let wa: number;
  let wb: number;
  if (dot > 0.9995) {
    wa = 1 - u;
    wb = u;
  } else {
    // sin((1 − u)θ) / sin θ and sin(uθ) / sin θ, θ the angle whose cosine is the dot product.
    slerpWeightsInto(dot, u, out);
    wa = out[0]!;
    wb = out[1]!;
  }
  for (let c = 0; c < 4; c++) out[c] = wa * v[a + c]! + wb * sign * v[b + c]!;
  if (dot > 0.9995) normalize(out);
}

/** {@linkcode AnimJCurve.evaluateMany}'s buffer (evaluation is synchronous; 16 fits float4x4). */
const MANY = new Float64Array(16);
