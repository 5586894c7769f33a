/**
 * Common-model {@linkcode Clip} → {@linkcode AnimJDocument}: exact where the source curve can be
 * described by keys AnimJ can hold (step → Hold, linear → Linear, Hermite → CubicBezier by the
 * Δt/3 rule of notes-animj.md §1.2), otherwise resampled into Linear keys at a rate, with the
 * worst difference measured.
 *
 * @module
 */
import { earliestTime, shiftClip } from "../../convert/shift_time.ts";
import { reduceKeys } from "../../convert/reduce_keys.ts";
import { AnimkitError } from "../../errors.ts";
import type { Clip, Track } from "../../model/clip.ts";
import { timeGrid } from "../../model/sample.ts";
import { mergeTimes } from "../../curves/compose.ts";
import type { TrackReport, WriteOptions } from "../format.ts";
import {
  type AnimJDocument,
  animjScalarKind,
  animjStoreValue,
  type AnimJTrack,
  animjWidth,
  newAnimJTrack,
} from "./document.ts";
import { AnimJCurve } from "./curve.ts";
import {
  KEYED_HERMITE,
  KEYED_LINEAR,
  KEYED_STEP,
  type KeyedComponent,
  keyedComponentsOf,
  segmentSlope,
  segmentValue,
} from "../../model/keyed.ts";

/** Default resampling rate in Hz. */
export const ANIMJ_DEFAULT_RATE = 30;

const MATRIX = /x\d$/;
const CONST = 9;

/** What {@linkcode animjFromClip} returns. */
export interface AnimJConversion {
  /** The document. */
  readonly doc: AnimJDocument;
  /** One report per source track. */
  readonly tracks: TrackReport[];
  /** Other notes. */
  readonly warnings: string[];
}

/**
 * Converts a clip to an AnimJ document.
 *
 * @throws {AnimkitError} for matrix tracks unless `dropUnmappable` (AnimX passes
 * `allowMatrices`, since AnimX stores matrices).
 *
 * @example A linear keyed curve stays exact
 * ```ts
 * import { animjFromClip, KEYED_LINEAR, VectorCurve } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const keys = {
 *   times: new Float64Array([0, 1]), values: new Float64Array([0, 2]),
 *   inSlopes: new Float64Array(2), outSlopes: new Float64Array(2),
 *   modes: new Uint8Array([KEYED_LINEAR, KEYED_LINEAR]),
 * };
 * const scalar = { evaluate: (t: number) => 2 * t, keyTimes: () => keys.times, keyed: () => keys };
 * const clip = { name: "c", duration: 1, events: [], tracks: [
 *   { node: "N", property: "P", valueType: "float" as const, curve: new VectorCurve("float", "demo", [scalar]) },
 * ] };
 * const { tracks } = animjFromClip(clip);
 * equal(tracks[0]?.mapping, "exact");
 * ```
 */
export function animjFromClip(
  clip: Clip,
  options: WriteOptions = {},
  allowMatrices = false,
): AnimJConversion {
  const rate = options.rate ?? ANIMJ_DEFAULT_RATE;
  const reports: TrackReport[] = [];
  const warnings: string[] = [];
  const tracks: AnimJTrack[] = [];
  // AnimJ times are seconds from the start and cannot be negative (MRTK's bool curves can be).
  const earliest = earliestTime(clip);
  if (earliest < 0) {
    clip = shiftClip(clip, -earliest);
    warnings.push(`times shifted by ${-earliest} s: AnimJ times cannot be negative`);
  }
  for (const track of clip.tracks) {
    const base = { node: track.node, property: track.property };
    if (!allowMatrices && MATRIX.test(track.valueType)) {
      if (options.dropUnmappable) {
        reports.push({
          ...base,
          mapping: "dropped",
          keysBefore: track.curve.keyTimes().length,
          keysAfter: 0,
          maxError: 0,
          note: `AnimJ cannot hold ${track.valueType} (Resonite imports matrices as zeros)`,
        });
        continue;
      }
      throw new AnimkitError(
        "animj",
        { kind: "none" },
        `track ${track.node}.${track.property}: AnimJ cannot hold ${track.valueType} values; use --drop-unmappable or write AnimX`,
      );
    }
    const result = convertTrack(track, rate, options.tolerance);
    tracks.push(result.track);
    const times = result.track.times;
    for (let i = 1; i < times.length; i++) {
      if (Math.fround(times[i]!) <= Math.fround(times[i - 1]!)) {
        warnings.push(
          `${track.node}.${track.property}: keys at ${times[i - 1]} s and ${
            times[i]
          } s are the same time as Resonite's 32-bit floats`,
        );
        break;
      }
    }
    reports.push({ ...base, ...result.report });
  }
  let end = 0;
  for (const t of tracks) {
    if (t.count > 0 && t.trackType !== "Raw") end = Math.max(end, t.times[t.count - 1]!);
  }
  return {
    doc: { name: clip.name, globalDuration: Math.max(clip.duration, end), tracks },
    tracks: reports,
    warnings,
  };
}

type Report = Omit<TrackReport, "node" | "property">;

function convertTrack(
  track: Track,
  rate: number,
  tolerance: number | undefined,
): { track: AnimJTrack; report: Report } {
  const curve = track.curve;
  if (curve instanceof AnimJCurve) {
    const t = curve.track;
    const copy: AnimJTrack = { ...t, trackType: t.trackType === "Bezier" ? "Curve" : t.trackType };
    const keys = t.count * Math.max(1, animjWidth(t.valueType));
    return {
      track: copy,
      report: { mapping: "exact", keysBefore: keys, keysAfter: keys, maxError: 0 },
    };
  }
  const kind = animjScalarKind(track.valueType);
  if (kind === "bool" || kind === "string") return discreteFromKeys(track);
  const quat = track.valueType === "floatQ" || track.valueType === "doubleQ";
  const keyed = quat ? null : keyedComponentsOf(curve);
  if (keyed !== null && keyed.length === animjWidth(track.valueType)) {
    const exact = fromKeyed(track, keyed, kind === "int");
    if (exact !== null) return exact;
  }
  return resample(
    track,
    rate,
    keyed === null ? "the curve does not describe its keys" : "its segments mix steps with slopes",
    tolerance,
  );
}

/** bool/string: one Discrete key per source key time, checked halfway between keys. */
function discreteFromKeys(track: Track): { track: AnimJTrack; report: Report } {
  const times = track.curve.keyTimes();
  const n = Math.max(1, times.length);
  const out = newAnimJTrack("Discrete", track.valueType, track.node, track.property, n);
  const w = animjWidth(track.valueType);
  for (let k = 0; k < n; k++) {
    const t = times.length > 0 ? times[k]! : 0;
    out.times[k] = t;
    const v = track.curve.evaluate(t);
    if (track.valueType === "string") out.strings[k] = typeof v === "string" ? v : null;
    else animjStoreValue(track.valueType, v, out.values, k * w);
  }
  const check = new AnimJCurve(out);
  let mismatches = 0;
  for (let k = 0; k + 1 < times.length; k++) {
    const mid = (times[k]! + times[k + 1]!) / 2;
    if (JSON.stringify(check.evaluate(mid)) !== JSON.stringify(track.curve.evaluate(mid))) {
      mismatches++;
    }
  }
  return {
    track: out,
    report: {
      mapping: mismatches === 0 ? "exact" : "resampled",
      keysBefore: times.length * Math.max(1, w),
      keysAfter: n * Math.max(1, w),
      maxError: mismatches === 0 ? 0 : 1,
      ...(mismatches > 0
        ? {
          note:
            `${mismatches} segments change value between keys; keys were kept at the source key times`,
        }
        : {}),
    },
  };
}

interface Piece {
  value: number;
  inSlope: number;
  outSlope: number;
  mode: number; // segment from this merged key to the next; CONST when the value does not move
  next: number; // value at the next merged key (end of the segment)
}

/** Describes component `k` at merged time index `i` of `times`. */
function pieceAt(k: KeyedComponent, times: Float64Array, i: number): Piece {
  const t = times[i]!;
  const n = k.times.length;
  const tNext = i + 1 < times.length ? times[i + 1]! : t;
  const valueAt = (time: number) => {
    if (!(time > k.times[0]!)) return k.values[0]!;
    if (time >= k.times[n - 1]!) return k.values[n - 1]!;
    return segmentValue(k, segIndex(k, time), time);
  };
  const value = valueAt(t);
  const next = valueAt(tNext);
  if (t < k.times[0]! || t >= k.times[n - 1]! || i + 1 >= times.length) {
    // Before the first key or after the last: constant.
    let inSlope = 0;
    const j = indexOf(k.times, t);
    if (j > 0 && k.modes[j - 1] === KEYED_HERMITE) inSlope = k.inSlopes[j]!;
    else if (j > 0 && k.modes[j - 1] === KEYED_LINEAR) {
      inSlope = (k.values[j]! - k.values[j - 1]!) / (k.times[j]! - k.times[j - 1]!);
    }
    return {
      value,
      inSlope,
      outSlope: 0,
      mode: t < k.times[0]! && next !== value ? KEYED_STEP : CONST,
      next,
    };
  }
  const s = segIndex(k, t);
  const mode = k.modes[s]!;
  const atKey = k.times[s] === t;
  let inSlope = 0;
  let outSlope = 0;
  if (mode === KEYED_HERMITE) outSlope = atKey ? k.outSlopes[s]! : segmentSlope(k, s, t);
  else if (mode === KEYED_LINEAR) {
    outSlope = (k.values[s + 1]! - k.values[s]!) / (k.times[s + 1]! - k.times[s]!);
  }
  if (atKey) {
    if (s > 0 && k.modes[s - 1] === KEYED_HERMITE) inSlope = k.inSlopes[s]!;
    else if (s > 0 && k.modes[s - 1] === KEYED_LINEAR) {
      inSlope = (k.values[s]! - k.values[s - 1]!) / (k.times[s]! - k.times[s - 1]!);
    }
  } else inSlope = outSlope;
  const flat = next === value &&
    (mode !== KEYED_HERMITE || (outSlope === 0 && inSlopeAtNext(k, times, i) === 0));
  return { value, inSlope, outSlope, mode: flat ? CONST : mode, next };
}

function inSlopeAtNext(k: KeyedComponent, times: Float64Array, i: number): number {
  const t = times[i + 1]!;
  const s = segIndex(k, times[i]!);
  if (t === k.times[s + 1]) return k.inSlopes[s + 1]!;
  return segmentSlope(k, s, t);
}

function indexOf(times: Float64Array, t: number): number {
  let lo = 0;
  let hi = times.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid] === t) return mid;
    if (times[mid]! < t) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function segIndex(k: KeyedComponent, t: number): number {
  let lo = 0;
  let hi = k.times.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (k.times[mid]! <= t) lo = mid;
    else hi = mid;
  }
  return lo;
}

function fromKeyed(
  track: Track,
  comps: readonly KeyedComponent[],
  integer: boolean,
): { track: AnimJTrack; report: Report } | null {
  for (const k of comps) {
    if (k.times.length === 0) return null;
    for (let i = 1; i < k.times.length; i++) if (!(k.times[i]! > k.times[i - 1]!)) return null;
  }
  const times = mergeTimes(comps.map((k) => k.times));
  const n = times.length;
  const w = comps.length;
  const out = newAnimJTrack("Curve", track.valueType, track.node, track.property, n);
  out.times.set(times);
  const pieces: Piece[][] = comps.map((k) =>
    Array.from({ length: n }, (_, i) => pieceAt(k, times, i))
  );
  for (let i = 0; i < n; i++) {
    const modes = new Set<number>();
    for (let c = 0; c < w; c++) {
      const p = pieces[c]![i]!;
      if (!Number.isFinite(p.value)) return null;
      out.values[i * w + c] = p.value;
      if (p.mode !== CONST) modes.add(p.mode);
    }
    let mode: number;
    if (modes.size === 0) mode = integer ? 0 : 1;
    else if (modes.size === 1 && modes.has(KEYED_STEP)) mode = 0;
    else if (modes.size === 1 && modes.has(KEYED_LINEAR)) mode = 1;
    else if (modes.has(KEYED_STEP)) return null;
    else mode = 3;
    if (integer && mode !== 0) return null;
    out.interpolations[i] = mode;
    if (mode === 3 && i + 1 < n) {
      const dt = times[i + 1]! - times[i]!;
      for (let c = 0; c < w; c++) {
        const p = pieces[c]![i]!;
        const v0 = p.value;
        const v1 = pieces[c]![i + 1]!.value;
        let right: number;
        let left: number;
        if (p.mode === KEYED_HERMITE) {
          right = v0 + p.outSlope * dt / 3;
          // The slope arriving at the next merged key from this segment.
          left = v1 - inSlopeAtNext(comps[c]!, times, i) * dt / 3;
        } else if (p.mode === KEYED_LINEAR) {
          right = v0 + (v1 - v0) / 3;
          left = v1 - (v1 - v0) / 3;
        } else {
          right = v0;
          left = v1;
        }
        out.rightTangents[i * w + c] = right;
        out.leftTangents[(i + 1) * w + c] = left;
      }
    }
  }
  let before = 0;
  for (const k of comps) before += k.times.length;
  const measured = maxError(track, out, times);
  return {
    track: out,
    report: { mapping: "exact", keysBefore: before, keysAfter: n * w, maxError: measured },
  };
}

/** Worst difference between the source and the written track at keys and between them. */
function maxError(track: Track, written: AnimJTrack, times: Float64Array): number {
  const w = animjWidth(track.valueType);
  const check = new AnimJCurve(written);
  const a = new Float64Array(w);
  const b = new Float64Array(w);
  const quat = track.valueType === "floatQ" || track.valueType === "doubleQ";
  let worst = 0;
  const at = (t: number) => {
    animjStoreValue(track.valueType, track.curve.evaluate(t), a, 0);
    check.evaluateInto(t, b);
    let d = 0;
    let dFlip = 0;
    for (let c = 0; c < w; c++) {
      d = Math.max(d, Math.abs(a[c]! - b[c]!));
      dFlip = Math.max(dFlip, Math.abs(a[c]! + b[c]!));
    }
    worst = Math.max(worst, quat ? Math.min(d, dFlip) : d);
  };
  for (let i = 0; i < times.length; i++) {
    at(times[i]!);
    if (i + 1 < times.length) {
      for (const f of [0.25, 0.5, 0.75]) at(times[i]! + (times[i + 1]! - times[i]!) * f);
    }
  }
  return worst;
}

function resample(
  track: Track,
  rate: number,
  why: string,
  tolerance?: number,
): { track: AnimJTrack; report: Report } {
  const keyTimes = track.curve.keyTimes();
  const w = animjWidth(track.valueType);
  const from = keyTimes.length > 0 ? keyTimes[0]! : 0;
  const to = keyTimes.length > 0 ? keyTimes[keyTimes.length - 1]! : 0;
  let grid: Float64Array;
  try {
    grid = timeGrid(from, to, rate);
  } catch (error) {
    throw new AnimkitError(
      "animj",
      { kind: "none" },
      `cannot resample ${track.node}.${track.property}: ${(error as Error).message}`,
    );
  }
  if (grid[grid.length - 1]! < to) {
    const g = new Float64Array(grid.length + 1);
    g.set(grid);
    g[grid.length] = to;
    grid = g;
  }
  const n = grid.length;
  const out = newAnimJTrack("Curve", track.valueType, track.node, track.property, n);
  out.times.set(grid);
  out.interpolations.fill(1);
  const quat = track.valueType === "floatQ" || track.valueType === "doubleQ";
  for (let i = 0; i < n; i++) {
    if (!animjStoreValue(track.valueType, track.curve.evaluate(grid[i]!), out.values, i * w)) {
      throw new AnimkitError(
        "animj",
        { kind: "none" },
        `track ${track.node}.${track.property}: values do not fit ${track.valueType}`,
      );
    }
    if (quat && i > 0) {
      let dot = 0;
      for (let c = 0; c < 4; c++) dot += out.values[i * 4 + c]! * out.values[(i - 1) * 4 + c]!;
      if (dot < 0) { for (let c = 0; c < 4; c++) out.values[i * 4 + c] = -out.values[i * 4 + c]!; }
    }
  }
  let written = out;
  let note = `${why}; resampled at ${rate} Hz into Linear keys`;
  if (tolerance !== undefined && n > 2 && !/^(string|bool)/.test(track.valueType)) {
    // Keep only the keys needed to stay within the tolerance (Linear plays a slerp for floatQ).
    const kept = reduceKeys(grid, out.values, w, tolerance, quat ? "slerp" : "lerp");
    if (kept.length < n) {
      written = newAnimJTrack("Curve", track.valueType, track.node, track.property, kept.length);
      kept.forEach((from, to) => {
        written.times[to] = grid[from]!;
        written.values.set(out.values.subarray(from * w, from * w + w), to * w);
      });
      written.interpolations.fill(1);
      note += `, reduced to ${kept.length} within ${tolerance}`;
    }
  }
  return {
    track: written,
    report: {
      mapping: "resampled",
      keysBefore: keyTimes.length * w,
      keysAfter: written.count * w,
      maxError: maxError(track, written, mergeTimes([grid, keyTimes])),
      note,
    },
  };
}
