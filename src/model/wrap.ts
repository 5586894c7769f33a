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
 * import { wrapModesOf } from "@animkit/animkit";
 * import { deepEqual, equal } from "node:assert/strict";
 * deepEqual(wrapModesOf({ wrapModes: () => ({ pre: "clamp", post: "loop" }) }), { pre: "clamp", post: "loop" });
 * equal(wrapModesOf({}), undefined);
 * ```
 */
export function wrapModesOf(curve: unknown): WrapModes | undefined {
  const own = (curve as Partial<Wrapping> | null)?.wrapModes;
  return typeof own === "function" ? own.call(curve) : undefined;
}
