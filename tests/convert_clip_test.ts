/**
 * The conversion driver measures the written file, not the writer's own bookkeeping: a target
 * that understates its error is caught, and the exit rule follows the measurement.
 */
import { equal, ok, throws } from "node:assert/strict";
import { convertClip } from "../src/convert/convert_clip.ts";
import { measureTrack } from "../src/convert/measure.ts";
import { AnimkitError } from "../src/errors.ts";
import { formatByName } from "../src/formats/registry.ts";
import type { FormatModule } from "../src/formats/format.ts";
import type { Clip, Curve } from "../src/model/clip.ts";
import { mayaBytes, mayaCurve, mayaFields, mayaHeader, mayaRow } from "./fixtures/maya_text.ts";

/** 0 → 2 over one second, straight. */
const ramp: Curve = {
  valueType: "float",
  semantics: "test",
  keyTimes: () => new Float64Array([0, 1]),
  evaluate: (t) => 2 * Math.min(1, Math.max(0, t)),
};

const clip: Clip = {
  name: "c",
  duration: 1,
  events: [],
  tracks: [{ node: "box", property: "opacity", valueType: "float", curve: ramp }],
};

/** AnimJ, but the writer lifts the second key by 0.25 and still reports the track exact. */
function understating(): FormatModule {
  const animj = formatByName("animj")!;
  return {
    ...animj,
    target: undefined,
    fromClip: (given, options) => {
      const lifted: Clip = {
        ...given,
        tracks: given.tracks.map((t) => ({
          ...t,
          curve: { ...ramp, evaluate: (time: number) => 2.25 * Math.min(1, Math.max(0, time)) },
        })),
      };
      const result = animj.fromClip!(lifted, options);
      return { ...result, tracks: result.tracks.map((r) => ({ ...r, maxError: 0 })) };
    },
  };
}

Deno.test("convertClip: the error is measured on the written file and fails the conversion", () => {
  throws(
    () => convertClip(clip, understating(), {}),
    (e: unknown) =>
      e instanceof AnimkitError && /box\.opacity plays 0\.250 off at 1 s/.test(e.message) &&
      /bestEffort/.test(e.message),
  );
});

Deno.test("convertClip: bestEffort writes it, reports the measured error and says it misses", () => {
  const result = convertClip(clip, understating(), { bestEffort: true });
  const [report] = result.tracks;
  // The lifted line is 0.25 t above the ramp: worst at t = 1 (hand-computed).
  equal(report?.maxError, 0.25);
  equal(report?.errorAt, 1);
  equal(result.warnings.filter((w) => /misses the tolerance/.test(w)).length, 1);
});

Deno.test("convertClip: a faithful conversion reports the measured rounding, no warning", () => {
  const result = convertClip(clip, formatByName("animj")!, {});
  ok(result.tracks[0]!.maxError <= 1e-6);
  equal(result.warnings.filter((w) => /misses/.test(w)).length, 0);
});

Deno.test("measureTrack: rotations as the angle between them, zero quaternions as identity", () => {
  const about = (deg: number): Curve => ({
    valueType: "floatQ",
    semantics: "test",
    keyTimes: () => new Float64Array([0]),
    evaluate: () => {
      const h = (deg * Math.PI) / 360;
      return { x: 0, y: 0, z: Math.sin(h), w: Math.cos(h) };
    },
  });
  const m = measureTrack(about(10), about(-20), { from: 0, to: 1 });
  ok(Math.abs(m.maxError - 30) < 1e-9, `${m.maxError}`);
  const zero: Curve = { ...about(0), evaluate: () => ({ x: 0, y: 0, z: 0, w: 0 }) };
  equal(measureTrack(zero, about(0), { from: 0, to: 1 }).maxError, 0);
});

Deno.test("measureTrack: a component that is not a number is as far off as can be", () => {
  // Through the bulk path (curves that evaluate into arrays) and the plain one.
  const vector = (x: number, bulk: boolean): Curve => {
    const into = (_t: number, out: Float64Array) => void out.set([x, 1, 2]);
    return {
      valueType: "float3",
      semantics: "test",
      keyTimes: () => new Float64Array([0, 1]),
      evaluate: () => ({ x, y: 1, z: 2 }),
      ...(bulk ? { evaluateInto: into } : {}),
    } as Curve;
  };
  for (const bulk of [true, false]) {
    const m = measureTrack(vector(0, bulk), vector(NaN, bulk), { from: 0, to: 1 });
    equal(m.maxError, Infinity, `bulk ${bulk}`);
    equal(measureTrack(vector(0, bulk), vector(0.5, bulk), { from: 0, to: 1 }).maxError, 0.5);
  }
});

Deno.test("convertClip: bad arguments are AnimkitErrors naming them", () => {
  throws(() => convertClip(null as unknown as Clip, formatByName("animj")!), /clip must be a Clip/);
  throws(() => convertClip(clip, null as unknown as FormatModule), /target must be a format/);
  throws(
    () => convertClip(clip, formatByName("animj")!, null as unknown as object),
    /convertClip options must be/,
  );
});

Deno.test("convertClip: library errors name the library option, then the CLI flag", () => {
  const text: Curve = {
    valueType: "string",
    semantics: "test",
    keyTimes: () => new Float64Array([0]),
    evaluate: () => "a",
  };
  const withText: Clip = {
    ...clip,
    tracks: [{ node: "box", property: "label", valueType: "string", curve: text }],
  };
  throws(
    () => convertClip(withText, formatByName("maya")!, {}),
    (e: unknown) =>
      e instanceof AnimkitError && /dropUnmappable, --drop-unmappable/.test(e.message),
  );
});

Deno.test("convertClip: a jump lands on the target's hold, not a ramp one float32 step wide", () => {
  const jump: Curve = {
    valueType: "float",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 2.5, 5]),
    evaluate: (t) => (t < 2.5 ? 0 : 2.5),
  };
  const source: Clip = {
    name: "j",
    duration: 5,
    events: [],
    tracks: [{ node: "n", property: "p", valueType: "float", curve: jump }],
  };
  const animj = formatByName("animj")!;
  const result = convertClip(source, animj, {});
  equal(result.tracks[0]!.maxError, 0);
  const back = animj.toClip!(result.bytes).tracks[0]!.curve;
  // Every float32 instant before 2.5 plays 0, 2.5 itself plays 2.5 (hand-checked).
  for (const t of [2.4999997615814209, 2.4999995231628418, 2.4]) equal(back.evaluate(t), 0);
  equal(back.evaluate(2.5), 2.5);
});

Deno.test("convertClip: a Maya stepnext key converts to AnimJ as a transition, within tolerance", async () => {
  const { readClip } = await import("../src/formats/registry.ts");
  const bytes = mayaBytes([
    ...mayaHeader({
      mayaVersion: "2020",
      timeUnit: "film",
      linearUnit: "cm",
      angularUnit: "deg",
      startTime: 0,
      endTime: 50,
    }),
    ...mayaCurve("foo foo box 0 0 0", mayaFields("unitless"), [
      mayaRow(0, 0, "linear", "linear", [], "1 1 0"),
      mayaRow(25, 0, "linear", "stepnext", [], "1 1 0"),
      mayaRow(50, 1, "linear", "linear", [], "1 1 0"),
    ]),
  ]);
  const source = readClip(bytes);
  const animj = formatByName("animj")!;
  const result = convertClip(source, animj, {});
  equal(result.tracks[0]!.maxError, 0);
  const back = animj.toClip!(result.bytes).tracks[0]!.curve;
  // stepnext at frame 25 (25/24 s): the key's own value at the key, the next key's right after.
  const k = Math.fround(25 / 24); // the float32 at or below 25/24
  equal(back.evaluate(k), 0);
  equal(back.evaluate(1.0416667461395264), 1); // the next float32 after 25/24
  equal(back.evaluate(1.5), 1);
});

Deno.test("measureTimes: key times that are not numbers are skipped, never loop", async () => {
  const { measureTimes } = await import("../src/convert/measure.ts");
  const times = measureTimes(new Float64Array([0, NaN, 1]), new Float64Array([NaN, 0.5]), 0, 1);
  equal(Array.from(times).join(), [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1].join());
});

Deno.test("convertClip: Maya weighted tangents to GLB play within the tolerance at 1 kHz, keys placed between frames where needed", async () => {
  const { readClip } = await import("../src/formats/registry.ts");
  // Keyed on every frame at 30 fps with weighted "fixed" tangents, as a baked capture writes
  // them: Maya's weighted Bézier warps each segment's timing, which no glTF cubic follows
  // exactly between neighbouring frames.
  const motion = (t: number) => 25 * (0.6 * Math.sin(1.3 * t) + 0.4 * Math.sin(4.1 * t + 1));
  const rows: string[] = [];
  for (let f = 0; f <= 90; f++) {
    const t = f / 30;
    const slope = (motion(t + 1e-4) - motion(t)) / 1e-4 / 30; // value per frame
    const angle = ((Math.atan(slope) * 180) / Math.PI).toFixed(6);
    rows.push(
      mayaRow(f, motion(t).toFixed(6), "fixed", "fixed", [angle, 0.333333, angle, 0.333333]),
    );
  }
  const bytes = mayaBytes([
    ...mayaHeader({
      timeUnit: "ntsc",
      linearUnit: "cm",
      angularUnit: "deg",
      startTime: 0,
      endTime: 90,
    }),
    ...mayaCurve(
      "translate.translateX translateX arm 0 0 0",
      mayaFields("linear", { weighted: 1 }),
      rows,
    ),
  ]);
  const source = readClip(bytes);
  const glb = formatByName("glb")!;
  const result = convertClip(source, glb, {});
  const report = result.tracks[0]!;
  ok(report.maxError <= report.tolerance!, `${report.maxError} > ${report.tolerance}`);
  // Independently of the measure's times: both files played at every millisecond.
  const from = source.tracks[0]!.curve;
  const to = glb.toClip!(result.bytes).tracks.find((t) => t.property === "translation")!.curve;
  let worst = 0;
  for (let ms = 0; ms <= 3000; ms++) {
    const t = ms / 1000;
    const a = from.evaluate(t) as number;
    const b = (to.evaluate(t) as { x: number }).x;
    worst = Math.max(worst, Math.abs(a / 100 - b)); // cm → m
  }
  ok(worst <= report.tolerance! * 1.05, `${worst} against ${report.tolerance}`);
  // Fewer keys than frames, some of them between frames.
  const times = to.keyTimes();
  ok(times.length < 91, `${times.length} keys`);
  ok(times.some((t) => Math.abs(t * 30 - Math.round(t * 30)) > 1e-3), "no key between frames");
});
