/**
 * JSON text handling for AnimJ: decoding, a fast parse, and (only when something must be
 * located) a position-recording parse with momoa that maps JSON pointers to line:column.
 *
 * @module
 */
import { parse as momoaParse } from "@humanwhocodes/momoa";
import type { DocumentNode, MemberNode, ValueNode } from "@humanwhocodes/momoa";
import { AnimkitError, type Location } from "../../errors.ts";

/** Deepest nesting the position-recording parser is given (AnimJ itself needs at most 7). */
export const MAX_JSON_DEPTH = 256;

/** Largest text (UTF-16 units) for which positions are recorded; beyond it, problems carry pointers only. */
export const MAX_LOCATED_TEXT = 64 * 1024 * 1024;

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

/** 1-based line and column (UTF-16 units) of offsets in a text. */
export class LineIndex {
  #starts: number[] | null = null;
  readonly #text: string;
  constructor(text: string) {
    this.#text = text;
  }
  /** Line and column of `offset`. */
  at(offset: number): { line: number; column: number } {
    if (this.#starts === null) {
      const starts = [0];
      let i = -1;
      while ((i = this.#text.indexOf("\n", i + 1)) !== -1) starts.push(i + 1);
      this.#starts = starts;
    }
    const s = this.#starts;
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - s[lo]! + 1 };
  }
}

/** Offset at which nesting first goes deeper than `limit`, or -1. Strings are skipped. */
export function deepNestingOffset(text: string, limit: number): number {
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 92) i++;
        else if (d === 34) break;
      }
    } else if (c === 123 || c === 91) {
      if (++depth > limit) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return -1;
}

function tooDeep(text: string, offset: number): AnimkitError {
  return new AnimkitError(
    "animj",
    { kind: "text", ...new LineIndex(text).at(offset) },
    `the JSON nests deeper than ${MAX_JSON_DEPTH} levels (AnimJ needs at most 7)`,
  );
}

/** Plain wording for a momoa syntax error at `offset`. */
function syntaxMessage(text: string, error: Error, offset: number): string {
  const m = error.message.replace(/\s*\(\d+:\d+\)\s*$/, "").replace(/\.$/, "");
  if (offset >= text.length || /end of input|EOF/i.test(m)) {
    return "the text ends too early (the file may be cut short)";
  }
  const word = /^[-+]?(NaN|Infinity)/.exec(text.slice(offset, offset + 9))?.[0];
  if (word !== undefined) return `${word} is not a JSON number; write a finite number instead`;
  let before = offset - 1;
  while (before >= 0 && /\s/.test(text.charAt(before))) before--;
  const here = text.charAt(offset);
  if (text.charAt(before) === "," && (here === "]" || here === "}")) {
    return `unexpected "${here}" after a comma (JSON allows no comma after the last item)`;
  }
  if (here === "'") return "strings must use double quotes";
  return `not valid JSON: unexpected ${JSON.stringify(here)} here`;
}

/** Parses with positions; throws located AnimkitErrors for syntax errors and too-deep nesting. */
function parseWithPositions(text: string): DocumentNode {
  const deep = deepNestingOffset(text, MAX_JSON_DEPTH);
  if (deep >= 0) throw tooDeep(text, deep);
  try {
    return momoaParse(text, { mode: "json", ranges: true });
  } catch (error) {
    if (error instanceof Error && typeof (error as { line?: unknown }).line === "number") {
      const e = error as Error & { line: number; column: number; offset: number };
      throw new AnimkitError(
        "animj",
        { kind: "text", line: e.line, column: e.column },
        syntaxMessage(text, e, e.offset),
      );
    }
    if (error instanceof RangeError) throw tooDeep(text, 0);
    throw error;
  }
}

function keyOf(m: MemberNode): string {
  return m.name.type === "String" ? m.name.value : m.name.name;
}

/** Escapes a key for a JSON pointer (RFC 6901). */
export function pointerEscape(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/**
 * The parsed text plus a lazily built position index.
 */
export class AnimJText {
  /** The text. */
  readonly text: string;
  /** The parsed value (JSON.parse). */
  readonly data: unknown;
  #ast: DocumentNode | null | undefined;
  #lines: LineIndex | undefined;

  constructor(text: string, data: unknown) {
    this.text = text;
    this.data = data;
  }

  /** The momoa tree, or null when the text is too large or too deeply nested to build one. */
  ast(): DocumentNode | null {
    if (this.#ast === undefined && this.text.length > MAX_LOCATED_TEXT) this.#ast = null;
    if (this.#ast === undefined) {
      try {
        this.#ast = parseWithPositions(this.text);
      } catch {
        this.#ast = null;
      }
    }
    return this.#ast;
  }

  /** Line/column of an offset. */
  lineColumn(offset: number): { line: number; column: number } {
    this.#lines ??= new LineIndex(this.text);
    return this.#lines.at(offset);
  }

  /** The node a JSON pointer names (the nearest existing ancestor when it does not exist). */
  node(pointer: string): { node: ValueNode; keyOffset?: number } | null {
    const ast = this.ast();
    if (ast === null) return null;
    let node: ValueNode = ast.body;
    let keyOffset: number | undefined;
    if (pointer === "") return { node };
    for (const raw of pointer.slice(1).split("/")) {
      const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
      if (node.type === "Object") {
        let found = undefined;
        for (const m of node.members) if (keyOf(m) === key) found = m;
        if (found === undefined) break;
        keyOffset = found.name.range![0];
        node = found.value;
      } else if (node.type === "Array") {
        const el = node.elements[Number(key)];
        if (el === undefined || !/^\d+$/.test(key)) break;
        keyOffset = undefined;
        node = el.value;
      } else break;
    }
    return { node, keyOffset };
  }

  /** A pointer location with line:column where the tree can be built. */
  locate(pointer: string, atKey = false): Location {
    const found = this.node(pointer);
    if (found === null) return { kind: "pointer", pointer };
    const offset = atKey && found.keyOffset !== undefined ? found.keyOffset : found.node.range![0];
    return { kind: "pointer", pointer, ...this.lineColumn(offset) };
  }

  /** The innermost node containing a text offset, as a pointer location. */
  locateOffset(offset: number): { location: Location; node: ValueNode | null } {
    const ast = this.ast();
    const lc = this.lineColumn(offset);
    if (ast === null) return { location: { kind: "text", ...lc }, node: null };
    let node: ValueNode = ast.body;
    let pointer = "";
    for (let depth = 0; depth < MAX_JSON_DEPTH; depth++) {
      let next: ValueNode | undefined;
      if (node.type === "Object") {
        for (const m of node.members) {
          if (m.value.range![0] <= offset && offset < m.value.range![1]) {
            next = m.value;
            pointer += "/" + pointerEscape(keyOf(m));
          }
        }
      } else if (node.type === "Array") {
        node.elements.forEach((el, i) => {
          if (el.value.range![0] <= offset && offset < el.value.range![1]) {
            next = el.value;
            pointer += "/" + i;
          }
        });
      }
      if (next === undefined) break;
      node = next;
    }
    return { location: { kind: "pointer", pointer, ...lc }, node };
  }
}

/** Parses AnimJ bytes with JSON.parse; syntax errors become located {@linkcode AnimkitError}s. */
export function parseAnimJJson(bytes: Uint8Array): AnimJText {
  const text = decodeAnimJText(bytes);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    parseWithPositions(text);
    // JSON.parse refused what momoa accepts: report at the start rather than not at all.
    throw new AnimkitError("animj", { kind: "text", line: 1, column: 1 }, "not valid JSON");
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
  const ast = doc.ast();
  if (ast === null) {
    throw new AnimkitError(
      "animj",
      { kind: "pointer", pointer: "" },
      "an object repeats a key (the file is too large or too deeply nested to say where)",
    );
  }
  const dup = findDuplicate(ast.body, "");
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

function findDuplicate(
  root: ValueNode,
  rootPointer: string,
): { pointer: string; key: string; offset: number } | null {
  const stack: [ValueNode, string][] = [[root, rootPointer]];
  while (stack.length > 0) {
    const [node, pointer] = stack.pop()!;
    if (node.type === "Object") {
      const seen = new Set<string>();
      for (const m of node.members) {
        const p = pointer + "/" + pointerEscape(keyOf(m));
        if (seen.has(keyOf(m))) return { pointer: p, key: keyOf(m), offset: m.name.range![0] };
        seen.add(keyOf(m));
        stack.push([m.value, p]);
      }
    } else if (node.type === "Array") {
      node.elements.forEach((el, i) => stack.push([el.value, `${pointer}/${i}`]));
    }
  }
  return null;
}
