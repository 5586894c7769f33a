/**
 * The frames a BVH file is written at: `Frame Time` and the frame count. The rate is the one
 * asked for, else the source's key rate when its keys sit on a regular grid from 0 (a key rate
 * under 10 Hz — sparse keyframes, not samples — is raised to its smallest multiple of at least
 * 30 Hz, so the keys stay on frames), else 30 Hz.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { Track } from "../../model/clip.ts";

/** Frame time and count. */
export interface FrameGrid {
  /** Seconds per frame, as `Frame Time:` says it. */
  readonly frameTime: number;
  /** Frames, the first at 0 and the last at or after the end of the clip. */
  readonly frames: number;
}

/** The default rate, for sources without a regular grid of keys. */
export const BVH_DEFAULT_RATE = 30;
/** Slower key rates are keyframes rather than samples: frames are added between them. */
const SLOWEST_SAMPLES = 10;

/** `1 / rate` to seven significant digits, as BVH files write it (30 Hz → 0.03333333). */
function frameTimeOf(rate: number): number {
  return Number((1 / rate).toPrecision(7));
}

/** The share of key times that must sit on a grid for it to be the source's key rate. */
const ON_GRID = 0.5;

/** The finest key grid taken as a rate (1000 Hz): finer common steps are decimals, not frames. */
const FINEST = 1e-3;

/** Whether `t` is a whole number of steps from 0 (within 1% of a step). */
function onStep(t: number, step: number): boolean {
  return Math.abs(t - Math.round(t / step) * step) <= 0.01 * step;
}

/** The largest step both `a` and `b` are whole multiples of, to within `slack`. */
function commonStep(a: number, b: number, slack: number): number {
  while (b > slack) [a, b] = [b, Math.abs(a - Math.round(a / b) * b)];
  return a;
}

/**
 * The step of the grid the source's keys sit on, or undefined when they sit on none. Candidates
 * are the most common gap between neighbouring keys, then the common step of it and each other
 * gap in turn (most common first: a writer that thinned keys leaves gaps of several frames), down
 * to 1 ms. The
 * step is the coarsest candidate that holds (to 1% of a step) most of the key times in [0, to]
 * — a writer's in-between keys may be off the grid — and every track's first and last key there;
 * it is written with the fewest digits that keep the last key where it is (within the keys' own
 * rounding).
 */
function keyStep(tracks: readonly Track[], to: number): number | undefined {
  const times: number[] = [];
  const ends: number[] = [];
  const gaps = new Map<string, { gap: number; count: number }>();
  for (const track of tracks) {
    const keys = track.curve.keyTimes().filter((t) => t >= 0 && t <= to);
    if (keys.length > 0) ends.push(keys[0]!, keys[keys.length - 1]!);
    for (let i = 0; i < keys.length; i++) {
      times.push(keys[i]!);
      const gap = (keys[i + 1] ?? NaN) - keys[i]!;
      if (!(gap > 0)) continue;
      const bucket = gap.toPrecision(5);
      const entry = gaps.get(bucket);
      if (entry === undefined) gaps.set(bucket, { gap, count: 1 });
      else entry.count++;
    }
  }
  const ranked = [...gaps.values()].sort((x, y) => y.count - x.count || x.gap - y.gap);
  if (ranked.length === 0) return undefined;
  const slack = 1e-3 * ranked[0]!.gap;
  const candidates = ranked[0]!.gap >= FINEST ? [ranked[0]!.gap] : [];
  for (const { gap } of ranked.slice(1)) {
    if (candidates.length === 0) break;
    const step = commonStep(candidates.at(-1)!, gap, slack);
    if (step < candidates.at(-1)! * 0.99 && step >= FINEST) candidates.push(step);
  }
  const step = candidates.find((c) =>
    ends.every((t) => onStep(t, c)) &&
    times.filter((t) => onStep(t, c)).length >= ON_GRID * times.length
  );
  if (step === undefined) return undefined;
  let last = 0;
  let frame = 0;
  let deviation = 0;
  for (const t of times) {
    const k = Math.round(t / step);
    if (onStep(t, step) && k > frame) [frame, last] = [k, t];
  }
  if (frame === 0) return step;
  const d = last / frame;
  for (const t of times) {
    if (onStep(t, d)) deviation = Math.max(deviation, Math.abs(t - Math.round(t / d) * d));
  }
  for (let p = 1; p <= 17; p++) {
    const c = Number(d.toPrecision(p));
    if (Math.abs(last - frame * c) <= 2 * deviation + 4 * Number.EPSILON * last) return c;
  }
  return d;
}

/**
 * The frames for tracks playing over [0, to].
 *
 * @throws {AnimkitError} for a rate that is not a positive number.
 */
export function frameGrid(tracks: readonly Track[], to: number, rate?: number): FrameGrid {
  let frameTime: number;
  if (rate !== undefined) {
    if (!(typeof rate === "number" && Number.isFinite(rate) && rate > 0)) {
      throw new AnimkitError(
        "bvh",
        { kind: "none" },
        `rate (--rate) must be a positive number of frames a second, not ${rate}`,
      );
    }
    frameTime = frameTimeOf(rate);
  } else {
    const step = keyStep(tracks, to);
    if (step === undefined) frameTime = frameTimeOf(BVH_DEFAULT_RATE);
    else if (1 / step >= SLOWEST_SAMPLES) frameTime = step;
    else frameTime = frameTimeOf(Math.ceil(BVH_DEFAULT_RATE * step - 1e-9) / step);
  }
  const span = Math.max(0, to) / frameTime;
  // The last frame at or after `to` (a float's worth of slack for times on the grid).
  const frames = Math.ceil(span - 1e-6) + 1;
  return { frameTime, frames: Math.max(1, frames) };
}
