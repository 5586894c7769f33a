/**
 * `animkit sample FILE (--at T,T,… | --rate HZ [--from S] [--to S]) [--track GLOB] [--json|--csv]`.
 *
 * @module
 */
import { sampleClip, type SampledTrack, timeGrid } from "../model/sample.ts";
import { checkBudget, resolveBudgets } from "../budget.ts";
import type { Value } from "../model/value_type.ts";
import { readableNumber } from "../model/number_text.ts";
import {
  chooseFormat,
  type CliIo,
  numberOption,
  onePositional,
  parseCommand,
  READ_OPTIONS,
  READ_OPTIONS_HELP,
  readInput,
  readOptions,
  toJson,
  trackFilter,
  unsupported,
  UsageError,
} from "./_common.ts";

/** Help text. */
export const SAMPLE_HELP =
  `Usage: animkit sample FILE [--at T,T,...] [--rate HZ [--from S] [--to S]]
                      [--track GLOB] [--json | --csv] [--format FORMAT]

Evaluates every track (or those matching --track) the way the source runtime does.

Options:
  --at T,T,...     sample at these times in seconds
  --rate HZ        sample a uniform grid at HZ samples per second (default 30)
  --from S         grid start in seconds (default 0)
  --to S           grid end in seconds (default: the clip's duration)
  --track GLOB     only tracks whose "node.property" or "node" matches (* and ?); repeat
                   for more; a glob that matches no track is an error (default: all tracks)
  --json           {"tracks":[{"node","property","valueType","samples":[{"time","value"}]}]}
  --csv            one row per time, one column per component
${READ_OPTIONS_HELP}
  -h, --help       show this help

Example:
  animkit sample samples/wave.mrtk.bin --rate 4 --track 'Hand.Right*' --csv
`;

function parseTimes(text: string): number[] {
  return text.split(",").map((part) => {
    const value = Number(part);
    if (part.trim() === "" || !Number.isFinite(value)) {
      throw new UsageError(`--at takes comma-separated seconds, not "${part}"`);
    }
    return value;
  });
}

/** A value's text: numbers as the shortest decimal that reads back to the stored value. */
function text(v: unknown): string {
  return typeof v === "number" ? readableNumber(v) : String(v);
}

function components(value: Value): [string, string][] {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    return Object.entries(value).map(([k, v]) => [k, text(v)]);
  }
  if (Array.isArray(value)) return value.flat().map((v, i) => [String(i), text(v)]);
  return [["", text(value)]];
}

function csvCell(text: string): string {
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(tracks: SampledTrack[], times: ArrayLike<number>): string {
  const header = ["time"];
  for (const t of tracks) {
    const first = t.samples[0];
    for (const [key] of first === undefined ? [] : components(first.value)) {
      header.push(`${t.node}.${t.property}${key === "" ? "" : `.${key}`}`);
    }
  }
  const rows = [header.map(csvCell).join(",")];
  for (let i = 0; i < times.length; i++) {
    const row = [String(times[i]!)];
    for (const t of tracks) for (const [, v] of components(t.samples[i]!.value)) row.push(v);
    rows.push(row.map(csvCell).join(","));
  }
  return `${rows.join("\n")}\n`;
}

function toText(tracks: SampledTrack[]): string {
  const lines: string[] = [];
  for (const t of tracks) {
    lines.push(`${t.node}.${t.property} (${t.valueType})`);
    for (const s of t.samples) {
      const shown = components(s.value).map(([k, v]) => (k === "" ? v : `${k}=${v}`)).join(" ");
      lines.push(`  ${s.time}\t${shown}`);
    }
  }
  return lines.length === 0 ? "no tracks\n" : `${lines.join("\n")}\n`;
}

/** Runs `sample`. */
export async function sampleCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    at: { type: "string" },
    rate: { type: "string" },
    from: { type: "string" },
    to: { type: "string" },
    track: { type: "string", multiple: true },
    json: { type: "boolean" },
    csv: { type: "boolean" },
    ...READ_OPTIONS,
  });
  if (values.help) {
    io.out(SAMPLE_HELP);
    return 0;
  }
  if (values.json && values.csv) throw new UsageError("choose one of --json and --csv");
  const gridOptions = values.rate !== undefined || values.from !== undefined ||
    values.to !== undefined;
  if (values.at !== undefined && gridOptions) {
    throw new UsageError("--at cannot be combined with --rate, --from or --to");
  }
  const rate = numberOption("rate", values.rate) ?? 30;
  const from = numberOption("from", values.from) ?? 0;
  const to = numberOption("to", values.to);
  const at = typeof values.at === "string" ? parseTimes(values.at) : undefined;
  const path = onePositional(positionals);
  const bytes = await readInput(path);
  const format = chooseFormat(bytes, values.format, path);
  if (format.toClip === undefined) throw unsupported(format, "sampling");
  const clip = format.toClip(bytes, readOptions(values, path));
  let times: ArrayLike<number>;
  if (at !== undefined) {
    times = at;
  } else {
    try {
      times = timeGrid(from, to ?? Math.max(from, clip.duration), rate);
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
  }
  const filter = trackFilter(values, clip.tracks);
  const chosen = filter === undefined ? clip.tracks.length : clip.tracks.filter(filter).length;
  checkBudget(
    resolveBudgets(readOptions(values, path).budgets),
    "maxSamples",
    times.length * chosen,
    {
      format: "input",
      origin: "request",
      what: `${times.length} times × ${chosen} tracks`,
    },
  );
  const tracks = sampleClip(clip, times, filter);
  if (values.json) io.out(`${toJson({ tracks }, false)}\n`);
  else if (values.csv) io.out(toCsv(tracks, times));
  else io.out(toText(tracks));
  return 0;
}
