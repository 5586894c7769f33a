/**
 * Every source × target conversion on fixtures: the result is read back and evaluated against the
 * source on a dense grid inside the clip's range (every key time of both, eight points in each
 * gap), measured as a user sees it (rotation angle for quaternions); the measured error must not
 * exceed what the report claims, fitted tracks must meet their tolerance, and dropped tracks are
 * counted in the cell. The outcome per pair is the conversion matrix in README.md, which this
 * test keeps true.
 */
import { CONVERT_TARGETS } from "../src/cli/convert.ts";
import { equal, ok } from "node:assert/strict";
import { AnimkitError } from "../src/errors.ts";
import { convertClip } from "../src/convert/convert_clip.ts";
import { formatByName, FORMATS, readClip } from "../src/formats/registry.ts";
import { gltfFromClip } from "../src/formats/gltf/from_clip.ts";
import type { FormatModule, WriteResult } from "../src/formats/format.ts";
import type { Clip } from "../src/model/clip.ts";
import { comparisonTimes, maxCurveDifference, maxPlayedError } from "../src/model/compare.ts";
import { mp2V2Fixture } from "./fixtures/retro_anim_files.ts";
import { buildChar, META_FX } from "./fixtures/retro_char_bytes.ts";
import { corpus, NO_CORPUS } from "./_helpers.ts";

const CURVE_ANIMJ = JSON.stringify({
  name: "curves",
  globalDuration: 2,
  tracks: [
    {
      trackType: "Curve",
      valueType: "float3",
      data: {
        node: "box",
        property: "position",
        keyframes: [
          { time: 0, value: { x: 0, y: 0, z: 0 }, interpolation: "Linear" },
          {
            time: 1,
            value: { x: 1, y: 2, z: 0 },
            interpolation: "CubicBezier",
            leftTangent: { x: 1, y: 2, z: 0 },
            rightTangent: { x: 1.5, y: 2, z: 0.5 },
          },
          {
            time: 2,
            value: { x: 2, y: 0, z: 1 },
            interpolation: "Hold",
            leftTangent: { x: 2, y: 0.5, z: 1 },
          },
        ],
      },
    },
    {
      trackType: "Discrete",
      valueType: "float",
      data: {
        node: "box",
        property: "opacity",
        keyframes: [{ time: 0, value: 1 }, { time: 1.5, value: 0 }],
      },
    },
  ],
});

/** One fixture per source format (CHAR holds no curves: its row is n.a. by design). */
async function sources(): Promise<[string, Uint8Array][]> {
  const sample = await Deno.readFile(new URL("../samples/wave.mrtk.bin", import.meta.url));
  return [
    ["animj", new TextEncoder().encode(CURVE_ANIMJ)],
    [
      "animx",
      await Deno.readFile(corpus("animj/mrvoltz-redx_discrete-bool-int-string.derived.animx")),
    ],
    ["maya", await Deno.readFile(corpus("maya/ssbh-fork_example_maya2026.anim"))],
    ["mrtk", await Deno.readFile(new URL("../samples/wave.mrtk.bin", import.meta.url))],
    ["retro-anim", mp2V2Fixture()],
    ["retro-char", buildChar(META_FX)],
    // glTF as animkit writes it from the bundled MRTK sample (LINEAR and CUBICSPLINE samplers).
    ["gltf", gltfFromClip(readClip(sample), {}, "gltf").bytes],
    ["glb", gltfFromClip(readClip(sample), {}, "glb").bytes],
    ["unity-clip", await Deno.readFile(new URL("./fixtures/unity/walk.anim", import.meta.url))],
  ];
}

/** The columns: every target `convert --to` takes. */
const TARGETS = CONVERT_TARGETS;

type Cell = string;

/** exact / fitted / resampled (the weakest written track), and how many tracks were dropped. */
function cellOf(result: WriteResult | undefined): Cell {
  if (result === undefined) return "n.a.";
  const written = result.tracks.filter((t) => t.mapping !== "dropped");
  if (written.length === 0) return "n.a.";
  const dropped = result.tracks.length - written.length;
  const kind = written.some((t) => t.mapping === "resampled")
    ? "resampled"
    : written.some((t) => t.mapping === "fitted")
    ? "fitted"
    : "exact";
  return dropped === 0 ? kind : `${kind}, ${dropped} dropped`;
}

function convert(target: FormatModule, clip: Clip): WriteResult | undefined {
  if (target.fromClip === undefined) return undefined;
  try {
    const result = convertClip(clip, target, { dropUnmappable: true });
    // The driver measures every written track on the file it wrote.
    const unmeasured = result.warnings.filter((w) => /not found in the written file/.test(w));
    equal(unmeasured.length, 0, `${target.name}: ${unmeasured.join("; ")}`);
    return result;
  } catch (error) {
    if (error instanceof AnimkitError) return undefined;
    throw error;
  }
}

/** Reads the result back and compares tracks present under the same name in both clips. */
function checkMeasured(
  source: Clip,
  target: FormatModule,
  result: WriteResult,
  pair: string,
): number {
  if (target.toClip === undefined) return 0;
  const back = target.toClip(result.bytes);
  let compared = 0;
  for (const report of result.tracks) {
    if (report.mapping === "dropped") continue;
    const a = source.tracks.find((t) => t.node === report.node && t.property === report.property);
    const b = back.tracks.find((t) => t.node === report.node && t.property === report.property);
    if (a === undefined || b === undefined || a.valueType !== b.valueType) continue;
    // Inside the clip's range: outside it targets hold their end values.
    const all = comparisonTimes([a.curve.keyTimes(), b.curve.keyTimes()], 8);
    const times = all.filter((t) => t >= 0 && t <= Math.max(source.duration, 1e-9));
    const quaternion = a.valueType === "floatQ" || a.valueType === "doubleQ";
    const played = report.mapping !== "resampled";
    const measured = played
      ? maxPlayedError(a.curve, b.curve, times)
      : maxCurveDifference(a.curve, b.curve, times);
    // Writers store 32-bit floats: allow their rounding on top of the reported error.
    const slack = quaternion && played ? 1e-3 : 1e-5 * Math.max(
      1,
      ...[...times].map((t) => {
        const v = a.curve.evaluate(t);
        return typeof v === "number" ? Math.abs(v) : 1;
      }),
    );
    const what = `${pair} ${report.node}.${report.property}`;
    ok(
      measured <= report.maxError + slack,
      `${what}: measured ${measured}, reported ${report.maxError}`,
    );
    if (report.mapping === "exact") ok(measured <= slack, `${what} exact, measured ${measured}`);
    // The report is a measurement too: at most the dense grid's maximum (its times are a
    // subset's worth of the same curves), never a figure from the fit's own bookkeeping.
    ok(
      report.maxError <= measured + slack,
      `${what}: reported ${report.maxError}, measured ${measured}`,
    );
    if (report.mapping === "fitted") {
      ok(
        report.tolerance !== undefined && report.maxError <= report.tolerance,
        `${what}: ${report.maxError} within ${report.tolerance}`,
      );
    }
    compared++;
  }
  return compared;
}

function matrixMarkdown(cells: Map<string, Map<string, Cell>>): string {
  const header = `| from \\ to | ${TARGETS.join(" | ")} |`;
  const rule = `| --- |${TARGETS.map(() => " --- |").join("")}`;
  const rows = [...cells].map(([source, row]) =>
    `| ${source} | ${TARGETS.map((t) => row.get(t)).join(" | ")} |`
  );
  return [header, rule, ...rows].join("\n");
}

Deno.test("conversion matrix: every pair converts as the README says, errors measured", {
  ignore: NO_CORPUS,
}, async () => {
  const cells = new Map<string, Map<string, Cell>>();
  let compared = 0;
  for (const [name, bytes] of await sources()) {
    const source = formatByName(name)!;
    const row = new Map<string, Cell>();
    cells.set(name, row);
    const clip = source.toClip?.(bytes);
    for (const targetName of TARGETS) {
      const target = formatByName(targetName);
      ok(target !== undefined && FORMATS.includes(target), targetName);
      // Within one format `convert` rewrites through the document, as the CLI does.
      const result = name === targetName && source.rewrite !== undefined
        ? source.rewrite(bytes)
        : clip === undefined
        ? undefined
        : convert(target, clip);
      const identical = result !== undefined && name === targetName &&
        result.bytes.length === bytes.length && result.bytes.every((b, i) => b === bytes[i]);
      row.set(targetName, identical ? "exact" : cellOf(result));
      if (clip !== undefined && result !== undefined) {
        compared += checkMeasured(clip, target, result, `${name} → ${targetName}`);
      }
    }
  }
  ok(compared > 20, `compared ${compared} tracks`);
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  const start = readme.indexOf("<!-- conversion-matrix:start -->");
  const end = readme.indexOf("<!-- conversion-matrix:end -->");
  ok(start >= 0 && end > start, "README has the conversion matrix markers");
  // Compare cell by cell: the formatter pads the table's columns.
  const cellsOf = (table: string) =>
    table.split("\n").filter((l) => l.startsWith("|") && !l.startsWith("| -"))
      .map((l) => l.split("|").slice(1, -1).map((c) => c.trim()).join(" | "));
  const expected = matrixMarkdown(cells);
  equal(
    cellsOf(readme.slice(start, end)).join("\n"),
    cellsOf(expected).join("\n"),
    `README's conversion matrix is out of date; it should read:\n${expected}\n`,
  );
});
