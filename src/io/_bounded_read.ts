/**
 * Reading inputs with a bound: a named input must be a regular file (a FIFO would block the open
 * forever, a device such as `/dev/zero` never ends), standard input is read up to a byte cap, and
 * a glTF side file must be a regular file inside the glTF's folder (links resolved), read no
 * further than the bytes its buffer declares.
 *
 * @module
 */
import { isAbsolute, join, relative } from "node:path";
import { AnimkitError } from "../errors.ts";
import { BudgetError } from "../budget.ts";

/** Bytes read per step from a stream. */
const CHUNK = 1 << 20;

/** The kind of a non-regular file, for messages. */
function kindOf(info: Deno.FileInfo): string {
  if (info.isDirectory) return "a directory";
  if (info.isFifo) return "a FIFO";
  if (info.isCharDevice || info.isBlockDevice) return "a device";
  if (info.isSocket) return "a socket";
  return "not a regular file";
}

function inputError(detail: string): AnimkitError {
  return new AnimkitError("input", { kind: "none" }, detail);
}

function overBudget(what: string, asked: number, limit: number): BudgetError {
  return new BudgetError("input", { kind: "none" }, "maxDecodedBytes", asked, limit, "file", what);
}

/** A plain reason for a failed open or read. */
function readReason(error: unknown): string {
  if (error instanceof Deno.errors.NotFound) return "no such file";
  if (error instanceof Deno.errors.PermissionDenied) return "permission denied";
  if (error instanceof Deno.errors.IsADirectory) return "is a directory";
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s*\(os error \d+\)/, "").replace(/:\s*\w+ '[^']*'\s*$/, "");
}

/** Reads `reader` to its end, refusing more than `cap` bytes; `name` words the budget error. */
async function readCapped(
  reader: { read(p: Uint8Array): Promise<number | null> },
  cap: number,
  name: string,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const chunk = new Uint8Array(CHUNK);
    const n = await reader.read(chunk);
    if (n === null) break;
    total += n;
    if (total > cap) throw overBudget(`${name} (more than ${cap} bytes)`, total, cap);
    chunks.push(n === CHUNK ? chunk : chunk.slice(0, n));
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Reads standard input to its end, at most `cap` bytes.
 *
 * @throws {BudgetError} (origin `file`, `maxDecodedBytes`) past `cap` bytes.
 * @throws {AnimkitError} when standard input cannot be read.
 */
export async function readStdinCapped(
  cap: number,
  stdin: { read(p: Uint8Array): Promise<number | null> } = Deno.stdin,
): Promise<Uint8Array> {
  try {
    return await readCapped(stdin, cap, "standard input");
  } catch (error) {
    if (error instanceof AnimkitError) throw error;
    throw inputError(`cannot read standard input: ${readReason(error)}`);
  }
}

/**
 * Reads a named input: a regular file (checked before it is opened, so a FIFO never blocks) of at
 * most `cap` bytes.
 *
 * @throws {AnimkitError} for a missing file, a directory, a FIFO, a device, a socket.
 * @throws {BudgetError} (origin `file`, `maxDecodedBytes`) for a file over `cap` bytes.
 */
export async function readFileCapped(path: string, cap: number): Promise<Uint8Array> {
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(path);
  } catch (error) {
    throw inputError(`cannot read ${path}: ${readReason(error)}`);
  }
  if (!info.isFile) {
    const kind = kindOf(info);
    throw inputError(
      info.isDirectory
        ? `cannot read ${path}: is a directory`
        : `cannot read ${path}: it is ${kind}, not a regular file; to read a stream, redirect it to standard input (-)`,
    );
  }
  if (info.size > cap) throw overBudget(`${path} (${info.size} bytes)`, info.size, cap);
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { read: true });
  } catch (error) {
    throw inputError(`cannot read ${path}: ${readReason(error)}`);
  }
  try {
    // Some regular files report size 0 and still hold bytes (/proc): read to the end, capped.
    return await readCapped(file, cap, path);
  } catch (error) {
    if (error instanceof AnimkitError) throw error;
    throw inputError(`cannot read ${path}: ${readReason(error)}`);
  } finally {
    file.close();
  }
}

/**
 * Reads the side files a glTF in `folder` names, within one byte budget for all of them.
 *
 * Each `uri` must name a regular file whose real path (links resolved) is inside the folder's
 * real path; it is read no further than `byteLength` (the bytes its buffer declares, when the
 * caller knows them). The bytes read by all calls together stay within `cap`.
 */
export class SideFileReader {
  readonly #folder: string;
  readonly #cap: number;
  #used = 0;
  #realFolder: string | undefined;

  /**
   * @param folder the glTF's folder
   * @param cap most bytes all side files together may hold
   */
  constructor(folder: string, cap: number) {
    this.#folder = folder;
    this.#cap = cap;
  }

  /** The bytes of the side file `uri` (decoded, relative to the folder). */
  read(uri: string, byteLength?: number): Uint8Array {
    const left = this.#cap - this.#used;
    if (byteLength !== undefined && byteLength > left) {
      const what = `the buffer's byteLength ${byteLength}`;
      throw new Error(overBudget(what, this.#used + byteLength, this.#cap).detail);
    }
    this.#realFolder ??= Deno.realPathSync(this.#folder);
    let real: string;
    try {
      real = Deno.realPathSync(join(this.#folder, uri));
    } catch (error) {
      throw new Error(readReason(error));
    }
    const inside = relative(this.#realFolder, real);
    if (inside === "" || inside.split(/[\\/]/)[0] === ".." || isAbsolute(inside)) {
      throw new Error("it links outside the glTF's folder; side files must be inside it");
    }
    const info = Deno.statSync(real);
    if (!info.isFile) throw new Error(`it is ${kindOf(info)}, not a regular file`);
    const want = Math.min(info.size, byteLength ?? left);
    if (want > left) {
      const what = `a side file of ${info.size} bytes`;
      throw new Error(overBudget(what, this.#used + want, this.#cap).detail);
    }
    const file = Deno.openSync(real, { read: true });
    try {
      const opened = file.statSync();
      // The file checked above, not one swapped in since.
      if (!opened.isFile || (opened.ino !== null && opened.ino !== info.ino)) {
        throw new Error("it changed while being read");
      }
      const out = new Uint8Array(want);
      let got = 0;
      while (got < want) {
        const n = file.readSync(out.subarray(got));
        if (n === null || n === 0) break;
        got += n;
      }
      this.#used += got;
      return got === want ? out : out.slice(0, got);
    } finally {
      file.close();
    }
  }
}
