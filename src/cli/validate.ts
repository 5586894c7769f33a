/**
 * `animkit validate FILE [--all-errors] [--json] [--format FORMAT] [--game mp1|mp2]`.
 *
 * @module
 */
import { AnimkitError, formatLocation } from "../errors.ts";
import type { Problem } from "../formats/format.ts";
import {
  chooseFormat,
  type CliIo,
  onePositional,
  parseCommand,
  READ_OPTIONS,
  READ_OPTIONS_HELP,
  readInput,
  readOptions,
  toJson,
  unsupported,
  UsageError,
} from "./_common.ts";
import { writeOutput } from "./_output.ts";
import { FORMATS } from "../formats/registry.ts";

/** Help text. */
export const VALIDATE_HELP =
  `Usage: animkit validate FILE [--all-errors] [--json] [--fix OUT] [--format FORMAT]

Checks a file completely and reports what is wrong and where (byte offset, JSON pointer with
line:column, or line:column). Exit code 0 when valid (warnings allowed), 1 when not.

Options:
  --all-errors     list every problem, not only the first error
  --fix OUT        write a corrected copy to OUT where the fixes are mechanical
  --json           print {"valid":…,"problems":[{"severity","location","message"}]}
${READ_OPTIONS_HELP}
  -h, --help       show this help

Example:
  animkit validate shot.animj --all-errors
`;

/** Runs `validate`. */
export async function validateCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...READ_OPTIONS,
    "all-errors": { type: "boolean" },
    json: { type: "boolean" },
    fix: { type: "string" },
  });
  if (values.help) {
    io.out(VALIDATE_HELP);
    return 0;
  }
  const path = onePositional(positionals);
  if (values.json) {
    // With --json the answer is always JSON on stdout, also for a file that cannot be read.
    try {
      return await validate(path, values, io);
    } catch (error) {
      if (!(error instanceof AnimkitError)) throw error;
      const problem = { severity: "error", location: error.location, message: error.detail };
      io.out(`${toJson({ valid: false, problems: [problem] }, true)}\n`);
      return 1;
    }
  }
  return await validate(path, values, io);
}

async function validate(
  path: string,
  values: Record<string, string | boolean | undefined>,
  io: CliIo,
): Promise<number> {
  const bytes = await readInput(path, values);
  const format = chooseFormat(bytes, values.format, path);
  // An option the format does not support is a usage error, never ignored.
  if (typeof values.fix === "string" && format.fix === undefined) {
    const fixable = FORMATS.filter((f) => f.fix !== undefined).map((f) => f.name).join(", ");
    throw new UsageError(
      `--fix is not available for ${format.title} files; it applies to ${fixable}`,
    );
  }
  const options = readOptions(values, path);
  let problems: Problem[];
  if (format.validate !== undefined) {
    problems = format.validate(bytes, { ...options, allErrors: values["all-errors"] === true });
  } else {
    // A complete read is the check; a failure propagates as a located AnimkitError (exit 1).
    if (format.toClip !== undefined) format.toClip(bytes, options);
    else if (format.dump !== undefined) format.dump(bytes, options);
    else throw unsupported(format, "validation");
    problems = [];
  }
  // An external validator's findings (glTF: the Khronos validator).
  if (format.checks !== undefined) {
    problems = [...problems, ...(await format.checks(bytes, options))];
  }
  if (typeof values.fix === "string") {
    const fixed = format.fix!(bytes);
    if (fixed.changes.length === 0) {
      io.err(`${path}: nothing to fix; ${values.fix} not written\n`);
    } else {
      await writeOutput(values.fix, fixed.bytes, [path]);
      for (const change of fixed.changes) io.err(`${values.fix}: fixed: ${change}\n`);
    }
  }
  const valid = problems.every((p) => p.severity !== "error");
  if (values.json) {
    io.out(`${toJson({ valid, problems }, true)}\n`);
  } else {
    for (const p of problems) {
      const where = formatLocation(p.location);
      io.out(`${path}: ${p.severity}: ${where === "" ? "" : `${where}: `}${p.message}\n`);
    }
    if (valid) io.out(`${path}: valid ${format.title}\n`);
  }
  return valid ? 0 : 1;
}
