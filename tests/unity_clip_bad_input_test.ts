/**
 * Unity clips cut short and nested too deeply: every cut is a located "ends early" error or the
 * complete clip, never a partial one; nesting beyond 64 levels is a stable located error on both
 * read paths (the fast reader of Unity's layout and the `yaml` package).
 */
import { deepEqual, equal, match, ok } from "node:assert/strict";
import { cli, expectAnimkitError } from "./_helpers.ts";
import { readUnityClip, unityClipFormat } from "../src/formats/unity_clip/mod.ts";
import { readClip } from "../src/formats/registry.ts";
import { lineColumnAt } from "../src/io/text_position.ts";

const fixture = (name: string) => new URL(`./fixtures/unity/${name}`, import.meta.url);
const WALK = Deno.readTextFileSync(fixture("walk.anim"));
const SPRITE_RUN = Deno.readTextFileSync(fixture("sprite_run.anim"));

/** The document without its source text, for comparing two reads. */
function shape(doc: ReturnType<typeof readUnityClip>): string {
  const { source: _source, ...rest } = doc;
  return JSON.stringify(rest, (_k, v) => (ArrayBuffer.isView(v) ? [...v as Float32Array] : v));
}

/** The `yaml` package's path (spans asked for). */
function slowRead(text: string) {
  return readUnityClip(text, { spans: { rows: [], settingKeys: [] } });
}

/**
 * Reads every cut of `text` (at each of `cuts`): a cut inside the clip's fields must be an error
 * saying the file ends early, located at the end of the cut text; a cut that keeps every line
 * must read as the whole clip. The one cut nothing can tell from a whole file is at the end of
 * an event that is not the last one (events are the clip's last list, and each is complete):
 * that reads as the clip with the events before the cut.
 */
function checkCuts(text: string, cuts: Iterable<number>): number {
  const full = readUnityClip(text);
  const whole = shape(full);
  const eventEnds = new Set<number>();
  for (const m of text.matchAll(/\n {4}messageOptions: \d+\n/g)) {
    eventEnds.add(m.index + m[0].length);
  }
  const fieldsStart = text.indexOf("AnimationClip:\n") + "AnimationClip:\n".length;
  let errors = 0;
  for (const cut of cuts) {
    const part = text.slice(0, cut);
    let read: string | null = null;
    try {
      read = shape(readUnityClip(part));
    } catch (e) {
      const error = expectAnimkitError(() => {
        throw e;
      });
      equal(error.format, "unity-clip");
      if (cut >= fieldsStart) {
        match(error.message, /the file ends early/, `cut at ${cut}: ${error.message}`);
        deepEqual(
          error.location,
          { kind: "text", ...lineColumnAt(part, part.length) },
          `cut ${cut}`,
        );
      }
      errors++;
    }
    // (At an event's end, before or after its line break, or in the indentation after it.)
    const betweenEvents = [...eventEnds].some((end) =>
      end - 1 <= cut && text.slice(end - 1, cut).trim() === ""
    );
    if (read !== null && betweenEvents && cut < text.trimEnd().length) {
      const k = [...eventEnds].filter((end) => end - 1 <= cut).length;
      ok(k < full.events.length);
      equal(read, shape({ ...full, events: full.events.slice(0, k) }), `cut at ${cut}`);
    } else if (read !== null) {
      // Only the final line break may be missing.
      ok(cut >= text.trimEnd().length, `cut at ${cut} of ${text.length} read as a clip`);
      equal(read, whole, `cut at ${cut}`);
    }
  }
  return errors;
}

/** Offsets around every `lines`th line break (before, at, after), and every `stride`th one. */
function cutPoints(text: string, lines: number, stride: number): number[] {
  const cuts = new Set<number>();
  let n = 0;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) {
    if (n++ % lines === 0) cuts.add(i - 1).add(i).add(i + 1);
  }
  for (let i = 0; i < text.length; i += stride) cuts.add(i);
  return [...cuts].filter((c) => c > 0 && c < text.length).sort((a, b) => a - b);
}

Deno.test("unity-clip cut short: cuts of two real-shaped clips are errors or the whole clip", () => {
  for (const text of [WALK, SPRITE_RUN]) {
    const cuts = cutPoints(text, 1, 11);
    ok(checkCuts(text, cuts) > cuts.length - 4);
  }
});

Deno.test("unity-clip cut short: a clip animkit wrote, cut at line ends and inside lines", () => {
  const text = new TextDecoder().decode(
    unityClipFormat.fromClip!(readClip(new TextEncoder().encode(WALK))).bytes,
  );
  const cuts = cutPoints(text, 5, 53);
  ok(cuts.length > 500);
  ok(checkCuts(text, cuts) > cuts.length - 4);
});

Deno.test("unity-clip cut short at 3,000 bytes: validate and info fail, saying where the file ends", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const path = `${dir}/Runner_Run.anim`;
    const cut = SPRITE_RUN.slice(0, 3000);
    await Deno.writeTextFile(path, cut);
    const where = lineColumnAt(cut, cut.length);
    for (const command of ["validate", "info"]) {
      const r = await cli(command, path);
      equal(r.code, 1, `${command}: ${r.out}`);
      ok(
        r.err.includes(`unity-clip: ${where.line}:${where.column}: the file ends early`),
        `${command}: ${r.err}`,
      );
    }
    // Cut inside a flow mapping: the same, not the YAML library's indentation message.
    const inFlow = SPRITE_RUN.slice(0, SPRITE_RUN.indexOf("{fileID: 21300004") + 9);
    const e = expectAnimkitError(() => readUnityClip(inFlow));
    match(e.message, /the file ends early/);
    deepEqual(e.location, { kind: "text", ...lineColumnAt(inFlow, inFlow.length) });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("unity-clip: every field Unity writes in a clip and an event is required, located", () => {
  // A clip that is not the last document: a missing field is located at the clip.
  const dropped = WALK.replace("  m_WrapMode: 0\n", "") + "--- !u!1 &1\nGameObject:\n  m_Name: x\n";
  const e = expectAnimkitError(() => readUnityClip(dropped));
  equal(e.message, "unity-clip: 5:3: the AnimationClip has no m_WrapMode");
  const event = WALK.replace(
    "    intParameter: 0\n    messageOptions: 0\n  - time: 1.5",
    "  - time: 1.5",
  );
  const e2 = expectAnimkitError(() => readUnityClip(event));
  match(e2.message, /m_Events\[0\] has no intParameter/);
  equal(e2.location.kind, "text");
});

Deno.test("unity-clip: nesting beyond 64 levels is a stable located error on both read paths", () => {
  const at = (text: string, marker: string) => text.replace("  m_Name: Walk\n", marker);
  const n = 100_000;
  const inputs = [
    // Flow mappings and sequences, 10^5 deep (the fast reader leaves these to the yaml package).
    at(WALK, `  m_Name: ${"{a: ".repeat(n)}1${"}".repeat(n)}\n`),
    at(WALK, `  m_Name: ${"[".repeat(n)}1${"]".repeat(n)}\n`),
    at(WALK, `  m_Name:\n  ${"- ".repeat(n)}x\n`),
    // Block mappings by indentation (the fast reader's own subset), 200 deep.
    at(
      WALK,
      `  m_Name: Walk\n  m_Deep:\n${
        Array.from({ length: 200 }, (_, i) => `${" ".repeat(4 + 2 * i)}k${i}:\n`).join("")
      }${" ".repeat(404)}v: 1\n`,
    ),
  ];
  for (const text of inputs) {
    const first = expectAnimkitError(() => readUnityClip(text));
    match(first.message, /YAML nested more than 64 levels deep/);
    equal(first.location.kind, "text");
    // The same place every time, and the same on the yaml package's path.
    deepEqual(expectAnimkitError(() => readUnityClip(text)).location, first.location);
    deepEqual(expectAnimkitError(() => slowRead(text)).location, first.location);
    equal(expectAnimkitError(() => slowRead(text)).message, first.message);
  }
  // 64 levels of flow mappings are read (the value is not a scalar, so m_Name refuses it).
  const deep64 = at(WALK, `  m_Name: Walk\n  m_Other: ${"{a: ".repeat(58)}1${"}".repeat(58)}\n`);
  equal(readUnityClip(deep64).name, "Walk");
});
