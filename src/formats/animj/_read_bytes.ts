/**
 * AnimJ bytes → {@linkcode AnimJDocument} straight from the UTF-8 bytes: no decoded text and no
 * `JSON.parse` tree, so reading holds little beyond the bytes and the document's typed arrays
 * (the tree of a 42 MB file is several times its size). It reads what a clean file holds — the
 * members the schema knows, each at most once, trackType and valueType before data, strings
 * without escapes, integers of 64-bit types below 2^53 — and checks every value as
 * `buildAnimJ` (`_build.ts`) does. Anything else (bad JSON, a schema problem, an escape, another
 * member order) returns null, and the full reader (`read.ts`) reads the file and words its
 * problem with its location: this path never reports an error itself.
 *
 * Numbers are the doubles `JSON.parse` gives. Up to 15 significant digits and a decimal
 * exponent within ±22, the digits as an integer and the power of ten are both exact doubles, so
 * one multiplication or division rounds the exact decimal value correctly (Clinger's fast path,
 * "How to Read Floating Point Numbers Accurately", PLDI 1990); up to 19 digits,
 * `nearestDouble` (`_nearest_double.ts`) settles the rounding; other numbers are converted by
 * `Number()` of their text, the same correctly rounded conversion `JSON.parse` uses.
 *
 * @module
 */
import { isValueType, type ValueType } from "../../model/value_type.ts";
import {
  animjComponentKeys,
  type AnimJDocument,
  animjIsFloat32,
  type AnimJTrack,
  type AnimJTrackType,
  newAnimJTrack,
} from "./document.ts";
import { F32_MAX, type Scalar, scalarOf, TWO_53 } from "./_build.ts";
import { nearestDouble } from "./_nearest_double.ts";
import { lintFreeShape } from "./lint.ts";
import { POWERS_OF_TEN } from "../../model/exact_product.ts";

/** Thrown at anything this path leaves to the full reader; caught once at its top. */
const ELSEWHERE = Symbol("elsewhere");

const UTF8 = new TextDecoder();
const UTF8_STRICT = new TextDecoder("utf-8", { fatal: true });

/** Each byte's digit value, 255 for bytes that are not digits (any OR of digits is below 16). */
const DIGIT = new Uint8Array(256).fill(255);
for (let d = 0; d < 10; d++) DIGIT[48 + d] = d;

const QUOTE = 34;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

/** Member names, as bytes. */
function word(s: string): Uint8Array {
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

const NAME = word("name");
const GLOBAL_DURATION = word("globalDuration");
const TRACKS = word("tracks");
const TRACK_TYPE = word("trackType");
const VALUE_TYPE = word("valueType");
const DATA = word("data");
const NODE = word("node");
const PROPERTY = word("property");
const KEYFRAMES = word("keyframes");
const INTERVAL = word("interval");
const TIME = word("time");
const VALUE = word("value");
const INTERPOLATION = word("interpolation");
const LEFT_TANGENT = word("leftTangent");
const RIGHT_TANGENT = word("rightTangent");
const TRUE = word("true");
const FALSE = word("false");
const NULL = word("null");
/** Curve interpolations, by their index in `ANIMJ_INTERPOLATIONS`. */
const INTERPOLATIONS = ["Hold", "Linear", "Tangent", "CubicBezier"].map(word);
const TRACK_TYPES: readonly AnimJTrackType[] = ["Raw", "Discrete", "Curve", "Bezier"];
const TRACK_TYPE_WORDS = TRACK_TYPES.map(word);

function elsewhere(): never {
  throw ELSEWHERE;
}

/** Key data of the track being read, grown as keys come (one set, reused by every track). */
class Scratch {
  capacity = 0;
  width = 0;
  times: Float64Array = new Float64Array(0);
  values: Float64Array = new Float64Array(0);
  left: Float64Array = new Float64Array(0);
  right: Float64Array = new Float64Array(0);
  interpolations: Uint8Array = new Uint8Array(0);
  strings: (string | null)[] = [];

  /** Starts a track of `width` numbers per value. */
  start(width: number): void {
    if (width > this.width) {
      this.width = width;
      this.capacity = 0;
    }
    this.strings.length = 0;
  }

  /** Makes room for key `k`. */
  room(k: number): void {
    if (k < this.capacity) return;
    const capacity = Math.max(64, 2 * this.capacity);
    const w = Math.max(1, this.width);
    this.times = grown(this.times, new Float64Array(capacity));
    this.values = grown(this.values, new Float64Array(capacity * w));
    this.left = grown(this.left, new Float64Array(capacity * w));
    this.right = grown(this.right, new Float64Array(capacity * w));
    this.interpolations = grown(this.interpolations, new Uint8Array(capacity));
    this.capacity = capacity;
  }
}

/** `next` holding what fits of `old`. */
function grown<T extends Float64Array | Uint8Array>(old: T, next: T): T {
  next.set(old.subarray(0, Math.min(old.length, next.length)));
  return next;
}

/** The reader: a position in the bytes and the scratch key data. */
class BytesReader {
  readonly b: Uint8Array;
  i: number;
  readonly scratch: Scratch = new Scratch();
  /** Whether numbers are kept as Resonite stores them (see {@linkcode readAnimJBytes}). */
  readonly stored: boolean;
  /** Whether the track being read keeps its numbers as float32. */
  f32 = false;
  /** A track had valueType before trackType (Resonite wants trackType first: a lint). */
  reordered = false;

  constructor(bytes: Uint8Array, stored: boolean) {
    this.b = bytes;
    this.stored = stored;
    // A byte order mark is skipped, as the text decoder does.
    this.i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  }

  /** Skips JSON whitespace and returns the byte there (-1 at the end). */
  next(): number {
    const b = this.b;
    let i = this.i;
    const n = b.length;
    while (i < n) {
      const c = b[i]!;
      if (c !== 32 && c !== 10 && c !== 13 && c !== 9) break;
      i++;
    }
    this.i = i;
    return i < n ? b[i]! : -1;
  }

  /** Skips whitespace and the byte `c`, which must be there. */
  expect(c: number): void {
    if (this.next() !== c) elsewhere();
    this.i++;
  }

  /**
   * After an element: true at `,` (another follows), false at `close` (the list ends); both are
   * skipped.
   */
  more(close: number): boolean {
    const c = this.next();
    this.i++;
    if (c === COMMA) return true;
    if (c !== close) elsewhere();
    return false;
  }

  /** Skips whitespace and the opening byte `open`; true when the list or object is empty. */
  open(open: number, close: number): boolean {
    this.expect(open);
    if (this.next() !== close) return false;
    this.i++;
    return true;
  }

  /** Skips whitespace to a member name's opening quote, which must be there. */
  member(): void {
    if (this.next() !== QUOTE) elsewhere();
  }

  /**
   * Whether the member name at the position (its opening quote) is `w`; if so, the name and the
   * colon after it are skipped. A name with an escape or a byte beyond ASCII is none of the
   * schema's names.
   */
  is(w: Uint8Array): boolean {
    const b = this.b;
    const at = this.i + 1;
    const n = w.length;
    for (let k = 0; k < n; k++) if (b[at + k] !== w[k]) return false;
    if (b[at + n] !== QUOTE) return false;
    this.i = at + n + 1;
    this.expect(COLON);
    return true;
  }

  /** A string value, or null for the literal null when `nullable`. */
  text(nullable: boolean): string | null {
    const c = this.next();
    if (c !== QUOTE) {
      if (nullable && c === NULL[0]) {
        this.literal(NULL);
        return null;
      }
      elsewhere();
    }
    const b = this.b;
    const start = ++this.i;
    let i = start;
    let ascii = true;
    for (;;) {
      const d = b[i];
      if (d === QUOTE) break;
      if (d === undefined || d === 92 || d < 32) elsewhere();
      if (d >= 128) ascii = false;
      i++;
    }
    this.i = i + 1;
    if (ascii) {
      return i - start < 64 ? String.fromCharCode(...b.subarray(start, i)) : UTF8.decode(
        b.subarray(start, i),
      );
    }
    try {
      return UTF8_STRICT.decode(b.subarray(start, i));
    } catch {
      return elsewhere();
    }
  }

  /** A string value that must be one of `words`: its index. */
  choice(words: readonly Uint8Array[]): number {
    if (this.next() !== QUOTE) elsewhere();
    const b = this.b;
    const start = ++this.i;
    let i = start;
    while (b[i] !== QUOTE) {
      if (i >= b.length) elsewhere();
      i++;
    }
    this.i = i + 1;
    const length = i - start;
    for (let w = 0; w < words.length; w++) {
      const word = words[w]!;
      if (word.length !== length) continue;
      let k = 0;
      while (k < length && b[start + k] === word[k]) k++;
      if (k === length) return w;
    }
    return elsewhere();
  }

  /** The literal `w` (true, false, null), which must be there. */
  literal(w: Uint8Array): void {
    const b = this.b;
    const at = this.i;
    for (let k = 0; k < w.length; k++) if (b[at + k] !== w[k]) elsewhere();
    this.i = at + w.length;
  }

  /** A JSON number: the double JSON.parse gives for it. */
  number(): number {
    const b = this.b;
    this.next();
    const start = this.i;
    let i = start;
    let c = b[i]!;
    const negative = c === 45;
    if (negative) c = b[++i]!;
    // The significant digits as integers — the first 15 (exact in a double), then 4 more — and
    // the power of ten they are scaled by.
    let head = 0;
    let tail = 0;
    let tailDigits = 0;
    let significant = 0;
    let scale = 0;
    if (c === 48) c = b[++i]!;
    else if (c >= 49 && c <= 57) {
      do {
        if (significant < 15) head = head * 10 + (c - 48);
        else if (significant < 19) {
          tail = tail * 10 + (c - 48);
          tailDigits++;
        } else scale++;
        significant++;
        c = b[++i]!;
      } while (c >= 48 && c <= 57);
    } else elsewhere();
    if (c === 46) {
      c = b[++i]!;
      if (!(c >= 48 && c <= 57)) elsewhere();
      if (significant === 0) {
        while (c === 48) {
          scale--;
          c = b[++i]!;
        }
      }
      // The rest of the first 15 significant digits, four at a time while they last.
      let room = 15 - significant;
      if (room > 0) {
        const n = b.length;
        const before = room;
        while (room >= 4 && i + 4 <= n) {
          const d1 = DIGIT[c]!;
          const d2 = DIGIT[b[i + 1]!]!;
          const d3 = DIGIT[b[i + 2]!]!;
          const d4 = DIGIT[b[i + 3]!]!;
          if ((d1 | d2 | d3 | d4) > 15) break;
          head = head * 10000 + (d1 * 1000 + d2 * 100 + d3 * 10 + d4);
          i += 4;
          c = b[i]!;
          room -= 4;
        }
        while (room > 0 && c >= 48 && c <= 57) {
          head = head * 10 + (c - 48);
          c = b[++i]!;
          room--;
        }
        significant += before - room;
        scale -= before - room;
      }
      while (c >= 48 && c <= 57) {
        if (significant < 19) {
          tail = tail * 10 + (c - 48);
          tailDigits++;
          scale--;
        }
        significant++;
        c = b[++i]!;
      }
    }
    let exponent = 0;
    if (c === 101 || c === 69) {
      c = b[++i]!;
      const down = c === 45;
      if (down || c === 43) c = b[++i]!;
      if (!(c >= 48 && c <= 57)) elsewhere();
      do {
        // Beyond this the number is 0 or infinite anyway (converted below by Number()).
        if (exponent < 100000) exponent = exponent * 10 + (c - 48);
        c = b[++i]!;
      } while (c >= 48 && c <= 57);
      if (down) exponent = -exponent;
    }
    this.i = i;
    if (significant === 0) return negative ? -0 : 0;
    const e = scale + exponent;
    if (e >= -22 && e <= 22) {
      if (significant <= 15) {
        // Both exact: one rounding (Clinger's fast path).
        const v = e === 0 ? head : e > 0 ? head * POWERS_OF_TEN[e]! : head / POWERS_OF_TEN[-e]!;
        return negative ? -v : v;
      }
      if (significant <= 19) {
        const v = nearestDouble(head, tailDigits, tail, e);
        if (v === v) return negative ? -v : v;
      }
    }
    return Number(UTF8.decode(b.subarray(start, i)));
  }

  /** One component: a boolean (stored as 0/1) or a number within the type's bounds. */
  component(s: Scalar, out: Float64Array, at: number): void {
    if (s.bool) {
      const c = this.next();
      if (c === TRUE[0]) {
        this.literal(TRUE);
        out[at] = 1;
      } else if (c === FALSE[0]) {
        this.literal(FALSE);
        out[at] = 0;
      } else elsewhere();
      return;
    }
    const x = this.number();
    if (!(x >= s.lo && x <= s.hi) || (s.int && !Number.isInteger(x))) elsewhere();
    out[at] = this.f32 ? Math.fround(x) : x;
  }

  /** One value of `s.width` components at `out[at]`. */
  value(s: Scalar, components: readonly string[] | null, out: Float64Array, at: number): void {
    const width = s.width;
    if (width === 1) return this.component(s, out, at);
    // Matrices have no AnimJ form (the schema refuses them).
    if (components === null || this.open(OPEN_BRACE, CLOSE_BRACE)) elsewhere();
    let seen = 0;
    do {
      // A one-letter name.
      const b = this.b;
      this.member();
      const c = b[this.i + 1]!;
      if (b[this.i + 2] !== QUOTE) elsewhere();
      this.i += 3;
      this.expect(COLON);
      const index = s.rgba
        ? (c === 114 ? 0 : c === 103 ? 1 : c === 98 ? 2 : c === 97 ? 3 : 4)
        : (c === 120 ? 0 : c === 121 ? 1 : c === 122 ? 2 : c === 119 ? 3 : 4);
      if (index >= width || (seen & (1 << index)) !== 0) elsewhere();
      seen |= 1 << index;
      this.component(s, out, at + index);
    } while (this.more(CLOSE_BRACE));
    if (seen !== (1 << width) - 1) elsewhere();
  }

  /** The document. */
  document(): AnimJDocument {
    let name = "";
    let globalDuration = 0;
    const tracks: AnimJTrack[] = [];
    let seen = 0;
    if (!this.open(OPEN_BRACE, CLOSE_BRACE)) {
      do {
        this.member();
        let member: number;
        if (this.is(NAME)) {
          member = 1;
          name = this.text(false)!;
        } else if (this.is(GLOBAL_DURATION)) {
          member = 2;
          globalDuration = this.number();
          if (!(globalDuration >= 0 && globalDuration <= F32_MAX)) elsewhere();
        } else if (this.is(TRACKS)) {
          member = 4;
          if (!this.open(OPEN_BRACKET, CLOSE_BRACKET)) {
            do tracks.push(this.track()); while (this.more(CLOSE_BRACKET));
          }
        } else return elsewhere();
        if ((seen & member) !== 0) elsewhere();
        seen |= member;
      } while (this.more(CLOSE_BRACE));
    }
    if (this.next() !== -1) elsewhere();
    return { name, globalDuration, tracks };
  }

  /** One track: trackType and valueType, then data. */
  track(): AnimJTrack {
    let trackType: AnimJTrackType | undefined;
    let valueType: ValueType | undefined;
    let track: AnimJTrack | undefined;
    if (this.open(OPEN_BRACE, CLOSE_BRACE)) elsewhere();
    do {
      this.member();
      if (this.is(TRACK_TYPE) && trackType === undefined) {
        trackType = TRACK_TYPES[this.choice(TRACK_TYPE_WORDS)]!;
      } else if (this.is(VALUE_TYPE) && valueType === undefined) {
        if (trackType === undefined) this.reordered = true;
        const type = this.text(false)!;
        if (!isValueType(type)) elsewhere();
        valueType = type;
      } else if (
        this.is(DATA) && track === undefined && trackType !== undefined &&
        valueType !== undefined
      ) {
        track = this.data(trackType, valueType);
      } else elsewhere();
    } while (this.more(CLOSE_BRACE));
    return track ?? elsewhere();
  }

  /** A track's data: its labels and keyframes. */
  data(trackType: AnimJTrackType, valueType: ValueType): AnimJTrack {
    let node = "";
    let property = "";
    let interval = 0;
    let count = 0;
    let seen = 0;
    const s = scalarOf(valueType);
    const scratch = this.scratch;
    scratch.start(s.width);
    this.f32 = this.stored && animjIsFloat32(valueType);
    if (!this.open(OPEN_BRACE, CLOSE_BRACE)) {
      do {
        this.member();
        let member: number;
        if (this.is(NODE)) {
          member = 1;
          node = this.text(false)!;
        } else if (this.is(PROPERTY)) {
          member = 2;
          property = this.text(false)!;
        } else if (this.is(KEYFRAMES)) {
          member = 4;
          count = this.keyframes(trackType, valueType, s);
        } else if (this.is(INTERVAL) && trackType === "Raw") {
          member = 8;
          interval = this.number();
          if (!(interval > 0 && interval <= F32_MAX)) elsewhere();
          if (this.stored) interval = Math.fround(interval);
        } else return elsewhere();
        if ((seen & member) !== 0) elsewhere();
        seen |= member;
      } while (this.more(CLOSE_BRACE));
    }
    const track = newAnimJTrack(trackType, valueType, node, property, count);
    track.interval = interval;
    const w = s.width;
    if (valueType === "string") {
      for (let k = 0; k < count; k++) track.strings[k] = scratch.strings[k]!;
    } else track.values.set(scratch.values.subarray(0, count * w));
    if (trackType !== "Raw") track.times.set(scratch.times.subarray(0, count));
    if (trackType === "Curve" || trackType === "Bezier") {
      track.interpolations.set(scratch.interpolations.subarray(0, count));
      if (w > 0) {
        track.leftTangents.set(scratch.left.subarray(0, count * w));
        track.rightTangents.set(scratch.right.subarray(0, count * w));
      }
    }
    // Integers of 64-bit types from 2^53 on are kept exactly by the full reader.
    if (s.int && valueType.includes("long")) {
      const values = track.values;
      for (let i = 0; i < values.length; i++) if (Math.abs(values[i]!) >= TWO_53) elsewhere();
    }
    return track;
  }

  /** The keyframes list into the scratch arrays: its length. */
  keyframes(trackType: AnimJTrackType, valueType: ValueType, s: Scalar): number {
    if (this.open(OPEN_BRACKET, CLOSE_BRACKET)) return 0;
    const scratch = this.scratch;
    const isString = valueType === "string";
    const components = animjComponentKeys(valueType);
    const w = s.width;
    const curve = trackType === "Curve" || trackType === "Bezier";
    // A Tangent or CubicBezier key without a tangent: refused when the curve has two keys or more.
    let untangented = false;
    // Kept as float32, keys out of order might tie: those are left to the full reader.
    let previous = -Infinity;
    let k = 0;
    do {
      scratch.room(k);
      const at = k * w;
      if (trackType === "Raw") {
        if (isString) scratch.strings.push(this.text(true));
        else this.value(s, components, scratch.values, at);
        k++;
        continue;
      }
      if (this.open(OPEN_BRACE, CLOSE_BRACE)) elsewhere();
      let seen = 0;
      let interpolation = 255;
      do {
        this.member();
        let member: number;
        if (this.is(TIME)) {
          member = 1;
          const time = this.number();
          if (!(time >= 0 && time <= F32_MAX)) elsewhere();
          if (this.stored) {
            if (time < previous) elsewhere();
            previous = time;
          }
          scratch.times[k] = this.stored ? Math.fround(time) : time;
        } else if (this.is(VALUE)) {
          member = 2;
          if (isString) scratch.strings.push(this.text(true));
          else this.value(s, components, scratch.values, at);
        } else if (curve && this.is(INTERPOLATION)) {
          member = 4;
          interpolation = this.choice(INTERPOLATIONS);
        } else if (curve && this.is(LEFT_TANGENT)) {
          member = 8;
          if (isString) this.text(true);
          else this.value(s, components, scratch.left, at);
        } else if (curve && this.is(RIGHT_TANGENT)) {
          member = 16;
          if (isString) this.text(true);
          else this.value(s, components, scratch.right, at);
        } else return elsewhere();
        if ((seen & member) !== 0) elsewhere();
        seen |= member;
      } while (this.more(CLOSE_BRACE));
      if ((seen & 3) !== 3 || (curve && (seen & 4) === 0)) elsewhere();
      if (curve) {
        scratch.interpolations[k] = interpolation;
        if ((seen & 8) === 0) { for (let c = 0; c < w; c++) scratch.left[at + c] = NaN; }
        if ((seen & 16) === 0) { for (let c = 0; c < w; c++) scratch.right[at + c] = NaN; }
        if (interpolation >= 2 && (seen & 24) === 0) untangented = true;
      }
      k++;
    } while (this.more(CLOSE_BRACKET));
    if (untangented && k >= 2) elsewhere();
    return k;
  }
}

/**
 * Reads a clean AnimJ file straight from its bytes, or returns null for anything it leaves to
 * the full reader (which then reads the file, or reports its problem with its location).
 *
 * `stored`: keep the numbers as Resonite stores them after import, which is what a clip's
 * curves evaluate (`AnimJCurve`): key times, intervals and the values of float-based types as
 * float32 (`Math.fround` of the number read). The curves then need no float32 copy of their own.
 */
export function readAnimJBytes(bytes: Uint8Array, stored = false): AnimJDocument | null {
  try {
    return new BytesReader(bytes, stored).document();
  } catch (e) {
    if (e === ELSEWHERE) return null;
    throw e;
  }
}

/**
 * {@linkcode readAnimJBytes} of a file that gives the Resonite lints nothing to find: tracks
 * with trackType first, and a shape ({@linkcode lintFreeShape}) that rules out every other lint
 * (the byte reader takes no 64-bit integer beyond 2^53, the one text lint left). Null for
 * anything else, which the full reader validates and lints.
 */
export function readLintFreeAnimJ(bytes: Uint8Array): AnimJDocument | null {
  try {
    const reader = new BytesReader(bytes, false);
    const doc = reader.document();
    return !reader.reordered && lintFreeShape(doc) ? doc : null;
  } catch (e) {
    if (e === ELSEWHERE) return null;
    throw e;
  }
}
