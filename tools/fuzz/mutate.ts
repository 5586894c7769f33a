/**
 * Seeded mutations for fuzzing readers: binary (bit flips, byte insert/delete, truncation, count
 * fields set to 0/1/max, splices) and text (token deletion/duplication, random bytes).
 *
 * @module
 */

/** A small, fast, seedable PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One mutated input and how it was made. */
export interface Mutant {
  /** The bytes. */
  readonly bytes: Uint8Array;
  /** What was done, for the failure report. */
  readonly how: string;
}

/** Makes one mutant of `seed` (`other` is a second seed for splices). */
export type Mutator = (rnd: () => number, seed: Uint8Array, other: Uint8Array) => Mutant;

const COUNT_VALUES = [0, 1, 0x7fffffff, 0xffffffff, 0x80000000, 0xffff];

function int(rnd: () => number, n: number): number {
  return Math.floor(rnd() * n);
}

/** Values for narrow fields: u8 bit widths and flags, u16 counts. */
const SMALL_VALUES = [0, 1, 2, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xffff];

/** Numbers that stress text readers: limits of each integer width, float32 and float64. */
const TEXT_NUMBERS = [
  "0",
  "-0",
  "-1",
  "1e309",
  "-1e309",
  "1e-320",
  "3.4028236e38",
  "4294967296",
  "9007199254740993",
  "18446744073709551616",
  "-9223372036854775809",
  "1e5000",
  "NaN",
  "0x10",
  "1.",
  ".5",
  "1e",
  "99999999999999999999999999999999",
];

/**
 * One random binary mutation of `seed` (`other` is a second seed for splices). About one in
 * nine is a stack of 2–5 mutations, which reaches states a single change cannot.
 */
export function mutateBinary(rnd: () => number, seed: Uint8Array, other: Uint8Array): Mutant {
  const kind = int(rnd, 9);
  if (kind === 8 && seed.length > 0) {
    const depth = 2 + int(rnd, 4);
    let bytes = seed;
    const hows: string[] = [];
    for (let i = 0; i < depth; i++) {
      const m = mutateOne(rnd, bytes, other, int(rnd, 8));
      bytes = m.bytes;
      hows.push(m.how);
    }
    return { bytes, how: `stacked: ${hows.join("; ")}` };
  }
  return mutateOne(rnd, seed, other, kind);
}

function mutateOne(rnd: () => number, seed: Uint8Array, other: Uint8Array, kind: number): Mutant {
  const n = seed.length;
  if (n === 0) return { bytes: new Uint8Array([int(rnd, 256)]), how: "one random byte" };
  switch (kind) {
    case 7: {
      const out = seed.slice();
      const value = SMALL_VALUES[int(rnd, SMALL_VALUES.length)]!;
      const at = int(rnd, n);
      if (value <= 0xff && rnd() < 0.5) {
        out[at] = value;
        return { bytes: out, how: `u8 at ${at} set to ${value}` };
      }
      if (at + 1 >= n) return { bytes: out, how: "unchanged (too short)" };
      const little = rnd() < 0.5;
      new DataView(out.buffer).setUint16(at, value, little);
      return { bytes: out, how: `u16 at ${at} set to ${value} (${little ? "le" : "be"})` };
    }
    case 0: {
      const out = seed.slice();
      const flips = 1 + int(rnd, 4);
      for (let i = 0; i < flips; i++) out[int(rnd, n)]! ^= 1 << int(rnd, 8);
      return { bytes: out, how: `${flips} bit flip(s)` };
    }
    case 1: {
      const at = int(rnd, n + 1);
      const len = 1 + int(rnd, 8);
      const out = new Uint8Array(n + len);
      out.set(seed.subarray(0, at));
      for (let i = 0; i < len; i++) out[at + i] = int(rnd, 256);
      out.set(seed.subarray(at), at + len);
      return { bytes: out, how: `${len} byte(s) inserted at ${at}` };
    }
    case 2: {
      const at = int(rnd, n);
      const len = Math.min(n - at, 1 + int(rnd, 8));
      const out = new Uint8Array(n - len);
      out.set(seed.subarray(0, at));
      out.set(seed.subarray(at + len), at);
      return { bytes: out, how: `${len} byte(s) deleted at ${at}` };
    }
    case 3: {
      const at = int(rnd, n);
      return { bytes: seed.slice(0, at), how: `truncated at ${at}` };
    }
    case 4:
    case 5: {
      const out = seed.slice();
      if (n < 4) return { bytes: out, how: "unchanged (too short)" };
      const at = int(rnd, n - 3) & ~(kind === 4 ? 3 : 0);
      const value = COUNT_VALUES[int(rnd, COUNT_VALUES.length)]!;
      const little = rnd() < 0.5;
      new DataView(out.buffer).setUint32(at, value >>> 0, little);
      return { bytes: out, how: `u32 at ${at} set to ${value} (${little ? "le" : "be"})` };
    }
    default: {
      const a = int(rnd, n + 1);
      const b = int(rnd, other.length + 1);
      const out = new Uint8Array(a + other.length - b);
      out.set(seed.subarray(0, a));
      out.set(other.subarray(b), a);
      return { bytes: out, how: `splice: seed[0, ${a}) + other[${b}, …)` };
    }
  }
}

/**
 * One random text mutation: token deletion or duplication, random bytes, a number token
 * replaced by an extreme one, a stack of these, or a binary one.
 */
export function mutateText(rnd: () => number, seed: Uint8Array, other: Uint8Array): Mutant {
  const kind = int(rnd, 6);
  if (kind === 5) {
    const depth = 2 + int(rnd, 3);
    let bytes = seed;
    const hows: string[] = [];
    for (let i = 0; i < depth; i++) {
      const m = mutateTextOne(rnd, bytes, other, int(rnd, 5));
      bytes = m.bytes;
      hows.push(m.how);
    }
    return { bytes, how: `stacked: ${hows.join("; ")}` };
  }
  return mutateTextOne(rnd, seed, other, kind);
}

function mutateTextOne(
  rnd: () => number,
  seed: Uint8Array,
  other: Uint8Array,
  kind: number,
): Mutant {
  const text = new TextDecoder().decode(seed);
  const tokens = text.split(/(\s+|[;,:{}[\]"])/);
  if (kind === 4) {
    const numbers: number[] = [];
    tokens.forEach((t, i) => {
      if (/^-?[\d.]/.test(t)) numbers.push(i);
    });
    if (numbers.length > 0) {
      const at = numbers[int(rnd, numbers.length)]!;
      const value = TEXT_NUMBERS[int(rnd, TEXT_NUMBERS.length)]!;
      tokens[at] = value;
      return {
        bytes: new TextEncoder().encode(tokens.join("")),
        how: `number token ${at} set to ${value}`,
      };
    }
  }
  if (kind === 0 && tokens.length > 1) {
    const at = int(rnd, tokens.length);
    tokens.splice(at, 1 + int(rnd, 3));
    return { bytes: new TextEncoder().encode(tokens.join("")), how: `token(s) deleted at ${at}` };
  }
  if (kind === 1 && tokens.length > 1) {
    const at = int(rnd, tokens.length);
    const copies = 1 + int(rnd, 3);
    tokens.splice(at, 0, ...Array(copies).fill(tokens[at]));
    return { bytes: new TextEncoder().encode(tokens.join("")), how: `token ${at} duplicated` };
  }
  if (kind === 2) {
    const out = seed.slice();
    const count = 1 + int(rnd, 6);
    for (let i = 0; i < count && out.length > 0; i++) out[int(rnd, out.length)] = int(rnd, 256);
    return { bytes: out, how: `${count} random byte(s)` };
  }
  return mutateBinary(rnd, seed, other);
}

/** Values a glTF field is set to: indices and counts at their limits, wrong types, nothing. */
const GLTF_VALUES: readonly unknown[] = [
  -1,
  0,
  1,
  2,
  3,
  4,
  255,
  65535,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  1e308,
  0.5,
  -0,
  null,
  "",
  "0",
  "STEP",
  "CUBICSPLINE",
  "VEC4",
  "SCALAR",
  "weights",
  [],
  {},
  5120,
  5121,
  5122,
  5123,
  5125,
  5126,
  true,
];

const GLB_MAGIC = 0x46546c67;

/** A GLB's JSON text and the rest after its JSON chunk, or null when it is not one. */
function glbParts(bytes: Uint8Array): { json: string; rest: Uint8Array } | null {
  if (bytes.length < 20) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== GLB_MAGIC) return null;
  const length = view.getUint32(12, true);
  if (20 + length > bytes.length) return null;
  return {
    json: new TextDecoder().decode(bytes.subarray(20, 20 + length)),
    rest: bytes.subarray(20 + length),
  };
}

/** A GLB around `json` (padded to 4 bytes) followed by `rest` (its other chunks). */
function glbOf(json: string, rest: Uint8Array): Uint8Array {
  const text = new TextEncoder().encode(json + " ".repeat((4 - (json.length % 4)) % 4));
  const out = new Uint8Array(20 + text.length + rest.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, GLB_MAGIC, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, out.length, true);
  view.setUint32(12, text.length, true);
  view.setUint32(16, 0x4e4f534a, true);
  out.set(text, 20);
  out.set(rest, 20 + text.length);
  return out;
}

/** Every place in a JSON value (at most `limit`), as its parent and key. */
function places(root: unknown, limit: number): { parent: unknown; key: string | number }[] {
  const out: { parent: unknown; key: string | number }[] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0 && out.length < limit) {
    const node = stack.pop();
    if (node === null || typeof node !== "object") continue;
    const keys: (string | number)[] = Array.isArray(node)
      ? node.map((_, i) => i)
      : Object.keys(node);
    for (const key of keys) {
      out.push({ parent: node, key });
      stack.push((node as Record<string | number, unknown>)[key]);
    }
  }
  return out;
}

/**
 * One structure-aware glTF mutation: the JSON (of a `.gltf`, or a GLB's JSON chunk, repacked
 * with correct lengths so the change gets past the container) gets 1–3 edits at random places —
 * a field set to an extreme or wrongly typed value, a member or element removed, an element
 * duplicated, a value copied from elsewhere. Inputs that are not glTF JSON, and one in four
 * others, get a text or binary mutation instead.
 */
export function mutateGltf(rnd: () => number, seed: Uint8Array, other: Uint8Array): Mutant {
  const glb = glbParts(seed);
  let root: unknown;
  try {
    root = JSON.parse(glb?.json ?? new TextDecoder().decode(seed));
  } catch {
    root = undefined;
  }
  if (root === null || typeof root !== "object" || rnd() < 0.25) {
    return glb === null ? mutateText(rnd, seed, other) : mutateBinary(rnd, seed, other);
  }
  const all = places(root, 4096);
  const hows: string[] = [];
  const edits = 1 + int(rnd, 3);
  for (let e = 0; e < edits && all.length > 0; e++) {
    const { parent, key } = all[int(rnd, all.length)]!;
    const holder = parent as Record<string | number, unknown>;
    const kind = int(rnd, 4);
    if (kind === 0 || kind === 3) {
      const value = kind === 0
        ? structuredClone(GLTF_VALUES[int(rnd, GLTF_VALUES.length)])
        : structuredClone(all[int(rnd, all.length)]!.parent);
      holder[key] = value;
      hows.push(
        `${String(key)} set to ${kind === 0 ? JSON.stringify(value) : "a copy of another"}`,
      );
    } else if (kind === 1) {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete holder[key];
      hows.push(`${String(key)} removed`);
    } else if (Array.isArray(parent)) {
      parent.splice(key as number, 0, structuredClone(parent[key as number]));
      hows.push(`element ${String(key)} duplicated`);
    }
  }
  const json = JSON.stringify(root);
  return glb === null
    ? { bytes: new TextEncoder().encode(json), how: `json: ${hows.join("; ")}` }
    : { bytes: glbOf(json, glb.rest), how: `glb json: ${hows.join("; ")}` };
}

/** Formats with their own structure-aware mutator (the others get the text or binary one). */
export const FORMAT_MUTATORS: Readonly<Record<string, Mutator>> = {
  gltf: mutateGltf,
  glb: mutateGltf,
};
