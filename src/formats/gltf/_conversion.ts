/**
 * The glTF target wired to the conversion driver: a setup (a new file, the file so far, or a
 * model) as a {@linkcode ClipTarget}, and as a {@linkcode ConversionTarget} that reads back the
 * animation it added.
 *
 * @module
 */
import type { ConversionTarget } from "../../convert/convert_clip.ts";
import type { ClipTarget } from "../../convert/target.ts";
import type { Clip } from "../../model/clip.ts";
import { type GltfSlot, preparedOf, prepareGltf } from "./_plan.ts";
import { encodeGltf, gltfBaseOf, type GltfWriteSetup } from "./_encode.ts";
import { readTransformDocument } from "./_serialize.ts";
import { type GltfDocument, type GltfResolver, readGltf } from "./read.ts";
import { gltfToClip } from "./to_clip.ts";

/** Which glTF container to write. */
export type GltfContainer = "gltf" | "glb";

const TITLES: Readonly<Record<GltfContainer, string>> = {
  gltf: "glTF 2.0 (JSON)",
  glb: "glTF 2.0 (binary)",
};

/** The target of a setup: a new file, several clips in one, or a clip added to a model. */
export function targetFor(setup: GltfWriteSetup): ClipTarget<GltfSlot> {
  return {
    prepare: (clip, options) => prepareGltf(clip, options, setup),
    place: (track, clip) => preparedOf(clip).places.get(track) ?? { drop: "not prepared" },
    encode: (placed, clip, options) => encodeGltf(placed, clip, options, setup),
  };
}

/** The added animation (the one after the file's first `index`), or the file's held booleans. */
export function readAdded(bytes: Uint8Array, index: number): Clip {
  const doc = readGltf(bytes);
  const list = doc.json.animations ?? [];
  const name = list[index]?.name;
  const unique = typeof name === "string" && list.filter((a) => a.name === name).length === 1;
  if (index >= list.length) return gltfToClip(doc);
  return gltfToClip(doc, { animation: unique ? name : String(index) });
}

/** A conversion writing with `setup`, measured on the animation it adds. */
export function gltfConversion(setup: GltfWriteSetup, index = 0): ConversionTarget {
  return {
    name: setup.container,
    title: TITLES[setup.container as GltfContainer],
    float32Time: true,
    target: targetFor(setup) as ClipTarget<unknown>,
    toClip: (bytes) => readAdded(bytes, index),
  };
}

/**
 * What a clip is written into: a file read by `readGltf` (the clip's animation comes after its
 * own), its side images read through `resolve`.
 */
export function setupInto(
  container: GltfContainer,
  source: GltfDocument,
  add: boolean,
  rootName?: string,
  resolve?: GltfResolver,
): { setup: GltfWriteSetup; index: number } {
  const setup: GltfWriteSetup = {
    container,
    base: gltfBaseOf(source),
    add,
    ...(rootName === undefined ? {} : { rootName }),
    open: () => readTransformDocument(source, resolve),
  };
  return { setup, index: (source.json.animations ?? []).length };
}
