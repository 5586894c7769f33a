/**
 * glTF export: the MRTK corpus recording (already read into the model) written as GLB and as
 * `.gltf`, against a baseline that only samples the same tracks at their key times into
 * Float32Arrays (the values any exporter must compute), with no planning, error measurement or
 * glTF document. glTF models: a GLB rewritten whole, and a clip added onto it.
 *
 * @module
 */
import { mrtkToClip, readMrtk } from "../src/formats/mrtk/mod.ts";
import { gltfFromClip } from "../src/formats/gltf/from_clip.ts";
import { gltfRewrite } from "../src/formats/gltf/rewrite.ts";
import { gltfOnto } from "../src/formats/gltf/onto.ts";
import { readGltf } from "../src/formats/gltf/read.ts";
import { VectorCurve } from "../src/curves/compose.ts";
import type { Clip } from "../src/model/clip.ts";

const FILE = new URL(
  "../../shared/corpus/mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin",
  import.meta.url,
);
const clip = mrtkToClip(readMrtk(await Deno.readFile(FILE)));

// The baseline is passed to Deno.bench as `fn` directly, not through a wrapper closure: V8's
// Maglev tier can inline a loop function into a wrapper and keep running it at Maglev speed.
let sink = 0;

/** The baseline: every numeric track evaluated at its key times into float32 arrays. */
function sampleKeys(): void {
  const source: Clip = clip;
  let total = 0;
  const scratch = new Float64Array(4);
  for (const track of source.tracks) {
    const curve = track.curve;
    if (!(curve instanceof VectorCurve)) continue;
    const times = curve.keyTimes();
    const n = curve.components.length;
    const input = Float32Array.from(times);
    const output = new Float32Array(times.length * n);
    for (let i = 0; i < times.length; i++) {
      curve.evaluateInto(times[i]!, scratch);
      for (let c = 0; c < n; c++) output[i * n + c] = scratch[c]!;
    }
    total += input.length + output.length;
  }
  sink = total;
}

Deno.bench({
  name: "sample the tracks at their keys into Float32Arrays",
  group: "gltf export",
  baseline: true,
  fn: sampleKeys,
});
Deno.bench({
  name: "gltfFromClip → GLB",
  group: "gltf export",
  fn: () => void gltfFromClip(clip, {}, "glb"),
});
Deno.bench({
  name: "gltfFromClip → .gltf (data: URI)",
  group: "gltf export",
  fn: () => void gltfFromClip(clip, {}, "gltf"),
});

globalThis.addEventListener("unload", () => {
  if (Number.isNaN(sink)) console.log("unexpected NaN");
});

// A model written from the recording (nodes, 56 channels), rewritten as glb → glb and given the
// recording once more as a second animation (`--onto`), against reading the same file's JSON and
// buffers (the least any rewrite does).
const model = gltfFromClip(clip, {}, "glb").bytes;
Deno.bench({
  name: "readGltf of the GLB",
  group: "gltf model",
  baseline: true,
  fn: () => void readGltf(model),
});
Deno.bench({
  name: "glb → glb rewrite (gltfRewrite)",
  group: "gltf model",
  fn: () => void gltfRewrite(model),
});
Deno.bench({
  name: "the recording onto the GLB (gltfOnto)",
  group: "gltf model",
  fn: () => void gltfOnto(model, [{ ...clip, name: "again" }]),
});
