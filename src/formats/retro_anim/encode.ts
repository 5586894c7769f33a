/**
 * The ANIM encoder from float keys: quantisation that keeps every absolute value inside s16,
 * keyed frames and rotation signs chosen by the games' own playback of the written keys, then
 * {@linkcode writeRetroAnimV2} or {@linkcode writeRetroAnimV0}.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { RetroAnimGame } from "./document.ts";
import { continuousUnit } from "./_quat.ts";
import { rotationAngleDeg } from "../../model/compare.ts";
import {
  type KeyedAttribute,
  reduceFrames,
  refineFrames,
  rotationSigns,
  type SignRule,
} from "./_keys.ts";
import {
  quantizeRetroAnimRotations,
  retroAnimMultiplier,
  type RetroAnimV2WriteChannel,
  writeRetroAnimV0,
  writeRetroAnimV2,
} from "./write.ts";

/**
 * One channel's values for {@linkcode encodeRetroAnim}: one entry per frame, or per 1/`steps`
 * frame with {@linkcode RetroAnimEncodeInput.steps} (frame f at entry f·steps).
 */
export interface RetroAnimEncodeChannel {
  /** Bone (segment) id. */
  readonly boneId: number;
  /** X, Y, Z, W per entry (W the real part), or `null`. */
  readonly rotation: Float64Array | null;
  /** X, Y, Z per entry, or `null`. */
  readonly translation: Float64Array | null;
  /** X, Y, Z per entry, or `null` (MP2 only). */
  readonly scale: Float64Array | null;
  /**
   * The largest error each attribute may play with where the runtime interpolates: rotations
   * as the rotation angle in degrees, translation and scale in their units. Overrides
   * {@linkcode RetroAnimEncodeInput.tolerance} for this channel.
   */
  readonly tolerance?: {
    readonly rotation?: number;
    readonly translation?: number;
    readonly scale?: number;
  };
}

/** What {@linkcode encodeRetroAnim} writes. */
export interface RetroAnimEncodeInput {
  /** Which game's layout. */
  readonly game: RetroAnimGame;
  /** 2 (compressed, default) or 0. */
  readonly version?: 0 | 2;
  /** Seconds per frame (stored as float32). */
  readonly interval: number;
  /** Frames. */
  readonly frameCount: number;
  /**
   * Entries per frame in the channels' values (default 1): with 2 or more, the values between
   * frames are what the source plays there, and rotation keys take the signs (the games' slerp
   * turns the long way round when two keys' dot product is negative) and the frames that play
   * it; with 1, neighbouring frames turn the shorter way.
   */
  readonly steps?: number;
  /** Root bone id (default 3 in MP1, 0 in MP2; notes-retro.md §3.1, §3.2). */
  readonly rootBoneId?: number;
  /** Version 2 looping flag (default 0). */
  readonly looping?: number;
  /**
   * Keep the rotation keys' signs as given (up to one sign for all): for keys that already play
   * as meant with the games' slerp. Otherwise each key's sign is chosen (see `steps`).
   */
  readonly keepRotationSigns?: boolean;
  /** MP1 EVNT id (default: none, 0 in v2 and 0xFFFFFFFF in v0). */
  readonly evntId?: number;
  /** Channels in file order. */
  readonly channels: readonly RetroAnimEncodeChannel[];
  /**
   * Version 2: the largest error allowed where frames are left to the runtime's interpolation
   * (component-wise absolute difference; quaternions compared up to sign), for channels without
   * their own {@linkcode RetroAnimEncodeChannel.tolerance}. Without any tolerance, and without
   * `keyedFrames`, every frame is keyed.
   */
  readonly tolerance?: number;
  /**
   * Version 2: key these frames (ascending, with 0 and frameCount − 1); with a tolerance, also
   * the frames the tolerance needs.
   */
  readonly keyedFrames?: Uint32Array;
  /**
   * Version 2, key reduction (a tolerance and no `keyedFrames`): the frames to key by
   * preference, such as those the source has keys on (its kinks); frames between them are keyed
   * only where a segment between them cannot play within the tolerance.
   */
  readonly candidateFrames?: Uint32Array;
  /** Version 2: the rotation divisor (default 0x7FFF, as the games' tools write it). */
  readonly rotationDivisor?: number;
  /** Pad to 32 bytes with 0xFF (default true). */
  readonly pad?: boolean;
}

/** The encoder's result. */
export interface RetroAnimEncodeResult {
  /** The file. */
  readonly bytes: Uint8Array;
  /** The keyed frames (version 0: every frame). */
  readonly keyedFrames: Uint32Array;
  /** What the encoder changed or could not keep. */
  readonly warnings: readonly string[];
}

function fail(detail: string): never {
  throw new AnimkitError("retro-anim", { kind: "none" }, detail);
}

/**
 * Rotation keys made unit where they are not within 1e-4 of it (so unit keys keep their exact
 * values), and hemisphere-continuous, or with one sign for all keys (`keepSigns`).
 */
function unitRotations(values: Float64Array, keepSigns = false): Float64Array {
  for (let i = 0; i < values.length; i += 4) {
    const len = Math.sqrt(
      values[i]! ** 2 + values[i + 1]! ** 2 + values[i + 2]! ** 2 + values[i + 3]! ** 2,
    );
    if (!(len > 0) || !Number.isFinite(len)) {
      fail(`rotation key ${i / 4} is not a rotation (length ${len})`);
    }
  }
  return continuousUnit(values, keepSigns, 1e-4);
}

function maxAbs(arrays: readonly (Float64Array | null)[]): number {
  let m = 0;
  for (const a of arrays) {
    if (a === null) continue;
    for (let i = 0; i < a.length; i++) {
      const v = Math.abs(a[i]!);
      if (!Number.isFinite(v)) fail("a translation or scale value is not finite");
      if (v > m) m = v;
    }
  }
  return m;
}

/** The entries at whole frames. */
function atFrames(values: Float64Array, width: number, n: number, steps: number): Float64Array {
  if (steps === 1) return values;
  const out = new Float64Array(n * width);
  for (let f = 0; f < n; f++) {
    for (let j = 0; j < width; j++) out[f * width + j] = values[f * steps * width + j]!;
  }
  return out;
}

function quantizeVector(values: Float64Array, multiplier: number): Int16Array {
  const out = new Int16Array(values.length);
  for (let i = 0; i < values.length; i++) {
    out[i] = Math.max(-32768, Math.min(32767, Math.round(values[i]! / multiplier)));
  }
  return out;
}

function dequantizeRotations(
  q: Int16Array,
  sign: Uint8Array,
  rotationDivisor: number,
): Float64Array {
  const a = Math.PI / 2 / rotationDivisor;
  const out = new Float64Array(sign.length * 4);
  for (let k = 0; k < sign.length; k++) {
    const x = Math.sin(q[k * 3]! * a);
    const y = Math.sin(q[k * 3 + 1]! * a);
    const z = Math.sin(q[k * 3 + 2]! * a);
    const w = Math.sqrt(Math.max(0, 1 - (x * x + y * y + z * z)));
    out[k * 4] = x;
    out[k * 4 + 1] = y;
    out[k * 4 + 2] = z;
    out[k * 4 + 3] = sign[k] ? -w : w;
  }
  return out;
}

/**
 * Rounds the rotation keys at `frames` (quantized by {@linkcode quantizeRetroAnimRotations}
 * from the unit keys `r.frames`) to whichever neighbour (±1 per component) plays closest to the
 * source, and updates their played values: W is derived from X, Y and Z, so near half turns
 * (small W) rounding each component on its own can play a rotation far off.
 */
function roundClosest(
  r: { q: Int16Array; sign: Uint8Array; frames: Float64Array; value: Float64Array },
  frames: Uint32Array,
  rotationDivisor: number,
): void {
  const { q: quantized, sign, frames: values } = r;
  const limit = Math.min(rotationDivisor, 32767);
  const a = Math.PI / 2 / rotationDivisor;
  const key = new Float64Array(4);
  const source = new Float64Array(4);
  const error = (k: number, qx: number, qy: number, qz: number) => {
    key[0] = Math.sin(qx * a);
    key[1] = Math.sin(qy * a);
    key[2] = Math.sin(qz * a);
    const w = Math.sqrt(Math.max(0, 1 - (key[0] ** 2 + key[1] ** 2 + key[2] ** 2)));
    key[3] = sign[k] ? -w : w;
    return rotationAngleDeg(key, source);
  };
  for (const k of frames) {
    for (let j = 0; j < 4; j++) source[j] = values[k * 4 + j]!;
    const q0 = [quantized[k * 3]!, quantized[k * 3 + 1]!, quantized[k * 3 + 2]!];
    let best = error(k, q0[0]!, q0[1]!, q0[2]!);
    // Half a step in every component plays within about 0.005°: nothing to gain below that.
    if (!(best > 0.002)) continue;
    let chosen = q0;
    for (let d = 0; d < 27; d++) {
      const q = [q0[0]! + (d % 3) - 1, q0[1]! + ((d / 3 | 0) % 3) - 1, q0[2]! + (d / 9 | 0) - 1];
      if (q.some((c) => c < -limit || c > limit)) continue;
      const e = error(k, q[0]!, q[1]!, q[2]!);
      if (e < best) [best, chosen] = [e, q];
    }
    quantized.set(chosen, k * 3);
    error(k, chosen[0]!, chosen[1]!, chosen[2]!);
    r.value.set(key, k * 4);
  }
}

/** One channel ready to key: quantized frames (version 2) and the attributes to judge. */
interface Prepared {
  readonly boneId: number;
  readonly rotation:
    | { q: Int16Array; sign: Uint8Array; frames: Float64Array; attr: KeyedAttribute }
    | null;
  readonly translation: { q: Int16Array; attr: KeyedAttribute } | null;
  readonly scale: { q: Int16Array; attr: KeyedAttribute } | null;
}

/**
 * Encodes float keys as an ANIM file.
 *
 * - Rotations are made unit; each key's sign is chosen so that the games' slerp (no shorter-arc
 *   flip) turns between keys the way the source does between them (see
 *   {@linkcode RetroAnimEncodeInput.steps}), with key 0's W ≥ 0 (its sign is implicit).
 * - Version 2: rotations are quantized with rounding (rotation divisor 0x7FFF by default);
 *   translation and scale multipliers are max|value|/32767 rounded up to float32 so that every
 *   absolute value fits s16; keyed frames are `keyedFrames` (plus any a tolerance needs), or
 *   come from key reduction within the tolerances, or are every frame. Tolerances are checked
 *   against the runtime's playback of the quantized keys at every entry between keyed frames.
 * - Version 0 stores the floats at every frame.
 *
 * @throws {AnimkitError} for input the layout cannot hold (see the writers), values of the wrong
 * length, or a zero-length rotation.
 *
 * @example Two frames of one bone
 * ```ts
 * import { encodeRetroAnim, readRetroAnim } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const { bytes } = encodeRetroAnim({
 *   game: "mp2", interval: 1 / 30, frameCount: 2,
 *   channels: [{ boneId: 1, rotation: new Float64Array([0, 0, 0, 1, 0, 0.6, 0, 0.8]), translation: null, scale: null }],
 * });
 * equal(readRetroAnim(bytes).game, "mp2");
 * ```
 */
export function encodeRetroAnim(input: RetroAnimEncodeInput): RetroAnimEncodeResult {
  const n = input.frameCount;
  const mp2 = input.game === "mp2";
  const version = input.version ?? 2;
  const interval = Math.fround(input.interval);
  if (!(interval > 0)) fail(`the interval must be positive, not ${input.interval}`);
  if (!Number.isInteger(n) || n < (version === 2 ? 2 : 1)) {
    fail(`${n} frames; version ${version} needs at least ${version === 2 ? 2 : 1}`);
  }
  if (version === 2 && n > 65536) fail(`${n} frames; version 2 keys at most 65536`);
  const steps = input.steps ?? 1;
  if (!(Number.isInteger(steps) && steps >= 1 && steps <= 64)) {
    fail(`steps ${steps}: 1 to 64 entries per frame`);
  }
  const entries = (n - 1) * steps + 1;
  for (const c of input.channels) {
    for (
      const [what, a, w] of [["rotation", c.rotation, 4], ["translation", c.translation, 3], [
        "scale",
        c.scale,
        3,
      ]] as const
    ) {
      if (a !== null && a.length !== entries * w) {
        fail(`${what} of bone ${c.boneId}: ${entries} entries of ${w} values expected`);
      }
    }
  }
  const rootBoneId = input.rootBoneId ?? (mp2 ? 0 : 3);
  const warnings: string[] = [];
  const rule: SignRule = { keep: input.keepRotationSigns === true };
  const judged = (c: RetroAnimEncodeChannel, what: "rotation" | "translation" | "scale") => {
    const own = c.tolerance?.[what];
    if (own !== undefined) {
      return {
        tolerance: own,
        metric: what === "rotation" ? "angle" as const : "component" as const,
      };
    }
    return { tolerance: input.tolerance ?? Infinity, metric: "component" as const };
  };
  const all = Uint32Array.from({ length: n }, (_, i) => i);

  if (version === 0) {
    const bytes = writeRetroAnimV0({
      game: input.game,
      frameCount: n,
      interval,
      rootBoneId,
      ...(input.evntId === undefined ? {} : { evntId: input.evntId }),
      channels: input.channels.map((c) => {
        let rotation: Float64Array | null = null;
        if (c.rotation !== null) {
          const source = unitRotations(c.rotation, rule.keep);
          const value = atFrames(source, 4, n, steps);
          const attr = { width: 4 as const, source, value, ...judged(c, "rotation") };
          const signs = rotationSigns(attr, all, steps, rule);
          rotation = value.map((v, i) => v * signs[i >> 2]!);
        }
        const vector = (a: Float64Array | null) => (a === null ? null : atFrames(a, 3, n, steps));
        return {
          boneId: c.boneId,
          rotation,
          translation: vector(c.translation),
          scale: vector(c.scale),
        };
      }),
      pad: input.pad ?? true,
    });
    return { bytes, keyedFrames: all, warnings };
  }

  const rotationDivisor = input.rotationDivisor ?? 0x7fff;
  if (!(Number.isInteger(rotationDivisor) && rotationDivisor >= 1 && rotationDivisor <= 32767)) {
    fail(`rotation divisor ${rotationDivisor}: 1 to 32767 keeps rotations inside s16`);
  }
  const frameValues = (a: Float64Array | null) => (a === null ? null : atFrames(a, 3, n, steps));
  const translationMultiplier = retroAnimMultiplier(
    maxAbs(input.channels.map((c) => frameValues(c.translation))),
  );
  const scaleMultiplier = retroAnimMultiplier(
    maxAbs(input.channels.map((c) => frameValues(c.scale))),
  );
  const prepared: Prepared[] = input.channels.map((c) => {
    let rotation: Prepared["rotation"] = null;
    if (c.rotation !== null) {
      const source = unitRotations(c.rotation, rule.keep);
      const frames = atFrames(source, 4, n, steps);
      const { quantized, sign } = quantizeRetroAnimRotations(frames, rotationDivisor);
      const value = dequantizeRotations(quantized, sign, rotationDivisor);
      const attr = { width: 4 as const, source, value, ...judged(c, "rotation") };
      rotation = { q: quantized, sign, frames, attr };
    }
    const vector = (source: Float64Array | null, m: number, what: "translation" | "scale") => {
      if (source === null) return null;
      const q = quantizeVector(atFrames(source, 3, n, steps), m);
      const value = new Float64Array(q.length);
      for (let i = 0; i < q.length; i++) value[i] = q[i]! * m;
      return { q, attr: { width: 3 as const, source, value, ...judged(c, what) } };
    };
    return {
      boneId: c.boneId,
      rotation,
      translation: vector(c.translation, translationMultiplier, "translation"),
      scale: vector(c.scale, scaleMultiplier, "scale"),
    };
  });
  const attrs: KeyedAttribute[] = [];
  for (const c of prepared) {
    for (const a of [c.rotation, c.translation, c.scale]) {
      if (a !== null && Number.isFinite(a.attr.tolerance)) attrs.push(a.attr);
    }
  }
  let keyedFrames = input.keyedFrames ??
    (attrs.length > 0 ? reduceFrames(attrs, n, steps, rule, input.candidateFrames) : all);
  // The keyed rotations rounded closest, then every segment checked at every entry with those
  // values (a frame the check adds is rounded in turn).
  for (let pass = 0;; pass++) {
    for (const c of prepared) {
      if (c.rotation === null) continue;
      roundClosest({ ...c.rotation, value: c.rotation.attr.value }, keyedFrames, rotationDivisor);
    }
    if (attrs.length === 0 || pass === 2) break;
    const checked = refineFrames(attrs, keyedFrames, steps, rule);
    if (checked.length === keyedFrames.length) break;
    keyedFrames = checked;
  }
  const pick = (q: Int16Array, signs?: Int8Array) => {
    const out = new Int16Array(keyedFrames.length * 3);
    keyedFrames.forEach((f, k) => {
      const s = signs?.[k] ?? 1;
      for (let j = 0; j < 3; j++) out[k * 3 + j] = s * q[f * 3 + j]!;
    });
    return out;
  };
  const channels: RetroAnimV2WriteChannel[] = prepared.map((c) => {
    let rotation: RetroAnimV2WriteChannel["rotation"] = null;
    if (c.rotation !== null) {
      const r = c.rotation;
      const signs = rotationSigns(r.attr, keyedFrames, steps, rule);
      rotation = {
        quantized: pick(r.q, signs),
        sign: Uint8Array.from(keyedFrames, (f, k) => (signs[k]! < 0 ? 1 - r.sign[f]! : r.sign[f]!)),
      };
    }
    return {
      boneId: c.boneId,
      rotation,
      translation: c.translation === null ? null : { quantized: pick(c.translation.q) },
      scale: c.scale === null ? null : { quantized: pick(c.scale.q) },
    };
  });
  const last = keyedFrames[keyedFrames.length - 1] ?? 0;
  const bytes = writeRetroAnimV2({
    game: input.game,
    frameCount: n,
    frames: keyedFrames,
    duration: Math.fround(last * interval),
    interval,
    rootBoneId,
    looping: input.looping ?? 0,
    rotationDivisor,
    translationMultiplier,
    ...(mp2 ? { scaleMultiplier } : {}),
    ...(input.evntId === undefined ? {} : { evntId: input.evntId }),
    channels,
    pad: input.pad ?? true,
  });
  return { bytes, keyedFrames, warnings };
}
