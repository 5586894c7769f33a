/**
 * animkit reads, validates, evaluates, converts and writes animation files: Metroid Prime ANIM,
 * CHAR and CINF, MRTK input animations, Resonite AnimJ/AnimX, Maya `.anim`, glTF/GLB, Unity
 * AnimationClips and BVH.
 *
 * Data flows one way: bytes → format document → common model ({@linkcode Clip}) → evaluation
 * and conversion → bytes. This module exports the supported surface by name: reading
 * ({@linkcode readClip}, each format's reader and document types), sampling
 * ({@linkcode sampleClip}), validating (each {@linkcode FormatModule}'s `validate`), converting
 * ({@linkcode convertClip}: the one conversion driver, whose report is measured on the written
 * file), the format registry, the model types, errors and budgets.
 *
 * @example Read a recording, sample it, convert it to GLB
 * ```ts ignore
 * import { convertClip, formatByName, readClip, sampleClip } from "@animkit/animkit";
 * const clip = readClip(await Deno.readFile("samples/wave.mrtk.bin"));
 * const tracks = sampleClip(clip, [0, 0.5, 1]);
 * const { bytes, tracks: report } = convertClip(clip, formatByName("glb")!);
 * ```
 *
 * @module
 */
export { AnimkitError, formatLocation } from "./src/errors.ts";
export type { FormatName, Location } from "./src/errors.ts";
export { VERSION } from "./src/version.ts";
export { BUDGET_OPTIONS, BudgetError, DEFAULT_BUDGETS, resolveBudgets } from "./src/budget.ts";
export type { BudgetOrigin, Budgets } from "./src/budget.ts";
export { curveKeyCount } from "./src/model/clip.ts";
export type { Clip, ClipEvent, ClipNode, Curve, Track } from "./src/model/clip.ts";
export {
  findNode,
  nodePath,
  nodesFromPaths,
  orderParentsFirst,
  withPathNames,
} from "./src/model/hierarchy.ts";
export { ClipSkeleton } from "./src/convert/skeleton.ts";
export type { NodeTransform } from "./src/convert/skeleton.ts";
export { KEYED_HERMITE, KEYED_LINEAR, KEYED_STEP, keyedComponentsOf } from "./src/model/keyed.ts";
export type { KeyedComponent, KeyedCurve, KeyedScalarCurve } from "./src/model/keyed.ts";
export { float32Plain, float32Shortest, readableNumber } from "./src/model/number_text.ts";
export {
  gridLength,
  MAX_GRID_SAMPLES,
  sampleClip,
  timeGrid,
  trackMatcher,
  writeSampleJson,
} from "./src/model/sample.ts";
export type { Sample, SampledTrack } from "./src/model/sample.ts";
export { isValueType, VALUE_TYPES, vectorValue } from "./src/model/value_type.ts";
export type {
  BoolVectorValue,
  ColorValue,
  Value,
  ValueType,
  Vector2Value,
  Vector3Value,
  Vector4Value,
} from "./src/model/value_type.ts";
export type { WrapKind, WrapModes, Wrapping } from "./src/model/wrap.ts";
export { BoolCurve, VectorCurve } from "./src/curves/compose.ts";
export type { BoolScalarCurve, ScalarCurve } from "./src/curves/compose.ts";
export { eulerOrderToQuaternion, quaternionToEulerOrder } from "./src/curves/euler_order.ts";
export type { EulerOrder } from "./src/curves/euler_order.ts";
export {
  eulerToQuaternion,
  eulerToQuaternionOrdered,
  quaternionToEuler,
  ROTATE_ORDERS,
} from "./src/curves/rotation.ts";
export type { EulerDegrees, Quaternion } from "./src/curves/rotation.ts";
export { UnityCurve, unityKeys, UnityWrapMode } from "./src/curves/unity_curve.ts";
export type { UnityKeys } from "./src/curves/unity_curve.ts";
export { applyBoneMap, parseBoneMap } from "./src/convert/bone_map.ts";
export type { BoneMap } from "./src/convert/bone_map.ts";
export { convertClip } from "./src/convert/convert_clip.ts";
export type { ConversionTarget } from "./src/convert/convert_clip.ts";
export type { FitOptions, FitResult, FittedKeys } from "./src/convert/fit.ts";
export type { DiscreteFit } from "./src/convert/fit_discrete.ts";
export { measureKindOf, measureTimes, measureTrack } from "./src/convert/measure.ts";
export type { MeasureKind, Measurement, MeasureOptions } from "./src/convert/measure.ts";
export type { TrackReport, WriteOptions, WriteResult } from "./src/convert/options.ts";
export type { FitProfile, QuaternionLinear } from "./src/convert/profile.ts";
export type {
  ClipTarget,
  Encoded,
  Keys,
  PlacedTrack,
  Placement,
  Unplaced,
} from "./src/convert/target.ts";
export {
  DEFAULT_RELATIVE_TOLERANCE,
  DEFAULT_ROTATION_TOLERANCE_DEG,
  defaultTolerance,
  MIN_ABSOLUTE_TOLERANCE,
} from "./src/convert/tolerance.ts";
export type { FormatModule, InfoReport, Problem, ReadOptions } from "./src/formats/format.ts";
export {
  detectFormat,
  FORMAT_NAMES,
  formatByName,
  FORMATS,
  readClip,
  readClips,
} from "./src/formats/registry.ts";
export type { ReadClipOptions } from "./src/formats/registry.ts";
export { AnimJCurve } from "./src/formats/animj/curve.ts";
export {
  ANIMJ_INTERPOLATIONS,
  animjComponentKeys,
  animjIntRange,
  animjIsFloat32,
  animjScalarKind,
  animjStoreValue,
  animjTrackEnd,
  animjValueAt,
  animjWidth,
  newAnimJTrack,
} from "./src/formats/animj/document.ts";
export type {
  AnimJDocument,
  AnimJInterpolation,
  AnimJScalarKind,
  AnimJTrack,
  AnimJTrackType,
} from "./src/formats/animj/document.ts";
export { fixAnimJ } from "./src/formats/animj/fix.ts";
export { animjFromClip } from "./src/formats/animj/from_clip.ts";
export type { AnimJConversion } from "./src/formats/animj/from_clip.ts";
export type { AnimJLint } from "./src/formats/animj/lint.ts";
export { animjFormat, animjRewrite } from "./src/formats/animj/mod.ts";
export { readAnimJ } from "./src/formats/animj/read.ts";
export { animjToClip } from "./src/formats/animj/to_clip.ts";
export { validateAnimJDocument } from "./src/formats/animj/validate.ts";
export type { AnimJValidateOptions } from "./src/formats/animj/validate.ts";
export { writeAnimJ } from "./src/formats/animj/write.ts";
export type { AnimJWriteOptions } from "./src/formats/animj/write.ts";
export { animxFormat, animxRewrite } from "./src/formats/animx/mod.ts";
export { readAnimX } from "./src/formats/animx/read.ts";
export type { AnimXFile, AnimXReadOptions } from "./src/formats/animx/read.ts";
export { writeAnimX } from "./src/formats/animx/write.ts";
export type { AnimXWriteOptions } from "./src/formats/animx/write.ts";
export { BVH_CHANNELS } from "./src/formats/bvh/document.ts";
export type { BvhChannel, BvhDocument, BvhJoint } from "./src/formats/bvh/document.ts";
export { bvhInfo, bvhInfoText } from "./src/formats/bvh/info.ts";
export type { BvhInfo } from "./src/formats/bvh/info.ts";
export { bvhFormat } from "./src/formats/bvh/mod.ts";
export { bvhTarget } from "./src/formats/bvh/from_clip.ts";
export type { BvhSlot } from "./src/formats/bvh/from_clip.ts";
export { readBvh } from "./src/formats/bvh/read.ts";
export { BvhPositionCurve, BvhRotationCurve, bvhToClip } from "./src/formats/bvh/to_clip.ts";
export type { BvhClipOptions } from "./src/formats/bvh/to_clip.ts";
export { writeBvh } from "./src/formats/bvh/write.ts";
export type { BvhWriteOptions } from "./src/formats/bvh/write.ts";
export { GltfCurve } from "./src/formats/gltf/curve.ts";
export type { GltfSamplerInterpolation } from "./src/formats/gltf/curve.ts";
export { gltfFromClip, gltfFromClips, gltfTarget } from "./src/formats/gltf/from_clip.ts";
export type {
  GltfAnimationExtras,
  GltfBoolTrackExtras,
  GltfContainer,
  GltfSlot,
} from "./src/formats/gltf/from_clip.ts";
export { gltfOnto } from "./src/formats/gltf/onto.ts";
export type { GltfOntoMatch, GltfOntoOptions, GltfOntoResult } from "./src/formats/gltf/onto.ts";
export { gltfRewrite } from "./src/formats/gltf/rewrite.ts";
export type { GltfRewriteOptions } from "./src/formats/gltf/rewrite.ts";
export { gltfInfo } from "./src/formats/gltf/info.ts";
export { glbFormat, gltfFormat } from "./src/formats/gltf/mod.ts";
export { readGltf, readGltfAccessor } from "./src/formats/gltf/read.ts";
export type {
  GltfAccessorData,
  GltfDocument,
  GltfJson,
  GltfJsonAnimation,
  GltfJsonNode,
  GltfResolver,
} from "./src/formats/gltf/read.ts";
export { gltfToClip, gltfToClips } from "./src/formats/gltf/to_clip.ts";
export { MayaAnimCurve } from "./src/formats/maya/curve.ts";
export type { MayaCurveKeys, MayaCurveOptions, MayaInfinity } from "./src/formats/maya/curve.ts";
export {
  MAYA_HEADER_KEYWORDS,
  MAYA_TANGENT_WORDS,
  mayaAngularUnitRad,
  mayaCurveKeys,
  mayaKeys,
  mayaLinearUnitCm,
  MayaTangent,
  mayaTimeUnitFps,
  mayaTimeUnitWord,
} from "./src/formats/maya/document.ts";
export type {
  MayaAnimData,
  MayaDocument,
  MayaHeader,
  MayaItem,
  MayaKeys,
} from "./src/formats/maya/document.ts";
export { mayaFromClip } from "./src/formats/maya/from_clip.ts";
export { mayaInfo, mayaInfoText } from "./src/formats/maya/info.ts";
export type { MayaCurveInfo, MayaInfo } from "./src/formats/maya/info.ts";
export { mayaFormat } from "./src/formats/maya/mod.ts";
export { readMaya } from "./src/formats/maya/read.ts";
export type { MayaReadResult, MayaWarning } from "./src/formats/maya/read.ts";
export { mayaAnimCurve, mayaToClip } from "./src/formats/maya/to_clip.ts";
export { writeMaya, writeMayaText } from "./src/formats/maya/write.ts";
export { MRTK_JOINT_NAMES } from "./src/formats/mrtk/document.ts";
export type {
  MrtkCurve,
  MrtkDocument,
  MrtkHands,
  MrtkMarker,
  MrtkPoseCurves,
  MrtkRayCurves,
} from "./src/formats/mrtk/document.ts";
export { clipToMrtk } from "./src/formats/mrtk/from_clip.ts";
export { mrtkInfo, mrtkInfoText } from "./src/formats/mrtk/info.ts";
export type { MrtkCurveInfo, MrtkInfo } from "./src/formats/mrtk/info.ts";
export { mrtkFormat } from "./src/formats/mrtk/mod.ts";
export { readMrtk } from "./src/formats/mrtk/read.ts";
export { MRTK_DEFAULT_TOLERANCES, reduceMrtk } from "./src/formats/mrtk/reduce.ts";
export type { MrtkReduction, MrtkTolerances } from "./src/formats/mrtk/reduce.ts";
export { mrtkToClip } from "./src/formats/mrtk/to_clip.ts";
export type { MrtkClipOptions } from "./src/formats/mrtk/to_clip.ts";
export { writeMrtk } from "./src/formats/mrtk/write.ts";
export type { MrtkWriteOptions } from "./src/formats/mrtk/write.ts";
export { RetroAnimCurve } from "./src/formats/retro_anim/curve.ts";
export type { RetroAnimCurveOptions, RetroAnimSource } from "./src/formats/retro_anim/curve.ts";
export type {
  RetroAnimAttribute,
  RetroAnimAttributeKeys,
  RetroAnimChannel,
  RetroAnimChannelKeys,
  RetroAnimCharAnimTime,
  RetroAnimDocument,
  RetroAnimGame,
  RetroAnimKeys,
  RetroAnimV0Document,
  RetroAnimV2Document,
} from "./src/formats/retro_anim/document.ts";
export { encodeRetroAnim } from "./src/formats/retro_anim/encode.ts";
export type {
  RetroAnimEncodeChannel,
  RetroAnimEncodeInput,
  RetroAnimEncodeResult,
} from "./src/formats/retro_anim/encode.ts";
export { retroAnimFromClip } from "./src/formats/retro_anim/from_clip.ts";
export type { RetroAnimWriteExtras } from "./src/formats/retro_anim/from_clip.ts";
export { retroAnimInfo, retroAnimInfoText } from "./src/formats/retro_anim/info.ts";
export type { RetroAnimChannelInfo, RetroAnimInfo } from "./src/formats/retro_anim/info.ts";
export { retroAnimFormat } from "./src/formats/retro_anim/mod.ts";
export { readRetroAnim } from "./src/formats/retro_anim/read.ts";
export type { RetroAnimReadOptions } from "./src/formats/retro_anim/read.ts";
export { retroAnimRewrite } from "./src/formats/retro_anim/rewrite.ts";
export { retroAnimToClip } from "./src/formats/retro_anim/to_clip.ts";
export type { RetroAnimClipOptions } from "./src/formats/retro_anim/to_clip.ts";
export { writeRetroAnimV0, writeRetroAnimV2 } from "./src/formats/retro_anim/write.ts";
export type {
  RetroAnimV0WriteChannel,
  RetroAnimV0WriteInput,
  RetroAnimV2WriteChannel,
  RetroAnimV2WriteInput,
  RetroAnimWriteAttribute,
} from "./src/formats/retro_anim/write.ts";
export {
  isRetroCharAssetId,
  RETRO_CHAR_MAX_META_DEPTH,
  RETRO_CHAR_META_KINDS,
  RETRO_CHAR_PAS_PARM_TYPES,
  retroCharAssetIdFromBigInt,
  retroCharAssetIdToBigInt,
} from "./src/formats/retro_char/document.ts";
export type {
  RetroCharAnimation,
  RetroCharAnimationBounds,
  RetroCharAnimTime,
  RetroCharAssetId,
  RetroCharCollisionPrimitive,
  RetroCharCollisionSet,
  RetroCharDocument,
  RetroCharEffectEvent,
  RetroCharEventBase,
  RetroCharEventSet,
  RetroCharMayaKnot,
  RetroCharMayaSpline,
  RetroCharMetaAnim,
  RetroCharMetaBlend,
  RetroCharMetaPlay,
  RetroCharMetaRandom,
  RetroCharMetaSequence,
  RetroCharOverlay,
  RetroCharParticles,
  RetroCharPasAnimInfo,
  RetroCharPasDatabase,
  RetroCharPasParmInfo,
  RetroCharPasParmType,
  RetroCharPasState,
  RetroCharSoundEvent,
  RetroCharSoundTail,
  RetroCharVec3,
} from "./src/formats/retro_char/document.ts";
export {
  retroCharInfo,
  retroCharInfoText,
  retroCharMetaSummary,
} from "./src/formats/retro_char/info.ts";
export type { RetroCharInfo } from "./src/formats/retro_char/info.ts";
export { retroCharFormat } from "./src/formats/retro_char/mod.ts";
export { readRetroChar } from "./src/formats/retro_char/read.ts";
export { writeRetroChar } from "./src/formats/retro_char/write.ts";
export type {
  RetroCinfBone,
  RetroCinfDocument,
  RetroCinfQuaternion,
} from "./src/formats/retro_cinf/document.ts";
export { retroCinfInfo, retroCinfInfoText } from "./src/formats/retro_cinf/info.ts";
export type { RetroCinfInfo } from "./src/formats/retro_cinf/info.ts";
export { retroCinfFormat } from "./src/formats/retro_cinf/mod.ts";
export { readRetroCinf } from "./src/formats/retro_cinf/read.ts";
export type { RetroCinfReadOptions } from "./src/formats/retro_cinf/read.ts";
export type { FieldSpans } from "./src/formats/unity_clip/_fields.ts";
export {
  UNITY_CURVE_LISTS,
  UNITY_LIST_DIMS,
  unityClipSetting,
  unityInternalWrapToWrapMode,
  unityRefText,
} from "./src/formats/unity_clip/document.ts";
export type {
  UnityClipCurve,
  UnityClipDocument,
  UnityClipEvent,
  UnityCurveList,
  UnityObjectRef,
  UnityPPtrCurve,
} from "./src/formats/unity_clip/document.ts";
export { unityClipFromClip } from "./src/formats/unity_clip/from_clip.ts";
export { unityClipInfo } from "./src/formats/unity_clip/info.ts";
export { unityClipFormat } from "./src/formats/unity_clip/mod.ts";
export { readUnityClip } from "./src/formats/unity_clip/read.ts";
export type { ReadUnityClipOptions } from "./src/formats/unity_clip/read.ts";
export { unityClipToClip, UnityPPtrTrackCurve } from "./src/formats/unity_clip/to_clip.ts";
export type { UnityClipToClipOptions } from "./src/formats/unity_clip/to_clip.ts";
export { writeUnityClip, writeUnityClipBytes } from "./src/formats/unity_clip/write.ts";
export { PLOT_MIN_HEIGHT, PLOT_MIN_WIDTH, plotClipSvg } from "./src/plot/svg_plot.ts";
export type { PlotOptions } from "./src/plot/svg_plot.ts";
