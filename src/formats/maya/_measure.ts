/**
 * How far written Maya curves play from their source, measured on the curves as the file holds
 * them: at every source key time the source passes in the played range, every written key
 * time, the ends of the range, and the quarter points and midpoint of every gap between those
 * and of every written segment; as the rotation angle for rotations (Euler xyz curves in
 * degrees against the source's quaternion), as the absolute difference otherwise.
 *
 * @module
 */
import { rotationAngleDeg } from "../../model/compare.ts";
import { eulerToQuaternionInto } from "../../curves/rotation.ts";
import { mayaAnimCurve } from "./to_clip.ts";
import type { MayaAnimCurve } from "./curve.ts";
import { type BuildCurve, mayaDocumentOf } from "./_document_of.ts";

/** The worst error found and the first time it was found at (seconds). */
export interface Measured {
  /** Worst error (degrees for rotations); Infinity where a value is not a number. */
  readonly error: number;
  /** Where. */
  readonly at: number;
}

/** The curves Maya plays for built curves at `fps`. */
export function playedCurves(curves: readonly BuildCurve[], fps: number): MayaAnimCurve[] {
  const doc = mayaDocumentOf(curves, fps, "2026");
  return doc.items.map((item) => mayaAnimCurve(doc, item.data!));
}

/** The measuring times for source key times `played` and written curves over [from, to]. */
function measureTimes(
  played: Float64Array,
  written: readonly MayaAnimCurve[],
  from: number,
  to: number,
): Float64Array {
  const keys = written.map((w) => w.keyTimes());
  const all = [from, to, ...played, ...keys.flatMap((k) => [...k])].sort((a, b) => a - b);
  const unique = all.filter((t, i) => i === 0 || t !== all[i - 1]);
  const out = [...unique];
  const quarters = (a: number, b: number) => {
    for (const p of [0.25, 0.5, 0.75]) out.push(a + (b - a) * p);
  };
  for (let i = 0; i + 1 < unique.length; i++) quarters(unique[i]!, unique[i + 1]!);
  for (const k of keys) for (let i = 0; i + 1 < k.length; i++) quarters(k[i]!, k[i + 1]!);
  return Float64Array.from(out);
}

/** Worst absolute difference between a written curve and its source. */
export function measureCurve(
  written: MayaAnimCurve,
  source: (t: number) => number,
  played: Float64Array,
  from: number,
  to: number,
): Measured {
  let error = 0;
  let at = from;
  for (const t of measureTimes(played, [written], from, to)) {
    const e = Math.abs(written.evaluate(t) - source(t));
    if (!(e <= error)) [error, at] = [Number.isNaN(e) ? Infinity : e, t];
  }
  return { error, at };
}

/**
 * Worst rotation angle in degrees between written Euler xyz curves (degrees) and the source's
 * quaternion `[x, y, z, w]`.
 */
export function measureRotation(
  written: readonly MayaAnimCurve[],
  source: (t: number) => ArrayLike<number>,
  played: Float64Array,
  from: number,
  to: number,
): Measured {
  const q = new Float64Array(4);
  const e3 = new Float64Array(3);
  let error = 0;
  let at = from;
  for (const t of measureTimes(played, written, from, to)) {
    for (let c = 0; c < 3; c++) e3[c] = written[c]!.evaluate(t);
    eulerToQuaternionInto(e3, "xyz", q);
    const e = rotationAngleDeg(source(t), q);
    if (!(e <= error)) [error, at] = [Number.isNaN(e) ? Infinity : e, t];
  }
  return { error, at };
}
