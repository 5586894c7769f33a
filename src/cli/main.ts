/**
 * The command-line interface: subcommand dispatch, error printing and exit codes
 * (0 ok, 1 bad input, 2 usage error).
 *
 * @module
 */
import { AnimkitError } from "../errors.ts";
import { BudgetError } from "../budget.ts";
import {
  type CliIo,
  DENO_IO,
  EXIT_BAD_INPUT,
  EXIT_USAGE,
  lastInput,
  resetLastInput,
  UsageError,
} from "./_common.ts";
import { VERSION } from "../version.ts";
import { StdoutError } from "./_streams.ts";
import { infoCommand } from "./info.ts";
import { dumpCommand } from "./dump.ts";
import { sampleCommand } from "./sample.ts";
import { convertCommand } from "./convert.ts";
import { validateCommand } from "./validate.ts";
import { plotCommand } from "./plot.ts";
import { viewCommand } from "./view.ts";

/** Top-level help text. */
export const MAIN_HELP = `animkit: read, validate, evaluate, convert and write animation files

Usage: animkit <command> [options]

Commands:
  info FILE       summarise a file (--json for a machine-readable summary)
  dump FILE       print the whole format document as JSON
  sample FILE     evaluate tracks at times (--at, --rate/--from/--to; --json, --csv)
  convert IN OUT  convert between formats
  validate FILE   check a file and say what is wrong and where
  plot FILE       draw tracks over time as an SVG (--out plot.svg)
  view FILE [B]   write an offline HTML viewer for a file, or comparing two (--out page.html)

Formats (detected from content, or --format): retro-anim, retro-char, mrtk, animj, animx, maya,
gltf, glb, unity-clip

Run "animkit <command> --help" for a command's options; "animkit --version" prints the version.
Example: animkit sample samples/wave.mrtk.bin --track 'Hand.Right*' --rate 4
Exit codes: 0 ok, 1 bad input, 2 usage error.
`;

const COMMANDS: Record<string, (args: string[], io: CliIo) => Promise<number>> = {
  info: infoCommand,
  dump: dumpCommand,
  sample: sampleCommand,
  convert: convertCommand,
  validate: validateCommand,
  plot: plotCommand,
  view: viewCommand,
};

/**
 * Runs the CLI with `args` (without the program name) and returns the exit code. Errors are
 * printed on one line, without a stack trace.
 *
 * @example Print the help
 * ```ts ignore
 * const code = await runCli(["--help"]);
 * ```
 */
export async function runCli(args: string[], io: CliIo = DENO_IO): Promise<number> {
  const code = await runCommand(args, io);
  // A report or note that could not be shown: the work is done (outputs are complete), but the
  // run did not deliver everything it was asked for.
  return code === 0 && io.errLost?.() === true ? EXIT_BAD_INPUT : code;
}

async function runCommand(args: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === undefined || command === "--help" || command === "-h" || command === "help") {
      io.out(MAIN_HELP);
      return command === undefined ? EXIT_USAGE : 0;
    }
    if (command === "--version" || command === "-V") {
      io.out(`animkit ${VERSION}\n`);
      return 0;
    }
    resetLastInput();
    const run = COMMANDS[command];
    if (run === undefined) {
      io.err(`animkit: unknown command "${command}" (try --help)\n`);
      return EXIT_USAGE;
    }
    return await run(rest, io);
  } catch (error) {
    if (error instanceof StdoutError) {
      io.err(`animkit: ${error.message}\n`);
      return EXIT_BAD_INPUT;
    }
    if (error instanceof UsageError) {
      io.err(`animkit ${command}: ${error.message} (try animkit ${command} --help)\n`);
      return EXIT_USAGE;
    }
    if (error instanceof AnimkitError) {
      // Every error line names the file it is about.
      const file = lastInput();
      const named = file !== undefined &&
        !error.message.includes(file === "-" ? "standard input" : file);
      io.err(`animkit: ${named ? `${file === "-" ? "<stdin>" : file}: ` : ""}${error.message}\n`);
      // A budget the command line asked to exceed is a usage problem; one the file demands is bad input.
      return error instanceof BudgetError && error.origin === "request"
        ? EXIT_USAGE
        : EXIT_BAD_INPUT;
    }
    // Anything else is a defect, but the user still gets one line and a non-zero exit.
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    io.err(`animkit: internal error: ${message}\n`);
    return EXIT_BAD_INPUT;
  }
}
