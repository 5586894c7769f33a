/**
 * The Maya `.anim` document: everything the file says, kept so that it can be written back
 * (header keywords and their order, `anim` line forms, placeholders, unit words, locks,
 * breakdowns, fixed-tangent angle/weight pairs).
 *
 * @module
 */

/**
 * Tangent type words in code order: the code of a word is its index. Files may hold other words;
 * those get codes from {@linkcode MAYA_TANGENT_WORDS}`.length` on, listed in
 * {@linkcode MayaDocument.tangentWords} (notes-maya.md §5).
 *
 * @example Look a word up
 * ```ts
 * import { MAYA_TANGENT_WORDS } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(MAYA_TANGENT_WORDS.indexOf("fixed"), 1);
 * ```
 */
export const MAYA_TANGENT_WORDS: readonly string[] = [
  "global",
  "fixed",
  "linear",
  "flat",
  "spline",
  "step",
  "stepnext",
  "slow",
  "fast",
  "clamped",
  "plateau",
  "auto",
  "automix",
  "autoease",
  "autocustom",
];

/**
 * Tangent type codes (indices into {@linkcode MAYA_TANGENT_WORDS}).
 *
 * @example
 * ```ts
 * import { MAYA_TANGENT_WORDS, MayaTangent } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(MAYA_TANGENT_WORDS[MayaTangent.StepNext], "stepnext");
 * ```
 */
export const MayaTangent: {
  readonly Global: 0;
  readonly Fixed: 1;
  readonly Linear: 2;
  readonly Flat: 3;
  readonly Spline: 4;
  readonly Step: 5;
  readonly StepNext: 6;
  readonly Slow: 7;
  readonly Fast: 8;
  readonly Clamped: 9;
  readonly Plateau: 10;
  readonly Auto: 11;
  readonly AutoMix: 12;
  readonly AutoEase: 13;
  readonly AutoCustom: 14;
} = {
  Global: 0,
  Fixed: 1,
  Linear: 2,
  Flat: 3,
  Spline: 4,
  Step: 5,
  StepNext: 6,
  Slow: 7,
  Fast: 8,
  Clamped: 9,
  Plateau: 10,
  Auto: 11,
  AutoMix: 12,
  AutoEase: 13,
  AutoCustom: 14,
};

/** The header: each field as written (`null` when absent) and the keyword order. */
export interface MayaHeader {
  /** `animVersion` as written, e.g. `"1.1"`. */
  animVersion: string;
  /** `mayaVersion` as written, spaces included (e.g. `"2014 x64"`), or null. */
  mayaVersion: string | null;
  /** `timeUnit` word, or null (Maya's UI unit, `film`, applies). */
  timeUnit: string | null;
  /** `linearUnit` word, or null (`cm` applies). */
  linearUnit: string | null;
  /** `angularUnit` word, or null (`deg` applies). */
  angularUnit: string | null;
  /** `startTime` in frames, or null. */
  startTime: number | null;
  /** `endTime` in frames, or null. */
  endTime: number | null;
  /** `startUnitless`, or null. */
  startUnitless: number | null;
  /** `endUnitless`, or null. */
  endUnitless: number | null;
  /** Header keywords in file order (a writer emits them in this order). */
  order: string[];
}

/**
 * One curve's keys, one typed array per key-row field. Angles and weights are NaN where the
 * tangent is not `fixed`.
 */
export interface MayaKeys {
  /** Key input: frames of the curve's time unit, or the raw input of a unitless-input curve. */
  time: Float64Array;
  /** Key output in the curve's output unit. */
  value: Float64Array;
  /** In-tangent type codes ({@linkcode MayaTangent}, or a code of {@linkcode MayaDocument.tangentWords}). */
  inType: Uint8Array;
  /** Out-tangent type codes. */
  outType: Uint8Array;
  /** `tanLocked` flag (1 when the file says 1). */
  tanLocked: Uint8Array;
  /** `weightLocked` flag. */
  weightLocked: Uint8Array;
  /** `breakdown` flag (animVersion ≥ 1.1; 0 otherwise). */
  breakdown: Uint8Array;
  /** Fixed in-tangent angle in the curve's tangent angle unit. */
  inAngle: Float64Array;
  /** Fixed in-tangent weight. */
  inWeight: Float64Array;
  /** Fixed out-tangent angle. */
  outAngle: Float64Array;
  /** Fixed out-tangent weight. */
  outWeight: Float64Array;
}

/**
 * Allocates {@linkcode MayaKeys} for `n` keys (types `global`, flags 0, angles/weights NaN).
 *
 * @example Two keys
 * ```ts
 * import { mayaKeys } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(mayaKeys(2).time.length, 2);
 * ```
 */
export function mayaKeys(n: number): MayaKeys {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`bad key count ${n}`);
  return {
    time: new Float64Array(n),
    value: new Float64Array(n),
    inType: new Uint8Array(n),
    outType: new Uint8Array(n),
    tanLocked: new Uint8Array(n),
    weightLocked: new Uint8Array(n),
    breakdown: new Uint8Array(n),
    inAngle: new Float64Array(n).fill(NaN),
    inWeight: new Float64Array(n).fill(NaN),
    outAngle: new Float64Array(n).fill(NaN),
    outWeight: new Float64Array(n).fill(NaN),
  };
}

/** An `animData` block: each field as written (`null` when absent), field order and keys. */
export interface MayaAnimData {
  /** `input` word (`time` | `unitless`), or null (time). */
  input: string | null;
  /** `output` word (`linear` | `angular` | `time` | `unitless`), or null (linear). */
  output: string | null;
  /** `weighted` flag as written, or null (0, but 1 for animVersion 1.0). */
  weighted: number | null;
  /** `inputUnit` word, or null (header `timeUnit`). */
  inputUnit: string | null;
  /** `outputUnit` word, or null (the header unit for the output type). */
  outputUnit: string | null;
  /** `tangentAngleUnit` word, or null (header `angularUnit`). */
  tangentAngleUnit: string | null;
  /** `preInfinity` word, or null (constant). */
  preInfinity: string | null;
  /** `postInfinity` word, or null (constant). */
  postInfinity: string | null;
  /** Field keywords in file order, `keys` included. */
  order: string[];
  /** Index of the curve's first key in {@linkcode MayaDocument.keys}. */
  firstKey: number;
  /** Number of keys. */
  keyCount: number;
}

/**
 * One `anim` line: a curve (with `animData`) or a clipboard placeholder (without).
 *
 * `names` holds the 0, 1 or 3 strings as written; `attribute`, `leaf` and `node` are their
 * meaning (notes-maya.md §4): with one string, a curve reads it as the attribute, a placeholder
 * as the node.
 */
export interface MayaItem {
  /** 1-based line of the `anim` word. */
  line: number;
  /** The strings of the `anim` line as written (0, 1 or 3). */
  names: string[];
  /** Full attribute name, e.g. `rotate.rotateZ` (empty if none). */
  attribute: string;
  /** Leaf attribute name, e.g. `rotateZ` (empty if none). */
  leaf: string;
  /** Node name (empty if none). */
  node: string;
  /** Clipboard row: the object's depth in its sub-hierarchy. */
  row: number;
  /** Clipboard child: the object's number of children. */
  child: number;
  /** Clipboard attr: the index of the animated attribute on the object. */
  attr: number;
  /** The curve, or null for a placeholder. */
  data: MayaAnimData | null;
}

/** A whole `.anim` file. */
export interface MayaDocument {
  /** The header. */
  header: MayaHeader;
  /** `anim` items in file (depth-first hierarchy) order. */
  items: MayaItem[];
  /** Every curve's keys, curve after curve (see {@linkcode MayaAnimData.firstKey}). */
  keys: MayaKeys;
  /** Tangent words by code: {@linkcode MAYA_TANGENT_WORDS}, then unknown words in order met. */
  tangentWords: string[];
  /** The file's line ending. */
  lineEnding: "\n" | "\r\n";
  /**
   * Value types of the tracks the curves were written from, by `node.property`, where Maya
   * cannot hold them (`double4` as four curves): written as a `// animkit:` comment line and read
   * back from it, so a conversion through Maya gives the same tracks back.
   */
  valueTypes?: Record<string, string>;
  /**
   * What the clip called nodes written under another name (Maya node names hold only letters,
   * digits and `_`), by written name; recorded and read back like {@linkcode valueTypes}.
   */
  nodeNames?: Record<string, string>;
  /** What the clip's tracks called such nodes where that differs again (Unity paths). */
  trackNodes?: Record<string, string>;
}

/**
 * One curve's keys as views into the document's key table.
 *
 * @example
 * ```ts ignore
 * const keys = mayaCurveKeys(doc, doc.items[0]!.data!);
 * keys.time.length; // the curve's key count
 * ```
 */
export function mayaCurveKeys(doc: MayaDocument, data: MayaAnimData): MayaKeys {
  const a = data.firstKey;
  const b = a + data.keyCount;
  const k = doc.keys;
  return {
    time: k.time.subarray(a, b),
    value: k.value.subarray(a, b),
    inType: k.inType.subarray(a, b),
    outType: k.outType.subarray(a, b),
    tanLocked: k.tanLocked.subarray(a, b),
    weightLocked: k.weightLocked.subarray(a, b),
    breakdown: k.breakdown.subarray(a, b),
    inAngle: k.inAngle.subarray(a, b),
    inWeight: k.inWeight.subarray(a, b),
    outAngle: k.outAngle.subarray(a, b),
    outWeight: k.outWeight.subarray(a, b),
  };
}

/** Frames per second of each time unit word (notes-maya.md §3). */
const TIME_UNITS: Record<string, number> = {
  game: 15,
  film: 24,
  pal: 25,
  ntsc: 30,
  show: 48,
  palf: 50,
  ntscf: 60,
  hour: 1 / 3600,
  min: 1 / 60,
  sec: 1,
  millisec: 1000,
};

/** Centimetres per linear unit (notes-maya.md §3). */
const LINEAR_UNITS: Record<string, number> = {
  mm: 0.1,
  millimeter: 0.1,
  cm: 1,
  centimeter: 1,
  m: 100,
  meter: 100,
  km: 1e5,
  kilometer: 1e5,
  in: 2.54,
  inch: 2.54,
  ft: 30.48,
  foot: 30.48,
  yd: 91.44,
  yard: 91.44,
  mi: 160934.4,
  mile: 160934.4,
};

const DEG = Math.PI / 180;
/** Radians per angular unit (notes-maya.md §3). */
const ANGULAR_UNITS: Record<string, number> = {
  deg: DEG,
  degree: DEG,
  rad: 1,
  radian: 1,
  min: DEG / 60,
  minute: DEG / 60,
  sec: DEG / 3600,
  second: DEG / 3600,
};

/** NTSC-family rates named by their rounded value (notes-maya.md §3, an assumption there). */
const NTSC_RATES: Record<string, number> = {
  "23.976": 24000 / 1001,
  "29.97": 30000 / 1001,
  "47.952": 48000 / 1001,
  "59.94": 60000 / 1001,
  "119.88": 120000 / 1001,
};

/**
 * Frames per second of a time unit word: the classic words, `<n>fps` and `<n>df`
 * (e.g. `23.976fps` → 24000/1001), or undefined for an unknown word.
 *
 * @example
 * ```ts
 * import { mayaTimeUnitFps } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(mayaTimeUnitFps("ntscf"), 60);
 * equal(mayaTimeUnitFps("29.97df"), 30000 / 1001);
 * equal(mayaTimeUnitFps("120fps"), 120);
 * ```
 */
export function mayaTimeUnitFps(word: string): number | undefined {
  const known = TIME_UNITS[word];
  if (known !== undefined && Object.hasOwn(TIME_UNITS, word)) return known;
  const m = /^(\d+(?:\.\d+)?)(fps|df)$/.exec(word);
  if (m === null) return undefined;
  const ntsc = NTSC_RATES[m[1]!];
  if (ntsc !== undefined && Object.hasOwn(NTSC_RATES, m[1]!)) return ntsc;
  const n = Number(m[1]);
  return n > 0 && Number.isFinite(n) ? n : undefined;
}

/**
 * Centimetres per linear unit word, or undefined.
 *
 * @example
 * ```ts
 * import { mayaLinearUnitCm } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(mayaLinearUnitCm("in"), 2.54);
 * ```
 */
export function mayaLinearUnitCm(word: string): number | undefined {
  return Object.hasOwn(LINEAR_UNITS, word) ? LINEAR_UNITS[word] : undefined;
}

/**
 * Radians per angular unit word, or undefined.
 *
 * @example
 * ```ts
 * import { mayaAngularUnitRad } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(mayaAngularUnitRad("deg"), Math.PI / 180);
 * ```
 */
export function mayaAngularUnitRad(word: string): number | undefined {
  return Object.hasOwn(ANGULAR_UNITS, word) ? ANGULAR_UNITS[word] : undefined;
}

/**
 * The time unit word for a rate: a classic word when one exists (`24` → `film`), else `<n>fps`.
 *
 * @example
 * ```ts
 * import { mayaTimeUnitWord } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(mayaTimeUnitWord(24), "film");
 * equal(mayaTimeUnitWord(120), "120fps");
 * ```
 */
export function mayaTimeUnitWord(fps: number): string {
  for (const w of ["game", "film", "pal", "ntsc", "show", "palf", "ntscf"]) {
    if (TIME_UNITS[w] === fps) return w;
  }
  return `${fps}fps`;
}

/**
 * Header keywords in the order Maya writes them (the unitless bounds come last, only for
 * unitless-input files).
 *
 * @example
 * ```ts
 * import { MAYA_HEADER_KEYWORDS } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(MAYA_HEADER_KEYWORDS[0], "animVersion");
 * ```
 */
export const MAYA_HEADER_KEYWORDS: readonly string[] = [
  "animVersion",
  "mayaVersion",
  "timeUnit",
  "linearUnit",
  "angularUnit",
  "startTime",
  "endTime",
  "startUnitless",
  "endUnitless",
];
