/**
 * The viewer page: one self-contained HTML document holding its style, the bundled application
 * script and the files it shows (base64), so it works offline and makes no request.
 *
 * @module
 */
import { encodeBase64 } from "./base64.ts";
import type { PageReadOptions } from "./load.ts";
import type { FormatName } from "../errors.ts";

/** A file the page carries. */
export interface PageFile {
  /** The name shown (the file's name without its folder). */
  readonly name: string;
  /** The file's bytes. */
  readonly bytes: Uint8Array;
  /** `--format`: read as this format instead of detecting it. */
  readonly format?: FormatName;
  /** The read flags. */
  readonly options?: PageReadOptions;
  /** glTF side files by the `uri` that names them. */
  readonly sideFiles?: Readonly<Record<string, Uint8Array>>;
}

/** The id of the element holding the files as JSON. */
export const FILES_ELEMENT_ID = "animkit-files";

/** The files as the page's JSON holds them. */
export interface EmbeddedFile {
  /** The name shown. */
  readonly name: string;
  /** The bytes, base64. */
  readonly data: string;
  /** `--format`. */
  readonly format?: FormatName;
  /** The read flags. */
  readonly options?: PageReadOptions;
  /** Side files, base64, by `uri`. */
  readonly sideFiles?: Readonly<Record<string, string>>;
}

/** Text for an HTML element's content: `<`, `>` and `&` escaped. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Script text made safe inside `<script>`: no `</script` or `<!--` can end or confuse the element
 * (HTML's script data states), and the code reads the same (`<\/` is `</` in strings, regular
 * expressions and template literals alike).
 */
function scriptText(script: string): string {
  return script.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
}

const STYLE = `
:root{color-scheme:dark;--bg:#16181d;--panel:#1e2128;--line:#2d313b;--text:#d7dae0;--dim:#8a909c;
--accent:#ff9b3d;--b:#4fb3ff;--bad:#ff6b6b;--warn:#e7c35a;font:13px/1.4 system-ui,sans-serif}
*{box-sizing:border-box}
body{margin:0;height:100vh;display:grid;grid-template-rows:auto 1fr auto;background:var(--bg);
color:var(--text);overflow:hidden}
header{display:flex;gap:8px;align-items:center;padding:6px 10px;background:var(--panel);
border-bottom:1px solid var(--line)}
header h1{font-size:14px;margin:0 8px 0 0;font-weight:600}
#title{flex:1;color:var(--dim);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
button,select,input{font:inherit;color:var(--text);background:#262a33;border:1px solid var(--line);
border-radius:4px;padding:3px 7px}
button:hover{border-color:var(--dim)}
main{display:grid;grid-template-columns:1fr 320px;grid-template-rows:1fr 190px;min-height:0}
#view{position:relative;min-height:0;min-width:0;overflow:hidden}
#view canvas{display:block;width:100%;height:100%}
#hover{position:absolute;pointer-events:none;background:#000c;padding:2px 6px;border-radius:3px;
display:none;white-space:nowrap}
#empty{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;
color:var(--dim);font-size:15px;pointer-events:none;text-align:center}
body.dragging #view{outline:2px dashed var(--accent);outline-offset:-6px}
#side{grid-row:1 / span 2;grid-column:2;border-left:1px solid var(--line);background:var(--panel);
overflow:auto;min-height:0}
#side details{border-bottom:1px solid var(--line)}
#side summary{padding:6px 10px;cursor:pointer;font-weight:600}
#side .body{padding:0 10px 8px}
#filter{width:100%;margin-bottom:6px}
#tree{max-height:40vh;overflow:auto}
#tree details{border:0;margin-left:2px}
#tree summary{padding:1px 0;font-weight:400}
#tree label{display:block;padding-left:16px;white-space:nowrap;color:var(--dim)}
#tree label:has(input:checked){color:var(--text)}
#tree output{color:var(--accent);font-variant-numeric:tabular-nums;margin-left:4px}
#problems li{margin:2px 0;list-style:none}
#problems{padding:0;margin:0}
#problems .error{color:var(--bad)}#problems .warning{color:var(--warn)}
#problems .where{color:var(--dim)}
#compare table{border-collapse:collapse;width:100%}
#compare td,#compare th{padding:1px 4px;text-align:left;border-bottom:1px solid var(--line)}
#compare td.num{text-align:right;font-variant-numeric:tabular-nums}
#compare tr.sel{background:#2d3442}
#curves{position:relative;border-top:1px solid var(--line);min-height:0}
#graph{display:block;width:100%;height:100%}
.cursor{position:absolute;left:0;top:0;bottom:0;width:1px;background:var(--accent);pointer-events:none;
will-change:transform}
.cursor span{position:absolute;left:4px;bottom:16px;white-space:nowrap;font-size:11px}
#timeline{display:flex;gap:8px;align-items:center;padding:6px 10px;background:var(--panel);
border-top:1px solid var(--line)}
#scrubwrap{flex:1;position:relative;display:flex;align-items:center}
#scrub{width:100%}
#ticks{position:absolute;left:0;right:0;top:-7px;height:6px;pointer-events:none}
#ticks i{position:absolute;width:2px;height:6px;background:var(--accent)}
#time{width:90px}
#timeline svg{width:10px;height:10px;fill:currentColor;display:block}
#play.playing .i-play,#play:not(.playing) .i-pause{display:none}
.hidden{display:none!important}
`;

const BODY = `<header><h1>animkit view</h1><span id="title"></span>
<select id="mode" class="hidden" title="how the two files are shown"><option value="overlay">overlaid</option>
<option value="side">side by side</option></select>
<select id="up" title="up axis"><option value="y">Y up</option><option value="z">Z up</option></select>
<button id="frame" title="frame the subject">Frame</button>
<button id="open" title="open a file (or drop one on the page)">Open…</button>
<input id="file" type="file" multiple class="hidden"></header>
<main><section id="view"><div id="hover"></div><div id="empty">Drop an animation file here or use Open…</div></section>
<aside id="side">
<details open><summary>Tracks</summary><div class="body"><input id="filter" placeholder="filter tracks" type="search"><div id="tree"></div></div></details>
<details open><summary>Problems <span id="problem-count"></span></summary><div class="body"><ul id="problems"></ul></div></details>
<details open id="compare-panel" class="hidden"><summary>Compare</summary><div class="body" id="compare"></div></details>
</aside>
<section id="curves"><canvas id="graph"></canvas></section></main>
<footer id="timeline"><button id="play" title="play / pause (space)"><svg class="i-play" viewBox="0 0 10 10"><path d="M2 1l7 4-7 4z"/></svg><svg class="i-pause" viewBox="0 0 10 10"><path d="M2 1h2v8H2zM6 1h2v8H6z"/></svg></button>
<button id="prev" title="previous frame (←)"><svg viewBox="0 0 10 10"><path d="M1 1h2v8H1zM9 1v8L3 5z"/></svg></button>
<button id="next" title="next frame (→)"><svg viewBox="0 0 10 10"><path d="M7 1h2v8H7zM1 1v8l6-4z"/></svg></button>
<div id="scrubwrap"><div id="ticks"></div><input id="scrub" type="range" min="0" max="1" step="any" value="0"></div>
<input id="time" type="number" step="any" title="time in seconds"><span id="duration"></span>
<select id="speed" title="speed">${
  [0.1, 0.25, 0.5, 1, 1.5, 2, 4].map((s) =>
    `<option value="${s}"${s === 1 ? " selected" : ""}>${s}×</option>`
  ).join("")
}</select>
<label><input id="loop" type="checkbox" checked> loop</label>
<select id="clip" class="hidden" title="animation"></select></footer>`;

/**
 * The viewer page as HTML text: `script` is the bundled application; `files` are shown (two
 * files are compared); no file gives the empty application, which opens dropped files.
 *
 * @example The empty application
 * ```ts
 * import { viewPage } from "./page.ts";
 * import { ok } from "node:assert/strict";
 * const html = viewPage({ script: "console.log('app')", files: [] });
 * ok(html.startsWith("<!doctype html>") && html.includes("console.log('app')"));
 * ```
 */
export function viewPage(page: { script: string; files: readonly PageFile[] }): string {
  const embedded: EmbeddedFile[] = page.files.map((f) => ({
    name: f.name,
    data: encodeBase64(f.bytes),
    ...(f.format === undefined ? {} : { format: f.format }),
    ...(f.options === undefined || Object.keys(f.options).length === 0
      ? {}
      : { options: f.options }),
    ...(f.sideFiles === undefined || Object.keys(f.sideFiles).length === 0 ? {} : {
      sideFiles: Object.fromEntries(
        Object.entries(f.sideFiles).map(([uri, bytes]) => [uri, encodeBase64(bytes)]),
      ),
    }),
  }));
  // JSON inside <script>: "<" escaped, so no text in it can close the element.
  const json = JSON.stringify(embedded).replace(/</g, "\\u003c");
  const title = page.files.length === 0
    ? "animkit view"
    : `${page.files.map((f) => f.name).join(" vs ")} — animkit view`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head>
<body>${BODY}
<script type="application/json" id="${FILES_ELEMENT_ID}">${json}</script>
<script type="module">${scriptText(page.script)}</script>
</body></html>
`;
}
