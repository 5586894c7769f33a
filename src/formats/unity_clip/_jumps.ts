/**
 * Jumps in fitted keys written as Unity's hold. A value that changes at an instant (a held key,
 * a Maya `step`/`stepnext`, a Loop wrap baked over the clip) reaches the writer as keys a few
 * 32-bit float steps apart — the fitting engine closes in on the jump until it cannot tell the
 * times apart — which Unity would play as a steep ramp. Unity plays a key whose out-slope is
 * infinite as holding its value until the next key, so the jump becomes a held key before it and
 * the new value's key at the float32 time where the source has the new value. Private to the
 * Unity clip writer.
 *
 * @module
 */
import type { Curve } from "../../model/clip.ts";
import { type FittedKeys, valueComponents } from "../../convert/fit.ts";
import { playedKeyTimes } from "../../convert/played_times.ts";
import { rotationAngleDeg } from "../../model/compare.ts";
import { KEYED_STEP } from "../../model/keyed.ts";
import { lastKeyAtOrBefore } from "../../curves/search.ts";

const F32 = new Float32Array(1);
const BITS = new Int32Array(F32.buffer);

/** The float32 next to `x` (a float32) towards +∞ (`up`) or −∞. */
function float32Next(x: number, up: boolean): number {
  if (x === 0) return up ? 2 ** -149 : -(2 ** -149);
  F32[0] = x;
  BITS[0]! += (x > 0) === up ? 1 : -1;
  return F32[0]!;
}

/** Keys closer than this at `t` are one instant to a float32 clock (the fit stops at half). */
function sameInstant(t: number): number {
  return 4 * Math.max(1, Math.abs(t)) * 2 ** -23;
}

/**
 * The source instant a float32 time stands for: a source key stored at that time (the first whose
 * float32 rounding it is, other than the time itself), as the conversion's measure takes it.
 */
function instantOf(time: number, sourceKeys: Float64Array): number {
  const end = float32Next(time, true);
  for (
    let s = Math.max(0, lastKeyAtOrBefore(sourceKeys, float32Next(time, false)));
    s < sourceKeys.length;
    s++
  ) {
    const k = sourceKeys[s]!;
    if (k > end) break;
    if (Math.fround(k) === time && k !== time) return k;
  }
  return time;
}

/** The source keys in [lo, hi], as the float32 times that store them, ascending and distinct. */
function storedTimes(sourceKeys: Float64Array, lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let s = Math.max(0, lastKeyAtOrBefore(sourceKeys, lo)); s < sourceKeys.length; s++) {
    const k = sourceKeys[s]!;
    if (k > hi) break;
    const t = Math.fround(k);
    if (k >= lo && t !== out[out.length - 1]) out.push(t);
  }
  return out;
}

interface Row {
  time: number;
  /** Index of the fitted key whose value, out-slope and kind the row takes. */
  from: number;
  /** Index of the fitted key whose in-slope the row takes. */
  inFrom: number;
  kind: number;
  /** The value the source has at the row's time (jumps in vectors and scalars), else none. */
  value?: Float64Array | undefined;
}

/**
 * Fitted keys with each jump as a hold: keys within {@linkcode sameInstant} of each other whose
 * values differ by more than a quarter of `tolerance` (degrees for quaternions) become a key
 * holding the old value (infinite out-slope) four float32 steps before the new value's key, which
 * sits at the first float32 time, standing for a source instant, where `curve` has the new value
 * (the next float32 time when it keeps the old value there). Both keys take `curve`'s values at
 * their times (quaternions: the fitted values).
 */
export function holdJumps(
  keys: FittedKeys,
  curve: Curve,
  quaternion: boolean,
  tolerance: number,
  from: number,
  to: number,
): FittedKeys {
  const n = keys.times.length;
  const d = keys.dims;
  const value = (i: number) => keys.values.subarray(i * d, i * d + d);
  const distance = (a: ArrayLike<number>, b: ArrayLike<number>) => {
    if (quaternion) return rotationAngleDeg(a, b);
    let worst = 0;
    for (let c = 0; c < d; c++) worst = Math.max(worst, Math.abs(a[c]! - b[c]!));
    return worst;
  };
  let sourceKeys: Float64Array | undefined;
  const at = new Float64Array(4);
  const rows: Row[] = [];
  const keep = (i: number) =>
    rows.push({ time: keys.times[i]!, from: i, inFrom: i, kind: keys.kinds[i]! });
  let i = 0;
  while (i < n) {
    let j = i;
    while (j + 1 < n && keys.times[j + 1]! - keys.times[j]! <= sameInstant(keys.times[j + 1]!)) j++;
    const a = value(i);
    const z = value(j);
    if (j === i || !(distance(a, z) > tolerance / 4)) {
      for (let k = i; k <= j; k++) keep(k);
      i = j + 1;
      continue;
    }
    // The float32 times standing for the source's keys around the jump (or the last fitted key).
    sourceKeys ??= playedKeyTimes(curve, from, to);
    const lo = keys.times[i]! - sameInstant(keys.times[i]!);
    const hi = keys.times[j]! + sameInstant(keys.times[j]!);
    const candidates = storedTimes(sourceKeys, lo, hi);
    if (candidates.length === 0) candidates.push(keys.times[j]!);
    let jumpAt = NaN;
    for (const t of candidates) {
      valueComponents(curve.evaluate(instantOf(t, sourceKeys)), d, at);
      if (distance(at, z) <= distance(at, a)) {
        jumpAt = t;
        break;
      }
    }
    if (Number.isNaN(jumpAt)) jumpAt = float32Next(candidates[candidates.length - 1]!, true);
    const previous = rows[rows.length - 1];
    const next = j + 1 < n ? keys.times[j + 1]! : Infinity;
    // The hold spans four float32 steps, so no time inside it rounds onto the new key.
    let holdAt = jumpAt - 4 * (jumpAt - float32Next(jumpAt, false));
    if (previous !== undefined && (previous.kind === KEYED_STEP || holdAt <= previous.time)) {
      holdAt = keys.times[i]!; // the old value starts at its key (or the hold cannot be longer)
    }
    if (
      !(jumpAt < next) || !(holdAt < jumpAt) ||
      (previous !== undefined && !(holdAt > previous.time))
    ) {
      for (let k = i; k <= j; k++) keep(k);
      i = j + 1;
      continue;
    }
    // Vectors and scalars take the source's values at the moved times; quaternion keys keep the
    // fitted ones (their signs follow the neighbouring keys).
    const sourceValue = (t: number) => {
      if (quaternion) return undefined;
      const v = new Float64Array(d);
      valueComponents(curve.evaluate(instantOf(t, sourceKeys!)), d, v);
      return v.map(Math.fround);
    };
    rows.push({ time: holdAt, from: i, inFrom: i, kind: KEYED_STEP, value: sourceValue(holdAt) });
    rows.push({
      time: jumpAt,
      from: j,
      inFrom: j,
      kind: keys.kinds[j]!,
      value: sourceValue(jumpAt),
    });
    i = j + 1;
  }
  if (rows.length === n && rows.every((r, k) => r.from === k && r.time === keys.times[k])) {
    return keys;
  }
  const m = rows.length;
  const out: FittedKeys = {
    dims: d,
    times: Float64Array.from(rows, (r) => r.time),
    values: new Float64Array(m * d),
    inSlopes: new Float64Array(m * d),
    outSlopes: new Float64Array(m * d),
    kinds: Uint8Array.from(rows, (r) => r.kind),
  };
  rows.forEach((r, k) => {
    out.values.set(r.value ?? keys.values.subarray(r.from * d, r.from * d + d), k * d);
    out.inSlopes.set(keys.inSlopes.subarray(r.inFrom * d, r.inFrom * d + d), k * d);
    out.outSlopes.set(keys.outSlopes.subarray(r.from * d, r.from * d + d), k * d);
  });
  return out;
}
