/**
 * Plots a clip's tracks as an SVG document: each component of each chosen numeric track as a
 * line over time, discrete tracks (strings, booleans, integers) as labelled step lanes under the
 * lines, markers at the key times, axes with tick labels, a legend and a title.
 *
 * @module
 */
import type { Clip, Track } from "../model/clip.ts";
import type { Value, ValueType } from "../model/value_type.ts";
import { readableNumber } from "../model/number_text.ts";
import { mergeTimes } from "../curves/compose.ts";

/** Options for {@linkcode plotClipSvg}. */
export interface PlotOptions {
  /** Which tracks to draw (all by default). */
  readonly tracks?: (track: Track) => boolean;
  /** Start of the time axis in seconds (default: 0, or the earliest key if that is earlier). */
  readonly from?: number;
  /** End of the time axis in seconds (default: the clip's duration, or the latest key). */
  readonly to?: number;
  /** Image width in pixels (default 960, at least 320). */
  readonly width?: number;
  /** Image height in pixels (default 540, at least 200). */
  readonly height?: number;
  /** The title (default: the clip's name and the time range). */
  readonly title?: string;
}

/**
 * The plot's layout: margins in pixels around the plot area. The legend sits in the right
 * margin (wider than this when legend labels need it, up to a third of the width), the title in
 * the top one, tick labels in the left and bottom ones.
 *
 * @example Where a 400 × 300 plot draws
 * ```ts ignore
 * const plotWidth = 400 - PLOT_MARGINS.left - PLOT_MARGINS.right; // 180 px
 * ```
 */
export const PLOT_MARGINS: {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
} = { left: 60, right: 160, top: 40, bottom: 40 };

/**
 * Most lines drawn; more components than this are left out (and counted in the legend).
 *
 * @example
 * ```ts ignore
 * plotClipSvg(clip).match(/<polyline/g)!.length <= PLOT_MAX_SERIES; // true
 * ```
 */
export const PLOT_MAX_SERIES: number = 400;

/** Line colours, cycled (with a dash pattern on the second and later rounds). */
const PALETTE = [
  "#1f77b4",
  "#d62728",
  "#2ca02c",
  "#ff7f0e",
  "#9467bd",
  "#8c564b",
  "#e377c2",
  "#17becf",
  "#7f7f7f",
  "#bcbd22",
];
const DASHES = ["", "6 3", "2 2", "8 3 2 3"];

const LEGEND_ROW = 16;
/** Rough width of one legend character at font size 11, in pixels. */
const CHAR_WIDTH = 6.2;
/** Legend space before the label: swatch and gaps. */
const LEGEND_INSET = 48;

function trackLabel(track: Track): string {
  return `${track.node === "" ? "" : `${track.node}.`}${track.property}`;
}

/** Shortens a label to `max` characters with an ellipsis in the middle. */
function fitLabel(label: string, max: number): string {
  if (label.length <= max) return label;
  const tail = Math.ceil((max - 1) / 2);
  return `${label.slice(0, Math.max(0, max - 1 - tail))}…${label.slice(label.length - tail)}`;
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) =>
      c === "&"
        ? "&amp;"
        : c === "<"
        ? "&lt;"
        : c === ">"
        ? "&gt;"
        : c === '"'
        ? "&quot;"
        : "&apos;",
  );
}

/** A coordinate with at most two decimals, without trailing zeros. */
function coord(x: number): string {
  const r = Math.round(x * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

/** 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
}

function tickLabel(value: number, step: number): string {
  const decimals = Math.max(0, Math.min(12, -Math.floor(Math.log10(step) + 1e-9)));
  const text = value.toFixed(decimals);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** Named numeric components of a value; null when it has none to draw (strings). */
function componentsOf(value: Value): [string, number][] | null {
  if (typeof value === "number") return [["", value]];
  if (typeof value === "boolean") return [["", value ? 1 : 0]];
  if (typeof value === "bigint") return [["", Number(value)]];
  if (typeof value === "string") return null;
  if (Array.isArray(value)) {
    return value.flatMap((row, r) => row.map((v, c): [string, number] => [`m${r}${c}`, v]));
  }
  return Object.entries(value).map(([k, v]): [string, number] => [
    k,
    typeof v === "boolean" ? (v ? 1 : 0) : Number(v),
  ]);
}

/**
 * Whether a track draws as a step lane: strings, booleans and integers hold a value from one key
 * to the next, and their values read better as labels than as heights.
 *
 * @example
 * ```ts
 * import { isLaneType } from "./svg_plot.ts";
 * import { equal } from "node:assert/strict";
 * equal(isLaneType("string"), true);
 * equal(isLaneType("int2"), true);
 * equal(isLaneType("float3"), false);
 * ```
 */
export function isLaneType(valueType: ValueType): boolean {
  return /^(string|bool[234]?|s?byte|u?short|u?int[234]?|u?long[234]?)$/.test(valueType);
}

/** A value as lane text: strings as they are, numbers shortest, vectors as `x y z`. */
function valueText(value: Value): string {
  if (typeof value === "string") return value === "" ? "(empty)" : value;
  if (typeof value === "number") return readableNumber(value);
  if (typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (Array.isArray(value)) return value.map((row) => row.map(readableNumber).join(" ")).join("; ");
  return Object.values(value).map((v) => typeof v === "number" ? readableNumber(v) : String(v))
    .join(" ");
}

/** A stable colour per value text (the same value has the same colour in every lane). */
function laneColour(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return PALETTE[(h >>> 0) % PALETTE.length]!;
}

/** One run of a lane: a value held from `from` to `to`. */
interface Run {
  readonly from: number;
  readonly to: number;
  readonly text: string;
}

interface Lane {
  readonly label: string;
  readonly track: Track;
  readonly runs: readonly Run[];
  /** Key times inside the range. */
  readonly keys: Float64Array;
}

/** Lane height and the pitch between lanes, in pixels. */
const LANE_HEIGHT = 18;
const LANE_PITCH = 24;
/** Rough width of one character of a lane's labels (font size 10), in pixels. */
const LANE_CHAR_WIDTH = 5.6;

interface Series {
  readonly label: string;
  readonly track: Track;
  readonly component: string;
  readonly index: number;
  /** Sample times, and the component's values at them. */
  readonly times: Float64Array;
  readonly values: Float64Array;
  /** Key times inside the range, and the component's values at them. */
  readonly keys: Float64Array;
  readonly keyValues: Float64Array;
}

/** A discrete track's runs over the sample times (a run ends where the value changes). */
function laneOf(track: Track, times: Float64Array, keys: Float64Array): Lane {
  const runs: Run[] = [];
  let start = times[0]!;
  let text = valueText(track.curve.evaluate(start));
  for (let i = 1; i < times.length; i++) {
    const next = valueText(track.curve.evaluate(times[i]!));
    if (next === text) continue;
    runs.push({ from: start, to: times[i]!, text });
    start = times[i]!;
    text = next;
  }
  runs.push({ from: start, to: times[times.length - 1]!, text });
  return { label: trackLabel(track), track, runs, keys };
}

/** Where lanes go: the plot area's sides, the first lane's top, and the time → x mapping. */
interface LaneFrame {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly x: (t: number) => number;
  /** Characters a lane label may take in the right margin. */
  readonly labelChars: number;
}

/** Draws lanes from `frame.top` down, one every {@linkcode LANE_PITCH} pixels. */
function drawLanes(out: string[], lanes: readonly Lane[], frame: LaneFrame): void {
  if (lanes.length === 0) return;
  const { left, right, x } = frame;
  out.push(
    `<clipPath id="plot-lanes"><rect x="${coord(left)}" y="${coord(frame.top)}" width="${
      coord(right - left)
    }" height="${coord(frame.bottom - frame.top)}"/></clipPath>`,
  );
  lanes.forEach((lane, i) => {
    const y0 = frame.top + i * LANE_PITCH + (LANE_PITCH - LANE_HEIGHT) / 2;
    out.push(
      `<g class="lane" data-track="${escapeXml(`${lane.track.node}.${lane.track.property}`)}" ` +
        `clip-path="url(#plot-lanes)" font-size="10">`,
      `<rect class="lane-background" x="${coord(left)}" y="${coord(y0)}" width="${
        coord(right - left)
      }" height="${LANE_HEIGHT}" fill="#f2f2f2"/>`,
    );
    for (const run of lane.runs) {
      const x0 = x(run.from);
      const w = x(run.to) - x0;
      out.push(
        `<rect class="step" x="${coord(x0)}" y="${coord(y0)}" width="${coord(w)}" height="${
          coord(LANE_HEIGHT)
        }" fill="${laneColour(run.text)}" fill-opacity="0.3" stroke="#ffffff" ` +
          `stroke-width="0.5" data-value="${escapeXml(run.text)}"/>`,
      );
      const chars = Math.floor((w - 6) / LANE_CHAR_WIDTH);
      if (chars >= 1) {
        out.push(
          `<text class="step-label" x="${coord(x0 + 3)}" y="${coord(y0 + 13)}">${
            escapeXml(fitLabel(run.text, chars))
          }</text>`,
        );
      }
    }
    for (const t of lane.keys) {
      const px = coord(x(t));
      out.push(
        `<line class="key" x1="${px}" y1="${coord(y0)}" x2="${px}" y2="${
          coord(y0 + LANE_HEIGHT)
        }" stroke="#404040" stroke-width="1"/>`,
      );
    }
    out.push(
      `</g>`,
      `<text class="lane-label" x="${coord(right + 12)}" y="${coord(y0 + 13)}">${
        escapeXml(fitLabel(lane.label, frame.labelChars))
      }</text>`,
    );
  });
}

/**
 * The smallest plot width in pixels (the axes and legend need it).
 *
 * @example
 * ```ts
 * import { PLOT_MIN_WIDTH } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(PLOT_MIN_WIDTH, 320);
 * ```
 */
export const PLOT_MIN_WIDTH = 320;
/**
 * The smallest plot height in pixels.
 *
 * @example
 * ```ts
 * import { PLOT_MIN_HEIGHT } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * equal(PLOT_MIN_HEIGHT, 200);
 * ```
 */
export const PLOT_MIN_HEIGHT = 200;

/**
 * Draws the chosen tracks of a clip as an SVG document (a pure function: returns the text).
 *
 * Layout ({@linkcode PLOT_MARGINS}): the plot area spans x from `left` to `width − right` and y
 * from `top` to `height − bottom`. Time maps linearly from `from` to `to` across it; values map
 * from the bottom to the top of a range rounded outwards to whole ticks (ticks at 1, 2 or 5
 * times a power of ten, about five on the value axis and eight on the time axis). Each
 * component is a `<polyline class="curve">` sampled at two points per pixel plus every key
 * time; each key inside the range is a `<circle class="key">` on its component's line (radius
 * 2.5 px, less where a neighbouring key is closer than 7.5 px).
 *
 * Discrete tracks ({@linkcode isLaneType}: strings, booleans, integers) are drawn as lanes
 * instead: a `<g class="lane">` band 18 px high per track, 24 px apart, at the bottom of the plot
 * area (under the lines, which keep the rest; the whole area when there are no lines, and at most
 * half of it otherwise). Each run of one value is a `<rect class="step">` from where the value
 * starts to where it changes, coloured by value and labelled with it (`<text class="step-label">`)
 * where it is wide enough; each key is a `<line class="key">` across the band; the track's name
 * is a `<text class="lane-label">` beside the band in the right margin. Lanes that do not fit are
 * counted (`… and N more lanes`).
 *
 * @throws {RangeError} when `to` is before `from` or a bound is not finite.
 *
 * @example Plot a recording's right index fingertip
 * ```ts ignore
 * import { plotClipSvg, readClip, trackMatcher } from "@animkit/animkit";
 * const clip = readClip(await Deno.readFile("recording.bin"));
 * const svg = plotClipSvg(clip, { tracks: trackMatcher("Hand.Right.Joint.IndexTip.*"), to: 5 });
 * await Deno.writeTextFile("plot.svg", svg);
 * ```
 */
export function plotClipSvg(clip: Clip, options: PlotOptions = {}): string {
  const width = Math.round(options.width ?? 960);
  const height = Math.round(options.height ?? 540);
  // Below these the axes and legend do not fit; say so instead of drawing another size.
  if (!(width >= PLOT_MIN_WIDTH)) throw new RangeError(`width must be at least ${PLOT_MIN_WIDTH}`);
  if (!(height >= PLOT_MIN_HEIGHT)) {
    throw new RangeError(`height must be at least ${PLOT_MIN_HEIGHT}`);
  }
  const chosen = clip.tracks.filter(options.tracks ?? (() => true));
  const keyTimes = chosen.map((t) => t.curve.keyTimes());
  let earliest = 0;
  let latest = clip.duration;
  for (const times of keyTimes) {
    if (times.length === 0) continue;
    earliest = Math.min(earliest, times[0]!);
    latest = Math.max(latest, times[times.length - 1]!);
  }
  let from = options.from ?? earliest;
  let to = options.to ?? latest;
  if (!Number.isFinite(from) || !Number.isFinite(to)) {
    throw new RangeError("the time range must be finite");
  }
  if (to < from) throw new RangeError("the end time is before the start time");
  if (to === from) {
    from -= 0.5;
    to += 0.5;
  }

  // Room for the longest legend label (a component suffix adds up to 4 characters).
  const longest = chosen.reduce((m, t) => Math.max(m, trackLabel(t).length + 4), 0);
  const legendWidth = Math.max(
    PLOT_MARGINS.right,
    Math.min(Math.floor(width / 3), Math.ceil(longest * CHAR_WIDTH + LEGEND_INSET)),
  );
  const labelChars = Math.floor((legendWidth - LEGEND_INSET) / CHAR_WIDTH);
  const left = PLOT_MARGINS.left;
  const right = width - legendWidth;
  const top = PLOT_MARGINS.top;
  const bottom = height - PLOT_MARGINS.bottom;
  const samples = Math.max(2, 2 * (right - left));
  const grid = new Float64Array(samples + 1);
  // Halves and fractions keep spans near ±Number.MAX_VALUE from overflowing.
  for (let i = 0; i <= samples; i++) grid[i] = from * (1 - i / samples) + to * (i / samples);

  // Sample every component; discrete tracks (and any whose values have no numbers) become lanes.
  const series: Series[] = [];
  const lanes: Lane[] = [];
  let leftOut = 0;
  chosen.forEach((track, n) => {
    const inRange = keyTimes[n]!.filter((t) => t >= from && t <= to);
    const times = mergeTimes([grid, inRange]);
    const first = isLaneType(track.valueType)
      ? null
      : componentsOf(track.curve.evaluate(times[0]!));
    if (first === null) {
      lanes.push(laneOf(track, times, inRange));
      return;
    }
    const columns = first.map(() => new Float64Array(times.length));
    const keyColumns = first.map(() => new Float64Array(inRange.length));
    for (let i = 0; i < times.length; i++) {
      const parts = componentsOf(track.curve.evaluate(times[i]!)) ?? [];
      for (let c = 0; c < columns.length; c++) columns[c]![i] = parts[c]?.[1] ?? NaN;
    }
    for (let i = 0; i < inRange.length; i++) {
      const parts = componentsOf(track.curve.evaluate(inRange[i]!)) ?? [];
      for (let c = 0; c < columns.length; c++) keyColumns[c]![i] = parts[c]?.[1] ?? NaN;
    }
    first.forEach(([component], c) => {
      if (series.length >= PLOT_MAX_SERIES) {
        leftOut++;
        return;
      }
      const name = trackLabel(track);
      series.push({
        label: component === "" ? name : `${name}.${component}`,
        track,
        component,
        index: series.length,
        times,
        values: columns[c]!,
        keys: inRange,
        keyValues: keyColumns[c]!,
      });
    });
  });

  // Lanes take the bottom of the plot area (all of it without lines, at most half with them);
  // the lines keep the rest.
  let laneArea = 0;
  if (lanes.length > 0) {
    laneArea = series.length === 0
      ? bottom - top
      : Math.min(lanes.length * LANE_PITCH, Math.floor((bottom - top) / 2));
  }
  const laneRows = Math.max(1, Math.floor(laneArea / LANE_PITCH));
  const shownLanes = lanes.length > laneRows ? Math.max(1, laneRows - 1) : lanes.length;
  const laneTop = series.length === 0 ? top : bottom - laneArea;
  const valuesBottom = series.length > 0 && lanes.length > 0 ? laneTop - 8 : bottom;

  // Value range, rounded out to whole ticks.
  let low = Infinity;
  let high = -Infinity;
  for (const s of series) {
    for (const v of s.values) {
      if (Number.isFinite(v)) {
        low = Math.min(low, v);
        high = Math.max(high, v);
      }
    }
  }
  if (!(low <= high)) {
    low = 0;
    high = 1;
  }
  if (low === high) {
    low -= 1;
    high += 1;
  }
  const yStep = niceStep(high / 5 - low / 5);
  const yLow = Math.floor(low / yStep + 1e-9) * yStep;
  const yHigh = Math.ceil(high / yStep - 1e-9) * yStep;
  const xStep = niceStep(to / 8 - from / 8);
  const x = (t: number) => left + ((t / 2 - from / 2) / (to / 2 - from / 2)) * (right - left);
  const y = (v: number) =>
    valuesBottom - ((v / 2 - yLow / 2) / (yHigh / 2 - yLow / 2)) * (valuesBottom - top);

  const out: string[] = [];
  const title = options.title ??
    `${clip.name === "" ? "clip" : clip.name}: ${tickLabel(from, xStep)}–${tickLabel(to, xStep)} s`;
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect class="background" x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text class="title" x="${coord((left + right) / 2)}" y="${coord(top / 2 + 5)}" ` +
      `text-anchor="middle" font-size="14" font-weight="bold">${escapeXml(title)}</text>`,
  );

  // Grid, axes and tick labels.
  out.push(`<g class="axes" stroke="#000000" stroke-width="1">`);
  const xTicks: number[] = [];
  // At most 100 ticks each, whatever the range (a guard against overflowing spans).
  const firstX = Math.ceil(from / xStep - 1e-9);
  for (let i = 0; i < 100; i++) {
    const t = (firstX + i) * xStep;
    if (!(t <= to + xStep * 1e-9)) break;
    if (i === 0 || t !== xTicks[xTicks.length - 1]) xTicks.push(t);
  }
  const yTicks: number[] = [];
  const firstY = Math.round(yLow / yStep);
  // Lanes alone have no value axis.
  for (let i = 0; i < (series.length === 0 && lanes.length > 0 ? 0 : 100); i++) {
    const v = (firstY + i) * yStep;
    if (!(v <= yHigh + yStep * 1e-9)) break;
    if (i === 0 || v !== yTicks[yTicks.length - 1]) yTicks.push(v);
  }
  for (const t of xTicks) {
    const px = coord(x(t));
    out.push(
      `<line class="grid" x1="${px}" y1="${coord(top)}" x2="${px}" y2="${
        coord(bottom)
      }" stroke="#e0e0e0"/>`,
      `<line class="tick" x1="${px}" y1="${coord(bottom)}" x2="${px}" y2="${coord(bottom + 4)}"/>`,
      `<text class="tick-label" x="${px}" y="${coord(bottom + 16)}" text-anchor="middle" ` +
        `stroke="none">${tickLabel(t, xStep)}</text>`,
    );
  }
  for (const v of yTicks) {
    const py = coord(y(v));
    out.push(
      `<line class="grid" x1="${coord(left)}" y1="${py}" x2="${coord(right)}" y2="${py}" ` +
        `stroke="#e0e0e0"/>`,
      `<line class="tick" x1="${coord(left - 4)}" y1="${py}" x2="${coord(left)}" y2="${py}"/>`,
      `<text class="tick-label" x="${coord(left - 6)}" y="${coord(y(v) + 4)}" ` +
        `text-anchor="end" stroke="none">${tickLabel(v, yStep)}</text>`,
    );
  }
  out.push(
    `<line class="axis" x1="${coord(left)}" y1="${coord(bottom)}" x2="${coord(right)}" y2="${
      coord(bottom)
    }"/>`,
    `<line class="axis" x1="${coord(left)}" y1="${coord(top)}" x2="${coord(left)}" y2="${
      coord(bottom)
    }"/>`,
    `<text class="axis-label" x="${coord((left + right) / 2)}" y="${coord(height - 6)}" ` +
      `text-anchor="middle" stroke="none">time (s)</text>`,
    `</g>`,
  );

  // Lines and key markers, clipped to their part of the plot area.
  out.push(
    `<clipPath id="plot-area"><rect x="${coord(left)}" y="${coord(top)}" width="${
      coord(right - left)
    }" height="${coord(valuesBottom - top)}"/></clipPath>`,
  );
  for (const s of series) {
    const colour = PALETTE[s.index % PALETTE.length]!;
    const dash = DASHES[Math.floor(s.index / PALETTE.length) % DASHES.length]!;
    const { times, keys } = s;
    const points: string[] = [];
    for (let i = 0; i < times.length; i++) {
      const v = s.values[i]!;
      if (Number.isFinite(v)) points.push(`${coord(x(times[i]!))},${coord(y(v))}`);
    }
    out.push(
      `<g class="series" data-track="${escapeXml(`${s.track.node}.${s.track.property}`)}" ` +
        `data-component="${escapeXml(s.component)}" clip-path="url(#plot-area)">`,
      `<polyline class="curve" fill="none" stroke="${colour}" stroke-width="1.5"${
        dash === "" ? "" : ` stroke-dasharray="${dash}"`
      } points="${points.join(" ")}"/>`,
    );
    for (let i = 0; i < keys.length; i++) {
      const v = s.keyValues[i]!;
      if (!Number.isFinite(v)) continue;
      // Smaller markers where keys crowd: a third of the gap to the nearer neighbour, 1–2.5 px.
      const gap = Math.min(
        i > 0 ? x(keys[i]!) - x(keys[i - 1]!) : Infinity,
        i + 1 < keys.length ? x(keys[i + 1]!) - x(keys[i]!) : Infinity,
      );
      const radius = coord(Math.min(2.5, Math.max(1, gap / 3)));
      out.push(
        `<circle class="key" cx="${coord(x(keys[i]!))}" cy="${coord(y(v))}" r="${radius}" ` +
          `fill="${colour}"/>`,
      );
    }
    out.push(`</g>`);
  }
  drawLanes(out, lanes.slice(0, shownLanes), {
    left,
    right,
    top: laneTop,
    bottom,
    x,
    labelChars,
  });
  if (shownLanes < lanes.length) {
    out.push(
      `<text class="lane-more" x="${coord(right + 12)}" y="${
        coord(laneTop + shownLanes * LANE_PITCH + 14)
      }">… and ${lanes.length - shownLanes} more lanes</text>`,
    );
  }
  if (series.length === 0 && lanes.length === 0) {
    out.push(
      `<text class="empty" x="${coord((left + right) / 2)}" y="${coord((top + bottom) / 2)}" ` +
        `text-anchor="middle">no tracks to draw</text>`,
    );
  }

  // Legend in the right margin, as many rows as fit.
  out.push(`<g class="legend">`);
  const rows = Math.max(1, Math.floor((valuesBottom - top) / LEGEND_ROW));
  const shown = series.length > rows ? rows - 1 : series.length;
  for (let i = 0; i < shown; i++) {
    const s = series[i]!;
    const colour = PALETTE[i % PALETTE.length]!;
    const dash = DASHES[Math.floor(i / PALETTE.length) % DASHES.length]!;
    const ry = top + 8 + i * LEGEND_ROW;
    out.push(
      `<line x1="${coord(right + 12)}" y1="${coord(ry)}" x2="${coord(right + 32)}" y2="${
        coord(ry)
      }" stroke="${colour}" stroke-width="2"${dash === "" ? "" : ` stroke-dasharray="${dash}"`}/>`,
      `<text class="legend-label" x="${coord(right + 36)}" y="${coord(ry + 4)}">${
        escapeXml(fitLabel(s.label, labelChars))
      }</text>`,
    );
  }
  const hidden = series.length - shown + leftOut;
  if (hidden > 0) {
    out.push(
      `<text class="legend-more" x="${coord(right + 12)}" y="${
        coord(top + 12 + shown * LEGEND_ROW)
      }">… and ${hidden} more</text>`,
    );
  }
  out.push(`</g>`, `</svg>`);
  return `${out.join("\n")}\n`;
}
