import { readRetroChar, writeRetroChar } from "../src/formats/retro_char/mod.ts";
import {
  baseFx,
  buildChar,
  type CharFx,
  type MetaFx,
  playFx,
  type SoundFx,
} from "../tests/fixtures/retro_char_bytes.ts";

/** A large character: 400 animations with small trees, 200 event sets, 40 PAS states. */
function bigCharacter(): CharFx {
  const animations: [string, MetaFx][] = [];
  for (let i = 0; i < 400; i++) {
    const id = BigInt(i) * 0x1_0000_0001n;
    const tree: MetaFx = i % 4 === 0
      ? playFx(id, `anim_${i}`)
      : i % 4 === 1
      ? { blend: [playFx(id, "a"), playFx(id + 1n, "b"), 0.5, 0] }
      : i % 4 === 2
      ? { random: [[playFx(id, "a"), 50], [{ sequence: [playFx(id, "b"), playFx(id, "c")] }, 50]] }
      : { sequence: [playFx(id, "a"), { phaseBlend: [playFx(id, "b"), playFx(id, "c"), 1, 1] }] };
    animations.push([`Animation_${i}`, tree]);
  }
  const sound = (n: number): SoundFx => ({
    name: `snd${n}`,
    base: baseFx(`snd${n}`, n),
    id: BigInt(n),
    u1: 0,
    u2: 0,
    tails: [[1, n], [2, {
      pre: 0,
      post: 0,
      knots: [[0, 0, 5, 0, [1, 1]], [1, 1, 0, 5, undefined, [0, 1]]],
      clamp: 0,
      min: 0,
      max: 1,
    }]],
  });
  const eventSets = Array.from({ length: 200 }, (_, i) => ({
    id: i,
    name: `Animation_${i}`,
    effects: Array.from({ length: 3 }, (_, j) => ({
      name: `fx${j}`,
      base: baseFx(`fx${j}`, j),
      fourcc: "PART",
      id: BigInt(j),
      f: 1,
      u: 0,
    })),
    sounds: [sound(i), sound(i + 1)],
  }));
  const states = Array.from({ length: 40 }, (_, i) => ({
    type: i,
    parms: [[0, 0, 1, 0, 10], [2, 1, 1, 0, 1], [3, 3, 0, 0, 1]] as const,
    anims: Array.from({ length: 10 }, (_, j) => [j, [j, 0.5, j & 1]] as const),
  }));
  return {
    name: "Benchmark",
    animations,
    eventSets,
    states,
    bounds: Array.from({ length: 400 }, (_, i) => [BigInt(i), 0, 0, 0, 1, 1, 1] as const),
    flags: Array.from({ length: 400 }, (_, i) => i & 1),
    sounds: Array.from({ length: 100 }, (_, i) => BigInt(i)),
  };
}

const bytes = buildChar(bigCharacter());
const doc = readRetroChar(bytes);

// Baselines are passed to Deno.bench as `fn` directly, not through a wrapper closure: V8's Maglev
// tier inlines a small loop function into the wrapper and then often keeps running it at Maglev
// speed (about 10× slower here), which would make the baseline look slow and the ratios good.
let sink = 0;
// Written outputs are kept by a plain store: a load or sum after the loop would make V8 bail out
// of the loop's compiled code on every call.
let written: Uint8Array = new Uint8Array(0);

/** Touches every byte once through a DataView, in the same big-endian words the reader uses. */
function dataViewRead(): void {
  const data = bytes;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let sum = 0;
  const words = data.length >>> 2;
  for (let i = 0; i < words; i++) sum = (sum + view.getUint32(i * 4)) | 0;
  sink = sum;
}

/** Writes as many bytes as the file holds through a DataView. */
function dataViewWrite(): void {
  const out = new Uint8Array(bytes.length);
  const view = new DataView(out.buffer);
  const words = bytes.length >>> 2;
  for (let i = 0; i < words; i++) view.setUint32(i * 4, i);
  written = out;
}

console.log(`retro-char bench file: ${bytes.length} bytes`);

Deno.bench({
  name: "DataView pass over the file",
  group: "retro-char read",
  baseline: true,
  fn: dataViewRead,
});

Deno.bench({
  name: "readRetroChar",
  group: "retro-char read",
  fn: () => {
    readRetroChar(bytes);
  },
});

Deno.bench({
  name: "DataView writes of the file's size",
  group: "retro-char write",
  baseline: true,
  fn: dataViewWrite,
});

Deno.bench({
  name: "writeRetroChar",
  group: "retro-char write",
  fn: () => {
    writeRetroChar(doc);
  },
});

globalThis.addEventListener("unload", () => {
  if (Number.isNaN(sink) || written.length < 0) console.log("unexpected NaN");
});
