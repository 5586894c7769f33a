import { deepEqual, equal, match, ok } from "node:assert/strict";
import { readRetroAnim, retroAnimFormat, retroAnimToClip, type Vector4Value } from "../mod.ts";
import { assertClose, cli } from "./_helpers.ts";
import { NOTES_VECTOR } from "./fixtures/retro_anim_bytes.ts";
import { mp1V0Fixture, mp2V2Fixture } from "./fixtures/retro_anim_files.ts";

async function withFile<T>(bytes: Uint8Array, fn: (path: string, dir: string) => Promise<T>) {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/in.anim`;
  await Deno.writeFile(path, bytes);
  try {
    return await fn(path, dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("cli info --json shows the header facts", async () => {
  await withFile(mp2V2Fixture(), async (path) => {
    const { code, out } = await cli("info", path, "--json");
    equal(code, 0);
    const info = JSON.parse(out);
    equal(info.format, "retro-anim");
    equal(info.details.game, "mp2");
    equal(info.details.version, 2);
    equal(info.details.frameCount, 5);
    equal(info.details.channelCount, 3);
    equal(info.details.keyCount, 4);
    equal(info.details.bitsPerKey, 55);
    equal(info.details.rotationDivisor, 16384);
    equal(info.details.translationMultiplier, 0.5);
    equal(info.details.scaleMultiplier, 0.25);
    equal(info.details.looping, true);
    equal(info.details.rootBoneId, 0);
    equal(info.details.evntId, null);
  });
  await withFile(NOTES_VECTOR, async (path) => {
    const { code, out } = await cli("info", path);
    equal(code, 0);
    match(out, /version 2/);
    match(out, /EVNT id: +0x00000000/);
  });
});

Deno.test("cli sample evaluates as the runtime does", async () => {
  await withFile(NOTES_VECTOR, async (path) => {
    const { code, out } = await cli(
      "sample",
      path,
      "--at",
      "0",
      "--json",
      "--track",
      "bone_3.translation",
    );
    equal(code, 0);
    const { tracks } = JSON.parse(out);
    equal(tracks.length, 1);
    assertClose(tracks[0].samples[0].value.x, 0.1, 1e-8);
  });
});

Deno.test("cli --game overrides detection", async () => {
  await withFile(mp1V0Fixture(), async (path) => {
    equal((await cli("info", path, "--json")).code, 0);
    const forced = await cli("info", path, "--game", "mp2");
    equal(forced.code, 1);
    match(forced.err, /retro-anim: byte/);
  });
});

Deno.test("cli validate reads and lints; convert rewrites ANIM → ANIM", async () => {
  await withFile(NOTES_VECTOR, async (path, dir) => {
    equal((await cli("validate", path)).code, 0);
    const out = `${dir}/out.anim`;
    const { code } = await cli("convert", path, out, "--to", "retro-anim", "--quiet");
    equal(code, 0);
    // Rewritten as read: the file's own widths and scratch size, byte for byte.
    deepEqual(await Deno.readFile(out), NOTES_VECTOR);
    const fresh = `${dir}/fresh.anim`;
    const again = await cli("convert", path, fresh, "--to", "retro-anim", "--reencode", "--quiet");
    equal(again.code, 0, again.err);
    const bytes = await Deno.readFile(fresh);
    // --reencode: same keys; minimal widths: 1 sign + 2+1+3 + 4+4+0 bits.
    equal(
      retroAnimFormat.info!(bytes).json &&
        (retroAnimFormat.info!(bytes).json as { bitsPerKey: number }).bitsPerKey,
      15,
    );
    // To MP2 version 0 and back in through detection.
    const v0 = `${dir}/out0.anim`;
    equal(
      (await cli(
        "convert",
        path,
        v0,
        "--to",
        "retro-anim",
        "--version",
        "0",
        "--game",
        "mp2",
        "--quiet",
      ))
        .code,
      0,
    );
    const doc = readRetroAnim(await Deno.readFile(v0));
    equal(doc.version, 0);
    equal(doc.game, "mp2");
    const q = retroAnimToClip(doc).tracks[0]!.curve.evaluate(0) as Vector4Value;
    deepEqual(q, { x: 0, y: 0, z: 0, w: 1 });
  });
});

Deno.test("validate lints what reads but may misplay", () => {
  // The §3.10 vector: scratch 90 covers everything; all fine.
  deepEqual(retroAnimFormat.validate!(NOTES_VECTOR), []);
  // The MP2 fixture wraps its Z accumulator past s16 and has scratch size 0.
  const problems = retroAnimFormat.validate!(mp2V2Fixture());
  ok(problems.some((p) => /leaves s16/.test(p.message)));
  ok(problems.some((p) => /scratch size 0/.test(p.message)));
  ok(problems.every((p) => p.severity === "warning"));
});

Deno.test("normalize gives unit, hemisphere-continuous rotations; dump carries document and keys", () => {
  const doc = readRetroAnim(mp2V2Fixture());
  const clip = retroAnimToClip(doc, { normalize: true });
  const rot = clip.tracks[0]!.curve;
  let prev: Vector4Value | undefined;
  for (const t of rot.keyTimes()) {
    const q = rot.evaluate(t) as Vector4Value;
    assertClose(Math.hypot(q.x, q.y, q.z, q.w), 1, 1e-12);
    if (prev !== undefined) ok(q.x * prev.x + q.y * prev.y + q.z * prev.z + q.w * prev.w >= 0);
    prev = q;
  }
  const dump = retroAnimFormat.dump!(mp2V2Fixture()) as {
    document: { game: string };
    keys: { frames: Uint32Array };
  };
  equal(dump.document.game, "mp2");
  deepEqual([...dump.keys.frames], [0, 1, 3, 4]);
});
