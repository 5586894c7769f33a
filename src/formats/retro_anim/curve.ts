/**
 * The runtime's sampling of ANIM keys as a common-model {@linkcode Curve}.
 *
 * @module
 */
import { lastFrameFrom } from "../../curves/search.ts";
import type { Curve } from "../../model/clip.ts";
import type { Value } from "../../model/value_type.ts";
import { slerpInto } from "./_quat.ts";

/** How a {@linkcode RetroAnimCurve} samples. */
export interface RetroAnimCurveOptions {
  /** 2: keyed frames, interpolate between them, hold the last key; 0: every frame, wrap to 0. */
  readonly version: 0 | 2;
  /** Seconds per frame. */
  readonly interval: number;
  /** Version 0: frames in the animation (the wrap-around point). */
  readonly frameCount: number;
  /** The keyed frames, ascending (version 0: 0 … frameCount − 1). */
  readonly frames: Uint32Array;
  /** Rotations: take the shorter arc (metaforce) instead of the game's no-flip slerp. */
  readonly shortestArc?: boolean;
  /** The file the keys came from, so that writers can keep its header. */
  readonly source?: RetroAnimSource;
}

/** Header facts of the file a curve was read from. */
export interface RetroAnimSource {
  /** The game layout. */
  readonly game: "mp1" | "mp2";
  /** The version. */
  readonly version: 0 | 2;
  /** Play time in seconds. */
  readonly duration: number;
  /** Root bone id. */
  readonly rootBoneId: number;
  /** Version 2 looping flag (0 for version 0). */
  readonly looping: number;
  /** MP1 EVNT id, or `null`. */
  readonly evntId: number | null;
}

/**
 * A rotation (`floatQ`, keys X, Y, Z, W) or vector (`float3`) track of an ANIM file, evaluated
 * as the game's runtime does (notes-retro.md §2.3, §3.6).
 *
 * - Version 2: for time τ, the keyed frames fp ≤ τ/interval < fn; t = (τ/interval − fp)/(fn − fp),
 *   at most 1; after the last key the last key holds; before 0 the first key.
 * - Version 0: frame = ⌊τ/interval⌋; a remainder under 1e-5 s counts as 0; the next frame after
 *   the last is frame 0. Times past frameCount·interval hold that end (= frame 0's value).
 * - Rotations use the game's slerp (endpoints near t = 0 and 1, normalised lerp above dot 0.95,
 *   no shortest-arc flip) unless `shortestArc`; translations and scales lerp.
 *
 * @example A float3 between two keys
 * ```ts
 * import { RetroAnimCurve } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * const curve = new RetroAnimCurve("float3", new Float64Array([0, 0, 0, 2, 4, 6]), {
 *   version: 2, interval: 0.5, frameCount: 3, frames: new Uint32Array([0, 2]),
 * });
 * deepEqual(curve.evaluate(0.5), { x: 1, y: 2, z: 3 });
 * deepEqual(curve.evaluate(9), { x: 2, y: 4, z: 6 });
 * ```
 */
export class RetroAnimCurve implements Curve {
  /** `floatQ` (rotation) or `float3`. */
  readonly valueType: "floatQ" | "float3";
  /** Always `"retro-anim"`. */
  readonly semantics: string = "retro-anim";
  /** Key values, 4 (X, Y, Z, W) or 3 per key. */
  readonly values: Float64Array;
  /** Sampling options. */
  readonly options: RetroAnimCurveOptions;
  readonly #stride: number;
  readonly #out: Float64Array = new Float64Array(4);
  #segment = 0;

  /**
   * Makes the curve of one ANIM channel.
   *
   * @param valueType `floatQ` or `float3`
   * @param values key values, one key per entry of `options.frames`
   * @param options how to sample
   */
  constructor(
    valueType: "floatQ" | "float3",
    values: Float64Array,
    options: RetroAnimCurveOptions,
  ) {
    this.valueType = valueType;
    this.values = values;
    this.options = options;
    this.#stride = valueType === "floatQ" ? 4 : 3;
  }

  /** Key times in seconds: each keyed frame × interval. */
  keyTimes(): Float64Array {
    const { frames, interval } = this.options;
    const out = new Float64Array(frames.length);
    for (let i = 0; i < frames.length; i++) out[i] = frames[i]! * interval;
    return out;
  }

  /** Writes the components at `time` (X, Y, Z[, W]) into `out`. */
  evaluateInto(time: number, out: Float64Array): void {
    const { version, interval, frames } = this.options;
    const n = frames.length;
    const s = this.#stride;
    if (n === 0) {
      out.fill(0, 0, s);
      if (s === 4) out[3] = 1;
      return;
    }
    let a = 0;
    let b = 0;
    let t = 0;
    if (version === 2) {
      const u = time / interval;
      if (!(u > 0)) {
        a = b = 0;
      } else if (u >= frames[n - 1]!) {
        a = b = n - 1;
      } else {
        // From the segment found last, walking on for increasing times.
        const i = lastFrameFrom(frames, u, this.#segment, n - 1);
        this.#segment = i;
        a = i;
        b = i + 1;
        t = Math.min(1, (u - frames[i]!) / (frames[i + 1]! - frames[i]!));
      }
    } else {
      const count = this.options.frameCount;
      if (!(time > 0) || !(interval > 0)) {
        a = b = 0;
      } else {
        let frame = Math.floor(time / interval);
        let rem = time - frame * interval;
        if (frame >= count) {
          frame = count - 1;
          rem = interval;
        }
        if (rem < 1e-5) rem = 0;
        a = frame;
        b = frame === count - 1 ? 0 : frame + 1; // wrap (notes-retro.md §2.3)
        t = Math.min(1, Math.max(0, rem / interval));
      }
    }
    const v = this.values;
    if (s === 4) {
      slerpInto(v, a * 4, b * 4, t, this.options.shortestArc === true, out);
    } else {
      const ai = a * 3;
      const bi = b * 3;
      for (let j = 0; j < 3; j++) out[j] = v[ai + j]! + (v[bi + j]! - v[ai + j]!) * t;
    }
  }

  /** The value at `time`: `{x, y, z, w}` or `{x, y, z}`. */
  evaluate(time: number): Value {
    const out = this.#out;
    this.evaluateInto(time, out);
    return this.#stride === 4
      ? { x: out[0]!, y: out[1]!, z: out[2]!, w: out[3]! }
      : { x: out[0]!, y: out[1]!, z: out[2]! };
  }
}
