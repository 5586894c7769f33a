/**
 * What every format module offers. A new format is one folder under `src/formats/` exporting a
 * {@linkcode FormatModule}, listed in `registry.ts`.
 *
 * @module
 */
import type { FormatName } from "../errors.ts";
import type { Clip } from "../model/clip.ts";

/** Options every reader accepts. */
export interface ReadOptions {
  /** The clip's name (defaults to a name from the file). */
  readonly name?: string;
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
  /** Whether bytes look like this format (magic, version word, first token). */
  sniff(bytes: Uint8Array): boolean;
  /** Bytes → common model. */
  readonly toClip?: (bytes: Uint8Array, options?: ReadOptions) => Clip;
  /** Bytes → summary. */
  readonly info?: (bytes: Uint8Array) => InfoReport;
  /** Bytes → the format document as plain JSON data. */
  readonly dump?: (bytes: Uint8Array) => unknown;
}
