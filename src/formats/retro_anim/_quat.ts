/**
 * Quaternion interpolation as the games' runtime does it, and the shortest-arc variant.
 *
 * @module
 */

/**
 * Writes the game's slerp of keys `a` and `b` (X, Y, Z, W at offsets `ai`, `bi` of `keys`) at
 * `t` into `out`: an endpoint for t ≤ 1e-5 or t ≥ 0.99999, normalised lerp when the dot product
 * is above 0.95, otherwise slerp, with no flip for the shorter arc (notes-retro.md §3.6,
 * PD1 CAnimMathUtils::Slerp). With `shortestArc`, `b` is negated when the dot product is
 * negative first (metaforce/zeus).
 */
export function slerpInto(
  keys: Float64Array,
  ai: number,
  bi: number,
  t: number,
  shortestArc: boolean,
  out: Float64Array,
): void {
  if (t <= 1e-5) return copy(keys, ai, out);
  if (t >= 0.99999) return copy(keys, bi, out);
  const ax = keys[ai]!, ay = keys[ai + 1]!, az = keys[ai + 2]!, aw = keys[ai + 3]!;
  let bx = keys[bi]!, by = keys[bi + 1]!, bz = keys[bi + 2]!, bw = keys[bi + 3]!;
  let dot = ax * bx + ay * by + az * bz + aw * bw;
  if (shortestArc && dot < 0) {
    bx = -bx, by = -by, bz = -bz, bw = -bw, dot = -dot;
  }
  let s0 = 1 - t;
  let s1 = t;
  // The angle only where it is used: the lerp above 0.95 needs none.
  let normalise = dot > 0.95;
  if (!normalise) {
    const theta = Math.acos(Math.min(1, Math.max(-1, dot)));
    const sinTheta = Math.sin(theta);
    if (sinTheta < 1e-6) normalise = true;
    else {
      s0 = Math.sin((1 - t) * theta) / sinTheta;
      s1 = Math.sin(t * theta) / sinTheta;
    }
  }
  let x = s0 * ax + s1 * bx;
  let y = s0 * ay + s1 * by;
  let z = s0 * az + s1 * bz;
  let w = s0 * aw + s1 * bw;
  if (normalise) {
    const len = Math.sqrt(x * x + y * y + z * z + w * w);
    if (len > 0) x /= len, y /= len, z /= len, w /= len;
  }
  out[0] = x;
  out[1] = y;
  out[2] = z;
  out[3] = w;
}

function copy(keys: Float64Array, i: number, out: Float64Array): void {
  out[0] = keys[i]!;
  out[1] = keys[i + 1]!;
  out[2] = keys[i + 2]!;
  out[3] = keys[i + 3]!;
}

/**
 * Unit, hemisphere-continuous copies of X, Y, Z, W keys: each key is normalised (when its length
 * is off 1 by more than `unitTolerance`) and negated when its dot product with the previous key
 * is negative; key 0 gets W ≥ 0. With `keepSigns`, only one sign for all keys is chosen (key 0
 * with W ≥ 0): the games' slerp takes no shorter arc (notes-retro.md §2.3), so keys that already
 * play that way keep their paths only if no single key is negated.
 */
export function continuousUnit(
  keys: Float64Array,
  keepSigns = false,
  unitTolerance = 0,
): Float64Array {
  const out = new Float64Array(keys.length);
  let firstFlipped = false;
  for (let i = 0; i < keys.length; i += 4) {
    let x = keys[i]!, y = keys[i + 1]!, z = keys[i + 2]!, w = keys[i + 3]!;
    const len = Math.sqrt(x * x + y * y + z * z + w * w);
    if (len > 0 && Math.abs(len - 1) > unitTolerance) x /= len, y /= len, z /= len, w /= len;
    const flip: boolean = i === 0
      ? w < 0
      : keepSigns
      ? firstFlipped
      : x * out[i - 4]! + y * out[i - 3]! + z * out[i - 2]! + w * out[i - 1]! < 0;
    if (i === 0) firstFlipped = flip;
    const s = flip ? -1 : 1;
    out[i] = x * s;
    out[i + 1] = y * s;
    out[i + 2] = z * s;
    out[i + 3] = w * s;
  }
  return out;
}
