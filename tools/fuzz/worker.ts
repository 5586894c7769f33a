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
  /** Whether to measure heap and peak memory (a collection every 64 inputs, /proc reads). */
  readonly measure: boolean;
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
  /**
   * Peak memory growth in bytes while the input ran: the process's peak resident size (VmHWM,
   * reset before the input through /proc/self/clear_refs) over its resident size before; -1
   * where the peak cannot be reset (not Linux, or no permission).
   */
  readonly peakGrowth: number;
}

/** Resident and peak resident size in bytes, from /proc/self/status. */
function residentBytes(): { rss: number; peak: number } {
  const status = Deno.readTextFileSync("/proc/self/status");
  const kb = (key: string) => Number(/(\d+)/.exec(status.split(key + ":")[1] ?? "")?.[1] ?? NaN);
  return { rss: kb("VmRSS") * 1024, peak: kb("VmHWM") * 1024 };
}

/** Resets the peak resident size to the current one; false where that is not possible. */
function resetPeak(): boolean {
  try {
    Deno.writeTextFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}

let canResetPeak = true;

const gc = (globalThis as { gc?: () => void }).gc;

self.onmessage = async (event: MessageEvent<FuzzRequest>) => {
  const { id, format, bytes, measure } = event.data;
  const module = formatByName(format);
  if (module === undefined) {
    self.postMessage(
      {
        id,
        kind: "failure",
        reason: `no format ${format}`,
        ms: 0,
        heapGrowth: 0,
        peakGrowth: -1,
      } satisfies FuzzReply,
    );
    return;
  }
  // A collection before every input would dominate the run; one every 64 inputs keeps the
  // baseline honest enough to catch allocations of tens of megabytes.
  if (measure && id % 64 === 0) gc?.();
  const used = () => {
    const m = Deno.memoryUsage();
    return m.heapUsed + m.external; // typed-array storage counts as external memory
  };
  const before = measure ? used() : 0;
  const peakable = measure && (canResetPeak &&= resetPeak());
  const rssBefore = peakable ? residentBytes().rss : 0;
  const start = performance.now();
  const outcome = classify(module, bytes);
  const ms = performance.now() - start;
  // Retained growth: garbage is collected before a large growth counts (peaks are measured
  // separately).
  let heapGrowth = measure ? used() - before : 0;
  if (measure && heapGrowth > 16 * 1024 * 1024 && gc !== undefined) {
    // Typed-array storage is released a task after the collection that frees its owner.
    gc();
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    heapGrowth = used() - before;
  }
  const peakGrowth = peakable ? residentBytes().peak - rssBefore : -1;
  self.postMessage(
    {
      id,
      kind: outcome.kind,
      ...(outcome.kind === "failure" ? { reason: outcome.reason } : {}),
      ms,
      heapGrowth,
      peakGrowth,
    } satisfies FuzzReply,
  );
};
