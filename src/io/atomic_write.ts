/**
 * Writes output files atomically: the bytes go to a temporary file beside the output
 * (`.NAME.animkit-tmp-XXXXXX`), are flushed to disk, and the file is renamed over the output. An
 * input is never overwritten; the temporary file is removed on error and on SIGINT/SIGTERM.
 *
 * @module
 */
import { basename, dirname, join, resolve } from "node:path";

/** What marks a temporary file as one of animkit's: `.NAME` + this + six hex digits. */
export const TEMP_MARKER = ".animkit-tmp-";

/** The longest file name most file systems take (NAME_MAX, in bytes). */
const NAME_MAX = 255;
/** Hex digits of randomness in a temporary name. */
const TEMP_RANDOM = 6;
const TEMP_PATTERN = new RegExp(`^\\.(.*)${TEMP_MARKER.replaceAll(".", "\\.")}[0-9a-f]{6}$`, "s");

/** The real path of `path`, links resolved; a path that does not exist yet, resolved as text. */
export async function realOrResolved(path: string): Promise<string> {
  try {
    return await Deno.realPath(path);
  } catch {
    // A new file: resolve its folder (which may be a link) and keep the name.
    try {
      return join(await Deno.realPath(dirname(resolve(path))), basename(path));
    } catch {
      return resolve(path);
    }
  }
}

/** `name` cut to at most `bytes` UTF-8 bytes without splitting a character. */
function truncateUtf8(name: string, bytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(name).length <= bytes) return name;
  let out = "";
  let used = 0;
  for (const ch of name) {
    const n = encoder.encode(ch).length;
    if (used + n > bytes) break;
    out += ch;
    used += n;
  }
  return out;
}

/**
 * The temporary name for an output named `name`, with `random` as its suffix: `.NAME` and the
 * marker, NAME cut so the whole fits in 255 bytes (so outputs named up to 255 bytes work).
 *
 * @example A short name and a long one
 * ```ts
 * import { tempNameFor } from "./atomic_write.ts";
 * import { equal } from "node:assert/strict";
 * equal(tempNameFor("out.animj", "0a1b2c"), ".out.animj.animkit-tmp-0a1b2c");
 * equal(new TextEncoder().encode(tempNameFor("x".repeat(255), "0a1b2c")).length, 255);
 * ```
 */
export function tempNameFor(name: string, random: string): string {
  const room = NAME_MAX - 1 - TEMP_MARKER.length - random.length;
  return `.${truncateUtf8(name, room)}${TEMP_MARKER}${random}`;
}

/**
 * Temporary files animkit left beside `path` (same folder, the name's pattern), e.g. from a run
 * killed with SIGKILL. They are reported, never deleted: another run may be writing them.
 *
 * @example Look for leftovers
 * ```ts
 * import { staleTempFiles } from "./atomic_write.ts";
 * import { deepEqual } from "node:assert/strict";
 * const dir = await Deno.makeTempDir();
 * await Deno.writeFile(`${dir}/.a.bin.animkit-tmp-00ff00`, new Uint8Array(1));
 * deepEqual(await staleTempFiles(`${dir}/a.bin`), [`${dir}/.a.bin.animkit-tmp-00ff00`]);
 * ```
 */
export async function staleTempFiles(path: string): Promise<string[]> {
  return (await staleTempFilesOf([path]))[0]!;
}

/**
 * {@linkcode staleTempFiles} for many outputs at once, in their order; each folder is read once
 * (a batch's outputs share one).
 *
 * @example Leftovers of two outputs in one folder
 * ```ts
 * import { staleTempFilesOf } from "./atomic_write.ts";
 * import { deepEqual } from "node:assert/strict";
 * const dir = await Deno.makeTempDir();
 * await Deno.writeFile(`${dir}/.b.bin.animkit-tmp-00ff00`, new Uint8Array(1));
 * deepEqual(await staleTempFilesOf([`${dir}/a.bin`, `${dir}/b.bin`]), [
 *   [],
 *   [`${dir}/.b.bin.animkit-tmp-00ff00`],
 * ]);
 * ```
 */
export async function staleTempFilesOf(paths: readonly string[]): Promise<string[][]> {
  // Folder → the temporary-name prefix of each output in it → the leftovers found.
  const folders = new Map<string, Map<string, string[]>>();
  const wanted = paths.map((path) => {
    const dir = dirname(path);
    const prefix = tempNameFor(basename(path), "0".repeat(TEMP_RANDOM)).slice(
      0,
      -(TEMP_MARKER.length + TEMP_RANDOM),
    );
    const prefixes = folders.get(dir) ?? new Map<string, string[]>();
    folders.set(dir, prefixes);
    prefixes.set(prefix, []);
    return { dir, prefix };
  });
  for (const [dir, prefixes] of folders) {
    try {
      for await (const entry of Deno.readDir(dir)) {
        const match = TEMP_PATTERN.exec(entry.name);
        if (entry.isFile && match !== null) {
          prefixes.get(`.${match[1]}`)?.push(join(dir, entry.name));
        }
      }
    } catch {
      for (const found of prefixes.values()) found.length = 0; // no folder yet: nothing left there
    }
  }
  return wanted.map(({ dir, prefix }) => [...folders.get(dir)!.get(prefix)!].sort());
}

// Temporary files being written now, removed if the process is told to stop.
const live = new Set<string>();
let listening = false;
const SIGNALS: readonly Deno.Signal[] = Deno.build.os === "windows"
  ? ["SIGINT"]
  : ["SIGINT", "SIGTERM"];

function onSignal(signal: Deno.Signal): () => void {
  return () => {
    removeLiveTempFiles();
    // The usual exit status of a process ended by a signal: 128 + its number.
    Deno.exit(signal === "SIGINT" ? 130 : 143);
  };
}
const HANDLERS = new Map(SIGNALS.map((s) => [s, onSignal(s)] as const));

/**
 * Removes every temporary file a write in this process has under way (what the SIGINT/SIGTERM
 * handlers do before exiting); returns the paths it removed.
 *
 * @example Nothing under way
 * ```ts
 * import { removeLiveTempFiles } from "./atomic_write.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(removeLiveTempFiles(), []);
 * ```
 */
export function removeLiveTempFiles(): string[] {
  const removed: string[] = [];
  for (const path of live) {
    try {
      Deno.removeSync(path);
      removed.push(path);
    } catch {
      // already gone
    }
  }
  live.clear();
  return removed;
}

function track(path: string): void {
  live.add(path);
  if (listening) return;
  listening = true;
  for (const [signal, handler] of HANDLERS) Deno.addSignalListener(signal, handler);
}

function untrack(path: string): void {
  live.delete(path);
  if (live.size > 0 || !listening) return;
  listening = false;
  for (const [signal, handler] of HANDLERS) Deno.removeSignalListener(signal, handler);
}

/** Whether SIGINT/SIGTERM handlers are installed now (only while a write is under way). */
export function signalCleanupActive(): boolean {
  return listening;
}

/** Raised when an output would replace an input; the CLI reports it as a usage error. */
export class OutputCollisionError extends Error {
  /** @param message what would be overwritten */
  constructor(message: string) {
    super(message);
    this.name = "OutputCollisionError";
  }
}

/**
 * Raised by {@linkcode writeFileAtomic} with `overwrite: false` when the output appeared while it
 * was being written (another program or run created it since the caller checked).
 *
 * @example An output that exists is not replaced
 * ```ts
 * import { OutputExistsError, writeFileAtomic } from "./atomic_write.ts";
 * import { equal, rejects } from "node:assert/strict";
 * const dir = await Deno.makeTempDir();
 * await Deno.writeTextFile(`${dir}/out.animj`, "theirs");
 * const bytes = new TextEncoder().encode("ours");
 * await rejects(writeFileAtomic(`${dir}/out.animj`, bytes, [], { overwrite: false }), OutputExistsError);
 * equal(await Deno.readTextFile(`${dir}/out.animj`), "theirs");
 * ```
 */
export class OutputExistsError extends Error {
  /** The output path as given. */
  readonly path: string;

  /** @param path the output path as given */
  constructor(path: string) {
    super(`${path} was created by another program while this one was writing it`);
    this.name = "OutputExistsError";
    this.path = path;
  }
}

/** Options for {@linkcode writeFileAtomic}. */
export interface AtomicWriteOptions {
  /**
   * Replace an existing output (default `true`). With `false` the output is created exclusively:
   * if a file of that name exists when the write completes, nothing is replaced and
   * {@linkcode OutputExistsError} is thrown.
   */
  readonly overwrite?: boolean;
}

/**
 * The path a write replaces: `path` with its folder's links resolved and its last component
 * kept, so an output that is itself a link is replaced as a link, not written through to the
 * file it points at.
 */
async function finalPath(path: string): Promise<string> {
  const absolute = resolve(path);
  try {
    return join(await Deno.realPath(dirname(absolute)), basename(absolute));
  } catch {
    return absolute;
  }
}

/**
 * Writes `data` (bytes, or chunks as they come) to `path` atomically: into a temporary file in the
 * same folder, flushed with fsync, then renamed over `path`. Refuses when `path` names one of
 * `inputs` (after resolving links), so an input is never overwritten. An output that is a link is
 * replaced by the new file (its target is left alone). With `overwrite: false` an output that
 * appeared meanwhile is never replaced (the file is put in place with a hard link, which fails
 * if the name exists). The temporary file is removed on error and on SIGINT/SIGTERM.
 *
 * @throws {OutputCollisionError} when `path` is an input.
 * @throws {OutputExistsError} with `overwrite: false`, when `path` exists by the time it is written.
 * @throws {Error} when the write fails (the temporary file is removed).
 *
 * @example Write a file
 * ```ts
 * import { writeFileAtomic } from "./atomic_write.ts";
 * import { equal } from "node:assert/strict";
 * const dir = await Deno.makeTempDir();
 * await writeFileAtomic(`${dir}/out.animj`, new TextEncoder().encode("{}"), ["in.bin"]);
 * equal(await Deno.readTextFile(`${dir}/out.animj`), "{}");
 * ```
 */
export async function writeFileAtomic(
  path: string,
  data: Uint8Array | AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  inputs: readonly string[] = [],
  options: AtomicWriteOptions = {},
): Promise<void> {
  const resolved = await realOrResolved(path);
  for (const input of inputs) {
    if ((await realOrResolved(input)) === resolved) {
      throw new OutputCollisionError(`refusing to overwrite the input ${input}`);
    }
  }
  const target = await finalPath(path);
  const dir = dirname(target);
  let temp = "";
  let file: Deno.FsFile | undefined;
  for (let attempt = 0; file === undefined; attempt++) {
    const bytes = crypto.getRandomValues(new Uint8Array(TEMP_RANDOM / 2));
    const random = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    temp = join(dir, tempNameFor(basename(target), random));
    track(temp);
    try {
      file = await Deno.open(temp, { write: true, createNew: true });
    } catch (error) {
      untrack(temp);
      if (!(error instanceof Deno.errors.AlreadyExists) || attempt >= 8) throw error;
    }
  }
  try {
    try {
      const chunks = data instanceof Uint8Array ? [data] : data;
      for await (const chunk of chunks) {
        for (let done = 0; done < chunk.length;) {
          done += await file.write(chunk.subarray(done));
        }
      }
      await file.sync();
    } finally {
      file.close();
    }
    if (options.overwrite === false) await placeExclusively(temp, target, path);
    else await Deno.rename(temp, target);
  } catch (error) {
    await Deno.remove(temp).catch(() => {});
    throw error;
  } finally {
    untrack(temp);
  }
  // Make the rename itself durable where folders can be synced (POSIX).
  if (Deno.build.os !== "windows") {
    try {
      const folder = await Deno.open(dir, { read: true });
      try {
        await folder.sync();
      } finally {
        folder.close();
      }
    } catch {
      // some file systems cannot sync a folder; the data itself is synced
    }
  }
}

/**
 * Gives the finished temporary file the output's name only if no file has that name: a hard link
 * fails atomically when the name exists (then the temporary name is removed). Where the file
 * system has no hard links, the name is checked just before the rename (a small window remains).
 */
async function placeExclusively(temp: string, target: string, path: string): Promise<void> {
  try {
    await Deno.link(temp, target);
  } catch (error) {
    if (error instanceof Deno.errors.AlreadyExists) throw new OutputExistsError(path);
    if (await Deno.lstat(target).then(() => true, () => false)) throw new OutputExistsError(path);
    await Deno.rename(temp, target);
    return;
  }
  await Deno.remove(temp);
}
