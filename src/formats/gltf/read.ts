/**
 * glTF 2.0 reading: the GLB container, the JSON, buffers (GLB binary chunk, `data:` URIs, side
 * files through a resolver) and accessors decoded into float arrays, every count and offset
 * checked against the bytes that exist, each problem located by JSON pointer (or GLB byte
 * offset).
 *
 * glTF 2.0 specification §3.6 (Buffers), §3.6.2 (Accessors: strides, sparse storage), §3.11
 * (Animations), §4.4 (GLB); normalized integers per "Animations" (BYTE max(c/127, −1), …).
 *
 * @module
 */
import { jsonObjectMember, skipJsonSpace } from "../_sniff.ts";
import { checkGltfShape } from "./_shape.ts";
import { AnimkitError, type FormatName } from "../../errors.ts";
import { asBytes } from "../../io/bytes.ts";

/**
 * Fetches a side file named by a relative `uri` (the CLI reads it beside the glTF file);
 * `byteLength` is what the buffer declares, so a resolver need read no further.
 */
export type GltfResolver = (uri: string, byteLength?: number) => Uint8Array;

/** A glTF file as read: its JSON and its buffers' bytes. */
export interface GltfDocument {
  /** `glb` or `gltf`. */
  readonly container: "glb" | "gltf";
  /** The JSON object. */
  readonly json: GltfJson;
  /** Bytes of each buffer, by index (undefined where a buffer is never needed). */
  readonly buffers: (Uint8Array | undefined)[];
}

/** The parts of the glTF JSON animkit reads (everything else is kept as it is). */
export interface GltfJson {
  /** `asset.version` must be "2.0". */
  readonly asset?: { readonly version?: unknown; readonly generator?: unknown };
  /** Nodes. */
  readonly nodes?: readonly GltfJsonNode[];
  /** Animations. */
  readonly animations?: readonly GltfJsonAnimation[];
  /** Accessors. */
  readonly accessors?: readonly Record<string, unknown>[];
  /** Buffer views. */
  readonly bufferViews?: readonly Record<string, unknown>[];
  /** Buffers. */
  readonly buffers?: readonly Record<string, unknown>[];
  /** Meshes (morph target counts). */
  readonly meshes?: readonly {
    readonly primitives?: readonly { readonly targets?: unknown[] }[];
  }[];
  /** Skins. */
  readonly skins?: readonly { readonly name?: unknown; readonly joints?: readonly number[] }[];
  /** Scenes. */
  readonly scenes?: readonly { readonly extras?: unknown }[];
  /** Anything else. */
  readonly [key: string]: unknown;
}

/** A node, as far as animkit reads it. */
export interface GltfJsonNode {
  /** Its name. */
  readonly name?: unknown;
  /** Indices of its children. */
  readonly children?: unknown;
  /** Rest translation. */
  readonly translation?: unknown;
  /** Rest rotation (x, y, z, w). */
  readonly rotation?: unknown;
  /** Rest scale. */
  readonly scale?: unknown;
  /** Rest transform as a column-major 4 × 4 matrix (instead of translation, rotation, scale). */
  readonly matrix?: unknown;
  /** Its mesh. */
  readonly mesh?: unknown;
  /** Default morph weights. */
  readonly weights?: unknown;
  /** Extras (animkit's held booleans and property names). */
  readonly extras?: unknown;
}

/** An animation. */
export interface GltfJsonAnimation {
  /** Its name. */
  readonly name?: unknown;
  /** Channels. */
  readonly channels?: readonly {
    readonly sampler?: unknown;
    readonly target?: {
      readonly node?: unknown;
      readonly path?: unknown;
      readonly extensions?: unknown;
    };
  }[];
  /** Samplers. */
  readonly samplers?: readonly {
    readonly input?: unknown;
    readonly output?: unknown;
    readonly interpolation?: unknown;
  }[];
  /** Extras (animkit's events and duration). */
  readonly extras?: unknown;
}

const GLB_MAGIC = 0x46546c67; // "glTF"
/** Strict UTF-8 (one decoder for every file: decoding whole inputs keeps no state). */
const UTF8 = new TextDecoder("utf-8", { fatal: true });
const CHUNK_JSON = 0x4e4f534a; // "JSON"
const CHUNK_BIN = 0x004e4942; // "BIN\0"

function fail(format: FormatName, pointer: string, detail: string): never {
  throw new AnimkitError(format, { kind: "pointer", pointer }, detail);
}

function failAt(offset: number, detail: string): never {
  throw new AnimkitError("glb", { kind: "byte", offset }, detail);
}

/**
 * Whether bytes are a GLB file (its magic number).
 *
 * @example
 * ```ts
 * import { isGlb } from "./read.ts";
 * import { equal } from "node:assert/strict";
 * equal(isGlb(new TextEncoder().encode("glTF")), true);
 * ```
 */
export function isGlb(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x67 && bytes[1] === 0x6c && bytes[2] === 0x54 &&
    bytes[3] === 0x46;
}

/**
 * Whether bytes look like glTF JSON: a top-level object with an `asset` object that has a
 * `version` string (glTF 2.0 §3.2: `asset.version` is required). The members are found by
 * structure, wherever they sit and whatever objects come before them (`extras`, long accessor
 * lists), in one pass over the bytes up to them.
 *
 * @example
 * ```ts
 * import { looksLikeGltfJson } from "./read.ts";
 * import { equal } from "node:assert/strict";
 * equal(looksLikeGltfJson(new TextEncoder().encode('{"asset": {"version": "2.0"}}')), true);
 * equal(looksLikeGltfJson(new TextEncoder().encode('{"tracks": []}')), false);
 * ```
 */
export function looksLikeGltfJson(bytes: Uint8Array): boolean {
  const start = skipJsonSpace(
    bytes,
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0,
  );
  const asset = jsonObjectMember(bytes, start, "asset");
  if (asset < 0) return false;
  const version = jsonObjectMember(bytes, asset, "version");
  return version >= 0 && bytes[version] === 0x22;
}

/**
 * Reads a `.gltf` or `.glb` file: the container, the JSON and the buffers animations need.
 * Side files (`uri` that is not `data:`) are fetched through `resolve`; `..` and absolute paths
 * are refused.
 *
 * @throws {AnimkitError} located by byte offset (GLB container) or JSON pointer.
 *
 * @example A minimal glTF with no buffers
 * ```ts
 * import { readGltf } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const doc = readGltf(new TextEncoder().encode('{"asset": {"version": "2.0"}}'));
 * equal(doc.container, "gltf");
 * ```
 */
export function readGltf(bytes: Uint8Array, resolve?: GltfResolver): GltfDocument {
  bytes = asBytes(bytes, isGlb(asBytes(bytes, "gltf")) ? "glb" : "gltf");
  let jsonBytes = bytes;
  let bin: Uint8Array | undefined;
  const container = isGlb(bytes) ? "glb" : "gltf";
  if (container === "glb") {
    if (bytes.length < 12) failAt(bytes.length, "the GLB header needs 12 bytes");
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getUint32(0, true) !== GLB_MAGIC) failAt(0, "not a GLB file");
    const version = view.getUint32(4, true);
    if (version !== 2) failAt(4, `GLB version ${version}; animkit reads version 2`);
    const length = view.getUint32(8, true);
    if (length > bytes.length) {
      failAt(8, `the header says ${length} bytes, the file has ${bytes.length}`);
    }
    let at = 12;
    let json: Uint8Array | undefined;
    while (at < length) {
      if (at + 8 > length) failAt(at, "a chunk header needs 8 bytes");
      const chunkLength = view.getUint32(at, true);
      const type = view.getUint32(at + 4, true);
      if (chunkLength > length - at - 8) {
        failAt(at, `the chunk says ${chunkLength} bytes, ${length - at - 8} are left`);
      }
      const data = bytes.subarray(at + 8, at + 8 + chunkLength);
      if (json === undefined) {
        if (type !== CHUNK_JSON) failAt(at + 4, "the first chunk must be JSON");
        json = data;
      } else if (type === CHUNK_BIN && bin === undefined) bin = data;
      at += 8 + chunkLength;
    }
    if (json === undefined) failAt(12, "the GLB has no JSON chunk");
    jsonBytes = json;
  }
  let json: GltfJson;
  try {
    json = JSON.parse(UTF8.decode(jsonBytes)) as GltfJson;
  } catch (error) {
    const where = container === "glb"
      ? { kind: "byte" as const, offset: 20 }
      : { kind: "pointer" as const, pointer: "" };
    throw new AnimkitError(container, where, `the JSON is not valid: ${(error as Error).message}`);
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    fail(container, "", "the top level must be an object");
  }
  if (typeof json.asset !== "object" || json.asset === null || json.asset.version !== "2.0") {
    fail(container, "/asset/version", 'glTF files say asset.version "2.0"');
  }
  checkGltfShape(container, json);
  const buffers = loadBuffers(container, json, bin, resolve);
  return { container, json, buffers };
}

/**
 * The side file a relative `uri` names, decoded; URLs, absolute paths and `..` are refused (a
 * resolver reads beside the glTF only).
 *
 * @throws {AnimkitError} at `pointer` for a URI outside the file's folder.
 *
 * @example
 * ```ts
 * import { sideFileName } from "./read.ts";
 * import { equal, throws } from "node:assert/strict";
 * equal(sideFileName("gltf", "skin%20tone.png", "/images/0/uri"), "skin tone.png");
 * throws(() => sideFileName("gltf", "../secret.bin", "/buffers/0/uri"));
 * ```
 */
export function sideFileName(format: FormatName, uri: string, pointer: string): string {
  let safe: string;
  try {
    safe = decodeURIComponent(uri);
  } catch {
    fail(format, pointer, `"${uri}" is not a valid URI`);
  }
  if (
    /^[a-z][a-z0-9+.-]*:/i.test(uri) || safe.startsWith("/") || safe.startsWith("\\") ||
    safe.split(/[\\/]/).includes("..")
  ) {
    fail(
      format,
      pointer,
      `"${uri}" is outside the file's folder; animkit reads side files beside the glTF only`,
    );
  }
  return safe;
}

function loadBuffers(
  format: FormatName,
  json: GltfJson,
  bin: Uint8Array | undefined,
  resolve: GltfResolver | undefined,
): (Uint8Array | undefined)[] {
  const list = json.buffers ?? [];
  if (!Array.isArray(list)) fail(format, "/buffers", "buffers must be an array");
  return list.map((buffer, i) => {
    const pointer = `/buffers/${i}`;
    if (typeof buffer !== "object" || buffer === null) {
      fail(format, pointer, "a buffer must be an object");
    }
    const byteLength = buffer.byteLength;
    if (typeof byteLength !== "number" || !Number.isInteger(byteLength) || byteLength < 0) {
      fail(format, `${pointer}/byteLength`, "byteLength must be a whole number ≥ 0");
    }
    let data: Uint8Array;
    const uri = buffer.uri;
    if (uri === undefined) {
      if (format !== "glb" || i !== 0 || bin === undefined) {
        fail(format, pointer, "a buffer without uri must be the GLB binary chunk");
      }
      data = bin;
    } else if (typeof uri !== "string") {
      fail(format, `${pointer}/uri`, "uri must be a string");
    } else if (uri.startsWith("data:")) {
      const comma = uri.indexOf(",");
      if (comma < 0 || !/;base64$/.test(uri.slice(0, comma))) {
        fail(format, `${pointer}/uri`, "a data: URI must be base64 (data:…;base64,…)");
      }
      const text = uri.slice(comma + 1);
      // Base64 is 4 characters per 3 bytes: check before decoding.
      if (Math.floor((text.length * 3) / 4) < byteLength) {
        fail(
          format,
          `${pointer}/uri`,
          `the data: URI holds fewer than byteLength ${byteLength} bytes`,
        );
      }
      let decoded: string;
      try {
        decoded = atob(text);
      } catch {
        fail(format, `${pointer}/uri`, "the data: URI is not valid base64");
      }
      data = new Uint8Array(decoded.length);
      for (let k = 0; k < decoded.length; k++) data[k] = decoded.charCodeAt(k);
    } else {
      const safe = sideFileName(format, uri, `${pointer}/uri`);
      if (resolve === undefined) {
        fail(format, `${pointer}/uri`, `"${uri}" is a side file; read the glTF from its folder`);
      }
      try {
        data = resolve(safe, byteLength);
      } catch (error) {
        fail(format, `${pointer}/uri`, `cannot read "${uri}": ${(error as Error).message}`);
      }
    }
    if (data.length < byteLength) {
      fail(
        format,
        `${pointer}/byteLength`,
        `byteLength is ${byteLength}, the data has ${data.length} bytes`,
      );
    }
    return data.subarray(0, byteLength);
  });
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

const COMPONENT_SIZE: Record<number, number> = {
  5120: 1,
  5121: 1,
  5122: 2,
  5123: 2,
  5125: 4,
  5126: 4,
};

const TYPE_SIZE: Record<string, number> = {
  SCALAR: 1,
  VEC2: 2,
  VEC3: 3,
  VEC4: 4,
  MAT2: 4,
  MAT3: 9,
  MAT4: 16,
};

function whole(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/** A component reader for a component type, `normalized` per the spec's table. */
function componentReader(
  view: DataView,
  componentType: number,
  normalized: boolean,
): (offset: number) => number {
  switch (componentType) {
    case 5126:
      return (o) => view.getFloat32(o, true);
    case 5120:
      return normalized ? (o) => Math.max(view.getInt8(o) / 127, -1) : (o) => view.getInt8(o);
    case 5121:
      return normalized ? (o) => view.getUint8(o) / 255 : (o) => view.getUint8(o);
    case 5122:
      return normalized
        ? (o) => Math.max(view.getInt16(o, true) / 32767, -1)
        : (o) => view.getInt16(o, true);
    case 5123:
      return normalized ? (o) => view.getUint16(o, true) / 65535 : (o) => view.getUint16(o, true);
    default:
      return (o) => view.getUint32(o, true);
  }
}

/** The bytes of buffer view `index` as a DataView, checked against its buffer. */
function bufferView(
  doc: GltfDocument,
  index: unknown,
  pointer: string,
): { view: DataView; stride: number | undefined; pointer: string } {
  const format = doc.container;
  const views = doc.json.bufferViews ?? [];
  if (!whole(index) || index >= views.length) {
    fail(format, pointer, `no buffer view ${String(index)}`);
  }
  const bv = views[index]!;
  const at = `/bufferViews/${index}`;
  const buffer = bv.buffer;
  const byteOffset = bv.byteOffset ?? 0;
  const byteLength = bv.byteLength;
  if (!whole(buffer) || buffer >= doc.buffers.length) {
    fail(format, `${at}/buffer`, `no buffer ${String(buffer)}`);
  }
  if (!whole(byteOffset)) fail(format, `${at}/byteOffset`, "byteOffset must be a whole number ≥ 0");
  if (!whole(byteLength)) fail(format, `${at}/byteLength`, "byteLength must be a whole number ≥ 0");
  const data = doc.buffers[buffer]!;
  if (data === undefined || byteOffset + byteLength > data.length) {
    fail(
      format,
      at,
      `bytes ${byteOffset}…${byteOffset + byteLength} run past buffer ${buffer} (${
        data?.length ?? 0
      } bytes)`,
    );
  }
  const stride = bv.byteStride;
  if (stride !== undefined && (!whole(stride) || stride < 4 || stride > 252 || stride % 4 !== 0)) {
    fail(format, `${at}/byteStride`, "byteStride must be a multiple of 4 from 4 to 252");
  }
  return {
    view: new DataView(data.buffer, data.byteOffset + byteOffset, byteLength),
    stride: stride as number | undefined,
    pointer: at,
  };
}

/** Copies of buffer views' bytes, by document and buffer view index. */
const VIEW_COPIES = new WeakMap<GltfDocument, Map<number, ArrayBuffer>>();

/** The bytes of buffer view `index` (as `view` holds them) in an ArrayBuffer of their own. */
function bufferViewCopy(doc: GltfDocument, index: number, view: DataView): ArrayBuffer {
  let copies = VIEW_COPIES.get(doc);
  if (copies === undefined) VIEW_COPIES.set(doc, copies = new Map());
  let copy = copies.get(index);
  if (copy === undefined) {
    copy = view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength) as ArrayBuffer;
    copies.set(index, copy);
  }
  return copy;
}

/** A decoded accessor: `count` elements of `size` components. */
export interface GltfAccessorData {
  /** Elements. */
  readonly count: number;
  /** Components per element. */
  readonly size: number;
  /**
   * `count × size` values (normalized integers decoded; packed floats stay float32, in a copy
   * of their buffer view's bytes that the document's other accessors of that view share).
   */
  readonly values: Float32Array | Float64Array;
}

/**
 * Decodes accessor `index` into floats: byte strides, normalized integers and sparse storage
 * (with or without a base buffer view), every range checked against the buffer view's bytes.
 *
 * @throws {AnimkitError} at `/accessors/i` (or the buffer view) when something does not fit.
 *
 * @example
 * ```ts ignore
 * const times = readGltfAccessor(doc, sampler.input).values;
 * ```
 */
export function readGltfAccessor(
  doc: GltfDocument,
  index: unknown,
  from: string,
): GltfAccessorData {
  const format = doc.container;
  const accessors = doc.json.accessors ?? [];
  if (!whole(index) || index >= accessors.length) {
    fail(format, from, `no accessor ${String(index)}`);
  }
  const a = accessors[index]!;
  const at = `/accessors/${index}`;
  const componentType = a.componentType as number;
  const csize = COMPONENT_SIZE[componentType];
  if (csize === undefined) {
    fail(format, `${at}/componentType`, `unknown componentType ${String(componentType)}`);
  }
  const size = TYPE_SIZE[a.type as string];
  if (size === undefined) fail(format, `${at}/type`, `unknown type ${String(a.type)}`);
  const count = a.count;
  if (!whole(count) || count < 1) fail(format, `${at}/count`, "count must be a whole number ≥ 1");
  const normalized = a.normalized === true;
  const elementSize = csize * size;
  const values = (bytesNeeded: number, limit: number) => {
    if (bytesNeeded > limit) {
      fail(format, at, `${count} elements need ${bytesNeeded} bytes, the buffer view has ${limit}`);
    }
  };
  let out: Float32Array | Float64Array;
  if (a.bufferView === undefined) {
    // All zeros unless sparse storage says otherwise; still bounded by the sparse data below.
    if (a.sparse === undefined) {
      fail(format, `${at}/bufferView`, "an accessor needs a bufferView or sparse values");
    }
    out = new Float64Array(0);
  } else {
    const { view, stride } = bufferView(doc, a.bufferView, `${at}/bufferView`);
    const offset = a.byteOffset ?? 0;
    if (!whole(offset)) fail(format, `${at}/byteOffset`, "byteOffset must be a whole number ≥ 0");
    const step = stride ?? elementSize;
    values(offset + (count - 1) * step + elementSize, view.byteLength);
    if (componentType === 5126 && step === elementSize && LITTLE_ENDIAN) {
      // Tightly packed floats (the usual case), kept as float32: a view into one copy of the
      // buffer view, made once per document, as accessors usually share their buffer views
      // (the spec aligns them to their component size, §3.6.2.4; unaligned ones get their own).
      if (offset % 4 === 0) {
        const copy = bufferViewCopy(doc, a.bufferView as number, view);
        out = new Float32Array(copy, offset, count * size);
      } else {
        const start = view.byteOffset + offset;
        out = new Float32Array(
          view.buffer.slice(start, start + count * elementSize) as ArrayBuffer,
        );
      }
    } else {
      out = new Float64Array(count * size);
      const read = componentReader(view, componentType, normalized);
      for (let i = 0; i < count; i++) {
        const base = offset + i * step;
        for (let c = 0; c < size; c++) out[i * size + c] = read(base + c * csize);
      }
    }
  }
  const sparse = a.sparse as Record<string, unknown> | undefined;
  if (sparse !== undefined) {
    const n = sparse.count;
    if (!whole(n) || n < 1 || n > count) {
      fail(format, `${at}/sparse/count`, `sparse count must be 1…${count}`);
    }
    const idx = sparse.indices as Record<string, unknown> | undefined;
    const vals = sparse.values as Record<string, unknown> | undefined;
    if (idx === undefined || vals === undefined) {
      fail(format, `${at}/sparse`, "sparse needs indices and values");
    }
    const itype = idx.componentType as number;
    const isize = itype === 5121 ? 1 : itype === 5123 ? 2 : itype === 5125 ? 4 : 0;
    if (isize === 0) {
      fail(
        format,
        `${at}/sparse/indices/componentType`,
        "sparse indices are UNSIGNED_BYTE, _SHORT or _INT",
      );
    }
    const iv = bufferView(doc, idx.bufferView, `${at}/sparse/indices/bufferView`);
    const ioff = idx.byteOffset ?? 0;
    if (!whole(ioff) || ioff + n * isize > iv.view.byteLength) {
      fail(format, `${at}/sparse/indices`, `${n} indices run past their buffer view`);
    }
    const vv = bufferView(doc, vals.bufferView, `${at}/sparse/values/bufferView`);
    const voff = vals.byteOffset ?? 0;
    if (!whole(voff) || voff + n * elementSize > vv.view.byteLength) {
      fail(format, `${at}/sparse/values`, `${n} values run past their buffer view`);
    }
    if (out.length === 0) {
      // Zeros with sparse values: no bytes back the zeros, so bound them by the file's size.
      const bytes = doc.buffers.reduce((sum, b) => sum + (b?.length ?? 0), 0);
      if (count * size > 16 * bytes + 4096) {
        fail(
          format,
          `${at}/count`,
          `${count} elements of sparse zeros are more than the file's ${bytes} bytes justify`,
        );
      }
      out = new Float64Array(count * size);
    }
    const readIndex = componentReader(iv.view, itype, false);
    const readValue = componentReader(vv.view, componentType, normalized);
    let previous = -1;
    for (let k = 0; k < n; k++) {
      const target = readIndex(ioff + k * isize);
      if (!(target > previous) || target >= count) {
        fail(
          format,
          `${at}/sparse/indices`,
          `index ${target} is out of order or past count ${count}`,
        );
      }
      previous = target;
      for (let c = 0; c < size; c++) {
        out[target * size + c] = readValue(voff + (k * size + c) * csize);
      }
    }
  }
  return { count, size, values: out };
}
