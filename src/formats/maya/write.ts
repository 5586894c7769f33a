/**
 * Writes a {@linkcode MayaDocument} as `.anim` text the way Maya's animExport does
 * (notes-maya.md §2: `;` after every statement, 2-space fields, 4-space key rows, `%.8g`
 * numbers).
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import { type MayaDocument, MayaTangent } from "./document.ts";

/** C's `%.8g` of a finite number. */
function g8(x: number): string {
  if (x === 0) return Object.is(x, -0) ? "-0" : "0";
  const neg = x < 0;
  const ax = neg ? -x : x;
  // JavaScript rounds exact ties up where C rounds to even; such a tie has 9 significant
  // digits, so it never reads back and formatMayaNumber falls back to the shortest text.
  const e7 = ax.toExponential(7);
  const ei = e7.indexOf("e");
  const digits = e7[0]! + e7.slice(2, ei);
  const exp = Number(e7.slice(ei + 1));
  return layout(neg, digits, exp, 8);
}

/**
 * `%g` layout of significant `digits` (first digit non-zero) times 10^`exp`, for precision
 * `p`: exponent form when exp < −4 or exp ≥ p, trailing zeros removed.
 */
function layout(neg: boolean, digits: string, exp: number, p: number): string {
  let out: string;
  if (exp < -4 || exp >= p) {
    let mant = digits[0]!;
    const frac = digits.slice(1).replace(/0+$/, "");
    if (frac !== "") mant += "." + frac;
    const ae = Math.abs(exp);
    out = `${mant}e${exp < 0 ? "-" : "+"}${ae < 10 ? "0" : ""}${ae}`;
  } else if (exp >= 0) {
    const padded = digits.padEnd(exp + 1, "0");
    const int = padded.slice(0, exp + 1);
    const frac = padded.slice(exp + 1).replace(/0+$/, "");
    out = frac === "" ? int : `${int}.${frac}`;
  } else {
    out = `0.${"0".repeat(-exp - 1)}${digits.replace(/0+$/, "")}`;
  }
  return neg ? "-" + out : out;
}

/** The shortest digits that read back as `x`, laid out as `%g` does. */
function shortest(x: number): string {
  const neg = x < 0;
  const e = (neg ? -x : x).toExponential();
  const ei = e.indexOf("e");
  const digits = e[0]! + e.slice(2, ei);
  return layout(neg, digits, Number(e.slice(ei + 1)), Math.max(8, digits.length));
}

/**
 * Formats a number as Maya writes it: `%.8g` (`1.9999796`, `-2.9455214e-28`, `-0`). When eight
 * significant digits would change the value, the shortest text that reads back exactly is
 * written instead, so written keys stay exact.
 *
 * @param x a finite number
 * @returns the text
 * @throws {AnimkitError} for NaN or an infinity, which `.anim` cannot hold
 *
 * @example
 * ```ts
 * import { formatMayaNumber } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(formatMayaNumber(1.9999796), "1.9999796");
 * equal(formatMayaNumber(5.9999998e-05), "5.9999998e-05");
 * equal(formatMayaNumber(0.1 + 0.2), "0.30000000000000004");
 * ```
 */
export function formatMayaNumber(x: number): string {
  if (!Number.isFinite(x)) {
    throw new AnimkitError("maya", { kind: "none" }, `cannot write the number ${x}`);
  }
  const s = g8(x);
  if (Number(s) === x) return s;
  return shortest(x);
}

/** A name as a word: quoted when it would not read back as one word. */
function nameWord(name: string): string {
  return name === "" || /[\s;"{}]/.test(name) || /^[\/#]/.test(name) ? `"${name}"` : name;
}

/**
 * Writes a document as `.anim` text.
 *
 * @example Round trip
 * ```ts
 * import { readMaya, writeMayaText } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const text = "animVersion 1.1;\nmayaVersion 2026;\nanim joint1 0 1 0;\n";
 * equal(writeMayaText(readMaya(new TextEncoder().encode(text)).document), text);
 * ```
 */
export function writeMayaText(doc: MayaDocument): string {
  const h = doc.header;
  const out: string[] = [];
  for (const key of h.order) {
    switch (key) {
      case "animVersion":
        out.push(`animVersion ${h.animVersion};`);
        break;
      case "mayaVersion":
      case "timeUnit":
      case "linearUnit":
      case "angularUnit": {
        const v = h[key];
        if (v !== null) out.push(`${key} ${v};`);
        break;
      }
      case "startTime":
      case "endTime":
      case "startUnitless":
      case "endUnitless": {
        const v = h[key];
        if (v !== null) out.push(`${key} ${formatMayaNumber(v)};`);
        break;
      }
    }
  }
  if (!h.order.includes("animVersion")) out.unshift(`animVersion ${h.animVersion || "1.1"};`);
  // Maya ignores comments; animkit reads this one back (MayaDocument.valueTypes, nodeNames).
  const recorded: Record<string, Record<string, string>> = {};
  for (const key of ["valueTypes", "nodeNames", "trackNodes"] as const) {
    const names = doc[key];
    if (names !== undefined && Object.keys(names).length > 0) recorded[key] = names;
  }
  if (Object.keys(recorded).length > 0) out.push(`// animkit: ${JSON.stringify(recorded)}`);
  const breakdowns = !(Number(h.animVersion) < 1.1);
  const k = doc.keys;
  const words = doc.tangentWords;
  for (const item of doc.items) {
    const names = item.names.map(nameWord).join(" ");
    out.push(`anim ${names === "" ? "" : names + " "}${item.row} ${item.child} ${item.attr};`);
    const d = item.data;
    if (d === null) continue;
    out.push("animData {");
    for (const key of d.order) {
      if (key === "keys") {
        out.push("  keys {");
        const end = d.firstKey + d.keyCount;
        for (let i = d.firstKey; i < end; i++) {
          const inT = k.inType[i]!;
          const outT = k.outType[i]!;
          let row = `    ${formatMayaNumber(k.time[i]!)} ${formatMayaNumber(k.value[i]!)} ${
            words[inT]
          } ${words[outT]} ${k.tanLocked[i]} ${k.weightLocked[i]}`;
          if (breakdowns) row += ` ${k.breakdown[i]}`;
          if (inT === MayaTangent.Fixed) {
            row += ` ${formatMayaNumber(k.inAngle[i]!)} ${formatMayaNumber(k.inWeight[i]!)}`;
          }
          if (outT === MayaTangent.Fixed) {
            row += ` ${formatMayaNumber(k.outAngle[i]!)} ${formatMayaNumber(k.outWeight[i]!)}`;
          }
          out.push(row + ";");
        }
        out.push("  }");
      } else if (key === "weighted") {
        if (d.weighted !== null) out.push(`  weighted ${d.weighted};`);
      } else {
        const v = d[key as "input"];
        if (v !== null && v !== undefined) out.push(`  ${key} ${v};`);
      }
    }
    out.push("}");
  }
  const nl = doc.lineEnding;
  return out.join(nl) + nl;
}

/**
 * Writes a document as `.anim` bytes (UTF-8).
 *
 * @example
 * ```ts ignore
 * await Deno.writeFile("out.anim", writeMaya(doc));
 * ```
 */
export function writeMaya(doc: MayaDocument): Uint8Array {
  return new TextEncoder().encode(writeMayaText(doc));
}
