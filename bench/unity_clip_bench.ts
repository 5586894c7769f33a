/**
 * Unity AnimationClip import: a clip of 210 paths × 10 curves (a rotation, a position, a scale
 * and seven float curves per path) plus sprite and event lists, in Unity's own serialisation,
 * about 12 MB of YAML. `readUnityClip` is timed against `js-yaml`'s `load` of the same text (the
 * baseline: a general YAML reader building plain objects) in the same run. Before timing, the two
 * readings are checked to agree on curves, key counts and key values.
 *
 * @module
 */
import { CORE_SCHEMA, defineMappingTag, load, mapTag, type Schema } from "js-yaml";
import { readUnityClip, unityClipToClip } from "../src/formats/unity_clip/mod.ts";

const PATHS = 210;
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
  let sprites = "";
  for (let k = 0; k < KEYS; k++) {
    sprites += `    - time: ${k / 30}
      value: {fileID: ${21300000 + k}, guid: 00112233445566778899aabbccddeeff, type: 3}
`;
  }
  let events = "";
  for (let e = 0; e < 8; e++) {
    events += `  - time: ${e / 8}
    functionName: Footstep
    data: ${e % 2 === 0 ? "left" : "right"}
    objectReferenceParameter: {fileID: 0}
    floatParameter: 0
    intParameter: ${e}
    messageOptions: 0
`;
  }
  return `%YAML 1.1
%TAG !u! tag:unity3d.com,2011:
--- !u!74 &7400000
AnimationClip:
  m_ObjectHideFlags: 0
  m_CorrespondingSourceObject: {fileID: 0}
  m_PrefabInstance: {fileID: 0}
  m_PrefabAsset: {fileID: 0}
  m_Name: bench
  serializedVersion: 6
  m_Legacy: 0
  m_Compressed: 0
  m_UseHighQualityCurve: 1
${Object.entries(lists).map(([k, v]) => `  ${k}:\n${v}`).join("")}  m_PPtrCurves:
  - curve:
${sprites}    attribute: m_Sprite
    path: Body
    classID: 212
    script: {fileID: 0}
  m_SampleRate: 30
  m_WrapMode: 0
  m_Bounds:
    m_Center: {x: 0, y: 0, z: 0}
    m_Extent: {x: 0, y: 0, z: 0}
  m_ClipBindingConstant:
    genericBindings: []
    pptrCurveMapping: []
  m_AnimationClipSettings:
    serializedVersion: 2
    m_AdditiveReferencePoseClip: {fileID: 0}
    m_AdditiveReferencePoseTime: 0
    m_StartTime: 0
    m_StopTime: 0.5
    m_LoopTime: 1
    m_Mirror: 0
  m_EditorCurves: []
  m_EulerEditorCurves: []
  m_HasGenericRootTransform: 0
  m_HasMotionFloatCurves: 0
  m_Events:
${events}`;
}

/** js-yaml's default schema, reading Unity's `!u!74` document tag as a plain mapping. */
const UNITY_SCHEMA: Schema = CORE_SCHEMA.withTags(
  defineMappingTag("tag:unity3d.com,2011:74", mapTag),
);

const text = clipText();
const bytes = new TextEncoder().encode(text);

// The readings agree before anything is timed: the same curves, keys and values.
type Plain = { AnimationClip: Record<string, Array<Record<string, unknown>>> };
function checkAgreement(): void {
  const doc = readUnityClip(bytes);
  const viaJsYaml = load(text, { schema: UNITY_SCHEMA }) as Plain;
  const fail = (what: string) => {
    throw new Error(`the readings disagree: ${what}`);
  };
  {
    const clip = viaJsYaml.AnimationClip;
    let curves = 0;
    let keys = 0;
    for (const list of ["m_RotationCurves", "m_PositionCurves", "m_ScaleCurves", "m_FloatCurves"]) {
      for (const entry of clip[list]!) {
        const mine = doc.curves[curves++]!;
        const theirs = (entry.curve as { m_Curve: Array<Record<string, unknown>> }).m_Curve;
        if (mine.list !== list || mine.path !== entry.path) fail(`curve ${curves - 1}`);
        if (mine.time.length !== theirs.length) fail(`key count of curve ${curves - 1}`);
        keys += theirs.length;
        const last = theirs.length - 1;
        const v = theirs[last]!.value;
        const x = typeof v === "object" ? (v as Record<string, unknown>).x : v;
        if (mine.components[0]!.value[last] !== Math.fround(Number(x))) {
          fail(`last value of curve ${curves - 1}`);
        }
        if (mine.time[last] !== Math.fround(Number(theirs[last]!.time))) {
          fail(`last time of curve ${curves - 1}`);
        }
      }
    }
    if (curves !== doc.curves.length) fail("curve count");
    if (keys !== doc.curves.reduce((n, c) => n + c.time.length, 0)) fail("key count");
    if (clip.m_Events!.length !== doc.events.length) fail("event count");
    const sprites = (clip.m_PPtrCurves![0]!.curve as unknown[]).length;
    if (sprites !== doc.pptrCurves[0]!.time.length) fail("sprite key count");
  }
}
checkAgreement();

let sink = 0;
const MB = (bytes.length / 1e6).toFixed(1);

Deno.bench({
  name: `js-yaml load of a ${MB} MB clip (baseline)`,
  group: "unity-clip",
  baseline: true,
  fn: () => {
    const doc = load(text, { schema: UNITY_SCHEMA }) as Plain;
    sink += doc.AnimationClip === undefined ? 1 : 0;
  },
});

Deno.bench({
  name: "readUnityClip",
  group: "unity-clip",
  fn: () => {
    sink += readUnityClip(bytes).curves.length;
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

globalThis.addEventListener("unload", () => {
  if (sink === 0.5) console.log(sink);
});
