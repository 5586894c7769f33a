/**
 * Resource budgets: one mechanism for every piece of work that scales with what a file or a
 * request *asks for* (samples in `sample`, keys written by `convert`, bytes an LZMA stream
 * decodes to, …). Work is checked against its budget before it starts, so a small file cannot
 * make animkit allocate gigabytes.
 *
 * @module
 */
import { AnimkitError, type FormatName, type Location } from "./errors.ts";
import { describeValue } from "./io/_arguments.ts";

/** The limits in force. Every field has a default ({@linkcode DEFAULT_BUDGETS}). */
export interface Budgets {
  /** Values evaluated for output: times × tracks (`sample`, `plot`). */
  readonly maxSamples: number;
  /** Keys a conversion may write, over all tracks and components (`convert`). */
  readonly maxKeys: number;
  /** Bytes a compressed stream may decode to (AnimX LZMA). */
  readonly maxDecodedBytes: number;
  /** Decoded size ÷ compressed size a stream may declare (AnimX LZMA). */
  readonly maxCompressionRatio: number;
}

/**
 * Defaults a 2-core machine meets in seconds and well within a few GiB of memory.
 *
 * @example
 * ```ts
 * import { DEFAULT_BUDGETS } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(DEFAULT_BUDGETS.maxCompressionRatio, 1000);
 * ```
 */
export const DEFAULT_BUDGETS: Budgets = Object.freeze({
  maxSamples: 20_000_000,
  maxKeys: 20_000_000,
  maxDecodedBytes: 512 * 1024 * 1024,
  maxCompressionRatio: 1000,
});

/** The CLI option that raises each budget. */
export const BUDGET_OPTIONS: Readonly<Record<keyof Budgets, string>> = Object.freeze({
  maxSamples: "--max-samples",
  maxKeys: "--max-keys",
  maxDecodedBytes: "--max-decoded-bytes",
  maxCompressionRatio: "--max-ratio",
});

/** Who asked for the work: the command line (exit 2) or the file's content (exit 1). */
export type BudgetOrigin = "request" | "file";

/**
 * Work over budget. It is an {@linkcode AnimkitError} (a one-line message with a location), and
 * says which budget, how much was asked, the limit and the option that raises it.
 *
 * @example
 * ```ts
 * import { BudgetError } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const e = new BudgetError("input", { kind: "none" }, "maxSamples", 3e7, 2e7, "request", "30000000 samples");
 * equal(e.origin, "request");
 * ```
 */
export class BudgetError extends AnimkitError {
  /** The budget that was exceeded. */
  readonly budget: keyof Budgets;
  /** What the work asked for. */
  readonly asked: number;
  /** The budget's limit. */
  readonly limit: number;
  /** Whether the command line or the file asked for it. */
  readonly origin: BudgetOrigin;

  /**
   * Makes the error for a budget the work would exceed.
   *
   * @param format the format involved (or `"input"`)
   * @param location where in the file the demand comes from, if anywhere
   * @param budget which budget
   * @param asked what the work needs
   * @param limit the limit in force
   * @param origin the command line (`request`) or the file (`file`)
   * @param what the work in plain words, e.g. `"225000 times × 385 tracks"`
   */
  constructor(
    format: FormatName | "input",
    location: Location,
    budget: keyof Budgets,
    asked: number,
    limit: number,
    origin: BudgetOrigin,
    what: string,
  ) {
    super(
      format,
      location,
      `${what} exceeds the ${budget} budget (${formatCount(asked)} > ${
        formatCount(limit)
      }); raise it with budgets.${budget} (${BUDGET_OPTIONS[budget]} N)`,
    );
    this.name = "BudgetError";
    this.budget = budget;
    this.asked = asked;
    this.limit = limit;
    this.origin = origin;
  }
}

function formatCount(n: number): string {
  return Number.isFinite(n) && Math.abs(n) < 1e15 ? String(Math.round(n)) : n.toExponential(3);
}

/**
 * The budgets in force: the defaults with any overrides applied (an override left `undefined`
 * keeps its default).
 *
 * @throws {AnimkitError} (format `"input"`, no location) naming the argument when `overrides` is
 * not an object, names a budget that does not exist, or gives a limit that is not a number ≥ 0
 * (`Infinity` is no limit).
 *
 * @example
 * ```ts
 * import { AnimkitError, resolveBudgets } from "@animkit/animkit";
 * import { equal, throws } from "node:assert/strict";
 * equal(resolveBudgets({ maxKeys: 5 }).maxKeys, 5);
 * throws(() => resolveBudgets({ maxKeys: "5" as unknown as number }), AnimkitError);
 * ```
 */
export function resolveBudgets(overrides: Partial<Budgets> | undefined): Budgets {
  if (overrides === undefined) return DEFAULT_BUDGETS;
  const misuse = (detail: string) => new AnimkitError("input", { kind: "none" }, detail);
  if (overrides === null || typeof overrides !== "object" || Array.isArray(overrides)) {
    throw misuse(
      `budgets must be an object of limits such as { maxKeys: 1e6 }, got ${
        describeValue(overrides)
      }`,
    );
  }
  const budgets: Record<string, number> = { ...DEFAULT_BUDGETS };
  for (const [name, limit] of Object.entries(overrides)) {
    if (!Object.hasOwn(DEFAULT_BUDGETS, name)) {
      throw misuse(
        `budgets.${name} is not a budget; the budgets are ${
          Object.keys(DEFAULT_BUDGETS).join(", ")
        }`,
      );
    }
    if (limit === undefined) continue;
    if (typeof limit !== "number" || !(limit >= 0)) {
      throw misuse(
        `budgets.${name} must be a number ≥ 0 (Infinity for no limit), got ${describeValue(limit)}`,
      );
    }
    budgets[name] = limit;
  }
  return budgets as unknown as Budgets;
}

/** What {@linkcode checkBudget} needs to word its error. */
export interface BudgetCheck {
  /** The format involved (or `"input"`). */
  readonly format: FormatName | "input";
  /** Who asked. */
  readonly origin: BudgetOrigin;
  /** The work in plain words. */
  readonly what: string;
  /** Where in the file the demand comes from. */
  readonly location?: Location;
}

/**
 * Throws a {@linkcode BudgetError} when `asked` exceeds the budget (NaN counts as exceeding).
 *
 * @example Within and over the budget
 * ```ts
 * import { BudgetError, DEFAULT_BUDGETS } from "@animkit/animkit";
 * import { checkBudget } from "./budget.ts";
 * import { throws } from "node:assert/strict";
 * checkBudget(DEFAULT_BUDGETS, "maxSamples", 1000, { format: "input", origin: "request", what: "1000 samples" });
 * throws(
 *   () => checkBudget(DEFAULT_BUDGETS, "maxSamples", 1e9, { format: "input", origin: "request", what: "1e9 samples" }),
 *   BudgetError,
 * );
 * ```
 */
export function checkBudget(
  budgets: Budgets,
  budget: keyof Budgets,
  asked: number,
  check: BudgetCheck,
): void {
  const limit = budgets[budget];
  if (asked <= limit) return;
  throw new BudgetError(
    check.format,
    check.location ?? { kind: "none" },
    budget,
    asked,
    limit,
    check.origin,
    check.what,
  );
}
