/**
 * The Maya document of built curves: header units, `anim` lines and clipboard addresses, key
 * rows in the order Maya writes them.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { BuildKey } from "./_keys.ts";
import {
  MAYA_HEADER_KEYWORDS,
  MAYA_TANGENT_WORDS,
  type MayaAnimData,
  type MayaDocument,
  type MayaItem,
  mayaKeys,
  MayaTangent,
  mayaTimeUnitWord,
} from "./document.ts";

/** One curve being built. */
export interface BuildCurve {
  /** Node name. */
  node: string;
  /** Full attribute name (`rotate.rotateX`). */
  attribute: string;
  /** Output type. */
  output: "linear" | "angular" | "time" | "unitless";
  /** Weighted tangents (carried Maya curves only). */
  weighted: boolean;
  /** Time input (else unitless). */
  timeInput: boolean;
  /** Pre-infinity word. */
  pre: string;
  /** Post-infinity word. */
  post: string;
  /** Key rows; fixed angles in degrees. */
  keys: BuildKey[];
  /** The output unit word (null: metres and degrees, as the common model's values are). */
  unit: string | null;
  /** Carried over from a Maya curve (its units pick the header's). */
  fromMaya: boolean;
}

/**
 * The document of `curves` at `fps`: header units those of the first Maya curve of each kind,
 * otherwise metres and degrees (`outputUnit` where a curve differs); clipboard address row 0,
 * child 0, attr = the curve's index on its node. Fixed angles are in degrees
 * (`tangentAngleUnit deg` when the header's angular unit is another).
 *
 * @throws {AnimkitError} when a curve's key times do not increase
 */
export function mayaDocumentOf(
  curves: readonly BuildCurve[],
  fps: number,
  mayaVersion: string,
): MayaDocument {
  const mayaUnit = (kind: string) =>
    curves.find((c) => c.output === kind && c.fromMaya)?.unit ?? undefined;
  const linearUnit = mayaUnit("linear") ?? "m";
  const angularUnit = mayaUnit("angular") ?? "deg";
  const unitOf = (c: BuildCurve) =>
    c.unit ?? (c.output === "linear" ? "m" : c.output === "angular" ? "deg" : null);
  const keys = mayaKeys(curves.reduce((s, c) => s + c.keys.length, 0));
  const items: MayaItem[] = [];
  const attrIndex = new Map<string, number>();
  const timeUnit = mayaTimeUnitWord(fps);
  let start = Infinity;
  let end = -Infinity;
  let at = 0;
  for (const c of curves) {
    const index = attrIndex.get(c.node) ?? 0;
    attrIndex.set(c.node, index + 1);
    const unit = unitOf(c);
    // Verbose units only where the curve's unit is not the header's.
    const outputUnit = (c.output === "linear" && unit !== linearUnit) ||
        (c.output === "angular" && unit !== angularUnit)
      ? unit
      : null;
    const fixed = c.keys.some((k) =>
      k.inType === MayaTangent.Fixed || k.outType === MayaTangent.Fixed
    );
    const tangentAngleUnit = fixed && angularUnit !== "deg" ? "deg" : null;
    const order = ["input", "output", "weighted"];
    if (outputUnit !== null) order.push("outputUnit");
    if (tangentAngleUnit !== null) order.push("tangentAngleUnit");
    order.push("preInfinity", "postInfinity", "keys");
    const data: MayaAnimData = {
      input: c.timeInput ? "time" : "unitless",
      output: c.output,
      weighted: c.weighted ? 1 : 0,
      inputUnit: null,
      outputUnit,
      tangentAngleUnit,
      preInfinity: c.pre,
      postInfinity: c.post,
      order,
      firstKey: at,
      keyCount: c.keys.length,
    };
    for (let i = 0; i < c.keys.length; i++) {
      const k = c.keys[i]!;
      // Maya keys must ascend in time (notes-maya.md §2); a source whose key times do not (a
      // Clip built by hand) cannot be written.
      if (i > 0 && !(k.t > c.keys[i - 1]!.t)) {
        throw new AnimkitError(
          "maya",
          { kind: "none" },
          `${c.node}.${c.attribute}: key times ${
            c.keys[i - 1]!.t
          } and ${k.t} (${timeUnit}) are not in increasing order`,
        );
      }
      keys.time[at] = k.t;
      keys.value[at] = k.v;
      keys.inType[at] = k.inType;
      keys.outType[at] = k.outType;
      // Tangents locked when both sides agree (editing state only; no effect on evaluation).
      keys.tanLocked[at] = k.inType === k.outType &&
          (k.inType !== MayaTangent.Fixed || k.inAngle === k.outAngle)
        ? 1
        : 0;
      keys.inAngle[at] = k.inAngle;
      keys.inWeight[at] = k.inWeight;
      keys.outAngle[at] = k.outAngle;
      keys.outWeight[at] = k.outWeight;
      at++;
    }
    if (c.timeInput && c.keys.length > 0) {
      start = Math.min(start, c.keys[0]!.t);
      end = Math.max(end, c.keys[c.keys.length - 1]!.t);
    }
    const leaf = c.attribute.slice(c.attribute.lastIndexOf(".") + 1);
    const names = c.node !== ""
      ? [c.attribute || leaf || "value", leaf || c.attribute || "value", c.node]
      : c.attribute !== ""
      ? [c.attribute]
      : [];
    items.push({
      line: 0,
      names,
      attribute: c.attribute,
      leaf,
      node: c.node,
      row: 0,
      child: 0,
      attr: index,
      data,
    });
  }
  if (!Number.isFinite(start)) start = end = 0;
  return {
    header: {
      animVersion: "1.1",
      mayaVersion,
      timeUnit,
      linearUnit,
      angularUnit,
      startTime: start,
      endTime: end,
      startUnitless: null,
      endUnitless: null,
      order: MAYA_HEADER_KEYWORDS.slice(0, 7),
    },
    items,
    keys,
    tangentWords: [...MAYA_TANGENT_WORDS],
    lineEnding: "\n",
  };
}
