/**
 * Metroid Prime 3 CHAR (version 5), big-endian: a character's model, skin, skeleton, PAS
 * database, events, meta-animation trees, bounds and collision primitives.
 *
 * CHAR holds no animation curves (those live in ANIM/SAND files), so this format offers no
 * `toClip`/`fromClip`: `info`, `dump`, `validate` and `convert a.char b.char` (a rewrite through
 * the document) work on it.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { FormatModule, Problem, WriteResult } from "../format.ts";
import { isRetroChar, readRetroChar } from "./read.ts";
import { writeRetroChar } from "./write.ts";
import { retroCharInfo, retroCharInfoText } from "./info.ts";
import type { RetroCharDocument } from "./document.ts";

export * from "./document.ts";
export * from "./read.ts";
export * from "./write.ts";
export * from "./info.ts";

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Lints a CHAR document beyond what reading checks.
 *
 * @example Lint a document
 * ```ts ignore
 * for (const p of retroCharLint(readRetroChar(bytes))) console.log(p.severity, p.message);
 * ```
 */
export function retroCharLint(doc: RetroCharDocument): Problem[] {
  const problems: Problem[] = [];
  const warn = (pointer: string, message: string) =>
    problems.push({ severity: "warning", location: { kind: "pointer", pointer }, message });
  if (doc.pas.states.length > 0 && doc.pas.defaultState >= doc.pas.states.length) {
    warn(
      "/pas/defaultState",
      `default state ${doc.pas.defaultState} is not one of the ${doc.pas.states.length} states`,
    );
  }
  doc.eventSets.forEach((set, i) => {
    set.effectEvents.forEach((e, j) => {
      if (e.name !== e.base.name) {
        warn(`/eventSets/${i}/effectEvents/${j}/name`, "differs from the event's own name");
      }
    });
    set.soundEvents.forEach((e, j) => {
      if (e.name !== e.base.name) {
        warn(`/eventSets/${i}/soundEvents/${j}/name`, "differs from the event's own name");
      }
    });
  });
  if (doc.padding.some((b) => b !== 0xFF)) {
    warn("/padding", `${doc.padding.length} bytes after the last field are not 0xFF padding`);
  }
  return problems;
}

/** The Metroid Prime 3 CHAR format module. */
export const retroCharFormat: FormatModule = {
  name: "retro-char",
  title: "Metroid Prime 3 CHAR",
  extensions: ["char"],
  noCurvesReason:
    "CHAR holds no animation curves: it is a character definition (model, skin, skeleton)",
  // u8 version 5, u8 character id, a null-terminated name, …, "PAS4" (notes-retro.md §4).
  sniff: isRetroChar,
  info: (bytes) => {
    const info = retroCharInfo(readRetroChar(bytes));
    return { json: info, text: retroCharInfoText(info) };
  },
  dump: (bytes) => readRetroChar(bytes),
  validate: (bytes) => retroCharLint(readRetroChar(bytes)),
  rewrite: (bytes, options): WriteResult => {
    if (options?.version !== undefined && options.version !== "5") {
      throw new AnimkitError(
        "retro-char",
        { kind: "none" },
        `cannot write version ${options.version} (only 5)`,
      );
    }
    const out = writeRetroChar(readRetroChar(bytes));
    const warnings = sameBytes(out, bytes)
      ? []
      : ["NaN floats with a payload were written as the quiet NaN 0x7FC00000"];
    return { bytes: out, tracks: [], warnings };
  },
};
