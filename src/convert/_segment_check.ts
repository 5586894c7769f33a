/**
 * The sampled fit's check of a candidate segment: evaluated as the target plays it (straight,
 * slerp along the shorter arc, or cubic; quaternions normalised) at every sample it spans, and
 * compared as the measure does (rotation angle as a squared chord, else the largest component
 * difference).
 *
 * @module
 */
import { KEYED_LINEAR } from "../model/keyed.ts";
import { slerpWeightsInto } from "../curves/quaternion.ts";
import type { Samples } from "./_fit_samples.ts";

/** Evaluates candidate segments against the samples they span. */
export class SegmentCheck {
  readonly s: Samples;
  readonly rotation: boolean;
  readonly play: "slerp" | "nlerp" | null;
  /** Squared chord bound equivalent to the tolerance (rotations), or the tolerance. */
  readonly limit: number;
  /** The sample where the last check failed: tried first by the next one. */
  #failed = -1;
  readonly #v = new Float64Array(4);
  readonly #w = new Float64Array(2);

  constructor(s: Samples, rotation: boolean, play: "slerp" | "nlerp" | null, tolerance: number) {
    this.s = s;
    this.rotation = rotation;
    this.play = play;
    this.limit = rotation ? chordLimit(tolerance) : tolerance;
  }

  /**
   * The worst error of the segment from key `a` to key `b` (of `kind`) over the samples inside
   * it, in the check's units (squared chords for rotations); stops early above `stop`.
   */
  worst(a: number, b: number, kind: number, stop: number): number {
    const first = 4 * a + 1;
    const last = 4 * b - 1;
    // Where a check is likely to fail, first: the sample the last one failed at, and the middle
    // and quarters of the segment (where a cubic or a chord strays furthest).
    if (stop < Infinity && last - first > 8) {
      const hint = this.#failed;
      if (hint >= first && hint <= last) {
        const e = this.#range(a, b, kind, hint, hint, stop);
        if (!(e <= stop)) return e;
      }
      const span = last - first;
      for (const k of [first + (span >> 1), first + (span >> 2), last - (span >> 2)]) {
        const e = this.#range(a, b, kind, k, k, stop);
        if (!(e <= stop)) return e;
      }
    }
    const e = this.#range(a, b, kind, first, last, stop);
    return Number.isNaN(e) ? Infinity : e;
  }

  /** The worst error over samples `from…to` of the segment from key `a` to key `b`. */
  #range(a: number, b: number, kind: number, from: number, to: number, stop: number): number {
    const s = this.s;
    const dims = s.dims;
    const ta = s.keyTimes[a]!;
    const dt = s.keyTimes[b]! - ta;
    const values = s.values;
    const at = s.at;
    const ref = s.ref;
    const oa = a * dims;
    const ob = b * dims;
    const v = this.#v;
    const rotation = this.rotation;
    let worst = 0;
    if (kind === KEYED_LINEAR && this.play === "slerp") {
      // Along the shorter arc: b negated when the keys' dot product is negative.
      let cos = 0;
      for (let c = 0; c < 4; c++) cos += values[oa + c]! * values[ob + c]!;
      const sign = cos < 0 ? -1 : 1;
      const w = this.#w;
      for (let k = from; k <= to; k++) {
        const x = (at[k]! - ta) / dt;
        slerpWeightsInto(cos * sign, x, w);
        const wa = w[0]!;
        const wb = sign * w[1]!;
        for (let c = 0; c < 4; c++) v[c] = wa * values[oa + c]! + wb * values[ob + c]!;
        const e = chord2(v, ref, k * 4);
        if (!(e <= worst)) {
          worst = e;
          if (!(worst <= stop)) return this.#fail(k, worst);
        }
      }
      return worst;
    }
    if (kind === KEYED_LINEAR) {
      for (let k = from; k <= to; k++) {
        const x = (at[k]! - ta) / dt;
        for (let c = 0; c < dims; c++) {
          v[c] = values[oa + c]! + (values[ob + c]! - values[oa + c]!) * x;
        }
        const e = rotation ? chord2(v, ref, k * 4) : componentError(v, ref, k * dims, dims);
        if (!(e <= worst)) {
          worst = e;
          if (!(worst <= stop)) return this.#fail(k, worst);
        }
      }
      return worst;
    }
    const outA = s.outSlopes;
    const inB = s.inSlopes;
    if (rotation && dims === 4) return this.#cubicRotation(a, b, from, to, stop);
    if (!rotation && dims === 3) return this.#cubicVector(a, b, from, to, stop);
    for (let k = from; k <= to; k++) {
      const x = (at[k]! - ta) / dt;
      const x2 = x * x;
      const x3 = x2 * x;
      const h00 = 2 * x3 - 3 * x2 + 1;
      const h10 = (x3 - 2 * x2 + x) * dt;
      const h01 = -2 * x3 + 3 * x2;
      const h11 = (x3 - x2) * dt;
      for (let c = 0; c < dims; c++) {
        v[c] = h00 * values[oa + c]! + h10 * outA[oa + c]! + h01 * values[ob + c]! +
          h11 * inB[ob + c]!;
      }
      const e = rotation ? chord2(v, ref, k * 4) : componentError(v, ref, k * dims, dims);
      if (!(e <= worst)) {
        worst = e;
        if (!(worst <= stop)) return this.#fail(k, worst);
      }
    }
    return worst;
  }

  /**
   * The cubic segment of a quaternion track (the common case of a dense rotation), its keys'
   * values and slopes held in locals and the squared chord taken inline: as the general loop.
   */
  #cubicRotation(a: number, b: number, from: number, to: number, stop: number): number {
    const s = this.s;
    const ta = s.keyTimes[a]!;
    const dt = s.keyTimes[b]! - ta;
    const at = s.at;
    const ref = s.ref;
    const p = s.values;
    const oa = a * 4;
    const ob = b * 4;
    const p0 = p[oa]!, p1 = p[oa + 1]!, p2 = p[oa + 2]!, p3 = p[oa + 3]!;
    const q0 = p[ob]!, q1 = p[ob + 1]!, q2 = p[ob + 2]!, q3 = p[ob + 3]!;
    const m = s.outSlopes;
    const n = s.inSlopes;
    const m0 = m[oa]! * dt, m1 = m[oa + 1]! * dt, m2 = m[oa + 2]! * dt, m3 = m[oa + 3]! * dt;
    const n0 = n[ob]! * dt, n1 = n[ob + 1]! * dt, n2 = n[ob + 2]! * dt, n3 = n[ob + 3]! * dt;
    let worst = 0;
    for (let k = from; k <= to; k++) {
      const x = (at[k]! - ta) / dt;
      const x2 = x * x;
      const x3 = x2 * x;
      const h00 = 2 * x3 - 3 * x2 + 1;
      const h10 = x3 - 2 * x2 + x;
      const h01 = -2 * x3 + 3 * x2;
      const h11 = x3 - x2;
      const v0 = h00 * p0 + h10 * m0 + h01 * q0 + h11 * n0;
      const v1 = h00 * p1 + h10 * m1 + h01 * q1 + h11 * n1;
      const v2 = h00 * p2 + h10 * m2 + h01 * q2 + h11 * n2;
      const v3 = h00 * p3 + h10 * m3 + h01 * q3 + h11 * n3;
      const length = Math.sqrt(v0 * v0 + v1 * v1 + v2 * v2 + v3 * v3);
      const o = k * 4;
      const r0 = ref[o]!, r1 = ref[o + 1]!, r2 = ref[o + 2]!, r3 = ref[o + 3]!;
      let e = Infinity;
      if (length > 1e-12) {
        const dot = v0 * r0 + v1 * r1 + v2 * r2 + v3 * r3;
        const inv = dot < 0 ? -1 / length : 1 / length;
        const d0 = v0 * inv - r0, d1 = v1 * inv - r1, d2 = v2 * inv - r2, d3 = v3 * inv - r3;
        e = d0 * d0 + d1 * d1 + d2 * d2 + d3 * d3;
      }
      if (!(e <= worst)) {
        worst = e;
        if (!(worst <= stop)) return this.#fail(k, worst);
      }
    }
    return worst;
  }

  /** The cubic segment of a three-component track, as the general loop (its keys in locals). */
  #cubicVector(a: number, b: number, from: number, to: number, stop: number): number {
    const s = this.s;
    const ta = s.keyTimes[a]!;
    const dt = s.keyTimes[b]! - ta;
    const at = s.at;
    const ref = s.ref;
    const p = s.values;
    const oa = a * 3;
    const ob = b * 3;
    const p0 = p[oa]!, p1 = p[oa + 1]!, p2 = p[oa + 2]!;
    const q0 = p[ob]!, q1 = p[ob + 1]!, q2 = p[ob + 2]!;
    const m = s.outSlopes;
    const n = s.inSlopes;
    const m0 = m[oa]! * dt, m1 = m[oa + 1]! * dt, m2 = m[oa + 2]! * dt;
    const n0 = n[ob]! * dt, n1 = n[ob + 1]! * dt, n2 = n[ob + 2]! * dt;
    let worst = 0;
    for (let k = from; k <= to; k++) {
      const x = (at[k]! - ta) / dt;
      const x2 = x * x;
      const x3 = x2 * x;
      const h00 = 2 * x3 - 3 * x2 + 1;
      const h10 = x3 - 2 * x2 + x;
      const h01 = -2 * x3 + 3 * x2;
      const h11 = x3 - x2;
      const o = k * 3;
      const e0 = Math.abs(h00 * p0 + h10 * m0 + h01 * q0 + h11 * n0 - ref[o]!);
      const e1 = Math.abs(h00 * p1 + h10 * m1 + h01 * q1 + h11 * n1 - ref[o + 1]!);
      const e2 = Math.abs(h00 * p2 + h10 * m2 + h01 * q2 + h11 * n2 - ref[o + 2]!);
      // NaN counts as the worst.
      const e = e0 >= e1 ? (e0 >= e2 ? e0 : e2) : (e1 >= e2 ? e1 : e2);
      const bad = e0 !== e0 || e1 !== e1 || e2 !== e2;
      if (bad || !(e <= worst)) {
        worst = bad ? Infinity : e;
        if (!(worst <= stop)) return this.#fail(k, worst);
      }
    }
    return worst;
  }

  #fail(k: number, worst: number): number {
    this.#failed = k;
    return Number.isNaN(worst) ? Infinity : worst;
  }

  /** The worst value the last {@linkcode SegmentCheck.fits} found (when it fits). */
  found = 0;

  /** Whether the segment stays within the tolerance. */
  fits(a: number, b: number, kind: number): boolean {
    this.found = this.worst(a, b, kind, this.limit);
    return this.found <= this.limit;
  }

  /** A worst value of {@linkcode SegmentCheck.worst} in the track's units (degrees for rotations). */
  toError(worst: number): number {
    if (!this.rotation) return worst;
    return (4 * Math.asin(Math.min(1, Math.sqrt(worst) / 2)) * 180) / Math.PI;
  }

  /** An error in the track's units as a bound on {@linkcode SegmentCheck.worst}. */
  fromError(error: number): number {
    return this.rotation ? chordLimit(error) : error;
  }
}

/** The squared chord between unit quaternions that are `deg` degrees of rotation apart. */
export function chordLimit(deg: number): number {
  // angle = 4 asin(|â − b̂| / 2) for the nearer sign (see rotationAngleDeg).
  if (!(deg < 720)) return Infinity;
  const half = Math.sin(Math.min(Math.PI / 2, (deg * Math.PI) / 180 / 4));
  return 4 * half * half;
}

/** Squared chord between `v` (normalised here) and the unit quaternion at `ref[offset…]`, nearer sign. */
function chord2(v: Float64Array, ref: Float64Array, offset: number): number {
  const length = Math.sqrt(v[0]! * v[0]! + v[1]! * v[1]! + v[2]! * v[2]! + v[3]! * v[3]!);
  if (!(length > 1e-12)) return Infinity;
  const inv = 1 / length;
  let dot = 0;
  for (let c = 0; c < 4; c++) dot += v[c]! * ref[offset + c]!;
  const sign = dot < 0 ? -inv : inv;
  let d2 = 0;
  for (let c = 0; c < 4; c++) {
    const d = v[c]! * sign - ref[offset + c]!;
    d2 += d * d;
  }
  return d2;
}

/** The largest component difference; Infinity when one is not a number. */
function componentError(v: Float64Array, ref: Float64Array, offset: number, dims: number): number {
  let worst = 0;
  for (let c = 0; c < dims; c++) {
    const d = Math.abs(v[c]! - ref[offset + c]!);
    if (d > worst) worst = d;
    else if (d !== d) return Infinity;
  }
  return worst;
}
