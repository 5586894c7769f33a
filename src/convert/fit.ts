/**
 * The fitting engine: turns any source {@linkcode Curve} into keys a target can hold
 * ({@linkcode FitProfile}) so that the target plays the same within a tolerance over the played
 * time range, measured the way a user sees it (rotation angle for quaternions, component
 * difference otherwise).
 *
 * The fit starts from the source's own key times (and the times where a wrapping curve passes a
 * key inside the range), takes values and one-sided slopes from the source, checks every segment
 * against the source at points inside it, and splits a segment at its worst point until it
 * meets the tolerance. Where the source's keys map one to one the result is exact; otherwise
 * keys that are not needed are dropped again (each merge is checked against the source).
 *
 * @module
 */
import { AnimkitError, type FormatName } from "../errors.ts";
import { type Budgets, checkBudget, resolveBudgets } from "../budget.ts";
import type { Curve, Track } from "../model/clip.ts";
import type { Value, ValueType } from "../model/value_type.ts";
import {
  KEYED_HERMITE,
  KEYED_LINEAR,
  KEYED_STEP,
  type KeyedComponent,
  keyedComponentsOf,
} from "../model/keyed.ts";
import { segmentSlope, segmentValue } from "../curves/keyed_eval.ts";
import { lastKeyAtOrBefore, lastKeyFrom } from "../curves/search.ts";
import { componentCount } from "../curves/compose.ts";
import { slerpShortestInto } from "../curves/quaternion.ts";
import type { FitProfile } from "./profile.ts";
import { DEFAULT_ROTATION_TOLERANCE_DEG, defaultTolerance } from "./tolerance.ts";
import { rotationAngleDeg } from "../model/compare.ts";
import { eulerRotationAngleDeg } from "../curves/rotation.ts";
import { playedKeyTimes } from "./played_times.ts";
import { float32AtOrAfter, nextFloat32 } from "../curves/float32_time.ts";
import { fitSampled, type SampledSource, sampleSource, type SourceSamples } from "./fit_sampled.ts";

/** Options of one fit. */
export interface FitOptions {
  /** Start of the played range in seconds. */
  readonly from: number;
  /** End of the played range in seconds. */
  readonly to: number;
  /** Largest error allowed (track units; degrees for quaternion tracks); default per track. */
  readonly tolerance?: number;
  /** Drop keys that are not needed even where the source's keys map exactly. */
  readonly thin?: boolean;
  /** An extra grid of check times in Hz. */
  readonly rate?: number;
  /** Write the best fit found even when it misses the tolerance (instead of failing). */
  readonly bestEffort?: boolean;
  /** Most keys the track may get (default: 10× a 240 Hz resample of the range). */
  readonly maxKeys?: number;
  /** The format named in errors. */
  readonly format?: FormatName;
  /** Limits on the work (keys written) a fit may do. */
  readonly budgets?: Partial<Budgets>;
  /** Keys written so far by the conversion this fit belongs to (checked against `maxKeys`). */
  readonly tally?: { keys: number };
  /**
   * A float3 track of Euler angles in degrees played in this rotate order (`xyz`: X first, as
   * {@linkcode eulerToQuaternionOrdered}): errors are the rotation angle in degrees between the
   * rotations the angles play, not per component.
   */
  readonly eulerOrder?: string;
}

/** Keys as the fit made them, in the target's terms; times ascend strictly. */
export interface FittedKeys {
  /** Components per key (1 for scalars, 4 for quaternions). */
  readonly dims: number;
  /** Key times in seconds. */
  readonly times: Float64Array;
  /** `times.length × dims` values (quaternions: raw components where the source keys them component-wise, otherwise unit length and sign-continuous). */
  readonly values: Float64Array;
  /** Slope arriving at each key, per second (`times.length × dims`). */
  readonly inSlopes: Float64Array;
  /** Slope leaving each key, per second (`times.length × dims`). */
  readonly outSlopes: Float64Array;
  /** Segment kind from each key to the next ({@linkcode KEYED_STEP}, {@linkcode KEYED_LINEAR}, {@linkcode KEYED_HERMITE}). */
  readonly kinds: Uint8Array;
}

/** What a fit achieved. */
export interface FitResult {
  /** The keys. */
  readonly keys: FittedKeys;
  /** `exact`: the source's keys carried one to one and playing the same to float rounding. */
  readonly mapping: "exact" | "fitted";
  /** Worst error measured over the played range (degrees for quaternion tracks). */
  readonly maxError: number;
  /** The tolerance the fit worked to (degrees for quaternion tracks). */
  readonly tolerance: number;
  /** Keys of the source (over all components). */
  readonly keysBefore: number;
  /** Start of the range the fit covers; the target holds its first value before. */
  readonly from: number;
  /** End of the range the fit covers; the target holds its last value after. */
  readonly to: number;
  /** Things to say in the report. */
  readonly notes: readonly string[];
}

/**
 * The number of components the fitting engine handles for a value type, or 0 when it is not a
 * continuous numeric type (booleans, integers, strings and matrices are discrete or unsupported).
 *
 * @example
 * ```ts
 * import { fitDimensions } from "./fit.ts";
 * import { equal } from "node:assert/strict";
 * equal(fitDimensions("float3"), 3);
 * equal(fitDimensions("bool"), 0);
 * ```
 */
export function fitDimensions(valueType: ValueType): number {
  // color32's bytes fit like a colour's floats.
  return valueType === "color32" ? 4 : componentCount(valueType) ?? 0;
}

const VECTOR_KEYS = ["x", "y", "z", "w"] as const;
const COLOR_KEYS = ["r", "g", "b", "a"] as const;

/** Reads a value's numeric components into `out` at `offset`. */
export function valueComponents(value: Value, dims: number, out: Vec, offset = 0): void {
  if (typeof value === "number") {
    out[offset] = value;
    return;
  }
  const record = value as unknown as Record<string, number>;
  const keys = record.r !== undefined ? COLOR_KEYS : VECTOR_KEYS;
  for (let c = 0; c < dims; c++) out[offset + c] = Number(record[keys[c]!]);
}

/** The source seen as the fit needs it: components, normalised quaternions, slopes. */
class Source {
  readonly dims: number;
  readonly quaternion: boolean;
  readonly keyed: readonly KeyedComponent[] | null;
  /**
   * Component-wise keys of (nearly) unit quaternions, as MRTK and Unity store rotations: keys
   * keep the raw components and slopes, so that a target that normalises after interpolating
   * plays the source's normalised curve exactly.
   */
  readonly rawQuaternion: boolean;
  /** Euler angles measured as the rotation they play in this order, or null. */
  readonly eulerOrder: string | null;
  evaluations = 0;
  #curve: Curve;
  #into: ((t: number, out: Float64Array) => void) | null;
  #many: ((times: Float64Array, out: Float64Array) => void) | null;
  #scratch = new Float64Array(4);
  #tmp = new Float64Array(4);
  #a = new Float64Array(4);
  #b = new Float64Array(4);

  constructor(curve: Curve, dims: number, quaternion: boolean, eulerOrder?: string) {
    this.#curve = curve;
    this.dims = dims;
    this.quaternion = quaternion;
    this.eulerOrder = dims === 3 && eulerOrder !== undefined ? eulerOrder : null;
    const keyed = keyedComponentsOf(curve);
    this.keyed = keyed !== null && keyed.length === dims ? keyed : null;
    this.rawQuaternion = quaternion && this.keyed !== null && nearUnitKeys(this.keyed);
    const into = (curve as { evaluateInto?: unknown }).evaluateInto;
    this.#into = typeof into === "function"
      ? (into as (t: number, out: Float64Array) => void).bind(curve)
      : null;
    const many = (curve as { evaluateMany?: unknown }).evaluateMany;
    this.#many = typeof many === "function"
      ? (many as (times: Float64Array, out: Float64Array) => void).bind(curve)
      : null;
  }

  /** Components at `t` into `out[offset…]`; quaternions normalised (zero reads as identity). */
  at(t: number, out: Vec, offset = 0): void {
    this.evaluations++;
    const dims = this.dims;
    if (this.#into !== null) {
      this.#into(t, this.#scratch);
      for (let c = 0; c < dims; c++) out[offset + c] = this.#scratch[c]!;
    } else valueComponents(this.#curve.evaluate(t), dims, out, offset);
    if (this.quaternion) normalizeAt(out, offset);
  }

  /** The values at each of `times` into `out` (`dims` per time), as {@linkcode Source.at} gives them. */
  atMany(times: Float64Array, out: Vec): void {
    const dims = this.dims;
    if (this.#many === null || !(out instanceof Float64Array)) {
      for (let k = 0; k < times.length; k++) this.at(times[k]!, out, k * dims);
      return;
    }
    this.evaluations += times.length;
    this.#many(times, out);
    if (this.quaternion) { for (let k = 0; k < times.length; k++) normalizeAt(out, k * dims); }
  }

  /** A key's value at `t`: raw components for {@linkcode Source.rawQuaternion}, else {@linkcode Source.at}. */
  keyValue(t: number, out: Vec, offset = 0): void {
    if (!this.rawQuaternion) {
      this.at(t, out, offset);
      return;
    }
    this.evaluations++;
    for (let c = 0; c < 4; c++) out[offset + c] = evaluateKeyedAt(this.keyed![c]!, t);
  }

  /** Whether the source has cubic segments whose one-sided slopes are exact. */
  hasCubicSlopes(): boolean {
    if (this.keyed === null || (this.quaternion && !this.rawQuaternion)) return false;
    return this.#cubic ??= this.keyed.some((k) => k.modes.includes(KEYED_HERMITE));
  }
  #cubic: boolean | undefined;

  /**
   * One-sided slope per second at `t` (side −1: arriving, +1: leaving), within the gap
   * [lo, hi] around `t`. Exact from a keyed description inside its keys (not quaternions);
   * otherwise a second-order one-sided difference. Quaternion slopes follow the sign of the
   * value at `t`.
   */
  slope(t: number, side: -1 | 1, lo: number, hi: number, out: Vec, offset = 0): void {
    const dims = this.dims;
    if (this.keyed !== null) {
      let ok = true;
      for (let c = 0; c < dims && ok; c++) {
        const k = this.keyed[c]!;
        const n = k.times.length;
        if (n < 2 || t < k.times[0]! || t > k.times[n - 1]!) {
          ok = n === 1 || (n >= 2 && (t < k.times[0]! ? side < 0 : side > 0));
          if (ok) out[offset + c] = 0;
          continue;
        }
        out[offset + c] = keyedSlope(k, t, side);
      }
      // Quaternions: raw slopes go with raw key values only.
      if (ok && (!this.quaternion || this.rawQuaternion)) return;
    }
    const span = side > 0 ? hi - t : t - lo;
    if (!(span > 0)) {
      for (let c = 0; c < dims; c++) out[offset + c] = 0;
      return;
    }
    const h = Math.max(Math.min(span / 64, 1e-3), span * 1e-6) * side;
    this.at(t, this.#tmp);
    this.at(t + h, this.#a);
    this.at(t + 2 * h, this.#b);
    if (this.quaternion) {
      alignTo(this.#a, this.#tmp);
      alignTo(this.#b, this.#tmp);
    }
    for (let c = 0; c < dims; c++) {
      // f'(t) ≈ (−3 f(t) + 4 f(t + h) − f(t + 2h)) / 2h, exact for quadratics.
      out[offset + c] = (-3 * this.#tmp[c]! + 4 * this.#a[c]! - this.#b[c]!) / (2 * h);
    }
  }

  /** Whether every component is held (a step segment, or beyond its keys) over [t0, t1). */
  heldOver(t0: number, t1: number): boolean {
    if (this.keyed === null) return false;
    for (const k of this.keyed) {
      const n = k.times.length;
      if (n === 0) return false;
      if (t0 >= k.times[n - 1]! || n === 1) continue;
      if (t1 <= k.times[0]!) continue;
      const s = segmentOf(k, t0);
      if (s < 0 || k.modes[s] !== KEYED_STEP || t1 > k.times[s + 1]!) return false;
    }
    return true;
  }

  /** Whether every component is a straight line over [t0, t1] (linear or held-constant). */
  straightOver(t0: number, t1: number): boolean {
    if (this.keyed === null || this.quaternion) return false;
    for (const k of this.keyed) {
      const n = k.times.length;
      if (n === 0) return false;
      if (t0 >= k.times[n - 1]! || n === 1 || t1 <= k.times[0]!) continue;
      if (t0 < k.times[0]!) return false;
      const s = segmentOf(k, t0);
      if (t1 > k.times[s + 1]!) return false;
      const mode = k.modes[s];
      if (mode === KEYED_LINEAR) continue;
      if (mode === KEYED_STEP && k.values[s] === k.values[s + 1]) continue;
      if (mode === KEYED_HERMITE) {
        // A Hermite segment whose slopes are its chord's is the straight line.
        const chord = (k.values[s + 1]! - k.values[s]!) / (k.times[s + 1]! - k.times[s]!);
        const near = (m: number) => Math.abs(m - chord) <= 1e-12 * Math.max(1, Math.abs(chord));
        if (near(k.outSlopes[s]!) && near(k.inSlopes[s + 1]!)) continue;
      }
      return false;
    }
    return true;
  }
}

/** Whether every key of four component curves is a quaternion within 1e-3 of unit length. */
function nearUnitKeys(keyed: readonly KeyedComponent[]): boolean {
  const t0 = keyed[0]!.times;
  if (keyed.every((k) => k.times.length === t0.length && k.times.every((t, i) => t === t0[i]))) {
    // Keyed together: the key values are the quaternions.
    for (let i = 0; i < t0.length; i++) {
      let length = 0;
      for (let c = 0; c < 4; c++) length += keyed[c]!.values[i]! ** 2;
      if (!(Math.abs(Math.sqrt(length) - 1) < 1e-3)) return false;
    }
    return true;
  }
  for (const k of keyed) {
    for (let i = 0; i < k.times.length; i++) {
      let length = 0;
      for (let c = 0; c < 4; c++) {
        const v = evaluateKeyedAt(keyed[c]!, k.times[i]!);
        length += v * v;
      }
      if (!(Math.abs(Math.sqrt(length) - 1) < 1e-3)) return false;
    }
  }
  return true;
}

function evaluateKeyedAt(k: KeyedComponent, t: number): number {
  const n = k.times.length;
  if (n === 0) return 0;
  if (!(t > k.times[0]!)) return k.values[0]!;
  if (t >= k.times[n - 1]!) return k.values[n - 1]!;
  return segmentValue(k, segmentOf(k, t), t);
}

const hints = new WeakMap<KeyedComponent, number>();

/** The segment of a component that holds `t` (the shared key walk, from where it looked last). */
function segmentOf(k: KeyedComponent, t: number): number {
  const s = lastKeyFrom(k.times, t, hints.get(k) ?? 0, k.times.length - 1);
  hints.set(k, s);
  return s;
}

function keyedSlope(k: KeyedComponent, t: number, side: -1 | 1): number {
  const n = k.times.length;
  // Beyond the keys the value holds.
  if ((side > 0 && t >= k.times[n - 1]!) || (side < 0 && t <= k.times[0]!)) return 0;
  // The segment that contains t on the requested side (lastKeyAtOrBefore's end is exclusive).
  let s = segmentOf(k, t);
  if (side < 0 && s > 0 && k.times[s] === t) s--;
  if (s >= n - 1) s = n - 2;
  if (s < 0) s = 0;
  if (k.modes[s] === KEYED_STEP) return 0;
  return segmentSlope(k, s, t);
}

function normalizeAt(q: Vec, o: number): void {
  // Square root of the sum (no overflow care needed for quaternions; Math.hypot costs more).
  const length = Math.sqrt(
    q[o]! * q[o]! + q[o + 1]! * q[o + 1]! + q[o + 2]! * q[o + 2]! + q[o + 3]! * q[o + 3]!,
  );
  if (Number.isNaN(length)) return;
  if (!(length > 1e-12)) {
    q[o] = 0, q[o + 1] = 0, q[o + 2] = 0, q[o + 3] = 1;
    return;
  }
  for (let c = 0; c < 4; c++) q[o + c] = q[o + c]! / length;
}

function alignTo(q: Float64Array, ref: Float64Array): void {
  let dot = 0;
  for (let c = 0; c < 4; c++) dot += q[c]! * ref[c]!;
  if (dot < 0) { for (let c = 0; c < 4; c++) q[c] = -q[c]!; }
}

/** Components: plain arrays for keys (cheap to make), typed arrays for scratch and results. */
type Vec = Float64Array | number[];

/** One key while fitting. */
interface Key {
  /** Time as the target stores it. */
  time: number;
  /** Time the value and slopes were taken at (the source's key time, before rounding). */
  at: number;
  value: Vec;
  inSlope: Vec;
  outSlope: Vec;
  /** Segment kind to the next key. */
  kind: number;
}

/**
 * Evaluates the target's segment from key `a` to key `b` at `t` into `out` (quaternions
 * normalised): holds, component-wise lerps and cubics, and for slerp targets the shorter-arc
 * slerp. Values and slopes are read at offsets, so keys can live in shared arrays.
 */
function segmentAt(
  ta: number,
  va: Vec,
  oa: number,
  outA: Vec,
  tb: number,
  vb: Vec,
  ob: number,
  inB: Vec,
  kind: number,
  t: number,
  dims: number,
  quaternion: "slerp" | "nlerp" | null,
  out: Float64Array,
): void {
  const dt = tb - ta;
  if (kind === KEYED_STEP || !(dt > 0)) {
    for (let c = 0; c < dims; c++) out[c] = va[oa + c]!;
    return;
  }
  const s = (t - ta) / dt;
  if (kind === KEYED_LINEAR) {
    if (quaternion === "slerp") {
      // Slerp targets take the shorter arc themselves (glTF 2.0 Appendix C, AnimJ floatQ).
      slerpShortestInto(va, oa, vb, ob, s, out);
      return;
    }
    for (let c = 0; c < dims; c++) out[c] = va[oa + c]! + (vb[ob + c]! - va[oa + c]!) * s;
  } else {
    const s2 = s * s;
    const s3 = s2 * s;
    const h00 = 2 * s3 - 3 * s2 + 1;
    const h10 = s3 - 2 * s2 + s;
    const h01 = -2 * s3 + 3 * s2;
    const h11 = s3 - s2;
    for (let c = 0; c < dims; c++) {
      out[c] = h00 * va[oa + c]! + h10 * outA[oa + c]! * dt + h01 * vb[ob + c]! +
        h11 * inB[ob + c]! * dt;
    }
  }
  if (quaternion !== null) normalizeAt(out, 0);
}

function segmentInto(
  a: Key,
  b: Key,
  kind: number,
  t: number,
  dims: number,
  quaternion: "slerp" | "nlerp" | null,
  out: Float64Array,
): void {
  segmentAt(
    a.time,
    a.value,
    0,
    a.outSlope,
    b.time,
    b.value,
    0,
    b.inSlope,
    kind,
    t,
    dims,
    quaternion,
    out,
  );
}

/** `t` when it lies after `start`, else the smallest float32 after `start`. */
function float32After(start: number, t: number): number {
  if (t > start) return t;
  const f = float32AtOrAfter(start);
  return f > start ? f : nextFloat32(f, 1);
}

/** The largest float32 below `t`. */
function float32Below(t: number): number {
  const f = Math.fround(t);
  return f < t ? f : nextFloat32(f, -1);
}

/** Smallest time step a target can tell apart at `t`. */
function resolution(t: number, float32: boolean): number {
  const scale = Math.max(1, Math.abs(t));
  return float32 ? scale * 2 ** -23 : scale * 2 ** -40;
}

function error(from: Source, source: Float64Array, target: Float64Array): number {
  const dims = from.dims;
  if (from.quaternion) return rotationAngleDeg(source, target);
  if (from.eulerOrder !== null) return eulerRotationAngleDeg(source, target, from.eulerOrder);
  let worst = 0;
  for (let c = 0; c < dims; c++) {
    const d = Math.abs(source[c]! - target[c]!);
    if (d > worst) worst = d;
    else if (d !== d) return Infinity; // NaN counts as the worst
  }
  return worst;
}

/** Check points per segment. */
const CHECKS = 8;

interface Fitter {
  readonly source: Source;
  readonly profile: FitProfile;
  readonly kinds: readonly number[]; // allowed segment kinds, in order of preference
  readonly tolerance: number;
  readonly rate: number | undefined;
  readonly quaternion: "slerp" | "nlerp" | null;
  readonly maxEvaluations: number;
  readonly tmpSource: Float64Array;
  readonly tmpTarget: Float64Array;
}

/** Worst error of a candidate segment and where, at CHECKS points plus `extra` times inside. */
function checkSegment(
  f: Fitter,
  a: Key,
  b: Key,
  kind: number,
  extra: readonly number[],
): { error: number; at: number } {
  const dims = f.source.dims;
  let worst = -1;
  let at = NaN;
  const dt = b.time - a.time;
  const test = (t: number) => {
    if (!(t > a.time && t < b.time)) return;
    f.source.at(t, f.tmpSource);
    segmentInto(a, b, kind, t, dims, f.quaternion, f.tmpTarget);
    const e = error(f.source, f.tmpSource, f.tmpTarget);
    if (e > worst) {
      worst = e;
      at = t;
    }
  };
  for (let j = 1; j <= CHECKS; j++) test(a.time + (dt * j) / (CHECKS + 1));
  if (f.rate !== undefined) {
    const step = 1 / f.rate;
    const first = Math.floor(a.time / step) + 1;
    for (let i = first, n = 0; i * step < b.time && n < 256; i++, n++) test(i * step);
  }
  for (const t of extra) test(t);
  return { error: Math.max(0, worst), at };
}

function makeKey(f: Fitter, t: number, lo: number, hi: number, after?: Key): Key {
  const dims = f.source.dims;
  const key: Key = {
    time: t,
    at: t,
    value: new Array<number>(dims).fill(0),
    inSlope: new Array<number>(dims).fill(0),
    outSlope: new Array<number>(dims).fill(0),
    kind: KEYED_LINEAR,
  };
  f.source.keyValue(t, key.value);
  if (f.kinds.includes(KEYED_HERMITE)) {
    f.source.slope(t, -1, lo, t, key.inSlope);
    f.source.slope(t, 1, t, hi, key.outSlope);
  }
  if (after !== undefined) alignKey(f, key, after);
  if (f.profile.float32) roundKey(key);
  return key;
}

/**
 * Quaternion keys made from normalised values take the sign that continues `previous`, so
 * component-wise segments follow the source's path (raw component keys stay as the source
 * stores them: their sign is part of what it plays).
 */
function alignKey(f: Fitter, key: Key, previous: Key): void {
  if (!f.source.quaternion || f.source.rawQuaternion) return;
  let dot = 0;
  for (let c = 0; c < 4; c++) dot += key.value[c]! * previous.value[c]!;
  if (dot >= 0) return;
  for (let c = 0; c < 4; c++) {
    key.value[c] = -key.value[c]!;
    key.inSlope[c] = -key.inSlope[c]!;
    key.outSlope[c] = -key.outSlope[c]!;
  }
}

function roundKey(key: Key): void {
  key.time = Math.fround(key.time);
  for (let c = 0; c < key.value.length; c++) {
    key.value[c] = Math.fround(key.value[c]!);
    key.inSlope[c] = Math.fround(key.inSlope[c]!);
    key.outSlope[c] = Math.fround(key.outSlope[c]!);
  }
}

/** The kinds worth trying for the segment [a, b], preferred first. */
function candidateKinds(f: Fitter, t0: number, t1: number): number[] {
  const out: number[] = [];
  if (f.kinds.includes(KEYED_STEP) && (f.source.heldOver(t0, t1) || f.kinds.length === 1)) {
    out.push(KEYED_STEP);
    return out;
  }
  const linear = f.kinds.includes(KEYED_LINEAR);
  const hermite = f.kinds.includes(KEYED_HERMITE);
  if (linear && (f.source.straightOver(t0, t1) || !hermite)) return [KEYED_LINEAR];
  // Raw component-wise quaternion keys play exactly as the target's normalised cubic.
  if (hermite && f.source.rawQuaternion) out.push(KEYED_HERMITE);
  if (linear && (f.source.quaternion || f.source.keyed === null)) out.push(KEYED_LINEAR);
  if (hermite && !f.source.rawQuaternion) out.push(KEYED_HERMITE);
  if (out.length === 0 && linear) out.push(KEYED_LINEAR);
  return out;
}

/** Picks the first candidate kind within tolerance; else the best and where it fails. */
function bestKind(
  f: Fitter,
  a: Key,
  b: Key,
  extra: readonly number[],
): { kind: number; error: number; at: number } {
  let best = { kind: KEYED_LINEAR, error: Infinity, at: NaN };
  for (const kind of candidateKinds(f, a.at, b.at)) {
    const r = checkSegment(f, a, b, kind, extra);
    if (r.error <= f.tolerance) return { kind, error: r.error, at: r.at };
    if (r.error < best.error || best.error === Infinity) best = { kind, ...r };
  }
  return best;
}

/** Where to split a failing segment: its worst point, snapped to the frame grid if possible. */
function splitTime(f: Fitter, a: Key, b: Key, worst: number): number {
  let t = Number.isFinite(worst) ? worst : (a.time + b.time) / 2;
  const step = f.profile.frameStep;
  if (step !== undefined && step > 0) {
    const snapped = Math.round(t / step) * step;
    if (snapped > a.time && snapped < b.time) t = snapped;
    else if (f.profile.gridOnly) {
      // Keys only on frames: the nearest frame inside the segment, if there is one.
      const first = Math.floor(a.time / step + 1 + 1e-9) * step;
      if (!(first < b.time - step * 1e-9)) return NaN;
      t = Math.abs(first - t) <= Math.abs(Math.ceil(b.time / step - 1 - 1e-9) * step - t)
        ? first
        : Math.ceil(b.time / step - 1 - 1e-9) * step;
    }
  }
  // A float32 target stores the split where it can: strictly after the segment's start (a jump
  // right after a key lands on the next float32 time, the side the source takes).
  if (f.profile.float32) {
    t = float32After(a.time, Math.fround(t));
    // Rounded onto the segment's end: the last float32 before it, where there is one.
    if (t >= b.time) t = float32Below(b.time);
  }
  return t;
}

/**
 * Keys at the break times with the segment kinds the source's own keys have (held, straight,
 * Hermite; raw quaternion components as cubics), straight into typed arrays (a densely keyed
 * source carried one to one allocates per track, not per key), with the range-end keys the
 * source just holds over trimmed; null when the source does not describe its keys or needs a
 * kind the target lacks.
 */
function directFitted(
  f: Fitter,
  breaks: Float64Array,
  played: Float64Array,
): { keys: FittedKeys; count: number; added: number } | null {
  const source = f.source;
  if (source.keyed === null || (source.quaternion && !source.rawQuaternion)) return null;
  const n = breaks.length;
  const dims = source.dims;
  const kinds = new Uint8Array(n).fill(KEYED_LINEAR);
  for (let i = 0; i + 1 < n; i++) {
    const t = breaks[i]!;
    const next = breaks[i + 1]!;
    const kind = source.heldOver(t, next)
      ? KEYED_STEP
      : !source.quaternion && source.straightOver(t, next)
      ? KEYED_LINEAR
      : KEYED_HERMITE;
    const allowed = f.kinds.includes(kind) ||
      (kind === KEYED_STEP && f.kinds.includes(KEYED_LINEAR) && source.straightOver(t, next));
    if (!allowed) return null;
    kinds[i] = f.kinds.includes(kind) ? kind : KEYED_LINEAR;
  }
  const ends = heldEnds(f, n, (i) => breaks[i]!, breaks, played);
  const lo = ends.dropFirst ? 1 : 0;
  const hi = n - (ends.dropLast ? 1 : 0);
  const m = hi - lo;
  const keys: FittedKeys = {
    dims,
    times: new Float64Array(m),
    values: new Float64Array(m * dims),
    inSlopes: new Float64Array(m * dims),
    outSlopes: new Float64Array(m * dims),
    kinds: kinds.slice(lo, hi),
  };
  if (m > 0) keys.kinds[m - 1] = KEYED_LINEAR;
  const hermite = f.kinds.includes(KEYED_HERMITE);
  const float32 = f.profile.float32;
  for (let k = 0; k < m; k++) {
    const i = lo + k;
    const t = breaks[i]!;
    keys.times[k] = float32 ? Math.fround(t) : t;
    source.keyValue(t, keys.values, k * dims);
    if (hermite) {
      source.slope(t, -1, i > 0 ? breaks[i - 1]! : t, t, keys.inSlopes, k * dims);
      source.slope(t, 1, t, i + 1 < n ? breaks[i + 1]! : t, keys.outSlopes, k * dims);
    }
  }
  if (float32) {
    for (const a of [keys.values, keys.inSlopes, keys.outSlopes]) {
      for (let j = 0; j < a.length; j++) a[j] = Math.fround(a[j]!);
    }
  }
  return { keys, count: m, added: ends.added };
}

/** Fits [from, to] through the break times; returns the keys in order. */
function refine(f: Fitter, breaks: Float64Array, maxKeys: number): { keys: Key[]; worst: number } {
  const out: Key[] = [];
  let worst = 0;
  const n = breaks.length;
  const keyAt = new Map<number, Key>();
  const get = (t: number, lo: number, hi: number, after?: Key) => {
    let k = keyAt.get(t);
    if (k === undefined) {
      k = makeKey(f, t, lo, hi, after);
      keyAt.set(t, k);
    }
    return k;
  };
  for (let i = 0; i + 1 < n; i++) {
    const lo = breaks[i]!;
    const hi = breaks[i + 1]!;
    // Depth-first, left to right: the stack holds segment ends still to fit after `left`.
    let left = get(lo, i > 0 ? breaks[i - 1]! : lo, hi);
    const stack: Key[] = [get(hi, lo, i + 2 < n ? breaks[i + 2]! : hi, left)];
    while (stack.length > 0) {
      const right = stack[stack.length - 1]!;
      const r = bestKind(f, left, right, []);
      const tooClose = right.time - left.time <= 2 * resolution(right.time, f.profile.float32);
      const budget = out.length + stack.length >= maxKeys ||
        f.source.evaluations > f.maxEvaluations;
      if (r.error <= f.tolerance || tooClose || budget) {
        if (!tooClose && r.error > worst) worst = r.error;
        // A jump between keys the target cannot tell apart: where it holds, it holds the value
        // up to the jump instead of ramping over one time step.
        const jump = tooClose && r.error > f.tolerance;
        left.kind = jump && f.kinds.includes(KEYED_STEP) ? KEYED_STEP : r.kind;
        // The value after the jump starts at the first time the target can store after the
        // source's instant.
        if (jump && f.profile.float32 && stack.length > 1) {
          const first = float32After(left.at, left.at);
          if (first > left.time && first < right.time) right.time = first;
        }
        out.push(left);
        left = right;
        stack.pop();
        continue;
      }
      const t = splitTime(f, left, right, r.at);
      if (!(t > left.time && t < right.time)) {
        if (r.error > worst) worst = r.error;
        // A jump inside a few time steps the target cannot split: held up to the jump.
        const narrow = right.time - left.time <= 8 * resolution(right.time, f.profile.float32);
        left.kind = narrow && r.error > f.tolerance && f.kinds.includes(KEYED_STEP)
          ? KEYED_STEP
          : r.kind;
        out.push(left);
        left = right;
        stack.pop();
        continue;
      }
      // An inner point of a smooth stretch: the slopes on both sides agree.
      const inner = makeKey(f, t, left.time, right.time, left);
      alignKey(f, right, inner);
      stack.push(inner);
    }
    if (i + 2 === n) out.push(left);
  }
  if (n === 1) out.push(get(breaks[0]!, breaks[0]!, breaks[0]!));
  return { keys: out, worst };
}

/**
 * Drops keys whose removal keeps the merged segment within the tolerance (checked against the
 * source at the removed keys' times and between them). Spans are capped at 64 keys.
 */
function thin(f: Fitter, keys: Key[]): Key[] {
  if (keys.length <= 2) return keys;
  const kept: Key[] = [keys[0]!];
  const removed: number[] = [];
  for (let i = 1; i + 1 < keys.length; i++) {
    const a = kept[kept.length - 1]!;
    const b = keys[i + 1]!;
    const extra = [...removed, keys[i]!.time];
    // Extra checks between the removed keys (kinks live there).
    const between: number[] = [];
    let prev = a.time;
    for (const t of extra) {
      between.push((prev + t) / 2);
      prev = t;
    }
    between.push((prev + b.time) / 2);
    const r = extra.length <= 64 ? bestKind(f, a, b, [...extra, ...between]) : undefined;
    if (r !== undefined && r.error <= f.tolerance) {
      removed.push(keys[i]!.time);
      a.kind = r.kind;
      continue;
    }
    kept.push(keys[i]!);
    removed.length = 0;
  }
  kept.push(keys[keys.length - 1]!);
  return kept;
}

function toFitted(keys: readonly Key[], dims: number): FittedKeys {
  const n = keys.length;
  const out: FittedKeys = {
    dims,
    times: new Float64Array(n),
    values: new Float64Array(n * dims),
    inSlopes: new Float64Array(n * dims),
    outSlopes: new Float64Array(n * dims),
    kinds: new Uint8Array(n),
  };
  for (let i = 0; i < n; i++) {
    const k = keys[i]!;
    out.times[i] = k.time;
    out.kinds[i] = i + 1 < n ? k.kind : KEYED_LINEAR;
    out.values.set(k.value, i * dims);
    out.inSlopes.set(k.inSlope, i * dims);
    out.outSlopes.set(k.outSlope, i * dims);
  }
  return out;
}

/**
 * Evaluates fitted keys at `t` the way the target plays them (holding outside the keys) into
 * `out`.
 *
 * @example Halfway along a straight segment
 * ```ts
 * import { KEYED_LINEAR } from "@animkit/animkit";
 * import { evaluateFitted } from "./fit.ts";
 * import { equal } from "node:assert/strict";
 * const keys = {
 *   dims: 1, times: new Float64Array([0, 2]), values: new Float64Array([0, 4]),
 *   inSlopes: new Float64Array(2), outSlopes: new Float64Array(2),
 *   kinds: new Uint8Array([KEYED_LINEAR, KEYED_LINEAR]),
 * };
 * const out = new Float64Array(1);
 * evaluateFitted(keys, 0.5, out);
 * equal(out[0], 1);
 * ```
 */
export function evaluateFitted(
  keys: FittedKeys,
  t: number,
  out: Float64Array,
  quaternion: "slerp" | "nlerp" | null = null,
  cursor?: { i: number },
): void {
  const n = keys.times.length;
  const dims = keys.dims;
  if (n === 0) return;
  // With a cursor, the shared key walk from the key found last (times mostly increasing).
  let i = cursor === undefined
    ? lastKeyAtOrBefore(keys.times, t)
    : (cursor.i = lastKeyFrom(keys.times, t, cursor.i));
  if (i < 0) i = 0;
  if (i >= n - 1 || t <= keys.times[0]!) {
    const k = t <= keys.times[0]! ? 0 : n - 1;
    for (let c = 0; c < dims; c++) out[c] = keys.values[k * dims + c]!;
    return;
  }
  segmentAt(
    keys.times[i]!,
    keys.values,
    i * dims,
    keys.outSlopes,
    keys.times[i + 1]!,
    keys.values,
    (i + 1) * dims,
    keys.inSlopes,
    keys.kinds[i]!,
    t,
    dims,
    quaternion,
    out,
  );
}

/** Breaks: the range ends and every time inside where the source passes a key. */
function breakTimes(
  played: Float64Array,
  from: number,
  to: number,
  float32: boolean,
  grid?: number,
): Float64Array {
  // The source's own times (values and one-sided slopes are taken there), one per time the
  // target can store; on its frames when it stores keys on frames only.
  if (grid !== undefined && grid > 0) {
    const frames = new Set<number>([Math.round(from / grid), Math.round(to / grid)]);
    for (let i = 0; i < played.length; i++) frames.add(Math.round(played[i]! / grid));
    return Float64Array.from([...frames].sort((x, y) => x - y), (f) => f * grid);
  }
  const out = new Float64Array(played.length + 2);
  out[0] = from;
  let n = 1;
  // The last break and the range's end as the target stores them.
  let last = float32 ? Math.fround(from) : from;
  const end = float32 ? Math.fround(to) : to;
  for (let i = 0; i < played.length; i++) {
    const t = played[i]!;
    const r = float32 ? Math.fround(t) : t;
    if (r > last && r < end) {
      out[n++] = t;
      last = r;
    }
  }
  if (end > (float32 ? Math.fround(out[0]!) : out[0]!)) out[n++] = to;
  return out.slice(0, n);
}

/**
 * Drops the range-end keys the fit added before the source's first key and after its last
 * where the source just holds (the target holds there too). Returns how many range-end breaks
 * are not source keys (whether or not they were dropped), for the one-to-one count.
 */
function trimHeldEnds(f: Fitter, keys: Key[], breaks: Float64Array, played: Float64Array): number {
  const ends = heldEnds(f, keys.length, (i) => keys[i]!.at, breaks, played);
  if (ends.dropLast) keys.pop();
  if (ends.dropFirst) keys.shift();
  return ends.added;
}

/**
 * {@linkcode trimHeldEnds} for `count` keys whose source times `atOf` gives: whether the first
 * and the last key go, and how many range-end breaks are not source keys.
 */
function heldEnds(
  f: Fitter,
  count: number,
  atOf: (i: number) => number,
  breaks: Float64Array,
  played: Float64Array,
): { added: number; dropFirst: boolean; dropLast: boolean } {
  const first = played.length > 0 ? played[0]! : NaN;
  const last = played.length > 0 ? played[played.length - 1]! : NaN;
  let added = 0;
  let dropFirst = false;
  let dropLast = false;
  // Whether the source stays at its value at `ref` over [a, b].
  const holds = (a: number, b: number, ref: number) => {
    const dims = f.source.dims;
    const value = new Float64Array(dims);
    f.source.at(ref, value);
    const threshold = f.source.quaternion ? 1e-9 : 1e-12 * Math.max(1, ...value.map(Math.abs));
    for (let j = 0; j <= 8; j++) {
      f.source.at(a + ((b - a) * j) / 8, f.tmpSource);
      if (error(f.source, f.tmpSource, value) > threshold) return false;
    }
    return true;
  };
  if (breaks.length > 1 && breaks[0]! !== first) {
    added++;
    dropFirst = count >= 2 && atOf(1) === first && holds(atOf(0), atOf(1), first);
  }
  if (breaks.length > 1 && breaks[breaks.length - 1]! !== last) {
    added++;
    const n = count;
    dropLast = n - (dropFirst ? 1 : 0) >= 2 && atOf(n - 2) === last &&
      holds(atOf(n - 2), atOf(n - 1), last);
  }
  return { added, dropFirst, dropLast };
}

/**
 * The default tolerance of a track: the rotation default, or a fraction of its value range (from
 * the samples at and between the breaks, when the source was sampled there).
 */
function trackTolerance(source: Source, breaks: Float64Array, samples?: SourceSamples): number {
  if (source.quaternion || source.eulerOrder !== null) return DEFAULT_ROTATION_TOLERANCE_DEG;
  const dims = source.dims;
  const lo = new Float64Array(dims).fill(Infinity);
  const hi = new Float64Array(dims).fill(-Infinity);
  const v = new Float64Array(dims);
  const visit = (t: number) => {
    source.at(t, v);
    for (let c = 0; c < dims; c++) {
      if (v[c]! < lo[c]!) lo[c] = v[c]!;
      if (v[c]! > hi[c]!) hi[c] = v[c]!;
    }
  };
  // Keyed sources peak near their keys: the breaks and the midpoints between them.
  if (samples !== undefined && source.keyed !== null) {
    for (let k = 0; k < samples.at.length; k += 2) {
      for (let c = 0; c < dims; c++) {
        const x = samples.ref[k * dims + c]!;
        if (x < lo[c]!) lo[c] = x;
        if (x > hi[c]!) hi[c] = x;
      }
    }
    let range = 0;
    for (let c = 0; c < dims; c++) if (hi[c]! - lo[c]! > range) range = hi[c]! - lo[c]!;
    return defaultTolerance(range);
  }
  for (let i = 0; i < breaks.length; i++) {
    visit(breaks[i]!);
    if (i + 1 < breaks.length) {
      // Keyed sources peak near their keys; opaque ones anywhere: look closer.
      const inner = source.keyed === null ? 8 : 1;
      const a = breaks[i]!;
      const b = breaks[i + 1]!;
      for (let j = 1; j <= inner; j++) visit(a + ((b - a) * j) / (inner + 1));
    }
  }
  let range = 0;
  for (let c = 0; c < dims; c++) if (hi[c]! - lo[c]! > range) range = hi[c]! - lo[c]!;
  return defaultTolerance(range);
}

/** The worst error of fitted keys against the source at every key time and between keys. */
function measure(
  source: Source,
  keys: FittedKeys,
  sourceKeys: Float64Array,
  quaternion: "slerp" | "nlerp" | null,
  from: number,
  to: number,
  float32: boolean,
): number {
  const dims = source.dims;
  const s = new Float64Array(dims);
  const t = new Float64Array(dims);
  let worst = 0;
  const at = (time: number) => {
    source.at(time, s);
    // On the target's clock: a target that stores 32-bit float times plays the instant `time`
    // at the nearest such time (a held key at 1/3 s is stored at 0.33333334 s).
    evaluateFitted(keys, float32 ? Math.fround(time) : time, t, quaternion);
    const e = error(source, s, t);
    if (e > worst) worst = e;
  };
  // Every key time of both, and three points inside each gap between neighbouring times of the
  // two merged (a source key between two written keys splits their gap).
  const written = keys.times;
  const times: number[] = [];
  let a = 0;
  let b = 0;
  while (a < sourceKeys.length || b < written.length) {
    const sa = a < sourceKeys.length ? sourceKeys[a]! : Infinity;
    const wb = b < written.length ? written[b]! : Infinity;
    const time = sa <= wb ? sa : wb;
    if (sa <= wb) a++;
    if (wb <= sa) b++;
    if (b === 0 && !(time >= from)) continue; // source keys before the written range
    if (time > to && time !== wb) continue;
    if (times.length === 0 || time > times[times.length - 1]!) times.push(time);
  }
  for (let i = 0; i < times.length; i++) {
    at(times[i]!);
    if (i + 1 < times.length) {
      const dt = times[i + 1]! - times[i]!;
      // A jump between keys closer than the target can tell apart is as sharp as it can be.
      if (dt <= 4 * resolution(times[i + 1]!, float32)) continue;
      for (let j = 1; j < 4; j++) at(times[i]! + (dt * j) / 4);
    }
  }
  return worst;
}

/** Whether every component's keys hold one value (flat slopes where a segment is cubic). */
function heldConstant(keyed: readonly KeyedComponent[]): boolean {
  for (const k of keyed) {
    const n = k.values.length;
    const v = k.values[0];
    if (v === undefined || !Number.isFinite(v)) return false;
    for (let i = 0; i < n; i++) {
      if (k.values[i] !== v) return false;
      const cubic = i + 1 < n && k.modes[i] === KEYED_HERMITE;
      if (cubic && (k.outSlopes[i] !== 0 || k.inSlopes[i + 1] !== 0)) return false;
    }
  }
  return true;
}

/** Two straight keys at the range's ends holding a constant source's value. */
function heldKeys(source: Source, breaks: Float64Array, float32: boolean): FittedKeys {
  const dims = source.dims;
  const ends = [breaks[0]!, breaks[breaks.length - 1]!];
  const values = new Float64Array(2 * dims);
  source.keyValue(ends[0]!, values, 0);
  values.copyWithin(dims, 0, dims);
  const round = float32 ? Math.fround : (t: number) => t;
  return {
    dims,
    times: Float64Array.from(ends, round),
    values: float32 ? values.map(Math.fround) : values,
    inSlopes: new Float64Array(2 * dims),
    outSlopes: new Float64Array(2 * dims),
    kinds: Uint8Array.of(KEYED_LINEAR, KEYED_LINEAR),
  };
}

/**
 * {@linkcode measure} on the source's samples (its key times and the quarter points between
 * them), without evaluating the source again.
 */
function measureSamples(
  source: Source,
  keys: FittedKeys,
  samples: SourceSamples,
  quaternion: "slerp" | "nlerp" | null,
  float32: boolean,
): number {
  const dims = source.dims;
  const played = new Float64Array(dims);
  const ref = new Float64Array(dims);
  let worst = 0;
  const cursor = { i: 0 };
  for (let k = 0; k < samples.at.length; k++) {
    const time = samples.at[k]!;
    evaluateFitted(keys, float32 ? Math.fround(time) : time, played, quaternion, cursor);
    for (let c = 0; c < dims; c++) ref[c] = samples.ref[k * dims + c]!;
    const e = error(source, ref, played);
    if (!(e <= worst)) worst = e;
  }
  return worst;
}

/**
 * The default tolerance of a numeric track over [from, to]: 0.01° for quaternion tracks, else
 * 1e-4 × its value range (at least 1e-6). Targets that fit a vector's components one by one use
 * it so every component works to the track's tolerance.
 *
 * @example
 * ```ts
 * import { defaultTrackTolerance } from "./fit.ts";
 * import { equal } from "node:assert/strict";
 * const curve = { valueType: "float" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([0, 1]), evaluate: (t: number) => 5 * Math.min(1, Math.max(0, t)) };
 * equal(defaultTrackTolerance({ node: "n", property: "p", valueType: "float", curve }, 0, 1), 5e-4);
 * ```
 */
export function defaultTrackTolerance(track: Track, from: number, to: number): number {
  const dims = fitDimensions(track.valueType);
  if (dims === 0) return 0;
  const quaternion = track.valueType === "floatQ" || track.valueType === "doubleQ";
  const source = new Source(track.curve, dims, quaternion);
  // The value range sets the tolerance; wrapped repeats add no new values, so the first 100,000
  // played key times are plenty.
  const played = playedKeyTimes(track.curve, from, to, 100_000);
  const breaks = breakTimes(played, from, Math.max(from, to), false);
  return trackTolerance(source, breaks);
}

/**
 * Fits one numeric track (scalar, vector, colour or quaternion) to a target profile.
 *
 * @throws {AnimkitError} when the track cannot meet the tolerance within its key budget (unless
 * `bestEffort`), naming the track.
 *
 * @example A straight line maps exactly onto a target with linear segments
 * ```ts
 * import { type FitProfile } from "@animkit/animkit";
 * import { fitTrack } from "./fit.ts";
 * import { equal } from "node:assert/strict";
 * const profile: FitProfile = {
 *   name: "demo", hold: true, linear: true, hermite: false, perKeyKinds: true,
 *   quaternionLinear: "slerp", negativeTimes: false, float32: false,
 * };
 * const track = { node: "n", property: "p", valueType: "float" as const, curve: {
 *   valueType: "float" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([0, 2]), evaluate: (t: number) => 3 * Math.min(2, Math.max(0, t)),
 * } };
 * const fit = fitTrack(track, profile, { from: 0, to: 2 });
 * equal(fit.keys.times.length, 2);
 * equal(fit.mapping, "exact");
 * ```
 */
export function fitTrack(track: Track, profile: FitProfile, options: FitOptions): FitResult {
  const dims = fitDimensions(track.valueType);
  const name = `${track.node}.${track.property}`;
  const format = options.format ?? "input";
  if (dims === 0) {
    throw new AnimkitError(
      format,
      { kind: "none" },
      `track ${name}: ${track.valueType} is not a numeric type the fit handles`,
    );
  }
  const quaternion = track.valueType === "floatQ" || track.valueType === "doubleQ";
  const source = new Source(track.curve, dims, quaternion, options.eulerOrder);
  const from = options.from;
  const to = Math.max(options.to, from);
  if (!Number.isFinite(from) || !Number.isFinite(to)) {
    throw new AnimkitError(
      format,
      { kind: "none" },
      `track ${name}: the played range is not finite`,
    );
  }
  // Wrapping curves pass their keys once per cycle: bounded by the keys budget (and 2 M), so a
  // clip that loops a curve millions of times is refused instead of baked in part.
  const budgets = resolveBudgets(options.budgets);
  const cap = Math.min(budgets.maxKeys, 2_000_000);
  const played = playedKeyTimes(track.curve, from, to, cap);
  if (played.length > cap) {
    checkBudget(budgets, "maxKeys", budgets.maxKeys + 1, {
      format,
      origin: "file",
      what:
        `track ${name}: more than ${cap} key times in ${from}…${to} s (a wrapping curve baked over the clip)`,
    });
    throw new AnimkitError(
      format,
      { kind: "none" },
      `track ${name}: the curve passes more than ${cap} keys in ${from}…${to} s; it wraps too often to bake`,
    );
  }
  // A wrapping curve baked over the range writes a key (at least) per pass: more passes than
  // the track may have keys is refused before anything is fitted, so work and memory stay
  // bounded by the keys a track may get, not by how often the curve wraps.
  const allowed = options.maxKeys ?? Math.ceil(10 * 240 * (to - from)) + 16;
  const sourceKeys = track.curve.keyTimes();
  const own = sourceKeys.length;
  if (played.length > Math.max(own, allowed)) {
    throw new AnimkitError(
      format,
      { kind: "none" },
      `track ${name}: the curve wraps, passing ${played.length}${
        played.length > cap ? "+" : ""
      } keys in ${from}…${to} s, more than the ${allowed} keys a track may get here; ` +
        "write a target that loops the curve (Maya cycle, Unity Loop) or shorten the clip",
    );
  }
  const breaks = breakTimes(
    played,
    from,
    to,
    profile.float32,
    profile.gridOnly ? profile.frameStep : undefined,
  );
  // Reducing a source whose keys all hold one value (a scale of 1 on every frame): two keys.
  const constant = options.thin === true && source.keyed !== null &&
    (profile.linear || profile.hermite) && breaks.length >= 2 && heldConstant(source.keyed);
  // Sources the sampled fit can take are sampled once, here: the checks below read the samples.
  const sampledEligible = source.eulerOrder === null && options.rate === undefined &&
    (profile.linear || profile.hermite) && breaks.length >= 2 && !constant;
  const sampled = sampledSourceOf(source);
  const samples = sampledEligible ? sampleSource(sampled, breaks, true) : undefined;
  // A value that is not a number cannot be fitted (or written): say where.
  const probe = new Float64Array(dims);
  let largest = 1;
  for (let i = 0; i < (constant ? 1 : breaks.length); i++) {
    if (samples === undefined) source.at(breaks[i]!, probe);
    else for (let c = 0; c < dims; c++) probe[c] = samples.ref[4 * i * dims + c]!;
    let finite = true;
    for (let c = 0; c < dims; c++) {
      const v = probe[c]!;
      if (!Number.isFinite(v)) finite = false;
      else if (Math.abs(v) > largest) largest = Math.abs(v);
    }
    if (!finite) {
      throw new AnimkitError(
        format,
        { kind: "none" },
        `track ${name}: the value at ${breaks[i]} s is not a finite number`,
      );
    }
  }
  const tolerance = options.tolerance ??
    (constant && !quaternion ? defaultTolerance(0) : trackTolerance(source, breaks, samples));
  // 10× the keys of a 240 Hz resample of the range, and never past the keys budget.
  checkBudget(budgets, "maxKeys", breaks.length, {
    format,
    origin: "file",
    what: `track ${name}: ${breaks.length} key times in ${from}…${to} s`,
  });
  const maxKeys = Math.min(
    Math.max(options.maxKeys ?? Math.ceil(10 * 240 * (to - from)) + 16, breaks.length),
    budgets.maxKeys,
  );
  const kindsList: number[][] = [];
  const all = [
    ...(profile.hold ? [KEYED_STEP] : []),
    ...(profile.linear ? [KEYED_LINEAR] : []),
    ...(profile.hermite ? [KEYED_HERMITE] : []),
  ];
  if (profile.perKeyKinds) kindsList.push(all);
  else {
    // One kind for the whole track: holds only when the source holds everywhere.
    if (profile.hold && source.heldOver(from, to + 1)) kindsList.push([KEYED_STEP]);
    // Raw component-wise quaternion keys are exact as cubics: try those first.
    if (profile.hermite && source.rawQuaternion) kindsList.push([KEYED_HERMITE]);
    if (profile.linear) kindsList.push([KEYED_LINEAR]);
    if (profile.hermite && !source.rawQuaternion) kindsList.push([KEYED_HERMITE]);
  }
  const keysBefore = track.curve.keyCount?.() ?? sourceKeys.length;
  let best: { keys: FittedKeys; error: number; exact: boolean } | undefined;
  const fitter = (kinds: readonly number[]): Fitter => ({
    source,
    profile,
    kinds,
    tolerance,
    rate: options.rate,
    quaternion: quaternion ? profile.quaternionLinear : null,
    // About a few seconds of evaluation at most per track.
    maxEvaluations: Math.min(64 * maxKeys + 1_000_000, 50_000_000),
    tmpSource: new Float64Array(dims),
    tmpTarget: new Float64Array(dims),
  });
  if (constant) best = { keys: heldKeys(source, breaks, profile.float32), error: 0, exact: false };
  // Where the source describes its keys in kinds the target holds, take them as they are and
  // check the result; the fits run only when that is not exact.
  for (const kinds of options.thin ? [] : kindsList) {
    const f = fitter(kinds);
    const direct = directFitted(f, breaks, played);
    if (direct === null) continue;
    const keys = direct.keys;
    const measured = samples !== undefined
      ? measureSamples(source, keys, samples, f.quaternion, profile.float32)
      : measure(source, keys, sourceKeys, f.quaternion, from, to, profile.float32);
    if (
      direct.count === breaks.length - direct.added &&
      measured <= exactThreshold(keys, quaternion, profile.float32)
    ) {
      best = { keys, error: measured, exact: true };
      break;
    }
  }
  // A source keyed densely enough keeps keys at its own times: fitted on the samples (they are
  // the times the measure looks at).
  if (best === undefined && samples !== undefined) {
    best = sampledFit(
      fitter(all),
      sampled,
      samples,
      played,
      options.thin ? null : exactThresholdOf(largest, quaternion, profile.float32),
      // Gaps it splits add breaks: never past the keys the track may get, and none for a
      // target that keys its frames only.
      profile.gridOnly ? 0 : Math.min(maxKeys, 4 * breaks.length, 250_000),
    );
    if (best !== undefined && !best.exact && best.error > tolerance) best = undefined;
  }
  for (const kinds of best === undefined ? kindsList : []) {
    const f = fitter(kinds);
    // The fit checks segments at points; the final measure looks at others. Work to 90% of the
    // tolerance, and tighter again when the measure still finds more than the tolerance.
    let candidate: { keys: FittedKeys; error: number; exact: boolean } | undefined;
    for (const margin of [0.9, 0.45, 0.2]) {
      const g: Fitter = { ...f, tolerance: tolerance * margin };
      const refined = refine(g, breaks, maxKeys);
      const ends = trimHeldEnds(g, refined.keys, breaks, played);
      const exactTimes = refined.keys.length === breaks.length - ends;
      let keys = toFitted(refined.keys, dims);
      let measured = measure(source, keys, sourceKeys, g.quaternion, from, to, profile.float32);
      const exact = exactTimes && measured <= exactThreshold(keys, quaternion, profile.float32);
      if (!exact || options.thin) {
        const thinned = toFitted(thin(g, refined.keys), dims);
        const error = measure(source, thinned, sourceKeys, g.quaternion, from, to, profile.float32);
        if (error <= Math.max(tolerance, measured)) {
          keys = thinned;
          measured = error;
        }
      }
      const attempt = {
        keys,
        error: measured,
        exact: exact && keys.times.length === breaks.length - ends,
      };
      if (candidate === undefined || attempt.error < candidate.error) candidate = attempt;
      if (attempt.exact || attempt.error <= tolerance) {
        candidate = attempt;
        break;
      }
    }
    if (candidate === undefined) continue;
    if (
      best === undefined || (candidate.exact && !best.exact) ||
      (!best.exact && candidate.error <= tolerance &&
        (best.error > tolerance || storedNumbers(candidate.keys) < storedNumbers(best.keys))) ||
      (!best.exact && best.error > tolerance && candidate.error < best.error)
    ) best = candidate;
    if (best.exact) break;
  }
  const result = best!;
  const notes: string[] = [];
  if (sourceKeys.length > 0 && sourceKeys[0]! < from) {
    notes.push(`keys before ${from} s folded into a key at ${from} s`);
  }
  if (!result.exact && result.error > tolerance) {
    if (!options.bestEffort) {
      throw new AnimkitError(
        format,
        { kind: "none" },
        `track ${name}: cannot meet the tolerance ${tolerance.toPrecision(3)}${
          quaternion || source.eulerOrder !== null ? "°" : ""
        } within ${maxKeys} keys (best ${
          result.error.toPrecision(3)
        }); use bestEffort (--best-effort) or a larger tolerance (--tolerance)`,
      );
    }
  }
  // The keys budget covers the whole conversion, not each track alone.
  if (options.tally !== undefined) {
    options.tally.keys += result.keys.times.length * result.keys.dims;
    checkBudget(budgets, "maxKeys", options.tally.keys, {
      format,
      origin: "file",
      what: `${options.tally.keys} keys over the tracks written so far (${name} the last)`,
    });
  }
  return {
    keys: result.keys,
    mapping: result.exact ? "exact" : "fitted",
    maxError: result.error,
    tolerance,
    keysBefore,
    from,
    to,
    notes,
  };
}

/** Numbers the keys store: a time and a value per component, three per component for cubics. */
function storedNumbers(keys: FittedKeys): number {
  let total = 0;
  for (let i = 0; i < keys.kinds.length; i++) {
    total += 1 + keys.dims * (keys.kinds[i] === KEYED_HERMITE ? 3 : 1);
  }
  return total;
}

/** Largest error still called exact: float rounding of the stored values. */
function exactThreshold(keys: FittedKeys, quaternion: boolean, float32: boolean): number {
  let largest = 1;
  for (let i = 0; i < keys.values.length; i++) {
    largest = Math.max(largest, Math.abs(keys.values[i]!));
  }
  return exactThresholdOf(largest, quaternion, float32);
}

/** {@linkcode exactThreshold} for values up to `largest` in magnitude. */
function exactThresholdOf(largest: number, quaternion: boolean, float32: boolean): number {
  if (quaternion) return float32 ? 2e-5 : 1e-9;
  return (float32 ? 2 ** -22 : 2 ** -44) * Math.max(1, largest);
}

/** The source as the sampled fit reads it. */
function sampledSourceOf(source: Source): SampledSource {
  return {
    dims: source.dims,
    quaternion: source.quaternion,
    raw: source.rawQuaternion,
    at: (t, out, offset) => source.at(t, out, offset),
    atMany: (times, out) => source.atMany(times, out),
    keyValue: (t, out, offset) => source.keyValue(t, out, offset),
    slope: (t, side, lo, hi, out, offset) => source.slope(t, side, lo, hi, out, offset),
    keyedSlopes: source.keyed !== null && (!source.quaternion || source.rawQuaternion),
    cubic: source.hasCubicSlopes(),
  };
}

/**
 * The sampled fit ({@linkcode fitSampled}) at 90% of the tolerance, its gaps split into at most
 * `maxBreaks` breaks, as keys with the range-end keys the source just holds over trimmed;
 * undefined where it gives up.
 */
function sampledFit(
  f: Fitter,
  sampled: SampledSource,
  samples: SourceSamples,
  played: Float64Array,
  exact: number | null,
  maxBreaks: number,
): { keys: FittedKeys; error: number; exact: boolean } | undefined {
  const source = f.source;
  const dims = source.dims;
  const fit = fitSampled(sampled, {
    samples,
    times: samples.times,
    tolerance: f.tolerance * 0.9,
    kinds: f.kinds,
    perKeyKinds: f.profile.perKeyKinds,
    quaternion: f.quaternion,
    float32: f.profile.float32,
    exactThreshold: exact,
    maxBreaks,
  });
  if (fit === null) return undefined;
  // The range-end keys the source just holds over trimmed, the rest taken as they are (no
  // object per key). (The breaks are the fit's: gaps it had to split have their midpoints.)
  const breaks = fit.breaks;
  const m = fit.kept.length;
  const ends = heldEnds(f, m, (i) => breaks[fit.kept[i]!]!, breaks, played);
  const first = ends.dropFirst ? 1 : 0;
  const last = m - (ends.dropLast ? 1 : 0);
  const kinds = fit.kinds.slice(first, last);
  if (kinds.length > 0) kinds[kinds.length - 1] = KEYED_LINEAR;
  const keys: FittedKeys = {
    dims,
    times: fit.times.slice(first, last),
    values: fit.values.slice(first * dims, last * dims),
    inSlopes: fit.inSlopes.slice(first * dims, last * dims),
    outSlopes: fit.outSlopes.slice(first * dims, last * dims),
    kinds,
  };
  return {
    keys,
    error: fit.error,
    exact: fit.exact && last - first === breaks.length - ends.added,
  };
}
