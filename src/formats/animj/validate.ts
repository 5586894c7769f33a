/**
 * AnimJ validation against `schemas/animj.schema.json` (the generated ajv validators).
 *
 * @module
 */
import { validateAnimJ } from "../../../generated/animj_validate.js";
import { validateAnimJAll } from "../../../generated/animj_validate_all.js";
import { AnimkitError, formatLocation, type Location } from "../../errors.ts";

/** One problem found in an AnimJ document. */
export interface AnimJProblem {
  /** Where: a JSON pointer (line:column to come with a position-keeping parser). */
  readonly location: Location;
  /** A plain sentence with its location. */
  readonly message: string;
}

/** Options for {@linkcode validateAnimJDocument}. */
export interface AnimJValidateOptions {
  /** Report every problem instead of stopping at the first (do not use on untrusted input in services). */
  readonly allErrors?: boolean;
}

function problem(location: Location, detail: string): AnimJProblem {
  return { location, message: `${formatLocation(location)}: ${detail}` };
}

/**
 * Validates AnimJ bytes; returns the problems (empty when valid).
 *
 * @example A document missing its tracks
 * ```ts ignore
 * const problems = validateAnimJDocument(new TextEncoder().encode('{"name":"a"}'));
 * ```
 */
export function validateAnimJDocument(
  bytes: Uint8Array,
  options: AnimJValidateOptions = {},
): AnimJProblem[] {
  let data: unknown;
  const text = new TextDecoder().decode(bytes);
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new AnimkitError(
      "animj",
      { kind: "pointer", pointer: "" },
      `not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const validate = options.allErrors ? validateAnimJAll : validateAnimJ;
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) =>
    problem({ kind: "pointer", pointer: e.instancePath }, e.message ?? e.keyword)
  );
}
