/**
 * The AnimJ reader that works straight from the bytes (no JSON.parse tree): it must give exactly
 * the numbers JSON.parse gives, build the same document as the full reader, and leave anything
 * else (bad JSON, a schema problem, an escape, a 64-bit integer beyond 2^53) to the full reader,
 * whose located errors stay what they were.
 */
import { deepEqual, equal, ok } from "node:assert/strict";
import { readAnimJBytes } from "../src/formats/animj/_read_bytes.ts";
import { analyzeAnimJText } from "../src/formats/animj/read.ts";
import {
  type AnimJCurve,
  type AnimJDocument,
  animjToClip,
  formatByName,
  newAnimJTrack,
  readAnimJ,
  writeAnimJ,
} from "../mod.ts";
import { prng } from "../tools/fuzz/mutate.ts";
import { difference, expectAnimkitError, same } from "./_helpers.ts";

const enc = (s: string) => new TextEncoder().encode(s);

/** The document the full reader (JSON.parse, the checking walk, the schema) makes, or null. */
function fullRead(bytes: Uint8Array): AnimJDocument | null {
  try {
    return analyzeAnimJText(bytes, { lints: false }).doc;
  } catch {
    return null;
  }
}

/** A float track of Linear keys whose times and values are the given number texts. */
function curveText(times: readonly string[], values: readonly string[]): string {
  const keys = times.map((t, k) =>
    `{"time": ${t}, "value": ${values[k]}, "interpolation": "Linear"}`
  );
  return `{"name": "n", "globalDuration": 0, "tracks": [{"trackType": "Curve", "valueType": "double", ` +
    `"data": {"node": "N", "property": "P", "keyframes": [${keys.join(", ")}]}}]}`;
}

Deno.test("animj bytes: numbers are the doubles their text denotes (as JSON.parse gives them)", () => {
  // Each text with the number JavaScript's own parser makes of the same literal.
  const cases: [string, number][] = [
    ["0", 0],
    ["-0", -0],
    ["-0.0", -0],
    ["0.1", 0.1],
    ["0.30000000000000004", 0.30000000000000004],
    ["1e-7", 1e-7],
    ["1E+2", 100],
    ["-2.5e3", -2500],
    ["123456789012345", 123456789012345],
    // More than 15 significant digits and exponents beyond ±22: converted from the text.
    ["1234567890123456789", 1234567890123456789],
    ["0.1000000000000000055511151231257827", 0.1],
    ["2.5e-30", 2.5e-30],
    ["1.17549435e-38", 1.17549435e-38],
    ["4.9e-324", 5e-324],
    ["1.7976931348623157e308", 1.7976931348623157e308],
    ["9007199254740993", 9007199254740992],
    ["0.000001", 0.000001],
    ["1.5e22", 1.5e22],
    ["3.4028234663852886e38", 3.4028234663852886e38],
    ["0.33333334", 0.33333334],
    ["100000000000000000000000", 1e23],
    ["0e99999999", 0],
  ];
  const values = cases.map(([text]) => text);
  const times = cases.map((_, k) => String(k));
  const bytes = enc(curveText(times, values));
  const doc = readAnimJBytes(bytes);
  ok(doc !== null, "the clean text is read from its bytes");
  cases.forEach(([text, expected], k) => {
    ok(Object.is(doc.tracks[0]!.values[k], expected), `${text}: ${doc.tracks[0]!.values[k]}`);
  });
  same(doc, fullRead(bytes));
});

Deno.test("animj bytes: every track type reads as the full reader reads it", () => {
  const text = `\uFEFF{
  "name": "all kinds é",
  "globalDuration": 4,
  "tracks": [
    {"trackType": "Raw", "valueType": "float2", "data": {"node": "R", "property": "P",
      "interval": 0.5, "keyframes": [{"x": 1, "y": 2}, {"y": 4, "x": 3}]}},
    {"trackType": "Raw", "valueType": "string", "data": {"keyframes": ["a", null, "b:c"]}},
    {"valueType": "bool", "trackType": "Discrete", "data": {"keyframes": [
      {"time": 0, "value": true}, {"value": false, "time": 1.5}]}},
    {"trackType": "Discrete", "valueType": "int", "data": {"node": "D", "keyframes": [
      {"time": 0, "value": -2147483648}, {"time": 2, "value": 7.0}]}},
    {"trackType": "Curve", "valueType": "color", "data": {"property": "C", "keyframes": [
      {"time": 0, "value": {"r": 0.5, "g": 0.25, "b": 1, "a": 1}, "interpolation": "CubicBezier",
        "rightTangent": {"a": 1, "b": 1, "g": 0.5, "r": 0.75}},
      {"time": 1, "value": {"r": 1, "g": 0, "b": 0, "a": 1}, "interpolation": "Hold",
        "leftTangent": {"r": 1, "g": 0, "b": 0.5, "a": 1}}]}},
    {"trackType": "Bezier", "valueType": "floatQ", "data": {"keyframes": [
      {"interpolation": "Tangent", "time": 0, "value": {"x": 0, "y": 0, "z": 0, "w": 1},
        "rightTangent": {"x": 0, "y": 0.1, "z": 0, "w": 0}},
      {"time": 4, "value": {"x": 0, "y": 0.7071068, "z": 0, "w": 0.7071068},
        "interpolation": "Linear"}]}},
    {"trackType": "Curve", "valueType": "string", "data": {"keyframes": [
      {"time": 0, "value": "x", "interpolation": "Hold", "rightTangent": null}]}},
    {"trackType": "Curve", "valueType": "long", "data": {"keyframes": []}},
    {"trackType": "Discrete", "valueType": "float4x4", "data": {}}
  ]
}
`;
  const bytes = enc(text);
  const doc = readAnimJBytes(bytes);
  ok(doc !== null);
  same(doc, fullRead(bytes));
  // A few numbers by hand.
  equal(doc.name, "all kinds é");
  deepEqual([...doc.tracks[0]!.values], [1, 2, 3, 4]);
  equal(doc.tracks[0]!.interval, 0.5);
  deepEqual(doc.tracks[1]!.strings, ["a", null, "b:c"]);
  deepEqual([...doc.tracks[2]!.times], [0, 1.5]);
  deepEqual([...doc.tracks[2]!.values], [1, 0]);
  deepEqual([...doc.tracks[4]!.rightTangents.subarray(0, 4)], [0.75, 0.5, 1, 1]);
  ok(doc.tracks[4]!.rightTangents.subarray(4).every(Number.isNaN));
  deepEqual([...doc.tracks[4]!.interpolations], [3, 0]);
  equal(doc.tracks[5]!.trackType, "Bezier");
  deepEqual([...doc.tracks[5]!.interpolations], [2, 1]);
  equal(doc.tracks[8]!.count, 0);
});

Deno.test("animj bytes: what the writer writes is read from its bytes, exactly", () => {
  const curve = newAnimJTrack("Curve", "float3", "Bone", "Position", 3);
  curve.times.set([0, Math.fround(1 / 3), Math.fround(2 / 3)]);
  curve.values.set([0.1, -0.2, 1e-30, 3, 4, 5, 6, 7, 8e20].map(Math.fround));
  curve.interpolations.set([3, 1, 1]);
  curve.rightTangents.set([0.5, 0.25, 0].map(Math.fround), 0);
  curve.leftTangents.set([2.5, 3.5, 4.5].map(Math.fround), 3);
  const held = newAnimJTrack("Discrete", "string", "Bone", "Tag", 2);
  held.times.set([0, 1]);
  held.strings.splice(0, 2, "tab\there", null);
  const doc: AnimJDocument = { name: "written", globalDuration: 1, tracks: [curve] };
  for (const pretty of [false, true]) {
    const bytes = writeAnimJ(doc, { pretty });
    const read = readAnimJBytes(bytes);
    ok(read !== null);
    same(read, fullRead(bytes));
    // Float32 values are written as the shortest decimals that read back as them.
    deepEqual([...read.tracks[0]!.values], [0.1, -0.2, 1e-30, 3, 4, 5, 6, 7, 8e20]);
  }
  // A string with an escape is left to the full reader, which reads it.
  const escaped = writeAnimJ({ ...doc, tracks: [curve, held] });
  equal(readAnimJBytes(escaped), null);
  equal(readAnimJ(escaped).tracks[1]!.strings[0], "tab\there");
});

Deno.test("animj bytes: anything unexpected is left to the full reader", () => {
  const ok1 = '{"tracks": [{"trackType": "Curve", "valueType": "float", "data": {"keyframes": ' +
    '[{"time": 0, "value": 1, "interpolation": "Linear"}]}}]}';
  ok(readAnimJBytes(enc(ok1)) !== null);
  const left: string[] = [
    // Not JSON.
    "",
    "   ",
    "{",
    '{"name": "a",}',
    '{"name": "a"} x',
    '{"globalDuration": 01}',
    '{"globalDuration": 1.}',
    '{"globalDuration": .5}',
    '{"globalDuration": +1}',
    '{"globalDuration": -}',
    '{"globalDuration": 1e}',
    '{"globalDuration": NaN}',
    '{"name": "a\u0001"}',
    "{'name': 'a'}",
    '{"tracks": [,]}',
    '{"tracks": [{"trackType": "Raw", "valueType": "float", "data": {"keyframes": [1,]}}]}',
    // JSON, but not what the schema allows.
    "[]",
    '{"name": null}',
    '{"globalDuration": -1}',
    '{"globalDuration": 1e39}',
    '{"extra": 1}',
    '{"name": "a", "name": "b"}',
    '{"tracks": [{"trackType": "Curve", "valueType": "float", "data": {"keyframes": ' +
    '[{"time": 0, "value": 1}]}}]}',
    '{"tracks": [{"trackType": "Curve", "valueType": "float", "data": {"keyframes": ' +
    '[{"time": 0, "value": 1, "interpolation": "linear"}]}}]}',
    '{"tracks": [{"trackType": "Curve", "valueType": "float", "data": {"keyframes": ' +
    '[{"time": 0, "value": 1, "interpolation": "Tangent"}, {"time": 1, "value": 2, "interpolation": "Linear"}]}}]}',
    '{"tracks": [{"trackType": "Discrete", "valueType": "byte", "data": {"keyframes": ' +
    '[{"time": 0, "value": 256}]}}]}',
    '{"tracks": [{"trackType": "Discrete", "valueType": "int", "data": {"keyframes": ' +
    '[{"time": 0, "value": 1.5}]}}]}',
    '{"tracks": [{"trackType": "Discrete", "valueType": "float3", "data": {"keyframes": ' +
    '[{"time": 0, "value": {"x": 1, "y": 2}}]}}]}',
    '{"tracks": [{"trackType": "Discrete", "valueType": "float2", "data": {"keyframes": ' +
    '[{"time": 0, "value": {"x": 1, "y": 2, "z": 3}}]}}]}',
    '{"tracks": [{"trackType": "Discrete", "valueType": "float2x2", "data": {"keyframes": ' +
    '[{"time": 0, "value": [[1, 0], [0, 1]]}]}}]}',
    '{"tracks": [{"trackType": "Discrete", "valueType": "float", "data": {"interval": 1}}]}',
    '{"tracks": [{"trackType": "Raw", "valueType": "float", "data": {"interval": 0}}]}',
    '{"tracks": [{"trackType": "Raw", "valueType": "quat", "data": {}}]}',
    // Valid, but left to the full reader: another member order, an escape, an integer beyond 2^53.
    '{"tracks": [{"data": {}, "trackType": "Raw", "valueType": "float"}]}',
    '{"name": "a\\u003ab"}',
    '{"tracks": [{"trackType": "Raw", "valueType": "long", "data": {"keyframes": [9007199254740993]}}]}',
    // Not UTF-8 inside a string.
    '{"name": "\xff"}',
  ];
  for (const text of left) {
    const bytes = text.includes("\xff") ? Uint8Array.from(text, (c) => c.charCodeAt(0)) : enc(text);
    equal(readAnimJBytes(bytes), null, text);
  }
  // The full reader still reads the valid ones exactly: the 64-bit integer keeps its digits.
  const long = readAnimJ(enc(left.at(-2)!));
  equal(long.tracks[0]!.exact?.get(0), 9007199254740993n);
  equal(readAnimJ(enc(left.at(-3)!)).name, "a:b");
});

Deno.test("animj bytes: errors keep their locations (a truncated file, a misspelt value)", () => {
  const cut = expectAnimkitError(() => readAnimJ(enc('{"name": "a",\n "tracks": [')));
  // Line 2 is ` "tracks": [` (12 characters): the text ends at column 13.
  deepEqual(cut.location, { kind: "text", line: 2, column: 13 });
  const text = '{"tracks": [{"trackType": "Curve", "valueType": "float", "data": {"keyframes": ' +
    '[\n{"time": 0, "value": 1, "interpolation": "linear"}]}}]}';
  const bad = expectAnimkitError(() => readAnimJ(enc(text)));
  deepEqual(bad.location, {
    kind: "pointer",
    pointer: "/tracks/0/data/keyframes/0/interpolation",
    line: 2,
    column: 42,
  });
});

Deno.test("animj bytes: every prefix of a file and 2000 one-byte changes read as the full reader reads them", () => {
  const curve = newAnimJTrack("Curve", "floatQ", "Bone", "Rotation", 3);
  curve.times.set([0, 0.5, 1]);
  curve.values.set([0, 0, 0, 1, 0, 0.38268343, 0, 0.9238795, 0, 0.70710677, 0, 0.70710677]);
  curve.interpolations.set([3, 1, 0]);
  curve.rightTangents.set([0, 0.1, 0, 1]);
  curve.leftTangents.set([0, 0.3, 0, 0.95], 4);
  const raw = newAnimJTrack("Raw", "int2", "Counter", "Value", 2);
  raw.interval = 0.25;
  raw.values.set([1, -2, 3, 4]);
  const flags = newAnimJTrack("Discrete", "bool3", "Bone", "Active", 2);
  flags.times.set([0, 2]);
  flags.values.set([1, 0, 1, 0, 1, 0]);
  const bytes = writeAnimJ({ name: "clip", globalDuration: 2, tracks: [curve, raw, flags] });
  same(readAnimJBytes(bytes), fullRead(bytes));
  ok(readAnimJBytes(bytes) !== null);
  // Every proper prefix is cut short: never read from the bytes, and an error from the reader.
  for (let n = 0; n < bytes.length; n++) {
    equal(readAnimJBytes(bytes.subarray(0, n)), null, `prefix of ${n} bytes`);
  }
  // One byte changed: whatever the bytes path reads, the full reader reads the same.
  const rnd = prng(7);
  const replacements = enc(' 0123456789-+.eE"{}[],:tfnxyzwLHT\\\n');
  let direct = 0;
  for (let i = 0; i < 2000; i++) {
    const changed = bytes.slice();
    const at = Math.floor(rnd() * changed.length);
    changed[at] = rnd() < 0.1
      ? Math.floor(rnd() * 256)
      : replacements[Math.floor(rnd() * replacements.length)]!;
    const read = readAnimJBytes(changed);
    if (read === null) continue;
    direct++;
    same(read, fullRead(changed), `byte ${at} changed to ${changed[at]}`);
  }
  // Many changes keep the file valid (a digit for a digit): those are read from the bytes.
  ok(direct > 100, `${direct} read from the bytes`);
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

Deno.test("animj bytes: 1000 generated documents are read from their bytes as the full reader reads them", () => {
  const rnd = prng(2025);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  // Numbers of every shape: short and long digit strings, tiny and huge exponents.
  const float = (): number => {
    const r = rnd();
    if (r < 0.3) return Math.fround((rnd() - 0.5) * 10 ** Math.floor(rnd() * 10 - 5));
    if (r < 0.5) return (rnd() - 0.5) * 10 ** Math.floor(rnd() * 80 - 40);
    if (r < 0.7) return Math.round(rnd() * 1000) / 8;
    return pick([0, -0, 1e-45, 3.4028234663852886e38, 0.1, 1 / 3]);
  };
  // A float32 (beyond its range, 0: Infinity is no JSON number).
  const f32 = (x: number): number => Number.isFinite(Math.fround(x)) ? Math.fround(x) : 0;
  const types = [
    "float",
    "float2",
    "float3",
    "floatQ",
    "double3",
    "color",
    "int",
    "long2",
    "bool",
    "bool4",
    "string",
  ];
  const component = (type: string): Json =>
    type.startsWith("bool")
      ? rnd() < 0.5
      : type.startsWith("int")
      ? Math.floor((rnd() - 0.5) * 2 ** 32)
      : type.startsWith("long")
      ? Math.floor((rnd() - 0.5) * 2 ** 54)
      : type.startsWith("double")
      ? float()
      : f32(float());
  const value = (type: string): Json => {
    if (type === "string") return rnd() < 0.2 ? null : pick(["", "a", "x:y", "ü", "日本"]);
    const names = type === "color"
      ? ["r", "g", "b", "a"]
      : type === "floatQ"
      ? ["x", "y", "z", "w"]
      : ["x", "y", "z", "w"].slice(0, Number(/(\d)$/.exec(type)?.[1] ?? 0));
    if (names.length === 0) return component(type);
    return Object.fromEntries(names.map((n) => [n, component(type)]));
  };
  for (let i = 0; i < 1000; i++) {
    const tracks: Json[] = [];
    for (let t = Math.floor(rnd() * 4); t > 0; t--) {
      const trackType = pick(["Raw", "Discrete", "Curve", "Bezier"]);
      const valueType = pick(types);
      const n = Math.floor(rnd() * 6);
      const keyframes: Json[] = [];
      for (let k = 0; k < n; k++) {
        if (trackType === "Raw") {
          keyframes.push(value(valueType));
          continue;
        }
        const key: Record<string, Json> = { time: Math.abs(f32(float())), value: value(valueType) };
        if (trackType !== "Discrete") {
          key.interpolation = pick(["Hold", "Linear", "Tangent", "CubicBezier"]);
          if (rnd() < 0.5 || key.interpolation.length > 6) key.leftTangent = value(valueType);
          if (rnd() < 0.5) key.rightTangent = value(valueType);
        }
        keyframes.push(key);
      }
      const data: Record<string, Json> = { node: pick(["Bone", "a:b", ""]), keyframes };
      if (rnd() < 0.5) data.property = "Value";
      if (trackType === "Raw") data.interval = pick([0.5, 1 / 60, 1e-30]);
      tracks.push({ trackType, valueType, data });
    }
    const doc: Record<string, Json> = { tracks };
    if (rnd() < 0.7) doc.name = pick(["clip", "é", ""]);
    if (rnd() < 0.7) doc.globalDuration = Math.abs(f32(float()));
    const bytes = enc(JSON.stringify(doc, null, i % 2 === 0 ? undefined : 2));
    const direct = readAnimJBytes(bytes);
    const full = fullRead(bytes);
    ok(full !== null, `document ${i} is valid`);
    ok(direct !== null, `document ${i} is read from its bytes`);
    same(direct, full, `document ${i}`);
  }
});

/** The exact decimal digits of a finite positive double, and the power of ten of the last one. */
function exactDecimal(bits: bigint): { digits: bigint; exponent: number } {
  const biased = Number(bits >> 52n);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const power = (biased === 0 ? 1 : biased) - 1075;
  // mantissa × 2^power, and 2^-k is 5^k / 10^k.
  return power >= 0
    ? { digits: mantissa << BigInt(power), exponent: 0 }
    : { digits: mantissa * 5n ** BigInt(-power), exponent: power };
}

/** The exact midpoint between a positive double and the next one, as decimal digits and a power of ten. */
function midpointAbove(x: number): { digits: bigint; exponent: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const a = exactDecimal(bits);
  const b = exactDecimal(bits + 1n);
  // (a + b) / 2 = (a + b) × 5 / 10, at the smaller of the two powers.
  const e = Math.min(a.exponent, b.exponent);
  const sum = a.digits * 10n ** BigInt(a.exponent - e) + b.digits * 10n ** BigInt(b.exponent - e);
  return { digits: sum * 5n, exponent: e - 1 };
}

Deno.test("animj bytes: 60,000 numbers of every shape, and near the midpoints between doubles, are JSON.parse's", () => {
  const rnd = prng(99);
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join("");
  const texts: string[] = [];
  for (let i = 0; i < 30000; i++) {
    const int = rnd() < 0.5
      ? "0"
      : String(1 + Math.floor(rnd() * 9)) + digits(Math.floor(rnd() * 22));
    const fraction = rnd() < 0.8
      ? "." + "0".repeat(rnd() < 0.3 ? Math.floor(rnd() * 8) : 0) +
        digits(1 + Math.floor(rnd() * 24))
      : "";
    const exponent = rnd() < 0.4
      ? `${rnd() < 0.5 ? "e" : "E"}${pick3(rnd)}${Math.floor(rnd() * 60)}`
      : "";
    texts.push(`${rnd() < 0.3 ? "-" : ""}${int}${fraction}${exponent}`);
  }
  // Decimals just above, at and below the midpoint between two neighbouring doubles, cut to
  // 16–19 significant digits: where the rounding is hardest to settle.
  for (let i = 0; i < 30000; i++) {
    const mid = midpointAbove((0.5 + rnd()) * 10 ** Math.floor(rnd() * 40 - 20));
    const text = mid.digits.toString();
    const keep = 16 + Math.floor(rnd() * 4);
    const cut = BigInt(text.slice(0, keep)) + BigInt(Math.floor(rnd() * 3) - 1);
    texts.push(`${cut}e${mid.exponent + text.length - keep}`);
  }
  const bytes = enc(
    `{"tracks": [{"trackType": "Raw", "valueType": "double", "data": {"interval": 1, ` +
      `"keyframes": [${texts.join(", ")}]}}]}`,
  );
  const doc = readAnimJBytes(bytes);
  ok(doc !== null);
  texts.forEach((text, k) => {
    ok(
      Object.is(doc.tracks[0]!.values[k], JSON.parse(text)),
      `${text}: ${doc.tracks[0]!.values[k]}`,
    );
  });
});

function pick3(rnd: () => number): string {
  const r = rnd();
  return r < 0.33 ? "-" : r < 0.66 ? "+" : "";
}

Deno.test("animj bytes: a clip read with its numbers as stored has the curves the full reader's has", () => {
  const text = `{"name": "c", "globalDuration": 2, "tracks": [
    {"trackType": "Curve", "valueType": "float3", "data": {"node": "A", "property": "P", "keyframes": [
      {"time": 0.1, "value": {"x": 0.1, "y": -0.3, "z": 1e-30}, "interpolation": "CubicBezier",
        "rightTangent": {"x": 0.2, "y": 0.7, "z": 3}},
      {"time": 1.7, "value": {"x": 1, "y": 2, "z": 3}, "interpolation": "Linear",
        "leftTangent": {"x": 0.9, "y": 1.9, "z": 2.9}}]}},
    {"trackType": "Curve", "valueType": "double", "data": {"keyframes": [
      {"time": 0.3, "value": 0.1, "interpolation": "Linear"}]}},
    {"trackType": "Raw", "valueType": "color", "data": {"interval": 0.1, "keyframes": [
      {"r": 0.1, "g": 0.2, "b": 0.3, "a": 1}]}},
    {"trackType": "Discrete", "valueType": "int", "data": {"keyframes": [
      {"time": 0.7, "value": 3}]}}]}`;
  // Keys out of order whose times are one float32 (0.1 and the next double): left to the full
  // reader, whose curve sorts them first.
  const unsorted =
    `{"tracks": [{"trackType": "Discrete", "valueType": "float", "data": {"keyframes": [
    {"time": 0.10000000000000002, "value": 1}, {"time": 0.1, "value": 2}]}}]}`;
  const format = formatByName("animj")!;
  for (const source of [text, unsorted]) {
    const bytes = enc(source);
    const stored = format.toClip!(bytes);
    const full = animjToClip(readAnimJ(bytes));
    equal(stored.tracks.length, full.tracks.length);
    stored.tracks.forEach((t, i) => {
      const a = (t.curve as AnimJCurve).track;
      const b = (full.tracks[i]!.curve as AnimJCurve).track;
      equal(difference(a, b), null, `track ${i}`);
      for (const time of [0, 0.1, 0.5, 1.7, 2]) {
        equal(difference(t.curve.evaluate(time), full.tracks[i]!.curve.evaluate(time)), null);
      }
    });
  }
  // The float-based numbers are the float32 ones.
  const track = (format.toClip!(enc(text)).tracks[0]!.curve as AnimJCurve).track;
  equal(track.times[0], Math.fround(0.1));
  equal(track.values[0], Math.fround(0.1));
  equal(track.rightTangents[1], Math.fround(0.7));
  equal(readAnimJBytes(enc(unsorted), true), null);
});
