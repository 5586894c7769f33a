/**
 * A user's script outside the repository imports `mod.ts` by path and type-checks with no
 * configuration, and with the strict options a user may have turned on.
 */
import { equal } from "node:assert/strict";

const SCRIPT = `import { convertClip, formatByName, readClip, type Clip, type TrackReport } from ${
  JSON.stringify(new URL("../mod.ts", import.meta.url).href)
};
const clip: Clip = readClip(new Uint8Array(0));
const glb = formatByName("glb");
if (glb !== undefined) {
  const tracks: readonly TrackReport[] = convertClip(clip, glb, { dropUnmappable: true }).tracks;
  console.log(tracks.length);
}
`;

async function check(config: Record<string, unknown> | undefined): Promise<[number, string]> {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/script.ts`, SCRIPT);
    const args = ["check", "--quiet"];
    if (config === undefined) args.push("--no-config");
    else {
      await Deno.writeTextFile(`${dir}/deno.json`, JSON.stringify(config));
      args.push("--config", `${dir}/deno.json`);
    }
    const out = await new Deno.Command(Deno.execPath(), {
      args: [...args, `${dir}/script.ts`],
      cwd: dir,
      env: { NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    return [out.code, new TextDecoder().decode(out.stderr)];
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("outside script: mod.ts type-checks with no configuration", async () => {
  const [code, err] = await check(undefined);
  equal(code, 0, err);
});

Deno.test("outside script: mod.ts type-checks under a user's strictest options", async () => {
  const [code, err] = await check({
    compilerOptions: {
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      noImplicitOverride: true,
      noImplicitReturns: true,
      noFallthroughCasesInSwitch: true,
    },
  });
  equal(code, 0, err);
});
