/**
 * AnimX (Resonite's binary animation): reading and writing a plain-encoded file converted from
 * a generated ~2 MB AnimJ document (Curve float3 tracks, 900 keys each), against a bare DataView
 * pass over the same bytes (read) and DataView writes of the same size (write).
 *
 * @module
 */
import { readAnimJ, readAnimX, writeAnimX } from "../mod.ts";
import { bigAnimJ } from "./_animj_input.ts";

const doc = readAnimJ(bigAnimJ(2 * 1024 * 1024));
const bytes = writeAnimX(doc);
console.log(`animx bench file: ${bytes.length} bytes, ${doc.tracks.length} tracks`);

// Baselines are passed to Deno.bench as `fn` directly, not through a wrapper closure: V8's Maglev
// tier inlines a small loop function into the wrapper and then often keeps running it at Maglev
// speed (about 10× slower here), which would make the baseline look slow and the ratios good.
let sink = 0;
// Written outputs are kept by a plain store: a load or sum after the loop would make V8 bail out
// of the loop's compiled code on every call.
let written: Uint8Array = new Uint8Array(0);

/** Reads every f32 of the file through a DataView (what any reader must touch). */
function dataViewRead(): void {
  const data = bytes;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let sum = 0;
  const end = data.byteLength - 3;
  for (let at = 0; at < end; at += 4) sum += view.getFloat32(at, true);
  sink = sum;
}

/** Writes as many bytes as the file holds through a DataView, as f32 words. */
function dataViewWrite(): void {
  const size = bytes.length;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const end = size - 3;
  for (let at = 0; at < end; at += 4) view.setFloat32(at, at * 0.25, true);
  written = out;
}

Deno.bench({
  name: "bare DataView pass over the file",
  group: "animx read",
  baseline: true,
  fn: dataViewRead,
});

Deno.bench({
  name: "readAnimX (plain)",
  group: "animx read",
  fn: () => void readAnimX(bytes),
});

Deno.bench({
  name: "DataView f32 writes of the file's size",
  group: "animx write",
  baseline: true,
  fn: dataViewWrite,
});

Deno.bench({
  name: "writeAnimX (plain)",
  group: "animx write",
  fn: () => void writeAnimX(doc),
});

globalThis.addEventListener("unload", () => {
  if (Number.isNaN(sink) || written.length < 0) console.log("unexpected NaN");
});
