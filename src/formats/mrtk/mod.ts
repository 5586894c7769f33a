/**
 * MRTK v2 input animation (`.bin`): head, hand-joint and eye-gaze recordings.
 *
 * @module
 */
import type { FormatModule } from "../format.ts";
import { isMrtk, readMrtk } from "./read.ts";
import { mrtkToClip } from "./to_clip.ts";
import { mrtkInfo, mrtkInfoText } from "./info.ts";

export * from "./document.ts";
export * from "./read.ts";
export * from "./to_clip.ts";
export * from "./info.ts";

/** The MRTK format module. */
export const mrtkFormat: FormatModule = {
  name: "mrtk",
  title: "MRTK input animation",
  extensions: ["bin"],
  sniff: isMrtk,
  toClip: (bytes, options) => mrtkToClip(readMrtk(bytes), options),
  info: (bytes) => {
    const info = mrtkInfo(readMrtk(bytes));
    return { json: info, text: mrtkInfoText(info) };
  },
  dump: (bytes) => readMrtk(bytes),
};
