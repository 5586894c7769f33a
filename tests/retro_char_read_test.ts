import { deepEqual, equal, ok } from "node:assert/strict";
import {
  isRetroChar,
  readRetroChar,
  retroCharAssetIdFromBigInt,
  retroCharAssetIdToBigInt,
  type RetroCharEventBase,
  retroCharFormat,
  retroCharInfo,
  retroCharInfoText,
  retroCharMetaSummary,
} from "../src/formats/retro_char/mod.ts";
import { detectFormat } from "../src/formats/registry.ts";
import { buildChar, EVENTS_FX, META_FX, playFx } from "./fixtures/retro_char_bytes.ts";
import { f32 } from "./_helpers.ts";

/** Hex → bytes (whitespace ignored). */
function hex(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, "");
  return new Uint8Array(clean.match(/../g)!.map((h) => parseInt(h, 16)));
}

// The smallest file: character 7 named "C", every list empty. Spelled out byte by byte from
// notes-retro.md §4: 1 version + 1 id + 2 name + 8 + 8 ids + 4 overlay count + 8 + 8 ids
// + 4 "PAS4" + 4 state count + 4 default state + 4·4 particle counts + 2·4 zero words
// + 4 event sets + 4 animations + 4 bounds + 1 unknown + 4 flags + 4 collision + 4 sounds
// = 101 bytes.
const SMALLEST = hex(`
  05 07 43 00
  1122334455667788 99AABBCCDDEEFF00
  00000000
  0102030405060708 F0E0D0C0B0A09080
  50415334 00000000 00000002
  00000000 00000000 00000000 00000000 00000000 00000000
  00000000 00000000 00000000 01 00000000 00000000 00000000
`);

Deno.test("smallest file: every field from a hand-written hex dump", () => {
  equal(SMALLEST.length, 101);
  const doc = readRetroChar(SMALLEST);
  equal(doc.version, 5);
  equal(doc.characterId, 7);
  equal(doc.name, "C");
  equal(doc.model, "1122334455667788");
  equal(doc.skin, "99AABBCCDDEEFF00");
  deepEqual(doc.overlays, []);
  equal(doc.skeleton, "0102030405060708");
  equal(doc.sand, "F0E0D0C0B0A09080");
  deepEqual(doc.pas, { defaultState: 2, states: [] });
  deepEqual(doc.particles, { generic: [], swoosh: [], electric: [], spawn: [] });
  deepEqual(doc.eventSets, []);
  deepEqual(doc.animations, []);
  deepEqual(doc.animationBounds, []);
  equal(doc.unknown, 1);
  deepEqual([...doc.additiveFlags], []);
  deepEqual(doc.collisionSets, []);
  deepEqual(doc.soundResources, []);
  equal(doc.padding.length, 0);
});

Deno.test("a file inside a larger buffer (non-zero byteOffset)", () => {
  const host = new Uint8Array(SMALLEST.length + 13);
  host.set(SMALLEST, 7);
  const view = host.subarray(7, 7 + SMALLEST.length);
  ok(isRetroChar(view));
  equal(readRetroChar(view).sand, "F0E0D0C0B0A09080");
});

Deno.test("asset ids above 2^53 stay exact", () => {
  // 2^53 + 1 = 0x0020000000000001 is the first integer a double cannot hold.
  const big = (1n << 53n) + 1n;
  const top = 0xFFFF_FFFF_FFFF_FFFFn;
  const doc = readRetroChar(buildChar({
    model: big,
    skin: top,
    skeleton: 0x8000_0000_0000_0000n,
    sand: 0xFEDC_BA98_7654_3211n,
    sounds: [big + 2n, 0n],
  }));
  equal(doc.model, "0020000000000001");
  equal(doc.skin, "FFFFFFFFFFFFFFFF");
  equal(doc.skeleton, "8000000000000000");
  equal(doc.sand, "FEDCBA9876543211");
  deepEqual(doc.soundResources, ["0020000000000003", "0000000000000000"]);
  equal(retroCharAssetIdToBigInt(doc.model), big);
  equal(retroCharAssetIdFromBigInt(top), "FFFFFFFFFFFFFFFF");
});

Deno.test("overlays, particles, bounds, flags, collision sets and padding", () => {
  const doc = readRetroChar(buildChar({
    name: "Samus",
    charId: 255,
    overlays: [["FRZN", 1n, 2n], ["XRAY", 3n, 4n]],
    particles: [[0xAn], [0xBn, 0xCn], [], [0xDn]],
    bounds: [[0x42n, -1, -2, -3, 1, 2, 3.5]],
    unknown: 0xFE,
    flags: [0, 1, 255],
    collision: [{
      name: "body",
      prims: [{
        ints: [1, 2, 3, 4, 0xFFFFFFFF],
        floats: [0.5, -0.5, 1, 2, 3, 4, 5, 6],
        name: "Spine",
        end: 0.125,
      }],
    }, { name: "empty", prims: [] }],
    padding: [0xFF, 0xFF, 0xFF],
  }));
  equal(doc.characterId, 255);
  deepEqual(doc.overlays, [
    { type: "FRZN", model: "0000000000000001", skin: "0000000000000002" },
    { type: "XRAY", model: "0000000000000003", skin: "0000000000000004" },
  ]);
  deepEqual(doc.particles, {
    generic: ["000000000000000A"],
    swoosh: ["000000000000000B", "000000000000000C"],
    electric: [],
    spawn: ["000000000000000D"],
  });
  deepEqual(doc.animationBounds, [{
    animId: "0000000000000042",
    min: { x: -1, y: -2, z: -3 },
    max: { x: 1, y: 2, z: 3.5 },
  }]);
  equal(doc.unknown, 0xFE);
  deepEqual([...doc.additiveFlags], [0, 1, 255]);
  deepEqual(doc.collisionSets, [{
    name: "body",
    primitives: [{
      ints: [1, 2, 3, 4, 0xFFFFFFFF],
      floats: [0.5, -0.5, 1, 2, 3, 4, 5, 6],
      name: "Spine",
      endValue: 0.125,
    }],
  }, { name: "empty", primitives: [] }]);
  deepEqual([...doc.padding], [0xFF, 0xFF, 0xFF]);
});

Deno.test("PAS: all five parameter types, Bool as one byte", () => {
  const bytes = buildChar({
    defaultState: 1,
    states: [
      {
        type: 9,
        parms: [
          [0, 0, 1, -5, 5], // Int32
          [1, 1, 0.5, 0, 0xFFFFFFFF], // UInt32
          [2, 2, 2, -0.25, 1.5], // Real
          [3, 3, 0, 0, 1], // Bool
          [4, 0, 1, 0, 7], // Enum
        ],
        anims: [[17, [-3, 4000000000, 0.75, 1, 6]], [18, [2147483647, 0, -1.5, 0, 0]]],
      },
      { type: 0, parms: [], anims: [[5, []]] },
    ],
  });
  // Bool min/max/value are one byte each: state 0 = 12 + 5 parm headers·12
  // + min/max (4·2·4 + 2·1) + 2 anims·(4 + 4·4 + 1) = 12 + 60 + 34 + 42 = 148 bytes;
  // state 1 = 12 + 4 = 16; the database = 12 + 148 + 16 = 176 bytes.
  // An empty database is 12 bytes, so this file is 101 - 12 + 176 bytes long.
  equal(bytes.length, 101 - 12 + 176);
  const doc = readRetroChar(bytes);
  equal(doc.pas.defaultState, 1);
  deepEqual(doc.pas.states[0], {
    type: 9,
    parms: [
      { type: "int32", weightFunction: 0, weight: 1, min: -5, max: 5 },
      { type: "uint32", weightFunction: 1, weight: 0.5, min: 0, max: 0xFFFFFFFF },
      { type: "real", weightFunction: 2, weight: 2, min: -0.25, max: 1.5 },
      { type: "bool", weightFunction: 3, weight: 0, min: 0, max: 1 },
      { type: "enum", weightFunction: 0, weight: 1, min: 0, max: 7 },
    ],
    anims: [
      { animId: 17, values: [-3, 4000000000, 0.75, 1, 6] },
      { animId: 18, values: [2147483647, 0, -1.5, 0, 0] },
    ],
  });
  deepEqual(doc.pas.states[1], { type: 0, parms: [], anims: [{ animId: 5, values: [] }] });
});

const EXPECTED_BASE = (name: string, seed: number): RetroCharEventBase => ({
  unknown1: 0x1000 + seed,
  name,
  type: 0x20 + seed,
  time: { seconds: 0.25 * seed, state: 2 },
  index: seed * 3,
  unknown2: 0xA0000000 + seed,
  unique: 1,
  weight: 0.5,
  characterIndex: -1,
  flags: 0x80000001,
  unknown3: 7,
  unknown4: 8,
  unknown5: 9,
  unknown6: 1.5,
  unknown7: -2.5,
});

Deno.test("events: effect events and every sound tail type, MP3 event base", () => {
  const doc = readRetroChar(buildChar(EVENTS_FX));
  equal(doc.eventSets.length, 2);
  const [walk, empty] = doc.eventSets;
  deepEqual(empty, { id: 0xFFFFFFFF, name: "", effectEvents: [], soundEvents: [] });
  equal(walk!.id, 3);
  equal(walk!.name, "Walk");
  deepEqual(walk!.effectEvents, [{
    name: "dust",
    base: EXPECTED_BASE("dust", 1),
    particleType: "PART",
    particleId: "00C0FFEE00000001",
    scale: 2,
    parentMode: 1,
  }]);
  deepEqual(walk!.soundEvents[0], {
    name: "step",
    base: EXPECTED_BASE("step", 2),
    soundId: "123456789ABCDEF0",
    unknown1: 11,
    unknown2: 12,
    tails: [{ type: 0 }, { type: 1, value: 0xDEADBEEF }],
  });
  deepEqual(walk!.soundEvents[1]!.tails, [
    {
      type: 2,
      spline: {
        preInfinity: 1,
        postInfinity: 4,
        knots: [
          {
            time: 0,
            amplitude: 1,
            inTangentType: 5,
            outTangentType: 1,
            inTangent: [0.5, -0.5],
            outTangent: null,
          },
          {
            time: 1,
            amplitude: 0,
            inTangentType: 2,
            outTangentType: 5,
            inTangent: null,
            outTangent: [0.25, 0.75],
          },
          {
            time: 2,
            amplitude: 0.5,
            inTangentType: 0,
            outTangentType: 0,
            inTangent: null,
            outTangent: null,
          },
        ],
        clampMode: 1,
        minAmplitude: -1,
        maxAmplitude: 1,
      },
    },
    {
      type: 2,
      spline: {
        preInfinity: 0,
        postInfinity: 0,
        knots: [],
        clampMode: 0,
        minAmplitude: 0,
        maxAmplitude: 0,
      },
    },
  ]);
  equal(walk!.soundEvents[1]!.soundId, "FFFF0000FFFF0000");
});

Deno.test("meta-animations: every kind, nested in each other", () => {
  const doc = readRetroChar(buildChar(META_FX));
  const play = (id: string, name: string) => ({
    kind: "play",
    animId: id,
    primitiveIndex: 0,
    name,
    time: { seconds: 0, state: 0 },
  });
  deepEqual(doc.animations.map((a) => a.name), ["Idle", "Mix", "Pick", "Nothing", "NoChoice"]);
  deepEqual(doc.animations[0]!.meta, {
    kind: "play",
    animId: "0123456789ABCDEF",
    primitiveIndex: 2,
    name: "idle",
    time: { seconds: 0.5, state: 1 },
  });
  deepEqual(doc.animations[1]!.meta, {
    kind: "blend",
    a: {
      kind: "phase-blend",
      a: play("0000000000000001", "a"),
      b: {
        kind: "random",
        choices: [
          { anim: play("0000000000000002", "b"), probability: 30 },
          { anim: play("0000000000000003", "c"), probability: 70 },
        ],
      },
      weight: 0.25,
      unknown: 1,
    },
    b: {
      kind: "sequence",
      items: [
        play("0000000000000004", "d"),
        {
          kind: "blend",
          a: play("0000000000000005", "e"),
          b: play("0000000000000006", "f"),
          weight: 0.75,
          unknown: 0,
        },
      ],
    },
    weight: 0.5,
    unknown: 2,
  });
  deepEqual(doc.animations[2]!.meta, {
    kind: "random",
    choices: [{
      anim: {
        kind: "sequence",
        items: [{
          kind: "phase-blend",
          a: play("0000000000000007", "g"),
          b: play("0000000000000008", "h"),
          weight: 1,
          unknown: 0,
        }],
      },
      probability: 100,
    }],
  });
  deepEqual(doc.animations[3]!.meta, { kind: "sequence", items: [] });
  deepEqual(doc.animations[4]!.meta, { kind: "random", choices: [] });
});

Deno.test("large arrays: 5000 animations, 20000 sound ids, 70000 flag bytes", () => {
  const animations: [string, ReturnType<typeof playFx>][] = [];
  for (let i = 0; i < 5000; i++) animations.push([`anim${i}`, playFx(BigInt(i), `p${i}`, i)]);
  const sounds: bigint[] = [];
  for (let i = 0; i < 20000; i++) sounds.push(BigInt(i) << 40n);
  const flags = Array.from({ length: 70000 }, (_, i) => i & 0xFF);
  const doc = readRetroChar(buildChar({ animations, sounds, flags }));
  equal(doc.animations.length, 5000);
  equal(doc.animations[4999]!.name, "anim4999");
  const last = doc.animations[4999]!.meta;
  ok(last.kind === "play" && last.primitiveIndex === 4999 && last.animId === "0000000000001387");
  equal(doc.soundResources.length, 20000);
  // 19999 = 0x4E1F; shifted by 40 bits it is followed by ten zero hex digits.
  equal(doc.soundResources[19999], "004E1F0000000000");
  equal(doc.additiveFlags.length, 70000);
  equal(doc.additiveFlags[69999], 69999 & 0xFF);
});

Deno.test("strings keep one character per byte, including bytes above 0x7F", () => {
  const doc = readRetroChar(
    buildChar({ name: "Ridley\u00e9\u00ff", animations: [["\u0080x", playFx(1n, "")]] }),
  );
  equal(doc.name, "Ridley\u00e9\u00ff");
  equal(doc.animations[0]!.name, "\u0080x");
});

Deno.test("floats are read as f32", () => {
  const doc = readRetroChar(buildChar({ bounds: [[1n, 0.1, 0, 0, 0, 0, 0]] }));
  equal(doc.animationBounds[0]!.min.x, f32(0.1));
});

Deno.test("sniff: version 5, a name, and PAS4 where the layout puts it", () => {
  ok(isRetroChar(SMALLEST));
  ok(retroCharFormat.sniff(buildChar({ overlays: [["HYPR", 1n, 2n]] })));
  equal(detectFormat(SMALLEST).name, "retro-char");
  const noMagic = buildChar({ pasMagic: "PAS3" });
  equal(isRetroChar(noMagic), false);
  equal(isRetroChar(new Uint8Array([4, 0, 0x43, 0])), false);
  equal(isRetroChar(new Uint8Array([5, 0, 0x43])), false);
});

Deno.test("info: name, ids, overlays, animation summaries, event sets, PAS states", () => {
  const bytes = buildChar({
    ...META_FX,
    ...EVENTS_FX,
    name: "Metroid",
    charId: 2,
    model: 0xAn,
    overlays: [["ACID", 0xBn, 0xCn]],
    states: [{ type: 0, parms: [], anims: [] }, { type: 1, parms: [], anims: [] }],
  });
  const info = retroCharInfo(readRetroChar(bytes));
  equal(info.name, "Metroid");
  equal(info.characterId, 2);
  equal(info.ids.model, "000000000000000A");
  deepEqual(info.overlays, [{ type: "ACID", model: "000000000000000B", skin: "000000000000000C" }]);
  equal(info.pasStates, 2);
  deepEqual(info.eventSets, [
    { id: 3, name: "Walk", effectEvents: 1, soundEvents: 2 },
    { id: 0xFFFFFFFF, name: "", effectEvents: 0, soundEvents: 0 },
  ]);
  deepEqual(info.animations[0], { name: "Idle", summary: "play idle [0123456789ABCDEF]" });
  // The full line is longer than 160 characters, so it is cut after 159 and ends in "…".
  const full =
    "blend(phase-blend(play a [0000000000000001], random(play b [0000000000000002] ×30, " +
    "play c [0000000000000003] ×70), 0.25), sequence(play d [0000000000000004], " +
    "blend(play e [0000000000000005], play f [0000000000000006], 0.75)), 0.5)";
  ok(full.length > 160);
  equal(info.animations[1]!.summary, `${full.slice(0, 159)}…`);
  equal(info.animations[3]!.summary, "sequence()");
  equal(info.animations[4]!.summary, "random()");
  const text = retroCharInfoText(info).join("\n");
  ok(text.includes("character:   Metroid (id 2)"));
  ok(text.includes("  ACID  model 000000000000000B  skin 000000000000000C"));
  ok(text.includes("  Idle: play idle [0123456789ABCDEF]"));
  ok(text.includes("  Walk (id 3): 1 effect, 2 sound"));
  ok(text.includes("PAS states:  2"));
});

Deno.test("meta summary: short trees in full, long ones cut at 160 characters", () => {
  const play = (name: string) => ({
    kind: "play" as const,
    animId: "0000000000000001",
    primitiveIndex: 0,
    name,
    time: { seconds: 0, state: 0 },
  });
  equal(
    retroCharMetaSummary({ kind: "blend", a: play("a"), b: play(""), weight: 0.5, unknown: 0 }),
    "blend(play a [0000000000000001], play (unnamed) [0000000000000001], 0.5)",
  );
  equal(
    retroCharMetaSummary({
      kind: "random",
      choices: [{ anim: play("x"), probability: 25 }, { anim: play("y"), probability: 75 }],
    }),
    "random(play x [0000000000000001] ×25, play y [0000000000000001] ×75)",
  );
  const long = retroCharMetaSummary({
    kind: "sequence",
    items: Array.from({ length: 20 }, (_, i) => play(`n${i}`)),
  });
  equal(long.length, 160);
  ok(long.endsWith("…"));
  ok(long.startsWith("sequence(play n0 [0000000000000001], play n1"));
});
