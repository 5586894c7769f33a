/**
 * Memory of a conversion: how much the resident size grows, at its peak, while a file is read
 * into the model and converted, per megabyte of input. Each input is generated in the shape real
 * files have (about 10 MB each):
 *
 * - a Maya `.anim` baked from motion capture: 60 joints × 9 attributes keyed on every frame at
 *   30 fps, translations and rotations half spline, half weighted `fixed` tangents, scales held;
 * - an AnimJ file: 60 bones with a Position (float3) and a Rotation (floatQ) Curve track of
 *   Linear keys at 30 fps;
 * - an MRTK 1.1 recording at 60 Hz: the camera and both hands keyed on every frame;
 * - a BVH capture: 61 joints, 186 channels at 120 Hz;
 * - a Unity AnimationClip: 60 paths, each a rotation, a position and a scale curve of Hermite
 *   keys at 30 fps.
 *
 * Every input is made once and written to a temporary file. Every case runs in its own process
 * (so that no case inherits another's heap), started with `--v8-flags=--expose-gc`: it reads the
 * file (as the command line does; making the input in the case's process would grow its heap
 * first), collects garbage, resets the peak (VmHWM) through `/proc/self/clear_refs`, and reads
 * the input into its document, then into the model (the document dropped), then converts it with
 * `convertClip` (fit, encode, read back, measure). The input's bytes stay alive throughout, as
 * in the command line. Printed per case: the peak growth over the resident size at the start,
 * that growth per input MB, and what each stage reaches (its peak, and what it leaves alive).
 *
 * Run as a script for the table: `deno run -A --v8-flags=--expose-gc bench/convert_memory_bench.ts`
 * (`maya` or `maya:glb` after it runs the cases named; `--runs=3` runs each case three times and
 * shows the median peak with the range). Under `deno bench` each case is one iteration.
 *
 * @module
 */
import { convertClip } from "../src/convert/convert_clip.ts";
import { MRTK_CURVES, mrtkRecording } from "./_mrtk_input.ts";
import { formatByName } from "../src/formats/registry.ts";
import type { Clip } from "../src/model/clip.ts";
import { mayaToClip, readMaya } from "../src/formats/maya/mod.ts";
import { animjToClip } from "../src/formats/animj/to_clip.ts";
import { readAnimJ } from "../src/formats/animj/read.ts";
import { mrtkToClip, readMrtk } from "../src/formats/mrtk/mod.ts";
import { readBvh } from "../src/formats/bvh/read.ts";
import { bvhToClip } from "../src/formats/bvh/to_clip.ts";
import { readUnityClip } from "../src/formats/unity_clip/read.ts";
import { unityClipToClip } from "../src/formats/unity_clip/to_clip.ts";
import { bigBvh } from "./_bvh_input.ts";

const MB = 1e6;
const TARGET_BYTES = 10 * MB;

// ---------------------------------------------------------------------------------------------
// Inputs

/** A smooth motion: a few sines of unrelated periods, like a captured joint channel. */
function motion(t: number, seed: number, amplitude: number): number {
  return amplitude * (0.6 * Math.sin(1.3 * t + seed) + 0.3 * Math.sin(2.9 * t + 2 * seed) +
    0.1 * Math.sin(7.1 * t + 3 * seed));
}

const MAYA_JOINTS = 60;
const MAYA_ATTRIBUTES = ["translate", "rotate", "scale"].flatMap((a) =>
  ["X", "Y", "Z"].map((x) => ({ attribute: `${a}.${a}${x}`, leaf: `${a}${x}`, kind: a }))
);

/** Maya text of about `targetBytes`: joints in a chain, every attribute keyed on every frame. */
function mayaInput(targetBytes: number): Uint8Array {
  // A spline key row is ~38 bytes, a fixed one ~80, a held scale ~30: ~49 on average.
  const frames = Math.round(targetBytes / (MAYA_JOINTS * MAYA_ATTRIBUTES.length * 49));
  const out: string[] = [
    "animVersion 1.1;",
    "mayaVersion 2026;",
    "timeUnit ntsc;",
    "linearUnit cm;",
    "angularUnit deg;",
    "startTime 0;",
    `endTime ${frames - 1};`,
  ];
  for (let j = 0; j < MAYA_JOINTS; j++) {
    const children = j + 1 < MAYA_JOINTS ? 1 : 0;
    MAYA_ATTRIBUTES.forEach(({ attribute, leaf, kind }, a) => {
      const weighted = kind !== "scale" && j % 2 === 1;
      out.push(
        `anim ${attribute} ${leaf} joint${j} 0 ${children} ${a};`,
        "animData {",
        "  input time;",
        `  output ${kind === "rotate" ? "angular" : kind === "translate" ? "linear" : "unitless"};`,
        `  weighted ${weighted ? 1 : 0};`,
        "  preInfinity constant;",
        "  postInfinity constant;",
        "  keys {",
      );
      const amplitude = kind === "rotate" ? 90 : 25;
      for (let f = 0; f < frames; f++) {
        if (kind === "scale") {
          out.push(`    ${f} 1 linear linear 1 0 0;`);
          continue;
        }
        const t = f / 30;
        const v = motion(t, j * 9 + a, amplitude);
        if (!weighted) {
          out.push(`    ${f} ${v.toFixed(6)} spline spline 1 0 0;`);
          continue;
        }
        // The slope in value per frame as an angle in (frame, value) space; weight 1/3 of a frame.
        const slope = (motion(t + 1e-4, j * 9 + a, amplitude) - v) / 1e-4 / 30;
        const angle = (Math.atan(slope) * 180 / Math.PI).toFixed(6);
        out.push(`    ${f} ${v.toFixed(6)} fixed fixed 1 0 0 ${angle} 0.333333 ${angle} 0.333333;`);
      }
      out.push("  }", "}");
    });
  }
  return new TextEncoder().encode(out.join("\n") + "\n");
}

/** A unit quaternion turning smoothly about a slowly moving axis. */
function rotationAt(t: number, seed: number): [number, number, number, number] {
  const angle = 1.2 * Math.sin(0.7 * t + seed);
  const ax = Math.sin(0.3 * t + seed);
  const ay = Math.cos(0.2 * t + 2 * seed);
  const az = 0.5;
  const len = Math.hypot(ax, ay, az);
  const s = Math.sin(angle / 2) / len;
  return [ax * s, ay * s, az * s, Math.cos(angle / 2)];
}

const ANIMJ_BONES = 60;

/** AnimJ text of about `targetBytes`: per bone, a Position and a Rotation Curve track. */
function animjInput(targetBytes: number): Uint8Array {
  // A float3 key and a floatQ key take ~320 bytes of text together.
  const frames = Math.round(targetBytes / (ANIMJ_BONES * 320));
  const tracks: string[] = [];
  const num = (x: number) => String(Math.fround(x));
  for (let b = 0; b < ANIMJ_BONES; b++) {
    const position: string[] = [];
    const rotation: string[] = [];
    for (let f = 0; f < frames; f++) {
      const t = f / 30;
      const time = num(t);
      position.push(
        `{"time": ${time}, "value": {"x": ${num(motion(t, b, 0.3))}, "y": ${
          num(motion(t, b + 1, 0.3))
        }, "z": ${num(motion(t, b + 2, 0.3))}}, "interpolation": "Linear"}`,
      );
      const [x, y, z, w] = rotationAt(t, b).map(num);
      rotation.push(
        `{"time": ${time}, "value": {"x": ${x}, "y": ${y}, "z": ${z}, "w": ${w}}, ` +
          `"interpolation": "Linear"}`,
      );
    }
    for (
      const [property, valueType, keys] of [["Position", "float3", position], [
        "Rotation",
        "floatQ",
        rotation,
      ]] as const
    ) {
      tracks.push(
        `{"trackType": "Curve", "valueType": "${valueType}", "data": {"node": "Bone${b}", ` +
          `"property": "${property}", "keyframes": [\n${keys.join(",\n")}\n]}}`,
      );
    }
  }
  const duration = num((frames - 1) / 30);
  return new TextEncoder().encode(
    `{"name": "capture", "globalDuration": ${duration}, "tracks": [\n${tracks.join(",\n")}\n]}`,
  );
}

/**
 * An MRTK 1.1 recording of about `targetBytes` (camera and both hands keyed every 60 Hz frame),
 * written straight into its layout: per pose three position curves then four rotation curves
 * (unit quaternions); the hands' tracked and pinching flags one key each.
 */
function mrtkInput(targetBytes: number): Uint8Array {
  const frames = Math.round(targetBytes / (MRTK_CURVES * 8));
  // Pose p (0 the camera) at curve 7p + c: positions, then the rotation's components.
  return mrtkRecording(frames, 60, (curve, t) => {
    const p = Math.floor(curve / 7);
    const c = curve % 7;
    return c < 3 ? motion(t, p + c, 0.2) : rotationAt(t, p)[c - 3]!;
  });
}

const UNITY_PATHS = 60;

/** Unity YAML of about `targetBytes`: per path a rotation, a position and a scale curve. */
function unityInput(targetBytes: number): Uint8Array {
  // A quaternion, a position and a scale key take ~1,650 bytes of YAML together.
  const frames = Math.round(targetBytes / (UNITY_PATHS * 1650));
  const f32 = (x: number) => String(Math.fround(x));
  const vec = (v: readonly number[]) =>
    `{${["x", "y", "z", "w"].slice(0, v.length).map((a, i) => `${a}: ${f32(v[i]!)}`).join(", ")}}`;
  const third = (n: number) => vec(new Array(n).fill(1 / 3));
  const curve = (n: number, value: (t: number) => number[], path: string) => {
    let keys = "";
    for (let f = 0; f < frames; f++) {
      const t = f / 30;
      const v = value(t);
      const dt = 1e-3;
      const slope = value(t + dt).map((x, i) => (x - v[i]!) / dt);
      keys += `      - serializedVersion: 3
        time: ${f32(t)}
        value: ${vec(v)}
        inSlope: ${vec(slope)}
        outSlope: ${vec(slope)}
        tangentMode: 0
        weightedMode: 0
        inWeight: ${third(n)}
        outWeight: ${third(n)}
`;
    }
    return `  - curve:
      serializedVersion: 2
      m_Curve:
${keys}      m_PreInfinity: 2
      m_PostInfinity: 2
      m_RotationOrder: 4
    path: ${path}
`;
  };
  let rotations = "";
  let positions = "";
  let scales = "";
  let path = "Armature";
  for (let p = 0; p < UNITY_PATHS; p++) {
    path += `/Bone${p}`;
    rotations += curve(4, (t) => rotationAt(t, p), path);
    positions += curve(3, (t) => [0, 1, 2].map((c) => motion(t, p + c, 0.2)), path);
    scales += curve(3, () => [1, 1, 1], path);
  }
  const stop = f32((frames - 1) / 30);
  const text = `%YAML 1.1
%TAG !u! tag:unity3d.com,2011:
--- !u!74 &7400000
AnimationClip:
  m_ObjectHideFlags: 0
  m_CorrespondingSourceObject: {fileID: 0}
  m_PrefabInstance: {fileID: 0}
  m_PrefabAsset: {fileID: 0}
  m_Name: Capture
  serializedVersion: 7
  m_Legacy: 0
  m_Compressed: 0
  m_UseHighQualityCurve: 1
  m_RotationCurves:
${rotations}  m_CompressedRotationCurves: []
  m_EulerCurves: []
  m_PositionCurves:
${positions}  m_ScaleCurves:
${scales}  m_FloatCurves: []
  m_PPtrCurves: []
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
    m_StartTime: 0
    m_StopTime: ${stop}
    m_LoopTime: 0
  m_EditorCurves: []
  m_EulerEditorCurves: []
  m_HasGenericRootTransform: 0
  m_HasMotionFloatCurves: 0
  m_Events: []
`;
  return new TextEncoder().encode(text);
}

/** One input: how to make it, read it into its document, and turn the document into a clip. */
interface Input {
  readonly title: string;
  readonly make: () => Uint8Array;
  readonly read: (bytes: Uint8Array) => unknown;
  readonly toClip: (document: unknown) => Clip;
}

const INPUTS: Readonly<Record<string, Input>> = {
  maya: {
    title: "Maya .anim, 60 joints × 9 attributes every frame, spline / weighted fixed",
    make: () => mayaInput(TARGET_BYTES),
    read: (bytes) => readMaya(bytes).document,
    toClip: (doc) => mayaToClip(doc as ReturnType<typeof readMaya>["document"]),
  },
  animj: {
    title: "AnimJ, 60 bones × Position + Rotation, Linear keys at 30 fps",
    make: () => animjInput(TARGET_BYTES),
    read: (bytes) => readAnimJ(bytes),
    toClip: (doc) => animjToClip(doc as ReturnType<typeof readAnimJ>),
  },
  mrtk: {
    title: "MRTK 1.1 recording, camera and both hands every 60 Hz frame",
    make: () => mrtkInput(TARGET_BYTES),
    read: (bytes) => readMrtk(bytes),
    toClip: (doc) => mrtkToClip(doc as ReturnType<typeof readMrtk>),
  },
  bvh: {
    title: "BVH, 61 joints, 186 channels at 120 Hz",
    make: () => new TextEncoder().encode(bigBvh(TARGET_BYTES)),
    read: (bytes) => readBvh(bytes),
    toClip: (doc) => bvhToClip(doc as ReturnType<typeof readBvh>),
  },
  unity: {
    title: "Unity clip, 60 paths × rotation, position, scale, Hermite keys at 30 fps",
    make: () => unityInput(TARGET_BYTES),
    read: (bytes) => readUnityClip(bytes),
    toClip: (doc) => unityClipToClip(doc as ReturnType<typeof readUnityClip>),
  },
};

/** The targets every input is converted to. */
const TARGETS = ["glb", "animj"] as const;

// ---------------------------------------------------------------------------------------------
// Measuring (in the case's own process)

function statusMiB(field: "VmHWM" | "VmRSS"): number {
  const status = Deno.readTextFileSync("/proc/self/status");
  const kib = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return kib * 1024 / MB;
}

/** Live bytes: the JavaScript heap in use and what lives outside it (typed arrays' memory). */
function liveMB(): number {
  const m = Deno.memoryUsage();
  return (m.heapUsed + m.external) / MB;
}

function collect(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error("run with --v8-flags=--expose-gc");
  gc();
  gc();
}

/** Resets VmHWM to the current RSS (Linux: "5" to clear_refs). */
function resetPeak(): void {
  Deno.writeTextFileSync("/proc/self/clear_refs", "5");
}

/**
 * What one stage reached above the case's start: its peak (resident), what it left alive (heap
 * and typed arrays after collecting garbage), its time.
 */
interface Stage {
  readonly peak: number;
  readonly kept: number;
  readonly ms: number;
}

/** What one case measured (in MB, 10^6 bytes). */
interface Measured {
  readonly input: string;
  readonly target: string;
  readonly inputMB: number;
  readonly outputMB: number;
  readonly tracks: number;
  readonly stages: { readonly document: Stage; readonly clip: Stage; readonly convert: Stage };
  readonly peak: number;
}

function measure(name: string, target: string, path: string): Measured {
  const input = INPUTS[name]!;
  const stages: Partial<Record<"document" | "clip" | "convert", Stage>> = {};
  const format = formatByName(target)!;
  // Read from a file, as the command line does: making the input here would grow the heap (and
  // the resident size the case starts from) before the case begins.
  let bytes: Uint8Array | undefined = Deno.readFileSync(path);
  const inputMB = bytes.length / MB;
  collect();
  const start = statusMiB("VmRSS");
  const live = liveMB();
  resetPeak();
  const stage = <T>(run: () => T): [T, Stage] => {
    const began = performance.now();
    const value = run();
    const ms = performance.now() - began;
    const peak = statusMiB("VmHWM") - start;
    collect();
    return [value, { peak, kept: liveMB() - live, ms }];
  };
  let document: unknown;
  [document, stages.document] = stage(() => input.read(bytes!));
  // Like the CLI, the input's bytes stay alive for the whole conversion.
  let clip: Clip | undefined;
  [clip, stages.clip] = stage(() => input.toClip(document));
  document = undefined;
  const [result, convert] = stage(() => convertClip(clip!, format, {}));
  stages.convert = convert;
  const peak = Math.max(stages.document!.peak, stages.clip!.peak, convert.peak);
  const tracks = clip.tracks.length;
  clip = undefined;
  bytes = undefined;
  return {
    input: name,
    target,
    inputMB,
    outputMB: result.bytes.length / MB,
    tracks,
    stages: stages as Measured["stages"],
    peak,
  };
}
// ---------------------------------------------------------------------------------------------
// Running every case, each in its own process

/** Each input, made once and written to a temporary file the cases read. */
const inputFiles = new Map<string, string>();

function inputFile(name: string): string {
  let path = inputFiles.get(name);
  if (path === undefined) {
    path = Deno.makeTempFileSync({ prefix: `animkit-memory-${name}-` });
    Deno.writeFileSync(path, INPUTS[name]!.make());
    inputFiles.set(name, path);
  }
  return path;
}

function removeInputFiles(): void {
  for (const path of inputFiles.values()) Deno.removeSync(path);
  inputFiles.clear();
}

/** Runs one case in a fresh process and returns what it measured. */
async function runCase(name: string, target: string): Promise<Measured> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      "--v8-flags=--expose-gc",
      new URL(import.meta.url).pathname,
      "--case",
      `${name}:${target}`,
      inputFile(name),
    ],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(output.stdout);
  if (!output.success) {
    throw new Error(`${name} → ${target} failed: ${new TextDecoder().decode(output.stderr)}`);
  }
  return JSON.parse(text.trim().split("\n").at(-1)!) as Measured;
}

/**
 * One line of the table: of several runs, the one with the median peak (the peak's range
 * beside it).
 */
function row(runs: readonly Measured[]): string {
  const sorted = [...runs].sort((a, b) => a.peak - b.peak);
  const m = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const range = sorted.length < 2
    ? ""
    : ` (${sorted[0]!.peak.toFixed(0)}–${sorted.at(-1)!.peak.toFixed(0)})`;
  const s = m.stages;
  const stageText = (x: Stage) => `${x.peak.toFixed(0)}/${x.kept.toFixed(0)}`;
  return [
    `${m.input} → ${m.target}`.padEnd(16),
    `${m.inputMB.toFixed(1)} MB`.padStart(8),
    `${m.tracks}`.padStart(6),
    `${m.peak.toFixed(0)} MB${range}`.padStart(sorted.length < 2 ? 8 : 18),
    `${(m.peak / m.inputMB).toFixed(1)}`.padStart(9),
    stageText(s.document).padStart(10),
    stageText(s.clip).padStart(10),
    stageText(s.convert).padStart(10),
    `${(s.document.ms + s.clip.ms).toFixed(0)} / ${s.convert.ms.toFixed(0)} ms`.padStart(18),
    `${m.outputMB.toFixed(1)} MB`.padStart(9),
  ].join(" ");
}

/** `--runs=N`: runs per case (the table shows the median peak and the range). */
const RUNS = Number(Deno.args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 1);

const HEADER = [
  "case".padEnd(16),
  "input".padStart(8),
  "tracks".padStart(6),
  "peak".padStart(RUNS < 2 ? 8 : 18),
  "MB per MB".padStart(9),
  "document".padStart(10),
  "clip".padStart(10),
  "convert".padStart(10),
  "read / convert".padStart(18),
  "output".padStart(9),
].join(" ");

/** The cases named on the command line (`maya`, `maya:glb`), or all of them. */
function casesOf(args: readonly string[]): [string, string][] {
  const all = Object.keys(INPUTS).flatMap((i) => TARGETS.map((t) => [i, t] as [string, string]));
  const named = args.filter((a) => !a.startsWith("--"));
  if (named.length === 0) return all;
  return all.filter(([i, t]) => named.some((a) => a === i || a === `${i}:${t}`));
}

if (import.meta.main) {
  const at = Deno.args.indexOf("--case");
  if (at >= 0) {
    const [name, target] = Deno.args[at + 1]!.split(":");
    console.log(JSON.stringify(measure(name!, target!, Deno.args[at + 2]!)));
  } else {
    console.log(
      "peak: resident growth over the start (MB); stages: peak resident / live after, MB above the start",
    );
    console.log(HEADER);
    try {
      for (const [name, target] of casesOf(Deno.args)) {
        const runs: Measured[] = [];
        for (let r = 0; r < RUNS; r++) runs.push(await runCase(name, target));
        console.log(row(runs));
      }
    } finally {
      removeInputFiles();
    }
  }
} else {
  for (const [name, target] of casesOf([])) {
    Deno.bench({
      name: `${INPUTS[name]!.title} → ${target}`,
      group: "convert memory",
      n: 1,
      warmup: 0,
      async fn() {
        console.log(`  ${row([await runCase(name, target)])}`);
      },
    });
  }
  globalThis.addEventListener("unload", removeInputFiles);
}
