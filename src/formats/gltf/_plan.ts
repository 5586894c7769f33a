/**
 * What a clip becomes in glTF, before any glTF object exists: per track a channel sampler, a
 * morph weight, a held boolean for the node's extras, or a reason to drop it; and its report.
 *
 * @module
 */
import { AnimkitError, type FormatName } from "../../errors.ts";
import type { Clip, Track } from "../../model/clip.ts";
import type { TrackReport, WriteOptions } from "../format.ts";
import { groupTransformTracks } from "../../convert/group_transforms.ts";
import { fitDiscrete } from "../../convert/fit_discrete.ts";
import { dropTrack, fitOptionsFor, fitReport, playedRange } from "../../convert/fit_clip.ts";
import { LookRotationCurve } from "../../convert/look_rotation.ts";
import {
  GLTF_PROFILE,
  type GltfPath,
  gltfPathOf,
  type GltfSamplerData,
  planGltfChannel,
} from "./_sampler.ts";
import { planWeights, type WeightTrack } from "./_weights.ts";

/**
 * One boolean track as stored in a node's `extras.animkit.tracks`: the value holds from each
 * time until the next (`interpolation` is always `"STEP"`). Times are on the animation's clock.
 */
export interface GltfBoolTrackExtras {
  /** The source property, e.g. `tracked`. */
  readonly property: string;
  /** Always `STEP`: each value holds until the next time. */
  readonly interpolation: "STEP";
  /** Times in seconds, ascending. */
  readonly times: number[];
  /** The value from each time on. */
  readonly values: boolean[];
  /** Which animation (0-based) the track belongs to, in a file with several; else absent. */
  readonly animation?: number;
}

/** A planned channel: its node, sampler, and the property name it came from. */
export interface PlannedChannel {
  /** The track's node ("" for the root). */
  readonly node: string;
  /** The sampler. */
  readonly sampler: GltfSamplerData;
  /** The property name to keep in the node's extras when it is not the glTF path. */
  readonly property?: string;
}

/** A clip planned for glTF. */
export interface GltfPlan {
  /** The channels, in track order (a node's `weights` at its first weight track). */
  readonly channels: readonly PlannedChannel[];
  /** Held booleans per node. */
  readonly bools: ReadonlyMap<string, readonly GltfBoolTrackExtras[]>;
  /** One report per track, in track order. */
  readonly reports: readonly TrackReport[];
  /** Notes for the user. */
  readonly warnings: readonly string[];
}

/** A track as the channel it can drive: eye gaze origin/direction as translation/rotation. */
function asChannelTrack(track: Track): { track: Track; as?: string } {
  const vector3 = track.valueType === "float3" || track.valueType === "double3";
  const property = track.property.toLowerCase();
  if (vector3 && property === "origin") {
    return { track: { ...track, property: "translation" }, as: "translation (gaze origin)" };
  }
  if (vector3 && property === "direction") {
    const curve = new LookRotationCurve(track.curve);
    return {
      track: { ...track, property: "rotation", valueType: "floatQ", curve },
      as: "rotation: the look rotation turning +Z onto the direction",
    };
  }
  return { track };
}

/** A float `visibility` curve (Maya's bool-like attribute) as a boolean: on from 0.5. */
function asBool(track: Track): Track | undefined {
  if (track.valueType === "bool") return track;
  if (track.valueType !== "float" || !/(^|\.)visibility$/i.test(track.property)) return undefined;
  const source = track.curve;
  const evaluate = (t: number) => (source.evaluate(t) as number) >= 0.5;
  const keyTimes = () => source.keyTimes();
  return {
    ...track,
    valueType: "bool",
    curve: { ...source, valueType: "bool", keyTimes, evaluate },
  };
}

/** Whether the track's key times and its values there are finite numbers. */
function finiteAtKeys(track: Track): boolean {
  for (const t of track.curve.keyTimes()) {
    if (!Number.isFinite(t)) return false;
    const v = track.curve.evaluate(t) as unknown;
    const parts = typeof v === "number" ? [v] : Object.values(v as Record<string, number>);
    if (!parts.every((x) => Number.isFinite(x))) return false;
  }
  return true;
}

/** Plans one clip. */
export function planGltfClip(source: Clip, options: WriteOptions, format: FormatName): GltfPlan {
  // Per-axis transform curves (Maya) become the vector tracks glTF animates.
  const { clip, grouped } = groupTransformTracks(source);
  const warnings = grouped.length === 0 ? [] : [
    `${grouped.length} per-axis curve(s) grouped into translation/rotation/scale tracks ` +
    "(Euler angles in rotate order xyz, lengths in metres)",
  ];
  const reports: TrackReport[] = new Array(clip.tracks.length);
  // A node's weights channel is planned once all its weight tracks are known.
  const channels: { node: string; sampler?: GltfSamplerData; property?: string }[] = [];
  const bools = new Map<string, GltfBoolTrackExtras[]>();
  const weights = new Map<string, WeightTrack[]>();
  const used = new Set<string>();
  const dropped: [number, string][] = [];
  clip.tracks.forEach((original, index): void => {
    const node = original.node;
    const bool = asBool(original);
    if (bool !== undefined) {
      const [from, to] = playedRange(clip, bool, false);
      const fit = fitDiscrete(bool, { from, to, float32: false });
      const list = bools.get(node) ?? [];
      list.push({
        property: original.property,
        interpolation: "STEP",
        times: Array.from(fit.times),
        values: fit.values.map((v) => v === true),
      });
      bools.set(node, list);
      reports[index] = fitReport(
        bool,
        fit,
        fit.times.length,
        "node extras.animkit.tracks (held values)",
      );
      return;
    }
    const { track, as } = asChannelTrack(original);
    const path: GltfPath | string = gltfPathOf(track);
    const key = `${node}\u0000${path === "weights" ? track.property : path}`;
    if (path === "weights" || path === "translation" || path === "rotation" || path === "scale") {
      const why = used.has(key)
        ? `the node already has a ${path === "weights" ? track.property : path} channel`
        : finiteAtKeys(track)
        ? undefined
        : "values or times are not finite";
      if (why !== undefined) return void dropped.push([index, why]);
      used.add(key);
    } else return void dropped.push([index, path]);
    if (path === "weights") {
      const target = Number(/\d+/.exec(track.property)![0]);
      weights.set(node, [...(weights.get(node) ?? []), { index, track, target }]);
      if (weights.get(node)!.length === 1) channels.push({ node });
      return;
    }
    const fitOptions = fitOptionsFor(clip, track, GLTF_PROFILE.negativeTimes, options, format);
    const planned = planGltfChannel(track, path, fitOptions);
    const rotation = path === "rotation";
    const keys = planned.sampler.times.length * (rotation ? 4 : 3);
    reports[index] = {
      ...fitReport(original, planned.fit, keys, `${as ?? path}: ${planned.note}`),
      ...(rotation ? { unit: "deg" } : {}),
      maxError: planned.maxError,
    };
    const keep = as === undefined && original.property !== path;
    channels.push({
      node,
      sampler: planned.sampler,
      ...(keep ? { property: original.property } : {}),
    });
  });
  if (dropped.length > 0 && !options.dropUnmappable) {
    const list = dropped.slice(0, 10).map(([i, why]) => {
      const t = clip.tracks[i]!;
      return `${t.node}.${t.property} (${t.valueType}: ${why})`;
    });
    const more = dropped.length > 10 ? `, and ${dropped.length - 10} more` : "";
    throw new AnimkitError(
      format,
      { kind: "none" },
      `${dropped.length} track(s) map to nothing in glTF: ${list.join(", ")}${more}; glTF ` +
        "nodes animate translation (position, localPosition, translate, origin), rotation " +
        "(rotation, localRotation, rotate, direction), scale and morph target weights " +
        "(weights[i]); use dropUnmappable (--drop-unmappable) to leave the others out",
    );
  }
  for (const [i, why] of dropped) reports[i] = dropTrack(clip.tracks[i]!, why, options, format);
  const planned = channels.map((c): PlannedChannel => {
    if (c.sampler !== undefined) return { ...c, sampler: c.sampler };
    const w = planWeights(clip, weights.get(c.node)!, options, format);
    for (const [i, r] of w.reports) reports[i] = r;
    return { node: c.node, sampler: w.sampler };
  });
  return { channels: planned, bools, reports, warnings };
}
