/**
 * `validate` ends with `N errors, M warnings` (and `--json` carries the same counts) for every
 * format; the Khronos validator gets glTF JSON only when it is not nested too deep to check.
 */
import { deepEqual, equal, match, ok } from "node:assert/strict";
import { cli } from "./_helpers.ts";
import { embeddedGltf, exporterGltf, glbOf } from "./fixtures/gltf_bytes.ts";
import { ANIMJ_MANY_MISTAKES, MISTAKES } from "./fixtures/animj_texts.ts";
import { buildMrtk } from "./fixtures/mrtk_bytes.ts";
import { readClip } from "../src/formats/registry.ts";

const dir = await Deno.makeTempDir();
addEventListener("unload", () => Deno.removeSync(dir, { recursive: true }));

async function file(name: string, content: string | Uint8Array): Promise<string> {
  const path = `${dir}/${name}`;
  if (typeof content === "string") await Deno.writeTextFile(path, content);
  else await Deno.writeFile(path, content);
  return path;
}

interface Report {
  valid: boolean;
  errors: number;
  warnings: number;
  problems: { severity: string; location: Record<string, unknown>; message: string }[];
}

async function validateBoth(path: string, ...flags: string[]) {
  const text = await cli("validate", path, ...flags);
  const json = await cli("validate", path, "--json", ...flags);
  equal(json.code, text.code);
  return { text, json: JSON.parse(json.out) as Report };
}

/** The last line of the text output. */
function lastLine(out: string): string {
  return out.trimEnd().split("\n").at(-1)!;
}

Deno.test("validate: 40 Khronos validator errors end with a count, in text and JSON", async () => {
  // 40 accessors declare max 5 where their data holds 0: ACCESSOR_MAX_MISMATCH, an error each.
  const gltf = exporterGltf({ extraAccessors: 40 });
  const json = JSON.parse(gltf.json) as { accessors: { max: number[] }[] };
  for (let i = 0; i < 40; i++) json.accessors[i]!.max = [5];
  const path = await file("many.gltf", embeddedGltf({ json: JSON.stringify(json), bin: gltf.bin }));
  const { text, json: report } = await validateBoth(path);
  equal(text.code, 1);
  equal(lastLine(text.out), `${path}: 40 errors, 0 warnings`);
  equal(report.valid, false);
  equal(report.errors, 40);
  equal(report.warnings, 0);
  equal(report.problems.length, 40);
  ok(report.problems.every((p) => p.message.endsWith("(ACCESSOR_MAX_MISMATCH)")));
});

Deno.test("validate: every format ends with the counts; a file that cannot be read is one error", async () => {
  const walk = new URL("./fixtures/unity/walk.anim", import.meta.url).pathname;
  const mrtk = await file(
    "ok.bin",
    buildMrtk({ camera: [{ keys: [[0, 1, 0, 0, 0, 0, 3], [1, 2, 0, 0, 0, 0, 3]] }] }),
  );
  for (const path of [walk, mrtk, await file("ok.gltf", embeddedGltf(exporterGltf()))]) {
    const { text, json } = await validateBoth(path);
    equal(text.code, 0, text.err);
    equal(lastLine(text.out), `${path}: 0 errors, 0 warnings`);
    deepEqual([json.valid, json.errors, json.warnings], [true, 0, 0]);
  }
  // A Maya file without its animVersion line does not read: one error, on stderr as a line
  // like any bad input, and counted.
  const maya = await file("bad.anim", "mayaVersion 2026;\ntimeUnit film;\n");
  const { text, json } = await validateBoth(maya, "--format", "maya");
  equal(text.code, 1);
  match(text.err, /maya: .*the animVersion line is missing/);
  equal(text.out, `${maya}: 1 error, 0 warnings\n`);
  deepEqual([json.valid, json.errors, json.warnings], [false, 1, 0]);
});

Deno.test("validate: AnimJ counts every problem, those past the listed ones included", async () => {
  const mistakes = await file("mistakes.animj", ANIMJ_MANY_MISTAKES);
  const errors = MISTAKES.filter((m) => m[0] === "error").length; // 5
  const { text, json } = await validateBoth(mistakes, "--all-errors");
  equal(lastLine(text.out), `${mistakes}: ${errors} errors, ${MISTAKES.length - errors} warnings`);
  deepEqual([json.errors, json.warnings], [5, 2]);
  // 1,003 keyframes with a string for a float: 1,003 errors, of which 1,000 are listed.
  const keys = Array.from({ length: 1003 }, (_, i) => ({ time: i, value: "not a number" }));
  const many = await file(
    "many.animj",
    JSON.stringify({
      tracks: [{ trackType: "Discrete", valueType: "float", data: { keyframes: keys } }],
    }),
  );
  const capped = await cli("validate", many, "--all-errors");
  equal(capped.out.split("\n").length, 1000 + 1 + 1 + 1); // listed, "3 more …", the count, ""
  equal(lastLine(capped.out), `${many}: 1003 errors, 0 warnings`);
});

/** The exporter's glTF with `asset.extras` replaced by `depth` nested arrays. */
function deepGltf(depth: number): { json: string; bin: Uint8Array } {
  const file = exporterGltf({ extras: "DEEP" });
  return {
    json: file.json.replace('"DEEP"', "[".repeat(depth) + "]".repeat(depth)),
    bin: file.bin,
  };
}

Deno.test("validate: glTF nested 10,000 and 100,000 deep is a located error, not a stack overflow", async () => {
  for (const depth of [10_000, 100_000]) {
    const deep = deepGltf(depth);
    const path = await file(`deep${depth}.gltf`, embeddedGltf(deep));
    const { text, json } = await validateBoth(path);
    equal(text.code, 1, text.err);
    equal(text.err, "");
    // The pretty-printed `    "extras": [[[…` puts the extras array (level 3: the file's object
    // is 1, asset 2) at column 15, so level n opens at column 15 + n − 3. The value named is
    // /asset/extras/0/0 (the pointer stops 4 levels down), level 5, at column 17; level 513 is
    // at column 525.
    const line = deep.json.split("\n").findIndex((l) => l.includes('"extras"')) + 1;
    const expected = `${path}: error: /asset/extras/0/0 (${line}:17): this value nests deeper ` +
      `than 512 levels (level 513 opens at ${line}:525); the Khronos validator cannot check a ` +
      `file this deep`;
    deepEqual(text.out.split("\n").slice(0, 2), [expected, `${path}: 1 error, 0 warnings`]);
    deepEqual([json.valid, json.errors], [false, 1]);
    deepEqual(json.problems[0]!.location, {
      kind: "pointer",
      pointer: "/asset/extras/0/0",
      line,
      column: 17,
    });
  }
  // In a GLB the place is a byte offset: the JSON chunk starts at byte 20.
  const deep = deepGltf(10_000);
  const glb = glbOf(deep.json, deep.bin);
  const chunk = new TextDecoder().decode(glb.subarray(20));
  // The extras array is level 3: level 513 is 510 brackets further.
  const at = 20 + chunk.indexOf("[".repeat(513)) + 510;
  const r = await cli("validate", await file("deep.glb", glb));
  equal(r.code, 1);
  match(r.out, new RegExp(`error: /asset/extras/0/0: .*\\(level 513 opens at byte ${at}\\)`));
});

Deno.test("validate: Maya keys written several to a line are a warning at the first one ignored", async () => {
  const text = [
    "animVersion 1.1;",
    "mayaVersion 2026;",
    "timeUnit film;",
    "anim translate.translateX translateX cube 0 0 0;",
    "animData {",
    "  input time;",
    "  output linear;",
    "  weighted 0;",
    "  keys {",
    // Maya reads the first key of this line only; `5` starts at column 30 (4 spaces and the
    // 24 characters of the first key, then a space).
    "    1 2 linear linear 1 1 0; 5 3 linear linear 1 1 0; 9 4 linear linear 1 1 0;",
    "    12 0 linear linear 1 1 0; // a comment is not a key",
    "  }",
    "}",
  ].join("\n");
  const path = await file("multi.anim", text);
  const { text: out, json } = await validateBoth(path);
  equal(out.code, 0);
  deepEqual(out.out.split("\n"), [
    `${path}: warning: 10:30: "5" and the rest of this line are ignored: Maya reads one key ` +
    "per line (put each key on its own line)",
    `${path}: valid Maya .anim`,
    `${path}: 0 errors, 1 warning`,
    "",
  ]);
  deepEqual(json.problems[0]!.location, { kind: "text", line: 10, column: 30 });
  // Read the way Maya reads it: frames 1 and 12 at 24 fps.
  const clip = readClip(new TextEncoder().encode(text));
  deepEqual([...clip.tracks[0]!.curve.keyTimes()], [1 / 24, 12 / 24]);
});

Deno.test("validate: glTF arrays of the wrong shape are located errors, not crashes", async () => {
  const base = JSON.parse(new TextDecoder().decode(embeddedGltf(exporterGltf())));
  const cases: [(json: Record<string, unknown>) => void, string, string][] = [
    [(j) => (j.accessors = 1e308), "/accessors", "accessors must be an array"],
    [(j) => ((j.nodes as unknown[])[0] = null), "/nodes/0", "each of nodes must be an object"],
    [
      (j) => ((j.animations as { channels: unknown }[])[0]!.channels = "STEP"),
      "/animations/0/channels",
      "channels must be an array",
    ],
    [
      (j) => ((j.animations as { channels: { target: unknown }[] }[])[0]!.channels[0]!.target = 3),
      "/animations/0/channels/0/target",
      "target must be an object",
    ],
  ];
  for (const [edit, pointer, message] of cases) {
    const json = structuredClone(base);
    edit(json);
    const { text, json: report } = await validateBoth(
      await file("shape.gltf", JSON.stringify(json)),
    );
    equal(text.code, 1);
    deepEqual(report.problems, [{
      severity: "error",
      location: { kind: "pointer", pointer },
      message,
    }]);
  }
});
