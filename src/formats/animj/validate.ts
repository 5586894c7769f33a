/**
 * AnimJ validation against `schemas/animj.schema.json` (the generated ajv validators).
 *
 * @module
 */
import { validateAnimJ } from "../../../generated/animj_validate.js";
import { validateAnimJAll } from "../../../generated/animj_validate_all.js";
import { AnimkitError } from "../../errors.ts";
import type { Problem } from "../format.ts";

/** Options for {@linkcode validateAnimJDocument}. */
export interface AnimJValidateOptions {
  /** Report every problem instead of stopping at the first (avoid on untrusted input in services). */
  readonly allErrors?: boolean;
}

/**
 * Validates AnimJ bytes against the schema; returns the problems (empty when valid).
 *
 * @throws {AnimkitError} when the text is not JSON.
 *
 * @example A document missing its tracks' data
 * ```ts
 * import { validateAnimJDocument } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const text = '{"tracks":[{"trackType":"Discrete","valueType":"float"}]}';
 * const problems = validateAnimJDocument(new TextEncoder().encode(text));
 * equal(problems[0]?.location.kind, "pointer");
 * ```
 */
export function validateAnimJDocument(
  bytes: Uint8Array,
  options: AnimJValidateOptions = {},
): Problem[] {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new AnimkitError(
      "animj",
      { kind: "pointer", pointer: "" },
      `not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const validate = options.allErrors ? validateAnimJAll : validateAnimJ;
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => ({
    severity: "error",
    location: { kind: "pointer", pointer: e.instancePath },
    message: e.message ?? e.keyword,
  }));
}
