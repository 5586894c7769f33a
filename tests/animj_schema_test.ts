import { equal, ok } from "node:assert/strict";
import { NO_CORPUS } from "./_helpers.ts";
import Ajv2020 from "ajv/dist/2020.js";
import type { ErrorObject } from "ajv";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const SCHEMA_URL = new URL("../schemas/animj.schema.json", import.meta.url);
const corpus = (file: string) => new URL(`../../shared/corpus/animj/${file}`, import.meta.url);

const schema = JSON.parse(await Deno.readTextFile(SCHEMA_URL)) as Record<string, unknown>;

const messages: string[] = [];
const logger = {
  log: (...args: unknown[]) => messages.push(`log: ${args.join(" ")}`),
  warn: (...args: unknown[]) => messages.push(`warn: ${args.join(" ")}`),
  error: (...args: unknown[]) => messages.push(`error: ${args.join(" ")}`),
};
// At run time the CommonJS default export is the Ajv2020 class itself; its typings describe
// the module namespace, whose `default` member carries the class type.
const Ajv = Ajv2020 as unknown as typeof Ajv2020.default;
const ajv = new Ajv({ strict: true, allErrors: true, logger });
const validate = ajv.compile(schema);

function errorsOf(doc: Json): ErrorObject[] {
  const valid = validate(doc);
  return valid ? [] : [...(validate.errors ?? [])];
}

function describe(errors: ErrorObject[]): string {
  return errors.map((e) => `${e.instancePath || "(root)"} ${e.keyword}: ${e.message}`).join("\n");
}

function assertValid(doc: Json): void {
  const errors = errorsOf(doc);
  equal(errors.length, 0, `expected a valid document, got:\n${describe(errors)}`);
}

/**
 * Asserts that `doc` is invalid, that every error (apart from the "must match then/else"
 * summaries that if/then adds at the track) points at `pointer`, and that one of them
 * uses `keyword`.
 */
function assertFailsAt(doc: Json, pointer: string, keyword: string): ErrorObject[] {
  const errors = errorsOf(doc);
  ok(errors.length > 0, `expected errors at ${pointer}, but the document is valid`);
  const specific = errors.filter((e) => e.keyword !== "if");
  const paths = [...new Set(specific.map((e) => e.instancePath))];
  equal(paths.join(","), pointer, `error locations differ:\n${describe(errors)}`);
  ok(
    specific.some((e) => e.keyword === keyword),
    `expected a "${keyword}" error at ${pointer}:\n${describe(errors)}`,
  );
  return specific;
}

function animation(...tracks: Json[]): Json {
  return { name: "fixture", globalDuration: 2, tracks };
}

function discrete(valueType: string, ...values: Json[]): Json {
  return {
    trackType: "Discrete",
    valueType,
    data: {
      node: "Node",
      property: "Property",
      keyframes: values.map((value, i) => ({ time: i, value })),
    },
  };
}

function curve(valueType: string, keyframes: Json[]): Json {
  return { trackType: "Curve", valueType, data: { node: "N", property: "P", keyframes } };
}

// ------------------------------------------------------------------ the schema itself

Deno.test("animj schema: compiles under ajv 2020 strict mode without warnings", () => {
  equal(typeof validate, "function");
  equal(messages.length, 0, messages.join("\n"));
  equal(schema.$schema, "https://json-schema.org/draft/2020-12/schema");
  equal(schema.$id, "https://animkit.dev/schemas/animj.schema.json");
  ok(typeof schema.title === "string" && typeof schema.description === "string");
});

Deno.test("animj schema: every $defs entry and every documented property has a description", () => {
  const missing: string[] = [];
  const defs = schema.$defs as Record<string, Record<string, unknown>>;
  for (const [name, def] of Object.entries(defs)) {
    if (typeof def.description !== "string") missing.push(`#/$defs/${name}`);
  }
  // Walk the model, skipping the if/then/else machinery that only re-applies shapes.
  const walk = (node: unknown, path: string): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${path}/${i}`));
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "if" || key === "then" || key === "else") continue;
      if (key === "properties" && child && typeof child === "object") {
        for (const [prop, sub] of Object.entries(child)) {
          const described = sub && typeof sub === "object" &&
            typeof (sub as Record<string, unknown>).description === "string";
          if (!described) missing.push(`${path}/properties/${prop}`);
        }
      }
      walk(child, `${path}/${key}`);
    }
  };
  walk(schema, "#");
  equal(missing.length, 0, `no description: ${missing.join(", ")}`);
});

Deno.test(
  "animj schema: lists all 40 AnimX element types as value types",
  { ignore: NO_CORPUS },
  () => {
    const defs = schema.$defs as Record<string, Record<string, unknown>>;
    const names = defs.valueType?.enum as string[];
    equal(names.length, 40);
    for (const name of names) ok(defs[name], `no value shape for ${name}`);
  },
);

// ------------------------------------------------------------------ corpus

for (
  const file of [
    "akinao9999_wiki-example-discrete-float.animj",
    "mrvoltz-redx_discrete-bool-int-string.animj",
  ]
) {
  Deno.test(`animj schema: corpus ${file} is valid`, { ignore: NO_CORPUS }, async () => {
    assertValid(JSON.parse(await Deno.readTextFile(corpus(file))));
  });
}

Deno.test("animj schema: corpus rixx-vr_INVALID_early-draft.json is rejected", {
  ignore: NO_CORPUS,
}, async () => {
  const doc = JSON.parse(await Deno.readTextFile(corpus("rixx-vr_INVALID_early-draft.json")));
  const errors = assertFailsAt(doc, "", "additionalProperties");
  ok(errors.some((e) => e.params.additionalProperty === "track"));
});

// ------------------------------------------------------------------ valid fixtures

Deno.test("animj schema: valid Raw track", () => {
  assertValid(animation({
    trackType: "Raw",
    valueType: "float",
    data: { node: "Test", property: "Test", interval: 0.5, keyframes: [0.5, 0.7, 0.8, 0.9] },
  }));
  assertValid(animation({
    trackType: "Raw",
    valueType: "float3",
    data: { interval: 1 / 30, keyframes: [{ x: 0, y: 1, z: 2 }, { x: 1, y: 1, z: 2 }] },
  }));
});

Deno.test("animj schema: valid Discrete tracks", () => {
  assertValid(animation(
    discrete("float3", { x: 1.0, y: 2.0, z: 3.0 }),
    discrete("string", "Hello World!", null, ""),
    discrete("color32", { r: 51, g: 0, b: 1, a: 217 }),
  ));
});

Deno.test("animj schema: valid Curve track, tangents waived at the ends", () => {
  assertValid(animation(curve("float", [
    // First key: no leftTangent needed.
    { time: 0, value: 0, interpolation: "CubicBezier", rightTangent: 1 },
    { time: 1, value: 2, interpolation: "Tangent", leftTangent: -10, rightTangent: 5 },
    { time: 2, value: 2, interpolation: "Linear" },
    { time: 3, value: 4, interpolation: "Hold" },
    // Last key: no rightTangent needed.
    { time: 4, value: 4, interpolation: "CubicBezier", leftTangent: 3 },
  ])));
  // A single key is both first and last, so it needs no tangent at all.
  assertValid(animation(curve("floatQ", [
    { time: 0, value: { x: 0, y: 0, z: 0, w: 1 }, interpolation: "Tangent" },
  ])));
});

Deno.test("animj schema: valid Bezier track (Curve keyframe layout)", () => {
  assertValid(animation({
    trackType: "Bezier",
    valueType: "float",
    data: {
      keyframes: [
        { time: 0, value: 0, interpolation: "Tangent", rightTangent: 5 },
        { time: 10, value: 0, leftTangent: -10, rightTangent: 5, interpolation: "Tangent" },
      ],
    },
  }));
});

Deno.test("animj schema: every non-matrix value type accepts its documented example", () => {
  const examples: Record<string, Json> = {
    bool: true,
    bool2: { x: true, y: false },
    bool3: { x: true, y: false, z: true },
    bool4: { x: true, y: false, z: true, w: false },
    byte: 23,
    ushort: 1200,
    uint: 9,
    ulong: 2349587120938,
    sbyte: -3,
    short: -56,
    int: 69,
    long: 9876543210,
    int2: { x: 12, y: -4 },
    int3: { x: 12, y: -4, z: 203 },
    int4: { x: 12, y: -4, z: 203, w: 0 },
    uint2: { x: 9, y: 4 },
    uint3: { x: 9, y: 4, z: 2147483699 },
    uint4: { x: 9, y: 4, z: 2147483699, w: 1 },
    long2: { x: 12, y: -4 },
    long3: { x: 12, y: -4, z: 203 },
    long4: { x: 12, y: -4, z: 203, w: 0 },
    float: 4.3,
    float2: { x: 4.3, y: 1.34 },
    float3: { x: 4.3, y: 1.34, z: 2.333e9 },
    float4: { x: 4.3, y: 1.34, z: 2.333e9, w: -5.000000001 },
    floatQ: { x: 1.889846e-7, y: -0.5664063, z: -1.762067e-7, w: 0.8241262 },
    double: 4.3,
    double2: { x: 4.3, y: 1.34 },
    double3: { x: 4.3, y: 1.34, z: 2.333e9 },
    double4: { x: 4.3, y: 1.34, z: 2.333e9, w: -5.000000001 },
    doubleQ: { x: 1.889846e-7, y: -0.5664063, z: -1.762067e-7, w: 0.8241262 },
    color: { r: 0.2, g: 0, b: 1, a: 0.85 },
    color32: { r: 51, g: 0, b: 1, a: 217 },
    string: "Hello World!",
  };
  equal(Object.keys(examples).length, 34);
  for (const [valueType, value] of Object.entries(examples)) {
    const errors = errorsOf(animation(discrete(valueType, value)));
    equal(errors.length, 0, `${valueType}:\n${describe(errors)}`);
    const raw = { trackType: "Raw", valueType, data: { interval: 1, keyframes: [value] } };
    const rawErrors = errorsOf(animation(raw));
    equal(rawErrors.length, 0, `${valueType} (Raw):\n${describe(rawErrors)}`);
  }
});

Deno.test("animj schema: integer limits, including the full 64-bit ranges", () => {
  assertValid(animation(
    discrete("byte", 0, 255),
    discrete("sbyte", -128, 127),
    discrete("ushort", 0, 65535),
    discrete("short", -32768, 32767),
    discrete("uint", 0, 4294967295),
    discrete("int", -2147483648, 2147483647),
  ));
  // 64-bit limits are written as JSON text, the way a file carries them.
  assertValid(JSON.parse(`{"tracks": [
    {"trackType": "Discrete", "valueType": "ulong", "data": {"keyframes": [
      {"time": 0, "value": 0}, {"time": 1, "value": 18446744073709551615}]}},
    {"trackType": "Discrete", "valueType": "long", "data": {"keyframes": [
      {"time": 0, "value": -9223372036854775808}, {"time": 1, "value": 9223372036854775807}]}}
  ]}`));
  assertFailsAt(
    JSON.parse(`{"tracks": [{"trackType": "Raw", "valueType": "ulong",
      "data": {"interval": 1, "keyframes": [1, 18446744073709600000]}}]}`),
    "/tracks/0/data/keyframes/1",
    "maximum",
  );
  assertFailsAt(animation(discrete("ulong", -1)), "/tracks/0/data/keyframes/0/value", "minimum");
  assertFailsAt(animation(discrete("short", 32768)), "/tracks/0/data/keyframes/0/value", "maximum");
  assertFailsAt(animation(discrete("int", 1.5)), "/tracks/0/data/keyframes/0/value", "type");
});

// ------------------------------------------------------------------ invalid fixtures

Deno.test("animj schema: float3 value with the wrong shape is reported at the value", () => {
  assertFailsAt(
    animation(discrete("float3", { x: 1, y: 2, z: 3 }, { x: 1, y: 2 })),
    "/tracks/0/data/keyframes/1/value",
    "required",
  );
  assertFailsAt(
    animation(curve("float3", [{ time: 0, value: [1, 2, 3], interpolation: "Linear" }])),
    "/tracks/0/data/keyframes/0/value",
    "type",
  );
});

Deno.test("animj schema: byte out of range is reported at the value", () => {
  assertFailsAt(
    animation(discrete("byte", 23, 256)),
    "/tracks/0/data/keyframes/1/value",
    "maximum",
  );
});

Deno.test("animj schema: bool3 with a number component is reported at the component", () => {
  assertFailsAt(
    animation(discrete("bool3", { x: true, y: 1, z: false })),
    "/tracks/0/data/keyframes/0/value/y",
    "type",
  );
});

Deno.test("animj schema: Tangent key without tangents in the middle of a Curve", () => {
  const errors = assertFailsAt(
    animation(curve("float", [
      { time: 0, value: 0, interpolation: "Tangent", rightTangent: 1 },
      { time: 1, value: 1, interpolation: "Tangent" },
      { time: 2, value: 0, interpolation: "Tangent", leftTangent: 1 },
    ])),
    "/tracks/0/data/keyframes/1",
    "anyOf",
  );
  ok(errors.some((e) => e.keyword === "required" && e.params.missingProperty === "leftTangent"));
  ok(errors.some((e) => e.keyword === "required" && e.params.missingProperty === "rightTangent"));
});

Deno.test("animj schema: track without valueType", () => {
  const errors = assertFailsAt(
    animation({ trackType: "Discrete", data: { keyframes: [{ time: 0, value: 1 }] } }),
    "/tracks/0",
    "required",
  );
  ok(errors.some((e) => e.params.missingProperty === "valueType"));
});

Deno.test("animj schema: unknown trackType", () => {
  assertFailsAt(
    animation({
      trackType: "Linear",
      valueType: "float",
      data: { keyframes: [{ time: 0, value: 1 }] },
    }),
    "/tracks/0/trackType",
    "enum",
  );
});

Deno.test("animj schema: more invalid documents point at the offending spot", () => {
  // A Raw track without interval is schema-valid (Resonite loads it; the lints warn).
  assertValid(animation({ trackType: "Raw", valueType: "float", data: { keyframes: [1, 2] } }));
  // A Raw interval must be positive.
  assertFailsAt(
    animation({ trackType: "Raw", valueType: "float", data: { interval: 0, keyframes: [1] } }),
    "/tracks/0/data/interval",
    "exclusiveMinimum",
  );
  // Raw values are checked against the value type too.
  assertFailsAt(
    animation({
      trackType: "Raw",
      valueType: "float2",
      data: { interval: 1, keyframes: [{ x: 1, y: 2 }, { x: 1, y: 2 }, { x: 1 }] },
    }),
    "/tracks/0/data/keyframes/2",
    "required",
  );
  // An extra key on a track breaks Resonite's sequential track reader.
  assertFailsAt(
    animation({ ...discrete("int", 1) as Record<string, Json>, comment: "x" }),
    "/tracks/0",
    "additionalProperties",
  );
  // valueType names are case-sensitive; colorX is not supported.
  assertFailsAt(animation(discrete("Float", 1)), "/tracks/0/valueType", "enum");
  assertFailsAt(animation(discrete("colorX", 1)), "/tracks/0/valueType", "enum");
  // Curve keys need an interpolation mode.
  assertFailsAt(
    animation(curve("float", [{ time: 0, value: 1 }])),
    "/tracks/0/data/keyframes/0",
    "required",
  );
  // Discrete keys have no tangents.
  assertFailsAt(
    animation({
      trackType: "Discrete",
      valueType: "float",
      data: { keyframes: [{ time: 0, value: 1, leftTangent: 0 }] },
    }),
    "/tracks/0/data/keyframes/0",
    "additionalProperties",
  );
  // Tangents must have the value's shape.
  assertFailsAt(
    animation(curve("float2", [
      { time: 0, value: { x: 0, y: 0 }, interpolation: "CubicBezier", rightTangent: 1 },
      { time: 1, value: { x: 1, y: 1 }, interpolation: "Linear" },
    ])),
    "/tracks/0/data/keyframes/0/rightTangent",
    "type",
  );
  // color32 channels are bytes; color needs alpha.
  assertFailsAt(
    animation(discrete("color32", { r: 300, g: 0, b: 0, a: 255 })),
    "/tracks/0/data/keyframes/0/value/r",
    "maximum",
  );
  assertFailsAt(
    animation(discrete("color", { r: 1, g: 0, b: 0 })),
    "/tracks/0/data/keyframes/0/value",
    "required",
  );
  // Matrices cannot be written in AnimJ.
  assertFailsAt(
    animation(discrete("float2x2", { m00: 1, m01: 0, m10: 0, m11: 1 })),
    "/tracks/0/data/keyframes/0/value",
    "not",
  );
  // Negative times and durations.
  assertFailsAt(
    animation(curve("float", [{ time: -1, value: 0, interpolation: "Linear" }])),
    "/tracks/0/data/keyframes/0/time",
    "minimum",
  );
  assertFailsAt({ globalDuration: -1, tracks: [] }, "/globalDuration", "minimum");
  // Key names are case-sensitive.
  assertFailsAt({ Tracks: [] }, "", "additionalProperties");
});
