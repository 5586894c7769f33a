/**
 * Command-line contracts (issue "The CLI and library as users type them"), through the real
 * `cli.ts` in a subprocess, with expectations written from the contract's wording.
 */
import { deepEqual, equal, match, ok } from "node:assert/strict";
import { runCliProcess } from "./_cli_process.ts";
import { VERSION } from "../src/version.ts";

const SAMPLE = new URL("../samples/wave.mrtk.bin", import.meta.url).pathname;
const WALK = new URL("./fixtures/unity/walk.anim", import.meta.url).pathname;

async function temp(name: string, bytes: Uint8Array | string): Promise<string> {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/${name}`;
  await Deno.writeFile(path, typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes);
  return path;
}

Deno.test("#1 an option's value may start with '-': --at, --from, --to, --tolerance, --rate", async () => {
  const at = await runCliProcess([
    "sample",
    SAMPLE,
    "--at",
    "-0.5,0,1",
    "--track",
    "Camera.position",
    "--json",
  ]);
  equal(at.code, 0, at.err);
  deepEqual(JSON.parse(at.out).tracks[0].samples.map((s: { time: number }) => s.time), [
    -0.5,
    0,
    1,
  ]);
  const grid = await runCliProcess([
    "sample",
    SAMPLE,
    "--from",
    "-1",
    "--to",
    "-0.5",
    "--rate",
    "2",
    "--track",
    "Camera.position",
    "--json",
  ]);
  equal(grid.code, 0, grid.err);
  deepEqual(JSON.parse(grid.out).tracks[0].samples.map((s: { time: number }) => s.time), [
    -1,
    -0.5,
  ]);
  // A negative value the option cannot take is that option's own error, not "ambiguous".
  const rate = await runCliProcess(["sample", SAMPLE, "--rate", "-5"]);
  equal(rate.code, 2);
  ok(!/ambiguous/.test(rate.err), rate.err);
  const out = `${await Deno.makeTempDir()}/o.animj`;
  const tol = await runCliProcess(["convert", SAMPLE, out, "--tolerance", "-1"]);
  equal(tol.code, 2);
  ok(!/ambiguous/.test(tol.err) && /tolerance/.test(tol.err), tol.err);
});

Deno.test("#2 text and CSV print the shortest decimal of the stored value", async () => {
  const text = await runCliProcess(["sample", SAMPLE, "--at", "0", "--track", "Camera.position"]);
  // MRTK stores float32: 1.6 is 1.600000023841858 as a double.
  match(text.out, /y=1\.6 /);
  ok(!text.out.includes("1.600000023841858"));
  const csv = await runCliProcess([
    "sample",
    SAMPLE,
    "--from",
    "-0.5",
    "--to",
    "0",
    "--rate",
    "5",
    "--track",
    "Camera.position",
    "--csv",
  ]);
  const times = csv.out.trim().split("\n").slice(1).map((l) => l.split(",")[0]);
  deepEqual(times, ["-0.5", "-0.3", "-0.1", "0"]);
  // JSON keeps full precision.
  const json = await runCliProcess([
    "sample",
    SAMPLE,
    "--at",
    "0",
    "--track",
    "Camera.position",
    "--json",
  ]);
  equal(JSON.parse(json.out).tracks[0].samples[0].value.y, Math.fround(1.6));
});

Deno.test("#3 --track repeats (union); a glob matching nothing is a usage error listing tracks", async () => {
  const both = await runCliProcess([
    "sample",
    SAMPLE,
    "--at",
    "0",
    "--json",
    "--track",
    "Camera.position",
    "--track",
    "EyeGaze.origin",
  ]);
  deepEqual(
    JSON.parse(both.out).tracks.map((t: { node: string; property: string }) =>
      `${t.node}.${t.property}`
    ),
    ["Camera.position", "EyeGaze.origin"],
  );
  const none = await runCliProcess(["sample", SAMPLE, "--track", "Nope*"]);
  equal(none.code, 2);
  match(none.err, /"Nope\*" matches no track/);
  match(none.err, /Camera\.position/);
});

Deno.test("#5 validate --json prints JSON for a file that cannot be read at all", async () => {
  for (const path of [await temp("empty.bin", ""), "/nonexistent/x.animj"]) {
    const r = await runCliProcess(["validate", path, "--json"]);
    equal(r.code, 1);
    const report = JSON.parse(r.out);
    equal(report.valid, false);
    equal(report.problems[0].severity, "error");
    ok(report.problems[0].location !== undefined);
  }
});

Deno.test("#6 a closed stdout ends the program quietly", async () => {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("../cli.ts", import.meta.url).pathname, "dump", SAMPLE],
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const reader = child.stdout.getReader();
  await reader.read(); // like `head -1`: take the first chunk, then close the pipe
  await reader.cancel();
  const { code } = await child.status;
  const err = new TextDecoder().decode(
    new Uint8Array(await new Response(child.stderr).arrayBuffer()),
  );
  equal(code, 0);
  ok(!/BrokenPipe|internal error/.test(err), err);
});

Deno.test("#7 '-' reads standard input for info, dump, sample and validate", async () => {
  const bytes = await Deno.readFile(SAMPLE);
  for (
    const args of [["info", "-"], ["dump", "-"], ["sample", "-", "--at", "0"], ["validate", "-"]]
  ) {
    const r = await runCliProcess(args, bytes);
    equal(r.code, 0, `${args.join(" ")}: ${r.err}`);
    ok(r.out.length > 0);
  }
});

Deno.test("#8 --version prints the version", async () => {
  const r = await runCliProcess(["--version"]);
  equal(r.code, 0);
  equal(r.out, `animkit ${VERSION}\n`);
  const config = JSON.parse(await Deno.readTextFile(new URL("../deno.json", import.meta.url)));
  equal(VERSION, config.version);
});

Deno.test("#9 detection says what a file is; every error line names the file", async () => {
  const empty = await temp("empty.anim", "");
  const e = await runCliProcess(["info", empty]);
  equal(e.code, 1);
  match(e.err, /is empty/);
  ok(e.err.includes(empty));
  const array = await temp("list.animj", "[1, 2]");
  const a = await runCliProcess(["info", array]);
  equal(a.code, 1);
  ok(a.err.includes(array));
  match(a.err, /animj: \/ \(1:1\): the top level must be an object/);
  const controller = await temp(
    "Player.controller",
    "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!91 &9100000\nAnimatorController:\n  m_Name: P\n",
  );
  const c = await runCliProcess(["info", controller]);
  equal(c.code, 1);
  match(c.err, /not an AnimationClip: this Unity YAML file holds AnimatorController/);
  ok(c.err.includes(controller));
  equal((await runCliProcess(["info", WALK])).code, 0);
});

Deno.test("#15 the default sample grid ends on the clip's end", async () => {
  // The sample recording lasts 2 s; at 3 Hz the grid is 0, 1/3, …, 5/3 and then 2.
  const r = await runCliProcess([
    "sample",
    SAMPLE,
    "--rate",
    "3",
    "--track",
    "Camera.position",
    "--json",
  ]);
  const times = JSON.parse(r.out).tracks[0].samples.map((s: { time: number }) => s.time);
  equal(times[times.length - 1], 2);
  equal(times.length, 7);
});

Deno.test("#18 plot prints the byte count of the file it wrote", async () => {
  const out = `${await Deno.makeTempDir()}/p.svg`;
  const r = await runCliProcess(["plot", WALK, "--out", out]);
  equal(r.code, 0, r.err);
  const size = (await Deno.stat(out)).size;
  ok(r.err.includes(`${size} bytes`), r.err);
});

Deno.test("#20 mod.ts imports from outside the repository; npm specifiers match deno.json", async () => {
  const dir = await Deno.makeTempDir();
  const mod = new URL("../mod.ts", import.meta.url).href;
  await Deno.writeTextFile(
    `${dir}/use.ts`,
    `import { VERSION, formatByName } from "${mod}";\nconsole.log(VERSION, formatByName("mrtk")?.name);\n`,
  );
  const run = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--no-config", `${dir}/use.ts`],
    cwd: dir,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const err = new TextDecoder().decode(run.stderr);
  equal(run.code, 0, err);
  equal(new TextDecoder().decode(run.stdout), `${VERSION} mrtk\n`);
  // Every npm: specifier in published code is the version deno.json pins.
  const config = JSON.parse(await Deno.readTextFile(new URL("../deno.json", import.meta.url)));
  const packageOf = (spec: string) =>
    spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!;
  const pinned = new Set(
    Object.values(config.imports as Record<string, string>).map((v) =>
      packageOf(v.replace(/^npm:\/?/, ""))
    ),
  );
  for (const folder of ["../src/", "../generated/"]) {
    for (const file of walk(new URL(folder, import.meta.url))) {
      const text = await Deno.readTextFile(file);
      for (const m of text.matchAll(/["']npm:([^"']+)["']/g)) {
        const spec = m[1]!;
        ok(pinned.has(packageOf(spec)), `${file.pathname}: npm:${spec} is not what deno.json pins`);
      }
      ok(
        !/from "(yaml|ajv|lzma|@gltf-transform\/core|kaitai-struct\/KaitaiStream)"/.test(text),
        file.pathname,
      );
    }
  }
});

function walk(dir: URL): URL[] {
  const out: URL[] = [];
  for (const entry of Deno.readDirSync(dir)) {
    const url = new URL(entry.isDirectory ? `${entry.name}/` : entry.name, dir);
    if (entry.isDirectory) out.push(...walk(url));
    else if (/\.(ts|js)$/.test(entry.name)) out.push(url);
  }
  return out;
}

Deno.test("#4 info --json has one shape across formats", async () => {
  const maya =
    "animVersion 1.1;\nmayaVersion 2024;\ntimeUnit ntsc;\nlinearUnit cm;\nangularUnit deg;\n" +
    "anim translate.translateX translateX joint1 0 1 0;\nanimData {\n  input time;\n  output linear;\n" +
    "  weighted 0;\n  keys {\n    0 1 linear linear 1 1 0;\n    30 2 linear linear 1 1 0;\n  }\n}\n";
  const files: [string, string, string | null, number][] = [
    [SAMPLE, "mrtk", "1.1", 12],
    [WALK, "unity-clip", null, 8],
    [await temp("a.anim", maya), "maya", "1.1", 1],
  ];
  for (const [path, format, version, tracks] of files) {
    const r = await runCliProcess(["info", path, "--json"]);
    equal(r.code, 0, r.err);
    const info = JSON.parse(r.out);
    deepEqual(Object.keys(info), [
      "format",
      "version",
      "duration",
      "trackCount",
      "keyCount",
      "timeRange",
      "details",
    ]);
    equal(info.format, format);
    equal(info.version, version);
    equal(info.trackCount, tracks);
    equal(typeof info.duration, "number");
    ok(info.keyCount > 0);
    equal(typeof info.details, "object");
  }
});

Deno.test("#14 validate --fix: nothing to fix writes nothing; a format without fixes is a usage error", async () => {
  const dir = await Deno.makeTempDir();
  const good = await temp("ok.animj", JSON.stringify({ name: "a", tracks: [] }));
  const r = await runCliProcess(["validate", good, "--fix", `${dir}/fixed.animj`]);
  equal(r.code, 0, r.err);
  match(r.err, /nothing to fix/);
  deepEqual([...Deno.readDirSync(dir)], []);
  const maya = await runCliProcess(["validate", WALK, "--fix", `${dir}/x.anim`]);
  equal(maya.code, 2);
  match(maya.err, /--fix is not available/);
});

Deno.test("#18 plot sizes below the minimum are usage errors", async () => {
  const out = `${await Deno.makeTempDir()}/p.svg`;
  for (const args of [["--width", "100"], ["--height", "50"]]) {
    const r = await runCliProcess(["plot", WALK, "--out", out, ...args]);
    equal(r.code, 2, r.err);
    match(r.err, /must be between/);
  }
});

Deno.test("#21 every subcommand's help has an example and states its defaults", async () => {
  for (const command of ["info", "dump", "sample", "convert", "validate", "plot"]) {
    const r = await runCliProcess([command, "--help"]);
    equal(r.code, 0);
    match(r.out, /\nExamples?:\n {2}animkit /, command);
    match(r.out, /--game mp1\|mp2 +Metroid Prime ANIM: the game's layout \(detected when absent\)/);
  }
  const sample = (await runCliProcess(["sample", "--help"])).out;
  match(sample, /--rate HZ .*\(default 30\)/);
  const convert = (await runCliProcess(["convert", "--help"])).out;
  match(convert, /--tolerance X[\s\S]*default 0\.01° for rotations/);
  match(convert, /--version V[\s\S]*default: the/);
});
