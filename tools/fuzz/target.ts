/**
 * What the fuzzer runs on one input: a format's full read path (to the common model and an
 * evaluation of every track, else info/dump/validate), classified as ok, a located AnimkitError,
 * or a failure.
 *
 * @module
 */
import { AnimkitError } from "../../src/errors.ts";
import type { FormatModule } from "../../src/formats/format.ts";

/** The outcome of one input. */
export type Outcome =
  | { readonly kind: "ok" }
  | { readonly kind: "error" }
  | { readonly kind: "failure"; readonly reason: string };

/** Runs everything a user could do with a file read as `format`. */
export function exercise(format: FormatModule, bytes: Uint8Array): void {
  if (format.toClip !== undefined) {
    const clip = format.toClip(bytes);
    const end = Number.isFinite(clip.duration) ? clip.duration : 0;
    for (const track of clip.tracks) {
      for (const t of [-1, 0, end / 3, end, end + 1]) track.curve.evaluate(t);
    }
  }
  if (format.info !== undefined) format.info(bytes);
  if (format.dump !== undefined) format.dump(bytes);
  if (format.validate !== undefined) format.validate(bytes, { allErrors: true });
}

/** Classifies one input: parses, or throws a located AnimkitError; anything else is a failure. */
export function classify(format: FormatModule, bytes: Uint8Array): Outcome {
  try {
    exercise(format, bytes);
    return { kind: "ok" };
  } catch (error) {
    if (error instanceof AnimkitError) {
      if (error.location.kind === "none") {
        return { kind: "failure", reason: `AnimkitError without a location: ${error.message}` };
      }
      return { kind: "error" };
    }
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { kind: "failure", reason: `not an AnimkitError: ${text}` };
  }
}
