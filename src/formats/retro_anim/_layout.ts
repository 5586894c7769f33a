/**
 * What a clip becomes as an ANIM file before any key is chosen: the game, version and frame grid,
 * the source file's facts it keeps, and each track's bone attribute (or why it has none).
 *
 * @module
 */
import type { Clip, Track } from "../../model/clip.ts";
import { AnimkitError } from "../../errors.ts";
import type { WriteOptions } from "../format.ts";
import type { RetroAnimGame } from "./document.ts";
import { RetroAnimCurve, type RetroAnimCurveOptions } from "./curve.ts";
import { versionOption } from "./_channels.ts";
import { readRetroCinf } from "../retro_cinf/read.ts";
import { retroCinfBoneNames } from "../retro_cinf/nodes.ts";

/** Where a track goes in an ANIM file: a bone and one of its attributes, over the frames. */
export interface RetroAnimSlot {
  /** The bone (segment) id. */
  readonly boneId: number;
  /** The attribute. */
  readonly property: "rotation" | "translation" | "scale";
  /** The file's frames (the most keys the attribute can get, per component). */
  readonly frames: number;
}

/** The file a clip becomes. */
export interface RetroAnimLayout {
  /** Which game's layout. */
  readonly game: RetroAnimGame;
  /** 0 (every frame, floats) or 2 (keyed frames, quantized). */
  readonly version: 0 | 2;
  /** Seconds per frame, as the file stores it (float32). */
  readonly interval: number;
  /** Frames. */
  readonly frames: number;
  /** How the clip's ANIM curves sample, when it was read from an ANIM (its header is kept). */
  readonly source?: RetroAnimCurveOptions;
  /** Whether the source ANIM has this version and frame interval (its frames can be kept). */
  readonly sameGrid: boolean;
  /** Each track's place, or why it has none. */
  readonly slots: ReadonlyMap<Track, RetroAnimSlot | string>;
  /** What the layout changed. */
  readonly warnings: readonly string[];
}

/** Most frames × bones a clip may be resampled into for version 0. */
const MAX_SAMPLES = 1 << 24;

function fail(detail: string): never {
  throw new AnimkitError("retro-anim", { kind: "none" }, detail);
}

const PROPERTIES = {
  rotation: ["floatQ", "doubleQ"],
  translation: ["float3", "double3"],
  scale: ["float3", "double3"],
} as const;

/** Where a track goes: a bone attribute, or why it cannot. */
function slotOf(
  track: Track,
  game: RetroAnimGame,
  version: 0 | 2,
  frames: number,
): RetroAnimSlot | string {
  const m = /^bone_(\d+)$/.exec(track.node);
  if (m === null) {
    return `node "${track.node}" is not bone_<id> nor a bone of the skeleton (skeleton, --skeleton)`;
  }
  const boneId = Number(m[1]);
  if (version === 0 && boneId > 99) return `bone id ${boneId}: version 0 holds ids 0-99`;
  if (game === "mp2" && version === 2 && boneId > 255) return `bone id ${boneId}: MP2 holds 0-255`;
  if (boneId > 0xffffffff) return `bone id ${boneId} does not fit a u32`;
  const property = track.property as keyof typeof PROPERTIES;
  const types = PROPERTIES[property] as readonly string[] | undefined;
  if (types === undefined) {
    return `property "${track.property}" is not rotation, translation or scale`;
  }
  if (!types.includes(track.valueType)) {
    return `${track.property} must be ${types.join(" or ")}, not ${track.valueType}`;
  }
  if (property === "scale" && game === "mp1") return "Metroid Prime ANIM has no scale";
  return { boneId, property, frames };
}

/**
 * The clip with the nodes a CINF skeleton names (`options.skeleton`, as an ANIM read with it
 * names them) renamed `bone_<id>`; without a skeleton, the clip itself.
 */
export function withBoneIds(clip: Clip, options: WriteOptions): Clip {
  if (options.skeleton === undefined) return clip;
  const cinf = readRetroCinf(
    options.skeleton,
    options.game === undefined ? {} : { game: options.game },
  );
  const ids = new Map<string, number>();
  for (const [id, name] of retroCinfBoneNames(cinf)) if (!ids.has(name)) ids.set(name, id);
  const rename = (node: string) => {
    const id = ids.get(node);
    return id === undefined ? node : `bone_${id}`;
  };
  return {
    ...clip,
    tracks: clip.tracks.map((t) => ({ ...t, node: rename(t.node) })),
    ...(clip.nodes === undefined
      ? {}
      : { nodes: clip.nodes.map((n) => ({ ...n, name: rename(n.name) })) }),
  };
}

/**
 * The layout of `clip` (its nodes already `bone_<id>`): game (`game`, else the source ANIM's,
 * else MP1), version (`version`, else the source's, else 2), frame interval (`1/rate`, else the
 * source's, else 1/30 s) and frames; one place per bone attribute (a second track for it has
 * none).
 *
 * @throws {AnimkitError} for more than 100 bones, or more frames than the version takes.
 */
export function retroAnimLayout(clip: Clip, options: WriteOptions): RetroAnimLayout {
  const curve = clip.tracks.map((t) => t.curve).find((c) => c instanceof RetroAnimCurve) as
    | RetroAnimCurve
    | undefined;
  const source = curve?.options;
  const game: RetroAnimGame = options.game ?? source?.source?.game ?? "mp1";
  const version = versionOption(options.version) ?? source?.source?.version ?? 2;
  const interval = Math.fround(
    options.rate !== undefined ? 1 / options.rate : source !== undefined ? source.interval : 1 / 30,
  );
  const sameGrid = source !== undefined && Math.fround(source.interval) === interval &&
    source.source?.version === version;
  const warnings: string[] = [];
  let frames = sameGrid ? source.frameCount : Math.round(clip.duration / interval + 1e-6) + 1;
  if (version === 2 && frames < 2) {
    frames = 2;
    warnings.push("a single-frame clip is written as two equal frames (version 2 needs two keys)");
  }
  const slots = new Map<Track, RetroAnimSlot | string>();
  const seen = new Set<string>();
  for (const track of clip.tracks) {
    let slot = slotOf(track, game, version, frames);
    if (typeof slot !== "string") {
      const key = `${slot.boneId}.${slot.property}`;
      if (seen.has(key)) slot = `a second ${slot.property} track for bone ${slot.boneId}`;
      else seen.add(key);
    }
    slots.set(track, slot);
  }
  const bones = new Set([...slots.values()].flatMap((s) => typeof s === "string" ? [] : [s.boneId]))
    .size;
  if (bones > 100) fail(`${bones} bones; the games animate at most 100`);
  const limit = version === 2 ? 65536 : Math.floor(MAX_SAMPLES / Math.max(1, bones));
  if (!Number.isFinite(frames) || frames > limit) {
    fail(
      `${clip.duration} s at ${
        1 / interval
      } Hz is more than the ${limit} frames version ${version} can take here; lower the rate`,
    );
  }
  return {
    game,
    version,
    interval,
    frames,
    ...(source === undefined ? {} : { source }),
    sameGrid,
    slots,
    warnings,
  };
}
