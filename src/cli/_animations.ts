/**
 * `convert --animation all` for targets that hold one animation per file: an input with several
 * animations (glTF) is read first, and each animation becomes its own job, written as
 * `STEM.ANIMATION.EXT`.
 *
 * @module
 */
import { formatByName } from "../formats/registry.ts";
import type { AnimationPick } from "./_convert_one.ts";
import { chooseFormat, readInput, readOptions, UsageError } from "./_common.ts";

/** Longest animation name part of an output's name. */
const MAX_NAME = 100;

/**
 * An animation's name as part of a file name: letters, digits, `.`, `_` and `-` kept, anything
 * else `_` (`Run/Fast` → `Run_Fast`), at most 100 characters; `animation_<index>` when empty.
 */
export function fileSafeName(name: string, index: number): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, MAX_NAME);
  return safe === "" ? `animation_${index}` : safe;
}

/** One animation of an input and the name part of its output (`Walk`, `Walk-2`). */
export interface AnimationFile {
  /** The animation. */
  readonly pick: AnimationPick;
  /** File-safe and unique within the input (case-insensitively: `-2`, `-3`, … on repeats). */
  readonly part: string;
}

/** What {@linkcode splitAnimations} read. */
export interface AnimationSplit {
  /** The input's bytes. */
  readonly bytes: Uint8Array;
  /** One entry per animation, or undefined when the input converts as one job. */
  readonly files?: readonly AnimationFile[];
}

/**
 * `--animation all`: reads `input` and lists its animations when there are several and the
 * target holds one per file (glTF and GLB hold them all: one job). Read errors are thrown.
 */
export async function splitAnimations(
  input: string,
  target: string,
  values: Readonly<Record<string, string | boolean | undefined>>,
): Promise<AnimationSplit> {
  const bytes = await readInput(input, { ...values });
  const source = chooseFormat(bytes, values.format, input);
  if (source.toClips === undefined || formatByName(target)?.fromClips !== undefined) {
    return { bytes };
  }
  const { animation: _, ...read } = readOptions({ ...values }, input);
  const clips = source.toClips(bytes, read);
  if (clips.length < 2) return { bytes };
  const taken = new Set<string>();
  const files = clips.map((clip, index) => {
    const base = fileSafeName(clip.name, index);
    let part = base;
    for (let n = 2; taken.has(part.toLowerCase()); n++) part = `${base}-${n}`;
    taken.add(part.toLowerCase());
    return { pick: { index, name: clip.name }, part };
  });
  return { bytes, files };
}

/**
 * Like {@linkcode splitAnimations} for a batch input: an input that does not read converts as one
 * job (its conversion reports why); usage errors are thrown.
 */
export async function batchAnimations(
  input: string,
  target: string,
  values: Readonly<Record<string, string | boolean | undefined>>,
): Promise<readonly AnimationFile[] | undefined> {
  try {
    return (await splitAnimations(input, target, values)).files;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    return undefined;
  }
}
