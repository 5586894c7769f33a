// Types for the parts of the `lzma` npm package (LZMA-JS 2.3) that animkit uses.
/** Decodes an .lzma ("alone") byte array synchronously: bytes, or text when they are UTF-8. */
export function decompress(bytes: ArrayLike<number>): string | number[];
/** Encodes synchronously at a mode 1..9. */
export function compress(bytes: ArrayLike<number> | string, mode?: number): number[];
