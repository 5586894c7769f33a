/**
 * Maya animImportExport `.anim` text: a reader that follows Maya's own, a writer that
 * reproduces Maya 2026 exports byte for byte, and an evaluator with Maya's tangent, segment
 * and infinity rules.
 *
 * @module
 */
import type { FormatModule, Problem } from "../format.ts";
import type { ClipTarget } from "../../convert/target.ts";
import { textHead } from "../_sniff.ts";
import { readMaya } from "./read.ts";
import { mayaToClip } from "./to_clip.ts";
import { mayaInfo, mayaInfoText } from "./info.ts";
import { mayaTarget } from "./from_clip.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import { mayaCurveKeys } from "./document.ts";

export * from "./document.ts";
export * from "./read.ts";
export * from "./curve.ts";
export * from "./to_clip.ts";
export * from "./write.ts";
export * from "./from_clip.ts";
export * from "./info.ts";

/**
 * The Maya `.anim` format module.
 *
 * @example Detect and read
 * ```ts
 * import { mayaFormat } from "@animkit/animkit";
 * import { equal, ok } from "node:assert/strict";
 * const bytes = new TextEncoder().encode(
 *   "animVersion 1.1;\ntimeUnit film;\nanim rotate.rotateZ rotateZ joint1 0 0 0;\n" +
 *     "animData {\n  output angular;\n  keys {\n    0 0 linear linear 1 0 0;\n" +
 *     "    24 90 linear linear 1 0 0;\n  }\n}\n",
 * );
 * ok(mayaFormat.sniff(bytes));
 * const track = mayaFormat.toClip!(bytes).tracks[0]!;
 * equal(track.property, "rotate.rotateZ");
 * equal(track.curve.evaluate(0.5), 45);
 * ```
 */
export const mayaFormat: FormatModule = {
  name: "maya",
  title: "Maya .anim",
  extensions: ["anim"],
  // The first token that is not a comment is `animVersion` (maya-anim.txt); header keywords
  // may come in any order (notes-maya.md §3), so any header keyword followed later by
  // `animVersion` counts too.
  sniff: (bytes) => {
    const head = textHead(bytes);
    for (const line of head.split(/\r?\n/)) {
      const token = line.trim().split(/[\s;]+/)[0] ?? "";
      if (token === "" || token.startsWith("/") || token.startsWith("#")) continue;
      if (token === "animVersion") return true;
      if (
        ["mayaVersion", "timeUnit", "linearUnit", "angularUnit", "startTime", "endTime"]
          .includes(token)
      ) {
        return /(^|[\s;])animVersion[\s]/.test(head);
      }
      return false;
    }
    return false;
  },
  toClip: (bytes, options) => mayaToClip(readMaya(bytes).document, options),
  info: (bytes) => {
    const { document, warnings } = readMaya(bytes);
    const info = mayaInfo(document);
    const notes = warnings.map((w) => ({ line: w.line, column: w.column, message: w.message }));
    return {
      json: { ...info, warnings: notes },
      text: [
        ...mayaInfoText(info),
        ...notes.map((w) => `warning: ${w.line}:${w.column}: ${w.message}`),
      ],
    };
  },
  dump: (bytes) => {
    const { document, warnings } = readMaya(bytes);
    return {
      header: document.header,
      lineEnding: document.lineEnding,
      tangentWords: document.tangentWords,
      items: document.items.map((item) => ({
        ...item,
        data: item.data === null
          ? null
          : { ...item.data, keys: mayaCurveKeys(document, item.data) },
      })),
      warnings,
    };
  },
  validate: (bytes) => {
    const { warnings } = readMaya(bytes);
    return warnings.map((w): Problem => ({
      severity: "warning",
      location: { kind: "text", line: w.line, column: w.column },
      message: w.message,
    }));
  },
  rewrite: (bytes) => {
    // The whole file is read and checked; nothing changes in a same-format rewrite, so every
    // byte is kept (third-party spellings such as `1.0` and `-0.0` included). Edited documents
    // are written with `writeMaya`, in Maya's own spelling.
    const { document, warnings } = readMaya(bytes);
    return {
      bytes: bytes.slice(),
      tracks: document.items.filter((item) => item.data !== null).map((item) => ({
        node: item.node,
        property: item.attribute,
        mapping: "exact" as const,
        keysBefore: item.data!.keyCount,
        keysAfter: item.data!.keyCount,
        maxError: 0,
      })),
      warnings: warnings.map((w) => `${w.line}:${w.column}: ${w.message}`),
    };
  },
  target: mayaTarget as ClipTarget<unknown>,
  fromClip: (clip, options) => convertClip(clip, mayaFormat, options),
};
