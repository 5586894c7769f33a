// @ts-self-types="./resonite_animx.d.ts"
// Generated from schemas/resonite_animx.ksy by `deno task codegen`. Do not edit.
// deno-lint-ignore-file
// deno-fmt-ignore-file
import KaitaiStream from "npm:kaitai-struct@0.11.0/KaitaiStream.js";
/**
 * Resonite's native binary animation asset, written with .NET BinaryWriter conventions
 * (little-endian; strings and counts use 7-bit encoded integers). A header gives the track count,
 * the global duration, the name and the encoding; with encoding 0 (plain) the tracks follow
 * directly, with 2 (LZMA) everything after the encoding byte is an LZMA stream that decodes to the
 * same track list. No official specification exists; the layout follows independent
 * implementations (see notes). The order of time and value inside a Curve keyframe is disputed,
 * so it is a parameter of this type.
 * @see {@link https://wiki.resonite.com/AnimX|Source}
 * @see specs/notes-animj.md §2 (layout, confidence tags, the RedX reference prefix)
 */

var ResoniteAnimx = (function() {
  ResoniteAnimx.ElementType = Object.freeze({
    BOOL: 0,
    BOOL2: 1,
    BOOL3: 2,
    BOOL4: 3,
    BYTE: 4,
    USHORT: 5,
    UINT: 6,
    ULONG: 7,
    SBYTE: 8,
    SHORT: 9,
    INT: 10,
    LONG: 11,
    INT2: 12,
    INT3: 13,
    INT4: 14,
    UINT2: 15,
    UINT3: 16,
    UINT4: 17,
    LONG2: 18,
    LONG3: 19,
    LONG4: 20,
    FLOAT: 21,
    FLOAT2: 22,
    FLOAT3: 23,
    FLOAT4: 24,
    FLOAT_Q: 25,
    FLOAT2X2: 26,
    FLOAT3X3: 27,
    FLOAT4X4: 28,
    DOUBLE: 29,
    DOUBLE2: 30,
    DOUBLE3: 31,
    DOUBLE4: 32,
    DOUBLE_Q: 33,
    DOUBLE2X2: 34,
    DOUBLE3X3: 35,
    DOUBLE4X4: 36,
    COLOR: 37,
    COLOR32: 38,
    STRING: 39,

    0: "BOOL",
    1: "BOOL2",
    2: "BOOL3",
    3: "BOOL4",
    4: "BYTE",
    5: "USHORT",
    6: "UINT",
    7: "ULONG",
    8: "SBYTE",
    9: "SHORT",
    10: "INT",
    11: "LONG",
    12: "INT2",
    13: "INT3",
    14: "INT4",
    15: "UINT2",
    16: "UINT3",
    17: "UINT4",
    18: "LONG2",
    19: "LONG3",
    20: "LONG4",
    21: "FLOAT",
    22: "FLOAT2",
    23: "FLOAT3",
    24: "FLOAT4",
    25: "FLOAT_Q",
    26: "FLOAT2X2",
    27: "FLOAT3X3",
    28: "FLOAT4X4",
    29: "DOUBLE",
    30: "DOUBLE2",
    31: "DOUBLE3",
    32: "DOUBLE4",
    33: "DOUBLE_Q",
    34: "DOUBLE2X2",
    35: "DOUBLE3X3",
    36: "DOUBLE4X4",
    37: "COLOR",
    38: "COLOR32",
    39: "STRING",
  });

  ResoniteAnimx.Encoding = Object.freeze({
    PLAIN: 0,
    LZ4: 1,
    LZMA: 2,

    0: "PLAIN",
    1: "LZ4",
    2: "LZMA",
  });

  ResoniteAnimx.Interpolation = Object.freeze({
    HOLD: 0,
    LINEAR: 1,
    TANGENT: 2,
    CUBIC_BEZIER: 3,

    0: "HOLD",
    1: "LINEAR",
    2: "TANGENT",
    3: "CUBIC_BEZIER",
  });

  ResoniteAnimx.TrackType = Object.freeze({
    RAW: 0,
    DISCRETE: 1,
    CURVE: 2,
    BEZIER: 3,

    0: "RAW",
    1: "DISCRETE",
    2: "CURVE",
    3: "BEZIER",
  });

  function ResoniteAnimx(_io, _parent, _root, curveValueFirst) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.curveValueFirst = curveValueFirst;

    this._read();
  }
  ResoniteAnimx.prototype._read = function() {
    this.magic = this._io.readBytes(6);
    if (!((KaitaiStream.byteArrayCompare(this.magic, new Uint8Array([5, 65, 110, 105, 109, 88])) == 0))) {
      throw Object.assign(new KaitaiStream.ValidationNotEqualError(new Uint8Array([5, 65, 110, 105, 109, 88]), this.magic), { ksyField: "magic" });
    }
    this.version = this._io.readS4le();
    if (!(this.version == 1)) {
      throw Object.assign(new KaitaiStream.ValidationNotEqualError(1, this.version), { ksyField: "version" });
    }
    this.numTracks = new VlqDotnet(this._io, this, this._root);
    this.globalDuration = this._io.readF4le();
    this.name = new DotnetString(this._io, this, this._root);
    this.encoding = this._io.readU1();
    if (!( ((this.encoding == ResoniteAnimx.Encoding.PLAIN) || (this.encoding == ResoniteAnimx.Encoding.LZ4) || (this.encoding == ResoniteAnimx.Encoding.LZMA)) )) {
      throw Object.assign(new KaitaiStream.ValidationNotAnyOfError(this.encoding), { ksyField: "encoding" });
    }
    if (this.encoding == ResoniteAnimx.Encoding.PLAIN) {
      this.body = new TrackList(this._io, this, this._root, this.numTracks.value, this.curveValueFirst);
    }
    if (this.encoding == ResoniteAnimx.Encoding.LZMA) {
      this.compressed = new LzmaBody(this._io, this, this._root);
    }
    if (this.encoding == ResoniteAnimx.Encoding.LZ4) {
      this.lz4Data = this._io.readBytesFull();
    }
  }

  var CompsF4 = ResoniteAnimx.CompsF4 = (function() {
    function CompsF4(_io, _parent, _root, num) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.num = num;

      this._read();
    }
    CompsF4.prototype._read = function() {
      this.items = [];
      for (var i = 0; i < this.num; i++) {
        this.items.push(this._io.readF4le());
      }
    }

    return CompsF4;
  })();

  var CompsF8 = ResoniteAnimx.CompsF8 = (function() {
    function CompsF8(_io, _parent, _root, num) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.num = num;

      this._read();
    }
    CompsF8.prototype._read = function() {
      this.items = [];
      for (var i = 0; i < this.num; i++) {
        this.items.push(this._io.readF8le());
      }
    }

    return CompsF8;
  })();

  var CompsS4 = ResoniteAnimx.CompsS4 = (function() {
    function CompsS4(_io, _parent, _root, num) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.num = num;

      this._read();
    }
    CompsS4.prototype._read = function() {
      this.items = [];
      for (var i = 0; i < this.num; i++) {
        this.items.push(this._io.readS4le());
      }
    }

    return CompsS4;
  })();

  var CompsS8 = ResoniteAnimx.CompsS8 = (function() {
    function CompsS8(_io, _parent, _root, num) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.num = num;

      this._read();
    }
    CompsS8.prototype._read = function() {
      this.items = [];
      for (var i = 0; i < this.num; i++) {
        this.items.push(this._io.readS8le());
      }
    }

    return CompsS8;
  })();

  var CompsU1 = ResoniteAnimx.CompsU1 = (function() {
    function CompsU1(_io, _parent, _root, num) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.num = num;

      this._read();
    }
    CompsU1.prototype._read = function() {
      this.items = [];
      for (var i = 0; i < this.num; i++) {
        this.items.push(this._io.readU1());
      }
    }

    return CompsU1;
  })();

  var CompsU4 = ResoniteAnimx.CompsU4 = (function() {
    function CompsU4(_io, _parent, _root, num) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.num = num;

      this._read();
    }
    CompsU4.prototype._read = function() {
      this.items = [];
      for (var i = 0; i < this.num; i++) {
        this.items.push(this._io.readU4le());
      }
    }

    return CompsU4;
  })();

  var CurveBody = ResoniteAnimx.CurveBody = (function() {
    function CurveBody(_io, _parent, _root, numKeyframes, elementType, valueFirst) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.numKeyframes = numKeyframes;
      this.elementType = elementType;
      this.valueFirst = valueFirst;

      this._read();
    }
    CurveBody.prototype._read = function() {
      this.flags = this._io.readU1();
      this.interpolations = [];
      for (var i = 0; i < ((this.flags & 1) != 0 ? this.numKeyframes : 1); i++) {
        this.interpolations.push(this._io.readU1());
      }
      this.keyframes = [];
      for (var i = 0; i < this.numKeyframes; i++) {
        this.keyframes.push(new CurveKey(this._io, this, this._root, this.elementType, this.valueFirst));
      }
      if ((this.flags & 2) != 0) {
        this.tangents = [];
        for (var i = 0; i < this.numKeyframes; i++) {
          this.tangents.push(new TangentPair(this._io, this, this._root, this.elementType));
        }
      }
    }

    /**
     * bit 0 one interpolation byte per key (else one shared byte); bit 1 tangents follow.
     */

    return CurveBody;
  })();

  var CurveKey = ResoniteAnimx.CurveKey = (function() {
    function CurveKey(_io, _parent, _root, elementType, valueFirst) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.elementType = elementType;
      this.valueFirst = valueFirst;

      this._read();
    }
    CurveKey.prototype._read = function() {
      if (!(this.valueFirst)) {
        this.timeBefore = this._io.readF4le();
      }
      this.value = new Value(this._io, this, this._root, this.elementType);
      if (this.valueFirst) {
        this.timeAfter = this._io.readF4le();
      }
    }
    Object.defineProperty(CurveKey.prototype, 'time', {
      get: function() {
        if (this._m_time !== undefined)
          return this._m_time;
        this._m_time = (this.valueFirst ? this.timeAfter : this.timeBefore);
        return this._m_time;
      }
    });

    return CurveKey;
  })();

  /**
   * Time, then value ([RedX] and [Go] in production; notes §2.2).
   */

  var DiscreteKey = ResoniteAnimx.DiscreteKey = (function() {
    function DiscreteKey(_io, _parent, _root, elementType) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.elementType = elementType;

      this._read();
    }
    DiscreteKey.prototype._read = function() {
      this.time = this._io.readF4le();
      this.value = new Value(this._io, this, this._root, this.elementType);
    }

    return DiscreteKey;
  })();

  /**
   * .NET BinaryWriter string, a 7-bit encoded byte length then UTF-8 bytes.
   */

  var DotnetString = ResoniteAnimx.DotnetString = (function() {
    function DotnetString(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    DotnetString.prototype._read = function() {
      this.len = new VlqDotnet(this._io, this, this._root);
      this.value = KaitaiStream.bytesToStr(this._io.readBytes(this.len.value), "UTF-8");
    }

    return DotnetString;
  })();

  /**
   * LZMA1: 5 property bytes (lc/lp/pb byte and a 32-bit dictionary size), two 64-bit integers
   * (taken to be the decoded and encoded sizes), then a raw stream without end marker.
   */

  var LzmaBody = ResoniteAnimx.LzmaBody = (function() {
    function LzmaBody(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    LzmaBody.prototype._read = function() {
      this.properties = this._io.readBytes(5);
      this.lenDecoded = this._io.readS8le();
      this.lenEncoded = this._io.readS8le();
      this.stream = this._io.readBytesFull();
    }

    return LzmaBody;
  })();

  /**
   * A has-value byte (1 present, 0 null), then the string when present.
   */

  var NullableString = ResoniteAnimx.NullableString = (function() {
    function NullableString(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    NullableString.prototype._read = function() {
      this.hasValue = this._io.readU1();
      if (this.hasValue != 0) {
        this.value = new DotnetString(this._io, this, this._root);
      }
    }

    return NullableString;
  })();

  var RawBody = ResoniteAnimx.RawBody = (function() {
    function RawBody(_io, _parent, _root, numKeyframes, elementType) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.numKeyframes = numKeyframes;
      this.elementType = elementType;

      this._read();
    }
    RawBody.prototype._read = function() {
      this.interval = this._io.readF4le();
      this.values = [];
      for (var i = 0; i < this.numKeyframes; i++) {
        this.values.push(new Value(this._io, this, this._root, this.elementType));
      }
    }

    /**
     * Seconds between samples.
     */

    return RawBody;
  })();

  /**
   * Left then right tangent ([RC][Py]; a fork reads right first, notes §2.2).
   */

  var TangentPair = ResoniteAnimx.TangentPair = (function() {
    function TangentPair(_io, _parent, _root, elementType) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.elementType = elementType;

      this._read();
    }
    TangentPair.prototype._read = function() {
      this.left = new Value(this._io, this, this._root, this.elementType);
      this.right = new Value(this._io, this, this._root, this.elementType);
    }

    return TangentPair;
  })();

  var Track = ResoniteAnimx.Track = (function() {
    function Track(_io, _parent, _root, valueFirst) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.valueFirst = valueFirst;

      this._read();
    }
    Track.prototype._read = function() {
      this.trackType = this._io.readU1();
      if (!( ((this.trackType == ResoniteAnimx.TrackType.RAW) || (this.trackType == ResoniteAnimx.TrackType.DISCRETE) || (this.trackType == ResoniteAnimx.TrackType.CURVE)) )) {
        throw Object.assign(new KaitaiStream.ValidationNotAnyOfError(this.trackType), { ksyField: "track.track_type" });
      }
      this.elementType = this._io.readU1();
      if (!Object.prototype.hasOwnProperty.call(ResoniteAnimx.ElementType, this.elementType)) {
        throw Object.assign(new KaitaiStream.ValidationNotInEnumError(this.elementType), { ksyField: "track.element_type" });
      }
      this.node = new DotnetString(this._io, this, this._root);
      this.property = new DotnetString(this._io, this, this._root);
      this.numKeyframes = new VlqDotnet(this._io, this, this._root);
      this.numKeyframesFits = this._io.readBytes(0);
      var _ = this.numKeyframesFits;
      if (!(this.numKeyframes.value <= this._io.size - this._io.pos)) {
        throw Object.assign(new KaitaiStream.ValidationExprError(this.numKeyframesFits), { ksyField: "track.num_keyframes_fits" });
      }
      if (this.trackType == ResoniteAnimx.TrackType.RAW) {
        this.raw = new RawBody(this._io, this, this._root, this.numKeyframes.value, this.elementType);
      }
      if (this.trackType == ResoniteAnimx.TrackType.DISCRETE) {
        this.discrete = [];
        for (var i = 0; i < this.numKeyframes.value; i++) {
          this.discrete.push(new DiscreteKey(this._io, this, this._root, this.elementType));
        }
      }
      if (this.trackType == ResoniteAnimx.TrackType.CURVE) {
        this.curve = new CurveBody(this._io, this, this._root, this.numKeyframes.value, this.elementType, this.valueFirst);
      }
    }

    /**
     * 3 (Bezier) exists in Resonite's enum, but no codec reads or writes it.
     */

    /**
     * Every keyframe takes at least one byte.
     */

    return Track;
  })();

  var TrackList = ResoniteAnimx.TrackList = (function() {
    function TrackList(_io, _parent, _root, numTracks, valueFirst) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.numTracks = numTracks;
      this.valueFirst = valueFirst;

      this._read();
    }
    TrackList.prototype._read = function() {
      this.numTracksFits = this._io.readBytes(0);
      var _ = this.numTracksFits;
      if (!(this.numTracks <= Math.floor((this._io.size - this._io.pos) / 5))) {
        throw Object.assign(new KaitaiStream.ValidationExprError(this.numTracksFits), { ksyField: "track_list.num_tracks_fits" });
      }
      this.tracks = [];
      for (var i = 0; i < this.numTracks; i++) {
        this.tracks.push(new Track(this._io, this, this._root, this.valueFirst));
      }
    }

    /**
     * Every track takes at least five bytes (two type bytes, two strings, a count).
     */

    return TrackList;
  })();

  /**
   * One value of the track's element type (notes §2.3). Matrices are row-major.
   */

  var Value = ResoniteAnimx.Value = (function() {
    function Value(_io, _parent, _root, elementType) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.elementType = elementType;

      this._read();
    }
    Value.prototype._read = function() {
      switch (this.elementType) {
      case ResoniteAnimx.ElementType.BOOL:
        this.data = this._io.readU1();
        break;
      case ResoniteAnimx.ElementType.BOOL2:
        this.data = this._io.readU1();
        break;
      case ResoniteAnimx.ElementType.BOOL3:
        this.data = this._io.readU1();
        break;
      case ResoniteAnimx.ElementType.BOOL4:
        this.data = this._io.readU1();
        break;
      case ResoniteAnimx.ElementType.BYTE:
        this.data = this._io.readU1();
        break;
      case ResoniteAnimx.ElementType.COLOR:
        this.data = new CompsF4(this._io, this, this._root, 4);
        break;
      case ResoniteAnimx.ElementType.COLOR32:
        this.data = new CompsU1(this._io, this, this._root, 4);
        break;
      case ResoniteAnimx.ElementType.DOUBLE:
        this.data = this._io.readF8le();
        break;
      case ResoniteAnimx.ElementType.DOUBLE2:
        this.data = new CompsF8(this._io, this, this._root, 2);
        break;
      case ResoniteAnimx.ElementType.DOUBLE2X2:
        this.data = new CompsF8(this._io, this, this._root, 4);
        break;
      case ResoniteAnimx.ElementType.DOUBLE3:
        this.data = new CompsF8(this._io, this, this._root, 3);
        break;
      case ResoniteAnimx.ElementType.DOUBLE3X3:
        this.data = new CompsF8(this._io, this, this._root, 9);
        break;
      case ResoniteAnimx.ElementType.DOUBLE4:
        this.data = new CompsF8(this._io, this, this._root, 4);
        break;
      case ResoniteAnimx.ElementType.DOUBLE4X4:
        this.data = new CompsF8(this._io, this, this._root, 16);
        break;
      case ResoniteAnimx.ElementType.DOUBLE_Q:
        this.data = new CompsF8(this._io, this, this._root, 4);
        break;
      case ResoniteAnimx.ElementType.FLOAT:
        this.data = this._io.readF4le();
        break;
      case ResoniteAnimx.ElementType.FLOAT2:
        this.data = new CompsF4(this._io, this, this._root, 2);
        break;
      case ResoniteAnimx.ElementType.FLOAT2X2:
        this.data = new CompsF4(this._io, this, this._root, 4);
        break;
      case ResoniteAnimx.ElementType.FLOAT3:
        this.data = new CompsF4(this._io, this, this._root, 3);
        break;
      case ResoniteAnimx.ElementType.FLOAT3X3:
        this.data = new CompsF4(this._io, this, this._root, 9);
        break;
      case ResoniteAnimx.ElementType.FLOAT4:
        this.data = new CompsF4(this._io, this, this._root, 4);
        break;
      case ResoniteAnimx.ElementType.FLOAT4X4:
        this.data = new CompsF4(this._io, this, this._root, 16);
        break;
      case ResoniteAnimx.ElementType.FLOAT_Q:
        this.data = new CompsF4(this._io, this, this._root, 4);
        break;
      case ResoniteAnimx.ElementType.INT:
        this.data = this._io.readS4le();
        break;
      case ResoniteAnimx.ElementType.INT2:
        this.data = new CompsS4(this._io, this, this._root, 2);
        break;
      case ResoniteAnimx.ElementType.INT3:
        this.data = new CompsS4(this._io, this, this._root, 3);
        break;
      case ResoniteAnimx.ElementType.INT4:
        this.data = new CompsS4(this._io, this, this._root, 4);
        break;
      case ResoniteAnimx.ElementType.LONG:
        this.data = this._io.readS8le();
        break;
      case ResoniteAnimx.ElementType.LONG2:
        this.data = new CompsS8(this._io, this, this._root, 2);
        break;
      case ResoniteAnimx.ElementType.LONG3:
        this.data = new CompsS8(this._io, this, this._root, 3);
        break;
      case ResoniteAnimx.ElementType.LONG4:
        this.data = new CompsS8(this._io, this, this._root, 4);
        break;
      case ResoniteAnimx.ElementType.SBYTE:
        this.data = this._io.readS1();
        break;
      case ResoniteAnimx.ElementType.SHORT:
        this.data = this._io.readS2le();
        break;
      case ResoniteAnimx.ElementType.STRING:
        this.data = new NullableString(this._io, this, this._root);
        break;
      case ResoniteAnimx.ElementType.UINT:
        this.data = this._io.readU4le();
        break;
      case ResoniteAnimx.ElementType.UINT2:
        this.data = new CompsU4(this._io, this, this._root, 2);
        break;
      case ResoniteAnimx.ElementType.UINT3:
        this.data = new CompsU4(this._io, this, this._root, 3);
        break;
      case ResoniteAnimx.ElementType.UINT4:
        this.data = new CompsU4(this._io, this, this._root, 4);
        break;
      case ResoniteAnimx.ElementType.ULONG:
        this.data = this._io.readU8le();
        break;
      case ResoniteAnimx.ElementType.USHORT:
        this.data = this._io.readU2le();
        break;
      }
    }

    /**
     * bool2..bool4 are one byte with x = bit 0, y = bit 1, z = bit 2, w = bit 3.
     */

    return Value;
  })();

  /**
   * .NET Write7BitEncodedInt, at most 5 groups of 7 bits, least significant first.
   */

  var VlqDotnet = ResoniteAnimx.VlqDotnet = (function() {
    function VlqDotnet(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    VlqDotnet.prototype._read = function() {
      this.groups = [];
      var i = 0;
      do {
        var _ = this._io.readU1();
        this.groups.push(_);
        i++;
      } while (!( (((_ & 128) == 0) || (i >= 5)) ));
      this.fitsInt32 = this._io.readBytes(0);
      var _ = this.fitsInt32;
      if (!( ((this.groups.length < 5) || (this.groups[4] <= 7)) )) {
        throw Object.assign(new KaitaiStream.ValidationExprError(this.fitsInt32), { ksyField: "vlq_dotnet.fits_int32" });
      }
    }
    Object.defineProperty(VlqDotnet.prototype, 'value', {
      get: function() {
        if (this._m_value !== undefined)
          return this._m_value;
        this._m_value = (((this.groups[0] & 127 | (this.groups.length > 1 ? (this.groups[1] & 127) << 7 : 0)) | (this.groups.length > 2 ? (this.groups[2] & 127) << 14 : 0)) | (this.groups.length > 3 ? (this.groups[3] & 127) << 21 : 0)) | (this.groups.length > 4 ? (this.groups[4] & 7) << 28 : 0);
        return this._m_value;
      }
    });

    /**
     * A fifth group may only hold the int32's top bits.
     */

    return VlqDotnet;
  })();

  /**
   * The .NET string "AnimX" (length 5, then ASCII).
   */

  /**
   * ANIMX_BINARY_VERSION, an int32 (the wiki's "Byte" is wrong; notes §2.1). Version 0 is not supported.
   */

  /**
   * Seconds.
   */

  /**
   * Decoded by the reader, which then parses `track_list` over the decoded bytes.
   */

  /**
   * The LZ4 container is unknown (notes §2.1); kept as bytes.
   */

  /**
   * Curve keyframes store the value before the time (the wiki's and 989onan's reading) when
   * true, the time before the value (resonite-core's reading) when false (notes §2.2).
   */

  return ResoniteAnimx;
})();

export { ResoniteAnimx };
