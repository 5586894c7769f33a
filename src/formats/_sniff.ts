/**
 * Small helpers for content sniffing.
 *
 * @module
 */

/** Whether `bytes` start with `prefix`. */
export function startsWith(bytes: Uint8Array, prefix: ArrayLike<number>): boolean {
  if (bytes.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix[i]) return false;
  return true;
}

/** The first `limit` bytes as text (lossy), after a UTF-8 byte order mark. */
export function textHead(bytes: Uint8Array, limit = 4096): string {
  const start = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  return new TextDecoder().decode(bytes.subarray(start, start + limit));
}
