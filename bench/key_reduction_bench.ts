/**
 * Key reduction GLB → GLB against the tools a glTF user would pick, on the same input: 100 nodes
 * × translation, rotation, scale × 601 LINEAR keys at 60 Hz (`_gltf_inputs.ts`).
 *
 * - animkit: `convert in.glb out.glb --reduce` (the GLB rewritten with its animation fitted anew,
 *   default tolerances: 0.01° for rotations, 1e-4 × each track's range otherwise);
 * - glTF-Transform: `readBinary`, `resample()` (default tolerance 1e-4), `writeBinary`;
 * - gltfpack (WASM build from npm, default options: 30 Hz resampling, quantised rotations).
 *
 * The setup converts once with each and measures every output with one independent evaluation:
 * three.js (`GLTFLoader` and its interpolants) plays the input and each output at every input
 * key time and three points between each pair of keys (240 Hz); the error is the angle between
 * the rotations in degrees, the largest absolute component difference otherwise. A channel an
 * output leaves out plays as its node's rest value. It prints per tool: keys (key times summed
 * over channels), stored values (numbers in the output accessors, tangents included), keyframe
 * bytes (sampler inputs and outputs), GLB bytes and the worst error per path; and it asserts that
 * every track of animkit's output plays within the tolerance animkit reports for it. Then the
 * three conversions are timed.
 *
 * @module
 */
import { NodeIO } from "@gltf-transform/core";
import { resample } from "@gltf-transform/functions";
import { pack } from "gltfpack";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import type { AnimationClip, Interpolant, Object3D } from "three";
import { glbFormat } from "../src/formats/gltf/mod.ts";
import { trsGlb } from "./_gltf_inputs.ts";

/** A three.js keyframe track as it samples (its own interpolant). */
interface Interpolating {
  createInterpolant(): Interpolant;
}

const NODES = 100;
const KEYS = 601;
const RATE = 60;
const input = await trsGlb({ nodes: NODES, keys: KEYS, rate: RATE, interpolation: "LINEAR" });

// ------------------------------------------------------------------------------- the converters

/**
 * animkit's GLB → GLB key reduction as `convert in.glb out.glb --reduce` runs it: the file kept,
 * its animation read into the model, every track fitted within its tolerance, the written file
 * read back and measured.
 */
function animkitConvert(bytes: Uint8Array): Uint8Array {
  return glbFormat.rewrite!(bytes, { reduce: true }).bytes;
}

const io = new NodeIO();

/** glTF-Transform: read, `resample()` with its defaults, write. */
async function resampleConvert(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await io.readBinary(bytes);
  await doc.transform(resample());
  return await io.writeBinary(doc);
}

/** gltfpack with its default options; the file system is two in-memory files. */
async function gltfpackConvert(bytes: Uint8Array): Promise<Uint8Array> {
  let out: Uint8Array | undefined;
  await pack(["-i", "in.glb", "-o", "out.glb"], {
    read: (path: string) => {
      if (!path.endsWith("in.glb")) throw new Error(`gltfpack asked for ${path}`);
      return bytes;
    },
    write: (_path: string, data: Uint8Array) => {
      out = data.slice();
    },
  });
  if (out === undefined) throw new Error("gltfpack wrote nothing");
  return out;
}

// --------------------------------------------------------------- the independent evaluation

const PATHS = ["position", "quaternion", "scale"] as const;
type Path = typeof PATHS[number];

interface Played {
  /** Node name → path → value at a time (4 numbers for rotations). */
  at(node: string, path: Path, time: number, out: Float64Array): void;
}

/** A GLB as three.js plays it: each node's channels through their interpolants, else rest. */
async function played(bytes: Uint8Array): Promise<Played> {
  const gltf = await new GLTFLoader().parseAsync(bytes.slice().buffer, "");
  const clip: AnimationClip | undefined = gltf.animations[0];
  const interpolants = new Map<string, Interpolant>();
  for (const track of clip?.tracks ?? []) {
    interpolants.set(track.name, (track as unknown as Interpolating).createInterpolant());
  }
  const nodes = new Map<string, Object3D>();
  gltf.scene.traverse((o: Object3D) => void nodes.set(o.name, o));
  return {
    at(node, path, time, out) {
      const interpolant = interpolants.get(`${node}.${path}`);
      if (interpolant !== undefined) {
        const r = interpolant.evaluate(time);
        for (let i = 0; i < r.length; i++) out[i] = r[i]!;
        return;
      }
      const object = nodes.get(node);
      if (object === undefined) throw new Error(`the output lost node ${node}`);
      const rest = object[path];
      out[0] = rest.x;
      out[1] = rest.y;
      out[2] = rest.z;
      if (path === "quaternion") out[3] = (rest as { w: number }).w;
    },
  };
}

/**
 * The angle between two rotations in degrees (each normalised; q and −q alike). For unit
 * quaternions φ apart, |a − b| = 2 sin(φ/2) and |a + b| = 2 cos(φ/2); the rotation angle is 2φ.
 * Unlike an arc cosine of the dot product, this is exact near 0.
 */
function angleDeg(a: Float64Array, b: Float64Array): number {
  const na = Math.hypot(a[0]!, a[1]!, a[2]!, a[3]!);
  const nb = Math.hypot(b[0]!, b[1]!, b[2]!, b[3]!);
  const sign = a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]! + a[3]! * b[3]! < 0 ? -1 : 1;
  let minus = 0;
  let plus = 0;
  for (let i = 0; i < 4; i++) {
    const x = a[i]! / na;
    const y = sign * b[i]! / nb;
    minus += (x - y) ** 2;
    plus += (x + y) ** 2;
  }
  return 4 * Math.atan2(Math.sqrt(minus), Math.sqrt(plus)) * 180 / Math.PI;
}

/**
 * Worst error of `output` against `reference` per channel (`node.path`), at 240 Hz over the
 * input's keys.
 */
function channelErrors(reference: Played, output: Played): Map<string, number> {
  const errors = new Map<string, number>();
  const a = new Float64Array(4);
  const b = new Float64Array(4);
  const steps = (KEYS - 1) * 4;
  for (let n = 0; n < NODES; n++) {
    const node = `node${n}`;
    for (const path of PATHS) {
      let worst = 0;
      for (let i = 0; i <= steps; i++) {
        const t = i / (4 * RATE);
        reference.at(node, path, t, a);
        output.at(node, path, t, b);
        let e = 0;
        if (path === "quaternion") e = angleDeg(a, b);
        else for (let c = 0; c < 3; c++) e = Math.max(e, Math.abs(a[c]! - b[c]!));
        worst = Math.max(worst, e);
      }
      errors.set(`${node}.${path}`, worst);
    }
  }
  return errors;
}

/** The worst of each path over the channels. */
function worstPerPath(errors: Map<string, number>): Record<Path, number> {
  const worst: Record<Path, number> = { position: 0, quaternion: 0, scale: 0 };
  for (const [channel, e] of errors) {
    const path = channel.slice(channel.lastIndexOf(".") + 1) as Path;
    worst[path] = Math.max(worst[path], e);
  }
  return worst;
}

/** Keys, stored values and keyframe bytes of a GLB's first animation (from its JSON). */
function keyframeStats(bytes: Uint8Array): { keys: number; values: number; bytes: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const json = JSON.parse(
    new TextDecoder().decode(bytes.subarray(20, 20 + view.getUint32(12, true))),
  ) as {
    accessors: { count: number; type: string; componentType: number }[];
    animations: {
      samplers: { input: number; output: number }[];
      channels: { sampler: number }[];
    }[];
  };
  const COMPONENTS: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4 };
  const SIZE: Record<number, number> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };
  const animation = json.animations[0]!;
  const counted = new Set<number>();
  let keys = 0;
  let values = 0;
  let size = 0;
  const add = (index: number, isOutput: boolean) => {
    const a = json.accessors[index]!;
    const numbers = a.count * COMPONENTS[a.type]!;
    if (isOutput) values += numbers;
    if (counted.has(index)) return;
    counted.add(index);
    size += numbers * SIZE[a.componentType]!;
  };
  for (const channel of animation.channels) {
    const sampler = animation.samplers[channel.sampler]!;
    keys += json.accessors[sampler.input]!.count;
    add(sampler.input, false);
    add(sampler.output, true);
  }
  return { keys, values, bytes: size };
}

// ------------------------------------------------------------------------ measure, then time

const reference = await played(input);
const inputStats = keyframeStats(input);
// The reference plays the input's own keys back exactly (the evaluation is sound).
for (const [channel, e] of channelErrors(reference, await played(input))) {
  if (e !== 0) throw new Error(`three.js does not play ${channel} of the input back exactly`);
}

// animkit's promise, checked with the independent evaluation: every track of its output plays
// the input within the tolerance its report gives (plus float32 rounding: three.js evaluates
// into Float32Arrays).
const THREE_PATH: Readonly<Record<string, Path>> = {
  translation: "position",
  rotation: "quaternion",
  scale: "scale",
};
const animkitResult = glbFormat.rewrite!(input, { reduce: true });
const animkitErrors = channelErrors(reference, await played(animkitResult.bytes));
for (const track of animkitResult.tracks) {
  const channel = `${track.node}.${THREE_PATH[track.property]}`;
  const measured = animkitErrors.get(channel);
  const allowed = (track.tolerance ?? 0) + (track.unit === "deg" ? 1e-4 : 1e-6);
  if (measured === undefined || !(measured <= allowed)) {
    throw new Error(
      `animkit's ${channel} plays ${measured} off, over its tolerance ${track.tolerance}`,
    );
  }
}

const outputs: [string, Uint8Array][] = [
  ["animkit", animkitConvert(input)],
  ["glTF-Transform resample", await resampleConvert(input)],
  ["gltfpack", await gltfpackConvert(input)],
];
const lines = [
  `input: ${inputStats.keys} keys, ${inputStats.values} values, ${inputStats.bytes} keyframe bytes, ${input.length} GLB bytes`,
];
for (const [tool, bytes] of outputs) {
  const stats = keyframeStats(bytes);
  const worst = worstPerPath(channelErrors(reference, await played(bytes)));
  lines.push(
    `${tool}: ${stats.keys} keys, ${stats.values} values, ${stats.bytes} keyframe bytes, ` +
      `${bytes.length} GLB bytes; worst error: translation ${
        worst.position.toExponential(2)
      }, rotation ${worst.quaternion.toExponential(2)}°, scale ${worst.scale.toExponential(2)}`,
  );
}
console.log(lines.join("\n"));

let sink = 0;

Deno.bench({
  name: "glTF-Transform resample() (read, resample, write)",
  group: "key reduction GLB → GLB",
  baseline: true,
  n: 10,
  warmup: 2,
  fn: async () => void (sink += (await resampleConvert(input)).length),
});
Deno.bench({
  name: "gltfpack (WASM, defaults)",
  group: "key reduction GLB → GLB",
  n: 10,
  warmup: 2,
  fn: async () => void (sink += (await gltfpackConvert(input)).length),
});
Deno.bench({
  name: "animkit --reduce (read, fit, write, read back and measure)",
  group: "key reduction GLB → GLB",
  n: 3,
  warmup: 1,
  fn: () => void (sink += animkitConvert(input).length),
});

globalThis.addEventListener("unload", () => void sink);
