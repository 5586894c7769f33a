/**
 * Maya document → evaluable curves and a common-model {@linkcode Clip}.
 *
 * @module
 */
import type { ValueType } from "../../model/value_type.ts";
import type { Clip, ClipNode, Track } from "../../model/clip.ts";
import type { ReadOptions } from "../format.ts";
import { MayaAnimCurve, mayaFixedTangent, type MayaInfinity } from "./curve.ts";
import {
  mayaAngularUnitRad,
  type MayaAnimData,
  type MayaDocument,
  mayaLinearUnitCm,
  MayaTangent,
  mayaTimeUnitFps,
} from "./document.ts";

/** How one curve's numbers are to be read (notes-maya.md §3, §5). */
export interface MayaCurveUnits {
  /** `input time` (else unitless). */
  readonly timeInput: boolean;
  /** Frames per second of the input unit (1 for unitless input). */
  readonly fps: number;
  /** Output type. */
  readonly output: "linear" | "angular" | "time" | "unitless";
  /** The output unit word in effect (`cm`, `deg`, `film`, … or `""` for unitless). */
  readonly outputUnit: string;
  /** Factor from the output unit to Maya's internal unit (cm, rad, seconds; 1 for unitless). */
  readonly toInternal: number;
  /** Radians per tangent angle unit. */
  readonly angleToRad: number;
  /** Weighted tangents. */
  readonly weighted: boolean;
  /** Pre-infinity. */
  readonly preInfinity: MayaInfinity;
  /** Post-infinity. */
  readonly postInfinity: MayaInfinity;
  /** Maya 2.x file: fixed angles/weights are in internal units (seconds, cm, rad). */
  readonly legacyTangents: boolean;
}

function infinity(word: string | null): MayaInfinity {
  switch (word) {
    case "linear":
    case "cycle":
    case "cycleRelative":
    case "oscillate":
      return word;
    default:
      return "constant";
  }
}

/**
 * Resolves a curve's units and settings from its `animData` and the header defaults.
 *
 * @example
 * ```ts ignore
 * const units = mayaCurveUnits(doc, doc.items[0]!.data!);
 * units.fps; // 60 for ntscf
 * ```
 */
export function mayaCurveUnits(doc: MayaDocument, data: MayaAnimData): MayaCurveUnits {
  const h = doc.header;
  const timeInput = data.input !== "unitless";
  const fps = timeInput
    ? mayaTimeUnitFps(data.inputUnit ?? h.timeUnit ?? "film") ??
      mayaTimeUnitFps(h.timeUnit ?? "film") ?? 24
    : 1;
  const outWord = data.output ?? "linear";
  const output = outWord === "linear" || outWord === "angular" || outWord === "time"
    ? outWord
    : "unitless";
  let outputUnit = "";
  let toInternal = 1;
  if (output === "linear") {
    outputUnit = data.outputUnit ?? h.linearUnit ?? "cm";
    toInternal = mayaLinearUnitCm(outputUnit) ?? 1;
  } else if (output === "angular") {
    outputUnit = data.outputUnit ?? h.angularUnit ?? "deg";
    toInternal = mayaAngularUnitRad(outputUnit) ?? Math.PI / 180;
  } else if (output === "time") {
    outputUnit = data.outputUnit ?? h.timeUnit ?? "film";
    toInternal = 1 / (mayaTimeUnitFps(outputUnit) ?? 24);
  }
  const angleWord = data.tangentAngleUnit ?? h.angularUnit ?? "deg";
  // `weighted` defaults to 0, but files without it (animVersion 1.0) were weighted (§5).
  const weighted = data.weighted !== null ? data.weighted === 1 : Number(h.animVersion) < 1.1;
  return {
    timeInput,
    fps,
    output,
    outputUnit,
    toInternal,
    angleToRad: mayaAngularUnitRad(angleWord) ?? Math.PI / 180,
    weighted,
    preInfinity: infinity(data.preInfinity),
    postInfinity: infinity(data.postInfinity),
    legacyTangents: (h.mayaVersion ?? "").startsWith("2."),
  };
}

/**
 * Builds the evaluable curve of one `animData` block: time in seconds (frame / fps; the raw
 * input for unitless input), values in the curve's own unit.
 *
 * @example
 * ```ts ignore
 * const curve = mayaAnimCurve(doc, doc.items[1]!.data!);
 * curve.evaluate(0.5);
 * ```
 */
export function mayaAnimCurve(doc: MayaDocument, data: MayaAnimData): MayaAnimCurve {
  const u = mayaCurveUnits(doc, data);
  const n = data.keyCount;
  const a = data.firstKey;
  const k = doc.keys;
  const time = new Float64Array(n);
  let fixedKeys = false;
  for (let i = a; i < a + n && !fixedKeys; i++) {
    fixedKeys = k.inType[i] === MayaTangent.Fixed || k.outType[i] === MayaTangent.Fixed;
  }
  // Without fixed tangents every vector is 0: one array of zeros stands for the four.
  const inX = new Float64Array(n);
  const inY = fixedKeys ? new Float64Array(n) : inX;
  const outX = fixedKeys ? new Float64Array(n) : inX;
  const outY = fixedKeys ? new Float64Array(n) : inX;
  const fixed = (angle: number, weight: number): [number, number] => {
    if (u.legacyTangents) {
      // Maya 2.x stored fixed tangents in seconds/internal units/radians (§3 legacy).
      return [3 * weight * Math.cos(angle), (3 * weight * Math.sin(angle)) / u.toInternal];
    }
    return mayaFixedTangent(angle * u.angleToRad, weight, u.fps);
  };
  for (let i = 0; i < n; i++) {
    time[i] = k.time[a + i]! / u.fps;
    if (k.inType[a + i] === MayaTangent.Fixed) {
      [inX[i], inY[i]] = fixed(k.inAngle[a + i]!, k.inWeight[a + i]!);
    }
    if (k.outType[a + i] === MayaTangent.Fixed) {
      [outX[i], outY[i]] = fixed(k.outAngle[a + i]!, k.outWeight[a + i]!);
    }
  }
  // Views into the document's key table: the curve keeps its own copies.
  return new MayaAnimCurve({
    time,
    value: k.value.subarray(a, a + n),
    inType: k.inType.subarray(a, a + n),
    outType: k.outType.subarray(a, a + n),
    inTanX: inX,
    inTanY: inY,
    outTanX: outX,
    outTanY: outY,
  }, {
    weighted: u.weighted,
    preInfinity: u.preInfinity,
    postInfinity: u.postInfinity,
    toInternal: u.toInternal,
    timeInput: u.timeInput,
    fps: u.fps,
    output: u.output,
    unit: u.outputUnit,
    ...(doc.header.mayaVersion === null ? {} : { mayaVersion: doc.header.mayaVersion }),
  });
}

/** The name animkit's writer recorded for a node written as `name`, if any. */
function recorded(names: Record<string, string> | undefined, name: string): string | undefined {
  return names !== undefined && Object.hasOwn(names, name) ? names[name] : undefined;
}

/**
 * The clipboard hierarchy of a Maya document (notes-maya.md §4, maya-anim.txt): `anim` items come
 * in depth-first order, consecutive items of one node form one object, and each object's `child`
 * count says how many of the following objects are its children (each with its own subtree).
 * Placeholder lines (`anim joint1 0 1 0;`) are objects too; items without a node name are not.
 * `row` is not used (Maya 2.0 wrote the depth there, Maya 2026 writes 0 for transforms). Returns
 * `undefined` when the file's counts are not one per object (third-party writers that give one
 * node's lines different `child` counts), as no hierarchy can be read from it then.
 *
 * @example joint1 → joint2 → joint3, joint1 a placeholder
 * ```ts ignore
 * // anim joint1 0 1 0; anim rotate.rotateX rotateX joint2 1 1 0; … anim joint3 2 0 0;
 * mayaNodes(readMaya(bytes).document); // [{ name: "joint1" }, { name: "joint2", parent: 0 }, …]
 * ```
 */
export function mayaNodes(doc: MayaDocument): ClipNode[] | undefined {
  const nodes: ClipNode[] = [];
  const open: { index: number; left: number }[] = [];
  let previous: string | undefined;
  let children = 0;
  for (const item of doc.items) {
    if (item.node === "") {
      previous = undefined;
      continue;
    }
    if (item.node === previous) {
      // A later line of the same object: its count must agree with the first line's.
      if (item.child !== children) return undefined;
      continue;
    }
    previous = item.node;
    children = item.child;
    while (open.length > 0 && open.at(-1)!.left === 0) open.pop();
    const parent = open.at(-1);
    if (parent !== undefined) parent.left--;
    const name = recorded(doc.nodeNames, item.node) ?? item.node;
    nodes.push(parent === undefined ? { name } : { name, parent: parent.index });
    open.push({ index: nodes.length - 1, left: item.child });
  }
  return nodes;
}

/**
 * Converts a Maya document into a Clip: one `float` track per curve, node = the node name
 * (empty if none), property = the full attribute name as written (e.g. `rotate.rotateZ`),
 * values in the file's own units, time in seconds (unitless input: the input value as is).
 * Node names animkit's writer changed for Maya come back as the clip had them (its
 * `// animkit:` comment). Placeholders carry no curve and are left out. Duration: the latest
 * last key (seconds) of the time-input curves. `nodes` is the clipboard hierarchy
 * ({@linkcode mayaNodes}), when the file has a consistent one.
 *
 * @example
 * ```ts ignore
 * const clip = mayaToClip(readMaya(bytes).document);
 * ```
 */
export function mayaToClip(doc: MayaDocument, options: ReadOptions = {}): Clip {
  const tracks: Track[] = [];
  let duration = 0;
  for (const item of doc.items) {
    if (item.data === null) continue;
    const curve = mayaAnimCurve(doc, item.data);
    if (item.data.input !== "unitless" && curve.length > 0) {
      const times = curve.keyTimes();
      duration = Math.max(duration, times[times.length - 1]!);
    }
    const node = recorded(doc.trackNodes, item.node) ?? recorded(doc.nodeNames, item.node) ??
      item.node;
    tracks.push({ node, property: item.attribute, valueType: "float", curve });
  }
  const nodes = mayaNodes(doc);
  return {
    name: options.name ?? "anim",
    duration,
    tracks,
    events: [],
    ...(nodes === undefined || nodes.length === 0 ? {} : { nodes }),
    ...(doc.valueTypes === undefined
      ? {}
      : { valueTypes: doc.valueTypes as Readonly<Record<string, ValueType>> }),
  };
}
