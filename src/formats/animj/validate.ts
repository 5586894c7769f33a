/**
 * AnimJ validation: the JSON Schema (`schemas/animj.schema.json`) plus the Resonite lints, each
 * problem located by JSON pointer and line:column.
 *
 * @module
 */
import type { Problem } from "../format.ts";
import { analyzeAnimJ } from "./read.ts";
import { asBytes } from "../../io/bytes.ts";

export { ANIMJ_MAX_PROBLEMS } from "./_problems.ts";

/** Options for {@linkcode validateAnimJDocument}. */
export interface AnimJValidateOptions {
  /** Report every problem instead of stopping at the first error. */
  readonly allErrors?: boolean;
}

/**
 * Validates AnimJ bytes against the schema and Resonite's loader rules; returns the problems
 * (empty when the file is clean), each located by JSON pointer and line:column. By default it
 * stops at the first error (warnings are all kept); `allErrors` lists every problem in text
 * order.
 *
 * @throws {AnimkitError} when the text is not JSON (trailing comma, truncation, NaN, duplicate
 * keys, invalid UTF-8, nesting deeper than 256), located by line:column.
 *
 * @example A track missing its data
 * ```ts
 * import { validateAnimJDocument } from "@animkit/animkit";
 * import { deepEqual, equal } from "node:assert/strict";
 * const text = '{\n  "tracks": [\n    {"trackType": "Discrete", "valueType": "float"}\n  ]\n}';
 * const [problem] = validateAnimJDocument(new TextEncoder().encode(text));
 * equal(problem?.message, 'missing the required key "data"');
 * deepEqual(problem?.location, { kind: "pointer", pointer: "/tracks/0", line: 3, column: 5 });
 * ```
 */
export function validateAnimJDocument(
  bytes: Uint8Array,
  options: AnimJValidateOptions = {},
): Problem[] {
  bytes = asBytes(bytes, "animj");
  return analyzeAnimJ(bytes, { allErrors: options.allErrors === true, lints: true }).problems;
}
