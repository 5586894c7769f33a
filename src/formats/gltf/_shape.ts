/**
 * The shape of a glTF JSON document, checked once after parsing: every array the reader walks is
 * an array, its entries objects (or numbers where the schema says so), so later steps can index
 * without guarding each access. Shapes follow the glTF 2.0 JSON schema (`glTF.schema.json` and
 * the schemas it names); values inside (indices, counts, enums) are checked where they are used.
 *
 * @module
 */
import { AnimkitError, type FormatName } from "../../errors.ts";

/** What an array's entries must be. */
type Entry = "object" | "number";

/** Nested arrays of an object: member → what its entries are, and their own nested arrays. */
interface Shape {
  readonly [member: string]: readonly [Entry, Shape?];
}

const NUMBERS = ["number"] as const;

/**
 * Members of array entries (by the arrays' path) that must be objects when present, with the
 * members of theirs that must be objects too.
 */
const OBJECT_MEMBERS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  accessors: { sparse: ["indices", "values"] },
  "animations.channels": { target: [] },
};

/** The top level: arrays of objects, and the arrays inside their entries. */
const TOP: Shape = {
  accessors: ["object", { max: NUMBERS, min: NUMBERS }],
  animations: ["object", { channels: ["object"], samplers: ["object"] }],
  bufferViews: ["object"],
  buffers: ["object"],
  cameras: ["object"],
  images: ["object"],
  materials: ["object"],
  meshes: ["object", { primitives: ["object", { targets: ["object"] }], weights: NUMBERS }],
  nodes: [
    "object",
    {
      children: NUMBERS,
      matrix: NUMBERS,
      rotation: NUMBERS,
      scale: NUMBERS,
      translation: NUMBERS,
      weights: NUMBERS,
    },
  ],
  samplers: ["object"],
  scenes: ["object", { nodes: NUMBERS }],
  skins: ["object", { joints: NUMBERS }],
  textures: ["object"],
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks the arrays of a glTF JSON document and the objects in them.
 *
 * @throws {AnimkitError} at the JSON pointer of the first member or entry of the wrong kind.
 *
 * @example
 * ```ts ignore
 * checkGltfShape("gltf", { asset: { version: "2.0" }, nodes: [null] }); // throws at /nodes/0
 * ```
 */
export function checkGltfShape(format: FormatName, json: Record<string, unknown>): void {
  const fail: (pointer: string, detail: string) => never = (pointer, detail) => {
    throw new AnimkitError(format, { kind: "pointer", pointer }, detail);
  };
  const walk = (holder: Record<string, unknown>, shape: Shape, at: string, path: string) => {
    for (const [member, [entry, inner]] of Object.entries(shape)) {
      const list = holder[member];
      if (list === undefined) continue;
      const pointer = `${at}/${member}`;
      if (!Array.isArray(list)) fail(pointer, `${member} must be an array`);
      const key = path === "" ? member : `${path}.${member}`;
      (list as unknown[]).forEach((item, i) => {
        if (entry === "number") {
          if (typeof item !== "number") fail(`${pointer}/${i}`, `${member} holds numbers`);
          return;
        }
        if (!isObject(item)) fail(`${pointer}/${i}`, `each of ${member} must be an object`);
        for (const [name, nested] of Object.entries(OBJECT_MEMBERS[key] ?? {})) {
          const value = item[name];
          if (value === undefined) continue;
          if (!isObject(value)) fail(`${pointer}/${i}/${name}`, `${name} must be an object`);
          for (const sub of nested) {
            const v = value[sub];
            if (v !== undefined && !isObject(v)) {
              fail(`${pointer}/${i}/${name}/${sub}`, `${sub} must be an object`);
            }
          }
        }
        if (inner !== undefined) walk(item, inner, `${pointer}/${i}`, key);
      });
    }
  };
  walk(json, TOP, "", "");
}
