/**
 * Output safety of `convert` and the atomic writer (issue 16 "Output safety", issue 15 items 7,
 * 10, 11): expectations from the issues' text, through the real CLI in a subprocess.
 */
import { deepEqual, equal, match, ok, rejects } from "node:assert/strict";
import { join } from "node:path";
import {
  removeLiveTempFiles,
  signalCleanupActive,
  staleTempFiles,
  tempNameFor,
  writeFileAtomic,
} from "../src/io/atomic_write.ts";
import { buildChar } from "./fixtures/retro_char_bytes.ts";
import { listDir, runCliProcess } from "./_cli_process.ts";

const WAVE = new URL("../samples/wave.mrtk.bin", import.meta.url).pathname;
const TEMP = /animkit-tmp|\.tmp\b/;

Deno.test("issue 16 data loss: a batch output that is another input exits 2 before writing", async () => {
  const dir = await Deno.makeTempDir();
  const b = join(dir, "b");
  await Deno.mkdir(b);
  await Deno.copyFile(WAVE, join(b, "x.bin"));
  const other = new TextEncoder().encode('{"tracks": [], "note": "someone else\'s file"}\n');
  await Deno.writeFile(join(b, "x.animj"), other);
  const r = await runCliProcess([
    "convert",
    join(b, "x.bin"),
    join(b, "x.animj"),
    "--out-dir",
    b,
    "--to",
    "animj",
  ]);
  equal(r.code, 2, r.err);
  ok(r.err.includes(`refusing to overwrite the input ${join(b, "x.animj")}`), r.err);
  ok(r.err.includes("nothing was written"), r.err);
  deepEqual(await Deno.readFile(join(b, "x.animj")), other, "x.animj unchanged");
  deepEqual(listDir(b), ["x.animj", "x.bin"], "nothing written");
  await Deno.remove(dir, { recursive: true });
});

Deno.test("batch: an output reaching an input through a link is refused before writing", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.mkdir(join(dir, "src"));
  await Deno.mkdir(join(dir, "other"));
  await Deno.copyFile(WAVE, join(dir, "src", "a.bin"));
  await Deno.writeTextFile(join(dir, "other", "keep.animj"), "{}");
  await Deno.symlink(join(dir, "other"), join(dir, "link"));
  // link/keep.animj is other/keep.animj; the batch's second input is other/keep.animj by its name.
  await Deno.copyFile(WAVE, join(dir, "src", "keep.bin"));
  const r = await runCliProcess([
    "convert",
    join(dir, "src", "keep.bin"),
    join(dir, "other", "keep.animj"),
    "--out-dir",
    join(dir, "link"),
    "--to",
    "animj",
  ]);
  equal(r.code, 2, r.err);
  equal(await Deno.readTextFile(join(dir, "other", "keep.animj")), "{}");
  deepEqual(listDir(join(dir, "other")), ["keep.animj"]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("--report naming OUT or IN is a usage error before any write", async () => {
  const dir = await Deno.makeTempDir();
  const input = join(dir, "in.bin");
  await Deno.copyFile(WAVE, input);
  const out = join(dir, "o.animj");
  const same = await runCliProcess(["convert", input, out, "--report", out]);
  equal(same.code, 2, same.err);
  match(same.err, /o\.animj is written twice/);
  const onInput = await runCliProcess(["convert", input, out, "--report", input]);
  equal(onInput.code, 2, onInput.err);
  ok(onInput.err.includes(`refusing to overwrite the input ${input}`), onInput.err);
  deepEqual(await Deno.readFile(input), await Deno.readFile(WAVE), "IN unchanged");
  deepEqual(listDir(dir), ["in.bin"], "OUT not written");
  // In a batch, the report may not be an input either.
  const batch = await runCliProcess([
    "convert",
    input,
    "--out-dir",
    join(dir, "out"),
    "--to",
    "animj",
    "--report",
    input,
  ]);
  equal(batch.code, 2, batch.err);
  deepEqual(listDir(dir), ["in.bin"]);
  await Deno.remove(dir, { recursive: true });
});

for (const [signal, code] of [["SIGTERM", 143], ["SIGINT", 130]] as const) {
  Deno.test({
    name: `${signal} during a large write leaves no temporary file`,
    ignore: Deno.build.os === "windows",
    fn: async () => {
      const dir = await Deno.makeTempDir();
      const child = new Deno.Command(Deno.execPath(), {
        args: [
          "run",
          "-A",
          new URL("./fixtures/slow_atomic_write.ts", import.meta.url).pathname,
          join(dir, "big.animj"),
        ],
        stdout: "piped",
        stderr: "null",
      }).spawn();
      const reader = child.stdout.getReader();
      let seen = "";
      while (!seen.includes("writing")) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += new TextDecoder().decode(value);
      }
      const during = listDir(dir);
      equal(during.length, 1);
      match(during[0]!, /^\.big\.animj\.animkit-tmp-[0-9a-f]{6}$/, "a recognisable temp name");
      ok((await Deno.stat(join(dir, during[0]!))).size >= 1 << 20, "the write is under way");
      child.kill(signal);
      reader.releaseLock();
      await child.stdout.cancel();
      const status = await child.status;
      equal(status.code, code);
      deepEqual(listDir(dir), [], "no temporary file, no output");
      await Deno.remove(dir, { recursive: true });
    },
  });
}

Deno.test("a failed write removes its temporary file and its signal handlers", async () => {
  const dir = await Deno.makeTempDir();
  async function* failing(): AsyncGenerator<Uint8Array> {
    yield new Uint8Array(1000);
    ok(signalCleanupActive(), "handlers installed while writing");
    deepEqual(listDir(dir).length, 1);
    throw new Error("disk on fire");
  }
  await rejects(writeFileAtomic(join(dir, "o.bin"), failing()), /disk on fire/);
  deepEqual(listDir(dir), []);
  equal(signalCleanupActive(), false, "handlers removed after the write");
  deepEqual(removeLiveTempFiles(), []);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("the signal handler's cleanup removes a write under way", async () => {
  const dir = await Deno.makeTempDir();
  let removed: string[] = [];
  async function* interrupted(): AsyncGenerator<Uint8Array> {
    yield new Uint8Array(10);
    removed = removeLiveTempFiles(); // what SIGINT/SIGTERM run before exiting
    yield new Uint8Array(10);
  }
  await rejects(writeFileAtomic(join(dir, "o.bin"), interrupted()));
  equal(removed.length, 1);
  match(removed[0]!, /\.o\.bin\.animkit-tmp-[0-9a-f]{6}$/);
  deepEqual(listDir(dir), []);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("stale temporary files beside OUT are reported on stderr and kept", async () => {
  const dir = await Deno.makeTempDir();
  const stale = join(dir, ".o.animj.animkit-tmp-0a0b0c");
  await Deno.writeTextFile(stale, "half a file");
  await Deno.writeTextFile(join(dir, ".other.animkit-tmp-0a0b0c"), "not beside o.animj");
  deepEqual(await staleTempFiles(join(dir, "o.animj")), [stale]);
  const r = await runCliProcess(["convert", WAVE, join(dir, "o.animj")]);
  equal(r.code, 0, r.err);
  ok(r.err.includes(stale), r.err);
  equal(await Deno.readTextFile(stale), "half a file");
  await Deno.remove(dir, { recursive: true });
});

Deno.test("output names of 242 to 255 bytes work; the temp name fits NAME_MAX", async () => {
  for (const length of [242, 250, 255]) {
    const name = "a".repeat(length - ".animj".length) + ".animj";
    equal(new TextEncoder().encode(tempNameFor(name, "abcdef")).length, 255);
  }
  // Multi-byte names are cut on a character boundary.
  const wide = tempNameFor("é".repeat(127), "abcdef");
  ok(new TextEncoder().encode(wide).length <= 255);
  ok(!wide.includes("\ufffd"));
  const dir = await Deno.makeTempDir();
  for (const length of [250, 255]) {
    const out = join(dir, "a".repeat(length - ".animj".length) + ".animj");
    const r = await runCliProcess(["convert", WAVE, out, "--quiet"]);
    equal(r.code, 0, r.err);
    ok(JSON.parse(await Deno.readTextFile(out)).tracks.length > 0);
  }
  equal(listDir(dir).length, 2);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("issue 15 #10: a missing output folder is 'cannot write OUT', exit 1, in every command", async () => {
  const dir = await Deno.makeTempDir();
  const animj = join(dir, "in.animj");
  await Deno.writeTextFile(
    animj,
    '{"name": "order", "globalDuration": 1, "tracks": [{"data": {"node": "N", "property": "P", ' +
      '"keyframes": [{"time": 0, "value": 1}]}, "trackType": "Discrete", "valueType": "float"}]}',
  );
  const runs = [
    ["convert", WAVE, join(dir, "nodir", "o.animj")],
    ["plot", WAVE, "--out", join(dir, "nodir", "o.svg")],
    ["validate", animj, "--fix", join(dir, "nodir", "o.animj")],
  ];
  for (const args of runs) {
    const out = args.at(-1)!;
    const r = await runCliProcess(args);
    equal(r.code, 1, `${args[0]}: ${r.err}`);
    ok(r.err.includes(`cannot write ${out}: `), `${args[0]}: ${r.err}`);
    ok(!r.err.includes("input:"), r.err);
    ok(!TEMP.test(r.err), `${args[0]} leaks a temp name: ${r.err}`);
  }
  await Deno.remove(dir, { recursive: true });
});

Deno.test("issue 15 #10: --reduce and --version a target cannot honour are usage errors", async () => {
  const dir = await Deno.makeTempDir();
  const maya = join(dir, "in.anim");
  await Deno.writeTextFile(
    maya,
    [
      "animVersion 1.1;",
      "mayaVersion 2026;",
      "timeUnit film;",
      "linearUnit cm;",
      "angularUnit deg;",
      "startTime 0;",
      "endTime 10;",
      "anim translate.translateX translateX n 0 0 0;",
      "animData {",
      "  input time;",
      "  output linear;",
      "  weighted 0;",
      "  preInfinity constant;",
      "  postInfinity constant;",
      "  keys {",
      "    0 0 linear linear 1 1 0;",
      "    10 5 linear linear 1 1 0;",
      "  }",
      "}",
      "",
    ].join("\n"),
  );
  const char = join(dir, "in.char");
  await Deno.writeFile(char, buildChar());
  const cases = [
    ["convert", char, join(dir, "o.char"), "--reduce"], // a CHAR holds no curves
    ["convert", maya, join(dir, "o.animj"), "--version", "2"], // AnimJ has no versions
    ["convert", maya, join(dir, "o.anim"), "--to", "maya", "--version", "1.1"], // rewrite as read
  ];
  for (const args of cases) {
    const r = await runCliProcess(args);
    equal(r.code, 2, `${args.join(" ")}: ${r.err}`);
    match(r.err, /--(reduce|version)/);
  }
  deepEqual(listDir(dir), ["in.anim", "in.char"], "nothing written");
  // The same options where they apply still work; --reduce applies to every curve target (a
  // same-format rewrite then goes through the model).
  const ok1 = await runCliProcess(["convert", WAVE, join(dir, "r.bin"), "--reduce", "--quiet"]);
  equal(ok1.code, 0, ok1.err);
  for (const out of ["o.animj", "o.anim"]) {
    const r = await runCliProcess([
      "convert",
      maya,
      join(dir, out),
      "--to",
      out === "o.anim" ? "maya" : "animj",
      "--reduce",
      "--quiet",
    ]);
    equal(r.code, 0, `${out}: ${r.err}`);
  }
  await Deno.remove(dir, { recursive: true });
});

Deno.test("issue 15 #11: converting a CHAR says it holds no animation curves", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.writeFile(join(dir, "mp3.char"), buildChar());
  const r = await runCliProcess(["convert", join(dir, "mp3.char"), join(dir, "x.animj")]);
  equal(r.code, 1, r.err);
  match(r.err, /no animation curves/);
  match(r.err, /character definition/);
  ok(!/not supported yet/.test(r.err), r.err);
  deepEqual(listDir(dir), ["mp3.char"]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("issue 15 #7: - reads stdin and writes stdout; stdout needs --to", async () => {
  const wave = await Deno.readFile(WAVE);
  const r = await runCliProcess(["convert", "-", "-", "--to", "animj"], wave);
  equal(r.code, 0, r.err);
  const doc = JSON.parse(r.out); // stdout holds the file only; the report went to stderr
  ok(Array.isArray(doc.tracks) && doc.tracks.length > 0);
  match(r.err, /→ - \(animj\)/);
  const mrtk = await runCliProcess(["convert", "-", "-", "--to", "mrtk", "--quiet"], wave);
  equal(mrtk.code, 0, mrtk.err);
  deepEqual(mrtk.stdout, wave, "MRTK → MRTK through the pipes is byte-exact");
  const noTo = await runCliProcess(["convert", WAVE, "-"]);
  equal(noTo.code, 2);
  match(noTo.err, /--to/);
  equal(noTo.out, "");
  const dir = await Deno.makeTempDir();
  const fromStdin = await runCliProcess(["convert", "-", join(dir, "o.animj")], wave);
  equal(fromStdin.code, 0, fromStdin.err);
  ok(JSON.parse(await Deno.readTextFile(join(dir, "o.animj"))).tracks.length > 0);
  await Deno.remove(dir, { recursive: true });
});
