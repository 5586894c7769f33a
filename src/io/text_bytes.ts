/**
 * Text written straight into UTF-8 bytes, piece by piece: what a text writer uses instead of
 * collecting strings and encoding their join (which holds every piece, the joined text and its
 * bytes at once). Pieces go into chunks of bytes; {@linkcode TextBytes.bytes} copies them into
 * one array. The bytes are those `TextEncoder` gives for the joined text, for any pieces that
 * are well-formed strings on their own (no surrogate pair split between two pieces).
 *
 * A writer that knows at most how long its text is says so: the text then goes into one buffer
 * of that size, and a large text is handed over as a view of it, not copied (the copy held the
 * text twice). The buffer's unwritten tail is never touched, so the system does not commit its
 * memory.
 *
 * @module
 */

const UTF8 = new TextEncoder();
const FIRST_CHUNK = 1 << 14;
const LARGEST_CHUNK = 1 << 22;
/** From this size on, text written into one buffer is handed over as a view, not copied. */
const VIEW_FROM = 1 << 20;

/**
 * A growing UTF-8 text: {@linkcode TextBytes.text} appends, {@linkcode TextBytes.bytes} ends.
 *
 * @example
 * ```ts
 * import { TextBytes } from "./text_bytes.ts";
 * import { deepEqual } from "node:assert/strict";
 * const out = new TextBytes();
 * out.text('{"name": ');
 * out.text(JSON.stringify("é"));
 * out.text("}");
 * deepEqual(out.bytes(), new TextEncoder().encode('{"name": "é"}'));
 * ```
 */
export class TextBytes {
  #done: Uint8Array[] = [];
  #doneLength = 0;
  #chunk: Uint8Array;
  #at = 0;

  /**
   * @param capacity at most how many bytes the text takes, when the writer knows (a little over
   *   is fine; beyond it the text continues in further chunks)
   */
  constructor(capacity = 0) {
    this.#chunk = new Uint8Array(Math.max(FIRST_CHUNK, capacity));
  }

  /** Bytes written so far. */
  get length(): number {
    return this.#doneLength + this.#at;
  }

  /** Appends `piece` as UTF-8. */
  text(piece: string): void {
    const n = piece.length;
    // At most three bytes per UTF-16 unit.
    if (this.#at + 3 * n > this.#chunk.length) this.#next(3 * n);
    const chunk = this.#chunk;
    let at = this.#at;
    for (let i = 0; i < n; i++) {
      const c = piece.charCodeAt(i);
      if (c >= 0x80) {
        at += UTF8.encodeInto(piece.slice(i), chunk.subarray(at)).written;
        break;
      }
      chunk[at++] = c;
    }
    this.#at = at;
  }

  /**
   * The chunk, with room for `n` bytes from {@linkcode TextBytes.cursor} on: a writer that puts
   * bytes there itself (ASCII, or whole UTF-8 characters) then moves the cursor past them.
   */
  room(n: number): Uint8Array {
    if (this.#at + n > this.#chunk.length) this.#next(n);
    return this.#chunk;
  }

  /** Where the next byte goes in the chunk {@linkcode TextBytes.room} returns. */
  get cursor(): number {
    return this.#at;
  }

  set cursor(at: number) {
    this.#at = at;
  }

  /** Starts a new chunk with room for at least `room` bytes. */
  #next(room: number): void {
    if (this.#at > 0) {
      this.#done.push(this.#chunk.subarray(0, this.#at));
      this.#doneLength += this.#at;
    }
    const size = Math.max(room, Math.min(LARGEST_CHUNK, 2 * this.#chunk.length));
    this.#chunk = new Uint8Array(size);
    this.#at = 0;
  }

  /**
   * Everything written, as one array (the writer is empty afterwards). A large text written
   * into one buffer is a view of that buffer (its `byteOffset` is 0, its `buffer` may be longer).
   */
  bytes(): Uint8Array {
    if (this.#done.length === 0 && this.#at >= VIEW_FROM) {
      const whole = this.#chunk.subarray(0, this.#at);
      this.#chunk = new Uint8Array(FIRST_CHUNK);
      this.#at = 0;
      return whole;
    }
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const part of this.#done) {
      out.set(part, at);
      at += part.length;
    }
    out.set(this.#chunk.subarray(0, this.#at), at);
    this.#done = [];
    this.#doneLength = 0;
    this.#chunk = new Uint8Array(FIRST_CHUNK);
    this.#at = 0;
    return out;
  }
}
