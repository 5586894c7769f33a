/**
 * What a clip says about the Maya file to write: its frame rate and the Maya version of the
 * file it was read from.
 *
 * @module
 */
import type { Clip } from "../../model/clip.ts";
import { MayaAnimCurve } from "./curve.ts";

/** Frame rates a clip's key times are tried against, in order (30 Hz, Maya's default, first). */
const FRAME_RATES = [30, 24, 25, 60, 48, 50, 120, 100, 240];

/**
 * The frame rate of the clip's Maya curves, else the first common frame rate on whose frames
 * every key time falls (a clip read from a 60 fps Maya file and written through another format
 * comes back as ntscf), else undefined.
 */
export function clipFps(clip: Clip): number | undefined {
  for (const t of clip.tracks) {
    if (t.curve instanceof MayaAnimCurve && t.curve.options.fps !== undefined) {
      return t.curve.options.fps;
    }
  }
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

/**
 * The `mayaVersion` of the file the clip's Maya curves were read from, or undefined. A Maya
 * 2.x (or older) version is not kept: those files store fixed tangents in other units
 * (notes-maya.md §3), and animkit writes them in frames and degrees.
 */
export function clipMayaVersion(clip: Clip): string | undefined {
  for (const t of clip.tracks) {
    if (!(t.curve instanceof MayaAnimCurve)) continue;
    const version = t.curve.options.mayaVersion;
    if (version !== undefined && version !== "" && !(parseFloat(version) < 3)) return version;
  }
  return undefined;
}
