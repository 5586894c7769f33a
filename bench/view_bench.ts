/**
 * The viewer page for the MRTK corpus recording (385 curves, 60 tracks) in headless Chromium:
 *
 * - **opening**: navigation start to `ready` (the file read, validated and shown) and to the
 *   first 3D frame, by the page's own performance marks; and `deno bench` loading the page until
 *   each, against loading a blank page;
 * - **frame**: one scrub step (`setTime`: every track evaluated, the poses, the 3D view rendered
 *   and read back so the GPU work is inside the time, the curve cursor and value readouts moved),
 *   timed in the page over 240 steps, and through DevTools against the same round trip reading the
 *   pixel back without a step; and the frames per second the browser delivers while the page
 *   plays, against a blank page in the same browser;
 * - the bundle's size without the file, plain and gzip.
 *
 * Without Chromium or the corpus only the size is measured (one line says why).
 *
 * @module
 */
/// <reference lib="dom" />
import { runCli } from "../src/cli/main.ts";
import type { Page } from "puppeteer-core";
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
  const file = `${dir}/corpus.html`;
  await runCli(["view", FILE, "--out", file], { out: () => {}, err: (t) => console.error(t) });
  const url = new URL(`file://${file}`).href;
  const browser = await launchBrowser();
  // Only the newest tab is visible (and composited): each measurement runs in the front tab.
  const newTab = async (): Promise<Page> => {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 1200, height: 760 });
    return tab;
  };

  // Opening, by the page's own clock: navigation start to its `animkit:ready` and
  // `animkit:drawn` marks, over 10 loads.
  const opener = await newTab();
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
  await opener.close();
  const ms = (values: number[]) => {
    const sorted = values.sort((a, b) => a - b);
    return `median ${sorted[5]!.toFixed(0)} ms (${sorted[0]!.toFixed(0)}–${sorted[9]!.toFixed(0)})`;
  };
  console.log(
    `view page opened, 10 loads, from navigation start: ready ${
      ms(marks.map((m) => m.ready))
    }, first 3D frame ${ms(marks.map((m) => m.drawn))}`,
  );

  // Frames the browser delivers in 3 s (requestAnimationFrame callbacks): a blank page, then
  // the corpus page playing at 1×.
  const frameRate = (tab: Page, play: boolean) =>
    tab.evaluate(async (playing) => {
      if (playing) {
        animkitView.setTime(0);
        animkitView.play();
      }
      let frames = 0;
      let worst = 0;
      const start = performance.now();
      let last = start;
      await new Promise<void>((resolve) => {
        const count = (now: number) => {
          frames++;
          worst = Math.max(worst, now - last);
          last = now;
          if (now - start < 3000) requestAnimationFrame(count);
          else resolve();
        };
        requestAnimationFrame(count);
      });
      if (playing) animkitView.pause();
      return { fps: frames / ((last - start) / 1000), worst };
    }, play);
  const blank = await newTab();
  const idle = await frameRate(blank, false);
  await blank.close();

  const tab = await newTab();
  await tab.goto(url);
  await tab.evaluate(() => animkitView.ready);
  // Some curves in view, as a user scrubbing looks at them: two more tracks ticked.
  await tab.$$eval("#tree input", (boxes) => {
    for (const box of boxes.slice(1, 3)) box.click();
  });
  const duration = await tab.evaluate(() => animkitView.clip!.duration);
  const played = await frameRate(tab, true);
  console.log(
    `view playing for 3 s: ${played.fps.toFixed(1)} frames per second (longest gap ` +
      `${played.worst.toFixed(0)} ms); a blank page: ${idle.fps.toFixed(1)} (${
        idle.worst.toFixed(0)
      } ms)`,
  );

  // In-page distribution over 240 scrub steps, without the DevTools round trip (and without
  // the compositing of each step, which happens only between tasks).
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

  let time = 0;
  const readBack = () => {
    const gl = document.querySelector<HTMLCanvasElement>("#view canvas")!.getContext("webgl2")!;
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  };

  Deno.bench({
    name: "round trip into the page reading one pixel back (baseline)",
    group: "view frame",
    baseline: true,
    fn: async () => {
      await tab.evaluate(readBack);
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

  // The opening benches run after the frame benches, in a tab of their own made at their first
  // run (the scrubbed tab stays in front until then).
  let loader: Page | undefined;
  const loaderTab = async () => (loader ??= await newTab());

  Deno.bench({
    name: "load a blank page (baseline)",
    group: "view open",
    baseline: true,
    fn: async () => {
      await (await loaderTab()).goto("about:blank");
    },
  });

  Deno.bench({
    name: "load the corpus page until ready",
    group: "view open",
    fn: async () => {
      const loading = await loaderTab();
      await loading.goto(url, { waitUntil: "domcontentloaded" });
      await loading.evaluate(() => animkitView.ready);
    },
  });

  Deno.bench({
    name: "load the corpus page until its first 3D frame is drawn",
    group: "view open",
    fn: async () => {
      const loading = await loaderTab();
      await loading.goto(url, { waitUntil: "domcontentloaded" });
      await loading.evaluate(async () => {
        await animkitView.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
    },
  });

  // The browser and the page go when the bench process ends (no await needed).
  globalThis.addEventListener("unload", () => {
    browser.process()?.kill();
    Deno.removeSync(dir, { recursive: true });
  });
}
