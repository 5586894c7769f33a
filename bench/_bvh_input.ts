/**
 * The BVH input the BVH benches share: a 61-joint skeleton at 120 Hz, generated.
 *
 * @module
 */

/** A BVH text of about `targetBytes`: root with six channels, 60 joints with three, values with 4–6 decimals. */
export function bigBvh(targetBytes: number, amplitude = 60): string {
  const lines = ["HIERARCHY", "ROOT Hips", "{", "\tOFFSET 0 0 0"];
  lines.push("\tCHANNELS 6 Xposition Yposition Zposition Zrotation Xrotation Yrotation");
  for (let j = 0; j < 60; j++) {
    lines.push(`${"\t".repeat(j + 1)}JOINT j${j}`, `${"\t".repeat(j + 1)}{`);
    lines.push(`${"\t".repeat(j + 2)}OFFSET 0 ${(1 + j * 0.1).toFixed(3)} 0.5`);
    lines.push(`${"\t".repeat(j + 2)}CHANNELS 3 Zrotation Xrotation Yrotation`);
  }
  for (let j = 60; j > 0; j--) lines.push(`${"\t".repeat(j)}}`);
  lines.push("}");
  const rows: string[] = [];
  let size = 0;
  for (let f = 0; size < targetBytes; f++) {
    const row: string[] = [];
    for (let c = 0; c < 186; c++) {
      row.push((amplitude * Math.sin(0.01 * f + c)).toFixed(c % 3 === 0 ? 4 : 6));
    }
    const line = row.join(" ");
    rows.push(line);
    size += line.length + 1;
  }
  lines.push("MOTION", `Frames: ${rows.length}`, "Frame Time: 0.0083333");
  return lines.join("\n") + "\n" + rows.join("\n") + "\n";
}
