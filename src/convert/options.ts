/**
 * Options and results of writing a clip: what every writer and the conversion driver share.
 *
 * @module
 */
import type { Budgets } from "../budget.ts";

/** Options writers accept; each format uses those that apply to it. */
export interface WriteOptions {
  /** Format version to write, e.g. `"1.0"` (each format has its default). */
  readonly version?: string;
  /** Resampling rate in Hz where a curve cannot be kept exactly. */
  readonly rate?: number;
  /** Reduce keys with the format's own tolerances (MRTK: 1 mm / 0.2° joints, 2 mm / 0.2° camera). */
  readonly reduce?: boolean;
  /** Largest error a conversion may introduce (track units; degrees for rotations). */
  readonly tolerance?: number;
  /** Leave out tracks the target cannot hold instead of failing. */
  readonly dropUnmappable?: boolean;
  /** Write the best fit found when a track cannot meet the tolerance, instead of failing. */
  readonly bestEffort?: boolean;
  /** Move the clip so that its earliest key is at 0, instead of folding keys before 0. */
  readonly shiftTime?: boolean;
  /**
   * Keep one `float` track per per-component curve (Maya) in its own units, instead of
   * regrouping them into vector, colour and transform tracks.
   */
  readonly keepCurves?: boolean;
  /** Metroid Prime ANIM: which game's layout to write. */
  readonly game?: "mp1" | "mp2";
  /**
   * Metroid Prime ANIM: the bytes of the CINF skeleton the bones belong to; tracks named after
   * its bones (as ANIM files read with it name them) are written as those bones' ids.
   */
  readonly skeleton?: Uint8Array;
  /** Metroid Prime ANIM rewrite: encode the keys afresh instead of keeping the file's bytes. */
  readonly reencode?: boolean;
  /**
   * AnimJ/AnimX: name each track's node by its path from the root (`Hips/Spine`), so a clip's
   * node tree survives in the flat names (`"name"`, the default, keeps the node's own name).
   */
  readonly nodeNames?: "name" | "path";
  /** Text formats: indented output. */
  readonly pretty?: boolean;
  /** Limits on work the conversion may do (defaults: {@linkcode DEFAULT_BUDGETS}). */
  readonly budgets?: Partial<Budgets>;
}

/** How one track fared in a conversion. */
export interface TrackReport {
  /** Node name. */
  readonly node: string;
  /** Property name. */
  readonly property: string;
  /**
   * `exact`: keys carried over one to one, playing the same to float rounding; `fitted`: keys
   * made by the fitting engine within {@linkcode TrackReport.tolerance}; `resampled`: re-keyed
   * at a rate; `dropped`: not written.
   */
  readonly mapping: "exact" | "fitted" | "resampled" | "dropped";
  /** Keys (over all components) before. */
  readonly keysBefore: number;
  /** Keys (over all components) after. */
  readonly keysAfter: number;
  /** Worst absolute difference measured between source and result (0 when exact). */
  readonly maxError: number;
  /** The time in seconds where {@linkcode TrackReport.maxError} was measured, when it is not 0. */
  readonly errorAt?: number;
  /** Why, for dropped or resampled tracks. */
  readonly note?: string;
  /** The tolerance the fit worked to (track units; degrees for rotations). */
  readonly tolerance?: number;
  /** The unit of `maxError` and `tolerance` when it is not the track's own (`"deg"`). */
  readonly unit?: string;
  /** The range the target plays the keys over; outside it the first or last value holds. */
  readonly holdsOutside?: readonly [number, number];
  /** The animation (clip name) the track belongs to, when one file holds several. */
  readonly animation?: string;
}

/** What a writer produced. */
export interface WriteResult {
  /** The file's bytes. */
  readonly bytes: Uint8Array;
  /** One entry per source track. */
  readonly tracks: readonly TrackReport[];
  /** Anything else the user should know. */
  readonly warnings: readonly string[];
}
