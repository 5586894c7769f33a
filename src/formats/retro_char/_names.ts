/**
 * CHAR names: stored as null-terminated bytes. Names that are valid UTF-8 (with non-ASCII
 * characters) show decoded; their bytes are remembered per document so that a rewrite stores
 * exactly what was read. Other names show one character per byte, as stored.
 *
 * @module
 */

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The stored bytes of each decoded name, per document read. */
export const NAME_BYTES: WeakMap<object, Map<string, Uint8Array>> = new WeakMap();

/** A name as read one byte per character → the name to show (UTF-8 decoded where valid). */
export function decodeName(stored: string, bytes: Map<string, Uint8Array>): string {
  // deno-lint-ignore no-control-regex
  if (/^[\x00-\x7f]*$/.test(stored)) return stored;
  const raw = Uint8Array.from(stored, (c) => c.charCodeAt(0));
  let text: string;
  try {
    text = UTF8.decode(raw);
  } catch {
    return stored;
  }
  bytes.set(text, raw);
  return text;
}

/**
 * The bytes to store for a name: the bytes it was read from, else one byte per character when
 * every character is below U+0100, else UTF-8.
 */
export function encodeName(name: string, bytes: Map<string, Uint8Array> | undefined): Uint8Array {
  const known = bytes?.get(name);
  if (known !== undefined) return known;
  let wide = false;
  for (let i = 0; i < name.length; i++) if (name.charCodeAt(i) > 0xff) wide = true;
  return wide ? new TextEncoder().encode(name) : Uint8Array.from(name, (c) => c.charCodeAt(0));
}
