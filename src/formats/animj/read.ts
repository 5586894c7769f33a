/**
 * AnimJ bytes → {@linkcode AnimJDocument}, in one pass with validation: JSON.parse, the schema,
 * then a single walk that fills typed arrays, counts the members JSON.parse kept (for the
 * duplicate-key check) and notices integers that may be beyond 2^53.
 *
 * @module
 */
import { validateAnimJ } from "../../../generated/animj_validate.js";
import { validateAnimJAll } from "../../../generated/animj_validate_all.js";
import { AnimkitError } from "../../errors.ts";
import type { ValueType } from "../../model/value_type.ts";
import type { Problem } from "../format.ts";
import { type AnimJText, checkDuplicateKeys, colonsIn, parseAnimJJson } from "./_json.ts";
import {
  ANIMJ_INTERPOLATIONS,
  animjComponentKeys,
  type AnimJDocument,
  animjScalarKind,
  type AnimJTrack,
  type AnimJTrackType,
  animjWidth,
  newAnimJTrack,
} from "./document.ts";
import { animjProblems } from "./validate.ts";
import { asBytes } from "../../io/bytes.ts";

const INTERP: Record<string, number> = Object.fromEntries(
  ANIMJ_INTERPOLATIONS.map((name, i) => [name, i]),
);
const TWO_53 = 9007199254740992;

type Obj = Record<string, unknown>;

/** What {@linkcode analyzeAnimJ} returns. */
export interface AnimJAnalysis {
  /** Schema problems and (when asked) lints, located. */
  readonly problems: Problem[];
  /** The document, or null when the file does not match the schema. */
  readonly doc: AnimJDocument | null;
}

/**
 * Parses, validates and (when the schema holds) reads AnimJ bytes in one pass.
 *
 * @throws {AnimkitError} for text that is not JSON (syntax, duplicate keys, invalid UTF-8, too
 * deep), located by line:column.
 *
 * @example Validate and read at once
 * ```ts
 * import { analyzeAnimJ } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const text = '{"tracks": [{"trackType": "Raw", "valueType": "float", "data": {"interval": 0.5, "keyframes": [1, 2]}}]}';
 * const { problems, doc } = analyzeAnimJ(new TextEncoder().encode(text));
 * equal(problems.length, 0);
 * equal(doc?.tracks[0]?.count, 2);
 * ```
 */
export function analyzeAnimJ(
  bytes: Uint8Array,
  options: { readonly allErrors?: boolean; readonly lints?: boolean } = {},
): AnimJAnalysis {
  bytes = asBytes(bytes, "animj");
  const text = parseAnimJJson(bytes);
  const allErrors = options.allErrors === true;
  const validate = allErrors ? validateAnimJAll : validateAnimJ;
  if (!validate(text.data)) {
    checkDuplicateKeys(text);
    return { problems: animjProblems(text, allErrors), doc: null };
  }
  const built = buildDocument(text.data as Obj);
  checkDuplicateKeys(text, built.members);
  if (built.bigNumbers) attachExactIntegers(text, built.doc.tracks);
  const problems = options.lints === false
    ? []
    : animjProblems(text, allErrors, { schemaValid: true, bigNumbers: built.bigNumbers });
  return { problems, doc: built.doc };
}

/**
 * Reads AnimJ bytes into a document. The file must be JSON and match the schema; Resonite lint
 * findings (key order, Bezier, …) do not stop the read (see `validateAnimJDocument`).
 *
 * @throws {AnimkitError} at the first syntax or schema error, located by pointer and line:column.
 *
 * @example Read a Discrete track
 * ```ts
 * import { readAnimJ } from "@animkit/animkit";
 * import { deepEqual, equal } from "node:assert/strict";
 * const text = JSON.stringify({
 *   name: "demo", globalDuration: 2,
 *   tracks: [{ trackType: "Discrete", valueType: "float", data: { node: "N", property: "P",
 *     keyframes: [{ time: 0, value: 1 }, { time: 1, value: 3 }] } }],
 * });
 * const doc = readAnimJ(new TextEncoder().encode(text));
 * equal(doc.tracks[0]?.node, "N");
 * deepEqual([...doc.tracks[0]!.values], [1, 3]);
 * ```
 */
export function readAnimJ(bytes: Uint8Array): AnimJDocument {
  const { problems, doc } = analyzeAnimJ(bytes, { lints: false });
  if (doc !== null) return doc;
  const first = problems.find((p) => p.severity === "error") ?? problems[0];
  throw new AnimkitError(
    "animj",
    first?.location ?? { kind: "pointer", pointer: "" },
    first?.message ?? "does not match the AnimJ schema",
  );
}

interface Built {
  doc: AnimJDocument;
  /** Object members JSON.parse kept, plus colons inside parsed strings. */
  members: number;
  /** Whether an integer-typed value is at least 2^53 in magnitude. */
  bigNumbers: boolean;
}

function stringMembers(s: unknown): number {
  return typeof s === "string" && s.length > 0 ? colonsIn(s) : 0;
}

/** Fills typed arrays from schema-valid data; counts members as the schema allows them. */
function buildDocument(root: Obj): Built {
  let members = 0;
  let bigNumbers = false;
  for (const key of ["name", "globalDuration", "tracks"]) if (root[key] !== undefined) members++;
  members += stringMembers(root.name);
  const tracks: AnimJTrack[] = [];
  const list = (root.tracks ?? []) as Obj[];
  for (let t = 0; t < list.length; t++) {
    const track = list[t]!;
    members += 3;
    const trackType = track.trackType as AnimJTrackType;
    const valueType = track.valueType as ValueType;
    const data = track.data as Obj;
    for (const key of ["node", "property", "keyframes", "interval"]) {
      if (data[key] !== undefined) members++;
    }
    members += stringMembers(data.node) + stringMembers(data.property);
    const keys = (data.keyframes ?? []) as unknown[];
    const n = keys.length;
    const out = newAnimJTrack(
      trackType,
      valueType,
      (data.node as string | undefined) ?? "",
      (data.property as string | undefined) ?? "",
      n,
    );
    const w = animjWidth(valueType);
    const comps = animjComponentKeys(valueType);
    const kind = animjScalarKind(valueType);
    const isString = kind === "string";
    const isBool = kind === "bool";
    const valueMembers = comps === null ? 0 : comps.length;
    const values = out.values;
    // Stores one value; returns false for a value the schema let through but this reader
    // cannot take (only matrices, which the schema rejects).
    const put = (v: unknown, target: Float64Array, at: number): void => {
      if (comps === null) {
        target[at] = isBool ? (v ? 1 : 0) : v as number;
      } else {
        const o = v as Obj;
        for (let c = 0; c < comps.length; c++) {
          const x = o[comps[c]!];
          target[at + c] = isBool ? (x ? 1 : 0) : x as number;
        }
      }
    };
    if (trackType === "Raw") {
      out.interval = (data.interval as number | undefined) ?? 0;
      for (let k = 0; k < n; k++) {
        if (isString) {
          out.strings[k] = keys[k] as string | null;
          members += stringMembers(keys[k]);
        } else put(keys[k], values, k * w);
      }
      members += n * valueMembers;
    } else {
      const curve = trackType !== "Discrete";
      const times = out.times;
      for (let k = 0; k < n; k++) {
        const key = keys[k] as Obj;
        times[k] = key.time as number;
        if (isString) {
          out.strings[k] = key.value as string | null;
          members += stringMembers(key.value);
        } else put(key.value, values, k * w);
        members += 2 + valueMembers;
        if (!curve) continue;
        const interp = key.interpolation;
        if (interp !== undefined) {
          members++;
          out.interpolations[k] = INTERP[interp as string] ?? 255;
        } else out.interpolations[k] = 255;
        const lt = key.leftTangent;
        const rt = key.rightTangent;
        if (lt !== undefined) {
          members += 1 + valueMembers;
          if (isString) members += stringMembers(lt);
          else if (lt !== null) put(lt, out.leftTangents, k * w);
        }
        if (rt !== undefined) {
          members += 1 + valueMembers;
          if (isString) members += stringMembers(rt);
          else if (rt !== null) put(rt, out.rightTangents, k * w);
        }
      }
    }
    if (kind === "int" && /long/.test(valueType)) {
      for (let i = 0; i < values.length; i++) {
        if (Math.abs(values[i]!) >= TWO_53) {
          bigNumbers = true;
          break;
        }
      }
    }
    tracks.push(out);
  }
  return {
    doc: {
      name: (root.name as string | undefined) ?? "",
      globalDuration: (root.globalDuration as number | undefined) ?? 0,
      tracks,
    },
    members,
    bigNumbers,
  };
}

const LONG = /(?<![\d.eE])-?\d{16,}(?![\d.eE])/g;

/** Keeps exact values of 64-bit integers beyond 2^53 (JSON.parse rounds them). */
function attachExactIntegers(doc: AnimJText, tracks: AnimJTrack[]): void {
  LONG.lastIndex = 0;
  const found: { offset: number; big: bigint }[] = [];
  for (let m = LONG.exec(doc.text); m !== null; m = LONG.exec(doc.text)) {
    const big = BigInt(m[0]);
    if (BigInt(Number(big)) !== big) found.push({ offset: m.index, big });
  }
  const pointers = doc.numberPointers(found.map((f) => f.offset));
  for (const { offset, big } of found) {
    const pointer = pointers.get(offset);
    if (pointer === undefined) continue;
    const parts = pointer.split("/");
    // /tracks/t/data/keyframes/k[/value][/x]
    if (parts[1] !== "tracks" || parts[3] !== "data" || parts[4] !== "keyframes") continue;
    const track = tracks[Number(parts[2])];
    if (track === undefined || !/^u?long/.test(track.valueType)) continue;
    const k = Number(parts[5]);
    let rest = parts.slice(6);
    if (track.trackType !== "Raw") {
      if (rest[0] !== "value") continue;
      rest = rest.slice(1);
    }
    const keys = animjComponentKeys(track.valueType);
    const c = rest.length === 0 ? 0 : keys?.indexOf(rest[0]!) ?? -1;
    if (c < 0) continue;
    track.exact ??= new Map();
    track.exact.set(k * animjWidth(track.valueType) + c, big);
  }
}
