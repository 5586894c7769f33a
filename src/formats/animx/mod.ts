/**
 * Resonite AnimX, the binary animation asset.
 *
 * @module
 */
import type { FormatModule } from "../format.ts";
import { startsWith } from "../_sniff.ts";

/** The AnimX format module (detection only so far). */
export const animxFormat: FormatModule = {
  name: "animx",
  title: "Resonite AnimX",
  extensions: ["animx"],
  // A .NET string "AnimX": length 5, then the ASCII bytes (notes-animj.md §2.1).
  sniff: (bytes) => startsWith(bytes, [0x05, 0x41, 0x6e, 0x69, 0x6d, 0x58]),
};
