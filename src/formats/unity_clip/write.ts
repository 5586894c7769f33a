/**
 * Writes a {@linkcode UnityClipDocument} as `.anim` YAML in Unity's own style.
 *
 * A document read from a file keeps that file's text: writing it back replaces only the scalars
 * whose values changed (in Unity's number spelling) and keeps every other byte, so a clip whose
 * paths were renamed or whose times were scaled differs from the original only there. A new
 * document, or one whose curves or keys were added or removed, is written from scratch the way
 * Unity writes clips (2-space indents, `{x: …}` flow mappings folded past column 80,
 * `serializedVersion`s, the editor-curve copies).
 *
 * @module
 */
import {
  UNITY_LIST_DIMS,
  type UnityClipCurve,
  type UnityClipDocument,
  type UnityObjectRef,
} from "./document.ts";
import { readUnityClip } from "./read.ts";
import { float32Plain } from "../../model/number_text.ts";
import { float32ShortestInto } from "../../model/float32_text.ts";
import { TextBytes } from "../../io/text_bytes.ts";
import * as F from "./_fields.ts";

/** Unity's YAML line width: a flow mapping breaks before a key once the line is past it. */
const BEST_WIDTH = 80;

/**
 * A number as Unity writes a float field: the shortest decimal that reads back as the same
 * 32-bit float, without an exponent (`0.33333334`, `-0.00000008146034`, `1.5`), and `Infinity`,
 * `-Infinity`, `NaN`.
 *
 * @param x the value (rounded to float32 first)
 * @returns Unity's spelling
 *
 * @example
 * ```ts
 * import { formatUnityFloat } from "./write.ts";
 * import { equal } from "node:assert/strict";
 * equal(formatUnityFloat(1 / 3), "0.33333334");
 * equal(formatUnityFloat(-8.146034e-8), "-0.00000008146034");
 * equal(formatUnityFloat(-Infinity), "-Infinity");
 * ```
 */
export function formatUnityFloat(x: number): string {
  if (x !== x) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "-Infinity";
  const f = Math.fround(x);
  if (f === 0) return Object.is(f, -0) ? "-0" : "0";
  return float32Plain(f);
}

/** Whether a string can be written as a plain YAML scalar Unity reads back unchanged. */
function plainSafe(s: string): boolean {
  if (s === "") return true;
  if (!/^[\x20-\x7e]*$/.test(s)) return false;
  if (/^[\s\-?:,[\]{}#&*!|>'"%@`]/.test(s) || /\s$/.test(s)) return false;
  if (s.includes(": ") || s.includes(" #") || s.endsWith(":")) return false;
  if (/^(true|false|yes|no|on|off|null|~|y|n)$/i.test(s)) return false;
  return true;
}

/**
 * A string as Unity writes a scalar: plain when it can be, otherwise double-quoted with `\uXXXX`
 * escapes for anything outside printable ASCII.
 *
 * @example
 * ```ts
 * import { formatUnityString } from "./write.ts";
 * import { equal } from "node:assert/strict";
 * equal(formatUnityString("Armature/Hips"), "Armature/Hips");
 * equal(formatUnityString("Bl\u00e9nd"), '"Bl\\u00E9nd"');
 * ```
 */
export function formatUnityString(s: string): string {
  if (plainSafe(s)) return s;
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\t") out += "\\t";
    else if (c >= 0x20 && c < 0x7f) out += ch;
    else if (c <= 0xffff) out += `\\u${c.toString(16).toUpperCase().padStart(4, "0")}`;
    else out += `\\U${c.toString(16).toUpperCase().padStart(8, "0")}`;
  }
  return `${out}"`;
}

/** A reference as a flow mapping. */
function refPairs(ref: UnityObjectRef): [string, string][] {
  const pairs: [string, string][] = [["fileID", ref.fileID]];
  if (ref.guid !== null) pairs.push(["guid", ref.guid]);
  if (ref.type !== null) pairs.push(["type", ref.type]);
  return pairs;
}

/** Indents, made once. */
const SPACES = Array.from({ length: 17 }, (_, i) => " ".repeat(i));

/**
 * Text built line by line straight into UTF-8 bytes, with flow mappings folded the way Unity's
 * emitter folds them.
 */
class Emitter {
  readonly out: TextBytes = new TextBytes();
  #indent(n: number): void {
    this.out.text(n < SPACES.length ? SPACES[n]! : " ".repeat(n));
  }
  line(indent: number, text: string): void {
    this.#indent(indent);
    this.out.text(text);
    this.out.text("\n");
  }
  /** A float field's value as Unity writes it ({@linkcode formatUnityFloat}); returns its length. */
  float(x: number): number {
    const out = this.out;
    const bytes = out.room(48);
    const start = out.cursor;
    const end = float32ShortestInto(Math.fround(x), bytes, start, true);
    if (end >= 0) {
      out.cursor = end;
      return end - start;
    }
    const text = formatUnityFloat(x);
    out.text(text);
    return text.length;
  }
  /** `name: value` of a float field at `indent`. */
  floatLine(indent: number, name: string, x: number): void {
    this.#indent(indent);
    this.out.text(name);
    this.out.text(": ");
    this.float(x);
    this.out.text("\n");
  }
  /**
   * `name: {x: 1, y: 2}` of `count` float components (`at(c)`), folded as
   * {@linkcode Emitter.flow} folds.
   */
  floatFlow(indent: number, name: string, count: number, at: (c: number) => number): void {
    this.#mapping(indent, `${name}: `, count, (c) => AXES[c]!, (c) => this.float(at(c)));
  }
  /** `key: {a: 1, b: 2}` at `indent`; continuation lines indented two more. */
  flow(indent: number, prefix: string, pairs: readonly (readonly [string, string])[]): void {
    this.#mapping(indent, prefix, pairs.length, (i) => pairs[i]![0], (i) => {
      const v = pairs[i]![1];
      this.out.text(v);
      return v.length;
    });
  }
  /**
   * A flow mapping of `count` pairs: `key(i)`, and `value(i)` writing the value and returning its
   * length. Like libyaml, a line breaks before a key once its column is past 80.
   */
  #mapping(
    indent: number,
    prefix: string,
    count: number,
    key: (i: number) => string,
    value: (i: number) => number,
  ): void {
    this.#indent(indent);
    this.out.text(prefix);
    this.out.text("{");
    let column = indent + prefix.length + 1;
    for (let i = 0; i < count; i++) {
      if (i > 0) {
        this.out.text(",");
        column++;
        if (column > BEST_WIDTH) {
          this.out.text("\n");
          this.#indent(indent + 2);
          column = indent + 2;
        } else {
          this.out.text(" ");
          column++;
        }
      }
      const k = key(i);
      this.out.text(k);
      this.out.text(": ");
      column += k.length + 2 + value(i);
    }
    this.out.text("}\n");
  }
}

const AXES = ["x", "y", "z", "w"];

function keyField(
  e: Emitter,
  indent: number,
  name: string,
  curve: UnityClipCurve,
  field: "value" | "inTangent" | "outTangent" | "inWeight" | "outWeight",
  i: number,
): void {
  const parts = curve.components;
  if (curve.dims === 1) e.floatLine(indent, name, parts[0]![field][i]!);
  else e.floatFlow(indent, name, parts.length, (c) => parts[c]![field][i]!);
}

function emitCurve(e: Emitter, curve: UnityClipCurve): void {
  e.line(2, "- curve:");
  e.line(6, `serializedVersion: ${curve.curveVersion ?? "2"}`);
  const n = curve.time.length;
  if (n === 0) e.line(6, "m_Curve: []");
  else e.line(6, "m_Curve:");
  const v3 = (curve.keyVersion ?? "3") === "3";
  for (let i = 0; i < n; i++) {
    e.line(6, `- serializedVersion: ${curve.keyVersion ?? "3"}`);
    e.floatLine(8, "time", curve.time[i]!);
    keyField(e, 8, "value", curve, "value", i);
    keyField(e, 8, "inSlope", curve, "inTangent", i);
    keyField(e, 8, "outSlope", curve, "outTangent", i);
    e.line(8, `tangentMode: ${curve.tangentMode[i]}`);
    if (v3) {
      e.line(8, `weightedMode: ${curve.components[0]!.weightedMode[i]}`);
      keyField(e, 8, "inWeight", curve, "inWeight", i);
      keyField(e, 8, "outWeight", curve, "outWeight", i);
    }
  }
  e.line(6, `m_PreInfinity: ${curve.preInfinity}`);
  e.line(6, `m_PostInfinity: ${curve.postInfinity}`);
  e.line(6, `m_RotationOrder: ${curve.rotationOrder ?? 4}`);
  if (UNITY_LIST_DIMS[curve.list] === 1) {
    e.line(4, `attribute: ${formatUnityString(curve.attribute ?? "")}`);
  }
  e.line(4, `path: ${formatUnityString(curve.path)}`);
  if (UNITY_LIST_DIMS[curve.list] === 1) {
    e.line(4, `classID: ${curve.classID ?? "0"}`);
    e.flow(4, "script: ", refPairs(curve.script ?? { fileID: "0", guid: null, type: null }));
  }
}

const SETTINGS_DEFAULTS: readonly (readonly [string, string])[] = [
  ["serializedVersion", "2"],
  ["m_AdditiveReferencePoseClip", "{fileID: 0}"],
  ["m_AdditiveReferencePoseTime", "0"],
  ["m_StartTime", "0"],
  ["m_StopTime", "1"],
  ["m_OrientationOffsetY", "0"],
  ["m_Level", "0"],
  ["m_CycleOffset", "0"],
  ["m_HasAdditiveReferencePose", "0"],
  ["m_LoopTime", "0"],
  ["m_LoopBlend", "0"],
  ["m_LoopBlendOrientation", "0"],
  ["m_LoopBlendPositionY", "0"],
  ["m_LoopBlendPositionXZ", "0"],
  ["m_KeepOriginalOrientation", "0"],
  ["m_KeepOriginalPositionY", "1"],
  ["m_KeepOriginalPositionXZ", "0"],
  ["m_HeightFromFeet", "0"],
  ["m_Mirror", "0"],
];

/** The whole clip, written the way Unity writes it. */
function emitFresh(doc: UnityClipDocument): Uint8Array {
  const e = new Emitter();
  e.line(0, "%YAML 1.1");
  e.line(0, "%TAG !u! tag:unity3d.com,2011:");
  e.line(0, "--- !u!74 &7400000");
  e.line(0, "AnimationClip:");
  e.line(2, "m_ObjectHideFlags: 0");
  e.line(2, "m_CorrespondingSourceObject: {fileID: 0}");
  e.line(2, "m_PrefabInstance: {fileID: 0}");
  e.line(2, "m_PrefabAsset: {fileID: 0}");
  e.line(2, `m_Name: ${formatUnityString(doc.name)}`);
  e.line(2, "serializedVersion: 6");
  e.line(2, `m_Legacy: ${doc.legacy ? 1 : 0}`);
  e.line(2, "m_Compressed: 0");
  e.line(2, "m_UseHighQualityCurve: 1");
  const list = (name: UnityClipCurve["list"]) => {
    const curves = doc.curves.filter((c) => c.list === name);
    if (curves.length === 0) {
      e.line(2, `${name}: []`);
      return;
    }
    e.line(2, `${name}:`);
    for (const c of curves) emitCurve(e, c);
  };
  list("m_RotationCurves");
  e.line(2, "m_CompressedRotationCurves: []");
  list("m_EulerCurves");
  list("m_PositionCurves");
  list("m_ScaleCurves");
  list("m_FloatCurves");
  if (doc.pptrCurves.length === 0) e.line(2, "m_PPtrCurves: []");
  else {
    e.line(2, "m_PPtrCurves:");
    for (const p of doc.pptrCurves) {
      if (p.time.length === 0) e.line(2, "- curve: []");
      else {
        e.line(2, "- curve:");
        p.values.forEach((ref, i) => {
          e.line(4, `- time: ${formatUnityFloat(p.time[i]!)}`);
          e.flow(6, "value: ", refPairs(ref));
        });
      }
      e.line(4, `attribute: ${formatUnityString(p.attribute)}`);
      e.line(4, `path: ${formatUnityString(p.path)}`);
      e.line(4, `classID: ${p.classID ?? "0"}`);
      e.flow(4, "script: ", refPairs(p.script ?? { fileID: "0", guid: null, type: null }));
    }
  }
  e.line(2, `m_SampleRate: ${formatUnityFloat(doc.sampleRate)}`);
  e.line(2, `m_WrapMode: ${doc.wrapMode}`);
  e.line(2, "m_Bounds:");
  e.line(4, "m_Center: {x: 0, y: 0, z: 0}");
  e.line(4, "m_Extent: {x: 0, y: 0, z: 0}");
  // Left for Unity to rebuild from the curves when it imports the clip.
  e.line(2, "m_ClipBindingConstant:");
  e.line(4, "genericBindings: []");
  e.line(4, "pptrCurveMapping: []");
  e.line(2, "m_AnimationClipSettings:");
  const settings = new Map<string, string>(SETTINGS_DEFAULTS);
  for (const [k, v] of Object.entries(doc.settings)) settings.set(k, v);
  for (const [k, v] of settings) e.line(4, `${k}: ${v}`);
  list("m_EditorCurves");
  list("m_EulerEditorCurves");
  e.line(2, "m_HasGenericRootTransform: 0");
  e.line(2, "m_HasMotionFloatCurves: 0");
  if (doc.events.length === 0) e.line(2, "m_Events: []");
  else {
    e.line(2, "m_Events:");
    for (const ev of doc.events) {
      e.line(2, `- time: ${formatUnityFloat(ev.time)}`);
      e.line(4, `functionName: ${formatUnityString(ev.functionName)}`);
      e.line(4, `data: ${formatUnityString(ev.data)}`);
      const other = {
        objectReferenceParameter: "{fileID: 0}",
        floatParameter: "0",
        intParameter: "0",
        messageOptions: "0",
        ...ev.other,
      };
      for (const [k, v] of Object.entries(other)) e.line(4, `${k}: ${v}`);
    }
  }
  return e.out.bytes();
}

/** Whether `doc` has the same shape as `orig` (same curves, keys and events), so spans apply. */
function sameShape(doc: UnityClipDocument, orig: UnityClipDocument): boolean {
  if (doc.curves.length !== orig.curves.length) return false;
  for (let i = 0; i < doc.curves.length; i++) {
    const a = doc.curves[i]!;
    const b = orig.curves[i]!;
    if (a.list !== b.list || a.dims !== b.dims || a.time.length !== b.time.length) return false;
    if ((a.attribute === null) !== (b.attribute === null)) return false;
    if (a.components.length !== b.components.length) return false;
    if (a.components.some((k) => k.time !== a.time || k.value.length !== a.time.length)) {
      return false;
    }
    if (a.classID !== b.classID || JSON.stringify(a.script) !== JSON.stringify(b.script)) {
      return false;
    }
  }
  if (doc.pptrCurves.length !== orig.pptrCurves.length) return false;
  for (let i = 0; i < doc.pptrCurves.length; i++) {
    const a = doc.pptrCurves[i]!;
    const b = orig.pptrCurves[i]!;
    if (a.time.length !== b.time.length) return false;
    if (JSON.stringify(a.values) !== JSON.stringify(b.values)) return false;
  }
  if (doc.events.length !== orig.events.length) return false;
  for (let i = 0; i < doc.events.length; i++) {
    if (JSON.stringify(doc.events[i]!.other) !== JSON.stringify(orig.events[i]!.other)) {
      return false;
    }
  }
  const keys = Object.keys(doc.settings);
  const origKeys = Object.keys(orig.settings);
  return keys.length === origKeys.length && keys.every((k, i) => k === origKeys[i]) &&
    doc.legacy === orig.legacy;
}

/** The source with the changed scalars replaced, or null when the shape changed. */
function splice(doc: UnityClipDocument, source: string): string | null {
  const body = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const spans: F.FieldSpans = { rows: [], settingKeys: [] };
  const orig = readUnityClip(source, { spans, budgets: { maxKeys: Infinity } });
  if (!sameShape(doc, orig)) return null;
  const edits: [number, number, string][] = [];
  const rows = spans.rows;
  const num = (a: number, b: number, start: number, end: number) => {
    if (!Object.is(a, b)) edits.push([start, end, formatUnityFloat(a)]);
  };
  const str = (a: string, b: string, start: number, end: number) => {
    if (a !== b) edits.push([start, end, formatUnityString(a)]);
  };
  for (let r = 0; r < rows.length; r += 6) {
    const kind = rows[r]!;
    const a = rows[r + 1]!;
    const b = rows[r + 2]!;
    const c = rows[r + 3]!;
    const start = rows[r + 4]!;
    const end = rows[r + 5]!;
    const cur = doc.curves[a];
    const old = orig.curves[a];
    switch (kind) {
      case F.F_TIME:
        num(cur!.time[c]!, old!.time[c]!, start, end);
        break;
      case F.F_VALUE:
        num(cur!.components[b]!.value[c]!, old!.components[b]!.value[c]!, start, end);
        break;
      case F.F_IN_SLOPE:
        num(cur!.components[b]!.inTangent[c]!, old!.components[b]!.inTangent[c]!, start, end);
        break;
      case F.F_OUT_SLOPE:
        num(cur!.components[b]!.outTangent[c]!, old!.components[b]!.outTangent[c]!, start, end);
        break;
      case F.F_IN_WEIGHT:
        num(cur!.components[b]!.inWeight[c]!, old!.components[b]!.inWeight[c]!, start, end);
        break;
      case F.F_OUT_WEIGHT:
        num(cur!.components[b]!.outWeight[c]!, old!.components[b]!.outWeight[c]!, start, end);
        break;
      case F.F_WEIGHTED_MODE: {
        const w = cur!.components[0]!.weightedMode[c]!;
        if (w !== old!.components[0]!.weightedMode[c]) edits.push([start, end, String(w)]);
        break;
      }
      case F.F_TANGENT_MODE:
        if (cur!.tangentMode[c] !== old!.tangentMode[c]) {
          edits.push([start, end, String(cur!.tangentMode[c])]);
        }
        break;
      case F.F_PATH:
        str(cur!.path, old!.path, start, end);
        break;
      case F.F_ATTRIBUTE:
        str(cur!.attribute ?? "", old!.attribute ?? "", start, end);
        break;
      case F.F_PRE:
        if (cur!.preInfinity !== old!.preInfinity) {
          edits.push([start, end, String(cur!.preInfinity)]);
        }
        break;
      case F.F_POST:
        if (cur!.postInfinity !== old!.postInfinity) {
          edits.push([start, end, String(cur!.postInfinity)]);
        }
        break;
      case F.F_PPTR_PATH:
        str(doc.pptrCurves[a]!.path, orig.pptrCurves[a]!.path, start, end);
        break;
      case F.F_PPTR_ATTRIBUTE:
        str(doc.pptrCurves[a]!.attribute, orig.pptrCurves[a]!.attribute, start, end);
        break;
      case F.F_PPTR_TIME:
        num(doc.pptrCurves[a]!.time[c]!, orig.pptrCurves[a]!.time[c]!, start, end);
        break;
      case F.F_EVENT_TIME:
        num(Math.fround(doc.events[a]!.time), orig.events[a]!.time, start, end);
        break;
      case F.F_EVENT_FUNCTION:
        str(doc.events[a]!.functionName, orig.events[a]!.functionName, start, end);
        break;
      case F.F_EVENT_DATA:
        str(doc.events[a]!.data, orig.events[a]!.data, start, end);
        break;
      case F.F_NAME:
        str(doc.name, orig.name, start, end);
        break;
      case F.F_SAMPLE_RATE:
        num(doc.sampleRate, orig.sampleRate, start, end);
        break;
      case F.F_WRAP_MODE:
        if (doc.wrapMode !== orig.wrapMode) edits.push([start, end, String(doc.wrapMode)]);
        break;
      case F.F_SETTING: {
        const key = spans.settingKeys[a]!;
        if (doc.settings[key] !== orig.settings[key]) {
          edits.push([start, end, doc.settings[key] ?? ""]);
        }
        break;
      }
    }
  }
  if (edits.length === 0) return source;
  edits.sort((x, y) => x[0] - y[0]);
  const out: string[] = source.length === body.length ? [] : ["\ufeff"];
  let at = 0;
  for (const [start, end, text] of edits) {
    out.push(body.slice(at, start));
    // An empty value right after its colon needs the space the key left out.
    out.push(start > 0 && body[start - 1] === ":" && text !== "" ? ` ${text}` : text);
    at = end;
  }
  out.push(body.slice(at));
  return out.join("");
}

/**
 * The clip's `.anim` text: a read document back through its own text (only changed scalars
 * respelled), anything else written fresh in Unity's style.
 *
 * @example Rename a path without touching the rest of the file
 * ```ts ignore
 * const doc = readUnityClip(bytes);
 * doc.curves[0]!.path = "Armature/Hips";
 * const text = writeUnityClip(doc);
 * ```
 */
export function writeUnityClip(doc: UnityClipDocument): string {
  if (doc.source !== null) {
    const spliced = splice(doc, doc.source);
    if (spliced !== null) return spliced;
  }
  return new TextDecoder().decode(emitFresh(doc));
}

/**
 * {@linkcode writeUnityClip} as UTF-8 bytes (a clip written fresh goes straight into bytes).
 *
 * @example
 * ```ts ignore
 * const bytes = writeUnityClipBytes(doc);
 * ```
 */
export function writeUnityClipBytes(doc: UnityClipDocument): Uint8Array {
  if (doc.source !== null) {
    const spliced = splice(doc, doc.source);
    if (spliced !== null) return new TextEncoder().encode(spliced);
  }
  return emitFresh(doc);
}
