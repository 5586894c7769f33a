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

/** A job as posted to a worker. */
export interface JobMessage {
  /** The job's index in the batch. */
  readonly index: number;
  /** The job. */
  readonly job: Job;
  /** What all jobs share. */
  readonly context: JobContext;
}

/** A worker's answer. */
export interface OutcomeMessage {
  /** The job's index in the batch. */
  readonly index: number;
  /** How it ended. */
  readonly outcome: JobOutcome;
}

/** The worker module, beside this one. */
const WORKER_URL = new URL("./_convert_worker.ts", import.meta.url);

/** A worker's answer, or word that it died (out of memory, a defect) with the job. */
type Answer = { readonly outcome: JobOutcome; readonly died: boolean };

/** Posts `message` to `worker` and waits for its answer; never rejects. */
function ask(worker: Worker, message: JobMessage): Promise<Answer> {
  return new Promise((resolve) => {
    const died = (reason: string) =>
      resolve({
        outcome: { ok: false, message: `internal error: ${reason}`, usage: false },
        died: true,
      });
    worker.onmessage = (event: MessageEvent<OutcomeMessage>) =>
      resolve({ outcome: event.data.outcome, died: false });
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      died(event.message);
    };
    worker.onmessageerror = () => died("the worker's answer could not be read");
    worker.postMessage(message);
  });
}

/**
 * Runs `jobs` on `parallel` workers (in this isolate when 1, or when there is a single job) and
 * calls `settle` with each outcome as it comes (in any order). A worker starts its next job while
 * its last result is being settled (written), and holds at most that one result meanwhile. A
 * usage error stops handing out jobs; those under way finish.
 */
export async function runJobs(
  jobs: readonly Job[],
  context: JobContext,
  parallel: number,
  settle: (index: number, outcome: JobOutcome) => Promise<void>,
): Promise<void> {
  let next = 0;
  let stop = false;
  const take = (outcome: JobOutcome) => {
    if (!outcome.ok && outcome.usage) stop = true;
  };
  if (parallel <= 1 || jobs.length <= 1) {
    while (!stop && next < jobs.length) {
      const index = next++;
      const outcome = await convertJob(jobs[index]!, context);
      take(outcome);
      await settle(index, outcome);
    }
    return;
  }
  const spawn = () => new Worker(WORKER_URL, { type: "module" });
  const lane = async () => {
    let worker = spawn();
    let settling = Promise.resolve();
    try {
      while (!stop && next < jobs.length) {
        const index = next++;
        const asked = ask(worker, { index, job: jobs[index]!, context });
        await settling; // the previous result is written while this job converts
        const { outcome, died } = await asked;
        if (died) {
          // A worker that died fails its job; a fresh one goes on.
          worker.terminate();
          worker = spawn();
        }
        take(outcome);
        settling = settle(index, outcome);
      }
      await settling;
    } finally {
      worker.terminate();
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, lane));
}
