/**
 * Metroid Prime 1/2 ANIM (versions 0 and 2), big-endian: reader with game detection, bitstream
 * decoding, runtime-exact sampling and writers.
 *
 * @module
 */
import type { FormatModule, ReadOptions } from "../format.ts";
import { isRetroAnim, readRetroAnim } from "./read.ts";
import { decodeRetroAnimKeys } from "./decode.ts";
import { retroAnimToClip } from "./to_clip.ts";
import { retroAnimInfo, retroAnimInfoText } from "./info.ts";
import { retroAnimTarget } from "./from_clip.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import type { ClipTarget } from "../../convert/target.ts";
import { retroAnimRewrite } from "./rewrite.ts";
import { retroAnimProblems } from "./validate.ts";
import { readRetroCinf } from "../retro_cinf/read.ts";

export * from "./document.ts";
export * from "./read.ts";
export * from "./decode.ts";
export * from "./curve.ts";
export * from "./to_clip.ts";
export * from "./info.ts";
export * from "./write.ts";
export * from "./encode.ts";
export * from "./from_clip.ts";
export * from "./rewrite.ts";
export * from "./validate.ts";

function read(bytes: Uint8Array, options: ReadOptions | undefined) {
  return readRetroAnim(bytes, options?.game === undefined ? {} : { game: options.game });
}

/** The Metroid Prime 1/2 ANIM format module. */
export const retroAnimFormat: FormatModule = {
  name: "retro-anim",
  title: "Metroid Prime 1/2 ANIM",
  extensions: ["anim"],
  // The first u32 is the version: 0 (uncompressed) or 2 (bitstream); retro-anim-mp1-mp2.txt.
  sniff: isRetroAnim,
  toClip: (bytes, options) => {
    const doc = read(bytes, options);
    const cinf = options?.skeleton === undefined ? undefined : readRetroCinf(
      options.skeleton,
      options.game === undefined ? {} : { game: options.game },
    );
    return retroAnimToClip(doc, { ...options, ...(cinf === undefined ? {} : { cinf }) });
  },
  info: (bytes, options) => {
    const doc = read(bytes, options);
    // The same complete read as validate and sample: a file info describes is one they accept.
    decodeRetroAnimKeys(doc);
    const info = retroAnimInfo(doc);
    return { json: info, text: retroAnimInfoText(info) };
  },
  dump: (bytes, options) => {
    const doc = read(bytes, options);
    return { document: doc, keys: decodeRetroAnimKeys(doc) };
  },
  validate: (bytes, options) => retroAnimProblems(readRetroAnim(bytes, options)),
  rewrite: (bytes, options) => retroAnimRewrite(bytes, options),
  target: retroAnimTarget as ClipTarget<unknown>,
  fromClip: (clip, options) => convertClip(clip, retroAnimFormat, options),
};
