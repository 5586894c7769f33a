/**
 * Runs every JSDoc example of `mod.ts`, `src/` and `tests/` — each ```` ```ts ```` block not
 * marked `ignore` — as one test named `file#first-last` (the lines of its fences), like
 * `deno test --doc`, but all in this one test module instead of one isolate each: loading the
 * library ~150 times was a third of the suite's time. `deno check --doc` (in `deno task test`)
 * type-checks the same blocks.
 *
 * Each example becomes a module in a temporary folder, with `@animkit/animkit` pointing at this
 * checkout's `mod.ts`, and is imported: its top-level code (the assertions) runs then.
 */
import { relative } from "node:path";
import { fileURLToPath as fromFileUrl, pathToFileURL } from "node:url";

const ROOT = new URL("../", import.meta.url);
const LIBRARY = new URL("mod.ts", ROOT).href;
const CLI = new URL("cli.ts", ROOT).href;

/** One example: where it is and its code. */
interface Example {
  readonly name: string;
  readonly code: string;
}

async function sourceFiles(): Promise<string[]> {
  const files = [fromFileUrl(new URL("mod.ts", ROOT))];
  const walk = async (dir: string) => {
    for await (const entry of Deno.readDir(dir)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) await walk(path);
      else if (entry.isFile && entry.name.endsWith(".ts")) files.push(path);
    }
  };
  for (const dir of ["src", "tests"]) await walk(fromFileUrl(new URL(dir, ROOT)));
  return files.sort();
}

const RUNNABLE = new Set(["ts", "typescript", "js", "javascript", "tsx", "jsx"]);

/** The runnable code blocks of a file's JSDoc comments. */
function examplesOf(path: string, text: string): Example[] {
  const out: Example[] = [];
  const lines = text.split("\n");
  let inDoc = false;
  let fence: { line: number; body: string[] } | undefined;
  let runnable = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (!inDoc) {
      if (/^\s*\/\*\*/.test(raw)) inDoc = !/\*\//.test(raw.replace(/^\s*\/\*\*/, ""));
      continue;
    }
    if (/\*\//.test(raw) && fence === undefined) {
      inDoc = false;
      continue;
    }
    const line = raw.replace(/^\s*\* ?/, "");
    const opening = /^\s*```(\S*)\s*(.*)$/.exec(line);
    if (fence === undefined) {
      if (opening !== null && opening[1] !== "") {
        fence = { line: i + 1, body: [] };
        runnable = RUNNABLE.has(opening[1]!) && !opening[2]!.split(/\s+/).includes("ignore");
      }
    } else if (/^\s*```\s*$/.test(line)) {
      if (runnable) {
        out.push({ name: `${path}#${fence.line}-${i + 2}`, code: fence.body.join("\n") });
      }
      fence = undefined;
    } else fence.body.push(line);
  }
  return out;
}

const dir = await Deno.makeTempDir({ prefix: "animkit-doc-examples-" });
addEventListener("unload", () => Deno.removeSync(dir, { recursive: true }));

const root = fromFileUrl(ROOT);
let n = 0;
for (const file of await sourceFiles()) {
  const path = relative(root, file);
  for (const example of examplesOf(path, await Deno.readTextFile(file))) {
    const module = `${dir}/example_${n++}.ts`;
    // Relative imports name files beside the source file (private modules' own examples).
    const code = example.code
      .replaceAll('"@animkit/animkit/cli"', JSON.stringify(CLI))
      .replaceAll('"@animkit/animkit"', JSON.stringify(LIBRARY))
      .replace(
        /(from\s+|import\()"(\.{1,2}\/[^"]+)"/g,
        (_all, lead: string, spec: string) =>
          `${lead}${JSON.stringify(new URL(spec, pathToFileURL(file)).href)}`,
      );
    await Deno.writeTextFile(module, `${code}\n`);
    Deno.test(`doc: ${example.name}`, async () => {
      await import(pathToFileURL(module).href);
    });
  }
}

Deno.test("doc: the examples were found", () => {
  // Every public module has examples; far fewer would mean the extraction broke.
  if (n < 100) throw new Error(`only ${n} runnable examples found`);
});
