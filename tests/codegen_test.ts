import { deepEqual, equal, match, ok } from "node:assert/strict";
import { compileKsy, existing, generate } from "../tools/codegen.ts";
import { parseKaitai } from "../src/formats/_kaitai.ts";

const SCHEMAS = new URL("../schemas/", import.meta.url);

async function copySchemas(): Promise<URL> {
  const dir = await Deno.makeTempDir();
  for await (const entry of Deno.readDir(SCHEMAS)) {
    await Deno.copyFile(new URL(entry.name, SCHEMAS), `${dir}/${entry.name}`);
  }
  return new URL(`file://${dir}/`);
}

Deno.test("generated/ is what the schemas produce", async () => {
  const wanted = await generate();
  const present = await existing();
  deepEqual([...present.keys()].sort(), [...wanted.keys()].sort());
  for (const [path, text] of wanted) equal(present.get(path), text, `generated/${path} is stale`);
});

Deno.test("editing a schema without regenerating is detected", async () => {
  const dir = await copySchemas();
  const ksy = new URL("mrtk_input_animation.ksy", dir);
  const text = await Deno.readTextFile(ksy);
  const edited = text.replace(
    "- id: num_markers\n        type: s4",
    "- id: num_markers\n        type: u4",
  ).replace("doc: The reader refuses versions newer than 1.1.", "doc: Edited description.");
  ok(edited !== text);
  await Deno.writeTextFile(ksy, edited);
  const wanted = await generate(dir);
  const present = await existing();
  const stale = [...wanted].filter(([path, t]) => present.get(path) !== t).map(([p]) => p).sort();
  deepEqual(stale, ["mrtk_input_animation.d.ts", "mrtk_input_animation.js"]);
  match(wanted.get("mrtk_input_animation.d.ts")!, /Edited description\./);
  match(wanted.get("mrtk_input_animation.js")!, /this\.numMarkers = this\._io\.readU4le\(\)/);
  await Deno.remove(dir.pathname, { recursive: true });
});

Deno.test("generated modules are ES modules with no require()", async () => {
  for (const [path, text] of await generate()) {
    if (!path.endsWith(".js")) continue;
    ok(!text.includes("require("), `${path} calls require()`);
    ok(!text.includes("define("), `${path} keeps the UMD wrapper`);
    match(text, /^\/\/ @ts-self-types="\.\/[a-z0-9_]+\.d\.ts"/, path);
    match(text, /\nexport (\{|const) /, path);
  }
});

Deno.test("64-bit integers are read exactly as bigint", async () => {
  const dir = await Deno.makeTempDir({
    dir: new URL("../", import.meta.url).pathname,
    prefix: ".tmp-",
  });
  try {
    const ksy = [
      "meta:",
      "  id: wide_ints",
      "  endian: be",
      "seq:",
      "  - id: asset_id",
      "    type: u8",
      "  - id: signed_le",
      "    type: s8le",
    ].join("\n");
    await Deno.writeTextFile(`${dir}/wide_ints.ksy`, ksy);
    const files = await compileKsy(new URL(`file://${dir}/`), "wide_ints.ksy");
    match(files.get("wide_ints.d.ts")!, /assetId: bigint;/);
    for (const [name, text] of files) await Deno.writeTextFile(`${dir}/${name}`, text);
    const { WideInts } = await import(`file://${dir}/wide_ints.js`);
    const bytes = new Uint8Array([
      ...[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe], // 2^64 − 2, big-endian
      ...[0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x20, 0x80], // −2^63 + 2^53 + 1, little-endian
    ]);
    const parsed = parseKaitai("retro-char", WideInts, bytes) as {
      assetId: bigint;
      signedLe: bigint;
    };
    equal(parsed.assetId, 18446744073709551614n);
    equal(parsed.signedLe, -(2n ** 63n) + 2n ** 53n + 1n);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
