/**
 * Small helpers for content sniffing.
 *
 * @module
 */

/** Whether `bytes` start with `prefix`. */
export function startsWith(bytes: Uint8Array, prefix: ArrayLike<number>): boolean {
  if (bytes.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix[i]) return false;
  return true;
}

/** The first `limit` bytes as text (lossy), after a UTF-8 byte order mark. */
export function textHead(bytes: Uint8Array, limit = 4096): string {
  const start = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  return new TextDecoder().decode(bytes.subarray(start, start + limit));
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function isJsonSpace(b: number | undefined): boolean {
  return b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
}

/** The index of the first byte at or after `i` that is not JSON whitespace. */
export function skipJsonSpace(bytes: Uint8Array, i: number): number {
  while (i < bytes.length && isJsonSpace(bytes[i])) i++;
  return i;
}

/** Index just past the string whose opening quote is at `i`; -1 when it does not end. */
function skipJsonString(bytes: Uint8Array, i: number): number {
  for (i++; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === BACKSLASH) i++;
    else if (b === QUOTE) return i + 1;
  }
  return -1;
}

/**
 * Index just past the JSON value that starts at `i`; -1 when the bytes end first. Objects and
 * arrays are skipped by counting brackets outside strings (no recursion, no allocation); the
 * value is not checked beyond that.
 */
function skipJsonValue(bytes: Uint8Array, i: number): number {
  const b = bytes[i];
  if (b === QUOTE) return skipJsonString(bytes, i);
  if (b === 0x7b || b === 0x5b) {
    let depth = 0;
    while (i < bytes.length) {
      const c = bytes[i];
      if (c === QUOTE) {
        i = skipJsonString(bytes, i);
        if (i < 0) return -1;
        continue;
      }
      if (c === 0x7b || c === 0x5b) depth++;
      else if (c === 0x7d || c === 0x5d) {
        if (--depth === 0) return i + 1;
      }
      i++;
    }
    return -1;
  }
  // A number, true, false or null: up to the next delimiter.
  while (i < bytes.length) {
    const c = bytes[i];
    if (c === 0x2c || c === 0x7d || c === 0x5d || isJsonSpace(c)) return i;
    i++;
  }
  return i;
}

/** Whether the key whose quoted text spans `[start, end)` is `key`. */
function keyIs(bytes: Uint8Array, start: number, end: number, key: string): boolean {
  const length = end - start - 2;
  // `\uXXXX` spells a character in at most 6 bytes: a longer key cannot be `key`.
  if (length > 6 * key.length) return false;
  let same = length === key.length;
  for (let k = 0; k < length; k++) {
    const b = bytes[start + 1 + k]!;
    if (b === BACKSLASH) {
      // An escaped key (`"\u0061sset"`) is decoded; keys this short decode cheaply.
      try {
        return JSON.parse(new TextDecoder().decode(bytes.subarray(start, end))) === key;
      } catch {
        return false;
      }
    }
    if (b !== key.charCodeAt(k)) same = false;
  }
  return same;
}

/**
 * Finds a member of the JSON object whose `{` is at `objectStart` by scanning its members in
 * order (other members' values are skipped, not parsed): returns the index of the member's value,
 * or -1 when the object has no such member or its text breaks off or is malformed before it.
 * The cost is one pass over the bytes up to the member, whatever their nesting.
 *
 * @example Find `asset` in a glTF's JSON
 * ```ts ignore
 * const text = new TextEncoder().encode('{"accessors": [{"count": 2}], "asset": {"version": "2.0"}}');
 * text[jsonObjectMember(text, 0, "asset")]; // 0x7b, the asset object's "{"
 * ```
 */
export function jsonObjectMember(bytes: Uint8Array, objectStart: number, key: string): number {
  if (bytes[objectStart] !== 0x7b) return -1;
  let i = skipJsonSpace(bytes, objectStart + 1);
  if (bytes[i] === 0x7d) return -1;
  while (i < bytes.length) {
    if (bytes[i] !== QUOTE) return -1;
    const keyEnd = skipJsonString(bytes, i);
    if (keyEnd < 0) return -1;
    const colon = skipJsonSpace(bytes, keyEnd);
    if (bytes[colon] !== 0x3a) return -1;
    const value = skipJsonSpace(bytes, colon + 1);
    if (value >= bytes.length) return -1;
    if (keyIs(bytes, i, keyEnd, key)) return value;
    const after = skipJsonValue(bytes, value);
    if (after < 0) return -1;
    i = skipJsonSpace(bytes, after);
    if (bytes[i] !== 0x2c) return -1;
    i = skipJsonSpace(bytes, i + 1);
  }
  return -1;
}
