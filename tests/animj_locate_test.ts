import { deepEqual, equal, ok } from "node:assert/strict";
import { fixAnimJ, readAnimJ, validateAnimJDocument } from "../mod.ts";
import { cli, expectAnimkitError } from "./_helpers.ts";

const enc = (s: string) => new TextEncoder().encode(s);
const validate = (s: string) => validateAnimJDocument(enc(s));

Deno.test("animj locate: truncated JSON is located where the text ends", () => {
  // Line 4 is 4 spaces + `{"trackType": "Raw"` (19 characters): the text ends at column 24.
  const cut = '{\n  "name": "a",\n  "tracks": [\n    {"trackType": "Raw"';
  const e = expectAnimkitError(() => validate(cut));
  deepEqual(e.location, { kind: "text", line: 4, column: 24 });
  ok(e.detail.includes("ends too early"), e.detail);
  // Inside a string: `{"name": "ab` is 12 characters.
  deepEqual(expectAnimkitError(() => validate('{"name": "ab')).location, {
    kind: "text",
    line: 1,
    column: 13,
  });
  // Inside a literal and after a key.
  deepEqual(expectAnimkitError(() => validate('{"a": tr')).location, {
    kind: "text",
    line: 1,
    column: 9,
  });
  deepEqual(expectAnimkitError(() => validate('{\n"a"')).location, {
    kind: "text",
    line: 2,
    column: 4,
  });
});

Deno.test("animj locate: an unexpected token is located at the token", () => {
  // A missing comma: the error is the quote opening "tracks" on line 3, column 3, not the brace.
  const e = expectAnimkitError(() => validate('{\n  "name": "a"\n  "tracks": []\n}'));
  deepEqual(e.location, { kind: "text", line: 3, column: 3 });
  ok(e.detail.includes('unexpected "\\"" here'), e.detail);
  ok(e.detail.includes('expected "," or "}"'), e.detail);
  // A stray word after a value: `{"a": 1 x}` → the x at column 9.
  deepEqual(expectAnimkitError(() => validate('{"a": 1 x}')).location, {
    kind: "text",
    line: 1,
    column: 9,
  });
  // Text after the closing brace: column 3.
  deepEqual(expectAnimkitError(() => validate("{}]")).location, {
    kind: "text",
    line: 1,
    column: 3,
  });
  // A raw line break inside a string, at the break (offset 11 → line 1, column 12).
  deepEqual(expectAnimkitError(() => validate('{"name": "a\nb"}')).location, {
    kind: "text",
    line: 1,
    column: 12,
  });
});

Deno.test("animj locate: the first duplicate key in text order, located at its key", () => {
  const text = '{"tracks": [\n {"a": 1},\n {"b": 1, "b": 2, "b": 3},\n {"c": 1, "c": 2}\n]}';
  const e = expectAnimkitError(() => validate(text));
  // Line 3 is ` {"b": 1, "b": 2, …`: the second "b" starts at column 11.
  deepEqual(e.location, { kind: "pointer", pointer: "/tracks/1/b", line: 3, column: 11 });
});

Deno.test("animj locate: a Raw track without interval is a located warning, not an error", async () => {
  const text = '{\n  "tracks": [\n    {"trackType": "Raw", "valueType": "float",\n' +
    '     "data": {"keyframes": [1, 2]}}\n  ]\n}';
  const problems = validate(text);
  equal(problems.length, 1);
  equal(problems[0]!.severity, "warning");
  // Line 4 is 5 spaces + `"data": ` (8 characters): the data object opens at column 14.
  deepEqual(problems[0]!.location, {
    kind: "pointer",
    pointer: "/tracks/0/data",
    line: 4,
    column: 14,
  });
  ok(problems[0]!.message.includes('"interval"'));
  // The reader accepts it and plays the first value throughout.
  const doc = readAnimJ(enc(text));
  equal(doc.tracks[0]!.interval, 0);
  // Nothing for fix to change.
  deepEqual(fixAnimJ(enc(text)).changes, []);
  // validate exits 0.
  const path = await Deno.makeTempFile({ suffix: ".animj" });
  await Deno.writeTextFile(path, text);
  const { code } = await cli("validate", path);
  await Deno.remove(path);
  equal(code, 0);
});

Deno.test("animj locate: one error at the end of a large file is located in bounded memory", async () => {
  // ~8 MB of Discrete keys, one schema error (a string value) in the very last key.
  const script = `
    import { validateAnimJDocument } from ${
    JSON.stringify(new URL("../mod.ts", import.meta.url).href)
  };
    const kb = (k) => Number(Deno.readTextFileSync("/proc/self/status").split(k + ":")[1].trim().split(" ")[0]);
    const n = 200000;
    const keys = [];
    for (let k = 0; k < n; k++) keys.push('{"time": ' + k + ', "value": ' + (k % 97) + '.5},\\n');
    const text = '{"tracks": [{"trackType": "Discrete", "valueType": "float", "data": {"keyframes": [\\n' +
      keys.join("") + '{"time": ' + n + ', "value": "x"}]}}]}';
    const bytes = new TextEncoder().encode(text);
    keys.length = 0;
    globalThis.gc?.();
    const before = kb("VmRSS");
    const [p] = validateAnimJDocument(bytes);
    console.log(JSON.stringify({ size: bytes.length, growth: kb("VmHWM") - before, location: p.location }));
  `;
  const out = await new Deno.Command(Deno.execPath(), {
    args: [
      "eval",
      "--v8-flags=--expose-gc",
      "--config",
      new URL("../deno.json", import.meta.url).pathname,
      script,
    ],
    stdout: "piped",
  }).output();
  equal(out.code, 0, new TextDecoder().decode(out.stderr));
  const { size, growth, location } = JSON.parse(new TextDecoder().decode(out.stdout));
  // 200000 key lines after line 1: the last key is on line 200002; `{"time": 200000, "value": `
  // is 26 characters, so the value starts at column 27.
  deepEqual(location, {
    kind: "pointer",
    pointer: "/tracks/0/data/keyframes/200000/value",
    line: 200002,
    column: 27,
  });
  // The text, JSON.parse's objects and the validator; a position tree took ~50× the file.
  ok(growth * 1024 < 20 * size, `peak grew by ${growth} KiB for ${size} bytes`);
});
