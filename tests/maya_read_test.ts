import { deepEqual, equal, ok } from "node:assert/strict";
import { corpus, expectAnimkitError, NO_CORPUS } from "./_helpers.ts";
import {
  mayaCurveKeys,
  mayaFormat,
  MayaTangent,
  mayaTimeUnitFps,
  readMaya,
} from "../src/formats/maya/mod.ts";
import { mayaBytes, mayaCurve, mayaFields, mayaHeader, mayaRow } from "./fixtures/maya_text.ts";

const CORPUS = [
  // file, curves, placeholders, keys (corpus/maya/README.md)
  ["ssbh-fork_example_maya2026.anim", 20, 3, 60],
  ["ssbh-fork_Front_maya2026_fixed_linear.anim", 216, 26, 8640],
  ["ssbh-fork_f00damagehi1_blender_out_maya2026.anim", 1233, 42, null],
  ["ssbh-fork_kamae_toolwritten_singlekey.anim", null, null, null],
  ["ssbh-fork_f00damagehi1_toolwritten_linear.anim", 882, 0, null],
  ["blender-io-anim_object_location_weighted.anim", 1, 0, 2],
] as const;

async function load(name: string): Promise<Uint8Array> {
  return await Deno.readFile(corpus(`maya/${name}`));
}

Deno.test("maya corpus: every file parses without warnings, with the README's counts", {
  ignore: NO_CORPUS,
}, async () => {
  for (const [name, curves, placeholders, keys] of CORPUS) {
    const bytes = await load(name);
    ok(mayaFormat.sniff(bytes), `${name} sniffs as maya`);
    const { document, warnings } = readMaya(bytes);
    deepEqual(warnings, [], name);
    const c = document.items.filter((i) => i.data !== null).length;
    const p = document.items.length - c;
    if (curves !== null) equal(c, curves, `${name} curves`);
    if (placeholders !== null) equal(p, placeholders, `${name} placeholders`);
    if (keys !== null) equal(document.keys.time.length, keys, `${name} keys`);
    // Every curve's keys are within the document's key table, in order.
    let next = 0;
    for (const item of document.items) {
      if (item.data === null) continue;
      equal(item.data.firstKey, next);
      next += item.data.keyCount;
    }
    equal(next, document.keys.time.length);
  }
});

Deno.test(
  "maya corpus: example file fields, placeholders and lookahead",
  { ignore: NO_CORPUS },
  async () => {
    const { document: doc } = readMaya(await load("ssbh-fork_example_maya2026.anim"));
    const h = doc.header;
    equal(h.animVersion, "1.1");
    equal(h.mayaVersion, "2026");
    equal(h.timeUnit, "ntscf");
    equal(h.startTime, 1);
    equal(h.endTime, 4);
    deepEqual(h.order, [
      "animVersion",
      "mayaVersion",
      "timeUnit",
      "linearUnit",
      "angularUnit",
      "startTime",
      "endTime",
    ]);
    // `anim joint1 0 1 0;` followed by another `anim`: a placeholder whose string is the node.
    const first = doc.items[0]!;
    equal(first.data, null);
    equal(first.node, "joint1");
    deepEqual([first.row, first.child, first.attr], [0, 1, 0]);
    // `anim visibility visibility joint2 0 1 0;` + animData: a curve.
    const vis = doc.items[1]!;
    equal(vis.attribute, "visibility");
    equal(vis.node, "joint2");
    const keys = mayaCurveKeys(doc, vis.data!);
    deepEqual([...keys.time], [1, 3]);
    equal(keys.inType[0], MayaTangent.Spline);
    equal(keys.outType[0], MayaTangent.Step);
    deepEqual([keys.tanLocked[0], keys.weightLocked[0], keys.breakdown[0]], [1, 0, 0]);
    equal(vis.data!.output, "unitless");
    equal(vis.data!.weighted, 0);
    const tx = doc.items[2]!;
    equal(tx.attribute, "translate.translateX");
    equal(tx.leaf, "translateX");
    equal(mayaCurveKeys(doc, tx.data!).value[1], 2.4244321);
  },
);

Deno.test("maya corpus: fixed pairs, CRLF line endings", { ignore: NO_CORPUS }, async () => {
  const { document: doc } = readMaya(await load("ssbh-fork_Front_maya2026_fixed_linear.anim"));
  equal(doc.lineEnding, "\n");
  const k = mayaCurveKeys(doc, doc.items[0]!.data!);
  // `1.00002 0 fixed fixed 1 0 0 0 1 0 1;`
  equal(k.time[0], 1.00002);
  deepEqual([k.inAngle[0], k.inWeight[0], k.outAngle[0], k.outWeight[0]], [0, 1, 0, 1]);
  equal(k.time[1], 1.9999796);
  ok(Number.isNaN(k.inAngle[1]!));
  const crlf = readMaya(await load("ssbh-fork_kamae_toolwritten_singlekey.anim")).document;
  equal(crlf.lineEnding, "\r\n");
  equal(crlf.header.endTime, 0);
});

Deno.test("maya reader: one fixed pair belongs to the in-tangent (`fixed step 1 0 0 0 1`)", () => {
  const { document: doc, warnings } = readMaya(mayaBytes([
    ...mayaHeader({ timeUnit: "film" }),
    ...mayaCurve("visibility visibility a 0 0 0", mayaFields("unitless"), [
      mayaRow(1, 0, "fixed", "step", [0, 1]),
      mayaRow(5, 1, "linear", "fixed", [30, 2]),
      mayaRow(9, 1, "fixed", "fixed", [10, 1, -20, 3]),
    ]),
  ]));
  deepEqual(warnings, []);
  const k = doc.keys;
  deepEqual([k.inAngle[0], k.inWeight[0]], [0, 1]);
  ok(Number.isNaN(k.outAngle[0]!));
  ok(Number.isNaN(k.inAngle[1]!));
  deepEqual([k.outAngle[1], k.outWeight[1]], [30, 2]);
  deepEqual([k.inAngle[2], k.inWeight[2], k.outAngle[2], k.outWeight[2]], [10, 1, -20, 3]);
});

Deno.test("maya reader: lexical rules (comments, missing ;, tabs, CRLF, header order)", () => {
  const text = [
    "// a comment line",
    "mayaVersion 2016 Extension 2;",
    "animVersion 1.1",
    "# another comment",
    "timeUnit\tpal;linearUnit m;",
    "angularUnit rad; /comment after a statement",
    "anim 0 0 0;",
    "animData {",
    "  output   angular ; weighted 1;",
    "  keys {  ignored words here",
    "    0 1 spline spline 1 1 0 trailing words ignored;",
    "    // a comment inside keys",
    "    2\t3 linear linear 1 1 0",
    "  }",
    "}",
    'anim "a name" 0 0 0;',
  ].join("\r\n");
  const { document: doc, warnings } = readMaya(new TextEncoder().encode(text));
  deepEqual(warnings, []);
  equal(doc.lineEnding, "\r\n");
  equal(doc.header.mayaVersion, "2016 Extension 2");
  deepEqual(doc.header.order, [
    "mayaVersion",
    "animVersion",
    "timeUnit",
    "linearUnit",
    "angularUnit",
  ]);
  equal(doc.header.linearUnit, "m");
  const curve = doc.items[0]!;
  deepEqual(curve.names, []);
  equal(curve.attribute, "");
  equal(curve.data!.output, "angular");
  equal(curve.data!.weighted, 1);
  deepEqual([...doc.keys.time], [0, 2]);
  deepEqual([...doc.keys.value], [1, 3]);
  equal(doc.items[1]!.node, "a name");
});

Deno.test("maya reader: all three anim forms and the one-token lookahead", () => {
  const { document: doc } = readMaya(mayaBytes([
    ...mayaHeader(),
    "anim translate.translateX translateX pCube1 0 1 0;",
    "animData {",
    "  keys {",
    mayaRow(1, 0, "linear", "linear"),
    "  }",
    "}",
    "anim translate.translateY 0 1 1;",
    "animData {",
    "  keys {",
    mayaRow(1, 0, "linear", "linear"),
    "  }",
    "}",
    "anim joint4 3 0 0;",
    "anim rotate.rotateX rotateX joint5 4 0 0;",
    // The lookahead word may sit on the same line (Maya reads words, not lines).
    "anim rotate.rotateY rotateY joint5 4 0 1; animData { keys {",
    mayaRow(1, 0, "linear", "linear"),
    "} }",
  ]));
  equal(doc.items[4]!.data!.keyCount, 1);
  const [a, b, c, d] = doc.items;
  deepEqual([a!.attribute, a!.leaf, a!.node, a!.data !== null], [
    "translate.translateX",
    "translateX",
    "pCube1",
    true,
  ]);
  deepEqual([b!.attribute, b!.node, b!.data !== null], ["translate.translateY", "", true]);
  deepEqual([c!.attribute, c!.node, c!.data, c!.row], ["", "joint4", null, 3]);
  deepEqual([d!.node, d!.data, d!.names.length], ["joint5", null, 3]);
});

Deno.test("maya reader: animVersion 1.0 has no breakdown column and defaults to weighted", () => {
  const { document: doc, warnings } = readMaya(mayaBytes([
    ...mayaHeader({ animVersion: "1.0", mayaVersion: "2.0" }),
    "anim a 0 0 0;",
    "animData {",
    "  keys {",
    "    1 2 fixed linear 1 1 45 2;",
    "  }",
    "}",
  ]));
  equal(warnings.length, 1); // animVersion is not 1.1
  equal(doc.keys.inAngle[0], 45);
  equal(doc.keys.inWeight[0], 2);
  const clip = mayaFormat.toClip!(mayaBytes([
    ...mayaHeader({ animVersion: "1.0" }),
    "anim a 0 0 0;",
    "animData {",
    "  keys {",
    "    1 2 linear linear 1 1;",
    "  }",
    "}",
  ]));
  equal((clip.tracks[0]!.curve as unknown as { weighted: boolean }).weighted, true);
});

Deno.test("maya reader: unknown words are warnings, with line:column", () => {
  const { document: doc, warnings } = readMaya(mayaBytes([
    ...mayaHeader(),
    "frobnicate 1 2 3;",
    "anim a 0 0 0;",
    "animData {",
    "  userTangent 3;",
    "  preInfinity bogus;",
    "  keys {",
    mayaRow(1, 0, "automix", "wobbly"),
    "  }",
    "}",
  ]));
  // Lines: 1-2 header, 3 frobnicate, 4 anim, 5 animData, 6 userTangent (its value 3 is an
  // unknown word of its own, as in Maya), 7 preInfinity, 8 keys, 9 the row.
  deepEqual(warnings.map((w) => [w.line, w.column]), [[3, 1], [6, 3], [6, 15], [7, 15], [
    9,
    17,
  ]]);
  ok(warnings[0]!.message.includes("frobnicate"));
  ok(warnings[4]!.message.includes("wobbly"));
  // The unknown tangent word is kept for writing back.
  equal(doc.tangentWords[doc.keys.outType[0]!], "wobbly");
  equal(doc.keys.inType[0], MayaTangent.AutoMix);
});

Deno.test("maya units: classic words, <n>fps and <n>df", () => {
  equal(mayaTimeUnitFps("game"), 15);
  equal(mayaTimeUnitFps("film"), 24);
  equal(mayaTimeUnitFps("pal"), 25);
  equal(mayaTimeUnitFps("ntsc"), 30);
  equal(mayaTimeUnitFps("show"), 48);
  equal(mayaTimeUnitFps("palf"), 50);
  equal(mayaTimeUnitFps("ntscf"), 60);
  equal(mayaTimeUnitFps("millisec"), 1000);
  equal(mayaTimeUnitFps("hour"), 1 / 3600);
  equal(mayaTimeUnitFps("23.976fps"), 24000 / 1001);
  equal(mayaTimeUnitFps("29.97df"), 30000 / 1001);
  equal(mayaTimeUnitFps("90fps"), 90);
  equal(mayaTimeUnitFps("constructor"), undefined);
  equal(mayaTimeUnitFps("fps"), undefined);
  // A <n>fps header word is read, kept and used: frame 30 at 29.97df is 1.001 s.
  const clip = mayaFormat.toClip!(mayaBytes([
    ...mayaHeader({ timeUnit: "29.97df" }),
    ...mayaCurve("a 0 0 0", mayaFields(), [mayaRow(30, 1, "linear", "linear")]),
  ]));
  equal(clip.tracks[0]!.curve.keyTimes()[0], 30 / (30000 / 1001));
});

function errorAt(lines: string[]): [number, number, string] {
  const e = expectAnimkitError(() => readMaya(mayaBytes(lines)));
  equal(e.location.kind, "text");
  const loc = e.location as { line: number; column: number };
  return [loc.line, loc.column, e.detail];
}

Deno.test("maya bad input: errors carry line:column", () => {
  const base = mayaHeader();
  // Non-numeric time.
  let [line, col, msg] = errorAt([
    ...base,
    ...mayaCurve("a 0 0 0", mayaFields(), ["    abc 1 linear linear 1 0 0;"]),
  ]);
  // Lines: 1-2 header, 3 anim, 4 animData, 5-9 fields, 10 keys, 11 the row.
  deepEqual([line, col], [11, 5]);
  ok(msg.includes("key time"), msg);
  // Missing `}` of the animData block.
  [line, col, msg] = errorAt([
    ...base,
    "anim a 0 0 0;",
    "animData {",
    "  keys {",
    mayaRow(1, 0, "linear", "linear"),
    "  }",
    "anim b 0 0 0;",
  ]);
  deepEqual([line, col], [8, 1]);
  ok(msg.includes("}"), msg);
  // Truncated inside the keys block.
  [line, , msg] = errorAt([...base, "anim a 0 0 0;", "animData {", "  keys {", "    1 0 lin"]);
  ok(msg.includes("the line ends before"), msg);
  equal(line, 6);
  // A key row that stops early.
  [line, col] = errorAt([
    ...base,
    ...mayaCurve("a 0 0 0", mayaFields(), ["    1 2 fixed linear 1 0 0 45;"]),
  ]);
  // The row ends (after `45;`) at column 31 before the in-tangent weight.
  deepEqual([line, col], [11, 31]);
  // No animVersion.
  [line, col] = errorAt(["timeUnit film;", "anim a 0 0 0;"]);
  deepEqual([line, col], [1, 1]);
  // Keys out of order.
  [line, col] = errorAt([
    ...base,
    ...mayaCurve("a 0 0 0", mayaFields(), [
      mayaRow(2, 0, "linear", "linear"),
      mayaRow(1, 0, "linear", "linear"),
    ]),
  ]);
  deepEqual([line, col], [12, 5]);
  // Two names on an anim line.
  [line, col] = errorAt([...base, "anim a b 0 0 0;"]);
  deepEqual([line, col], [3, 1]);
  // animData without {.
  [line] = errorAt([...base, "anim a 0 0 0;", "animData", "keys"]);
  equal(line, 5);
});

Deno.test("maya bad input: absurdly long tokens are refused quickly", () => {
  const long = "x".repeat(5_000_000);
  const start = performance.now();
  const e = expectAnimkitError(() => readMaya(mayaBytes([...mayaHeader(), `anim ${long} 0 0 0;`])));
  ok(performance.now() - start < 2000);
  deepEqual(e.location, { kind: "text", line: 3, column: 6 });
  const e2 = expectAnimkitError(() =>
    readMaya(mayaBytes([
      ...mayaHeader(),
      ...mayaCurve("a 0 0 0", mayaFields(), [
        `    ${"9".repeat(2000)} 1 linear linear 1 0 0;`,
      ]),
    ]))
  );
  equal(e2.location.kind, "text");
});

Deno.test("maya bad input: every truncation gives a document or a located AnimkitError", () => {
  const bytes = mayaBytes([
    ...mayaHeader({ timeUnit: "film", startTime: 1, endTime: 3 }),
    "anim joint1 0 1 0;",
    ...mayaCurve("rotate.rotateZ rotateZ joint2 0 1 0", mayaFields("angular"), [
      mayaRow(1, 0, "fixed", "fixed", [10, 1, 20, 1]),
      mayaRow(3, 5, "spline", "step"),
    ]),
  ], "\r\n");
  for (let n = 0; n <= bytes.length; n++) {
    try {
      readMaya(bytes.subarray(0, n));
    } catch (error) {
      const e = expectAnimkitError(() => {
        throw error;
      });
      equal(e.location.kind, "text", `prefix ${n}`);
    }
  }
  // Garbage bytes: never anything but an AnimkitError.
  let seed = 7;
  for (let round = 0; round < 300; round++) {
    const copy = bytes.slice();
    for (let j = 0; j < 4; j++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      copy[seed % copy.length] = seed >>> 24;
    }
    try {
      const { document } = readMaya(copy);
      mayaFormat.toClip!(copy).tracks.forEach((t) => t.curve.evaluate(0.05));
      ok(document !== null);
    } catch (error) {
      expectAnimkitError(() => {
        throw error;
      });
    }
  }
});

Deno.test("maya sniff: animVersion first, or after other header keywords", () => {
  ok(mayaFormat.sniff(new TextEncoder().encode("// c\nanimVersion 1.1;\n")));
  ok(mayaFormat.sniff(new TextEncoder().encode("mayaVersion 2026;\nanimVersion 1.1;\n")));
  ok(!mayaFormat.sniff(new TextEncoder().encode("%YAML 1.1\n--- !u!74 &7400000\n")));
});

Deno.test("maya reader: warnings are bounded; validate and dump report them", () => {
  const lines = [...mayaHeader()];
  for (let i = 0; i < 3000; i++) lines.push(`junk${i} 1;`);
  const bytes = mayaBytes(lines);
  const { warnings } = readMaya(bytes);
  equal(warnings.length, 1001);
  ok(warnings[1000]!.message.startsWith("2000 more warnings"));
  const problems = mayaFormat.validate!(bytes);
  equal(problems.length, 1001);
  deepEqual(problems[0]!.location, { kind: "text", line: 3, column: 1 });
  equal(problems[0]!.severity, "warning");
  const dump = mayaFormat.dump!(mayaBytes([
    ...mayaHeader(),
    ...mayaCurve("a 0 0 0", mayaFields(), [mayaRow(1, 2, "linear", "linear")]),
  ])) as { items: { data: { keys: { value: Float64Array } } }[]; warnings: unknown[] };
  deepEqual([...dump.items[0]!.data.keys.value], [2]);
  deepEqual(dump.warnings, []);
});
