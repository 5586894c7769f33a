/**
 * Line and column of offsets in a text: one scan for the first few, then an index of line
 * starts (one number per line) when many are asked for.
 *
 * @module
 */

/**
 * 1-based line and column (UTF-16 units) of an offset, counted by one scan up to it.
 *
 * @example
 * ```ts
 * import { lineColumnAt } from "./text_position.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(lineColumnAt("ab\ncd", 4), { line: 2, column: 2 });
 * ```
 */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Line/column lookups in one text: the first eight scan, later ones use an index of line starts
 * built once.
 *
 * @example
 * ```ts
 * import { TextPositions } from "./text_position.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(new TextPositions("a\nbc\n").at(3), { line: 2, column: 2 });
 * ```
 */
export class TextPositions {
  /** The text. */
  readonly text: string;
  #calls = 0;
  #starts: Float64Array | null = null;

  /** @param text the text offsets point into */
  constructor(text: string) {
    this.text = text;
  }

  /** 1-based line and column of `offset`. */
  at(offset: number): { line: number; column: number } {
    if (this.#starts === null && ++this.#calls <= 8) return lineColumnAt(this.text, offset);
    if (this.#starts === null) {
      const starts = [0];
      for (let i = this.text.indexOf("\n"); i !== -1; i = this.text.indexOf("\n", i + 1)) {
        starts.push(i + 1);
      }
      this.#starts = Float64Array.from(starts);
    }
    const s = this.#starts;
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - s[lo]! + 1 };
  }
}
