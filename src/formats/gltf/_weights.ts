/**
 * Morph target weights (`weights[i]` tracks of one node) → that node's glTF `weights` channel:
 * one sampler whose output holds every target's weight per key (glTF 2.0 §3.11: "weights"
 * output has as many elements per key as the mesh has morph targets).
 *
 * @module
 */
import { KEYED_STEP } from "../../model/keyed.ts";
import type { FittedKeys } from "../../convert/fit.ts";
import { mergeScalarKeys } from "../../convert/merge_keys.ts";
import { type GltfSamplerData, samplerOf } from "./_sampler.ts";

/** Keys of a weight that no track drives: `value` (the mesh's default weight) all along. */
function rest(value: number): FittedKeys {
  return {
    dims: 1,
    times: new Float64Array(0),
    values: Float64Array.of(value),
    inSlopes: new Float64Array(0),
    outSlopes: new Float64Array(0),
    kinds: Uint8Array.of(KEYED_STEP),
  };
}

/**
 * One node's weight keys as its `weights` channel: each morph target's keys (as a glTF sampler
 * would hold them alone) merged into one key set over the union of their times
 * ({@linkcode mergeScalarKeys}); a target without keys holds its default weight `defaults[i]`
 * (0 where absent). `parts.length` is the node's morph target count.
 */
export function weightsSampler(
  parts: readonly (FittedKeys | undefined)[],
  defaults: readonly number[] = [],
): GltfSamplerData {
  const merged = mergeScalarKeys(Array.from(parts, (p, i) => p ?? rest(defaults[i] ?? 0)));
  return samplerOf("weights", merged);
}
