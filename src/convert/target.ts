/**
 * What a format declares to the conversion driver ({@linkcode convertClip}): the clip-level steps
 * it needs, where each track goes (or why it cannot), the curves it can hold, and how it lays the
 * result out as bytes. The driver does the rest — dropping, carrying keys over, writing discrete
 * transitions, fitting, measuring — the same way for every target.
 *
 * @module
 */
import type { Clip, Track } from "../model/clip.ts";
import type { FitOptions, FitResult } from "./fit.ts";
import type { DiscreteFit } from "./fit_discrete.ts";
import type { FitProfile } from "./profile.ts";
import type { WriteOptions } from "./options.ts";

/** Where a track goes in the target, and how it is fitted there. */
export interface Placement<Slot> {
  /** The target's own description of the place (a list, a channel, a curve name). */
  readonly slot: Slot;
  /** What the target's curves can hold for this track. */
  readonly profile: FitProfile;
  /** The track as the target holds it (a look rotation for a gaze direction); default: itself. */
  readonly as?: Track;
  /** Fit options beyond the conversion's (a tolerance, an Euler order). */
  readonly fit?: Partial<FitOptions>;
  /** Said in the report. */
  readonly note?: string;
  /** Hold the track's values as transitions (bool, integer, string, held keys) rather than fit. */
  readonly discrete?: boolean;
  /**
   * With {@linkcode ClipTarget.carry}: the target keys the track itself to play within
   * `fit.tolerance` (ANIM chooses the keyed frames of all its tracks together) rather than copying
   * its keys. The report says what the measure of the written file finds: `exact`, `fitted`
   * within the tolerance, or `resampled` beyond it (written with `bestEffort`).
   */
  readonly keyedByTarget?: boolean;
}

/** A track the target cannot hold, and why. */
export interface Unplaced {
  /** Why the target cannot hold the track (the report's note, or the error's words). */
  readonly drop: string;
}

/** How the driver turned a placed track into the target's keys. */
export type Keys =
  /** The target copies the source curve itself, key for key (a curve of its own format). */
  | { readonly kind: "carried"; readonly keysAfter: number }
  /** Values held from each time on. */
  | { readonly kind: "discrete"; readonly fit: DiscreteFit }
  /** Keys from the fitting engine. */
  | { readonly kind: "fitted"; readonly fit: FitResult };

/** A track with its place and keys, as the target's {@linkcode ClipTarget.encode} receives it. */
export interface PlacedTrack<Slot> {
  /** The track as the target holds it ({@linkcode Placement.as} or the source track). */
  readonly track: Track;
  /** The source track (after the clip-level steps). */
  readonly source: Track;
  /** Where it goes. */
  readonly placement: Placement<Slot>;
  /** Its keys. */
  readonly keys: Keys;
}

/** What {@linkcode ClipTarget.encode} returns. */
export interface Encoded {
  /** The file's bytes. */
  readonly bytes: Uint8Array;
  /** Anything the user should know about the layout. */
  readonly warnings: readonly string[];
  /** Keys written per placed track, in order (default: keys × components of each fit). */
  readonly keysAfter?: readonly number[];
}

/** A format's part of a conversion: its names and its bytes. */
export interface ClipTarget<Slot = unknown> {
  /** Clip-level steps (regrouping per-axis curves, units, names) before tracks are placed. */
  prepare?(
    clip: Clip,
    options: WriteOptions,
  ): { readonly clip: Clip; readonly warnings: readonly string[] };
  /** Where a track goes, or why it cannot. */
  place(track: Track, clip: Clip, options: WriteOptions): Placement<Slot> | Unplaced;
  /** Whether the target copies this track's curve key for key, and with how many keys. */
  carry?(track: Track, placement: Placement<Slot>): number | undefined;
  /** Lays the placed tracks out as the file. */
  encode(tracks: readonly PlacedTrack<Slot>[], clip: Clip, options: WriteOptions): Encoded;
}
