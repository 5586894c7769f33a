/**
 * A hand-written reader for Maya `.anim` text that follows Maya's own reader
 * (animImportExport `animFileUtils.cpp`, as described in notes-maya.md §2–§5).
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import {
  MAYA_HEADER_KEYWORDS,
  MAYA_TANGENT_WORDS,
  mayaAngularUnitRad,
  type MayaAnimData,
  type MayaDocument,
  type MayaHeader,
  type MayaItem,
  type MayaKeys,
  mayaLinearUnitCm,
  MayaTangent,
  mayaTimeUnitFps,
} from "./document.ts";
import { asBytes } from "../../io/bytes.ts";

/** Something Maya's reader reports and carries on after. */
export interface MayaWarning {
  /** 1-based line. */
  readonly line: number;
  /** 1-based column (bytes). */
  readonly column: number;
  /** Plain words. */
  readonly message: string;
}

/** What {@linkcode readMaya} returns. */
export interface MayaReadResult {
  /** The document. */
  readonly document: MayaDocument;
  /** Warnings for input Maya would also skip or reinterpret (unknown keywords, unit words…). */
  readonly warnings: MayaWarning[];
}

/** Maya's word buffer is 1024 bytes (notes-maya.md §2). */
const MAX_TOKEN = 1024;
/** At most this many warnings are listed; the rest are counted. */
const MAX_WARNINGS = 1000;
/** At most this many distinct unknown tangent words (codes are bytes). */
const MAX_TANGENT_CODES = 256;

const SPACE = 32;
const TAB = 9;
const CR = 13;
const LF = 10;
const SEMI = 59;
const SLASH = 47;
const HASH = 35;
const QUOTE = 34;
const LBRACE = 123;
const RBRACE = 125;

const POW10: Float64Array = (() => {
  const p = new Float64Array(23);
  for (let i = 0; i < 23; i++) p[i] = Number(`1e${i}`);
  return p;
})();

const HEADER_KEYWORDS = new Set(MAYA_HEADER_KEYWORDS);

/** Known tangent words by (length, first, second and last byte). */
const TANGENT_KEYS: Map<number, number> = new Map(
  MAYA_TANGENT_WORDS.map((w, i) => [
    (w.length | (w.charCodeAt(0) << 8) | (w.charCodeAt(1) << 16) |
      (w.charCodeAt(w.length - 1) << 24)) >>> 0,
    i,
  ]),
);

const TIME_WORDS_OK = (w: string) => mayaTimeUnitFps(w) !== undefined;
const INFINITY_WORDS = new Set(["constant", "linear", "cycle", "cycleRelative", "oscillate"]);

/** Lines of the text: one more than its line feeds. */
function lineCount(bytes: Uint8Array): number {
  let lines = 1;
  for (let at = bytes.indexOf(LF); at >= 0; at = bytes.indexOf(LF, at + 1)) lines++;
  return lines;
}

/** Growable scratch arrays for one curve's keys, reused across curves. */
class KeyScratch {
  n = 0;
  cap = 0;
  time = new Float64Array(0);
  value = new Float64Array(0);
  inType = new Uint8Array(0);
  outType = new Uint8Array(0);
  tanLocked = new Uint8Array(0);
  weightLocked = new Uint8Array(0);
  breakdown = new Uint8Array(0);
  inAngle = new Float64Array(0);
  inWeight = new Float64Array(0);
  outAngle = new Float64Array(0);
  outWeight = new Float64Array(0);

  /** Grows to hold at least `hint` keys (doubling). */
  grow(hint = 0): void {
    const cap = Math.max(64, this.cap * 2, hint);
    const f = (a: Float64Array) => {
      const b = new Float64Array(cap);
      b.set(a);
      return b;
    };
    const u = (a: Uint8Array) => {
      const b = new Uint8Array(cap);
      b.set(a);
      return b;
    };
    this.time = f(this.time);
    this.value = f(this.value);
    this.inType = u(this.inType);
    this.outType = u(this.outType);
    this.tanLocked = u(this.tanLocked);
    this.weightLocked = u(this.weightLocked);
    this.breakdown = u(this.breakdown);
    this.inAngle = f(this.inAngle);
    this.inWeight = f(this.inWeight);
    this.outAngle = f(this.outAngle);
    this.outWeight = f(this.outWeight);
    this.cap = cap;
  }

  /**
   * The keys read: views into the scratch arrays when they fill at least half of them (the rest
   * was never written, so it takes no memory), else copies of the keys' length.
   */
  take(): MayaKeys {
    const n = this.n;
    if (2 * n >= this.cap) {
      return {
        time: this.time.subarray(0, n),
        value: this.value.subarray(0, n),
        inType: this.inType.subarray(0, n),
        outType: this.outType.subarray(0, n),
        tanLocked: this.tanLocked.subarray(0, n),
        weightLocked: this.weightLocked.subarray(0, n),
        breakdown: this.breakdown.subarray(0, n),
        inAngle: this.inAngle.subarray(0, n),
        inWeight: this.inWeight.subarray(0, n),
        outAngle: this.outAngle.subarray(0, n),
        outWeight: this.outWeight.subarray(0, n),
      };
    }
    return {
      time: this.time.slice(0, n),
      value: this.value.slice(0, n),
      inType: this.inType.slice(0, n),
      outType: this.outType.slice(0, n),
      tanLocked: this.tanLocked.slice(0, n),
      weightLocked: this.weightLocked.slice(0, n),
      breakdown: this.breakdown.slice(0, n),
      inAngle: this.inAngle.slice(0, n),
      inWeight: this.inWeight.slice(0, n),
      outAngle: this.outAngle.slice(0, n),
      outWeight: this.outWeight.slice(0, n),
    };
  }
}

/** The tokenizer and parser state over the bytes. */
class Reader {
  readonly b: Uint8Array;
  readonly n: number;
  pos: number;
  line = 1;
  lineStart = 0;
  /** Current token. */
  ts = 0;
  te = 0;
  tLine = 1;
  tCol = 1;
  readonly warnings: MayaWarning[] = [];
  /** The text of `// animkit:` comments. */
  readonly notes: string[] = [];
  readonly tangentCodes = new Map<string, number>();
  readonly tangentWords: string[] = [...MAYA_TANGENT_WORDS];
  readonly scratch = new KeyScratch();
  breakdowns = true;
  dropped = 0;

  constructor(bytes: Uint8Array) {
    this.b = bytes;
    this.n = bytes.length;
    // A UTF-8 byte order mark is not part of the first word.
    this.pos = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    this.lineStart = this.pos;
    // One key per line, and a key row takes at least ~20 bytes: reserve for the fewer up front.
    this.scratch.grow(Math.min(lineCount(bytes), Math.ceil(bytes.length / 20)));
    MAYA_TANGENT_WORDS.forEach((w, i) => this.tangentCodes.set(w, i));
  }

  fail(line: number, column: number, message: string): never {
    throw new AnimkitError("maya", { kind: "text", line, column }, message);
  }

  failHere(message: string): never {
    return this.fail(this.tLine, this.tCol, message);
  }

  warn(message: string, line = this.tLine, column = this.tCol): void {
    // Bounded: a file of garbage lines must not build an unbounded list.
    if (this.warnings.length < MAX_WARNINGS) this.warnings.push({ line, column, message });
    else this.dropped++;
  }

  /** Skips to the start of the next line. */
  skipLine(): void {
    const b = this.b;
    let p = this.pos;
    while (p < this.n && b[p] !== LF) p++;
    if (p < this.n) {
      p++;
      this.line++;
      this.lineStart = p;
    }
    this.pos = p;
  }

  /**
   * `advance` + `asWord`: skips whitespace, `;` and comments (any token starting with `/` or
   * `#`), then reads one word. Returns false at the end of the input.
   */
  next(): boolean {
    const b = this.b;
    const n = this.n;
    let p = this.pos;
    for (;;) {
      if (p >= n) {
        this.pos = p;
        this.ts = this.te = p;
        this.tLine = this.line;
        this.tCol = p - this.lineStart + 1;
        return false;
      }
      const c = b[p]!;
      if (c === SPACE || c === TAB || c === CR || c === SEMI) p++;
      else if (c === LF) {
        p++;
        this.line++;
        this.lineStart = p;
      } else if (c === SLASH || c === HASH) {
        const start = p;
        while (p < n && b[p] !== LF) p++;
        // `// animkit: {…}`: what animkit's writer recorded for the way back.
        if (c === SLASH && p - start > 12 && this.notes.length < 16) {
          const text = new TextDecoder().decode(b.subarray(start, p)).trimEnd();
          if (text.startsWith("// animkit: ")) this.notes.push(text.slice(12));
        }
      } else break;
    }
    this.pos = p;
    return this.word();
  }

  /**
   * Like {@linkcode Reader.next} but stays on the current line: returns false at the end of
   * the line (or at a comment).
   */
  nextInline(): boolean {
    const b = this.b;
    const n = this.n;
    let p = this.pos;
    while (p < n) {
      const c = b[p]!;
      if (c === SPACE || c === TAB || c === CR || c === SEMI) p++;
      else break;
    }
    this.pos = p;
    if (p >= n || b[p] === LF || b[p] === SLASH || b[p] === HASH) {
      this.ts = this.te = p;
      this.tLine = this.line;
      this.tCol = p - this.lineStart + 1;
      return false;
    }
    return this.word();
  }

  /** Reads a word at `pos` (not whitespace). */
  word(): boolean {
    const b = this.b;
    const n = this.n;
    const start = this.pos;
    let p = start;
    this.tLine = this.line;
    this.tCol = start - this.lineStart + 1;
    const c = b[p]!;
    if (c === LBRACE || c === RBRACE) {
      p++;
    } else if (c === QUOTE) {
      // A quoted word runs to the next quote (notes-maya.md §2); not across lines here.
      p++;
      while (p < n && b[p] !== QUOTE && b[p] !== LF) p++;
      if (p >= n || b[p] !== QUOTE) this.failHere("a quoted name has no closing quote");
      p++;
    } else {
      while (p < n) {
        const d = b[p]!;
        if (d === SPACE || d === TAB || d === SEMI || d === LF || d === CR) break;
        p++;
      }
    }
    if (p - start > MAX_TOKEN) {
      this.failHere(`a word of ${p - start} bytes is longer than Maya's ${MAX_TOKEN}-byte limit`);
    }
    this.ts = start;
    this.te = p;
    this.pos = p;
    return true;
  }

  /** The current token as a string (quotes removed). */
  text(): string {
    const b = this.b;
    let s = this.ts;
    let e = this.te;
    if (b[s] === QUOTE && e - s >= 2) {
      s++;
      e--;
    }
    let out = "";
    for (let i = s; i < e; i++) {
      const c = b[i]!;
      if (c >= 0x80) return new TextDecoder().decode(b.subarray(s, e));
      out += String.fromCharCode(c);
    }
    return out;
  }

  /** Whether the current token is exactly the ASCII `word`. */
  is(word: string): boolean {
    const len = this.te - this.ts;
    if (len !== word.length) return false;
    for (let i = 0; i < len; i++) if (this.b[this.ts + i] !== word.charCodeAt(i)) return false;
    return true;
  }

  isChar(c: number): boolean {
    return this.te - this.ts === 1 && this.b[this.ts] === c;
  }

  /** The current token as a C++ `>>` double; an error naming `what` otherwise. */
  number(what: string): number {
    const v = this.parseNumber(this.ts, this.te);
    if (v !== v) this.failHere(`expected a number for ${what}, found "${this.text()}"`);
    return v;
  }

  parseNumber(start: number, end: number): number {
    const b = this.b;
    let i = start;
    let neg = false;
    if (b[i] === 45) {
      neg = true;
      i++;
    } else if (b[i] === 43) i++;
    let mant = 0;
    let digits = 0;
    let exp10 = 0;
    let exact = true;
    let saw = false;
    while (i < end) {
      const d = b[i]! - 48;
      if (d < 0 || d > 9) break;
      saw = true;
      if (digits < 15) {
        mant = mant * 10 + d;
        if (mant !== 0) digits++;
      } else {
        exp10++;
        if (d !== 0) exact = false;
      }
      i++;
    }
    if (i < end && b[i] === 46) {
      i++;
      while (i < end) {
        const d = b[i]! - 48;
        if (d < 0 || d > 9) break;
        saw = true;
        if (digits < 15) {
          mant = mant * 10 + d;
          if (mant !== 0) digits++;
          exp10--;
        } else if (d !== 0) exact = false;
        i++;
      }
    }
    if (!saw) return NaN;
    if (i < end && (b[i] === 101 || b[i] === 69)) {
      i++;
      let eneg = false;
      if (b[i] === 45) {
        eneg = true;
        i++;
      } else if (b[i] === 43) i++;
      let e = 0;
      let sawE = false;
      while (i < end) {
        const d = b[i]! - 48;
        if (d < 0 || d > 9) break;
        sawE = true;
        if (e < 100000) e = e * 10 + d;
        i++;
      }
      if (!sawE) return NaN;
      exp10 += eneg ? -e : e;
    }
    if (i !== end) return NaN;
    if (exact && exp10 >= -22 && exp10 <= 22) {
      // One correctly rounded operation on exact operands: the correctly rounded result.
      const v = exp10 < 0 ? mant / POW10[-exp10]! : mant * POW10[exp10]!;
      return neg ? -v : v;
    }
    let s = "";
    for (let k = start; k < end; k++) s += String.fromCharCode(b[k]!);
    return Number(s);
  }

  /** The next value on the line, or an error saying the row/line ended before `what`. */
  inline(what: string): void {
    if (!this.nextInline()) this.failHere(`the line ends before ${what}`);
  }

  /** The current token as a tangent type code (known words matched on the bytes). */
  tangentCode(last: number): number {
    // Rows mostly repeat the previous row's types.
    const words = this.tangentWords;
    if (last < words.length && this.is(words[last]!)) return last;
    const len = this.te - this.ts;
    if (len >= 4 && len <= 10) {
      const b = this.b;
      const key = (len | (b[this.ts]! << 8) | (b[this.ts + 1]! << 16) | (b[this.te - 1]! << 24)) >>>
        0;
      const code = TANGENT_KEYS.get(key);
      if (code !== undefined && this.is(words[code]!)) return code;
    }
    const word = this.text();
    let code = this.tangentCodes.get(word);
    if (code === undefined) {
      if (this.tangentWords.length >= MAX_TANGENT_CODES) {
        this.failHere("too many different unknown tangent types");
      }
      code = this.tangentWords.length;
      this.tangentWords.push(word);
      this.tangentCodes.set(word, code);
    }
    // Maya's reader takes an unknown word as `global` (notes-maya.md §5); the word is kept.
    if (code >= MAYA_TANGENT_WORDS.length) {
      this.warn(`unknown tangent type "${word}" (Maya reads it as global)`);
    }
    return code;
  }

  readHeader(): MayaHeader {
    const header: MayaHeader = {
      animVersion: "",
      mayaVersion: null,
      timeUnit: null,
      linearUnit: null,
      angularUnit: null,
      startTime: null,
      endTime: null,
      startUnitless: null,
      endUnitless: null,
      order: [],
    };
    let versionSeen = false;
    let have = this.next();
    const firstLine = this.tLine;
    const firstCol = this.tCol;
    while (have) {
      const key = this.text();
      if (!HEADER_KEYWORDS.has(key)) break;
      if (header.order.includes(key)) this.warn(`"${key}" appears twice; the last one counts`);
      else header.order.push(key);
      switch (key) {
        case "animVersion": {
          this.inline("the animVersion value");
          header.animVersion = this.text();
          versionSeen = true;
          const v = Number(header.animVersion);
          if (header.animVersion !== "1.1") {
            this.warn(`animVersion ${header.animVersion} is not 1.1`);
          }
          // Breakdown flags exist from animVersion 1.1 on (notes-maya.md §5).
          this.breakdowns = !(v < 1.1);
          break;
        }
        case "mayaVersion":
          header.mayaVersion = this.restOfStatement();
          break;
        case "timeUnit":
        case "linearUnit":
        case "angularUnit": {
          this.inline(`the ${key} value`);
          const word = this.text();
          // A well-formed `<n>fps`/`<n>df` with a rate no clock runs at is an error, not a default.
          const rate = key === "timeUnit" ? /^(\d+(?:\.\d+)?)(fps|df)$/.exec(word) : null;
          if (rate !== null && !(Number(rate[1]) > 0 && Number(rate[1]) <= 1e6)) {
            this.failHere(`timeUnit ${word}: the frame rate must be above 0 and at most 1000000`);
          }
          const ok = key === "timeUnit"
            ? TIME_WORDS_OK(word)
            : key === "linearUnit"
            ? mayaLinearUnitCm(word) !== undefined
            : mayaAngularUnitRad(word) !== undefined;
          if (!ok) this.warn(`unknown ${key} "${word}"; Maya's default applies`);
          header[key] = word;
          break;
        }
        default: {
          this.inline(`the ${key} value`);
          const v = this.number(key);
          if (!Number.isFinite(v)) this.failHere(`the ${key} value is not finite`);
          header[key as "startTime"] = v;
        }
      }
      have = this.next();
    }
    if (!versionSeen) {
      this.fail(firstLine, firstCol, "the animVersion line is missing");
    }
    return header;
  }

  /** `mayaVersion` runs to `;` or the end of the line, spaces included (notes-maya.md §2). */
  restOfStatement(): string {
    const b = this.b;
    let p = this.pos;
    while (p < this.n && (b[p] === SPACE || b[p] === TAB)) p++;
    const start = p;
    while (p < this.n && b[p] !== SEMI && b[p] !== LF && b[p] !== CR) p++;
    if (p - start > MAX_TOKEN) {
      this.fail(this.line, start - this.lineStart + 1, "the mayaVersion value is too long");
    }
    let end = p;
    while (end > start && (b[end - 1] === SPACE || b[end - 1] === TAB)) end--;
    this.pos = p;
    this.ts = start;
    this.te = end;
    return this.text();
  }

  /** Reads the body; the current token is the first body word (if `have`). */
  readBody(have: boolean): MayaItem[] {
    const items: MayaItem[] = [];
    while (have) {
      if (this.is("anim")) {
        have = this.readAnim(items);
      } else {
        this.warn(`unknown keyword "${this.text()}"; line skipped`);
        this.skipLine();
        have = this.next();
      }
    }
    return items;
  }

  /** Reads one `anim` line and its animData; returns whether a next token is current. */
  readAnim(items: MayaItem[]): boolean {
    const line = this.tLine;
    const col = this.tCol;
    const names: string[] = [];
    const nums: number[] = [];
    while (nums.length < 3 && this.nextInline()) {
      const c = this.b[this.ts]!;
      // Maya's "is numeric" test only looks at the first character (notes-maya.md §2).
      if (c >= 48 && c <= 57) {
        const v = this.number("the anim line's row/child/attr");
        if (!Number.isInteger(v)) this.failHere(`expected an integer, found "${this.text()}"`);
        nums.push(v);
      } else if (nums.length > 0) {
        this.failHere(`expected an integer, found "${this.text()}"`);
      } else {
        names.push(this.text());
      }
    }
    if (nums.length < 3) {
      this.failHere("the anim line needs row, child and attr numbers");
    }
    if (names.length === 2 || names.length > 3) {
      this.fail(line, col, `the anim line has ${names.length} names; expected 0, 1 or 3`);
    }
    const item: MayaItem = {
      line,
      names,
      attribute: "",
      leaf: "",
      node: "",
      row: nums[0]!,
      child: nums[1]!,
      attr: nums[2]!,
      data: null,
    };
    if (names.length === 3) {
      item.attribute = names[0]!;
      item.leaf = names[1]!;
      item.node = names[2]!;
    }
    items.push(item);
    // One token of lookahead tells a curve from a placeholder (notes-maya.md §4).
    const have = this.next();
    if (have && this.is("animData")) {
      if (names.length === 1) item.attribute = names[0]!;
      item.data = this.readAnimData();
      return this.next();
    }
    if (names.length === 1) item.node = names[0]!;
    return have;
  }

  readAnimData(): MayaAnimData {
    const open = this.next();
    if (!open || !this.isChar(LBRACE)) this.failHere("expected { after animData");
    const data: MayaAnimData = {
      input: null,
      output: null,
      weighted: null,
      inputUnit: null,
      outputUnit: null,
      tangentAngleUnit: null,
      preInfinity: null,
      postInfinity: null,
      order: [],
      firstKey: this.scratch.n,
      keyCount: 0,
    };
    for (;;) {
      if (!this.next()) this.failHere("the file ends inside animData: missing }");
      if (this.isChar(RBRACE)) return data;
      const key = this.text();
      switch (key) {
        case "input":
        case "output":
        case "inputUnit":
        case "outputUnit":
        case "tangentAngleUnit":
        case "preInfinity":
        case "postInfinity": {
          this.inline(`the ${key} value`);
          const word = this.text();
          if ((key === "preInfinity" || key === "postInfinity") && !INFINITY_WORDS.has(word)) {
            this.warn(`unknown infinity type "${word}"; Maya uses constant`);
          } else if (key === "input" && word !== "time" && word !== "unitless") {
            this.warn(`unknown input type "${word}"; Maya uses time`);
          } else if (
            key === "output" && word !== "time" && word !== "unitless" && word !== "linear" &&
            word !== "angular"
          ) {
            this.warn(`unknown output type "${word}"; Maya uses unitless`);
          }
          data[key] = word;
          if (!data.order.includes(key)) data.order.push(key);
          break;
        }
        case "weighted":
          this.inline("the weighted value");
          data.weighted = this.number("weighted") === 1 ? 1 : 0;
          if (!data.order.includes(key)) data.order.push(key);
          break;
        case "keys": {
          if (!data.order.includes(key)) data.order.push(key);
          // The rest of the `keys` line is ignored (notes-maya.md §2).
          this.skipLine();
          data.firstKey = this.scratch.n;
          this.readKeys();
          data.keyCount = this.scratch.n - data.firstKey;
          if (!this.next() || !this.isChar(RBRACE)) {
            this.failHere("expected } closing animData after the keys block");
          }
          return data;
        }
        default:
          // Maya reports an unknown animData word and carries on word by word (§2).
          this.warn(`unknown animData keyword "${key}" skipped`);
      }
    }
  }

  /** Appends one keys block to the document's key table. */
  readKeys(): void {
    const s = this.scratch;
    const start = s.n;
    let first = true;
    let lastIn = 255;
    let lastOut = 255;
    for (;;) {
      if (!this.next()) this.failHere("the file ends inside the keys block: missing }");
      if (this.isChar(RBRACE)) break;
      if (first && this.isChar(LBRACE)) {
        // `keys` and `{` on separate lines: tolerated.
        this.skipLine();
        first = false;
        continue;
      }
      first = false;
      if (s.n === s.cap) s.grow();
      const i = s.n;
      const time = this.number("the key time");
      if (!Number.isFinite(time)) this.failHere("the key time is not finite");
      // ±1e11 frames is over a hundred years at any frame rate Maya offers.
      if (Math.abs(time) > 1e11) this.failHere(`key time ${this.text()} is out of range (±1e11)`);
      if (i > start && !(time > s.time[i - 1]!)) {
        this.failHere(`key time ${this.text()} is not after the previous key's`);
      }
      s.time[i] = time;
      this.inline("the key value");
      s.value[i] = this.number("the key value");
      if (!Number.isFinite(s.value[i]!)) this.failHere("the key value is not finite");
      this.inline("the in-tangent type");
      const inType = this.tangentCode(lastIn);
      lastIn = inType;
      s.inType[i] = inType;
      this.inline("the out-tangent type");
      const outType = this.tangentCode(lastOut);
      lastOut = outType;
      s.outType[i] = outType;
      this.inline("the tanLocked flag");
      s.tanLocked[i] = this.number("tanLocked") === 1 ? 1 : 0;
      this.inline("the weightLocked flag");
      s.weightLocked[i] = this.number("weightLocked") === 1 ? 1 : 0;
      if (this.breakdowns) {
        this.inline("the breakdown flag");
        s.breakdown[i] = this.number("breakdown") === 1 ? 1 : 0;
      } else s.breakdown[i] = 0;
      // Angle/weight pairs: the in-tangent's first, each only if that tangent is fixed (§5).
      if (inType === MayaTangent.Fixed) {
        this.inline("the in-tangent angle");
        s.inAngle[i] = this.number("the in-tangent angle");
        this.inline("the in-tangent weight");
        s.inWeight[i] = this.number("the in-tangent weight");
      } else {
        s.inAngle[i] = NaN;
        s.inWeight[i] = NaN;
      }
      if (outType === MayaTangent.Fixed) {
        this.inline("the out-tangent angle");
        s.outAngle[i] = this.number("the out-tangent angle");
        this.inline("the out-tangent weight");
        s.outWeight[i] = this.number("the out-tangent weight");
      } else {
        s.outAngle[i] = NaN;
        s.outWeight[i] = NaN;
      }
      s.n = i + 1;
      // One key per line: the rest of the row is ignored (§2). A number there is another key
      // written on the same line, which Maya drops as well: say so where it starts.
      if (this.nextInline() && !Number.isNaN(this.parseNumber(this.ts, this.te))) {
        this.warn(
          `"${this.text()}" and the rest of this line are ignored: Maya reads one key per ` +
            "line (put each key on its own line)",
        );
      }
      this.skipLine();
    }
  }
}

/**
 * Reads a Maya `.anim` file.
 *
 * @param bytes the file (UTF-8 or ASCII; CRLF or LF)
 * @returns the document and Maya-style warnings
 * @throws {AnimkitError} with a `text` location (line:column) for input Maya cannot read
 *
 * @example Read a small file
 * ```ts
 * import { readMaya } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const text = "animVersion 1.1;\nanim translate.translateX translateX cube 0 0 0;\n" +
 *   "animData {\n  keys {\n    1 2 linear linear 1 0 0;\n  }\n}\n";
 * const { document } = readMaya(new TextEncoder().encode(text));
 * equal(document.items[0]!.node, "cube");
 * equal(document.keys.value[document.items[0]!.data!.firstKey], 2);
 * ```
 */
export function readMaya(bytes: Uint8Array): MayaReadResult {
  bytes = asBytes(bytes, "maya");
  const r = new Reader(bytes);
  const header = r.readHeader();
  // readHeader leaves the first body word (if any) as the current token.
  const items = r.readBody(r.te > r.ts);
  if (r.dropped > 0) {
    r.warnings.push({ line: r.line, column: 1, message: `${r.dropped} more warnings not listed` });
  }
  let lineEnding: "\n" | "\r\n" = "\n";
  const lf = bytes.indexOf(LF);
  if (lf > 0 && bytes[lf - 1] === CR) lineEnding = "\r\n";
  const document: MayaDocument = {
    header,
    items,
    keys: r.scratch.take(),
    tangentWords: r.tangentWords,
    lineEnding,
  };
  for (const key of ["valueTypes", "nodeNames", "trackNodes"] as const) {
    const recorded = recordedNames(r.notes, key);
    if (recorded !== undefined) document[key] = recorded;
  }
  return { document, warnings: r.warnings };
}

/**
 * `{"valueTypes": {"node.property": "double4", …}, "nodeNames": {…}, …}` from `// animkit:`
 * comments: the first record under `key`, if any.
 */
function recordedNames(
  notes: readonly string[],
  key: "valueTypes" | "nodeNames" | "trackNodes",
): Record<string, string> | undefined {
  for (const note of notes) {
    try {
      const v = (JSON.parse(note) as Record<string, unknown>)[key];
      if (v === null || typeof v !== "object" || Array.isArray(v)) continue;
      const out: Record<string, string> = {};
      for (const [k, t] of Object.entries(v)) if (typeof t === "string") out[k] = t;
      return out;
    } catch {
      // Not ours after all: an ordinary comment.
    }
  }
  return undefined;
}
