import { deepEqual, equal, match, ok } from "node:assert/strict";
import { join } from "node:path";
import {
  type Clip,
  readClip,
  readRetroAnim,
  retroAnimFormat,
  retroAnimFromClip,
  retroAnimToClip,
  type Vector3Value,
  type Vector4Value,
  writeRetroAnimV2,
} from "../mod.ts";
import { decodeRetroAnimKeys } from "../src/formats/retro_anim/decode.ts";
import { quantizeRetroAnimRotations } from "../src/formats/retro_anim/write.ts";
import { ARM_SKELETON, buildCinf } from "./fixtures/retro_cinf_bytes.ts";
import { cli } from "./_helpers.ts";

/** A quaternion (X, Y, Z, W) turning `degrees` about a unit axis. */
function turn(axis: readonly [number, number, number], degrees: number): number[] {
  const half = (degrees * Math.PI) / 360;
  return [...axis.map((c) => c * Math.sin(half)), Math.cos(half)];
}

/**
 * An MP1 ANIM of 31 frames at 1/30 s keyed on frames 0, 10, 20 and 30: bone 3 ("Root" in
 * ARM_SKELETON) turns about Z through 0°, 30°, 60°, 90° and moves along X by 0.1 per key; bone
 * 0 ("Arm") turns about X through 0°, 20°, −10°, 40°; bone 5 (unnamed: bone_5) about Y through
 * 0°, 45°, 90°, 45°; bone 7 (not in the skeleton) about Z through 10°, 10°, 0°, −20°.
 */
function armAnim(): Uint8Array {
  const rotation = (axis: [number, number, number], degrees: number[]) =>
    quantizeRetroAnimRotations(Float64Array.from(degrees.flatMap((d) => turn(axis, d))), 0x7fff);
  return writeRetroAnimV2({
    game: "mp1",
    frameCount: 31,
    frames: new Uint32Array([0, 10, 20, 30]),
    duration: Math.fround(30 * Math.fround(1 / 30)),
    interval: 1 / 30,
    rootBoneId: 3,
    looping: 0,
    rotationDivisor: 0x7fff,
    translationMultiplier: 0.001,
    channels: [
      {
        boneId: 3,
        rotation: rotation([0, 0, 1], [0, 30, 60, 90]),
        // X: 0, 0.1, 0.2, 0.3 in units of 0.001.
        translation: { quantized: new Int16Array([0, 0, 0, 100, 0, 0, 200, 0, 0, 300, 0, 0]) },
        scale: null,
      },
      {
        boneId: 0,
        rotation: rotation([1, 0, 0], [0, 20, -10, 40]),
        translation: null,
        scale: null,
      },
      { boneId: 5, rotation: rotation([0, 1, 0], [0, 45, 90, 45]), translation: null, scale: null },
      {
        boneId: 7,
        rotation: rotation([0, 0, 1], [10, 10, 0, -20]),
        translation: null,
        scale: null,
      },
    ],
  });
}

/** The rotation angle in degrees between two quaternions, either sign, normalised. */
function angleDeg(a: Vector4Value, b: Vector4Value): number {
  const la = Math.hypot(a.x, a.y, a.z, a.w);
  const lb = Math.hypot(b.x, b.y, b.z, b.w);
  const dot = Math.abs(a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w) / (la * lb);
  return (2 * Math.acos(Math.min(1, dot)) * 180) / Math.PI;
}

/** The largest difference between two clips' same-named tracks at every quarter frame. */
function worst(a: Clip, b: Clip, node: string, property: string): number {
  const ta = a.tracks.find((t) => t.node === node && t.property === property)!;
  const tb = b.tracks.find((t) => t.node === node && t.property === property)!;
  let max = 0;
  for (let q = 0; q <= 120; q++) {
    const time = (q / 4) * Math.fround(1 / 30);
    const va = ta.curve.evaluate(time);
    const vb = tb.curve.evaluate(time);
    const e = property === "rotation" ? angleDeg(va as Vector4Value, vb as Vector4Value) : Math.max(
      ...(["x", "y", "z"] as const).map((c) =>
        Math.abs((va as Vector3Value)[c] - (vb as Vector3Value)[c])
      ),
    );
    max = Math.max(max, e);
  }
  return max;
}

Deno.test("ANIM + CINF → glTF → ANIM: bones named after the skeleton come back as their ids", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const anim = join(dir, "arm.anim");
    const cinf = join(dir, "arm.cinf");
    await Deno.writeFile(anim, armAnim());
    await Deno.writeFile(cinf, buildCinf(ARM_SKELETON));
    let run = await cli("convert", anim, join(dir, "arm.glb"), "--skeleton", cinf);
    equal(run.code, 0, run.err);
    const glb = readClip(await Deno.readFile(join(dir, "arm.glb")));
    // The skeleton's names, bone_<id> for the bone it does not name and the one it lacks.
    deepEqual(
      [...new Set(glb.tracks.map((t) => t.node))].sort(),
      ["Arm", "Root", "bone_5", "bone_7"],
    );
    // Without the skeleton the writer cannot tell Root's and Arm's ids.
    run = await cli("convert", join(dir, "arm.glb"), join(dir, "no.anim"), "--to", "retro-anim");
    equal(run.code, 1);
    match(run.err, /node "(Root|Arm)" is not bone_<id>/);
    const report = join(dir, "back.json");
    run = await cli(
      "convert",
      join(dir, "arm.glb"),
      join(dir, "back.anim"),
      "--to",
      "retro-anim",
      "--skeleton",
      cinf,
      "--report",
      report,
    );
    equal(run.code, 0, run.err);
    const back = retroAnimToClip(readRetroAnim(await Deno.readFile(join(dir, "back.anim"))));
    const source = retroAnimToClip(readRetroAnim(armAnim()));
    deepEqual(
      back.tracks.map((t) => `${t.node}.${t.property}`).sort(),
      source.tracks.map((t) => `${t.node}.${t.property}`).sort(),
    );
    // Each leg plays within its tolerance (0.01° for rotations, 1e-4 of the 0.3 the root moves
    // for its translation): the round trip within the two together.
    const tracks = JSON.parse(await Deno.readTextFile(report)).tracks as {
      node: string;
      mapping: string;
      maxError: number;
      tolerance: number;
    }[];
    deepEqual(tracks.map((t) => t.node).sort(), [
      "bone_0",
      "bone_3",
      "bone_3",
      "bone_5",
      "bone_7",
    ]);
    for (const t of tracks) ok(t.maxError <= t.tolerance, `${t.node} ${t.maxError}`);
    for (const t of source.tracks) {
      const limit = t.property === "rotation" ? 0.02 : 2 * 1e-4 * 0.3;
      const e = worst(source, back, t.node, t.property);
      ok(e <= limit, `${t.node}.${t.property} plays ${e} off`);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("ANIM read with its CINF writes back to ANIM with the skeleton: the same keys", () => {
  const skeleton = buildCinf(ARM_SKELETON);
  const clip = retroAnimFormat.toClip!(armAnim(), { skeleton });
  deepEqual([...new Set(clip.tracks.map((t) => t.node))], ["Root", "Arm", "bone_5", "bone_7"]);
  const result = retroAnimFromClip(clip, { skeleton });
  // Reported under the bones' ids, as the file holds them: rotations keep their quantized keys;
  // the translation is quantized again in steps of 0.3/32767 (the largest value fills s16).
  deepEqual(result.tracks.map((t) => `${t.node}.${t.property}.${t.mapping}`), [
    "bone_3.rotation.exact",
    "bone_3.translation.fitted",
    "bone_0.rotation.exact",
    "bone_5.rotation.exact",
    "bone_7.rotation.exact",
  ]);
  ok(result.tracks[1]!.maxError <= 0.3 / 32767 / 2 * (1 + 1e-6), `${result.tracks[1]!.maxError}`);
  const before = decodeRetroAnimKeys(readRetroAnim(armAnim()));
  const after = decodeRetroAnimKeys(readRetroAnim(result.bytes));
  deepEqual([...after.frames], [0, 10, 20, 30]);
  deepEqual(after.channels.map((c) => c.boneId), [3, 0, 5, 7]);
  for (const [i, c] of before.channels.entries()) {
    deepEqual(after.channels[i]!.rotation!.quantized, c.rotation!.quantized, `bone ${c.boneId}`);
  }
  // Without it, the tracks the skeleton named cannot be placed.
  const dropped = retroAnimFromClip(clip, { dropUnmappable: true });
  deepEqual(
    dropped.tracks.filter((t) => t.mapping === "dropped").map((t) => t.node),
    ["Root", "Root", "Arm"],
  );
});
