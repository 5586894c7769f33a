/**
 * Maya animImportExport `.anim` text.
 *
 * @module
 */
import type { FormatModule } from "../format.ts";
import { textHead } from "../_sniff.ts";

/** The Maya `.anim` format module (detection only so far). */
export const mayaFormat: FormatModule = {
  name: "maya",
  title: "Maya .anim",
  extensions: ["anim"],
  // The first token that is not a comment is `animVersion` (maya-anim.txt).
  sniff: (bytes) => {
    for (const line of textHead(bytes).split(/\r?\n/)) {
      const token = line.trim().split(/[\s;]+/)[0] ?? "";
      if (token === "" || token.startsWith("/") || token.startsWith("#")) continue;
      return token === "animVersion";
    }
    return false;
  },
};
