/**
 * Resonite AnimX, the binary animation asset: read (plain and LZMA), write (plain), convert
 * to and from AnimJ and the common model.
 *
 * @module
 */
import { exactTrackReports } from "../animj/_reports.ts";
import type { FormatModule, WriteOptions, WriteResult } from "../format.ts";
import type { Clip } from "../../model/clip.ts";
import { startsWith } from "../_sniff.ts";
import { animjDump, animjInfo, animjToClip } from "../animj/to_clip.ts";
import { animjTarget } from "../animj/from_clip.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import { ANIMX_MAGIC, readAnimX } from "./read.ts";
import { writeAnimX } from "./write.ts";

export * from "./read.ts";
export * from "./write.ts";

const CURVE_WARNING =
  "Curve tracks were written with the keyframe order value-then-time (ANIMX_CURVE_VALUE_FIRST), which has not been confirmed in Resonite (notes-animj.md §2.2)";

/**
 * Clip → plain AnimX bytes (matrix tracks are kept; curves exact where keyed, else resampled).
 *
 * @example
 * ```ts
 * import { readAnimX } from "@animkit/animkit";
 * import { animxWriteClip } from "./mod.ts";
 * import { equal } from "node:assert/strict";
 * const result = animxWriteClip({ name: "empty", duration: 2, tracks: [], events: [] });
 * equal(readAnimX(result.bytes).doc.globalDuration, 2);
 * ```
 */
export function animxWriteClip(clip: Clip, options: WriteOptions = {}): WriteResult {
  return convertClip(clip, animxFormat, options);
}

/**
 * AnimX bytes (plain or LZMA) → plain AnimX bytes.
 *
 * @example
 * ```ts ignore
 * const result = animxRewrite(await Deno.readFile("in.animx"));
 * ```
 */
export function animxRewrite(bytes: Uint8Array, _options: WriteOptions = {}): WriteResult {
  const { doc } = readAnimX(bytes);
  const tracks = exactTrackReports(doc);
  const warnings = doc.tracks.some((t) => t.trackType === "Curve") ? [CURVE_WARNING] : [];
  return { bytes: writeAnimX(doc), tracks, warnings };
}

/** The AnimX format module. */
export const animxFormat: FormatModule = {
  name: "animx",
  title: "Resonite AnimX",
  extensions: ["animx"],
  // A .NET string "AnimX": length 5, then the ASCII bytes (notes-animj.md §2.1).
  sniff: (bytes) => startsWith(bytes, ANIMX_MAGIC),
  toClip: (bytes, options) =>
    animjToClip(readAnimX(bytes, { budgets: options?.budgets }).doc, options),
  info: (bytes, options) => {
    const file = readAnimX(bytes, { budgets: options?.budgets });
    const info = animjInfo(file.doc, "AnimX");
    const encoding = ["plain", "LZ4", "LZMA"][file.encoding] ?? String(file.encoding);
    return {
      json: { ...(info.json as Record<string, unknown>), version: file.version, encoding },
      text: [...info.text, `encoding: ${encoding}, version ${file.version}`],
    };
  },
  dump: (bytes, options) => {
    const file = readAnimX(bytes, { budgets: options?.budgets });
    return { version: file.version, encoding: file.encoding, ...(animjDump(file.doc) as object) };
  },
  rewrite: animxRewrite,
  float32Time: true,
  target: animjTarget(true, (doc) => ({
    bytes: writeAnimX(doc),
    warnings: doc.tracks.some((t) => t.trackType === "Curve") ? [CURVE_WARNING] : [],
  })),
  fromClip: animxWriteClip,
};
