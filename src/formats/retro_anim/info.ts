/**
 * A summary of an ANIM file for `info`.
 *
 * @module
 */
import { readableNumber } from "../../model/number_text.ts";
import type { RetroAnimAttribute, RetroAnimDocument, RetroAnimGame } from "./document.ts";
import { retroAnimV2Layout } from "./decode.ts";

/** One channel's entry in {@linkcode RetroAnimInfo.channels}. */
export interface RetroAnimChannelInfo {
  /** Bone (segment) id. */
  readonly boneId: number;
  /** Whether the channel has a rotation. */
  readonly rotation: boolean;
  /** Whether the channel has a translation. */
  readonly translation: boolean;
  /** Whether the channel has a scale. */
  readonly scale: boolean;
  /** Version 2: delta widths (rotation X Y Z, translation X Y Z, scale X Y Z; absent = null). */
  readonly bits: readonly (number | null)[] | null;
}

/** The `info --json` shape for ANIM files. */
export interface RetroAnimInfo {
  /** Always `"retro-anim"`. */
  readonly format: "retro-anim";
  /** `mp1` or `mp2`. */
  readonly game: RetroAnimGame;
  /** 0 or 2. */
  readonly version: 0 | 2;
  /** Duration in seconds. */
  readonly duration: number;
  /** Seconds per frame. */
  readonly interval: number;
  /** Frames (v0: the frame count; v2: the key bitmap's bit count). */
  readonly frameCount: number;
  /** Number of channels. */
  readonly channelCount: number;
  /** Keys per channel: v2 the keyed frames (K + 1, the initial key included); v0 the frames. */
  readonly keyCount: number;
  /** Version 2: bits per bitstream record; `null` for v0. */
  readonly bitsPerKey: number | null;
  /** Version 2: the rotation divisor; `null` for v0. */
  readonly rotationDivisor: number | null;
  /** Version 2: the translation multiplier; `null` for v0. */
  readonly translationMultiplier: number | null;
  /** MP2 version 2: the scale multiplier; `null` otherwise. */
  readonly scaleMultiplier: number | null;
  /** Version 2: the looping flag as a boolean; `null` for v0. */
  readonly looping: boolean | null;
  /** Root bone id. */
  readonly rootBoneId: number;
  /** MP1: the EVNT id; `null` in MP2. */
  readonly evntId: number | null;
  /** Version 2: the scratch size; `null` for v0. */
  readonly scratchSize: number | null;
  /** The channels in file order. */
  readonly channels: readonly RetroAnimChannelInfo[];
}

function bits(a: RetroAnimAttribute | null): (number | null)[] {
  return a === null ? [null, null, null] : [...a.bits];
}

/**
 * Summarises an ANIM document.
 *
 * @throws {AnimkitError} when version 2 key data is inconsistent (see `retroAnimV2Layout`).
 *
 * @example Summarise
 * ```ts ignore
 * const info = retroAnimInfo(readRetroAnim(bytes));
 * console.log(info.game, info.keyCount, info.bitsPerKey);
 * ```
 */
export function retroAnimInfo(doc: RetroAnimDocument): RetroAnimInfo {
  if (doc.version === 2) {
    const layout = retroAnimV2Layout(doc);
    return {
      format: "retro-anim",
      game: doc.game,
      version: 2,
      duration: doc.duration,
      interval: doc.interval,
      frameCount: doc.frameCount,
      channelCount: doc.channels.length,
      keyCount: layout.keyCount + 1,
      bitsPerKey: layout.bitsPerKey,
      rotationDivisor: doc.rotationDivisor,
      translationMultiplier: doc.translationMultiplier,
      scaleMultiplier: doc.scaleMultiplier,
      looping: doc.looping !== 0,
      rootBoneId: doc.rootBoneId,
      evntId: doc.evntId,
      scratchSize: doc.scratchSize,
      channels: doc.channels.map((c) => ({
        boneId: c.boneId,
        rotation: c.rotation !== null,
        translation: c.translation !== null,
        scale: c.scale !== null,
        bits: [...bits(c.rotation), ...bits(c.translation), ...bits(c.scale)],
      })),
    };
  }
  const channels: RetroAnimChannelInfo[] = [];
  const channelOf: { bone: number; channel: number }[] = [];
  doc.boneChannels.forEach((channel, bone) => {
    if (channel !== 0xff) channelOf.push({ bone, channel });
  });
  channelOf.sort((p, q) => p.channel - q.channel || p.bone - q.bone);
  for (const { bone, channel } of channelOf) {
    channels.push({
      boneId: bone,
      rotation: doc.rotationSlots === null ? true : (doc.rotationSlots[channel] ?? 0xff) !== 0xff,
      translation: (doc.translationSlots[channel] ?? 0xff) !== 0xff,
      scale: doc.scaleSlots !== null && (doc.scaleSlots[channel] ?? 0xff) !== 0xff,
      bits: null,
    });
  }
  return {
    format: "retro-anim",
    game: doc.game,
    version: 0,
    duration: doc.duration.seconds,
    interval: doc.interval.seconds,
    frameCount: doc.frameCount,
    channelCount: channels.length,
    keyCount: doc.frameCount,
    bitsPerKey: null,
    rotationDivisor: null,
    translationMultiplier: null,
    scaleMultiplier: null,
    looping: null,
    rootBoneId: doc.rootBoneId,
    evntId: doc.evntId,
    scratchSize: null,
    channels,
  };
}

const GAME_TITLE: Record<RetroAnimGame, string> = {
  mp1: "Metroid Prime",
  mp2: "Metroid Prime 2: Echoes",
};

/**
 * Renders {@linkcode RetroAnimInfo} as text lines for a terminal.
 *
 * @example Print
 * ```ts ignore
 * console.log(retroAnimInfoText(retroAnimInfo(doc)).join("\n"));
 * ```
 */
export function retroAnimInfoText(info: RetroAnimInfo): string[] {
  const show = (v: number | boolean | null) => v === null ? "-" : String(v);
  const evnt = info.evntId === null
    ? "- (MP2 keeps events in the ANCS)"
    : `0x${info.evntId.toString(16).padStart(8, "0")}`;
  const lines = [
    `format:        Metroid Prime ANIM version ${info.version} (${
      GAME_TITLE[info.game]
    }, ${info.game})`,
    `duration:      ${readableNumber(info.duration)} s`,
    `interval:      ${readableNumber(info.interval)} s (${(1 / info.interval).toPrecision(6)} fps)`,
    `frames:        ${info.frameCount}`,
    `channels:      ${info.channelCount}`,
    `keys:          ${info.keyCount} per channel`,
    `bits per key:  ${show(info.bitsPerKey)}`,
    `rotation div:  ${show(info.rotationDivisor)}`,
    `translation ×: ${show(info.translationMultiplier)}`,
    `scale ×:       ${show(info.scaleMultiplier)}`,
    `looping:       ${show(info.looping)}`,
    `root bone:     ${info.rootBoneId}`,
    `EVNT id:       ${evnt}`,
  ];
  if (info.scratchSize !== null) lines.push(`scratch size:  ${info.scratchSize}`);
  if (info.channels.length > 0) {
    lines.push("", "bone  rot trans scale  bits (rot xyz / trans xyz / scale xyz)");
    for (const c of info.channels) {
      const b = c.bits === null
        ? ""
        : [0, 3, 6].map((i) => c.bits!.slice(i, i + 3).map((x) => x ?? "-").join(" ")).join(" / ");
      lines.push(
        `${String(c.boneId).padStart(4)}  ${c.rotation ? "yes" : " - "} ${
          c.translation ? " yes " : "  -  "
        } ${c.scale ? " yes " : "  -  "} ${b}`,
      );
    }
  }
  return lines;
}
