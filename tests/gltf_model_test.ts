/**
 * glTF files as models: glb → glb keeps the whole document, a clip's node tree is written with
 * its parents and rest pose, and `convert CLIP --onto MODEL` adds an animation to a model without
 * losing any of it. Fixtures are built here with glTF-Transform: a skinned mesh with a textured
 * material and two animations.
 */
import { deepEqual, equal, match, ok } from "node:assert/strict";
import { type Animation, Document, type Node, type Primitive, WebIO } from "@gltf-transform/core";
import validator from "gltf-validator";
import { assertClose, cli, expectAnimkitError } from "./_helpers.ts";
import { glbFormat, gltfOnto } from "../src/formats/gltf/mod.ts";
import { gltfFromClip } from "../src/formats/gltf/from_clip.ts";
import { readClip, readClips } from "../src/formats/registry.ts";
import { nodesFromPaths } from "../src/model/hierarchy.ts";
import type { Clip, Curve, Track } from "../src/model/clip.ts";
import { VectorCurve } from "../src/curves/compose.ts";
import { UnityCurve } from "../src/curves/unity_curve.ts";

/** A 1 × 1 PNG (the texture's image, compared byte for byte after each write). */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

const H = Math.SQRT1_2;

/**
 * A character: Armature → Hips (rest 0, 1, 0) → Spine (rest 0, 0.5, 0), and Body (a triangle
 * skinned to Hips and Spine, material "Skin" with a PNG base colour). Animations: "Idle" moves
 * Hips from y 1 to 1.1 over 1 s; "Wave" turns Spine a quarter turn about z over 1 s. With
 * `interpolation`, samplers state LINEAR (as glTF-Transform writes them); without, they leave
 * the default out.
 */
async function character(interpolation = true): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const array = (
    type: "SCALAR" | "VEC2" | "VEC3" | "VEC4" | "MAT4",
    values: Float32Array<ArrayBuffer> | Uint16Array<ArrayBuffer>,
  ) => doc.createAccessor().setType(type).setArray(values).setBuffer(buffer);
  const texture = doc.createTexture("skin").setImage(PNG).setMimeType("image/png");
  const material = doc.createMaterial("Skin").setBaseColorTexture(texture);
  const primitive = doc.createPrimitive()
    .setAttribute("POSITION", array("VEC3", new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0])))
    .setAttribute("TEXCOORD_0", array("VEC2", new Float32Array([0, 0, 1, 0, 0, 1])))
    .setAttribute("JOINTS_0", array("VEC4", new Uint16Array([0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0])))
    .setAttribute(
      "WEIGHTS_0",
      array("VEC4", new Float32Array([1, 0, 0, 0, 0.5, 0.5, 0, 0, 1, 0, 0, 0])),
    )
    .setMaterial(material);
  const armature = doc.createNode("Armature");
  const hips = doc.createNode("Hips").setTranslation([0, 1, 0]);
  const spine = doc.createNode("Spine").setTranslation([0, 0.5, 0]);
  armature.addChild(hips);
  hips.addChild(spine);
  const bind = new Float32Array(32);
  for (const [k, y] of [[0, -1], [1, -1.5]] as const) {
    bind.set([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, y, 0, 1], k * 16);
  }
  const skin = doc.createSkin("Rig").addJoint(hips).addJoint(spine)
    .setInverseBindMatrices(array("MAT4", bind));
  const body = doc.createNode("Body").setMesh(doc.createMesh("BodyMesh").addPrimitive(primitive))
    .setSkin(skin);
  armature.addChild(body);
  doc.createScene("Scene").addChild(armature);
  const animate = (name: string, node: Node, path: "translation" | "rotation", v: number[]) => {
    const sampler = doc.createAnimationSampler()
      .setInput(array("SCALAR", new Float32Array([0, 1])))
      .setOutput(array(path === "rotation" ? "VEC4" : "VEC3", new Float32Array(v)));
    if (interpolation) sampler.setInterpolation("LINEAR");
    doc.createAnimation(name).addSampler(sampler).addChannel(
      doc.createAnimationChannel().setTargetNode(node).setTargetPath(path).setSampler(sampler),
    );
  };
  animate("Idle", hips, "translation", [0, 1, 0, 0, 1.1, 0]);
  animate("Wave", spine, "rotation", [0, 0, 0, 1, 0, 0, H, H]);
  return await new WebIO().writeBinary(doc);
}

async function assertValid(bytes: Uint8Array, what: string): Promise<void> {
  const report = await validator.validateBytes(bytes);
  const errors = report.issues.messages.filter((m: { severity: number }) => m.severity === 0);
  equal(report.issues.numErrors, 0, `${what}: ${JSON.stringify(errors.slice(0, 5))}`);
}

function channelsOf(animation: Animation): string[] {
  return animation.listChannels().map((c) =>
    `${c.getTargetNode()!.getName()}.${c.getTargetPath()}`
  );
}

/** The character's model, as the fixture builds it. */
const MODEL = {
  nodes: ["Armature", "Hips", "Spine", "Body"],
  children: { Armature: ["Hips", "Body"], Hips: ["Spine"], Spine: [], Body: [] },
  meshes: ["BodyMesh"],
  skins: { Rig: ["Hips", "Spine"] },
  materials: ["Skin"],
};

/** Checks that a read document holds the character's model, image bytes included. */
function assertModel(doc: Document, what: string): void {
  const root = doc.getRoot();
  deepEqual(root.listNodes().map((n) => n.getName()), MODEL.nodes, what);
  for (const node of root.listNodes()) {
    const want = MODEL.children[node.getName() as keyof typeof MODEL.children];
    deepEqual(node.listChildren().map((c) => c.getName()), want, `${what}: ${node.getName()}`);
  }
  deepEqual(root.listMeshes().map((m) => m.getName()), MODEL.meshes, what);
  deepEqual(
    root.listSkins().map((s) => [s.getName(), s.listJoints().map((j) => j.getName())]),
    Object.entries(MODEL.skins),
    what,
  );
  const body = root.listNodes().find((n) => n.getName() === "Body")!;
  equal(body.getSkin(), root.listSkins()[0], what);
  const primitive: Primitive = body.getMesh()!.listPrimitives()[0]!;
  deepEqual(primitive.listSemantics(), ["POSITION", "TEXCOORD_0", "JOINTS_0", "WEIGHTS_0"]);
  deepEqual(Array.from(primitive.getAttribute("WEIGHTS_0")!.getArray()!).slice(4, 8), [
    0.5,
    0.5,
    0,
    0,
  ]);
  deepEqual(root.listMaterials().map((m) => m.getName()), MODEL.materials, what);
  const texture = root.listMaterials()[0]!.getBaseColorTexture()!;
  equal(texture.getMimeType(), "image/png", what);
  deepEqual(texture.getImage(), PNG, `${what}: the image's bytes`);
  const hips = root.listNodes()[1]!;
  deepEqual(hips.getTranslation(), [0, 1, 0], `${what}: rest pose`);
}

Deno.test("gltf model: glb → glb keeps every mesh, skin, material, texture and animation", async () => {
  const dir = await Deno.makeTempDir();
  try {
    // As glTF-Transform lays a file out, the rewrite is the same bytes.
    const input = `${dir}/character.glb`;
    const bytes = await character();
    await Deno.writeFile(input, bytes);
    let run = await cli("convert", input, `${dir}/copy.glb`, "--report", `${dir}/r.json`);
    equal(run.code, 0, run.err);
    const copy = await Deno.readFile(`${dir}/copy.glb`);
    deepEqual(copy, bytes);
    const report = JSON.parse(await Deno.readTextFile(`${dir}/r.json`));
    deepEqual(
      report.tracks.map((t: Record<string, unknown>) => [t.animation, t.node, t.mapping]),
      [["Idle", "Hips", "exact"], ["Wave", "Spine", "exact"]],
    );
    ok(report.tracks.every((t: { maxError: number }) => t.maxError === 0));

    // Laid out otherwise (samplers leave LINEAR out): the same document, written afresh.
    const plain = await character(false);
    const result = glbFormat.rewrite!(plain);
    ok(result.bytes.length !== plain.length);
    match(result.warnings.join("\n"), /written afresh by glTF-Transform/);
    await assertValid(result.bytes, "rewritten");
    const doc = await new WebIO().readBinary(result.bytes);
    assertModel(doc, "glb → glb");
    deepEqual(doc.getRoot().listAnimations().map((a) => [a.getName(), channelsOf(a)]), [
      ["Idle", ["Hips.translation"]],
      ["Wave", ["Spine.rotation"]],
    ]);
    const wave = readClips(result.bytes)[1]!.tracks[0]!.curve.evaluate(0.5) as { z: number };
    assertClose(wave.z, Math.sin(Math.PI / 8), 1e-6);

    // --animation keeps that animation alone, and drops only the accessors the others used.
    run = await cli("convert", input, `${dir}/wave.glb`, "--animation", "Wave");
    equal(run.code, 0, run.err);
    const wave2 = await new WebIO().readBinary(await Deno.readFile(`${dir}/wave.glb`));
    assertModel(wave2, "--animation Wave");
    deepEqual(wave2.getRoot().listAnimations().map((a) => a.getName()), ["Wave"]);
    const before = (await new WebIO().readBinary(bytes)).getRoot().listAccessors().length;
    equal(wave2.getRoot().listAccessors().length, before - 2);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

function constant(values: number[]): VectorCurve {
  return new VectorCurve(
    values.length === 4 ? "floatQ" : "float3",
    "unity",
    values.map((v) => UnityCurve.linearKeys([0], [v])),
  );
}

/** A linear track from `a` at 0 s to `b` at 1 s. */
function ramp(a: number[], b: number[]): VectorCurve {
  return new VectorCurve(
    a.length === 4 ? "floatQ" : "float3",
    "unity",
    a.map((v, c) => UnityCurve.linearKeys([0, 1], [v, b[c]!])),
  );
}

function track(node: string, property: string, curve: Curve): Track {
  return { node, property, valueType: curve.valueType, curve };
}

Deno.test("gltf model: a clip's node tree is written with its parents and rest pose", async () => {
  // The Unity fixture's paths: Hips/Spine/Chest, Body, Body/Hat, Body/Face, and the root ("").
  const dir = await Deno.makeTempDir();
  try {
    const out = `${dir}/walk.glb`;
    const run = await cli(
      "convert",
      new URL("./fixtures/unity/walk.anim", import.meta.url).pathname,
      out,
      "--drop-unmappable",
    );
    equal(run.code, 0, run.err);
    const bytes = await Deno.readFile(out);
    await assertValid(bytes, "walk.glb");
    const doc = await new WebIO().readBinary(bytes);
    const scene = doc.getRoot().listScenes()[0]!;
    // The clip's animated object is the one root, named after the clip.
    deepEqual(scene.listChildren().map((n) => n.getName()), ["Walk"]);
    const byName = (name: string) => doc.getRoot().listNodes().find((n) => n.getName() === name)!;
    const parentOf = (name: string) => byName(name).getParentNode()?.getName();
    deepEqual(
      ["Hips", "Spine", "Chest", "Body", "Hat", "Face"].map(parentOf),
      ["Walk", "Hips", "Spine", "Walk", "Body", "Body"],
    );
    const chest = doc.getRoot().listAnimations()[0]!.listChannels()
      .filter((c) => c.getTargetNode() === byName("Chest")).map((c) => c.getTargetPath());
    ok(chest.length > 0, "the chest's channels target the node under Spine");
    // Unity clips hold no rest pose: identity.
    deepEqual(byName("Chest").getTranslation(), [0, 0, 0]);
    deepEqual(byName("Chest").getRotation(), [0, 0, 0, 1]);
    // Read back, the tree is the clip's nodes.
    const back = readClip(bytes);
    const named = (i: number | undefined) => i === undefined ? undefined : back.nodes![i]!.name;
    const chestNode = back.nodes!.find((n) => n.name === "Chest")!;
    equal(named(chestNode.parent), "Spine");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }

  // Rest poses; nodes without one stay identity; world-space nodes hang from the root.
  const clip: Clip = {
    name: "rig",
    duration: 1,
    events: [],
    nodes: [
      { name: "Hips", translation: { x: 0, y: 1, z: 0 } },
      {
        name: "Knee",
        parent: 0,
        rotation: { x: 0, y: 0, z: H, w: H },
        scale: { x: 2, y: 2, z: 2 },
      },
      { name: "Toe", parent: 1 },
      { name: "Hand", space: "world" },
      { name: "Tip", parent: 3, space: "world" },
    ],
    tracks: [
      track("Knee", "rotation", ramp([0, 0, 0, 1], [H, 0, 0, H])),
      track("Tip", "position", constant([1, 2, 3])),
    ],
  };
  const result = gltfFromClip(clip, {}, "glb");
  await assertValid(result.bytes, "rig");
  deepEqual(result.tracks.map((t) => [t.node, t.property, t.mapping]), [
    ["Knee", "rotation", "exact"],
    ["Tip", "position", "exact"],
  ]);
  const doc = await new WebIO().readBinary(result.bytes);
  const nodes = doc.getRoot().listNodes();
  deepEqual(nodes.map((n) => [n.getName(), n.getParentNode()?.getName()]), [
    ["rig", undefined],
    ["Hips", "rig"],
    ["Knee", "Hips"],
    ["Toe", "Knee"],
    ["Hand", "rig"],
    ["Tip", "rig"],
  ]);
  deepEqual(nodes[1]!.getTranslation(), [0, 1, 0]);
  deepEqual(nodes[2]!.getRotation(), [0, 0, H, H]);
  deepEqual(nodes[2]!.getScale(), [2, 2, 2]);
  deepEqual([nodes[3]!.getTranslation(), nodes[3]!.getRotation(), nodes[3]!.getScale()], [
    [0, 0, 0],
    [0, 0, 0, 1],
    [1, 1, 1],
  ]);
});

/** An AnimJ clip "Nod": Spine turns a quarter turn about z, Hips rises 0.2, Tail (not in the model) turns. */
const NOD = JSON.stringify({
  name: "Nod",
  globalDuration: 1,
  tracks: [
    ["Spine", "rotation", "floatQ", { x: 0, y: 0, z: 0, w: 1 }, { x: 0, y: 0, z: H, w: H }],
    ["Hips", "position", "float3", { x: 0, y: 1, z: 0 }, { x: 0, y: 1.2, z: 0 }],
    ["Tail", "rotation", "floatQ", { x: 0, y: 0, z: 0, w: 1 }, { x: H, y: 0, z: 0, w: H }],
  ].map(([node, property, valueType, a, b]) => ({
    trackType: "Curve",
    valueType,
    data: {
      node,
      property,
      keyframes: [
        { time: 0, value: a, interpolation: "Linear" },
        { time: 1, value: b, interpolation: "Linear" },
      ],
    },
  })),
});

Deno.test("gltf model: convert --onto adds an animation on the model's nodes, the model kept whole", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const model = `${dir}/character.glb`;
    await Deno.writeFile(model, await character());
    await Deno.writeTextFile(`${dir}/nod.animj`, NOD);
    const out = `${dir}/character-nod.glb`;
    const run = await cli(
      "convert",
      `${dir}/nod.animj`,
      "--onto",
      model,
      out,
      "--report",
      `${dir}/r.json`,
    );
    equal(run.code, 0, run.err);
    match(run.err, /nod\.animj \(animj\) onto .*character\.glb → .*character-nod\.glb \(glb\)/);
    match(run.err, /1 clip node\(s\) match no model node and were left out: Tail/);
    match(run.err, /model nodes no track animates \(2\): Armature, Body/);
    const bytes = await Deno.readFile(out);
    await assertValid(bytes, "onto");
    const doc = await new WebIO().readBinary(bytes);
    assertModel(doc, "--onto");
    const animations = doc.getRoot().listAnimations();
    deepEqual(animations.map((a) => [a.getName(), channelsOf(a)]), [
      ["Idle", ["Hips.translation"]],
      ["Wave", ["Spine.rotation"]],
      ["Nod", ["Spine.rotation", "Hips.translation"]],
    ]);
    // The channels drive the skin's own joints.
    const [hips, spine] = doc.getRoot().listSkins()[0]!.listJoints();
    deepEqual(animations[2]!.listChannels().map((c) => c.getTargetNode()), [spine, hips]);
    // The added animation plays the clip: halfway, an eighth turn and y 1.1.
    const nod = readClips(bytes).find((c) => c.name === "Nod")!;
    const turn = nod.tracks.find((t) => t.node === "Spine")!.curve.evaluate(0.5) as {
      z: number;
      w: number;
    };
    assertClose(turn.z, Math.sin(Math.PI / 8), 1e-6);
    assertClose(turn.w, Math.cos(Math.PI / 8), 1e-6);
    const rise = nod.tracks.find((t) => t.node === "Hips")!.curve.evaluate(0.5) as { y: number };
    assertClose(rise.y, 1.1, 1e-6);

    const report = JSON.parse(await Deno.readTextFile(`${dir}/r.json`));
    deepEqual(report.unmatchedTracks, ["Tail"]);
    deepEqual(report.unmatchedNodes, ["Armature", "Body"]);
    deepEqual(report.matched, [
      { animation: "Nod", node: "Spine", modelNode: "Spine" },
      { animation: "Nod", node: "Hips", modelNode: "Hips" },
    ]);
    deepEqual(
      report.tracks.map((t: Record<string, unknown>) => [t.node, t.property, t.mapping]),
      [["Spine", "rotation", "exact"], ["Hips", "position", "exact"], [
        "Tail",
        "rotation",
        "dropped",
      ]],
    );
    ok(report.tracks.every((t: { maxError: number }) => t.maxError < 1e-5));
    // Not onto itself, and only glTF.
    const self = await cli("convert", `${dir}/nod.animj`, "--onto", model, model, "--force");
    equal(self.code, 2, self.err);
    const maya = await cli(
      "convert",
      `${dir}/nod.animj`,
      "--onto",
      model,
      `${dir}/x.anim`,
      "--to",
      "maya",
    );
    equal(maya.code, 2);
    match(maya.err, /--onto writes glTF/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("gltf model: --onto matches Unity paths below the model's root, and refuses a taken name", async () => {
  const model = await character();
  // Unity paths start below the animated object: "Hips/Spine" is Armature/Hips/Spine; the root
  // ("") is the model's one scene root, Armature.
  const walk: Clip = {
    name: "Walk",
    duration: 1,
    events: [],
    nodes: nodesFromPaths(["", "Hips", "Hips/Spine", "Hips/Spine/Neck"]),
    tracks: [
      track("", "localPosition", ramp([0, 0, 0], [0, 0, 1])),
      track("Hips/Spine", "localRotation", ramp([0, 0, 0, 1], [0, 0, H, H])),
      track("Hips/Spine/Neck", "localRotation", constant([0, 0, 0, 1])),
    ],
  };
  const result = gltfOnto(model, [walk]);
  deepEqual(result.matched.map((m) => [m.node, m.modelNode]), [["", "Armature"], [
    "Hips/Spine",
    "Spine",
  ]]);
  deepEqual(result.unmatchedTracks, ["Hips/Spine/Neck"]);
  const doc = await new WebIO().readBinary(result.bytes);
  assertModel(doc, "Unity onto");
  deepEqual(channelsOf(doc.getRoot().listAnimations()[2]!), [
    "Armature.translation",
    "Spine.rotation",
  ]);
  // The model's other animations keep their own property names.
  deepEqual(readClips(result.bytes)[1]!.tracks.map((t) => t.property), ["rotation"]);

  const idle = expectAnimkitError(() => gltfOnto(model, [{ ...walk, name: "Idle" }]));
  match(idle.message, /already has an animation named "Idle"/);
  const stranger = expectAnimkitError(() =>
    gltfOnto(model, [{ ...walk, tracks: walk.tracks.slice(2) }])
  );
  match(stranger.message, /no track of "Walk" names a node of the model/);
});

Deno.test("gltf model: a rewrite embeds side images and refuses what it cannot carry", async () => {
  const gltf = (json: Record<string, unknown>) =>
    new TextEncoder().encode(JSON.stringify({ asset: { version: "2.0" }, ...json }));
  // Draco needs a codec animkit does not have: refused, never written without it.
  const draco = gltf({
    extensionsUsed: ["KHR_draco_mesh_compression"],
    extensionsRequired: ["KHR_draco_mesh_compression"],
  });
  const refused = expectAnimkitError(() => glbFormat.rewrite!(draco));
  match(refused.message, /uses KHR_draco_mesh_compression, which animkit cannot carry/);
  // A side image needs its folder; one outside it is refused at its pointer.
  const side = gltf({ images: [{ uri: "skin.png" }] });
  const lone = expectAnimkitError(() => glbFormat.rewrite!(side));
  deepEqual(lone.location, { kind: "pointer", pointer: "/images/0/uri" });
  const outside = gltf({ images: [{ uri: "../skin.png" }] });
  const up = expectAnimkitError(() => glbFormat.rewrite!(outside, { resolveUri: () => PNG }));
  match(up.message, /outside the file's folder/);
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeFile(`${dir}/skin.png`, PNG);
    await Deno.writeFile(`${dir}/a.gltf`, side);
    const run = await cli("convert", `${dir}/a.gltf`, `${dir}/b.gltf`);
    equal(run.code, 0, run.err);
    const written = JSON.parse(await Deno.readTextFile(`${dir}/b.gltf`));
    const uri: string = written.images[0].uri;
    ok(uri.startsWith("data:image/png;base64,"), uri);
    deepEqual(Uint8Array.from(atob(uri.slice(uri.indexOf(",") + 1)), (c) => c.charCodeAt(0)), PNG);
    // --onto takes a glTF model only.
    await Deno.writeTextFile(`${dir}/nod.animj`, NOD);
    const notModel = await cli(
      "convert",
      `${dir}/a.gltf`,
      "--onto",
      `${dir}/nod.animj`,
      `${dir}/c.glb`,
    );
    equal(notModel.code, 1);
    match(notModel.err, /--onto MODEL must be a \.glb or \.gltf file/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
