/**
 * Maya key rows from fitted keys and from Maya curves: tangent types per key, times in frames,
 * and jumps written as Maya's step tangents (notes-maya.md §6: `step` holds the key's value
 * until the next key, `stepnext` takes the next key's value right after the key).
 *
 * @module
 */
import type { FittedKeys } from "../../convert/fit.ts";
import { KEYED_HERMITE, KEYED_STEP } from "../../model/keyed.ts";
import { lastKeyAtOrBefore } from "../../curves/search.ts";
import type { MayaAnimCurve } from "./curve.ts";
import { MAYA_TANGENT_WORDS, MayaTangent } from "./document.ts";

/** One key row being built: time in frames, fixed angles in degrees of (frames, value) space. */
export interface BuildKey {
  t: number;
  v: number;
  inType: number;
  outType: number;
  inAngle: number;
  outAngle: number;
  inWeight: number;
  outWeight: number;
}

/** A key with `linear` tangents and no fixed angles. */
export function newKey(t: number, v: number): BuildKey {
  return {
    t,
    v,
    inType: MayaTangent.Linear,
    outType: MayaTangent.Linear,
    inAngle: NaN,
    outAngle: NaN,
    inWeight: NaN,
    outWeight: NaN,
  };
}

const DEG = 180 / Math.PI;

/**
 * Keys closer than this (seconds) are one instant: Maya keeps times in ticks of 1/141,120,000 s
 * (notes-maya.md §6), and a fit that closes in on a jump leaves keys 1e-12 s apart.
 */
const SAME_INSTANT = 5e-7;
/**
 * How long before (or after) a jump the held side lasts: a thousandth of the neighbouring
 * segment (which it shortens), at most 1e-6 s and at least two of Maya's ticks.
 */
function jumpWidth(gap: number): number {
  return Math.min(1e-6, Math.max(gap / 1000, 2 / 141_120_000));
}

/** Fitted keys with the jumps resolved: `stepNext[i]` makes key i's out-tangent `stepnext`. */
export interface MayaFitKeys extends FittedKeys {
  /** 1 where the key's out-tangent is `stepnext`. */
  readonly stepNext: Uint8Array;
  /** Whether any keys were merged or moved. */
  readonly changed: boolean;
}

/**
 * Resolves keys that fall on one instant (a fit closing in on a jump, a 32-bit float key time
 * next to a key on the frame): keys whose values agree within `threshold` become one key; a
 * jump stays at the source's key time inside the group (`sourceTimes`, ascending), else at the
 * group's last key, with the value the source has there: the new value makes a `step` on a key
 * just before (dropped where the stretch before is held already), the old value a `stepnext`
 * on the key at the jump.
 */
export function resolveJumps(
  keys: FittedKeys,
  valueAt: (t: number) => ArrayLike<number>,
  threshold: number,
  sourceTimes: Float64Array,
): MayaFitKeys {
  const d = keys.dims;
  const n = keys.times.length;
  const times: number[] = [];
  const rows: number[] = []; // source row of each kept key
  const kinds: number[] = [];
  const next: number[] = [];
  const inFrom: number[] = []; // row whose in-slope the key keeps
  const value = (i: number) => Array.from(keys.values.subarray(i * d, i * d + d));
  const push = (t: number, row: number, kind: number, inRow = row) => {
    times.push(t), rows.push(row), kinds.push(kind), next.push(0), inFrom.push(inRow);
  };
  let changed = false;
  let i = 0;
  while (i < n) {
    let j = i;
    while (j + 1 < n && keys.times[j + 1]! - keys.times[j]! < SAME_INSTANT) j++;
    if (j === i) {
      push(keys.times[i]!, i, keys.kinds[i]!);
      i++;
      continue;
    }
    changed = true;
    const a = value(i);
    const z = value(j);
    const jump = a.some((v, c) => !(Math.abs(v - z[c]!) <= threshold));
    const ta = keys.times[i]!;
    const tz = keys.times[j]!;
    if (!jump) {
      push(tz, j, keys.kinds[j]!, i);
      i = j + 1;
      continue;
    }
    // Where the source says the jump is, and which side it takes there.
    const s = lastKeyAtOrBefore(sourceTimes, tz + SAME_INSTANT);
    const at = s >= 0 && sourceTimes[s]! >= ta - SAME_INSTANT ? sourceTimes[s]! : tz;
    const v = valueAt(at);
    let da = 0;
    let dz = 0;
    for (let c = 0; c < d; c++) da += (v[c]! - a[c]!) ** 2, dz += (v[c]! - z[c]!) ** 2;
    const prev = times.length - 1;
    if (dz <= da) {
      // The new value from the jump on: hold the old one up to it.
      const held = prev >= 0 && kinds[prev] === KEYED_STEP &&
        value(rows[prev]!).every((x, c) => x === a[c]);
      if (!held) {
        const before = prev >= 0 ? times[prev]! : -Infinity;
        push(Math.max(at - jumpWidth(at - before), (before + at) / 2), i, KEYED_STEP);
      }
      push(at, j, keys.kinds[j]!);
    } else {
      // The old value at the jump, the new one right after it.
      const after = j + 1 < n ? keys.times[j + 1]! : Infinity;
      push(at, i, KEYED_STEP);
      next[next.length - 1] = 1;
      push(Math.min(at + jumpWidth(after - at), (at + after) / 2), j, keys.kinds[j]!);
    }
    i = j + 1;
  }
  const m = times.length;
  const out = {
    dims: d,
    times: Float64Array.from(times),
    values: new Float64Array(m * d),
    inSlopes: new Float64Array(m * d),
    outSlopes: new Float64Array(m * d),
    kinds: Uint8Array.from(kinds),
    stepNext: Uint8Array.from(next),
    changed,
  };
  for (let k = 0; k < m; k++) {
    const r = rows[k]!;
    out.values.set(keys.values.subarray(r * d, r * d + d), k * d);
    out.inSlopes.set(keys.inSlopes.subarray(inFrom[k]! * d, inFrom[k]! * d + d), k * d);
    out.outSlopes.set(keys.outSlopes.subarray(r * d, r * d + d), k * d);
  }
  return out;
}

/**
 * Seconds → frames, on the whole frame when within float32 rounding of it (a key stored at
 * 0.1 s as a 32-bit float is frame 3, not 3.0000000447).
 */
export function toFrame(seconds: number, fps: number): number {
  const f = seconds * fps;
  const whole = Math.round(f);
  return Math.abs(f - whole) <= 2e-6 * Math.max(1, Math.abs(f)) ? whole : f;
}

/**
 * Maya keys for component `c` of resolved fitted keys, times in frames of `fps`: `step` before a
 * held segment, `linear` around straight ones, `fixed` tangents (angle in frame/value space,
 * weight 1) around Hermite ones, `stepnext` where a jump follows the key. The end keys' outer
 * tangents follow their inner side. A key moves onto its whole frame only where no jump sits
 * at it (moving a jump would change what plays between the two times), its neighbours stay
 * apart, and it is not an end key of a curve that cycles (`keepEnds`: the ends set the period).
 */
export function keysFromFit(
  k: MayaFitKeys,
  c: number,
  fps: number,
  keepEnds = false,
): BuildKey[] {
  const n = k.times.length;
  const dims = k.dims;
  const out: BuildKey[] = [];
  const kindOf = (i: number) => k.kinds[Math.max(0, Math.min(n - 2, i))]!;
  for (let i = 0; i < n; i++) {
    const key = newKey(k.times[i]! * fps, k.values[i * dims + c]!);
    const side = (kind: number, slope: number, which: "in" | "out") => {
      const type = kind === KEYED_STEP
        ? MayaTangent.Step
        : kind === KEYED_HERMITE
        ? MayaTangent.Fixed
        : MayaTangent.Linear;
      const angle = Math.atan(slope / fps) * DEG;
      if (which === "in") {
        key.inType = type;
        if (type === MayaTangent.Fixed) key.inAngle = angle, key.inWeight = 1;
      } else {
        key.outType = type;
        if (type === MayaTangent.Fixed) key.outAngle = angle, key.outWeight = 1;
      }
    };
    const before = n < 2 ? KEYED_STEP : i > 0 ? kindOf(i - 1) : kindOf(0);
    const after = n < 2 ? KEYED_STEP : i + 1 < n ? kindOf(i) : kindOf(n - 2);
    side(before, i > 0 ? k.inSlopes[i * dims + c]! : k.outSlopes[i * dims + c]!, "in");
    side(after, i + 1 < n ? k.outSlopes[i * dims + c]! : k.inSlopes[i * dims + c]!, "out");
    if (k.stepNext[i] === 1 && i + 1 < n) key.outType = MayaTangent.StepNext;
    out.push(key);
  }
  const gap = SAME_INSTANT * fps;
  for (let i = 0; i < n; i++) {
    const key = out[i]!;
    const whole = toFrame(key.t / fps, fps);
    const jumpHere = i > 0 && k.kinds[i - 1] === KEYED_STEP &&
      out[i - 1]!.v !== key.v;
    if (whole === key.t || jumpHere || k.stepNext[i] === 1) continue;
    if (keepEnds && (i === 0 || i === n - 1)) continue;
    if (i > 0 && !(whole - out[i - 1]!.t >= gap)) continue;
    if (i + 1 < n && !(out[i + 1]!.t - whole >= gap)) continue;
    key.t = whole;
  }
  return out;
}

/** Keys of a Maya curve carried over as they are (times converted to frames of `fps`). */
export function keysOfMayaCurve(curve: MayaAnimCurve, fps: number): BuildKey[] {
  const k = curve.keys();
  const scale = curve.options.timeInput ?? true ? fps : 1;
  const out: BuildKey[] = [];
  for (let i = 0; i < k.time.length; i++) {
    const key = newKey(k.time[i]! * scale, k.value[i]!);
    key.inType = k.inType[i]! < MAYA_TANGENT_WORDS.length ? k.inType[i]! : MayaTangent.Spline;
    key.outType = k.outType[i]! < MAYA_TANGENT_WORDS.length ? k.outType[i]! : MayaTangent.Spline;
    // Fixed vectors (seconds, value) back to angle/weight in (frames, value) space (§5).
    if (key.inType === MayaTangent.Fixed) {
      const x = k.inTanX[i]! * scale;
      const y = k.inTanY[i]!;
      key.inAngle = Math.atan2(y, x) * DEG;
      key.inWeight = curve.weighted ? Math.hypot(x, y) / 3 : 1;
    }
    if (key.outType === MayaTangent.Fixed) {
      const x = k.outTanX[i]! * scale;
      const y = k.outTanY[i]!;
      key.outAngle = Math.atan2(y, x) * DEG;
      key.outWeight = curve.weighted ? Math.hypot(x, y) / 3 : 1;
    }
    out.push(key);
  }
  return out;
}

/** Whether a side of a key leaves (or arrives) flat: held, or level between equal values. */
function flat(type: number, angle: number): boolean {
  return type === MayaTangent.Step || type === MayaTangent.StepNext ||
    type === MayaTangent.Linear || (type === MayaTangent.Fixed && angle === 0);
}

/**
 * The keys without those inside a level run (a component that stays put while others move):
 * an inner key whose neighbours hold its value, with level tangents on every side involved,
 * plays the same when left out.
 */
export function dropFlatKeys(keys: BuildKey[]): BuildKey[] {
  if (keys.length < 3) return keys;
  const out: BuildKey[] = [keys[0]!];
  for (let i = 1; i + 1 < keys.length; i++) {
    const a = out[out.length - 1]!;
    const k = keys[i]!;
    const b = keys[i + 1]!;
    const level = a.v === k.v && k.v === b.v && flat(a.outType, a.outAngle) &&
      flat(k.inType, k.inAngle) && flat(k.outType, k.outAngle) && flat(b.inType, b.inAngle);
    if (!level) out.push(k);
  }
  out.push(keys[keys.length - 1]!);
  return out;
}
