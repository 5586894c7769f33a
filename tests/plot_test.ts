import { deepEqual, doesNotMatch, equal, match, ok, throws } from "node:assert/strict";
import { PLOT_MARGINS, plotClipSvg } from "../src/plot/svg_plot.ts";
import type { Clip, Curve, Track } from "../src/model/clip.ts";
import { BoolCurve, VectorCurve } from "../src/curves/compose.ts";
import { UnityCurve } from "../src/curves/unity_curve.ts";
import { trackMatcher } from "../src/model/sample.ts";
import { readClip } from "../src/formats/registry.ts";
import { cli, corpus, NO_CORPUS } from "./_helpers.ts";

/**
 * A small well-formedness check: every tag is closed in order, attributes are quoted, and text
 * holds no raw `<` or stray `&`. Returns the element names in document order.
 */
function assertWellFormed(xml: string): string[] {
  const names: string[] = [];
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  while (at < xml.length) {
    token.lastIndex = at;
    const m = token.exec(xml);
    ok(m !== null, `malformed XML at ${at}: ${JSON.stringify(xml.slice(at, at + 40))}`);
    const [whole, closing, name, attributes, selfClosing, text] = m;
    if (text !== undefined) {
      ok(!/&(?!(amp|lt|gt|quot|apos);)/.test(text), `stray & in ${JSON.stringify(text)}`);
    } else if (closing === "/") {
      equal(stack.pop(), name, `</${name}> closes the open element`);
    } else {
      names.push(name!);
      ok(!/&(?!(amp|lt|gt|quot|apos);)/.test(attributes ?? ""), "attributes escaped");
      if (selfClosing !== "/") stack.push(name!);
    }
    at += whole.length;
  }
  deepEqual(stack, [], "every element closed");
  equal(names[0], "svg");
  return names;
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

function elements(svg: string, name: string, className?: string): Record<string, string>[] {
  return [...svg.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))]
    .map((m) => attributes(m[0]))
    .filter((a) => className === undefined || a.class === className);
}

function texts(svg: string, className: string): string[] {
  return [...svg.matchAll(new RegExp(`<text[^>]*class="${className}"[^>]*>([^<]*)</text>`, "g"))]
    .map((m) => m[1]!);
}

function scalar(curve: UnityCurve): Curve {
  return {
    valueType: "float",
    semantics: "unity",
    keyTimes: () => curve.keyTimes(),
    evaluate: (t) => curve.evaluate(t),
  };
}

function track(node: string, property: string, curve: Curve): Track {
  return { node, property, valueType: curve.valueType, curve };
}

/** One float track with keys (0, 0), (1, 10), (2, 5), linear between them. */
const TINY: Clip = {
  name: "tiny",
  duration: 2,
  events: [],
  tracks: [track("n", "p", scalar(UnityCurve.linearKeys([0, 1, 2], [0, 10, 5])))],
};

Deno.test("plot: key markers sit where the layout puts them", () => {
  const svg = plotClipSvg(TINY, { width: 400, height: 300 });
  assertWellFormed(svg);
  // Plot area: x 60 … 400 − 160 = 240 (180 px for 2 s), y 40 … 300 − 40 = 260 (220 px).
  deepEqual(PLOT_MARGINS, { left: 60, right: 160, top: 40, bottom: 40 });
  // Values 0 … 10, about five ticks: step 2, range 0 … 10 (220 px for 10 units).
  // Key (t, v) → (60 + 90·t, 260 − 22·v): (0, 0) → (60, 260), (1, 10) → (150, 40),
  // (2, 5) → (240, 150).
  const keys = elements(svg, "circle", "key").map((a) => [Number(a.cx), Number(a.cy)]);
  deepEqual(keys, [[60, 260], [150, 40], [240, 150]]);
  // One line; it starts and ends at the first and last key and passes through the middle one.
  const lines = elements(svg, "polyline", "curve");
  equal(lines.length, 1);
  const points = lines[0]!.points!.split(" ");
  equal(points[0], "60,260");
  equal(points[points.length - 1], "240,150");
  ok(points.includes("150,40"));
  // Two samples per pixel plus the key times (all on the grid here): 2·180 + 1.
  equal(points.length, 361);
  // Time ticks every 0.5 s (2 s / 8 → 0.25 → rounded up to 0.5), value ticks every 2.
  deepEqual(texts(svg, "tick-label"), [
    "0.0",
    "0.5",
    "1.0",
    "1.5",
    "2.0",
    "0",
    "2",
    "4",
    "6",
    "8",
    "10",
  ]);
  // The 1 s tick is at x = 60 + 90 = 150; the value 4 tick at y = 260 − 88 = 172.
  const ticks = elements(svg, "line", "tick");
  ok(ticks.some((a) => a.x1 === "150" && a.x2 === "150"));
  ok(ticks.some((a) => a.y1 === "172" && a.y2 === "172"));
  deepEqual(texts(svg, "legend-label"), ["n.p"]);
  deepEqual(texts(svg, "title"), ["tiny: 0.0–2.0 s"]);
  match(svg, /<title>tiny: 0\.0–2\.0 s<\/title>/);
  match(svg, /time \(s\)/);
});

Deno.test("plot: one line per component, a legend entry each; discrete tracks as lanes", () => {
  const constant = (v: number) => UnityCurve.linearKeys([0], [v]);
  const text: Curve = {
    valueType: "string",
    semantics: "test",
    keyTimes: () => new Float64Array([0]),
    evaluate: () => "hello",
  };
  const clip: Clip = {
    name: "mixed <&>",
    duration: 1,
    events: [],
    tracks: [
      track("m", "q", new VectorCurve("float3", "unity", [constant(1), constant(2), constant(3)])),
      track("n", "p", scalar(UnityCurve.linearKeys([0, 1], [0, 4]))),
      track("m", "on", new BoolCurve("unity", UnityCurve.linearKeys([0, 0.5], [0, 1]))),
      track("m", "label", text),
    ],
  };
  const svg = plotClipSvg(clip);
  assertWellFormed(svg);
  equal(elements(svg, "polyline", "curve").length, 4);
  deepEqual(texts(svg, "legend-label"), ["m.q.x", "m.q.y", "m.q.z", "n.p"]);
  deepEqual(
    elements(svg, "g", "series").map((a) => `${a["data-track"]}/${a["data-component"]}`),
    ["m.q/x", "m.q/y", "m.q/z", "n.p/"],
  );
  // Keys: one per constant component, two for n.p; the lanes mark theirs as lines.
  equal(elements(svg, "circle", "key").length, 3 + 2);
  deepEqual(elements(svg, "g", "lane").map((a) => a["data-track"]), ["m.on", "m.label"]);
  deepEqual(texts(svg, "lane-label"), ["m.on", "m.label"]);
  equal(elements(svg, "line", "key").length, 2 + 1);
  ok(texts(svg, "step-label").includes("hello"));
  match(svg, /<title>mixed &lt;&amp;&gt;: /);
});

/** A held (step) curve through `keys` ([time, value] pairs), of a discrete value type. */
function held(
  valueType: "string" | "bool" | "int",
  keys: [number, string | boolean | number][],
): Curve {
  return {
    valueType,
    semantics: "test",
    keyTimes: () => Float64Array.from(keys, (k) => k[0]),
    evaluate: (t: number) => {
      let v = keys[0]![1];
      for (const [time, value] of keys) if (time <= t) v = value;
      return v;
    },
  };
}

Deno.test("plot: a clip of strings only draws labelled step lanes where the layout puts them", () => {
  const clip: Clip = {
    name: "sprites",
    duration: 2,
    events: [],
    tracks: [track("Face", "m_Sprite", held("string", [[0, "open"], [1, "shut"], [1.5, "open"]]))],
  };
  const svg = plotClipSvg(clip, { width: 400, height: 300 });
  assertWellFormed(svg);
  // Plot area x 60 … 240 (90 px per second); lanes alone start at the top (y 40), the band
  // 18 px high centred in its 24 px row: y 43 … 61.
  doesNotMatch(svg, /no tracks to draw/);
  const steps = elements(svg, "rect", "step").map((
    a,
  ) => [a.x, a.y, a.width, a.height, a["data-value"]]);
  deepEqual(steps, [
    ["60", "43", "90", "18", "open"],
    ["150", "43", "45", "18", "shut"],
    ["195", "43", "45", "18", "open"],
  ]);
  // The same value has the same colour.
  const fills = elements(svg, "rect", "step").map((a) => a.fill);
  equal(fills[0], fills[2]);
  deepEqual(texts(svg, "step-label"), ["open", "shut", "open"]);
  deepEqual(elements(svg, "text", "step-label").map((a) => [a.x, a.y]), [["63", "56"], [
    "153",
    "56",
  ], ["198", "56"]]);
  deepEqual(elements(svg, "line", "key").map((a) => [a.x1, a.y1, a.y2]), [
    ["60", "43", "61"],
    ["150", "43", "61"],
    ["195", "43", "61"],
  ]);
  deepEqual(texts(svg, "lane-label"), ["Face.m_Sprite"]);
  deepEqual(elements(svg, "text", "lane-label").map((a) => [a.x, a.y]), [["252", "56"]]);
  // No value axis: the tick labels are the time axis's.
  deepEqual(texts(svg, "tick-label"), ["0.0", "0.5", "1.0", "1.5", "2.0"]);
});

Deno.test("plot: lines above, bool and int lanes below, sharing the time axis", () => {
  const clip: Clip = {
    ...TINY,
    tracks: [
      ...TINY.tracks,
      track("n", "on", held("bool", [[0, false], [0.5, true]])),
      track("n", "count", held("int", [[0, 1], [1, 2]])),
    ],
  };
  const svg = plotClipSvg(clip, { width: 400, height: 300 });
  assertWellFormed(svg);
  // Two lanes take 2 × 24 px at the bottom of the 40 … 260 area: rows from y 212, bands at 215
  // and 239; the lines keep 40 … 204 (8 px above the lanes). Values 0 … 10 over 164 px:
  // key (t, v) → (60 + 90·t, 204 − 16.4·v): (0, 0) → (60, 204), (1, 10) → (150, 40),
  // (2, 5) → (240, 122).
  deepEqual(elements(svg, "circle", "key").map((a) => [Number(a.cx), Number(a.cy)]), [
    [60, 204],
    [150, 40],
    [240, 122],
  ]);
  deepEqual(elements(svg, "rect", "step").map((a) => [a.x, a.y, a.width, a["data-value"]]), [
    ["60", "215", "45", "false"],
    ["105", "215", "135", "true"],
    ["60", "239", "90", "1"],
    ["150", "239", "90", "2"],
  ]);
  deepEqual(texts(svg, "lane-label"), ["n.on", "n.count"]);
  deepEqual(texts(svg, "legend-label"), ["n.p"]);
  // Value ticks stay in the lines' part: the top one (10) at y 40, the bottom one (0) at 204.
  const valueTicks = elements(svg, "line", "tick").filter((a) => a.x1 === "56");
  deepEqual([valueTicks[0]!.y1, valueTicks.at(-1)!.y1], ["204", "40"]);
});

Deno.test("plot: lanes that do not fit are counted", () => {
  const many = Array.from(
    { length: 12 },
    (_, i) => track("n", `s${i}`, held("string", [[0, "x"]])),
  );
  const svg = plotClipSvg({ ...TINY, tracks: [...TINY.tracks, ...many] }, {
    width: 400,
    height: 300,
  });
  assertWellFormed(svg);
  // Half of the 220 px area is 110 px: 4 rows of 24 px, 3 lanes and a row saying how many more.
  equal(elements(svg, "g", "lane").length, 3);
  deepEqual(texts(svg, "lane-more"), ["… and 9 more lanes"]);
});

Deno.test("plot: the time window and the track filter choose what is drawn", () => {
  const svg = plotClipSvg(TINY, { width: 400, height: 300, from: 0.5, to: 1.5 });
  assertWellFormed(svg);
  // Only the key at 1 s is inside; the window is 1 s over 180 px: x = 60 + 180·0.5 = 150.
  // Values inside the window run 5 … 10 → step 1, range 5 … 10: y(10) = 40.
  deepEqual(elements(svg, "circle", "key").map((a) => [a.cx, a.cy]), [["150", "40"]]);
  const none = plotClipSvg(TINY, { tracks: () => false });
  assertWellFormed(none);
  equal(elements(none, "polyline").length, 0);
  match(none, /no tracks to draw/);
  throws(() => plotClipSvg(TINY, { from: 2, to: 1 }), RangeError);
});

Deno.test("plot: the MRTK corpus recording's index fingertip", { ignore: NO_CORPUS }, async () => {
  const clip = readClip(
    await Deno.readFile(
      corpus("mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin"),
    ),
  );
  const svg = plotClipSvg(clip, { tracks: trackMatcher("Hand.Left.Joint.IndexTip*") });
  assertWellFormed(svg);
  // position x, y, z and rotation x, y, z, w.
  equal(elements(svg, "polyline", "curve").length, 7);
  const position = clip.tracks.find((t) =>
    t.node === "Hand.Left.Joint.IndexTip" && t.property === "position"
  )!;
  // Every key of every component is marked.
  equal(
    elements(svg, "circle", "key").length,
    position.curve.keyTimes().length * 3 +
      clip.tracks.find((t) => t.node === position.node && t.property === "rotation")!.curve
          .keyTimes().length * 4,
  );
});

Deno.test("plot: extreme values and non-finite samples still give a finite document", () => {
  const wild: Curve = {
    valueType: "float",
    semantics: "test",
    keyTimes: () => new Float64Array([0, 1]),
    evaluate: (t: number) => (t < 0.5 ? -1e308 : t < 0.75 ? NaN : 1e308),
  };
  const svg = plotClipSvg({
    name: "wild",
    duration: 1,
    events: [],
    tracks: [track("n", "p", wild)],
  });
  assertWellFormed(svg);
  ok(elements(svg, "text", "tick-label").length <= 200);
  equal(elements(svg, "polyline", "curve").length, 1);
  ok(!/NaN|Infinity/.test(svg), "every coordinate finite");
});

Deno.test("plot: a Unity sprite clip (PPtr curves only) draws its sprite lane", async () => {
  const ref = (fileID: string) =>
    `      value: {fileID: ${fileID}, guid: 00112233445566778899aabbccddeeff, type: 3}`;
  const clip = [
    "%YAML 1.1",
    "%TAG !u! tag:unity3d.com,2011:",
    "--- !u!74 &7400000",
    "AnimationClip:",
    "  m_Name: Blink",
    "  m_RotationCurves: []",
    "  m_PPtrCurves:",
    "  - curve:",
    "    - time: 0",
    ref("21300000"),
    "    - time: 0.25",
    ref("21300002"),
    "    attribute: m_Sprite",
    "    path: Body/Face",
    "    classID: 212",
    "    script: {fileID: 0}",
    "  m_SampleRate: 12",
    "  m_WrapMode: 0",
    "  m_AnimationClipSettings:",
    "    m_LoopTime: 1",
    "  m_Events: []",
    "",
  ].join("\n");
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/blink.anim`, clip);
    const r = await cli("plot", `${dir}/blink.anim`, "--out", `${dir}/blink.svg`);
    equal(r.code, 0, r.err);
    const svg = await Deno.readTextFile(`${dir}/blink.svg`);
    assertWellFormed(svg);
    doesNotMatch(svg, /no tracks to draw/);
    deepEqual(texts(svg, "lane-label"), ["Body/Face.m_Sprite"]);
    deepEqual(elements(svg, "rect", "step").map((a) => a["data-value"]), [
      "fileID:21300000 guid:00112233445566778899aabbccddeeff",
      "fileID:21300002 guid:00112233445566778899aabbccddeeff",
    ]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
