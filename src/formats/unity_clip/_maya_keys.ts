/**
 * Maya curves as Unity keys, segment for segment: both formats play a weighted segment as a
 * cubic Bézier in time and value, and a non-weighted one as a cubic Hermite, so the keys carry
 * over without fitting.
 *
 * Maya's weighted segment from key i to key i+1 has time control points at `t0 + outX/3` and
 * `t1 − inX/3` (notes-maya.md §5); Unity's has them at `t0 + w_out·dt` and `t1 − w_in·dt` with
 * the value handles `v0 + w_out·dt·outSlope` and `v1 − w_in·dt·inSlope` (notes-mrtk.md §3.6).
 *
 * @module
 */
import { MayaAnimCurve } from "../maya/curve.ts";
import { MayaTangent } from "../maya/document.ts";
import { type UnityKeys, unityKeys, UnityWrapMode } from "../../curves/unity_curve.ts";

/** Unity keys for Maya curves that share key times, with the wrap mode both ends continue with. */
export interface MayaAsUnityKeys {
  /** One set of keys per curve (values and slopes scaled by the curve's factor). */
  readonly keys: UnityKeys[];
  /** The public `WrapMode` before the keys. */
  readonly preWrap: number;
  /** The public `WrapMode` after the keys. */
  readonly postWrap: number;
}

const WRAP: Readonly<Record<string, number>> = {
  constant: UnityWrapMode.ClampForever,
  cycle: UnityWrapMode.Loop,
  oscillate: UnityWrapMode.PingPong,
};

/**
 * Maya curves (time input, the same key times, infinities Unity has) as Unity keys, each scaled
 * by its factor; null when a curve has something Unity cannot play the same way (`stepnext`,
 * `linear`/`cycleRelative` infinities, handles outside their segment, vertical tangents).
 *
 * @example
 * ```ts ignore
 * const keys = mayaCurvesAsUnityKeys([{ curve: translateX, factor: 0.01 }]);
 * ```
 */
export function mayaCurvesAsUnityKeys(
  parts: readonly { readonly curve: unknown; readonly factor: number; readonly fill?: number }[],
): MayaAsUnityKeys | null {
  const curves = parts.map((p) => p.curve);
  // Axes without a curve hold their fill value at the others' key times.
  if (!curves.every((c) => c === undefined || c instanceof MayaAnimCurve)) return null;
  const first = curves.find((c): c is MayaAnimCurve => c !== undefined);
  if (first === undefined) return null;
  const preWrap = WRAP[first.preInfinity];
  const postWrap = WRAP[first.postInfinity];
  if (preWrap === undefined || postWrap === undefined) return null;
  const times = first.keys().time;
  const n = times.length;
  const out: UnityKeys[] = [];
  for (let p = 0; p < curves.length; p++) {
    const curve = curves[p];
    if (curve === undefined) {
      const u = unityKeys(n);
      u.time.set(times);
      u.value.fill(parts[p]!.fill ?? 0);
      u.inWeight.fill(1 / 3);
      u.outWeight.fill(1 / 3);
      out.push(u);
      continue;
    }
    if (!(curve instanceof MayaAnimCurve)) return null;
    if (curve.options.timeInput === false) return null;
    if (curve.preInfinity !== first.preInfinity || curve.postInfinity !== first.postInfinity) {
      return null;
    }
    const k = curve.keys();
    if (k.time.length !== n || k.time.some((t, i) => t !== times[i])) return null;
    const f = parts[p]!.factor;
    const u = unityKeys(n);
    u.inWeight.fill(1 / 3);
    u.outWeight.fill(1 / 3);
    for (let i = 0; i < n; i++) {
      u.time[i] = k.time[i]!;
      u.value[i] = k.value[i]! * f;
    }
    for (let i = 0; i + 1 < n; i++) {
      const dt = k.time[i + 1]! - k.time[i]!;
      const dv = k.value[i + 1]! - k.value[i]!;
      if (!(dt > 0)) return null;
      const outType = k.outType[i]!;
      if (outType === MayaTangent.StepNext) return null;
      if (outType === MayaTangent.Step) {
        u.outTangent[i] = Infinity;
        u.inTangent[i + 1] = Infinity;
        continue;
      }
      if (outType === MayaTangent.Linear && k.inType[i + 1] === MayaTangent.Linear) {
        u.outTangent[i] = (dv / dt) * f;
        u.inTangent[i + 1] = (dv / dt) * f;
        continue;
      }
      const [, , outX, outY] = curve.tangents(i);
      const [inX, inY] = curve.tangents(i + 1);
      if (!(outX > 0) || !(inX > 0)) return null;
      u.outTangent[i] = (outY / outX) * f;
      u.inTangent[i + 1] = (inY / inX) * f;
      if (curve.weighted) {
        // Handle lengths in time, as fractions of the segment.
        const wOut = outX / 3 / dt;
        const wIn = inX / 3 / dt;
        if (!(wOut <= 1) || !(wIn <= 1)) return null;
        u.outWeight[i] = wOut;
        u.inWeight[i + 1] = wIn;
        u.weightedMode[i]! |= 2;
        u.weightedMode[i + 1]! |= 1;
      }
    }
    out.push(u);
  }
  return { keys: out, preWrap, postWrap };
}
