/**
 * The one check every public reader makes on its input: bytes, or a clear error.
 *
 * @module
 */
import { AnimkitError, type FormatName } from "../errors.ts";
import { describeValue } from "./_arguments.ts";

/** What the readers accept: a `Uint8Array`, any other `ArrayBufferView`, or a whole `ArrayBuffer`. */
export type BytesInput = Uint8Array | ArrayBufferView | ArrayBuffer;

/** What a reader got instead of bytes, with the usual fix for arrays and text. */
function describeInput(input: unknown): string {
  if (Array.isArray(input)) return "an array (use Uint8Array.from(array))";
  if (typeof input === "string") return "a string (encode text with TextEncoder)";
  if (typeof input === "number" || typeof input === "boolean") return typeof input;
  return describeValue(input);
}

function isDetached(buffer: ArrayBufferLike): boolean {
  return (buffer as { detached?: boolean }).detached === true;
}

/** `%TypedArray%.prototype.at`: it refuses a view that is out of bounds or not a typed array. */
const typedArrayAt = Object.getPrototypeOf(Uint8Array.prototype).at as (
  this: ArrayBufferView,
  index: number,
) => unknown;

/**
 * Whether a view lies past the end of its (resizable) buffer: the buffer was shrunk below it, so
 * the view reads as empty although it was made over bytes.
 */
function isOutOfBounds(view: ArrayBufferView): boolean {
  try {
    if (view instanceof DataView) void view.byteOffset;
    else typedArrayAt.call(view, 0);
    return false;
  } catch {
    return true;
  }
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
 * @throws {AnimkitError} (format `"input"`, no location) for anything else (a Proxy of a
 * `Uint8Array` included), for a detached buffer, and for a view past the end of a resizable
 * buffer that was shrunk below it.
 *
 * @example Accept a buffer, refuse a string
 * ```ts
 * import { AnimkitError } from "@animkit/animkit";
 * import { asBytes } from "./bytes.ts";
 * import { equal, throws } from "node:assert/strict";
 * equal(asBytes(new ArrayBuffer(4), "mrtk").length, 4);
 * throws(() => asBytes("text", "animj"), AnimkitError);
 * ```
 */
export function asBytes(input: unknown, format: FormatName | "input"): Uint8Array {
  let bytes: Uint8Array;
  if (ArrayBuffer.isView(input)) {
    if (isDetached(input.buffer)) throw detached(format);
    if (isOutOfBounds(input)) throw outOfBounds(format);
    bytes = input instanceof Uint8Array
      ? input
      : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  } else if (input instanceof Uint8Array) {
    // It inherits from Uint8Array but is no typed array: a Proxy, or an object made with
    // Object.create(Uint8Array.prototype). Typed-array methods refuse it.
    throw new AnimkitError(
      "input",
      { kind: "none" },
      "expected bytes (Uint8Array), got an object that only looks like a Uint8Array " +
        "(a Proxy or an Object.create copy); pass the Uint8Array itself",
    );
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
      `expected bytes (Uint8Array), got ${describeInput(input)}`,
    );
  }
  if (isDetached(bytes.buffer)) throw detached(format);
  return bytes;
}

function outOfBounds(format: FormatName | "input"): AnimkitError {
  const what = format === "input" ? "input" : `${format} input`;
  return new AnimkitError(
    "input",
    { kind: "none" },
    `the ${what} is a view past the end of its ArrayBuffer (the buffer was resized below it); pass a view within the buffer`,
  );
}

function detached(format: FormatName | "input"): AnimkitError {
  const what = format === "input" ? "input" : `${format} input`;
  return new AnimkitError(
    "input",
    { kind: "none" },
    `the ${what}'s ArrayBuffer is detached (it was transferred or resized away); pass bytes that are still readable`,
  );
}
