/**
 * MRTK: reading the 1.7 MB corpus recording into the model against a bare DataView pass over the
 * same bytes, and evaluating every curve at 60 Hz over the whole recording.
 *
 * @module
 */
import { mrtkToClip, readMrtk } from "../src/formats/mrtk/mod.ts";
import { UnityCurve } from "../src/curves/unity_curve.ts";
import type { MrtkCurve, MrtkDocument } from "../src/formats/mrtk/document.ts";

const FILE = new URL(
  "../../shared/corpus/mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin",
  import.meta.url,
);
const bytes = await Deno.readFile(FILE);

/** The baseline: one DataView pass reading every f32 of the file (what any reader must touch). */
function dataViewPass(data: Uint8Array): number {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let sum = 0;
  const end = data.byteLength - 3;
  for (let at = 16; at < end; at += 4) sum += view.getFloat32(at, true);
  return sum;
}

Deno.bench({
  name: "bare DataView pass over the file",
  group: "read",
  baseline: true,
  fn: () => void dataViewPass(bytes),
});
Deno.bench({
  name: "readMrtk + mrtkToClip",
  group: "read",
  fn: () => void mrtkToClip(readMrtk(bytes)),
});
Deno.bench({ name: "readMrtk", group: "read", fn: () => void readMrtk(bytes) });

function curves(doc: MrtkDocument): MrtkCurve[] {
  const out: MrtkCurve[] = [];
  const pose = (p: { position: readonly MrtkCurve[]; rotation: readonly MrtkCurve[] }) =>
    out.push(...p.position, ...p.rotation);
  if (doc.camera) pose(doc.camera);
  doc.hands?.jointsLeft.forEach(pose);
  doc.hands?.jointsRight.forEach(pose);
  return out;
}

const doc = readMrtk(bytes);
const all = curves(doc).map((c) => new UnityCurve(c.keys, c.preWrap, c.postWrap));
const duration = mrtkToClip(doc).duration;
const frames = Math.floor(duration * 60) + 1;
console.log(`${all.length} curves × ${frames} frames = ${all.length * frames} samples per run`);

Deno.bench({
  name: "bare loop writing the same number of samples",
  group: "evaluate",
  baseline: true,
  fn: () => {
    const out = new Float64Array(frames);
    for (let c = 0; c < all.length; c++) for (let f = 0; f < frames; f++) out[f] = f / 60 + c;
  },
});
Deno.bench({
  name: "evaluate 385 curves at 60 Hz",
  group: "evaluate",
  fn: () => {
    const out = new Float64Array(frames);
    for (const curve of all) for (let f = 0; f < frames; f++) out[f] = curve.evaluate(f / 60);
  },
});
