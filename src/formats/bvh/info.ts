/**
 * A summary of a BVH document for `info`.
 *
 * @module
 */
import type { BvhDocument } from "./document.ts";

/** What `info` reports about a BVH file. */
export interface BvhInfo {
  /** ROOT and JOINT blocks. */
  readonly joints: number;
  /** End Sites. */
  readonly endSites: number;
  /** Root joint names. */
  readonly roots: readonly string[];
  /** Numbers per frame. */
  readonly channels: number;
  /** Joints with position channels. */
  readonly positionJoints: number;
  /** Rotation channel orders and how many joints list each (`"ZXY": 20`). */
  readonly rotationOrders: Readonly<Record<string, number>>;
  /** `Frames`. */
  readonly frames: number;
  /** `Frame Time` in seconds. */
  readonly frameTime: number;
  /** Frames per second (1 / Frame Time). */
  readonly frameRate: number;
  /** Line ending. */
  readonly lineEnding: "LF" | "CRLF";
}

/**
 * Summarises a BVH document.
 *
 * @example
 * ```ts ignore
 * const info = bvhInfo(readBvh(bytes));
 * console.log(info.joints, info.rotationOrders);
 * ```
 */
export function bvhInfo(doc: BvhDocument): BvhInfo {
  const joints = doc.joints.filter((j) => j.kind !== "end");
  const rotationOrders: Record<string, number> = {};
  for (const j of joints) {
    const order = j.channels.filter((c) => c.endsWith("rotation")).map((c) => c[0]).join("");
    if (order !== "") rotationOrders[order] = (rotationOrders[order] ?? 0) + 1;
  }
  return {
    joints: joints.length,
    endSites: doc.joints.length - joints.length,
    roots: joints.filter((j) => j.kind === "root").map((j) => j.name),
    channels: doc.channelCount,
    positionJoints: joints.filter((j) => j.channels.some((c) => c.endsWith("position"))).length,
    rotationOrders,
    frames: doc.frameCount,
    frameTime: doc.frameTime,
    frameRate: doc.frameTime > 0 ? 1 / doc.frameTime : 0,
    lineEnding: doc.lineEnding === "\r\n" ? "CRLF" : "LF",
  };
}

/**
 * The summary as terminal lines.
 *
 * @example
 * ```ts ignore
 * for (const line of bvhInfoText(bvhInfo(doc))) console.log(line);
 * ```
 */
export function bvhInfoText(info: BvhInfo): string[] {
  const orders = Object.entries(info.rotationOrders).map(([o, n]) => `${o} ×${n}`).join(", ");
  return [
    `joints: ${info.joints} (${info.endSites} end sites), root ${info.roots.join(", ")}`,
    `channels: ${info.channels} per frame; position channels on ${info.positionJoints} joints`,
    `rotation orders: ${orders === "" ? "none" : orders}`,
    `frames: ${info.frames} at ${info.frameTime} s (${
      Number(info.frameRate.toPrecision(6))
    } Hz), ${info.lineEnding}`,
  ];
}
