/// <reference lib="dom" />
/**
 * The viewer page's entry point (bundled into `generated/view_app.js`): starts the application,
 * installs `globalThis.animkitView` and opens the files the page carries.
 *
 * @module
 */
import { type AnimkitView, ViewerApp } from "./app.ts";
import { decodeBase64 } from "./base64.ts";
import { type EmbeddedFile, FILES_ELEMENT_ID } from "./page.ts";
import type { SourceFile } from "./load.ts";

/** The files the page carries, decoded. */
function embeddedFiles(): SourceFile[] {
  const text = document.getElementById(FILES_ELEMENT_ID)?.textContent ?? "[]";
  const files = JSON.parse(text) as EmbeddedFile[];
  return files.map((f) => ({
    name: f.name,
    bytes: decodeBase64(f.data),
    ...(f.format === undefined ? {} : { format: f.format }),
    ...(f.options === undefined ? {} : { options: f.options }),
    ...(f.sideFiles === undefined ? {} : {
      sideFiles: Object.fromEntries(
        Object.entries(f.sideFiles).map(([uri, data]) => [uri, decodeBase64(data)]),
      ),
    }),
  }));
}

const app = new ViewerApp();
const view: AnimkitView = app.api();
(globalThis as { animkitView?: AnimkitView }).animkitView = view;
const files = embeddedFiles();
if (files.length > 0) void app.open(files);
