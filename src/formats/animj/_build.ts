/**
 * Parsed AnimJ data → {@linkcode AnimJDocument} in one walk that also checks what the schema
 * (`schemas/animj.schema.json`) requires of every value it reads, so a clean file needs no
 * separate schema pass. Object keys are not enumerated: the walk counts the members it reads,
 * and `membersAccountedFor` (`_json.ts`) compares that count with the text's colons, which shows
 * any unknown or repeated key. Anything the walk refuses goes to the generated schema validator,
 * which words the problem.
 *
 * @module
 */
import { isValueType, type ValueType } from "../../model/value_type.ts";
import { colonsIn, type MemberCount } from "./_json.ts";
import {
  animjComponentKeys,
  type AnimJDocument,
  animjIntRange,
  animjScalarKind,
  type AnimJTrack,
  type AnimJTrackType,
  animjWidth,
  newAnimJTrack,
} from "./document.ts";

/** The largest float32, the schema's bound for float values, times and durations. */
export const F32_MAX = 3.4028234663852886e+38;
/** 2^53: integers at least this large may not be held exactly by a double. */
export const TWO_53 = 9007199254740992;

/** What {@linkcode buildAnimJ} returns. */
export interface Built extends MemberCount {
  /** The document. */
  readonly doc: AnimJDocument;
  /** Whether an integer-typed value is at least 2^53 in magnitude. */
  readonly bigNumbers: boolean;
}

type Obj = Record<string, unknown>;

/** A value's components as JSON.parse gives them (any may be missing). */
interface Components {
  readonly x?: unknown;
  readonly y?: unknown;
  readonly z?: unknown;
  readonly w?: unknown;
  readonly r?: unknown;
  readonly g?: unknown;
  readonly b?: unknown;
  readonly a?: unknown;
}

/** How one value type's components are checked and stored. */
export interface Scalar {
  /** Components are JSON booleans (stored as 0/1). */
  readonly bool: boolean;
  /** Components must be whole numbers. */
  readonly int: boolean;
  /** Inclusive bounds of a number component (finite, so ±Infinity fails them). */
  readonly lo: number;
  readonly hi: number;
  /** Components per value (1: a bare scalar). */
  readonly width: number;
  /** Components are named r, g, b, a (else x, y, z, w). */
  readonly rgba: boolean;
}

/** What the schema asks of a value type's components. */
export function scalarOf(valueType: ValueType): Scalar {
  const kind = animjScalarKind(valueType);
  const [lo, hi] = kind === "int"
    ? animjIntRange(valueType)
    : valueType.startsWith("double")
    ? [-Number.MAX_VALUE, Number.MAX_VALUE]
    : [-F32_MAX, F32_MAX];
  return {
    bool: kind === "bool",
    int: kind === "int",
    lo,
    hi,
    width: animjWidth(valueType),
    rgba: valueType === "color" || valueType === "color32",
  };
}

/** Stores one component; false when the schema refuses it (it is then left unset). */
function component(x: unknown, s: Scalar, out: Float64Array, at: number): boolean {
  if (s.bool) {
    if (typeof x !== "boolean") return false;
    out[at] = x ? 1 : 0;
    return true;
  }
  if (typeof x !== "number" || !(x >= s.lo && x <= s.hi) || (s.int && !Number.isInteger(x))) {
    return false;
  }
  out[at] = x;
  return true;
}

/** Stores one value (`s.width` components); false when the schema refuses it. */
function value(v: unknown, s: Scalar, out: Float64Array, at: number): boolean {
  if (s.width === 1) return component(v, s, out, at);
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const o = v as Components;
  if (s.rgba) {
    return component(o.r, s, out, at) && component(o.g, s, out, at + 1) &&
      component(o.b, s, out, at + 2) && component(o.a, s, out, at + 3);
  }
  if (!component(o.x, s, out, at) || !component(o.y, s, out, at + 1)) return false;
  if (s.width === 2) return true;
  if (!component(o.z, s, out, at + 2)) return false;
  return s.width === 3 || component(o.w, s, out, at + 3);
}

function isObject(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isText(v: unknown): v is string | null {
  return typeof v === "string" || v === null;
}

/** Curve interpolation name → its index in `ANIMJ_INTERPOLATIONS`, -1 for anything else. */
function interpolationIndex(v: unknown): number {
  switch (v) {
    case "Linear":
      return 1;
    case "Hold":
      return 0;
    case "CubicBezier":
      return 3;
    case "Tangent":
      return 2;
    default:
      return -1;
  }
}

/** Refusal: thrown inside the walk, caught once at its top. */
const REFUSED = Symbol("refused");

/**
 * Builds the document from parsed data. `checked`: check every value against the schema and
 * return null at the first it refuses (object keys are left to `membersAccountedFor`); when
 * false, the data has already passed the schema validator and values are stored as they come.
 */
export function buildAnimJ(root: unknown, checked: boolean): Built | null {
  let members = 0;
  let stringColons = 0;
  let bigNumbers = false;
  const refuse = (): void => {
    if (checked) throw REFUSED;
  };
  const text = (v: unknown): void => {
    if (!isText(v)) refuse();
    else if (v !== null && v.length > 0) stringColons += colonsIn(v);
  };
  /** An optional number member in [lo, hi] (exclusive of 0 when `positive`). */
  const optionalNumber = (v: unknown, hi: number, positive: boolean): number => {
    if (v === undefined) return 0;
    members++;
    if (typeof v !== "number" || !(positive ? v > 0 : v >= 0) || !(v <= hi)) refuse();
    return v as number;
  };
  const optionalName = (v: unknown): string => {
    if (v === undefined) return "";
    members++;
    if (typeof v !== "string") refuse();
    else if (v.length > 0) stringColons += colonsIn(v);
    return v as string;
  };
  try {
    if (!isObject(root)) {
      refuse();
      return null;
    }
    const name = optionalName(root.name);
    const globalDuration = optionalNumber(root.globalDuration, F32_MAX, false);
    const tracks: AnimJTrack[] = [];
    let list: unknown[] = [];
    if (root.tracks !== undefined) {
      members++;
      if (Array.isArray(root.tracks)) list = root.tracks;
      else refuse();
    }
    for (let t = 0; t < list.length; t++) {
      const track = list[t];
      if (!isObject(track)) {
        refuse();
        continue;
      }
      const trackType = track.trackType as AnimJTrackType;
      const valueType = track.valueType as ValueType;
      const data = track.data as Obj;
      if (
        (trackType !== "Curve" && trackType !== "Discrete" && trackType !== "Raw" &&
          trackType !== "Bezier") ||
        typeof valueType !== "string" || !isValueType(valueType) || !isObject(data)
      ) {
        refuse();
        continue;
      }
      members += 3;
      const node = optionalName(data.node);
      const property = optionalName(data.property);
      let keys: unknown[] = [];
      if (data.keyframes !== undefined) {
        members++;
        if (Array.isArray(data.keyframes)) keys = data.keyframes;
        else refuse();
      }
      const n = keys.length;
      const out = newAnimJTrack(trackType, valueType, node, property, n);
      const s = scalarOf(valueType);
      const isString = valueType === "string";
      // Matrices have no AnimJ form: the schema refuses any matrix value.
      if (s.width > 1 && animjComponentKeys(valueType) === null && n > 0) refuse();
      const valueMembers = s.width > 1 ? s.width : 0;
      const values = out.values;
      if (trackType === "Raw") {
        out.interval = optionalNumber(data.interval, F32_MAX, true);
        if (isString) {
          for (let k = 0; k < n; k++) {
            const v = keys[k];
            text(v);
            out.strings[k] = v as string | null;
          }
        } else {
          for (let k = 0; k < n; k++) if (!value(keys[k], s, values, k * s.width)) refuse();
        }
        members += n * valueMembers;
      } else if (trackType === "Discrete") {
        const times = out.times;
        for (let k = 0; k < n; k++) {
          const key = keys[k] as Obj;
          if (!isObject(key)) {
            refuse();
            continue;
          }
          const time = key.time;
          if (typeof time !== "number" || !(time >= 0 && time <= F32_MAX)) refuse();
          times[k] = time as number;
          // A missing value (required) fails these checks too.
          const v = key.value;
          if (isString) {
            text(v);
            out.strings[k] = v as string | null;
          } else if (!value(v, s, values, k * s.width)) refuse();
        }
        members += n * (2 + valueMembers);
      } else {
        const times = out.times;
        const interpolations = out.interpolations;
        const left = out.leftTangents;
        const right = out.rightTangents;
        // The schema asks for a tangent on Tangent and CubicBezier keys only when the curve has
        // two keys or more.
        const tangentsNeeded = n >= 2;
        let keyMembers = 0;
        for (let k = 0; k < n; k++) {
          const key = keys[k] as Obj;
          if (!isObject(key)) {
            refuse();
            continue;
          }
          const time = key.time;
          if (typeof time !== "number" || !(time >= 0 && time <= F32_MAX)) refuse();
          times[k] = time as number;
          const v = key.value;
          const at = k * s.width;
          if (isString) {
            text(v);
            out.strings[k] = v as string | null;
          } else if (!value(v, s, values, at)) refuse();
          keyMembers += 2 + valueMembers;
          const interp = key.interpolation;
          let index = 255;
          if (interp !== undefined) {
            keyMembers++;
            index = interpolationIndex(interp);
            if (index < 0) {
              refuse();
              index = 255;
            }
          } else refuse();
          interpolations[k] = index;
          const lt = key.leftTangent;
          const rt = key.rightTangent;
          if (lt !== undefined) {
            keyMembers += 1 + valueMembers;
            if (isString) text(lt);
            else if (!value(lt, s, left, at)) refuse();
          }
          if (rt !== undefined) {
            keyMembers += 1 + valueMembers;
            if (isString) text(rt);
            else if (!value(rt, s, right, at)) refuse();
          }
          if (tangentsNeeded && index >= 2 && lt === undefined && rt === undefined) refuse();
        }
        members += keyMembers;
      }
      if (s.int && valueType.includes("long")) {
        for (let i = 0; i < values.length; i++) {
          if (Math.abs(values[i]!) >= TWO_53) {
            bigNumbers = true;
            break;
          }
        }
      }
      tracks.push(out);
    }
    return { doc: { name, globalDuration, tracks }, members, stringColons, bigNumbers };
  } catch (e) {
    if (e === REFUSED) return null;
    throw e;
  }
}
