/**
 * Reads BVH text into a {@linkcode BvhDocument}: the `HIERARCHY` (ROOT, JOINT and End Site
 * blocks with `OFFSET` and `CHANNELS` in any order and number) and the `MOTION` frames. LF, CRLF,
 * tabs and blank lines are accepted; keywords are matched without regard to case. Every problem
 * is reported at its line and column.
 *
 * @module
 */
import { AnimkitError, type Location } from "../../errors.ts";
import { asBytes } from "../../io/bytes.ts";
import { BVH_CHANNELS, type BvhChannel, type BvhDocument, type BvhJoint } from "./document.ts";

const SPACE = 0x20;
const TAB = 0x09;
const CR = 0x0d;
const LF = 0x0a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const OPEN = 0x7b;
const CLOSE = 0x7d;

/** Powers of ten that doubles hold exactly (10^0 … 10^22). */
const POW10 = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function isBlank(b: number): boolean {
  return b === SPACE || b === TAB || b === CR || b === LF || b === 0x0b || b === 0x0c;
}

const decoder = new TextDecoder();

/** The reading position: byte offset plus line bookkeeping for locations. */
class Cursor {
  pos: number;
  line = 1;
  lineStart = 0;
  constructor(readonly bytes: Uint8Array, start: number) {
    this.pos = start;
    this.lineStart = start;
  }

  /** The line:column of byte `offset` on the current line (columns count characters). */
  at(offset: number = this.pos): Location {
    let column = 1;
    for (let i = this.lineStart; i < offset && i < this.bytes.length; i++) {
      if ((this.bytes[i]! & 0xc0) !== 0x80) column++;
    }
    return { kind: "text", line: this.line, column };
  }

  fail(detail: string, offset: number = this.pos): never {
    throw new AnimkitError("bvh", this.at(offset), detail);
  }
}

interface Token {
  readonly start: number;
  readonly end: number;
  readonly line: number;
  /** The token is the first on its line. */
  readonly first: boolean;
}

/** Whitespace-separated tokens of the hierarchy; `{` and `}` are tokens of their own. */
class Tokens {
  #c: Cursor;
  #lastLine = 0;
  constructor(cursor: Cursor) {
    this.#c = cursor;
  }

  /** The next token, or null at the end of the file. */
  next(): Token | null {
    const c = this.#c;
    const b = c.bytes;
    let i = c.pos;
    for (; i < b.length && isBlank(b[i]!); i++) {
      if (b[i] === LF) {
        c.line++;
        c.lineStart = i + 1;
      }
    }
    if (i >= b.length) {
      c.pos = i;
      return null;
    }
    const start = i;
    if (b[i] === OPEN || b[i] === CLOSE) i++;
    else {
      while (i < b.length && !isBlank(b[i]!) && b[i] !== OPEN && b[i] !== CLOSE) i++;
    }
    c.pos = i;
    const first = c.line !== this.#lastLine;
    this.#lastLine = c.line;
    return { start, end: i, line: c.line, first };
  }

  text(t: Token): string {
    return decoder.decode(this.#c.bytes.subarray(t.start, t.end));
  }

  /** The next token, or a located error naming what was expected. */
  expect(what: string): Token {
    const t = this.next();
    if (t === null) this.#c.fail(`the file ends where ${what} should be`);
    return t;
  }

  /** The next token, which must be `word` (any case). */
  word(word: string): Token {
    const t = this.expect(word);
    if (this.text(t).toUpperCase() !== word.toUpperCase()) {
      this.#c.fail(`expected ${word}, found "${this.text(t)}"`, t.start);
    }
    return t;
  }

  /** The next token as a finite number. */
  number(what: string): number {
    const t = this.expect(what);
    const text = this.text(t);
    const value = NUMBER.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(value)) this.#c.fail(`${what}: "${text}" is not a number`, t.start);
    return value;
  }

  fail(detail: string, t: Token | null): never {
    this.#c.fail(detail, t?.start ?? this.#c.pos);
  }
}

/**
 * Joint nesting deeper than this is refused (motion-capture skeletons are a few dozen deep).
 *
 * @example
 * ```ts
 * import { BVH_MAX_DEPTH } from "./read.ts";
 * import { equal } from "node:assert/strict";
 * equal(BVH_MAX_DEPTH, 1000);
 * ```
 */
export const BVH_MAX_DEPTH = 1000;

const CHANNEL_BY_UPPER = new Map(BVH_CHANNELS.map((c) => [c.toUpperCase(), c]));

/** Reads the hierarchy up to and including the `MOTION` keyword. */
function readHierarchy(tokens: Tokens): BvhJoint[] {
  const joints: BvhJoint[] = [];
  // Open blocks: the joint index and whether its OFFSET was seen.
  const open: { index: number; offset: boolean }[] = [];
  const first = tokens.next();
  if (first === null || tokens.text(first).toUpperCase() !== "HIERARCHY") {
    tokens.fail("a BVH file starts with HIERARCHY", first);
  }
  for (;;) {
    const t = tokens.next();
    if (t === null) {
      tokens.fail(
        open.length > 0
          ? `the file ends inside the block of "${joints[open.at(-1)!.index]!.name}": missing }`
          : joints.length === 0
          ? "the file ends before ROOT"
          : "missing MOTION section",
        null,
      );
    }
    const word = tokens.text(t).toUpperCase();
    const top = open.at(-1);
    if ((word === "ROOT" && top === undefined) || (word === "JOINT" && top !== undefined)) {
      // The name: the rest of the line up to a `{`.
      const parts: string[] = [];
      let next = tokens.expect("a joint name");
      while (!next.first && tokens.text(next) !== "{") {
        parts.push(tokens.text(next));
        next = tokens.expect("{");
      }
      if (parts.length === 0) tokens.fail(`${word} needs a name`, next);
      if (open.length >= BVH_MAX_DEPTH) {
        tokens.fail(`joints nested deeper than ${BVH_MAX_DEPTH} levels`, t);
      }
      if (tokens.text(next) !== "{") {
        tokens.fail(`expected { after ${word} ${parts.join(" ")}`, next);
      }
      joints.push({
        name: parts.join(" "),
        kind: top === undefined ? "root" : "joint",
        parent: top?.index ?? -1,
        offset: [0, 0, 0],
        channels: [],
        firstChannel: 0,
      });
      open.push({ index: joints.length - 1, offset: false });
      continue;
    }
    if (word === "MOTION" && top === undefined && joints.length > 0) {
      // Frame columns follow the joints in file order, whatever the order of the statements.
      let column = 0;
      for (const j of joints) {
        j.firstChannel = column;
        column += j.channels.length;
      }
      return joints;
    }
    if (top === undefined) {
      tokens.fail(
        joints.length === 0
          ? `expected ROOT, found "${tokens.text(t)}"`
          : `expected ROOT or MOTION, found "${tokens.text(t)}"`,
        t,
      );
    }
    const joint = joints[top.index]!;
    if (word === "OFFSET") {
      if (top.offset) tokens.fail(`a second OFFSET for "${joint.name}"`, t);
      joint.offset = [
        tokens.number("OFFSET x"),
        tokens.number("OFFSET y"),
        tokens.number("OFFSET z"),
      ];
      top.offset = true;
    } else if (word === "CHANNELS") {
      if (joint.channels.length > 0) tokens.fail(`a second CHANNELS for "${joint.name}"`, t);
      const countToken = tokens.expect("the channel count");
      const countText = tokens.text(countToken);
      const count = /^\d+$/.test(countText) ? Number(countText) : NaN;
      if (!(count <= 6)) {
        tokens.fail(`CHANNELS takes a count from 0 to 6, not "${countText}"`, countToken);
      }
      for (let i = 0; i < count; i++) {
        const c = tokens.expect("a channel name");
        const channel: BvhChannel | undefined = CHANNEL_BY_UPPER.get(tokens.text(c).toUpperCase());
        if (channel === undefined) {
          tokens.fail(
            `"${tokens.text(c)}" is not a channel (${
              BVH_CHANNELS.join(", ")
            }); CHANNELS ${count} lists ${count} names`,
            c,
          );
        }
        if (joint.channels.includes(channel)) {
          tokens.fail(`"${joint.name}" lists ${channel} twice`, c);
        }
        joint.channels.push(channel);
      }
    } else if (word === "END") {
      tokens.word("Site");
      tokens.word("{");
      tokens.word("OFFSET");
      joints.push({
        name: "",
        kind: "end",
        parent: top.index,
        offset: [
          tokens.number("OFFSET x"),
          tokens.number("OFFSET y"),
          tokens.number("OFFSET z"),
        ],
        channels: [],
        firstChannel: 0,
      });
      tokens.word("}");
    } else if (word === "}") {
      if (!top.offset) tokens.fail(`"${joint.name}" has no OFFSET`, t);
      open.pop();
    } else {
      tokens.fail(`expected OFFSET, CHANNELS, JOINT, End Site or }, found "${tokens.text(t)}"`, t);
    }
  }
}

/** `Frames:` / `Frame Time:` with the colon attached or apart. */
function label(tokens: Tokens, words: readonly string[]): void {
  for (let i = 0; i < words.length; i++) {
    const last = i === words.length - 1;
    const t = tokens.expect(`${words.join(" ")}:`);
    const text = tokens.text(t);
    const upper = text.toUpperCase();
    const want = words[i]!.toUpperCase();
    if (upper === `${want}:` && last) return;
    if (upper !== want) tokens.fail(`expected ${words.join(" ")}:, found "${text}"`, t);
  }
  const colon = tokens.expect(":");
  if (tokens.text(colon) !== ":") {
    tokens.fail(`expected ${words.join(" ")}:, found "${tokens.text(colon)}"`, colon);
  }
}

/**
 * Parses one number at `i` (which is not blank). Fast path: plain decimals whose digits fit in
 * 2^53 and with at most 22 decimals are exact as digits ÷ 10^decimals (both exact doubles, one
 * correctly rounded division); anything else goes through `Number` after a syntax check.
 * Returns the end offset, or −1 when the token is not a number.
 */
function parseNumber(b: Uint8Array, i: number, out: Float64Array, at: number): number {
  const start = i;
  const n = b.length;
  let negative = false;
  let c = b[i]!;
  if (c === MINUS || c === PLUS) {
    negative = c === MINUS;
    c = ++i < n ? b[i]! : 0;
  }
  let mantissa = 0;
  let digits = 0;
  let decimals = 0;
  while (c >= ZERO && c <= ZERO + 9) {
    mantissa = mantissa * 10 + (c - ZERO);
    digits++;
    c = ++i < n ? b[i]! : 0;
  }
  if (c === DOT) {
    c = ++i < n ? b[i]! : 0;
    while (c >= ZERO && c <= ZERO + 9) {
      mantissa = mantissa * 10 + (c - ZERO);
      digits++;
      decimals++;
      c = ++i < n ? b[i]! : 0;
    }
  }
  if (
    digits > 0 && (i >= n || isBlank(c)) && mantissa <= 9007199254740991 && decimals <= 22
  ) {
    const v = decimals === 0 ? mantissa : mantissa / POW10[decimals]!;
    out[at] = negative ? -v : v;
    return i;
  }
  while (i < n && !isBlank(b[i]!)) i++;
  const text = decoder.decode(b.subarray(start, i));
  const value = NUMBER.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(value)) return -1;
  out[at] = value;
  return i;
}

/** Reads the frame lines from the cursor on. */
function readFrames(c: Cursor, frameCount: number, channelCount: number): Float64Array {
  const b = c.bytes;
  const n = b.length;
  const values = new Float64Array(frameCount * channelCount);
  let i = c.pos;
  // The rest of the `Frame Time` line must be empty.
  while (i < n && (b[i] === SPACE || b[i] === TAB || b[i] === CR)) i++;
  if (i < n && b[i] !== LF) {
    c.pos = i;
    c.fail("unexpected text after the Frame Time value; frames start on the next line");
  }
  let frame = 0;
  let k = 0;
  if (channelCount === 0) frame = frameCount; // frames without numbers need no lines
  for (; i < n;) {
    // i is at a line feed: start the next line.
    c.line++;
    i++;
    c.lineStart = i;
    let column = 0;
    for (;;) {
      let ch = i < n ? b[i]! : LF;
      while (ch === SPACE || ch === TAB || ch === CR) ch = ++i < n ? b[i]! : LF;
      if (ch === LF) break;
      if (column === channelCount || frame === frameCount) {
        c.pos = i;
        if (frame === frameCount) {
          c.fail(`more frame lines than Frames says (${frameCount})`);
        }
        c.fail(`too many numbers: frame ${frame + 1} has more than the ${channelCount} channels`);
      }
      const end = parseNumber(b, i, values, k);
      if (end < 0) {
        c.pos = i;
        let e = i;
        while (e < n && !isBlank(b[e]!)) e++;
        c.fail(`frame ${frame + 1}: "${decoder.decode(b.subarray(i, e))}" is not a number`);
      }
      i = end;
      k++;
      column++;
    }
    if (column === 0) continue; // a blank line
    if (column < channelCount) {
      c.pos = i > 0 && b[i - 1] === CR ? i - 1 : i;
      c.fail(`too few numbers: frame ${frame + 1} has ${column} of the ${channelCount} channels`);
    }
    frame++;
  }
  if (frame < frameCount) {
    c.pos = n;
    c.fail(`the file ends after ${frame} frames; Frames says ${frameCount}`);
  }
  return values;
}

/**
 * Parses a BVH file.
 *
 * @throws {AnimkitError} located at line:column for a missing `HIERARCHY` or `MOTION`, an
 * unknown keyword or channel, a joint without `OFFSET`, a missing `}`, a frame line with too few
 * or too many numbers, or a frame count that disagrees with the lines.
 *
 * @example Read a one-joint file
 * ```ts
 * import { readBvh } from "@animkit/animkit";
 * import { deepEqual, equal } from "node:assert/strict";
 * const doc = readBvh(new TextEncoder().encode(
 *   "HIERARCHY\nROOT Hips\n{\n\tOFFSET 0 0 0\n\tCHANNELS 3 Zrotation Xrotation Yrotation\n" +
 *     "\tEnd Site\n\t{\n\t\tOFFSET 0 1 0\n\t}\n}\nMOTION\nFrames: 2\nFrame Time: 0.5\n" +
 *     "0 0 0\n90 0 0\n",
 * ));
 * equal(doc.joints[0]!.name, "Hips");
 * deepEqual([...doc.values], [0, 0, 0, 90, 0, 0]);
 * ```
 */
export function readBvh(bytes: Uint8Array): BvhDocument {
  bytes = asBytes(bytes, "bvh");
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const cursor = new Cursor(bytes, bom);
  const tokens = new Tokens(cursor);
  const joints = readHierarchy(tokens);
  const channelCount = joints.reduce((sum, j) => sum + j.channels.length, 0);
  label(tokens, ["Frames"]);
  const countToken = tokens.expect("the frame count");
  const countText = tokens.text(countToken);
  const frameCount = /^\d+$/.test(countText) ? Number(countText) : NaN;
  if (!Number.isSafeInteger(frameCount)) {
    tokens.fail(`Frames takes a whole number, not "${countText}"`, countToken);
  }
  // Each number takes at least a digit and a separator: refuse counts the file cannot hold
  // before allocating for them.
  if (frameCount * channelCount > (bytes.length - countToken.end + 1) / 2) {
    tokens.fail(
      `Frames says ${frameCount} frames of ${channelCount} numbers, more than the rest of the file holds`,
      countToken,
    );
  }
  label(tokens, ["Frame", "Time"]);
  const timeToken = cursor.pos;
  const frameTime = tokens.number("Frame Time");
  if (!(frameTime > 0) && !(frameTime === 0 && frameCount <= 1)) {
    cursor.fail(`Frame Time must be more than 0, not ${frameTime}`, timeToken);
  }
  const values = readFrames(cursor, frameCount, channelCount);
  const firstLf = bytes.indexOf(LF);
  const lineEnding = firstLf > 0 && bytes[firstLf - 1] === CR ? "\r\n" : "\n";
  return { joints, channelCount, frameCount, frameTime, values, lineEnding };
}

/**
 * Whether bytes look like BVH: the first token (after a byte order mark and blanks) is
 * `HIERARCHY`.
 *
 * @example
 * ```ts
 * import { isBvh } from "./read.ts";
 * import { equal } from "node:assert/strict";
 * equal(isBvh(new TextEncoder().encode("\r\nHIERARCHY\r\nROOT Hips")), true);
 * equal(isBvh(new TextEncoder().encode("animVersion 1.1;")), false);
 * ```
 */
export function isBvh(bytes: Uint8Array): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && isBlank(bytes[i]!)) i++;
  const word = "HIERARCHY";
  for (let k = 0; k < word.length; k++) {
    if (((bytes[i + k] ?? 0) & 0xdf) !== word.charCodeAt(k)) return false;
  }
  const after = bytes[i + word.length];
  return after === undefined || isBlank(after);
}
