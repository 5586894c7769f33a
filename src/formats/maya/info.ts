/**
 * A summary of a Maya `.anim` document for `info`.
 *
 * @module
 */
import type { MayaDocument } from "./document.ts";
import { mayaTimeUnitFps } from "./document.ts";

/** One curve's line in {@linkcode MayaInfo.curveList}. */
export interface MayaCurveInfo {
  /** Node name (empty if none). */
  readonly node: string;
  /** Full attribute name (empty if none). */
  readonly attribute: string;
  /** Clipboard row/child/attr. */
  readonly address: readonly [number, number, number];
  /** `input` word in effect. */
  readonly input: string;
  /** `output` word in effect. */
  readonly output: string;
  /** Weighted tangents. */
  readonly weighted: boolean;
  /** Number of keys. */
  readonly keys: number;
  /** First and last key input (frames or unitless), or null without keys. */
  readonly range: readonly [number, number] | null;
}

/** The `info --json` shape for Maya files. */
export interface MayaInfo {
  /** Always `"maya"`. */
  readonly format: "maya";
  /** `animVersion`. */
  readonly animVersion: string;
  /** `mayaVersion`, or null. */
  readonly mayaVersion: string | null;
  /** Header units as written (null when absent) and the frame rate in effect. */
  readonly units: {
    readonly time: string | null;
    readonly fps: number;
    readonly linear: string | null;
    readonly angular: string | null;
  };
  /** Header clipboard range (null when absent). */
  readonly range: {
    readonly startTime: number | null;
    readonly endTime: number | null;
    readonly startUnitless: number | null;
    readonly endUnitless: number | null;
  };
  /** Number of curves. */
  readonly curves: number;
  /** Number of keys over all curves. */
  readonly keys: number;
  /** Tangent type words used (in and out sides counted separately) → count. */
  readonly tangentTypes: Readonly<Record<string, number>>;
  /** Number of curves with weighted tangents. */
  readonly weightedCurves: number;
  /** Infinity words used (pre and post counted separately; absent = constant) → count. */
  readonly infinities: Readonly<Record<string, number>>;
  /** Placeholder items (`anim` lines without animData): their names. */
  readonly placeholders: readonly string[];
  /** Every curve. */
  readonly curveList: readonly MayaCurveInfo[];
}

/**
 * Summarises a Maya document.
 *
 * @example
 * ```ts ignore
 * const info = mayaInfo(readMaya(bytes).document);
 * info.curves; info.keys; info.tangentTypes;
 * ```
 */
export function mayaInfo(doc: MayaDocument): MayaInfo {
  const h = doc.header;
  const counts = new Map<number, number>();
  const k = doc.keys;
  for (let i = 0; i < k.time.length; i++) {
    counts.set(k.inType[i]!, (counts.get(k.inType[i]!) ?? 0) + 1);
    counts.set(k.outType[i]!, (counts.get(k.outType[i]!) ?? 0) + 1);
  }
  const tangentTypes: Record<string, number> = {};
  for (const [code, n] of [...counts].sort((a, b) => a[0] - b[0])) {
    tangentTypes[doc.tangentWords[code]!] = n;
  }
  const placeholders: string[] = [];
  const curveList: MayaCurveInfo[] = [];
  const infinities: Record<string, number> = {};
  for (const item of doc.items) {
    const d = item.data;
    if (d === null) {
      placeholders.push(item.node || item.names.join(" "));
      continue;
    }
    for (const word of [d.preInfinity ?? "constant", d.postInfinity ?? "constant"]) {
      infinities[word] = (infinities[word] ?? 0) + 1;
    }
    curveList.push({
      node: item.node,
      attribute: item.attribute,
      address: [item.row, item.child, item.attr],
      input: d.input ?? "time",
      output: d.output ?? "linear",
      weighted: d.weighted !== null ? d.weighted === 1 : Number(h.animVersion) < 1.1,
      keys: d.keyCount,
      range: d.keyCount > 0 ? [k.time[d.firstKey]!, k.time[d.firstKey + d.keyCount - 1]!] : null,
    });
  }
  return {
    format: "maya",
    animVersion: h.animVersion,
    mayaVersion: h.mayaVersion,
    units: {
      time: h.timeUnit,
      fps: mayaTimeUnitFps(h.timeUnit ?? "film") ?? 24,
      linear: h.linearUnit,
      angular: h.angularUnit,
    },
    range: {
      startTime: h.startTime,
      endTime: h.endTime,
      startUnitless: h.startUnitless,
      endUnitless: h.endUnitless,
    },
    curves: curveList.length,
    keys: k.time.length,
    tangentTypes,
    weightedCurves: curveList.filter((c) => c.weighted).length,
    infinities,
    placeholders,
    curveList,
  };
}

/**
 * Renders {@linkcode MayaInfo} as terminal lines.
 *
 * @example
 * ```ts ignore
 * console.log(mayaInfoText(mayaInfo(doc)).join("\n"));
 * ```
 */
export function mayaInfoText(info: MayaInfo): string[] {
  const u = info.units;
  const r = info.range;
  const lines = [
    `format:       Maya .anim ${info.animVersion}${
      info.mayaVersion !== null ? ` (Maya ${info.mayaVersion})` : ""
    }`,
    `units:        time ${u.time ?? "(default film)"} (${u.fps} fps), linear ${
      u.linear ?? "(default cm)"
    }, angular ${u.angular ?? "(default deg)"}`,
    `range:        ${r.startTime ?? "-"} .. ${r.endTime ?? "-"} frames${
      r.startUnitless !== null || r.endUnitless !== null
        ? `, unitless ${r.startUnitless ?? "-"} .. ${r.endUnitless ?? "-"}`
        : ""
    }`,
    `curves:       ${info.curves}${
      info.weightedCurves > 0 ? ` (${info.weightedCurves} weighted)` : ""
    }`,
    `keys:         ${info.keys}`,
    `tangents:     ${
      Object.entries(info.tangentTypes).map(([w, n]) => `${w} ${n}`).join(", ") || "none"
    }`,
    `infinities:   ${
      Object.entries(info.infinities).map(([w, n]) => `${w} ${n}`).join(", ") || "none"
    }`,
    `placeholders: ${info.placeholders.length}${
      info.placeholders.length > 0 ? ` (${info.placeholders.join(", ")})` : ""
    }`,
  ];
  if (info.curveList.length > 0) {
    const label = (c: MayaCurveInfo) =>
      `${c.node}${c.node && c.attribute ? "." : ""}${c.attribute}`;
    const width = Math.max(5, ...info.curveList.map((c) => label(c).length));
    lines.push("", `${"curve".padEnd(width)}  input/output       keys  range`);
    for (const c of info.curveList) {
      lines.push(
        `${label(c).padEnd(width)}  ${
          `${c.input}/${c.output}${c.weighted ? " w" : ""}`.padEnd(17)
        }  ${String(c.keys).padStart(5)}  ${
          c.range === null ? "-" : `${c.range[0]} .. ${c.range[1]}`
        }`,
      );
    }
  }
  return lines;
}
