/**
 * AnimJ's layout of placed tracks: AnimJ curves copied, held values as Discrete tracks (or
 * Curve tracks with Hold keys for integers), fitted keys as Curve tracks with CubicBezier
 * control values by the Δt/3 rule (notes-animj.md §1.2), and the document around them.
 *
 * @module
 */
import type { FittedKeys } from "../../convert/fit.ts";
import type { PlacedTrack } from "../../convert/target.ts";
import { AnimkitError } from "../../errors.ts";
import type { Clip, Track } from "../../model/clip.ts";
import { KEYED_HERMITE, KEYED_STEP } from "../../model/keyed.ts";
import {
  type AnimJDocument,
  animjScalarKind,
  animjStoreValue,
  type AnimJTrack,
  animjWidth,
  newAnimJTrack,
} from "./document.ts";
import type { AnimJCurve } from "./curve.ts";

/** AnimJ interpolation index per fitted segment kind: Hold 0, Linear 1, CubicBezier 3. */
function interpolationOf(kind: number): number {
  return kind === KEYED_STEP ? 0 : kind === KEYED_HERMITE ? 3 : 1;
}

/** The AnimJ track of a placed track: copied, held transitions, or fitted keys. */
function animjTrack(p: PlacedTrack<null>): AnimJTrack {
  const { track, keys } = p;
  if (keys.kind === "carried") {
    const t = (track.curve as AnimJCurve).track;
    return { ...t, trackType: t.trackType === "Bezier" ? "Curve" : t.trackType };
  }
  if (keys.kind === "fitted") return fittedTrack(track, keys.fit.keys);
  const fit = keys.fit;
  const n = fit.times.length;
  const w = animjWidth(track.valueType);
  const kind = animjScalarKind(track.valueType);
  const discrete = kind === "bool" || kind === "string";
  const out = newAnimJTrack(
    discrete ? "Discrete" : "Curve",
    track.valueType,
    track.node,
    track.property,
    n,
  );
  out.times.set(fit.times);
  if (!discrete) out.interpolations.fill(0);
  for (let i = 0; i < n; i++) {
    const v = fit.values[i]!;
    if (track.valueType === "string") out.strings[i] = typeof v === "string" ? v : null;
    else if (!animjStoreValue(track.valueType, v, out.values, i * w)) {
      throw new AnimkitError(
        "animj",
        { kind: "none" },
        `track ${track.node}.${track.property}: values do not fit ${track.valueType}`,
      );
    }
  }
  return out;
}

/** The document of placed tracks; its duration covers the clip and every key. */
export function animjDocument(placed: readonly PlacedTrack<null>[], clip: Clip): AnimJDocument {
  const tracks = placed.map(animjTrack);
  let end = 0;
  for (const t of tracks) {
    if (t.count > 0 && t.trackType !== "Raw") end = Math.max(end, t.times[t.count - 1]!);
  }
  return { name: clip.name, globalDuration: Math.max(clip.duration, end), tracks };
}

/** An AnimJ Curve track from fitted keys: CubicBezier control values by the Δt/3 rule. */
function fittedTrack(track: Track, keys: FittedKeys): AnimJTrack {
  const n = keys.times.length;
  const w = keys.dims;
  const shared = w === animjWidth(track.valueType) && keys.values.length === n * w;
  // The document is written and dropped: it reads the fitted times and values where they are.
  const out = shared
    ? {
      ...newAnimJTrack("Curve", track.valueType, track.node, track.property, 0),
      count: n,
      times: keys.times,
      values: keys.values,
      interpolations: new Uint8Array(n),
      leftTangents: new Float64Array(n * w).fill(NaN),
      rightTangents: new Float64Array(n * w).fill(NaN),
    }
    : newAnimJTrack("Curve", track.valueType, track.node, track.property, n);
  if (!shared) {
    out.times.set(keys.times);
    out.values.set(keys.values);
  }
  for (let i = 0; i < n; i++) {
    const interpolation = interpolationOf(keys.kinds[i]!);
    out.interpolations[i] = interpolation;
    if (interpolation !== 3 || i + 1 >= n) continue;
    const dt = keys.times[i + 1]! - keys.times[i]!;
    for (let c = 0; c < w; c++) {
      out.rightTangents[i * w + c] = keys.values[i * w + c]! +
        (keys.outSlopes[i * w + c]! * dt) / 3;
      out.leftTangents[(i + 1) * w + c] = keys.values[(i + 1) * w + c]! -
        (keys.inSlopes[(i + 1) * w + c]! * dt) / 3;
    }
  }
  return out;
}
