/**
 * Maya output writes the clip's node tree as Maya's clipboard hierarchy (maya-anim.txt: objects
 * in depth-first order, `row` the depth, `child` the number of objects directly below,
 * placeholder `anim NODE row child attr;` lines for nodes without curves), and node names Maya
 * cannot hold are written with `_` and come back as the clip had them. The expected `anim`
 * lines are worked out by hand from the description.
 */
import { deepEqual, equal, ok } from "node:assert/strict";
import { mayaFormat, mayaFromClip } from "../src/formats/maya/mod.ts";
import { UnityCurve } from "../src/curves/unity_curve.ts";
import { VectorCurve } from "../src/curves/compose.ts";
import type { Clip, ClipNode, Track } from "../src/model/clip.ts";
import type { WriteResult } from "../src/formats/format.ts";
import { corpus, NO_CORPUS } from "./_helpers.ts";

/** A float3 track moving from (0, 0, 0) to `(x, 0, 0)` over one second. */
function moving(node: string, property: string, x: number): Track {
  const c = UnityCurve.linearKeys([0, 1], [0, x]);
  const zero = UnityCurve.linearKeys([0, 1], [0, 0]);
  return {
    node,
    property,
    valueType: "float3",
    curve: new VectorCurve("float3", "t", [c, zero, zero]),
  };
}

/** A quarter turn about z over one second (quaternion keys; the fit adds keys between). */
function turning(node: string): Track {
  const s = Math.SQRT1_2;
  const k = (a: number, b: number) => UnityCurve.linearKeys([0, 1], [a, b]);
  return {
    node,
    property: "rotation",
    valueType: "floatQ",
    curve: new VectorCurve("floatQ", "t", [k(0, 0), k(0, 0), k(0, s), k(1, s)]),
  };
}

/** Each node's parent's name (undefined for a root), by node name. */
function parentNames(nodes: readonly ClipNode[]): Record<string, string | undefined> {
  return Object.fromEntries(
    nodes.map((n) => [n.name, n.parent === undefined ? undefined : nodes[n.parent]!.name]),
  );
}

function animLines(result: WriteResult): string[] {
  return new TextDecoder().decode(result.bytes).split("\n").filter((l) => l.startsWith("anim "));
}

/** Every track of the report was paired with its read-back and measured. */
function assertMeasured(result: WriteResult): void {
  deepEqual(result.warnings.filter((w) => /not found in the written file/.test(w)), []);
  for (const r of result.tracks) ok(r.maxError <= (r.tolerance ?? 1e-9), `${r.node}.${r.property}`);
}

// hips ─┬─ spine (no curves) ── head
//       └─ leg
// listed out of depth-first order, as a glTF file may list them.
const TREE: Clip = {
  name: "tree",
  duration: 1,
  events: [],
  nodes: [
    { name: "head", parent: 2 },
    { name: "hips" },
    { name: "spine", parent: 1 },
    { name: "leg", parent: 1 },
  ],
  tracks: [
    turning("head"),
    moving("hips", "translation", 2),
    {
      node: "leg",
      property: "visibility",
      valueType: "bool",
      curve: {
        valueType: "bool",
        semantics: "t",
        keyTimes: () => new Float64Array([0, 0.5]),
        evaluate: (t) => t < 0.5,
      },
    },
  ],
};

Deno.test("maya hierarchy: a 4-node tree reads back with the same parents", () => {
  const result = mayaFromClip(TREE);
  assertMeasured(result);
  const back = mayaFormat.toClip!(result.bytes);
  deepEqual(parentNames(back.nodes!), parentNames(TREE.nodes!));
  deepEqual(parentNames(back.nodes!), {
    hips: undefined,
    spine: "hips",
    head: "spine",
    leg: "hips",
  });
  // Depth-first: hips, spine, head, leg.
  deepEqual(back.nodes!.map((n) => n.name), ["hips", "spine", "head", "leg"]);
});

Deno.test("maya hierarchy: anim lines carry row (depth), child count and attr; placeholders", () => {
  // hips: depth 0, two children (spine, leg), curves 0–2; spine: depth 1, one child, no curves;
  // head: depth 2, no children, curves 0–2; leg: depth 1, no children, one curve.
  deepEqual(animLines(mayaFromClip(TREE)), [
    "anim translate.translateX translateX hips 0 2 0;",
    "anim translate.translateY translateY hips 0 2 1;",
    "anim translate.translateZ translateZ hips 0 2 2;",
    "anim spine 1 1 0;",
    "anim rotate.rotateX rotateX head 2 0 0;",
    "anim rotate.rotateY rotateY head 2 0 1;",
    "anim rotate.rotateZ rotateZ head 2 0 2;",
    "anim visibility visibility leg 1 0 0;",
  ]);
});

Deno.test("maya hierarchy: names Maya cannot hold are written with _, read back as they were", () => {
  // A Unity-style clip: an unnamed root (the animated object), tracks named by path.
  const clip: Clip = {
    name: "my clip",
    duration: 1,
    events: [],
    nodes: [
      { name: "" },
      { name: "Hand.Left", parent: 0 },
      { name: "Index Tip", parent: 1 },
      { name: "a_b", parent: 0 },
      { name: "a b", parent: 0 },
    ],
    tracks: [
      moving("Hand.Left/Index Tip", "localPosition", 1),
      moving("", "localPosition", 3),
      moving("a b", "localScale", 1),
    ],
  };
  const result = mayaFromClip(clip);
  assertMeasured(result);
  deepEqual(animLines(result).map((l) => l.split(" ").slice(-4).join(" ")), [
    "my_clip 0 3 0;",
    "my_clip 0 3 1;",
    "my_clip 0 3 2;",
    "Hand_Left 1 1 0;",
    "Index_Tip 2 0 0;",
    "Index_Tip 2 0 1;",
    "Index_Tip 2 0 2;",
    "a_b 1 0 0;",
    "a_b_2 1 0 0;",
    "a_b_2 1 0 1;",
    "a_b_2 1 0 2;",
  ]);
  const back = mayaFormat.toClip!(result.bytes);
  deepEqual(back.nodes!.map((n) => n.name), ["", "Hand.Left", "Index Tip", "a_b", "a b"]);
  deepEqual(parentNames(back.nodes!), parentNames(clip.nodes!));
  deepEqual([...new Set(back.tracks.map((t) => t.node))], ["", "Hand.Left/Index Tip", "a b"]);
  deepEqual(result.tracks.map((r) => r.node), ["Hand.Left/Index Tip", "", "a b"]);
});

Deno.test("maya hierarchy: world-space nodes are written at the top, flat clips one object per node", () => {
  const world: Clip = {
    name: "hands",
    duration: 1,
    events: [],
    nodes: [{ name: "Hand", space: "world" }, { name: "Wrist", parent: 0, space: "world" }],
    tracks: [moving("Wrist", "position", 1)],
  };
  const result = mayaFromClip(world);
  // Hand, without curves and now without a child, says nothing: no placeholder.
  deepEqual(animLines(result).map((l) => l.split(" ").slice(-4).join(" ")), [
    "Wrist 0 0 0;",
    "Wrist 0 0 1;",
    "Wrist 0 0 2;",
  ]);
  ok(result.warnings.some((w) => /1 world-space node\(s\) written at the top/.test(w)));
  // No node tree: one object per node name, its curves together, in the order first met.
  const flat: Clip = {
    name: "flat",
    duration: 1,
    events: [],
    tracks: [moving("b", "position", 1), turning("a"), moving("b", "scale", 2)],
  };
  const lines = animLines(mayaFromClip(flat)).map((l) => l.split(" ").slice(-4).join(" "));
  deepEqual(lines, [
    ...[0, 1, 2, 3, 4, 5].map((i) => `b 0 0 ${i};`),
    ...[0, 1, 2].map((i) => `a 0 0 ${i};`),
  ]);
});

Deno.test(
  "maya hierarchy: a Maya file's tree survives a conversion",
  { ignore: NO_CORPUS },
  async () => {
    // joint1 (placeholder) → joint2 → joint3 → joint4 → joint5, child counts 1, 1, 1, 1, 0.
    const source = mayaFormat.toClip!(
      await Deno.readFile(corpus("maya/ssbh-fork_example_maya2026.anim")),
    );
    const result = mayaFromClip(source);
    assertMeasured(result);
    const lines = animLines(result);
    const objects = [...new Set(lines.map((l) => l.split(" ").slice(-4, -1).join(" ")))];
    deepEqual(objects, ["joint1 0 1", "joint2 1 1", "joint3 2 1", "joint4 3 1", "joint5 4 0"]);
    equal(lines[0], "anim joint1 0 1 0;");
    const back = mayaFormat.toClip!(result.bytes);
    deepEqual(back.nodes, source.nodes);
  },
);
