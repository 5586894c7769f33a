/**
 * The standard streams as the CLI writes them. Standard output is what a command was asked for:
 * a write that fails (a full disk, a device error) stops the command with one line and exit 1. A
 * reader that went away (`| head`) ends the program quietly with exit 0: it has what it wanted.
 * Standard error carries reports and notes: a write that fails there is remembered (the run then
 * exits 1) and does not stop the work, so a conversion whose report cannot be shown still writes
 * its output.
 *
 * @module
 */

/** Standard output could not be written; the CLI prints one line naming it and exits 1. */
export class StdoutError extends Error {
  /** The reason in plain words, e.g. `no space left on device`. */
  readonly reason: string;

  /** @param reason the reason in plain words */
  constructor(reason: string) {
    super(`cannot write to standard output: ${reason}`);
    this.name = "StdoutError";
    this.reason = reason;
  }
}

/** An OS error's message in plain words: `No space left on device (os error 28)` → `no space left on device`. */
export function streamReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const plain = text.replace(/\s*\(os error \d+\)/, "").replace(/:\s*\w+ '[^']*'\s*$/, "").trim();
  return plain === "" ? "write failed" : plain[0]!.toLowerCase() + plain.slice(1);
}

interface SyncWriter {
  writeSync(p: Uint8Array): number;
}

function writeAll(stream: SyncWriter, bytes: Uint8Array): void {
  while (bytes.length > 0) bytes = bytes.subarray(stream.writeSync(bytes));
}

/**
 * Writes all of `bytes` to standard output (a pipe takes a large write in parts).
 *
 * @throws {StdoutError} when the write fails; a closed pipe exits the process with 0 instead.
 */
export function writeStdoutSync(bytes: Uint8Array, stdout: SyncWriter = Deno.stdout): void {
  try {
    writeAll(stdout, bytes);
  } catch (error) {
    if (error instanceof Deno.errors.BrokenPipe) Deno.exit(0);
    throw new StdoutError(streamReason(error));
  }
}

let stderrLost = false;

/** Writes all of `bytes` to standard error; a failure is remembered ({@linkcode stderrFailed}). */
export function writeStderrSync(bytes: Uint8Array, stderr: SyncWriter = Deno.stderr): void {
  if (stderrLost) return; // the rest of a report is not worth a second failure
  try {
    writeAll(stderr, bytes);
  } catch {
    stderrLost = true;
  }
}

/** Whether some standard error text could not be written in this process. */
export function stderrFailed(): boolean {
  return stderrLost;
}
