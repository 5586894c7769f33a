// deno-lint-ignore-file
// deno-fmt-ignore-file
// Generated from schemas/retro_cinf.ksy by `deno task codegen`. Do not edit.

/** The parts of a Kaitai Struct runtime stream that the declarations need. */
interface KaitaiStream {
  pos: number;
  readonly size: number;
  isEof(): boolean;
}

/**
 * The skeleton ANIM files animate: each bone's id (the segment id ANIM channels name), its
 * parent's id, its origin at rest in model space, and the ids of the bones it links to (its
 * parent and children); then the bone ids in build order and a table of bone names. There is no
 * magic number and no version: Metroid Prime 2 adds two quaternions (W, X, Y, Z) to each bone
 * after its origin, so the `is_mp2` parameter decides the layout (the reader tries both and keeps
 * the one that consumes the file exactly). A root's parent id is an id no bone has. Files inside
 * PAK archives are padded to a multiple of 32 bytes with 0xFF. Donkey Kong Country Returns'
 * CINF starts with the magic 0x9E220006 and is a different layout.
 * @see https://wiki.axiodl.com/w/CINF_(File_Format)
 * @see Prime World Editor, CSkeletonLoader::LoadCINF (layout, Metroid Prime 2 quaternions)
 * @see metaforce, CCharLayoutInfo / CCharLayoutNode (origins are model space; a bone's offset from its parent is origin − parent origin)
 */
declare class RetroCinf {
  constructor(io: KaitaiStream, parent: unknown, root: unknown, isMp2: boolean);
  readonly _io: KaitaiStream;
  readonly _parent: unknown;
  readonly _root: RetroCinf;
  /** Read Metroid Prime 2's bones (two quaternions after the origin). */
  isMp2: boolean;
  numBones: number;
  bones: RetroCinf.Bone[];
  numBuildOrder: number;
  /** Bone ids in the order the runtime builds the pose. */
  buildOrder: number[];
  numNames: number;
  names: RetroCinf.BoneName[];
  /** Bytes after the name table (0xFF up to a 32-byte boundary inside PAK archives). */
  padding: Uint8Array;
}
declare namespace RetroCinf {
  export class Vec3 {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCinf;
    x: number;
    y: number;
    z: number;
  }
  /** A quaternion as Retro stores them, the real part first. */
  export class Quat {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCinf;
    w: number;
    x: number;
    y: number;
    z: number;
  }
  export class Bone {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCinf;
    /** The segment id ANIM channels and CHAR files name the bone by (below 100 in the games). */
    id: number;
    /** The parent's id; an id no bone has for a root. */
    parentId: number;
    /** The bone's position at rest, in model space. */
    origin: RetroCinf.Vec3;
    /** Metroid Prime 2 only (Prime World Editor's mRotation). */
    rotation: RetroCinf.Quat | undefined;
    /** Metroid Prime 2 only (Prime World Editor's mLocalRotation). */
    localRotation: RetroCinf.Quat | undefined;
    numLinked: number;
    /** Ids of the bones this one links to (its parent and its children). */
    linked: number[];
  }
  export class BoneName {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCinf;
    name: string;
    boneId: number;
  }
}

export { RetroCinf };
