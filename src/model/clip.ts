/**
 * The common model: a {@linkcode Clip} of {@linkcode Track}s whose curves evaluate at any time in
 * seconds. Every format reads into it; each keeps its own evaluation semantics behind
 * {@linkcode Curve}.
 *
 * @module
 */
import type { Value, ValueType, Vector3Value, Vector4Value } from "./value_type.ts";

/**
 * A curve that evaluates at any time in seconds, the way its source runtime does.
 *
 * Implementations keep their key data in typed arrays and evaluate without allocating
 * per key.
 */
export interface Curve {
  /** The value type of {@linkcode Curve.evaluate}'s result. */
  readonly valueType: ValueType;
  /** Whose evaluation rules apply, e.g. `"unity"`, `"maya"`, `"animj"`, `"retro-anim"`. */
  readonly semantics: string;
  /** Times of the keys in seconds, ascending (the union over components). */
  keyTimes(): Float64Array;
  /** The value at `time` seconds, in AnimJ's JSON value shape. */
  evaluate(time: number): Value;
  /** Stored keys over all components, when that differs from the number of key times. */
  keyCount?(): number;
}

/**
 * The number of keys a curve stores (over all components).
 *
 * @example A curve with two key times
 * ```ts
 * import { curveKeyCount } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const curve = {
 *   valueType: "float" as const, semantics: "test",
 *   keyTimes: () => new Float64Array([0, 1]), evaluate: () => 0,
 * };
 * equal(curveKeyCount(curve), 2);
 * ```
 */
export function curveKeyCount(curve: Curve): number {
  return curve.keyCount?.() ?? curve.keyTimes().length;
}

/** One animated property of one node. */
export interface Track {
  /** The node (object, bone, joint) the track animates; may be empty. */
  readonly node: string;
  /** The property of the node, e.g. `position`, `rotation`, `rotate.rotateZ`. */
  readonly property: string;
  /** The value type, named as AnimJ names it. */
  readonly valueType: ValueType;
  /** The curve. */
  readonly curve: Curve;
}

/** A named instant of the clip (a marker or event). */
export interface ClipEvent {
  /** Time in seconds. */
  readonly time: number;
  /** The marker's or event's name. */
  readonly name: string;
}

/**
 * One node of the hierarchy a clip animates (a bone, joint or scene object). Tracks bind to
 * nodes by {@linkcode ClipNode.name}.
 */
export interface ClipNode {
  /** The node's name, as tracks name it. */
  readonly name: string;
  /** Index of the parent in {@linkcode Clip.nodes}; absent for a root. */
  readonly parent?: number;
  /** Rest translation (metres unless the source says otherwise). */
  readonly translation?: Vector3Value;
  /** Rest rotation, a unit quaternion. */
  readonly rotation?: Vector4Value;
  /** Rest scale. */
  readonly scale?: Vector3Value;
  /**
   * The space the node's transform tracks hold: `local` (relative to the parent; the default) or
   * `world` (the clip's world space whatever the parent, as MRTK records hand joints).
   */
  readonly space?: "local" | "world";
}

/** An animation in the common model. */
export interface Clip {
  /** The clip's name (often the file name). */
  readonly name: string;
  /** Duration in seconds. */
  readonly duration: number;
  /** The tracks, in the order the source format defines. */
  readonly tracks: readonly Track[];
  /** Markers and events. */
  readonly events: readonly ClipEvent[];
  /**
   * The value types tracks had before passing through a format that cannot hold them (Maya's
   * per-component curves keep no `double4`), by `node.property`; readers of such formats fill it
   * from what the writer recorded.
   */
  readonly valueTypes?: Readonly<Record<string, ValueType>>;
  /**
   * The node hierarchy the tracks animate, where the source has one: each node's name, parent
   * and rest pose. Absent for formats that hold flat node names.
   */
  readonly nodes?: readonly ClipNode[];
}
