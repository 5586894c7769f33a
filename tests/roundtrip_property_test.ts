/**
 * Round-trip properties over random but valid documents (fixed seeds), for every writable
 * format: write → read gives the same document (MRTK, ANIM v0/v2 in both games, CHAR, AnimJ,
 * AnimX, Maya), byte-identical re-writes where the format promises them, and for the lossy
 * targets (ANIM version 2 quantisation, Clip → AnimJ) the measured error within the stated or
 * reported bound.
 */
import { deepEqual, equal, ok } from "node:assert/strict";
import { prng } from "../tools/fuzz/mutate.ts";
import { unityKeys } from "../src/curves/unity_curve.ts";
import { VALUE_TYPES, type ValueType } from "../src/model/value_type.ts";
import {
  type AnimJDocument,
  animjIntRange,
  animjIsFloat32,
  animjScalarKind,
  animjToClip,
  type AnimJTrack,
  animjTrackEnd,
  animjWidth,
  animjWriteClip,
  newAnimJTrack,
  readAnimJ,
  writeAnimJ,
} from "../src/formats/animj/mod.ts";
import type { Clip } from "../src/model/clip.ts";
import { rotationAngleDeg } from "../src/model/compare.ts";
import {
  MAYA_TANGENT_WORDS,
  type MayaDocument,
  type MayaHeader,
  type MayaItem,
  mayaKeys,
  MayaTangent,
  readMaya,
  writeMaya,
} from "../src/formats/maya/mod.ts";
import { readAnimX, writeAnimX } from "../src/formats/animx/mod.ts";
import {
  MRTK_JOINT_NAMES,
  type MrtkCurve,
  type MrtkDocument,
  type MrtkPoseCurves,
  mrtkToClip,
  readMrtk,
  writeMrtk,
} from "../src/formats/mrtk/mod.ts";
import {
  decodeRetroAnimKeys,
  readRetroAnim,
  retroAnimFromClip,
  type RetroAnimGame,
  retroAnimRewrite,
  retroAnimToClip,
  type RetroAnimV0Document,
  type RetroAnimV0WriteInput,
  type RetroAnimV2WriteInput,
  writeRetroAnimV0,
  writeRetroAnimV2,
} from "../src/formats/retro_anim/mod.ts";
import {
  readRetroChar,
  RETRO_CHAR_PAS_PARM_TYPES,
  type RetroCharAnimTime,
  type RetroCharDocument,
  type RetroCharEventBase,
  type RetroCharMetaAnim,
  type RetroCharPasParmType,
  type RetroCharSoundTail,
  writeRetroChar,
} from "../src/formats/retro_char/mod.ts";

type Rnd = () => number;

function f32(rnd: Rnd, scale: number): number {
  return Math.fround((rnd() * 2 - 1) * scale);
}

function randomCurveOf(rnd: Rnd, full: boolean, bool: boolean, positive = false): MrtkCurve {
  const n = rnd() < 0.3 ? 0 : Math.floor(rnd() * 6);
  const keys = unityKeys(n);
  // positive: times on a 1/64 s grid from 0, exact as float32 and as short decimals.
  const start = rnd();
  let t = positive ? Math.floor(start * 64) / 64 : Math.fround(start * 2 - 1);
  for (let i = 0; i < n; i++) {
    keys.time[i] = t;
    const step = rnd();
    t = positive ? t + (1 + Math.floor(step * 32)) / 64 : Math.fround(t + step * 0.5);
    keys.value[i] = bool ? (rnd() < 0.5 ? 0 : 1) : f32(rnd, 10);
    if (full && !bool) {
      keys.inTangent[i] = f32(rnd, 3);
      keys.outTangent[i] = f32(rnd, 3);
      keys.inWeight[i] = Math.fround(rnd());
      keys.outWeight[i] = Math.fround(rnd());
      keys.weightedMode[i] = Math.floor(rnd() * 4);
    } else {
      keys.outWeight[i] = bool ? 1e6 : 0;
      keys.weightedMode[i] = 3;
    }
  }
  const wraps = [0, 1, 2, 4, 8];
  return { preWrap: wraps[Math.floor(rnd() * 5)]!, postWrap: wraps[Math.floor(rnd() * 5)]!, keys };
}

function randomMrtk(rnd: Rnd, minor: 0 | 1, positiveTimes = false): MrtkDocument {
  const full = minor === 0;
  const randomCurve = (rnd: Rnd, full: boolean, bool: boolean) =>
    randomCurveOf(rnd, full, bool, positiveTimes);
  const pose = (): MrtkPoseCurves => ({
    position: [
      randomCurve(rnd, full, false),
      randomCurve(rnd, full, false),
      randomCurve(rnd, full, false),
    ],
    rotation: [
      randomCurve(rnd, full, false),
      randomCurve(rnd, full, false),
      randomCurve(rnd, full, false),
      randomCurve(rnd, full, false),
    ],
  });
  const present = (p: number) => minor === 0 || rnd() < p;
  return {
    versionMajor: 1,
    versionMinor: minor,
    camera: present(0.8) ? pose() : null,
    hands: present(0.8)
      ? {
        tracked: [randomCurve(rnd, false, true), randomCurve(rnd, false, true)],
        pinching: [randomCurve(rnd, false, true), randomCurve(rnd, false, true)],
        jointsLeft: MRTK_JOINT_NAMES.map(pose),
        jointsRight: MRTK_JOINT_NAMES.map(pose),
      }
      : null,
    eyeGaze: minor === 1 && rnd() < 0.7
      ? {
        origin: [
          randomCurve(rnd, false, false),
          randomCurve(rnd, false, false),
          randomCurve(rnd, false, false),
        ],
        direction: [
          randomCurve(rnd, false, false),
          randomCurve(rnd, false, false),
          randomCurve(rnd, false, false),
        ],
      }
      : null,
    markers: Array.from({ length: Math.floor(rnd() * 4) }, (_, i) => ({
      time: Math.fround(rnd() * 5),
      name: "m".repeat(Math.floor(rnd() * 200)) + i + "é",
    })),
    hasMarkerList: true,
  };
}

/** The document with the keys of every joint after the first `n` of each hand removed. */
function firstJoints(doc: MrtkDocument, n: number): MrtkDocument {
  if (doc.hands === null) return doc;
  const empty = (): MrtkCurve => ({ preWrap: 0, postWrap: 0, keys: unityKeys(0) });
  const keep = (poses: readonly MrtkPoseCurves[]) =>
    poses.map((p, j) =>
      j < n ? p : {
        position: [empty(), empty(), empty()] as MrtkPoseCurves["position"],
        rotation: [empty(), empty(), empty(), empty()] as MrtkPoseCurves["rotation"],
      }
    );
  return {
    ...doc,
    hands: {
      ...doc.hands,
      jointsLeft: keep(doc.hands.jointsLeft),
      jointsRight: keep(doc.hands.jointsRight),
    },
  };
}

/** Plain data for comparison: typed arrays as arrays. */
function plain(doc: MrtkDocument): unknown {
  return JSON.parse(
    JSON.stringify(doc, (_k, v) => (ArrayBuffer.isView(v) ? Array.from(v as Float64Array) : v)),
  );
}

Deno.test("MRTK: write → read gives the same document (1.0 and 1.1, 100 random documents)", () => {
  const rnd = prng(42);
  for (let i = 0; i < 100; i++) {
    const minor = i % 2 === 0 ? 0 : 1;
    const doc = randomMrtk(rnd, minor);
    const bytes = writeMrtk(doc, { version: minor === 0 ? "1.0" : "1.1" });
    const back = readMrtk(bytes);
    deepEqual(plain(back), plain(doc), `document ${i}`);
    // And the bytes are a fixed point.
    equal(writeMrtk(back, { version: minor === 0 ? "1.0" : "1.1" }).length, bytes.length);
  }
});

// ---------------------------------------------------------------------------------------------
// Metroid Prime ANIM

function int(rnd: Rnd, n: number): number {
  return Math.floor(rnd() * n);
}

/** Distinct random integers in [0, limit). */
function distinct(rnd: Rnd, count: number, limit: number): number[] {
  const out = new Set<number>();
  while (out.size < count) out.add(int(rnd, limit));
  return [...out];
}

/** A random unit quaternion X, Y, Z, W (as float32 components). */
function unitQuat(rnd: Rnd): number[] {
  const q = [rnd() * 2 - 1, rnd() * 2 - 1, rnd() * 2 - 1, rnd() * 2 - 1];
  const len = Math.hypot(...q) || 1;
  return q.map((v) => Math.fround(v / len));
}

function randomV2Input(rnd: Rnd, game: RetroAnimGame): RetroAnimV2WriteInput {
  const mp2 = game === "mp2";
  const frameCount = 2 + int(rnd, 40);
  const keyed = [0];
  for (let f = 1; f < frameCount; f++) if (rnd() < 0.6) keyed.push(f);
  if (keyed.length < 2) keyed.push(frameCount - 1);
  const K = keyed.length;
  const attr = (rotation: boolean) => {
    const quantized = new Int16Array(K * 3);
    // Accumulators: an s16 start, then deltas of a random width per component.
    const widthOf = [int(rnd, 17), int(rnd, 17), int(rnd, 17)];
    for (let j = 0; j < 3; j++) quantized[j] = int(rnd, 65536) - 32768;
    for (let k = 1; k < K; k++) {
      for (let j = 0; j < 3; j++) {
        const span = 2 ** widthOf[j]!;
        quantized[k * 3 + j] = quantized[(k - 1) * 3 + j]! + int(rnd, span) - (span >> 1);
      }
    }
    if (!rotation) return { quantized };
    const sign = Uint8Array.from({ length: K }, (_, k) => (k > 0 && rnd() < 0.4 ? 1 : 0));
    return { quantized, sign };
  };
  const bones = distinct(rnd, 1 + int(rnd, 6), mp2 ? 256 : 1000);
  return {
    game,
    frameCount,
    frames: Uint32Array.from(keyed),
    duration: (frameCount - 1) * 0.03125,
    interval: Math.fround(1 / (10 + int(rnd, 50))),
    rootBoneId: int(rnd, mp2 ? 256 : 2 ** 32),
    looping: int(rnd, 2),
    rotationDivisor: [0x7fff, 16384, 1 + int(rnd, 0x10000)][int(rnd, 3)]!,
    translationMultiplier: Math.fround(rnd() * 0.01),
    ...(mp2
      ? { scaleMultiplier: Math.fround(rnd() * 0.01), mp2Unknown: [1, 1] as const }
      : { evntId: int(rnd, 2 ** 32), unk0: int(rnd, 4) }),
    unk3: int(rnd, 4),
    channels: bones.map((boneId, i) => ({
      boneId,
      rotation: i === 0 || rnd() < 0.7 ? attr(true) : null,
      translation: rnd() < 0.6 ? attr(false) : null,
      scale: mp2 && rnd() < 0.5 ? attr(false) : null,
    })),
  };
}

Deno.test("ANIM v2: write → read gives the same document and keys (MP1 and MP2, 100 documents)", () => {
  const rnd = prng(7);
  for (let i = 0; i < 100; i++) {
    const game: RetroAnimGame = i % 2 === 0 ? "mp1" : "mp2";
    const input = randomV2Input(rnd, game);
    const bytes = writeRetroAnimV2(input);
    const doc = readRetroAnim(bytes, { game });
    const what = `document ${i} (${game})`;
    if (doc.version !== 2) throw new Error(`${what}: version ${doc.version}`);
    // Detection agrees: MP2 by the 0x0101 bytes at 0x08.
    equal(readRetroAnim(bytes).game, game, what);
    deepEqual(
      [doc.frameCount, doc.duration, doc.interval, doc.rootBoneId, doc.looping, doc.unk3],
      [
        input.frameCount,
        Math.fround(input.duration),
        input.interval,
        input.rootBoneId,
        input.looping,
        input.unk3,
      ],
      what,
    );
    deepEqual(
      [doc.rotationDivisor, doc.translationMultiplier, doc.scaleMultiplier],
      [input.rotationDivisor, input.translationMultiplier, input.scaleMultiplier ?? null],
      what,
    );
    deepEqual(
      [doc.evntId, doc.unk0, doc.mp2Unknown],
      game === "mp1" ? [input.evntId, input.unk0, null] : [null, null, [1, 1]],
      what,
    );
    const keys = decodeRetroAnimKeys(doc);
    deepEqual([...keys.frames], [...input.frames], what);
    deepEqual(keys.channels.map((c) => c.boneId), input.channels.map((c) => c.boneId), what);
    keys.channels.forEach((c, ci) => {
      const want = input.channels[ci]!;
      for (const p of ["rotation", "translation", "scale"] as const) {
        const a = c[p];
        const b = want[p];
        equal(a === null, b === null, `${what} channel ${ci} ${p}`);
        if (a === null || b === null) continue;
        deepEqual([...a.quantized], [...b.quantized], `${what} channel ${ci} ${p}`);
        if (p === "rotation") deepEqual([...a.sign], [...b.sign!], `${what} channel ${ci} sign`);
      }
    });
    // The same-format rewrite reproduces the file byte for byte.
    deepEqual(retroAnimRewrite(bytes).bytes, bytes, what);
  }
});

function randomV0Input(rnd: Rnd, game: RetroAnimGame): RetroAnimV0WriteInput {
  const mp2 = game === "mp2";
  const n = 1 + int(rnd, 12);
  const floats = (width: number) =>
    Float64Array.from({ length: n * width }, () => Math.fround((rnd() * 2 - 1) * 50));
  const rotations = () => {
    const out = new Float64Array(n * 4);
    for (let f = 0; f < n; f++) out.set(unitQuat(rnd), f * 4);
    return out;
  };
  return {
    game,
    frameCount: n,
    interval: Math.fround(1 / (10 + int(rnd, 50))),
    rootBoneId: int(rnd, 100),
    ...(mp2 ? {} : { evntId: int(rnd, 2 ** 32) }),
    channels: distinct(rnd, 1 + int(rnd, 6), 100).map((boneId) => ({
      boneId,
      rotation: !mp2 || rnd() < 0.7 ? rotations() : null,
      translation: rnd() < 0.6 ? floats(3) : null,
      scale: mp2 && rnd() < 0.5 ? floats(3) : null,
    })),
  };
}

/** v0 keys, decoded, as writer input again. */
function v0Again(doc: RetroAnimV0Document): RetroAnimV0WriteInput {
  const keys = decodeRetroAnimKeys(doc);
  return {
    game: doc.game,
    frameCount: doc.frameCount,
    interval: doc.interval.seconds,
    duration: doc.duration.seconds,
    rootBoneId: doc.rootBoneId,
    ...(doc.evntId === null ? {} : { evntId: doc.evntId }),
    channels: keys.channels.map((c) => ({
      boneId: c.boneId,
      rotation: c.rotation?.values ?? null,
      translation: c.translation?.values ?? null,
      scale: c.scale?.values ?? null,
    })),
  };
}

Deno.test("ANIM v0: write → read gives the same keys, and re-writing is byte-identical (100 documents)", () => {
  const rnd = prng(8);
  for (let i = 0; i < 100; i++) {
    const game: RetroAnimGame = i % 2 === 0 ? "mp1" : "mp2";
    const input = randomV0Input(rnd, game);
    const bytes = writeRetroAnimV0(input);
    const doc = readRetroAnim(bytes, { game });
    const what = `document ${i} (${game})`;
    if (doc.version !== 0) throw new Error(`${what}: version ${doc.version}`);
    deepEqual(
      [doc.frameCount, doc.interval.seconds, doc.duration.seconds, doc.rootBoneId, doc.evntId],
      [
        input.frameCount,
        input.interval,
        Math.fround(input.frameCount * input.interval),
        input.rootBoneId,
        input.evntId ?? null,
      ],
      what,
    );
    const again = v0Again(doc);
    deepEqual(
      again.channels.map((c) => ({
        boneId: c.boneId,
        rotation: c.rotation && [...c.rotation],
        translation: c.translation && [...c.translation],
        scale: c.scale && [...c.scale],
      })),
      input.channels.map((c) => ({
        boneId: c.boneId,
        rotation: c.rotation && [...c.rotation],
        translation: c.translation && [...c.translation],
        scale: c.scale && [...c.scale],
      })),
      what,
    );
    deepEqual(writeRetroAnimV0(again), bytes, what);
  }
});

type Vec = { x: number; y: number; z: number; w?: number };

function components(v: Vec): number[] {
  return v.w === undefined ? [v.x, v.y, v.z] : [v.x, v.y, v.z, v.w];
}

/**
 * The quantisation bounds of version 2 (notes-retro.md §3.5, with rounding): a translation or
 * scale value is off by at most half its multiplier, and the multiplier is max|value|/32767
 * rounded up to a float32; a rotation-vector component c = sin(q·(π/2)/rotDiv) by at most
 * sin's slope (≤ 1) times half a step, (π/4)/rotDiv. W is rebuilt as √(1 − x² − y² − z²), so
 * its bound follows from the other three: |w′ − w| = |w′² − w²| / (w′ + w).
 */
function rotationBound(source: number[], written: number[], step: number): number {
  const [x, y, z, w] = source as [number, number, number, number];
  const len2 = x * x + y * y + z * z + w * w;
  const dw2 = 2 * (Math.abs(x) + Math.abs(y) + Math.abs(z)) * step + 3 * step * step +
    Math.abs(1 - len2);
  const wSum = Math.abs(written[3]!) + Math.abs(w);
  const wBound = wSum > 0 ? dw2 / wSum : Math.sqrt(dw2);
  return Math.max(step, wBound) + 1e-9;
}

/** A rotation key as rounding each of X, Y, Z to the nearest step stores it (W derived). */
function plainRounding(q: number[], divisor: number): number[] {
  const step = Math.PI / 2 / divisor;
  const [x, y, z] = q.slice(0, 3).map((c) => Math.sin(Math.round(Math.asin(c) / step) * step));
  const w = Math.sqrt(Math.max(0, 1 - (x! * x! + y! * y! + z! * z!)));
  return [x!, y!, z!, q[3]! < 0 ? -w : w];
}

/** Worst component difference, quaternions compared up to sign. */
function difference(a: number[], b: number[]): number {
  const d = (s: number) => Math.max(...a.map((v, j) => Math.abs(v - s * b[j]!)));
  return a.length === 4 ? Math.min(d(1), d(-1)) : d(1);
}

/** The same channels with smooth motion: a steady turn about one axis, straight-line moves. */
function smooth(rnd: Rnd, input: RetroAnimV0WriteInput): RetroAnimV0WriteInput {
  const n = input.frameCount + 20;
  const line = (a: Float64Array | null) => {
    if (a === null) return null;
    const start = [0, 1, 2].map(() => (rnd() * 2 - 1) * 5);
    const speed = [0, 1, 2].map(() => (rnd() * 2 - 1) * 0.05);
    return Float64Array.from({ length: n * 3 }, (_, i) => {
      const f = Math.floor(i / 3);
      return Math.fround(start[i % 3]! + speed[i % 3]! * f);
    });
  };
  const turn = (a: Float64Array | null) => {
    if (a === null) return null;
    const axis = unitQuat(rnd).slice(0, 3);
    const len = Math.hypot(...axis) || 1;
    const start = rnd() * 6;
    const speed = (rnd() * 2 - 1) * 0.02;
    const out = new Float64Array(n * 4);
    for (let f = 0; f < n; f++) {
      const half = (start + speed * f) / 2;
      const sin = Math.sin(half) / len;
      out.set(
        [axis[0]! * sin, axis[1]! * sin, axis[2]! * sin, Math.cos(half)].map(Math.fround),
        f * 4,
      );
    }
    return out;
  };
  return {
    ...input,
    frameCount: n,
    channels: input.channels.map((c) => ({
      boneId: c.boneId,
      rotation: turn(c.rotation),
      translation: line(c.translation),
      scale: line(c.scale),
    })),
  };
}

Deno.test("ANIM v2 from a Clip: the quantisation error stays within the format's bounds (80 clips)", () => {
  const rnd = prng(9);
  let lossy = 0;
  let reduced = 0;
  for (let i = 0; i < 80; i++) {
    const game: RetroAnimGame = i % 2 === 0 ? "mp1" : "mp2";
    // A random clip: a version 0 file read back (its keys are exact float32 values), with at
    // least one track (version 2 cannot be empty).
    // With a tolerance, the motion is smooth (so that key reduction has frames to drop).
    const tolerance = i % 4 < 2 ? undefined : 2e-3;
    let source;
    do {
      const input = randomV0Input(rnd, game);
      const v0 = writeRetroAnimV0(tolerance === undefined ? input : smooth(rnd, input));
      source = retroAnimToClip(readRetroAnim(v0, { game }));
    } while (source.tracks.length === 0);
    // Random turns can be beyond what quantized keys play within 0.01°: written best effort,
    // and labelled so.
    const result = retroAnimFromClip(source, {
      version: "2",
      game,
      bestEffort: true,
      ...(tolerance === undefined ? {} : { tolerance }),
    });
    const doc = readRetroAnim(result.bytes, { game });
    if (doc.version !== 2) throw new Error("version 2 expected");
    const written = retroAnimToClip(doc);
    const interval = doc.interval;
    const frames = doc.frameCount;
    const what = `clip ${i} (${game}${tolerance === undefined ? "" : `, tolerance ${tolerance}`})`;
    // The multipliers: max|value|/32767 rounded up to a float32 (at most one float32 ulp above).
    const maxAbs = { translation: 0, scale: 0 };
    for (const t of source.tracks) {
      if (t.property === "rotation") continue;
      for (let f = 0; f < frames; f++) {
        for (const v of components(t.curve.evaluate(f * interval) as Vec)) {
          const p = t.property as "translation" | "scale";
          maxAbs[p] = Math.max(maxAbs[p], Math.abs(v));
        }
      }
    }
    const multiplier = {
      translation: doc.translationMultiplier,
      scale: doc.scaleMultiplier ?? 1,
    };
    for (const p of ["translation", "scale"] as const) {
      if (maxAbs[p] === 0) continue;
      ok(multiplier[p] >= maxAbs[p] / 32767, `${what}: ${p} multiplier too small`);
      ok(multiplier[p] <= (maxAbs[p] / 32767) * (1 + 2 ** -22), `${what}: ${p} multiplier`);
    }
    const step = Math.PI / 4 / doc.rotationDivisor;
    for (const track of source.tracks) {
      const out = written.tracks.find((t) =>
        t.node === track.node && t.property === track.property
      )!;
      const report = result.tracks.find((r) =>
        r.node === track.node && r.property === track.property
      )!;
      // At keyed frames the only error is quantisation; between them the fit's error adds, and
      // the report (rotations as angles, measured at frames and halfway between) covers it.
      const keyed = new Set(decodeRetroAnimKeys(doc).frames);
      let worst = 0;
      for (let f = 0; f < frames; f++) {
        const a = components(track.curve.evaluate(f * interval) as Vec);
        const b = components(out.curve.evaluate(f * interval) as Vec);
        const rotation = track.property === "rotation";
        if (keyed.has(f)) {
          // Rotation components are rounded to a neighbouring step (within 1.5 steps: three
          // half steps), chosen so that the key plays no further from the source than rounding
          // each component on its own.
          const q = rotation
            ? rotationBound(a, b, 3 * step)
            : multiplier[track.property as "translation" | "scale"] / 2 * (1 + 1e-9);
          const err = difference(a, b);
          ok(err <= q, `${what} ${track.node}.${track.property} keyed frame ${f}: ${err} > ${q}`);
          if (rotation) {
            const plain = rotationAngleDeg(a, plainRounding(a, doc.rotationDivisor));
            ok(rotationAngleDeg(a, b) <= plain + 1e-9, `${what} ${track.node} keyed frame ${f}`);
          }
        }
        const played = rotation ? rotationAngleDeg(a, b) : difference(a, b);
        worst = Math.max(worst, played);
      }
      ok(report.maxError >= worst - 1e-9, `${what}: reported ${report.maxError} < ${worst}`);
      // Within the tolerance the fit worked to, or labelled as missing it.
      ok(
        report.mapping === "resampled" || report.maxError <= report.tolerance! + 1e-12,
        `${what} ${track.node}.${track.property}: ${report.mapping} ${report.maxError}`,
      );
      if (worst > 0) lossy++;
    }
    if (decodeRetroAnimKeys(doc).frames.length < frames) reduced++;
  }
  // The bounds were put to work: quantisation errors were measured, and key reduction ran.
  ok(lossy > 50, `${lossy} tracks with an error`);
  ok(reduced > 5, `${reduced} files with fewer keyed frames than frames`);
});

// ---------------------------------------------------------------------------------------------
// Metroid Prime 3 CHAR

function u32(rnd: Rnd): number {
  return int(rnd, 2 ** 32);
}

/** A random float32, now and then a special value a game file might hold. */
function f32any(rnd: Rnd): number {
  const r = rnd();
  if (r < 0.05) return 0;
  if (r < 0.08) return -0;
  if (r < 0.1) return Infinity;
  if (r < 0.12) return Math.fround(1e-40); // subnormal
  return Math.fround((rnd() * 2 - 1) * 10 ** int(rnd, 6));
}

/** A name of characters 1–255 (one byte each). */
function charName(rnd: Rnd): string {
  const bytes = Array.from({ length: int(rnd, 12) }, () => 1 + int(rnd, 255));
  // Names with bytes above 0x7F end in 0xFF, never valid UTF-8: they read back one character
  // per byte (valid UTF-8 names read back decoded; retro_char_write_test covers those).
  if (bytes.some((b) => b > 0x7f)) bytes.push(0xff);
  return String.fromCharCode(...bytes);
}

function assetId(rnd: Rnd): string {
  return Array.from({ length: 16 }, () => "0123456789ABCDEF"[int(rnd, 16)]).join("");
}

function fourCC(rnd: Rnd): string {
  return String.fromCharCode(...Array.from({ length: 4 }, () => 65 + int(rnd, 26)));
}

function animTime(rnd: Rnd): RetroCharAnimTime {
  return { seconds: f32any(rnd), state: int(rnd, 5) };
}

function list<T>(rnd: Rnd, max: number, make: () => T): T[] {
  return Array.from({ length: int(rnd, max + 1) }, make);
}

function randomMeta(rnd: Rnd, depth: number): RetroCharMetaAnim {
  const kind = depth >= 4 ? 0 : int(rnd, 5);
  switch (kind) {
    case 0:
      return {
        kind: "play",
        animId: assetId(rnd),
        primitiveIndex: u32(rnd),
        name: charName(rnd),
        time: animTime(rnd),
      };
    case 1:
    case 2:
      return {
        kind: kind === 1 ? "blend" : "phase-blend",
        a: randomMeta(rnd, depth + 1),
        b: randomMeta(rnd, depth + 1),
        weight: f32any(rnd),
        unknown: int(rnd, 256),
      };
    case 3:
      return {
        kind: "random",
        choices: list(rnd, 3, () => ({ anim: randomMeta(rnd, depth + 1), probability: u32(rnd) })),
      };
    default:
      return { kind: "sequence", items: list(rnd, 3, () => randomMeta(rnd, depth + 1)) };
  }
}

function eventBase(rnd: Rnd): RetroCharEventBase {
  return {
    unknown1: int(rnd, 65536),
    name: charName(rnd),
    type: int(rnd, 65536),
    time: animTime(rnd),
    index: u32(rnd),
    unknown2: u32(rnd),
    unique: int(rnd, 256),
    weight: f32any(rnd),
    characterIndex: u32(rnd) - 2 ** 31,
    flags: u32(rnd),
    unknown3: u32(rnd),
    unknown4: u32(rnd),
    unknown5: u32(rnd),
    unknown6: f32any(rnd),
    unknown7: f32any(rnd),
  };
}

function soundTail(rnd: Rnd): RetroCharSoundTail {
  const type = int(rnd, 3);
  if (type === 0) return { type: 0 };
  if (type === 1) return { type: 1, value: u32(rnd) };
  const tangentType = () => [0, 1, 2, 3, 4, 5, 5][int(rnd, 7)]!;
  return {
    type: 2,
    spline: {
      preInfinity: int(rnd, 256),
      postInfinity: int(rnd, 256),
      knots: list(rnd, 4, () => {
        const inTangentType = tangentType();
        const outTangentType = tangentType();
        return {
          time: f32any(rnd),
          amplitude: f32any(rnd),
          inTangentType,
          outTangentType,
          inTangent: inTangentType === 5 ? [f32any(rnd), f32any(rnd)] : null,
          outTangent: outTangentType === 5 ? [f32any(rnd), f32any(rnd)] : null,
        };
      }),
      clampMode: int(rnd, 256),
      minAmplitude: f32any(rnd),
      maxAmplitude: f32any(rnd),
    },
  };
}

function pasValue(rnd: Rnd, type: RetroCharPasParmType): number {
  switch (type) {
    case "int32":
      return u32(rnd) - 2 ** 31;
    case "uint32":
    case "enum":
      return u32(rnd);
    case "real":
      return f32any(rnd);
    default:
      return int(rnd, 256);
  }
}

function randomChar(rnd: Rnd): RetroCharDocument {
  const vec = () => ({ x: f32any(rnd), y: f32any(rnd), z: f32any(rnd) });
  const animations = list(rnd, 4, () => ({ name: charName(rnd), meta: randomMeta(rnd, 0) }));
  return {
    version: 5,
    characterId: int(rnd, 256),
    name: charName(rnd),
    model: assetId(rnd),
    skin: assetId(rnd),
    overlays: list(rnd, 3, () => ({
      type: ["FRZN", "HYPR", "ACID", "XRAY", fourCC(rnd)][int(rnd, 5)]!,
      model: assetId(rnd),
      skin: assetId(rnd),
    })),
    skeleton: assetId(rnd),
    sand: assetId(rnd),
    pas: {
      defaultState: u32(rnd),
      states: list(rnd, 3, () => {
        const parms = list(rnd, 3, () => {
          const type = RETRO_CHAR_PAS_PARM_TYPES[int(rnd, 5)]!;
          return {
            type,
            weightFunction: int(rnd, 4),
            weight: f32any(rnd),
            min: pasValue(rnd, type),
            max: pasValue(rnd, type),
          };
        });
        return {
          type: u32(rnd),
          parms,
          anims: list(rnd, 3, () => ({
            animId: u32(rnd),
            values: parms.map((p) => pasValue(rnd, p.type)),
          })),
        };
      }),
    },
    particles: {
      generic: list(rnd, 2, () => assetId(rnd)),
      swoosh: list(rnd, 2, () => assetId(rnd)),
      electric: list(rnd, 2, () => assetId(rnd)),
      spawn: list(rnd, 2, () => assetId(rnd)),
    },
    eventSets: list(rnd, 2, () => ({
      id: u32(rnd),
      name: charName(rnd),
      effectEvents: list(rnd, 2, () => ({
        name: charName(rnd),
        base: eventBase(rnd),
        particleType: ["PART", "SWHC", "ELSC", "SPSC"][int(rnd, 4)]!,
        particleId: assetId(rnd),
        scale: f32any(rnd),
        parentMode: u32(rnd),
      })),
      soundEvents: list(rnd, 2, () => ({
        name: charName(rnd),
        base: eventBase(rnd),
        soundId: assetId(rnd),
        unknown1: u32(rnd),
        unknown2: u32(rnd),
        tails: [soundTail(rnd), soundTail(rnd)],
      })),
    })),
    animations,
    animationBounds: list(rnd, 3, () => ({ animId: assetId(rnd), min: vec(), max: vec() })),
    unknown: int(rnd, 256),
    additiveFlags: Uint8Array.from(animations, () => int(rnd, 2)),
    collisionSets: list(rnd, 2, () => ({
      name: charName(rnd),
      primitives: list(rnd, 2, () => ({
        ints: Array.from({ length: 5 }, () => u32(rnd)),
        floats: Array.from({ length: 8 }, () => f32any(rnd)),
        name: charName(rnd),
        endValue: f32any(rnd),
      })),
    })),
    soundResources: list(rnd, 3, () => assetId(rnd)),
    padding: rnd() < 0.5 ? new Uint8Array(0) : new Uint8Array(1 + int(rnd, 31)).fill(0xff),
  };
}

Deno.test("CHAR: write → read gives the same document, and re-writing is byte-identical (60 documents)", () => {
  const rnd = prng(10);
  for (let i = 0; i < 60; i++) {
    const doc = randomChar(rnd);
    const bytes = writeRetroChar(doc);
    const back = readRetroChar(bytes);
    // -0 is kept (node:assert's deepEqual tells 0 and -0 apart with Object.is).
    deepEqual(back, doc, `document ${i}`);
    deepEqual(writeRetroChar(back), bytes, `document ${i}`);
  }
});

// ---------------------------------------------------------------------------------------------
// AnimJ and AnimX

/** Any text, including quotes, escapes, control characters and astral code points. */
function anyText(rnd: Rnd): string {
  const pool = ['"', "\\", "\n", "\t", "\u0001", "/", "é", "€", "😀", "a", "Z", " ", "{", ":"];
  return Array.from({ length: int(rnd, 8) }, () => pool[int(rnd, pool.length)]).join("");
}

const LONG_BIG = [2n ** 62n + 1n, 2n ** 63n - 1n, 9007199254740993n, -(2n ** 63n)];

/** Where a generated document goes: AnimJ text or AnimX binary. */
type Target = "animj" | "animx";

/**
 * A random real: in AnimJ, a short decimal (what text files hold; float-typed values are written
 * float32-shortest, which reads back as the same double only for such decimals); in AnimX, a
 * float32 for float types and any double otherwise.
 */
function real(rnd: Rnd, float32: boolean, target: Target, scale = 10 ** int(rnd, 5)): number {
  const v = (rnd() * 2 - 1) * scale;
  if (target === "animx") return float32 ? Math.fround(v) : v;
  return float32 ? Number(v.toPrecision(1 + int(rnd, 7))) : v;
}

/** A random value for one component slot of `valueType` (and its exact form when it has one). */
function component(
  rnd: Rnd,
  valueType: ValueType,
  target: Target,
  exactAllowed: boolean,
): { value: number; exact?: bigint } {
  const kind = animjScalarKind(valueType);
  if (kind === "bool") return { value: int(rnd, 2) };
  if (kind === "int") {
    const [lo, top] = animjIntRange(valueType);
    // The 64-bit maxima are not doubles: take the largest double below each.
    const hi = top === 2 ** 63 ? 2 ** 63 - 1024 : top === 2 ** 64 ? 2 ** 64 - 2048 : top;
    if (exactAllowed && /long/.test(valueType) && rnd() < 0.2) {
      // Beyond 2^53: the exact value rides along (AnimJ text keeps it; AnimX stores it).
      const exact = LONG_BIG[int(rnd, valueType.startsWith("u") ? 3 : 4)]!;
      if (BigInt(Number(exact)) !== exact) return { value: Number(exact), exact };
    }
    // Anywhere in range, the ends included (long ends are doubles beyond 2^53).
    const span = Math.min(hi - lo, 2 ** 40);
    return { value: rnd() < 0.5 ? lo + int(rnd, span + 1) : hi - int(rnd, span + 1) };
  }
  return { value: real(rnd, animjIsFloat32(valueType), target) };
}

function randomAnimJTrack(rnd: Rnd, types: readonly ValueType[], target: Target): AnimJTrack {
  const valueType = types[int(rnd, types.length)]!;
  const trackType = (["Raw", "Discrete", "Curve"] as const)[int(rnd, 3)]!;
  const n = int(rnd, 7);
  const t = newAnimJTrack(trackType, valueType, anyText(rnd), anyText(rnd), n);
  const w = animjWidth(valueType);
  const fill = (target_: Float64Array, k: number, exact: boolean) => {
    for (let c = 0; c < w; c++) {
      // Tangents have no exact form: they stay doubles within range.
      const v = component(rnd, valueType, target, exact);
      target_[k * w + c] = v.value;
      if (exact && v.exact !== undefined) (t.exact ??= new Map()).set(k * w + c, v.exact);
    }
  };
  if (trackType === "Raw") t.interval = Math.abs(real(rnd, true, target, 0.5));
  let time = Math.abs(real(rnd, true, target, 2));
  for (let k = 0; k < n; k++) {
    if (trackType !== "Raw") {
      t.times[k] = time;
      time = Math.abs(real(rnd, true, target, time + 1));
    }
    if (valueType === "string") t.strings[k] = rnd() < 0.2 ? null : anyText(rnd);
    else fill(t.values, k, true);
  }
  if (trackType === "Curve") {
    for (let k = 0; k < n; k++) {
      const prev = k > 0 ? t.interpolations[k - 1]! : 255;
      // String keys carry no tangents, so they take Hold or Linear.
      let mode = int(rnd, valueType === "string" ? 2 : 4);
      // A tangent mode on the last key needs a left tangent from its predecessor's mode.
      if (k === n - 1 && mode >= 2 && !(prev === 2 || prev === 3)) mode = int(rnd, 2);
      t.interpolations[k] = mode;
      if (valueType === "string") continue;
      if ((mode === 2 || mode === 3) && k < n - 1) fill(t.rightTangents, k, false);
      if ((prev === 2 || prev === 3) && k > 0) fill(t.leftTangents, k, false);
    }
  }
  return t;
}

function randomAnimJ(rnd: Rnd, types: readonly ValueType[], target: Target): AnimJDocument {
  const tracks = Array.from({ length: int(rnd, 6) }, () => randomAnimJTrack(rnd, types, target));
  let end = 0;
  for (const t of tracks) end = Math.max(end, animjTrackEnd(t));
  const extra = Math.abs(real(rnd, true, target, 3));
  const globalDuration = target === "animx" ? Math.fround(end + extra) : end + extra;
  return { name: anyText(rnd), globalDuration: Math.max(globalDuration, end), tracks };
}

/** Plain data for comparison: typed arrays as arrays (NaN kept as null), Maps as entries. */
function plainAnimJ(doc: AnimJDocument): unknown {
  return JSON.parse(JSON.stringify(doc, (_k, v) => {
    if (ArrayBuffer.isView(v)) return Array.from(v as Float64Array);
    if (v instanceof Map) return [...v].map(([slot, big]) => [slot, String(big)]);
    return v;
  }));
}

/** Value types AnimJ holds (matrices are AnimX only). */
const ANIMJ_TYPES: readonly ValueType[] = VALUE_TYPES.filter((v) => !/x\d$/.test(v));

Deno.test("AnimJ: document → text → document is identical, compact and pretty (100 documents)", () => {
  const rnd = prng(11);
  for (let i = 0; i < 100; i++) {
    const doc = randomAnimJ(rnd, ANIMJ_TYPES, "animj");
    for (const pretty of [false, true]) {
      const back = readAnimJ(writeAnimJ(doc, { pretty }));
      deepEqual(plainAnimJ(back), plainAnimJ(doc), `document ${i}${pretty ? " (pretty)" : ""}`);
      // -0 is written as 0 (JSON has one zero for Resonite); everything else is kept exactly.
    }
  }
});

/**
 * AnimX stores a tangent pair on every key of a curve or on none: where a track has tangents, an
 * absent one (NaN, never evaluated) comes back flat at its key's value (notes-animj.md §2.2).
 */
function withAnimXTangents(doc: AnimJDocument): AnimJDocument {
  return {
    ...doc,
    tracks: doc.tracks.map((t) => {
      const any = [...t.leftTangents, ...t.rightTangents].some((v) => !Number.isNaN(v));
      if (!any) return t;
      const flat = (a: Float64Array) => a.map((v, i) => (Number.isNaN(v) ? t.values[i]! : v));
      return { ...t, leftTangents: flat(t.leftTangents), rightTangents: flat(t.rightTangents) };
    }),
  };
}

Deno.test("AnimX: write → read gives the same document, matrices included (100 documents)", () => {
  const rnd = prng(12);
  for (let i = 0; i < 100; i++) {
    const doc = randomAnimJ(rnd, VALUE_TYPES, "animx");
    const bytes = writeAnimX(doc);
    const file = readAnimX(bytes);
    equal(file.encoding, 0);
    deepEqual(plainAnimJ(file.doc), plainAnimJ(withAnimXTangents(doc)), `document ${i}`);
    // And the bytes are a fixed point.
    deepEqual(writeAnimX(file.doc), bytes, `document ${i}`);
  }
});

/** Component values of any Value shape (numbers, booleans, records). */
function flat(v: unknown): number[] {
  if (typeof v === "number") return [v];
  if (typeof v === "boolean") return [v ? 1 : 0];
  if (Array.isArray(v)) return v.flatMap(flat);
  if (typeof v === "object" && v !== null) return Object.values(v).flatMap(flat);
  return [];
}

Deno.test("Clip → AnimJ → Clip: the error stays within the reported one (MRTK and ANIM clips, 40)", () => {
  const rnd = prng(13);
  let checked = 0;
  let skipped = 0;
  for (let i = 0; i < 40; i++) {
    // Unity curves (MRTK: Hermite, weighted, stepped, booleans) and the games' slerp (ANIM).
    let source: Clip;
    // (Key times from 0 on: AnimJ holds no negative times, and the converter keeps times.)
    // Four joints a hand keep their keys: the other 23 are the same kind of pose track again,
    // and converting them was most of this test's time.
    if (i % 2 === 0) {
      source = mrtkToClip(firstJoints(randomMrtk(rnd, i % 4 === 0 ? 0 : 1, true), 4));
    } else {
      const game: RetroAnimGame = i % 4 === 1 ? "mp1" : "mp2";
      const v0 = writeRetroAnimV0({ ...randomV0Input(rnd, game), interval: 1 / 32 });
      source = retroAnimToClip(readRetroAnim(v0, { game }));
    }
    // Key times are dyadic, so the text holds them exactly: what remains is the float32
    // rounding of values.
    // Random weighted tangents can ask for more keys than the budget: take the best fit.
    const result = animjWriteClip(source, { bestEffort: true });
    const back = animjToClip(readAnimJ(result.bytes));
    const what = `clip ${i}`;
    equal(result.tracks.length, source.tracks.length, what);
    for (const [ti, track] of source.tracks.entries()) {
      const report = result.tracks[ti]!;
      if (report.mapping === "dropped") continue;
      const out = back.tracks.find((t) => t.node === track.node && t.property === track.property);
      ok(out !== undefined, `${what}: ${track.node}.${track.property} missing`);
      // Where the converter says it measured: the written and the source key times, and three
      // points between each neighbouring pair.
      const keys = Float64Array.from(
        new Set([...out.curve.keyTimes(), ...track.curve.keyTimes()]),
      ).sort();
      const times: number[] = [];
      for (let k = 0; k < keys.length; k++) {
        times.push(keys[k]!);
        if (k + 1 < keys.length) {
          for (const f of [0.25, 0.5, 0.75]) times.push(keys[k]! + (keys[k + 1]! - keys[k]!) * f);
        }
      }
      // Exact mappings hold everywhere in between too.
      if (report.mapping === "exact" && keys.length > 1) {
        for (let j = 0; j < 10; j++) {
          times.push(keys[0]! + (keys[keys.length - 1]! - keys[0]!) * rnd());
        }
      }
      const quat = track.valueType === "floatQ";
      // The magnitude of the written key values, which float32 rounding is relative to.
      let keyScale = 1;
      for (const t of out.curve.keyTimes()) {
        for (const v of flat(out.curve.evaluate(t))) keyScale = Math.max(keyScale, Math.abs(v));
      }
      for (const t of times) {
        // Resonite's times are float32: the text moves a key by up to half a float32 ulp
        // (3e-8 s near 1 s), which shifts the curve by slope × that much, and right at a jump
        // of the source (Unity wrap modes, stepped tangents) the two sides disagree by the jump.
        // Jumps are left out (and counted); slopes are allowed for.
        const before = flat(track.curve.evaluate(t - 1e-6));
        const after = flat(track.curve.evaluate(t + 1e-6));
        const slope = Math.max(0, ...before.map((v, j) => Math.abs(v - after[j]!) / 2e-6));
        if (slope > 1e4) {
          skipped++;
          continue;
        }
        checked++;
        const timeUlp = 2 ** (Math.floor(Math.log2(Math.max(Math.abs(t), 2 ** -20))) - 23);
        const a = flat(track.curve.evaluate(t));
        const b = flat(out.curve.evaluate(t));
        const d = (s: number) => Math.max(0, ...a.map((v, j) => Math.abs(v - s * b[j]!)));
        // Rotations: the angle between the normalised played rotations, as the report measures.
        const err = quat ? rotationAngleDeg(a, b) : d(1);
        // AnimJ text holds float types as float32: allow their rounding (relative 2^-24 of the
        // values involved, with room) on top.
        const scale = Math.max(keyScale, ...a.map(Math.abs), ...b.map(Math.abs));
        // Within the target's time resolution the played value can be anything the source
        // passes through there (a key stored at float32 time sits up to an ulp off).
        const near0 = flat(track.curve.evaluate(t - 2 * timeUlp));
        const near1 = flat(track.curve.evaluate(t + 2 * timeUlp));
        const local = quat
          ? rotationAngleDeg(near0, near1)
          : Math.max(0, ...near0.map((v, j) => Math.abs(v - near1[j]!)));
        const allowance = local +
          (quat ? 1e-3 + (slope * timeUlp * 4 * 180) / Math.PI : 1e-6 * scale + slope * timeUlp);
        ok(
          err <= report.maxError + allowance,
          `${what} ${track.node}.${track.property} (${report.mapping}) at ${t}: ${err} > ${report.maxError}`,
        );
      }
    }
  }
  // Nearly every point is checked (the fit keys jumps to the time resolution, and points that
  // close to a jump are left out).
  ok(skipped < checked / 10, `${skipped} points skipped, ${checked} checked`);
});

// ---------------------------------------------------------------------------------------------
// Maya .anim

/** A Maya name: a letter or `_`, then letters, digits and `_ . : | [ ]`; now and then a space. */
function mayaName(rnd: Rnd): string {
  const first = "abcXYZ_";
  const rest = "abcXYZ_019.:|[]";
  let s = first[int(rnd, first.length)]!;
  for (let i = int(rnd, 10); i > 0; i--) s += rest[int(rnd, rest.length)];
  return rnd() < 0.1 ? `${s} ${s}` : s;
}

/** A random finite double of varied magnitude (Maya text keeps every digit it needs). */
function mayaNumber(rnd: Rnd): number {
  const r = rnd();
  if (r < 0.1) return 0;
  if (r < 0.3) return int(rnd, 2000) - 1000;
  return (rnd() * 2 - 1) * 10 ** (int(rnd, 12) - 4);
}

function shuffle<T>(rnd: Rnd, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = int(rnd, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function randomMaya(rnd: Rnd): MayaDocument {
  const pick = <T>(list: readonly T[]): T => list[int(rnd, list.length)]!;
  const headerKeys = shuffle(rnd, [
    "mayaVersion",
    "timeUnit",
    "linearUnit",
    "angularUnit",
    "startTime",
    "endTime",
    "startUnitless",
    "endUnitless",
  ]).filter(() => rnd() < 0.6);
  const order = ["animVersion", ...headerKeys];
  const has = (k: string) => order.includes(k);
  const header: MayaHeader = {
    animVersion: "1.1",
    mayaVersion: has("mayaVersion") ? pick(["2026", "2024 x64", "2018"]) : null,
    timeUnit: has("timeUnit") ? pick(["film", "ntsc", "pal", "ntscf", "game", "48fps"]) : null,
    linearUnit: has("linearUnit") ? pick(["cm", "m", "mm", "in", "ft"]) : null,
    angularUnit: has("angularUnit") ? pick(["deg", "rad"]) : null,
    startTime: has("startTime") ? mayaNumber(rnd) : null,
    endTime: has("endTime") ? mayaNumber(rnd) : null,
    startUnitless: has("startUnitless") ? mayaNumber(rnd) : null,
    endUnitless: has("endUnitless") ? mayaNumber(rnd) : null,
    order,
  };
  const rows: { time: number; value: number; inT: number; outT: number; flags: number[] }[] = [];
  const items: MayaItem[] = [];
  let line = order.length + 1;
  for (let n = int(rnd, 6); n > 0; n--) {
    const names = Array.from({ length: pick([0, 1, 3, 3]) }, () => mayaName(rnd));
    const curve = rnd() < 0.8;
    const item: MayaItem = {
      line,
      names,
      attribute: names.length === 3 ? names[0]! : names.length === 1 && curve ? names[0]! : "",
      leaf: names.length === 3 ? names[1]! : "",
      node: names.length === 3 ? names[2]! : names.length === 1 && !curve ? names[0]! : "",
      row: int(rnd, 5),
      child: int(rnd, 5),
      attr: int(rnd, 50),
      data: null,
    };
    line++;
    items.push(item);
    if (!curve) continue;
    const fields = shuffle(rnd, [
      "input",
      "output",
      "weighted",
      "inputUnit",
      "outputUnit",
      "tangentAngleUnit",
      "preInfinity",
      "postInfinity",
    ]).filter(() => rnd() < 0.7);
    const withKeys = rnd() < 0.9;
    const dataOrder = withKeys ? [...fields, "keys"] : fields;
    const infinity = ["constant", "linear", "cycle", "cycleRelative", "oscillate"];
    const present = (k: string) => fields.includes(k);
    const keyCount = withKeys ? int(rnd, 7) : 0;
    item.data = {
      input: present("input") ? pick(["time", "unitless"]) : null,
      output: present("output") ? pick(["linear", "angular", "unitless", "time"]) : null,
      weighted: present("weighted") ? int(rnd, 2) : null,
      inputUnit: present("inputUnit") ? pick(["film", "ntsc", "cm"]) : null,
      outputUnit: present("outputUnit") ? pick(["cm", "deg", "rad"]) : null,
      tangentAngleUnit: present("tangentAngleUnit") ? pick(["deg", "rad"]) : null,
      preInfinity: present("preInfinity") ? pick(infinity) : null,
      postInfinity: present("postInfinity") ? pick(infinity) : null,
      order: dataOrder,
      firstKey: rows.length,
      keyCount,
    };
    let time = mayaNumber(rnd);
    for (let k = 0; k < keyCount; k++) {
      rows.push({
        time,
        value: mayaNumber(rnd),
        inT: int(rnd, MAYA_TANGENT_WORDS.length),
        outT: int(rnd, MAYA_TANGENT_WORDS.length),
        flags: [int(rnd, 2), int(rnd, 2), int(rnd, 2)],
      });
      time += 0.001 + rnd() * 10;
    }
    // animData {, the fields, keys { … } (when present), }
    line += 2 + fields.length + (withKeys ? 2 + keyCount : 0);
  }
  const keys = mayaKeys(rows.length);
  rows.forEach((r, i) => {
    keys.time[i] = r.time;
    keys.value[i] = r.value;
    keys.inType[i] = r.inT;
    keys.outType[i] = r.outT;
    keys.tanLocked[i] = r.flags[0]!;
    keys.weightLocked[i] = r.flags[1]!;
    keys.breakdown[i] = r.flags[2]!;
    if (r.inT === MayaTangent.Fixed) {
      keys.inAngle[i] = mayaNumber(rnd);
      keys.inWeight[i] = mayaNumber(rnd);
    }
    if (r.outT === MayaTangent.Fixed) {
      keys.outAngle[i] = mayaNumber(rnd);
      keys.outWeight[i] = mayaNumber(rnd);
    }
  });
  return {
    header,
    items,
    keys,
    tangentWords: [...MAYA_TANGENT_WORDS],
    lineEnding: rnd() < 0.5 ? "\n" : "\r\n",
  };
}

/** A deep copy with typed arrays as plain arrays (node:assert compares NaN there by identity). */
function untyped(v: unknown): unknown {
  if (ArrayBuffer.isView(v)) return Array.from(v as Float64Array);
  if (Array.isArray(v)) return v.map(untyped);
  if (typeof v === "object" && v !== null) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, untyped(x)]));
  }
  return v;
}

Deno.test("Maya: document → text → document is identical, line numbers included (100 documents)", () => {
  const rnd = prng(14);
  for (let i = 0; i < 100; i++) {
    const doc = randomMaya(rnd);
    const bytes = writeMaya(doc);
    const { document } = readMaya(bytes);
    deepEqual(untyped(document), untyped(doc), `document ${i}`);
    deepEqual(writeMaya(document), bytes, `document ${i}`);
  }
});
