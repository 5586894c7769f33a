/**
 * `animkit view [FILE [FILE2]] [--out page.html] [--animation NAME] [--force]`: writes one
 * self-contained HTML page that shows the file (or compares two) in the browser, offline.
 *
 * @module
 */
import { exists } from "./_output.ts";
import { basename, dirname, join } from "node:path";
import type { FormatName } from "../errors.ts";
import type { PageFile } from "../view/page.ts";
import { viewPage } from "../view/page.ts";
import type { PageReadOptions } from "../view/load.ts";
import {
  chooseFormat,
  type CliIo,
  parseCommand,
  READ_OPTIONS,
  READ_OPTIONS_HELP,
  readInput,
  readOptions,
  UsageError,
} from "./_common.ts";
import { writeOutput } from "./_output.ts";
import { AnimkitError } from "../errors.ts";

/** Help text. */
export const VIEW_HELP =
  `Usage: animkit view FILE [FILE2] [--out page.html] [--animation NAME] [--force]
       animkit view --out app.html

Writes one HTML file that shows FILE in a browser, offline: the skeleton or node tree posed in
3D, a timeline, curve graphs and the file's validation problems; with FILE2, both clips side by
side or overlaid and the difference per track. Every script, style and the file itself are in
the page; it makes no request. Files dropped onto the page open in it. Prints the page's path.

Options:
  --out PAGE       the page to write (default: FILE's name with .view.html, beside it);
                   without FILE, the empty application
  --force          replace PAGE when it exists
${READ_OPTIONS_HELP}
  -h, --help       show this help

Example:
  animkit view samples/wave.mrtk.bin
`;

/** The bundled application the page runs, built by `deno task build:view`. */
const APP = new URL("../../generated/view/app.js", import.meta.url);

async function appScript(): Promise<string> {
  try {
    const response = await fetch(APP);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return await response.text();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the viewer application ${APP.href} cannot be read (${reason})`);
  }
}

/** `FILE` → `FILE-stem.view.html` beside it. */
function defaultOut(path: string): string {
  const name = basename(path);
  const dot = name.lastIndexOf(".");
  return join(dirname(path), `${dot > 0 ? name.slice(0, dot) : name}.view.html`);
}

/** The side files a glTF names (buffers, images), read beside it; data: URIs stay inline. */
function gltfSideFiles(
  bytes: Uint8Array,
  resolve: ((uri: string) => Uint8Array) | undefined,
): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  if (resolve === undefined) return out;
  let json: { buffers?: { uri?: unknown }[]; images?: { uri?: unknown }[] };
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return out;
  }
  for (const item of [...(json.buffers ?? []), ...(json.images ?? [])]) {
    const uri = item?.uri;
    if (typeof uri !== "string" || uri.startsWith("data:") || uri in out) continue;
    try {
      out[uri] = resolve(decodeURIComponent(uri));
      out[decodeURIComponent(uri)] = out[uri]!;
    } catch {
      // Missing or refused: the page reports it as the reader does.
    }
  }
  return out;
}

/** Runs `view`. */
export async function viewCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...READ_OPTIONS,
    out: { type: "string" },
    force: { type: "boolean" },
  });
  if (values.help) {
    io.out(VIEW_HELP);
    return 0;
  }
  if (positionals.length > 2) throw new UsageError(`unexpected argument "${positionals[2]}"`);
  const out = typeof values.out === "string" ? values.out : undefined;
  if (positionals.length === 0 && out === undefined) {
    throw new UsageError("missing FILE (or --out PAGE for the empty application)");
  }
  if (out === undefined && positionals[0] === "-") {
    throw new UsageError("standard input has no name to derive the page's from: use --out");
  }
  const page = out ?? defaultOut(positionals[0]!);
  if (!values.force && await exists(page)) {
    throw new UsageError(`output exists: ${page}; use --force to overwrite`);
  }
  const files: PageFile[] = [];
  for (const path of positionals) {
    const bytes = await readInput(path);
    const format = chooseFormat(bytes, values.format, path);
    const options = readOptions(values, path);
    const { resolveUri, name: _name, ...rest } = options;
    const sideFiles = format.name === "gltf" ? gltfSideFiles(bytes, resolveUri) : {};
    const pageOptions: PageReadOptions = rest;
    files.push({
      name: path === "-" ? "stdin" : basename(path),
      bytes,
      ...(typeof values.format === "string" ? { format: values.format as FormatName } : {}),
      options: pageOptions,
      sideFiles,
    });
    // A file that does not read still gets its page, which shows why; say so here too.
    try {
      if (format.toClip !== undefined) format.toClip(bytes, options);
    } catch (error) {
      if (!(error instanceof AnimkitError)) throw error;
      io.err(`${path}: note: ${error.message}; the page shows it under Problems\n`);
    }
  }
  const html = viewPage({ script: await appScript(), files });
  await writeOutput(page, new TextEncoder().encode(html), positionals);
  io.out(`${page}\n`);
  return 0;
}
