/**
 * A curve that wraps far more often than a track may have keys is refused before anything is
 * fitted (work and memory bounded by the keys a track may get, not by the clip's length): a
 * looping MRTK camera curve with keys 1 µs apart in a 10 s recording, and a Maya `cycle` curve
 * of one frame in a clip a billion frames long.
 */
import { throws } from "node:assert/strict";
import { AnimkitError } from "../src/errors.ts";
import { convertClip } from "../src/convert/convert_clip.ts";
import { formatByName, readClip } from "../src/formats/registry.ts";
import { buildMrtk } from "./fixtures/mrtk_bytes.ts";
import { mayaBytes, mayaCurve, mayaFields, mayaHeader, mayaRow } from "./fixtures/maya_text.ts";

function loopingRecording(): Uint8Array {
  const tiny = [[0, 0, 0, 0, 0, 0, 3], [1e-6, 1, 0, 0, 0, 0, 3]];
  return buildMrtk(
    {
      minor: 0,
      camera: [
        { post: 2, keys: tiny },
        { keys: [[0, 0, 0, 0, 0, 0, 3], [10, 0, 0, 0, 0, 0, 3]] },
        { keys: [[0, 0, 0, 0, 0, 0, 3]] },
      ],
    } as Parameters<typeof buildMrtk>[0],
  );
}

/** A one-frame Maya `cycle` curve, and a key a billion frames on that sets the clip's end. */
const MAYA_CYCLE = mayaBytes([
  ...mayaHeader({
    mayaVersion: "2020",
    timeUnit: "film",
    linearUnit: "cm",
    angularUnit: "deg",
    startTime: 0,
    endTime: 1,
  }),
  ...mayaCurve("foo foo box 0 0 0", mayaFields("unitless", { postInfinity: "cycle" }), [
    mayaRow(0, 0, "linear", "linear", [], "1 1 0"),
    mayaRow(1, 1, "linear", "linear", [], "1 1 0"),
  ]),
  ...mayaCurve("bar bar box 0 0 1", mayaFields("unitless"), [
    mayaRow(1_000_000_000, 0, "linear", "linear", [], "1 1 0"),
  ]),
]);

for (const target of ["animj", "glb", "unity-clip", "maya"]) {
  Deno.test(`wrap budget: a looping MRTK curve baked over 10 s is refused (${target})`, () => {
    const clip = readClip(loopingRecording());
    throws(
      () => convertClip(clip, formatByName(target)!, { dropUnmappable: true }),
      (e: unknown) => e instanceof AnimkitError && /Camera\.position/.test(e.message),
    );
  });
}

for (const target of ["animj", "unity-clip"]) {
  Deno.test(`wrap budget: a Maya cycle over a billion frames is refused (${target})`, () => {
    const clip = readClip(MAYA_CYCLE);
    throws(
      () => convertClip(clip, formatByName(target)!, { dropUnmappable: true }),
      (e: unknown) => e instanceof AnimkitError && /box\.foo/.test(e.message),
    );
  });
}
