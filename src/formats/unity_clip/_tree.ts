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

/** A mapping: keys and values in file order. */
export class YMap {
  /** Offset of its first character (the first key, or `{`). */
  readonly start: number;
  /** Offset just past its last character. */
  end: number;
  /** Keys, in order (duplicates kept). */
  readonly keys: string[] = [];
  /** Values, one per key. */
  readonly values: YValue[] = [];
  /** Three offsets per pair: the key's start, the value's start and the value's end. */
  readonly at: number[] = [];
  constructor(start: number) {
    this.start = start;
    this.end = start;
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
