/**
 * Jumps in keys stored as 32-bit float times. A target that holds a value until a key (a step)
 * or has two keys one instant apart (the only jump a straight or cubic segment can make) plays
 * the jump at the float32 time it stores; the source jumps at its own time. This moves each jump
 * onto the first float32 instant at which the source plays the value after it, with the key
 * before it on the float32 instant just below, so the two agree at every instant a float32 clock
 * can show.
 *
 * @module
 */
import { KEYED_STEP } from "../model/keyed.ts";
import { lastKeyAtOrBefore } from "../curves/search.ts";
import type { FittedKeys } from "./fit.ts";
import { float32AtOrAfter, nextFloat32 } from "../curves/float32_time.ts";

/** The source's value at a time, written into `out`. */
export type SourceAt = (t: number, out: Float64Array) => void;

/** Largest component difference; quaternions (`dims` 4 with `quaternion`) either sign. */
function distance(a: Float64Array, b: ArrayLike<number>, bo: number, dims: number, q: boolean) {
  let plus = 0;
  let minus = 0;
  for (let c = 0; c < dims; c++) {
    plus = Math.max(plus, Math.abs(a[c]! - b[bo + c]!));
    if (q) minus = Math.max(minus, Math.abs(a[c]! + b[bo + c]!));
  }
  return q ? Math.min(plus, minus) : plus;
}

/**
 * Keys with every jump on float32 instants: after a held segment (a step key), and between two
 * keys closer than four float32 steps (a jump a straight or cubic segment makes). The key after
 * the jump moves to the first float32 instant at or after the source's jump (a source key time
 * within reach, else the fitted time) where the source plays the value after the jump; for a
 * segment jump, the key before moves to the float32 instant just below. Moved keys take the
 * source's values there (float32, quaternions in the sign of the key they replace); slopes are
 * kept. A key that would no longer be after the one before it is dropped.
 *
 * Keys without a jump come back as they are (the same object, nothing copied); `sourceKeys` is
 * asked for the source's key times only where a jump is found.
 *
 * @example A hold from 0 that jumps at 0.1 s lands on float32(0.1) rounded up
 * ```ts ignore
 * const landed = landFloat32Jumps(keys, at, () => new Float64Array([0, 0.1]), false);
 * landed.times[1] === 0.10000000149011612; // the source plays the new value there
 * ```
 */
export function landFloat32Jumps(
  keys: FittedKeys,
  at: SourceAt,
  sourceKeys: () => Float64Array,
  quaternion: boolean,
): FittedKeys {
  const { dims } = keys;
  const n = keys.times.length;
  // Copies of the times and values, made when the first key moves.
  let times: Float64Array | undefined;
  let values: Float64Array | undefined;
  let source: Float64Array | undefined;
  const probe = new Float64Array(dims);
  // The source key time in [lo, hi] nearest `t`, else `t`.
  const nearSource = (t: number, lo: number, hi: number) => {
    source ??= sourceKeys();
    const i = lastKeyAtOrBefore(source, t);
    let best = t;
    for (const j of [i, i + 1]) {
      const s = source[j];
      if (
        s !== undefined && s >= lo && s <= hi &&
        (best === t || Math.abs(s - t) < Math.abs(best - t))
      ) {
        best = s;
      }
    }
    return best;
  };
  const take = (k: number, t: number, like: number) => {
    times ??= Float64Array.from(keys.times);
    values ??= Float64Array.from(keys.values);
    times[k] = t;
    at(t, probe);
    let dot = 0;
    for (let c = 0; c < dims; c++) dot += probe[c]! * keys.values[like * dims + c]!;
    const s = quaternion && dot < 0 ? -1 : 1;
    for (let c = 0; c < dims; c++) values[k * dims + c] = Math.fround(s * probe[c]!);
  };
  // The first float32 instant from `t` on where the source plays the value of key `post` rather
  // than that of key `pre`.
  const landing = (t: number, pre: number, post: number) => {
    let T = float32AtOrAfter(t);
    for (let i = 0; i < 4; i++) {
      at(T, probe);
      const toPost = distance(probe, keys.values, post * dims, dims, quaternion);
      const toPre = distance(probe, keys.values, pre * dims, dims, quaternion);
      if (toPost <= toPre) break;
      T = nextFloat32(T, 1);
    }
    return T;
  };
  for (let k = 1; k < n; k++) {
    const lo = keys.times[k - 1]!;
    const hi = keys.times[k]!;
    const reach = 4 * Math.max(1, Math.abs(hi)) * 2 ** -23;
    if (keys.kinds[k - 1] === KEYED_STEP) {
      const T = landing(nearSource(hi, hi - reach, hi + reach), k - 1, k);
      if (T !== hi) take(k, T, k);
    } else if (hi - lo <= reach) {
      const T = landing(nearSource(hi, lo - reach, hi + reach), k - 1, k);
      take(k, T, k);
      take(k - 1, nextFloat32(T, -1), k - 1);
    }
  }
  if (times === undefined || values === undefined) return keys;
  // Keep times increasing: a moved key replaces a neighbour it reached.
  const keep = new Int32Array(n);
  let kept = 0;
  for (let k = 0; k < n; k++) {
    while (kept > 0 && !(times[k]! > times[keep[kept - 1]!]!)) kept--;
    keep[kept++] = k;
  }
  if (kept === n) {
    return {
      dims,
      times,
      values,
      inSlopes: keys.inSlopes,
      outSlopes: keys.outSlopes,
      kinds: keys.kinds,
    };
  }
  const pick = (a: ArrayLike<number>, w: number) => {
    const out = new Float64Array(kept * w);
    for (let i = 0; i < kept; i++) {
      const k = keep[i]!;
      for (let c = 0; c < w; c++) out[i * w + c] = a[k * w + c]!;
    }
    return out;
  };
  const kinds = new Uint8Array(kept);
  for (let i = 0; i < kept; i++) kinds[i] = keys.kinds[keep[i]!]!;
  return {
    dims,
    times: pick(times, 1),
    values: pick(values, dims),
    inSlopes: pick(keys.inSlopes, dims),
    outSlopes: pick(keys.outSlopes, dims),
    kinds,
  };
}
