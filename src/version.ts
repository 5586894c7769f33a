/**
 * animkit's version, as `deno.json` states it (a test keeps the two equal).
 *
 * @module
 */

/**
 * The version of this animkit.
 *
 * @example
 * ```ts
 * import { VERSION } from "@animkit/animkit";
 * import { match } from "node:assert/strict";
 * match(VERSION, /^\d+\.\d+\.\d+/);
 * ```
 */
export const VERSION: string = "0.1.0";
