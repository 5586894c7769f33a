import { deepEqual, equal, match, ok } from "node:assert/strict";
import { BVHLoader } from "three/examples/jsm/loaders/BVHLoader.js";
import {
  bvhFormat,
  bvhTarget,
  bvhToClip,
  ClipSkeleton,
  formatByName,
  mrtkToClip,
  readBvh,
  readClip,
  readMrtk,
} from "../mod.ts";
import { convertClip } from "../src/convert/convert_clip.ts";
import type { Clip, ClipNode, Curve, Track } from "../src/model/clip.ts";
import type { BvhDocument } from "../src/formats/bvh/document.ts";
import { cmuStyle, positionsEverywhere, rotationsOnly } from "./fixtures/bvh_texts.ts";
import { expectAnimkitError } from "./_helpers.ts";

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** A curve from a formula, keyed at `keys`. */
function curve(valueType: "float3" | "floatQ", keys: number[], f: (t: number) => number[]): Curve {
  return {
    valueType,
    semantics: "test",
    keyTimes: () => Float64Array.from(keys),
    evaluate: (t) => {
      const [x, y, z, w] = f(Math.min(keys.at(-1)!, Math.max(keys[0]!, t)));
      return valueType === "float3" ? { x: x!, y: y!, z: z! } : { x: x!, y: y!, z: z!, w: w! };
    },
  };
}

/** A turn of `degrees(t)` about Z. */
const aboutZ = (degrees: (t: number) => number) => (t: number) => {
  const half = (degrees(t) * Math.PI) / 360;
  return [0, 0, Math.sin(half), Math.cos(half)];
};

function clipOf(tracks: Track[], nodes?: ClipNode[], duration = 0.2): Clip {
  return { name: "c", duration, events: [], tracks, ...(nodes === undefined ? {} : { nodes }) };
}

const write = (clip: Clip, options: object = {}) => convertClip(clip, bvhFormat, options);

Deno.test("clip → BVH: a two-joint clip gives the file written out by hand", () => {
  const clip = clipOf([
    {
      node: "Hips",
      property: "translation",
      valueType: "float3",
      curve: curve("float3", [0, 0.1, 0.2], (t) => [t, 1, 0]),
    },
    {
      node: "Arm",
      property: "rotation",
      valueType: "floatQ",
      curve: curve("floatQ", [0, 0.1, 0.2], aboutZ((t) => 450 * t)),
    },
  ], [
    { name: "Hips", translation: { x: 0, y: 1, z: 0 } },
    { name: "Arm", parent: 0, translation: { x: 1, y: 0, z: 0 } },
    { name: "Arm_EndSite", parent: 1, translation: { x: 0.5, y: 0, z: 0 } },
  ]);
  const result = write(clip);
  // Keys 0.1 s apart: 10 frames a second; the root has position channels, every joint ZXY
  // rotations; the arm turns 45° about Z per frame; the leaf named Arm_EndSite is an End Site.
  equal(
    decode(result.bytes),
    [
      "HIERARCHY",
      "ROOT Hips",
      "{",
      "\tOFFSET 0 1 0",
      "\tCHANNELS 6 Xposition Yposition Zposition Zrotation Xrotation Yrotation",
      "\tJOINT Arm",
      "\t{",
      "\t\tOFFSET 1 0 0",
      "\t\tCHANNELS 3 Zrotation Xrotation Yrotation",
      "\t\tEnd Site",
      "\t\t{",
      "\t\t\tOFFSET 0.5 0 0",
      "\t\t}",
      "\t}",
      "}",
      "MOTION",
      "Frames: 3",
      "Frame Time: 0.1",
      "0 1 0 0 0 0 0 0 0",
      "0.1 1 0 0 0 0 45 0 0",
      "0.2 1 0 0 0 0 90 0 0",
      "",
    ].join("\n"),
  );
  deepEqual(result.tracks.map((t) => [t.node, t.property, t.keysAfter]), [
    ["Hips", "translation", 9],
    ["Arm", "rotation", 9],
  ]);
  ok(result.tracks.every((t) => t.maxError < 1e-6), JSON.stringify(result.tracks));
});

/** Every channel of `a` found under the same joint name and channel in `b`, frame for frame. */
function sameChannels(a: BvhDocument, b: BvhDocument, what: string): void {
  equal(b.frameCount, a.frameCount, what);
  equal(b.frameTime, a.frameTime, what);
  for (const ja of a.joints) {
    const jb = b.joints.find((j) =>
      j.kind === ja.kind && j.name === ja.name && ja.kind !== "end"
    ) ??
      b.joints[a.joints.indexOf(ja)]!;
    deepEqual(jb.offset, ja.offset, `${what} ${ja.name} OFFSET`);
    ja.channels.forEach((c, i) => {
      const k = jb.channels.indexOf(c);
      ok(k >= 0, `${what} ${ja.name} ${c}`);
      for (let f = 0; f < a.frameCount; f++) {
        equal(
          b.values[f * b.channelCount + jb.firstChannel + k],
          a.values[f * a.channelCount + ja.firstChannel + i],
          `${what} ${ja.name} ${c} frame ${f}`,
        );
      }
    });
  }
}

Deno.test("BVH → clip → BVH: every value, OFFSET and rotation order comes back exactly", () => {
  for (const text of [cmuStyle(), positionsEverywhere(), rotationsOnly()]) {
    const source = readBvh(encode(text));
    const result = write(bvhToClip(source));
    ok(result.tracks.every((t) => t.mapping === "exact"), JSON.stringify(result.tracks));
    const back = readBvh(result.bytes);
    // The same tree (End Sites included), the same channel orders (CMU's ZYX, Blender's ZXY,
    // XYZ and YXZ), and the same numbers — the ±178° column that crosses 180° every frame too.
    deepEqual(
      back.joints.map((j) => [j.name, j.kind, j.parent]),
      source.joints.map((j) => [
        j.name,
        j.kind,
        j.parent,
      ]),
    );
    for (const j of source.joints) {
      const rotations = j.channels.filter((c) => c.endsWith("rotation"));
      const written = back.joints.find((b) => b.name === j.name && b.kind === j.kind)!;
      deepEqual(written.channels.filter((c) => c.endsWith("rotation")), rotations);
    }
    sameChannels(source, back, text.slice(0, 30));
  }
});

Deno.test("BVH → glTF → BVH plays within the conversion tolerances", () => {
  const source = bvhToClip(readBvh(encode(cmuStyle())));
  const glb = convertClip(source, formatByName("glb")!, {});
  const result = write(readClip(glb.bytes));
  const back = bvhToClip(readBvh(result.bytes));
  const doc = readBvh(result.bytes);
  // The glTF keys sit on the BVH's frames (float32 times): the rate comes back as written.
  equal(doc.frameTime, 0.0083333);
  equal(doc.frameCount, 40);
  let compared = 0;
  for (const track of source.tracks) {
    const report = result.tracks.find((r) =>
      r.node === track.node && r.property === track.property
    )!;
    const out = back.tracks.find((t) => t.node === track.node && t.property === track.property)!;
    for (let i = 0; i <= 4 * 39; i++) {
      const t = (i / 4) * 0.0083333;
      const a = track.curve.evaluate(t) as unknown as Record<string, number>;
      const b = out.curve.evaluate(t) as unknown as Record<string, number>;
      const error = track.valueType === "floatQ"
        ? (2 *
          Math.acos(Math.min(1, Math.abs(a.x! * b.x! + a.y! * b.y! + a.z! * b.z! + a.w! * b.w!))) *
          180) / Math.PI
        : Math.max(...["x", "y", "z"].map((c) => Math.abs(a[c]! - b[c]!)));
      ok(error <= report.tolerance! * (1 + 1e-6) + 1e-9, `${track.node}.${track.property} at ${t}`);
      compared++;
    }
  }
  equal(compared, 6 * 157);
});

/** The joint tree as names and parent names. */
function tree(nodes: readonly ClipNode[]): string[] {
  return nodes.map((n) => `${n.parent === undefined ? "-" : nodes[n.parent]!.name} > ${n.name}`);
}

Deno.test("BVH → Unity clip / Maya → BVH: the joint tree comes back", () => {
  const source = bvhToClip(readBvh(encode(cmuStyle())));
  const joints = tree(source.nodes!);
  const back = (via: string) => {
    const there = convertClip(source, formatByName(via)!, {});
    return tree(bvhToClip(readBvh(write(readClip(there.bytes)).bytes)).nodes!);
  };
  // Maya keeps every joint and End Site under its parent.
  deepEqual(back("maya"), joints);
  // A Unity clip names the animated paths below its object (`""`, named after the clip here):
  // the joints come back under it, without the End Sites, which nothing animates.
  deepEqual(back("unity-clip"), [
    "- > bvh",
    "bvh > Hips",
    ...joints.slice(1).filter((line) => !/EndSite/.test(line)),
  ]);
});

/** Whether the glTF writer writes a clip's node tree (parents and rest translations). */
function gltfKeepsTree(): boolean {
  const source = bvhToClip(readBvh(encode(cmuStyle(2))));
  const nodes = readClip(convertClip(source, formatByName("glb")!, {}).bytes).nodes ?? [];
  const leg = nodes.find((n) => n.name === "LeftLeg");
  return leg?.parent !== undefined && nodes[leg.parent]!.name === "LeftUpLeg" &&
    leg.translation?.y === -17.3;
}

Deno.test({
  name: "BVH → glTF → BVH keeps the skeleton: tree, End Sites and OFFSETs",
  // Runs once the glTF writer writes the node tree; until then glTF holds a flat list.
  ignore: !gltfKeepsTree(),
  fn: () => {
    const text = cmuStyle();
    const source = bvhToClip(readBvh(encode(text)));
    const back = readBvh(
      write(readClip(convertClip(source, formatByName("glb")!, {}).bytes)).bytes,
    );
    const doc = readBvh(encode(text));
    deepEqual(tree(bvhToClip(back).nodes!), tree(source.nodes!));
    back.joints.forEach((j, i) => {
      doc.joints[i]!.offset.forEach((v, c) => ok(Math.abs(j.offset[c]! - v) < 1e-6, j.name));
    });
  },
});

Deno.test("clip → BVH: a clip without nodes gets a flat tree under a root", () => {
  const clip = clipOf([
    {
      node: "box",
      property: "position",
      valueType: "float3",
      curve: curve("float3", [0, 0.1, 0.2], (t) => [t, 0, 0]),
    },
    {
      node: "lid",
      property: "rotation",
      valueType: "floatQ",
      curve: curve("floatQ", [0, 0.1, 0.2], aboutZ((t) => 100 * t)),
    },
  ]);
  const result = write(clip);
  deepEqual(tree(bvhToClip(readBvh(result.bytes)).nodes!), [
    "- > root",
    "root > box",
    "root > lid",
  ]);
  const doc = readBvh(result.bytes);
  deepEqual(doc.joints.map((j) => j.channels.length), [6, 6, 3]);
});

Deno.test("clip → BVH: several roots go under one; world-space joints play where they were", () => {
  const source = mrtkToClip(readMrtk(Deno.readFileSync("samples/wave.mrtk.bin")));
  const result = write(source, { dropUnmappable: true });
  const back = bvhToClip(readBvh(result.bytes));
  equal(back.nodes![0]!.name, "root");
  // MRTK records world poses: each joint is written under the root, so forward kinematics of
  // the file puts every joint where the recording does.
  const mine = new ClipSkeleton(source);
  const theirs = new ClipSkeleton(back);
  for (const t of [0, 0.35, 1.2, source.duration]) {
    const a = mine.worldPositionsAt(t);
    const b = theirs.worldPositionsAt(t);
    source.nodes!.forEach((node, i) => {
      const j = back.nodes!.findIndex((n) => n.name === node.name);
      ok(j >= 0, node.name);
      for (let c = 0; c < 3; c++) {
        ok(Math.abs(a[i * 3 + c]! - b[j * 3 + c]!) < 1e-5, `${node.name} at ${t}`);
      }
    });
  }
  // Hand flags and the gaze ray are not joint channels.
  deepEqual(
    result.tracks.filter((t) => t.mapping === "dropped").map((t) => `${t.node}.${t.property}`),
    [
      "Hand.Left.tracked",
      "Hand.Left.pinching",
      "Hand.Right.tracked",
      "Hand.Right.pinching",
      "EyeGaze.origin",
      "EyeGaze.direction",
    ],
  );
});

Deno.test("clip → BVH: a rest rotation without a track is held by the rotation channels", () => {
  // The root turns 90° about Z at rest; its child sits 1 along the root's X: at (0, 1, 0).
  const s = Math.SQRT1_2;
  const clip = clipOf([
    {
      node: "tip",
      property: "rotation",
      valueType: "floatQ",
      curve: curve("floatQ", [0, 0.1], aboutZ(() => 0)),
    },
  ], [
    { name: "base", rotation: { x: 0, y: 0, z: s, w: s } },
    { name: "tip", parent: 0, translation: { x: 1, y: 0, z: 0 } },
  ]);
  const back = bvhToClip(readBvh(write(clip).bytes));
  const p = new ClipSkeleton(back).worldPositionsAt(0.05);
  ok(Math.abs(p[3]!) < 1e-6 && Math.abs(p[4]! - 1) < 1e-6 && Math.abs(p[5]!) < 1e-6, `${p}`);
  match(decode(write(clip).bytes), /\n0 0 0 90 0 0 0 0 0\n/);
});

Deno.test("clip → BVH: an unnamed root (a Unity clip's object) takes the clip's name", () => {
  const clip: Clip = {
    ...clipOf([{
      node: "",
      property: "localPosition",
      valueType: "float3",
      curve: curve("float3", [0, 0.1], (t) => [0, 0, t]),
    }], [{ name: "" }, { name: "Hips", parent: 0 }]),
    name: "Walk Cycle",
  };
  const result = write(clip);
  equal(readBvh(result.bytes).joints[0]!.name, "Walk Cycle");
  equal(result.tracks[0]!.node, "Walk Cycle");
});

Deno.test("clip → BVH: the rate is asked for, or the keys' grid, or 30 Hz", () => {
  const line = (keys: number[]) =>
    clipOf(
      [{
        node: "n",
        property: "position",
        valueType: "float3",
        curve: curve("float3", keys, (t) => [t, 0, 0]),
      }],
      undefined,
      keys.at(-1)!,
    );
  // (The layout of frames only: a kink between frames plays off, which bestEffort lets through.)
  const frames = (clip: Clip, options: object = {}) => {
    const doc = readBvh(write(clip, { ...options, bestEffort: true }).bytes);
    return [doc.frameTime, doc.frameCount];
  };
  // Keys every 1/120 s (as a float32 file stores them): 120 Hz, written as the keys' digits.
  const f32 = Array.from({ length: 13 }, (_, i) => Math.fround(i * 0.0083333));
  deepEqual(frames(line(f32)), [0.0083333, 13]);
  // Keys at 0.25 s steps are keyframes, not samples: 32 Hz, the first multiple of 4 Hz ≥ 30 Hz.
  deepEqual(frames(line([0, 0.25, 0.5, 1])), [0.03125, 33]);
  // Keys 0.1, 0.03 and 0.18 s apart sit on a 0.01 s grid: 100 Hz.
  deepEqual(frames(line([0, 0.1, 0.13, 0.31])), [0.01, 32]);
  // Keys off any grid of 1 ms or more: 30 Hz (1/30 to seven digits); the last frame reaches the
  // end (0.31 s is 9.3 frames).
  deepEqual(frames(line([0, 0.1, 0.1374, 0.31])), [0.03333333, 11]);
  // Asked for: 24 Hz.
  deepEqual(frames(line([0, 0.1, 0.1374, 0.31]), { rate: 24 }), [0.04166667, 9]);
  match(expectAnimkitError(() => write(line([0, 1]), { rate: -5 })).message, /positive/);
});

Deno.test("clip → BVH: what BVH cannot hold is named; a clip with no joint motion is refused", () => {
  const scale: Track = {
    node: "n",
    property: "scale",
    valueType: "float3",
    curve: curve("float3", [0, 0.1], (t) => [1 + t, 1, 1]),
  };
  const unit: Track = { ...scale, node: "m", curve: curve("float3", [0, 0.1], () => [1, 1, 1]) };
  const move: Track = {
    node: "n",
    property: "position",
    valueType: "float3",
    curve: curve("float3", [0, 0.1], (t) => [t, 0, 0]),
  };
  const refused = expectAnimkitError(() => write(clipOf([move, scale])));
  match(refused.message, /track n\.scale: BVH has no scale channels/);
  const result = write(clipOf([move, scale, unit]), { dropUnmappable: true });
  deepEqual(result.tracks.map((t) => `${t.node}.${t.property} ${t.mapping}`), [
    "n.position exact",
    "n.scale dropped",
  ]);
  ok(result.warnings.includes("1 scale track(s) that stay 1 left out (BVH has no scale)"));
  const none = expectAnimkitError(() => write(clipOf([scale]), { dropUnmappable: true }));
  match(none.message, /nothing to write/);
});

Deno.test("clip → BVH: another channel order; three.js reads the file to the same rotations", () => {
  const source = bvhToClip(readBvh(encode(positionsEverywhere())));
  // Through glTF the source's order is gone: XYZ as asked.
  const clip = readClip(convertClip(source, formatByName("glb")!, {}).bytes);
  const result = convertClip(clip, { ...bvhFormat, target: bvhTarget("XYZ") }, {});
  const text = decode(result.bytes);
  match(text, /CHANNELS 6 Xposition Yposition Zposition Xrotation Yrotation Zrotation/);
  const three = new BVHLoader().parse(text);
  const mine = bvhToClip(readBvh(result.bytes));
  for (const track of mine.tracks.filter((t) => t.property === "rotation")) {
    const theirs = (three.clip.tracks as { name: string; values: Float32Array }[])
      .find((t) => t.name === `${track.node}.quaternion`)!;
    for (let f = 0; f < 30; f++) {
      const q = track.curve.evaluate(f * 0.033333) as {
        x: number;
        y: number;
        z: number;
        w: number;
      };
      const v = theirs.values.subarray(f * 4, f * 4 + 4);
      const dot = Math.abs(q.x * v[0]! + q.y * v[1]! + q.z * v[2]! + q.w * v[3]!);
      ok(dot > 1 - 1e-6, `${track.node} frame ${f}`);
    }
  }
  match(expectAnimkitError(() => bvhTarget("XXY")).message, /three distinct axes/);
});

Deno.test("clip → BVH: frames beyond the keys budget are refused before anything is laid out", () => {
  const clip = clipOf(
    [{
      node: "n",
      property: "position",
      valueType: "float3",
      curve: curve("float3", [0, 1e7], (t) => [t, 0, 0]),
    }],
    undefined,
    1e7,
  );
  // 1e7 s at 30 Hz (0.03333333 s a frame): 300000031 frames to reach 1e7 s, and one at 0.
  const error = expectAnimkitError(() => write(clip));
  match(error.message, /300000032 frames of 6 channels exceeds the maxKeys budget/);
  match(error.message, /--max-keys/);
});
