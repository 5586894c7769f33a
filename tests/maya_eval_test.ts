import { equal, ok } from "node:assert/strict";
import { assertClose, corpus, NO_CORPUS } from "./_helpers.ts";
import { mayaAnimCurve, mayaFormat, readMaya } from "../src/formats/maya/mod.ts";
import type { Curve } from "../src/model/clip.ts";
import { mayaBytes, mayaCurve, mayaFields, mayaHeader, mayaRow } from "./fixtures/maya_text.ts";

/** One curve of a file with `timeUnit sec` (1 frame = 1 s) unless told otherwise. */
function curve(
  rows: string[],
  fields: Record<string, string | number> = {},
  header: Parameters<typeof mayaHeader>[0] = {},
  output = "linear",
): Curve {
  const bytes = mayaBytes([
    ...mayaHeader({ timeUnit: "sec", linearUnit: "cm", angularUnit: "deg", ...header }),
    ...mayaCurve("a a n 0 0 0", mayaFields(output, fields), rows),
  ]);
  const clip = mayaFormat.toClip!(bytes);
  equal(clip.tracks[0]!.curve.semantics, "maya");
  return clip.tracks[0]!.curve;
}

const at = (c: Curve, t: number) => c.evaluate(t) as number;

Deno.test("maya eval: spline (Maya 2.0 smooth tangents)", () => {
  // Keys (0,0) (1,1) (2,0). Ends: the chord to the only neighbour (slopes 1 and −1); the
  // middle key: (0 − 0)/(2 − 0) = 0. Hermite on [0,1] with m0 = 1, m1 = 0:
  // s = 0.5: h10 = 0.125, h01 = 0.5 → 0.125·1 + 0.5·1 = 0.625.
  // s = 0.25: h10 = 1/64 − 2/16 + 1/4 = 0.140625, h01 = 3/16 − 2/64 = 0.15625 → 0.296875.
  // On [1,2] with v0 = 1, v1 = 0, m0 = 0, m1 = −1 at s = 0.5: h00·1 + h11·(−1) = 0.5 + 0.125.
  const c = curve([
    mayaRow(0, 0, "spline", "spline"),
    mayaRow(1, 1, "spline", "spline"),
    mayaRow(2, 0, "spline", "spline"),
  ]);
  assertClose(at(c, 0.5), 0.625, 1e-12);
  assertClose(at(c, 0.25), 0.296875, 1e-12);
  assertClose(at(c, 1.5), 0.625, 1e-12);
  equal(at(c, 1), 1); // a key's time gives its value
  equal(at(c, 1 + 1e-11), 1); // within AnimX's 1e-10
  // `global` and unknown words evaluate as spline (animEngine).
  const g = curve([
    mayaRow(0, 0, "global", "global"),
    mayaRow(1, 1, "wobbly", "wobbly"),
    mayaRow(2, 0, "global", "global"),
  ]);
  assertClose(at(g, 0.25), 0.296875, 1e-12);
});

Deno.test("maya eval: linear, flat, step, stepnext, slow/fast", () => {
  // Linear: (0,0) → (1,2) → (3,2): a lerp; 0.5 → 1, 2 → 2.
  const lin = curve([
    mayaRow(0, 0, "linear", "linear"),
    mayaRow(1, 2, "linear", "linear"),
    mayaRow(3, 2, "linear", "linear"),
  ]);
  equal(at(lin, 0.5), 1);
  equal(at(lin, 2), 2);
  // Flat: m0 = m1 = 0 on (0,0)→(1,1): h01(0.25) = 3/16 − 2/64 = 0.15625.
  const flat = curve([mayaRow(0, 0, "flat", "flat"), mayaRow(1, 1, "flat", "flat")]);
  assertClose(at(flat, 0.25), 0.15625, 1e-12);
  // Step holds the left value until the next key; the next key's in-type does not matter.
  const step = curve([mayaRow(0, 0, "spline", "step"), mayaRow(1, 5, "linear", "linear")]);
  equal(at(step, 0.5), 0);
  equal(at(step, 0.999), 0);
  equal(at(step, 1), 5);
  // Stepnext takes the right value for every t > t0 (AnimX), the key value at t0.
  const next = curve([mayaRow(0, 0, "spline", "stepnext"), mayaRow(1, 5, "spline", "spline")]);
  equal(at(next, 0), 0);
  equal(at(next, 0.001), 5);
  // slow/fast: chord tangents as animEngine. (0,0)(1,1)(2,3) out of key 1 is the chord (1,2),
  // in of key 2 the chord (1,2): parallel to the segment's chord → a straight line: 1.5 → 2.
  const slow = curve([
    mayaRow(0, 0, "slow", "slow"),
    mayaRow(1, 1, "fast", "fast"),
    mayaRow(2, 3, "slow", "fast"),
  ]);
  assertClose(at(slow, 1.5), 2, 1e-12);
});

Deno.test("maya eval: clamped depends on internal units", () => {
  // (0,0) (1,0.04) (2,1), cm. Key 1: |0 − 0.04| = 0.04 ≤ 0.05 → both sides flat. Key 0 out:
  // |0.04 − 0| ≤ 0.05 → flat. Key 2 in: 0.96 on its side, no next (counts the same) → spline,
  // end chord slope 0.96. [0,1]: flat/flat at s = .5 → 0.5·0 + 0.5·0.04 = 0.02.
  // [1,2]: v0 = .04, v1 = 1, m0 = 0, m1 = .96: 0.5·.04 + 0.5·1 − 0.125·.96 = 0.4.
  const rows = [
    mayaRow(0, 0, "clamped", "clamped"),
    mayaRow(1, 0.04, "clamped", "clamped"),
    mayaRow(2, 1, "clamped", "clamped"),
  ];
  const cm = curve(rows);
  assertClose(at(cm, 0.5), 0.02, 1e-12);
  assertClose(at(cm, 1.5), 0.4, 1e-12);
  // The same numbers in metres: 0.04 m = 4 cm > 0.05, so spline everywhere. Key 0: end chord
  // slope 0.04; key 1: (1 − 0)/2 = 0.5. [0,1] at s = .5: 0.125·0.04 + 0.5·0.04 − 0.125·0.5.
  const m = curve(rows, {}, { linearUnit: "m" });
  assertClose(at(m, 0.5), 0.005 + 0.02 - 0.0625, 1e-12);
});

Deno.test("maya eval: plateau (animEngine rule)", () => {
  // (0,0) (1,1) (2,3): ends flat; key 1 is not an extremum and its spline handles stay inside
  // (in: cpy = (−1 − 2)·1/6 = −0.5, not below −1; out: cpy = 0.5, ny rescaled to 1, not above)
  // → spline slope 1.5. [0,1]: m0 = 0, m1 = 1.5: 0.5 − 0.125·1.5 = 0.3125.
  const p = curve([
    mayaRow(0, 0, "plateau", "plateau"),
    mayaRow(1, 1, "plateau", "plateau"),
    mayaRow(2, 3, "plateau", "plateau"),
  ]);
  assertClose(at(p, 0.5), 0.3125, 1e-12);
  // (0,0) (1,1) (2,1.1): the spline handle would overshoot 1.1 (out cpy = 1.1/6 = 0.1833 >
  // 0.1) → flat; [1,2] flat/flat at the middle: 1.05 (spline would give 1.10625).
  const q = curve([
    mayaRow(0, 0, "plateau", "plateau"),
    mayaRow(1, 1, "plateau", "plateau"),
    mayaRow(2, 1.1, "plateau", "plateau"),
  ]);
  assertClose(at(q, 1.5), 1.05, 1e-12);
  assertClose(at(q, 0.5), 0.5, 1e-12);
  // A local extremum is flat: (0,0) (1,1) (2,0) → [0,1] flat/flat: 0.5 at the middle.
  const r = curve([
    mayaRow(0, 0, "plateau", "plateau"),
    mayaRow(1, 1, "plateau", "plateau"),
    mayaRow(2, 0, "plateau", "plateau"),
  ]);
  assertClose(at(r, 0.5), 0.5, 1e-12);
});

Deno.test("maya eval: auto (AnimX autoTangent)", () => {
  // (0,0) (1,1) (3,1.2): target (1.2 − 0)/3 = 0.4, 3×prev = 3, 3×next = 3·0.1 = 0.3 →
  // min = 0.3. Ends flat. [1,3] (h = 2) at s = .5: 0.5·1 + 0.125·2·0.3 + 0.5·1.2 = 1.175.
  // [0,1]: m1 = 0.3: 0.5·1 − 0.125·0.3 = 0.4625.
  const a = curve([
    mayaRow(0, 0, "auto", "auto"),
    mayaRow(1, 1, "auto", "auto"),
    mayaRow(3, 1.2, "auto", "auto"),
  ]);
  assertClose(at(a, 2), 1.175, 1e-12);
  assertClose(at(a, 0.5), 0.4625, 1e-12);
  // Neighbour slopes of opposite sign: 0. (0,0) (1,1) (2,0): [0,1] is flat/flat → 0.5.
  const b = curve([
    mayaRow(0, 0, "auto", "auto"),
    mayaRow(1, 1, "auto", "auto"),
    mayaRow(2, 0, "auto", "auto"),
  ]);
  assertClose(at(b, 0.5), 0.5, 1e-12);
  // automix: neighbour slopes 1 (gap 1) and 0.1 (gap 2) mixed nearer-first:
  // (1·2 + 0.1·1)/3 = 0.7, clamped to ≤ 3·0.1 = 0.3 → the same 0.3 here.
  const c = curve([
    mayaRow(0, 0, "automix", "automix"),
    mayaRow(1, 1, "automix", "automix"),
    mayaRow(3, 1.2, "automix", "automix"),
  ]);
  assertClose(at(c, 2), 1.175, 1e-12);
});

Deno.test("maya eval: fixed tangents, frames → seconds", () => {
  // sec: key 0 out 45° (slope 1/frame = 1/s), key 1 in 0°. Hermite m0 = 1, m1 = 0 on [0,1]:
  // 0.125·1 + 0.5·1 = 0.625 at the middle.
  const sec = curve([
    mayaRow(0, 0, "fixed", "fixed", [45, 1, 45, 1]),
    mayaRow(1, 1, "fixed", "fixed", [0, 1, 0, 1]),
  ]);
  assertClose(at(sec, 0.5), 0.625, 1e-12);
  // film: keys at frames 0 and 24; angle atan(1/24) = 2.3859440303888126° is 1/24 per frame,
  // 1 per second: the same curve in seconds.
  const film = curve(
    [
      mayaRow(0, 0, "fixed", "fixed", ["2.3859440303888126", 1, "2.3859440303888126", 1]),
      mayaRow(24, 1, "fixed", "fixed", [0, 1, 0, 1]),
    ],
    {},
    { timeUnit: "film" },
  );
  assertClose(at(film, 0.5), 0.625, 1e-12);
  // Angular curves: angles are degrees per frame in degree values (notes-maya.md §1); rad as
  // tangentAngleUnit: π/4 is 45°.
  const rad = curve(
    [
      mayaRow(0, 0, "fixed", "fixed", [0.7853981633974483, 1, 0.7853981633974483, 1]),
      mayaRow(1, 1, "fixed", "fixed", [0, 1, 0, 1]),
    ],
    { tangentAngleUnit: "rad" },
    {},
    "angular",
  );
  assertClose(at(rad, 0.5), 0.625, 1e-12);
  // Non-weighted curves ignore weights: weight 7 gives the same curve.
  const w = curve([
    mayaRow(0, 0, "fixed", "fixed", [45, 7, 45, 7]),
    mayaRow(1, 1, "fixed", "fixed", [0, 3, 0, 3]),
  ]);
  assertClose(at(w, 0.5), 0.625, 1e-12);
});

Deno.test("maya eval: weighted curves are Bézier in time", () => {
  // Key 0 out: angle 0, weight 0.5 → P1 = (0.5, 0); key 1 in: angle 0, weight 0.5 →
  // P2 = (0.5, 1). x(u) = 1.5u − 1.5u² + u³, y(u) = 3u² − 2u³. u = 0.25:
  // x = 0.375 − 0.09375 + 0.015625 = 0.296875, y = 0.1875 − 0.03125 = 0.15625.
  const rows = [
    mayaRow(0, 0, "fixed", "fixed", [0, 0.5, 0, 0.5]),
    mayaRow(1, 1, "fixed", "fixed", [0, 0.5, 0, 0.5]),
  ];
  const weighted = curve(rows, { weighted: 1 });
  assertClose(at(weighted, 0.296875), 0.15625, 1e-12);
  assertClose(at(weighted, 0.5), 0.5, 1e-12);
  // The same keys non-weighted: flat Hermite, h01(0.296875) = 3s² − 2s³ = 0.2120742797851562.
  const plain = curve(rows, { weighted: 0 });
  assertClose(at(plain, 0.296875), 0.21207427978515625, 1e-12);
  // Weighted spline/auto handles sit at 1/3 and 2/3 of the gap: x(u) = u; the Blender fixture
  // (weighted auto, flat ends, 1 → 3 over frames 1..3 at 24 fps) is 2 in the middle.
  // Handles past the segment are made monotonic (AnimX): the result stays in range and ordered.
  const wild = curve([
    mayaRow(0, 0, "fixed", "fixed", [0, 4, 0, 4]),
    mayaRow(1, 1, "fixed", "fixed", [0, 4, 0, 4]),
  ], { weighted: 1 });
  let prev = -Infinity;
  for (let i = 0; i <= 100; i++) {
    const v = at(wild, i / 100);
    ok(v >= prev - 1e-12 && v >= -1e-12 && v <= 1 + 1e-12, `t=${i / 100}: ${v}`);
    prev = v;
  }
});

Deno.test("maya eval: blender weighted fixture", { ignore: NO_CORPUS }, async () => {
  const clip = mayaFormat.toClip!(
    await Deno.readFile(corpus("maya/blender-io-anim_object_location_weighted.anim")),
  );
  const c = clip.tracks[0]!.curve;
  // Frames 1..3 at film: both ends flat auto tangents, handles at thirds → symmetric ease.
  assertClose(at(c, 2 / 24), 2, 1e-12);
  equal(at(c, 1 / 24), 1);
  equal(at(c, 0), 1); // constant pre-infinity
  equal(clip.tracks[0]!.property, "translate.translateX");
  equal(clip.tracks[0]!.node, "Cube");
});

Deno.test("maya eval: infinity modes", () => {
  const ramp = (pre: string, post: string) =>
    curve([mayaRow(0, 0, "linear", "linear"), mayaRow(1, 1, "linear", "linear")], {
      preInfinity: pre,
      postInfinity: post,
    });
  const constant = ramp("constant", "constant");
  equal(at(constant, -3), 0);
  equal(at(constant, 5), 1);
  const cycle = ramp("cycle", "cycle");
  assertClose(at(cycle, 1.25), 0.25, 1e-12);
  assertClose(at(cycle, -0.25), 0.75, 1e-12);
  assertClose(at(cycle, 3.5), 0.5, 1e-12);
  // cycleRelative: + n·(1 − 0) per cycle: 1.25 → 1.25, 2.5 → 2.5, −0.25 → 0.75 − 1.
  const rel = ramp("cycleRelative", "cycleRelative");
  assertClose(at(rel, 1.25), 1.25, 1e-12);
  assertClose(at(rel, 2.5), 2.5, 1e-12);
  assertClose(at(rel, -0.25), -0.25, 1e-12);
  // oscillate: the AnimX example in the notes (0.75 at 1.25, 0.25 at 2.25); before the keys the
  // first cycle is mirrored: −0.25 → 0.25.
  const osc = ramp("oscillate", "oscillate");
  assertClose(at(osc, 1.25), 0.75, 1e-12);
  assertClose(at(osc, 2.25), 0.25, 1e-12);
  assertClose(at(osc, -0.25), 0.25, 1e-12);
  assertClose(at(osc, -1.25), 0.75, 1e-12);
  // linear: the end tangent vector's slope. Linear end tangents are (1, 0) (animEngine), so
  // flat; spline end tangents are the chord (slope 1): −2 → −2, 3 → 3.
  const linFlat = ramp("linear", "linear");
  equal(at(linFlat, -2), 0);
  equal(at(linFlat, 3), 1);
  const spl = curve([mayaRow(0, 0, "spline", "spline"), mayaRow(1, 1, "spline", "spline")], {
    preInfinity: "linear",
    postInfinity: "linear",
  });
  assertClose(at(spl, -2), -2, 1e-12);
  assertClose(at(spl, 3), 3, 1e-12);
  // A single key: its value whatever the mode.
  const one = curve([mayaRow(0, 7, "spline", "spline")], {
    preInfinity: "cycle",
    postInfinity: "linear",
  });
  equal(at(one, -5), 7);
  equal(at(one, 5), 7);
});

Deno.test("maya eval: unitless input (driven keys) uses the input value as is", () => {
  const c = curve([mayaRow(0, 0, "linear", "linear"), mayaRow(10, 100, "linear", "linear")], {
    input: "unitless",
  }, { timeUnit: "film" });
  equal(at(c, 5), 50);
  equal(c.keyTimes()[1], 10);
});

Deno.test("maya eval: corpus fixed slopes are tan(angle) per frame, linear and angular", {
  ignore: NO_CORPUS,
}, async () => {
  const bytes = await Deno.readFile(corpus("maya/ssbh-fork_Front_maya2026_fixed_linear.anim"));
  const { document: doc } = readMaya(bytes);
  let checked = 0;
  const outputs = new Set<string>();
  for (const item of doc.items) {
    const d = item.data;
    if (d === null) continue;
    const a = d.firstKey;
    const k = doc.keys;
    if (k.outType[a] !== 1 || k.outAngle[a] === 0) continue;
    const chord = (k.value[a + 1]! - k.value[a]!) / (k.time[a + 1]! - k.time[a]!);
    // Values carry 8 digits: only steep enough chords tell the slope to 6 digits.
    if (Math.abs(chord) < 1e-3) continue;
    const tan = Math.tan((k.outAngle[a]! * Math.PI) / 180);
    // Tolerance: 6 digits of the slope plus the 8-digit rounding of both values.
    const dt = k.time[a + 1]! - k.time[a]!;
    const rounding = (2e-7 * Math.max(1, Math.abs(k.value[a]!), Math.abs(k.value[a + 1]!))) / dt;
    ok(
      Math.abs(tan - chord) <= 1e-6 * Math.abs(chord) + rounding,
      `${item.node}.${item.attribute}`,
    );
    // The evaluator reads the same slope: value per second = tan(angle) × 60 (ntscf).
    const c = mayaAnimCurve(doc, d);
    const [, , x, y] = c.tangents(0);
    assertClose(y / x, tan * 60, 1e-9 * Math.abs(tan * 60));
    // And the first segment (fixed → linear) starts along the chord.
    const t0 = k.time[a]! / 60;
    const h = 1e-7;
    assertClose(
      (c.evaluate(t0 + h) - c.evaluate(t0)) / h,
      chord * 60,
      1e-4 * Math.abs(chord * 60) + 1e-6,
    );
    outputs.add(d.output ?? "linear");
    checked++;
  }
  ok(checked >= 12, `${checked} curves checked`);
  ok(outputs.has("linear") && outputs.has("angular"));
});

Deno.test("maya eval: Maya 2.x files keep fixed tangents in seconds, cm and radians", () => {
  // mayaVersion 2.5: angle π/4 rad in (seconds, cm) space is 1 cm/s whatever the time unit.
  // Keys at frames 0 and 24 (film): 0 → 1 over one second, out slope 1/s, in slope 0 →
  // 0.125·1 + 0.5·1 = 0.625 at 0.5 s, as the modern file with atan(1/24) per frame gives.
  const c = curve(
    [
      mayaRow(0, 0, "fixed", "fixed", ["0.7853981633974483", 1, "0.7853981633974483", 1]),
      mayaRow(24, 1, "fixed", "fixed", [0, 1, 0, 1]),
    ],
    {},
    { timeUnit: "film", mayaVersion: "2.5" },
  );
  assertClose(at(c, 0.5), 0.625, 1e-12);
  // In mm, the slope of 1 cm/s is 10 mm/s: values 0 → 10 mm, m1 = 0: 0.125·10 + 0.5·10.
  const mm = curve(
    [
      mayaRow(0, 0, "fixed", "fixed", ["0.7853981633974483", 1, "0.7853981633974483", 1]),
      mayaRow(24, 10, "fixed", "fixed", [0, 1, 0, 1]),
    ],
    {},
    { timeUnit: "film", mayaVersion: "2.5", linearUnit: "mm" },
  );
  assertClose(at(mm, 0.5), 6.25, 1e-12);
});

Deno.test("maya eval: time, value and internal units", () => {
  // ntscf: frame 30 is 0.5 s; rotate in degrees, internal radians.
  const c = curve(
    [mayaRow(0, 0, "linear", "linear"), mayaRow(60, 90, "linear", "linear")],
    {},
    { timeUnit: "ntscf" },
    "angular",
  ) as unknown as {
    evaluate(t: number): number;
    evaluateInternal(t: number): number;
    evaluateFrame(f: number, fps: number): number;
  };
  assertClose(c.evaluate(0.5), 45, 1e-12);
  assertClose(c.evaluateInternal(0.5), Math.PI / 4, 1e-12);
  assertClose(c.evaluateFrame(30, 60), 45, 1e-12);
  // A curve's own inputUnit/outputUnit override the header: pal (25 fps), m → ×100 cm.
  const d = curve(
    [mayaRow(0, 0, "linear", "linear"), mayaRow(25, 2, "linear", "linear")],
    { inputUnit: "pal", outputUnit: "m" },
    { timeUnit: "film" },
  ) as unknown as { evaluate(t: number): number; evaluateInternal(t: number): number };
  assertClose(d.evaluate(0.5), 1, 1e-12);
  assertClose(d.evaluateInternal(0.5), 100, 1e-12);
});

Deno.test("maya eval: the weighted solve agrees with the Bézier's own parametric form", () => {
  // Key 0 out: 30° with weight 0.4 → P1 = (0.4·cos30°, 0.4·sin30°); key 1 (at 1 s, value 2) in:
  // −20° weight 0.3 → P2 = (1 − 0.3·cos20°, 2 + 0.3·sin20°) (arriving falling: control above).
  // For u in (0,1): x(u), y(u) from the Bernstein form; evaluate(x(u)) must equal y(u).
  const c = curve([
    mayaRow(0, 0, "fixed", "fixed", [30, 0.4, 30, 0.4]),
    mayaRow(1, 2, "fixed", "fixed", [-20, 0.3, -20, 0.3]),
  ], { weighted: 1 });
  const r = Math.PI / 180;
  const p1 = [0.4 * Math.cos(30 * r), 0.4 * Math.sin(30 * r)];
  const p2 = [1 - 0.3 * Math.cos(20 * r), 2 + 0.3 * Math.sin(20 * r)];
  for (let i = 1; i < 20; i++) {
    const u = i / 20;
    const b = (a: number, p: number, q: number, d: number) =>
      (1 - u) ** 3 * a + 3 * (1 - u) ** 2 * u * p + 3 * (1 - u) * u ** 2 * q + u ** 3 * d;
    const x = b(0, p1[0]!, p2[0]!, 1);
    const y = b(0, p1[1]!, p2[1]!, 2);
    assertClose(at(c, x), y, 1e-12, `u=${u}`);
  }
});

Deno.test(
  "maya eval: broken fixed tangents and the corpus step visibility",
  { ignore: NO_CORPUS },
  async () => {
    // Key 1 of (0,0) (1,1) (2,0): in 45° (slope 1), out −45° (slope −1); key 0 out and key 2 in
    // flat (0°). [0,1]: m0 = 0, m1 = 1 at s = .5: 0.5·1 − 0.125·1 = 0.375.
    // [1,2]: v0 = 1, v1 = 0, m0 = −1, m1 = 0: 0.5·1 + 0.125·(−1) = 0.375.
    const c = curve([
      mayaRow(0, 0, "fixed", "fixed", [0, 1, 0, 1]),
      mayaRow(1, 1, "fixed", "fixed", [45, 1, -45, 1]),
      mayaRow(2, 0, "fixed", "fixed", [0, 1, 0, 1]),
    ]);
    assertClose(at(c, 0.5), 0.375, 1e-12);
    assertClose(at(c, 1.5), 0.375, 1e-12);
    // Example file: joint2.visibility `1 1 spline step` / `3 1 spline step` (ntscf): 1 throughout.
    const clip = mayaFormat.toClip!(
      await Deno.readFile(corpus("maya/ssbh-fork_example_maya2026.anim")),
    );
    const vis = clip.tracks[0]!;
    equal(`${vis.node}.${vis.property}`, "joint2.visibility");
    equal(vis.curve.evaluate(2 / 60), 1);
    // translateX: `1 1.3784618 auto auto` → `3 2.4244321 auto auto`: two keys, both ends flat
    // (AnimX autoTangent): the middle frame 2 is the average, (1.3784618 + 2.4244321) / 2.
    const tx = clip.tracks[1]!;
    assertClose(tx.curve.evaluate(2 / 60) as number, (1.3784618 + 2.4244321) / 2, 1e-12);
    equal(clip.duration, 4 / 60);
  },
);

Deno.test("maya keyed(): the keyed description evaluates like Maya on every corpus curve", {
  ignore: NO_CORPUS,
}, async () => {
  const { readMaya } = await import("../src/formats/maya/read.ts");
  const { mayaToClip } = await import("../src/formats/maya/to_clip.ts");
  const { MayaAnimCurve } = await import("../src/formats/maya/curve.ts");
  const { evaluateKeyed } = await import("../src/curves/keyed_eval.ts");
  let described = 0;
  let refused = 0;
  for (const entry of Deno.readDirSync(new URL("../../shared/corpus/maya/", import.meta.url))) {
    if (!entry.name.endsWith(".anim")) continue;
    const text = await Deno.readFile(
      new URL(`../../shared/corpus/maya/${entry.name}`, import.meta.url),
    );
    for (const track of mayaToClip(readMaya(text).document).tracks) {
      const curve = track.curve as InstanceType<typeof MayaAnimCurve>;
      const keyed = curve.keyed();
      if (keyed === null) {
        refused++;
        continue;
      }
      described++;
      const times = curve.keyTimes();
      const start = times[0]! - 1;
      const end = times[times.length - 1]! + 1;
      for (let i = 0; i <= 400; i++) {
        const t = start + ((end - start) * i) / 400;
        const expected = curve.evaluate(t) as number;
        const got = evaluateKeyed(keyed, t);
        if (Math.abs(got - expected) > 1e-9 * Math.max(1, Math.abs(expected))) {
          throw new Error(
            `${entry.name} ${track.node}.${track.property} at ${t}: ${got} vs ${expected}`,
          );
        }
      }
    }
  }
  // The weighted corpus file is refused, the others described.
  if (described === 0 || refused === 0) {
    throw new Error(`described ${described}, refused ${refused}`);
  }
});
