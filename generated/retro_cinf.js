// @ts-self-types="./retro_cinf.d.ts"
// Generated from schemas/retro_cinf.ksy by `deno task codegen`. Do not edit.
// deno-lint-ignore-file
// deno-fmt-ignore-file
import KaitaiStream from "npm:kaitai-struct@0.11.0/KaitaiStream.js";
/**
 * The skeleton ANIM files animate: each bone's id (the segment id ANIM channels name), its
 * parent's id, its origin at rest in model space, and the ids of the bones it links to (its
 * parent and children); then the bone ids in build order and a table of bone names. There is no
 * magic number and no version: Metroid Prime 2 adds two quaternions (W, X, Y, Z) to each bone
 * after its origin, so the `is_mp2` parameter decides the layout (the reader tries both and keeps
 * the one that consumes the file exactly). A root's parent id is an id no bone has. Files inside
 * PAK archives are padded to a multiple of 32 bytes with 0xFF. Donkey Kong Country Returns'
 * CINF starts with the magic 0x9E220006 and is a different layout.
 * @see {@link https://wiki.axiodl.com/w/CINF_(File_Format)|Source}
 * @see Prime World Editor, CSkeletonLoader::LoadCINF (layout, Metroid Prime 2 quaternions)
 * @see metaforce, CCharLayoutInfo / CCharLayoutNode (origins are model space; a bone's offset from its parent is origin − parent origin)
 */

var RetroCinf = (function() {
  function RetroCinf(_io, _parent, _root, isMp2) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.isMp2 = isMp2;

    this._read();
  }
  RetroCinf.prototype._read = function() {
    this.numBones = this._io.readU4be();
    if (!(this.numBones <= Math.floor((this._io.size - this._io.pos) / (this.isMp2 ? 56 : 24)))) {
      throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / (this.isMp2 ? 56 : 24)), this.numBones), { ksyField: "num_bones" });
    }
    this.bones = [];
    for (var i = 0; i < this.numBones; i++) {
      this.bones.push(new Bone(this._io, this, this._root));
    }
    this.numBuildOrder = this._io.readU4be();
    if (!(this.numBuildOrder <= Math.floor((this._io.size - this._io.pos) / 4))) {
      throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 4), this.numBuildOrder), { ksyField: "num_build_order" });
    }
    this.buildOrder = [];
    for (var i = 0; i < this.numBuildOrder; i++) {
      this.buildOrder.push(this._io.readU4be());
    }
    this.numNames = this._io.readU4be();
    if (!(this.numNames <= Math.floor((this._io.size - this._io.pos) / 5))) {
      throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 5), this.numNames), { ksyField: "num_names" });
    }
    this.names = [];
    for (var i = 0; i < this.numNames; i++) {
      this.names.push(new BoneName(this._io, this, this._root));
    }
    this.padding = this._io.readBytesFull();
  }

  var Bone = RetroCinf.Bone = (function() {
    function Bone(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Bone.prototype._read = function() {
      this.id = this._io.readU4be();
      this.parentId = this._io.readU4be();
      this.origin = new Vec3(this._io, this, this._root);
      if (this._root.isMp2) {
        this.rotation = new Quat(this._io, this, this._root);
      }
      if (this._root.isMp2) {
        this.localRotation = new Quat(this._io, this, this._root);
      }
      this.numLinked = this._io.readU4be();
      if (!(this.numLinked <= Math.floor((this._io.size - this._io.pos) / 4))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 4), this.numLinked), { ksyField: "bone.num_linked" });
      }
      this.linked = [];
      for (var i = 0; i < this.numLinked; i++) {
        this.linked.push(this._io.readU4be());
      }
    }

    /**
     * The segment id ANIM channels and CHAR files name the bone by (below 100 in the games).
     */

    /**
     * The parent's id; an id no bone has for a root.
     */

    /**
     * The bone's position at rest, in model space.
     */

    /**
     * Metroid Prime 2 only (Prime World Editor's mRotation).
     */

    /**
     * Metroid Prime 2 only (Prime World Editor's mLocalRotation).
     */

    /**
     * Ids of the bones this one links to (its parent and its children).
     */

    return Bone;
  })();

  var BoneName = RetroCinf.BoneName = (function() {
    function BoneName(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    BoneName.prototype._read = function() {
      this.name = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "ASCII");
      this.boneId = this._io.readU4be();
    }

    return BoneName;
  })();

  /**
   * A quaternion as Retro stores them, the real part first.
   */

  var Quat = RetroCinf.Quat = (function() {
    function Quat(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Quat.prototype._read = function() {
      this.w = this._io.readF4be();
      this.x = this._io.readF4be();
      this.y = this._io.readF4be();
      this.z = this._io.readF4be();
    }

    return Quat;
  })();

  var Vec3 = RetroCinf.Vec3 = (function() {
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
   * Bone ids in the order the runtime builds the pose.
   */

  /**
   * Bytes after the name table (0xFF up to a 32-byte boundary inside PAK archives).
   */

  /**
   * Read Metroid Prime 2's bones (two quaternions after the origin).
   */

  return RetroCinf;
})();

export { RetroCinf };
