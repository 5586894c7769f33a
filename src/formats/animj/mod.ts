/**
 * Resonite AnimJ (JSON).
 *
 * @module
 */
import type { FormatModule } from "../format.ts";
import { textHead } from "../_sniff.ts";
import { validateAnimJDocument } from "./validate.ts";

export * from "./validate.ts";

/** The AnimJ format module. */
export const animjFormat: FormatModule = {
  name: "animj",
  title: "Resonite AnimJ",
  extensions: ["animj", "json"],
  sniff: (bytes) => textHead(bytes, 256).trimStart().startsWith("{"),
  validate: validateAnimJDocument,
};
