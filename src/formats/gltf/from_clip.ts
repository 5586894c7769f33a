/**
 * Common model → glTF 2.0 (`.gltf` or `.glb`): one node per track node under one root node, one
 * animation with translation/rotation/scale channels, boolean tracks and clip events as
 * documented `extras`.
 *
 * @module
 */
import { groupTransformTracks } from "../../convert/group_transforms.ts";
import { Document, Logger, type Node, Verbosity } from "npm:@gltf-transform/core@4.5.1";
import { AnimkitError } from "../../errors.ts";
import type { Clip, Track } from "../../model/clip.ts";
import { curveKeyCount } from "../../model/clip.ts";
import { fitDiscrete } from "../../convert/fit_discrete.ts";
import { fitOptionsFor, fitReport, playedRange } from "../../convert/fit_clip.ts";
import { LookRotationCurve } from "../../convert/look_rotation.ts";
import type { TrackReport, WriteOptions, WriteResult } from "../format.ts";
import {
  GLTF_PROFILE,
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

interface PlannedBool {
  readonly extras: GltfBoolTrackExtras;
  readonly report: TrackReport;
}

function planBool(clip: Clip, track: Track): PlannedBool {
  const [from, to] = playedRange(clip, track, false);
  const fit = fitDiscrete(track, { from, to, float32: false });
  const times = Array.from(fit.times);
  const values = fit.values.map((v) => v === true);
  return {
    extras: { property: track.property, interpolation: "STEP", times, values },
    report: fitReport(track, fit, times.length, "node extras.animkit.tracks (held values)"),
  };
}

interface Planned {
  readonly track: Track;
  readonly node: string;
  readonly channel?: GltfPlannedChannel & { readonly path: GltfPath };
  readonly bool?: PlannedBool;
  readonly dropped?: string;
  /** How the track was mapped when not by its own name. */
  readonly mappedAs?: string;
}

/** A track as the channel it can drive: eye gaze origin/direction as translation/rotation. */
function asChannelTrack(track: Track): { track: Track; as?: string } {
  const vector3 = track.valueType === "float3" || track.valueType === "double3";
  if (vector3 && track.property.toLowerCase() === "origin") {
    return { track: { ...track, property: "translation" }, as: "translation (gaze origin)" };
  }
  if (vector3 && track.property.toLowerCase() === "direction") {
    return {
      track: {
        ...track,
        property: "rotation",
        valueType: "floatQ",
        curve: new LookRotationCurve(track.curve),
      },
      as: "rotation: the look rotation turning +Z onto the direction",
    };
  }
  return { track };
}

/** Whether the track's key times and its values there are finite numbers. */
function finiteAtKeys(track: Track): boolean {
  const times = track.curve.keyTimes();
  for (let i = 0; i < times.length; i++) {
    if (!Number.isFinite(times[i]!)) return false;
    const v = track.curve.evaluate(times[i]!) as unknown;
    const parts = typeof v === "number" ? [v] : Object.values(v as Record<string, number>);
    if (!parts.every((x) => Number.isFinite(x))) return false;
  }
  return true;
}

/**
 * A float `visibility` curve (Maya's bool-like attribute) read as a boolean: on from 0.5, as
 * Maya rounds a curve driving a bool attribute.
 */
function visibilityAsBool(track: Track): Track | undefined {
  if (track.valueType !== "float" || !/(^|\.)visibility$/i.test(track.property)) return undefined;
  const source = track.curve;
  return {
    ...track,
    valueType: "bool",
    curve: {
      valueType: "bool",
      semantics: source.semantics,
      keyTimes: () => source.keyTimes(),
      evaluate: (t: number) => (source.evaluate(t) as number) >= 0.5,
    },
  };
}

function plan(clip: Clip, options: WriteOptions): Planned[] {
  const used = new Set<string>();
  return clip.tracks.map((original): Planned => {
    const node = original.node;
    const asBool = original.valueType === "bool" ? original : visibilityAsBool(original);
    if (asBool !== undefined) return { track: original, node, bool: planBool(clip, asBool) };
    const { track, as } = asChannelTrack(original);
    const path = gltfPathOf(track);
    if (path !== "translation" && path !== "rotation" && path !== "scale") {
      return { track: original, node, dropped: path };
    }
    const key = `${node}\u0000${path}`;
    if (used.has(key)) {
      return { track: original, node, dropped: `the node already has a ${path} channel` };
    }
    if (!finiteAtKeys(track)) {
      return { track: original, node, dropped: "values or times are not finite" };
    }
    const fitOptions = fitOptionsFor(clip, track, GLTF_PROFILE.negativeTimes, options, "gltf");
    const channel = planGltfChannel(track, path, fitOptions);
    used.add(key);
    return {
      track: original,
      node,
      channel: { ...channel, path },
      ...(as === undefined ? {} : { mappedAs: as }),
    };
  });
}

function report(p: Planned): TrackReport {
  if (p.channel !== undefined) {
    const components = p.channel.path === "rotation" ? 4 : 3;
    const note = `${p.mappedAs ?? p.channel.path}: ${p.channel.note}`;
    return {
      ...fitReport(p.track, p.channel.fit, p.channel.sampler.times.length * components, note),
      ...(p.channel.path === "rotation" ? { unit: "deg" } : {}),
      maxError: p.channel.maxError,
    };
  }
  if (p.bool !== undefined) return p.bool.report;
  return {
    node: p.track.node,
    property: p.track.property,
    keysBefore: curveKeyCount(p.track.curve),
    mapping: "dropped",
    keysAfter: 0,
    maxError: 0,
    note: p.dropped!,
  };
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
 * - Boolean tracks: `extras.animkit.tracks` on the node ({@linkcode GltfBoolTrackExtras}); the
 *   property names channels came from where they differ from the glTF path:
 *   `extras.animkit.properties` (`{"translation": "position"}`).
 * - The animation's `extras.animkit` ({@linkcode GltfAnimationExtras}) holds the events and
 *   the clip's duration. A clip with no channels has no animation; its extras go on the scene.
 * - Values are written as the source holds them: no axis or handedness conversion.
 * - The time base is kept: keys before 0 are folded into a key at 0 (glTF times are not
 *   negative); events keep their times.
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
  if (options.rate !== undefined && !(options.rate > 0 && Number.isFinite(options.rate))) {
    throw new AnimkitError(
      container,
      { kind: "none" },
      `rate must be a positive number, not ${options.rate}`,
    );
  }
  // Per-axis transform curves (Maya) become the vector tracks glTF animates.
  const bridged = groupTransformTracks(clip);
  clip = bridged.clip;
  const planned = plan(clip, options);
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
      }${more}; glTF nodes animate translation (position, localPosition, translate, origin), ` +
        "rotation (rotation, localRotation, rotate, direction) and scale; use dropUnmappable " +
        "(--drop-unmappable) to leave the others out",
    );
  }
  const warnings: string[] = [];
  // Channels start at 0 or later (keys before 0 are folded into a key at 0): the clip's time
  // base is kept, and events before 0 keep their times in the extras.
  const offset = 0;
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
  // Node extras: held booleans, and the property names channels came from (so that reading the
  // file back gives the tracks that were written).
  const nodeExtras = new Map<Node, Record<string, unknown>>();
  for (const [node, tracks] of boolExtras) nodeExtras.set(node, { tracks });
  for (const p of planned) {
    if (
      p.channel === undefined || p.mappedAs !== undefined || p.track.property === p.channel.path
    ) {
      continue;
    }
    const node = nodeFor(p.node);
    const extras = nodeExtras.get(node) ?? {};
    extras.properties = {
      ...(extras.properties as object | undefined),
      [p.channel.path]: p.track.property,
    };
    nodeExtras.set(node, extras);
  }
  for (const [node, animkit] of nodeExtras) node.setExtras({ animkit });
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
