/**
 * `animkit convert CLIP --onto MODEL OUT`: the clip (every animation of it with `--animation
 * all`) added to a glTF model as animations, the model kept whole; the report says which clip
 * nodes matched no model node and which model nodes no track animates.
 *
 * @module
 */
import { AnimkitError } from "../errors.ts";
import type { WriteOptions, WriteResult } from "../formats/format.ts";
import { gltfOnto, type GltfOntoResult } from "../formats/gltf/onto.ts";
import { isGlb, looksLikeGltfJson } from "../formats/gltf/read.ts";
import { realOrResolved } from "../io/atomic_write.ts";
import { noteStale, refuseExisting, writeOutput } from "./_output.ts";
import { chooseFormat, type CliIo, readInput, readOptions, toJson, UsageError } from "./_common.ts";

/** The files of an `--onto` conversion. */
export interface OntoJob {
  /** The clip's file (`-` for standard input). */
  readonly input: string;
  /** The glTF model the clip goes onto. */
  readonly model: string;
  /** The file written. */
  readonly output: string;
}

/** Most model node names listed on stderr (the report file lists them all). */
const LISTED = 20;

/** Refuses outputs that would replace an input, or one output written twice. */
async function checkPaths(job: OntoJob, reportPath: string | undefined): Promise<void> {
  if (job.output === "-") throw new UsageError("--onto writes a file, not standard output");
  const inputs = new Map<string, string>();
  for (const path of [job.input, job.model]) {
    if (path !== "-") inputs.set(await realOrResolved(path), path);
  }
  const outputs = [job.output, ...(reportPath === undefined ? [] : [reportPath])];
  const seen = new Set<string>();
  for (const path of outputs) {
    const real = await realOrResolved(path);
    const input = inputs.get(real);
    if (input !== undefined) throw new UsageError(`refusing to overwrite the input ${input}`);
    if (seen.has(real)) {
      throw new UsageError(
        `${path} is written twice (as OUT and as --report); nothing was written`,
      );
    }
    seen.add(real);
  }
}

/** Runs `convert IN OUT --onto MODEL`; `lines` are `convert`'s report lines. */
export async function convertOnto(
  job: OntoJob,
  target: string,
  values: Record<string, string | boolean | undefined>,
  options: WriteOptions,
  reportPath: string | undefined,
  force: boolean,
  io: CliIo,
  lines: (result: WriteResult) => string[],
): Promise<number> {
  if (target !== "glb" && target !== "gltf") {
    throw new UsageError(
      `--onto writes glTF: OUT must be .glb or .gltf (--to glb|gltf), not ${target}`,
    );
  }
  await checkPaths(job, reportPath);
  const outputs = [job.output, ...(reportPath === undefined ? [] : [reportPath])];
  await refuseExisting(outputs, force);
  await noteStale(outputs, io);

  const bytes = await readInput(job.input, values);
  const source = chooseFormat(bytes, values.format, job.input);
  if (source.toClip === undefined) {
    throw new AnimkitError(source.name, { kind: "none" }, source.noCurvesReason ?? "no clip");
  }
  const all = values.animation === "all" && source.toClips !== undefined;
  const clips = all
    ? source.toClips!(bytes, readOptions({ ...values, animation: undefined }, job.input))
    : [source.toClip(bytes, readOptions(values, job.input))];
  const model = await readInput(job.model, values);
  if (!isGlb(model) && !looksLikeGltfJson(model)) {
    throw new AnimkitError("input", { kind: "none" }, "--onto MODEL must be a .glb or .gltf file");
  }
  const { resolveUri } = readOptions({ ...values, animation: undefined }, job.model);
  const result: GltfOntoResult = gltfOnto(model, clips, {
    ...options,
    container: target,
    ...(resolveUri === undefined ? {} : { resolveUri }),
  });
  const overwrite = { overwrite: force };
  await writeOutput(job.output, result.bytes, [job.input, job.model], overwrite);
  if (reportPath !== undefined) {
    const report = {
      input: job.input,
      model: job.model,
      output: job.output,
      source: source.name,
      target,
      tracks: result.tracks,
      warnings: result.warnings,
      matched: result.matched,
      unmatchedTracks: result.unmatchedTracks,
      unmatchedNodes: result.unmatchedNodes,
    };
    const text = new TextEncoder().encode(`${toJson(report, true)}\n`);
    await writeOutput(reportPath, text, [job.input, job.model, job.output], overwrite);
  }
  if (!values.quiet) {
    const nodes = result.unmatchedNodes;
    const more = nodes.length > LISTED ? `, … (${nodes.length - LISTED} more)` : "";
    io.err(
      [
        `${job.input} (${source.name}) onto ${job.model} → ${job.output} (${target}), ` +
        `${result.bytes.length} bytes`,
        ...lines(result),
        ...(nodes.length === 0 ? [] : [
          `  model nodes no track animates (${nodes.length}): ${
            nodes.slice(0, LISTED).join(", ")
          }${more}`,
        ]),
      ].join("\n") + "\n",
    );
  }
  return 0;
}
