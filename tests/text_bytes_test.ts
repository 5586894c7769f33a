import { deepEqual, equal } from "node:assert/strict";
import { TextBytes } from "../src/io/text_bytes.ts";

Deno.test("TextBytes: the bytes TextEncoder gives for the joined pieces, across chunks", () => {
  // ASCII, two- three- and four-byte characters, pieces far larger than the first chunk.
  const pieces = ["{", "é", "€", "😀", "a".repeat(40_000), "ß€😀".repeat(9_000), "}"];
  for (let i = 0; i < 3000; i++) pieces.push(`${i * 0.1}`, i % 7 === 0 ? "ü" : ", ");
  const out = new TextBytes();
  for (const p of pieces) out.text(p);
  const expected = new TextEncoder().encode(pieces.join(""));
  equal(out.length, expected.length);
  deepEqual(out.bytes(), expected);
  // Ended: empty again, and usable again.
  equal(out.length, 0);
  out.text("ok");
  deepEqual(out.bytes(), new TextEncoder().encode("ok"));
});

Deno.test("TextBytes: bytes put in place through room and cursor, and a large text in one buffer handed over uncopied", () => {
  const out = new TextBytes(3 << 20);
  for (let i = 0; i < 300_000; i++) {
    out.text(i === 0 ? "[" : ", ");
    // "1.5" written byte by byte where the cursor is.
    const chunk = out.room(3);
    const at = out.cursor;
    chunk[at] = 49;
    chunk[at + 1] = 46;
    chunk[at + 2] = 53;
    out.cursor = at + 3;
  }
  out.text("]");
  const bytes = out.bytes();
  // "[" + 300,000 × "1.5" + 299,999 × ", " + "]": 1,500,000 bytes.
  equal(bytes.length, 1 + 300_000 * 3 + 299_999 * 2 + 1);
  deepEqual(bytes, new TextEncoder().encode(`[${new Array(300_000).fill("1.5").join(", ")}]`));
  // Written into the one buffer of the stated size: a view of it, not a copy.
  equal(bytes.byteOffset, 0);
  equal(bytes.buffer.byteLength, 3 << 20);
  // A text beyond the stated size continues in chunks and ends as one exact array.
  const small = new TextBytes(20_000);
  const pieces = Array.from({ length: 30_000 }, (_, i) => `${i},`);
  for (const p of pieces) small.text(p);
  const joined = small.bytes();
  deepEqual(joined, new TextEncoder().encode(pieces.join("")));
  equal(joined.buffer.byteLength, joined.length);
});
