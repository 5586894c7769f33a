/**
 * Unity `AnimationCurve` evaluation: wrap modes, segment lookup, stepped, Hermite and weighted
 * Bézier segments, with key data held in typed arrays.
 *
 * The rules follow `notes-mrtk.md` §3 ("Unity `AnimationCurve.Evaluate` semantics"), which
 * describes Unity's own C# port of its native curve code (`Unity.Animation.Curves`
 * `AnimationCurveEvaluator.cs`, `CurveConversion.cs`).
 *
 * @module
 */
import { type WrapKind, type WrapModes, wrappedKeyTimes } from "../model/wrap.ts";
import { lastKeyFrom32 } from "./search.ts";
import { KEYED_HERMITE, KEYED_LINEAR, KEYED_STEP, type KeyedComponent } from "../model/keyed.ts";

/**
 * The keys of a Unity `AnimationCurve`, one array per `Keyframe` field. All arrays have the same
 * length; times are in seconds, ascending.
 *
 * `weightedMode` holds `UnityEngine.WeightedMode` values: 0 None, 1 In, 2 Out, 3 Both.
 *
 * @example Two keys of a linear ramp
 * ```ts ignore
 * import { unityKeys } from "@animkit/animkit";
 * const keys = unityKeys(2);
 * keys.time.set([0, 1]);
 * keys.value.set([0, 10]);
 * keys.outTangent[0] = 10;
 * keys.inTangent[1] = 10;
 * ```
 */
export interface UnityKeys {
  /** Key times in seconds, ascending (float32, as Unity's `Keyframe` stores them). */
  time: Float32Array;
  /** Key values. */
  value: Float32Array;
  /** Incoming tangent (value per second); ±Infinity makes the segment ending here stepped. */
  inTangent: Float32Array;
  /** Outgoing tangent (value per second); ±Infinity makes the segment starting here stepped. */
  outTangent: Float32Array;
  /** Incoming weight, used when bit 1 (In) of `weightedMode` is set. */
  inWeight: Float32Array;
  /** Outgoing weight, used when bit 2 (Out) of `weightedMode` is set. */
  outWeight: Float32Array;
  /** `UnityEngine.WeightedMode`: 0 None, 1 In, 2 Out, 3 Both. */
  weightedMode: Uint8Array;
}

/**
 * Allocates {@linkcode UnityKeys} for `n` keys, every field zero.
 *
 * @param n the number of keys (a non-negative integer)
 * @returns zero-filled key arrays of length `n`
 * @throws {RangeError} when `n` is not a non-negative integer
 *
 * @example Allocate and fill three keys
 * ```ts ignore
 * import { unityKeys } from "@animkit/animkit";
 * const keys = unityKeys(3);
 * keys.time.set([0, 0.5, 1]);
 * keys.value.set([1, 2, 3]);
 * ```
 */
export function unityKeys(n: number): UnityKeys {
  if (!Number.isInteger(n) || n < 0) {
    throw new RangeError(`key count must be a non-negative integer, got ${n}`);
  }
  // One backing store for the seven arrays: a file holds hundreds of curves, and a separate
  // allocation per array dominated reading them.
  const buffer = new ArrayBuffer(n * (6 * 4 + 1));
  const f32 = (i: number) => new Float32Array(buffer, i * n * 4, n);
  return {
    time: f32(0),
    value: f32(1),
    inTangent: f32(2),
    outTangent: f32(3),
    inWeight: f32(4),
    outWeight: f32(5),
    weightedMode: new Uint8Array(buffer, 6 * n * 4, n),
  };
}

/**
 * `UnityEngine.WrapMode` values as stored in curve headers (notes-mrtk.md §1, §3.2).
 *
 * Default, Once and ClampForever clamp; Loop repeats; PingPong reflects. Any other value clamps.
 *
 * @example Build a looping curve
 * ```ts ignore
 * import { UnityCurve, UnityWrapMode, unityKeys } from "@animkit/animkit";
 * const curve = new UnityCurve(unityKeys(0), UnityWrapMode.Loop, UnityWrapMode.Loop);
 * ```
 */
export const UnityWrapMode: {
  readonly Default: 0;
  readonly Once: 1;
  readonly Loop: 2;
  readonly PingPong: 4;
  readonly ClampForever: 8;
} = {
  Default: 0,
  Once: 1,
  Loop: 2,
  PingPong: 4,
  ClampForever: 8,
};

/** `WeightedMode` bits (notes-mrtk.md §3.3): In = 1, Out = 2. */
const WEIGHTED_IN = 1;
const WEIGHTED_OUT = 2;
/** Unity's default weight. */
const ONE_THIRD = 1 / 3;
/** 1/3 as stored in an f32 field: Unity compares in f32, where this is exactly 1/3. */
const ONE_THIRD_F32 = Math.fround(1 / 3);
const TWO_PI = 2 * Math.PI;

/** Internal wrap kinds (notes-mrtk.md §3.2). */
const WRAP_CLAMP = 0;
const WRAP_REPEAT = 1;
const WRAP_PING_PONG = 2;

function internalWrap(mode: number): number {
  // notes-mrtk.md §3.2: 0/1/8 clamp, 2 repeat, 4 ping-pong; anything else clamps.
  if (mode === UnityWrapMode.Loop) return WRAP_REPEAT;
  if (mode === UnityWrapMode.PingPong) return WRAP_PING_PONG;
  return WRAP_CLAMP;
}

/** `Repeat(x, L) = x − floor(x/L)·L` (notes-mrtk.md §3.2). */
function repeat(x: number, length: number): number {
  return x - Math.floor(x / length) * length;
}

/** `PingPong(x, L) = L − |Repeat(x, 2L) − L|` (notes-mrtk.md §3.2). */
function pingPong(x: number, length: number): number {
  return length - Math.abs(repeat(x, 2 * length) - length);
}

/** The cubic Hermite segment at fraction `s`, the tangents scaled by the segment's length. */
function hermite(s: number, v0: number, m0: number, v1: number, m1: number): number {
  const s2 = s * s;
  const s3 = s2 * s;
  return (2 * s3 - 3 * s2 + 1) * v0 + (s3 - 2 * s2 + s) * m0 + (3 * s2 - 2 * s3) * v1 +
    (s3 - s2) * m1;
}

function isWeightOneThird(w: number): boolean {
  return w === ONE_THIRD || w === ONE_THIRD_F32;
}

/**
 * Unity's closed-form solve of `x(u) = s` for the weighted Bézier segment whose x control points
 * are 0, `w1`, `1 − w2`, 1 (notes-mrtk.md §3.6, `BezierExtractU`). Returns `u`.
 */
function bezierExtractU(s: number, w1: number, w2: number): number {
  const w2p = 1 - w2;
  const a = 3 * w1 - 3 * w2p + 1;
  const b = -6 * w1 + 3 * w2p;
  const c = 3 * w1;
  const d = -s;
  if (Math.abs(a) > 1e-3) {
    const p = -b / (3 * a);
    const p2 = p * p;
    const q = p2 * p + (b * c - 3 * a * d) / (6 * a * a);
    const q2 = q * q;
    const r = c / (3 * a);
    const rp = r - p2;
    const disc = q2 + rp * rp * rp;
    if (disc < 0) {
      // Three real roots: return the first of u1, u2, u3 that lies in [0, 1].
      const radius = 2 * Math.cbrt(Math.sqrt(q2 - disc));
      const phi = Math.atan2(Math.sqrt(-disc), q);
      const u1 = radius * Math.cos(phi / 3) + p;
      if (u1 >= 0 && u1 <= 1) return u1;
      const u2 = radius * Math.cos((phi + TWO_PI) / 3) + p;
      if (u2 >= 0 && u2 <= 1) return u2;
      const u3 = radius * Math.cos((phi - TWO_PI) / 3) + p;
      if (u3 >= 0 && u3 <= 1) return u3;
    } else {
      const sq = Math.sqrt(disc);
      const u = Math.cbrt(q + sq) + Math.cbrt(q - sq) + p;
      if (u >= 0 && u <= 1) return u;
    }
    return s < 0.5 ? 0 : 1;
  }
  if (Math.abs(b) > 1e-3) {
    const sq = Math.sqrt(c * c - 4 * b * d);
    const u1 = (-c - sq) / (2 * b);
    if (u1 >= 0 && u1 <= 1) return u1;
    const u2 = (-c + sq) / (2 * b);
    if (u2 >= 0 && u2 <= 1) return u2;
    return s < 0.5 ? 0 : 1;
  }
  if (Math.abs(c) > 1e-3) return s / c;
  return 0;
}

/**
 * A Unity `AnimationCurve` evaluated the way Unity does (notes-mrtk.md §3).
 *
 * - 0 keys evaluate to 0, 1 key to its value.
 * - Before the first key `preWrap` applies, after the last `postWrap`
 *   ({@linkcode UnityWrapMode}: clamp, loop or ping-pong).
 * - Inside, the segment starts at the last key whose time is ≤ `t`, so at a key's time the
 *   result is that key's value.
 * - A segment is stepped (holds its left value) when the left key's out-tangent or the right
 *   key's in-tangent is infinite, cubic Hermite when both resolved weights are 1/3, and a
 *   weighted Bézier otherwise.
 *
 * The constructor copies the key arrays. Evaluation allocates nothing and remembers the last
 * segment, so evaluating at increasing times does not repeat the binary search.
 *
 * @example Evaluate an ease-in-out segment
 * ```ts ignore
 * import { UnityCurve, UnityWrapMode, unityKeys } from "@animkit/animkit";
 * const keys = unityKeys(2);
 * keys.time.set([0, 2]);
 * keys.value.set([0, 4]);
 * const curve = new UnityCurve(keys, UnityWrapMode.ClampForever, UnityWrapMode.ClampForever);
 * curve.evaluate(1); // 2
 * curve.evaluate(5); // 4 (clamped)
 * ```
 */
export class UnityCurve {
  /** The `WrapMode` applied before the first key, as given. */
  readonly preWrap: number;
  /** The `WrapMode` applied after the last key, as given. */
  readonly postWrap: number;

  #n: number;
  #time: Float32Array;
  #value: Float32Array;
  #inTangent: Float32Array;
  #outTangent: Float32Array;
  #inWeight: Float32Array;
  #outWeight: Float32Array;
  #mode: Uint8Array;
  #pre: number;
  #post: number;
  /** Index of the key that starts the segment found last. */
  #seg: number = 0;

  /**
   * Makes a curve of Unity keys with its wrap modes.
   *
   * @param keys the keys; all arrays must have the same length and times must be finite and
   *   non-decreasing. The curve keeps these arrays (no copy): do not change them afterwards.
   * @param preWrap `WrapMode` before the first key (0, 1, 8 and unknown values clamp)
   * @param postWrap `WrapMode` after the last key (0, 1, 8 and unknown values clamp)
   * @throws {RangeError} when the array lengths differ or times are not finite and ascending
   */
  constructor(keys: UnityKeys, preWrap: number, postWrap: number) {
    const n = keys.time.length;
    if (
      keys.value.length !== n || keys.inTangent.length !== n || keys.outTangent.length !== n ||
      keys.inWeight.length !== n || keys.outWeight.length !== n || keys.weightedMode.length !== n
    ) {
      throw new RangeError("all key arrays must have the same length");
    }
    for (let i = 0; i < n; i++) {
      const ti = keys.time[i]!;
      if (!Number.isFinite(ti)) throw new RangeError(`key ${i} has a non-finite time`);
      if (i > 0 && ti < keys.time[i - 1]!) {
        throw new RangeError(`key ${i} has time ${ti}, before the previous key`);
      }
    }
    this.preWrap = preWrap;
    this.postWrap = postWrap;
    this.#n = n;
    // The arrays are shared, not copied: documents hand their key arrays over without a copy.
    this.#time = keys.time;
    this.#value = keys.value;
    this.#inTangent = keys.inTangent;
    this.#outTangent = keys.outTangent;
    this.#inWeight = keys.inWeight;
    this.#outWeight = keys.outWeight;
    this.#mode = keys.weightedMode;
    this.#pre = internalWrap(preWrap);
    this.#post = internalWrap(postWrap);
  }

  /**
   * Builds a curve whose keys are joined by straight lines: Hermite keys whose tangents are the
   * chord slopes (the first key's in-tangent and the last key's out-tangent are 0).
   *
   * @param times key times, ascending
   * @param values key values, same length as `times`
   * @param preWrap `WrapMode` before the first key; ClampForever by default
   * @param postWrap `WrapMode` after the last key; ClampForever by default
   * @returns the curve
   * @throws {RangeError} when the lengths differ or times are not finite and ascending
   *
   * @example A ramp
   * ```ts ignore
   * import { UnityCurve } from "@animkit/animkit";
   * const curve = UnityCurve.linearKeys([0, 1, 3], [0, 10, 0]);
   * curve.evaluate(2); // 5
   * ```
   */
  static linearKeys(
    times: ArrayLike<number>,
    values: ArrayLike<number>,
    preWrap: number = UnityWrapMode.ClampForever,
    postWrap: number = UnityWrapMode.ClampForever,
  ): UnityCurve {
    const n = times.length;
    if (values.length !== n) throw new RangeError("times and values must have the same length");
    const keys = unityKeys(n);
    for (let i = 0; i < n; i++) {
      keys.time[i] = times[i]!;
      keys.value[i] = values[i]!;
    }
    for (let i = 0; i + 1 < n; i++) {
      const dt = keys.time[i + 1]! - keys.time[i]!;
      const slope = dt > 0 ? (keys.value[i + 1]! - keys.value[i]!) / dt : 0;
      keys.outTangent[i] = slope;
      keys.inTangent[i + 1] = slope;
    }
    return new UnityCurve(keys, preWrap, postWrap);
  }

  /**
   * The number of keys.
   *
   * @example
   * ```ts ignore
   * import { UnityCurve } from "@animkit/animkit";
   * UnityCurve.linearKeys([0, 1], [0, 1]).length; // 2
   * ```
   */
  get length(): number {
    return this.#n;
  }

  /**
   * The first key's time in seconds, or NaN when the curve has no keys.
   *
   * @example
   * ```ts ignore
   * import { UnityCurve } from "@animkit/animkit";
   * UnityCurve.linearKeys([-1, 2], [0, 1]).startTime; // -1
   * ```
   */
  get startTime(): number {
    return this.#n === 0 ? NaN : this.#time[0]!;
  }

  /**
   * The last key's time in seconds, or NaN when the curve has no keys.
   *
   * @example
   * ```ts ignore
   * import { UnityCurve } from "@animkit/animkit";
   * UnityCurve.linearKeys([-1, 2], [0, 1]).endTime; // 2
   * ```
   */
  get endTime(): number {
    return this.#n === 0 ? NaN : this.#time[this.#n - 1]!;
  }

  /**
   * A copy of the key times in seconds, ascending.
   *
   * @returns a new array
   *
   * @example
   * ```ts ignore
   * import { UnityCurve } from "@animkit/animkit";
   * UnityCurve.linearKeys([0, 0.5], [1, 2]).keyTimes(); // Float64Array [0, 0.5]
   * ```
   */
  keyTimes(): Float64Array {
    return Float64Array.from(this.#time);
  }

  /**
   * How the curve continues beyond its keys, in shared terms (Default, Once and ClampForever
   * clamp; Loop loops; PingPong ping-pongs).
   *
   * @example
   * ```ts
   * import { UnityCurve, UnityWrapMode } from "@animkit/animkit";
   * import { deepEqual } from "node:assert/strict";
   * const c = UnityCurve.linearKeys([0, 1], [0, 1], UnityWrapMode.ClampForever, UnityWrapMode.PingPong);
   * deepEqual(c.wrapModes(), { pre: "clamp", post: "pingpong" });
   * ```
   */
  wrapModes(): WrapModes {
    const kind = (w: number): WrapKind =>
      w === WRAP_REPEAT ? "loop" : w === WRAP_PING_PONG ? "pingpong" : "clamp";
    return { pre: kind(this.#pre), post: kind(this.#post) };
  }

  /**
   * Times in [from, to] where the curve passes a key as it plays, Loop and PingPong repeats
   * before and after the keys included. Generation stops once more than `limit` times are found
   * (default a million), so a result longer than `limit` means "too many".
   *
   * @example A looping curve passes its keys every second
   * ```ts
   * import { UnityCurve, UnityWrapMode } from "@animkit/animkit";
   * import { deepEqual } from "node:assert/strict";
   * const curve = UnityCurve.linearKeys([0, 0.5, 1], [0, 1, 0], UnityWrapMode.Loop, UnityWrapMode.Loop);
   * deepEqual([...curve.playedKeyTimes(0, 2)], [0, 0.5, 1, 1.5, 2]);
   * ```
   */
  playedKeyTimes(from: number, to: number, limit: number = 1_000_000): Float64Array {
    const kind = (mode: number): WrapKind =>
      mode === WRAP_CLAMP ? "clamp" : mode === WRAP_PING_PONG ? "pingpong" : "loop";
    return wrappedKeyTimes(
      this.#time.subarray(0, this.#n),
      { pre: kind(this.#pre), post: kind(this.#post) },
      from,
      to,
      limit,
    );
  }

  /**
   * The values at each of `times` into `out[offset + i × stride]`, as
   * {@linkcode UnityCurve.evaluate} gives them.
   *
   * @example
   * ```ts
   * import { UnityCurve, UnityWrapMode } from "@animkit/animkit";
   * import { deepEqual } from "node:assert/strict";
   * const curve = UnityCurve.linearKeys([0, 1], [0, 10], UnityWrapMode.ClampForever, UnityWrapMode.ClampForever);
   * const out = new Float64Array(3);
   * curve.evaluateMany(new Float64Array([0, 0.5, 2]), out, 0, 1);
   * deepEqual([...out], [0, 5, 10]);
   * ```
   */
  evaluateMany(times: Float64Array, out: Float64Array, offset = 0, stride = 1): void {
    const n = this.#n;
    const len = times.length;
    const time = this.#time;
    const start = n === 0 ? NaN : time[0]!;
    const end = n === 0 ? NaN : time[n - 1]!;
    let i = 0;
    while (i < len) {
      const t = times[i]!;
      out[offset + i * stride] = this.evaluate(t);
      i++;
      // A time inside the keys left the segment it found in #seg: the times after it inside
      // the same segment (their float32 strictly between its keys) are evaluated with its keys
      // read once, by evaluate's arithmetic.
      if (!(t > start && t < end)) continue;
      const lhs = this.#seg;
      if (lhs >= n - 1) continue;
      const t0 = time[lhs]!;
      const t1 = time[lhs + 1]!;
      let to = i;
      while (to < len) {
        const u = times[to]!;
        const uf = Math.fround(u);
        if (!(u > start && u < end && uf > t0 && uf < t1)) break;
        to++;
      }
      if (to > i) this.#run(lhs, times, i, to, out, offset, stride);
      i = to;
    }
  }

  /** {@linkcode UnityCurve.evaluate} at `times[from…to)`, all inside segment `lhs` (not on its keys). */
  #run(
    lhs: number,
    times: Float64Array,
    from: number,
    to: number,
    out: Float64Array,
    offset: number,
    stride: number,
  ): void {
    const rhs = lhs + 1;
    const v0 = this.#value[lhs]!;
    const outT = this.#outTangent[lhs]!;
    const inT = this.#inTangent[rhs]!;
    if (outT === Infinity || outT === -Infinity || inT === Infinity || inT === -Infinity) {
      for (let i = from; i < to; i++) out[offset + i * stride] = v0;
      return;
    }
    const t0 = this.#time[lhs]!;
    const v1 = this.#value[rhs]!;
    const dt = this.#time[rhs]! - t0;
    const m0 = outT * dt;
    const m1 = inT * dt;
    const w1 = (this.#mode[lhs]! & WEIGHTED_OUT) !== 0 ? this.#outWeight[lhs]! : ONE_THIRD;
    const w2 = (this.#mode[rhs]! & WEIGHTED_IN) !== 0 ? this.#inWeight[rhs]! : ONE_THIRD;
    if (isWeightOneThird(w1) && isWeightOneThird(w2)) {
      for (let i = from; i < to; i++) {
        out[offset + i * stride] = hermite((times[i]! - t0) / dt, v0, m0, v1, m1);
      }
    } else if (w1 === 0 && w2 === 0) {
      for (let i = from; i < to; i++) {
        out[offset + i * stride] = v0 + (v1 - v0) * ((times[i]! - t0) / dt);
      }
    } else {
      for (let i = from; i < to; i++) out[offset + i * stride] = this.evaluate(times[i]!);
    }
  }

  /**
   * The curve's value at `t` seconds, as Unity's `AnimationCurve.Evaluate` computes it. Unity
   * takes `t` as a float32: the key and segment are those of `Math.fround(t)`, so
   * `evaluate(0.1)` lands on a key written as 0.1 (stored as float32, above the double 0.1).
   *
   * A NaN time gives NaN; an infinite time gives NaN under Loop or PingPong.
   *
   * @param t time in seconds
   * @returns the value
   *
   * @example
   * ```ts ignore
   * import { UnityCurve, UnityWrapMode } from "@animkit/animkit";
   * const curve = UnityCurve.linearKeys([0, 1], [0, 10], UnityWrapMode.Loop, UnityWrapMode.Loop);
   * curve.evaluate(0.5); // 5
   * curve.evaluate(1.5); // 5 (looped)
   * ```
   */
  evaluate(t: number): number {
    const n = this.#n;
    if (n === 0) return 0;
    if (n === 1) return this.#value[0]!;
    if (t !== t) return NaN;
    const time = this.#time;
    t = this.#wrap(t);
    if (t !== t) return NaN;
    // `AnimationCurve.Evaluate(float time)` takes the time as a float32, like the key times:
    // the segment is the one of float32(t), so a time written as a key's decimal (0.1) lands on
    // that key. Inside the segment t interpolates as given: the two differ by at most half a
    // float32 step of time, below the float32 precision Unity computes values in.
    const tf = Math.fround(t);
    const lhs = this.#find(tf);
    const t0 = time[lhs]!;
    const v0 = this.#value[lhs]!;
    // At a key's time, that key's value (notes-mrtk.md §3.1). Past this point t0 ≤ t < t1:
    // float32(t) ≥ t0 with t < t0 only when float32(t) = t0.
    if (tf === t0 || lhs === n - 1) return v0;
    const rhs = lhs + 1;
    const outT = this.#outTangent[lhs]!;
    const inT = this.#inTangent[rhs]!;
    // Stepped segment (notes-mrtk.md §3.4).
    if (outT === Infinity || outT === -Infinity || inT === Infinity || inT === -Infinity) {
      return v0;
    }
    const v1 = this.#value[rhs]!;
    const dt = time[rhs]! - t0;
    let s = 0;
    let m0 = 0;
    let m1 = 0;
    if (dt !== 0) {
      s = (t - t0) / dt;
      m0 = outT * dt;
      m1 = inT * dt;
    }
    // Weights resolved from the mode bits (notes-mrtk.md §3.3).
    const w1 = (this.#mode[lhs]! & WEIGHTED_OUT) !== 0 ? this.#outWeight[lhs]! : ONE_THIRD;
    const w2 = (this.#mode[rhs]! & WEIGHTED_IN) !== 0 ? this.#inWeight[rhs]! : ONE_THIRD;
    if (isWeightOneThird(w1) && isWeightOneThird(w2)) {
      // Cubic Hermite (notes-mrtk.md §3.5).
      return hermite(s, v0, m0, v1, m1);
    }
    if (w1 === 0 && w2 === 0) {
      // Both weights 0: x(u) = y(u) = 3u² − 2u³ (normalised), so the segment is exactly the
      // straight line between the keys (notes-mrtk.md §3.7). This is every MRTK float curve;
      // the lerp gives that line without the closed-form solve's rounding.
      return v0 + (v1 - v0) * s;
    }
    // Weighted Bézier (notes-mrtk.md §3.6).
    const u = bezierExtractU(s, w1, w2);
    const iu = 1 - u;
    const p1 = v0 + w1 * m0;
    const p2 = v1 - w2 * m1;
    return iu * iu * iu * v0 + 3 * iu * iu * u * p1 + 3 * iu * u * u * p2 + u * u * u * v1;
  }

  /**
   * The keys as a common-model keyed description (step, linear or Hermite segments with slopes
   * per second), or null when the curve cannot be described exactly that way: weighted segments
   * other than MRTK's all-zero weights, loop or ping-pong wrapping, or repeated key times.
   *
   * @example MRTK's linear keys
   * ```ts
   * import { KEYED_LINEAR, UnityCurve, unityKeys } from "@animkit/animkit";
   * import { deepEqual } from "node:assert/strict";
   * const keys = unityKeys(2); // tangents 0, weights 0, mode Both: as MRTK stores them
   * keys.time.set([0, 1]);
   * keys.value.set([0, 2]);
   * keys.weightedMode.fill(3);
   * const keyed = new UnityCurve(keys, 8, 8).keyed();
   * deepEqual([...keyed!.modes], [KEYED_LINEAR, KEYED_LINEAR]);
   * ```
   */
  keyed(): KeyedComponent | null {
    const n = this.#n;
    if (n > 1 && (this.#pre !== WRAP_CLAMP || this.#post !== WRAP_CLAMP)) return null;
    const modes = new Uint8Array(n);
    const inSlopes = new Float64Array(n);
    const outSlopes = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      inSlopes[i] = Number.isFinite(this.#inTangent[i]!) ? this.#inTangent[i]! : 0;
      outSlopes[i] = Number.isFinite(this.#outTangent[i]!) ? this.#outTangent[i]! : 0;
      if (i === n - 1) {
        modes[i] = KEYED_LINEAR;
        continue;
      }
      if (!(this.#time[i + 1]! > this.#time[i]!)) return null;
      const outT = this.#outTangent[i]!;
      const inT = this.#inTangent[i + 1]!;
      if (!Number.isFinite(outT) || !Number.isFinite(inT)) {
        modes[i] = KEYED_STEP; // notes-mrtk.md §3.4
        continue;
      }
      const w1 = (this.#mode[i]! & WEIGHTED_OUT) !== 0 ? this.#outWeight[i]! : ONE_THIRD;
      const w2 = (this.#mode[i + 1]! & WEIGHTED_IN) !== 0 ? this.#inWeight[i + 1]! : ONE_THIRD;
      if (isWeightOneThird(w1) && isWeightOneThird(w2)) modes[i] = KEYED_HERMITE;
      else if (w1 === 0 && w2 === 0) modes[i] = KEYED_LINEAR; // notes-mrtk.md §3.7
      else return null;
    }
    return {
      times: Float64Array.from(this.#time),
      values: Float64Array.from(this.#value),
      inSlopes,
      outSlopes,
      modes,
    };
  }

  /**
   * The key arrays the curve evaluates (shared, not copied: do not change them).
   *
   * @example Read the keys back
   * ```ts
   * import { UnityCurve } from "@animkit/animkit";
   * import { deepEqual } from "node:assert/strict";
   * deepEqual([...UnityCurve.linearKeys([0, 1], [2, 3]).keys().value], [2, 3]);
   * ```
   */
  keys(): UnityKeys {
    return {
      time: this.#time,
      value: this.#value,
      inTangent: this.#inTangent,
      outTangent: this.#outTangent,
      inWeight: this.#inWeight,
      outWeight: this.#outWeight,
      weightedMode: this.#mode,
    };
  }

  /**
   * The boolean reading MRTK uses for its tracked/pinch curves: the value of the last key at or
   * before `t` (rounded to float32, as Unity takes it), held until the next key, read as
   * `value > 0.5` (notes-mrtk.md §3, §6.2).
   *
   * Outside the key range the wrap modes apply as in {@linkcode UnityCurve.evaluate} (Loop and
   * PingPong wrap, the rest clamp); 0 keys give false.
   *
   * @param t time in seconds
   * @returns whether the held value exceeds 0.5
   *
   * @example
   * ```ts ignore
   * import { UnityCurve } from "@animkit/animkit";
   * const tracked = UnityCurve.linearKeys([0, 1], [0, 1]);
   * tracked.evaluateBool(0.99); // false
   * tracked.evaluateBool(1); // true
   * ```
   */
  evaluateBool(t: number): boolean {
    const n = this.#n;
    if (n === 0 || t !== t) return false;
    // Outside the keys the wrap modes apply, as `Evaluate` applies them; the key is the one of
    // the float32 time, as in `evaluate`.
    t = this.#wrap(t);
    if (t !== t) return false;
    return this.#value[this.#find(Math.fround(t))]! > 0.5;
  }

  /**
   * A time outside the keys mapped back into them by the wrap mode of its side (Loop repeats,
   * PingPong reflects, the rest clamp; notes-mrtk.md §3.2); NaN for an infinite time that wraps.
   */
  #wrap(t: number): number {
    const time = this.#time;
    const start = time[0]!;
    const end = time[this.#n - 1]!;
    if (t >= start && t <= end) return t;
    const mode = t < start ? this.#pre : this.#post;
    const span = end - start;
    if (mode === WRAP_CLAMP || !(span > 0)) return t < start ? start : end;
    if (mode === WRAP_REPEAT) return start + repeat(t - start, span);
    return start + pingPong(t - start, span);
  }

  /**
   * Index of the last key with time ≤ `t` (upper bound − 1), for `t` ≥ the first key's time:
   * the segment found last or the next one, else walking on from it for increasing times
   * ({@linkcode lastKeyFrom32}).
   */
  #find(t: number): number {
    const time = this.#time;
    const last = this.#n - 1;
    let i = this.#seg;
    // The segment found last or the next one (the usual cases for increasing times).
    if (time[i]! <= t) {
      if (i === last || t < time[i + 1]!) return i;
      if (i + 1 === last || t < time[i + 2]!) {
        this.#seg = i + 1;
        return i + 1;
      }
    }
    i = lastKeyFrom32(time, t, i, this.#n);
    if (i < 0) i = 0;
    this.#seg = i;
    return i;
  }
}
