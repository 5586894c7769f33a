import { deepEqual, equal, match, ok } from "node:assert/strict";
import { isMrtk, mrtkInfo, readMrtk } from "../src/formats/mrtk/mod.ts";
import { buildMrtk } from "./fixtures/mrtk_bytes.ts";
import { assertClose, corpus, expectAnimkitError, f32, NO_CORPUS } from "./_helpers.ts";

const EMPTY_FILE = corpus(
  "mrtk/isaakhanimann--holographic-recording--InputAnimation-20201011-130542.bin",
);
const HAND_FILE = corpus("mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin");

Deno.test("corpus: the empty 1.0 recording has 385 empty curves and no markers", {
  ignore: NO_CORPUS,
}, async () => {
  const bytes = await Deno.readFile(EMPTY_FILE);
  equal(bytes.length, 4688); // 16 + 7·12 + 4·12 + 2·27·7·12 + 4 (notes-mrtk.md §1)
  const info = mrtkInfo(readMrtk(bytes));
  equal(info.version, "1.0");
  // 385 float curves (camera 7 + joints 2·27·7) and 4 bool curves.
  equal(info.curves.length, 389);
  equal(info.curves.filter((c) => !/\.(tracked|pinching)$/.test(c.curve)).length, 385);
  equal(info.totalKeys, 0);
  equal(info.duration, 0);
  deepEqual(info.markers, []);
  ok(info.curves.every((c) => c.preWrap === 8 && c.postWrap === 8));
});

Deno.test(
  "corpus: the 6Freedom recording matches its published description",
  { ignore: NO_CORPUS },
  async () => {
    const bytes = await Deno.readFile(HAND_FILE);
    const doc = readMrtk(bytes);
    const info = mrtkInfo(doc);
    // Facts from corpus/mrtk/README.md.
    equal(info.version, "1.0");
    // 62,115 keys on the float curves; the bool curves add 5 + 1 + 3 + 1.
    const floatKeys = info.curves.filter((c) => !/\.(tracked|pinching)$/.test(c.curve))
      .reduce((sum, c) => sum + c.keys, 0);
    equal(floatKeys, 62115);
    equal(info.markers.length, 0);
    const keys = (name: string) => info.curves.find((c) => c.curve === name)?.keys;
    equal(keys("Camera.position.x"), 2);
    equal(keys("Camera.rotation.w"), 192);
    equal(keys("Hand.Left.tracked"), 5);
    equal(keys("Hand.Left.pinching"), 3);
    ok((keys("Hand.Left.Joint.None.position.x") ?? 0) > 0, "the None joint is keyed");
    ok(
      info.curves.filter((c) => c.curve.startsWith("Hand.Right.Joint.")).every((c) => c.keys === 0),
    );
    ok(info.duration > 11.24 && info.duration <= 11.25, `duration ${info.duration}`);
    // The first camera key, read off the hex dump: value bytes f8 56 9b bc, next key time 00 f9 33 41.
    const first = new DataView(new Uint8Array([0xf8, 0x56, 0x9b, 0xbc]).buffer).getFloat32(0, true);
    const second = new DataView(new Uint8Array([0x00, 0xf9, 0x33, 0x41]).buffer).getFloat32(
      0,
      true,
    );
    const camX = doc.camera!.position[0].keys;
    equal(camX.time[0], 0);
    equal(camX.value[0], first);
    equal(camX.time[1], second);
    // All keys: tangents 0, weights 0, weighted mode 3 (README).
    ok(camX.weightedMode.every((m) => m === 3));
    ok(camX.inWeight.every((w) => w === 0) && camX.outTangent.every((t) => t === 0));
  },
);

Deno.test("1.0 fixture: full keys keep every field", () => {
  const bytes = buildMrtk({
    camera: [{ pre: 2, post: 4, keys: [[0.5, 1.25, -1, 2, 0.25, 0.75, 1]] }],
  });
  const doc = readMrtk(bytes);
  const k = doc.camera!.position[0].keys;
  deepEqual(
    [k.time[0], k.value[0], k.inTangent[0], k.outTangent[0], k.inWeight[0], k.outWeight[0]],
    [0.5, 1.25, -1, 2, 0.25, 0.75],
  );
  equal(k.weightedMode[0], 1);
  equal(doc.camera!.position[0].preWrap, 2);
  equal(doc.camera!.position[0].postWrap, 4);
  equal(doc.eyeGaze, null);
});

Deno.test("1.1 fixture: flags, simple keys, eye gaze and markers", () => {
  const longName = "ä".repeat(100); // 200 UTF-8 bytes: a two-byte 7-bit length
  const bytes = buildMrtk({
    minor: 1,
    camera: [{ keys: [[0, 1], [1, 3]] }],
    gaze: [{ keys: [[0.25, 0.1]] }, { keys: [] }, { keys: [] }, { keys: [] }, { keys: [] }, {
      keys: [[2, -1]],
    }],
    markers: [[0.5, "grab"], [1.5, longName]],
  });
  const doc = readMrtk(bytes);
  equal(doc.versionMinor, 1);
  equal(doc.hands, null);
  const k = doc.camera!.position[0].keys;
  deepEqual([...k.time], [0, 1]);
  deepEqual([...k.value], [1, 3]);
  // Simple keys read back as MRTK's reader fills them: tangents 0, weights 0, mode Both.
  deepEqual([...k.weightedMode], [3, 3]);
  deepEqual([...k.outWeight], [0, 0]);
  equal(doc.eyeGaze!.origin[0].keys.value[0], f32(0.1));
  equal(doc.eyeGaze!.direction[2].keys.time[0], 2);
  deepEqual(doc.markers, [{ time: 0.5, name: "grab" }, { time: 1.5, name: longName }]);
});

Deno.test("1.1 fixture: non-zero flag bytes read as true, zero as absent", () => {
  const bytes = buildMrtk({ minor: 1, camera: [], flagBytes: [7, 0, 0] });
  const doc = readMrtk(bytes);
  ok(doc.camera !== null);
  equal(doc.hands, null);
  equal(doc.eyeGaze, null);
});

Deno.test("bool curves read with MRTK's implied out weight 1e6", () => {
  const bytes = buildMrtk({
    hands: {
      tracked: [{ keys: [[-5.25, 1], [2, 0]] }, { keys: [] }],
      pinching: [{ keys: [] }, { keys: [] }],
    },
  });
  const tracked = readMrtk(bytes).hands!.tracked[0].keys;
  deepEqual([...tracked.time], [-5.25, 2]);
  deepEqual([...tracked.outWeight], [1e6, 1e6]);
});

Deno.test("a file without the marker list is accepted", () => {
  const doc = readMrtk(buildMrtk({ markers: null }));
  equal(doc.hasMarkerList, false);
  deepEqual(doc.markers, []);
});

Deno.test("sniffing", { ignore: NO_CORPUS }, async () => {
  ok(isMrtk(await Deno.readFile(EMPTY_FILE)));
  ok(!isMrtk(new TextEncoder().encode("animVersion 1.1;")));
});

Deno.test("bad input: versions, magic, counts, truncation, trailing bytes", () => {
  const good = buildMrtk({ minor: 1, camera: [{ keys: [[0, 1]] }], markers: [[0, "m"]] });
  for (const [major, minor] of [[2, 0], [1, 2], [0, 9]]) {
    const e = expectAnimkitError(() => readMrtk(buildMrtk({ major, minor, camera: [] })));
    equal(e.format, "mrtk");
    deepEqual(e.location, { kind: "byte", offset: 8 });
    match(e.message, new RegExp(`unsupported version ${major}\\.${minor}`));
  }
  const wrongMagic = good.slice();
  wrongMagic[0] = 0;
  match(expectAnimkitError(() => readMrtk(wrongMagic)).message, /wrong magic/);

  // A key count far beyond the bytes left fails at once, before any allocation.
  const huge = good.slice();
  new DataView(huge.buffer).setInt32(16 + 3 + 8, 0x7fffffff, true);
  const e = expectAnimkitError(() => readMrtk(huge));
  deepEqual(e.location, { kind: "byte", offset: 16 + 3 + 12 });
  match(e.message, /key count is negative or larger than the bytes left/);

  // Every truncation is a located error, except the one that drops the whole marker list, which
  // early writers produced (notes-mrtk.md §6).
  const markerListStart = good.length - (4 + 4 + 1 + 1);
  equal(readMrtk(good.subarray(0, markerListStart)).hasMarkerList, false);
  for (let end = 0; end < good.length; end++) {
    if (end === markerListStart) continue;
    const cut = expectAnimkitError(() => readMrtk(good.subarray(0, end)));
    equal(cut.location.kind, "byte");
    ok(cut.location.kind === "byte" && cut.location.offset <= end, `offset within ${end}`);
  }

  const trailing = new Uint8Array(good.length + 3);
  trailing.set(good);
  const t = expectAnimkitError(() => readMrtk(trailing));
  deepEqual(t.location, { kind: "byte", offset: good.length });
  match(t.message, /3 unexpected bytes/);
});

Deno.test("the duration is the latest last key, markers excluded", () => {
  const doc = readMrtk(buildMrtk({
    minor: 1,
    camera: [{ keys: [[0, 0], [2.5, 1]] }, { keys: [[0, 0], [1, 1]] }],
    markers: [[10, "late marker"]],
  }));
  assertClose(mrtkInfo(doc).duration, 2.5);
});

Deno.test("bad input: NaN and backwards key times are located at the key", () => {
  // 1.1, camera only: header 16 + flags 3, position.x curve header 12, then keys of 8 bytes.
  const keysAt = 16 + 3 + 12;
  const bytes = buildMrtk({ minor: 1, camera: [{ keys: [[0, 1], [1, 2], [2, 3]] }] });
  const nan = bytes.slice();
  new DataView(nan.buffer).setFloat32(keysAt + 8, NaN, true);
  const e1 = expectAnimkitError(() => readMrtk(nan));
  deepEqual(e1.location, { kind: "byte", offset: keysAt + 8 });
  match(e1.message, /key 1 time is NaN/);
  const backwards = bytes.slice();
  new DataView(backwards.buffer).setFloat32(keysAt + 16, 0.5, true);
  const e2 = expectAnimkitError(() => readMrtk(backwards));
  deepEqual(e2.location, { kind: "byte", offset: keysAt + 16 });
  match(e2.message, /comes before/);
  // Infinite times are refused too, at the first of them, at either end; an infinite time
  // before a NaN is the one reported.
  const cases: [number[], number, RegExp][] = [
    [[-Infinity, 1, 2], 0, /key 0 time is -Infinity/],
    [[0, 1, Infinity], 16, /key 2 time is Infinity/],
    [[0, Infinity, Infinity], 8, /key 1 time is Infinity/],
    [[0, Infinity, NaN], 8, /key 1 time is Infinity/],
  ];
  for (const [times, offset, message] of cases) {
    const bad = bytes.slice();
    times.forEach((t, i) => new DataView(bad.buffer).setFloat32(keysAt + 8 * i, t, true));
    const e = expectAnimkitError(() => readMrtk(bad));
    deepEqual(e.location, { kind: "byte", offset: keysAt + offset });
    match(e.message, message);
  }
  // 1.0 full keys (28 bytes): header 16, position.x curve header 12.
  const full = buildMrtk({ camera: [{ keys: [[0, 1, 0, 0, 0, 0, 3], [1, 2, 0, 0, 0, 0, 3]] }] });
  new DataView(full.buffer).setFloat32(16 + 12 + 28, Infinity, true);
  const e3 = expectAnimkitError(() => readMrtk(full));
  deepEqual(e3.location, { kind: "byte", offset: 16 + 12 + 28 });
  match(e3.message, /key 1 time is Infinity/);
});

Deno.test("bad input: marker name lengths that never end or overrun", () => {
  const good = buildMrtk({ minor: 1, markers: [[0, "ab"]] });
  // Layout: header 16, flags 3, marker count 4, time 4, then the length byte (2) and "ab".
  const lengthAt = 16 + 3 + 4 + 4;
  equal(good[lengthAt], 2);
  // Five bytes with the continuation bit: .NET refuses it; the error points past the 5th byte.
  const endless = new Uint8Array([
    ...good.subarray(0, lengthAt),
    0xff,
    0xff,
    0xff,
    0xff,
    0xff,
    0,
    0,
  ]);
  const e1 = expectAnimkitError(() => readMrtk(endless));
  deepEqual(e1.location, { kind: "byte", offset: lengthAt + 5 });
  match(e1.message, /7-bit encoded length/);
  // A length of 200 with 2 bytes left.
  const overrun = new Uint8Array([...good.subarray(0, lengthAt), 0xc8, 0x01, 0x61, 0x62]);
  const e2 = expectAnimkitError(() => readMrtk(overrun));
  deepEqual(e2.location, { kind: "byte", offset: lengthAt + 2 });
  match(e2.message, /unexpected end of file/);
});
