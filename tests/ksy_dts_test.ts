import assert from "node:assert/strict";
import { parse } from "yaml";
import ksc from "kaitai-struct-compiler";
import KaitaiStreamModule from "kaitai-struct/KaitaiStream";
import { ksyToDts } from "../tools/_ksy_dts.ts";

/** A schema touching every kind of declaration the generator emits. */
const KSY = `
meta:
  id: mrtk_test
  endian: le
  encoding: UTF-8
doc: A small test schema.
seq:
  - id: magic
    contents: "MK"
  - id: num_keys
    type: u2
    doc: Number of keys.
  - id: id
    type: u8
  - id: flags
    type: b1
  - id: mode
    type: b7
    enum: wrap_mode
  - id: keys
    type: key(num_keys > 1)
    repeat: expr
    repeat-expr: num_keys
  - id: extra
    type: f4
    if: num_keys > 100
  - id: name
    type: strz
  - id: body
    size: 2
    type:
      switch-on: mode
      cases:
        'wrap_mode::loop': key::inner::leaf
        'wrap_mode::once': header
  - id: tail
    type:
      switch-on: num_keys
      cases:
        1: u1
        2: s8be
  - size: 1
instances:
  is_long:
    value: num_keys > 10 and id != 0
  label:
    value: '"mrtk"'
  doubled:
    value: num_keys * 2
  same_id:
    value: id
  picked:
    value: "num_keys > 1 ? 1 : 0"
  keys_text:
    value: num_keys.to_s
    -ts-type: string
  first_byte:
    pos: 0
    type: u1
types:
  header:
    seq:
      - id: a
        type: u1
  key:
    params:
      - id: pre_wrap
        type: bool
    seq:
      - id: time_val
        type: f4
      - id: inner_one
        type: inner
    types:
      inner:
        seq:
          - id: leaf_ref
            type: leaf
            if: false
        types:
          leaf:
            seq:
              - id: x_y
                type: s2
enums:
  wrap_mode:
    0: default
    1:
      id: once
      doc: Play once.
    2: loop
    4: ping_pong
`;

/** Bytes for {@linkcode KSY}: one key, mode `loop`, so `body` is a `Key.Inner.Leaf`. */
const SAMPLE = new Uint8Array([
  ...[0x4d, 0x4b], // magic "MK"
  ...[0x01, 0x00], // num_keys = 1
  ...[0x05, 0, 0, 0, 0, 0, 0, 0], // id = 5
  0x82, // flags = 1, mode = 2 (loop)
  ...[0x00, 0x00, 0xc0, 0x3f], // keys[0].time_val = 1.5
  ...[0x61, 0x62, 0x00], // name = "ab"
  ...[0x07, 0x00], // body.x_y = 7
  0x09, // tail = 9
  0xff, // unnamed byte
]);

function ksyObject(text = KSY): Record<string, unknown> {
  return parse(text) as Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// A reader for the declarations the generator writes (its own, regular output format).

interface DeclClass {
  readonly qualified: string;
  readonly name: string;
  readonly parent: string | undefined;
  params: string[];
  readonly fields: Map<string, string>;
  readonly instances: Map<string, string>;
  readonly builtins: Map<string, string>;
}

interface DeclEnum {
  readonly owner: string;
  readonly name: string;
  readonly entries: Map<string, string>;
}

function parseDts(text: string): { classes: DeclClass[]; enums: DeclEnum[] } {
  const classes: DeclClass[] = [];
  const enums: DeclEnum[] = [];
  const scopes: ({ kind: "ns"; name: string } | { kind: "class"; decl: DeclClass } | {
    kind: "enum";
    decl: DeclEnum;
  })[] = [];
  const namespacePath = () =>
    scopes.filter((s) => s.kind === "ns").map((s) => (s as { name: string }).name);
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed.startsWith("/**") || trimmed.startsWith("*") || trimmed.startsWith("//")) continue;
    let m: RegExpExecArray | null;
    const top = scopes[scopes.length - 1];
    if ((m = /^(?:declare|export) class (\w+) \{$/.exec(trimmed)) !== null) {
      const ns = namespacePath();
      const decl: DeclClass = {
        qualified: [...ns, m[1]!].join("."),
        name: m[1]!,
        parent: ns[ns.length - 1],
        params: [],
        fields: new Map(),
        instances: new Map(),
        builtins: new Map(),
      };
      classes.push(decl);
      scopes.push({ kind: "class", decl });
    } else if ((m = /^(?:declare|export) namespace (\w+) \{$/.exec(trimmed)) !== null) {
      scopes.push({ kind: "ns", name: m[1]! });
    } else if ((m = /^export const (\w+): \{$/.exec(trimmed)) !== null) {
      const ns = namespacePath();
      const decl: DeclEnum = { owner: ns[ns.length - 1]!, name: m[1]!, entries: new Map() };
      enums.push(decl);
      scopes.push({ kind: "enum", decl });
    } else if (trimmed === "}" || trimmed === "};") {
      scopes.pop();
    } else if (top?.kind === "class") {
      if ((m = /^constructor\((.*)\);$/.exec(trimmed)) !== null) {
        top.decl.params = m[1]!.split(", ").slice(3).map((p) => p.split(":")[0]!);
      } else if ((m = /^(readonly )?(\w+): (.+);$/.exec(trimmed)) !== null) {
        const [, readonly, name, type] = m as unknown as [
          string,
          string | undefined,
          string,
          string,
        ];
        if (name.startsWith("_") && !name.startsWith("_unnamed")) top.decl.builtins.set(name, type);
        else if (readonly !== undefined) top.decl.instances.set(name, type);
        else top.decl.fields.set(name, type);
      } else {
        assert.fail(`unexpected class line: ${line}`);
      }
    } else if (top?.kind === "enum") {
      m = /^readonly (\w+|"-?\d+"): (.+);$/.exec(trimmed);
      assert.ok(m !== null, `unexpected enum line: ${line}`);
      top.decl.entries.set(m[1]!, m[2]!);
    }
  }
  assert.equal(scopes.length, 0, "unbalanced declarations");
  return { classes, enums };
}

/** Lines of `Name.prototype._read = function() { ... }` in KSC's output. */
function readBody(js: string, name: string): string {
  const lines = js.split("\n");
  const start = lines.findIndex((l) => l.trim() === `${name}.prototype._read = function() {`);
  assert.ok(start >= 0, `no _read for ${name}`);
  const indent = lines[start]!.length - lines[start]!.trimStart().length;
  const end = lines.findIndex((l, i) => i > start && l === `${" ".repeat(indent)}}`);
  return lines.slice(start + 1, end).join("\n");
}

async function compileJs(ksy: Record<string, unknown>): Promise<string> {
  const files: Record<string, string> = await ksc.compile("javascript", ksy, null, false);
  const js = files["MrtkTest.js"];
  assert.ok(js !== undefined, `compiler output: ${Object.keys(files).join(", ")}`);
  return js;
}

// ---------------------------------------------------------------------------------------------

Deno.test("ksyToDts: declares fields, nested types and enums", () => {
  const dts = ksyToDts(ksyObject());
  const expected = [
    "// deno-lint-ignore-file",
    "// deno-fmt-ignore-file",
    "// Generated from schemas/mrtk_test.ksy by `deno task codegen`. Do not edit.",
    "interface KaitaiStream {",
    "/** A small test schema. */\ndeclare class MrtkTest {",
    "  constructor(io: KaitaiStream, parent?: unknown, root?: unknown);",
    "  readonly _io: KaitaiStream;",
    "  readonly _parent: unknown;",
    "  readonly _root: MrtkTest;",
    "  magic: Uint8Array;",
    "  /** Number of keys. */\n  numKeys: number;",
    "  id: bigint;",
    "  flags: boolean;",
    "  mode: number;",
    "  keys: MrtkTest.Key[];",
    "  extra: number | undefined;",
    "  name: string;",
    "  body: MrtkTest.Key.Inner.Leaf | MrtkTest.Header | Uint8Array;",
    "  tail: number | bigint | undefined;",
    "  _unnamed10: Uint8Array;",
    "  readonly isLong: boolean;",
    "  readonly label: string;",
    "  readonly doubled: number;",
    "  readonly sameId: bigint;",
    "  readonly picked: number;",
    "  readonly keysText: string;",
    "  readonly firstByte: number;",
    "declare namespace MrtkTest {",
    "  export class Header {",
    "    constructor(io: KaitaiStream, parent: unknown, root: unknown, preWrap: boolean);",
    "    preWrap: boolean;",
    "    innerOne: MrtkTest.Key.Inner;",
    "  export namespace Key {\n    export class Inner {",
    "      leafRef: MrtkTest.Key.Inner.Leaf | undefined;",
    "    export namespace Inner {\n      export class Leaf {",
    "        readonly _root: MrtkTest;\n        xY: number;",
    "  export const WrapMode: {\n    readonly DEFAULT: 0;\n    /** Play once. */\n    readonly ONCE: 1;",
    '    readonly 2: "LOOP";\n    readonly 4: "PING_PONG";\n  };',
    "\nexport { MrtkTest };\n",
  ];
  for (const text of expected) assert.ok(dts.includes(text), `missing:\n${text}\n--- in:\n${dts}`);
  assert.ok(!/\bany\b/.test(dts), "no any");
  // Fields come in seq order, then instances.
  assert.ok(dts.indexOf("magic:") < dts.indexOf("numKeys:"));
  assert.ok(dts.indexOf("_unnamed10:") < dts.indexOf("isLong:"));
  assert.equal(ksyToDts(ksyObject()), dts, "deterministic");
});

Deno.test("ksyToDts: names match kaitai-struct-compiler's JavaScript", async () => {
  const ksy = ksyObject();
  const js = await compileJs(ksy);
  const { classes, enums } = parseDts(ksyToDts(ksy));
  assert.deepEqual(
    classes.map((c) => c.qualified),
    [
      "MrtkTest",
      "MrtkTest.Header",
      "MrtkTest.Key",
      "MrtkTest.Key.Inner",
      "MrtkTest.Key.Inner.Leaf",
    ],
  );
  let checkedFields = 0;
  for (const cls of classes) {
    if (cls.parent === undefined) assert.ok(js.includes(`var ${cls.name} = (function() {`));
    else assert.ok(js.includes(`${cls.parent}.${cls.name} = (function() {`), cls.qualified);
    const builtins = [...cls.builtins.keys()];
    assert.deepEqual(builtins.filter((k) => !k.startsWith("_raw_")), ["_io", "_parent", "_root"]);
    for (const raw of builtins.filter((k) => k.startsWith("_raw_"))) {
      assert.ok(readBody(js, cls.name).includes(`this.${raw} = `), `${cls.qualified}.${raw}`);
    }
    const args = ["_io", "_parent", "_root", ...cls.params].join(", ");
    assert.ok(js.includes(`function ${cls.name}(${args}) {`), `${cls.qualified} constructor`);
    for (const param of cls.params) {
      assert.ok(js.includes(`this.${param} = ${param};`), `${cls.qualified} param ${param}`);
      assert.ok(cls.fields.has(param), `${cls.qualified} declares param ${param}`);
    }
    const body = readBody(js, cls.name);
    for (const field of cls.fields.keys()) {
      if (cls.params.includes(field)) continue;
      assert.ok(body.includes(`this.${field} = `), `${cls.qualified}.${field} in KSC's _read`);
      checkedFields++;
    }
    // ...and the other way round: everything KSC stores publicly is declared.
    for (const [, stored] of body.matchAll(/this\.(\w+) = /g)) {
      if (stored!.startsWith("_raw_") || stored!.startsWith("_m_")) continue;
      assert.ok(cls.fields.has(stored!), `${cls.qualified}.${stored} is declared`);
    }
    for (const instance of cls.instances.keys()) {
      assert.ok(
        js.includes(`Object.defineProperty(${cls.name}.prototype, '${instance}', {`),
        `${cls.qualified}.${instance} getter`,
      );
    }
    const getters = [
      ...js.matchAll(new RegExp(`defineProperty\\(${cls.name}\\.prototype, '(\\w+)'`, "g")),
    ];
    assert.deepEqual(getters.map((g) => g[1]).sort(), [...cls.instances.keys()].sort());
  }
  assert.equal(checkedFields, 16);
  assert.equal(enums.length, 1);
  for (const e of enums) {
    assert.ok(js.includes(`${e.owner}.${e.name} = Object.freeze({`), e.name);
    for (const [key, value] of e.entries) {
      const line = `${key}: ${value},`;
      assert.ok(js.includes(`    ${line}\n`), `${e.name} entry ${line}`);
    }
  }
});

/** The runtime stream, typed for this test's use. */
interface TestStream {
  pos: number;
  ensureBytesLeft(length: number): void;
  readU8le(): number | bigint;
  readU8be(): number | bigint;
  readS8le(): number | bigint;
  readS8be(): number | bigint;
}
const Stream = KaitaiStreamModule as unknown as new (data: DataView) => TestStream;

/** A stream whose 64-bit reads return exact bigints, as animkit's reader wrapper does. */
function bigintStream(bytes: Uint8Array): TestStream {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const stream = new Stream(view);
  const read = (signed: boolean, little: boolean) => (): bigint => {
    stream.ensureBytesLeft(8);
    const value = signed
      ? view.getBigInt64(stream.pos, little)
      : view.getBigUint64(stream.pos, little);
    stream.pos += 8;
    return value;
  };
  stream.readU8le = read(false, true);
  stream.readU8be = read(false, false);
  stream.readS8le = read(true, true);
  stream.readS8be = read(true, false);
  return stream;
}

/** Splits a declared type at its top-level `|`. */
function unionParts(type: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < type.length; i++) {
    const c = type.charAt(i);
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      parts.push(type.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(type.slice(start).trim());
  return parts;
}

type Ctor = abstract new (...args: never[]) => unknown;

function conforms(value: unknown, type: string, classes: Map<string, Ctor>): boolean {
  const parts = unionParts(type);
  if (parts.length > 1) return parts.some((part) => conforms(value, part, classes));
  if (type.endsWith("[]")) {
    const element = type.slice(0, -2).replace(/^\((.*)\)$/, "$1");
    return Array.isArray(value) && value.every((v) => conforms(v, element, classes));
  }
  switch (type) {
    case "number":
    case "bigint":
    case "boolean":
    case "string":
    case "undefined": {
      const actual: string = typeof value;
      return actual === type;
    }
    case "Uint8Array":
      return value instanceof Uint8Array;
  }
  const cls = classes.get(type);
  assert.ok(cls !== undefined, `unknown declared type ${type}`);
  return value instanceof cls;
}

Deno.test("ksyToDts: declared types hold for values read by the compiled reader", async () => {
  const ksy = ksyObject();
  const js = await compileJs(ksy);
  const exports: Record<string, unknown> = {};
  const require = (name: string): unknown => {
    assert.equal(name, "kaitai-struct/KaitaiStream");
    return KaitaiStreamModule;
  };
  new Function("exports", "require", js)(exports, require);
  const { classes } = parseDts(ksyToDts(ksy));
  const runtime = new Map<string, Ctor>();
  for (const cls of classes) {
    let value: unknown = exports;
    for (const part of cls.qualified.split(".")) value = (value as Record<string, unknown>)[part];
    assert.equal(typeof value, "function", cls.qualified);
    runtime.set(cls.qualified, value as Ctor);
  }
  const Top = runtime.get("MrtkTest") as unknown as new (io: TestStream) => Record<string, unknown>;
  const root = new Top(bigintStream(SAMPLE));

  const seen = new Set<unknown>();
  let checked = 0;
  const visit = (object: unknown): void => {
    if (typeof object !== "object" || object === null || seen.has(object)) return;
    seen.add(object);
    if (Array.isArray(object)) return object.forEach(visit);
    const cls = classes.find((c) => object instanceof runtime.get(c.qualified)!);
    if (cls === undefined) return;
    const record = object as Record<string, unknown>;
    assert.equal(record._root, root, `${cls.qualified}._root`);
    for (const [name, type] of [...cls.fields, ...cls.instances]) {
      const value = record[name];
      assert.ok(
        conforms(value, type, runtime),
        `${cls.qualified}.${name}: ${String(value)} is not ${type}`,
      );
      checked++;
      visit(value);
    }
  };
  visit(root);
  assert.equal(checked, 23);

  assert.equal(root.id, 5n);
  assert.equal(root.sameId, 5n);
  assert.equal(root.flags, true);
  assert.equal(root.extra, undefined);
  assert.equal(root.name, "ab");
  assert.equal(root.tail, 9);
  assert.equal(root.keysText, "1");
  assert.ok(root.body instanceof runtime.get("MrtkTest.Key.Inner.Leaf")!);
  const wrapMode = (runtime.get("MrtkTest") as unknown as Record<string, unknown>).WrapMode;
  assert.deepEqual(
    { ...wrapMode as object },
    {
      DEFAULT: 0,
      ONCE: 1,
      LOOP: 2,
      PING_PONG: 4,
      0: "DEFAULT",
      1: "ONCE",
      2: "LOOP",
      4: "PING_PONG",
    },
  );
});

Deno.test("ksyToDts: output type-checks against code using it", async () => {
  const dir = await Deno.makeTempDir({ prefix: "ksy_dts_" });
  try {
    await Deno.writeTextFile(`${dir}/mrtk_test.d.ts`, ksyToDts(ksyObject()));
    await Deno.writeTextFile(
      `${dir}/mrtk_test.js`,
      '// @ts-self-types="./mrtk_test.d.ts"\nexport const MrtkTest = {};\n',
    );
    await Deno.writeTextFile(
      `${dir}/use.ts`,
      `import { MrtkTest } from "./mrtk_test.js";
declare const io: { pos: number; readonly size: number; isEof(): boolean; readU1(): number };
const top = new MrtkTest(io);
const count: number = top.numKeys;
const id: bigint = top.id;
const keys: MrtkTest.Key[] = top.keys;
const leaf: MrtkTest.Key.Inner.Leaf | undefined = keys[0]?.innerOne.leafRef;
const body: MrtkTest.Header | MrtkTest.Key.Inner.Leaf | Uint8Array = top.body;
// @ts-expect-error a conditional field may be missing
const extra: number = top.extra;
const loop: 2 = MrtkTest.WrapMode.LOOP;
const label: "LOOP" = MrtkTest.WrapMode[2];
const key = new MrtkTest.Key(io, top, top, true);
// @ts-expect-error instances are getters
top.isLong = true;
const root: MrtkTest = key._root;
export const all = [count, id, keys, leaf, body, extra, loop, label, key, root];
`,
    );
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["check", "--no-config", "--no-lock", "--quiet", `${dir}/use.ts`],
      stdout: "piped",
      stderr: "piped",
    }).output();
    const text = new TextDecoder().decode(out.stderr) + new TextDecoder().decode(out.stdout);
    assert.equal(out.code, 0, text);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("ksyToDts: user types resolve outward, then descend", () => {
  const dts = ksyToDts(ksyObject(`
meta: { id: mrtk_test }
seq:
  - { id: by_top_name, type: mrtk_test::a::b }
types:
  a:
    seq:
      - { id: up, type: c }
      - { id: self_ref, type: a }
      - { id: sibling_child, type: c::d }
    types:
      b:
        seq:
          - { id: to_outer, type: c }
          - { id: to_own_sibling, type: b }
  c:
    types:
      d:
        seq: [{ id: x, type: u1 }]
      b:
        seq: [{ id: y, type: u1 }]
`));
  for (
    const text of [
      "byTopName: MrtkTest.A.B;",
      "    up: MrtkTest.C;",
      "    selfRef: MrtkTest.A;",
      "    siblingChild: MrtkTest.C.D;",
      "      toOuter: MrtkTest.C;",
      "      toOwnSibling: MrtkTest.A.B;",
    ]
  ) assert.ok(dts.includes(text), `missing ${text}:\n${dts}`);
  // `a::d` would only be found by climbing out of `a`, which the generated JavaScript cannot do.
  assert.throws(
    () => ksyToDts(ksyObject("meta: {id: t}\nseq: [{id: z, type: 'a::d'}]\ntypes: {a: {}, d: {}}")),
    /\/seq\/0 \(z\): cannot resolve type "a::d"/,
  );
});

Deno.test("ksyToDts: value instance inference and -ts-type", () => {
  const dts = ksyToDts(ksyObject(`
meta: { id: t }
seq:
  - { id: n, type: u4 }
  - { id: big, type: s8 }
  - { id: s, type: str, size: 2, encoding: ASCII }
instances:
  cmp: { value: n == 1 }
  not_x: { value: not (n > 1) }
  both: { value: (n < 2) or (n >= 9) }
  shift: { value: n << 2 }
  cast: { value: n.as<u4> < 3 }
  paren: { value: (n + 1) }
  ternary_b: { value: "n > 0 ? n != 3 : false" }
  ternary_n: { value: "n > 0 ? (n > 1) : 2" }
  lit: { value: "'abc'" }
  concat: { value: "s + 'x'" }
  alias: { value: big }
  alias_str: { value: s }
  yaml_bool: { value: true }
  yaml_num: { value: 7 }
  enum_val: { value: 1, enum: e }
  guarded: { value: n, if: n > 0 }
  custom: { value: n, -ts-type: "1 | 2" }
enums: { e: { 1: one } }
`));
  for (
    const text of [
      "readonly cmp: boolean;",
      "readonly notX: boolean;",
      "readonly both: boolean;",
      "readonly shift: number;",
      "readonly cast: boolean;",
      "readonly paren: number;",
      "readonly ternaryB: boolean;",
      "readonly ternaryN: boolean | number;",
      "readonly lit: string;",
      "readonly concat: string;",
      "readonly alias: bigint;",
      "readonly aliasStr: string;",
      "readonly yamlBool: boolean;",
      "readonly yamlNum: number;",
      "readonly enumVal: number;",
      "readonly guarded: number | undefined;",
      "readonly custom: 1 | 2;",
    ]
  ) assert.ok(dts.includes(text), `missing ${text}:\n${dts}`);
});

Deno.test("ksyToDts: docs, enum keys, params and options", () => {
  const dts = ksyToDts(
    ksyObject(`
meta: { id: retro_char_mp3 }
doc: |
  Ends a comment */ early.

  Second paragraph.
doc-ref: https://example.invalid/spec
params:
  - { id: arr, type: "u2[]" }
  - { id: stream, type: io }
  - { id: blob, type: bytes }
  - { id: any_struct, type: struct }
  - { id: kind, type: u1, enum: sign }
seq:
  - { id: raw, size-eos: true, repeat: eos }
enums:
  sign:
    -1: minus
    0x10: { id: hex, doc: "Sixteen." }
`),
    { kaitaiImport: "../src/formats/_kaitai_stream.d.ts", source: "schemas/retro.ksy" },
  );
  for (
    const text of [
      "// Generated from schemas/retro.ksy by `deno task codegen`. Do not edit.",
      'import type KaitaiStream from "../src/formats/_kaitai_stream.d.ts";',
      "/**\n * Ends a comment *\\/ early.\n *\n * Second paragraph.\n * @see https://example.invalid/spec\n */",
      "declare class RetroCharMp3 {",
      "  constructor(io: KaitaiStream, parent: unknown, root: unknown, arr: number[], stream: KaitaiStream, blob: Uint8Array, anyStruct: unknown, kind: number);",
      "  raw: Uint8Array[];",
      "    readonly MINUS: -1;\n    /** Sixteen. */\n    readonly HEX: 16;",
      '    readonly "-1": "MINUS";\n    readonly 16: "HEX";',
      "export { RetroCharMp3 };",
    ]
  ) assert.ok(dts.includes(text), `missing ${text}:\n${dts}`);
  assert.ok(!dts.includes("interface KaitaiStream"));
});

Deno.test("ksyToDts: unsupported input throws an Error naming the field", () => {
  const cases: [string, RegExp][] = [
    ["seq: [{id: bad, type: u3}]", /\/seq\/0 \(bad\): cannot resolve type "u3": no such type/],
    ["seq: [{id: s, size: 2, encoding: ASCII}]", /\/seq\/0 \(s\): encoding without type/],
    ["seq: [{id: e, type: f4, enum: x}]", /\/seq\/0 \(e\): enum "x" on non-integer type f4/],
    ["seq: [{id: r, type: u1, repeat: forever}]", /\/seq\/0 \(r\)\/repeat: unsupported repeat/],
    ["seq: [{id: n}]", /\/seq\/0 \(n\): no type, contents/],
    ["seq: [{id: a_b, type: u1}, {id: a__b, type: u1}]", /\/seq\/1: member name aB is used twice/],
    ["params: [{id: in, type: u1}]", /\/params\/0: parameter name in is a reserved word/],
    ["types: {t: {}}", /\/types\/t: nested name T would shadow/],
    ["types: {k: {}}\nenums: {k: {0: z}}", /\/enums\/k: T\.K is declared twice/],
    ["enums: {k: {zero: z}}", /\/enums\/k\/zero: enum key "zero" is not an integer/],
  ];
  for (const [body, message] of cases) {
    assert.throws(() => ksyToDts(ksyObject(`meta: {id: t}\n${body}`)), message, body);
  }
  assert.throws(
    () => ksyToDts(ksyObject("meta: {id: t, imports: [other]}\nseq: [{id: o, type: other}]")),
    /\/seq\/0 \(o\): cannot resolve type "other": types from meta\/imports are not supported/,
  );
  assert.throws(() => ksyToDts(ksyObject("meta: {id: Bad}")), /\/meta\/id: meta\/id "Bad"/);
});
