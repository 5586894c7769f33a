/**
 * Common-model {@linkcode Clip} → ANIM bytes, and the same-format rewrite.
 *
 * @module
 */
import { curveKeyCount } from "../../model/clip.ts";
import { AnimkitError } from "../../errors.ts";
import type { Clip, Track } from "../../model/clip.ts";
import type { Vector4Value } from "../../model/value_type.ts";
import type { TrackReport, WriteOptions, WriteResult } from "../format.ts";
import type { RetroAnimGame, RetroAnimV2Document } from "./document.ts";
import { RetroAnimCurve } from "./curve.ts";
import { readRetroAnim } from "./read.ts";
import { decodeRetroAnimKeys, retroAnimV2Layout } from "./decode.ts";
import { retroAnimToClip } from "./to_clip.ts";
import { encodeRetroAnim, type RetroAnimEncodeChannel } from "./encode.ts";
import { writeRetroAnimV2 } from "./write.ts";
import { defaultTrackTolerance, fitTrack } from "../../convert/fit.ts";
import { fitOptionsFor } from "../../convert/fit_clip.ts";
import type { FitProfile } from "../../convert/profile.ts";
import { maxPlayedError } from "../../model/compare.ts";

/**
 * What ANIM holds, for the fitting engine: keys on frames of `interval` only, straight segments
 * between them (rotations slerped; the encoder keeps the keys' signs continuous, so the games'
 * slerp takes the shorter arc), no negative times.
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

function parseVersion(text: string | undefined): 0 | 2 | undefined {
  if (text === undefined) return undefined;
  if (text === "0" || text === "2") return Number(text) as 0 | 2;
  return fail(`version ${text}: ANIM writes version 0 or 2`);
}

const PROPERTIES = {
  rotation: ["floatQ", "doubleQ"],
  translation: ["float3", "double3"],
  scale: ["float3", "double3"],
} as const;

type Property = keyof typeof PROPERTIES;

interface Mapped {
  readonly track: Track;
  readonly boneId: number;
  readonly property: Property;
}

function mapTrack(track: Track, game: RetroAnimGame, version: 0 | 2): Mapped | string {
  const m = /^bone_(\d+)$/.exec(track.node);
  if (m === null) return `node "${track.node}" is not bone_<id>`;
  const boneId = Number(m[1]);
  if (version === 0 && boneId > 99) return `bone id ${boneId}: version 0 holds ids 0-99`;
  if (game === "mp2" && version === 2 && boneId > 255) return `bone id ${boneId}: MP2 holds 0-255`;
  if (boneId > 0xffffffff) return `bone id ${boneId} does not fit a u32`;
  const property = track.property as Property;
  const types = PROPERTIES[property] as readonly string[] | undefined;
  if (types === undefined) {
    return `property "${track.property}" is not rotation, translation or scale`;
  }
  if (!types.includes(track.valueType)) {
    return `${track.property} must be ${types.join(" or ")}, not ${track.valueType}`;
  }
  if (property === "scale" && game === "mp1") return "Metroid Prime ANIM has no scale";
  return { track, boneId, property };
}

function keyCount(track: Track): number {
  return track.curve.keyTimes().length * (track.valueType.endsWith("Q") ? 4 : 3);
}

/**
 * Converts a Clip into ANIM bytes. Tracks must be `bone_<id>` nodes with `rotation` (floatQ),
 * `translation` (float3) or `scale` (float3, MP2 only); others fail, or are dropped with
 * `dropUnmappable`. Each track is sampled at every frame (interval 1/`rate`, else the source
 * ANIM's interval, else 1/30 s) and encoded with {@linkcode encodeRetroAnim}: version 2 by
 * default (`version: "0"` for uncompressed), `game` mp1 by default, `tolerance` for key
 * reduction. A clip read from an ANIM keeps its interval, frames, keyed frames, root bone,
 * looping flag and EVNT id. MP1 channels without rotation get a constant identity rotation (the
 * layout needs one), as does MP2 channel 0 when no channel has a rotation. The report measures
 * each track against the written file, decoded again, at every frame.
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
  const version = parseVersion(options.version) ?? src?.source?.version ?? 2;
  const reports: TrackReport[] = [];
  const warnings: string[] = [];
  const mapped: Mapped[] = [];
  const seen = new Set<string>();
  for (const track of clip.tracks) {
    let m = mapTrack(track, game, version);
    if (typeof m !== "string" && seen.has(`${m.boneId}.${m.property}`)) {
      m = `a second ${m.property} track for bone ${m.boneId}`;
    }
    if (typeof m === "string") {
      if (!options.dropUnmappable) fail(`${track.node}.${track.property}: ${m}`);
      reports.push({
        node: track.node,
        property: track.property,
        mapping: "dropped",
        keysBefore: keyCount(track),
        keysAfter: 0,
        maxError: 0,
        note: m,
      });
      continue;
    }
    seen.add(`${m.boneId}.${m.property}`);
    mapped.push(m);
  }
  // Channels in order of first appearance.
  const bones: number[] = [];
  for (const m of mapped) if (!bones.includes(m.boneId)) bones.push(m.boneId);
  if (bones.length > 100) fail(`${bones.length} bones; the games animate at most 100`);

  const interval = Math.fround(
    options.rate !== undefined ? 1 / options.rate : src !== undefined ? src.interval : 1 / 30,
  );
  const sameGrid = src !== undefined && Math.fround(src.interval) === interval &&
    src.source?.version === version;
  let frameCount = sameGrid ? src!.frameCount : Math.round(clip.duration / interval + 1e-6) + 1;
  const limit = version === 2 ? 65536 : Math.floor(MAX_SAMPLES / Math.max(1, bones.length));
  if (!Number.isFinite(frameCount) || frameCount > limit) {
    fail(
      `${clip.duration} s at ${
        1 / interval
      } Hz is more than the ${limit} frames version ${version} can take here; lower the rate`,
    );
  }
  if (version === 2 && frameCount < 2) {
    frameCount = 2;
    warnings.push("a single-frame clip is written as two equal frames (version 2 needs two keys)");
  }
  const sample = (track: Track, width: 3 | 4): Float64Array => {
    const out = new Float64Array(frameCount * width);
    for (let f = 0; f < frameCount; f++) {
      const v = track.curve.evaluate(f * interval) as Vector4Value;
      out[f * width] = v.x;
      out[f * width + 1] = v.y;
      out[f * width + 2] = v.z;
      if (width === 4) out[f * width + 3] = v.w;
    }
    return out;
  };
  const identity = () => {
    const out = new Float64Array(frameCount * 4);
    for (let f = 0; f < frameCount; f++) out[f * 4 + 3] = 1;
    return out;
  };
  let channels: RetroAnimEncodeChannel[] = bones.map((boneId) => {
    const of = (p: Property) => mapped.find((m) => m.boneId === boneId && m.property === p);
    const r = of("rotation");
    const t = of("translation");
    const s = of("scale");
    let rotation = r === undefined ? null : sample(r.track, 4);
    if (rotation === null && game === "mp1") {
      rotation = identity();
      warnings.push(`bone_${boneId}: MP1 needs a rotation on every channel; wrote identity`);
    }
    return {
      boneId,
      rotation,
      translation: t === undefined ? null : sample(t.track, 3),
      scale: s === undefined ? null : sample(s.track, 3),
    };
  });
  if (version === 2 && channels.length > 0 && channels[0]!.rotation === null) {
    // The runtime takes the key count from channel 0's rotation (notes-retro.md §3.3).
    const first = channels.findIndex((c) => c.rotation !== null);
    if (first > 0) {
      channels = [channels[first]!, ...channels.filter((_, i) => i !== first)];
    } else {
      channels = [{ ...channels[0]!, rotation: identity() }, ...channels.slice(1)];
      warnings.push(
        `bone_${channels[0]!.boneId}: version 2 needs a rotation on channel 0; wrote identity`,
      );
    }
  }
  if (version === 2 && channels.length === 0) fail("no bone tracks to write");
  const keepFrames = sameGrid && src!.version === 2 && options.tolerance === undefined &&
    src!.frames[src!.frames.length - 1]! < frameCount;
  // Version 2 keys frames shared by every channel: the union of the frames the fitting engine
  // needs for each track to play within its tolerance (keys on frames only, straight segments,
  // rotations slerped).
  const profile = retroAnimProfile(interval);
  const tolerances = new Map<Track, number>();
  let fittedFrames: Uint32Array | undefined;
  if (version === 2 && !keepFrames) {
    const frames = new Set<number>([0, frameCount - 1]);
    const end = (frameCount - 1) * interval;
    for (const m of mapped) {
      // The keys are quantised after the fit: fit to 40% of the tolerance, leaving the rest for
      // quantisation (half a step: about 0.0055° for rotations, 1/65534 of the largest value).
      const tolerance = options.tolerance ?? defaultTrackTolerance(m.track, 0, end);
      const fit = fitTrack(m.track, profile, {
        ...fitOptionsFor(clip, m.track, false, options, "retro-anim"),
        from: 0,
        to: end,
        tolerance: 0.4 * tolerance,
        // Keys cost bits: keep only the frames the tolerance needs.
        thin: true,
        bestEffort: true,
      });
      tolerances.set(m.track, tolerance);
      for (const t of fit.keys.times) {
        frames.add(Math.min(frameCount - 1, Math.max(0, Math.round(t / interval))));
      }
    }
    fittedFrames = Uint32Array.from([...frames].sort((a, b) => a - b));
  }
  const none = (v: 0 | 2) => (v === 2 ? 0 : 0xffffffff);
  const evnt = src?.source?.evntId;
  const { bytes, keyedFrames } = encodeRetroAnim({
    game,
    version,
    interval,
    frameCount,
    ...(src?.source !== undefined && src.source.game === game
      ? { rootBoneId: src.source.rootBoneId }
      : {}),
    looping: src?.source?.looping ?? 0,
    ...(evnt === undefined || evnt === null || game === "mp2"
      ? {}
      : { evntId: evnt === none(src!.source!.version) ? none(version) : evnt }),
    channels,
    // An ANIM source already plays the game's slerp: negating single keys would change paths.
    keepRotationSigns: src !== undefined && src.shortestArc !== true,
    ...(keepFrames
      ? { keyedFrames: src!.frames }
      : fittedFrames === undefined
      ? {}
      : { keyedFrames: fittedFrames }),
    pad: extras.pad ?? true,
  });

  // Measure: decode what was written and compare at every frame and between frames, rotations
  // as angles.
  const written = retroAnimToClip(readRetroAnim(bytes, { game }));
  const times: number[] = [];
  for (let f = 0; f < frameCount; f++) {
    times.push(f * interval);
    if (f + 1 < frameCount) times.push((f + 0.5) * interval);
  }
  for (const m of mapped) {
    const out = written.tracks.find((t) =>
      t.node === `bone_${m.boneId}` && t.property === m.property
    )!;
    const maxError = maxPlayedError(m.track.curve, out.curve, times);
    const width = m.property === "rotation" ? 4 : 3;
    const tolerance = tolerances.get(m.track);
    const mapping = maxError === 0
      ? "exact"
      : tolerance !== undefined && maxError <= tolerance
      ? "fitted"
      : "resampled";
    reports.push({
      node: m.track.node,
      property: m.track.property,
      mapping,
      keysBefore: keyCount(m.track),
      keysAfter: keyedFrames.length * width,
      maxError,
      ...(tolerance === undefined ? {} : { tolerance }),
      ...(m.property === "rotation" ? { unit: "deg" } : {}),
      holdsOutside: [0, (frameCount - 1) * interval],
      ...(maxError === 0 ? {} : {
        note: version === 2
          ? `${keyedFrames.length} keyed frames of ${frameCount}, quantized`
          : `${frameCount} frames at ${interval} s`,
      }),
    });
  }
  return { bytes, tracks: reports, warnings };
}

/**
 * Rewrites an ANIM file through its document. A version 2 file written back as version 2 of the
 * same game keeps its quantized keys, keyed frames, multipliers and header fields and recomputes
 * minimal bit widths, `scratchSize` and padding (so a file this encoder wrote comes back byte
 * for byte); anything else (another version or game, a `rate` or `tolerance`) goes through the
 * Clip and {@linkcode retroAnimFromClip}.
 *
 * @throws {AnimkitError} for bad input or output the target layout cannot hold.
 *
 * @example Rewrite a file
 * ```ts ignore
 * const { bytes } = retroAnimRewrite(await Deno.readFile("walk.ANIM"));
 * ```
 */
export function retroAnimRewrite(bytes: Uint8Array, options: WriteOptions = {}): WriteResult {
  const doc = readRetroAnim(bytes);
  const version = parseVersion(options.version) ?? doc.version;
  const game = options.game ?? doc.game;
  const asRead = version === doc.version && game === doc.game &&
    options.tolerance === undefined && options.rate === undefined && !options.reencode;
  if (asRead && doc.version === 0) {
    // Version 0 rewritten as read: the file's bytes (all of it was read and checked).
    const clip = retroAnimToClip(doc);
    return {
      bytes: bytes.slice(),
      tracks: clip.tracks.map((t) => {
        const n = curveKeyCount(t.curve);
        return {
          node: t.node,
          property: t.property,
          mapping: "exact",
          keysBefore: n,
          keysAfter: n,
          maxError: 0,
        };
      }),
      warnings: [],
    };
  }
  if (
    doc.version !== 2 || version !== 2 || game !== doc.game || options.tolerance !== undefined ||
    options.rate !== undefined
  ) {
    return retroAnimFromClip(retroAnimToClip(doc), { ...options, game, version: String(version) });
  }
  const v2 = doc as RetroAnimV2Document;
  const layout = retroAnimV2Layout(v2);
  const keys = decodeRetroAnimKeys(v2);
  // Rewritten as read: the file's own bit widths, scratch size and padding are kept (its keys
  // were all decoded above); `reencode` encodes the same keys afresh.
  const kept = options.reencode ? undefined : bytes.slice();
  const tail = v2.bitstream.subarray(layout.wordCount * 4);
  const padded = tail.length > 0 && tail.every((b) => b === 0xff);
  const out = kept ?? writeRetroAnimV2({
    game: v2.game,
    frameCount: v2.frameCount,
    frames: keys.frames,
    duration: v2.duration,
    interval: v2.interval,
    rootBoneId: v2.rootBoneId,
    looping: v2.looping,
    rotationDivisor: v2.rotationDivisor,
    translationMultiplier: v2.translationMultiplier,
    ...(v2.scaleMultiplier === null ? {} : { scaleMultiplier: v2.scaleMultiplier }),
    ...(v2.evntId === null ? {} : { evntId: v2.evntId }),
    ...(v2.unk0 === null ? {} : { unk0: v2.unk0 }),
    ...(v2.mp2Unknown === null ? {} : { mp2Unknown: v2.mp2Unknown }),
    unk3: v2.unk3,
    channels: keys.channels.map((c) => ({
      boneId: c.boneId,
      rotation: c.rotation === null
        ? null
        : { quantized: c.rotation.quantized, sign: c.rotation.sign },
      translation: c.translation === null ? null : { quantized: c.translation.quantized },
      scale: c.scale === null ? null : { quantized: c.scale.quantized },
    })),
    pad: padded,
  });
  const tracks: TrackReport[] = [];
  for (const c of keys.channels) {
    for (const p of ["rotation", "translation", "scale"] as const) {
      if (c[p] === null) continue;
      const n = keys.frames.length * (p === "rotation" ? 4 : 3);
      tracks.push({
        node: `bone_${c.boneId}`,
        property: p,
        mapping: "exact",
        keysBefore: n,
        keysAfter: n,
        maxError: 0,
      });
    }
  }
  return { bytes: out, tracks, warnings: [] };
}
