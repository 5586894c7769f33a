/**
 * Batch jobs: one input read, converted and handed back with its report, in this isolate or in a
 * pool of workers (`convert --jobs N`). Workers read and convert; the caller writes, so outputs
 * are created (exclusively, atomically, with signal cleanup) in one place.
 *
 * @module
 */
import { AnimkitError } from "../errors.ts";
import { BudgetError, resolveBudgets } from "../budget.ts";
import type { FormatName } from "../errors.ts";
import type { WriteOptions, WriteResult } from "../formats/format.ts";
import { readFileCapped } from "../io/_bounded_read.ts";
import { type BoneMap, parseBoneMap } from "../convert/bone_map.ts";
import { type AnimationPick, convertOne } from "./_convert_one.ts";
import { readInput, UsageError } from "./_common.ts";

/** One input and the output it becomes. */
export interface Job {
  /** The input path as given. */
  readonly input: string;
  /** The output path. */
  readonly output: string;
  /** `--animation all` with a file per animation: the input's animation this job writes. */
  readonly animation?: AnimationPick;
}

/** What every job of a command shares (it is sent to each worker). */
export interface JobContext {
  /** The target format's name. */
  readonly target: string;
  /** The command's parsed flags. */
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  /** The writer's options. */
  readonly options: WriteOptions;
}

/** How a job ended: converted bytes and report, or the error's one line. */
export type JobOutcome =
  | {
    readonly ok: true;
    readonly source: FormatName;
    readonly target: FormatName;
    readonly result: WriteResult;
  }
  | {
    readonly ok: false;
    /** The error's message. */
    readonly message: string;
    /** A usage error (an option the input's format cannot honour): the batch stops, exit 2. */
    readonly usage: boolean;
  };

/** Reads `--bone-map FILE.json`. */
export async function readBoneMap(path: string, cap: number): Promise<BoneMap> {
  let text: string;
  try {
    text = new TextDecoder().decode(await readFileCapped(path, cap));
  } catch (error) {
    if (error instanceof BudgetError) throw error;
    const detail = error instanceof AnimkitError ? error.detail : String(error);
    throw new AnimkitError(
      "input",
      { kind: "none" },
      detail.replace(/^cannot read /, "cannot read the bone map "),
    );
  }
  try {
    return parseBoneMap(text);
  } catch (error) {
    if (error instanceof AnimkitError) {
      throw new AnimkitError("input", error.location, `${path}: ${error.detail}`);
    }
    throw error;
  }
}

/**
 * Reads `job.input` and converts it; never throws (a failure is an outcome). Nothing is written.
 */
export async function convertJob(job: Job, context: JobContext): Promise<JobOutcome> {
  try {
    const { source, target, result } = await convertInput(job, context);
    return { ok: true, source: source.name, target: target.name, result };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      usage: error instanceof UsageError,
    };
  }
}

/**
 * Reads `job.input` (unless its `bytes` are given) and `--bone-map`, and converts it; errors are
 * thrown.
 */
export async function convertInput(
  job: Job,
  context: JobContext,
  bytes?: Uint8Array,
): Promise<ReturnType<typeof convertOne>> {
  const { values, options } = context;
  const input = bytes ?? await readInput(job.input, { ...values });
  const map = values["bone-map"];
  const boneMap = typeof map === "string"
    ? await readBoneMap(map, resolveBudgets(options.budgets).maxDecodedBytes)
    : undefined;
  return convertOne(input, {
    input: job.input,
    target: context.target,
    values,
    options,
    ...(boneMap === undefined ? {} : { boneMap }),
    ...(job.animation === undefined ? {} : { animation: job.animation }),
  });
}

/** A converted job's entry in the `--report` JSON. */
export function reportEntry(
  job: Job,
  source: string,
  target: string,
  result: WriteResult,
): Record<string, unknown> {
  return {
    input: job.input,
    output: job.output,
    ...(job.animation === undefined ? {} : { animation: job.animation.name }),
    source,
    target,
    tracks: result.tracks,
    warnings: result.warnings,
  };
}

/** What a worker is sent: the batch's shared context first, then its jobs. */
export type WorkerMessage =
  | { readonly kind: "context"; readonly context: JobContext }
  | { readonly kind: "job"; readonly index: number; readonly job: Job };

/** A worker's answer; a worker answers its jobs in the order they were sent. */
export interface OutcomeMessage {
  /** The job's index in the batch. */
  readonly index: number;
  /** How it ended. */
  readonly outcome: JobOutcome;
}

/** The worker module, beside this one. */
const WORKER_URL = new URL("./_convert_worker.ts", import.meta.url);

function spawnWorker(): Worker {
  return new Worker(WORKER_URL, { type: "module" });
}

/**
 * The workers of `convert --jobs N`. {@linkcode WorkerPool.start} starts them ahead of the jobs,
 * so that their start-up (an isolate, the conversion modules) runs while the inputs are still
 * being listed and checked; {@linkcode runJobs} starts any still missing.
 */
export class WorkerPool {
  /** How many inputs are converted at once. */
  readonly size: number;
  #idle: Worker[] = [];

  /** A pool of `size` workers, none started yet. */
  constructor(size: number) {
    this.size = size;
  }

  /** Starts up to `count` workers now (at most the pool's size). */
  start(count: number = this.size): void {
    while (this.#idle.length < Math.min(count, this.size)) this.#idle.push(spawnWorker());
  }

  /** `count` workers (started ones first); the pool no longer holds them. */
  take(count: number): Worker[] {
    const taken = this.#idle.splice(0, count);
    while (taken.length < count) taken.push(spawnWorker());
    return taken;
  }

  /** Ends the workers the pool still holds. */
  close(): void {
    for (const worker of this.#idle.splice(0)) worker.terminate();
  }

  /** {@linkcode WorkerPool.close}, at the end of a `using` block. */
  [Symbol.dispose](): void {
    this.close();
  }
}

/**
 * One worker and the jobs sent to it, answered in the order sent. A worker that dies fails the
 * job it was converting; a fresh worker takes the jobs sent after it.
 */
class Lane {
  #worker: Worker;
  readonly #context: JobContext;
  readonly #pending: { index: number; job: Job; answer: (outcome: JobOutcome) => void }[] = [];

  constructor(worker: Worker, context: JobContext) {
    this.#worker = worker;
    this.#context = context;
    this.#attach();
  }

  /** Sends a job; the promise resolves with its outcome and never rejects. */
  convert(index: number, job: Job): Promise<JobOutcome> {
    return new Promise((answer) => {
      this.#pending.push({ index, job, answer });
      this.#post({ kind: "job", index, job });
    });
  }

  /** Ends the worker. */
  close(): void {
    this.#worker.terminate();
  }

  #post(message: WorkerMessage): void {
    this.#worker.postMessage(message);
  }

  #attach(): void {
    this.#post({ kind: "context", context: this.#context });
    this.#worker.onmessage = (event: MessageEvent<OutcomeMessage>) => {
      this.#pending.shift()?.answer(event.data.outcome);
    };
    this.#worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      this.#died(event.message);
    };
    this.#worker.onmessageerror = () => this.#died("the worker's answer could not be read");
  }

  /** The worker died (out of memory, a defect): its job under way fails, the others go on. */
  #died(reason: string): void {
    const lost = this.#pending.shift();
    this.#worker.terminate();
    this.#worker = spawnWorker();
    this.#attach();
    for (const { index, job } of this.#pending) this.#post({ kind: "job", index, job });
    lost?.answer({ ok: false, message: `internal error: ${reason}`, usage: false });
  }
}

/**
 * Runs `jobs` and calls `settle` with each outcome as it comes (in any order): one at a time in
 * this isolate without a pool (or for a single job), else on the pool's workers. Jobs are handed
 * out one by one as workers finish, so the workers end together; while more jobs wait than there
 * are workers, each worker also holds the next one, so it never waits for this thread between
 * jobs. A worker's outputs are settled (written) in turn while it converts, so this thread holds
 * at most two of its results at a time. A usage error stops handing out jobs; those sent finish.
 */
export async function runJobs(
  jobs: readonly Job[],
  context: JobContext,
  pool: WorkerPool | undefined,
  settle: (index: number, outcome: JobOutcome) => Promise<void>,
): Promise<void> {
  let next = 0;
  let stop = false;
  const take = (outcome: JobOutcome) => {
    if (!outcome.ok && outcome.usage) stop = true;
  };
  if (pool === undefined || jobs.length <= 1) {
    while (!stop && next < jobs.length) {
      const index = next++;
      const outcome = await convertJob(jobs[index]!, context);
      take(outcome);
      await settle(index, outcome);
    }
    return;
  }
  const lanes = pool.take(Math.min(pool.size, jobs.length)).map((w) => new Lane(w, context));
  const run = async (lane: Lane) => {
    const sent: Promise<readonly [number, JobOutcome]>[] = [];
    const send = () => {
      while (
        !stop && next < jobs.length && sent.length < (jobs.length - next > lanes.length ? 2 : 1)
      ) {
        const index = next++;
        sent.push(lane.convert(index, jobs[index]!).then((outcome) => [index, outcome] as const));
      }
    };
    send();
    let settling = Promise.resolve();
    while (sent.length > 0) {
      const [index, outcome] = await sent.shift()!;
      take(outcome);
      send();
      await settling; // the previous result is written while the worker converts
      settling = settle(index, outcome);
    }
    await settling;
  };
  try {
    await Promise.all(lanes.map(run));
  } finally {
    for (const lane of lanes) lane.close();
  }
}
