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

/** Base64 → bytes: the browser's own decoder where it has one (Chromium 140+), else ours. */
function bytesOf(text: string): Uint8Array {
  const native = (Uint8Array as { fromBase64?: (text: string) => Uint8Array }).fromBase64;
  return native !== undefined ? native(text) : decodeBase64(text);
}

/** The files the page carries, decoded. */
function embeddedFiles(): SourceFile[] {
  const text = document.getElementById(FILES_ELEMENT_ID)?.textContent ?? "[]";
  const files = JSON.parse(text) as EmbeddedFile[];
  return files.map((f) => ({
    name: f.name,
    bytes: bytesOf(f.data),
    ...(f.format === undefined ? {} : { format: f.format }),
    ...(f.options === undefined ? {} : { options: f.options }),
    ...(f.sideFiles === undefined ? {} : {
      sideFiles: Object.fromEntries(
        Object.entries(f.sideFiles).map(([uri, data]) => [uri, bytesOf(data)]),
      ),
    }),
  }));
}

const app = new ViewerApp();
const view: AnimkitView = app.api();
(globalThis as unknown as { animkitView?: AnimkitView }).animkitView = view;
const files = embeddedFiles();
if (files.length > 0) void app.open(files);
