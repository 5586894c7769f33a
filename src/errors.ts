/**
 * The one error type animkit throws for bad input.
 *
 * @module
 */

/**
 * The name of a registered format, as `--format` takes it and {@linkcode AnimkitError.format}
 * reports it. Each format declares its own name in its module; the registry's `FORMAT_NAMES`
 * lists them, so adding a format touches no list outside its folder but the registry line.
 */
export type FormatName = string;

/** Where in the input a problem was found. */
export type Location =
  | { readonly kind: "byte"; readonly offset: number }
  | {
    readonly kind: "pointer";
    readonly pointer: string;
    readonly line?: number;
    readonly column?: number;
  }
  | { readonly kind: "text"; readonly line: number; readonly column: number }
  | { readonly kind: "none" };

/** Formats a {@linkcode Location} the way animkit prints it (`byte 0x1a (26)`, `/a/0 (3:7)`, `12:4`).
 *
 * @example Print a byte location
 * ```ts
 * import { formatLocation } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(formatLocation({ kind: "byte", offset: 26 }), "byte 26 (0x1a)");
 * ```
 */
export function formatLocation(location: Location): string {
  switch (location.kind) {
    case "byte":
      return `byte ${location.offset} (0x${location.offset.toString(16)})`;
    case "pointer": {
      const where = location.pointer === "" ? "/" : location.pointer;
      return location.line === undefined
        ? where
        : `${where} (${location.line}:${location.column ?? 1})`;
    }
    case "text":
      return `${location.line}:${location.column}`;
    case "none":
      return "";
  }
}

/**
 * Bad input: the format being read or written, where the problem is, and a plain message.
 *
 * @example Throw and read one
 * ```ts
 * import { AnimkitError } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const error = new AnimkitError("mrtk", { kind: "byte", offset: 8 }, "unsupported version 2.0");
 * equal(error.message, "mrtk: byte 8 (0x8): unsupported version 2.0");
 * ```
 */
export class AnimkitError extends Error {
  /** The format whose input was bad, or `"input"` when no format applies yet. */
  readonly format: FormatName | "input";
  /** Where the problem is. */
  readonly location: Location;
  /** The message without format and location. */
  readonly detail: string;

  /**
   * Makes an error naming the format, where in the input, and what is wrong.
   *
   * @param format the format being read
   * @param location where the problem is
   * @param detail a plain sentence, no trailing period
   */
  constructor(format: FormatName | "input", location: Location, detail: string) {
    const where = formatLocation(location);
    super(where === "" ? `${format}: ${detail}` : `${format}: ${where}: ${detail}`);
    this.name = "AnimkitError";
    this.format = format;
    this.location = location;
    this.detail = detail;
  }
}
