/**
 * {@linkcode AnimJDocument} → plain-encoded AnimX bytes (notes-animj.md §2).
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import { VALUE_TYPES } from "../../model/value_type.ts";
import {
  type AnimJDocument,
  animjScalarKind,
  type AnimJTrack,
  animjTrackEnd,
  animjWidth,
} from "../animj/document.ts";
import { ANIMX_CURVE_VALUE_FIRST, ANIMX_MAGIC } from "./read.ts";

class ByteWriter {
  #buf = new Uint8Array(256);
  #view = new DataView(this.#buf.buffer);
  length = 0;
  #room(n: number): void {
    if (this.length + n <= this.#buf.length) return;
    let size = this.#buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.#buf.subarray(0, this.length));
    this.#buf = next;
    this.#view = new DataView(next.buffer);
  }
  u8(v: number): void {
    this.#room(1);
    this.#buf[this.length++] = v & 255;
  }
  bytes(b: Uint8Array): void {
    this.#room(b.length);
    this.#buf.set(b, this.length);
    this.length += b.length;
  }
  /** .NET Write7BitEncodedInt. */
  varint(v: number): void {
    let x = v >>> 0;
    while (x >= 0x80) {
      this.u8((x & 0x7f) | 0x80);
      x >>>= 7;
    }
    this.u8(x);
  }
  string(s: string): void {
    const b = new TextEncoder().encode(s);
    this.varint(b.length);
    this.bytes(b);
  }
  num(kind: string, v: number): void {
    const size = kind === "f8" || kind === "s8" || kind === "u8"
      ? 8
      : kind.endsWith("4")
      ? 4
      : kind.endsWith("2")
      ? 2
      : 1;
    this.#room(size);
    const at = this.length;
    const view = this.#view;
    switch (kind) {
      case "f4":
        view.setFloat32(at, v, true);
        break;
      case "f8":
        view.setFloat64(at, v, true);
        break;
      case "s1":
        view.setInt8(at, v);
        break;
      case "u1":
        view.setUint8(at, v);
        break;
      case "s2":
        view.setInt16(at, v, true);
        break;
      case "u2":
        view.setUint16(at, v, true);
        break;
      case "s4":
        view.setInt32(at, v, true);
        break;
      case "u4":
        view.setUint32(at, v, true);
        break;
    }
    this.length += size;
  }
  big(signed: boolean, v: bigint): void {
    this.#room(8);
    // Clamp rather than wrap: the doubles nearest long.MaxValue and ulong.MaxValue are 2^63 and
    // 2^64, one past the range.
    const lo = signed ? -(2n ** 63n) : 0n;
    const hi = signed ? 2n ** 63n - 1n : 2n ** 64n - 1n;
    const c = v < lo ? lo : v > hi ? hi : v;
    if (signed) this.#view.setBigInt64(this.length, c, true);
    else this.#view.setBigUint64(this.length, c, true);
    this.length += 8;
  }
  result(): Uint8Array {
    return this.#buf.slice(0, this.length);
  }
}

/** Binary component kind of a value type. */
function componentKind(valueType: string): string {
  if (valueType === "color32") return "u1";
  const base = valueType.replace(/\d(x\d)?$/, "").replace(/Q$/, "");
  switch (base) {
    case "byte":
    case "color":
      return valueType === "color" ? "f4" : "u1";
    case "color32":
      return "u1";
    case "ushort":
      return "u2";
    case "uint":
      return "u4";
    case "ulong":
      return "u8";
    case "sbyte":
      return "s1";
    case "short":
      return "s2";
    case "int":
      return "s4";
    case "long":
      return "s8";
    case "float":
      return "f4";
    case "double":
      return "f8";
    default:
      return "bool";
  }
}

function writeValue(w: ByteWriter, track: AnimJTrack, source: Float64Array, k: number): void {
  const vt = track.valueType;
  if (vt === "string") {
    const s = track.strings[k] ?? null;
    w.u8(s === null ? 0 : 1);
    if (s !== null) w.string(s);
    return;
  }
  const width = animjWidth(vt);
  const at = k * width;
  if (animjScalarKind(vt) === "bool") {
    let mask = 0;
    for (let c = 0; c < width; c++) {
      const v = source[at + c]!;
      // An absent tangent: flat at the value, as for the other types below.
      if ((Number.isNaN(v) ? track.values[at + c]! : v) !== 0) mask |= 1 << c;
    }
    w.u8(mask);
    return;
  }
  const kind = componentKind(vt);
  for (let c = 0; c < width; c++) {
    let v = source[at + c]!;
    if (Number.isNaN(v)) v = track.values[at + c]!; // an absent tangent: flat at the value
    if (kind === "u8" || kind === "s8") {
      const exact = source === track.values ? track.exact?.get(at + c) : undefined;
      w.big(kind === "s8", exact ?? BigInt(Math.round(v)));
    } else if (kind === "f4" || kind === "f8") w.num(kind, v);
    else w.num(kind, Math.round(v));
  }
}

/** Options for {@linkcode writeAnimX}. */
export interface AnimXWriteOptions {
  /** Curve keyframe field order; defaults to {@linkcode ANIMX_CURVE_VALUE_FIRST}. */
  readonly curveValueFirst?: boolean;
}

/**
 * Writes a document as plain-encoded AnimX (version 1). `globalDuration` is raised to the last
 * key's time.
 *
 * @example The RedX reference prefix (notes-animj.md §2.1)
 * ```ts
 * import { newAnimJTrack, writeAnimX } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const tracks = [0, 1, 2].map(() => newAnimJTrack("Discrete", "int", "n", "p", 0));
 * const bytes = writeAnimX({ name: "test", globalDuration: 4, tracks });
 * const hex = [...bytes.subarray(0, 20)].map((b) => b.toString(16).padStart(2, "0")).join("");
 * equal(hex, "05416e696d580100000003000080400474657374");
 * ```
 */
export function writeAnimX(doc: AnimJDocument, options: AnimXWriteOptions = {}): Uint8Array {
  const valueFirst = options.curveValueFirst ?? ANIMX_CURVE_VALUE_FIRST;
  const w = new ByteWriter();
  w.bytes(ANIMX_MAGIC);
  w.num("s4", 1);
  w.varint(doc.tracks.length);
  let end = 0;
  for (const t of doc.tracks) end = Math.max(end, animjTrackEnd(t));
  w.num("f4", Math.max(doc.globalDuration, end));
  w.string(doc.name);
  w.u8(0); // plain
  for (const t of doc.tracks) {
    const type = t.trackType === "Bezier" ? 2 : ["Raw", "Discrete", "Curve"].indexOf(t.trackType);
    w.u8(type);
    w.u8(VALUE_TYPES.indexOf(t.valueType));
    w.string(t.node);
    w.string(t.property);
    w.varint(t.count);
    if (type === 0) {
      w.num("f4", t.interval);
      for (let k = 0; k < t.count; k++) writeValue(w, t, t.values, k);
    } else if (type === 1) {
      for (let k = 0; k < t.count; k++) {
        w.num("f4", t.times[k]!);
        writeValue(w, t, t.values, k);
      }
    } else {
      const modes = Array.from(t.interpolations, (m) => (m > 3 ? 0 : m));
      const shared = modes.every((m) => m === modes[0]);
      let tangents = false;
      if (t.valueType !== "string") {
        for (let i = 0; i < t.leftTangents.length && !tangents; i++) {
          if (!Number.isNaN(t.leftTangents[i]!) || !Number.isNaN(t.rightTangents[i]!)) {
            tangents = true;
          }
        }
      }
      w.u8((shared ? 0 : 1) | (tangents ? 2 : 0));
      if (shared) w.u8(modes[0] ?? 0);
      else for (const m of modes) w.u8(m);
      for (let k = 0; k < t.count; k++) {
        if (!valueFirst) w.num("f4", t.times[k]!);
        writeValue(w, t, t.values, k);
        if (valueFirst) w.num("f4", t.times[k]!);
      }
      if (tangents) {
        for (let k = 0; k < t.count; k++) {
          writeValue(w, t, t.leftTangents, k);
          writeValue(w, t, t.rightTangents, k);
        }
      }
    }
  }
  if (w.length > 0x7fffffff) {
    throw new AnimkitError("animx", { kind: "none" }, "the output is too large");
  }
  return w.result();
}
