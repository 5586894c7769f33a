/**
 * The CLI's reading and writing, through the real `cli.ts` in a subprocess: target names, input
 * and side-file bounds, full standard streams, exclusive outputs, stdin as an input, parallel
 * batches.
 */
import { deepEqual, equal, match, ok, rejects } from "node:assert/strict";
import { listDir, runCliProcess } from "./_cli_process.ts";
import { OutputExistsError, writeFileAtomic } from "../src/io/atomic_write.ts";

const SAMPLE = new URL("../samples/wave.mrtk.bin", import.meta.url).pathname;

async function copyTo(from: string, to: string): Promise<string> {
  await Deno.copyFile(from, to);
  return to;
}

Deno.test("an OUT extension several formats use names them and asks for --to", async () => {
  const dir = await Deno.makeTempDir();
  const run = await runCliProcess(["convert", SAMPLE, `${dir}/out.anim`]);
  equal(run.code, 2, run.err);
  // .anim is Maya ASCII, Unity's AnimationClip and Metroid Prime ANIM.
  match(run.err, /\.anim is used by maya, retro-anim and unity-clip; use --to/);
  const none = await runCliProcess(["convert", SAMPLE, `${dir}/out.xyz`]);
  equal(none.code, 2, none.err);
  match(none.err, /no target format uses \.xyz; use --to/);
  equal(listDir(dir).length, 0);
});

const CLI = new URL("../cli.ts", import.meta.url).pathname;
const HAS_DEV_FULL = (() => {
  try {
    return Deno.statSync("/dev/full").isCharDevice === true;
  } catch {
    return false;
  }
})();

/** Runs the CLI with one standard stream sent to a path (`/dev/full`), the other captured. */
async function runRedirected(
  args: string[],
  stream: "stdout" | "stderr",
  path: string,
): Promise<{ code: number; captured: string }> {
  const fd = stream === "stdout" ? 1 : 2;
  const { code, stdout, stderr } = await new Deno.Command("sh", {
    args: ["-c", `exec "$0" run -A "$@" ${fd}>"${path}"`, Deno.execPath(), CLI, ...args],
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  return { code, captured: new TextDecoder().decode(stream === "stdout" ? stderr : stdout) };
}

Deno.test({
  name: "a full standard output is one line naming it and exit 1, in every command",
  ignore: !HAS_DEV_FULL,
  async fn() {
    const dir = await Deno.makeTempDir();
    const runs = [
      ["--help"],
      ["--version"],
      ["info", SAMPLE],
      ["info", SAMPLE, "--json"],
      ["dump", SAMPLE],
      ["sample", SAMPLE, "--rate", "4"],
      ["validate", SAMPLE],
      ["convert", "--help"],
      ["convert", SAMPLE, "-", "--to", "animj", "--quiet"],
    ];
    for (const args of runs) {
      const { code, captured } = await runRedirected(args, "stdout", "/dev/full");
      equal(code, 1, `${args.join(" ")}: ${captured}`);
      equal(
        captured,
        "animkit: cannot write to standard output: no space left on device\n",
        args.join(" "),
      );
    }
    equal(listDir(dir).length, 0);
  },
});

Deno.test({
  name: "a full standard error: the output is written whole, the exit is 1; --quiet exits 0",
  ignore: !HAS_DEV_FULL,
  async fn() {
    const dir = await Deno.makeTempDir();
    const out = `${dir}/out.animj`;
    const loud = await runRedirected(["convert", SAMPLE, out], "stderr", "/dev/full");
    equal(loud.code, 1);
    equal(loud.captured, "");
    // The output is the conversion's, whole: the same bytes a run with a working stderr writes.
    const reference = await runCliProcess(["convert", SAMPLE, "-", "--to", "animj"]);
    equal(reference.code, 0, reference.err);
    equal(await Deno.readTextFile(out), reference.out);
    const quiet = await runRedirected(
      ["convert", SAMPLE, `${dir}/quiet.animj`, "--quiet"],
      "stderr",
      "/dev/full",
    );
    equal(quiet.code, 0);
    equal(listDir(dir).join(" "), "out.animj quiet.animj");
    // A batch: a line that cannot be shown does not make its conversion a failure.
    const batchDir = `${dir}/batch`;
    const report = `${dir}/report.json`;
    const inputs = [SAMPLE, await copyTo(SAMPLE, `${dir}/second.bin`)];
    const batch = await runRedirected(
      ["convert", ...inputs, "--out-dir", batchDir, "--to", "animj", "--report", report],
      "stderr",
      "/dev/full",
    );
    equal(batch.code, 1);
    equal(listDir(batchDir).join(" "), "second.animj wave.mrtk.animj");
    const entries = JSON.parse(await Deno.readTextFile(report)).conversions;
    equal(entries.length, 2);
    for (const entry of entries) equal(entry.error, undefined, JSON.stringify(entry));
  },
});

/** An AnimJ clip `seconds` long with one linear float track. */
function longClip(seconds: number): string {
  return JSON.stringify({
    name: "long",
    globalDuration: seconds,
    tracks: [{
      trackType: "Curve",
      valueType: "float",
      data: {
        node: "n",
        property: "p",
        keyframes: [
          { time: 0, value: 1, interpolation: "Linear" },
          { time: seconds, value: 2, interpolation: "Linear" },
        ],
      },
    }],
  });
}

Deno.test("sample: a clip too long for the default grid is the file's demand: --max-samples, exit 1", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/long.animj`;
  // 1,000,000 s at the default 30 Hz: 30,000,001 times × 1 track, over the documented default
  // --max-samples of 20,000,000.
  await Deno.writeTextFile(path, longClip(1_000_000));
  const run = await runCliProcess(["sample", path]);
  equal(run.code, 1, run.err);
  equal(run.out, "");
  equal(run.err.trim().split("\n").length, 1, run.err);
  match(run.err, /30000001 times × 1 tracks exceeds the maxSamples budget \(30000001 > 20000000\)/);
  match(run.err, /--max-samples N/);
  // Asking for that grid in words (--to) is the command line's demand: exit 2.
  const asked = await runCliProcess(["sample", path, "--to", "1000000"]);
  equal(asked.code, 2, asked.err);
  match(asked.err, /--max-samples/);
  // As is a rate the file's duration alone would not need.
  const short = `${dir}/short.animj`;
  await Deno.writeTextFile(short, longClip(10));
  const rate = await runCliProcess(["sample", short, "--rate", "3000000"]);
  equal(rate.code, 2, rate.err);
  match(rate.err, /30000001 times × 1 tracks exceeds the maxSamples budget/);
  // A budget raised past the grid lets it through: 1,000,000 s at 1 Hz with --max-samples 2e6.
  const raised = await runCliProcess(["sample", path, "--rate", "1", "--max-samples", "2000000"]);
  equal(raised.code, 0, raised.err);
  equal(raised.out.split("\n").filter((l) => l.startsWith("  ")).length, 1_000_001);
});

/** Runs the CLI under `sh` with a shell redirection (`< /dev/zero`), bounded by `seconds`. */
async function runShell(
  args: string[],
  redirect: string,
  seconds = 60,
): Promise<{ code: number; out: string; err: string }> {
  const child = new Deno.Command("sh", {
    args: ["-c", `exec "$0" run -A "$@" ${redirect}`, Deno.execPath(), CLI, ...args],
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const timer = setTimeout(() => child.kill("SIGKILL"), seconds * 1000);
  const { code, stdout, stderr } = await child.output();
  clearTimeout(timer);
  const decoder = new TextDecoder();
  return { code, out: decoder.decode(stdout), err: decoder.decode(stderr) };
}

const POSIX = Deno.build.os !== "windows";

/** A glTF whose one buffer (32 bytes: two times, two translations) is the side file `data.bin`. */
function sideFileGltf(byteLength = 32): string {
  return JSON.stringify({
    asset: { version: "2.0" },
    nodes: [{ name: "n" }],
    buffers: [{ uri: "data.bin", byteLength }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: 8 },
      { buffer: 0, byteOffset: 8, byteLength: 24 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 2, type: "SCALAR", min: [0], max: [1] },
      { bufferView: 1, componentType: 5126, count: 2, type: "VEC3" },
    ],
    animations: [{
      channels: [{ sampler: 0, target: { node: 0, path: "translation" } }],
      samplers: [{ input: 0, output: 1 }],
    }],
  });
}

/** The side file's bytes: times 0 and 1, translations (0, 0, 0) and (1, 2, 3). */
const SIDE_DATA = new Uint8Array(new Float32Array([0, 1, 0, 0, 0, 1, 2, 3]).buffer);

Deno.test({
  name: "glTF side files: only regular files inside the folder, no further than byteLength",
  ignore: !POSIX,
  async fn() {
    const root = await Deno.makeTempDir();
    const make = async (name: string, place: (file: string) => Promise<void>) => {
      await Deno.mkdir(`${root}/${name}`);
      await Deno.writeTextFile(`${root}/${name}/a.gltf`, sideFileGltf());
      await place(`${root}/${name}/data.bin`);
      return `${root}/${name}/a.gltf`;
    };
    const good = await make("good", (f) => Deno.writeFile(f, SIDE_DATA));
    const ok = await runCliProcess(["sample", good, "--at", "1", "--json"]);
    equal(ok.code, 0, ok.err);
    equal(JSON.parse(ok.out).tracks[0].samples[0].value.z, 3);

    await Deno.writeFile(`${root}/secret.bin`, SIDE_DATA);
    const cases: [string, string, RegExp][] = [
      [
        await make("outside", (f) => Deno.symlink(`${root}/secret.bin`, f)),
        "outside",
        /outside the glTF's folder/,
      ],
      [
        await make("zero", (f) => Deno.symlink("/dev/zero", f)),
        "zero",
        /outside the glTF's folder/,
      ],
      [
        await make("urandom", (f) => Deno.symlink("/dev/urandom", f)),
        "urandom",
        /outside the glTF's folder/,
      ],
      [
        await make("fifo", async (f) => {
          const made = await new Deno.Command("mkfifo", { args: [f] }).output();
          equal(made.code, 0);
        }),
        "fifo",
        /FIFO, not a regular file/,
      ],
    ];
    for (const [path, name, reason] of cases) {
      const run = await runShell(["info", path], "", 30);
      equal(run.code, 1, `${name}: ${run.err}`);
      equal(run.err.trim().split("\n").length, 1, run.err);
      match(run.err, /\/buffers\/0\/uri: cannot read "data\.bin"/, name);
      match(run.err, reason, name);
    }

    // A side file far larger than the buffer: only byteLength bytes are read (a 4 GiB sparse
    // file read whole would take seconds and gigabytes).
    const large = await make("large", async (f) => {
      await Deno.writeFile(f, SIDE_DATA);
      await Deno.truncate(f, 4 * 2 ** 30);
    });
    const sparse = await runShell(["sample", large, "--at", "1", "--json"], "", 30);
    equal(sparse.code, 0, sparse.err);
    equal(JSON.parse(sparse.out).tracks[0].samples[0].value.z, 3);

    // A byteLength over --max-decoded-bytes is refused before reading.
    const declared = `${root}/declared`;
    await Deno.mkdir(declared);
    await Deno.writeTextFile(`${declared}/a.gltf`, sideFileGltf(2 ** 40));
    await Deno.writeFile(`${declared}/data.bin`, SIDE_DATA);
    const over = await runCliProcess(["info", `${declared}/a.gltf`]);
    equal(over.code, 1, over.err);
    match(over.err, /maxDecodedBytes budget .*--max-decoded-bytes N/);
  },
});

Deno.test({
  name: "inputs: a device or FIFO named as input is refused unopened; stdin is read up to the cap",
  ignore: !POSIX,
  async fn() {
    const dir = await Deno.makeTempDir();
    const fifo = `${dir}/fifo`;
    equal((await new Deno.Command("mkfifo", { args: [fifo] }).output()).code, 0);
    const blocked = await runShell(["info", fifo], "", 10);
    equal(blocked.code, 1, blocked.err);
    match(blocked.err, /it is a FIFO, not a regular file/);
    const zero = await runShell(["info", "/dev/zero"], "", 30);
    equal(zero.code, 1, zero.err);
    match(zero.err, /cannot read \/dev\/zero: it is a device, not a regular file/);
    for (const command of ["info", "sample", "validate", "dump"]) {
      const stdin = await runShell(
        [command, "-", "--max-decoded-bytes", "1000000"],
        "< /dev/zero",
        30,
      );
      equal(stdin.code, 1, `${command}: ${stdin.err}`);
      equal(stdin.err.trim().split("\n").length, 1, stdin.err);
      match(stdin.err, /standard input .*maxDecodedBytes budget .*--max-decoded-bytes N/);
    }
    const convert = await runShell(
      ["convert", "-", `${dir}/out.animj`, "--max-decoded-bytes", "1000000"],
      "< /dev/zero",
      30,
    );
    equal(convert.code, 1, convert.err);
    equal(listDir(dir).join(" "), "fifo");
  },
});

Deno.test("an exclusive write leaves alone an output that appeared while it was writing", async () => {
  const dir = await Deno.makeTempDir();
  const out = `${dir}/out.animj`;
  async function* slowly(): AsyncGenerator<Uint8Array> {
    yield new TextEncoder().encode("ours ");
    // Another program creates the output between the caller's check and the end of the write.
    await Deno.writeTextFile(out, "theirs");
    yield new TextEncoder().encode("end");
  }
  await rejects(writeFileAtomic(out, slowly(), [], { overwrite: false }), OutputExistsError);
  equal(await Deno.readTextFile(out), "theirs");
  deepEqual(listDir(dir), ["out.animj"]); // no temporary file left
  // Without the option (and with --force in the CLI) the output is replaced.
  async function* again(): AsyncGenerator<Uint8Array> {
    yield new TextEncoder().encode("ours");
  }
  await writeFileAtomic(out, again());
  equal(await Deno.readTextFile(out), "ours");
});

Deno.test("convert - OUT < OUT is refused even with --force: standard input is that file", async () => {
  const dir = await Deno.makeTempDir();
  const input = await copyTo(SAMPLE, `${dir}/in.bin`);
  const before = await Deno.readFile(input);
  for (
    const args of [
      ["convert", "-", input, "--to", "mrtk", "--force"],
      ["convert", "-", `${dir}/out.animj`, "--report", input, "--force"],
    ]
  ) {
    const run = await runShell(args, `< "${input}"`);
    equal(run.code, 2, run.err);
    match(run.err, /refusing to overwrite the input: standard input is .*in\.bin/);
    deepEqual(await Deno.readFile(input), before);
    deepEqual(listDir(dir), ["in.bin"]);
  }
  // Standard input from another file is fine.
  const other = await copyTo(SAMPLE, `${dir}/other.bin`);
  const fine = await runShell(["convert", "-", `${dir}/out.animj`], `< "${other}"`);
  equal(fine.code, 0, fine.err);
});

Deno.test({
  name: "convert --force over an output that is a link replaces the link, not its target",
  ignore: !POSIX,
  async fn() {
    const dir = await Deno.makeTempDir();
    const elsewhere = await Deno.makeTempDir();
    await Deno.writeTextFile(`${elsewhere}/kept.animj`, "not animkit's to replace");
    await Deno.symlink(`${elsewhere}/kept.animj`, `${dir}/out.animj`);
    const refused = await runCliProcess(["convert", SAMPLE, `${dir}/out.animj`]);
    equal(refused.code, 2, refused.err);
    const run = await runCliProcess(["convert", SAMPLE, `${dir}/out.animj`, "--force"]);
    equal(run.code, 0, run.err);
    equal(await Deno.readTextFile(`${elsewhere}/kept.animj`), "not animkit's to replace");
    const info = await Deno.lstat(`${dir}/out.animj`);
    ok(info.isFile && !info.isSymlink);
    match(await Deno.readTextFile(`${dir}/out.animj`), /"tracks"/);
    deepEqual(listDir(elsewhere), ["kept.animj"]);
  },
});

/** An AnimJ text of `tracks` noisy float3 Linear tracks of 900 keys: slow enough to fit. */
function slowAnimJ(tracks: number): string {
  const parts: string[] = [];
  for (let t = 0; t < tracks; t++) {
    const keys: string[] = [];
    for (let k = 0; k < 900; k++) {
      const time = k / 30;
      keys.push(
        `{"time":${time},"value":{"x":${Math.sin(time * 7 + t)},"y":${Math.cos(time * 3)},"z":${
          ((k * 7919) % 101) / 101
        }},"interpolation":"Linear"}`,
      );
    }
    parts.push(
      `{"trackType":"Curve","valueType":"float3","data":{"node":"B${t}","property":"position","keyframes":[${
        keys.join(",")
      }]}}`,
    );
  }
  return `{"name":"slow","globalDuration":30,"tracks":[${parts.join(",")}]}`;
}

Deno.test("two batches into one --out-dir: the later never replaces the earlier without --force", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.mkdir(`${dir}/in`);
  await Deno.writeTextFile(`${dir}/in/clip.animj`, slowAnimJ(5));
  const args = ["convert", `${dir}/in/clip.animj`, "--out-dir", `${dir}/out`, "--to", "unity-clip"];
  // Both start before either has written: both pass the existence check.
  const [a, b] = await Promise.all([runCliProcess(args), runCliProcess(args)]);
  const codes = [a.code, b.code].sort();
  // Exactly one run wrote clip.anim. The other failed (1: it appeared while converting) or, if
  // it started after the first had written, was refused up front (2).
  equal(codes[0], 0, a.err + b.err);
  ok(codes[1] === 1 || codes[1] === 2, a.err + b.err);
  if (codes[1] === 1) match(a.err + b.err, /created by another program .*--force/);
  deepEqual(listDir(`${dir}/out`), ["clip.anim"]);
});

Deno.test("convert --jobs: the same outputs, lines, summary and report as one job", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.mkdir(`${dir}/in`);
  // Inputs of different sizes, so workers finish out of order, and a broken one in the middle.
  for (let i = 0; i < 7; i++) {
    if (i === 3) {
      await Deno.writeTextFile(`${dir}/in/c${i}.animj`, '{"name": "broken", "tracks": [');
    } else await Deno.writeTextFile(`${dir}/in/c${i}.animj`, slowAnimJ(i % 3 === 0 ? 3 : 1));
  }
  const runs = [];
  for (const jobs of ["1", "3"]) {
    const out = `${dir}/out${jobs}`;
    const report = `${dir}/report${jobs}.json`;
    const run = await runCliProcess([
      "convert",
      `${dir}/in`,
      "--out-dir",
      out,
      "--to",
      "glb",
      "--report",
      report,
      "--jobs",
      jobs,
    ]);
    equal(run.code, 1, run.err); // the broken input fails; the others are written
    const files = listDir(out);
    const bytes = await Promise.all(files.map((f) => Deno.readFile(`${out}/${f}`)));
    runs.push({
      files,
      bytes,
      err: run.err.replaceAll(out, "OUT").replaceAll(report, "REPORT"),
      report: (await Deno.readTextFile(report)).replaceAll(out, "OUT"),
    });
  }
  const [one, three] = runs;
  deepEqual(one!.files, ["c0.glb", "c1.glb", "c2.glb", "c4.glb", "c5.glb", "c6.glb"]);
  deepEqual(three!.files, one!.files);
  deepEqual(three!.bytes, one!.bytes);
  equal(three!.err, one!.err);
  equal(three!.report, one!.report);
  match(one!.err, /6 converted, 1 failed\n {2}.*c3\.animj: /);
  const inputs = JSON.parse(one!.report).conversions.map((c: { input: string }) => c.input);
  deepEqual(inputs, [0, 1, 2, 3, 4, 5, 6].map((i) => `${dir}/in/c${i}.animj`));
});

Deno.test("convert --jobs takes a whole number ≥ 1 and applies to batches only", async () => {
  const dir = await Deno.makeTempDir();
  for (const bad of ["0", "1.5", "-2", "many"]) {
    const run = await runCliProcess(
      ["convert", SAMPLE, "--out-dir", dir, "--to", "animj", "--jobs", bad],
    );
    equal(run.code, 2, run.err);
    match(run.err, /--jobs/);
  }
  const single = await runCliProcess(["convert", SAMPLE, `${dir}/o.animj`, "--jobs", "2"]);
  equal(single.code, 2, single.err);
  match(single.err, /--jobs applies to batches/);
  deepEqual(listDir(dir), []);
});
