/**
 * Maya animation curve evaluation: tangent vectors from tangent types, Hermite (non-weighted)
 * and Bézier-in-time (weighted) segments, step/stepnext/linear spans and the five infinity
 * modes, with key data in typed arrays and per-segment coefficients computed once.
 *
 * Rules: notes-maya.md §6 (tangent types after the devkit animEngine's "Maya 2.0+" rules, the
 * segment and infinity maths after Autodesk AnimX).
 *
 * @module
 */
import type { WrapKind, WrapModes } from "../../model/wrap.ts";
import type { Curve } from "../../model/clip.ts";
import type { ValueType } from "../../model/value_type.ts";
import { MAYA_TANGENT_WORDS, MayaTangent } from "./document.ts";
import { KEYED_HERMITE, KEYED_LINEAR, KEYED_STEP, type KeyedComponent } from "../../model/keyed.ts";
import { lastKeyFrom } from "../../curves/search.ts";

/** Infinity modes (the `preInfinity`/`postInfinity` words). */
export type MayaInfinity = "constant" | "linear" | "cycle" | "cycleRelative" | "oscillate";

/** The keys a {@linkcode MayaAnimCurve} is built from. All arrays have the same length. */
export interface MayaCurveKeys {
  /** Key inputs, ascending: seconds for time input, raw input values for unitless input. */
  readonly time: Float64Array;
  /** Key values in the curve's own unit. */
  readonly value: Float64Array;
  /** In-tangent type codes ({@linkcode MayaTangent}; unknown codes act as `global`). */
  readonly inType: Uint8Array;
  /** Out-tangent type codes. */
  readonly outType: Uint8Array;
  /** Fixed in-tangent vector x (input units), used where `inType` is fixed. */
  readonly inTanX: Float64Array;
  /** Fixed in-tangent vector y (value units). */
  readonly inTanY: Float64Array;
  /** Fixed out-tangent vector x. */
  readonly outTanX: Float64Array;
  /** Fixed out-tangent vector y. */
  readonly outTanY: Float64Array;
}

/** Curve-wide settings of a {@linkcode MayaAnimCurve}. */
export interface MayaCurveOptions {
  /** Weighted tangents: Bézier-in-time segments instead of Hermite. */
  readonly weighted: boolean;
  /** Before the first key. */
  readonly preInfinity: MayaInfinity;
  /** After the last key. */
  readonly postInfinity: MayaInfinity;
  /** Factor from the value unit to Maya's internal unit (cm, rad); the clamped rule uses it. */
  readonly toInternal?: number;
  /** Time input: cycled times are rounded to Maya's 141,120,000 ticks per second. */
  readonly timeInput?: boolean;
  /** Frames per second of the source file's time unit (informative, for writers). */
  readonly fps?: number;
  /** The source file's output type (informative, for writers). */
  readonly output?: "linear" | "angular" | "time" | "unitless";
  /** The source file's output unit word (informative, for writers). */
  readonly unit?: string;
  /** The source file's `mayaVersion` (informative, for writers). */
  readonly mayaVersion?: string;
}

/** Slope cap of animEngine's non-weighted tangents, 1/tan(1e-5°) (notes-maya.md §6). */
const MAX_TAN = 5729577.9485111479;
/** AnimX's equality tolerance. */
const EPS = 1e-10;
/** Ticks per second (Maya ≥ 2017u3, notes-maya.md §6). */
const TICKS = 141120000;
/** Clamped tangents go flat when a neighbour is this close in internal units (§6). */
const CLAMP_LIMIT = 0.05;

const SEG_HERMITE = 0;
const SEG_LINEAR = 1;
const SEG_STEP = 2;
const SEG_STEP_NEXT = 3;
const SEG_BEZIER = 4;
const SEG_BEZIER_LINEAR = 5;

const INF_CONSTANT = 0;
const INF_LINEAR = 1;
const INF_CYCLE = 2;
const INF_CYCLE_RELATIVE = 3;
const INF_OSCILLATE = 4;

function infinityCode(mode: MayaInfinity): number {
  switch (mode) {
    case "linear":
      return INF_LINEAR;
    case "cycle":
      return INF_CYCLE;
    case "cycleRelative":
      return INF_CYCLE_RELATIVE;
    case "oscillate":
      return INF_OSCILLATE;
    default:
      return INF_CONSTANT;
  }
}

/**
 * A fixed tangent as a Maya tangent vector (the "×3" handle: control point = key ± vector/3):
 * angle θ and weight w in (frames, value units) space give 3w(cos θ, sin θ), with x turned into
 * seconds by dividing by `fps` (notes-maya.md §5, §6). Non-weighted curves ignore `weight`.
 *
 * @param angleRad the angle in radians
 * @param weight the weight (handle length)
 * @param fps frames per second of the time unit (1 for unitless input)
 * @returns `[x, y]`
 *
 * @example 45° at 24 fps
 * ```ts
 * import { mayaFixedTangent } from "./curve.ts";
 * import { ok } from "node:assert/strict";
 * const [x, y] = mayaFixedTangent(Math.PI / 4, 1, 24);
 * ok(Math.abs(y / x - 24) < 1e-12); // 1 value unit per frame = 24 per second
 * ```
 */
export function mayaFixedTangent(angleRad: number, weight: number, fps: number): [number, number] {
  return [(3 * weight * Math.cos(angleRad)) / fps, 3 * weight * Math.sin(angleRad)];
}

/**
 * A Maya animation curve evaluated as Maya does (notes-maya.md §6). Time is in seconds (or the
 * raw input for unitless-input curves); values are in the curve's own unit.
 *
 * @example A linear ramp with oscillate post-infinity (the AnimX example in the notes)
 * ```ts
 * import { MayaAnimCurve, MayaTangent } from "@animkit/animkit";
 * import { ok } from "node:assert/strict";
 * const L = MayaTangent.Linear;
 * const curve = new MayaAnimCurve({
 *   time: new Float64Array([0, 1]), value: new Float64Array([0, 1]),
 *   inType: new Uint8Array([L, L]), outType: new Uint8Array([L, L]),
 *   inTanX: new Float64Array(2), inTanY: new Float64Array(2),
 *   outTanX: new Float64Array(2), outTanY: new Float64Array(2),
 * }, { weighted: false, preInfinity: "constant", postInfinity: "oscillate" });
 * ok(Math.abs(curve.evaluate(1.25) - 0.75) < 1e-9);
 * ok(Math.abs(curve.evaluate(2.25) - 0.25) < 1e-9);
 * ```
 */
export class MayaAnimCurve implements Curve {
  /** Always `float`. */
  readonly valueType: ValueType = "float";
  /** Always `maya`. */
  readonly semantics: string = "maya";
  /** Weighted tangents. */
  readonly weighted: boolean;
  /** Pre-infinity mode. */
  readonly preInfinity: MayaInfinity;
  /** Post-infinity mode. */
  readonly postInfinity: MayaInfinity;
  /** The options the curve was built with. */
  readonly options: MayaCurveOptions;

  #n: number;
  /**
   * The fixed tangent vectors as given (`[inX, inY, outX, outY]`), or null where all are 0 (no
   * fixed tangents): {@linkcode MayaAnimCurve.keys} gives them back.
   */
  #givenTangents: [Float64Array, Float64Array, Float64Array, Float64Array] | null;
  #time: Float64Array;
  #value: Float64Array;
  #inType: Uint8Array;
  #outType: Uint8Array;
  /** Resolved tangent vectors. */
  #inX: Float64Array;
  #inY: Float64Array;
  #outX: Float64Array;
  #outY: Float64Array;
  /**
   * Segment kinds and {@linkcode MayaAnimCurve.#stride} coefficients per segment: a cubic in
   * value (4), and for weighted curves a cubic in time too (8).
   */
  #kind: Uint8Array;
  #coef: Float64Array;
  #stride: number;
  #pre: number;
  #post: number;
  #static: boolean;
  #ticks: boolean;
  #toInternal: number;
  /** The segment found last (the cursor). */
  #seg = 0;
  /**
   * Weighted Bézier segments' X(u) at u = 1/16 … 15/16 (15 per segment, {@linkcode xTable};
   * empty when no segment needs the solve): where the solve for u starts
   * ({@linkcode startCell}). Never an earlier evaluation's u: the same time gives the same value
   * whatever came before.
   */
  #xs: Float64Array = NO_XS;
  /** Per segment, whether its part of `#xs` is filled. */
  #xsFilled: Uint8Array = NO_FLAGS;
  /** The sixteenth of u the solve started in last ({@linkcode startCell}) and its segment. */
  #cell: Float64Array = NO_XS;
  #cellSegment = -1;

  /**
   * Builds the curve: resolves every tangent vector from its type and precomputes each
   * segment's coefficients.
   *
   * @param keys the keys (copied)
   * @param options weighting, infinities, unit factor
   * @throws {RangeError} when array lengths differ or times are not finite and ascending
   */
  constructor(keys: MayaCurveKeys, options: MayaCurveOptions) {
    const n = keys.time.length;
    for (
      const a of [
        keys.value,
        keys.inType,
        keys.outType,
        keys.inTanX,
        keys.inTanY,
        keys.outTanX,
        keys.outTanY,
      ]
    ) {
      if (a.length !== n) throw new RangeError("all key arrays must have the same length");
    }
    for (let i = 0; i < n; i++) {
      const t = keys.time[i]!;
      if (!Number.isFinite(t)) throw new RangeError(`key ${i} has a non-finite time`);
      if (i > 0 && !(t > keys.time[i - 1]!)) {
        throw new RangeError(`key ${i} is not after the previous key`);
      }
    }
    this.options = options;
    const given = [keys.inTanX, keys.inTanY, keys.outTanX, keys.outTanY] as const;
    // Curves without fixed tangents (most) keep no copy of their zero vectors.
    this.#givenTangents = given.some((a) => a.some((x) => !Object.is(x, 0)))
      ? [given[0].slice(), given[1].slice(), given[2].slice(), given[3].slice()]
      : null;
    this.weighted = options.weighted;
    this.preInfinity = options.preInfinity;
    this.postInfinity = options.postInfinity;
    this.#n = n;
    this.#time = keys.time.slice();
    this.#value = keys.value.slice();
    this.#inType = keys.inType.slice();
    this.#outType = keys.outType.slice();
    this.#inX = keys.inTanX.slice();
    this.#inY = keys.inTanY.slice();
    this.#outX = keys.outTanX.slice();
    this.#outY = keys.outTanY.slice();
    this.#pre = infinityCode(options.preInfinity);
    this.#post = infinityCode(options.postInfinity);
    this.#ticks = options.timeInput ?? true;
    this.#toInternal = options.toInternal ?? 1;
    this.#kind = new Uint8Array(Math.max(0, n - 1));
    this.#stride = options.weighted ? 8 : 4;
    this.#coef = new Float64Array(Math.max(0, n - 1) * this.#stride);
    let isStatic = true;
    for (let i = 0; i < n; i++) {
      this.#tangent(i, true);
      this.#tangent(i, false);
      if (this.#value[i] !== this.#value[0] || this.#inY[i] !== 0 || this.#outY[i] !== 0) {
        isStatic = false;
      }
    }
    this.#static = isStatic;
    for (let i = 0; i + 1 < n; i++) this.#segment(i);
    if (this.#kind.includes(SEG_BEZIER)) {
      // Filled a segment at a time when the segment is first evaluated.
      this.#xs = new Float64Array(this.#kind.length * (PARTS - 1));
      this.#xsFilled = new Uint8Array(this.#kind.length);
      this.#cell = new Float64Array(7);
    }
  }

  /**
   * Number of keys.
   *
   * @example
   * ```ts ignore
   * curve.length; // 2
   * ```
   */
  get length(): number {
    return this.#n;
  }

  /**
   * A copy of the keys the curve was built from (tangent types and fixed vectors as given).
   *
   * @example
   * ```ts ignore
   * curve.keys().inType; // the tangent type codes
   * ```
   */
  keys(): MayaCurveKeys {
    const given = this.#givenTangents;
    const n = this.#n;
    return {
      time: this.#time.slice(),
      value: this.#value.slice(),
      inType: this.#inType.slice(),
      outType: this.#outType.slice(),
      inTanX: given?.[0].slice() ?? new Float64Array(n),
      inTanY: given?.[1].slice() ?? new Float64Array(n),
      outTanX: given?.[2].slice() ?? new Float64Array(n),
      outTanY: given?.[3].slice() ?? new Float64Array(n),
    };
  }

  /**
   * Key times (seconds or raw input), ascending.
   *
   * @example
   * ```ts ignore
   * curve.keyTimes(); // Float64Array [0, 1]
   * ```
   */
  /**
   * How the curve continues beyond its keys, in shared terms: constant clamps, cycle loops,
   * oscillate ping-pongs, linear and cycleRelative are neither.
   *
   * @example
   * ```ts ignore
   * curve.wrapModes(); // { pre: "clamp", post: "loop" } for constant / cycle
   * ```
   */
  wrapModes(): WrapModes {
    const kind = (m: MayaInfinity): WrapKind =>
      m === "constant"
        ? "clamp"
        : m === "cycle"
        ? "loop"
        : m === "oscillate"
        ? "pingpong"
        : "other";
    return { pre: kind(this.preInfinity), post: kind(this.postInfinity) };
  }

  keyTimes(): Float64Array {
    return this.#time.slice();
  }

  /**
   * The keys as a common-model keyed description, or null when it cannot describe the curve
   * exactly: weighted curves, `stepnext` segments, infinities other than `constant`, or unitless
   * input. Non-weighted Maya segments are cubic Hermite in value over linear time with slopes
   * `y / x` of the resolved tangent vectors (notes-maya.md §7), so they map one to one.
   *
   * @example
   * ```ts ignore
   * curve.keyed()?.modes; // KEYED_HERMITE, KEYED_LINEAR or KEYED_STEP per key
   * ```
   */
  keyed(): KeyedComponent | null {
    const n = this.#n;
    if (this.weighted || this.options.timeInput === false) return null;
    if (n > 1 && (this.#pre !== INF_CONSTANT || this.#post !== INF_CONSTANT)) return null;
    const modes = new Uint8Array(n);
    const inSlopes = new Float64Array(n);
    const outSlopes = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      inSlopes[i] = this.#inX[i] !== 0 ? this.#inY[i]! / this.#inX[i]! : 0;
      outSlopes[i] = this.#outX[i] !== 0 ? this.#outY[i]! / this.#outX[i]! : 0;
    }
    for (let i = 0; i + 1 < n; i++) {
      const kind = this.#kind[i]!;
      if (kind === SEG_STEP) modes[i] = KEYED_STEP;
      else if (kind === SEG_LINEAR) modes[i] = KEYED_LINEAR;
      else if (kind === SEG_HERMITE) {
        // A segment evaluated as its chord (both tangents parallel to it) is a straight line.
        const c = this.#coef;
        const o = i * this.#stride;
        modes[i] = c[o] === 0 && c[o + 1] === 0 ? KEYED_LINEAR : KEYED_HERMITE;
      } else return null;
    }
    if (n > 0) modes[n - 1] = KEYED_LINEAR;
    return { times: this.#time.slice(), values: this.#value.slice(), inSlopes, outSlopes, modes };
  }

  /**
   * {@linkcode MayaAnimCurve.keyed} as the one component of a `float` curve.
   *
   * @example
   * ```ts ignore
   * curve.keyedComponents()?.length; // 1, or null
   * ```
   */
  keyedComponents(): KeyedComponent[] | null {
    const keyed = this.keyed();
    return keyed === null ? null : [keyed];
  }

  /**
   * The resolved tangent vectors `[inX, inY, outX, outY]` of key `i` (Maya's "×3" handles).
   *
   * @example
   * ```ts ignore
   * const [inX, inY, outX, outY] = curve.tangents(0);
   * ```
   */
  tangents(i: number): [number, number, number, number] {
    return [this.#inX[i]!, this.#inY[i]!, this.#outX[i]!, this.#outY[i]!];
  }

  /** Computes one tangent vector of key `i` from its type (notes-maya.md §6). */
  #tangent(i: number, isIn: boolean): void {
    const n = this.#n;
    const t = this.#time;
    const v = this.#value;
    const hasP = i > 0;
    const hasN = i < n - 1;
    const gp = hasP ? t[i]! - t[i - 1]! : 0;
    const gn = hasN ? t[i + 1]! - t[i]! : 0;
    let type = isIn ? this.#inType[i]! : this.#outType[i]!;
    if (type >= MAYA_TANGENT_WORDS.length || type === MayaTangent.Global) type = MayaTangent.Spline;
    let x = 0;
    let y = 0;
    if (type === MayaTangent.Clamped) {
      // Flat when a neighbour is within 0.05 internal units; only when the neighbour on this
      // side exists; a missing opposite neighbour counts as the same difference (§6).
      if (isIn ? hasP : hasN) {
        const k = this.#toInternal;
        const dSame = Math.abs(((isIn ? v[i - 1]! : v[i + 1]!) - v[i]!) * k);
        const hasOther = isIn ? hasN : hasP;
        const dOther = hasOther ? Math.abs(((isIn ? v[i + 1]! : v[i - 1]!) - v[i]!) * k) : dSame;
        if (dSame <= CLAMP_LIMIT || dOther <= CLAMP_LIMIT) type = MayaTangent.Flat;
      }
      if (type === MayaTangent.Clamped) type = MayaTangent.Spline;
    } else if (type === MayaTangent.Plateau) {
      type = this.#plateau(i, isIn, hasP, hasN) ? MayaTangent.Flat : MayaTangent.Spline;
    }
    switch (type) {
      case MayaTangent.Fixed:
        x = isIn ? this.#inX[i]! : this.#outX[i]!;
        y = isIn ? this.#inY[i]! : this.#outY[i]!;
        if (!this.weighted) {
          // Non-weighted curves ignore the weight: keep the direction only.
          const len = Math.hypot(x, y);
          if (len > 0) {
            x /= len;
            y /= len;
          }
        }
        break;
      case MayaTangent.Linear:
      case MayaTangent.Slow:
      case MayaTangent.Fast:
        // Chord to the neighbour on this side; (1, 0) without one. slow/fast: as animEngine.
        if (isIn ? hasP : hasN) {
          x = isIn ? gp : gn;
          y = isIn ? v[i]! - v[i - 1]! : v[i + 1]! - v[i]!;
        } else {
          x = 1;
        }
        break;
      case MayaTangent.Flat:
        x = isIn ? (hasP ? gp : gn) : (hasN ? gn : gp);
        break;
      case MayaTangent.Step:
      case MayaTangent.StepNext:
        break;
      case MayaTangent.Auto:
      case MayaTangent.AutoMix:
      case MayaTangent.AutoEase:
      case MayaTangent.AutoCustom: {
        if (!hasP || !hasN) {
          // AnimX autoTangent: end keys flat, x = the gap on this side (or the other one).
          x = isIn ? (hasP ? gp : gn) : (hasN ? gn : gp);
          break;
        }
        const px = t[i - 1]!;
        const nx = t[i + 1]!;
        const py = v[i - 1]!;
        const ny = v[i + 1]!;
        const ky = v[i]!;
        const prevSlope = (ky - py) / gp;
        const nextSlope = (ny - ky) / gn;
        let target: number;
        if (type === MayaTangent.Auto) {
          target = (ny - py) / (nx - px);
        } else {
          // automix/autoease: the nearer neighbour's slope weighs more (an assumption: Maya's
          // rule is not public, notes-maya.md §6).
          target = (prevSlope * gn + nextSlope * gp) / (gp + gn);
        }
        const prev3 = 3 * prevSlope;
        const next3 = 3 * nextSlope;
        // AnimX: 0 when the neighbour slopes differ in sign (signNoZero), else clamp to 3×.
        const sp = prev3 > 0 ? -1 : 1;
        const sn = next3 > 0 ? -1 : 1;
        const st = target > 0 ? -1 : 1;
        if (sp !== sn || st !== sn) target = 0;
        else if (next3 >= 0) target = Math.min(target, next3, prev3);
        else target = Math.max(target, next3, prev3);
        x = isIn ? gp : gn;
        y = target * x;
        break;
      }
      default: {
        // spline (smooth), Maya 2.0 rules (§6).
        if (hasP && hasN) {
          const dx = t[i + 1]! - t[i - 1]!;
          const slope = dx < 0.0001 ? MAX_TAN : (v[i + 1]! - v[i - 1]!) / dx;
          x = isIn ? gp : gn;
          y = slope * x;
        } else if (hasN) {
          x = gn;
          y = v[i + 1]! - v[i]!;
        } else if (hasP) {
          x = gp;
          y = v[i]! - v[i - 1]!;
        } else {
          x = 1;
        }
      }
    }
    // Post-processing (§6): no backward handles; vertical non-weighted tangents get the cap.
    if (x < 0) x = 0;
    if (!this.weighted && x === 0 && y !== 0) {
      x = 0.0001;
      y = (y < 0 ? -1 : 1) * 0.0001 * MAX_TAN;
    }
    if (isIn) {
      this.#inX[i] = x;
      this.#inY[i] = y;
    } else {
      this.#outX[i] = x;
      this.#outY[i] = y;
    }
  }

  /** Whether a plateau tangent goes flat (animEngine's rule, notes-maya.md §6). */
  #plateau(i: number, isIn: boolean, hasP: boolean, hasN: boolean): boolean {
    if (!hasP || !hasN) return true; // first and last keys are flat
    const t = this.#time;
    const v = this.#value;
    let py = v[i - 1]! - v[i]!;
    let ny = v[i + 1]! - v[i]!;
    if (py * ny >= 0) return true; // a local extremum
    const gp = t[i]! - t[i - 1]!;
    const gn = t[i + 1]! - t[i]!;
    const span = t[i + 1]! - t[i - 1]!;
    if (isIn) {
      // The spline handle's y offset; the neighbour value rescaled to the other gap when the
      // other side is gentler; flat when the handle passes it.
      const cpy = ((py - ny) * gp) / (3 * span);
      if (-ny / py < gn / gp) py = (-ny * gp) / gn;
      return (py >= 0 && cpy > py) || (py <= 0 && cpy < py);
    }
    const cpy = ((ny - py) * gn) / (3 * span);
    if (-py / ny < gp / gn) ny = (-py * gn) / gp;
    return (ny >= 0 && cpy > ny) || (ny <= 0 && cpy < ny);
  }

  /** Precomputes segment `i` (keys i and i+1). */
  #segment(i: number): void {
    const out = this.#outType[i]!;
    const c = this.#coef;
    const o = i * this.#stride;
    const t0 = this.#time[i]!;
    const t1 = this.#time[i + 1]!;
    const v0 = this.#value[i]!;
    const v1 = this.#value[i + 1]!;
    if (out === MayaTangent.Step) {
      this.#kind[i] = SEG_STEP;
      return;
    }
    if (out === MayaTangent.StepNext) {
      this.#kind[i] = SEG_STEP_NEXT;
      return;
    }
    if (out === MayaTangent.Linear && this.#inType[i + 1] === MayaTangent.Linear) {
      this.#kind[i] = SEG_LINEAR;
      return;
    }
    const dx = t1 - t0;
    const dy = v1 - v0;
    const tx0 = this.#outX[i]! / 3;
    const ty0 = this.#outY[i]! / 3;
    const tx1 = this.#inX[i + 1]! / 3;
    const ty1 = this.#inY[i + 1]! / 3;
    if (!this.weighted) {
      // AnimX hermite: a straight line when both tangents are parallel to the chord.
      const p0 = dx * ty0;
      const p1 = dx * ty1;
      if (
        Math.abs(p0 - dy * tx0) <= Math.abs(2e-7 * p0) &&
        Math.abs(p1 - dy * tx1) <= Math.abs(2e-7 * p1)
      ) {
        c[o] = 0;
        c[o + 1] = 0;
        c[o + 2] = dy / dx;
        c[o + 3] = v0;
      } else {
        const m1 = tx0 !== 0 ? ty0 / tx0 : 0;
        const m2 = tx1 !== 0 ? ty1 / tx1 : 0;
        const inv = 1 / (dx * dx);
        c[o] = (dx * m1 + dx * m2 - dy - dy) * inv / dx;
        c[o + 1] = (3 * dy - 2 * dx * m1 - dx * m2) * inv;
        c[o + 2] = m1;
        c[o + 3] = v0;
      }
      this.#kind[i] = SEG_HERMITE;
      return;
    }
    // Weighted: Bézier in time (AnimX Tbezier), control points key ± tangent/3.
    let y1 = v0 + ty0;
    let y2 = v1 - ty1;
    let nX1 = tx0 / dx;
    let nX2 = (dx - tx1) / dx;
    const linear = Math.abs(nX1 - 1 / 3) <= 1e-6 && Math.abs(nX2 - 2 / 3) <= 1e-6;
    const oldX1 = nX1;
    const oldX2 = nX2;
    if (nX1 < 0) nX1 = 0;
    if (nX2 > 1) nX2 = 1;
    if (nX1 > 1 || nX2 < 0) [nX1, nX2] = monotonic(nX1, nX2);
    if (nX1 !== oldX1 && Math.abs(oldX1) > EPS) y1 = v0 + (y1 - v0) * nX1 / oldX1;
    if (nX2 !== oldX2 && Math.abs(oldX2 - 1) > EPS) {
      y2 = v1 - (v1 - y2) * (1 - nX2) / (1 - oldX2);
    }
    // Power basis of X(u) (0, nX1, nX2, 1) and Y(u) (v0, y1, y2, v1).
    power(0, nX1, nX2, 1, c, o + 4);
    power(v0, y1, y2, v1, c, o);
    this.#kind[i] = linear ? SEG_BEZIER_LINEAR : SEG_BEZIER;
  }

  /**
   * The values at each of `times` into `out[offset + i × stride]`, as
   * {@linkcode MayaAnimCurve.evaluate} gives them.
   *
   * @example
   * ```ts ignore
   * curve.evaluateMany(new Float64Array([0, 0.5]), new Float64Array(2));
   * ```
   */
  evaluateMany(times: Float64Array, out: Float64Array, offset = 0, stride = 1): void {
    for (let i = 0; i < times.length; i++) out[offset + i * stride] = this.evaluate(times[i]!);
  }

  /**
   * The value at `time` into `out[0]`, as {@linkcode MayaAnimCurve.evaluate} gives it.
   *
   * @example
   * ```ts ignore
   * curve.evaluateInto(0.5, new Float64Array(1));
   * ```
   */
  evaluateInto(time: number, out: Float64Array): void {
    out[0] = this.evaluate(time);
  }

  /**
   * The value at `time` (seconds; the raw input for unitless-input curves).
   *
   * @example
   * ```ts ignore
   * curve.evaluate(0.5);
   * ```
   */
  evaluate(time: number): number {
    const n = this.#n;
    if (n === 0) return 0;
    if (time !== time) return NaN;
    const t = this.#time;
    if (time < t[0]!) return this.#pre === INF_CONSTANT ? this.#value[0]! : this.#infinity(time);
    if (time > t[n - 1]!) {
      return this.#post === INF_CONSTANT ? this.#value[n - 1]! : this.#infinity(time);
    }
    if (this.#static) return this.#value[0]!;
    return this.#inside(time);
  }

  /**
   * Evaluates at a frame of `fps` frames per second.
   *
   * @example
   * ```ts ignore
   * curve.evaluateFrame(12, 24); // the same as curve.evaluate(0.5)
   * ```
   */
  evaluateFrame(frame: number, fps: number): number {
    return this.evaluate(frame / fps);
  }

  /**
   * The value at `time` in Maya's internal unit (cm, rad, seconds; unitless unchanged): the
   * file-unit value times {@linkcode MayaCurveOptions.toInternal}.
   *
   * @example
   * ```ts ignore
   * curve.evaluateInternal(0.5); // radians for a `deg` rotate curve
   * ```
   */
  evaluateInternal(time: number): number {
    return this.evaluate(time) * this.#toInternal;
  }

  /** `t` within [first, last] key time. */
  #inside(time: number): number {
    const t = this.#time;
    const v = this.#value;
    const last = this.#n - 1;
    if (time <= t[0]!) return v[0]!;
    // Segment k with t[k] < time ≤ t[k+1]: the one found last, else from the key at or before
    // the time (walking on from there for increasing times), the one before on a key's time.
    let k = this.#seg;
    if (!(t[k]! < time && time <= t[k + 1]!)) {
      k = lastKeyFrom(t, time, k, last);
      if (t[k] === time) k--;
      this.#seg = k;
    }
    const t1 = t[k + 1]!;
    // A time equal to a key (within AnimX's 1e-10) gives the key's value.
    if (t1 - time <= EPS) return v[k + 1]!;
    const t0 = t[k]!;
    const c = this.#coef;
    const o = k * this.#stride;
    switch (this.#kind[k]) {
      case SEG_HERMITE: {
        const d = time - t0;
        return ((c[o]! * d + c[o + 1]!) * d + c[o + 2]!) * d + c[o + 3]!;
      }
      case SEG_LINEAR: {
        const v0 = v[k]!;
        return v0 + ((time - t0) / (t1 - t0)) * (v[k + 1]! - v0);
      }
      case SEG_STEP:
        return v[k]!;
      case SEG_STEP_NEXT:
        return v[k + 1]!;
      default: {
        let s = (time - t0) / (t1 - t0);
        if (time - t0 <= EPS) s = 0;
        let u = s;
        if (this.#kind[k] === SEG_BEZIER) {
          // The start from the sixteenth of u around s (its cubic kept while s stays in it).
          const cell = this.#cell;
          if (!(k === this.#cellSegment && s >= cell[0]! && s < cell[1]!)) {
            startCell(c, o, this.#xs, this.#xsFilled, k, s, cell);
            this.#cellSegment = k;
          }
          const f = (s - cell[0]!) * cell[2]!;
          const start = cell[3]! + f * (cell[4]! + f * (cell[5]! + f * cell[6]!));
          u = solveFrom(c[o + 4]!, c[o + 5]!, c[o + 6]!, s, start);
        }
        return ((c[o]! * u + c[o + 1]!) * u + c[o + 2]!) * u + c[o + 3]!;
      }
    }
  }

  /** AnimX `evaluateInfinity` (notes-maya.md §6). */
  #infinity(time: number): number {
    const n = this.#n;
    const t = this.#time;
    const v = this.#value;
    const first = t[0]!;
    const last = t[n - 1]!;
    const pre = time < first;
    const mode = pre ? this.#pre : this.#post;
    const range = last - first;
    // A single key: its value (the notes prefer animEngine's answer to AnimX's 0).
    if (range === 0) return v[0]!;
    if (mode === INF_LINEAR) {
      if (pre) return v[0]! - (first - time) * slope(this.#inX[0]!, this.#inY[0]!);
      return v[n - 1]! + (time - last) * slope(this.#outX[n - 1]!, this.#outY[n - 1]!);
    }
    const ratio = (pre ? time - first : time - last) / range;
    const whole = Math.trunc(ratio);
    const remainder = Math.abs(ratio - whole);
    let factored = range * remainder;
    const cycles = Math.abs(whole) + 1;
    const odd = cycles % 2 === 1;
    if (mode === INF_OSCILLATE) {
      if (pre) factored = odd ? first + factored : last - factored;
      else factored = odd ? last - factored : first + factored;
    } else if (pre) {
      factored = last - factored;
    } else {
      factored = first + factored;
    }
    if (this.#ticks) factored = Math.round(factored * TICKS) / TICKS;
    if (factored < first) factored = first;
    if (factored > last) factored = last;
    let value = this.#static ? v[0]! : this.#inside(factored);
    if (mode === INF_CYCLE_RELATIVE) {
      const step = v[n - 1]! - v[0]!;
      value += pre ? -cycles * step : cycles * step;
    }
    return value;
  }
}

/** Slope of a tangent vector as AnimX's `tan(tangentAngle)`. */
function slope(x: number, y: number): number {
  if (Math.abs(x) > EPS) return y / x;
  if (Math.abs(y) <= EPS) return 0;
  return Math.tan((y < 0 ? -1 : 1) * Math.PI / 2);
}

/** Bézier (a, b, c, d) → power basis, written as [u³, u², u, 1] coefficients at `out[o]`. */
function power(a: number, b: number, c: number, d: number, out: Float64Array, o: number): void {
  const e = b - a;
  const f = c - b;
  const g = d - c;
  const h = f - e;
  out[o] = g - f - h;
  out[o + 1] = 3 * h;
  out[o + 2] = 3 * e;
  out[o + 3] = a;
}

/**
 * Makes the x control values (0, x1, x2, 1) monotonic: with x2' = 1 − x2, keeps (x1, x2')
 * inside the ellipse x² + y² + xy − 2(x + y) + 1 ≤ 0, favouring x1 (AnimX `checkMonotonic`).
 */
function monotonic(x1: number, x2In: number): [number, number] {
  let x2 = 1 - x2In;
  if (x1 < 0) x1 = 0;
  if (x2 < 0) x2 = 0;
  if (x1 > 1 || x2 > 1) {
    const d = x1 * (x1 - 2 + x2) + x2 * (x2 - 2) + 1;
    if (d + EPS > 0) {
      if (x1 + EPS < 4 / 3) {
        const b = x1 - 2;
        const c = x1 - 1;
        const disc = Math.sqrt(Math.max(0, b * b - 4 * c * c));
        const hiRoot = (-b + disc) * 0.5;
        if (x2 + EPS > hiRoot) x2 = hiRoot - EPS;
        else {
          const loRoot = (-b - disc) * 0.5;
          if (x2 < loRoot + EPS) x2 = loRoot + EPS;
        }
      } else {
        x1 = 4 / 3 - EPS;
        x2 = 1 / 3 - EPS;
      }
    }
  }
  return [x1, 1 - x2];
}

const NO_XS = new Float64Array(0);
/** Parts of u per weighted Bézier segment in the table of X(u) the solve starts from. */
const PARTS = 16;

const NO_FLAGS = new Uint8Array(0);

/**
 * The weighted Bézier segment's X(u) = c[o+4]·u³ + c[o+5]·u² + c[o+6]·u at u = 1/16 … 15/16 into
 * `xs[at…at+14]`, kept within [0, 1] and nondecreasing (as X is, rounding aside) so that the
 * bracket of an s is one and the same however it is found.
 */
function xTable(c: Float64Array, o: number, xs: Float64Array, at: number): void {
  let x = 0;
  for (let j = 1; j < PARTS; j++) {
    const u = j / PARTS;
    x = Math.min(1, Math.max(x, ((c[o + 4]! * u + c[o + 5]!) * u + c[o + 6]!) * u));
    xs[at + j - 1] = x;
  }
}

/**
 * Where to start solving X(u) = s in weighted Bézier segment `k`, whose coefficients are at
 * `c[o…]` (X(u) = c[o+4]·u³ + c[o+5]·u² + c[o+6]·u): the sixteenth of u whose ends bracket s in
 * the segment's table of X (`xs[15k…15k+14]` at u = 1/16 … 15/16, filled first if `filled[k]`
 * says it is not; X(0) = 0, X(1) = 1), and there
 * the cubic Hermite of u over X through its ends with slopes 1/X′ (the inverse's). Written to
 * `cell`: the bracket's X at both ends, 1 / its width, and the cubic's coefficients in
 * f = (s − X₀) / width. Within a few millionths of the solution on smooth segments: Newton's
 * steps then need about two rounds.
 */
function startCell(
  c: Float64Array,
  o: number,
  xs: Float64Array,
  filled: Uint8Array,
  k: number,
  s: number,
  cell: Float64Array,
): void {
  const at = k * (PARTS - 1);
  if (filled[k] === 0) {
    xTable(c, o, xs, at);
    filled[k] = 1;
  }
  // j: how many of the table's values are ≤ s (by halves).
  let j = 0;
  let hi = PARTS - 1;
  while (j < hi) {
    const mid = (j + hi) >>> 1;
    if (xs[at + mid]! <= s) j = mid + 1;
    else hi = mid;
  }
  const x0 = j === 0 ? 0 : xs[at + j - 1]!;
  const x1 = j === PARTS - 1 ? 1 : xs[at + j]!;
  const width = x1 - x0;
  const u0 = j / PARTS;
  cell[0] = x0;
  cell[1] = x1;
  if (!(width > 0)) {
    cell[2] = 0;
    cell[3] = u0 + 0.5 / PARTS;
    cell[4] = cell[5] = cell[6] = 0;
    return;
  }
  const a = c[o + 4]!;
  const b = c[o + 5]!;
  const d = c[o + 6]!;
  const u1 = u0 + 1 / PARTS;
  // du per unit of f at both ends: width / X′(u), at most two sixteenths (X′ may vanish).
  const d0 = (3 * a * u0 + 2 * b) * u0 + d;
  const d1 = (3 * a * u1 + 2 * b) * u1 + d;
  const m0 = 2 * d0 > width * PARTS ? width / d0 : 2 / PARTS;
  const m1 = 2 * d1 > width * PARTS ? width / d1 : 2 / PARTS;
  // The Hermite from u0 (slope m0) to u1 (slope m1) as u0 + m0 f + p f² + q f³.
  cell[2] = 1 / width;
  cell[3] = u0;
  cell[4] = m0;
  cell[5] = 3 / PARTS - 2 * m0 - m1;
  cell[6] = m0 + m1 - 2 / PARTS;
}

/**
 * Solves a·u³ + b·u² + c·u = s for u in [0, 1] from a start close to the solution: Newton's
 * steps while they stay inside (0, 1) on a rising X, else {@linkcode solveMonotonic} from s.
 * The steps need no bracket here (whose side would change from one time to the next).
 */
function solveFrom(a: number, b: number, c: number, s: number, start: number): number {
  if (!(s > 0 && s < 1)) return solveMonotonic(a, b, c, s, s);
  let u = start;
  for (let iter = 0; iter < 4; iter++) {
    const d = (3 * a * u + 2 * b) * u + c;
    const next = u - (((a * u + b) * u + c) * u - s) / d;
    if (!(d > 0 && next > 0 && next < 1)) break;
    // Newton converges quadratically: a step this small leaves an error far below 1e-16.
    if (Math.abs(next - u) <= 1e-12) return next;
    u = next;
  }
  return solveMonotonic(a, b, c, s, s);
}

/**
 * Solves a·u³ + b·u² + c·u = s for u in [0, 1], X being nondecreasing: Newton steps kept
 * inside a shrinking bracket (bisection when a step leaves it).
 */
function solveMonotonic(a: number, b: number, c: number, s: number, guess: number): number {
  if (s <= 0) return 0;
  if (s >= 1) return 1;
  let lo = 0;
  let hi = 1;
  let u = guess > 0 && guess < 1 ? guess : s;
  for (let iter = 0; iter < 60; iter++) {
    const f = ((a * u + b) * u + c) * u - s;
    if (f === 0) return u;
    if (f > 0) hi = u;
    else lo = u;
    const d = (3 * a * u + 2 * b) * u + c;
    let next = d > 0 ? u - f / d : (lo + hi) / 2;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    // Newton converges quadratically: a step this small leaves an error far below 1e-16.
    if (Math.abs(next - u) <= 1e-12 && d > 0) return next;
    u = next;
  }
  return u;
}
