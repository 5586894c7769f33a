/**
 * Large inputs (the Maya case runs first, so that its peak is not hidden by the MRTK case's
 * memory): a 1-hour MRTK 1.1 recording at 60 Hz with the camera and both hands keyed on
 * every frame (385 curves × 216,001 keys, ≈ 665 MB) is generated in memory, read into the model
 * and sampled at 60 Hz; a 100,000-key Maya `.anim` (10 joints × 10 attributes × 1,000 keys, ≈ 4 MB
 * of text, spline and weighted fixed tangents) is generated as text, read into the model and
 * sampled at 60 Hz over its range. Peak memory (VmHWM) is printed, from the resident size at the
 * case's start. Run with `deno bench -A --v8-flags=--expose-gc bench/large_inputs_bench.ts` so that
 * each case starts from collected garbage.
 *
 * @module
 */
import { mrtkToClip, readMrtk } from "../src/formats/mrtk/mod.ts";
import { VectorCurve } from "../src/curves/compose.ts";
import { mayaToClip, readMaya } from "../src/formats/maya/mod.ts";
import { mrtkRecording } from "./_mrtk_input.ts";

const RATE = 60;
const FRAMES = 3600 * RATE + 1;

/** Resets VmHWM to the current RSS (Linux: "5" to clear_refs), so that each case reports its own. */
function resetPeak(): void {
  try {
    Deno.writeTextFileSync("/proc/self/clear_refs", "5");
  } catch {
    // Older kernels or restricted /proc: the peak then covers the earlier cases too.
  }
}

function statusMiB(field: "VmHWM" | "VmRSS"): number {
  const status = Deno.readTextFileSync("/proc/self/status");
  const kib = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return kib / 1024;
}

function peakRssMiB(): number {
  return statusMiB("VmHWM");
}

/**
 * Collects garbage (when run with `--v8-flags=--expose-gc`) and restarts the peak, so that each
 * case's peak is its own; returns the resident size the case starts from.
 */
function startCase(): number {
  (globalThis as { gc?: () => void }).gc?.();
  resetPeak();
  return statusMiB("VmRSS");
}

/** The hour-long recording (building a document first would cost ~5 GB). */
function hourLongRecording(): Uint8Array {
  // The camera's curves and the joints' each numbered from 0.
  return mrtkRecording(
    FRAMES,
    RATE,
    (curve, t) => Math.sin(t * 0.5 + (curve < 7 ? curve : curve - 7)),
  );
}

const MAYA_JOINTS = 10;
const MAYA_ATTRIBUTES = ["translateX", "translateY", "translateZ", "rotateX", "rotateY", "rotateZ"]
  .concat(["scaleX", "scaleY", "scaleZ", "visibility"]);
const MAYA_KEYS = 1000;

/** 100,000 keys as `.anim` text: 24 fps frames 1 … 1000, half spline, half weighted fixed. */
function bigMayaAnim(): Uint8Array {
  const lines = [
    "animVersion 1.1;",
    "mayaVersion 2026;",
    "timeUnit film;",
    "linearUnit cm;",
    "angularUnit deg;",
    "startTime 1;",
    `endTime ${MAYA_KEYS};`,
  ];
  for (let j = 0; j < MAYA_JOINTS; j++) {
    MAYA_ATTRIBUTES.forEach((attr, a) => {
      const weighted = (j + a) % 2 === 1;
      const output = attr.startsWith("rotate")
        ? "angular"
        : attr.startsWith("translate")
        ? "linear"
        : "unitless";
      lines.push(
        `anim ${attr} ${attr} joint${j} 0 0 ${a};`,
        "animData {",
        "  input time;",
        `  output ${output};`,
        `  weighted ${weighted ? 1 : 0};`,
        "  preInfinity constant;",
        "  postInfinity constant;",
        "  keys {",
      );
      for (let k = 1; k <= MAYA_KEYS; k++) {
        const v = (Math.sin(k * 0.05 + j + a) * 10).toFixed(6);
        lines.push(
          weighted
            ? `    ${k} ${v} fixed fixed 1 0 0 ${(k % 40) - 20} 1.5 ${(k % 30) - 15} 0.8;`
            : `    ${k} ${v} spline spline 1 0 0;`,
        );
      }
      lines.push("  }", "}");
    });
  }
  return new TextEncoder().encode(lines.join("\n") + "\n");
}

Deno.bench({
  name: "100,000-key Maya .anim: read, then sample every curve at 60 Hz",
  group: "large",
  n: 1,
  warmup: 0,
  fn: () => {
    const before = startCase();
    const bytes = bigMayaAnim();
    const generated = peakRssMiB();
    const start = performance.now();
    const { document } = readMaya(bytes);
    const clip = mayaToClip(document);
    const readMs = performance.now() - start;
    const read = peakRssMiB();
    const frames = Math.floor(clip.duration * 60) + 1;
    let samples = 0;
    let sum = 0;
    const sampleStart = performance.now();
    for (const track of clip.tracks) {
      for (let f = 0; f < frames; f++) {
        const v = track.curve.evaluate(f / 60);
        if (typeof v === "number") sum += v;
        samples++;
      }
    }
    const sampleMs = performance.now() - sampleStart;
    if (Number.isNaN(sum)) throw new Error("NaN sample");
    console.log(
      `  ${(bytes.length / 2 ** 20).toFixed(1)} MiB text, ${document.keys.time.length} keys, ` +
        `${clip.tracks.length} tracks, read ${readMs.toFixed(0)} ms, ${samples} samples in ${
          sampleMs.toFixed(0)
        } ms; RSS ${before.toFixed(0)} at start; peak ${generated.toFixed(0)} (generated) → ${
          read.toFixed(0)
        } (read) → ${peakRssMiB().toFixed(0)} MiB (sampled)`,
    );
  },
});

Deno.bench({
  name: "1-hour MRTK recording at 60 Hz: read, then sample every track at 60 Hz",
  group: "large",
  n: 1,
  warmup: 0,
  fn: () => {
    const before = startCase();
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
        `RSS ${before.toFixed(0)} at start; peak ${generated.toFixed(0)} (generated) → ${
          read.toFixed(0)
        } (read) → ` +
        `${peakRssMiB().toFixed(0)} MiB (sampled)`,
    );
  },
});
