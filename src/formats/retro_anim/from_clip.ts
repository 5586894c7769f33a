/**
 * Common-model {@linkcode Clip} → ANIM bytes.
 *
 * @module
 */
import type { Clip, Track } from "../../model/clip.ts";
import { AnimkitError } from "../../errors.ts";
import type { TrackReport, WriteOptions, WriteResult } from "../format.ts";
import type { RetroAnimGame } from "./document.ts";
import { RetroAnimCurve } from "./curve.ts";
import { readRetroAnim } from "./read.ts";
import { retroAnimToClip } from "./to_clip.ts";
import { encodeRetroAnim } from "./encode.ts";
import { channelsOf, type Placed, sourceFrames, STEPS, versionOption } from "./_channels.ts";
import { defaultTrackTolerance } from "../../convert/fit.ts";
import { dropTrack } from "../../convert/fit_clip.ts";
import type { FitProfile } from "../../convert/profile.ts";
import { measuredReport } from "./_report.ts";

/**
 * What ANIM holds, for the fitting engine: keys on frames of `interval` only, straight segments
 * between them (rotations slerped), no negative times. The games' slerp turns either way
 * between two keys (by their relative sign) and lerps above a dot product of 0.95, so the
 * encoder judges keyed frames and signs by that playback itself ({@linkcode encodeRetroAnim}).
 *
 * @example
 * ```ts
 * import { retroAnimProfile } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(retroAnimProfile(1 / 30).gridOnly, true);
 * ```
 */
export function retroAnimProfile(interval: number): FitProfile {
  return {
    name: "retro-anim",
    hold: false,
    linear: true,
    hermite: false,
    perKeyKinds: true,
    quaternionLinear: "slerp",
    negativeTimes: false,
    float32: false,
    frameStep: interval,
    gridOnly: true,
  };
}

/** Extra options of {@linkcode retroAnimFromClip} beyond {@linkcode WriteOptions}. */
export interface RetroAnimWriteExtras {
  /** Pad to 32 bytes with 0xFF (default true). */
  readonly pad?: boolean;
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

/** Where a track goes: a bone and attribute, or why it cannot. */
function place(
  track: Track,
  game: RetroAnimGame,
  version: 0 | 2,
): { boneId: number; property: keyof typeof PROPERTIES } | string {
  const m = /^bone_(\d+)$/.exec(track.node);
  if (m === null) return `node "${track.node}" is not bone_<id>`;
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
  return { boneId, property };
}

/**
 * Converts a Clip into ANIM bytes. Tracks must be `bone_<id>` nodes with `rotation` (floatQ),
 * `translation` (float3) or `scale` (float3, MP2 only); others fail, or are dropped with
 * `dropUnmappable`. Each track is sampled on frames of `1/rate` s (else the source ANIM's
 * interval, else 1/30 s) and between them, and encoded with {@linkcode encodeRetroAnim}:
 * version 2 by default (`version: "0"` for uncompressed), `game` mp1 by default. Version 2 keys
 * the frames the fitting engine proposes plus those the games' playback of the quantized keys
 * needs to stay within each track's tolerance (`tolerance`, else 0.01° for rotations and 1e-4 ×
 * the value range otherwise); rotation keys take the signs that make the games' slerp turn as
 * the source does. A clip read from an ANIM keeps its interval, frames, keyed frames, root bone,
 * looping flag and EVNT id. The report measures each track on the written file, decoded again,
 * at every quarter frame and every source key time: `exact` (no error), `fitted` (within the
 * tolerance) or `resampled` (the frame grid and quantisation cannot do better).
 *
 * @throws {AnimkitError} for tracks the format cannot hold (without `dropUnmappable`), more than
 * 100 bones, or too many frames.
 *
 * @example Convert a clip
 * ```ts ignore
 * const { bytes, tracks } = retroAnimFromClip(clip, { game: "mp2", tolerance: 1e-3 });
 * ```
 */
export function retroAnimFromClip(
  clip: Clip,
  options: WriteOptions = {},
  extras: RetroAnimWriteExtras = {},
): WriteResult {
  const source = clip.tracks.map((t) => t.curve).find((c) => c instanceof RetroAnimCurve) as
    | RetroAnimCurve
    | undefined;
  const src = source?.options;
  const game: RetroAnimGame = options.game ?? src?.source?.game ?? "mp1";
  const version = versionOption(options.version) ?? src?.source?.version ?? 2;
  const interval = Math.fround(
    options.rate !== undefined ? 1 / options.rate : src !== undefined ? src.interval : 1 / 30,
  );
  const sameGrid = src !== undefined && Math.fround(src.interval) === interval &&
    src.source?.version === version;
  const warnings: string[] = [];
  let frames = sameGrid ? src!.frameCount : Math.round(clip.duration / interval + 1e-6) + 1;
  if (version === 2 && frames < 2) {
    frames = 2;
    warnings.push("a single-frame clip is written as two equal frames (version 2 needs two keys)");
  }
  const end = (frames - 1) * interval;
  const reports: (TrackReport | Placed)[] = [];
  const placed: Placed[] = [];
  const seen = new Set<string>();
  for (const track of clip.tracks) {
    let p = place(track, game, version);
    if (typeof p !== "string" && seen.has(`${p.boneId}.${p.property}`)) {
      p = `a second ${p.property} track for bone ${p.boneId}`;
    }
    if (typeof p === "string") {
      reports.push(dropTrack(track, p, options, "retro-anim"));
      continue;
    }
    seen.add(`${p.boneId}.${p.property}`);
    const tolerance = options.tolerance ?? defaultTrackTolerance(track, 0, end);
    placed.push({ track, ...p, tolerance });
    reports.push(placed[placed.length - 1]!);
  }
  const bones = new Set(placed.map((p) => p.boneId)).size;
  if (bones > 100) fail(`${bones} bones; the games animate at most 100`);
  const limit = version === 2 ? 65536 : Math.floor(MAX_SAMPLES / Math.max(1, bones));
  if (!Number.isFinite(frames) || frames > limit) {
    fail(
      `${clip.duration} s at ${
        1 / interval
      } Hz is more than the ${limit} frames version ${version} can take here; lower the rate`,
    );
  }
  const { channels, samples } = channelsOf(placed, game, version, frames, interval, warnings);
  if (version === 2 && channels.length === 0) fail("no bone tracks to write");
  const keepFrames = sameGrid && src!.version === 2 && options.tolerance === undefined &&
    src!.frames[src!.frames.length - 1]! < frames;
  const none = (v: 0 | 2) => (v === 2 ? 0 : 0xffffffff);
  const evnt = src?.source?.evntId;
  const { bytes, keyedFrames } = encodeRetroAnim({
    game,
    version,
    interval,
    frameCount: frames,
    steps: STEPS,
    ...(src?.source !== undefined && src.source.game === game
      ? { rootBoneId: src.source.rootBoneId }
      : {}),
    looping: src?.source?.looping ?? 0,
    ...(evnt === undefined || evnt === null || game === "mp2"
      ? {}
      : { evntId: evnt === none(src!.source!.version) ? none(version) : evnt }),
    channels,
    ...(keepFrames
      ? { keyedFrames: src!.frames }
      : { candidateFrames: sourceFrames(placed, frames, interval) }),
    pad: extras.pad ?? true,
  });

  const written = retroAnimToClip(readRetroAnim(bytes, { game }));
  const tracks = reports.map((r) => {
    if (!("boneId" in r)) return r;
    const out = written.tracks.find((t) =>
      t.node === `bone_${r.boneId}` && t.property === r.property
    )!;
    return measuredReport(r, samples.get(r)!, out, keyedFrames.length, frames, interval, version);
  });
  return { bytes, tracks, warnings };
}
