/**
 * Runs generated Kaitai Struct readers over bytes and turns runtime failures into
 * {@linkcode AnimkitError}s with a byte offset.
 *
 * @module
 */
// @ts-types="./_kaitai_stream.d.ts"
import KaitaiStream from "kaitai-struct/KaitaiStream";
import { AnimkitError, type FormatName } from "../errors.ts";

/**
 * A stream whose 64-bit integer reads are exact `bigint`s: KSC's JavaScript runtime returns
 * Numbers there, which are approximate above 2^53 (notes-deno.md §1).
 */
function exactStream(bytes: Uint8Array): KaitaiStream {
  const stream = new KaitaiStream(
    new DataView(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
  );
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const read = (signed: boolean, little: boolean) => (): bigint => {
    stream.ensureBytesLeft(8);
    const value = signed
      ? view.getBigInt64(stream.pos, little)
      : view.getBigUint64(stream.pos, little);
    stream.pos += 8;
    return value;
  };
  stream.readU8le = read(false, true);
  stream.readU8be = read(false, false);
  stream.readS8le = read(true, true);
  stream.readS8be = read(true, false);
  return stream;
}

/** A generated reader class: `new Reader(stream)` parses eagerly. */
export type KaitaiReader<T> = new (io: KaitaiStream) => T;

const VALIDATION = /^Validation(\w+)Error$/;

/**
 * Parses `bytes` with a generated reader, mapping runtime errors to located
 * {@linkcode AnimkitError}s.
 *
 * @example Read a generated type
 * ```ts ignore
 * const doc = parseKaitai("mrtk", MrtkInputAnimation, bytes);
 * ```
 */
export function parseKaitai<T>(format: FormatName, reader: KaitaiReader<T>, bytes: Uint8Array): T {
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
        const what = typeof field === "string" ? `${field}: ` : "";
        throw new AnimkitError(format, at, `${what}invalid value (${error.message})`);
      }
      throw new AnimkitError(format, at, `malformed data (${error.name}: ${error.message})`);
    }
    throw new AnimkitError(format, at, `malformed data (${String(error)})`);
  }
}
