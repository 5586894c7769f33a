/**
 * glTF 2.0 (`.gltf` with embedded or side buffers, `.glb`): read into the common model with
 * glTF 2.0 Appendix C's evaluation, and written from it with glTF-Transform.
 *
 * @module
 */
import type { FormatModule, Problem, ReadOptions } from "../format.ts";
import type { ClipTarget } from "../../convert/target.ts";
import { asBytes } from "../../io/bytes.ts";
import { jsonTooDeep } from "./_nesting.ts";
import { gltfFromClips, gltfTarget } from "./from_clip.ts";
import { gltfRewrite } from "./rewrite.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import { isGlb, looksLikeGltfJson, readGltf } from "./read.ts";
import { gltfToClip, gltfToClips } from "./to_clip.ts";
import { gltfInfo } from "./info.ts";

export * from "./from_clip.ts";
export * from "./onto.ts";
export * from "./rewrite.ts";
export * from "./read.ts";
export * from "./curve.ts";
export * from "./to_clip.ts";
export * from "./nodes.ts";
export * from "./info.ts";
export { GLTF_PROFILE } from "./_sampler.ts";

function read(bytes: Uint8Array, options: ReadOptions = {}) {
  return readGltf(bytes, options.resolveUri);
}

/**
 * Deepest nesting of objects and arrays `validate` hands to the Khronos validator, which walks
 * the JSON recursively and overflows the stack on deep nesting. glTF's own structures nest a few
 * levels; only `extras` can go deeper.
 *
 * @example
 * ```ts
 * import { GLTF_MAX_NESTING } from "./mod.ts";
 * import { equal } from "node:assert/strict";
 * equal(GLTF_MAX_NESTING, 512);
 * ```
 */
export const GLTF_MAX_NESTING = 512;

/**
 * Most issues the Khronos validator collects (infos and hints included); it stops checking
 * there. A bound on its work for hostile files, far above what real files have.
 */
const MAX_ISSUES = 10_000;
/** Most errors and warnings listed; the rest are counted in one last problem. */
const MAX_LISTED = 200;

/** The JSON text of a `.gltf` or `.glb` and where it starts in the file. */
function jsonText(bytes: Uint8Array): { json: Uint8Array; start: number } {
  if (!isGlb(bytes) || bytes.length < 20) return { json: bytes, start: 0 };
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(12, true);
  return { json: bytes.subarray(20, 20 + length), start: 20 };
}

/** 1-based line and column (UTF-16 units) of a byte offset in UTF-8 text. */
function lineColumn(text: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (text[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: new TextDecoder().decode(text.subarray(lineStart, offset)).length + 1 };
}

/**
 * JSON nested deeper than {@linkcode GLTF_MAX_NESTING}: an error at the deep value's ancestor a
 * few levels down (with line:column in a `.gltf`), saying where the limit is crossed.
 */
function depthProblem(bytes: Uint8Array): Problem | null {
  const { json, start } = jsonText(bytes);
  const deep = jsonTooDeep(json, GLTF_MAX_NESTING);
  if (deep === null) return null;
  const glb = start > 0;
  const where = glb ? `byte ${start + deep.offset}` : (() => {
    const p = lineColumn(json, deep.offset);
    return `${p.line}:${p.column}`;
  })();
  return {
    severity: "error",
    location: glb
      ? { kind: "pointer", pointer: deep.pointer }
      : { kind: "pointer", pointer: deep.pointer, ...lineColumn(json, deep.pointerOffset) },
    message: `this value nests deeper than ${GLTF_MAX_NESTING} levels (level ${
      GLTF_MAX_NESTING + 1
    } opens at ${where}); the Khronos validator cannot check a file this deep`,
  };
}

/**
 * The Khronos glTF validator's findings (errors and warnings) with their JSON pointers. JSON
 * nested deeper than {@linkcode GLTF_MAX_NESTING} levels is one located error instead (the
 * validator would overflow the stack); a validator that fails is an error that says so. The first
 * 200 errors and warnings are listed, the rest counted in one more problem.
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
  bytes = asBytes(bytes, isGlb(asBytes(bytes, "gltf")) ? "glb" : "gltf");
  const tooDeep = depthProblem(bytes);
  if (tooDeep !== null) return [tooDeep];
  const { default: validator } = await import("npm:gltf-validator@2.0.0-dev.3.10");
  let report;
  try {
    report = await validator.validateBytes(bytes, {
      maxIssues: MAX_ISSUES,
      externalResourceFunction: (uri: string) =>
        options.resolveUri === undefined
          ? Promise.reject(new Error("no folder to read side files from"))
          : Promise.resolve(options.resolveUri(decodeURIComponent(uri))),
    });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return [{
      severity: "error",
      location: { kind: "pointer", pointer: "" },
      message: `the Khronos validator stopped: ${why}`,
    }];
  }
  const issues = report.issues as {
    messages?: {
      code: string;
      message: string;
      severity: number;
      pointer?: string;
      offset?: number;
    }[];
    numErrors?: number;
    numWarnings?: number;
    truncated?: boolean;
  } | undefined;
  const found = (issues?.messages ?? []).filter((m) => m.severity <= 1);
  const problems: Problem[] = found.slice(0, MAX_LISTED).map((m) => ({
    severity: m.severity === 0 ? "error" as const : "warning" as const,
    location: m.pointer !== undefined
      ? { kind: "pointer" as const, pointer: m.pointer }
      : m.offset !== undefined
      ? { kind: "byte" as const, offset: m.offset }
      : { kind: "none" as const },
    message: `${m.message} (${m.code})`,
  }));
  const listedErrors = problems.filter((p) => p.severity === "error").length;
  const moreErrors = Math.max(0, (issues?.numErrors ?? 0) - listedErrors);
  const moreWarnings = Math.max(
    0,
    (issues?.numWarnings ?? 0) - (problems.length - listedErrors),
  );
  for (const [severity, count] of [["error", moreErrors], ["warning", moreWarnings]] as const) {
    if (count === 0) continue;
    problems.push({
      severity,
      location: { kind: "none" },
      message: `${count} more ${severity}s from the Khronos validator are not listed`,
      count,
    });
  }
  if (issues?.truncated === true) {
    problems.push({
      severity: "warning",
      location: { kind: "none" },
      message: `the Khronos validator stopped after ${MAX_ISSUES} issues (infos and hints ` +
        `included); the rest of the file was not checked`,
    });
  }
  return problems;
}

function module(name: "gltf" | "glb", title: string, extension: string): FormatModule {
  const sniff = name === "glb" ? isGlb : looksLikeGltfJson;
  const format: FormatModule = {
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
    rewrite: (bytes, options = {}) => gltfRewrite(bytes, options),
    float32Time: true,
    target: gltfTarget(name) as ClipTarget<unknown>,
    fromClip: (clip, options) => convertClip(clip, format, options),
    fromClips: (clips, options) => gltfFromClips(clips, options, name),
  };
  return format;
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
