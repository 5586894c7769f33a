import { deepEqual, equal, ok } from "node:assert/strict";
import {
  AnimkitError,
  animxFormat,
  detectFormat,
  FORMATS,
  readAnimJ,
  readAnimX,
  readClip,
  readMaya,
  readMrtk,
  readRetroAnim,
  readRetroChar,
  validateAnimJDocument,
} from "../mod.ts";

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
