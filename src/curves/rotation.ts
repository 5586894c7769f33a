/**
 * Rotation bridges between quaternions and Euler angles in Maya's convention.
 *
 * Maya's default rotate order `xyz` rotates about X first, then Y, then Z (each about the fixed
 * parent axes), so for column vectors R = Rz · Ry · Rx. Angles are in degrees.
 *
 * @module
 */

/** A quaternion as `[x, y, z, w]`, `w` the real part. */
export type Quaternion = [number, number, number, number];
/** Euler angles in degrees `[x, y, z]`. */
export type EulerDegrees = [number, number, number];

const DEG = Math.PI / 180;

/**
 * Euler angles (degrees, Maya rotate order xyz) → unit quaternion.
 *
 * @example 90° about Z
 * ```ts
 * import { eulerToQuaternion } from "@animkit/animkit";
 * import { ok } from "node:assert/strict";
 * const [x, y, z, w] = eulerToQuaternion([0, 0, 90]);
 * ok(Math.abs(z - Math.SQRT1_2) < 1e-12 && Math.abs(w - Math.SQRT1_2) < 1e-12 && x === 0 && y === 0);
 * ```
 */
export function eulerToQuaternion([ax, ay, az]: EulerDegrees): Quaternion {
  const [sx, cx] = [Math.sin((ax * DEG) / 2), Math.cos((ax * DEG) / 2)];
  const [sy, cy] = [Math.sin((ay * DEG) / 2), Math.cos((ay * DEG) / 2)];
  const [sz, cz] = [Math.sin((az * DEG) / 2), Math.cos((az * DEG) / 2)];
  // q = qz · qy · qx (X applied first).
  return [
    sx * cy * cz - cx * sy * sz,
    cx * sy * cz + sx * cy * sz,
    cx * cy * sz - sx * sy * cz,
    cx * cy * cz + sx * sy * sz,
  ];
}

/**
 * Unit quaternion → Euler angles (degrees, Maya rotate order xyz), Y in [−90°, 90°].
 * The quaternion need not be normalised.
 *
 * @example A quarter turn about Y
 * ```ts
 * import { quaternionToEuler } from "@animkit/animkit";
 * import { ok } from "node:assert/strict";
 * const [x, y, z] = quaternionToEuler([0, Math.SQRT1_2, 0, Math.SQRT1_2]);
 * ok(Math.abs(y - 90) < 1e-6 && Math.abs(x) < 1e-6 && Math.abs(z) < 1e-6);
 * ```
 */
export function quaternionToEuler([qx, qy, qz, qw]: Quaternion): EulerDegrees {
  const n = Math.hypot(qx, qy, qz, qw) || 1;
  const [x, y, z, w] = [qx / n, qy / n, qz / n, qw / n];
  // Rotation matrix entries of R = Rz·Ry·Rx: r20 = −sin(y), r21 = cos(y)sin(x), r22 = cos(y)cos(x),
  // r10 = cos(y)sin(z), r00 = cos(y)cos(z).
  const r20 = 2 * (x * z - w * y);
  const sy = Math.max(-1, Math.min(1, -r20));
  if (Math.abs(sy) < 1 - 1e-12) {
    const r21 = 2 * (y * z + w * x);
    const r22 = 1 - 2 * (x * x + y * y);
    const r10 = 2 * (x * y + w * z);
    const r00 = 1 - 2 * (y * y + z * z);
    return [Math.atan2(r21, r22) / DEG, Math.asin(sy) / DEG, Math.atan2(r10, r00) / DEG];
  }
  // Gimbal lock: at y = +90° the matrix holds only x − z (r01 = sin, r11 = cos), at y = −90°
  // only x + z (r01 = −sin, r11 = cos); put it all in x.
  const r01 = 2 * (x * y - w * z);
  const r11 = 1 - 2 * (x * x + z * z);
  const angle = Math.atan2(sy > 0 ? r01 : -r01, r11) / DEG;
  return [angle, sy > 0 ? 90 : -90, 0];
}

function nearest(angle: number, reference: number): number {
  return angle + 360 * Math.round((reference - angle) / 360);
}

/**
 * Of the Euler triples equal to `angles` as rotations (±360° on each axis, and the flipped form
 * x+180°, 180°−y, z+180°), the one closest to `previous`: keeps curves free of ±180° jumps.
 *
 * @example Crossing 180° about Z stays continuous
 * ```ts
 * import { unwrapEuler } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(unwrapEuler([0, 0, -179], [0, 0, 178]), [0, 0, 181]);
 * ```
 */
export function unwrapEuler(angles: EulerDegrees, previous: EulerDegrees): EulerDegrees {
  const candidates: EulerDegrees[] = [
    angles,
    [angles[0] + 180, 180 - angles[1], angles[2] + 180],
  ];
  let best: EulerDegrees = angles;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const u: EulerDegrees = [
      nearest(c[0], previous[0]),
      nearest(c[1], previous[1]),
      nearest(c[2], previous[2]),
    ];
    const d = Math.abs(u[0] - previous[0]) + Math.abs(u[1] - previous[1]) +
      Math.abs(u[2] - previous[2]);
    if (d < bestDistance - 1e-9) {
      bestDistance = d;
      best = u;
    }
  }
  return best;
}

/**
 * Quaternion samples → continuous Euler curves in degrees (Maya rotate order xyz).
 *
 * @param quaternions `n × 4` values (x, y, z, w per sample)
 * @returns three arrays of `n` angles: rotateX, rotateY, rotateZ
 *
 * @example Three samples turning about Z past 180°
 * ```ts
 * import { eulerToQuaternion, quaternionsToEulerCurves } from "@animkit/animkit";
 * import { ok } from "node:assert/strict";
 * const q = new Float64Array([170, 180, 190].flatMap((z) => eulerToQuaternion([0, 0, z])));
 * const [, , rz] = quaternionsToEulerCurves(q);
 * ok(Math.abs(rz[2]! - 190) < 1e-9);
 * ```
 */
export function quaternionsToEulerCurves(
  quaternions: Float64Array,
): [Float64Array, Float64Array, Float64Array] {
  const n = Math.floor(quaternions.length / 4);
  const out: [Float64Array, Float64Array, Float64Array] = [
    new Float64Array(n),
    new Float64Array(n),
    new Float64Array(n),
  ];
  let previous: EulerDegrees | undefined;
  for (let i = 0; i < n; i++) {
    const q: Quaternion = [
      quaternions[i * 4]!,
      quaternions[i * 4 + 1]!,
      quaternions[i * 4 + 2]!,
      quaternions[i * 4 + 3]!,
    ];
    let e = quaternionToEuler(q);
    if (previous !== undefined) e = unwrapEuler(e, previous);
    out[0][i] = e[0];
    out[1][i] = e[1];
    out[2][i] = e[2];
    previous = e;
  }
  return out;
}

/** Maya's rotate orders, by their `rotateOrder` enum value (0 xyz … 5 zyx). */
export const ROTATE_ORDERS: readonly string[] = ["xyz", "yzx", "zxy", "xzy", "yxz", "zyx"];

/**
 * The quaternion of Euler angles in degrees applied in `order` (the first letter's axis
 * first, as Maya's rotate orders read): for `xyz`, q = qz · qy · qx.
 *
 * @example zyx turns about z first
 * ```ts
 * import { eulerToQuaternionOrdered, eulerToQuaternion } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(eulerToQuaternionOrdered([10, 20, 30], "xyz"), eulerToQuaternion([10, 20, 30]));
 * ```
 */
export function eulerToQuaternionOrdered(angles: EulerDegrees, order: string): Quaternion {
  const axisQuat = (axis: string): Quaternion => {
    const i = "xyz".indexOf(axis);
    const half = (angles[i]! * DEG) / 2;
    const q: Quaternion = [0, 0, 0, Math.cos(half)];
    q[i] = Math.sin(half);
    return q;
  };
  const mul = (a: Quaternion, b: Quaternion): Quaternion => [
    a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1],
    a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
    a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3],
    a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2],
  ];
  const [first, second, third] = [...order] as [string, string, string];
  return mul(axisQuat(third), mul(axisQuat(second), axisQuat(first)));
}
