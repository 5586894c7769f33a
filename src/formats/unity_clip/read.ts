/**
 * Reads a Unity AnimationClip `.anim` file (YAML) into a {@linkcode UnityClipDocument}.
 *
 * Unity's own layout is read by a fast reader of that layout; anything else with the `yaml`
 * package under its failsafe schema (every scalar a string, so 64-bit `fileID`s and Unity's
 * `Infinity` stay as written). Both give one tree, walked once; aliases are never expanded.
 *
 * @module
 */
import {
  Composer,
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  Lexer,
  type Node as YamlNode,
  Parser,
} from "npm:yaml@2.9.1";
import { fastParse, Unsupported } from "./_fast_yaml.ts";
import { MAX_YAML_DEPTH, YAlias, YMap, YSeq, type YValue } from "./_tree.ts";
import { AnimkitError, type Location } from "../../errors.ts";
import { asBytes } from "../../io/bytes.ts";
import { TextPositions } from "../../io/text_position.ts";
import { type Budgets, checkBudget, resolveBudgets } from "../../budget.ts";
import type { UnityKeys } from "../../curves/unity_curve.ts";
import {
  UNITY_CURVE_LISTS,
  UNITY_LIST_DIMS,
  type UnityClipCurve,
  type UnityClipDocument,
  type UnityClipEvent,
  type UnityCurveList,
  type UnityObjectRef,
  type UnityPPtrCurve,
} from "./document.ts";
import * as F from "./_fields.ts";

export type { FieldSpans } from "./_fields.ts";

/** Options of {@linkcode readUnityClip}. */
export interface ReadUnityClipOptions {
  /** Limits (keys over all curves: `maxKeys`). */
  readonly budgets?: Partial<Budgets>;
  /** Collects where each editable scalar sits (for a byte-exact rewrite). */
  readonly spans?: F.FieldSpans;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const CLIP_CLASS_ID = "74";
const ONE_THIRD = Math.fround(1 / 3);
/** Key times beyond ±1e9 s (about 31 years) are not animation: refused where read. */
const MAX_TIME = 1e9;

/** Unity class IDs seen in YAML assets, for saying what a file is when it holds no clip. */
const CLASS_NAMES: Readonly<Record<string, string>> = {
  "1": "GameObject",
  "4": "Transform",
  "91": "AnimatorController",
  "114": "MonoBehaviour",
  "206": "BlendTree",
  "1101": "AnimatorStateTransition",
  "1102": "AnimatorState",
  "1107": "AnimatorStateMachine",
  "1001": "PrefabInstance",
  "21": "Material",
  "29": "OcclusionCullingSettings",
};

/**
 * Whether bytes look like a Unity YAML asset (`%YAML` and Unity's `!u!` tag near the start).
 * Which asset it holds is checked when reading.
 *
 * @example
 * ```ts
 * import { isUnityYaml } from "./read.ts";
 * import { equal } from "node:assert/strict";
 * const text = "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!74 &7400000\nAnimationClip:\n";
 * equal(isUnityYaml(new TextEncoder().encode(text)), true);
 * ```
 */
export function isUnityYaml(bytes: Uint8Array): boolean {
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  const head = String.fromCharCode(...bytes.subarray(start, start + 512));
  return head.startsWith("%YAML") && (head.includes("tag:unity3d.com") || head.includes("!u!"));
}

/** Locations (line:column) of character offsets. */
class Locator {
  #positions: TextPositions;
  constructor(text: string) {
    this.#positions = new TextPositions(text);
  }
  at(offset: number): Location {
    return { kind: "text", ...this.#positions.at(offset) };
  }
}

/** Where a value sits: a collection's or alias's own start, else the position given. */
function startOf(v: YValue, at: number): number {
  return v !== null && typeof v === "object" ? v.start : at;
}

/**
 * The number a plain decimal scalar spells (what `+text` gives), or NaN for anything that needs
 * a closer look: empty text, `.inf`, text that is not a number, collections and aliases.
 */
function plainNumber(v: YValue): number {
  if (typeof v !== "string" || v.length === 0) return NaN;
  const n = +v;
  return n === 0 && v.trim() === "" ? NaN : n;
}

/** Fields Unity writes in every AnimationClip (`m_Events` last) and in every event. */
const CLIP_FIELDS = ["m_Name", "m_SampleRate", "m_WrapMode", "m_AnimationClipSettings", "m_Events"];
const EVENT_FIELDS = [
  "time",
  "functionName",
  "data",
  "objectReferenceParameter",
  "floatParameter",
  "intParameter",
  "messageOptions",
];

/** A reading pass over one clip document's tree. */
class ClipReader {
  readonly loc: Locator;
  readonly spans: F.FieldSpans | undefined;
  readonly budgets: Budgets;
  keys = 0;
  /** The text offsets point into. */
  readonly body: string;
  constructor(text: string, options: ReadUnityClipOptions) {
    this.body = text;
    this.loc = new Locator(text);
    this.spans = options.spans;
    this.budgets = resolveBudgets(options.budgets);
  }

  fail(offset: number, message: string): never {
    throw new AnimkitError("unity-clip", this.loc.at(offset), message);
  }

  /**
   * `what` lacks `field`. When nothing but blank text follows the mapping, the file ends where
   * the field would be: it was cut short (Unity writes every field of a clip and its events).
   */
  missing(m: YMap, what: string, field: string): never {
    if (this.body.slice(m.end).trim() === "") {
      this.fail(
        this.body.length,
        `the file ends early, before ${what}'s ${field} (the file may be cut short)`,
      );
    }
    this.fail(m.start, `${what} has no ${field}`);
  }

  map(v: YValue, at: number, what: string): YMap {
    if (v instanceof YMap) return v;
    if (v instanceof YAlias) this.fail(v.start, `${what}: aliases are not used in Unity clips`);
    if (v === null && this.body.slice(at).trim() === "") {
      this.fail(
        this.body.length,
        `the file ends early, before ${what} (the file may be cut short)`,
      );
    }
    this.fail(startOf(v, at), `${what} must be a mapping`);
  }

  text(v: YValue, what: string): string {
    if (typeof v === "string") return v;
    if (v === null) return "";
    if (v instanceof YAlias) this.fail(v.start, `${what}: aliases are not used in Unity clips`);
    this.fail(v.start, `${what} must be a scalar`);
  }

  number(v: YValue, at: number, what: string): number {
    const t = this.text(v, what);
    let n = +t;
    if (n !== n && t !== "NaN") {
      n = t === ".inf" || t === "+.inf" ? Infinity : t === "-.inf" ? -Infinity : NaN;
      if (n !== n && t !== ".nan") this.fail(at, `${what}: "${t}" is not a number`);
    }
    // Number("") and Number("  ") are 0: only then is the text worth a second look.
    if (n === 0 && t.trim() === "") this.fail(at, `${what} is empty`);
    return n;
  }

  /** The source text of a value (flow mappings kept as written). */
  raw(v: YValue): string {
    if (v === null || typeof v === "string") return v ?? "";
    return v instanceof YAlias ? "" : this.body.slice(v.start, v.end);
  }

  ref(v: YValue, at: number, what: string): UnityObjectRef {
    const m = this.map(v, at, what);
    let fileID: string | null = null;
    let guid: string | null = null;
    let type: string | null = null;
    for (let i = 0; i < m.size; i++) {
      const k = m.key(i);
      if (k === "fileID") fileID = this.text(m.value(i), `${what}.fileID`);
      else if (k === "guid") guid = this.text(m.value(i), `${what}.guid`);
      else if (k === "type") type = this.text(m.value(i), `${what}.type`);
    }
    if (fileID === null) this.fail(m.start, `${what} has no fileID`);
    return { fileID, guid, type };
  }

  /** The value's span, as a row of {@linkcode F.FieldSpans} (pair `i` of `m`). */
  span(kind: number, a: number, b: number, c: number, m: YMap, i: number): void {
    this.spans!.rows.push(kind, a, b, c, m.valueStart(i), m.valueEnd(i));
  }

  /** One key field: a scalar (dims 1) or an `{x, y, z[, w]}` mapping, into `out[c][k]`. */
  vector(
    parent: YMap,
    pair: number,
    dims: number,
    out: Float32Array[],
    k: number,
    label: () => string,
    field: string,
    kind: number,
    curve: number,
  ): void {
    const v = parent.value(pair);
    const at = parent.valueStart(pair);
    if (dims === 1) {
      let x = plainNumber(v);
      if (x !== x) x = this.number(v, at, `${label()}.${field}`);
      out[0]![k] = x;
      if (this.spans) this.span(kind, curve, 0, k, parent, pair);
      return;
    }
    const m = v instanceof YMap ? v : this.map(v, at, `${label()}.${field}`);
    if (m.size !== dims) {
      this.fail(
        m.start,
        `${label()}.${field} has ${m.size} components; keys of this list have ${dims}`,
      );
    }
    let seen = 0;
    for (let i = 0; i < dims; i++) {
      const name = m.key(i);
      const c = name === "x"
        ? 0
        : name === "y"
        ? 1
        : name === "z"
        ? 2
        : name === "w" && dims === 4
        ? 3
        : -1;
      if (c < 0 || (seen & (1 << c)) !== 0) {
        this.fail(m.keyStart(i), `${label()}.${field}: unexpected component "${name}"`);
      }
      seen |= 1 << c;
      const cv = m.value(i);
      let x = plainNumber(cv);
      if (x !== x) x = this.number(cv, m.valueStart(i), `${label()}.${field}.${name}`);
      out[c]![k] = x;
      if (this.spans) this.span(kind, curve, c, k, m, i);
    }
  }

  /** A list's items: a sequence, or nothing for an empty value. */
  items(v: YValue, at: number, what: string): YSeq | null {
    if (v instanceof YSeq) return v;
    if (v === null || v === "") return null;
    if (v instanceof YAlias) this.fail(v.start, `${what}: aliases are not used in Unity clips`);
    this.fail(startOf(v, at), `${what} must be a list`);
  }

  curve(entry: YValue, at: number, list: UnityCurveList, index: number): UnityClipCurve {
    const where = `${list}[${index}]`;
    const m = this.map(entry, at, where);
    const dims = UNITY_LIST_DIMS[list];
    let path = "";
    let attribute: string | null = null;
    let classID: string | null = null;
    let script: UnityObjectRef | null = null;
    let curveNode: YMap | null = null;
    for (let i = 0; i < m.size; i++) {
      const k = m.key(i);
      const v = m.value(i);
      const a = m.valueStart(i);
      if (k === "curve") curveNode = this.map(v, a, `${where}.curve`);
      else if (k === "path") {
        path = this.text(v, `${where}.path`);
        if (this.spans) this.span(F.F_PATH, index, 0, 0, m, i);
      } else if (k === "attribute") {
        attribute = this.text(v, `${where}.attribute`);
        if (this.spans) this.span(F.F_ATTRIBUTE, index, 0, 0, m, i);
      } else if (k === "classID") classID = this.text(v, `${where}.classID`);
      else if (k === "script") script = this.ref(v, a, `${where}.script`);
    }
    if (curveNode === null) this.fail(m.start, `${where} has no curve`);
    let keysNode: YSeq | null = null;
    let keysAt = curveNode.start;
    let pre = 2;
    let post = 2;
    let rotationOrder: number | null = null;
    let curveVersion: string | null = null;
    for (let i = 0; i < curveNode.size; i++) {
      const k = curveNode.key(i);
      const v = curveNode.value(i);
      const a = curveNode.valueStart(i);
      if (k === "m_Curve") {
        keysNode = this.items(v, a, `${where}.m_Curve`);
        keysAt = a;
      } else if (k === "m_PreInfinity") {
        pre = this.number(v, a, `${where}.m_PreInfinity`);
        if (this.spans) this.span(F.F_PRE, index, 0, 0, curveNode, i);
      } else if (k === "m_PostInfinity") {
        post = this.number(v, a, `${where}.m_PostInfinity`);
        if (this.spans) this.span(F.F_POST, index, 0, 0, curveNode, i);
      } else if (k === "m_RotationOrder") {
        rotationOrder = this.number(v, a, `${where}.m_RotationOrder`);
      } else if (k === "serializedVersion") curveVersion = this.text(v, where);
    }
    const n = keysNode === null ? 0 : keysNode.items.length;
    this.keys += n;
    // (The location is worked out only for a refusal.)
    if (this.keys > this.budgets.maxKeys) {
      checkBudget(this.budgets, "maxKeys", this.keys, {
        format: "unity-clip",
        origin: "file",
        what: `${this.keys} keys`,
        location: this.loc.at(keysAt),
      });
    }
    const time = new Float32Array(n);
    const buffer = new ArrayBuffer(n * dims * (5 * 4 + 1));
    const comp = (f: number, c: number) => new Float32Array(buffer, (f * dims + c) * n * 4, n);
    const value: Float32Array[] = [];
    const inSlope: Float32Array[] = [];
    const outSlope: Float32Array[] = [];
    const inWeight: Float32Array[] = [];
    const outWeight: Float32Array[] = [];
    const modes: Uint8Array[] = [];
    for (let c = 0; c < dims; c++) {
      value.push(comp(0, c));
      inSlope.push(comp(1, c));
      outSlope.push(comp(2, c));
      inWeight.push(comp(3, c).fill(ONE_THIRD));
      outWeight.push(comp(4, c).fill(ONE_THIRD));
      modes.push(new Uint8Array(buffer, 5 * dims * n * 4 + c * n, n));
    }
    const tangentMode = new Int32Array(n);
    let keyVersion: string | null = null;
    for (let i = 0; i < n; i++) {
      // Labels are spelled out only for an error: a clip has hundreds of thousands of fields.
      const kw = () => `${where}.m_Curve[${i}]`;
      const item = keysNode!.items[i]!;
      const key = item instanceof YMap ? item : this.map(item, keysNode!.at[i]!, kw());
      let hasTime = false;
      let hasValue = false;
      for (let j = 0; j < key.size; j++) {
        const v = key.value(j);
        const a = key.valueStart(j);
        switch (key.key(j)) {
          case "time": {
            let x = plainNumber(v);
            if (x !== x) x = this.number(v, a, `${kw()}.time`);
            const t = Math.fround(x);
            if (!(Math.abs(t) <= MAX_TIME)) {
              this.fail(a, `${kw()}.time is out of range (±${MAX_TIME} s)`);
            }
            if (i > 0 && t < time[i - 1]!) {
              this.fail(a, `key times out of order: ${t} after ${time[i - 1]} (keys must ascend)`);
            }
            time[i] = t;
            hasTime = true;
            if (this.spans) this.span(F.F_TIME, index, 0, i, key, j);
            break;
          }
          case "value":
            this.vector(key, j, dims, value, i, kw, "value", F.F_VALUE, index);
            hasValue = true;
            break;
          case "inSlope":
            this.vector(key, j, dims, inSlope, i, kw, "inSlope", F.F_IN_SLOPE, index);
            break;
          case "outSlope":
            this.vector(key, j, dims, outSlope, i, kw, "outSlope", F.F_OUT_SLOPE, index);
            break;
          case "inWeight":
            this.vector(key, j, dims, inWeight, i, kw, "inWeight", F.F_IN_WEIGHT, index);
            break;
          case "outWeight":
            this.vector(key, j, dims, outWeight, i, kw, "outWeight", F.F_OUT_WEIGHT, index);
            break;
          case "weightedMode": {
            let w = plainNumber(v);
            if (w !== w) w = this.number(v, a, `${kw()}.weightedMode`);
            for (let c = 0; c < dims; c++) modes[c]![i] = w & 3;
            if (this.spans) this.span(F.F_WEIGHTED_MODE, index, 0, i, key, j);
            break;
          }
          case "tangentMode": {
            let m = plainNumber(v);
            if (m !== m) m = this.number(v, a, `${kw()}.tangentMode`);
            tangentMode[i] = m;
            if (this.spans) this.span(F.F_TANGENT_MODE, index, 0, i, key, j);
            break;
          }
          case "serializedVersion":
            keyVersion = typeof v === "string" ? v : this.text(v, kw());
            break;
        }
      }
      if (!hasTime) this.fail(key.start, `${kw()} has no time`);
      if (!hasValue) this.fail(key.start, `${kw()} has no value`);
    }
    const components: UnityKeys[] = [];
    for (let c = 0; c < dims; c++) {
      components.push({
        time,
        value: value[c]!,
        inTangent: inSlope[c]!,
        outTangent: outSlope[c]!,
        inWeight: inWeight[c]!,
        outWeight: outWeight[c]!,
        weightedMode: modes[c]!,
      });
    }
    return {
      list,
      path,
      attribute,
      classID,
      script,
      preInfinity: pre,
      postInfinity: post,
      rotationOrder,
      curveVersion,
      dims,
      time,
      components,
      tangentMode,
      keyVersion,
    };
  }

  pptr(entry: YValue, at: number, index: number): UnityPPtrCurve {
    const where = `m_PPtrCurves[${index}]`;
    const m = this.map(entry, at, where);
    let path = "";
    let attribute = "";
    let classID: string | null = null;
    let script: UnityObjectRef | null = null;
    let keys: YSeq | null = null;
    for (let i = 0; i < m.size; i++) {
      const k = m.key(i);
      const v = m.value(i);
      const a = m.valueStart(i);
      if (k === "curve") {
        if (v instanceof YSeq) keys = v;
        else if (v !== null && typeof v === "object") this.fail(v.start, `${where}.curve: a list`);
      } else if (k === "path") {
        path = this.text(v, `${where}.path`);
        if (this.spans) this.span(F.F_PPTR_PATH, index, 0, 0, m, i);
      } else if (k === "attribute") {
        attribute = this.text(v, `${where}.attribute`);
        if (this.spans) this.span(F.F_PPTR_ATTRIBUTE, index, 0, 0, m, i);
      } else if (k === "classID") classID = this.text(v, `${where}.classID`);
      else if (k === "script") script = this.ref(v, a, `${where}.script`);
    }
    const n = keys === null ? 0 : keys.items.length;
    this.keys += n;
    if (this.keys > this.budgets.maxKeys) {
      checkBudget(this.budgets, "maxKeys", this.keys, {
        format: "unity-clip",
        origin: "file",
        what: `${this.keys} keys`,
        location: this.loc.at(m.start),
      });
    }
    const time = new Float32Array(n);
    const values: UnityObjectRef[] = [];
    for (let i = 0; i < n; i++) {
      const kw = `${where}.curve[${i}]`;
      const km = this.map(keys!.items[i]!, keys!.at[i]!, kw);
      let ref: UnityObjectRef | null = null;
      let hasTime = false;
      for (let j = 0; j < km.size; j++) {
        const k = km.key(j);
        const v = km.value(j);
        const a = km.valueStart(j);
        if (k === "time") {
          const t = Math.fround(this.number(v, a, `${kw}.time`));
          if (!(Math.abs(t) <= MAX_TIME)) {
            this.fail(a, `${kw}.time is out of range (±${MAX_TIME} s)`);
          }
          if (i > 0 && t < time[i - 1]!) {
            this.fail(a, `key times out of order: ${t} after ${time[i - 1]}`);
          }
          time[i] = t;
          hasTime = true;
          if (this.spans) this.span(F.F_PPTR_TIME, index, 0, i, km, j);
        } else if (k === "value") ref = this.ref(v, a, `${kw}.value`);
      }
      if (!hasTime) this.fail(km.start, `${kw} has no time`);
      if (ref === null) this.fail(km.start, `${kw} has no value`);
      values.push(ref);
    }
    return { path, attribute, classID, script, time, values };
  }

  event(entry: YValue, at: number, index: number): UnityClipEvent {
    const where = `m_Events[${index}]`;
    const m = this.map(entry, at, where);
    let time = 0;
    let functionName = "";
    let data = "";
    const other: Record<string, string> = {};
    for (let i = 0; i < m.size; i++) {
      const k = m.key(i);
      const v = m.value(i);
      const a = m.valueStart(i);
      if (k === "time") {
        time = Math.fround(this.number(v, a, `${where}.time`));
        if (this.spans) this.span(F.F_EVENT_TIME, index, 0, 0, m, i);
      } else if (k === "functionName") {
        functionName = this.text(v, `${where}.functionName`);
        if (this.spans) this.span(F.F_EVENT_FUNCTION, index, 0, 0, m, i);
      } else if (k === "data") {
        data = this.text(v, `${where}.data`);
        if (this.spans) this.span(F.F_EVENT_DATA, index, 0, 0, m, i);
      } else {
        if (k === "floatParameter" || k === "intParameter" || k === "messageOptions") {
          this.number(v, a, `${where}.${k}`);
        }
        other[k] = typeof v === "string" || v === null ? this.text(v, k) : this.raw(v);
      }
    }
    for (const field of EVENT_FIELDS) {
      if (m.lastIndexOf(field) < 0) this.missing(m, where, field);
    }
    return { time, functionName, data, other };
  }
}

/** Says what a Unity YAML file holds, from its document headers (`--- !u!<classID> &<id>`). */
function describeUnityYaml(text: string): string {
  const names = new Map<string, number>();
  const re = /^--- !u!(-?\d+) &-?\d+[^\n]*\r?\n([A-Za-z_]\w*):/gm;
  for (let m = re.exec(text); m !== null && names.size < 50; m = re.exec(text)) {
    const name = m[2] ?? CLASS_NAMES[m[1]!] ?? `class ${m[1]}`;
    names.set(name, (names.get(name) ?? 0) + 1);
  }
  if (names.size === 0) return "no Unity objects";
  const list = [...names].slice(0, 4).map(([n, c]) => (c > 1 ? `${c}× ${n}` : n)).join(", ");
  const kind = names.has("AnimatorController")
    ? " (an animator controller)"
    : names.has("GameObject") || names.has("PrefabInstance")
    ? " (a prefab or scene)"
    : "";
  return `${list}${names.size > 4 ? ", …" : ""}${kind}`;
}

/**
 * Parses a Unity AnimationClip from `.anim` bytes (or text).
 *
 * @throws {AnimkitError} with a line:column location for text that is not YAML, YAML that is
 *   not an AnimationClip (the error says what the file holds), a file that ends early (cut
 *   short: a clip or event without the fields Unity always writes, or a last line broken off),
 *   keys out of time order, vector keys with the wrong components, aliases, nesting deeper than
 *   64 levels, and counts over the budgets.
 *
 * @example Read a clip with one float curve
 * ```ts
 * import { readUnityClip } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const text = `%YAML 1.1
 * %TAG !u! tag:unity3d.com,2011:
 * --- !u!74 &7400000
 * AnimationClip:
 *   m_Name: Blink
 *   m_FloatCurves:
 *   - curve:
 *       serializedVersion: 2
 *       m_Curve:
 *       - serializedVersion: 3
 *         time: 0
 *         value: 1
 *         inSlope: 0
 *         outSlope: 0
 *         tangentMode: 0
 *         weightedMode: 0
 *         inWeight: 0.33333334
 *         outWeight: 0.33333334
 *       m_PreInfinity: 2
 *       m_PostInfinity: 2
 *       m_RotationOrder: 4
 *     attribute: blendShape.Blink
 *     path: Body
 *     classID: 137
 *     script: {fileID: 0}
 *   m_SampleRate: 60
 *   m_WrapMode: 0
 *   m_AnimationClipSettings:
 *     m_LoopTime: 0
 *   m_Events: []
 * `;
 * const doc = readUnityClip(new TextEncoder().encode(text));
 * equal(doc.name, "Blink");
 * equal(doc.curves[0]!.attribute, "blendShape.Blink");
 * ```
 */
export function readUnityClip(
  input: Uint8Array | string,
  options: ReadUnityClipOptions = {},
): UnityClipDocument {
  let text: string;
  if (typeof input === "string") text = input;
  else {
    const bytes = asBytes(input, "unity-clip");
    try {
      text = UTF8.decode(bytes);
    } catch {
      throw new AnimkitError("unity-clip", { kind: "byte", offset: 0 }, "not UTF-8 text");
    }
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const bomShift = body.length === text.length ? 0 : 1;
  const loc = new Locator(text);
  if (!body.startsWith("%YAML")) {
    throw new AnimkitError("unity-clip", loc.at(0), "not a Unity YAML file (no %YAML header)");
  }
  const header = /^--- !u!74 &-?\d+[^\n]*\r?\n/m.exec(body);
  if (header === null) {
    throw new AnimkitError(
      "unity-clip",
      loc.at(0),
      `not an AnimationClip: this Unity YAML file holds ${describeUnityYaml(body)}`,
    );
  }
  if (options.spans === undefined) {
    // Unity's own layout reads without the general YAML parser (over ten times faster); anything
    // outside it, and every error, goes through the `yaml` package below.
    const start = header.index + header[0].length;
    const next = body.indexOf("\n---", start);
    const end = next < 0 ? body.length : next + 1;
    try {
      const tree = fastParse(body, start, end);
      return walkClip(newReader(body, text, bomShift, options), tree, header.index, text);
    } catch (error) {
      if (!(error instanceof Unsupported) && !(error instanceof AnimkitError)) throw error;
    }
  }
  const reader: ClipReader = newReader(body, text, bomShift, options);
  // A file Unity wrote ends with a line break after a complete line: a YAML error where the
  // text ends, or on a last line without a line break, is where the file was cut.
  const broken = !/[\r\n]$/.test(body);
  const lastLine = broken ? body.lastIndexOf("\n") + 1 : body.trimEnd().length;
  const cut = (offset: number) => {
    if (offset >= lastLine) {
      reader.fail(body.length, "the file ends early, inside a value (the file may be cut short)");
    }
  };
  const docs = parseYaml(body, reader);
  const clipDoc = docs.find((d) =>
    d.contents !== null &&
    (d.contents as YamlNode).tag === `tag:unity3d.com,2011:${CLIP_CLASS_ID}`
  ) ?? docs.find((d) => d.range[0] <= header.index && header.index < d.range[2]);
  if (clipDoc === undefined) reader.fail(header.index, "no AnimationClip document");
  const error = clipDoc.errors[0];
  if (error !== undefined) {
    cut(error.pos[0]);
    const message = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    reader.fail(error.pos[0], message);
  }
  try {
    return walkClip(reader, toTree(clipDoc.contents, reader), header.index, text);
  } catch (e) {
    if (e instanceof AnimkitError && e.location.kind === "text" && broken) {
      const last = reader.loc.at(lastLine);
      if (last.kind === "text" && e.location.line >= last.line) cut(lastLine);
    }
    throw e;
  }
}

/**
 * The text's YAML documents by the `yaml` package (failsafe schema: every scalar a string),
 * refusing collections nested deeper than {@linkcode MAX_YAML_DEPTH} before they are built (a
 * deeper file would exhaust the stack, at a place that changes from run to run).
 */
function parseYaml(body: string, reader: ClipReader): Document.Parsed[] {
  const parser = new Parser();
  function* tokens() {
    for (const lexeme of new Lexer().lex(body)) {
      yield* parser.next(lexeme);
      // The parser's stack holds the document and each open collection.
      if (parser.stack.length > MAX_YAML_DEPTH + 1) {
        reader.fail(
          Math.min(parser.offset, body.length),
          `YAML nested more than ${MAX_YAML_DEPTH} levels deep`,
        );
      }
    }
    yield* parser.end();
  }
  const composer = new Composer({ schema: "failsafe", uniqueKeys: false });
  return [...composer.compose(tokens())] as Document.Parsed[];
}

/** A `yaml` package node as the reader's tree (depth already bounded by the parse). */
function toTree(node: unknown, reader: ClipReader): YValue {
  if (node === null || node === undefined) return null;
  if (isAlias(node)) return new YAlias(node.range?.[0] ?? 0);
  if (isScalar(node)) {
    const v = node.value;
    // An empty plain value (`key:`) is null, as the fast reader reads it; `''` stays "".
    const r = node.range;
    if (v === null || v === undefined || (v === "" && r && r[0] === r[1])) return null;
    return String(v);
  }
  if (isMap(node)) {
    const m = new YMap(node.range?.[0] ?? 0);
    m.end = node.range?.[1] ?? m.start;
    for (const pair of node.items) {
      const key = pair.key as YamlNode | null;
      const keyStart = key?.range?.[0] ?? m.start;
      if (isAlias(key)) reader.fail(keyStart, "aliases are not used in Unity clips");
      if (key !== null && !isScalar(key)) reader.fail(keyStart, "a key must be a scalar");
      const value = pair.value as YamlNode | null;
      const k = key === null ? "" : String(key.value ?? "");
      if (value !== null && value !== undefined && value.range) {
        m.push(k, toTree(value, reader), keyStart, value.range[0], value.range[1]);
      } else {
        // `key:` with nothing after it: the empty value sits past the colon and a space.
        const at = (key?.range?.[1] ?? keyStart) + 2;
        m.push(k, toTree(value, reader), keyStart, at, at);
      }
    }
    return m;
  }
  if (isSeq(node)) {
    const s = new YSeq(node.range?.[0] ?? 0);
    s.end = node.range?.[1] ?? s.start;
    for (const item of node.items) {
      s.items.push(toTree(item, reader));
      s.at.push((item as YamlNode | null)?.range?.[0] ?? s.start);
    }
    return s;
  }
  return null;
}

/** A reader whose locations are in `text` (offsets in `body`, shifted past a BOM). */
function newReader(
  body: string,
  text: string,
  bomShift: number,
  options: ReadUnityClipOptions,
): ClipReader {
  const reader = new ClipReader(body, options);
  if (bomShift !== 0) {
    const inner = new Locator(text);
    reader.loc.at = (offset: number) => inner.at(offset + 1);
  }
  return reader;
}

/** The AnimationClip document's root mapping → the document. */
function walkClip(
  reader: ClipReader,
  contents: YValue,
  headerAt: number,
  text: string,
): UnityClipDocument {
  const root = reader.map(contents, headerAt, "the AnimationClip document");
  const top = root.lastIndexOf("AnimationClip");
  if (top < 0) reader.fail(root.start, "not an AnimationClip document");
  if (root.value(top) === null) reader.missing(root, "the AnimationClip", "fields");
  const clip = reader.map(root.value(top), root.valueStart(top), "AnimationClip");
  const doc: UnityClipDocument = {
    name: "",
    sampleRate: 60,
    wrapMode: 0,
    legacy: false,
    curves: [],
    pptrCurves: [],
    events: [],
    settings: {},
    compressedRotationCurves: 0,
    source: text,
  };
  // Unity writes every one of these (`m_Events` last): a clip without one was cut short (said
  // before anything else of what the cut left), or was not written by Unity. An empty value is
  // what a cut after the colon leaves.
  for (const field of CLIP_FIELDS) {
    const i = clip.lastIndexOf(field);
    if (i < 0 || (clip.value(i) === null && field !== "m_Name")) {
      reader.missing(clip, "the AnimationClip", field);
    }
  }
  let compressed = 0;
  /** Pair index of each list, by name (the last of repeated keys). */
  const lists = new Map<string, number>();
  for (let i = 0; i < clip.size; i++) {
    const k = clip.key(i);
    const v = clip.value(i);
    const a = clip.valueStart(i);
    if ((UNITY_CURVE_LISTS as readonly string[]).includes(k)) lists.set(k, i);
    else if (k === "m_PPtrCurves" || k === "m_Events") lists.set(k, i);
    else if (k === "m_Name") {
      doc.name = reader.text(v, "m_Name");
      if (reader.spans) reader.span(F.F_NAME, 0, 0, 0, clip, i);
    } else if (k === "m_SampleRate") {
      doc.sampleRate = reader.number(v, a, "m_SampleRate");
      if (reader.spans) reader.span(F.F_SAMPLE_RATE, 0, 0, 0, clip, i);
    } else if (k === "m_WrapMode") {
      doc.wrapMode = reader.number(v, a, "m_WrapMode");
      if (reader.spans) reader.span(F.F_WRAP_MODE, 0, 0, 0, clip, i);
    } else if (k === "m_Legacy") doc.legacy = reader.text(v, "m_Legacy") === "1";
    else if (k === "m_CompressedRotationCurves" && v instanceof YSeq) {
      compressed = v.items.length;
    } else if (k === "m_AnimationClipSettings" && v !== null) {
      const settings = reader.map(v, a, "m_AnimationClipSettings");
      for (let j = 0; j < settings.size; j++) {
        const key = settings.key(j);
        const s = settings.value(j);
        const scalar = s === null || typeof s === "string";
        doc.settings[key] = scalar ? reader.text(s, key) : reader.raw(s);
        if (reader.spans && scalar) {
          reader.spans.settingKeys.push(key);
          reader.span(F.F_SETTING, reader.spans.settingKeys.length - 1, 0, 0, settings, j);
        }
      }
    }
  }
  const seq = (name: string): YSeq | null => {
    const i = lists.get(name);
    if (i === undefined) return null;
    return reader.items(clip.value(i), clip.valueStart(i), name);
  };
  for (const list of UNITY_CURVE_LISTS) {
    const s = seq(list);
    if (s === null) continue;
    for (let i = 0; i < s.items.length; i++) {
      doc.curves.push(reader.curve(s.items[i]!, s.at[i]!, list, doc.curves.length));
    }
  }
  const pptr = seq("m_PPtrCurves");
  if (pptr !== null) {
    for (let i = 0; i < pptr.items.length; i++) {
      doc.pptrCurves.push(reader.pptr(pptr.items[i]!, pptr.at[i]!, i));
    }
  }
  const events = seq("m_Events");
  if (events !== null) {
    for (let i = 0; i < events.items.length; i++) {
      doc.events.push(reader.event(events.items[i]!, events.at[i]!, i));
    }
  }
  return { ...doc, compressedRotationCurves: compressed };
}
