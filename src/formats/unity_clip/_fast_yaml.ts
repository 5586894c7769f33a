/**
 * A fast reader for the YAML Unity itself writes: block mappings and sequences by indentation,
 * `{k: v, …}` flow mappings (folded over lines), `[]`, plain scalars and single-line quoted
 * strings, read straight into the reader's tree ({@linkcode YMap}, {@linkcode YSeq}, strings).
 * Anything outside that subset (anchors and aliases inside the document, tags, comments, block
 * scalars, multi-line plain or quoted scalars, nested flow collections, nesting deeper than
 * {@linkcode MAX_YAML_DEPTH}) throws {@linkcode Unsupported}, and the caller reads the text with
 * the `yaml` package instead; so does every error, so that messages and locations come from one
 * place.
 *
 * @module
 */
import { MAX_YAML_DEPTH, YMap, YSeq, type YValue } from "./_tree.ts";

/** The text leaves the subset this reader handles. */
export class Unsupported extends Error {}

const SPACE = 32;
const DASH = 45;
const COLON = 58;
const COMMA = 44;
const LBRACE = 123;
const RBRACE = 125;
const LBRACKET = 91;
const DQUOTE = 34;
const SQUOTE = 39;
const HASH = 35;

/**
 * Characters that start something other than a plain scalar (YAML 1.2 §7.3.3 indicators): `,`
 * `]` `}` `#` `&` `*` `!` `|` `>` `%` `@` and the backtick. (`[`, `{` and quotes are read.)
 */
const BAD_START = new Uint8Array(128);
for (const c of ",]}#&*!|>%@`") BAD_START[c.charCodeAt(0)] = 1;
/** Characters a flow mapping's keys and values do not hold in Unity's layout. */
const BAD_FLOW = new Uint8Array(128);
for (const c of "\"'{}[]&*!#") BAD_FLOW[c.charCodeAt(0)] = 1;

/** Reads the block node of one document body (`text` from `start` to `end`). */
export function fastParse(text: string, start: number, end: number): YValue {
  return new Reader(text, start, end).document();
}

class Reader {
  readonly #text: string;
  readonly #end: number;
  /** Start of the current line's content (after its indentation). */
  #at = 0;
  /** Column of the current line's content (the indentation, or more after `- `). */
  #indent = 0;
  /** End of the current line's content (before `\r\n` or `\n`). */
  #lineEnd = 0;
  /** Start of the next line. */
  #next = 0;
  #eof = false;
  /** Open block collections. */
  #depth = 0;
  /** Keys read so far, by length: a clip repeats a few dozen keys hundreds of thousands of times. */
  readonly #seenKeys: string[][] = [];

  constructor(text: string, start: number, end: number) {
    this.#text = text;
    this.#end = end;
    this.#next = start;
    this.#advance();
  }

  document(): YValue {
    if (this.#eof) return null;
    const node = this.#block(this.#indent);
    if (!this.#eof) throw new Unsupported("content after the document's root");
    return node;
  }

  /** Moves to the next non-blank line. */
  #advance(): void {
    const t = this.#text;
    for (;;) {
      if (this.#next >= this.#end) {
        this.#eof = true;
        return;
      }
      const lineStart = this.#next;
      let nl = t.indexOf("\n", lineStart);
      if (nl < 0 || nl > this.#end) nl = this.#end;
      this.#next = nl + 1;
      let p = lineStart;
      while (p < nl && t.charCodeAt(p) === SPACE) p++;
      let q = nl;
      if (q > p && t.charCodeAt(q - 1) === 13) q--; // CRLF
      while (q > p && t.charCodeAt(q - 1) === SPACE) q--;
      if (p === q) continue; // blank line
      const c = t.charCodeAt(p);
      if (c === 9 || c === 13) throw new Unsupported("a tab or carriage return in the indentation");
      if (c === HASH) throw new Unsupported("a comment");
      this.#at = p;
      this.#indent = p - lineStart;
      this.#lineEnd = q;
      return;
    }
  }

  /** The key text from `start` to `end`, the same string each time it repeats. */
  #key(start: number, end: number): string {
    const t = this.#text;
    const length = end - start;
    if (length > 48) return t.slice(start, end);
    const seen = this.#seenKeys[length] ??= [];
    for (let i = 0; i < seen.length; i++) if (t.startsWith(seen[i]!, start)) return seen[i]!;
    const key = t.slice(start, end);
    if (seen.length < 16) seen.push(key);
    return key;
  }

  #isItem(): boolean {
    const t = this.#text;
    if (t.charCodeAt(this.#at) !== DASH) return false;
    return this.#at + 1 === this.#lineEnd || t.charCodeAt(this.#at + 1) === SPACE;
  }

  /** A block node whose lines are indented `indent`. */
  #block(indent: number): YMap | YSeq {
    if (++this.#depth > MAX_YAML_DEPTH) throw new Unsupported("nesting too deep");
    const node = this.#isItem() ? this.#sequence(indent) : this.#mapping(indent);
    this.#depth--;
    return node;
  }

  #sequence(indent: number): YSeq {
    const t = this.#text;
    const seq = new YSeq(this.#at);
    while (!this.#eof && this.#indent === indent && this.#isItem()) {
      const item = this.#at;
      if (item + 1 === this.#lineEnd) {
        // `-` alone: the item is the block below.
        seq.end = item + 1;
        this.#advance();
        seq.at.push(item);
        if (this.#eof || this.#indent <= indent) seq.items.push(null);
        else {
          const node = this.#block(this.#indent);
          seq.items.push(node);
          seq.end = node.end;
        }
        continue;
      }
      // `- key: value`: the item's mapping starts on this line, two columns in.
      let p = item + 1;
      while (t.charCodeAt(p) === SPACE) p++;
      const inner = indent + (p - item);
      this.#at = p;
      this.#indent = inner;
      if (this.#isItem()) throw new Unsupported("a sequence item that is a sequence");
      const c = t.charCodeAt(p);
      seq.at.push(p);
      if (c === LBRACE || c === LBRACKET || c === DQUOTE || c === SQUOTE) {
        seq.items.push(this.#inlineValue(p));
        seq.end = this.#valueEnd;
        this.#advance();
        if (!this.#eof && this.#indent > indent) throw new Unsupported("unexpected indentation");
        continue;
      }
      if (++this.#depth > MAX_YAML_DEPTH) throw new Unsupported("nesting too deep");
      const map = this.#mapping(inner);
      this.#depth--;
      seq.items.push(map);
      seq.end = map.end;
    }
    if (!this.#eof && this.#indent > indent) throw new Unsupported("unexpected indentation");
    return seq;
  }

  #mapping(indent: number): YMap {
    const map = new YMap(this.#at);
    const t = this.#text;
    while (!this.#eof && this.#indent === indent && !this.#isItem()) {
      const lineEnd = this.#lineEnd;
      const keyStart = this.#at;
      const colon = t.indexOf(":", keyStart);
      if (colon < 0 || colon >= lineEnd) throw new Unsupported("a line that is not key: value");
      if (colon + 1 < lineEnd && t.charCodeAt(colon + 1) !== SPACE) {
        throw new Unsupported("a colon inside a key");
      }
      const k0 = t.charCodeAt(keyStart);
      if (
        k0 < 128 && BAD_START[k0] === 1 || k0 === DQUOTE || k0 === SQUOTE || k0 === LBRACE ||
        k0 === LBRACKET || k0 === 63 || t.charCodeAt(colon - 1) === SPACE
      ) {
        throw new Unsupported("a quoted, complex, anchored or tagged key");
      }
      const key = this.#key(keyStart, colon);
      if (key.includes(" #")) throw new Unsupported("a comment in a key");
      let v = colon + 1;
      while (v < lineEnd && t.charCodeAt(v) === SPACE) v++;
      if (v < lineEnd) {
        map.push(key, this.#inlineValue(v), keyStart, v, this.#valueEnd);
        map.end = this.#valueEnd;
        this.#advance();
        if (!this.#eof && this.#indent > indent) {
          throw new Unsupported("a value continued on the next line");
        }
        continue;
      }
      // `key:` with nothing after it: a nested block, a sequence at the same indentation, or
      // an empty value (placed, as the `yaml` package places it, past the colon and a space).
      map.end = colon + 1;
      this.#advance();
      if (!this.#eof && this.#indent > indent) {
        const node = this.#block(this.#indent);
        map.push(key, node, keyStart, node.start, node.end);
        map.end = node.end;
      } else if (!this.#eof && this.#indent === indent && this.#isItem()) {
        if (++this.#depth > MAX_YAML_DEPTH) throw new Unsupported("nesting too deep");
        const node = this.#sequence(indent);
        this.#depth--;
        map.push(key, node, keyStart, node.start, node.end);
        map.end = node.end;
      } else {
        map.push(key, null, keyStart, colon + 2, colon + 2);
      }
    }
    if (!this.#eof && this.#indent > indent) throw new Unsupported("unexpected indentation");
    return map;
  }

  /** End of the value {@linkcode Reader.#inlineValue} read last. */
  #valueEnd = 0;

  /** A value that starts at `p` on the current line (a flow mapping may continue below). */
  #inlineValue(p: number): YValue {
    const t = this.#text;
    const c = t.charCodeAt(p);
    const lineEnd = this.#lineEnd;
    this.#valueEnd = lineEnd;
    if (c === LBRACE) return this.#flowMap(p);
    if (c === LBRACKET) {
      if (lineEnd === p + 2 && t.charCodeAt(p + 1) === 93) {
        const seq = new YSeq(p);
        seq.end = lineEnd;
        return seq;
      }
      throw new Unsupported("a flow sequence");
    }
    if (c === DQUOTE) return doubleQuoted(t.slice(p, lineEnd));
    if (c === SQUOTE) return singleQuoted(t.slice(p, lineEnd));
    if (c < 128 && BAD_START[c] === 1) {
      throw new Unsupported("an anchor, alias, tag, block scalar, comment or reserved character");
    }
    const d = t.charCodeAt(p + 1);
    if ((c === DASH || c === 63 || c === COLON) && (p + 1 === lineEnd || d === SPACE)) {
      throw new Unsupported("an indicator where a value starts");
    }
    const text = t.slice(p, lineEnd);
    if (text.includes(" #") || text.includes(": ") || t.charCodeAt(lineEnd - 1) === COLON) {
      throw new Unsupported("a comment or a mapping inside a plain value");
    }
    return text;
  }

  /** `{k: v, …}`, possibly folded over lines (line breaks read as spaces). */
  #flowMap(p: number): YMap {
    const t = this.#text;
    const map = new YMap(p);
    const indent = this.#indent;
    let i = p + 1;
    let lineEnd = this.#lineEnd;
    /** Skips spaces, and line ends onto more indented lines; returns the next character. */
    const skip = (): number => {
      for (;;) {
        while (i < lineEnd && t.charCodeAt(i) === SPACE) i++;
        if (i < lineEnd) return t.charCodeAt(i);
        this.#advance();
        if (this.#eof) throw new Unsupported("an unclosed flow mapping");
        if (this.#indent <= indent) {
          throw new Unsupported("a flow mapping folded without indentation");
        }
        i = this.#at;
        lineEnd = this.#lineEnd;
      }
    };
    let c = skip();
    if (c === RBRACE) {
      i++;
    } else {
      for (;;) {
        // A key: plain characters up to `:` and a space, the line's end, `,` or `}`.
        const keyStart = i;
        while (i < lineEnd) {
          const k = t.charCodeAt(i);
          if (k === COLON) {
            const n = i + 1 < lineEnd ? t.charCodeAt(i + 1) : SPACE;
            if (n === SPACE || n === COMMA || n === RBRACE) break;
          } else if (k === COMMA || k === RBRACE || (k < 128 && BAD_FLOW[k] === 1)) {
            throw new Unsupported("a complex flow mapping");
          }
          i++;
        }
        if (i === lineEnd || i === keyStart) throw new Unsupported("a flow entry without a value");
        let keyEnd = i;
        while (t.charCodeAt(keyEnd - 1) === SPACE) keyEnd--;
        const key = this.#key(keyStart, keyEnd);
        i++; // the colon
        c = skip();
        let value: string | null = null;
        const valueStart = i;
        let valueEnd = i;
        if (c !== COMMA && c !== RBRACE) {
          while (i < lineEnd) {
            const k = t.charCodeAt(i);
            if (k === COMMA || k === RBRACE) break;
            if (k < 128 && BAD_FLOW[k] === 1) throw new Unsupported("a complex flow mapping");
            if (k === COLON && (i + 1 === lineEnd || t.charCodeAt(i + 1) === SPACE)) {
              throw new Unsupported("a mapping inside a flow value");
            }
            i++;
          }
          valueEnd = i;
          while (t.charCodeAt(valueEnd - 1) === SPACE) valueEnd--;
          value = t.slice(valueStart, valueEnd);
          c = skip();
          if (c !== COMMA && c !== RBRACE) throw new Unsupported("a flow value over lines");
        }
        map.push(key, value, keyStart, valueStart, valueEnd);
        i++; // `,` or `}`
        if (c === RBRACE) break;
        c = skip();
        if (c === RBRACE) throw new Unsupported("a trailing comma");
      }
    }
    if (i !== lineEnd) throw new Unsupported("text after a flow mapping");
    map.end = i;
    this.#valueEnd = i;
    return map;
  }
}

/** A single-line double-quoted scalar, escapes decoded. */
function doubleQuoted(s: string): string {
  if (s.length < 2 || !s.endsWith('"')) throw new Unsupported("a multi-line quoted string");
  const body = s.slice(1, -1);
  if (!body.includes("\\")) {
    if (body.includes('"')) throw new Unsupported("a quote inside a quoted string");
    return body;
  }
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '"') throw new Unsupported("a quote inside a quoted string");
    if (ch !== "\\") {
      out += ch;
      continue;
    }
    const e = body[++i];
    const hex = (n: number) => {
      const h = body.slice(i + 1, i + 1 + n);
      if (!/^[0-9a-fA-F]+$/.test(h) || h.length !== n) throw new Unsupported("a bad escape");
      i += n;
      return String.fromCodePoint(parseInt(h, 16));
    };
    switch (e) {
      case "\\":
      case '"':
      case "/":
        out += e;
        break;
      case "n":
        out += "\n";
        break;
      case "t":
        out += "\t";
        break;
      case "r":
        out += "\r";
        break;
      case "0":
        out += "\0";
        break;
      case "x":
        out += hex(2);
        break;
      case "u":
        out += hex(4);
        break;
      case "U":
        out += hex(8);
        break;
      default:
        throw new Unsupported("an escape this reader does not decode");
    }
  }
  return out;
}

/** A single-line single-quoted scalar (`''` is a quote). */
function singleQuoted(s: string): string {
  if (s.length < 2 || !s.endsWith("'")) throw new Unsupported("a multi-line quoted string");
  const body = s.slice(1, -1);
  if (body.replaceAll("''", "").includes("'")) throw new Unsupported("a stray quote");
  return body.replaceAll("''", "'");
}
