/**
 * AnimJ: validate + read a ~10 MB file, against JSON.parse of the same text (the baseline; target
 * ≤ 1.3×; the setup first checks that the document holds exactly the numbers JSON.parse gives);
 * write the document back, against JSON.stringify + TextEncoder of the same data; evaluate
 * every track at 60 Hz, against a bare lerp over the same key arrays; locate one schema error at
 * the end of the file, against validating the clean file.
 *
 * @module
 */
import { AnimJCurve, readAnimJ, validateAnimJDocument, writeAnimJ } from "../mod.ts";
import { analyzeAnimJ, analyzeAnimJText } from "../src/formats/animj/read.ts";
import { readLintFreeAnimJ } from "../src/formats/animj/_read_bytes.ts";
import { bigAnimJ } from "./_animj_input.ts";

const bytes = bigAnimJ(10 * 1024 * 1024);
const text = new TextDecoder().decode(bytes);

// The two agree: every time and value read is the number JSON.parse gives for it, and the file
// is clean.
{
  const { doc, problems } = analyzeAnimJ(bytes);
  if (doc === null || problems.length !== 0) throw new Error("invalid bench input");
  // Clean, so it is read from its bytes; the full reader reads the same.
  if (readLintFreeAnimJ(bytes) === null) throw new Error("the bench input is not lint-free");
  const full = analyzeAnimJText(bytes);
  if (full.problems.length !== 0 || JSON.stringify(full.doc) !== JSON.stringify(doc)) {
    throw new Error("the two readers differ");
  }
  const parsed = JSON.parse(text) as {
    tracks: {
      data: { keyframes: { time: number; value: { x: number; y: number; z: number } }[] };
    }[];
  };
  if (doc.tracks.length !== parsed.tracks.length) throw new Error("track counts differ");
  doc.tracks.forEach((track, t) => {
    const keys = parsed.tracks[t]!.data.keyframes;
    if (track.count !== keys.length) throw new Error(`track ${t}: key counts differ`);
    keys.forEach((key, k) => {
      const v = key.value;
      if (
        track.times[k] !== key.time || track.values[3 * k] !== v.x ||
        track.values[3 * k + 1] !== v.y || track.values[3 * k + 2] !== v.z
      ) throw new Error(`track ${t} key ${k}: the values differ`);
    });
  });
}

Deno.bench({
  name: "JSON.parse (decode + parse) of a 10 MB AnimJ text",
  group: "animj 10 MB",
  baseline: true,
  fn: () => {
    JSON.parse(new TextDecoder().decode(bytes));
  },
});

Deno.bench({
  name: "analyzeAnimJ: validate (schema + lints) and read in one pass (clean: from the bytes)",
  group: "animj 10 MB",
  fn: () => {
    const { doc } = analyzeAnimJ(bytes);
    if (doc === null) throw new Error("invalid bench input");
  },
});

Deno.bench({
  name: "the same by the full reader (parsed tree, schema walk, lints over the tree)",
  group: "animj 10 MB",
  fn: () => {
    const { doc } = analyzeAnimJText(bytes);
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

// One schema error in the last key (a string where a number belongs): locating it scans the
// text for that pointer's line:column; it should cost about what validating a clean file does.
const lastValue = text.lastIndexOf('"z": ');
const withError = new TextEncoder().encode(
  text.slice(0, lastValue + 5) + '"oops"' + text.slice(text.indexOf("}", lastValue)),
);

Deno.bench({
  name: "validateAnimJDocument of the clean 10 MB file",
  group: "animj 10 MB, one error at the end",
  baseline: true,
  fn: () => {
    if (validateAnimJDocument(bytes).length !== 0) throw new Error("bench input not clean");
  },
});

Deno.bench({
  name: "validateAnimJDocument locating one error at the end (pointer, then a text scan)",
  group: "animj 10 MB, one error at the end",
  fn: () => {
    const [problem] = validateAnimJDocument(withError);
    if (problem?.location.kind !== "pointer" || problem.location.line === undefined) {
      throw new Error("the error was not located");
    }
  },
});

const doc = readAnimJ(bytes);
const plain: unknown = JSON.parse(text);

Deno.bench({
  name: "JSON.stringify + TextEncoder of the same data",
  group: "animj write",
  baseline: true,
  fn: () => {
    new TextEncoder().encode(JSON.stringify(plain));
  },
});

Deno.bench({
  name: "writeAnimJ (float32-shortest numbers)",
  group: "animj write",
  fn: () => {
    writeAnimJ(doc);
  },
});

const curves = doc.tracks.map((t) => new AnimJCurve(t));
const FRAMES = Math.floor(doc.globalDuration * 60) + 1;
let sink = 0;

Deno.bench({
  name: "bare lerp over the same key arrays (baseline)",
  group: `animj evaluate, ${doc.tracks.length} float3 tracks at 60 Hz`,
  baseline: true,
  fn: () => {
    const out = new Float64Array(3);
    for (const track of doc.tracks) {
      const { times, values, count } = track;
      let i = 0;
      for (let f = 0; f < FRAMES; f++) {
        const t = f / 60;
        while (i < count - 2 && times[i + 1]! <= t) i++;
        const u = Math.min(1, Math.max(0, (t - times[i]!) / (times[i + 1]! - times[i]!)));
        for (let j = 0; j < 3; j++) {
          const a = values[i * 3 + j]!;
          out[j] = a + (values[i * 3 + 3 + j]! - a) * u;
        }
      }
      sink += out[0]!;
    }
  },
});

Deno.bench({
  name: "AnimJCurve.evaluateInto",
  group: `animj evaluate, ${doc.tracks.length} float3 tracks at 60 Hz`,
  fn: () => {
    const out = new Float64Array(3);
    for (const curve of curves) {
      for (let f = 0; f < FRAMES; f++) curve.evaluateInto(f / 60, out);
      sink += out[0]!;
    }
  },
});

globalThis.addEventListener("unload", () => {
  if (Number.isNaN(sink)) console.log("unexpected NaN");
});
