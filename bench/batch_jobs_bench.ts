/**
 * `convert IN... --out-dir DIR` on a batch of 100 generated AnimJ clips (each 4 float3 tracks of
 * 300 noisy Linear keys, fitted into a Unity clip), one job against two worker threads (`--jobs
 * 2`) in the same run. Each case runs the CLI as users do, a fresh `deno run cli.ts` process
 * (so both start cold: no JIT warmed by an earlier case). On an otherwise idle 2-core machine the
 * two-job case is expected to take at most 1 / 1.7 of the one-job time. A third case is the most
 * any scheduling inside one process could reach: two `--jobs 1` processes at once, 50 files each.
 * Run with `deno bench -A bench/batch_jobs_bench.ts`.
 *
 * @module
 */
const CLI = new URL("../cli.ts", import.meta.url).pathname;
const FILES = 100;

/** A clip of `tracks` float3 tracks of `keys` Linear keys at 30 fps, values varied by `seed`. */
function clipText(seed: number, tracks: number, keys: number): string {
  const parts: string[] = [];
  for (let t = 0; t < tracks; t++) {
    const frames: string[] = [];
    for (let k = 0; k < keys; k++) {
      const time = k / 30;
      const x = Math.sin(time * 5 + seed + t);
      const y = Math.cos(time * 2 + seed);
      const z = ((k * 7919 + seed * 31) % 97) / 97;
      frames.push(
        `{"time": ${time}, "value": {"x": ${x}, "y": ${y}, "z": ${z}}, "interpolation": "Linear"}`,
      );
    }
    parts.push(
      `{"trackType": "Curve", "valueType": "float3", "data": {"node": "Bone${t}", ` +
        `"property": "position", "keyframes": [${frames.join(", ")}]}}`,
    );
  }
  return `{"name": "clip${seed}", "globalDuration": ${keys / 30}, "tracks": [${parts.join(", ")}]}`;
}

const dir = await Deno.makeTempDir();
for (const folder of ["in", "half0", "half1"]) await Deno.mkdir(`${dir}/${folder}`);
for (let i = 0; i < FILES; i++) {
  const name = `clip${String(i).padStart(3, "0")}.animj`;
  const text = clipText(i, 4, 300);
  await Deno.writeTextFile(`${dir}/in/${name}`, text);
  await Deno.writeTextFile(`${dir}/half${i % 2}/${name}`, text);
}

async function batch(jobs: number, input = "in"): Promise<void> {
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      CLI,
      "convert",
      `${dir}/${input}`,
      "--out-dir",
      `${dir}/out-${input}-${jobs}`,
      "--to",
      "unity-clip",
      "--force",
      "--quiet",
      "--jobs",
      String(jobs),
    ],
    stdout: "null",
    stderr: "piped",
  }).output();
  if (code !== 0) {
    throw new Error(`convert --jobs ${jobs} exited ${code}: ${new TextDecoder().decode(stderr)}`);
  }
}

Deno.bench({
  name: "100 files, --jobs 1",
  group: "batch",
  baseline: true,
  n: 5,
  warmup: 1,
  async fn() {
    await batch(1);
  },
});

Deno.bench({
  name: "100 files, --jobs 2",
  group: "batch",
  n: 5,
  warmup: 1,
  async fn() {
    await batch(2);
  },
});

Deno.bench({
  name: "two processes at once, 50 files each, --jobs 1",
  group: "batch",
  n: 5,
  warmup: 1,
  async fn() {
    await Promise.all([batch(1, "half0"), batch(1, "half1")]);
  },
});
