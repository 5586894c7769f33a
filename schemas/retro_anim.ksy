meta:
  id: retro_anim
  title: Metroid Prime 1/2 ANIM (skeletal animation)
  application: Metroid Prime, Metroid Prime 2 Echoes (Retro Studios, GameCube)
  file-extension: anim
  license: CC0-1.0
  ks-version: "0.11"
  endian: be
doc: |
  Skeletal animation of the first two Metroid Prime games. The first u4 is the version: 0 stores
  every frame of every bone channel as floats ("quaternion array"); 2 stores delta-encoded,
  quantised keys in an LSB-first bitstream, with a bitmap of keyed frames ("rotation vector
  bitstream"). Metroid Prime 2 changed both layouts: version 2 has two 0x01 bytes where Metroid
  Prime has the EVNT id, a scale multiplier, 1-byte bone ids, optional rotation, translation and
  scale blocks, no repeated channel count and fields that are not 4-byte aligned; version 0 adds
  rotation and scale slot tables and scale keys and drops the EVNT id. Version 0 does not say
  which game wrote it: the `game` parameter decides (the reader tries both layouts). The
  bitstream stays raw bytes here and is decoded by hand-written code. Files inside PAKs are
  padded to 32 bytes with 0xFF.
doc-ref:
  - specs/retro-anim-mp1-mp2.txt
  - specs/notes-retro.md §1-3 (layouts, key bitmap, bitstream, accumulation, sampling)
params:
  - id: game
    type: u1
    doc: 0 = detect (version 2 only; version 0 then reads as Metroid Prime), 1 = MP1, 2 = MP2.
seq:
  - id: version
    type: u4
    valid:
      any-of: [0, 2]
    doc: 0 = uncompressed quaternion arrays, 2 = bitstream-compressed.
  - id: body
    type:
      switch-on: version
      cases:
        0: anim_v0(is_mp2)
        2: anim_v2(is_mp2)
instances:
  mp2_tag:
    pos: 8
    type: u2
    if: version == 2 and game == 0
    doc: Metroid Prime 2 version 2 files hold two 0x01 bytes here (notes-retro.md §3.2).
  is_mp2:
    value: "game == 2 ? true : (game == 1 ? false : (version == 2 ? mp2_tag == 0x0101 : false))"
types:
  char_anim_time:
    doc: Seconds and a differential state (0 non-zero, 1-3 zero increasing/steady/decreasing, 4 infinity).
    seq:
      - id: seconds
        type: f4
      - id: state
        type: u4
  slot_table:
    doc: Per bone channel, the slot of its keys in the compacted key array, or 0xFF for none.
    seq:
      - id: num_slots
        type: u4
        valid:
          max: _io.size - _io.pos
      - id: slots
        size: num_slots
  anim_v0:
    doc: Version 0; every channel has a key on every frame (notes-retro.md §2.1).
    params:
      - id: is_mp2
        type: bool
    seq:
      - id: duration
        type: char_anim_time
      - id: interval
        type: char_anim_time
        doc: Seconds per frame.
      - id: num_frames
        type: u4
      - id: root_bone_id
        type: u4
      - id: bone_channels
        type: slot_table
        doc: Indexed by bone id (always 100 entries in game files); value = channel index or 0xFF.
      - id: rotation_slots
        type: slot_table
        if: is_mp2
        doc: MP2 only; in MP1 channel c uses rotation slot c.
      - id: translation_slots
        type: slot_table
      - id: scale_slots
        type: slot_table
        if: is_mp2
      - id: num_scale_keys
        type: u4
        if: is_mp2
        valid:
          max: (_io.size - _io.pos) / 12
      - id: scale_keys
        size: num_scale_keys * 12
        if: is_mp2
        doc: (f4 x, f4 y, f4 z) per key, channel-major.
      - id: num_rotation_keys
        type: u4
        valid:
          max: (_io.size - _io.pos) / 16
      - id: rotation_keys
        size: num_rotation_keys * 16
        doc: (f4 w, f4 x, f4 y, f4 z) per key, channel-major (slot 0 frames 0..n-1, then slot 1).
      - id: num_translation_keys
        type: u4
        valid:
          max: (_io.size - _io.pos) / 12
      - id: translation_keys
        size: num_translation_keys * 12
        doc: (f4 x, f4 y, f4 z) per key, channel-major.
      - id: evnt_id
        type: u4
        if: not is_mp2
        doc: MP1 only; 0xFFFFFFFF when the animation triggers no events.
  anim_v2:
    doc: Version 2 (notes-retro.md §3.1, §3.2).
    params:
      - id: is_mp2
        type: bool
    seq:
      - id: scratch_size
        type: u4
        doc: Bytes the runtime allocates; written as the length from this field to the end of the bitstream.
      - id: evnt_id
        type: u4
        if: not is_mp2
        doc: MP1 only; 0 = no events.
      - id: unk0
        type: u4
        if: not is_mp2
        doc: MP1 only; always 1.
      - id: mp2_unk_a
        type: u1
        if: is_mp2
        doc: MP2 only; always 1.
      - id: mp2_unk_b
        type: u1
        if: is_mp2
        doc: MP2 only; always 1.
      - id: duration
        type: f4
      - id: interval
        type: f4
      - id: root_bone_id
        type: u4
      - id: looping
        type: u4
      - id: rotation_divisor
        type: u4
        doc: The accumulated rotation value that stands for pi/2.
      - id: translation_multiplier
        type: f4
      - id: scale_multiplier
        type: f4
        if: is_mp2
      - id: num_bone_channels
        type: u4
      - id: unk3
        type: u4
      - id: num_bitmap_bits
        type: u4
        valid:
          max: (_io.size - _io.pos) * 8
        doc: Number of frames; bit i (LSB-first within big-endian words) set = frame i is keyed.
      - id: bitmap_words
        type: u4
        repeat: expr
        repeat-expr: (num_bitmap_bits + 31) / 32
      - id: num_bone_channels_repeat
        type: u4
        if: not is_mp2
        doc: MP1 only; the channel count again, skipped by the runtime.
      - id: num_channels
        type: u4
        valid:
          max: 100
        doc: Segment ids are below 100, so no animation has more than 100 channels.
      - id: channels
        type: channel(is_mp2)
        repeat: expr
        repeat-expr: num_channels
      - id: bitstream
        size-eos: true
        doc: Big-endian u4 words read LSB-first, then any 0xFF padding; decoded by hand-written code.
  channel:
    doc: A bone channel descriptor (17-26 bytes in MP1, 7-34 in MP2).
    params:
      - id: is_mp2
        type: bool
    seq:
      - id: bone_id
        type:
          switch-on: is_mp2
          cases:
            true: u1
            false: u4
      - id: rotation
        type: attribute
      - id: translation
        type: attribute
      - id: scale
        type: attribute
        if: is_mp2
  attribute:
    doc: Key count (bitstream records, initial key excluded), then X, Y, Z only when it is not 0.
    seq:
      - id: num_keys
        type: u2
      - id: components
        type: component
        repeat: expr
        repeat-expr: 3
        if: num_keys != 0
  component:
    seq:
      - id: initial
        type: s2
        doc: The accumulator's value at frame 0.
      - id: bits
        type: u1
        valid:
          max: 32
        doc: Width of this component's two's complement delta; 0 = always 0, no bits.
