/**
 * `info` as text: float32 data printed as the shortest decimal that reads back to the stored
 * float32 (what `sample` prints), and key counts that match `info --json`.
 */
import { doesNotMatch, equal, match } from "node:assert/strict";
import { cli } from "./_helpers.ts";
import { formatByName } from "../src/formats/registry.ts";
import { embeddedGltf, exporterGltf } from "./fixtures/gltf_bytes.ts";
import { mp2V2Fixture } from "./fixtures/retro_anim_files.ts";
import { header } from "./fixtures/animx_bytes.ts";

function infoText(format: string, bytes: Uint8Array): string {
  return formatByName(format)!.info!(bytes).text.join("\n");
}

/** Any decimal with 12 or more significant digits: float32 values printed as float64. */
const LONG_DECIMAL = /\d\.\d{11,}/;

Deno.test("info text: float32 durations and times print as float32-shortest decimals", () => {
  // glTF: the last key time is the float32 of 10/3, 3.3333332538604736 as a float64.
  const gltf = infoText("gltf", embeddedGltf(exporterGltf()));
  match(gltf, /"Take 001": 3\.3333333 s,/);
  doesNotMatch(gltf, LONG_DECIMAL);
  // ANIM v2: duration 4/30 and interval 1/30 stored as float32.
  const anim = infoText("retro-anim", mp2V2Fixture());
  match(anim, /duration: +0\.13333334 s\n/);
  match(anim, /interval: +0\.033333335 s /);
  doesNotMatch(anim, LONG_DECIMAL);
  // AnimX: globalDuration is a float32.
  const animx = infoText("animx", header("n", 0, 10 / 3));
  match(animx, /globalDuration: 3\.3333333 s\n/);
});

Deno.test("info text: Unity key counts are the played keys over all components, as --json says", async () => {
  const path = new URL("./fixtures/unity/walk.anim", import.meta.url).pathname;
  // walk.anim plays 1 rotation curve × 2 keys × 4 components, position 2 × 3, scale 1 × 3,
  // Euler 2 × 3, 3 float curves × 2 keys, 1 PPtr curve × 2 keys = 8 + 6 + 3 + 6 + 6 + 2 = 31;
  // its editor curve (1 key) is not played.
  const json = JSON.parse((await cli("info", path, "--json")).out) as { keyCount: number };
  equal(json.keyCount, 31);
  const text = (await cli("info", path)).out;
  match(text, /\nkeys: +31 \(the played curves' keys over all components/);
  match(text, /EditorCurves 1 \(1 keyframe, not played\)/);
  match(text, /RotationCurves 1 \(2 keyframes\)/);
  // Unity times are float32: an event at the float32 of 1/3 prints as 0.33333334.
  const third = (await Deno.readTextFile(path)).replace("- time: 1.5\n", "- time: 0.33333334\n");
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/third.anim`, third);
    match((await cli("info", `${dir}/third.anim`)).out, /\n {2}0\.33333334 s {2}Footstep\n/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
