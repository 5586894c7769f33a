/**
 * Reads MRTK v2 input animation bytes into an {@linkcode MrtkDocument} through the reader
 * generated from `schemas/mrtk_input_animation.ksy`.
 *
 * @module
 */
import { MrtkInputAnimation } from "../../../generated/mrtk_input_animation.js";
import { AnimkitError } from "../../errors.ts";
import { unityKeys } from "../../curves/unity_curve.ts";
import { parseKaitai } from "../_kaitai.ts";
import type {
  MrtkCurve,
  MrtkDocument,
  MrtkHands,
  MrtkPoseCurves,
  MrtkRayCurves,
} from "./document.ts";

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
 * import { isMrtk } from "@animkit/animkit";
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

function curve(source: GeneratedCurve, bool: boolean): MrtkCurve {
  const n = source.keys.length;
  const keys = unityKeys(n);
  for (let i = 0; i < n; i++) {
    const key = source.keys[i]!;
    keys.time[i] = key.time;
    keys.value[i] = key.value;
    if ("weightedMode" in key) {
      keys.inTangent[i] = key.inTangent;
      keys.outTangent[i] = key.outTangent;
      keys.inWeight[i] = key.inWeight;
      keys.outWeight[i] = key.outWeight;
      keys.weightedMode[i] = key.weightedMode;
    } else {
      // MRTK's readers fill the fields simple keys leave out (IA.cs ReadFloatCurveSimple,
      // ReadBoolCurve): tangents 0, weights 0 (bool out weight 1e6), mode Both.
      keys.outWeight[i] = bool ? BOOL_OUT_WEIGHT : 0;
      keys.weightedMode[i] = WEIGHTED_BOTH;
    }
  }
  return { preWrap: source.preWrap, postWrap: source.postWrap, keys };
}

function pose(source: GeneratedPose): MrtkPoseCurves {
  return {
    position: [
      curve(source.positionX, false),
      curve(source.positionY, false),
      curve(source.positionZ, false),
    ],
    rotation: [
      curve(source.rotationX, false),
      curve(source.rotationY, false),
      curve(source.rotationZ, false),
      curve(source.rotationW, false),
    ],
  };
}

function hands(source: MrtkInputAnimation.HandData): MrtkHands {
  return {
    tracked: [curve(source.trackedLeft, true), curve(source.trackedRight, true)],
    pinching: [curve(source.pinchingLeft, true), curve(source.pinchingRight, true)],
    jointsLeft: source.jointsLeft.map(pose),
    jointsRight: source.jointsRight.map(pose),
  };
}

function ray(source: MrtkInputAnimation.RayCurves): MrtkRayCurves {
  return {
    origin: [
      curve(source.originX, false),
      curve(source.originY, false),
      curve(source.originZ, false),
    ],
    direction: [
      curve(source.directionX, false),
      curve(source.directionY, false),
      curve(source.directionZ, false),
    ],
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
  checkHeader(bytes);
  const raw: Generated = parseKaitai("mrtk", MrtkInputAnimation, bytes);
  const end = raw._io.pos;
  if (end !== bytes.length) {
    throw new AnimkitError(
      "mrtk",
      { kind: "byte", offset: end },
      `${bytes.length - end} unexpected bytes after the marker list`,
    );
  }
  return {
    versionMajor: raw.versionMajor,
    versionMinor: raw.versionMinor,
    camera: raw.camera === undefined ? null : pose(raw.camera),
    hands: raw.hands === undefined ? null : hands(raw.hands),
    eyeGaze: raw.eyeGaze === undefined ? null : ray(raw.eyeGaze),
    markers: raw.markers?.markers.map((m) => ({ time: m.time, name: m.name.value })) ?? [],
    hasMarkerList: raw.markers !== undefined,
  };
}
