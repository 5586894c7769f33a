/**
 * The Maya document of built curves: header units, `anim` lines with their clipboard addresses
 * (placeholders for objects without curves), key rows in the order Maya writes them.
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
  /** The clip's node name (for messages). */
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

/** An object of the clipboard with its curves (none: a placeholder line). */
export interface BuildObject {
  /** The node name written. */
  readonly name: string;
  /** Clipboard row (depth) and child count. */
  readonly row: number;
  /** Objects directly below. */
  readonly child: number;
  /** Its curves, in writing order. */
  readonly curves: readonly BuildCurve[];
}

/**
 * The document of `objects` (then `loose` curves, connected to no node) at `fps`: header units
 * those of the first Maya curve of each kind, otherwise metres and degrees (`outputUnit` where a
 * curve differs); clipboard address row and child of the object, attr = the curve's index on
 * it; an object without curves is a placeholder line. Fixed angles are in degrees
 * (`tangentAngleUnit deg` when the header's angular unit is another).
 *
 * @throws {AnimkitError} when a curve's key times do not increase
 */
export function mayaDocumentOf(
  objects: readonly BuildObject[],
  loose: readonly BuildCurve[],
  fps: number,
  mayaVersion: string,
): MayaDocument {
  const curves = [...objects.flatMap((o) => o.curves), ...loose];
  const mayaUnit = (kind: string) =>
    curves.find((c) => c.output === kind && c.fromMaya)?.unit ?? undefined;
  const linearUnit = mayaUnit("linear") ?? "m";
  const angularUnit = mayaUnit("angular") ?? "deg";
  const unitOf = (c: BuildCurve) =>
    c.unit ?? (c.output === "linear" ? "m" : c.output === "angular" ? "deg" : null);
  const keys = mayaKeys(curves.reduce((s, c) => s + c.keys.length, 0));
  const items: MayaItem[] = [];
  const timeUnit = mayaTimeUnitWord(fps);
  let start = Infinity;
  let end = -Infinity;
  let at = 0;
  const item = (c: BuildCurve, node: string, row: number, child: number, index: number) => {
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
    const names = node !== ""
      ? [c.attribute || leaf || "value", leaf || c.attribute || "value", node]
      : c.attribute !== ""
      ? [c.attribute]
      : [];
    items.push({
      line: 0,
      names,
      attribute: c.attribute,
      leaf,
      node,
      row,
      child,
      attr: index,
      data,
    });
  };
  for (const o of objects) {
    if (o.curves.length === 0) {
      // A placeholder: `anim joint4 3 0 0;` (maya-anim.txt).
      const { name: node, row, child } = o;
      items.push({
        line: 0,
        names: [node],
        attribute: "",
        leaf: "",
        node,
        row,
        child,
        attr: 0,
        data: null,
      });
    }
    o.curves.forEach((c, i) => item(c, o.name, o.row, o.child, i));
  }
  loose.forEach((c, i) => item(c, "", 0, 0, i));
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
