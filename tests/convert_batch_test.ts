/**
 * `convert --out-dir` batches (issue 15 item 19) and `--force` for existing outputs: expectations
 * from the text, through the real CLI in a subprocess.
 */
import { deepEqual, equal, match, ok } from "node:assert/strict";
import { join } from "node:path";
import { listDir, runCliProcess } from "./_cli_process.ts";

const WAVE = new URL("../samples/wave.mrtk.bin", import.meta.url).pathname;

async function folder(files: Record<string, string | Uint8Array>): Promise<string> {
  const dir = await Deno.makeTempDir();
  for (const [name, content] of Object.entries(files)) {
    if (typeof content === "string") await Deno.writeTextFile(join(dir, name), content);
    else await Deno.writeFile(join(dir, name), content);
  }
  return dir;
}

Deno.test("batch: a README in the folder is skipped with a note, not a failure", async () => {
  const wave = await Deno.readFile(WAVE);
  const dir = await folder({ "a.bin": wave, "README.md": "# recordings\n", "notes.txt": "hi\n" });
  const out = join(dir, "out");
  const r = await runCliProcess(["convert", dir, "--out-dir", out, "--to", "animj"]);
  equal(r.code, 0, r.err);
  match(r.err, /skipping .*README\.md/);
  match(r.err, /skipping .*notes\.txt/);
  match(r.err, /1 converted, 0 failed, 2 skipped/);
  deepEqual(listDir(out), ["a.animj"]);
  // A broken animation file is still a failure.
  await Deno.writeFile(join(dir, "b.bin"), wave.subarray(0, 40));
  const broken = await runCliProcess([
    "convert",
    dir,
    "--out-dir",
    join(dir, "o2"),
    "--to",
    "animj",
  ]);
  equal(broken.code, 1);
  match(broken.err, /1 converted, 1 failed, 2 skipped/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("batch: --report with --out-dir writes one JSON with an entry per input", async () => {
  const wave = await Deno.readFile(WAVE);
  const dir = await folder({ "a.bin": wave, "b.bin": wave.subarray(0, 40), "README.md": "x" });
  const report = join(dir, "report.json");
  const r = await runCliProcess([
    "convert",
    dir,
    "--out-dir",
    join(dir, "out"),
    "--to",
    "animj",
    "--report",
    report,
    "--quiet",
  ]);
  equal(r.code, 1, r.err);
  const json = JSON.parse(await Deno.readTextFile(report));
  equal(json.target, "animj");
  deepEqual(json.conversions.map((c: { input: string }) => c.input), [
    join(dir, "a.bin"),
    join(dir, "b.bin"),
  ]);
  equal(json.conversions[0].output, join(dir, "out", "a.animj"));
  equal(json.conversions[0].source, "mrtk");
  ok(json.conversions[0].tracks.length > 0);
  equal(typeof json.conversions[1].error, "string");
  deepEqual(json.skipped, [{ input: join(dir, "README.md"), reason: "not an animation file" }]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("batch: two inputs with one stem are reported and both written", async () => {
  const wave = await Deno.readFile(WAVE);
  const dir = await folder({});
  await Deno.mkdir(join(dir, "p"));
  await Deno.mkdir(join(dir, "q"));
  await Deno.writeFile(join(dir, "p", "take.bin"), wave);
  await Deno.writeFile(join(dir, "q", "take.bin"), wave);
  const out = join(dir, "out");
  const r = await runCliProcess([
    "convert",
    join(dir, "p", "take.bin"),
    join(dir, "q", "take.bin"),
    "--out-dir",
    out,
    "--to",
    "animj",
  ]);
  equal(r.code, 0, r.err);
  match(r.err, /both map to take\.animj/);
  deepEqual(listDir(out), ["take-2.animj", "take.animj"]);
  // The combined report may not be one of the batch's outputs either.
  const onOutput = await runCliProcess([
    "convert",
    join(dir, "p", "take.bin"),
    "--out-dir",
    join(dir, "out2"),
    "--to",
    "animj",
    "--report",
    join(dir, "out2", "take.animj"),
  ]);
  equal(onOutput.code, 2, onOutput.err);
  match(onOutput.err, /take\.animj is written twice/);
  ok(!listDir(dir).includes("out2"), "nothing written");
  await Deno.remove(dir, { recursive: true });
});

Deno.test("batch: existing outputs need --force; without it exit 2 before writing, naming them", async () => {
  const wave = await Deno.readFile(WAVE);
  const dir = await folder({ "a.bin": wave, "b.bin": wave });
  const out = join(dir, "out");
  await Deno.mkdir(out);
  await Deno.writeTextFile(join(out, "b.animj"), "old");
  const args = [
    "convert",
    join(dir, "a.bin"),
    join(dir, "b.bin"),
    "--out-dir",
    out,
    "--to",
    "animj",
  ];
  const r = await runCliProcess(args);
  equal(r.code, 2, r.err);
  ok(r.err.includes(join(out, "b.animj")), r.err);
  match(r.err, /--force/);
  deepEqual(listDir(out), ["b.animj"], "a.animj not written either");
  equal(await Deno.readTextFile(join(out, "b.animj")), "old");
  const forced = await runCliProcess([...args, "--force"]);
  equal(forced.code, 0, forced.err);
  deepEqual(listDir(out), ["a.animj", "b.animj"]);
  ok(JSON.parse(await Deno.readTextFile(join(out, "b.animj"))).tracks.length > 0);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("single: an existing OUT (or report) needs --force", async () => {
  const dir = await folder({ "o.animj": "old", "r.json": "old report" });
  const out = join(dir, "o.animj");
  const r = await runCliProcess(["convert", WAVE, out]);
  equal(r.code, 2, r.err);
  ok(r.err.includes(out), r.err);
  match(r.err, /--force/);
  equal(await Deno.readTextFile(out), "old");
  const report = join(dir, "r.json");
  const withReport = await runCliProcess([
    "convert",
    WAVE,
    join(dir, "n.animj"),
    "--report",
    report,
  ]);
  equal(withReport.code, 2, withReport.err);
  ok(withReport.err.includes(report));
  deepEqual(listDir(dir), ["o.animj", "r.json"]);
  const forced = await runCliProcess(["convert", WAVE, out, "--force", "--report", report]);
  equal(forced.code, 0, forced.err);
  ok(JSON.parse(await Deno.readTextFile(out)).tracks.length > 0);
  equal(JSON.parse(await Deno.readTextFile(report)).target, "animj");
  await Deno.remove(dir, { recursive: true });
});
