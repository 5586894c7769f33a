/**
 * What every format module offers. A new format is one folder under `src/formats/` exporting a
 * {@linkcode FormatModule}, listed in `registry.ts`.
 *
 * @module
 */
import type { FormatName, Location } from "../errors.ts";
import type { Clip } from "../model/clip.ts";
import type { Budgets } from "../budget.ts";
import type { ClipTarget } from "../convert/target.ts";
import type { WriteOptions, WriteResult } from "../convert/options.ts";

export type { TrackReport, WriteOptions, WriteResult } from "../convert/options.ts";

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
  /**
   * AnimJ/AnimX: read `/`-separated node names as paths from the root and rebuild the node tree
   * from them (`"name"`, the default, leaves the names flat).
   */
  readonly nodeNames?: "name" | "path";
  /** Limits on work the file may ask for (defaults: {@linkcode DEFAULT_BUDGETS}). */
  readonly budgets?: Partial<Budgets>;
  /** glTF: which animation, by exact name first, then 0-based index (default: the first). */
  readonly animation?: string;
  /**
   * Metroid Prime ANIM: the bytes of the CINF skeleton its bones belong to; the clip's nodes then
   * carry the bones' names, parents and rest positions, and tracks are named after the bones.
   */
  readonly skeleton?: Uint8Array;
  /**
   * glTF: reads a side file a `uri` names, relative to the file's folder; `byteLength` is what
   * the buffer declares (a resolver reads no further).
   */
  readonly resolveUri?: (uri: string, byteLength?: number) => Uint8Array;
}

/** One problem a validator found. */
export interface Problem {
  /** `error`: the file will not load (or loads wrong); `warning`: it loads, but look. */
  readonly severity: "error" | "warning";
  /** Where. */
  readonly location: Location;
  /** Plain words, without the location. */
  readonly message: string;
  /** How many problems of this severity the entry stands for (one that counts those not listed); 1 when absent. */
  readonly count?: number;
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
  /**
   * Bytes → document → bytes of the same format (a rewrite through the document); the reader's
   * options where they apply (glTF: `animation`, side files).
   */
  readonly rewrite?: (bytes: Uint8Array, options?: WriteOptions & ReadOptions) => WriteResult;
  /** Whether the format's runtime takes its time as a 32-bit float (Unity, MRTK, Resonite). */
  readonly float32Time?: boolean;
  /** The format's part of a conversion (its names and bytes), run by `convertClip`. */
  readonly target?: ClipTarget<unknown>;
  /** Common model → bytes of this format. */
  readonly fromClip?: (clip: Clip, options?: WriteOptions) => WriteResult;
  /** Several clips → one file holding each as an animation (formats with several per file). */
  readonly fromClips?: (clips: readonly Clip[], options?: WriteOptions) => WriteResult;
}
