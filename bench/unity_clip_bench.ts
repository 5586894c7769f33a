/**
 * Unity AnimationClip import: a clip of 100 paths × 10 curves (a rotation, a position, a scale
 * and seven float curves per path) in Unity's own serialisation, about 5 MB of YAML, read and
 * sampled (every track at every key time), against the YAML library's plain `parse` of the same
 * text in the same run.
 *
 * @module
 */
import { parse } from "yaml";
import { readUnityClip, unityClipToClip } from "../src/formats/unity_clip/mod.ts";

const PATHS = 100;
const KEYS = 16;
const W = "0.33333334";

function key(t: number, value: string, slope: string, weight: string): string {
  return `      - serializedVersion: 3
        time: ${t}
        value: ${value}
        inSlope: ${slope}
        outSlope: ${slope}
        tangentMode: 0
        weightedMode: 0
        inWeight: ${weight}
        outWeight: ${weight}
`;
}

function vector(n: number, f: (c: number) => string): string {
  return `{${["x", "y", "z", "w"].slice(0, n).map((a, c) => `${a}: ${f(c)}`).join(", ")}}`;
}

function curve(n: number, path: number, seed: number): string {
  let keys = "";
  for (let k = 0; k < KEYS; k++) {
    const a = (k + path + seed) * 0.1;
    const v = (c: number) => String(Math.fround(Math.sin(a + c)));
    const s = (c: number) => String(Math.fround(Math.cos(a + c)));
    keys += n === 1
      ? key(k / 30, v(0), s(0), W)
      : key(k / 30, vector(n, v), vector(n, s), vector(n, () => W));
  }
  return `  - curve:
      serializedVersion: 2
      m_Curve:
${keys}      m_PreInfinity: 2
      m_PostInfinity: 2
      m_RotationOrder: 4
`;
}

function clipText(): string {
  const lists: Record<string, string> = {
    m_RotationCurves: "",
    m_PositionCurves: "",
    m_ScaleCurves: "",
    m_FloatCurves: "",
  };
  for (let p = 0; p < PATHS; p++) {
    const path = `    path: Armature/Hips/Bone${p}\n`;
    lists.m_RotationCurves += curve(4, p, 0) + path;
    lists.m_PositionCurves += curve(3, p, 1) + path;
    lists.m_ScaleCurves += curve(3, p, 2) + path;
    for (let f = 0; f < 7; f++) {
      lists.m_FloatCurves += curve(1, p, 3 + f) +
        `    attribute: blendShape.shape${f}\n${path}    classID: 137\n    script: {fileID: 0}\n`;
    }
  }
  return `%YAML 1.1
%TAG !u! tag:unity3d.com,2011:
--- !u!74 &7400000
AnimationClip:
  m_Name: bench
${Object.entries(lists).map(([k, v]) => `  ${k}:\n${v}`).join("")}  m_SampleRate: 30
`;
}

const text = clipText();
const bytes = new TextEncoder().encode(text);
let sink = 0;

Deno.bench({
  name: `yaml parse of a ${(bytes.length / 1e6).toFixed(1)} MB clip (baseline)`,
  group: "unity-clip",
  baseline: true,
  fn: () => {
    const doc = parse(text, { logLevel: "error" }) as { AnimationClip: unknown };
    sink += doc.AnimationClip === undefined ? 1 : 0;
  },
});

Deno.bench({
  name: "readUnityClip + sample every track at every key",
  group: "unity-clip",
  fn: () => {
    const clip = unityClipToClip(readUnityClip(bytes));
    for (const track of clip.tracks) {
      for (const t of track.curve.keyTimes()) {
        const v = track.curve.evaluate(t);
        sink += typeof v === "number" ? v : 1;
      }
    }
  },
});

Deno.bench({
  name: "readUnityClip",
  group: "unity-clip",
  fn: () => {
    sink += readUnityClip(bytes).curves.length;
  },
});

globalThis.addEventListener("unload", () => {
  if (sink === 0.5) console.log(sink);
});
