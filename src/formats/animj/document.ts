/**
 * The AnimJ document: what an `.animj` file (or a decoded AnimX file) holds, with key data in
 * typed arrays.
 *
 * @module
 */
import type { Value, ValueType } from "../../model/value_type.ts";

/** Track types a document holds. `Bezier` is read with the Curve layout (notes-animj.md §1.1). */
export type AnimJTrackType = "Raw" | "Discrete" | "Curve" | "Bezier";

/** Curve key interpolation names; the index is the AnimX byte (notes-animj.md §2.2). */
export const ANIMJ_INTERPOLATIONS: readonly ["Hold", "Linear", "Tangent", "CubicBezier"] = [
  "Hold",
  "Linear",
  "Tangent",
  "CubicBezier",
];

/** A Curve key's interpolation name. */
export type AnimJInterpolation = typeof ANIMJ_INTERPOLATIONS[number];

/** One track: labels, keys and values in typed arrays (`width` numbers per value). */
export interface AnimJTrack {
  /** Raw, Discrete, Curve (or Bezier, read like Curve). */
  trackType: AnimJTrackType;
  /** The value type. */
  valueType: ValueType;
  /** The `node` label. */
  node: string;
  /** The `property` label. */
  property: string;
  /** Raw tracks: seconds between samples (0 when absent). */
  interval: number;
  /** Number of keys (Raw: samples). */
  count: number;
  /** Key times in seconds (Discrete, Curve); empty for Raw. */
  times: Float64Array;
  /** Numeric values, `count × width` (bool as 0/1); empty for `string`. */
  values: Float64Array;
  /** `string` tracks: the values (`null` = no text). */
  strings: (string | null)[];
  /** Curve: interpolation index per key (see {@linkcode ANIMJ_INTERPOLATIONS}); 255 = absent. */
  interpolations: Uint8Array;
  /** Curve: left tangents, `count × width`, NaN where absent. */
  leftTangents: Float64Array;
  /** Curve: right tangents, `count × width`, NaN where absent. */
  rightTangents: Float64Array;
  /** 64-bit integer types: exact values for slots beyond 2^53 (index = slot in `values`). */
  exact?: Map<number, bigint> | undefined;
}

/** A whole AnimJ document. */
export interface AnimJDocument {
  /** The animation's name ("" when absent). */
  name: string;
  /** `globalDuration` in seconds (0 when absent). */
  globalDuration: number;
  /** The tracks in file order. */
  tracks: AnimJTrack[];
}

const WIDTH: Record<ValueType, number> = {
  bool: 1,
  bool2: 2,
  bool3: 3,
  bool4: 4,
  byte: 1,
  ushort: 1,
  uint: 1,
  ulong: 1,
  sbyte: 1,
  short: 1,
  int: 1,
  long: 1,
  int2: 2,
  int3: 3,
  int4: 4,
  uint2: 2,
  uint3: 3,
  uint4: 4,
  long2: 2,
  long3: 3,
  long4: 4,
  float: 1,
  float2: 2,
  float3: 3,
  float4: 4,
  floatQ: 4,
  float2x2: 4,
  float3x3: 9,
  float4x4: 16,
  double: 1,
  double2: 2,
  double3: 3,
  double4: 4,
  doubleQ: 4,
  double2x2: 4,
  double3x3: 9,
  double4x4: 16,
  color: 4,
  color32: 4,
  string: 0,
};

/**
 * Numbers per value of a type (0 for `string`).
 *
 * @example
 * ```ts
 * import { animjWidth } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(animjWidth("float3x3"), 9);
 * ```
 */
export function animjWidth(valueType: ValueType): number {
  return WIDTH[valueType];
}

/** What kind of scalar a value type's components are. */
export type AnimJScalarKind = "bool" | "int" | "float" | "string";

/**
 * The component kind of a value type.
 *
 * @example
 * ```ts
 * import { animjScalarKind } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(animjScalarKind("color32"), "int");
 * ```
 */
export function animjScalarKind(valueType: ValueType): AnimJScalarKind {
  if (valueType.startsWith("bool")) return "bool";
  if (valueType === "string") return "string";
  if (
    valueType === "color32" || /^(byte|ushort|uint|ulong|sbyte|short|int|long)\d?$/.test(valueType)
  ) return "int";
  return "float";
}

/** Integer range of an integer value type's components, as [min, max]. */
export function animjIntRange(valueType: ValueType): readonly [number, number] {
  // color32's digits are part of its name, not a component count.
  const base = valueType === "color32" ? valueType : valueType.replace(/\d$/, "");
  switch (base) {
    case "byte":
    case "color32":
      return [0, 255];
    case "sbyte":
      return [-128, 127];
    case "ushort":
      return [0, 65535];
    case "short":
      return [-32768, 32767];
    case "uint":
      return [0, 4294967295];
    case "int":
      return [-2147483648, 2147483647];
    case "ulong":
      return [0, 18446744073709551615];
    default:
      return [-9223372036854775808, 9223372036854775807];
  }
}

/** Whether a type is a float32-based type (float*, floatQ, float matrices, color). */
export function animjIsFloat32(valueType: ValueType): boolean {
  return valueType.startsWith("float") || valueType === "color";
}

/** JSON key names of a type's components, or null for scalars, matrices and strings. */
export function animjComponentKeys(valueType: ValueType): readonly string[] | null {
  if (valueType === "color" || valueType === "color32") return ["r", "g", "b", "a"];
  if (valueType === "floatQ" || valueType === "doubleQ") return ["x", "y", "z", "w"];
  if (/x\d$/.test(valueType)) return null;
  const m = /(\d)$/.exec(valueType);
  if (m === null) return null;
  return ["x", "y", "z", "w"].slice(0, Number(m[1]));
}

/**
 * Builds a value in AnimJ's JSON shape from `width` numbers at `offset`.
 *
 * @example
 * ```ts
 * import { animjValueAt } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(animjValueAt("bool2", new Float64Array([1, 0]), 0), { x: true, y: false });
 * ```
 */
export function animjValueAt(
  valueType: ValueType,
  values: ArrayLike<number>,
  offset: number,
): Value {
  const width = WIDTH[valueType];
  const isBool = valueType.startsWith("bool");
  if (width === 1) return isBool ? values[offset] !== 0 : values[offset]!;
  const keys = animjComponentKeys(valueType);
  if (keys === null) {
    const n = Math.round(Math.sqrt(width));
    const rows: number[][] = [];
    for (let r = 0; r < n; r++) {
      const row: number[] = [];
      for (let c = 0; c < n; c++) row.push(values[offset + r * n + c]!);
      rows.push(row);
    }
    return rows;
  }
  const out: Record<string, number | boolean> = {};
  for (let i = 0; i < keys.length; i++) {
    const v = values[offset + i]!;
    out[keys[i]!] = isBool ? v !== 0 : v;
  }
  return out as unknown as Value;
}

/**
 * Writes a JSON-shaped value's components into `out` at `offset`; returns false when the shape
 * does not fit the type.
 */
export function animjStoreValue(
  valueType: ValueType,
  value: unknown,
  out: Float64Array,
  offset: number,
): boolean {
  const width = WIDTH[valueType];
  if (width === 1) {
    if (typeof value === "boolean") out[offset] = value ? 1 : 0;
    else if (typeof value === "number") out[offset] = value;
    else if (typeof value === "bigint") out[offset] = Number(value);
    else return false;
    return true;
  }
  const keys = animjComponentKeys(valueType);
  if (keys === null) {
    if (!Array.isArray(value)) return false;
    const n = Math.round(Math.sqrt(width));
    for (let r = 0; r < n; r++) {
      const row = value[r];
      if (!Array.isArray(row)) return false;
      for (let c = 0; c < n; c++) {
        const v = row[c];
        if (typeof v !== "number") return false;
        out[offset + r * n + c] = v;
      }
    }
    return true;
  }
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  for (let i = 0; i < keys.length; i++) {
    const v = record[keys[i]!];
    if (typeof v === "number") out[offset + i] = v;
    else if (typeof v === "boolean") out[offset + i] = v ? 1 : 0;
    else if (typeof v === "bigint") out[offset + i] = Number(v);
    else return false;
  }
  return true;
}

/**
 * An empty track of a type, to fill in.
 *
 * @example
 * ```ts
 * import { newAnimJTrack } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(newAnimJTrack("Curve", "float3", "N", "P", 2).values.length, 6);
 * ```
 */
export function newAnimJTrack(
  trackType: AnimJTrackType,
  valueType: ValueType,
  node: string,
  property: string,
  count: number,
): AnimJTrack {
  const width = WIDTH[valueType];
  const curve = trackType === "Curve" || trackType === "Bezier";
  return {
    trackType,
    valueType,
    node,
    property,
    interval: 0,
    count,
    times: new Float64Array(trackType === "Raw" ? 0 : count),
    values: new Float64Array(count * width),
    strings: valueType === "string" ? new Array<string | null>(count).fill(null) : [],
    interpolations: new Uint8Array(curve ? count : 0),
    leftTangents: new Float64Array(curve ? count * width : 0).fill(NaN),
    rightTangents: new Float64Array(curve ? count * width : 0).fill(NaN),
  };
}

/** Time of the last key of a track (Raw: (count − 1) × interval), or 0 when empty. */
export function animjTrackEnd(track: AnimJTrack): number {
  if (track.count === 0) return 0;
  if (track.trackType === "Raw") return (track.count - 1) * track.interval;
  let end = 0;
  for (let i = 0; i < track.count; i++) end = Math.max(end, track.times[i]!);
  return end;
}
