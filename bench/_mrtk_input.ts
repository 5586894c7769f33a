/**
 * An MRTK 1.1 recording written straight into its layout (building a document first would cost
 * far more than the file), shared by the benches that need one: the camera's pose, the four hand
 * flags (tracked and pinching, one key each), then 54 joint poses; every pose is three position
 * curves and four rotation curves keyed on every frame.
 *
 * @module
 */

/** Curves in a recording: the camera's pose and 54 joint poses, 7 curves each. */
export const MRTK_CURVES = 7 + 54 * 7;

/**
 * A recording of `frames` frames at `rate` Hz; `value(curve, t)` is curve `curve`'s value at `t`
 * (curves numbered in file order, the camera's 0 … 6, the joints' from 7).
 */
export function mrtkRecording(
  frames: number,
  rate: number,
  value: (curve: number, t: number) => number,
): Uint8Array {
  const curveBytes = 12 + frames * 8;
  const size = 16 + 3 + 7 * curveBytes + 4 * (12 + 8) + 54 * 7 * curveBytes + 4;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set([0xc6, 0x42, 0x9e, 0x0f, 0x6e, 0xaf, 0x8f, 0x6a]);
  view.setInt32(8, 1, true);
  view.setInt32(12, 1, true);
  bytes.set([1, 1, 0], 16);
  let at = 19;
  const curve = (index: number) => {
    view.setInt32(at, 8, true);
    view.setInt32(at + 4, 8, true);
    view.setInt32(at + 8, frames, true);
    at += 12;
    for (let f = 0; f < frames; f++, at += 8) {
      const t = f / rate;
      view.setFloat32(at, t, true);
      view.setFloat32(at + 4, value(index, t), true);
    }
  };
  const flag = () => {
    view.setInt32(at, 8, true);
    view.setInt32(at + 4, 8, true);
    view.setInt32(at + 8, 1, true);
    view.setFloat32(at + 12, 0, true);
    view.setFloat32(at + 16, 1, true);
    at += 20;
  };
  for (let c = 0; c < 7; c++) curve(c);
  for (let b = 0; b < 4; b++) flag();
  for (let c = 7; c < MRTK_CURVES; c++) curve(c);
  view.setInt32(at, 0, true);
  at += 4;
  if (at !== size) throw new Error("size mismatch");
  return bytes;
}
