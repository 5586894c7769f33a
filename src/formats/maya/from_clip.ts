/**
 * Common model → Maya `.anim`: keys carried over exactly where the source is representable
 * (Maya curves as they are; cubic Hermite segments as non-weighted `fixed` tangents; held
 * segments as `step`/`stepnext`), otherwise resampled with `linear` keys, each track reporting
 * the worst error measured against the written file.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { Clip, Curve, Track } from "../../model/clip.ts";
import type { Value, ValueType } from "../../model/value_type.ts";
import { VectorCurve } from "../../curves/compose.ts";
import type { TrackReport, WriteOptions, WriteResult } from "../format.ts";
import { MayaAnimCurve } from "./curve.ts";
import {
  MAYA_HEADER_KEYWORDS,
  MAYA_TANGENT_WORDS,
  type MayaAnimData,
  type MayaDocument,
  type MayaItem,
  mayaKeys,
  MayaTangent,
  mayaTimeUnitWord,
} from "./document.ts";
import { mayaAnimCurve } from "./to_clip.ts";
import { writeMaya } from "./write.ts";

/** One key being built. Slopes are value units per second (per input unit if unitless). */
interface BuildKey {
  t: number;
  v: number;
  inType: number;
  outType: number;
  inAngle: number;
  outAngle: number;
  inWeight: number;
  outWeight: number;
}

/** One curve being built. */
interface BuildCurve {
  node: string;
  attribute: string;
  leaf: string;
  output: "linear" | "angular" | "time" | "unitless";
  weighted: boolean;
  timeInput: boolean;
  pre: string;
  post: string;
  keys: BuildKey[];
  /** The source, for measuring the written result. */
  source: (t: number) => number;
  sourceTimes: Float64Array;
  exact: boolean;
  /** The output unit word (null: the header's). */
  unit: string | null;
  /** Carried over from a Maya curve. */
  fromMaya: boolean;
}

const COMPONENT_NAMES: Partial<Record<ValueType, string[]>> = {
  float: [""],
  double: [""],
  bool: [""],
  float2: ["X", "Y"],
  double2: ["X", "Y"],
  float3: ["X", "Y", "Z"],
  double3: ["X", "Y", "Z"],
  float4: ["X", "Y", "Z", "W"],
  double4: ["X", "Y", "Z", "W"],
  color: ["R", "G", "B", "A"],
};

function component(value: Value, index: number, valueType: ValueType): number {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  const v = value as unknown as Record<string, number>;
  const keys = valueType === "color" ? ["r", "g", "b", "a"] : ["x", "y", "z", "w"];
  return v[keys[index]!]!;
}

/** Output type from an attribute name, as Maya's channels are typed. */
function outputFor(attribute: string, valueType: ValueType): BuildCurve["output"] {
  if (valueType === "bool") return "unitless";
  const a = attribute.toLowerCase();
  if (a.startsWith("translate") || a.startsWith("position")) return "linear";
  if (a.startsWith("rotate") || a.startsWith("rotation")) return "angular";
  return "unitless";
}

function newKey(t: number, v: number): BuildKey {
  return {
    t,
    v,
    inType: MayaTangent.Linear,
    outType: MayaTangent.Linear,
    inAngle: NaN,
    outAngle: NaN,
    inWeight: NaN,
    outWeight: NaN,
  };
}

const DEG = 180 / Math.PI;

/** Common-model vector property names → Maya channel names. */
const MAYA_CHANNEL: Record<string, string> = {
  position: "translate",
  translation: "translate",
  rotation: "rotate",
  scale: "scale",
};

/** Keys of a Maya curve carried over as they are (times converted to frames of `fps`). */
function fromMayaCurve(curve: MayaAnimCurve, fps: number): BuildKey[] {
  const k = curve.keys();
  const timeInput = curve.options.timeInput ?? true;
  const scale = timeInput ? fps : 1;
  const out: BuildKey[] = [];
  for (let i = 0; i < k.time.length; i++) {
    const key = newKey(k.time[i]! * scale, k.value[i]!);
    let inT = k.inType[i]!;
    let outT = k.outType[i]!;
    if (inT >= MAYA_TANGENT_WORDS.length) inT = MayaTangent.Spline;
    if (outT >= MAYA_TANGENT_WORDS.length) outT = MayaTangent.Spline;
    key.inType = inT;
    key.outType = outT;
    // Fixed vectors (seconds, value) back to angle/weight in (frames, value) space (§5).
    if (inT === MayaTangent.Fixed) {
      const x = k.inTanX[i]! * scale;
      const y = k.inTanY[i]!;
      key.inAngle = Math.atan2(y, x) * DEG;
      key.inWeight = curve.weighted ? Math.hypot(x, y) / 3 : 1;
    }
    if (outT === MayaTangent.Fixed) {
      const x = k.outTanX[i]! * scale;
      const y = k.outTanY[i]!;
      key.outAngle = Math.atan2(y, x) * DEG;
      key.outWeight = curve.weighted ? Math.hypot(x, y) / 3 : 1;
    }
    out.push(key);
  }
  return out;
}

/**
 * Keys for a generic scalar function with the given key times: each segment is tested for a
 * cubic (Hermite) shape, a hold (step/stepnext) or else resampled at `rate`.
 */
function fromFunction(
  f: (t: number) => number,
  times: Float64Array,
  fps: number,
  rate: number,
): { keys: BuildKey[]; exact: boolean } {
  const keys: BuildKey[] = [];
  let exact = true;
  // A curve without keys still has a value: keep it as one key at 0.
  if (times.length === 0) times = new Float64Array([0]);
  keys.push(newKey(times[0]!, f(times[0]!)));
  const setFixed = (key: BuildKey, side: "in" | "out", slope: number) => {
    const angle = Math.atan(slope / fps) * DEG;
    if (side === "in") {
      key.inType = MayaTangent.Fixed;
      key.inAngle = angle;
      key.inWeight = 1;
    } else {
      key.outType = MayaTangent.Fixed;
      key.outAngle = angle;
      key.outWeight = 1;
    }
  };
  for (let i = 0; i + 1 < times.length; i++) {
    const ta = times[i]!;
    const tb = times[i + 1]!;
    const h = tb - ta;
    const a = keys[keys.length - 1]!;
    const va = a.v;
    const vb = f(tb);
    const f1 = f(ta + h / 3);
    const f2 = f(ta + (2 * h) / 3);
    const probes = [0.1, 0.5, 0.9, 0.999];
    const scale = Math.max(1, Math.abs(va), Math.abs(vb), Math.abs(f1), Math.abs(f2));
    const tol = 1e-9 * scale;
    const b = newKey(tb, vb);
    // A hold: every inside sample equals one end.
    const inside = probes.map((p) => f(ta + p * h));
    if (va !== vb && [f1, f2, ...inside].every((x) => x === va)) {
      a.outType = MayaTangent.Step;
      b.inType = MayaTangent.Step;
      keys.push(b);
      continue;
    }
    if (va !== vb && [f1, f2, ...inside].every((x) => x === vb)) {
      a.outType = MayaTangent.StepNext;
      b.inType = MayaTangent.StepNext;
      keys.push(b);
      continue;
    }
    // Cubic through (0, va), (1/3, f1), (2/3, f2), (1, vb) in s = (t − ta)/h; the probes
    // (up to s = 0.999) catch a jump at the segment's end.
    const vEnd = vb;
    {
      // Newton divided differences on s = 0, 1/3, 2/3, 1.
      const d1 = va;
      const c1 = (f1 - va) * 3;
      const c2 = (f2 - f1) * 3;
      const c3 = (vEnd - f2) * 3;
      const e1 = (c2 - c1) * 1.5;
      const e2 = (c3 - c2) * 1.5;
      const g = e2 - e1;
      // p(s) = d1 + c1 s + e1 s(s−1/3) + g s(s−1/3)(s−2/3)
      const p = (s: number) => d1 + s * (c1 + (s - 1 / 3) * (e1 + g * (s - 2 / 3)));
      const dp = (s: number) => {
        // derivative of the Newton form
        const u = s - 1 / 3;
        const w = s - 2 / 3;
        return c1 + e1 * (u + s) + g * (u * w + s * w + s * u);
      };
      if (inside.every((x, j) => Math.abs(p(probes[j]!) - x) <= tol)) {
        const m0 = dp(0) / h;
        const m1 = dp(1) / h;
        const chord = (vb - va) / h;
        const lin = (m: number) => Math.abs(m - chord) <= 1e-12 * Math.max(1, Math.abs(chord));
        if (lin(m0) && lin(m1)) {
          a.outType = MayaTangent.Linear;
          b.inType = MayaTangent.Linear;
        } else {
          setFixed(a, "out", m0);
          setFixed(b, "in", m1);
        }
        keys.push(b);
        continue;
      }
    }
    // Resample the segment with linear keys.
    exact = false;
    const steps = Math.max(1, Math.ceil(h * rate - 1e-9));
    if (steps > 1_000_000) {
      throw new AnimkitError("maya", { kind: "none" }, "resampling would need too many keys");
    }
    for (let s = 1; s < steps; s++) {
      const t = ta + (h * s) / steps;
      keys.push(newKey(t, f(t)));
    }
    keys.push(b);
  }
  // End tangents: the first key's in-tangent and the last key's out-tangent follow their
  // other side (they matter for linear infinity only).
  const first = keys[0]!;
  if (first.outType === MayaTangent.Fixed) {
    first.inType = MayaTangent.Fixed;
    first.inAngle = first.outAngle;
    first.inWeight = 1;
  } else if (first.outType === MayaTangent.Step || first.outType === MayaTangent.StepNext) {
    first.inType = first.outType;
  }
  const last = keys[keys.length - 1]!;
  if (last.inType === MayaTangent.Fixed) {
    last.outType = MayaTangent.Fixed;
    last.outAngle = last.inAngle;
    last.outWeight = 1;
  } else if (last.inType === MayaTangent.Step || last.inType === MayaTangent.StepNext) {
    last.outType = MayaTangent.Step;
  }
  return { keys, exact };
}

/** Euler XYZ angles in degrees (Maya's default rotate order: X first, then Y, then Z). */
function eulerXYZ(x: number, y: number, z: number, w: number): [number, number, number] {
  const n = Math.hypot(x, y, z, w) || 1;
  x /= n;
  y /= n;
  z /= n;
  w /= n;
  const r00 = 1 - 2 * (y * y + z * z);
  const r10 = 2 * (x * y + w * z);
  const r20 = 2 * (x * z - w * y);
  const r21 = 2 * (y * z + w * x);
  const r22 = 1 - 2 * (x * x + y * y);
  const beta = Math.asin(Math.max(-1, Math.min(1, -r20)));
  return [Math.atan2(r21, r22) * DEG, beta * DEG, Math.atan2(r10, r00) * DEG];
}

/** The quaternion of Euler XYZ angles in degrees: q = qz · qy · qx. */
function quatXYZ(ax: number, ay: number, az: number): [number, number, number, number] {
  const h = Math.PI / 360;
  const [sx, cx] = [Math.sin(ax * h), Math.cos(ax * h)];
  const [sy, cy] = [Math.sin(ay * h), Math.cos(ay * h)];
  const [sz, cz] = [Math.sin(az * h), Math.cos(az * h)];
  return [
    sx * cy * cz - cx * sy * sz,
    cx * sy * cz + sx * cy * sz,
    cx * cy * sz - sx * sy * cz,
    cx * cy * cz + sx * sy * sz,
  ];
}

/**
 * A quaternion track as three Euler curves (degrees), sampled at the key times and at `rate`,
 * each channel kept continuous (±360°).
 */
function fromQuaternion(
  f: (t: number) => [number, number, number, number],
  times: Float64Array,
  rate: number,
): BuildKey[][] {
  const ts: number[] = [];
  if (times.length > 0) {
    const t0 = times[0]!;
    const t1 = times[times.length - 1]!;
    const steps = Math.ceil((t1 - t0) * rate - 1e-9);
    if (steps > 1_000_000) {
      throw new AnimkitError("maya", { kind: "none" }, "resampling would need too many keys");
    }
    const grid: number[] = [];
    for (let i = 0; i <= steps; i++) grid.push(Math.min(t1, t0 + i / rate));
    let j = 0;
    for (const t of grid) {
      while (j < times.length && times[j]! < t) ts.push(times[j++]!);
      if (ts.length === 0 || t > ts[ts.length - 1]!) ts.push(t);
      while (j < times.length && times[j]! <= t) j++;
    }
    while (j < times.length) ts.push(times[j++]!);
  }
  const out: BuildKey[][] = [[], [], []];
  let prev: number[] | null = null;
  for (const t of ts) {
    const e = eulerXYZ(...f(t));
    if (prev !== null) {
      for (let c = 0; c < 3; c++) e[c] = e[c]! + 360 * Math.round((prev[c]! - e[c]!) / 360);
    }
    prev = e;
    for (let c = 0; c < 3; c++) out[c]!.push(newKey(t, e[c]!));
  }
  return out;
}

/**
 * Which Maya infinity mode reproduces the source beyond its first (`pre`) or last key, probed
 * at a few distances; null when none does. For `linear`, the slope per second.
 */
function infinityOf(
  f: (t: number) => number,
  times: Float64Array,
  pre: boolean,
): { mode: string; slope: number } | null {
  const n = times.length;
  if (n < 2) return { mode: "constant", slope: 0 }; // one key: every mode gives its value
  const t0 = times[0]!;
  const t1 = times[n - 1]!;
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

/** Scalar component functions of a track, with their own key times. */
function components(track: Track): { f: (t: number) => number; times: Float64Array }[] | null {
  const names = COMPONENT_NAMES[track.valueType];
  if (names === undefined) return null;
  const curve: Curve = track.curve;
  if (curve instanceof VectorCurve && curve.components.length === names.length) {
    return curve.components.map((c) => ({ f: (t: number) => c.evaluate(t), times: c.keyTimes() }));
  }
  const times = curve.keyTimes();
  return names.map((_, i) => ({
    f: (t: number) => component(curve.evaluate(t), i, track.valueType),
    times,
  }));
}

/**
 * Converts a Clip to a Maya `.anim` file (animVersion 1.1, Maya 2026 layout).
 *
 * - Maya curves (semantics `maya`) are copied key for key: tangent types, fixed angles and
 *   weights, weighting and infinities.
 * - Other curves: segments that are cubic in time become non-weighted `fixed` tangents
 *   (`linear` when straight), held segments `step`/`stepnext`; anything else is resampled at
 *   `options.rate` (default: the time unit's rate) with `linear` keys. Before and after the
 *   keys, the infinity mode that reproduces the source (constant, cycle, cycleRelative,
 *   oscillate, linear) is chosen by probing; otherwise constant, with a warning.
 * - `float`/`double` tracks give one curve, vector and color tracks one per component
 *   (`translate` → `translate.translateX`…), `bool` a unitless 0/1 curve. Quaternion tracks
 *   become `rotate.rotateX/Y/Z` Euler curves in degrees (XYZ order) resampled at the rate, the
 *   error being the rotation angle. Integer and string tracks cannot be held: an error, or
 *   dropped with `dropUnmappable`.
 * - Output type from the attribute name (`translate*`/`position*` linear, `rotate*`/`rotation*`
 *   angular, else unitless); `position`/`rotation` vectors go to Maya's `translate`/`rotate`
 *   channels. Values are written as they are: Maya curves keep their units; others are taken
 *   as metres and degrees (the header says so; `outputUnit` where a curve differs).
 * - Clipboard address: one row per node in order of appearance, `row 0 child 0`, attr = the
 *   curve's index on its node.
 *
 * @example
 * ```ts ignore
 * const { bytes, tracks } = mayaFromClip(clip, { rate: 30 });
 * ```
 */
export function mayaFromClip(clip: Clip, options: WriteOptions = {}): WriteResult {
  if (options.version !== undefined && options.version !== "1.1") {
    throw new AnimkitError("maya", { kind: "none" }, `cannot write animVersion ${options.version}`);
  }
  const mayaFps = clip.tracks.map((t) =>
    t.curve instanceof MayaAnimCurve ? t.curve.options.fps : undefined
  ).find((x) => x !== undefined);
  const fps = options.rate ?? mayaFps ?? 30;
  if (!(fps > 0) || !Number.isFinite(fps)) {
    throw new AnimkitError("maya", { kind: "none" }, `bad rate ${fps}`);
  }
  const warnings: string[] = [];
  const reports: TrackReport[] = [];
  const built: {
    track: Track;
    curves: BuildCurve[];
    keysBefore: number;
    slot: number;
    measure?: (written: MayaAnimCurve[]) => number;
  }[] = [];
  for (const track of clip.tracks) {
    const slot = reports.length;
    if (track.curve instanceof MayaAnimCurve) {
      const c = track.curve;
      const attribute = track.property;
      built.push({
        track,
        slot,
        keysBefore: c.length,
        curves: [{
          node: track.node,
          attribute,
          leaf: attribute.slice(attribute.lastIndexOf(".") + 1),
          output: c.options.output ?? outputFor(attribute, "float"),
          unit: c.options.unit ?? null,
          fromMaya: true,
          weighted: c.weighted,
          timeInput: c.options.timeInput ?? true,
          pre: c.preInfinity,
          post: c.postInfinity,
          keys: fromMayaCurve(c, fps),
          source: (t) => c.evaluate(t),
          sourceTimes: c.keyTimes(),
          exact: true,
        }],
      });
      reports.push(undefined as unknown as TrackReport);
      continue;
    }
    if (track.valueType === "floatQ" || track.valueType === "doubleQ") {
      const q = (t: number): [number, number, number, number] => {
        const v = track.curve.evaluate(t) as { x: number; y: number; z: number; w: number };
        return [v.x, v.y, v.z, v.w];
      };
      const times = track.curve.keyTimes();
      const channels = fromQuaternion(q, times, fps);
      const curves: BuildCurve[] = channels.map((keys, c) => {
        for (const k of keys) k.t *= fps;
        const leaf = `rotate${"XYZ"[c]}`;
        return {
          node: track.node,
          attribute: `rotate.${leaf}`,
          leaf,
          output: "angular",
          weighted: false,
          timeInput: true,
          pre: "constant",
          post: "constant",
          keys,
          source: () => 0,
          sourceTimes: times,
          exact: false,
          unit: "deg",
          fromMaya: false,
        };
      });
      built.push({
        track,
        curves,
        keysBefore: track.curve instanceof VectorCurve
          ? track.curve.components.reduce((n, c) => n + c.keyTimes().length, 0)
          : times.length * 4,
        slot,
        // The angle between the source rotation and the written Euler rotation, in degrees.
        measure: (written) => {
          let worst = 0;
          const at = (t: number) => {
            const raw = q(t);
            const n = Math.hypot(...raw) || 1;
            const a = raw.map((v) => v / n);
            const b = quatXYZ(
              written[0]!.evaluate(t),
              written[1]!.evaluate(t),
              written[2]!.evaluate(t),
            );
            const sign = a[0]! * b[0] + a[1]! * b[1] + a[2]! * b[2] + a[3]! * b[3] < 0 ? -1 : 1;
            let dm = 0;
            let dp = 0;
            for (let i = 0; i < 4; i++) {
              dm += (a[i]! - sign * b[i]!) ** 2;
              dp += (a[i]! + sign * b[i]!) ** 2;
            }
            // Rotation angle = twice the angle between the unit 4-vectors (atan2 form: precise
            // near 0).
            const angle = 4 * Math.atan2(Math.sqrt(dm), Math.sqrt(dp)) * DEG;
            if (!(angle <= worst)) worst = angle !== angle ? Infinity : angle;
          };
          const wt = written[0]!.keyTimes();
          for (const t of times) at(t);
          for (let i = 0; i + 1 < wt.length; i++) {
            for (const p of [0.25, 0.5, 0.75]) at(wt[i]! + p * (wt[i + 1]! - wt[i]!));
          }
          return worst;
        },
      });
      reports.push(undefined as unknown as TrackReport);
      continue;
    }
    const comps = components(track);
    if (comps === null) {
      const note = `${track.valueType} tracks have no Maya curve type`;
      if (!options.dropUnmappable) {
        throw new AnimkitError(
          "maya",
          { kind: "none" },
          `track ${track.node}.${track.property}: ${note} (use dropUnmappable to leave it out)`,
        );
      }
      reports.push({
        node: track.node,
        property: track.property,
        mapping: "dropped",
        keysBefore: track.curve.keyTimes().length,
        keysAfter: 0,
        maxError: 0,
        note,
      });
      continue;
    }
    const names = COMPONENT_NAMES[track.valueType]!;
    const curves: BuildCurve[] = [];
    let keysBefore = 0;
    comps.forEach((comp, i) => {
      const p = track.property;
      const leafBase = p.slice(p.lastIndexOf(".") + 1);
      // Vector tracks named as the common model names them go to Maya's channels.
      const base = names[i] === "" ? leafBase : MAYA_CHANNEL[leafBase] ?? leafBase;
      const attribute = names[i] === "" ? p : `${base === leafBase ? p : base}.${base}${names[i]}`;
      const { keys, exact } = fromFunction(comp.f, comp.times, fps, fps);
      keysBefore += comp.times.length;
      // Infinities: the Maya mode that reproduces the source outside its keys, if any.
      const ends: string[] = [];
      for (const pre of [true, false]) {
        const inf = infinityOf(comp.f, comp.times, pre);
        if (inf === null) {
          ends.push("constant");
          warnings.push(
            `${track.node}.${attribute}: values ${
              pre ? "before the first" : "after the last"
            } key are not kept (held constant)`,
          );
          continue;
        }
        ends.push(inf.mode);
        if (inf.mode === "linear") {
          // Linear infinity follows the end key's outer tangent: make it that slope.
          const k = pre ? keys[0]! : keys[keys.length - 1]!;
          const angle = Math.atan(inf.slope / fps) * DEG;
          if (pre) {
            k.inType = MayaTangent.Fixed;
            k.inAngle = angle;
            k.inWeight = 1;
          } else {
            k.outType = MayaTangent.Fixed;
            k.outAngle = angle;
            k.outWeight = 1;
          }
        }
      }
      for (const k of keys) k.t *= fps;
      curves.push({
        node: track.node,
        attribute,
        leaf: attribute.slice(attribute.lastIndexOf(".") + 1),
        output: outputFor(attribute, track.valueType),
        weighted: false,
        timeInput: true,
        pre: ends[0]!,
        post: ends[1]!,
        keys,
        source: comp.f,
        sourceTimes: comp.times,
        exact,
        unit: null,
        fromMaya: false,
      });
    });
    built.push({ track, curves, keysBefore, slot });
    reports.push(undefined as unknown as TrackReport);
  }
  // The document. Header units: those of the first Maya curve of each kind; otherwise metres
  // (the common model's usual unit; values are written as they are) and degrees.
  const all = built.flatMap((b) => b.curves);
  const mayaUnit = (kind: string) =>
    all.find((c) => c.output === kind && c.fromMaya)?.unit ?? undefined;
  const linearUnit = mayaUnit("linear") ?? "m";
  const angularUnit = mayaUnit("angular") ?? "deg";
  for (const c of all) {
    if (c.unit === null) {
      c.unit = c.output === "linear" ? "m" : c.output === "angular" ? "deg" : null;
    }
  }
  const total = all.reduce((s, c) => s + c.keys.length, 0);
  const keys = mayaKeys(total);
  const items: MayaItem[] = [];
  const attrIndex = new Map<string, number>();
  let start = Infinity;
  let end = -Infinity;
  let at = 0;
  for (const c of all) {
    const index = attrIndex.get(c.node) ?? 0;
    attrIndex.set(c.node, index + 1);
    const data: MayaAnimData = {
      input: c.timeInput ? "time" : "unitless",
      output: c.output,
      weighted: c.weighted ? 1 : 0,
      inputUnit: null,
      // Verbose units only where the curve's unit is not the header's.
      outputUnit: (c.output === "linear" && c.unit !== linearUnit) ||
          (c.output === "angular" && c.unit !== angularUnit)
        ? c.unit
        : null,
      tangentAngleUnit: null,
      preInfinity: c.pre,
      postInfinity: c.post,
      order: [],
      firstKey: at,
      keyCount: c.keys.length,
    };
    data.order = data.outputUnit !== null
      ? ["input", "output", "weighted", "outputUnit", "preInfinity", "postInfinity", "keys"]
      : ["input", "output", "weighted", "preInfinity", "postInfinity", "keys"];
    for (const k of c.keys) {
      keys.time[at] = k.t;
      keys.value[at] = k.v;
      keys.inType[at] = k.inType;
      keys.outType[at] = k.outType;
      // Tangents locked when both sides agree (editing state only; no effect on evaluation).
      keys.tanLocked[at] = k.inType === k.outType &&
          (k.inType !== MayaTangent.Fixed || k.inAngle === k.outAngle)
        ? 1
        : 0;
      keys.inAngle[at] = k.inAngle;
      keys.inWeight[at] = k.inWeight;
      keys.outAngle[at] = k.outAngle;
      keys.outWeight[at] = k.outWeight;
      at++;
    }
    if (c.timeInput && c.keys.length > 0) {
      start = Math.min(start, c.keys[0]!.t);
      end = Math.max(end, c.keys[c.keys.length - 1]!.t);
    }
    const names = c.node !== ""
      ? [c.attribute || c.leaf || "value", c.leaf || c.attribute || "value", c.node]
      : c.attribute !== ""
      ? [c.attribute]
      : [];
    items.push({
      line: 0,
      names,
      attribute: c.attribute,
      leaf: c.leaf,
      node: c.node,
      row: 0,
      child: 0,
      attr: index,
      data,
    });
  }
  if (!Number.isFinite(start)) start = end = 0;
  const doc: MayaDocument = {
    header: {
      animVersion: "1.1",
      mayaVersion: "2026",
      timeUnit: mayaTimeUnitWord(fps),
      linearUnit,
      angularUnit,
      startTime: start,
      endTime: end,
      startUnitless: null,
      endUnitless: null,
      order: MAYA_HEADER_KEYWORDS.slice(0, 7),
    },
    items,
    keys,
    tangentWords: [...MAYA_TANGENT_WORDS],
    lineEnding: "\n",
  };
  if (linearUnit === "m" && all.some((c) => c.output === "linear" && !c.fromMaya)) {
    warnings.push("linear values are written as they are and labelled metres (linearUnit m)");
  }
  // Maya keys must ascend in time (notes-maya.md §2); a source whose key times do not (a
  // Clip built by hand, a file with a negative frame interval) cannot be written.
  for (const it of items) {
    const d = it.data;
    if (d === null) continue;
    for (let i = d.firstKey + 1; i < d.firstKey + d.keyCount; i++) {
      if (!(keys.time[i]! > keys.time[i - 1]!)) {
        throw new AnimkitError(
          "maya",
          { kind: "none" },
          `${it.node}.${it.attribute}: key times ${keys.time[i - 1]} and ${
            keys.time[i]
          } (${doc.header.timeUnit}) are not in increasing order`,
        );
      }
    }
  }
  const bytes = writeMaya(doc);
  // Measure: evaluate what was written against the source.
  let item = 0;
  for (const b of built) {
    let maxError = 0;
    let keysAfter = 0;
    let exact = true;
    if (b.measure !== undefined) {
      const written = b.curves.map(() => mayaAnimCurve(doc, items[item++]!.data!));
      keysAfter = written.reduce((s, w) => s + w.length, 0);
      exact = false;
      maxError = b.measure(written);
    }
    for (const c of b.measure !== undefined ? [] : b.curves) {
      const data = items[item++]!.data!;
      keysAfter += data.keyCount;
      exact &&= c.exact;
      const written = mayaAnimCurve(doc, data);
      const check = (t: number) => {
        const e = Math.abs(written.evaluate(t) - c.source(t));
        if (e > maxError || e !== e) maxError = e !== e ? Infinity : e;
      };
      const times = c.sourceTimes;
      const wt = written.keyTimes();
      for (const t of times) check(t);
      for (let i = 0; i + 1 < wt.length; i++) {
        for (const p of [0.25, 0.5, 0.75]) check(wt[i]! + p * (wt[i + 1]! - wt[i]!));
      }
    }
    reports[b.slot] = {
      node: b.track.node,
      property: b.track.property,
      mapping: exact ? "exact" : "resampled",
      keysBefore: b.keysBefore,
      keysAfter,
      maxError,
      ...(exact ? {} : {
        note: b.measure !== undefined
          ? `Euler XYZ degrees resampled at ${fps} Hz; max error is the rotation angle (°)`
          : `resampled at ${fps} Hz with linear keys`,
      }),
    };
  }
  return { bytes, tracks: reports, warnings };
}
