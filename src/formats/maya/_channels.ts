/**
 * Maya's names for a track's curves: the channel a transform property stands for
 * (`localPosition` → `translate.translateX/Y/Z`), one curve per component, output types as
 * Maya's channels are typed, and the rotate order of Euler-angle properties.
 *
 * @module
 */
import type { Track } from "../../model/clip.ts";
import type { ValueType } from "../../model/value_type.ts";
import { keyedComponentsOf } from "../../model/keyed.ts";
import type { BuildCurve } from "./_document_of.ts";

/** Curve name suffixes per component of the value types Maya curves hold. */
const COMPONENTS: Partial<Record<ValueType, string>> = {
  float: "",
  double: "",
  float2: "XY",
  double2: "XY",
  float3: "XYZ",
  double3: "XYZ",
  float4: "XYZW",
  double4: "XYZW",
  color: "RGBA",
};

/** Vector property names users have for a transform (any case) → Maya's channel. */
const MAYA_CHANNEL: Record<string, string> = {
  position: "translate",
  translation: "translate",
  localposition: "translate",
  rotation: "rotate",
  localrotation: "rotate",
  scale: "scale",
  localscale: "scale",
  localeulerangles: "rotate",
  localeuleranglesraw: "rotate",
};

/**
 * Euler-angle properties whose rotate order is not Maya's `xyz`: Unity's `localEulerAngles`
 * plays Z, then X, then Y (Unity's `Transform.eulerAngles` documentation).
 */
const EULER_ORDER: Record<string, string> = {
  localeulerangles: "zxy",
  localeuleranglesraw: "zxy",
};

/** Output type from an attribute name, as Maya's channels are typed. */
export function outputFor(attribute: string): BuildCurve["output"] {
  const a = attribute.toLowerCase();
  if (a.startsWith("translate") || a.startsWith("position")) return "linear";
  if (a.startsWith("rotate") || a.startsWith("rotation")) return "angular";
  return "unitless";
}

/** Whether Euler angles turn about one axis only (the other two keyed at 0 throughout). */
function singleAxis(track: Track): boolean {
  const keyed = keyedComponentsOf(track.curve);
  if (keyed === null || keyed.length !== 3) return false;
  const still = (a: Float64Array) => a.every((v) => v === 0);
  return keyed.filter((k) => still(k.values) && still(k.inSlopes) && still(k.outSlopes))
    .length >= 2;
}

/** The leaf of a property name (`rotate.rotateX` → `rotateX`). */
function leafOf(property: string): string {
  return property.slice(property.lastIndexOf(".") + 1);
}

/** A table's entry for a name in any case, or undefined. */
function entry(table: Record<string, string>, name: string): string | undefined {
  const key = name.toLowerCase();
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * The rotate order of a track of Euler angles in another order than Maya's `xyz` (Unity's
 * `localEulerAngles`), unless it turns about one axis only; else undefined.
 */
export function eulerOrderOf(track: Track): string | undefined {
  const order = entry(EULER_ORDER, leafOf(track.property));
  return order !== undefined && track.valueType === "float3" && !singleAxis(track)
    ? order
    : undefined;
}

/**
 * The curves of a numeric track: one per component (`localPosition` → `translate.translateX`,
 * …; a scalar keeps its name), or undefined for types Maya curves cannot hold.
 */
export function componentAttributes(
  track: Track,
): { attribute: string; output: BuildCurve["output"] }[] | undefined {
  const suffixes = COMPONENTS[track.valueType];
  if (suffixes === undefined) return undefined;
  const raw = leafOf(track.property);
  const channel = entry(MAYA_CHANNEL, raw) ?? raw;
  const base = channel === raw ? track.property : channel;
  const attributes = suffixes === ""
    ? [track.property]
    : [...suffixes].map((s) => `${base}.${channel}${s}`);
  return attributes.map((attribute) => ({ attribute, output: outputFor(attribute) }));
}
