/** `--node-names path`: a node tree survives a trip through AnimJ's flat node names. */
import { deepEqual, equal } from "node:assert/strict";
import { convertClip } from "../src/convert/convert_clip.ts";
import { formatByName } from "../src/formats/registry.ts";
import type { Clip, ClipNode, Curve } from "../src/model/clip.ts";

const turn: Curve = {
  valueType: "floatQ",
  semantics: "test",
  keyTimes: () => new Float64Array([0, 1]),
  evaluate: (t) => ({ x: 0, y: Math.sin(t / 2), z: 0, w: Math.cos(t / 2) }),
};

const clip: Clip = {
  name: "rig",
  duration: 1,
  events: [],
  nodes: [
    { name: "Hips" },
    { name: "Spine", parent: 0 },
    { name: "Head", parent: 1 },
    { name: "LeftLeg", parent: 0 },
  ],
  tracks: [
    { node: "Head", property: "rotation", valueType: "floatQ", curve: turn },
    { node: "LeftLeg", property: "rotation", valueType: "floatQ", curve: turn },
  ],
};

/** Each node as "parent > name" (the tree's shape, whatever the indices). */
function shape(nodes: readonly ClipNode[]): string[] {
  return nodes.map((n) => `${n.parent === undefined ? "-" : nodes[n.parent]!.name} > ${n.name}`);
}

for (const name of ["animj", "animx"]) {
  Deno.test(`${name}: node names as paths keep the tree (written and read with nodeNames "path")`, () => {
    const format = formatByName(name)!;
    const written = convertClip(clip, format, { nodeNames: "path" });
    deepEqual(written.tracks.map((t) => t.node), ["Hips/Spine/Head", "Hips/LeftLeg"]);
    const back = format.toClip!(written.bytes, { nodeNames: "path" });
    deepEqual(back.tracks.map((t) => t.node), ["Hips/Spine/Head", "Hips/LeftLeg"]);
    // The paths rebuild the animated nodes' ancestors under the unnamed root.
    deepEqual(shape(back.nodes!), [
      "- > ",
      " > Hips",
      "Hips > Spine",
      "Spine > Head",
      "Hips > LeftLeg",
    ]);
    // Without the option the names stay flat and no tree is made.
    equal(format.toClip!(written.bytes).nodes, undefined);
    equal(convertClip(clip, format, {}).tracks[0]!.node, "Head");
  });
}
