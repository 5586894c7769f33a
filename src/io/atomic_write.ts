/**
 * Writes output files atomically (a temporary file in the same folder, then a rename), refusing
 * to overwrite an input.
 *
 * @module
 */
import { basename, dirname, join, resolve } from "node:path";

async function realOrResolved(path: string): Promise<string> {
  try {
    return await Deno.realPath(path);
  } catch {
    return resolve(path);
  }
}

/**
 * Writes `data` to `path` atomically. Refuses when `path` names one of `inputs` (after resolving
 * links), so an input is never overwritten.
 *
 * @throws {Error} when `path` is an input, or the write fails (the temporary file is removed).
 *
 * @example Write a file
 * ```ts ignore
 * await writeFileAtomic("out.animj", new TextEncoder().encode("{}"), ["in.bin"]);
 * ```
 */
export async function writeFileAtomic(
  path: string,
  data: Uint8Array,
  inputs: readonly string[] = [],
): Promise<void> {
  const target = await realOrResolved(path);
  for (const input of inputs) {
    if ((await realOrResolved(input)) === target) {
      throw new Error(`refusing to overwrite the input ${input}`);
    }
  }
  const dir = dirname(target);
  const temp = join(dir, `.${basename(target)}.${crypto.randomUUID().slice(0, 8)}.tmp`);
  try {
    await Deno.writeFile(temp, data, { createNew: true });
    await Deno.rename(temp, target);
  } catch (error) {
    await Deno.remove(temp).catch(() => {});
    throw error;
  }
}
