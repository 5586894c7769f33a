/**
 * glTF import, on files built here byte by byte, with expected values worked out from the
 * glTF 2.0 specification's formulas (Appendix C) in the tests.
 */
import { deepEqual, equal, match, ok } from "node:assert/strict";
import { assertClose, expectAnimkitError } from "./_helpers.ts";
import { detectFormat, readClip } from "../src/formats/registry.ts";
import { glbFormat, gltfFormat } from "../src/formats/gltf/mod.ts";
import { gltfFromClip } from "../src/formats/gltf/from_clip.ts";
import type { Clip, Track } from "../src/model/clip.ts";
import { VectorCurve } from "../src/curves/compose.ts";
import { UnityCurve } from "../src/curves/unity_curve.ts";

/** One accessor: its type, component type and values (written little-endian, 4-byte aligned). */
interface Acc {
  type: "SCALAR" | "VEC3" | "VEC4";
  componentType?: number;
  normalized?: boolean;
  values: number[];
}

function bytesOf(acc: Acc): Uint8Array {
  const ct = acc.componentType ?? 5126;
  const size = ct === 5126 || ct === 5125 ? 4 : ct === 5122 || ct === 5123 ? 2 : 1;
  const out = new Uint8Array(Math.ceil((acc.values.length * size) / 4) * 4);
  const view = new DataView(out.buffer);
  acc.values.forEach((v, i) => {
    const o = i * size;
    if (ct === 5126) view.setFloat32(o, v, true);
    else if (ct === 5122) view.setInt16(o, v, true);
    else if (ct === 5123) view.setUint16(o, v, true);
    else if (ct === 5120) view.setInt8(o, v);
    else if (ct === 5121) view.setUint8(o, v);
    else view.setUint32(o, v, true);
  });
  return out;
}

const SIZE = { SCALAR: 1, VEC3: 3, VEC4: 4 } as const;

/** A glTF JSON file with its buffer as a data: URI; `extra` is merged into the JSON. */
function gltf(
  accessors: Acc[],
  animations: unknown[],
  extra: Record<string, unknown> = {},
): { json: Record<string, unknown>; bytes: Uint8Array; bin: Uint8Array } {
  const parts = accessors.map(bytesOf);
  const bin = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  const bufferViews: unknown[] = [];
  const accs = accessors.map((a, i) => {
    bufferViews.push({ buffer: 0, byteOffset: at, byteLength: parts[i]!.length });
    bin.set(parts[i]!, at);
    at += parts[i]!.length;
    return {
      bufferView: i,
      componentType: a.componentType ?? 5126,
      ...(a.normalized ? { normalized: true } : {}),
      count: a.values.length / SIZE[a.type],
      type: a.type,
    };
  });
  const base64 = btoa(String.fromCharCode(...bin));
  const json = {
    asset: { version: "2.0" },
    nodes: [{ name: "box" }, {}, { name: "" }],
    buffers: [{ byteLength: bin.length, uri: `data:application/octet-stream;base64,${base64}` }],
    bufferViews,
    accessors: accs,
    animations,
    ...extra,
  };
  return { json, bytes: new TextEncoder().encode(JSON.stringify(json)), bin };
}

function glb(json: Record<string, unknown>, bin: Uint8Array): Uint8Array {
  const { buffers: _, ...rest } = json;
  const text = JSON.stringify({ ...rest, buffers: [{ byteLength: bin.length }] });
  const jsonBytes = new TextEncoder().encode(text + " ".repeat((4 - (text.length % 4)) % 4));
  const out = new Uint8Array(12 + 8 + jsonBytes.length + 8 + bin.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, out.length, true);
  view.setUint32(12, jsonBytes.length, true);
  view.setUint32(16, 0x4e4f534a, true);
  out.set(jsonBytes, 20);
  const b = 20 + jsonBytes.length;
  view.setUint32(b, bin.length, true);
  view.setUint32(b + 4, 0x004e4942, true);
  out.set(bin, b + 8);
  return out;
}

const channel = (sampler: number, node: number, path: string) => ({
  sampler,
  target: { node, path },
});
const sampler = (input: number, output: number, interpolation?: string) => ({
  input,
  output,
  ...(interpolation === undefined ? {} : { interpolation }),
});

function track(clip: Clip, node: string, property: string): Track {
  const t = clip.tracks.find((t) => t.node === node && t.property === property);
  ok(
    t !== undefined,
    `${node}.${property} in ${clip.tracks.map((t) => `${t.node}.${t.property}`)}`,
  );
  return t;
}

const v3 = (v: unknown) => {
  const o = v as { x: number; y: number; z: number };
  return [o.x, o.y, o.z];
};
const v4 = (v: unknown) => {
  const o = v as { x: number; y: number; z: number; w: number };
  return [o.x, o.y, o.z, o.w];
};
const close = (a: number[], b: number[], eps = 1e-6) =>
  a.forEach((x, i) => assertClose(x, b[i]!, eps, `${a} vs ${b}`));

Deno.test("gltf import: LINEAR, STEP and CUBICSPLINE per path, clamped outside the keys", () => {
  const s45 = Math.sin(Math.PI / 4);
  const { bytes } = gltf(
    [
      { type: "SCALAR", values: [1, 3] }, // 0: times starting after zero
      { type: "VEC3", values: [0, 0, 0, 2, 4, 6] }, // 1: LINEAR translation
      { type: "SCALAR", values: [0, 1] }, // 2
      { type: "VEC3", values: [1, 1, 1, 2, 2, 2] }, // 3: STEP scale
      { type: "SCALAR", values: [0, 2] }, // 4
      // 5: CUBICSPLINE translation: per key in-tangent, value, out-tangent.
      { type: "VEC3", values: [9, 9, 9, 0, 0, 0, 1, 0, 0, 3, 0, 0, 4, 0, 0, 9, 9, 9] },
      // 6: rotation keys on opposite hemispheres: identity, then −(90° about z).
      { type: "VEC4", values: [0, 0, 0, 1, 0, 0, -s45, -s45] },
      // 7: CUBICSPLINE rotation with zero tangents: identity to 180° about z.
      {
        type: "VEC4",
        values: [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
      },
    ],
    [{
      channels: [
        channel(0, 0, "translation"),
        channel(1, 0, "scale"),
        channel(2, 1, "translation"),
        channel(3, 1, "rotation"),
        channel(4, 2, "rotation"),
      ],
      samplers: [
        sampler(0, 1),
        sampler(2, 3, "STEP"),
        sampler(4, 5, "CUBICSPLINE"),
        sampler(2, 6, "LINEAR"),
        sampler(4, 7, "CUBICSPLINE"),
      ],
    }],
  );
  equal(detectFormat(bytes).name, "gltf");
  const clip = readClip(bytes);
  // Channel order; node 1 has no name → node_1; node 2's name is empty → node_2.
  deepEqual(clip.tracks.map((t) => `${t.node}.${t.property}:${t.valueType}`), [
    "box.translation:float3",
    "box.scale:float3",
    "node_1.translation:float3",
    "node_1.rotation:floatQ",
    "node_2.rotation:floatQ",
  ]);
  equal(clip.duration, 3); // the largest key time
  const lin = track(clip, "box", "translation").curve;
  close(v3(lin.evaluate(0)), [0, 0, 0]); // before the first key (1 s): the first value
  close(v3(lin.evaluate(2)), [1, 2, 3]); // halfway between 1 s and 3 s
  close(v3(lin.evaluate(5)), [2, 4, 6]);
  const step = track(clip, "box", "scale").curve;
  close(v3(step.evaluate(0.99)), [1, 1, 1]);
  close(v3(step.evaluate(1)), [2, 2, 2]);
  // Hermite at s = 0.5, Δt = 2: 0.5·0 + 0.125·2·1 + 0.5·4 − 0.125·2·3 = 1.5.
  const cubic = track(clip, "node_1", "translation").curve;
  assertClose(v3(cubic.evaluate(1))[0]!, 1.5, 1e-6);
  assertClose(v3(cubic.evaluate(2))[0]!, 4, 1e-6);
  // dot < 0: the second key is negated, so halfway is 45° about z.
  const rot = track(clip, "node_1", "rotation").curve;
  const h = Math.PI / 8;
  const q = v4(rot.evaluate(0.5));
  const sign = q[3]! < 0 ? -1 : 1;
  close(q.map((c) => sign * c), [0, 0, Math.sin(h), Math.cos(h)]);
  // The cubic of (0,0,0,1) and (0,0,1,0) with zero tangents at s = 0.5 is (0,0,½,½), normalised.
  close(v4(track(clip, "node_2", "rotation").curve.evaluate(1)), [0, 0, s45, s45]);
});

Deno.test("gltf import: normalized integers, sparse accessors, weights expanded in place", () => {
  const { json, bin } = gltf(
    [
      { type: "SCALAR", values: [0, 1] }, // 0
      // 1: SHORT normalized rotation: 32767 → 1, −32768 → max(−32768/32767, −1) = −1.
      {
        type: "VEC4",
        componentType: 5122,
        normalized: true,
        values: [0, 0, 0, 32767, 0, 0, -32768, 0],
      },
      // 2: UNSIGNED_BYTE normalized weights, two targets: 255 → 1, 51 → 0.2.
      { type: "SCALAR", componentType: 5121, normalized: true, values: [255, 0, 51, 255] },
      { type: "SCALAR", componentType: 5123, values: [1] }, // 3: sparse index
      { type: "VEC3", values: [7, 8, 9] }, // 4: sparse value
      { type: "VEC3", values: [1, 1, 1, 2, 2, 2] }, // 5: sparse base
    ],
    [{
      channels: [
        channel(0, 0, "rotation"),
        channel(1, 0, "weights"),
        channel(2, 0, "translation"),
        channel(3, 2, "scale"),
      ],
      samplers: [sampler(0, 1), sampler(0, 2), sampler(0, 6), sampler(0, 7)],
    }],
    { meshes: [{ primitives: [{ targets: [{}, {}] }] }] },
  );
  // Accessor 6: sparse over the base (5): element 1 becomes (7, 8, 9). Accessor 7: sparse
  // without a buffer view: zeros, element 1 (7, 8, 9).
  const accessors = json.accessors as Record<string, unknown>[];
  const sparse = {
    count: 1,
    indices: { bufferView: 3, componentType: 5123 },
    values: { bufferView: 4 },
  };
  accessors.push({ ...accessors[5], sparse }, {
    componentType: 5126,
    count: 2,
    type: "VEC3",
    sparse,
  });
  (json.nodes as Record<string, unknown>[])[0]!.mesh = 0;
  const bytes = glb(json, bin);
  equal(detectFormat(bytes).name, "glb");
  const clip = readClip(bytes);
  deepEqual(clip.tracks.map((t) => t.property), [
    "rotation",
    "weights[0]",
    "weights[1]",
    "translation",
    "scale",
  ]);
  close(v4(track(clip, "box", "rotation").curve.evaluate(0)), [0, 0, 0, 1]);
  close(v4(track(clip, "box", "rotation").curve.evaluate(1)), [0, 0, -1, 0]);
  assertClose(track(clip, "box", "weights[0]").curve.evaluate(0) as number, 1, 1e-12);
  assertClose(track(clip, "box", "weights[1]").curve.evaluate(0) as number, 0, 1e-12);
  assertClose(track(clip, "box", "weights[0]").curve.evaluate(1) as number, 0.2, 1e-12);
  assertClose(track(clip, "box", "weights[1]").curve.evaluate(1) as number, 1, 1e-12);
  close(v3(track(clip, "box", "translation").curve.evaluate(0)), [1, 1, 1]);
  close(v3(track(clip, "box", "translation").curve.evaluate(1)), [7, 8, 9]);
  close(v3(track(clip, "node_2", "scale").curve.evaluate(0)), [0, 0, 0]);
  close(v3(track(clip, "node_2", "scale").curve.evaluate(1)), [7, 8, 9]);
});

Deno.test("gltf import: two animations by name or index, single keys, unknown paths left out", () => {
  const { bytes } = gltf(
    [
      { type: "SCALAR", values: [0.5] },
      { type: "VEC3", values: [1, 2, 3] },
      { type: "SCALAR", values: [0, 4] },
      { type: "VEC3", values: [0, 0, 0, 4, 0, 0] },
    ],
    [
      {
        name: "idle",
        channels: [channel(0, 0, "translation"), { sampler: 0, target: { path: "translation" } }],
        samplers: [sampler(0, 1)],
      },
      {
        name: "walk",
        channels: [channel(0, 0, "translation"), {
          sampler: 0,
          target: { node: 0, path: "pointer", extensions: { KHR_animation_pointer: {} } },
        }],
        samplers: [sampler(2, 3)],
      },
    ],
  );
  const idle = gltfFormat.toClip!(bytes);
  equal(idle.name, "idle");
  equal(idle.tracks.length, 1); // the channel without a node gives no track
  close(v3(idle.tracks[0]!.curve.evaluate(7)), [1, 2, 3]); // one key: its value everywhere
  equal(idle.duration, 0.5);
  const walk = gltfFormat.toClip!(bytes, { animation: "walk" });
  equal(walk.tracks.length, 1);
  close(v3(walk.tracks[0]!.curve.evaluate(1)), [1, 0, 0]);
  deepEqual(gltfFormat.toClip!(bytes, { animation: "1" }).name, "walk");
  match(
    expectAnimkitError(() => gltfFormat.toClip!(bytes, { animation: "run" })).message,
    /no animation named or numbered "run"/,
  );
  const info = gltfFormat.info!(bytes).json as { animations: { skipped: unknown[] }[] };
  equal(info.animations[0]!.skipped.length, 1);
  equal(info.animations[1]!.skipped.length, 1);
});

Deno.test("gltf import: animkit's own export reads back as the tracks it wrote", () => {
  const clip: Clip = {
    name: "own",
    duration: 2,
    events: [{ time: 0.5, name: "start" }],
    tracks: [
      {
        node: "Camera",
        property: "position",
        valueType: "float3",
        curve: new VectorCurve(
          "float3",
          "unity",
          [0, 1, 2].map((c) => UnityCurve.linearKeys([0, 1, 2], [c, c + 1, c * 2])),
        ),
      },
      {
        node: "Camera",
        property: "on",
        valueType: "bool",
        curve: {
          valueType: "bool",
          semantics: "t",
          keyTimes: () => new Float64Array([0, 1]),
          evaluate: (t: number) => t >= 1,
        },
      },
    ],
  };
  for (const container of ["gltf", "glb"] as const) {
    const back = (container === "glb" ? glbFormat : gltfFormat).toClip!(
      gltfFromClip(clip, {}, container).bytes,
    );
    deepEqual(back.tracks.map((t) => `${t.node}.${t.property}:${t.valueType}`), [
      "Camera.position:float3",
      "Camera.on:bool",
    ]);
    deepEqual(back.events, clip.events);
    equal(back.duration, 2);
    for (const t of [0, 0.5, 1, 1.5, 2]) {
      close(v3(back.tracks[0]!.curve.evaluate(t)), v3(clip.tracks[0]!.curve.evaluate(t)));
      equal(back.tracks[1]!.curve.evaluate(t), t >= 1);
    }
  }
});

Deno.test("gltf import: bad input is refused with its JSON pointer or byte offset", async () => {
  const base = () =>
    gltf(
      [{ type: "SCALAR", values: [0, 1] }, { type: "VEC3", values: [0, 0, 0, 1, 1, 1] }],
      [{ channels: [channel(0, 0, "translation")], samplers: [sampler(0, 1)] }],
    );
  const withJson = (edit: (json: Record<string, unknown>) => void) => {
    const { json } = base();
    edit(json);
    return new TextEncoder().encode(JSON.stringify(json));
  };
  const where = (bytes: Uint8Array) => {
    const e = expectAnimkitError(() => gltfFormat.toClip!(bytes));
    return e.location.kind === "pointer" ? e.location.pointer : String(e.location.kind);
  };
  // An accessor running past its buffer view.
  equal(
    where(withJson((j) => ((j.accessors as Record<string, unknown>[])[1]!.count = 3))),
    "/accessors/1",
  );
  // A buffer view running past its buffer.
  equal(
    where(withJson((j) => ((j.bufferViews as Record<string, unknown>[])[1]!.byteLength = 999))),
    "/bufferViews/1",
  );
  // Output count disagreeing with the input count.
  const short = base();
  (short.json.accessors as Record<string, unknown>[])[0]!.count = 1;
  equal(
    where(new TextEncoder().encode(JSON.stringify(short.json))),
    "/animations/0/samplers/0/output",
  );
  // A data: URI that is not base64.
  equal(
    where(
      withJson((
        j,
      ) => ((j.buffers as Record<string, unknown>[])[0]!.uri =
        "data:application/octet-stream;base64,@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@")
      ),
    ),
    "/buffers/0/uri",
  );
  // Side files: missing, outside the folder, absolute.
  const dir = await Deno.makeTempDir();
  try {
    for (const uri of ["missing.bin", "../x.bin", "/etc/passwd", "file:///etc/passwd"]) {
      const bytes = withJson((j) => ((j.buffers as Record<string, unknown>[])[0]!.uri = uri));
      const e = expectAnimkitError(() =>
        gltfFormat.toClip!(bytes, { resolveUri: (u) => Deno.readFileSync(`${dir}/${u}`) })
      );
      deepEqual(e.location, { kind: "pointer", pointer: "/buffers/0/uri" }, uri);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
  // Input times that decrease, are negative, or are NaN.
  for (const times of [[1, 0.5], [-1, 0], [0, NaN]]) {
    const { json } = gltf(
      [{ type: "SCALAR", values: times }, { type: "VEC3", values: [0, 0, 0, 1, 1, 1] }],
      [{ channels: [channel(0, 0, "translation")], samplers: [sampler(0, 1)] }],
    );
    equal(
      where(new TextEncoder().encode(JSON.stringify(json))),
      "/animations/0/samplers/0/input",
      String(times),
    );
  }
  // GLB: a chunk longer than the file, and a JSON chunk that is not JSON.
  const { json, bin } = base();
  const file = glb(json, bin);
  const cut = file.slice(0, file.length - 4);
  new DataView(cut.buffer).setUint32(8, cut.length, true);
  const e = expectAnimkitError(() => glbFormat.toClip!(cut));
  equal(e.location.kind, "byte");
  const garbled = file.slice();
  garbled[20] = 0x7d; // "}" where the JSON starts
  equal(expectAnimkitError(() => glbFormat.toClip!(garbled)).location.kind, "byte");
});

Deno.test("gltf import: side files beside the file are read, from the CLI too", async () => {
  const { json, bin } = gltf(
    [{ type: "SCALAR", values: [0, 1] }, { type: "VEC3", values: [0, 0, 0, 1, 2, 3] }],
    [{ channels: [channel(0, 0, "translation")], samplers: [sampler(0, 1)] }],
  );
  (json.buffers as Record<string, unknown>[])[0]!.uri = "model.bin";
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeFile(`${dir}/model.bin`, bin);
    await Deno.writeTextFile(`${dir}/model.gltf`, JSON.stringify(json));
    const out = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        new URL("../cli.ts", import.meta.url).pathname,
        "sample",
        `${dir}/model.gltf`,
        "--at",
        "0.5",
        "--json",
      ],
      stdout: "piped",
      stderr: "piped",
    }).output();
    equal(out.code, 0, new TextDecoder().decode(out.stderr));
    const parsed = JSON.parse(new TextDecoder().decode(out.stdout));
    const value = parsed.tracks[0].samples[0].value;
    close([value.x, value.y, value.z], [0.5, 1, 1.5]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("glTF → ANIM with a bone map", async () => {
  // A Blender-style clip: node "Hips" turning 90° about z over a second and moving along x.
  const s = (t: number) => Math.min(1, Math.max(0, t));
  const clip: Clip = {
    name: "walk",
    duration: 1,
    events: [],
    tracks: [
      {
        node: "Hips",
        property: "rotation",
        valueType: "floatQ",
        curve: {
          valueType: "floatQ",
          semantics: "t",
          keyTimes: () => new Float64Array([0, 1]),
          evaluate: (t: number) => ({
            x: 0,
            y: 0,
            z: Math.sin((s(t) * Math.PI) / 4),
            w: Math.cos((s(t) * Math.PI) / 4),
          }),
        },
      },
      {
        node: "Hips",
        property: "translation",
        valueType: "float3",
        curve: new VectorCurve("float3", "unity", [
          UnityCurve.linearKeys([0, 1], [0, 2]),
          UnityCurve.linearKeys([0], [0]),
          UnityCurve.linearKeys([0], [0]),
        ]),
      },
    ],
  };
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeFile(`${dir}/walk.glb`, gltfFromClip(clip, {}, "glb").bytes);
    await Deno.writeTextFile(`${dir}/bones.json`, '{"Hips": 3}');
    const cli = new URL("../cli.ts", import.meta.url).pathname;
    const run = (...args: string[]) =>
      new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", cli, ...args],
        stdout: "piped",
        stderr: "piped",
      }).output();
    const ok1 = await run(
      "convert",
      `${dir}/walk.glb`,
      `${dir}/walk.anim`,
      "--to",
      "retro-anim",
      "--bone-map",
      `${dir}/bones.json`,
    );
    equal(ok1.code, 0, new TextDecoder().decode(ok1.stderr));
    const anim = readClip(await Deno.readFile(`${dir}/walk.anim`), { format: "retro-anim" });
    deepEqual(anim.tracks.map((t) => `${t.node}.${t.property}`), [
      "bone_3.rotation",
      "bone_3.translation",
    ]);
    // 45° about z halfway, x = 1 halfway (within ANIM's quantisation).
    const q = v4(track(anim, "bone_3", "rotation").curve.evaluate(0.5));
    const h = Math.PI / 8;
    close(q.map((c) => (q[3]! < 0 ? -c : c)), [0, 0, Math.sin(h), Math.cos(h)], 1e-3);
    assertClose(v3(track(anim, "bone_3", "translation").curve.evaluate(0.5))[0]!, 1, 1e-3);
    // A bad map entry is located by its JSON pointer.
    await Deno.writeTextFile(`${dir}/bad.json`, '{"Hips": -1}');
    const bad = await run(
      "convert",
      `${dir}/walk.glb`,
      `${dir}/x.anim`,
      "--to",
      "retro-anim",
      "--bone-map",
      `${dir}/bad.json`,
    );
    equal(bad.code, 1);
    match(
      new TextDecoder().decode(bad.stderr),
      /\/Hips: .*bad\.json: bone id -1 is not a whole number/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
