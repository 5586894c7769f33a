/**
 * A vector track's components as scalar curves, for targets that animate each component on its
 * own curve (Maya): each keeps its own keys, keyed description and wrapping.
 *
 * @module
 */
import type { Curve } from "../model/clip.ts";
import type { Value, ValueType } from "../model/value_type.ts";
import { VectorCurve } from "../curves/compose.ts";
import type { KeyedComponent } from "../model/keyed.ts";
import { keyedComponentsOf } from "../model/keyed.ts";
import { fitDimensions, valueComponents } from "./fit.ts";
import type { WrapModes } from "../model/wrap.ts";

interface Part {
  evaluate(t: number): number;
  keyTimes(): Float64Array;
  keyed?: () => KeyedComponent | null;
  playedKeyTimes?: (from: number, to: number, limit?: number) => Float64Array;
  wrapModes?: () => WrapModes;
}

class ComponentCurve implements Curve {
  readonly valueType: ValueType = "float";
  readonly semantics: string;
  #part: Part;

  constructor(semantics: string, part: Part) {
    this.semantics = semantics;
    this.#part = part;
  }

  keyTimes(): Float64Array {
    return this.#part.keyTimes();
  }

  evaluate(time: number): Value {
    return this.#part.evaluate(time);
  }

  keyedComponents(): KeyedComponent[] | null {
    const k = this.#part.keyed?.() ?? null;
    return k === null ? null : [k];
  }

  wrapModes(): WrapModes {
    return this.#part.wrapModes?.() ?? { pre: "clamp", post: "clamp" };
  }

  playedKeyTimes(from: number, to: number, limit?: number): Float64Array {
    const own = this.#part.playedKeyTimes;
    return own === undefined ? this.#part.keyTimes() : own.call(this.#part, from, to, limit);
  }
}

/**
 * The scalar curves of a numeric track's components (x, y, z, w or r, g, b, a); a scalar track
 * gives itself.
 *
 * @example The y component of a float3
 * ```ts
 * import { componentCurves } from "./component_curves.ts";
 * import { equal } from "node:assert/strict";
 * const curve = { valueType: "float3" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([0]), evaluate: () => ({ x: 1, y: 2, z: 3 }) };
 * equal(componentCurves(curve)[1]!.evaluate(0), 2);
 * ```
 */
export function componentCurves(curve: Curve): Curve[] {
  const dims = fitDimensions(curve.valueType);
  if (dims <= 1) return [curve];
  if (curve instanceof VectorCurve) {
    return curve.components.map((c) => new ComponentCurve(curve.semantics, c));
  }
  const keyed = keyedComponentsOf(curve);
  const scratch = new Float64Array(4);
  return Array.from({ length: dims }, (_, c) =>
    new ComponentCurve(curve.semantics, {
      evaluate: (t: number) => {
        valueComponents(curve.evaluate(t), dims, scratch);
        return scratch[c]!;
      },
      keyTimes: () => curve.keyTimes(),
      keyed: () => keyed?.[c] ?? null,
    }));
}
