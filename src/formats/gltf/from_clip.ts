/**
 * Common model → glTF 2.0 (`.gltf` or `.glb`): one node per track node under one root node, one
 * animation per clip with translation/rotation/scale/weights channels, boolean tracks and clip
 * events as documented `extras`.
 *
 * @module
 */
import { Document, Logger, type Node, Verbosity } from "npm:@gltf-transform/core@4.5.1";
import { AnimkitError } from "../../errors.ts";
import type { Clip } from "../../model/clip.ts";
import type { TrackReport, WriteOptions, WriteResult } from "../format.ts";
import { type GltfBoolTrackExtras, planGltfClip } from "./_plan.ts";
import { glbBytes, gltfJsonBytes } from "./_serialize.ts";

export type { GltfBoolTrackExtras } from "./_plan.ts";

/** Which glTF container to write. */
export type GltfContainer = "gltf" | "glb";

/** The `extras.animkit` object animkit writes on each glTF animation. */
export interface GltfAnimationExtras {
  /** The clip's events (markers), on the animation's clock. */
  readonly events: { readonly time: number; readonly name: string }[];
  /** The source clip's duration in seconds. */
  readonly duration: number;
  /** Seconds added to every source time (glTF times cannot be negative); 0 normally. */
  readonly timeOffset: number;
}

/**
 * Writes a clip as glTF 2.0: {@linkcode gltfFromClips} with one clip.
 *
 * @throws {AnimkitError} when a track cannot be mapped and `options.dropUnmappable` is not set.
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
  return gltfFromClips([clip], options, container);
}

/**
 * Writes clips as one glTF 2.0 file, one animation per clip (named after it).
 *
 * - Nodes: one per distinct track node over all clips, named as the track node (MRTK joints
 *   `Hand.Left.Joint.IndexTip`, ANIM bones `bone_<id>`), all children of one root node (named
 *   after the clip when there is one, else `root`), in one scene. Tracks with an empty node
 *   animate the root.
 * - Channels: float3 `position`/`translation` → translation, floatQ `rotation` → rotation,
 *   float3 `scale` → scale (double types too); a node's float `weights[i]` tracks → its
 *   `weights` channel, one sampler holding every morph target's weight per key. A node with
 *   weights gets a minimal mesh (one point) with as many morph targets as the highest index
 *   names, each displacing nothing: a `weights` channel needs a mesh with that many targets;
 *   targets without a track hold 0. Samplers: STEP where every segment of the source holds,
 *   else LINEAR or CUBICSPLINE, exact where glTF can play the source's keys, else fitted within
 *   `options.tolerance`; a jump lands on the float32 instant where the source plays its new
 *   value, with the key before on the instant below. Each report is measured on glTF's own
 *   playback of the written sampler.
 * - Boolean tracks: `extras.animkit.tracks` on the node ({@linkcode GltfBoolTrackExtras}, with
 *   the animation's index when there are several); the property names channels came from where
 *   they differ from the glTF path: `extras.animkit.properties`.
 * - Each animation's `extras.animkit` ({@linkcode GltfAnimationExtras}) holds its events and
 *   duration. A clip with no channels has no animation; its extras go on the scene.
 * - Values are written as the source holds them; keys before 0 are folded into a key at 0.
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
  if (options.rate !== undefined && !(options.rate > 0 && Number.isFinite(options.rate))) {
    throw new AnimkitError(
      container,
      { kind: "none" },
      `rate must be a positive number, not ${options.rate}`,
    );
  }
  const several = clips.length > 1;
  const plans = clips.map((clip) => planGltfClip(clip, options, container));
  const name = several ? "root" : clips[0]?.name || "root";
  const doc = new Document().setLogger(new Logger(Verbosity.SILENT));
  const buffer = doc.createBuffer();
  const root = doc.createNode(name);
  const scene = doc.createScene(several ? "scene" : clips[0]?.name ?? "").addChild(root);
  doc.getRoot().setDefaultScene(scene);
  const nodes = new Map<string, Node>();
  const nodeFor = (node: string): Node => {
    if (node === "") return root;
    let found = nodes.get(node);
    if (found === undefined) nodes.set(node, found = doc.createNode(node)), root.addChild(found);
    return found;
  };
  const extras = new Map<
    Node,
    { tracks?: GltfBoolTrackExtras[]; properties?: Record<string, string> }
  >();
  const extrasOf = (node: Node) => extras.get(node) ?? extras.set(node, {}).get(node)!;
  const targets = new Map<Node, number>();
  const warnings: string[] = [];
  const tracks: TrackReport[] = [];
  let written = 0;
  plans.forEach((plan, i) => {
    const clip = clips[i]!;
    const label = several ? `${clip.name}: ` : "";
    warnings.push(...plan.warnings.map((w) => label + w));
    tracks.push(...plan.reports.map((r) => (several ? { ...r, animation: clip.name } : r)));
    // Nodes in track order.
    for (const r of plan.reports) if (r.mapping !== "dropped") nodeFor(r.node);
    const animation = doc.createAnimation(clip.name);
    for (const { node: nodeName, sampler: data, property } of plan.channels) {
      const node = nodeFor(nodeName);
      const accessor = (type: "SCALAR" | "VEC3" | "VEC4", array: Float32Array<ArrayBuffer>) =>
        doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
      const type = data.path === "weights" ? "SCALAR" : data.width === 4 ? "VEC4" : "VEC3";
      const sampler = doc.createAnimationSampler()
        .setInput(accessor("SCALAR", data.times))
        .setOutput(accessor(type, data.values))
        .setInterpolation(data.interpolation);
      animation.addSampler(sampler).addChannel(
        doc.createAnimationChannel().setTargetNode(node).setTargetPath(data.path).setSampler(
          sampler,
        ),
      );
      if (data.path === "weights") targets.set(node, Math.max(targets.get(node) ?? 0, data.width));
      if (property !== undefined) {
        const e = extrasOf(node);
        e.properties = { [data.path]: property, ...e.properties };
      }
    }
    const own: GltfAnimationExtras = {
      events: clip.events.map((e) => ({ time: e.time, name: e.name })),
      duration: clip.duration,
      timeOffset: 0,
    };
    const kept = animation.listChannels().length > 0;
    if (kept) animation.setExtras({ animkit: own }), written++;
    else {
      animation.dispose();
      scene.setExtras({ animkit: own });
      warnings.push(`${label}no track maps to a glTF channel: the file has no animation`);
    }
    for (const [nodeName, list] of plan.bools) {
      const e = extrasOf(nodeFor(nodeName));
      const index = written - 1;
      e.tracks = [
        ...(e.tracks ?? []),
        ...list.map((b) => (kept && several ? { ...b, animation: index } : b)),
      ];
    }
  });
  for (const [node, count] of targets) node.setMesh(morphMesh(doc, buffer, count));
  for (const [node, animkit] of extras) node.setExtras({ animkit });
  if (written === 0) buffer.dispose();
  const bytes = container === "glb" ? glbBytes(doc) : gltfJsonBytes(doc, options.pretty ?? false);
  return { bytes, tracks, warnings };
}

/** A mesh of one point with `count` morph targets that displace nothing. */
function morphMesh(doc: Document, buffer: ReturnType<Document["createBuffer"]>, count: number) {
  const point = () =>
    doc.createAccessor().setType("VEC3").setArray(new Float32Array(3)).setBuffer(buffer);
  const primitive = doc.createPrimitive().setMode(0).setAttribute("POSITION", point());
  for (let i = 0; i < count; i++) {
    primitive.addTarget(doc.createPrimitiveTarget().setAttribute("POSITION", point()));
  }
  return doc.createMesh().addPrimitive(primitive);
}
