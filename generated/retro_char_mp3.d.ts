// deno-lint-ignore-file
// deno-fmt-ignore-file
// Generated from schemas/retro_char_mp3.ksy by `deno task codegen`. Do not edit.

/** The parts of a Kaitai Struct runtime stream that the declarations need. */
interface KaitaiStream {
  pos: number;
  readonly size: number;
  isEof(): boolean;
}

/**
 * One animated character of Metroid Prime 3: its model, skin and skeleton, the SAND file holding
 * its animation data, the PAS4 state database, the particle assets its events use, its animation
 * event sets, named meta-animation trees, per-animation bounding boxes, collision primitive sets
 * and sound resources. Asset ids are 64-bit. Strings are null-terminated and read one character
 * per byte, so that every name survives a read and a write unchanged. Files stored in PAK
 * archives are padded to a multiple of 32 bytes with 0xFF.
 * @see https://wiki.axiodl.com/w/CHAR_(Metroid_Prime_3)
 * @see specs/notes-retro.md §4 (layout of every sub-structure and the sources to trust)
 */
declare class RetroCharMp3 {
  constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
  readonly _io: KaitaiStream;
  readonly _parent: unknown;
  readonly _root: RetroCharMp3;
  /** 5 in Metroid Prime 3. 0x59 marks Donkey Kong Country Returns, a different layout. */
  version: number;
  /** Unique among the characters that share one SAND file. */
  characterId: number;
  name: string;
  /** CMDL asset id. */
  modelId: bigint;
  /** CSKR asset id. */
  skinId: bigint;
  numOverlays: number;
  overlays: RetroCharMp3.Overlay[];
  /** CINF asset id. */
  skeletonId: bigint;
  /** SAND asset id (animation data shared between characters). */
  sandId: bigint;
  pasDatabase: RetroCharMp3.PasDatabase;
  particles: RetroCharMp3.ParticleResources;
  numEventSets: number;
  eventSets: RetroCharMp3.EventSet[];
  numAnimations: number;
  animations: RetroCharMp3.Animation[];
  numAnimationBounds: number;
  animationBounds: RetroCharMp3.AnimationBounds[];
  /** A flag of unknown use. */
  unknown: number;
  lenAdditiveFlags: number;
  /** One byte per animation (HECL calls the array additiveMap); meaning otherwise unknown. */
  additiveFlags: Uint8Array;
  numCollisionSets: number;
  collisionSets: RetroCharMp3.CollisionSet[];
  numSoundResources: number;
  /** CAUD asset ids. */
  soundResources: bigint[];
  /** Bytes after the last field (0xFF up to a 32-byte boundary inside PAK archives). */
  padding: Uint8Array;
}
declare namespace RetroCharMp3 {
  export class Overlay {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    /** FourCC; FRZN (frozen), HYPR (hypermode), ACID (acid rain), XRAY (X-ray visor). */
    kind: string;
    /** CMDL asset id. */
    modelId: bigint;
    /** CSKR asset id. */
    skinId: bigint;
  }
  /** Animation-state parameters the state machine uses to pick animations. */
  export class PasDatabase {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    magic: Uint8Array;
    numStates: number;
    defaultState: number;
    states: RetroCharMp3.PasState[];
  }
  export class PasState {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    stateType: number;
    numParmInfos: number;
    numAnimInfos: number;
    parmInfos: RetroCharMp3.PasParmInfo[];
    animInfos: RetroCharMp3.PasAnimInfo[];
  }
  export class PasParmInfo {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    parmType: number;
    /** 0 exact match, 1 percent error, 2 angular percent, 3 no weight. */
    weightFunction: number;
    weight: number;
    minValue: RetroCharMp3.PasValue;
    maxValue: RetroCharMp3.PasValue;
  }
  export class PasAnimInfo {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    animId: number;
    /** One value per parameter of the state, typed as the parameter. */
    values: RetroCharMp3.PasValue[];
  }
  /** Four bytes, or one byte for a Bool parameter. */
  export class PasValue {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, parmType: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    parmType: number;
    value: number | undefined;
  }
  /** Particle assets the character's events use, by kind. */
  export class ParticleResources {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    numGeneric: number;
    /** PART asset ids. */
    generic: bigint[];
    numSwoosh: number;
    /** SWHC asset ids. */
    swoosh: bigint[];
    numElectric: number;
    /** ELSC asset ids. */
    electric: bigint[];
    numSpawn: number;
    /** SPSC asset ids. */
    spawn: bigint[];
    reserved1: number;
    reserved2: number;
  }
  export class EventSet {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    /** Probably the animation this set belongs to. */
    id: number;
    name: string;
    numEffectEvents: number;
    effectEvents: RetroCharMp3.EffectEvent[];
    numSoundEvents: number;
    soundEvents: RetroCharMp3.SoundEvent[];
  }
  /** The Metroid Prime 3 event (POI node) base, 54 bytes or more. */
  export class EventBase {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    unknown1: number;
    name: string;
    eventType: number;
    time: RetroCharMp3.CharAnimTime;
    index: number;
    unknown2: number;
    unique: number;
    weight: number;
    /** -1 for every character. */
    characterIndex: number;
    flags: number;
    unknown3: number;
    unknown4: number;
    unknown5: number;
    unknown6: number;
    unknown7: number;
  }
  export class EffectEvent {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    /** The same name as the event's own. */
    name: string;
    base: RetroCharMp3.EventBase;
    /** FourCC of the particle asset (PART, SWHC, ELSC, SPSC). */
    particleKind: string;
    particleId: bigint;
    scale: number;
    parentMode: number;
  }
  export class SoundEvent {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    /** The same name as the event's own. */
    name: string;
    base: RetroCharMp3.EventBase;
    /** CAUD asset id. */
    soundId: bigint;
    unknown1: number;
    unknown2: number;
    tails: RetroCharMp3.SoundTail[];
  }
  /**
   * Type 0 holds nothing, type 1 one u4, type 2 a Maya spline (RDS evnt.py). Other types are
   * refused: their size is unknown.
   */
  export class SoundTail {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    tailType: number;
    value: number | undefined;
    spline: RetroCharMp3.MayaSpline | undefined;
  }
  export class MayaSpline {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    preInfinity: number;
    postInfinity: number;
    numKnots: number;
    knots: RetroCharMp3.MayaKnot[];
    clampMode: number;
    minAmplitude: number;
    maxAmplitude: number;
  }
  export class MayaKnot {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    time: number;
    amplitude: number;
    inTangentType: number;
    outTangentType: number;
    /** Cached tangent, present for tangent type 5 only. */
    inTangent: RetroCharMp3.Vec2 | undefined;
    outTangent: RetroCharMp3.Vec2 | undefined;
  }
  export class Vec2 {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    x: number;
    y: number;
  }
  export class CharAnimTime {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    seconds: number;
    /** 0 non-zero, 1 zero increasing, 2 zero steady, 3 zero decreasing, 4 infinity. */
    state: number;
  }
  export class Animation {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    name: string;
    meta: RetroCharMp3.MetaAnim;
  }
  /**
   * A meta-animation tree node. Blend, PhaseBlend, Random and Sequence nest further nodes; the
   * nesting is refused beyond 64 levels so that a hostile file cannot exhaust the stack.
   */
  export class MetaAnim {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, depth: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    /** Nesting level, 0 for an animation's root node. */
    depth: number;
    /** Reads nothing; fails when the tree is nested too deeply. */
    depthGuard: Uint8Array;
    kind: number;
    body: RetroCharMp3.MetaAnimPlay | RetroCharMp3.MetaAnimBlend | RetroCharMp3.MetaAnimRandom | RetroCharMp3.MetaAnimSequence | undefined;
  }
  export class MetaAnimPlay {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    /** ANIM asset id. */
    animId: bigint;
    primitiveIndex: number;
    name: string;
    time: RetroCharMp3.CharAnimTime;
  }
  export class MetaAnimBlend {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, depth: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    depth: number;
    animA: RetroCharMp3.MetaAnim;
    animB: RetroCharMp3.MetaAnim;
    blendWeight: number;
    unknown: number;
  }
  export class MetaAnimRandom {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, depth: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    depth: number;
    numChoices: number;
    choices: RetroCharMp3.MetaAnimRandomChoice[];
  }
  export class MetaAnimRandomChoice {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, depth: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    depth: number;
    anim: RetroCharMp3.MetaAnim;
    probability: number;
  }
  export class MetaAnimSequence {
    constructor(io: KaitaiStream, parent: unknown, root: unknown, depth: number);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    depth: number;
    numItems: number;
    items: RetroCharMp3.MetaAnim[];
  }
  export class AnimationBounds {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    /** ANIM asset id. */
    animId: bigint;
    min: RetroCharMp3.Vec3;
    max: RetroCharMp3.Vec3;
  }
  export class Vec3 {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    x: number;
    y: number;
    z: number;
  }
  export class CollisionSet {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    name: string;
    numPrimitives: number;
    primitives: RetroCharMp3.CollisionPrimitive[];
  }
  /** Five integers and eight floats of unknown meaning (0x34 bytes), a name, a float. */
  export class CollisionPrimitive {
    constructor(io: KaitaiStream, parent?: unknown, root?: unknown);
    readonly _io: KaitaiStream;
    readonly _parent: unknown;
    readonly _root: RetroCharMp3;
    ints: number[];
    floats: number[];
    /** HECL calls it the bone name. */
    name: string;
    endValue: number;
  }
  export const PasParmType: {
    readonly INT32: 0;
    readonly UINT32: 1;
    readonly REAL: 2;
    readonly BOOL: 3;
    readonly ENUM: 4;
    readonly 0: "INT32";
    readonly 1: "UINT32";
    readonly 2: "REAL";
    readonly 3: "BOOL";
    readonly 4: "ENUM";
  };
  export const MetaAnimKind: {
    readonly PLAY: 0;
    readonly BLEND: 1;
    readonly PHASE_BLEND: 2;
    readonly RANDOM: 3;
    readonly SEQUENCE: 4;
    readonly 0: "PLAY";
    readonly 1: "BLEND";
    readonly 2: "PHASE_BLEND";
    readonly 3: "RANDOM";
    readonly 4: "SEQUENCE";
  };
}

export { RetroCharMp3 };
