/**
 * The same-format rewrite of an ANIM file: through its document, keeping its bytes where it can.
 *
 * @module
 */
import { curveKeyCount } from "../../model/clip.ts";
import type { TrackReport, WriteOptions, WriteResult } from "../format.ts";
import type { RetroAnimV2Document } from "./document.ts";
import { readRetroAnim } from "./read.ts";
import { decodeRetroAnimKeys, retroAnimV2Layout } from "./decode.ts";
import { retroAnimToClip } from "./to_clip.ts";
import { writeRetroAnimV2 } from "./write.ts";
import { retroAnimFromClip } from "./from_clip.ts";
import { versionOption } from "./_channels.ts";

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
  const version = versionOption(options.version) ?? doc.version;
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
