meta:
  id: mrtk_input_animation
  title: MRTK v2 input animation
  application: Mixed Reality Toolkit for Unity (v2), InputRecordingService
  file-extension: bin
  license: CC0-1.0
  ks-version: "0.11"
  endian: le
doc: |
  Head, hand-joint and eye-gaze input recorded by the Mixed Reality Toolkit v2 and played back by
  its InputPlaybackService. Written by .NET BinaryWriter (little-endian). Version 1.0 stores full
  Unity keyframes (time, value, tangents, weights, weighted mode); version 1.1 adds presence flags
  and eye gaze, and stores pose and ray curves as (time, value) pairs only. Both end with a marker
  list, which the published format description omits.
doc-ref:
  - https://learn.microsoft.com/windows/mixed-reality/mrtk-unity/mrtk2/features/input-simulation/input-animation-file-format
  - specs/notes-mrtk.md §1 (the real writer's layout, which differs from the published description)
seq:
  - id: magic
    -orig-id: Magic Number
    contents: [0xc6, 0x42, 0x9e, 0x0f, 0x6e, 0xaf, 0x8f, 0x6a]
    doc: Int64 0x6a8faf6e0f9e42c6, little-endian.
  - id: version_major
    type: s4
    valid: 1
  - id: version_minor
    type: s4
    valid:
      any-of: [0, 1]
    doc: The reader refuses versions newer than 1.1.
  - id: flags
    type: presence_flags
    if: is_v1_1
  - id: camera
    type: pose_curves(is_v1_1)
    if: has_camera_pose
  - id: hands
    type: hand_data(is_v1_1)
    if: has_hand_data
  - id: eye_gaze
    type: ray_curves
    if: has_eye_gaze
  - id: markers
    type: marker_list
    if: not _io.eof
    doc: Absent only in files from writers that predate markers.
instances:
  is_v1_1:
    value: version_minor >= 1
    doc: Version 1.1 layout (presence flags, simple keys, eye gaze).
  has_camera_pose:
    value: "is_v1_1 ? flags.has_camera_pose != 0 : true"
  has_hand_data:
    value: "is_v1_1 ? flags.has_hand_data != 0 : true"
  has_eye_gaze:
    value: "is_v1_1 ? flags.has_eye_gaze != 0 : false"
types:
  presence_flags:
    doc: Version 1.1 only. .NET Boolean bytes; any non-zero byte reads as true.
    seq:
      - id: has_camera_pose
        type: u1
      - id: has_hand_data
        type: u1
      - id: has_eye_gaze
        type: u1
  hand_data:
    params:
      - id: simple
        type: bool
    seq:
      - id: tracked_left
        type: bool_curve
      - id: tracked_right
        type: bool_curve
      - id: pinching_left
        type: bool_curve
      - id: pinching_right
        type: bool_curve
      - id: joints_left
        type: pose_curves(simple)
        repeat: expr
        repeat-expr: 27
        doc: One pose curve set per MRTK v2 TrackedHandJoint, in enum order (None first).
      - id: joints_right
        type: pose_curves(simple)
        repeat: expr
        repeat-expr: 27
  pose_curves:
    doc: Position X, Y, Z then rotation quaternion X, Y, Z, W.
    params:
      - id: simple
        type: bool
    seq:
      - id: position_x
        type: float_curve(simple)
      - id: position_y
        type: float_curve(simple)
      - id: position_z
        type: float_curve(simple)
      - id: rotation_x
        type: float_curve(simple)
      - id: rotation_y
        type: float_curve(simple)
      - id: rotation_z
        type: float_curve(simple)
      - id: rotation_w
        type: float_curve(simple)
  ray_curves:
    doc: Eye-gaze ray, version 1.1 only; always simple keys.
    seq:
      - id: origin_x
        type: float_curve(true)
      - id: origin_y
        type: float_curve(true)
      - id: origin_z
        type: float_curve(true)
      - id: direction_x
        type: float_curve(true)
      - id: direction_y
        type: float_curve(true)
      - id: direction_z
        type: float_curve(true)
  float_curve:
    doc: |
      A Unity AnimationCurve. Full keys (28 bytes) in version 1.0; (time, value) pairs (8 bytes)
      for pose and ray curves in version 1.1.
    params:
      - id: simple
        type: bool
    seq:
      - id: pre_wrap
        type: s4
        enum: wrap_mode
      - id: post_wrap
        type: s4
        enum: wrap_mode
      - id: num_keys
        type: s4
        valid:
          min: 0
          max: "(_io.size - _io.pos) / (simple ? 8 : 28)"
      - id: keys
        size: "num_keys * (simple ? 8 : 28)"
        type: key_block(simple, num_keys)
  bool_curve:
    doc: A step curve; each key's value (0.0 or 1.0, stored as a float) holds until the next key.
    seq:
      - id: pre_wrap
        type: s4
        enum: wrap_mode
      - id: post_wrap
        type: s4
        enum: wrap_mode
      - id: num_keys
        type: s4
        valid:
          min: 0
          max: (_io.size - _io.pos) / 8
      - id: keys
        size: num_keys * 8
        type: key_block(true, num_keys)
  key_block:
    doc: |
      The keys of one curve. Nothing is parsed until `items` is read, so a reader may decode the
      block's bytes in bulk instead.
    params:
      - id: simple
        type: bool
      - id: num_keys
        type: s4
    instances:
      items:
        pos: 0
        type:
          switch-on: simple
          cases:
            true: simple_key
            false: full_key
        repeat: expr
        repeat-expr: num_keys
  full_key:
    seq:
      - id: time
        type: f4
      - id: value
        type: f4
      - id: in_tangent
        type: f4
      - id: out_tangent
        type: f4
      - id: in_weight
        type: f4
      - id: out_weight
        type: f4
      - id: weighted_mode
        type: s4
        enum: weighted_mode
  simple_key:
    seq:
      - id: time
        type: f4
      - id: value
        type: f4
  marker_list:
    seq:
      - id: num_markers
        type: s4
        valid:
          min: 0
          max: (_io.size - _io.pos) / 5
      - id: markers
        type: marker
        repeat: expr
        repeat-expr: num_markers
  marker:
    seq:
      - id: time
        type: f4
      - id: name
        type: dotnet_string
  dotnet_string:
    doc: .NET BinaryWriter string, a 7-bit encoded byte length then UTF-8 bytes.
    seq:
      - id: len_groups
        doc: At most 5 groups (KSC 0.11 tests `_index` after counting the group just read).
        type: u1
        repeat: until
        repeat-until: (_ & 0x80) == 0 or _index >= 5
      - id: len_fits_int32
        size: 0
        valid:
          expr: len_groups.size < 5 or len_groups[4] <= 7
        doc: |
          .NET's Read7BitEncodedInt refuses a fifth byte with more than the int32's top bits
          ("Too many bytes in what should have been a 7-bit encoded Int32").
      - id: value
        size: len_value
        type: str
        encoding: UTF-8
    instances:
      len_value:
        value: >-
          (len_groups[0] & 0x7f)
          | (len_groups.size > 1 ? (len_groups[1] & 0x7f) << 7 : 0)
          | (len_groups.size > 2 ? (len_groups[2] & 0x7f) << 14 : 0)
          | (len_groups.size > 3 ? (len_groups[3] & 0x7f) << 21 : 0)
          | (len_groups.size > 4 ? (len_groups[4] & 0x07) << 28 : 0)
enums:
  wrap_mode:
    0: default
    1: once
    2: loop
    4: ping_pong
    8: clamp_forever
  weighted_mode:
    0: none
    1: in
    2: out
    3: both
