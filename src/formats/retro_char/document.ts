/**
 * The Metroid Prime 3 CHAR document: every field of a version-5 character file as plain,
 * mutable data. Edit it and write it back with {@linkcode writeRetroChar}.
 *
 * Conventions (notes-retro.md §4):
 *
 * - **Asset ids are 16-digit upper-case hexadecimal strings** (`"00000000DEADBEEF"`), animkit's
 *   one representation of 64-bit ids in every document: exact above 2^53, readable in JSON, and
 *   comparable with `===`. {@linkcode retroCharAssetIdToBigInt} and
 *   {@linkcode retroCharAssetIdFromBigInt} convert.
 * - Strings hold one character per byte (code points 1–255), so every name is written back with
 *   the bytes it was read with; the game's names are ASCII.
 * - Integers keep their stored width; the writer refuses values that do not fit.
 *
 * @module
 */

/**
 * A 64-bit asset id as 16 upper-case hexadecimal digits, e.g. `"00000000DEADBEEF"`.
 *
 * This is the project-wide choice for 64-bit ids: exact (a `number` is not above 2^53), readable
 * in `dump` output, and comparable with `===`.
 */
export type RetroCharAssetId = string;

/**
 * How many meta-animation levels the reader and writer accept: a root node is level 0, so the
 * deepest node allowed is at level 63. Deeper trees are refused so that a hostile file cannot
 * exhaust the stack (game trees are a few levels deep).
 *
 * @example The bound
 * ```ts
 * import { RETRO_CHAR_MAX_META_DEPTH } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(RETRO_CHAR_MAX_META_DEPTH, 64);
 * ```
 */
export const RETRO_CHAR_MAX_META_DEPTH: number = 64;

/** A `CharAnimTime`: seconds and the differential state. */
export interface RetroCharAnimTime {
  /** Seconds (f32). */
  seconds: number;
  /** 0 non-zero, 1 zero increasing, 2 zero steady, 3 zero decreasing, 4 infinity (u32). */
  state: number;
}

/** An alternative model shown in a special state. */
export interface RetroCharOverlay {
  /** FourCC: `FRZN` (frozen), `HYPR` (hypermode), `ACID` (acid rain), `XRAY` (X-ray visor). */
  type: string;
  /** CMDL asset id. */
  model: RetroCharAssetId;
  /** CSKR asset id. */
  skin: RetroCharAssetId;
}

/**
 * PAS parameter types, indexed by their code in the file (0–4).
 *
 * @example Look a code up
 * ```ts
 * import { RETRO_CHAR_PAS_PARM_TYPES } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(RETRO_CHAR_PAS_PARM_TYPES[3], "bool");
 * ```
 */
export const RETRO_CHAR_PAS_PARM_TYPES: readonly RetroCharPasParmType[] = [
  "int32",
  "uint32",
  "real",
  "bool",
  "enum",
];

/** A PAS parameter's type. `bool` values take one byte in the file, the others four. */
export type RetroCharPasParmType = "int32" | "uint32" | "real" | "bool" | "enum";

/** A PAS parameter: type, weighting and range. */
export interface RetroCharPasParmInfo {
  /** The type of `min`, `max` and every animation's value for this parameter. */
  type: RetroCharPasParmType;
  /** 0 exact match, 1 percent error, 2 angular percent, 3 no weight (u32). */
  weightFunction: number;
  /** Weight (f32). */
  weight: number;
  /** Minimum (s32, u32, f32, u8 or u32 by `type`). */
  min: number;
  /** Maximum, typed like `min`. */
  max: number;
}

/** One animation's parameter values in a PAS state. */
export interface RetroCharPasAnimInfo {
  /** Animation id (u32). */
  animId: number;
  /** One value per parameter of the state, typed as that parameter. */
  values: number[];
}

/** A PAS animation state. */
export interface RetroCharPasState {
  /** State type (u32). */
  type: number;
  /** Parameters. */
  parms: RetroCharPasParmInfo[];
  /** Animations with their parameter values. */
  anims: RetroCharPasAnimInfo[];
}

/** The `PAS4` database. */
export interface RetroCharPasDatabase {
  /** Default state (u32). */
  defaultState: number;
  /** States. */
  states: RetroCharPasState[];
}

/** Particle assets used by the character's events, by kind. */
export interface RetroCharParticles {
  /** PART ids. */
  generic: RetroCharAssetId[];
  /** SWHC ids. */
  swoosh: RetroCharAssetId[];
  /** ELSC ids. */
  electric: RetroCharAssetId[];
  /** SPSC ids. */
  spawn: RetroCharAssetId[];
}

/** The Metroid Prime 3 event base (POI node) shared by effect and sound events. */
export interface RetroCharEventBase {
  /** u16 of unknown use. */
  unknown1: number;
  /** Event name. */
  name: string;
  /** Event type (u16). */
  type: number;
  /** When the event fires. */
  time: RetroCharAnimTime;
  /** Index (u32). */
  index: number;
  /** u32 of unknown use. */
  unknown2: number;
  /** Unique flag (u8). */
  unique: number;
  /** Weight (f32). */
  weight: number;
  /** Character index (s32); -1 for every character. */
  characterIndex: number;
  /** Flags (u32). */
  flags: number;
  /** u32 of unknown use. */
  unknown3: number;
  /** u32 of unknown use. */
  unknown4: number;
  /** u32 of unknown use. */
  unknown5: number;
  /** f32 of unknown use. */
  unknown6: number;
  /** f32 of unknown use. */
  unknown7: number;
}

/** A particle effect event. */
export interface RetroCharEffectEvent {
  /** The name stored before the event (the same as `base.name` in game files). */
  name: string;
  /** The event base. */
  base: RetroCharEventBase;
  /** FourCC of the particle asset type (`PART`, `SWHC`, `ELSC`, `SPSC`). */
  particleType: string;
  /** The particle asset id. */
  particleId: RetroCharAssetId;
  /** f32; HECL calls it the scale. */
  scale: number;
  /** u32; HECL calls it the parent mode. */
  parentMode: number;
}

/** One knot of a Maya spline. */
export interface RetroCharMayaKnot {
  /** Time (f32). */
  time: number;
  /** Amplitude (f32). */
  amplitude: number;
  /** In-tangent type (u8); 5 stores `inTangent`. */
  inTangentType: number;
  /** Out-tangent type (u8); 5 stores `outTangent`. */
  outTangentType: number;
  /** Cached in-tangent (two f32), present exactly when `inTangentType` is 5. */
  inTangent: [number, number] | null;
  /** Cached out-tangent (two f32), present exactly when `outTangentType` is 5. */
  outTangent: [number, number] | null;
}

/** A Maya spline (RDS `MayaSpline`). */
export interface RetroCharMayaSpline {
  /** Pre-infinity mode (u8). */
  preInfinity: number;
  /** Post-infinity mode (u8). */
  postInfinity: number;
  /** Knots. */
  knots: RetroCharMayaKnot[];
  /** Clamp mode (u8). */
  clampMode: number;
  /** Minimum amplitude (f32). */
  minAmplitude: number;
  /** Maximum amplitude (f32). */
  maxAmplitude: number;
}

/** One of a sound event's two typed tails: nothing, a u32, or a Maya spline. */
export type RetroCharSoundTail =
  | { type: 0 }
  | { type: 1; value: number }
  | { type: 2; spline: RetroCharMayaSpline };

/** A sound event. */
export interface RetroCharSoundEvent {
  /** The name stored before the event (the same as `base.name` in game files). */
  name: string;
  /** The event base. */
  base: RetroCharEventBase;
  /** CAUD asset id. */
  soundId: RetroCharAssetId;
  /** u32 of unknown use. */
  unknown1: number;
  /** u32 of unknown use. */
  unknown2: number;
  /** The two typed tails. */
  tails: [RetroCharSoundTail, RetroCharSoundTail];
}

/** The events of one animation. */
export interface RetroCharEventSet {
  /** u32; probably the animation this set belongs to. */
  id: number;
  /** Set name. */
  name: string;
  /** Particle effect events. */
  effectEvents: RetroCharEffectEvent[];
  /** Sound events. */
  soundEvents: RetroCharSoundEvent[];
}

/** Play one ANIM. */
export interface RetroCharMetaPlay {
  /** Type 0. */
  kind: "play";
  /** ANIM asset id. */
  animId: RetroCharAssetId;
  /** Primitive index (u32). */
  primitiveIndex: number;
  /** Primitive name. */
  name: string;
  /** A `CharAnimTime` of unknown use. */
  time: RetroCharAnimTime;
}

/** Blend (type 1) or phase-blend (type 2) two trees. */
export interface RetroCharMetaBlend {
  /** Type 1 or 2. */
  kind: "blend" | "phase-blend";
  /** First tree. */
  a: RetroCharMetaAnim;
  /** Second tree. */
  b: RetroCharMetaAnim;
  /** Blend weight (f32). */
  weight: number;
  /** u8 of unknown use. */
  unknown: number;
}

/** Pick one tree at random. */
export interface RetroCharMetaRandom {
  /** Type 3. */
  kind: "random";
  /** Trees with their probabilities (u32). */
  choices: { anim: RetroCharMetaAnim; probability: number }[];
}

/** Play trees one after another. */
export interface RetroCharMetaSequence {
  /** Type 4. */
  kind: "sequence";
  /** Trees in order. */
  items: RetroCharMetaAnim[];
}

/** A meta-animation tree node. */
export type RetroCharMetaAnim =
  | RetroCharMetaPlay
  | RetroCharMetaBlend
  | RetroCharMetaRandom
  | RetroCharMetaSequence;

/**
 * Meta-animation kinds, indexed by their type code in the file (0–4).
 *
 * @example Look a code up
 * ```ts
 * import { RETRO_CHAR_META_KINDS } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(RETRO_CHAR_META_KINDS[2], "phase-blend");
 * ```
 */
export const RETRO_CHAR_META_KINDS: readonly RetroCharMetaAnim["kind"][] = [
  "play",
  "blend",
  "phase-blend",
  "random",
  "sequence",
];

/** A named animation. */
export interface RetroCharAnimation {
  /** Animation name. */
  name: string;
  /** Its meta-animation tree. */
  meta: RetroCharMetaAnim;
}

/** A point or extent (three f32). */
export interface RetroCharVec3 {
  /** X. */
  x: number;
  /** Y. */
  y: number;
  /** Z. */
  z: number;
}

/** The bounding box of an animation played on this character. */
export interface RetroCharAnimationBounds {
  /** ANIM asset id. */
  animId: RetroCharAssetId;
  /** Minimum corner. */
  min: RetroCharVec3;
  /** Maximum corner. */
  max: RetroCharVec3;
}

/** A collision primitive (fields of unknown meaning). */
export interface RetroCharCollisionPrimitive {
  /** Five u32. */
  ints: number[];
  /** Eight f32. */
  floats: number[];
  /** Name (HECL: bone name). */
  name: string;
  /** Trailing f32. */
  endValue: number;
}

/** A named set of collision primitives. */
export interface RetroCharCollisionSet {
  /** Set name. */
  name: string;
  /** Primitives. */
  primitives: RetroCharCollisionPrimitive[];
}

/** A whole CHAR file (version 5). */
export interface RetroCharDocument {
  /** Always 5. */
  version: 5;
  /** Unique among the characters that share one SAND (u8). */
  characterId: number;
  /** Character name. */
  name: string;
  /** CMDL asset id. */
  model: RetroCharAssetId;
  /** CSKR asset id. */
  skin: RetroCharAssetId;
  /** Overlay models. */
  overlays: RetroCharOverlay[];
  /** CINF asset id. */
  skeleton: RetroCharAssetId;
  /** SAND asset id. */
  sand: RetroCharAssetId;
  /** The PAS4 database. */
  pas: RetroCharPasDatabase;
  /** Particle assets. */
  particles: RetroCharParticles;
  /** Animation event sets. */
  eventSets: RetroCharEventSet[];
  /** Animations with their meta-animation trees. */
  animations: RetroCharAnimation[];
  /** Animation bounding boxes. */
  animationBounds: RetroCharAnimationBounds[];
  /** u8 of unknown use. */
  unknown: number;
  /** One byte per animation of unknown meaning (HECL: additive map). */
  additiveFlags: Uint8Array;
  /** Collision primitive sets. */
  collisionSets: RetroCharCollisionSet[];
  /** CAUD asset ids. */
  soundResources: RetroCharAssetId[];
  /** Bytes after the last field, kept as read (0xFF padding inside PAK archives). */
  padding: Uint8Array;
}

const HEX_ID = /^[0-9A-F]{16}$/;

/**
 * Formats a 64-bit id as the document's 16-digit upper-case hex string.
 *
 * @example Convert an id above 2^53
 * ```ts
 * import { retroCharAssetIdFromBigInt } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(retroCharAssetIdFromBigInt(0xFEDCBA9876543210n), "FEDCBA9876543210");
 * equal(retroCharAssetIdFromBigInt(1n), "0000000000000001");
 * ```
 */
export function retroCharAssetIdFromBigInt(id: bigint): RetroCharAssetId {
  if (id < 0n || id > 0xFFFF_FFFF_FFFF_FFFFn) throw new RangeError(`asset id ${id} is not 64-bit`);
  return id.toString(16).toUpperCase().padStart(16, "0");
}

/**
 * Reports whether a string is a document asset id (exactly 16 upper-case hex digits).
 *
 * @example Check ids
 * ```ts
 * import { isRetroCharAssetId } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(isRetroCharAssetId("00000000DEADBEEF"), true);
 * equal(isRetroCharAssetId("deadbeef"), false);
 * ```
 */
export function isRetroCharAssetId(id: string): boolean {
  return HEX_ID.test(id);
}

/**
 * Converts a document asset id back to its 64-bit value.
 *
 * @throws {RangeError} when `id` is not 16 upper-case hex digits.
 *
 * @example Convert
 * ```ts
 * import { retroCharAssetIdToBigInt } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(retroCharAssetIdToBigInt("FEDCBA9876543210"), 0xFEDCBA9876543210n);
 * ```
 */
export function retroCharAssetIdToBigInt(id: RetroCharAssetId): bigint {
  if (!HEX_ID.test(id)) throw new RangeError(`asset id ${JSON.stringify(id)} is not 16 hex digits`);
  return BigInt(`0x${id}`);
}
