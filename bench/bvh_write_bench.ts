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
import { bigBvh } from "./_bvh_input.ts";

const doc = readBvh(new TextEncoder().encode(bigBvh(5_000_000, 40)));
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
