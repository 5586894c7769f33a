/**
 * `animkit sample FILE (--at T,T,… | --rate HZ [--from S] [--to S]) [--track GLOB] [--json|--csv]`.
 *
 * @module
 */
import { gridLength, timeGrid, writeSampleJson } from "../model/sample.ts";
import type { Track } from "../model/clip.ts";
import { type BudgetOrigin, checkBudget, resolveBudgets } from "../budget.ts";
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

/** Sample times beyond ±1e9 s (about 31 years) are refused: no clip plays there. */
const MAX_SAMPLE_TIME = 1e9;

function parseTimes(text: string): number[] {
  return text.split(",").map((part) => {
    const value = Number(part);
    if (part.trim() === "" || !Number.isFinite(value)) {
      throw new UsageError(`--at takes comma-separated seconds, not "${part}"`);
    }
    if (Math.abs(value) > MAX_SAMPLE_TIME) {
      throw new UsageError(`--at ${part} is out of range (±${MAX_SAMPLE_TIME} s)`);
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

/** Output is written in pieces of about this many characters, never held whole. */
const CHUNK = 1 << 16;

/** Collects text and hands it to `out` in pieces: memory stays bounded however much is sampled. */
class ChunkedOut {
  #parts: string[] = [];
  #size = 0;
  #out: (text: string) => void;
  constructor(out: (text: string) => void) {
    this.#out = out;
  }
  push(text: string): void {
    this.#parts.push(text);
    this.#size += text.length;
    if (this.#size >= CHUNK) this.flush();
  }
  flush(): void {
    if (this.#size === 0) return;
    this.#out(this.#parts.join(""));
    this.#parts = [];
    this.#size = 0;
  }
}

/** `sample --csv`: a header, then one row per time across the tracks. */
function writeCsv(tracks: readonly Track[], times: ArrayLike<number>, out: ChunkedOut): void {
  const header = ["time"];
  for (const t of tracks) {
    const first = times.length > 0 ? t.curve.evaluate(times[0]!) : undefined;
    for (const [key] of first === undefined ? [] : components(first)) {
      header.push(`${t.node}.${t.property}${key === "" ? "" : `.${key}`}`);
    }
  }
  out.push(`${header.map(csvCell).join(",")}\n`);
  for (let i = 0; i < times.length; i++) {
    const time = times[i]!;
    const row = [String(time)];
    for (const t of tracks) for (const [, v] of components(t.curve.evaluate(time))) row.push(v);
    out.push(`${row.map(csvCell).join(",")}\n`);
  }
}

/** The default text form: a heading per track, then `time<TAB>value` lines. */
function writeText(tracks: readonly Track[], times: ArrayLike<number>, out: ChunkedOut): void {
  if (tracks.length === 0) {
    out.push("no tracks\n");
    return;
  }
  for (const t of tracks) {
    out.push(`${t.node}.${t.property} (${t.valueType})\n`);
    for (let i = 0; i < times.length; i++) {
      const time = times[i]!;
      const shown = components(t.curve.evaluate(time)).map(([k, v]) => (k === "" ? v : `${k}=${v}`))
        .join(" ");
      out.push(`  ${time}\t${shown}\n`);
    }
  }
}

/** The default grid rate, in Hz. */
const DEFAULT_RATE = 30;

/**
 * Who asked for more samples than `limit`: the command line (exit 2) when it named the times
 * (`--at`, `--to`) or when its `--rate`/`--from` made a grid the file's duration alone would not
 * need; the file (exit 1) when even the default grid over its duration is over the limit.
 */
function budgetOrigin(
  timesNamed: boolean,
  duration: number,
  tracks: number,
  limit: number,
): BudgetOrigin {
  if (timesNamed) return "request";
  if (!Number.isFinite(duration)) return "file";
  const byDefault = gridLength(0, Math.max(0, duration), DEFAULT_RATE) * Math.max(1, tracks);
  return byDefault > limit ? "file" : "request";
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
  const rate = numberOption("rate", values.rate) ?? DEFAULT_RATE;
  const from = numberOption("from", values.from) ?? 0;
  const to = numberOption("to", values.to);
  for (const [name, v] of [["from", from], ["to", to]] as const) {
    if (v !== undefined && Math.abs(v) > MAX_SAMPLE_TIME) {
      throw new UsageError(`--${name} ${v} is out of range (±${MAX_SAMPLE_TIME} s)`);
    }
  }
  const at = typeof values.at === "string" ? parseTimes(values.at) : undefined;
  const path = onePositional(positionals);
  const bytes = await readInput(path, values);
  const format = chooseFormat(bytes, values.format, path);
  if (format.toClip === undefined) throw unsupported(format, "sampling");
  const options = readOptions(values, path);
  const clip = format.toClip(bytes, options);
  const filter = trackFilter(values, clip.tracks);
  const chosen = filter === undefined ? clip.tracks.length : clip.tracks.filter(filter).length;
  const end = to ?? Math.max(from, clip.duration);
  let count: number;
  try {
    count = at?.length ?? gridLength(from, end, rate);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  // One budget for the whole request, checked before the grid is made: times × tracks (the time
  // column counts when no track is chosen).
  const budgets = resolveBudgets(options.budgets);
  const timesNamed = at !== undefined || to !== undefined;
  checkBudget(budgets, "maxSamples", count * Math.max(1, chosen), {
    format: timesNamed ? "input" : format.name,
    origin: budgetOrigin(timesNamed, clip.duration, chosen, budgets.maxSamples),
    what: `${count} times × ${chosen} tracks`,
  });
  const times: ArrayLike<number> = at ?? timeGrid(from, end, rate, count);
  // Written as evaluated, in pieces: a large request runs in bounded memory.
  const tracks = filter === undefined ? clip.tracks : clip.tracks.filter(filter);
  const out = new ChunkedOut((text) => io.out(text));
  if (values.json) writeSampleJson(tracks, times, (text) => out.push(text));
  else if (values.csv) writeCsv(tracks, times, out);
  else writeText(tracks, times, out);
  out.flush();
  return 0;
}
