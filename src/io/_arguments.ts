/**
 * Checks on what library callers pass (options objects, clips), each failure an
 * {@linkcode AnimkitError} naming the argument, instead of a `TypeError` deep inside.
 *
 * @module
 */
import { AnimkitError, type FormatName } from "../errors.ts";
import type { Clip } from "../model/clip.ts";

/**
 * A plain description of a value for an argument error: `null`, `undefined`, `the string "x"`,
 * `the number 5`, `an array`, `a Float32Array`, `an object`, …
 *
 * @example
 * ```ts ignore
 * describeValue(new Float32Array(1)); // "a Float32Array"
 * ```
 */
export function describeValue(input: unknown): string {
  if (input === null) return "null";
  if (input === undefined) return "undefined";
  if (Array.isArray(input)) return "an array";
  if (typeof input === "string") {
    return `the string ${JSON.stringify(input.length > 24 ? `${input.slice(0, 24)}…` : input)}`;
  }
  if (typeof input === "number" || typeof input === "boolean" || typeof input === "bigint") {
    return `the ${typeof input} ${String(input)}`;
  }
  if (typeof input !== "object") return `a ${typeof input}`;
  const name = (input as { constructor?: { name?: unknown } }).constructor?.name;
  if (typeof name !== "string" || name === "" || name === "Object") return "an object";
  return `${/^[AEIOU]/.test(name) ? "an" : "a"} ${name}`;
}

function misuse(format: FormatName | "input", detail: string): AnimkitError {
  return new AnimkitError(format, { kind: "none" }, detail);
}

/**
 * An options argument: `undefined` as `{}`, an object as it is; anything else (`null`, a string)
 * is an error naming the argument.
 *
 * @example
 * ```ts ignore
 * const options = asOptions<ReadClipOptions>(given, "readClip options");
 * ```
 */
export function asOptions<T extends object>(
  input: T | undefined,
  argument: string,
  format: FormatName | "input" = "input",
): T {
  if (input === undefined) return {} as T;
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    throw misuse(format, `${argument} must be an object or left out, got ${describeValue(input)}`);
  }
  return input;
}

/**
 * A clip argument of a writer: an object with a numeric `duration` and a `tracks` array whose
 * entries have `node`, `property` and `valueType` strings and a curve with `keyTimes()` and
 * `evaluate()`. Anything else is an error naming the argument and the first bad field.
 *
 * @example
 * ```ts ignore
 * export function someFromClip(clip: Clip, options: WriteOptions = {}) {
 *   asClip(clip, "someFromClip clip", "maya");
 * }
 * ```
 */
export function asClip(input: unknown, argument: string, format: FormatName | "input"): Clip {
  const fail = (field: string, expected: string, got: unknown): never => {
    throw misuse(format, `${argument}${field} must be ${expected}, got ${describeValue(got)}`);
  };
  if (input === null || typeof input !== "object") fail("", "a Clip", input);
  const clip = input as Record<string, unknown>;
  if (typeof clip.duration !== "number") fail(".duration", "a number of seconds", clip.duration);
  if (!Array.isArray(clip.tracks)) fail(".tracks", "an array of tracks", clip.tracks);
  const tracks = clip.tracks as unknown[];
  for (let i = 0; i < tracks.length; i++) {
    const track = tracks[i] as Record<string, unknown> | null;
    const at = `.tracks[${i}]`;
    if (track === null || typeof track !== "object") fail(at, "a Track", track);
    for (const key of ["node", "property", "valueType"] as const) {
      if (typeof track![key] !== "string") fail(`${at}.${key}`, "a string", track![key]);
    }
    const curve = track!.curve as Record<string, unknown> | null;
    if (
      curve === null || typeof curve !== "object" || typeof curve.keyTimes !== "function" ||
      typeof curve.evaluate !== "function"
    ) fail(`${at}.curve`, "a Curve (keyTimes() and evaluate())", curve);
  }
  if (clip.events !== undefined && !Array.isArray(clip.events)) {
    fail(".events", "an array of events", clip.events);
  }
  return input as Clip;
}
