/**
 * Evaluators keep a cursor (the segment found last) so that increasing times walk on instead of
 * searching. These tests check that the cursor never changes a value: every evaluator, walked over
 * the same times in increasing, decreasing, shuffled and jumping orders, gives at each time what a
 * fresh evaluator gives there. The new arithmetic (the key walk, the slerp weights' series, glTF's
 * float32 and float64 paths, Maya's weighted Bézier solve) is checked against values computed by
 * hand or by independent means.
 *
 * @module
 */
import { deepEqual, equal } from "node:assert/strict";
import {
  AnimJCurve,
  BvhPositionCurve,
  BvhRotationCurve,
  type Clip,
  GltfCurve,
  gltfToClip,
  MayaAnimCurve,
  MayaTangent,
  mrtkToClip,
  newAnimJTrack,
  readGltf,
  readMrtk,
  RetroAnimCurve,
  UnityCurve,
  unityKeys,
  UnityPPtrTrackCurve,
  UnityWrapMode,
  VectorCurve,
} from "../mod.ts";
import { lastFrameFrom, lastKeyFrom, lastKeyFrom32 } from "../src/curves/search.ts";
import { NormalizedQuaternionCurve, slerpWeightsInto } from "../src/curves/quaternion.ts";
import type { MayaCurveKeys, MayaInfinity } from "../src/formats/maya/curve.ts";
import type { GltfSamplerInterpolation } from "../src/formats/gltf/curve.ts";
import type { ValueType } from "../src/model/value_type.ts";
import { assertClose, corpus, NO_CORPUS } from "./_helpers.ts";

// ------------------------------------------------------------------------------------ helpers

/** Deterministic numbers in [0, 1) (a linear congruential generator). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** The times in increasing, decreasing, shuffled and jumping (on, back a little, far) orders. */
function orders(times: readonly number[]): [string, number[]][] {
  const increasing = [...times].sort((
    a,
    b,
  ) => (Number.isNaN(a) ? 1 : Number.isNaN(b) ? -1 : a - b));
  const shuffled = [...times];
  const next = generator(7);
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  // On two, back one, on three, then a jump to the other end, repeated.
  const jumping: number[] = [];
  for (let i = 0; i < increasing.length; i += 5) {
    for (const k of [i, i + 1, i, i + 2, i + 3, increasing.length - 1 - i, i + 4]) {
      if (k >= 0 && k < increasing.length) jumping.push(increasing[k]!);
    }
  }
  return [
    ["increasing", increasing],
    ["decreasing", [...increasing].reverse()],
    ["shuffled", shuffled],
    ["jumping", jumping],
  ];
}

/**
 * Times around keys: each key, just before and after it, points between keys, before the first
 * and after the last, far outside, and NaN.
 */
function timesAround(keys: ArrayLike<number>, extra: readonly number[] = []): number[] {
  const out = new Set<number>([-1e9, -1, 1e9, NaN, ...extra]);
  const next = generator(keys.length + 3);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    out.add(k);
    out.add(k - 1e-7);
    out.add(k + 1e-7);
    if (i + 1 < keys.length) {
      const span = keys[i + 1]! - k;
      for (let j = 0; j < 3; j++) out.add(k + span * next());
    }
  }
  const first = keys[0] ?? 0;
  const last = keys[keys.length - 1] ?? 0;
  out.add(first - 0.5);
  out.add(last + 0.5);
  out.add(first - (last - first) * 2.3);
  out.add(last + (last - first) * 3.7);
  return [...out];
}

/**
 * Asserts that an evaluator walked over `times` in every order gives at each time what a fresh
 * evaluator gives there (values compared exactly).
 */
function assertStateless<T>(
  what: string,
  make: () => T,
  at: (evaluator: T, time: number) => unknown,
  times: readonly number[],
): void {
  const fresh = new Map<number, unknown>();
  for (const t of times) fresh.set(t, at(make(), t));
  for (const [name, order] of orders(times)) {
    const evaluator = make();
    for (const t of order) deepEqual(at(evaluator, t), fresh.get(t), `${what}, ${name}, t = ${t}`);
  }
}

/** A curve's value at `time` (any curve with `evaluate`). */
/**
 * A curve's values over many times in one call (`many`, `dims` per time) against a fresh
 * curve's `one` at each time, the times in every order of {@linkcode orders}.
 */
function assertManyAgrees<T>(
  what: string,
  make: () => T,
  dims: number,
  many: (curve: T, times: Float64Array, out: Float64Array) => void,
  one: (curve: T, time: number) => number[],
  times: readonly number[],
): void {
  for (const [name, order] of orders(times)) {
    const at = Float64Array.from(order);
    const out = new Float64Array(at.length * dims);
    many(make(), at, out);
    for (let i = 0; i < at.length; i++) {
      deepEqual(
        [...out.subarray(i * dims, (i + 1) * dims)],
        one(make(), at[i]!),
        `${what}, ${name}, t = ${at[i]}`,
      );
    }
  }
}

/** A value's components (numbers as one component). */
function parts(v: unknown): number[] {
  return typeof v === "number" ? [v] : Object.values(v as Record<string, number>);
}

function value(curve: { evaluate(time: number): unknown }, time: number): unknown {
  return curve.evaluate(time);
}

// --------------------------------------------------------------------------- the key search

/** The last index whose time is ≤ t among the first `end` keys, by a plain scan. */
function scan(times: ArrayLike<number>, t: number, end: number): number {
  let at = -1;
  for (let i = 0; i < end; i++) if (times[i]! <= t) at = i;
  return at;
}

Deno.test("lastKeyFrom: the last key at or before t, from any starting key", () => {
  // By hand: two keys at 1 (the later one counts), before the first, after the last.
  const hand = new Float64Array([0, 1, 1, 2, 4]);
  equal(lastKeyFrom(hand, 1, 0), 2);
  equal(lastKeyFrom(hand, 1, 4), 2);
  equal(lastKeyFrom(hand, 3.9, 0), 3);
  equal(lastKeyFrom(hand, -0.5, 3), -1);
  equal(lastKeyFrom(hand, 9, -1), 4);
  equal(lastKeyFrom(hand, NaN, 2), -1);
  equal(lastKeyFrom(hand, 3, 1, 3), 2); // only the first three keys
  equal(lastKeyFrom(new Float64Array(0), 1, 0), -1);
  const next = generator(11);
  for (let trial = 0; trial < 200; trial++) {
    const n = 1 + Math.floor(next() * 12);
    const times: number[] = [];
    let t = next() * 2 - 1;
    for (let i = 0; i < n; i++) {
      times.push(t);
      // Some keys share a time.
      if (next() > 0.2) t += next() * 3;
    }
    const f64 = Float64Array.from(times);
    const f32 = Float32Array.from(times);
    const frames = Uint32Array.from(times, (x, i) => Math.max(0, Math.round(x * 4)) + i);
    const probes = [...timesAround(f32), ...timesAround(frames), Infinity, -Infinity];
    for (const end of [n, Math.max(0, n - 1)]) {
      for (let from = -2; from <= n + 2; from++) {
        for (const p of probes) {
          equal(lastKeyFrom(f64, p, from, end), scan(f64, p, end), `f64 ${times} ${p} ${from}`);
          equal(lastKeyFrom32(f32, p, from, end), scan(f32, p, end), `f32 ${times} ${p} ${from}`);
          equal(lastFrameFrom(frames, p, from, end), scan(frames, p, end), `frames ${p} ${from}`);
        }
      }
    }
  }
});

// ---------------------------------------------------------------------------- slerp weights

Deno.test("slerp weights: sin((1 − t)θ) / sin θ and sin(tθ) / sin θ, from cos θ alone", () => {
  const w = new Float64Array(2);
  // Angles across each way of computing them: the short series (d = 1 − cos θ up to 4.6e-3),
  // the series term by term (up to 0.25) and the sines beyond.
  for (
    const theta of [1e-7, 1e-4, 3e-3, 0.01, 0.03, 0.05, 0.07, 0.0958, 0.2, 0.5, 0.72, 1.2, 1.5]
  ) {
    for (const t of [0, 0.001, 0.1, 0.25, 0.5, 0.6, 0.9, 0.999, 1]) {
      slerpWeightsInto(Math.cos(theta), t, w);
      const sin = Math.sin(theta);
      assertClose(w[0]!, Math.sin((1 - t) * theta) / sin, 2e-15, `θ ${theta}, t ${t}, first`);
      assertClose(w[1]!, Math.sin(t * theta) / sin, 2e-15, `θ ${theta}, t ${t}, second`);
    }
  }
  // Equal keys, and a dot product rounded past 1: the lerp.
  slerpWeightsInto(1, 0.3, w);
  deepEqual([...w], [0.7, 0.3]);
  slerpWeightsInto(1 + 2e-16, 0.3, w);
  deepEqual([...w], [0.7, 0.3]);
  // A fraction outside the segment still follows the sines (extrapolation).
  slerpWeightsInto(Math.cos(0.01), 1.5, w);
  assertClose(w[1]!, Math.sin(0.015) / Math.sin(0.01), 1e-13);
});

// ------------------------------------------------------------------------------------ glTF

/** Unit quaternion of `degrees` about the unit axis (x, y, z). */
function turn(degrees: number, x: number, y: number, z: number): number[] {
  const h = (degrees * Math.PI) / 360;
  return [x * Math.sin(h), y * Math.sin(h), z * Math.sin(h), Math.cos(h)];
}

Deno.test("glTF LINEAR rotations: slerp values by hand, small to large angles, both signs", () => {
  const out = new Float64Array(4);
  const cases: [number, number][] = [[2, 0.3], [14, 0.25], [40, 0.7], [120, 0.5], [179, 0.4]];
  for (const [degrees, s] of cases) {
    for (const sign of [1, -1]) {
      // From identity to `degrees` about z (the second key possibly negated: the same rotation,
      // which glTF plays along the shorter arc).
      const keys = [0, 0, 0, 1, ...turn(degrees, 0, 0, 1).map((c) => sign * c)];
      for (const output of [Float32Array.from(keys), Float64Array.from(Float32Array.from(keys))]) {
        const c = new GltfCurve("floatQ", "LINEAR", new Float64Array([0, 1]), output, 4, 0, 4);
        c.evaluateInto(s, out);
        // The stored float32 keys are a hair off the exact turn: float32 precision.
        const expected = turn(degrees * s, 0, 0, 1);
        for (let i = 0; i < 4; i++) assertClose(out[i]!, expected[i]!, 1e-7, `${degrees}° ${s}`);
      }
    }
  }
  // Exactly representable keys: identity to a quarter turn about z, a quarter of the way.
  const h = Math.SQRT1_2;
  const exact = new GltfCurve(
    "floatQ",
    "LINEAR",
    new Float64Array([0, 2]),
    new Float64Array([0, 0, 0, 1, 0, 0, h, h]),
    4,
    0,
    4,
  );
  exact.evaluateInto(0.5, out);
  const q = turn(22.5, 0, 0, 1);
  for (let i = 0; i < 4; i++) assertClose(out[i]!, q[i]!, 2e-16);
});

Deno.test("glTF curves: float32 and float64 outputs of the same numbers give the same values", () => {
  const next = generator(5);
  const times = new Float64Array([0, 0.25, 0.5, 1, 1.75, 2]);
  for (const interpolation of ["STEP", "LINEAR", "CUBICSPLINE"] as const) {
    for (const valueType of ["float3", "floatQ"] as const) {
      const size = valueType === "floatQ" ? 4 : 3;
      const count = times.length * size * (interpolation === "CUBICSPLINE" ? 3 : 1);
      const f32 = Float32Array.from({ length: count }, () => next() * 2 - 1);
      const f64 = Float64Array.from(f32);
      const a = new GltfCurve(valueType, interpolation, times, f32, size, 0, size);
      const b = new GltfCurve(valueType, interpolation, times, f64, size, 0, size);
      for (const t of timesAround(times)) {
        deepEqual(a.evaluate(t), b.evaluate(t), `${interpolation} ${valueType} ${t}`);
      }
    }
  }
});

Deno.test("glTF curves: the cursor never changes a value", () => {
  const next = generator(3);
  const times = Float64Array.from({ length: 40 }, (_, i) => i / 24 + (i > 20 ? 0.01 : 0));
  const curves: [string, () => GltfCurve][] = [];
  for (const interpolation of ["STEP", "LINEAR", "CUBICSPLINE"] as GltfSamplerInterpolation[]) {
    const per = interpolation === "CUBICSPLINE" ? 3 : 1;
    for (const valueType of ["float3", "floatQ"] as ValueType[]) {
      const size = valueType === "floatQ" ? 4 : 3;
      // Rotations that turn a little, a lot, and flip sign between keys.
      const values = new Float32Array(times.length * size * per);
      for (let i = 0; i < values.length; i++) values[i] = next() * 2 - 1;
      for (const output of [values, Float64Array.from(values)]) {
        curves.push([
          `${interpolation} ${valueType} ${output.constructor.name}`,
          () => new GltfCurve(valueType, interpolation, times, output, size, 0, size),
        ]);
      }
    }
    // Morph target weights: 3 targets per key, the second one's curve.
    const weights = Float32Array.from({ length: times.length * 3 * per }, () => next());
    curves.push([
      `${interpolation} weights`,
      () => new GltfCurve("float", interpolation, times, weights, 3, 1, 1),
    ]);
  }
  const out = new Float64Array(4);
  for (const [name, make] of curves) {
    assertStateless(name, make, (c, t) => {
      c.evaluateInto(t, out);
      return [...out];
    }, timesAround(times));
    assertStateless(name, make, value, timesAround(times));
  }
});

Deno.test("glTF curves: evaluateMany gives evaluateInto's values, times in any order", () => {
  const next = generator(11);
  const times = Float64Array.from({ length: 30 }, (_, i) => i / 30 + (i > 12 ? 0.02 : 0));
  const around = timesAround(times);
  for (const interpolation of ["STEP", "LINEAR", "CUBICSPLINE"] as GltfSamplerInterpolation[]) {
    const per = interpolation === "CUBICSPLINE" ? 3 : 1;
    for (
      const [valueType, size, stride, offset] of [
        ["float3", 3, 3, 0],
        ["floatQ", 4, 4, 0],
        ["float", 1, 3, 2],
      ] as [ValueType, number, number, number][]
    ) {
      const values = Float32Array.from(
        { length: times.length * stride * per },
        () => next() * 2 - 1,
      );
      for (const output of [values, Float64Array.from(values)]) {
        const name = `${interpolation} ${valueType} ${output.constructor.name}`;
        const make = () =>
          new GltfCurve(valueType, interpolation, times, output, stride, offset, size);
        const one = new Float64Array(4);
        for (const [order, list] of orders(around)) {
          const at = Float64Array.from(list);
          const many = new Float64Array(at.length * size);
          make().evaluateMany(at, many);
          for (let i = 0; i < at.length; i++) {
            make().evaluateInto(at[i]!, one);
            deepEqual(
              [...many.subarray(i * size, (i + 1) * size)],
              [...one.subarray(0, size)],
              `${name}, ${order}, t = ${at[i]}`,
            );
          }
        }
      }
    }
  }
  // By hand: a LINEAR float3 from (0, 0, 0) to (2, 4, -8) over [1, 3], held outside.
  const line = new GltfCurve(
    "float3",
    "LINEAR",
    new Float64Array([1, 3]),
    new Float32Array([0, 0, 0, 2, 4, -8]),
    3,
    0,
    3,
  );
  const out = new Float64Array(12);
  line.evaluateMany(new Float64Array([0, 1.5, 2, 5]), out);
  deepEqual([...out], [0, 0, 0, 0.5, 1, -2, 1, 2, -4, 2, 4, -8]);
});

Deno.test("glTF held booleans (animkit's node extras): the cursor never changes a value", () => {
  const json = {
    asset: { version: "2.0" },
    nodes: [{
      name: "lamp",
      extras: {
        animkit: {
          tracks: [{
            property: "on",
            times: [0, 0.5, 0.75, 2, 3],
            values: [true, false, true, true, false],
          }],
        },
      },
    }],
  };
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  const make = () => gltfToClip(readGltf(bytes)).tracks[0]!.curve;
  equal(make().evaluate(0.6), false); // by hand: the key at 0.5 holds until 0.75
  equal(make().evaluate(2.5), true);
  assertStateless("held", make, value, timesAround([0, 0.5, 0.75, 2, 3]));
});

// ------------------------------------------------------------------------------------ Maya

function mayaKeys(type: number, n: number, seed: number): MayaCurveKeys {
  const next = generator(seed);
  const time = new Float64Array(n);
  const v = new Float64Array(n);
  let t = -0.5;
  for (let i = 0; i < n; i++) {
    time[i] = t;
    v[i] = Math.sin(3 * t) + next();
    t += 1 / 24 + next() / 10;
  }
  const fill = (x: number) => new Uint8Array(n).fill(x);
  const tangents = () => Float64Array.from({ length: n }, () => 0.05 + next() / 5);
  return {
    time,
    value: v,
    inType: fill(type),
    outType: fill(type),
    inTanX: tangents(),
    inTanY: tangents().map((y) => y - 0.1),
    outTanX: tangents(),
    outTanY: tangents().map((y) => 0.1 - y),
  };
}

Deno.test("Maya weighted Bézier: values by hand where the time curve is symmetric", () => {
  // Two keys 1 s apart, weighted fixed tangents: the time handles at 0.1 and 0.9 (X(u) is
  // symmetric about (½, ½), so u = ½ at s = ½), the value handles at 0 + 0.2 and 1 + 0.1.
  const keys: MayaCurveKeys = {
    time: new Float64Array([0, 1]),
    value: new Float64Array([0, 1]),
    inType: new Uint8Array([MayaTangent.Fixed, MayaTangent.Fixed]),
    outType: new Uint8Array([MayaTangent.Fixed, MayaTangent.Fixed]),
    // Tangents are 3 × the handle offsets.
    inTanX: new Float64Array([0.3, 0.3]),
    inTanY: new Float64Array([-0.3, -0.3]),
    outTanX: new Float64Array([0.3, 0.3]),
    outTanY: new Float64Array([0.6, 0.6]),
  };
  const options = { weighted: true, preInfinity: "constant", postInfinity: "constant" } as const;
  // Y(½) = (0 + 3 × 0.2 + 3 × 1.1 + 1) / 8.
  assertClose(new MayaAnimCurve(keys, options).evaluate(0.5), 4.9 / 8, 1e-15);
  // Elsewhere: u solved by halving [0, 1] (an independent solve), then Y(u).
  const bezier = (p: number[], u: number) =>
    (1 - u) ** 3 * p[0]! + 3 * (1 - u) ** 2 * u * p[1]! + 3 * (1 - u) * u * u * p[2]! +
    u ** 3 * p[3]!;
  for (const s of [0.01, 0.2, 0.37, 0.8, 0.999]) {
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 200; i++) {
      const mid = (lo + hi) / 2;
      if (bezier([0, 0.1, 0.9, 1], mid) < s) lo = mid;
      else hi = mid;
    }
    const curve = new MayaAnimCurve(keys, options);
    assertClose(curve.evaluate(s), bezier([0, 0.2, 1.1, 1], lo), 1e-14, `s ${s}`);
  }
});

Deno.test("Maya curves: the cursor (and the Bézier solve's start) never changes a value", () => {
  const cases: [string, number, boolean, MayaInfinity, MayaInfinity][] = [
    ["spline", MayaTangent.Spline, false, "constant", "constant"],
    ["linear, cycling", MayaTangent.Linear, false, "cycle", "oscillate"],
    ["step", MayaTangent.Step, false, "linear", "cycleRelative"],
    ["clamped", MayaTangent.Clamped, false, "constant", "linear"],
    ["weighted fixed", MayaTangent.Fixed, true, "oscillate", "cycle"],
    ["weighted spline", MayaTangent.Spline, true, "constant", "constant"],
  ];
  for (const [name, type, weighted, preInfinity, postInfinity] of cases) {
    const keys = mayaKeys(type, 30, type + 1);
    const make = () => new MayaAnimCurve(keys, { weighted, preInfinity, postInfinity });
    const times = timesAround(keys.time, [-3.3, 7.9, 12.1]);
    assertStateless(`maya ${name}`, make, value, times);
    assertManyAgrees(
      `maya many ${name}`,
      make,
      1,
      (c, at, out) => {
        c.evaluateMany(at, out);
      },
      (c, x) => [c.evaluate(x)],
      times,
    );
  }
});

// ----------------------------------------------------------------------------- Unity / MRTK

Deno.test("Unity curves: the cursor never changes a value", () => {
  const next = generator(9);
  const n = 25;
  const keys = unityKeys(n);
  let t = 0;
  for (let i = 0; i < n; i++) {
    keys.time[i] = t;
    keys.value[i] = next() * 4 - 2;
    keys.inTangent[i] = next() * 6 - 3;
    keys.outTangent[i] = i % 7 === 3 ? Infinity : next() * 6 - 3; // a stepped segment
    keys.weightedMode[i] = i % 3; // none, in, out
    keys.inWeight[i] = next();
    keys.outWeight[i] = next();
    // Two keys at one time.
    if (i !== 10) t += 0.05 + next() / 4;
  }
  for (
    const [pre, post] of [[UnityWrapMode.ClampForever, UnityWrapMode.Loop], [
      UnityWrapMode.PingPong,
      UnityWrapMode.Once,
    ]]
  ) {
    const make = () => new UnityCurve(keys, pre!, post!);
    const times = timesAround(keys.time, [-7.7, 13.3]);
    assertStateless(`unity ${pre}/${post}`, make, value, times);
    assertStateless(`unity bool ${pre}/${post}`, make, (c, x) => c.evaluateBool(x), times);
    assertManyAgrees(
      `unity many ${pre}/${post}`,
      make,
      1,
      (c, at, out) => c.evaluateMany(at, out, 0, 1),
      (c, x) => [c.evaluate(x)],
      times,
    );
    // Three components through a vector curve: each written at its place.
    const vector = () => new VectorCurve("float3", "unity", [make(), make(), make()]);
    assertManyAgrees(
      `unity vector many ${pre}/${post}`,
      vector,
      3,
      (c, at, out) => c.evaluateMany(at, out),
      (c, x) => parts(c.evaluate(x)),
      times,
    );
  }
});

Deno.test("Unity PPtr curves: the cursor never changes a value", () => {
  const refs = ["1", "2", "3", "4"].map((fileID) => ({ fileID, guid: "g", type: "3" }));
  const curve = {
    path: "",
    attribute: "m_Sprite",
    classID: "212",
    script: null,
    time: new Float32Array([0, 0.1, 0.1, 0.5]),
    values: refs,
  };
  const make = () => new UnityPPtrTrackCurve(curve);
  equal(make().evaluate(0.1), "fileID:3 guid:g"); // by hand: the later of the two at 0.1
  assertStateless("pptr", make, value, timesAround(curve.time));
});

Deno.test({
  name: "MRTK corpus recording: the cursors never change a value",
  ignore: NO_CORPUS,
  fn() {
    const doc = readMrtk(
      Deno.readFileSync(
        corpus("mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin"),
      ),
    );
    const clip: Clip = mrtkToClip(doc);
    const times = Array.from({ length: 90 }, (_, i) => (clip.duration * i) / 80 - 0.1);
    // A fresh clip per time against one clip walked in each order.
    const fresh = new Map(
      times.map((t) => [t, mrtkToClip(doc).tracks.map((k) => k.curve.evaluate(t))]),
    );
    for (const [name, order] of orders(times)) {
      const walked = mrtkToClip(doc);
      for (const t of order) {
        deepEqual(walked.tracks.map((k) => k.curve.evaluate(t)), fresh.get(t), `${name} ${t}`);
      }
    }
  },
});

Deno.test("component quaternion curves (MRTK rotations): the cursor never changes a value", () => {
  const next = generator(4);
  const n = 20;
  const times = Float64Array.from({ length: n }, (_, i) => i * 0.1 + (i > 9 ? 0.05 : 0));
  const components = [0, 1, 2, 3].map(() =>
    UnityCurve.linearKeys(times, times.map(() => next() - 0.5))
  );
  const make = () => new NormalizedQuaternionCurve("unity", components);
  assertStateless("quaternion", make, value, timesAround(times));
  const into = (c: NormalizedQuaternionCurve, x: number) => {
    const out = new Float64Array(4);
    c.evaluateInto(x, out);
    return [...out];
  };
  assertStateless("quaternion into", make, into, timesAround(times));
  assertManyAgrees(
    "quaternion many",
    make,
    4,
    (c, at, out) => c.evaluateMany(at, out),
    (c, x) => parts(c.evaluate(x)),
    timesAround(times),
  );
});

// ---------------------------------------------------------------------------------- AnimJ

Deno.test("AnimJ curves: the cursor never changes a value", () => {
  const next = generator(12);
  const n = 16;
  for (const valueType of ["float3", "floatQ", "int"] as ValueType[]) {
    for (const trackType of ["Curve", "Bezier", "Discrete", "Raw"] as const) {
      const track = newAnimJTrack(trackType, valueType, "n", "p", n);
      const width = track.values.length / n;
      let t = 0;
      for (let i = 0; i < n; i++) {
        if (track.times.length > 0) track.times[i] = t;
        if (i !== 5) t += 0.02 + next() / 5; // keys 5 and 6 share a time
        // Nearby rotations (the lerp above a dot of 0.9995) and far ones (the slerp).
        for (let c = 0; c < width; c++) {
          track.values[i * width + c] = i % 4 === 0 ? next() * 2 - 1 : 0.5 + next() / 100;
        }
        if (track.interpolations.length > 0) track.interpolations[i] = i % 4; // Hold … Bezier
        for (let c = 0; c < track.leftTangents.length / n; c++) {
          track.leftTangents[i * width + c] = next() - 0.5;
          track.rightTangents[i * width + c] = next() - 0.5;
        }
      }
      track.interval = 0.07;
      const make = () => new AnimJCurve(track);
      const keys = trackType === "Raw"
        ? Float64Array.from({ length: n }, (_, i) => i * 0.07)
        : track.times;
      assertStateless(`animj ${trackType} ${valueType}`, make, value, timesAround(keys));
      assertManyAgrees(`animj many ${trackType} ${valueType}`, make, width, (c, at, out) => {
        c.evaluateMany(at, out);
      }, (c, x) => {
        const out = new Float64Array(width);
        c.evaluateInto(x, out);
        return [...out];
      }, timesAround(keys));
    }
  }
});

// -------------------------------------------------------------------------------- retro ANIM

Deno.test("retro ANIM curves: the cursor never changes a value", () => {
  const next = generator(21);
  const frames = new Uint32Array([0, 1, 2, 5, 6, 10, 11, 12, 20]);
  const n = frames.length;
  const rotations = Float64Array.from({ length: n * 4 }, () => next() * 2 - 1);
  const positions = Float64Array.from({ length: n * 3 }, () => next() * 2 - 1);
  for (const version of [2, 0] as const) {
    for (const shortestArc of [false, true]) {
      const options = { version, interval: 1 / 30, frameCount: n, frames, shortestArc };
      const keyTimes = Array.from(frames, (f) => f / 30);
      const times = timesAround(keyTimes);
      assertStateless(
        `retro v${version} rotation`,
        () => new RetroAnimCurve("floatQ", rotations, options),
        value,
        times,
      );
      assertStateless(
        `retro v${version} position`,
        () => new RetroAnimCurve("float3", positions, options),
        value,
        times,
      );
    }
  }
});

// ------------------------------------------------------------------------------------ BVH

Deno.test("BVH curves: values never depend on the order of the times", () => {
  const next = generator(31);
  const frames = 12;
  const quaternions = Float64Array.from({ length: frames * 4 }, () => next() * 2 - 1);
  const positions = Float64Array.from({ length: frames * 3 }, () => next() * 2 - 1);
  const times = timesAround(Array.from({ length: frames }, (_, i) => i / 30));
  assertStateless("bvh rotation", () => new BvhRotationCurve(quaternions, 1 / 30), value, times);
  assertStateless("bvh position", () => new BvhPositionCurve(positions, 1 / 30), value, times);
  // By hand: halfway between frames 1 and 2.
  const c = new BvhPositionCurve(new Float64Array([0, 0, 0, 2, 4, 6, 4, 0, 2]), 0.5);
  deepEqual(c.evaluate(0.75), { x: 3, y: 2, z: 4 });
});

// -------------------------------------------------------------------------- keyed components
