/**
 * Compiles a JSON Schema (draft 2020-12) into a standalone ES module validator with ajv.
 *
 * ajv 8.20's standalone ESM output still calls `require("ajv/dist/runtime/…")` for a few helpers
 * (notes-deno.md §2); those calls become imports here, and any `require(` left over fails codegen.
 *
 * @module
 */
import Ajv2020 from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";

/** The generated module's text and its `.d.ts`. */
export interface StandaloneOutput {
  /** The ES module source. */
  readonly code: string;
  /** Its type declarations. */
  readonly types: string;
}

/**
 * Generates a validator module exporting `exportName` for `schema`.
 *
 * @param schema the JSON Schema object (with `$id`)
 * @param exportName the exported function's name
 * @param allErrors collect every error (true) or stop at the first (false)
 * @param source the schema path, for the header comment
 * @param typesFile the `.d.ts` file name for `@ts-self-types`
 *
 * @example Generate a validator
 * ```ts ignore
 * const out = ajvStandalone(schema, "validateAnimJ", false, "schemas/animj.schema.json", "x.d.ts");
 * ```
 */
export function ajvStandalone(
  schema: Record<string, unknown>,
  exportName: string,
  allErrors: boolean,
  source: string,
  typesFile: string,
): StandaloneOutput {
  // deno-lint-ignore no-explicit-any
  const AjvClass = Ajv2020 as any;
  const ajv = new AjvClass({
    code: { source: true, esm: true, lines: true },
    allErrors,
    strict: true,
    allowUnionTypes: true,
  });
  const validate = ajv.compile(schema);
  // deno-lint-ignore no-explicit-any
  let code: string = (standaloneCode as any)(ajv, validate);
  const imports: string[] = [];
  const seen = new Map<string, string>();
  code = code.replace(/require\("(ajv\/dist\/runtime\/[\w./-]+)"\)/g, (_m, spec: string) => {
    let name = seen.get(spec);
    if (name === undefined) {
      name = `__runtime${seen.size}`;
      seen.set(spec, name);
      imports.push(`import ${name} from "${spec.endsWith(".js") ? spec : `${spec}.js`}";`);
    }
    return name;
  });
  if (code.includes("require(")) {
    throw new Error(
      `${source}: standalone validator still calls require(): unsupported keyword helper`,
    );
  }
  code = code.replace(/export const validate = (\w+);/, `export const ${exportName} = $1;`)
    .replace(/export default \w+;\n?/, "");
  if (!code.includes(`export const ${exportName} =`)) {
    throw new Error(`${source}: ajv standalone output has no validate export`);
  }
  const header = [
    `// @ts-self-types="./${typesFile}"`,
    `// Generated from ${source} by \`deno task codegen\`. Do not edit.`,
    "// deno-lint-ignore-file",
    "// deno-fmt-ignore-file",
    ...imports,
    "",
  ].join("\n");
  const types = [
    `// Generated from ${source} by \`deno task codegen\`. Do not edit.`,
    "// deno-lint-ignore-file",
    "// deno-fmt-ignore-file",
    "",
    "/** One schema violation as ajv reports it. */",
    "export interface SchemaError {",
    "  /** The failing keyword, e.g. `required`. */",
    "  keyword: string;",
    "  /** JSON pointer to the failing value. */",
    "  instancePath: string;",
    "  /** JSON pointer into the schema. */",
    "  schemaPath: string;",
    '  /** Keyword parameters, e.g. `{ missingProperty: "tracks" }`. */',
    "  params: Record<string, unknown>;",
    "  /** ajv's message. */",
    "  message?: string;",
    "}",
    "",
    `/** Validates a parsed document against ${source} (${
      allErrors ? "all errors" : "stops at the first error"
    }). */`,
    `export declare const ${exportName}: ((data: unknown) => boolean) & { errors?: SchemaError[] | null };`,
    "",
  ].join("\n");
  return { code: `${header}${code.trimEnd()}\n`, types };
}
