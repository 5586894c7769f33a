/**
 * Numbers a file or a command line may ask for are checked where they are read, and large
 * `sample` output is written as it is evaluated (bounded memory). Inputs are built here.
 */
import { equal, match, ok } from "node:assert/strict";
import { runCliProcess } from "./_cli_process.ts";
import { mp1V0Fixture } from "./fixtures/retro_anim_files.ts";

const SAMPLE = new URL("../samples/wave.mrtk.bin", import.meta.url).pathname;
const CLI = new URL("../cli.ts", import.meta.url).pathname;

async function temp(name: string, content: string | Uint8Array): Promise<string> {
  const path = `${await Deno.makeTempDir()}/${name}`;
  await Deno.writeFile(
    path,
    typeof content === "string" ? new TextEncoder().encode(content) : content,
  );
  return path;
}

function maya(timeUnit: string, infinity: string, t0: string, t1: string): string {
  return `animVersion 1.1;\nmayaVersion 2024;\ntimeUnit ${timeUnit};\nlinearUnit cm;\n` +
    `angularUnit deg;\nanim translate.translateX translateX joint1 0 1 0;\nanimData {\n` +
    `  input time;\n  output linear;\n  weighted 0;\n  preInfinity ${infinity};\n` +
    `  postInfinity ${infinity};\n  keys {\n    ${t0} 1 linear linear 1 1 0;\n` +
    `    ${t1} 2 linear linear 1 1 0;\n  }\n}\n`;
}

Deno.test("Maya timeUnit 0fps is a located error, not a silent default", async () => {
  const path = await temp("zero.anim", maya("0fps", "constant", "0", "10"));
  for (const command of ["info", "sample", "validate"]) {
    const r = await runCliProcess([command, path]);
    equal(r.code, 1, command);
    match(r.err, /maya: 3:10: timeUnit 0fps: the frame rate must be above 0/);
  }
});

Deno.test("Maya keys at ±1e308 are out of range where read", async () => {
  const path = await temp("big.anim", maya("ntsc", "constant", "-1e308", "1e308"));
  const r = await runCliProcess(["convert", path, `${await Deno.makeTempDir()}/o.glb`]);
  equal(r.code, 1);
  match(r.err, /maya: 14:5: key time -1e308 is out of range/);
});

Deno.test("sample --at 1e308 on a cycling curve is a usage error, not null", async () => {
  const path = await temp("cycle.anim", maya("ntsc", "cycle", "0", "10"));
  const r = await runCliProcess(["sample", path, "--at", "1e308", "--json"]);
  equal(r.code, 2);
  match(r.err, /--at 1e308 is out of range/);
  const fine = await runCliProcess(["sample", path, "--at", "1e6", "--json"]);
  equal(fine.code, 0, fine.err);
  const value = JSON.parse(fine.out).tracks[0].samples[0].value;
  ok(Number.isFinite(value), String(value));
});

Deno.test("an AnimJ Raw interval that no float32 holds is a located schema error", async () => {
  const path = await temp(
    "raw.animj",
    '{"tracks":[{"trackType":"Raw","valueType":"float","data":{"node":"a","property":"b","interval":1e300,"keyframes":[1,2]}}]}',
  );
  const r = await runCliProcess([
    "convert",
    path,
    `${await Deno.makeTempDir()}/o.anim`,
    "--to",
    "maya",
  ]);
  equal(r.code, 1);
  match(r.err, /animj: \/tracks\/0\/data\/interval \(1:96\): must be at most/);
});

Deno.test("ANIM v0 with 2^32−1 frames: info, validate and sample agree it is bad", async () => {
  const bytes = mp1V0Fixture().slice();
  new DataView(bytes.buffer).setUint32(20, 0xffffffff);
  const path = await temp("v0.anim", bytes);
  for (const args of [["info", path], ["validate", path], ["sample", path, "--at", "0"]]) {
    const r = await runCliProcess(args);
    equal(r.code, 1, args[0]);
    match(r.err, /retro-anim: byte 20 \(0x14\): 4294967295 frames/);
  }
});

Deno.test("sample output is written as evaluated: 2.4 M values in a 64 MiB heap", async () => {
  // 2 s at 100 kHz × 12 tracks: about 150 MB of JSON, far more than the heap allows at once.
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      "--v8-flags=--max-old-space-size=64",
      CLI,
      "sample",
      SAMPLE,
      "--rate",
      "100000",
      "--json",
    ],
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let size = 0;
  for await (const chunk of child.stdout) size += chunk.length;
  const { code } = await child.status;
  const err = new TextDecoder().decode(
    new Uint8Array(await new Response(child.stderr).arrayBuffer()),
  );
  equal(code, 0, err);
  ok(size > 100_000_000, `${size} bytes`);
});

Deno.test("the keys budget covers a whole conversion, not each track alone", async () => {
  // 12 tracks of the sample: each fits in 150 keys, all of them together do not.
  const r = await runCliProcess([
    "convert",
    SAMPLE,
    `${await Deno.makeTempDir()}/o.animj`,
    "--max-keys",
    "150",
  ]);
  equal(r.code, 1, r.err);
  match(r.err, /keys over the tracks written so far/);
  match(r.err, /--max-keys/);
});
