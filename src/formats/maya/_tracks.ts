/**
 * One placed track → Maya curves: Maya curves carried key for key, booleans as held 0/1 keys,
 * fitted keys split into one curve per component (a rotation's Euler xyz angles into
 * `rotate.rotateX/Y/Z`), jumps as step tangents, the infinities that continue the source.
 *
 * @module
 */
import type { Curve, Track } from "../../model/clip.ts";
import { keyedComponentsOf } from "../../model/keyed.ts";
import { type FittedKeys, valueComponents } from "../../convert/fit.ts";
import { playedKeyTimes } from "../../convert/played_times.ts";
import { componentCurves } from "../../convert/component_curves.ts";
import type { EulerDegreesCurve } from "../../convert/euler_curve.ts";
import type { PlacedTrack } from "../../convert/target.ts";
import type { MayaAnimCurve } from "./curve.ts";
import { MayaTangent } from "./document.ts";
import {
  type BuildKey,
  dropFlatKeys,
  keysFromFit,
  keysOfMayaCurve,
  newKey,
  resolveJumps,
} from "./_keys.ts";
import { carriedWrap, infinitiesFor } from "./_infinity.ts";
import type { BuildCurve } from "./_document_of.ts";

/** Where a track goes in a Maya file. */
export interface MayaSlot {
  /** One curve per component written: its attribute and output type. */
  readonly curves: readonly {
    readonly attribute: string;
    readonly output: "linear" | "angular" | "time" | "unitless";
  }[];
  /** Euler xyz angles in degrees of a rotation (the placed track is its Euler curve). */
  readonly rotation?: boolean;
  /** Fitted over its keys once, continued by cycle or oscillate infinities. */
  readonly wraps?: boolean;
}

/** A curve of `keys` for `attribute` of the track's node, not weighted, time input. */
function curveOf(
  track: Track,
  slot: MayaSlot["curves"][number],
  keys: BuildKey[],
  pre = "constant",
  post = "constant",
): BuildCurve {
  return {
    node: track.node,
    attribute: slot.attribute,
    output: slot.output,
    weighted: false,
    timeInput: true,
    pre,
    post,
    keys,
    unit: slot.output === "angular" ? "deg" : null,
    fromMaya: false,
  };
}

/**
 * The key range of a track that loops or ping-pongs, when Maya's cycle and oscillate infinities
 * can continue it: every component wraps (each in its own way) over the same keys, or stays put.
 */
export function wrapRange(track: Track): { from: number; to: number } | undefined {
  const parts = componentCurves(track.curve);
  const wraps = parts.map(carriedWrap);
  const w = wraps.find((x) => x !== undefined);
  if (w === undefined) return undefined;
  const still = (part: Curve) => {
    const k = keyedComponentsOf(part)?.[0];
    return k !== undefined && k.values.every((v) => v === k.values[0]) &&
      k.inSlopes.every((v) => v === 0) && k.outSlopes.every((v) => v === 0);
  };
  const same = parts.every((part, i) => {
    const x = wraps[i];
    if (x === undefined) return still(part);
    return x.from === w.from && x.to === w.to;
  });
  return same ? { from: w.from, to: w.to } : undefined;
}

/** The curves a carried track becomes. */
function carriedCurves(p: PlacedTrack<MayaSlot>, fps: number): BuildCurve[] {
  const c = p.track.curve as MayaAnimCurve;
  const slot = p.placement.slot.curves;
  return [{
    node: p.track.node,
    attribute: slot[0]!.attribute,
    output: c.options.output ?? slot[0]!.output,
    unit: c.options.unit ?? null,
    fromMaya: true,
    weighted: c.weighted,
    timeInput: c.options.timeInput ?? true,
    pre: c.preInfinity,
    post: c.postInfinity,
    keys: keysOfMayaCurve(c, fps),
  }];
}

/** A boolean track as held 0/1 keys at its transitions. */
function heldCurve(p: PlacedTrack<MayaSlot>, fps: number): BuildCurve {
  const held = p.keys.kind === "discrete" ? p.keys.fit : undefined;
  const keys = Array.from(held!.times, (t, k) => {
    const key = newKey(t * fps, held!.values[k] === true ? 1 : 0);
    key.inType = MayaTangent.Step;
    key.outType = MayaTangent.Step;
    return key;
  });
  return curveOf(p.track, p.placement.slot.curves[0]!, keys);
}

/**
 * Fitted keys as one curve per component: keys that fall on one instant resolved into step
 * tangents, keys a component does not need (flat runs) left out, and for numbers the infinity
 * that continues the source beyond the keys (rotations hold their ends).
 */
function fittedCurves(
  p: PlacedTrack<MayaSlot>,
  fit: { keys: FittedKeys; tolerance: number; from: number; to: number },
  fps: number,
  warnings: string[],
): BuildCurve[] {
  const { track, placement } = p;
  const dims = fit.keys.dims;
  const scratch = new Float64Array(dims);
  const valueAt = (t: number) => {
    valueComponents(track.curve.evaluate(t), dims, scratch);
    return scratch;
  };
  // A rotation's jumps are where the rotation (not its unwrapped angles) passes a key.
  const played = placement.slot.rotation
    ? playedKeyTimes((track.curve as EulerDegreesCurve).source, fit.from, fit.to)
    : playedKeyTimes(track.curve, fit.from, fit.to);
  const resolved = resolveJumps(fit.keys, valueAt, fit.tolerance / 4, played);
  if (placement.slot.rotation) {
    return ROTATE_CURVES.map((slot, c) =>
      curveOf(track, slot, dropFlatKeys(keysFromFit(resolved, c, fps)))
    );
  }
  const parts = componentCurves(track.curve);
  return placement.slot.curves.map((slot, c) => {
    const keys = dropFlatKeys(keysFromFit(resolved, c, fps, placement.slot.wraps));
    // A wrap continues the keys written only where they span the source's keys exactly.
    const spans = keys.length > 1 && keys[0]!.t === fit.from * fps &&
      keys[keys.length - 1]!.t === fit.to * fps;
    const wrap = placement.slot.wraps && spans ? carriedWrap(parts[c]!) : undefined;
    const f = (t: number) => valueAt(t)[c]!;
    const name = `${track.node}.${slot.attribute}`;
    return curveOf(track, slot, keys, ...wrap?.ends ?? infinitiesFor(f, keys, fps, name, warnings));
  });
}

/** Where a rotation goes: `rotate.rotateX/Y/Z` in degrees. */
export const ROTATE_CURVES: MayaSlot["curves"] = ["X", "Y", "Z"].map((a) => ({
  attribute: `rotate.rotate${a}`,
  output: "angular",
}));

/** The Maya curves of a placed track, in writing order. */
export function mayaCurves(
  p: PlacedTrack<MayaSlot>,
  fps: number,
  warnings: string[],
): BuildCurve[] {
  switch (p.keys.kind) {
    case "carried":
      return carriedCurves(p, fps);
    case "discrete":
      return [heldCurve(p, fps)];
    case "fitted":
      return fittedCurves(p, p.keys.fit, fps, warnings);
  }
}
