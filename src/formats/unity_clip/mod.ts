/**
 * Unity AnimationClip (`.anim`, YAML): read, evaluate as Unity does, rewrite byte for byte,
 * write from any clip.
 *
 * @module
 */
import { exactReports } from "../../convert/fit_clip.ts";
import type { FormatModule, ReadOptions, WriteOptions, WriteResult } from "../format.ts";
import type { UnityClipDocument } from "./document.ts";
import { asBytes } from "../../io/bytes.ts";
import { isUnityYaml, readUnityClip } from "./read.ts";
import { unityClipToClip } from "./to_clip.ts";
import { unityClipInfo } from "./info.ts";
import { writeUnityClipBytes } from "./write.ts";
import { unityClipTarget } from "./from_clip.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import type { ClipTarget } from "../../convert/target.ts";

export * from "./document.ts";
export * from "./read.ts";
export * from "./to_clip.ts";
export * from "./info.ts";
export * from "./write.ts";
export * from "./from_clip.ts";

/** Bytes (never text: format modules take bytes) → document. */
function read(bytes: Uint8Array, options?: ReadOptions): UnityClipDocument {
  const input = asBytes(bytes, "unity-clip");
  return readUnityClip(input, options?.budgets === undefined ? {} : { budgets: options.budgets });
}

/** Clip → clip through the document: the file's own bytes, every track carried exactly. */
function rewriteUnityClip(bytes: Uint8Array, options: WriteOptions = {}): WriteResult {
  const doc = readUnityClip(
    bytes,
    options.budgets === undefined ? {} : { budgets: options.budgets },
  );
  const out = writeUnityClipBytes(doc);
  const clip = unityClipToClip(doc);
  const tracks = exactReports(clip);
  return { bytes: out, tracks, warnings: [] };
}

/** The Unity AnimationClip format module. */
export const unityClipFormat: FormatModule = {
  name: "unity-clip",
  title: "Unity AnimationClip",
  extensions: ["anim"],
  sniff: isUnityYaml,
  toClip: (bytes, options) =>
    unityClipToClip(
      read(bytes, options),
      {
        ...(options?.name === undefined ? {} : { name: options.name }),
        ...(options?.normalize ? { normalize: true } : {}),
      },
    ),
  info: (bytes, options) => unityClipInfo(read(bytes, options)),
  dump: (bytes, options) => {
    const doc = read(bytes, options);
    const { source: _source, ...rest } = doc;
    return rest;
  },
  rewrite: rewriteUnityClip,
  float32Time: true,
  target: unityClipTarget as ClipTarget<unknown>,
  fromClip: (clip, options) => convertClip(clip, unityClipFormat, options),
};
