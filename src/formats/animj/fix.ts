/**
 * `validate --fix` for AnimJ: puts every track's keys in the order Resonite reads them
 * (trackType, valueType, data), changing nothing else in the text.
 *
 * @module
 */
import { parseAnimJText } from "./_json.ts";
import { elements, members, skipWs } from "./_scan.ts";
import { asBytes } from "../../io/bytes.ts";

const ORDER = ["trackType", "valueType", "data"];

/**
 * Reorders each track's keys to `trackType`, `valueType`, `data` (other keys keep their
 * relative order after them), keeping every other byte of the text, separators included.
 *
 * @example Fix a track written with sorted keys
 * ```ts
 * import { fixAnimJ } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const text = '{"tracks": [{"data": {"keyframes": []}, "trackType": "Discrete", "valueType": "int"}]}';
 * const { bytes, changes } = fixAnimJ(new TextEncoder().encode(text));
 * equal(
 *   new TextDecoder().decode(bytes),
 *   '{"tracks": [{"trackType": "Discrete", "valueType": "int", "data": {"keyframes": []}}]}',
 * );
 * equal(changes.length, 1);
 * ```
 */
export function fixAnimJ(
  bytes: Uint8Array,
): { bytes: Uint8Array; changes: string[] } {
  bytes = asBytes(bytes, "animj");
  const doc = parseAnimJText(bytes);
  const changes: string[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  const text = doc.text;
  const root = skipWs(text, 0);
  const tracks = text.charCodeAt(root) === 123
    ? [...members(text, root)].find((m) => m.key === "tracks")
    : undefined;
  if (tracks !== undefined && text.charCodeAt(tracks.valueStart) === 91) {
    let index = 0;
    for (const [start] of elements(text, tracks.valueStart)) {
      const at = index++;
      if (text.charCodeAt(start) !== 123) continue;
      const list = [...members(text, start)];
      if (list.length < 2) continue;
      const names = list.map((m) => m.key);
      const rank = (name: string) => {
        const r = ORDER.indexOf(name);
        return r < 0 ? ORDER.length : r;
      };
      const order = list.map((m, i) => ({ m, i, r: rank(names[i]!) }))
        .sort((a, b) => a.r - b.r || a.i - b.i);
      if (order.every((o, i) => o.i === i)) continue;
      const ranges = list.map((m) => [m.keyStart, m.valueEnd] as const);
      let out = "";
      for (let i = 0; i < order.length; i++) {
        const [s, e] = ranges[order[i]!.i]!;
        out += text.slice(s, e);
        if (i + 1 < order.length) out += text.slice(ranges[i]![1], ranges[i + 1]![0]);
      }
      edits.push({ start: ranges[0]![0], end: ranges[ranges.length - 1]![1], text: out });
      const lc = doc.lineColumn(ranges[0]![0]);
      changes.push(
        `/tracks/${at} (${lc.line}:${lc.column}): keys reordered from ${names.join(", ")} to ${
          order.map((o) => names[o.i]).join(", ")
        }`,
      );
    }
  }
  if (edits.length === 0) return { bytes: bytes.slice(), changes };
  let result = "";
  let at = 0;
  for (const edit of edits) {
    result += doc.text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  result += doc.text.slice(at);
  return { bytes: new TextEncoder().encode(result), changes };
}
