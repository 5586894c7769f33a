/**
 * `deno task codegen [--check]`: turns `schemas/` into `generated/`.
 *
 * - every `schemas/*.ksy` → kaitai-struct-compiler (JS API) → ES module + `.d.ts`;
 * - `schemas/animj.schema.json` → two ajv standalone validators (first error, all errors).
 *
 * With `--check` nothing is written: the command fails when `generated/` differs from what the
 * schemas produce (stale, missing or extra files).
 *
 * @module
 */
import ksc from "kaitai-struct-compiler";
import { parse as parseYaml } from "yaml";
import { umdToEsm } from "./_umd_to_esm.ts";
import { ksyToDts } from "./_ksy_dts.ts";
import { ajvStandalone } from "./_ajv_standalone.ts";

const ROOT = new URL("../", import.meta.url);
const SCHEMAS = new URL("schemas/", ROOT);
const GENERATED = new URL("generated/", ROOT);

/** `MrtkInputAnimation` → `mrtk_input_animation`. */
function snakeCase(className: string): string {
  return className.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}

/** KSC's class name for a type id: `mrtk_input_animation` → `MrtkInputAnimation`. */
function upperCamel(id: string): string {
  return id.split("_").map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join("");
}

async function readKsy(dir: URL, name: string): Promise<Record<string, unknown>> {
  const text = await Deno.readTextFile(new URL(`${name}.ksy`, dir));
  return parseYaml(text) as Record<string, unknown>;
}

/** Compiles one `.ksy` of `dir` into its ES module and `.d.ts`. */
export async function compileKsy(dir: URL, file: string): Promise<Map<string, string>> {
  const name = file.replace(/\.ksy$/, "");
  const ksy = await readKsy(dir, name);
  const id = (ksy.meta as { id?: string } | undefined)?.id;
  if (id !== name) throw new Error(`schemas/${file}: meta/id must equal the file name (${name})`);
  const importer = {
    // KSC passes the raw import name; the importing file is not passed (notes-deno.md §1),
    // so every import resolves against schemas/.
    importYaml: (path: string) => readKsy(dir, path.replace(/^\.?\/?/, "").replace(/\.ksy$/, "")),
  };
  let compiled: Record<string, string>;
  try {
    compiled = await ksc.compile("javascript", ksy, importer, false);
  } catch (error) {
    throw new Error(`schemas/${file}: ${String(error)}`);
  }
  const fieldName = (srcPath: string): string | undefined => {
    // "/seq/2", "/types/a/types/b/seq/0", "/instances/x"
    const parts = srcPath.split("/").filter((p) => p !== "");
    let node: unknown = ksy;
    const names: string[] = [];
    for (let i = 0; i < parts.length; i += 2) {
      const [section, key] = [parts[i]!, parts[i + 1]];
      if (key === undefined || typeof node !== "object" || node === null) return undefined;
      const container = (node as Record<string, unknown>)[section];
      if (section === "seq" && Array.isArray(container)) {
        const attr = container[Number(key)] as { id?: string } | undefined;
        return [...names, attr?.id ?? `_unnamed${key}`].join(".");
      }
      if (section === "instances") return [...names, key].join(".");
      if (section !== "types") return undefined;
      names.push(key);
      node = (container as Record<string, unknown> | undefined)?.[key];
    }
    return undefined;
  };
  const className = upperCamel(id);
  const code = compiled[`${className}.js`];
  if (code === undefined) throw new Error(`schemas/${file}: compiler gave no ${className}.js`);
  const out = new Map<string, string>();
  out.set(
    `${name}.js`,
    umdToEsm(code, {
      typesFile: `${name}.d.ts`,
      source: `schemas/${file}`,
      fieldName,
      resolve: (dep) => {
        if (!dep.startsWith("./")) throw new Error(`schemas/${file}: unsupported import ${dep}`);
        return `./${snakeCase(dep.slice(2))}.js`;
      },
    }),
  );
  out.set(`${name}.d.ts`, ksyToDts(ksy, { source: `schemas/${file}` }));
  return out;
}

async function compileJsonSchema(dir: URL, file: string): Promise<Map<string, string>> {
  const name = file.replace(/\.schema\.json$/, "");
  const schema = JSON.parse(await Deno.readTextFile(new URL(file, dir)));
  const exportName = `validate${upperCamel(name).replace(/^Animj$/, "AnimJ")}`;
  const out = new Map<string, string>();
  for (const [suffix, allErrors] of [["", false], ["_all", true]] as const) {
    const base = `${name}_validate${suffix}`;
    const { code, types } = ajvStandalone(
      schema,
      `${exportName}${suffix === "" ? "" : "All"}`,
      allErrors,
      `schemas/${file}`,
      `${base}.d.ts`,
    );
    out.set(`${base}.js`, code);
    out.set(`${base}.d.ts`, types);
  }
  return out;
}

/** Produces every generated file from the schemas in `dir` (default `schemas/`), in memory. */
export async function generate(dir: URL = SCHEMAS): Promise<Map<string, string>> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(dir)) if (entry.isFile) files.push(entry.name);
  files.sort();
  const all = new Map<string, string>();
  for (const file of files) {
    let produced: Map<string, string> | undefined;
    if (file.endsWith(".ksy")) produced = await compileKsy(dir, file);
    else if (file.endsWith(".schema.json")) produced = await compileJsonSchema(dir, file);
    for (const [path, text] of produced ?? []) {
      if (all.has(path)) throw new Error(`two schemas generate ${path}`);
      all.set(path, text);
    }
  }
  return all;
}

/** The files currently in `generated/`. */
export async function existing(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  try {
    for await (const entry of Deno.readDir(GENERATED)) {
      if (entry.isFile) {
        files.set(entry.name, await Deno.readTextFile(new URL(entry.name, GENERATED)));
      }
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return files;
}

async function main(args: string[]): Promise<number> {
  const check = args.includes("--check");
  const unknown = args.filter((a) => a !== "--check");
  if (unknown.length > 0) {
    console.error(`codegen: unknown argument ${unknown[0]}; usage: deno task codegen [--check]`);
    return 2;
  }
  const wanted = await generate();
  const present = await existing();
  const stale = [...wanted].filter(([path, text]) => present.get(path) !== text).map(([p]) => p);
  const extra = [...present.keys()].filter((path) => !wanted.has(path));
  if (check) {
    if (stale.length === 0 && extra.length === 0) {
      console.log(`codegen: generated/ is up to date (${wanted.size} files)`);
      return 0;
    }
    for (const path of stale) console.error(`codegen: generated/${path} is stale or missing`);
    for (const path of extra) console.error(`codegen: generated/${path} has no schema`);
    console.error("codegen: run `deno task codegen` and commit generated/");
    return 1;
  }
  await Deno.mkdir(GENERATED, { recursive: true });
  for (const path of stale) await Deno.writeTextFile(new URL(path, GENERATED), wanted.get(path)!);
  for (const path of extra) await Deno.remove(new URL(path, GENERATED));
  console.log(`codegen: ${stale.length} written, ${extra.length} removed, ${wanted.size} in all`);
  return 0;
}

if (import.meta.main) {
  try {
    Deno.exit(await main(Deno.args));
  } catch (error) {
    console.error(`codegen: ${error instanceof Error ? error.message : String(error)}`);
    Deno.exit(1);
  }
}
