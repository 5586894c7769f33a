/**
 * `convert IN... --out-dir DIR --jobs N`: the same outputs, lines, summary and report for any N;
 * no worker for one job at a time; a worker that dies fails only the job it was converting.
 */
import { deepEqual, equal, match, ok } from "node:assert/strict";
import { join } from "node:path";
import { runCli } from "../src/cli/main.ts";
import { convertJob, type JobContext, type WorkerMessage } from "../src/cli/_jobs.ts";
import { listDir, runCliProcess } from "./_cli_process.ts";

/** An AnimJ clip of two float3 tracks of `keys` Linear keys at 30 fps. */
function clipText(name: string, keys: number): string {
  const tracks = [0, 1].map((t) => {
    const frames = Array.from({ length: keys }, (_, k) => {
      const time = k / 30;
      const value = `{"x": ${Math.sin(time * 3 + t)}, "y": ${k % 7}, "z": ${t}}`;
      return `{"time": ${time}, "value": ${value}, "interpolation": "Linear"}`;
    });
    return `{"trackType": "Curve", "valueType": "float3", "data": {"node": "B${t}", ` +
      `"property": "position", "keyframes": [${frames.join(", ")}]}}`;
  });
  return `{"name": "${name}", "globalDuration": ${keys / 30}, "tracks": [${tracks.join(", ")}]}`;
}

/** `count` inputs c00.animj, c01.animj, … in DIR/in; `broken` is cut short. */
async function inputs(count: number, broken: number): Promise<string> {
  const dir = await Deno.makeTempDir();
  await Deno.mkdir(join(dir, "in"));
  for (let i = 0; i < count; i++) {
    const name = `c${String(i).padStart(2, "0")}`;
    // Sizes differ, so the workers finish out of order.
    const text = i === broken
      ? '{"name": "broken", "tracks": ['
      : clipText(name, i % 3 === 0 ? 240 : 12);
    await Deno.writeTextFile(join(dir, "in", `${name}.animj`), text);
  }
  return dir;
}

/** Runs the CLI in this process, collecting what it prints. */
async function cliHere(...args: string[]): Promise<{ code: number; err: string }> {
  let err = "";
  const code = await runCli(args, { out: () => {}, err: (text) => (err += text) });
  return { code, err };
}

/** Replaces the global `Worker` while `body` runs. */
async function withWorker(fake: unknown, body: () => Promise<void>): Promise<void> {
  const real = globalThis.Worker;
  globalThis.Worker = fake as typeof Worker;
  try {
    await body();
  } finally {
    globalThis.Worker = real;
  }
}

Deno.test("convert --jobs 2: the outputs, lines, summary and report of --jobs 1; a broken input in the middle fails alone", async () => {
  const dir = await inputs(10, 5);
  const runs = [];
  for (const jobs of ["1", "2"]) {
    const out = join(dir, `out${jobs}`);
    const report = join(dir, `report${jobs}.json`);
    const args = ["convert", join(dir, "in"), "--out-dir", out, "--to", "unity-clip"];
    const run = await runCliProcess([...args, "--report", report, "--jobs", jobs]);
    equal(run.code, 1, run.err);
    const files = listDir(out);
    runs.push({
      files,
      bytes: await Promise.all(files.map((f) => Deno.readFile(join(out, f)))),
      err: run.err.replaceAll(out, "OUT"),
      report: (await Deno.readTextFile(report)).replaceAll(out, "OUT"),
    });
  }
  const [one, two] = runs;
  const names = ["c00", "c01", "c02", "c03", "c04", "c06", "c07", "c08", "c09"];
  deepEqual(one!.files, names.map((n) => `${n}.anim`));
  deepEqual(two!.files, one!.files);
  deepEqual(two!.bytes, one!.bytes);
  equal(two!.report, one!.report);
  equal(two!.err, one!.err);
  // One line per written output, in the inputs' order, then the summary naming the failure.
  const lines = one!.err.split("\n").filter((l) => l.includes(" → "));
  deepEqual(lines, names.map((n) => `${join(dir, "in", `${n}.animj`)} → OUT/${n}.anim`));
  match(one!.err, /9 converted, 1 failed\n {2}\S*\/in\/c05\.animj: /);
  const report = JSON.parse(one!.report);
  deepEqual(
    report.conversions.map((c: { input: string }) => c.input),
    Array.from({ length: 10 }, (_, i) => join(dir, "in", `c0${i}.animj`)),
  );
  equal(typeof report.conversions[5].error, "string");
  await Deno.remove(dir, { recursive: true });
});

Deno.test("convert: --jobs 1, or a batch of one input, starts no worker", async () => {
  const dir = await inputs(3, -1);
  const started: string[] = [];
  class NoWorker {
    constructor(url: URL) {
      started.push(String(url));
      throw new Error("a worker was started");
    }
  }
  await withWorker(NoWorker, async () => {
    const one = await cliHere(
      "convert",
      join(dir, "in"),
      "--out-dir",
      join(dir, "a"),
      "--to",
      "animj",
      "--jobs",
      "1",
    );
    equal(one.code, 0, one.err);
    deepEqual(listDir(join(dir, "a")), ["c00.animj", "c01.animj", "c02.animj"]);
    const single = join(dir, "in", "c01.animj");
    const alone = await cliHere(
      "convert",
      single,
      "--out-dir",
      join(dir, "b"),
      "--to",
      "animj",
      "--jobs",
      "2",
    );
    equal(alone.code, 0, alone.err);
    deepEqual(listDir(join(dir, "b")), ["c01.animj"]);
    deepEqual(started, []);
    // The stand-in does stop a batch that starts workers.
    const two = await cliHere(
      "convert",
      join(dir, "in"),
      "--out-dir",
      join(dir, "c"),
      "--to",
      "animj",
      "--jobs",
      "2",
    );
    equal(two.code, 1);
    match(two.err, /a worker was started/);
    ok(started.length > 0);
  });
  await Deno.remove(dir, { recursive: true });
});

Deno.test("convert --jobs 2: a worker that dies fails the job it was converting; a fresh one converts the rest", async () => {
  const dir = await inputs(5, -1);
  let made = 0;
  // Stands in for the worker module: the first worker dies on its first job.
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
    onmessageerror: (() => void) | null = null;
    #dies = made++ === 0;
    #ended = false;
    #context: JobContext | undefined;
    #queue: Promise<void> = Promise.resolve();
    postMessage(message: WorkerMessage): void {
      this.#queue = this.#queue.then(async () => {
        if (this.#ended) return;
        if (message.kind === "context") {
          this.#context = message.context;
        } else if (this.#dies) {
          this.#ended = true;
          this.onerror?.({ message: "the worker ran out of memory", preventDefault() {} });
        } else {
          const outcome = await convertJob(message.job, this.#context!);
          if (!this.#ended) this.onmessage?.({ data: { index: message.index, outcome } });
        }
      });
    }
    terminate(): void {
      this.#ended = true;
    }
  }
  await withWorker(FakeWorker, async () => {
    const out = join(dir, "out");
    const run = await cliHere(
      "convert",
      join(dir, "in"),
      "--out-dir",
      out,
      "--to",
      "animj",
      "--jobs",
      "2",
    );
    equal(run.code, 1, run.err);
    deepEqual(listDir(out), ["c01.animj", "c02.animj", "c03.animj", "c04.animj"]);
    match(
      run.err,
      /4 converted, 1 failed\n {2}\S*\/in\/c00\.animj: internal error: the worker ran out of memory\n$/,
    );
    equal(made, 3); // two, and the one that took over
  });
  await Deno.remove(dir, { recursive: true });
});

Deno.test("batch: temporary files an interrupted run left are noted beside their outputs", async () => {
  const dir = await inputs(2, -1);
  const out = join(dir, "out");
  await Deno.mkdir(out);
  const stale = [".c00.animj.animkit-tmp-00aa11", ".c01.animj.animkit-tmp-22bb33"];
  for (const name of [...stale, ".c02.animj.animkit-tmp-44cc55"]) {
    await Deno.writeTextFile(join(out, name), "half a file");
  }
  const run = await cliHere(
    "convert",
    join(dir, "in"),
    "--out-dir",
    out,
    "--to",
    "animj",
    "--jobs",
    "1",
  );
  equal(run.code, 0, run.err);
  const notes = run.err.split("\n").filter((l) => l.startsWith("note: "));
  deepEqual(
    notes,
    [0, 1].map((i) =>
      `note: ${join(out, stale[i]!)} was left by an interrupted animkit run; remove it unless a ` +
      `run is writing ${join(out, `c0${i}.animj`)} now`
    ),
  );
  await Deno.remove(dir, { recursive: true });
});
