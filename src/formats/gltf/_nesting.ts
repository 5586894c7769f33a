/**
 * The first place a JSON text nests deeper than a limit, found by one pass over its bytes with
 * no recursion: the Khronos validator walks the JSON recursively and overflows the stack on deep
 * nesting (10,000 levels of `extras`), so `validate` checks the depth before handing it over.
 *
 * @module
 */

/** Where a JSON text first opens an object or array deeper than the limit. */
export interface TooDeep {
  /** Byte offset of the `{` or `[` past the limit. */
  readonly offset: number;
  /**
   * JSON pointer of its ancestor {@linkcode TOO_DEEP_ANCESTOR} levels below the top (the full
   * pointer would be as long as the nesting).
   */
  readonly pointer: string;
  /** Byte offset where that ancestor starts. */
  readonly pointerOffset: number;
}

/** How far below the top level {@linkcode TooDeep.pointer} names the deep value's ancestor. */
export const TOO_DEEP_ANCESTOR = 4;

interface Frame {
  readonly array: boolean;
  /** Byte offset of its `{` or `[`. */
  readonly offset: number;
  /** The member name or element index of the value being read inside this container. */
  segment: string | number;
  /** Objects: the next string is a member name. */
  expectKey: boolean;
}

/** Longest member name decoded for a pointer; longer ones are cut (the pointer is for people). */
const MAX_KEY_BYTES = 256;

function pointerSegment(s: string | number): string {
  return String(s).replaceAll("~", "~0").replaceAll("/", "~1");
}

function decodeKey(bytes: Uint8Array, start: number, end: number): string {
  const raw = bytes.subarray(start, Math.min(end, start + MAX_KEY_BYTES));
  try {
    return String(JSON.parse(new TextDecoder().decode(raw)));
  } catch {
    return new TextDecoder().decode(raw.subarray(1, raw.length - 1));
  }
}

/**
 * Finds the first object or array nested deeper than `limit` levels (the top-level value is
 * level 1); null when there is none. Strings are skipped with their escapes; the text is not
 * otherwise checked (the reader has parsed it already).
 *
 * @example
 * ```ts ignore
 * jsonTooDeep(new TextEncoder().encode('{"a": [[1]]}'), 2); // { offset: 7, pointer: "/a", pointerOffset: 6 }
 * ```
 */
export function jsonTooDeep(bytes: Uint8Array, limit: number): TooDeep | null {
  const frames: Frame[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    const top = frames[frames.length - 1];
    if (c === 0x22) {
      const start = i;
      for (i++; i < bytes.length && bytes[i] !== 0x22; i++) if (bytes[i] === 0x5c) i++;
      if (top !== undefined && top.expectKey) {
        top.segment = decodeKey(bytes, start, i + 1);
        top.expectKey = false;
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (frames.length >= limit) {
        const k = Math.min(TOO_DEEP_ANCESTOR, frames.length - 1);
        return {
          offset: i,
          pointer: frames.slice(0, k).map((f) => `/${pointerSegment(f.segment)}`).join(""),
          pointerOffset: frames[k]!.offset,
        };
      }
      frames.push({ array: c === 0x5b, offset: i, segment: 0, expectKey: c === 0x7b });
    } else if (c === 0x7d || c === 0x5d) {
      frames.pop();
    } else if (c === 0x2c && top !== undefined) {
      if (top.array) top.segment = (top.segment as number) + 1;
      else top.expectKey = true;
    }
  }
  return null;
}
