/**
 * Finds a track of a clip by the name a conversion report gives it, whatever the format called
 * it: by its own name first, then as the transform channel it stands for (`position`,
 * `localPosition`, `Position`, Maya's per-axis `translate.*` → translation; `localRotation`,
 * `Rotation`, Euler angles → rotation; …), then through the MRTK transform-path layout. The
 * conversion driver uses it to pair each source track with the track read back from the written
 * file.
 *
 * @module
 */
import type { Clip, Curve, Track } from "../model/clip.ts";
import type { Value, ValueType } from "../model/value_type.ts";
import { groupCompoundTracks, groupTransformTracks } from "./group_transforms.ts";
import { mrtkTrackFromPaths } from "./mrtk_paths.ts";
import { eulerToQuaternionOrdered } from "../curves/rotation.ts";
import { LookDirectionCurve } from "./look_rotation.ts";

/** The transform channel a property name stands for, or the name itself. */
function channelOf(property: string, valueType: ValueType): string {
  switch (property) {
    case "translation":
    case "position":
    case "localPosition":
    case "Position":
    case "m_LocalPosition":
      return "translation";
    case "rotation":
    case "localRotation":
    case "Rotation":
    case "m_LocalRotation":
      return valueType === "floatQ" || valueType === "doubleQ" ? "rotation" : property;
    case "rotate": // Maya's compound, as some reports name a rotation written per axis
      return "rotation";
    case "scale":
    case "localScale":
    case "Scale":
    case "m_LocalScale":
      return "scale";
    case "localEulerAngles": // Unity's Euler angles: measured as the rotation they play
      return "rotation";
    case "m_IsActive": // Unity's GameObject activity: Maya's visibility, written as it
      return "visibility";
    default:
      return property;
  }
}

/** Unity's `localEulerAngles` (degrees, applied z, x, y) as the rotation they play. */
class EulerRotationCurve implements Curve {
  readonly valueType: ValueType = "floatQ";
  readonly semantics: string;
  readonly source: Curve;
  readonly #order: string;
  constructor(source: Curve, order: string) {
    this.source = source;
    this.semantics = source.semantics;
    this.#order = order;
  }
  keyTimes(): Float64Array {
    return this.source.keyTimes();
  }
  evaluate(time: number): Value {
    const v = this.source.evaluate(time) as { x: number; y: number; z: number };
    const [x, y, z, w] = eulerToQuaternionOrdered([v.x, v.y, v.z], this.#order);
    return { x, y, z, w };
  }
}

/** A clip's tracks looked up by the names reports use. */
export interface TrackIndex {
  /** The track named exactly so, or undefined. */
  exact(node: string, property: string): Track | undefined;
  /** The track that is the same channel of the same node, in common units, or undefined. */
  channel(node: string, property: string, valueType: ValueType): Track | undefined;
}

function key(node: string, property: string): string {
  return `${node}\u0000${property}`;
}

/**
 * Indexes a clip's tracks by their own names and by the channel they stand for: per-axis
 * transform curves grouped (translation in metres, rotation as a quaternion in the node's rotate
 * order), compounds grouped, Unity Euler angles as rotations, MRTK transform paths as MRTK names,
 * and a rotation also as the direction it looks along (eye gaze written as a transform).
 *
 * @example A Unity position found under glTF's name
 * ```ts
 * import { type Clip } from "@animkit/animkit";
 * import { indexTracks } from "./track_match.ts";
 * import { equal } from "node:assert/strict";
 * const curve = { valueType: "float3" as const, semantics: "demo",
 *   keyTimes: () => new Float64Array([0]), evaluate: () => ({ x: 1, y: 2, z: 3 }) };
 * const clip: Clip = { name: "c", duration: 1, events: [],
 *   tracks: [{ node: "Cube", property: "localPosition", valueType: "float3", curve }] };
 * equal(indexTracks(clip).channel("Cube", "translation", "float3")?.property, "localPosition");
 * ```
 */
export function indexTracks(clip: Clip): TrackIndex {
  const exact = new Map<string, Track>();
  for (const t of clip.tracks) {
    if (!exact.has(key(t.node, t.property))) exact.set(key(t.node, t.property), t);
  }
  const channels = new Map<string, Track>();
  const add = (t: Track) => {
    const k = key(t.node, channelOf(t.property, t.valueType));
    if (!channels.has(k)) channels.set(k, t);
  };
  const grouped = groupCompoundTracks(groupTransformTracks(clip).clip).clip;
  for (const t of grouped.tracks) {
    if (t.property === "localEulerAngles" && t.valueType === "float3") {
      add({
        ...t,
        property: "rotation",
        valueType: "floatQ",
        curve: new EulerRotationCurve(t.curve, "zxy"),
      });
      continue;
    }
    add(t);
    const mrtk = mrtkTrackFromPaths(t);
    if (mrtk !== undefined) add(mrtk);
  }
  // Eye gaze written as a transform: origin ↔ translation, direction ↔ the look rotation.
  for (const t of [...channels.values()]) {
    if (t.valueType === "floatQ" && channelOf(t.property, t.valueType) === "rotation") {
      const k = key(t.node, "direction");
      if (!channels.has(k)) {
        channels.set(k, {
          ...t,
          property: "direction",
          valueType: "float3",
          curve: new LookDirectionCurve(t.curve),
        });
      }
    }
    if (
      channelOf(t.property, t.valueType) === "translation" && !channels.has(key(t.node, "origin"))
    ) {
      channels.set(key(t.node, "origin"), t);
    }
  }
  return {
    exact: (node, property) => exact.get(key(node, property)),
    channel: (node, property, valueType) =>
      channels.get(key(node, channelOf(property, valueType))) ??
        channels.get(key(node, property)),
  };
}
