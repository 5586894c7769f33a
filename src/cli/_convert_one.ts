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
import type { Clip } from "../model/clip.ts";
import { chooseFormat, readOptions, UsageError } from "./_common.ts";

/** One animation of an input with several (`--animation all`): its index and name. */
export interface AnimationPick {
  /** Its 0-based index among the file's animations. */
  readonly index: number;
  /** Its name as read (`animation_<index>` when it has none). */
  readonly name: string;
}

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
  /** `--animation all` with a file per animation: the one this conversion writes. */
  readonly animation?: AnimationPick;
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
  const source = chooseFormat(bytes, request.values.format, request.input);
  const target = formatByName(request.target);
  if (target === undefined) {
    throw new AnimkitError(
      source.name,
      { kind: "none" },
      `writing ${request.target} is not supported yet`,
    );
  }
  checkOptionsFor(source.name, target.name, request.values);
  return { source, target, result: convert(bytes, source, target, request) };
}

function convert(
  bytes: Uint8Array,
  source: FormatModule,
  target: FormatModule,
  request: ConvertRequest,
): WriteResult {
  const { input, values, options, boneMap, animation: pick } = request;
  const reduceThroughModel = values.reduce === true && KEPT_REWRITES.includes(target.name);
  if (
    source.name === target.name && source.rewrite !== undefined && pick === undefined &&
    !reduceThroughModel
  ) {
    return source.rewrite(bytes, { ...readOptions(values, input), ...options });
  }
  if (source.toClip === undefined) {
    throw new AnimkitError(
      source.name,
      { kind: "none" },
      source.noCurvesReason ?? `reading ${source.title} is not supported yet`,
    );
  }
  const mapped = (clip: Clip) => (boneMap === undefined ? clip : applyBoneMap(clip, boneMap));
  const read = readOptions(values, input);
  if (values.animation === "all" || pick !== undefined) {
    const { animation: _, ...every } = read;
    const clips = source.toClips?.(bytes, every) ?? [source.toClip(bytes, every)];
    if (pick !== undefined) {
      const clip = clips[pick.index];
      if (clip?.name !== pick.name) {
        throw new AnimkitError(
          source.name,
          { kind: "none" },
          `animation ${pick.index} is no longer "${pick.name}": the file changed while converting`,
        );
      }
      const result = convertClip(mapped(clip), target, options);
      return { ...result, tracks: result.tracks.map((t) => ({ ...t, animation: clip.name })) };
    }
    if (clips.length === 1) return convertClip(mapped(clips[0]!), target, options);
    if (target.fromClips !== undefined) return target.fromClips(clips.map(mapped), options);
    throw new UsageError(
      `the file has ${clips.length} animations and ${target.name} holds one: --animation all ` +
        "writes a file per animation; name OUT instead of -",
    );
  }
  if (read.animation !== undefined || source.toClips === undefined) {
    return convertClip(mapped(source.toClip(bytes, read)), target, options);
  }
  // Without --animation, the first animation; the others are named.
  const [first, ...others] = source.toClips(bytes, read);
  const result = convertClip(mapped(first!), target, options);
  if (others.length === 0) return result;
  return { ...result, warnings: [...result.warnings, notConverted(first!, others)] };
}

/** The warning that names the animations a conversion left out (the first ten). */
function notConverted(first: Clip, others: readonly Clip[]): string {
  const names = others.slice(0, 10).map((c) => `"${c.name}"`).join(", ");
  const more = others.length > 10 ? ` and ${others.length - 10} more` : "";
  return `the file has ${others.length + 1} animations; converted the first ("${first.name}"), ` +
    `not ${names}${more} (use --animation NAME, or --animation all)`;
}

/** Same-format rewrites that keep the file as read: `--reduce` goes through the model there. */
const KEPT_REWRITES: readonly string[] = [
  "maya",
  "unity-clip",
  "animj",
  "animx",
  "bvh",
  "retro-anim",
];
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
  if (values.reduce && target === "retro-char") {
    throw new UsageError(`--reduce is not available for ${target}${rewrite}; it holds no curves`);
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
