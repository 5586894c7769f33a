/**
 * A `convert --jobs` worker: takes the batch's context, then reads and converts the jobs it is
 * sent, one at a time in the order sent, and posts back each outcome (the output's bytes are
 * transferred, not copied). It writes nothing.
 *
 * @module
 */
/// <reference lib="deno.worker" />
import {
  convertJob,
  type Job,
  type JobContext,
  type OutcomeMessage,
  type WorkerMessage,
} from "./_jobs.ts";

let context: JobContext | undefined;
const queue: { readonly index: number; readonly job: Job }[] = [];
let busy = false;

self.onmessage = (event: MessageEvent<WorkerMessage>) => {
  const message = event.data;
  if (message.kind === "context") {
    context = message.context;
    return;
  }
  queue.push({ index: message.index, job: message.job });
  if (!busy) void work();
};

async function work(): Promise<void> {
  busy = true;
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    post(next.index, await convertJob(next.job, context!));
  }
  busy = false;
}

function post(index: number, outcome: OutcomeMessage["outcome"]): void {
  if (!outcome.ok) {
    self.postMessage({ index, outcome } satisfies OutcomeMessage);
    return;
  }
  // Transfer the bytes' buffer when the bytes are all of it; otherwise a copy of just them.
  let bytes = outcome.result.bytes;
  if (
    !(bytes.buffer instanceof ArrayBuffer) || bytes.byteOffset !== 0 ||
    bytes.byteLength !== bytes.buffer.byteLength
  ) bytes = bytes.slice();
  const result = { ...outcome.result, bytes };
  self.postMessage(
    { index, outcome: { ...outcome, result } } satisfies OutcomeMessage,
    [bytes.buffer as ArrayBuffer],
  );
}
