/**
 * Opening a file in the viewer: the format (detected, or named), the clip as `animkit sample`
 * reads it, and the findings `animkit validate` reports — in the browser, from bytes.
 *
 * @module
 */
import { AnimkitError, type FormatName } from "../errors.ts";
import type { FormatModule, Problem, ReadOptions } from "../formats/format.ts";
import { detectFormat, formatByName } from "../formats/registry.ts";
import type { Clip } from "../model/clip.ts";
import { readGltf } from "../formats/gltf/read.ts";

/** The read flags a page carries for a file (those of the command line, as JSON). */
export interface PageReadOptions {
  /** `--game`. */
  readonly game?: "mp1" | "mp2";
  /** `--normalize`. */
  readonly normalize?: boolean;
  /** `--shortest-arc`. */
  readonly shortestArc?: boolean;
  /** `--animation`. */
  readonly animation?: string;
  /** Budget overrides (`--max-…`). */
  readonly budgets?: ReadOptions["budgets"];
}

/** A file to open: its name, bytes and how to read it. */
export interface SourceFile {
  /** The file's name, shown in the page. */
  readonly name: string;
  /** Its bytes. */
  readonly bytes: Uint8Array;
  /** `--format`: read as this format instead of detecting it. */
  readonly format?: FormatName;
  /** The read flags. */
  readonly options?: PageReadOptions;
  /** glTF side files by the `uri` that names them. */
  readonly sideFiles?: Readonly<Record<string, Uint8Array>>;
}

/** A file read into the viewer. */
export interface OpenedFile {
  /** The file. */
  readonly source: SourceFile;
  /** Its format, when recognised. */
  readonly format?: FormatModule;
  /** The clip, when the file reads into one. */
  readonly clip?: Clip;
  /** The animations a glTF file holds, by name (`animation_<i>` when unnamed). */
  readonly animations: readonly string[];
  /** The validation findings, in `validate --json --all-errors`'s shape. */
  readonly problems: readonly Problem[];
  /** Why the file gives no clip, when it does not. */
  readonly readError?: Problem;
}

/** A failure as `validate --json` reports a file that cannot be read. */
function asProblem(error: unknown): Problem {
  if (error instanceof AnimkitError) {
    return { severity: "error", location: error.location, message: error.detail };
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { severity: "error", location: { kind: "none" }, message: `internal error: ${message}` };
}

/**
 * Reads a file as `animkit sample` and `animkit validate` do: the clip with the same read options,
 * and the format's own checks (`validate`, else a complete read) plus its external checks (glTF:
 * the Khronos validator). A file that does not read gives its error as the one problem.
 *
 * @example
 * ```ts ignore
 * const opened = await openFile({ name: "wave.mrtk.bin", bytes });
 * console.log(opened.clip?.tracks.length, opened.problems);
 * ```
 */
export async function openFile(source: SourceFile): Promise<OpenedFile> {
  let format: FormatModule | undefined;
  try {
    format = source.format === undefined ? detectFormat(source.bytes) : formatByName(source.format);
    if (format === undefined) throw new RangeError(`unknown format ${source.format}`);
  } catch (error) {
    return { source, animations: [], problems: [asProblem(error)] };
  }
  const sideFiles = source.sideFiles ?? {};
  const options: ReadOptions = {
    ...source.options,
    resolveUri: (uri) => {
      const bytes = sideFiles[uri];
      if (bytes === undefined) throw new Error(`${uri} is not in the page`);
      return bytes;
    },
  };
  let clip: Clip | undefined;
  let readError: unknown;
  try {
    if (format.toClip === undefined) {
      throw new AnimkitError(
        format.name,
        { kind: "none" },
        format.noCurvesReason ?? `${format.title} files hold no animation curves`,
      );
    }
    clip = format.toClip(source.bytes, options);
  } catch (error) {
    readError = error;
  }
  let problems: Problem[];
  try {
    // The checks of `animkit validate --all-errors`: the format's validator, else a complete read;
    // then the external validator's findings.
    if (format.validate !== undefined) {
      problems = format.validate(source.bytes, { ...options, allErrors: true });
    } else if (format.toClip !== undefined) {
      if (readError !== undefined) throw readError;
      problems = [];
    } else {
      format.dump?.(source.bytes, options);
      problems = [];
    }
    if (format.checks !== undefined) {
      problems = [...problems, ...(await format.checks(source.bytes, options))];
    }
  } catch (error) {
    problems = [asProblem(error)];
  }
  return {
    source,
    format,
    ...(clip === undefined ? {} : { clip }),
    animations: animationNames(format, source.bytes, options),
    problems,
    ...(readError === undefined ? {} : { readError: asProblem(readError) }),
  };
}

/** The animations of a glTF file, for the clip picker; empty for other formats. */
function animationNames(format: FormatModule, bytes: Uint8Array, options: ReadOptions): string[] {
  if (format.name !== "gltf" && format.name !== "glb") return [];
  try {
    const animations = readGltf(bytes, options.resolveUri).json.animations ?? [];
    return animations.map((a, i) => (typeof a.name === "string" ? a.name : `animation_${i}`));
  } catch {
    return [];
  }
}
