/**
 * Runs generated Kaitai Struct readers over bytes and turns runtime failures into
 * {@linkcode AnimkitError}s with a byte offset.
 *
 * @module
 */
// @ts-types="./_kaitai_stream.d.ts"
import KaitaiStream from "npm:kaitai-struct@0.11.0/KaitaiStream.js";
import { AnimkitError, type FormatName } from "../errors.ts";

/**
 * The runtime's 64-bit reads return Numbers, approximate above 2^53 (notes-deno.md §1). animkit
 * replaces them on the runtime's prototype, so every stream (substreams that generated readers
 * create included) reads `u8`/`s8` as exact `bigint`s.
 */
function exactRead(signed: boolean, little: boolean) {
  return function (this: KaitaiStream): bigint {
    this.ensureBytesLeft(8);
    // The runtime's DataView starts at the stream's byte offset, so `pos` indexes it directly.
    const view = (this as unknown as { _dataView: DataView })._dataView;
    const value = signed ? view.getBigInt64(this.pos, little) : view.getBigUint64(this.pos, little);
    this.pos += 8;
    return value;
  };
}
const proto = KaitaiStream.prototype;
proto.readU8le = exactRead(false, true);
proto.readU8be = exactRead(false, false);
proto.readS8le = exactRead(true, true);
proto.readS8be = exactRead(true, false);

function exactStream(bytes: Uint8Array): KaitaiStream {
  return new KaitaiStream(
    new DataView(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
  );
}

/** A generated reader class: `new Reader(stream)` parses eagerly. */
export type KaitaiReader<T> = new (io: KaitaiStream) => T;

const VALIDATION = /^Validation(\w+)Error$/;

/**
 * Parses `bytes` with a generated reader, mapping runtime errors to located
 * {@linkcode AnimkitError}s. `messages` gives plain wording for validation failures by ksy field
 * (`type.field`); others name the field and the runtime's message.
 *
 * @example Read a generated type
 * ```ts ignore
 * const doc = parseKaitai("mrtk", MrtkInputAnimation, bytes);
 * ```
 */
export function parseKaitai<T>(
  format: FormatName,
  reader: KaitaiReader<T>,
  bytes: Uint8Array,
  messages: Readonly<Record<string, string>> = {},
): T {
  const stream = exactStream(bytes);
  try {
    return new reader(stream);
  } catch (error) {
    if (error instanceof AnimkitError) throw error;
    const at = { kind: "byte", offset: stream.pos } as const;
    if (error instanceof Error) {
      if (error.name === "EOFError") {
        throw new AnimkitError(format, at, `unexpected end of file (${error.message})`);
      }
      const validation = VALIDATION.exec(error.name);
      if (validation !== null) {
        const field = (error as { ksyField?: unknown }).ksyField;
        if (typeof field === "string" && messages[field] !== undefined) {
          throw new AnimkitError(format, at, messages[field]);
        }
        const what = typeof field === "string" ? `${field}: ` : "";
        throw new AnimkitError(format, at, `${what}invalid value (${error.message})`);
      }
      throw new AnimkitError(format, at, `malformed data (${error.name}: ${error.message})`);
    }
    throw new AnimkitError(format, at, `malformed data (${String(error)})`);
  }
}
