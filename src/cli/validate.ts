/**
 * `animkit validate FILE [--all-errors] [--format FORMAT] [--json]`.
 *
 * @module
 */
import { validateAnimJDocument } from "../formats/animj/validate.ts";
import {
  chooseFormat,
  type CliIo,
  onePositional,
  parseCommand,
  readInput,
  toJson,
  unsupported,
} from "./_common.ts";

/** Help text. */
export const VALIDATE_HELP = `Usage: animkit validate FILE [--all-errors] [--json] [--format FORMAT]

Checks a file completely and reports what is wrong and where (byte offset, JSON pointer with
line:column, or line:column). Exit code 0 when valid, 1 when not.

Options:
  --all-errors     list every problem (AnimJ), not only the first
  --json           print {"valid":…,"problems":[…]}
  --format FORMAT  read as this format instead of detecting it
  -h, --help       show this help
`;

/** Runs `validate`. */
export async function validateCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    "all-errors": { type: "boolean" },
    json: { type: "boolean" },
    format: { type: "string" },
  });
  if (values.help) {
    io.out(VALIDATE_HELP);
    return 0;
  }
  const path = onePositional(positionals);
  const bytes = await readInput(path);
  const format = chooseFormat(bytes, values.format);
  if (format.name === "animj") {
    const problems = validateAnimJDocument(bytes, { allErrors: values["all-errors"] === true });
    if (values.json) io.out(`${toJson({ valid: problems.length === 0, problems }, true)}\n`);
    else if (problems.length === 0) io.out(`${path}: valid AnimJ\n`);
    else for (const p of problems) io.out(`${path}: ${p.message}\n`);
    return problems.length === 0 ? 0 : 1;
  }
  // Binary and text formats: a complete read is the validation; errors propagate as located
  // AnimkitErrors (exit 1).
  if (format.toClip !== undefined) format.toClip(bytes);
  else if (format.dump !== undefined) format.dump(bytes);
  else throw unsupported(format, "validation");
  if (values.json) io.out(`${toJson({ valid: true, problems: [] }, true)}\n`);
  else io.out(`${path}: valid ${format.title}\n`);
  return 0;
}
