/**
 * One source track → Maya curves, measured as written: Maya curves carried key for key, booleans
 * as held 0/1 keys, numbers fitted per component, rotations as Euler xyz curves fitted to the
 * rotation they play. A fitted track whose measured error exceeds its tolerance is fitted again
 * tighter, then fails unless best effort is asked for.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { Curve, Track } from "../../model/clip.ts";
import { keyedComponentsOf } from "../../model/keyed.ts";
import { type FitOptions, type FitResult, fitTrack } from "../../convert/fit.ts";
import { fitDiscrete } from "../../convert/fit_discrete.ts";
import { EulerDegreesCurve } from "../../convert/euler_curve.ts";
import { playedKeyTimes } from "../../convert/played_times.ts";
import { componentCurves } from "../../convert/component_curves.ts";
import type { FitProfile } from "../../convert/profile.ts";
import type { TrackReport } from "../format.ts";
import type { MayaAnimCurve } from "./curve.ts";
import { MayaTangent } from "./document.ts";
import { keysFromFit, keysOfMayaCurve, newKey, resolveJumps } from "./_keys.ts";
import { carriedWrap, infinitiesFor } from "./_infinity.ts";
import type { BuildCurve } from "./_document_of.ts";
import { measureCurve, type Measured, measureRotation, playedCurves } from "./_measure.ts";

/** Curves built for one track and how they measure against it. */
export interface BuiltTrack {
  /** The curves, in writing order. */
  readonly curves: BuildCurve[];
  /** The worst error measured on them. */
  readonly measured: Measured;
  /** The fits that made them (none when carried or discrete). */
  readonly fits: readonly FitResult[];
  /** Keys as written match the source's one to one. */
  readonly exact: boolean;
  /** The measured error exceeds the tolerance (best effort). */
  readonly misses?: boolean;
  /** Warnings of the chosen attempt. */
  readonly warnings: readonly string[];
}

/** Where and how a track is fitted. */
export interface FitContext {
  /** Frames per second of the file. */
  readonly fps: number;
  /** The fitting engine's profile for Maya. */
  readonly profile: FitProfile;
  /** The track's fit options (played range, check rate, budgets, thinning). */
  readonly fit: FitOptions;
  /** Write a track that misses its tolerance anyway. */
  readonly bestEffort: boolean;
}

/** A Maya curve carried over as it is. */
export function carryMayaCurve(
  track: Track,
  output: BuildCurve["output"],
  fps: number,
): BuiltTrack {
  const c = track.curve as MayaAnimCurve;
  const curve: BuildCurve = {
    node: track.node,
    attribute: track.property,
    output: c.options.output ?? output,
    unit: c.options.unit ?? null,
    fromMaya: true,
    weighted: c.weighted,
    timeInput: c.options.timeInput ?? true,
    pre: c.preInfinity,
    post: c.postInfinity,
    keys: keysOfMayaCurve(c, fps),
  };
  const times = c.keyTimes();
  const [written] = playedCurves([curve], fps);
  const from = times[0] ?? 0;
  const to = times[times.length - 1] ?? 0;
  const measured = measureCurve(written!, (t) => c.evaluate(t), times, from, to);
  return { curves: [curve], measured, fits: [], exact: true, warnings: [] };
}

/** A boolean track as held 0/1 keys at its transitions, `step` between them. */
export function discreteCurve(track: Track, attribute: string, c: FitContext): BuiltTrack {
  const { from, to } = c.fit;
  const held = fitDiscrete(track, { from, to });
  const keys = Array.from(held.times, (t, k) => {
    const key = newKey(t * c.fps, held.values[k] === true ? 1 : 0);
    key.inType = MayaTangent.Step;
    key.outType = MayaTangent.Step;
    return key;
  });
  const curve: BuildCurve = {
    node: track.node,
    attribute,
    output: "unitless",
    weighted: false,
    timeInput: true,
    pre: "constant",
    post: "constant",
    keys,
    unit: null,
    fromMaya: false,
  };
  const f = (t: number) => (track.curve.evaluate(t) === true ? 1 : 0);
  const played = playedKeyTimes(track.curve, from, to);
  const measured = measureCurve(playedCurves([curve], c.fps)[0]!, f, played, from, to);
  return { curves: [curve], measured, fits: [], exact: held.mapping === "exact", warnings: [] };
}

/** The fit note the engine adds for a best-effort fit; the measure decides instead. */
const MISSES = "best effort: misses the tolerance";

/**
 * Fits with `build` at the tolerance, then at half and a quarter of it while the written curves
 * measure more than the tolerance; fails naming the track, time and error unless best effort.
 */
function converge(
  name: string,
  tolerance: number,
  unit: string,
  c: FitContext,
  build: (tolerance: number) => BuiltTrack,
): BuiltTrack {
  let best: BuiltTrack | undefined;
  for (const factor of [1, 0.5, 0.25]) {
    const attempt = build(tolerance * factor);
    if (best === undefined || attempt.measured.error < best.measured.error) best = attempt;
    if (attempt.measured.error <= tolerance) return counted(attempt, c);
    // Exact keys do not change when asked for less, nor does a fit that missed its own target.
    if (attempt.fits.every((f) => f.mapping === "exact")) break;
    if (attempt.fits.some((f) => f.maxError > tolerance * factor)) break;
  }
  const { error, at } = best!.measured;
  if (!c.bestEffort) {
    throw new AnimkitError(
      "maya",
      { kind: "none" },
      `track ${name}: plays ${
        error.toPrecision(3)
      }${unit} off at ${at} s, more than the tolerance ${
        tolerance.toPrecision(3)
      }${unit}; use --best-effort or a larger --tolerance`,
    );
  }
  return counted({ ...best!, misses: true }, c);
}

/** Adds the keys of the attempt kept to the conversion's tally (each attempt counts alone). */
function counted(attempt: BuiltTrack, c: FitContext): BuiltTrack {
  if (c.fit.tally !== undefined) {
    for (const f of attempt.fits) c.fit.tally.keys += f.keys.times.length * f.keys.dims;
  }
  return attempt;
}

/**
 * Fit options for one attempt at `tolerance`: best effort inside (the measure decides), the
 * keys budget checked against the keys written so far plus this attempt's.
 */
function attemptOptions(c: FitContext, tolerance: number, range = {}): FitOptions {
  const tally = c.fit.tally === undefined ? {} : { tally: { keys: c.fit.tally.keys } };
  return { ...c.fit, ...range, ...tally, tolerance, bestEffort: true };
}

function withoutMissNote(fit: FitResult): FitResult {
  return { ...fit, notes: fit.notes.filter((n) => n !== MISSES) };
}

/**
 * A numeric component as one fitted curve: a looping or ping-ponging curve keeps its own keys
 * and becomes a Maya cycle or oscillate infinity instead of being baked over the clip.
 */
function fittedCurve(
  track: Track,
  part: Curve,
  attribute: string,
  output: BuildCurve["output"],
  tolerance: number,
  c: FitContext,
): BuiltTrack {
  const name = `${track.node}.${attribute}`;
  const f = (t: number) => part.evaluate(t) as number;
  const carried = carriedWrap(part);
  const range = carried === undefined ? {} : { from: carried.from, to: carried.to };
  const { from, to } = c.fit;
  const played = playedKeyTimes(part, from, to);
  return converge(name, tolerance, "", c, (tol) => {
    const fit = withoutMissNote(fitTrack(
      { node: track.node, property: attribute, valueType: "float", curve: part },
      c.profile,
      attemptOptions(c, tol, range),
    ));
    const resolved = resolveJumps(fit.keys, (t) => [f(t)], tol / 4, played);
    const keys = keysFromFit(resolved, 0, c.fps, carried !== undefined);
    const warnings: string[] = [];
    const [pre, post] = carried?.ends ?? infinitiesFor(f, keys, c.fps, name, warnings);
    const curve: BuildCurve = {
      node: track.node,
      attribute,
      output,
      weighted: false,
      timeInput: true,
      pre,
      post,
      keys,
      unit: null,
      fromMaya: false,
    };
    const measured = measureCurve(playedCurves([curve], c.fps)[0]!, f, played, from, to);
    const exact = fit.mapping === "exact" && !resolved.changed;
    return { curves: [curve], measured, fits: [fit], exact, warnings };
  });
}

/**
 * A numeric track as one fitted curve per component (`names`: each curve's attribute and
 * output type), measured as the worst component.
 */
export function componentTrack(
  track: Track,
  names: readonly { attribute: string; output: BuildCurve["output"] }[],
  tolerance: number,
  c: FitContext,
): BuiltTrack {
  const parts = componentCurves(track.curve);
  const each = names.map(({ attribute, output }, i) =>
    fittedCurve(track, parts[i]!, attribute, output, tolerance, c)
  );
  return {
    curves: each.flatMap((b) => b.curves),
    measured: each.reduce(
      (a, b) => (b.measured.error > a.error ? b.measured : a),
      each[0]!.measured,
    ),
    fits: each.flatMap((b) => b.fits),
    exact: each.every((b) => b.exact),
    misses: each.some((b) => b.misses),
    warnings: each.flatMap((b) => b.warnings),
  };
}

/**
 * A rotation (a floatQ curve) as `rotate.rotateX/Y/Z` Euler curves in degrees (xyz order),
 * fitted and measured as the rotation they play: an Euler angle can swing far near gimbal lock
 * or jump by 360° while the rotation barely moves.
 */
export function rotationCurves(
  track: Track,
  rotation: Curve,
  tolerance: number,
  c: FitContext,
): BuiltTrack {
  const { from, to } = c.fit;
  const euler = new EulerDegreesCurve(rotation, from, to);
  // A zero quaternion reads as identity, as the fitting engine (and Unity) read it.
  const quaternion = (t: number) => {
    const v = rotation.evaluate(t) as { x: number; y: number; z: number; w: number };
    return Math.hypot(v.x, v.y, v.z, v.w) > 1e-12 ? [v.x, v.y, v.z, v.w] : [0, 0, 0, 1];
  };
  const angles = (t: number) => {
    const v = euler.evaluate(t) as { x: number; y: number; z: number };
    return [v.x, v.y, v.z];
  };
  const played = playedKeyTimes(rotation, from, to);
  return converge(`${track.node}.${track.property}`, tolerance, "°", c, (tol) => {
    const fit = withoutMissNote(fitTrack(
      { node: track.node, property: "rotate", valueType: "float3", curve: euler },
      c.profile,
      { ...attemptOptions(c, tol), eulerOrder: "xyz" },
    ));
    const resolved = resolveJumps(fit.keys, angles, tol / 4, played);
    const curves = [0, 1, 2].map((axis): BuildCurve => ({
      node: track.node,
      attribute: `rotate.rotate${"XYZ"[axis]}`,
      output: "angular",
      weighted: false,
      timeInput: true,
      pre: "constant",
      post: "constant",
      keys: keysFromFit(resolved, axis, c.fps),
      unit: "deg",
      fromMaya: false,
    }));
    const measured = measureRotation(playedCurves(curves, c.fps), quaternion, played, from, to);
    return { curves, measured, fits: [fit], exact: false, warnings: [] };
  });
}

/**
 * Whether a float3 curve of Euler angles turns about one axis only (the other two components
 * keyed at 0 throughout), so its rotate order does not matter.
 */
export function singleAxis(curve: Curve): boolean {
  const keyed = keyedComponentsOf(curve);
  if (keyed === null || keyed.length !== 3) return false;
  const zero = keyed.filter((k) =>
    k.values.every((v) => v === 0) && k.inSlopes.every((v) => v === 0) &&
    k.outSlopes.every((v) => v === 0)
  );
  return zero.length >= 2;
}

/** The report line of a built track (`tolerance` for fitted ones; `rotation`: in degrees). */
export function trackReport(
  track: Track,
  built: BuiltTrack,
  keysBefore: number,
  tolerance: number | undefined,
  rotation: boolean,
): TrackReport {
  const notes = [...new Set(built.fits.flatMap((f) => f.notes))];
  if (rotation) {
    notes.unshift("Euler xyz curves in degrees, fitted to the rotation; max error is its angle");
  }
  if (built.misses) notes.push(MISSES);
  const fit = built.fits[0];
  return {
    node: track.node,
    property: track.property,
    mapping: built.exact && !rotation ? "exact" : "fitted",
    keysBefore,
    keysAfter: built.curves.reduce((s, b) => s + b.keys.length, 0),
    maxError: built.measured.error,
    ...(tolerance === undefined ? {} : { tolerance }),
    ...(rotation ? { unit: "deg" } : {}),
    ...(fit === undefined ? {} : { holdsOutside: [fit.from, fit.to] as const }),
    ...(notes.length === 0 ? {} : { note: notes.join("; ") }),
  };
}
