/**
 * `animkit info FILE [--format F] [--json]`.
 *
 * @module
 */
import type { FormatModule, ReadOptions } from "../formats/format.ts";
import { curveKeyCount } from "../model/clip.ts";
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
  --json           print {"format","version","duration","trackCount","keyCount","timeRange",
                   "details"}: the fields every format shares, then the format's own summary
${READ_OPTIONS_HELP}
  -h, --help       show this help

Example:
  animkit info samples/wave.mrtk.bin --json
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
  const bytes = await readInput(path, values);
  const format = chooseFormat(bytes, values.format, path);
  if (format.info === undefined) throw unsupported(format, "info");
  const options = readOptions(values, path);
  const report = format.info(bytes, options);
  if (!values.json) {
    io.out(`${path}\n${report.text.join("\n")}\n`);
    return 0;
  }
  io.out(`${toJson(commonInfo(format, report.json, bytes, options), true)}\n`);
  return 0;
}

/** The version a format's own summary states, as text (null where the format has none). */
function versionOf(details: Record<string, unknown>): string | null {
  const v = details.version ?? details.animVersion ?? details.assetVersion;
  return v === undefined || v === null ? null : String(v);
}

/**
 * `info --json`: the fields every format shares (`format`, `version`, `duration`, `trackCount`,
 * `keyCount`, `timeRange`, from the common model) and the format's own summary as `details`.
 */
function commonInfo(
  format: FormatModule,
  json: unknown,
  bytes: Uint8Array,
  options: ReadOptions,
): Record<string, unknown> {
  const details = (json ?? {}) as Record<string, unknown>;
  let duration: number | null = null;
  let trackCount = 0;
  let keyCount = 0;
  let timeRange: [number, number] | null = null;
  if (format.toClip !== undefined) {
    const clip = format.toClip(bytes, options);
    duration = clip.duration;
    trackCount = clip.tracks.length;
    for (const track of clip.tracks) {
      keyCount += curveKeyCount(track.curve);
      const times = track.curve.keyTimes();
      if (times.length === 0) continue;
      const first = times[0]!;
      const last = times[times.length - 1]!;
      timeRange = timeRange === null
        ? [first, last]
        : [Math.min(timeRange[0], first), Math.max(timeRange[1], last)];
    }
  }
  return {
    format: format.name,
    version: versionOf(details),
    duration,
    trackCount,
    keyCount,
    timeRange,
    details,
  };
}
