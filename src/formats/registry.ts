/**
 * The list of formats, content detection and lookup by name.
 *
 * @module
 */
import { AnimkitError, type FormatName } from "../errors.ts";
import type { FormatModule } from "./format.ts";
import type { Clip } from "../model/clip.ts";
import { mrtkFormat } from "./mrtk/mod.ts";
import { animxFormat } from "./animx/mod.ts";
import { retroCharFormat } from "./retro_char/mod.ts";
import { retroAnimFormat } from "./retro_anim/mod.ts";
import { mayaFormat } from "./maya/mod.ts";
import { animjFormat } from "./animj/mod.ts";
import { glbFormat, gltfFormat } from "./gltf/mod.ts";
import { unityClipFormat } from "./unity_clip/mod.ts";
import { bvhFormat } from "./bvh/mod.ts";
import { retroCinfFormat } from "./retro_cinf/mod.ts";
import { asBytes } from "../io/bytes.ts";
import { asOptions, describeValue } from "../io/_arguments.ts";

/** Every format, in detection order (the most specific magic first). */
export const FORMATS: readonly FormatModule[] = [
  mrtkFormat,
  animxFormat, // before retro-char: both start with 0x05
  retroCharFormat,
  retroAnimFormat,
  mayaFormat,
  unityClipFormat, // `.anim` like Maya and ANIM: Unity YAML starts with %YAML
  glbFormat,
  gltfFormat, // before AnimJ: both are JSON objects; glTF says asset.version "2.0"
  animjFormat,
  bvhFormat, // first token HIERARCHY
  retroCinfFormat, // no magic: last, checked by reading the whole (small) file
];

/** Names of the formats animkit reads (what `--format` accepts). */
export const FORMAT_NAMES: readonly FormatName[] = FORMATS
  .filter((f) => f.toClip !== undefined || f.info !== undefined || f.dump !== undefined)
  .map((f) => f.name);

/**
 * Looks a format up by name.
 *
 * @example Find MRTK
 * ```ts
 * import { formatByName } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(formatByName("mrtk")?.title, "MRTK input animation");
 * ```
 */
export function formatByName(name: string): FormatModule | undefined {
  return FORMATS.find((f) => f.name === name);
}

/**
 * Detects a file's format from its content.
 *
 * @throws {AnimkitError} when no format matches.
 *
 * @example Detect MRTK by its magic number
 * ```ts
 * import { detectFormat } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const bytes = new Uint8Array([0xc6, 0x42, 0x9e, 0x0f, 0x6e, 0xaf, 0x8f, 0x6a, 1, 0, 0, 0, 0, 0, 0, 0]);
 * equal(detectFormat(bytes).name, "mrtk");
 * ```
 */
export function detectFormat(bytes: Uint8Array): FormatModule {
  bytes = asBytes(bytes, "input");
  const found = FORMATS.find((f) => f.sniff(bytes));
  if (found === undefined) {
    throw new AnimkitError(
      "input",
      { kind: "byte", offset: 0 },
      `unrecognised content; name the format with --format (${FORMAT_NAMES.join(", ")})`,
    );
  }
  return found;
}

/** Options for {@linkcode readClip}. */
export interface ReadClipOptions {
  /** Read as this format instead of detecting it. */
  readonly format?: FormatName;
  /** The clip's name. */
  readonly name?: string;
}

/**
 * Reads any supported file into the common model: detects the format (or takes
 * `options.format`) and converts the document to a {@linkcode Clip}.
 *
 * @throws {AnimkitError} for unrecognised or bad input, a format that cannot be read yet, or
 * options that are not an object or name no format.
 *
 * @example Read a file
 * ```ts ignore
 * const clip = readClip(await Deno.readFile("samples/wave.mrtk.bin"));
 * console.log(clip.tracks.length, clip.duration);
 * ```
 */
export function readClip(bytes: Uint8Array, options?: ReadClipOptions): Clip {
  options = asOptions(options, "readClip options");
  bytes = asBytes(bytes, options.format ?? "input");
  const format = options.format === undefined ? detectFormat(bytes) : formatByName(options.format);
  if (format === undefined) {
    throw new AnimkitError(
      "input",
      { kind: "none" },
      `readClip options.format ${describeValue(options.format)} is not a format; the formats are ${
        FORMAT_NAMES.join(", ")
      }`,
    );
  }
  if (format.toClip === undefined) {
    throw new AnimkitError(
      format.name,
      { kind: "none" },
      `reading ${format.title} is not supported yet`,
    );
  }
  return format.toClip(bytes, options.name === undefined ? {} : { name: options.name });
}

/**
 * Reads every animation of a file into the common model: one clip per animation for formats
 * that hold several (glTF), else the one clip {@linkcode readClip} gives.
 *
 * @throws {AnimkitError} for unrecognised or bad input, or a format that cannot be read yet.
 *
 * @example Every animation of a GLB
 * ```ts ignore
 * const clips = readClips(await Deno.readFile("character.glb"));
 * console.log(clips.map((c) => c.name));
 * ```
 */
export function readClips(bytes: Uint8Array, options: ReadClipOptions = {}): Clip[] {
  bytes = asBytes(bytes, options.format ?? "input");
  const format = options.format === undefined ? detectFormat(bytes) : formatByName(options.format);
  if (format?.toClips === undefined) return [readClip(bytes, options)];
  return format.toClips(bytes, options.name === undefined ? {} : { name: options.name });
}
