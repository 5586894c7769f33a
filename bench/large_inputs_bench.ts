/**
 * Large inputs: a 1-hour MRTK 1.1 recording at 60 Hz with the camera and both hands keyed on
 * every frame (385 curves × 216,001 keys, ≈ 665 MB) is generated in memory, read into the model
 * and sampled at 60 Hz. Peak memory (VmHWM) is printed. Each case runs once.
 *
 * @module
 */
import { mrtkToClip, readMrtk } from "../src/formats/mrtk/mod.ts";
import { VectorCurve } from "../src/curves/compose.ts";

const RATE = 60;
const FRAMES = 3600 * RATE + 1;

function peakRssMiB(): number {
  const status = Deno.readTextFileSync("/proc/self/status");
  const kib = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/** Writes the recording's bytes directly (building a document first would cost ~5 GB). */
function hourLongRecording(): Uint8Array {
  const curveBytes = 12 + FRAMES * 8;
  const size = 16 + 3 + 7 * curveBytes + 4 * (12 + 8) + 54 * 7 * curveBytes + 4;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set([0xc6, 0x42, 0x9e, 0x0f, 0x6e, 0xaf, 0x8f, 0x6a]);
  view.setInt32(8, 1, true);
  view.setInt32(12, 1, true);
  bytes.set([1, 1, 0], 16);
  let at = 19;
  const curve = (component: number) => {
    view.setInt32(at, 8, true);
    view.setInt32(at + 4, 8, true);
    view.setInt32(at + 8, FRAMES, true);
    at += 12;
    for (let f = 0; f < FRAMES; f++, at += 8) {
      const t = f / RATE;
      view.setFloat32(at, t, true);
      view.setFloat32(at + 4, Math.sin(t * 0.5 + component), true);
    }
  };
  const bool = () => {
    view.setInt32(at, 8, true);
    view.setInt32(at + 4, 8, true);
    view.setInt32(at + 8, 1, true);
    view.setFloat32(at + 12, 0, true);
    view.setFloat32(at + 16, 1, true);
    at += 20;
  };
  for (let c = 0; c < 7; c++) curve(c);
  for (let b = 0; b < 4; b++) bool();
  for (let c = 0; c < 54 * 7; c++) curve(c);
  view.setInt32(at, 0, true);
  at += 4;
  if (at !== size) throw new Error("size mismatch");
  return bytes;
}

Deno.bench({
  name: "1-hour MRTK recording at 60 Hz: read, then sample every track at 60 Hz",
  group: "large",
  n: 1,
  warmup: 0,
  fn: () => {
    const before = peakRssMiB();
    const bytes = hourLongRecording();
    const generated = peakRssMiB();
    const clip = mrtkToClip(readMrtk(bytes));
    const read = peakRssMiB();
    const out = new Float64Array(4);
    let samples = 0;
    for (const track of clip.tracks) {
      if (!(track.curve instanceof VectorCurve)) continue;
      for (let f = 0; f < FRAMES; f++) {
        track.curve.evaluateInto(f / RATE, out);
        samples++;
      }
    }
    console.log(
      `  ${
        (bytes.length / 2 ** 20).toFixed(0)
      } MiB file, ${clip.tracks.length} tracks, ${samples} samples; ` +
        `peak RSS ${before.toFixed(0)} → ${generated.toFixed(0)} (generated) → ${
          read.toFixed(0)
        } (read) → ` +
        `${peakRssMiB().toFixed(0)} MiB (sampled)`,
    );
  },
});
