/**
 * glTF → glTF of the same container (`convert a.glb b.glb`): the document as read — every
 * scene, node, mesh, skin, material, texture, camera, extension and animation — written back
 * through glTF-Transform, never through the common model. Only what the user asks for changes:
 * `animation` keeps that one animation alone; `reduce` fits every animation's tracks anew within
 * their tolerances (the rest of the document kept).
 *
 * @module
 */
import type { Accessor } from "npm:@gltf-transform/core@4.5.1";
import type { ReadOptions, TrackReport, WriteOptions, WriteResult } from "../format.ts";
import { curveKeyCount } from "../../model/clip.ts";
import { measureTrack } from "../../convert/measure.ts";
import { glbBytes, gltfJsonBytes, readTransformDocument } from "./_serialize.ts";
import { readGltf } from "./read.ts";
import { gltfToClips, pickGltfAnimation } from "./to_clip.ts";
import { gltfOnto } from "./onto.ts";

/** Options of {@linkcode gltfRewrite}: the writer's, and the reader's `animation` and side files. */
export type GltfRewriteOptions = WriteOptions & Pick<ReadOptions, "animation" | "resolveUri">;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Rewrites a `.gltf` or `.glb` as the same container, keeping the whole document (a `.gltf`'s
 * buffers and images embedded as data: URIs). With `options.animation` (a name, else a 0-based
 * index; `all` for every one) only that animation is kept, and the accessors only it used go.
 * The report measures each kept animation's tracks, read back from the written bytes, against
 * the same tracks read from the input.
 *
 * @throws {AnimkitError} for files that do not read, an extension animkit cannot carry over
 * (Draco, meshopt), or an animation that is not there.
 *
 * @example A GLB rewritten keeps its mesh
 * ```ts ignore
 * const { bytes } = gltfRewrite(await Deno.readFile("character.glb"));
 * ```
 */
export function gltfRewrite(bytes: Uint8Array, options: GltfRewriteOptions = {}): WriteResult {
  const source = readGltf(bytes, options.resolveUri);
  const doc = readTransformDocument(source, options.resolveUri);
  const which = options.animation === "all" ? undefined : options.animation;
  const picked = which === undefined ? undefined : pickGltfAnimation(source, which)!.index;
  if (picked !== undefined) {
    const dropped = doc.getRoot().listAnimations().filter((_, i) => i !== picked);
    const samplers = dropped.flatMap((a) => a.listSamplers());
    const used = samplers.flatMap((s) => [s.getInput(), s.getOutput()]);
    for (const p of [...samplers, ...dropped]) p.dispose();
    const unused = (a: Accessor) => a.listParents().every((p) => p === doc.getRoot());
    for (const a of new Set(used)) if (a !== null && unused(a)) a.dispose();
  }
  const before = gltfToClips(source).filter((_, i) => picked === undefined || i === picked);
  if (options.reduce) {
    // Reducing: the document without its animations, each animation fitted back onto it.
    const samplers = doc.getRoot().listAnimations().flatMap((a) => a.listSamplers());
    const used = new Set(samplers.flatMap((s) => [s.getInput(), s.getOutput()]));
    for (const a of doc.getRoot().listAnimations()) a.dispose();
    for (const s of samplers) s.dispose();
    const unused = (a: { listParents(): unknown[] }) =>
      a.listParents().every((p) => p === doc.getRoot());
    for (const a of used) if (a !== null && unused(a)) a.dispose();
    // A buffer only the animations used goes too (the animations bring their own).
    for (const b of doc.getRoot().listBuffers()) if (unused(b)) b.dispose();
    const model = source.container === "glb" ? glbBytes(doc) : gltfJsonBytes(doc, false);
    const { animation: _, resolveUri: __, ...write } = options;
    const result = gltfOnto(model, before, { ...write, container: source.container });
    return { bytes: result.bytes, tracks: result.tracks, warnings: result.warnings };
  }
  const out = source.container === "glb"
    ? glbBytes(doc)
    : gltfJsonBytes(doc, options.pretty ?? false);
  const after = gltfToClips(readGltf(out));
  const several = after.length > 1;
  const tracks: TrackReport[] = before.flatMap((clip, a) =>
    clip.tracks.map((track, t): TrackReport => {
      const back = after[a]?.tracks[t];
      const keys = curveKeyCount(track.curve);
      const to = Math.max(clip.duration, track.curve.keyTimes().at(-1) ?? 0);
      const m = back === undefined
        ? undefined
        : measureTrack(track.curve, back.curve, { from: 0, to, float32Time: true });
      return {
        node: track.node,
        property: track.property,
        mapping: m === undefined ? "dropped" : "exact",
        keysBefore: keys,
        keysAfter: m === undefined ? 0 : curveKeyCount(back!.curve),
        maxError: m?.maxError ?? 0,
        ...(m === undefined ? { note: "not in the written file" } : {}),
        ...(several ? { animation: clip.name } : {}),
      };
    })
  );
  const warnings = sameBytes(bytes, out)
    ? []
    : [`the document is written afresh by glTF-Transform: ${bytes.length} → ${out.length} bytes`];
  return { bytes: out, tracks, warnings };
}
