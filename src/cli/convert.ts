/**
 * `animkit convert IN OUT [--to FORMAT] [--format FORMAT]`.
 *
 * @module
 */
import { AnimkitError } from "../errors.ts";
import { FORMATS } from "../formats/registry.ts";
import { chooseFormat, type CliIo, parseCommand, readInput, UsageError } from "./_common.ts";

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
export const CONVERT_HELP = `Usage: animkit convert IN OUT [--to FORMAT] [--format FORMAT]

Converts IN into OUT. The target format comes from --to or from OUT's extension.
OUT is written atomically and is never one of the inputs.

Options:
  --to FORMAT      target: ${CONVERT_TARGETS.join(", ")}
  --format FORMAT  read IN as this format instead of detecting it
  -h, --help       show this help
`;

function targetFromExtension(path: string): string | undefined {
  const ext = path.toLowerCase().split(".").pop() ?? "";
  if (ext === "gltf" || ext === "glb") return ext;
  return FORMATS.find((f) => f.extensions.includes(ext) && f.name !== "retro-anim")?.name;
}

/** Runs `convert`. */
export async function convertCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    to: { type: "string" },
    format: { type: "string" },
  });
  if (values.help) {
    io.out(CONVERT_HELP);
    return 0;
  }
  if (positionals.length !== 2) throw new UsageError("convert takes IN and OUT");
  const [input, output] = positionals as [string, string];
  const target = typeof values.to === "string" ? values.to : targetFromExtension(output);
  if (target === undefined) {
    throw new UsageError(`cannot tell the target format from "${output}"; use --to`);
  }
  if (!CONVERT_TARGETS.includes(target)) {
    throw new UsageError(`--to must be one of ${CONVERT_TARGETS.join(", ")}, not "${target}"`);
  }
  const bytes = await readInput(input);
  const source = chooseFormat(bytes, values.format);
  throw new AnimkitError(
    source.name,
    { kind: "none" },
    `converting ${source.title} to ${target} is not supported yet`,
  );
}
