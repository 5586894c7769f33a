/**
 * `validate --fix` for AnimJ: puts every track's keys in the order Resonite reads them
 * (trackType, valueType, data), changing nothing else in the text.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import { parseAnimJText } from "./_json.ts";
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
  const ast = doc.ast();
  if (ast === null) {
    throw new AnimkitError(
      "animj",
      { kind: "pointer", pointer: "" },
      "the JSON nests too deeply to fix",
    );
  }
  const root = ast.body;
  const changes: string[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  if (root.type === "Object") {
    for (const member of root.members) {
      if (member.name.type !== "String" || member.name.value !== "tracks") continue;
      if (member.value.type !== "Array") continue;
      member.value.elements.forEach((element, index) => {
        const track = element.value;
        if (track.type !== "Object" || track.members.length < 2) return;
        const names = track.members.map((m) =>
          m.name.type === "String" ? m.name.value : m.name.name
        );
        const rank = (name: string) => {
          const r = ORDER.indexOf(name);
          return r < 0 ? ORDER.length : r;
        };
        const order = track.members.map((m, i) => ({ m, i, r: rank(names[i]!) }))
          .sort((a, b) => a.r - b.r || a.i - b.i);
        if (order.every((o, i) => o.i === i)) return;
        const text = doc.text;
        const ranges = track.members.map((m) => [m.name.range![0], m.value.range![1]] as const);
        let out = "";
        for (let i = 0; i < order.length; i++) {
          const [s, e] = ranges[order[i]!.i]!;
          out += text.slice(s, e);
          if (i + 1 < order.length) out += text.slice(ranges[i]![1], ranges[i + 1]![0]);
        }
        edits.push({ start: ranges[0]![0], end: ranges[ranges.length - 1]![1], text: out });
        changes.push(
          `/tracks/${index} (${doc.lineColumn(ranges[0]![0]).line}:${
            doc.lineColumn(ranges[0]![0]).column
          }): keys reordered from ${names.join(", ")} to ${
            order.map((o) => names[o.i]).join(", ")
          }`,
        );
      });
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
