/**
 * The fuzz loop: mutates seeds one input at a time, runs each in a worker under a watchdog, and
 * collects failures (non-animkit exceptions, unlocated errors, slow inputs, retained heap growth,
 * peak memory growth).
 *
 * @module
 */
import { type Mutant, mutateBinary, mutateText, prng } from "./mutate.ts";
import type { FuzzReply } from "./worker.ts";

/** Limits that make an input a failure. */
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
}

class Runner {
  #worker: Worker | undefined;
  #pending: ((reply: FuzzReply | undefined) => void) | undefined;
  #id = 0;

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
      }, FUZZ_LIMITS.hangMs);
      this.#pending = (reply) => {
        clearTimeout(timer);
        resolve(reply);
      };
      this.#worker!.postMessage({ id, format, bytes });
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
  const runner = new Runner();
  const stats: Record<string, FuzzStats> = {};
  const failures: FuzzFailure[] = [];
  try {
    for (const [format, seeds] of Object.entries(plan.seeds)) {
      if (seeds.length === 0) continue;
      const s: FuzzStats = { tried: 0, ok: 0, rejected: 0, failed: 0, peakGrowth: -1 };
      stats[format] = s;
      const rnd = prng(plan.seed ^ hash(format));
      const mutate = plan.textFormats.includes(format) ? mutateText : mutateBinary;
      // Inputs are made one at a time as the loop asks for them: only the current one is held.
      const inputs = function* (): Generator<Mutant> {
        for (const [i, bytes] of seeds.entries()) yield { bytes, how: `seed ${i}` };
        for (const [i, seedBytes] of seeds.entries()) {
          if (seedBytes.length > plan.truncateBelow) continue;
          for (let at = 0; at < seedBytes.length; at++) {
            yield { bytes: seedBytes.slice(0, at), how: `seed ${i} truncated at ${at}` };
          }
        }
        for (let m = 0; m < plan.mutants; m++) {
          const a = Math.floor(rnd() * seeds.length);
          const b = Math.floor(rnd() * seeds.length);
          const mutant = mutate(rnd, seeds[a]!, seeds[b]!);
          yield { bytes: mutant.bytes, how: `seed ${a}: ${mutant.how}` };
        }
      };
      for (const input of inputs()) {
        s.tried++;
        const reply = await runner.run(format, input.bytes);
        let reason: string | undefined;
        if (reply === undefined) reason = `no answer within ${FUZZ_LIMITS.hangMs} ms (hang)`;
        else if (reply.kind === "failure") reason = reply.reason ?? "failure";
        else if (reply.ms > FUZZ_LIMITS.slowMs) reason = `took ${reply.ms.toFixed(0)} ms`;
        else if (
          reply.heapGrowth >
            FUZZ_LIMITS.heapBase + FUZZ_LIMITS.heapPerInputByte * input.bytes.length
        ) {
          reason = `heap grew by ${reply.heapGrowth} bytes for a ${input.bytes.length}-byte input`;
        } else if (
          reply.peakGrowth >
            FUZZ_LIMITS.peakBase + FUZZ_LIMITS.peakPerInputByte * input.bytes.length
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
    }
  } finally {
    runner.close();
  }
  return { stats, failures };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
