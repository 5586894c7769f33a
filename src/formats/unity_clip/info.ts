/**
 * `info` for Unity AnimationClips.
 *
 * @module
 */
import { readableNumber } from "../../model/number_text.ts";
import type { InfoReport } from "../format.ts";
import { UNITY_CURVE_LISTS, type UnityClipDocument, unityClipSetting } from "./document.ts";

const WRAP_NAMES: Readonly<Record<number, string>> = {
  0: "Default",
  1: "Once",
  2: "Loop",
  4: "PingPong",
  8: "ClampForever",
};

/**
 * Summarises a clip: name, sample rate, wrap mode, loop settings, legacy flag, curves and
 * keyframes per list (`keys`: a keyframe holds every component of its curve), time range and
 * events. The text's `keys` line counts what `info --json` counts as `keyCount`: the keys of the
 * curves the clip plays (editor lists left out) over all components.
 *
 * @example
 * ```ts ignore
 * const { json, text } = unityClipInfo(readUnityClip(bytes));
 * ```
 */
export function unityClipInfo(doc: UnityClipDocument): InfoReport {
  const curves: Record<string, number> = {};
  const keys: Record<string, number> = {};
  let first = Infinity;
  let last = -Infinity;
  const range = (time: Float32Array) => {
    if (time.length === 0) return;
    first = Math.min(first, time[0]!);
    last = Math.max(last, time[time.length - 1]!);
  };
  for (const list of UNITY_CURVE_LISTS) {
    curves[list] = 0;
    keys[list] = 0;
  }
  // The keys the clip plays, over all components (a rotation keyframe is 4): the count the
  // common model gives (`keyCount` of `info --json`). Editor lists are copies Unity does not play.
  let played = 0;
  for (const c of doc.curves) {
    curves[c.list]!++;
    keys[c.list]! += c.time.length;
    if (c.list !== "m_EditorCurves" && c.list !== "m_EulerEditorCurves") {
      range(c.time);
      played += c.time.length * c.dims;
    }
  }
  curves.m_PPtrCurves = doc.pptrCurves.length;
  keys.m_PPtrCurves = doc.pptrCurves.reduce((n, p) => n + p.time.length, 0);
  for (const p of doc.pptrCurves) {
    range(p.time);
    played += p.time.length;
  }
  const s = doc.settings;
  const flag = (k: string) => s[k] === undefined ? null : unityClipSetting(s, k, 0) !== 0;
  const json = {
    format: "unity-clip",
    name: doc.name,
    sampleRate: doc.sampleRate,
    wrapMode: doc.wrapMode,
    wrapModeName: WRAP_NAMES[doc.wrapMode] ?? null,
    legacy: doc.legacy,
    loop: {
      loopTime: flag("m_LoopTime"),
      loopBlend: flag("m_LoopBlend"),
      cycleOffset: s.m_CycleOffset === undefined ? null : unityClipSetting(s, "m_CycleOffset", 0),
      startTime: s.m_StartTime === undefined ? null : unityClipSetting(s, "m_StartTime", 0),
      stopTime: s.m_StopTime === undefined ? null : unityClipSetting(s, "m_StopTime", 0),
    },
    curves,
    keys,
    compressedRotationCurves: doc.compressedRotationCurves,
    timeRange: first <= last ? [first, last] : null,
    events: doc.events.map((e) => ({ time: e.time, functionName: e.functionName })),
  };
  const editor = (list: string) => list === "m_EditorCurves" || list === "m_EulerEditorCurves";
  const lists = Object.entries(curves).filter(([, n]) => n > 0)
    .map(([list, n]) =>
      `${list.slice(2)} ${n} (${keys[list]} keyframe${keys[list] === 1 ? "" : "s"}${
        editor(list) ? ", not played" : ""
      })`
    );
  const text = [
    `format:    Unity AnimationClip${doc.legacy ? " (legacy)" : ""}`,
    `name:      ${doc.name}`,
    `rate:      ${readableNumber(doc.sampleRate)} fps`,
    `wrap:      ${json.wrapModeName ?? doc.wrapMode}; loop time ${
      json.loop.loopTime === null ? "unset" : json.loop.loopTime ? "on" : "off"
    }`,
    `range:     ${
      json.timeRange === null ? "no keys" : `${readableNumber(first)} .. ${readableNumber(last)} s`
    }`,
    `curves:    ${lists.length === 0 ? "none" : lists.join(", ")}`,
    `keys:      ${played} (the played curves' keys over all components, a rotation keyframe counting 4)`,
    `events:    ${doc.events.length}`,
    ...doc.events.map((e) => `  ${readableNumber(e.time)} s  ${e.functionName}`),
  ];
  return { json, text };
}
