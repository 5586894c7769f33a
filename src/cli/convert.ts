/**
 * `animkit convert IN OUT [--to FORMAT] …`: through the document when source and target are the
 * same format, through the common model otherwise; a fidelity report on stderr.
 *
 * @module
 */
import { AnimkitError } from "../errors.ts";
import type { FormatModule, WriteOptions, WriteResult } from "../formats/format.ts";
import type { Clip } from "../model/clip.ts";
import { formatByName, FORMATS } from "../formats/registry.ts";
import { realOrResolved, staleTempFiles } from "../io/atomic_write.ts";
import { outputError } from "../io/output_error.ts";
import { writeOutput } from "./_output.ts";
import { applyBoneMap, type BoneMap, parseBoneMap } from "../convert/bone_map.ts";
import { basename, dirname, join } from "node:path";
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
  --animation all    every animation of a file with several (glTF): into one glTF/GLB, or one
                     file per animation for other targets, named STEM.ANIMATION.EXT beside OUT
                     (default: the first, with a warning naming the others)
  --report FILE      also write the report as JSON (with --out-dir: one file, an entry per input)
  --out-dir DIR      batch: write each input's result into DIR
  --force            overwrite existing output files
  --quiet            no report or progress on stderr
${READ_OPTIONS_HELP}
  -h, --help         show this help

Example:
  animkit convert InputAnimation.bin recording.animj --report recording.report.json
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
  job: Job,
  boneMap?: BoneMap,
): WriteResult {
  if (source.name === target.name && source.rewrite !== undefined && !job.all && !job.clip) {
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
  const mapped = (clip: Clip) => (boneMap === undefined ? clip : applyBoneMap(clip, boneMap));
  if (job.all && job.clips !== undefined && target.fromClips !== undefined) {
    return target.fromClips(job.clips.map(mapped), options);
  }
  if (job.clip !== undefined) return target.fromClip(mapped(job.clip), options);
  const read = readOptions(values, job.input);
  if (read.animation !== undefined || source.toClips === undefined) {
    return target.fromClip(mapped(source.toClip(bytes, read)), options);
  }
  // Without --animation, the first animation; the others are named.
  const [first, ...others] = source.toClips(bytes, read);
  const result = target.fromClip(mapped(first!), options);
  if (others.length === 0) return result;
  const names = others.slice(0, 10).map((c) => `"${c.name}"`).join(", ");
  const more = others.length > 10 ? ` and ${others.length - 10} more` : "";
  return {
    ...result,
    warnings: [
      ...result.warnings,
      `the file has ${others.length + 1} animations; converted the first ("${first!.name}"), ` +
      `not ${names}${more} (use --animation NAME, or --animation all)`,
    ],
  };
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

const EXTENSIONS: Readonly<Record<string, string>> = {
  animj: "animj",
  animx: "animx",
  maya: "anim",
  mrtk: "bin",
  "retro-anim": "anim",
  "retro-char": "char",
  gltf: "gltf",
  glb: "glb",
  "unity-clip": "anim",
};

interface Job {
  readonly input: string;
  readonly output: string;
  /** One animation of the input to convert, by index (`--animation all`). */
  readonly animation?: number;
  /** Every animation of the input into one file (`--animation all`). */
  readonly all?: boolean;
  /** The input, when already read. */
  readonly bytes?: Uint8Array;
  /** The animation's clip, when already read. */
  readonly clip?: Clip;
  /** Every animation's clip, when already read. */
  readonly clips?: readonly Clip[];
}

/** Every animation of `bytes` as clips (`--animation` left out of the read options). */
function clipsOf(
  source: FormatModule,
  bytes: Uint8Array,
  values: Record<string, string | boolean | undefined>,
  input: string,
): Clip[] {
  const { animation: _, ...read } = readOptions(values, input);
  return source.toClips?.(bytes, read) ?? [source.toClip!(bytes, read)];
}

/** A name as a file name part: letters, digits, `.`, `_`, `-` kept, the rest `_`. */
function fileSafe(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^[.\s]+|[.\s]+$/g, "");
  return safe.slice(0, 100);
}

/**
 * `--animation all`: the job as one job per animation of its input (`STEM.ANIMATION.EXT`
 * beside its output), or one job with every animation for a target that holds several; as it
 * is for inputs with one animation or none, or that do not read (their conversion reports it).
 */
async function animationJobs(
  job: Job,
  targetName: string,
  values: Record<string, string | boolean | undefined>,
): Promise<Job[]> {
  if (values.animation !== "all") return [job];
  let clips: Clip[];
  let bytes: Uint8Array;
  try {
    bytes = await readSource(job.input);
    const source = chooseFormat(bytes, values.format, job.input);
    if (source.toClips === undefined) return [{ ...job, bytes }];
    clips = clipsOf(source, bytes, values, job.input);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    return [job];
  }
  if (formatByName(targetName)?.fromClips !== undefined) {
    return [{ ...job, all: true, bytes, clips }];
  }
  if (job.output === "-" && clips.length > 1) {
    throw new UsageError("--animation all writes a file per animation; name OUT instead of -");
  }
  const dir = dirname(job.output);
  const file = basename(job.output);
  const dot = file.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [file.slice(0, dot), file.slice(dot)] : [file, ""];
  const taken = new Set<string>();
  return clips.map((clip, i) => {
    const base = `${stem}.${fileSafe(clip.name) || `animation_${i}`}`;
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}`;
    taken.add(name.toLowerCase());
    return { input: job.input, output: join(dir, `${name}${ext}`), animation: i, bytes, clip };
  });
}

/** Reads IN, or standard input for `-`. */
async function readSource(path: string): Promise<Uint8Array> {
  return await readInput(path);
}

/** Writes all of `bytes` to standard output; a closed pipe ends quietly. */
async function writeStdout(bytes: Uint8Array): Promise<void> {
  try {
    for (let done = 0; done < bytes.length;) {
      done += await Deno.stdout.write(bytes.subarray(done));
    }
  } catch (error) {
    if (error instanceof Deno.errors.BrokenPipe) return;
    throw outputError("standard output", error);
  }
}

/** Reads `--bone-map FILE.json`. */
async function readBoneMap(path: string): Promise<BoneMap> {
  let text: string;
  try {
    text = await Deno.readTextFile(path);
  } catch (error) {
    throw new AnimkitError(
      "input",
      { kind: "none" },
      `cannot read the bone map ${path}: ${(error as Error).message}`,
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
  given: Job,
  targetName: string,
  values: Record<string, string | boolean | undefined>,
  options: WriteOptions,
): Promise<{ job: Job; source: FormatModule; target: FormatModule; result: WriteResult }> {
  let job = given;
  const bytes = job.bytes ?? await readSource(job.input);
  const source = chooseFormat(bytes, values.format, job.input);
  if ((job.animation !== undefined && job.clip === undefined) || (job.all && !job.clips)) {
    const clips = clipsOf(source, bytes, values, job.input);
    job = { ...job, clips, ...(job.animation === undefined ? {} : { clip: clips[job.animation] }) };
  }
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
    ? await readBoneMap(values["bone-map"])
    : undefined;
  return {
    job,
    source,
    target,
    result: convert(bytes, source, target, values, options, job, boneMap),
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
    ...(job.clip === undefined ? {} : { animation: job.clip.name }),
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

/** IN → OUT (or one OUT per animation): every check before anything is written. */
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
  const jobs = await animationJobs(given, targetName, values);
  const outputs = toStdout ? [] : jobs.map((j) => j.output);
  const outputReals: (string | undefined)[] = [];
  for (const path of outputs) {
    const real = await realOrResolved(path);
    if (real === inputReal) throw new UsageError(`refusing to overwrite the input ${given.input}`);
    outputReals.push(real);
  }
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
  }
  const all = reportPath === undefined ? outputs : [...outputs, reportPath];
  await refuseExisting(all, force);
  for (const path of all) await noteStale(path, io);

  const entries: Record<string, unknown>[] = [];
  for (const job of jobs) {
    const { source, target, result, job: done } = await convertBytes(
      job,
      targetName,
      values,
      options,
    );
    if (toStdout) await writeStdout(result.bytes);
    else await writeOutput(job.output, result.bytes, inputs);
    entries.push(reportEntry(done, source, target, result));
    if (!values.quiet) {
      io.err(
        `${job.input} (${source.name}) → ${job.output} (${target.name}), ${result.bytes.length} bytes\n`,
      );
      const lines = reportLines(result);
      if (lines.length > 0) io.err(`${lines.join("\n")}\n`);
    }
  }
  if (reportPath !== undefined) {
    // One conversion: its entry; one per animation: the batch shape.
    const report = entries.length === 1
      ? entries[0]
      : { target: targetName, conversions: entries, skipped: [] };
    await writeOutput(
      reportPath,
      new TextEncoder().encode(`${toJson(report, true)}\n`),
      [...inputs, ...outputs],
    );
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
  const ext = EXTENSIONS[targetName]!;
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
    for (const job of await animationJobs({ input, output }, targetName, values)) {
      // One file per animation: read again when converted, not held in memory meanwhile.
      const { bytes: _b, clip: _c, clips: _a, ...light } = job;
      if (light.output === output) {
        jobs.push(light);
        continue;
      }
      const dot = light.output.lastIndexOf(".");
      let path = light.output;
      let pathReal = await realOrResolved(path);
      for (let n = 2; taken.has(pathReal); n++) {
        path = `${light.output.slice(0, dot)}-${n}${light.output.slice(dot)}`;
        pathReal = await realOrResolved(path);
      }
      taken.set(pathReal, input);
      jobs.push({ ...light, output: path });
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
      const { source, target, result, job: done } = await convertBytes(
        job,
        targetName,
        values,
        options,
      );
      await writeOutput(job.output, result.bytes, allInputs);
      entries.push(reportEntry(done, source, target, result));
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
    );
  }
  const skippedText = skipped.length === 0 ? "" : `, ${skipped.length} skipped`;
  io.err(`${jobs.length - failures.length} converted, ${failures.length} failed${skippedText}\n`);
  for (const failure of failures) io.err(`  ${failure}\n`);
  return failures.length === 0 ? 0 : 1;
}
