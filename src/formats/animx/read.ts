/**
 * AnimX bytes → {@linkcode AnimJDocument}, through the reader generated from
 * `schemas/resonite_animx.ksy`.
 *
 * @module
 */
import { ResoniteAnimx } from "../../../generated/resonite_animx.js";
import { AnimkitError } from "../../errors.ts";
import { VALUE_TYPES } from "../../model/value_type.ts";
import { parseKaitai } from "../_kaitai.ts";
import {
  type AnimJDocument,
  type AnimJTrack,
  type AnimJTrackType,
  animjWidth,
  newAnimJTrack,
} from "../animj/document.ts";
import { decodeAnimXLzma } from "./_lzma.ts";
import { type Budgets, resolveBudgets } from "../../budget.ts";
import { asBytes } from "../../io/bytes.ts";

/**
 * Whether Curve keyframes store the value before the time. The sources disagree (notes-animj.md
 * §2.2): the AnimX wiki page and 989onan's reader (written against files Resonite made) read
 * value then time; resonite-core writes and reads time then value. animkit follows the wiki and
 * 989onan (value first) until an in-game round trip settles it. Both orders parse the same number
 * of bytes, so the wrong one yields wrong values, not an error.
 */
export const ANIMX_CURVE_VALUE_FIRST: boolean = true;

/** The AnimX magic: the .NET string "AnimX". */
export const ANIMX_MAGIC: Uint8Array = new Uint8Array([0x05, 0x41, 0x6e, 0x69, 0x6d, 0x58]);

const TRACK_TYPES: readonly AnimJTrackType[] = ["Raw", "Discrete", "Curve", "Bezier"];

const MESSAGES: Readonly<Record<string, string>> = {
  "resonite_animx.version": "unsupported AnimX version (only version 1 is known)",
  "resonite_animx.encoding": "unknown encoding byte (0 plain, 1 LZ4, 2 LZMA)",
  "track.track_type": "unsupported track type (0 Raw, 1 Discrete, 2 Curve; 3 Bezier has no codec)",
  "track.element_type": "unknown element type (0..39)",
  "track.num_keyframes_fits": "keyframe count is larger than the bytes left",
  "track_list.num_tracks_fits": "track count is larger than the bytes left",
  "vlq_dotnet.fits_int32": "a 7-bit encoded integer does not fit in an int32",
};

/** Options for {@linkcode readAnimX}. */
export interface AnimXReadOptions {
  /** Curve keyframe field order; defaults to {@linkcode ANIMX_CURVE_VALUE_FIRST}. */
  readonly curveValueFirst?: boolean | undefined;
  /**
   * Limits on what the file may ask for: an LZMA body's declared size is checked against
   * `maxDecodedBytes` and `maxCompressionRatio` before it is decoded (defaults:
   * {@linkcode DEFAULT_BUDGETS}).
   */
  readonly budgets?: Partial<Budgets> | undefined;
}

/** A decoded AnimX file: the document plus how it was stored. */
export interface AnimXFile {
  /** The document. */
  readonly doc: AnimJDocument;
  /** 0 plain, 1 LZ4, 2 LZMA. */
  readonly encoding: number;
  /** The version field. */
  readonly version: number;
}

/**
 * Reads AnimX bytes (plain or LZMA).
 *
 * @throws {AnimkitError} with a byte offset for truncation, bad counts, unknown types, LZ4, or
 * undecodable LZMA data; a {@linkcode BudgetError} for an LZMA body that declares more decoded
 * bytes than the budgets allow.
 *
 * @example The RedX reference prefix: name "test", no tracks readable past the header
 * ```ts
 * import { readAnimX } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const bytes = new Uint8Array([
 *   0x05, 0x41, 0x6e, 0x69, 0x6d, 0x58, 1, 0, 0, 0, 0, 0, 0, 0x80, 0x40, 4, 0x74, 0x65, 0x73, 0x74, 0,
 * ]);
 * const file = readAnimX(bytes);
 * equal(file.doc.name, "test");
 * equal(file.doc.globalDuration, 4);
 * ```
 */
export function readAnimX(bytes: Uint8Array, options: AnimXReadOptions = {}): AnimXFile {
  bytes = asBytes(bytes, "animx");
  const valueFirst = options.curveValueFirst ?? ANIMX_CURVE_VALUE_FIRST;
  class Root extends ResoniteAnimx {
    constructor(io: ConstructorParameters<typeof ResoniteAnimx>[0]) {
      super(io, null, null, valueFirst);
    }
  }
  const root = parseKaitai("animx", Root, bytes, MESSAGES);
  const count = root.numTracks.value;
  let list: ResoniteAnimx.TrackList;
  if (root.encoding === 0) list = root.body!;
  else if (root.encoding === 2) {
    const body = root.compressed!;
    const headerEnd = body._io.pos - body.stream.length - 21;
    const { decoded: candidates, refused } = decodeAnimXLzma(
      body.properties,
      body.lenDecoded,
      body.lenEncoded,
      body.stream,
      headerEnd,
      resolveBudgets(options.budgets),
    );
    class Tracks extends ResoniteAnimx.TrackList {
      constructor(io: ConstructorParameters<typeof ResoniteAnimx.TrackList>[0]) {
        super(io, null, null, count, valueFirst);
      }
    }
    let found: ResoniteAnimx.TrackList | undefined;
    let firstError: AnimkitError | undefined;
    for (const decoded of candidates) {
      try {
        const parsed = parseKaitai("animx", Tracks, decoded, MESSAGES);
        if (parsed._io.pos === decoded.length) {
          found = parsed;
          break;
        }
        firstError ??= new AnimkitError(
          "animx",
          { kind: "byte", offset: headerEnd },
          `the LZMA-decoded tracks end at decoded byte ${parsed._io.pos} of ${decoded.length}`,
        );
      } catch (error) {
        if (!(error instanceof AnimkitError)) throw error;
        firstError ??= error.location.kind === "byte"
          ? new AnimkitError(
            "animx",
            { kind: "byte", offset: headerEnd },
            `in the LZMA-decoded tracks at decoded byte ${error.location.offset}: ${error.detail}`,
          )
          : error;
      }
    }
    // A size the budgets refused explains a failure better than the other field's decoding.
    if (found === undefined) throw refused ?? firstError!;
    list = found;
  } else {
    throw new AnimkitError(
      "animx",
      { kind: "byte", offset: root._io.pos - (root.lz4Data?.length ?? 0) - 1 },
      "LZ4-encoded AnimX is not supported (its container is not known)",
    );
  }
  const tracks = list.tracks.map(convertTrack);
  return {
    doc: { name: root.name.value, globalDuration: root.globalDuration, tracks },
    encoding: root.encoding,
    version: root.version,
  };
}

type GenValue = ResoniteAnimx.Value;

function store(track: AnimJTrack, value: GenValue, out: Float64Array, k: number): void {
  const w = animjWidth(track.valueType);
  const data = value.data as unknown;
  const at = k * w;
  if (track.valueType === "string") {
    const s = data as ResoniteAnimx.NullableString;
    track.strings[k] = s.hasValue !== 0 ? s.value!.value : null;
    return;
  }
  if (/^bool[234]$/.test(track.valueType)) {
    for (let c = 0; c < w; c++) out[at + c] = ((data as number) >> c) & 1;
    return;
  }
  const put = (slot: number, v: number | bigint) => {
    if (typeof v === "bigint") {
      const n = Number(v);
      out[slot] = n;
      if (BigInt(n) !== v && out === track.values) (track.exact ??= new Map()).set(slot, v);
    } else out[slot] = v;
  };
  if (typeof data === "number" || typeof data === "bigint") {
    put(at, track.valueType === "bool" ? (data !== 0 ? 1 : 0) : data);
    return;
  }
  const items = (data as { items: (number | bigint)[] }).items;
  for (let c = 0; c < w; c++) put(at + c, items[c]!);
}

function convertTrack(gen: ResoniteAnimx.Track): AnimJTrack {
  const trackType = TRACK_TYPES[gen.trackType]!;
  const valueType = VALUE_TYPES[gen.elementType]!;
  const n = gen.numKeyframes.value;
  const track = newAnimJTrack(trackType, valueType, gen.node.value, gen.property.value, n);
  if (gen.raw !== undefined) {
    track.interval = gen.raw.interval;
    gen.raw.values.forEach((v, k) => store(track, v, track.values, k));
  } else if (gen.discrete !== undefined) {
    gen.discrete.forEach((key, k) => {
      track.times[k] = key.time;
      store(track, key.value, track.values, k);
    });
  } else if (gen.curve !== undefined) {
    const c = gen.curve;
    c.keyframes.forEach((key, k) => {
      track.times[k] = key.time!;
      store(track, key.value, track.values, k);
      const m = c.interpolations[(c.flags & 1) !== 0 ? k : 0]!;
      track.interpolations[k] = m <= 3 ? m : 255;
    });
    c.tangents?.forEach((pair, k) => {
      if (valueType === "string") return;
      store(track, pair.left, track.leftTangents, k);
      store(track, pair.right, track.rightTangents, k);
    });
  }
  return track;
}
