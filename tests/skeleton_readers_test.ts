import { deepEqual, equal, ok } from "node:assert/strict";
import { Matrix4, Object3D, Quaternion, Vector3 } from "three";
import {
  AnimkitError,
  type Clip,
  ClipSkeleton,
  findNode,
  formatByName,
  gltfToClip,
  mayaToClip,
  mrtkToClip,
  nodePath,
  readGltf,
  readMaya,
  readMrtk,
  readUnityClip,
  unityClipToClip,
} from "../mod.ts";
import { corpus, NO_CORPUS } from "./_helpers.ts";

/** node name → parent name ("-" for a root). */
function parents(clip: Clip): Record<string, string> {
  const nodes = clip.nodes ?? [];
  return Object.fromEntries(
    nodes.map((n) => [n.name, n.parent === undefined ? "-" : nodes[n.parent]!.name]),
  );
}

function gltf(json: unknown) {
  return readGltf(new TextEncoder().encode(JSON.stringify(json)));
}

Deno.test("glTF: every node in index order with its parent and rest TRS; a matrix is decomposed", () => {
  const s = Math.SQRT1_2;
  const clip = gltfToClip(gltf({
    asset: { version: "2.0" },
    scenes: [{ nodes: [0] }],
    nodes: [
      { name: "root", children: [2, 1], translation: [0, 1, 0] },
      { name: "leaf", rotation: [0, 0, s, s], scale: [1, 2, 3] },
      // T(1, 2, 3) · Rz(90°) · S(2): columns (0, 2, 0), (−2, 0, 0), (0, 0, 2), (1, 2, 3).
      { children: [3], matrix: [0, 2, 0, 0, -2, 0, 0, 0, 0, 0, 2, 0, 1, 2, 3, 1] },
      // A mirror: scale (−1, 1, 1).
      { name: "mirror", matrix: [-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] },
    ],
  }));
  const nodes = clip.nodes!;
  deepEqual(nodes.map((n) => [n.name, n.parent]), [
    ["root", undefined],
    ["leaf", 0],
    ["node_2", 0],
    ["mirror", 2],
  ]);
  deepEqual(nodes[0]!.translation, { x: 0, y: 1, z: 0 });
  deepEqual(nodes[1]!.scale, { x: 1, y: 2, z: 3 });
  const m = nodes[2]!;
  deepEqual(m.translation, { x: 1, y: 2, z: 3 });
  deepEqual(m.scale, { x: 2, y: 2, z: 2 });
  ok(Math.abs(m.rotation!.z - s) < 1e-12 && Math.abs(m.rotation!.w - s) < 1e-12);
  deepEqual(nodes[3]!.scale, { x: -1, y: 1, z: 1 });
  equal(nodePath(nodes, 3), "root/node_2/mirror");
  // FK equals three.js applying the same matrices (an independent composition).
  const objects = [new Object3D(), new Object3D(), new Object3D(), new Object3D()];
  objects[0]!.position.set(0, 1, 0);
  objects[1]!.quaternion.set(0, 0, s, s);
  objects[1]!.scale.set(1, 2, 3);
  objects[2]!.applyMatrix4(
    new Matrix4().fromArray([0, 2, 0, 0, -2, 0, 0, 0, 0, 0, 2, 0, 1, 2, 3, 1]),
  );
  objects[3]!.position.set(0.5, 0.25, 0); // give the mirror a position to check
  objects[0]!.add(objects[1]!, objects[2]!);
  objects[2]!.add(objects[3]!);
  objects[0]!.updateMatrixWorld(true);
  const moved: Clip = {
    ...clip,
    nodes: nodes.map((n, i) => (i === 3 ? { ...n, translation: { x: 0.5, y: 0.25, z: 0 } } : n)),
  };
  const p = new ClipSkeleton(moved).worldPositionsAt(0);
  objects.forEach((o, i) => {
    const w = o.getWorldPosition(new Vector3());
    [w.x, w.y, w.z].forEach((v, c) => ok(Math.abs(p[i * 3 + c]! - v) < 1e-12, `${i}/${c}`));
  });
  const q = objects[2]!.quaternion;
  ok(Math.abs(Math.abs(q.z * m.rotation!.z + q.w * m.rotation!.w) - 1) < 1e-12);
  ok(new Quaternion().equals(objects[0]!.quaternion));
});

Deno.test("glTF: a broken node tree is a located error", () => {
  const bad = (nodes: unknown[], pointer: string, words: RegExp) => {
    let error: unknown;
    try {
      gltfToClip(gltf({ asset: { version: "2.0" }, nodes }));
    } catch (e) {
      error = e;
    }
    ok(error instanceof AnimkitError, String(error));
    deepEqual(error.location, { kind: "pointer", pointer });
    ok(words.test(error.detail), error.detail);
  };
  bad([{ children: [1] }, { children: [0] }], "/nodes/0", /its own ancestor/);
  bad(
    [{ children: [2] }, { children: [2] }, {}],
    "/nodes/1/children/0",
    /already a child of node 0/,
  );
  bad([{ children: [5] }], "/nodes/0/children/0", /not a node index/);
  // A 100,000-node chain reads in linear time; a cycle at its end is still found.
  const chain = Array.from(
    { length: 100_000 },
    (_, i) => (i + 1 < 100_000 ? { children: [i + 1] } : {}),
  );
  equal(
    gltfToClip(gltf({ asset: { version: "2.0" }, nodes: chain })).nodes!.at(-1)!.parent,
    99_998,
  );
  bad([...chain.slice(0, -1), { children: [0] }], "/nodes/0", /its own ancestor/);
  bad([{ translation: [0, 1] }], "/nodes/0/translation", /3 finite numbers/);
  bad([{ matrix: [1, 0, 0] }], "/nodes/0/matrix", /16 finite numbers/);
});

Deno.test("Unity clip: the tree its paths imply, the animated object as root", async () => {
  const bytes = await Deno.readFile(new URL("./fixtures/unity/walk.anim", import.meta.url));
  const clip = unityClipToClip(readUnityClip(bytes));
  deepEqual(parents(clip), {
    "": "-",
    Hips: "",
    Spine: "Hips",
    Chest: "Spine",
    Body: "",
    Hat: "Body",
    Face: "Body",
  });
  // Every track binds to its node by path.
  const nodes = clip.nodes!;
  for (const t of clip.tracks) {
    const i = findNode(nodes, t.node);
    ok(i >= 0, t.node);
    equal(nodePath(nodes, i), t.node);
  }
});

Deno.test("Maya: the clipboard hierarchy from child counts, placeholders included", {
  ignore: NO_CORPUS,
}, async () => {
  const read = async (name: string) =>
    mayaToClip(readMaya(await Deno.readFile(corpus(`maya/${name}`))).document);
  // Maya 2026: joint1 (placeholder) → joint2 → joint3 (placeholder) → joint4 → joint5.
  const chain = await read("ssbh-fork_example_maya2026.anim");
  deepEqual(parents(chain), {
    joint1: "-",
    joint2: "joint1",
    joint3: "joint2",
    joint4: "joint3",
    joint5: "joint4",
  });
  // A 50-node Maya 2026 rig: the counts place every object, checked by hand on the file.
  const rig = await read("ssbh-fork_Front_maya2026_fixed_linear.anim");
  const p = parents(rig);
  equal(rig.nodes!.length, 50);
  equal(p.GBL_RT, "-");
  equal(p.ATH_TE_L90, "TE_L");
  equal(p.ATH_BOOMERAN_L, "ATH_IP_KARM_L");
  equal(p.ATH_IP_KATA0_L, "SAKOTSU_L");
  equal(p.SAKOTSU_R, "MUNE2");
  equal(p.KUBI, "MUNE2");
  equal(p.ATAMA, "KUBI");
  equal(p.MOMO_L, "KOSHI");
  equal(p.ATH_IP_RARM_R, "KOSHI");
  equal(Object.values(p).filter((v) => v === "-").length, 1);
  // A shape under its transform (row 1 in Maya 2026's export).
  const shape = await read("ssbh-fork_f00damagehi1_blender_out_maya2026.anim");
  equal(parents(shape).smush_blender_importShape, "smush_blender_import");
  equal(parents(shape).Trans, "smush_blender_import");
  // A third-party writer that gives one node's lines different counts: no hierarchy.
  const flat = await read("ssbh-fork_f00damagehi1_toolwritten_linear.anim");
  equal(flat.nodes, undefined);
  // Tracks bind to their nodes; FK runs over the rig (translations in metres).
  const skeleton = new ClipSkeleton(rig);
  ok(skeleton.worldPositionsAt(0.5).every(Number.isFinite));
  ok(skeleton.bindingOf(findNode(rig.nodes!, "KUBI")).rotation !== undefined);
});

Deno.test("MRTK: the fixed hand tree, world-space joints", async () => {
  const bytes = await Deno.readFile(new URL("../samples/wave.mrtk.bin", import.meta.url));
  const clip = mrtkToClip(readMrtk(bytes));
  const p = parents(clip);
  equal(p["Hand.Right.Joint.Wrist"], "Hand.Right");
  equal(p["Hand.Right.Joint.Palm"], "Hand.Right.Joint.Wrist");
  equal(p["Hand.Right.Joint.ThumbMetacarpalJoint"], "Hand.Right.Joint.Wrist");
  equal(p["Hand.Right.Joint.ThumbTip"], "Hand.Right.Joint.ThumbDistalJoint");
  equal(p["Hand.Left.Joint.IndexMetacarpal"], "Hand.Left.Joint.Wrist");
  equal(p["Hand.Left.Joint.IndexKnuckle"], "Hand.Left.Joint.IndexMetacarpal");
  equal(p["Hand.Left.Joint.PinkyTip"], "Hand.Left.Joint.PinkyDistalJoint");
  equal(p["Hand.Left.Joint.MiddleMetacarpal"], "Hand.Left.Joint.Wrist");
  equal(p["Hand.Left.Joint.None"], "Hand.Left");
  equal(p.Camera, "-");
  ok(clip.nodes!.every((n) => n.space === "world"));
  // World-space joints: FK gives each joint its own recorded position.
  const skeleton = new ClipSkeleton(clip);
  const world = skeleton.worldPositionsAt(1);
  const nodes = clip.nodes!;
  let checked = 0;
  for (const t of clip.tracks) {
    if (t.property !== "position") continue;
    const v = t.curve.evaluate(1) as { x: number; y: number; z: number };
    const i = findNode(nodes, t.node);
    deepEqual([world[i * 3], world[i * 3 + 1], world[i * 3 + 2]], [v.x, v.y, v.z]);
    checked++;
  }
  ok(checked >= 3, `${checked}`);
  // Every track of every format's clip binds to a node.
  ok(clip.tracks.every((t) => findNode(nodes, t.node) >= 0));
  equal(formatByName("mrtk")!.toClip!(bytes).nodes!.length, nodes.length);
});
