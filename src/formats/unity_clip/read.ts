/**
 * Reads a Unity AnimationClip `.anim` file (YAML) into a {@linkcode UnityClipDocument}.
 *
 * The YAML is parsed with the `yaml` package under its failsafe schema (every scalar a string,
 * so 64-bit `fileID`s and Unity's `Infinity` stay as written); aliases are never expanded.
 *
 * @module
 */
import {
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  type Node as YamlNode,
  type Pair,
  parseAllDocuments,
  type YAMLMap,
} from "npm:yaml@2.9.1";
import { fastParse, Unsupported } from "./_fast_yaml.ts";
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

/** Options of {@linkcode readUnityClip}. */
export interface ReadUnityClipOptions {
  /** Limits (keys over all curves: `maxKeys`). */
  readonly budgets?: Partial<Budgets>;
  /** Collects where each editable scalar sits (for a byte-exact rewrite). */
  readonly spans?: F.FieldSpans;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const ENCODER = new TextEncoder();
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
 * import { isUnityYaml } from "@animkit/animkit";
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

/** A reading pass over one clip document. */
class ClipReader {
  readonly loc: Locator;
  readonly spans: F.FieldSpans | undefined;
  readonly budgets: Budgets;
  keys = 0;
  /** The text node ranges point into. */
  readonly body: string;
  constructor(text: string, options: ReadUnityClipOptions) {
    this.body = text;
    this.loc = new Locator(text);
    this.spans = options.spans;
    this.budgets = resolveBudgets(options.budgets);
  }

  fail(node: YamlNode | Pair | null | undefined, message: string): never {
    const range = node && "range" in node ? node.range : undefined;
    const key = node && "key" in node ? (node.key as YamlNode | null) : undefined;
    const offset = range?.[0] ?? key?.range?.[0] ?? 0;
    throw new AnimkitError("unity-clip", this.loc.at(offset), message);
  }

  span(kind: number, a: number, b: number, c: number, node: YamlNode): void {
    const r = node.range!;
    this.spans!.rows.push(kind, a, b, c, r[0], r[1]);
  }

  map(node: unknown, what: string): YAMLMap<unknown, unknown> {
    if (isAlias(node)) this.fail(node, `${what}: aliases are not used in Unity clips`);
    if (!isMap(node)) this.fail(node as YamlNode, `${what} must be a mapping`);
    return node;
  }

  text(node: unknown, what: string): string {
    if (node === null || node === undefined) return "";
    if (isAlias(node)) this.fail(node, `${what}: aliases are not used in Unity clips`);
    if (!isScalar(node)) this.fail(node as YamlNode, `${what} must be a scalar`);
    const v = node.value;
    return v === null || v === undefined ? "" : String(v);
  }

  number(node: unknown, what: string): number {
    const t = this.text(node, what);
    let n = +t;
    if (n !== n && t !== "NaN") {
      n = t === ".inf" || t === "+.inf" ? Infinity : t === "-.inf" ? -Infinity : NaN;
      if (n !== n && t !== ".nan") this.fail(node as YamlNode, `${what}: "${t}" is not a number`);
    }
    // Number("") and Number("  ") are 0: only then is the text worth a second look.
    if (n === 0 && t.trim() === "") this.fail(node as YamlNode, `${what} is empty`);
    return n;
  }

  /** The source text of a node (flow mappings kept as written). */
  raw(node: unknown): string {
    if (node === null || node === undefined) return "";
    const r = (node as YamlNode).range;
    return r ? this.body.slice(r[0], r[1]) : "";
  }

  ref(node: unknown, what: string): UnityObjectRef {
    const m = this.map(node, what);
    let fileID: string | null = null;
    let guid: string | null = null;
    let type: string | null = null;
    for (const pair of m.items) {
      const k = this.text(pair.key, what);
      if (k === "fileID") fileID = this.text(pair.value, `${what}.fileID`);
      else if (k === "guid") guid = this.text(pair.value, `${what}.guid`);
      else if (k === "type") type = this.text(pair.value, `${what}.type`);
    }
    if (fileID === null) this.fail(m, `${what} has no fileID`);
    return { fileID, guid, type };
  }

  /** One key field: a scalar (dims 1) or an `{x, y, z[, w]}` mapping, into `out[c][i]`. */
  vector(
    node: unknown,
    dims: number,
    out: Float32Array[],
    i: number,
    what: string,
    kind: number,
    curve: number,
  ): void {
    if (dims === 1) {
      out[0]![i] = this.number(node, what);
      if (this.spans) this.span(kind, curve, 0, i, node as YamlNode);
      return;
    }
    const m = this.map(node, what);
    if (m.items.length !== dims) {
      this.fail(m, `${what} has ${m.items.length} components; keys of this list have ${dims}`);
    }
    let seen = 0;
    for (const pair of m.items) {
      const k = this.text(pair.key, what);
      const c = k === "x" ? 0 : k === "y" ? 1 : k === "z" ? 2 : k === "w" && dims === 4 ? 3 : -1;
      if (c < 0 || (seen & (1 << c)) !== 0) {
        this.fail(pair.key as YamlNode, `${what}: unexpected component "${k}"`);
      }
      seen |= 1 << c;
      out[c]![i] = this.number(pair.value, `${what}.${k}`);
      if (this.spans) this.span(kind, curve, c, i, pair.value as YamlNode);
    }
  }

  curve(entry: unknown, list: UnityCurveList, index: number): UnityClipCurve {
    const where = `${list}[${index}]`;
    const m = this.map(entry, where);
    const dims = UNITY_LIST_DIMS[list];
    let path = "";
    let attribute: string | null = null;
    let classID: string | null = null;
    let script: UnityObjectRef | null = null;
    let curveNode: YAMLMap<unknown, unknown> | null = null;
    for (const pair of m.items) {
      const k = this.text(pair.key, where);
      if (k === "curve") curveNode = this.map(pair.value, `${where}.curve`);
      else if (k === "path") {
        path = this.text(pair.value, `${where}.path`);
        if (this.spans) this.spanOf(F.F_PATH, index, pair);
      } else if (k === "attribute") {
        attribute = this.text(pair.value, `${where}.attribute`);
        if (this.spans) this.spanOf(F.F_ATTRIBUTE, index, pair);
      } else if (k === "classID") classID = this.text(pair.value, `${where}.classID`);
      else if (k === "script") script = this.ref(pair.value, `${where}.script`);
    }
    if (curveNode === null) this.fail(m, `${where} has no curve`);
    let keysNode: unknown = undefined;
    let pre = 2;
    let post = 2;
    let rotationOrder: number | null = null;
    let curveVersion: string | null = null;
    for (const pair of curveNode.items) {
      const k = this.text(pair.key, where);
      if (k === "m_Curve") keysNode = pair.value;
      else if (k === "m_PreInfinity") {
        pre = this.number(pair.value, `${where}.m_PreInfinity`);
        if (this.spans) this.spanOf(F.F_PRE, index, pair);
      } else if (k === "m_PostInfinity") {
        post = this.number(pair.value, `${where}.m_PostInfinity`);
        if (this.spans) this.spanOf(F.F_POST, index, pair);
      } else if (k === "m_RotationOrder") {
        rotationOrder = this.number(pair.value, `${where}.m_RotationOrder`);
      } else if (k === "serializedVersion") curveVersion = this.text(pair.value, where);
    }
    let items: unknown[] = [];
    if (keysNode !== undefined && keysNode !== null) {
      if (isAlias(keysNode)) this.fail(keysNode, `${where}.m_Curve: aliases are not used`);
      if (isSeq(keysNode)) items = keysNode.items;
      else if (!(isScalar(keysNode) && (keysNode.value === "" || keysNode.value === null))) {
        this.fail(keysNode as YamlNode, `${where}.m_Curve must be a list of keys`);
      }
    }
    const n = items.length;
    this.keys += n;
    checkBudget(this.budgets, "maxKeys", this.keys, {
      format: "unity-clip",
      origin: "file",
      what: `${this.keys} keys`,
      location: this.loc.at((keysNode as YamlNode | undefined)?.range?.[0] ?? 0),
    });
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
      const kw = `${where}.m_Curve[${i}]`;
      const key = this.map(items[i], kw);
      let hasTime = false;
      let hasValue = false;
      for (const pair of key.items) {
        const k = this.text(pair.key, kw);
        switch (k) {
          case "time": {
            const t = Math.fround(this.number(pair.value, `${kw}.time`));
            if (!(Math.abs(t) <= MAX_TIME)) {
              this.fail(pair.value as YamlNode, `${kw}.time is out of range (±${MAX_TIME} s)`);
            }
            if (i > 0 && t < time[i - 1]!) {
              this.fail(
                pair.value as YamlNode,
                `key times out of order: ${t} after ${time[i - 1]} (keys must ascend)`,
              );
            }
            time[i] = t;
            hasTime = true;
            if (this.spans) this.span(F.F_TIME, index, 0, i, pair.value as YamlNode);
            break;
          }
          case "value":
            this.vector(pair.value, dims, value, i, `${kw}.value`, F.F_VALUE, index);
            hasValue = true;
            break;
          case "inSlope":
            this.vector(pair.value, dims, inSlope, i, `${kw}.inSlope`, F.F_IN_SLOPE, index);
            break;
          case "outSlope":
            this.vector(pair.value, dims, outSlope, i, `${kw}.outSlope`, F.F_OUT_SLOPE, index);
            break;
          case "inWeight":
            this.vector(pair.value, dims, inWeight, i, `${kw}.inWeight`, F.F_IN_WEIGHT, index);
            break;
          case "outWeight":
            this.vector(pair.value, dims, outWeight, i, `${kw}.outWeight`, F.F_OUT_WEIGHT, index);
            break;
          case "weightedMode": {
            const w = this.number(pair.value, `${kw}.weightedMode`);
            for (let c = 0; c < dims; c++) modes[c]![i] = w & 3;
            if (this.spans) this.span(F.F_WEIGHTED_MODE, index, 0, i, pair.value as YamlNode);
            break;
          }
          case "tangentMode":
            tangentMode[i] = this.number(pair.value, `${kw}.tangentMode`);
            if (this.spans) this.span(F.F_TANGENT_MODE, index, 0, i, pair.value as YamlNode);
            break;
          case "serializedVersion":
            keyVersion = this.text(pair.value, kw);
            break;
        }
      }
      if (!hasTime) this.fail(key, `${kw} has no time`);
      if (!hasValue) this.fail(key, `${kw} has no value`);
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

  spanOf(kind: number, a: number, pair: Pair<unknown, unknown>, b = 0): void {
    const v = pair.value as YamlNode | null;
    if (v !== null && v !== undefined && v.range) {
      this.spans!.rows.push(kind, a, b, 0, v.range[0], v.range[1]);
    } else {
      // `path: ` with nothing after it: the empty value sits at the end of the key's line.
      const k = pair.key as YamlNode;
      const end = k.range![1] + 1;
      this.spans!.rows.push(kind, a, b, 0, end + 1, end + 1);
    }
  }

  pptr(entry: unknown, index: number): UnityPPtrCurve {
    const where = `m_PPtrCurves[${index}]`;
    const m = this.map(entry, where);
    let path = "";
    let attribute = "";
    let classID: string | null = null;
    let script: UnityObjectRef | null = null;
    let keys: unknown[] = [];
    for (const pair of m.items) {
      const k = this.text(pair.key, where);
      if (k === "curve") {
        if (isSeq(pair.value)) keys = pair.value.items;
        else if (!isScalar(pair.value)) this.fail(pair.value as YamlNode, `${where}.curve: a list`);
      } else if (k === "path") {
        path = this.text(pair.value, `${where}.path`);
        if (this.spans) this.spanOf(F.F_PPTR_PATH, index, pair);
      } else if (k === "attribute") {
        attribute = this.text(pair.value, `${where}.attribute`);
        if (this.spans) this.spanOf(F.F_PPTR_ATTRIBUTE, index, pair);
      } else if (k === "classID") classID = this.text(pair.value, `${where}.classID`);
      else if (k === "script") script = this.ref(pair.value, `${where}.script`);
    }
    this.keys += keys.length;
    checkBudget(this.budgets, "maxKeys", this.keys, {
      format: "unity-clip",
      origin: "file",
      what: `${this.keys} keys`,
      location: this.loc.at(m.range?.[0] ?? 0),
    });
    const time = new Float32Array(keys.length);
    const values: UnityObjectRef[] = [];
    keys.forEach((key, i) => {
      const kw = `${where}.curve[${i}]`;
      const km = this.map(key, kw);
      let ref: UnityObjectRef | null = null;
      let hasTime = false;
      for (const pair of km.items) {
        const k = this.text(pair.key, kw);
        if (k === "time") {
          const t = Math.fround(this.number(pair.value, `${kw}.time`));
          if (!(Math.abs(t) <= MAX_TIME)) {
            this.fail(pair.value as YamlNode, `${kw}.time is out of range (±${MAX_TIME} s)`);
          }
          if (i > 0 && t < time[i - 1]!) {
            this.fail(pair.value as YamlNode, `key times out of order: ${t} after ${time[i - 1]}`);
          }
          time[i] = t;
          hasTime = true;
          if (this.spans) this.span(F.F_PPTR_TIME, index, 0, i, pair.value as YamlNode);
        } else if (k === "value") ref = this.ref(pair.value, `${kw}.value`);
      }
      if (!hasTime) this.fail(km, `${kw} has no time`);
      if (ref === null) this.fail(km, `${kw} has no value`);
      values.push(ref);
    });
    return { path, attribute, classID, script, time, values };
  }

  event(entry: unknown, index: number): UnityClipEvent {
    const where = `m_Events[${index}]`;
    const m = this.map(entry, where);
    let time: number | null = null;
    let functionName = "";
    let data = "";
    const other: Record<string, string> = {};
    for (const pair of m.items) {
      const k = this.text(pair.key, where);
      if (k === "time") {
        time = Math.fround(this.number(pair.value, `${where}.time`));
        if (this.spans) this.spanOf(F.F_EVENT_TIME, index, pair);
      } else if (k === "functionName") {
        functionName = this.text(pair.value, `${where}.functionName`);
        if (this.spans) this.spanOf(F.F_EVENT_FUNCTION, index, pair);
      } else if (k === "data") {
        data = this.text(pair.value, `${where}.data`);
        if (this.spans) this.spanOf(F.F_EVENT_DATA, index, pair);
      } else other[k] = isScalar(pair.value) ? this.text(pair.value, k) : this.raw(pair.value);
    }
    if (time === null) this.fail(m, `${where} has no time`);
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
 *   not an AnimationClip (the error says what the file holds), keys out of time order, vector
 *   keys with the wrong components, aliases, and counts over the budgets.
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
    // Unity's own layout reads without the general YAML parser (about 20× faster); anything
    // outside it, and every error, goes through the `yaml` package below.
    const start = header.index + header[0].length;
    const next = body.indexOf("\n---", start);
    const end = next < 0 ? body.length : next + 1;
    try {
      const tree = fastParse(body, start, end);
      return walkClip(newReader(body, text, bomShift, options), tree, text);
    } catch (error) {
      if (!(error instanceof Unsupported) && !(error instanceof AnimkitError)) throw error;
    }
  }
  let docs: Document.Parsed[];
  try {
    docs = parseAllDocuments(body, { schema: "failsafe", uniqueKeys: false }) as Document.Parsed[];
  } catch (e) {
    if (e instanceof RangeError) {
      throw new AnimkitError("unity-clip", loc.at(0), "YAML nested too deeply to read");
    }
    throw e;
  }
  if (!Array.isArray(docs)) docs = [docs];
  const clipDoc = docs.find((d) =>
    d.contents !== null &&
    (d.contents as YamlNode).tag === `tag:unity3d.com,2011:${CLIP_CLASS_ID}`
  ) ?? docs.find((d) => d.range[0] <= header.index && header.index < d.range[2]);
  if (clipDoc === undefined) {
    throw new AnimkitError("unity-clip", loc.at(header.index), "no AnimationClip document");
  }
  const error = clipDoc.errors[0];
  if (error !== undefined) {
    const message = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    throw new AnimkitError("unity-clip", loc.at(error.pos[0] + bomShift), message);
  }
  return walkClip(newReader(body, text, bomShift, options), clipDoc.contents, text);
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
  contents: unknown,
  text: string,
): UnityClipDocument {
  const root = reader.map(contents, "the AnimationClip document");
  const top = root.items.find((p) => reader.text(p.key, "document") === "AnimationClip");
  if (top === undefined) reader.fail(root, "not an AnimationClip document");
  const clip = reader.map(top.value, "AnimationClip");
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
  let compressed = 0;
  const lists = new Map<string, unknown>();
  for (const pair of clip.items) {
    const k = reader.text(pair.key, "AnimationClip");
    if ((UNITY_CURVE_LISTS as readonly string[]).includes(k)) lists.set(k, pair.value);
    else if (k === "m_PPtrCurves" || k === "m_Events") lists.set(k, pair.value);
    else if (k === "m_Name") {
      doc.name = reader.text(pair.value, "m_Name");
      if (reader.spans) reader.spanOf(F.F_NAME, 0, pair);
    } else if (k === "m_SampleRate") {
      doc.sampleRate = reader.number(pair.value, "m_SampleRate");
      if (reader.spans) reader.spanOf(F.F_SAMPLE_RATE, 0, pair);
    } else if (k === "m_WrapMode") {
      doc.wrapMode = reader.number(pair.value, "m_WrapMode");
      if (reader.spans) reader.spanOf(F.F_WRAP_MODE, 0, pair);
    } else if (k === "m_Legacy") doc.legacy = reader.text(pair.value, "m_Legacy") === "1";
    else if (k === "m_CompressedRotationCurves" && isSeq(pair.value)) {
      compressed = pair.value.items.length;
    } else if (k === "m_AnimationClipSettings" && pair.value !== null) {
      const settings = reader.map(pair.value, "m_AnimationClipSettings");
      for (const s of settings.items) {
        const key = reader.text(s.key, "m_AnimationClipSettings");
        doc.settings[key] = isScalar(s.value) || s.value === null
          ? reader.text(s.value, key)
          : reader.raw(s.value);
        if (reader.spans && (isScalar(s.value) || s.value === null)) {
          reader.spans.settingKeys.push(key);
          reader.spanOf(F.F_SETTING, reader.spans.settingKeys.length - 1, s);
        }
      }
    }
  }
  const seq = (name: string): unknown[] => {
    const v = lists.get(name);
    if (v === undefined || v === null) return [];
    if (isAlias(v)) reader.fail(v, `${name}: aliases are not used in Unity clips`);
    if (isSeq(v)) return v.items;
    if (isScalar(v) && (v.value === "" || v.value === null)) return [];
    return reader.fail(v as YamlNode, `${name} must be a list`);
  };
  for (const list of UNITY_CURVE_LISTS) {
    for (const entry of seq(list)) {
      doc.curves.push(reader.curve(entry, list, doc.curves.length));
    }
  }
  seq("m_PPtrCurves").forEach((e, i) => doc.pptrCurves.push(reader.pptr(e, i)));
  seq("m_Events").forEach((e, i) => doc.events.push(reader.event(e, i)));
  return { ...doc, compressedRotationCurves: compressed };
}

/**
 * The bytes of a text, UTF-8.
 *
 * @example
 * ```ts
 * import { unityClipTextBytes } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(unityClipTextBytes("%YAML 1.1\n").length, 10);
 * ```
 */
export function unityClipTextBytes(text: string): Uint8Array {
  return ENCODER.encode(text);
}
