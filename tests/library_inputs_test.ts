import { deepEqual, equal, match, ok } from "node:assert/strict";
import {
  AnimkitError,
  animxFormat,
  DEFAULT_BUDGETS,
  detectFormat,
  formatByName,
  FORMATS,
  readAnimJ,
  readAnimX,
  readClip,
  readMaya,
  readMrtk,
  readRetroAnim,
  readRetroChar,
  resolveBudgets,
  validateAnimJDocument,
} from "../mod.ts";
import { asClip } from "../src/io/_arguments.ts";
import { lzmaAnimX } from "./fixtures/fuzz_seeds.ts";
import { cat, header } from "./fixtures/animx_bytes.ts";

const ANIMJ = new TextEncoder().encode(
  '{"name": "n", "globalDuration": 1, "tracks": [{"trackType": "Discrete", "valueType": "float", "data": {"node": "a", "property": "b", "keyframes": [{"time": 0, "value": 2}]}}]}',
);

const READERS: [string, (bytes: never) => unknown][] = [
  ["readAnimJ", readAnimJ],
  ["readAnimX", readAnimX],
  ["readMaya", readMaya],
  ["readMrtk", readMrtk],
  ["readRetroAnim", readRetroAnim],
  ["readRetroChar", readRetroChar],
  ["validateAnimJDocument", validateAnimJDocument],
  ["detectFormat", detectFormat],
  ["readClip", readClip],
];
for (const f of FORMATS) {
  for (const key of ["toClip", "info", "dump", "validate"] as const) {
    const fn = f[key];
    if (fn !== undefined) READERS.push([`${f.name}.${key}`, fn as (bytes: never) => unknown]);
  }
}

const BAD: [unknown, string][] = [
  [undefined, "undefined"],
  [null, "null"],
  ["{}", "a string"],
  [[1, 2, 3], "an array"],
  [42, "number"],
  [{ length: 3 }, "an object"],
  [new Map(), "a Map"],
];

Deno.test("library inputs: every reader refuses what is not bytes with one clear AnimkitError", () => {
  for (const [name, read] of READERS) {
    for (const [input, words] of BAD) {
      let error: unknown;
      try {
        read(input as never);
      } catch (e) {
        error = e;
      }
      ok(error instanceof AnimkitError, `${name}(${String(input)}) threw ${error}`);
      equal(error.format, "input");
      deepEqual(error.location, { kind: "none" });
      ok(
        error.detail.startsWith(`expected bytes (Uint8Array), got ${words}`),
        `${name}: ${error.message}`,
      );
    }
  }
});

Deno.test("library inputs: ArrayBuffer, offset views, DataView and SharedArrayBuffer views read", () => {
  const whole = ANIMJ.slice().buffer;
  equal(readAnimJ(whole as never).tracks[0]?.node, "a");
  const padded = new Uint8Array(ANIMJ.length + 7);
  padded.set(ANIMJ, 5);
  equal(readAnimJ(padded.subarray(5, 5 + ANIMJ.length)).tracks[0]?.node, "a");
  equal(readAnimJ(new DataView(padded.buffer, 5, ANIMJ.length) as never).name, "n");
  const shared = new Uint8Array(new SharedArrayBuffer(ANIMJ.length));
  shared.set(ANIMJ);
  equal(readClip(shared).tracks.length, 1);
  equal(detectFormat(shared.buffer as never).name, "animj");
});

Deno.test("library inputs: a detached buffer is an error that says so", () => {
  const bytes = ANIMJ.slice();
  structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
  equal(bytes.byteLength, 0);
  for (const [name, read] of READERS) {
    let error: unknown;
    try {
      read(bytes as never);
    } catch (e) {
      error = e;
    }
    ok(error instanceof AnimkitError, `${name} threw ${error}`);
    equal(error.format, "input");
    ok(error.detail.includes("ArrayBuffer is detached"), `${name}: ${error.message}`);
  }
  ok(animxFormat.toClip !== undefined);
});

/** The AnimkitError `fn` throws (failing the test for anything else). */
function misuseError(what: string, fn: () => unknown): AnimkitError {
  let error: unknown;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  ok(error instanceof AnimkitError, `${what} threw ${error}`);
  return error;
}

Deno.test("library inputs: a view past the end of a shrunk resizable buffer says so", () => {
  const views = (): [string, ArrayBufferView][] => {
    const buffer = new ArrayBuffer(64, { maxByteLength: 128 });
    const made: [string, ArrayBufferView][] = [
      ["Uint8Array", new Uint8Array(buffer, 0, 40)],
      ["Float32Array at 8", new Float32Array(buffer, 8, 4)],
      ["DataView", new DataView(buffer, 4, 30)],
      ["length-tracking Uint8Array at 16", new Uint8Array(buffer, 16)],
    ];
    buffer.resize(12);
    return made;
  };
  for (const [name, read] of READERS) {
    for (const [kind, view] of views()) {
      const error = misuseError(`${name}(${kind})`, () => read(view as never));
      equal(error.format, "input");
      ok(
        error.detail.includes("a view past the end of its ArrayBuffer"),
        `${name}: ${error.message}`,
      );
    }
  }
  // A view still inside the shrunk buffer reads.
  const buffer = new ArrayBuffer(ANIMJ.length + 8, { maxByteLength: 512 });
  new Uint8Array(buffer).set(ANIMJ);
  const view = new Uint8Array(buffer, 0, ANIMJ.length);
  buffer.resize(ANIMJ.length);
  equal(readClip(view).tracks.length, 1);
});

Deno.test("library inputs: a Proxy of a Uint8Array is refused by name, not by a TypeError", () => {
  for (const [name, read] of READERS) {
    const error = misuseError(name, () => read(new Proxy(ANIMJ, {}) as never));
    equal(error.format, "input");
    ok(error.detail.includes("only looks like a Uint8Array"), `${name}: ${error.message}`);
  }
});

Deno.test("library inputs: budgets that are not limits are errors naming the budget", async () => {
  const walk = await Deno.readFile(new URL("./fixtures/unity/walk.anim", import.meta.url));
  // A 4-letter name makes the 20-byte prefix lzmaAnimX expects.
  const lzma = lzmaAnimX(cat(header("walk", 0, 1)));
  const cases: [unknown, string][] = [
    [
      { maxDecodedBytes: "x" },
      'budgets.maxDecodedBytes must be a number ≥ 0 (Infinity for no limit), got the string "x"',
    ],
    [
      { maxKeys: NaN },
      "budgets.maxKeys must be a number ≥ 0 (Infinity for no limit), got the number NaN",
    ],
    [
      { maxKey: 5 },
      "budgets.maxKey is not a budget; the budgets are maxSamples, maxKeys, maxDecodedBytes, maxCompressionRatio",
    ],
    ["x", 'budgets must be an object of limits such as { maxKeys: 1e6 }, got the string "x"'],
  ];
  for (const [budgets, detail] of cases) {
    for (
      const [name, run] of [
        [
          "unity-clip toClip",
          () => formatByName("unity-clip")!.toClip!(walk, { budgets } as never),
        ],
        ["readAnimX (LZMA)", () => readAnimX(lzma, { budgets } as never)],
      ] as const
    ) {
      const error = misuseError(name, run);
      equal(error.detail, detail, name);
    }
  }
  // Undefined fields keep their defaults; Infinity is no limit.
  equal(resolveBudgets({ maxKeys: undefined }).maxKeys, DEFAULT_BUDGETS.maxKeys);
  equal(readAnimX(lzma, { budgets: { maxDecodedBytes: Infinity } }).doc.tracks.length, 0);
});

Deno.test("library inputs: readClip options that are not an object, or no format, are named", () => {
  equal(
    misuseError("null", () => readClip(ANIMJ, null as never)).detail,
    "readClip options must be an object or left out, got null",
  );
  equal(
    misuseError("a string", () => readClip(ANIMJ, "animj" as never)).detail,
    'readClip options must be an object or left out, got the string "animj"',
  );
  match(
    misuseError("format", () => readClip(ANIMJ, { format: "nope" as never })).detail,
    /^readClip options\.format the string "nope" is not a format; the formats are mrtk, /,
  );
});

Deno.test("library inputs: a clip argument is checked field by field", () => {
  const detail = (value: unknown) => misuseError("asClip", () => asClip(value, "x", "gltf")).detail;
  equal(detail(null), "x must be a Clip, got null");
  equal(detail({ duration: 1 }), "x.tracks must be an array of tracks, got undefined");
  equal(
    detail({ duration: 1, tracks: [{ node: "a", property: "b", valueType: "float", curve: {} }] }),
    "x.tracks[0].curve must be a Curve (keyTimes() and evaluate()), got an object",
  );
});
