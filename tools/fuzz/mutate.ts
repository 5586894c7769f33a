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

const COUNT_VALUES = [0, 1, 0x7fffffff, 0xffffffff, 0x80000000, 0xffff];

function int(rnd: () => number, n: number): number {
  return Math.floor(rnd() * n);
}

/** One random binary mutation of `seed` (`other` is a second seed for splices). */
export function mutateBinary(rnd: () => number, seed: Uint8Array, other: Uint8Array): Mutant {
  const n = seed.length;
  const kind = int(rnd, 7);
  if (n === 0) return { bytes: new Uint8Array([int(rnd, 256)]), how: "one random byte" };
  switch (kind) {
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

/** One random text mutation: token deletion or duplication, random bytes, or a binary one. */
export function mutateText(rnd: () => number, seed: Uint8Array, other: Uint8Array): Mutant {
  const text = new TextDecoder().decode(seed);
  const tokens = text.split(/(\s+|[;,:{}[\]"])/);
  const kind = int(rnd, 4);
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
