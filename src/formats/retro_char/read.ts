/**
 * Reads Metroid Prime 3 CHAR bytes into a {@linkcode RetroCharDocument} through the reader
 * generated from `schemas/retro_char_mp3.ksy`.
 *
 * @module
 */
import { decodeName, NAME_BYTES } from "./_names.ts";
import { RetroCharMp3 } from "../../../generated/retro_char_mp3.js";
import { AnimkitError } from "../../errors.ts";
import { parseKaitai } from "../_kaitai.ts";
import {
  RETRO_CHAR_MAX_META_DEPTH,
  RETRO_CHAR_META_KINDS,
  RETRO_CHAR_PAS_PARM_TYPES,
  type RetroCharAnimTime,
  type RetroCharAssetId,
  type RetroCharDocument,
  type RetroCharEventBase,
  type RetroCharMayaSpline,
  type RetroCharMetaAnim,
  type RetroCharSoundTail,
  type RetroCharVec3,
} from "./document.ts";
import { asBytes } from "../../io/bytes.ts";

type G = typeof RetroCharMp3;
type Meta = InstanceType<G["MetaAnim"]>;

/** Two upper-case hex digits for each byte value. */
const BYTE_HEX: readonly string[] = Array.from(
  { length: 256 },
  (_, i) => i.toString(16).toUpperCase().padStart(2, "0"),
);

function hex8(n: number): string {
  return BYTE_HEX[n >>> 24]! + BYTE_HEX[(n >>> 16) & 0xFF]! + BYTE_HEX[(n >>> 8) & 0xFF]! +
    BYTE_HEX[n & 0xFF]!;
}

/** u64 → 16 upper-case hex digits (hot path: table lookups instead of BigInt formatting). */
function id(value: bigint): RetroCharAssetId {
  return hex8(Number(value >> 32n)) + hex8(Number(BigInt.asUintN(32, value)));
}

function time(t: InstanceType<G["CharAnimTime"]>): RetroCharAnimTime {
  return { seconds: t.seconds, state: t.state };
}

function vec3(v: InstanceType<G["Vec3"]>): RetroCharVec3 {
  return { x: v.x, y: v.y, z: v.z };
}

function eventBase(b: InstanceType<G["EventBase"]>): RetroCharEventBase {
  return {
    unknown1: b.unknown1,
    name: nm(b.name),
    type: b.eventType,
    time: time(b.time),
    index: b.index,
    unknown2: b.unknown2,
    unique: b.unique,
    weight: b.weight,
    characterIndex: b.characterIndex,
    flags: b.flags,
    unknown3: b.unknown3,
    unknown4: b.unknown4,
    unknown5: b.unknown5,
    unknown6: b.unknown6,
    unknown7: b.unknown7,
  };
}

function spline(s: InstanceType<G["MayaSpline"]>): RetroCharMayaSpline {
  return {
    preInfinity: s.preInfinity,
    postInfinity: s.postInfinity,
    knots: s.knots.map((k) => ({
      time: k.time,
      amplitude: k.amplitude,
      inTangentType: k.inTangentType,
      outTangentType: k.outTangentType,
      inTangent: k.inTangent === undefined ? null : [k.inTangent.x, k.inTangent.y],
      outTangent: k.outTangent === undefined ? null : [k.outTangent.x, k.outTangent.y],
    })),
    clampMode: s.clampMode,
    minAmplitude: s.minAmplitude,
    maxAmplitude: s.maxAmplitude,
  };
}

function tail(t: InstanceType<G["SoundTail"]>): RetroCharSoundTail {
  if (t.tailType === 1) return { type: 1, value: t.value! };
  if (t.tailType === 2) return { type: 2, spline: spline(t.spline!) };
  return { type: 0 };
}

/** Converts a generated tree; its depth is already bounded by the schema's `depth_guard`. */
function meta(node: Meta): RetroCharMetaAnim {
  const kind = RETRO_CHAR_META_KINDS[node.kind]!;
  const body = node.body!;
  switch (kind) {
    case "play": {
      const p = body as InstanceType<G["MetaAnimPlay"]>;
      return {
        kind,
        animId: id(p.animId),
        primitiveIndex: p.primitiveIndex,
        name: nm(p.name),
        time: time(p.time),
      };
    }
    case "blend":
    case "phase-blend": {
      const b = body as InstanceType<G["MetaAnimBlend"]>;
      return {
        kind,
        a: meta(b.animA),
        b: meta(b.animB),
        weight: b.blendWeight,
        unknown: b.unknown,
      };
    }
    case "random": {
      const r = body as InstanceType<G["MetaAnimRandom"]>;
      return {
        kind,
        choices: r.choices.map((c) => ({ anim: meta(c.anim), probability: c.probability })),
      };
    }
    case "sequence": {
      const s = body as InstanceType<G["MetaAnimSequence"]>;
      return { kind, items: s.items.map(meta) };
    }
  }
}

/** Names decoded during the current conversion (see `_names.ts`). */
let names = new Map<string, Uint8Array>();

function nm(stored: string): string {
  return decodeName(stored, names);
}

function convert(raw: RetroCharMp3): RetroCharDocument {
  names = new Map();
  const doc = convertTree(raw);
  NAME_BYTES.set(doc, names);
  return doc;
}

function convertTree(raw: RetroCharMp3): RetroCharDocument {
  const p = raw.particles;
  return {
    version: 5,
    characterId: raw.characterId,
    name: nm(raw.name),
    model: id(raw.modelId),
    skin: id(raw.skinId),
    overlays: raw.overlays.map((o) => ({ type: o.kind, model: id(o.modelId), skin: id(o.skinId) })),
    skeleton: id(raw.skeletonId),
    sand: id(raw.sandId),
    pas: {
      defaultState: raw.pasDatabase.defaultState,
      states: raw.pasDatabase.states.map((s) => ({
        type: s.stateType,
        parms: s.parmInfos.map((q) => ({
          type: RETRO_CHAR_PAS_PARM_TYPES[q.parmType]!,
          weightFunction: q.weightFunction,
          weight: q.weight,
          min: q.minValue.value!,
          max: q.maxValue.value!,
        })),
        anims: s.animInfos.map((a) => ({
          animId: a.animId,
          values: a.values.map((v) => v.value!),
        })),
      })),
    },
    particles: {
      generic: p.generic.map(id),
      swoosh: p.swoosh.map(id),
      electric: p.electric.map(id),
      spawn: p.spawn.map(id),
    },
    eventSets: raw.eventSets.map((s) => ({
      id: s.id,
      name: nm(s.name),
      effectEvents: s.effectEvents.map((e) => ({
        name: nm(e.name),
        base: eventBase(e.base),
        particleType: e.particleKind,
        particleId: id(e.particleId),
        scale: e.scale,
        parentMode: e.parentMode,
      })),
      soundEvents: s.soundEvents.map((e) => ({
        name: nm(e.name),
        base: eventBase(e.base),
        soundId: id(e.soundId),
        unknown1: e.unknown1,
        unknown2: e.unknown2,
        tails: [tail(e.tails[0]!), tail(e.tails[1]!)],
      })),
    })),
    animations: raw.animations.map((a) => ({ name: nm(a.name), meta: meta(a.meta) })),
    animationBounds: raw.animationBounds.map((b) => ({
      animId: id(b.animId),
      min: vec3(b.min),
      max: vec3(b.max),
    })),
    unknown: raw.unknown,
    additiveFlags: raw.additiveFlags.slice(),
    collisionSets: raw.collisionSets.map((c) => ({
      name: nm(c.name),
      primitives: c.primitives.map((q) => ({
        ints: q.ints,
        floats: q.floats,
        name: nm(q.name),
        endValue: q.endValue,
      })),
    })),
    soundResources: raw.soundResources.map(id),
    padding: raw.padding.slice(),
  };
}

/**
 * Reports whether bytes look like a Metroid Prime 3 CHAR file: version byte 5, a
 * null-terminated name, and — when the file is long enough to hold it — the `PAS4` magic right
 * after the overlays and the skeleton and SAND ids.
 *
 * @example Sniff a buffer
 * ```ts
 * import { isRetroChar } from "./read.ts";
 * import { equal } from "node:assert/strict";
 * equal(isRetroChar(new Uint8Array([5, 0, 0x41, 0])), true);
 * equal(isRetroChar(new Uint8Array([5, 0, 0x41, 0x42])), false);
 * ```
 */
export function isRetroChar(bytes: Uint8Array): boolean {
  if (bytes.length < 3 || bytes[0] !== 5) return false;
  const end = bytes.indexOf(0, 2);
  if (end < 0) return false;
  for (let i = 2; i < end; i++) if (bytes[i]! < 0x20) return false;
  const overlayCountAt = end + 1 + 16;
  if (bytes.length < overlayCountAt + 4) return true;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const overlays = view.getUint32(overlayCountAt);
  const pasAt = overlayCountAt + 4 + overlays * 20 + 16;
  if (overlays > bytes.length || bytes.length < pasAt + 4) return overlays <= bytes.length;
  // "PAS4" (notes-retro.md §4)
  return bytes[pasAt] === 0x50 && bytes[pasAt + 1] === 0x41 && bytes[pasAt + 2] === 0x53 &&
    bytes[pasAt + 3] === 0x34;
}

/** Size of each validated field, to report a validation failure at the field's first byte. */
const FIELD_SIZE: Readonly<Record<string, number>> = {
  "meta_anim.kind": 4,
  "pas_parm_info.parm_type": 4,
  "sound_tail.tail_type": 4,
  "pas_database.magic": 4,
  "particle_resources.reserved1": 4,
  "particle_resources.reserved2": 4,
};

const FIELD_ERROR = /^([a-z0-9_.]+): invalid value/;

/** Rewords the generic errors of the generated reader for the fields CHAR validates. */
function refine(error: AnimkitError, bytes: Uint8Array): AnimkitError {
  if (error.location.kind !== "byte") return error;
  const at = error.location.offset;
  if (/no terminator 0 found/.test(error.detail)) {
    return new AnimkitError(
      "retro-char",
      { kind: "byte", offset: at },
      "unterminated string (no 0 byte before the end of the file)",
    );
  }
  const match = FIELD_ERROR.exec(error.detail);
  if (match === null) return error;
  const field = match[1]!;
  if (field === "meta_anim.depth_guard") {
    return new AnimkitError(
      "retro-char",
      { kind: "byte", offset: at },
      `meta-animation nested deeper than ${RETRO_CHAR_MAX_META_DEPTH} levels`,
    );
  }
  const name = field.split(".").pop()!;
  const size = FIELD_SIZE[field] ?? (/^(num|len)_/.test(name) ? 4 : 0);
  if (size !== 4 || at < 4) return error;
  const start = at - 4;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const value = view.getUint32(start);
  const where = { kind: "byte", offset: start } as const;
  switch (field) {
    case "meta_anim.kind":
      return new AnimkitError("retro-char", where, `unknown meta-animation type ${value}`);
    case "pas_parm_info.parm_type":
      return new AnimkitError("retro-char", where, `unknown PAS parameter type ${value}`);
    case "sound_tail.tail_type":
      return new AnimkitError("retro-char", where, `unknown sound event tail type ${value}`);
    case "pas_database.magic":
      return new AnimkitError("retro-char", where, "PAS database does not start with PAS4");
    case "particle_resources.reserved1":
    case "particle_resources.reserved2":
      return new AnimkitError(
        "retro-char",
        where,
        `particle resource data must end with two zero words (found ${value})`,
      );
  }
  return new AnimkitError(
    "retro-char",
    where,
    `${field}: count ${value} runs past the end of the file`,
  );
}

/**
 * Parses a Metroid Prime 3 CHAR file (version 5).
 *
 * Bytes after the last field are kept in `padding`. Every document this returns is written back
 * byte for byte by {@linkcode writeRetroChar}, with one exception JavaScript numbers impose: a
 * NaN float is written as the quiet NaN `0x7FC00000`.
 *
 * @throws {AnimkitError} with a byte location on a wrong version, an unterminated string, an
 * unknown meta-animation, PAS parameter or sound tail type, a count past the end of the file, a
 * meta-animation tree nested deeper than {@linkcode RETRO_CHAR_MAX_META_DEPTH}, or truncation.
 *
 * @example Read a file
 * ```ts ignore
 * const doc = readRetroChar(await Deno.readFile("samus.char"));
 * console.log(doc.name, doc.animations.map((a) => a.name));
 * ```
 */
export function readRetroChar(bytes: Uint8Array): RetroCharDocument {
  bytes = asBytes(bytes, "retro-char");
  if (bytes.length === 0) {
    throw new AnimkitError("retro-char", { kind: "byte", offset: 0 }, "empty file");
  }
  if (bytes[0] !== 5) {
    const extra = bytes[0] === 0x59 ? " (0x59 is Donkey Kong Country Returns' layout)" : "";
    throw new AnimkitError(
      "retro-char",
      { kind: "byte", offset: 0 },
      `unsupported version ${bytes[0]} (this reader knows Metroid Prime 3's version 5)${extra}`,
    );
  }
  let raw: RetroCharMp3;
  try {
    raw = parseKaitai("retro-char", RetroCharMp3, bytes);
  } catch (error) {
    if (error instanceof AnimkitError) throw refine(error, bytes);
    throw error;
  }
  return convert(raw);
}
