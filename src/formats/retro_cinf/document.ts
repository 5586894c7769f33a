/**
 * The Metroid Prime 1/2 skeleton (CINF) document.
 *
 * @module
 */

/** A quaternion as CINF stores it (the real part first in the file). */
export interface RetroCinfQuaternion {
  /** Real part. */
  readonly w: number;
  /** i. */
  readonly x: number;
  /** j. */
  readonly y: number;
  /** k. */
  readonly z: number;
}

/** One bone. */
export interface RetroCinfBone {
  /** The segment id ANIM channels name the bone by. */
  readonly id: number;
  /** The parent's id (an id no bone has, or the bone's own, for a root). */
  readonly parentId: number;
  /** The position at rest, in model space. */
  readonly origin: { readonly x: number; readonly y: number; readonly z: number };
  /** Metroid Prime 2 only (null in MP1): the first quaternion after the origin. */
  readonly rotation: RetroCinfQuaternion | null;
  /** Metroid Prime 2 only (null in MP1): the second quaternion after the origin. */
  readonly localRotation: RetroCinfQuaternion | null;
  /** Ids of the bones it links to (its parent and children). */
  readonly linked: readonly number[];
}

/** A whole CINF file. */
export interface RetroCinfDocument {
  /** The layout it was read with. */
  readonly game: "mp1" | "mp2";
  /** Bones in file order. */
  readonly bones: readonly RetroCinfBone[];
  /** Bone ids in build order. */
  readonly buildOrder: readonly number[];
  /** The name table: a name per bone id. */
  readonly names: readonly { readonly name: string; readonly boneId: number }[];
  /** Trailing 0xFF padding bytes. */
  readonly paddingBytes: number;
}
