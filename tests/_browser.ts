/// <reference lib="dom" />
/**
 * Headless Chromium for the viewer tests and bench: Debian's `chromium` package driven by
 * puppeteer-core (no browser download), WebGL through SwiftShader.
 *
 * @module
 */
import puppeteer, { type Browser, type Page } from "puppeteer-core";

/** The page's script contract (`globalThis.animkitView`), as the tests and bench use it. */
export interface AnimkitViewGlobal {
  /** Resolves once the page's file has been read. */
  readonly ready: Promise<void>;
  /** The clip shown. */
  readonly clip: {
    name: string;
    duration: number;
    tracks: { node: string; property: string; valueType: string }[];
  } | null;
  /** `sample --json` at these times, parsed. */
  sample(times: number[]): unknown;
  /** Moves to a time. */
  setTime(t: number): void;
  /** Starts playing. */
  play(): void;
  /** Stops playing. */
  pause(): void;
  /** The playback state. */
  state(): { time: number; playing: boolean; speed: number; loop: boolean };
  /** The validation findings. */
  readonly problems: unknown[];
  /** World positions drawn now. */
  pose(): { node: string; position: number[] }[];
  /** The comparison, when two files are shown. */
  readonly comparison: {
    tracks: { node: string; property: string; unit: string; maxError: number }[];
  } | null;
}

declare global {
  // Installed by the viewer page; the callbacks passed to `page.evaluate` run there.
  var animkitView: AnimkitViewGlobal;
}

/** Where Chromium is looked for: `$CHROMIUM` first, then Debian's package paths. */
const CANDIDATES = [Deno.env.get("CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** The Chromium executable, or undefined when there is none. */
export const CHROMIUM: string | undefined = CANDIDATES.find((path) => {
  if (path === undefined || path === "") return false;
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
});

/** Whether Chromium is missing (the browser tests are then skipped, said once in one line). */
export const NO_BROWSER: boolean = (() => {
  if (CHROMIUM !== undefined) return false;
  console.warn(
    "chromium not found: the viewer's browser tests are skipped (ignored); " +
      "install Debian's chromium package (apt-get install chromium) to run them",
  );
  return true;
})();

/**
 * Starts headless Chromium. SwiftShader gives WebGL without a GPU; the sandbox is off because
 * tests and CI run as root, which Chromium's sandbox refuses.
 */
export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    protocolTimeout: 180_000,
    args: [
      "--no-sandbox",
      "--disable-dev-shm-usage",
      "--use-gl=angle",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--ignore-gpu-blocklist",
    ],
  });
}

/** What a page did while it was open. */
export interface PageLog {
  /** Console errors and uncaught exceptions. */
  readonly errors: string[];
  /** Every URL the page requested. */
  readonly requests: string[];
}

/** Opens `file` (a path) in a new 1200×760 tab and records its errors and requests. */
export async function openPage(
  browser: Browser,
  file: string,
): Promise<{ page: Page; log: PageLog }> {
  const page = await browser.newPage();
  page.setDefaultTimeout(120_000);
  await page.setViewport({ width: 1200, height: 760 });
  const log: PageLog = { errors: [], requests: [] };
  page.on("console", (m) => {
    if (m.type() === "error") log.errors.push(m.text());
  });
  page.on("pageerror", (e) => log.errors.push(String(e)));
  page.on("request", (r) => void log.requests.push(r.url()));
  await page.goto(new URL(`file://${file}`).href, { waitUntil: "load" });
  await page.evaluate(() =>
    (globalThis as unknown as { animkitView: { ready: Promise<void> } })
      .animkitView.ready
  );
  return { page, log };
}

/** Waits for two animation frames: what the page asked to draw is on screen. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() =>
    new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
    )
  );
}

/**
 * Pixels of a PNG screenshot within a rectangle, decoded by the browser in a blank tab: how many
 * are near `rgb` (each channel within `tolerance`), the first of them (page coordinates), and how
 * many differ from the top-left pixel.
 */
export async function countPixels(
  browser: Browser,
  png: Uint8Array,
  rect: { x: number; y: number; width: number; height: number },
  rgb: readonly [number, number, number],
  tolerance = 40,
): Promise<{ near: number; notBackground: number; first?: { x: number; y: number } }> {
  const page = await browser.newPage();
  try {
    let binary = "";
    for (let i = 0; i < png.length; i += 8192) {
      binary += String.fromCharCode(...png.subarray(i, i + 8192));
    }
    return await page.evaluate(
      async (b64, r, color, tol) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const g = canvas.getContext("2d")!;
        g.drawImage(bitmap, 0, 0);
        const data = g.getImageData(r.x, r.y, r.width, r.height).data;
        const bg = [data[0]!, data[1]!, data[2]!];
        let near = 0;
        let notBackground = 0;
        let first: { x: number; y: number } | undefined;
        for (let i = 0; i < data.length; i += 4) {
          const px = [data[i]!, data[i + 1]!, data[i + 2]!];
          if (px.every((v, c) => Math.abs(v - color[c]!) <= tol)) {
            near++;
            const at = i / 4;
            first ??= { x: r.x + (at % r.width), y: r.y + Math.floor(at / r.width) };
          }
          if (px.some((v, c) => Math.abs(v - bg[c]!) > 8)) notBackground++;
        }
        return { near, notBackground, ...(first === undefined ? {} : { first }) };
      },
      btoa(binary),
      rect,
      [...rgb],
      tolerance,
    );
  } finally {
    await page.close();
  }
}
