meta:
  id: retro_cinf
  title: Metroid Prime 1/2 skeleton (CINF, character layout info)
  application: Metroid Prime, Metroid Prime 2 Echoes (Retro Studios, GameCube)
  file-extension: cinf
  license: CC0-1.0
  ks-version: "0.11"
  endian: be
doc: |
  The skeleton ANIM files animate: each bone's id (the segment id ANIM channels name), its
  parent's id, its origin at rest in model space, and the ids of the bones it links to (its
  parent and children); then the bone ids in build order and a table of bone names. There is no
  magic number and no version: Metroid Prime 2 adds two quaternions (W, X, Y, Z) to each bone
  after its origin, so the `is_mp2` parameter decides the layout (the reader tries both and keeps
  the one that consumes the file exactly). A root's parent id is an id no bone has. Files inside
  PAK archives are padded to a multiple of 32 bytes with 0xFF. Donkey Kong Country Returns'
  CINF starts with the magic 0x9E220006 and is a different layout.
doc-ref:
  - https://wiki.axiodl.com/w/CINF_(File_Format)
  - Prime World Editor, CSkeletonLoader::LoadCINF (layout, Metroid Prime 2 quaternions)
  - metaforce, CCharLayoutInfo / CCharLayoutNode (origins are model space; a bone's offset from its parent is origin − parent origin)
params:
  - id: is_mp2
    type: bool
    doc: Read Metroid Prime 2's bones (two quaternions after the origin).
seq:
  - id: num_bones
    type: u4
    valid:
      max: "(_io.size - _io.pos) / (is_mp2 ? 56 : 24)"
  - id: bones
    type: bone
    repeat: expr
    repeat-expr: num_bones
  - id: num_build_order
    type: u4
    valid:
      max: (_io.size - _io.pos) / 4
  - id: build_order
    type: u4
    repeat: expr
    repeat-expr: num_build_order
    doc: Bone ids in the order the runtime builds the pose.
  - id: num_names
    type: u4
    valid:
      max: (_io.size - _io.pos) / 5
  - id: names
    type: bone_name
    repeat: expr
    repeat-expr: num_names
  - id: padding
    size-eos: true
    doc: Bytes after the name table (0xFF up to a 32-byte boundary inside PAK archives).
types:
  vec3:
    seq:
      - id: x
        type: f4
      - id: y
        type: f4
      - id: z
        type: f4
  quat:
    doc: A quaternion as Retro stores them, the real part first.
    seq:
      - id: w
        type: f4
      - id: x
        type: f4
      - id: y
        type: f4
      - id: z
        type: f4
  bone:
    seq:
      - id: id
        type: u4
        doc: The segment id ANIM channels and CHAR files name the bone by (below 100 in the games).
      - id: parent_id
        type: u4
        doc: The parent's id; an id no bone has for a root.
      - id: origin
        type: vec3
        doc: The bone's position at rest, in model space.
      - id: rotation
        type: quat
        if: _root.is_mp2
        doc: Metroid Prime 2 only (Prime World Editor's mRotation).
      - id: local_rotation
        type: quat
        if: _root.is_mp2
        doc: Metroid Prime 2 only (Prime World Editor's mLocalRotation).
      - id: num_linked
        type: u4
        valid:
          max: (_io.size - _io.pos) / 4
      - id: linked
        type: u4
        repeat: expr
        repeat-expr: num_linked
        doc: Ids of the bones this one links to (its parent and its children).
  bone_name:
    seq:
      - id: name
        type: strz
        encoding: ASCII
      - id: bone_id
        type: u4
