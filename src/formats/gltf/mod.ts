/**
 * glTF 2.0 export (`.gltf` with an embedded buffer, `.glb`): a write-only target for the common
 * model, built with glTF-Transform.
 *
 * @module
 */
import type { FormatModule } from "../format.ts";
import { gltfFromClip } from "./from_clip.ts";

export * from "./from_clip.ts";
export { GLTF_PROFILE } from "./_sampler.ts";

/**
 * The glTF 2.0 JSON target (`.gltf`, buffer embedded as a data: URI). Write-only: `sniff` is
 * always false, so detection never picks it.
 *
 * @example Look it up and write a clip
 * ```ts ignore
 * import { formatByName } from "@animkit/animkit";
 * const { bytes } = formatByName("gltf")!.fromClip!(clip, { rate: 30 });
 * ```
 */
export const gltfFormat: FormatModule = {
  name: "gltf",
  title: "glTF 2.0 (JSON)",
  extensions: ["gltf"],
  sniff: () => false,
  fromClip: (clip, options) => gltfFromClip(clip, options, "gltf"),
};

/**
 * The binary glTF 2.0 target (`.glb`). Write-only: `sniff` is always false.
 *
 * @example Look it up and write a clip
 * ```ts ignore
 * import { formatByName } from "@animkit/animkit";
 * const { bytes } = formatByName("glb")!.fromClip!(clip);
 * ```
 */
export const glbFormat: FormatModule = {
  name: "glb",
  title: "glTF 2.0 (binary)",
  extensions: ["glb"],
  sniff: () => false,
  fromClip: (clip, options) => gltfFromClip(clip, options, "glb"),
};
