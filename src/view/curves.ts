/// <reference lib="dom" />
/**
 * Curve graphs: the selected tracks' components over time on a 2D canvas, keys marked, tangents
 * where the curve describes its keys with slopes, a cursor at the current time; wheel zooms time,
 * dragging pans, a double click shows the whole clip. Compared tracks add their difference.
 *
 * The graph is drawn once per change of tracks, view or size; moving the time only moves the
 * cursor, a line laid over the canvas.
 *
 * @module
 */
import type { Track } from "../model/clip.ts";
import type { Value } from "../model/value_type.ts";
import { KEYED_HERMITE, type KeyedComponent, keyedComponentsOf } from "../model/keyed.ts";

const COMPONENT_COLORS = ["#ff6b6b", "#6bdc6b", "#5aa9ff", "#e7c35a", "#c58bff", "#5fe3d3"];

/** A series to draw: a track, or a difference over time. */
export interface GraphSeries {
  /** The legend text. */
  readonly label: string;
  /** The track (its components are drawn), when the series is one. */
  readonly track?: Track;
  /** A difference over time (times, values), when the series is one. */
  readonly difference?: { readonly times: Float64Array; readonly values: Float64Array };
}

/**
 * The numbers of a value: vector and colour components, 0/1 for booleans, none for strings.
 *
 * @example
 * ```ts
 * import { valueComponents } from "./curves.ts";
 * import { deepEqual } from "node:assert/strict";
 * deepEqual(valueComponents({ x: 1, y: 2, z: 3 }), [1, 2, 3]);
 * deepEqual(valueComponents(true), [1]);
 * ```
 */
export function valueComponents(value: Value): number[] {
  if (typeof value === "number") return [value];
  if (typeof value === "boolean") return [value ? 1 : 0];
  if (typeof value === "bigint") return [Number(value)];
  if (typeof value === "string") return [];
  if (Array.isArray(value)) return value.flat();
  return Object.values(value as unknown as Record<string, number>).map(Number);
}

/**
 * The graph panel drawn on `canvas`.
 *
 * @example
 * ```ts ignore
 * const graph = new CurveGraph(canvas);
 * graph.setSeries([{ label: "Camera.position", track }], clip.duration);
 * graph.setTime(0.5);
 * ```
 */
export class CurveGraph {
  #canvas: HTMLCanvasElement;
  #cursor = document.createElement("div");
  #cursorLabel = document.createElement("span");
  #series: GraphSeries[] = [];
  #keyed: (readonly KeyedComponent[] | null)[] = [];
  #duration = 1;
  #from = 0;
  #to = 1;
  #time = 0;
  #dirty = true;
  #range: [number, number] = [0, 1];

  constructor(canvas: HTMLCanvasElement) {
    this.#canvas = canvas;
    this.#cursor.className = "cursor";
    this.#cursor.append(this.#cursorLabel);
    canvas.after(this.#cursor);
    new ResizeObserver(() => this.#invalidate()).observe(canvas);
    canvas.addEventListener("wheel", (e) => {
      e.preventDefault();
      const rect = canvas.getBoundingClientRect();
      const at = this.#from + ((e.clientX - rect.left) / rect.width) * (this.#to - this.#from);
      const factor = Math.exp(e.deltaY * 0.002);
      this.#from = at - (at - this.#from) * factor;
      this.#to = at + (this.#to - at) * factor;
      this.#invalidate();
    }, { passive: false });
    let drag: { x: number; from: number; to: number } | undefined;
    canvas.addEventListener("pointerdown", (e) => {
      drag = { x: e.clientX, from: this.#from, to: this.#to };
      canvas.setPointerCapture(e.pointerId);
    });
    canvas.addEventListener("pointermove", (e) => {
      if (drag === undefined) return;
      const shift = ((e.clientX - drag.x) / canvas.clientWidth) * (drag.to - drag.from);
      this.#from = drag.from - shift;
      this.#to = drag.to - shift;
      this.#invalidate();
    });
    canvas.addEventListener("pointerup", () => (drag = undefined));
    canvas.addEventListener("dblclick", () => this.showAll());
  }

  /** Draws these series over a clip of this duration (the whole clip in view). */
  setSeries(series: readonly GraphSeries[], duration: number): void {
    this.#series = [...series];
    this.#keyed = series.map((
      s,
    ) => (s.track === undefined ? null : keyedComponentsOf(s.track.curve)));
    this.#duration = duration > 0 ? duration : 1;
    this.showAll();
  }

  /** The whole clip in view. */
  showAll(): void {
    this.#from = 0;
    this.#to = this.#duration;
    this.#invalidate();
  }

  /** Moves the cursor (a line over the graph; the graph itself is not redrawn). */
  setTime(time: number): void {
    this.#time = time;
    this.#placeCursor();
  }

  /** Redraws the graph when it changed (tracks, view, size), and places the cursor. */
  draw(): void {
    const canvas = this.#canvas;
    const ratio = globalThis.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
      this.#dirty = true;
    }
    if (this.#dirty) this.#drawGraph(width, height, ratio);
    this.#placeCursor();
  }

  #placeCursor(): void {
    const x = this.#x(this.#time, this.#canvas.clientWidth);
    const inView = x >= 0 && x <= this.#canvas.clientWidth;
    this.#cursor.style.display = inView ? "block" : "none";
    this.#cursor.style.transform = `translateX(${x}px)`;
    this.#cursorLabel.textContent = `${this.#time.toFixed(3)} s`;
  }

  #invalidate(): void {
    this.#dirty = true;
    this.draw();
  }

  #x(time: number, width: number): number {
    return ((time - this.#from) / (this.#to - this.#from || 1)) * width;
  }

  #drawGraph(width: number, height: number, ratio: number): void {
    this.#dirty = false;
    const g = this.#canvas.getContext("2d")!;
    g.fillStyle = "#16181d";
    g.fillRect(0, 0, width, height);
    const pad = 14 * ratio;
    const steps = Math.min(2000, Math.max(2, Math.round(width / ratio)));
    const span = this.#to - this.#from;
    // Sample every series once; the value range follows what is in view.
    const sampled: number[][][] = this.#series.map((s) => {
      const rows: number[][] = [];
      for (let i = 0; i <= steps; i++) {
        const t = this.#from + (span * i) / steps;
        rows.push(
          s.track !== undefined ? valueComponents(s.track.curve.evaluate(t)) : [
            differenceAt(s.difference!, t),
          ],
        );
      }
      return rows;
    });
    // Tracks share the value axis; a difference has its own, from 0 up (labelled on the right).
    let lo = Infinity;
    let hi = -Infinity;
    let worst = 0;
    sampled.forEach((rows, k) => {
      const difference = this.#series[k]!.difference !== undefined;
      for (const row of rows) {
        for (const v of row) {
          if (!Number.isFinite(v)) continue;
          if (difference) worst = Math.max(worst, v);
          else (lo = Math.min(lo, v)), (hi = Math.max(hi, v));
        }
      }
    });
    const yDifference = (v: number) =>
      pad + (1 - v / (worst > 0 ? worst * 1.08 : 1)) * (height - 2 * pad);
    if (!(hi >= lo)) (lo = 0), (hi = 1);
    if (hi - lo < 1e-9) (lo -= 0.5), (hi += 0.5);
    const margin = (hi - lo) * 0.08;
    this.#range = [lo - margin, hi + margin];
    const y = (v: number) =>
      pad + (1 - (v - this.#range[0]) / (this.#range[1] - this.#range[0])) * (height - 2 * pad);
    // Axes: the time grid in round steps, and zero.
    g.strokeStyle = "#2d313b";
    g.fillStyle = "#8a909c";
    g.font = `${10 * ratio}px system-ui, sans-serif`;
    g.lineWidth = ratio;
    const tick = 10 ** Math.floor(Math.log10(span / 4 || 1));
    const every = span / tick > 20 ? tick * 5 : span / tick > 8 ? tick * 2 : tick;
    for (let t = Math.ceil(this.#from / every) * every; t <= this.#to; t += every) {
      const x = this.#x(t, width);
      g.beginPath();
      g.moveTo(x, 0);
      g.lineTo(x, height);
      g.stroke();
      g.fillText(`${+t.toFixed(6)}`, x + 2 * ratio, height - 3 * ratio);
    }
    if (this.#range[0] < 0 && this.#range[1] > 0) {
      g.beginPath();
      g.moveTo(0, y(0));
      g.lineTo(width, y(0));
      g.stroke();
    }
    g.fillText(`${+this.#range[1].toPrecision(4)}`, 2 * ratio, 24 * ratio);
    g.fillText(`${+this.#range[0].toPrecision(4)}`, 2 * ratio, height - 14 * ratio);
    if (this.#series.length === 0) {
      g.fillText("tick tracks in the list to draw them", 40 * ratio, height / 2);
      return;
    }
    let legendX = 4 * ratio;
    if (worst > 0) {
      g.fillStyle = "#ff6b6b";
      g.textAlign = "right";
      g.fillText(`${+(worst * 1.08).toPrecision(3)}`, width - 2 * ratio, 24 * ratio);
      g.fillText("0", width - 2 * ratio, height - 14 * ratio);
      g.textAlign = "left";
    }
    this.#series.forEach((s, k) => {
      const rows = sampled[k]!;
      const count = Math.max(...rows.map((r) => r.length), 0);
      const scale = s.difference !== undefined ? yDifference : y;
      // Every second track is dashed, to tell tracks apart (comparing: the second file's).
      g.setLineDash(s.track !== undefined && k % 2 === 1 ? [6 * ratio, 4 * ratio] : []);
      for (let c = 0; c < count; c++) {
        const color = s.difference !== undefined
          ? "#ff6b6b"
          : COMPONENT_COLORS[c % COMPONENT_COLORS.length]!;
        g.strokeStyle = color;
        g.lineWidth = 1.5 * ratio;
        g.beginPath();
        rows.forEach((row, i) => {
          const x = (i / steps) * width;
          const v = row[c]!;
          if (i === 0) g.moveTo(x, scale(v));
          else g.lineTo(x, scale(v));
        });
        g.stroke();
      }
      g.setLineDash([]);
      // Keys and tangents.
      if (s.track !== undefined) this.#drawKeys(g, s.track, this.#keyed[k]!, width, y, ratio);
      g.fillStyle = s.difference !== undefined ? "#ff6b6b" : "#d7dae0";
      g.fillText(s.label, legendX, 11 * ratio);
      legendX += g.measureText(s.label).width + 14 * ratio;
    });
  }

  #drawKeys(
    g: CanvasRenderingContext2D,
    track: Track,
    keyed: readonly KeyedComponent[] | null,
    width: number,
    y: (v: number) => number,
    ratio: number,
  ): void {
    const times = track.curve.keyTimes();
    // Past a few thousand keys in view the marks would only cover the line.
    let first = 0;
    while (first < times.length && times[first]! < this.#from) first++;
    let last = first;
    while (last < times.length && times[last]! <= this.#to) last++;
    if (last - first > width / (3 * ratio)) return;
    g.fillStyle = "#ffffff";
    for (let i = first; i < last; i++) {
      const x = this.#x(times[i]!, width);
      for (const v of valueComponents(track.curve.evaluate(times[i]!))) {
        g.fillRect(x - 2 * ratio, y(v) - 2 * ratio, 4 * ratio, 4 * ratio);
      }
    }
    if (keyed === null) return;
    // Tangents: where a segment is a Hermite, its slopes at both keys, a third of the way.
    g.strokeStyle = "#ffffff88";
    g.lineWidth = ratio;
    for (const k of keyed) {
      for (let i = 0; i < k.times.length; i++) {
        const t = k.times[i]!;
        if (t < this.#from || t > this.#to) continue;
        const into = i > 0 && k.modes[i - 1] === KEYED_HERMITE;
        const out = i + 1 < k.times.length && k.modes[i] === KEYED_HERMITE;
        if (!into && !out) continue;
        const before = into ? (t - k.times[i - 1]!) / 3 : 0;
        const after = out ? (k.times[i + 1]! - t) / 3 : 0;
        g.beginPath();
        g.moveTo(this.#x(t - before, width), y(k.values[i]! - k.inSlopes[i]! * before));
        g.lineTo(this.#x(t + after, width), y(k.values[i]! + k.outSlopes[i]! * after));
        g.stroke();
      }
    }
  }
}

/** A difference series at a time: linear between its samples. */
function differenceAt(d: { times: Float64Array; values: Float64Array }, t: number): number {
  const { times, values } = d;
  if (times.length === 0) return 0;
  if (t <= times[0]!) return values[0]!;
  if (t >= times[times.length - 1]!) return values[values.length - 1]!;
  let lo = 0;
  let hi = times.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= t) lo = mid;
    else hi = mid;
  }
  const f = (t - times[lo]!) / (times[hi]! - times[lo]! || 1);
  return values[lo]! + f * (values[hi]! - values[lo]!);
}
