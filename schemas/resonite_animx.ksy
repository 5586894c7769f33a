meta:
  id: resonite_animx
  title: Resonite AnimX animation
  application: Resonite (FrooxEngine, Elements.Assets AnimX)
  file-extension: animx
  license: CC0-1.0
  ks-version: "0.11"
  endian: le
doc: |
  Resonite's native binary animation asset, written with .NET BinaryWriter conventions
  (little-endian; strings and counts use 7-bit encoded integers). A header gives the track count,
  the global duration, the name and the encoding; with encoding 0 (plain) the tracks follow
  directly, with 2 (LZMA) everything after the encoding byte is an LZMA stream that decodes to the
  same track list. No official specification exists; the layout follows independent
  implementations (see notes). The order of time and value inside a Curve keyframe is disputed,
  so it is a parameter of this type.
doc-ref:
  - https://wiki.resonite.com/AnimX
  - specs/notes-animj.md §2 (layout, confidence tags, the RedX reference prefix)
params:
  - id: curve_value_first
    type: bool
    doc: |
      Curve keyframes store the value before the time (the wiki's and 989onan's reading) when
      true, the time before the value (resonite-core's reading) when false (notes §2.2).
seq:
  - id: magic
    contents: [0x05, 0x41, 0x6e, 0x69, 0x6d, 0x58]
    doc: The .NET string "AnimX" (length 5, then ASCII).
  - id: version
    type: s4
    valid: 1
    doc: ANIMX_BINARY_VERSION, an int32 (the wiki's "Byte" is wrong; notes §2.1). Version 0 is not supported.
  - id: num_tracks
    type: vlq_dotnet
  - id: global_duration
    type: f4
    doc: Seconds.
  - id: name
    type: dotnet_string
  - id: encoding
    type: u1
    enum: encoding
    valid:
      any-of:
        - encoding::plain
        - encoding::lz4
        - encoding::lzma
  - id: body
    type: track_list(num_tracks.value, curve_value_first)
    if: encoding == encoding::plain
  - id: compressed
    type: lzma_body
    if: encoding == encoding::lzma
    doc: Decoded by the reader, which then parses `track_list` over the decoded bytes.
  - id: lz4_data
    size-eos: true
    if: encoding == encoding::lz4
    doc: The LZ4 container is unknown (notes §2.1); kept as bytes.
types:
  lzma_body:
    doc: |
      LZMA1: 5 property bytes (lc/lp/pb byte and a 32-bit dictionary size), two 64-bit integers
      (taken to be the decoded and encoded sizes), then a raw stream without end marker.
    seq:
      - id: properties
        size: 5
      - id: len_decoded
        type: s8
      - id: len_encoded
        type: s8
      - id: stream
        size-eos: true
  track_list:
    params:
      - id: num_tracks
        type: u4
      - id: value_first
        type: bool
    seq:
      - id: num_tracks_fits
        size: 0
        valid:
          expr: num_tracks <= (_io.size - _io.pos) / 5
        doc: Every track takes at least five bytes (two type bytes, two strings, a count).
      - id: tracks
        type: track(value_first)
        repeat: expr
        repeat-expr: num_tracks
  track:
    params:
      - id: value_first
        type: bool
    seq:
      - id: track_type
        type: u1
        enum: track_type
        valid:
          any-of:
            - track_type::raw
            - track_type::discrete
            - track_type::curve
        doc: 3 (Bezier) exists in Resonite's enum, but no codec reads or writes it.
      - id: element_type
        type: u1
        enum: element_type
        valid:
          in-enum: true
      - id: node
        type: dotnet_string
      - id: property
        type: dotnet_string
      - id: num_keyframes
        type: vlq_dotnet
      - id: num_keyframes_fits
        size: 0
        valid:
          expr: num_keyframes.value <= _io.size - _io.pos
        doc: Every keyframe takes at least one byte.
      - id: raw
        type: raw_body(num_keyframes.value, element_type)
        if: track_type == track_type::raw
      - id: discrete
        type: discrete_key(element_type)
        repeat: expr
        repeat-expr: num_keyframes.value
        if: track_type == track_type::discrete
      - id: curve
        type: curve_body(num_keyframes.value, element_type, value_first)
        if: track_type == track_type::curve
  raw_body:
    params:
      - id: num_keyframes
        type: u4
      - id: element_type
        type: u1
        enum: element_type
    seq:
      - id: interval
        type: f4
        doc: Seconds between samples.
      - id: values
        type: value(element_type)
        repeat: expr
        repeat-expr: num_keyframes
  discrete_key:
    doc: Time, then value ([RedX] and [Go] in production; notes §2.2).
    params:
      - id: element_type
        type: u1
        enum: element_type
    seq:
      - id: time
        type: f4
      - id: value
        type: value(element_type)
  curve_body:
    params:
      - id: num_keyframes
        type: u4
      - id: element_type
        type: u1
        enum: element_type
      - id: value_first
        type: bool
    seq:
      - id: flags
        type: u1
        doc: bit 0 one interpolation byte per key (else one shared byte); bit 1 tangents follow.
      - id: interpolations
        type: u1
        enum: interpolation
        repeat: expr
        repeat-expr: "(flags & 1) != 0 ? num_keyframes : 1"
      - id: keyframes
        type: curve_key(element_type, value_first)
        repeat: expr
        repeat-expr: num_keyframes
      - id: tangents
        type: tangent_pair(element_type)
        repeat: expr
        repeat-expr: num_keyframes
        if: (flags & 2) != 0
  curve_key:
    params:
      - id: element_type
        type: u1
        enum: element_type
      - id: value_first
        type: bool
    seq:
      - id: time_before
        type: f4
        if: not value_first
      - id: value
        type: value(element_type)
      - id: time_after
        type: f4
        if: value_first
    instances:
      time:
        value: "value_first ? time_after : time_before"
  tangent_pair:
    doc: Left then right tangent ([RC][Py]; a fork reads right first, notes §2.2).
    params:
      - id: element_type
        type: u1
        enum: element_type
    seq:
      - id: left
        type: value(element_type)
      - id: right
        type: value(element_type)
  value:
    doc: One value of the track's element type (notes §2.3). Matrices are row-major.
    params:
      - id: element_type
        type: u1
        enum: element_type
    seq:
      - id: data
        type:
          switch-on: element_type
          cases:
            element_type::bool: u1
            element_type::bool2: u1
            element_type::bool3: u1
            element_type::bool4: u1
            element_type::byte: u1
            element_type::ushort: u2
            element_type::uint: u4
            element_type::ulong: u8
            element_type::sbyte: s1
            element_type::short: s2
            element_type::int: s4
            element_type::long: s8
            element_type::int2: comps_s4(2)
            element_type::int3: comps_s4(3)
            element_type::int4: comps_s4(4)
            element_type::uint2: comps_u4(2)
            element_type::uint3: comps_u4(3)
            element_type::uint4: comps_u4(4)
            element_type::long2: comps_s8(2)
            element_type::long3: comps_s8(3)
            element_type::long4: comps_s8(4)
            element_type::float: f4
            element_type::float2: comps_f4(2)
            element_type::float3: comps_f4(3)
            element_type::float4: comps_f4(4)
            element_type::float_q: comps_f4(4)
            element_type::float2x2: comps_f4(4)
            element_type::float3x3: comps_f4(9)
            element_type::float4x4: comps_f4(16)
            element_type::double: f8
            element_type::double2: comps_f8(2)
            element_type::double3: comps_f8(3)
            element_type::double4: comps_f8(4)
            element_type::double_q: comps_f8(4)
            element_type::double2x2: comps_f8(4)
            element_type::double3x3: comps_f8(9)
            element_type::double4x4: comps_f8(16)
            element_type::color: comps_f4(4)
            element_type::color32: comps_u1(4)
            element_type::string: nullable_string
        doc: bool2..bool4 are one byte with x = bit 0, y = bit 1, z = bit 2, w = bit 3.
  comps_u1:
    params:
      - id: num
        type: u1
    seq:
      - id: items
        type: u1
        repeat: expr
        repeat-expr: num
  comps_s4:
    params:
      - id: num
        type: u1
    seq:
      - id: items
        type: s4
        repeat: expr
        repeat-expr: num
  comps_u4:
    params:
      - id: num
        type: u1
    seq:
      - id: items
        type: u4
        repeat: expr
        repeat-expr: num
  comps_s8:
    params:
      - id: num
        type: u1
    seq:
      - id: items
        type: s8
        repeat: expr
        repeat-expr: num
  comps_f4:
    params:
      - id: num
        type: u1
    seq:
      - id: items
        type: f4
        repeat: expr
        repeat-expr: num
  comps_f8:
    params:
      - id: num
        type: u1
    seq:
      - id: items
        type: f8
        repeat: expr
        repeat-expr: num
  nullable_string:
    doc: A has-value byte (1 present, 0 null), then the string when present.
    seq:
      - id: has_value
        type: u1
      - id: value
        type: dotnet_string
        if: has_value != 0
  vlq_dotnet:
    doc: .NET Write7BitEncodedInt, at most 5 groups of 7 bits, least significant first.
    seq:
      - id: groups
        type: u1
        repeat: until
        repeat-until: (_ & 0x80) == 0 or _index >= 5
      - id: fits_int32
        size: 0
        valid:
          expr: groups.size < 5 or groups[4] <= 7
        doc: A fifth group may only hold the int32's top bits.
    instances:
      value:
        value: >-
          (groups[0] & 0x7f)
          | (groups.size > 1 ? (groups[1] & 0x7f) << 7 : 0)
          | (groups.size > 2 ? (groups[2] & 0x7f) << 14 : 0)
          | (groups.size > 3 ? (groups[3] & 0x7f) << 21 : 0)
          | (groups.size > 4 ? (groups[4] & 0x07) << 28 : 0)
  dotnet_string:
    doc: .NET BinaryWriter string, a 7-bit encoded byte length then UTF-8 bytes.
    seq:
      - id: len
        type: vlq_dotnet
      - id: value
        size: len.value
        type: str
        encoding: UTF-8
enums:
  encoding:
    0: plain
    1: lz4
    2: lzma
  track_type:
    0: raw
    1: discrete
    2: curve
    3: bezier
  interpolation:
    0: hold
    1: linear
    2: tangent
    3: cubic_bezier
  element_type:
    0: bool
    1: bool2
    2: bool3
    3: bool4
    4: byte
    5: ushort
    6: uint
    7: ulong
    8: sbyte
    9: short
    10: int
    11: long
    12: int2
    13: int3
    14: int4
    15: uint2
    16: uint3
    17: uint4
    18: long2
    19: long3
    20: long4
    21: float
    22: float2
    23: float3
    24: float4
    25: float_q
    26: float2x2
    27: float3x3
    28: float4x4
    29: double
    30: double2
    31: double3
    32: double4
    33: double_q
    34: double2x2
    35: double3x3
    36: double4x4
    37: color
    38: color32
    39: string
