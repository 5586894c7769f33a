/**
 * Lints for ANIM files that read but may not play as intended.
 *
 * @module
 */
import { readableNumber } from "../../model/number_text.ts";
import type { Problem } from "../format.ts";
import type { RetroAnimDocument, RetroAnimV2Document } from "./document.ts";
import { decodeRetroAnimKeys, retroAnimChannelOffsets, retroAnimV2Layout } from "./decode.ts";

/** Attributes whose accumulators leave s16, with the first such key. */
function wrappedAttributes(
  doc: RetroAnimV2Document,
  K: number,
): { channel: number; name: string; key: number }[] {
  const bs = doc.bitstream;
  let pos = 0;
  const bit = (p: number) => (bs[((p >>> 5) << 2) + 3 - ((p & 31) >>> 3)]! >>> (p & 7)) & 1;
  const read = (q: number) => {
    let v = 0;
    for (let i = 0; i < q; i++) v += bit(pos + i) * 2 ** i;
    pos += q;
    return q > 0 && v >= 2 ** (q - 1) ? v - 2 ** q : v;
  };
  const out: { channel: number; name: string; key: number }[] = [];
  const acc = doc.channels.map((c) =>
    [c.rotation, c.translation, c.scale].map((a) => (a === null ? null : [...a.initial]))
  );
  for (let k = 1; k <= K; k++) {
    doc.channels.forEach((c, i) => {
      [c.rotation, c.translation, c.scale].forEach((a, n) => {
        if (a === null) return;
        if (n === 0) pos += 1;
        const v = acc[i]![n]!;
        for (let j = 0; j < 3; j++) {
          v[j] = v[j]! + read(a.bits[j]!);
          if (
            (v[j]! > 32767 || v[j]! < -32768) &&
            !out.some((o) => o.channel === i && o.key >= 0 && o.name === NAMES[n])
          ) {
            out.push({ channel: i, name: NAMES[n]!, key: k });
          }
        }
      });
    });
  }
  return out;
}

const NAMES = ["rotation", "translation", "scale"];

function v2Problems(doc: RetroAnimV2Document): Problem[] {
  const problems: Problem[] = [];
  const warn = (offset: number, message: string) =>
    problems.push({ severity: "warning", location: { kind: "byte", offset }, message });
  const layout = retroAnimV2Layout(doc);
  const K = layout.keyCount;
  const channelAt = retroAnimChannelOffsets(doc);
  const mp2 = doc.game === "mp2";
  const n = doc.frameCount;
  const bitCountAt = mp2 ? 0x2e : 0x30;
  if (((doc.keyBitmap[(n - 1) >>> 5]! >>> ((n - 1) & 31)) & 1) === 0) {
    warn(bitCountAt, `the last frame (${n - 1}) is not keyed; the runtime holds the last key`);
  }
  const expected = Math.fround(layout.frames[K]! * doc.interval);
  if (Math.abs(doc.duration - expected) > 1e-4) {
    warn(
      mp2 ? 0x0a : 0x10,
      `duration ${readableNumber(doc.duration)} s is not the last keyed frame × interval (${
        readableNumber(expected)
      } s)`,
    );
  }
  doc.channels.forEach((c, i) => {
    for (
      const [name, a] of [["rotation", c.rotation], ["translation", c.translation], [
        "scale",
        c.scale,
      ]] as const
    ) {
      if (a === null) continue;
      if (a.keyCount !== K) {
        warn(
          channelAt[i]!,
          `channel ${i} (bone ${c.boneId}): ${name} key count ${a.keyCount}, but the runtime uses ${K} from channel 0`,
        );
      }
      if (a.bits.some((b) => b > 24)) {
        warn(
          channelAt[i]!,
          `channel ${i} (bone ${c.boneId}): ${name} bit widths over 24 (HECL's limit)`,
        );
      }
    }
  });
  const needed = layout.wordCount * 4 + doc.bitstreamOffset - 4;
  if (doc.scratchSize < needed) {
    warn(4, `scratch size ${doc.scratchSize} is below the ${needed} bytes the runtime copies`);
  }
  const tail = doc.bitstream.subarray(layout.wordCount * 4);
  if (!tail.every((b) => b === 0xff)) {
    warn(
      doc.bitstreamOffset + layout.wordCount * 4,
      `${tail.length} bytes after the bitstream are not 0xFF padding`,
    );
  }
  // s16 accumulators: a 32-bit decoder (metaforce, noclip) reads wrapped values differently.
  // A plain second pass over the bitstream with wide accumulators finds them.
  const wrapped = wrappedAttributes(doc, K);
  for (const w of wrapped) {
    warn(
      channelAt[w.channel]!,
      `channel ${w.channel} (bone ${
        doc.channels[w.channel]!.boneId
      }): ${w.name} accumulator leaves s16 at key ${w.key}; the game wraps it, 32-bit decoders do not`,
    );
  }
  const keys = decodeRetroAnimKeys(doc);
  if (doc.channels.some((c) => c.rotation !== null)) {
    ch: for (const [i, c] of keys.channels.entries()) {
      const v = c.rotation?.values;
      if (v === undefined) continue;
      for (let k = 0; k < v.length; k += 4) {
        if (v[k]! * v[k]! + v[k + 1]! * v[k + 1]! + v[k + 2]! * v[k + 2]! > 1 + 1e-6) {
          warn(channelAt[i]!, `bone ${c.boneId}: a rotation key has x²+y²+z² > 1 (W clamps to 0)`);
          break ch;
        }
      }
    }
  }
  return problems;
}

/**
 * Lints a read ANIM document: unkeyed last frame, a duration that is not the last keyed frame ×
 * interval, key counts that differ from channel 0's, bit widths over 24, a scratch size too
 * small, non-0xFF bytes after the bitstream, accumulators that leave s16 (decoders disagree),
 * rotation keys that are not unit (v2); a bone table that is not 100 long (v0).
 *
 * @example Lint a file
 * ```ts ignore
 * for (const p of retroAnimProblems(readRetroAnim(bytes))) console.log(p.message);
 * ```
 */
export function retroAnimProblems(doc: RetroAnimDocument): Problem[] {
  if (doc.version === 2) return v2Problems(doc);
  const problems: Problem[] = [];
  if (doc.boneChannels.length !== 100) {
    problems.push({
      severity: "warning",
      location: { kind: "byte", offset: 28 },
      message: `the bone table has ${doc.boneChannels.length} entries; game files have 100`,
    });
  }
  decodeRetroAnimKeys(doc);
  return problems;
}
