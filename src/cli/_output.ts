/**
 * Writing a subcommand's output file: atomically, never over an input, with one wording for
 * failures (`cannot write OUT: …`, exit 1) shared by `convert`, `plot --out` and `validate --fix`.
 *
 * @module
 */
import { OutputCollisionError, writeFileAtomic } from "../io/atomic_write.ts";
import { outputError } from "../io/output_error.ts";
import { UsageError } from "./_common.ts";

/**
 * Writes `data` to `path` atomically. An output that would replace an input is a usage error
 * (exit 2); any other failure is an `OutputError` (exit 1) naming `path` only.
 */
export async function writeOutput(
  path: string,
  data: Uint8Array | AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  inputs: readonly string[] = [],
): Promise<void> {
  try {
    await writeFileAtomic(path, data, inputs);
  } catch (error) {
    if (error instanceof OutputCollisionError) throw new UsageError(error.message);
    throw outputError(path, error);
  }
}
