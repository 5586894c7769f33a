/**
 * Metroid Prime 1/2 ANIM (versions 0 and 2), big-endian.
 *
 * @module
 */
import type { FormatModule } from "../format.ts";
import { startsWith } from "../_sniff.ts";

/** The Metroid Prime 1/2 ANIM format module (detection only so far). */
export const retroAnimFormat: FormatModule = {
  name: "retro-anim",
  title: "Metroid Prime 1/2 ANIM",
  extensions: ["anim"],
  // The first u32 is the version: 0 (uncompressed) or 2 (bitstream); retro-anim-mp1-mp2.txt.
  sniff: (bytes) =>
    bytes.length >= 0x20 && (startsWith(bytes, [0, 0, 0, 0]) || startsWith(bytes, [0, 0, 0, 2])),
};
