/**
 * The YAML tree the Unity clip reader walks: plain mappings and sequences of strings, with where
 * each part sits in the text (for error locations and a byte-exact rewrite). Both the fast reader
 * of Unity's own layout and the `yaml` package's documents give this tree. Private to the Unity
 * clip reader.
 *
 * @module
 */

/** A value: a scalar's text (null when empty), a collection, or an alias (refused when read). */
export type YValue = string | null | YMap | YSeq | YAlias;

/** A mapping: keys and values in file order (duplicate keys kept). */
export class YMap {
  /** Offset of its first character (the first key, or `{`). */
  readonly start: number;
  /** Offset just past its last character. */
  end: number;
  /**
   * Five entries per pair: key, value, the key's start, the value's start and the value's end
   * (one array rather than one per field: a clip has tens of thousands of small mappings).
   */
  readonly #pairs: (string | YValue | number)[] = [];
  constructor(start: number) {
    this.start = start;
    this.end = start;
  }
  /** Adds a pair. */
  push(key: string, value: YValue, keyStart: number, valueStart: number, valueEnd: number): void {
    this.#pairs.push(key, value, keyStart, valueStart, valueEnd);
  }
  /** The number of pairs. */
  get size(): number {
    return this.#pairs.length / 5;
  }
  /** Pair `i`'s key. */
  key(i: number): string {
    return this.#pairs[5 * i] as string;
  }
  /** Pair `i`'s value. */
  value(i: number): YValue {
    return this.#pairs[5 * i + 1] as YValue;
  }
  /** Where pair `i`'s key starts. */
  keyStart(i: number): number {
    return this.#pairs[5 * i + 2] as number;
  }
  /** Where pair `i`'s value starts (for an empty value: past the colon and a space). */
  valueStart(i: number): number {
    return this.#pairs[5 * i + 3] as number;
  }
  /** Where pair `i`'s value ends. */
  valueEnd(i: number): number {
    return this.#pairs[5 * i + 4] as number;
  }
  /** The index of the last pair with this key, or −1. */
  lastIndexOf(key: string): number {
    for (let i = this.#pairs.length - 5; i >= 0; i -= 5) if (this.#pairs[i] === key) return i / 5;
    return -1;
  }
}

/** A sequence. */
export class YSeq {
  /** Offset of its first character (the first `-`, or `[`). */
  readonly start: number;
  /** Offset just past its last character. */
  end: number;
  /** Items, in order. */
  readonly items: YValue[] = [];
  /** Offset of each item's start. */
  readonly at: number[] = [];
  constructor(start: number) {
    this.start = start;
    this.end = start;
  }
}

/** An alias (`*name`): Unity never writes one, and the reader never expands one. */
export class YAlias {
  /** Offset of the `*`. */
  readonly start: number;
  constructor(start: number) {
    this.start = start;
  }
}

/** Collections deeper than this are refused (Unity's own clips nest about 10 deep). */
export const MAX_YAML_DEPTH = 64;
