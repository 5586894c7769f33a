/**
 * BVH reading speed: `readBvh` of a 10 MB motion-capture file (a 61-joint skeleton, 186
 * channels, 120 Hz) against splitting the same text on whitespace and converting every token
 * with `Number()` (target: within 1.5×), plus the document → clip step.
 *
 * @module
 */
import { bvhToClip, readBvh } from "../src/formats/bvh/mod.ts";
import { bigBvh } from "./_bvh_input.ts";

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
