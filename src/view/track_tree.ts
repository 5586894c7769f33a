/// <reference lib="dom" />
/**
 * The track tree: a clip's tracks grouped by node, with a filter box; ticking a track shows its
 * graph.
 *
 * @module
 */
import type { Track } from "../model/clip.ts";
import type { Value } from "../model/value_type.ts";

/**
 * Fills `tree` with `tracks` grouped by node and calls `onChange` with the ticked tracks' indices
 * whenever the selection changes.
 *
 * @example
 * ```ts ignore
 * const tree = new TrackTree(treeElement, filterInput, (selected) => graph.show(selected));
 * tree.setTracks(clip.tracks, [0]);
 * ```
 */
export class TrackTree {
  #tree: HTMLElement;
  #filter: HTMLInputElement;
  #onChange: (selected: number[]) => void;
  #boxes: HTMLInputElement[] = [];
  #readouts: HTMLElement[] = [];
  #groups: { element: HTMLDetailsElement; node: string; labels: HTMLLabelElement[] }[] = [];

  constructor(tree: HTMLElement, filter: HTMLInputElement, onChange: (selected: number[]) => void) {
    this.#tree = tree;
    this.#filter = filter;
    this.#onChange = onChange;
    filter.addEventListener("input", () => this.#applyFilter());
  }

  /** Shows these tracks, `selected` ticked. */
  setTracks(tracks: readonly Track[], selected: readonly number[]): void {
    this.#tree.replaceChildren();
    this.#boxes = [];
    this.#readouts = [];
    this.#groups = [];
    const byNode = new Map<string, number[]>();
    tracks.forEach((t, i) => {
      const list = byNode.get(t.node);
      if (list === undefined) byNode.set(t.node, [i]);
      else list.push(i);
    });
    const few = byNode.size <= 12;
    for (const [node, indices] of byNode) {
      const group = document.createElement("details");
      group.open = few || indices.some((i) => selected.includes(i));
      const summary = document.createElement("summary");
      summary.textContent = node === "" ? "(root)" : node;
      group.append(summary);
      const labels: HTMLLabelElement[] = [];
      for (const i of indices) {
        const label = document.createElement("label");
        const box = document.createElement("input");
        box.type = "checkbox";
        box.checked = selected.includes(i);
        box.dataset.track = String(i);
        box.addEventListener("change", () => this.#onChange(this.selected()));
        this.#boxes[i] = box;
        label.append(box, ` ${tracks[i]!.property} `);
        const type = document.createElement("small");
        type.textContent = tracks[i]!.valueType;
        const readout = document.createElement("output");
        this.#readouts[i] = readout;
        label.append(type, readout);
        label.dataset.name = `${node}.${tracks[i]!.property}`.toLowerCase();
        labels.push(label);
        group.append(label);
      }
      this.#groups.push({ element: group, node, labels });
      this.#tree.append(group);
    }
    this.#applyFilter();
  }

  /** The ticked tracks' indices. */
  selected(): number[] {
    const out: number[] = [];
    this.#boxes.forEach((box, i) => {
      if (box?.checked) out.push(i);
    });
    return out;
  }

  /** Shows the current value beside each ticked track (`values` by track index). */
  showValues(values: readonly Value[]): void {
    this.#boxes.forEach((box, i) => {
      const readout = this.#readouts[i]!;
      const text = box.checked && i < values.length ? valueText(values[i]!) : "";
      if (readout.textContent !== text) readout.textContent = text;
    });
  }

  /** Ticks exactly these tracks. */
  select(indices: readonly number[]): void {
    this.#boxes.forEach((box, i) => {
      if (box !== undefined) box.checked = indices.includes(i);
    });
    this.#onChange(this.selected());
  }

  #applyFilter(): void {
    const words = this.#filter.value.toLowerCase().split(/\s+/).filter((w) => w !== "");
    for (const group of this.#groups) {
      let any = false;
      for (const label of group.labels) {
        const show = words.every((w) => label.dataset.name!.includes(w));
        label.classList.toggle("hidden", !show);
        any ||= show;
      }
      group.element.classList.toggle("hidden", !any);
      if (words.length > 0 && any) group.element.open = true;
    }
  }
}

/** A value for the readout: numbers to 4 significant digits, components space-separated. */
function valueText(value: Value): string {
  const number = (v: unknown) => typeof v === "number" ? String(+v.toPrecision(4)) : String(v);
  if (typeof value !== "object" || value === null) return ` = ${number(value)}`;
  const parts = Array.isArray(value) ? value.flat() : Object.values(value);
  return ` = ${parts.map(number).join(" ")}`;
}
