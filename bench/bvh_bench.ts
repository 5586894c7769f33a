/**
 * BVH reading speed: `readBvh` of a 10 MB motion-capture file (a 61-joint skeleton, 186
 * channels, 120 Hz) against splitting the same text on whitespace and converting every token
 * with `Number()` (target: within 1.5×), plus the document → clip step.
 *
 * @module
 */
import { bvhToClip, readBvh } from "../src/formats/bvh/mod.ts";

/** A 10 MB file: root with six channels, 60 joints with three, values with 4–6 decimals. */
function bigBvh(targetBytes: number): string {
  const lines = ["HIERARCHY", "ROOT Hips", "{", "\tOFFSET 0 0 0"];
  lines.push("\tCHANNELS 6 Xposition Yposition Zposition Zrotation Xrotation Yrotation");
  for (let j = 0; j < 60; j++) {
    lines.push(`${"\t".repeat(j + 1)}JOINT j${j}`, `${"\t".repeat(j + 1)}{`);
    lines.push(`${"\t".repeat(j + 2)}OFFSET 0 ${(1 + j * 0.1).toFixed(3)} 0.5`);
    lines.push(`${"\t".repeat(j + 2)}CHANNELS 3 Zrotation Xrotation Yrotation`);
  }
  for (let j = 60; j > 0; j--) lines.push(`${"\t".repeat(j)}}`);
  lines.push("}");
  const rows: string[] = [];
  let size = 0;
  for (let f = 0; size < targetBytes; f++) {
    const row: string[] = [];
    for (let c = 0; c < 186; c++) {
      row.push((60 * Math.sin(0.01 * f + c)).toFixed(c % 3 === 0 ? 4 : 6));
    }
    const line = row.join(" ");
    rows.push(line);
    size += line.length + 1;
  }
  lines.push("MOTION", `Frames: ${rows.length}`, "Frame Time: 0.0083333");
  return lines.join("\n") + "\n" + rows.join("\n") + "\n";
}

const text = bigBvh(10_000_000);
const bytes = new TextEncoder().encode(text);
const group = `read a ${(bytes.length / 1e6).toFixed(1)} MB BVH`;
let sink = 0;

Deno.bench({
  name: "split on whitespace + Number() of every token (baseline)",
  group,
  baseline: true,
  fn() {
    const tokens = text.split(/\s+/);
    let sum = 0;
    for (let i = 0; i < tokens.length; i++) sum += Number(tokens[i]);
    sink += sum;
  },
});

Deno.bench({
  name: "readBvh",
  group,
  fn() {
    sink += readBvh(bytes).values.length;
  },
});

const doc = readBvh(bytes);

Deno.bench({
  name: "bvhToClip (rotation channels → quaternions)",
  group: "BVH document → clip",
  fn() {
    sink += bvhToClip(doc).tracks.length;
  },
});

globalThis.addEventListener("unload", () => {
  if (sink === 0.5) console.log(sink);
});
