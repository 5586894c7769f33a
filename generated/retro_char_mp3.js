// @ts-self-types="./retro_char_mp3.d.ts"
// Generated from schemas/retro_char_mp3.ksy by `deno task codegen`. Do not edit.
// deno-lint-ignore-file
// deno-fmt-ignore-file
import KaitaiStream from "npm:kaitai-struct@0.11.0/KaitaiStream.js";
/**
 * One animated character of Metroid Prime 3: its model, skin and skeleton, the SAND file holding
 * its animation data, the PAS4 state database, the particle assets its events use, its animation
 * event sets, named meta-animation trees, per-animation bounding boxes, collision primitive sets
 * and sound resources. Asset ids are 64-bit. Strings are null-terminated and read one character
 * per byte, so that every name survives a read and a write unchanged. Files stored in PAK
 * archives are padded to a multiple of 32 bytes with 0xFF.
 * @see {@link https://wiki.axiodl.com/w/CHAR_(Metroid_Prime_3)|Source}
 * @see specs/notes-retro.md §4 (layout of every sub-structure and the sources to trust)
 */

var RetroCharMp3 = (function() {
  RetroCharMp3.MetaAnimKind = Object.freeze({
    PLAY: 0,
    BLEND: 1,
    PHASE_BLEND: 2,
    RANDOM: 3,
    SEQUENCE: 4,

    0: "PLAY",
    1: "BLEND",
    2: "PHASE_BLEND",
    3: "RANDOM",
    4: "SEQUENCE",
  });

  RetroCharMp3.PasParmType = Object.freeze({
    INT32: 0,
    UINT32: 1,
    REAL: 2,
    BOOL: 3,
    ENUM: 4,

    0: "INT32",
    1: "UINT32",
    2: "REAL",
    3: "BOOL",
    4: "ENUM",
  });

  function RetroCharMp3(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  RetroCharMp3.prototype._read = function() {
    this.version = this._io.readU1();
    if (!(this.version == 5)) {
      throw Object.assign(new KaitaiStream.ValidationNotEqualError(5, this.version), { ksyField: "version" });
    }
    this.characterId = this._io.readU1();
    this.name = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "ASCII");
    this.modelId = this._io.readU8be();
    this.skinId = this._io.readU8be();
    this.numOverlays = this._io.readU4be();
    if (!(this.numOverlays <= Math.floor((this._io.size - this._io.pos) / 20))) {
      throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 20), this.numOverlays), { ksyField: "num_overlays" });
    }
    this.overlays = [];
    for (var i = 0; i < this.numOverlays; i++) {
      this.overlays.push(new Overlay(this._io, this, this._root));
    }
    this.skeletonId = this._io.readU8be();
    this.sandId = this._io.readU8be();
    this.pasDatabase = new PasDatabase(this._io, this, this._root);
    this.particles = new ParticleResources(this._io, this, this._root);
    this.numEventSets = this._io.readU4be();
    if (!(this.numEventSets <= Math.floor((this._io.size - this._io.pos) / 13))) {
      throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 13), this.numEventSets), { ksyField: "num_event_sets" });
    }
    this.eventSets = [];
    for (var i = 0; i < this.numEventSets; i++) {
      this.eventSets.push(new EventSet(this._io, this, this._root));
    }
    this.numAnimations = this._io.readU4be();
    if (!(this.numAnimations <= Math.floor((this._io.size - this._io.pos) / 9))) {
      throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 9), this.numAnimations), { ksyField: "num_animations" });
    }
    this.animations = [];
    for (var i = 0; i < this.numAnimations; i++) {
      this.animations.push(new Animation(this._io, this, this._root));
    }
    this.numAnimationBounds = this._io.readU4be();
    if (!(this.numAnimationBounds <= Math.floor((this._io.size - this._io.pos) / 32))) {
      throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 32), this.numAnimationBounds), { ksyField: "num_animation_bounds" });
    }
    this.animationBounds = [];
    for (var i = 0; i < this.numAnimationBounds; i++) {
      this.animationBounds.push(new AnimationBounds(this._io, this, this._root));
    }
    this.unknown = this._io.readU1();
    this.lenAdditiveFlags = this._io.readU4be();
    if (!(this.lenAdditiveFlags <= this._io.size - this._io.pos)) {
      throw Object.assign(new KaitaiStream.ValidationGreaterThanError(this._io.size - this._io.pos, this.lenAdditiveFlags), { ksyField: "len_additive_flags" });
    }
    this.additiveFlags = this._io.readBytes(this.lenAdditiveFlags);
    this.numCollisionSets = this._io.readU4be();
    if (!(this.numCollisionSets <= Math.floor((this._io.size - this._io.pos) / 5))) {
      throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 5), this.numCollisionSets), { ksyField: "num_collision_sets" });
    }
    this.collisionSets = [];
    for (var i = 0; i < this.numCollisionSets; i++) {
      this.collisionSets.push(new CollisionSet(this._io, this, this._root));
    }
    this.numSoundResources = this._io.readU4be();
    if (!(this.numSoundResources <= Math.floor((this._io.size - this._io.pos) / 8))) {
      throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 8), this.numSoundResources), { ksyField: "num_sound_resources" });
    }
    this.soundResources = [];
    for (var i = 0; i < this.numSoundResources; i++) {
      this.soundResources.push(this._io.readU8be());
    }
    this.padding = this._io.readBytesFull();
  }

  var Animation = RetroCharMp3.Animation = (function() {
    function Animation(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Animation.prototype._read = function() {
      this.name = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "ASCII");
      this.meta = new MetaAnim(this._io, this, this._root, 0);
    }

    return Animation;
  })();

  var AnimationBounds = RetroCharMp3.AnimationBounds = (function() {
    function AnimationBounds(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    AnimationBounds.prototype._read = function() {
      this.animId = this._io.readU8be();
      this.min = new Vec3(this._io, this, this._root);
      this.max = new Vec3(this._io, this, this._root);
    }

    /**
     * ANIM asset id.
     */

    return AnimationBounds;
  })();

  var CharAnimTime = RetroCharMp3.CharAnimTime = (function() {
    function CharAnimTime(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    CharAnimTime.prototype._read = function() {
      this.seconds = this._io.readF4be();
      this.state = this._io.readU4be();
    }

    /**
     * 0 non-zero, 1 zero increasing, 2 zero steady, 3 zero decreasing, 4 infinity.
     */

    return CharAnimTime;
  })();

  /**
   * Five integers and eight floats of unknown meaning (0x34 bytes), a name, a float.
   */

  var CollisionPrimitive = RetroCharMp3.CollisionPrimitive = (function() {
    function CollisionPrimitive(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    CollisionPrimitive.prototype._read = function() {
      this.ints = [];
      for (var i = 0; i < 5; i++) {
        this.ints.push(this._io.readU4be());
      }
      this.floats = [];
      for (var i = 0; i < 8; i++) {
        this.floats.push(this._io.readF4be());
      }
      this.name = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "ASCII");
      this.endValue = this._io.readF4be();
    }

    /**
     * HECL calls it the bone name.
     */

    return CollisionPrimitive;
  })();

  var CollisionSet = RetroCharMp3.CollisionSet = (function() {
    function CollisionSet(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    CollisionSet.prototype._read = function() {
      this.name = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "ASCII");
      this.numPrimitives = this._io.readU4be();
      if (!(this.numPrimitives <= Math.floor((this._io.size - this._io.pos) / 57))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 57), this.numPrimitives), { ksyField: "collision_set.num_primitives" });
      }
      this.primitives = [];
      for (var i = 0; i < this.numPrimitives; i++) {
        this.primitives.push(new CollisionPrimitive(this._io, this, this._root));
      }
    }

    return CollisionSet;
  })();

  var EffectEvent = RetroCharMp3.EffectEvent = (function() {
    function EffectEvent(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    EffectEvent.prototype._read = function() {
      this.name = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "ASCII");
      this.base = new EventBase(this._io, this, this._root);
      this.particleKind = KaitaiStream.bytesToStr(this._io.readBytes(4), "ASCII");
      this.particleId = this._io.readU8be();
      this.scale = this._io.readF4be();
      this.parentMode = this._io.readU4be();
    }

    /**
     * The same name as the event's own.
     */

    /**
     * FourCC of the particle asset (PART, SWHC, ELSC, SPSC).
     */

    return EffectEvent;
  })();

  /**
   * The Metroid Prime 3 event (POI node) base, 54 bytes or more.
   */

  var EventBase = RetroCharMp3.EventBase = (function() {
    function EventBase(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    EventBase.prototype._read = function() {
      this.unknown1 = this._io.readU2be();
      this.name = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "ASCII");
      this.eventType = this._io.readU2be();
      this.time = new CharAnimTime(this._io, this, this._root);
      this.index = this._io.readU4be();
      this.unknown2 = this._io.readU4be();
      this.unique = this._io.readU1();
      this.weight = this._io.readF4be();
      this.characterIndex = this._io.readS4be();
      this.flags = this._io.readU4be();
      this.unknown3 = this._io.readU4be();
      this.unknown4 = this._io.readU4be();
      this.unknown5 = this._io.readU4be();
      this.unknown6 = this._io.readF4be();
      this.unknown7 = this._io.readF4be();
    }

    /**
     * -1 for every character.
     */

    return EventBase;
  })();

  var EventSet = RetroCharMp3.EventSet = (function() {
    function EventSet(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    EventSet.prototype._read = function() {
      this.id = this._io.readU4be();
      this.name = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "ASCII");
      this.numEffectEvents = this._io.readU4be();
      if (!(this.numEffectEvents <= Math.floor((this._io.size - this._io.pos) / 75))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 75), this.numEffectEvents), { ksyField: "event_set.num_effect_events" });
      }
      this.effectEvents = [];
      for (var i = 0; i < this.numEffectEvents; i++) {
        this.effectEvents.push(new EffectEvent(this._io, this, this._root));
      }
      this.numSoundEvents = this._io.readU4be();
      if (!(this.numSoundEvents <= Math.floor((this._io.size - this._io.pos) / 79))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 79), this.numSoundEvents), { ksyField: "event_set.num_sound_events" });
      }
      this.soundEvents = [];
      for (var i = 0; i < this.numSoundEvents; i++) {
        this.soundEvents.push(new SoundEvent(this._io, this, this._root));
      }
    }

    /**
     * Probably the animation this set belongs to.
     */

    return EventSet;
  })();

  var MayaKnot = RetroCharMp3.MayaKnot = (function() {
    function MayaKnot(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    MayaKnot.prototype._read = function() {
      this.time = this._io.readF4be();
      this.amplitude = this._io.readF4be();
      this.inTangentType = this._io.readU1();
      this.outTangentType = this._io.readU1();
      if (this.inTangentType == 5) {
        this.inTangent = new Vec2(this._io, this, this._root);
      }
      if (this.outTangentType == 5) {
        this.outTangent = new Vec2(this._io, this, this._root);
      }
    }

    /**
     * Cached tangent, present for tangent type 5 only.
     */

    return MayaKnot;
  })();

  var MayaSpline = RetroCharMp3.MayaSpline = (function() {
    function MayaSpline(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    MayaSpline.prototype._read = function() {
      this.preInfinity = this._io.readU1();
      this.postInfinity = this._io.readU1();
      this.numKnots = this._io.readU4be();
      if (!(this.numKnots <= Math.floor((this._io.size - this._io.pos) / 10))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 10), this.numKnots), { ksyField: "maya_spline.num_knots" });
      }
      this.knots = [];
      for (var i = 0; i < this.numKnots; i++) {
        this.knots.push(new MayaKnot(this._io, this, this._root));
      }
      this.clampMode = this._io.readU1();
      this.minAmplitude = this._io.readF4be();
      this.maxAmplitude = this._io.readF4be();
    }

    return MayaSpline;
  })();

  /**
   * A meta-animation tree node. Blend, PhaseBlend, Random and Sequence nest further nodes; the
   * nesting is refused beyond 64 levels so that a hostile file cannot exhaust the stack.
   */

  var MetaAnim = RetroCharMp3.MetaAnim = (function() {
    function MetaAnim(_io, _parent, _root, depth) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.depth = depth;

      this._read();
    }
    MetaAnim.prototype._read = function() {
      this.depthGuard = this._io.readBytes(0);
      var _ = this.depthGuard;
      if (!(this.depth < 64)) {
        throw Object.assign(new KaitaiStream.ValidationExprError(this.depthGuard), { ksyField: "meta_anim.depth_guard" });
      }
      this.kind = this._io.readU4be();
      if (!Object.prototype.hasOwnProperty.call(RetroCharMp3.MetaAnimKind, this.kind)) {
        throw Object.assign(new KaitaiStream.ValidationNotInEnumError(this.kind), { ksyField: "meta_anim.kind" });
      }
      switch (this.kind) {
      case RetroCharMp3.MetaAnimKind.BLEND:
        this.body = new MetaAnimBlend(this._io, this, this._root, this.depth);
        break;
      case RetroCharMp3.MetaAnimKind.PHASE_BLEND:
        this.body = new MetaAnimBlend(this._io, this, this._root, this.depth);
        break;
      case RetroCharMp3.MetaAnimKind.PLAY:
        this.body = new MetaAnimPlay(this._io, this, this._root);
        break;
      case RetroCharMp3.MetaAnimKind.RANDOM:
        this.body = new MetaAnimRandom(this._io, this, this._root, this.depth);
        break;
      case RetroCharMp3.MetaAnimKind.SEQUENCE:
        this.body = new MetaAnimSequence(this._io, this, this._root, this.depth);
        break;
      }
    }

    /**
     * Reads nothing; fails when the tree is nested too deeply.
     */

    /**
     * Nesting level, 0 for an animation's root node.
     */

    return MetaAnim;
  })();

  var MetaAnimBlend = RetroCharMp3.MetaAnimBlend = (function() {
    function MetaAnimBlend(_io, _parent, _root, depth) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.depth = depth;

      this._read();
    }
    MetaAnimBlend.prototype._read = function() {
      this.animA = new MetaAnim(this._io, this, this._root, this.depth + 1);
      this.animB = new MetaAnim(this._io, this, this._root, this.depth + 1);
      this.blendWeight = this._io.readF4be();
      this.unknown = this._io.readU1();
    }

    return MetaAnimBlend;
  })();

  var MetaAnimPlay = RetroCharMp3.MetaAnimPlay = (function() {
    function MetaAnimPlay(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    MetaAnimPlay.prototype._read = function() {
      this.animId = this._io.readU8be();
      this.primitiveIndex = this._io.readU4be();
      this.name = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "ASCII");
      this.time = new CharAnimTime(this._io, this, this._root);
    }

    /**
     * ANIM asset id.
     */

    return MetaAnimPlay;
  })();

  var MetaAnimRandom = RetroCharMp3.MetaAnimRandom = (function() {
    function MetaAnimRandom(_io, _parent, _root, depth) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.depth = depth;

      this._read();
    }
    MetaAnimRandom.prototype._read = function() {
      this.numChoices = this._io.readU4be();
      if (!(this.numChoices <= Math.floor((this._io.size - this._io.pos) / 12))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 12), this.numChoices), { ksyField: "meta_anim_random.num_choices" });
      }
      this.choices = [];
      for (var i = 0; i < this.numChoices; i++) {
        this.choices.push(new MetaAnimRandomChoice(this._io, this, this._root, this.depth));
      }
    }

    return MetaAnimRandom;
  })();

  var MetaAnimRandomChoice = RetroCharMp3.MetaAnimRandomChoice = (function() {
    function MetaAnimRandomChoice(_io, _parent, _root, depth) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.depth = depth;

      this._read();
    }
    MetaAnimRandomChoice.prototype._read = function() {
      this.anim = new MetaAnim(this._io, this, this._root, this.depth + 1);
      this.probability = this._io.readU4be();
    }

    return MetaAnimRandomChoice;
  })();

  var MetaAnimSequence = RetroCharMp3.MetaAnimSequence = (function() {
    function MetaAnimSequence(_io, _parent, _root, depth) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.depth = depth;

      this._read();
    }
    MetaAnimSequence.prototype._read = function() {
      this.numItems = this._io.readU4be();
      if (!(this.numItems <= Math.floor((this._io.size - this._io.pos) / 8))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 8), this.numItems), { ksyField: "meta_anim_sequence.num_items" });
      }
      this.items = [];
      for (var i = 0; i < this.numItems; i++) {
        this.items.push(new MetaAnim(this._io, this, this._root, this.depth + 1));
      }
    }

    return MetaAnimSequence;
  })();

  var Overlay = RetroCharMp3.Overlay = (function() {
    function Overlay(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Overlay.prototype._read = function() {
      this.kind = KaitaiStream.bytesToStr(this._io.readBytes(4), "ASCII");
      this.modelId = this._io.readU8be();
      this.skinId = this._io.readU8be();
    }

    /**
     * FourCC; FRZN (frozen), HYPR (hypermode), ACID (acid rain), XRAY (X-ray visor).
     */

    /**
     * CMDL asset id.
     */

    /**
     * CSKR asset id.
     */

    return Overlay;
  })();

  /**
   * Particle assets the character's events use, by kind.
   */

  var ParticleResources = RetroCharMp3.ParticleResources = (function() {
    function ParticleResources(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ParticleResources.prototype._read = function() {
      this.numGeneric = this._io.readU4be();
      if (!(this.numGeneric <= Math.floor((this._io.size - this._io.pos) / 8))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 8), this.numGeneric), { ksyField: "particle_resources.num_generic" });
      }
      this.generic = [];
      for (var i = 0; i < this.numGeneric; i++) {
        this.generic.push(this._io.readU8be());
      }
      this.numSwoosh = this._io.readU4be();
      if (!(this.numSwoosh <= Math.floor((this._io.size - this._io.pos) / 8))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 8), this.numSwoosh), { ksyField: "particle_resources.num_swoosh" });
      }
      this.swoosh = [];
      for (var i = 0; i < this.numSwoosh; i++) {
        this.swoosh.push(this._io.readU8be());
      }
      this.numElectric = this._io.readU4be();
      if (!(this.numElectric <= Math.floor((this._io.size - this._io.pos) / 8))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 8), this.numElectric), { ksyField: "particle_resources.num_electric" });
      }
      this.electric = [];
      for (var i = 0; i < this.numElectric; i++) {
        this.electric.push(this._io.readU8be());
      }
      this.numSpawn = this._io.readU4be();
      if (!(this.numSpawn <= Math.floor((this._io.size - this._io.pos) / 8))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 8), this.numSpawn), { ksyField: "particle_resources.num_spawn" });
      }
      this.spawn = [];
      for (var i = 0; i < this.numSpawn; i++) {
        this.spawn.push(this._io.readU8be());
      }
      this.reserved1 = this._io.readU4be();
      if (!(this.reserved1 == 0)) {
        throw Object.assign(new KaitaiStream.ValidationNotEqualError(0, this.reserved1), { ksyField: "particle_resources.reserved1" });
      }
      this.reserved2 = this._io.readU4be();
      if (!(this.reserved2 == 0)) {
        throw Object.assign(new KaitaiStream.ValidationNotEqualError(0, this.reserved2), { ksyField: "particle_resources.reserved2" });
      }
    }

    /**
     * PART asset ids.
     */

    /**
     * SWHC asset ids.
     */

    /**
     * ELSC asset ids.
     */

    /**
     * SPSC asset ids.
     */

    return ParticleResources;
  })();

  var PasAnimInfo = RetroCharMp3.PasAnimInfo = (function() {
    function PasAnimInfo(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    PasAnimInfo.prototype._read = function() {
      this.animId = this._io.readU4be();
      this.values = [];
      for (var i = 0; i < this._parent.numParmInfos; i++) {
        this.values.push(new PasValue(this._io, this, this._root, this._parent.parmInfos[i].parmType));
      }
    }

    /**
     * One value per parameter of the state, typed as the parameter.
     */

    return PasAnimInfo;
  })();

  /**
   * Animation-state parameters the state machine uses to pick animations.
   */

  var PasDatabase = RetroCharMp3.PasDatabase = (function() {
    function PasDatabase(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    PasDatabase.prototype._read = function() {
      this.magic = this._io.readBytes(4);
      if (!((KaitaiStream.byteArrayCompare(this.magic, new Uint8Array([80, 65, 83, 52])) == 0))) {
        throw Object.assign(new KaitaiStream.ValidationNotEqualError(new Uint8Array([80, 65, 83, 52]), this.magic), { ksyField: "pas_database.magic" });
      }
      this.numStates = this._io.readU4be();
      if (!(this.numStates <= Math.floor((this._io.size - this._io.pos) / 12))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 12), this.numStates), { ksyField: "pas_database.num_states" });
      }
      this.defaultState = this._io.readU4be();
      this.states = [];
      for (var i = 0; i < this.numStates; i++) {
        this.states.push(new PasState(this._io, this, this._root));
      }
    }

    return PasDatabase;
  })();

  var PasParmInfo = RetroCharMp3.PasParmInfo = (function() {
    function PasParmInfo(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    PasParmInfo.prototype._read = function() {
      this.parmType = this._io.readU4be();
      if (!Object.prototype.hasOwnProperty.call(RetroCharMp3.PasParmType, this.parmType)) {
        throw Object.assign(new KaitaiStream.ValidationNotInEnumError(this.parmType), { ksyField: "pas_parm_info.parm_type" });
      }
      this.weightFunction = this._io.readU4be();
      this.weight = this._io.readF4be();
      this.minValue = new PasValue(this._io, this, this._root, this.parmType);
      this.maxValue = new PasValue(this._io, this, this._root, this.parmType);
    }

    /**
     * 0 exact match, 1 percent error, 2 angular percent, 3 no weight.
     */

    return PasParmInfo;
  })();

  var PasState = RetroCharMp3.PasState = (function() {
    function PasState(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    PasState.prototype._read = function() {
      this.stateType = this._io.readU4be();
      this.numParmInfos = this._io.readU4be();
      if (!(this.numParmInfos <= Math.floor((this._io.size - this._io.pos) / 14))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 14), this.numParmInfos), { ksyField: "pas_state.num_parm_infos" });
      }
      this.numAnimInfos = this._io.readU4be();
      if (!(this.numAnimInfos <= Math.floor((this._io.size - this._io.pos) / 4))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 4), this.numAnimInfos), { ksyField: "pas_state.num_anim_infos" });
      }
      this.parmInfos = [];
      for (var i = 0; i < this.numParmInfos; i++) {
        this.parmInfos.push(new PasParmInfo(this._io, this, this._root));
      }
      this.animInfos = [];
      for (var i = 0; i < this.numAnimInfos; i++) {
        this.animInfos.push(new PasAnimInfo(this._io, this, this._root));
      }
    }

    return PasState;
  })();

  /**
   * Four bytes, or one byte for a Bool parameter.
   */

  var PasValue = RetroCharMp3.PasValue = (function() {
    function PasValue(_io, _parent, _root, parmType) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.parmType = parmType;

      this._read();
    }
    PasValue.prototype._read = function() {
      switch (this.parmType) {
      case RetroCharMp3.PasParmType.BOOL:
        this.value = this._io.readU1();
        break;
      case RetroCharMp3.PasParmType.ENUM:
        this.value = this._io.readU4be();
        break;
      case RetroCharMp3.PasParmType.INT32:
        this.value = this._io.readS4be();
        break;
      case RetroCharMp3.PasParmType.REAL:
        this.value = this._io.readF4be();
        break;
      case RetroCharMp3.PasParmType.UINT32:
        this.value = this._io.readU4be();
        break;
      }
    }

    return PasValue;
  })();

  var SoundEvent = RetroCharMp3.SoundEvent = (function() {
    function SoundEvent(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    SoundEvent.prototype._read = function() {
      this.name = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "ASCII");
      this.base = new EventBase(this._io, this, this._root);
      this.soundId = this._io.readU8be();
      this.unknown1 = this._io.readU4be();
      this.unknown2 = this._io.readU4be();
      this.tails = [];
      for (var i = 0; i < 2; i++) {
        this.tails.push(new SoundTail(this._io, this, this._root));
      }
    }

    /**
     * The same name as the event's own.
     */

    /**
     * CAUD asset id.
     */

    return SoundEvent;
  })();

  /**
   * Type 0 holds nothing, type 1 one u4, type 2 a Maya spline (RDS evnt.py). Other types are
   * refused: their size is unknown.
   */

  var SoundTail = RetroCharMp3.SoundTail = (function() {
    function SoundTail(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    SoundTail.prototype._read = function() {
      this.tailType = this._io.readU4be();
      if (!(this.tailType <= 2)) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(2, this.tailType), { ksyField: "sound_tail.tail_type" });
      }
      if (this.tailType == 1) {
        this.value = this._io.readU4be();
      }
      if (this.tailType == 2) {
        this.spline = new MayaSpline(this._io, this, this._root);
      }
    }

    return SoundTail;
  })();

  var Vec2 = RetroCharMp3.Vec2 = (function() {
    function Vec2(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Vec2.prototype._read = function() {
      this.x = this._io.readF4be();
      this.y = this._io.readF4be();
    }

    return Vec2;
  })();

  var Vec3 = RetroCharMp3.Vec3 = (function() {
    function Vec3(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Vec3.prototype._read = function() {
      this.x = this._io.readF4be();
      this.y = this._io.readF4be();
      this.z = this._io.readF4be();
    }

    return Vec3;
  })();

  /**
   * 5 in Metroid Prime 3. 0x59 marks Donkey Kong Country Returns, a different layout.
   */

  /**
   * Unique among the characters that share one SAND file.
   */

  /**
   * CMDL asset id.
   */

  /**
   * CSKR asset id.
   */

  /**
   * CINF asset id.
   */

  /**
   * SAND asset id (animation data shared between characters).
   */

  /**
   * A flag of unknown use.
   */

  /**
   * One byte per animation (HECL calls the array additiveMap); meaning otherwise unknown.
   */

  /**
   * CAUD asset ids.
   */

  /**
   * Bytes after the last field (0xFF up to a 32-byte boundary inside PAK archives).
   */

  return RetroCharMp3;
})();

export { RetroCharMp3 };
