/**
 * The AnimJ reader checks values against the schema while it builds the document, and finds
 * unknown or repeated keys by counting the text's colons. These tests hold that walk to the
 * schema itself (the ajv validator compiled from schemas/animj.schema.json): on valid documents
 * and on documents with one thing broken, the walk accepts exactly what the schema accepts.
 */
import { deepEqual, equal, ok } from "node:assert/strict";
import { prng } from "../tools/fuzz/mutate.ts";
import { validateAnimJ } from "../generated/animj_validate.js";
import { VALUE_TYPES } from "../src/model/value_type.ts";
import { readAnimJ, validateAnimJDocument } from "../mod.ts";
import { analyzeAnimJ, analyzeAnimJText } from "../src/formats/animj/read.ts";
import { readLintFreeAnimJ } from "../src/formats/animj/_read_bytes.ts";
import { buildAnimJ } from "../src/formats/animj/_build.ts";
import { membersAccountedFor, parseAnimJJson } from "../src/formats/animj/_json.ts";
import { expectAnimkitError, same } from "./_helpers.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Rnd = () => number;

const enc = (s: string) => new TextEncoder().encode(s);
const int = (rnd: Rnd, n: number) => Math.floor(rnd() * n);
const pick = <T>(rnd: Rnd, list: readonly T[]): T => list[int(rnd, list.length)]!;

const F32_MAX = 3.4028234663852886e+38;
const RANGES: Record<string, [number, number]> = {
  byte: [0, 255],
  color32: [0, 255],
  sbyte: [-128, 127],
  ushort: [0, 65535],
  short: [-32768, 32767],
  uint: [0, 4294967295],
  int: [-2147483648, 2147483647],
  ulong: [0, 18446744073709551615],
  long: [-9223372036854775808, 9223372036854775807],
};

/** One valid component of a value type (range ends included). */
function component(rnd: Rnd, valueType: string): Json {
  if (valueType.startsWith("bool")) return rnd() < 0.5;
  const base = valueType === "color32" ? valueType : valueType.replace(/\d$/, "");
  const range = RANGES[base];
  if (range !== undefined) {
    const r = rnd();
    return r < 0.15 ? range[0] : r < 0.3 ? range[1] : Math.round(range[0] / 3 + rnd() * 100);
  }
  if (valueType.startsWith("double")) return pick(rnd, [0.5, -1e300, 1e300, 2 ** 70, -0.25]);
  return pick(rnd, [0.5, -F32_MAX, F32_MAX, 1e-40, -3]);
}

function value(rnd: Rnd, valueType: string): Json {
  if (valueType === "string") return rnd() < 0.2 ? null : pick(rnd, ["", "a", "x:y", "ü"]);
  const names = valueType === "color" || valueType === "color32"
    ? ["r", "g", "b", "a"]
    : valueType === "floatQ" || valueType === "doubleQ"
    ? ["x", "y", "z", "w"]
    : ["x", "y", "z", "w"].slice(0, Number(/(\d)$/.exec(valueType)?.[1] ?? 0));
  if (names.length === 0) return component(rnd, valueType);
  return Object.fromEntries(names.map((n) => [n, component(rnd, valueType)]));
}

const NON_MATRIX = VALUE_TYPES.filter((v) => !/x\d$/.test(v));

function track(rnd: Rnd): Json {
  const trackType = pick(rnd, ["Raw", "Discrete", "Curve", "Bezier"]);
  // Matrix tracks are valid only without keys.
  const matrix = rnd() < 0.05;
  const valueType = matrix ? pick(rnd, ["float2x2", "double4x4"]) : pick(rnd, NON_MATRIX);
  const n = matrix ? 0 : int(rnd, 5);
  const data: Record<string, Json> = {};
  if (rnd() < 0.8) data.node = pick(rnd, ["Bone", "mixamorig:Hips", ""]);
  if (rnd() < 0.8) data.property = "Position";
  const keys: Json[] = [];
  let time = 0;
  for (let k = 0; k < n; k++) {
    time += pick(rnd, [0, 0.5, 1]);
    if (trackType === "Raw") {
      keys.push(value(rnd, valueType));
      continue;
    }
    const key: Record<string, Json> = { time, value: value(rnd, valueType) };
    if (trackType !== "Discrete") {
      const interpolation = pick(rnd, ["Hold", "Linear", "Tangent", "CubicBezier"]);
      key.interpolation = interpolation;
      const needs = n >= 2 && (interpolation === "Tangent" || interpolation === "CubicBezier");
      const which = int(rnd, 3);
      if (which !== 1 && (needs || rnd() < 0.3)) key.leftTangent = value(rnd, valueType);
      if (which !== 0 && (needs || rnd() < 0.3)) key.rightTangent = value(rnd, valueType);
    }
    keys.push(key);
  }
  if (trackType === "Raw" && rnd() < 0.8) data.interval = pick(rnd, [0.5, 1e-30, F32_MAX]);
  if (rnd() < 0.95) data.keyframes = keys;
  return { trackType, valueType, data };
}

function documentOf(rnd: Rnd): Record<string, Json> {
  const doc: Record<string, Json> = {};
  if (rnd() < 0.8) doc.name = pick(rnd, ["clip", "a:b", ""]);
  if (rnd() < 0.8) doc.globalDuration = pick(rnd, [0, 2, F32_MAX]);
  if (rnd() < 0.95) doc.tracks = Array.from({ length: int(rnd, 4) }, () => track(rnd));
  return doc;
}

/** Every object and array inside `v` with its keys/indices (the root included). */
function containers(v: Json, out: (Json[] | Record<string, Json>)[] = []) {
  if (typeof v === "object" && v !== null) {
    out.push(v);
    for (const e of Object.values(v)) containers(e, out);
  }
  return out;
}

const JUNK: Json[] = [
  null,
  true,
  "s",
  "Linear",
  "float3",
  1.5,
  -1,
  0,
  256,
  65536,
  2 ** 31,
  2 ** 64,
  -(2 ** 64),
  3.5e38,
  -3.5e38,
  {},
  [],
  { x: 1 },
  { x: 1, y: 2, z: 3 },
];
const junk = (rnd: Rnd): Json => structuredClone(pick(rnd, JUNK));
const KEYS = ["extra", "x", "w", "a", "time", "value", "interval", "leftTangent", "node", "track"];

/** Breaks one thing (maybe nothing the schema minds): replaces, deletes or adds a member. */
function mutate(rnd: Rnd, doc: Json): void {
  const target = pick(rnd, containers(doc));
  const keys = Object.keys(target);
  const r = rnd();
  if (Array.isArray(target)) {
    if (target.length > 0 && r < 0.7) target[int(rnd, target.length)] = junk(rnd);
    else target.push(junk(rnd));
  } else if (keys.length > 0 && r < 0.5) target[pick(rnd, keys)] = junk(rnd);
  else if (keys.length > 0 && r < 0.7) delete target[pick(rnd, keys)];
  else target[pick(rnd, KEYS)] = junk(rnd);
}

/** Whether the reader's own walk accepts the text (no schema validator involved). */
function walkAccepts(text: string): boolean {
  const parsed = parseAnimJJson(enc(text));
  const built = buildAnimJ(parsed.data, true);
  return built !== null && membersAccountedFor(parsed, built);
}

Deno.test("animj read: the checking walk accepts exactly what the schema accepts (3000 documents)", () => {
  const rnd = prng(2024);
  let valid = 0;
  let invalid = 0;
  for (let i = 0; i < 3000; i++) {
    const doc = documentOf(rnd);
    const mutations = i % 3;
    for (let m = 0; m < mutations; m++) mutate(rnd, doc);
    const text = JSON.stringify(doc);
    const schemaValid = validateAnimJ(JSON.parse(text));
    equal(walkAccepts(text), schemaValid, `document ${i}: ${text}`);
    // And through the public reader: a document exactly when the schema holds.
    const { doc: read, problems } = analyzeAnimJ(enc(text), { lints: false });
    equal(read !== null, schemaValid, `document ${i}`);
    if (!schemaValid) ok(problems.some((p) => p.severity === "error"));
    if (schemaValid) valid++;
    else invalid++;
  }
  // Both outcomes are well represented.
  ok(valid > 1000 && invalid > 500, `${valid} valid, ${invalid} invalid`);
});

Deno.test("animj analyze: a file read from its bytes as lint-free is valid, lint-free and read alike (3000 documents)", () => {
  const rnd = prng(2026);
  let direct = 0;
  let linted = 0;
  for (let i = 0; i < 3000; i++) {
    const doc = documentOf(rnd);
    if (i % 4 === 0) mutate(rnd, doc);
    // Some tracks with valueType before trackType (a lint), some long integers.
    let text = JSON.stringify(
      doc,
      (key, v) =>
        key === "" || typeof v !== "object" || v === null || !("trackType" in v) || rnd() < 0.8
          ? v
          : { valueType: v.valueType, trackType: v.trackType, data: v.data },
    );
    if (i % 7 === 0) text = text.replace(/"value":0\.5\b/, '"value":1152921504606846976');
    const bytes = enc(text);
    const full = analyzeAnimJText(bytes);
    if (full.problems.length > 0) linted++;
    const read = readLintFreeAnimJ(bytes);
    if (read === null) continue;
    direct++;
    // The schema holds (ajv, independently), the full reader finds no problem and reads the
    // same document.
    ok(validateAnimJ(JSON.parse(text)), `document ${i}: ${text}`);
    deepEqual(full.problems, [], `document ${i}: ${text}`);
    same(read, full.doc, `document ${i}`);
    same(analyzeAnimJ(bytes), full, `document ${i}`);
  }
  ok(direct > 300 && linted > 1000, `${direct} read from the bytes, ${linted} with problems`);
});

Deno.test("animj analyze: what the lints look at in the text keeps a file off the byte path", () => {
  const file = (track: string, more = "") =>
    enc(`{"name": "a", "globalDuration": 1${more}, "tracks": [${track}]}`);
  const keys = '"keyframes": [{"time": 0, "value": V, "interpolation": "Linear"}, ' +
    '{"time": 1, "value": 2, "interpolation": "Linear"}]';
  const curve = (v: string, order = '"trackType": "Curve", "valueType": "double"') =>
    `{${order}, "data": {"node": "N", "property": "P", ${keys.replace("V", v)}}}`;
  // Clean: read from the bytes.
  ok(readLintFreeAnimJ(file(curve("0.5"))) !== null);
  // valueType first: Resonite fails to load it (an error the lints report).
  const reordered = file(curve("0.5", '"valueType": "double", "trackType": "Curve"'));
  equal(readLintFreeAnimJ(reordered), null);
  equal(analyzeAnimJ(reordered).problems[0]?.severity, "error");
  // A 64-bit integer beyond 2^53 (a warning: JSON tools that read doubles round it); in a
  // double track the number is a double anyway.
  const big = file(curve("1152921504606846976", '"trackType": "Curve", "valueType": "long"'));
  equal(readLintFreeAnimJ(big), null);
  ok(/beyond 2\^53/.test(analyzeAnimJ(big).problems[0]?.message ?? ""));
  const double = file(curve("1152921504606846976"));
  ok(readLintFreeAnimJ(double) !== null);
  deepEqual(analyzeAnimJText(double).problems, []);
  // A globalDuration short of the last key (a warning).
  const short = enc(
    new TextDecoder().decode(file(curve("0.5"))).replace(
      '"globalDuration": 1',
      '"globalDuration": 0.5',
    ),
  );
  equal(readLintFreeAnimJ(short), null);
  equal(analyzeAnimJ(short).problems[0]?.severity, "warning");
});

Deno.test("animj read: values land in the typed arrays as written", () => {
  const text = JSON.stringify({
    name: "n",
    globalDuration: 3,
    tracks: [
      {
        trackType: "Curve",
        valueType: "color32",
        data: {
          node: "N",
          property: "P",
          keyframes: [
            {
              time: 0,
              value: { r: 1, g: 2, b: 3, a: 255 },
              interpolation: "CubicBezier",
              rightTangent: { r: 4, g: 5, b: 6, a: 7 },
            },
            { time: 2, value: { r: 0, g: 0, b: 0, a: 0 }, interpolation: "Hold" },
          ],
        },
      },
      {
        trackType: "Raw",
        valueType: "bool2",
        data: { interval: 0.5, keyframes: [{ x: true, y: false }] },
      },
    ],
  });
  const doc = readAnimJ(enc(text));
  const [curve, raw] = doc.tracks;
  deepEqual([...curve!.times], [0, 2]);
  deepEqual([...curve!.values], [1, 2, 3, 255, 0, 0, 0, 0]);
  deepEqual([...curve!.interpolations], [3, 0]);
  deepEqual([...curve!.rightTangents.slice(0, 4)], [4, 5, 6, 7]);
  ok(curve!.leftTangents.every(Number.isNaN));
  equal(raw!.interval, 0.5);
  deepEqual([...raw!.values], [1, 0]);
});

Deno.test("animj read: a colon written as \\u003a hides no repeated or unknown key", () => {
  // The text has 3 colons; the data read has 2 members and a name holding one colon.
  const dup = expectAnimkitError(() =>
    readAnimJ(enc('{"name": "\\u003a", "tracks": [], "tracks": []}'))
  );
  deepEqual(dup.location, { kind: "pointer", pointer: "/tracks", line: 1, column: 34 });
  const [unknown] = validateAnimJDocument(enc('{"name": "\\u003a", "extra": 1}'));
  equal(unknown?.message.startsWith('unknown key "extra"'), true);
  deepEqual(validateAnimJDocument(enc('{"name": "\\u003a", "tracks": []}')), []);
});
