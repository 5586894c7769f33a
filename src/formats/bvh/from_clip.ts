/**
 * Common model → BVH, as BVH's part of a conversion ({@linkcode bvhTarget}). The clip's node tree
 * becomes the joint tree (OFFSETs from the rest translations, End Sites where the reader named
 * them `<parent>_EndSite`); every joint gets rotation channels (ZXY unless the source is BVH, whose
 * order is kept), the root and every joint a translation moves get position channels. Frames are
 * at one rate (`rate`, else the source's key rate, else 30 Hz); each track is fitted on that frame
 * grid with BVH's playback (linear positions, shorter-arc slerp between frames), so the keys the
 * fit keeps play exactly as the frames written from them, and the driver measures the file.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import { checkBudget, resolveBudgets } from "../../budget.ts";
import type { Clip, Curve } from "../../model/clip.ts";
import type { ClipTarget } from "../../convert/target.ts";
import type { FitProfile } from "../../convert/profile.ts";
import { playedRange } from "../../convert/fit_clip.ts";
import { BvhPositionCurve, BvhRotationCurve } from "./to_clip.ts";
import { writeBvh } from "./write.ts";
import { BVH_HOLDS, completeOrder, planSkeleton, type SkeletonPlan } from "./_skeleton.ts";
import { type FrameGrid, frameGrid } from "./_grid.ts";
import {
  bvhDocumentOf,
  carriedAngles,
  carriedPositions,
  fittedAngles,
  fittedPositions,
  type JointFrames,
} from "./_frames.ts";

/**
 * What BVH frames hold, for the fitting engine: one value per frame of `frameTime`, played
 * linearly (rotations along the shorter arc) between frames; keys only on frames, none before 0.
 *
 * @example
 * ```ts
 * import { bvhProfile } from "./from_clip.ts";
 * import { equal } from "node:assert/strict";
 * const profile = bvhProfile(1 / 30);
 * equal(profile.gridOnly, true);
 * equal(profile.quaternionLinear, "slerp");
 * ```
 */
export function bvhProfile(frameTime: number): FitProfile {
  return {
    name: "bvh",
    hold: false,
    linear: true,
    hermite: false,
    perKeyKinds: true,
    quaternionLinear: "slerp",
    negativeTimes: false,
    float32: false,
    frameStep: frameTime,
    gridOnly: true,
  };
}

/** Where a placed track goes: a joint's position or rotation channels. */
export interface BvhSlot {
  /** Index of the joint in file order. */
  readonly joint: number;
  /** Which channels. */
  readonly kind: "position" | "rotation";
  /** Values copied frame for frame from BVH channels on the same frames (their count). */
  readonly carried?: number;
}

interface Layout {
  readonly plan: SkeletonPlan;
  readonly grid: FrameGrid;
}

/** The layout of each prepared clip, for the target's later steps. */
const LAYOUTS = new WeakMap<Clip, Layout>();

/** Whether a curve holds BVH channels on exactly these frames. */
function onFrames(curve: Curve, grid: FrameGrid): boolean {
  const times = curve.keyTimes();
  return times.length === grid.frames && (grid.frames < 2 || times[1] === grid.frameTime);
}

function layoutOf(clip: Clip): Layout {
  const layout = LAYOUTS.get(clip);
  if (layout === undefined) {
    throw new AnimkitError(
      "bvh",
      { kind: "none" },
      "the BVH target places and encodes the clip its prepare step returned",
    );
  }
  return layout;
}

/**
 * BVH's part of a conversion, with `order` (three axes, first listed outermost: `"ZXY"` is
 * `Zrotation Xrotation Yrotation`) as the rotation channel order of joints whose source is not
 * BVH.
 *
 * @throws {AnimkitError} for an order that is not three distinct axes.
 *
 * @example Write with XYZ rotation channels
 * ```ts ignore
 * const { bytes } = convertClip(clip, { ...bvhFormat, target: bvhTarget("XYZ") });
 * ```
 */
export function bvhTarget(order = "ZXY"): ClipTarget<BvhSlot> {
  const axes = completeOrder(order);
  if (axes === undefined || order.length !== 3) {
    throw new AnimkitError("bvh", { kind: "none" }, `"${order}" is not three distinct axes`);
  }
  return {
    prepare: (clip, options) => {
      const plan = planSkeleton(clip, { keepCurves: options.keepCurves, order: axes });
      const placed = [...plan.slots.keys()];
      const to = placed.reduce((end, t) => Math.max(end, playedRange(plan.clip, t, false)[1]), 0);
      const grid = frameGrid(placed, to, options.rate);
      const channels = plan.joints.reduce((n, j) => n + (j.end ? 0 : j.position ? 6 : 3), 0);
      checkBudget(resolveBudgets(options.budgets), "maxKeys", grid.frames * channels, {
        format: "bvh",
        origin: "file",
        what: `${grid.frames} frames of ${channels} channels`,
      });
      LAYOUTS.set(plan.clip, { plan, grid });
      const events = clip.events.length;
      const warnings = [...plan.warnings];
      if (events > 0) warnings.push(`${events} event(s) left out (BVH has no markers)`);
      return { clip: plan.clip, warnings };
    },
    place: (track, clip) => {
      const { plan, grid } = layoutOf(clip);
      const slot = plan.slots.get(track);
      if (slot === undefined) return { drop: plan.unplaced.get(track) ?? BVH_HOLDS };
      const curve = track.curve;
      const joint = plan.joints[slot.joint]!;
      const carried = onFrames(curve, grid) &&
        (slot.kind === "position"
          ? curve instanceof BvhPositionCurve
          : curve instanceof BvhRotationCurve && curve.channels !== undefined &&
            completeOrder(curve.channels.order) === joint.order);
      return {
        slot: carried ? { ...slot, carried: grid.frames * 3 } : slot,
        profile: bvhProfile(grid.frameTime),
        fit: { from: 0, to: (grid.frames - 1) * grid.frameTime },
      };
    },
    carry: (_track, placement) => placement.slot.carried,
    encode: (placed, clip) => {
      const { plan, grid } = layoutOf(clip);
      const positions = new Map<number, JointFrames>();
      const angles = new Map<number, JointFrames>();
      for (const { track, placement, keys } of placed) {
        const { joint, kind } = placement.slot;
        const order = plan.joints[joint]!.order;
        if (kind === "position") {
          positions.set(
            joint,
            keys.kind === "fitted"
              ? fittedPositions(keys.fit.keys, grid)
              : carriedPositions(track.curve, grid.frames),
          );
        } else {
          angles.set(
            joint,
            keys.kind === "fitted"
              ? fittedAngles(keys.fit.keys, grid, order)
              : carriedAngles(track.curve as BvhRotationCurve, grid.frames),
          );
        }
      }
      const doc = bvhDocumentOf(plan.joints, grid, positions, angles);
      return {
        bytes: writeBvh(doc),
        warnings: [],
        keysAfter: placed.map(() => grid.frames * 3),
      };
    },
  };
}
