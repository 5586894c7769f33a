/**
 * The BVH (Biovision Hierarchy) document: the joint tree of `HIERARCHY` with each joint's
 * `OFFSET` and `CHANNELS`, and the `MOTION` section's frames as one array of numbers.
 *
 * @module
 */

/** A BVH channel name, as the hierarchy lists them (any order, at most once each per joint). */
export type BvhChannel =
  | "Xposition"
  | "Yposition"
  | "Zposition"
  | "Xrotation"
  | "Yrotation"
  | "Zrotation";

/**
 * The six channel names.
 *
 * @example
 * ```ts
 * import { BVH_CHANNELS } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(BVH_CHANNELS.length, 6);
 * ```
 */
export const BVH_CHANNELS: readonly BvhChannel[] = [
  "Xposition",
  "Yposition",
  "Zposition",
  "Xrotation",
  "Yrotation",
  "Zrotation",
];

/** One `ROOT`, `JOINT` or `End Site` of the hierarchy. */
export interface BvhJoint {
  /** The name (`""` for an End Site, which has none). */
  name: string;
  /** `root` (ROOT), `joint` (JOINT) or `end` (End Site). */
  kind: "root" | "joint" | "end";
  /** Index of the parent in {@linkcode BvhDocument.joints}; -1 for a root. */
  parent: number;
  /** `OFFSET`: the joint's position in its parent's frame at rest. */
  offset: [number, number, number];
  /** `CHANNELS` in the order listed (empty for End Sites). */
  channels: BvhChannel[];
  /** The column of the joint's first channel in each frame line. */
  firstChannel: number;
}

/** A whole BVH file. */
export interface BvhDocument {
  /** Every ROOT, JOINT and End Site in file order (depth first; parents before children). */
  joints: BvhJoint[];
  /** Numbers per frame: the sum of the joints' channel counts. */
  channelCount: number;
  /** `Frames:`. */
  frameCount: number;
  /** `Frame Time:` in seconds. */
  frameTime: number;
  /** Frame values, frame after frame (`frameCount × channelCount`), in the file's units and degrees. */
  values: Float64Array;
  /** The file's line ending. */
  lineEnding: "\n" | "\r\n";
}
