/**
 * `sample --json` of the 1.7 MB MRTK corpus recording at 1 kHz (11,249 times × every track),
 * written to a sink that only counts characters, against the same evaluation into one
 * Float64Array per track with no output, in the same run. Peak memory is measured outside
 * `deno bench` (see README: `/usr/bin/time -v`).
 *
 * @module
 */
import { runCli } from "../src/cli/main.ts";
import { readClip } from "../src/formats/registry.ts";
import { timeGrid } from "../src/model/sample.ts";
import { componentCount, type VectorCurve } from "../src/curves/compose.ts";

const FILE = new URL(
  "../../shared/corpus/mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin",
  import.meta.url,
).pathname;
const bytes = await Deno.readFile(FILE);
const clip = readClip(bytes);
const times = timeGrid(0, clip.duration, 1000);
let sink = 0;

Deno.bench({
  name: "evaluate every track at 1 kHz into typed arrays (baseline)",
  group: "sample",
  baseline: true,
  fn: () => {
    for (const track of clip.tracks) {
      const dims = componentCount(track.valueType) ?? 1;
      const out = new Float64Array(times.length * dims);
      const vector = track.curve as Partial<VectorCurve>;
      const into = new Float64Array(dims);
      for (let i = 0; i < times.length; i++) {
        if (vector.evaluateInto !== undefined) {
          vector.evaluateInto(times[i]!, into);
          out.set(into, i * dims);
        } else {
          const v = track.curve.evaluate(times[i]!);
          out[i * dims] = typeof v === "number" ? v : v === true ? 1 : 0;
        }
      }
      sink += out[0] ?? 0;
    }
  },
});

Deno.bench({
  name: "animkit sample --rate 1000 --json (written as evaluated)",
  group: "sample",
  fn: async () => {
    await runCli(["sample", FILE, "--rate", "1000", "--json"], {
      out: (text) => (sink += text.length),
      err: () => {},
    });
  },
});

globalThis.addEventListener("unload", () => {
  if (sink === 0.5) console.log(sink);
});
