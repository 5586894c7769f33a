/**
 * glTF-Transform {@linkcode Document} ↔ `.gltf` (JSON, buffers and images as data: URIs) or
 * `.glb` bytes, synchronously.
 *
 * glTF-Transform's `readJSON` and `writeJSON` are declared async but do their work without ever
 * awaiting; an extension's constructor receives the document being read, and its `write` hook
 * the finished JSON document, inside those calls. The extension below keeps them, so readers
 * and writers stay synchronous like every other format's.
 *
 * Extensions: glTF-Transform's implementations of the Khronos and EXT extensions carry every
 * extension a file uses through a read and a write, except the compressions that need a codec
 * (Draco, meshopt); a file that uses one it cannot carry is refused rather than written without.
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
import { ALL_EXTENSIONS } from "npm:@gltf-transform/extensions@4.5.1";
import { AnimkitError } from "../../errors.ts";
import { type GltfDocument, type GltfResolver, readGltfAccessor, sideFileName } from "./read.ts";

const CAPTURE_NAME = "ANIMKIT_capture";

/** Receives the document read, or the writer's JSON document; never appears in a file. */
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

/** Extensions carried through a read and a write: all but those that need a codec. */
const CARRIED = ALL_EXTENSIONS.filter((e) =>
  e.EXTENSION_NAME !== "KHR_draco_mesh_compression" &&
  e.EXTENSION_NAME !== "EXT_meshopt_compression"
);

function io(capture: typeof Extension): WebIO {
  return new WebIO().setLogger(new Logger(Verbosity.SILENT)).registerExtensions([
    ...CARRIED,
    capture,
  ]);
}

/**
 * A file read by {@linkcode readGltf} as a glTF-Transform document, every property and every
 * extension it uses kept. Side images are read through `resolve`.
 *
 * @throws {AnimkitError} for an extension the document cannot keep, a side image without a
 * resolver, or a file glTF-Transform cannot read.
 *
 * @example
 * ```ts ignore
 * const doc = readTransformDocument(readGltf(bytes));
 * doc.getRoot().listMeshes().length;
 * ```
 */
export function readTransformDocument(source: GltfDocument, resolve?: GltfResolver): Document {
  const format = source.container;
  const json = structuredClone(source.json) as unknown as JSONDocument["json"];
  const known = new Set(CARRIED.map((e) => e.EXTENSION_NAME));
  for (const member of ["extensionsUsed", "extensionsRequired"] as const) {
    const list: unknown = json[member];
    if (list !== undefined && !Array.isArray(list)) {
      throw new AnimkitError(format, { kind: "pointer", pointer: `/${member}` }, "not an array");
    }
  }
  for (const name of [...(json.extensionsUsed ?? []), ...(json.extensionsRequired ?? [])]) {
    if (!known.has(name)) {
      throw new AnimkitError(
        format,
        { kind: "pointer", pointer: "/extensionsUsed" },
        `the file uses ${name}, which animkit cannot carry into the file it writes; nothing ` +
          "was written",
      );
    }
  }
  // glTF-Transform copies interleaved and sparse accessors into arrays of the size their JSON
  // says: those are decoded (every count and offset checked against the bytes) first.
  (json.accessors ?? []).forEach((a, i) => {
    const view = typeof a.bufferView === "number" ? json.bufferViews?.[a.bufferView] : undefined;
    if (a.sparse !== undefined || a.bufferView === undefined || view?.byteStride !== undefined) {
      readGltfAccessor(source, i, `/accessors/${i}`);
    }
  });
  const resources: Record<string, Uint8Array<ArrayBuffer>> = {};
  (json.buffers ?? []).forEach((buffer, i) => {
    // glTF-Transform copies what it keeps of a buffer (every accessor and embedded image its
    // own slice), so the buffer goes in as it is, not copied once more.
    const given = source.buffers[i];
    const data = given === undefined
      ? new Uint8Array(buffer.byteLength)
      : given.buffer instanceof ArrayBuffer
      ? given as Uint8Array<ArrayBuffer>
      : given.slice();
    if (buffer.uri === undefined) resources[GLB_BUFFER] = data;
    else resources[buffer.uri = `__animkit_buffer_${i}.bin`] = data;
  });
  (json.images ?? []).forEach((image, i) => {
    const uri: unknown = image.uri;
    if (typeof uri !== "string" || uri.startsWith("data:")) return;
    const pointer = `/images/${i}/uri`;
    if (resolve === undefined) {
      throw new AnimkitError(format, { kind: "pointer", pointer }, `"${uri}" is a side file`);
    }
    const name = sideFileName(format, uri, pointer);
    try {
      resources[uri] = resolve(name).slice();
    } catch (error) {
      throw new AnimkitError(
        format,
        { kind: "pointer", pointer },
        `cannot read "${uri}": ${(error as Error).message}`,
      );
    }
  });
  json.extensionsUsed = [...(json.extensionsUsed ?? []), CAPTURE_NAME];
  let document: Document | undefined;
  let done = false;
  // Constructed when reading starts, its read hook called when every property is read.
  class Capture extends CaptureExtension {
    constructor(doc: Document) {
      super(doc);
      document = doc;
    }
    override read(): this {
      done = true;
      return this;
    }
  }
  io(Capture).readJSON({ json, resources }).catch(() => {});
  if (document === undefined || !done) {
    throw new AnimkitError(format, { kind: "none" }, "glTF-Transform cannot read the file");
  }
  for (const e of document.getRoot().listExtensionsUsed()) {
    if (e.extensionName === CAPTURE_NAME) e.dispose();
  }
  const asset = document.getRoot().getAsset();
  const given = source.json.asset as { generator?: unknown; minVersion?: unknown };
  if (typeof given.generator === "string") asset.generator = given.generator;
  if (typeof given.minVersion === "string") asset.minVersion = given.minVersion;
  return document;
}

function writeJsonDocument(doc: Document, format: Format): JSONDocument {
  const capture = doc.createExtension(CaptureExtension);
  // The promise settles later; the document is complete when the call returns. A failure
  // leaves nothing captured (and its rejection is handled here, not left unhandled).
  io(CaptureExtension).writeJSON(doc, { format }).catch(() => {});
  capture.dispose();
  const jsonDoc = capture.captured;
  if (jsonDoc === undefined) {
    // glTF-Transform refused the document it read (a property shared where glTF allows one use).
    throw new AnimkitError(
      format === Format.GLB ? "glb" : "gltf",
      { kind: "none" },
      "glTF-Transform cannot write this document back as it was read",
    );
  }
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
  for (const image of json.images ?? []) {
    const data = image.uri === undefined ? undefined : resources[image.uri];
    const type = image.mimeType ?? "application/octet-stream";
    if (data !== undefined) image.uri = `data:${type};base64,${base64(data)}`;
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
