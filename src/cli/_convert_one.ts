/**
 * One conversion, bytes in, bytes and report out: the single function `convert` (IN OUT) and every
 * batch job, in-process or in a worker, go through.
 *
 * @module
 */
import { convertClip } from "../convert/convert_clip.ts";
import { AnimkitError } from "../errors.ts";
import type { FormatModule, WriteOptions, WriteResult } from "../formats/format.ts";
import { formatByName } from "../formats/registry.ts";
import { applyBoneMap, type BoneMap } from "../convert/bone_map.ts";
import { chooseFormat, readOptions, UsageError } from "./_common.ts";

/** What one conversion needs besides the input's bytes (all of it can be sent to a worker). */
export interface ConvertRequest {
  /** The input's path as given (`-` for standard input): messages, glTF side files. */
  readonly input: string;
  /** The target format's name (`--to`). */
  readonly target: string;
  /** The command's parsed flags (read options, `--format`, the target's options). */
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  /** The writer's options. */
  readonly options: WriteOptions;
  /** `--bone-map`, read. */
  readonly boneMap?: BoneMap;
}

/** A finished conversion. */
export interface Converted {
  /** The format the input was read as. */
  readonly source: FormatModule;
  /** The format written. */
  readonly target: FormatModule;
  /** The bytes and the per-track report. */
  readonly result: WriteResult;
}

/**
 * Converts `bytes` as `request` asks: detects (or takes `--format`) the source, refuses options
 * the target cannot honour (a usage error), then converts. Nothing is read or written here.
 */
export function convertOne(bytes: Uint8Array, request: ConvertRequest): Converted {
  const { input, values, options, boneMap } = request;
  const source = chooseFormat(bytes, values.format, input);
  const target = formatByName(request.target);
  if (target === undefined) {
    throw new AnimkitError(
      source.name,
      { kind: "none" },
      `writing ${request.target} is not supported yet`,
    );
  }
  checkOptionsFor(source.name, target.name, values);
  return {
    source,
    target,
    result: convert(bytes, source, target, values, options, input, boneMap),
  };
}

function convert(
  bytes: Uint8Array,
  source: FormatModule,
  target: FormatModule,
  values: Readonly<Record<string, string | boolean | undefined>>,
  options: WriteOptions,
  input: string,
  boneMap?: BoneMap,
): WriteResult {
  if (source.name === target.name && source.rewrite !== undefined) {
    return source.rewrite(bytes, { ...readOptions(values, input), ...options });
  }
  if (source.toClip === undefined) {
    throw new AnimkitError(
      source.name,
      { kind: "none" },
      source.noCurvesReason ?? `reading ${source.title} is not supported yet`,
    );
  }
  const clip = source.toClip(bytes, readOptions(values, input));
  return convertClip(boneMap === undefined ? clip : applyBoneMap(clip, boneMap), target, options);
}

/** Targets that reduce keys with `--reduce` (through the model and in a same-format rewrite). */
const REDUCE_TARGETS: readonly string[] = ["mrtk"];
/** Targets with versions to choose, and whether a same-format rewrite honours `--version`. */
const VERSION_TARGETS: Readonly<Record<string, { readonly rewrite: boolean }>> = {
  mrtk: { rewrite: true },
  "retro-anim": { rewrite: true },
  "retro-char": { rewrite: true },
  maya: { rewrite: false },
};

/** Options the target (or the same-format rewrite) would ignore are usage errors. */
export function checkOptionsFor(
  source: string | undefined,
  target: string,
  values: Readonly<Record<string, string | boolean | undefined>>,
): void {
  const rewrite = source === target ? ` (a ${target} → ${target} rewrite)` : "";
  if (values.reduce && !REDUCE_TARGETS.includes(target)) {
    throw new UsageError(
      `--reduce is not available for ${target}${rewrite}; it applies to ${
        REDUCE_TARGETS.join(", ")
      }`,
    );
  }
  if (
    values.reencode && !(target === "retro-anim" && (source === target || source === undefined))
  ) {
    throw new UsageError(
      `--reencode is not available for ${target}${rewrite}; it applies to a retro-anim → retro-anim rewrite`,
    );
  }
  if (typeof values.version === "string") {
    const entry = VERSION_TARGETS[target];
    if (entry === undefined || (source === target && !entry.rewrite)) {
      throw new UsageError(`--version is not available for ${target}${rewrite}`);
    }
  }
}
