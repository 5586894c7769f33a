/**
 * glTF-Transform {@linkcode Document} → `.gltf` (JSON, buffer as a data: URI) or `.glb` bytes,
 * synchronously.
 *
 * glTF-Transform's `writeJSON` is declared async but computes its JSON document without ever
 * awaiting; an extension's `write` hook receives the finished document inside that call. The
 * hook below keeps it, so writers stay synchronous like every other format's.
 *
 * @module
 */
import {
  type Document,
  Extension,
  Format,
  GLB_BUFFER,
  type JSONDocument,
  Logger,
  Verbosity,
  WebIO,
  type WriterContext,
} from "npm:@gltf-transform/core@4.5.1";

const CAPTURE_NAME = "ANIMKIT_capture";

/** Receives the writer's JSON document; never appears in the output. */
class CaptureExtension extends Extension {
  static override EXTENSION_NAME: string = CAPTURE_NAME;
  override readonly extensionName: string = CAPTURE_NAME;
  captured: JSONDocument | undefined;
  read(): this {
    return this;
  }
  write(context: WriterContext): this {
    this.captured = context.jsonDoc;
    return this;
  }
}

function writeJsonDocument(doc: Document, format: Format): JSONDocument {
  const capture = doc.createExtension(CaptureExtension);
  const io = new WebIO().setLogger(new Logger(Verbosity.SILENT)).registerExtensions([
    CaptureExtension,
  ]);
  // The promise settles later; the document is complete when the call returns. A failure
  // leaves nothing captured (and its rejection is handled here, not left unhandled).
  io.writeJSON(doc, { format }).catch(() => {});
  capture.dispose();
  const jsonDoc = capture.captured;
  if (jsonDoc === undefined) throw new Error("the glTF writer did not complete");
  const json = jsonDoc.json;
  json.extensionsUsed = (json.extensionsUsed ?? []).filter((name) => name !== CAPTURE_NAME);
  if (json.extensionsUsed.length === 0) delete json.extensionsUsed;
  json.extensionsRequired = (json.extensionsRequired ?? []).filter((n) => n !== CAPTURE_NAME);
  if (json.extensionsRequired.length === 0) delete json.extensionsRequired;
  return jsonDoc;
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function padded(bytes: Uint8Array, fill: number): Uint8Array {
  const length = (bytes.length + 3) & ~3;
  if (length === bytes.length) return bytes;
  const out = new Uint8Array(length).fill(fill);
  out.set(bytes);
  return out;
}

/**
 * A `.gltf` JSON file whose one buffer is embedded as a base64 data: URI.
 *
 * @example
 * ```ts ignore
 * const text = new TextDecoder().decode(gltfJsonBytes(doc, true));
 * ```
 */
export function gltfJsonBytes(doc: Document, pretty: boolean): Uint8Array {
  const { json, resources } = writeJsonDocument(doc, Format.GLTF);
  for (const buffer of json.buffers ?? []) {
    const data = buffer.uri === undefined ? undefined : resources[buffer.uri];
    if (data !== undefined) buffer.uri = `data:application/octet-stream;base64,${base64(data)}`;
  }
  return new TextEncoder().encode(`${JSON.stringify(json, null, pretty ? 2 : undefined)}\n`);
}

/**
 * A `.glb` file (glTF 2.0 §4.4: 12-byte header, JSON chunk padded with spaces, BIN chunk).
 *
 * @example
 * ```ts ignore
 * await Deno.writeFile("out.glb", glbBytes(doc));
 * ```
 */
export function glbBytes(doc: Document): Uint8Array {
  const { json, resources } = writeJsonDocument(doc, Format.GLB);
  const jsonChunk = padded(new TextEncoder().encode(JSON.stringify(json)), 0x20);
  const bin = resources[GLB_BUFFER];
  const binChunk = bin === undefined || bin.length === 0 ? null : padded(bin, 0);
  const total = 12 + 8 + jsonChunk.length + (binChunk === null ? 0 : 8 + binChunk.length);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true); // "glTF"
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonChunk.length, true);
  view.setUint32(16, 0x4e4f534a, true); // "JSON"
  out.set(jsonChunk, 20);
  if (binChunk !== null) {
    const at = 20 + jsonChunk.length;
    view.setUint32(at, binChunk.length, true);
    view.setUint32(at + 4, 0x004e4942, true); // "BIN\0"
    out.set(binChunk, at + 8);
  }
  return out;
}
