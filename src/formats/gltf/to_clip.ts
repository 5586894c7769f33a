/**
 * glTF → common model: one track per animation channel, in channel order (glTF 2.0 §3.11).
 *
 * - `node` is the node's `name` when it is a non-empty string, else `node_<index>`;
 * - `translation`/`scale` → float3, `rotation` → floatQ (x, y, z, w), `weights` → one float
 *   track per morph target, `weights[0]`, `weights[1]`, … in place;
 * - channels without a node, and paths animkit does not know (`KHR_animation_pointer` included),
 *   give no track (`info` lists them);
 * - `nodes` is the file's node tree ({@linkcode gltfNodes}: every node, in index order, with rest
 *   translation, rotation and scale);
 * - files animkit wrote give back what it wrote: the property names kept in
 *   `extras.animkit.properties` on a node, held booleans from `extras.animkit.tracks`, events and
 *   the duration from the animation's `extras.animkit`.
 *
 * @module
 */
import { AnimkitError } from "../../errors.ts";
import type { Clip, ClipEvent, Curve, Track } from "../../model/clip.ts";
import type { Value, ValueType } from "../../model/value_type.ts";
import { lastKeyFrom } from "../../curves/search.ts";
import { GltfCurve, type GltfSamplerInterpolation } from "./curve.ts";
import { type GltfDocument, type GltfJsonAnimation, readGltfAccessor } from "./read.ts";
import { gltfNodeName, gltfNodes } from "./nodes.ts";

export { gltfNodeName };

const PATHS: Readonly<Record<string, { valueType: ValueType; size: number }>> = {
  translation: { valueType: "float3", size: 3 },
  rotation: { valueType: "floatQ", size: 4 },
  scale: { valueType: "float3", size: 3 },
};

/**
 * The animation an option picks: an exact name first, then a 0-based index; the first by
 * default. Undefined when the file has no animations.
 */
export function pickGltfAnimation(
  doc: GltfDocument,
  which: string | undefined,
): { index: number; animation: GltfJsonAnimation } | undefined {
  const list = doc.json.animations ?? [];
  if (!Array.isArray(list) || list.length === 0) {
    if (which !== undefined) {
      throw new AnimkitError(
        doc.container,
        { kind: "pointer", pointer: "/animations" },
        "the file has no animations",
      );
    }
    return undefined;
  }
  if (which === undefined) return { index: 0, animation: list[0]! };
  const named = list.findIndex((a) => a.name === which);
  if (named >= 0) return { index: named, animation: list[named]! };
  const index = /^\d+$/.test(which) ? Number(which) : -1;
  if (index >= 0 && index < list.length) return { index, animation: list[index]! };
  const names = list.map((a, i) => (typeof a.name === "string" ? `"${a.name}"` : String(i)));
  throw new AnimkitError(
    doc.container,
    { kind: "pointer", pointer: "/animations" },
    `no animation named or numbered "${which}" (there are ${names.slice(0, 20).join(", ")})`,
  );
}

/** Morph target count of a node: its mesh's first primitive's targets, else its weights. */
function morphCount(doc: GltfDocument, node: number): number | undefined {
  const n = doc.json.nodes?.[node];
  const mesh = typeof n?.mesh === "number" ? doc.json.meshes?.[n.mesh] : undefined;
  const targets = mesh?.primitives?.[0]?.targets;
  if (Array.isArray(targets)) return targets.length;
  return Array.isArray(n?.weights) ? n.weights.length : undefined;
}

/** A boolean that holds each stored value from its time on (animkit's node extras). */
class HeldCurve implements Curve {
  readonly valueType: ValueType = "bool";
  readonly semantics = "gltf";
  #times: Float64Array;
  #values: readonly boolean[];
  /** The key found last (the cursor: increasing times walk on from it). */
  #key = 0;
  constructor(times: Float64Array, values: readonly boolean[]) {
    this.#times = times;
    this.#values = values;
  }
  keyTimes(): Float64Array {
    return this.#times.slice();
  }
  evaluate(time: number): Value {
    const i = lastKeyFrom(this.#times, time, this.#key);
    this.#key = i;
    return this.#values[Math.max(0, i)] ?? false;
  }
}

function animkitExtras(extras: unknown): Record<string, unknown> | undefined {
  const a = (extras as { animkit?: unknown } | null | undefined)?.animkit;
  return typeof a === "object" && a !== null ? a as Record<string, unknown> : undefined;
}

/** Times of a sampler input: finite, ≥ 0, strictly increasing. */
function inputTimes(doc: GltfDocument, index: unknown, pointer: string): Float64Array {
  const input = readGltfAccessor(doc, index, pointer);
  if (input.size !== 1) {
    throw new AnimkitError(
      doc.container,
      { kind: "pointer", pointer },
      "a sampler input is SCALAR",
    );
  }
  const times = Float64Array.from(input.values);
  for (let i = 0; i < times.length; i++) {
    const t = times[i]!;
    if (!Number.isFinite(t) || t < 0 || (i > 0 && !(t > times[i - 1]!))) {
      throw new AnimkitError(
        doc.container,
        { kind: "pointer", pointer },
        `key time ${i} is ${t}: times must be finite, ≥ 0 and increasing`,
      );
    }
  }
  return times;
}

/**
 * Converts one animation of a glTF file to a {@linkcode Clip}.
 *
 * @throws {AnimkitError} located by JSON pointer for samplers and accessors that do not fit.
 *
 * @example
 * ```ts
 * import { gltfToClip, readGltf } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const clip = gltfToClip(readGltf(new TextEncoder().encode('{"asset": {"version": "2.0"}}')));
 * equal(clip.tracks.length, 0);
 * ```
 */
export function gltfToClip(
  doc: GltfDocument,
  options: { readonly animation?: string; readonly name?: string } = {},
): Clip {
  return clipOf(doc, pickGltfAnimation(doc, options.animation), options.name);
}

/** The clip of one animation (or of none: held booleans only). */
function clipOf(
  doc: GltfDocument,
  picked: { index: number; animation: GltfJsonAnimation } | undefined,
  clipName: string | undefined,
): Clip {
  const tracks: Track[] = [];
  const events: ClipEvent[] = [];
  let end = 0;
  const nodes = doc.json.nodes ?? [];
  let duration: number | undefined;
  if (picked !== undefined) {
    const { index: a, animation } = picked;
    const samplers = animation.samplers ?? [];
    const channels = animation.channels ?? [];
    const cache = new Map<
      number,
      { times: Float64Array; output: Float32Array | Float64Array; size: number; count: number }
    >();
    const inputs = new Map<number, Float64Array>();
    for (let c = 0; c < channels.length; c++) {
      const channel = channels[c]!;
      const node = channel.target?.node;
      const path = channel.target?.path;
      if (typeof node !== "number" || !Number.isInteger(node) || node < 0 || node >= nodes.length) {
        continue;
      }
      if (path !== "weights" && (typeof path !== "string" || PATHS[path] === undefined)) continue;
      const s = channel.sampler;
      const at = `/animations/${a}/samplers/${String(s)}`;
      if (typeof s !== "number" || !Number.isInteger(s) || s < 0 || s >= samplers.length) {
        throw new AnimkitError(doc.container, {
          kind: "pointer",
          pointer: `/animations/${a}/channels/${c}/sampler`,
        }, `no sampler ${String(s)}`);
      }
      const sampler = samplers[s]!;
      const interpolation = (sampler.interpolation ?? "LINEAR") as GltfSamplerInterpolation;
      if (!["LINEAR", "STEP", "CUBICSPLINE"].includes(interpolation)) {
        throw new AnimkitError(
          doc.container,
          { kind: "pointer", pointer: `${at}/interpolation` },
          `unknown interpolation ${String(interpolation)}`,
        );
      }
      let data = cache.get(s);
      if (data === undefined) {
        // Samplers often share one input accessor: decode and check it once.
        const key = sampler.input as number;
        let times = inputs.get(key);
        if (times === undefined) {
          times = inputTimes(doc, sampler.input, `${at}/input`);
          inputs.set(key, times);
        }
        const out = readGltfAccessor(doc, sampler.output, `${at}/output`);
        data = { times, output: out.values, size: out.size, count: out.count };
        cache.set(s, data);
      }
      const n = data.times.length;
      const perKey = interpolation === "CUBICSPLINE" ? 3 : 1;
      if (n > 0) end = Math.max(end, data.times[n - 1]!);
      const name = gltfNodeName(doc, node);
      if (path === "weights") {
        if (data.size !== 1 || data.count % (n * perKey) !== 0) {
          throw new AnimkitError(
            doc.container,
            { kind: "pointer", pointer: `${at}/output` },
            `${data.count} weights are not ${perKey} × ${n} keys × the morph targets`,
          );
        }
        const m = data.count / (n * perKey);
        const expected = morphCount(doc, node);
        if (expected !== undefined && expected !== m) {
          throw new AnimkitError(
            doc.container,
            { kind: "pointer", pointer: `${at}/output` },
            `${m} weights per key, the node's mesh has ${expected} morph targets`,
          );
        }
        for (let w = 0; w < m; w++) {
          tracks.push({
            node: name,
            property: `weights[${w}]`,
            valueType: "float",
            curve: new GltfCurve("float", interpolation, data.times, data.output, m, w, 1),
          });
        }
        continue;
      }
      const { valueType, size } = PATHS[path]!;
      if (data.size !== size || data.count !== n * perKey) {
        throw new AnimkitError(
          doc.container,
          { kind: "pointer", pointer: `${at}/output` },
          `${path} needs ${n * perKey} ${
            size === 3 ? "VEC3" : "VEC4"
          } values for ${n} keys, the accessor has ${data.count} of ${data.size}`,
        );
      }
      const own = animkitExtras(nodes[node]?.extras)?.properties as
        | Record<string, unknown>
        | undefined;
      const property = typeof own?.[path] === "string" ? own[path] as string : path;
      tracks.push({
        node: name,
        property,
        valueType,
        curve: new GltfCurve(valueType, interpolation, data.times, data.output, size, 0, size),
      });
    }
    const extras = animkitExtras(animation.extras);
    if (extras !== undefined) {
      if (Array.isArray(extras.events)) {
        for (const e of extras.events as { time?: unknown; name?: unknown }[]) {
          if (
            typeof e?.time === "number" && Number.isFinite(e.time) && typeof e.name === "string"
          ) {
            events.push({ time: e.time, name: e.name });
          }
        }
      }
      if (
        typeof extras.duration === "number" && Number.isFinite(extras.duration) &&
        extras.duration >= 0
      ) {
        duration = extras.duration;
      }
    }
  }
  // animkit's held booleans on nodes.
  nodes.forEach((node, i) => {
    const list = animkitExtras(node?.extras)?.tracks;
    if (!Array.isArray(list)) return;
    type Held = { property?: unknown; times?: unknown; values?: unknown; animation?: unknown };
    for (const t of list as Held[]) {
      if (typeof t?.property !== "string" || !Array.isArray(t.times) || !Array.isArray(t.values)) {
        continue;
      }
      // In a file with several animations, each held track names the one it belongs to.
      if (typeof t.animation === "number" && t.animation !== picked?.index) continue;
      const times = Float64Array.from(t.times as number[]);
      const ok = times.every((x, k) => Number.isFinite(x) && (k === 0 || x > times[k - 1]!)) &&
        t.values.length === times.length && times.length > 0;
      if (!ok) continue;
      end = Math.max(end, times[times.length - 1]!);
      tracks.push({
        node: gltfNodeName(doc, i),
        property: t.property,
        valueType: "bool",
        curve: new HeldCurve(times, (t.values as unknown[]).map((v) => v === true)),
      });
    }
  });
  const name = clipName ??
    (picked !== undefined && typeof picked.animation.name === "string"
      ? picked.animation.name
      : "gltf");
  const hierarchy = gltfNodes(doc);
  return {
    name,
    duration: duration ?? end,
    tracks,
    events,
    ...(hierarchy.length === 0 ? {} : { nodes: hierarchy }),
  };
}

/**
 * Converts every animation of a glTF file to a {@linkcode Clip}, in file order, each named as
 * its animation (`animation_<index>` when it has no name); a file without animations gives one
 * clip (its held booleans and events, if any).
 *
 * @throws {AnimkitError} located by JSON pointer for samplers and accessors that do not fit.
 *
 * @example
 * ```ts
 * import { gltfToClips, readGltf } from "@animkit/animkit";
 * import { equal } from "node:assert/strict";
 * const clips = gltfToClips(readGltf(new TextEncoder().encode('{"asset": {"version": "2.0"}}')));
 * equal(clips.length, 1);
 * ```
 */
export function gltfToClips(doc: GltfDocument, options: { readonly name?: string } = {}): Clip[] {
  const list = Array.isArray(doc.json.animations) ? doc.json.animations : [];
  if (list.length === 0) return [gltfToClip(doc, options)];
  return list.map((animation, index) =>
    clipOf(
      doc,
      { index, animation },
      options.name ??
        (typeof animation.name === "string" && animation.name !== ""
          ? animation.name
          : `animation_${index}`),
    )
  );
}
