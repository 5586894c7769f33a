/**
 * The fuzz loop: mutates seeds one input at a time, runs each in a worker under a watchdog, and
 * collects failures (non-animkit exceptions, unlocated errors, hangs; in a campaign also slow
 * inputs, retained heap growth and peak memory growth).
 *
 * @module
 */
import { FORMAT_MUTATORS, type Mutant, mutateBinary, mutateText, prng } from "./mutate.ts";
import type { FuzzReply } from "./worker.ts";

/** Limits that make an input a failure in a campaign (`deno task fuzz`). */
export const FUZZ_LIMITS = {
  /**
   * An input must finish within this many milliseconds: its reads, and its conversions to every
   * other format under the fuzz budgets (`FUZZ_BUDGETS` in target.ts) (a clip of an hour converts in about 1 s here).
   */
  slowMs: 3000,
  /** A worker that says nothing for this long is stuck and is replaced. */
  hangMs: 10_000,
  /** Heap growth allowed: this multiple of the input size … */
  heapPerInputByte: 256,
  /** … plus this many bytes. */
  heapBase: 32 * 1024 * 1024,
  /** Peak memory growth while an input runs (not only what it retains): this multiple … */
  peakPerInputByte: 1024,
  /** … plus this many bytes (conversions under the fuzz budgets stay well below it). */
  peakBase: 256 * 1024 * 1024,
};

/**
 * What counts as a failure, beyond a crash (an exception that is not a located AnimkitError).
 * A campaign checks time and memory; a run inside the test suite, on a machine that may be slow
 * or busy, checks only for hangs ({@linkcode SUITE_CHECKS}).
 */
export interface FuzzChecks {
  /** An input slower than this many milliseconds fails (`Infinity`: time is not checked). */
  readonly slowMs: number;
  /** A worker silent for this long is stuck: the input fails as a hang. */
  readonly hangMs: number;
  /** Whether heap and peak memory growth are measured and checked (needs `workers: 1`). */
  readonly memory: boolean;
  /** Workers running inputs side by side (memory is per process, so 1 when it is checked). */
  readonly workers: number;
}

/** The campaign's checks: every limit of {@linkcode FUZZ_LIMITS}, one worker. */
export const CAMPAIGN_CHECKS: FuzzChecks = {
  slowMs: FUZZ_LIMITS.slowMs,
  hangMs: FUZZ_LIMITS.hangMs,
  memory: true,
  workers: 1,
};

/**
 * The test suite's checks: crashes and hangs only (60 s without an answer), on two workers.
 * Wall-clock and memory limits belong to `deno task fuzz`, which runs on a quiet machine.
 */
export const SUITE_CHECKS: FuzzChecks = {
  slowMs: Infinity,
  hangMs: 60_000,
  memory: false,
  workers: 2,
};

/** One failing input. */
export interface FuzzFailure {
  /** Format name. */
  readonly format: string;
  /** The run's seed. */
  readonly seed: number;
  /** How the input was made. */
  readonly how: string;
  /** What went wrong. */
  readonly reason: string;
  /** The input. */
  readonly bytes: Uint8Array;
}

/** Counts per format. */
export interface FuzzStats {
  /** Inputs tried. */
  tried: number;
  /** Inputs that parsed. */
  ok: number;
  /** Inputs rejected with a located AnimkitError. */
  rejected: number;
  /** Failures. */
  failed: number;
  /** The largest peak memory growth of one input, in bytes (-1 when not measurable). */
  peakGrowth: number;
}

/** What to fuzz. */
export interface FuzzPlan {
  /** Format name → seed inputs. */
  readonly seeds: Readonly<Record<string, readonly Uint8Array[]>>;
  /** Formats whose seeds are text. */
  readonly textFormats: readonly string[];
  /** The run's seed. */
  readonly seed: number;
  /** Random mutants per format. */
  readonly mutants: number;
  /** Seeds up to this size are also truncated at every offset. */
  readonly truncateBelow: number;
  /** Called for each failure as it is found. */
  readonly onFailure?: (failure: FuzzFailure) => void | Promise<void>;
  /** What fails an input besides a crash (default {@linkcode CAMPAIGN_CHECKS}). */
  readonly checks?: FuzzChecks;
}

class Runner {
  #worker: Worker | undefined;
  #pending: ((reply: FuzzReply | undefined) => void) | undefined;
  #id = 0;
  readonly #checks: FuzzChecks;

  constructor(checks: FuzzChecks) {
    this.#checks = checks;
  }

  #start(): Worker {
    const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<FuzzReply>) => {
      const resolve = this.#pending;
      this.#pending = undefined;
      resolve?.(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const resolve = this.#pending;
      this.#pending = undefined;
      resolve?.({
        id: -1,
        kind: "failure",
        reason: `worker error: ${event.message}`,
        ms: 0,
        heapGrowth: 0,
        peakGrowth: -1,
      });
      this.#worker?.terminate();
      this.#worker = undefined;
    };
    return worker;
  }

  run(format: string, bytes: Uint8Array): Promise<FuzzReply | undefined> {
    this.#worker ??= this.#start();
    const id = ++this.#id;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // Stuck: replace the worker.
        this.#pending = undefined;
        this.#worker?.terminate();
        this.#worker = undefined;
        resolve(undefined);
      }, this.#checks.hangMs);
      this.#pending = (reply) => {
        clearTimeout(timer);
        resolve(reply);
      };
      this.#worker!.postMessage({ id, format, bytes, measure: this.#checks.memory });
    });
  }

  close(): void {
    this.#worker?.terminate();
    this.#worker = undefined;
  }
}

/**
 * Runs the plan; returns counts per format and the failures.
 *
 * @example A short run
 * ```ts ignore
 * const { stats, failures } = await fuzz({ seeds: { mrtk: [bytes] }, textFormats: [], seed: 1,
 *   mutants: 100, truncateBelow: 4096 });
 * ```
 */
export async function fuzz(
  plan: FuzzPlan,
): Promise<{ stats: Record<string, FuzzStats>; failures: FuzzFailure[] }> {
  const checks = plan.checks ?? CAMPAIGN_CHECKS;
  if (checks.memory && checks.workers !== 1) {
    throw new RangeError("memory is measured per process: check it with one worker");
  }
  const stats: Record<string, FuzzStats> = {};
  const failures: FuzzFailure[] = [];
  // Inputs are made one at a time as the workers ask for them: only those running are held.
  // Each format's inputs come from its own generator, so a run does not depend on the workers.
  const inputs = function* (): Generator<{ format: string; input: Mutant }> {
    for (const [format, seeds] of Object.entries(plan.seeds)) {
      if (seeds.length === 0) continue;
      stats[format] = { tried: 0, ok: 0, rejected: 0, failed: 0, peakGrowth: -1 };
      const rnd = prng(plan.seed ^ hash(format));
      const mutate = FORMAT_MUTATORS[format] ??
        (plan.textFormats.includes(format) ? mutateText : mutateBinary);
      for (const [i, bytes] of seeds.entries()) {
        yield { format, input: { bytes, how: `seed ${i}` } };
      }
      for (const [i, seedBytes] of seeds.entries()) {
        if (seedBytes.length > plan.truncateBelow) continue;
        for (let at = 0; at < seedBytes.length; at++) {
          yield {
            format,
            input: { bytes: seedBytes.slice(0, at), how: `seed ${i} truncated at ${at}` },
          };
        }
      }
      for (let m = 0; m < plan.mutants; m++) {
        const a = Math.floor(rnd() * seeds.length);
        const b = Math.floor(rnd() * seeds.length);
        const mutant = mutate(rnd, seeds[a]!, seeds[b]!);
        yield { format, input: { bytes: mutant.bytes, how: `seed ${a}: ${mutant.how}` } };
      }
    }
  }();
  const work = async (runner: Runner) => {
    for (;;) {
      const next = inputs.next();
      if (next.done) return;
      const { format, input } = next.value;
      const s = stats[format]!;
      s.tried++;
      const reply = await runner.run(format, input.bytes);
      let reason: string | undefined;
      if (reply === undefined) reason = `no answer within ${checks.hangMs} ms (hang)`;
      else if (reply.kind === "failure") reason = reply.reason ?? "failure";
      else if (reply.ms > checks.slowMs) reason = `took ${reply.ms.toFixed(0)} ms`;
      else if (
        checks.memory &&
        reply.heapGrowth > FUZZ_LIMITS.heapBase + FUZZ_LIMITS.heapPerInputByte * input.bytes.length
      ) {
        reason = `heap grew by ${reply.heapGrowth} bytes for a ${input.bytes.length}-byte input`;
      } else if (
        checks.memory &&
        reply.peakGrowth > FUZZ_LIMITS.peakBase + FUZZ_LIMITS.peakPerInputByte * input.bytes.length
      ) {
        reason =
          `memory peaked ${reply.peakGrowth} bytes above its start for a ${input.bytes.length}-byte input`;
      }
      if (reply !== undefined && reply.peakGrowth > s.peakGrowth) s.peakGrowth = reply.peakGrowth;
      if (reason !== undefined) {
        s.failed++;
        const failure = { format, seed: plan.seed, how: input.how, reason, bytes: input.bytes };
        failures.push(failure);
        await plan.onFailure?.(failure);
      } else if (reply!.kind === "ok") s.ok++;
      else s.rejected++;
    }
  };
  const runners = Array.from({ length: Math.max(1, checks.workers) }, () => new Runner(checks));
  try {
    await Promise.all(runners.map(work));
  } finally {
    for (const runner of runners) runner.close();
  }
  return { stats, failures };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
