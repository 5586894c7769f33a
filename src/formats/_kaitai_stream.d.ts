// Types for the parts of the kaitai-struct 0.11 runtime that animkit uses.

/** A Kaitai Struct runtime stream over a buffer. */
export default class KaitaiStream {
  constructor(buffer: ArrayBuffer | DataView, byteOffset?: number);
  /** Current read position in bytes. */
  pos: number;
  /** Size of the stream in bytes. */
  readonly size: number;
  /** Whether the position is at the end. */
  isEof(): boolean;
  readU4le(): number;
  readU4be(): number;
  readS4le(): number;
  readS4be(): number;
  readU8le(): number | bigint;
  readU8be(): number | bigint;
  readS8le(): number | bigint;
  readS8be(): number | bigint;
  ensureBytesLeft(length: number): void;
  static EOFError: new (bytesReq: number, bytesAvail: number) => Error;
}
