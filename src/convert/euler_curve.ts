/**
 * Rotations as Euler angles and back: a quaternion track seen as continuous Euler angles in
 * degrees (rotate order xyz), for targets that animate rotations as three angle curves (Maya's
 * `rotate.rotateX/Y/Z`), and Euler angles in any rotate order seen as the rotation they play.
 *
 * @module
 */
import type { Curve } from "../model/clip.ts";
import type { Value, ValueType } from "../model/value_type.ts";
import { lastKeyAtOrBefore } from "../curves/search.ts";
import {
  type EulerDegrees,
  eulerToQuaternionInto,
  quaternionToEuler,
  unwrapEuler,
} from "../curves/rotation.ts";
import { playedKeyTimes } from "./played_times.ts";

/** Reference samples per gap between the source's keys. */
const PER_GAP = 16;
/** Most reference samples (the unwrapping's memory). */
const MAX_REFERENCE = 1_000_000;

/**
 * A float3 curve of Euler angles (degrees, xyz) that follows a quaternion curve without jumps:
 * the angles are unwrapped (±360°, and the equivalent (x + 180, 180 − y, z + 180) solution)
 * against a reference path sampled along the source over [from, to].
 *
 * @example A quarter turn about z over one second
 * ```ts
 * import { EulerDegreesCurve } from "./euler_curve.ts";
 * import { ok } from "node:assert/strict";
 * const turn = { valueType: "floatQ" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([0, 1]),
 *   evaluate: (t: number) => ({ x: 0, y: 0, z: Math.sin(t * Math.PI / 4), w: Math.cos(t * Math.PI / 4) }) };
 * const euler = new EulerDegreesCurve(turn, 0, 1);
 * const { z } = euler.evaluate(0.5) as { z: number };
 * ok(Math.abs(z - 45) < 1e-9);
 * ```
 */
export class EulerDegreesCurve implements Curve {
  /** Always `float3`: x, y, z angles in degrees. */
  readonly valueType: ValueType = "float3";
  /** The source's semantics. */
  readonly semantics: string;
  /** The quaternion curve. */
  readonly source: Curve;
  #times: Float64Array;
  #angles: Float64Array;

  /**
   * @param source a floatQ curve
   * @param from start of the range the angles must be continuous over
   * @param to end of that range
   */
  constructor(source: Curve, from: number, to: number) {
    this.source = source;
    this.semantics = source.semantics;
    const keys = source.keyTimes();
    const stops: number[] = [from];
    for (let i = 0; i < keys.length; i++) {
      if (keys[i]! > from && keys[i]! < to) stops.push(keys[i]!);
    }
    if (to > from) stops.push(to);
    const per = Math.max(1, Math.min(PER_GAP, Math.floor(MAX_REFERENCE / stops.length)));
    const times: number[] = [];
    for (let i = 0; i < stops.length; i++) {
      times.push(stops[i]!);
      if (i + 1 < stops.length) {
        for (let j = 1; j < per; j++) {
          times.push(stops[i]! + ((stops[i + 1]! - stops[i]!) * j) / per);
        }
      }
    }
    this.#times = Float64Array.from(times);
    this.#angles = new Float64Array(times.length * 3);
    let previous: EulerDegrees | undefined;
    for (let i = 0; i < times.length; i++) {
      let e = this.#raw(times[i]!);
      if (previous !== undefined) e = unwrapEuler(e, previous);
      this.#angles.set(e, i * 3);
      previous = e;
    }
  }

  #raw(t: number): EulerDegrees {
    const q = this.source.evaluate(t) as { x: number; y: number; z: number; w: number };
    return quaternionToEuler([q.x, q.y, q.z, q.w]);
  }

  /** The source's key times. */
  keyTimes(): Float64Array {
    return this.source.keyTimes();
  }

  /** The angles at `time`, unwrapped against the reference path. */
  evaluate(time: number): Value {
    const n = this.#times.length;
    let i = Math.max(0, lastKeyAtOrBefore(this.#times, time));
    if (i >= n - 1) i = Math.max(0, n - 2);
    const t0 = this.#times[i]!;
    const t1 = this.#times[Math.min(i + 1, n - 1)]!;
    const s = t1 > t0 ? Math.min(1, Math.max(0, (time - t0) / (t1 - t0))) : 0;
    const a = this.#angles;
    const j = Math.min(i + 1, n - 1);
    const reference: EulerDegrees = [
      a[i * 3]! + (a[j * 3]! - a[i * 3]!) * s,
      a[i * 3 + 1]! + (a[j * 3 + 1]! - a[i * 3 + 1]!) * s,
      a[i * 3 + 2]! + (a[j * 3 + 2]! - a[i * 3 + 2]!) * s,
    ];
    const [x, y, z] = unwrapEuler(this.#raw(time), reference);
    return { x, y, z };
  }
}

/**
 * The rotation a float3 curve of Euler angles in degrees plays in a rotate order, as a floatQ
 * curve (`zxy` for Unity's `localEulerAngles`: Z applied first, then X, then Y), so it can be
 * measured and re-expressed as a rotation.
 *
 * @example 90° about z, in any order
 * ```ts
 * import { EulerRotationCurve } from "./euler_curve.ts";
 * import { ok } from "node:assert/strict";
 * const angles = { valueType: "float3" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([0]), evaluate: () => ({ x: 0, y: 0, z: 90 }) };
 * const { z, w } = new EulerRotationCurve(angles, "zxy").evaluate(0) as { z: number; w: number };
 * ok(Math.abs(z - Math.SQRT1_2) < 1e-12 && Math.abs(w - Math.SQRT1_2) < 1e-12);
 * ```
 */
export class EulerRotationCurve implements Curve {
  /** Always `floatQ`. */
  readonly valueType: ValueType = "floatQ";
  /** The angles' semantics. */
  readonly semantics: string;
  /** The float3 curve of angles in degrees. */
  readonly angles: Curve;
  /** The rotate order the angles play in. */
  readonly order: string;
  #q = new Float64Array(4);
  #e = new Float64Array(3);

  /**
   * @param angles a float3 curve of Euler angles in degrees
   * @param order the rotate order (`xyz`: X applied first)
   */
  constructor(angles: Curve, order: string) {
    this.angles = angles;
    this.order = order;
    this.semantics = angles.semantics;
  }

  /** The angles' key times. */
  keyTimes(): Float64Array {
    return this.angles.keyTimes();
  }

  /** Where the angles pass a key while they play over [from, to] (wrapped repeats included). */
  playedKeyTimes(from: number, to: number, limit?: number): Float64Array {
    return playedKeyTimes(this.angles, from, to, limit);
  }

  /** The rotation at `time`. */
  evaluate(time: number): Value {
    const v = this.angles.evaluate(time) as { x: number; y: number; z: number };
    this.#e[0] = v.x;
    this.#e[1] = v.y;
    this.#e[2] = v.z;
    eulerToQuaternionInto(this.#e, this.order, this.#q);
    const q = this.#q;
    return { x: q[0]!, y: q[1]!, z: q[2]!, w: q[3]! };
  }
}
