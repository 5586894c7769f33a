/**
 * A `convert --jobs` worker: reads and converts the jobs it is sent, one at a time, and posts
 * back each outcome (the output's bytes are transferred, not copied). It writes nothing.
 *
 * @module
 */
/// <reference lib="deno.worker" />
import { convertJob, type JobMessage, type OutcomeMessage } from "./_jobs.ts";

self.onmessage = async (event: MessageEvent<JobMessage>) => {
  const { index, job, context } = event.data;
  const outcome = await convertJob(job, context);
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
};
