/**
 * Maya's pre- and post-infinity for a written curve: the mode that continues the source beyond
 * its keys (notes-maya.md §6: constant, linear, cycle, cycleRelative, oscillate).
 *
 * @module
 */
import type { Curve } from "../../model/clip.ts";
import { type WrapKind, wrapModesOf } from "../../model/wrap.ts";
import type { BuildKey } from "./_keys.ts";
import { MayaTangent } from "./document.ts";

/** Maya's infinity word for a shared wrap kind, where one exists. */
const INFINITY_OF: Partial<Record<WrapKind, string>> = {
  clamp: "constant",
  loop: "cycle",
  pingpong: "oscillate",
};

/**
 * For a component curve that loops or ping-pongs beyond its keys: its own key range and the
 * Maya infinities that continue it the same way (Unity Loop ↔ cycle, PingPong ↔ oscillate,
 * clamp ↔ constant). The end keys keep their exact times: they set the period.
 */
export function carriedWrap(
  curve: Curve,
): { from: number; to: number; ends: [string, string] } | undefined {
  const modes = wrapModesOf(curve);
  if (modes === undefined) return undefined;
  const wraps = (k: WrapKind) => k === "loop" || k === "pingpong";
  if (!wraps(modes.pre) && !wraps(modes.post)) return undefined;
  const pre = INFINITY_OF[modes.pre];
  const post = INFINITY_OF[modes.post];
  const keys = curve.keyTimes();
  if (pre === undefined || post === undefined || keys.length < 2) return undefined;
  return { from: keys[0]!, to: keys[keys.length - 1]!, ends: [pre, post] };
}

/**
 * Which Maya infinity mode reproduces the source beyond its first (`pre`) or last key, probed
 * at a few distances; null when none does. For `linear`, the slope per second.
 */
function infinityOf(
  f: (t: number) => number,
  t0: number,
  t1: number,
  pre: boolean,
): { mode: string; slope: number } | null {
  if (!(t1 > t0)) return { mode: "constant", slope: 0 }; // one key: every mode gives its value
  const span = t1 - t0;
  const v0 = f(t0);
  const v1 = f(t1);
  const close = (a: number, b: number) =>
    Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  const probes = [0.13, 0.37, 0.71, 1.29, 2.43];
  const at = probes.map((p) => f(pre ? t0 - p * span : t1 + p * span));
  const matches = (expect: (p: number) => number) =>
    probes.every((p, i) => close(at[i]!, expect(p)));
  const frac = (p: number) => p - Math.floor(p);
  if (matches(() => (pre ? v0 : v1))) return { mode: "constant", slope: 0 };
  const cycled = (p: number) => f(pre ? t1 - frac(p) * span : t0 + frac(p) * span);
  if (matches(cycled)) return { mode: "cycle", slope: 0 };
  // A straight line is also cycleRelative; linear says it more simply.
  const slope = (at[0]! - (pre ? v0 : v1)) / ((pre ? -1 : 1) * probes[0]! * span);
  if (matches((p) => (pre ? v0 - p * span * slope : v1 + p * span * slope))) {
    return { mode: "linear", slope };
  }
  const step = v1 - v0;
  if (matches((p) => cycled(p) + (pre ? -1 : 1) * Math.ceil(p) * step)) {
    return { mode: "cycleRelative", slope: 0 };
  }
  const mirrored = (p: number) => {
    const q = p % 2;
    if (pre) return f(q < 1 ? t0 + q * span : t1 - (q - 1) * span);
    return f(q < 1 ? t1 - q * span : t0 + (q - 1) * span);
  };
  if (matches(mirrored)) return { mode: "oscillate", slope: 0 };
  return null;
}

/**
 * The infinities of a curve written from `keys` (frames of `fps`) for the source `f`: the Maya
 * mode that continues the source beyond the written keys, if any (a `linear` end gets the
 * fixed tangent of its slope, which Maya's linear infinity follows); otherwise constant, with a
 * warning in `warnings`.
 */
export function infinitiesFor(
  f: (t: number) => number,
  keys: BuildKey[],
  fps: number,
  name: string,
  warnings: string[],
): [string, string] {
  const ends: string[] = [];
  const first = keys[0]?.t ?? 0;
  const last = keys[keys.length - 1]?.t ?? 0;
  for (const pre of [true, false]) {
    const inf = infinityOf(f, first / fps, last / fps, pre);
    if (inf === null) {
      ends.push("constant");
      const where = pre ? "before the first" : "after the last";
      warnings.push(`${name}: values ${where} key are not kept (held constant)`);
      continue;
    }
    ends.push(inf.mode);
    if (inf.mode !== "linear") continue;
    const k = pre ? keys[0]! : keys[keys.length - 1]!;
    const angle = (Math.atan(inf.slope / fps) * 180) / Math.PI;
    if (pre) k.inType = MayaTangent.Fixed, k.inAngle = angle, k.inWeight = 1;
    else k.outType = MayaTangent.Fixed, k.outAngle = angle, k.outWeight = 1;
  }
  return [ends[0]!, ends[1]!];
}
