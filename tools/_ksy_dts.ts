/**
 * Writes the `.d.ts` that sits beside a kaitai-struct-compiler 0.11 JavaScript reader, working
 * from the parsed `.ksy` YAML.
 *
 * The declarations follow what KSC 0.11's JavaScript output does at run time (notes-deno.md §1):
 *
 * - class names are KSC's UpperCamelCase of type ids, nested types are static members of their
 *   parent class (`Top.FloatCurve`), declared here as a class merged with a namespace;
 * - attribute, parameter and instance names are KSC's lowerCamelCase of their ids; instances are
 *   getters, so they are `readonly`;
 * - enums are frozen two-way maps `Top.WrapMode = Object.freeze({LOOP: 2, 2: "LOOP"})` whose
 *   labels are the upper-cased ksy labels;
 * - a user type named `a::b` resolves its first name by looking in the current type's nested
 *   types, then outward to the top type (whose own id also matches), and the rest by descending
 *   through nested types, as the generated JavaScript's scoping does;
 * - `u8`/`s8` read as `bigint` (animkit's stream reads 64-bit integers exactly).
 *
 * @module
 */

/** Options for {@linkcode ksyToDts}. */
export interface KsyDtsOptions {
  /**
   * Module specifier whose default export is the `KaitaiStream` type, imported with
   * `import type`. Without it the file declares a minimal structural `KaitaiStream` interface
   * (position, size and end-of-stream test), which every stream implementation satisfies.
   */
  readonly kaitaiImport?: string;
  /** Schema path named in the header comment; `schemas/<meta/id>.ksy` when omitted. */
  readonly source?: string;
}

type Yaml = Record<string, unknown>;

/** A ksy type (the top-level one or a nested one) and where it sits. */
interface ClassNode {
  readonly id: string;
  readonly name: string;
  /** Fully qualified TypeScript name, e.g. `Top.Key.Inner`. */
  readonly qualified: string;
  /** JSON-pointer-like location in the ksy, for error messages. */
  readonly where: string;
  readonly spec: Yaml;
  readonly up: ClassNode | undefined;
  readonly types: Map<string, ClassNode>;
}

interface Context {
  readonly top: ClassNode;
  readonly hasImports: boolean;
  readonly opaqueTypes: boolean;
  /** Members whose type is being worked out, to stop cycles between value instances. */
  readonly visiting: Set<string>;
}

/** A declared class member. */
interface Member {
  readonly name: string;
  readonly type: string;
  readonly readonly: boolean;
  readonly doc: string[];
}

const ID = /^[a-z][a-z0-9_]*$/;
const UINT_SINT = /^[us][1248](le|be)?$/;
const FLOAT = /^f[48](le|be)?$/;
const BITS = /^b(\d+)(le|be)?$/;
const KEYWORDS = new Set([
  "break",
  "case",
  "catch",
  "class",
  "const",
  "continue",
  "debugger",
  "default",
  "delete",
  "do",
  "else",
  "enum",
  "export",
  "extends",
  "false",
  "finally",
  "for",
  "function",
  "if",
  "implements",
  "import",
  "in",
  "instanceof",
  "interface",
  "let",
  "new",
  "null",
  "package",
  "private",
  "protected",
  "public",
  "return",
  "static",
  "super",
  "switch",
  "this",
  "throw",
  "true",
  "try",
  "typeof",
  "var",
  "void",
  "while",
  "with",
  "yield",
]);
/** Names the declarations use unqualified, which a nested type must not shadow. */
const GLOBAL_NAMES = new Set(["KaitaiStream", "Uint8Array"]);

function isMap(value: unknown): value is Yaml {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fail(where: string, message: string): never {
  throw new Error(`ksy ${where}: ${message}`);
}

/** Splits on `_` and drops trailing empty parts, as Java's `String.split` does. */
function words(id: string): string[] {
  const parts = id.split("_");
  while (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
  return parts;
}

function capitalize(word: string): string {
  return word === "" ? word : word.charAt(0).toUpperCase() + word.slice(1);
}

/** KSC's class name for an id: `retro_char_mp3` → `RetroCharMp3`. */
function upperCamel(id: string): string {
  if (id.startsWith("_")) return "_" + upperCamel(id.slice(1));
  return words(id).map(capitalize).join("");
}

/** KSC's member name for an id: `num_keys` → `numKeys`. */
function lowerCamel(id: string): string {
  if (id.startsWith("_")) return "_" + lowerCamel(id.slice(1));
  const [first = "", ...rest] = words(id);
  return first + rest.map(capitalize).join("");
}

function checkId(id: unknown, where: string, what: string): string {
  if (typeof id !== "string" || !ID.test(id)) {
    fail(where, `${what} ${JSON.stringify(id)} is not a valid ksy identifier`);
  }
  return id;
}

function optionalMap(spec: Yaml, key: string, where: string): Yaml {
  const value = spec[key];
  if (value === undefined || value === null) return {};
  if (!isMap(value)) fail(`${where}/${key}`, "expected a map");
  return value;
}

function optionalList(spec: Yaml, key: string, where: string): unknown[] {
  const value = spec[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(`${where}/${key}`, "expected a list");
  return value;
}

function buildTree(id: string, spec: Yaml, where: string, up: ClassNode | undefined): ClassNode {
  const name = upperCamel(id);
  const node: ClassNode = {
    id,
    name,
    qualified: up === undefined ? name : `${up.qualified}.${name}`,
    where,
    spec,
    up,
    types: new Map(),
  };
  for (const [childId, child] of Object.entries(optionalMap(spec, "types", where))) {
    const childWhere = `${where}/types/${childId}`;
    checkId(childId, childWhere, "type id");
    if (!isMap(child)) fail(childWhere, "expected a map");
    node.types.set(childId, buildTree(childId, child, childWhere, node));
  }
  return node;
}

// ---------------------------------------------------------------------------------------------
// Type names

function union(types: readonly string[]): string {
  return [...new Set(types)].join(" | ");
}

function arrayOf(type: string): string {
  return /[|&]/.test(type) ? `(${type})[]` : `${type}[]`;
}

/** Resolves a user type reference (`foo`, `foo::bar`) as the generated JavaScript does. */
function resolveUserType(ctx: Context, from: ClassNode, ref: string, where: string): string {
  const names = ref.split("::");
  for (const part of names) {
    if (!ID.test(part)) fail(where, `unsupported type ${JSON.stringify(ref)}`);
  }
  const [first, ...rest] = names as [string, ...string[]];
  let found: ClassNode | undefined;
  for (let cur: ClassNode | undefined = from; cur !== undefined; cur = cur.up) {
    found = cur.types.get(first) ?? (cur.up === undefined && cur.id === first ? cur : undefined);
    if (found !== undefined) break;
  }
  for (const part of rest) {
    if (found === undefined) break;
    found = found.types.get(part);
  }
  if (found === undefined) {
    const why = ctx.hasImports
      ? "types from meta/imports are not supported"
      : ctx.opaqueTypes
      ? "opaque types (meta/ks-opaque-types) are not supported"
      : "no such type";
    fail(where, `cannot resolve type ${JSON.stringify(ref)}: ${why}`);
  }
  return found.qualified;
}

/** A user type reference in an attribute, with optional arguments: `float_curve(simple)`. */
function userTypeRef(ctx: Context, from: ClassNode, type: string, where: string): string {
  const open = type.indexOf("(");
  if (open >= 0 && !type.endsWith(")")) fail(where, `unsupported type ${JSON.stringify(type)}`);
  const ref = (open >= 0 ? type.slice(0, open) : type).trim();
  return resolveUserType(ctx, from, ref, where);
}

/** TypeScript type of an integer-like primitive, or undefined if `type` is not one. */
function integerType(type: string): string | undefined {
  if (UINT_SINT.test(type)) {
    if (/^[us]1(le|be)$/.test(type)) return undefined;
    return type.charAt(1) === "8" ? "bigint" : "number";
  }
  if (BITS.test(type)) return "number";
  return undefined;
}

/** Type of one `type:` string in a seq attribute, parse instance or switch case. */
function scalarType(
  ctx: Context,
  node: ClassNode,
  type: string,
  attr: Yaml,
  where: string,
): string {
  const hasEnum = attr.enum !== undefined;
  const integer = integerType(type);
  if (integer !== undefined) {
    if (!hasEnum) {
      const bits = BITS.exec(type);
      if (bits !== null && Number(bits[1]) === 1) return "boolean";
    }
    return integer;
  }
  if (hasEnum) fail(where, `enum ${JSON.stringify(attr.enum)} on non-integer type ${type}`);
  if (FLOAT.test(type)) return "number";
  if (type === "str" || type === "strz") return "string";
  return userTypeRef(ctx, node, type, where);
}

/** Type of a seq attribute or parse instance, before `-ts-type`, `repeat` and `if`. */
function attrBaseType(
  ctx: Context,
  node: ClassNode,
  attr: Yaml,
  where: string,
): { types: string[]; mayBeMissing: boolean } {
  const type = attr.type;
  const sized = attr.size !== undefined || attr["size-eos"] === true;
  if (type === undefined || type === null) {
    if (attr.enum !== undefined) fail(where, "enum without an integer type");
    if (attr.encoding !== undefined) {
      fail(where, "encoding without type: str/strz (the compiler rejects it)");
    }
    if (attr.contents !== undefined || sized || attr.terminator !== undefined) {
      return { types: ["Uint8Array"], mayBeMissing: false };
    }
    fail(where, "no type, contents, size, size-eos or terminator");
  }
  if (typeof type === "string") {
    return { types: [scalarType(ctx, node, type, attr, where)], mayBeMissing: false };
  }
  if (!isMap(type)) fail(`${where}/type`, "expected a string or a switch-on map");
  if (type["switch-on"] === undefined) fail(`${where}/type`, "switch without switch-on");
  const cases = type.cases;
  if (!isMap(cases)) fail(`${where}/type/cases`, "expected a map");
  const types: string[] = [];
  for (const [key, caseType] of Object.entries(cases)) {
    const caseWhere = `${where}/type/cases/${key}`;
    if (typeof caseType !== "string") fail(caseWhere, "expected a type name");
    types.push(scalarType(ctx, node, caseType, attr, caseWhere));
  }
  if (types.length === 0) fail(`${where}/type/cases`, "no cases");
  const hasDefault = Object.hasOwn(cases, "_");
  // Without a default case KSC reads the bytes as-is when a size is given, and otherwise
  // leaves the property unset.
  if (!hasDefault && sized) types.push("Uint8Array");
  return { types, mayBeMissing: !hasDefault && !sized };
}

function tsTypeOverride(attr: Yaml, where: string): string | undefined {
  const override = attr["-ts-type"];
  if (override === undefined) return undefined;
  if (typeof override !== "string" || override.trim() === "") {
    fail(`${where}/-ts-type`, "expected a non-empty string");
  }
  return override.trim();
}

/** Type of a seq attribute or parse instance as KSC's JavaScript stores it. */
function attrType(ctx: Context, node: ClassNode, attr: Yaml, where: string): string {
  const override = tsTypeOverride(attr, where);
  if (override !== undefined) return override;
  const { types, mayBeMissing } = attrBaseType(ctx, node, attr, where);
  let type = union(types);
  const repeat = attr.repeat;
  if (repeat !== undefined) {
    if (repeat !== "expr" && repeat !== "eos" && repeat !== "until") {
      fail(`${where}/repeat`, `unsupported repeat ${JSON.stringify(repeat)}`);
    }
    // A repeated switch with no matching case pushes nothing, so elements are never missing.
    type = arrayOf(type);
  } else if (mayBeMissing) {
    type = `${type} | undefined`;
  }
  if (attr.if !== undefined && !type.endsWith("| undefined")) type = `${type} | undefined`;
  return type;
}

/** Type of a `params:` entry (KSC's pure type names, with an optional `[]` suffix). */
function paramType(ctx: Context, node: ClassNode, param: Yaml, where: string): string {
  const override = tsTypeOverride(param, where);
  if (override !== undefined) return override;
  const raw = param.type;
  if (typeof raw !== "string") fail(`${where}/type`, "parameter without a type name");
  const isArray = raw.endsWith("[]");
  const type = isArray ? raw.slice(0, -2) : raw;
  let ts: string;
  const pureInt = /^[us][1248]$/.test(type) || /^b\d+$/.test(type);
  if (param.enum !== undefined) {
    if (!pureInt) fail(where, `enum on non-integer parameter type ${raw}`);
    ts = type.charAt(1) === "8" && type.charAt(0) !== "b" ? "bigint" : "number";
  } else if (pureInt) {
    if (type === "b1") ts = "boolean";
    else ts = type.charAt(0) !== "b" && type.charAt(1) === "8" ? "bigint" : "number";
  } else if (/^f[48]$/.test(type)) ts = "number";
  else if (type === "bytes") ts = "Uint8Array";
  else if (type === "str") ts = "string";
  else if (type === "bool") ts = "boolean";
  else if (type === "io") ts = "KaitaiStream";
  else if (type === "struct" || type === "any") ts = "unknown";
  else ts = resolveUserType(ctx, node, type, where);
  return isArray ? arrayOf(ts) : ts;
}

// ---------------------------------------------------------------------------------------------
// Value instances

/**
 * The expression with string literals replaced by `\u0001` and the insides of brackets
 * dropped, leaving what sits at the top level; undefined if the brackets do not balance.
 */
function topLevel(expr: string): string | undefined {
  let out = "";
  let depth = 0;
  for (let i = 0; i < expr.length; i++) {
    const c = expr.charAt(i);
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < expr.length && expr.charAt(j) !== c) {
        j += c === '"' && expr.charAt(j) === "\\" ? 2 : 1;
      }
      if (j >= expr.length) return undefined;
      if (depth === 0) out += "\u0001";
      i = j;
    } else if (c === "(" || c === "[") {
      if (depth === 0) out += c;
      depth++;
    } else if (c === ")" || c === "]") {
      depth--;
      if (depth < 0) return undefined;
      if (depth === 0) out += c;
    } else if (depth === 0) {
      out += c;
    }
  }
  return depth === 0 ? out : undefined;
}

/** Splits `c ? a : b` at its top-level `?` and matching `:`. */
function splitTernary(expr: string): [string, string, string] | undefined {
  let depth = 0;
  let question = -1;
  let nested = 0;
  for (let i = 0; i < expr.length; i++) {
    const c = expr.charAt(i);
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < expr.length && expr.charAt(j) !== c) {
        j += c === '"' && expr.charAt(j) === "\\" ? 2 : 1;
      }
      i = j;
    } else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0 && c === "?") {
      if (question < 0) question = i;
      else nested++;
    } else if (depth === 0 && c === ":" && question >= 0) {
      if (expr.charAt(i + 1) === ":" || expr.charAt(i - 1) === ":") continue; // `enum::label`
      if (nested > 0) nested--;
      else return [expr.slice(0, question), expr.slice(question + 1, i), expr.slice(i + 1)];
    }
  }
  return undefined;
}

function stripParens(expr: string): string {
  let s = expr.trim();
  while (s.startsWith("(") && s.endsWith(")")) {
    const inner = s.slice(1, -1);
    if (topLevel(inner) === undefined) break;
    s = inner.trim();
  }
  return s;
}

/**
 * Infers a value instance's type: boolean for comparisons and `and`/`or`/`not`, string for a
 * string literal (or `+` with one), a sibling member's type for a bare name, else number.
 */
function valueType(ctx: Context, node: ClassNode, value: unknown, where: string): string {
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "number") return "number";
  if (typeof value !== "string") fail(`${where}/value`, "expected an expression");
  const expr = stripParens(value.replace(/\.as\s*<[^>]*>/g, ""));
  const ternary = splitTernary(expr);
  if (ternary !== undefined) {
    return union([
      valueType(ctx, node, ternary[1], where),
      valueType(ctx, node, ternary[2], where),
    ]);
  }
  const top = topLevel(expr);
  if (top === undefined) return "number";
  if (/==|!=|<=|>=|(?<![<>])[<>](?![<>])/.test(top)) return "boolean";
  if (/(^|[^\w.])(and|or|not)(?![\w])/.test(top)) return "boolean";
  if (expr === "true" || expr === "false") return "boolean";
  if (top.trim() === "\u0001") return "string";
  if (top.includes("\u0001") && /\+/.test(top)) return "string";
  if (ID.test(expr)) return memberTypeById(ctx, node, expr) ?? "number";
  return "number";
}

/** Type of a sibling member named in a value expression, if it is one. */
function memberTypeById(ctx: Context, node: ClassNode, id: string): string | undefined {
  const key = `${node.qualified}#${id}`;
  if (ctx.visiting.has(key)) return undefined;
  ctx.visiting.add(key);
  try {
    const seq = optionalList(node.spec, "seq", node.where);
    for (let i = 0; i < seq.length; i++) {
      const attr = seq[i];
      if (isMap(attr) && attr.id === id) {
        return attrType(ctx, node, attr, `${node.where}/seq/${i} (${id})`);
      }
    }
    const params = optionalList(node.spec, "params", node.where);
    for (let i = 0; i < params.length; i++) {
      const param = params[i];
      if (isMap(param) && param.id === id) {
        return paramType(ctx, node, param, `${node.where}/params/${i} (${id})`);
      }
    }
    const instance = optionalMap(node.spec, "instances", node.where)[id];
    if (isMap(instance)) return instanceType(ctx, node, instance, `${node.where}/instances/${id}`);
    return undefined;
  } finally {
    ctx.visiting.delete(key);
  }
}

function instanceType(ctx: Context, node: ClassNode, spec: Yaml, where: string): string {
  if (spec.value === undefined) return attrType(ctx, node, spec, where);
  const override = tsTypeOverride(spec, where);
  if (override !== undefined) return override;
  let type = spec.enum !== undefined ? "number" : valueType(ctx, node, spec.value, where);
  if (spec.if !== undefined && !type.endsWith("| undefined")) type = `${type} | undefined`;
  return type;
}

// ---------------------------------------------------------------------------------------------
// Docs and enums

function docLines(spec: Yaml, where: string): string[] {
  const lines: string[] = [];
  const doc = spec.doc;
  if (doc !== undefined && doc !== null) {
    if (typeof doc !== "string") fail(`${where}/doc`, "expected a string");
    lines.push(...doc.replace(/\s+$/, "").split("\n").map((line) => line.trimEnd()));
    while (lines.length > 0 && lines[0] === "") lines.shift();
  }
  const ref = spec["doc-ref"];
  if (ref !== undefined && ref !== null) {
    const refs = Array.isArray(ref) ? ref : [ref];
    for (const r of refs) {
      if (typeof r !== "string") fail(`${where}/doc-ref`, "expected a string or a list of them");
      lines.push(`@see ${r.trim()}`);
    }
  }
  return lines;
}

function jsdoc(lines: readonly string[], indent: string): string[] {
  if (lines.length === 0) return [];
  const safe = lines.map((line) => line.replaceAll("*/", "*\\/"));
  if (safe.length === 1) return [`${indent}/** ${safe[0]} */`];
  return [
    `${indent}/**`,
    ...safe.map((line) => (line === "" ? `${indent} *` : `${indent} * ${line}`)),
    `${indent} */`,
  ];
}

function parseEnumKey(key: string, where: string): bigint {
  const m = /^(-?)(0[xX][0-9a-fA-F_]+|0[bB][01_]+|0[oO][0-7_]+|\d[\d_]*)$/.exec(key.trim());
  if (m === null) fail(where, `enum key ${JSON.stringify(key)} is not an integer`);
  const magnitude = BigInt(m[2]!.replaceAll("_", ""));
  return m[1] === "-" ? -magnitude : magnitude;
}

function renderEnum(name: string, spec: unknown, where: string, indent: string): string[] {
  if (!isMap(spec)) fail(where, "expected a map of values to labels");
  const entries: { value: bigint; label: string; doc: string[] }[] = [];
  const labels = new Set<string>();
  for (const [key, raw] of Object.entries(spec)) {
    const entryWhere = `${where}/${key}`;
    const value = parseEnumKey(key, entryWhere);
    let id: unknown = raw;
    let doc: string[] = [];
    if (isMap(raw)) {
      id = raw.id;
      doc = docLines(raw, entryWhere);
    }
    const label = checkId(id, entryWhere, "enum label").toUpperCase();
    if (labels.has(label)) fail(entryWhere, `duplicate enum label ${label}`);
    labels.add(label);
    entries.push({ value, label, doc });
  }
  entries.sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  const inner = `${indent}  `;
  const lines = [`${indent}export const ${name}: {`];
  for (const { value, label, doc } of entries) {
    lines.push(...jsdoc(doc, inner), `${inner}readonly ${label}: ${value};`);
  }
  const reverse = new Map<bigint, string>();
  for (const { value, label } of entries) reverse.set(value, label);
  for (const [value, label] of reverse) {
    const key = value < 0n ? JSON.stringify(String(value)) : String(value);
    lines.push(`${inner}readonly ${key}: ${JSON.stringify(label)};`);
  }
  lines.push(`${indent}};`);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Classes

function memberName(id: unknown, where: string, taken: Set<string>): string {
  const name = lowerCamel(checkId(id, where, "id"));
  if (name === "constructor") fail(where, `member name ${name} is not supported`);
  if (taken.has(name)) fail(where, `member name ${name} is used twice`);
  taken.add(name);
  return name;
}

function classMembers(ctx: Context, node: ClassNode): { params: Member[]; members: Member[] } {
  const taken = new Set<string>();
  const params: Member[] = [];
  const members: Member[] = [];
  const paramList = optionalList(node.spec, "params", node.where);
  paramList.forEach((param, i) => {
    const where = `${node.where}/params/${i}`;
    if (!isMap(param)) fail(where, "expected a map");
    const name = memberName(param.id, where, taken);
    if (KEYWORDS.has(name)) fail(where, `parameter name ${name} is a reserved word`);
    const fieldWhere = `${where} (${param.id})`;
    params.push({
      name,
      type: paramType(ctx, node, param, fieldWhere),
      readonly: false,
      doc: docLines(param, where),
    });
  });
  const seq = optionalList(node.spec, "seq", node.where);
  seq.forEach((attr, i) => {
    const where = `${node.where}/seq/${i}`;
    if (!isMap(attr)) fail(where, "expected a map");
    // KSC names a seq attribute without an id `_unnamed<index>`.
    const name = attr.id === undefined ? `_unnamed${i}` : memberName(attr.id, where, taken);
    if (attr.id === undefined) taken.add(name);
    members.push({
      name,
      type: attrType(ctx, node, attr, `${where} (${String(attr.id ?? name)})`),
      readonly: false,
      doc: docLines(attr, where),
    });
    // A sized attribute of a user type is read from a substream over its bytes, which KSC keeps
    // as `_raw_<name>` (a view into the input).
    const sized = attr.size !== undefined || attr["size-eos"] === true;
    const userType = (typeof attr.type === "string" && !/^(str|strz)$/.test(attr.type)) ||
      isMap(attr.type);
    if (sized && userType && attr["-ts-type"] === undefined) {
      let raw = attr.repeat === undefined ? "Uint8Array" : "Uint8Array[]";
      if (attr.if !== undefined) raw = `${raw} | undefined`;
      members.push({
        name: `_raw_${name}`,
        type: raw,
        readonly: false,
        doc: [`The bytes \`${name}\` was parsed from.`],
      });
    }
  });
  for (const [id, spec] of Object.entries(optionalMap(node.spec, "instances", node.where))) {
    const where = `${node.where}/instances/${id}`;
    if (!isMap(spec)) fail(where, "expected a map");
    const name = memberName(id, where, taken);
    members.push({
      name,
      type: instanceType(ctx, node, spec, where),
      readonly: true,
      doc: docLines(spec, where),
    });
  }
  return { params, members };
}

function renderMember(member: Member, indent: string): string[] {
  return [
    ...jsdoc(member.doc, indent),
    `${indent}${member.readonly ? "readonly " : ""}${member.name}: ${member.type};`,
  ];
}

function renderClass(ctx: Context, node: ClassNode, indent: string): string[] {
  const isTop = node.up === undefined;
  const keyword = isTop ? "declare" : "export";
  const inner = `${indent}  `;
  const { params, members } = classMembers(ctx, node);
  const ctorArgs = params.length === 0
    ? "io: KaitaiStream, parent?: unknown, root?: unknown"
    : `io: KaitaiStream, parent: unknown, root: unknown, ${
      params.map((p) => `${p.name}: ${p.type}`).join(", ")
    }`;
  const lines = [
    ...jsdoc(docLines(node.spec, node.where), indent),
    `${indent}${keyword} class ${node.name} {`,
    `${inner}constructor(${ctorArgs});`,
    `${inner}readonly _io: KaitaiStream;`,
    `${inner}readonly _parent: unknown;`,
    `${inner}readonly _root: ${ctx.top.name};`,
  ];
  for (const member of [...params, ...members]) lines.push(...renderMember(member, inner));
  lines.push(`${indent}}`);

  const enums = optionalMap(node.spec, "enums", node.where);
  if (node.types.size === 0 && Object.keys(enums).length === 0) return lines;
  const statics = new Set<string>();
  const claim = (name: string, where: string): void => {
    if (statics.has(name)) fail(where, `${node.qualified}.${name} is declared twice`);
    if (name === ctx.top.name || GLOBAL_NAMES.has(name)) {
      fail(where, `nested name ${name} would shadow ${name} in the declarations`);
    }
    statics.add(name);
  };
  lines.push(`${indent}${keyword} namespace ${node.name} {`);
  for (const child of node.types.values()) {
    claim(child.name, child.where);
    lines.push(...renderClass(ctx, child, inner));
  }
  for (const [enumId, spec] of Object.entries(enums)) {
    const where = `${node.where}/enums/${enumId}`;
    const name = upperCamel(checkId(enumId, where, "enum id"));
    claim(name, where);
    lines.push(...renderEnum(name, spec, where, inner));
  }
  lines.push(`${indent}}`);
  return lines;
}

/**
 * Returns the text of the `.d.ts` for the JavaScript that kaitai-struct-compiler 0.11 generates
 * from `ksy` (the parsed `.ksy` YAML): the top-level class, every nested type as a static member
 * class in a merged namespace, and every enum as a frozen two-way map constant. Only the
 * top-level class is exported.
 *
 * Throws an `Error` naming the ksy location for anything it cannot type exactly (unknown types,
 * imported or opaque types, clashing names) rather than falling back to `any`. A value instance
 * may carry `-ts-type: <TypeScript type>` to override the inferred type.
 *
 * @example Generate declarations for a schema
 * ```ts ignore
 * import { parse } from "yaml";
 * const dts = ksyToDts(parse(await Deno.readTextFile("schemas/x.ksy")));
 * ```
 */
export function ksyToDts(ksy: Record<string, unknown>, options?: KsyDtsOptions): string {
  if (!isMap(ksy)) fail("/", "expected the parsed ksy map");
  const meta = optionalMap(ksy, "meta", "");
  const id = checkId(meta.id, "/meta/id", "meta/id");
  const top = buildTree(id, ksy, "", undefined);
  if (GLOBAL_NAMES.has(top.name)) fail("/meta/id", `class name ${top.name} is not supported`);
  const ctx: Context = {
    top,
    hasImports: optionalList(meta, "imports", "/meta").length > 0,
    opaqueTypes: meta["ks-opaque-types"] === true,
    visiting: new Set(),
  };
  const source = options?.source ?? `schemas/${id}.ksy`;
  const lines = [
    "// deno-lint-ignore-file",
    "// deno-fmt-ignore-file",
    `// Generated from ${source} by \`deno task codegen\`. Do not edit.`,
  ];
  if (options?.kaitaiImport !== undefined) {
    lines.push(`import type KaitaiStream from ${JSON.stringify(options.kaitaiImport)};`);
  } else {
    lines.push(
      "",
      "/** The parts of a Kaitai Struct runtime stream that the declarations need. */",
      "interface KaitaiStream {",
      "  pos: number;",
      "  readonly size: number;",
      "  isEof(): boolean;",
      "}",
    );
  }
  lines.push("", ...renderClass(ctx, top, ""), "", `export { ${top.name} };`, "");
  return lines.join("\n");
}
