import { UnityCurve, type UnityKeys, unityKeys } from "../src/curves/unity_curve.ts";

const KEYS = 10_000;
const SAMPLES = 100_000;

/** 10k keys with irregular spacing; `weighted` selects MRTK float keys (mode Both, weights 0). */
function makeKeys(weighted: boolean): UnityKeys {
  const k = unityKeys(KEYS);
  let t = 0;
  let seed = 12345;
  const next = (): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 4294967296;
  };
  for (let i = 0; i < KEYS; i++) {
    k.time[i] = t;
    k.value[i] = Math.sin(t) + next() * 0.1;
    t += 0.005 + next() * 0.03;
  }
  for (let i = 0; i < KEYS; i++) {
    if (weighted) {
      k.weightedMode[i] = 3;
    } else {
      const prev = Math.max(i - 1, 0);
      const nextIdx = Math.min(i + 1, KEYS - 1);
      const slope = (k.value[nextIdx]! - k.value[prev]!) / (k.time[nextIdx]! - k.time[prev]!);
      k.inTangent[i] = slope;
      k.outTangent[i] = slope;
    }
  }
  return k;
}

const hermiteKeys = makeKeys(false);
const mrtkKeys = makeKeys(true);
const hermite = new UnityCurve(hermiteKeys, 8, 8);
const mrtk = new UnityCurve(mrtkKeys, 8, 8);

const times = new Float64Array(SAMPLES);
{
  const start = hermiteKeys.time[0]!;
  const end = hermiteKeys.time[KEYS - 1]!;
  for (let i = 0; i < SAMPLES; i++) times[i] = start + ((end - start) * i) / (SAMPLES - 1);
}

let sink = 0;

// Every bench function below holds its loop itself and is passed to Deno.bench directly: V8's
// Maglev tier can inline a small loop function into a wrapper closure and keep running it at
// Maglev speed (several times slower), which would distort the ratios.

/** Baseline: a bare piecewise-linear interpolation walking the same arrays forward. */
function lerpLoop(): void {
  const time = hermiteKeys.time;
  const value = hermiteKeys.value;
  let acc = 0;
  let j = 0;
  const last = time.length - 1;
  for (let i = 0; i < SAMPLES; i++) {
    const t = times[i]!;
    while (j < last - 1 && time[j + 1]! <= t) j++;
    const t0 = time[j]!;
    const t1 = time[j + 1]!;
    const v0 = value[j]!;
    acc += t >= t1 ? value[j + 1]! : v0 + (value[j + 1]! - v0) * ((t - t0) / (t1 - t0));
  }
  sink = acc;
}

function evalHermite(): void {
  let acc = 0;
  for (let i = 0; i < SAMPLES; i++) acc += hermite.evaluate(times[i]!);
  sink = acc;
}

function evalMrtk(): void {
  let acc = 0;
  for (let i = 0; i < SAMPLES; i++) acc += mrtk.evaluate(times[i]!);
  sink = acc;
}

function evalBool(): void {
  let n = 0;
  for (let i = 0; i < SAMPLES; i++) if (hermite.evaluateBool(times[i]!)) n++;
  sink = n;
}

Deno.bench({
  name: "bare lerp loop (baseline)",
  group: "1e5 increasing times, 10k keys",
  baseline: true,
  fn: lerpLoop,
});

Deno.bench({
  name: "UnityCurve.evaluate, Hermite keys",
  group: "1e5 increasing times, 10k keys",
  fn: evalHermite,
});

Deno.bench({
  name: "UnityCurve.evaluate, MRTK weighted keys (Bézier solve)",
  group: "1e5 increasing times, 10k keys",
  fn: evalMrtk,
});

Deno.bench({
  name: "UnityCurve.evaluateBool",
  group: "1e5 increasing times, 10k keys",
  fn: evalBool,
});

globalThis.addEventListener("unload", () => {
  if (Number.isNaN(sink)) console.log("unexpected NaN");
});
