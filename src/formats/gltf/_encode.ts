/**
 * Placed tracks → a glTF document → bytes: the nodes the tree adds (names, parents, rest pose),
 * one animation with a channel per placed channel track (a node's `weights[i]` tracks merged into
 * one `weights` channel), held booleans in the nodes' extras, events in the animation's extras.
 * The document is new, or the file the clip is added to, read with everything it holds.
 *
 * @module
 */
import {
  type Buffer,
  Document,
  Logger,
  type Node,
  Verbosity,
} from "npm:@gltf-transform/core@4.5.1";
import { AnimkitError } from "../../errors.ts";
import type { Clip } from "../../model/clip.ts";
import type { WriteOptions } from "../format.ts";
import type { Encoded, PlacedTrack } from "../../convert/target.ts";
import type { FittedKeys } from "../../convert/fit.ts";
import {
  type GltfBase,
  type GltfBoolTrackExtras,
  type GltfSetup,
  type GltfSlot,
  preparedOf,
} from "./_plan.ts";
import { type GltfSamplerData, landedKeys, samplerOf } from "./_sampler.ts";
import { weightsSampler } from "./_weights.ts";
import { glbBytes, gltfJsonBytes } from "./_serialize.ts";
import type { GltfDocument } from "./read.ts";
import { gltfNodes } from "./nodes.ts";

/** The `extras.animkit` object animkit writes on each glTF animation. */
export interface GltfAnimationExtras {
  /** The clip's events (markers), on the animation's clock. */
  readonly events: { readonly time: number; readonly name: string }[];
  /** The source clip's duration in seconds. */
  readonly duration: number;
  /** Seconds added to every source time (glTF times cannot be negative); 0 normally. */
  readonly timeOffset: number;
}

/** A setup with the document it writes into. */
export interface GltfWriteSetup extends GltfSetup {
  /** A fresh copy of the file added to; absent: a new document. */
  readonly open?: () => Document;
}

/** animkit's part of a node's extras. */
interface NodeExtras {
  tracks?: GltfBoolTrackExtras[];
  properties?: Record<string, string>;
}

/** A short key for a list of times (length, ends and a hash of the bits). */
function timesKey(times: Float32Array): string {
  const bits = new Uint32Array(times.buffer, times.byteOffset, times.length);
  let hash = 0x811c9dc5;
  for (let i = 0; i < bits.length; i++) hash = Math.imul(hash ^ bits[i]!, 0x01000193);
  return `${times.length}:${hash >>> 0}`;
}

function sameTimes(a: Float32Array, b: Float32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A new (empty) base: no nodes, no meshes. */
export const NEW_FILE: GltfBase = Object.freeze({ nodes: [], root: -1, morphs: () => undefined });

/**
 * What a file read by `readGltf` offers a clip written into it: its nodes, its one scene root
 * (the default scene's, when it has exactly one), and its meshes' default morph weights.
 */
export function gltfBaseOf(source: GltfDocument): GltfBase {
  const json = source.json;
  const scene = (json.scenes ?? [])[typeof json.scene === "number" ? json.scene : 0] as
    | { nodes?: unknown }
    | undefined;
  const roots = Array.isArray(scene?.nodes) ? scene.nodes : [];
  return {
    nodes: gltfNodes(source),
    root: roots.length === 1 && typeof roots[0] === "number" ? roots[0] : -1,
    morphs: (i) => {
      const node = json.nodes?.[i];
      const mesh = typeof node?.mesh === "number" ? json.meshes?.[node.mesh] : undefined;
      const targets = mesh?.primitives?.[0]?.targets;
      if (!Array.isArray(targets)) return undefined;
      const given = Array.isArray(node?.weights)
        ? node.weights
        : (mesh as { weights?: unknown }).weights;
      const weights = Array.isArray(given) ? given : [];
      return targets.map((_, k) => (typeof weights[k] === "number" ? weights[k] : 0));
    },
  };
}

/** A mesh of one point with `count` morph targets that displace nothing. */
function morphMesh(doc: Document, buffer: Buffer, count: number) {
  const point = () =>
    doc.createAccessor().setType("VEC3").setArray(new Float32Array(3)).setBuffer(buffer);
  const primitive = doc.createPrimitive().setMode(0).setAttribute("POSITION", point());
  for (let i = 0; i < count; i++) {
    primitive.addTarget(doc.createPrimitiveTarget().setAttribute("POSITION", point()));
  }
  return doc.createMesh().addPrimitive(primitive);
}

function fitted(p: PlacedTrack<GltfSlot>): FittedKeys {
  if (p.keys.kind !== "fitted") throw new Error(`${p.track.node}.${p.track.property} not fitted`);
  return landedKeys(p.track, p.keys.fit.keys);
}

/** The nodes of the document: the base's, then those the tree adds, with parents and rest pose. */
function treeNodes(doc: Document, clip: Clip, sceneName: string): Node[] {
  const { tree } = preparedOf(clip);
  const root = doc.getRoot();
  const nodes = root.listNodes();
  if (nodes.length !== tree.baseCount) throw new Error("the file's nodes changed");
  let scene = root.getDefaultScene() ?? root.listScenes()[0];
  if (scene === undefined) root.setDefaultScene(scene = doc.createScene(sceneName));
  for (const n of tree.nodes.slice(tree.baseCount)) {
    const node = doc.createNode(n.name);
    if (n.translation !== undefined) {
      node.setTranslation([n.translation.x, n.translation.y, n.translation.z]);
    }
    if (n.rotation !== undefined) {
      node.setRotation([n.rotation.x, n.rotation.y, n.rotation.z, n.rotation.w]);
    }
    if (n.scale !== undefined) node.setScale([n.scale.x, n.scale.y, n.scale.z]);
    nodes.push(node);
  }
  tree.nodes.forEach((n, i) => {
    if (i < tree.baseCount) return;
    if (n.parent === undefined) scene.addChild(nodes[i]!);
    else nodes[n.parent]!.addChild(nodes[i]!);
  });
  return nodes;
}

/**
 * Writes the placed tracks of a prepared clip as one more animation of the setup's document
 * (named after the clip), and the document as `.gltf` or `.glb` bytes.
 *
 * @throws {AnimkitError} when a clip added to a model animates none of its nodes.
 */
export function encodeGltf(
  placed: readonly PlacedTrack<GltfSlot>[],
  clip: Clip,
  options: WriteOptions,
  setup: GltfWriteSetup,
): Encoded {
  const { morphCount } = preparedOf(clip);
  const doc = setup.open?.() ?? new Document().setLogger(new Logger(Verbosity.SILENT));
  const root = doc.getRoot();
  const given = root.listBuffers()[0];
  const buffer = given ?? doc.createBuffer();
  const nodes = treeNodes(doc, clip, setup.rootName ?? (clip.name || "root"));
  const before = root.listAnimations().length;
  const animation = doc.createAnimation(clip.name);
  let accessors = 0;
  const accessor = (type: "SCALAR" | "VEC3" | "VEC4", array: Float32Array<ArrayBuffer>) => (
    accessors++, doc.createAccessor().setType(type).setArray(array).setBuffer(buffer)
  );
  // Samplers keyed at the same times share one input accessor (as exporters write them).
  const inputs = new Map<
    string,
    { times: Float32Array; accessor: ReturnType<typeof accessor> }[]
  >();
  const input = (times: Float32Array<ArrayBuffer>) => {
    const key = timesKey(times);
    const list = inputs.get(key) ?? inputs.set(key, []).get(key)!;
    const same = list.find((e) => sameTimes(e.times, times));
    if (same !== undefined) return same.accessor;
    const made = accessor("SCALAR", times);
    list.push({ times, accessor: made });
    return made;
  };
  const addChannel = (node: number, data: GltfSamplerData) => {
    const type = data.path === "weights" ? "SCALAR" : data.width === 4 ? "VEC4" : "VEC3";
    const sampler = doc.createAnimationSampler()
      .setInput(input(data.times))
      .setOutput(accessor(type, data.values))
      .setInterpolation(data.interpolation);
    animation.addSampler(sampler).addChannel(
      doc.createAnimationChannel().setTargetNode(nodes[node]!).setTargetPath(data.path)
        .setSampler(sampler),
    );
  };
  // A node's weight tracks, merged into its one weights channel (at its first weight track).
  const parts = new Map<number, (FittedKeys | undefined)[]>();
  for (const p of placed) {
    if (p.placement.slot.kind !== "weights") continue;
    const { node, target } = p.placement.slot;
    const list = parts.get(node) ?? parts.set(node, new Array(morphCount.get(node)!)).get(node)!;
    list[target] = fitted(p);
  }
  const merged = new Map<number, number>();
  const extras = new Map<number, NodeExtras>();
  const extrasOf = (node: number) => extras.get(node) ?? extras.set(node, {}).get(node)!;
  const keysAfter = placed.map((p): number => {
    const slot = p.placement.slot;
    if (slot.kind === "bool") {
      if (p.keys.kind !== "discrete") throw new Error("a held boolean is discrete");
      const { times, values } = p.keys.fit;
      const e = extrasOf(slot.node);
      const held: GltfBoolTrackExtras = {
        property: p.source.property,
        interpolation: "STEP",
        times: Array.from(times),
        values: values.map((v) => v === true),
      };
      (e.tracks ??= []).push(held);
      return times.length;
    }
    if (slot.kind === "weights") {
      let count = merged.get(slot.node);
      if (count === undefined) {
        const data = weightsSampler(parts.get(slot.node)!, setup.base.morphs(slot.node));
        addChannel(slot.node, data);
        merged.set(slot.node, count = data.times.length);
      }
      return count;
    }
    const data = samplerOf(slot.path, fitted(p));
    addChannel(slot.node, data);
    // Source property names are kept for a file's own nodes only: on a model's nodes they would
    // rename its other animations' tracks too.
    if (slot.property !== undefined && setup.add) {
      const e = extrasOf(slot.node);
      e.properties = { ...e.properties, [slot.path]: slot.property };
    }
    return data.times.length * data.width;
  });
  for (const [node, count] of morphCount) {
    if (node >= setup.base.nodes.length) nodes[node]!.setMesh(morphMesh(doc, buffer, count));
  }
  const warnings: string[] = [];
  const own: GltfAnimationExtras = {
    events: clip.events.map((e) => ({ time: e.time, name: e.name })),
    duration: clip.duration,
    timeOffset: 0,
  };
  const kept = animation.listChannels().length > 0;
  if (kept) animation.setExtras({ ...animation.getExtras(), animkit: own });
  else if (!setup.add) {
    throw new AnimkitError(
      setup.container,
      { kind: "none" },
      "no track of the clip animates a node of the model; nothing was written",
    );
  } else {
    animation.dispose();
    const scene = root.getDefaultScene()!;
    scene.setExtras({ ...scene.getExtras(), animkit: own });
    warnings.push("no track maps to a glTF channel: the file has no animation");
  }
  heldExtras(nodes, extras, kept ? before : -1);
  if (given === undefined && accessors === 0) buffer.dispose();
  if (setup.container === "glb") oneBuffer(doc);
  const bytes = setup.container === "glb"
    ? glbBytes(doc)
    : gltfJsonBytes(doc, options.pretty ?? false);
  return { bytes, warnings, keysAfter };
}

/**
 * Merges the held booleans and property names into the nodes' extras. In a file with several
 * animations each held track names its animation (`index`); held tracks of a file's one
 * animation are given its index 0 when another is added.
 */
function heldExtras(nodes: readonly Node[], extras: Map<number, NodeExtras>, index: number) {
  for (const node of index === 1 ? nodes : []) {
    const held = (node.getExtras() as { animkit?: NodeExtras }).animkit?.tracks;
    if (!Array.isArray(held)) continue;
    for (const t of held) if (typeof t?.animation !== "number") Object.assign(t, { animation: 0 });
  }
  for (const [i, own] of extras) {
    const node = nodes[i]!;
    const all = node.getExtras() as { animkit?: NodeExtras };
    const prior = typeof all.animkit === "object" && all.animkit !== null ? all.animkit : {};
    const tracks = (own.tracks ?? []).map((t) => (index >= 1 ? { ...t, animation: index } : t));
    node.setExtras({
      ...all,
      animkit: {
        ...prior,
        ...(tracks.length === 0 ? {} : { tracks: [...(prior.tracks ?? []), ...tracks] }),
        ...(own.properties === undefined
          ? {}
          : { properties: { ...prior.properties, ...own.properties } }),
      },
    });
  }
}

/** A GLB holds one buffer: every accessor moves into the first. */
function oneBuffer(doc: Document): void {
  const [first, ...others] = doc.getRoot().listBuffers();
  if (first === undefined || others.length === 0) return;
  for (const a of doc.getRoot().listAccessors()) a.setBuffer(first);
  for (const b of others) b.dispose();
}
