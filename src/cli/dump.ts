/**
 * `animkit dump FILE [--format F] [--json]`.
 *
 * @module
 */
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
export const DUMP_HELP = `Usage: animkit dump FILE [--format FORMAT] [--json] [--compact]

Prints the whole format document (every field the file holds) as JSON.

Options:
  --format FORMAT  read as this format instead of detecting it
  --json           JSON output (the default and only form; accepted for scripts)
  --compact        one line instead of indented JSON
  -h, --help       show this help
`;

/** Runs `dump`. */
export async function dumpCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    format: { type: "string" },
    json: { type: "boolean" },
    compact: { type: "boolean" },
  });
  if (values.help) {
    io.out(DUMP_HELP);
    return 0;
  }
  const bytes = await readInput(onePositional(positionals));
  const format = chooseFormat(bytes, values.format);
  if (format.dump === undefined) throw unsupported(format, "dump");
  io.out(`${toJson(format.dump(bytes), !values.compact)}\n`);
  return 0;
}
