/**
 * Base64 (RFC 4648 §4, with padding) for the bytes a viewer page carries inline.
 *
 * @module
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const VALUES = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i;

/**
 * Encodes bytes as base64 text.
 *
 * @example
 * ```ts
 * import { encodeBase64 } from "./base64.ts";
 * import { equal } from "node:assert/strict";
 * equal(encodeBase64(new TextEncoder().encode("anim")), "YW5pbQ==");
 * ```
 */
export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  // Built in pieces: one string per 48 KiB of input keeps the intermediate strings small.
  const piece = 3 * 16384;
  for (let start = 0; start < bytes.length; start += piece) {
    const end = Math.min(bytes.length, start + piece);
    let out = "";
    let i = start;
    for (; i + 2 < end; i += 3) {
      const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
      out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! +
        ALPHABET[n & 63]!;
    }
    if (i < end) {
      const n = (bytes[i]! << 16) | ((i + 1 < end ? bytes[i + 1]! : 0) << 8);
      out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! +
        (i + 1 < end ? ALPHABET[(n >> 6) & 63]! : "=") + "=";
    }
    parts.push(out);
  }
  return parts.join("");
}

/**
 * Decodes base64 text (padding optional; whitespace is not allowed).
 *
 * @throws {RangeError} for a character outside the alphabet or a length that is not base64.
 *
 * @example
 * ```ts
 * import { decodeBase64 } from "./base64.ts";
 * import { equal } from "node:assert/strict";
 * equal(new TextDecoder().decode(decodeBase64("YW5pbQ==")), "anim");
 * ```
 */
export function decodeBase64(text: string): Uint8Array {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61) end--; // "="
  if (end % 4 === 1 || text.length - end > 2) throw new RangeError("not base64: bad length");
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  let o = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? VALUES[c]! : -1;
    if (v < 0) throw new RangeError(`not base64: character ${i}`);
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}
