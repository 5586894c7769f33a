import { deepEqual, equal, ok, throws } from "node:assert/strict";
import { AnimationMixer, Vector3 } from "three";
import { BVHLoader } from "three/examples/jsm/loaders/BVHLoader.js";
import {
  AnimkitError,
  bvhFormat,
  bvhToClip,
  ClipSkeleton,
  detectFormat,
  readBvh,
  writeBvh,
} from "../mod.ts";
import { cmuStyle, positionsEverywhere, rotationsOnly, TINY_BVH } from "./fixtures/bvh_texts.ts";

/** The part of a three.js KeyframeTrack the tests use (the package ships no types). */
interface ThreeTrack {
  readonly name: string;
  createInterpolant(): { evaluate(time: number): ArrayLike<number> };
}

const encode = (text: string) => new TextEncoder().encode(text);

function errorOf(fn: () => unknown): AnimkitError {
  try {
    fn();
  } catch (error) {
    ok(error instanceof AnimkitError, String(error));
    return error;
  }
  throw new Error("expected an AnimkitError");
}

function located(text: string, line: number, column: number, words: RegExp) {
  const e = errorOf(() => readBvh(encode(text)));
  equal(e.format, "bvh");
  deepEqual(e.location, { kind: "text", line, column }, e.message);
  ok(words.test(e.detail), e.detail);
}

/** Sample times: every frame, between frames, and outside the frames on both sides. */
function times(frames: number, frameTime: number): number[] {
  const out = [-0.5, -frameTime / 3];
  for (let f = 0; f < frames; f++) {
    out.push(f * frameTime, (f + 0.25) * frameTime, (f + 0.5) * frameTime, (f + 0.9) * frameTime);
  }
  out.push(frames * frameTime + 1);
  return out;
}

const FIXTURES: [string, string][] = [
  ["CMU style, 120 Hz", cmuStyle()],
  ["positions on every joint, CRLF, ZXY", positionsEverywhere()],
  ["rotations only, XYZ and YXZ", rotationsOnly()],
];

Deno.test("bvh: samples equal three.js BVHLoader's clip (positions less the OFFSET three adds)", () => {
  for (const [what, text] of FIXTURES) {
    const three = new BVHLoader().parse(text);
    const doc = readBvh(encode(text));
    const clip = bvhToClip(doc);
    const byName = new Map<string, ThreeTrack>(
      (three.clip.tracks as ThreeTrack[]).map((t) => [t.name, t]),
    );
    let compared = 0;
    for (const joint of doc.joints) {
      if (joint.kind === "end") continue;
      const mine = new Map(
        clip.tracks.filter((t) => t.node === joint.name).map((t) => [t.property, t.curve]),
      );
      const hasPosition = joint.channels.some((c) => c.endsWith("position"));
      equal(mine.has("position"), hasPosition, `${what} ${joint.name} position`);
      ok(mine.has("rotation"), `${what} ${joint.name} rotation`);
      const position = byName.get(`${joint.name}.position`)!.createInterpolant();
      const rotation = byName.get(`${joint.name}.quaternion`)!.createInterpolant();
      for (const t of times(doc.frameCount, doc.frameTime)) {
        // three.js keeps times and values as float32 and adds each joint's OFFSET to its
        // position channels.
        const p = position.evaluate(t);
        if (hasPosition) {
          const v = mine.get("position")!.evaluate(t) as { x: number; y: number; z: number };
          [v.x, v.y, v.z].forEach((x, c) => {
            const expected = p[c]! - joint.offset[c]!;
            ok(
              Math.abs(x - expected) < 2e-4,
              `${what} ${joint.name} p${c} at ${t}: ${x} ${expected}`,
            );
          });
        }
        const q = rotation.evaluate(t);
        const r = mine.get("rotation")!.evaluate(t) as {
          x: number;
          y: number;
          z: number;
          w: number;
        };
        // three.js's float32 quaternions are not quite unit: normalise before measuring.
        const n = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!);
        const dot = Math.abs(r.x * q[0]! + r.y * q[1]! + r.z * q[2]! + r.w * q[3]!) / n;
        const degrees = (2 * Math.acos(Math.min(1, dot)) * 180) / Math.PI;
        ok(degrees < 2e-3, `${what} ${joint.name} rotation at ${t}: ${degrees}°`);
        compared++;
      }
    }
    ok(compared > 100, `${what}: ${compared}`);
  }
});

Deno.test("bvh: world joint positions (FK) equal three.js's posed skeleton to 1e-5 of its size", () => {
  // Root OFFSETs of 0 or no root position channels: where three.js's "OFFSET + channel" and the
  // model's "channel replaces OFFSET" agree.
  for (const text of [cmuStyle(), rotationsOnly()]) {
    const three = new BVHLoader().parse(text);
    const bones = three.skeleton.bones as {
      getWorldPosition(v: typeof Vector3.prototype): { x: number; y: number; z: number };
      updateMatrixWorld(force: boolean): void;
    }[];
    const root = bones[0]!;
    const mixer = new AnimationMixer(
      root as unknown as ConstructorParameters<typeof AnimationMixer>[0],
    );
    mixer.clipAction(three.clip).play();
    const doc = readBvh(encode(text));
    const skeleton = new ClipSkeleton(bvhToClip(doc));
    equal(skeleton.nodes.length, bones.length);
    for (const t of [0, 0.3 * doc.frameTime, 7.5 * doc.frameTime, 11 * doc.frameTime]) {
      mixer.setTime(t);
      root.updateMatrixWorld(true);
      const world = bones.map((b) => b.getWorldPosition(new Vector3()));
      const xs = world.flatMap((w) => [w.x, w.y, w.z]);
      const size = Math.hypot(
        Math.max(...world.map((w) => w.x)) - Math.min(...world.map((w) => w.x)),
        Math.max(...world.map((w) => w.y)) - Math.min(...world.map((w) => w.y)),
        Math.max(...world.map((w) => w.z)) - Math.min(...world.map((w) => w.z)),
      );
      const mine = skeleton.worldPositionsAt(t);
      for (let i = 0; i < xs.length; i++) {
        ok(Math.abs(mine[i]! - xs[i]!) <= 1e-5 * size, `node ${i / 3 | 0} at ${t}`);
      }
    }
  }
});

Deno.test("bvh: the document, nodes and tracks of a small file, by hand", () => {
  const doc = readBvh(encode(TINY_BVH));
  equal(doc.joints.length, 2);
  deepEqual(doc.joints[1], {
    name: "",
    kind: "end",
    parent: 0,
    offset: [0, 1, 0],
    channels: [],
    firstChannel: 6,
  });
  equal(doc.frameTime, 0.5);
  const clip = bvhToClip(doc, { name: "tiny" });
  equal(clip.name, "tiny");
  equal(clip.duration, 0.5);
  deepEqual(clip.nodes, [
    { name: "Hips", translation: { x: 0, y: 0, z: 0 } },
    { name: "Hips_EndSite", parent: 0, translation: { x: 0, y: 1, z: 0 } },
  ]);
  deepEqual(clip.tracks.map((t) => [t.node, t.property, t.valueType]), [
    ["Hips", "position", "float3"],
    ["Hips", "rotation", "floatQ"],
  ]);
  deepEqual(clip.tracks[0]!.curve.evaluate(0.25), { x: 0.5, y: 1, z: 1.5 });
  deepEqual(clip.tracks[0]!.curve.evaluate(9), { x: 1, y: 2, z: 3 });
  // Halfway from identity to 90° about Z: 45° about Z.
  const q = clip.tracks[1]!.curve.evaluate(0.25) as { z: number; w: number };
  ok(
    Math.abs(q.z - Math.sin(Math.PI / 8)) < 1e-12 && Math.abs(q.w - Math.cos(Math.PI / 8)) < 1e-12,
  );
  equal(detectFormat(encode(TINY_BVH)).name, "bvh");
});

Deno.test("bvh: rotations take the shorter arc across ±180°", () => {
  const text = TINY_BVH.replace("0 0 0 0 0 0\n1 2 3 90 0 0", "0 0 0 170 0 0\n0 0 0 -170 0 0");
  const r = bvhToClip(readBvh(encode(text))).tracks[1]!.curve.evaluate(0.25) as {
    z: number;
    w: number;
  };
  // 180° about Z: the short way through 180, not back through 0.
  ok(Math.abs(Math.abs(r.z) - 1) < 1e-12, `${r.z}`);
});

Deno.test("bvh: rewrite is value-exact; fixed decimals round to the printed precision", () => {
  for (const [, text] of FIXTURES) {
    const doc = readBvh(encode(text));
    const back = readBvh(writeBvh(doc));
    deepEqual(back, doc);
    const viaModule = bvhFormat.rewrite!(encode(text));
    deepEqual(readBvh(viaModule.bytes), doc);
    ok(viaModule.tracks.every((t) => t.mapping === "exact" && t.maxError === 0));
    const rounded = readBvh(writeBvh(doc, { decimals: 2 }));
    rounded.values.forEach((v, i) => ok(Math.abs(v - doc.values[i]!) <= 0.005 + 1e-12));
    equal(rounded.joints.length, doc.joints.length);
  }
  // Line endings are kept.
  ok(new TextDecoder().decode(writeBvh(readBvh(encode(positionsEverywhere())))).includes("\r\n"));
});

Deno.test("bvh: numbers read exactly as Number() reads them", () => {
  const spellings = [
    "0",
    "-0.000000",
    ".5",
    "-.25",
    "+3",
    "12345678901234567890",
    "0.1",
    "1e-7",
    "-2.5E+3",
    "3.",
    "123456.7890123456789",
    "0.30000000000000004",
  ];
  const text = TINY_BVH.replace(
    "0 0 0 0 0 0\n1 2 3 90 0 0",
    `${spellings.slice(0, 6).join(" ")}\n${spellings.slice(6).join("\t")}`,
  );
  const doc = readBvh(encode(text));
  deepEqual([...doc.values], spellings.map(Number));
});

Deno.test("bvh: located errors", () => {
  const lines = TINY_BVH.split("\n");
  // Frame lines are 14 and 15.
  located(
    TINY_BVH.replace("1 2 3 90 0 0", "1 2 3 90 0"),
    15,
    11,
    /too few numbers: frame 2 has 5 of the 6/,
  );
  located(TINY_BVH.replace("1 2 3 90 0 0", "1 2 3 90 0 0 7"), 15, 14, /too many numbers: frame 2/);
  located(TINY_BVH.replace("Frames: 2", "Frames: 3"), 16, 1, /ends after 2 frames; Frames says 3/);
  located(
    TINY_BVH.replace("Frames: 2", "Frames: 1"),
    15,
    1,
    /more frame lines than Frames says \(1\)/,
  );
  located(TINY_BVH.replace("1 2 3 90 0 0", "1 2 x 90 0 0"), 15, 5, /"x" is not a number/);
  located(lines.slice(0, 10).join("\n") + "\n", 11, 1, /missing MOTION/);
  located("ROOT Hips\n{\n}", 1, 1, /starts with HIERARCHY/);
  located(TINY_BVH.replace("Zrotation", "Zrot"), 5, 44, /"Zrot" is not a channel/);
  located(TINY_BVH.replace("Yposition", "Xposition"), 5, 24, /lists Xposition twice/);
  located(
    TINY_BVH.replace("Frames: 2", "Frames: 2000000"),
    12,
    9,
    /more than the rest of the file/,
  );
  located(TINY_BVH.replace("Frame Time: 0.5", "Frame Time: 0"), 13, 12, /more than 0/);
  located(TINY_BVH.replace("Frame Time: 0.5", "Frame Tim: 0.5"), 13, 7, /expected Frame Time:/);
  located(TINY_BVH.replace("  OFFSET 0 0 0\n", ""), 9, 1, /"Hips" has no OFFSET/);
  located(TINY_BVH.replace("MOTION", "}\nMOTION"), 11, 1, /expected ROOT or MOTION/);
  located(lines.slice(0, 8).join("\n"), 8, 17, /the file ends where } should be/);
  located(lines.slice(0, 9).join("\n"), 9, 4, /inside the block of "Hips": missing }/);
  // Nesting deeper than 1000 levels is refused at the joint that goes too deep.
  const deep = "HIERARCHY\n" + "ROOT r\n{\nOFFSET 0 0 0\n" +
    "JOINT j\n{\nOFFSET 0 0 0\n".repeat(1000);
  located(deep, 2 + 3 + 3 * 999 + 1, 1, /nested deeper than 1000 levels/);
  // A multi-root file, CRLF, tabs and a byte order mark read.
  const two = TINY_BVH.replace("MOTION", "ROOT Other\n{\nOFFSET 1 0 0\n}\nMOTION");
  equal(readBvh(encode("\uFEFF" + two.replaceAll("\n", "\r\n"))).joints[2]!.name, "Other");
  throws(() => readBvh("HIERARCHY" as never), /expected bytes/);
});
