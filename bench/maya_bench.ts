/**
 * Maya `.anim` speed: parse throughput on the 373 KB corpus file (target ≥ 100 MB/s) and
 * evaluation of a 1,000-key curve at 1,000,000 increasing times (target ≥ 20 M evaluations/s),
 * each against a baseline in the same run; writing the parsed corpus document back, against a
 * TextEncoder pass over text of the same length. MB/s = 0.373 / (time per iteration in s);
 * evaluations/s = 1e6 / (time per iteration in s).
 *
 * @module
 */
import { MayaAnimCurve, MayaTangent, readMaya, writeMaya } from "../src/formats/maya/mod.ts";

const FILE = new URL(
  "../../shared/corpus/maya/ssbh-fork_Front_maya2026_fixed_linear.anim",
  import.meta.url,
);
const bytes = Deno.readFileSync(FILE);
const text = new TextDecoder().decode(bytes);
// The same key rows as JSON (a baseline the JavaScript engine parses natively).
const json = JSON.stringify(
  text.split("\n").filter((l) => l.startsWith("    ")).map((l) => l.trim().split(/[ ;]+/)),
);

let sink = 0;

Deno.bench({
  name: "bare byte scan counting ; and newlines (baseline)",
  group: `parse ${(bytes.length / 1000).toFixed(0)} KB .anim`,
  baseline: true,
  fn() {
    let n = 0;
    for (let i = 0; i < bytes.length; i++) {
      const c = bytes[i]!;
      if (c === 59 || c === 10) n++;
    }
    sink = n;
  },
});

Deno.bench({
  name: "JSON.parse of the same key rows",
  group: `parse ${(bytes.length / 1000).toFixed(0)} KB .anim`,
  fn() {
    sink += (JSON.parse(json) as unknown[]).length;
  },
});

Deno.bench({
  name: "readMaya",
  group: `parse ${(bytes.length / 1000).toFixed(0)} KB .anim`,
  fn() {
    sink += readMaya(bytes).document.keys.time.length;
  },
});

const KEYS = 1000;
const SAMPLES = 1_000_000;

function keys(type: number) {
  const time = new Float64Array(KEYS);
  const value = new Float64Array(KEYS);
  let seed = 12345;
  let t = 0;
  for (let i = 0; i < KEYS; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    time[i] = t;
    value[i] = Math.sin(t) * 10 + (seed / 4294967296);
    t += 1 / 24 + (seed % 7) / 240;
  }
  const fill = (v: number) => new Uint8Array(KEYS).fill(v);
  return {
    time,
    value,
    inType: fill(type),
    outType: fill(type),
    inTanX: new Float64Array(KEYS),
    inTanY: new Float64Array(KEYS),
    outTanX: new Float64Array(KEYS),
    outTanY: new Float64Array(KEYS),
  };
}

const splineKeys = keys(MayaTangent.Spline);
const spline = new MayaAnimCurve(splineKeys, {
  weighted: false,
  preInfinity: "constant",
  postInfinity: "constant",
});
// Weighted fixed tangents whose handles are not at the thirds: every segment needs the solve.
const fixedKeys = keys(MayaTangent.Fixed);
for (let i = 0; i < KEYS; i++) {
  const gp = i > 0 ? fixedKeys.time[i]! - fixedKeys.time[i - 1]! : 0.05;
  const gn = i < KEYS - 1 ? fixedKeys.time[i + 1]! - fixedKeys.time[i]! : 0.05;
  fixedKeys.inTanX[i] = 0.6 * gp;
  fixedKeys.inTanY[i] = 0.6 * gp * Math.cos(fixedKeys.time[i]!) * 10;
  fixedKeys.outTanX[i] = 1.8 * gn;
  fixedKeys.outTanY[i] = 1.8 * gn * Math.cos(fixedKeys.time[i]!) * 10;
}
const weighted = new MayaAnimCurve(fixedKeys, {
  weighted: true,
  preInfinity: "constant",
  postInfinity: "constant",
});
const linear = new MayaAnimCurve(keys(MayaTangent.Linear), {
  weighted: false,
  preInfinity: "constant",
  postInfinity: "constant",
});
const times = new Float64Array(SAMPLES);
{
  const a = splineKeys.time[0]!;
  const b = splineKeys.time[KEYS - 1]!;
  for (let i = 0; i < SAMPLES; i++) times[i] = a + ((b - a) * i) / (SAMPLES - 1);
}

Deno.bench({
  name: "bare lerp loop over the same keys (baseline)",
  group: "1e6 increasing times, 1000 keys",
  baseline: true,
  fn() {
    const time = splineKeys.time;
    const value = splineKeys.value;
    let acc = 0;
    let j = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const t = times[i]!;
      while (j < KEYS - 2 && time[j + 1]! < t) j++;
      const t0 = time[j]!;
      const v0 = value[j]!;
      acc += v0 + (value[j + 1]! - v0) * ((t - t0) / (time[j + 1]! - t0));
    }
    sink = acc;
  },
});

// Each evaluation bench holds its own loop (no shared helper): V8's Maglev tier can inline a
// small loop function into a wrapper and keep running it at Maglev speed, distorting the ratios.
function runSpline(): void {
  let acc = 0;
  for (let i = 0; i < SAMPLES; i++) acc += spline.evaluate(times[i]!);
  sink = acc;
}

function runLinear(): void {
  let acc = 0;
  for (let i = 0; i < SAMPLES; i++) acc += linear.evaluate(times[i]!);
  sink = acc;
}

function runWeighted(): void {
  let acc = 0;
  for (let i = 0; i < SAMPLES; i++) acc += weighted.evaluate(times[i]!);
  sink = acc;
}

Deno.bench({
  name: "MayaAnimCurve.evaluate, spline (Hermite)",
  group: "1e6 increasing times, 1000 keys",
  fn: runSpline,
});

Deno.bench({
  name: "MayaAnimCurve.evaluate, linear",
  group: "1e6 increasing times, 1000 keys",
  fn: runLinear,
});

Deno.bench({
  name: "MayaAnimCurve.evaluate, weighted fixed (Bézier solve)",
  group: "1e6 increasing times, 1000 keys",
  fn: runWeighted,
});

const parsed = readMaya(bytes).document;

Deno.bench({
  name: "TextEncoder.encode of the same text (baseline)",
  group: `write ${(bytes.length / 1000).toFixed(0)} KB .anim`,
  baseline: true,
  fn() {
    sink += new TextEncoder().encode(text).length;
  },
});

Deno.bench({
  name: "writeMaya (byte-exact rewrite of the parsed document)",
  group: `write ${(bytes.length / 1000).toFixed(0)} KB .anim`,
  fn() {
    sink += writeMaya(parsed).length;
  },
});

globalThis.addEventListener("unload", () => {
  if (Number.isNaN(sink)) console.log("unexpected NaN");
});
