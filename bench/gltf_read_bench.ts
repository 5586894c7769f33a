/**
 * glTF import: a GLB with 100 nodes × 3 channels (translation, rotation, scale) × 1,000 LINEAR
 * keys, read and sampled (every track at every key time), against copying its accessor data
 * into Float32Arrays in the same run (parsing the container's JSON and slicing the binary chunk:
 * the least any reader does).
 *
 * @module
 */
import { Document } from "@gltf-transform/core";
import { glbBytes } from "../src/formats/gltf/_serialize.ts";
import { glbFormat } from "../src/formats/gltf/mod.ts";
import type { VectorCurve } from "../src/curves/compose.ts";

const KEYS = 1000;
const doc = new Document();
const buffer = doc.createBuffer();
const animation = doc.createAnimation("bench");
const root = doc.createNode("root");
doc.createScene("s").addChild(root);
const times = Float32Array.from({ length: KEYS }, (_, i) => i / 30);
const input = doc.createAccessor().setType("SCALAR").setArray(times).setBuffer(buffer);
for (let n = 0; n < 100; n++) {
  const node = doc.createNode(`n${n}`);
  root.addChild(node);
  for (const path of ["translation", "rotation", "scale"] as const) {
    const size = path === "rotation" ? 4 : 3;
    const values = new Float32Array(KEYS * size);
    for (let k = 0; k < KEYS; k++) {
      const a = (k + n) * 0.01;
      if (size === 4) values.set([0, Math.sin(a / 2), 0, Math.cos(a / 2)], k * 4);
      else values.set([Math.sin(a), Math.cos(a), a], k * 3);
    }
    const output = doc.createAccessor().setType(size === 4 ? "VEC4" : "VEC3").setArray(values)
      .setBuffer(buffer);
    const sampler = doc.createAnimationSampler().setInput(input).setOutput(output).setInterpolation(
      "LINEAR",
    );
    animation.addSampler(sampler).addChannel(
      doc.createAnimationChannel().setTargetNode(node).setTargetPath(path).setSampler(sampler),
    );
  }
}
const bytes = glbBytes(doc);

let sink = 0;

/** The baseline: the GLB's JSON parsed and every accessor copied into a Float32Array. */
function copyAccessors(): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const jsonLength = view.getUint32(12, true);
  const json = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength)));
  const binStart = 20 + jsonLength + 8;
  let total = 0;
  for (const accessor of json.accessors) {
    const bv = json.bufferViews[accessor.bufferView];
    const size = accessor.type === "SCALAR" ? 1 : accessor.type === "VEC3" ? 3 : 4;
    const start = binStart + (bv.byteOffset ?? 0) + (accessor.byteOffset ?? 0);
    const copy = new Float32Array(bytes.slice(start, start + accessor.count * size * 4).buffer);
    total += copy.length;
  }
  sink += total;
}

/** Read the GLB and sample every track at every key time. */
function readAndSample(): void {
  const clip = glbFormat.toClip!(bytes);
  const out = new Float64Array(4);
  let total = 0;
  for (const track of clip.tracks) {
    const curve = track.curve as unknown as VectorCurve;
    for (let k = 0; k < KEYS; k++) {
      curve.evaluateInto(times[k]!, out);
      total += out[0]!;
    }
  }
  sink += total;
}

Deno.bench({
  name: "copy accessors into Float32Arrays",
  group: "gltf read",
  baseline: true,
  fn: copyAccessors,
});
Deno.bench({
  name: "read the GLB + sample 300 tracks × 1,000 keys",
  group: "gltf read",
  fn: readAndSample,
});
globalThis.addEventListener("unload", () => void sink);
Deno.bench({
  name: "read the GLB only",
  group: "gltf read",
  fn: () => void (sink += glbFormat.toClip!(bytes).tracks.length),
});
