/**
 * A growing big-endian byte buffer for the writers.
 *
 * @module
 */

/** Appends big-endian fields to a growing buffer. */
export class BeBuffer {
  #bytes: Uint8Array = new Uint8Array(256);
  #view: DataView = new DataView(this.#bytes.buffer);
  #length = 0;

  /** Bytes written so far. */
  get length(): number {
    return this.#length;
  }

  #room(n: number): void {
    if (this.#length + n <= this.#bytes.length) return;
    let size = this.#bytes.length * 2;
    while (size < this.#length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.#bytes.subarray(0, this.#length));
    this.#bytes = next;
    this.#view = new DataView(next.buffer);
  }

  /** Appends a byte. */
  u8(v: number): this {
    this.#room(1);
    this.#bytes[this.#length++] = v & 0xff;
    return this;
  }

  /** Appends a u16. */
  u16(v: number): this {
    this.#room(2);
    this.#view.setUint16(this.#length, v & 0xffff);
    this.#length += 2;
    return this;
  }

  /** Appends an s16. */
  s16(v: number): this {
    return this.u16(v & 0xffff);
  }

  /** Appends a u32. */
  u32(v: number): this {
    this.#room(4);
    this.#view.setUint32(this.#length, v >>> 0);
    this.#length += 4;
    return this;
  }

  /** Appends an f32. */
  f32(v: number): this {
    this.#room(4);
    this.#view.setFloat32(this.#length, v);
    this.#length += 4;
    return this;
  }

  /** Appends bytes. */
  bytes(list: Uint8Array): this {
    this.#room(list.length);
    this.#bytes.set(list, this.#length);
    this.#length += list.length;
    return this;
  }

  /** Overwrites a u32 at `offset`. */
  setU32(offset: number, v: number): void {
    this.#view.setUint32(offset, v >>> 0);
  }

  /** The bytes written. */
  done(): Uint8Array {
    return this.#bytes.slice(0, this.#length);
  }
}
