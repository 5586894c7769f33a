/**
 * Which frames an ANIM version 2 file keys, and which sign each rotation key takes, judged by
 * the games' own playback of the written keys (notes-retro.md §3.6): straight lerps for vectors
 * and the games' slerp for rotations — no shorter-arc flip, so the relative sign of two keys
 * picks which way the rotation turns between them, and a normalised lerp above a dot product of
 * 0.95.
 *
 * @module
 */
import { rotationAngleDeg } from "../../model/compare.ts";
import { slerpInto } from "./_quat.ts";

/** One attribute of one channel: what the source plays and what a keyed frame would hold. */
export interface KeyedAttribute {
  /** 4 (rotation: X, Y, Z, W) or 3. */
  readonly width: 3 | 4;
  /**
   * The source at every 1/`steps` frame: ((frameCount − 1)·steps + 1) × width values
   * (rotations unit, of either sign).
   */
  readonly source: Float64Array;
  /** What the runtime holds at each frame when that frame is keyed: frameCount × width. */
  readonly value: Float64Array;
  /** The largest error allowed where the runtime interpolates. */
  readonly tolerance: number;
  /**
   * `angle`: the rotation angle in degrees between played and source rotation; `component`:
   * the largest component difference (rotations compared up to sign).
   */
  readonly metric: "angle" | "component";
}

/** How rotation keys get their signs. */
export interface SignRule {
  /** Keep the relative signs of `value` as they are (a source that already plays that way). */
  readonly keep: boolean;
}

const pair = new Float64Array(8);
const played = new Float64Array(4);
const sample = new Float64Array(4);

/** The error of `played` against the source sample `i` of `attr`. */
function errorAt(attr: KeyedAttribute, p: Float64Array, i: number): number {
  const w = attr.width;
  const s = attr.source;
  if (w === 4 && attr.metric === "angle") {
    for (let j = 0; j < 4; j++) sample[j] = s[i * 4 + j]!;
    return rotationAngleDeg(p, sample);
  }
  let plus = 0;
  let minus = 0;
  for (let j = 0; j < w; j++) {
    plus = Math.max(plus, Math.abs(p[j]! - s[i * w + j]!));
    if (w === 4) minus = Math.max(minus, Math.abs(p[j]! + s[i * w + j]!));
  }
  const e = w === 4 ? Math.min(plus, minus) : plus;
  return Number.isNaN(e) ? Infinity : e;
}

/**
 * The worst error over the sub-steps strictly between frames a and b when only a and b are
 * keyed, rotation key b taken with `relative` sign; and the sub-step where it is. The search
 * stops at the first error above `limit` (a segment that misses need not be measured to its
 * end).
 */
function segmentError(
  attr: KeyedAttribute,
  steps: number,
  a: number,
  b: number,
  relative: 1 | -1,
  limit = Infinity,
  stride = 1,
): { error: number; at: number } {
  const w = attr.width;
  const v = attr.value;
  let worst = 0;
  let at = -1;
  if (w === 4) {
    for (let j = 0; j < 4; j++) {
      pair[j] = v[a * 4 + j]!;
      pair[4 + j] = relative * v[b * 4 + j]!;
    }
  }
  for (let i = a * steps + 1; i < b * steps; i += stride) {
    const t = (i / steps - a) / (b - a);
    if (w === 4) slerpInto(pair, 0, 4, t, false, played);
    else {
      for (let j = 0; j < 3; j++) {
        played[j] = v[a * 3 + j]! + (v[b * 3 + j]! - v[a * 3 + j]!) * t;
      }
    }
    const e = errorAt(attr, played, i);
    if (e > worst) {
      worst = e;
      at = i;
      if (e > limit) break;
    }
  }
  return { error: worst, at };
}

/**
 * The sign of rotation key b relative to key a that plays the source best over [a, b]. With
 * `judge`, only whether it plays within the tolerance counts: an arc that misses is not
 * measured to its end; `stride` checks every so many sub-steps only.
 */
function bestSign(
  attr: KeyedAttribute,
  steps: number,
  a: number,
  b: number,
  rule: SignRule,
  judge = false,
  stride = 1,
): { sign: 1 | -1; error: number; at: number } {
  const limit = judge ? attr.tolerance : Infinity;
  if (attr.width !== 4 || rule.keep) {
    return { sign: 1, ...segmentError(attr, steps, a, b, 1, limit, stride) };
  }
  const v = attr.value;
  let dot = 0;
  for (let j = 0; j < 4; j++) dot += v[a * 4 + j]! * v[b * 4 + j]!;
  // The shorter arc first; the longer one when the source turns that way.
  const short: 1 | -1 = dot < 0 ? -1 : 1;
  const first = segmentError(attr, steps, a, b, short, limit, stride);
  // Good enough within the tolerance; without one, the better of the two arcs.
  const enough = Number.isFinite(attr.tolerance) ? attr.tolerance : 0;
  if (first.error <= enough) return { sign: short, ...first };
  const long: 1 | -1 = short === 1 ? -1 : 1;
  const second = segmentError(attr, steps, a, b, long, limit, stride);
  return second.error < first.error ? { sign: long, ...second } : { sign: short, ...first };
}

/**
 * Whether every attribute plays within its tolerance over [a, b], and where the first that
 * does not misses. `coarse` checks about 32 sub-steps per segment (key reduction tries many
 * segments; the keyed frames it picks are checked at every sub-step afterwards).
 */
function within(
  attrs: readonly KeyedAttribute[],
  steps: number,
  a: number,
  b: number,
  rule: SignRule,
  coarse = false,
): { ok: boolean; at: number } {
  const stride = coarse ? Math.max(1, Math.floor(((b - a) * steps) / 32)) : 1;
  // The attribute that missed last time is likely to miss again: try it first.
  for (let k = 0; k < attrs.length; k++) {
    const index = (k + lastMiss) % attrs.length;
    const attr = attrs[index]!;
    const r = bestSign(attr, steps, a, b, rule, true, stride);
    if (r.error > attr.tolerance) {
      lastMiss = index;
      return { ok: false, at: r.at };
    }
  }
  return { ok: true, at: -1 };
}

let lastMiss = 0;

/**
 * The furthest end in `ends[from…to]` (ascending frames) that `a` reaches within tolerance, or
 * −1 when not even `ends[from]` does: the span is doubled until it fails, then bisected between
 * the last span that passed and the first that failed after it (O(L log L) for L frames).
 * Spans of up to 64 frames are all tried before giving up: the games lerp keys closer than a
 * dot product of 0.95 instead of slerping them, so a short span can miss where a longer one
 * plays exactly.
 */
function furthest(
  ok: (a: number, b: number) => boolean,
  a: number,
  ends: ArrayLike<number>,
  from: number,
  to: number,
): number {
  if (!ok(a, ends[from]!)) return -1;
  let good = from;
  let bad = -1;
  for (let span = 1; from < to; span *= 2) {
    const i = Math.min(to, from + span);
    if (ok(a, ends[i]!)) {
      good = i;
      bad = -1;
    } else if (bad === -1) bad = i;
    if (i === to || (bad !== -1 && ends[i]! - a > 64)) break;
  }
  while (bad !== -1 && bad - good > 1) {
    const mid = (good + bad) >>> 1;
    if (ok(a, ends[mid]!)) good = mid;
    else bad = mid;
  }
  return good;
}

/**
 * Greedy key reduction: from each keyed frame, key the furthest of `candidates` (the frames
 * where the source has keys: its kinks; default every frame) such that every sub-step in
 * between plays within every attribute's tolerance; when not even the next candidate is
 * reached, the furthest frame before it that is. Frames 0 and n − 1 are always keyed.
 * Segments are judged at about 32 sub-steps each: check the result at every sub-step with
 * {@linkcode refineFrames}.
 */
export function reduceFrames(
  attrs: readonly KeyedAttribute[],
  n: number,
  steps: number,
  rule: SignRule,
  candidates?: Uint32Array,
): Uint32Array {
  const set = new Set<number>(candidates ?? []);
  set.add(n - 1);
  const ends = candidates === undefined
    ? Uint32Array.from({ length: n - 1 }, (_, i) => i + 1)
    : Uint32Array.from([...set].filter((f) => f > 0 && f < n).sort((x, y) => x - y));
  const frames = Uint32Array.from({ length: n }, (_, i) => i);
  const ok = (a: number, b: number) => within(attrs, steps, a, b, rule, true).ok;
  const keyed = [0];
  let a = 0;
  let next = 0; // index of the first end after `a`
  while (a < n - 1) {
    while (ends[next]! <= a) next++;
    const reached = furthest(ok, a, ends, next, ends.length - 1);
    if (reached >= 0) {
      a = ends[reached]!;
    } else {
      // Between a and the next candidate: the furthest frame a reaches (a + 1 always does).
      const b = ends[next]!;
      a = b - a < 2 ? b : frames[Math.max(a + 1, furthest(ok, a, frames, a + 1, b - 1))]!;
    }
    keyed.push(a);
  }
  return Uint32Array.from(keyed);
}

/**
 * The keyed frames `seed` plus every frame needed for each segment to play within every
 * attribute's tolerance: a segment that misses is split at the frame nearest its worst
 * sub-step, until it passes or spans one frame.
 */
export function refineFrames(
  attrs: readonly KeyedAttribute[],
  seed: Uint32Array,
  steps: number,
  rule: SignRule,
): Uint32Array {
  const out: number[] = [seed[0]!];
  for (let k = 0; k + 1 < seed.length; k++) {
    // Depth-first, left to right: the stack holds segment ends still to check after `left`.
    let left = seed[k]!;
    const stack = [seed[k + 1]!];
    while (stack.length > 0) {
      const right = stack[stack.length - 1]!;
      const r = right - left >= 2 ? within(attrs, steps, left, right, rule) : undefined;
      if (r === undefined || r.ok) {
        out.push(right);
        left = right;
        stack.pop();
        continue;
      }
      const at = r.at < 0 ? (left + right) / 2 : r.at / steps;
      stack.push(Math.min(right - 1, Math.max(left + 1, Math.round(at))));
    }
  }
  return Uint32Array.from(out);
}

/**
 * The sign (±1) each keyed frame's rotation is written with: key 0 as it is, then each key
 * relative to the one before as {@linkcode bestSign} chooses.
 */
export function rotationSigns(
  attr: KeyedAttribute,
  frames: Uint32Array,
  steps: number,
  rule: SignRule,
): Int8Array {
  const out = new Int8Array(frames.length);
  out[0] = 1;
  for (let k = 1; k < frames.length; k++) {
    const [a, b] = [frames[k - 1]!, frames[k]!];
    // A glance at about 32 sub-steps tells a segment the shorter arc plays within the tolerance
    // (where the source turns the other way, that arc misses by far); else both are measured.
    const stride = Math.max(1, Math.floor(((b - a) * steps) / 32));
    const glance = bestSign(attr, steps, a, b, rule, true, stride);
    const r = glance.error <= attr.tolerance ? glance : bestSign(attr, steps, a, b, rule);
    out[k] = (out[k - 1]! * r.sign) as 1 | -1;
  }
  return out;
}
