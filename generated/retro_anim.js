// @ts-self-types="./retro_anim.d.ts"
// Generated from schemas/retro_anim.ksy by `deno task codegen`. Do not edit.
// deno-lint-ignore-file
// deno-fmt-ignore-file
import KaitaiStream from "npm:kaitai-struct@0.11.0/KaitaiStream.js";
/**
 * Skeletal animation of the first two Metroid Prime games. The first u4 is the version: 0 stores
 * every frame of every bone channel as floats ("quaternion array"); 2 stores delta-encoded,
 * quantised keys in an LSB-first bitstream, with a bitmap of keyed frames ("rotation vector
 * bitstream"). Metroid Prime 2 changed both layouts: version 2 has two 0x01 bytes where Metroid
 * Prime has the EVNT id, a scale multiplier, 1-byte bone ids, optional rotation, translation and
 * scale blocks, no repeated channel count and fields that are not 4-byte aligned; version 0 adds
 * rotation and scale slot tables and scale keys and drops the EVNT id. Version 0 does not say
 * which game wrote it: the `game` parameter decides (the reader tries both layouts). The
 * bitstream stays raw bytes here and is decoded by hand-written code. Files inside PAKs are
 * padded to 32 bytes with 0xFF.
 * @see specs/retro-anim-mp1-mp2.txt
 * @see specs/notes-retro.md §1-3 (layouts, key bitmap, bitstream, accumulation, sampling)
 */

var RetroAnim = (function() {
  function RetroAnim(_io, _parent, _root, game) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.game = game;

    this._read();
  }
  RetroAnim.prototype._read = function() {
    this.version = this._io.readU4be();
    if (!( ((this.version == 0) || (this.version == 2)) )) {
      throw Object.assign(new KaitaiStream.ValidationNotAnyOfError(this.version), { ksyField: "version" });
    }
    switch (this.version) {
    case 0:
      this.body = new AnimV0(this._io, this, this._root, this.isMp2);
      break;
    case 2:
      this.body = new AnimV2(this._io, this, this._root, this.isMp2);
      break;
    }
  }

  /**
   * Version 0; every channel has a key on every frame (notes-retro.md §2.1).
   */

  var AnimV0 = RetroAnim.AnimV0 = (function() {
    function AnimV0(_io, _parent, _root, isMp2) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.isMp2 = isMp2;

      this._read();
    }
    AnimV0.prototype._read = function() {
      this.duration = new CharAnimTime(this._io, this, this._root);
      this.interval = new CharAnimTime(this._io, this, this._root);
      this.numFrames = this._io.readU4be();
      this.rootBoneId = this._io.readU4be();
      this.boneChannels = new SlotTable(this._io, this, this._root);
      if (this.isMp2) {
        this.rotationSlots = new SlotTable(this._io, this, this._root);
      }
      this.translationSlots = new SlotTable(this._io, this, this._root);
      if (this.isMp2) {
        this.scaleSlots = new SlotTable(this._io, this, this._root);
      }
      if (this.isMp2) {
        this.numScaleKeys = this._io.readU4be();
        if (!(this.numScaleKeys <= Math.floor((this._io.size - this._io.pos) / 12))) {
          throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 12), this.numScaleKeys), { ksyField: "anim_v0.num_scale_keys" });
        }
      }
      if (this.isMp2) {
        this.scaleKeys = this._io.readBytes(this.numScaleKeys * 12);
      }
      this.numRotationKeys = this._io.readU4be();
      if (!(this.numRotationKeys <= Math.floor((this._io.size - this._io.pos) / 16))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 16), this.numRotationKeys), { ksyField: "anim_v0.num_rotation_keys" });
      }
      this.rotationKeys = this._io.readBytes(this.numRotationKeys * 16);
      this.numTranslationKeys = this._io.readU4be();
      if (!(this.numTranslationKeys <= Math.floor((this._io.size - this._io.pos) / 12))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 12), this.numTranslationKeys), { ksyField: "anim_v0.num_translation_keys" });
      }
      this.translationKeys = this._io.readBytes(this.numTranslationKeys * 12);
      if (!(this.isMp2)) {
        this.evntId = this._io.readU4be();
      }
    }

    /**
     * Seconds per frame.
     */

    /**
     * Indexed by bone id (always 100 entries in game files); value = channel index or 0xFF.
     */

    /**
     * MP2 only; in MP1 channel c uses rotation slot c.
     */

    /**
     * (f4 x, f4 y, f4 z) per key, channel-major.
     */

    /**
     * (f4 w, f4 x, f4 y, f4 z) per key, channel-major (slot 0 frames 0..n-1, then slot 1).
     */

    /**
     * (f4 x, f4 y, f4 z) per key, channel-major.
     */

    /**
     * MP1 only; 0xFFFFFFFF when the animation triggers no events.
     */

    return AnimV0;
  })();

  /**
   * Version 2 (notes-retro.md §3.1, §3.2).
   */

  var AnimV2 = RetroAnim.AnimV2 = (function() {
    function AnimV2(_io, _parent, _root, isMp2) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.isMp2 = isMp2;

      this._read();
    }
    AnimV2.prototype._read = function() {
      this.scratchSize = this._io.readU4be();
      if (!(this.isMp2)) {
        this.evntId = this._io.readU4be();
      }
      if (!(this.isMp2)) {
        this.unk0 = this._io.readU4be();
      }
      if (this.isMp2) {
        this.mp2UnkA = this._io.readU1();
      }
      if (this.isMp2) {
        this.mp2UnkB = this._io.readU1();
      }
      this.duration = this._io.readF4be();
      this.interval = this._io.readF4be();
      this.rootBoneId = this._io.readU4be();
      this.looping = this._io.readU4be();
      this.rotationDivisor = this._io.readU4be();
      this.translationMultiplier = this._io.readF4be();
      if (this.isMp2) {
        this.scaleMultiplier = this._io.readF4be();
      }
      this.numBoneChannels = this._io.readU4be();
      this.unk3 = this._io.readU4be();
      this.numBitmapBits = this._io.readU4be();
      if (!(this.numBitmapBits <= (this._io.size - this._io.pos) * 8)) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError((this._io.size - this._io.pos) * 8, this.numBitmapBits), { ksyField: "anim_v2.num_bitmap_bits" });
      }
      this.bitmapWords = [];
      for (var i = 0; i < Math.floor((this.numBitmapBits + 31) / 32); i++) {
        this.bitmapWords.push(this._io.readU4be());
      }
      if (!(this.isMp2)) {
        this.numBoneChannelsRepeat = this._io.readU4be();
      }
      this.numChannels = this._io.readU4be();
      if (!(this.numChannels <= 100)) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(100, this.numChannels), { ksyField: "anim_v2.num_channels" });
      }
      this.channels = [];
      for (var i = 0; i < this.numChannels; i++) {
        this.channels.push(new Channel(this._io, this, this._root, this.isMp2));
      }
      this.bitstream = this._io.readBytesFull();
    }

    /**
     * Bytes the runtime allocates; written as the length from this field to the end of the bitstream.
     */

    /**
     * MP1 only; 0 = no events.
     */

    /**
     * MP1 only; always 1.
     */

    /**
     * MP2 only; always 1.
     */

    /**
     * MP2 only; always 1.
     */

    /**
     * The accumulated rotation value that stands for pi/2.
     */

    /**
     * Number of frames; bit i (LSB-first within big-endian words) set = frame i is keyed.
     */

    /**
     * MP1 only; the channel count again, skipped by the runtime.
     */

    /**
     * Segment ids are below 100, so no animation has more than 100 channels.
     */

    /**
     * Big-endian u4 words read LSB-first, then any 0xFF padding; decoded by hand-written code.
     */

    return AnimV2;
  })();

  /**
   * Key count (bitstream records, initial key excluded), then X, Y, Z only when it is not 0.
   */

  var Attribute = RetroAnim.Attribute = (function() {
    function Attribute(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Attribute.prototype._read = function() {
      this.numKeys = this._io.readU2be();
      if (this.numKeys != 0) {
        this.components = [];
        for (var i = 0; i < 3; i++) {
          this.components.push(new Component(this._io, this, this._root));
        }
      }
    }

    return Attribute;
  })();

  /**
   * A bone channel descriptor (17-26 bytes in MP1, 7-34 in MP2).
   */

  var Channel = RetroAnim.Channel = (function() {
    function Channel(_io, _parent, _root, isMp2) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.isMp2 = isMp2;

      this._read();
    }
    Channel.prototype._read = function() {
      switch (this.isMp2) {
      case false:
        this.boneId = this._io.readU4be();
        break;
      case true:
        this.boneId = this._io.readU1();
        break;
      }
      this.rotation = new Attribute(this._io, this, this._root);
      this.translation = new Attribute(this._io, this, this._root);
      if (this.isMp2) {
        this.scale = new Attribute(this._io, this, this._root);
      }
    }

    return Channel;
  })();

  /**
   * Seconds and a differential state (0 non-zero, 1-3 zero increasing/steady/decreasing, 4 infinity).
   */

  var CharAnimTime = RetroAnim.CharAnimTime = (function() {
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

    return CharAnimTime;
  })();

  var Component = RetroAnim.Component = (function() {
    function Component(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Component.prototype._read = function() {
      this.initial = this._io.readS2be();
      this.bits = this._io.readU1();
      if (!(this.bits <= 32)) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(32, this.bits), { ksyField: "component.bits" });
      }
    }

    /**
     * The accumulator's value at frame 0.
     */

    /**
     * Width of this component's two's complement delta; 0 = always 0, no bits.
     */

    return Component;
  })();

  /**
   * Per bone channel, the slot of its keys in the compacted key array, or 0xFF for none.
   */

  var SlotTable = RetroAnim.SlotTable = (function() {
    function SlotTable(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    SlotTable.prototype._read = function() {
      this.numSlots = this._io.readU4be();
      if (!(this.numSlots <= this._io.size - this._io.pos)) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(this._io.size - this._io.pos, this.numSlots), { ksyField: "slot_table.num_slots" });
      }
      this.slots = this._io.readBytes(this.numSlots);
    }

    return SlotTable;
  })();
  Object.defineProperty(RetroAnim.prototype, 'isMp2', {
    get: function() {
      if (this._m_isMp2 !== undefined)
        return this._m_isMp2;
      this._m_isMp2 = (this.game == 2 ? true : (this.game == 1 ? false : (this.version == 2 ? this.mp2Tag == 257 : false)));
      return this._m_isMp2;
    }
  });

  /**
   * Metroid Prime 2 version 2 files hold two 0x01 bytes here (notes-retro.md §3.2).
   */
  Object.defineProperty(RetroAnim.prototype, 'mp2Tag', {
    get: function() {
      if (this._m_mp2Tag !== undefined)
        return this._m_mp2Tag;
      if ( ((this.version == 2) && (this.game == 0)) ) {
        var _pos = this._io.pos;
        this._io.seek(8);
        this._m_mp2Tag = this._io.readU2be();
        this._io.seek(_pos);
      }
      return this._m_mp2Tag;
    }
  });

  /**
   * 0 = uncompressed quaternion arrays, 2 = bitstream-compressed.
   */

  /**
   * 0 = detect (version 2 only; version 0 then reads as Metroid Prime), 1 = MP1, 2 = MP2.
   */

  return RetroAnim;
})();

export { RetroAnim };
