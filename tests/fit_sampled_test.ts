import { deepEqual, equal, ok } from "node:assert/strict";
import { Document, NodeIO } from "@gltf-transform/core";
import { KEYED_HERMITE, KEYED_LINEAR } from "../src/model/keyed.ts";
import {
  fitSampled,
  type SampledFit,
  type SampledFitOptions,
  type SampledSource,
} from "../src/convert/fit_sampled.ts";
import { glbFormat } from "../src/formats/gltf/mod.ts";
import { fitTrack } from "../src/convert/fit.ts";
import { measureTrack } from "../src/convert/measure.ts";
import type { FitProfile } from "../src/convert/profile.ts";
import { UnityCurve } from "../src/curves/unity_curve.ts";
import { VectorCurve } from "../src/curves/compose.ts";

/** A target that keeps one kind per track (held, straight or cubic), float32 keys. */
const profile: FitProfile = {
  name: "demo",
  hold: true,
  linear: true,
  hermite: true,
  perKeyKinds: false,
  quaternionLinear: "slerp",
  negativeTimes: false,
  float32: true,
};

/** A scalar source: `f` sampled, its keys read from `f` too. */
function scalar(f: (t: number) => number): SampledSource {
  const at = (t: number, out: Float64Array, o: number) => void (out[o] = f(t));
  return {
    dims: 1,
    quaternion: false,
    raw: false,
    at,
    keyValue: at,
    slope: (t, side, _lo, _hi, out, o) => {
      const h = 1e-6 * side;
      out[o] = (f(t + h) - f(t)) / h;
    },
    keyedSlopes: false,
  };
}

function options(times: number[], more: Partial<SampledFitOptions>): SampledFitOptions {
  return {
    times: Float64Array.from(times),
    tolerance: 1e-3,
    kinds: [KEYED_LINEAR],
    perKeyKinds: true,
    quaternion: null,
    float32: false,
    exactThreshold: null,
    ...more,
  };
}

/** Plays fitted scalar keys at `t` (straight or cubic segments, held outside). */
function play(fit: SampledFit, t: number): number {
  const { times, values, inSlopes, outSlopes, kinds } = fit;
  const n = times.length;
  if (t <= times[0]!) return values[0]!;
  if (t >= times[n - 1]!) return values[n - 1]!;
  let i = 0;
  while (times[i + 1]! < t) i++;
  const dt = times[i + 1]! - times[i]!;
  const x = (t - times[i]!) / dt;
  if (kinds[i] === KEYED_LINEAR) return values[i]! + (values[i + 1]! - values[i]!) * x;
  const h00 = 2 * x ** 3 - 3 * x ** 2 + 1;
  const h10 = x ** 3 - 2 * x ** 2 + x;
  const h01 = -2 * x ** 3 + 3 * x ** 2;
  const h11 = x ** 3 - x ** 2;
  return h00 * values[i]! + h10 * dt * outSlopes[i]! + h01 * values[i + 1]! +
    h11 * dt * inSlopes[i + 1]!;
}

/** `f` keyed at 60 Hz, straight between the keys. */
function polyline(f: (t: number) => number): (t: number) => number {
  return (t) => {
    const i = Math.floor(t * 60);
    const x = t * 60 - i;
    return f(i / 60) + (f((i + 1) / 60) - f(i / 60)) * x;
  };
}

/** Piecewise linear through (i, i²) at the integers: a LINEAR-keyed parabola. */
function parabolaPolyline(t: number): number {
  const i = Math.min(9, Math.max(0, Math.floor(t)));
  const x = Math.min(1, Math.max(0, t - i));
  return i * i + ((i + 1) * (i + 1) - i * i) * x;
}

Deno.test("sampled fit: straight segments as long as the tolerance allows, by hand", () => {
  // The chord of t² from a to b stands (i − a)(b − i) above it at i: 1 for segments two keys
  // long, 2 for three. Within 1.01 every other key goes; both are straight between the
  // integers, so the difference peaks at the integers.
  const fit = fitSampled(
    scalar(parabolaPolyline),
    options([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { tolerance: 1.01 }),
  )!;
  deepEqual([...fit.kept], [0, 2, 4, 6, 8, 10]);
  deepEqual([...fit.times], [0, 2, 4, 6, 8, 10]);
  deepEqual([...fit.values], [0, 4, 16, 36, 64, 100]);
  equal(fit.error, 1);
  equal(fit.exact, false);
  // At 0.99 no key can go.
  const tight = fitSampled(
    scalar(parabolaPolyline),
    options([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { tolerance: 0.99 }),
  )!;
  equal(tight.kept.length, 11);
});

Deno.test("sampled fit: one kind per track stores the fewer numbers", () => {
  const times = Array.from({ length: 241 }, (_, i) => i / 60);
  const perTrack = (kinds: number[], f: (t: number) => number) =>
    fitSampled(scalar(f), options(times, { kinds, perKeyKinds: false, tolerance: 2e-3 }));
  const cost = (fit: SampledFit) =>
    fit.kinds.reduce((sum, k) => sum + (k === KEYED_HERMITE ? 4 : 2), 0) -
    (fit.kinds.at(-1) === KEYED_HERMITE ? 4 : 2) + 2;
  // A smooth motion keyed at 60 Hz with straight segments between (as a LINEAR glTF sampler
  // holds it; its corners stray up to h² f″ / 8 ≈ 4e-4 from the motion): within 2e-3, cubics
  // need far fewer of its keys and store fewer numbers.
  const smooth = polyline((t) => Math.sin(2 * t) + 0.3 * Math.cos(5 * t));
  const line = perTrack([KEYED_LINEAR], smooth)!;
  const cubic = perTrack([KEYED_HERMITE], smooth)!;
  const both = perTrack([KEYED_LINEAR, KEYED_HERMITE], smooth)!;
  ok(cubic.kept.length * 4 < line.kept.length * 2, `${cubic.kept.length} vs ${line.kept.length}`);
  deepEqual([...both.kept], [...cubic.kept]);
  ok(both.kinds.slice(0, -1).every((k) => k === KEYED_HERMITE));
  ok(cost(both) <= cost(line));
  // A zigzag: every key is a corner, cubics through them overshoot; straight keys, all kept.
  const zigzag = (t: number) => {
    const u = t * 60;
    const i = Math.floor(u);
    const x = u - i;
    return i % 2 === 0 ? x : 1 - x;
  };
  const z = perTrack([KEYED_LINEAR, KEYED_HERMITE], zigzag)!;
  equal(z.kept.length, times.length);
  ok(z.kinds.every((k) => k === KEYED_LINEAR));
});

Deno.test("sampled fit: what it keeps plays within the tolerance between the samples too", () => {
  const times = Array.from({ length: 601 }, (_, i) => i / 60);
  const f = polyline((t) => Math.sin(1.3 * t) + 0.2 * Math.sin(4.1 * t + 1));
  for (const kinds of [[KEYED_LINEAR], [KEYED_HERMITE], [KEYED_LINEAR, KEYED_HERMITE]]) {
    // The corners stray up to h² f″ / 8 ≈ 2e-4 from the smooth motion: cubics need more.
    const tolerance = 5e-4;
    const fit = fitSampled(scalar(f), options(times, { kinds, tolerance }))!;
    ok(fit.kept.length < times.length, `${kinds}: ${fit.kept.length} keys`);
    let worst = 0;
    for (let k = 0; k <= 6000; k++) {
      worst = Math.max(worst, Math.abs(play(fit, k / 600) - f(k / 600)));
    }
    ok(worst <= tolerance * 1.05, `${kinds}: ${worst}`);
    ok(fit.error <= tolerance, `${kinds}: reported ${fit.error}`);
  }
});

Deno.test("sampled fit: a jump between neighbouring keys is left to the general fit", () => {
  const step = (t: number) => (t < 1 ? 0 : 1);
  equal(fitSampled(scalar(step), options([0, 1, 2], { kinds: [KEYED_LINEAR] })), null);
});

Deno.test("sampled fit: gaps that miss the tolerance by a little are split at their midpoints", () => {
  // sin 2t keyed every half second: a line between neighbouring keys strays up to about
  // h²/8 · max|f″| = 0.125 from it, four times the tolerance. Halving such a gap quarters that.
  const f = (t: number) => Math.sin(2 * t);
  const times = Array.from({ length: 11 }, (_, i) => i / 2);
  const tolerance = 0.03;
  const fit = fitSampled(scalar(f), options(times, { kinds: [KEYED_LINEAR], tolerance }))!;
  ok(fit !== null);
  ok(fit.breaks.length > times.length, `${fit.breaks.length} breaks`);
  // Every source time is still a break, and the others are midpoints of gaps between them.
  for (const t of times) ok(fit.breaks.includes(t), `${t}`);
  ok(fit.breaks.every((t) => Number.isInteger(t * 8)), `${[...fit.breaks]}`);
  // What it keeps plays within the tolerance, looked at far more densely than it sampled.
  let worst = 0;
  for (let k = 0; k <= 5000; k++) {
    worst = Math.max(worst, Math.abs(play(fit, k / 1000) - f(k / 1000)));
  }
  ok(worst <= tolerance * 1.01, `${worst}`);
  ok(fit.error <= tolerance, `${fit.error}`);
  // A gap that misses by far more (a tolerance 100 times finer) is left to the general fit.
  equal(fitSampled(scalar(f), options(times, { kinds: [KEYED_LINEAR], tolerance: 0.00125 })), null);
  // And so is every gap when splitting is not allowed (a target keyed on its frames only).
  equal(
    fitSampled(scalar(f), options(times, { kinds: [KEYED_LINEAR], tolerance, maxBreaks: 0 })),
    null,
  );
});

Deno.test("sampled fit: a slerp source keeps every key, one to one, when asked for exact", () => {
  // Quarter turns about Z key by key, played by slerp (as glTF LINEAR rotations are).
  const angle = (t: number) => (Math.PI / 2) * Math.min(4, Math.max(0, t)) ** 1.5 / 4;
  const q = (t: number, out: Float64Array, o: number) => {
    out[o] = 0;
    out[o + 1] = 0;
    out[o + 2] = Math.sin(angle(t) / 2);
    out[o + 3] = Math.cos(angle(t) / 2);
  };
  const keys = [0, 1, 2, 3, 4];
  // The source: slerp between the key rotations (the angle linear between keys).
  const at = (t: number, out: Float64Array, o: number) => {
    const i = Math.min(3, Math.floor(t));
    const x = t - i;
    const a = angle(i) + (angle(i + 1) - angle(i)) * x;
    out[o] = 0;
    out[o + 1] = 0;
    out[o + 2] = Math.sin(a / 2);
    out[o + 3] = Math.cos(a / 2);
  };
  const fit = fitSampled(
    {
      dims: 4,
      quaternion: true,
      raw: false,
      at,
      keyValue: q,
      slope: () => {},
      keyedSlopes: false,
    },
    options(keys, {
      kinds: [KEYED_LINEAR, KEYED_HERMITE],
      perKeyKinds: false,
      quaternion: "slerp",
      tolerance: 0.01,
      exactThreshold: 1e-9,
    }),
  )!;
  equal(fit.exact, true);
  deepEqual([...fit.kept], keys);
  ok(fit.kinds.every((k) => k === KEYED_LINEAR));
  ok(fit.error < 1e-9, `${fit.error}`);
});

Deno.test("reduce: a GLB keeps its mesh, shrinks, and every track stays within its tolerance", async () => {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const positions = doc.createAccessor().setType("VEC3").setBuffer(buffer)
    .setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]));
  const mesh = doc.createMesh("tri").addPrimitive(
    doc.createPrimitive().setAttribute("POSITION", positions),
  );
  const node = doc.createNode("arm").setMesh(mesh);
  doc.createScene("scene").addChild(node);
  const times = Float32Array.from({ length: 301 }, (_, i) => i / 60);
  const values = new Float32Array(301 * 3);
  times.forEach((t, i) => values.set([Math.sin(t), Math.cos(2 * t), 0.1 * t], i * 3));
  const sampler = doc.createAnimationSampler().setInterpolation("LINEAR")
    .setInput(doc.createAccessor().setType("SCALAR").setBuffer(buffer).setArray(times))
    .setOutput(doc.createAccessor().setType("VEC3").setBuffer(buffer).setArray(values));
  doc.createAnimation("move").addSampler(sampler).addChannel(
    doc.createAnimationChannel().setTargetNode(node).setTargetPath("translation")
      .setSampler(sampler),
  );
  const input = await new NodeIO().writeBinary(doc);
  const kept = glbFormat.rewrite!(input, {});
  const reduced = glbFormat.rewrite!(input, { reduce: true });
  ok(reduced.bytes.length < input.length, `${reduced.bytes.length} ≥ ${input.length}`);
  const back = await new NodeIO().readBinary(reduced.bytes);
  deepEqual(back.getRoot().listMeshes().map((m) => m.getName()), ["tri"]);
  const report = reduced.tracks.find((t) => t.property === "translation")!;
  equal(report.mapping, "fitted");
  ok(report.keysAfter! < kept.tracks[0]!.keysAfter!, `${report.keysAfter}`);
  ok(report.maxError <= report.tolerance!, `${report.maxError} > ${report.tolerance}`);
});

Deno.test("reduce: a track whose keys all hold one value becomes two keys at the range's ends", () => {
  const times = Array.from({ length: 100 }, (_, i) => i / 30);
  const flat = (v: number) => UnityCurve.linearKeys(times, times.map(() => v));
  const curve = new VectorCurve("float3", "demo", [flat(1), flat(1), flat(2)]);
  const track = { node: "n", property: "scale", valueType: "float3" as const, curve };
  const fit = fitTrack(track, profile, { from: 0, to: 99 / 30, thin: true });
  deepEqual([...fit.keys.times], [0, Math.fround(99 / 30)]);
  deepEqual([...fit.keys.values], [1, 1, 2, 1, 1, 2]);
  equal(fit.maxError, 0);
  // Without reducing, the keys are carried one to one.
  equal(fitTrack(track, profile, { from: 0, to: 99 / 30 }).keys.times.length, 100);
});

Deno.test("reused working arrays: a track's fit and measure do not depend on the track before", () => {
  const keyed = (n: number, f: (t: number) => number) => {
    const times = Array.from({ length: n }, (_, i) => i / 60);
    return UnityCurve.linearKeys(times, times.map(f));
  };
  const track = (n: number, f: (t: number) => number) => ({
    node: "n",
    property: "position",
    valueType: "float3" as const,
    curve: new VectorCurve("float3", "demo", [keyed(n, f), keyed(n, (t) => f(t) / 2), keyed(n, f)]),
  });
  // A short wave, fitted after a long, larger track and after a short, different one: the
  // arrays the fit and the measure reuse hold the other track's numbers each time.
  const wave = track(121, (t) => Math.sin(3 * t));
  const fitWave = () => fitTrack(wave, profile, { from: 0, to: 2, thin: true });
  fitTrack(track(2400, (t) => 100 * Math.cos(t)), profile, { from: 0, to: 39.99, thin: true });
  const first = fitWave();
  fitTrack(track(31, (t) => 7 * t * t - 3), profile, { from: 0, to: 0.5, thin: true });
  const second = fitWave();
  deepEqual([...second.keys.times], [...first.keys.times]);
  deepEqual([...second.keys.values], [...first.keys.values]);
  equal(second.maxError, first.maxError);
  // And the wave plays within its tolerance with fewer keys than it had.
  ok(first.keys.times.length < 121, `${first.keys.times.length}`);
  ok(first.maxError <= first.tolerance, `${first.maxError} > ${first.tolerance}`);
  // The measure likewise, after a longer measure: a copy 0.25 higher is 0.25 off (float32 keys).
  const higher = track(121, (t) => Math.sin(3 * t) + 0.25);
  const long = track(2400, (t) => 100 * Math.cos(t));
  measureTrack(long.curve, wave.curve, { from: 0, to: 39.99 });
  const m = measureTrack(wave.curve, higher.curve, { from: 0, to: 2 });
  ok(Math.abs(m.maxError - 0.25) < 1e-6, `${m.maxError}`);
  ok(m.samples >= 4 * 120 + 1, `${m.samples}`); // every key and its quarter points, and the peaks
});
