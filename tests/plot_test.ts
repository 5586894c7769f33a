import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import { PLOT_MARGINS, plotClipSvg } from "../src/plot/svg_plot.ts";
import type { Clip, Curve, Track } from "../src/model/clip.ts";
import { BoolCurve, VectorCurve } from "../src/curves/compose.ts";
import { UnityCurve } from "../src/curves/unity_curve.ts";
import { trackMatcher } from "../src/model/sample.ts";
import { readClip } from "../src/formats/registry.ts";
import { corpus, NO_CORPUS } from "./_helpers.ts";

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

Deno.test("plot: one line per component, a legend entry each, strings skipped", () => {
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
  equal(elements(svg, "polyline", "curve").length, 5);
  deepEqual(texts(svg, "legend-label"), ["m.q.x", "m.q.y", "m.q.z", "n.p", "m.on"]);
  deepEqual(
    elements(svg, "g", "series").map((a) => `${a["data-track"]}/${a["data-component"]}`),
    ["m.q/x", "m.q/y", "m.q/z", "n.p/", "m.on/"],
  );
  // Keys: one per constant component, two for n.p and two for m.on.
  equal(elements(svg, "circle", "key").length, 3 + 2 + 2);
  match(svg, /<title>mixed &lt;&amp;&gt;: /);
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
