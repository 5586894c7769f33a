/**
 * `deno task fuzz [--seed N] [--mutants N] [--format NAME]`: mutation fuzzing of every reader.
 * Failures are printed with the seed and saved under `tests/fuzz-crashes/<format>/`, where
 * `tests/fuzz_test.ts` replays them.
 *
 * @module
 */
import { parseArgs } from "node:util";
import { fuzz, type FuzzFailure } from "./fuzz/run.ts";
import { fuzzSeeds, TEXT_FORMATS } from "../tests/fixtures/fuzz_seeds.ts";

const CRASHES = new URL("../tests/fuzz-crashes/", import.meta.url);

async function save(failure: FuzzFailure): Promise<string> {
  const dir = new URL(`${failure.format}/`, CRASHES);
  await Deno.mkdir(dir, { recursive: true });
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", failure.bytes as BufferSource),
  );
  const name = [...digest.subarray(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
  const path = new URL(`${name}.bin`, dir);
  await Deno.writeFile(path, failure.bytes);
  return path.pathname;
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      seed: { type: "string", default: "1" },
      mutants: { type: "string", default: "2000" },
      format: { type: "string" },
    },
    strict: true,
  });
  const seed = Number(values.seed);
  const mutants = Number(values.mutants);
  const all = await fuzzSeeds();
  const seeds = values.format === undefined ? all : { [values.format]: all[values.format] ?? [] };
  const { stats, failures } = await fuzz({
    seeds,
    textFormats: TEXT_FORMATS,
    seed,
    mutants,
    truncateBelow: 6000,
    onFailure: async (f) => {
      const path = await save(f);
      console.error(`FAIL ${f.format} seed ${f.seed}: ${f.how}: ${f.reason} (saved ${path})`);
    },
  });
  for (const [format, s] of Object.entries(stats)) {
    console.log(
      `${format}: ${s.tried} inputs, ${s.ok} parsed, ${s.rejected} rejected with a located error, ${s.failed} failed; largest peak ${
        s.peakGrowth < 0 ? "not measured" : `${(s.peakGrowth / 1048576).toFixed(1)} MiB`
      }`,
    );
  }
  Deno.exit(failures.length === 0 ? 0 : 1);
}
