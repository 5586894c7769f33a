/**
 * animkit reads, validates, evaluates, converts and writes animation files: Metroid Prime ANIM
 * and CHAR, MRTK input animations, Resonite AnimJ/AnimX and Maya `.anim`.
 *
 * Data flows one way: bytes → format document → common model ({@linkcode Clip}) → evaluation
 * and conversion → bytes.
 *
 * @example Read a recording and sample it
 * ```ts ignore
 * import { readClip, sampleClip } from "@animkit/animkit";
 * const clip = readClip(await Deno.readFile("samples/wave.mrtk.bin"));
 * const tracks = sampleClip(clip, [0, 0.5, 1]);
 * ```
 *
 * @module
 */
export * from "./src/errors.ts";
export * from "./src/version.ts";
export * from "./src/budget.ts";
export * from "./src/model/value_type.ts";
export * from "./src/model/clip.ts";
export * from "./src/model/sample.ts";
export * from "./src/model/number_text.ts";
export * from "./src/model/compare.ts";
export * from "./src/model/keyed.ts";
export * from "./src/model/wrap.ts";
export * from "./src/model/hierarchy.ts";
export * from "./src/curves/quaternion.ts";
export * from "./src/curves/rotation.ts";
export * from "./src/curves/euler_order.ts";
export * from "./src/curves/search.ts";
export * from "./src/curves/keyed_eval.ts";
export * from "./src/curves/float32_time.ts";
export * from "./src/convert/target.ts";
export * from "./src/convert/options.ts";
export * from "./src/convert/convert_clip.ts";
export * from "./src/convert/measure.ts";
export * from "./src/convert/track_match.ts";
export * from "./src/convert/group_transforms.ts";
export * from "./src/convert/reduce_keys.ts";
export * from "./src/convert/shift_time.ts";
export * from "./src/convert/mrtk_paths.ts";
export * from "./src/convert/profile.ts";
export * from "./src/convert/tolerance.ts";
export * from "./src/convert/played_times.ts";
export * from "./src/convert/fit.ts";
export * from "./src/convert/fit_discrete.ts";
export * from "./src/convert/fit_clip.ts";
export * from "./src/convert/look_rotation.ts";
export * from "./src/convert/euler_curve.ts";
export * from "./src/convert/component_curves.ts";
export * from "./src/convert/bone_map.ts";
export * from "./src/curves/compose.ts";
export * from "./src/curves/unity_curve.ts";
export * from "./src/formats/format.ts";
export * from "./src/formats/registry.ts";
export * from "./src/formats/mrtk/mod.ts";
export * from "./src/formats/animj/mod.ts";
export * from "./src/formats/animx/mod.ts";
export * from "./src/formats/maya/mod.ts";
export * from "./src/formats/retro_anim/mod.ts";
export * from "./src/formats/retro_char/mod.ts";
export * from "./src/formats/gltf/mod.ts";
export * from "./src/formats/unity_clip/mod.ts";
export * from "./src/formats/bvh/mod.ts";
export * from "./src/formats/retro_cinf/mod.ts";
export * from "./src/plot/svg_plot.ts";
export * from "./src/io/atomic_write.ts";
export * from "./src/io/bytes.ts";
export * from "./src/io/output_error.ts";
export * from "./src/io/text_position.ts";
