import { deepEqual, equal, ok } from "node:assert/strict";
import { animxFormat, readAnimJ, readAnimX, VALUE_TYPES, writeAnimX } from "../mod.ts";
import { ANIMX_CURVE_VALUE_FIRST } from "../src/formats/animx/read.ts";
// @ts-types="../src/formats/animx/_lzma.d.ts"
import { compress } from "lzma";
import { assertClose, cli, corpus, expectAnimkitError, NO_CORPUS } from "./_helpers.ts";
import {
  cat,
  f32,
  f64,
  header,
  i16,
  i32,
  i64,
  nullableString,
  str,
  trackHead,
  u16,
  u32,
  u64,
  varint,
} from "./fixtures/animx_bytes.ts";

const REDX_ANIMJ = corpus("animj/mrvoltz-redx_discrete-bool-int-string.animj");
const REDX_ANIMX = corpus("animj/mrvoltz-redx_discrete-bool-int-string.derived.animx");
const hex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, "0")).join("");

Deno.test(
  "animx write: pins the RedX 20-byte reference prefix (notes §2.1)",
  { ignore: NO_CORPUS },
  async () => {
    const doc = readAnimJ(await Deno.readFile(REDX_ANIMJ));
    const bytes = writeAnimX(doc);
    // redx test/animx.js: 05416e696d58 01000000 03 00008040 04 74657374
    equal(hex(bytes.subarray(0, 20)), "05416e696d580100000003000080400474657374");
  },
);

Deno.test(
  "animx: the derived corpus file reads as the AnimJ it came from, and writes back identically",
  { ignore: NO_CORPUS },
  async () => {
    const fromJson = readAnimJ(await Deno.readFile(REDX_ANIMJ));
    const bytes = await Deno.readFile(REDX_ANIMX);
    const { doc, encoding, version } = readAnimX(bytes);
    equal(encoding, 0);
    equal(version, 1);
    equal(doc.name, "test");
    equal(doc.globalDuration, 4);
    deepEqual(doc.tracks.map((t) => [t.trackType, t.valueType, t.node, t.property]), [
      ["Discrete", "bool", "testNode", "testProperty"],
      ["Discrete", "int", "testNode", "testProperty"],
      ["Discrete", "string", "testNode", "testProperty"],
    ]);
    for (let i = 0; i < 3; i++) {
      deepEqual([...doc.tracks[i]!.times], [...fromJson.tracks[i]!.times]);
      deepEqual([...doc.tracks[i]!.values], [...fromJson.tracks[i]!.values]);
      deepEqual(doc.tracks[i]!.strings, fromJson.tracks[i]!.strings);
    }
    deepEqual(writeAnimX(doc), bytes);
  },
);

Deno.test("animx cli: AnimJ → AnimX → AnimJ", { ignore: NO_CORPUS }, async () => {
  const dir = await Deno.makeTempDir();
  try {
    const a = await cli("convert", REDX_ANIMJ.pathname, `${dir}/x.animx`);
    equal(a.code, 0, a.err);
    deepEqual(await Deno.readFile(`${dir}/x.animx`), await Deno.readFile(REDX_ANIMX));
    const b = await cli("convert", `${dir}/x.animx`, `${dir}/y.animj`);
    equal(b.code, 0, b.err);
    const back = readAnimJ(await Deno.readFile(`${dir}/y.animj`));
    const orig = readAnimJ(await Deno.readFile(REDX_ANIMJ));
    deepEqual(back.tracks.map((t) => [...t.values]), orig.tracks.map((t) => [...t.values]));
    deepEqual(back.tracks[2]!.strings, ["zero", "one", "two", "lel"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

// A 2-key float Curve track, keys (t 0, v 1) and (t 1, v 2), shared Linear interpolation,
// in each of the two disputed keyframe layouts (notes §2.2 item 3).
function curveFile(valueFirst: boolean): Uint8Array {
  const key = (t: number, v: number) => valueFirst ? cat(f32(v), f32(t)) : cat(f32(t), f32(v));
  return cat(header("c", 1, 1), trackHead(2, 21, "n", "p", 2), [0x00, 0x01], key(0, 1), key(1, 2));
}

Deno.test("animx curve order: one constant, both readings tested against the sources", () => {
  // The wiki [WX] and 989onan's reader [Py]/[PyF] read value then time: the constant follows them.
  equal(ANIMX_CURVE_VALUE_FIRST, true);
  const wx = readAnimX(curveFile(true), { curveValueFirst: true }).doc.tracks[0]!;
  deepEqual([...wx.times], [0, 1]);
  deepEqual([...wx.values], [1, 2]);
  // resonite-core [RC] writes and reads time then value.
  const rc = readAnimX(curveFile(false), { curveValueFirst: false }).doc.tracks[0]!;
  deepEqual([...rc.times], [0, 1]);
  deepEqual([...rc.values], [1, 2]);
  // The default reading is the [WX] one.
  deepEqual([...readAnimX(curveFile(true)).doc.tracks[0]!.values], [1, 2]);
  // A mismatch parses the same bytes without error but swaps the meaning: [RC] bytes read as
  // value-first give values [0, 1] at times [1, 2].
  const wrong = readAnimX(curveFile(false), { curveValueFirst: true }).doc.tracks[0]!;
  deepEqual([...wrong.values], [0, 1]);
  deepEqual([...wrong.times], [1, 2]);
  // The writer follows the constant.
  deepEqual(writeAnimX(readAnimX(curveFile(true)).doc), curveFile(true));
  deepEqual(
    writeAnimX(readAnimX(curveFile(false), { curveValueFirst: false }).doc, {
      curveValueFirst: false,
    }),
    curveFile(false),
  );
});

Deno.test("animx curve: per-key interpolations and tangents (left, right)", () => {
  // flags 3: one interpolation byte per key, tangent block present.
  const bytes = cat(
    header("t", 1, 2),
    trackHead(2, 21, "n", "p", 2),
    [0x03, 0x03, 0x01], // CubicBezier, Linear
    f32(0),
    f32(0),
    f32(0),
    f32(2), // value-first keys: (v 0, t 0), (v 0, t 2)
    f32(9),
    f32(1), // key 0: left 9 (unused), right 1
    f32(1),
    f32(9), // key 1: left 1, right 9 (unused)
  );
  const clip = animxFormat.toClip!(bytes);
  // CubicBezier P0 0, P1 1, P2 1, P3 0 at u = 0.5: 0.375 + 0.375 = 0.75
  assertClose(clip.tracks[0]!.curve.evaluate(1) as number, 0.75, 1e-7);
});

function valueBytes(type: number): { bytes: Uint8Array; json: unknown } {
  const name = VALUE_TYPES[type]!;
  const vec = (n: number, f: (i: number) => Uint8Array, v: (i: number) => number | bigint) => ({
    bytes: cat(...Array.from({ length: n }, (_, i) => f(i))),
    values: Array.from({ length: n }, (_, i) => v(i)),
  });
  const n = /(\d)$/.exec(name)?.[1];
  const comps = name.includes("x")
    ? Number(name.at(-1)) ** 2
    : name.endsWith("Q") || name.startsWith("color")
    ? 4
    : n
    ? Number(n)
    : 1;
  let r: { bytes: Uint8Array; values: (number | bigint)[] };
  if (name === "bool") r = { bytes: new Uint8Array([1]), values: [1] };
  else if (/^bool\d/.test(name)) {
    r = {
      bytes: new Uint8Array([0b0101 & ((1 << comps) - 1)]),
      values: [1, 0, 1, 0].slice(0, comps),
    };
  } else if (name === "byte" || name === "color32") {
    r = vec(comps, (i) => new Uint8Array([200 + i]), (i) => 200 + i);
  } else if (name === "sbyte") r = { bytes: new Uint8Array([0xfd]), values: [-3] };
  else if (name === "ushort") r = { bytes: u16(1200), values: [1200] };
  else if (name === "short") r = { bytes: i16(-56), values: [-56] };
  else if (name.startsWith("uint")) {
    r = vec(comps, (i) => u32(2147483699 + i), (i) => 2147483699 + i);
  } else if (name.startsWith("int")) r = vec(comps, (i) => i32(-4 - i), (i) => -4 - i);
  else if (name.startsWith("ulong")) {
    r = { bytes: u64(18446744073709551615n), values: [18446744073709551615n] };
  } else if (name.startsWith("long")) {
    r = vec(comps, (i) => i64(-9876543210n - BigInt(i)), (i) => -9876543210 - i);
  } else if (name.startsWith("float") || name === "color") {
    r = vec(comps, (i) => f32(0.5 + i), (i) => 0.5 + i);
  } else if (name.startsWith("double")) r = vec(comps, (i) => f64(0.1 + i), (i) => 0.1 + i);
  else r = { bytes: nullableString("Hello World!"), values: [] };
  return { bytes: r.bytes, json: r.values };
}

Deno.test("animx: all 40 element types read (Discrete) and write back byte for byte", () => {
  equal(VALUE_TYPES.length, 40);
  for (let type = 0; type < 40; type++) {
    const { bytes: value, json } = valueBytes(type);
    const file = cat(header("v", 1, 1), trackHead(1, type, "n", "p", 1), f32(0.25), value);
    const { doc } = readAnimX(file);
    const t = doc.tracks[0]!;
    equal(t.valueType, VALUE_TYPES[type]);
    equal(t.times[0], 0.25);
    if (t.valueType === "string") deepEqual(t.strings, ["Hello World!"]);
    else {
      const expected = (json as (number | bigint)[]).map((v) => Number(v));
      const got = [...t.values];
      got.forEach((v, i) =>
        assertClose(v, expected[i]!, Math.abs(expected[i]!) * 1e-7, `${VALUE_TYPES[type]}[${i}]`)
      );
    }
    deepEqual(writeAnimX(doc), file, VALUE_TYPES[type]);
  }
  // ulong beyond 2^53 stays exact.
  const { doc } = readAnimX(
    cat(header("v", 1, 1), trackHead(1, 7, "n", "p", 1), f32(0), u64(18446744073709551615n)),
  );
  equal(doc.tracks[0]!.exact?.get(0), 18446744073709551615n);
});

Deno.test("animx: Raw tracks and null strings", () => {
  const file = cat(
    header("r", 2, 0),
    trackHead(0, 21, "n", "p", 3),
    f32(0.5),
    f32(0),
    f32(1),
    f32(4),
    trackHead(0, 39, "s", "p", 2),
    f32(1),
    nullableString(null),
    nullableString("x"),
  );
  const clip = animxFormat.toClip!(file);
  equal(clip.tracks[0]!.curve.evaluate(0.75), 2.5); // between 1 (t 0.5) and 4 (t 1)
  equal(clip.duration, 1);
  deepEqual(readAnimX(file).doc.tracks[1]!.strings, [null, "x"]);
});

Deno.test(
  "animx: LZMA-encoded files decode to the same tracks",
  { ignore: NO_CORPUS },
  async () => {
    const plain = await Deno.readFile(REDX_ANIMX);
    const headerLength = 21; // the 20-byte prefix plus the encoding byte
    const body = plain.subarray(headerLength);
    // LZMA-JS writes the .lzma "alone" layout: 5 property bytes, 8-byte size, stream.
    const alone = Uint8Array.from(compress(body, 5), (b) => b & 255);
    const props = alone.subarray(0, 5);
    const stream = alone.subarray(13);
    const withSizes = (first: bigint, second: bigint) =>
      cat(plain.subarray(0, 20), [2], props, u64(first), u64(second), stream);
    const decodedSize = BigInt(body.length);
    const a = readAnimX(withSizes(decodedSize, BigInt(stream.length)));
    equal(a.encoding, 2);
    deepEqual(writeAnimX(a.doc), plain);
    // The two sizes in the other order also decode.
    deepEqual(writeAnimX(readAnimX(withSizes(BigInt(stream.length), decodedSize)).doc), plain);
    // Corrupt data is a located error.
    const bad = withSizes(decodedSize, 0n);
    bad.fill(0x55, bad.length - 10);
    equal(expectAnimkitError(() => readAnimX(bad)).location.kind, "byte");
    const hugeDict = withSizes(decodedSize, 0n);
    hugeDict.set([0xff, 0xff, 0xff, 0xff], 22); // declared dictionary 4 GiB
    deepEqual(writeAnimX(readAnimX(hugeDict).doc), plain);
  },
);

Deno.test("animx bad input: truncation at every offset is a byte-located error", {
  ignore: NO_CORPUS,
}, async () => {
  const bytes = await Deno.readFile(REDX_ANIMX);
  for (let cut = 0; cut < bytes.length; cut++) {
    const e = expectAnimkitError(() => readAnimX(bytes.subarray(0, cut)));
    equal(e.location.kind, "byte", `cut ${cut}`);
  }
});

Deno.test("animx bad input: huge counts, long varints, wrong magic/version/types, LZ4", () => {
  const huge = cat(header("h", 1, 0), [1, 21], str("n"), str("p"), varint(0x7fffffff), f32(0));
  ok(expectAnimkitError(() => readAnimX(huge)).detail.includes("keyframe count"));
  const hugeTracks = cat(str("AnimX"), i32(1), varint(0x7fffffff), f32(0), str(""), [0]);
  ok(expectAnimkitError(() => readAnimX(hugeTracks)).detail.includes("track count"));
  const longVarint = cat(str("AnimX"), i32(1), [0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
  ok(expectAnimkitError(() => readAnimX(longVarint)).detail.includes("int32"));
  const hugeString = cat(str("AnimX"), i32(1), varint(0), f32(0), varint(0x7ffffff0));
  equal(expectAnimkitError(() => readAnimX(hugeString)).location.kind, "byte");
  equal(expectAnimkitError(() => readAnimX(cat(str("AnimY"), i32(1)))).location.kind, "byte");
  ok(
    expectAnimkitError(() => readAnimX(cat(str("AnimX"), i32(2), varint(0), f32(0), str(""), [0])))
      .detail.includes("version"),
  );
  ok(
    expectAnimkitError(() => readAnimX(cat(header("b", 1, 0), trackHead(3, 21, "n", "p", 0))))
      .detail.includes("track type"),
  );
  ok(
    expectAnimkitError(() => readAnimX(cat(header("b", 1, 0), trackHead(1, 40, "n", "p", 0))))
      .detail.includes("element type"),
  );
  ok(
    expectAnimkitError(() => readAnimX(cat(header("z", 0, 0, 1), [1, 2, 3]))).detail.includes(
      "LZ4",
    ),
  );
  ok(
    expectAnimkitError(() => readAnimX(cat(header("z", 0, 0, 2), [1, 2]))).location.kind === "byte",
  );
});

Deno.test("animx: matrices and tangents survive clip → AnimX", () => {
  const file = cat(
    header("m", 1, 1),
    trackHead(1, 26, "n", "p", 1),
    f32(0),
    f32(1),
    f32(2),
    f32(3),
    f32(4),
  );
  const clip = animxFormat.toClip!(file);
  deepEqual(clip.tracks[0]!.curve.evaluate(0), [[1, 2], [3, 4]]);
  const out = animxFormat.fromClip!(clip);
  deepEqual(out.bytes, file);
  equal(out.tracks[0]!.mapping, "exact");
});

Deno.test("animx bad input: single-byte mutations give AnimkitErrors or reads, nothing else", {
  ignore: NO_CORPUS,
}, async () => {
  const bytes = await Deno.readFile(REDX_ANIMX);
  const curve = curveFile(true);
  for (const base of [bytes, curve]) {
    for (let at = 0; at < base.length; at++) {
      for (const v of [0x00, 0x7f, 0x80, 0xff]) {
        const m = base.slice();
        m[at] = v;
        try {
          const { doc } = readAnimX(m);
          animxFormat.toClip!(m).tracks.forEach((t) => t.curve.evaluate(0.5));
          ok(doc.tracks.length <= 3);
        } catch (error) {
          ok(
            error instanceof Error && error.name === "AnimkitError",
            `byte ${at} = ${v}: ${error}`,
          );
        }
      }
    }
  }
});
