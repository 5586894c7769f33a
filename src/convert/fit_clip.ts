/**
 * What every writer needs around the fitting engine: the time range a track plays over, and the
 * report line of a fitted track.
 *
 * @module
 */
import { type Clip, curveKeyCount, type Track } from "../model/clip.ts";
import { AnimkitError, type FormatName } from "../errors.ts";
import type { TrackReport, WriteOptions } from "./options.ts";
import type { FitOptions, FitResult } from "./fit.ts";
import { keySpan } from "./played_times.ts";
import type { DiscreteFit } from "./fit_discrete.ts";

/**
 * The range a track's conversion must play the same over: the clip's [0, duration], widened to
 * the track's last key, and to its first key when the target can hold negative times. Before
 * the range the target holds the first value, after it the last.
 *
 * @example
 * ```ts
 * import { type Clip } from "@animkit/animkit";
 * import { playedRange } from "./fit_clip.ts";
 * import { deepEqual } from "node:assert/strict";
 * const curve = { valueType: "float" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([-1, 3]), evaluate: () => 0 };
 * const track = { node: "n", property: "p", valueType: "float" as const, curve };
 * const clip: Clip = { name: "c", duration: 2, tracks: [track], events: [] };
 * deepEqual(playedRange(clip, track, false), [0, 3]);
 * deepEqual(playedRange(clip, track, true), [-1, 3]);
 * ```
 */
export function playedRange(
  clip: Clip,
  track: Track,
  negativeTimes: boolean,
): [number, number] {
  let from = 0;
  let to = Number.isFinite(clip.duration) && clip.duration > 0 ? clip.duration : 0;
  const [first, last] = keySpan(track.curve);
  if (negativeTimes && first < from) from = first;
  if (last > to) to = last;
  return [from, to];
}

/**
 * The report of a fitted track.
 *
 * @example
 * ```ts ignore
 * const report = fitReport(track, fitTrack(track, profile, { from: 0, to: 1 }), 2);
 * ```
 */
export function fitReport(
  track: Track,
  fit: FitResult | DiscreteFit,
  keysAfter: number,
  note?: string,
): TrackReport {
  const rotation = track.valueType === "floatQ" || track.valueType === "doubleQ";
  const notes = [...(note === undefined ? [] : [note]), ...fit.notes];
  const tolerance = "tolerance" in fit ? fit.tolerance : 0;
  return {
    node: track.node,
    property: track.property,
    mapping: fit.mapping,
    keysBefore: fit.keysBefore,
    keysAfter,
    maxError: fit.maxError,
    tolerance,
    ...(rotation && "tolerance" in fit ? { unit: "deg" } : {}),
    holdsOutside: [fit.from, fit.to],
    ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
  };
}

/** Keys written per conversion: one tally per clip and options object being converted. */
const TALLIES = new WeakMap<Clip, WeakMap<WriteOptions, { keys: number }>>();

/**
 * The fit options a writer passes for one track: its played range (negative times where the
 * target holds them) and the conversion's tolerance (which also thins exact mappings), check
 * rate, best-effort switch and budgets.
 *
 * @example
 * ```ts ignore
 * const fit = fitTrack(track, profile, fitOptionsFor(clip, track, profile.negativeTimes, options, "animj"));
 * ```
 */
export function fitOptionsFor(
  clip: Clip,
  track: Track,
  negativeTimes: boolean,
  options: WriteOptions,
  format: FormatName,
): FitOptions {
  const [from, to] = playedRange(clip, track, negativeTimes);
  let perOptions = TALLIES.get(clip);
  if (perOptions === undefined) TALLIES.set(clip, perOptions = new WeakMap());
  let tally = perOptions.get(options);
  if (tally === undefined) perOptions.set(options, tally = { keys: 0 });
  return {
    from,
    to,
    format,
    tally,
    ...(options.tolerance === undefined ? {} : { tolerance: options.tolerance, thin: true }),
    ...(options.reduce ? { thin: true } : {}),
    ...(options.rate === undefined ? {} : { rate: options.rate }),
    ...(options.bestEffort ? { bestEffort: true } : {}),
    ...(options.budgets === undefined ? {} : { budgets: options.budgets }),
  };
}

/**
 * The report of a track the target cannot hold, or (without `dropUnmappable`) the error that
 * names it and the option that leaves it out.
 *
 * @example
 * ```ts ignore
 * reports.push(dropTrack(track, "float2x2 tracks have no Maya curve type", options, "maya"));
 * ```
 */
export function dropTrack(
  track: Track,
  note: string,
  options: WriteOptions,
  format: FormatName,
): TrackReport {
  if (!options.dropUnmappable) {
    throw new AnimkitError(
      format,
      { kind: "none" },
      `track ${track.node}.${track.property}: ${note} (dropUnmappable, --drop-unmappable, leaves it out)`,
    );
  }
  return {
    node: track.node,
    property: track.property,
    mapping: "dropped",
    keysBefore: curveKeyCount(track.curve),
    keysAfter: 0,
    maxError: 0,
    note,
  };
}

/**
 * The report of a same-format rewrite that keeps every key: each track exact, its keys as they were.
 *
 * @example
 * ```ts
 * import { exactReports } from "./fit_clip.ts";
 * import { equal } from "node:assert/strict";
 * const curve = { valueType: "float" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([0, 1]), evaluate: () => 0 };
 * const [report] = exactReports({ name: "c", duration: 1, events: [],
 *   tracks: [{ node: "n", property: "p", valueType: "float", curve }] });
 * equal(report?.mapping, "exact");
 * equal(report?.keysAfter, 2);
 * ```
 */
export function exactReports(clip: Clip): TrackReport[] {
  return clip.tracks.map((t) => {
    const keys = curveKeyCount(t.curve);
    return {
      node: t.node,
      property: t.property,
      mapping: "exact",
      keysBefore: keys,
      keysAfter: keys,
      maxError: 0,
    };
  });
}
