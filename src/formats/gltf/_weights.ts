/**
 * Morph target weights (`weights[i]` tracks of one node) → that node's glTF `weights` channel:
 * one sampler whose output holds every target's weight per key (glTF 2.0 §3.11: "weights"
 * output has as many elements per key as the mesh has morph targets).
 *
 * @module
 */
import type { Clip, Track } from "../../model/clip.ts";
import type { TrackReport, WriteOptions } from "../format.ts";
import type { FormatName } from "../../errors.ts";
import { KEYED_STEP } from "../../model/keyed.ts";
import type { FittedKeys } from "../../convert/fit.ts";
import { fitOptionsFor, fitReport } from "../../convert/fit_clip.ts";
import { mergeScalarKeys } from "../../convert/merge_keys.ts";
import { fitForGltf, type GltfSamplerData, measureSampler, samplerOf } from "./_sampler.ts";

/** A node's weight tracks: each with its index in the clip and its morph target. */
export interface WeightTrack {
  /** Position in the clip's tracks (for the report order). */
  readonly index: number;
  /** The `weights[target]` track. */
  readonly track: Track;
  /** The morph target it drives. */
  readonly target: number;
}

/** A planned `weights` channel. */
export interface PlannedWeights {
  /** The sampler (width = the morph target count). */
  readonly sampler: GltfSamplerData;
  /** Reports by track index. */
  readonly reports: ReadonlyMap<number, TrackReport>;
}

/** Keys of a weight that no track drives: the mesh's default weight (0) all along. */
const REST: FittedKeys = {
  dims: 1,
  times: new Float64Array(0),
  values: new Float64Array(1),
  inSlopes: new Float64Array(0),
  outSlopes: new Float64Array(0),
  kinds: Uint8Array.of(KEYED_STEP),
};

/**
 * One node's weight tracks as its `weights` channel: each track fitted as a glTF sampler would
 * hold it alone, the key sets merged into one ({@linkcode mergeScalarKeys}) over the union of
 * their times, with one weight per morph target up to the highest index a track names (targets
 * without a track hold 0, the default weight of a mesh without `weights`); each track measured
 * on its own component of the written sampler.
 */
export function planWeights(
  clip: Clip,
  tracks: readonly WeightTrack[],
  options: WriteOptions,
  format: FormatName,
): PlannedWeights {
  const count = Math.max(...tracks.map((w) => w.target)) + 1;
  const parts: FittedKeys[] = new Array(count).fill(REST);
  const fits = tracks.map((w) => {
    const fitted = fitForGltf(w.track, fitOptionsFor(clip, w.track, false, options, format));
    parts[w.target] = fitted.keys;
    return fitted.fit;
  });
  const merged = mergeScalarKeys(parts);
  const sampler = samplerOf("weights", merged);
  const reports = new Map<number, TrackReport>();
  tracks.forEach((w, i) => {
    const fit = fits[i]!;
    const maxError = measureSampler(w.track, sampler, fit.from, fit.to, w.target, 1);
    const note = `weights of ${count} morph target(s): ${sampler.interpolation} ${
      fit.mapping === "exact" ? "from the source keys" : "fitted"
    }`;
    reports.set(w.index, { ...fitReport(w.track, fit, merged.times.length, note), maxError });
  });
  return { sampler, reports };
}
