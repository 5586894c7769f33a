/**
 * Metroid Prime ANIM's part of a conversion ({@linkcode retroAnimTarget}): tracks placed on bone
 * attributes, and the keyed frames of all of them chosen together by the encoder, which replays
 * the games' playback of the quantized keys ({@linkcode encodeRetroAnim}).
 *
 * @module
 */
import type { Clip } from "../../model/clip.ts";
import { AnimkitError } from "../../errors.ts";
import type { WriteOptions, WriteResult } from "../format.ts";
import { readRetroAnim } from "./read.ts";
import { retroAnimToClip } from "./to_clip.ts";
import { encodeRetroAnim } from "./encode.ts";
import { channelsOf, type Placed, sourceFrames, STEPS } from "./_channels.ts";
import {
  type RetroAnimLayout,
  retroAnimLayout,
  type RetroAnimSlot,
  withBoneIds,
} from "./_layout.ts";
import { defaultTrackTolerance } from "../../convert/fit.ts";
import { playedRange } from "../../convert/fit_clip.ts";
import type { FitProfile } from "../../convert/profile.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import type { ClipTarget } from "../../convert/target.ts";

export type { RetroAnimSlot } from "./_layout.ts";

/**
 * What ANIM holds: keys on frames of `interval` only, straight segments between them (rotations
 * slerped), no negative times. The games' slerp turns either way between two keys (by their
 * relative sign) and lerps above a dot product of 0.95, so the encoder judges keyed frames and
 * signs by that playback itself ({@linkcode encodeRetroAnim}).
 *
 * @example
 * ```ts
 * import { retroAnimProfile } from "./from_clip.ts";
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

/** Each prepared clip's layout (the clip `prepare` returns is this conversion's own). */
const LAYOUTS = new WeakMap<Clip, RetroAnimLayout>();

function layoutOf(clip: Clip): RetroAnimLayout {
  const layout = LAYOUTS.get(clip);
  if (layout === undefined) {
    throw new AnimkitError("retro-anim", { kind: "none" }, "the clip was not prepared");
  }
  return layout;
}

/**
 * ANIM's part of a conversion, padding the file to 32 bytes with 0xFF unless `extras.pad` is
 * false. See {@linkcode retroAnimTarget}.
 *
 * @example
 * ```ts
 * import { retroAnimClipTarget } from "./from_clip.ts";
 * import { equal } from "node:assert/strict";
 * equal(typeof retroAnimClipTarget({ pad: false }).encode, "function");
 * ```
 */
export function retroAnimClipTarget(extras: RetroAnimWriteExtras = {}): ClipTarget<RetroAnimSlot> {
  return {
    prepare: (clip, options) => {
      const prepared = { ...withBoneIds(clip, options) };
      const layout = retroAnimLayout(prepared, options);
      LAYOUTS.set(prepared, layout);
      return { clip: prepared, warnings: layout.warnings };
    },
    place: (track, clip, options) => {
      const layout = layoutOf(clip);
      const slot = layout.slots.get(track);
      if (slot === undefined || typeof slot === "string") return { drop: slot ?? "not placed" };
      const tolerance = options.tolerance ??
        defaultTrackTolerance(track, ...playedRange(clip, track, false));
      return {
        slot,
        profile: retroAnimProfile(layout.interval),
        fit: { tolerance },
        keyedByTarget: true,
      };
    },
    // Every placed track is keyed by the encoder: at most a key per frame and component (encode
    // counts the frames it keyed).
    carry: (_track, { slot }) => slot.frames * (slot.property === "rotation" ? 4 : 3),
    encode: (placed, clip, options) => {
      const { game, version, interval, frames, source, sameGrid } = layoutOf(clip);
      const tracks: Placed[] = placed.map((p) => ({
        track: p.track,
        boneId: p.placement.slot.boneId,
        property: p.placement.slot.property,
        tolerance: p.placement.fit!.tolerance!,
      }));
      const warnings: string[] = [];
      const channels = channelsOf(tracks, game, version, frames, interval, warnings);
      if (version === 2 && channels.length === 0) {
        throw new AnimkitError("retro-anim", { kind: "none" }, "no bone tracks to write");
      }
      const header = source?.source;
      const keepFrames = sameGrid && source!.version === 2 && options.tolerance === undefined &&
        source!.frames[source!.frames.length - 1]! < frames;
      const none = (v: 0 | 2) => (v === 2 ? 0 : 0xffffffff);
      const evnt = header?.evntId;
      const encoded = encodeRetroAnim({
        game,
        version,
        interval,
        frameCount: frames,
        steps: STEPS,
        ...(header !== undefined && header.game === game ? { rootBoneId: header.rootBoneId } : {}),
        looping: header?.looping ?? 0,
        ...(evnt === undefined || evnt === null || game === "mp2"
          ? {}
          : { evntId: evnt === none(header!.version) ? none(version) : evnt }),
        channels,
        ...(keepFrames
          ? { keyedFrames: source!.frames }
          : { candidateFrames: sourceFrames(tracks, frames, interval) }),
        pad: extras.pad ?? true,
      });
      const keyed = encoded.keyedFrames.length;
      return {
        bytes: encoded.bytes,
        warnings: [...warnings, ...encoded.warnings],
        keysAfter: tracks.map((t) => keyed * (t.property === "rotation" ? 4 : 3)),
      };
    },
  };
}

/**
 * ANIM's part of a conversion ({@linkcode convertClip} runs it): tracks of `bone_<id>` nodes, or
 * of the bones of the CINF skeleton `skeleton` names, with `rotation` (floatQ), `translation`
 * (float3) or `scale` (float3, MP2 only); others cannot be written. Each is sampled on frames of
 * `1/rate` s (else the source ANIM's interval, else 1/30 s) and between them, and written by
 * {@linkcode encodeRetroAnim}: version 2 by default (`version: "0"` for uncompressed), `game` mp1
 * by default. Version 2 keys the frames the source has keys on plus those the games' playback of
 * the quantized keys needs to stay within each track's tolerance (`tolerance`, else 0.01° for
 * rotations and 1e-4 × the value range otherwise); rotation keys take the signs that make the
 * games' slerp turn as the source does. A clip read from an ANIM keeps its interval, frames,
 * keyed frames, root bone, looping flag and EVNT id.
 *
 * @example
 * ```ts ignore
 * const { bytes } = convertClip(clip, retroAnimFormat, { game: "mp2" });
 * ```
 */
export const retroAnimTarget: ClipTarget<RetroAnimSlot> = retroAnimClipTarget();

/**
 * Converts a Clip into ANIM bytes through the conversion driver ({@linkcode retroAnimTarget}):
 * the written file is read back and every track measured against its source, `exact` (no
 * error), `fitted` (within its tolerance) or `resampled` (the frame grid and quantisation cannot
 * do better; written with `bestEffort`, otherwise an error).
 *
 * @throws {AnimkitError} for tracks the format cannot hold (without `dropUnmappable`), tracks
 * that miss their tolerance (without `bestEffort`), more than 100 bones, or too many frames.
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
  return convertClip(clip, {
    name: "retro-anim",
    title: "Metroid Prime 1/2 ANIM",
    target: (extras.pad === false ? retroAnimClipTarget(extras) : retroAnimTarget) as ClipTarget<
      unknown
    >,
    toClip: (bytes, o) => retroAnimToClip(readRetroAnim(bytes, o?.game ? { game: o.game } : {})),
  }, options);
}
