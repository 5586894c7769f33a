/**
 * AnimJ: validate + read a ~10 MB file, against JSON.parse of the same text (the baseline).
 *
 * @module
 */
import { analyzeAnimJ, readAnimJ, validateAnimJDocument } from "../mod.ts";

/** A Curve float3 + floatQ animation like a sampled exporter writes (30 fps, Linear keys). */
function bigAnimJ(targetBytes: number): Uint8Array {
  const parts: string[] = [];
  let size = 0;
  let t = 0;
  while (size < targetBytes) {
    const keys: string[] = [];
    for (let k = 0; k < 900; k++) {
      const time = k / 30;
      const key = `{"time": ${time}, "value": {"x": ${Math.sin(time + t)}, "y": ${
        Math.cos(time)
      }, "z": ${time * 0.5}}, "interpolation": "Linear"}`;
      keys.push(key);
    }
    const track = `{"trackType": "Curve", "valueType": "float3", "data": {"node": "Bone${t}", ` +
      `"property": "Position", "keyframes": [\n${keys.join(",\n")}\n]}}`;
    parts.push(track);
    size += track.length;
    t++;
  }
  return new TextEncoder().encode(
    `{"name": "bench", "globalDuration": 30, "tracks": [\n${parts.join(",\n")}\n]}`,
  );
}

const bytes = bigAnimJ(10 * 1024 * 1024);
const text = new TextDecoder().decode(bytes);

Deno.bench({
  name: "JSON.parse (decode + parse) of a 10 MB AnimJ text",
  group: "animj 10 MB",
  baseline: true,
  fn: () => {
    JSON.parse(new TextDecoder().decode(bytes));
  },
});

Deno.bench({
  name: "analyzeAnimJ: validate (schema + lints) and read in one pass",
  group: "animj 10 MB",
  fn: () => {
    const { doc } = analyzeAnimJ(bytes);
    if (doc === null) throw new Error("invalid bench input");
  },
});

Deno.bench({
  name: "readAnimJ (parse, schema, typed arrays)",
  group: "animj 10 MB",
  fn: () => {
    readAnimJ(bytes);
  },
});

Deno.bench({
  name: "validateAnimJDocument (parse, schema, lints)",
  group: "animj 10 MB",
  fn: () => {
    validateAnimJDocument(bytes);
  },
});

if (text.length < 10 * 1024 * 1024) throw new Error("bench input too small");
