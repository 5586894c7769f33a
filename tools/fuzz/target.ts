/**
 * What the fuzzer runs on one input: a format's full read path (to the common model and an
 * evaluation of every track, else info/dump/validate), classified as ok, a located AnimkitError,
 * or a failure.
 *
 * @module
 */
import { AnimkitError } from "../../src/errors.ts";
import { BudgetError, type Budgets } from "../../src/budget.ts";
import type { FormatModule, ReadOptions } from "../../src/formats/format.ts";
import { FORMATS } from "../../src/formats/registry.ts";
import type { Clip } from "../../src/model/clip.ts";

/** The outcome of one input. */
export type Outcome =
  | { readonly kind: "ok" }
  | { readonly kind: "error" }
  | { readonly kind: "failure"; readonly reason: string };

/**
 * Read options tried after the defaults, per format. With the defaults, ANIM detects the game,
 * so a mutant whose layout fits neither game never reaches the per-game paths; forcing each game
 * reaches them, and the rotation options reach the other quaternion paths.
 */
export const EXTRA_READ_OPTIONS: Readonly<Record<string, readonly ReadOptions[]>> = {
  "retro-anim": [{ game: "mp1" }, { game: "mp2" }, { normalize: true, shortestArc: true }],
  mrtk: [{ normalize: true }],
};

/** Runs everything a user could do with a file read as `format` (with `options`). */
export function exercise(format: FormatModule, bytes: Uint8Array, options: ReadOptions = {}): void {
  if (format.toClip !== undefined) {
    const clip = format.toClip(bytes, options);
    const end = Number.isFinite(clip.duration) ? clip.duration : 0;
    for (const track of clip.tracks) {
      for (const t of [-1, 0, end / 3, end, end + 1]) track.curve.evaluate(t);
    }
  }
  if (format.info !== undefined) format.info(bytes, options);
  if (format.dump !== undefined) format.dump(bytes, options);
  if (format.validate !== undefined) format.validate(bytes, { ...options, allErrors: true });
}

function attempt(format: FormatModule, bytes: Uint8Array, options: ReadOptions): Outcome {
  try {
    exercise(format, bytes, { budgets: FUZZ_BUDGETS, ...options });
    return { kind: "ok" };
  } catch (error) {
    const how = Object.keys(options).length === 0
      ? ""
      : ` (read options ${JSON.stringify(options)})`;
    if (error instanceof AnimkitError) {
      // A budget refusal names its budget and limit; it is located where a file asked for it.
      if (error.location.kind === "none" && !(error instanceof BudgetError)) {
        return {
          kind: "failure",
          reason: `AnimkitError without a location${how}: ${error.message}`,
        };
      }
      return { kind: "error" };
    }
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { kind: "failure", reason: `not an AnimkitError${how}: ${text}` };
  }
}

/** Inputs below this size that read are also converted into every other writable format. */
export const CONVERT_BELOW = 8192;

/**
 * Budgets for the fuzzer's conversions and reads. A converter resamples where it cannot keep
 * keys, so its output grows with the clip's duration, not with the input's size: a 1 kB file may
 * describe an hour. Instead of skipping long clips, the fuzzer converts every clip under these
 * small budgets; a {@linkcode BudgetError} is a located refusal like any other.
 */
export const FUZZ_BUDGETS: Partial<Budgets> = Object.freeze({
  maxKeys: 250_000,
  maxSamples: 2_000_000,
  maxDecodedBytes: 64 * 1024 * 1024,
});

/**
 * The write paths a user reaches from a file that reads: `convert` to the same format
 * (rewrite), `validate --fix`, and (for small inputs) `convert` to every other format. Writers
 * may refuse what their format cannot hold with an AnimkitError of any location (there is no
 * input position for "this target has no scale"); anything else is a failure.
 */
function attemptWrites(format: FormatModule, bytes: Uint8Array): Outcome {
  const stages: [string, () => unknown][] = [
    ["rewrite", () => format.rewrite?.(bytes)],
    ["fix", () => format.fix?.(bytes)],
  ];
  if (bytes.length < CONVERT_BELOW && format.toClip !== undefined) {
    // One read serves every target: writers take the clip as it is and do not change it.
    let clip: Clip | undefined;
    for (const target of FORMATS) {
      if (target.fromClip === undefined || target === format) continue;
      stages.push([
        `convert to ${target.name}`,
        () => {
          clip ??= format.toClip!(bytes, { budgets: FUZZ_BUDGETS });
          return target.fromClip!(clip, { dropUnmappable: true, budgets: FUZZ_BUDGETS });
        },
      ]);
    }
  }
  for (const [stage, run] of stages) {
    try {
      run();
    } catch (error) {
      if (error instanceof AnimkitError) continue;
      const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { kind: "failure", reason: `${stage}: not an AnimkitError: ${text}` };
    }
  }
  return { kind: "ok" };
}

/**
 * Classifies one input: parses, or throws a located AnimkitError; anything else is a failure.
 * The input is also run with the format's {@linkcode EXTRA_READ_OPTIONS}, and when it reads,
 * through the write paths; the outcome is that of the default read unless another step fails.
 */
export function classify(format: FormatModule, bytes: Uint8Array): Outcome {
  const outcome = attempt(format, bytes, {});
  if (outcome.kind === "failure") return outcome;
  for (const options of EXTRA_READ_OPTIONS[format.name] ?? []) {
    const other = attempt(format, bytes, options);
    if (other.kind === "failure") return other;
  }
  if (outcome.kind === "ok") {
    const writes = attemptWrites(format, bytes);
    if (writes.kind === "failure") return writes;
  }
  return outcome;
}
