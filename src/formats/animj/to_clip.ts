/**
 * {@linkcode AnimJDocument} → common-model {@linkcode Clip}, and the `info` summary.
 *
 * @module
 */
import { nodesFromPaths } from "../../model/hierarchy.ts";
import { readableNumber } from "../../model/number_text.ts";
import type { Clip, Track } from "../../model/clip.ts";
import type { InfoReport, ReadOptions } from "../format.ts";
import { type AnimJDocument, animjTrackEnd } from "./document.ts";
import { AnimJCurve } from "./curve.ts";

/**
 * The clip of a document. Duration: `globalDuration` when it covers every key, else the last
 * key's time (Resonite's fallback for a short or zero globalDuration is not confirmed; notes
 * §1.4).
 *
 * @example
 * ```ts
 * import { animjToClip, newAnimJTrack } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const track = newAnimJTrack("Discrete", "int", "N", "P", 2);
 * track.times.set([0, 3]);
 * track.values.set([1, 2]);
 * const clip = animjToClip({ name: "c", globalDuration: 0, tracks: [track] });
 * equal(clip.duration, 3);
 * equal(clip.tracks[0]?.curve.evaluate(1), 1);
 * ```
 */
export function animjToClip(doc: AnimJDocument, options: ReadOptions = {}): Clip {
  const tracks: Track[] = doc.tracks.map((t) => ({
    node: t.node,
    property: t.property,
    valueType: t.valueType,
    curve: new AnimJCurve(t),
  }));
  let end = 0;
  for (const t of doc.tracks) end = Math.max(end, animjTrackEnd(t));
  return {
    name: options.name ?? doc.name,
    duration: Math.max(doc.globalDuration, end),
    tracks,
    events: [],
    // Names written as paths (`--node-names path`) carry the tree.
    ...(options.nodeNames === "path" ? { nodes: nodesFromPaths(tracks.map((t) => t.node)) } : {}),
  };
}

/**
 * A summary of a document for `info`.
 *
 * @example
 * ```ts
 * import { animjInfo } from "./to_clip.ts";
 * import { equal } from "node:assert/strict";
 * equal(animjInfo({ name: "x", globalDuration: 1, tracks: [] }).text[0], "name: x");
 * ```
 */
export function animjInfo(doc: AnimJDocument, format = "AnimJ"): InfoReport {
  const tracks = doc.tracks.map((t) => {
    const curveModes = t.trackType === "Curve" || t.trackType === "Bezier"
      ? [
        ...new Set([...t.interpolations].map((m) =>
          ["Hold", "Linear", "Tangent", "CubicBezier"][m] ?? "(none)"
        )),
      ]
      : [];
    return {
      node: t.node,
      property: t.property,
      trackType: t.trackType,
      valueType: t.valueType,
      keys: t.count,
      end: animjTrackEnd(t),
      ...(t.trackType === "Raw" ? { interval: t.interval } : {}),
      ...(curveModes.length > 0 ? { interpolations: curveModes } : {}),
    };
  });
  const json = {
    format,
    name: doc.name,
    globalDuration: doc.globalDuration,
    trackCount: doc.tracks.length,
    tracks,
  };
  const text = [
    `name: ${doc.name}`,
    `format: ${format}`,
    `globalDuration: ${readableNumber(doc.globalDuration)} s`,
    `tracks: ${doc.tracks.length}`,
    ...tracks.map((t) =>
      `  ${t.node}.${t.property}: ${t.trackType} ${t.valueType}, ${t.keys} keys, ends at ${
        readableNumber(t.end)
      } s${t.interpolations ? ` (${t.interpolations.join(", ")})` : ""}`
    ),
  ];
  return { json, text };
}

/** The document as plain JSON data for `dump` (typed arrays stay typed; the CLI converts them). */
export function animjDump(doc: AnimJDocument): unknown {
  return {
    name: doc.name,
    globalDuration: doc.globalDuration,
    tracks: doc.tracks.map((t) => ({
      trackType: t.trackType,
      valueType: t.valueType,
      node: t.node,
      property: t.property,
      count: t.count,
      ...(t.trackType === "Raw" ? { interval: t.interval } : { times: t.times }),
      ...(t.valueType === "string" ? { strings: t.strings } : { values: t.values }),
      ...(t.trackType === "Curve" || t.trackType === "Bezier"
        ? {
          interpolations: [...t.interpolations].map((m) =>
            ["Hold", "Linear", "Tangent", "CubicBezier"][m] ?? null
          ),
          leftTangents: t.leftTangents,
          rightTangents: t.rightTangents,
        }
        : {}),
      ...(t.exact ? { exact: Object.fromEntries(t.exact) } : {}),
    })),
  };
}
