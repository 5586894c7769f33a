/**
 * Reads Metroid Prime 1/2 ANIM bytes into a {@linkcode RetroAnimDocument} through the reader
 * generated from `schemas/retro_anim.ksy`, detecting the game.
 *
 * @module
 */
import { RetroAnim } from "../../../generated/retro_anim.js";
import { AnimkitError } from "../../errors.ts";
import { type KaitaiReader, parseKaitai } from "../_kaitai.ts";
import type {
  RetroAnimAttribute,
  RetroAnimChannel,
  RetroAnimDocument,
  RetroAnimGame,
  RetroAnimV0Document,
  RetroAnimV2Document,
} from "./document.ts";
import { asBytes } from "../../io/bytes.ts";

/** Options for {@linkcode readRetroAnim}. */
export interface RetroAnimReadOptions {
  /** Read with this game's layout instead of detecting it. */
  readonly game?: RetroAnimGame;
}

/**
 * Reports whether bytes start like an ANIM file: version 0 or 2 as a big-endian u32.
 *
 * @example Sniff a buffer
 * ```ts
 * import { isRetroAnim } from "./read.ts";
 * import { equal } from "node:assert/strict";
 * equal(isRetroAnim(new Uint8Array(64)), true);
 * equal(isRetroAnim(new Uint8Array([0, 0, 0, 1])), false);
 * ```
 */
export function isRetroAnim(bytes: Uint8Array): boolean {
  if (bytes.length < 0x20) return false;
  return bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 0 && (bytes[3] === 0 || bytes[3] === 2);
}

const GAME_PARAM = { detect: 0, mp1: 1, mp2: 2 } as const;

function reader(game: 0 | 1 | 2): KaitaiReader<RetroAnim> {
  // The generated root type takes the game as a parameter; parseKaitai constructs with the
  // stream only.
  return function (io: ConstructorParameters<typeof RetroAnim>[0]) {
    return new RetroAnim(io, undefined, undefined, game);
  } as unknown as KaitaiReader<RetroAnim>;
}

function floats(bytes: Uint8Array): Float32Array {
  const out = new Float32Array(bytes.length >> 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, false);
  return out;
}

function paddingAfter(bytes: Uint8Array, end: number): number | null {
  for (let i = end; i < bytes.length; i++) if (bytes[i] !== 0xff) return null;
  return bytes.length - end;
}

function attribute(raw: RetroAnim.Attribute): RetroAnimAttribute | null {
  const c = raw.components;
  if (raw.numKeys === 0 || c === undefined) return null;
  return {
    keyCount: raw.numKeys,
    initial: [c[0]!.initial, c[1]!.initial, c[2]!.initial],
    bits: [c[0]!.bits, c[1]!.bits, c[2]!.bits],
  };
}

function v0Document(
  raw: RetroAnim.AnimV0,
  game: RetroAnimGame,
  paddingBytes: number,
): RetroAnimV0Document {
  return {
    version: 0,
    game,
    duration: { seconds: raw.duration.seconds, state: raw.duration.state },
    interval: { seconds: raw.interval.seconds, state: raw.interval.state },
    frameCount: raw.numFrames,
    rootBoneId: raw.rootBoneId,
    boneChannels: raw.boneChannels.slots.slice(),
    rotationSlots: raw.rotationSlots?.slots.slice() ?? null,
    translationSlots: raw.translationSlots.slots.slice(),
    scaleSlots: raw.scaleSlots?.slots.slice() ?? null,
    rotationKeys: floats(raw.rotationKeys),
    translationKeys: floats(raw.translationKeys),
    scaleKeys: raw.scaleKeys === undefined ? null : floats(raw.scaleKeys),
    evntId: raw.evntId ?? null,
    paddingBytes,
  };
}

function v2Document(raw: RetroAnim.AnimV2, game: RetroAnimGame): RetroAnimV2Document {
  const channels: RetroAnimChannel[] = raw.channels.map((c) => ({
    boneId: c.boneId ?? 0,
    rotation: attribute(c.rotation),
    translation: attribute(c.translation),
    scale: c.scale === undefined ? null : attribute(c.scale),
  }));
  const mp2 = game === "mp2";
  return {
    version: 2,
    game,
    scratchSize: raw.scratchSize,
    evntId: mp2 ? null : raw.evntId ?? 0,
    unk0: mp2 ? null : raw.unk0 ?? 0,
    mp2Unknown: mp2 ? [raw.mp2UnkA ?? 0, raw.mp2UnkB ?? 0] : null,
    duration: raw.duration,
    interval: raw.interval,
    rootBoneId: raw.rootBoneId,
    looping: raw.looping,
    rotationDivisor: raw.rotationDivisor,
    translationMultiplier: raw.translationMultiplier,
    scaleMultiplier: mp2 ? raw.scaleMultiplier ?? 0 : null,
    boneChannelCount: raw.numBoneChannels,
    unk3: raw.unk3,
    frameCount: raw.numBitmapBits,
    keyBitmap: Uint32Array.from(raw.bitmapWords),
    boneChannelCountRepeat: mp2 ? null : raw.numBoneChannelsRepeat ?? 0,
    channels,
    bitstreamOffset: raw._io.size - raw.bitstream.length,
    bitstream: raw.bitstream.slice(),
  };
}

type V0Attempt =
  | { readonly ok: true; readonly doc: RetroAnimV0Document }
  | { readonly ok: false; readonly error: AnimkitError };

function tryV0(bytes: Uint8Array, game: RetroAnimGame): V0Attempt {
  let raw: RetroAnim;
  try {
    raw = parseKaitai("retro-anim", reader(GAME_PARAM[game]), bytes);
  } catch (error) {
    if (error instanceof AnimkitError) return { ok: false, error };
    throw error;
  }
  const end = raw._io.pos;
  const padding = paddingAfter(bytes, end);
  if (padding === null) {
    return {
      ok: false,
      error: new AnimkitError(
        "retro-anim",
        { kind: "byte", offset: end },
        `${
          bytes.length - end
        } bytes after the ${game.toUpperCase()} version 0 data are not 0xFF padding`,
      ),
    };
  }
  return { ok: true, doc: v0Document(raw.body as RetroAnim.AnimV0, game, padding) };
}

function readV0(bytes: Uint8Array, game: RetroAnimGame | undefined): RetroAnimV0Document {
  if (game !== undefined) {
    const attempt = tryV0(bytes, game);
    if (!attempt.ok) throw attempt.error;
    return attempt.doc;
  }
  // Version 0 does not name its game: take the layout that consumes the file exactly (up to
  // 0xFF padding), as PWE's UncompressedCheckEchoes does (notes-retro.md §2.1).
  const mp1 = tryV0(bytes, "mp1");
  const mp2 = tryV0(bytes, "mp2");
  if (mp1.ok && mp2.ok) return mp2.doc.paddingBytes < mp1.doc.paddingBytes ? mp2.doc : mp1.doc;
  if (mp1.ok) return mp1.doc;
  if (mp2.ok) return mp2.doc;
  const offset = (e: AnimkitError) => e.location.kind === "byte" ? e.location.offset : 0;
  const worst = offset(mp2.error) > offset(mp1.error) ? mp2.error : mp1.error;
  throw new AnimkitError(
    "retro-anim",
    worst.location,
    `neither the MP1 nor the MP2 version 0 layout fits: ${worst.detail}`,
  );
}

/**
 * Parses a Metroid Prime 1/2 ANIM file (version 0 or 2). The game is detected (version 2: MP2 by
 * the 0x0101 bytes at 0x08; version 0: the layout that consumes the file exactly) unless
 * `options.game` names it. Trailing 0xFF padding is accepted. Version 2 key data stays packed:
 * decode it with {@linkcode decodeRetroAnimKeys}.
 *
 * @throws {AnimkitError} for a wrong version, truncated data, counts past the end of the file,
 * more than 100 channels or bit widths over 32.
 *
 * @example Read a file
 * ```ts ignore
 * const doc = readRetroAnim(await Deno.readFile("walk.ANIM"));
 * console.log(doc.game, doc.version);
 * ```
 */
export function readRetroAnim(
  bytes: Uint8Array,
  options: RetroAnimReadOptions = {},
): RetroAnimDocument {
  bytes = asBytes(bytes, "retro-anim");
  if (bytes.length < 4) {
    throw new AnimkitError(
      "retro-anim",
      { kind: "byte", offset: bytes.length },
      "file ends inside the version",
    );
  }
  const version = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (version !== 0 && version !== 2) {
    throw new AnimkitError(
      "retro-anim",
      { kind: "byte", offset: 0 },
      `unsupported version ${version} (this reader knows 0 and 2)`,
    );
  }
  if (version === 0) return readV0(bytes, options.game);
  const raw = parseKaitai(
    "retro-anim",
    reader(options.game === undefined ? 0 : GAME_PARAM[options.game]),
    bytes,
  );
  return v2Document(raw.body as RetroAnim.AnimV2, raw.isMp2 ? "mp2" : "mp1");
}
