import { ok } from "node:assert/strict";
import {
  type EulerDegrees,
  eulerRotationAngleDeg,
  eulerToQuaternion,
  eulerToQuaternionOrdered,
  quaternionToEuler,
  unwrapEuler,
} from "../src/curves/rotation.ts";
import { assertClose } from "./_helpers.ts";

/** Rotates v by R = Rz·Ry·Rx built from elementary matrices (independent of the quaternion code). */
function rotateByMatrices([ax, ay, az]: EulerDegrees, v: number[]): number[] {
  const r = (deg: number) => (deg * Math.PI) / 180;
  const [cx, sx, cy, sy, cz, sz] = [
    Math.cos(r(ax)),
    Math.sin(r(ax)),
    Math.cos(r(ay)),
    Math.sin(r(ay)),
    Math.cos(r(az)),
    Math.sin(r(az)),
  ];
  const x1 = [v[0]!, cx * v[1]! - sx * v[2]!, sx * v[1]! + cx * v[2]!];
  const y1 = [cy * x1[0]! + sy * x1[2]!, x1[1]!, -sy * x1[0]! + cy * x1[2]!];
  return [cz * y1[0]! - sz * y1[1]!, sz * y1[0]! + cz * y1[1]!, y1[2]!];
}

/** Rotates v by a quaternion (q v q*). */
function rotateByQuaternion([x, y, z, w]: [number, number, number, number], v: number[]): number[] {
  // t = 2 (q.xyz × v); v' = v + w t + q.xyz × t
  const t = [2 * (y * v[2]! - z * v[1]!), 2 * (z * v[0]! - x * v[2]!), 2 * (x * v[1]! - y * v[0]!)];
  return [
    v[0]! + w * t[0]! + (y * t[2]! - z * t[1]!),
    v[1]! + w * t[1]! + (z * t[0]! - x * t[2]!),
    v[2]! + w * t[2]! + (x * t[1]! - y * t[0]!),
  ];
}

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

Deno.test("Euler → quaternion applies X, then Y, then Z (Maya's xyz order)", () => {
  const rnd = random(7);
  for (let i = 0; i < 200; i++) {
    const e: EulerDegrees = [rnd() * 360 - 180, rnd() * 180 - 90, rnd() * 360 - 180];
    const q = eulerToQuaternion(e);
    for (const v of [[1, 0, 0], [0, 1, 0], [0.3, -0.4, 0.5]]) {
      const a = rotateByMatrices(e, v);
      const b = rotateByQuaternion(q, v);
      for (let c = 0; c < 3; c++) assertClose(b[c]!, a[c]!, 1e-12);
    }
  }
});

Deno.test("quaternion → Euler inverts it, gimbal lock included", () => {
  const rnd = random(11);
  for (let i = 0; i < 200; i++) {
    const e: EulerDegrees = [rnd() * 360 - 180, rnd() * 178 - 89, rnd() * 360 - 180];
    const back = quaternionToEuler(eulerToQuaternion(e));
    for (let c = 0; c < 3; c++) assertClose(back[c]!, e[c]!, 1e-7);
  }
  // At y = ±90° only x ∓ z matters: (30, 90, 10) is (20, 90, 0) and (30, −90, 10) is (40, −90, 0).
  const cases: [EulerDegrees, EulerDegrees][] = [
    [[30, 90, 10], [20, 90, 0]],
    [[30, -90, 10], [40, -90, 0]],
  ];
  for (const [e, expected] of cases) {
    const locked = quaternionToEuler(eulerToQuaternion(e));
    for (let c = 0; c < 3; c++) assertClose(locked[c]!, expected[c]!, 1e-4);
    const v = [0.2, 0.5, -0.7];
    const a = rotateByMatrices(e, v);
    const b = rotateByMatrices(locked, v);
    for (let c = 0; c < 3; c++) assertClose(b[c]!, a[c]!, 1e-6);
  }
});

Deno.test("unwrapping keeps curves continuous across ±180°", () => {
  const zs = Array.from({ length: 73 }, (_, i) => i * 10); // 0° … 720° about Z
  const q = new Float64Array(zs.flatMap((z) => eulerToQuaternion([0, 0, z])));
  let previous: [number, number, number] | undefined;
  zs.forEach((z, i) => {
    const e = quaternionToEuler(
      Array.from(q.subarray(4 * i, 4 * i + 4)) as [number, number, number, number],
    );
    const [rx, ry, rz] = previous === undefined ? e : unwrapEuler(e, previous);
    previous = [rx, ry, rz];
    assertClose(rz, z, 1e-9);
    assertClose(rx, 0, 1e-9);
    assertClose(ry, 0, 1e-9);
  });
  // The flipped form: (0, 100, 0) reads back as (180, 80, 180); next to (0, 95, 0) it is unwrapped.
  const u = unwrapEuler(quaternionToEuler(eulerToQuaternion([0, 100, 0])), [0, 95, 0]);
  ok(Math.abs(u[0]) < 1e-6 && Math.abs(u[1] - 100) < 1e-6 && Math.abs(u[2]) < 1e-6, `${u}`);
});

/** Rotates v about one axis (0 x, 1 y, 2 z) by `deg` degrees, with the elementary matrix. */
function rotateAbout(axis: number, deg: number, v: number[]): number[] {
  const c = Math.cos((deg * Math.PI) / 180);
  const s = Math.sin((deg * Math.PI) / 180);
  const i = (axis + 1) % 3;
  const j = (axis + 2) % 3;
  const out = [...v];
  out[i] = c * v[i]! - s * v[j]!;
  out[j] = s * v[i]! + c * v[j]!;
  return out;
}

Deno.test("Euler → quaternion in every rotate order applies the first letter's axis first", () => {
  const rnd = random(23);
  for (const order of ["xyz", "yzx", "zxy", "xzy", "yxz", "zyx"]) {
    for (let i = 0; i < 50; i++) {
      const e: EulerDegrees = [rnd() * 360 - 180, rnd() * 360 - 180, rnd() * 360 - 180];
      const q = eulerToQuaternionOrdered(e, order);
      for (const v of [[1, 0, 0], [0, 1, 0], [0.3, -0.4, 0.5]]) {
        let a = v;
        for (const letter of order) {
          a = rotateAbout("xyz".indexOf(letter), e["xyz".indexOf(letter)]!, a);
        }
        const b = rotateByQuaternion(q, v);
        for (let c = 0; c < 3; c++) assertClose(b[c]!, a[c]!, 1e-12, `${order} ${e}`);
      }
    }
  }
});

Deno.test("Euler triples are compared as the rotations they play", () => {
  // The flipped form plays the same rotation; at y = 90° (xyz) only x − z matters.
  assertClose(eulerRotationAngleDeg([10, 20, 30], [190, 160, 210], "xyz"), 0, 1e-9);
  assertClose(eulerRotationAngleDeg([30, 90, 10], [120, 90, 100], "xyz"), 0, 1e-6);
  // A 5° turn about one axis is 5°, whatever the order.
  assertClose(eulerRotationAngleDeg([0, 0, 0], [0, 5, 0], "zxy"), 5, 1e-9);
  // Tiny differences stay measurable (no acos rounding): 1e-7° about x.
  assertClose(eulerRotationAngleDeg([0, 0, 0], [1e-7, 0, 0], "xyz"), 1e-7, 1e-12);
});
