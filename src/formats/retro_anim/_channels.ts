/**
 * From placed clip tracks to the encoder's channels: the source sampled on the frame grid and
 * between frames, and the rotations the layout requires.
 *
 * @module
 */
import type { Track } from "../../model/clip.ts";
import type { RetroAnimGame } from "./document.ts";
import type { RetroAnimEncodeChannel } from "./encode.ts";
import { AnimkitError } from "../../errors.ts";

/** The `version` write option: 0 or 2, or undefined when not given. */
export function versionOption(text: string | undefined): 0 | 2 | undefined {
  if (text === undefined) return undefined;
  if (text === "0" || text === "2") return Number(text) as 0 | 2;
  throw new AnimkitError(
    "retro-anim",
    { kind: "none" },
    `version ${text}: ANIM writes version 0 or 2`,
  );
}

/** A track placed on a bone attribute. */
export interface Placed {
  readonly track: Track;
  readonly boneId: number;
  readonly property: "rotation" | "translation" | "scale";
  /** The largest error it may play with (degrees for rotations). */
  readonly tolerance: number;
}

/**
 * Samples per frame handed to the encoder: frames, half and quarter frames (so every segment's
 * midpoint and quarter points between keyed frames are checked, and the way a rotation turns
 * between neighbouring frames is seen).
 */
export const STEPS = 4;

function sample(track: Track, width: 3 | 4, frames: number, interval: number): Float64Array {
  const entries = (frames - 1) * STEPS + 1;
  const out = new Float64Array(entries * width);
  for (let i = 0; i < entries; i++) {
    const v = track.curve.evaluate((i / STEPS) * interval) as unknown as Record<string, number>;
    out[i * width] = v.x!;
    out[i * width + 1] = v.y!;
    out[i * width + 2] = v.z!;
    if (width === 4) out[i * width + 3] = v.w!;
  }
  return out;
}

function identity(frames: number): Float64Array {
  const out = new Float64Array(((frames - 1) * STEPS + 1) * 4);
  for (let i = 3; i < out.length; i += 4) out[i] = 1;
  return out;
}

/**
 * One channel per bone in order of first appearance, each attribute sampled with its tolerance.
 * MP1 channels without rotation get a constant identity rotation (the layout needs one), as does
 * MP2 channel 0 of version 2 when no channel has a rotation; otherwise a rotated channel moves
 * first (the runtime takes the key count from channel 0's rotation, notes-retro.md §3.3).
 */
export function channelsOf(
  placed: readonly Placed[],
  game: RetroAnimGame,
  version: 0 | 2,
  frames: number,
  interval: number,
  warnings: string[],
): RetroAnimEncodeChannel[] {
  const sampled = (p: Placed | undefined, width: 3 | 4) =>
    p === undefined ? null : sample(p.track, width, frames, interval);
  const bones: number[] = [];
  for (const p of placed) if (!bones.includes(p.boneId)) bones.push(p.boneId);
  let channels: RetroAnimEncodeChannel[] = bones.map((boneId) => {
    const of = (property: Placed["property"]) =>
      placed.find((p) => p.boneId === boneId && p.property === property);
    const r = of("rotation");
    const t = of("translation");
    const s = of("scale");
    let rotation = sampled(r, 4);
    if (rotation === null && game === "mp1") {
      rotation = identity(frames);
      warnings.push(`bone_${boneId}: MP1 needs a rotation on every channel; wrote identity`);
    }
    return {
      boneId,
      rotation,
      translation: sampled(t, 3),
      scale: sampled(s, 3),
      tolerance: {
        ...(r === undefined ? {} : { rotation: r.tolerance }),
        ...(t === undefined ? {} : { translation: t.tolerance }),
        ...(s === undefined ? {} : { scale: s.tolerance }),
      },
    };
  });
  if (version === 2 && channels.length > 0 && channels[0]!.rotation === null) {
    const first = channels.findIndex((c) => c.rotation !== null);
    if (first > 0) {
      channels = [channels[first]!, ...channels.filter((_, i) => i !== first)];
    } else {
      channels = [{ ...channels[0]!, rotation: identity(frames) }, ...channels.slice(1)];
      warnings.push(
        `bone_${channels[0]!.boneId}: version 2 needs a rotation on channel 0; wrote identity`,
      );
    }
  }
  return channels;
}

/** The frames the tracks' own keys fall on (within a thousandth of a frame). */
export function sourceFrames(
  placed: readonly Placed[],
  frames: number,
  interval: number,
): Uint32Array {
  const on = new Set<number>();
  for (const p of placed) {
    for (const t of p.track.curve.keyTimes()) {
      const f = Math.round(t / interval);
      if (f >= 0 && f < frames && Math.abs(t / interval - f) <= 1e-3) on.add(f);
    }
  }
  return Uint32Array.from([...on].sort((a, b) => a - b));
}
