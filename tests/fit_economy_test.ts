/**
 * Key economy on real files: the fitted output meets the default tolerance with fewer keys than a
 * plain 30 Hz resample of the same tracks, and that resample (Linear keys on the grid, played as
 * AnimJ plays them) misses the tolerance somewhere.
 */
import { ok } from "node:assert/strict";
import { corpus, NO_CORPUS } from "./_helpers.ts";
import { readClip } from "../src/formats/registry.ts";
import { animjFormat } from "../src/formats/animj/mod.ts";
import { AnimJCurve } from "../src/formats/animj/curve.ts";
import { animjStoreValue, newAnimJTrack } from "../src/formats/animj/document.ts";
import { fitDimensions } from "../src/convert/fit.ts";
import { timeGrid } from "../src/model/sample.ts";
import { maxPlayedError } from "../src/model/compare.ts";
import type { Clip, Track } from "../src/model/clip.ts";

/** A 30 Hz Linear-key AnimJ track of a numeric source track. */
function resampled(track: Track, duration: number): AnimJCurve {
  const grid = timeGrid(0, duration, 30);
  const dims = fitDimensions(track.valueType);
  const out = newAnimJTrack("Curve", track.valueType, track.node, track.property, grid.length);
  out.times.set(grid);
  out.interpolations.fill(1);
  for (let i = 0; i < grid.length; i++) {
    animjStoreValue(track.valueType, track.curve.evaluate(grid[i]!), out.values, i * dims);
  }
  return new AnimJCurve(out);
}

function economy(clip: Clip, what: string): string {
  const result = animjFormat.fromClip!(clip, { keepCurves: true });
  let fittedKeys = 0;
  let plainKeys = 0;
  let plainMisses = 0;
  const dense = timeGrid(0, clip.duration, 600);
  for (const track of clip.tracks) {
    const dims = fitDimensions(track.valueType);
    if (dims === 0) continue;
    const report = result.tracks.find((t) =>
      t.node === track.node && t.property === track.property
    )!;
    ok(
      report.maxError <= (report.tolerance ?? 0) || report.mapping === "exact",
      `${what} ${track.node}.${track.property}`,
    );
    fittedKeys += report.keysAfter;
    const plain = resampled(track, clip.duration);
    plainKeys += plain.track.count * dims;
    if (maxPlayedError(track.curve, plain, dense) > report.tolerance!) plainMisses++;
  }
  ok(fittedKeys < plainKeys, `${what}: ${fittedKeys} fitted keys, ${plainKeys} at 30 Hz`);
  ok(plainMisses > 0, `${what}: the 30 Hz resample meets the tolerance everywhere`);
  return `${what}: ${fittedKeys} fitted keys, ${plainKeys} at 30 Hz (${plainMisses} tracks miss)`;
}

Deno.test({
  name: "key economy: the MRTK recording and a Maya file into AnimJ, against a 30 Hz resample",
  ignore: NO_CORPUS,
  fn: async () => {
    const mrtk = economy(
      readClip(
        await Deno.readFile(
          corpus("mrtk/6Freedom--HandRecorder--InputAnimation-20210219-134546.bin"),
        ),
      ),
      "MRTK",
    );
    const maya = economy(
      readClip(
        await Deno.readFile(corpus("maya/ssbh-fork_f00damagehi1_blender_out_maya2026.anim")),
      ),
      "Maya",
    );
    console.log(`${mrtk}; ${maya}`);
  },
});
