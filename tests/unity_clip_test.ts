/**
 * Unity AnimationClip `.anim` (YAML): clips written here by hand in Unity's serialisation style,
 * with expected values worked out in the tests from Unity's evaluation rules (Hermite basis,
 * the weighted Bézier solved by bisection, the internal wrap enum 0 PingPong / 1 Loop / 2 Clamp).
 */
import { deepEqual, equal, match, ok } from "node:assert/strict";
import { assertClose, cli, expectAnimkitError } from "./_helpers.ts";
import { detectFormat, readClip } from "../src/formats/registry.ts";
import {
  formatUnityFloat,
  readUnityClip,
  unityClipFormat,
  unityClipToClip,
  writeUnityClip,
  writeUnityClipBytes,
} from "../src/formats/unity_clip/mod.ts";
import type { Clip, Track } from "../src/model/clip.ts";
import { BudgetError } from "../src/budget.ts";

const WALK = new URL("./fixtures/unity/walk.anim", import.meta.url);
const walkBytes = () => Deno.readFileSync(WALK);
const walkText = () => Deno.readTextFileSync(WALK);

function track(clip: Clip, node: string, property: string): Track {
  const t = clip.tracks.find((x) => x.node === node && x.property === property);
  ok(t, `no track ${node}.${property}`);
  return t;
}

type V = Record<string, number>;

/** Hermite basis on a unit segment: p0, m0·dt, p1, m1·dt. */
function hermite(s: number, p0: number, m0: number, p1: number, m1: number): number {
  const s2 = s * s;
  const s3 = s2 * s;
  return (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * m0 + (3 * s2 - 2 * s3) * p1 +
    (s3 - s2) * m1;
}

/** A cubic Bézier in (time, value) evaluated at time `t` by bisection on its time polynomial. */
function bezierAt(p: [number, number][], t: number): number {
  const b = (u: number, i: 0 | 1) =>
    (1 - u) ** 3 * p[0]![i] + 3 * (1 - u) ** 2 * u * p[1]![i] + 3 * (1 - u) * u * u * p[2]![i] +
    u ** 3 * p[3]![i];
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 80; k++) {
    const mid = (lo + hi) / 2;
    if (b(mid, 0) < t) lo = mid;
    else hi = mid;
  }
  return b(lo, 1);
}

/** A minimal clip around one float curve's keys and infinities (and the fields every clip has). */
function floatClip(keys: string, pre = "2", post = "2", extra = ""): string {
  return `%YAML 1.1
%TAG !u! tag:unity3d.com,2011:
--- !u!74 &7400000
AnimationClip:
  m_Name: T
  m_FloatCurves:
  - curve:
      serializedVersion: 2
      m_Curve:
${keys}
      m_PreInfinity: ${pre}
      m_PostInfinity: ${post}
      m_RotationOrder: 4
    attribute: f
    path: A
    classID: 114
    script: {fileID: 0}
  m_SampleRate: 60
  m_WrapMode: 0
  m_AnimationClipSettings:
    serializedVersion: 2
    m_StopTime: 1
  m_Events: []
${extra}`;
}

function key(time: number | string, value: number | string, inS = "0", outS = "0"): string {
  return `      - serializedVersion: 3
        time: ${time}
        value: ${value}
        inSlope: ${inS}
        outSlope: ${outS}
        tangentMode: 0
        weightedMode: 0
        inWeight: 0.33333334
        outWeight: 0.33333334`;
}

const enc = (s: string) => new TextEncoder().encode(s);

Deno.test("unity-clip: detected by content; .anim stays shared with Maya and ANIM", () => {
  equal(detectFormat(walkBytes()).name, "unity-clip");
  equal(
    detectFormat(enc("animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\n")).name,
    "maya",
  );
});

Deno.test("unity-clip: the sample contract — names, order, list mapping", () => {
  const clip = readClip(walkBytes());
  equal(clip.name, "Walk");
  deepEqual(
    clip.tracks.map((t) => [t.node, t.property, t.valueType]),
    [
      ["Hips", "localRotation", "floatQ"],
      ["", "localPosition", "float3"],
      ["Hips/Spine/Chest", "localScale", "float3"],
      ["Hips/Spine", "localEulerAngles", "float3"],
      ["Body", "blendShape.Bl\u00e9nd", "float"],
      ["Body/Hat", "m_IsActive", "float"],
      ["", "speed", "float"],
      ["Body/Face", "m_Sprite", "string"],
    ],
  );
  deepEqual(clip.events, [{ time: 0.5, name: "Footstep" }, { time: 1.5, name: "Footstep" }]);
  equal(clip.duration, 2);
});

Deno.test("unity-clip: Hermite rotation components, evaluated separately and not normalised", () => {
  const q = track(readClip(walkBytes()), "Hips", "localRotation").curve.evaluate(
    0.5,
  ) as unknown as V;
  const y1 = Math.fround(0.5);
  const w1 = Math.fround(0.8660254);
  // Key 1's in-slopes (per second; the segment is 1 s long).
  const inX = Math.fround(-0.0000012345678);
  const inY = Math.fround(0.00000023841858);
  assertClose(q.x!, hermite(0.5, 0, 0, 0, inX), 1e-12, "x");
  assertClose(q.y!, hermite(0.5, 0, 0, y1, inY), 1e-9, "y");
  assertClose(q.w!, hermite(0.5, 1, 0, w1, inY), 1e-9, "w");
  // Not normalised: |q| < 1 mid-way.
  ok(Math.hypot(q.x!, q.y!, q.z!, q.w!) < 0.97);
});

Deno.test("unity-clip: weighted Out key (weightedMode 2) plays the Bézier in time and value", () => {
  const curve = track(readClip(walkBytes()), "", "localPosition").curve;
  // Key 0: t 0, x 0, out slope 3, out weight 0.5; key 1: t 2, x 2, in slope 1, weight 1/3.
  const p: [number, number][] = [[0, 0], [0.5 * 2, 0.5 * 2 * 3], [2 - 2 / 3, 2 - 2 / 3], [2, 2]];
  for (const t of [0.25, 0.5, 1, 1.7]) {
    assertClose((curve.evaluate(t) as unknown as V).x!, bezierAt(p, t), 2e-6, `x(${t})`);
  }
  equal((curve.evaluate(0.5) as unknown as V).y, 1);
});

Deno.test("unity-clip: negative key times, single keys, clamp before and after", () => {
  const clip = readClip(walkBytes());
  const euler = track(clip, "Hips/Spine", "localEulerAngles").curve;
  // -0.5 → 0.5, 90 → 0 with chord slopes (-90/s): a straight line.
  assertClose((euler.evaluate(-0.25) as unknown as V).y!, 67.5, 1e-9);
  equal((euler.evaluate(-3) as unknown as V).y, 90);
  equal((euler.evaluate(3) as unknown as V).y, 0);
  const scale = track(clip, "Hips/Spine/Chest", "localScale").curve;
  for (const t of [-1, 0.25, 9]) deepEqual(scale.evaluate(t), { x: 1, y: 1.5, z: 1 });
});

Deno.test("unity-clip: wrap modes are the internal enum (0 PingPong, 1 Loop, 2 Clamp, other Loop)", () => {
  const blend = track(readClip(walkBytes()), "Body", "blendShape.Bl\u00e9nd").curve;
  // Keys (0, 0) and (1, 1), slopes 1: the line v = t. Pre 1 = Loop, post 0 = PingPong.
  assertClose(blend.evaluate(-0.25) as number, 0.75, 1e-7, "loop before");
  assertClose(blend.evaluate(1.25) as number, 0.75, 1e-7, "ping-pong after");
  assertClose(blend.evaluate(2.25) as number, 0.25, 1e-7, "ping-pong second cycle");
  const keys = `${key(0, 0, "1", "1")}\n${key(1, 1, "1", "1")}`;
  const other = readClip(enc(floatClip(keys, "5", "7"))).tracks[0]!.curve;
  assertClose(other.evaluate(1.25) as number, 0.25, 1e-7, "unknown value loops");
  assertClose(other.evaluate(-0.75) as number, 0.25, 1e-7, "unknown value loops before");
  const clamp = readClip(enc(floatClip(keys))).tracks[0]!.curve;
  equal(clamp.evaluate(1.25), 1);
  // Missing infinities clamp.
  const missing = floatClip(keys).replace(/ {6}m_P(re|ost)Infinity: 2\n/g, "");
  equal(readClip(enc(missing)).tracks[0]!.curve.evaluate(5), 1);
});

Deno.test("unity-clip: infinite slopes step; old keys without weights; PPtr holds", () => {
  const clip = readClip(walkBytes());
  const active = track(clip, "Body/Hat", "m_IsActive").curve;
  equal(active.evaluate(0.999), 0);
  equal(active.evaluate(1), 1);
  const speed = track(clip, "", "speed").curve;
  // Old keys (no weightedMode, no weights): Hermite with zero slopes from 2 to 4.
  assertClose(speed.evaluate(0.25) as number, hermite(0.25, 2, 0, 4, 0), 1e-9);
  const sprite = track(clip, "Body/Face", "m_Sprite").curve;
  const first = "fileID:21300000 guid:00112233445566778899aabbccddeeff";
  equal(sprite.evaluate(-1), first);
  equal(sprite.evaluate(0.49), first);
  equal(sprite.evaluate(0.5), "fileID:-2413806693520163455 guid:00112233445566778899aabbccddeeff");
});

Deno.test("unity-clip: one stepped component steps alone; missing slopes read 0", () => {
  const text = `%YAML 1.1
%TAG !u! tag:unity3d.com,2011:
--- !u!74 &7400000
AnimationClip:
  m_Name: S
  m_PositionCurves:
  - curve:
      m_Curve:
      - time: 0
        value: {x: 0, y: 0, z: 0}
        outSlope: {x: Infinity, y: 0, z: 0}
      - time: 1
        value: {x: 1, y: 1, z: 1}
    path: P
  m_SampleRate: 60
  m_WrapMode: 0
  m_AnimationClipSettings: {}
  m_Events: []
`;
  const v = readClip(enc(text)).tracks[0]!.curve.evaluate(0.5) as unknown as V;
  equal(v.x, 0);
  assertClose(v.y!, hermite(0.5, 0, 0, 1, 0), 1e-9);
});

Deno.test("unity-clip: info reports name, rate, loop settings, lists, keys, range, events", async () => {
  const r = await cli("info", WALK.pathname, "--json");
  equal(r.code, 0, r.err);
  const all = JSON.parse(r.out);
  equal(all.format, "unity-clip");
  equal(all.trackCount, 8);
  deepEqual(all.timeRange, [-0.5, 2]);
  const info = all.details;
  equal(info.name, "Walk");
  equal(info.sampleRate, 30);
  equal(info.legacy, false);
  equal(info.loop.loopTime, true);
  equal(info.curves.m_FloatCurves, 3);
  equal(info.curves.m_EditorCurves, 1);
  equal(info.keys.m_PPtrCurves, 2);
  deepEqual(info.timeRange, [-0.5, 2]);
  deepEqual(info.events, [
    { time: 0.5, functionName: "Footstep" },
    { time: 1.5, functionName: "Footstep" },
  ]);
});

Deno.test("unity-clip: a Unity-written clip rewrites byte for byte; edits touch only their scalars", () => {
  const text = walkText();
  equal(writeUnityClip(readUnityClip(text)), text);
  const doc = readUnityClip(walkBytes());
  doc.curves[0]!.path = "Armature/Hips";
  doc.curves.find((c) => c.attribute === "speed")!.components[0]!.value[1] = 0.1;
  doc.events[0]!.functionName = "Step";
  doc.pptrCurves[0]!.path = "";
  const expected = text
    .replace("    path: Hips\n", "    path: Armature/Hips\n")
    .replace("        value: 4\n", "        value: 0.1\n")
    .replace("    functionName: Footstep\n    data: left", "    functionName: Step\n    data: left")
    .replace("    path: Body/Face\n", "    path: \n");
  equal(writeUnityClip(doc), expected);
  // Scaling time: every key time doubled and every slope halved, spelled as Unity spells floats.
  const scaled = readUnityClip(text);
  for (const c of scaled.curves) {
    for (let i = 0; i < c.time.length; i++) c.time[i]! *= 2;
    for (const k of c.components) {
      for (let i = 0; i < c.time.length; i++) {
        k.inTangent[i]! /= 2;
        k.outTangent[i]! /= 2;
      }
    }
  }
  const out = writeUnityClip(scaled);
  match(out, /time: -1\n/);
  equal(out.split("\n").length, text.split("\n").length);
  const back = unityClipToClip(readUnityClip(out));
  assertClose((back.tracks[3]!.curve.evaluate(-0.5) as unknown as V).y!, 67.5, 1e-9);
});

Deno.test("unity-clip: an empty value gains its space; BOM and CRLF-free text kept", () => {
  const text = floatClip(key(0, 1)).replace("    path: A\n", "    path:\n");
  const doc = readUnityClip(text);
  equal(doc.curves[0]!.path, "");
  doc.curves[0]!.path = "B";
  equal(writeUnityClip(doc), text.replace("    path:\n", "    path: B\n"));
  const bom = `\ufeff${floatClip(key(0, 1))}`;
  const withBom = new TextEncoder().encode(bom);
  const rewritten = unityClipFormat.rewrite!(withBom).bytes;
  deepEqual(rewritten, withBom);
});

Deno.test("unity-clip: Unity's number and string spelling", () => {
  equal(formatUnityFloat(0.33333334), "0.33333334");
  equal(formatUnityFloat(1e-7), "0.0000001");
  equal(formatUnityFloat(123456789), "123456790");
  equal(formatUnityFloat(2.5), "2.5");
  equal(formatUnityFloat(Infinity), "Infinity");
  equal(formatUnityFloat(NaN), "NaN");
  const doc = readUnityClip(floatClip(key(0, 1)));
  doc.curves[0]!.attribute = "blendShape.\u00c9t\u00e9";
  doc.curves[0]!.path = "- list-like";
  const out = writeUnityClip(doc);
  match(out, /attribute: "blendShape\.\\u00C9t\\u00E9"\n/);
  match(out, /path: "- list-like"\n/);
  equal(readUnityClip(out).curves[0]!.attribute, "blendShape.\u00c9t\u00e9");
});

Deno.test("unity-clip: a new clip of thousands of keys spells every float as Unity does", () => {
  // 3,000 keys (a text well past the writer's first buffer): thirds, and values down to 1e-7
  // that Unity writes without an exponent.
  const values = Array.from({ length: 3000 }, (_, k) => (k % 2 === 0 ? k / 3 : -k * 1e-7));
  const text = floatClip(values.map((v, k) => key(k / 60, v)).join("\n"));
  // Written fresh (not through the read text).
  const doc = { ...readUnityClip(text), source: null };
  const written = new TextDecoder().decode(writeUnityClipBytes(doc));
  const spelled = [...written.matchAll(/^ {8}value: (.*)$/gm)].map((m) => m[1]);
  // The definition: the fewest toPrecision digits reading back as the float32, point placed.
  const unity = (x: number): string => {
    const f = Math.fround(x);
    for (let digits = 1; digits <= 9; digits++) {
      const v = Number(f.toPrecision(digits));
      if (Math.fround(v) !== f) continue;
      const [mantissa, exponent = "0"] = v.toExponential().split("e");
      const sign = mantissa!.startsWith("-") ? "-" : "";
      const all = mantissa!.replace("-", "").replace(".", "");
      const point = Number(exponent) + 1;
      if (point <= 0) return `${sign}0.${"0".repeat(-point)}${all}`;
      if (all.length <= point) return `${sign}${all}${"0".repeat(point - all.length)}`;
      return `${sign}${all.slice(0, point)}.${all.slice(point)}`;
    }
    throw new Error(`${x}`);
  };
  deepEqual(spelled, values.map(unity));
  equal(unity(-2999e-7), "-0.0002999");
});

Deno.test("unity-clip: a new clip folds long flow mappings past column 80, as Unity does", async () => {
  const clip: Clip = readClip(walkBytes());
  const result = unityClipFormat.fromClip!(clip);
  const text = new TextDecoder().decode(result.bytes);
  const long = text.split("\n").filter((l) => l.length > 80);
  // libyaml's rule: break before a key once the column is past 80, so the last comma of a long
  // line sits at column 80 or before.
  for (const l of long) {
    ok(l.replace(/,$/, "").lastIndexOf(", ") + 1 <= 80, `folded late: ${l}`);
  }
  // Reads back and plays the same.
  const back = readClip(result.bytes);
  for (const t of clip.tracks) {
    const b = track(back, t.node, t.property);
    for (const time of [-0.25, 0, 0.3, 0.5, 1.2, 1.9]) {
      const a = t.curve.evaluate(time);
      const c = b.curve.evaluate(time);
      if (typeof a === "number") assertClose(c as number, a, 1e-6, `${t.property}@${time}`);
      else if (typeof a === "object") {
        for (const k of Object.keys(a as unknown as V)) {
          assertClose(
            (c as unknown as V)[k]!,
            (a as unknown as V)[k]!,
            1e-6,
            `${t.property}.${k}@${time}`,
          );
        }
      } else equal(c, a);
    }
  }
  // The editor copies Unity writes beside the runtime lists.
  match(text, /attribute: m_LocalPosition\.x\n {4}path: \n {4}classID: 4\n/);
  match(text, /attribute: localEulerAnglesRaw\.y\n/);
  match(text, /m_ClipBindingConstant:\n {4}genericBindings: \[\]\n {4}pptrCurveMapping: \[\]\n/);
  const r = await cli("validate", WALK.pathname);
  equal(r.code, 0, r.err);
});

Deno.test("unity-clip: not a clip, not YAML, bad keys — one located line each", () => {
  const controller = `%YAML 1.1
%TAG !u! tag:unity3d.com,2011:
--- !u!91 &9100000
AnimatorController:
  m_Name: Player
--- !u!1102 &-123
AnimatorState:
  m_Name: Idle
`;
  const e1 = expectAnimkitError(() => unityClipFormat.toClip!(enc(controller)));
  match(e1.message, /not an AnimationClip: this Unity YAML file holds AnimatorController/);
  match(e1.message, /animator controller/);
  const prefab = controller.replace("!u!91 &9100000\nAnimatorController", "!u!1 &1\nGameObject");
  match(
    expectAnimkitError(() => unityClipFormat.toClip!(enc(prefab))).message,
    /GameObject.*prefab or scene/,
  );
  const order = floatClip(`${key(1, 0)}\n${key(0.5, 1)}`);
  const e2 = expectAnimkitError(() => readUnityClip(order));
  equal(e2.format, "unity-clip");
  deepEqual(e2.location, { kind: "text", line: 20, column: 15 });
  match(e2.message, /out of order/);
  const comps = floatClip(key(0, 1)).replace(
    "m_FloatCurves",
    "m_PositionCurves",
  );
  match(expectAnimkitError(() => readUnityClip(comps)).message, /mapping|components/);
  const three = floatClip(key(0, "{x: 1, y: 2, z: 3}")).replace(
    "m_FloatCurves",
    "m_RotationCurves",
  );
  const e3 = expectAnimkitError(() => readUnityClip(three));
  match(e3.message, /3 components; keys of this list have 4/);
  equal(e3.location.kind, "text");
  const broken = floatClip(key(0, 1)).replace("value: 1", "value: [1, 2");
  equal(expectAnimkitError(() => readUnityClip(broken)).location.kind, "text");
  match(expectAnimkitError(() => readUnityClip(floatClip(key(0, "abc")))).message, /not a number/);
});

Deno.test("unity-clip: aliases are refused, never expanded; deep nesting is an error", () => {
  let bomb = "";
  for (let i = 0; i < 12; i++) {
    bomb += `  l${i}: &l${i} [${Array(10).fill(i === 0 ? "x" : `*l${i - 1}`).join(", ")}]\n`;
  }
  const text = floatClip(key(0, 1)).replace("  m_Name: T\n", `  m_Name: T\n${bomb}`)
    .replace("      m_Curve:\n", "      m_Curve: *l11\n      m_Unused:\n");
  const t0 = performance.now();
  const e = expectAnimkitError(() => readUnityClip(text));
  ok(performance.now() - t0 < 2000);
  match(e.message, /alias/);
  const deep = floatClip(key(0, 1)).replace("  m_Name: T\n", `  m_Name: ${"[".repeat(5000)}\n`);
  equal(expectAnimkitError(() => readUnityClip(deep)).location.kind, "text");
});

Deno.test("unity-clip: key counts are checked against the budget before the keys are read", () => {
  const keys = Array.from({ length: 5 }, (_, i) => key(i, i)).join("\n");
  const e = expectAnimkitError(() => readUnityClip(floatClip(keys), { budgets: { maxKeys: 3 } }));
  ok(e instanceof BudgetError);
  equal(e.location.kind, "text");
});

/** The document without its source text, for comparing two reads. */
function shape(doc: ReturnType<typeof readUnityClip>): unknown {
  const { source: _source, ...rest } = doc;
  return JSON.parse(
    JSON.stringify(rest, (_k, v) => (ArrayBuffer.isView(v) ? [...v as Float32Array] : v)),
  );
}

/** The slow path: the `yaml` package's parse (spans requested). */
function slowRead(text: string) {
  return readUnityClip(text, { spans: { rows: [], settingKeys: [] } });
}

Deno.test("unity-clip: Unity's layout reads the same with the fast reader as with the yaml package", () => {
  const texts = [
    walkText(),
    new TextDecoder().decode(unityClipFormat.fromClip!(readClip(walkBytes())).bytes),
    new TextDecoder().decode(
      unityClipFormat.fromClip!(
        readClip(Deno.readFileSync(new URL("../samples/wave.mrtk.bin", import.meta.url))),
      ).bytes,
    ),
    // Outside the fast subset: a comment, a folded plain scalar, an anchor, single quotes.
    walkText().replace("  m_Name: Walk\n", "  # a comment\n  m_Name: Walk\n"),
    walkText().replace("    path: Hips/Spine/Chest\n", "    path: Hips/Spine\n      /Chest\n"),
    walkText().replace("    attribute: m_IsActive\n", "    attribute: 'm_Is''Active'\n"),
    walkText().replace("  m_SampleRate: 30\n", "  m_SampleRate: &rate 30\n"),
  ];
  for (const text of texts) deepEqual(shape(readUnityClip(text)), shape(slowRead(text)));
});

Deno.test("unity-clip: mutated clips read the same way (or fail the same way) on both paths", () => {
  const lines = walkText().split("\n");
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let compared = 0;
  for (let n = 0; n < 300; n++) {
    const copy = lines.slice();
    const i = 4 + Math.floor(rnd() * (copy.length - 5));
    const kind = Math.floor(rnd() * 5);
    if (kind === 0) copy.splice(i, 1);
    else if (kind === 1) copy.splice(i, 0, copy[i]!);
    else if (kind === 2) copy[i] = ` ${copy[i]}`;
    else if (kind === 3) copy[i] = copy[i]!.replace(/^ {2}/, "");
    else copy[i] = copy[i]!.replace(/: .*$/, `: ${Math.floor(rnd() * 1000) - 500}`);
    const text = copy.join("\n");
    let fast: unknown;
    let slow: unknown;
    try {
      fast = shape(readUnityClip(text));
    } catch (e) {
      fast = String(e);
    }
    try {
      slow = shape(slowRead(text));
    } catch (e) {
      slow = String(e);
    }
    deepEqual(fast, slow, `mutant ${n} (kind ${kind}, line ${i + 1})`);
    compared++;
  }
  equal(compared, 300);
});

Deno.test("unity-clip: weighted In (1) and Both (3) keys; PingPong before and Loop after", () => {
  const key3 = (
    t: number,
    v: number,
    inS: number,
    outS: number,
    mode: number,
    wi: number,
    wo: number,
  ) =>
    `      - serializedVersion: 3
        time: ${t}
        value: ${v}
        inSlope: ${inS}
        outSlope: ${outS}
        tangentMode: 0
        weightedMode: ${mode}
        inWeight: ${wi}
        outWeight: ${wo}`;
  // In: key 1 (t 2, v 1) has in-weight 0.6, in-slope -1; key 0 (t 0, v 0) out-slope 2, weight 1/3.
  const inText = floatClip(
    `${key3(0, 0, 0, 2, 0, 0.33333334, 0.33333334)}\n${key3(2, 1, -1, 0, 1, 0.6, 0.33333334)}`,
  );
  const inCurve = readClip(enc(inText)).tracks[0]!.curve;
  const pIn: [number, number][] = [[0, 0], [2 / 3, (2 / 3) * 2], [2 - 0.6 * 2, 1 + 0.6 * 2], [
    2,
    1,
  ]];
  for (const t of [0.3, 1, 1.6]) {
    assertClose(inCurve.evaluate(t) as number, bezierAt(pIn, t), 2e-6, `In @${t}`);
  }
  // Both: key 0 out-weight 0.2, key 1 in-weight 0.7 (both keys mode 3).
  const bothText = floatClip(
    `${key3(0, 0, 0, 1, 3, 0.5, 0.2)}\n${key3(1, 2, 4, 0, 3, 0.7, 0.5)}`,
    "0",
    "1",
  );
  const both = readClip(enc(bothText)).tracks[0]!.curve;
  const pBoth: [number, number][] = [[0, 0], [0.2, 0.2], [0.3, 2 - 0.7 * 4], [1, 2]];
  for (const t of [0.1, 0.5, 0.9]) {
    assertClose(both.evaluate(t) as number, bezierAt(pBoth, t), 2e-6, `Both @${t}`);
  }
  // Pre 0 = PingPong: t = -0.25 mirrors to 0.25; post 1 = Loop: t = 1.25 repeats 0.25.
  const at = both.evaluate(0.25) as number;
  assertClose(both.evaluate(-0.25) as number, at, 1e-7, "ping-pong before");
  assertClose(both.evaluate(1.25) as number, at, 1e-7, "loop after");
  assertClose(both.evaluate(-1.25) as number, bezierAt(pBoth, 0.75), 2e-6, "ping-pong, odd cycle");
});
