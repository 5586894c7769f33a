/**
 * MRTK: reading the 1.7 MB corpus recording into the model against a bare DataView pass over the
 * same bytes (target ≤ 2×), and evaluating every curve at 60 Hz over the whole recording. The
 * setup first checks that the document holds exactly the floats the file stores where a plain
 * walk of the version 1.0 layout finds them.
 *
 * @module
 */
import { mrtkToClip, readMrtk, writeMrtk } from "../src/formats/mrtk/mod.ts";
import { UnityCurve } from "../src/curves/unity_curve.ts";
import type { MrtkCurve, MrtkDocument } from "../src/formats/mrtk/document.ts";

const FILE = new URL(
  "../../shared/corpus/mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin",
  import.meta.url,
);
const bytes = await Deno.readFile(FILE);

// The two agree: a walk of the 1.0 layout (header 16 bytes; per curve pre-wrap, post-wrap, count,
// then 28-byte keys, 8-byte keys for the four hand-state curves) finds every key float read.
{
  const doc = readMrtk(bytes);
  if (doc.versionMinor !== 0 || doc.hands === null || doc.camera === null) {
    throw new Error("the bench expects the 1.0 corpus recording");
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 16;
  let floats = 0;
  const check = (curve: MrtkCurve, full: boolean) => {
    const n = view.getInt32(at + 8, true);
    at += 12;
    const k = curve.keys;
    if (k.time.length !== n) throw new Error(`key count differs at byte ${at}`);
    for (let i = 0; i < n; i++, at += full ? 28 : 8) {
      const same = k.time[i] === view.getFloat32(at, true) &&
        k.value[i] === view.getFloat32(at + 4, true) &&
        (!full || (k.inTangent[i] === view.getFloat32(at + 8, true) &&
          k.outTangent[i] === view.getFloat32(at + 12, true) &&
          k.inWeight[i] === view.getFloat32(at + 16, true) &&
          k.outWeight[i] === view.getFloat32(at + 20, true) &&
          k.weightedMode[i] === view.getInt32(at + 24, true)));
      if (!same) throw new Error(`key at byte ${at} differs`);
      floats += full ? 6 : 2;
    }
  };
  const pose = (p: { position: readonly MrtkCurve[]; rotation: readonly MrtkCurve[] }) =>
    [...p.position, ...p.rotation].forEach((c) => check(c, true));
  pose(doc.camera);
  [...doc.hands.tracked, ...doc.hands.pinching].forEach((c) => check(c, false));
  doc.hands.jointsLeft.forEach(pose);
  doc.hands.jointsRight.forEach(pose);
  console.log(`${floats} key floats agree; the baseline reads ${(bytes.length - 16) >> 2} words`);
}

// Baselines are passed to Deno.bench as `fn` directly, not through a wrapper closure: V8's Maglev
// tier inlines a small loop function into the wrapper and then often keeps running it at Maglev
// speed (about 10× slower here), which would make the baseline look slow and the ratios good.
let sink = 0;
// Written outputs are kept by a plain store: a load or sum after the loop would make V8 bail out
// of the loop's compiled code on every call.
let written: Uint8Array = new Uint8Array(0);

/** The baseline: one DataView pass reading every f32 of the file (what any reader must touch). */
function dataViewPass(): void {
  const data = bytes;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let sum = 0;
  const end = data.byteLength - 3;
  for (let at = 16; at < end; at += 4) sum += view.getFloat32(at, true);
  sink = sum;
}

Deno.bench({
  name: "bare DataView pass over the file",
  group: "read",
  baseline: true,
  fn: dataViewPass,
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

/** The write baseline: as many bytes as writeMrtk produces, set through a DataView as f32 words. */
function dataViewWrite(): void {
  const size = writtenSize;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const end = size - 3;
  for (let at = 16; at < end; at += 4) view.setFloat32(at, at * 0.25, true);
  written = out;
}

// writeMrtk keeps the version but stores plain keys compactly, so the output is smaller than the
// corpus file: the baseline writes as many bytes as writeMrtk produces.
const writtenSize = writeMrtk(doc).length;

Deno.bench({
  name: "DataView f32 writes of the output's size",
  group: "write",
  baseline: true,
  fn: dataViewWrite,
});
Deno.bench({
  name: "writeMrtk",
  group: "write",
  fn: () => void writeMrtk(doc),
});

globalThis.addEventListener("unload", () => {
  if (Number.isNaN(sink) || written.length < 0) console.log("unexpected NaN");
});
