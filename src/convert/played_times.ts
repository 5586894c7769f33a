/**
 * The times at which a curve passes one of its keys while it plays over a time range, wrapped
 * repeats included (a looping Unity curve passes its keys again every cycle).
 *
 * @module
 */
import type { Curve } from "../model/clip.ts";
import { mergeTimes } from "../curves/compose.ts";
import { wrapModesOf, wrappedKeyTimes } from "../model/wrap.ts";

/** A curve (or component curve) that knows where its keys fall when it wraps. */
export interface PlayedKeyTimes {
  /** Times in [from, to] where the curve passes a key, ascending (wrapped repeats included). */
  playedKeyTimes(from: number, to: number, limit?: number): Float64Array;
}

function ownTimes(
  part: unknown,
  from: number,
  to: number,
  limit: number | undefined,
): Float64Array | undefined {
  const own = (part as Partial<PlayedKeyTimes>).playedKeyTimes;
  if (typeof own === "function") return own.call(part, from, to, limit);
  const keys = (part as { keyTimes?: () => Float64Array }).keyTimes;
  if (typeof keys !== "function") return undefined;
  // A curve that says how it wraps (Maya's cycle and oscillate) passes its keys once per cycle.
  const modes = wrapModesOf(part);
  const times = keys.call(part);
  return modes === undefined ? times : wrappedKeyTimes(times, modes, from, to, limit);
}

/**
 * The times in [from, to] where `curve` passes a key: from the curve itself, its components
 * (`components`) or its boolean source (`source`) when they know their wrapping; otherwise the
 * key times. Times outside the range are left out.
 *
 * @example A plain curve: its key times inside the range
 * ```ts
 * import { playedKeyTimes } from "./played_times.ts";
 * import { deepEqual } from "node:assert/strict";
 * const curve = { valueType: "float" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([-1, 0.5, 3]), evaluate: () => 0 };
 * deepEqual([...playedKeyTimes(curve, 0, 2)], [0.5]);
 * ```
 */
export function playedKeyTimes(
  curve: Curve,
  from: number,
  to: number,
  limit?: number,
): Float64Array {
  let times: Float64Array | undefined;
  const own = (curve as Partial<PlayedKeyTimes>).playedKeyTimes;
  if (typeof own === "function") times = own.call(curve, from, to, limit);
  const parts = (curve as { components?: unknown }).components;
  const source = (curve as { source?: unknown }).source;
  if (times === undefined && Array.isArray(parts) && parts.length > 0) {
    const all = parts.map((p) => ownTimes(p, from, to, limit));
    if (all.every((t) => t !== undefined)) times = mergeTimes(all as Float64Array[]);
  }
  if (times === undefined && source !== undefined && source !== null) {
    times = ownTimes(source, from, to, limit);
  }
  times ??= ownTimes(curve, from, to, limit) ?? curve.keyTimes();
  let lo = 0;
  while (lo < times.length && times[lo]! < from) lo++;
  let hi = times.length;
  while (hi > lo && times[hi - 1]! > to) hi--;
  // (Every way above gives a fresh array: the whole of it is returned as it is.)
  return lo === 0 && hi === times.length ? times : times.slice(lo, hi);
}

/**
 * The first and last key times of `curve` (NaN, NaN without keys): from its `startTime` and
 * `endTime` when it has them (no copy of its key times), else from its key times.
 *
 * @example
 * ```ts
 * import { keySpan } from "./played_times.ts";
 * import { deepEqual } from "node:assert/strict";
 * const curve = { valueType: "float" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([0.5, 1, 3]), evaluate: () => 0 };
 * deepEqual(keySpan(curve), [0.5, 3]);
 * ```
 */
export function keySpan(curve: Curve): [number, number] {
  const { startTime, endTime } = curve as { startTime?: unknown; endTime?: unknown };
  if (typeof startTime === "number" && typeof endTime === "number") return [startTime, endTime];
  const keys = curve.keyTimes();
  return keys.length === 0 ? [NaN, NaN] : [keys[0]!, keys[keys.length - 1]!];
}
