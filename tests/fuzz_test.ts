import { deepEqual, equal, ok } from "node:assert/strict";
import { fuzz, FUZZ_LIMITS } from "../tools/fuzz/run.ts";
import { classify } from "../tools/fuzz/target.ts";
import { formatByName } from "../src/formats/registry.ts";
import { NO_CORPUS } from "./_helpers.ts";
import { fuzzSeeds, TEXT_FORMATS } from "./fixtures/fuzz_seeds.ts";

/** The in-test run skips the large corpus files (they are fuzzed by `deno task fuzz`). */
const IN_TEST_SEED_BYTES = 64 * 1024;

Deno.test("fuzz: a short fixed-seed run finds no failures in any reader", async () => {
  const seeds = Object.fromEntries(
    Object.entries(await fuzzSeeds()).map((
      [format, list],
    ) => [format, list.filter((b) => b.length <= IN_TEST_SEED_BYTES)]),
  );
  const { stats, failures } = await fuzz({
    seeds,
    textFormats: TEXT_FORMATS,
    seed: 20261122,
    mutants: 200,
    truncateBelow: 1024,
  });
  const report = failures.map((f) => `${f.format} seed ${f.seed}: ${f.how}: ${f.reason}`);
  deepEqual(report, [], "run `deno task fuzz` to reproduce and save the inputs");
  for (const s of Object.values(stats)) equal(s.failed, 0);
  // Peak memory (not only retained heap) was measured for every input (Linux: VmHWM reset per input).
  for (const [format, s] of Object.entries(stats)) {
    ok(s.peakGrowth >= 0, `${format}: no peak measured`);
    ok(s.peakGrowth <= FUZZ_LIMITS.peakBase, `${format}: peak ${s.peakGrowth}`);
  }
  // The AnimX seeds (from the corpus) include an LZMA-encoded file (encoding byte 2 after the
  // 20-byte prefix).
  if (!NO_CORPUS) ok(seeds.animx!.some((b) => b[20] === 2), "no LZMA AnimX seed");
  // Every reader took part (AnimX's seeds come from the corpus).
  deepEqual(
    Object.keys(stats).filter((f) => f !== "animx" || !NO_CORPUS).sort(),
    [
      "animj",
      "animx",
      "bvh",
      "maya",
      "mrtk",
      "retro-anim",
      "retro-char",
      "retro-cinf",
      "unity-clip",
    ].filter((f) => f !== "animx" || !NO_CORPUS),
  );
});

const gc = (globalThis as { gc?: () => void }).gc;

/** Heap in use, typed-array storage included (as the fuzz worker counts it). */
function used(): number {
  const m = Deno.memoryUsage();
  return m.heapUsed + m.external;
}

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
        const name = `${dir.name}/${file.name}`;
        // The same limits as the fuzzer: no failure, within the time and the retained heap.
        gc?.();
        const before = used();
        const start = performance.now();
        const outcome = classify(format, bytes);
        const ms = performance.now() - start;
        let growth = used() - before;
        if (growth > 16 * 1024 * 1024) {
          // Typed-array storage is released a task after the collection that frees its owner.
          gc?.();
          await new Promise((resolve) => setTimeout(resolve, 0));
          gc?.();
          growth = used() - before;
        }
        equal(outcome.kind === "failure" ? outcome.reason : "ok", "ok", name);
        ok(ms <= FUZZ_LIMITS.slowMs, `${name}: took ${ms.toFixed(0)} ms`);
        ok(
          growth <= FUZZ_LIMITS.heapBase + FUZZ_LIMITS.heapPerInputByte * bytes.length,
          `${name}: heap grew by ${growth} bytes`,
        );
        replayed++;
      }
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  // The saved inputs (tests/fuzz-crashes/<format>/) are all replayed.
  ok(replayed >= 3, `${replayed} inputs replayed`);
});
