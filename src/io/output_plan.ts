/**
 * Checking a run's outputs against its inputs before anything is written, so that no output of
 * a batch can replace any input of it (or another output, or a report).
 *
 * @module
 */
import { resolve } from "node:path";

async function identity(path: string): Promise<string> {
  try {
    return await Deno.realPath(path);
  } catch {
    // Not there yet: its folder may still be a link.
    const absolute = resolve(path);
    const slash = absolute.lastIndexOf("/");
    try {
      return `${await Deno.realPath(absolute.slice(0, slash) || "/")}/${absolute.slice(slash + 1)}`;
    } catch {
      return absolute;
    }
  }
}

/**
 * Throws when an output names an input (after resolving links) or two outputs name the same
 * file. Call it with every output and every input of the run before writing any of them.
 *
 * @throws {Error} `refusing to overwrite the input …` or `… is written twice`.
 *
 * @example
 * ```ts ignore
 * await checkOutputs(["out/x.animj"], ["in/x.bin", "out/x.animj"]); // throws: an input
 * ```
 */
export async function checkOutputs(
  outputs: readonly string[],
  inputs: readonly string[],
): Promise<void> {
  const ins = new Map<string, string>();
  for (const input of inputs) ins.set(await identity(input), input);
  const seen = new Map<string, string>();
  for (const output of outputs) {
    const id = await identity(output);
    const input = ins.get(id);
    if (input !== undefined) {
      throw new Error(`refusing to overwrite the input ${input} with ${output}`);
    }
    const twice = seen.get(id);
    if (twice !== undefined) throw new Error(`${output} is written twice (also as ${twice})`);
    seen.set(id, output);
  }
}
