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

/** A {@linkcode Shape} as the walk reads it: arrays, and each array's dotted path. */
interface Compiled {
  readonly members: readonly {
    readonly member: string;
    readonly entry: Entry;
    /** Object members of each entry that must be objects, with theirs. */
    readonly objects: readonly (readonly [string, readonly string[]])[];
    readonly inner: Compiled | undefined;
  }[];
}

function compile(shape: Shape, path: string): Compiled {
  return {
    members: Object.entries(shape).map(([member, [entry, inner]]) => {
      const key = path === "" ? member : `${path}.${member}`;
      return {
        member,
        entry,
        objects: Object.entries(OBJECT_MEMBERS[key] ?? {}),
        inner: inner === undefined ? undefined : compile(inner, key),
      };
    }),
  };
}

const COMPILED: Compiled = compile(TOP, "");

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
  // Where the walk is, as pointer segments: a pointer string is made for a failure only.
  const path: (string | number)[] = [];
  const fail: (detail: string, ...last: (string | number)[]) => never = (detail, ...last) => {
    const pointer = [...path, ...last].map((p) => `/${p}`).join("");
    throw new AnimkitError(format, { kind: "pointer", pointer }, detail);
  };
  const walk = (holder: Record<string, unknown>, shape: Compiled) => {
    for (const { member, entry, objects, inner } of shape.members) {
      const list = holder[member];
      if (list === undefined) continue;
      if (!Array.isArray(list)) fail(`${member} must be an array`, member);
      const items = list as unknown[];
      path.push(member);
      for (let i = 0; i < items.length; i++) {
        const item = items[i];
        if (entry === "number") {
          if (typeof item !== "number") fail(`${member} holds numbers`, i);
          continue;
        }
        if (!isObject(item)) fail(`each of ${member} must be an object`, i);
        for (const [name, nested] of objects) {
          const value = item[name];
          if (value === undefined) continue;
          if (!isObject(value)) fail(`${name} must be an object`, i, name);
          for (const sub of nested) {
            const v = value[sub];
            if (v !== undefined && !isObject(v)) fail(`${sub} must be an object`, i, name, sub);
          }
        }
        if (inner !== undefined) {
          path.push(i);
          walk(item, inner);
          path.pop();
        }
      }
      path.pop();
    }
  };
  walk(json, COMPILED);
}
