import { deepEqual, equal, match } from "node:assert/strict";
import { join } from "node:path";
import { Document as GltfDocument, WebIO } from "@gltf-transform/core";
import { readClip, readClips } from "../src/formats/registry.ts";
import type { Clip } from "../src/model/clip.ts";
import { cli } from "./_helpers.ts";

/**
 * A GLB whose node `box` moves along x from 0 to `end` over one second in each animation, one
 * per entry (`undefined`: an unnamed animation).
 */
async function movesGlb(animations: readonly [string | undefined, number][]): Promise<Uint8Array> {
  const doc = new GltfDocument();
  const buffer = doc.createBuffer();
  const node = doc.createNode("box");
  doc.createScene().addChild(node);
  const array = (type: "SCALAR" | "VEC3", values: number[]) =>
    doc.createAccessor().setType(type).setArray(new Float32Array(values)).setBuffer(buffer);
  for (const [name, end] of animations) {
    const sampler = doc.createAnimationSampler()
      .setInput(array("SCALAR", [0, 1]))
      .setOutput(array("VEC3", [0, 0, 0, end, 0, 0]));
    doc.createAnimation(name).addSampler(sampler).addChannel(
      doc.createAnimationChannel().setTargetNode(node).setTargetPath("translation")
        .setSampler(sampler),
    );
  }
  return await new WebIO().writeBinary(doc);
}

/** x of the box at the end of the clip (the animation's `end`). */
function endX(clip: Clip): number {
  const track = clip.tracks.find((t) => t.node === "box" && t.property === "translation")!;
  return (track.curve.evaluate(1) as { x: number }).x;
}

/** The file names in `dir` that start with `prefix`, sorted. */
function namesIn(dir: string, prefix: string): string[] {
  return [...Deno.readDirSync(dir)].map((e) => e.name).filter((n) => n.startsWith(prefix)).sort();
}

async function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir();
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

const NAMED: readonly [string | undefined, number][] = [
  ["Jump", 2],
  ["jump", 3],
  ["Jump", 5],
  [undefined, 7],
  ["Spin: fast?", 11],
];

Deno.test("convert --animation all: file-safe names, repeats numbered, unnamed animations by index", async () => {
  await withDir(async (dir) => {
    const input = join(dir, "moves.glb");
    await Deno.writeFile(input, await movesGlb(NAMED));
    const run = await cli("convert", input, join(dir, "out.animj"), "--animation", "all");
    equal(run.code, 0, run.err);
    // Repeats compare without case (case-insensitive file systems): jump → jump-2, Jump → Jump-3.
    const expected: Record<string, number> = {
      "out.Jump.animj": 2,
      "out.jump-2.animj": 3,
      "out.Jump-3.animj": 5,
      "out.animation_3.animj": 7,
      "out.Spin__fast_.animj": 11,
    };
    deepEqual(namesIn(dir, "out."), Object.keys(expected).sort());
    for (const [name, end] of Object.entries(expected)) {
      equal(endX(readClip(await Deno.readFile(join(dir, name)))), end, name);
    }
    // One line per output on stderr.
    equal(run.err.match(/→ .*out\.[^ ]+\.animj \(animj\)/g)?.length, 5, run.err);
  });
});

Deno.test("convert --animation all: standard output takes one file, never a file per animation", async () => {
  await withDir(async (dir) => {
    const input = join(dir, "moves.glb");
    await Deno.writeFile(input, await movesGlb(NAMED));
    const refused = await cli("convert", input, "-", "--to", "animj", "--animation", "all");
    equal(refused.code, 2);
    match(refused.err, /5 animations and --animation all writes a file per animation; name OUT/);
    deepEqual(namesIn(dir, ""), ["moves.glb"]);
    // A target that holds several animations writes them all into the one file.
    const glb = join(dir, "all.glb");
    const run = await cli("convert", input, glb, "--animation", "all", "--report", `${glb}.json`);
    equal(run.code, 0, run.err);
    const clips = readClips(await Deno.readFile(glb));
    deepEqual(clips.map((c) => c.name), ["Jump", "jump", "Jump", "animation_3", "Spin: fast?"]);
    deepEqual(clips.map(endX), [2, 3, 5, 7, 11]);
    // One output: the single conversion's report, each track naming its animation.
    const report = JSON.parse(await Deno.readTextFile(`${glb}.json`));
    equal(report.output, glb);
    deepEqual(report.tracks.map((t: { animation: string }) => t.animation), [
      "Jump",
      "jump",
      "Jump",
      "animation_3",
      "Spin: fast?",
    ]);
  });
});

Deno.test("convert --animation all: a file with one animation converts into OUT itself", async () => {
  await withDir(async (dir) => {
    const input = join(dir, "one.glb");
    await Deno.writeFile(input, await movesGlb([["Idle", 4]]));
    const run = await cli("convert", input, join(dir, "idle.animj"), "--animation", "all");
    equal(run.code, 0, run.err);
    deepEqual(namesIn(dir, "idle"), ["idle.animj"]);
    equal(endX(readClip(await Deno.readFile(join(dir, "idle.animj")))), 4);
    // No other animations to name: no warning without --animation either.
    const plain = await cli("convert", input, join(dir, "plain.animj"));
    equal(plain.code, 0, plain.err);
    equal(/animations/.test(plain.err), false, plain.err);
  });
});

Deno.test("convert --animation all in a batch: the same files and report with --jobs 1 and 2", async () => {
  await withDir(async (dir) => {
    await Deno.mkdir(join(dir, "in"));
    await Deno.writeFile(join(dir, "in", "a.glb"), await movesGlb([["Walk", 1], ["Run", 6]]));
    await Deno.writeFile(join(dir, "in", "b.glb"), await movesGlb([["Idle", 4]]));
    const outputs: Record<string, Uint8Array>[] = [];
    for (const jobs of ["1", "2"]) {
      const out = join(dir, `out${jobs}`);
      const report = join(dir, `report${jobs}.json`);
      const run = await cli(
        "convert",
        join(dir, "in"),
        "--out-dir",
        out,
        "--to",
        "animj",
        "--animation",
        "all",
        "--jobs",
        jobs,
        "--report",
        report,
        "--quiet",
      );
      equal(run.code, 0, run.err);
      match(run.err, /3 converted, 0 failed/);
      deepEqual(namesIn(out, ""), ["a.Run.animj", "a.Walk.animj", "b.animj"]);
      const files: Record<string, Uint8Array> = {};
      for (const name of namesIn(out, "")) files[name] = await Deno.readFile(join(out, name));
      outputs.push(files);
      equal(endX(readClip(files["a.Run.animj"]!)), 6);
      equal(endX(readClip(files["b.animj"]!)), 4);
      const json = JSON.parse(await Deno.readTextFile(report));
      deepEqual(
        json.conversions.map((c: { output: string; animation?: string }) => [
          c.output.slice(out.length + 1),
          c.animation,
        ]),
        [["a.Walk.animj", "Walk"], ["a.Run.animj", "Run"], ["b.animj", undefined]],
      );
    }
    deepEqual(outputs[0], outputs[1]);
  });
});
