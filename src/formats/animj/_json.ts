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

  constructor(text: string, data: unknown) {
    this.text = text;
    this.data = data;
  }

  #positions: TextPositions | null = null;

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
  return new AnimJText(text, data);
}

/**
 * Throws a located {@linkcode AnimkitError} when an object of the text repeats a key.
 * `members`, when known, is the number of object members JSON.parse kept plus the colons inside
 * parsed strings (else it is counted by walking the data).
 */
export function checkDuplicateKeys(doc: AnimJText, members?: number): void {
  if (!mayHaveDuplicates(doc.text, doc.data, members)) return;
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
 * Whether the text may hold duplicate keys: every object member has one colon outside strings,
 * so raw colons = members + colons inside strings. JSON.parse keeps one member per key, so a
 * duplicate shows as fewer members. `:` can only be escaped as \u003a, checked separately.
 */
function mayHaveDuplicates(text: string, data: unknown, known?: number): boolean {
  const colons = colonsIn(text);
  if (colons === 0) return false;
  if (known !== undefined) return colons !== known && (colons > known || /\\u003a/i.test(text));
  let members = 0;
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.length > 0 && v.indexOf(":") !== -1) members += v.split(":").length - 1;
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const e = v[i];
        if (typeof e === "object" && e !== null || typeof e === "string") stack.push(e);
      }
    } else if (typeof v === "object" && v !== null) {
      for (const key in v) {
        members++;
        if (key.indexOf(":") !== -1) members += key.split(":").length - 1;
        const e = (v as Record<string, unknown>)[key];
        if (typeof e === "object" && e !== null || typeof e === "string") stack.push(e);
      }
    }
  }
  if (colons === members) return false;
  return colons > members || /\\u003a/i.test(text);
}
