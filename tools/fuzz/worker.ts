/**
 * Fuzz worker: receives inputs, runs them, reports each outcome with its time and heap growth.
 * The main thread terminates the worker when an input runs too long.
 *
 * @module
 */
/// <reference lib="deno.worker" />
import { formatByName } from "../../src/formats/registry.ts";
import { classify } from "./target.ts";

/** A request: classify `bytes` as `format`. */
export interface FuzzRequest {
  /** Sequence number. */
  readonly id: number;
  /** Format name. */
  readonly format: string;
  /** The input. */
  readonly bytes: Uint8Array;
}

/** The reply. */
export interface FuzzReply {
  /** Sequence number. */
  readonly id: number;
  /** `ok`, `error` or `failure`. */
  readonly kind: string;
  /** Why it failed. */
  readonly reason?: string;
  /** Milliseconds. */
  readonly ms: number;
  /** Heap growth in bytes across the input (after a collection, when available). */
  readonly heapGrowth: number;
}

const gc = (globalThis as { gc?: () => void }).gc;

self.onmessage = (event: MessageEvent<FuzzRequest>) => {
  const { id, format, bytes } = event.data;
  const module = formatByName(format);
  if (module === undefined) {
    self.postMessage({ id, kind: "failure", reason: `no format ${format}`, ms: 0, heapGrowth: 0 });
    return;
  }
  // A collection before every input would dominate the run; one every 64 inputs keeps the
  // baseline honest enough to catch allocations of tens of megabytes.
  if (id % 64 === 0) gc?.();
  const used = () => {
    const m = Deno.memoryUsage();
    return m.heapUsed + m.external; // typed-array storage counts as external memory
  };
  const before = used();
  const start = performance.now();
  const outcome = classify(module, bytes);
  const ms = performance.now() - start;
  const heapGrowth = used() - before;
  self.postMessage(
    {
      id,
      kind: outcome.kind,
      ...(outcome.kind === "failure" ? { reason: outcome.reason } : {}),
      ms,
      heapGrowth,
    } satisfies FuzzReply,
  );
};
