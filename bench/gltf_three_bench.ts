/**
 * glTF read + sample against three.js (the peer a web user would pick), in the same run: a GLB
 * parsed and every channel sampled at its own key times and on a 60 Hz grid over its clip.
 *
 * three.js side: `GLTFLoader.parseAsync` (it runs under Deno for files without textures), then
 * each `KeyframeTrack`'s interpolant (`LinearInterpolant`, `QuaternionLinearInterpolant`, the
 * loader's `GLTFCubicSplineInterpolant`), created once per track as `AnimationMixer` does.
 * animkit side: `readGltf` once, `gltfToClip` per animation, each track's curve evaluated.
 *
 * Inputs (`_gltf_inputs.ts`): 100 nodes × translation, rotation, scale × 601 keys at 60 Hz,
 * LINEAR and CUBICSPLINE; and a skinned character shaped like the Fox sample (24 joints, three
 * clips). Before timing, the setup checks that both give the same values at every sample time
 * (three.js returns float32, animkit float64: within 2e-6, rotations compared up to sign).
 *
 * Groups: "read + sample" (what a player does on load) and "sample" (both already read).
 *
 * @module
 */
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import type { AnimationClip, Interpolant, KeyframeTrack } from "three";
import { gltfToClip, readGltf } from "../src/formats/gltf/mod.ts";
import type { Clip, Curve } from "../src/model/clip.ts";
import { skinnedGlb, trsGlb } from "./_gltf_inputs.ts";

/** A three.js keyframe track as it samples (its own interpolant). */
interface Interpolating {
  createInterpolant(): Interpolant;
}

const RATE = 60;

/** three.js's property name → animkit's glTF path. */
const PATHS: Readonly<Record<string, string>> = {
  position: "translation",
  quaternion: "rotation",
  scale: "scale",
};

/** The value of a curve at `time` into `out` (animkit's evaluation, kept in one place). */
function evaluator(curve: Curve): (time: number, out: Float64Array) => void {
  const into = (curve as { evaluateInto?: (t: number, out: Float64Array) => void }).evaluateInto;
  if (into !== undefined) return (t, out) => into.call(curve, t, out);
  return (t, out) => {
    const v = curve.evaluate(t) as unknown as Record<string, number>;
    out[0] = v.x!;
    out[1] = v.y!;
    out[2] = v.z!;
    out[3] = v.w ?? 0;
  };
}

/** The 60 Hz grid over [0, duration]. */
function grid(duration: number): Float64Array {
  const n = Math.floor(duration * RATE + 1e-9) + 1;
  return Float64Array.from({ length: n }, (_, i) => i / RATE);
}

interface Fixture {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly buffer: ArrayBuffer;
  /** Animation names to read (all of the file's). */
  readonly animations: readonly string[];
}

function fixture(name: string, bytes: Uint8Array, animations: string[]): Fixture {
  const buffer = bytes.slice().buffer;
  return { name, bytes, buffer, animations };
}

const FIXTURES: Fixture[] = [
  fixture(
    "LINEAR, 100 nodes × TRS × 601 keys",
    await trsGlb({ nodes: 100, keys: 601, rate: 60, interpolation: "LINEAR" }),
    ["clip"],
  ),
  fixture(
    "CUBICSPLINE, 100 nodes × TRS × 601 keys",
    await trsGlb({ nodes: 100, keys: 601, rate: 60, interpolation: "CUBICSPLINE" }),
    ["clip"],
  ),
  fixture("skinned character, 24 joints, 3 clips", await skinnedGlb(), [
    "Survey",
    "Walk",
    "Run",
  ]),
];

let sink = 0;

// ------------------------------------------------------------------------------------ three.js

const loader = new GLTFLoader();

async function threeClips(f: Fixture): Promise<AnimationClip[]> {
  // parseAsync takes the ArrayBuffer as is (no copy is made by the caller per run).
  const gltf = await loader.parseAsync(f.buffer, "");
  return gltf.animations;
}

/** Samples every track of the clips; returns a checksum. */
function threeSample(clips: readonly AnimationClip[]): number {
  let sum = 0;
  for (const clip of clips) {
    const times60 = grid(clip.duration);
    for (const track of clip.tracks) {
      const interpolant: Interpolant = (track as unknown as Interpolating).createInterpolant();
      const keys = track.times;
      for (let k = 0; k < keys.length; k++) sum += interpolant.evaluate(keys[k]!)[0]!;
      for (let i = 0; i < times60.length; i++) sum += interpolant.evaluate(times60[i]!)[0]!;
    }
  }
  return sum;
}

// ------------------------------------------------------------------------------------ animkit

function animkitClips(f: Fixture): Clip[] {
  const doc = readGltf(f.bytes);
  return f.animations.map((animation) => gltfToClip(doc, { animation }));
}

function animkitSample(clips: readonly Clip[]): number {
  let sum = 0;
  const out = new Float64Array(4);
  for (const clip of clips) {
    const times60 = grid(clip.duration);
    for (const track of clip.tracks) {
      const at = evaluator(track.curve);
      const keys = track.curve.keyTimes();
      for (let k = 0; k < keys.length; k++) {
        at(keys[k]!, out);
        sum += out[0]!;
      }
      for (let i = 0; i < times60.length; i++) {
        at(times60[i]!, out);
        sum += out[0]!;
      }
    }
  }
  return sum;
}

// ------------------------------------------------------------------- agreement, before timing

/** Largest difference between the two at every key time and 60 Hz time of every track. */
function compare(three: readonly AnimationClip[], animkit: readonly Clip[]): number {
  let worst = 0;
  let compared = 0;
  const out = new Float64Array(4);
  for (let c = 0; c < three.length; c++) {
    const byName = new Map<string, KeyframeTrack>();
    for (const t of three[c]!.tracks) {
      const dot = t.name.lastIndexOf(".");
      byName.set(`${t.name.slice(0, dot)}.${PATHS[t.name.slice(dot + 1)]}`, t);
    }
    const clip = animkit[c]!;
    if (clip.tracks.length !== byName.size) throw new Error("the two read different tracks");
    for (const track of clip.tracks) {
      const theirs = byName.get(`${track.node}.${track.property}`);
      if (theirs === undefined) throw new Error(`three.js has no ${track.node}.${track.property}`);
      const interpolant = (theirs as unknown as Interpolating).createInterpolant();
      const at = evaluator(track.curve);
      const times = [...theirs.times, ...grid(three[c]!.duration)];
      const dims = track.valueType === "floatQ" ? 4 : 3;
      for (const t of times) {
        const r = interpolant.evaluate(t);
        at(t, out);
        // q and −q are the same rotation.
        let sign = 1;
        if (dims === 4) {
          let dot = 0;
          for (let i = 0; i < 4; i++) dot += r[i]! * out[i]!;
          if (dot < 0) sign = -1;
        }
        for (let i = 0; i < dims; i++) {
          worst = Math.max(worst, Math.abs(sign * r[i]! - out[i]!));
        }
        compared++;
      }
    }
  }
  if (compared === 0) throw new Error("nothing compared");
  return worst;
}

for (const f of FIXTURES) {
  const three = await threeClips(f);
  const animkit = animkitClips(f);
  const worst = compare(three, animkit);
  if (!(worst <= 2e-6)) throw new Error(`${f.name}: three.js and animkit differ by ${worst}`);
  console.log(`${f.name}: three.js and animkit agree within ${worst.toExponential(1)}`);
}

// -------------------------------------------------------------------------------------- benches

for (const f of FIXTURES) {
  const threeReadSample = async () => {
    sink += threeSample(await threeClips(f));
  };
  Deno.bench({
    name: "three.js: GLTFLoader.parseAsync + interpolants",
    group: `read + sample: ${f.name}`,
    baseline: true,
    fn: threeReadSample,
  });
  Deno.bench({
    name: "animkit: readGltf + gltfToClip + evaluate",
    group: `read + sample: ${f.name}`,
    fn: () => void (sink += animkitSample(animkitClips(f))),
  });
}

for (const f of FIXTURES) {
  const three = await threeClips(f);
  const animkit = animkitClips(f);
  const threeOnly = () => void (sink += threeSample(three));
  Deno.bench({
    name: "three.js interpolants",
    group: `sample: ${f.name}`,
    baseline: true,
    fn: threeOnly,
  });
  Deno.bench({
    name: "animkit curves",
    group: `sample: ${f.name}`,
    fn: () => void (sink += animkitSample(animkit)),
  });
}

globalThis.addEventListener("unload", () => {
  if (Number.isNaN(sink)) console.log("unexpected NaN");
});
