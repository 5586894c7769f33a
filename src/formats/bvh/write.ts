/**
 * Writes a {@linkcode BvhDocument} as BVH text.
 *
 * @module
 */
import type { BvhDocument } from "./document.ts";

/** Options for {@linkcode writeBvh}. */
export interface BvhWriteOptions {
  /**
   * Decimals of each frame value and offset (fixed-point). Default: the shortest text that
   * reads back as the same double, so a document read from a file is written value for value.
   */
  readonly decimals?: number;
  /** Line ending (default: the document's). */
  readonly lineEnding?: "\n" | "\r\n";
}

function formatter(decimals: number | undefined): (v: number) => string {
  if (decimals === undefined) return (v) => (Object.is(v, -0) ? "0" : String(v));
  if (!(Number.isInteger(decimals) && decimals >= 0 && decimals <= 20)) {
    throw new RangeError(`decimals must be a whole number from 0 to 20, not ${decimals}`);
  }
  const zero = (0).toFixed(decimals);
  return (v) => {
    const text = v.toFixed(decimals);
    return text === `-${zero}` ? zero : text;
  };
}

/**
 * BVH text of a document: tab-indented `HIERARCHY`, then `MOTION` with one line per frame.
 *
 * @example Write a one-joint file
 * ```ts
 * import { writeBvh, type BvhDocument } from "@animkit/animkit";
 * import { ok } from "node:assert/strict";
 * const doc: BvhDocument = {
 *   joints: [
 *     { name: "Hips", kind: "root", parent: -1, offset: [0, 0, 0], channels: ["Zrotation"], firstChannel: 0 },
 *     { name: "", kind: "end", parent: 0, offset: [0, 1, 0], channels: [], firstChannel: 1 },
 *   ],
 *   channelCount: 1, frameCount: 2, frameTime: 0.5, values: new Float64Array([0, 90]), lineEnding: "\n",
 * };
 * const text = new TextDecoder().decode(writeBvh(doc));
 * ok(text.includes("\tCHANNELS 1 Zrotation\n") && text.endsWith("Frame Time: 0.5\n0\n90\n"));
 * ```
 */
export function writeBvh(doc: BvhDocument, options: BvhWriteOptions = {}): Uint8Array {
  const eol = options.lineEnding ?? doc.lineEnding;
  const num = formatter(options.decimals);
  const lines: string[] = ["HIERARCHY"];
  const open: number[] = [];
  const indent = (depth: number) => "\t".repeat(depth);
  const close = () => {
    open.pop();
    lines.push(`${indent(open.length)}}`);
  };
  doc.joints.forEach((joint, i) => {
    while (open.length > 0 && open.at(-1) !== joint.parent) close();
    const depth = open.length;
    const offset = `OFFSET ${joint.offset.map(num).join(" ")}`;
    if (joint.kind === "end") {
      lines.push(`${indent(depth)}End Site`, `${indent(depth)}{`);
      lines.push(`${indent(depth + 1)}${offset}`, `${indent(depth)}}`);
      return;
    }
    lines.push(`${indent(depth)}${joint.kind === "root" ? "ROOT" : "JOINT"} ${joint.name}`);
    lines.push(`${indent(depth)}{`);
    lines.push(`${indent(depth + 1)}${offset}`);
    if (joint.channels.length > 0) {
      lines.push(
        `${indent(depth + 1)}CHANNELS ${joint.channels.length} ${joint.channels.join(" ")}`,
      );
    }
    open.push(i);
  });
  while (open.length > 0) close();
  lines.push("MOTION", `Frames: ${doc.frameCount}`, `Frame Time: ${String(doc.frameTime)}`);
  const text = lines.join(eol) + eol;
  const n = doc.channelCount;
  const v = doc.values;
  const frames: string[] = new Array(doc.frameCount);
  const row: string[] = new Array(n);
  for (let f = 0; f < doc.frameCount; f++) {
    for (let c = 0; c < n; c++) row[c] = num(v[f * n + c]!);
    frames[f] = row.join(" ");
  }
  const body = doc.frameCount === 0 ? "" : frames.join(eol) + eol;
  return new TextEncoder().encode(text + body);
}
