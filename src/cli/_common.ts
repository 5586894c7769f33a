/**
 * Shared pieces of the CLI: argument parsing with usage errors, output streams, input loading.
 *
 * @module
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { dirname, join } from "node:path";
import { AnimkitError } from "../errors.ts";
import type { Budgets } from "../budget.ts";
import { detectFormat, FORMAT_NAMES, formatByName } from "../formats/registry.ts";
import type { FormatModule, ReadOptions } from "../formats/format.ts";

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
  /** Standard output text. */
  out(text: string): void;
  /** Standard error text. */
  err(text: string): void;
  /** Whether standard error is a terminal (progress bars draw only then). */
  isTerminal?(): boolean;
}

/** The real standard streams. */
export const DENO_IO: CliIo = {
  out: (text) => void Deno.stdout.writeSync(new TextEncoder().encode(text)),
  err: (text) => void Deno.stderr.writeSync(new TextEncoder().encode(text)),
  isTerminal: () => Deno.stderr.isTerminal(),
};

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Parses a subcommand's arguments strictly; unknown flags are usage errors. */
export function parseCommand<T extends Options>(
  args: string[],
  options: T,
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
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

/** Parses a number option or throws a usage error. */
export function numberOption(name: string, text: string | boolean | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (typeof text !== "string" || text.trim() === "" || !Number.isFinite(value)) {
    throw new UsageError(`--${name} takes a number, not "${text}"`);
  }
  return value;
}

/** Reads a whole input file; a missing or unreadable file is bad input. */
export async function readInput(path: string): Promise<Uint8Array> {
  try {
    return await Deno.readFile(path);
  } catch (error) {
    const reason = error instanceof Deno.errors.NotFound
      ? "no such file"
      : error instanceof Deno.errors.IsADirectory
      ? "is a directory"
      : error instanceof Error
      ? error.message
      : String(error);
    throw new AnimkitError("input", { kind: "none" }, `cannot read ${path}: ${reason}`);
  }
}

/** The format module for bytes: `--format` when given, otherwise detected from content. */
export function chooseFormat(
  bytes: Uint8Array,
  forced: string | boolean | undefined,
): FormatModule {
  if (forced === undefined) return detectFormat(bytes);
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
  const budgets = budgetOptions(values);
  return {
    ...(game === undefined ? {} : { game }),
    ...(values.normalize ? { normalize: true } : {}),
    ...(values["shortest-arc"] ? { shortestArc: true } : {}),
    ...(Object.keys(budgets).length === 0 ? {} : { budgets }),
    ...(typeof values.animation === "string" ? { animation: values.animation } : {}),
    ...(path === undefined || path === "-" ? {} : { resolveUri: sideFiles(path) }),
  };
}

/** Reads the files a glTF's `uri`s name, beside the glTF (the reader refuses `..`). */
function sideFiles(path: string): (uri: string) => Uint8Array {
  const dir = dirname(path);
  return (uri) => Deno.readFileSync(join(dir, uri));
}

/** Help lines for {@linkcode READ_OPTIONS}. */
export const READ_OPTIONS_HELP = `  --format FORMAT  read as this format instead of detecting it
  --game mp1|mp2   Metroid Prime ANIM: the game's layout (detected when absent)
  --normalize      quaternions as unit, hemisphere-continuous values
  --shortest-arc   Metroid Prime ANIM: interpolate rotations along the shorter arc
  --animation A    glTF: the animation by name, else 0-based index (default: the first)
  --max-samples N  budget: values evaluated for output, times × tracks (default 20000000)
  --max-keys N     budget: keys a conversion may write (default 20000000)
  --max-decoded-bytes N
                   budget: bytes a compressed stream may decode to (default 536870912)
  --max-ratio N    budget: decoded ÷ compressed size a stream may declare (default 1000)`;
