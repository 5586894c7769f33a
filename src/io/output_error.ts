/**
 * The one wording for a failed output write: `cannot write OUT: reason`, without temporary file
 * names, as bad input-or-environment (exit 1 in the CLI).
 *
 * @module
 */
import { AnimkitError } from "../errors.ts";
import { dirname } from "node:path";

/** A write that failed: the output's folder is missing, not writable, the disk is full, …. */
export class OutputError extends AnimkitError {
  /** The output path as the user gave it. */
  readonly path: string;

  /**
   * @param path the output path as the user gave it
   * @param reason a plain reason, no file names beyond `path`'s folder
   */
  constructor(path: string, reason: string) {
    super("input", { kind: "none" }, `cannot write ${path}: ${reason}`);
    // The message names the output only, not a format or "input".
    this.message = `cannot write ${path}: ${reason}`;
    this.name = "OutputError";
    this.path = path;
  }
}

/**
 * An {@linkcode OutputError} for a failed write of `path`, with a plain reason for `error`.
 *
 * @example A missing folder
 * ```ts
 * import { outputError } from "./output_error.ts";
 * import { equal } from "node:assert/strict";
 * const error = outputError("nodir/out.animj", new Deno.errors.NotFound("open '/x/.t'"));
 * equal(error.message, "cannot write nodir/out.animj: the folder nodir does not exist");
 * ```
 */
export function outputError(path: string, error: unknown): OutputError {
  let reason: string;
  if (error instanceof Deno.errors.NotFound) {
    reason = `the folder ${dirname(path)} does not exist`;
  } else if (error instanceof Deno.errors.PermissionDenied) {
    reason = "permission denied";
  } else if (error instanceof Deno.errors.IsADirectory) {
    reason = "it is a directory";
  } else if (error instanceof Deno.errors.NotADirectory) {
    reason = `${dirname(path)} is not a folder`;
  } else {
    const message = error instanceof Error ? error.message : String(error);
    // Deno appends the syscall and the (temporary) path: `…(os error 28): write '/x/.t'`.
    reason = message.replace(/:\s*\w+ '[^']*'(?: -> '[^']*')?\s*$/, "");
  }
  return new OutputError(path, reason);
}
