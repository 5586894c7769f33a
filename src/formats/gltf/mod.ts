/**
 * glTF 2.0 (`.gltf` with embedded or side buffers, `.glb`): read into the common model with
 * glTF 2.0 Appendix C's evaluation, and written from it with glTF-Transform.
 *
 * @module
 */
import type { FormatModule, Problem, ReadOptions } from "../format.ts";
import { gltfFromClip, gltfFromClips } from "./from_clip.ts";
import { isGlb, looksLikeGltfJson, readGltf } from "./read.ts";
import { gltfToClip, gltfToClips } from "./to_clip.ts";
import { gltfInfo } from "./info.ts";

export * from "./from_clip.ts";
export * from "./read.ts";
export * from "./curve.ts";
export * from "./to_clip.ts";
export * from "./info.ts";
export { GLTF_PROFILE } from "./_sampler.ts";

function read(bytes: Uint8Array, options: ReadOptions = {}) {
  return readGltf(bytes, options.resolveUri);
}

/**
 * The Khronos glTF validator's findings (errors and warnings) with their JSON pointers.
 *
 * @example
 * ```ts ignore
 * const problems = await gltfValidatorProblems(await Deno.readFile("model.glb"));
 * ```
 */
export async function gltfValidatorProblems(
  bytes: Uint8Array,
  options: ReadOptions = {},
): Promise<Problem[]> {
  const { default: validator } = await import("npm:gltf-validator@2.0.0-dev.3.10");
  const report = await validator.validateBytes(bytes, {
    maxIssues: 200,
    externalResourceFunction: (uri: string) =>
      options.resolveUri === undefined
        ? Promise.reject(new Error("no folder to read side files from"))
        : Promise.resolve(options.resolveUri(decodeURIComponent(uri))),
  });
  const messages = (report.issues?.messages ?? []) as {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
    offset?: number;
  }[];
  return messages.filter((m) => m.severity <= 1).map((m) => ({
    severity: m.severity === 0 ? "error" as const : "warning" as const,
    location: m.pointer !== undefined
      ? { kind: "pointer" as const, pointer: m.pointer }
      : m.offset !== undefined
      ? { kind: "byte" as const, offset: m.offset }
      : { kind: "none" as const },
    message: `${m.message} (${m.code})`,
  }));
}

function module(name: "gltf" | "glb", title: string, extension: string): FormatModule {
  const sniff = name === "glb" ? isGlb : looksLikeGltfJson;
  return {
    name,
    title,
    extensions: [extension],
    sniff,
    toClip: (bytes, options = {}) => gltfToClip(read(bytes, options), options),
    toClips: (bytes, options = {}) => gltfToClips(read(bytes, options), options),
    info: (bytes, options = {}) => gltfInfo(read(bytes, options)),
    dump: (bytes, options = {}) => read(bytes, options).json,
    validate: (bytes, options = {}) => {
      // Every animation must read; the Khronos validator adds its findings (`checks`).
      gltfToClips(read(bytes, options));
      return [];
    },
    checks: gltfValidatorProblems,
    fromClip: (clip, options) => gltfFromClip(clip, options, name),
    fromClips: (clips, options) => gltfFromClips(clips, options, name),
  };
}

/**
 * glTF 2.0 JSON (`.gltf`): detected by an `asset.version` of "2.0"; written with the buffer
 * embedded as a data: URI.
 *
 * @example
 * ```ts
 * import { gltfFormat } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(gltfFormat.sniff(new TextEncoder().encode('{"asset": {"version": "2.0"}}')), true);
 * ```
 */
export const gltfFormat: FormatModule = module("gltf", "glTF 2.0 (JSON)", "gltf");

/**
 * glTF 2.0 binary (`.glb`): detected by its magic number.
 *
 * @example
 * ```ts
 * import { glbFormat } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(glbFormat.sniff(new TextEncoder().encode("glTF")), true);
 * ```
 */
export const glbFormat: FormatModule = module("glb", "glTF 2.0 (binary)", "glb");
