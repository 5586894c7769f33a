/// <reference lib="dom" />
/**
 * The viewer application: opens files (the page's own, dropped or picked ones), plays the clip,
 * and wires the 3D view, the timeline, the curves, the problems and the comparison together. It
 * also answers the page's script contract, {@linkcode AnimkitView}.
 *
 * @module
 */
import { formatLocation } from "../errors.ts";
import type { Problem } from "../formats/format.ts";
import type { Clip } from "../model/clip.ts";
import { writeSampleJson } from "../model/sample.ts";
import { type OpenedFile, openFile, type SourceFile } from "./load.ts";
import { ClipPose, type PosedNode } from "./pose.ts";
import { type Layout, PoseScene } from "./scene.ts";
import { CurveGraph, type GraphSeries } from "./curves.ts";
import { TrackTree } from "./track_tree.ts";
import { type ClipComparison, compareClips } from "./compare.ts";
import type { Value, ValueType } from "../model/value_type.ts";

/** Playback state, as {@linkcode AnimkitView.state} gives it. */
export interface PlaybackState {
  /** The current time in seconds. */
  readonly time: number;
  /** Whether the clip is playing. */
  readonly playing: boolean;
  /** Playback speed (0.1–4). */
  readonly speed: number;
  /** Whether playback wraps at the end. */
  readonly loop: boolean;
}

/** The clip summary {@linkcode AnimkitView.clip} gives. */
export interface ClipSummary {
  /** The clip's name. */
  readonly name: string;
  /** Duration in seconds. */
  readonly duration: number;
  /** The tracks. */
  readonly tracks: readonly { node: string; property: string; valueType: ValueType }[];
}

/** One compared track, as {@linkcode AnimkitView.comparison} gives it. */
export interface ComparedTrack {
  /** Node name. */
  readonly node: string;
  /** Property name. */
  readonly property: string;
  /** `deg` for rotations, otherwise empty (the track's unit). */
  readonly unit: string;
  /** The largest difference over the played range. */
  readonly maxError: number;
}

/** The page's contract for scripts and tests, installed as `globalThis.animkitView`. */
export interface AnimkitView {
  /** Resolves once the file (or files) shown now have been read. */
  readonly ready: Promise<void>;
  /** The clip shown, or null when there is none. */
  readonly clip: ClipSummary | null;
  /** Exactly the JSON of `animkit sample --json` at these times (parsed). */
  sample(times: readonly number[]): unknown;
  /** Moves to a time in seconds. */
  setTime(time: number): void;
  /** Starts playing. */
  play(): void;
  /** Stops playing. */
  pause(): void;
  /** The playback state. */
  state(): PlaybackState;
  /** The validation findings shown (the first file's, then the second's when comparing). */
  readonly problems: readonly Problem[];
  /** World positions of the nodes the 3D view draws now. */
  pose(): PosedNode[];
  /** When comparing: the difference per shared track; otherwise null. */
  readonly comparison: {
    readonly tracks: readonly ComparedTrack[];
    readonly onlyInA: readonly string[];
    readonly onlyInB: readonly string[];
  } | null;
  /** Opens files as if dropped on the page (two are compared). */
  open(files: readonly SourceFile[]): Promise<void>;
}

/** Sample times beyond ±1e9 s are refused, as `sample --at` refuses them. */
const MAX_SAMPLE_TIME = 1e9;

/** A frame step, in seconds. */
const FRAME = 1 / 30;

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`the page has no #${id}`);
  return found as T;
}

/**
 * The application bound to the page's elements.
 *
 * @example
 * ```ts ignore
 * const app = new ViewerApp();
 * await app.open([{ name: "wave.mrtk.bin", bytes }]);
 * app.setTime(0.5);
 * ```
 */
export class ViewerApp {
  #files: OpenedFile[] = [];
  #poses: ClipPose[] = [];
  #comparison: ClipComparison | undefined;
  #time = 0;
  #playing = false;
  #speed = 1;
  #loop = true;
  #last: number | undefined;
  #ready: Promise<void> = Promise.resolve();
  #values: Value[] = [];
  #scene: PoseScene;
  #graph: CurveGraph;
  #tree: TrackTree;
  #selectedDifference: number | undefined;
  #ui = {
    title: element<HTMLElement>("title"),
    empty: element<HTMLElement>("empty"),
    play: element<HTMLButtonElement>("play"),
    scrub: element<HTMLInputElement>("scrub"),
    ticks: element<HTMLElement>("ticks"),
    time: element<HTMLInputElement>("time"),
    duration: element<HTMLElement>("duration"),
    speed: element<HTMLSelectElement>("speed"),
    loop: element<HTMLInputElement>("loop"),
    clip: element<HTMLSelectElement>("clip"),
    mode: element<HTMLSelectElement>("mode"),
    up: element<HTMLSelectElement>("up"),
    problems: element<HTMLElement>("problems"),
    problemCount: element<HTMLElement>("problem-count"),
    comparePanel: element<HTMLElement>("compare-panel"),
    compare: element<HTMLElement>("compare"),
    file: element<HTMLInputElement>("file"),
  };

  constructor() {
    this.#scene = new PoseScene(element("view"), element("hover"));
    this.#graph = new CurveGraph(element<HTMLCanvasElement>("graph"));
    this.#tree = new TrackTree(element("tree"), element<HTMLInputElement>("filter"), () => {
      this.#selectedDifference = undefined;
      this.#showCurves();
      this.#tree.showValues(this.#values);
    });
    this.#bindControls();
  }

  /** The script contract. */
  api(): AnimkitView {
    // deno-lint-ignore no-this-alias
    const app = this;
    return {
      get ready() {
        return app.#ready;
      },
      get clip() {
        const clip = app.#clip;
        return clip === undefined ? null : {
          name: clip.name,
          duration: clip.duration,
          tracks: clip.tracks.map((t) => ({
            node: t.node,
            property: t.property,
            valueType: t.valueType,
          })),
        };
      },
      sample: (times) => app.sample(times),
      setTime: (time) => app.setTime(time),
      play: () => app.play(),
      pause: () => app.pause(),
      state: () => app.state(),
      get problems() {
        return app.#files.flatMap((f) => f.problems);
      },
      pose: () => app.#poses.flatMap((p) => p.pose()),
      get comparison() {
        const c = app.#comparison;
        return c === undefined ? null : {
          tracks: c.tracks.map((t) => ({
            node: t.node,
            property: t.property,
            unit: t.unit,
            maxError: t.maxError,
          })),
          onlyInA: c.onlyInA,
          onlyInB: c.onlyInB,
        };
      },
      open: (files) => app.open(files),
    };
  }

  get #clip(): Clip | undefined {
    return this.#files[0]?.clip;
  }

  get #duration(): number {
    return Math.max(0, ...this.#files.map((f) => f.clip?.duration ?? 0));
  }

  /** Opens one file, or two to compare; `ready` follows the newest call. */
  open(sources: readonly SourceFile[]): Promise<void> {
    // Performance marks for scripts that time the page: `animkit:ready` when the files are read
    // and shown, `animkit:drawn` when the 3D view has drawn them.
    this.#ready = this.#open(sources).then(() => {
      performance.mark("animkit:ready");
      this.#scene.afterRender(() => performance.mark("animkit:drawn"));
    });
    return this.#ready;
  }

  async #open(sources: readonly SourceFile[]): Promise<void> {
    this.pause();
    const files = await Promise.all(sources.slice(0, 2).map((s) => openFile(s)));
    this.#files = files;
    this.#poses = files.flatMap((f) => {
      if (f.clip === undefined) return [];
      try {
        return [new ClipPose(f.clip)];
      } catch (error) {
        // The file still shows its tracks, curves and problems; only its 3D pose is missing.
        console.warn(`${f.source.name}: no 3D pose: ${String(error)}`);
        return [];
      }
    });
    const [a, b] = files;
    this.#comparison = a?.clip !== undefined && b?.clip !== undefined
      ? compareClips(a.clip, b.clip)
      : undefined;
    this.#time = 0;
    this.#values = [];
    this.#showFiles();
    this.#scene.setUp(a?.format?.name === "retro-anim" ? "z" : "y");
    this.#ui.up.value = a?.format?.name === "retro-anim" ? "z" : "y";
    this.#scene.setPoses(this.#poses, this.#duration);
    // Ready once read and shown; the 3D view draws its first frame at the next animation frame.
    this.#frame(true);
  }

  /** `animkit sample --json` at these times, parsed; times as `sample --at` takes them. */
  sample(times: readonly number[]): unknown {
    for (const t of times) {
      if (typeof t !== "number" || !Number.isFinite(t) || Math.abs(t) > MAX_SAMPLE_TIME) {
        throw new RangeError(`sample times are finite seconds within ±1e9, not ${t}`);
      }
    }
    const clip = this.#clip;
    if (clip === undefined) {
      throw new Error(this.#files[0]?.readError?.message ?? "no clip is open");
    }
    const parts: string[] = [];
    writeSampleJson(clip.tracks, times, (text) => parts.push(text));
    return JSON.parse(parts.join(""));
  }

  /** Moves to `time` seconds and redraws. */
  setTime(time: number): void {
    if (!Number.isFinite(time)) throw new RangeError(`not a time: ${time}`);
    this.#time = time;
    this.#frame();
  }

  /** Starts playing (from the start when at the end). */
  play(): void {
    if (this.#playing) return;
    if (!this.#loop && this.#time >= this.#duration) this.#time = 0;
    this.#playing = true;
    this.#last = undefined;
    this.#ui.play.classList.add("playing");
    requestAnimationFrame((now) => this.#tick(now));
  }

  /** Stops playing. */
  pause(): void {
    this.#playing = false;
    this.#ui.play.classList.remove("playing");
  }

  /** The playback state. */
  state(): PlaybackState {
    return { time: this.#time, playing: this.#playing, speed: this.#speed, loop: this.#loop };
  }

  #tick(now: number): void {
    if (!this.#playing) return;
    const duration = this.#duration;
    if (this.#last !== undefined && duration > 0) {
      let t = this.#time + ((now - this.#last) / 1000) * this.#speed;
      if (t > duration) {
        if (this.#loop) t %= duration;
        else {
          t = duration;
          this.pause();
        }
      }
      this.#time = t;
    }
    this.#last = now;
    this.#frame();
    if (this.#playing) requestAnimationFrame((n) => this.#tick(n));
  }

  /**
   * One frame: every track evaluated, the poses, the 3D view (drawn now, or at the next animation
   * frame with `later`), the curves and the timeline.
   */
  #frame(later = false): void {
    const t = this.#time;
    const clip = this.#clip;
    if (clip !== undefined) {
      const values = this.#values;
      for (let i = 0; i < clip.tracks.length; i++) values[i] = clip.tracks[i]!.curve.evaluate(t);
    }
    for (const pose of this.#poses) pose.update(t);
    this.#scene.draw(later);
    this.#graph.setTime(t);
    this.#tree.showValues(this.#values);
    if (document.activeElement !== this.#ui.scrub) this.#ui.scrub.value = String(t);
    const text = t.toFixed(4);
    if (document.activeElement !== this.#ui.time && this.#ui.time.value !== text) {
      this.#ui.time.value = text;
    }
  }

  #showFiles(): void {
    const ui = this.#ui;
    const files = this.#files;
    const [a, b] = files;
    ui.title.textContent = files
      .map((f) =>
        `${f.source.name}${f.format === undefined ? "" : ` (${f.format.title})`}${
          f.clip === undefined ? "" : ` — ${f.clip.tracks.length} tracks`
        }`
      ).join("  vs  ");
    ui.empty.classList.toggle("hidden", files.length > 0);
    document.title = files.length === 0
      ? "animkit view"
      : `${files.map((f) => f.source.name).join(" vs ")} — animkit view`;
    const duration = this.#duration;
    ui.scrub.max = String(duration || 1);
    ui.time.max = String(duration);
    ui.duration.textContent = `/ ${duration.toFixed(3)} s`;
    // Events and markers as ticks above the scrubber.
    ui.ticks.replaceChildren(
      ...(a?.clip?.events ?? []).map((e) => {
        const tick = document.createElement("i");
        tick.style.left = `${duration > 0 ? (100 * e.time) / duration : 0}%`;
        tick.title = `${e.name} @ ${e.time} s`;
        return tick;
      }),
    );
    // The clip picker, for files with several animations.
    ui.clip.replaceChildren(
      ...(a?.animations ?? []).map((name, i) => {
        const option = document.createElement("option");
        option.value = String(i);
        option.textContent = name;
        return option;
      }),
    );
    ui.clip.classList.toggle("hidden", (a?.animations.length ?? 0) < 2);
    if (a !== undefined && a.animations.length > 1 && a.clip !== undefined) {
      const index = a.animations.indexOf(a.clip.name);
      ui.clip.value = String(index >= 0 ? index : 0);
    }
    ui.mode.classList.toggle("hidden", b === undefined);
    this.#showProblems();
    this.#showComparison();
    this.#tree.setTracks(a?.clip?.tracks ?? [], this.#defaultSelection(a?.clip));
    this.#showCurves();
  }

  /** The first track with numbers in it, ticked when a clip opens. */
  #defaultSelection(clip: Clip | undefined): number[] {
    const first = clip?.tracks.findIndex((t) => t.valueType !== "string") ?? -1;
    return first < 0 ? [] : [first];
  }

  #showProblems(): void {
    const ui = this.#ui;
    const items: HTMLElement[] = [];
    for (const file of this.#files) {
      for (const p of file.problems) {
        const li = document.createElement("li");
        li.className = p.severity;
        const where = formatLocation(p.location);
        const prefix = this.#files.length > 1 ? `${file.source.name}: ` : "";
        const head = document.createElement("span");
        head.className = "where";
        head.textContent = `${prefix}${p.severity}${where === "" ? "" : ` at ${where}`}: `;
        li.append(head, p.message);
        items.push(li);
      }
    }
    for (const file of this.#files) {
      // Why there is no clip, when the file reads but holds none (a CHAR).
      if (file.readError === undefined || file.problems.length > 0) continue;
      const li = document.createElement("li");
      li.textContent = `${
        this.#files.length > 1 ? `${file.source.name}: ` : ""
      }${file.readError.message}`;
      items.push(li);
    }
    if (items.length === 0 && this.#files.length > 0) {
      const li = document.createElement("li");
      li.textContent = `no problems: ${this.#files.map((f) => f.format?.title ?? "?").join(", ")}`;
      items.push(li);
    }
    ui.problems.replaceChildren(...items);
    const count = this.#files.reduce((n, f) => n + f.problems.length, 0);
    ui.problemCount.textContent = count === 0 ? "" : `(${count})`;
  }

  #showComparison(): void {
    const ui = this.#ui;
    const c = this.#comparison;
    ui.comparePanel.classList.toggle("hidden", c === undefined);
    if (c === undefined) {
      ui.compare.replaceChildren();
      return;
    }
    const table = document.createElement("table");
    const head = table.createTHead().insertRow();
    for (const h of ["track", "max difference", ""]) {
      const th = document.createElement("th");
      th.textContent = h;
      head.append(th);
    }
    const body = table.createTBody();
    c.tracks.forEach((t, i) => {
      const row = body.insertRow();
      row.dataset.track = `${t.node}.${t.property}`;
      row.insertCell().textContent = `${t.node}.${t.property}`;
      const max = row.insertCell();
      max.className = "num";
      max.textContent = t.maxError === 0 ? "0" : t.maxError.toPrecision(4);
      row.insertCell().textContent = t.unit === "deg" ? "°" : "";
      row.style.cursor = "pointer";
      row.addEventListener("click", () => {
        this.#selectedDifference = i;
        for (const r of body.rows) r.classList.toggle("sel", r === row);
        this.#showCurves();
      });
    });
    const notes = document.createElement("p");
    notes.textContent = [
      c.onlyInA.length > 0 ? `${c.onlyInA.length} tracks only in the first file` : "",
      c.onlyInB.length > 0 ? `${c.onlyInB.length} tracks only in the second file` : "",
    ].filter((s) => s !== "").join("; ");
    ui.compare.replaceChildren(table, notes);
  }

  #showCurves(): void {
    const clip = this.#clip;
    const series: GraphSeries[] = [];
    const c = this.#comparison;
    if (this.#selectedDifference !== undefined && c !== undefined) {
      const d = c.tracks[this.#selectedDifference]!;
      const tb = this.#files[1]?.clip?.tracks.find((t) =>
        t.node === d.node && t.property === d.property
      );
      const ta = clip?.tracks.find((t) => t.node === d.node && t.property === d.property);
      if (ta !== undefined) series.push({ label: `A ${d.node}.${d.property}`, track: ta });
      if (tb !== undefined) series.push({ label: `B ${d.node}.${d.property}`, track: tb });
      series.push({
        label: `difference${d.unit === "deg" ? " (°)" : ""}, max ${d.maxError.toPrecision(4)}`,
        difference: { times: d.times, values: d.errors },
      });
    } else if (clip !== undefined) {
      for (const i of this.#tree.selected()) {
        const track = clip.tracks[i]!;
        series.push({ label: `${track.node}.${track.property}`, track });
      }
    }
    this.#graph.setSeries(series, this.#duration);
    this.#graph.setTime(this.#time);
  }

  #bindControls(): void {
    const ui = this.#ui;
    ui.play.addEventListener("click", () => (this.#playing ? this.pause() : this.play()));
    ui.scrub.addEventListener("input", () => this.setTime(Number(ui.scrub.value)));
    ui.time.addEventListener("change", () => {
      const t = Number(ui.time.value);
      if (Number.isFinite(t)) this.setTime(Math.min(Math.max(t, 0), this.#duration));
    });
    element("prev").addEventListener("click", () => this.#step(-1));
    element("next").addEventListener("click", () => this.#step(1));
    ui.speed.addEventListener("change", () => {
      this.#speed = Math.min(4, Math.max(0.1, Number(ui.speed.value) || 1));
    });
    ui.loop.addEventListener("change", () => (this.#loop = ui.loop.checked));
    ui.mode.addEventListener("change", () => this.#scene.setLayout(ui.mode.value as Layout));
    ui.up.addEventListener("change", () => this.#scene.setUp(ui.up.value as "y" | "z"));
    element("frame").addEventListener("click", () => this.#scene.frame());
    ui.clip.addEventListener("change", () => {
      const a = this.#files[0];
      if (a === undefined) return;
      const rest = this.#files.slice(1).map((f) => f.source);
      const options = { ...a.source.options, animation: ui.clip.value };
      void this.open([{ ...a.source, options }, ...rest]);
    });
    element("open").addEventListener("click", () => ui.file.click());
    ui.file.addEventListener("change", async () => {
      await this.#openDropped(ui.file.files);
      ui.file.value = "";
    });
    const body = document.body;
    body.addEventListener("dragover", (e) => {
      e.preventDefault();
      body.classList.add("dragging");
    });
    body.addEventListener("dragleave", () => body.classList.remove("dragging"));
    body.addEventListener("drop", (e) => {
      e.preventDefault();
      body.classList.remove("dragging");
      void this.#openDropped(e.dataTransfer?.files ?? null);
    });
    document.addEventListener("keydown", (e) => {
      if (e.target instanceof HTMLInputElement && e.target.type !== "range") return;
      if (e.key === " ") {
        e.preventDefault();
        this.#playing ? this.pause() : this.play();
      } else if (e.key === "ArrowLeft") this.#step(-1);
      else if (e.key === "ArrowRight") this.#step(1);
    });
  }

  /** To the next (+1) or previous (−1) time on the frame grid. */
  #step(direction: 1 | -1): void {
    this.pause();
    const at = this.#time / FRAME;
    const frame = direction > 0 ? Math.floor(at + 1e-9) + 1 : Math.ceil(at - 1e-9) - 1;
    const t = frame * FRAME;
    this.setTime(Math.min(Math.max(t, 0), this.#duration));
  }

  async #openDropped(list: FileList | null): Promise<void> {
    if (list === null || list.length === 0) return;
    const files = [...list].slice(0, 2);
    const sources = await Promise.all(
      files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
    );
    await this.open(sources);
  }
}
