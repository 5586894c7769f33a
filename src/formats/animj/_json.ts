/**
 * JSON text handling for AnimJ: decoding, a fast parse (JSON.parse), and — only when something
 * must be located — a scan of the text for just that pointer's line:column (`_scan.ts`).
 *
 * @module
 */
import { lineColumnAt, TextPositions } from "../../io/text_position.ts";
import { AnimkitError, type Location } from "../../errors.ts";
import {
  findDuplicateKey,
  findPointer,
  firstSyntaxError,
  numberPointers,
  pointerEscape,
} from "./_scan.ts";

/** Decodes UTF-8 (a byte order mark is skipped); invalid UTF-8 is a located error. */
export function decodeAnimJText(bytes: Uint8Array): string {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const text = new TextDecoder().decode(bytes.subarray(start));
  // Replacement characters mean invalid UTF-8 (or a literal U+FFFD): only then decode strictly.
  if (text.indexOf("\uFFFD") === -1) return text;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(start));
  } catch {
    throw new AnimkitError(
      "animj",
      { kind: "byte", offset: firstInvalidUtf8(bytes, start) },
      "the file is not UTF-8 text",
    );
  }
}

function firstInvalidUtf8(bytes: Uint8Array, start: number): number {
  let i = start;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const n = b < 0x80
      ? 0
      : b >= 0xc2 && b < 0xe0
      ? 1
      : b >= 0xe0 && b < 0xf0
      ? 2
      : b >= 0xf0 && b < 0xf5
      ? 3
      : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return Math.max(start, bytes.length - 1);
}

export { lineColumnAt };

export { pointerEscape };

/**
 * The parsed text, with positions found on demand by scanning the text (no position tree: the
 * memory used to locate a problem does not grow with the file).
 */
export class AnimJText {
  /** The text. */
  readonly text: string;
  /** The parsed value (JSON.parse). */
  readonly data: unknown;
  #bytes: Uint8Array | null;
  #colons = -1;

  /** `bytes`, when given, are the text's UTF-8 bytes (colons are counted there, faster). */
  constructor(text: string, data: unknown, bytes: Uint8Array | null = null) {
    this.text = text;
    this.data = data;
    this.#bytes = bytes;
  }

  #positions: TextPositions | null = null;

  /** Colons in the text (each object member has one outside strings). */
  get colons(): number {
    if (this.#colons < 0) {
      this.#colons = this.#bytes === null ? colonsIn(this.text) : colonBytes(this.#bytes);
    }
    return this.#colons;
  }

  /** Line/column of an offset (see {@linkcode TextPositions}). */
  lineColumn(offset: number): { line: number; column: number } {
    this.#positions ??= new TextPositions(this.text);
    return this.#positions.at(offset);
  }

  /** A pointer location with the line:column of the value (or its key) it names. */
  locate(pointer: string, atKey = false): Location {
    const found = findPointer(this.text, pointer);
    const offset = atKey && found.keyOffset !== undefined ? found.keyOffset : found.offset;
    return { kind: "pointer", pointer, ...this.lineColumn(offset) };
  }

  /** The pointers of the numbers starting at the given offsets (ascending), in one scan. */
  numberPointers(offsets: readonly number[]): Map<number, string> {
    return numberPointers(this.text, offsets);
  }
}

/** Parses AnimJ bytes with JSON.parse; syntax errors become located {@linkcode AnimkitError}s. */
export function parseAnimJJson(bytes: Uint8Array): AnimJText {
  const text = decodeAnimJText(bytes);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const problem = firstSyntaxError(text);
    // JSON.parse refused what the scan accepts: report at the start rather than not at all.
    if (problem === null) {
      throw new AnimkitError("animj", { kind: "text", line: 1, column: 1 }, "not valid JSON");
    }
    throw new AnimkitError(
      "animj",
      { kind: "text", ...lineColumnAt(text, problem.offset) },
      problem.message,
    );
  }
  return new AnimJText(text, data, bytes);
}

/**
 * Object members read from the parsed data, and the colons inside the strings among them: what
 * the text's colons are compared with.
 */
export interface MemberCount {
  /** Object members (key: value pairs) JSON.parse kept. */
  readonly members: number;
  /** Colons inside those members' parsed string values. */
  readonly stringColons: number;
}

/**
 * Whether the counted members account for every colon of the text. Each object member has one
 * colon outside strings, so the text's colons are all its members (repeated keys included) plus
 * the colons inside its strings; counted members are at most that. When the two are equal, the
 * text has no member that was not counted (no unknown key, no repeated key). A colon escaped as
 * `\u003a` is a colon in the parsed string but not in the text, so equality proves nothing when
 * counted strings hold colons and the text has such an escape.
 */
export function membersAccountedFor(doc: AnimJText, count: MemberCount): boolean {
  if (doc.colons !== count.members + count.stringColons) return false;
  return count.stringColons === 0 || !/\\u003a/i.test(doc.text);
}

/**
 * Throws a located {@linkcode AnimkitError} when an object of the text repeats a key. `count`,
 * when known, is what was read from the data (else every member is counted by walking it).
 */
export function checkDuplicateKeys(doc: AnimJText, count?: MemberCount): void {
  if (membersAccountedFor(doc, count ?? countMembers(doc.data))) return;
  const dup = findDuplicateKey(doc.text);
  if (dup !== null) {
    throw new AnimkitError(
      "animj",
      { kind: "pointer", pointer: dup.pointer, ...doc.lineColumn(dup.offset) },
      `the key "${dup.key}" appears twice in the same object (JSON readers keep only one of them)`,
    );
  }
}

/**
 * Parses AnimJ text: JSON.parse first (fast), then checks for duplicate keys by counting the
 * text's raw colons against the members JSON.parse kept. Syntax errors and duplicates become
 * located {@linkcode AnimkitError}s.
 */
export function parseAnimJText(bytes: Uint8Array): AnimJText {
  const doc = parseAnimJJson(bytes);
  checkDuplicateKeys(doc);
  return doc;
}

/** Colons in a string. */
export function colonsIn(s: string): number {
  let n = 0;
  for (let i = s.indexOf(":"); i !== -1; i = s.indexOf(":", i + 1)) n++;
  return n;
}

/**
 * Colons (0x3a) in UTF-8 bytes, a 32-bit word at a time: a byte of `word ^ 0x3a3a3a3a` is zero
 * exactly where the word holds a colon, and the zero-byte test below sets bit 7 of exactly those
 * bytes (no borrow crosses bytes, unlike the subtract-one test). Per-byte counts are summed in
 * the word's four lanes, at most 255 words at a time so no lane overflows. UTF-8 never uses
 * 0x3a inside a multi-byte character, so the count equals the text's.
 */
function colonBytes(bytes: Uint8Array): number {
  let n = 0;
  let i = 0;
  const head = Math.min(bytes.length, (4 - (bytes.byteOffset & 3)) & 3);
  for (; i < head; i++) if (bytes[i] === 58) n++;
  const words = new Int32Array(bytes.buffer, bytes.byteOffset + i, (bytes.length - i) >> 2);
  const count = words.length;
  for (let w = 0; w < count;) {
    const end = Math.min(count, w + 255);
    let lanes = 0;
    for (; w < end; w++) {
      const v = words[w]! ^ 0x3a3a3a3a;
      lanes += (~(((v & 0x7f7f7f7f) + 0x7f7f7f7f) | v) >>> 7) & 0x01010101;
    }
    n += Math.imul(lanes, 0x01010101) >>> 24;
  }
  for (i += count * 4; i < bytes.length; i++) if (bytes[i] === 58) n++;
  return n;
}

/** Every object member of parsed data, and the colons inside its strings (keys included). */
function countMembers(data: unknown): MemberCount {
  let members = 0;
  let stringColons = 0;
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.length > 0) stringColons += colonsIn(v);
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const e = v[i];
        if (typeof e === "object" && e !== null || typeof e === "string") stack.push(e);
      }
    } else if (typeof v === "object" && v !== null) {
      for (const key in v) {
        members++;
        stringColons += colonsIn(key);
        const e = (v as Record<string, unknown>)[key];
        if (typeof e === "object" && e !== null || typeof e === "string") stack.push(e);
      }
    }
  }
  return { members, stringColons };
}
