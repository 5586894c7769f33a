/**
 * LZMA decoding of AnimX bodies into one preallocated `Uint8Array`, checked against the budgets
 * before any work starts.
 *
 * The decoder follows the LZMA specification (Igor Pavlov, "LZMA specification", lzma-specification.txt
 * in the LZMA SDK): a binary range decoder, adaptive 11-bit probabilities, literal coding with a
 * "matched" mode after matches, matches with six-bit distance slots, four repeat distances and
 * the 12-state machine. The whole output stays in memory, so it is its own dictionary.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import { BudgetError, type Budgets, checkBudget } from "../../budget.ts";

const PROB_INIT = 1024; // half of 1 << 11
const STATES = 12;
const POS_STATES_MAX = 16;
const LEN_LOW = 8;
const LEN_HIGH = 256;
const END_POS_MODEL = 14;
const FULL_DISTANCES = 128;
const ALIGN = 16;

/** Probabilities of one length coder: choice, choice2, low[16][8], mid[16][8], high[256]. */
const LEN_CHOICE = 0;
const LEN_CHOICE2 = 1;
const LEN_LOW_AT = 2;
const LEN_MID_AT = LEN_LOW_AT + POS_STATES_MAX * LEN_LOW;
const LEN_HIGH_AT = LEN_MID_AT + POS_STATES_MAX * LEN_LOW;
const LEN_SIZE = LEN_HIGH_AT + LEN_HIGH;

/** Offsets of each model in the one probability array. */
const IS_MATCH = 0;
const IS_REP = IS_MATCH + STATES * POS_STATES_MAX;
const IS_REP_G0 = IS_REP + STATES;
const IS_REP_G1 = IS_REP_G0 + STATES;
const IS_REP_G2 = IS_REP_G1 + STATES;
const IS_REP0_LONG = IS_REP_G2 + STATES;
const POS_SLOT = IS_REP0_LONG + STATES * POS_STATES_MAX;
const SPEC_POS = POS_SLOT + 4 * 64;
const ALIGN_AT = SPEC_POS + 1 + FULL_DISTANCES - END_POS_MODEL;
const LEN_MATCH = ALIGN_AT + ALIGN;
const LEN_REP = LEN_MATCH + LEN_SIZE;
const LITERAL = LEN_REP + LEN_SIZE;

/** Why a stream did not decode. */
class LzmaDataError extends Error {}

/**
 * Decodes a raw LZMA stream (no header) into exactly `size` bytes, or — when `size` is -1 — up to
 * an end marker, growing the output but never past `cap` bytes.
 */
export function lzmaDecode(
  propsByte: number,
  input: Uint8Array,
  size: number,
  cap: number,
): Uint8Array {
  const lc = propsByte % 9;
  const lp = Math.floor(propsByte / 9) % 5;
  const pb = Math.floor(propsByte / 45);
  if (pb > 4) throw new LzmaDataError("invalid properties byte");
  const probs = new Uint16Array(LITERAL + 0x300 * (1 << (lc + lp))).fill(PROB_INIT);
  const known = size >= 0;
  let out = new Uint8Array(known ? size : Math.min(cap, Math.max(4096, input.length * 4)));
  const outEnd = known ? size : cap;
  let pos = 0;

  // Range decoder.
  if (input.length < 5 || input[0] !== 0) throw new LzmaDataError("bad range coder start");
  let inPos = 1;
  let range = 0xffffffff;
  let code = ((input[1]! << 24) | (input[2]! << 16) | (input[3]! << 8) | input[4]!) >>> 0;
  inPos = 5;
  if (code === range) throw new LzmaDataError("bad range coder start");
  const next = (): number => {
    if (inPos >= input.length) throw new LzmaDataError("the stream ends early");
    return input[inPos++]!;
  };
  const bit = (i: number): number => {
    const p = probs[i]!;
    const bound = (range >>> 11) * p;
    let b: number;
    if (code < bound) {
      range = bound;
      probs[i] = p + ((2048 - p) >>> 5);
      b = 0;
    } else {
      range -= bound;
      code -= bound;
      probs[i] = p - (p >>> 5);
      b = 1;
    }
    if (range < 0x1000000) {
      range = (range * 256) >>> 0;
      code = ((code * 256) + next()) >>> 0;
    }
    return b;
  };
  const direct = (count: number): number => {
    let result = 0;
    for (let k = 0; k < count; k++) {
      range = range >>> 1;
      let b = 0;
      if (code >= range) {
        code -= range;
        b = 1;
      }
      result = result * 2 + b;
      if (range < 0x1000000) {
        range = (range * 256) >>> 0;
        code = ((code * 256) + next()) >>> 0;
      }
    }
    return result;
  };
  const tree = (at: number, bits: number): number => {
    let m = 1;
    for (let k = 0; k < bits; k++) m = (m << 1) + bit(at + m);
    return m - (1 << bits);
  };
  const reverse = (at: number, bits: number): number => {
    let m = 1;
    let sym = 0;
    for (let k = 0; k < bits; k++) {
      const b = bit(at + m);
      m = (m << 1) + b;
      sym |= b << k;
    }
    return sym;
  };
  const length = (at: number, posState: number): number => {
    if (bit(at + LEN_CHOICE) === 0) return tree(at + LEN_LOW_AT + posState * LEN_LOW, 3);
    if (bit(at + LEN_CHOICE2) === 0) return 8 + tree(at + LEN_MID_AT + posState * LEN_LOW, 3);
    return 16 + tree(at + LEN_HIGH_AT, 8);
  };
  const grow = (need: number): void => {
    if (need <= out.length) return;
    if (need > cap) throw new LzmaDataError(`over ${cap}`);
    const bigger = new Uint8Array(Math.min(cap, Math.max(need, out.length * 2)));
    bigger.set(out.subarray(0, pos));
    out = bigger;
  };

  const pbMask = (1 << pb) - 1;
  const lpMask = (1 << lp) - 1;
  let state = 0;
  let rep0 = 0;
  let rep1 = 0;
  let rep2 = 0;
  let rep3 = 0;
  while (pos < outEnd) {
    const posState = pos & pbMask;
    if (bit(IS_MATCH + state * POS_STATES_MAX + posState) === 0) {
      const prev = pos > 0 ? out[pos - 1]! : 0;
      const base = LITERAL + 0x300 * (((pos & lpMask) << lc) + (prev >>> (8 - lc)));
      let sym = 1;
      if (state >= 7) {
        if (rep0 >= pos) throw new LzmaDataError("a distance reaches before the start");
        let matchByte = out[pos - rep0 - 1]!;
        while (sym < 0x100) {
          const matchBit = (matchByte >>> 7) & 1;
          matchByte <<= 1;
          const b = bit(base + ((1 + matchBit) << 8) + sym);
          sym = (sym << 1) | b;
          if (matchBit !== b) break;
        }
      }
      while (sym < 0x100) sym = (sym << 1) | bit(base + sym);
      if (!known) grow(pos + 1);
      out[pos++] = sym - 0x100;
      state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
      continue;
    }
    let len: number;
    if (bit(IS_REP + state) === 0) {
      rep3 = rep2;
      rep2 = rep1;
      rep1 = rep0;
      len = length(LEN_MATCH, posState);
      state = state < 7 ? 7 : 10;
      // Distance: a 6-bit slot, then direct bits or modelled bits, then 4 aligned bits.
      const slot = tree(POS_SLOT + Math.min(len, 3) * 64, 6);
      if (slot < 4) rep0 = slot;
      else {
        const bits = (slot >>> 1) - 1;
        let dist = (2 | (slot & 1)) * 2 ** bits;
        if (slot < END_POS_MODEL) dist += reverse(SPEC_POS + dist - slot - 1, bits);
        else dist += direct(bits - 4) * 16 + reverse(ALIGN_AT, 4);
        rep0 = dist;
      }
      if (rep0 === 0xffffffff) {
        if (known) throw new LzmaDataError("an end marker before the declared size");
        break; // end marker
      }
    } else {
      if (bit(IS_REP_G0 + state) === 0) {
        if (bit(IS_REP0_LONG + state * POS_STATES_MAX + posState) === 0) {
          // A single byte at the last distance.
          if (rep0 >= pos) throw new LzmaDataError("a distance reaches before the start");
          state = state < 7 ? 9 : 11;
          if (!known) grow(pos + 1);
          out[pos] = out[pos - rep0 - 1]!;
          pos++;
          continue;
        }
      } else {
        let dist: number;
        if (bit(IS_REP_G1 + state) === 0) dist = rep1;
        else {
          if (bit(IS_REP_G2 + state) === 0) dist = rep2;
          else {
            dist = rep3;
            rep3 = rep2;
          }
          rep2 = rep1;
        }
        rep1 = rep0;
        rep0 = dist;
      }
      len = length(LEN_REP, posState);
      state = state < 7 ? 8 : 11;
    }
    if (rep0 >= pos) throw new LzmaDataError("a distance reaches before the start");
    let count = len + 2;
    if (pos + count > outEnd) {
      if (known) throw new LzmaDataError("a match runs past the declared size");
      count = outEnd - pos;
    }
    if (!known) grow(pos + count);
    const from = pos - rep0 - 1;
    for (let k = 0; k < count; k++) out[pos + k] = out[from + k]!;
    pos += count;
    if (!known && pos >= cap) throw new LzmaDataError(`over ${cap}`);
  }
  return known ? out : out.subarray(0, pos);
}

/** What {@linkcode decodeAnimXLzma} found: the decodings, and a budget refusal if any. */
export interface AnimXLzmaResult {
  /** The decodings that succeeded (one per plausible size field). */
  readonly decoded: Uint8Array[];
  /** A size field refused by the budgets (reported when no decoding parses). */
  readonly refused?: BudgetError;
}

/**
 * Decodes an AnimX LZMA body: 5 property bytes, two 64-bit integers, a raw stream without end
 * marker (notes-animj.md §2.1). Which integer is the decoded size is not documented, so each is
 * tried (first one first); the caller keeps the decoding whose tracks parse to the end. Each size
 * is checked against `maxDecodedBytes` and `maxCompressionRatio` before its output is allocated;
 * a size of -1 (unknown) decodes to an end marker within the same limits.
 */
export function decodeAnimXLzma(
  props: Uint8Array,
  first: bigint,
  second: bigint,
  stream: Uint8Array,
  offset: number,
  budgets: Budgets,
): AnimXLzmaResult {
  if (props[0]! >= 9 * 5 * 5) {
    throw new AnimkitError("animx", { kind: "byte", offset }, "invalid LZMA properties byte");
  }
  const location = { kind: "byte", offset } as const;
  const byRatio = Math.max(1, stream.length) * budgets.maxCompressionRatio;
  const decoded: Uint8Array[] = [];
  let refused: BudgetError | undefined;
  for (const size of first === second ? [first] : [first, second]) {
    if (size < -1n) continue;
    try {
      let n = -1;
      if (size >= 0n) {
        const asked = Number(size);
        const what = `an LZMA stream of ${stream.length} bytes declaring ${asked} decoded bytes`;
        const check = { format: "animx", origin: "file", what, location } as const;
        checkBudget(budgets, "maxDecodedBytes", asked, check);
        checkBudget(budgets, "maxCompressionRatio", asked / Math.max(1, stream.length), check);
        n = asked;
      }
      const cap = Math.min(budgets.maxDecodedBytes, byRatio);
      try {
        decoded.push(lzmaDecode(props[0]!, stream, n, cap));
      } catch (error) {
        if (!(error instanceof LzmaDataError)) throw error;
        if (n < 0 && error.message === `over ${cap}`) {
          const limited = cap === budgets.maxDecodedBytes
            ? "maxDecodedBytes"
            : "maxCompressionRatio";
          const asked = limited === "maxDecodedBytes"
            ? cap + 1
            : Math.ceil((cap + 1) / stream.length);
          throw new BudgetError(
            "animx",
            location,
            limited,
            asked,
            budgets[limited],
            "file",
            `an LZMA stream of ${stream.length} bytes of unknown decoded size that decodes past ${cap} bytes`,
          );
        }
      }
    } catch (error) {
      if (!(error instanceof BudgetError)) throw error;
      refused ??= error;
    }
  }
  if (decoded.length === 0) {
    if (refused !== undefined) throw refused;
    throw new AnimkitError(
      "animx",
      location,
      "the LZMA data does not decode (corrupt, truncated, or sizes out of range)",
    );
  }
  return refused === undefined ? { decoded } : { decoded, refused };
}
