import { deepEqual, equal, match, ok } from "node:assert/strict";
import { buildMrtk } from "./fixtures/mrtk_bytes.ts";
import { cli, corpus, NO_CORPUS } from "./_helpers.ts";

const EMPTY_FILE = corpus(
  "mrtk/isaakhanimann--holographic-recording--InputAnimation-20201011-130542.bin",
).pathname;
const HAND_FILE =
  corpus("mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin").pathname;

async function tempFile(bytes: Uint8Array, suffix = ".bin"): Promise<string> {
  const path = await Deno.makeTempFile({ suffix });
  await Deno.writeFile(path, bytes);
  return path;
}

Deno.test("info --json on both corpus files", { ignore: NO_CORPUS }, async () => {
  for (const [file, keys] of [[EMPTY_FILE, 0], [HAND_FILE, 62125]] as const) {
    const { code, out, err } = await cli("info", file, "--json");
    equal(code, 0, err);
    const info = JSON.parse(out);
    equal(info.format, "mrtk");
    equal(info.details.version, "1.0");
    equal(info.details.totalKeys, keys);
    equal(info.details.curves.length, 389);
    equal(typeof info.details.duration, "number");
  }
});

Deno.test("info without --json prints a readable summary", { ignore: NO_CORPUS }, async () => {
  const { code, out } = await cli("info", HAND_FILE);
  equal(code, 0);
  match(out, /MRTK input animation 1\.0/);
  match(out, /Hand\.Left\.tracked\s+5/);
});

Deno.test("sample --at --json follows the contract", async () => {
  const path = await tempFile(buildMrtk({
    minor: 1,
    camera: [{ keys: [[0, 0], [1, 2]] }, { keys: [[0, 1]] }, { keys: [[0, 3]] }],
    hands: {
      tracked: [{ keys: [[0, 0], [1, 1]] }, { keys: [] }],
      pinching: [{ keys: [] }, { keys: [] }],
    },
  }));
  const { code, out } = await cli("sample", path, "--at", "0,0.5,1.25", "--json");
  equal(code, 0);
  deepEqual(JSON.parse(out), {
    tracks: [
      {
        node: "Camera",
        property: "position",
        valueType: "float3",
        samples: [
          { time: 0, value: { x: 0, y: 1, z: 3 } },
          { time: 0.5, value: { x: 1, y: 1, z: 3 } },
          { time: 1.25, value: { x: 2, y: 1, z: 3 } },
        ],
      },
      {
        node: "Hand.Left",
        property: "tracked",
        valueType: "bool",
        samples: [{ time: 0, value: false }, { time: 0.5, value: false }, {
          time: 1.25,
          value: true,
        }],
      },
    ],
  });
});

Deno.test("sample --rate/--from/--to, --track and --csv", async () => {
  const path = await tempFile(buildMrtk({
    minor: 1,
    camera: [{ keys: [[0, 0], [1, 2]] }, { keys: [[0, 1]] }, { keys: [[0, 3]] }],
    hands: { tracked: [{ keys: [[0, 1]] }, { keys: [] }], pinching: [{ keys: [] }, { keys: [] }] },
  }));
  const { code, out } = await cli(
    "sample",
    path,
    "--rate",
    "4",
    "--from",
    "0.5",
    "--to",
    "1",
    "--track",
    "Camera*",
    "--csv",
  );
  equal(code, 0);
  equal(
    out,
    "time,Camera.position.x,Camera.position.y,Camera.position.z\n" +
      "0.5,1,1,3\n0.75,1.5,1,3\n1,2,1,3\n",
  );
});

Deno.test(
  "bad input: one located line, exit 1, no stack trace",
  { ignore: NO_CORPUS },
  async () => {
    const truncated = await tempFile((await Deno.readFile(EMPTY_FILE)).subarray(0, 1000));
    const random = await tempFile(
      crypto.getRandomValues(new Uint8Array(512)).map((b, i) => (i === 0 ? 0xff : b)),
    );
    for (const path of [truncated]) {
      const { code, err } = await cli("info", path);
      equal(code, 1);
      equal(err.trim().split("\n").length, 1);
      // The line names the file, then the format and the byte.
      equal(err.startsWith(`animkit: ${path}: mrtk: byte `), true, err);
      match(err, /: mrtk: byte \d+ \(0x[0-9a-f]+\): /);
      ok(!err.includes("    at "), "no stack trace");
    }
    const { code, err } = await cli("info", random);
    equal(code, 1);
    equal(err.trim().split("\n").length, 1);
    match(err, /unrecognised content/);
    const missing = await cli("info", "/nonexistent/file.bin");
    equal(missing.code, 1);
    match(missing.err, /no such file/);
  },
);

Deno.test("usage errors exit 2", { ignore: NO_CORPUS }, async () => {
  equal((await cli("info")).code, 2);
  equal((await cli("info", EMPTY_FILE, "--bogus")).code, 2);
  equal((await cli("frobnicate")).code, 2);
  equal((await cli("sample", EMPTY_FILE, "--at", "0", "--rate", "3")).code, 2);
  equal((await cli("sample", EMPTY_FILE, "--at", "x")).code, 2);
  equal((await cli("info", EMPTY_FILE, "--format", "gif")).code, 2);
  equal((await cli()).code, 2);
});

Deno.test("every subcommand has --help", async () => {
  for (const command of ["info", "dump", "sample", "convert", "validate", "plot"]) {
    const { code, out } = await cli(command, "--help");
    equal(code, 0);
    match(out, new RegExp(`^Usage: animkit ${command}`));
  }
});

Deno.test("dump --json prints the document with key arrays", { ignore: NO_CORPUS }, async () => {
  const { code, out } = await cli("dump", HAND_FILE, "--json", "--compact");
  equal(code, 0);
  const doc = JSON.parse(out);
  equal(doc.versionMajor, 1);
  equal(doc.hands.tracked[0].keys.time.length, 5);
});

Deno.test(
  "validate: a complete read is the check for binary formats",
  { ignore: NO_CORPUS },
  async () => {
    const ok1 = await cli("validate", HAND_FILE);
    equal(ok1.code, 0);
    const bad = await tempFile((await Deno.readFile(EMPTY_FILE)).subarray(0, 100));
    equal((await cli("validate", bad)).code, 1);
  },
);

Deno.test("convert: MRTK 1.0 → 1.0 is byte-exact, refuses to overwrite its input", {
  ignore: NO_CORPUS,
}, async () => {
  const out = await Deno.makeTempFile({ suffix: ".bin" });
  const { code, err } = await cli("convert", HAND_FILE, out, "--version", "1.0", "--force");
  equal(code, 0, err);
  deepEqual(await Deno.readFile(out), await Deno.readFile(HAND_FILE));
  match(err, /size 1743988 → 1743988 bytes/);
  const copy = await tempFile(await Deno.readFile(EMPTY_FILE));
  const refused = await cli("convert", copy, copy, "--to", "mrtk");
  equal(refused.code, 2);
  match(refused.err, /refusing to overwrite the input/);
  deepEqual(await Deno.readFile(copy), await Deno.readFile(EMPTY_FILE));
});

Deno.test(
  "convert --reduce writes a smaller recording and a JSON report",
  { ignore: NO_CORPUS },
  async () => {
    const out = await Deno.makeTempFile({ suffix: ".bin" });
    const reportPath = await Deno.makeTempFile({ suffix: ".json" });
    const { code } = await cli(
      "convert",
      HAND_FILE,
      out,
      "--reduce",
      "--report",
      reportPath,
      "--quiet",
      "--force",
    );
    equal(code, 0);
    const report = JSON.parse(await Deno.readTextFile(reportPath));
    equal(report.target, "mrtk");
    ok((await Deno.stat(out)).size < 1743988 / 2);
    ok(report.tracks.length > 0);
    for (const t of report.tracks) ok(t.keysAfter <= t.keysBefore);
  },
);

Deno.test("sample --normalize gives unit quaternions", { ignore: NO_CORPUS }, async () => {
  const { code, out } = await cli(
    "sample",
    HAND_FILE,
    "--at",
    "3.3",
    "--track",
    "Camera.rotation",
    "--normalize",
    "--json",
  );
  equal(code, 0);
  const q = JSON.parse(out).tracks[0].samples[0].value;
  ok(Math.abs(Math.hypot(q.x, q.y, q.z, q.w) - 1) < 1e-12);
});

Deno.test("convert --out-dir: a batch goes on past a broken input and lists it", {
  ignore: NO_CORPUS,
}, async () => {
  const dir = await Deno.makeTempDir();
  const outDir = `${dir}/out`;
  await Deno.copyFile(EMPTY_FILE, `${dir}/a.bin`);
  await Deno.writeFile(`${dir}/b.bin`, (await Deno.readFile(EMPTY_FILE)).subarray(0, 300));
  await Deno.copyFile(EMPTY_FILE, `${dir}/c.bin`);
  const { code, err } = await cli(
    "convert",
    dir,
    "--out-dir",
    outDir,
    "--to",
    "mrtk",
    "--version",
    "1.1",
  );
  equal(code, 1);
  match(err, /2 converted, 1 failed\n {2}.*b\.bin: mrtk: byte \d+/);
  const written = [...Deno.readDirSync(outDir)].map((e) => e.name).sort();
  deepEqual(written, ["a.bin", "c.bin"]);
  equal(readVersion(await Deno.readFile(`${outDir}/a.bin`)), "1.1");
  equal((await cli("convert", dir, "--out-dir", outDir)).code, 2, "--out-dir needs --to");
});

Deno.test(
  "convert --out-dir draws a progress bar on a terminal",
  { ignore: NO_CORPUS },
  async () => {
    const dir = await Deno.makeTempDir();
    await Deno.copyFile(EMPTY_FILE, `${dir}/a.bin`);
    let err = "";
    const { runCli } = await import("../src/cli/main.ts");
    const code = await runCli(
      ["convert", `${dir}/a.bin`, "--out-dir", `${dir}/out`, "--to", "mrtk"],
      {
        out: () => {},
        err: (t) => (err += t),
        isTerminal: () => true,
      },
    );
    equal(code, 0);
    ok(err.startsWith(`\r\x1b[2K[${"-".repeat(24)}] 0/1 `), JSON.stringify(err.slice(0, 40)));
    match(err, /1 converted, 0 failed/);
  },
);

function readVersion(bytes: Uint8Array): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return `${view.getInt32(8, true)}.${view.getInt32(12, true)}`;
}

Deno.test("plot writes an SVG of the chosen tracks", async () => {
  const out = `${await Deno.makeTempDir()}/p.svg`;
  const sample = new URL("../samples/wave.mrtk.bin", import.meta.url).pathname;
  const { code } = await cli(
    "plot",
    sample,
    "--track",
    "Hand.Right.Joint.IndexTip.position",
    "--out",
    out,
  );
  equal(code, 0);
  const svg = await Deno.readTextFile(out);
  match(svg, /^<\?xml|^<svg/);
  equal((svg.match(/<polyline/g) ?? []).length, 3); // x, y, z
  match(svg, /Hand\.Right\.Joint\.IndexTip\.position\.x/);
  equal((await cli("plot", sample)).code, 2, "--out is required");
  equal((await cli("plot", sample, "--out", out, "--from", "2", "--to", "1")).code, 2);
});
