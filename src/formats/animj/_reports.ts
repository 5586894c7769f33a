/**
 * The report of a rewrite that keeps every track of an AnimJ-model document as it is.
 *
 * @module
 */
import type { TrackReport } from "../format.ts";
import { type AnimJDocument, animjWidth } from "./document.ts";

/** One "exact" report per track, keys counted over all components. */
export function exactTrackReports(doc: AnimJDocument): TrackReport[] {
  return doc.tracks.map((t) => {
    const keys = t.count * Math.max(1, animjWidth(t.valueType));
    return {
      node: t.node,
      property: t.property,
      mapping: "exact" as const,
      keysBefore: keys,
      keysAfter: keys,
      maxError: 0,
    };
  });
}
