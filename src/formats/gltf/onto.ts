/**
 * A clip onto a model (`convert CLIP --onto MODEL.glb OUT.glb`): the model's glTF document as
 * read, with every mesh, skin, material, texture and animation it has, and one more animation
 * per clip whose channels target the model's nodes the clip's tracks name.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { Clip } from "../../model/clip.ts";
import { curveKeyCount } from "../../model/clip.ts";
import { convertClip } from "../../convert/convert_clip.ts";
import type { TrackReport, WriteOptions, WriteResult } from "../format.ts";
import { type GltfContainer, gltfConversion, setupInto } from "./_conversion.ts";
import { gltfBaseOf } from "./_encode.ts";
import { gltfTree } from "./_tree.ts";
import { type GltfDocument, type GltfResolver, isGlb, readGltf } from "./read.ts";

/** Options of {@linkcode gltfOnto}. */
export interface GltfOntoOptions extends WriteOptions {
  /** The container written (default: the model's). */
  readonly container?: GltfContainer;
  /** Reads the model's side files (a `.gltf`'s buffers and images). */
  readonly resolveUri?: GltfResolver;
}

/** A track's node and the model node it animates. */
export interface GltfOntoMatch {
  /** The clip (animation) the track belongs to. */
  readonly animation: string;
  /** The track's node, as the clip names it. */
  readonly node: string;
  /** The model node's name. */
  readonly modelNode: string;
}

/** What {@linkcode gltfOnto} returns: the file, the report, and how the nodes matched. */
export interface GltfOntoResult extends WriteResult {
  /** Each clip node with tracks and the model node it animates. */
  readonly matched: readonly GltfOntoMatch[];
  /** Clip nodes with tracks that no model node matches (`animation: node`), left out. */
  readonly unmatchedTracks: readonly string[];
  /** Model nodes no added animation animates, in the model's order. */
  readonly unmatchedNodes: readonly string[];
}

/** The matches of one clip's track nodes, and the clip without the unmatched tracks. */
function matchClip(clip: Clip, model: GltfDocument) {
  const base = gltfBaseOf(model);
  const tree = gltfTree(clip, {
    base: base.nodes,
    baseRoot: base.root,
    add: false,
    rootName: "",
    format: model.container,
  });
  const matched = new Map<string, string>();
  const unmatched = new Set<string>();
  const dropped: TrackReport[] = [];
  const kept = clip.tracks.filter((t, i) => {
    const at = tree.trackNodes[i]!;
    if (at >= 0) return matched.set(t.node, tree.names[at]!), true;
    unmatched.add(t.node);
    const note = `the model has no node named "${t.node}" or with its path`;
    const keys = curveKeyCount(t.curve);
    dropped.push({
      node: t.node,
      property: t.property,
      mapping: "dropped",
      keysBefore: keys,
      keysAfter: 0,
      maxError: 0,
      note,
    });
    return false;
  });
  return { matched, unmatched, dropped, clip: { ...clip, tracks: kept } };
}

/**
 * Adds each clip as an animation (named after it) to a glTF model, keeping everything the model
 * holds. A track's node is the model node of that name (when one node has it), else the one whose
 * path from its scene root is or ends with the track node's path (a Unity clip's paths start
 * below the animated object); the clip's root (a Unity clip's `""`) is the model's one scene
 * root. Tracks no model node matches are left out and listed. The added animation is fitted as
 * any glTF conversion is ({@linkcode gltfTarget}), and each track measured on the written file,
 * read back by the animation's name.
 *
 * @throws {AnimkitError} when the model already has an animation of a clip's name, when no track
 * of a clip matches a model node, when the model uses an extension animkit cannot carry over
 * (Draco, meshopt), or as a conversion does.
 *
 * @example Put a walk onto a character
 * ```ts ignore
 * const walk = readClip(await Deno.readFile("walk.anim"));
 * const result = gltfOnto(await Deno.readFile("character.glb"), [walk]);
 * result.unmatchedTracks; // nodes of the clip the model has not
 * await Deno.writeFile("character-walk.glb", result.bytes);
 * ```
 */
export function gltfOnto(
  model: Uint8Array,
  clips: readonly Clip[],
  options: GltfOntoOptions = {},
): GltfOntoResult {
  const { container: chosen, resolveUri, ...write } = options;
  const container = chosen ?? (isGlb(model) ? "glb" : "gltf");
  const original = readGltf(model, resolveUri);
  let current = original;
  let bytes = model;
  const tracks: TrackReport[] = [];
  const warnings: string[] = [];
  const matched: GltfOntoMatch[] = [];
  const unmatchedTracks: string[] = [];
  const animated = new Set<string>();
  const several = clips.length > 1;
  for (const clip of clips) {
    const names = (current.json.animations ?? []).map((a) => a.name);
    if (names.includes(clip.name)) {
      throw new AnimkitError(
        container,
        { kind: "none" },
        `the model already has an animation named "${clip.name}"; give the clip another name`,
      );
    }
    const match = matchClip(clip, current);
    if (match.matched.size === 0) {
      throw new AnimkitError(
        container,
        { kind: "none" },
        `no track of "${clip.name}" names a node of the model; nothing was written`,
      );
    }
    const { setup, index } = setupInto(container, current, false, undefined, resolveUri);
    const result = convertClip(match.clip, gltfConversion(setup, index), write);
    const label = (r: TrackReport) => (several ? { ...r, animation: clip.name } : r);
    tracks.push(...result.tracks.map(label), ...match.dropped.map(label));
    warnings.push(...result.warnings.map((w) => (several ? `${clip.name}: ${w}` : w)));
    for (const [node, modelNode] of match.matched) {
      matched.push({ animation: clip.name, node, modelNode });
      animated.add(modelNode);
    }
    for (const node of match.unmatched) {
      unmatchedTracks.push(several ? `${clip.name}: ${node}` : node);
    }
    bytes = result.bytes;
    current = readGltf(bytes);
  }
  const unmatchedNodes = gltfBaseOf(original).nodes.map((n) => n.name)
    .filter((name) => !animated.has(name));
  if (unmatchedTracks.length > 0) {
    warnings.push(
      `${unmatchedTracks.length} clip node(s) match no model node and were left out: ${
        unmatchedTracks.slice(0, 10).join(", ")
      }${unmatchedTracks.length > 10 ? ", …" : ""}`,
    );
  }
  return { bytes, tracks, warnings, matched, unmatchedTracks, unmatchedNodes };
}
