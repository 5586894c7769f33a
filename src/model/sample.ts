/**
 * Sampling a {@linkcode Clip}: time grids and values per track.
 *
 * @module
 */
import type { Clip, Track } from "./clip.ts";
import type { Value, ValueType } from "./value_type.ts";

/** One sample. */
export interface Sample {
  /** Time in seconds. */
  readonly time: number;
  /** Value in AnimJ's JSON shape. */
  readonly value: Value;
}

/** One track's samples, the `sample --json` shape. */
export interface SampledTrack {
  /** Node name. */
  readonly node: string;
  /** Property name. */
  readonly property: string;
  /** AnimJ value type. */
  readonly valueType: ValueType;
  /** The samples in time order. */
  readonly samples: readonly Sample[];
}

/** Most samples one grid may hold by default; keeps a typo such as `--rate 1e9` from exhausting memory. */
export const MAX_GRID_SAMPLES = 10_000_000;

/** Grid steps from `from` to `to` at `rate` Hz, after checking the arguments. */
function gridSteps(from: number, to: number, rate: number): number {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError("rate must be a positive number");
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw new RangeError("times must be finite");
  if (to < from) throw new RangeError("the end time is before the start time");
  return Math.floor((to - from) * rate + 1e-6);
}

/** Whether the grid needs `to` as an extra last time after `steps` whole steps. */
function endsBetweenSteps(from: number, to: number, rate: number, steps: number): boolean {
  const last = from + steps / rate;
  return to - last > 1e-9 * Math.max(1, Math.abs(to));
}

/**
 * How many times {@linkcode timeGrid} gives for these arguments, without making the grid: what a
 * caller checks against a budget first.
 *
 * @throws {RangeError} for a non-positive rate or `to < from`.
 *
 * @example Four samples a second over one second, and over 1.1 s (ending on 1.1)
 * ```ts
 * import { gridLength } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(gridLength(0, 1, 4), 5);
 * equal(gridLength(0, 1.1, 4), 6);
 * ```
 */
export function gridLength(from: number, to: number, rate: number): number {
  const steps = gridSteps(from, to, rate);
  return steps + 1 + (endsBetweenSteps(from, to, rate, steps) ? 1 : 0);
}

/**
 * A uniform grid from `from` to `to` at `rate` Hz, ending on `to` (added as a last time when it
 * falls between grid steps). Times are computed as `from + i / rate`, so no error accumulates.
 *
 * @param limit most times the grid may hold (default {@linkcode MAX_GRID_SAMPLES}); a caller with
 * its own budget checks {@linkcode gridLength} against it and passes that length here
 * @throws {RangeError} for a non-positive rate, `to < from`, or more than `limit` samples.
 *
 * @example Four samples a second over one second
 * ```ts
 * import { timeGrid } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual([...timeGrid(0, 1, 4)], [0, 0.25, 0.5, 0.75, 1]);
 * ```
 */
export function timeGrid(
  from: number,
  to: number,
  rate: number,
  limit: number = MAX_GRID_SAMPLES,
): Float64Array {
  const steps = gridSteps(from, to, rate);
  // The grid ends on `to` even when `to − from` is not a whole number of steps.
  const extra = endsBetweenSteps(from, to, rate, steps) ? 1 : 0;
  if (steps + 1 + extra > limit) {
    throw new RangeError(`${steps + 1 + extra} samples is more than the limit of ${limit}`);
  }
  const out = new Float64Array(steps + 1 + extra);
  // Where `from × rate` is exact, each time is one correctly rounded division ((from·rate + i) /
  // rate): -0.3, not the -0.30000000000000004 that adding two rounded numbers can give.
  const first = from * rate;
  const exact = first / rate === from && Number.isInteger(first * 2 ** 20);
  for (let i = 0; i <= steps; i++) out[i] = exact ? (first + i) / rate : from + i / rate;
  if (extra === 1) out[steps + 1] = to;
  return out;
}

/**
 * Compiles a track glob (`*` any run of characters, `?` one character) into a test on
 * `node.property` or `node`.
 *
 * @example Match the right hand's tracks
 * ```ts
 * import { trackMatcher } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const match = trackMatcher("Hand.Right*");
 * equal(match({ node: "Hand.Right.Joint.Wrist", property: "position" }), true);
 * equal(match({ node: "Camera", property: "position" }), false);
 * ```
 */
export function trackMatcher(
  glob: string,
): (track: Pick<Track, "node" | "property">) => boolean {
  const source = glob.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".");
  const re = new RegExp(`^(?:${source})$`);
  return (track) => re.test(`${track.node}.${track.property}`) || re.test(track.node);
}

/**
 * Evaluates the chosen tracks of a clip at the given times.
 *
 * @example Sample a clip with one constant track
 * ```ts
 * import { sampleClip, type Clip } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * const clip: Clip = {
 *   name: "c", duration: 1, events: [],
 *   tracks: [{ node: "n", property: "p", valueType: "float",
 *     curve: { valueType: "float", semantics: "test", keyTimes: () => new Float64Array(), evaluate: () => 2 } }],
 * };
 * deepEqual(sampleClip(clip, [0, 1]), [
 *   { node: "n", property: "p", valueType: "float", samples: [{ time: 0, value: 2 }, { time: 1, value: 2 }] },
 * ]);
 * ```
 */
export function sampleClip(
  clip: Clip,
  times: ArrayLike<number>,
  filter: (track: Track) => boolean = () => true,
): SampledTrack[] {
  const out: SampledTrack[] = [];
  for (const track of clip.tracks) {
    if (!filter(track)) continue;
    const samples: Sample[] = new Array(times.length);
    for (let i = 0; i < times.length; i++) {
      const time = times[i]!;
      samples[i] = { time, value: track.curve.evaluate(time) };
    }
    out.push({ node: track.node, property: track.property, valueType: track.valueType, samples });
  }
  return out;
}

function jsonValue(value: Value): string {
  // Without a replacer where nothing is a bigint (JSON.stringify calls a replacer for every key).
  if (!holdsBigint(value)) return JSON.stringify(value);
  return JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? v.toString() : v));
}

/** Whether a value is, or has a field or element that is, a bigint. */
function holdsBigint(value: unknown): boolean {
  if (typeof value === "bigint") return true;
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some(holdsBigint);
  for (const key in value) {
    if (holdsBigint((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * Writes the `sample --json` text of `tracks` at `times` (bigints as decimal strings), evaluated
 * and handed to `write` track by track, sample by sample, so memory does not grow with the output.
 * The CLI's `sample --json` and the viewer's `sample()` both use it.
 *
 * @example One constant track at two times
 * ```ts
 * import { type Track, writeSampleJson } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const track: Track = { node: "n", property: "p", valueType: "float",
 *   curve: { valueType: "float", semantics: "test", keyTimes: () => new Float64Array(), evaluate: () => 2 } };
 * let text = "";
 * writeSampleJson([track], [0, 0.5], (piece) => (text += piece));
 * equal(text, '{"tracks":[{"node":"n","property":"p","valueType":"float","samples":' +
 *   '[{"time":0,"value":2},{"time":0.5,"value":2}]}]}\n');
 * ```
 */
export function writeSampleJson(
  tracks: readonly Track[],
  times: ArrayLike<number>,
  write: (text: string) => void,
): void {
  write('{"tracks":[');
  tracks.forEach((t, k) => {
    const head = JSON.stringify({ node: t.node, property: t.property, valueType: t.valueType });
    write(`${k === 0 ? "" : ","}${head.slice(0, -1)},"samples":[`);
    for (let i = 0; i < times.length; i++) {
      const time = times[i]!;
      write(
        `${i === 0 ? "" : ","}{"time":${JSON.stringify(time)},"value":${
          jsonValue(t.curve.evaluate(time))
        }}`,
      );
    }
    write("]}");
  });
  write("]}\n");
}
