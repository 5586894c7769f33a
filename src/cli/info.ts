/**
 * `animkit info FILE [--format F] [--json]`.
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
export const INFO_HELP = `Usage: animkit info FILE [--format FORMAT] [--json]

Summarises an animation file: format, version, duration, tracks or curves and key counts.

Options:
  --json           print a machine-readable summary
${READ_OPTIONS_HELP}
  -h, --help       show this help
`;

/** Runs `info`. */
export async function infoCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...READ_OPTIONS,
    json: { type: "boolean" },
  });
  if (values.help) {
    io.out(INFO_HELP);
    return 0;
  }
  const path = onePositional(positionals);
  const bytes = await readInput(path);
  const format = chooseFormat(bytes, values.format, path);
  if (format.info === undefined) throw unsupported(format, "info");
  const report = format.info(bytes, readOptions(values, path));
  io.out(values.json ? `${toJson(report.json, true)}\n` : `${path}\n${report.text.join("\n")}\n`);
  return 0;
}
