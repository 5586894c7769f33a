/**
 * Common model → glTF 2.0 (`.gltf` or `.glb`): one node per track node under one root node, one
 * animation with translation/rotation/scale channels, boolean tracks and clip events as
 * documented `extras`.
 *
 * @module
 */
import { lastKeyAtOrBefore } from "../../curves/search.ts";
import { groupTransformTracks } from "../../convert/group_transforms.ts";
import { Document, Logger, type Node, Verbosity } from "@gltf-transform/core";
import { AnimkitError } from "../../errors.ts";
import type { Clip, Track } from "../../model/clip.ts";
import { curveKeyCount } from "../../model/clip.ts";
import { comparisonTimes, maxCurveDifference } from "../../model/compare.ts";
import type { TrackReport, WriteOptions, WriteResult } from "../format.ts";
import {
  GLTF_DEFAULT_RATE,
  GLTF_DEFAULT_TOLERANCE,
  type GltfPath,
  gltfPathOf,
  type GltfPlannedChannel,
  planGltfChannel,
} from "./_sampler.ts";
import { glbBytes, gltfJsonBytes } from "./_serialize.ts";

/** Which glTF container to write. */
export type GltfContainer = "gltf" | "glb";

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
}

/** The `extras.animkit` object animkit writes on the glTF animation. */
export interface GltfAnimationExtras {
  /** The clip's events (markers), on the animation's clock. */
  readonly events: { readonly time: number; readonly name: string }[];
  /** The source clip's duration in seconds. */
  readonly duration: number;
  /** Seconds added to every source time (glTF times cannot be negative); 0 normally. */
  readonly timeOffset: number;
}

/** A held boolean sequence: the value at or before `t`, the first value before the first time. */
function heldValue(times: readonly number[], values: readonly boolean[], t: number): boolean {
  return values[Math.max(0, lastKeyAtOrBefore(times, t))] ?? false;
}

function planBool(track: Track): { extras: GltfBoolTrackExtras; error: number } {
  let keys = track.curve.keyTimes();
  if (keys.length === 0) keys = new Float64Array([0]);
  const times = Array.from(keys);
  const values = times.map((t) => track.curve.evaluate(t) === true);
  const held = {
    valueType: "bool" as const,
    semantics: "gltf-extras",
    keyTimes: () => keys,
    evaluate: (t: number) => heldValue(times, values, t),
  };
  const error = maxCurveDifference(track.curve, held, comparisonTimes([keys], 4));
  return { extras: { property: track.property, interpolation: "STEP", times, values }, error };
}

interface Planned {
  readonly track: Track;
  readonly node: string;
  readonly channel?: GltfPlannedChannel & { readonly path: GltfPath };
  readonly bool?: { extras: GltfBoolTrackExtras; error: number };
  readonly dropped?: string;
}

function plan(clip: Clip, rate: number, tolerance: number): Planned[] {
  const used = new Set<string>();
  return clip.tracks.map((track): Planned => {
    const node = track.node;
    if (track.valueType === "bool") return { track, node, bool: planBool(track) };
    const path = gltfPathOf(track);
    if (path !== "translation" && path !== "rotation" && path !== "scale") {
      return { track, node, dropped: path };
    }
    const key = `${node}\u0000${path}`;
    if (used.has(key)) return { track, node, dropped: `the node already has a ${path} channel` };
    const channel = planGltfChannel(track, path, rate, tolerance);
    if (channel === null) {
      return { track, node, dropped: "values or times are not finite as float32" };
    }
    used.add(key);
    return { track, node, channel: { ...channel, path } };
  });
}

function report(p: Planned): TrackReport {
  const base = {
    node: p.track.node,
    property: p.track.property,
    keysBefore: curveKeyCount(p.track.curve),
  };
  if (p.channel !== undefined) {
    const components = p.channel.path === "rotation" ? 4 : 3;
    return {
      ...base,
      mapping: p.channel.mapping,
      keysAfter: p.channel.sampler.times.length * components,
      maxError: p.channel.maxError,
      note: `${p.channel.path}: ${p.channel.note}`,
    };
  }
  if (p.bool !== undefined) {
    return {
      ...base,
      mapping: p.bool.error === 0 ? "exact" : "resampled",
      keysAfter: p.bool.extras.times.length,
      maxError: p.bool.error,
      note: "node extras.animkit.tracks (held values)",
    };
  }
  return { ...base, mapping: "dropped", keysAfter: 0, maxError: 0, note: p.dropped! };
}

/**
 * Writes a clip as glTF 2.0.
 *
 * - Nodes: one per distinct track node that has something written, named as the track node
 *   (MRTK joints `Hand.Left.Joint.IndexTip`, ANIM bones `bone_<id>`), all children of one root
 *   node named after the clip, in one scene. Tracks with an empty node animate the root.
 * - Channels: float3 `position`/`translation` → translation, floatQ `rotation` → rotation (unit,
 *   hemisphere-continuous), float3 `scale` → scale (double types too). A sampler is exact when
 *   glTF's playback matches the source to float32 precision: LINEAR from the source keys (linear
 *   vectors, slerped rotations), CUBICSPLINE from Unity Hermite keys (split at the union of the
 *   components' key times), or, for rotations that normalise a lerp, CUBICSPLINE with chord
 *   tangents. Otherwise the one with the fewest keys whose error is within `options.tolerance`
 *   (default 1e-4) wins, among those and LINEAR resampled at `options.rate` Hz (default 30)
 *   plus the source key times; failing that, the one with the smallest error. Each report gives
 *   the worst difference measured at every key time of both and four points in each gap
 *   (rotations as unit quaternions, up to sign).
 * - Boolean tracks: `extras.animkit.tracks` on the node ({@linkcode GltfBoolTrackExtras}).
 * - The animation's `extras.animkit` ({@linkcode GltfAnimationExtras}) holds the events and
 *   the clip's duration. A clip with no channels has no animation; its extras go on the scene.
 * - Values are written as the source holds them: no axis or handedness conversion.
 * - Negative source times are shifted so the earliest is 0 (with a warning).
 *
 * @throws {AnimkitError} when a track cannot be mapped (another property or value type) and
 *   `options.dropUnmappable` is not set.
 *
 * @example Export a clip to GLB
 * ```ts ignore
 * import { gltfFromClip, readClip } from "@animkit/animkit";
 * const clip = readClip(await Deno.readFile("recording.bin"));
 * const { bytes, tracks } = gltfFromClip(clip, { rate: 60 }, "glb");
 * await Deno.writeFile("recording.glb", bytes);
 * ```
 */
export function gltfFromClip(
  clip: Clip,
  options: WriteOptions = {},
  container: GltfContainer = "gltf",
): WriteResult {
  const rate = options.rate ?? GLTF_DEFAULT_RATE;
  if (!(rate > 0) || !Number.isFinite(rate)) {
    throw new AnimkitError(
      container,
      { kind: "none" },
      `rate must be a positive number, not ${rate}`,
    );
  }
  const tolerance = options.tolerance ?? GLTF_DEFAULT_TOLERANCE;
  // Per-axis transform curves (Maya) become the vector tracks glTF animates.
  const bridged = groupTransformTracks(clip);
  clip = bridged.clip;
  const planned = plan(clip, rate, tolerance);
  const dropped = planned.filter((p) => p.dropped !== undefined);
  if (dropped.length > 0 && !options.dropUnmappable) {
    const list = dropped.slice(0, 10).map((p) =>
      `${p.track.node}.${p.track.property} (${p.track.valueType}: ${p.dropped})`
    );
    const more = dropped.length > 10 ? `, and ${dropped.length - 10} more` : "";
    throw new AnimkitError(
      container,
      { kind: "none" },
      `${dropped.length} track(s) map to nothing in glTF: ${
        list.join(", ")
      }${more}; use --drop-unmappable to leave them out`,
    );
  }
  const warnings: string[] = [];
  // glTF times are non-negative (glTF 2.0 §3.11): shift everything when the clip starts earlier.
  let earliest = 0;
  for (const p of planned) {
    if (p.channel !== undefined) earliest = Math.min(earliest, p.channel.sampler.times[0]!);
    if (p.bool !== undefined) earliest = Math.min(earliest, p.bool.extras.times[0]!);
  }
  for (const e of clip.events) earliest = Math.min(earliest, e.time);
  const offset = earliest < 0 ? -earliest : 0;
  if (offset > 0) warnings.push(`times shifted by ${offset} s: glTF times cannot be negative`);
  if (bridged.grouped.length > 0) {
    warnings.push(
      `${bridged.grouped.length} per-axis curve(s) grouped into translation/rotation/scale tracks ` +
        "(Euler angles in rotate order xyz, lengths in metres)",
    );
  }

  const doc = new Document().setLogger(new Logger(Verbosity.SILENT));
  const buffer = doc.createBuffer();
  const root = doc.createNode(clip.name === "" ? "root" : clip.name);
  const scene = doc.createScene(clip.name).addChild(root);
  doc.getRoot().setDefaultScene(scene);
  const nodes = new Map<string, Node>();
  const nodeFor = (name: string): Node => {
    if (name === "") return root;
    let node = nodes.get(name);
    if (node === undefined) {
      node = doc.createNode(name);
      root.addChild(node);
      nodes.set(name, node);
    }
    return node;
  };
  const boolExtras = new Map<Node, GltfBoolTrackExtras[]>();
  const animation = doc.createAnimation(clip.name);
  let channels = 0;
  for (const p of planned) {
    if (p.bool !== undefined) {
      const node = nodeFor(p.node);
      const extras = p.bool.extras;
      const list = boolExtras.get(node) ?? [];
      list.push(offset === 0 ? extras : { ...extras, times: extras.times.map((t) => t + offset) });
      boolExtras.set(node, list);
    }
    if (p.channel === undefined) continue;
    const { sampler: data, path } = p.channel;
    const times = offset === 0 ? data.times : data.times.map((t) => t + offset);
    const input = doc.createAccessor().setType("SCALAR").setArray(times).setBuffer(buffer);
    const output = doc.createAccessor()
      .setType(path === "rotation" ? "VEC4" : "VEC3")
      .setArray(data.values)
      .setBuffer(buffer);
    const sampler = doc.createAnimationSampler()
      .setInput(input)
      .setOutput(output)
      .setInterpolation(data.interpolation);
    const channel = doc.createAnimationChannel()
      .setTargetNode(nodeFor(p.node))
      .setTargetPath(path)
      .setSampler(sampler);
    animation.addSampler(sampler).addChannel(channel);
    channels++;
  }
  for (const [node, tracks] of boolExtras) node.setExtras({ animkit: { tracks } });
  const extras: GltfAnimationExtras = {
    events: clip.events.map((e) => ({ time: e.time + offset, name: e.name })),
    duration: clip.duration,
    timeOffset: offset,
  };
  if (channels > 0) {
    animation.setExtras({ animkit: extras });
  } else {
    animation.dispose();
    buffer.dispose();
    scene.setExtras({ animkit: extras });
    warnings.push("no track maps to a glTF channel: the file has no animation");
  }
  const bytes = container === "glb" ? glbBytes(doc) : gltfJsonBytes(doc, options.pretty ?? false);
  return { bytes, tracks: planned.map(report), warnings };
}
