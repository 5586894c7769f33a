/**
 * Discrete data (booleans, integers, strings, held values) converts as transitions at the
 * source's exact times, never by sampling: keys at every time the source passes a key inside the
 * played range, plus any change between keys found by bisection.
 *
 * @module
 */
import type { Track } from "../model/clip.ts";
import type { Value } from "../model/value_type.ts";
import { playedKeyTimes } from "./played_times.ts";

/** Held keys: each value holds from its time until the next. */
export interface DiscreteFit {
  /** Key times in seconds, ascending. */
  readonly times: Float64Array;
  /** The value from each time on. */
  readonly values: readonly Value[];
  /** `exact` when the keys play the source's values at every time checked. */
  readonly mapping: "exact" | "fitted";
  /** 0 when every checked time matches, else 1 (a value differs somewhere). */
  readonly maxError: number;
  /** Keys of the source. */
  readonly keysBefore: number;
  /** Start of the range covered; the first value holds before. */
  readonly from: number;
  /** End of the range covered; the last value holds after. */
  readonly to: number;
  /** Things to say in the report. */
  readonly notes: readonly string[];
}

/** Options of {@linkcode fitDiscrete}. */
export interface DiscreteFitOptions {
  /** Start of the played range. */
  readonly from: number;
  /** End of the played range. */
  readonly to: number;
  /** Times are stored as 32-bit floats. */
  readonly float32?: boolean;
}

/** A comparable form of a value. */
export function valueKey(value: Value): string {
  if (typeof value === "bigint") return `n${value}`;
  return JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? `n${v}` : v));
}

/**
 * Held keys for a track whose values are discrete.
 *
 * @example A boolean that turns on at 0.5 s
 * ```ts
 * import { fitDiscrete } from "./fit_discrete.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const track = { node: "n", property: "on", valueType: "bool" as const, curve: {
 *   valueType: "bool" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([0, 0.5]), evaluate: (t: number) => t >= 0.5,
 * } };
 * const fit = fitDiscrete(track, { from: 0, to: 1 });
 * deepEqual([...fit.times], [0, 0.5]);
 * deepEqual(fit.values, [false, true]);
 * equal(fit.mapping, "exact");
 * ```
 */
export function fitDiscrete(track: Track, options: DiscreteFitOptions): DiscreteFit {
  const curve = track.curve;
  const from = options.from;
  const to = Math.max(from, options.to);
  const sourceKeys = curve.keyTimes();
  const played = playedKeyTimes(curve, from, to);
  const times: number[] = [from];
  for (let i = 0; i < played.length; i++) {
    if (played[i]! > times[times.length - 1]!) times.push(played[i]!);
  }
  // Changes between keys (a value read off a continuous curve): find each by bisection.
  const all: number[] = [];
  const values: Value[] = [];
  const keyOf = (t: number) => valueKey(curve.evaluate(t));
  for (let i = 0; i < times.length; i++) {
    const t0 = times[i]!;
    all.push(t0);
    values.push(curve.evaluate(t0));
    const t1 = i + 1 < times.length ? times[i + 1]! : to;
    if (!(t1 > t0)) continue;
    let prevT = t0;
    let prevKey = valueKey(values[values.length - 1]!);
    for (let j = 1; j <= 8; j++) {
      const t = t0 + ((t1 - t0) * j) / 9;
      const k = keyOf(t);
      if (k === prevKey) {
        prevT = t;
        continue;
      }
      let lo = prevT;
      let hi = t;
      for (let step = 0; step < 80 && hi - lo > Math.max(1, Math.abs(hi)) * 2 ** -50; step++) {
        const mid = (lo + hi) / 2;
        if (keyOf(mid) === prevKey) lo = mid;
        else hi = mid;
      }
      all.push(hi);
      values.push(curve.evaluate(hi));
      prevT = t;
      prevKey = k;
    }
  }
  const notes: string[] = [];
  if (sourceKeys.length > 0 && sourceKeys[0]! < from) {
    notes.push(`keys before ${from} s folded into a key at ${from} s`);
  }
  let out = Float64Array.from(all);
  let moved = 0;
  if (options.float32) {
    const rounded: number[] = [];
    const kept: Value[] = [];
    for (let i = 0; i < out.length; i++) {
      const r = Math.fround(out[i]!);
      moved = Math.max(moved, Math.abs(r - out[i]!));
      if (rounded.length > 0 && r <= rounded[rounded.length - 1]!) {
        kept[kept.length - 1] = values[i]!; // the later value wins at a shared time
        continue;
      }
      rounded.push(r);
      kept.push(values[i]!);
    }
    out = Float64Array.from(rounded);
    values.length = 0;
    values.push(...kept);
  }
  // Check: the held keys against the source at every key time and between keys.
  let mismatches = 0;
  const held = (t: number) => {
    let lo = 0;
    let hi = out.length - 1;
    if (t < out[0]!) return valueKey(values[0]!);
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (out[mid]! <= t) lo = mid;
      else hi = mid - 1;
    }
    return valueKey(values[lo]!);
  };
  for (let i = 0; i < out.length; i++) {
    const t = out[i]!;
    if (held(t) !== keyOf(t)) mismatches++;
    const next = i + 1 < out.length ? out[i + 1]! : to;
    if (next > t && held((t + next) / 2) !== keyOf((t + next) / 2)) mismatches++;
  }
  for (let i = 0; i < sourceKeys.length; i++) {
    const t = sourceKeys[i]!;
    if (t >= from && t <= to && held(t) !== keyOf(t)) mismatches++;
  }
  if (moved > 0) {
    notes.push(`transition times rounded to 32-bit floats (moved ≤ ${moved.toPrecision(2)} s)`);
  }
  return {
    times: out,
    values,
    mapping: mismatches === 0 && moved === 0 ? "exact" : "fitted",
    maxError: mismatches === 0 ? 0 : 1,
    keysBefore: curve.keyCount?.() ?? sourceKeys.length,
    from,
    to,
    notes,
  };
}
