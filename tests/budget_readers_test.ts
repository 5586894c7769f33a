import { deepEqual, equal, ok } from "node:assert/strict";
// @ts-types="../src/formats/animx/_lzma.d.ts"
import { compress } from "lzma";
import { BudgetError, readAnimX, writeAnimX } from "../mod.ts";
import { cli, corpus, expectAnimkitError, NO_CORPUS } from "./_helpers.ts";

const REDX_ANIMX = corpus("animj/mrvoltz-redx_discrete-bool-int-string.derived.animx");

/** `.lzma` "alone" bytes from LZMA-JS: 5 property bytes, 8-byte size, then the stream. */
function lzmaAlone(body: Uint8Array): { props: Uint8Array; stream: Uint8Array } {
  const alone = Uint8Array.from(compress(body, 1), (b) => b & 255);
  return { props: alone.slice(0, 5), stream: alone.slice(13) };
}

function u64(n: bigint): number[] {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigInt64(0, n, true);
  return [...b];
}

/** An LZMA AnimX file with name "z", no tracks declared: the LZMA body starts at byte 18. */
function lzmaAnimX(props: Uint8Array, first: bigint, second: bigint, stream: Uint8Array) {
  // "AnimX" as a .NET string (6), version 1 (4), 0 tracks (1), duration 0 (4), name "z" (2),
  // encoding 2 (1): 18 bytes before the LZMA properties.
  return new Uint8Array([
    5,
    0x41,
    0x6e,
    0x69,
    0x6d,
    0x58,
    1,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    1,
    0x7a,
    2,
    ...props,
    ...u64(first),
    ...u64(second),
    ...stream,
  ]);
}

const ZEROS = 4 << 20;
const zeros = lzmaAlone(new Uint8Array(ZEROS));

Deno.test("animx LZMA: a stream declaring more than 1000:1 is refused before decoding", () => {
  ok(ZEROS / zeros.stream.length > 1000, `ratio ${ZEROS / zeros.stream.length}`);
  const file = lzmaAnimX(zeros.props, BigInt(ZEROS), BigInt(zeros.stream.length), zeros.stream);
  const e = expectAnimkitError(() => readAnimX(file));
  ok(e instanceof BudgetError);
  equal(e.budget, "maxCompressionRatio");
  equal(e.origin, "file");
  deepEqual(e.location, { kind: "byte", offset: 18 });
  ok(e.message.includes("--max-ratio"), e.message);
  // maxDecodedBytes is checked against the declared size too.
  const small = expectAnimkitError(() =>
    readAnimX(file, { budgets: { maxDecodedBytes: 1 << 20, maxCompressionRatio: 1e6 } })
  );
  ok(small instanceof BudgetError);
  equal(small.budget, "maxDecodedBytes");
});

Deno.test("animx LZMA: an unknown size (-1) is bounded by the budgets while decoding", () => {
  const file = lzmaAnimX(zeros.props, -1n, -1n, zeros.stream);
  const e = expectAnimkitError(() => readAnimX(file));
  ok(e instanceof BudgetError, e.message);
  equal(e.budget, "maxCompressionRatio");
  const e2 = expectAnimkitError(() =>
    readAnimX(file, { budgets: { maxDecodedBytes: 1 << 20, maxCompressionRatio: 1e6 } })
  );
  ok(e2 instanceof BudgetError);
  equal(e2.budget, "maxDecodedBytes");
});

Deno.test(
  "animx LZMA: an unknown size (-1) decodes to the end marker",
  { ignore: NO_CORPUS },
  async () => {
    const plain = await Deno.readFile(REDX_ANIMX);
    const body = plain.subarray(21); // the 20-byte prefix and the encoding byte
    const { props, stream } = lzmaAlone(body);
    const file = new Uint8Array([
      ...plain.subarray(0, 20),
      2,
      ...props,
      ...u64(-1n),
      ...u64(-1n),
      ...stream,
    ]);
    deepEqual(writeAnimX(readAnimX(file).doc), plain);
  },
);

Deno.test("animx LZMA: with raised budgets the bomb decodes in memory ~ its output size", async () => {
  const file = lzmaAnimX(zeros.props, BigInt(ZEROS), BigInt(zeros.stream.length), zeros.stream);
  const path = await Deno.makeTempFile({ suffix: ".animx" });
  await Deno.writeFile(path, file);
  const script = `
    import { readAnimX } from ${JSON.stringify(new URL("../mod.ts", import.meta.url).href)};
    const status = () => Deno.readTextFileSync("/proc/self/status");
    const kb = (k) => Number(status().split(k + ":")[1].trim().split(" ")[0]);
    const bytes = Deno.readFileSync(${JSON.stringify(path)});
    const before = kb("VmRSS");
    let message = "";
    try { readAnimX(bytes, { budgets: { maxCompressionRatio: 1e6 } }); } catch (e) { message = e.message; }
    console.log(JSON.stringify({ growth: kb("VmHWM") - before, message }));
  `;
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["eval", "--config", new URL("../deno.json", import.meta.url).pathname, script],
    stdout: "piped",
  }).output();
  await Deno.remove(path);
  equal(out.code, 0, new TextDecoder().decode(out.stderr));
  const { growth, message } = JSON.parse(new TextDecoder().decode(out.stdout));
  // The 4 MiB of zeros are not a track list (a located error after decoding).
  ok(/^animx: byte 18/.test(message), message);
  // One 4 MiB output buffer plus small probability tables; number arrays would need 240+ MiB.
  ok(growth < 48 * 1024, `peak grew by ${growth} KiB`);
});

Deno.test("animx LZMA: the CLI refuses the bomb with exit 1 and names the option", async () => {
  const file = lzmaAnimX(zeros.props, BigInt(ZEROS), BigInt(zeros.stream.length), zeros.stream);
  const path = await Deno.makeTempFile({ suffix: ".animx" });
  await Deno.writeFile(path, file);
  const { code, err } = await cli("info", path);
  await Deno.remove(path);
  equal(code, 1);
  ok(err.includes("maxCompressionRatio") && err.includes("--max-ratio"), err);
});
