/**
 * Text written straight into UTF-8 bytes, piece by piece: what a text writer uses instead of
 * collecting strings and encoding their join (which holds every piece, the joined text and its
 * bytes at once). Pieces go into chunks of bytes; {@linkcode TextBytes.bytes} copies them into
 * one array. The bytes are those `TextEncoder` gives for the joined text, for any pieces that
 * are well-formed strings on their own (no surrogate pair split between two pieces).
 *
 * @module
 */

const UTF8 = new TextEncoder();
const FIRST_CHUNK = 1 << 14;
const LARGEST_CHUNK = 1 << 22;

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
  #chunk: Uint8Array = new Uint8Array(FIRST_CHUNK);
  #at = 0;

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

  /** Everything written, as one array (the writer is empty afterwards). */
  bytes(): Uint8Array {
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
