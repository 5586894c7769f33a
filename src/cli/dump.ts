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
  READ_OPTIONS,
  READ_OPTIONS_HELP,
  readInput,
  readOptions,
  toJson,
  unsupported,
} from "./_common.ts";

/** Help text. */
export const DUMP_HELP = `Usage: animkit dump FILE [--format FORMAT] [--json] [--compact]

Prints the whole format document (every field the file holds) as JSON.

Options:
${READ_OPTIONS_HELP}
  --json           JSON output (the default and only form; accepted for scripts)
  --compact        one line instead of indented JSON
  -h, --help       show this help

Example:
  animkit dump samples/wave.mrtk.bin --compact
`;

/** Runs `dump`. */
export async function dumpCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...READ_OPTIONS,
    json: { type: "boolean" },
    compact: { type: "boolean" },
  });
  if (values.help) {
    io.out(DUMP_HELP);
    return 0;
  }
  const input = onePositional(positionals);
  const bytes = await readInput(input, values);
  const format = chooseFormat(bytes, values.format, input);
  if (format.dump === undefined) throw unsupported(format, "dump");
  io.out(`${toJson(format.dump(bytes, readOptions(values, input)), !values.compact)}\n`);
  return 0;
}
