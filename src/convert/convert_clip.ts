/**
 * The conversion driver: the one path from a {@linkcode Clip} to another format's bytes. It runs
 * the clip-level steps (time shift), lets the target lay out its file, then reads the written
 * bytes back through the target's own reader and measures every track against its source with
 * one measure ({@linkcode measureTrack}) at one set of times. The report is that measurement, for
 * every target alike, and a track that plays further from its source than its tolerance fails the
 * conversion unless `bestEffort`.
 *
 * @module
 */
import { AnimkitError } from "../errors.ts";
import { asClip, asOptions, describeValue } from "../io/_arguments.ts";
import type { Budgets } from "../budget.ts";
import type { Clip, Track } from "../model/clip.ts";
import type { TrackReport, WriteOptions, WriteResult } from "./options.ts";
import type { ClipTarget, Keys, PlacedTrack } from "./target.ts";
import { dropTrack, fitOptionsFor, fitReport } from "./fit_clip.ts";
import { fitDimensions, fitTrack } from "./fit.ts";
import { fitDiscrete } from "./fit_discrete.ts";
import { curveKeyCount } from "../model/clip.ts";
import { componentCount } from "../curves/compose.ts";
import { earliestTime, shiftClip } from "./shift_time.ts";
import { type MeasureKind, measureKindOf, measureTrack } from "./measure.ts";
import { indexTracks, type TrackIndex } from "./track_match.ts";
import { playedRange } from "./fit_clip.ts";
import type { FormatName } from "../errors.ts";
import { DEFAULT_ROTATION_TOLERANCE_DEG } from "./tolerance.ts";
import { defaultTrackTolerance } from "./fit.ts";

/**
 * What the driver needs of a format: its name, its part of a conversion ({@linkcode ClipTarget}),
 * and its reader to measure what was written. A format module is one.
 */
export interface ConversionTarget {
  /** The format's name, for messages. */
  readonly name: FormatName;
  /** A human title. */
  readonly title: string;
  /** The format's part of a conversion. */
  readonly target?: ClipTarget<unknown>;
  /** A writer that runs its own conversion (formats not yet declared as a {@linkcode ClipTarget}). */
  readonly fromClip?: (clip: Clip, options?: WriteOptions) => WriteResult;
  /** Whether the format's runtime takes its time as a 32-bit float (Unity, MRTK, Resonite). */
  readonly float32Time?: boolean;
  /** Bytes → common model: reads the written file back to measure it. */
  readonly toClip?: (
    bytes: Uint8Array,
    options?: { readonly game?: "mp1" | "mp2"; readonly budgets?: Partial<Budgets> },
  ) => Clip;
}
import { readableNumber } from "../model/number_text.ts";

/** Relative slack for float rounding when a measured error is held against its tolerance. */
const ROUNDING = 1e-6;

function checkArguments(clip: unknown, target: unknown, options: unknown): void {
  asClip(clip, "convertClip clip", "input");
  if (
    typeof target !== "object" || target === null ||
    typeof (target as ConversionTarget).name !== "string"
  ) {
    throw new AnimkitError(
      "input",
      { kind: "none" },
      `convertClip target must be a format module (see formatByName), got ${describeValue(target)}`,
    );
  }
  asOptions(options as object, "convertClip options");
}

interface Pair {
  readonly source: Track;
  readonly written: Track;
  readonly kind: MeasureKind;
}

/** The source and read-back tracks a report line speaks of, compared in the same units. */
function pairFor(
  report: TrackReport,
  source: TrackIndex,
  written: TrackIndex,
  writtenNode: string = report.node,
): Pair | undefined {
  const { node, property } = report;
  const rawSource = source.exact(node, property);
  const rawWritten = written.exact(writtenNode, property);
  let a: Track | undefined;
  let b: Track | undefined;
  if (
    rawSource !== undefined && rawWritten !== undefined &&
    rawSource.valueType === rawWritten.valueType
  ) {
    a = rawSource;
    b = rawWritten;
  } else {
    const valueType = rawSource?.valueType ?? rawWritten?.valueType ?? "float";
    a = source.channel(node, property, valueType);
    b = written.channel(writtenNode, property, valueType);
    if (a !== undefined && b !== undefined && a.valueType !== b.valueType) {
      // A look direction written as a rotation (or read back as one): compare directions.
      b = a.valueType === "float3" ? written.channel(writtenNode, "direction", "float3") : b;
    }
  }
  if (a === undefined || b === undefined) return undefined;
  const rotation = measureKindOf(a.valueType) === "rotation";
  const kind: MeasureKind = rotation
    ? "rotation"
    : report.unit === "deg" && /direction$/i.test(a.property)
    ? "direction"
    : measureKindOf(a.valueType);
  return { source: a, written: b, kind };
}

function trackName(report: TrackReport): string {
  return `${report.node}.${report.property}`;
}

/** Value types held as transitions rather than fitted: booleans, integers, strings, matrices. */
function isDiscrete(track: Track): boolean {
  return measureKindOf(track.valueType) === "discrete" || fitDimensions(track.valueType) === 0;
}

function keysOf(keys: Keys, track: Track): number {
  switch (keys.kind) {
    case "carried":
      return keys.keysAfter;
    case "discrete":
      return keys.fit.times.length * Math.max(1, componentCount(track.valueType) ?? 1);
    case "fitted":
      return keys.fit.keys.times.length * keys.fit.keys.dims;
  }
}

/** A track refitted at a smaller tolerance than it is measured against. */
interface Tighter {
  /** The tolerance the fit works to. */
  readonly fit: number;
  /** The tolerance the report holds the written track to. */
  readonly report: number;
}

function trackKey(node: string, property: string): string {
  return `${node}\u0000${property}`;
}

/**
 * Runs a declared target: the clip-level steps, then per track its place (or the reason it is
 * dropped), its keys carried, held or fitted, and the target's layout of the file.
 */
function runTarget(
  format: ConversionTarget,
  target: ClipTarget<unknown>,
  clip: Clip,
  options: WriteOptions,
  tighter: ReadonlyMap<string, Tighter> = new Map(),
): Run {
  const warnings: string[] = [];
  const gaveUp = new Set<string>();
  const byTarget = new Set<string>();
  if (target.prepare !== undefined) {
    const prepared = target.prepare(clip, options);
    clip = prepared.clip;
    warnings.push(...prepared.warnings);
  }
  const reports: (TrackReport | undefined)[] = [];
  const placed: PlacedTrack<unknown>[] = [];
  const order: number[] = [];
  for (const source of clip.tracks) {
    let placement = target.place(source, clip, options);
    if ("drop" in placement) {
      reports.push(dropTrack(source, placement.drop, options, format.name));
      continue;
    }
    const tight = tighter.get(trackKey(source.node, source.property));
    // A track the target keys itself aims at the tighter tolerance too.
    if (placement.keyedByTarget && tight !== undefined) {
      placement = { ...placement, fit: { ...placement.fit, tolerance: tight.fit } };
    }
    const track = placement.as ?? source;
    // Reducing fits every track, even one the target could copy key for key.
    const carried = options.reduce && !placement.keyedByTarget
      ? undefined
      : target.carry?.(track, placement);
    let keys: Keys;
    if (carried !== undefined) keys = { kind: "carried", keysAfter: carried };
    else {
      const fitOptions = {
        ...fitOptionsFor(clip, track, placement.profile.negativeTimes, options, format.name),
        ...placement.fit,
        ...(tight === undefined ? {} : { tolerance: tight.fit, thin: true }),
      };
      keys = placement.discrete ?? isDiscrete(track)
        ? {
          kind: "discrete",
          fit: fitDiscrete(track, {
            from: fitOptions.from,
            to: fitOptions.to,
            float32: placement.profile.float32,
          }),
        }
        : {
          kind: "fitted",
          fit: fitTrack(track, placement.profile, { ...fitOptions, bestEffort: true }),
        };
      // The fit keeps its best keys when it cannot meet the tolerance within its key budget;
      // the measure of the written file decides.
      if (
        keys.kind === "fitted" && keys.fit.mapping !== "exact" &&
        keys.fit.maxError > keys.fit.tolerance
      ) {
        gaveUp.add(trackKey(source.node, source.property));
      }
    }
    order.push(reports.length);
    reports.push(undefined);
    placed.push({ track, source, placement, keys });
  }
  const encoded = target.encode(placed, clip, options);
  placed.forEach((p, i) => {
    const keysAfter = encoded.keysAfter?.[i] ?? keysOf(p.keys, p.track);
    const slot = order[i]!;
    if (p.keys.kind === "carried") {
      const keys = curveKeyCount(p.track.curve);
      const key = trackKey(p.source.node, p.source.property);
      const own = p.placement.keyedByTarget === true;
      const tolerance = own ? tighter.get(key)?.report ?? p.placement.fit?.tolerance : undefined;
      if (own) byTarget.add(key);
      reports[slot] = {
        node: p.source.node,
        property: p.source.property,
        mapping: own ? "fitted" : "exact",
        keysBefore: keys,
        keysAfter,
        maxError: 0,
        ...(tolerance === undefined ? {} : { tolerance }),
        ...(p.placement.note === undefined ? {} : { note: p.placement.note }),
      };
    } else {
      const tight = tighter.get(trackKey(p.source.node, p.source.property));
      reports[slot] = {
        ...fitReport(p.track, p.keys.fit, keysAfter, p.placement.note),
        node: p.source.node,
        property: p.source.property,
        // A track refitted tighter is still held to (and reported against) its own tolerance.
        ...(tight === undefined ? {} : { tolerance: tight.report }),
      };
    }
  });
  return {
    written: {
      bytes: encoded.bytes,
      tracks: reports as TrackReport[],
      warnings: [...warnings, ...encoded.warnings],
    },
    clip,
    gaveUp,
    byTarget,
  };
}

/**
 * One run of a target: what it wrote, the clip it placed, the fits that gave up, and the tracks
 * the target keyed itself (`Placement.keyedByTarget`).
 */
interface Run {
  readonly written: WriteResult;
  readonly clip: Clip;
  readonly gaveUp: ReadonlySet<string>;
  readonly byTarget: ReadonlySet<string>;
}

/** What the written file was measured to play like, track by track. */
interface Measured {
  readonly tracks: TrackReport[];
  /** One line per track over its tolerance. */
  readonly failures: string[];
  /** The same, with why (a fit that gave up within its key budget says so). */
  readonly reasons: string[];
  /** The tracks that failed though their fit met its tolerance, with the tolerance they are held to. */
  readonly missed: Map<string, number>;
  readonly notes: string[];
}

/** Float rounding of values stored exactly: what an `exact` mapping may differ by. */
function roundingFloor(kind: MeasureKind, largest: number): number {
  if (kind === "rotation" || kind === "direction") return 2e-5;
  return 2 ** -22 * Math.max(1, largest);
}

function measureWritten(
  clip: Clip,
  target: ConversionTarget,
  written: WriteResult,
  options: WriteOptions,
  gaveUp: ReadonlySet<string> = new Set(),
  byTarget: ReadonlySet<string> = new Set(),
): Measured {
  const notes: string[] = [];
  const failures: string[] = [];
  const reasons: string[] = [];
  const missed = new Map<string, number>();
  if (target.toClip === undefined) {
    return { tracks: [...written.tracks], failures, reasons, notes, missed };
  }
  const readBack = target.toClip(written.bytes, {
    ...(options.game === undefined ? {} : { game: options.game }),
    ...(options.budgets === undefined ? {} : { budgets: options.budgets }),
  });
  const sourceIndex = indexTracks(clip);
  const writtenIndex = indexTracks(readBack);
  const tracks = written.tracks.map((report): TrackReport => {
    if (report.mapping === "dropped") return report;
    // Targets without an unnamed root (glTF) put the root's tracks on a node named after the clip.
    const pair = pairFor(report, sourceIndex, writtenIndex) ??
      (report.node === "" ? pairFor(report, sourceIndex, writtenIndex, clip.name) : undefined);
    if (pair === undefined) {
      notes.push(`${trackName(report)}: not found in the written file to measure`);
      return report;
    }
    // The whole played range, and wherever the target's keys reach beyond it (a looping target
    // curve keyed over one cycle is measured over every cycle the clip plays).
    const played = playedRange(clip, pair.source, false);
    const from = Math.min(played[0], report.holdsOutside?.[0] ?? played[0]);
    const to = Math.max(played[1], report.holdsOutside?.[1] ?? played[1]);
    const m = measureTrack(pair.source.curve, pair.written.curve, {
      from,
      to,
      kind: pair.kind,
      float32Time: target.float32Time === true,
    });
    const degrees = pair.kind === "rotation" || pair.kind === "direction";
    const tolerance = report.tolerance ??
      (pair.kind === "discrete"
        ? 0
        : pair.kind === "rotation"
        ? DEFAULT_ROTATION_TOLERANCE_DEG
        : defaultTrackTolerance(pair.source, from, to));
    const allowed = report.mapping === "exact"
      ? Math.max(tolerance, roundingFloor(pair.kind, m.largest))
      : tolerance;
    const key = trackKey(report.node, report.property);
    const within = m.maxError <= allowed * (1 + ROUNDING);
    if (!within) {
      const unit = degrees ? "°" : "";
      const line = `${trackName(report)} plays ${m.maxError.toPrecision(3)}${unit} off at ` +
        `${readableNumber(m.at)} s (tolerance ${tolerance.toPrecision(3)}${unit})`;
      if (gaveUp.has(key)) {
        failures.push(line);
        reasons.push(
          `track ${
            trackName(report)
          }: cannot meet the tolerance within the keys a track may get, ${line}`,
        );
      } else {
        missed.set(key, tolerance);
        failures.push(line);
        reasons.push(line);
      }
    }
    return {
      ...report,
      // A track the target keyed itself is what its measure finds.
      ...(byTarget.has(key)
        ? { mapping: m.maxError === 0 ? "exact" : within ? "fitted" : "resampled" }
        : {}),
      maxError: m.maxError,
      tolerance,
      ...(degrees ? { unit: "deg" } : {}),
      ...(m.maxError > 0 && Number.isFinite(m.at) ? { errorAt: m.at } : {}),
    };
  });
  return { tracks, failures, reasons, notes, missed };
}

function missedError(target: ConversionTarget, failures: readonly string[]): AnimkitError {
  return new AnimkitError(
    target.name,
    { kind: "none" },
    `${failures.length} track(s) miss the tolerance, nothing was written: ${
      failures.slice(0, 5).join("; ")
    }` +
      `${failures.length > 5 ? `; … ${failures.length - 5} more` : ""}` +
      " (bestEffort, --best-effort, writes them anyway)",
  );
}

/** Whether an error is a fit giving up on its tolerance within its key budget. */
function isFitGiveUp(error: unknown): boolean {
  return error instanceof AnimkitError && /cannot meet the tolerance/.test(error.detail);
}

/**
 * Converts a clip to `target`'s bytes and reports, per track, the error measured on the written
 * file. Fails (naming the track, the time and the error) when a track plays further from its
 * source than its tolerance, unless `options.bestEffort`.
 *
 * @throws {AnimkitError} for tracks the target cannot hold (unless `dropUnmappable`), tracks
 * missing their tolerance (unless `bestEffort`), or a target that cannot be written.
 *
 * @example Convert a recording to glTF
 * ```ts ignore
 * import { convertClip, formatByName, readClip } from "@animkit/animkit";
 * const clip = readClip(await Deno.readFile("samples/wave.mrtk.bin"));
 * const { bytes, tracks } = convertClip(clip, formatByName("glb")!, {});
 * ```
 */
export function convertClip(
  clip: Clip,
  target: ConversionTarget,
  options: WriteOptions = {},
): WriteResult {
  checkArguments(clip, target, options);
  const declared = target.target;
  const legacy = target.fromClip;
  if (declared === undefined && legacy === undefined) {
    throw new AnimkitError(
      target.name,
      { kind: "none" },
      `writing ${target.title} is not supported`,
    );
  }
  const warnings: string[] = [];
  if (options.shiftTime) {
    const earliest = earliestTime(clip);
    if (earliest < 0) {
      clip = shiftClip(clip, -earliest);
      warnings.push(`times shifted by ${readableNumber(-earliest)} s (shiftTime, --shift-time)`);
    }
  }
  const none: ReadonlySet<string> = new Set();
  const write = (given: WriteOptions): Run =>
    declared !== undefined
      ? runTarget(target, declared, clip, given)
      : { written: legacy!(clip, given), clip, gaveUp: none, byTarget: none };
  let run: Run;
  let gaveUp: unknown = undefined;
  try {
    run = write(options);
  } catch (error) {
    // A writer that runs its own fits and gives up within its key budget is checked once more
    // on the written file: the best fit it found may still play within the tolerance.
    if (options.bestEffort || !isFitGiveUp(error)) throw error;
    gaveUp = error;
    run = write({ ...options, bestEffort: true });
  }
  const source = clip;
  let measured = measureWritten(run.clip, target, run.written, options, run.gaveUp, run.byTarget);
  // Tracks whose written file misses though their fit met its tolerance (the fit's own check is
  // coarser than the measure, or a format's rounding adds to the fit's error) are fitted again
  // at half, then a quarter of their tolerance, and measured again.
  if (declared !== undefined && !options.bestEffort) {
    const tighter = new Map<string, Tighter>();
    for (const factor of [0.5, 0.25]) {
      if (measured.missed.size === 0) break;
      for (const [key, tolerance] of measured.missed) {
        tighter.set(key, { fit: tolerance * factor, report: tolerance });
      }
      const again = runTarget(target, declared, source, options, tighter);
      const remeasured = measureWritten(
        again.clip,
        target,
        again.written,
        options,
        again.gaveUp,
        again.byTarget,
      );
      if (remeasured.failures.length > measured.failures.length) break;
      run = again;
      measured = remeasured;
    }
  }
  const written = run.written;
  if (measured.failures.length > 0 && !options.bestEffort) {
    // The fit's own words (its key budget, its best error) when the written file confirms it.
    if (gaveUp !== undefined) throw gaveUp;
    throw missedError(target, measured.reasons);
  }
  return {
    bytes: written.bytes,
    tracks: measured.tracks,
    warnings: [
      ...warnings,
      ...written.warnings,
      ...measured.notes,
      ...measured.failures.map((f) => `${f}: misses the tolerance`),
    ],
  };
}
