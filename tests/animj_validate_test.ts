import { deepEqual, equal, ok } from "node:assert/strict";
import { AnimkitError, fixAnimJ, validateAnimJDocument } from "../mod.ts";
import { cli, corpus, expectAnimkitError, NO_CORPUS } from "./_helpers.ts";

const enc = (s: string) => new TextEncoder().encode(s);
const validate = (s: string, allErrors = false) => validateAnimJDocument(enc(s), { allErrors });

Deno.test(
  "animj validate: the two valid corpus files have no problems",
  { ignore: NO_CORPUS },
  async () => {
    for (
      const f of [
        "mrvoltz-redx_discrete-bool-int-string.animj",
        "akinao9999_wiki-example-discrete-float.animj",
      ]
    ) {
      deepEqual(
        validateAnimJDocument(await Deno.readFile(corpus(`animj/${f}`)), { allErrors: true }),
        [],
      );
    }
  },
);

Deno.test(
  "animj validate: the invalid corpus sample is reported at its `track` key (line 4, column 5)",
  { ignore: NO_CORPUS },
  async () => {
    const bytes = await Deno.readFile(corpus("animj/rixx-vr_INVALID_early-draft.json"));
    const problems = validateAnimJDocument(bytes);
    equal(problems.length, 1);
    equal(problems[0]!.severity, "error");
    // The file's 4th line is `    "track": [` : the key starts at column 5.
    deepEqual(problems[0]!.location, { kind: "pointer", pointer: "/track", line: 4, column: 5 });
    ok(problems[0]!.message.includes('"tracks"'));
  },
);

// A fixture with the track keys sorted (data first), line by line:
// 1 {
// 2   "name": "order",
// 3   "globalDuration": 1,
// 4   "tracks": [
// 5     {
// 6       "data": {"node": "N", "property": "P", "keyframes": [{"time": 0, "value": 1}]},
// 7       "trackType": "Discrete",
// 8       "valueType": "float"
// 9     }
// 10  ]
// 11 }
const SORTED = [
  "{",
  '  "name": "order",',
  '  "globalDuration": 1,',
  '  "tracks": [',
  "    {",
  '      "data": {"node": "N", "property": "P", "keyframes": [{"time": 0, "value": 1}]},',
  '      "trackType": "Discrete",',
  '      "valueType": "float"',
  "    }",
  "  ]",
  "}",
].join("\n");

Deno.test("animj validate: track keys out of order are an error at the track (5:5)", () => {
  const [problem] = validate(SORTED);
  equal(problem?.severity, "error");
  deepEqual(problem?.location, { kind: "pointer", pointer: "/tracks/0", line: 5, column: 5 });
  ok(problem?.message.includes("Resonite-Issues#2447"));
});

Deno.test("animj fix: reorders the track keys and keeps everything else", () => {
  const { bytes, changes } = fixAnimJ(enc(SORTED));
  equal(changes.length, 1);
  const expected = SORTED.replace(
    '"data": {"node": "N", "property": "P", "keyframes": [{"time": 0, "value": 1}]},\n      "trackType": "Discrete",\n      "valueType": "float"',
    '"trackType": "Discrete",\n      "valueType": "float",\n      "data": {"node": "N", "property": "P", "keyframes": [{"time": 0, "value": 1}]}',
  );
  equal(new TextDecoder().decode(bytes), expected);
  deepEqual(validateAnimJDocument(bytes, { allErrors: true }), []);
});

Deno.test("animj validate: malformed JSON gives located errors", () => {
  const trailing = expectAnimkitError(() => validate('{\n  "tracks": [1,\n  ]\n}'));
  deepEqual(trailing.location, { kind: "text", line: 3, column: 3 });
  ok(trailing.detail.includes("comma"));
  const nan = expectAnimkitError(() => validate('{"globalDuration": NaN}'));
  deepEqual(nan.location, { kind: "text", line: 1, column: 20 });
  ok(nan.detail.startsWith("NaN"));
  const dup = expectAnimkitError(() => validate('{"name": "a",\n "name": "b"}'));
  deepEqual(dup.location, { kind: "pointer", pointer: "/name", line: 2, column: 2 });
  // A duplicate next to colons inside strings (Mixamo-style names) is still found.
  const dup2 = expectAnimkitError(() =>
    validate('{"name": "mixamorig:Hips", "tracks": [], "tracks": []}')
  );
  equal(dup2.location.kind, "pointer");
  // No false alarm from colons in strings.
  deepEqual(validate('{"name": "a:b:c", "tracks": []}'), []);
  const bom = validateAnimJDocument(new Uint8Array([0xef, 0xbb, 0xbf, ...enc("{}")]));
  deepEqual(bom, []);
  const utf = expectAnimkitError(() => validateAnimJDocument(new Uint8Array([0x7b, 0xff, 0x7d])));
  deepEqual(utf.location, { kind: "byte", offset: 1 });
});

Deno.test("animj validate: every truncation of a valid file is a located error", {
  ignore: NO_CORPUS,
}, async () => {
  const bytes = await Deno.readFile(corpus("animj/akinao9999_wiki-example-discrete-float.animj"));
  const text = new TextDecoder().decode(bytes).trimEnd();
  for (let cut = 0; cut < text.length; cut++) {
    try {
      validate(text.slice(0, cut));
    } catch (error) {
      ok(error instanceof AnimkitError, `cut ${cut}: ${error}`);
      ok(error.location.kind !== "none");
      continue;
    }
    // A prefix that is still JSON (a bare number) is fine too.
  }
});

Deno.test("animj validate: deep nesting is an error or a problem, never a crash", () => {
  const open = expectAnimkitError(() => validate("[".repeat(200_000)));
  equal(open.location.kind, "text");
  const deep = validate(`{"name": ${"[".repeat(100_000)}${"]".repeat(100_000)}}`);
  equal(deep[0]?.severity, "error");
  equal(deep[0]?.location.kind, "pointer");
});

function doc(tracks: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ name: "t", globalDuration: 10, ...extra, tracks }, null, 1);
}
const curveKey = (time: number, value: unknown, interpolation = "Linear") => ({
  time,
  value,
  interpolation,
});

Deno.test("animj validate: Resonite lints (Bezier, matrices, time order, short duration)", () => {
  const bezier = validate(
    doc([{ trackType: "Bezier", valueType: "float", data: { keyframes: [curveKey(0, 1)] } }]),
  );
  equal(bezier[0]?.severity, "error");
  equal((bezier[0]?.location as { pointer: string }).pointer, "/tracks/0/trackType");
  const matrix = validate(
    doc([{ trackType: "Discrete", valueType: "float2x2", data: { keyframes: [] } }]),
  );
  equal((matrix[0]?.location as { pointer: string }).pointer, "/tracks/0/valueType");
  const order = validate(
    doc([{
      trackType: "Discrete",
      valueType: "float",
      data: { keyframes: [{ time: 2, value: 0 }, { time: 1, value: 0 }] },
    }], {
      globalDuration: 1.5,
    }),
    true,
  );
  deepEqual(order.map((p) => [p.severity, (p.location as { pointer: string }).pointer]), [
    ["warning", "/globalDuration"],
    ["warning", "/tracks/0/data/keyframes/1/time"],
  ]);
  const raw = validate(
    doc([{ trackType: "Raw", valueType: "float", data: { keyframes: [1, 2] } }]),
  );
  deepEqual([raw[0]?.severity, (raw[0]?.location as { pointer: string }).pointer], [
    "warning",
    "/tracks/0/data",
  ]);
});

Deno.test("animj validate: integers beyond 2^53 are found in the raw text", () => {
  const text =
    '{"tracks": [{"trackType": "Discrete", "valueType": "ulong", "data": {"keyframes": [\n' +
    '{"time": 0, "value": 9007199254740993}]}}]}';
  const problems = validate(text);
  equal(problems.length, 1);
  equal(problems[0]!.severity, "warning");
  // Line 2 is `{"time": 0, "value": 9007199254740993}]}}]}`: the number starts at column 22.
  deepEqual(problems[0]!.location, {
    kind: "pointer",
    pointer: "/tracks/0/data/keyframes/0/value",
    line: 2,
    column: 22,
  });
  // 2^53 itself is exact: no warning.
  deepEqual(validate(text.replace("9007199254740993", "9007199254740992")), []);
});

Deno.test("animj validate: first error by default, all with allErrors", () => {
  const text = doc([
    { trackType: "Discrete", valueType: "int", data: { keyframes: [{ time: 0, value: 1.5 }] } },
    { trackType: "Discrete", valueType: "bool", data: { keyframes: [{ time: 0, value: 1 }] } },
  ]);
  const first = validate(text);
  equal(first.length, 1);
  equal((first[0]!.location as { pointer: string }).pointer, "/tracks/0/data/keyframes/0/value");
  const all = validate(text, true);
  deepEqual(all.map((p) => (p.location as { pointer: string }).pointer), [
    "/tracks/0/data/keyframes/0/value",
    "/tracks/1/data/keyframes/0/value",
  ]);
  equal(all[1]!.message, "must be true or false");
});

Deno.test("animj validate: a large file validates without trouble", () => {
  const keys = Array.from(
    { length: 100_000 },
    (_, i) => ({ time: i / 30, value: { x: i, y: 0, z: 1 }, interpolation: "Linear" }),
  );
  const text = JSON.stringify({
    name: "big",
    globalDuration: 100_000 / 30,
    tracks: [{
      trackType: "Curve",
      valueType: "float3",
      data: { node: "n", property: "p", keyframes: keys },
    }],
  });
  deepEqual(validate(text), []);
});

Deno.test("animj cli: validate --all-errors and --fix", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/in.animj`, SORTED);
    const v = await cli("validate", `${dir}/in.animj`, "--all-errors");
    equal(v.code, 1);
    ok((v.out + v.err).includes("/tracks/0 (5:5)"));
    const f = await cli("validate", `${dir}/in.animj`, "--fix", `${dir}/out.animj`);
    ok(f.code === 0 || f.code === 1, f.err);
    deepEqual(validateAnimJDocument(await Deno.readFile(`${dir}/out.animj`)), []);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("animj validate: duplicate keys inside schema-valid keyframes are found", () => {
  const track = (keyframes: string) =>
    `{"tracks": [{"trackType": "Discrete", "valueType": "string", "data": {"node": "a:b", "keyframes": [${keyframes}]}}]}`;
  // No false alarm from colons inside names and string values.
  deepEqual(validate(track('{"time": 0, "value": "x:y:z"}, {"time": 1, "value": null}')), []);
  const dup = expectAnimkitError(() =>
    validate(track('{"time": 0, "value": "x:y"},\n{"time": 1, "time": 2, "value": "b"}'))
  );
  // Line 2 is `{"time": 1, "time": 2, "value": "b"}]}}]}`: the second "time" starts at column 13.
  deepEqual(dup.location, {
    kind: "pointer",
    pointer: "/tracks/0/data/keyframes/1/time",
    line: 2,
    column: 13,
  });
  const vec = '{"tracks": [{"trackType": "Curve", "valueType": "float2", "data": {"keyframes": [' +
    '{"time": 0, "value": {"x": 1, "y": 2, "x": 3}, "interpolation": "Hold"}]}}]}';
  equal(expectAnimkitError(() => validate(vec)).location.kind, "pointer");
});

Deno.test("animj validate: a huge number of problems is capped with a summary line", () => {
  const keys = Array.from({ length: 3000 }, (_, i) => ({ time: i, value: "not a number" }));
  const text = JSON.stringify({
    tracks: [{ trackType: "Discrete", valueType: "float", data: { keyframes: keys } }],
  });
  const problems = validate(text, true);
  equal(problems.length, 1001);
  equal(problems.at(-1)!.message, "2000 more problems are not listed");
  equal(validate(text).length, 1);
});

Deno.test("animj bad input: random edits give problems or AnimkitErrors, nothing else", {
  ignore: NO_CORPUS,
}, async () => {
  const text = await Deno.readTextFile(corpus("animj/mrvoltz-redx_discrete-bool-int-string.animj"));
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pieces = ["", ",", "}", "]", "{", "[", '"', ":", "1e999", "-", "null", "true", "\\"];
  for (let i = 0; i < 400; i++) {
    const at = Math.floor(random() * text.length);
    const cut = Math.floor(random() * 4);
    const edited = text.slice(0, at) + pieces[Math.floor(random() * pieces.length)] +
      text.slice(at + cut);
    try {
      validate(edited, true);
      validateAnimJDocument(enc(edited));
    } catch (error) {
      ok(error instanceof AnimkitError, `edit ${i}: ${error}`);
    }
  }
});

Deno.test("animj validate: a fixture with one mistake of each kind, every pointer and line:column", async () => {
  const { ANIMJ_MANY_MISTAKES, MISTAKES } = await import("./fixtures/animj_texts.ts");
  const all = validate(ANIMJ_MANY_MISTAKES, true);
  deepEqual(
    all.map((p) => {
      const l = p.location as { pointer: string; line: number; column: number };
      return [p.severity, l.pointer, l.line, l.column];
    }),
    MISTAKES.map((m) => [...m]),
  );
  // By default: the first schema error only.
  const first = validate(ANIMJ_MANY_MISTAKES);
  equal(first.length, 1);
  equal(first[0]!.severity, "error");
});
