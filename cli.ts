/**
 * animkit's command line: `deno run -A jsr:@animkit/animkit/cli <command> …`.
 *
 * @example Summarise a file
 * ```sh
 * deno run -A cli.ts info samples/wave.mrtk.bin
 * ```
 *
 * @module
 */
import { runCli } from "./src/cli/main.ts";

export { runCli };

if (import.meta.main) {
  Deno.exit(await runCli(Deno.args));
}
