/**
 * The ANIM encoder from per-frame float keys: hemisphere-continuous rotations, quantisation
 * that keeps every absolute value inside s16, key reduction against the runtime's
 * interpolation, then {@linkcode writeRetroAnimV2} or {@linkcode writeRetroAnimV0}.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { RetroAnimGame } from "./document.ts";
import { continuousUnit, slerpInto } from "./_quat.ts";
import {
  quantizeRetroAnimRotations,
  retroAnimMultiplier,
  type RetroAnimV2WriteChannel,
  writeRetroAnimV0,
  writeRetroAnimV2,
} from "./write.ts";

/** One channel's per-frame values for {@linkcode encodeRetroAnim}. */
export interface RetroAnimEncodeChannel {
  /** Bone (segment) id. */
  readonly boneId: number;
  /** X, Y, Z, W per frame (W the real part), or `null`. */
  readonly rotation: Float64Array | null;
  /** X, Y, Z per frame, or `null`. */
  readonly translation: Float64Array | null;
  /** X, Y, Z per frame, or `null` (MP2 only). */
  readonly scale: Float64Array | null;
}

/** What {@linkcode encodeRetroAnim} writes. */
export interface RetroAnimEncodeInput {
  /** Which game's layout. */
  readonly game: RetroAnimGame;
  /** 2 (compressed, default) or 0. */
  readonly version?: 0 | 2;
  /** Seconds per frame (stored as float32). */
  readonly interval: number;
  /** Frames; values hold one entry per frame. */
  readonly frameCount: number;
  /** Root bone id (default 3 in MP1, 0 in MP2; notes-retro.md §3.1, §3.2). */
  readonly rootBoneId?: number;
  /** Version 2 looping flag (default 0). */
  readonly looping?: number;
  /**
   * Keep every rotation key's sign (up to one sign for all): for sources that already play with
   * the game's long-arc slerp. Otherwise keys are made hemisphere-continuous.
   */
  readonly keepRotationSigns?: boolean;
  /** MP1 EVNT id (default: none, 0 in v2 and 0xFFFFFFFF in v0). */
  readonly evntId?: number;
  /** Channels in file order. */
  readonly channels: readonly RetroAnimEncodeChannel[];
  /**
   * Version 2: the largest error allowed where frames are left to the runtime's interpolation
   * (component-wise absolute difference; quaternions compared up to sign). Without it, and
   * without `keyedFrames`, every frame is keyed.
   */
  readonly tolerance?: number;
  /** Version 2: key exactly these frames (ascending, with 0 and frameCount − 1). */
  readonly keyedFrames?: Uint32Array;
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
function continuous(values: Float64Array, keepSigns = false): Float64Array {
  for (let i = 0; i < values.length; i += 4) {
    const len = Math.hypot(values[i]!, values[i + 1]!, values[i + 2]!, values[i + 3]!);
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

function quantizeVector(values: Float64Array, multiplier: number): Int16Array {
  const out = new Int16Array(values.length);
  for (let i = 0; i < values.length; i++) {
    out[i] = Math.max(-32768, Math.min(32767, Math.round(values[i]! / multiplier)));
  }
  return out;
}

/** What the runtime holds at each frame when that frame is keyed. */
interface Prepared {
  readonly boneId: number;
  readonly rotation:
    | { q: Int16Array; sign: Uint8Array; source: Float64Array; value: Float64Array }
    | null;
  readonly translation: { q: Int16Array; source: Float64Array; value: Float64Array } | null;
  readonly scale: { q: Int16Array; source: Float64Array; value: Float64Array } | null;
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

/** Worst error over frames a+1 … b−1 when only a and b are keyed. */
function segmentError(channels: readonly Prepared[], a: number, b: number): number {
  const q = new Float64Array(4);
  let worst = 0;
  for (let f = a + 1; f < b; f++) {
    const t = (f - a) / (b - a);
    for (const c of channels) {
      if (c.rotation !== null) {
        slerpInto(c.rotation.value, a * 4, b * 4, t, false, q);
        const s = c.rotation.source;
        let plus = 0;
        let minus = 0;
        for (let j = 0; j < 4; j++) {
          plus = Math.max(plus, Math.abs(q[j]! - s[f * 4 + j]!));
          minus = Math.max(minus, Math.abs(q[j]! + s[f * 4 + j]!));
        }
        worst = Math.max(worst, Math.min(plus, minus));
      }
      for (const v of [c.translation, c.scale]) {
        if (v === null) continue;
        for (let j = 0; j < 3; j++) {
          const lerp = v.value[a * 3 + j]! + (v.value[b * 3 + j]! - v.value[a * 3 + j]!) * t;
          worst = Math.max(worst, Math.abs(lerp - v.source[f * 3 + j]!));
        }
      }
    }
  }
  return worst;
}

/**
 * Greedy key reduction: from each keyed frame a, key a far frame b such that every frame in
 * between, interpolated by the runtime from the quantized keys, is within `tolerance` of the
 * source. b is found by doubling the span, then bisecting between the last span that passed and
 * the first that failed (O(L log L) per span of L frames). Frames 0 and N − 1 are always keyed.
 */
function reduceKeys(channels: readonly Prepared[], n: number, tolerance: number): Uint32Array {
  const keyed = [0];
  const ok = (a: number, b: number) => segmentError(channels, a, b) <= tolerance;
  let a = 0;
  while (a < n - 1) {
    let good = a + 1; // always valid: no frame in between
    let bad = -1;
    for (let span = 2; good < n - 1; span *= 2) {
      const b = Math.min(n - 1, a + span);
      if (ok(a, b)) good = b;
      else {
        bad = b;
        break;
      }
    }
    while (bad !== -1 && bad - good > 1) {
      const mid = (good + bad) >>> 1;
      if (ok(a, mid)) good = mid;
      else bad = mid;
    }
    keyed.push(good);
    a = good;
  }
  return Uint32Array.from(keyed);
}

/**
 * Encodes per-frame float keys as an ANIM file. Version 2: rotations are made unit and
 * hemisphere-continuous (key 0 with W ≥ 0, the per-key W sign bit carrying later flips), then
 * quantized with rounding (rotation divisor 0x7FFF by default); translation and scale
 * multipliers are max|value|/32767 rounded up to float32 so that every absolute value fits s16;
 * keyed frames come from `keyedFrames`, from key reduction within `tolerance`, or are every
 * frame. Version 0 stores the floats as they are.
 *
 * @throws {AnimkitError} for input the layout cannot hold (see the writers) or a zero-length
 * rotation.
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
  const rootBoneId = input.rootBoneId ?? (mp2 ? 0 : 3);
  const warnings: string[] = [];
  if (version === 0) {
    const bytes = writeRetroAnimV0({
      game: input.game,
      frameCount: n,
      interval,
      rootBoneId,
      ...(input.evntId === undefined ? {} : { evntId: input.evntId }),
      channels: input.channels.map((c) => ({
        ...c,
        rotation: c.rotation === null ? null : continuous(c.rotation, input.keepRotationSigns),
      })),
      pad: input.pad ?? true,
    });
    const all = new Uint32Array(n);
    for (let i = 0; i < n; i++) all[i] = i;
    return { bytes, keyedFrames: all, warnings };
  }

  const rotationDivisor = input.rotationDivisor ?? 0x7fff;
  if (!(Number.isInteger(rotationDivisor) && rotationDivisor >= 1 && rotationDivisor <= 32767)) {
    fail(`rotation divisor ${rotationDivisor}: 1 to 32767 keeps rotations inside s16`);
  }
  const translationMultiplier = retroAnimMultiplier(
    maxAbs(input.channels.map((c) => c.translation)),
  );
  const scaleMultiplier = retroAnimMultiplier(maxAbs(input.channels.map((c) => c.scale)));
  const prepared: Prepared[] = input.channels.map((c) => {
    let rotation: Prepared["rotation"] = null;
    if (c.rotation !== null) {
      const source = continuous(c.rotation, input.keepRotationSigns);
      const { quantized, sign } = quantizeRetroAnimRotations(source, rotationDivisor);
      rotation = {
        q: quantized,
        sign,
        source,
        value: dequantizeRotations(quantized, sign, rotationDivisor),
      };
    }
    const vector = (source: Float64Array | null, m: number) => {
      if (source === null) return null;
      const q = quantizeVector(source, m);
      const value = new Float64Array(q.length);
      for (let i = 0; i < q.length; i++) value[i] = q[i]! * m;
      return { q, source, value };
    };
    return {
      boneId: c.boneId,
      rotation,
      translation: vector(c.translation, translationMultiplier),
      scale: vector(c.scale, scaleMultiplier),
    };
  });
  let keyedFrames: Uint32Array;
  if (input.keyedFrames !== undefined) {
    keyedFrames = input.keyedFrames;
  } else if (input.tolerance !== undefined) {
    keyedFrames = reduceKeys(prepared, n, input.tolerance);
  } else {
    keyedFrames = new Uint32Array(n);
    for (let i = 0; i < n; i++) keyedFrames[i] = i;
  }
  const pick = (q: Int16Array) => {
    const out = new Int16Array(keyedFrames.length * 3);
    keyedFrames.forEach((f, k) => out.set(q.subarray(f * 3, f * 3 + 3), k * 3));
    return out;
  };
  const channels: RetroAnimV2WriteChannel[] = prepared.map((c) => ({
    boneId: c.boneId,
    rotation: c.rotation === null ? null : {
      quantized: pick(c.rotation.q),
      sign: Uint8Array.from(keyedFrames, (f) => c.rotation!.sign[f]!),
    },
    translation: c.translation === null ? null : { quantized: pick(c.translation.q) },
    scale: c.scale === null ? null : { quantized: pick(c.scale.q) },
  }));
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
