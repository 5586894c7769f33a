/**
 * Resonite-specific checks the JSON Schema cannot express (notes-animj.md §1).
 *
 * @module
 */
import type { AnimJText } from "./_json.ts";
import { type AnimJDocument, animjTrackEnd, animjWidth } from "./document.ts";

/** A lint finding before it is located. */
export interface AnimJLint {
  /** `error`: Resonite fails to load the file or loads it wrong; `warning`: it loads, but look. */
  readonly severity: "error" | "warning";
  /** JSON pointer of the offending value. */
  readonly pointer?: string;
  /** Text offset (for findings made in the raw text). */
  readonly offset?: number;
  /** Whether the pointer names a key rather than its value. */
  readonly atKey?: boolean;
  /** Plain words. */
  readonly message: string;
}

const TRACK_KEYS = ["trackType", "valueType", "data"];
const MATRIX = /^(float|double)[234]x[234]$/;
const TWO_53 = 9007199254740992;

/** A keyframe's pointer, built only when a lint reports it (no string per key otherwise). */
function keyPointer(track: string, k: number): string {
  return `${track}/data/keyframes/${k}`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Runs the Resonite lints over a parsed AnimJ text. Robust against documents that fail the
 * schema (it looks only where the shape fits). `scanBigIntegers: false` skips the raw-text scan
 * for integers beyond 2^53 (when the parsed values already show there are none).
 *
 * @example Key order
 * ```ts ignore
 * const lints = lintAnimJ(parseAnimJText(bytes));
 * ```
 */
export function lintAnimJ(doc: AnimJText, scanBigIntegers = true): AnimJLint[] {
  const out: AnimJLint[] = [];
  const root = doc.data;
  if (!isObject(root)) return out;
  const tracks = root.tracks;
  let lastKey = 0;
  if (Array.isArray(tracks)) {
    for (let t = 0; t < tracks.length; t++) {
      const track = tracks[t];
      if (!isObject(track)) continue;
      const at = `/tracks/${t}`;
      // Object.keys keeps the text's order for non-index keys.
      const order = Object.keys(track).filter((k) => TRACK_KEYS.includes(k));
      const expected = TRACK_KEYS.filter((k) => order.includes(k));
      const firstKeys = Object.keys(track).slice(0, order.length);
      if (order.join() !== expected.join() || firstKeys.join() !== order.join()) {
        out.push({
          severity: "error",
          pointer: at,
          message: `the track's keys come in the order ${
            Object.keys(track).join(", ")
          }; Resonite reads trackType, valueType, data in exactly this order and fails to load the file otherwise (Resonite-Issues#2447; \`validate --fix\` reorders them)`,
        });
      }
      if (track.trackType === "Bezier") {
        out.push({
          severity: "error",
          pointer: `${at}/trackType`,
          message:
            'Resonite does not import "Bezier" tracks (its importer throws NotSupported); use "Curve" with "CubicBezier" keys',
        });
      }
      if (typeof track.valueType === "string" && MATRIX.test(track.valueType)) {
        out.push({
          severity: "error",
          pointer: `${at}/valueType`,
          message:
            `AnimJ cannot carry ${track.valueType} values: Resonite imports matrices as all zeros (Resonite-Issues#2478); store matrix animation as AnimX`,
        });
      }
      const data = track.data;
      if (!isObject(data)) continue;
      const keys = data.keyframes;
      if (!Array.isArray(keys)) continue;
      if (track.trackType === "Raw") {
        if (typeof data.interval === "number") {
          lastKey = Math.max(lastKey, (keys.length - 1) * data.interval);
        } else if (data.interval === undefined) {
          // Resonite loads the file (the wiki marks the key optional), but without the spacing
          // the values have no times; animkit reads them all at time 0 and plays the first.
          out.push({
            severity: "warning",
            pointer: `${at}/data`,
            message:
              'the Raw track has no "interval" (the seconds between its values): Resonite loads it, but it will not play as intended; animkit holds its first value',
          });
        }
        continue;
      }
      const isCurve = track.trackType === "Curve" || track.trackType === "Bezier";
      let previous = -Infinity;
      let missing = 0;
      let tangent = 0;
      for (let k = 0; k < keys.length; k++) {
        const key = keys[k];
        if (!isObject(key)) continue;
        const time = key.time;
        if (typeof time === "number") {
          if (time < previous) {
            out.push({
              severity: "warning",
              pointer: `${keyPointer(at, k)}/time`,
              message:
                `time ${time} is earlier than the previous keyframe's ${previous}; keep keyframes in ascending time order`,
            });
          } else if (time === previous) {
            out.push({
              severity: "warning",
              pointer: `${keyPointer(at, k)}/time`,
              message:
                `time ${time} repeats the previous keyframe's time; one of the two keys never plays`,
            });
          }
          previous = Math.max(previous, time);
          lastKey = Math.max(lastKey, time);
        }
        if (!isCurve) continue;
        const interp = key.interpolation;
        if (interp === undefined) {
          if (missing++ === 0) {
            out.push({
              severity: "warning",
              pointer: keyPointer(at, k),
              message:
                'the keyframe has no "interpolation"; Resonite then uses its default (presumably "Hold"), so write it explicitly',
            });
          }
        } else if (interp === "Tangent") {
          if (tangent++ === 0) {
            out.push({
              severity: "warning",
              pointer: `${keyPointer(at, k)}/interpolation`,
              message:
                'the maths of "Tangent" interpolation is not documented; "CubicBezier" (tangents as absolute control values) is predictable',
            });
          }
        }
        if ((interp === "Tangent" || interp === "CubicBezier") && k + 1 < keys.length) {
          if (!("rightTangent" in key) && "leftTangent" in key) {
            out.push({
              severity: "error",
              pointer: keyPointer(at, k),
              message:
                `a ${interp} key followed by another key needs a "rightTangent" (it shapes the segment to the next key)`,
            });
          }
          const next = keys[k + 1];
          const nextCovered = (next as Record<string, unknown> | undefined)?.interpolation;
          if (
            isObject(next) && !("leftTangent" in next) &&
            !((nextCovered === "Tangent" || nextCovered === "CubicBezier") &&
              !("rightTangent" in next))
          ) {
            out.push({
              severity: "error",
              pointer: `${at}/data/keyframes/${k + 1}`,
              message:
                `this key ends a ${interp} segment and needs a "leftTangent" (the segment's second control value)`,
            });
          }
        }
      }
      if (missing > 1) {
        out.push({
          severity: "warning",
          pointer: `${at}/data/keyframes`,
          message:
            `${missing} keyframes of this track have no "interpolation" (the first is reported above)`,
        });
      }
      if (tangent > 1) {
        out.push({
          severity: "warning",
          pointer: `${at}/data/keyframes`,
          message: `${tangent} keyframes of this track use "Tangent" (the first is reported above)`,
        });
      }
    }
  }
  const gd = root.globalDuration;
  if (typeof gd === "number" && gd > 0 && gd < lastKey) {
    out.push({
      severity: "warning",
      pointer: "/globalDuration",
      message:
        `globalDuration ${gd} is shorter than the last keyframe (${lastKey} s); keys after it do not play`,
    });
  }
  if (scanBigIntegers) out.push(...bigIntegerLints(doc));
  return out;
}

const LONG_DIGITS = /(?<![\d.eE])-?\d{16,}(?![\d.eE])/g;

/** Integers beyond 2^53, found in the raw text (JSON.parse has already rounded them). */
function bigIntegerLints(doc: AnimJText): AnimJLint[] {
  const out: AnimJLint[] = [];
  LONG_DIGITS.lastIndex = 0;
  const found: { offset: number; raw: string }[] = [];
  for (let m = LONG_DIGITS.exec(doc.text); m !== null; m = LONG_DIGITS.exec(doc.text)) {
    const raw = m[0];
    const big = BigInt(raw);
    if (big <= BigInt(TWO_53) && big >= -BigInt(TWO_53)) continue;
    found.push({ offset: m.index, raw });
  }
  const pointers = doc.numberPointers(found.map((f) => f.offset));
  for (const { offset, raw } of found) {
    const pointer = pointers.get(offset);
    if (pointer === undefined) continue; // digits inside a string
    out.push({
      severity: "warning",
      offset,
      pointer,
      message:
        `the integer ${raw} is beyond 2^53: Resonite reads it exactly, but tools that read JSON numbers as doubles (JavaScript, Python's json with floats) round it to ${
          Number(raw)
        }`,
    });
  }
  return out;
}

/**
 * Whether a document read from a file leaves {@linkcode lintAnimJ} nothing to find, judged from
 * its shape alone: no Bezier track or matrix type, every Raw track with its interval, key times
 * strictly ascending, Curve keys Hold, Linear or CubicBezier, every CubicBezier key before the
 * last with its right tangent and the next key with its left one, and a globalDuration that
 * reaches the last key. A sufficient condition, not the lints themselves: a document it turns
 * down may still be clean (the lints decide). The member order and the integers beyond 2^53 are
 * facts of the text, checked by whoever read it.
 *
 * @example
 * ```ts
 * import { lintFreeShape } from "./lint.ts";
 * import { newAnimJTrack } from "./document.ts";
 * import { equal } from "node:assert/strict";
 * const track = newAnimJTrack("Curve", "float", "N", "P", 2);
 * track.times.set([0, 1]);
 * track.interpolations.set([1, 1]);
 * equal(lintFreeShape({ name: "a", globalDuration: 1, tracks: [track] }), true);
 * track.times.set([1, 1]); // a repeated time: the lints have something to say
 * equal(lintFreeShape({ name: "a", globalDuration: 1, tracks: [track] }), false);
 * ```
 */
export function lintFreeShape(doc: AnimJDocument): boolean {
  let last = 0;
  for (const t of doc.tracks) {
    if (t.trackType === "Bezier" || MATRIX.test(t.valueType)) return false;
    last = Math.max(last, animjTrackEnd(t));
    if (t.trackType === "Raw") {
      if (!(t.interval > 0)) return false;
      continue;
    }
    const times = t.times;
    for (let k = 1; k < t.count; k++) if (!(times[k]! > times[k - 1]!)) return false;
    if (t.trackType !== "Curve") continue;
    const w = animjWidth(t.valueType);
    for (let k = 0; k < t.count; k++) {
      const mode = t.interpolations[k]!;
      if (mode > 3 || mode === 2) return false;
      if (mode !== 3 || k + 1 === t.count) continue;
      // Tangents are NaN where absent (a string track keeps none: left to the lints).
      if (w === 0 || t.rightTangents[k * w] !== t.rightTangents[k * w]) return false;
      if (t.leftTangents[(k + 1) * w] !== t.leftTangents[(k + 1) * w]) return false;
    }
  }
  return !(doc.globalDuration > 0 && doc.globalDuration < last);
}
