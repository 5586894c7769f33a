/**
 * `animkit plot FILE [--track GLOB] [--from S] [--to S] --out plot.svg`.
 *
 * @module
 */
import { PLOT_MIN_HEIGHT, PLOT_MIN_WIDTH, plotClipSvg } from "../plot/svg_plot.ts";
import { writeOutput } from "./_output.ts";
import {
  chooseFormat,
  type CliIo,
  numberOption,
  onePositional,
  parseCommand,
  READ_OPTIONS,
  READ_OPTIONS_HELP,
  readInput,
  readOptions,
  trackFilter,
  unsupported,
  UsageError,
} from "./_common.ts";

/** Help text. */
export const PLOT_HELP = `Usage: animkit plot FILE --out plot.svg [--track GLOB] [--from S] [--to S]

Draws the chosen tracks over time as an SVG: one line per component of numeric tracks, with key
markers, axes and a legend; discrete tracks (strings such as Unity sprite references, booleans,
integers) as labelled step lanes under the lines, one band per track showing each value where it
holds and a mark at each key.

Options:
  --out FILE       the SVG to write (required; written atomically)
  --track GLOB     only tracks whose "node.property" or "node" matches (* and ?); repeat
                   for more; a glob that matches no track is an error (default: all tracks)
  --from S         start time in seconds (default: 0, or the first key when it is earlier)
  --to S           end time in seconds (default: the clip's end)
  --width PX       image width, 320 to 20000 (default 960)
  --height PX      image height, 200 to 20000 (default 540)
${READ_OPTIONS_HELP}
  -h, --help       show this help

Example:
  animkit plot samples/wave.mrtk.bin --track 'Camera*' --out camera.svg
`;

/** Runs `plot`. */
export async function plotCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...READ_OPTIONS,
    out: { type: "string" },
    track: { type: "string", multiple: true },
    from: { type: "string" },
    to: { type: "string" },
    width: { type: "string" },
    height: { type: "string" },
  });
  if (values.help) {
    io.out(PLOT_HELP);
    return 0;
  }
  const input = onePositional(positionals);
  if (typeof values.out !== "string") throw new UsageError("--out FILE is required");
  const from = numberOption("from", values.from);
  const to = numberOption("to", values.to);
  const width = numberOption("width", values.width);
  const height = numberOption("height", values.height);
  const sizes = [["width", width, PLOT_MIN_WIDTH], ["height", height, PLOT_MIN_HEIGHT]] as const;
  for (const [name, v, min] of sizes) {
    if (v !== undefined && !(v >= min && v <= 20000)) {
      throw new UsageError(`--${name} must be between ${min} and 20000 pixels`);
    }
  }
  const bytes = await readInput(input, values);
  const format = chooseFormat(bytes, values.format, input);
  if (format.toClip === undefined) throw unsupported(format, "plotting");
  const clip = format.toClip(bytes, readOptions(values, input));
  const filter = trackFilter(values, clip.tracks);
  let svg: string;
  try {
    svg = plotClipSvg(clip, {
      ...(filter === undefined ? {} : { tracks: filter }),
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
      ...(width === undefined ? {} : { width }),
      ...(height === undefined ? {} : { height }),
    });
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(error.message);
    throw error;
  }
  const svgBytes = new TextEncoder().encode(svg);
  await writeOutput(values.out, svgBytes, [input]);
  io.err(`${values.out}: ${svgBytes.length} bytes\n`);
  return 0;
}
