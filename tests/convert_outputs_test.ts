/**
 * Outputs never replace inputs: the whole run's outputs are checked against all its inputs
 * before anything is written (issue: a batch replaced `x.animj` with `x.bin`'s conversion).
 */
import { deepEqual, equal, match } from "node:assert/strict";

const SAMPLE = new URL("../samples/wave.mrtk.bin", import.meta.url);
const CLI = new URL("../cli.ts", import.meta.url).pathname;

async function run(cwd: string, ...args: string[]): Promise<{ code: number; err: string }> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", CLI, ...args],
    cwd,
    stdout: "piped",
    stderr: "piped",
  }).output();
  return { code: out.code, err: new TextDecoder().decode(out.stderr) };
}

async function names(dir: string): Promise<string[]> {
  const out: string[] = [];
  for await (const e of Deno.readDir(dir)) out.push(e.name);
  return out.sort();
}

Deno.test("convert batch: an output that names another input is refused before any write", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dir}/b`);
    await Deno.copyFile(SAMPLE, `${dir}/b/x.bin`);
    const original = new TextEncoder().encode('{"tracks": []}');
    await Deno.writeFile(`${dir}/b/x.animj`, original);
    const { code, err } = await run(
      dir,
      "convert",
      "b/x.bin",
      "b/x.animj",
      "--out-dir",
      "b",
      "--to",
      "animj",
    );
    equal(code, 2);
    match(err, /refusing to overwrite the input b\/x\.animj/);
    deepEqual(await Deno.readFile(`${dir}/b/x.animj`), original);
    deepEqual(await names(`${dir}/b`), ["x.animj", "x.bin"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("convert: --report naming OUT or IN is refused before anything is written", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.copyFile(SAMPLE, `${dir}/in.bin`);
    const same = await run(dir, "convert", "in.bin", "o.animj", "--report", "o.animj");
    equal(same.code, 2);
    match(same.err, /o\.animj is written twice/);
    const input = await run(dir, "convert", "in.bin", "o.animj", "--report", "in.bin");
    equal(input.code, 2);
    match(input.err, /refusing to overwrite the input in\.bin/);
    deepEqual(await names(dir), ["in.bin"]);
    deepEqual(await Deno.readFile(`${dir}/in.bin`), await Deno.readFile(SAMPLE));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("convert: the keys budget is checked before fitting and names its option", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.copyFile(SAMPLE, `${dir}/in.bin`);
    const { code, err } = await run(dir, "convert", "in.bin", "o.animj", "--max-keys", "5");
    equal(code, 1);
    match(err, /maxKeys budget/);
    match(err, /--max-keys/);
    deepEqual(await names(dir), ["in.bin"]);
    const bad = await run(dir, "convert", "in.bin", "o.animj", "--max-keys", "0");
    equal(bad.code, 2);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
