import { equal, ok, throws } from "node:assert/strict";
import { Euler, Object3D, Quaternion, Vector3 } from "three";
import {
  type Clip,
  type ClipNode,
  ClipSkeleton,
  type Curve,
  eulerOrderToQuaternion,
  findNode,
  nodePath,
  nodesFromPaths,
  quaternionToEulerOrder,
  type Track,
  type Value,
  type ValueType,
  withPathNames,
} from "../mod.ts";
import { quaternionsToEulerOrder } from "../src/curves/euler_order.ts";

const S = Math.SQRT1_2;

function near(a: number, b: number, eps: number, what: string) {
  ok(Math.abs(a - b) <= eps, `${what}: ${a} vs ${b}`);
}

function constant(valueType: ValueType, value: Value, semantics = "test"): Curve {
  return { valueType, semantics, keyTimes: () => new Float64Array([0]), evaluate: () => value };
}

function track(node: string, property: string, valueType: ValueType, value: Value): Track {
  return { node, property, valueType, curve: constant(valueType, value) };
}

function clipOf(nodes: ClipNode[], tracks: Track[] = []): Clip {
  return { name: "c", duration: 1, events: [], tracks, nodes };
}

/** A deterministic pseudo-random sequence (LCG), so failures repeat. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// ---- Euler orders ----

Deno.test("euler order: composition in listed order, checked by hand", () => {
  // qZ(90°) · qX(90°) = (½, ½, ½, ½): 120° about (1, 1, 1), taking x → y → z → x.
  const q = eulerOrderToQuaternion([90, 90, 0], "ZXY");
  for (const c of q) near(c, 0.5, 1e-12, "ZXY 90 90 0");
  // One listed axis is that axis' rotation; case is ignored.
  const [x, y, z, w] = eulerOrderToQuaternion([90], "y");
  near(y, S, 1e-12, "y");
  near(w, S, 1e-12, "w");
  equal(x, 0);
  equal(z, 0);
  throws(() => eulerOrderToQuaternion([1], "Q"), RangeError);
});

Deno.test("euler order: decomposition of hand-computed rotations", () => {
  const third = [0.5, 0.5, 0.5, 0.5];
  // Its matrix has rows (0 0 1), (1 0 0), (0 1 0): in YXZ, R[1][2] = 0 gives the middle angle 0,
  // atan2(R[0][2], R[2][2]) = 90° the first and atan2(R[1][0], R[1][1]) = 90° the last.
  const yxz = quaternionToEulerOrder(third, "YXZ");
  near(yxz[0], 90, 1e-9, "Y");
  near(yxz[1], 0, 1e-9, "X");
  near(yxz[2], 90, 1e-9, "Z");
  // In ZXY the same rotation is gimbal-locked (X = 90°): the last angle is held at 0.
  const zxy = quaternionToEulerOrder(third, "ZXY");
  near(zxy[0], 90, 1e-9, "Z");
  near(zxy[1], 90, 1e-9, "X");
  near(zxy[2], 0, 1e-9, "Y");
  throws(() => quaternionToEulerOrder(third, "ZZY"), RangeError);
  throws(() => quaternionToEulerOrder(third, "ZX"), RangeError);
});

Deno.test("euler order: every order against three.js Euler (an independent implementation)", () => {
  const next = random(7);
  for (const order of ["XYZ", "XZY", "YXZ", "YZX", "ZXY", "ZYX"] as const) {
    for (let n = 0; n < 200; n++) {
      const angles = [next() * 360 - 180, next() * 170 - 85, next() * 360 - 180];
      // three.js orders read like BVH's channel lists: 'ZXY' is Rz · Rx · Ry.
      const e = new Euler(0, 0, 0, order);
      const axis = (c: string) => "XYZ".indexOf(c);
      const rad = angles.map((a) => (a * Math.PI) / 180);
      const v = [0, 0, 0];
      for (let i = 0; i < 3; i++) v[axis(order[i]!)] = rad[i]!;
      e.set(v[0]!, v[1]!, v[2]!, order);
      const expected = new Quaternion().setFromEuler(e);
      const q = eulerOrderToQuaternion(angles, order);
      const dot = q[0] * expected.x + q[1] * expected.y + q[2] * expected.z + q[3] * expected.w;
      near(Math.abs(dot), 1, 1e-12, `${order} ${angles}`);
      const back = quaternionToEulerOrder(q, order);
      for (let i = 0; i < 3; i++) near(back[i]!, angles[i]!, 1e-7, `${order} angle ${i}`);
      const e2 = new Euler().setFromQuaternion(expected, order);
      const threeAngles = [e2.x, e2.y, e2.z];
      for (let i = 0; i < 3; i++) {
        near(back[i]!, (threeAngles[axis(order[i]!)]! * 180) / Math.PI, 1e-7, `${order} vs three`);
      }
    }
  }
});

Deno.test("euler order: frames stay continuous past ±180° and through gimbal lock", () => {
  // Y (the last ZXY axis) turning from 170° to 370° in 10° steps, with a fixed tilt.
  const qs: number[] = [];
  for (let y = 170; y <= 370; y += 10) qs.push(...eulerOrderToQuaternion([20, 30, y], "ZXY"));
  const [z, x, y] = quaternionsToEulerOrder(qs, "ZXY");
  for (let i = 0; i < z.length; i++) {
    near(z[i]!, 20, 1e-7, "Z");
    near(x[i]!, 30, 1e-7, "X");
    near(y[i]!, 170 + 10 * i, 1e-7, "Y");
  }
  // X passing 90° (gimbal lock at the middle frame): every frame still composes to its rotation
  // and no angle jumps by more than the motion between frames.
  const lock: number[] = [];
  for (let a = 80; a <= 100; a += 5) lock.push(...eulerOrderToQuaternion([10, a, 15], "ZXY"));
  const angles = quaternionsToEulerOrder(lock, "ZXY");
  for (let f = 0; f < 5; f++) {
    const q = eulerOrderToQuaternion([angles[0][f]!, angles[1][f]!, angles[2][f]!], "ZXY");
    const dot = q[0] * lock[f * 4]! + q[1] * lock[f * 4 + 1]! + q[2] * lock[f * 4 + 2]! +
      q[3] * lock[f * 4 + 3]!;
    near(Math.abs(dot), 1, 1e-9, `frame ${f}`);
    if (f > 0) {
      for (let c = 0; c < 3; c++) {
        ok(Math.abs(angles[c]![f]! - angles[c]![f - 1]!) < 30, `axis ${c} jumps at frame ${f}`);
      }
    }
  }
});

// ---- paths and lookup ----

Deno.test("hierarchy: paths skip an unnamed root; lookup by unique name, then path", () => {
  const nodes: ClipNode[] = [
    { name: "" },
    { name: "a", parent: 0 },
    { name: "x", parent: 1 },
    { name: "x", parent: 0 },
    { name: "root" },
    { name: "b", parent: 4 },
  ];
  equal(nodePath(nodes, 0), "");
  equal(nodePath(nodes, 2), "a/x");
  equal(nodePath(nodes, 3), "x");
  equal(nodePath(nodes, 5), "root/b");
  equal(findNode(nodes, ""), 0);
  equal(findNode(nodes, "a/x"), 2);
  equal(findNode(nodes, "x"), 3); // two nodes named x: the path decides
  equal(findNode(nodes, "b"), 5);
  equal(findNode(nodes, "root/b"), 5);
  equal(findNode(nodes, "nope"), -1);
});

Deno.test("hierarchy: bad parents are refused", () => {
  throws(() => new ClipSkeleton(clipOf([{ name: "a", parent: 3 }])), RangeError);
  throws(
    () => new ClipSkeleton(clipOf([{ name: "a", parent: 1 }, { name: "b", parent: 0 }])),
    /cycle/,
  );
});

// ---- forward kinematics ----

Deno.test("FK: a chain with quarter turns, positions computed by hand", () => {
  // root at (1, 0, 0) turned 90° about Z; child 2 along the root's X (→ world +Y); grandchild
  // 3 along the child's X, the child turned 90° about X (X is unchanged by it) and scaled 2.
  const nodes: ClipNode[] = [
    { name: "root", translation: { x: 1, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: S, w: S } },
    { name: "child", parent: 0, translation: { x: 2, y: 0, z: 0 } },
    { name: "tip", parent: 1, translation: { x: 0, y: 3, z: 0 } },
  ];
  const tracks = [
    track("child", "rotation", "floatQ", { x: S, y: 0, z: 0, w: S }),
    track("child", "scale", "float3", { x: 2, y: 2, z: 2 }),
  ];
  const p = new ClipSkeleton(clipOf(nodes, tracks)).worldPositionsAt(0);
  const expected = [
    [1, 0, 0],
    [1, 2, 0], // (1,0,0) + Rz90 (2,0,0)
    // tip local (0,3,0) → scaled (0,6,0) → Rx90 (0,0,6) → Rz90 (0,0,6) → + (1,2,0)
    [1, 2, 6],
  ];
  expected.forEach((e, i) => e.forEach((v, c) => near(p[i * 3 + c]!, v, 1e-12, `node ${i}`)));
});

Deno.test("FK: each format's track names, Maya units and rotate order, world-space nodes", () => {
  const nodes: ClipNode[] = [
    { name: "" },
    { name: "arm", parent: 0 },
    { name: "hand", parent: 1, translation: { x: 1, y: 0, z: 0 } },
    { name: "joint", parent: 1, space: "world" },
  ];
  const unity = [
    // Unity: localEulerAngles (0, 90, 0) turns +X onto −Z; the path names the node.
    track("arm", "localEulerAngles", "float3", { x: 0, y: 90, z: 0 }),
    track("arm/hand", "localPosition", "float3", { x: 2, y: 0, z: 0 }),
    track("joint", "position", "float3", { x: 5, y: 6, z: 7 }),
  ];
  const p = new ClipSkeleton(clipOf(nodes, unity)).worldPositionsAt(0);
  near(p[6]!, 0, 1e-12, "hand x");
  near(p[8]!, -2, 1e-12, "hand z");
  near(p[9]!, 5, 0, "world joint x");
  near(p[11]!, 7, 0, "world joint z");
  // Maya: translate in cm, rotate in degrees, rotate order zyx (enum 5): Z applied first.
  const mayaCurve = (property: string, v: number, output: string, toInternal: number) => ({
    node: "arm",
    property,
    valueType: "float" as const,
    curve: Object.assign(constant("float", v, "maya"), { options: { output, toInternal } }),
  });
  const maya = [
    mayaCurve("translate.translateX", 150, "linear", 1), // 1.5 m
    mayaCurve("rotate.rotateX", 90, "angular", Math.PI / 180),
    mayaCurve("rotate.rotateZ", 90, "angular", Math.PI / 180),
    mayaCurve("rotateOrder", 5, "unitless", 1),
  ];
  const m = new ClipSkeleton(clipOf(nodes.slice(0, 3), maya)).worldPositionsAt(0);
  near(m[3]!, 1.5, 1e-12, "arm x in metres");
  // zyx: Rx · Ry · Rz; hand at (1, 0, 0): Rz90 → (0, 1, 0), Rx90 → (0, 0, 1).
  near(m[6]!, 1.5, 1e-12, "hand x");
  near(m[7]!, 0, 1e-12, "hand y");
  near(m[8]!, 1, 1e-12, "hand z");
});

Deno.test("FK: random skeletons equal three.js Object3D world positions to 1e-5 of their size", () => {
  const next = random(42);
  for (let trial = 0; trial < 20; trial++) {
    const count = 2 + Math.floor(next() * 30);
    const nodes: ClipNode[] = [];
    const tracks: Track[] = [];
    const objects: Object3D[] = [];
    for (let i = 0; i < count; i++) {
      const parent = i === 0 ? undefined : Math.floor(next() * i);
      const t = { x: next() * 2 - 1, y: next() * 2 - 1, z: next() * 2 - 1 };
      const axis = new Vector3(next() - 0.5, next() - 0.5, next() - 0.5).normalize();
      const q = new Quaternion().setFromAxisAngle(axis, next() * 2 * Math.PI);
      const s = { x: 0.5 + next(), y: 0.5 + next(), z: 0.5 + next() };
      const animated = next() < 0.5;
      nodes.push({
        name: `n${i}`,
        ...(parent === undefined ? {} : { parent }),
        translation: animated ? { x: 9, y: 9, z: 9 } : t,
        ...(animated ? {} : { rotation: { x: q.x, y: q.y, z: q.z, w: q.w } }),
        scale: s,
      });
      if (animated) {
        tracks.push(track(`n${i}`, "translation", "float3", t));
        tracks.push(track(`n${i}`, "rotation", "floatQ", { x: q.x, y: q.y, z: q.z, w: q.w }));
      }
      const o = new Object3D();
      o.position.set(t.x, t.y, t.z);
      o.quaternion.copy(q);
      o.scale.set(s.x, s.y, s.z);
      if (parent !== undefined) objects[parent]!.add(o);
      objects.push(o);
    }
    objects[0]!.updateMatrixWorld(true);
    const mine = new ClipSkeleton(clipOf(nodes, tracks)).worldPositionsAt(0);
    const world = objects.map((o) => o.getWorldPosition(new Vector3()));
    const lo = [Infinity, Infinity, Infinity];
    const hi = [-Infinity, -Infinity, -Infinity];
    for (const w of world) {
      [w.x, w.y, w.z].forEach((v, c) => {
        lo[c] = Math.min(lo[c]!, v);
        hi[c] = Math.max(hi[c]!, v);
      });
    }
    const size = Math.hypot(hi[0]! - lo[0]!, hi[1]! - lo[1]!, hi[2]! - lo[2]!);
    world.forEach((w, i) => {
      near(mine[i * 3]!, w.x, 1e-5 * size, `trial ${trial} node ${i} x`);
      near(mine[i * 3 + 1]!, w.y, 1e-5 * size, `trial ${trial} node ${i} y`);
      near(mine[i * 3 + 2]!, w.z, 1e-5 * size, `trial ${trial} node ${i} z`);
    });
  }
});

Deno.test("hierarchy: path names carry the tree through flat names and back", () => {
  const nodes: ClipNode[] = [
    { name: "root" },
    { name: "hip", parent: 0 },
    { name: "knee", parent: 1 },
    { name: "other" },
  ];
  const clip = clipOf(nodes, [
    track("knee", "rotation", "floatQ", { x: 0, y: 0, z: 0, w: 1 }),
    track("other", "position", "float3", { x: 0, y: 0, z: 0 }),
    track("missing", "position", "float3", { x: 0, y: 0, z: 0 }),
  ]);
  const named = withPathNames(clip);
  equal(named.tracks.map((t) => t.node).join(","), "root/hip/knee,other,missing");
  const rebuilt = nodesFromPaths(named.tracks.map((t) => t.node));
  equal(
    rebuilt.map((n) => `${n.name}<${n.parent === undefined ? "-" : rebuilt[n.parent]!.name}`)
      .join(","),
    "<-,root<,hip<root,knee<hip,other<,missing<",
  );
  equal(withPathNames(clipOf([])).tracks.length, 0);
  const flat = { ...clip, nodes: undefined };
  equal(withPathNames(flat), flat);
});
