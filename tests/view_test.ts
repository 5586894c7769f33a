/// <reference lib="dom" />
/**
 * `animkit view`: the page's pose, comparison and encoding logic in Deno; the command line; the
 * committed bundle; and the page itself in headless Chromium, for a file of every format.
 *
 * @module
 */
import { deepEqual, equal, match, ok, throws } from "node:assert/strict";
import type { Clip, Curve } from "../src/model/clip.ts";
import type { Value, ValueType } from "../src/model/value_type.ts";
import { ClipPose } from "../src/view/pose.ts";
import { compareClips } from "../src/view/compare.ts";
import { decodeBase64, encodeBase64 } from "../src/view/base64.ts";
import { assertClose, cli, corpus, NO_CORPUS } from "./_helpers.ts";
import { countPixels, launchBrowser, nextFrames, NO_BROWSER, openPage } from "./_browser.ts";
import type { Page } from "puppeteer-core";
import {
  animjWithMistakes,
  gltfChain,
  gltfChainFiles,
  HAND_TIMES,
  handJoint,
  handRecording,
  retroAnimFile,
  retroCharFile,
  UNITY_CLIP,
} from "./fixtures/view_files.ts";

const curve = (valueType: ValueType, f: (t: number) => Value): Curve => ({
  valueType,
  semantics: "test",
  keyTimes: () => new Float64Array([0, 1]),
  evaluate: f,
});

/** A unit quaternion about Z by `deg` degrees. */
const aboutZ = (deg: number) => {
  const h = (deg * Math.PI) / 360;
  return { x: 0, y: 0, z: Math.sin(h), w: Math.cos(h) };
};

Deno.test("view pose: rest transforms compose down the hierarchy with the tracks that replace them", () => {
  // root at (0, 1, 0) turning about Z by 90°·t; arm 1 along X (rest), scaled 2× along X by its
  // track; hand 0.5 along X under the arm. At t = 1: the arm is at root + Rz(90°)(1, 0, 0) =
  // (0, 2, 0); the hand at arm + Rz(90°)(2 · 0.5, 0, 0) = (0, 3, 0).
  const clip: Clip = {
    name: "chain",
    duration: 1,
    events: [],
    nodes: [
      { name: "root", translation: { x: 0, y: 1, z: 0 } },
      { name: "hand", parent: 2, translation: { x: 0.5, y: 0, z: 0 } },
      { name: "arm", parent: 0, translation: { x: 1, y: 0, z: 0 } },
    ],
    tracks: [
      {
        node: "root",
        property: "rotation",
        valueType: "floatQ",
        curve: curve("floatQ", (t) => aboutZ(90 * t)),
      },
      {
        node: "arm",
        property: "scale",
        valueType: "float3",
        curve: curve("float3", () => ({ x: 2, y: 1, z: 1 })),
      },
    ],
  };
  const pose = new ClipPose(clip);
  equal(pose.hierarchy, true);
  deepEqual(pose.nodes.map((n) => [n.name, n.parent]), [["root", -1], ["hand", 2], ["arm", 0]]);
  pose.update(1);
  const at = Object.fromEntries(pose.pose().map((p) => [p.node, p.position]));
  const expected: Record<string, number[]> = { root: [0, 1, 0], arm: [0, 2, 0], hand: [0, 3, 0] };
  for (const [name, position] of Object.entries(expected)) {
    position.forEach((v, c) => assertClose(at[name]![c]!, v, 1e-12, `${name}[${c}]`));
  }
  // At t = 0.5 (45°): the arm at (cos 45°, 1 + sin 45°, 0).
  pose.update(0.5);
  const arm = pose.pose().find((p) => p.node === "arm")!.position;
  assertClose(arm[0], Math.SQRT1_2, 1e-12);
  assertClose(arm[1], 1 + Math.SQRT1_2, 1e-12);
});

Deno.test("view pose: Unity paths bind tracks; localEulerAngles turn Z, then X, then Y", () => {
  const clip: Clip = {
    name: "unity",
    duration: 1,
    events: [],
    nodes: [{ name: "" }, { name: "arm", parent: 0 }, {
      name: "tip",
      parent: 1,
      translation: { x: 0, y: 0, z: 1 },
    }],
    tracks: [
      // 90° about X then 90° about Y: (0, 0, 1) → (0, −1, 0) → (0, −1, 0) (Y leaves it).
      {
        node: "arm",
        property: "localEulerAngles",
        valueType: "float3",
        curve: curve("float3", () => ({ x: 90, y: 90, z: 0 })),
      },
      {
        node: "arm/tip",
        property: "localScale",
        valueType: "float3",
        curve: curve("float3", () => ({ x: 1, y: 1, z: 1 })),
      },
    ],
  };
  const pose = new ClipPose(clip);
  pose.update(0);
  const tip = pose.pose().find((p) => p.node === "tip")!.position;
  [0, -1, 0].forEach((v, c) => assertClose(tip[c]!, v, 1e-12, `tip[${c}]`));
});

Deno.test("view pose: without a hierarchy, position tracks are world positions along MRTK finger chains", async () => {
  const { mrtkToClip, readMrtk } = await import("../src/formats/mrtk/mod.ts");
  const clip = mrtkToClip(readMrtk(handRecording()));
  const pose = new ClipPose(clip);
  equal(pose.hierarchy, false);
  const parentOf = (name: string) => {
    const node = pose.nodes.find((n) => n.name === name)!;
    return node.parent < 0 ? undefined : pose.nodes[node.parent]!.name;
  };
  equal(parentOf("Hand.Right.Joint.IndexTip"), "Hand.Right.Joint.IndexDistalJoint");
  equal(parentOf("Hand.Right.Joint.IndexMetacarpal"), "Hand.Right.Joint.Wrist");
  equal(parentOf("Hand.Right.Joint.ThumbMetacarpalJoint"), "Hand.Right.Joint.Wrist");
  equal(parentOf("Hand.Right.Joint.Palm"), "Hand.Right.Joint.Wrist");
  equal(parentOf("Hand.Right.Joint.Wrist"), undefined);
  deepEqual(pose.nodes.filter((n) => n.kind !== "joint").map((n) => [n.name, n.kind]), [
    ["Camera", "camera"],
    ["EyeGaze", "gaze"],
  ]);
  // At a key time each joint is its key's value (float32), as the fixture computes it.
  const t = HAND_TIMES[7]!;
  pose.update(Math.fround(t)); // the key's own (float32) time
  const at = new Map(pose.pose().map((p) => [p.node, p.position]));
  const tip = at.get("Hand.Right.Joint.IndexTip")!;
  handJoint(11, t).forEach((v, c) => equal(tip[c], Math.fround(v)));
  deepEqual(at.get("Camera"), [0, Math.fround(1.6), 0]);
});

Deno.test("view pose: a hand's joints are hidden while it is not tracked", () => {
  const clip: Clip = {
    name: "c",
    duration: 1,
    events: [],
    tracks: [
      {
        node: "Hand.Left",
        property: "tracked",
        valueType: "bool",
        curve: curve("bool", (t) => t >= 0.5),
      },
      {
        node: "Hand.Left.Joint.Wrist",
        property: "position",
        valueType: "float3",
        curve: curve("float3", () => ({ x: 1, y: 2, z: 3 })),
      },
      {
        node: "Camera",
        property: "position",
        valueType: "float3",
        curve: curve("float3", () => ({ x: 0, y: 0, z: 0 })),
      },
    ],
  };
  const pose = new ClipPose(clip);
  pose.update(0.25);
  deepEqual(pose.pose().map((p) => p.node), ["Camera"]);
  pose.update(0.75);
  deepEqual(pose.pose().map((p) => p.node), ["Hand.Left.Joint.Wrist", "Camera"]);
});

Deno.test("view compare: rotation angle in degrees, absolute difference otherwise, tracks matched by name", () => {
  const clip = (angle: number, offset: number, extra: string): Clip => ({
    name: "c",
    duration: 1,
    events: [],
    tracks: [
      {
        node: "n",
        property: "rotation",
        valueType: "floatQ",
        curve: curve("floatQ", (t) => aboutZ(angle * t)),
      },
      {
        node: "n",
        property: "position",
        valueType: "float3",
        curve: curve("float3", (t) => ({ x: t, y: offset * t, z: 0 })),
      },
      { node: extra, property: "p", valueType: "float", curve: curve("float", () => 0) },
    ],
  });
  // Rotations 0° vs 30°·t apart: the difference grows to 30° at t = 1; y differs by 0.25·t.
  const c = compareClips(clip(0, 0, "a"), clip(30, 0.25, "b"));
  deepEqual(c.tracks.map((t) => [t.property, t.unit]), [["rotation", "deg"], ["position", ""]]);
  assertClose(c.tracks[0]!.maxError, 30, 1e-9);
  assertClose(c.tracks[1]!.maxError, 0.25, 1e-15);
  // The series: at every measured time the difference is 30·t degrees.
  const { times, errors } = c.tracks[0]!;
  ok(times.length >= 10 && times[0] === 0 && times[times.length - 1] === 1);
  times.forEach((t, i) => assertClose(errors[i]!, 30 * t, 1e-9));
  deepEqual([c.onlyInA, c.onlyInB], [["a.p"], ["b.p"]]);
});

Deno.test("view compare: a difference that is not a number is the worst, wherever it falls", () => {
  const clip = (x: (t: number) => number): Clip => ({
    name: "c",
    duration: 1,
    events: [],
    tracks: [{
      node: "n",
      property: "position",
      valueType: "float3",
      curve: curve("float3", (t) => ({ x: x(t), y: t, z: 0 })),
    }],
  });
  // NaN at the start only: later finite differences do not hide it.
  const c = compareClips(clip((t) => t), clip((t) => (t === 0 ? NaN : t + 0.5)));
  equal(c.tracks[0]!.maxError, Infinity);
});

Deno.test("view base64: agrees with the platform's btoa/atob at every length modulo 3", () => {
  for (let n = 0; n < 70; n++) {
    const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 89 + n * 7) & 0xff);
    const expected = btoa(String.fromCharCode(...bytes));
    equal(encodeBase64(bytes), expected);
    deepEqual(decodeBase64(expected), bytes);
  }
  throws(() => decodeBase64("ab$d"), RangeError);
  throws(() => decodeBase64("abcde"), RangeError);
});

/** The page's embedded files, decoded with the platform's atob (not the page's own decoder). */
function embedded(html: string): { name: string; data: string; options?: unknown }[] {
  const json = /<script type="application\/json" id="animkit-files">(.*?)<\/script>/s.exec(html);
  ok(json !== null, "the page holds its files");
  return JSON.parse(json[1]!);
}

Deno.test("view CLI: the page holds the file, inline script and style, and no URL to fetch", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const input = `${dir}/hand.mrtk.bin`;
    const bytes = handRecording();
    await Deno.writeFile(input, bytes);
    const run = await cli("view", input);
    equal(run.code, 0, run.err);
    equal(run.out, `${dir}/hand.mrtk.view.html\n`);
    const html = await Deno.readTextFile(`${dir}/hand.mrtk.view.html`);
    const files = embedded(html);
    deepEqual(files.map((f) => f.name), ["hand.mrtk.bin"]);
    deepEqual(Uint8Array.from(atob(files[0]!.data), (c) => c.charCodeAt(0)), bytes);
    // Everything inline: no src/href attributes, no stylesheet links, a CSP that forbids fetching.
    ok(!/\s(src|href)\s*=/.test(html.replace(/<script type="module">.*<\/script>/s, "")));
    match(html, /Content-Security-Policy" content="default-src 'none'/);
    equal((html.match(/<\/script>/g) ?? []).length, 2, "only the two script elements end");
    // An existing page is kept unless --force; an input is never the output.
    const again = await cli("view", input);
    equal(again.code, 2);
    match(again.err, /output exists: .*hand\.mrtk\.view\.html; use --force/);
    equal((await cli("view", input, "--force")).code, 0);
    const onto = await cli("view", input, "--out", input, "--force");
    equal(onto.code, 2);
    match(onto.err, /refusing to overwrite the input/);
    deepEqual(await Deno.readFile(input), bytes);
    // The empty application; usage errors.
    const empty = await cli("view", "--out", `${dir}/app.html`);
    equal(empty.code, 0, empty.err);
    deepEqual(embedded(await Deno.readTextFile(`${dir}/app.html`)), []);
    equal((await cli("view")).code, 2);
    equal((await cli("view", input, input, input)).code, 2);
    equal((await cli("view", input, "--bogus")).code, 2);
    // Content no format recognises is bad input (exit 1), as in every command.
    await Deno.writeTextFile(`${dir}/notes.txt`, "hello");
    const bad = await cli("view", `${dir}/notes.txt`);
    equal(bad.code, 1);
    match(bad.err, /unrecognised content/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("view bundle: generated/view/app.js is what the sources build", async () => {
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("../tools/build_view.ts", import.meta.url).pathname, "--check"],
    stdout: "null",
    stderr: "piped",
  }).output();
  equal(code, 0, new TextDecoder().decode(stderr));
});

Deno.test("view bundle: at most 1 MB gzip without the file", async () => {
  const bundle = await Deno.readFile(new URL("../generated/view/app.js", import.meta.url));
  const gzipped = await new Response(
    new Blob([bundle]).stream().pipeThrough(new CompressionStream("gzip")),
  ).arrayBuffer();
  ok(gzipped.byteLength <= 1_000_000, `${gzipped.byteLength} bytes gzip`);
});

Deno.test({
  name: "view in Chromium: every format opens, samples as the CLI does, poses, draws, validates",
  ignore: NO_BROWSER,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn(t) {
    const dir = await Deno.makeTempDir();
    const browser = await launchBrowser();
    try {
      const hand = `${dir}/hand.bin`;
      await Deno.writeFile(hand, handRecording());
      // Every other format, converted from the recording by the CLI or built by the fixtures.
      const files: Record<string, string> = { mrtk: hand };
      for (
        const [format, name] of [
          ["animj", "hand.animj"],
          ["animx", "hand.animx"],
          ["maya", "hand_maya.anim"],
          ["gltf", "hand.gltf"],
          ["glb", "hand.glb"],
          ["unity-clip", "hand_unity.anim"],
        ]
      ) {
        const run = await cli("convert", hand, `${dir}/${name}`, "--to", format!);
        equal(run.code, 0, run.err);
        files[format!] = `${dir}/${name}`;
      }
      await Deno.writeFile(`${dir}/walk.ANIM`, retroAnimFile());
      files["retro-anim"] = `${dir}/walk.ANIM`;
      await Deno.writeFile(`${dir}/samus.CHAR`, retroCharFile());
      files["retro-char"] = `${dir}/samus.CHAR`;
      await Deno.copyFile(UNITY_CLIP, `${dir}/walk_unity.anim`);
      files["unity-clip (Unity's own)"] = `${dir}/walk_unity.anim`;
      await Deno.writeFile(`${dir}/mistakes.animj`, animjWithMistakes());
      files["animj (mistakes)"] = `${dir}/mistakes.animj`;
      await Deno.writeFile(`${dir}/chain.gltf`, gltfChain());
      files["gltf (two animations)"] = `${dir}/chain.gltf`;
      await Deno.mkdir(`${dir}/side`);
      const side = gltfChainFiles(true);
      await Deno.writeFile(`${dir}/side/chain.gltf`, side.gltf);
      await Deno.writeFile(`${dir}/side/chain.bin`, side.bin);
      files["gltf (buffer in a side file)"] = `${dir}/side/chain.gltf`;

      for (const [label, path] of Object.entries(files)) {
        await t.step(label, async () => {
          const out = `${path}.html`;
          const extra = label.includes("two animations") ? ["--animation", "hold"] : [];
          const made = await cli("view", path, "--out", out, ...extra);
          equal(made.code, 0, made.err);
          const { page, log } = await openPage(browser, out);
          try {
            // The validation findings are exactly `validate --json --all-errors`'s.
            const validated = await cli("validate", path, "--json", "--all-errors", ...extra);
            deepEqual(
              await page.evaluate(() => animkitView.problems),
              JSON.parse(validated.out).problems,
            );
            const clip = await page.evaluate(() => animkitView.clip);
            if (label === "retro-char" || label.includes("mistakes")) {
              // No clip: a CHAR holds none (the page says why), the AnimJ file does not read.
              equal(clip, null);
              const said = label === "retro-char"
                ? /no animation curves/
                : /must be one of "Hold", "Linear"/;
              match(await page.$eval("#problems", (e) => e.textContent ?? ""), said);
              deepEqual(log.errors, []);
              return;
            }
            ok(clip !== null);
            // The clip and its samples are what the CLI reads and samples.
            const info = JSON.parse((await cli("info", path, "--json", ...extra)).out);
            equal(clip.tracks.length, info.trackCount);
            equal(clip.duration, info.duration);
            const times = [
              0,
              clip.duration / 3,
              clip.duration / 2,
              clip.duration,
              -0.25,
              clip.duration + 1,
            ];
            const sampled = await cli("sample", path, "--json", "--at", times.join(","), ...extra);
            equal(sampled.code, 0, sampled.err);
            deepEqual(
              await page.evaluate((ts) => animkitView.sample(ts), times),
              JSON.parse(sampled.out),
            );
            if (label.includes("two animations")) {
              equal(clip.name, "hold");
              deepEqual(
                await page.$$eval("#clip option", (os) => os.map((o) => o.textContent)),
                ["turn", "hold"],
              );
            }
            // setTime moves the pose (a track-less or static clip has nothing to move).
            const before = await page.evaluate(() => (animkitView.setTime(0), animkitView.pose()));
            const after = await page.evaluate(
              (d) => (animkitView.setTime(d / 2), animkitView.pose()),
              clip.duration,
            );
            equal(await page.evaluate(() => animkitView.state().time), clip.duration / 2);
            if (label === "mrtk") {
              // A key time: each joint exactly where the fixture put it (float32).
              const k = HAND_TIMES[13]!;
              const posed = await page.evaluate(
                (tk) => (animkitView.setTime(tk), animkitView.pose()),
                Math.fround(k), // the key's own (float32) time
              );
              const tip = posed.find((p) => p.node === "Hand.Right.Joint.MiddleTip")!;
              handJoint(16, k).forEach((v, c) => equal(tip.position[c], Math.fround(v)));
              equal(posed.length, 26 + 2, "26 joints, the camera and the gaze origin");
              // Times `sample --at` refuses are refused.
              for (const bad of [Number.NaN, 2e9]) {
                const refused = await page.evaluate((b) => {
                  try {
                    animkitView.sample([b]);
                    return "accepted";
                  } catch (error) {
                    return String(error);
                  }
                }, bad);
                match(refused, /RangeError: sample times are finite seconds within ±1e9/);
              }
            }
            // The glTF chain's root only turns: its children follow once the reader gives the
            // node hierarchy; until then only nodes with a translation track are drawn.
            const still = label.startsWith("gltf (");
            if (!still) {
              ok(before.length > 0, "something is drawn");
              notDeepEqualPoses(before, after);
            }
            // The canvas is not blank: the screenshot of the 3D view has joint-coloured pixels.
            await nextFrames(page);
            const box = (await (await page.$("#view canvas"))!.boundingBox())!;
            const rect = {
              x: Math.round(box.x),
              y: Math.round(box.y),
              width: Math.round(box.width),
              height: Math.round(box.height),
            };
            const shot = await page.screenshot({ type: "png" });
            const pixels = await countPixels(browser, shot, rect, [0xff, 0x9b, 0x3d]);
            ok(pixels.notBackground > 500, `the 3D view is drawn (${pixels.notBackground} pixels)`);
            if (before.length > 0) {
              ok(pixels.near > 20, `joint dots are drawn (${pixels.near} pixels)`);
            }
            if (label === "mrtk") {
              // Hovering a joint dot names its node.
              await page.mouse.move(pixels.first!.x + 2, pixels.first!.y + 3);
              const named = await page.$eval("#hover", (e) => e.textContent ?? "");
              ok(before.some((p) => p.node === named), `hover names a node, not "${named}"`);
            }
            deepEqual(log.errors, []);
            deepEqual(log.requests.filter((u) => !/^(file|data|blob):/.test(u)), []);
          } finally {
            await page.close();
          }
        });
      }

      await t.step("playback: play, pause, speed and loop through the controls", async () => {
        const { page, log } = await openPage(browser, `${files.mrtk}.html`);
        try {
          deepEqual(await page.evaluate(() => animkitView.state()), {
            time: 0,
            playing: false,
            speed: 1,
            loop: true,
          });
          await page.select("#speed", "4");
          await page.click("#play");
          await page.waitForFunction(() => animkitView.state().time > 0.2);
          const playing = await page.evaluate(() => animkitView.state());
          equal(playing.playing, true);
          equal(playing.speed, 4);
          // The scrubber works while playing.
          const scrubbed = await page.$eval("#scrub", (e) => {
            (e as HTMLInputElement).value = "0.1";
            e.dispatchEvent(new Event("input"));
            return animkitView.state();
          });
          deepEqual(scrubbed, { time: 0.1, playing: true, speed: 4, loop: true });
          await page.evaluate(() => animkitView.pause());
          equal((await page.evaluate(() => animkitView.state())).playing, false);
          // Exact time entry and frame steps.
          await page.$eval("#time", (e) => {
            (e as HTMLInputElement).value = "1.25";
            e.dispatchEvent(new Event("change"));
          });
          equal(await page.evaluate(() => animkitView.state().time), 1.25);
          await page.click("#next");
          // The next time on the 30 fps frame grid after 1.25 s (frame 37.5) is frame 38.
          assertClose(await page.evaluate(() => animkitView.state().time), 38 / 30, 1e-12);
          await page.click("#prev");
          await page.click("#prev");
          assertClose(await page.evaluate(() => animkitView.state().time), 36 / 30, 1e-12);
          await page.click("#next");
          assertClose(await page.evaluate(() => animkitView.state().time), 37 / 30, 1e-12);
          // The filter box narrows the track tree; ticking a track shows its current value.
          await page.type("#filter", "IndexTip");
          const shown = await page.$$eval(
            "#tree label:not(.hidden)",
            (labels) => labels.map((l) => l.parentElement!.querySelector("summary")!.textContent),
          );
          deepEqual(shown, ["Hand.Right.Joint.IndexTip", "Hand.Right.Joint.IndexTip"]);
          await page.click("#tree label:not(.hidden) input");
          const k = Math.fround(HAND_TIMES[10]!);
          await page.evaluate((tk) => animkitView.setTime(tk), k);
          const readout = await page.$eval("#tree label:not(.hidden) output", (o) => o.textContent);
          equal(
            readout,
            ` = ${
              handJoint(11, HAND_TIMES[10]!).map((v) => +Math.fround(v).toPrecision(4)).join(" ")
            }`,
          );
          // Markers are ticks on the timeline.
          deepEqual(await page.$$eval("#ticks i", (is) => is.map((i) => i.getAttribute("title"))), [
            "start @ 0 s",
            "pinch @ 1.2000000476837158 s",
          ]);
          deepEqual(log.errors, []);
        } finally {
          await page.close();
        }
      });

      await t.step("drag and drop: a second file dropped on the page opens in it", async () => {
        const { page, log } = await openPage(browser, `${files.mrtk}.html`);
        try {
          await drop(page, [["walk.ANIM", await Deno.readFile(files["retro-anim"]!)]]);
          const info = JSON.parse((await cli("info", files["retro-anim"]!, "--json")).out);
          const clip = await page.evaluate(() => animkitView.clip);
          equal(clip?.tracks.length, info.trackCount);
          match(await page.$eval("#title", (e) => e.textContent ?? ""), /walk\.ANIM/);
          const sampled = await cli("sample", files["retro-anim"]!, "--json", "--at", "0,0.15");
          deepEqual(
            await page.evaluate(() => animkitView.sample([0, 0.15])),
            JSON.parse(sampled.out),
          );
          deepEqual(log.errors, []);
        } finally {
          await page.close();
        }
      });

      await t.step("the empty application: two files dropped at once are compared", async () => {
        const app = `${dir}/app.html`;
        equal((await cli("view", "--out", app)).code, 0);
        const { page, log } = await openPage(browser, app);
        try {
          equal(await page.evaluate(() => animkitView.clip), null);
          deepEqual(await page.evaluate(() => animkitView.problems), []);
          await drop(page, [
            ["hand.bin", await Deno.readFile(files.mrtk!)],
            ["hand.animj", await Deno.readFile(files.animj!)],
          ]);
          const comparison = (await page.evaluate(() => animkitView.comparison))!;
          const info = JSON.parse((await cli("info", files.mrtk!, "--json")).out);
          equal(comparison.tracks.length, info.trackCount);
          // MRTK → AnimJ is exact: the two play the same.
          ok(comparison.tracks.every((c) => c.maxError <= 1e-6), JSON.stringify(comparison));
          deepEqual(log.errors, []);
        } finally {
          await page.close();
        }
      });

      await t.step(
        "compare: the difference per track is the error the conversion report gave",
        async () => {
          const fitted = `${dir}/fitted.animj`;
          const report = `${dir}/fitted.report.json`;
          const converted = await cli(
            "convert",
            files.mrtk!,
            fitted,
            "--tolerance",
            "0.005",
            "--report",
            report,
          );
          equal(converted.code, 0, converted.err);
          const reported = JSON.parse(await Deno.readTextFile(report)).tracks as {
            node: string;
            property: string;
            mapping: string;
            maxError: number;
            unit?: string;
          }[];
          const out = `${dir}/compare.html`;
          equal((await cli("view", files.mrtk!, fitted, "--out", out)).code, 0);
          const { page, log } = await openPage(browser, out);
          try {
            const comparison = (await page.evaluate(() => animkitView.comparison))!;
            equal(comparison.tracks.length, reported.length);
            let fittedTracks = 0;
            for (const r of reported) {
              const c = comparison.tracks.find((x) =>
                x.node === r.node && x.property === r.property
              )!;
              equal(c.unit, r.unit ?? "");
              if (r.mapping === "exact") {
                // Exact: the same values at every time, to float rounding.
                ok(c.maxError <= 1e-6, `${r.node}.${r.property}: ${c.maxError}`);
                continue;
              }
              fittedTracks++;
              // Both measure the same two curves at the key times and between them (the page at
              // 8 points per gap, the report where the fit checked): within 10% of each other.
              ok(
                Math.abs(c.maxError - r.maxError) <= 0.1 * r.maxError,
                `${r.node}.${r.property}: page ${c.maxError}, report ${r.maxError}`,
              );
            }
            ok(fittedTracks > 0, "the conversion fitted some tracks");
            // The table shows them; a click draws that track's difference.
            const first = reported.find((r) => r.mapping !== "exact")!;
            const row = `#compare tr[data-track="${first.node}.${first.property}"]`;
            const shown = Number(await page.$eval(`${row} td.num`, (e) => e.textContent));
            assertClose(shown, first.maxError, 0.1 * first.maxError);
            await page.click(row);
            deepEqual(log.errors, []);
            deepEqual(log.requests.filter((u) => !/^(file|data|blob):/.test(u)), []);
            await page.select("#mode", "side");
            await nextFrames(page);
            const path = Deno.env.get("ANIMKIT_VIEWER_SCREENSHOT");
            if (path !== undefined) {
              // The README's picture: the hand recording, its index finger's curves ticked.
              const { page: shotPage } = await openPage(browser, `${files.mrtk}.html`);
              await shotPage.click("#tree input:checked");
              await shotPage.type("#filter", "IndexTip position");
              await shotPage.click("#tree label:not(.hidden) input");
              await shotPage.evaluate(() => animkitView.setTime(0.85));
              await nextFrames(shotPage);
              await Deno.writeFile(path, await shotPage.screenshot({ type: "png" }));
              await shotPage.close();
            }
          } finally {
            await page.close();
          }
        },
      );

      await t.step({
        name: "the corpus recording (385 curves) opens and samples as the CLI does",
        ignore: NO_CORPUS,
        fn: async () => {
          const recording =
            corpus("mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin").pathname;
          const out = `${dir}/corpus.html`;
          equal((await cli("view", recording, "--out", out)).code, 0);
          const { page, log } = await openPage(browser, out);
          try {
            // 385 curves (camera 7, 4 booleans, 2 × 27 joints × 7) as the CLI groups them.
            const info = JSON.parse((await cli("info", recording, "--json")).out);
            equal((await page.evaluate(() => animkitView.clip))!.tracks.length, info.trackCount);
            const sampled = await cli("sample", recording, "--json", "--at", "0,3.3,11.25");
            deepEqual(
              await page.evaluate(() => animkitView.sample([0, 3.3, 11.25])),
              JSON.parse(sampled.out),
            );
            deepEqual(log.errors, []);
          } finally {
            await page.close();
          }
        },
      });
    } finally {
      await browser.close();
      await Deno.remove(dir, { recursive: true });
    }
  },
});

/** Drops files on the page as a user would, and waits until the page has read them. */
async function drop(page: Page, files: [string, Uint8Array][]): Promise<void> {
  await page.evaluate(
    async (list) => {
      const old = animkitView.ready;
      const transfer = new DataTransfer();
      for (const [name, data] of list) transfer.items.add(new File([Uint8Array.from(data)], name));
      document.body.dispatchEvent(
        new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
      // The page reads the dropped files' bytes first, then replaces `ready`.
      while (animkitView.ready === old) await new Promise((r) => setTimeout(r, 10));
      await animkitView.ready;
    },
    files.map(([name, bytes]): [string, number[]] => [name, [...bytes]]),
  );
}

function notDeepEqualPoses(a: { position: number[] }[], b: { position: number[] }[]): void {
  ok(
    a.length !== b.length || a.some((p, i) => p.position.some((v, c) => v !== b[i]!.position[c])),
    "setTime moves the pose",
  );
}
