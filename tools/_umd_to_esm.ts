/**
 * Rewrites kaitai-struct-compiler 0.11's UMD JavaScript into an ES module.
 *
 * KSC 0.11 emits only UMD (notes-deno.md §1): a `define([...deps], factory)` list naming the
 * runtime and every imported type, and a factory whose parameters bind them. This keeps the
 * factory body, turns each dependency into an `import`, and the trailing
 * `Name_.Name = Name;` assignment into `export { Name };`.
 *
 * @module
 */

/** The KaitaiStream runtime the generated readers import (the version deno.json pins). */
export const KAITAI_RUNTIME = "npm:kaitai-struct@0.11.0/KaitaiStream.js";

/** How to name and place one converted module. */
export interface EsmOptions {
  /** The `.d.ts` file name placed in the `@ts-self-types` comment. */
  readonly typesFile: string;
  /** The schema file the module came from, for the header comment. */
  readonly source: string;
  /** Maps a KSC dependency name (`./VlqHdr`) to the import specifier to use. */
  readonly resolve: (dependency: string) => string;
  /** Names the ksy field behind a validation's schema path (`/types/key/seq/2` → `key.time`). */
  readonly fieldName?: (srcPath: string) => string | undefined;
}

const VALIDATION_THROW =
  /^(\s*)throw new KaitaiStream\.(Validation\w+Error)\((.*), this\._io, "([^"]+)"\);$/gm;

const DEFINE = /define\(\[([^\]]*)\], factory\);/;
const FACTORY = /\}\)\(typeof self !== 'undefined' \? self : this, function \(([^)]*)\) \{\n/;

/**
 * Converts one KSC 0.11 UMD module to ESM text.
 *
 * @example Convert compiler output
 * ```ts ignore
 * const esm = umdToEsm(code, { typesFile: "x.d.ts", source: "schemas/x.ksy", resolve: (d) => d });
 * ```
 */
export function umdToEsm(code: string, options: EsmOptions): string {
  const define = DEFINE.exec(code);
  const factory = FACTORY.exec(code);
  if (define === null || factory === null) {
    throw new Error(`${options.source}: compiler output is not in the expected UMD shape`);
  }
  const deps = [...define[1]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
  const params = factory[1]!.split(",").map((p) => p.trim());
  if (deps[0] !== "exports" || deps.length !== params.length) {
    throw new Error(`${options.source}: UMD dependency list and factory parameters disagree`);
  }
  const exportsParam = params[0]!;
  const bodyStart = factory.index + factory[0].length;
  const trailer = code.lastIndexOf("\n});");
  if (trailer < bodyStart) throw new Error(`${options.source}: UMD trailer not found`);
  let body = code.slice(bodyStart, trailer + 1);

  const exported: string[] = [];
  const exportLine = new RegExp(`^${escape(exportsParam)}\\.(\\w+) = (\\w+);$`, "gm");
  body = body.replace(exportLine, (_all, name: string, local: string) => {
    if (name !== local) throw new Error(`${options.source}: export ${name} binds ${local}`);
    exported.push(name);
    return "";
  });
  if (exported.length === 0) throw new Error(`${options.source}: no export found`);

  // The runtime drops the schema path a validation failure carries; keep the field's name on the
  // error so a failure can say which field was wrong.
  body = body.replace(
    VALIDATION_THROW,
    (all, indent: string, cls: string, args: string, path: string) => {
      const field = options.fieldName?.(path);
      if (field === undefined) return all;
      return `${indent}throw Object.assign(new KaitaiStream.${cls}(${args}), { ksyField: ${
        JSON.stringify(field)
      } });`;
    },
  );

  const imports: string[] = [];
  for (let i = 1; i < deps.length; i++) {
    const dep = deps[i]!;
    const param = params[i]!;
    if (dep === "kaitai-struct/KaitaiStream") {
      // The full npm specifier: the published module must not depend on the repository's
      // import map (a bare specifier fails when the module is imported from elsewhere).
      imports.push(`import ${param} from "${KAITAI_RUNTIME}";`);
    } else {
      imports.push(`import * as ${param} from "${options.resolve(dep)}";`);
    }
  }
  const header = [
    `// @ts-self-types="./${options.typesFile}"`,
    `// Generated from ${options.source} by \`deno task codegen\`. Do not edit.`,
    "// deno-lint-ignore-file",
    "// deno-fmt-ignore-file",
    ...imports,
    "",
  ];
  return `${header.join("\n")}${body.trimEnd()}\n\nexport { ${exported.join(", ")} };\n`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
