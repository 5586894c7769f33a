/**
 * Common model → Maya `.anim`. Maya curves are copied as they are; any other track goes through
 * the fitting engine with Maya's profile (held `step`, `linear` and non-weighted `fixed`
 * Hermite tangents per key, keys the fit adds on whole frames), one curve per component;
 * quaternion tracks become continuous Euler `rotate.rotateX/Y/Z` curves in degrees. Each track
 * reports the worst error measured against the written file.
 *
 * @module
 */
import { rotationAngleDeg } from "../../model/compare.ts";
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
import { defaultTrackTolerance, type FitResult, fitTrack } from "../../convert/fit.ts";
import { fitDiscrete } from "../../convert/fit_discrete.ts";
import { dropTrack, fitOptionsFor } from "../../convert/fit_clip.ts";
import { componentCurves } from "../../convert/component_curves.ts";
import { EulerDegreesCurve } from "../../convert/euler_curve.ts";
import { DEFAULT_ROTATION_TOLERANCE_DEG } from "../../convert/tolerance.ts";
import type { FitProfile } from "../../convert/profile.ts";
import { KEYED_HERMITE, KEYED_STEP } from "../../model/keyed.ts";
import { type WrapKind, wrapModesOf } from "../../model/wrap.ts";

/**
 * What Maya curves hold, for the fitting engine: `step`, `linear` and non-weighted `fixed`
 * (Hermite) tangents chosen per key, keys the fit adds snapped to whole frames of `fps`,
 * negative times allowed, times and values written as decimals.
 *
 * @example
 * ```ts
 * import { mayaProfile } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(mayaProfile(30).frameStep, 1 / 30);
 * ```
 */
export function mayaProfile(fps: number): FitProfile {
  return {
    name: "maya",
    hold: true,
    linear: true,
    hermite: true,
    perKeyKinds: true,
    quaternionLinear: "nlerp",
    negativeTimes: true,
    float32: false,
    frameStep: 1 / fps,
  };
}

/**
 * Seconds → frames, on the whole frame when within float32 rounding of it (a key stored at
 * 0.1 s as a 32-bit float is frame 3, not 3.0000000447).
 */
function toFrame(seconds: number, fps: number): number {
  const f = seconds * fps;
  const whole = Math.round(f);
  return Math.abs(f - whole) <= 2e-6 * Math.max(1, Math.abs(f)) ? whole : f;
}

/** Maya's infinity word for a shared wrap kind, where one exists. */
const INFINITY_OF: Partial<Record<WrapKind, string>> = {
  clamp: "constant",
  loop: "cycle",
  pingpong: "oscillate",
};

/**
 * For a component curve that loops or ping-pongs beyond its keys: its own key range and the
 * Maya infinities that continue it the same way (Unity Loop ↔ cycle, PingPong ↔ oscillate,
 * clamp ↔ constant).
 */
function carriedWrap(
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

/** Frame rates a clip's key times are tried against, in order (30 Hz, Maya's default, first). */
const FRAME_RATES = [30, 24, 25, 60, 48, 50, 120, 100, 240];

/**
 * The first common frame rate on whose frames every key time of the clip falls (a clip read
 * from a 60 fps Maya file and written through another format comes back as ntscf), or undefined.
 */
function inferFps(clip: Clip): number | undefined {
  const times: number[] = [];
  for (const track of clip.tracks) {
    const keys = track.curve.keyTimes();
    for (let i = 0; i < keys.length && times.length < 100_000; i++) times.push(keys[i]!);
  }
  if (times.length === 0) return undefined;
  return FRAME_RATES.find((fps) =>
    times.every((t) => {
      const f = t * fps;
      // Float32 key times (AnimJ, glTF) sit within a few parts in 10^7 of the frame.
      return Math.abs(f - Math.round(f)) <= 2e-6 * Math.max(1, Math.abs(f));
    })
  );
}

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
  /** The fit that made the keys. */
  fit?: FitResult;
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
  // The names users have for a transform (any case): glTF's, Resonite's, Unity's, MRTK's.
  position: "translate",
  translation: "translate",
  localposition: "translate",
  rotation: "rotate",
  localrotation: "rotate",
  scale: "scale",
  localscale: "scale",
  localeulerangles: "rotate",
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
 * Maya keys (times still in seconds) for one component of fitted keys: `step` before a held
 * segment, `linear` around straight ones, `fixed` tangents (angle in frame/value space, weight
 * 1) around Hermite ones. The end keys' outer tangents follow their inner side.
 */
function keysFromFit(fit: FitResult, c: number, fps: number): BuildKey[] {
  const k = fit.keys;
  const n = k.times.length;
  const dims = k.dims;
  const out: BuildKey[] = [];
  const kindOf = (i: number) => k.kinds[Math.max(0, Math.min(n - 2, i))]!;
  for (let i = 0; i < n; i++) {
    const key = newKey(k.times[i]!, k.values[i * dims + c]!);
    const side = (kind: number, slope: number, which: "in" | "out") => {
      const type = kind === KEYED_STEP
        ? MayaTangent.Step
        : kind === KEYED_HERMITE
        ? MayaTangent.Fixed
        : MayaTangent.Linear;
      if (which === "in") key.inType = type;
      else key.outType = type;
      if (type !== MayaTangent.Fixed) return;
      const angle = Math.atan(slope / fps) * DEG;
      if (which === "in") {
        key.inAngle = angle;
        key.inWeight = 1;
      } else {
        key.outAngle = angle;
        key.outWeight = 1;
      }
    };
    const before = n < 2 ? KEYED_STEP : i > 0 ? kindOf(i - 1) : kindOf(0);
    const after = n < 2 ? KEYED_STEP : i + 1 < n ? kindOf(i) : kindOf(n - 2);
    side(before, i > 0 ? k.inSlopes[i * dims + c]! : k.outSlopes[i * dims + c]!, "in");
    side(after, i + 1 < n ? k.outSlopes[i * dims + c]! : k.inSlopes[i * dims + c]!, "out");
    out.push(key);
  }
  return out;
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
  const fps = options.rate ?? mayaFps ?? inferFps(clip) ?? 30;
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
    const fitOptions = fitOptionsFor(clip, track, true, options, "maya");
    const { from, to } = fitOptions;
    if (track.valueType === "floatQ" || track.valueType === "doubleQ") {
      const q = (t: number): [number, number, number, number] => {
        const v = track.curve.evaluate(t) as { x: number; y: number; z: number; w: number };
        return [v.x, v.y, v.z, v.w];
      };
      const times = track.curve.keyTimes();
      // Continuous Euler angles in degrees, fitted to 0.01° per curve by default.
      const euler = new EulerDegreesCurve(track.curve, from, to);
      const fit = fitTrack(
        { node: track.node, property: "rotate", valueType: "float3", curve: euler },
        mayaProfile(fps),
        { ...fitOptions, tolerance: options.tolerance ?? DEFAULT_ROTATION_TOLERANCE_DEG },
      );
      const curves: BuildCurve[] = [0, 1, 2].map((c) => {
        const keys = keysFromFit(fit, c, fps);
        for (const k of keys) k.t = toFrame(k.t, fps);
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
          fit,
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
            const b = quatXYZ(
              written[0]!.evaluate(t),
              written[1]!.evaluate(t),
              written[2]!.evaluate(t),
            );
            const angle = rotationAngleDeg(q(t), b);
            if (!(angle <= worst)) worst = angle !== angle ? Infinity : angle;
          };
          const wt = written[0]!.keyTimes();
          for (const t of times) if (t >= from && t <= to) at(t);
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
      reports.push(
        dropTrack(track, `${track.valueType} tracks have no Maya curve type`, options, "maya"),
      );
      continue;
    }
    const names = COMPONENT_NAMES[track.valueType]!;
    const curves: BuildCurve[] = [];
    let keysBefore = 0;
    const parts = track.valueType === "bool" ? [track.curve] : componentCurves(track.curve);
    const tolerance = options.tolerance ??
      (track.valueType === "bool" ? 0 : defaultTrackTolerance(track, from, to));
    comps.forEach((comp, i) => {
      const p = track.property;
      const leafBase = p.slice(p.lastIndexOf(".") + 1);
      // Vector tracks named as the common model names them go to Maya's channels.
      const base = names[i] === "" ? leafBase : MAYA_CHANNEL[leafBase.toLowerCase()] ?? leafBase;
      const attribute = names[i] === "" ? p : `${base === leafBase ? p : base}.${base}${names[i]}`;
      let keys: BuildKey[];
      let fit: FitResult | undefined;
      let wrapEnds: [string, string] | undefined;
      if (track.valueType === "bool") {
        // Held 0/1 keys at the transitions, `step` between them.
        const held = fitDiscrete(track, { from, to });
        keys = Array.from(held.times, (t, k) => {
          const key = newKey(t, held.values[k] === true ? 1 : 0);
          key.inType = MayaTangent.Step;
          key.outType = MayaTangent.Step;
          return key;
        });
      } else {
        // A curve that loops or ping-pongs (Unity) keeps its own keys and becomes a Maya cycle
        // or oscillate infinity instead of being baked over the clip.
        const carried = carriedWrap(parts[i]!);
        const range = carried === undefined ? {} : { from: carried.from, to: carried.to };
        fit = fitTrack(
          { node: track.node, property: attribute, valueType: "float", curve: parts[i]! },
          mayaProfile(fps),
          { ...fitOptions, ...range, tolerance },
        );
        keys = keysFromFit(fit, 0, fps);
        if (carried !== undefined) wrapEnds = carried.ends;
      }
      const exact = fit === undefined || fit.mapping === "exact";
      const firstT = keys[0]?.t ?? 0;
      const lastT = keys[keys.length - 1]?.t ?? 0;
      keysBefore += comp.times.length;
      // Infinities: the Maya mode that reproduces the source outside its keys, if any.
      const ends: string[] = wrapEnds === undefined ? [] : [...wrapEnds];
      for (const pre of wrapEnds === undefined ? [true, false] : []) {
        // Beyond the written keys: the Maya mode that continues the source there, if any.
        const inf = infinityOf(
          comp.f,
          new Float64Array(firstT === lastT ? [firstT] : [firstT, lastT]),
          pre,
        );
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
      for (const k of keys) k.t = toFrame(k.t, fps);
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
        sourceTimes: comp.times.filter((t) => t >= from && t <= to),
        exact,
        unit: null,
        fromMaya: false,
        ...(fit === undefined ? {} : { fit }),
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
  // Double-precision tracks become float curves: record their types for the way back.
  const recorded: Record<string, string> = {};
  for (const b of built) {
    if (b.track.valueType.startsWith("double") && b.track.valueType !== "doubleQ") {
      recorded[`${b.track.node}.${b.track.property}`] = b.track.valueType;
    }
  }
  if (Object.keys(recorded).length > 0) doc.valueTypes = recorded;
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
      for (const t of wt) check(t);
      for (let i = 0; i + 1 < wt.length; i++) {
        for (const p of [0.25, 0.5, 0.75]) check(wt[i]! + p * (wt[i + 1]! - wt[i]!));
      }
    }
    const fits = b.curves.map((c) => c.fit).filter((f) => f !== undefined);
    const tolerance = fits.length === 0 ? undefined : Math.max(...fits.map((f) => f.tolerance));
    const notes = [...new Set(fits.flatMap((f) => f.notes))];
    if (b.measure !== undefined) {
      notes.unshift(
        "Euler XYZ curves in degrees, fitted per curve; max error is the rotation angle",
      );
    }
    reports[b.slot] = {
      node: b.track.node,
      property: b.track.property,
      mapping: exact && b.measure === undefined ? "exact" : "fitted",
      keysBefore: b.keysBefore,
      keysAfter,
      maxError,
      ...(tolerance === undefined ? {} : { tolerance }),
      ...(b.measure !== undefined ? { unit: "deg" } : {}),
      ...(fits.length === 0 ? {} : { holdsOutside: [fits[0]!.from, fits[0]!.to] as const }),
      ...(notes.length === 0 ? {} : { note: notes.join("; ") }),
    };
  }
  return { bytes, tracks: reports, warnings };
}
