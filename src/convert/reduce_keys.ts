/**
 * Key reduction for resampled tracks: Ramer–Douglas–Peucker over the samples, keeping a key
 * wherever dropping it would move the played value (linear interpolation, or slerp for
 * quaternions) by more than a tolerance in any component.
 *
 * @module
 */

/** How the target plays values between two keys. */
export type KeyInterpolation = "lerp" | "slerp";

function slerpInto(
  values: Float64Array,
  a: number,
  b: number,
  s: number,
  out: Float64Array,
): void {
  // Shorter-arc slerp of unit quaternions a and b (4 components each).
  let dot = 0;
  for (let c = 0; c < 4; c++) dot += values[a * 4 + c]! * values[b * 4 + c]!;
  const sign = dot < 0 ? -1 : 1;
  dot = Math.min(1, Math.abs(dot));
  let wa = 1 - s;
  let wb = s;
  if (dot < 0.9995) {
    const angle = Math.acos(dot);
    const sin = Math.sin(angle);
    wa = Math.sin((1 - s) * angle) / sin;
    wb = Math.sin(s * angle) / sin;
  }
  for (let c = 0; c < 4; c++) out[c] = wa * values[a * 4 + c]! + sign * wb * values[b * 4 + c]!;
}

/**
 * Ramer–Douglas–Peucker over `n` samples with an explicit stack: marks in `keep` the samples
 * whose removal would let `error(i, a, b)` (the change at sample `i` when it is dropped between
 * kept samples `a` and `b`) exceed `tolerance`. The ends and every 1024th sample are kept, which
 * bounds the work to O(n · 1024). Returns the largest error among the dropped samples.
 *
 * @example Keep the corner of |t − 2|
 * ```ts
 * import { rdpKeep } from "./reduce_keys.ts";
 * import { deepEqual } from "node:assert/strict";
 * const v = [2, 1, 0, 1, 2];
 * const keep = new Uint8Array(5);
 * rdpKeep(5, 1e-9, (i, a, b) => Math.abs(v[i]! - (v[a]! + ((v[b]! - v[a]!) * (i - a)) / (b - a))), keep);
 * deepEqual([...keep], [1, 0, 1, 0, 1]);
 * ```
 */
export function rdpKeep(
  n: number,
  tolerance: number,
  error: (i: number, a: number, b: number) => number,
  keep: Uint8Array,
): number {
  if (n === 0) return 0;
  keep[0] = 1;
  keep[n - 1] = 1;
  let worst = 0;
  const stack: number[] = [];
  for (let a = 0; a < n - 1; a += 1024) {
    const b = Math.min(a + 1024, n - 1);
    keep[b] = 1;
    stack.push(a, b);
  }
  while (stack.length > 0) {
    const b = stack.pop()!;
    const a = stack.pop()!;
    let far = -1;
    let farError = -1;
    for (let i = a + 1; i < b; i++) {
      const e = error(i, a, b);
      if (!(e <= farError)) { // NaN counts as the worst
        farError = e;
        far = i;
      }
    }
    if (far < 0) continue;
    if (!(farError <= tolerance)) {
      keep[far] = 1;
      stack.push(a, far, far, b);
    } else if (farError > worst) worst = farError;
  }
  return worst;
}

/**
 * The indices of the samples to keep so that the interpolation of the kept ones stays within
 * `tolerance` of every dropped sample in every component. The first and last samples are kept;
 * spans of at most 1024 samples are reduced independently, which bounds the work.
 *
 * @param times ascending sample times
 * @param values `times.length × dims` values
 * @param dims components per sample
 * @param tolerance the largest change allowed in any component
 * @param interpolation `lerp` (component-wise) or `slerp` (unit quaternions, dims = 4)
 *
 * @example A straight line needs only its ends
 * ```ts
 * import { reduceKeys } from "./reduce_keys.ts";
 * import { deepEqual } from "node:assert/strict";
 * const kept = reduceKeys(new Float64Array([0, 1, 2, 3]), new Float64Array([0, 2, 4, 6]), 1, 1e-9);
 * deepEqual([...kept], [0, 3]);
 * ```
 */
export function reduceKeys(
  times: Float64Array,
  values: Float64Array,
  dims: number,
  tolerance: number,
  interpolation: KeyInterpolation = "lerp",
): Uint32Array {
  const n = times.length;
  if (n <= 2) return Uint32Array.from({ length: n }, (_, i) => i);
  const keep = new Uint8Array(n);
  const between = new Float64Array(dims);
  const error = (i: number, a: number, b: number): number => {
    const span = times[b]! - times[a]!;
    const s = span > 0 ? (times[i]! - times[a]!) / span : 0;
    if (interpolation === "slerp" && dims === 4) slerpInto(values, a, b, s, between);
    else {
      for (let c = 0; c < dims; c++) {
        const va = values[a * dims + c]!;
        between[c] = va + (values[b * dims + c]! - va) * s;
      }
    }
    let worst = 0;
    for (let c = 0; c < dims; c++) {
      const d = Math.abs(values[i * dims + c]! - between[c]!);
      if (d > worst) worst = d;
      else if (d !== d) return Infinity; // NaN counts as worst
    }
    return worst;
  };
  rdpKeep(n, tolerance, error, keep);
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i] === 1) out.push(i);
  return Uint32Array.from(out);
}
