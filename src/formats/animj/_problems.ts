/**
 * AnimJ problems in plain words: schema violations (from the generated validators) and the
 * Resonite lints, each located by JSON pointer and line:column.
 *
 * @module
 */
import { validateAnimJ } from "../../../generated/animj_validate.js";
import { validateAnimJAll } from "../../../generated/animj_validate_all.js";
import type { SchemaError } from "../../../generated/animj_validate.d.ts";
import type { Problem } from "../format.ts";
import type { Location } from "../../errors.ts";
import { type AnimJText, pointerEscape } from "./_json.ts";
import { lintAnimJ } from "./lint.ts";

/** Most problems one validation lists (the rest are summarised in one line). */
export const ANIMJ_MAX_PROBLEMS = 1000;
const MAX_PROBLEMS = ANIMJ_MAX_PROBLEMS;

const TYPE_WORDS: Record<string, string> = {
  number: "a number",
  integer: "a whole number (an integer, written without a decimal point)",
  boolean: "true or false",
  object: "an object { … }",
  array: "an array [ … ]",
  string: "a string",
  null: "null",
};

const KEY_HINTS: Record<string, string> = {
  track: 'did you mean "tracks"?',
  keyframe: 'did you mean "keyframes"?',
  duration: 'did you mean "globalDuration"?',
  type: 'did you mean "trackType" or "valueType"?',
  times: 'did you mean "time"?',
  values: 'did you mean "value"?',
  interp: 'did you mean "interpolation"?',
};

/** 64-bit limits as written in the schema (the parsed numbers are rounded). */
function exact(limit: unknown): string {
  if (limit === 9223372036854775807) return "9223372036854775807";
  if (limit === -9223372036854775808) return "-9223372036854775808";
  if (limit === 18446744073709551615) return "18446744073709551615";
  return String(limit);
}

/** A schema violation in plain words, with the pointer it is about. */
function describe(e: SchemaError): { pointer: string; atKey: boolean; message: string } {
  const p = e.params;
  switch (e.keyword) {
    case "required": {
      const key = String(p.missingProperty);
      return {
        pointer: e.instancePath,
        atKey: false,
        message: `missing the required key "${key}"`,
      };
    }
    case "additionalProperties": {
      const key = String(p.additionalProperty);
      const hint = KEY_HINTS[key] ?? KEY_HINTS[key.toLowerCase()];
      return {
        pointer: `${e.instancePath}/${pointerEscape(key)}`,
        atKey: true,
        message: `unknown key "${key}"${
          hint ? `; ${hint}` : ""
        } (Resonite ignores it, so its data is lost)`,
      };
    }
    case "type": {
      const types = String(p.type).split(",");
      return {
        pointer: e.instancePath,
        atKey: false,
        message: e.instancePath === "" && types.length === 1 && types[0] === "object"
          ? "the top level must be an object { … }"
          : `must be ${types.map((t) => TYPE_WORDS[t] ?? t).join(" or ")}`,
      };
    }
    case "enum": {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      return {
        pointer: e.instancePath,
        atKey: false,
        message: `must be one of ${
          allowed.map((v) => JSON.stringify(v)).join(", ")
        } (case matters)`,
      };
    }
    case "minimum":
      return {
        pointer: e.instancePath,
        atKey: false,
        message: `must be at least ${exact(p.limit)}`,
      };
    case "maximum":
      return {
        pointer: e.instancePath,
        atKey: false,
        message: `must be at most ${exact(p.limit)}`,
      };
    case "exclusiveMinimum":
      return { pointer: e.instancePath, atKey: false, message: `must be greater than ${p.limit}` };
    case "exclusiveMaximum":
      return { pointer: e.instancePath, atKey: false, message: `must be less than ${p.limit}` };
    case "not":
      return {
        pointer: e.instancePath,
        atKey: false,
        message:
          "AnimJ has no form for matrix values: Resonite imports them as all zeros (Resonite-Issues#2478); store matrix animation as AnimX",
      };
    case "anyOf":
      return {
        pointer: e.instancePath,
        atKey: false,
        message: e.schemaPath.includes("tangentPresence")
          ? 'a "Tangent" or "CubicBezier" keyframe needs a "leftTangent" or "rightTangent"'
          : (e.message ?? "does not match any allowed shape"),
      };
    default:
      return { pointer: e.instancePath, atKey: false, message: e.message ?? e.keyword };
  }
}

function position(location: Location): number {
  if (location.kind === "pointer" || location.kind === "text") {
    return (location.line ?? 0) * 1e7 + (location.column ?? 0);
  }
  return 0;
}

/**
 * Schema problems and lints of a parsed text, located. `known`: the data is already known to
 * match the schema (only the lints run).
 */
export function animjProblems(
  doc: AnimJText,
  allErrors: boolean,
  known?: { readonly schemaValid: true; readonly bigNumbers: boolean },
): Problem[] {
  const validate = allErrors ? validateAnimJAll : validateAnimJ;
  const raw: {
    severity: "error" | "warning";
    pointer?: string;
    offset?: number;
    atKey?: boolean;
    message: string;
  }[] = [];
  if (known === undefined && !validate(doc.data)) {
    const errors = (validate.errors ?? []).filter((e) =>
      e.keyword !== "if" && !/\/anyOf\/\d+\//.test(e.schemaPath)
    );
    const seen = new Set<string>();
    for (const e of errors) {
      const d = describe(e);
      const id = `${d.pointer}\u0000${d.message}`;
      if (seen.has(id)) continue;
      seen.add(id);
      raw.push({ severity: "error", ...d });
      if (!allErrors) break;
    }
  }
  if (allErrors || raw.length === 0) raw.push(...lintAnimJ(doc, known?.bigNumbers ?? true));
  let kept = raw;
  if (!allErrors) {
    const firstError = raw.findIndex((r) => r.severity === "error");
    if (firstError >= 0) kept = raw.filter((r, i) => r.severity === "warning" || i === firstError);
  }
  const more = Math.max(0, kept.length - MAX_PROBLEMS);
  if (more > 0) kept = kept.slice(0, MAX_PROBLEMS);
  let problems: Problem[] = kept.map((r) => {
    let location: Location;
    if (r.offset !== undefined) {
      const lc = doc.lineColumn(r.offset);
      location = r.pointer !== undefined
        ? { kind: "pointer", pointer: r.pointer, ...lc }
        : { kind: "text", ...lc };
    } else location = doc.locate(r.pointer ?? "", r.atKey);
    return { severity: r.severity, location, message: r.message };
  });
  if (allErrors) {
    problems = problems.map((p, i) => ({ p, i }))
      .sort((a, b) => position(a.p.location) - position(b.p.location) || a.i - b.i)
      .map((x) => x.p);
  }
  if (more > 0) {
    problems.push({
      severity: problems.some((p) => p.severity === "error") ? "error" : "warning",
      location: { kind: "pointer", pointer: "" },
      message: `${more} more problems are not listed`,
      count: more,
    });
  }
  return problems;
}
