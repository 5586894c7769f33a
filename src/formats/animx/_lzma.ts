/**
 * LZMA decoding of AnimX bodies with the `lzma` npm package (LZMA-JS).
 *
 * @module
 */
// @ts-types="./_lzma.d.ts"
import { decompress } from "lzma";
import { AnimkitError } from "../../errors.ts";

/** Largest decoded body accepted (protects against absurd size fields). */
export const ANIMX_MAX_DECODED = 512 * 1024 * 1024;

/** Re-encodes LZMA-JS's string result (it returns text when the bytes happen to be UTF-8). */
function stringBytes(s: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return new Uint8Array(out);
}

function tryDecode(props: Uint8Array, size: bigint, stream: Uint8Array): Uint8Array | null {
  if (size < 0n || size > BigInt(ANIMX_MAX_DECODED)) return null;
  const n = Number(size);
  // The dictionary never needs to exceed the output: cap it so that a huge declared dictionary
  // does not allocate.
  const declared = (props[1]! | (props[2]! << 8) | (props[3]! << 16) | (props[4]! << 24)) >>> 0;
  const dict = Math.max(4096, Math.min(declared, n));
  const header = new Uint8Array(13 + stream.length);
  header[0] = props[0]!;
  new DataView(header.buffer).setUint32(1, dict, true);
  new DataView(header.buffer).setBigUint64(5, size, true);
  header.set(stream, 13);
  try {
    const result = decompress(header);
    const bytes = typeof result === "string"
      ? stringBytes(result)
      : Uint8Array.from(result, (b) => b & 255);
    return bytes.length === n ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * Decodes an AnimX LZMA body: 5 property bytes, two 64-bit integers, a raw stream without end
 * marker (notes-animj.md §2.1). Which integer is the decoded size is not documented, so each is
 * tried (first one first); the caller keeps the decoding whose tracks parse to the end.
 */
export function decodeAnimXLzma(
  props: Uint8Array,
  first: bigint,
  second: bigint,
  stream: Uint8Array,
  offset: number,
): Uint8Array[] {
  if (props[0]! >= 9 * 5 * 5) {
    throw new AnimkitError("animx", { kind: "byte", offset }, "invalid LZMA properties byte");
  }
  const out: Uint8Array[] = [];
  for (const size of first === second ? [first] : [first, second]) {
    const decoded = tryDecode(props, size, stream);
    if (decoded !== null) out.push(decoded);
  }
  if (out.length === 0) {
    throw new AnimkitError(
      "animx",
      { kind: "byte", offset },
      "the LZMA data does not decode (corrupt, truncated, or sizes out of range)",
    );
  }
  return out;
}
