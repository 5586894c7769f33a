import { deepEqual, equal } from "node:assert/strict";
import { fuzz } from "../tools/fuzz/run.ts";
import { classify } from "../tools/fuzz/target.ts";
import { formatByName } from "../src/formats/registry.ts";
import { fuzzSeeds, TEXT_FORMATS } from "./fixtures/fuzz_seeds.ts";

Deno.test("fuzz: a short fixed-seed run finds no failures in any reader", async () => {
  const { stats, failures } = await fuzz({
    seeds: await fuzzSeeds(),
    textFormats: TEXT_FORMATS,
    seed: 20261122,
    mutants: 200,
    truncateBelow: 1024,
  });
  const report = failures.map((f) => `${f.format} seed ${f.seed}: ${f.how}: ${f.reason}`);
  deepEqual(report, [], "run `deno task fuzz` to reproduce and save the inputs");
  for (const s of Object.values(stats)) equal(s.failed, 0);
});

Deno.test("fuzz: saved crash inputs stay fixed", async () => {
  const root = new URL("./fuzz-crashes/", import.meta.url);
  let replayed = 0;
  try {
    for await (const dir of Deno.readDir(root)) {
      if (!dir.isDirectory) continue;
      const format = formatByName(dir.name);
      if (format === undefined) continue;
      for await (const file of Deno.readDir(new URL(`${dir.name}/`, root))) {
        const bytes = await Deno.readFile(new URL(`${dir.name}/${file.name}`, root));
        const outcome = classify(format, bytes);
        equal(outcome.kind === "failure" ? outcome.reason : "ok", "ok", `${dir.name}/${file.name}`);
        replayed++;
      }
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  equal(replayed >= 0, true);
});
