/**
 * Reads MRTK v2 input animation bytes into an {@linkcode MrtkDocument} through the reader
 * generated from `schemas/mrtk_input_animation.ksy`.
 *
 * @module
 */
import { MrtkInputAnimation } from "../../../generated/mrtk_input_animation.js";
import { AnimkitError } from "../../errors.ts";
import { type UnityKeys, unityKeys } from "../../curves/unity_curve.ts";
import { parseKaitai } from "../_kaitai.ts";
import type {
  MrtkCurve,
  MrtkDocument,
  MrtkHands,
  MrtkPoseCurves,
  MrtkRayCurves,
} from "./document.ts";
import { asBytes } from "../../io/bytes.ts";

/** The magic number's bytes as stored (Int64 0x6a8faf6e0f9e42c6, little-endian). */
export const MRTK_MAGIC: Uint8Array = new Uint8Array([
  0xc6,
  0x42,
  0x9e,
  0x0f,
  0x6e,
  0xaf,
  0x8f,
  0x6a,
]);

/** .NET `BoolOutWeight`: MRTK's bool keys carry this out weight (notes-mrtk.md §2). */
const BOOL_OUT_WEIGHT = 1.0e6;
/** Unity `WeightedMode.Both`. */
const WEIGHTED_BOTH = 3;

/**
 * Reports whether bytes start with the MRTK input animation magic number.
 *
 * @example Sniff a buffer
 * ```ts
 * import { isMrtk } from "./read.ts";
 * import { equal } from "node:assert/strict";
 * equal(isMrtk(new Uint8Array([1, 2, 3])), false);
 * ```
 */
export function isMrtk(bytes: Uint8Array): boolean {
  if (bytes.length < MRTK_MAGIC.length) return false;
  return MRTK_MAGIC.every((b, i) => bytes[i] === b);
}

type Generated = MrtkInputAnimation;
type GeneratedCurve = MrtkInputAnimation.FloatCurve | MrtkInputAnimation.BoolCurve;
type GeneratedPose = MrtkInputAnimation.PoseCurves;

/** Plain wording for the schema's validation failures. */
const MESSAGES: Readonly<Record<string, string>> = {
  "float_curve.num_keys": "key count is negative or larger than the bytes left",
  "bool_curve.num_keys": "key count is negative or larger than the bytes left",
  "marker_list.num_markers": "marker count is negative or larger than the bytes left",
  "dotnet_string.len_fits_int32": "marker name length: the 7-bit encoded length does not end " +
    "within 5 bytes or exceeds 2^31 − 1",
};

// MRTK's readers fill the fields simple keys leave out (IA.cs ReadFloatCurveSimple,
// ReadBoolCurve): tangents 0, weights 0 (bool out weight 1e6), mode Both. One growing buffer per
// filler value serves every curve as read-only views, so a 1.1 file costs 8 bytes a key.
const ZEROS = { buffer: new Float32Array(0) };
const BOOL_WEIGHTS = { buffer: new Float32Array(0) };
const MODES = { buffer: new Uint8Array(0) };

function filler(cache: { buffer: Float32Array }, n: number, value: number): Float32Array {
  if (cache.buffer.length < n) {
    cache.buffer = new Float32Array(Math.max(n, 2 * cache.buffer.length)).fill(value);
  }
  return cache.buffer.subarray(0, n);
}

function fillerModes(n: number): Uint8Array {
  if (MODES.buffer.length < n) {
    MODES.buffer = new Uint8Array(Math.max(n, 2 * MODES.buffer.length)).fill(WEIGHTED_BOTH);
  }
  return MODES.buffer.subarray(0, n);
}

/** Bytes of key arrays a curve needs: time and value, plus tangents, weights and modes when full. */
function keyBytes(source: GeneratedCurve): number {
  const n = source.numKeys;
  return source.keys.simple ? 8 * n : (6 * 4 * n + n + 3) & ~3;
}

/** Curves larger than this together get an allocation each instead of one shared buffer. */
const MAX_SHARED_KEY_BYTES = 64 * 1024 * 1024;

/**
 * The key arrays of every curve of a file, carved from one buffer: a file holds hundreds of
 * curves, and an allocation per array dominated reading them. Null when they are too large to
 * share one allocation.
 */
class KeyArena {
  readonly #buffer: ArrayBuffer;
  #at = 0;

  constructor(bytes: number) {
    this.#buffer = new ArrayBuffer(bytes);
  }

  static for(curves: readonly GeneratedCurve[]): KeyArena | null {
    let total = 0;
    for (const c of curves) total += keyBytes(c);
    return total > MAX_SHARED_KEY_BYTES ? null : new KeyArena(total);
  }

  f32(n: number): Float32Array {
    const out = new Float32Array(this.#buffer, this.#at, n);
    this.#at += 4 * n;
    return out;
  }

  /** Full keys: the seven arrays of {@linkcode UnityKeys}. */
  full(n: number): UnityKeys {
    const start = this.#at;
    const keys: UnityKeys = {
      time: this.f32(n),
      value: this.f32(n),
      inTangent: this.f32(n),
      outTangent: this.f32(n),
      inWeight: this.f32(n),
      outWeight: this.f32(n),
      weightedMode: new Uint8Array(this.#buffer, this.#at, n),
    };
    this.#at = start + ((6 * 4 * n + n + 3) & ~3);
    return keys;
  }
}

/**
 * Decodes a curve's key block in bulk (the schema's `key_block`: 28-byte full keys or 8-byte
 * simple keys) into typed arrays, checking that times are numbers in ascending order.
 */
function curve(
  source: GeneratedCurve,
  bool: boolean,
  file: Uint8Array,
  view: DataView,
  arena: KeyArena | null,
): MrtkCurve {
  const raw = source._raw_keys;
  const simple = source.keys.simple;
  const n = source.numKeys;
  const at = raw.byteOffset - file.byteOffset;
  let keys: UnityKeys;
  let ordered: boolean;
  if (simple) {
    const time = arena === null ? new Float32Array(n) : arena.f32(n);
    const value = arena === null ? new Float32Array(n) : arena.f32(n);
    ordered = decodeSimple(view, at, n, time, value);
    // Simple and bool keys share read-only filler arrays for the fields the file leaves out.
    const zeros = filler(ZEROS, n, 0);
    keys = {
      time,
      value,
      inTangent: zeros,
      outTangent: zeros,
      inWeight: zeros,
      outWeight: bool ? filler(BOOL_WEIGHTS, n, BOOL_OUT_WEIGHT) : zeros,
      weightedMode: fillerModes(n),
    };
  } else {
    keys = arena === null ? unityKeys(n) : arena.full(n);
    ordered = decodeFull(view, at, n, keys);
  }
  if (!ordered) throw timeError(view, at, n, simple ? 8 : 28);
  return { preWrap: source.preWrap, postWrap: source.postWrap, keys };
}

// The decoding loops check only `t >= previous` (false for NaN; the first key compares with
// -Infinity); the ends then show whether any time is infinite, the times being in order.

/** Decodes 8-byte keys; false when the times are not finite and ascending. */
function decodeSimple(
  view: DataView,
  at: number,
  n: number,
  time: Float32Array,
  value: Float32Array,
): boolean {
  let previous = -Infinity;
  for (let i = 0; i < n; i++, at += 8) {
    const t = view.getFloat32(at, true);
    if (!(t >= previous)) return false;
    time[i] = previous = t;
    value[i] = view.getFloat32(at + 4, true);
  }
  return n === 0 || (time[0]! > -Infinity && previous < Infinity);
}

/** Decodes 28-byte keys; false when the times are not finite and ascending. */
function decodeFull(view: DataView, at: number, n: number, keys: UnityKeys): boolean {
  const { time, value, inTangent, outTangent, inWeight, outWeight, weightedMode } = keys;
  let previous = -Infinity;
  for (let i = 0; i < n; i++, at += 28) {
    const t = view.getFloat32(at, true);
    if (!(t >= previous)) return false;
    time[i] = previous = t;
    value[i] = view.getFloat32(at + 4, true);
    inTangent[i] = view.getFloat32(at + 8, true);
    outTangent[i] = view.getFloat32(at + 12, true);
    inWeight[i] = view.getFloat32(at + 16, true);
    outWeight[i] = view.getFloat32(at + 20, true);
    weightedMode[i] = view.getInt32(at + 24, true);
  }
  return n === 0 || (time[0]! > -Infinity && previous < Infinity);
}

/** The first key whose time is not finite or comes before the previous key's, located. */
function timeError(view: DataView, start: number, n: number, stride: number): AnimkitError {
  let previous = -Infinity;
  for (let i = 0, at = start; i < n; i++, at += stride) {
    const t = view.getFloat32(at, true);
    if (!Number.isFinite(t)) {
      return new AnimkitError(
        "mrtk",
        { kind: "byte", offset: at },
        `key ${i} time is ${t}, not a finite number`,
      );
    }
    if (t < previous) {
      return new AnimkitError(
        "mrtk",
        { kind: "byte", offset: at },
        `key ${i} time ${t} comes before the previous key's ${previous}`,
      );
    }
    previous = t;
  }
  return new AnimkitError("mrtk", { kind: "byte", offset: start }, "key times out of order");
}

/** The file being read: its bytes, one view over them, and the key arrays' buffer. */
interface Input {
  readonly bytes: Uint8Array;
  readonly view: DataView;
  readonly arena: KeyArena | null;
}

function poseCurves(source: GeneratedPose): GeneratedCurve[] {
  const s = source;
  return [
    s.positionX,
    s.positionY,
    s.positionZ,
    s.rotationX,
    s.rotationY,
    s.rotationZ,
    s.rotationW,
  ];
}

/** Every curve of the file, for sizing the {@linkcode KeyArena}. */
function allCurves(raw: Generated): GeneratedCurve[] {
  const out: GeneratedCurve[] = [];
  if (raw.camera !== undefined) out.push(...poseCurves(raw.camera));
  const h = raw.hands;
  if (h !== undefined) {
    out.push(h.trackedLeft, h.trackedRight, h.pinchingLeft, h.pinchingRight);
    for (const p of h.jointsLeft) out.push(...poseCurves(p));
    for (const p of h.jointsRight) out.push(...poseCurves(p));
  }
  const e = raw.eyeGaze;
  if (e !== undefined) {
    out.push(e.originX, e.originY, e.originZ, e.directionX, e.directionY, e.directionZ);
  }
  return out;
}

function pose(source: GeneratedPose, file: Input): MrtkPoseCurves {
  const c = (g: GeneratedCurve) => curve(g, false, file.bytes, file.view, file.arena);
  return {
    position: [c(source.positionX), c(source.positionY), c(source.positionZ)],
    rotation: [c(source.rotationX), c(source.rotationY), c(source.rotationZ), c(source.rotationW)],
  };
}

function hands(source: MrtkInputAnimation.HandData, file: Input): MrtkHands {
  const b = (g: GeneratedCurve) => curve(g, true, file.bytes, file.view, file.arena);
  return {
    tracked: [b(source.trackedLeft), b(source.trackedRight)],
    pinching: [b(source.pinchingLeft), b(source.pinchingRight)],
    jointsLeft: source.jointsLeft.map((p) => pose(p, file)),
    jointsRight: source.jointsRight.map((p) => pose(p, file)),
  };
}

function ray(source: MrtkInputAnimation.RayCurves, file: Input): MrtkRayCurves {
  const c = (g: GeneratedCurve) => curve(g, false, file.bytes, file.view, file.arena);
  return {
    origin: [c(source.originX), c(source.originY), c(source.originZ)],
    direction: [c(source.directionX), c(source.directionY), c(source.directionZ)],
  };
}

function checkHeader(bytes: Uint8Array): void {
  if (!isMrtk(bytes)) {
    const offset = bytes.length < MRTK_MAGIC.length ? bytes.length : 0;
    throw new AnimkitError(
      "mrtk",
      { kind: "byte", offset },
      bytes.length < MRTK_MAGIC.length
        ? "file ends inside the magic number"
        : "not an MRTK input animation file (wrong magic number)",
    );
  }
  if (bytes.length < 16) {
    throw new AnimkitError(
      "mrtk",
      { kind: "byte", offset: bytes.length },
      "file ends inside the version",
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const major = view.getInt32(8, true);
  const minor = view.getInt32(12, true);
  // InputAnimation.FromStream refuses versions newer than 1.1 (notes-mrtk.md §1, "Reader").
  if (major !== 1 || minor < 0 || minor > 1) {
    throw new AnimkitError(
      "mrtk",
      { kind: "byte", offset: 8 },
      `unsupported version ${major}.${minor} (this reader knows 1.0 and 1.1)`,
    );
  }
}

/**
 * Parses an MRTK v2 input animation file (versions 1.0 and 1.1).
 *
 * @throws {AnimkitError} on a wrong magic number, a version other than 1.0/1.1, counts past the
 * end of the file or trailing bytes.
 *
 * @example Read a file
 * ```ts ignore
 * const doc = readMrtk(await Deno.readFile("InputAnimation.bin"));
 * ```
 */
export function readMrtk(bytes: Uint8Array): MrtkDocument {
  bytes = asBytes(bytes, "mrtk");
  checkHeader(bytes);
  const raw: Generated = parseKaitai("mrtk", MrtkInputAnimation, bytes, MESSAGES);
  const end = raw._io.pos;
  if (end !== bytes.length) {
    throw new AnimkitError(
      "mrtk",
      { kind: "byte", offset: end },
      `${bytes.length - end} unexpected bytes after the marker list`,
    );
  }
  const file: Input = {
    bytes,
    view: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    arena: KeyArena.for(allCurves(raw)),
  };
  return {
    versionMajor: raw.versionMajor,
    versionMinor: raw.versionMinor,
    camera: raw.camera === undefined ? null : pose(raw.camera, file),
    hands: raw.hands === undefined ? null : hands(raw.hands, file),
    eyeGaze: raw.eyeGaze === undefined ? null : ray(raw.eyeGaze, file),
    markers: raw.markers?.markers.map((m) => ({ time: m.time, name: m.name.value })) ?? [],
    hasMarkerList: raw.markers !== undefined,
  };
}
