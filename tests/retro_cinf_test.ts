import { deepEqual, equal, ok } from "node:assert/strict";
import {
  AnimkitError,
  ClipSkeleton,
  formatByName,
  readRetroCinf,
  retroCinfFormat,
} from "../mod.ts";
import { retroCinfNodes } from "../src/formats/retro_cinf/nodes.ts";
import { ARM_SKELETON, buildCinf } from "./fixtures/retro_cinf_bytes.ts";
import { mp1V0Fixture } from "./fixtures/retro_anim_files.ts";
import { cli } from "./_helpers.ts";

function errorOf(fn: () => unknown): AnimkitError {
  try {
    fn();
  } catch (error) {
    ok(error instanceof AnimkitError, String(error));
    return error;
  }
  throw new Error("expected an AnimkitError");
}

Deno.test("cinf: an MP1 skeleton reads field by field; padding is accepted", () => {
  const bytes = buildCinf({ ...ARM_SKELETON, trailing: [0xff, 0xff, 0xff] });
  const doc = readRetroCinf(bytes);
  equal(doc.game, "mp1");
  equal(doc.paddingBytes, 3);
  deepEqual(doc.bones.map((b) => [b.id, b.parentId, b.linked]), [[3, 97, [0]], [0, 3, [3, 5]], [
    5,
    0,
    [0],
  ]]);
  deepEqual(doc.bones[1]!.origin, { x: 1, y: 0, z: 1 });
  equal(doc.bones[0]!.rotation, null);
  deepEqual(doc.buildOrder, [3, 0, 5]);
  deepEqual(doc.names, [{ name: "Root", boneId: 3 }, { name: "Arm", boneId: 0 }]);
  ok(retroCinfFormat.sniff(bytes));
  // Nodes: names from the table (bone_<id> without one), parents, origin − parent origin.
  deepEqual(retroCinfNodes(doc), [
    { name: "Root", translation: { x: 0, y: 0, z: 1 } },
    { name: "Arm", parent: 0, translation: { x: 1, y: 0, z: 0 } },
    { name: "bone_5", parent: 1, translation: { x: 2, y: 0, z: 0 } },
  ]);
  const info = retroCinfFormat.info!(bytes);
  deepEqual((info.json as { roots: string[] }).roots, ["Root"]);
  ok(info.text.some((l) => l.includes("    Arm (id 0) at (1, 0, 1)")), info.text.join("\n"));
});

Deno.test("cinf: the MP2 layout (two quaternions per bone) is detected", () => {
  const spec = {
    ...ARM_SKELETON,
    game: "mp2" as const,
    bones: ARM_SKELETON.bones.map((b, i) => ({
      ...b,
      quaternions: [1, 0, 0, 0, Math.SQRT1_2, 0, 0, Math.SQRT1_2 * (i + 1)],
    })),
  };
  const doc = readRetroCinf(buildCinf(spec));
  equal(doc.game, "mp2");
  deepEqual(doc.bones[0]!.rotation, { w: 1, x: 0, y: 0, z: 0 });
  equal(doc.bones[2]!.localRotation!.z, Math.fround(Math.SQRT1_2 * 3));
  equal(doc.names[1]!.name, "Arm");
  // Forcing the other layout fails with a located error.
  const e = errorOf(() => readRetroCinf(buildCinf(spec), { game: "mp1" }));
  equal(e.location.kind, "byte");
});

Deno.test("cinf: bad input is located", () => {
  const good = buildCinf(ARM_SKELETON);
  // A bone count past the end of the file, reported at the count.
  const big = good.slice();
  big[3] = 200;
  let e = errorOf(() => readRetroCinf(big, { game: "mp1" }));
  deepEqual(e.location, { kind: "byte", offset: 0 });
  ok(/bone count 200 runs past the end/.test(e.detail), e.detail);
  // A linked count past the end: the first bone's, at byte 4 + 20.
  const linked = good.slice();
  linked[24] = 0x7f;
  e = errorOf(() => readRetroCinf(linked, { game: "mp1" }));
  deepEqual(e.location, { kind: "byte", offset: 24 });
  ok(/linked bone count \d+ runs past the end/.test(e.detail), e.detail);
  // Truncated inside the name table.
  e = errorOf(() => readRetroCinf(good.subarray(0, good.length - 6)));
  equal(e.format, "retro-cinf");
  // Trailing bytes that are not padding.
  e = errorOf(() =>
    readRetroCinf(buildCinf({ ...ARM_SKELETON, trailing: [1, 2] }), { game: "mp1" })
  );
  deepEqual(e.location, { kind: "byte", offset: good.length });
  // A repeated id, and parents that form a cycle.
  const twice = {
    ...ARM_SKELETON,
    bones: [ARM_SKELETON.bones[0]!, { ...ARM_SKELETON.bones[1]!, id: 3 }],
  };
  e = errorOf(() => readRetroCinf(buildCinf(twice)));
  ok(/bone id 3 is used by bone 0 and bone 1/.test(e.detail), e.detail);
  deepEqual(e.location, { kind: "byte", offset: 4 + 28 });
  const cycle = {
    ...ARM_SKELETON,
    bones: [{ ...ARM_SKELETON.bones[0]!, parent: 5 }, ...ARM_SKELETON.bones.slice(1)],
  };
  e = errorOf(() => readRetroCinf(buildCinf(cycle)));
  ok(/form a cycle/.test(e.detail), e.detail);
  // Donkey Kong Country Returns' CINF says what it is.
  e = errorOf(() => readRetroCinf(new Uint8Array([0x9e, 0x22, 0x00, 0x06, 0, 0, 0, 0])));
  ok(/Donkey Kong/.test(e.detail), e.detail);
});

Deno.test("cinf: an ANIM read with its skeleton names its bones and poses like the game", () => {
  const anim = formatByName("retro-anim")!;
  const plain = anim.toClip!(mp1V0Fixture());
  equal(plain.nodes, undefined);
  deepEqual([...new Set(plain.tracks.map((t) => t.node))], ["bone_3", "bone_0"]);
  const clip = anim.toClip!(mp1V0Fixture(), { skeleton: buildCinf(ARM_SKELETON) });
  deepEqual([...new Set(clip.tracks.map((t) => t.node))], ["Root", "Arm"]);
  deepEqual(clip.nodes?.map((n) => [n.name, n.parent]), [
    ["Root", undefined],
    ["Arm", 0],
    ["bone_5", 1],
  ]);
  // At t = 0: Root (rest (0, 0, 1), not turned); Arm's ANIM translation (1, 2, 3) replaces its
  // rest offset, turned 0.5 rad about Z; bone 5 rests 2 along Arm's turned X.
  const p = new ClipSkeleton(clip).worldPositionsAt(0);
  const expected = [0, 0, 1, 1, 2, 4, 1 + 2 * Math.cos(0.5), 2 + 2 * Math.sin(0.5), 4];
  expected.forEach((v, i) => ok(Math.abs(p[i]! - v) < 1e-6, `${i}: ${p[i]} vs ${v}`));
  // A channel whose bone the skeleton lacks keeps its bone_<id> name, as a root node.
  const partial = anim.toClip!(mp1V0Fixture(), {
    skeleton: buildCinf({ ...ARM_SKELETON, bones: ARM_SKELETON.bones.slice(0, 1), names: [] }),
  });
  deepEqual(partial.nodes?.map((n) => n.name), ["bone_3", "bone_0"]);
});

Deno.test("cli: --skeleton names ANIM bones; a bad skeleton is reported under its own name", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const anim = `${dir}/walk.anim`;
    const cinf = `${dir}/samus.cinf`;
    const broken = `${dir}/broken.cinf`;
    await Deno.writeFile(anim, mp1V0Fixture());
    await Deno.writeFile(cinf, buildCinf(ARM_SKELETON));
    await Deno.writeFile(broken, buildCinf(ARM_SKELETON).subarray(0, 30));
    const sampled = await cli("sample", anim, "--at", "0", "--json", "--skeleton", cinf);
    equal(sampled.code, 0, sampled.err);
    const nodes = (JSON.parse(sampled.out) as { tracks: { node: string }[] }).tracks.map((t) =>
      t.node
    );
    deepEqual([...new Set(nodes)], ["Root", "Arm"]);
    const info = await cli("info", cinf);
    equal(info.code, 0, info.err);
    ok(info.out.includes("MP1 skeleton: 3 bones, 2 names"), info.out);
    const bad = await cli("info", anim, "--skeleton", broken);
    equal(bad.code, 1);
    ok(bad.err.startsWith(`animkit: ${broken}: retro-cinf: byte `), bad.err);
    const missing = await cli("info", anim, "--skeleton", `${dir}/none.cinf`);
    equal(missing.code, 1);
    ok(/cannot read --skeleton .*none\.cinf: no such file/.test(missing.err), missing.err);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
