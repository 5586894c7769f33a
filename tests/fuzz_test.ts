import { deepEqual, equal, ok } from "node:assert/strict";
import { fuzz, FUZZ_LIMITS, type FuzzFailure, SUITE_CHECKS } from "../tools/fuzz/run.ts";
import { classify } from "../tools/fuzz/target.ts";
import { FORMAT_NAMES, formatByName } from "../src/formats/registry.ts";
import { NO_CORPUS } from "./_helpers.ts";
import { fuzzSeeds, TEXT_FORMATS } from "./fixtures/fuzz_seeds.ts";

/** The in-test run skips the large corpus files (they are fuzzed by `deno task fuzz`). */
const IN_TEST_SEED_BYTES = 64 * 1024;
const SEED = 20261122;

function base64(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

/**
 * A failure as a reproducible report: how the input was made, why it failed, and the input
 * itself, saved in a temporary folder (and inline as base64 when small).
 */
async function describeFailure(failure: FuzzFailure, dir: string, n: number): Promise<string> {
  const path = `${dir}/${failure.format}-${n}.bin`;
  await Deno.writeFile(path, failure.bytes);
  const inline = failure.bytes.length <= 2048 ? `\n    base64: ${base64(failure.bytes)}` : "";
  return `${failure.format} (run seed ${failure.seed}) ${failure.how}: ${failure.reason}\n` +
    `    input: ${path} (${failure.bytes.length} bytes)${inline}`;
}

Deno.test("fuzz: a short fixed-seed run finds no crash or hang in any reader", async () => {
  const seeds = Object.fromEntries(
    Object.entries(await fuzzSeeds()).map((
      [format, list],
    ) => [format, list.filter((b) => b.length <= IN_TEST_SEED_BYTES)]),
  );
  // Only crashes (anything but a located AnimkitError) and hangs fail here: wall-clock and
  // memory limits depend on the machine and belong to `deno task fuzz`.
  const { stats, failures } = await fuzz({
    seeds,
    textFormats: TEXT_FORMATS,
    seed: SEED,
    mutants: 200,
    truncateBelow: 1024,
    checks: SUITE_CHECKS,
  });
  if (failures.length > 0) {
    const dir = await Deno.makeTempDir({ prefix: "animkit-fuzz-" });
    const reports = await Promise.all(failures.map((f, i) => describeFailure(f, dir, i)));
    throw new Error(
      `${failures.length} fuzz input(s) failed (inputs saved in ${dir}; ` +
        `\`deno task fuzz --seed ${SEED}\` reruns a campaign):\n${reports.join("\n")}`,
    );
  }
  for (const s of Object.values(stats)) equal(s.failed, 0);
  // The AnimX seeds (from the corpus) include an LZMA-encoded file (encoding byte 2 after the
  // 20-byte prefix).
  if (!NO_CORPUS) ok(seeds.animx!.some((b) => b[20] === 2), "no LZMA AnimX seed");
  // Every reader took part (AnimX's seeds come from the corpus), and every seed reads.
  deepEqual(
    Object.keys(stats).filter((f) => f !== "animx" || !NO_CORPUS).sort(),
    // Every registered reader: the list is the registry's.
    [...FORMAT_NAMES].sort().filter((f) => f !== "animx" || !NO_CORPUS),
  );
  for (const format of ["gltf", "glb"]) {
    for (const bytes of seeds[format]!) {
      equal(classify(formatByName(format)!, bytes).kind, "ok", `${format} seed`);
    }
    // Structure-aware mutants reach past the JSON parse: some read, some are refused.
    ok(stats[format]!.ok > seeds[format]!.length, `${format}: ${JSON.stringify(stats[format])}`);
  }
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
        // A hang, not a slow machine: the suite's hang limit.
        ok(ms <= SUITE_CHECKS.hangMs, `${name}: took ${ms.toFixed(0)} ms`);
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
