/**
 * BVH writing speed: a 5 MB motion-capture file (a 61-joint skeleton, 186 channels, 120 Hz)
 * written from its clip through the conversion driver — copied channel for channel, and fitted
 * from a glTF of it — against the same-format rewrite of its document (`writeBvh`), which is the
 * least any writer of those numbers does.
 *
 * @module
 */
import { bvhFormat, bvhToClip, readBvh, writeBvh } from "../src/formats/bvh/mod.ts";
import { gltfFormat } from "../src/formats/gltf/mod.ts";
import { convertClip } from "../src/convert/convert_clip.ts";

/** Root with six channels, 60 joints with three, smooth values with 4–6 decimals. */
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
      row.push((40 * Math.sin(0.01 * f + c)).toFixed(c % 3 === 0 ? 4 : 6));
    }
    const line = row.join(" ");
    rows.push(line);
    size += line.length + 1;
  }
  lines.push("MOTION", `Frames: ${rows.length}`, "Frame Time: 0.0083333");
  return lines.join("\n") + "\n" + rows.join("\n") + "\n";
}

const doc = readBvh(new TextEncoder().encode(bigBvh(5_000_000)));
const clip = bvhToClip(doc);
const gltf = gltfFormat.toClip!(convertClip(clip, gltfFormat, {}).bytes);
const group = `write a ${doc.frameCount}-frame, 186-channel BVH`;
let sink = 0;

Deno.bench({
  name: "writeBvh of the document (baseline)",
  group,
  baseline: true,
  fn() {
    sink += writeBvh(doc).length;
  },
});

Deno.bench({
  name: "clip → BVH, channels copied (and measured)",
  group,
  fn() {
    sink += convertClip(clip, bvhFormat, {}).bytes.length;
  },
});

Deno.bench({
  name: "glTF clip → BVH, fitted on the frames (and measured)",
  group,
  n: 3,
  fn() {
    sink += convertClip(gltf, bvhFormat, {}).bytes.length;
  },
});

globalThis.addEventListener("unload", () => {
  if (sink < 0) console.log(sink);
});
