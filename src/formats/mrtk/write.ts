/**
 * Writes an {@linkcode MrtkDocument} as MRTK input animation bytes, version 1.1 (the default, as
 * MRTK 2.6+ writes) or 1.0.
 *
 * Layouts (notes-mrtk.md §1): 1.0 stores full 28-byte keys everywhere except the 8-byte bool
 * keys and has no eye gaze; 1.1 stores presence flags, 8-byte (time, value) keys for pose and ray
 * curves, and eye gaze. Both end with the marker list. Everything is little-endian.
 *
 * @module
 */
import type { MrtkCurve, MrtkDocument, MrtkPoseCurves } from "./document.ts";
import { MRTK_MAGIC } from "./read.ts";

/** Options for {@linkcode writeMrtk}. */
export interface MrtkWriteOptions {
  /** `"1.1"` (default) or `"1.0"`. */
  readonly version?: "1.0" | "1.1";
}

class ByteWriter {
  #buffer: Uint8Array;
  #view: DataView;
  #at = 0;

  constructor(size: number) {
    this.#buffer = new Uint8Array(size);
    this.#view = new DataView(this.#buffer.buffer);
  }
  u8(v: number): void {
    this.#buffer[this.#at++] = v;
  }
  i32(v: number): void {
    this.#view.setInt32(this.#at, v, true);
    this.#at += 4;
  }
  f32(v: number): void {
    this.#view.setFloat32(this.#at, v, true);
    this.#at += 4;
  }
  bytes(b: Uint8Array): void {
    this.#buffer.set(b, this.#at);
    this.#at += b.length;
  }
  /** .NET `Write7BitEncodedInt`: 7 bits a byte, low group first, high bit = more. */
  varint(v: number): void {
    let n = v >>> 0;
    while (n >= 0x80) {
      this.u8((n & 0x7f) | 0x80);
      n >>>= 7;
    }
    this.u8(n);
  }
  result(): Uint8Array {
    if (this.#at !== this.#buffer.length) throw new Error("size computation disagrees with output");
    return this.#buffer;
  }
}

function varintLength(v: number): number {
  let n = 1;
  for (let x = v >>> 7; x > 0; x >>>= 7) n++;
  return n;
}

/**
 * Encodes a document. Version 1.0 drops eye gaze (it has no place for it); version 1.1 keeps only
 * time and value of pose and ray keys. Wrap modes are written as stored.
 *
 * @example Round-trip a recording
 * ```ts ignore
 * const bytes = writeMrtk(readMrtk(input), { version: "1.0" });
 * ```
 */
export function writeMrtk(doc: MrtkDocument, options: MrtkWriteOptions = {}): Uint8Array {
  const v11 = (options.version ?? "1.1") === "1.1";
  const encoder = new TextEncoder();
  const names = doc.markers.map((m) => encoder.encode(m.name));
  const fullKey = v11 ? 8 : 28;
  // In 1.0 every section is present; absent ones are written as empty curves.
  const hasCamera = v11 ? doc.camera !== null : true;
  const hasHands = v11 ? doc.hands !== null : true;
  const hasGaze = v11 && doc.eyeGaze !== null;

  let size = 16 + (v11 ? 3 : 0);
  const curveSize = (c: MrtkCurve | undefined, keySize: number) =>
    12 + (c?.keys.time.length ?? 0) * keySize;
  const poseSize = (p: MrtkPoseCurves | undefined) => {
    let s = 0;
    for (let i = 0; i < 3; i++) s += curveSize(p?.position[i], fullKey);
    for (let i = 0; i < 4; i++) s += curveSize(p?.rotation[i], fullKey);
    return s;
  };
  if (hasCamera) size += poseSize(doc.camera ?? undefined);
  if (hasHands) {
    const h = doc.hands;
    for (const c of [h?.tracked[0], h?.tracked[1], h?.pinching[0], h?.pinching[1]]) {
      size += curveSize(c, 8);
    }
    for (let j = 0; j < 54; j++) {
      const p = h === null ? undefined : j < 27 ? h.jointsLeft[j] : h.jointsRight[j - 27];
      size += poseSize(p);
    }
  }
  if (hasGaze) {
    for (const c of [...doc.eyeGaze!.origin, ...doc.eyeGaze!.direction]) size += curveSize(c, 8);
  }
  if (doc.hasMarkerList || doc.markers.length > 0) {
    size += 4;
    for (const n of names) size += 4 + varintLength(n.length) + n.length;
  }

  const w = new ByteWriter(size);
  w.bytes(MRTK_MAGIC);
  w.i32(1);
  w.i32(v11 ? 1 : 0);
  if (v11) {
    w.u8(hasCamera ? 1 : 0);
    w.u8(hasHands ? 1 : 0);
    w.u8(hasGaze ? 1 : 0);
  }
  const curve = (c: MrtkCurve | undefined, simple: boolean) => {
    const k = c?.keys;
    const n = k?.time.length ?? 0;
    // An absent curve is what MRTK writes for a new AnimationCurve: ClampForever both sides.
    w.i32(c?.preWrap ?? 8);
    w.i32(c?.postWrap ?? 8);
    w.i32(n);
    for (let i = 0; i < n; i++) {
      w.f32(k!.time[i]!);
      w.f32(k!.value[i]!);
      if (!simple) {
        w.f32(k!.inTangent[i]!);
        w.f32(k!.outTangent[i]!);
        w.f32(k!.inWeight[i]!);
        w.f32(k!.outWeight[i]!);
        w.i32(k!.weightedMode[i]!);
      }
    }
  };
  const pose = (p: MrtkPoseCurves | undefined) => {
    for (let i = 0; i < 3; i++) curve(p?.position[i], v11);
    for (let i = 0; i < 4; i++) curve(p?.rotation[i], v11);
  };
  if (hasCamera) pose(doc.camera ?? undefined);
  if (hasHands) {
    const h = doc.hands;
    for (const c of [h?.tracked[0], h?.tracked[1], h?.pinching[0], h?.pinching[1]]) curve(c, true);
    for (let j = 0; j < 27; j++) pose(h?.jointsLeft[j]);
    for (let j = 0; j < 27; j++) pose(h?.jointsRight[j]);
  }
  if (hasGaze) {
    for (const c of [...doc.eyeGaze!.origin, ...doc.eyeGaze!.direction]) {
      curve(c, true);
    }
  }
  if (doc.hasMarkerList || doc.markers.length > 0) {
    w.i32(doc.markers.length);
    doc.markers.forEach((m, i) => {
      w.f32(m.time);
      w.varint(names[i]!.length);
      w.bytes(names[i]!);
    });
  }
  return w.result();
}
