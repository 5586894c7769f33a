import { deepEqual, equal, match, ok } from "node:assert/strict";
import {
  readRetroChar,
  type RetroCharDocument,
  retroCharFormat,
  retroCharLint,
  type RetroCharMetaAnim,
  writeRetroChar,
} from "../src/formats/retro_char/mod.ts";
import {
  baseFx,
  buildChar,
  type CharFx,
  EVENTS_FX,
  META_FX,
  nestedFx,
  playFx,
} from "./fixtures/retro_char_bytes.ts";
import { cli, expectAnimkitError } from "./_helpers.ts";

const FIXTURES: Record<string, CharFx> = {
  empty: {},
  ids: {
    model: (1n << 53n) + 1n,
    skin: 0xFFFF_FFFF_FFFF_FFFFn,
    skeleton: 0x8000_0000_0000_0000n,
    sand: 1n,
    sounds: [(1n << 60n) + 3n],
  },
  meta: META_FX,
  events: EVENTS_FX,
  pas: {
    defaultState: 0,
    states: [{
      type: 1,
      parms: [[0, 0, 1, -1, 1], [1, 1, 1, 0, 9], [2, 2, 0.5, -1, 1], [3, 3, 0, 0, 1], [
        4,
        0,
        0,
        0,
        3,
      ]],
      anims: [[1, [-7, 8, 0.5, 1, 2]], [2, [0, 0, 0, 0, 0]]],
    }],
  },
  everything: {
    ...META_FX,
    ...EVENTS_FX,
    name: "Everything",
    charId: 9,
    overlays: [["FRZN", 1n, 2n], ["HYPR", 3n, 4n], ["ACID", 5n, 6n], ["XRAY", 7n, 8n]],
    particles: [[1n], [2n, 3n], [4n], [5n, 6n, 7n]],
    states: [{ type: 2, parms: [[3, 0, 1, 0, 1]], anims: [[4, [1]]] }],
    bounds: [[9n, -1, -1, -1, 1, 1, 1], [10n, 0, 0, 0, 0, 0, 0]],
    unknown: 1,
    flags: [1, 0, 1],
    collision: [{
      name: "c",
      prims: [{ ints: [1, 2, 3, 4, 5], floats: [1, 2, 3, 4, 5, 6, 7, 8], name: "b", end: 9 }],
    }],
    sounds: [0xABn, 0xCDn],
    padding: [0xFF, 0xFF, 0xFF, 0xFF],
  },
  large: {
    animations: Array.from({ length: 3000 }, (_, i) => [`a${i}`, playFx(BigInt(i), "x")] as const),
    flags: Array.from({ length: 40000 }, (_, i) => (i * 7) & 0xFF),
    sounds: Array.from({ length: 5000 }, (_, i) => BigInt(i) * 0x1_0000_0001n),
  },
  deep: { animations: [["deep", nestedFx(63)]] },
  highBytes: { name: "Ridley\u00e9\u00ff", animations: [["\u0080\u009f", playFx(1n, "\u00a0")]] },
  oddFloats: {
    // -0, a subnormal, infinity and the largest f32 survive as bits.
    bounds: [[1n, -0, 1e-45, Infinity, -Infinity, 3.4028234663852886e38, 0]],
  },
};

for (const [name, fx] of Object.entries(FIXTURES)) {
  Deno.test(`identity: read → write gives the same bytes (${name})`, () => {
    const bytes = buildChar(fx);
    deepEqual(writeRetroChar(readRetroChar(bytes)), bytes);
  });
}

Deno.test("identity: convert in.char out.char through the CLI", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const bytes = buildChar(FIXTURES.everything);
    await Deno.writeFile(`${dir}/in.char`, bytes);
    const result = await cli("convert", `${dir}/in.char`, `${dir}/out.char`, "--quiet");
    equal(result.code, 0, result.err);
    deepEqual(await Deno.readFile(`${dir}/out.char`), bytes);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli: info and dump", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeFile(`${dir}/a.char`, buildChar({ ...FIXTURES.everything, sand: 0xABCDn }));
    const info = await cli("info", `${dir}/a.char`);
    equal(info.code, 0, info.err);
    match(info.out, /character:\s+Everything \(id 9\)/);
    match(info.out, /Idle: play idle \[0123456789ABCDEF\]/);
    match(info.out, /Walk \(id 3\): 1 effect, 2 sound/);
    const json = await cli("info", `${dir}/a.char`, "--json");
    equal(JSON.parse(json.out).details.ids.sand, "000000000000ABCD");
    const dump = await cli("dump", `${dir}/a.char`, "--json");
    equal(dump.code, 0, dump.err);
    const doc = JSON.parse(dump.out);
    equal(doc.sand, "000000000000ABCD");
    deepEqual(doc.additiveFlags, [1, 0, 1]);
    equal(doc.animations[1].meta.a.b.kind, "random");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("NaN: a quiet NaN round-trips; a NaN payload is reported by rewrite", () => {
  const bytes = buildChar({ bounds: [[1n, 0, 0, 0, 0, 0, 0]] });
  // The only bound (u64 id, 3·f32 min, 3·f32 max: 32 bytes) is followed by u8 unknown and three
  // empty u32 counts (13 bytes); its min.x starts 8 bytes into it: at length − 13 − 32 + 8.
  const at = bytes.length - 13 - 24;
  const view = new DataView(bytes.buffer);
  view.setUint32(at, 0x7FC00000);
  deepEqual(writeRetroChar(readRetroChar(bytes)), bytes);
  deepEqual(retroCharFormat.rewrite!(bytes).warnings, []);
  view.setUint32(at, 0x7F800001); // a signalling NaN with a payload
  const result = retroCharFormat.rewrite!(bytes);
  equal(result.warnings.length, 1);
  ok(Number.isNaN(readRetroChar(result.bytes).animationBounds[0]!.min.x));
});

// ---------------------------------------------------------------------------------------------
// Edits through the document

const play = (animId: string, name: string): RetroCharMetaAnim => ({
  kind: "play",
  animId,
  primitiveIndex: 0,
  name,
  time: { seconds: 0, state: 0 },
});

Deno.test("edit: rename an animation", () => {
  const doc = readRetroChar(buildChar(META_FX));
  doc.animations[0]!.name = "Idle_Long_Name";
  const bytes = writeRetroChar(doc);
  // The name grew by 10 bytes ("Idle" → "Idle_Long_Name"), the rest is unchanged.
  equal(bytes.length, buildChar(META_FX).length + 10);
  const back = readRetroChar(bytes);
  equal(back.animations[0]!.name, "Idle_Long_Name");
  deepEqual(back.animations.slice(1), doc.animations.slice(1));
  // The same file built independently.
  const fx = structuredClone(META_FX.animations!) as [string, unknown][];
  fx[0]![0] = "Idle_Long_Name";
  deepEqual(bytes, buildChar({ animations: fx as CharFx["animations"] }));
});

Deno.test("edit: add an effect event and a sound event", () => {
  const doc = readRetroChar(buildChar(EVENTS_FX));
  const set = doc.eventSets[1]!;
  set.effectEvents.push({
    name: "spark",
    base: structuredClone(doc.eventSets[0]!.effectEvents[0]!.base),
    particleType: "ELSC",
    particleId: "FFFFFFFFFFFFFFFE",
    scale: 1,
    parentMode: 0,
  });
  set.effectEvents[0]!.base.name = "spark";
  set.soundEvents.push({
    ...structuredClone(doc.eventSets[0]!.soundEvents[0]!),
    tails: [{ type: 1, value: 5 }, { type: 0 }],
  });
  const back = readRetroChar(writeRetroChar(doc));
  deepEqual(back.eventSets, doc.eventSets);
  equal(back.eventSets[1]!.effectEvents[0]!.particleId, "FFFFFFFFFFFFFFFE");
  // Independently: the fixture with the events appended.
  const sets = structuredClone(EVENTS_FX.eventSets!) as NonNullable<CharFx["eventSets"]>;
  const expected = buildChar({
    eventSets: [sets[0]!, {
      ...sets[1]!,
      effects: [{
        name: "spark",
        base: baseFx("spark", 1),
        fourcc: "ELSC",
        id: 0xFFFF_FFFF_FFFF_FFFEn,
        f: 1,
        u: 0,
      }],
      sounds: [{ ...sets[0]!.sounds[0]!, tails: [[1, 5], [0]] }],
    }],
  });
  deepEqual(writeRetroChar(doc), expected);
});

Deno.test("edit: change a meta-animation (play → random of a blend and a sequence)", () => {
  const doc = readRetroChar(buildChar(META_FX));
  doc.animations[0]!.meta = {
    kind: "random",
    choices: [
      {
        anim: {
          kind: "phase-blend",
          a: play("0000000000000010", "p"),
          b: play("0000000000000011", "q"),
          weight: 0.5,
          unknown: 1,
        },
        probability: 40,
      },
      { anim: { kind: "sequence", items: [play("0000000000000012", "r")] }, probability: 60 },
    ],
  };
  const bytes = writeRetroChar(doc);
  deepEqual(readRetroChar(bytes).animations[0]!.meta, doc.animations[0]!.meta);
  const anims = [...META_FX.animations!];
  anims[0] = ["Idle", {
    random: [
      [{ phaseBlend: [playFx(0x10n, "p"), playFx(0x11n, "q"), 0.5, 1] }, 40],
      [{ sequence: [playFx(0x12n, "r")] }, 60],
    ],
  }];
  deepEqual(bytes, buildChar({ animations: anims }));
});

Deno.test("edit: PAS values, a Bool parameter and ids", () => {
  const doc = readRetroChar(buildChar(FIXTURES.pas));
  const state = doc.pas.states[0]!;
  state.parms.push({ type: "bool", weightFunction: 0, weight: 1, min: 0, max: 1 });
  state.anims[0]!.values.push(1);
  state.anims[1]!.values.push(0);
  doc.model = "0020000000000001";
  const back = readRetroChar(writeRetroChar(doc));
  deepEqual(back.pas, doc.pas);
  equal(back.model, "0020000000000001");
});

// ---------------------------------------------------------------------------------------------
// Values the writer refuses, each with a JSON pointer

function fresh(): RetroCharDocument {
  return readRetroChar(buildChar(FIXTURES.everything));
}

Deno.test("writer refuses values that cannot be stored, naming where", () => {
  const cases: [string, (d: RetroCharDocument) => void, string, RegExp][] = [
    ["id case", (d) => (d.model = "00000000deadbeef"), "/model", /asset id/],
    ["id length", (d) => (d.sand = "1"), "/sand", /asset id/],
    ["u8", (d) => (d.characterId = 256), "/characterId", /u8/],
    ["u32", (d) => (d.eventSets[0]!.id = -1), "/eventSets/0/id", /u32/],
    [
      "s32",
      (d) => (d.eventSets[0]!.effectEvents[0]!.base.characterIndex = 2 ** 31),
      "/eventSets/0/effectEvents/0/base/characterIndex",
      /s32/,
    ],
    [
      "u16",
      (d) => (d.eventSets[0]!.soundEvents[0]!.base.type = 65536),
      "/eventSets/0/soundEvents/0/base/type",
      /u16/,
    ],
    ["fraction", (d) => (d.pas.defaultState = 0.5), "/pas/defaultState", /u32/],
    ["nul", (d) => (d.animations[0]!.name = "a\0b"), "/animations/0/name", /NUL/],
    ["fourcc", (d) => (d.overlays[0]!.type = "FRZ"), "/overlays/0/type", /FourCC/],
    [
      "bool value",
      (d) => (d.pas.states[0]!.anims[0]!.values[0] = 2.5),
      "/pas/states/0/anims/0/values/0",
      /u8/,
    ],
    [
      "value count",
      (d) => d.pas.states[0]!.anims[0]!.values.push(1),
      "/pas/states/0/anims/0/values",
      /one per parameter/,
    ],
    [
      "parm type",
      (d) => ((d.pas.states[0]!.parms[0] as { type: string }).type = "int64"),
      "/pas/states/0/parms/0/type",
      /unknown PAS/,
    ],
    [
      "meta kind",
      (d) => ((d.animations[0]!.meta as { kind: string }).kind = "loop"),
      "/animations/0/meta/kind",
      /unknown meta/,
    ],
    [
      "nested id",
      (d) => {
        const m = d.animations[1]!.meta;
        if (m.kind === "blend") (m.b as { items: RetroCharMetaAnim[] }).items[0] = play("x", "y");
      },
      "/animations/1/meta/b/items/0/animId",
      /asset id/,
    ],
    [
      "tail type",
      (d) => ((d.eventSets[0]!.soundEvents[0]!.tails[0] as { type: number }).type = 3),
      "/eventSets/0/soundEvents/0/tails/0/type",
      /tail type 3/,
    ],
    [
      "tangent missing",
      (d) => {
        const t = d.eventSets[0]!.soundEvents[1]!.tails[0];
        if (t.type === 2) t.spline.knots[0]!.inTangent = null;
      },
      "/eventSets/0/soundEvents/1/tails/0/spline/knots/0/inTangent",
      /type 5/,
    ],
    [
      "tangent extra",
      (d) => {
        const t = d.eventSets[0]!.soundEvents[1]!.tails[0];
        if (t.type === 2) t.spline.knots[2]!.outTangent = [1, 1];
      },
      "/eventSets/0/soundEvents/1/tails/0/spline/knots/2/outTangent",
      /no cached tangent/,
    ],
    [
      "primitive ints",
      (d) => d.collisionSets[0]!.primitives[0]!.ints.pop(),
      "/collisionSets/0/primitives/0/ints",
      /five/,
    ],
  ];
  for (const [what, edit, pointer, message] of cases) {
    const doc = fresh();
    edit(doc);
    const error = expectAnimkitError(() => writeRetroChar(doc));
    deepEqual(error.location, { kind: "pointer", pointer }, what);
    match(error.detail, message, what);
  }
});

Deno.test("writer refuses meta-animation trees deeper than 64 levels, and cycles", () => {
  const doc = fresh();
  let m: RetroCharMetaAnim = play("0000000000000001", "leaf");
  for (let i = 0; i < 64; i++) m = { kind: "sequence", items: [m] };
  doc.animations[0]!.meta = m;
  const error = expectAnimkitError(() => writeRetroChar(doc));
  equal(error.location.kind, "pointer");
  match(error.detail, /deeper than 64/);
  // 63 sequences around the leaf is the deepest allowed tree (the leaf is level 63).
  doc.animations[0]!.meta = (m as { items: RetroCharMetaAnim[] }).items[0]!;
  equal(readRetroChar(writeRetroChar(doc)).animations[0]!.name, "Idle");
  const cyclic: RetroCharMetaAnim = { kind: "sequence", items: [] };
  cyclic.items.push(cyclic);
  doc.animations[0]!.meta = cyclic;
  match(expectAnimkitError(() => writeRetroChar(doc)).detail, /deeper than 64/);
});

Deno.test("validate: lints and located read errors through the CLI", async () => {
  equal(retroCharLint(readRetroChar(buildChar(FIXTURES.everything))).length, 0);
  const doc = readRetroChar(buildChar({ ...EVENTS_FX, padding: [0xFF, 0] }));
  doc.pas.defaultState = 3;
  doc.pas.states.push({ type: 0, parms: [], anims: [] });
  doc.eventSets[0]!.effectEvents[0]!.name = "other";
  deepEqual(retroCharLint(doc).map((p) => p.location), [
    { kind: "pointer", pointer: "/pas/defaultState" },
    { kind: "pointer", pointer: "/eventSets/0/effectEvents/0/name" },
    { kind: "pointer", pointer: "/padding" },
  ]);
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeFile(`${dir}/ok.char`, buildChar(FIXTURES.everything));
    const ok1 = await cli("validate", `${dir}/ok.char`);
    equal(ok1.code, 0, ok1.err);
    match(ok1.out, /valid Metroid Prime 3 CHAR/);
    await Deno.writeFile(
      `${dir}/bad.char`,
      buildChar({ animations: [["x", { raw: 7 }]] }),
    );
    const bad = await cli("validate", `${dir}/bad.char`, "--format", "retro-char");
    equal(bad.code, 1);
    match(bad.err, /unknown meta-animation type 7/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("CHAR names: valid UTF-8 shows decoded, the bytes are kept, others show as stored", () => {
  const doc = fresh();
  doc.animations[0]!.name = "snd_\u8db3\u97f3_\u03a9"; // written as UTF-8 (above U+00FF)
  doc.name = "caf\u00e9"; // one byte per character: 0xE9, not valid UTF-8 on its own
  const bytes = writeRetroChar(doc);
  const utf8 = new TextEncoder().encode("snd_\u8db3\u97f3_\u03a9\0");
  ok(indexOf(bytes, utf8) >= 0, "UTF-8 bytes stored");
  ok(indexOf(bytes, Uint8Array.from([0x63, 0x61, 0x66, 0xe9, 0])) >= 0, "latin-1 byte kept");
  const back = readRetroChar(bytes);
  equal(back.animations[0]!.name, "snd_\u8db3\u97f3_\u03a9");
  equal(back.name, "caf\u00e9");
  deepEqual(writeRetroChar(back), bytes);
  // "é" stored as UTF-8 (0xC3 0xA9) reads as "é" and is written back as those two bytes.
  const twoByte = fresh();
  twoByte.animations[0]!.name = "\u00c3\u00a9"; // one char per byte: 0xC3 0xA9
  const stored = writeRetroChar(twoByte);
  const read = readRetroChar(stored);
  equal(read.animations[0]!.name, "\u00e9");
  deepEqual(writeRetroChar(read), stored);
});

function indexOf(hay: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
