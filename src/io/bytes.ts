/**
 * The one check every public reader makes on its input: bytes, or a clear error.
 *
 * @module
 */
import { AnimkitError, type FormatName } from "../errors.ts";

/** What the readers accept: a `Uint8Array`, any other `ArrayBufferView`, or a whole `ArrayBuffer`. */
export type BytesInput = Uint8Array | ArrayBufferView | ArrayBuffer;

function describe(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "an array (use Uint8Array.from(array))";
  if (typeof input === "string") return "a string (encode text with TextEncoder)";
  if (typeof input !== "object") return typeof input === "undefined" ? "undefined" : typeof input;
  const name = (input as { constructor?: { name?: unknown } }).constructor?.name;
  if (typeof name !== "string" || name === "" || name === "Object") return "an object";
  return `${/^[AEIOU]/.test(name) ? "an" : "a"} ${name}`;
}

function isDetached(buffer: ArrayBufferLike): boolean {
  return (buffer as { detached?: boolean }).detached === true;
}

/**
 * Checks a reader's argument and returns it as a `Uint8Array` over the same memory (no copy):
 * a `Uint8Array` as it is, another `ArrayBufferView` (a `DataView`, a `Float32Array`, a view with
 * a byte offset, a view of a `SharedArrayBuffer`) as its bytes, an `ArrayBuffer` or
 * `SharedArrayBuffer` as a view of the whole buffer.
 *
 * @param input what the caller passed
 * @param format the format being read (or `"input"` before detection), named in the message for
 * a detached buffer
 * @throws {AnimkitError} (format `"input"`, no location) for anything else, and for a detached
 * buffer.
 *
 * @example Accept a buffer, refuse a string
 * ```ts
 * import { AnimkitError, asBytes } from "@animkit/animkit";
 * import { equal, throws } from "node:assert/strict";
 * equal(asBytes(new ArrayBuffer(4), "mrtk").length, 4);
 * throws(() => asBytes("text", "animj"), AnimkitError);
 * ```
 */
export function asBytes(input: unknown, format: FormatName | "input"): Uint8Array {
  let bytes: Uint8Array;
  if (input instanceof Uint8Array) bytes = input;
  else if (ArrayBuffer.isView(input)) {
    if (isDetached(input.buffer)) throw detached(format);
    bytes = new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  } else if (
    input instanceof ArrayBuffer ||
    (typeof SharedArrayBuffer !== "undefined" && input instanceof SharedArrayBuffer)
  ) {
    if (isDetached(input)) throw detached(format);
    bytes = new Uint8Array(input);
  } else {
    throw new AnimkitError(
      "input",
      { kind: "none" },
      `expected bytes (Uint8Array), got ${describe(input)}`,
    );
  }
  if (isDetached(bytes.buffer)) throw detached(format);
  return bytes;
}

function detached(format: FormatName | "input"): AnimkitError {
  const what = format === "input" ? "input" : `${format} input`;
  return new AnimkitError(
    "input",
    { kind: "none" },
    `the ${what}'s ArrayBuffer is detached (it was transferred or resized away); pass bytes that are still readable`,
  );
}
