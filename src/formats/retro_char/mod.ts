/**
 * Metroid Prime 3 CHAR (version 5), big-endian.
 *
 * @module
 */
import type { FormatModule } from "../format.ts";

/** The Metroid Prime 3 CHAR format module (detection only so far). */
export const retroCharFormat: FormatModule = {
  name: "retro-char",
  title: "Metroid Prime 3 CHAR",
  extensions: ["char"],
  // u8 version 5, u8 character id, then a null-terminated name (retro-char-mp3.txt).
  sniff: (bytes) => bytes.length >= 3 && bytes[0] === 0x05 && bytes.indexOf(0, 2) > 0,
};
