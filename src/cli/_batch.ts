/**
 * `convert IN... --out-dir DIR`: inputs expanded (folders stand for their files), outputs named
 * and checked against every input before anything is written, jobs converted in parallel
 * (`--jobs`), outputs written as they come, lines and report in the inputs' order.
 *
 * @module
 */
import { basename, join } from "node:path";
import type { WriteOptions } from "../formats/format.ts";
import { FORMATS } from "../formats/registry.ts";
import { realOrResolved } from "../io/atomic_write.ts";
import { outputError } from "../io/output_error.ts";
import { type CliIo, toJson, UsageError } from "./_common.ts";
import { type Job, type JobOutcome, reportEntry, runJobs, WorkerPool } from "./_jobs.ts";
import { noteStale, outputExtension, refuseExisting, writeOutput } from "./_output.ts";
import { ProgressBar } from "./_progress.ts";
import { batchAnimations } from "./_animations.ts";

/** A job's end as the batch records it. */
type Settled =
  | { readonly kind: "ok"; readonly entry: Record<string, unknown> }
  | { readonly kind: "failed"; readonly message: string; readonly entry: Record<string, unknown> }
  | { readonly kind: "usage"; readonly message: string; readonly entry: Record<string, unknown> };

/**
 * Writes a converted job's output (exclusively unless `force`); a failed write fails the job. An
 * output that now resolves to one of the inputs (`inputReal`: real path → input) is refused.
 */
async function writeJob(
  job: Job,
  outcome: JobOutcome,
  inputReal: ReadonlyMap<string, string>,
  force: boolean,
): Promise<Settled> {
  let message: string;
  let usage: boolean;
  if (outcome.ok) {
    try {
      // The inputs were resolved once, up front: one look-up per output, not one per input.
      const input = inputReal.get(await realOrResolved(job.output));
      if (input !== undefined) throw new UsageError(`refusing to overwrite the input ${input}`);
      await writeOutput(job.output, outcome.result.bytes, [], { overwrite: force });
      return {
        kind: "ok",
        entry: reportEntry(job, outcome.source, outcome.target, outcome.result),
      };
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
      usage = error instanceof UsageError;
    }
  } else {
    message = outcome.message;
    usage = outcome.usage;
  }
  const entry = {
    input: job.input,
    output: job.output,
    ...(job.animation === undefined ? {} : { animation: job.animation.name }),
    error: message,
  };
  return usage ? { kind: "usage", message, entry } : { kind: "failed", message, entry };
}

/** A job in the summary: its input, and its animation when it writes one of several. */
function label(job: Job): string {
  return job.animation === undefined ? job.input : `${job.input} ("${job.animation.name}")`;
}

/** Whether `path`'s first bytes look like a format animkit reads. */
async function looksLikeAnimation(path: string): Promise<boolean> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { read: true });
  } catch {
    return true; // unreadable: reported as a failure when converted
  }
  try {
    const head = new Uint8Array(64 * 1024);
    let length = 0;
    while (length < head.length) {
      const n = await file.read(head.subarray(length));
      if (n === null) break;
      length += n;
    }
    const bytes = head.subarray(0, length);
    return FORMATS.some((f) => f.sniff(bytes));
  } catch {
    return true;
  } finally {
    file.close();
  }
}

/** Whether `path` is a directory (false when it cannot be read). */
async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isDirectory;
  } catch {
    return false;
  }
}

/** Expands inputs (directories stand for their files, sorted); files no format detects are skipped. */
async function expandInputs(
  inputs: string[],
  detect: boolean,
): Promise<{ files: string[]; skipped: string[] }> {
  const files: string[] = [];
  const skipped: string[] = [];
  for (const input of inputs) {
    let info: Deno.FileInfo;
    try {
      info = await Deno.stat(input);
    } catch {
      files.push(input); // reported as unreadable when converted
      continue;
    }
    if (!info.isDirectory) {
      files.push(input); // named explicitly: a failure if it is not an animation
      continue;
    }
    const inDir: string[] = [];
    for await (const entry of Deno.readDir(input)) {
      if (entry.isFile && !entry.name.startsWith(".")) inDir.push(join(input, entry.name));
    }
    for (const file of inDir.sort()) {
      if (!detect || await looksLikeAnimation(file)) files.push(file);
      else skipped.push(file);
    }
  }
  return { files, skipped };
}

/** Many inputs → DIR: every output is checked against every input before anything is written. */
export async function batch(
  positionals: string[],
  outDir: string,
  targetName: string,
  values: Record<string, string | boolean | undefined>,
  options: WriteOptions,
  reportPath: string | undefined,
  force: boolean,
  parallel: number,
  io: CliIo,
): Promise<number> {
  using pool = parallel > 1 ? new WorkerPool(parallel) : undefined;
  if (pool !== undefined && (positionals.length > 1 || await isDirectory(positionals[0]!))) {
    // Several inputs, or a folder: workers start now, while the inputs are listed and checked
    // (no more than the cores, or the inputs named); any others start when the jobs need them.
    const cores = Math.max(1, navigator.hardwareConcurrency || 1);
    pool.start(positionals.length > 1 ? Math.min(cores, positionals.length) : cores);
  }
  const { files, skipped } = await expandInputs(positionals, values.format === undefined);
  for (const file of skipped) {
    io.err(`note: skipping ${file}: not an animation file (no format recognises its content)\n`);
  }
  const inputReal = new Map<string, string>();
  for (const file of files) inputReal.set(await realOrResolved(file), file);

  // Outputs: DIR/STEM.EXT; a name two inputs share gets -2, -3, … (reported).
  const ext = outputExtension(targetName);
  const taken = new Map<string, string>();
  const jobs: Job[] = [];
  const notes: string[] = [];
  for (const input of files) {
    const stem = basename(input).replace(/\.[^.]*$/, "");
    // --animation all: STEM.ANIMATION.EXT per animation of an input with several.
    const split = values.animation === "all"
      ? await batchAnimations(input, targetName, values)
      : undefined;
    const wanted = split?.map((f) => ({ base: `${stem}.${f.part}`, pick: f.pick })) ??
      [{ base: stem, pick: undefined }];
    for (const { base, pick } of wanted) {
      let output = join(outDir, `${base}.${ext}`);
      let real = await realOrResolved(output);
      const first = taken.get(real);
      for (let n = 2; taken.has(real); n++) {
        output = join(outDir, `${base}-${n}.${ext}`);
        real = await realOrResolved(output);
      }
      if (first !== undefined) {
        notes.push(
          `note: ${first} and ${input} both map to ${base}.${ext}; ${input} → ${output}\n`,
        );
      }
      taken.set(real, input);
      jobs.push({ input, output, ...(pick === undefined ? {} : { animation: pick }) });
    }
  }

  // No output may be any input of the batch (links resolved), nor may the report.
  const clashes: string[] = [];
  for (const job of jobs) {
    const input = inputReal.get(await realOrResolved(job.output));
    if (input !== undefined) {
      clashes.push(
        `refusing to overwrite the input ${input} with ${job.output} (from ${job.input})`,
      );
    }
  }
  const outputs = jobs.map((j) => j.output);
  if (reportPath !== undefined) {
    const real = await realOrResolved(reportPath);
    const input = inputReal.get(real);
    if (input !== undefined) {
      clashes.push(`refusing to overwrite the input ${input} with --report ${reportPath}`);
    }
    const output = taken.get(real) === undefined
      ? undefined
      : jobs.find((j) => taken.get(real) === j.input);
    if (output !== undefined) {
      clashes.push(`${reportPath} is written twice (as an output and as --report)`);
    }
    outputs.push(reportPath);
  }
  if (clashes.length > 0) {
    throw new UsageError(
      `${clashes.join("; ")}; nothing was written`,
    );
  }
  await refuseExisting(outputs, force);
  for (const note of notes) io.err(note);
  await noteStale(outputs, io);

  try {
    await Deno.mkdir(outDir, { recursive: true });
  } catch (error) {
    throw outputError(outDir, error);
  }
  const allInputs = [...inputReal.values()];
  const sink = !values.quiet && io.isTerminal?.() ? { write: io.err } : undefined;
  const bar = new ProgressBar(jobs.length, sink);
  // Outcomes by input index: lines, the report and the summary follow the inputs' order, whatever
  // order the workers finish in.
  const settled: (Settled | undefined)[] = new Array(jobs.length);
  let shown = 0;
  if (jobs.length > 0) bar.show(jobs[0]!.input);
  await runJobs(jobs, { target: targetName, values, options }, pool, async (index, outcome) => {
    const job = jobs[index]!;
    settled[index] = await writeJob(job, outcome, inputReal, force);
    bar.tick();
    for (; shown < jobs.length && settled[shown] !== undefined; shown++) {
      const done = settled[shown]!;
      if (done.kind === "ok" && !values.quiet && sink === undefined) {
        io.err(`${jobs[shown]!.input} → ${jobs[shown]!.output}\n`);
      }
    }
    bar.show(job.input);
  });
  bar.clear();
  const usage = settled.find((s) => s?.kind === "usage");
  if (usage !== undefined) throw new UsageError(usage.message);
  const entries = settled.flatMap((s) => s === undefined ? [] : [s.entry]);
  const failures = settled.flatMap((s, i) =>
    s?.kind === "failed" ? [`${label(jobs[i]!)}: ${s.message}`] : []
  );
  if (reportPath !== undefined) {
    const report = {
      target: targetName,
      conversions: entries,
      skipped: skipped.map((input) => ({ input, reason: "not an animation file" })),
    };
    await writeOutput(
      reportPath,
      new TextEncoder().encode(`${toJson(report, true)}\n`),
      [...allInputs, ...jobs.map((j) => j.output)],
      { overwrite: force },
    );
  }
  const skippedText = skipped.length === 0 ? "" : `, ${skipped.length} skipped`;
  io.err(`${jobs.length - failures.length} converted, ${failures.length} failed${skippedText}\n`);
  for (const failure of failures) io.err(`  ${failure}\n`);
  return failures.length === 0 ? 0 : 1;
}
