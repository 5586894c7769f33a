/**
 * AnimJ bytes → {@linkcode AnimJDocument}, in one pass with validation: JSON.parse, then a single
 * walk that checks the values against the schema while it fills typed arrays, counts the members
 * it read (compared with the text's colons: no unknown or repeated key) and notices integers
 * that may be beyond 2^53. Only when that walk refuses something does the generated schema
 * validator run, to word the problem.
 *
 * `readAnimJ` first reads a clean file straight from its bytes (`_read_bytes.ts`: no text, no
 * parsed tree); whatever that path does not read, this one does, and words its problems.
 *
 * @module
 */
import { validateAnimJ } from "../../../generated/animj_validate.js";
import { validateAnimJAll } from "../../../generated/animj_validate_all.js";
import { AnimkitError } from "../../errors.ts";
import type { Problem } from "../format.ts";
import {
  type AnimJText,
  checkDuplicateKeys,
  membersAccountedFor,
  parseAnimJJson,
} from "./_json.ts";
import { animjComponentKeys, type AnimJDocument, type AnimJTrack, animjWidth } from "./document.ts";
import { buildAnimJ, type Built } from "./_build.ts";
import { animjProblems } from "./_problems.ts";
import { asBytes } from "../../io/bytes.ts";
import { readAnimJBytes, readLintFreeAnimJ } from "./_read_bytes.ts";

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
 * import { analyzeAnimJ } from "./read.ts";
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
  // A clean file that gives the lints nothing to find is read straight from its bytes (the
  // byte reader takes only what the schema allows, each member once).
  const clean = readLintFreeAnimJ(bytes);
  if (clean !== null) return { problems: [], doc: clean };
  return analyzeAnimJText(bytes, options);
}

/**
 * {@linkcode analyzeAnimJ} by the full reader for every file: the text parsed, the schema
 * checked, the lints run over the parsed text, problems located.
 *
 * @example
 * ```ts
 * import { analyzeAnimJText } from "./read.ts";
 * import { equal } from "node:assert/strict";
 * const text = '{"tracks": [{"valueType": "float", "trackType": "Raw", "data": {"interval": 0.5, "keyframes": [1]}}]}';
 * equal(analyzeAnimJText(new TextEncoder().encode(text)).problems[0]?.severity, "error"); // key order
 * ```
 */
export function analyzeAnimJText(
  bytes: Uint8Array,
  options: { readonly allErrors?: boolean; readonly lints?: boolean } = {},
): AnimJAnalysis {
  bytes = asBytes(bytes, "animj");
  const text = parseAnimJJson(bytes);
  const allErrors = options.allErrors === true;
  let built: Built | null = buildAnimJ(text.data, true);
  if (built === null || !membersAccountedFor(text, built)) {
    // Something is off (or a key may be unknown or repeated): the schema validator decides,
    // and words what it finds.
    const validate = allErrors ? validateAnimJAll : validateAnimJ;
    if (!validate(text.data)) {
      checkDuplicateKeys(text);
      return { problems: animjProblems(text, allErrors), doc: null };
    }
    built ??= buildAnimJ(text.data, false)!;
    checkDuplicateKeys(text, built);
  }
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
  bytes = asBytes(bytes, "animj");
  // A clean file is read straight from its bytes; anything else by the full reader, which
  // locates its problem.
  const direct = readAnimJBytes(bytes);
  if (direct !== null) return direct;
  const { problems, doc } = analyzeAnimJ(bytes, { lints: false });
  if (doc !== null) return doc;
  const first = problems.find((p) => p.severity === "error") ?? problems[0];
  throw new AnimkitError(
    "animj",
    first?.location ?? { kind: "pointer", pointer: "" },
    first?.message ?? "does not match the AnimJ schema",
  );
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
