/**
 * Metroid Prime 1/2 skeletons (CINF), big-endian: bone ids, parents, rest origins and names.
 * A CINF holds no animation: `info` and `dump` read it, and ANIM files read with it
 * (`--skeleton`, {@linkcode ReadOptions.skeleton}) get its bones as their node hierarchy.
 *
 * @module
 */
import type { FormatModule, ReadOptions } from "../format.ts";
import { isRetroCinf, readRetroCinf } from "./read.ts";
import { retroCinfInfo, retroCinfInfoText } from "./info.ts";

export * from "./document.ts";
export * from "./read.ts";
export * from "./nodes.ts";
export * from "./info.ts";

function read(bytes: Uint8Array, options: ReadOptions | undefined) {
  return readRetroCinf(bytes, options?.game === undefined ? {} : { game: options.game });
}

/** The Metroid Prime 1/2 CINF format module. */
export const retroCinfFormat: FormatModule = {
  name: "retro-cinf",
  title: "Metroid Prime 1/2 CINF skeleton",
  extensions: ["cinf"],
  noCurvesReason:
    "CINF holds no animation curves: it is a skeleton; read an ANIM with --skeleton FILE.CINF",
  // No magic number: a bone count from 1 to 100 and a layout that reads the whole file.
  sniff: isRetroCinf,
  info: (bytes, options) => {
    const info = retroCinfInfo(read(bytes, options));
    return { json: info, text: retroCinfInfoText(info) };
  },
  dump: (bytes, options) => read(bytes, options),
  validate: (bytes, options) => {
    const doc = read(bytes, options);
    const ids = new Set(doc.bones.map((b) => b.id));
    return doc.names.filter((n) => !ids.has(n.boneId)).map((n) => ({
      severity: "warning" as const,
      location: { kind: "none" as const },
      message: `the name "${n.name}" is given to bone id ${n.boneId}, which no bone has`,
    }));
  },
};
