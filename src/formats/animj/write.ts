/**
 * {@linkcode AnimJDocument} → AnimJ text that Resonite loads: track keys in the order
 * trackType, valueType, data; an explicit `interpolation` on every Curve key; `globalDuration`
 * at least the last key's time; shortest round-trip numbers (float32-shortest for float types).
 *
 * @module
 */
import { float32Shortest } from "../../model/number_text.ts";
import { AnimkitError } from "../../errors.ts";
import { TextBytes } from "../../io/text_bytes.ts";
import { float32ShortestInto } from "../../model/float32_text.ts";
import {
  ANIMJ_INTERPOLATIONS,
  animjComponentKeys,
  type AnimJDocument,
  animjIsFloat32,
  animjScalarKind,
  type AnimJTrack,
  animjTrackEnd,
  animjWidth,
} from "./document.ts";

/** Options for {@linkcode writeAnimJ}. */
export interface AnimJWriteOptions {
  /** Indented output (one keyframe per line). */
  readonly pretty?: boolean | undefined;
}

/**
 * The shortest decimal text that reads back as `x` (as a float32 when `float32` and `x` is one).
 *
 * @example
 * ```ts
 * import { animjNumber } from "./write.ts";
 * import { equal } from "node:assert/strict";
 * equal(animjNumber(Math.fround(0.1), true), "0.1");
 * equal(animjNumber(Math.fround(0.1), false), "0.10000000149011612");
 * ```
 */
export function animjNumber(x: number, float32: boolean): string {
  if (!Number.isFinite(x)) {
    throw new AnimkitError("animj", { kind: "none" }, `${x} cannot be written as a JSON number`);
  }
  if (Object.is(x, -0)) return "0";
  return float32 && Math.fround(x) === x ? float32Shortest(x) : String(x);
}

/**
 * Writes {@linkcode animjNumber}'s text of `x`: float32 values go straight into the bytes (no
 * string per number), anything else through the string.
 */
function writeNumber(out: TextBytes, x: number, float32: boolean): void {
  if (float32) {
    const end = float32ShortestInto(x, out.room(24), out.cursor);
    if (end >= 0) {
      out.cursor = end;
      return;
    }
  }
  out.text(animjNumber(x, float32));
}

/**
 * The writer of a track's values: key `k`'s value (from `source`: values or tangents) as AnimJ
 * text. What the value type asks for is worked out once per track.
 */
function valueWriter(
  out: TextBytes,
  track: AnimJTrack,
): (source: Float64Array, k: number) => void {
  const vt = track.valueType;
  const w = animjWidth(vt);
  const kind = animjScalarKind(vt);
  const f32 = animjIsFloat32(vt);
  const one = (source: Float64Array, slot: number): void => {
    const v = source[slot]!;
    if (kind === "bool") out.text(v !== 0 ? "true" : "false");
    else if (kind === "int") {
      const exact = source === track.values ? track.exact?.get(slot) : undefined;
      const r = Math.round(v);
      // Beyond 2^53 JavaScript prints the shortest digits that parse back to the double, not
      // the integer the double holds, and Resonite parses 64-bit integers exactly.
      if (exact !== undefined) out.text(exact.toString());
      else if (Number.isFinite(r) && !Number.isSafeInteger(r)) out.text(BigInt(r).toString());
      else out.text(animjNumber(r, false));
    } else writeNumber(out, v, f32);
  };
  if (w === 1) return one;
  const keys = animjComponentKeys(vt);
  return (source, k) => {
    if (keys === null) {
      throw new AnimkitError(
        "animj",
        { kind: "none" },
        `AnimJ cannot hold ${vt} values (Resonite imports matrices as zeros); write AnimX instead`,
      );
    }
    for (let c = 0; c < keys.length; c++) {
      out.text(c === 0 ? '{"' : ', "');
      out.text(keys[c]!);
      out.text('": ');
      one(source, k * w + c);
    }
    out.text("}");
  };
}

/**
 * At most how many bytes a number's text takes: sign, digits, point and exponent, the digits
 * being at most `digits` significant ones (9 for float32-shortest text, 17 for a double's).
 * JavaScript writes |x| below 1e-6 or from 1e21 on as d.ddde±nnn, and plainly in between.
 */
function numberBound(x: number, digits: number): number {
  const a = Math.abs(x);
  if (!(a > 0) || a === Infinity) return 1;
  if (a < 1e-6 || a >= 1e21) return digits + 7;
  if (a < 1) return a < 1e-3 ? digits + 9 : digits + 6; // -0.00000ddd…
  if (a < 10) return digits + 3; // -d.ddd…
  if (a < 1e4) return digits + 6;
  return 24; // -ddd… (at most 21 digits) and a point
}

/**
 * At most how many bytes {@linkcode writeAnimJ} writes for `doc` (a little over: the writer's
 * text goes into one buffer of this size, and nothing needs copying at the end).
 */
function textBound(doc: AnimJDocument, pretty: boolean): number {
  const line = pretty ? 16 : 0;
  let bound = 4096 + 6 * doc.name.length;
  for (const t of doc.tracks) {
    bound += 256 + 4 * line + 6 * (t.node.length + t.property.length);
    const w = animjWidth(t.valueType);
    const kind = animjScalarKind(t.valueType);
    const f32 = animjIsFloat32(t.valueType);
    // Per value: its components' numbers and `{"x": …, "y": …}` around them.
    const valueBound = (source: Float64Array, k: number): number => {
      let b = w > 1 ? 2 + 8 * w : 0;
      for (let c = 0; c < w; c++) {
        const v = source[k * w + c]!;
        b += kind === "bool"
          ? 5
          : kind === "int"
          ? numberBound(Math.round(v), 0) + 1
          : numberBound(v, f32 && Math.fround(v) === v ? 9 : 17);
      }
      return b;
    };
    for (let k = 0; k < t.count; k++) {
      // Separators, `{"time": …, "value": …, "interpolation": "CubicBezier"}`, indentation.
      bound += 64 + line;
      const time = t.trackType === "Raw" ? 0 : t.times[k]!;
      bound += numberBound(time, Math.fround(time) === time ? 9 : 17);
      if (t.valueType === "string") bound += 6 * (t.strings[k]?.length ?? 0) + 4;
      else bound += valueBound(t.values, k);
      if (
        t.trackType === "Curve" && w > 0 && (t.interpolations[k]! & 2 ||
          k > 0 && t.interpolations[k - 1]! & 2)
      ) {
        // Tangents, written next to Tangent and CubicBezier segments (at most 17 digits each).
        bound += 2 * (20 + (w > 1 ? 2 + 8 * w : 0) + w * 28);
      }
    }
  }
  return bound;
}

function stringText(s: string | null): string {
  return s === null ? "null" : JSON.stringify(s);
}

/**
 * Writes a document as AnimJ bytes. A large text is a view of the buffer it was written into
 * (`byteOffset` 0, the `buffer` possibly longer): it is not copied to fit.
 *
 * @throws {AnimkitError} for matrix tracks, Bezier-only data, or non-finite numbers.
 *
 * @example
 * ```ts
 * import { newAnimJTrack, writeAnimJ } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const track = newAnimJTrack("Curve", "float", "N", "P", 2);
 * track.times.set([0, 1]);
 * track.values.set([0, 1]);
 * track.interpolations.set([1, 1]);
 * const text = new TextDecoder().decode(writeAnimJ({ name: "a", globalDuration: 0, tracks: [track] }));
 * equal(
 *   text,
 *   '{"name": "a", "globalDuration": 1, "tracks": [{"trackType": "Curve", "valueType": "float", "data": ' +
 *     '{"node": "N", "property": "P", "keyframes": [{"time": 0, "value": 0, "interpolation": "Linear"}, ' +
 *     '{"time": 1, "value": 1, "interpolation": "Linear"}]}}]}',
 * );
 * ```
 */
export function writeAnimJ(doc: AnimJDocument, options: AnimJWriteOptions = {}): Uint8Array {
  const pretty = options.pretty === true;
  const nl = (depth: number) => pretty ? "\n" + "  ".repeat(depth) : "";
  const sep = pretty ? "," : ", ";
  let end = 0;
  for (const t of doc.tracks) end = Math.max(end, animjTrackEnd(t));
  const duration = Math.max(doc.globalDuration, end);
  // The text goes straight into bytes: collecting a string per key and encoding their join held
  // every key's string, the joined text and its bytes at once.
  const out = new TextBytes(textBound(doc, pretty));
  out.text(
    `{${nl(1)}"name": ${JSON.stringify(doc.name)}${sep}${nl(1)}"globalDuration": ${
      animjNumber(duration, true)
    }${sep}${nl(1)}"tracks": [`,
  );
  doc.tracks.forEach((t, ti) => {
    if (t.trackType === "Bezier") {
      throw new AnimkitError(
        "animj",
        { kind: "none" },
        "Bezier tracks cannot be written (write them as Curve)",
      );
    }
    let s = `${ti > 0 ? sep : ""}${
      nl(2)
    }{"trackType": "${t.trackType}", "valueType": "${t.valueType}", "data": {${nl(3)}"node": ${
      JSON.stringify(t.node)
    }${sep}${nl(3)}"property": ${JSON.stringify(t.property)}${sep}${nl(3)}`;
    if (t.trackType === "Raw") s += `"interval": ${animjNumber(t.interval, true)}${sep}${nl(3)}`;
    s += `"keyframes": [`;
    out.text(s);
    const isString = t.valueType === "string";
    const w = animjWidth(t.valueType);
    const last = t.count - 1;
    const keyStart = nl(4);
    const writeValue = isString ? undefined : valueWriter(out, t);
    const value = (k: number) => {
      if (isString) out.text(stringText(t.strings[k] ?? null));
      else writeValue!(t.values, k);
    };
    for (let k = 0; k < t.count; k++) {
      if (k > 0) out.text(sep);
      out.text(keyStart);
      if (t.trackType === "Raw") {
        value(k);
        continue;
      }
      out.text('{"time": ');
      writeNumber(out, t.times[k]!, true);
      out.text(', "value": ');
      value(k);
      if (t.trackType === "Curve") {
        let mode = t.interpolations[k]!;
        if (mode > 3) mode = 0; // absent: write Resonite's presumed default explicitly
        const needsRight = (mode === 2 || mode === 3) && k < last;
        const prev = k > 0 ? t.interpolations[k - 1]! : 255;
        const needsLeft = (prev === 2 || prev === 3) && k > 0;
        if ((mode === 2 || mode === 3) && !needsRight && !needsLeft) {
          mode = prev <= 3 && k > 0 ? prev : 0;
        }
        if ((mode === 2 || mode === 3) && !needsRight && !needsLeft) mode = 0;
        out.text(', "interpolation": "');
        out.text(ANIMJ_INTERPOLATIONS[mode]!);
        out.text('"');
        if (!isString && w > 0) {
          if (needsLeft) {
            out.text(', "leftTangent": ');
            writeValue!(t.leftTangents, k);
          }
          if (needsRight) {
            out.text(', "rightTangent": ');
            writeValue!(t.rightTangents, k);
          }
        }
      }
      out.text("}");
    }
    out.text(`${t.count > 0 ? nl(3) : ""}]${nl(2)}}}`);
  });
  out.text(`${doc.tracks.length > 0 ? nl(1) : ""}]${nl(0)}}${pretty ? "\n" : ""}`);
  return out.bytes();
}
