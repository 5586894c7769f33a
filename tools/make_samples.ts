/**
 * Writes the bundled sample `samples/wave.mrtk.bin`: a short MRTK 1.1 recording of a right hand
 * waving, with camera, eye gaze and two markers. Run: `deno run -A tools/make_samples.ts`.
 *
 * @module
 */
import { buildMrtk, type FixtureCurve } from "../tests/fixtures/mrtk_bytes.ts";

const times = Array.from({ length: 21 }, (_, i) => i * 0.1);
const simple = (f: (t: number) => number): FixtureCurve => ({ keys: times.map((t) => [t, f(t)]) });
const constant = (v: number): FixtureCurve => ({ keys: [[0, v]] });
const wave = (t: number) => 0.1 * Math.sin(2 * Math.PI * t);

const joint = (x: number, y: number, z: number): FixtureCurve[] => [
  simple((t) => x + wave(t)),
  simple(() => y),
  constant(z),
  constant(0),
  simple((t) => Math.sin(0.4 * Math.sin(2 * Math.PI * t) / 2)),
  constant(0),
  simple((t) => Math.cos(0.4 * Math.sin(2 * Math.PI * t) / 2)),
];

const bytes = buildMrtk({
  major: 1,
  minor: 1,
  camera: [
    constant(0),
    constant(1.6),
    constant(0),
    constant(0),
    constant(0),
    constant(0),
    constant(1),
  ],
  hands: {
    tracked: [{ keys: [[0, 0]] }, { keys: [[0, 1]] }],
    pinching: [{ keys: [[0, 0]] }, { keys: [[0, 0], [1.2, 1], [1.6, 0]] }],
    right: { 1: joint(0.2, 1.3, 0.4), 11: joint(0.2, 1.45, 0.45) },
  },
  gaze: [constant(0), constant(1.6), constant(0), simple(wave), constant(0), constant(1)],
  markers: [[0, "start"], [1.2, "pinch"]],
});
await Deno.writeFile(new URL("../samples/wave.mrtk.bin", import.meta.url), bytes);
console.log(`samples/wave.mrtk.bin: ${bytes.length} bytes`);
