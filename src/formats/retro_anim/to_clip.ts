/**
 * ANIM document → common-model {@linkcode Clip}.
 *
 * @module
 */
import type { Clip, ClipNode, Track } from "../../model/clip.ts";
import type { RetroAnimDocument, RetroAnimKeys } from "./document.ts";
import { decodeRetroAnimKeys } from "./decode.ts";
import { RetroAnimCurve, type RetroAnimSource } from "./curve.ts";
import { continuousUnit } from "./_quat.ts";
import type { RetroCinfDocument } from "../retro_cinf/document.ts";
import { retroCinfBoneNames, retroCinfNodes } from "../retro_cinf/nodes.ts";

/** Options for {@linkcode retroAnimToClip}. */
export interface RetroAnimClipOptions {
  /** The clip's name; defaults to `"anim"`. */
  readonly name?: string;
  /** Rotations as unit, hemisphere-continuous keys instead of the runtime's raw values. */
  readonly normalize?: boolean;
  /** Interpolate rotations along the shorter arc (metaforce) instead of as the game does. */
  readonly shortestArc?: boolean;
  /**
   * The skeleton (CINF) the bones belong to: tracks are named after its bones
   * ({@linkcode retroCinfBoneNames}) and the clip's `nodes` are its bones
   * ({@linkcode retroCinfNodes}), followed by a root node for each channel whose bone it lacks.
   */
  readonly cinf?: RetroCinfDocument;
}

/**
 * The node name of a bone: `bone_<decimal id>`.
 *
 * @example Name bone 3
 * ```ts
 * import { retroAnimBoneNode } from "./to_clip.ts";
 * import { equal } from "node:assert/strict";
 * equal(retroAnimBoneNode(3), "bone_3");
 * ```
 */
export function retroAnimBoneNode(boneId: number): string {
  return `bone_${boneId}`;
}

/**
 * Converts an ANIM document (and its decoded keys, decoded here when not given) into a Clip:
 * per channel in file order, node `bone_<id>` (with a skeleton: the bone's CINF name) with
 * `rotation` (floatQ, W the real part),
 * `translation` (float3) and `scale` (float3) tracks as present. Curves sample as the game's
 * runtime does (see {@linkcode RetroAnimCurve}).
 *
 * @example Convert a file
 * ```ts ignore
 * const clip = retroAnimToClip(readRetroAnim(bytes));
 * ```
 */
export function retroAnimToClip(
  doc: RetroAnimDocument,
  options: RetroAnimClipOptions = {},
  keys: RetroAnimKeys = decodeRetroAnimKeys(doc),
): Clip {
  const duration = doc.version === 2 ? doc.duration : doc.duration.seconds;
  const source: RetroAnimSource = {
    game: doc.game,
    version: doc.version,
    duration,
    rootBoneId: doc.rootBoneId,
    looping: doc.version === 2 ? doc.looping : 0,
    evntId: doc.evntId,
  };
  const curveOptions = {
    version: keys.version,
    interval: keys.interval,
    frameCount: keys.frameCount,
    frames: keys.frames,
    shortestArc: options.shortestArc === true,
    source,
  };
  const tracks: Track[] = [];
  const names = options.cinf === undefined ? undefined : retroCinfBoneNames(options.cinf);
  const nodes: ClipNode[] | undefined = options.cinf === undefined
    ? undefined
    : retroCinfNodes(options.cinf);
  for (const c of keys.channels) {
    let node = names?.get(c.boneId);
    if (node === undefined) {
      node = retroAnimBoneNode(c.boneId);
      // A channel for a bone the skeleton lacks still binds to a node.
      if (nodes !== undefined && !nodes.some((n) => n.name === node)) nodes.push({ name: node });
    }
    if (c.rotation !== null) {
      const values = options.normalize ? continuousUnit(c.rotation.values) : c.rotation.values;
      tracks.push({
        node,
        property: "rotation",
        valueType: "floatQ",
        curve: new RetroAnimCurve("floatQ", values, curveOptions),
      });
    }
    for (const property of ["translation", "scale"] as const) {
      const a = c[property];
      if (a === null) continue;
      tracks.push({
        node,
        property,
        valueType: "float3",
        curve: new RetroAnimCurve("float3", a.values, curveOptions),
      });
    }
  }
  return {
    name: options.name ?? "anim",
    duration,
    tracks,
    events: [],
    ...(nodes === undefined ? {} : { nodes }),
  };
}
