/**
 * Writing a subcommand's output file: atomically, never over an input, with one wording for
 * failures (`cannot write OUT: …`, exit 1) shared by `convert`, `plot --out` and `validate --fix`.
 *
 * @module
 */
import {
  type AtomicWriteOptions,
  OutputCollisionError,
  OutputExistsError,
  staleTempFilesOf,
  writeFileAtomic,
} from "../io/atomic_write.ts";
import { OutputError, outputError } from "../io/output_error.ts";
import { type CliIo, UsageError } from "./_common.ts";
import { FORMATS } from "../formats/registry.ts";

/**
 * Writes `data` to `path` atomically. An output that would replace an input is a usage error
 * (exit 2); any other failure is an `OutputError` (exit 1) naming `path` only. With
 * `overwrite: false` (the CLI without `--force`) an output that another program created while
 * this one worked is left alone and the write fails.
 */
export async function writeOutput(
  path: string,
  data: Uint8Array | AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  inputs: readonly string[] = [],
  options: AtomicWriteOptions = {},
): Promise<void> {
  try {
    await writeFileAtomic(path, data, inputs, options);
  } catch (error) {
    if (error instanceof OutputCollisionError) throw new UsageError(error.message);
    if (error instanceof OutputExistsError) {
      throw new OutputError(
        path,
        "it was created by another program while this run was converting; it was left as it is (use --force to replace it)",
      );
    }
    throw outputError(path, error);
  }
}

/**
 * Whether standard input is the file at `path` (same device and inode): `convert - OUT < OUT`
 * would replace its own input. Where standard input has no path (`/dev/stdin`), false.
 */
export async function stdinIs(path: string): Promise<boolean> {
  if (Deno.build.os === "windows") return false;
  try {
    const [stdin, file] = await Promise.all([Deno.stat("/dev/stdin"), Deno.stat(path)]);
    return stdin.isFile && stdin.ino !== null && stdin.dev === file.dev && stdin.ino === file.ino;
  } catch {
    return false;
  }
}

/**
 * The target a file name asks for: the one format of `targets` whose extensions include OUT's.
 * A name no target or several targets claim is a usage error that says which (`.anim` is Maya,
 * Unity and Metroid Prime ANIM) and asks for `--to`.
 */
export function targetFromPath(path: string, targets: readonly string[]): string {
  const ext = /\.([^./\\]+)$/.exec(path)?.[1]?.toLowerCase();
  const claims = ext === undefined
    ? []
    : FORMATS.filter((f) => targets.includes(f.name) && f.extensions.includes(ext))
      .map((f) => f.name).sort();
  if (claims.length === 1) return claims[0]!;
  const why = ext === undefined
    ? "it has no extension"
    : claims.length === 0
    ? `no target format uses .${ext}`
    : `.${ext} is used by ${claims.slice(0, -1).join(", ")} and ${claims.at(-1)}`;
  throw new UsageError(
    `cannot tell the target format from "${path}": ${why}; use --to FORMAT (${targets.join(", ")})`,
  );
}

/** The extension a batch gives the outputs of `target`: the format's first (`maya` → `anim`). */
export function outputExtension(target: string): string {
  const format = FORMATS.find((f) => f.name === target);
  if (format === undefined || format.extensions.length === 0) {
    throw new UsageError(`no file extension is known for ${target}`);
  }
  return format.extensions[0]!;
}

/** Whether something exists at `path` (a broken link counts). */
export async function exists(path: string): Promise<boolean> {
  try {
    await Deno.lstat(path);
    return true;
  } catch {
    return false;
  }
}

/** Notes on stderr for temporary files an interrupted run left beside any of `paths`. */
export async function noteStale(paths: readonly string[], io: CliIo): Promise<void> {
  const found = await staleTempFilesOf(paths);
  paths.forEach((path, i) => {
    for (const stale of found[i]!) {
      io.err(
        `note: ${stale} was left by an interrupted animkit run; remove it unless a run is writing ${path} now\n`,
      );
    }
  });
}

/** Refuses (usage error) outputs that already exist, unless `--force`. */
export async function refuseExisting(paths: readonly string[], force: boolean): Promise<void> {
  if (force) return;
  const existing: string[] = [];
  for (const path of paths) if (await exists(path)) existing.push(path);
  if (existing.length === 0) return;
  const shown = existing.slice(0, 10).join(", ");
  const more = existing.length > 10 ? ` and ${existing.length - 10} more` : "";
  throw new UsageError(
    `${
      existing.length === 1 ? "output exists" : "outputs exist"
    }: ${shown}${more}; use --force to overwrite`,
  );
}
