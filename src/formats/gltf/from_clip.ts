/**
 * Common model → glTF 2.0 (`.gltf` or `.glb`): glTF's part of a conversion
 * ({@linkcode gltfTarget}) — the clip's node tree, one animation with translation, rotation,
 * scale and morph `weights` channels, boolean tracks and events in documented `extras` — run by
 * the conversion driver, which reads the written file back and measures every track.
 *
 * @module
 */
import { convertClip } from "../../convert/convert_clip.ts";
import type { ClipTarget } from "../../convert/target.ts";
import type { Clip } from "../../model/clip.ts";
import type { TrackReport, WriteOptions, WriteResult } from "../format.ts";
import type { GltfSlot } from "./_plan.ts";
import { NEW_FILE } from "./_encode.ts";
import { type GltfContainer, gltfConversion, setupInto, targetFor } from "./_conversion.ts";
import { readGltf } from "./read.ts";

export type { GltfBoolTrackExtras, GltfSlot } from "./_plan.ts";
export type { GltfAnimationExtras } from "./_encode.ts";

export type { GltfContainer } from "./_conversion.ts";

/**
 * glTF's part of a conversion into a new file (see {@linkcode gltfFromClips} for the layout):
 * tracks placed on the clip's node tree, fitted to {@linkcode GLTF_PROFILE} (STEP samplers for
 * tracks that hold everywhere), held booleans kept in the nodes' extras, written as `container`.
 *
 * @example The glTF target places a bone's rotation on its node
 * ```ts
 * import { type Clip, gltfTarget } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const curve = { valueType: "floatQ" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([0]), evaluate: () => ({ x: 0, y: 0, z: 0, w: 1 }) };
 * const clip: Clip = { name: "c", duration: 1, events: [],
 *   nodes: [{ name: "" }, { name: "Hips", parent: 0 }],
 *   tracks: [{ node: "Hips", property: "localRotation", valueType: "floatQ", curve }] };
 * const target = gltfTarget("glb");
 * const prepared = target.prepare!(clip, {}).clip;
 * const placement = target.place(prepared.tracks[0]!, prepared, {});
 * equal("slot" in placement && placement.slot.kind, "channel");
 * ```
 */
export function gltfTarget(container: GltfContainer): ClipTarget<GltfSlot> {
  return targetFor({ container, base: NEW_FILE, add: true });
}

/**
 * Writes a clip as glTF 2.0 through the conversion driver: {@linkcode gltfFromClips} with one
 * clip.
 *
 * @throws {AnimkitError} when a track cannot be mapped and `options.dropUnmappable` is not set,
 * or misses its tolerance and `options.bestEffort` is not set.
 *
 * @example Export a clip to GLB
 * ```ts ignore
 * import { gltfFromClip, readClip } from "@animkit/animkit";
 * const clip = readClip(await Deno.readFile("recording.bin"));
 * const { bytes, tracks } = gltfFromClip(clip, { rate: 60 }, "glb");
 * await Deno.writeFile("recording.glb", bytes);
 * ```
 */
export function gltfFromClip(
  clip: Clip,
  options: WriteOptions = {},
  container: GltfContainer = "gltf",
): WriteResult {
  return convertClip(clip, gltfConversion({ container, base: NEW_FILE, add: true }), options);
}

/**
 * Writes clips as one glTF 2.0 file, one animation per clip (named after it).
 *
 * - Nodes: the clip's node tree ({@linkcode Clip.nodes}: names, parents, rest translation,
 *   rotation and scale; identity where a node has none) under one root node named after the
 *   clip (`root` when there are several). A clip's unnamed root (a Unity clip's animated object,
 *   whose paths give the tree) is that root; nodes whose `space` is `world` (MRTK) hang from it
 *   directly; track nodes the tree does not hold are added under it (a clip without a tree gets
 *   one node per track node). Tracks with an empty node animate the root. Tracks read back
 *   under their node's name (a node whose name another node has is named by its path).
 * - Channels: translation, rotation, scale (Unity's, Maya's, Resonite's, MRTK's names; eye gaze
 *   origin and direction as translation and look rotation); a node's `weights[i]` tracks → its
 *   `weights` channel, one sampler holding every morph target's weight per key; a node with
 *   weights gets a minimal mesh with that many morph targets. Samplers: STEP where every segment
 *   of the source holds, else LINEAR or CUBICSPLINE, exact where glTF can play the source's
 *   keys, else fitted within the tolerance; a jump lands on the float32 instant where the source
 *   plays its new value.
 * - Boolean tracks: `extras.animkit.tracks` on the node ({@linkcode GltfBoolTrackExtras}, with
 *   the animation's index when there are several); property names that differ from the glTF
 *   path: `extras.animkit.properties`. Events and duration: the animation's `extras.animkit`
 *   ({@linkcode GltfAnimationExtras}); a clip with no channels has no animation, its extras go
 *   on the scene.
 *
 * The clips are written one after the other, each added to the file so far (its nodes matched
 * by name, then by path) and measured on the animation it added.
 *
 * @throws {AnimkitError} when a track cannot be mapped and `options.dropUnmappable` is not set.
 *
 * @example Every animation of a file into one GLB
 * ```ts ignore
 * import { gltfFromClips, readClips } from "@animkit/animkit";
 * const clips = readClips(await Deno.readFile("character.glb"));
 * await Deno.writeFile("copy.glb", gltfFromClips(clips, {}, "glb").bytes);
 * ```
 */
export function gltfFromClips(
  clips: readonly Clip[],
  options: WriteOptions = {},
  container: GltfContainer = "gltf",
): WriteResult {
  if (clips.length <= 1) {
    const empty: Clip = { name: "", duration: 0, tracks: [], events: [] };
    return gltfFromClip(clips[0] ?? empty, options, container);
  }
  let bytes: Uint8Array | undefined;
  const tracks: TrackReport[] = [];
  const warnings: string[] = [];
  for (const clip of clips) {
    const into = bytes === undefined
      ? { setup: { container, base: NEW_FILE, add: true, rootName: "root" }, index: 0 }
      : setupInto(container, readGltf(bytes), true, "root");
    const result = convertClip(clip, gltfConversion(into.setup, into.index), options);
    bytes = result.bytes;
    tracks.push(...result.tracks.map((r) => ({ ...r, animation: clip.name })));
    warnings.push(...result.warnings.map((w) => `${clip.name}: ${w}`));
  }
  return { bytes: bytes!, tracks, warnings };
}
