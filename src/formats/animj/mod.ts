/**
 * Resonite AnimJ (JSON): located validation, Resonite lints, `--fix`, reading, evaluation and
 * writing.
 *
 * @module
 */
import { exactTrackReports } from "./_reports.ts";
import type { FormatModule, WriteOptions, WriteResult } from "../format.ts";
import type { Clip } from "../../model/clip.ts";
import { textHead } from "../_sniff.ts";
import { validateAnimJDocument } from "./validate.ts";
import { readAnimJ } from "./read.ts";
import { readAnimJBytes } from "./_read_bytes.ts";
import { asBytes } from "../../io/bytes.ts";
import { animjDump, animjInfo, animjToClip } from "./to_clip.ts";
import { writeAnimJ } from "./write.ts";
import { animjTarget } from "./from_clip.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import { fixAnimJ } from "./fix.ts";

export * from "./document.ts";
export * from "./validate.ts";
export * from "./read.ts";
export * from "./curve.ts";

export * from "./to_clip.ts";
export * from "./write.ts";
export * from "./from_clip.ts";
export * from "./fix.ts";
export type { AnimJLint } from "./lint.ts";

/**
 * Clip → AnimJ bytes with a report per track.
 *
 * @example
 * ```ts
 * import { animjWriteClip } from "./mod.ts";
 * import { equal } from "node:assert/strict";
 * const result = animjWriteClip({ name: "empty", duration: 1, tracks: [], events: [] });
 * equal(new TextDecoder().decode(result.bytes), '{"name": "empty", "globalDuration": 1, "tracks": []}');
 * ```
 */
export function animjWriteClip(clip: Clip, options: WriteOptions = {}): WriteResult {
  return convertClip(clip, animjFormat, options);
}

/**
 * AnimJ bytes → Resonite-safe AnimJ bytes (key order, explicit interpolation, globalDuration,
 * Bezier tracks written as Curve).
 *
 * @example
 * ```ts
 * import { animjRewrite } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const text = '{"tracks":[{"data":{"keyframes":[{"time":2,"value":1}]},"trackType":"Discrete","valueType":"int"}]}';
 * const out = new TextDecoder().decode(animjRewrite(new TextEncoder().encode(text)).bytes);
 * equal(out.includes('"globalDuration": 2'), true);
 * ```
 */
export function animjRewrite(bytes: Uint8Array, options: WriteOptions = {}): WriteResult {
  const doc = readAnimJ(bytes);
  const warnings: string[] = [];
  for (const t of doc.tracks) {
    if (t.trackType === "Bezier") {
      t.trackType = "Curve";
      warnings.push(
        `${t.node}.${t.property}: Bezier track written as Curve (Resonite does not import Bezier)`,
      );
    }
  }
  const tracks = exactTrackReports(doc);
  return { bytes: writeAnimJ(doc, { pretty: options.pretty }), tracks, warnings };
}

/** The AnimJ format module. */
export const animjFormat: FormatModule = {
  name: "animj",
  title: "Resonite AnimJ",
  extensions: ["animj", "json"],
  sniff: (bytes) => textHead(bytes, 256).trimStart().startsWith("{"),
  validate: validateAnimJDocument,
  fix: fixAnimJ,
  // Read with the numbers as the clip's curves keep them (float32), when the file is clean.
  toClip: (bytes, options) =>
    animjToClip(readAnimJBytes(asBytes(bytes, "animj"), true) ?? readAnimJ(bytes), options),
  info: (bytes) => animjInfo(readAnimJ(bytes)),
  dump: (bytes) => animjDump(readAnimJ(bytes)),
  rewrite: animjRewrite,
  float32Time: true,
  target: animjTarget(false, (doc, options) => ({
    bytes: writeAnimJ(doc, { pretty: options.pretty }),
    warnings: [],
  })),
  fromClip: animjWriteClip,
};
