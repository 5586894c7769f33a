/**
 * `animkit convert IN OUT [--to FORMAT] …`: through the document when source and target are the
 * same format, through the common model otherwise; a fidelity report on stderr.
 *
 * @module
 */
import { AnimkitError } from "../errors.ts";
import { BudgetError, resolveBudgets } from "../budget.ts";
import { readFileCapped } from "../io/_bounded_read.ts";
import type { FormatModule, WriteOptions, WriteResult } from "../formats/format.ts";
import { formatByName, FORMATS } from "../formats/registry.ts";
import { realOrResolved, staleTempFiles } from "../io/atomic_write.ts";
import { outputError } from "../io/output_error.ts";
import { outputExtension, stdinIs, targetFromPath, writeOutput } from "./_output.ts";
import { StdoutError, streamReason } from "./_streams.ts";
import { applyBoneMap, type BoneMap, parseBoneMap } from "../convert/bone_map.ts";
import { basename, join } from "node:path";
import { ProgressBar } from "./_progress.ts";
import {
  chooseFormat,
  type CliIo,
  numberOption,
  parseCommand,
  READ_OPTIONS,
  READ_OPTIONS_HELP,
  readInput,
  readOptions,
  toJson,
  UsageError,
} from "./_common.ts";

/** Target names `--to` accepts. */
export const CONVERT_TARGETS: readonly string[] = [
  "animj",
  "animx",
  "maya",
  "mrtk",
  "retro-anim",
  "retro-char",
  "gltf",
  "glb",
  "unity-clip",
];

/** Help text. */
export const CONVERT_HELP = `Usage: animkit convert IN OUT [--to FORMAT] [options]
       animkit convert IN... --out-dir DIR --to FORMAT [options]

Converts IN into OUT. The target format comes from --to or from OUT's extension. Between files of
the same format the document is rewritten as read; otherwise the common model is converted so
that it plays the same within a tolerance, and a report says per track whether it was kept
exactly or fitted (with the worst error and the tolerance), or dropped.
IN - reads standard input; OUT - writes standard output (--to required; reports on stderr).
OUT is written atomically, is never one of the inputs, and an existing OUT needs --force.
With --out-dir, every input (a directory stands for its files; files no format recognises are
skipped with a note) is converted into DIR. Every output is checked against every input before
anything is written; a failure does not stop the others, and a summary lists them (exit 1 if any
failed).

Options:
  --to FORMAT        target: ${CONVERT_TARGETS.join(", ")}
  --version V        target version: mrtk 1.0|1.1, retro-anim 0|2, maya 1.1 (default: the
                     input's in a same-format rewrite, else the target's default)
  --tolerance X      largest error a converted track may play with (track units, degrees for
                     rotations; default 0.01° for rotations, 1e-4 × each track's value range
                     otherwise); also drops keys an exact mapping does not need
  --best-effort      write the best fit of a track that cannot meet the tolerance
  --rate HZ          extra check times on this grid while fitting (default: none)
  --shift-time       move the clip so its earliest key is at 0 (default: keys before 0 are
                     folded into a key at 0)
  --keep-curves      keep one float track per Maya curve in the file's units (default: group
                     them into vector tracks for targets that hold vectors)
  --bone-map FILE    JSON object of node name → bone id: those nodes become bone_<id> (for
                     glTF → ANIM; default: none)
  --reencode         retro-anim → retro-anim only: encode the keys afresh (smallest bit widths
                     and scratch size) instead of keeping the file's bytes (default: kept)
  --reduce           mrtk only: reduce keys with MRTK's tolerances (joints 1 mm/0.2°,
                     camera and gaze 2 mm/0.2°)
  --drop-unmappable  leave out tracks the target cannot hold instead of failing
  --report FILE      also write the report as JSON (with --out-dir: one file, an entry per input)
  --out-dir DIR      batch: write each input's result into DIR
  --force            overwrite existing output files
  --quiet            no report or progress on stderr
${READ_OPTIONS_HELP}
  -h, --help         show this help

Example:
  animkit convert InputAnimation.bin recording.animj --report recording.report.json
`;

function reportLines(result: WriteResult): string[] {
  const lines = result.tracks.map((t) => {
    const unit = t.unit === "deg" ? "°" : "";
    const within = t.tolerance === undefined
      ? ""
      : ` (tolerance ${t.tolerance.toPrecision(3)}${unit})`;
    const error = t.mapping === "resampled" || t.mapping === "fitted"
      ? `, max error ${t.maxError.toPrecision(3)}${unit}${within}`
      : "";
    const note = t.note === undefined ? "" : ` (${t.note})`;
    return `  ${t.node}.${t.property}: ${t.mapping}, keys ${t.keysBefore} → ${t.keysAfter}${error}${note}`;
  });
  return [...lines, ...result.warnings.map((w) => `  warning: ${w}`)];
}

function convert(
  bytes: Uint8Array,
  source: FormatModule,
  target: FormatModule,
  values: Record<string, string | boolean | undefined>,
  options: WriteOptions,
  input: string,
  boneMap?: BoneMap,
): WriteResult {
  if (source.name === target.name && source.rewrite !== undefined) {
    return source.rewrite(bytes, options);
  }
  if (source.toClip === undefined) {
    throw new AnimkitError(
      source.name,
      { kind: "none" },
      source.noCurvesReason ?? `reading ${source.title} is not supported yet`,
    );
  }
  if (target.fromClip === undefined) {
    throw new AnimkitError(
      target.name,
      { kind: "none" },
      `writing ${target.title} is not supported yet`,
    );
  }
  const clip = source.toClip(bytes, readOptions(values, input));
  return target.fromClip(boneMap === undefined ? clip : applyBoneMap(clip, boneMap), options);
}

/** Targets that reduce keys with `--reduce` (through the model and in a same-format rewrite). */
const REDUCE_TARGETS: readonly string[] = ["mrtk"];
/** Targets with versions to choose, and whether a same-format rewrite honours `--version`. */
const VERSION_TARGETS: Readonly<Record<string, { readonly rewrite: boolean }>> = {
  mrtk: { rewrite: true },
  "retro-anim": { rewrite: true },
  "retro-char": { rewrite: true },
  maya: { rewrite: false },
};

/** Options the target (or the same-format rewrite) would ignore are usage errors. */
function checkOptionsFor(
  source: string | undefined,
  target: string,
  values: Record<string, string | boolean | undefined>,
): void {
  const rewrite = source === target ? ` (a ${target} → ${target} rewrite)` : "";
  if (values.reduce && !REDUCE_TARGETS.includes(target)) {
    throw new UsageError(
      `--reduce is not available for ${target}${rewrite}; it applies to ${
        REDUCE_TARGETS.join(", ")
      }`,
    );
  }
  if (
    values.reencode && !(target === "retro-anim" && (source === target || source === undefined))
  ) {
    throw new UsageError(
      `--reencode is not available for ${target}${rewrite}; it applies to a retro-anim → retro-anim rewrite`,
    );
  }
  if (typeof values.version === "string") {
    const entry = VERSION_TARGETS[target];
    if (entry === undefined || (source === target && !entry.rewrite)) {
      throw new UsageError(`--version is not available for ${target}${rewrite}`);
    }
  }
}

interface Job {
  readonly input: string;
  readonly output: string;
}

/** Reads IN, or standard input for `-`, within the `--max-decoded-bytes` budget. */
async function readSource(
  path: string,
  values: Record<string, string | boolean | undefined>,
): Promise<Uint8Array> {
  return await readInput(path, values);
}

/** Writes all of `bytes` to standard output; a closed pipe ends quietly. */
async function writeStdout(bytes: Uint8Array): Promise<void> {
  try {
    for (let done = 0; done < bytes.length;) {
      done += await Deno.stdout.write(bytes.subarray(done));
    }
  } catch (error) {
    if (error instanceof Deno.errors.BrokenPipe) return;
    throw new StdoutError(streamReason(error));
  }
}

/** Reads `--bone-map FILE.json`. */
async function readBoneMap(path: string, cap: number): Promise<BoneMap> {
  let text: string;
  try {
    text = new TextDecoder().decode(await readFileCapped(path, cap));
  } catch (error) {
    if (error instanceof BudgetError) throw error;
    const detail = error instanceof AnimkitError ? error.detail : String(error);
    throw new AnimkitError(
      "input",
      { kind: "none" },
      detail.replace(/^cannot read /, "cannot read the bone map "),
    );
  }
  try {
    return parseBoneMap(text);
  } catch (error) {
    if (error instanceof AnimkitError) {
      throw new AnimkitError("input", error.location, `${path}: ${error.detail}`);
    }
    throw error;
  }
}

/** Converts one file; nothing is written. */
async function convertBytes(
  job: Job,
  targetName: string,
  values: Record<string, string | boolean | undefined>,
  options: WriteOptions,
): Promise<{ source: FormatModule; target: FormatModule; result: WriteResult }> {
  const bytes = await readSource(job.input, values);
  const source = chooseFormat(bytes, values.format, job.input);
  const target = formatByName(targetName);
  if (target === undefined) {
    throw new AnimkitError(
      source.name,
      { kind: "none" },
      `writing ${targetName} is not supported yet`,
    );
  }
  checkOptionsFor(source.name, target.name, values);
  const boneMap = typeof values["bone-map"] === "string"
    ? await readBoneMap(values["bone-map"], resolveBudgets(options.budgets).maxDecodedBytes)
    : undefined;
  return {
    source,
    target,
    result: convert(bytes, source, target, values, options, job.input, boneMap),
  };
}

function reportEntry(
  job: Job,
  source: FormatModule,
  target: FormatModule,
  result: WriteResult,
): Record<string, unknown> {
  return {
    input: job.input,
    output: job.output,
    source: source.name,
    target: target.name,
    tracks: result.tracks,
    warnings: result.warnings,
  };
}

/** Whether something exists at `path` (a broken link counts). */
async function exists(path: string): Promise<boolean> {
  try {
    await Deno.lstat(path);
    return true;
  } catch {
    return false;
  }
}

/** Notes on stderr for temporary files an interrupted run left beside `path`. */
async function noteStale(path: string, io: CliIo): Promise<void> {
  for (const stale of await staleTempFiles(path)) {
    io.err(
      `note: ${stale} was left by an interrupted animkit run; remove it unless a run is writing ${path} now\n`,
    );
  }
}

/** Refuses (usage error) outputs that are the file standard input reads, `--force` or not. */
async function refuseStdinOutputs(paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    if (await stdinIs(path)) {
      throw new UsageError(
        `refusing to overwrite the input: standard input is ${path}; nothing was written`,
      );
    }
  }
}

/** Refuses (usage error) outputs that already exist, unless `--force`. */
async function refuseExisting(paths: readonly string[], force: boolean): Promise<void> {
  if (force) return;
  const existing: string[] = [];
  for (const path of paths) if (await exists(path)) existing.push(path);
  if (existing.length === 0) return;
  const shown = existing.slice(0, 10).join(", ");
  const more = existing.length > 10 ? ` and ${existing.length - 10} more` : "";
  throw new UsageError(
    `${
      existing.length === 1 ? "output exists" : "outputs exist"
    }: ${shown}${more}; use --force to overwrite`,
  );
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

/** Runs `convert`. */
export async function convertCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...READ_OPTIONS,
    to: { type: "string" },
    version: { type: "string" },
    rate: { type: "string" },
    tolerance: { type: "string" },
    reduce: { type: "boolean" },
    reencode: { type: "boolean" },
    "drop-unmappable": { type: "boolean" },
    "best-effort": { type: "boolean" },
    "shift-time": { type: "boolean" },
    "keep-curves": { type: "boolean" },
    "bone-map": { type: "string" },
    report: { type: "string" },
    quiet: { type: "boolean" },
    force: { type: "boolean" },
    "out-dir": { type: "string" },
  });
  if (values.help) {
    io.out(CONVERT_HELP);
    return 0;
  }
  const outDir = typeof values["out-dir"] === "string" ? values["out-dir"] : undefined;
  if (outDir === undefined && positionals.length !== 2) {
    throw new UsageError("convert takes IN and OUT, or inputs with --out-dir DIR");
  }
  if (outDir !== undefined && positionals.length === 0) throw new UsageError("no inputs");
  if (outDir !== undefined && positionals.includes("-")) {
    throw new UsageError("standard input (-) takes a single conversion; not with --out-dir");
  }
  const singleOutput = outDir === undefined ? positionals[1]! : undefined;
  if (singleOutput === "-" && typeof values.to !== "string") {
    throw new UsageError("writing to standard output (-) needs --to FORMAT");
  }
  const targetName = typeof values.to === "string"
    ? values.to
    : singleOutput === undefined
    ? undefined
    : targetFromPath(singleOutput, CONVERT_TARGETS);
  if (targetName === undefined) throw new UsageError("--out-dir needs --to FORMAT");
  if (!CONVERT_TARGETS.includes(targetName)) {
    throw new UsageError(`--to must be one of ${CONVERT_TARGETS.join(", ")}, not "${targetName}"`);
  }
  checkOptionsFor(undefined, targetName, values);
  const rate = numberOption("rate", values.rate);
  const tolerance = numberOption("tolerance", values.tolerance);
  if (rate !== undefined && !(rate > 0)) throw new UsageError("--rate must be positive");
  if (tolerance !== undefined && !(tolerance >= 0)) throw new UsageError("--tolerance must be ≥ 0");
  const { game, budgets } = readOptions(values);
  const options: WriteOptions = {
    ...(budgets === undefined ? {} : { budgets }),
    ...(typeof values.version === "string" ? { version: values.version } : {}),
    ...(rate === undefined ? {} : { rate }),
    ...(tolerance === undefined ? {} : { tolerance }),
    ...(values["drop-unmappable"] ? { dropUnmappable: true } : {}),
    ...(values["best-effort"] ? { bestEffort: true } : {}),
    ...(values["shift-time"] ? { shiftTime: true } : {}),
    ...(values["keep-curves"] ? { keepCurves: true } : {}),
    ...(values.reduce ? { reduce: true } : {}),
    ...(values.reencode ? { reencode: true } : {}),
    ...(game === undefined ? {} : { game }),
  };
  const reportPath = typeof values.report === "string" ? values.report : undefined;
  if (reportPath === "-") throw new UsageError("--report takes a file name, not -");
  const force = values.force === true;

  if (outDir === undefined) {
    return await single(
      { input: positionals[0]!, output: singleOutput! },
      targetName,
      values,
      options,
      reportPath,
      force,
      io,
    );
  }
  return await batch(positionals, outDir, targetName, values, options, reportPath, force, io);
}

/** IN → OUT: every check before anything is written. */
async function single(
  job: Job,
  targetName: string,
  values: Record<string, string | boolean | undefined>,
  options: WriteOptions,
  reportPath: string | undefined,
  force: boolean,
  io: CliIo,
): Promise<number> {
  const inputs = job.input === "-" ? [] : [job.input];
  const inputReal = job.input === "-" ? undefined : await realOrResolved(job.input);
  const toStdout = job.output === "-";
  const outputReal = toStdout ? undefined : await realOrResolved(job.output);
  if (outputReal !== undefined && outputReal === inputReal) {
    throw new UsageError(`refusing to overwrite the input ${job.input}`);
  }
  const outputs = toStdout ? [] : [job.output];
  if (reportPath !== undefined) {
    const reportReal = await realOrResolved(reportPath);
    if (reportReal === outputReal) {
      throw new UsageError(
        `${reportPath} is written twice (as OUT and as --report); nothing was written`,
      );
    }
    if (reportReal === inputReal) {
      throw new UsageError(
        `refusing to overwrite the input ${job.input} with --report ${reportPath}; nothing was written`,
      );
    }
    outputs.push(reportPath);
  }
  if (job.input === "-") await refuseStdinOutputs(outputs);
  await refuseExisting(outputs, force);
  for (const path of outputs) await noteStale(path, io);

  const { source, target, result } = await convertBytes(job, targetName, values, options);
  const overwrite = { overwrite: force };
  if (toStdout) await writeStdout(result.bytes);
  else await writeOutput(job.output, result.bytes, inputs, overwrite);
  if (reportPath !== undefined) {
    const report = reportEntry(job, source, target, result);
    await writeOutput(
      reportPath,
      new TextEncoder().encode(`${toJson(report, true)}\n`),
      [...inputs, ...(toStdout ? [] : [job.output])],
      overwrite,
    );
  }
  if (!values.quiet) {
    io.err(
      `${job.input} (${source.name}) → ${job.output} (${target.name}), ${result.bytes.length} bytes\n`,
    );
    const lines = reportLines(result);
    if (lines.length > 0) io.err(`${lines.join("\n")}\n`);
  }
  return 0;
}

/** Many inputs → DIR: every output is checked against every input before anything is written. */
async function batch(
  positionals: string[],
  outDir: string,
  targetName: string,
  values: Record<string, string | boolean | undefined>,
  options: WriteOptions,
  reportPath: string | undefined,
  force: boolean,
  io: CliIo,
): Promise<number> {
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
    let output = join(outDir, `${stem}.${ext}`);
    let real = await realOrResolved(output);
    const first = taken.get(real);
    for (let n = 2; taken.has(real); n++) {
      output = join(outDir, `${stem}-${n}.${ext}`);
      real = await realOrResolved(output);
    }
    if (first !== undefined) {
      notes.push(`note: ${first} and ${input} both map to ${stem}.${ext}; ${input} → ${output}\n`);
    }
    taken.set(real, input);
    jobs.push({ input, output });
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
  for (const path of outputs) await noteStale(path, io);

  try {
    await Deno.mkdir(outDir, { recursive: true });
  } catch (error) {
    throw outputError(outDir, error);
  }
  const allInputs = [...inputReal.values()];
  const sink = !values.quiet && io.isTerminal?.() ? { write: io.err } : undefined;
  const bar = new ProgressBar(jobs.length, sink);
  const failures: string[] = [];
  const entries: Record<string, unknown>[] = [];
  for (const job of jobs) {
    bar.show(job.input);
    try {
      const { source, target, result } = await convertBytes(job, targetName, values, options);
      await writeOutput(job.output, result.bytes, allInputs, { overwrite: force });
      entries.push(reportEntry(job, source, target, result));
      if (!values.quiet && sink === undefined) io.err(`${job.input} → ${job.output}\n`);
    } catch (error) {
      if (error instanceof UsageError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      failures.push(`${job.input}: ${message}`);
      entries.push({ input: job.input, output: job.output, error: message });
    }
    bar.tick();
  }
  bar.clear();
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
