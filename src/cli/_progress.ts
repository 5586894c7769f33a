/**
 * A one-line progress bar on stderr, drawn only on a terminal.
 *
 * @module
 */

/** Where the bar draws; tests pass a collector. */
export interface ProgressSink {
  /** Writes raw text (the bar redraws with `\r` and an erase-line sequence). */
  write(text: string): void;
}

/** A progress bar over `total` steps; inert when `sink` is undefined. */
export class ProgressBar {
  #sink: ProgressSink | undefined;
  #total: number;
  #done = 0;
  #width: number;

  /**
   * @param total number of steps
   * @param sink where to draw, or undefined for no bar
   * @param width bar width in characters
   */
  constructor(total: number, sink: ProgressSink | undefined, width = 24) {
    this.#total = Math.max(1, total);
    this.#sink = sink;
    this.#width = width;
  }

  /** Draws the bar with a label for the step now under way. */
  show(label: string): void {
    if (this.#sink === undefined) return;
    const filled = Math.round((this.#done / this.#total) * this.#width);
    const bar = "#".repeat(filled) + "-".repeat(this.#width - filled);
    const text = label.length > 50 ? `…${label.slice(-49)}` : label;
    this.#sink.write(`\r\x1b[2K[${bar}] ${this.#done}/${this.#total} ${text}`);
  }

  /** Counts one step done. */
  tick(): void {
    this.#done++;
  }

  /** Erases the bar. */
  clear(): void {
    this.#sink?.write("\r\x1b[2K");
  }
}
