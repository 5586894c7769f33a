/**
 * Bone maps: node names → Metroid Prime bone ids, so that an animation authored elsewhere (a
 * Blender export as glTF) can become an ANIM, whose tracks are `bone_<id>`.
 *
 * @module
 */
import { AnimkitError } from "../errors.ts";
import type { Clip } from "../model/clip.ts";

/** Node name → bone id. */
export type BoneMap = Readonly<Record<string, number>>;

/**
 * Reads a bone map from JSON text: an object whose keys are node names and whose values are
 * bone ids (whole numbers from 0 to 2^32 − 1).
 *
 * @throws {AnimkitError} at the JSON pointer of a bad entry.
 *
 * @example
 * ```ts
 * import { parseBoneMap } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(parseBoneMap('{"Hips": 0, "Spine": 3}'), { Hips: 0, Spine: 3 });
 * ```
 */
export function parseBoneMap(text: string): BoneMap {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new AnimkitError(
      "input",
      { kind: "pointer", pointer: "" },
      `the bone map is not JSON: ${(error as Error).message}`,
    );
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new AnimkitError(
      "input",
      { kind: "pointer", pointer: "" },
      "a bone map is an object of node name → bone id",
    );
  }
  const out: Record<string, number> = {};
  const seen = new Map<number, string>();
  for (const [name, id] of Object.entries(data)) {
    const pointer = `/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`;
    if (typeof id !== "number" || !Number.isInteger(id) || id < 0 || id > 0xffffffff) {
      throw new AnimkitError(
        "input",
        { kind: "pointer", pointer },
        `bone id ${JSON.stringify(id)} is not a whole number from 0 to 4294967295`,
      );
    }
    const other = seen.get(id);
    if (other !== undefined) {
      throw new AnimkitError(
        "input",
        { kind: "pointer", pointer },
        `bone ${id} is also "${other}"'s`,
      );
    }
    seen.set(id, name);
    out[name] = id;
  }
  return out;
}

/**
 * The clip with its mapped nodes renamed `bone_<id>`; other nodes keep their names (a target
 * that needs bones then reports them as unmappable).
 *
 * @example
 * ```ts
 * import { applyBoneMap, type Clip } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * const curve = { valueType: "float3" as const, semantics: "t", keyTimes: () => new Float64Array([0]), evaluate: () => ({ x: 0, y: 0, z: 0 }) };
 * const clip: Clip = { name: "c", duration: 1, events: [], tracks: [
 *   { node: "Hips", property: "translation", valueType: "float3", curve },
 *   { node: "Tail", property: "translation", valueType: "float3", curve },
 * ] };
 * deepEqual(applyBoneMap(clip, { Hips: 0 }).tracks.map((t) => t.node), ["bone_0", "Tail"]);
 * ```
 */
export function applyBoneMap(clip: Clip, map: BoneMap): Clip {
  return {
    ...clip,
    tracks: clip.tracks.map((t) => {
      const id = Object.hasOwn(map, t.node) ? map[t.node] : undefined;
      return id === undefined ? t : { ...t, node: `bone_${id}` };
    }),
  };
}
