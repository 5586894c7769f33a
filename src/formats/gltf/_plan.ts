/**
 * Where each track of a clip goes in glTF: the node tree it is written into ({@linkcode gltfTree})
 * and, per track, a channel (translation, rotation, scale), a morph target weight, a held boolean
 * in the node's extras, or the reason it goes nowhere.
 *
 * @module
 */
import { AnimkitError, type FormatName } from "../../errors.ts";
import type { Clip, ClipNode, Track } from "../../model/clip.ts";
import type { WriteOptions } from "../format.ts";
import type { Placement, Unplaced } from "../../convert/target.ts";
import { groupTransformTracks } from "../../convert/group_transforms.ts";
import { LookRotationCurve } from "../../convert/look_rotation.ts";
import { componentCount } from "../../curves/compose.ts";
import { GLTF_PROFILE, gltfPathOf, HOLD_PROFILE, holdsEverywhere } from "./_sampler.ts";
import { type GltfTree, gltfTree } from "./_tree.ts";

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

/** Where a track goes: a node (index in the written file) and what of it. */
export type GltfSlot =
  | {
    readonly kind: "channel";
    readonly node: number;
    readonly path: "translation" | "rotation" | "scale";
    /** The source property, kept in the node's extras where it is not the glTF path. */
    readonly property?: string;
  }
  | { readonly kind: "weights"; readonly node: number; readonly target: number }
  | { readonly kind: "bool"; readonly node: number };

/** The file a clip is written into (a new one has no nodes and no animations). */
export interface GltfBase {
  /** Its nodes, as `gltfNodes` reads them. */
  readonly nodes: readonly ClipNode[];
  /** The node a clip's root stands for (its one scene root), or -1. */
  readonly root: number;
  /** Default weights of a node's mesh, one per morph target; undefined without a mesh. */
  readonly morphs: (node: number) => readonly number[] | undefined;
}

/** How a clip is written: into which file, adding nodes or not. */
export interface GltfSetup {
  /** `gltf` or `glb`. */
  readonly container: FormatName;
  /** The file added to. */
  readonly base: GltfBase;
  /** Add the clip's nodes the base has not (false: their tracks are left out). */
  readonly add: boolean;
  /** The name of the clip's root node when one is added (default: the clip's name). */
  readonly rootName?: string;
}

/** A prepared clip's tree and placements. */
export interface GltfPrepared {
  /** The node tree written. */
  readonly tree: GltfTree;
  /** Morph target count of each node a weights channel animates. */
  readonly morphCount: ReadonlyMap<number, number>;
  /** Each track's place. */
  readonly places: ReadonlyMap<Track, Placement<GltfSlot> | Unplaced>;
}

const PREPARED = new WeakMap<Clip, GltfPrepared>();

/** The tree and placements of a clip {@linkcode prepareGltf} returned. */
export function preparedOf(clip: Clip): GltfPrepared {
  const prepared = PREPARED.get(clip);
  if (prepared === undefined) throw new Error("the clip was not prepared for glTF");
  return prepared;
}

/** A track as the channel it can drive: eye gaze origin/direction as translation/rotation. */
function asChannelTrack(track: Track): { track: Track; note?: string } {
  const vector3 = track.valueType === "float3" || track.valueType === "double3";
  const property = track.property.toLowerCase();
  if (vector3 && property === "origin") {
    return { track: { ...track, property: "translation" }, note: "translation (gaze origin)" };
  }
  if (vector3 && property === "direction") {
    const curve = new LookRotationCurve(track.curve);
    return {
      track: { ...track, property: "rotation", valueType: "floatQ", curve },
      note: "rotation: the look rotation turning +Z onto the direction",
    };
  }
  return { track };
}

/** What a node's `extras.animkit.tracks` hold: held values at JSON (double) times. */
const EXTRAS_PROFILE = Object.freeze({ ...GLTF_PROFILE, float32: false });

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

/** {@linkcode finiteAtKeys}'s values (2048 times of up to four components). */
const FINITE_VALUES = new Float64Array(2048 * 4);

/** Whether the track's key times and its values there are finite numbers. */
function finiteAtKeys(track: Track): boolean {
  // A curve that can tell from its keys (a glTF sampler's).
  const keys = (track.curve as { finiteKeys?: () => boolean }).finiteKeys;
  if (typeof keys === "function") return keys.call(track.curve);
  const into = (track.curve as { evaluateInto?: (t: number, out: Float64Array) => void })
    .evaluateInto;
  const out = new Float64Array(16);
  const dims = componentCount(track.valueType) ?? 0;
  const times = track.curve.keyTimes();
  const many = (track.curve as { evaluateMany?: (t: Float64Array, out: Float64Array) => void })
    .evaluateMany;
  if (typeof many === "function" && dims > 0 && dims <= 16) {
    // A chunk of key times at a time.
    const chunk = 2048;
    const values = dims <= 4 ? FINITE_VALUES : new Float64Array(chunk * dims);
    for (let i = 0; i < times.length; i += chunk) {
      const part = times.subarray(i, Math.min(times.length, i + chunk));
      for (let k = 0; k < part.length; k++) if (!Number.isFinite(part[k]!)) return false;
      many.call(track.curve, part, values);
      for (let k = 0; k < part.length * dims; k++) if (!Number.isFinite(values[k]!)) return false;
    }
    return true;
  }
  for (const t of times) {
    if (!Number.isFinite(t)) return false;
    if (typeof into === "function" && dims > 0 && dims <= 16) {
      into.call(track.curve, t, out);
      for (let c = 0; c < dims; c++) if (!Number.isFinite(out[c]!)) return false;
      continue;
    }
    const v = track.curve.evaluate(t) as unknown;
    const parts = typeof v === "number" ? [v] : Object.values(v as Record<string, number>);
    if (!parts.every((x) => Number.isFinite(x))) return false;
  }
  return true;
}

/** Every track's place, in track order (a second channel of a node's path goes nowhere). */
function placeAll(
  clip: Clip,
  tree: GltfTree,
  base: GltfBase,
): Pick<GltfPrepared, "places" | "morphCount"> {
  const places = new Map<Track, Placement<GltfSlot> | Unplaced>();
  const morphCount = new Map<number, number>();
  const used = new Set<string>();
  clip.tracks.forEach((original, i) => {
    const node = tree.trackNodes[i]!;
    const place = (p: Placement<GltfSlot> | Unplaced) => void places.set(original, p);
    if (node < 0) return place({ drop: `no node named "${original.node}" or with its path` });
    const bool = asBool(original);
    if (bool !== undefined) {
      const note = "node extras.animkit.tracks (held values)";
      const slot: GltfSlot = { kind: "bool", node };
      // Held booleans live in the JSON extras: their times are doubles, not float32 accessors.
      return place({ slot, profile: EXTRAS_PROFILE, as: bool, discrete: true, note });
    }
    const { track, note } = asChannelTrack(original);
    const path = gltfPathOf(track);
    if (path !== "weights" && path !== "translation" && path !== "rotation" && path !== "scale") {
      return place({ drop: path });
    }
    const key = `${node}\u0000${path === "weights" ? track.property : path}`;
    if (used.has(key)) {
      return place({
        drop: `the node already has a ${path === "weights" ? track.property : path} channel`,
      });
    }
    if (!finiteAtKeys(track)) return place({ drop: "values or times are not finite" });
    const profile = holdsEverywhere(track.curve) ? HOLD_PROFILE : GLTF_PROFILE;
    if (path === "weights") {
      const target = Number(/\d+/.exec(track.property)![0]);
      // A node of the file keeps its mesh; an added node gets one with the targets named.
      const has = node < tree.baseCount ? base.morphs(node)?.length ?? 0 : undefined;
      if (has !== undefined && target >= has) {
        return place({
          drop: has === 0
            ? "the node has no mesh with morph targets"
            : `the node's mesh has ${has} morph target(s)`,
        });
      }
      used.add(key);
      morphCount.set(node, has ?? Math.max(morphCount.get(node) ?? 0, target + 1));
      return place({ slot: { kind: "weights", node, target }, profile });
    }
    used.add(key);
    const keep = note === undefined && original.property !== path;
    const slot: GltfSlot = {
      kind: "channel",
      node,
      path,
      ...(keep ? { property: original.property } : {}),
    };
    place({ slot, profile, ...(note === undefined ? {} : { as: track, note }) });
  });
  return { places, morphCount };
}

/**
 * glTF's clip-level step: per-axis transform curves (Maya) grouped into the vector tracks glTF
 * animates, the node tree built, and each track named as its node reads back (its name in the
 * written file).
 *
 * @throws {AnimkitError} for a rate that is not a positive number, or nodes whose parents are
 * out of range or form a cycle.
 */
export function prepareGltf(
  source: Clip,
  options: WriteOptions,
  setup: GltfSetup,
): { clip: Clip; warnings: string[] } {
  if (options.rate !== undefined && !(options.rate > 0 && Number.isFinite(options.rate))) {
    throw new AnimkitError(
      setup.container,
      { kind: "none" },
      `rate must be a positive number, not ${options.rate}`,
    );
  }
  const { clip: grouped, grouped: groups } = groupTransformTracks(source);
  const tree = gltfTree(grouped, {
    base: setup.base.nodes,
    baseRoot: setup.base.root,
    add: setup.add,
    rootName: setup.rootName ?? (source.name || "root"),
    format: setup.container,
  });
  const tracks = grouped.tracks.map((t, i) => {
    const node = tree.trackNodes[i]!;
    return node < 0 ? t : { ...t, node: tree.names[node]! };
  });
  const clip: Clip = { ...grouped, tracks, nodes: tree.nodes };
  PREPARED.set(clip, { tree, ...placeAll(clip, tree, setup.base) });
  const warnings = groups.length === 0 ? [] : [
    `${groups.length} per-axis curve(s) grouped into translation/rotation/scale tracks ` +
    "(Euler angles in rotate order xyz, lengths in metres)",
  ];
  return { clip, warnings };
}
