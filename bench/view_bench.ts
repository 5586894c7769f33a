/**
 * The viewer page for the MRTK corpus recording (385 curves, 60 tracks) in headless Chromium:
 *
 * - **frame**: one scrub step (`setTime`: every track evaluated, the poses, the 3D view rendered
 *   and read back so the GPU work is inside the time, the visible curve graph redrawn) against
 *   the same round trip into the page reading the pixel back without a frame;
 * - **open**: loading the page until `ready` (the file read, validated and shown) and until its
 *   first 3D frame is on screen, against loading a blank page;
 * - the bundle's size without the file, plain and gzip (printed).
 *
 * Without Chromium or the corpus nothing is measured (one line says why).
 *
 * @module
 */
/// <reference lib="dom" />
import { runCli } from "../src/cli/main.ts";
import { CHROMIUM, launchBrowser } from "../tests/_browser.ts";

const FILE = new URL(
  "../../shared/corpus/mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin",
  import.meta.url,
).pathname;

async function gzipSize(bytes: Uint8Array<ArrayBuffer>): Promise<number> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

const bundle = await Deno.readFile(new URL("../generated/view/app.js", import.meta.url));
console.log(
  `view bundle without the file: ${bundle.length} bytes, ${await gzipSize(bundle)} bytes gzip`,
);

let corpus = true;
try {
  Deno.statSync(FILE);
} catch {
  corpus = false;
}

if (CHROMIUM === undefined || !corpus) {
  console.log(
    `view bench skipped: ${
      CHROMIUM === undefined ? "no chromium (apt-get install chromium)" : "no corpus"
    }`,
  );
} else {
  const dir = await Deno.makeTempDir();
  const page = `${dir}/corpus.html`;
  await runCli(["view", FILE, "--out", page], { out: () => {}, err: (t) => console.error(t) });
  const browser = await launchBrowser();
  const tab = await browser.newPage();
  await tab.setViewport({ width: 1200, height: 760 });
  const url = new URL(`file://${page}`).href;
  await tab.goto(url);
  await tab.evaluate(() => animkitView.ready);
  // Some curves in view, as a user scrubbing looks at them: the first three tracks ticked.
  await tab.$$eval("#tree input", (boxes) => {
    for (const box of boxes.slice(1, 3)) box.click();
  });
  const duration = await tab.evaluate(() => animkitView.clip!.duration);
  let time = 0;

  // In-page distribution over 240 scrub steps, without the DevTools round trip.
  const steps = await tab.evaluate((d) => {
    const gl = document.querySelector<HTMLCanvasElement>("#view canvas")!.getContext("webgl2")!;
    const pixel = new Uint8Array(4);
    const ms: number[] = [];
    for (let i = 0; i < 240; i++) {
      const start = performance.now();
      animkitView.setTime(((i / 60) * 1.37) % d);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      ms.push(performance.now() - start);
    }
    return ms.sort((a, b) => a - b);
  }, duration);
  console.log(
    `view frame in the page, 240 scrub steps: median ${steps[120]!.toFixed(2)} ms, ` +
      `95th percentile ${steps[228]!.toFixed(2)} ms, worst ${steps[239]!.toFixed(2)} ms`,
  );

  Deno.bench({
    name: "round trip into the page reading one pixel back (baseline)",
    group: "view frame",
    baseline: true,
    fn: async () => {
      await tab.evaluate(() => {
        const gl = document.querySelector<HTMLCanvasElement>("#view canvas")!.getContext(
          "webgl2",
        )!;
        gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
      });
    },
  });

  Deno.bench({
    name: "scrub step: every track, 3D view rendered and read back, curves redrawn",
    group: "view frame",
    fn: async () => {
      time = (time + 1 / 60) % duration;
      await tab.evaluate((t) => {
        animkitView.setTime(t);
        const gl = document.querySelector<HTMLCanvasElement>("#view canvas")!.getContext(
          "webgl2",
        )!;
        gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
      }, time);
    },
  });

  const opener = await browser.newPage();
  await opener.setViewport({ width: 1200, height: 760 });

  Deno.bench({
    name: "load a blank page (baseline)",
    group: "view open",
    baseline: true,
    fn: async () => {
      await opener.goto("about:blank");
    },
  });

  Deno.bench({
    name: "load the corpus page until ready",
    group: "view open",
    fn: async () => {
      await opener.goto(url, { waitUntil: "domcontentloaded" });
      await opener.evaluate(() => animkitView.ready);
    },
  });

  Deno.bench({
    name: "load the corpus page until its first 3D frame is drawn",
    group: "view open",
    fn: async () => {
      await opener.goto(url, { waitUntil: "domcontentloaded" });
      await opener.evaluate(async () => {
        await animkitView.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
    },
  });

  // The page's own clock: navigation start to its `animkit:ready` and `animkit:drawn` marks.
  const marks: { ready: number; drawn: number }[] = [];
  for (let i = 0; i < 10; i++) {
    await opener.goto(url, { waitUntil: "domcontentloaded" });
    marks.push(
      await opener.evaluate(async () => {
        await animkitView.ready;
        const at = (name: string) =>
          new Promise<number>((resolve) => {
            const poll = () => {
              const mark = performance.getEntriesByName(name)[0];
              if (mark !== undefined) resolve(mark.startTime);
              else requestAnimationFrame(poll);
            };
            poll();
          });
        return { ready: await at("animkit:ready"), drawn: await at("animkit:drawn") };
      }),
    );
  }
  const ms = (values: number[]) => {
    const sorted = values.sort((a, b) => a - b);
    return `median ${sorted[5]!.toFixed(0)} ms (${sorted[0]!.toFixed(0)}–${sorted[9]!.toFixed(0)})`;
  };
  console.log(
    `view page opened, 10 loads, from navigation start: ready ${
      ms(marks.map((m) => m.ready))
    }, first 3D frame ${ms(marks.map((m) => m.drawn))}`,
  );

  // The browser and the page go when the bench process ends (no await needed).
  globalThis.addEventListener("unload", () => {
    browser.process()?.kill();
    Deno.removeSync(dir, { recursive: true });
  });
}
