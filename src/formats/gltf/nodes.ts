/**
 * glTF node tree → the common model's {@linkcode ClipNode}s: every node of the file, in index
 * order (so a clip's node i is the file's node i), with its parent from the `children` arrays and
 * its rest translation, rotation and scale (a `matrix` is decomposed into them).
 *
 * glTF 2.0 §3.5.2 (nodes form disjoint trees: a node is the child of at most one node, and no
 * node is its own ancestor) and §3.5.3 (TRS properties, or a matrix).
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { ClipNode } from "../../model/clip.ts";
import type { Vector3Value, Vector4Value } from "../../model/value_type.ts";
import { matrix3ToQuaternion } from "../../curves/euler_order.ts";
import { orderParentsFirst } from "../../model/hierarchy.ts";
import type { GltfDocument } from "./read.ts";

function numbers(doc: GltfDocument, value: unknown, count: number, pointer: string): number[] {
  if (
    !Array.isArray(value) || value.length !== count ||
    !value.every((v) => typeof v === "number" && Number.isFinite(v))
  ) {
    throw new AnimkitError(
      doc.container,
      { kind: "pointer", pointer },
      `expected an array of ${count} finite numbers`,
    );
  }
  return value as number[];
}

/** Rest TRS of a column-major matrix: translation, column lengths (x negated when det < 0). */
function decompose(m: number[]): { t: Vector3Value; r: Vector4Value; s: Vector3Value } {
  const col = (c: number) => [m[c * 4]!, m[c * 4 + 1]!, m[c * 4 + 2]!];
  const [x, y, z] = [col(0), col(1), col(2)];
  const det = x[0]! * (y[1]! * z[2]! - y[2]! * z[1]!) - y[0]! * (x[1]! * z[2]! - x[2]! * z[1]!) +
    z[0]! * (x[1]! * y[2]! - x[2]! * y[1]!);
  const sx = Math.hypot(...x) * (det < 0 ? -1 : 1);
  const sy = Math.hypot(...y);
  const sz = Math.hypot(...z);
  const n = (v: number[], s: number) => v.map((c) => (s === 0 ? 0 : c / s));
  const [ax, ay, az] = [n(x, sx), n(y, sy), n(z, sz)];
  // Row-major rotation whose columns are the normalised axes.
  const [qx, qy, qz, qw] = matrix3ToQuaternion([
    ax[0]!,
    ay[0]!,
    az[0]!,
    ax[1]!,
    ay[1]!,
    az[1]!,
    ax[2]!,
    ay[2]!,
    az[2]!,
  ]);
  return {
    t: { x: m[12]!, y: m[13]!, z: m[14]! },
    r: { x: qx, y: qy, z: qz, w: qw },
    s: { x: sx, y: sy, z: sz },
  };
}

/**
 * The name a node's tracks get: its `name` when it is a non-empty string, else `node_<index>`.
 *
 * @example
 * ```ts
 * import { readGltf } from "@animkit/animkit";
 * import { gltfNodeName } from "./nodes.ts";
 * import { equal } from "node:assert/strict";
 * const doc = readGltf(new TextEncoder().encode('{"asset": {"version": "2.0"}, "nodes": [{}]}'));
 * equal(gltfNodeName(doc, 0), "node_0");
 * ```
 */
export function gltfNodeName(doc: GltfDocument, index: number): string {
  const name = doc.json.nodes?.[index]?.name;
  return typeof name === "string" && name !== "" ? name : `node_${index}`;
}

/**
 * The file's nodes as {@linkcode ClipNode}s (names as tracks name them: `name`, or `node_<i>`).
 *
 * @throws {AnimkitError} located by JSON pointer for a child index that is not a node, a node
 * that is the child of two nodes or its own ancestor, or TRS / matrix values that are not arrays
 * of finite numbers.
 *
 * @example
 * ```ts
 * import { readGltf } from "@animkit/animkit";
 * import { gltfNodes } from "./nodes.ts";
 * import { deepEqual } from "node:assert/strict";
 * const doc = readGltf(new TextEncoder().encode(JSON.stringify({
 *   asset: { version: "2.0" },
 *   nodes: [{ name: "hip", children: [1] }, { name: "knee", translation: [0, -1, 0] }],
 * })));
 * deepEqual(gltfNodes(doc)[1], { name: "knee", parent: 0, translation: { x: 0, y: -1, z: 0 } });
 * ```
 */
export function gltfNodes(doc: GltfDocument): ClipNode[] {
  const nodes = doc.json.nodes ?? [];
  if (!Array.isArray(nodes)) return [];
  const parent = new Int32Array(nodes.length).fill(-1);
  nodes.forEach((node, i) => {
    const children = node?.children;
    if (children === undefined) return;
    if (!Array.isArray(children)) {
      throw new AnimkitError(
        doc.container,
        { kind: "pointer", pointer: `/nodes/${i}/children` },
        "expected an array of node indices",
      );
    }
    children.forEach((c: unknown, k) => {
      const pointer = `/nodes/${i}/children/${k}`;
      if (typeof c !== "number" || !Number.isInteger(c) || c < 0 || c >= nodes.length) {
        throw new AnimkitError(
          doc.container,
          { kind: "pointer", pointer },
          `${String(c)} is not a node index`,
        );
      }
      if (parent[c] !== -1) {
        throw new AnimkitError(
          doc.container,
          { kind: "pointer", pointer },
          `node ${c} is already a child of node ${parent[c]}`,
        );
      }
      parent[c] = i;
    });
  });
  const ordered = orderParentsFirst(parent);
  if ("cycle" in ordered) {
    throw new AnimkitError(
      doc.container,
      { kind: "pointer", pointer: `/nodes/${ordered.cycle}` },
      `node ${ordered.cycle} is its own ancestor`,
    );
  }
  return nodes.map((node, i) => {
    const at = `/nodes/${i}`;
    const out: {
      name: string;
      parent?: number;
      translation?: Vector3Value;
      rotation?: Vector4Value;
      scale?: Vector3Value;
    } = { name: gltfNodeName(doc, i) };
    if (parent[i] !== -1) out.parent = parent[i]!;
    if (node?.matrix !== undefined) {
      const { t, r, s } = decompose(numbers(doc, node.matrix, 16, `${at}/matrix`));
      return { ...out, translation: t, rotation: r, scale: s };
    }
    if (node?.translation !== undefined) {
      const [x, y, z] = numbers(doc, node.translation, 3, `${at}/translation`);
      out.translation = { x: x!, y: y!, z: z! };
    }
    if (node?.rotation !== undefined) {
      const [x, y, z, w] = numbers(doc, node.rotation, 4, `${at}/rotation`);
      out.rotation = { x: x!, y: y!, z: z!, w: w! };
    }
    if (node?.scale !== undefined) {
      const [x, y, z] = numbers(doc, node.scale, 3, `${at}/scale`);
      out.scale = { x: x!, y: y!, z: z! };
    }
    return out;
  });
}
