/**
 * Euler angles in any axis order, in the convention of BVH's `CHANNELS` lists: the rotation of
 * angles listed as `Zrotation Xrotation Yrotation` is q = qZ · qX · qY (each an axis rotation in
 * degrees), i.e. the rotation matrix R = Rz · Ry… applied to column vectors, the first listed
 * axis outermost. Composition takes one to three axes; decomposition takes three distinct axes
 * (the six Tait–Bryan orders) and can keep a sequence of frames continuous.
 *
 * Maya's rotate orders read the other way round (`xyz` applies X first, so q = qz · qy · qx):
 * Maya order `xyz` is the order `ZYX` here.
 *
 * @module
 */
import { type EulerDegrees, type Quaternion, unwrapEuler } from "./rotation.ts";

const DEG = Math.PI / 180;

/**
 * Axis letters in composition order, first listed outermost: `"ZXY"`, `"XYZ"`, … (case ignored).
 * Composition also takes one or two letters (a BVH joint with fewer rotation channels).
 */
export type EulerOrder = string;

function axisIndex(letter: string): number {
  const i = "XYZ".indexOf(letter.toUpperCase());
  if (i < 0) throw new RangeError(`"${letter}" is not an axis (X, Y or Z)`);
  return i;
}

function checkOrder(order: EulerOrder): [number, number, number] {
  if (order.length !== 3) throw new RangeError(`an Euler order has three axes, not "${order}"`);
  const axes = [axisIndex(order[0]!), axisIndex(order[1]!), axisIndex(order[2]!)] as [
    number,
    number,
    number,
  ];
  if (axes[0] === axes[1] || axes[1] === axes[2] || axes[0] === axes[2]) {
    throw new RangeError(`the Euler order "${order}" repeats an axis`);
  }
  return axes;
}

/**
 * The quaternion of angles (degrees, one per letter of `order`, in that order) composed in the
 * listed order: for `"ZXY"` and angles `[z, x, y]`, q = qZ(z) · qX(x) · qY(y) (x, y, z, w).
 *
 * @example BVH `Zrotation Xrotation Yrotation`: a quarter turn about Z alone
 * ```ts
 * import { eulerOrderToQuaternion } from "@animkit/animkit";
 * import { ok } from "node:assert/strict";
 * const [x, y, z, w] = eulerOrderToQuaternion([90, 0, 0], "ZXY");
 * ok(Math.abs(z - Math.SQRT1_2) < 1e-12 && Math.abs(w - Math.SQRT1_2) < 1e-12 && x === 0 && y === 0);
 * ```
 */
export function eulerOrderToQuaternion(
  angles: ArrayLike<number>,
  order: EulerOrder,
): Quaternion {
  const q = new Float64Array(4);
  eulerOrderToQuaternionInto(angles, 0, order, q, 0);
  return [q[0]!, q[1]!, q[2]!, q[3]!];
}

/**
 * {@linkcode eulerOrderToQuaternion} of the angles from `angles[offset]` on, written to
 * `out[at…at + 3]` (x, y, z, w): frame after frame without a new array each.
 *
 * @example Two frames of `Zrotation Xrotation Yrotation`
 * ```ts
 * import { eulerOrderToQuaternionInto } from "./euler_order.ts";
 * import { ok } from "node:assert/strict";
 * const angles = new Float64Array([0, 0, 0, 90, 0, 0]);
 * const out = new Float64Array(8);
 * for (let f = 0; f < 2; f++) eulerOrderToQuaternionInto(angles, f * 3, "ZXY", out, f * 4);
 * ok(out[3] === 1 && Math.abs(out[6]! - Math.SQRT1_2) < 1e-12);
 * ```
 */
export function eulerOrderToQuaternionInto(
  angles: ArrayLike<number>,
  offset: number,
  order: EulerOrder,
  out: Float64Array,
  at: number,
): void {
  let qx = 0, qy = 0, qz = 0, qw = 1;
  for (let i = 0; i < order.length; i++) {
    const axis = axisIndex(order[i]!);
    const half = (angles[offset + i]! * DEG) / 2;
    const s = Math.sin(half);
    const c = Math.cos(half);
    // q · (axis rotation): the Hamilton product with a quaternion that has one vector part.
    const bx = axis === 0 ? s : 0;
    const by = axis === 1 ? s : 0;
    const bz = axis === 2 ? s : 0;
    const x = qw * bx + qx * c + qy * bz - qz * by;
    const y = qw * by - qx * bz + qy * c + qz * bx;
    const z = qw * bz + qx * by - qy * bx + qz * c;
    const w = qw * c - qx * bx - qy * by - qz * bz;
    qx = x;
    qy = y;
    qz = z;
    qw = w;
  }
  out[at] = qx;
  out[at + 1] = qy;
  out[at + 2] = qz;
  out[at + 3] = qw;
}

/**
 * The 3 × 3 rotation matrix of a quaternion (normalised first; a zero quaternion is the
 * identity), row-major: `m[3 * row + column]`, for column vectors.
 *
 * @example A quarter turn about Z takes X to Y
 * ```ts
 * import { quaternionToMatrix3 } from "./euler_order.ts";
 * import { ok } from "node:assert/strict";
 * const m = quaternionToMatrix3([0, 0, Math.SQRT1_2, Math.SQRT1_2]);
 * ok(Math.abs(m[3]! - 1) < 1e-12); // row 1 (y), column 0 (x)
 * ```
 */
export function quaternionToMatrix3(q: ArrayLike<number>): Float64Array {
  const n = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!);
  const m = new Float64Array(9);
  if (!(n > 1e-12)) {
    m[0] = m[4] = m[8] = 1;
    return m;
  }
  const x = q[0]! / n, y = q[1]! / n, z = q[2]! / n, w = q[3]! / n;
  m[0] = 1 - 2 * (y * y + z * z);
  m[1] = 2 * (x * y - w * z);
  m[2] = 2 * (x * z + w * y);
  m[3] = 2 * (x * y + w * z);
  m[4] = 1 - 2 * (x * x + z * z);
  m[5] = 2 * (y * z - w * x);
  m[6] = 2 * (x * z - w * y);
  m[7] = 2 * (y * z + w * x);
  m[8] = 1 - 2 * (x * x + y * y);
  return m;
}

/**
 * The unit quaternion (x, y, z, w) of a 3 × 3 rotation matrix, row-major `m[3 * row + column]`
 * (Shepperd's method: the largest of w, x, y, z is taken from the diagonal first).
 *
 * @example Back from a quarter turn about Z
 * ```ts
 * import { matrix3ToQuaternion, quaternionToMatrix3 } from "./euler_order.ts";
 * import { ok } from "node:assert/strict";
 * const [, , z, w] = matrix3ToQuaternion(quaternionToMatrix3([0, 0, Math.SQRT1_2, Math.SQRT1_2]));
 * ok(Math.abs(z - Math.SQRT1_2) < 1e-12 && Math.abs(w - Math.SQRT1_2) < 1e-12);
 * ```
 */
export function matrix3ToQuaternion(m: ArrayLike<number>): Quaternion {
  const m00 = m[0]!, m01 = m[1]!, m02 = m[2]!;
  const m10 = m[3]!, m11 = m[4]!, m12 = m[5]!;
  const m20 = m[6]!, m21 = m[7]!, m22 = m[8]!;
  const trace = m00 + m11 + m22;
  let q: Quaternion;
  if (trace > 0) {
    const s = 2 * Math.sqrt(trace + 1);
    q = [(m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, s / 4];
  } else if (m00 > m11 && m00 > m22) {
    const s = 2 * Math.sqrt(1 + m00 - m11 - m22);
    q = [s / 4, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s];
  } else if (m11 > m22) {
    const s = 2 * Math.sqrt(1 + m11 - m00 - m22);
    q = [(m01 + m10) / s, s / 4, (m12 + m21) / s, (m02 - m20) / s];
  } else {
    const s = 2 * Math.sqrt(1 + m22 - m00 - m11);
    q = [(m02 + m20) / s, (m12 + m21) / s, s / 4, (m10 - m01) / s];
  }
  const n = Math.hypot(...q) || 1;
  return [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
}

/** Below this cos of the middle angle the first and last axes are treated as aligned. */
const GIMBAL = 1e-9;

/**
 * Decomposes a rotation into Euler angles (degrees, in the listed order of `order`) such that
 * {@linkcode eulerOrderToQuaternion} of them gives the same rotation. The middle angle is in
 * [−90°, 90°] unless `previous` is given: then, of the equivalent triples (±360° on each angle,
 * and the flipped form first + 180°, 180° − middle, last + 180°), the one closest to `previous`
 * is returned, so frame-by-frame angles stay continuous. At gimbal lock (middle angle ±90°) the
 * last angle is kept at `previous`'s (0 without it) and the first takes the rest.
 *
 * @example BVH `Zrotation Xrotation Yrotation` of qZ(30°) · qX(20°) · qY(10°)
 * ```ts
 * import { eulerOrderToQuaternion, quaternionToEulerOrder } from "@animkit/animkit";
 * import { ok } from "node:assert/strict";
 * const [z, x, y] = quaternionToEulerOrder(eulerOrderToQuaternion([30, 20, 10], "ZXY"), "ZXY");
 * ok(Math.abs(z - 30) < 1e-9 && Math.abs(x - 20) < 1e-9 && Math.abs(y - 10) < 1e-9);
 * ```
 */
export function quaternionToEulerOrder(
  q: ArrayLike<number>,
  order: EulerOrder,
  previous?: EulerDegrees,
): EulerDegrees {
  const [i, j, k] = checkOrder(order);
  // +1 for the cyclic orders (XYZ, YZX, ZXY), −1 for the others.
  const s = (j - i + 3) % 3 === 1 ? 1 : -1;
  const r = quaternionToMatrix3(q);
  const at = (row: number, column: number) => r[3 * row + column]!;
  // R = Ri(a) · Rj(b) · Rk(c): R[i][k] = s·sin b, R[j][k] = −s·sin a·cos b,
  // R[k][k] = cos a·cos b, R[i][j] = −s·cos b·sin c, R[i][i] = cos b·cos c.
  const sinB = Math.max(-1, Math.min(1, s * at(i, k)));
  const b = Math.asin(sinB);
  let angles: EulerDegrees;
  if (Math.sqrt(1 - sinB * sinB) > GIMBAL) {
    const a = Math.atan2(-s * at(j, k), at(k, k));
    const c = Math.atan2(-s * at(i, j), at(i, i));
    angles = [a / DEG, b / DEG, c / DEG];
  } else {
    // Only a ± c is defined: fix c, then M = R · Rk(−c) = Ri(a) · Rj(b), whose column j is
    // Ri(a) · e_j: M[j][j] = cos a, M[k][j] = s·sin a.
    const c = (previous?.[2] ?? 0) * DEG;
    const [sc, cc] = [Math.sin(c), Math.cos(c)];
    // Column j of R · Rk(−c) is R · (Rk(−c) e_j) = R · (cos c · e_j + s · sin c · e_i).
    const mjj = cc * at(j, j) + s * sc * at(j, i);
    const mkj = cc * at(k, j) + s * sc * at(k, i);
    const a = Math.atan2(s * mkj, mjj);
    angles = [a / DEG, b / DEG, c / DEG];
  }
  return previous === undefined ? angles : unwrapEuler(angles, previous);
}

/**
 * Quaternion samples → Euler angle curves in degrees for `order`, continuous from frame to
 * frame (each frame unwrapped against the previous one).
 *
 * @param quaternions `n × 4` values (x, y, z, w per sample)
 * @returns three arrays of `n` angles, in the listed order of `order`
 *
 * @example A turn about Y past 180° stays continuous
 * ```ts
 * import { eulerOrderToQuaternion } from "@animkit/animkit";
 * import { quaternionsToEulerOrder } from "./euler_order.ts";
 * import { ok } from "node:assert/strict";
 * const q = new Float64Array([170, 180, 190].flatMap((y) => eulerOrderToQuaternion([0, 0, y], "ZXY")));
 * const [, , y] = quaternionsToEulerOrder(q, "ZXY");
 * ok(Math.abs(y[2]! - 190) < 1e-9);
 * ```
 */
export function quaternionsToEulerOrder(
  quaternions: ArrayLike<number>,
  order: EulerOrder,
): [Float64Array, Float64Array, Float64Array] {
  const n = Math.floor(quaternions.length / 4);
  const out: [Float64Array, Float64Array, Float64Array] = [
    new Float64Array(n),
    new Float64Array(n),
    new Float64Array(n),
  ];
  let previous: EulerDegrees | undefined;
  const q = new Float64Array(4);
  for (let f = 0; f < n; f++) {
    for (let c = 0; c < 4; c++) q[c] = quaternions[f * 4 + c]!;
    const e = quaternionToEulerOrder(q, order, previous);
    out[0][f] = e[0];
    out[1][f] = e[1];
    out[2][f] = e[2];
    previous = e;
  }
  return out;
}
