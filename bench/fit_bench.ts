/**
 * The fitting engine on the MRTK corpus recording (62,125 keys, 1.7 MB): the conversion to AnimJ
 * bytes against a plain fixed-rate converter in the same run — every numeric track resampled at
 * 30 Hz into Linear keys and written by the same AnimJ writer (what a converter without an error
 * bound does). The fitted file meets the default tolerances; the 30 Hz one does not (its worst
 * error is printed once, with the key counts). The GLB export is timed beside them.
 *
 * @module
 */
import { mrtkToClip, readMrtk } from "../src/formats/mrtk/mod.ts";
import { animjWriteClip } from "../src/formats/animj/mod.ts";
import { writeAnimJ } from "../src/formats/animj/write.ts";
import { animjStoreValue, newAnimJTrack } from "../src/formats/animj/document.ts";
import type { AnimJDocument, AnimJTrack } from "../src/formats/animj/document.ts";
import { AnimJCurve } from "../src/formats/animj/curve.ts";
import { gltfFromClip } from "../src/formats/gltf/from_clip.ts";
import { fitDimensions } from "../src/convert/fit.ts";
import { timeGrid } from "../src/model/sample.ts";
import { maxPlayedError } from "../src/model/compare.ts";
import type { Clip } from "../src/model/clip.ts";

const FILE = new URL(
  "../../shared/corpus/mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin",
  import.meta.url,
);
const clip: Clip = mrtkToClip(readMrtk(await Deno.readFile(FILE)));
const grid = timeGrid(0, clip.duration, 30);

/** The baseline document: every numeric track as Linear keys on a 30 Hz grid. */
function plainDocument(): AnimJDocument {
  const tracks: AnimJTrack[] = [];
  for (const track of clip.tracks) {
    const dims = fitDimensions(track.valueType);
    if (dims === 0) continue;
    const out = newAnimJTrack("Curve", track.valueType, track.node, track.property, grid.length);
    out.times.set(grid);
    out.interpolations.fill(1);
    for (let i = 0; i < grid.length; i++) {
      animjStoreValue(track.valueType, track.curve.evaluate(grid[i]!), out.values, i * dims);
    }
    tracks.push(out);
  }
  return { name: clip.name, globalDuration: clip.duration, tracks };
}

let sink = 0;
/** The baseline converter: resample at 30 Hz, write AnimJ. */
function plainResample(): void {
  sink += writeAnimJ(plainDocument()).length;
}

// Key counts and the 30 Hz file's worst error against the source (dense check), printed once.
const fitted = animjWriteClip(clip);
const plain = plainDocument();
let plainWorst = 0;
for (const t of plain.tracks) {
  const source = clip.tracks.find((s) => s.node === t.node && s.property === t.property)!;
  const dense = timeGrid(0, clip.duration, 600);
  plainWorst = Math.max(plainWorst, maxPlayedError(source.curve, new AnimJCurve(t), dense));
}
const keys = (n: number, t: { count: number; valueType: string }) =>
  n + t.count * fitDimensions(t.valueType as "float");
console.log(
  `AnimJ keys: fitted ${fitted.tracks.reduce((s, t) => s + t.keysAfter, 0)} (every track ` +
    `within its tolerance, worst ${
      Math.max(...fitted.tracks.map((t) => t.maxError)).toPrecision(2)
    }), 30 Hz ${plain.tracks.reduce(keys, 0)} (worst ${
      plainWorst.toPrecision(3)
    }, rotations in degrees)`,
);

Deno.bench({
  name: "plain converter: 30 Hz Linear keys → AnimJ bytes",
  group: "fit",
  baseline: true,
  fn: plainResample,
});
Deno.bench({
  name: "MRTK recording → AnimJ bytes (fitting engine, default tolerances)",
  group: "fit",
  fn: () => void (sink += animjWriteClip(clip).bytes.length),
});
Deno.bench({
  name: "MRTK recording → GLB bytes (fitting engine, default tolerances)",
  group: "fit",
  fn: () => void (sink += gltfFromClip(clip, {}, "glb").bytes.length),
});
globalThis.addEventListener("unload", () => void sink);
