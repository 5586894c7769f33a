/**
 * BVH (Biovision Hierarchy) motion capture text: a reader of the joint tree and frames, the
 * players' sample contract (linear positions, shortest-arc slerped rotations) and a writer of the
 * document.
 *
 * @module
 */
import { exactReports } from "../../convert/fit_clip.ts";
import type { FormatModule, Problem, WriteResult } from "../format.ts";
import { isBvh, readBvh } from "./read.ts";
import { bvhToClip } from "./to_clip.ts";
import { bvhInfo, bvhInfoText } from "./info.ts";
import { writeBvh } from "./write.ts";
import type { BvhDocument } from "./document.ts";
import { bvhTarget } from "./from_clip.ts";
import { convertClip } from "../../convert/convert_clip.ts";

export * from "./document.ts";
export * from "./read.ts";
export * from "./to_clip.ts";
export * from "./write.ts";
export * from "./info.ts";
export * from "./from_clip.ts";

/**
 * Problems of a BVH document that reads: joints sharing a name (tracks bind to joints by name,
 * so only the first of them is animated by name) and empty joint names.
 *
 * @example
 * ```ts ignore
 * for (const p of bvhLint(readBvh(bytes))) console.log(p.message);
 * ```
 */
export function bvhLint(doc: BvhDocument): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const j of doc.joints) {
    if (j.kind === "end") continue;
    if (seen.has(j.name)) {
      problems.push({
        severity: "warning",
        location: { kind: "none" },
        message: `more than one joint is named "${j.name}": their tracks share one name`,
      });
    }
    seen.add(j.name);
  }
  return problems;
}

/**
 * The BVH format module.
 *
 * @example Detect and read
 * ```ts
 * import { bvhFormat } from "@animkit/animkit";
 * import { equal, ok } from "node:assert/strict";
 * const bytes = new TextEncoder().encode(
 *   "HIERARCHY\r\nROOT Hips\r\n{\r\n\tOFFSET 0 0 0\r\n\tCHANNELS 3 Xposition Yposition Zposition\r\n}\r\n" +
 *     "MOTION\r\nFrames: 2\r\nFrame Time: 1\r\n0 0 0\r\n1 2 3\r\n",
 * );
 * ok(bvhFormat.sniff(bytes));
 * const clip = bvhFormat.toClip!(bytes);
 * equal(clip.tracks[0]!.property, "position");
 * equal(clip.nodes?.[0]?.name, "Hips");
 * ```
 */
export const bvhFormat: FormatModule = {
  name: "bvh",
  title: "BVH motion capture",
  extensions: ["bvh"],
  // The first token is HIERARCHY (Biovision's layout; every exporter writes it first).
  sniff: isBvh,
  toClip: (bytes, options) =>
    bvhToClip(readBvh(bytes), options?.name === undefined ? {} : { name: options.name }),
  info: (bytes) => {
    const info = bvhInfo(readBvh(bytes));
    return { json: info, text: bvhInfoText(info) };
  },
  dump: (bytes) => readBvh(bytes),
  validate: (bytes) => bvhLint(readBvh(bytes)),
  rewrite: (bytes): WriteResult => {
    // Numbers are written in their shortest exact form: every value reads back unchanged.
    const doc = readBvh(bytes);
    const tracks = exactReports(bvhToClip(doc));
    return { bytes: writeBvh(doc), tracks, warnings: [] };
  },
  target: bvhTarget(),
  fromClip: (clip, options) => convertClip(clip, bvhFormat, options),
};
