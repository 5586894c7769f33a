/**
 * Round-trip properties over random but valid documents: write → read gives the same document.
 */
import { deepEqual, equal } from "node:assert/strict";
import { prng } from "../tools/fuzz/mutate.ts";
import { unityKeys } from "../src/curves/unity_curve.ts";
import {
  MRTK_JOINT_NAMES,
  type MrtkCurve,
  type MrtkDocument,
  type MrtkPoseCurves,
  readMrtk,
  writeMrtk,
} from "../src/formats/mrtk/mod.ts";

type Rnd = () => number;

function f32(rnd: Rnd, scale: number): number {
  return Math.fround((rnd() * 2 - 1) * scale);
}

function randomCurve(rnd: Rnd, full: boolean, bool: boolean): MrtkCurve {
  const n = rnd() < 0.3 ? 0 : Math.floor(rnd() * 6);
  const keys = unityKeys(n);
  let t = Math.fround(rnd() * 2 - 1);
  for (let i = 0; i < n; i++) {
    keys.time[i] = t;
    t = Math.fround(t + rnd() * 0.5);
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

function randomMrtk(rnd: Rnd, minor: 0 | 1): MrtkDocument {
  const full = minor === 0;
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
