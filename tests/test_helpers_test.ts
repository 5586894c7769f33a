/**
 * The test helpers themselves: without the shared corpus, one `deno test` run says so once.
 */
import { equal } from "node:assert/strict";

const REPO = new URL("../", import.meta.url);

Deno.test("without ../shared/corpus the skip line prints once per test run, not once per file", async () => {
  // A copy of the repository's test layout in a folder with no `shared/corpus` beside it.
  const root = await Deno.makeTempDir();
  const repo = `${root}/repo`;
  await Deno.mkdir(`${repo}/tests`, { recursive: true });
  for (const folder of ["src", "generated"]) {
    await Deno.symlink(new URL(folder, REPO).pathname, `${repo}/${folder}`);
  }
  await Deno.copyFile(new URL("deno.json", REPO), `${repo}/deno.json`);
  await Deno.copyFile(new URL("deno.lock", REPO), `${repo}/deno.lock`);
  await Deno.copyFile(new URL("tests/_helpers.ts", REPO), `${repo}/tests/_helpers.ts`);
  for (const name of ["a", "b", "c"]) {
    await Deno.writeTextFile(
      `${repo}/tests/${name}_test.ts`,
      `import { NO_CORPUS } from "./_helpers.ts";\nDeno.test({ name: "${name}", ignore: NO_CORPUS, fn() {} });\n`,
    );
  }
  try {
    const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["test", "-A", "--no-check", "tests/"],
      cwd: repo,
      env: { NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    const text = new TextDecoder().decode(stdout) + new TextDecoder().decode(stderr);
    equal(code, 0, text);
    equal(text.match(/shared\/corpus not found/g)?.length, 1, text);
    equal(text.match(/\bignored\b/g) === null, false, text);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});
