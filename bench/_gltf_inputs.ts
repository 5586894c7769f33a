/**
 * glTF inputs for the benches against three.js, glTF-Transform and gltfpack, built with
 * glTF-Transform (not with animkit's writer):
 *
 * - {@linkcode trsGlb}: nodes under one root, each with translation, rotation and scale channels
 *   sampled on one grid, LINEAR or CUBICSPLINE;
 * - {@linkcode skinnedGlb}: a skinned character's shape (24 joints in a chain-and-branch skeleton,
 *   a small skinned mesh, three clips of different lengths at 24 fps: rotations on every joint,
 *   translation on the root), like the Fox sample model.
 *
 * @module
 */
import { Document, type Node, NodeIO } from "@gltf-transform/core";

/** Smooth motion per node: sums of sines with node-dependent frequencies and phases. */
function motion(n: number, t: number, path: "translation" | "rotation" | "scale", out: number[]) {
  const f = 0.3 + (n % 7) * 0.11;
  const p = n * 0.37;
  if (path === "translation") {
    out[0] = Math.sin(f * t + p) + 0.2 * Math.sin(3.1 * f * t);
    out[1] = 0.5 * Math.cos(0.7 * f * t + p);
    out[2] = 0.1 * t + 0.05 * Math.sin(5 * f * t + 2 * p);
  } else if (path === "scale") {
    // Most nodes keep scale 1; every fifth one pulses.
    const s = n % 5 === 0 ? 1 + 0.2 * Math.sin(2 * f * t + p) : 1;
    out[0] = s;
    out[1] = s;
    out[2] = s;
  } else {
    // A rotation about a slowly turning axis by a varying angle.
    const angle = 1.2 * Math.sin(f * t + p) + 0.3 * Math.sin(2.3 * f * t);
    let ax = Math.sin(0.2 * t + p);
    let ay = 1;
    let az = Math.cos(0.3 * t + p);
    const len = Math.hypot(ax, ay, az);
    ax /= len;
    ay /= len;
    az /= len;
    const s = Math.sin(angle / 2);
    out[0] = ax * s;
    out[1] = ay * s;
    out[2] = az * s;
    out[3] = Math.cos(angle / 2);
  }
}

/** Time derivative of {@linkcode motion} by central differences (CUBICSPLINE tangents). */
function slope(n: number, t: number, path: "translation" | "rotation" | "scale", out: number[]) {
  const h = 1e-4;
  const a: number[] = [];
  const b: number[] = [];
  motion(n, t - h, path, a);
  motion(n, t + h, path, b);
  for (let c = 0; c < a.length; c++) out[c] = (b[c]! - a[c]!) / (2 * h);
}

/** Options of {@linkcode trsGlb}. */
export interface TrsOptions {
  /** Animated nodes. */
  readonly nodes: number;
  /** Keys per channel. */
  readonly keys: number;
  /** Keys per second. */
  readonly rate: number;
  /** The samplers' interpolation. */
  readonly interpolation: "LINEAR" | "CUBICSPLINE";
}

/** A GLB of `nodes` nodes × translation, rotation, scale, one animation. */
export async function trsGlb(options: TrsOptions): Promise<Uint8Array> {
  const { nodes, keys, rate, interpolation } = options;
  const cubic = interpolation === "CUBICSPLINE";
  const doc = new Document();
  const buffer = doc.createBuffer();
  const animation = doc.createAnimation("clip");
  const root = doc.createNode("root");
  doc.createScene("scene").addChild(root);
  const times = Float32Array.from({ length: keys }, (_, i) => i / rate);
  const input = doc.createAccessor().setType("SCALAR").setArray(times).setBuffer(buffer);
  const v: number[] = [];
  const d: number[] = [];
  for (let n = 0; n < nodes; n++) {
    const node = doc.createNode(`node${n}`);
    root.addChild(node);
    for (const path of ["translation", "rotation", "scale"] as const) {
      const size = path === "rotation" ? 4 : 3;
      const values = new Float32Array(keys * size * (cubic ? 3 : 1));
      for (let k = 0; k < keys; k++) {
        const t = times[k]!;
        motion(n, t, path, v);
        v.length = d.length = size;
        if (!cubic) {
          values.set(v, k * size);
          continue;
        }
        slope(n, t, path, d);
        // in-tangent, value, out-tangent (glTF 2.0 §3.11.2): both tangents the curve's slope.
        values.set(d, 3 * k * size);
        values.set(v, (3 * k + 1) * size);
        values.set(d, (3 * k + 2) * size);
      }
      const output = doc.createAccessor().setType(size === 4 ? "VEC4" : "VEC3").setArray(values)
        .setBuffer(buffer);
      const sampler = doc.createAnimationSampler().setInput(input).setOutput(output)
        .setInterpolation(interpolation);
      animation.addSampler(sampler).addChannel(
        doc.createAnimationChannel().setTargetNode(node).setTargetPath(path).setSampler(sampler),
      );
    }
  }
  return await new NodeIO().writeBinary(doc);
}

/** The skinned character's clips: name, duration in seconds (keys at 24 fps). */
export const SKINNED_CLIPS: readonly (readonly [string, number])[] = [
  ["Survey", 3.375],
  ["Walk", 0.708],
  ["Run", 1.125],
];
const JOINTS = 24;

/** A skinned character's GLB: 24 joints, a skinned mesh, the {@linkcode SKINNED_CLIPS}. */
export async function skinnedGlb(): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene("scene");
  // The skeleton: a spine of 8 joints, then four limbs of 4 joints branching from it.
  const joints: Node[] = [];
  for (let j = 0; j < JOINTS; j++) {
    const joint = doc.createNode(`joint${j}`).setTranslation([0, j === 0 ? 0 : 0.1, 0]);
    const parent = j === 0
      ? undefined
      : j < 8
      ? joints[j - 1]
      : j % 4 === 0
      ? joints[j % 8]
      : joints[j - 1];
    (parent ?? scene).addChild(joint);
    joints.push(joint);
  }
  const inverseBind = new Float32Array(16 * JOINTS);
  for (let j = 0; j < JOINTS; j++) {
    inverseBind.set([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], 16 * j);
  }
  const skin = doc.createSkin("skin").setSkeleton(joints[0]!).setInverseBindMatrices(
    doc.createAccessor().setType("MAT4").setArray(inverseBind).setBuffer(buffer),
  );
  for (const j of joints) skin.addJoint(j);
  // One small mesh: a triangle per joint, each vertex bound to its joint.
  const positions = new Float32Array(JOINTS * 9);
  const jointIds = new Uint16Array(JOINTS * 12);
  const weights = new Float32Array(JOINTS * 12);
  for (let j = 0; j < JOINTS; j++) {
    positions.set([0, 0.1 * j, 0, 0.05, 0.1 * j, 0, 0, 0.1 * j, 0.05], 9 * j);
    for (let v = 0; v < 3; v++) {
      jointIds[12 * j + 4 * v] = j;
      weights[12 * j + 4 * v] = 1;
    }
  }
  const primitive = doc.createPrimitive()
    .setAttribute(
      "POSITION",
      doc.createAccessor().setType("VEC3").setArray(positions).setBuffer(buffer),
    )
    .setAttribute(
      "JOINTS_0",
      doc.createAccessor().setType("VEC4").setArray(jointIds).setBuffer(buffer),
    )
    .setAttribute(
      "WEIGHTS_0",
      doc.createAccessor().setType("VEC4").setArray(weights).setBuffer(buffer),
    );
  const mesh = doc.createMesh("body").addPrimitive(primitive);
  scene.addChild(doc.createNode("character").setMesh(mesh).setSkin(skin));
  const v: number[] = [];
  for (const [name, duration] of SKINNED_CLIPS) {
    const animation = doc.createAnimation(name);
    const keys = Math.round(duration * 24) + 1;
    const times = Float32Array.from({ length: keys }, (_, i) => i / 24);
    const input = doc.createAccessor().setType("SCALAR").setArray(times).setBuffer(buffer);
    const channel = (j: number, path: "translation" | "rotation") => {
      const size = path === "rotation" ? 4 : 3;
      const values = new Float32Array(keys * size);
      for (let k = 0; k < keys; k++) {
        motion(j + 31 * name.length, times[k]!, path, v);
        v.length = size;
        if (path === "translation") v[1] = v[1]! * 0.1;
        values.set(v, k * size);
      }
      const output = doc.createAccessor().setType(size === 4 ? "VEC4" : "VEC3").setArray(values)
        .setBuffer(buffer);
      const sampler = doc.createAnimationSampler().setInput(input).setOutput(output)
        .setInterpolation("LINEAR");
      animation.addSampler(sampler).addChannel(
        doc.createAnimationChannel().setTargetNode(joints[j]!).setTargetPath(path)
          .setSampler(sampler),
      );
    };
    channel(0, "translation");
    for (let j = 0; j < JOINTS; j++) channel(j, "rotation");
  }
  return await new NodeIO().writeBinary(doc);
}
