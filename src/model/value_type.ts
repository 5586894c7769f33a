/**
 * Value types of the common model, named as AnimJ names them, and their JSON value shapes.
 *
 * @module
 */

/** Every AnimJ value type (specs: resonite-animj.txt, "Track value type"). */
export const VALUE_TYPES = [
  "bool",
  "bool2",
  "bool3",
  "bool4",
  "byte",
  "ushort",
  "uint",
  "ulong",
  "sbyte",
  "short",
  "int",
  "long",
  "int2",
  "int3",
  "int4",
  "uint2",
  "uint3",
  "uint4",
  "long2",
  "long3",
  "long4",
  "float",
  "float2",
  "float3",
  "float4",
  "floatQ",
  "float2x2",
  "float3x3",
  "float4x4",
  "double",
  "double2",
  "double3",
  "double4",
  "doubleQ",
  "double2x2",
  "double3x3",
  "double4x4",
  "color",
  "color32",
  "string",
] as const;

/** An AnimJ value type name such as `float3` or `floatQ`. */
export type ValueType = typeof VALUE_TYPES[number];

/** A vector value in AnimJ's JSON shape. */
export interface Vector2Value {
  /** First component. */
  x: number;
  /** Second component. */
  y: number;
}
/** A 3-component vector value. */
export interface Vector3Value extends Vector2Value {
  /** Third component. */
  z: number;
}
/** A 4-component vector or quaternion (`w` is the real part). */
export interface Vector4Value extends Vector3Value {
  /** Fourth component; the real part of a quaternion. */
  w: number;
}
/** A boolean vector value. */
export interface BoolVectorValue {
  /** First component. */
  x: boolean;
  /** Second component. */
  y: boolean;
  /** Third component, for bool3 and bool4. */
  z?: boolean;
  /** Fourth component, for bool4. */
  w?: boolean;
}
/** A colour value (`color` in 0..1 floats, `color32` in bytes 0..255). */
export interface ColorValue {
  /** Red. */
  r: number;
  /** Green. */
  g: number;
  /** Blue. */
  b: number;
  /** Alpha. */
  a: number;
}

/** A value in AnimJ's JSON shape; matrices are row-major arrays of rows. */
export type Value =
  | number
  | bigint
  | boolean
  | string
  | Vector2Value
  | Vector3Value
  | Vector4Value
  | BoolVectorValue
  | ColorValue
  | number[][];

/**
 * Reports whether a string names an AnimJ value type.
 *
 * @example Check a name
 * ```ts
 * import { isValueType } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(isValueType("floatQ"), true);
 * equal(isValueType("quat"), false);
 * ```
 */
export function isValueType(name: string): name is ValueType {
  return (VALUE_TYPES as readonly string[]).includes(name);
}

const VECTOR_KEYS = ["x", "y", "z", "w"] as const;

/**
 * Builds the JSON-shaped value of a numeric vector type from its components.
 *
 * @example Make a float3
 * ```ts
 * import { vectorValue } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(vectorValue([1, 2, 3]), { x: 1, y: 2, z: 3 });
 * ```
 */
export function vectorValue(
  components: ArrayLike<number>,
): Vector2Value | Vector3Value | Vector4Value {
  const out: Record<string, number> = {};
  for (let i = 0; i < components.length && i < 4; i++) out[VECTOR_KEYS[i]!] = components[i]!;
  return out as unknown as Vector4Value;
}
