/**
 * Runs the real `cli.ts` in a subprocess, as users do.
 *
 * @module
 */

const CLI = new URL("../cli.ts", import.meta.url).pathname;

/** What a CLI run returned. */
export interface CliRun {
  /** Exit code. */
  readonly code: number;
  /** Standard output as bytes. */
  readonly stdout: Uint8Array;
  /** Standard output as text. */
  readonly out: string;
  /** Standard error as text. */
  readonly err: string;
}

/** Runs `deno run -A cli.ts ...args`, with `stdin` piped in when given. */
export async function runCliProcess(args: string[], stdin?: Uint8Array): Promise<CliRun> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", CLI, ...args],
    stdin: stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  if (stdin !== undefined) {
    const writer = child.stdin.getWriter();
    await writer.write(stdin);
    await writer.close();
  }
  const { code, stdout, stderr } = await child.output();
  const decoder = new TextDecoder();
  return { code, stdout, out: decoder.decode(stdout), err: decoder.decode(stderr) };
}

/** The names in a folder, sorted (hidden files included). */
export function listDir(dir: string): string[] {
  return [...Deno.readDirSync(dir)].map((e) => e.name).sort();
}
