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

Converts IN into OUT. The target format comes from --to or from OUT's extension. Between files of
the same format the document is rewritten as read; otherwise the common model is converted and a
report says, per track, whether it was kept exactly or resampled, with the worst error.
OUT is written atomically and is never one of the inputs.

Options:
  --to FORMAT        target: ${CONVERT_TARGETS.join(", ")}
  --version V        target format version (e.g. 1.0 or 1.1 for mrtk)
  --rate HZ          resampling rate where a curve cannot be kept exactly
  --reduce           reduce keys with the target's own tolerances (mrtk: joints 1 mm/0.2°,
                     camera and gaze 2 mm/0.2°)
  --tolerance X      largest error key reduction may introduce (mrtk: position, metres)
  --drop-unmappable  leave out tracks the target cannot hold instead of failing
  --report FILE      also write the report as JSON
  --quiet            no report on stderr
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
    const error = t.mapping === "resampled" ? `, max error ${t.maxError.toPrecision(3)}` : "";
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
    report: { type: "string" },
    quiet: { type: "boolean" },
  });
  if (values.help) {
    io.out(CONVERT_HELP);
    return 0;
  }
  if (positionals.length !== 2) throw new UsageError("convert takes IN and OUT");
  const [input, output] = positionals as [string, string];
  const targetName = typeof values.to === "string" ? values.to : targetFromExtension(output);
  if (targetName === undefined) {
    throw new UsageError(`cannot tell the target format from "${output}"; use --to`);
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
    ...(values.reduce ? { reduce: true } : {}),
    ...(game === undefined ? {} : { game }),
  };
  const bytes = await readInput(input);
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
    await writeFileAtomic(output, result.bytes, [input]);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("refusing")) {
      throw new UsageError(error.message);
    }
    throw new AnimkitError("input", { kind: "none" }, `cannot write ${output}: ${String(error)}`);
  }
  if (typeof values.report === "string") {
    const report = {
      input,
      output,
      source: source.name,
      target: target.name,
      ...result,
      bytes: undefined,
    };
    await writeFileAtomic(values.report, new TextEncoder().encode(`${toJson(report, true)}\n`), [
      input,
    ]);
  }
  if (!values.quiet) {
    io.err(
      `${input} (${source.name}) → ${output} (${target.name}), ${result.bytes.length} bytes\n`,
    );
    const lines = reportLines(result);
    if (lines.length > 0) io.err(`${lines.join("\n")}\n`);
  }
  return 0;
}
