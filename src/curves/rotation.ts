/**
 * Rotation bridges between quaternions and Euler angles in Maya's convention.
 *
 * Maya's default rotate order `xyz` rotates about X first, then Y, then Z (each about the fixed
 * parent axes), so for column vectors R = Rz · Ry · Rx. Angles are in degrees.
 *
 * @module
 */
import { rotationAngleDeg } from "../model/compare.ts";

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
 * import { unwrapEuler } from "./rotation.ts";
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
  const out = new Float64Array(4);
  eulerToQuaternionInto(angles, order, out);
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}

/**
 * {@linkcode eulerToQuaternionOrdered} into `out` (x, y, z, w), without allocating.
 *
 * @example
 * ```ts
 * import { eulerToQuaternionInto } from "./rotation.ts";
 * import { ok } from "node:assert/strict";
 * const q = new Float64Array(4);
 * eulerToQuaternionInto([0, 0, 90], "zxy", q);
 * ok(Math.abs(q[2]! - Math.SQRT1_2) < 1e-12 && Math.abs(q[3]! - Math.SQRT1_2) < 1e-12);
 * ```
 */
export function eulerToQuaternionInto(
  angles: ArrayLike<number>,
  order: string,
  out: Float64Array,
): void {
  // Start from the first axis's rotation and multiply each next one on the left.
  let x = 0, y = 0, z = 0, w = 1;
  for (let k = 0; k < 3; k++) {
    const i = "xyz".indexOf(order[k]!);
    const half = (angles[i]! * DEG) / 2;
    const s = Math.sin(half);
    const c = Math.cos(half);
    // (axis quaternion a) · (x, y, z, w), a = s·e_i + c: the axis's own component takes s·w,
    // the next two turn into each other.
    let nx: number, ny: number, nz: number;
    if (i === 0) {
      nx = c * x + s * w;
      ny = c * y - s * z;
      nz = c * z + s * y;
      w = c * w - s * x;
    } else if (i === 1) {
      ny = c * y + s * w;
      nz = c * z - s * x;
      nx = c * x + s * z;
      w = c * w - s * y;
    } else if (i === 2) {
      nz = c * z + s * w;
      nx = c * x - s * y;
      ny = c * y + s * x;
      w = c * w - s * z;
    } else {
      // Not an axis letter: no rotation to compose (the angle is undefined).
      nx = c * x - s * y;
      ny = c * y + s * x;
      nz = 0;
      w = NaN;
    }
    x = nx;
    y = ny;
    z = nz;
  }
  out[0] = x;
  out[1] = y;
  out[2] = z;
  out[3] = w;
}

const SCRATCH_A = new Float64Array(4);
const SCRATCH_B = new Float64Array(4);

/**
 * The rotation angle in degrees between the rotations two Euler triples (degrees) play in one
 * rotate order: how far apart they look, however different the angles (x + 180°, 180° − y,
 * z + 180° is the same rotation as x, y, z).
 *
 * @example The two Euler forms of one rotation
 * ```ts
 * import { eulerRotationAngleDeg } from "./rotation.ts";
 * import { ok } from "node:assert/strict";
 * ok(eulerRotationAngleDeg([10, 20, 30], [190, 160, 210], "xyz") < 1e-9);
 * ok(Math.abs(eulerRotationAngleDeg([0, 0, 0], [0, 0, 5], "zxy") - 5) < 1e-9);
 * ```
 */
export function eulerRotationAngleDeg(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  order: string,
): number {
  eulerToQuaternionInto(a, order, SCRATCH_A);
  eulerToQuaternionInto(b, order, SCRATCH_B);
  return rotationAngleDeg(SCRATCH_A, SCRATCH_B);
}
