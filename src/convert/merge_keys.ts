/**
 * Several scalar key sets as one: the keys a target stores when one key list (one time input,
 * one interpolation) drives several values, as a glTF `weights` sampler drives every morph
 * target of a mesh.
 *
 * @module
 */
import { KEYED_HERMITE, KEYED_STEP, type KeyedComponent } from "../model/keyed.ts";
import { segmentSlope, segmentValue } from "../curves/keyed_eval.ts";
import { lastKeyAtOrBefore } from "../curves/search.ts";
import type { FittedKeys } from "./fit.ts";
import { nextFloat32 } from "../curves/float32_time.ts";

/** Merged keys: one component per part, and the one segment kind they all play with. */
export interface MergedKeys extends FittedKeys {
  /** {@linkcode KEYED_STEP}, `KEYED_LINEAR` or {@linkcode KEYED_HERMITE}. */
  readonly kind: number;
}

/**
 * Merges scalar key sets (`dims` 1, float32 times) into one key list that plays each of them
 * exactly: the segment kind is the richest any of them uses (step, then straight, then Hermite);
 * the times are the union of theirs, plus, unless all hold, the float32 instant before each
 * held key so that a held value jumps there instead of ramping over the segment before. Each
 * part's value at every time is its own; Hermite slopes are its slopes on either side (0 where
 * it holds), so a straight or held part plays straight or held between the merged keys.
 *
 * @example A held part and a straight part
 * ```ts
 * import { KEYED_LINEAR, KEYED_STEP } from "../model/keyed.ts";
 * import { mergeScalarKeys } from "./merge_keys.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * const keys = (times: number[], values: number[], kind: number) => ({
 *   dims: 1, times: Float64Array.from(times), values: Float64Array.from(values),
 *   inSlopes: new Float64Array(times.length), outSlopes: new Float64Array(times.length),
 *   kinds: new Uint8Array(times.length).fill(kind),
 * });
 * const merged = mergeScalarKeys([keys([0, 1], [0, 1], KEYED_STEP), keys([0, 2], [0, 2], KEYED_LINEAR)]);
 * equal(merged.kind, KEYED_LINEAR);
 * deepEqual([...merged.times], [0, 1 - 2 ** -24, 1, 2]);
 * deepEqual([...merged.values], [0, 0, 0, 1 - 2 ** -24, 1, 1, 1, 2]);
 * ```
 */
export function mergeScalarKeys(parts: readonly FittedKeys[]): MergedKeys {
  let kind = KEYED_STEP;
  for (const p of parts) {
    for (let k = 0; k + 1 < p.times.length; k++) kind = Math.max(kind, p.kinds[k]!);
  }
  const all = new Set<number>();
  for (const p of parts) {
    for (let k = 0; k < p.times.length; k++) {
      all.add(p.times[k]!);
      if (kind !== KEYED_STEP && k > 0 && p.kinds[k - 1] === KEYED_STEP) {
        all.add(nextFloat32(p.times[k]!, -1));
      }
    }
  }
  const times = Float64Array.from([...all].sort((a, b) => a - b));
  const n = times.length;
  const dims = parts.length;
  const values = new Float64Array(n * dims);
  const inSlopes = new Float64Array(n * dims);
  const outSlopes = new Float64Array(n * dims);
  parts.forEach((p, c) => {
    const k: KeyedComponent = {
      times: p.times,
      values: p.values,
      inSlopes: p.inSlopes,
      outSlopes: p.outSlopes,
      modes: p.kinds,
    };
    const last = p.times.length - 1;
    for (let i = 0; i < n; i++) {
      const u = times[i]!;
      const s = lastKeyAtOrBefore(p.times, u);
      const value = s < 0 ? p.values[0]! : s >= last ? p.values[last]! : segmentValue(k, s, u);
      values[i * dims + c] = Math.fround(value);
      if (kind !== KEYED_HERMITE) continue;
      // Right: the segment starting at or containing u; left: the one ending at or containing u.
      const left = s >= 0 && p.times[s] === u ? s - 1 : s;
      if (s >= 0 && s < last) outSlopes[i * dims + c] = Math.fround(segmentSlope(k, s, u));
      if (left >= 0 && left < last) inSlopes[i * dims + c] = Math.fround(segmentSlope(k, left, u));
    }
  });
  return {
    dims,
    times,
    values,
    inSlopes,
    outSlopes,
    kinds: new Uint8Array(n).fill(kind),
    kind,
  };
}
