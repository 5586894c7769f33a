/**
 * `animkit convert IN OUT [--to FORMAT] …`: through the document when source and target are the
 * same format, through the common model otherwise; a fidelity report on stderr.
 *
 * @module
 */
import { AnimkitError } from "../errors.ts";
import type { FormatModule, WriteOptions, WriteResult } from "../formats/format.ts";
import { formatByName, FORMATS } from "../formats/registry.ts";
import { writeFileAtomic } from "../io/atomic_write.ts";
import { checkOutputs } from "../io/output_plan.ts";
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
];

/** Help text. */
export const CONVERT_HELP = `Usage: animkit convert IN OUT [--to FORMAT] [options]
       animkit convert IN... --out-dir DIR --to FORMAT [options]

Converts IN into OUT. The target format comes from --to or from OUT's extension. Between files of
the same format the document is rewritten as read; otherwise the common model is converted so
that it plays the same within a tolerance, and a report says per track whether it was kept
exactly or fitted (with the worst error and the tolerance), or dropped.
OUT is written atomically and is never one of the inputs. With --out-dir, every input (a
directory stands for its files) is converted into DIR; a failure does not stop the others, and a
summary lists them (exit 1 if any failed).

Options:
  --to FORMAT        target: ${CONVERT_TARGETS.join(", ")}
  --version V        target format version (e.g. 1.0 or 1.1 for mrtk)
  --tolerance X      largest error a converted track may play with (track units, degrees for
                     rotations; default 0.01° for rotations, 1e-4 × each track's value range
                     otherwise); also drops keys an exact mapping does not need
  --best-effort      write the best fit of a track that cannot meet the tolerance
  --rate HZ          extra check times on this grid while fitting (default: none)
  --shift-time       move the clip so its earliest key is at 0 (default: keys before 0 are
                     folded into a key at 0)
  --keep-curves      keep one float track per Maya curve in the file's units (default: group
                     them into vector tracks for targets that hold vectors)
  --reduce           reduce keys with the target's own tolerances (mrtk: joints 1 mm/0.2°,
                     camera and gaze 2 mm/0.2°)
  --drop-unmappable  leave out tracks the target cannot hold instead of failing
  --report FILE      also write the report as JSON
  --out-dir DIR      batch: write each input's result into DIR
  --quiet            no report or progress on stderr
${READ_OPTIONS_HELP}
  -h, --help         show this help
`;

function targetFromExtension(path: string): string | undefined {
  const ext = path.toLowerCase().split(".").pop() ?? "";
  if (ext === "gltf" || ext === "glb") return ext;
  const matches = FORMATS.filter((f) => f.extensions.includes(ext));
  return matches.length === 1 ? matches[0]!.name : undefined;
}

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
): WriteResult {
  if (source.name === target.name && source.rewrite !== undefined) {
    return source.rewrite(bytes, options);
  }
  if (source.toClip === undefined) {
    throw new AnimkitError(
      source.name,
      { kind: "none" },
      `reading ${source.title} is not supported yet`,
    );
  }
  if (target.fromClip === undefined) {
    throw new AnimkitError(
      target.name,
      { kind: "none" },
      `writing ${target.title} is not supported yet`,
    );
  }
  return target.fromClip(source.toClip(bytes, readOptions(values)), options);
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  animj: "animj",
  animx: "animx",
  maya: "anim",
  mrtk: "bin",
  "retro-anim": "anim",
  "retro-char": "char",
  gltf: "gltf",
  glb: "glb",
};

interface Job {
  readonly input: string;
  readonly output: string;
}

/** Converts one file and writes its output (and report) atomically. */
async function convertFile(
  job: Job,
  targetName: string,
  values: Record<string, string | boolean | undefined>,
  options: WriteOptions,
  reportPath: string | undefined,
): Promise<{ source: FormatModule; target: FormatModule; result: WriteResult }> {
  const bytes = await readInput(job.input);
  const source = chooseFormat(bytes, values.format);
  const target = formatByName(targetName);
  if (target === undefined) {
    throw new AnimkitError(
      source.name,
      { kind: "none" },
      `writing ${targetName} is not supported yet`,
    );
  }
  const result = convert(bytes, source, target, values, options);
  try {
    await writeFileAtomic(job.output, result.bytes, [job.input]);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("refusing")) {
      throw new UsageError(error.message);
    }
    throw new AnimkitError(
      "input",
      { kind: "none" },
      `cannot write ${job.output}: ${String(error)}`,
    );
  }
  if (reportPath !== undefined) {
    const report = {
      input: job.input,
      output: job.output,
      source: source.name,
      target: target.name,
      ...result,
      bytes: undefined,
    };
    await writeFileAtomic(reportPath, new TextEncoder().encode(`${toJson(report, true)}\n`), [
      job.input,
    ]);
  }
  return { source, target, result };
}

/** Expands inputs (files, or directories: their files, sorted) into jobs writing to `outDir`. */
async function batchJobs(inputs: string[], outDir: string, targetName: string): Promise<Job[]> {
  const files: string[] = [];
  for (const input of inputs) {
    let info: Deno.FileInfo;
    try {
      info = await Deno.stat(input);
    } catch {
      files.push(input); // reported as unreadable when converted
      continue;
    }
    if (info.isDirectory) {
      const inDir: string[] = [];
      for await (const entry of Deno.readDir(input)) {
        if (entry.isFile && !entry.name.startsWith(".")) inDir.push(join(input, entry.name));
      }
      files.push(...inDir.sort());
    } else {
      files.push(input);
    }
  }
  const ext = EXTENSIONS[targetName]!;
  const seen = new Set<string>();
  return files.map((input) => {
    const stem = basename(input).replace(/\.[^.]*$/, "");
    let output = join(outDir, `${stem}.${ext}`);
    for (let n = 2; seen.has(output); n++) output = join(outDir, `${stem}-${n}.${ext}`);
    seen.add(output);
    return { input, output };
  });
}

/** Refuses (usage error, exit 2) a run whose outputs name its inputs or each other. */
async function planned(outputs: string[], inputs: string[]): Promise<void> {
  try {
    await checkOutputs(outputs, inputs);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
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
    "drop-unmappable": { type: "boolean" },
    "best-effort": { type: "boolean" },
    "shift-time": { type: "boolean" },
    "keep-curves": { type: "boolean" },
    report: { type: "string" },
    quiet: { type: "boolean" },
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
  const singleOutput = outDir === undefined ? positionals[1]! : undefined;
  const targetName = typeof values.to === "string"
    ? values.to
    : singleOutput === undefined
    ? undefined
    : targetFromExtension(singleOutput);
  if (targetName === undefined) {
    throw new UsageError(
      singleOutput === undefined
        ? "--out-dir needs --to FORMAT"
        : `cannot tell the target format from "${singleOutput}"; use --to`,
    );
  }
  if (!CONVERT_TARGETS.includes(targetName)) {
    throw new UsageError(`--to must be one of ${CONVERT_TARGETS.join(", ")}, not "${targetName}"`);
  }
  const rate = numberOption("rate", values.rate);
  const tolerance = numberOption("tolerance", values.tolerance);
  if (rate !== undefined && !(rate > 0)) throw new UsageError("--rate must be positive");
  if (tolerance !== undefined && !(tolerance >= 0)) throw new UsageError("--tolerance must be ≥ 0");
  const game = readOptions(values).game;
  const options: WriteOptions = {
    ...(typeof values.version === "string" ? { version: values.version } : {}),
    ...(rate === undefined ? {} : { rate }),
    ...(tolerance === undefined ? {} : { tolerance }),
    ...(values["drop-unmappable"] ? { dropUnmappable: true } : {}),
    ...(values["best-effort"] ? { bestEffort: true } : {}),
    ...(values["shift-time"] ? { shiftTime: true } : {}),
    ...(values["keep-curves"] ? { keepCurves: true } : {}),
    ...(values.reduce ? { reduce: true } : {}),
    ...(game === undefined ? {} : { game }),
  };
  const reportPath = typeof values.report === "string" ? values.report : undefined;

  if (outDir === undefined) {
    const job = { input: positionals[0]!, output: singleOutput! };
    // Nothing is written unless no output (the file or its report) names an input or each other.
    await planned([job.output, ...(reportPath === undefined ? [] : [reportPath])], [job.input]);
    const { source, target, result } = await convertFile(
      job,
      targetName,
      values,
      options,
      reportPath,
    );
    if (!values.quiet) {
      io.err(
        `${job.input} (${source.name}) → ${job.output} (${target.name}), ${result.bytes.length} bytes\n`,
      );
      const lines = reportLines(result);
      if (lines.length > 0) io.err(`${lines.join("\n")}\n`);
    }
    return 0;
  }

  // Batch: every input is converted; one failure does not stop the others.
  if (reportPath !== undefined) {
    throw new UsageError("--report takes a single conversion; not with --out-dir");
  }
  try {
    await Deno.mkdir(outDir, { recursive: true });
  } catch (error) {
    throw new UsageError(
      `cannot create ${outDir}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const jobs = await batchJobs(positionals, outDir, targetName);
  // Every output against every input of the batch, before the first write.
  await planned(jobs.map((j) => j.output), jobs.map((j) => j.input));
  const sink = !values.quiet && io.isTerminal?.() ? { write: io.err } : undefined;
  const bar = new ProgressBar(jobs.length, sink);
  const failures: string[] = [];
  for (const job of jobs) {
    bar.show(job.input);
    try {
      await convertFile(job, targetName, values, options, undefined);
      if (!values.quiet && sink === undefined) io.err(`${job.input} → ${job.output}\n`);
    } catch (error) {
      if (error instanceof UsageError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      failures.push(`${job.input}: ${message}`);
    }
    bar.tick();
  }
  bar.clear();
  io.err(`${jobs.length - failures.length} converted, ${failures.length} failed\n`);
  for (const failure of failures) io.err(`  ${failure}\n`);
  return failures.length === 0 ? 0 : 1;
}
