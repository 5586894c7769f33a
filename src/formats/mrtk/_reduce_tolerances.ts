/**
 * `--reduce` through a conversion: each pose and gaze track is fitted to MRTK's own tolerance
 * (notes-mrtk.md §2: joints 1 mm / 0.2°, camera and gaze 2 mm / 0.2°; `tolerance` replaces the
 * position ones), and the recording's reduction ({@linkcode reduceMrtk}) gets what the fit left.
 *
 * @module
 */
import type { WriteOptions } from "../format.ts";
import { MRTK_DEFAULT_TOLERANCES, type MrtkTolerances } from "./reduce.ts";
import type { MrtkPlace } from "./_slot.ts";

const DEG = Math.PI / 180;

function tolerances(options: WriteOptions): Required<MrtkTolerances> {
  const t = options.tolerance;
  return {
    ...MRTK_DEFAULT_TOLERANCES,
    ...(t === undefined ? {} : { jointPosition: t, cameraPosition: t, gazeOrigin: t }),
  };
}

function kindOf(place: MrtkPlace): keyof MrtkTolerances {
  if (place.kind === "gaze") return place.part === "origin" ? "gazeOrigin" : "gazeDirection";
  const who = place.kind === "pose" && place.target === "camera" ? "camera" : "joint";
  return `${who}${place.kind === "pose" && place.part === "rotation" ? "Rotation" : "Position"}`;
}

/**
 * The tolerance a place is fitted (and held) to with `--reduce`, in the fit's terms: metres per
 * component, degrees of rotation, and a gaze direction per component (the chord of the angle on a
 * unit vector).
 */
export function reduceFitTolerance(place: MrtkPlace, options: WriteOptions): number {
  const kind = kindOf(place);
  const t = tolerances(options)[kind];
  return kind === "gazeDirection" ? 2 * Math.sin((t * DEG) / 2) : t;
}

/**
 * What the reduction may still move each kind of curve by after the fits: MRTK's tolerance less
 * the worst fitted error of that kind. A position error per component is at most √3 × as far in
 * space (so is a unit direction's, in radians); angles keep 1% back for the lerp played between
 * keys, which the reduction checks at the keys only.
 */
export function reduceRemaining(
  fitted: Iterable<{ readonly place: MrtkPlace; readonly error: number }>,
  options: WriteOptions,
): Required<MrtkTolerances> {
  const t = tolerances(options);
  const worst = new Map<keyof MrtkTolerances, number>();
  for (const { place, error } of fitted) {
    const kind = kindOf(place);
    worst.set(kind, Math.max(worst.get(kind) ?? 0, error));
  }
  const less = (kind: keyof MrtkTolerances, scale: number, margin: number) =>
    Math.max(0, (t[kind] - (worst.get(kind) ?? 0) * scale) * margin);
  return {
    jointPosition: less("jointPosition", Math.sqrt(3), 1),
    cameraPosition: less("cameraPosition", Math.sqrt(3), 1),
    gazeOrigin: less("gazeOrigin", Math.sqrt(3), 1),
    jointRotation: less("jointRotation", 1, 0.99),
    cameraRotation: less("cameraRotation", 1, 0.99),
    gazeDirection: less("gazeDirection", Math.sqrt(3) / DEG, 0.99),
  };
}
