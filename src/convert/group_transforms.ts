/**
 * Groups per-axis transform curves (Maya's `translate.translateX`, `rotate.rotateY`,
 * `scale.scaleZ`, …) into vector tracks a transform target needs: `translation` (float3, metres),
 * `rotation` (floatQ from Euler angles in the node's rotate order: xyz, Maya's default, unless the
 * file animates `rotateOrder`) and `scale` (float3).
 *
 * @module
 */
import type { Clip, Curve, Track } from "../model/clip.ts";
import type { Value, ValueType } from "../model/value_type.ts";
import { componentCount, mergeTimes, type ScalarCurve, VectorCurve } from "../curves/compose.ts";
import { eulerToQuaternionInto, ROTATE_ORDERS } from "../curves/rotation.ts";
import { KEYED_LINEAR, type KeyedComponent, keyedComponentsOf } from "../model/keyed.ts";

type Part = "translate" | "rotate" | "scale";

const AXES = ["X", "Y", "Z"] as const;

/** `translate.translateX`, `translateX`, `tx` → ["translate", 0]. */
function axisOf(property: string): [Part, number] | undefined {
  const m = /^(?:(translate|rotate|scale)\.)?(translate|rotate|scale)([XYZ])$/.exec(property) ??
    /^()(t|r|s)([xyz])$/.exec(property);
  if (m === null) return undefined;
  const long = { t: "translate", r: "rotate", s: "scale" } as Record<string, Part>;
  const part = (long[m[2]!] ?? m[2]) as Part;
  if (m[1] !== "" && m[1] !== undefined && m[1] !== part) return undefined;
  return [part, AXES.indexOf(m[3]!.toUpperCase() as "X")];
}

/**
 * The factor that turns a curve's values into metres (translate) or radians (rotate): Maya
 * curves carry their unit (`toInternal` gives cm or rad); other sources are taken as metres and
 * degrees.
 */
function unitFactor(curve: Curve, part: Part): number {
  const options = (curve as { options?: { toInternal?: number; output?: string } }).options;
  if (part === "translate") {
    return options?.output === "linear" && options.toInternal !== undefined
      ? options.toInternal / 100
      : 1;
  }
  if (part === "rotate") {
    return options?.output === "angular" && options.toInternal !== undefined
      ? options.toInternal
      : Math.PI / 180;
  }
  return 1;
}

class GroupedCurve implements Curve {
  readonly valueType: ValueType;
  readonly semantics: string;
  #parts: (Curve | undefined)[];
  #factors: number[];
  #fill: number;
  #rotation: boolean;
  #order: string;
  #angles = new Float64Array(3);
  #value = new Float64Array(4);

  constructor(part: Part, parts: (Curve | undefined)[], order = "xyz") {
    this.#rotation = part === "rotate";
    this.#order = order;
    this.valueType = this.#rotation ? "floatQ" : "float3";
    this.semantics = parts.find((p) => p !== undefined)?.semantics ?? "grouped";
    this.#parts = parts;
    this.#factors = parts.map((p) => (p === undefined ? 1 : unitFactor(p, part)));
    this.#fill = part === "scale" ? 1 : 0;
  }

  keyTimes(): Float64Array {
    return mergeTimes(this.#parts.filter((p) => p !== undefined).map((p) => p!.keyTimes()));
  }

  /**
   * The axis curves of a translation or scale with the factor each is scaled by and the value
   * an axis without a curve holds (null for rotations, which are not a per-axis scaling of
   * their curves).
   */
  axisCurves():
    | { readonly curve: Curve | undefined; readonly factor: number; readonly fill: number }[]
    | null {
    if (this.#rotation) return null;
    return this.#parts.map((curve, i) => ({ curve, factor: this.#factors[i]!, fill: this.#fill }));
  }

  /** Scaled keys of the axis curves (translation, scale); null for rotations or opaque axes. */
  keyedComponents(): KeyedComponent[] | null {
    if (this.#rotation) return null;
    const out: KeyedComponent[] = [];
    for (let i = 0; i < 3; i++) {
      const part = this.#parts[i];
      if (part === undefined) {
        out.push({
          times: new Float64Array([0]),
          values: new Float64Array([this.#fill]),
          inSlopes: new Float64Array(1),
          outSlopes: new Float64Array(1),
          modes: new Uint8Array([KEYED_LINEAR]),
        });
        continue;
      }
      const keyed = keyedComponentsOf(part);
      if (keyed === null || keyed.length !== 1) return null;
      const k = keyed[0]!;
      const f = this.#factors[i]!;
      out.push({
        times: k.times,
        values: k.values.map((v) => v * f),
        inSlopes: k.inSlopes.map((v) => v * f),
        outSlopes: k.outSlopes.map((v) => v * f),
        modes: k.modes,
      });
    }
    return out;
  }

  /**
   * The components at `time` into `out`: x, y, z (metres or scale), or the rotation's x, y, z,
   * w. Nothing is allocated: the conversion evaluates a curve many times per key.
   */
  evaluateInto(time: number, out: Float64Array): void {
    const parts = this.#parts;
    for (let i = 0; i < 3; i++) {
      const p = parts[i];
      out[i] = p === undefined ? this.#fill : (p.evaluate(time) as number) * this.#factors[i]!;
    }
    if (!this.#rotation) return;
    const deg = 180 / Math.PI;
    const angles = this.#angles;
    for (let i = 0; i < 3; i++) angles[i] = out[i]! * deg;
    eulerToQuaternionInto(angles, this.#order, out);
  }

  evaluate(time: number): Value {
    const v = this.#value;
    this.evaluateInto(time, v);
    if (!this.#rotation) return { x: v[0]!, y: v[1]!, z: v[2]! };
    return { x: v[0]!, y: v[1]!, z: v[2]!, w: v[3]! };
  }
}

/** The property names grouped transform tracks get. */
export interface TransformNames {
  /** The translation (float3, metres). */
  readonly translation: string;
  /** The rotation (floatQ). */
  readonly rotation: string;
  /** The scale (float3). */
  readonly scale: string;
}

/** glTF's channel names: `translation`, `rotation`, `scale`. */
export const GLTF_TRANSFORM_NAMES: TransformNames = Object.freeze({
  translation: "translation",
  rotation: "rotation",
  scale: "scale",
});

/** A Resonite Slot's fields: `Position`, `Rotation`, `Scale`. */
export const RESONITE_TRANSFORM_NAMES: TransformNames = Object.freeze({
  translation: "Position",
  rotation: "Rotation",
  scale: "Scale",
});

/**
 * Replaces each node's per-axis `float` translate/rotate/scale tracks by one vector track:
 * `translation` in metres, `rotation` as a quaternion (Euler xyz), `scale`. Other tracks pass
 * through unchanged. Returns the new clip and the names of the tracks that were grouped.
 *
 * @example Group two axes of a translation
 * ```ts
 * import { type Clip, type Curve } from "@animkit/animkit";
 * import { groupTransformTracks } from "./group_transforms.ts";
 * import { deepEqual } from "node:assert/strict";
 * const constant = (v: number): Curve => ({
 *   valueType: "float", semantics: "test", keyTimes: () => new Float64Array([0]), evaluate: () => v,
 * });
 * const clip: Clip = { name: "c", duration: 1, events: [], tracks: [
 *   { node: "a", property: "translate.translateX", valueType: "float", curve: constant(2) },
 *   { node: "a", property: "translate.translateZ", valueType: "float", curve: constant(3) },
 * ] };
 * const { clip: grouped } = groupTransformTracks(clip);
 * deepEqual(grouped.tracks.map((t) => [t.property, t.curve.evaluate(0)]), [
 *   ["translation", { x: 2, y: 0, z: 3 }],
 * ]);
 * ```
 */
export function groupTransformTracks(
  clip: Clip,
  names: TransformNames = GLTF_TRANSFORM_NAMES,
): { clip: Clip; grouped: string[] } {
  const groups = new Map<string, (Curve | undefined)[]>();
  const grouped: string[] = [];
  const tracks: Track[] = [];
  const placeholder = new Map<string, number>();
  for (const track of clip.tracks) {
    const axis = track.valueType === "float" ? axisOf(track.property) : undefined;
    if (axis === undefined) {
      tracks.push(track);
      continue;
    }
    const key = `${track.node}\u0000${axis[0]}`;
    let parts = groups.get(key);
    if (parts === undefined) {
      parts = [undefined, undefined, undefined];
      groups.set(key, parts);
      placeholder.set(key, tracks.length);
      tracks.push(track); // replaced below
    }
    if (parts[axis[1]] !== undefined) {
      tracks.push(track); // a second curve for the same axis stays as it is
      continue;
    }
    parts[axis[1]] = track.curve;
    grouped.push(`${track.node}.${track.property}`);
  }
  for (const [key, parts] of groups) {
    const [node, part] = key.split("\u0000") as [string, Part];
    // The node's rotate order where the file animates it (Maya's rotateOrder enum, read at 0).
    const orderTrack = clip.tracks.find((t) =>
      t.node === node && /^rotateOrder$/i.test(t.property) && t.valueType === "float"
    );
    const orderIndex = orderTrack === undefined
      ? 0
      : Math.round(orderTrack.curve.evaluate(0) as number);
    const curve = new GroupedCurve(part, parts, ROTATE_ORDERS[orderIndex] ?? "xyz");
    tracks[placeholder.get(key)!] = {
      node,
      property:
        names[part === "translate" ? "translation" : part === "rotate" ? "rotation" : "scale"],
      valueType: curve.valueType,
      curve,
    };
  }
  return { clip: { ...clip, tracks }, grouped };
}

const VECTOR_AXES = ["X", "Y", "Z", "W"] as const;
const COLOR_AXES = ["R", "G", "B", "A"] as const;

/** `Offset.OffsetX` → ["Offset", "X"]; `Tint.TintA` → ["Tint", "A"]. */
function compoundOf(property: string): [string, string] | undefined {
  const m = /^([^.]+)\.\1([XYZWRGBA])$/.exec(property);
  return m === null ? undefined : [m[1]!, m[2]!];
}

/** A track's number curve as a scalar component. */
function scalarOf(curve: Curve): ScalarCurve & { keyed?: () => KeyedComponent | null } {
  return {
    evaluate: (t: number) => curve.evaluate(t) as number,
    keyTimes: () => curve.keyTimes(),
    keyed: () => keyedComponentsOf(curve)?.[0] ?? null,
  };
}

function constantScalar(value: number): ScalarCurve & { keyed: () => KeyedComponent } {
  const keys: KeyedComponent = {
    times: new Float64Array([0]),
    values: new Float64Array([value]),
    inSlopes: new Float64Array(1),
    outSlopes: new Float64Array(1),
    modes: new Uint8Array([KEYED_LINEAR]),
  };
  return { evaluate: () => value, keyTimes: () => keys.times, keyed: () => keys };
}

/**
 * Regroups compound-attribute curves (as Maya stores vector and colour attributes, one curve
 * per component: `Offset.OffsetX/Y/Z`, `Tint.TintR/G/B/A`) into one vector track per node and
 * attribute: X, Y → float2, X, Y, Z → float3, four components → float4, R/G/B(/A) → color
 * (missing components read 0, a missing alpha 1). Other tracks pass through. Returns the new
 * clip and the names of the curves that were grouped.
 *
 * @example Three curves become one float3
 * ```ts
 * import { type Clip, type Curve } from "@animkit/animkit";
 * import { groupCompoundTracks } from "./group_transforms.ts";
 * import { deepEqual } from "node:assert/strict";
 * const constant = (v: number): Curve => ({
 *   valueType: "float", semantics: "test", keyTimes: () => new Float64Array([0]), evaluate: () => v,
 * });
 * const clip: Clip = { name: "c", duration: 1, events: [], tracks: ["X", "Y", "Z"].map((a, i) => ({
 *   node: "box", property: `Offset.Offset${a}`, valueType: "float" as const, curve: constant(i + 1),
 * })) };
 * const { clip: grouped } = groupCompoundTracks(clip);
 * deepEqual(grouped.tracks.map((t) => [t.property, t.valueType, t.curve.evaluate(0)]), [
 *   ["Offset", "float3", { x: 1, y: 2, z: 3 }],
 * ]);
 * ```
 */
export function groupCompoundTracks(clip: Clip): { clip: Clip; grouped: string[] } {
  const groups = new Map<string, { at: number; parts: Map<string, Track> }>();
  const tracks: (Track | Track[] | undefined)[] = [];
  for (const track of clip.tracks) {
    const compound = track.valueType === "float" ? compoundOf(track.property) : undefined;
    if (compound === undefined) {
      // A scalar the writer recorded as double comes back as double.
      const recorded = clip.valueTypes?.[`${track.node}.${track.property}`];
      if (track.valueType === "float" && recorded === "double") {
        tracks.push({
          ...track,
          valueType: "double",
          curve: new VectorCurve("double", track.curve.semantics, [scalarOf(track.curve)]),
        });
      } else tracks.push(track);
      continue;
    }
    const key = `${track.node}\u0000${compound[0]}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = { at: tracks.length, parts: new Map() };
      groups.set(key, group);
      tracks.push(undefined);
    }
    if (group.parts.has(compound[1])) tracks.push(track);
    else group.parts.set(compound[1], track);
  }
  const grouped: string[] = [];
  for (const [key, { at, parts }] of groups) {
    const [node, name] = key.split("\u0000") as [string, string];
    const axes = [...parts.keys()];
    const color = axes.every((a) => (COLOR_AXES as readonly string[]).includes(a));
    const vector = axes.every((a) => (VECTOR_AXES as readonly string[]).includes(a));
    const only = [...parts.values()];
    if ((!color && !vector) || (only.length === 1 && !color)) {
      // Not a vector after all (a lone axis, or mixed letters): keep the curves as they are.
      tracks[at] = only;
      continue;
    }
    const order = color ? COLOR_AXES : VECTOR_AXES;
    const count = color ? 4 : Math.max(...axes.map((a) => VECTOR_AXES.indexOf(a as "X"))) + 1;
    const dims = color ? 4 : Math.max(2, count);
    // The type the writer recorded (double4 through Maya) when it has as many components.
    const recorded = clip.valueTypes?.[`${node}.${name}`];
    const valueType: ValueType = recorded !== undefined && componentCount(recorded) === dims &&
        recorded !== "floatQ" && recorded !== "doubleQ"
      ? recorded
      : color
      ? "color"
      : (`float${dims}` as ValueType);
    const components = Array.from({ length: dims }, (_, i) => {
      const part = parts.get(order[i]!);
      return part === undefined ? constantScalar(color && i === 3 ? 1 : 0) : scalarOf(part.curve);
    });
    const semantics = only[0]!.curve.semantics;
    tracks[at] = {
      node,
      property: name,
      valueType,
      curve: new VectorCurve(valueType, semantics, components),
    };
    for (const t of only) grouped.push(`${t.node}.${t.property}`);
  }
  const out = tracks.flatMap((t) => (t === undefined ? [] : Array.isArray(t) ? t : [t]));
  return { clip: { ...clip, tracks: out }, grouped };
}
