/**
 * Reads Metroid Prime 1/2 CINF bytes into a {@linkcode RetroCinfDocument} through the reader
 * generated from `schemas/retro_cinf.ksy`, detecting the game by the layout that consumes the
 * file exactly.
 *
 * @module
 */
import { RetroCinf } from "../../../generated/retro_cinf.js";
import { AnimkitError } from "../../errors.ts";
import { asBytes } from "../../io/bytes.ts";
import { type KaitaiReader, parseKaitai } from "../_kaitai.ts";
import type { RetroCinfBone, RetroCinfDocument, RetroCinfQuaternion } from "./document.ts";
import { orderParentsFirst } from "../../model/hierarchy.ts";

/** Options for {@linkcode readRetroCinf}. */
export interface RetroCinfReadOptions {
  /** Read with this game's layout instead of detecting it. */
  readonly game?: "mp1" | "mp2";
}

function reader(mp2: boolean): KaitaiReader<RetroCinf> {
  // The generated root type takes the layout as a parameter; parseKaitai constructs with the
  // stream only.
  return function (io: ConstructorParameters<typeof RetroCinf>[0]) {
    return new RetroCinf(io, undefined, undefined, mp2);
  } as unknown as KaitaiReader<RetroCinf>;
}

const COUNTS: Readonly<Record<string, string>> = {
  num_bones: "bone count",
  "bone.num_linked": "linked bone count",
  num_build_order: "build order count",
  num_names: "name count",
};

/** Rewords the generated reader's errors: counts are reported at their first byte, with value. */
function refine(error: AnimkitError, bytes: Uint8Array): AnimkitError {
  if (error.location.kind !== "byte") return error;
  const at = error.location.offset;
  if (/no terminator 0 found/.test(error.detail)) {
    return new AnimkitError(
      "retro-cinf",
      error.location,
      "unterminated bone name (no 0 byte before the end of the file)",
    );
  }
  const field = /^([a-z_.]+): invalid value/.exec(error.detail)?.[1];
  const what = field === undefined ? undefined : COUNTS[field];
  if (what === undefined || at < 4) return error;
  const value = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(at - 4);
  return new AnimkitError(
    "retro-cinf",
    { kind: "byte", offset: at - 4 },
    `${what} ${value} runs past the end of the file`,
  );
}

function quaternion(q: RetroCinf.Quat | undefined): RetroCinfQuaternion | null {
  return q === undefined ? null : { w: q.w, x: q.x, y: q.y, z: q.z };
}

type Attempt =
  | { readonly ok: true; readonly doc: RetroCinfDocument; readonly offsets: number[] }
  | { readonly ok: false; readonly error: AnimkitError };

function attempt(bytes: Uint8Array, game: "mp1" | "mp2"): Attempt {
  let raw: RetroCinf;
  try {
    raw = parseKaitai("retro-cinf", reader(game === "mp2"), bytes);
  } catch (error) {
    if (error instanceof AnimkitError) return { ok: false, error: refine(error, bytes) };
    throw error;
  }
  const end = bytes.length - raw.padding.length;
  if (raw.padding.some((b) => b !== 0xff)) {
    return {
      ok: false,
      error: new AnimkitError(
        "retro-cinf",
        { kind: "byte", offset: end },
        `${raw.padding.length} bytes after the ${game.toUpperCase()} name table are not 0xFF padding`,
      ),
    };
  }
  // Byte offset of each bone, for locating problems found after the parse.
  const offsets: number[] = [];
  let at = 4;
  const bones: RetroCinfBone[] = raw.bones.map((b) => {
    offsets.push(at);
    at += (game === "mp2" ? 56 : 24) + 4 * b.numLinked;
    return {
      id: b.id,
      parentId: b.parentId,
      origin: { x: b.origin.x, y: b.origin.y, z: b.origin.z },
      rotation: quaternion(b.rotation),
      localRotation: quaternion(b.localRotation),
      linked: b.linked.slice(),
    };
  });
  return {
    ok: true,
    offsets,
    doc: {
      game,
      bones,
      buildOrder: raw.buildOrder.slice(),
      names: raw.names.map((n) => ({ name: n.name, boneId: n.boneId })),
      paddingBytes: raw.padding.length,
    },
  };
}

/** Refuses bone ids that repeat and parents that form a cycle (ANIM channels name bones by id). */
function checkTree(doc: RetroCinfDocument, offsets: readonly number[]): void {
  const index = new Map<number, number>();
  doc.bones.forEach((b, i) => {
    if (index.has(b.id)) {
      throw new AnimkitError(
        "retro-cinf",
        { kind: "byte", offset: offsets[i]! },
        `bone id ${b.id} is used by bone ${index.get(b.id)} and bone ${i}`,
      );
    }
    index.set(b.id, i);
  });
  const parents = doc.bones.map((b) => (b.parentId === b.id ? -1 : index.get(b.parentId) ?? -1));
  const ordered = orderParentsFirst(parents);
  if ("cycle" in ordered) {
    const i = ordered.cycle;
    throw new AnimkitError(
      "retro-cinf",
      { kind: "byte", offset: offsets[i]! + 4 },
      `the parents of bone ${doc.bones[i]!.id} form a cycle`,
    );
  }
}

/**
 * Parses a Metroid Prime 1/2 CINF file. The game's layout is detected (the one that consumes the
 * file exactly, up to 0xFF padding; Metroid Prime when both do) unless `options.game` names it.
 *
 * @throws {AnimkitError} with a byte location for a count past the end of the file, an
 * unterminated name, bytes after the name table that are not padding, a repeated bone id or
 * parents that form a cycle.
 *
 * @example A two-bone skeleton (Metroid Prime layout)
 * ```ts
 * import { readRetroCinf } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const words = [2, 0, 99, 0, 0, 0, 1, 1, 1, 0, 0, 0x3f800000, 0, 1, 0, 2, 0, 1, 1];
 * const bytes = new Uint8Array(words.length * 4 + 6);
 * const view = new DataView(bytes.buffer);
 * words.forEach((w, i) => view.setUint32(i * 4, w));
 * bytes.set([0x41, 0, 0, 0, 0, 0], words.length * 4); // "A", bone 0
 * const doc = readRetroCinf(bytes);
 * equal(doc.bones[1]!.origin.y, 1);
 * equal(doc.names[0]!.name, "A");
 * ```
 */
export function readRetroCinf(
  bytes: Uint8Array,
  options: RetroCinfReadOptions = {},
): RetroCinfDocument {
  bytes = asBytes(bytes, "retro-cinf");
  if (bytes.length >= 4) {
    const magic = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    if (magic === 0x9e220006) {
      throw new AnimkitError(
        "retro-cinf",
        { kind: "byte", offset: 0 },
        "this is Donkey Kong Country Returns' CINF (magic 0x9E220006), not Metroid Prime's",
      );
    }
  }
  const tries = options.game === undefined ? (["mp1", "mp2"] as const) : [options.game];
  const results = tries.map((g) => attempt(bytes, g));
  const found = results.find((r) => r.ok);
  if (found !== undefined && found.ok) {
    checkTree(found.doc, found.offsets);
    return found.doc;
  }
  const errors = results.map((r) => (r.ok ? undefined : r.error)).filter((e) => e !== undefined);
  const offset = (e: AnimkitError) => (e.location.kind === "byte" ? e.location.offset : 0);
  const worst = errors.reduce((a, b) => (offset(b) > offset(a) ? b : a));
  if (errors.length === 1) throw worst;
  throw new AnimkitError(
    "retro-cinf",
    worst.location,
    `neither the MP1 nor the MP2 layout fits: ${worst.detail}`,
  );
}

/**
 * Whether bytes look like a Metroid Prime 1/2 CINF: a bone count from 1 to 100 and a layout that
 * reads the whole file.
 *
 * @example
 * ```ts
 * import { isRetroCinf } from "./read.ts";
 * import { equal } from "node:assert/strict";
 * equal(isRetroCinf(new Uint8Array(16)), false);
 * ```
 */
export function isRetroCinf(bytes: Uint8Array): boolean {
  if (bytes.length < 4 + 24 + 12 || bytes.length > 1 << 20) return false;
  const count = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (count < 1 || count > 100) return false;
  return attempt(bytes, "mp1").ok || attempt(bytes, "mp2").ok;
}
