/**
 * Conversions into Maya that used to fail or mislead: jumps (stepped keys, baked loops, a jump at
 * a 32-bit float key time) written as step tangents, Euler angles in another rotate order,
 * rotations through gimbal lock and across ±180°, the tolerance rule on the measured error, the
 * source's Maya version. Rotations are checked as rotation matrices built here from the angles
 * (R = Rz·Ry·Rx for Maya's xyz order, Ry·Rx·Rz for Unity's Z, X, Y), not with animkit's own
 * quaternion helpers.
 */
import { deepEqual, equal, match, ok } from "node:assert/strict";
import { assertClose, expectAnimkitError } from "./_helpers.ts";
import {
  mayaCurveKeys,
  mayaFormat,
  mayaFromClip,
  MayaTangent,
  readMaya,
} from "../src/formats/maya/mod.ts";
import { UnityCurve, unityKeys, UnityWrapMode } from "../src/curves/unity_curve.ts";
import { VectorCurve } from "../src/curves/compose.ts";
import type { Clip, Curve, Track } from "../src/model/clip.ts";
import type { WriteResult } from "../src/formats/format.ts";
import { mayaBytes, mayaCurve, mayaFields, mayaHeader, mayaRow } from "./fixtures/maya_text.ts";

type M3 = number[]; // row-major 3×3

const RAD = Math.PI / 180;

function mul(a: M3, b: M3): M3 {
  const out: M3 = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      out.push(a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!);
    }
  }
  return out;
}

/** The rotation by `deg` degrees about axis 0 (x), 1 (y) or 2 (z). */
function axis(i: number, deg: number): M3 {
  const c = Math.cos(deg * RAD);
  const s = Math.sin(deg * RAD);
  if (i === 0) return [1, 0, 0, 0, c, -s, 0, s, c];
  if (i === 1) return [c, 0, s, 0, 1, 0, -s, 0, c];
  return [c, -s, 0, s, c, 0, 0, 0, 1];
}

/** Maya's xyz order: X applied first. */
const mayaXYZ = (x: number, y: number, z: number) => mul(axis(2, z), mul(axis(1, y), axis(0, x)));
/** Unity's localEulerAngles: Z applied first, then X, then Y. */
const unityZXY = (x: number, y: number, z: number) => mul(axis(1, y), mul(axis(0, x), axis(2, z)));

/** The matrix of a quaternion (normalised first). */
function quatMatrix(q: { x: number; y: number; z: number; w: number }): M3 {
  const n = Math.hypot(q.x, q.y, q.z, q.w);
  const [x, y, z, w] = [q.x / n, q.y / n, q.z / n, q.w / n];
  return [
    1 - 2 * (y * y + z * z),
    2 * (x * y - w * z),
    2 * (x * z + w * y),
    2 * (x * y + w * z),
    1 - 2 * (x * x + z * z),
    2 * (y * z - w * x),
    2 * (x * z - w * y),
    2 * (y * z + w * x),
    1 - 2 * (x * x + y * y),
  ];
}

/** The angle in degrees of the rotation taking `a` to `b` (from ‖A − B‖ = 2√2·sin(θ/2)). */
function angleBetween(a: M3, b: M3): number {
  let d2 = 0;
  for (let i = 0; i < 9; i++) d2 += (a[i]! - b[i]!) ** 2;
  return (2 * Math.asin(Math.min(1, Math.sqrt(d2) / (2 * Math.SQRT2)))) / RAD;
}

/** The rotation the written rotate.rotateX/Y/Z curves of `node` play at `t`. */
function playedRotation(result: WriteResult, node: string): (t: number) => M3 {
  const back = mayaFormat.toClip!(result.bytes).tracks;
  const find = (a: string) =>
    back.find((t) => t.node === node && t.property === `rotate.rotate${a}`)!.curve;
  const [x, y, z] = ["X", "Y", "Z"].map(find) as [Curve, Curve, Curve];
  return (t) => mayaXYZ(x.evaluate(t) as number, y.evaluate(t) as number, z.evaluate(t) as number);
}

/** Worst angle between the written rotation and `source` on a grid of `n` steps over [0, end]. */
function worstAngle(played: (t: number) => M3, source: (t: number) => M3, end: number, n = 4000) {
  let worst = 0;
  let at = 0;
  for (let i = 0; i <= n; i++) {
    const t = (end * i) / n;
    const e = angleBetween(played(t), source(t));
    if (e > worst) [worst, at] = [e, t];
  }
  return { worst, at };
}

function clipOf(duration: number, ...tracks: Track[]): Clip {
  return { name: "c", duration, events: [], tracks };
}

/** A quaternion curve from a function (opaque: no keys to carry). */
function quaternionCurve(f: (t: number) => M3 | number[], keys: number[]): Curve {
  return {
    valueType: "floatQ",
    semantics: "test",
    keyTimes: () => Float64Array.from(keys),
    evaluate: (t) => {
      const [x, y, z, w] = f(t);
      return { x: x!, y: y!, z: z!, w: w! };
    },
  };
}

/** The quaternion of Maya xyz angles, from half-angle products written out by hand. */
function q(xDeg: number, yDeg: number, zDeg: number): number[] {
  const [sx, cx] = [Math.sin(xDeg * RAD / 2), Math.cos(xDeg * RAD / 2)];
  const [sy, cy] = [Math.sin(yDeg * RAD / 2), Math.cos(yDeg * RAD / 2)];
  const [sz, cz] = [Math.sin(zDeg * RAD / 2), Math.cos(zDeg * RAD / 2)];
  // qz·qy·qx
  return [
    sx * cy * cz - cx * sy * sz,
    cx * sy * cz + sx * cy * sz,
    cx * cy * sz - sx * sy * cz,
    cx * cy * cz + sx * sy * sz,
  ];
}

/** Key times of every written curve ascend by more than Maya's tick (1/141,120,000 s). */
function assertKeysApart(result: WriteResult): void {
  const { document: doc } = readMaya(result.bytes);
  const fps = 30;
  for (const item of doc.items) {
    const k = mayaCurveKeys(doc, item.data!);
    for (let i = 1; i < k.time.length; i++) {
      ok(
        (k.time[i]! - k.time[i - 1]!) / fps > 1 / 141_120_000,
        `${item.node}.${item.attribute}: keys ${k.time[i - 1]} and ${k.time[i]}`,
      );
    }
  }
}

Deno.test("maya from clip: stepped rotation keys become step tangents, not twin keys", () => {
  // Unity stepped quaternion keys (infinite tangents): 0° until 0.5 s, 40° about z until 1 s,
  // then x 30° as well.
  const values = [q(0, 0, 0), q(0, 0, 40), q(30, 0, 40)];
  const component = (c: number) => {
    const k = unityKeys(3);
    k.time.set([0, 0.5, 1]);
    k.value.set(values.map((v) => v[c]!));
    k.outTangent.fill(Infinity);
    k.inTangent.fill(Infinity);
    return new UnityCurve(k, UnityWrapMode.ClampForever, UnityWrapMode.ClampForever);
  };
  const curve = new VectorCurve("floatQ", "unity", [0, 1, 2, 3].map(component));
  const result = mayaFromClip(clipOf(1.5, {
    node: "s",
    property: "localRotation",
    valueType: "floatQ",
    curve,
  }));
  assertKeysApart(result);
  const played = playedRotation(result, "s");
  // Held before each key time, the new rotation at it (as Unity plays a stepped key); the keys
  // are float32 quaternions, a few 1e-6° off the angles.
  const expect = (
    t: number,
  ) => (t < 0.5 ? mayaXYZ(0, 0, 0) : t < 1 ? mayaXYZ(0, 0, 40) : mayaXYZ(30, 0, 40));
  for (const t of [0, 0.25, 0.5 - 1e-6, 0.5, 0.75, 1 - 1e-6, 1, 1.2]) {
    ok(angleBetween(played(t), expect(t)) < 2e-5, `t=${t}`);
  }
  ok(worstAngle(played, expect, 1.5).worst < 2e-5);
  const { document: doc } = readMaya(result.bytes);
  const z = mayaCurveKeys(doc, doc.items[2]!.data!);
  ok([...z.outType].includes(MayaTangent.Step), "rotateZ holds with step tangents");
  ok(result.tracks[0]!.maxError <= result.tracks[0]!.tolerance!);
});

Deno.test("maya from clip: a looping rotation baked over the clip jumps at each wrap", () => {
  // Unity Loop over [0, 0.4 s]: 0° → 60° about z, then back to 0° at the wrap.
  const values = [q(0, 0, 0), q(0, 0, 60)];
  const curve = new VectorCurve(
    "floatQ",
    "unity",
    [0, 1, 2, 3].map((c) =>
      UnityCurve.linearKeys(
        [0, 0.4],
        values.map((v) => v[c]!),
        UnityWrapMode.Loop,
        UnityWrapMode.Loop,
      )
    ),
  );
  const source = (t: number) =>
    quatMatrix(curve.evaluate(t) as { x: number; y: number; z: number; w: number });
  const result = mayaFromClip(clipOf(1, {
    node: "l",
    property: "localRotation",
    valueType: "floatQ",
    curve,
  }));
  assertKeysApart(result);
  const report = result.tracks[0]!;
  equal(report.unit, "deg");
  ok(report.maxError <= 0.01, String(report.maxError));
  const played = playedRotation(result, "l");
  const { worst, at } = worstAngle(played, source, 1, 8000);
  ok(worst <= 0.01 + 1e-9, `${worst} at ${at}`);
  // At each wrap the rotation the source plays there, on the right side.
  for (const wrap of [0.4, 0.8].map(Math.fround)) {
    for (const t of [wrap - 1e-5, wrap, wrap + 1e-5]) {
      ok(angleBetween(played(t), source(t)) <= 0.011, `t=${t}`);
    }
  }
});

Deno.test("maya from clip: a jump at a float32 key time next to a key on the frame", () => {
  // Keys at frames 37 and 47 as 32-bit float seconds; a steep approach the fit closes in on with
  // keys snapped to frame 47, then a jump to 5 at the float key (47.0000017 frames).
  const t0 = Math.fround(37 / 30);
  const tk = Math.fround(47 / 30);
  const f = (t: number) => (t <= t0 ? 0 : t >= tk ? 5 : ((t - t0) / (tk - t0)) ** 12);
  const curve: Curve = {
    valueType: "float",
    semantics: "test",
    keyTimes: () => Float64Array.from([t0, tk, 2]),
    evaluate: f,
  };
  const result = mayaFromClip(clipOf(2, { node: "n", property: "w", valueType: "float", curve }));
  assertKeysApart(result);
  const report = result.tracks[0]!;
  ok(report.maxError <= report.tolerance!, `${report.maxError} > ${report.tolerance}`);
  const written = mayaFormat.toClip!(result.bytes).tracks[0]!.curve;
  // The jump stays at the source's key time, with the source's value on each side.
  equal(written.evaluate(tk), 5);
  assertClose(written.evaluate(tk - 1e-7) as number, f(tk - 1e-7), report.tolerance!);
  assertClose(written.evaluate(47 / 30) as number, f(47 / 30), report.tolerance!);
  for (let i = 0; i <= 2000; i++) {
    const t = (2 * i) / 2000;
    assertClose(written.evaluate(t) as number, f(t), report.tolerance!, `t=${t}`);
  }
  const k = mayaCurveKeys(
    readMaya(result.bytes).document,
    readMaya(result.bytes).document.items[0]!.data!,
  );
  const at = [...k.time].findIndex((x) => Math.abs(x - tk * 30) < 1e-9);
  ok(at > 0, "a key at the float32 key time");
  equal(k.outType[at - 1], MayaTangent.Step);
});

Deno.test("maya from clip: a loop that jumps at its wrap is carried as a cycle, measured honestly", () => {
  // x ramps 0 → 1 over [0, 0.3 s] and loops (Unity Loop after, clamp before).
  const k = unityKeys(2);
  k.time.set([0, 0.3]);
  k.value.set([0, 1]);
  k.outTangent[0] = 1 / 0.3;
  k.inTangent[1] = 1 / 0.3;
  const x = new UnityCurve(k, UnityWrapMode.ClampForever, UnityWrapMode.Loop);
  const flat = UnityCurve.linearKeys([0, 1], [0, 0]);
  const curve = new VectorCurve("float3", "unity", [x, flat, flat]);
  const result = mayaFromClip(clipOf(1, {
    node: "v",
    property: "localPosition",
    valueType: "float3",
    curve,
  }));
  const report = result.tracks[0]!;
  ok(report.maxError <= report.tolerance!, `${report.maxError} > ${report.tolerance}`);
  const { document: doc } = readMaya(result.bytes);
  equal(doc.items[0]!.data!.postInfinity, "cycle");
  const written = mayaFormat.toClip!(result.bytes).tracks[0]!.curve;
  // Unity's own wrap: the last value at the end of the first cycle, the first right after.
  for (const t of [0.1, Math.fround(0.3), Math.fround(0.3) + 1e-6, 0.45, 0.6, 0.75, 0.95]) {
    assertClose(written.evaluate(t) as number, x.evaluate(t), 1e-5, `t=${t}`);
  }
});

Deno.test("maya from clip: Unity localEulerAngles (Z, X, Y order) play the same rotation", () => {
  // x 0 → 40, y 0 → 50, z 0 → 30 over one second, straight keys.
  const curve = new VectorCurve("float3", "unity", [
    UnityCurve.linearKeys([0, 1], [0, 40]),
    UnityCurve.linearKeys([0, 1], [0, 50]),
    UnityCurve.linearKeys([0, 1], [0, 30]),
  ]);
  const result = mayaFromClip(clipOf(1, {
    node: "e",
    property: "localEulerAngles",
    valueType: "float3",
    curve,
  }));
  const report = result.tracks[0]!;
  equal(report.mapping, "fitted");
  equal(report.unit, "deg");
  ok(report.maxError <= 0.01, String(report.maxError));
  const source = (t: number) => unityZXY(40 * t, 50 * t, 30 * t);
  const { worst, at } = worstAngle(playedRotation(result, "e"), source, 1);
  ok(worst <= 0.01, `${worst}° at ${at} s`);
  // The report is a measurement: at most a little below the dense grid's worst.
  ok(report.maxError >= worst * 0.9, `reported ${report.maxError}, measured ${worst}`);
});

Deno.test("maya from clip: rotations through gimbal lock and across ±180° within 0.01°", () => {
  const tracks: Track[] = [
    // A quarter turn about y and beyond: y passes 90° (gimbal lock in xyz) with x, z set.
    {
      node: "gimbal",
      property: "rotation",
      valueType: "floatQ",
      curve: quaternionCurve((t) => q(10, 120 * t, 20), [0, 1]),
    },
    // Exactly through the lock: 90° about y.
    {
      node: "lock",
      property: "rotation",
      valueType: "floatQ",
      curve: quaternionCurve((t) => q(0, 90 * t, 0), [0, 1]),
    },
    // x from 150° to 210°, across 180°.
    {
      node: "wrap",
      property: "rotation",
      valueType: "floatQ",
      curve: quaternionCurve((t) => q(150 + 60 * t, 20, 10), [0, 1]),
    },
    // A tumbling camera: every axis spinning, keyed every frame.
    {
      node: "camera",
      property: "rotation",
      valueType: "floatQ",
      curve: quaternionCurve(
        (t) => {
          const m = mul(axis(0, 150 * t), mul(axis(2, 90 * t), axis(1, 200 * t)));
          // Matrix → quaternion (w large enough on this path? use the general branch).
          const tr = m[0]! + m[4]! + m[8]!;
          if (tr > -0.9) {
            const w = Math.sqrt(1 + tr) / 2;
            return [
              (m[7]! - m[5]!) / (4 * w),
              (m[2]! - m[6]!) / (4 * w),
              (m[3]! - m[1]!) / (4 * w),
              w,
            ];
          }
          const i = m[0]! >= m[4]! && m[0]! >= m[8]! ? 0 : m[4]! >= m[8]! ? 1 : 2;
          const j = (i + 1) % 3;
          const k = (i + 2) % 3;
          const s = Math.sqrt(1 + m[i * 4]! - m[j * 4]! - m[k * 4]!) * 2;
          const out = [0, 0, 0, (m[k * 3 + j]! - m[j * 3 + k]!) / s];
          out[i] = s / 4;
          out[j] = (m[j * 3 + i]! + m[i * 3 + j]!) / s;
          out[k] = (m[k * 3 + i]! + m[i * 3 + k]!) / s;
          return out;
        },
        Array.from({ length: 151 }, (_, i) => i / 30),
      ),
    },
  ];
  const result = mayaFromClip(clipOf(5, ...tracks));
  assertKeysApart(result);
  for (const track of tracks) {
    const report = result.tracks.find((r) => r.node === track.node)!;
    ok(report.maxError <= 0.01, `${track.node}: ${report.maxError}`);
    const end = track.node === "camera" ? 5 : 1;
    const source = (t: number) =>
      quatMatrix(
        track.curve.evaluate(Math.min(t, end)) as { x: number; y: number; z: number; w: number },
      );
    const { worst, at } = worstAngle(playedRotation(result, track.node), source, end, 6000);
    ok(worst <= 0.01 + 1e-9, `${track.node}: ${worst}° at ${at} s`);
  }
});

Deno.test("maya from clip: a track more than its tolerance off fails, unless best effort", () => {
  // Noise faster than any key budget: sin(10⁵ t).
  const curve: Curve = {
    valueType: "float",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 1]),
    evaluate: (t) => Math.sin(1e5 * t),
  };
  const clip = clipOf(1, { node: "n", property: "noise", valueType: "float", curve });
  const e = expectAnimkitError(() => mayaFromClip(clip));
  match(e.detail, /n\.noise plays .* off at .* s \(tolerance .*\).*--best-effort/);
  const result = mayaFromClip(clip, { bestEffort: true });
  const report = result.tracks[0]!;
  ok(report.maxError > report.tolerance!);
  ok(
    result.warnings.some((w) =>
      /^n\.noise plays .* off at .* s \(tolerance .*\): misses the tolerance$/.test(w)
    ),
  );
});

Deno.test("maya from clip: the source file's mayaVersion is kept, else 2026", () => {
  const file = (version: string) =>
    mayaBytes([
      ...mayaHeader({ mayaVersion: version, timeUnit: "film" }),
      ...mayaCurve("translate.translateX translateX j 0 1 0", mayaFields(), [
        mayaRow(0, 0, "linear", "linear"),
        mayaRow(24, 2, "linear", "linear"),
      ]),
    ]);
  const versionOf = (bytes: Uint8Array) => readMaya(bytes).document.header.mayaVersion;
  const from = (version: string) =>
    mayaFromClip(mayaFormat.toClip!(file(version)), { rate: 30 }).bytes;
  equal(versionOf(from("2014 x64")), "2014 x64");
  equal(versionOf(from("2016 Extension 2")), "2016 Extension 2");
  // Maya 2.x files keep fixed tangents in other units: not what animkit writes.
  equal(versionOf(from("2.5")), "2026");
  const plain = mayaFromClip(clipOf(1, {
    node: "n",
    property: "w",
    valueType: "float",
    curve: new VectorCurve("float", "unity", [UnityCurve.linearKeys([0, 1], [0, 1])]),
  }));
  equal(versionOf(plain.bytes), "2026");
});

Deno.test("maya from clip: fixed tangents read right under a radian header", () => {
  // A Maya curve in radians sets the header's angularUnit; a fitted rotation written beside it
  // keeps its fixed angles in degrees (tangentAngleUnit deg).
  const maya = mayaFormat.toClip!(mayaBytes([
    ...mayaHeader({ timeUnit: "ntsc", angularUnit: "rad" }),
    ...mayaCurve("rotate.rotateY rotateY a 0 1 0", mayaFields("angular"), [
      mayaRow(0, 0, "linear", "linear"),
      mayaRow(30, 1, "linear", "linear"),
    ]),
  ]));
  const turn: Track = {
    node: "b",
    property: "rotation",
    valueType: "floatQ",
    curve: quaternionCurve((t) => q(0, 0, 80 * Math.sin(3 * t)), [0, 1]),
  };
  const result = mayaFromClip({ ...maya, duration: 1, tracks: [...maya.tracks, turn] });
  equal(readMaya(result.bytes).document.header.angularUnit, "rad");
  const source = (t: number) =>
    quatMatrix(turn.curve.evaluate(t) as { x: number; y: number; z: number; w: number });
  const { worst, at } = worstAngle(playedRotation(result, "b"), source, 1);
  ok(worst <= 0.01, `${worst}° at ${at} s`);
  deepEqual(result.tracks.map((r) => r.maxError <= 0.01), [true, true]);
});

Deno.test("maya from clip: a component that stays put keeps only its end keys", () => {
  // x: 0 → 1 → 0 over keys at 0, 1, 2 s; y and z stay at 0 and 5. The fit keys the three
  // components together; y and z need only their first and last keys (2 + 2), x all three.
  const curve = new VectorCurve("float3", "unity", [
    UnityCurve.linearKeys([0, 1, 2], [0, 1, 0]),
    UnityCurve.linearKeys([0, 1, 2], [0, 0, 0]),
    UnityCurve.linearKeys([0, 1, 2], [5, 5, 5]),
  ]);
  const result = mayaFromClip(clipOf(2, {
    node: "p",
    property: "position",
    valueType: "float3",
    curve,
  }));
  const { document: doc } = readMaya(result.bytes);
  deepEqual(doc.items.map((i) => i.data!.keyCount), [3, 2, 2]);
  equal(result.tracks[0]!.keysAfter, 7);
  const back = mayaFormat.toClip!(result.bytes).tracks;
  for (const t of [0, 0.5, 1, 1.5, 2]) {
    assertClose(back[0]!.curve.evaluate(t) as number, t <= 1 ? t : 2 - t, 1e-12, `x at ${t}`);
    equal(back[1]!.curve.evaluate(t), 0);
    equal(back[2]!.curve.evaluate(t), 5);
  }
});
