// @ts-self-types="./mrtk_input_animation.d.ts"
// Generated from schemas/mrtk_input_animation.ksy by `deno task codegen`. Do not edit.
// deno-lint-ignore-file
// deno-fmt-ignore-file
import KaitaiStream from "npm:kaitai-struct@0.11.0/KaitaiStream.js";
/**
 * Head, hand-joint and eye-gaze input recorded by the Mixed Reality Toolkit v2 and played back by
 * its InputPlaybackService. Written by .NET BinaryWriter (little-endian). Version 1.0 stores full
 * Unity keyframes (time, value, tangents, weights, weighted mode); version 1.1 adds presence flags
 * and eye gaze, and stores pose and ray curves as (time, value) pairs only. Both end with a marker
 * list, which the published format description omits.
 * @see {@link https://learn.microsoft.com/windows/mixed-reality/mrtk-unity/mrtk2/features/input-simulation/input-animation-file-format|Source}
 * @see specs/notes-mrtk.md §1 (the real writer's layout, which differs from the published description)
 */

var MrtkInputAnimation = (function() {
  MrtkInputAnimation.WeightedMode = Object.freeze({
    NONE: 0,
    IN: 1,
    OUT: 2,
    BOTH: 3,

    0: "NONE",
    1: "IN",
    2: "OUT",
    3: "BOTH",
  });

  MrtkInputAnimation.WrapMode = Object.freeze({
    DEFAULT: 0,
    ONCE: 1,
    LOOP: 2,
    PING_PONG: 4,
    CLAMP_FOREVER: 8,

    0: "DEFAULT",
    1: "ONCE",
    2: "LOOP",
    4: "PING_PONG",
    8: "CLAMP_FOREVER",
  });

  function MrtkInputAnimation(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  MrtkInputAnimation.prototype._read = function() {
    this.magic = this._io.readBytes(8);
    if (!((KaitaiStream.byteArrayCompare(this.magic, new Uint8Array([198, 66, 158, 15, 110, 175, 143, 106])) == 0))) {
      throw Object.assign(new KaitaiStream.ValidationNotEqualError(new Uint8Array([198, 66, 158, 15, 110, 175, 143, 106]), this.magic), { ksyField: "magic" });
    }
    this.versionMajor = this._io.readS4le();
    if (!(this.versionMajor == 1)) {
      throw Object.assign(new KaitaiStream.ValidationNotEqualError(1, this.versionMajor), { ksyField: "version_major" });
    }
    this.versionMinor = this._io.readS4le();
    if (!( ((this.versionMinor == 0) || (this.versionMinor == 1)) )) {
      throw Object.assign(new KaitaiStream.ValidationNotAnyOfError(this.versionMinor), { ksyField: "version_minor" });
    }
    if (this.isV11) {
      this.flags = new PresenceFlags(this._io, this, this._root);
    }
    if (this.hasCameraPose) {
      this.camera = new PoseCurves(this._io, this, this._root, this.isV11);
    }
    if (this.hasHandData) {
      this.hands = new HandData(this._io, this, this._root, this.isV11);
    }
    if (this.hasEyeGaze) {
      this.eyeGaze = new RayCurves(this._io, this, this._root);
    }
    if (!(this._io.isEof())) {
      this.markers = new MarkerList(this._io, this, this._root);
    }
  }

  /**
   * A step curve; each key's value (0.0 or 1.0, stored as a float) holds until the next key.
   */

  var BoolCurve = MrtkInputAnimation.BoolCurve = (function() {
    function BoolCurve(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    BoolCurve.prototype._read = function() {
      this.preWrap = this._io.readS4le();
      this.postWrap = this._io.readS4le();
      this.numKeys = this._io.readS4le();
      if (!(this.numKeys >= 0)) {
        throw Object.assign(new KaitaiStream.ValidationLessThanError(0, this.numKeys), { ksyField: "bool_curve.num_keys" });
      }
      if (!(this.numKeys <= Math.floor((this._io.size - this._io.pos) / 8))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 8), this.numKeys), { ksyField: "bool_curve.num_keys" });
      }
      this._raw_keys = this._io.readBytes(this.numKeys * 8);
      var _io__raw_keys = new KaitaiStream(this._raw_keys);
      this.keys = new KeyBlock(_io__raw_keys, this, this._root, true, this.numKeys);
    }

    return BoolCurve;
  })();

  /**
   * .NET BinaryWriter string, a 7-bit encoded byte length then UTF-8 bytes.
   */

  var DotnetString = MrtkInputAnimation.DotnetString = (function() {
    function DotnetString(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    DotnetString.prototype._read = function() {
      this.lenGroups = [];
      var i = 0;
      do {
        var _ = this._io.readU1();
        this.lenGroups.push(_);
        i++;
      } while (!( (((_ & 128) == 0) || (i >= 5)) ));
      this.lenFitsInt32 = this._io.readBytes(0);
      var _ = this.lenFitsInt32;
      if (!( ((this.lenGroups.length < 5) || (this.lenGroups[4] <= 7)) )) {
        throw Object.assign(new KaitaiStream.ValidationExprError(this.lenFitsInt32), { ksyField: "dotnet_string.len_fits_int32" });
      }
      this.value = KaitaiStream.bytesToStr(this._io.readBytes(this.lenValue), "UTF-8");
    }
    Object.defineProperty(DotnetString.prototype, 'lenValue', {
      get: function() {
        if (this._m_lenValue !== undefined)
          return this._m_lenValue;
        this._m_lenValue = (((this.lenGroups[0] & 127 | (this.lenGroups.length > 1 ? (this.lenGroups[1] & 127) << 7 : 0)) | (this.lenGroups.length > 2 ? (this.lenGroups[2] & 127) << 14 : 0)) | (this.lenGroups.length > 3 ? (this.lenGroups[3] & 127) << 21 : 0)) | (this.lenGroups.length > 4 ? (this.lenGroups[4] & 7) << 28 : 0);
        return this._m_lenValue;
      }
    });

    /**
     * At most 5 groups (KSC 0.11 tests `_index` after counting the group just read).
     */

    /**
     * .NET's Read7BitEncodedInt refuses a fifth byte with more than the int32's top bits
     * ("Too many bytes in what should have been a 7-bit encoded Int32").
     */

    return DotnetString;
  })();

  /**
   * A Unity AnimationCurve. Full keys (28 bytes) in version 1.0; (time, value) pairs (8 bytes)
   * for pose and ray curves in version 1.1.
   */

  var FloatCurve = MrtkInputAnimation.FloatCurve = (function() {
    function FloatCurve(_io, _parent, _root, simple) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.simple = simple;

      this._read();
    }
    FloatCurve.prototype._read = function() {
      this.preWrap = this._io.readS4le();
      this.postWrap = this._io.readS4le();
      this.numKeys = this._io.readS4le();
      if (!(this.numKeys >= 0)) {
        throw Object.assign(new KaitaiStream.ValidationLessThanError(0, this.numKeys), { ksyField: "float_curve.num_keys" });
      }
      if (!(this.numKeys <= Math.floor((this._io.size - this._io.pos) / (this.simple ? 8 : 28)))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / (this.simple ? 8 : 28)), this.numKeys), { ksyField: "float_curve.num_keys" });
      }
      this._raw_keys = this._io.readBytes(this.numKeys * (this.simple ? 8 : 28));
      var _io__raw_keys = new KaitaiStream(this._raw_keys);
      this.keys = new KeyBlock(_io__raw_keys, this, this._root, this.simple, this.numKeys);
    }

    return FloatCurve;
  })();

  var FullKey = MrtkInputAnimation.FullKey = (function() {
    function FullKey(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    FullKey.prototype._read = function() {
      this.time = this._io.readF4le();
      this.value = this._io.readF4le();
      this.inTangent = this._io.readF4le();
      this.outTangent = this._io.readF4le();
      this.inWeight = this._io.readF4le();
      this.outWeight = this._io.readF4le();
      this.weightedMode = this._io.readS4le();
    }

    return FullKey;
  })();

  var HandData = MrtkInputAnimation.HandData = (function() {
    function HandData(_io, _parent, _root, simple) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.simple = simple;

      this._read();
    }
    HandData.prototype._read = function() {
      this.trackedLeft = new BoolCurve(this._io, this, this._root);
      this.trackedRight = new BoolCurve(this._io, this, this._root);
      this.pinchingLeft = new BoolCurve(this._io, this, this._root);
      this.pinchingRight = new BoolCurve(this._io, this, this._root);
      this.jointsLeft = [];
      for (var i = 0; i < 27; i++) {
        this.jointsLeft.push(new PoseCurves(this._io, this, this._root, this.simple));
      }
      this.jointsRight = [];
      for (var i = 0; i < 27; i++) {
        this.jointsRight.push(new PoseCurves(this._io, this, this._root, this.simple));
      }
    }

    /**
     * One pose curve set per MRTK v2 TrackedHandJoint, in enum order (None first).
     */

    return HandData;
  })();

  /**
   * The keys of one curve. Nothing is parsed until `items` is read, so a reader may decode the
   * block's bytes in bulk instead.
   */

  var KeyBlock = MrtkInputAnimation.KeyBlock = (function() {
    function KeyBlock(_io, _parent, _root, simple, numKeys) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.simple = simple;
      this.numKeys = numKeys;

      this._read();
    }
    KeyBlock.prototype._read = function() {
    }
    Object.defineProperty(KeyBlock.prototype, 'items', {
      get: function() {
        if (this._m_items !== undefined)
          return this._m_items;
        var _pos = this._io.pos;
        this._io.seek(0);
        this._m_items = [];
        for (var i = 0; i < this.numKeys; i++) {
          switch (this.simple) {
          case false:
            this._m_items.push(new FullKey(this._io, this, this._root));
            break;
          case true:
            this._m_items.push(new SimpleKey(this._io, this, this._root));
            break;
          }
        }
        this._io.seek(_pos);
        return this._m_items;
      }
    });

    return KeyBlock;
  })();

  var Marker = MrtkInputAnimation.Marker = (function() {
    function Marker(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Marker.prototype._read = function() {
      this.time = this._io.readF4le();
      this.name = new DotnetString(this._io, this, this._root);
    }

    return Marker;
  })();

  var MarkerList = MrtkInputAnimation.MarkerList = (function() {
    function MarkerList(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    MarkerList.prototype._read = function() {
      this.numMarkers = this._io.readS4le();
      if (!(this.numMarkers >= 0)) {
        throw Object.assign(new KaitaiStream.ValidationLessThanError(0, this.numMarkers), { ksyField: "marker_list.num_markers" });
      }
      if (!(this.numMarkers <= Math.floor((this._io.size - this._io.pos) / 5))) {
        throw Object.assign(new KaitaiStream.ValidationGreaterThanError(Math.floor((this._io.size - this._io.pos) / 5), this.numMarkers), { ksyField: "marker_list.num_markers" });
      }
      this.markers = [];
      for (var i = 0; i < this.numMarkers; i++) {
        this.markers.push(new Marker(this._io, this, this._root));
      }
    }

    return MarkerList;
  })();

  /**
   * Position X, Y, Z then rotation quaternion X, Y, Z, W.
   */

  var PoseCurves = MrtkInputAnimation.PoseCurves = (function() {
    function PoseCurves(_io, _parent, _root, simple) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.simple = simple;

      this._read();
    }
    PoseCurves.prototype._read = function() {
      this.positionX = new FloatCurve(this._io, this, this._root, this.simple);
      this.positionY = new FloatCurve(this._io, this, this._root, this.simple);
      this.positionZ = new FloatCurve(this._io, this, this._root, this.simple);
      this.rotationX = new FloatCurve(this._io, this, this._root, this.simple);
      this.rotationY = new FloatCurve(this._io, this, this._root, this.simple);
      this.rotationZ = new FloatCurve(this._io, this, this._root, this.simple);
      this.rotationW = new FloatCurve(this._io, this, this._root, this.simple);
    }

    return PoseCurves;
  })();

  /**
   * Version 1.1 only. .NET Boolean bytes; any non-zero byte reads as true.
   */

  var PresenceFlags = MrtkInputAnimation.PresenceFlags = (function() {
    function PresenceFlags(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    PresenceFlags.prototype._read = function() {
      this.hasCameraPose = this._io.readU1();
      this.hasHandData = this._io.readU1();
      this.hasEyeGaze = this._io.readU1();
    }

    return PresenceFlags;
  })();

  /**
   * Eye-gaze ray, version 1.1 only; always simple keys.
   */

  var RayCurves = MrtkInputAnimation.RayCurves = (function() {
    function RayCurves(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    RayCurves.prototype._read = function() {
      this.originX = new FloatCurve(this._io, this, this._root, true);
      this.originY = new FloatCurve(this._io, this, this._root, true);
      this.originZ = new FloatCurve(this._io, this, this._root, true);
      this.directionX = new FloatCurve(this._io, this, this._root, true);
      this.directionY = new FloatCurve(this._io, this, this._root, true);
      this.directionZ = new FloatCurve(this._io, this, this._root, true);
    }

    return RayCurves;
  })();

  var SimpleKey = MrtkInputAnimation.SimpleKey = (function() {
    function SimpleKey(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    SimpleKey.prototype._read = function() {
      this.time = this._io.readF4le();
      this.value = this._io.readF4le();
    }

    return SimpleKey;
  })();
  Object.defineProperty(MrtkInputAnimation.prototype, 'hasCameraPose', {
    get: function() {
      if (this._m_hasCameraPose !== undefined)
        return this._m_hasCameraPose;
      this._m_hasCameraPose = (this.isV11 ? this.flags.hasCameraPose != 0 : true);
      return this._m_hasCameraPose;
    }
  });
  Object.defineProperty(MrtkInputAnimation.prototype, 'hasEyeGaze', {
    get: function() {
      if (this._m_hasEyeGaze !== undefined)
        return this._m_hasEyeGaze;
      this._m_hasEyeGaze = (this.isV11 ? this.flags.hasEyeGaze != 0 : false);
      return this._m_hasEyeGaze;
    }
  });
  Object.defineProperty(MrtkInputAnimation.prototype, 'hasHandData', {
    get: function() {
      if (this._m_hasHandData !== undefined)
        return this._m_hasHandData;
      this._m_hasHandData = (this.isV11 ? this.flags.hasHandData != 0 : true);
      return this._m_hasHandData;
    }
  });

  /**
   * Version 1.1 layout (presence flags, simple keys, eye gaze).
   */
  Object.defineProperty(MrtkInputAnimation.prototype, 'isV11', {
    get: function() {
      if (this._m_isV11 !== undefined)
        return this._m_isV11;
      this._m_isV11 = this.versionMinor >= 1;
      return this._m_isV11;
    }
  });

  /**
   * Int64 0x6a8faf6e0f9e42c6, little-endian.
   */

  /**
   * The reader refuses versions newer than 1.1.
   */

  /**
   * Absent only in files from writers that predate markers.
   */

  return MrtkInputAnimation;
})();

export { MrtkInputAnimation };
