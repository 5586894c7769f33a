/**
 * Test helpers: corpus paths, float comparison, error expectations, a CLI runner.
 *
 * @module
 */
import { equal, ok } from "node:assert/strict";
import { AnimkitError } from "../src/errors.ts";
import { runCli } from "../src/cli/main.ts";

/** Whether the shared corpus (`../shared/corpus` beside the repository) is missing. */
export const NO_CORPUS: boolean = (() => {
  try {
    Deno.statSync(new URL("../../shared/corpus/", import.meta.url));
    return false;
  } catch {
    warnOncePerRun(
      "../shared/corpus not found: the tests that read real files are skipped (ignored)",
    );
    return true;
  }
})();

/**
 * Prints `text` once per `deno test` run. Each test file runs in its own isolate (module state is
 * not shared) but all of them in one process, so the mark is an environment variable holding the
 * process id: a child process inherits the variable but not the id, and warns for itself.
 */
function warnOncePerRun(text: string): void {
  const mark = "ANIMKIT_TEST_CORPUS_NOTICE";
  try {
    if (Deno.env.get(mark) === String(Deno.pid)) return;
    Deno.env.set(mark, String(Deno.pid));
  } catch {
    // without --allow-env every file warns: better than none
  }
  console.warn(text);
}

/** A file of the shared corpus (`../shared/corpus/<path>` beside the repository). */
export function corpus(path: string): URL {
  return new URL(`../../shared/corpus/${path}`, import.meta.url);
}

/** Asserts |actual − expected| ≤ eps. */
export function assertClose(actual: number, expected: number, eps = 1e-9, what = ""): void {
  ok(
    Math.abs(actual - expected) <= eps,
    `${what} expected ${expected} ± ${eps}, got ${actual}`,
  );
}

/** The float32 nearest to `x`, as a number. */
export function f32(x: number): number {
  return Math.fround(x);
}

/** Runs `fn`, expects an AnimkitError, and returns it. */
export function expectAnimkitError(fn: () => unknown): AnimkitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AnimkitError) return error;
    throw new Error(`expected an AnimkitError, got ${String(error)}`);
  }
  throw new Error("expected an AnimkitError, nothing was thrown");
}

/** Runs the CLI in-process and collects its output. */
export async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await runCli(args, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

/**
 * Where two values differ, or null when they are the same: typed arrays and numbers compared
 * with Object.is (NaN is NaN, -0 is not 0), objects member by member.
 */
export function difference(a: unknown, b: unknown, at = ""): string | null {
  if (ArrayBuffer.isView(a) || ArrayBuffer.isView(b)) {
    const x = a as unknown as ArrayLike<number>;
    const y = b as unknown as ArrayLike<number>;
    if (a?.constructor !== b?.constructor || x.length !== y.length) return `${at}: arrays differ`;
    for (let i = 0; i < x.length; i++) {
      if (!Object.is(x[i], y[i])) return `${at}[${i}]: ${x[i]} vs ${y[i]}`;
    }
    return null;
  }
  if (a instanceof Map || b instanceof Map) {
    return difference(
      a instanceof Map ? Object.fromEntries(a) : a,
      b instanceof Map ? Object.fromEntries(b) : b,
      at,
    );
  }
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      const found = difference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}/${key}`,
      );
      if (found !== null) return found;
    }
    if (Object.keys(a).length !== Object.keys(b).length) return `${at}: members differ`;
    return null;
  }
  return Object.is(a, b) ? null : `${at}: ${String(a)} vs ${String(b)}`;
}

/** Asserts the two values are the same (see {@linkcode difference}). */
export function same(a: unknown, b: unknown, what = ""): void {
  equal(difference(a, b), null, what);
}
