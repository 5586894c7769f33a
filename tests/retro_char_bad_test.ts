import { deepEqual, equal, match, ok } from "node:assert/strict";
import { AnimkitError } from "../src/errors.ts";
import { readRetroChar, retroCharFormat, writeRetroChar } from "../src/formats/retro_char/mod.ts";
import {
  baseFx,
  buildCharWithMarks,
  type CharFx,
  EVENTS_FX,
  META_FX,
  type MetaFx,
  nestedFx,
  playFx,
} from "./fixtures/retro_char_bytes.ts";
import { expectAnimkitError } from "./_helpers.ts";

/** A fixture with one of every section and no padding (so that any cut is a truncation). */
const FULL: CharFx = {
  ...META_FX,
  ...EVENTS_FX,
  name: "Full",
  overlays: [["FRZN", 1n, 2n]],
  states: [{ type: 1, parms: [[3, 0, 1, 0, 1], [2, 1, 1, 0, 1]], anims: [[1, [1, 0.5]]] }],
  particles: [[1n], [2n], [3n], [4n]],
  bounds: [[5n, 0, 0, 0, 1, 1, 1]],
  flags: [1, 2],
  collision: [{
    name: "c",
    prims: [{ ints: [1, 2, 3, 4, 5], floats: [1, 2, 3, 4, 5, 6, 7, 8], name: "b", end: 9 }],
  }],
  sounds: [6n],
};

function byteError(bytes: Uint8Array): AnimkitError {
  const error = expectAnimkitError(() => readRetroChar(bytes));
  equal(error.format, "retro-char");
  equal(error.location.kind, "byte", error.message);
  return error;
}

function offset(error: AnimkitError): number {
  return (error.location as { offset: number }).offset;
}

Deno.test("wrong version byte", () => {
  for (const version of [0, 3, 4, 6, 0x59, 0xFF]) {
    const error = byteError(buildCharWithMarks({ version }).bytes);
    equal(offset(error), 0);
    match(error.detail, new RegExp(`unsupported version ${version}\\b`));
  }
  match(byteError(buildCharWithMarks({ version: 0x59 }).bytes).detail, /Donkey Kong/);
  equal(offset(byteError(new Uint8Array(0))), 0);
});

Deno.test("unterminated string: located at the string's first byte", () => {
  const name = byteError(new Uint8Array([5, 0, 0x41, 0x42, 0x43]));
  equal(offset(name), 2);
  match(name.detail, /unterminated string/);
  // Cut a file right inside each of its strings: the error names that string's start, unless
  // an earlier count already claims more than the shortened file holds.
  const { bytes, marks } = buildCharWithMarks(FULL);
  let unterminated = 0;
  for (const start of marks.strings) {
    let end = start;
    while (bytes[end] !== 0) end++;
    const error = byteError(bytes.slice(0, end));
    if (/unterminated string/.test(error.detail)) {
      equal(offset(error), start, `string at ${start}`);
      unterminated++;
    } else {
      ok(offset(error) < start && /runs past the end/.test(error.detail), error.message);
    }
  }
  // 12 of the 25 strings sit where no earlier count check can fire first.
  ok(unterminated >= 12, `${unterminated} of ${marks.strings.length}`);
});

Deno.test("unknown meta-animation type, at the root and nested", () => {
  for (const code of [5, 6, 0xFFFFFFFF]) {
    const { bytes, marks } = buildCharWithMarks({ animations: [["bad", { raw: code }]] });
    const error = byteError(bytes);
    equal(offset(error), marks.meta[0]);
    equal(error.detail, `unknown meta-animation type ${code}`);
  }
  const nested: MetaFx = { blend: [playFx(1n, "a"), { sequence: [{ raw: 9 }] }, 0.5, 0] };
  const { bytes, marks } = buildCharWithMarks({
    animations: [["ok", playFx(1n, "x")], ["bad", nested]],
  });
  // meta[0] the first animation, meta[1] the blend, meta[2] its play, meta[3] the sequence.
  const error = byteError(bytes);
  equal(offset(error), marks.meta[4]);
  equal(error.detail, "unknown meta-animation type 9");
});

Deno.test("unknown PAS parameter type", () => {
  const { bytes, marks } = buildCharWithMarks({
    states: [{ type: 0, parms: [[1, 0, 1, 0, 1], [5, 0, 1, 0, 1]], anims: [] }],
  });
  const error = byteError(bytes);
  equal(offset(error), marks.parm[1]);
  equal(error.detail, "unknown PAS parameter type 5");
});

Deno.test("unknown sound event tail type", () => {
  const fx: CharFx = {
    eventSets: [{
      id: 0,
      name: "s",
      effects: [],
      sounds: [{ name: "x", base: baseFx("x"), id: 1n, u1: 0, u2: 0, tails: [[1, 2], [3]] }],
    }],
  };
  const { bytes, marks } = buildCharWithMarks(fx);
  const error = byteError(bytes);
  equal(offset(error), marks.tail[1]);
  equal(error.detail, "unknown sound event tail type 3");
});

Deno.test("wrong PAS magic and non-zero particle words", () => {
  const { bytes } = buildCharWithMarks({ pasMagic: "PAS3", overlays: [["ACID", 1n, 1n]] });
  // 1 + 1 + 2 ("C\0") + 16 + 4 + 20 (one overlay) + 16 = 60
  const magic = byteError(bytes);
  equal(offset(magic), 60);
  match(magic.detail, /PAS4/);
  const reserved = buildCharWithMarks({ particleTail: [0, 7] });
  const error = byteError(reserved.bytes);
  // The second word follows the SPSC count: counts.spsc + 4 + 4.
  equal(offset(error), reserved.marks.counts.spsc! + 8);
  match(error.detail, /two zero words \(found 7\)/);
});

Deno.test("counts past the end: every count word, set huge, is located", () => {
  const { bytes, marks } = buildCharWithMarks(FULL);
  const names = Object.keys(marks.counts);
  // overlays, states, parms, anims, part, swhc, elsc, spsc, eventSets, effects, soundEvents,
  // knots, animations, random, sequence, bounds, flags, collision, prims, sounds
  equal(names.length, 20, names.join(", "));
  for (const name of names) {
    for (const huge of [0xFFFFFFFF, 0x7FFFFFFF, 100000]) {
      const bad = bytes.slice();
      new DataView(bad.buffer).setUint32(marks.counts[name]!, huge);
      const error = byteError(bad);
      equal(offset(error), marks.counts[name], `${name} = ${huge}: ${error.message}`);
      match(error.detail, /runs past the end/, name);
    }
  }
});

Deno.test("count bounds are not too strict: 40 minimal elements last in the file are accepted", () => {
  // Minimal sizes: effect event 1 + 54 (base with an empty name) + 4 + 8 + 4 + 4 = 75 bytes,
  // sound event 1 + 54 + 8 + 4 + 4 + 2·4 = 79, animation 1 + 8 (an empty sequence) = 9,
  // random choice 8 + 4 = 12, sequence item 8, knot 10, collision set 1 + 4 = 5,
  // primitive 52 + 1 + 4 = 57, PAS state 12, Bool parameter 14, animation info 4.
  // After the event sets a file holds at least 21 bytes (five u32 counts and the u8), so a
  // bound one byte larger than the minimal size would refuse 40 elements here.
  const empty = baseFx("");
  const nothing: MetaFx = { sequence: [] };
  const forty = <T>(make: () => T): T[] => Array.from({ length: 40 }, make);
  const cases: Record<string, CharFx> = {
    effects: {
      eventSets: [{
        id: 0,
        name: "",
        effects: forty(() => ({ name: "", base: empty, fourcc: "PART", id: 0n, f: 0, u: 0 })),
        sounds: [],
      }],
    },
    sounds: {
      eventSets: [{
        id: 0,
        name: "",
        effects: [],
        sounds: forty(() => ({
          name: "",
          base: empty,
          id: 0n,
          u1: 0,
          u2: 0,
          tails: [[0], [0]] as const,
        })),
      }],
    },
    knots: {
      eventSets: [{
        id: 0,
        name: "",
        effects: [],
        sounds: [{
          name: "",
          base: empty,
          id: 0n,
          u1: 0,
          u2: 0,
          tails: [[0], [2, {
            pre: 0,
            post: 0,
            knots: forty(() => [0, 0, 0, 0] as const),
            clamp: 0,
            min: 0,
            max: 0,
          }]],
        }],
      }],
    },
    animations: { animations: forty(() => ["", nothing] as const) },
    random: { animations: [["", { random: forty(() => [nothing, 0] as const) }]] },
    sequence: { animations: [["", { sequence: forty(() => nothing) }]] },
    collisionSets: { collision: forty(() => ({ name: "", prims: [] })) },
    primitives: {
      collision: [{
        name: "",
        prims: forty(() => ({
          ints: [0, 0, 0, 0, 0],
          floats: [0, 0, 0, 0, 0, 0, 0, 0],
          name: "",
          end: 0,
        })),
      }],
    },
    states: { states: forty(() => ({ type: 0, parms: [], anims: [] })) },
    parms: { states: [{ type: 0, parms: forty(() => [3, 0, 0, 0, 0] as const), anims: [] }] },
    animInfos: { states: [{ type: 0, parms: [], anims: forty(() => [0, []] as const) }] },
  };
  for (const [name, fx] of Object.entries(cases)) {
    const bytes = buildCharWithMarks({ name: "", ...fx }).bytes;
    let doc;
    try {
      doc = readRetroChar(bytes);
    } catch (error) {
      throw new Error(`${name}: ${String(error)}`);
    }
    deepEqual(writeRetroChar(doc), bytes, name);
  }
});

Deno.test("truncation at every offset gives a located error", () => {
  const { bytes } = buildCharWithMarks(FULL);
  ok(bytes.length > 500);
  for (let cut = 0; cut < bytes.length; cut++) {
    const error = byteError(bytes.slice(0, cut));
    ok(offset(error) <= cut, `cut ${cut}: ${error.message}`);
  }
  deepEqual(writeRetroChar(readRetroChar(bytes)), bytes);
});

Deno.test("recursion: 64 levels read, 65 are refused, a 100000-deep file does not blow the stack", () => {
  // nestedFx(63): 63 sequences around a play node, the play node at level 63.
  ok(readRetroChar(buildCharWithMarks({ animations: [["a", nestedFx(63)]] }).bytes));
  const at64 = buildCharWithMarks({ animations: [["a", nestedFx(64)]] });
  const error = byteError(at64.bytes);
  equal(offset(error), at64.marks.meta[64]);
  match(error.detail, /nested deeper than 64 levels/);
  // A hostile file: 100000 sequences of one item each (8 bytes per level).
  const hostile = buildCharWithMarks({ animations: [["a", nestedFx(100000)]] });
  const deep = byteError(hostile.bytes);
  equal(offset(deep), hostile.marks.meta[64]);
  // Through blends and random choices as well.
  let m: MetaFx = playFx(1n, "x");
  for (let i = 0; i < 70; i++) {
    m = i % 2 === 0 ? { blend: [m, playFx(2n, "y"), 0, 0] } : { random: [[m, 1]] };
  }
  const mixed = buildCharWithMarks({ animations: [["m", m]] });
  equal(offset(byteError(mixed.bytes)), mixed.marks.meta[64]);
});

Deno.test("corrupted bytes: either a document that writes back unchanged, or a located error", () => {
  const { bytes } = buildCharWithMarks(FULL);
  let seed = 0x2545F491;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
  let accepted = 0;
  for (let round = 0; round < 3000; round++) {
    const bad = bytes.slice();
    const flips = 1 + Math.floor(next() * 4);
    for (let i = 0; i < flips; i++) {
      bad[Math.floor(next() * bad.length)] = Math.floor(next() * 256);
    }
    try {
      const result = retroCharFormat.rewrite!(bad);
      accepted++;
      // Identical unless a NaN with a payload was normalised (reported as a warning).
      if (result.warnings.length === 0) deepEqual(result.bytes, bad);
    } catch (error) {
      ok(error instanceof AnimkitError, String(error));
      equal(error.location.kind, "byte");
    }
  }
  ok(accepted > 0);
});
