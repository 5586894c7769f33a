meta:
  id: retro_char_mp3
  title: Metroid Prime 3 character (CHAR, version 5)
  application: "Metroid Prime 3: Corruption (Retro Studios)"
  file-extension: char
  license: CC0-1.0
  ks-version: "0.11"
  endian: be
doc: |
  One animated character of Metroid Prime 3: its model, skin and skeleton, the SAND file holding
  its animation data, the PAS4 state database, the particle assets its events use, its animation
  event sets, named meta-animation trees, per-animation bounding boxes, collision primitive sets
  and sound resources. Asset ids are 64-bit. Strings are null-terminated and read one character
  per byte, so that every name survives a read and a write unchanged. Files stored in PAK
  archives are padded to a multiple of 32 bytes with 0xFF.
doc-ref:
  - https://wiki.axiodl.com/w/CHAR_(Metroid_Prime_3)
  - specs/notes-retro.md §4 (layout of every sub-structure and the sources to trust)
seq:
  - id: version
    type: u1
    valid: 5
    doc: 5 in Metroid Prime 3. 0x59 marks Donkey Kong Country Returns, a different layout.
  - id: character_id
    type: u1
    doc: Unique among the characters that share one SAND file.
  - id: name
    type: strz
    encoding: ASCII
  - id: model_id
    type: u8
    doc: CMDL asset id.
  - id: skin_id
    type: u8
    doc: CSKR asset id.
  - id: num_overlays
    type: u4
    valid:
      max: (_io.size - _io.pos) / 20
  - id: overlays
    type: overlay
    repeat: expr
    repeat-expr: num_overlays
  - id: skeleton_id
    type: u8
    doc: CINF asset id.
  - id: sand_id
    type: u8
    doc: SAND asset id (animation data shared between characters).
  - id: pas_database
    type: pas_database
  - id: particles
    type: particle_resources
  - id: num_event_sets
    type: u4
    valid:
      max: (_io.size - _io.pos) / 13
  - id: event_sets
    type: event_set
    repeat: expr
    repeat-expr: num_event_sets
  - id: num_animations
    type: u4
    valid:
      max: (_io.size - _io.pos) / 9
  - id: animations
    type: animation
    repeat: expr
    repeat-expr: num_animations
  - id: num_animation_bounds
    type: u4
    valid:
      max: (_io.size - _io.pos) / 32
  - id: animation_bounds
    type: animation_bounds
    repeat: expr
    repeat-expr: num_animation_bounds
  - id: unknown
    type: u1
    doc: A flag of unknown use.
  - id: len_additive_flags
    type: u4
    valid:
      max: _io.size - _io.pos
  - id: additive_flags
    size: len_additive_flags
    doc: One byte per animation (HECL calls the array additiveMap); meaning otherwise unknown.
  - id: num_collision_sets
    type: u4
    valid:
      max: (_io.size - _io.pos) / 5
  - id: collision_sets
    type: collision_set
    repeat: expr
    repeat-expr: num_collision_sets
  - id: num_sound_resources
    type: u4
    valid:
      max: (_io.size - _io.pos) / 8
  - id: sound_resources
    type: u8
    repeat: expr
    repeat-expr: num_sound_resources
    doc: CAUD asset ids.
  - id: padding
    size-eos: true
    doc: Bytes after the last field (0xFF up to a 32-byte boundary inside PAK archives).
types:
  overlay:
    seq:
      - id: kind
        type: str
        size: 4
        encoding: ASCII
        doc: FourCC; FRZN (frozen), HYPR (hypermode), ACID (acid rain), XRAY (X-ray visor).
      - id: model_id
        type: u8
        doc: CMDL asset id.
      - id: skin_id
        type: u8
        doc: CSKR asset id.
  pas_database:
    doc: Animation-state parameters the state machine uses to pick animations.
    seq:
      - id: magic
        contents: PAS4
      - id: num_states
        type: u4
        valid:
          max: (_io.size - _io.pos) / 12
      - id: default_state
        type: u4
      - id: states
        type: pas_state
        repeat: expr
        repeat-expr: num_states
  pas_state:
    seq:
      - id: state_type
        type: u4
      - id: num_parm_infos
        type: u4
        valid:
          max: (_io.size - _io.pos) / 14
      - id: num_anim_infos
        type: u4
        valid:
          max: (_io.size - _io.pos) / 4
      - id: parm_infos
        type: pas_parm_info
        repeat: expr
        repeat-expr: num_parm_infos
      - id: anim_infos
        type: pas_anim_info
        repeat: expr
        repeat-expr: num_anim_infos
  pas_parm_info:
    seq:
      - id: parm_type
        type: u4
        enum: pas_parm_type
        valid:
          in-enum: true
      - id: weight_function
        type: u4
        doc: 0 exact match, 1 percent error, 2 angular percent, 3 no weight.
      - id: weight
        type: f4
      - id: min_value
        type: pas_value(parm_type)
      - id: max_value
        type: pas_value(parm_type)
  pas_anim_info:
    seq:
      - id: anim_id
        type: u4
      - id: values
        type: pas_value(_parent.parm_infos[_index].parm_type)
        repeat: expr
        repeat-expr: _parent.num_parm_infos
        doc: One value per parameter of the state, typed as the parameter.
  pas_value:
    doc: Four bytes, or one byte for a Bool parameter.
    params:
      - id: parm_type
        type: u4
        enum: pas_parm_type
    seq:
      - id: value
        type:
          switch-on: parm_type
          cases:
            pas_parm_type::int32: s4
            pas_parm_type::uint32: u4
            pas_parm_type::real: f4
            pas_parm_type::bool: u1
            pas_parm_type::enum: u4
  particle_resources:
    doc: Particle assets the character's events use, by kind.
    seq:
      - id: num_generic
        type: u4
        valid:
          max: (_io.size - _io.pos) / 8
      - id: generic
        type: u8
        repeat: expr
        repeat-expr: num_generic
        doc: PART asset ids.
      - id: num_swoosh
        type: u4
        valid:
          max: (_io.size - _io.pos) / 8
      - id: swoosh
        type: u8
        repeat: expr
        repeat-expr: num_swoosh
        doc: SWHC asset ids.
      - id: num_electric
        type: u4
        valid:
          max: (_io.size - _io.pos) / 8
      - id: electric
        type: u8
        repeat: expr
        repeat-expr: num_electric
        doc: ELSC asset ids.
      - id: num_spawn
        type: u4
        valid:
          max: (_io.size - _io.pos) / 8
      - id: spawn
        type: u8
        repeat: expr
        repeat-expr: num_spawn
        doc: SPSC asset ids.
      - id: reserved1
        type: u4
        valid: 0
      - id: reserved2
        type: u4
        valid: 0
  event_set:
    seq:
      - id: id
        type: u4
        doc: Probably the animation this set belongs to.
      - id: name
        type: strz
        encoding: ASCII
      - id: num_effect_events
        type: u4
        valid:
          max: (_io.size - _io.pos) / 75
      - id: effect_events
        type: effect_event
        repeat: expr
        repeat-expr: num_effect_events
      - id: num_sound_events
        type: u4
        valid:
          max: (_io.size - _io.pos) / 79
      - id: sound_events
        type: sound_event
        repeat: expr
        repeat-expr: num_sound_events
  event_base:
    doc: The Metroid Prime 3 event (POI node) base, 54 bytes or more.
    seq:
      - id: unknown1
        type: u2
      - id: name
        type: strz
        encoding: ASCII
      - id: event_type
        type: u2
      - id: time
        type: char_anim_time
      - id: index
        type: u4
      - id: unknown2
        type: u4
      - id: unique
        type: u1
      - id: weight
        type: f4
      - id: character_index
        type: s4
        doc: -1 for every character.
      - id: flags
        type: u4
      - id: unknown3
        type: u4
      - id: unknown4
        type: u4
      - id: unknown5
        type: u4
      - id: unknown6
        type: f4
      - id: unknown7
        type: f4
  effect_event:
    seq:
      - id: name
        type: strz
        encoding: ASCII
        doc: The same name as the event's own.
      - id: base
        type: event_base
      - id: particle_kind
        type: str
        size: 4
        encoding: ASCII
        doc: FourCC of the particle asset (PART, SWHC, ELSC, SPSC).
      - id: particle_id
        type: u8
      - id: scale
        type: f4
      - id: parent_mode
        type: u4
  sound_event:
    seq:
      - id: name
        type: strz
        encoding: ASCII
        doc: The same name as the event's own.
      - id: base
        type: event_base
      - id: sound_id
        type: u8
        doc: CAUD asset id.
      - id: unknown1
        type: u4
      - id: unknown2
        type: u4
      - id: tails
        type: sound_tail
        repeat: expr
        repeat-expr: 2
  sound_tail:
    doc: |
      Type 0 holds nothing, type 1 one u4, type 2 a Maya spline (RDS evnt.py). Other types are
      refused: their size is unknown.
    seq:
      - id: tail_type
        type: u4
        valid:
          max: 2
      - id: value
        type: u4
        if: tail_type == 1
      - id: spline
        type: maya_spline
        if: tail_type == 2
  maya_spline:
    seq:
      - id: pre_infinity
        type: u1
      - id: post_infinity
        type: u1
      - id: num_knots
        type: u4
        valid:
          max: (_io.size - _io.pos) / 10
      - id: knots
        type: maya_knot
        repeat: expr
        repeat-expr: num_knots
      - id: clamp_mode
        type: u1
      - id: min_amplitude
        type: f4
      - id: max_amplitude
        type: f4
  maya_knot:
    seq:
      - id: time
        type: f4
      - id: amplitude
        type: f4
      - id: in_tangent_type
        type: u1
      - id: out_tangent_type
        type: u1
      - id: in_tangent
        type: vec2
        if: in_tangent_type == 5
        doc: Cached tangent, present for tangent type 5 only.
      - id: out_tangent
        type: vec2
        if: out_tangent_type == 5
  vec2:
    seq:
      - id: x
        type: f4
      - id: y
        type: f4
  char_anim_time:
    seq:
      - id: seconds
        type: f4
      - id: state
        type: u4
        doc: 0 non-zero, 1 zero increasing, 2 zero steady, 3 zero decreasing, 4 infinity.
  animation:
    seq:
      - id: name
        type: strz
        encoding: ASCII
      - id: meta
        type: meta_anim(0)
  meta_anim:
    doc: |
      A meta-animation tree node. Blend, PhaseBlend, Random and Sequence nest further nodes; the
      nesting is refused beyond 64 levels so that a hostile file cannot exhaust the stack.
    params:
      - id: depth
        type: s4
        doc: Nesting level, 0 for an animation's root node.
    seq:
      - id: depth_guard
        size: 0
        valid:
          expr: depth < 64
        doc: Reads nothing; fails when the tree is nested too deeply.
      - id: kind
        type: u4
        enum: meta_anim_kind
        valid:
          in-enum: true
      - id: body
        type:
          switch-on: kind
          cases:
            meta_anim_kind::play: meta_anim_play
            meta_anim_kind::blend: meta_anim_blend(depth)
            meta_anim_kind::phase_blend: meta_anim_blend(depth)
            meta_anim_kind::random: meta_anim_random(depth)
            meta_anim_kind::sequence: meta_anim_sequence(depth)
  meta_anim_play:
    seq:
      - id: anim_id
        type: u8
        doc: ANIM asset id.
      - id: primitive_index
        type: u4
      - id: name
        type: strz
        encoding: ASCII
      - id: time
        type: char_anim_time
  meta_anim_blend:
    params:
      - id: depth
        type: s4
    seq:
      - id: anim_a
        type: meta_anim(depth + 1)
      - id: anim_b
        type: meta_anim(depth + 1)
      - id: blend_weight
        type: f4
      - id: unknown
        type: u1
  meta_anim_random:
    params:
      - id: depth
        type: s4
    seq:
      - id: num_choices
        type: u4
        valid:
          max: (_io.size - _io.pos) / 12
      - id: choices
        type: meta_anim_random_choice(depth)
        repeat: expr
        repeat-expr: num_choices
  meta_anim_random_choice:
    params:
      - id: depth
        type: s4
    seq:
      - id: anim
        type: meta_anim(depth + 1)
      - id: probability
        type: u4
  meta_anim_sequence:
    params:
      - id: depth
        type: s4
    seq:
      - id: num_items
        type: u4
        valid:
          max: (_io.size - _io.pos) / 8
      - id: items
        type: meta_anim(depth + 1)
        repeat: expr
        repeat-expr: num_items
  animation_bounds:
    seq:
      - id: anim_id
        type: u8
        doc: ANIM asset id.
      - id: min
        type: vec3
      - id: max
        type: vec3
  vec3:
    seq:
      - id: x
        type: f4
      - id: y
        type: f4
      - id: z
        type: f4
  collision_set:
    seq:
      - id: name
        type: strz
        encoding: ASCII
      - id: num_primitives
        type: u4
        valid:
          max: (_io.size - _io.pos) / 57
      - id: primitives
        type: collision_primitive
        repeat: expr
        repeat-expr: num_primitives
  collision_primitive:
    doc: Five integers and eight floats of unknown meaning (0x34 bytes), a name, a float.
    seq:
      - id: ints
        type: u4
        repeat: expr
        repeat-expr: 5
      - id: floats
        type: f4
        repeat: expr
        repeat-expr: 8
      - id: name
        type: strz
        encoding: ASCII
        doc: HECL calls it the bone name.
      - id: end_value
        type: f4
enums:
  pas_parm_type:
    0: int32
    1: uint32
    2: real
    3: bool
    4: enum
  meta_anim_kind:
    0: play
    1: blend
    2: phase_blend
    3: random
    4: sequence
