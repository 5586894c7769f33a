/**
 * Resonite AnimJ (JSON).
 *
 * @module
 */
import type { FormatModule } from "../format.ts";
import { textHead } from "../_sniff.ts";

/** The AnimJ format module (detection only so far). */
export const animjFormat: FormatModule = {
  name: "animj",
  title: "Resonite AnimJ",
  extensions: ["animj", "json"],
  sniff: (bytes) => textHead(bytes, 256).trimStart().startsWith("{"),
};
