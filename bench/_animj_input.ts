/**
 * The generated AnimJ input shared by the AnimJ and AnimX suites: Curve float3 tracks like a
 * sampled exporter writes (30 fps, 900 Linear keys per track).
 *
 * @module
 */

/** A Curve float3 animation of at least `targetBytes` bytes of AnimJ text. */
export function bigAnimJ(targetBytes: number): Uint8Array {
  const parts: string[] = [];
  let size = 0;
  let t = 0;
  while (size < targetBytes) {
    const keys: string[] = [];
    for (let k = 0; k < 900; k++) {
      const time = k / 30;
      const key = `{"time": ${time}, "value": {"x": ${Math.sin(time + t)}, "y": ${
        Math.cos(time)
      }, "z": ${time * 0.5}}, "interpolation": "Linear"}`;
      keys.push(key);
    }
    const track = `{"trackType": "Curve", "valueType": "float3", "data": {"node": "Bone${t}", ` +
      `"property": "Position", "keyframes": [\n${keys.join(",\n")}\n]}}`;
    parts.push(track);
    size += track.length;
    t++;
  }
  return new TextEncoder().encode(
    `{"name": "bench", "globalDuration": 30, "tracks": [\n${parts.join(",\n")}\n]}`,
  );
}
