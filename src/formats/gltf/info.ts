/**
 * `info` for glTF: animations (name, duration, channels per path, interpolations, keys, the
 * channels that give no track), skins with their joints in order.
 *
 * @module
 */
import { readableNumber } from "../../model/number_text.ts";
import type { InfoReport } from "../format.ts";
import { gltfNodeName } from "./nodes.ts";
import { type GltfDocument, readGltfAccessor } from "./read.ts";

const KNOWN = new Set(["translation", "rotation", "scale", "weights"]);

/**
 * The summary of a glTF file.
 *
 * @example
 * ```ts
 * import { gltfInfo, readGltf } from "@animkit/animkit";
 * import { deepEqual } from "node:assert/strict";
 * const info = gltfInfo(readGltf(new TextEncoder().encode('{"asset": {"version": "2.0"}}')));
 * deepEqual((info.json as { animations: unknown[] }).animations, []);
 * ```
 */
export function gltfInfo(doc: GltfDocument): InfoReport {
  const animations = (doc.json.animations ?? []).map((animation, a) => {
    const channels: Record<string, number> = {};
    const interpolations = new Set<string>();
    const skipped: { channel: number; reason: string }[] = [];
    let keys = 0;
    let duration = 0;
    (animation.channels ?? []).forEach((channel, c) => {
      const node = channel.target?.node;
      const path = channel.target?.path;
      if (typeof node !== "number") {
        skipped.push({ channel: c, reason: "no target node" });
        return;
      }
      if (typeof path !== "string" || !KNOWN.has(path)) {
        skipped.push({ channel: c, reason: `path ${String(path)} is not animated by animkit` });
        return;
      }
      channels[path] = (channels[path] ?? 0) + 1;
      const sampler = animation.samplers?.[channel.sampler as number];
      if (sampler === undefined) return;
      interpolations.add(String(sampler.interpolation ?? "LINEAR"));
      const input = readGltfAccessor(
        doc,
        sampler.input,
        `/animations/${a}/samplers/${String(channel.sampler)}/input`,
      );
      keys += input.count;
      duration = Math.max(duration, input.values[input.count - 1] ?? 0);
    });
    return {
      index: a,
      name: typeof animation.name === "string" ? animation.name : null,
      duration,
      channels,
      interpolations: [...interpolations].sort(),
      keys,
      skipped,
    };
  });
  const skins = (doc.json.skins ?? []).map((skin, i) => ({
    index: i,
    name: typeof skin.name === "string" ? skin.name : null,
    joints: (skin.joints ?? []).map((j) => gltfNodeName(doc, j)),
  }));
  const generator = typeof doc.json.asset?.generator === "string" ? doc.json.asset.generator : null;
  const text = [
    `glTF 2.0 (${doc.container})${generator === null ? "" : `, written by ${generator}`}`,
    `nodes: ${(doc.json.nodes ?? []).length}`,
    `animations: ${animations.length}`,
    ...animations.map((a) =>
      `  ${a.index}${a.name === null ? "" : ` "${a.name}"`}: ${readableNumber(a.duration)} s, ${
        Object.entries(a.channels).map(([p, n]) => `${n} ${p}`).join(", ") || "no channels"
      }, ${a.interpolations.join("/") || "-"}, ${a.keys} keys${
        a.skipped.length === 0 ? "" : `, ${a.skipped.length} channel(s) without a track`
      }`
    ),
    ...(skins.length === 0 ? [] : [`skins: ${skins.length}`]),
    ...skins.map((s) =>
      `  ${s.index}${s.name === null ? "" : ` "${s.name}"`}: ${s.joints.join(", ")}`
    ),
  ];
  const assetVersion = typeof doc.json.asset?.version === "string" ? doc.json.asset.version : null;
  return { json: { container: doc.container, assetVersion, generator, animations, skins }, text };
}
