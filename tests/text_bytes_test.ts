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
