/**
 * The fitting engine on its own, against values worked out by hand.
 */
import { deepEqual, equal, ok } from "node:assert/strict";
import { type FitProfile, KEYED_HERMITE, KEYED_LINEAR, KEYED_STEP } from "../mod.ts";
import { evaluateFitted, fitTrack } from "../src/convert/fit.ts";
import { fitDiscrete } from "../src/convert/fit_discrete.ts";
import type { Curve, Track } from "../src/model/clip.ts";
import { UnityCurve } from "../src/curves/unity_curve.ts";
import { VectorCurve } from "../src/curves/compose.ts";

const BASE: FitProfile = {
  name: "test",
  hold: true,
  linear: true,
  hermite: true,
  perKeyKinds: true,
  quaternionLinear: "slerp",
  negativeTimes: false,
  float32: false,
};

function track(curve: Curve): Track {
  return { node: "n", property: "p", valueType: curve.valueType, curve };
}

const sine: Curve = {
  valueType: "float",
  semantics: "test",
  keyTimes: () => new Float64Array([0, 2]),
  evaluate: (t: number) => Math.sin(Math.min(2, Math.max(0, t))),
};

Deno.test("fit: straight keys into straight segments are exact and keep their times", () => {
  const curve = new VectorCurve("float", "unity", [UnityCurve.linearKeys([0, 1, 3], [0, 2, -2])]);
  const fit = fitTrack(track(curve), { ...BASE, hermite: false }, { from: 0, to: 3 });
  equal(fit.mapping, "exact");
  deepEqual([...fit.keys.times], [0, 1, 3]);
  deepEqual([...fit.keys.values], [0, 2, -2]);
  deepEqual([...fit.keys.kinds.slice(0, 2)], [KEYED_LINEAR, KEYED_LINEAR]);
});

Deno.test("fit: sin on straight segments meets the tolerance everywhere, in few keys", () => {
  const fit = fitTrack(track(sine), { ...BASE, hermite: false }, { from: 0, to: 2 });
  equal(fit.mapping, "fitted");
  // Default tolerance: 1e-4 × (1 − 0), the range of sin over [0, 2] (its top is 1 at π/2).
  ok(Math.abs(fit.tolerance - 1e-4) < 2e-7, String(fit.tolerance));
  // Chords of sin need h²/8 · |sin''| ≤ 1e-4: h ≥ 0.028 where |sin''| ≤ 1, so at least about
  // 70 segments over 2 s if spread evenly; bisection lands within half again of that.
  ok(fit.keys.times.length < 110, String(fit.keys.times.length));
  const out = new Float64Array(1);
  for (let i = 0; i <= 2000; i++) {
    const t = i / 1000;
    evaluateFitted(fit.keys, t, out);
    ok(Math.abs(out[0]! - Math.sin(t)) <= fit.tolerance + 1e-12, `t=${t}`);
  }
});

Deno.test("fit: Hermite segments need far fewer keys for the same curve", () => {
  const straight = fitTrack(track(sine), { ...BASE, hermite: false }, { from: 0, to: 2 });
  const cubic = fitTrack(track(sine), BASE, { from: 0, to: 2 });
  ok(cubic.keys.times.length < straight.keys.times.length / 3);
  ok(cubic.keys.kinds.includes(KEYED_HERMITE));
  ok(cubic.maxError <= cubic.tolerance);
});

Deno.test("fit: keys on frames only, and one kind per track when the target says so", () => {
  const onFrames = fitTrack(
    track(sine),
    { ...BASE, hermite: false, frameStep: 0.1, gridOnly: true },
    { from: 0, to: 2, bestEffort: true },
  );
  for (const t of onFrames.keys.times) {
    ok(Math.abs(t / 0.1 - Math.round(t / 0.1)) < 1e-9, `${t} is a frame`);
  }
  const single = fitTrack(track(sine), { ...BASE, perKeyKinds: false }, { from: 0, to: 2 });
  const kinds = new Set(single.keys.kinds.slice(0, -1));
  equal(kinds.size, 1);
});

Deno.test("fit: held source keys stay holds", () => {
  const held: Curve = {
    valueType: "float",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 1, 2]),
    evaluate: (t: number) => (t < 1 ? 5 : t < 2 ? 7 : 6),
    keyedComponents: () => [{
      times: new Float64Array([0, 1, 2]),
      values: new Float64Array([5, 7, 6]),
      inSlopes: new Float64Array(3),
      outSlopes: new Float64Array(3),
      modes: new Uint8Array([KEYED_STEP, KEYED_STEP, KEYED_STEP]),
    }],
  } as Curve;
  const fit = fitTrack(track(held), BASE, { from: 0, to: 2 });
  equal(fit.mapping, "exact");
  deepEqual([...fit.keys.kinds.slice(0, 2)], [KEYED_STEP, KEYED_STEP]);
});

Deno.test("fit: discrete changes between keys are found at their exact times", () => {
  // On from 0.3 s, though the source's keys are at 0 and 1.
  const flag: Curve = {
    valueType: "bool",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 1]),
    evaluate: (t: number) => t >= 0.3,
  };
  const fit = fitDiscrete(track(flag), { from: 0, to: 1 });
  equal(fit.mapping, "exact");
  equal(fit.times.length, 3);
  ok(Math.abs(fit.times[1]! - 0.3) < 1e-12, String(fit.times[1]));
  deepEqual(fit.values, [false, true, true]);
});

Deno.test("fit: a value that is not a number is refused, saying where", () => {
  const broken: Curve = {
    valueType: "float",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 1]),
    evaluate: (t: number) => (t >= 1 ? NaN : t),
  };
  let message = "";
  try {
    fitTrack(track(broken), BASE, { from: 0, to: 1, format: "animj" });
  } catch (error) {
    message = String(error);
  }
  ok(/animj: track n\.p: the value at 1 s is not a finite number/.test(message), message);
});
