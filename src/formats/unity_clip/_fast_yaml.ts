/**
 * A fast reader for the YAML Unity itself writes: block mappings and sequences by indentation,
 * `{k: v, …}` flow mappings (folded over lines), `[]`, plain scalars and single-line quoted
 * strings. It builds the same node classes as the `yaml` package, so one walker reads both.
 * Anything outside that subset (anchors and aliases inside the document, tags, comments, block
 * scalars, multi-line plain or quoted scalars, nested flow collections) throws
 * {@linkcode Unsupported}, and the caller reads the text with the `yaml` package instead; so does
 * every error, so that messages and locations come from one place.
 *
 * @module
 */
import { Pair, Scalar, YAMLMap, YAMLSeq } from "npm:yaml@2.9.1";

/** The text leaves the subset this reader handles. */
export class Unsupported extends Error {}

type Node = YAMLMap<Scalar, unknown> | YAMLSeq<unknown> | Scalar | null;

const SPACE = 32;
const DASH = 45;

/** Reads the block node of one document body (`text` from `start` to `end`). */
export function fastParse(text: string, start: number, end: number): Node {
  return new Reader(text, start, end).document();
}

class Reader {
  readonly #text: string;
  readonly #end: number;
  /** Start of the current line's content (after its indentation). */
  #at = 0;
  /** Column of the current line's content (the indentation, or more after `- `). */
  #indent = 0;
  /** Start of the next line. */
  #next = 0;
  #eof = false;

  constructor(text: string, start: number, end: number) {
    this.#text = text;
    this.#end = end;
    this.#next = start;
    this.#advance();
  }

  document(): Node {
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
      if (p === q) continue; // blank line
      const c = t.charCodeAt(p);
      if (c === 9) throw new Unsupported("a tab in the indentation");
      if (c === 35) throw new Unsupported("a comment"); // #
      this.#at = p;
      this.#indent = p - lineStart;
      this.#lineEnd = q;
      return;
    }
  }

  #lineEnd = 0;

  #isItem(): boolean {
    const t = this.#text;
    const c = t.charCodeAt(this.#at);
    if (c !== DASH) return false;
    const d = t.charCodeAt(this.#at + 1);
    return this.#at + 1 === this.#lineEnd || d === SPACE;
  }

  /** A block node whose lines are indented `indent`. */
  #block(indent: number): Node {
    return this.#isItem() ? this.#sequence(indent) : this.#mapping(indent);
  }

  #sequence(indent: number): YAMLSeq<unknown> {
    const seq = new YAMLSeq<unknown>();
    while (!this.#eof && this.#indent === indent && this.#isItem()) {
      if (this.#at + 1 === this.#lineEnd) {
        // `-` alone: the item is the block below.
        this.#advance();
        if (this.#eof || this.#indent <= indent) seq.items.push(new Scalar(null));
        else seq.items.push(this.#block(this.#indent));
        continue;
      }
      // `- key: value`: the item's mapping starts on this line, two columns in.
      let p = this.#at + 1;
      while (this.#text.charCodeAt(p) === SPACE) p++;
      const inner = indent + (p - this.#at);
      this.#at = p;
      this.#indent = inner;
      if (this.#isItem()) throw new Unsupported("a sequence item that is a sequence");
      const c = this.#text.charCodeAt(p);
      if (c === 123 || c === 91 || c === 34 || c === 39) {
        seq.items.push(this.#inlineValue(p));
        this.#advance();
        continue;
      }
      seq.items.push(this.#mapping(inner));
    }
    if (!this.#eof && this.#indent > indent) throw new Unsupported("unexpected indentation");
    return seq;
  }

  #mapping(indent: number): YAMLMap<Scalar, unknown> {
    const map = new YAMLMap<Scalar, unknown>();
    const t = this.#text;
    while (!this.#eof && this.#indent === indent && !this.#isItem()) {
      const lineEnd = this.#lineEnd;
      const colon = t.indexOf(":", this.#at);
      if (colon < 0 || colon >= lineEnd) throw new Unsupported("a line that is not key: value");
      if (colon + 1 < lineEnd && t.charCodeAt(colon + 1) !== SPACE) {
        throw new Unsupported("a colon inside a key");
      }
      const keyText = t.slice(this.#at, colon);
      const k0 = keyText.charCodeAt(0);
      if (k0 === 34 || k0 === 39 || k0 === 63 || k0 === 38 || k0 === 33 || k0 === 42) {
        throw new Unsupported("a quoted, complex, anchored or tagged key");
      }
      const key = new Scalar(keyText);
      let v = colon + 1;
      while (v < lineEnd && t.charCodeAt(v) === SPACE) v++;
      if (v < lineEnd) {
        map.items.push(new Pair(key, this.#inlineValue(v)));
        this.#advance();
        if (!this.#eof && this.#indent > indent) {
          throw new Unsupported("a value continued on the next line");
        }
        continue;
      }
      // `key:` with nothing after it: a nested block, a sequence at the same indentation, or
      // an empty value.
      this.#advance();
      if (!this.#eof && this.#indent > indent) {
        map.items.push(new Pair(key, this.#block(this.#indent)));
      } else if (!this.#eof && this.#indent === indent && this.#isItem()) {
        map.items.push(new Pair(key, this.#sequence(indent)));
      } else {
        map.items.push(new Pair(key, new Scalar(null)));
      }
    }
    if (!this.#eof && this.#indent > indent) throw new Unsupported("unexpected indentation");
    return map;
  }

  /** A value that starts at `p` on the current line (a flow mapping may continue below). */
  #inlineValue(p: number): Scalar | YAMLMap<Scalar, unknown> | YAMLSeq<unknown> {
    const t = this.#text;
    const c = t.charCodeAt(p);
    const lineEnd = this.#lineEnd;
    if (c === 123) return this.#flowMap(p); // {
    if (c === 91) {
      // [
      if (t.slice(p, lineEnd).trimEnd() === "[]") return new YAMLSeq<unknown>();
      throw new Unsupported("a flow sequence");
    }
    if (c === 34) return new Scalar(doubleQuoted(t.slice(p, lineEnd).trimEnd()));
    if (c === 39) return new Scalar(singleQuoted(t.slice(p, lineEnd).trimEnd()));
    if (c === 38 || c === 42 || c === 33 || c === 124 || c === 62 || c === 35 || c === 37) {
      throw new Unsupported("an anchor, alias, tag, block scalar or comment");
    }
    const text = t.slice(p, lineEnd).trimEnd();
    if (text.includes(" #")) throw new Unsupported("a comment after a value");
    return new Scalar(text);
  }

  /** `{k: v, …}`, possibly folded over lines (line breaks read as spaces). */
  #flowMap(p: number): YAMLMap<Scalar, unknown> {
    const t = this.#text;
    let body = "";
    let from = p + 1;
    let end = p;
    for (;;) {
      const close = t.indexOf("}", from);
      if (close >= 0 && close < this.#lineEnd) {
        body += t.slice(from, close);
        end = close + 1;
        if (t.slice(close + 1, this.#lineEnd).trim() !== "") {
          throw new Unsupported("text after a flow mapping");
        }
        break;
      }
      body += t.slice(from, this.#lineEnd) + " ";
      const indent = this.#indent;
      this.#advance();
      if (this.#eof) throw new Unsupported("an unclosed flow mapping");
      if (this.#indent <= indent) {
        throw new Unsupported("a flow mapping folded without indentation");
      }
      from = this.#at;
    }
    const map = new YAMLMap<Scalar, unknown>();
    // Its source text, as the `yaml` package records it (kept verbatim for settings and events).
    map.range = [p, end, end];
    if (body.trim() === "") return map;
    if (/["'{}[\]&*!#]/.test(body)) throw new Unsupported("a complex flow mapping");
    for (const part of body.split(",")) {
      const colon = part.indexOf(": ");
      if (colon < 0) {
        const bare = part.trim();
        if (bare.endsWith(":")) {
          map.items.push(new Pair(new Scalar(bare.slice(0, -1)), new Scalar(null)));
          continue;
        }
        throw new Unsupported("a flow entry without a value");
      }
      const key = part.slice(0, colon).trim();
      const value = part.slice(colon + 2).trim();
      map.items.push(new Pair(new Scalar(key), new Scalar(value === "" ? null : value)));
    }
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
