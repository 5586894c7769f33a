/**
 * `animkit convert IN OUT [--to FORMAT] …`: through the document when source and target are the
 * same format, through the common model otherwise; a fidelity report on stderr.
 *
 * @module
 */
import type { WriteOptions, WriteResult } from "../formats/format.ts";
import { FORMATS } from "../formats/registry.ts";
import { readableNumber } from "../model/number_text.ts";
import { realOrResolved } from "../io/atomic_write.ts";
import { noteStale, refuseExisting, stdinIs, targetFromPath, writeOutput } from "./_output.ts";
import { StdoutError, streamReason } from "./_streams.ts";
import { checkOptionsFor } from "./_convert_one.ts";
import { convertInput, type Job, reportEntry } from "./_jobs.ts";
import { batch } from "./_batch.ts";
import { splitAnimations } from "./_animations.ts";
import { basename, dirname, join } from "node:path";
import { convertOnto } from "./_onto.ts";
import {
  type CliIo,
  numberOption,
  parseCommand,
  READ_OPTIONS,
  READ_OPTIONS_HELP,
  readOptions,
  toJson,
  UsageError,
} from "./_common.ts";

/** Target names `--to` accepts: every registered format that writes (or rewrites itself). */
export const CONVERT_TARGETS: readonly string[] = FORMATS
  .filter((f) => f.fromClip !== undefined || f.target !== undefined || f.rewrite !== undefined)
  .map((f) => f.name)
  .sort();

/** Help text. */
export const CONVERT_HELP = `Usage: animkit convert IN OUT [--to FORMAT] [options]
       animkit convert IN... --out-dir DIR --to FORMAT [options]
       animkit convert CLIP --onto MODEL.glb OUT.glb [options]

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
  --rate HZ          extra check times on this grid while fitting (default: none); bvh: the
                     frame rate (default: the source's key rate, else 30)
  --shift-time       move the clip so its earliest key is at 0 (default: keys before 0 are
                     folded into a key at 0)
  --keep-curves      keep one float track per Maya curve in the file's units (default: group
                     them into vector tracks for targets that hold vectors)
  --bone-map FILE    JSON object of node name → bone id: those nodes become bone_<id> (for
                     glTF → ANIM; default: none); --skeleton FILE.CINF with --to retro-anim
                     writes the nodes named after its bones as those bones
  --reencode         retro-anim → retro-anim only: encode the keys afresh (smallest bit widths
                     and scratch size) instead of keeping the file's bytes (default: kept)
  --reduce           fit every track with the fewest stored numbers within its tolerance,
                     even where its keys could be copied exactly (a same-format rewrite goes
                     through the model; glTF keeps the rest of the file); mrtk: with MRTK's
                     tolerances (joints 1 mm/0.2°, camera and gaze 2 mm/0.2°)
  --drop-unmappable  leave out tracks the target cannot hold instead of failing
  --animation all    every animation of a file with several (glTF): into one glTF/GLB, or one
                     file per animation for other targets, named STEM.ANIMATION.EXT beside OUT
                     (default: the first, with a warning naming the others)
  --onto MODEL       glTF: write MODEL (.glb or .gltf) with IN's animation added, every mesh,
                     skin, material, texture and animation of MODEL kept; tracks go to the
                     model's nodes of the same name, else the same path; the report lists
                     clip nodes the model has not and model nodes no track animates
  --report FILE      also write the report as JSON (with --out-dir, or a file per animation: one
                     file, an entry per output)
  --out-dir DIR      batch: write each input's result into DIR
  --jobs N           batch: convert N inputs at once, in worker threads (default: the number
                     of cores); outputs, lines and report are the same as with --jobs 1
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
    const at = t.errorAt === undefined ? "" : ` at ${readableNumber(t.errorAt)} s`;
    const error = t.mapping === "dropped"
      ? ""
      : `, max error ${t.maxError.toPrecision(3)}${unit}${at}${within}`;
    const note = t.note === undefined ? "" : ` (${t.note})`;
    return `  ${t.node}.${t.property}: ${t.mapping}, keys ${t.keysBefore} → ${t.keysAfter}${error}${note}`;
  });
  return [...lines, ...result.warnings.map((w) => `  warning: ${w}`)];
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

/**
 * `--jobs N`: how many inputs a batch converts at once (a whole number ≥ 1; default: the
 * machine's cores). It applies to batches only.
 */
function jobsOption(text: string | boolean | undefined, isBatch: boolean): number {
  if (text === undefined) return Math.max(1, navigator.hardwareConcurrency || 1);
  const value = numberOption("jobs", text)!;
  if (!Number.isInteger(value) || value < 1) {
    throw new UsageError(`--jobs takes a whole number ≥ 1, not ${text}`);
  }
  if (!isBatch) throw new UsageError("--jobs applies to batches (--out-dir DIR)");
  return value;
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
    jobs: { type: "string" },
    onto: { type: "string" },
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
  const { game, budgets, skeleton, nodeNames } = readOptions(values);
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
    ...(nodeNames === undefined ? {} : { nodeNames }),
    // A retro-anim target writes the tracks named after the skeleton's bones as those bones.
    ...(skeleton === undefined || targetName !== "retro-anim" ? {} : { skeleton }),
  };
  const reportPath = typeof values.report === "string" ? values.report : undefined;
  if (reportPath === "-") throw new UsageError("--report takes a file name, not -");
  const force = values.force === true;
  const parallel = jobsOption(values.jobs, outDir !== undefined);

  if (typeof values.onto === "string") {
    if (outDir !== undefined) throw new UsageError("--onto takes one IN and OUT, not --out-dir");
    const job = { input: positionals[0]!, model: values.onto, output: singleOutput! };
    return await convertOnto(job, targetName, values, options, reportPath, force, io, reportLines);
  }
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
  return await batch(
    positionals,
    outDir,
    targetName,
    values,
    options,
    reportPath,
    force,
    parallel,
    io,
  );
}

/**
 * IN → OUT, or one OUT per animation (`--animation all`, `STEM.ANIMATION.EXT` beside OUT): every
 * check before anything is written, and every conversion before any output is.
 */
async function single(
  given: Job,
  targetName: string,
  values: Record<string, string | boolean | undefined>,
  options: WriteOptions,
  reportPath: string | undefined,
  force: boolean,
  io: CliIo,
): Promise<number> {
  const inputs = given.input === "-" ? [] : [given.input];
  const inputReal = given.input === "-" ? undefined : await realOrResolved(given.input);
  const toStdout = given.output === "-";
  // --animation all reads the input first: its animations name the outputs.
  const split = values.animation === "all"
    ? await splitAnimations(given.input, targetName, values)
    : undefined;
  if (toStdout && split?.files !== undefined) {
    throw new UsageError(
      `the file has ${split.files.length} animations and --animation all writes a file per ` +
        "animation; name OUT instead of -",
    );
  }
  const jobs = split?.files === undefined ? [given] : split.files.map(({ pick, part }) => {
    const name = basename(given.output);
    const dot = name.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    return {
      ...given,
      output: join(dirname(given.output), `${stem}.${part}${ext}`),
      animation: pick,
    };
  });
  const outputs = toStdout ? [] : jobs.map((j) => j.output);
  const outputReals: string[] = [];
  for (const output of outputs) {
    const real = await realOrResolved(output);
    if (real === inputReal) throw new UsageError(`refusing to overwrite the input ${given.input}`);
    outputReals.push(real);
  }
  const written = [...outputs];
  if (reportPath !== undefined) {
    const reportReal = await realOrResolved(reportPath);
    if (outputReals.includes(reportReal)) {
      throw new UsageError(
        `${reportPath} is written twice (as OUT and as --report); nothing was written`,
      );
    }
    if (reportReal === inputReal) {
      throw new UsageError(
        `refusing to overwrite the input ${given.input} with --report ${reportPath}; nothing was written`,
      );
    }
    written.push(reportPath);
  }
  if (given.input === "-") await refuseStdinOutputs(written);
  await refuseExisting(written, force);
  await noteStale(written, io);

  const context = { target: targetName, values, options };
  const done = [];
  for (const job of jobs) done.push({ job, ...await convertInput(job, context, split?.bytes) });
  const overwrite = { overwrite: force };
  for (const { job, result } of done) {
    if (toStdout) await writeStdout(result.bytes);
    else await writeOutput(job.output, result.bytes, inputs, overwrite);
  }
  if (reportPath !== undefined) {
    const entries = done.map(({ job, source, target, result }) =>
      reportEntry(job, source.name, target.name, result)
    );
    // One conversion: its entry; one per animation: the batch's shape.
    const report = entries.length === 1
      ? entries[0]
      : { target: targetName, conversions: entries, skipped: [] };
    await writeOutput(
      reportPath,
      new TextEncoder().encode(`${toJson(report, true)}\n`),
      [...inputs, ...outputs],
      overwrite,
    );
  }
  if (!values.quiet) {
    for (const { job, source, target, result } of done) {
      io.err(
        `${job.input} (${source.name}) → ${job.output} (${target.name}), ${result.bytes.length} bytes\n`,
      );
      const lines = reportLines(result);
      if (lines.length > 0) io.err(`${lines.join("\n")}\n`);
    }
  }
  return 0;
}
