/**
 * The CLI's reading and writing, through the real `cli.ts` in a subprocess: target names, input
 * and side-file bounds, full standard streams, exclusive outputs, stdin as an input, parallel
 * batches.
 */
import { equal, match } from "node:assert/strict";
import { listDir, runCliProcess } from "./_cli_process.ts";

const SAMPLE = new URL("../samples/wave.mrtk.bin", import.meta.url).pathname;

Deno.test("an OUT extension several formats use names them and asks for --to", async () => {
  const dir = await Deno.makeTempDir();
  const run = await runCliProcess(["convert", SAMPLE, `${dir}/out.anim`]);
  equal(run.code, 2, run.err);
  // .anim is Maya ASCII, Unity's AnimationClip and Metroid Prime ANIM.
  match(run.err, /\.anim is used by maya, retro-anim and unity-clip; use --to/);
  const none = await runCliProcess(["convert", SAMPLE, `${dir}/out.xyz`]);
  equal(none.code, 2, none.err);
  match(none.err, /no target format uses \.xyz; use --to/);
  equal(listDir(dir).length, 0);
});
