/**
 * Shared pieces of the CLI: argument parsing with usage errors, output streams, input loading.
 *
 * @module
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { dirname } from "node:path";
import { AnimkitError } from "../errors.ts";
import { type Budgets, resolveBudgets } from "../budget.ts";
import { readFileCapped, readStdinCapped, SideFileReader } from "../io/_bounded_read.ts";
import { detectFormat, FORMAT_NAMES, formatByName, FORMATS } from "../formats/registry.ts";
import type { FormatModule, ReadOptions } from "../formats/format.ts";
import type { Track } from "../model/clip.ts";
import { trackMatcher } from "../model/sample.ts";
import { stderrFailed, writeStderrSync, writeStdoutSync } from "./_streams.ts";
import { readRetroCinf } from "../formats/retro_cinf/read.ts";

/** Exit codes: the CLI's contract. */
export const EXIT_OK = 0;
/** Bad input. */
export const EXIT_BAD_INPUT = 1;
/** Usage error. */
export const EXIT_USAGE = 2;

/** A wrong command line; printed with a pointer to `--help`, exit code 2. */
export class UsageError extends Error {
  /** @param message what is wrong */
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** Where the CLI writes; tests pass collectors. */
export interface CliIo {
  /** Standard output text; throws {@linkcode StdoutError} when it cannot be written. */
  out(text: string): void;
  /** Standard error text; never throws (a failed write is remembered, see `errLost`). */
  err(text: string): void;
  /** Whether standard error is a terminal (progress bars draw only then). */
  isTerminal?(): boolean;
  /** Whether some standard error text could not be written (the run then exits 1). */
  errLost?(): boolean;
}

const encoder = new TextEncoder();

/** The real standard streams. */
export const DENO_IO: CliIo = {
  out: (text) => writeStdoutSync(encoder.encode(text)),
  err: (text) => writeStderrSync(encoder.encode(text)),
  isTerminal: () => Deno.stderr.isTerminal(),
  errLost: stderrFailed,
};

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Parses a subcommand's arguments strictly; unknown flags are usage errors. */
export function parseCommand<T extends Options>(
  args: string[],
  options: T,
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  // An option that takes a value takes the next argument, whatever it starts with
  // (`--at -0.5,1`), as getopt_long does for required arguments.
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--") {
      joined.push(...args.slice(i));
      break;
    }
    const name = /^--([^=]+)$/.exec(arg)?.[1];
    const option = name === undefined ? undefined : (options as Options)[name];
    if (option?.type === "string" && i + 1 < args.length) {
      joined.push(`${arg}=${args[i + 1]}`);
      i++;
    } else joined.push(arg);
  }
  args = joined;
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
    return { values: values as Record<string, string | boolean | undefined>, positionals };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(message.replace(/\. To specify a positional argument.*$/s, ""));
  }
}

/**
 * Every value of an option declared `multiple: true` (parsed values hold an array there, whatever
 * the declared record type says).
 */
export function allValues(values: Record<string, unknown>, name: string): string[] {
  const v = values[name];
  return Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : [];
}

/**
 * The `--track` filter: the union of every `--track GLOB` given (undefined when none). A glob that
 * matches no track is a usage error naming the tracks there are (the first 20).
 */
export function trackFilter(
  values: Record<string, unknown>,
  tracks: readonly Pick<Track, "node" | "property">[],
): ((track: Pick<Track, "node" | "property">) => boolean) | undefined {
  const globs = allValues(values, "track");
  if (globs.length === 0) return undefined;
  const matchers = globs.map((glob) => {
    const match = trackMatcher(glob);
    if (!tracks.some(match)) {
      const names = tracks.slice(0, 20).map((t) => `${t.node}.${t.property}`);
      const more = tracks.length > 20 ? `, … (${tracks.length} in all)` : "";
      throw new UsageError(
        `--track "${glob}" matches no track; the tracks are: ${
          names.length === 0 ? "(none)" : names.join(", ")
        }${more}`,
      );
    }
    return match;
  });
  return (track) => matchers.some((m) => m(track));
}

/** Parses a number option or throws a usage error. */
export function numberOption(name: string, text: string | boolean | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (typeof text !== "string" || text.trim() === "" || !Number.isFinite(value)) {
    throw new UsageError(`--${name} takes a number, not "${text}"`);
  }
  return value;
}

let currentInput: string | undefined;

/** The input the command read last (`-` for standard input), to name it in error lines. */
export function lastInput(): string | undefined {
  return currentInput;
}

/** Forgets the input named in error lines (each command run starts without one). */
export function resetLastInput(): void {
  currentInput = undefined;
}

/**
 * Reads a whole input file, or standard input for `-`; a missing, unreadable or empty file is
 * bad input. A named input must be a regular file (a FIFO or a device is refused before it is
 * opened); every input is read up to the `--max-decoded-bytes` budget in `values`.
 */
export async function readInput(
  path: string,
  values: Record<string, string | boolean | undefined> = {},
): Promise<Uint8Array> {
  currentInput = path;
  const cap = resolveBudgets(budgetOptions(values)).maxDecodedBytes;
  const bytes = path === "-" ? await readStdinCapped(cap) : await readFileCapped(path, cap);
  if (bytes.length === 0) {
    throw new AnimkitError(
      "input",
      { kind: "none" },
      `${path === "-" ? "standard input" : path} is empty`,
    );
  }
  return bytes;
}

/** The format module for bytes: `--format` when given, otherwise detected from content. */
export function chooseFormat(
  bytes: Uint8Array,
  forced: string | boolean | undefined,
  path?: string,
): FormatModule {
  if (forced === undefined) {
    try {
      return detectFormat(bytes);
    } catch (error) {
      // Content no format recognises: a name whose extension only one format uses (`x.animj`)
      // reads as that format, so its reader says what is wrong.
      const ext = path?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
      // Generic extensions (`.bin`, `.anim`, `.json`) say nothing about the content.
      const distinctive = ext !== undefined &&
        ["animj", "animx", "char", "gltf", "glb", "bvh", "cinf"].includes(ext);
      const byName = !distinctive ? [] : FORMATS.filter((f) => f.extensions.includes(ext));
      if (byName.length === 1) return byName[0]!;
      throw error;
    }
  }
  const format = typeof forced === "string" && FORMAT_NAMES.includes(forced as FormatModule["name"])
    ? formatByName(forced)
    : undefined;
  if (format === undefined) {
    throw new UsageError(`--format must be one of ${FORMAT_NAMES.join(", ")}, not "${forced}"`);
  }
  return format;
}

/** The operation a format does not offer yet, as a plain error. */
export function unsupported(format: FormatModule, what: string): AnimkitError {
  return new AnimkitError(
    format.name,
    { kind: "none" },
    `${what} is not supported for ${format.title} yet`,
  );
}

/** The single positional FILE argument. */
export function onePositional(positionals: string[], what = "FILE"): string {
  if (positionals.length === 0) throw new UsageError(`missing ${what}`);
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  return positionals[0]!;
}

/** JSON text with typed arrays as plain arrays and bigints as decimal strings. */
export function toJson(value: unknown, pretty: boolean): string {
  return JSON.stringify(
    value,
    (_key, v) => {
      if (typeof v === "bigint") return v.toString();
      if (ArrayBuffer.isView(v) && !(v instanceof DataView)) return Array.from(v as Float64Array);
      return v;
    },
    pretty ? 2 : undefined,
  );
}

/** Flags every reading subcommand takes. */
export const READ_OPTIONS = {
  format: { type: "string" },
  game: { type: "string" },
  normalize: { type: "boolean" },
  "shortest-arc": { type: "boolean" },
  animation: { type: "string" },
  skeleton: { type: "string" },
  "node-names": { type: "string" },
  "max-samples": { type: "string" },
  "max-keys": { type: "string" },
  "max-decoded-bytes": { type: "string" },
  "max-ratio": { type: "string" },
} as const;

/** Budget flags → {@linkcode Budgets} overrides (positive numbers). */
function budgetOptions(values: Record<string, string | boolean | undefined>): Partial<Budgets> {
  const out: Record<string, number> = {};
  const flags: [string, keyof Budgets][] = [
    ["max-samples", "maxSamples"],
    ["max-keys", "maxKeys"],
    ["max-decoded-bytes", "maxDecodedBytes"],
    ["max-ratio", "maxCompressionRatio"],
  ];
  for (const [flag, budget] of flags) {
    const value = numberOption(flag, values[flag]);
    if (value === undefined) continue;
    if (!(value > 0)) throw new UsageError(`--${flag} must be a positive number, not ${value}`);
    out[budget] = value;
  }
  return out as Partial<Budgets>;
}

/** The {@linkcode ReadOptions} the read flags ask for; `path` lets glTF read side files. */
export function readOptions(
  values: Record<string, string | boolean | undefined>,
  path?: string,
): ReadOptions {
  const game = values.game;
  if (game !== undefined && game !== "mp1" && game !== "mp2") {
    throw new UsageError(`--game must be mp1 or mp2, not "${game}"`);
  }
  const nodeNames = values["node-names"];
  if (nodeNames !== undefined && nodeNames !== "name" && nodeNames !== "path") {
    throw new UsageError(`--node-names must be name or path, not "${nodeNames}"`);
  }
  const budgets = budgetOptions(values);
  return {
    ...(game === undefined ? {} : { game }),
    ...(nodeNames === undefined ? {} : { nodeNames }),
    ...(values.normalize ? { normalize: true } : {}),
    ...(values["shortest-arc"] ? { shortestArc: true } : {}),
    ...(Object.keys(budgets).length === 0 ? {} : { budgets }),
    ...(typeof values.animation === "string" ? { animation: values.animation } : {}),
    ...(path === undefined || path === "-" ? {} : { resolveUri: sideFiles(path, budgets) }),
    ...(typeof values.skeleton === "string" ? { skeleton: readSkeleton(values.skeleton) } : {}),
  };
}

/**
 * Reads and checks a `--skeleton` CINF file; its problems are reported under its own name (the
 * input named in error lines is the skeleton while it is read).
 */
function readSkeleton(path: string): Uint8Array {
  const input = currentInput;
  currentInput = path;
  let bytes: Uint8Array;
  try {
    bytes = Deno.readFileSync(path);
  } catch (error) {
    const reason = error instanceof Deno.errors.NotFound
      ? "no such file"
      : error instanceof Error
      ? error.message
      : String(error);
    throw new AnimkitError("input", { kind: "none" }, `cannot read --skeleton ${path}: ${reason}`);
  }
  readRetroCinf(bytes);
  currentInput = input;
  return bytes;
}

/**
 * Reads the files a glTF's `uri`s name: regular files inside its folder (links resolved), no
 * further than each buffer's `byteLength`, all within the `maxDecodedBytes` budget (the reader
 * refuses `..` and absolute URIs before asking).
 */
function sideFiles(
  path: string,
  budgets: Partial<Budgets>,
): (uri: string, byteLength?: number) => Uint8Array {
  const reader = new SideFileReader(dirname(path), resolveBudgets(budgets).maxDecodedBytes);
  return (uri, byteLength) => reader.read(uri, byteLength);
}

/** Help lines for {@linkcode READ_OPTIONS}. */
export const READ_OPTIONS_HELP = `  --format FORMAT  read as this format instead of detecting it
  --game mp1|mp2   Metroid Prime ANIM: the game's layout (detected when absent)
  --normalize      quaternions as unit, hemisphere-continuous values
  --shortest-arc   Metroid Prime ANIM: interpolate rotations along the shorter arc
  --animation A    glTF: the animation by name, else 0-based index (default: the first)
  --skeleton FILE  Metroid Prime ANIM: the CINF skeleton (bone names, parents, rest positions)
  --node-names name|path
                   AnimJ/AnimX: node names as paths from the root (Hips/Spine) — read: the
                   node tree is rebuilt from them; convert to AnimJ/AnimX: written so
                   (default: name)
  --max-samples N  budget: values evaluated for output, times × tracks (default 20000000)
  --max-keys N     budget: keys a conversion may write (default 20000000)
  --max-decoded-bytes N
                   budget: bytes an input, its glTF side files and a compressed stream may
                   hold (default 536870912)
  --max-ratio N    budget: decoded ÷ compressed size a stream may declare (default 1000)`;
