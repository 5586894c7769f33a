/**
 * Content detection: JSON files are told apart by their structure (a top-level `asset` object
 * with a `version` string is glTF, glTF 2.0 §3.2), wherever the members sit.
 */
import { equal, match } from "node:assert/strict";
import { detectFormat } from "../src/formats/registry.ts";
import { cli } from "./_helpers.ts";
import { embeddedGltf, exporterGltf } from "./fixtures/gltf_bytes.ts";

const text = (t: string) => new TextEncoder().encode(t);

Deno.test("detect: an exporter's .gltf (asset.extras before version, side .bin) is glTF", async () => {
  const file = exporterGltf();
  equal(detectFormat(text(file.json)).name, "gltf");
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/spheron.gltf`, file.json);
    await Deno.writeFile(`${dir}/scene.bin`, file.bin);
    const r = await cli("info", `${dir}/spheron.gltf`);
    equal(r.err, "");
    equal(r.code, 0);
    match(r.out, /glTF 2\.0 \(gltf\), written by Exporter 12\.66\.0/);
    match(r.out, /"Take 001": .* 1 translation, 1 scale/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("detect: asset far into the file, after nested and escaped members", () => {
  // 3,000 accessors (~400 KB of JSON) before asset.
  const far = exporterGltf({ extraAccessors: 3000 }).json;
  equal(far.indexOf('"asset"') > 256 * 1024, true);
  equal(detectFormat(text(far)).name, "gltf");
  // Deep nesting and strings with brackets and escaped quotes before asset; an escaped key.
  const deep = "[".repeat(100_000) + "]".repeat(100_000);
  const tricky =
    `{"extensionsUsed": ${deep}, "x": "}{\\"asset\\": ", "\\u0061sset": {"e": {"version": 1}, "version": "2.0"}}`;
  equal(detectFormat(text(tricky)).name, "gltf");
  // A byte order mark and the embedded-buffer form.
  const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...embeddedGltf(exporterGltf())]);
  equal(detectFormat(bom).name, "gltf");
});

Deno.test("detect: JSON without a top-level asset.version string is AnimJ", () => {
  for (
    const json of [
      '{"name": "x", "tracks": [{"data": {"asset": {"version": "2.0"}}}]}', // nested, not top level
      '{"asset": "2.0", "tracks": []}', // asset is not an object
      '{"asset": {"extras": {"version": "2.0"}}, "tracks": []}', // version only nested deeper
      '{"asset": {"version": 2}}', // not a string
      '{"accessors": [1, 2', // breaks off before asset
      "{}",
    ]
  ) equal(detectFormat(text(json)).name, "animj", json);
});
