/**
 * Moving a whole clip in time, for targets that cannot hold negative times.
 *
 * @module
 */
import type { Clip, Curve, Track } from "../model/clip.ts";
import type { Value, ValueType } from "../model/value_type.ts";
import { type KeyedComponent, keyedComponentsOf } from "../model/keyed.ts";

class ShiftedCurve implements Curve {
  readonly valueType: ValueType;
  readonly semantics: string;
  #source: Curve;
  #shift: number;

  constructor(source: Curve, shift: number) {
    this.valueType = source.valueType;
    this.semantics = source.semantics;
    this.#source = source;
    this.#shift = shift;
  }

  keyTimes(): Float64Array {
    return this.#source.keyTimes().map((t) => t + this.#shift);
  }

  keyCount(): number {
    return this.#source.keyCount?.() ?? this.#source.keyTimes().length;
  }

  evaluate(time: number): Value {
    return this.#source.evaluate(time - this.#shift);
  }

  /** The source's keyed description, moved by the shift. */
  keyedComponents(): KeyedComponent[] | null {
    const keyed = keyedComponentsOf(this.#source);
    if (keyed === null) return null;
    return keyed.map((k) => ({ ...k, times: k.times.map((t) => t + this.#shift) }));
  }
}

/**
 * The earliest key or event time of a clip (0 when it has none).
 *
 * @example
 * ```ts
 * import { earliestTime } from "./shift_time.ts";
 * import { equal } from "node:assert/strict";
 * equal(earliestTime({ name: "c", duration: 1, tracks: [], events: [{ time: -2, name: "e" }] }), -2);
 * ```
 */
export function earliestTime(clip: Clip): number {
  let min = Infinity;
  for (const track of clip.tracks) {
    const times = track.curve.keyTimes();
    if (times.length > 0 && times[0]! < min) min = times[0]!;
  }
  for (const e of clip.events) if (e.time < min) min = e.time;
  return Number.isFinite(min) ? min : 0;
}

/**
 * The clip moved `shift` seconds later: every curve, event and the duration.
 *
 * @example Move a clip that starts at −1 s to start at 0
 * ```ts
 * import { type Clip } from "@animkit/animkit";
 * import { shiftClip } from "./shift_time.ts";
 * import { equal } from "node:assert/strict";
 * const clip: Clip = { name: "c", duration: 1, events: [], tracks: [{
 *   node: "n", property: "p", valueType: "float",
 *   curve: { valueType: "float", semantics: "t", keyTimes: () => new Float64Array([-1, 1]), evaluate: (t) => t },
 * }] };
 * const moved = shiftClip(clip, 1);
 * equal(moved.tracks[0]!.curve.keyTimes()[0], 0);
 * equal(moved.tracks[0]!.curve.evaluate(0), -1);
 * ```
 */
export function shiftClip(clip: Clip, shift: number): Clip {
  const tracks: Track[] = clip.tracks.map((t) => ({
    ...t,
    curve: new ShiftedCurve(t.curve, shift),
  }));
  return {
    ...clip,
    duration: clip.duration + shift,
    tracks,
    events: clip.events.map((e) => ({ ...e, time: e.time + shift })),
  };
}
