/**
 * Writes a {@linkcode RetroCharDocument} as Metroid Prime 3 CHAR bytes (version 5, big-endian),
 * field by field in the order of `schemas/retro_char_mp3.ksy`.
 *
 * @module
 */
import { encodeName, NAME_BYTES } from "./_names.ts";
import { AnimkitError } from "../../errors.ts";
import {
  RETRO_CHAR_MAX_META_DEPTH,
  type RetroCharAnimTime,
  type RetroCharDocument,
  type RetroCharEventBase,
  type RetroCharMayaSpline,
  type RetroCharMetaAnim,
  type RetroCharPasParmType,
  type RetroCharSoundTail,
  type RetroCharVec3,
} from "./document.ts";

const PARM_CODES: Readonly<Record<RetroCharPasParmType, number>> = {
  int32: 0,
  uint32: 1,
  real: 2,
  bool: 3,
  enum: 4,
};

const META_CODES: Readonly<Record<RetroCharMetaAnim["kind"], number>> = {
  "play": 0,
  "blend": 1,
  "phase-blend": 2,
  "random": 3,
  "sequence": 4,
};

/** Hex digit values by char code, -1 for anything else (upper-case only). */
const HEX_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) HEX_VALUE["0123456789ABCDEF".charCodeAt(i)] = i;

/** A growable big-endian byte sink that remembers the JSON pointer of the value being written. */
class Sink {
  bytes: Uint8Array = new Uint8Array(4096);
  view: DataView = new DataView(this.bytes.buffer);
  pos = 0;
  readonly path: (string | number)[] = [];

  fail(detail: string, key?: string | number): never {
    const parts = key === undefined ? this.path : [...this.path, key];
    const pointer = parts.map((p) => `/${String(p).replaceAll("~", "~0").replaceAll("/", "~1")}`)
      .join("");
    throw new AnimkitError("retro-char", { kind: "pointer", pointer }, detail);
  }

  reserve(n: number): void {
    if (this.pos + n <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.pos + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.bytes.subarray(0, this.pos));
    this.bytes = next;
    this.view = new DataView(next.buffer);
  }

  int(value: unknown, min: number, max: number, key: string | number, what: string): number {
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      this.fail(`${String(value)} is not a ${what}`, key);
    }
    return value;
  }

  u8(value: number, key: string | number): void {
    this.reserve(1);
    this.bytes[this.pos++] = this.int(value, 0, 0xFF, key, "u8 (0..255)");
  }

  u16(value: number, key: string | number): void {
    this.reserve(2);
    this.view.setUint16(this.pos, this.int(value, 0, 0xFFFF, key, "u16 (0..65535)"));
    this.pos += 2;
  }

  u32(value: number, key: string | number): void {
    this.reserve(4);
    this.view.setUint32(this.pos, this.int(value, 0, 0xFFFF_FFFF, key, "u32 (0..4294967295)"));
    this.pos += 4;
  }

  s32(value: number, key: string | number): void {
    this.reserve(4);
    this.view.setInt32(this.pos, this.int(value, -0x8000_0000, 0x7FFF_FFFF, key, "s32"));
    this.pos += 4;
  }

  f32(value: number, key: string | number): void {
    if (typeof value !== "number") this.fail(`${String(value)} is not a number`, key);
    this.reserve(4);
    this.view.setFloat32(this.pos, value);
    this.pos += 4;
  }

  count(array: unknown, key: string | number): number {
    if (!Array.isArray(array)) this.fail("expected an array", key);
    this.u32(array.length, key);
    return array.length;
  }

  /** A 16-digit upper-case hex id as a big-endian u64. */
  id(value: string, key: string | number): void {
    if (typeof value !== "string" || value.length !== 16) {
      this.fail(`${JSON.stringify(value)} is not an asset id (16 upper-case hex digits)`, key);
    }
    this.reserve(8);
    for (let i = 0; i < 16; i += 2) {
      const hi = value.charCodeAt(i);
      const lo = value.charCodeAt(i + 1);
      const h = hi < 128 ? HEX_VALUE[hi]! : -1;
      const l = lo < 128 ? HEX_VALUE[lo]! : -1;
      if (h < 0 || l < 0) {
        this.fail(`${JSON.stringify(value)} is not an asset id (16 upper-case hex digits)`, key);
      }
      this.bytes[this.pos++] = (h << 4) | l;
    }
  }

  /** Bytes of names decoded from UTF-8 when the document was read. */
  names: Map<string, Uint8Array> | undefined;

  /**
   * A null-terminated string: the bytes it was read from, one byte per character when every
   * character is below U+0100, UTF-8 otherwise (no NUL inside).
   */
  string(value: string, key: string | number): void {
    if (typeof value !== "string") this.fail(`${String(value)} is not a string`, key);
    const bytes = encodeName(value, this.names);
    const nul = bytes.indexOf(0);
    if (nul >= 0) this.fail(`character ${nul} is NUL, which ends a stored string`, key);
    this.reserve(bytes.length + 1);
    this.bytes.set(bytes, this.pos);
    this.pos += bytes.length;
    this.bytes[this.pos++] = 0;
  }

  /** A FourCC: exactly four characters, one byte each. */
  fourCC(value: string, key: string | number): void {
    if (typeof value !== "string" || value.length !== 4) {
      this.fail(`${JSON.stringify(value)} is not a FourCC (four characters)`, key);
    }
    this.reserve(4);
    for (let i = 0; i < 4; i++) {
      const c = value.charCodeAt(i);
      if (c > 0xFF) this.fail(`${JSON.stringify(value)} has a character above U+00FF`, key);
      this.bytes[this.pos++] = c;
    }
  }

  raw(value: Uint8Array, key: string | number): void {
    if (!(value instanceof Uint8Array)) this.fail("expected a Uint8Array", key);
    this.reserve(value.length);
    this.bytes.set(value, this.pos);
    this.pos += value.length;
  }

  /** Runs `fn` with `key` appended to the current path. */
  at(key: string | number, fn: () => void): void {
    this.path.push(key);
    fn();
    this.path.pop();
  }
}

function animTime(s: Sink, t: RetroCharAnimTime, key: string): void {
  s.at(key, () => {
    s.f32(t.seconds, "seconds");
    s.u32(t.state, "state");
  });
}

function vec3(s: Sink, v: RetroCharVec3, key: string): void {
  s.at(key, () => {
    s.f32(v.x, "x");
    s.f32(v.y, "y");
    s.f32(v.z, "z");
  });
}

function eventBase(s: Sink, b: RetroCharEventBase): void {
  s.at("base", () => {
    s.u16(b.unknown1, "unknown1");
    s.string(b.name, "name");
    s.u16(b.type, "type");
    animTime(s, b.time, "time");
    s.u32(b.index, "index");
    s.u32(b.unknown2, "unknown2");
    s.u8(b.unique, "unique");
    s.f32(b.weight, "weight");
    s.s32(b.characterIndex, "characterIndex");
    s.u32(b.flags, "flags");
    s.u32(b.unknown3, "unknown3");
    s.u32(b.unknown4, "unknown4");
    s.u32(b.unknown5, "unknown5");
    s.f32(b.unknown6, "unknown6");
    s.f32(b.unknown7, "unknown7");
  });
}

function tangent(s: Sink, type: number, value: [number, number] | null, key: string): void {
  if ((type === 5) !== (value !== null && value !== undefined)) {
    s.fail(
      type === 5
        ? "tangent type 5 needs a cached tangent"
        : `tangent type ${type} stores no cached tangent (set it to null)`,
      key,
    );
  }
  if (value !== null) {
    s.at(key, () => {
      s.f32(value[0], 0);
      s.f32(value[1], 1);
    });
  }
}

function spline(s: Sink, sp: RetroCharMayaSpline): void {
  s.at("spline", () => {
    s.u8(sp.preInfinity, "preInfinity");
    s.u8(sp.postInfinity, "postInfinity");
    const n = s.count(sp.knots, "knots");
    s.at("knots", () => {
      for (let i = 0; i < n; i++) {
        const k = sp.knots[i]!;
        s.at(i, () => {
          s.f32(k.time, "time");
          s.f32(k.amplitude, "amplitude");
          s.u8(k.inTangentType, "inTangentType");
          s.u8(k.outTangentType, "outTangentType");
          tangent(s, k.inTangentType, k.inTangent, "inTangent");
          tangent(s, k.outTangentType, k.outTangent, "outTangent");
        });
      }
    });
    s.u8(sp.clampMode, "clampMode");
    s.f32(sp.minAmplitude, "minAmplitude");
    s.f32(sp.maxAmplitude, "maxAmplitude");
  });
}

function tail(s: Sink, t: RetroCharSoundTail, key: number): void {
  s.at(key, () => {
    switch (t.type) {
      case 0:
        s.u32(0, "type");
        return;
      case 1:
        s.u32(1, "type");
        s.u32(t.value, "value");
        return;
      case 2:
        s.u32(2, "type");
        spline(s, t.spline);
        return;
      default:
        s.fail(`unknown sound event tail type ${String((t as { type: unknown }).type)}`, "type");
    }
  });
}

function meta(s: Sink, m: RetroCharMetaAnim, key: string | number, depth: number): void {
  s.at(key, () => {
    if (depth >= RETRO_CHAR_MAX_META_DEPTH) {
      s.fail(`meta-animation nested deeper than ${RETRO_CHAR_MAX_META_DEPTH} levels`);
    }
    const code = META_CODES[m.kind];
    if (code === undefined) s.fail(`unknown meta-animation kind ${JSON.stringify(m.kind)}`, "kind");
    s.u32(code, "kind");
    switch (m.kind) {
      case "play":
        s.id(m.animId, "animId");
        s.u32(m.primitiveIndex, "primitiveIndex");
        s.string(m.name, "name");
        animTime(s, m.time, "time");
        return;
      case "blend":
      case "phase-blend":
        meta(s, m.a, "a", depth + 1);
        meta(s, m.b, "b", depth + 1);
        s.f32(m.weight, "weight");
        s.u8(m.unknown, "unknown");
        return;
      case "random": {
        const n = s.count(m.choices, "choices");
        s.at("choices", () => {
          for (let i = 0; i < n; i++) {
            const c = m.choices[i]!;
            s.at(i, () => {
              meta(s, c.anim, "anim", depth + 1);
              s.u32(c.probability, "probability");
            });
          }
        });
        return;
      }
      case "sequence": {
        const n = s.count(m.items, "items");
        s.at("items", () => {
          for (let i = 0; i < n; i++) meta(s, m.items[i]!, i, depth + 1);
        });
        return;
      }
    }
  });
}

/** Writes `items` under `key` as a u32 count (unless `counted` is false) then each item. */
function list<T>(
  s: Sink,
  items: T[],
  key: string,
  each: (item: T, i: number) => void,
  counted = true,
): void {
  const n = counted ? s.count(items, key) : items.length;
  s.at(key, () => {
    for (let i = 0; i < n; i++) s.at(i, () => each(items[i]!, i));
  });
}

function ids(s: Sink, items: string[], key: string): void {
  const n = s.count(items, key);
  s.at(key, () => {
    for (let i = 0; i < n; i++) s.id(items[i]!, i);
  });
}

/**
 * Writes a CHAR document as bytes. A document read by {@linkcode readRetroChar} comes back byte
 * for byte (NaN floats excepted: they are written as `0x7FC00000`).
 *
 * @throws {AnimkitError} with a JSON-pointer location (e.g. `/animations/2/meta/a/animId`) when a
 * value cannot be stored: an integer out of its range, an asset id that is not 16 upper-case hex
 * digits, a character outside 1–255, a tangent present without type 5 (or missing with it), an
 * unknown kind, or a meta-animation tree nested deeper than
 * {@linkcode RETRO_CHAR_MAX_META_DEPTH}.
 *
 * @example Write a character, edit it, write it again
 * ```ts
 * import { readRetroChar, type RetroCharDocument, writeRetroChar } from "@animkit/animkit";
 * import { deepEqual, equal } from "node:assert/strict";
 * const none = "0000000000000000";
 * const doc: RetroCharDocument = {
 *   version: 5, characterId: 0, name: "Pirate", model: none, skin: none, overlays: [],
 *   skeleton: none, sand: none, pas: { defaultState: 0, states: [] },
 *   particles: { generic: [], swoosh: [], electric: [], spawn: [] }, eventSets: [],
 *   animations: [{
 *     name: "Idle",
 *     meta: {
 *       kind: "play", animId: "0020000000000001", primitiveIndex: 0, name: "idle",
 *       time: { seconds: 0, state: 0 },
 *     },
 *   }],
 *   animationBounds: [], unknown: 0, additiveFlags: new Uint8Array([0]), collisionSets: [],
 *   soundResources: [], padding: new Uint8Array(0),
 * };
 * const bytes = writeRetroChar(doc);
 * deepEqual(writeRetroChar(readRetroChar(bytes)), bytes);
 * doc.animations[0]!.name = "Idle_Loop";
 * equal(readRetroChar(writeRetroChar(doc)).animations[0]!.name, "Idle_Loop");
 * ```
 *
 * @example Rename an animation in a file
 * ```ts ignore
 * const doc = readRetroChar(await Deno.readFile("in.char"));
 * doc.animations[0]!.name = "Idle_Loop";
 * await Deno.writeFile("out.char", writeRetroChar(doc));
 * ```
 */
export function writeRetroChar(doc: RetroCharDocument): Uint8Array {
  const s = new Sink();
  s.names = NAME_BYTES.get(doc);
  if (doc.version !== 5) {
    s.fail(`version ${String(doc.version)} cannot be written (only 5)`, "version");
  }
  s.u8(5, "version");
  s.u8(doc.characterId, "characterId");
  s.string(doc.name, "name");
  s.id(doc.model, "model");
  s.id(doc.skin, "skin");
  list(s, doc.overlays, "overlays", (o) => {
    s.fourCC(o.type, "type");
    s.id(o.model, "model");
    s.id(o.skin, "skin");
  });
  s.id(doc.skeleton, "skeleton");
  s.id(doc.sand, "sand");

  s.at("pas", () => {
    s.fourCC("PAS4", "magic");
    const pas = doc.pas;
    const n = s.count(pas.states, "states");
    s.u32(pas.defaultState, "defaultState");
    s.at("states", () => {
      for (let i = 0; i < n; i++) {
        const state = pas.states[i]!;
        s.at(i, () => {
          s.u32(state.type, "type");
          s.count(state.parms, "parms");
          s.count(state.anims, "anims");
          const codes: number[] = [];
          list(s, state.parms, "parms", (p) => {
            const code = PARM_CODES[p.type];
            if (code === undefined) {
              s.fail(`unknown PAS parameter type ${JSON.stringify(p.type)}`, "type");
            }
            codes.push(code);
            s.u32(code, "type");
            s.u32(p.weightFunction, "weightFunction");
            s.f32(p.weight, "weight");
            pasValue(s, code, p.min, "min");
            pasValue(s, code, p.max, "max");
          }, false);
          list(s, state.anims, "anims", (a) => {
            s.u32(a.animId, "animId");
            if (!Array.isArray(a.values) || a.values.length !== codes.length) {
              s.fail(`expected ${codes.length} values, one per parameter`, "values");
            }
            s.at("values", () => {
              for (let j = 0; j < codes.length; j++) pasValue(s, codes[j]!, a.values[j]!, j);
            });
          }, false);
        });
      }
    });
  });

  s.at("particles", () => {
    const p = doc.particles;
    ids(s, p.generic, "generic");
    ids(s, p.swoosh, "swoosh");
    ids(s, p.electric, "electric");
    ids(s, p.spawn, "spawn");
    // Two zero words end the block (RDS Const(0) ×2; notes-retro.md §4).
    s.u32(0, "reserved");
    s.u32(0, "reserved");
  });

  list(s, doc.eventSets, "eventSets", (set) => {
    s.u32(set.id, "id");
    s.string(set.name, "name");
    list(s, set.effectEvents, "effectEvents", (e) => {
      s.string(e.name, "name");
      eventBase(s, e.base);
      s.fourCC(e.particleType, "particleType");
      s.id(e.particleId, "particleId");
      s.f32(e.scale, "scale");
      s.u32(e.parentMode, "parentMode");
    });
    list(s, set.soundEvents, "soundEvents", (e) => {
      s.string(e.name, "name");
      eventBase(s, e.base);
      s.id(e.soundId, "soundId");
      s.u32(e.unknown1, "unknown1");
      s.u32(e.unknown2, "unknown2");
      if (!Array.isArray(e.tails) || e.tails.length !== 2) s.fail("expected two tails", "tails");
      s.at("tails", () => {
        tail(s, e.tails[0], 0);
        tail(s, e.tails[1], 1);
      });
    });
  });

  list(s, doc.animations, "animations", (a) => {
    s.string(a.name, "name");
    meta(s, a.meta, "meta", 0);
  });

  list(s, doc.animationBounds, "animationBounds", (b) => {
    s.id(b.animId, "animId");
    vec3(s, b.min, "min");
    vec3(s, b.max, "max");
  });

  s.u8(doc.unknown, "unknown");
  if (!(doc.additiveFlags instanceof Uint8Array)) s.fail("expected a Uint8Array", "additiveFlags");
  s.u32(doc.additiveFlags.length, "additiveFlags");
  s.raw(doc.additiveFlags, "additiveFlags");

  list(s, doc.collisionSets, "collisionSets", (c) => {
    s.string(c.name, "name");
    list(s, c.primitives, "primitives", (q) => {
      if (!Array.isArray(q.ints) || q.ints.length !== 5) s.fail("expected five integers", "ints");
      if (!Array.isArray(q.floats) || q.floats.length !== 8) {
        s.fail("expected eight floats", "floats");
      }
      s.at("ints", () => q.ints.forEach((v, i) => s.u32(v, i)));
      s.at("floats", () => q.floats.forEach((v, i) => s.f32(v, i)));
      s.string(q.name, "name");
      s.f32(q.endValue, "endValue");
    });
  });

  ids(s, doc.soundResources, "soundResources");
  s.raw(doc.padding, "padding");
  return s.bytes.slice(0, s.pos);
}

function pasValue(s: Sink, code: number, value: number, key: string | number): void {
  switch (code) {
    case 0:
      return s.s32(value, key);
    case 1:
    case 4:
      return s.u32(value, key);
    case 2:
      return s.f32(value, key);
    default:
      return s.u8(value, key);
  }
}
