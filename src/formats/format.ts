/**
 * What every format module offers. A new format is one folder under `src/formats/` exporting a
 * {@linkcode FormatModule}, listed in `registry.ts`.
 *
 * @module
 */
import type { FormatName, Location } from "../errors.ts";
import type { Clip } from "../model/clip.ts";
import type { Budgets } from "../budget.ts";

/** Options readers accept; each format uses those that apply to it. */
export interface ReadOptions {
  /** The clip's name (defaults to a name from the file). */
  readonly name?: string;
  /** Metroid Prime ANIM: which game's layout (detected when absent). */
  readonly game?: "mp1" | "mp2";
  /** Quaternion tracks as unit, hemisphere-continuous quaternions instead of the runtime's raw values. */
  readonly normalize?: boolean;
  /** Metroid Prime ANIM: interpolate rotations along the shorter arc (metaforce-style). */
  readonly shortestArc?: boolean;
  /** Limits on work the file may ask for (defaults: {@linkcode DEFAULT_BUDGETS}). */
  readonly budgets?: Partial<Budgets>;
  /** glTF: which animation, by exact name first, then 0-based index (default: the first). */
  readonly animation?: string;
  /** glTF: reads a side file a `uri` names, relative to the file's folder. */
  readonly resolveUri?: (uri: string) => Uint8Array;
}

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
  /** Metroid Prime ANIM rewrite: encode the keys afresh instead of keeping the file's bytes. */
  readonly reencode?: boolean;
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

/** One problem a validator found. */
export interface Problem {
  /** `error`: the file will not load (or loads wrong); `warning`: it loads, but look. */
  readonly severity: "error" | "warning";
  /** Where. */
  readonly location: Location;
  /** Plain words, without the location. */
  readonly message: string;
}

/** A summary for `info`: machine-readable and as terminal lines. */
export interface InfoReport {
  /** The `info --json` object. */
  readonly json: unknown;
  /** The same for people. */
  readonly text: readonly string[];
}

/** One format's entry points. Operations a format does not offer yet are absent. */
export interface FormatModule {
  /** The format's name, as `--format` takes it. */
  readonly name: FormatName;
  /** A human title. */
  readonly title: string;
  /** Usual file extensions, lower case, without the dot. */
  readonly extensions: readonly string[];
  /** Why the format has no `toClip` by nature (it holds no animation curves), for messages. */
  readonly noCurvesReason?: string;
  /** Whether bytes look like this format (magic, version word, first token). */
  sniff(bytes: Uint8Array): boolean;
  /** Bytes → common model. */
  readonly toClip?: (bytes: Uint8Array, options?: ReadOptions) => Clip;
  /** Bytes → every animation the file holds, one clip each (formats with several per file). */
  readonly toClips?: (bytes: Uint8Array, options?: ReadOptions) => Clip[];
  /** Bytes → summary. */
  readonly info?: (bytes: Uint8Array, options?: ReadOptions) => InfoReport;
  /** Bytes → the format document as plain JSON data. */
  readonly dump?: (bytes: Uint8Array, options?: ReadOptions) => unknown;
  /** Bytes → problems beyond a failed read (lints); a failed read throws instead. */
  readonly validate?: (
    bytes: Uint8Array,
    options?: ReadOptions & { readonly allErrors?: boolean },
  ) => Problem[];
  /** More checks by an external validator (glTF: the Khronos validator), run by `validate`. */
  readonly checks?: (bytes: Uint8Array, options?: ReadOptions) => Promise<Problem[]>;
  /** Bytes → corrected bytes where the fixes are mechanical (`validate --fix`), with what changed. */
  readonly fix?: (
    bytes: Uint8Array,
  ) => { readonly bytes: Uint8Array; readonly changes: readonly string[] };
  /** Bytes → document → bytes of the same format (a rewrite through the document). */
  readonly rewrite?: (bytes: Uint8Array, options?: WriteOptions) => WriteResult;
  /** Common model → bytes of this format. */
  readonly fromClip?: (clip: Clip, options?: WriteOptions) => WriteResult;
  /** Several clips → one file holding each as an animation (formats with several per file). */
  readonly fromClips?: (clips: readonly Clip[], options?: WriteOptions) => WriteResult;
}
