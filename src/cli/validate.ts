/**
 * `animkit validate FILE [--all-errors] [--json] [--format FORMAT] [--game mp1|mp2]`.
 *
 * @module
 */
import { AnimkitError, formatLocation } from "../errors.ts";
import { BudgetError } from "../budget.ts";
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
line:column, or line:column), then a last line counting them: "N errors, M warnings". Exit
code 0 when valid (warnings allowed), 1 when not.

Options:
  --all-errors     list every problem, not only the first error (AnimJ stops at the first
                   schema error without it; a file that cannot be read is one error)
  --fix OUT        write a corrected copy to OUT where the fixes are mechanical
  --json           print {"valid":…,"errors":N,"warnings":M,
                   "problems":[{"severity","location","message"}]}
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
  try {
    return await validate(path, values, io);
  } catch (error) {
    // A file that cannot be read is one error, counted like any other (in text, its line is
    // printed as every command prints bad input, on stderr). A budget the command line asked
    // for is a usage error.
    if (!(error instanceof AnimkitError)) throw error;
    if (error instanceof BudgetError && error.origin === "request") throw error;
    const problem: Problem = {
      severity: "error",
      location: error.location,
      message: error.detail,
    };
    if (values.json) {
      // With --json the answer is always JSON on stdout, also for a file that cannot be read.
      io.out(`${toJson(report([problem]), true)}\n`);
    } else {
      const named = error.message.includes(path) ? "" : `${path === "-" ? "<stdin>" : path}: `;
      io.err(`animkit: ${named}${error.message}\n`);
      io.out(`${path}: ${summary([problem])}\n`);
    }
    return 1;
  }
}

/** The `--json` answer: validity, counts and the problems. */
function report(problems: readonly Problem[]) {
  let errors = 0;
  let warnings = 0;
  for (const p of problems) {
    // An entry that counts problems not listed stands for that many.
    if (p.severity === "error") errors += p.count ?? 1;
    else warnings += p.count ?? 1;
  }
  return { valid: errors === 0, errors, warnings, problems };
}

/** `N errors, M warnings`. */
function summary(problems: readonly Problem[]): string {
  const { errors, warnings } = report(problems);
  return `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${
    warnings === 1 ? "" : "s"
  }`;
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
  const result = report(problems);
  if (values.json) {
    io.out(`${toJson(result, true)}\n`);
  } else {
    for (const p of problems) {
      const where = formatLocation(p.location);
      io.out(`${path}: ${p.severity}: ${where === "" ? "" : `${where}: `}${p.message}\n`);
    }
    if (result.valid) io.out(`${path}: valid ${format.title}\n`);
    io.out(`${path}: ${summary(problems)}\n`);
  }
  return result.valid ? 0 : 1;
}
