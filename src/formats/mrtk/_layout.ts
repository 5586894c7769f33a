/**
 * The bytes side of writing an MRTK recording from a clip: Unity keys from carried, held or
 * fitted keys, and the document the placed curves make.
 *
 * @module
 */
import type { Curve } from "../../model/clip.ts";
import { UnityCurve, unityKeys } from "../../curves/unity_curve.ts";
import { BoolCurve, VectorCurve } from "../../curves/compose.ts";
import { KEYED_LINEAR, KEYED_STEP } from "../../model/keyed.ts";
import type { FitResult } from "../../convert/fit.ts";
import type { DiscreteFit } from "../../convert/fit_discrete.ts";
import type {
  MrtkCurve,
  MrtkDocument,
  MrtkHands,
  MrtkMarker,
  MrtkPoseCurves,
  MrtkRayCurves,
} from "./document.ts";
import type { MrtkPlace } from "./_slot.ts";

/** An empty curve as MRTK writes a new AnimationCurve: ClampForever on both sides. */
const EMPTY: MrtkCurve = { preWrap: 8, postWrap: 8, keys: unityKeys(0) };

/** Component curves already in Unity's form, or `undefined`. */
export function unityComponents(curve: Curve): UnityCurve[] | undefined {
  if (curve instanceof VectorCurve && curve.components.every((c) => c instanceof UnityCurve)) {
    return curve.components as UnityCurve[];
  }
  if (curve instanceof BoolCurve && curve.source instanceof UnityCurve) return [curve.source];
  return undefined;
}

/** Whether every segment of a Unity curve is straight (what 1.1 can store), wraps clamped. */
export function straightKeys(c: UnityCurve): boolean {
  const keyed = c.keyed();
  if (
    keyed === null || c.preWrap === 2 || c.preWrap === 4 || c.postWrap === 2 || c.postWrap === 4
  ) {
    return false;
  }
  return keyed.modes.every((m, i) => m === KEYED_LINEAR || i === keyed.modes.length - 1);
}

/** A Unity curve as the document stores it, key for key. */
export function fromUnity(c: UnityCurve): MrtkCurve {
  return { preWrap: c.preWrap, postWrap: c.postWrap, keys: c.keys() };
}

/** Unity keys from fitted keys: straight segments by zero weights, Hermite by slopes, steps. */
export function curvesFromFit(fit: FitResult, version: "1.0" | "1.1"): MrtkCurve[] {
  const k = fit.keys;
  const n = k.times.length;
  const dims = k.dims;
  return Array.from({ length: dims }, (_, c) => {
    const keys = unityKeys(n);
    for (let i = 0; i < n; i++) {
      keys.time[i] = k.times[i]!;
      keys.value[i] = k.values[i * dims + c]!;
      if (version === "1.1") {
        keys.weightedMode[i] = 3; // what MRTK writes: both weights in use, both 0
        continue;
      }
      // Each side of a key follows its segment: a straight segment has weight 0 on both of
      // its ends (notes-mrtk.md §3.7), a Hermite one the default 1/3, a step an infinite slope.
      const after = i + 1 < n ? k.kinds[i]! : KEYED_LINEAR;
      const before = i > 0 ? k.kinds[i - 1]! : KEYED_LINEAR;
      let mode = 0;
      keys.inWeight[i] = 1 / 3;
      keys.outWeight[i] = 1 / 3;
      keys.inTangent[i] = k.inSlopes[i * dims + c]!;
      keys.outTangent[i] = k.outSlopes[i * dims + c]!;
      if (before === KEYED_LINEAR) {
        mode |= 1;
        keys.inWeight[i] = 0;
      }
      if (after === KEYED_LINEAR) {
        mode |= 2;
        keys.outWeight[i] = 0;
      }
      if (after === KEYED_STEP) keys.outTangent[i] = Infinity;
      keys.weightedMode[i] = mode;
    }
    return { preWrap: 8, postWrap: 8, keys };
  });
}

/** MRTK's bool keys: the out weight it writes (notes-mrtk.md §1). */
const BOOL_OUT_WEIGHT = 1e6;

/** Held bool keys at the transitions. */
export function boolCurveFromFit(fit: DiscreteFit): MrtkCurve {
  const n = fit.times.length;
  const keys = unityKeys(n);
  for (let i = 0; i < n; i++) {
    keys.time[i] = fit.times[i]!;
    keys.value[i] = fit.values[i] === true ? 1 : 0;
    keys.outWeight[i] = BOOL_OUT_WEIGHT;
    keys.weightedMode[i] = 3;
  }
  return { preWrap: 8, postWrap: 8, keys };
}

type Parts = { position?: readonly MrtkCurve[]; rotation?: readonly MrtkCurve[] };

function pose(part: Parts | undefined): MrtkPoseCurves {
  const p = part?.position ?? [EMPTY, EMPTY, EMPTY];
  const r = part?.rotation ?? [EMPTY, EMPTY, EMPTY, EMPTY];
  return { position: [p[0]!, p[1]!, p[2]!], rotation: [r[0]!, r[1]!, r[2]!, r[3]!] };
}

function three(curves: readonly MrtkCurve[] | undefined): [MrtkCurve, MrtkCurve, MrtkCurve] {
  return [curves?.[0] ?? EMPTY, curves?.[1] ?? EMPTY, curves?.[2] ?? EMPTY];
}

/**
 * The recording of placed curves: a section is present when a track has a place in it (camera,
 * hands, eye gaze); the rest of a present section is empty curves.
 */
export function mrtkDocumentOf(
  placed: readonly { readonly place: MrtkPlace; readonly curves: readonly MrtkCurve[] }[],
  version: "1.0" | "1.1",
  markers: readonly MrtkMarker[],
): MrtkDocument {
  let camera: Parts | undefined;
  let gaze: { origin?: readonly MrtkCurve[]; direction?: readonly MrtkCurve[] } | undefined;
  let anyHand = false;
  const flags: (MrtkCurve | undefined)[] = [undefined, undefined, undefined, undefined];
  const joints: Parts[][] = [0, 1].map(() => Array.from({ length: 27 }, () => ({})));
  for (const { place, curves } of placed) {
    if (place.kind === "flag") {
      anyHand = true;
      flags[place.side * 2 + (place.part === "pinching" ? 1 : 0)] = curves[0];
    } else if (place.kind === "gaze") {
      gaze = { ...gaze, [place.part]: curves };
    } else if (place.target === "camera") {
      camera = { ...camera, [place.part]: curves };
    } else {
      anyHand = true;
      joints[place.target === "left" ? 0 : 1]![place.joint]![place.part] = curves;
    }
  }
  const hands: MrtkHands | null = anyHand
    ? {
      tracked: [flags[0] ?? EMPTY, flags[2] ?? EMPTY],
      pinching: [flags[1] ?? EMPTY, flags[3] ?? EMPTY],
      jointsLeft: joints[0]!.map(pose),
      jointsRight: joints[1]!.map(pose),
    }
    : null;
  const eyeGaze: MrtkRayCurves | null = gaze === undefined
    ? null
    : { origin: three(gaze.origin), direction: three(gaze.direction) };
  return {
    versionMajor: 1,
    versionMinor: version === "1.0" ? 0 : 1,
    camera: camera === undefined ? null : pose(camera),
    hands,
    eyeGaze,
    markers,
    hasMarkerList: true,
  };
}
