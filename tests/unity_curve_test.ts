import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { prng } from "../tools/fuzz/mutate.ts";
import { KEYED_HERMITE, KEYED_LINEAR, KEYED_STEP } from "../src/model/keyed.ts";
import { evaluateKeyed } from "../src/curves/keyed_eval.ts";
import { UnityCurve, type UnityKeys, unityKeys, UnityWrapMode } from "../src/curves/unity_curve.ts";

// ---------------------------------------------------------------------------------------------
// Helpers (independent of the implementation under test)

function assertClose(actual: number, expected: number, eps: number, what = ""): void {
  ok(
    Math.abs(actual - expected) <= eps,
    `${what} expected ${expected} ± ${eps}, got ${actual} (diff ${actual - expected})`,
  );
}

/** One key row: [time, value, inTangent, outTangent, inWeight, outWeight, weightedMode]. */
type Row = [number, number, number, number, number, number, number];

function keysOf(rows: Row[]): UnityKeys {
  const k = unityKeys(rows.length);
  rows.forEach(([t, v, it, ot, iw, ow, m], i) => {
    k.time[i] = t;
    k.value[i] = v;
    k.inTangent[i] = it;
    k.outTangent[i] = ot;
    k.inWeight[i] = iw;
    k.outWeight[i] = ow;
    k.weightedMode[i] = m;
  });
  return k;
}

function curveOf(rows: Row[], pre = 8, post = 8): UnityCurve {
  return new UnityCurve(keysOf(rows), pre, post);
}

/** Cubic Bézier point by de Casteljau's repeated linear interpolation. */
function deCasteljau(p0: number, p1: number, p2: number, p3: number, u: number): number {
  const lerp = (a: number, b: number): number => a + (b - a) * u;
  const a = lerp(p0, p1);
  const b = lerp(p1, p2);
  const c = lerp(p2, p3);
  const d = lerp(a, b);
  const e = lerp(b, c);
  return lerp(d, e);
}

/**
 * Reference weighted segment: x control points 0, w1, 1 − w2, 1 (non-decreasing), solved for
 * x(u) = s by bisection, then y by de Casteljau.
 */
function refWeighted(
  s: number,
  v0: number,
  v1: number,
  m0: number,
  m1: number,
  w1: number,
  w2: number,
): number {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (deCasteljau(0, w1, 1 - w2, 1, mid) < s) lo = mid;
    else hi = mid;
  }
  const u = (lo + hi) / 2;
  return deCasteljau(v0, v0 + w1 * m0, v1 - w2 * m1, v1, u);
}

/** Deterministic PRNG (the fuzzer's mulberry32). */
const rng = prng;

// ---------------------------------------------------------------------------------------------
// Degenerate curves

Deno.test("0 keys evaluate to 0 and read false", () => {
  const c = new UnityCurve(unityKeys(0), 2, 4);
  equal(c.length, 0);
  equal(c.evaluate(-3), 0);
  equal(c.evaluate(0), 0);
  equal(c.evaluate(7.5), 0);
  equal(c.evaluateBool(1), false);
  ok(Number.isNaN(c.startTime));
  ok(Number.isNaN(c.endTime));
  equal(c.keyTimes().length, 0);
});

Deno.test("1 key evaluates to its value everywhere, in every wrap mode", () => {
  for (const mode of [0, 1, 2, 4, 8]) {
    const c = curveOf([[2, 7.25, 5, -5, 0.2, 0.7, 3]], mode, mode);
    for (const t of [-100, 0, 2, 2.5, 1e9]) equal(c.evaluate(t), 7.25);
    equal(c.evaluateBool(0), true);
  }
});

// ---------------------------------------------------------------------------------------------
// Key times and Hermite segments

Deno.test("at a key's time the result is that key's value", () => {
  const c = curveOf([
    [0, 1, 0, 3, 0, 0, 0],
    [0.5, -2, 7, 1, 0.5, 0.5, 3],
    [1.25, 4, 0, Infinity, 0, 0, 0],
    [2, 9, 0, 0, 0, 0, 0],
  ]);
  equal(c.evaluate(0), 1);
  equal(c.evaluate(0.5), -2);
  equal(c.evaluate(1.25), 4);
  equal(c.evaluate(2), 9);
  // Evaluate in reverse too (other cache states).
  equal(c.evaluate(2), 9);
  equal(c.evaluate(1.25), 4);
  equal(c.evaluate(0.5), -2);
  equal(c.evaluate(0), 1);
});

Deno.test("Hermite: unit tangents on a unit ramp give y(0.5) = 0.5", () => {
  const c = curveOf([[0, 0, 0, 1, 0, 0, 0], [1, 1, 1, 0, 0, 0, 0]]);
  // h00 = 0.5, h10 = 0.125, h01 = 0.5, h11 = -0.125 → 0.125·1 + 0.5·1 − 0.125·1 = 0.5
  assertClose(c.evaluate(0.5), 0.5, 1e-15);
});

Deno.test("Hermite: flat tangents give smoothstep; (0,0)→(2,4) at t=1 is 2", () => {
  const c = curveOf([[0, 0, 0, 0, 0, 0, 0], [2, 4, 0, 0, 0, 0, 0]]);
  assertClose(c.evaluate(1), 2, 1e-15);
  // s = 0.25: 3s² − 2s³ = 0.1875 − 0.03125 = 0.15625 → 4·0.15625 = 0.625
  assertClose(c.evaluate(0.5), 0.625, 1e-15);
});

Deno.test("Hermite: asymmetric segment, hand-computed", () => {
  // Keys (0, 1, out 2) and (2, 3, in −1): dt = 2, m0 = 4, m1 = −2. At t = 0.5, s = 0.25:
  //   h00 = 2s³ − 3s² + 1 = 0.03125 − 0.1875 + 1 = 0.84375
  //   h10 = s³ − 2s² + s   = 0.015625 − 0.125 + 0.25 = 0.140625
  //   h01 = −2s³ + 3s²     = −0.03125 + 0.1875 = 0.15625
  //   h11 = s³ − s²        = 0.015625 − 0.0625 = −0.046875
  //   y = 0.84375·1 + 0.140625·4 + 0.15625·3 + (−0.046875)(−2)
  //     = 0.84375 + 0.5625 + 0.46875 + 0.09375 = 1.96875
  const c = curveOf([[0, 1, 0, 2, 0, 0, 0], [2, 3, -1, 0, 0, 0, 0]]);
  assertClose(c.evaluate(0.5), 1.96875, 1e-14);
  // Weights exactly 1/3 with mode Both are the Hermite path too.
  const third = curveOf([[0, 1, 0, 2, 0, 1 / 3, 3], [2, 3, -1, 0, 1 / 3, 0, 3]]);
  assertClose(third.evaluate(0.5), 1.96875, 1e-14);
  // So are weights of 1/3 rounded to f32 (what a file's Single field holds).
  const f = Math.fround(1 / 3);
  const f32 = curveOf([[0, 1, 0, 2, 0, f, 3], [2, 3, -1, 0, f, 0, 3]]);
  assertClose(f32.evaluate(0.5), 1.96875, 1e-14);
});

Deno.test("weights are ignored without their mode bit", () => {
  // lhs has only In (1), rhs only Out (2): w1 = w2 = 1/3, so the smoothstep result stands.
  const c = curveOf([[0, 0, 0, 0, 0.9, 0.5, 1], [2, 4, 0, 0, 0.2, 0.9, 2]]);
  assertClose(c.evaluate(1), 2, 1e-15);
  assertClose(c.evaluate(0.5), 0.625, 1e-15);
});

Deno.test("weights near 1/3 take the Bézier path and agree with Hermite", () => {
  // With weights of 1/3 the Bézier form equals the Hermite one, so a nearby weight is close.
  const w = 1 / 3 + 1e-9;
  const c = curveOf([[0, 1, 0, 2, 0, w, 3], [2, 3, -1, 0, w, 0, 3]]);
  assertClose(c.evaluate(0.5), 1.96875, 1e-6);
});

// ---------------------------------------------------------------------------------------------
// MRTK keys (notes-mrtk.md §2, §3.7)

Deno.test("MRTK float keys (tangents 0, weights 0, mode Both) are exactly linear", () => {
  const c = curveOf([
    [0, 2, 0, 0, 0, 0, 3],
    [0.25, -1, 0, 0, 0, 0, 3],
    [1, 5, 0, 0, 0, 0, 3],
    [1.04, 5.5, 0, 0, 0, 0, 3],
  ]);
  const segs: [number, number, number, number][] = [
    [0, 0.25, 2, -1],
    [0.25, 1, -1, 5],
    [1, 1.04, 5, 5.5],
  ];
  // Keys are stored as float32, as Unity's Keyframe stores them: 1.04 is Math.fround(1.04).
  const stored = segs.map((row) => row.map(Math.fround) as [number, number, number, number]);
  for (const [t0, t1, v0, v1] of stored) {
    for (const s of [1e-6, 0.01, 0.1, 0.25, 1 / 3, 0.5, 0.6, 0.75, 0.9, 0.999, 0.999999]) {
      const t = t0 + s * (t1 - t0);
      // Unity takes the time as a float32: within half a float32 step of a key, that key.
      const tf = Math.fround(t);
      const expected = tf === t0 ? v0 : tf === t1 ? v1 : v0 + (v1 - v0) * ((t - t0) / (t1 - t0));
      assertClose(c.evaluate(t), expected, 1e-9, `t=${t}`);
    }
  }
});

Deno.test("MRTK bool keys (outWeight 1e6, mode Both) hold the left value", () => {
  const c = curveOf([
    [-5.25, 1, 0, 0, 0, 1e6, 3],
    [0, 0, 0, 0, 0, 1e6, 3],
    [1, 1, 0, 0, 0, 1e6, 3],
    [1.5, 0, 0, 0, 0, 1e6, 3],
  ]);
  const spans: [number, number, number][] = [[-5.25, 0, 1], [0, 1, 0], [1, 1.5, 1]];
  for (const [t0, t1, v] of spans) {
    for (const s of [0, 0.001, 0.25, 0.5, 0.75, 0.99, 0.999999]) {
      const t = t0 + s * (t1 - t0);
      assertClose(c.evaluate(t), v, 1e-6, `t=${t}`);
      equal(c.evaluateBool(t), v > 0.5, `bool t=${t}`);
      equal(c.evaluate(t) > 0.5, v > 0.5, `evaluate > 0.5 at t=${t}`);
    }
  }
  equal(c.evaluate(1.5), 0);
  equal(c.evaluate(100), 0);
  equal(c.evaluate(-100), 1);
});

// ---------------------------------------------------------------------------------------------
// Stepped segments

Deno.test("infinite out-tangent on the left or in-tangent on the right steps", () => {
  const out = curveOf([[0, 5, 0, Infinity, 0, 0, 0], [1, 7, 0, 0, 0, 0, 0]]);
  equal(out.evaluate(0.5), 5);
  equal(out.evaluate(0.999), 5);
  equal(out.evaluate(1), 7);
  const inNeg = curveOf([[0, 5, 0, 0, 0, 0.5, 3], [1, 7, -Infinity, 0, 0.2, 0, 3]]);
  equal(inNeg.evaluate(0.25), 5);
  equal(inNeg.evaluate(1), 7);
  const outNeg = curveOf([[0, 5, 0, -Infinity, 0, 0, 0], [1, 7, 0, 0, 0, 0, 0]]);
  equal(outNeg.evaluate(0.75), 5);
  // An infinite in-tangent on the left key does not step the segment after it.
  const notStepped = curveOf([[0, 0, Infinity, 0, 0, 0, 0], [2, 4, 0, 0, 0, 0, 0]]);
  assertClose(notStepped.evaluate(1), 2, 1e-15);
});

// ---------------------------------------------------------------------------------------------
// Weighted Bézier against de Casteljau + bisection

Deno.test("weighted Bézier with weights 0.5 / 0.2 matches the reference", () => {
  // lhs Out-weighted 0.5, rhs In-weighted 0.2 (x control points 0, 0.5, 0.8, 1).
  const rows: Row[] = [[1, 2, 0, 3, 0, 0.5, 2], [3, -1, -4, 0, 0.2, 0, 1]];
  const c = curveOf(rows);
  const dt = 2;
  for (let i = 1; i < 200; i++) {
    const s = i / 200;
    // Weights are stored as float32 (0.2 is Math.fround(0.2)).
    const expected = refWeighted(s, 2, -1, 3 * dt, -4 * dt, 0.5, Math.fround(0.2));
    assertClose(c.evaluate(1 + s * dt), expected, 1e-9, `s=${s}`);
  }
});

Deno.test("weighted Bézier: other weight pairs (all three solve branches) match", () => {
  // (0.5, 0.2) and (0.9, 0.05): cubic with S ≥ 0; (0.1, 0.1) and (0, 0): cubic with S < 0;
  // (0.5, 1/6): the cubic coefficient vanishes (quadratic); (0.5, 1/3) and (1/3, 0.7) weight
  // one side only.
  const pairs: [number, number][] = [
    [0.5, 0.2],
    [0.9, 0.05],
    [0.1, 0.1],
    [0, 0],
    [0.5, 1 / 6],
    [0.5, 1 / 3],
    [1 / 3, 0.6],
    [0.25, 0.75],
    [1, 0],
    [0, 1],
  ];
  for (const [w1, w2] of pairs) {
    const c = curveOf([[0, -3, 0, 1.5, 0, w1, 3], [0.5, 4, 2.5, 0, w2, 0, 3]]);
    for (let i = 1; i < 100; i++) {
      const s = i / 100;
      const expected = refWeighted(
        s,
        -3,
        4,
        1.5 * 0.5,
        2.5 * 0.5,
        Math.fround(w1),
        Math.fround(w2),
      );
      // Float32 weights leave the "vanishing" cubic coefficient of (0.5, 1/6) at 1.5e-8, which the
      // quadratic branch ignores as Unity does: allow 1e-7 there.
      const eps = w2 === 1 / 6 ? 1e-7 : 1e-9;
      assertClose(c.evaluate(s * 0.5), expected, eps, `w=(${w1},${w2}) s=${s}`);
    }
  }
});

Deno.test("weighted Bézier: with three roots in [0, 1] the largest is taken", () => {
  // Weights 2 / 2 (not clamped): x(u) = 6u(1−u)² − 3u²(1−u) + u³ = 10u³ − 15u² + 6u.
  // x(u) = 0.5 ⇔ (u − 0.5)(10u² − 10u + 1) = 0 ⇔ u ∈ {0.5 − √0.15, 0.5, 0.5 + √0.15}.
  // The trigonometric form's first root, cos(φ/3) with φ ∈ [0, π], is the largest one.
  // With values 0 → 1 and tangents 0, y = 3u² − 2u³; at u = 0.5 + h that is 0.5 + 1.5h − 2h³
  // = 0.5 + 1.2h for h² = 0.15.
  const c = curveOf([[0, 0, 0, 0, 0, 2, 3], [1, 1, 0, 0, 2, 0, 3]]);
  assertClose(c.evaluate(0.5), 0.5 + 1.2 * Math.sqrt(0.15), 1e-12);
});

Deno.test("weighted Bézier is continuous at the segment ends", () => {
  // Close to a segment's ends the closed-form roots can fall just outside [0, 1]; the result
  // must still be the end values. (Weights with w1 + w2 ≤ 1, so x(u) is monotone.)
  const pairs = [[0, 0], [0.2, 0.1], [0.1, 0.1], [0.05, 0.9], [1, 0], [0, 1], [0.5, 0.5]];
  for (const [w1, w2] of pairs) {
    const c = curveOf([[0, 0, 0, 0, 0, w1!, 3], [1, 1, 0, 0, w2!, 0, 3]]);
    for (const t of [1e-300, 1e-17, 1e-16, 1e-12]) {
      assertClose(c.evaluate(t), 0, 1e-6, `w=(${w1},${w2}) t=${t}`);
    }
    for (const t of [1 - 2 ** -53, 1 - 2 ** -52, 1 - 1e-15, 1 - 1e-12]) {
      assertClose(c.evaluate(t), 1, 1e-6, `w=(${w1},${w2}) t=${t}`);
    }
  }
});

// ---------------------------------------------------------------------------------------------
// Wrap modes

// Keys (1, 10) and (3, 30) with tangents 10: Hermite with chord-slope tangents is the line
// y = 10·t on [1, 3], so the result reveals the wrapped time.
const rampRows: Row[] = [[1, 10, 0, 10, 0, 0, 0], [3, 30, 10, 0, 0, 0, 0]];

Deno.test("wrap: clamp (Default, Once, ClampForever, unknown values)", () => {
  for (const mode of [0, 1, 8, 3, 16, -1]) {
    const c = curveOf(rampRows, mode, mode);
    equal(c.evaluate(-10), 10);
    equal(c.evaluate(0.999), 10);
    equal(c.evaluate(3.001), 30);
    equal(c.evaluate(1e9), 30);
    assertClose(c.evaluate(2.5), 25, 1e-12);
  }
});

Deno.test("wrap: loop before and after", () => {
  const c = curveOf(rampRows, UnityWrapMode.Loop, UnityWrapMode.Loop);
  // after: t → 1 + ((t − 1) mod 2)
  assertClose(c.evaluate(4), 20, 1e-12); // 1 + (3 mod 2) = 2
  assertClose(c.evaluate(6.5), 25, 1e-12); // 1 + (5.5 mod 2) = 2.5
  assertClose(c.evaluate(5), 10, 1e-12); // 1 + (4 mod 2) = 1
  // before: (−1 mod 2) = 1, (−0.5 mod 2) = 1.5, (−3.5 mod 2) = 0.5
  assertClose(c.evaluate(0), 20, 1e-12);
  assertClose(c.evaluate(0.5), 25, 1e-12);
  assertClose(c.evaluate(-2.5), 15, 1e-12);
});

Deno.test("wrap: ping-pong before and after", () => {
  const c = curveOf(rampRows, UnityWrapMode.PingPong, UnityWrapMode.PingPong);
  // x = t − 1, L = 2, t → 1 + (2 − |(x mod 4) − 2|)
  assertClose(c.evaluate(4), 20, 1e-12); // x=3: 2 − |3 − 2| = 1 → t=2
  assertClose(c.evaluate(4.5), 15, 1e-12); // x=3.5: 2 − 1.5 = 0.5 → t=1.5
  assertClose(c.evaluate(5), 10, 1e-12); // x=4: mod 4 = 0 → 2 − 2 = 0 → t=1
  assertClose(c.evaluate(5.5), 15, 1e-12); // x=4.5: 0.5 → 2 − 1.5 = 0.5 → t=1.5
  assertClose(c.evaluate(6), 20, 1e-12); // x=5: 1 → 2 − 1 = 1 → t=2
  assertClose(c.evaluate(0.5), 15, 1e-12); // x=−0.5: mod 4 = 3.5 → 2 − 1.5 → t=1.5
  assertClose(c.evaluate(-1), 30, 1e-12); // x=−2: mod 4 = 2 → 2 − 0 = 2 → t=3
  assertClose(c.evaluate(-1.5), 25, 1e-12); // x=−2.5: 1.5 → 2 − 0.5 = 1.5 → t=2.5
});

Deno.test("wrap: pre and post modes are independent", () => {
  const c = curveOf(rampRows, UnityWrapMode.Loop, UnityWrapMode.PingPong);
  assertClose(c.evaluate(0.5), 25, 1e-12); // loop before
  assertClose(c.evaluate(4.5), 15, 1e-12); // ping-pong after
  const d = curveOf(rampRows, UnityWrapMode.PingPong, UnityWrapMode.ClampForever);
  assertClose(d.evaluate(0.5), 15, 1e-12);
  equal(d.evaluate(4.5), 30);
});

Deno.test("wrap modes are kept as given", () => {
  const c = curveOf(rampRows, 4, 16);
  equal(c.preWrap, 4);
  equal(c.postWrap, 16);
});

// ---------------------------------------------------------------------------------------------
// Segment cache

function randomCurve(seed: number, n: number): UnityKeys {
  const r = rng(seed);
  const k = unityKeys(n);
  let t = -2;
  for (let i = 0; i < n; i++) {
    t += r() < 0.1 ? 0 : 0.01 + r();
    k.time[i] = t;
    k.value[i] = r() * 10 - 5;
    k.inTangent[i] = r() < 0.05 ? Infinity : r() * 8 - 4;
    k.outTangent[i] = r() < 0.05 ? -Infinity : r() * 8 - 4;
    k.inWeight[i] = r();
    k.outWeight[i] = r();
    k.weightedMode[i] = Math.floor(r() * 4);
  }
  return k;
}

Deno.test("cache: increasing, random-order and uncached evaluation agree exactly", () => {
  for (const [pre, post] of [[8, 8], [2, 4], [4, 2]] as const) {
    const keys = randomCurve(1234 + pre, 300);
    const sequential = new UnityCurve(keys, pre, post);
    const shuffled = new UnityCurve(keys, pre, post);
    const r = rng(99);
    const start = keys.time[0]!;
    const end = keys.time[keys.time.length - 1]!;
    const times: number[] = [];
    for (let i = 0; i < 3000; i++) times.push(start - 20 + r() * (end - start + 40));
    // Include exact key times and their neighbours.
    for (const kt of keys.time) times.push(kt, kt + 1e-9, kt - 1e-9);
    const sorted = [...times].sort((a, b) => a - b);
    const seq = new Map<number, number>();
    for (const t of sorted) seq.set(t, sequential.evaluate(t));
    for (const t of times) {
      const fresh = new UnityCurve(keys, pre, post).evaluate(t);
      const viaShuffled = shuffled.evaluate(t);
      const viaSeq = seq.get(t)!;
      ok(Object.is(viaShuffled, fresh), `random order t=${t}: ${viaShuffled} vs ${fresh}`);
      ok(Object.is(viaSeq, fresh), `increasing t=${t}: ${viaSeq} vs ${fresh}`);
      equal(shuffled.evaluateBool(t), new UnityCurve(keys, pre, post).evaluateBool(t));
    }
  }
});

Deno.test("cache: duplicate key times resolve to the last of them", () => {
  const c = curveOf([
    [0, 1, 0, 0, 0, 0, 0],
    [1, 2, 0, 0, 0, 0, 0],
    [1, 3, 0, 0, 0, 0, 0],
    [2, 5, 0, 0, 0, 0, 0],
  ]);
  // smoothstep from 1 to 2 at s = 0.999
  assertClose(c.evaluate(0.999), 1 + (3 * 0.999 ** 2 - 2 * 0.999 ** 3), 1e-14);
  equal(c.evaluate(1), 3);
  equal(c.evaluate(0), 1);
  equal(c.evaluate(1), 3);
  assertClose(c.evaluate(1.5), 4, 1e-15);
});

// ---------------------------------------------------------------------------------------------
// evaluateBool

Deno.test("evaluateBool holds the left key's value, > 0.5, clamped", () => {
  const c = curveOf(
    [
      [0, 0, 0, 0, 0, 0, 0],
      [1, 1, 0, 0, 0, 0, 0],
      [2, 0.5, 0, 0, 0, 0, 0],
      [3, 0.6, 0, 0, 0, 0, 0],
    ],
    UnityWrapMode.Loop,
    UnityWrapMode.Loop,
  );
  equal(c.evaluateBool(-1), false);
  equal(c.evaluateBool(0), false);
  equal(c.evaluateBool(0.99), false); // evaluate(0.99) is ≈ 1, but the left key holds
  equal(c.evaluateBool(1), true);
  equal(c.evaluateBool(1.99), true);
  equal(c.evaluateBool(2), false); // 0.5 is not > 0.5
  equal(c.evaluateBool(3), true);
  equal(c.evaluateBool(10), true); // clamped, not looped
  equal(c.evaluateBool(NaN), false);
});

// ---------------------------------------------------------------------------------------------
// Accessors, factory, validation

Deno.test("length, startTime, endTime and keyTimes (a copy)", () => {
  const keys = keysOf([[-1.5, 0, 0, 0, 0, 0, 0], [0.25, 0, 0, 0, 0, 0, 0], [4, 0, 0, 0, 0, 0, 0]]);
  const c = new UnityCurve(keys, 8, 8);
  equal(c.length, 3);
  equal(c.startTime, -1.5);
  equal(c.endTime, 4);
  const times = c.keyTimes();
  equal([...times].join(","), "-1.5,0.25,4");
  times[0] = 99;
  equal(c.keyTimes()[0], -1.5);
  // The constructor shares the key arrays (documents hand them over without a copy).
  keys.value[0] = 42;
  equal(c.evaluate(-1.5), 42);
});

Deno.test("linearKeys joins keys with straight lines", () => {
  const c = UnityCurve.linearKeys([0, 1, 3], [0, 10, 0]);
  assertClose(c.evaluate(0.5), 5, 1e-12);
  assertClose(c.evaluate(2), 5, 1e-12);
  assertClose(c.evaluate(2.5), 2.5, 1e-12);
  equal(c.evaluate(5), 0);
  const loop = UnityCurve.linearKeys([0, 1], [0, 10], 2, 2);
  assertClose(loop.evaluate(1.5), 5, 1e-12);
});

Deno.test("NaN time gives NaN", () => {
  const c = curveOf(rampRows);
  ok(Number.isNaN(c.evaluate(NaN)));
});

Deno.test("constructor rejects mismatched lengths and unordered or non-finite times", () => {
  const bad = unityKeys(2);
  bad.inWeight = new Float32Array(1);
  throws(() => new UnityCurve(bad, 8, 8), RangeError);
  throws(() => curveOf([[1, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]]), RangeError);
  throws(() => curveOf([[0, 0, 0, 0, 0, 0, 0], [NaN, 0, 0, 0, 0, 0, 0]]), RangeError);
  throws(() => unityKeys(-1), RangeError);
  throws(() => unityKeys(1.5), RangeError);
});

Deno.test("keyed(): exact descriptions for Hermite, linear (weights 0) and stepped segments only", () => {
  // Keys: (0, 0) Hermite out-slope 2 → (1, 1) in-slope 0, then weights 0 to (2, 3), then stepped.
  const keys = unityKeys(4);
  keys.time.set([0, 1, 2, 3]);
  keys.value.set([0, 1, 3, 5]);
  keys.outTangent.set([2, 0, Infinity, 0]);
  keys.inTangent.set([0, 0, 0, 0]);
  keys.weightedMode.set([0, 2, 1, 0]); // 1→2: out weight of key 1 and in weight of key 2 apply
  const c = new UnityCurve(keys, 8, 8);
  const keyed = c.keyed()!;
  deepEqual([...keyed.modes], [KEYED_HERMITE, KEYED_LINEAR, KEYED_STEP, KEYED_LINEAR]);
  equal(keyed.outSlopes[0], 2);
  for (const t of [-1, 0, 0.25, 0.5, 1, 1.5, 2, 2.5, 3, 4]) {
    assertClose(evaluateKeyed(keyed, t), c.evaluate(t), 1e-12, `t=${t}`);
  }
  // A weighted segment that is not all-zero has no keyed description; nor has a looping curve.
  keys.outWeight[1] = 0.5;
  equal(new UnityCurve(keys, 8, 8).keyed(), null);
  keys.outWeight[1] = 0;
  equal(new UnityCurve(keys, 2, 8).keyed(), null);
});

Deno.test("evaluateBool applies Loop and PingPong outside the keys (MRTK 1.0 pinch curve)", () => {
  // Keys at 0.5 (on), 0.75 (off), 0.875 (on); the span is 0.375 s.
  const keys = unityKeys(3);
  keys.time.set([0.5, 0.75, 0.875]);
  keys.value.set([1, 0, 1]);
  const loop = new UnityCurve(keys, UnityWrapMode.ClampForever, UnityWrapMode.Loop);
  // 1.125, 1.5 and 1.875 wrap to 0.5 + 0.25 = 0.75: the key at 0.75 (off).
  for (const t of [1.125, 1.5, 1.875]) equal(loop.evaluateBool(t), false, `loop @${t}`);
  // 1.0 wraps to 0.5 + 0.125 = 0.625: the key at 0.5 (on).
  equal(loop.evaluateBool(1.0), true);
  // Ping-pong: 1.0 is 0.125 past the end, so 0.875 − 0.125 = 0.75 (off).
  const pp = new UnityCurve(keys, UnityWrapMode.ClampForever, UnityWrapMode.PingPong);
  equal(pp.evaluateBool(1.0), false);
  // Clamp before the keys: the first key (on).
  equal(loop.evaluateBool(0), true);
});
