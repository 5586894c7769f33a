/**
 * How a curve continues before its first key and after its last, in terms every format shares:
 * Unity's wrap modes and Maya's infinity modes map onto them.
 *
 * @module
 */

/** `clamp` holds the end value; `loop` repeats; `pingpong` repeats mirrored; `other` is neither. */
export type WrapKind = "clamp" | "loop" | "pingpong" | "other";

/** A curve's behaviour before its first key (`pre`) and after its last (`post`). */
export interface WrapModes {
  /** Before the first key. */
  readonly pre: WrapKind;
  /** After the last key. */
  readonly post: WrapKind;
}

/** A curve that can say how it wraps. */
export interface Wrapping {
  /** Its wrap modes. */
  wrapModes(): WrapModes;
}

/**
 * The wrap modes of a curve (or scalar component curve) that states them, else undefined.
 *
 * @example
 * ```ts
 * import { wrapModesOf } from "./wrap.ts";
 * import { deepEqual, equal } from "node:assert/strict";
 * deepEqual(wrapModesOf({ wrapModes: () => ({ pre: "clamp", post: "loop" }) }), { pre: "clamp", post: "loop" });
 * equal(wrapModesOf({}), undefined);
 * ```
 */
export function wrapModesOf(curve: unknown): WrapModes | undefined {
  const own = (curve as Partial<Wrapping> | null)?.wrapModes;
  return typeof own === "function" ? own.call(curve) : undefined;
}

/**
 * The times in [from, to] where a curve with keys at `times` passes a key as it plays, repeats
 * of `loop` and `pingpong` wrapping before and after the keys included, ascending and distinct.
 * Generation stops once more than `limit` times are found, so a result longer than `limit`
 * means "too many" (and is not deduplicated).
 *
 * @example A curve keyed over [0, 0.5] that loops after: a pass every half second
 * ```ts
 * import { wrappedKeyTimes } from "./wrap.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual([...wrappedKeyTimes([0, 0.5], { pre: "clamp", post: "loop" }, 0, 1.5)], [0, 0.5, 1, 1.5]);
 * ```
 */
export function wrappedKeyTimes(
  times: ArrayLike<number>,
  modes: WrapModes,
  from: number,
  to: number,
  limit: number = 1_000_000,
): Float64Array {
  const n = times.length;
  const out: number[] = [];
  if (n === 0 || !(to >= from)) return new Float64Array(0);
  const start = times[0]!;
  const end = times[n - 1]!;
  const span = end - start;
  const push = (t: number) => {
    if (t >= from && t <= to) out.push(t);
  };
  const wrapped = (mode: WrapKind, first: number, last: number) => {
    // Cycle k covers [start + k·span, start + (k + 1)·span); ping-pong runs odd cycles backwards.
    for (let k = first; k <= last && out.length <= limit; k++) {
      if (k === 0) continue;
      for (let i = 0; i < n; i++) {
        const local = times[i]! - start;
        push(start + k * span + (mode === "pingpong" && k % 2 !== 0 ? span - local : local));
      }
    }
  };
  const repeats = (mode: WrapKind) => mode === "loop" || mode === "pingpong";
  const before = span > 0 && repeats(modes.pre) && from < start;
  const after = span > 0 && repeats(modes.post) && to > end;
  if (!before && !after) {
    // Only the keys' own times: in order already (the usual case), they need no sorting.
    const own = ownTimes(times, from, to, limit);
    if (own !== null) return own;
  }
  if (before) {
    wrapped(modes.pre, Math.max(Math.floor((from - start) / span), -limit - 1), -1);
  }
  for (let i = 0; i < n; i++) push(times[i]!);
  if (after) {
    wrapped(modes.post, 1, Math.min(Math.ceil((to - start) / span), limit + 1));
  }
  out.sort((a, b) => a - b);
  if (out.length > limit) return Float64Array.from(out);
  let m = 0;
  for (let i = 0; i < out.length; i++) if (m === 0 || out[i] !== out[m - 1]) out[m++] = out[i]!;
  return Float64Array.from(out.slice(0, m));
}

/**
 * The times of `times` in [from, to], as {@linkcode wrappedKeyTimes} gives them without wrapping
 * (distinct unless more than `limit`), in one array; null when they are not in ascending order.
 */
function ownTimes(
  times: ArrayLike<number>,
  from: number,
  to: number,
  limit: number,
): Float64Array | null {
  const n = times.length;
  let count = 0;
  let distinct = 0;
  let last = -Infinity;
  for (let i = 0; i < n; i++) {
    const t = times[i]!;
    if (!(t >= from && t <= to)) continue;
    if (t < last) return null;
    if (count === 0 || t !== last) distinct++;
    count++;
    last = t;
  }
  const all = count > limit;
  const out = new Float64Array(all ? count : distinct);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const t = times[i]!;
    if (!(t >= from && t <= to)) continue;
    if (all || m === 0 || t !== out[m - 1]) out[m++] = t;
  }
  return out;
}
