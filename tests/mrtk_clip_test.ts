import { deepEqual, equal } from "node:assert/strict";
import { mrtkToClip, readMrtk } from "../src/formats/mrtk/mod.ts";
import { sampleClip } from "../src/model/sample.ts";
import { buildMrtk } from "./fixtures/mrtk_bytes.ts";
import { assertClose, corpus, NO_CORPUS } from "./_helpers.ts";

const LINEAR = (t: number, v: number) => [t, v, 0, 0, 0, 0, 3];

Deno.test("tracks follow the sample contract's names and order", () => {
  const bytes = buildMrtk({
    minor: 1,
    camera: [{ keys: [[0, 1]] }, { keys: [] }, { keys: [] }, { keys: [[0, 1]] }],
    hands: {
      tracked: [{ keys: [[0, 1]] }, { keys: [[0, 0]] }],
      pinching: [{ keys: [] }, { keys: [[0, 1]] }],
      left: {
        0: [{ keys: [[0, 1]] }],
        26: [{ keys: [] }, { keys: [] }, { keys: [] }, { keys: [[0, 1]] }],
      },
      right: { 1: [{ keys: [[0, 1]] }] },
    },
    gaze: [{ keys: [] }, { keys: [] }, { keys: [] }, { keys: [[0, 1]] }],
  });
  const clip = mrtkToClip(readMrtk(bytes));
  deepEqual(clip.tracks.map((t) => [t.node, t.property, t.valueType]), [
    ["Camera", "position", "float3"],
    ["Camera", "rotation", "floatQ"],
    ["Hand.Left", "tracked", "bool"],
    ["Hand.Right", "tracked", "bool"],
    ["Hand.Right", "pinching", "bool"],
    ["Hand.Left.Joint.None", "position", "float3"],
    ["Hand.Left.Joint.PinkyTip", "rotation", "floatQ"],
    ["Hand.Right.Joint.Wrist", "position", "float3"],
    ["EyeGaze", "direction", "float3"],
  ]);
});

Deno.test("1.0 float keys interpolate linearly, bool keys hold the left value", () => {
  const bytes = buildMrtk({
    camera: [
      { keys: [LINEAR(0, 0), LINEAR(2, 4)] },
      { keys: [LINEAR(1, -1)] },
      { keys: [] },
    ],
    hands: {
      tracked: [{ keys: [[0, 0], [1, 1], [3, 0]] }, { keys: [] }],
      pinching: [{ keys: [] }, { keys: [] }],
    },
  });
  const clip = mrtkToClip(readMrtk(bytes));
  const [position, tracked] = sampleClip(clip, [-1, 0, 0.5, 1, 1.5, 2, 9]);
  // x: lerp 0→4 over 0..2, clamped outside; y: a single key is constant; z: no keys → 0.
  const xs = [0, 0, 1, 2, 3, 4, 4];
  position!.samples.forEach((s, i) => {
    const v = s.value as { x: number; y: number; z: number };
    assertClose(v.x, xs[i]!, 1e-6, `x at ${s.time}`);
    equal(v.y, -1);
    equal(v.z, 0);
  });
  deepEqual(tracked!.samples.map((s) => s.value), [false, false, false, true, true, true, false]);
  equal(clip.duration, 3);
});

Deno.test("rotations are MRTK's raw component-wise values, not normalised", () => {
  const bytes = buildMrtk({
    minor: 1,
    camera: [{ keys: [] }, { keys: [] }, { keys: [] }, { keys: [[0, 1], [1, 0]] }, { keys: [] }, {
      keys: [],
    }, { keys: [[0, 0], [1, 1]] }],
  });
  const [rotation] = sampleClip(mrtkToClip(readMrtk(bytes)), [0.5]);
  deepEqual(rotation!.samples[0]!.value, { x: 0.5, y: 0, z: 0, w: 0.5 });
});

Deno.test("markers become events", () => {
  const clip = mrtkToClip(readMrtk(buildMrtk({ markers: [[0.25, "a"], [1, "b"]] })));
  deepEqual(clip.events, [{ time: 0.25, name: "a" }, { time: 1, name: "b" }]);
});

Deno.test(
  "corpus: the left hand is tracked from 0 s and untracked at 1.6 s",
  { ignore: NO_CORPUS },
  async () => {
    const bytes = await Deno.readFile(
      corpus("mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin"),
    );
    const clip = mrtkToClip(readMrtk(bytes));
    const tracked = clip.tracks.find((t) => t.node === "Hand.Left" && t.property === "tracked")!;
    // The tracked curve's keys, read independently of animkit from the file's bytes:
    // 1 at 0 s, 0 at ≈1.564 s, 1 at ≈1.977 s.
    deepEqual([0, 1, 1.6, 2.5].map((t) => tracked.curve.evaluate(t)), [true, true, false, true]);
  },
);
