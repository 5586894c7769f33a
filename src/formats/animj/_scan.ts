/**
 * Positions in JSON text found by scanning it, in memory that does not grow with the text: only
 * the path from the root to the place being looked for is kept (no tree of positions).
 *
 * Every function but {@linkcode firstSyntaxError} expects text that JSON.parse accepted.
 *
 * @module
 */

/** Escapes a key for a JSON pointer (RFC 6901). */
export function pointerEscape(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

function unescapePointer(raw: string): string {
  return raw.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** Index of the first non-whitespace character at or after `i`. */
export function skipWs(text: string, i: number): number {
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) break;
  }
  return i;
}

/** `i` at an opening quote: the index after the closing quote (text.length when unterminated). */
export function skipString(text: string, i: number): number {
  let j = i + 1;
  for (;;) {
    const q = text.indexOf('"', j);
    if (q === -1) return text.length;
    let slashes = 0;
    for (let k = q - 1; k > i && text.charCodeAt(k) === 92; k--) slashes++;
    if (slashes % 2 === 0) return q + 1;
    j = q + 1;
  }
}

/** The string value of the literal at `i` (a quote) and where it ends. */
export function readString(text: string, i: number): { value: string; end: number } {
  const end = skipString(text, i);
  const raw = text.slice(i + 1, end - 1);
  return { value: raw.indexOf("\\") === -1 ? raw : JSON.parse(text.slice(i, end)), end };
}

/** `i` at the first character of a value: the index after it. */
export function skipValue(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 34) return skipString(text, i);
  if (c === 123 || c === 91) {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      const d = text.charCodeAt(j);
      if (d === 34) j = skipString(text, j) - 1;
      else if (d === 123 || d === 91) depth++;
      else if (d === 125 || d === 93) {
        if (--depth === 0) return j + 1;
      }
    }
    return text.length;
  }
  let j = i;
  while (j < text.length) {
    const d = text.charCodeAt(j);
    if (d === 44 || d === 125 || d === 93 || d === 32 || d === 10 || d === 13 || d === 9) break;
    j++;
  }
  return j;
}

/** One member of an object: its key, where the key starts, where the value starts and ends. */
export interface Member {
  /** The key. */
  readonly key: string;
  /** Offset of the key's opening quote. */
  readonly keyStart: number;
  /** Offset of the value's first character. */
  readonly valueStart: number;
  /** Offset after the value. */
  readonly valueEnd: number;
}

/** The members of the object whose `{` is at `i`, in text order. */
export function* members(text: string, i: number): Generator<Member> {
  let j = skipWs(text, i + 1);
  if (text.charCodeAt(j) === 125) return;
  for (;;) {
    const keyStart = j;
    const { value: key, end } = readString(text, j);
    const valueStart = skipWs(text, skipWs(text, end) + 1);
    const valueEnd = skipValue(text, valueStart);
    yield { key, keyStart, valueStart, valueEnd };
    j = skipWs(text, valueEnd);
    if (text.charCodeAt(j) !== 44) return;
    j = skipWs(text, j + 1);
  }
}

/** Start and end of each element of the array whose `[` is at `i`. */
export function* elements(text: string, i: number): Generator<[number, number]> {
  let j = skipWs(text, i + 1);
  if (text.charCodeAt(j) === 93) return;
  for (;;) {
    const end = skipValue(text, j);
    yield [j, end];
    j = skipWs(text, end);
    if (text.charCodeAt(j) !== 44) return;
    j = skipWs(text, j + 1);
  }
}

/**
 * Where the value a JSON pointer names starts (and its key, when it is an object member); the
 * nearest existing ancestor when the pointer goes further than the text.
 */
export function findPointer(text: string, pointer: string): { offset: number; keyOffset?: number } {
  let at = skipWs(text, 0);
  let keyOffset: number | undefined;
  if (pointer === "") return { offset: at };
  for (const raw of pointer.slice(1).split("/")) {
    const key = unescapePointer(raw);
    const c = text.charCodeAt(at);
    let next = -1;
    if (c === 123) {
      for (const m of members(text, at)) {
        if (m.key === key) {
          next = m.valueStart;
          keyOffset = m.keyStart;
          break;
        }
      }
    } else if (c === 91 && /^(0|[1-9]\d*)$/.test(key)) {
      let k = Number(key);
      for (const [start] of elements(text, at)) {
        if (k-- === 0) {
          next = start;
          keyOffset = undefined;
          break;
        }
      }
    }
    if (next < 0) break;
    at = next;
  }
  return keyOffset === undefined ? { offset: at } : { offset: at, keyOffset };
}

interface Frame {
  readonly object: boolean;
  key: string;
  index: number;
  expectKey: boolean;
  keys: Set<string> | null;
}

function framePointer(frames: readonly Frame[]): string {
  let p = "";
  for (const f of frames) p += "/" + (f.object ? pointerEscape(f.key) : String(f.index));
  return p;
}

/**
 * One pass over the text keeping only the open containers. `onNumber` sees every number's start
 * offset and pointer (built only when asked for); `duplicates` tracks keys per open object and
 * stops at the first repeated one.
 */
function walk(
  text: string,
  duplicates: boolean,
  onNumber?: (offset: number, pointer: () => string) => boolean,
): { pointer: string; key: string; offset: number } | null {
  const frames: Frame[] = [];
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      const top = frames[frames.length - 1];
      if (top !== undefined && top.object && top.expectKey) {
        const { value, end } = readString(text, i);
        top.expectKey = false;
        top.key = value;
        if (top.keys !== null) {
          if (top.keys.has(value)) return { pointer: framePointer(frames), key: value, offset: i };
          top.keys.add(value);
        }
        i = end - 1;
      } else i = skipString(text, i) - 1;
    } else if (c === 123 || c === 91) {
      frames.push({
        object: c === 123,
        key: "",
        index: 0,
        expectKey: true,
        keys: duplicates && c === 123 ? new Set() : null,
      });
    } else if (c === 125 || c === 93) frames.pop();
    else if (c === 44) {
      const top = frames[frames.length - 1]!;
      if (top.object) top.expectKey = true;
      else top.index++;
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      const start = i;
      i = skipValue(text, i) - 1;
      if (onNumber !== undefined && onNumber(start, () => framePointer(frames))) return null;
    }
  }
  return null;
}

/** The first key an object of the text repeats: its pointer, the key and the key's offset. */
export function findDuplicateKey(
  text: string,
): { pointer: string; key: string; offset: number } | null {
  return walk(text, true);
}

/**
 * The pointers of the numbers that start at the given offsets (sorted ascending); offsets that
 * are not the start of a number (inside a string, say) are left out of the map.
 */
export function numberPointers(text: string, offsets: readonly number[]): Map<number, string> {
  const out = new Map<number, string>();
  let next = 0;
  if (offsets.length === 0) return out;
  walk(text, false, (offset, pointer) => {
    while (next < offsets.length && offsets[next]! < offset) next++;
    if (offsets[next] === offset) out.set(offset, pointer());
    return next >= offsets.length;
  });
  return out;
}

/** A syntax error: where it is and what is wrong, in plain words. */
export interface SyntaxProblem {
  /** Offset of the offending character (the text's length when the text ends too early). */
  readonly offset: number;
  /** Plain words. */
  readonly message: string;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set([34, 92, 47, 98, 102, 110, 114, 116]);

function unexpected(text: string, i: number, expected: string): SyntaxProblem {
  const here = text.charAt(i);
  let before = i - 1;
  while (before >= 0 && /\s/.test(text.charAt(before))) before--;
  if (text.charAt(before) === "," && (here === "]" || here === "}")) {
    return {
      offset: i,
      message: `unexpected "${here}" after a comma (JSON allows no comma after the last item)`,
    };
  }
  const word = /^[-+]?(NaN|Infinity)/.exec(text.slice(i, i + 9))?.[0];
  if (word !== undefined) {
    return { offset: i, message: `${word} is not a JSON number; write a finite number instead` };
  }
  if (here === "'") return { offset: i, message: "strings must use double quotes" };
  return {
    offset: i,
    message: `not valid JSON: unexpected ${JSON.stringify(here)} here (expected ${expected})`,
  };
}

const ENDS_EARLY = "the text ends too early (the file may be cut short)";

/** `i` at a quote: the end of the string, or the problem in it. */
function scanString(text: string, i: number): number | SyntaxProblem {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 34) return j + 1;
    if (c < 32) {
      return {
        offset: j,
        message: "a control character (line break, tab, …) inside a string must be escaped",
      };
    }
    if (c === 92) {
      const e = text.charCodeAt(j + 1);
      if (Number.isNaN(e)) break;
      if (e === 117) {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6))) {
          if (j + 6 > text.length) break;
          return { offset: j, message: "\\u must be followed by four hexadecimal digits" };
        }
        j += 5;
      } else if (ESCAPES.has(e)) j++;
      else return { offset: j, message: `unknown escape "\\${text.charAt(j + 1)}" in a string` };
    }
  }
  return { offset: text.length, message: ENDS_EARLY };
}

/**
 * The first syntax error of a JSON text, located at the offending token (or at the end of the
 * text when it ends too early); null when the text is valid JSON.
 */
export function firstSyntaxError(text: string): SyntaxProblem | null {
  const stack: boolean[] = []; // true: object
  // value: a value is expected; after: a value ended; key: a key (or "}" when just opened);
  // colon: the colon after a key.
  let state: "value" | "after" | "key" | "colon" = "value";
  let justOpened = false;
  let i = 0;
  for (;;) {
    i = skipWs(text, i);
    if (i >= text.length) {
      return state === "after" && stack.length === 0
        ? null
        : { offset: text.length, message: ENDS_EARLY };
    }
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (state === "value") {
      if (c === 123 || c === 91) {
        stack.push(c === 123);
        state = c === 123 ? "key" : "value";
        justOpened = true;
        i++;
        continue;
      }
      if (c === 93 && justOpened && top === false) {
        stack.pop();
        state = "after";
        justOpened = false;
        i++;
        continue;
      }
      justOpened = false;
      if (c === 34) {
        const end = scanString(text, i);
        if (typeof end !== "number") return end;
        i = end;
      } else if (c === 45 || (c >= 48 && c <= 57)) {
        NUMBER.lastIndex = i;
        const m = NUMBER.exec(text);
        if (m === null) {
          return i + 1 >= text.length
            ? { offset: text.length, message: ENDS_EARLY }
            : unexpected(text, i, "a value");
        }
        i += m[0].length;
      } else {
        const word = /^(true|false|null)/.exec(text.slice(i, i + 5))?.[0];
        if (word === undefined) {
          const rest = text.slice(i);
          if (rest.length < 5 && ["true", "false", "null"].some((w) => w.startsWith(rest))) {
            return { offset: text.length, message: ENDS_EARLY };
          }
          return unexpected(text, i, "a value");
        }
        i += word.length;
      }
      state = "after";
    } else if (state === "after") {
      if (top === undefined) return unexpected(text, i, "nothing after the end of the JSON value");
      if (c === 44) state = top ? "key" : "value";
      else if (c === (top ? 125 : 93)) stack.pop();
      else return unexpected(text, i, top ? '"," or "}"' : '"," or "]"');
      justOpened = false;
      i++;
    } else if (state === "key") {
      if (c === 125 && justOpened) {
        stack.pop();
        state = "after";
        justOpened = false;
        i++;
        continue;
      }
      justOpened = false;
      if (c !== 34) return unexpected(text, i, "a key in double quotes");
      const end = scanString(text, i);
      if (typeof end !== "number") return end;
      i = end;
      state = "colon";
    } else {
      if (c !== 58) return unexpected(text, i, '":"');
      i++;
      state = "value";
    }
  }
}
