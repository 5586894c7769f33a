// @ts-self-types="./animj_validate.d.ts"
// Generated from schemas/animj.schema.json by `deno task codegen`. Do not edit.
// deno-lint-ignore-file
// deno-fmt-ignore-file
"use strict";
export const validateAnimJ = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://animkit.dev/schemas/animj.schema.json","title":"Resonite AnimJ animation","description":"An AnimJ file (.animj): a plain JSON description of a Resonite Animation asset that Resonite imports and converts to its binary AnimX format. The file holds an optional name and duration and a list of tracks; each track has a type, a value type and keyframes. Keys are case-sensitive. Keys not described here are reported as errors, because Resonite gives them no meaning and they are usually misspellings (such as `track` for `tracks`) that would silently drop data. Inside each track the keys must come in the order trackType, valueType, data, which this schema cannot check.","type":"object","properties":{"name":{"description":"The internal name of the whole animation. Optional.","type":"string"},"globalDuration":{"description":"How long the whole animation plays, in seconds, even if the keyframes end earlier. Optional. 0 is accepted (the wiki examples use it), but writing the time of the last keyframe or more is safest. Raw tracks with an `interval` ignore it.","type":"number","minimum":0,"maximum":3.4028234663852886e+38},"tracks":{"description":"The animation tracks. Optional, but an animation without tracks does nothing. Tracks of different types can be mixed.","type":"array","items":{"$ref":"#/$defs/track"}}},"additionalProperties":false,"$defs":{"bool":{"description":"A `bool` value: JSON `true` or `false` (not the words True/False, and not 0/1).","type":"boolean"},"byte":{"description":"A `byte` value: an unsigned 8-bit integer, written as a whole JSON number from 0 to 255. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference.","type":"integer","minimum":0,"maximum":255},"ushort":{"description":"A `ushort` value: an unsigned 16-bit integer, written as a whole JSON number from 0 to 65535. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference.","type":"integer","minimum":0,"maximum":65535},"uint":{"description":"A `uint` value: an unsigned 32-bit integer, written as a whole JSON number from 0 to 4294967295. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference.","type":"integer","minimum":0,"maximum":4294967295},"ulong":{"description":"A `ulong` value: an unsigned 64-bit integer, written as a whole JSON number from 0 to 18446744073709551615. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference. Resonite reads 64-bit integers exactly, but JSON tools that keep numbers as 64-bit floats (JavaScript, for example) round integers above 9007199254740992 (2^53), so such tools may change large values and cannot check values right at the limits exactly.","type":"integer","minimum":0,"maximum":18446744073709552000},"sbyte":{"description":"An `sbyte` value: a signed 8-bit integer, written as a whole JSON number from -128 to 127. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference.","type":"integer","minimum":-128,"maximum":127},"short":{"description":"A `short` value: a signed 16-bit integer, written as a whole JSON number from -32768 to 32767. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference.","type":"integer","minimum":-32768,"maximum":32767},"int":{"description":"An `int` value: a signed 32-bit integer, written as a whole JSON number from -2147483648 to 2147483647. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference.","type":"integer","minimum":-2147483648,"maximum":2147483647},"long":{"description":"A `long` value: a signed 64-bit integer, written as a whole JSON number from -9223372036854775808 to 9223372036854775807. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference. Resonite reads 64-bit integers exactly, but JSON tools that keep numbers as 64-bit floats (JavaScript, for example) round integers above 9007199254740992 (2^53), so such tools may change large values and cannot check values right at the limits exactly.","type":"integer","minimum":-9223372036854776000,"maximum":9223372036854776000},"float":{"description":"A `float` value: a JSON number that fits in a 32-bit float (magnitude at most about 3.4e38). Resonite stores it with about 7 significant digits, so extra digits are rounded.","type":"number","minimum":-3.4028234663852886e+38,"maximum":3.4028234663852886e+38},"double":{"description":"A `double` value: any JSON number (stored as a 64-bit float).","type":"number"},"string":{"description":"A `string` value: a JSON string such as `\"Hello World!\"`, or `null` for \"no text\" (Resonite stores string track values as nullable).","type":["string","null"]},"bool2":{"description":"A `bool2` value: an object `{\"x\": …, \"y\": …}` with exactly the components `x`, `y`, each a JSON boolean. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a JSON boolean).","$ref":"#/$defs/bool"},"y":{"description":"The y component (a JSON boolean).","$ref":"#/$defs/bool"}},"required":["x","y"],"additionalProperties":false},"bool3":{"description":"A `bool3` value: an object `{\"x\": …, \"y\": …, \"z\": …}` with exactly the components `x`, `y`, `z`, each a JSON boolean. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a JSON boolean).","$ref":"#/$defs/bool"},"y":{"description":"The y component (a JSON boolean).","$ref":"#/$defs/bool"},"z":{"description":"The z component (a JSON boolean).","$ref":"#/$defs/bool"}},"required":["x","y","z"],"additionalProperties":false},"bool4":{"description":"A `bool4` value: an object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` with exactly the components `x`, `y`, `z`, `w`, each a JSON boolean. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a JSON boolean).","$ref":"#/$defs/bool"},"y":{"description":"The y component (a JSON boolean).","$ref":"#/$defs/bool"},"z":{"description":"The z component (a JSON boolean).","$ref":"#/$defs/bool"},"w":{"description":"The w component (a JSON boolean).","$ref":"#/$defs/bool"}},"required":["x","y","z","w"],"additionalProperties":false},"int2":{"description":"An `int2` value: an object `{\"x\": …, \"y\": …}` with exactly the components `x`, `y`, each a signed 32-bit integer. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a signed 32-bit integer).","$ref":"#/$defs/int"},"y":{"description":"The y component (a signed 32-bit integer).","$ref":"#/$defs/int"}},"required":["x","y"],"additionalProperties":false},"int3":{"description":"An `int3` value: an object `{\"x\": …, \"y\": …, \"z\": …}` with exactly the components `x`, `y`, `z`, each a signed 32-bit integer. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a signed 32-bit integer).","$ref":"#/$defs/int"},"y":{"description":"The y component (a signed 32-bit integer).","$ref":"#/$defs/int"},"z":{"description":"The z component (a signed 32-bit integer).","$ref":"#/$defs/int"}},"required":["x","y","z"],"additionalProperties":false},"int4":{"description":"An `int4` value: an object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` with exactly the components `x`, `y`, `z`, `w`, each a signed 32-bit integer. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a signed 32-bit integer).","$ref":"#/$defs/int"},"y":{"description":"The y component (a signed 32-bit integer).","$ref":"#/$defs/int"},"z":{"description":"The z component (a signed 32-bit integer).","$ref":"#/$defs/int"},"w":{"description":"The w component (a signed 32-bit integer).","$ref":"#/$defs/int"}},"required":["x","y","z","w"],"additionalProperties":false},"uint2":{"description":"A `uint2` value: an object `{\"x\": …, \"y\": …}` with exactly the components `x`, `y`, each an unsigned 32-bit integer (0 to 4294967295). Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"},"y":{"description":"The y component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"}},"required":["x","y"],"additionalProperties":false},"uint3":{"description":"A `uint3` value: an object `{\"x\": …, \"y\": …, \"z\": …}` with exactly the components `x`, `y`, `z`, each an unsigned 32-bit integer (0 to 4294967295). Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"},"y":{"description":"The y component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"},"z":{"description":"The z component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"}},"required":["x","y","z"],"additionalProperties":false},"uint4":{"description":"A `uint4` value: an object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` with exactly the components `x`, `y`, `z`, `w`, each an unsigned 32-bit integer (0 to 4294967295). Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"},"y":{"description":"The y component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"},"z":{"description":"The z component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"},"w":{"description":"The w component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"}},"required":["x","y","z","w"],"additionalProperties":false},"long2":{"description":"A `long2` value: an object `{\"x\": …, \"y\": …}` with exactly the components `x`, `y`, each a signed 64-bit integer. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a signed 64-bit integer).","$ref":"#/$defs/long"},"y":{"description":"The y component (a signed 64-bit integer).","$ref":"#/$defs/long"}},"required":["x","y"],"additionalProperties":false},"long3":{"description":"A `long3` value: an object `{\"x\": …, \"y\": …, \"z\": …}` with exactly the components `x`, `y`, `z`, each a signed 64-bit integer. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a signed 64-bit integer).","$ref":"#/$defs/long"},"y":{"description":"The y component (a signed 64-bit integer).","$ref":"#/$defs/long"},"z":{"description":"The z component (a signed 64-bit integer).","$ref":"#/$defs/long"}},"required":["x","y","z"],"additionalProperties":false},"long4":{"description":"A `long4` value: an object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` with exactly the components `x`, `y`, `z`, `w`, each a signed 64-bit integer. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a signed 64-bit integer).","$ref":"#/$defs/long"},"y":{"description":"The y component (a signed 64-bit integer).","$ref":"#/$defs/long"},"z":{"description":"The z component (a signed 64-bit integer).","$ref":"#/$defs/long"},"w":{"description":"The w component (a signed 64-bit integer).","$ref":"#/$defs/long"}},"required":["x","y","z","w"],"additionalProperties":false},"float2":{"description":"A `float2` value: an object `{\"x\": …, \"y\": …}` with exactly the components `x`, `y`, each a 32-bit float number. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a 32-bit float number).","$ref":"#/$defs/float"},"y":{"description":"The y component (a 32-bit float number).","$ref":"#/$defs/float"}},"required":["x","y"],"additionalProperties":false},"float3":{"description":"A `float3` value: an object `{\"x\": …, \"y\": …, \"z\": …}` with exactly the components `x`, `y`, `z`, each a 32-bit float number. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a 32-bit float number).","$ref":"#/$defs/float"},"y":{"description":"The y component (a 32-bit float number).","$ref":"#/$defs/float"},"z":{"description":"The z component (a 32-bit float number).","$ref":"#/$defs/float"}},"required":["x","y","z"],"additionalProperties":false},"float4":{"description":"A `float4` value: an object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` with exactly the components `x`, `y`, `z`, `w`, each a 32-bit float number. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a 32-bit float number).","$ref":"#/$defs/float"},"y":{"description":"The y component (a 32-bit float number).","$ref":"#/$defs/float"},"z":{"description":"The z component (a 32-bit float number).","$ref":"#/$defs/float"},"w":{"description":"The w component (a 32-bit float number).","$ref":"#/$defs/float"}},"required":["x","y","z","w"],"additionalProperties":false},"double2":{"description":"A `double2` value: an object `{\"x\": …, \"y\": …}` with exactly the components `x`, `y`, each a number. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a number).","$ref":"#/$defs/double"},"y":{"description":"The y component (a number).","$ref":"#/$defs/double"}},"required":["x","y"],"additionalProperties":false},"double3":{"description":"A `double3` value: an object `{\"x\": …, \"y\": …, \"z\": …}` with exactly the components `x`, `y`, `z`, each a number. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a number).","$ref":"#/$defs/double"},"y":{"description":"The y component (a number).","$ref":"#/$defs/double"},"z":{"description":"The z component (a number).","$ref":"#/$defs/double"}},"required":["x","y","z"],"additionalProperties":false},"double4":{"description":"A `double4` value: an object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` with exactly the components `x`, `y`, `z`, `w`, each a number. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a number).","$ref":"#/$defs/double"},"y":{"description":"The y component (a number).","$ref":"#/$defs/double"},"z":{"description":"The z component (a number).","$ref":"#/$defs/double"},"w":{"description":"The w component (a number).","$ref":"#/$defs/double"}},"required":["x","y","z","w"],"additionalProperties":false},"floatQ":{"description":"A `floatQ` rotation: a quaternion object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` where `w` is the real part. Use unit-length quaternions (the identity rotation is x=0, y=0, z=0, w=1); for smooth animation keep the sign of neighbouring keys consistent.","type":"object","properties":{"x":{"description":"The x component of the quaternion's vector (imaginary) part.","$ref":"#/$defs/float"},"y":{"description":"The y component of the quaternion's vector (imaginary) part.","$ref":"#/$defs/float"},"z":{"description":"The z component of the quaternion's vector (imaginary) part.","$ref":"#/$defs/float"},"w":{"description":"The real (scalar) part of the quaternion.","$ref":"#/$defs/float"}},"required":["x","y","z","w"],"additionalProperties":false},"doubleQ":{"description":"A `doubleQ` rotation: a quaternion object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` where `w` is the real part. Use unit-length quaternions (the identity rotation is x=0, y=0, z=0, w=1); for smooth animation keep the sign of neighbouring keys consistent.","type":"object","properties":{"x":{"description":"The x component of the quaternion's vector (imaginary) part.","$ref":"#/$defs/double"},"y":{"description":"The y component of the quaternion's vector (imaginary) part.","$ref":"#/$defs/double"},"z":{"description":"The z component of the quaternion's vector (imaginary) part.","$ref":"#/$defs/double"},"w":{"description":"The real (scalar) part of the quaternion.","$ref":"#/$defs/double"}},"required":["x","y","z","w"],"additionalProperties":false},"color":{"description":"A `color` value: `{\"r\": …, \"g\": …, \"b\": …, \"a\": …}` with 32-bit float channels, usually 0 to 1 (larger values give HDR colours). All four channels are required; write `\"a\": 1` for an opaque colour.","type":"object","properties":{"r":{"description":"The red channel as a float.","$ref":"#/$defs/float"},"g":{"description":"The green channel as a float.","$ref":"#/$defs/float"},"b":{"description":"The blue channel as a float.","$ref":"#/$defs/float"},"a":{"description":"The alpha (opacity) channel as a float.","$ref":"#/$defs/float"}},"required":["r","g","b","a"],"additionalProperties":false},"color32":{"description":"A `color32` value: `{\"r\": …, \"g\": …, \"b\": …, \"a\": …}` with whole-number channels from 0 to 255. All four channels are required; write `\"a\": 255` for an opaque colour.","type":"object","properties":{"r":{"description":"The red channel, 0 to 255.","$ref":"#/$defs/byte"},"g":{"description":"The green channel, 0 to 255.","$ref":"#/$defs/byte"},"b":{"description":"The blue channel, 0 to 255.","$ref":"#/$defs/byte"},"a":{"description":"The alpha (opacity) channel, 0 to 255.","$ref":"#/$defs/byte"}},"required":["r","g","b","a"],"additionalProperties":false},"float2x2":{"description":"A `float2x2` value. AnimJ has no JSON form for matrices: the AnimJ page says \"Use AnimX to gain access to this feature\", and Resonite imports any matrix value in an AnimJ file as an all-zero matrix (Resonite-Issues#2478). So every value given for a matrix track is reported as an error; store matrix animation as AnimX instead.","not":{}},"float3x3":{"description":"A `float3x3` value. AnimJ has no JSON form for matrices: the AnimJ page says \"Use AnimX to gain access to this feature\", and Resonite imports any matrix value in an AnimJ file as an all-zero matrix (Resonite-Issues#2478). So every value given for a matrix track is reported as an error; store matrix animation as AnimX instead.","not":{}},"float4x4":{"description":"A `float4x4` value. AnimJ has no JSON form for matrices: the AnimJ page says \"Use AnimX to gain access to this feature\", and Resonite imports any matrix value in an AnimJ file as an all-zero matrix (Resonite-Issues#2478). So every value given for a matrix track is reported as an error; store matrix animation as AnimX instead.","not":{}},"double2x2":{"description":"A `double2x2` value. AnimJ has no JSON form for matrices: the AnimJ page says \"Use AnimX to gain access to this feature\", and Resonite imports any matrix value in an AnimJ file as an all-zero matrix (Resonite-Issues#2478). So every value given for a matrix track is reported as an error; store matrix animation as AnimX instead.","not":{}},"double3x3":{"description":"A `double3x3` value. AnimJ has no JSON form for matrices: the AnimJ page says \"Use AnimX to gain access to this feature\", and Resonite imports any matrix value in an AnimJ file as an all-zero matrix (Resonite-Issues#2478). So every value given for a matrix track is reported as an error; store matrix animation as AnimX instead.","not":{}},"double4x4":{"description":"A `double4x4` value. AnimJ has no JSON form for matrices: the AnimJ page says \"Use AnimX to gain access to this feature\", and Resonite imports any matrix value in an AnimJ file as an all-zero matrix (Resonite-Issues#2478). So every value given for a matrix track is reported as an error; store matrix animation as AnimX instead.","not":{}},"valueType":{"description":"The type of every value in the track, spelled exactly as listed (case matters): bool, bool2-4, byte, ushort, uint, ulong, sbyte, short, int, long, int2-4, uint2-4, long2-4, float, float2-4, floatQ, float2x2/3x3/4x4, double, double2-4, doubleQ, double2x2/3x3/4x4, color, color32 or string. colorX, char, DateTime, TimeSpan, decimal and enum types are not supported by Resonite. Matrix types are listed for completeness, but AnimJ cannot carry matrix values (see the matrix definitions).","enum":["bool","bool2","bool3","bool4","byte","ushort","uint","ulong","sbyte","short","int","long","int2","int3","int4","uint2","uint3","uint4","long2","long3","long4","float","float2","float3","float4","floatQ","float2x2","float3x3","float4x4","double","double2","double3","double4","doubleQ","double2x2","double3x3","double4x4","color","color32","string"]},"trackType":{"description":"How the track's keyframes are stored and played back: \"Raw\" (values at a fixed interval), \"Discrete\" (values held from their time until the next key), \"Curve\" (values interpolated between keys) or \"Bezier\". Case matters. \"Bezier\" is listed on the AnimJ page and uses the Curve keyframe layout, but Resonite currently refuses to import Bezier tracks; use \"Curve\" with \"CubicBezier\" interpolation instead.","enum":["Raw","Discrete","Curve","Bezier"]},"time":{"description":"Seconds since the start of the animation at which this keyframe applies. Times should not be negative; keep the keyframes of a track in ascending time order. Resonite stores times as 32-bit floats: at most about 3.4e38.","type":"number","minimum":0,"maximum":3.4028234663852886e+38},"interpolation":{"description":"How the curve moves from this keyframe to the next one: \"Hold\" keeps this value until the next key, \"Linear\" blends in a straight line, \"CubicBezier\" follows a cubic Bezier curve through this key's `rightTangent` and the next key's `leftTangent` (absolute control values of the same type as `value`), \"Tangent\" shapes the curve with the two tangents used as slopes (the exact formula is not documented, so prefer \"CubicBezier\"). Case matters. The keyframe before a segment decides how that segment is interpolated.","enum":["Hold","Linear","Tangent","CubicBezier"]},"discreteKeyframe":{"description":"One keyframe of a Discrete track: `{\"time\": seconds, \"value\": …}`. The value is applied at `time` and held until the next keyframe. The shape of `value` follows the track's `valueType`.","type":"object","properties":{"time":{"description":"Seconds since the start of the animation at which `value` is applied.","$ref":"#/$defs/time"},"value":{"description":"The value to apply, in the shape given by the track's `valueType`."}},"required":["time","value"],"additionalProperties":false},"curveKeyframe":{"description":"One keyframe of a Curve (or Bezier) track: `{\"time\": seconds, \"value\": …, \"interpolation\": …}` plus `leftTangent`/`rightTangent` for \"Tangent\" and \"CubicBezier\" keys. `value` and both tangents have the shape given by the track's `valueType`. A \"Tangent\" or \"CubicBezier\" key needs both tangents, except that the first keyframe of a track does not need `leftTangent` and the last keyframe does not need `rightTangent`. This schema checks that such a key has at least one tangent when the track has two or more keyframes; which tangent each position needs is left to a separate check.","type":"object","properties":{"time":{"description":"Seconds since the start of the animation at which the curve reaches `value`.","$ref":"#/$defs/time"},"value":{"description":"The value the curve passes through at `time`, in the shape given by the track's `valueType`."},"interpolation":{"description":"How the curve travels from this keyframe to the next. Always write it.","$ref":"#/$defs/interpolation"},"leftTangent":{"description":"The tangent on the incoming side of this key, with the same shape as `value`. For \"CubicBezier\" it is the second control point of the segment that ends at this key. Needed on \"Tangent\" and \"CubicBezier\" keys except the first keyframe; ignored on \"Hold\" and \"Linear\" keys."},"rightTangent":{"description":"The tangent on the outgoing side of this key, with the same shape as `value`. For \"CubicBezier\" it is the first control point of the segment that starts at this key. Needed on \"Tangent\" and \"CubicBezier\" keys except the last keyframe; ignored on \"Hold\" and \"Linear\" keys."}},"required":["time","value","interpolation"],"additionalProperties":false},"curveKeyframes":{"description":"The keyframes of a Curve or Bezier track, in ascending time order. When there are two or more, each \"Tangent\" or \"CubicBezier\" keyframe must carry at least one tangent.","type":"array","items":{"$ref":"#/$defs/curveKeyframe"},"if":{"minItems":2},"then":{"items":{"$ref":"#/$defs/tangentPresence"}}},"tangentPresence":{"description":"Rule for a \"Tangent\" or \"CubicBezier\" keyframe in a track with two or more keyframes: it must have `leftTangent`, `rightTangent` or both (a middle keyframe needs both; only the first may leave out `leftTangent` and only the last may leave out `rightTangent`).","type":"object","if":{"properties":{"interpolation":{"enum":["Tangent","CubicBezier"]}},"required":["interpolation"]},"then":{"anyOf":[{"properties":{"leftTangent":true},"required":["leftTangent"]},{"properties":{"rightTangent":true},"required":["rightTangent"]}]}},"rawData":{"description":"The body of a Raw track: labels, the sampling `interval`, and `keyframes` as a plain list of values (no times). Value i plays at i × interval seconds.","type":"object","properties":{"node":{"description":"A free-form label for the object the track animates, for example a slot name such as \"Fan Blade\". The Animator's \"Setup fields by name\" and the Find Animation Track Index ProtoFlux node look tracks up by it; it does not have to match anything in the scene.","type":"string"},"property":{"description":"A free-form label for the field the track animates, for example \"Rotation\". Used together with `node` to find a track by name; it does not have to match anything in the scene.","type":"string"},"interval":{"description":"Seconds between consecutive values, for example 1/30 for 30 samples per second. Must be greater than 0. Optional for Resonite's loader (it loads the file without it), but the track does not play as intended without it; when it is given, the track ignores the animation's `globalDuration`.","type":"number","exclusiveMinimum":0,"maximum":3.4028234663852886e+38},"keyframes":{"description":"The sampled values, one per interval, each in the shape given by the track's `valueType` (for a float track: `[0.5, 0.7, 0.8]`).","type":"array"}},"additionalProperties":false},"discreteData":{"description":"The body of a Discrete track: labels and a list of `{time, value}` keyframes.","type":"object","properties":{"node":{"description":"A free-form label for the object the track animates, for example a slot name such as \"Fan Blade\". The Animator's \"Setup fields by name\" and the Find Animation Track Index ProtoFlux node look tracks up by it; it does not have to match anything in the scene.","type":"string"},"property":{"description":"A free-form label for the field the track animates, for example \"Rotation\". Used together with `node` to find a track by name; it does not have to match anything in the scene.","type":"string"},"keyframes":{"description":"The keyframes, in ascending time order. Each value is held until the next keyframe.","type":"array","items":{"$ref":"#/$defs/discreteKeyframe"}}},"additionalProperties":false},"curveData":{"description":"The body of a Curve (or Bezier) track: labels and a list of `{time, value, interpolation}` keyframes with optional tangents.","type":"object","properties":{"node":{"description":"A free-form label for the object the track animates, for example a slot name such as \"Fan Blade\". The Animator's \"Setup fields by name\" and the Find Animation Track Index ProtoFlux node look tracks up by it; it does not have to match anything in the scene.","type":"string"},"property":{"description":"A free-form label for the field the track animates, for example \"Rotation\". Used together with `node` to find a track by name; it does not have to match anything in the scene.","type":"string"},"keyframes":{"description":"The keyframes, in ascending time order.","$ref":"#/$defs/curveKeyframes"}},"additionalProperties":false},"track":{"description":"One animation track: `{\"trackType\": …, \"valueType\": …, \"data\": {…}}`. Write the three keys in exactly this order (trackType, valueType, data) and add no other keys: Resonite reads them in this fixed sequence, so another order (Resonite-Issues#2447) or an extra key makes the file fail to load. JSON Schema cannot check key order, so keep it by hand. `trackType` decides the layout of `data`, and `valueType` decides the shape of every value in it.","type":"object","properties":{"trackType":{"description":"How keyframes are stored and played back; decides the layout of `data`.","$ref":"#/$defs/trackType"},"valueType":{"description":"The type of every value in this track; decides the shape of each value.","$ref":"#/$defs/valueType"},"data":{"description":"The track body: `node` and `property` labels and the `keyframes` (plus `interval` for Raw tracks). Its layout depends on `trackType`.","type":"object"}},"required":["trackType","valueType","data"],"additionalProperties":false,"allOf":[{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"$ref":"#/$defs/rawData"}}}},{"if":{"properties":{"trackType":{"const":"Discrete"}},"required":["trackType"]},"then":{"properties":{"data":{"$ref":"#/$defs/discreteData"}}}},{"if":{"properties":{"trackType":{"enum":["Curve","Bezier"]}},"required":["trackType"]},"then":{"properties":{"data":{"$ref":"#/$defs/curveData"}}}},{"if":{"properties":{"valueType":{"const":"bool"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/bool"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/bool"},"leftTangent":{"$ref":"#/$defs/bool"},"rightTangent":{"$ref":"#/$defs/bool"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"bool2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/bool2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/bool2"},"leftTangent":{"$ref":"#/$defs/bool2"},"rightTangent":{"$ref":"#/$defs/bool2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"bool3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/bool3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/bool3"},"leftTangent":{"$ref":"#/$defs/bool3"},"rightTangent":{"$ref":"#/$defs/bool3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"bool4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/bool4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/bool4"},"leftTangent":{"$ref":"#/$defs/bool4"},"rightTangent":{"$ref":"#/$defs/bool4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"byte"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/byte"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/byte"},"leftTangent":{"$ref":"#/$defs/byte"},"rightTangent":{"$ref":"#/$defs/byte"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"ushort"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/ushort"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/ushort"},"leftTangent":{"$ref":"#/$defs/ushort"},"rightTangent":{"$ref":"#/$defs/ushort"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"uint"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/uint"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/uint"},"leftTangent":{"$ref":"#/$defs/uint"},"rightTangent":{"$ref":"#/$defs/uint"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"ulong"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/ulong"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/ulong"},"leftTangent":{"$ref":"#/$defs/ulong"},"rightTangent":{"$ref":"#/$defs/ulong"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"sbyte"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/sbyte"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/sbyte"},"leftTangent":{"$ref":"#/$defs/sbyte"},"rightTangent":{"$ref":"#/$defs/sbyte"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"short"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/short"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/short"},"leftTangent":{"$ref":"#/$defs/short"},"rightTangent":{"$ref":"#/$defs/short"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"int"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/int"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/int"},"leftTangent":{"$ref":"#/$defs/int"},"rightTangent":{"$ref":"#/$defs/int"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"long"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/long"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/long"},"leftTangent":{"$ref":"#/$defs/long"},"rightTangent":{"$ref":"#/$defs/long"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"int2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/int2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/int2"},"leftTangent":{"$ref":"#/$defs/int2"},"rightTangent":{"$ref":"#/$defs/int2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"int3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/int3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/int3"},"leftTangent":{"$ref":"#/$defs/int3"},"rightTangent":{"$ref":"#/$defs/int3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"int4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/int4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/int4"},"leftTangent":{"$ref":"#/$defs/int4"},"rightTangent":{"$ref":"#/$defs/int4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"uint2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/uint2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/uint2"},"leftTangent":{"$ref":"#/$defs/uint2"},"rightTangent":{"$ref":"#/$defs/uint2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"uint3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/uint3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/uint3"},"leftTangent":{"$ref":"#/$defs/uint3"},"rightTangent":{"$ref":"#/$defs/uint3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"uint4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/uint4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/uint4"},"leftTangent":{"$ref":"#/$defs/uint4"},"rightTangent":{"$ref":"#/$defs/uint4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"long2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/long2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/long2"},"leftTangent":{"$ref":"#/$defs/long2"},"rightTangent":{"$ref":"#/$defs/long2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"long3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/long3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/long3"},"leftTangent":{"$ref":"#/$defs/long3"},"rightTangent":{"$ref":"#/$defs/long3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"long4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/long4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/long4"},"leftTangent":{"$ref":"#/$defs/long4"},"rightTangent":{"$ref":"#/$defs/long4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float"},"leftTangent":{"$ref":"#/$defs/float"},"rightTangent":{"$ref":"#/$defs/float"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float2"},"leftTangent":{"$ref":"#/$defs/float2"},"rightTangent":{"$ref":"#/$defs/float2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float3"},"leftTangent":{"$ref":"#/$defs/float3"},"rightTangent":{"$ref":"#/$defs/float3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float4"},"leftTangent":{"$ref":"#/$defs/float4"},"rightTangent":{"$ref":"#/$defs/float4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"floatQ"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/floatQ"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/floatQ"},"leftTangent":{"$ref":"#/$defs/floatQ"},"rightTangent":{"$ref":"#/$defs/floatQ"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float2x2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float2x2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float2x2"},"leftTangent":{"$ref":"#/$defs/float2x2"},"rightTangent":{"$ref":"#/$defs/float2x2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float3x3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float3x3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float3x3"},"leftTangent":{"$ref":"#/$defs/float3x3"},"rightTangent":{"$ref":"#/$defs/float3x3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float4x4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float4x4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float4x4"},"leftTangent":{"$ref":"#/$defs/float4x4"},"rightTangent":{"$ref":"#/$defs/float4x4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double"},"leftTangent":{"$ref":"#/$defs/double"},"rightTangent":{"$ref":"#/$defs/double"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double2"},"leftTangent":{"$ref":"#/$defs/double2"},"rightTangent":{"$ref":"#/$defs/double2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double3"},"leftTangent":{"$ref":"#/$defs/double3"},"rightTangent":{"$ref":"#/$defs/double3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double4"},"leftTangent":{"$ref":"#/$defs/double4"},"rightTangent":{"$ref":"#/$defs/double4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"doubleQ"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/doubleQ"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/doubleQ"},"leftTangent":{"$ref":"#/$defs/doubleQ"},"rightTangent":{"$ref":"#/$defs/doubleQ"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double2x2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double2x2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double2x2"},"leftTangent":{"$ref":"#/$defs/double2x2"},"rightTangent":{"$ref":"#/$defs/double2x2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double3x3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double3x3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double3x3"},"leftTangent":{"$ref":"#/$defs/double3x3"},"rightTangent":{"$ref":"#/$defs/double3x3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double4x4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double4x4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double4x4"},"leftTangent":{"$ref":"#/$defs/double4x4"},"rightTangent":{"$ref":"#/$defs/double4x4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"color"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/color"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/color"},"leftTangent":{"$ref":"#/$defs/color"},"rightTangent":{"$ref":"#/$defs/color"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"color32"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/color32"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/color32"},"leftTangent":{"$ref":"#/$defs/color32"},"rightTangent":{"$ref":"#/$defs/color32"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"string"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/string"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/string"},"leftTangent":{"$ref":"#/$defs/string"},"rightTangent":{"$ref":"#/$defs/string"}}}}}}}}}}]}}};
const schema32 = {"description":"One animation track: `{\"trackType\": …, \"valueType\": …, \"data\": {…}}`. Write the three keys in exactly this order (trackType, valueType, data) and add no other keys: Resonite reads them in this fixed sequence, so another order (Resonite-Issues#2447) or an extra key makes the file fail to load. JSON Schema cannot check key order, so keep it by hand. `trackType` decides the layout of `data`, and `valueType` decides the shape of every value in it.","type":"object","properties":{"trackType":{"description":"How keyframes are stored and played back; decides the layout of `data`.","$ref":"#/$defs/trackType"},"valueType":{"description":"The type of every value in this track; decides the shape of each value.","$ref":"#/$defs/valueType"},"data":{"description":"The track body: `node` and `property` labels and the `keyframes` (plus `interval` for Raw tracks). Its layout depends on `trackType`.","type":"object"}},"required":["trackType","valueType","data"],"additionalProperties":false,"allOf":[{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"$ref":"#/$defs/rawData"}}}},{"if":{"properties":{"trackType":{"const":"Discrete"}},"required":["trackType"]},"then":{"properties":{"data":{"$ref":"#/$defs/discreteData"}}}},{"if":{"properties":{"trackType":{"enum":["Curve","Bezier"]}},"required":["trackType"]},"then":{"properties":{"data":{"$ref":"#/$defs/curveData"}}}},{"if":{"properties":{"valueType":{"const":"bool"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/bool"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/bool"},"leftTangent":{"$ref":"#/$defs/bool"},"rightTangent":{"$ref":"#/$defs/bool"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"bool2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/bool2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/bool2"},"leftTangent":{"$ref":"#/$defs/bool2"},"rightTangent":{"$ref":"#/$defs/bool2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"bool3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/bool3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/bool3"},"leftTangent":{"$ref":"#/$defs/bool3"},"rightTangent":{"$ref":"#/$defs/bool3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"bool4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/bool4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/bool4"},"leftTangent":{"$ref":"#/$defs/bool4"},"rightTangent":{"$ref":"#/$defs/bool4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"byte"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/byte"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/byte"},"leftTangent":{"$ref":"#/$defs/byte"},"rightTangent":{"$ref":"#/$defs/byte"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"ushort"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/ushort"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/ushort"},"leftTangent":{"$ref":"#/$defs/ushort"},"rightTangent":{"$ref":"#/$defs/ushort"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"uint"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/uint"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/uint"},"leftTangent":{"$ref":"#/$defs/uint"},"rightTangent":{"$ref":"#/$defs/uint"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"ulong"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/ulong"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/ulong"},"leftTangent":{"$ref":"#/$defs/ulong"},"rightTangent":{"$ref":"#/$defs/ulong"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"sbyte"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/sbyte"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/sbyte"},"leftTangent":{"$ref":"#/$defs/sbyte"},"rightTangent":{"$ref":"#/$defs/sbyte"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"short"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/short"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/short"},"leftTangent":{"$ref":"#/$defs/short"},"rightTangent":{"$ref":"#/$defs/short"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"int"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/int"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/int"},"leftTangent":{"$ref":"#/$defs/int"},"rightTangent":{"$ref":"#/$defs/int"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"long"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/long"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/long"},"leftTangent":{"$ref":"#/$defs/long"},"rightTangent":{"$ref":"#/$defs/long"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"int2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/int2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/int2"},"leftTangent":{"$ref":"#/$defs/int2"},"rightTangent":{"$ref":"#/$defs/int2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"int3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/int3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/int3"},"leftTangent":{"$ref":"#/$defs/int3"},"rightTangent":{"$ref":"#/$defs/int3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"int4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/int4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/int4"},"leftTangent":{"$ref":"#/$defs/int4"},"rightTangent":{"$ref":"#/$defs/int4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"uint2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/uint2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/uint2"},"leftTangent":{"$ref":"#/$defs/uint2"},"rightTangent":{"$ref":"#/$defs/uint2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"uint3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/uint3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/uint3"},"leftTangent":{"$ref":"#/$defs/uint3"},"rightTangent":{"$ref":"#/$defs/uint3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"uint4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/uint4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/uint4"},"leftTangent":{"$ref":"#/$defs/uint4"},"rightTangent":{"$ref":"#/$defs/uint4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"long2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/long2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/long2"},"leftTangent":{"$ref":"#/$defs/long2"},"rightTangent":{"$ref":"#/$defs/long2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"long3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/long3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/long3"},"leftTangent":{"$ref":"#/$defs/long3"},"rightTangent":{"$ref":"#/$defs/long3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"long4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/long4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/long4"},"leftTangent":{"$ref":"#/$defs/long4"},"rightTangent":{"$ref":"#/$defs/long4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float"},"leftTangent":{"$ref":"#/$defs/float"},"rightTangent":{"$ref":"#/$defs/float"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float2"},"leftTangent":{"$ref":"#/$defs/float2"},"rightTangent":{"$ref":"#/$defs/float2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float3"},"leftTangent":{"$ref":"#/$defs/float3"},"rightTangent":{"$ref":"#/$defs/float3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float4"},"leftTangent":{"$ref":"#/$defs/float4"},"rightTangent":{"$ref":"#/$defs/float4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"floatQ"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/floatQ"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/floatQ"},"leftTangent":{"$ref":"#/$defs/floatQ"},"rightTangent":{"$ref":"#/$defs/floatQ"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float2x2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float2x2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float2x2"},"leftTangent":{"$ref":"#/$defs/float2x2"},"rightTangent":{"$ref":"#/$defs/float2x2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float3x3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float3x3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float3x3"},"leftTangent":{"$ref":"#/$defs/float3x3"},"rightTangent":{"$ref":"#/$defs/float3x3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"float4x4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/float4x4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/float4x4"},"leftTangent":{"$ref":"#/$defs/float4x4"},"rightTangent":{"$ref":"#/$defs/float4x4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double"},"leftTangent":{"$ref":"#/$defs/double"},"rightTangent":{"$ref":"#/$defs/double"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double2"},"leftTangent":{"$ref":"#/$defs/double2"},"rightTangent":{"$ref":"#/$defs/double2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double3"},"leftTangent":{"$ref":"#/$defs/double3"},"rightTangent":{"$ref":"#/$defs/double3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double4"},"leftTangent":{"$ref":"#/$defs/double4"},"rightTangent":{"$ref":"#/$defs/double4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"doubleQ"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/doubleQ"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/doubleQ"},"leftTangent":{"$ref":"#/$defs/doubleQ"},"rightTangent":{"$ref":"#/$defs/doubleQ"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double2x2"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double2x2"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double2x2"},"leftTangent":{"$ref":"#/$defs/double2x2"},"rightTangent":{"$ref":"#/$defs/double2x2"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double3x3"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double3x3"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double3x3"},"leftTangent":{"$ref":"#/$defs/double3x3"},"rightTangent":{"$ref":"#/$defs/double3x3"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"double4x4"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/double4x4"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/double4x4"},"leftTangent":{"$ref":"#/$defs/double4x4"},"rightTangent":{"$ref":"#/$defs/double4x4"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"color"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/color"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/color"},"leftTangent":{"$ref":"#/$defs/color"},"rightTangent":{"$ref":"#/$defs/color"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"color32"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/color32"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/color32"},"leftTangent":{"$ref":"#/$defs/color32"},"rightTangent":{"$ref":"#/$defs/color32"}}}}}}}}}},{"if":{"properties":{"valueType":{"const":"string"}},"required":["valueType"]},"then":{"if":{"properties":{"trackType":{"const":"Raw"}},"required":["trackType"]},"then":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"$ref":"#/$defs/string"}}}}}},"else":{"properties":{"data":{"type":"object","properties":{"keyframes":{"type":"array","items":{"type":"object","properties":{"value":{"$ref":"#/$defs/string"},"leftTangent":{"$ref":"#/$defs/string"},"rightTangent":{"$ref":"#/$defs/string"}}}}}}}}}}]};
const schema33 = {"description":"The body of a Raw track: labels, the sampling `interval`, and `keyframes` as a plain list of values (no times). Value i plays at i × interval seconds.","type":"object","properties":{"node":{"description":"A free-form label for the object the track animates, for example a slot name such as \"Fan Blade\". The Animator's \"Setup fields by name\" and the Find Animation Track Index ProtoFlux node look tracks up by it; it does not have to match anything in the scene.","type":"string"},"property":{"description":"A free-form label for the field the track animates, for example \"Rotation\". Used together with `node` to find a track by name; it does not have to match anything in the scene.","type":"string"},"interval":{"description":"Seconds between consecutive values, for example 1/30 for 30 samples per second. Must be greater than 0. Optional for Resonite's loader (it loads the file without it), but the track does not play as intended without it; when it is given, the track ignores the animation's `globalDuration`.","type":"number","exclusiveMinimum":0,"maximum":3.4028234663852886e+38},"keyframes":{"description":"The sampled values, one per interval, each in the shape given by the track's `valueType` (for a float track: `[0.5, 0.7, 0.8]`).","type":"array"}},"additionalProperties":false};
const schema43 = {"description":"A `bool` value: JSON `true` or `false` (not the words True/False, and not 0/1).","type":"boolean"};
const schema59 = {"description":"A `byte` value: an unsigned 8-bit integer, written as a whole JSON number from 0 to 255. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference.","type":"integer","minimum":0,"maximum":255};
const schema63 = {"description":"A `ushort` value: an unsigned 16-bit integer, written as a whole JSON number from 0 to 65535. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference.","type":"integer","minimum":0,"maximum":65535};
const schema67 = {"description":"A `uint` value: an unsigned 32-bit integer, written as a whole JSON number from 0 to 4294967295. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference.","type":"integer","minimum":0,"maximum":4294967295};
const schema71 = {"description":"A `ulong` value: an unsigned 64-bit integer, written as a whole JSON number from 0 to 18446744073709551615. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference. Resonite reads 64-bit integers exactly, but JSON tools that keep numbers as 64-bit floats (JavaScript, for example) round integers above 9007199254740992 (2^53), so such tools may change large values and cannot check values right at the limits exactly.","type":"integer","minimum":0,"maximum":18446744073709552000};
const schema75 = {"description":"An `sbyte` value: a signed 8-bit integer, written as a whole JSON number from -128 to 127. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference.","type":"integer","minimum":-128,"maximum":127};
const schema79 = {"description":"A `short` value: a signed 16-bit integer, written as a whole JSON number from -32768 to 32767. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference.","type":"integer","minimum":-32768,"maximum":32767};
const schema83 = {"description":"An `int` value: a signed 32-bit integer, written as a whole JSON number from -2147483648 to 2147483647. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference.","type":"integer","minimum":-2147483648,"maximum":2147483647};
const schema87 = {"description":"A `long` value: a signed 64-bit integer, written as a whole JSON number from -9223372036854775808 to 9223372036854775807. Write it without a decimal point or exponent (`3`, not `3.0` or `3e0`): Resonite's JSON reader (System.Text.Json) rejects those for integer types, and this schema cannot see the difference. Resonite reads 64-bit integers exactly, but JSON tools that keep numbers as 64-bit floats (JavaScript, for example) round integers above 9007199254740992 (2^53), so such tools may change large values and cannot check values right at the limits exactly.","type":"integer","minimum":-9223372036854776000,"maximum":9223372036854776000};
const schema127 = {"description":"A `float` value: a JSON number that fits in a 32-bit float (magnitude at most about 3.4e38). Resonite stores it with about 7 significant digits, so extra digits are rounded.","type":"number","minimum":-3.4028234663852886e+38,"maximum":3.4028234663852886e+38};
const schema148 = {"description":"A `float2x2` value. AnimJ has no JSON form for matrices: the AnimJ page says \"Use AnimX to gain access to this feature\", and Resonite imports any matrix value in an AnimJ file as an all-zero matrix (Resonite-Issues#2478). So every value given for a matrix track is reported as an error; store matrix animation as AnimX instead.","not":{}};
const schema152 = {"description":"A `float3x3` value. AnimJ has no JSON form for matrices: the AnimJ page says \"Use AnimX to gain access to this feature\", and Resonite imports any matrix value in an AnimJ file as an all-zero matrix (Resonite-Issues#2478). So every value given for a matrix track is reported as an error; store matrix animation as AnimX instead.","not":{}};
const schema156 = {"description":"A `float4x4` value. AnimJ has no JSON form for matrices: the AnimJ page says \"Use AnimX to gain access to this feature\", and Resonite imports any matrix value in an AnimJ file as an all-zero matrix (Resonite-Issues#2478). So every value given for a matrix track is reported as an error; store matrix animation as AnimX instead.","not":{}};
const schema160 = {"description":"A `double` value: any JSON number (stored as a 64-bit float).","type":"number"};
const schema181 = {"description":"A `double2x2` value. AnimJ has no JSON form for matrices: the AnimJ page says \"Use AnimX to gain access to this feature\", and Resonite imports any matrix value in an AnimJ file as an all-zero matrix (Resonite-Issues#2478). So every value given for a matrix track is reported as an error; store matrix animation as AnimX instead.","not":{}};
const schema185 = {"description":"A `double3x3` value. AnimJ has no JSON form for matrices: the AnimJ page says \"Use AnimX to gain access to this feature\", and Resonite imports any matrix value in an AnimJ file as an all-zero matrix (Resonite-Issues#2478). So every value given for a matrix track is reported as an error; store matrix animation as AnimX instead.","not":{}};
const schema189 = {"description":"A `double4x4` value. AnimJ has no JSON form for matrices: the AnimJ page says \"Use AnimX to gain access to this feature\", and Resonite imports any matrix value in an AnimJ file as an all-zero matrix (Resonite-Issues#2478). So every value given for a matrix track is reported as an error; store matrix animation as AnimX instead.","not":{}};
const schema203 = {"description":"A `string` value: a JSON string such as `\"Hello World!\"`, or `null` for \"no text\" (Resonite stores string track values as nullable).","type":["string","null"]};
const schema207 = {"description":"How the track's keyframes are stored and played back: \"Raw\" (values at a fixed interval), \"Discrete\" (values held from their time until the next key), \"Curve\" (values interpolated between keys) or \"Bezier\". Case matters. \"Bezier\" is listed on the AnimJ page and uses the Curve keyframe layout, but Resonite currently refuses to import Bezier tracks; use \"Curve\" with \"CubicBezier\" interpolation instead.","enum":["Raw","Discrete","Curve","Bezier"]};
const schema208 = {"description":"The type of every value in the track, spelled exactly as listed (case matters): bool, bool2-4, byte, ushort, uint, ulong, sbyte, short, int, long, int2-4, uint2-4, long2-4, float, float2-4, floatQ, float2x2/3x3/4x4, double, double2-4, doubleQ, double2x2/3x3/4x4, color, color32 or string. colorX, char, DateTime, TimeSpan, decimal and enum types are not supported by Resonite. Matrix types are listed for completeness, but AnimJ cannot carry matrix values (see the matrix definitions).","enum":["bool","bool2","bool3","bool4","byte","ushort","uint","ulong","sbyte","short","int","long","int2","int3","int4","uint2","uint3","uint4","long2","long3","long4","float","float2","float3","float4","floatQ","float2x2","float3x3","float4x4","double","double2","double3","double4","doubleQ","double2x2","double3x3","double4x4","color","color32","string"]};
const schema34 = {"description":"The body of a Discrete track: labels and a list of `{time, value}` keyframes.","type":"object","properties":{"node":{"description":"A free-form label for the object the track animates, for example a slot name such as \"Fan Blade\". The Animator's \"Setup fields by name\" and the Find Animation Track Index ProtoFlux node look tracks up by it; it does not have to match anything in the scene.","type":"string"},"property":{"description":"A free-form label for the field the track animates, for example \"Rotation\". Used together with `node` to find a track by name; it does not have to match anything in the scene.","type":"string"},"keyframes":{"description":"The keyframes, in ascending time order. Each value is held until the next keyframe.","type":"array","items":{"$ref":"#/$defs/discreteKeyframe"}}},"additionalProperties":false};
const schema35 = {"description":"One keyframe of a Discrete track: `{\"time\": seconds, \"value\": …}`. The value is applied at `time` and held until the next keyframe. The shape of `value` follows the track's `valueType`.","type":"object","properties":{"time":{"description":"Seconds since the start of the animation at which `value` is applied.","$ref":"#/$defs/time"},"value":{"description":"The value to apply, in the shape given by the track's `valueType`."}},"required":["time","value"],"additionalProperties":false};
const schema36 = {"description":"Seconds since the start of the animation at which this keyframe applies. Times should not be negative; keep the keyframes of a track in ascending time order. Resonite stores times as 32-bit floats: at most about 3.4e38.","type":"number","minimum":0,"maximum":3.4028234663852886e+38};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.time === undefined) && (missing0 = "time")) || ((data.value === undefined) && (missing0 = "value"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "time") || (key0 === "value"))){
validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.time !== undefined){
let data0 = data.time;
const _errs3 = errors;
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
validate23.errors = [{instancePath:instancePath+"/time",schemaPath:"#/$defs/time/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data0 < 0 || isNaN(data0)){
validate23.errors = [{instancePath:instancePath+"/time",schemaPath:"#/$defs/time/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/time",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "node") || (key0 === "property")) || (key0 === "keyframes"))){
validate22.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.node !== undefined){
const _errs2 = errors;
if(typeof data.node !== "string"){
validate22.errors = [{instancePath:instancePath+"/node",schemaPath:"#/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.property !== undefined){
const _errs4 = errors;
if(typeof data.property !== "string"){
validate22.errors = [{instancePath:instancePath+"/property",schemaPath:"#/properties/property/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.keyframes !== undefined){
let data2 = data.keyframes;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate23(data2[i0], {instancePath:instancePath+"/keyframes/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/keyframes",schemaPath:"#/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema37 = {"description":"The body of a Curve (or Bezier) track: labels and a list of `{time, value, interpolation}` keyframes with optional tangents.","type":"object","properties":{"node":{"description":"A free-form label for the object the track animates, for example a slot name such as \"Fan Blade\". The Animator's \"Setup fields by name\" and the Find Animation Track Index ProtoFlux node look tracks up by it; it does not have to match anything in the scene.","type":"string"},"property":{"description":"A free-form label for the field the track animates, for example \"Rotation\". Used together with `node` to find a track by name; it does not have to match anything in the scene.","type":"string"},"keyframes":{"description":"The keyframes, in ascending time order.","$ref":"#/$defs/curveKeyframes"}},"additionalProperties":false};
const schema38 = {"description":"The keyframes of a Curve or Bezier track, in ascending time order. When there are two or more, each \"Tangent\" or \"CubicBezier\" keyframe must carry at least one tangent.","type":"array","items":{"$ref":"#/$defs/curveKeyframe"},"if":{"minItems":2},"then":{"items":{"$ref":"#/$defs/tangentPresence"}}};
const schema39 = {"description":"Rule for a \"Tangent\" or \"CubicBezier\" keyframe in a track with two or more keyframes: it must have `leftTangent`, `rightTangent` or both (a middle keyframe needs both; only the first may leave out `leftTangent` and only the last may leave out `rightTangent`).","type":"object","if":{"properties":{"interpolation":{"enum":["Tangent","CubicBezier"]}},"required":["interpolation"]},"then":{"anyOf":[{"properties":{"leftTangent":true},"required":["leftTangent"]},{"properties":{"rightTangent":true},"required":["rightTangent"]}]}};
const schema40 = {"description":"One keyframe of a Curve (or Bezier) track: `{\"time\": seconds, \"value\": …, \"interpolation\": …}` plus `leftTangent`/`rightTangent` for \"Tangent\" and \"CubicBezier\" keys. `value` and both tangents have the shape given by the track's `valueType`. A \"Tangent\" or \"CubicBezier\" key needs both tangents, except that the first keyframe of a track does not need `leftTangent` and the last keyframe does not need `rightTangent`. This schema checks that such a key has at least one tangent when the track has two or more keyframes; which tangent each position needs is left to a separate check.","type":"object","properties":{"time":{"description":"Seconds since the start of the animation at which the curve reaches `value`.","$ref":"#/$defs/time"},"value":{"description":"The value the curve passes through at `time`, in the shape given by the track's `valueType`."},"interpolation":{"description":"How the curve travels from this keyframe to the next. Always write it.","$ref":"#/$defs/interpolation"},"leftTangent":{"description":"The tangent on the incoming side of this key, with the same shape as `value`. For \"CubicBezier\" it is the second control point of the segment that ends at this key. Needed on \"Tangent\" and \"CubicBezier\" keys except the first keyframe; ignored on \"Hold\" and \"Linear\" keys."},"rightTangent":{"description":"The tangent on the outgoing side of this key, with the same shape as `value`. For \"CubicBezier\" it is the first control point of the segment that starts at this key. Needed on \"Tangent\" and \"CubicBezier\" keys except the last keyframe; ignored on \"Hold\" and \"Linear\" keys."}},"required":["time","value","interpolation"],"additionalProperties":false};
const schema42 = {"description":"How the curve moves from this keyframe to the next one: \"Hold\" keeps this value until the next key, \"Linear\" blends in a straight line, \"CubicBezier\" follows a cubic Bezier curve through this key's `rightTangent` and the next key's `leftTangent` (absolute control values of the same type as `value`), \"Tangent\" shapes the curve with the two tangents used as slopes (the exact formula is not documented, so prefer \"CubicBezier\"). Case matters. The keyframe before a segment decides how that segment is interpolated.","enum":["Hold","Linear","Tangent","CubicBezier"]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.time === undefined) && (missing0 = "time")) || ((data.value === undefined) && (missing0 = "value"))) || ((data.interpolation === undefined) && (missing0 = "interpolation"))){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "time") || (key0 === "value")) || (key0 === "interpolation")) || (key0 === "leftTangent")) || (key0 === "rightTangent"))){
validate28.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.time !== undefined){
let data0 = data.time;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
validate28.errors = [{instancePath:instancePath+"/time",schemaPath:"#/$defs/time/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data0 < 0 || isNaN(data0)){
validate28.errors = [{instancePath:instancePath+"/time",schemaPath:"#/$defs/time/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/time",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.interpolation !== undefined){
let data1 = data.interpolation;
const _errs5 = errors;
if(!((((data1 === "Hold") || (data1 === "Linear")) || (data1 === "Tangent")) || (data1 === "CubicBezier"))){
validate28.errors = [{instancePath:instancePath+"/interpolation",schemaPath:"#/$defs/interpolation/enum",keyword:"enum",params:{allowedValues: schema42.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(Array.isArray(data)){
if(data.length < 2){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs3 = errors;
if(Array.isArray(data)){
var valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs4 = errors;
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
validate27.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/tangentPresence/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.interpolation === undefined) && (missing0 = "interpolation")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data0.interpolation !== undefined){
let data1 = data0.interpolation;
if(!((data1 === "Tangent") || (data1 === "CubicBezier"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
const _errs11 = errors;
let valid5 = false;
const _errs12 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.leftTangent === undefined) && (missing1 = "leftTangent")){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/tangentPresence/then/anyOf/0/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid2 = _errs12 === errors;
valid5 = valid5 || _valid2;
if(_valid2){
var props0 = {};
props0.leftTangent = true;
}
const _errs13 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing2;
if((data0.rightTangent === undefined) && (missing2 = "rightTangent")){
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/tangentPresence/then/anyOf/1/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid2 = _errs13 === errors;
valid5 = valid5 || _valid2;
if(_valid2){
if(props0 !== true){
props0 = props0 || {};
props0.rightTangent = true;
}
}
if(!valid5){
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/tangentPresence/then/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
if(valid3){
if(props0 !== true){
props0 = props0 || {};
props0.interpolation = true;
}
}
}
if(!valid3){
const err6 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/tangentPresence/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate27.errors = vErrors;
return false;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
}
if(!valid0){
const err7 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate27.errors = vErrors;
return false;
}
if(errors === 0){
if(Array.isArray(data)){
var valid6 = true;
const len1 = data.length;
for(let i1=0; i1<len1; i1++){
const _errs14 = errors;
if(!(validate28(data[i1], {instancePath:instancePath+"/" + i1,parentData:data,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid6 = _errs14 === errors;
if(!valid6){
break;
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "node") || (key0 === "property")) || (key0 === "keyframes"))){
validate26.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.node !== undefined){
const _errs2 = errors;
if(typeof data.node !== "string"){
validate26.errors = [{instancePath:instancePath+"/node",schemaPath:"#/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.property !== undefined){
const _errs4 = errors;
if(typeof data.property !== "string"){
validate26.errors = [{instancePath:instancePath+"/property",schemaPath:"#/properties/property/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.keyframes !== undefined){
const _errs6 = errors;
if(!(validate27(data.keyframes, {instancePath:instancePath+"/keyframes",parentData:data,parentDataProperty:"keyframes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema47 = {"description":"A `bool2` value: an object `{\"x\": …, \"y\": …}` with exactly the components `x`, `y`, each a JSON boolean. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a JSON boolean).","$ref":"#/$defs/bool"},"y":{"description":"The y component (a JSON boolean).","$ref":"#/$defs/bool"}},"required":["x","y"],"additionalProperties":false};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))){
validate32.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "x") || (key0 === "y"))){
validate32.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
const _errs2 = errors;
if(typeof data.x !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
const _errs5 = errors;
if(typeof data.y !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema50 = {"description":"A `bool3` value: an object `{\"x\": …, \"y\": …, \"z\": …}` with exactly the components `x`, `y`, `z`, each a JSON boolean. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a JSON boolean).","$ref":"#/$defs/bool"},"y":{"description":"The y component (a JSON boolean).","$ref":"#/$defs/bool"},"z":{"description":"The z component (a JSON boolean).","$ref":"#/$defs/bool"}},"required":["x","y","z"],"additionalProperties":false};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))){
validate37.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "x") || (key0 === "y")) || (key0 === "z"))){
validate37.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
const _errs2 = errors;
if(typeof data.x !== "boolean"){
validate37.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
const _errs5 = errors;
if(typeof data.y !== "boolean"){
validate37.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
const _errs8 = errors;
if(typeof data.z !== "boolean"){
validate37.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema54 = {"description":"A `bool4` value: an object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` with exactly the components `x`, `y`, `z`, `w`, each a JSON boolean. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a JSON boolean).","$ref":"#/$defs/bool"},"y":{"description":"The y component (a JSON boolean).","$ref":"#/$defs/bool"},"z":{"description":"The z component (a JSON boolean).","$ref":"#/$defs/bool"},"w":{"description":"The w component (a JSON boolean).","$ref":"#/$defs/bool"}},"required":["x","y","z","w"],"additionalProperties":false};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))) || ((data.w === undefined) && (missing0 = "w"))){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
validate42.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
const _errs2 = errors;
if(typeof data.x !== "boolean"){
validate42.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
const _errs5 = errors;
if(typeof data.y !== "boolean"){
validate42.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
const _errs8 = errors;
if(typeof data.z !== "boolean"){
validate42.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.w !== undefined){
const _errs11 = errors;
if(typeof data.w !== "boolean"){
validate42.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema91 = {"description":"An `int2` value: an object `{\"x\": …, \"y\": …}` with exactly the components `x`, `y`, each a signed 32-bit integer. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a signed 32-bit integer).","$ref":"#/$defs/int"},"y":{"description":"The y component (a signed 32-bit integer).","$ref":"#/$defs/int"}},"required":["x","y"],"additionalProperties":false};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "x") || (key0 === "y"))){
validate47.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate47.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
validate47.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data0 < -2147483648 || isNaN(data0)){
validate47.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate47.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
validate47.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data1 < -2147483648 || isNaN(data1)){
validate47.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema94 = {"description":"An `int3` value: an object `{\"x\": …, \"y\": …, \"z\": …}` with exactly the components `x`, `y`, `z`, each a signed 32-bit integer. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a signed 32-bit integer).","$ref":"#/$defs/int"},"y":{"description":"The y component (a signed 32-bit integer).","$ref":"#/$defs/int"},"z":{"description":"The z component (a signed 32-bit integer).","$ref":"#/$defs/int"}},"required":["x","y","z"],"additionalProperties":false};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "x") || (key0 === "y")) || (key0 === "z"))){
validate52.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate52.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
validate52.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data0 < -2147483648 || isNaN(data0)){
validate52.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate52.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
validate52.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data1 < -2147483648 || isNaN(data1)){
validate52.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
let data2 = data.z;
const _errs8 = errors;
const _errs9 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate52.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
validate52.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data2 < -2147483648 || isNaN(data2)){
validate52.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema98 = {"description":"An `int4` value: an object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` with exactly the components `x`, `y`, `z`, `w`, each a signed 32-bit integer. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a signed 32-bit integer).","$ref":"#/$defs/int"},"y":{"description":"The y component (a signed 32-bit integer).","$ref":"#/$defs/int"},"z":{"description":"The z component (a signed 32-bit integer).","$ref":"#/$defs/int"},"w":{"description":"The w component (a signed 32-bit integer).","$ref":"#/$defs/int"}},"required":["x","y","z","w"],"additionalProperties":false};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))) || ((data.w === undefined) && (missing0 = "w"))){
validate57.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
validate57.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate57.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
validate57.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data0 < -2147483648 || isNaN(data0)){
validate57.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate57.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
validate57.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data1 < -2147483648 || isNaN(data1)){
validate57.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
let data2 = data.z;
const _errs8 = errors;
const _errs9 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate57.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
validate57.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data2 < -2147483648 || isNaN(data2)){
validate57.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.w !== undefined){
let data3 = data.w;
const _errs11 = errors;
const _errs12 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate57.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2147483647 || isNaN(data3)){
validate57.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data3 < -2147483648 || isNaN(data3)){
validate57.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema103 = {"description":"A `uint2` value: an object `{\"x\": …, \"y\": …}` with exactly the components `x`, `y`, each an unsigned 32-bit integer (0 to 4294967295). Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"},"y":{"description":"The y component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"}},"required":["x","y"],"additionalProperties":false};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "x") || (key0 === "y"))){
validate62.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate62.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 4294967295 || isNaN(data0)){
validate62.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data0 < 0 || isNaN(data0)){
validate62.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate62.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4294967295 || isNaN(data1)){
validate62.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate62.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema106 = {"description":"A `uint3` value: an object `{\"x\": …, \"y\": …, \"z\": …}` with exactly the components `x`, `y`, `z`, each an unsigned 32-bit integer (0 to 4294967295). Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"},"y":{"description":"The y component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"},"z":{"description":"The z component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"}},"required":["x","y","z"],"additionalProperties":false};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))){
validate67.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "x") || (key0 === "y")) || (key0 === "z"))){
validate67.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate67.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 4294967295 || isNaN(data0)){
validate67.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data0 < 0 || isNaN(data0)){
validate67.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate67.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4294967295 || isNaN(data1)){
validate67.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate67.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
let data2 = data.z;
const _errs8 = errors;
const _errs9 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate67.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 4294967295 || isNaN(data2)){
validate67.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate67.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema110 = {"description":"A `uint4` value: an object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` with exactly the components `x`, `y`, `z`, `w`, each an unsigned 32-bit integer (0 to 4294967295). Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"},"y":{"description":"The y component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"},"z":{"description":"The z component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"},"w":{"description":"The w component (an unsigned 32-bit integer (0 to 4294967295)).","$ref":"#/$defs/uint"}},"required":["x","y","z","w"],"additionalProperties":false};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))) || ((data.w === undefined) && (missing0 = "w"))){
validate72.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
validate72.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate72.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 4294967295 || isNaN(data0)){
validate72.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data0 < 0 || isNaN(data0)){
validate72.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate72.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4294967295 || isNaN(data1)){
validate72.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate72.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
let data2 = data.z;
const _errs8 = errors;
const _errs9 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate72.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 4294967295 || isNaN(data2)){
validate72.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate72.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.w !== undefined){
let data3 = data.w;
const _errs11 = errors;
const _errs12 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate72.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 4294967295 || isNaN(data3)){
validate72.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate72.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema115 = {"description":"A `long2` value: an object `{\"x\": …, \"y\": …}` with exactly the components `x`, `y`, each a signed 64-bit integer. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a signed 64-bit integer).","$ref":"#/$defs/long"},"y":{"description":"The y component (a signed 64-bit integer).","$ref":"#/$defs/long"}},"required":["x","y"],"additionalProperties":false};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))){
validate77.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "x") || (key0 === "y"))){
validate77.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate77.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9223372036854776000 || isNaN(data0)){
validate77.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"}];
return false;
}
else {
if(data0 < -9223372036854776000 || isNaN(data0)){
validate77.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate77.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9223372036854776000 || isNaN(data1)){
validate77.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"}];
return false;
}
else {
if(data1 < -9223372036854776000 || isNaN(data1)){
validate77.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate77.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema118 = {"description":"A `long3` value: an object `{\"x\": …, \"y\": …, \"z\": …}` with exactly the components `x`, `y`, `z`, each a signed 64-bit integer. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a signed 64-bit integer).","$ref":"#/$defs/long"},"y":{"description":"The y component (a signed 64-bit integer).","$ref":"#/$defs/long"},"z":{"description":"The z component (a signed 64-bit integer).","$ref":"#/$defs/long"}},"required":["x","y","z"],"additionalProperties":false};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))){
validate82.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "x") || (key0 === "y")) || (key0 === "z"))){
validate82.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate82.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9223372036854776000 || isNaN(data0)){
validate82.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"}];
return false;
}
else {
if(data0 < -9223372036854776000 || isNaN(data0)){
validate82.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate82.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9223372036854776000 || isNaN(data1)){
validate82.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"}];
return false;
}
else {
if(data1 < -9223372036854776000 || isNaN(data1)){
validate82.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
let data2 = data.z;
const _errs8 = errors;
const _errs9 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate82.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9223372036854776000 || isNaN(data2)){
validate82.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"}];
return false;
}
else {
if(data2 < -9223372036854776000 || isNaN(data2)){
validate82.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema122 = {"description":"A `long4` value: an object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` with exactly the components `x`, `y`, `z`, `w`, each a signed 64-bit integer. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a signed 64-bit integer).","$ref":"#/$defs/long"},"y":{"description":"The y component (a signed 64-bit integer).","$ref":"#/$defs/long"},"z":{"description":"The z component (a signed 64-bit integer).","$ref":"#/$defs/long"},"w":{"description":"The w component (a signed 64-bit integer).","$ref":"#/$defs/long"}},"required":["x","y","z","w"],"additionalProperties":false};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))) || ((data.w === undefined) && (missing0 = "w"))){
validate87.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
validate87.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate87.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9223372036854776000 || isNaN(data0)){
validate87.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"}];
return false;
}
else {
if(data0 < -9223372036854776000 || isNaN(data0)){
validate87.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate87.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9223372036854776000 || isNaN(data1)){
validate87.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"}];
return false;
}
else {
if(data1 < -9223372036854776000 || isNaN(data1)){
validate87.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
let data2 = data.z;
const _errs8 = errors;
const _errs9 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate87.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9223372036854776000 || isNaN(data2)){
validate87.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"}];
return false;
}
else {
if(data2 < -9223372036854776000 || isNaN(data2)){
validate87.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.w !== undefined){
let data3 = data.w;
const _errs11 = errors;
const _errs12 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate87.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9223372036854776000 || isNaN(data3)){
validate87.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"}];
return false;
}
else {
if(data3 < -9223372036854776000 || isNaN(data3)){
validate87.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate87.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema131 = {"description":"A `float2` value: an object `{\"x\": …, \"y\": …}` with exactly the components `x`, `y`, each a 32-bit float number. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a 32-bit float number).","$ref":"#/$defs/float"},"y":{"description":"The y component (a 32-bit float number).","$ref":"#/$defs/float"}},"required":["x","y"],"additionalProperties":false};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate92.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))){
validate92.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "x") || (key0 === "y"))){
validate92.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
validate92.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data0 < -3.4028234663852886e+38 || isNaN(data0)){
validate92.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate92.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 3.4028234663852886e+38 || isNaN(data1)){
validate92.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data1 < -3.4028234663852886e+38 || isNaN(data1)){
validate92.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate92.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate92.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate92.errors = vErrors;
return errors === 0;
}
validate92.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema134 = {"description":"A `float3` value: an object `{\"x\": …, \"y\": …, \"z\": …}` with exactly the components `x`, `y`, `z`, each a 32-bit float number. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a 32-bit float number).","$ref":"#/$defs/float"},"y":{"description":"The y component (a 32-bit float number).","$ref":"#/$defs/float"},"z":{"description":"The z component (a 32-bit float number).","$ref":"#/$defs/float"}},"required":["x","y","z"],"additionalProperties":false};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))){
validate97.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "x") || (key0 === "y")) || (key0 === "z"))){
validate97.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
validate97.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data0 < -3.4028234663852886e+38 || isNaN(data0)){
validate97.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 3.4028234663852886e+38 || isNaN(data1)){
validate97.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data1 < -3.4028234663852886e+38 || isNaN(data1)){
validate97.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
let data2 = data.z;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 3.4028234663852886e+38 || isNaN(data2)){
validate97.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data2 < -3.4028234663852886e+38 || isNaN(data2)){
validate97.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate97.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema138 = {"description":"A `float4` value: an object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` with exactly the components `x`, `y`, `z`, `w`, each a 32-bit float number. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a 32-bit float number).","$ref":"#/$defs/float"},"y":{"description":"The y component (a 32-bit float number).","$ref":"#/$defs/float"},"z":{"description":"The z component (a 32-bit float number).","$ref":"#/$defs/float"},"w":{"description":"The w component (a 32-bit float number).","$ref":"#/$defs/float"}},"required":["x","y","z","w"],"additionalProperties":false};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))) || ((data.w === undefined) && (missing0 = "w"))){
validate102.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
validate102.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
validate102.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data0 < -3.4028234663852886e+38 || isNaN(data0)){
validate102.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 3.4028234663852886e+38 || isNaN(data1)){
validate102.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data1 < -3.4028234663852886e+38 || isNaN(data1)){
validate102.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
let data2 = data.z;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 3.4028234663852886e+38 || isNaN(data2)){
validate102.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data2 < -3.4028234663852886e+38 || isNaN(data2)){
validate102.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.w !== undefined){
let data3 = data.w;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 3.4028234663852886e+38 || isNaN(data3)){
validate102.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data3 < -3.4028234663852886e+38 || isNaN(data3)){
validate102.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate102.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema143 = {"description":"A `floatQ` rotation: a quaternion object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` where `w` is the real part. Use unit-length quaternions (the identity rotation is x=0, y=0, z=0, w=1); for smooth animation keep the sign of neighbouring keys consistent.","type":"object","properties":{"x":{"description":"The x component of the quaternion's vector (imaginary) part.","$ref":"#/$defs/float"},"y":{"description":"The y component of the quaternion's vector (imaginary) part.","$ref":"#/$defs/float"},"z":{"description":"The z component of the quaternion's vector (imaginary) part.","$ref":"#/$defs/float"},"w":{"description":"The real (scalar) part of the quaternion.","$ref":"#/$defs/float"}},"required":["x","y","z","w"],"additionalProperties":false};

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))) || ((data.w === undefined) && (missing0 = "w"))){
validate107.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
validate107.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
validate107.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data0 < -3.4028234663852886e+38 || isNaN(data0)){
validate107.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate107.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 3.4028234663852886e+38 || isNaN(data1)){
validate107.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data1 < -3.4028234663852886e+38 || isNaN(data1)){
validate107.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate107.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
let data2 = data.z;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 3.4028234663852886e+38 || isNaN(data2)){
validate107.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data2 < -3.4028234663852886e+38 || isNaN(data2)){
validate107.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate107.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.w !== undefined){
let data3 = data.w;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 3.4028234663852886e+38 || isNaN(data3)){
validate107.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data3 < -3.4028234663852886e+38 || isNaN(data3)){
validate107.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate107.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate107.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema164 = {"description":"A `double2` value: an object `{\"x\": …, \"y\": …}` with exactly the components `x`, `y`, each a number. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a number).","$ref":"#/$defs/double"},"y":{"description":"The y component (a number).","$ref":"#/$defs/double"}},"required":["x","y"],"additionalProperties":false};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))){
validate112.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "x") || (key0 === "y"))){
validate112.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
validate112.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate112.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate112.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema167 = {"description":"A `double3` value: an object `{\"x\": …, \"y\": …, \"z\": …}` with exactly the components `x`, `y`, `z`, each a number. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a number).","$ref":"#/$defs/double"},"y":{"description":"The y component (a number).","$ref":"#/$defs/double"},"z":{"description":"The z component (a number).","$ref":"#/$defs/double"}},"required":["x","y","z"],"additionalProperties":false};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))){
validate117.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "x") || (key0 === "y")) || (key0 === "z"))){
validate117.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
validate117.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate117.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
let data2 = data.z;
const _errs8 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate117.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate117.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema171 = {"description":"A `double4` value: an object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` with exactly the components `x`, `y`, `z`, `w`, each a number. Component names are lower-case.","type":"object","properties":{"x":{"description":"The x component (a number).","$ref":"#/$defs/double"},"y":{"description":"The y component (a number).","$ref":"#/$defs/double"},"z":{"description":"The z component (a number).","$ref":"#/$defs/double"},"w":{"description":"The w component (a number).","$ref":"#/$defs/double"}},"required":["x","y","z","w"],"additionalProperties":false};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))) || ((data.w === undefined) && (missing0 = "w"))){
validate122.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
validate122.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
validate122.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate122.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
let data2 = data.z;
const _errs8 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate122.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.w !== undefined){
let data3 = data.w;
const _errs11 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate122.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate122.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema176 = {"description":"A `doubleQ` rotation: a quaternion object `{\"x\": …, \"y\": …, \"z\": …, \"w\": …}` where `w` is the real part. Use unit-length quaternions (the identity rotation is x=0, y=0, z=0, w=1); for smooth animation keep the sign of neighbouring keys consistent.","type":"object","properties":{"x":{"description":"The x component of the quaternion's vector (imaginary) part.","$ref":"#/$defs/double"},"y":{"description":"The y component of the quaternion's vector (imaginary) part.","$ref":"#/$defs/double"},"z":{"description":"The z component of the quaternion's vector (imaginary) part.","$ref":"#/$defs/double"},"w":{"description":"The real (scalar) part of the quaternion.","$ref":"#/$defs/double"}},"required":["x","y","z","w"],"additionalProperties":false};

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate127.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.x === undefined) && (missing0 = "x")) || ((data.y === undefined) && (missing0 = "y"))) || ((data.z === undefined) && (missing0 = "z"))) || ((data.w === undefined) && (missing0 = "w"))){
validate127.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
validate127.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.x !== undefined){
let data0 = data.x;
const _errs2 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
validate127.errors = [{instancePath:instancePath+"/x",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.y !== undefined){
let data1 = data.y;
const _errs5 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate127.errors = [{instancePath:instancePath+"/y",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.z !== undefined){
let data2 = data.z;
const _errs8 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate127.errors = [{instancePath:instancePath+"/z",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.w !== undefined){
let data3 = data.w;
const _errs11 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate127.errors = [{instancePath:instancePath+"/w",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate127.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate127.errors = vErrors;
return errors === 0;
}
validate127.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema193 = {"description":"A `color` value: `{\"r\": …, \"g\": …, \"b\": …, \"a\": …}` with 32-bit float channels, usually 0 to 1 (larger values give HDR colours). All four channels are required; write `\"a\": 1` for an opaque colour.","type":"object","properties":{"r":{"description":"The red channel as a float.","$ref":"#/$defs/float"},"g":{"description":"The green channel as a float.","$ref":"#/$defs/float"},"b":{"description":"The blue channel as a float.","$ref":"#/$defs/float"},"a":{"description":"The alpha (opacity) channel as a float.","$ref":"#/$defs/float"}},"required":["r","g","b","a"],"additionalProperties":false};

function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate132.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.r === undefined) && (missing0 = "r")) || ((data.g === undefined) && (missing0 = "g"))) || ((data.b === undefined) && (missing0 = "b"))) || ((data.a === undefined) && (missing0 = "a"))){
validate132.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "r") || (key0 === "g")) || (key0 === "b")) || (key0 === "a"))){
validate132.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.r !== undefined){
let data0 = data.r;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
validate132.errors = [{instancePath:instancePath+"/r",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data0 < -3.4028234663852886e+38 || isNaN(data0)){
validate132.errors = [{instancePath:instancePath+"/r",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate132.errors = [{instancePath:instancePath+"/r",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.g !== undefined){
let data1 = data.g;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 3.4028234663852886e+38 || isNaN(data1)){
validate132.errors = [{instancePath:instancePath+"/g",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data1 < -3.4028234663852886e+38 || isNaN(data1)){
validate132.errors = [{instancePath:instancePath+"/g",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate132.errors = [{instancePath:instancePath+"/g",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.b !== undefined){
let data2 = data.b;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 3.4028234663852886e+38 || isNaN(data2)){
validate132.errors = [{instancePath:instancePath+"/b",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data2 < -3.4028234663852886e+38 || isNaN(data2)){
validate132.errors = [{instancePath:instancePath+"/b",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate132.errors = [{instancePath:instancePath+"/b",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.a !== undefined){
let data3 = data.a;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 3.4028234663852886e+38 || isNaN(data3)){
validate132.errors = [{instancePath:instancePath+"/a",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data3 < -3.4028234663852886e+38 || isNaN(data3)){
validate132.errors = [{instancePath:instancePath+"/a",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate132.errors = [{instancePath:instancePath+"/a",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate132.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate132.errors = vErrors;
return errors === 0;
}
validate132.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema198 = {"description":"A `color32` value: `{\"r\": …, \"g\": …, \"b\": …, \"a\": …}` with whole-number channels from 0 to 255. All four channels are required; write `\"a\": 255` for an opaque colour.","type":"object","properties":{"r":{"description":"The red channel, 0 to 255.","$ref":"#/$defs/byte"},"g":{"description":"The green channel, 0 to 255.","$ref":"#/$defs/byte"},"b":{"description":"The blue channel, 0 to 255.","$ref":"#/$defs/byte"},"a":{"description":"The alpha (opacity) channel, 0 to 255.","$ref":"#/$defs/byte"}},"required":["r","g","b","a"],"additionalProperties":false};

function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate137.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.r === undefined) && (missing0 = "r")) || ((data.g === undefined) && (missing0 = "g"))) || ((data.b === undefined) && (missing0 = "b"))) || ((data.a === undefined) && (missing0 = "a"))){
validate137.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "r") || (key0 === "g")) || (key0 === "b")) || (key0 === "a"))){
validate137.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.r !== undefined){
let data0 = data.r;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate137.errors = [{instancePath:instancePath+"/r",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 255 || isNaN(data0)){
validate137.errors = [{instancePath:instancePath+"/r",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"}];
return false;
}
else {
if(data0 < 0 || isNaN(data0)){
validate137.errors = [{instancePath:instancePath+"/r",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.g !== undefined){
let data1 = data.g;
const _errs5 = errors;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate137.errors = [{instancePath:instancePath+"/g",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 255 || isNaN(data1)){
validate137.errors = [{instancePath:instancePath+"/g",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate137.errors = [{instancePath:instancePath+"/g",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.b !== undefined){
let data2 = data.b;
const _errs8 = errors;
const _errs9 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate137.errors = [{instancePath:instancePath+"/b",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 255 || isNaN(data2)){
validate137.errors = [{instancePath:instancePath+"/b",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate137.errors = [{instancePath:instancePath+"/b",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.a !== undefined){
let data3 = data.a;
const _errs11 = errors;
const _errs12 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate137.errors = [{instancePath:instancePath+"/a",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 255 || isNaN(data3)){
validate137.errors = [{instancePath:instancePath+"/a",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate137.errors = [{instancePath:instancePath+"/a",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate137.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate137.errors = vErrors;
return errors === 0;
}
validate137.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.trackType === undefined) && (missing0 = "trackType")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data1 = data.data;
const _errs7 = errors;
if(errors === _errs7){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
const _errs9 = errors;
for(const key0 in data1){
if(!((((key0 === "node") || (key0 === "property")) || (key0 === "interval")) || (key0 === "keyframes"))){
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/$defs/rawData/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs9 === errors){
if(data1.node !== undefined){
const _errs10 = errors;
if(typeof data1.node !== "string"){
validate21.errors = [{instancePath:instancePath+"/data/node",schemaPath:"#/$defs/rawData/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs10 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data1.property !== undefined){
const _errs12 = errors;
if(typeof data1.property !== "string"){
validate21.errors = [{instancePath:instancePath+"/data/property",schemaPath:"#/$defs/rawData/properties/property/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs12 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data1.interval !== undefined){
let data4 = data1.interval;
const _errs14 = errors;
if(errors === _errs14){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 3.4028234663852886e+38 || isNaN(data4)){
validate21.errors = [{instancePath:instancePath+"/data/interval",schemaPath:"#/$defs/rawData/properties/interval/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data4 <= 0 || isNaN(data4)){
validate21.errors = [{instancePath:instancePath+"/data/interval",schemaPath:"#/$defs/rawData/properties/interval/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/interval",schemaPath:"#/$defs/rawData/properties/interval/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data1.keyframes !== undefined){
const _errs16 = errors;
if(!(Array.isArray(data1.keyframes))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/$defs/rawData/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/$defs/rawData/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.data = true;
props0.trackType = true;
}
}
if(!valid1){
const err2 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs18 = errors;
const _errs19 = errors;
let valid6 = true;
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.trackType === undefined) && (missing1 = "trackType")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Discrete" !== data.trackType){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
var _valid1 = _errs20 === errors;
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs22 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
if(!(validate22(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
var _valid1 = _errs22 === errors;
valid6 = _valid1;
if(valid6){
var props1 = {};
props1.data = true;
props1.trackType = true;
}
}
if(!valid6){
const err5 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs18 === errors;
if(valid0){
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs24 = errors;
const _errs25 = errors;
let valid9 = true;
const _errs26 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.trackType === undefined) && (missing2 = "trackType")){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
if(data.trackType !== undefined){
let data8 = data.trackType;
if(!((data8 === "Curve") || (data8 === "Bezier"))){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
var _valid2 = _errs26 === errors;
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs28 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
if(!(validate26(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
var _valid2 = _errs28 === errors;
valid9 = _valid2;
if(valid9){
var props2 = {};
props2.data = true;
props2.trackType = true;
}
}
if(!valid9){
const err8 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs24 === errors;
if(valid0){
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs30 = errors;
const _errs31 = errors;
let valid12 = true;
const _errs32 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.valueType === undefined) && (missing3 = "valueType")){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("bool" !== data.valueType){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
var _valid3 = _errs32 === errors;
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs34 = errors;
const _errs35 = errors;
let valid14 = true;
const _errs36 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.trackType === undefined) && (missing4 = "trackType")){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
var _valid4 = _errs36 === errors;
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid4){
const _errs38 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data12 = data.data;
const _errs39 = errors;
if(errors === _errs39){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.keyframes !== undefined){
let data13 = data12.keyframes;
const _errs41 = errors;
if(errors === _errs41){
if(Array.isArray(data13)){
var valid18 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
const _errs43 = errors;
if(typeof data13[i0] !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i0,schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid18 = _errs43 === errors;
if(!valid18){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/3/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/3/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid4 = _errs38 === errors;
valid14 = _valid4;
if(valid14){
var props3 = {};
props3.data = true;
props3.trackType = true;
}
ifClause0 = "then";
}
else {
const _errs46 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data15 = data.data;
const _errs47 = errors;
if(errors === _errs47){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.keyframes !== undefined){
let data16 = data15.keyframes;
const _errs49 = errors;
if(errors === _errs49){
if(Array.isArray(data16)){
var valid22 = true;
const len1 = data16.length;
for(let i1=0; i1<len1; i1++){
let data17 = data16[i1];
const _errs51 = errors;
if(errors === _errs51){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.value !== undefined){
const _errs53 = errors;
if(typeof data17.value !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i1+"/value",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid23 = _errs53 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data17.leftTangent !== undefined){
const _errs56 = errors;
if(typeof data17.leftTangent !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i1+"/leftTangent",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid23 = _errs56 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data17.rightTangent !== undefined){
const _errs59 = errors;
if(typeof data17.rightTangent !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i1+"/rightTangent",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid23 = _errs59 === errors;
}
else {
var valid23 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i1,schemaPath:"#/allOf/3/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid22 = _errs51 === errors;
if(!valid22){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/3/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/3/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid4 = _errs46 === errors;
valid14 = _valid4;
if(valid14){
if(props3 !== true){
props3 = props3 || {};
props3.data = true;
}
}
ifClause0 = "else";
}
if(!valid14){
const err13 = {instancePath,schemaPath:"#/allOf/3/then/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid3 = _errs34 === errors;
valid12 = _valid3;
if(valid12){
if(props3 !== true){
props3 = props3 || {};
props3.valueType = true;
}
}
}
if(!valid12){
const err14 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs30 === errors;
if(valid0){
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs62 = errors;
const _errs63 = errors;
let valid27 = true;
const _errs64 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.valueType === undefined) && (missing5 = "valueType")){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("bool2" !== data.valueType){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
var _valid5 = _errs64 === errors;
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs66 = errors;
const _errs67 = errors;
let valid29 = true;
const _errs68 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.trackType === undefined) && (missing6 = "trackType")){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
var _valid6 = _errs68 === errors;
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid6){
const _errs70 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data23 = data.data;
const _errs71 = errors;
if(errors === _errs71){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.keyframes !== undefined){
let data24 = data23.keyframes;
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data24)){
var valid33 = true;
const len2 = data24.length;
for(let i2=0; i2<len2; i2++){
const _errs75 = errors;
if(!(validate32(data24[i2], {instancePath:instancePath+"/data/keyframes/" + i2,parentData:data24,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid33 = _errs75 === errors;
if(!valid33){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/4/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/4/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid6 = _errs70 === errors;
valid29 = _valid6;
if(valid29){
var props4 = {};
props4.data = true;
props4.trackType = true;
}
ifClause1 = "then";
}
else {
const _errs76 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data26 = data.data;
const _errs77 = errors;
if(errors === _errs77){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.keyframes !== undefined){
let data27 = data26.keyframes;
const _errs79 = errors;
if(errors === _errs79){
if(Array.isArray(data27)){
var valid36 = true;
const len3 = data27.length;
for(let i3=0; i3<len3; i3++){
let data28 = data27[i3];
const _errs81 = errors;
if(errors === _errs81){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.value !== undefined){
const _errs83 = errors;
if(!(validate32(data28.value, {instancePath:instancePath+"/data/keyframes/" + i3+"/value",parentData:data28,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid37 = _errs83 === errors;
}
else {
var valid37 = true;
}
if(valid37){
if(data28.leftTangent !== undefined){
const _errs84 = errors;
if(!(validate32(data28.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i3+"/leftTangent",parentData:data28,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid37 = _errs84 === errors;
}
else {
var valid37 = true;
}
if(valid37){
if(data28.rightTangent !== undefined){
const _errs85 = errors;
if(!(validate32(data28.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i3+"/rightTangent",parentData:data28,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid37 = _errs85 === errors;
}
else {
var valid37 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i3,schemaPath:"#/allOf/4/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid36 = _errs81 === errors;
if(!valid36){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/4/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/4/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid6 = _errs76 === errors;
valid29 = _valid6;
if(valid29){
if(props4 !== true){
props4 = props4 || {};
props4.data = true;
}
}
ifClause1 = "else";
}
if(!valid29){
const err19 = {instancePath,schemaPath:"#/allOf/4/then/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid5 = _errs66 === errors;
valid27 = _valid5;
if(valid27){
if(props4 !== true){
props4 = props4 || {};
props4.valueType = true;
}
}
}
if(!valid27){
const err20 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs62 === errors;
if(valid0){
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs86 = errors;
const _errs87 = errors;
let valid38 = true;
const _errs88 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.valueType === undefined) && (missing7 = "valueType")){
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("bool3" !== data.valueType){
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
}
var _valid7 = _errs88 === errors;
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs90 = errors;
const _errs91 = errors;
let valid40 = true;
const _errs92 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.trackType === undefined) && (missing8 = "trackType")){
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
}
var _valid8 = _errs92 === errors;
errors = _errs91;
if(vErrors !== null){
if(_errs91){
vErrors.length = _errs91;
}
else {
vErrors = null;
}
}
let ifClause2;
if(_valid8){
const _errs94 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data34 = data.data;
const _errs95 = errors;
if(errors === _errs95){
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.keyframes !== undefined){
let data35 = data34.keyframes;
const _errs97 = errors;
if(errors === _errs97){
if(Array.isArray(data35)){
var valid44 = true;
const len4 = data35.length;
for(let i4=0; i4<len4; i4++){
const _errs99 = errors;
if(!(validate37(data35[i4], {instancePath:instancePath+"/data/keyframes/" + i4,parentData:data35,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid44 = _errs99 === errors;
if(!valid44){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/5/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/5/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid8 = _errs94 === errors;
valid40 = _valid8;
if(valid40){
var props5 = {};
props5.data = true;
props5.trackType = true;
}
ifClause2 = "then";
}
else {
const _errs100 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data37 = data.data;
const _errs101 = errors;
if(errors === _errs101){
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.keyframes !== undefined){
let data38 = data37.keyframes;
const _errs103 = errors;
if(errors === _errs103){
if(Array.isArray(data38)){
var valid47 = true;
const len5 = data38.length;
for(let i5=0; i5<len5; i5++){
let data39 = data38[i5];
const _errs105 = errors;
if(errors === _errs105){
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.value !== undefined){
const _errs107 = errors;
if(!(validate37(data39.value, {instancePath:instancePath+"/data/keyframes/" + i5+"/value",parentData:data39,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid48 = _errs107 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data39.leftTangent !== undefined){
const _errs108 = errors;
if(!(validate37(data39.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i5+"/leftTangent",parentData:data39,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid48 = _errs108 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data39.rightTangent !== undefined){
const _errs109 = errors;
if(!(validate37(data39.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i5+"/rightTangent",parentData:data39,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid48 = _errs109 === errors;
}
else {
var valid48 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i5,schemaPath:"#/allOf/5/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid47 = _errs105 === errors;
if(!valid47){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/5/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/5/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid8 = _errs100 === errors;
valid40 = _valid8;
if(valid40){
if(props5 !== true){
props5 = props5 || {};
props5.data = true;
}
}
ifClause2 = "else";
}
if(!valid40){
const err25 = {instancePath,schemaPath:"#/allOf/5/then/if",keyword:"if",params:{failingKeyword: ifClause2},message:"must match \""+ifClause2+"\" schema"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid7 = _errs90 === errors;
valid38 = _valid7;
if(valid38){
if(props5 !== true){
props5 = props5 || {};
props5.valueType = true;
}
}
}
if(!valid38){
const err26 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs86 === errors;
if(valid0){
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
const _errs110 = errors;
const _errs111 = errors;
let valid49 = true;
const _errs112 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.valueType === undefined) && (missing9 = "valueType")){
const err27 = {};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("bool4" !== data.valueType){
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
var _valid9 = _errs112 === errors;
errors = _errs111;
if(vErrors !== null){
if(_errs111){
vErrors.length = _errs111;
}
else {
vErrors = null;
}
}
if(_valid9){
const _errs114 = errors;
const _errs115 = errors;
let valid51 = true;
const _errs116 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.trackType === undefined) && (missing10 = "trackType")){
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
}
var _valid10 = _errs116 === errors;
errors = _errs115;
if(vErrors !== null){
if(_errs115){
vErrors.length = _errs115;
}
else {
vErrors = null;
}
}
let ifClause3;
if(_valid10){
const _errs118 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data45 = data.data;
const _errs119 = errors;
if(errors === _errs119){
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.keyframes !== undefined){
let data46 = data45.keyframes;
const _errs121 = errors;
if(errors === _errs121){
if(Array.isArray(data46)){
var valid55 = true;
const len6 = data46.length;
for(let i6=0; i6<len6; i6++){
const _errs123 = errors;
if(!(validate42(data46[i6], {instancePath:instancePath+"/data/keyframes/" + i6,parentData:data46,parentDataProperty:i6,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var valid55 = _errs123 === errors;
if(!valid55){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/6/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/6/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid10 = _errs118 === errors;
valid51 = _valid10;
if(valid51){
var props6 = {};
props6.data = true;
props6.trackType = true;
}
ifClause3 = "then";
}
else {
const _errs124 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data48 = data.data;
const _errs125 = errors;
if(errors === _errs125){
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
if(data48.keyframes !== undefined){
let data49 = data48.keyframes;
const _errs127 = errors;
if(errors === _errs127){
if(Array.isArray(data49)){
var valid58 = true;
const len7 = data49.length;
for(let i7=0; i7<len7; i7++){
let data50 = data49[i7];
const _errs129 = errors;
if(errors === _errs129){
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
if(data50.value !== undefined){
const _errs131 = errors;
if(!(validate42(data50.value, {instancePath:instancePath+"/data/keyframes/" + i7+"/value",parentData:data50,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var valid59 = _errs131 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data50.leftTangent !== undefined){
const _errs132 = errors;
if(!(validate42(data50.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i7+"/leftTangent",parentData:data50,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var valid59 = _errs132 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data50.rightTangent !== undefined){
const _errs133 = errors;
if(!(validate42(data50.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i7+"/rightTangent",parentData:data50,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var valid59 = _errs133 === errors;
}
else {
var valid59 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i7,schemaPath:"#/allOf/6/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid58 = _errs129 === errors;
if(!valid58){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/6/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/6/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid10 = _errs124 === errors;
valid51 = _valid10;
if(valid51){
if(props6 !== true){
props6 = props6 || {};
props6.data = true;
}
}
ifClause3 = "else";
}
if(!valid51){
const err31 = {instancePath,schemaPath:"#/allOf/6/then/if",keyword:"if",params:{failingKeyword: ifClause3},message:"must match \""+ifClause3+"\" schema"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid9 = _errs114 === errors;
valid49 = _valid9;
if(valid49){
if(props6 !== true){
props6 = props6 || {};
props6.valueType = true;
}
}
}
if(!valid49){
const err32 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs110 === errors;
if(valid0){
if(props0 !== true && props6 !== undefined){
if(props6 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props6);
}
}
const _errs134 = errors;
const _errs135 = errors;
let valid60 = true;
const _errs136 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.valueType === undefined) && (missing11 = "valueType")){
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("byte" !== data.valueType){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
}
var _valid11 = _errs136 === errors;
errors = _errs135;
if(vErrors !== null){
if(_errs135){
vErrors.length = _errs135;
}
else {
vErrors = null;
}
}
if(_valid11){
const _errs138 = errors;
const _errs139 = errors;
let valid62 = true;
const _errs140 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.trackType === undefined) && (missing12 = "trackType")){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
}
var _valid12 = _errs140 === errors;
errors = _errs139;
if(vErrors !== null){
if(_errs139){
vErrors.length = _errs139;
}
else {
vErrors = null;
}
}
let ifClause4;
if(_valid12){
const _errs142 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data56 = data.data;
const _errs143 = errors;
if(errors === _errs143){
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
if(data56.keyframes !== undefined){
let data57 = data56.keyframes;
const _errs145 = errors;
if(errors === _errs145){
if(Array.isArray(data57)){
var valid66 = true;
const len8 = data57.length;
for(let i8=0; i8<len8; i8++){
let data58 = data57[i8];
const _errs147 = errors;
const _errs148 = errors;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i8,schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs148){
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 > 255 || isNaN(data58)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i8,schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"}];
return false;
}
else {
if(data58 < 0 || isNaN(data58)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i8,schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid66 = _errs147 === errors;
if(!valid66){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/7/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/7/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid12 = _errs142 === errors;
valid62 = _valid12;
if(valid62){
var props7 = {};
props7.data = true;
props7.trackType = true;
}
ifClause4 = "then";
}
else {
const _errs150 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data59 = data.data;
const _errs151 = errors;
if(errors === _errs151){
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
if(data59.keyframes !== undefined){
let data60 = data59.keyframes;
const _errs153 = errors;
if(errors === _errs153){
if(Array.isArray(data60)){
var valid70 = true;
const len9 = data60.length;
for(let i9=0; i9<len9; i9++){
let data61 = data60[i9];
const _errs155 = errors;
if(errors === _errs155){
if(data61 && typeof data61 == "object" && !Array.isArray(data61)){
if(data61.value !== undefined){
let data62 = data61.value;
const _errs157 = errors;
const _errs158 = errors;
if(!(((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62))) && (isFinite(data62)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i9+"/value",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs158){
if((typeof data62 == "number") && (isFinite(data62))){
if(data62 > 255 || isNaN(data62)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i9+"/value",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"}];
return false;
}
else {
if(data62 < 0 || isNaN(data62)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i9+"/value",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid71 = _errs157 === errors;
}
else {
var valid71 = true;
}
if(valid71){
if(data61.leftTangent !== undefined){
let data63 = data61.leftTangent;
const _errs160 = errors;
const _errs161 = errors;
if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i9+"/leftTangent",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs161){
if((typeof data63 == "number") && (isFinite(data63))){
if(data63 > 255 || isNaN(data63)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i9+"/leftTangent",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"}];
return false;
}
else {
if(data63 < 0 || isNaN(data63)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i9+"/leftTangent",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid71 = _errs160 === errors;
}
else {
var valid71 = true;
}
if(valid71){
if(data61.rightTangent !== undefined){
let data64 = data61.rightTangent;
const _errs163 = errors;
const _errs164 = errors;
if(!(((typeof data64 == "number") && (!(data64 % 1) && !isNaN(data64))) && (isFinite(data64)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i9+"/rightTangent",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs164){
if((typeof data64 == "number") && (isFinite(data64))){
if(data64 > 255 || isNaN(data64)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i9+"/rightTangent",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"}];
return false;
}
else {
if(data64 < 0 || isNaN(data64)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i9+"/rightTangent",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid71 = _errs163 === errors;
}
else {
var valid71 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i9,schemaPath:"#/allOf/7/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid70 = _errs155 === errors;
if(!valid70){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/7/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/7/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid12 = _errs150 === errors;
valid62 = _valid12;
if(valid62){
if(props7 !== true){
props7 = props7 || {};
props7.data = true;
}
}
ifClause4 = "else";
}
if(!valid62){
const err37 = {instancePath,schemaPath:"#/allOf/7/then/if",keyword:"if",params:{failingKeyword: ifClause4},message:"must match \""+ifClause4+"\" schema"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid11 = _errs138 === errors;
valid60 = _valid11;
if(valid60){
if(props7 !== true){
props7 = props7 || {};
props7.valueType = true;
}
}
}
if(!valid60){
const err38 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs134 === errors;
if(valid0){
if(props0 !== true && props7 !== undefined){
if(props7 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props7);
}
}
const _errs166 = errors;
const _errs167 = errors;
let valid75 = true;
const _errs168 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.valueType === undefined) && (missing13 = "valueType")){
const err39 = {};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("ushort" !== data.valueType){
const err40 = {};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
}
var _valid13 = _errs168 === errors;
errors = _errs167;
if(vErrors !== null){
if(_errs167){
vErrors.length = _errs167;
}
else {
vErrors = null;
}
}
if(_valid13){
const _errs170 = errors;
const _errs171 = errors;
let valid77 = true;
const _errs172 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.trackType === undefined) && (missing14 = "trackType")){
const err41 = {};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err42 = {};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
}
var _valid14 = _errs172 === errors;
errors = _errs171;
if(vErrors !== null){
if(_errs171){
vErrors.length = _errs171;
}
else {
vErrors = null;
}
}
let ifClause5;
if(_valid14){
const _errs174 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data67 = data.data;
const _errs175 = errors;
if(errors === _errs175){
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
if(data67.keyframes !== undefined){
let data68 = data67.keyframes;
const _errs177 = errors;
if(errors === _errs177){
if(Array.isArray(data68)){
var valid81 = true;
const len10 = data68.length;
for(let i10=0; i10<len10; i10++){
let data69 = data68[i10];
const _errs179 = errors;
const _errs180 = errors;
if(!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i10,schemaPath:"#/$defs/ushort/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs180){
if((typeof data69 == "number") && (isFinite(data69))){
if(data69 > 65535 || isNaN(data69)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i10,schemaPath:"#/$defs/ushort/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"}];
return false;
}
else {
if(data69 < 0 || isNaN(data69)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i10,schemaPath:"#/$defs/ushort/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid81 = _errs179 === errors;
if(!valid81){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/8/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/8/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid14 = _errs174 === errors;
valid77 = _valid14;
if(valid77){
var props8 = {};
props8.data = true;
props8.trackType = true;
}
ifClause5 = "then";
}
else {
const _errs182 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data70 = data.data;
const _errs183 = errors;
if(errors === _errs183){
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
if(data70.keyframes !== undefined){
let data71 = data70.keyframes;
const _errs185 = errors;
if(errors === _errs185){
if(Array.isArray(data71)){
var valid85 = true;
const len11 = data71.length;
for(let i11=0; i11<len11; i11++){
let data72 = data71[i11];
const _errs187 = errors;
if(errors === _errs187){
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
if(data72.value !== undefined){
let data73 = data72.value;
const _errs189 = errors;
const _errs190 = errors;
if(!(((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73))) && (isFinite(data73)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i11+"/value",schemaPath:"#/$defs/ushort/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs190){
if((typeof data73 == "number") && (isFinite(data73))){
if(data73 > 65535 || isNaN(data73)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i11+"/value",schemaPath:"#/$defs/ushort/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"}];
return false;
}
else {
if(data73 < 0 || isNaN(data73)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i11+"/value",schemaPath:"#/$defs/ushort/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid86 = _errs189 === errors;
}
else {
var valid86 = true;
}
if(valid86){
if(data72.leftTangent !== undefined){
let data74 = data72.leftTangent;
const _errs192 = errors;
const _errs193 = errors;
if(!(((typeof data74 == "number") && (!(data74 % 1) && !isNaN(data74))) && (isFinite(data74)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i11+"/leftTangent",schemaPath:"#/$defs/ushort/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs193){
if((typeof data74 == "number") && (isFinite(data74))){
if(data74 > 65535 || isNaN(data74)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i11+"/leftTangent",schemaPath:"#/$defs/ushort/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"}];
return false;
}
else {
if(data74 < 0 || isNaN(data74)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i11+"/leftTangent",schemaPath:"#/$defs/ushort/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid86 = _errs192 === errors;
}
else {
var valid86 = true;
}
if(valid86){
if(data72.rightTangent !== undefined){
let data75 = data72.rightTangent;
const _errs195 = errors;
const _errs196 = errors;
if(!(((typeof data75 == "number") && (!(data75 % 1) && !isNaN(data75))) && (isFinite(data75)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i11+"/rightTangent",schemaPath:"#/$defs/ushort/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs196){
if((typeof data75 == "number") && (isFinite(data75))){
if(data75 > 65535 || isNaN(data75)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i11+"/rightTangent",schemaPath:"#/$defs/ushort/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"}];
return false;
}
else {
if(data75 < 0 || isNaN(data75)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i11+"/rightTangent",schemaPath:"#/$defs/ushort/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid86 = _errs195 === errors;
}
else {
var valid86 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i11,schemaPath:"#/allOf/8/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid85 = _errs187 === errors;
if(!valid85){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/8/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/8/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid14 = _errs182 === errors;
valid77 = _valid14;
if(valid77){
if(props8 !== true){
props8 = props8 || {};
props8.data = true;
}
}
ifClause5 = "else";
}
if(!valid77){
const err43 = {instancePath,schemaPath:"#/allOf/8/then/if",keyword:"if",params:{failingKeyword: ifClause5},message:"must match \""+ifClause5+"\" schema"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid13 = _errs170 === errors;
valid75 = _valid13;
if(valid75){
if(props8 !== true){
props8 = props8 || {};
props8.valueType = true;
}
}
}
if(!valid75){
const err44 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs166 === errors;
if(valid0){
if(props0 !== true && props8 !== undefined){
if(props8 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props8);
}
}
const _errs198 = errors;
const _errs199 = errors;
let valid90 = true;
const _errs200 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((data.valueType === undefined) && (missing15 = "valueType")){
const err45 = {};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("uint" !== data.valueType){
const err46 = {};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
}
var _valid15 = _errs200 === errors;
errors = _errs199;
if(vErrors !== null){
if(_errs199){
vErrors.length = _errs199;
}
else {
vErrors = null;
}
}
if(_valid15){
const _errs202 = errors;
const _errs203 = errors;
let valid92 = true;
const _errs204 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing16;
if((data.trackType === undefined) && (missing16 = "trackType")){
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err48 = {};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
}
var _valid16 = _errs204 === errors;
errors = _errs203;
if(vErrors !== null){
if(_errs203){
vErrors.length = _errs203;
}
else {
vErrors = null;
}
}
let ifClause6;
if(_valid16){
const _errs206 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data78 = data.data;
const _errs207 = errors;
if(errors === _errs207){
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
if(data78.keyframes !== undefined){
let data79 = data78.keyframes;
const _errs209 = errors;
if(errors === _errs209){
if(Array.isArray(data79)){
var valid96 = true;
const len12 = data79.length;
for(let i12=0; i12<len12; i12++){
let data80 = data79[i12];
const _errs211 = errors;
const _errs212 = errors;
if(!(((typeof data80 == "number") && (!(data80 % 1) && !isNaN(data80))) && (isFinite(data80)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i12,schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs212){
if((typeof data80 == "number") && (isFinite(data80))){
if(data80 > 4294967295 || isNaN(data80)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i12,schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data80 < 0 || isNaN(data80)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i12,schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid96 = _errs211 === errors;
if(!valid96){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/9/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/9/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid16 = _errs206 === errors;
valid92 = _valid16;
if(valid92){
var props9 = {};
props9.data = true;
props9.trackType = true;
}
ifClause6 = "then";
}
else {
const _errs214 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data81 = data.data;
const _errs215 = errors;
if(errors === _errs215){
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
if(data81.keyframes !== undefined){
let data82 = data81.keyframes;
const _errs217 = errors;
if(errors === _errs217){
if(Array.isArray(data82)){
var valid100 = true;
const len13 = data82.length;
for(let i13=0; i13<len13; i13++){
let data83 = data82[i13];
const _errs219 = errors;
if(errors === _errs219){
if(data83 && typeof data83 == "object" && !Array.isArray(data83)){
if(data83.value !== undefined){
let data84 = data83.value;
const _errs221 = errors;
const _errs222 = errors;
if(!(((typeof data84 == "number") && (!(data84 % 1) && !isNaN(data84))) && (isFinite(data84)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i13+"/value",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs222){
if((typeof data84 == "number") && (isFinite(data84))){
if(data84 > 4294967295 || isNaN(data84)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i13+"/value",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data84 < 0 || isNaN(data84)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i13+"/value",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid101 = _errs221 === errors;
}
else {
var valid101 = true;
}
if(valid101){
if(data83.leftTangent !== undefined){
let data85 = data83.leftTangent;
const _errs224 = errors;
const _errs225 = errors;
if(!(((typeof data85 == "number") && (!(data85 % 1) && !isNaN(data85))) && (isFinite(data85)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i13+"/leftTangent",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs225){
if((typeof data85 == "number") && (isFinite(data85))){
if(data85 > 4294967295 || isNaN(data85)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i13+"/leftTangent",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data85 < 0 || isNaN(data85)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i13+"/leftTangent",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid101 = _errs224 === errors;
}
else {
var valid101 = true;
}
if(valid101){
if(data83.rightTangent !== undefined){
let data86 = data83.rightTangent;
const _errs227 = errors;
const _errs228 = errors;
if(!(((typeof data86 == "number") && (!(data86 % 1) && !isNaN(data86))) && (isFinite(data86)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i13+"/rightTangent",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs228){
if((typeof data86 == "number") && (isFinite(data86))){
if(data86 > 4294967295 || isNaN(data86)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i13+"/rightTangent",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data86 < 0 || isNaN(data86)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i13+"/rightTangent",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid101 = _errs227 === errors;
}
else {
var valid101 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i13,schemaPath:"#/allOf/9/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid100 = _errs219 === errors;
if(!valid100){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/9/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/9/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid16 = _errs214 === errors;
valid92 = _valid16;
if(valid92){
if(props9 !== true){
props9 = props9 || {};
props9.data = true;
}
}
ifClause6 = "else";
}
if(!valid92){
const err49 = {instancePath,schemaPath:"#/allOf/9/then/if",keyword:"if",params:{failingKeyword: ifClause6},message:"must match \""+ifClause6+"\" schema"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid15 = _errs202 === errors;
valid90 = _valid15;
if(valid90){
if(props9 !== true){
props9 = props9 || {};
props9.valueType = true;
}
}
}
if(!valid90){
const err50 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs198 === errors;
if(valid0){
if(props0 !== true && props9 !== undefined){
if(props9 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props9);
}
}
const _errs230 = errors;
const _errs231 = errors;
let valid105 = true;
const _errs232 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing17;
if((data.valueType === undefined) && (missing17 = "valueType")){
const err51 = {};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("ulong" !== data.valueType){
const err52 = {};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
}
var _valid17 = _errs232 === errors;
errors = _errs231;
if(vErrors !== null){
if(_errs231){
vErrors.length = _errs231;
}
else {
vErrors = null;
}
}
if(_valid17){
const _errs234 = errors;
const _errs235 = errors;
let valid107 = true;
const _errs236 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if((data.trackType === undefined) && (missing18 = "trackType")){
const err53 = {};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err54 = {};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
}
var _valid18 = _errs236 === errors;
errors = _errs235;
if(vErrors !== null){
if(_errs235){
vErrors.length = _errs235;
}
else {
vErrors = null;
}
}
let ifClause7;
if(_valid18){
const _errs238 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data89 = data.data;
const _errs239 = errors;
if(errors === _errs239){
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
if(data89.keyframes !== undefined){
let data90 = data89.keyframes;
const _errs241 = errors;
if(errors === _errs241){
if(Array.isArray(data90)){
var valid111 = true;
const len14 = data90.length;
for(let i14=0; i14<len14; i14++){
let data91 = data90[i14];
const _errs243 = errors;
const _errs244 = errors;
if(!(((typeof data91 == "number") && (!(data91 % 1) && !isNaN(data91))) && (isFinite(data91)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i14,schemaPath:"#/$defs/ulong/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs244){
if((typeof data91 == "number") && (isFinite(data91))){
if(data91 > 18446744073709552000 || isNaN(data91)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i14,schemaPath:"#/$defs/ulong/maximum",keyword:"maximum",params:{comparison: "<=", limit: 18446744073709552000},message:"must be <= 18446744073709552000"}];
return false;
}
else {
if(data91 < 0 || isNaN(data91)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i14,schemaPath:"#/$defs/ulong/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid111 = _errs243 === errors;
if(!valid111){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/10/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/10/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid18 = _errs238 === errors;
valid107 = _valid18;
if(valid107){
var props10 = {};
props10.data = true;
props10.trackType = true;
}
ifClause7 = "then";
}
else {
const _errs246 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data92 = data.data;
const _errs247 = errors;
if(errors === _errs247){
if(data92 && typeof data92 == "object" && !Array.isArray(data92)){
if(data92.keyframes !== undefined){
let data93 = data92.keyframes;
const _errs249 = errors;
if(errors === _errs249){
if(Array.isArray(data93)){
var valid115 = true;
const len15 = data93.length;
for(let i15=0; i15<len15; i15++){
let data94 = data93[i15];
const _errs251 = errors;
if(errors === _errs251){
if(data94 && typeof data94 == "object" && !Array.isArray(data94)){
if(data94.value !== undefined){
let data95 = data94.value;
const _errs253 = errors;
const _errs254 = errors;
if(!(((typeof data95 == "number") && (!(data95 % 1) && !isNaN(data95))) && (isFinite(data95)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i15+"/value",schemaPath:"#/$defs/ulong/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs254){
if((typeof data95 == "number") && (isFinite(data95))){
if(data95 > 18446744073709552000 || isNaN(data95)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i15+"/value",schemaPath:"#/$defs/ulong/maximum",keyword:"maximum",params:{comparison: "<=", limit: 18446744073709552000},message:"must be <= 18446744073709552000"}];
return false;
}
else {
if(data95 < 0 || isNaN(data95)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i15+"/value",schemaPath:"#/$defs/ulong/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid116 = _errs253 === errors;
}
else {
var valid116 = true;
}
if(valid116){
if(data94.leftTangent !== undefined){
let data96 = data94.leftTangent;
const _errs256 = errors;
const _errs257 = errors;
if(!(((typeof data96 == "number") && (!(data96 % 1) && !isNaN(data96))) && (isFinite(data96)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i15+"/leftTangent",schemaPath:"#/$defs/ulong/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs257){
if((typeof data96 == "number") && (isFinite(data96))){
if(data96 > 18446744073709552000 || isNaN(data96)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i15+"/leftTangent",schemaPath:"#/$defs/ulong/maximum",keyword:"maximum",params:{comparison: "<=", limit: 18446744073709552000},message:"must be <= 18446744073709552000"}];
return false;
}
else {
if(data96 < 0 || isNaN(data96)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i15+"/leftTangent",schemaPath:"#/$defs/ulong/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid116 = _errs256 === errors;
}
else {
var valid116 = true;
}
if(valid116){
if(data94.rightTangent !== undefined){
let data97 = data94.rightTangent;
const _errs259 = errors;
const _errs260 = errors;
if(!(((typeof data97 == "number") && (!(data97 % 1) && !isNaN(data97))) && (isFinite(data97)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i15+"/rightTangent",schemaPath:"#/$defs/ulong/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs260){
if((typeof data97 == "number") && (isFinite(data97))){
if(data97 > 18446744073709552000 || isNaN(data97)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i15+"/rightTangent",schemaPath:"#/$defs/ulong/maximum",keyword:"maximum",params:{comparison: "<=", limit: 18446744073709552000},message:"must be <= 18446744073709552000"}];
return false;
}
else {
if(data97 < 0 || isNaN(data97)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i15+"/rightTangent",schemaPath:"#/$defs/ulong/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid116 = _errs259 === errors;
}
else {
var valid116 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i15,schemaPath:"#/allOf/10/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid115 = _errs251 === errors;
if(!valid115){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/10/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/10/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid18 = _errs246 === errors;
valid107 = _valid18;
if(valid107){
if(props10 !== true){
props10 = props10 || {};
props10.data = true;
}
}
ifClause7 = "else";
}
if(!valid107){
const err55 = {instancePath,schemaPath:"#/allOf/10/then/if",keyword:"if",params:{failingKeyword: ifClause7},message:"must match \""+ifClause7+"\" schema"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid17 = _errs234 === errors;
valid105 = _valid17;
if(valid105){
if(props10 !== true){
props10 = props10 || {};
props10.valueType = true;
}
}
}
if(!valid105){
const err56 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs230 === errors;
if(valid0){
if(props0 !== true && props10 !== undefined){
if(props10 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props10);
}
}
const _errs262 = errors;
const _errs263 = errors;
let valid120 = true;
const _errs264 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing19;
if((data.valueType === undefined) && (missing19 = "valueType")){
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("sbyte" !== data.valueType){
const err58 = {};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
}
var _valid19 = _errs264 === errors;
errors = _errs263;
if(vErrors !== null){
if(_errs263){
vErrors.length = _errs263;
}
else {
vErrors = null;
}
}
if(_valid19){
const _errs266 = errors;
const _errs267 = errors;
let valid122 = true;
const _errs268 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing20;
if((data.trackType === undefined) && (missing20 = "trackType")){
const err59 = {};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err60 = {};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
}
var _valid20 = _errs268 === errors;
errors = _errs267;
if(vErrors !== null){
if(_errs267){
vErrors.length = _errs267;
}
else {
vErrors = null;
}
}
let ifClause8;
if(_valid20){
const _errs270 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data100 = data.data;
const _errs271 = errors;
if(errors === _errs271){
if(data100 && typeof data100 == "object" && !Array.isArray(data100)){
if(data100.keyframes !== undefined){
let data101 = data100.keyframes;
const _errs273 = errors;
if(errors === _errs273){
if(Array.isArray(data101)){
var valid126 = true;
const len16 = data101.length;
for(let i16=0; i16<len16; i16++){
let data102 = data101[i16];
const _errs275 = errors;
const _errs276 = errors;
if(!(((typeof data102 == "number") && (!(data102 % 1) && !isNaN(data102))) && (isFinite(data102)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i16,schemaPath:"#/$defs/sbyte/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs276){
if((typeof data102 == "number") && (isFinite(data102))){
if(data102 > 127 || isNaN(data102)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i16,schemaPath:"#/$defs/sbyte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 127},message:"must be <= 127"}];
return false;
}
else {
if(data102 < -128 || isNaN(data102)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i16,schemaPath:"#/$defs/sbyte/minimum",keyword:"minimum",params:{comparison: ">=", limit: -128},message:"must be >= -128"}];
return false;
}
}
}
}
var valid126 = _errs275 === errors;
if(!valid126){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/11/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/11/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid20 = _errs270 === errors;
valid122 = _valid20;
if(valid122){
var props11 = {};
props11.data = true;
props11.trackType = true;
}
ifClause8 = "then";
}
else {
const _errs278 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data103 = data.data;
const _errs279 = errors;
if(errors === _errs279){
if(data103 && typeof data103 == "object" && !Array.isArray(data103)){
if(data103.keyframes !== undefined){
let data104 = data103.keyframes;
const _errs281 = errors;
if(errors === _errs281){
if(Array.isArray(data104)){
var valid130 = true;
const len17 = data104.length;
for(let i17=0; i17<len17; i17++){
let data105 = data104[i17];
const _errs283 = errors;
if(errors === _errs283){
if(data105 && typeof data105 == "object" && !Array.isArray(data105)){
if(data105.value !== undefined){
let data106 = data105.value;
const _errs285 = errors;
const _errs286 = errors;
if(!(((typeof data106 == "number") && (!(data106 % 1) && !isNaN(data106))) && (isFinite(data106)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i17+"/value",schemaPath:"#/$defs/sbyte/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs286){
if((typeof data106 == "number") && (isFinite(data106))){
if(data106 > 127 || isNaN(data106)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i17+"/value",schemaPath:"#/$defs/sbyte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 127},message:"must be <= 127"}];
return false;
}
else {
if(data106 < -128 || isNaN(data106)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i17+"/value",schemaPath:"#/$defs/sbyte/minimum",keyword:"minimum",params:{comparison: ">=", limit: -128},message:"must be >= -128"}];
return false;
}
}
}
}
var valid131 = _errs285 === errors;
}
else {
var valid131 = true;
}
if(valid131){
if(data105.leftTangent !== undefined){
let data107 = data105.leftTangent;
const _errs288 = errors;
const _errs289 = errors;
if(!(((typeof data107 == "number") && (!(data107 % 1) && !isNaN(data107))) && (isFinite(data107)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i17+"/leftTangent",schemaPath:"#/$defs/sbyte/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs289){
if((typeof data107 == "number") && (isFinite(data107))){
if(data107 > 127 || isNaN(data107)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i17+"/leftTangent",schemaPath:"#/$defs/sbyte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 127},message:"must be <= 127"}];
return false;
}
else {
if(data107 < -128 || isNaN(data107)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i17+"/leftTangent",schemaPath:"#/$defs/sbyte/minimum",keyword:"minimum",params:{comparison: ">=", limit: -128},message:"must be >= -128"}];
return false;
}
}
}
}
var valid131 = _errs288 === errors;
}
else {
var valid131 = true;
}
if(valid131){
if(data105.rightTangent !== undefined){
let data108 = data105.rightTangent;
const _errs291 = errors;
const _errs292 = errors;
if(!(((typeof data108 == "number") && (!(data108 % 1) && !isNaN(data108))) && (isFinite(data108)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i17+"/rightTangent",schemaPath:"#/$defs/sbyte/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs292){
if((typeof data108 == "number") && (isFinite(data108))){
if(data108 > 127 || isNaN(data108)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i17+"/rightTangent",schemaPath:"#/$defs/sbyte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 127},message:"must be <= 127"}];
return false;
}
else {
if(data108 < -128 || isNaN(data108)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i17+"/rightTangent",schemaPath:"#/$defs/sbyte/minimum",keyword:"minimum",params:{comparison: ">=", limit: -128},message:"must be >= -128"}];
return false;
}
}
}
}
var valid131 = _errs291 === errors;
}
else {
var valid131 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i17,schemaPath:"#/allOf/11/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid130 = _errs283 === errors;
if(!valid130){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/11/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/11/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid20 = _errs278 === errors;
valid122 = _valid20;
if(valid122){
if(props11 !== true){
props11 = props11 || {};
props11.data = true;
}
}
ifClause8 = "else";
}
if(!valid122){
const err61 = {instancePath,schemaPath:"#/allOf/11/then/if",keyword:"if",params:{failingKeyword: ifClause8},message:"must match \""+ifClause8+"\" schema"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid19 = _errs266 === errors;
valid120 = _valid19;
if(valid120){
if(props11 !== true){
props11 = props11 || {};
props11.valueType = true;
}
}
}
if(!valid120){
const err62 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs262 === errors;
if(valid0){
if(props0 !== true && props11 !== undefined){
if(props11 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props11);
}
}
const _errs294 = errors;
const _errs295 = errors;
let valid135 = true;
const _errs296 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing21;
if((data.valueType === undefined) && (missing21 = "valueType")){
const err63 = {};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("short" !== data.valueType){
const err64 = {};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
}
var _valid21 = _errs296 === errors;
errors = _errs295;
if(vErrors !== null){
if(_errs295){
vErrors.length = _errs295;
}
else {
vErrors = null;
}
}
if(_valid21){
const _errs298 = errors;
const _errs299 = errors;
let valid137 = true;
const _errs300 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing22;
if((data.trackType === undefined) && (missing22 = "trackType")){
const err65 = {};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err66 = {};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
}
var _valid22 = _errs300 === errors;
errors = _errs299;
if(vErrors !== null){
if(_errs299){
vErrors.length = _errs299;
}
else {
vErrors = null;
}
}
let ifClause9;
if(_valid22){
const _errs302 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data111 = data.data;
const _errs303 = errors;
if(errors === _errs303){
if(data111 && typeof data111 == "object" && !Array.isArray(data111)){
if(data111.keyframes !== undefined){
let data112 = data111.keyframes;
const _errs305 = errors;
if(errors === _errs305){
if(Array.isArray(data112)){
var valid141 = true;
const len18 = data112.length;
for(let i18=0; i18<len18; i18++){
let data113 = data112[i18];
const _errs307 = errors;
const _errs308 = errors;
if(!(((typeof data113 == "number") && (!(data113 % 1) && !isNaN(data113))) && (isFinite(data113)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i18,schemaPath:"#/$defs/short/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs308){
if((typeof data113 == "number") && (isFinite(data113))){
if(data113 > 32767 || isNaN(data113)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i18,schemaPath:"#/$defs/short/maximum",keyword:"maximum",params:{comparison: "<=", limit: 32767},message:"must be <= 32767"}];
return false;
}
else {
if(data113 < -32768 || isNaN(data113)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i18,schemaPath:"#/$defs/short/minimum",keyword:"minimum",params:{comparison: ">=", limit: -32768},message:"must be >= -32768"}];
return false;
}
}
}
}
var valid141 = _errs307 === errors;
if(!valid141){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/12/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/12/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid22 = _errs302 === errors;
valid137 = _valid22;
if(valid137){
var props12 = {};
props12.data = true;
props12.trackType = true;
}
ifClause9 = "then";
}
else {
const _errs310 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data114 = data.data;
const _errs311 = errors;
if(errors === _errs311){
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.keyframes !== undefined){
let data115 = data114.keyframes;
const _errs313 = errors;
if(errors === _errs313){
if(Array.isArray(data115)){
var valid145 = true;
const len19 = data115.length;
for(let i19=0; i19<len19; i19++){
let data116 = data115[i19];
const _errs315 = errors;
if(errors === _errs315){
if(data116 && typeof data116 == "object" && !Array.isArray(data116)){
if(data116.value !== undefined){
let data117 = data116.value;
const _errs317 = errors;
const _errs318 = errors;
if(!(((typeof data117 == "number") && (!(data117 % 1) && !isNaN(data117))) && (isFinite(data117)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i19+"/value",schemaPath:"#/$defs/short/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs318){
if((typeof data117 == "number") && (isFinite(data117))){
if(data117 > 32767 || isNaN(data117)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i19+"/value",schemaPath:"#/$defs/short/maximum",keyword:"maximum",params:{comparison: "<=", limit: 32767},message:"must be <= 32767"}];
return false;
}
else {
if(data117 < -32768 || isNaN(data117)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i19+"/value",schemaPath:"#/$defs/short/minimum",keyword:"minimum",params:{comparison: ">=", limit: -32768},message:"must be >= -32768"}];
return false;
}
}
}
}
var valid146 = _errs317 === errors;
}
else {
var valid146 = true;
}
if(valid146){
if(data116.leftTangent !== undefined){
let data118 = data116.leftTangent;
const _errs320 = errors;
const _errs321 = errors;
if(!(((typeof data118 == "number") && (!(data118 % 1) && !isNaN(data118))) && (isFinite(data118)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i19+"/leftTangent",schemaPath:"#/$defs/short/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs321){
if((typeof data118 == "number") && (isFinite(data118))){
if(data118 > 32767 || isNaN(data118)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i19+"/leftTangent",schemaPath:"#/$defs/short/maximum",keyword:"maximum",params:{comparison: "<=", limit: 32767},message:"must be <= 32767"}];
return false;
}
else {
if(data118 < -32768 || isNaN(data118)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i19+"/leftTangent",schemaPath:"#/$defs/short/minimum",keyword:"minimum",params:{comparison: ">=", limit: -32768},message:"must be >= -32768"}];
return false;
}
}
}
}
var valid146 = _errs320 === errors;
}
else {
var valid146 = true;
}
if(valid146){
if(data116.rightTangent !== undefined){
let data119 = data116.rightTangent;
const _errs323 = errors;
const _errs324 = errors;
if(!(((typeof data119 == "number") && (!(data119 % 1) && !isNaN(data119))) && (isFinite(data119)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i19+"/rightTangent",schemaPath:"#/$defs/short/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs324){
if((typeof data119 == "number") && (isFinite(data119))){
if(data119 > 32767 || isNaN(data119)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i19+"/rightTangent",schemaPath:"#/$defs/short/maximum",keyword:"maximum",params:{comparison: "<=", limit: 32767},message:"must be <= 32767"}];
return false;
}
else {
if(data119 < -32768 || isNaN(data119)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i19+"/rightTangent",schemaPath:"#/$defs/short/minimum",keyword:"minimum",params:{comparison: ">=", limit: -32768},message:"must be >= -32768"}];
return false;
}
}
}
}
var valid146 = _errs323 === errors;
}
else {
var valid146 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i19,schemaPath:"#/allOf/12/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid145 = _errs315 === errors;
if(!valid145){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/12/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/12/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid22 = _errs310 === errors;
valid137 = _valid22;
if(valid137){
if(props12 !== true){
props12 = props12 || {};
props12.data = true;
}
}
ifClause9 = "else";
}
if(!valid137){
const err67 = {instancePath,schemaPath:"#/allOf/12/then/if",keyword:"if",params:{failingKeyword: ifClause9},message:"must match \""+ifClause9+"\" schema"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid21 = _errs298 === errors;
valid135 = _valid21;
if(valid135){
if(props12 !== true){
props12 = props12 || {};
props12.valueType = true;
}
}
}
if(!valid135){
const err68 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs294 === errors;
if(valid0){
if(props0 !== true && props12 !== undefined){
if(props12 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props12);
}
}
const _errs326 = errors;
const _errs327 = errors;
let valid150 = true;
const _errs328 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing23;
if((data.valueType === undefined) && (missing23 = "valueType")){
const err69 = {};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("int" !== data.valueType){
const err70 = {};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
}
var _valid23 = _errs328 === errors;
errors = _errs327;
if(vErrors !== null){
if(_errs327){
vErrors.length = _errs327;
}
else {
vErrors = null;
}
}
if(_valid23){
const _errs330 = errors;
const _errs331 = errors;
let valid152 = true;
const _errs332 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing24;
if((data.trackType === undefined) && (missing24 = "trackType")){
const err71 = {};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err72 = {};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
}
var _valid24 = _errs332 === errors;
errors = _errs331;
if(vErrors !== null){
if(_errs331){
vErrors.length = _errs331;
}
else {
vErrors = null;
}
}
let ifClause10;
if(_valid24){
const _errs334 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data122 = data.data;
const _errs335 = errors;
if(errors === _errs335){
if(data122 && typeof data122 == "object" && !Array.isArray(data122)){
if(data122.keyframes !== undefined){
let data123 = data122.keyframes;
const _errs337 = errors;
if(errors === _errs337){
if(Array.isArray(data123)){
var valid156 = true;
const len20 = data123.length;
for(let i20=0; i20<len20; i20++){
let data124 = data123[i20];
const _errs339 = errors;
const _errs340 = errors;
if(!(((typeof data124 == "number") && (!(data124 % 1) && !isNaN(data124))) && (isFinite(data124)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i20,schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs340){
if((typeof data124 == "number") && (isFinite(data124))){
if(data124 > 2147483647 || isNaN(data124)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i20,schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data124 < -2147483648 || isNaN(data124)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i20,schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid156 = _errs339 === errors;
if(!valid156){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/13/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/13/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid24 = _errs334 === errors;
valid152 = _valid24;
if(valid152){
var props13 = {};
props13.data = true;
props13.trackType = true;
}
ifClause10 = "then";
}
else {
const _errs342 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data125 = data.data;
const _errs343 = errors;
if(errors === _errs343){
if(data125 && typeof data125 == "object" && !Array.isArray(data125)){
if(data125.keyframes !== undefined){
let data126 = data125.keyframes;
const _errs345 = errors;
if(errors === _errs345){
if(Array.isArray(data126)){
var valid160 = true;
const len21 = data126.length;
for(let i21=0; i21<len21; i21++){
let data127 = data126[i21];
const _errs347 = errors;
if(errors === _errs347){
if(data127 && typeof data127 == "object" && !Array.isArray(data127)){
if(data127.value !== undefined){
let data128 = data127.value;
const _errs349 = errors;
const _errs350 = errors;
if(!(((typeof data128 == "number") && (!(data128 % 1) && !isNaN(data128))) && (isFinite(data128)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i21+"/value",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs350){
if((typeof data128 == "number") && (isFinite(data128))){
if(data128 > 2147483647 || isNaN(data128)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i21+"/value",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data128 < -2147483648 || isNaN(data128)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i21+"/value",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid161 = _errs349 === errors;
}
else {
var valid161 = true;
}
if(valid161){
if(data127.leftTangent !== undefined){
let data129 = data127.leftTangent;
const _errs352 = errors;
const _errs353 = errors;
if(!(((typeof data129 == "number") && (!(data129 % 1) && !isNaN(data129))) && (isFinite(data129)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i21+"/leftTangent",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs353){
if((typeof data129 == "number") && (isFinite(data129))){
if(data129 > 2147483647 || isNaN(data129)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i21+"/leftTangent",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data129 < -2147483648 || isNaN(data129)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i21+"/leftTangent",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid161 = _errs352 === errors;
}
else {
var valid161 = true;
}
if(valid161){
if(data127.rightTangent !== undefined){
let data130 = data127.rightTangent;
const _errs355 = errors;
const _errs356 = errors;
if(!(((typeof data130 == "number") && (!(data130 % 1) && !isNaN(data130))) && (isFinite(data130)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i21+"/rightTangent",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs356){
if((typeof data130 == "number") && (isFinite(data130))){
if(data130 > 2147483647 || isNaN(data130)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i21+"/rightTangent",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data130 < -2147483648 || isNaN(data130)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i21+"/rightTangent",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid161 = _errs355 === errors;
}
else {
var valid161 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i21,schemaPath:"#/allOf/13/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid160 = _errs347 === errors;
if(!valid160){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/13/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/13/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid24 = _errs342 === errors;
valid152 = _valid24;
if(valid152){
if(props13 !== true){
props13 = props13 || {};
props13.data = true;
}
}
ifClause10 = "else";
}
if(!valid152){
const err73 = {instancePath,schemaPath:"#/allOf/13/then/if",keyword:"if",params:{failingKeyword: ifClause10},message:"must match \""+ifClause10+"\" schema"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid23 = _errs330 === errors;
valid150 = _valid23;
if(valid150){
if(props13 !== true){
props13 = props13 || {};
props13.valueType = true;
}
}
}
if(!valid150){
const err74 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs326 === errors;
if(valid0){
if(props0 !== true && props13 !== undefined){
if(props13 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props13);
}
}
const _errs358 = errors;
const _errs359 = errors;
let valid165 = true;
const _errs360 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing25;
if((data.valueType === undefined) && (missing25 = "valueType")){
const err75 = {};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("long" !== data.valueType){
const err76 = {};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
}
var _valid25 = _errs360 === errors;
errors = _errs359;
if(vErrors !== null){
if(_errs359){
vErrors.length = _errs359;
}
else {
vErrors = null;
}
}
if(_valid25){
const _errs362 = errors;
const _errs363 = errors;
let valid167 = true;
const _errs364 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing26;
if((data.trackType === undefined) && (missing26 = "trackType")){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err78 = {};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
}
var _valid26 = _errs364 === errors;
errors = _errs363;
if(vErrors !== null){
if(_errs363){
vErrors.length = _errs363;
}
else {
vErrors = null;
}
}
let ifClause11;
if(_valid26){
const _errs366 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data133 = data.data;
const _errs367 = errors;
if(errors === _errs367){
if(data133 && typeof data133 == "object" && !Array.isArray(data133)){
if(data133.keyframes !== undefined){
let data134 = data133.keyframes;
const _errs369 = errors;
if(errors === _errs369){
if(Array.isArray(data134)){
var valid171 = true;
const len22 = data134.length;
for(let i22=0; i22<len22; i22++){
let data135 = data134[i22];
const _errs371 = errors;
const _errs372 = errors;
if(!(((typeof data135 == "number") && (!(data135 % 1) && !isNaN(data135))) && (isFinite(data135)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i22,schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs372){
if((typeof data135 == "number") && (isFinite(data135))){
if(data135 > 9223372036854776000 || isNaN(data135)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i22,schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"}];
return false;
}
else {
if(data135 < -9223372036854776000 || isNaN(data135)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i22,schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"}];
return false;
}
}
}
}
var valid171 = _errs371 === errors;
if(!valid171){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/14/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/14/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid26 = _errs366 === errors;
valid167 = _valid26;
if(valid167){
var props14 = {};
props14.data = true;
props14.trackType = true;
}
ifClause11 = "then";
}
else {
const _errs374 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data136 = data.data;
const _errs375 = errors;
if(errors === _errs375){
if(data136 && typeof data136 == "object" && !Array.isArray(data136)){
if(data136.keyframes !== undefined){
let data137 = data136.keyframes;
const _errs377 = errors;
if(errors === _errs377){
if(Array.isArray(data137)){
var valid175 = true;
const len23 = data137.length;
for(let i23=0; i23<len23; i23++){
let data138 = data137[i23];
const _errs379 = errors;
if(errors === _errs379){
if(data138 && typeof data138 == "object" && !Array.isArray(data138)){
if(data138.value !== undefined){
let data139 = data138.value;
const _errs381 = errors;
const _errs382 = errors;
if(!(((typeof data139 == "number") && (!(data139 % 1) && !isNaN(data139))) && (isFinite(data139)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i23+"/value",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs382){
if((typeof data139 == "number") && (isFinite(data139))){
if(data139 > 9223372036854776000 || isNaN(data139)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i23+"/value",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"}];
return false;
}
else {
if(data139 < -9223372036854776000 || isNaN(data139)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i23+"/value",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"}];
return false;
}
}
}
}
var valid176 = _errs381 === errors;
}
else {
var valid176 = true;
}
if(valid176){
if(data138.leftTangent !== undefined){
let data140 = data138.leftTangent;
const _errs384 = errors;
const _errs385 = errors;
if(!(((typeof data140 == "number") && (!(data140 % 1) && !isNaN(data140))) && (isFinite(data140)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i23+"/leftTangent",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs385){
if((typeof data140 == "number") && (isFinite(data140))){
if(data140 > 9223372036854776000 || isNaN(data140)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i23+"/leftTangent",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"}];
return false;
}
else {
if(data140 < -9223372036854776000 || isNaN(data140)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i23+"/leftTangent",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"}];
return false;
}
}
}
}
var valid176 = _errs384 === errors;
}
else {
var valid176 = true;
}
if(valid176){
if(data138.rightTangent !== undefined){
let data141 = data138.rightTangent;
const _errs387 = errors;
const _errs388 = errors;
if(!(((typeof data141 == "number") && (!(data141 % 1) && !isNaN(data141))) && (isFinite(data141)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i23+"/rightTangent",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs388){
if((typeof data141 == "number") && (isFinite(data141))){
if(data141 > 9223372036854776000 || isNaN(data141)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i23+"/rightTangent",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"}];
return false;
}
else {
if(data141 < -9223372036854776000 || isNaN(data141)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i23+"/rightTangent",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"}];
return false;
}
}
}
}
var valid176 = _errs387 === errors;
}
else {
var valid176 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i23,schemaPath:"#/allOf/14/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid175 = _errs379 === errors;
if(!valid175){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/14/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/14/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid26 = _errs374 === errors;
valid167 = _valid26;
if(valid167){
if(props14 !== true){
props14 = props14 || {};
props14.data = true;
}
}
ifClause11 = "else";
}
if(!valid167){
const err79 = {instancePath,schemaPath:"#/allOf/14/then/if",keyword:"if",params:{failingKeyword: ifClause11},message:"must match \""+ifClause11+"\" schema"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid25 = _errs362 === errors;
valid165 = _valid25;
if(valid165){
if(props14 !== true){
props14 = props14 || {};
props14.valueType = true;
}
}
}
if(!valid165){
const err80 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs358 === errors;
if(valid0){
if(props0 !== true && props14 !== undefined){
if(props14 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props14);
}
}
const _errs390 = errors;
const _errs391 = errors;
let valid180 = true;
const _errs392 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing27;
if((data.valueType === undefined) && (missing27 = "valueType")){
const err81 = {};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("int2" !== data.valueType){
const err82 = {};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
}
var _valid27 = _errs392 === errors;
errors = _errs391;
if(vErrors !== null){
if(_errs391){
vErrors.length = _errs391;
}
else {
vErrors = null;
}
}
if(_valid27){
const _errs394 = errors;
const _errs395 = errors;
let valid182 = true;
const _errs396 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing28;
if((data.trackType === undefined) && (missing28 = "trackType")){
const err83 = {};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err84 = {};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
}
var _valid28 = _errs396 === errors;
errors = _errs395;
if(vErrors !== null){
if(_errs395){
vErrors.length = _errs395;
}
else {
vErrors = null;
}
}
let ifClause12;
if(_valid28){
const _errs398 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data144 = data.data;
const _errs399 = errors;
if(errors === _errs399){
if(data144 && typeof data144 == "object" && !Array.isArray(data144)){
if(data144.keyframes !== undefined){
let data145 = data144.keyframes;
const _errs401 = errors;
if(errors === _errs401){
if(Array.isArray(data145)){
var valid186 = true;
const len24 = data145.length;
for(let i24=0; i24<len24; i24++){
const _errs403 = errors;
if(!(validate47(data145[i24], {instancePath:instancePath+"/data/keyframes/" + i24,parentData:data145,parentDataProperty:i24,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid186 = _errs403 === errors;
if(!valid186){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/15/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/15/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid28 = _errs398 === errors;
valid182 = _valid28;
if(valid182){
var props15 = {};
props15.data = true;
props15.trackType = true;
}
ifClause12 = "then";
}
else {
const _errs404 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data147 = data.data;
const _errs405 = errors;
if(errors === _errs405){
if(data147 && typeof data147 == "object" && !Array.isArray(data147)){
if(data147.keyframes !== undefined){
let data148 = data147.keyframes;
const _errs407 = errors;
if(errors === _errs407){
if(Array.isArray(data148)){
var valid189 = true;
const len25 = data148.length;
for(let i25=0; i25<len25; i25++){
let data149 = data148[i25];
const _errs409 = errors;
if(errors === _errs409){
if(data149 && typeof data149 == "object" && !Array.isArray(data149)){
if(data149.value !== undefined){
const _errs411 = errors;
if(!(validate47(data149.value, {instancePath:instancePath+"/data/keyframes/" + i25+"/value",parentData:data149,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid190 = _errs411 === errors;
}
else {
var valid190 = true;
}
if(valid190){
if(data149.leftTangent !== undefined){
const _errs412 = errors;
if(!(validate47(data149.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i25+"/leftTangent",parentData:data149,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid190 = _errs412 === errors;
}
else {
var valid190 = true;
}
if(valid190){
if(data149.rightTangent !== undefined){
const _errs413 = errors;
if(!(validate47(data149.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i25+"/rightTangent",parentData:data149,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid190 = _errs413 === errors;
}
else {
var valid190 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i25,schemaPath:"#/allOf/15/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid189 = _errs409 === errors;
if(!valid189){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/15/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/15/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid28 = _errs404 === errors;
valid182 = _valid28;
if(valid182){
if(props15 !== true){
props15 = props15 || {};
props15.data = true;
}
}
ifClause12 = "else";
}
if(!valid182){
const err85 = {instancePath,schemaPath:"#/allOf/15/then/if",keyword:"if",params:{failingKeyword: ifClause12},message:"must match \""+ifClause12+"\" schema"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid27 = _errs394 === errors;
valid180 = _valid27;
if(valid180){
if(props15 !== true){
props15 = props15 || {};
props15.valueType = true;
}
}
}
if(!valid180){
const err86 = {instancePath,schemaPath:"#/allOf/15/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs390 === errors;
if(valid0){
if(props0 !== true && props15 !== undefined){
if(props15 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props15);
}
}
const _errs414 = errors;
const _errs415 = errors;
let valid191 = true;
const _errs416 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing29;
if((data.valueType === undefined) && (missing29 = "valueType")){
const err87 = {};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("int3" !== data.valueType){
const err88 = {};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
}
var _valid29 = _errs416 === errors;
errors = _errs415;
if(vErrors !== null){
if(_errs415){
vErrors.length = _errs415;
}
else {
vErrors = null;
}
}
if(_valid29){
const _errs418 = errors;
const _errs419 = errors;
let valid193 = true;
const _errs420 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing30;
if((data.trackType === undefined) && (missing30 = "trackType")){
const err89 = {};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err90 = {};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
}
var _valid30 = _errs420 === errors;
errors = _errs419;
if(vErrors !== null){
if(_errs419){
vErrors.length = _errs419;
}
else {
vErrors = null;
}
}
let ifClause13;
if(_valid30){
const _errs422 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data155 = data.data;
const _errs423 = errors;
if(errors === _errs423){
if(data155 && typeof data155 == "object" && !Array.isArray(data155)){
if(data155.keyframes !== undefined){
let data156 = data155.keyframes;
const _errs425 = errors;
if(errors === _errs425){
if(Array.isArray(data156)){
var valid197 = true;
const len26 = data156.length;
for(let i26=0; i26<len26; i26++){
const _errs427 = errors;
if(!(validate52(data156[i26], {instancePath:instancePath+"/data/keyframes/" + i26,parentData:data156,parentDataProperty:i26,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid197 = _errs427 === errors;
if(!valid197){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/16/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/16/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid30 = _errs422 === errors;
valid193 = _valid30;
if(valid193){
var props16 = {};
props16.data = true;
props16.trackType = true;
}
ifClause13 = "then";
}
else {
const _errs428 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data158 = data.data;
const _errs429 = errors;
if(errors === _errs429){
if(data158 && typeof data158 == "object" && !Array.isArray(data158)){
if(data158.keyframes !== undefined){
let data159 = data158.keyframes;
const _errs431 = errors;
if(errors === _errs431){
if(Array.isArray(data159)){
var valid200 = true;
const len27 = data159.length;
for(let i27=0; i27<len27; i27++){
let data160 = data159[i27];
const _errs433 = errors;
if(errors === _errs433){
if(data160 && typeof data160 == "object" && !Array.isArray(data160)){
if(data160.value !== undefined){
const _errs435 = errors;
if(!(validate52(data160.value, {instancePath:instancePath+"/data/keyframes/" + i27+"/value",parentData:data160,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid201 = _errs435 === errors;
}
else {
var valid201 = true;
}
if(valid201){
if(data160.leftTangent !== undefined){
const _errs436 = errors;
if(!(validate52(data160.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i27+"/leftTangent",parentData:data160,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid201 = _errs436 === errors;
}
else {
var valid201 = true;
}
if(valid201){
if(data160.rightTangent !== undefined){
const _errs437 = errors;
if(!(validate52(data160.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i27+"/rightTangent",parentData:data160,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid201 = _errs437 === errors;
}
else {
var valid201 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i27,schemaPath:"#/allOf/16/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid200 = _errs433 === errors;
if(!valid200){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/16/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/16/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid30 = _errs428 === errors;
valid193 = _valid30;
if(valid193){
if(props16 !== true){
props16 = props16 || {};
props16.data = true;
}
}
ifClause13 = "else";
}
if(!valid193){
const err91 = {instancePath,schemaPath:"#/allOf/16/then/if",keyword:"if",params:{failingKeyword: ifClause13},message:"must match \""+ifClause13+"\" schema"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid29 = _errs418 === errors;
valid191 = _valid29;
if(valid191){
if(props16 !== true){
props16 = props16 || {};
props16.valueType = true;
}
}
}
if(!valid191){
const err92 = {instancePath,schemaPath:"#/allOf/16/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs414 === errors;
if(valid0){
if(props0 !== true && props16 !== undefined){
if(props16 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props16);
}
}
const _errs438 = errors;
const _errs439 = errors;
let valid202 = true;
const _errs440 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing31;
if((data.valueType === undefined) && (missing31 = "valueType")){
const err93 = {};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("int4" !== data.valueType){
const err94 = {};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
}
var _valid31 = _errs440 === errors;
errors = _errs439;
if(vErrors !== null){
if(_errs439){
vErrors.length = _errs439;
}
else {
vErrors = null;
}
}
if(_valid31){
const _errs442 = errors;
const _errs443 = errors;
let valid204 = true;
const _errs444 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing32;
if((data.trackType === undefined) && (missing32 = "trackType")){
const err95 = {};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err96 = {};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
}
var _valid32 = _errs444 === errors;
errors = _errs443;
if(vErrors !== null){
if(_errs443){
vErrors.length = _errs443;
}
else {
vErrors = null;
}
}
let ifClause14;
if(_valid32){
const _errs446 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data166 = data.data;
const _errs447 = errors;
if(errors === _errs447){
if(data166 && typeof data166 == "object" && !Array.isArray(data166)){
if(data166.keyframes !== undefined){
let data167 = data166.keyframes;
const _errs449 = errors;
if(errors === _errs449){
if(Array.isArray(data167)){
var valid208 = true;
const len28 = data167.length;
for(let i28=0; i28<len28; i28++){
const _errs451 = errors;
if(!(validate57(data167[i28], {instancePath:instancePath+"/data/keyframes/" + i28,parentData:data167,parentDataProperty:i28,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid208 = _errs451 === errors;
if(!valid208){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/17/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/17/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid32 = _errs446 === errors;
valid204 = _valid32;
if(valid204){
var props17 = {};
props17.data = true;
props17.trackType = true;
}
ifClause14 = "then";
}
else {
const _errs452 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data169 = data.data;
const _errs453 = errors;
if(errors === _errs453){
if(data169 && typeof data169 == "object" && !Array.isArray(data169)){
if(data169.keyframes !== undefined){
let data170 = data169.keyframes;
const _errs455 = errors;
if(errors === _errs455){
if(Array.isArray(data170)){
var valid211 = true;
const len29 = data170.length;
for(let i29=0; i29<len29; i29++){
let data171 = data170[i29];
const _errs457 = errors;
if(errors === _errs457){
if(data171 && typeof data171 == "object" && !Array.isArray(data171)){
if(data171.value !== undefined){
const _errs459 = errors;
if(!(validate57(data171.value, {instancePath:instancePath+"/data/keyframes/" + i29+"/value",parentData:data171,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid212 = _errs459 === errors;
}
else {
var valid212 = true;
}
if(valid212){
if(data171.leftTangent !== undefined){
const _errs460 = errors;
if(!(validate57(data171.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i29+"/leftTangent",parentData:data171,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid212 = _errs460 === errors;
}
else {
var valid212 = true;
}
if(valid212){
if(data171.rightTangent !== undefined){
const _errs461 = errors;
if(!(validate57(data171.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i29+"/rightTangent",parentData:data171,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid212 = _errs461 === errors;
}
else {
var valid212 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i29,schemaPath:"#/allOf/17/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid211 = _errs457 === errors;
if(!valid211){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/17/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/17/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid32 = _errs452 === errors;
valid204 = _valid32;
if(valid204){
if(props17 !== true){
props17 = props17 || {};
props17.data = true;
}
}
ifClause14 = "else";
}
if(!valid204){
const err97 = {instancePath,schemaPath:"#/allOf/17/then/if",keyword:"if",params:{failingKeyword: ifClause14},message:"must match \""+ifClause14+"\" schema"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid31 = _errs442 === errors;
valid202 = _valid31;
if(valid202){
if(props17 !== true){
props17 = props17 || {};
props17.valueType = true;
}
}
}
if(!valid202){
const err98 = {instancePath,schemaPath:"#/allOf/17/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs438 === errors;
if(valid0){
if(props0 !== true && props17 !== undefined){
if(props17 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props17);
}
}
const _errs462 = errors;
const _errs463 = errors;
let valid213 = true;
const _errs464 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing33;
if((data.valueType === undefined) && (missing33 = "valueType")){
const err99 = {};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("uint2" !== data.valueType){
const err100 = {};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
}
var _valid33 = _errs464 === errors;
errors = _errs463;
if(vErrors !== null){
if(_errs463){
vErrors.length = _errs463;
}
else {
vErrors = null;
}
}
if(_valid33){
const _errs466 = errors;
const _errs467 = errors;
let valid215 = true;
const _errs468 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing34;
if((data.trackType === undefined) && (missing34 = "trackType")){
const err101 = {};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err102 = {};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
}
var _valid34 = _errs468 === errors;
errors = _errs467;
if(vErrors !== null){
if(_errs467){
vErrors.length = _errs467;
}
else {
vErrors = null;
}
}
let ifClause15;
if(_valid34){
const _errs470 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data177 = data.data;
const _errs471 = errors;
if(errors === _errs471){
if(data177 && typeof data177 == "object" && !Array.isArray(data177)){
if(data177.keyframes !== undefined){
let data178 = data177.keyframes;
const _errs473 = errors;
if(errors === _errs473){
if(Array.isArray(data178)){
var valid219 = true;
const len30 = data178.length;
for(let i30=0; i30<len30; i30++){
const _errs475 = errors;
if(!(validate62(data178[i30], {instancePath:instancePath+"/data/keyframes/" + i30,parentData:data178,parentDataProperty:i30,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid219 = _errs475 === errors;
if(!valid219){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/18/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/18/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid34 = _errs470 === errors;
valid215 = _valid34;
if(valid215){
var props18 = {};
props18.data = true;
props18.trackType = true;
}
ifClause15 = "then";
}
else {
const _errs476 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data180 = data.data;
const _errs477 = errors;
if(errors === _errs477){
if(data180 && typeof data180 == "object" && !Array.isArray(data180)){
if(data180.keyframes !== undefined){
let data181 = data180.keyframes;
const _errs479 = errors;
if(errors === _errs479){
if(Array.isArray(data181)){
var valid222 = true;
const len31 = data181.length;
for(let i31=0; i31<len31; i31++){
let data182 = data181[i31];
const _errs481 = errors;
if(errors === _errs481){
if(data182 && typeof data182 == "object" && !Array.isArray(data182)){
if(data182.value !== undefined){
const _errs483 = errors;
if(!(validate62(data182.value, {instancePath:instancePath+"/data/keyframes/" + i31+"/value",parentData:data182,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid223 = _errs483 === errors;
}
else {
var valid223 = true;
}
if(valid223){
if(data182.leftTangent !== undefined){
const _errs484 = errors;
if(!(validate62(data182.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i31+"/leftTangent",parentData:data182,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid223 = _errs484 === errors;
}
else {
var valid223 = true;
}
if(valid223){
if(data182.rightTangent !== undefined){
const _errs485 = errors;
if(!(validate62(data182.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i31+"/rightTangent",parentData:data182,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid223 = _errs485 === errors;
}
else {
var valid223 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i31,schemaPath:"#/allOf/18/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid222 = _errs481 === errors;
if(!valid222){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/18/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/18/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid34 = _errs476 === errors;
valid215 = _valid34;
if(valid215){
if(props18 !== true){
props18 = props18 || {};
props18.data = true;
}
}
ifClause15 = "else";
}
if(!valid215){
const err103 = {instancePath,schemaPath:"#/allOf/18/then/if",keyword:"if",params:{failingKeyword: ifClause15},message:"must match \""+ifClause15+"\" schema"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid33 = _errs466 === errors;
valid213 = _valid33;
if(valid213){
if(props18 !== true){
props18 = props18 || {};
props18.valueType = true;
}
}
}
if(!valid213){
const err104 = {instancePath,schemaPath:"#/allOf/18/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs462 === errors;
if(valid0){
if(props0 !== true && props18 !== undefined){
if(props18 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props18);
}
}
const _errs486 = errors;
const _errs487 = errors;
let valid224 = true;
const _errs488 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing35;
if((data.valueType === undefined) && (missing35 = "valueType")){
const err105 = {};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("uint3" !== data.valueType){
const err106 = {};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
}
var _valid35 = _errs488 === errors;
errors = _errs487;
if(vErrors !== null){
if(_errs487){
vErrors.length = _errs487;
}
else {
vErrors = null;
}
}
if(_valid35){
const _errs490 = errors;
const _errs491 = errors;
let valid226 = true;
const _errs492 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing36;
if((data.trackType === undefined) && (missing36 = "trackType")){
const err107 = {};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err108 = {};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
}
var _valid36 = _errs492 === errors;
errors = _errs491;
if(vErrors !== null){
if(_errs491){
vErrors.length = _errs491;
}
else {
vErrors = null;
}
}
let ifClause16;
if(_valid36){
const _errs494 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data188 = data.data;
const _errs495 = errors;
if(errors === _errs495){
if(data188 && typeof data188 == "object" && !Array.isArray(data188)){
if(data188.keyframes !== undefined){
let data189 = data188.keyframes;
const _errs497 = errors;
if(errors === _errs497){
if(Array.isArray(data189)){
var valid230 = true;
const len32 = data189.length;
for(let i32=0; i32<len32; i32++){
const _errs499 = errors;
if(!(validate67(data189[i32], {instancePath:instancePath+"/data/keyframes/" + i32,parentData:data189,parentDataProperty:i32,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
var valid230 = _errs499 === errors;
if(!valid230){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/19/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/19/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid36 = _errs494 === errors;
valid226 = _valid36;
if(valid226){
var props19 = {};
props19.data = true;
props19.trackType = true;
}
ifClause16 = "then";
}
else {
const _errs500 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data191 = data.data;
const _errs501 = errors;
if(errors === _errs501){
if(data191 && typeof data191 == "object" && !Array.isArray(data191)){
if(data191.keyframes !== undefined){
let data192 = data191.keyframes;
const _errs503 = errors;
if(errors === _errs503){
if(Array.isArray(data192)){
var valid233 = true;
const len33 = data192.length;
for(let i33=0; i33<len33; i33++){
let data193 = data192[i33];
const _errs505 = errors;
if(errors === _errs505){
if(data193 && typeof data193 == "object" && !Array.isArray(data193)){
if(data193.value !== undefined){
const _errs507 = errors;
if(!(validate67(data193.value, {instancePath:instancePath+"/data/keyframes/" + i33+"/value",parentData:data193,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
var valid234 = _errs507 === errors;
}
else {
var valid234 = true;
}
if(valid234){
if(data193.leftTangent !== undefined){
const _errs508 = errors;
if(!(validate67(data193.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i33+"/leftTangent",parentData:data193,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
var valid234 = _errs508 === errors;
}
else {
var valid234 = true;
}
if(valid234){
if(data193.rightTangent !== undefined){
const _errs509 = errors;
if(!(validate67(data193.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i33+"/rightTangent",parentData:data193,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
var valid234 = _errs509 === errors;
}
else {
var valid234 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i33,schemaPath:"#/allOf/19/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid233 = _errs505 === errors;
if(!valid233){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/19/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/19/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid36 = _errs500 === errors;
valid226 = _valid36;
if(valid226){
if(props19 !== true){
props19 = props19 || {};
props19.data = true;
}
}
ifClause16 = "else";
}
if(!valid226){
const err109 = {instancePath,schemaPath:"#/allOf/19/then/if",keyword:"if",params:{failingKeyword: ifClause16},message:"must match \""+ifClause16+"\" schema"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid35 = _errs490 === errors;
valid224 = _valid35;
if(valid224){
if(props19 !== true){
props19 = props19 || {};
props19.valueType = true;
}
}
}
if(!valid224){
const err110 = {instancePath,schemaPath:"#/allOf/19/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs486 === errors;
if(valid0){
if(props0 !== true && props19 !== undefined){
if(props19 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props19);
}
}
const _errs510 = errors;
const _errs511 = errors;
let valid235 = true;
const _errs512 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing37;
if((data.valueType === undefined) && (missing37 = "valueType")){
const err111 = {};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("uint4" !== data.valueType){
const err112 = {};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
}
var _valid37 = _errs512 === errors;
errors = _errs511;
if(vErrors !== null){
if(_errs511){
vErrors.length = _errs511;
}
else {
vErrors = null;
}
}
if(_valid37){
const _errs514 = errors;
const _errs515 = errors;
let valid237 = true;
const _errs516 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing38;
if((data.trackType === undefined) && (missing38 = "trackType")){
const err113 = {};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err114 = {};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
}
var _valid38 = _errs516 === errors;
errors = _errs515;
if(vErrors !== null){
if(_errs515){
vErrors.length = _errs515;
}
else {
vErrors = null;
}
}
let ifClause17;
if(_valid38){
const _errs518 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data199 = data.data;
const _errs519 = errors;
if(errors === _errs519){
if(data199 && typeof data199 == "object" && !Array.isArray(data199)){
if(data199.keyframes !== undefined){
let data200 = data199.keyframes;
const _errs521 = errors;
if(errors === _errs521){
if(Array.isArray(data200)){
var valid241 = true;
const len34 = data200.length;
for(let i34=0; i34<len34; i34++){
const _errs523 = errors;
if(!(validate72(data200[i34], {instancePath:instancePath+"/data/keyframes/" + i34,parentData:data200,parentDataProperty:i34,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
var valid241 = _errs523 === errors;
if(!valid241){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/20/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/20/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid38 = _errs518 === errors;
valid237 = _valid38;
if(valid237){
var props20 = {};
props20.data = true;
props20.trackType = true;
}
ifClause17 = "then";
}
else {
const _errs524 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data202 = data.data;
const _errs525 = errors;
if(errors === _errs525){
if(data202 && typeof data202 == "object" && !Array.isArray(data202)){
if(data202.keyframes !== undefined){
let data203 = data202.keyframes;
const _errs527 = errors;
if(errors === _errs527){
if(Array.isArray(data203)){
var valid244 = true;
const len35 = data203.length;
for(let i35=0; i35<len35; i35++){
let data204 = data203[i35];
const _errs529 = errors;
if(errors === _errs529){
if(data204 && typeof data204 == "object" && !Array.isArray(data204)){
if(data204.value !== undefined){
const _errs531 = errors;
if(!(validate72(data204.value, {instancePath:instancePath+"/data/keyframes/" + i35+"/value",parentData:data204,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
var valid245 = _errs531 === errors;
}
else {
var valid245 = true;
}
if(valid245){
if(data204.leftTangent !== undefined){
const _errs532 = errors;
if(!(validate72(data204.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i35+"/leftTangent",parentData:data204,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
var valid245 = _errs532 === errors;
}
else {
var valid245 = true;
}
if(valid245){
if(data204.rightTangent !== undefined){
const _errs533 = errors;
if(!(validate72(data204.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i35+"/rightTangent",parentData:data204,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
var valid245 = _errs533 === errors;
}
else {
var valid245 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i35,schemaPath:"#/allOf/20/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid244 = _errs529 === errors;
if(!valid244){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/20/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/20/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid38 = _errs524 === errors;
valid237 = _valid38;
if(valid237){
if(props20 !== true){
props20 = props20 || {};
props20.data = true;
}
}
ifClause17 = "else";
}
if(!valid237){
const err115 = {instancePath,schemaPath:"#/allOf/20/then/if",keyword:"if",params:{failingKeyword: ifClause17},message:"must match \""+ifClause17+"\" schema"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid37 = _errs514 === errors;
valid235 = _valid37;
if(valid235){
if(props20 !== true){
props20 = props20 || {};
props20.valueType = true;
}
}
}
if(!valid235){
const err116 = {instancePath,schemaPath:"#/allOf/20/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs510 === errors;
if(valid0){
if(props0 !== true && props20 !== undefined){
if(props20 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props20);
}
}
const _errs534 = errors;
const _errs535 = errors;
let valid246 = true;
const _errs536 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing39;
if((data.valueType === undefined) && (missing39 = "valueType")){
const err117 = {};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("long2" !== data.valueType){
const err118 = {};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
}
var _valid39 = _errs536 === errors;
errors = _errs535;
if(vErrors !== null){
if(_errs535){
vErrors.length = _errs535;
}
else {
vErrors = null;
}
}
if(_valid39){
const _errs538 = errors;
const _errs539 = errors;
let valid248 = true;
const _errs540 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing40;
if((data.trackType === undefined) && (missing40 = "trackType")){
const err119 = {};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err120 = {};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
}
var _valid40 = _errs540 === errors;
errors = _errs539;
if(vErrors !== null){
if(_errs539){
vErrors.length = _errs539;
}
else {
vErrors = null;
}
}
let ifClause18;
if(_valid40){
const _errs542 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data210 = data.data;
const _errs543 = errors;
if(errors === _errs543){
if(data210 && typeof data210 == "object" && !Array.isArray(data210)){
if(data210.keyframes !== undefined){
let data211 = data210.keyframes;
const _errs545 = errors;
if(errors === _errs545){
if(Array.isArray(data211)){
var valid252 = true;
const len36 = data211.length;
for(let i36=0; i36<len36; i36++){
const _errs547 = errors;
if(!(validate77(data211[i36], {instancePath:instancePath+"/data/keyframes/" + i36,parentData:data211,parentDataProperty:i36,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
var valid252 = _errs547 === errors;
if(!valid252){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/21/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/21/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid40 = _errs542 === errors;
valid248 = _valid40;
if(valid248){
var props21 = {};
props21.data = true;
props21.trackType = true;
}
ifClause18 = "then";
}
else {
const _errs548 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data213 = data.data;
const _errs549 = errors;
if(errors === _errs549){
if(data213 && typeof data213 == "object" && !Array.isArray(data213)){
if(data213.keyframes !== undefined){
let data214 = data213.keyframes;
const _errs551 = errors;
if(errors === _errs551){
if(Array.isArray(data214)){
var valid255 = true;
const len37 = data214.length;
for(let i37=0; i37<len37; i37++){
let data215 = data214[i37];
const _errs553 = errors;
if(errors === _errs553){
if(data215 && typeof data215 == "object" && !Array.isArray(data215)){
if(data215.value !== undefined){
const _errs555 = errors;
if(!(validate77(data215.value, {instancePath:instancePath+"/data/keyframes/" + i37+"/value",parentData:data215,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
var valid256 = _errs555 === errors;
}
else {
var valid256 = true;
}
if(valid256){
if(data215.leftTangent !== undefined){
const _errs556 = errors;
if(!(validate77(data215.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i37+"/leftTangent",parentData:data215,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
var valid256 = _errs556 === errors;
}
else {
var valid256 = true;
}
if(valid256){
if(data215.rightTangent !== undefined){
const _errs557 = errors;
if(!(validate77(data215.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i37+"/rightTangent",parentData:data215,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
var valid256 = _errs557 === errors;
}
else {
var valid256 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i37,schemaPath:"#/allOf/21/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid255 = _errs553 === errors;
if(!valid255){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/21/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/21/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid40 = _errs548 === errors;
valid248 = _valid40;
if(valid248){
if(props21 !== true){
props21 = props21 || {};
props21.data = true;
}
}
ifClause18 = "else";
}
if(!valid248){
const err121 = {instancePath,schemaPath:"#/allOf/21/then/if",keyword:"if",params:{failingKeyword: ifClause18},message:"must match \""+ifClause18+"\" schema"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid39 = _errs538 === errors;
valid246 = _valid39;
if(valid246){
if(props21 !== true){
props21 = props21 || {};
props21.valueType = true;
}
}
}
if(!valid246){
const err122 = {instancePath,schemaPath:"#/allOf/21/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs534 === errors;
if(valid0){
if(props0 !== true && props21 !== undefined){
if(props21 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props21);
}
}
const _errs558 = errors;
const _errs559 = errors;
let valid257 = true;
const _errs560 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing41;
if((data.valueType === undefined) && (missing41 = "valueType")){
const err123 = {};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("long3" !== data.valueType){
const err124 = {};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
}
var _valid41 = _errs560 === errors;
errors = _errs559;
if(vErrors !== null){
if(_errs559){
vErrors.length = _errs559;
}
else {
vErrors = null;
}
}
if(_valid41){
const _errs562 = errors;
const _errs563 = errors;
let valid259 = true;
const _errs564 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing42;
if((data.trackType === undefined) && (missing42 = "trackType")){
const err125 = {};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err126 = {};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
}
var _valid42 = _errs564 === errors;
errors = _errs563;
if(vErrors !== null){
if(_errs563){
vErrors.length = _errs563;
}
else {
vErrors = null;
}
}
let ifClause19;
if(_valid42){
const _errs566 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data221 = data.data;
const _errs567 = errors;
if(errors === _errs567){
if(data221 && typeof data221 == "object" && !Array.isArray(data221)){
if(data221.keyframes !== undefined){
let data222 = data221.keyframes;
const _errs569 = errors;
if(errors === _errs569){
if(Array.isArray(data222)){
var valid263 = true;
const len38 = data222.length;
for(let i38=0; i38<len38; i38++){
const _errs571 = errors;
if(!(validate82(data222[i38], {instancePath:instancePath+"/data/keyframes/" + i38,parentData:data222,parentDataProperty:i38,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
var valid263 = _errs571 === errors;
if(!valid263){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/22/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/22/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid42 = _errs566 === errors;
valid259 = _valid42;
if(valid259){
var props22 = {};
props22.data = true;
props22.trackType = true;
}
ifClause19 = "then";
}
else {
const _errs572 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data224 = data.data;
const _errs573 = errors;
if(errors === _errs573){
if(data224 && typeof data224 == "object" && !Array.isArray(data224)){
if(data224.keyframes !== undefined){
let data225 = data224.keyframes;
const _errs575 = errors;
if(errors === _errs575){
if(Array.isArray(data225)){
var valid266 = true;
const len39 = data225.length;
for(let i39=0; i39<len39; i39++){
let data226 = data225[i39];
const _errs577 = errors;
if(errors === _errs577){
if(data226 && typeof data226 == "object" && !Array.isArray(data226)){
if(data226.value !== undefined){
const _errs579 = errors;
if(!(validate82(data226.value, {instancePath:instancePath+"/data/keyframes/" + i39+"/value",parentData:data226,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
var valid267 = _errs579 === errors;
}
else {
var valid267 = true;
}
if(valid267){
if(data226.leftTangent !== undefined){
const _errs580 = errors;
if(!(validate82(data226.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i39+"/leftTangent",parentData:data226,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
var valid267 = _errs580 === errors;
}
else {
var valid267 = true;
}
if(valid267){
if(data226.rightTangent !== undefined){
const _errs581 = errors;
if(!(validate82(data226.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i39+"/rightTangent",parentData:data226,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
var valid267 = _errs581 === errors;
}
else {
var valid267 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i39,schemaPath:"#/allOf/22/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid266 = _errs577 === errors;
if(!valid266){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/22/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/22/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid42 = _errs572 === errors;
valid259 = _valid42;
if(valid259){
if(props22 !== true){
props22 = props22 || {};
props22.data = true;
}
}
ifClause19 = "else";
}
if(!valid259){
const err127 = {instancePath,schemaPath:"#/allOf/22/then/if",keyword:"if",params:{failingKeyword: ifClause19},message:"must match \""+ifClause19+"\" schema"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid41 = _errs562 === errors;
valid257 = _valid41;
if(valid257){
if(props22 !== true){
props22 = props22 || {};
props22.valueType = true;
}
}
}
if(!valid257){
const err128 = {instancePath,schemaPath:"#/allOf/22/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs558 === errors;
if(valid0){
if(props0 !== true && props22 !== undefined){
if(props22 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props22);
}
}
const _errs582 = errors;
const _errs583 = errors;
let valid268 = true;
const _errs584 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing43;
if((data.valueType === undefined) && (missing43 = "valueType")){
const err129 = {};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("long4" !== data.valueType){
const err130 = {};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
}
var _valid43 = _errs584 === errors;
errors = _errs583;
if(vErrors !== null){
if(_errs583){
vErrors.length = _errs583;
}
else {
vErrors = null;
}
}
if(_valid43){
const _errs586 = errors;
const _errs587 = errors;
let valid270 = true;
const _errs588 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing44;
if((data.trackType === undefined) && (missing44 = "trackType")){
const err131 = {};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err132 = {};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
}
var _valid44 = _errs588 === errors;
errors = _errs587;
if(vErrors !== null){
if(_errs587){
vErrors.length = _errs587;
}
else {
vErrors = null;
}
}
let ifClause20;
if(_valid44){
const _errs590 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data232 = data.data;
const _errs591 = errors;
if(errors === _errs591){
if(data232 && typeof data232 == "object" && !Array.isArray(data232)){
if(data232.keyframes !== undefined){
let data233 = data232.keyframes;
const _errs593 = errors;
if(errors === _errs593){
if(Array.isArray(data233)){
var valid274 = true;
const len40 = data233.length;
for(let i40=0; i40<len40; i40++){
const _errs595 = errors;
if(!(validate87(data233[i40], {instancePath:instancePath+"/data/keyframes/" + i40,parentData:data233,parentDataProperty:i40,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid274 = _errs595 === errors;
if(!valid274){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/23/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/23/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid44 = _errs590 === errors;
valid270 = _valid44;
if(valid270){
var props23 = {};
props23.data = true;
props23.trackType = true;
}
ifClause20 = "then";
}
else {
const _errs596 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data235 = data.data;
const _errs597 = errors;
if(errors === _errs597){
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
if(data235.keyframes !== undefined){
let data236 = data235.keyframes;
const _errs599 = errors;
if(errors === _errs599){
if(Array.isArray(data236)){
var valid277 = true;
const len41 = data236.length;
for(let i41=0; i41<len41; i41++){
let data237 = data236[i41];
const _errs601 = errors;
if(errors === _errs601){
if(data237 && typeof data237 == "object" && !Array.isArray(data237)){
if(data237.value !== undefined){
const _errs603 = errors;
if(!(validate87(data237.value, {instancePath:instancePath+"/data/keyframes/" + i41+"/value",parentData:data237,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid278 = _errs603 === errors;
}
else {
var valid278 = true;
}
if(valid278){
if(data237.leftTangent !== undefined){
const _errs604 = errors;
if(!(validate87(data237.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i41+"/leftTangent",parentData:data237,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid278 = _errs604 === errors;
}
else {
var valid278 = true;
}
if(valid278){
if(data237.rightTangent !== undefined){
const _errs605 = errors;
if(!(validate87(data237.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i41+"/rightTangent",parentData:data237,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid278 = _errs605 === errors;
}
else {
var valid278 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i41,schemaPath:"#/allOf/23/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid277 = _errs601 === errors;
if(!valid277){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/23/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/23/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid44 = _errs596 === errors;
valid270 = _valid44;
if(valid270){
if(props23 !== true){
props23 = props23 || {};
props23.data = true;
}
}
ifClause20 = "else";
}
if(!valid270){
const err133 = {instancePath,schemaPath:"#/allOf/23/then/if",keyword:"if",params:{failingKeyword: ifClause20},message:"must match \""+ifClause20+"\" schema"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid43 = _errs586 === errors;
valid268 = _valid43;
if(valid268){
if(props23 !== true){
props23 = props23 || {};
props23.valueType = true;
}
}
}
if(!valid268){
const err134 = {instancePath,schemaPath:"#/allOf/23/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs582 === errors;
if(valid0){
if(props0 !== true && props23 !== undefined){
if(props23 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props23);
}
}
const _errs606 = errors;
const _errs607 = errors;
let valid279 = true;
const _errs608 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing45;
if((data.valueType === undefined) && (missing45 = "valueType")){
const err135 = {};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float" !== data.valueType){
const err136 = {};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
}
var _valid45 = _errs608 === errors;
errors = _errs607;
if(vErrors !== null){
if(_errs607){
vErrors.length = _errs607;
}
else {
vErrors = null;
}
}
if(_valid45){
const _errs610 = errors;
const _errs611 = errors;
let valid281 = true;
const _errs612 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing46;
if((data.trackType === undefined) && (missing46 = "trackType")){
const err137 = {};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err138 = {};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
}
var _valid46 = _errs612 === errors;
errors = _errs611;
if(vErrors !== null){
if(_errs611){
vErrors.length = _errs611;
}
else {
vErrors = null;
}
}
let ifClause21;
if(_valid46){
const _errs614 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data243 = data.data;
const _errs615 = errors;
if(errors === _errs615){
if(data243 && typeof data243 == "object" && !Array.isArray(data243)){
if(data243.keyframes !== undefined){
let data244 = data243.keyframes;
const _errs617 = errors;
if(errors === _errs617){
if(Array.isArray(data244)){
var valid285 = true;
const len42 = data244.length;
for(let i42=0; i42<len42; i42++){
let data245 = data244[i42];
const _errs619 = errors;
const _errs620 = errors;
if(errors === _errs620){
if((typeof data245 == "number") && (isFinite(data245))){
if(data245 > 3.4028234663852886e+38 || isNaN(data245)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i42,schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data245 < -3.4028234663852886e+38 || isNaN(data245)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i42,schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i42,schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid285 = _errs619 === errors;
if(!valid285){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/24/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/24/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid46 = _errs614 === errors;
valid281 = _valid46;
if(valid281){
var props24 = {};
props24.data = true;
props24.trackType = true;
}
ifClause21 = "then";
}
else {
const _errs622 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data246 = data.data;
const _errs623 = errors;
if(errors === _errs623){
if(data246 && typeof data246 == "object" && !Array.isArray(data246)){
if(data246.keyframes !== undefined){
let data247 = data246.keyframes;
const _errs625 = errors;
if(errors === _errs625){
if(Array.isArray(data247)){
var valid289 = true;
const len43 = data247.length;
for(let i43=0; i43<len43; i43++){
let data248 = data247[i43];
const _errs627 = errors;
if(errors === _errs627){
if(data248 && typeof data248 == "object" && !Array.isArray(data248)){
if(data248.value !== undefined){
let data249 = data248.value;
const _errs629 = errors;
const _errs630 = errors;
if(errors === _errs630){
if((typeof data249 == "number") && (isFinite(data249))){
if(data249 > 3.4028234663852886e+38 || isNaN(data249)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i43+"/value",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data249 < -3.4028234663852886e+38 || isNaN(data249)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i43+"/value",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i43+"/value",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid290 = _errs629 === errors;
}
else {
var valid290 = true;
}
if(valid290){
if(data248.leftTangent !== undefined){
let data250 = data248.leftTangent;
const _errs632 = errors;
const _errs633 = errors;
if(errors === _errs633){
if((typeof data250 == "number") && (isFinite(data250))){
if(data250 > 3.4028234663852886e+38 || isNaN(data250)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i43+"/leftTangent",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data250 < -3.4028234663852886e+38 || isNaN(data250)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i43+"/leftTangent",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i43+"/leftTangent",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid290 = _errs632 === errors;
}
else {
var valid290 = true;
}
if(valid290){
if(data248.rightTangent !== undefined){
let data251 = data248.rightTangent;
const _errs635 = errors;
const _errs636 = errors;
if(errors === _errs636){
if((typeof data251 == "number") && (isFinite(data251))){
if(data251 > 3.4028234663852886e+38 || isNaN(data251)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i43+"/rightTangent",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data251 < -3.4028234663852886e+38 || isNaN(data251)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i43+"/rightTangent",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"}];
return false;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i43+"/rightTangent",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid290 = _errs635 === errors;
}
else {
var valid290 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i43,schemaPath:"#/allOf/24/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid289 = _errs627 === errors;
if(!valid289){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/24/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/24/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid46 = _errs622 === errors;
valid281 = _valid46;
if(valid281){
if(props24 !== true){
props24 = props24 || {};
props24.data = true;
}
}
ifClause21 = "else";
}
if(!valid281){
const err139 = {instancePath,schemaPath:"#/allOf/24/then/if",keyword:"if",params:{failingKeyword: ifClause21},message:"must match \""+ifClause21+"\" schema"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid45 = _errs610 === errors;
valid279 = _valid45;
if(valid279){
if(props24 !== true){
props24 = props24 || {};
props24.valueType = true;
}
}
}
if(!valid279){
const err140 = {instancePath,schemaPath:"#/allOf/24/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs606 === errors;
if(valid0){
if(props0 !== true && props24 !== undefined){
if(props24 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props24);
}
}
const _errs638 = errors;
const _errs639 = errors;
let valid294 = true;
const _errs640 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing47;
if((data.valueType === undefined) && (missing47 = "valueType")){
const err141 = {};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float2" !== data.valueType){
const err142 = {};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
}
var _valid47 = _errs640 === errors;
errors = _errs639;
if(vErrors !== null){
if(_errs639){
vErrors.length = _errs639;
}
else {
vErrors = null;
}
}
if(_valid47){
const _errs642 = errors;
const _errs643 = errors;
let valid296 = true;
const _errs644 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing48;
if((data.trackType === undefined) && (missing48 = "trackType")){
const err143 = {};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err144 = {};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
}
}
var _valid48 = _errs644 === errors;
errors = _errs643;
if(vErrors !== null){
if(_errs643){
vErrors.length = _errs643;
}
else {
vErrors = null;
}
}
let ifClause22;
if(_valid48){
const _errs646 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data254 = data.data;
const _errs647 = errors;
if(errors === _errs647){
if(data254 && typeof data254 == "object" && !Array.isArray(data254)){
if(data254.keyframes !== undefined){
let data255 = data254.keyframes;
const _errs649 = errors;
if(errors === _errs649){
if(Array.isArray(data255)){
var valid300 = true;
const len44 = data255.length;
for(let i44=0; i44<len44; i44++){
const _errs651 = errors;
if(!(validate92(data255[i44], {instancePath:instancePath+"/data/keyframes/" + i44,parentData:data255,parentDataProperty:i44,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid300 = _errs651 === errors;
if(!valid300){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/25/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/25/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid48 = _errs646 === errors;
valid296 = _valid48;
if(valid296){
var props25 = {};
props25.data = true;
props25.trackType = true;
}
ifClause22 = "then";
}
else {
const _errs652 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data257 = data.data;
const _errs653 = errors;
if(errors === _errs653){
if(data257 && typeof data257 == "object" && !Array.isArray(data257)){
if(data257.keyframes !== undefined){
let data258 = data257.keyframes;
const _errs655 = errors;
if(errors === _errs655){
if(Array.isArray(data258)){
var valid303 = true;
const len45 = data258.length;
for(let i45=0; i45<len45; i45++){
let data259 = data258[i45];
const _errs657 = errors;
if(errors === _errs657){
if(data259 && typeof data259 == "object" && !Array.isArray(data259)){
if(data259.value !== undefined){
const _errs659 = errors;
if(!(validate92(data259.value, {instancePath:instancePath+"/data/keyframes/" + i45+"/value",parentData:data259,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid304 = _errs659 === errors;
}
else {
var valid304 = true;
}
if(valid304){
if(data259.leftTangent !== undefined){
const _errs660 = errors;
if(!(validate92(data259.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i45+"/leftTangent",parentData:data259,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid304 = _errs660 === errors;
}
else {
var valid304 = true;
}
if(valid304){
if(data259.rightTangent !== undefined){
const _errs661 = errors;
if(!(validate92(data259.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i45+"/rightTangent",parentData:data259,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid304 = _errs661 === errors;
}
else {
var valid304 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i45,schemaPath:"#/allOf/25/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid303 = _errs657 === errors;
if(!valid303){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/25/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/25/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid48 = _errs652 === errors;
valid296 = _valid48;
if(valid296){
if(props25 !== true){
props25 = props25 || {};
props25.data = true;
}
}
ifClause22 = "else";
}
if(!valid296){
const err145 = {instancePath,schemaPath:"#/allOf/25/then/if",keyword:"if",params:{failingKeyword: ifClause22},message:"must match \""+ifClause22+"\" schema"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid47 = _errs642 === errors;
valid294 = _valid47;
if(valid294){
if(props25 !== true){
props25 = props25 || {};
props25.valueType = true;
}
}
}
if(!valid294){
const err146 = {instancePath,schemaPath:"#/allOf/25/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs638 === errors;
if(valid0){
if(props0 !== true && props25 !== undefined){
if(props25 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props25);
}
}
const _errs662 = errors;
const _errs663 = errors;
let valid305 = true;
const _errs664 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing49;
if((data.valueType === undefined) && (missing49 = "valueType")){
const err147 = {};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float3" !== data.valueType){
const err148 = {};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
}
}
var _valid49 = _errs664 === errors;
errors = _errs663;
if(vErrors !== null){
if(_errs663){
vErrors.length = _errs663;
}
else {
vErrors = null;
}
}
if(_valid49){
const _errs666 = errors;
const _errs667 = errors;
let valid307 = true;
const _errs668 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing50;
if((data.trackType === undefined) && (missing50 = "trackType")){
const err149 = {};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err150 = {};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
}
}
var _valid50 = _errs668 === errors;
errors = _errs667;
if(vErrors !== null){
if(_errs667){
vErrors.length = _errs667;
}
else {
vErrors = null;
}
}
let ifClause23;
if(_valid50){
const _errs670 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data265 = data.data;
const _errs671 = errors;
if(errors === _errs671){
if(data265 && typeof data265 == "object" && !Array.isArray(data265)){
if(data265.keyframes !== undefined){
let data266 = data265.keyframes;
const _errs673 = errors;
if(errors === _errs673){
if(Array.isArray(data266)){
var valid311 = true;
const len46 = data266.length;
for(let i46=0; i46<len46; i46++){
const _errs675 = errors;
if(!(validate97(data266[i46], {instancePath:instancePath+"/data/keyframes/" + i46,parentData:data266,parentDataProperty:i46,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
var valid311 = _errs675 === errors;
if(!valid311){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/26/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/26/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid50 = _errs670 === errors;
valid307 = _valid50;
if(valid307){
var props26 = {};
props26.data = true;
props26.trackType = true;
}
ifClause23 = "then";
}
else {
const _errs676 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data268 = data.data;
const _errs677 = errors;
if(errors === _errs677){
if(data268 && typeof data268 == "object" && !Array.isArray(data268)){
if(data268.keyframes !== undefined){
let data269 = data268.keyframes;
const _errs679 = errors;
if(errors === _errs679){
if(Array.isArray(data269)){
var valid314 = true;
const len47 = data269.length;
for(let i47=0; i47<len47; i47++){
let data270 = data269[i47];
const _errs681 = errors;
if(errors === _errs681){
if(data270 && typeof data270 == "object" && !Array.isArray(data270)){
if(data270.value !== undefined){
const _errs683 = errors;
if(!(validate97(data270.value, {instancePath:instancePath+"/data/keyframes/" + i47+"/value",parentData:data270,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
var valid315 = _errs683 === errors;
}
else {
var valid315 = true;
}
if(valid315){
if(data270.leftTangent !== undefined){
const _errs684 = errors;
if(!(validate97(data270.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i47+"/leftTangent",parentData:data270,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
var valid315 = _errs684 === errors;
}
else {
var valid315 = true;
}
if(valid315){
if(data270.rightTangent !== undefined){
const _errs685 = errors;
if(!(validate97(data270.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i47+"/rightTangent",parentData:data270,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
var valid315 = _errs685 === errors;
}
else {
var valid315 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i47,schemaPath:"#/allOf/26/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid314 = _errs681 === errors;
if(!valid314){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/26/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/26/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid50 = _errs676 === errors;
valid307 = _valid50;
if(valid307){
if(props26 !== true){
props26 = props26 || {};
props26.data = true;
}
}
ifClause23 = "else";
}
if(!valid307){
const err151 = {instancePath,schemaPath:"#/allOf/26/then/if",keyword:"if",params:{failingKeyword: ifClause23},message:"must match \""+ifClause23+"\" schema"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid49 = _errs666 === errors;
valid305 = _valid49;
if(valid305){
if(props26 !== true){
props26 = props26 || {};
props26.valueType = true;
}
}
}
if(!valid305){
const err152 = {instancePath,schemaPath:"#/allOf/26/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs662 === errors;
if(valid0){
if(props0 !== true && props26 !== undefined){
if(props26 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props26);
}
}
const _errs686 = errors;
const _errs687 = errors;
let valid316 = true;
const _errs688 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing51;
if((data.valueType === undefined) && (missing51 = "valueType")){
const err153 = {};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float4" !== data.valueType){
const err154 = {};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
}
}
var _valid51 = _errs688 === errors;
errors = _errs687;
if(vErrors !== null){
if(_errs687){
vErrors.length = _errs687;
}
else {
vErrors = null;
}
}
if(_valid51){
const _errs690 = errors;
const _errs691 = errors;
let valid318 = true;
const _errs692 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing52;
if((data.trackType === undefined) && (missing52 = "trackType")){
const err155 = {};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err156 = {};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
}
}
var _valid52 = _errs692 === errors;
errors = _errs691;
if(vErrors !== null){
if(_errs691){
vErrors.length = _errs691;
}
else {
vErrors = null;
}
}
let ifClause24;
if(_valid52){
const _errs694 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data276 = data.data;
const _errs695 = errors;
if(errors === _errs695){
if(data276 && typeof data276 == "object" && !Array.isArray(data276)){
if(data276.keyframes !== undefined){
let data277 = data276.keyframes;
const _errs697 = errors;
if(errors === _errs697){
if(Array.isArray(data277)){
var valid322 = true;
const len48 = data277.length;
for(let i48=0; i48<len48; i48++){
const _errs699 = errors;
if(!(validate102(data277[i48], {instancePath:instancePath+"/data/keyframes/" + i48,parentData:data277,parentDataProperty:i48,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
var valid322 = _errs699 === errors;
if(!valid322){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/27/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/27/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid52 = _errs694 === errors;
valid318 = _valid52;
if(valid318){
var props27 = {};
props27.data = true;
props27.trackType = true;
}
ifClause24 = "then";
}
else {
const _errs700 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data279 = data.data;
const _errs701 = errors;
if(errors === _errs701){
if(data279 && typeof data279 == "object" && !Array.isArray(data279)){
if(data279.keyframes !== undefined){
let data280 = data279.keyframes;
const _errs703 = errors;
if(errors === _errs703){
if(Array.isArray(data280)){
var valid325 = true;
const len49 = data280.length;
for(let i49=0; i49<len49; i49++){
let data281 = data280[i49];
const _errs705 = errors;
if(errors === _errs705){
if(data281 && typeof data281 == "object" && !Array.isArray(data281)){
if(data281.value !== undefined){
const _errs707 = errors;
if(!(validate102(data281.value, {instancePath:instancePath+"/data/keyframes/" + i49+"/value",parentData:data281,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
var valid326 = _errs707 === errors;
}
else {
var valid326 = true;
}
if(valid326){
if(data281.leftTangent !== undefined){
const _errs708 = errors;
if(!(validate102(data281.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i49+"/leftTangent",parentData:data281,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
var valid326 = _errs708 === errors;
}
else {
var valid326 = true;
}
if(valid326){
if(data281.rightTangent !== undefined){
const _errs709 = errors;
if(!(validate102(data281.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i49+"/rightTangent",parentData:data281,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
var valid326 = _errs709 === errors;
}
else {
var valid326 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i49,schemaPath:"#/allOf/27/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid325 = _errs705 === errors;
if(!valid325){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/27/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/27/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid52 = _errs700 === errors;
valid318 = _valid52;
if(valid318){
if(props27 !== true){
props27 = props27 || {};
props27.data = true;
}
}
ifClause24 = "else";
}
if(!valid318){
const err157 = {instancePath,schemaPath:"#/allOf/27/then/if",keyword:"if",params:{failingKeyword: ifClause24},message:"must match \""+ifClause24+"\" schema"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid51 = _errs690 === errors;
valid316 = _valid51;
if(valid316){
if(props27 !== true){
props27 = props27 || {};
props27.valueType = true;
}
}
}
if(!valid316){
const err158 = {instancePath,schemaPath:"#/allOf/27/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs686 === errors;
if(valid0){
if(props0 !== true && props27 !== undefined){
if(props27 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props27);
}
}
const _errs710 = errors;
const _errs711 = errors;
let valid327 = true;
const _errs712 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing53;
if((data.valueType === undefined) && (missing53 = "valueType")){
const err159 = {};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("floatQ" !== data.valueType){
const err160 = {};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
}
}
var _valid53 = _errs712 === errors;
errors = _errs711;
if(vErrors !== null){
if(_errs711){
vErrors.length = _errs711;
}
else {
vErrors = null;
}
}
if(_valid53){
const _errs714 = errors;
const _errs715 = errors;
let valid329 = true;
const _errs716 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing54;
if((data.trackType === undefined) && (missing54 = "trackType")){
const err161 = {};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err162 = {};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
}
}
var _valid54 = _errs716 === errors;
errors = _errs715;
if(vErrors !== null){
if(_errs715){
vErrors.length = _errs715;
}
else {
vErrors = null;
}
}
let ifClause25;
if(_valid54){
const _errs718 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data287 = data.data;
const _errs719 = errors;
if(errors === _errs719){
if(data287 && typeof data287 == "object" && !Array.isArray(data287)){
if(data287.keyframes !== undefined){
let data288 = data287.keyframes;
const _errs721 = errors;
if(errors === _errs721){
if(Array.isArray(data288)){
var valid333 = true;
const len50 = data288.length;
for(let i50=0; i50<len50; i50++){
const _errs723 = errors;
if(!(validate107(data288[i50], {instancePath:instancePath+"/data/keyframes/" + i50,parentData:data288,parentDataProperty:i50,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
var valid333 = _errs723 === errors;
if(!valid333){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/28/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/28/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid54 = _errs718 === errors;
valid329 = _valid54;
if(valid329){
var props28 = {};
props28.data = true;
props28.trackType = true;
}
ifClause25 = "then";
}
else {
const _errs724 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data290 = data.data;
const _errs725 = errors;
if(errors === _errs725){
if(data290 && typeof data290 == "object" && !Array.isArray(data290)){
if(data290.keyframes !== undefined){
let data291 = data290.keyframes;
const _errs727 = errors;
if(errors === _errs727){
if(Array.isArray(data291)){
var valid336 = true;
const len51 = data291.length;
for(let i51=0; i51<len51; i51++){
let data292 = data291[i51];
const _errs729 = errors;
if(errors === _errs729){
if(data292 && typeof data292 == "object" && !Array.isArray(data292)){
if(data292.value !== undefined){
const _errs731 = errors;
if(!(validate107(data292.value, {instancePath:instancePath+"/data/keyframes/" + i51+"/value",parentData:data292,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
var valid337 = _errs731 === errors;
}
else {
var valid337 = true;
}
if(valid337){
if(data292.leftTangent !== undefined){
const _errs732 = errors;
if(!(validate107(data292.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i51+"/leftTangent",parentData:data292,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
var valid337 = _errs732 === errors;
}
else {
var valid337 = true;
}
if(valid337){
if(data292.rightTangent !== undefined){
const _errs733 = errors;
if(!(validate107(data292.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i51+"/rightTangent",parentData:data292,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
var valid337 = _errs733 === errors;
}
else {
var valid337 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i51,schemaPath:"#/allOf/28/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid336 = _errs729 === errors;
if(!valid336){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/28/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/28/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid54 = _errs724 === errors;
valid329 = _valid54;
if(valid329){
if(props28 !== true){
props28 = props28 || {};
props28.data = true;
}
}
ifClause25 = "else";
}
if(!valid329){
const err163 = {instancePath,schemaPath:"#/allOf/28/then/if",keyword:"if",params:{failingKeyword: ifClause25},message:"must match \""+ifClause25+"\" schema"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid53 = _errs714 === errors;
valid327 = _valid53;
if(valid327){
if(props28 !== true){
props28 = props28 || {};
props28.valueType = true;
}
}
}
if(!valid327){
const err164 = {instancePath,schemaPath:"#/allOf/28/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs710 === errors;
if(valid0){
if(props0 !== true && props28 !== undefined){
if(props28 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props28);
}
}
const _errs734 = errors;
const _errs735 = errors;
let valid338 = true;
const _errs736 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing55;
if((data.valueType === undefined) && (missing55 = "valueType")){
const err165 = {};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float2x2" !== data.valueType){
const err166 = {};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
}
var _valid55 = _errs736 === errors;
errors = _errs735;
if(vErrors !== null){
if(_errs735){
vErrors.length = _errs735;
}
else {
vErrors = null;
}
}
if(_valid55){
const _errs738 = errors;
const _errs739 = errors;
let valid340 = true;
const _errs740 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing56;
if((data.trackType === undefined) && (missing56 = "trackType")){
const err167 = {};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err168 = {};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
}
var _valid56 = _errs740 === errors;
errors = _errs739;
if(vErrors !== null){
if(_errs739){
vErrors.length = _errs739;
}
else {
vErrors = null;
}
}
let ifClause26;
if(_valid56){
const _errs742 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data298 = data.data;
const _errs743 = errors;
if(errors === _errs743){
if(data298 && typeof data298 == "object" && !Array.isArray(data298)){
if(data298.keyframes !== undefined){
let data299 = data298.keyframes;
const _errs745 = errors;
if(errors === _errs745){
if(Array.isArray(data299)){
var valid344 = true;
const len52 = data299.length;
for(let i52=0; i52<len52; i52++){
const _errs747 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i52,schemaPath:"#/$defs/float2x2/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid344 = _errs747 === errors;
if(!valid344){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/29/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/29/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid56 = _errs742 === errors;
valid340 = _valid56;
if(valid340){
var props29 = {};
props29.data = true;
props29.trackType = true;
}
ifClause26 = "then";
}
else {
const _errs750 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data301 = data.data;
const _errs751 = errors;
if(errors === _errs751){
if(data301 && typeof data301 == "object" && !Array.isArray(data301)){
if(data301.keyframes !== undefined){
let data302 = data301.keyframes;
const _errs753 = errors;
if(errors === _errs753){
if(Array.isArray(data302)){
var valid348 = true;
const len53 = data302.length;
for(let i53=0; i53<len53; i53++){
let data303 = data302[i53];
const _errs755 = errors;
if(errors === _errs755){
if(data303 && typeof data303 == "object" && !Array.isArray(data303)){
if(data303.value !== undefined){
const _errs757 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i53+"/value",schemaPath:"#/$defs/float2x2/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid349 = _errs757 === errors;
}
else {
var valid349 = true;
}
if(valid349){
if(data303.leftTangent !== undefined){
const _errs760 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i53+"/leftTangent",schemaPath:"#/$defs/float2x2/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid349 = _errs760 === errors;
}
else {
var valid349 = true;
}
if(valid349){
if(data303.rightTangent !== undefined){
const _errs763 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i53+"/rightTangent",schemaPath:"#/$defs/float2x2/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid349 = _errs763 === errors;
}
else {
var valid349 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i53,schemaPath:"#/allOf/29/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid348 = _errs755 === errors;
if(!valid348){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/29/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/29/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid56 = _errs750 === errors;
valid340 = _valid56;
if(valid340){
if(props29 !== true){
props29 = props29 || {};
props29.data = true;
}
}
ifClause26 = "else";
}
if(!valid340){
const err169 = {instancePath,schemaPath:"#/allOf/29/then/if",keyword:"if",params:{failingKeyword: ifClause26},message:"must match \""+ifClause26+"\" schema"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid55 = _errs738 === errors;
valid338 = _valid55;
if(valid338){
if(props29 !== true){
props29 = props29 || {};
props29.valueType = true;
}
}
}
if(!valid338){
const err170 = {instancePath,schemaPath:"#/allOf/29/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs734 === errors;
if(valid0){
if(props0 !== true && props29 !== undefined){
if(props29 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props29);
}
}
const _errs766 = errors;
const _errs767 = errors;
let valid353 = true;
const _errs768 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing57;
if((data.valueType === undefined) && (missing57 = "valueType")){
const err171 = {};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float3x3" !== data.valueType){
const err172 = {};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
}
}
var _valid57 = _errs768 === errors;
errors = _errs767;
if(vErrors !== null){
if(_errs767){
vErrors.length = _errs767;
}
else {
vErrors = null;
}
}
if(_valid57){
const _errs770 = errors;
const _errs771 = errors;
let valid355 = true;
const _errs772 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing58;
if((data.trackType === undefined) && (missing58 = "trackType")){
const err173 = {};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err174 = {};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
}
var _valid58 = _errs772 === errors;
errors = _errs771;
if(vErrors !== null){
if(_errs771){
vErrors.length = _errs771;
}
else {
vErrors = null;
}
}
let ifClause27;
if(_valid58){
const _errs774 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data309 = data.data;
const _errs775 = errors;
if(errors === _errs775){
if(data309 && typeof data309 == "object" && !Array.isArray(data309)){
if(data309.keyframes !== undefined){
let data310 = data309.keyframes;
const _errs777 = errors;
if(errors === _errs777){
if(Array.isArray(data310)){
var valid359 = true;
const len54 = data310.length;
for(let i54=0; i54<len54; i54++){
const _errs779 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i54,schemaPath:"#/$defs/float3x3/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid359 = _errs779 === errors;
if(!valid359){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/30/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/30/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid58 = _errs774 === errors;
valid355 = _valid58;
if(valid355){
var props30 = {};
props30.data = true;
props30.trackType = true;
}
ifClause27 = "then";
}
else {
const _errs782 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data312 = data.data;
const _errs783 = errors;
if(errors === _errs783){
if(data312 && typeof data312 == "object" && !Array.isArray(data312)){
if(data312.keyframes !== undefined){
let data313 = data312.keyframes;
const _errs785 = errors;
if(errors === _errs785){
if(Array.isArray(data313)){
var valid363 = true;
const len55 = data313.length;
for(let i55=0; i55<len55; i55++){
let data314 = data313[i55];
const _errs787 = errors;
if(errors === _errs787){
if(data314 && typeof data314 == "object" && !Array.isArray(data314)){
if(data314.value !== undefined){
const _errs789 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i55+"/value",schemaPath:"#/$defs/float3x3/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid364 = _errs789 === errors;
}
else {
var valid364 = true;
}
if(valid364){
if(data314.leftTangent !== undefined){
const _errs792 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i55+"/leftTangent",schemaPath:"#/$defs/float3x3/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid364 = _errs792 === errors;
}
else {
var valid364 = true;
}
if(valid364){
if(data314.rightTangent !== undefined){
const _errs795 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i55+"/rightTangent",schemaPath:"#/$defs/float3x3/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid364 = _errs795 === errors;
}
else {
var valid364 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i55,schemaPath:"#/allOf/30/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid363 = _errs787 === errors;
if(!valid363){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/30/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/30/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid58 = _errs782 === errors;
valid355 = _valid58;
if(valid355){
if(props30 !== true){
props30 = props30 || {};
props30.data = true;
}
}
ifClause27 = "else";
}
if(!valid355){
const err175 = {instancePath,schemaPath:"#/allOf/30/then/if",keyword:"if",params:{failingKeyword: ifClause27},message:"must match \""+ifClause27+"\" schema"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid57 = _errs770 === errors;
valid353 = _valid57;
if(valid353){
if(props30 !== true){
props30 = props30 || {};
props30.valueType = true;
}
}
}
if(!valid353){
const err176 = {instancePath,schemaPath:"#/allOf/30/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs766 === errors;
if(valid0){
if(props0 !== true && props30 !== undefined){
if(props30 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props30);
}
}
const _errs798 = errors;
const _errs799 = errors;
let valid368 = true;
const _errs800 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing59;
if((data.valueType === undefined) && (missing59 = "valueType")){
const err177 = {};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float4x4" !== data.valueType){
const err178 = {};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
}
}
var _valid59 = _errs800 === errors;
errors = _errs799;
if(vErrors !== null){
if(_errs799){
vErrors.length = _errs799;
}
else {
vErrors = null;
}
}
if(_valid59){
const _errs802 = errors;
const _errs803 = errors;
let valid370 = true;
const _errs804 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing60;
if((data.trackType === undefined) && (missing60 = "trackType")){
const err179 = {};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err180 = {};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
}
}
var _valid60 = _errs804 === errors;
errors = _errs803;
if(vErrors !== null){
if(_errs803){
vErrors.length = _errs803;
}
else {
vErrors = null;
}
}
let ifClause28;
if(_valid60){
const _errs806 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data320 = data.data;
const _errs807 = errors;
if(errors === _errs807){
if(data320 && typeof data320 == "object" && !Array.isArray(data320)){
if(data320.keyframes !== undefined){
let data321 = data320.keyframes;
const _errs809 = errors;
if(errors === _errs809){
if(Array.isArray(data321)){
var valid374 = true;
const len56 = data321.length;
for(let i56=0; i56<len56; i56++){
const _errs811 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i56,schemaPath:"#/$defs/float4x4/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid374 = _errs811 === errors;
if(!valid374){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/31/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/31/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid60 = _errs806 === errors;
valid370 = _valid60;
if(valid370){
var props31 = {};
props31.data = true;
props31.trackType = true;
}
ifClause28 = "then";
}
else {
const _errs814 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data323 = data.data;
const _errs815 = errors;
if(errors === _errs815){
if(data323 && typeof data323 == "object" && !Array.isArray(data323)){
if(data323.keyframes !== undefined){
let data324 = data323.keyframes;
const _errs817 = errors;
if(errors === _errs817){
if(Array.isArray(data324)){
var valid378 = true;
const len57 = data324.length;
for(let i57=0; i57<len57; i57++){
let data325 = data324[i57];
const _errs819 = errors;
if(errors === _errs819){
if(data325 && typeof data325 == "object" && !Array.isArray(data325)){
if(data325.value !== undefined){
const _errs821 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i57+"/value",schemaPath:"#/$defs/float4x4/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid379 = _errs821 === errors;
}
else {
var valid379 = true;
}
if(valid379){
if(data325.leftTangent !== undefined){
const _errs824 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i57+"/leftTangent",schemaPath:"#/$defs/float4x4/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid379 = _errs824 === errors;
}
else {
var valid379 = true;
}
if(valid379){
if(data325.rightTangent !== undefined){
const _errs827 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i57+"/rightTangent",schemaPath:"#/$defs/float4x4/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid379 = _errs827 === errors;
}
else {
var valid379 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i57,schemaPath:"#/allOf/31/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid378 = _errs819 === errors;
if(!valid378){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/31/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/31/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid60 = _errs814 === errors;
valid370 = _valid60;
if(valid370){
if(props31 !== true){
props31 = props31 || {};
props31.data = true;
}
}
ifClause28 = "else";
}
if(!valid370){
const err181 = {instancePath,schemaPath:"#/allOf/31/then/if",keyword:"if",params:{failingKeyword: ifClause28},message:"must match \""+ifClause28+"\" schema"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid59 = _errs802 === errors;
valid368 = _valid59;
if(valid368){
if(props31 !== true){
props31 = props31 || {};
props31.valueType = true;
}
}
}
if(!valid368){
const err182 = {instancePath,schemaPath:"#/allOf/31/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs798 === errors;
if(valid0){
if(props0 !== true && props31 !== undefined){
if(props31 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props31);
}
}
const _errs830 = errors;
const _errs831 = errors;
let valid383 = true;
const _errs832 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing61;
if((data.valueType === undefined) && (missing61 = "valueType")){
const err183 = {};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double" !== data.valueType){
const err184 = {};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
}
var _valid61 = _errs832 === errors;
errors = _errs831;
if(vErrors !== null){
if(_errs831){
vErrors.length = _errs831;
}
else {
vErrors = null;
}
}
if(_valid61){
const _errs834 = errors;
const _errs835 = errors;
let valid385 = true;
const _errs836 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing62;
if((data.trackType === undefined) && (missing62 = "trackType")){
const err185 = {};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err186 = {};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
}
var _valid62 = _errs836 === errors;
errors = _errs835;
if(vErrors !== null){
if(_errs835){
vErrors.length = _errs835;
}
else {
vErrors = null;
}
}
let ifClause29;
if(_valid62){
const _errs838 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data331 = data.data;
const _errs839 = errors;
if(errors === _errs839){
if(data331 && typeof data331 == "object" && !Array.isArray(data331)){
if(data331.keyframes !== undefined){
let data332 = data331.keyframes;
const _errs841 = errors;
if(errors === _errs841){
if(Array.isArray(data332)){
var valid389 = true;
const len58 = data332.length;
for(let i58=0; i58<len58; i58++){
let data333 = data332[i58];
const _errs843 = errors;
if(!((typeof data333 == "number") && (isFinite(data333)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i58,schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid389 = _errs843 === errors;
if(!valid389){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/32/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/32/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid62 = _errs838 === errors;
valid385 = _valid62;
if(valid385){
var props32 = {};
props32.data = true;
props32.trackType = true;
}
ifClause29 = "then";
}
else {
const _errs846 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data334 = data.data;
const _errs847 = errors;
if(errors === _errs847){
if(data334 && typeof data334 == "object" && !Array.isArray(data334)){
if(data334.keyframes !== undefined){
let data335 = data334.keyframes;
const _errs849 = errors;
if(errors === _errs849){
if(Array.isArray(data335)){
var valid393 = true;
const len59 = data335.length;
for(let i59=0; i59<len59; i59++){
let data336 = data335[i59];
const _errs851 = errors;
if(errors === _errs851){
if(data336 && typeof data336 == "object" && !Array.isArray(data336)){
if(data336.value !== undefined){
let data337 = data336.value;
const _errs853 = errors;
if(!((typeof data337 == "number") && (isFinite(data337)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i59+"/value",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid394 = _errs853 === errors;
}
else {
var valid394 = true;
}
if(valid394){
if(data336.leftTangent !== undefined){
let data338 = data336.leftTangent;
const _errs856 = errors;
if(!((typeof data338 == "number") && (isFinite(data338)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i59+"/leftTangent",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid394 = _errs856 === errors;
}
else {
var valid394 = true;
}
if(valid394){
if(data336.rightTangent !== undefined){
let data339 = data336.rightTangent;
const _errs859 = errors;
if(!((typeof data339 == "number") && (isFinite(data339)))){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i59+"/rightTangent",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid394 = _errs859 === errors;
}
else {
var valid394 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i59,schemaPath:"#/allOf/32/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid393 = _errs851 === errors;
if(!valid393){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/32/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/32/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid62 = _errs846 === errors;
valid385 = _valid62;
if(valid385){
if(props32 !== true){
props32 = props32 || {};
props32.data = true;
}
}
ifClause29 = "else";
}
if(!valid385){
const err187 = {instancePath,schemaPath:"#/allOf/32/then/if",keyword:"if",params:{failingKeyword: ifClause29},message:"must match \""+ifClause29+"\" schema"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid61 = _errs834 === errors;
valid383 = _valid61;
if(valid383){
if(props32 !== true){
props32 = props32 || {};
props32.valueType = true;
}
}
}
if(!valid383){
const err188 = {instancePath,schemaPath:"#/allOf/32/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs830 === errors;
if(valid0){
if(props0 !== true && props32 !== undefined){
if(props32 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props32);
}
}
const _errs862 = errors;
const _errs863 = errors;
let valid398 = true;
const _errs864 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing63;
if((data.valueType === undefined) && (missing63 = "valueType")){
const err189 = {};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double2" !== data.valueType){
const err190 = {};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
}
}
var _valid63 = _errs864 === errors;
errors = _errs863;
if(vErrors !== null){
if(_errs863){
vErrors.length = _errs863;
}
else {
vErrors = null;
}
}
if(_valid63){
const _errs866 = errors;
const _errs867 = errors;
let valid400 = true;
const _errs868 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing64;
if((data.trackType === undefined) && (missing64 = "trackType")){
const err191 = {};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err192 = {};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
}
var _valid64 = _errs868 === errors;
errors = _errs867;
if(vErrors !== null){
if(_errs867){
vErrors.length = _errs867;
}
else {
vErrors = null;
}
}
let ifClause30;
if(_valid64){
const _errs870 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data342 = data.data;
const _errs871 = errors;
if(errors === _errs871){
if(data342 && typeof data342 == "object" && !Array.isArray(data342)){
if(data342.keyframes !== undefined){
let data343 = data342.keyframes;
const _errs873 = errors;
if(errors === _errs873){
if(Array.isArray(data343)){
var valid404 = true;
const len60 = data343.length;
for(let i60=0; i60<len60; i60++){
const _errs875 = errors;
if(!(validate112(data343[i60], {instancePath:instancePath+"/data/keyframes/" + i60,parentData:data343,parentDataProperty:i60,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
var valid404 = _errs875 === errors;
if(!valid404){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/33/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/33/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid64 = _errs870 === errors;
valid400 = _valid64;
if(valid400){
var props33 = {};
props33.data = true;
props33.trackType = true;
}
ifClause30 = "then";
}
else {
const _errs876 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data345 = data.data;
const _errs877 = errors;
if(errors === _errs877){
if(data345 && typeof data345 == "object" && !Array.isArray(data345)){
if(data345.keyframes !== undefined){
let data346 = data345.keyframes;
const _errs879 = errors;
if(errors === _errs879){
if(Array.isArray(data346)){
var valid407 = true;
const len61 = data346.length;
for(let i61=0; i61<len61; i61++){
let data347 = data346[i61];
const _errs881 = errors;
if(errors === _errs881){
if(data347 && typeof data347 == "object" && !Array.isArray(data347)){
if(data347.value !== undefined){
const _errs883 = errors;
if(!(validate112(data347.value, {instancePath:instancePath+"/data/keyframes/" + i61+"/value",parentData:data347,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
var valid408 = _errs883 === errors;
}
else {
var valid408 = true;
}
if(valid408){
if(data347.leftTangent !== undefined){
const _errs884 = errors;
if(!(validate112(data347.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i61+"/leftTangent",parentData:data347,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
var valid408 = _errs884 === errors;
}
else {
var valid408 = true;
}
if(valid408){
if(data347.rightTangent !== undefined){
const _errs885 = errors;
if(!(validate112(data347.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i61+"/rightTangent",parentData:data347,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
var valid408 = _errs885 === errors;
}
else {
var valid408 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i61,schemaPath:"#/allOf/33/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid407 = _errs881 === errors;
if(!valid407){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/33/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/33/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid64 = _errs876 === errors;
valid400 = _valid64;
if(valid400){
if(props33 !== true){
props33 = props33 || {};
props33.data = true;
}
}
ifClause30 = "else";
}
if(!valid400){
const err193 = {instancePath,schemaPath:"#/allOf/33/then/if",keyword:"if",params:{failingKeyword: ifClause30},message:"must match \""+ifClause30+"\" schema"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid63 = _errs866 === errors;
valid398 = _valid63;
if(valid398){
if(props33 !== true){
props33 = props33 || {};
props33.valueType = true;
}
}
}
if(!valid398){
const err194 = {instancePath,schemaPath:"#/allOf/33/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs862 === errors;
if(valid0){
if(props0 !== true && props33 !== undefined){
if(props33 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props33);
}
}
const _errs886 = errors;
const _errs887 = errors;
let valid409 = true;
const _errs888 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing65;
if((data.valueType === undefined) && (missing65 = "valueType")){
const err195 = {};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double3" !== data.valueType){
const err196 = {};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
}
}
var _valid65 = _errs888 === errors;
errors = _errs887;
if(vErrors !== null){
if(_errs887){
vErrors.length = _errs887;
}
else {
vErrors = null;
}
}
if(_valid65){
const _errs890 = errors;
const _errs891 = errors;
let valid411 = true;
const _errs892 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing66;
if((data.trackType === undefined) && (missing66 = "trackType")){
const err197 = {};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err198 = {};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
}
}
var _valid66 = _errs892 === errors;
errors = _errs891;
if(vErrors !== null){
if(_errs891){
vErrors.length = _errs891;
}
else {
vErrors = null;
}
}
let ifClause31;
if(_valid66){
const _errs894 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data353 = data.data;
const _errs895 = errors;
if(errors === _errs895){
if(data353 && typeof data353 == "object" && !Array.isArray(data353)){
if(data353.keyframes !== undefined){
let data354 = data353.keyframes;
const _errs897 = errors;
if(errors === _errs897){
if(Array.isArray(data354)){
var valid415 = true;
const len62 = data354.length;
for(let i62=0; i62<len62; i62++){
const _errs899 = errors;
if(!(validate117(data354[i62], {instancePath:instancePath+"/data/keyframes/" + i62,parentData:data354,parentDataProperty:i62,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid415 = _errs899 === errors;
if(!valid415){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/34/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/34/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid66 = _errs894 === errors;
valid411 = _valid66;
if(valid411){
var props34 = {};
props34.data = true;
props34.trackType = true;
}
ifClause31 = "then";
}
else {
const _errs900 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data356 = data.data;
const _errs901 = errors;
if(errors === _errs901){
if(data356 && typeof data356 == "object" && !Array.isArray(data356)){
if(data356.keyframes !== undefined){
let data357 = data356.keyframes;
const _errs903 = errors;
if(errors === _errs903){
if(Array.isArray(data357)){
var valid418 = true;
const len63 = data357.length;
for(let i63=0; i63<len63; i63++){
let data358 = data357[i63];
const _errs905 = errors;
if(errors === _errs905){
if(data358 && typeof data358 == "object" && !Array.isArray(data358)){
if(data358.value !== undefined){
const _errs907 = errors;
if(!(validate117(data358.value, {instancePath:instancePath+"/data/keyframes/" + i63+"/value",parentData:data358,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid419 = _errs907 === errors;
}
else {
var valid419 = true;
}
if(valid419){
if(data358.leftTangent !== undefined){
const _errs908 = errors;
if(!(validate117(data358.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i63+"/leftTangent",parentData:data358,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid419 = _errs908 === errors;
}
else {
var valid419 = true;
}
if(valid419){
if(data358.rightTangent !== undefined){
const _errs909 = errors;
if(!(validate117(data358.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i63+"/rightTangent",parentData:data358,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid419 = _errs909 === errors;
}
else {
var valid419 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i63,schemaPath:"#/allOf/34/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid418 = _errs905 === errors;
if(!valid418){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/34/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/34/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid66 = _errs900 === errors;
valid411 = _valid66;
if(valid411){
if(props34 !== true){
props34 = props34 || {};
props34.data = true;
}
}
ifClause31 = "else";
}
if(!valid411){
const err199 = {instancePath,schemaPath:"#/allOf/34/then/if",keyword:"if",params:{failingKeyword: ifClause31},message:"must match \""+ifClause31+"\" schema"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid65 = _errs890 === errors;
valid409 = _valid65;
if(valid409){
if(props34 !== true){
props34 = props34 || {};
props34.valueType = true;
}
}
}
if(!valid409){
const err200 = {instancePath,schemaPath:"#/allOf/34/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs886 === errors;
if(valid0){
if(props0 !== true && props34 !== undefined){
if(props34 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props34);
}
}
const _errs910 = errors;
const _errs911 = errors;
let valid420 = true;
const _errs912 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing67;
if((data.valueType === undefined) && (missing67 = "valueType")){
const err201 = {};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double4" !== data.valueType){
const err202 = {};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
}
}
var _valid67 = _errs912 === errors;
errors = _errs911;
if(vErrors !== null){
if(_errs911){
vErrors.length = _errs911;
}
else {
vErrors = null;
}
}
if(_valid67){
const _errs914 = errors;
const _errs915 = errors;
let valid422 = true;
const _errs916 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing68;
if((data.trackType === undefined) && (missing68 = "trackType")){
const err203 = {};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err204 = {};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
}
}
var _valid68 = _errs916 === errors;
errors = _errs915;
if(vErrors !== null){
if(_errs915){
vErrors.length = _errs915;
}
else {
vErrors = null;
}
}
let ifClause32;
if(_valid68){
const _errs918 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data364 = data.data;
const _errs919 = errors;
if(errors === _errs919){
if(data364 && typeof data364 == "object" && !Array.isArray(data364)){
if(data364.keyframes !== undefined){
let data365 = data364.keyframes;
const _errs921 = errors;
if(errors === _errs921){
if(Array.isArray(data365)){
var valid426 = true;
const len64 = data365.length;
for(let i64=0; i64<len64; i64++){
const _errs923 = errors;
if(!(validate122(data365[i64], {instancePath:instancePath+"/data/keyframes/" + i64,parentData:data365,parentDataProperty:i64,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
var valid426 = _errs923 === errors;
if(!valid426){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/35/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/35/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid68 = _errs918 === errors;
valid422 = _valid68;
if(valid422){
var props35 = {};
props35.data = true;
props35.trackType = true;
}
ifClause32 = "then";
}
else {
const _errs924 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data367 = data.data;
const _errs925 = errors;
if(errors === _errs925){
if(data367 && typeof data367 == "object" && !Array.isArray(data367)){
if(data367.keyframes !== undefined){
let data368 = data367.keyframes;
const _errs927 = errors;
if(errors === _errs927){
if(Array.isArray(data368)){
var valid429 = true;
const len65 = data368.length;
for(let i65=0; i65<len65; i65++){
let data369 = data368[i65];
const _errs929 = errors;
if(errors === _errs929){
if(data369 && typeof data369 == "object" && !Array.isArray(data369)){
if(data369.value !== undefined){
const _errs931 = errors;
if(!(validate122(data369.value, {instancePath:instancePath+"/data/keyframes/" + i65+"/value",parentData:data369,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
var valid430 = _errs931 === errors;
}
else {
var valid430 = true;
}
if(valid430){
if(data369.leftTangent !== undefined){
const _errs932 = errors;
if(!(validate122(data369.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i65+"/leftTangent",parentData:data369,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
var valid430 = _errs932 === errors;
}
else {
var valid430 = true;
}
if(valid430){
if(data369.rightTangent !== undefined){
const _errs933 = errors;
if(!(validate122(data369.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i65+"/rightTangent",parentData:data369,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
var valid430 = _errs933 === errors;
}
else {
var valid430 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i65,schemaPath:"#/allOf/35/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid429 = _errs929 === errors;
if(!valid429){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/35/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/35/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid68 = _errs924 === errors;
valid422 = _valid68;
if(valid422){
if(props35 !== true){
props35 = props35 || {};
props35.data = true;
}
}
ifClause32 = "else";
}
if(!valid422){
const err205 = {instancePath,schemaPath:"#/allOf/35/then/if",keyword:"if",params:{failingKeyword: ifClause32},message:"must match \""+ifClause32+"\" schema"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid67 = _errs914 === errors;
valid420 = _valid67;
if(valid420){
if(props35 !== true){
props35 = props35 || {};
props35.valueType = true;
}
}
}
if(!valid420){
const err206 = {instancePath,schemaPath:"#/allOf/35/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs910 === errors;
if(valid0){
if(props0 !== true && props35 !== undefined){
if(props35 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props35);
}
}
const _errs934 = errors;
const _errs935 = errors;
let valid431 = true;
const _errs936 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing69;
if((data.valueType === undefined) && (missing69 = "valueType")){
const err207 = {};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("doubleQ" !== data.valueType){
const err208 = {};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
}
}
var _valid69 = _errs936 === errors;
errors = _errs935;
if(vErrors !== null){
if(_errs935){
vErrors.length = _errs935;
}
else {
vErrors = null;
}
}
if(_valid69){
const _errs938 = errors;
const _errs939 = errors;
let valid433 = true;
const _errs940 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing70;
if((data.trackType === undefined) && (missing70 = "trackType")){
const err209 = {};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err210 = {};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
}
}
var _valid70 = _errs940 === errors;
errors = _errs939;
if(vErrors !== null){
if(_errs939){
vErrors.length = _errs939;
}
else {
vErrors = null;
}
}
let ifClause33;
if(_valid70){
const _errs942 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data375 = data.data;
const _errs943 = errors;
if(errors === _errs943){
if(data375 && typeof data375 == "object" && !Array.isArray(data375)){
if(data375.keyframes !== undefined){
let data376 = data375.keyframes;
const _errs945 = errors;
if(errors === _errs945){
if(Array.isArray(data376)){
var valid437 = true;
const len66 = data376.length;
for(let i66=0; i66<len66; i66++){
const _errs947 = errors;
if(!(validate127(data376[i66], {instancePath:instancePath+"/data/keyframes/" + i66,parentData:data376,parentDataProperty:i66,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
var valid437 = _errs947 === errors;
if(!valid437){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/36/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/36/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid70 = _errs942 === errors;
valid433 = _valid70;
if(valid433){
var props36 = {};
props36.data = true;
props36.trackType = true;
}
ifClause33 = "then";
}
else {
const _errs948 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data378 = data.data;
const _errs949 = errors;
if(errors === _errs949){
if(data378 && typeof data378 == "object" && !Array.isArray(data378)){
if(data378.keyframes !== undefined){
let data379 = data378.keyframes;
const _errs951 = errors;
if(errors === _errs951){
if(Array.isArray(data379)){
var valid440 = true;
const len67 = data379.length;
for(let i67=0; i67<len67; i67++){
let data380 = data379[i67];
const _errs953 = errors;
if(errors === _errs953){
if(data380 && typeof data380 == "object" && !Array.isArray(data380)){
if(data380.value !== undefined){
const _errs955 = errors;
if(!(validate127(data380.value, {instancePath:instancePath+"/data/keyframes/" + i67+"/value",parentData:data380,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
var valid441 = _errs955 === errors;
}
else {
var valid441 = true;
}
if(valid441){
if(data380.leftTangent !== undefined){
const _errs956 = errors;
if(!(validate127(data380.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i67+"/leftTangent",parentData:data380,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
var valid441 = _errs956 === errors;
}
else {
var valid441 = true;
}
if(valid441){
if(data380.rightTangent !== undefined){
const _errs957 = errors;
if(!(validate127(data380.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i67+"/rightTangent",parentData:data380,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
var valid441 = _errs957 === errors;
}
else {
var valid441 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i67,schemaPath:"#/allOf/36/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid440 = _errs953 === errors;
if(!valid440){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/36/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/36/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid70 = _errs948 === errors;
valid433 = _valid70;
if(valid433){
if(props36 !== true){
props36 = props36 || {};
props36.data = true;
}
}
ifClause33 = "else";
}
if(!valid433){
const err211 = {instancePath,schemaPath:"#/allOf/36/then/if",keyword:"if",params:{failingKeyword: ifClause33},message:"must match \""+ifClause33+"\" schema"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid69 = _errs938 === errors;
valid431 = _valid69;
if(valid431){
if(props36 !== true){
props36 = props36 || {};
props36.valueType = true;
}
}
}
if(!valid431){
const err212 = {instancePath,schemaPath:"#/allOf/36/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs934 === errors;
if(valid0){
if(props0 !== true && props36 !== undefined){
if(props36 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props36);
}
}
const _errs958 = errors;
const _errs959 = errors;
let valid442 = true;
const _errs960 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing71;
if((data.valueType === undefined) && (missing71 = "valueType")){
const err213 = {};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double2x2" !== data.valueType){
const err214 = {};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
}
}
var _valid71 = _errs960 === errors;
errors = _errs959;
if(vErrors !== null){
if(_errs959){
vErrors.length = _errs959;
}
else {
vErrors = null;
}
}
if(_valid71){
const _errs962 = errors;
const _errs963 = errors;
let valid444 = true;
const _errs964 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing72;
if((data.trackType === undefined) && (missing72 = "trackType")){
const err215 = {};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err216 = {};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
}
}
var _valid72 = _errs964 === errors;
errors = _errs963;
if(vErrors !== null){
if(_errs963){
vErrors.length = _errs963;
}
else {
vErrors = null;
}
}
let ifClause34;
if(_valid72){
const _errs966 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data386 = data.data;
const _errs967 = errors;
if(errors === _errs967){
if(data386 && typeof data386 == "object" && !Array.isArray(data386)){
if(data386.keyframes !== undefined){
let data387 = data386.keyframes;
const _errs969 = errors;
if(errors === _errs969){
if(Array.isArray(data387)){
var valid448 = true;
const len68 = data387.length;
for(let i68=0; i68<len68; i68++){
const _errs971 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i68,schemaPath:"#/$defs/double2x2/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid448 = _errs971 === errors;
if(!valid448){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/37/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/37/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid72 = _errs966 === errors;
valid444 = _valid72;
if(valid444){
var props37 = {};
props37.data = true;
props37.trackType = true;
}
ifClause34 = "then";
}
else {
const _errs974 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data389 = data.data;
const _errs975 = errors;
if(errors === _errs975){
if(data389 && typeof data389 == "object" && !Array.isArray(data389)){
if(data389.keyframes !== undefined){
let data390 = data389.keyframes;
const _errs977 = errors;
if(errors === _errs977){
if(Array.isArray(data390)){
var valid452 = true;
const len69 = data390.length;
for(let i69=0; i69<len69; i69++){
let data391 = data390[i69];
const _errs979 = errors;
if(errors === _errs979){
if(data391 && typeof data391 == "object" && !Array.isArray(data391)){
if(data391.value !== undefined){
const _errs981 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i69+"/value",schemaPath:"#/$defs/double2x2/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid453 = _errs981 === errors;
}
else {
var valid453 = true;
}
if(valid453){
if(data391.leftTangent !== undefined){
const _errs984 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i69+"/leftTangent",schemaPath:"#/$defs/double2x2/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid453 = _errs984 === errors;
}
else {
var valid453 = true;
}
if(valid453){
if(data391.rightTangent !== undefined){
const _errs987 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i69+"/rightTangent",schemaPath:"#/$defs/double2x2/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid453 = _errs987 === errors;
}
else {
var valid453 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i69,schemaPath:"#/allOf/37/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid452 = _errs979 === errors;
if(!valid452){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/37/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/37/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid72 = _errs974 === errors;
valid444 = _valid72;
if(valid444){
if(props37 !== true){
props37 = props37 || {};
props37.data = true;
}
}
ifClause34 = "else";
}
if(!valid444){
const err217 = {instancePath,schemaPath:"#/allOf/37/then/if",keyword:"if",params:{failingKeyword: ifClause34},message:"must match \""+ifClause34+"\" schema"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid71 = _errs962 === errors;
valid442 = _valid71;
if(valid442){
if(props37 !== true){
props37 = props37 || {};
props37.valueType = true;
}
}
}
if(!valid442){
const err218 = {instancePath,schemaPath:"#/allOf/37/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs958 === errors;
if(valid0){
if(props0 !== true && props37 !== undefined){
if(props37 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props37);
}
}
const _errs990 = errors;
const _errs991 = errors;
let valid457 = true;
const _errs992 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing73;
if((data.valueType === undefined) && (missing73 = "valueType")){
const err219 = {};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double3x3" !== data.valueType){
const err220 = {};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
}
}
var _valid73 = _errs992 === errors;
errors = _errs991;
if(vErrors !== null){
if(_errs991){
vErrors.length = _errs991;
}
else {
vErrors = null;
}
}
if(_valid73){
const _errs994 = errors;
const _errs995 = errors;
let valid459 = true;
const _errs996 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing74;
if((data.trackType === undefined) && (missing74 = "trackType")){
const err221 = {};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err222 = {};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
}
}
var _valid74 = _errs996 === errors;
errors = _errs995;
if(vErrors !== null){
if(_errs995){
vErrors.length = _errs995;
}
else {
vErrors = null;
}
}
let ifClause35;
if(_valid74){
const _errs998 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data397 = data.data;
const _errs999 = errors;
if(errors === _errs999){
if(data397 && typeof data397 == "object" && !Array.isArray(data397)){
if(data397.keyframes !== undefined){
let data398 = data397.keyframes;
const _errs1001 = errors;
if(errors === _errs1001){
if(Array.isArray(data398)){
var valid463 = true;
const len70 = data398.length;
for(let i70=0; i70<len70; i70++){
const _errs1003 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i70,schemaPath:"#/$defs/double3x3/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid463 = _errs1003 === errors;
if(!valid463){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/38/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/38/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid74 = _errs998 === errors;
valid459 = _valid74;
if(valid459){
var props38 = {};
props38.data = true;
props38.trackType = true;
}
ifClause35 = "then";
}
else {
const _errs1006 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data400 = data.data;
const _errs1007 = errors;
if(errors === _errs1007){
if(data400 && typeof data400 == "object" && !Array.isArray(data400)){
if(data400.keyframes !== undefined){
let data401 = data400.keyframes;
const _errs1009 = errors;
if(errors === _errs1009){
if(Array.isArray(data401)){
var valid467 = true;
const len71 = data401.length;
for(let i71=0; i71<len71; i71++){
let data402 = data401[i71];
const _errs1011 = errors;
if(errors === _errs1011){
if(data402 && typeof data402 == "object" && !Array.isArray(data402)){
if(data402.value !== undefined){
const _errs1013 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i71+"/value",schemaPath:"#/$defs/double3x3/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid468 = _errs1013 === errors;
}
else {
var valid468 = true;
}
if(valid468){
if(data402.leftTangent !== undefined){
const _errs1016 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i71+"/leftTangent",schemaPath:"#/$defs/double3x3/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid468 = _errs1016 === errors;
}
else {
var valid468 = true;
}
if(valid468){
if(data402.rightTangent !== undefined){
const _errs1019 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i71+"/rightTangent",schemaPath:"#/$defs/double3x3/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid468 = _errs1019 === errors;
}
else {
var valid468 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i71,schemaPath:"#/allOf/38/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid467 = _errs1011 === errors;
if(!valid467){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/38/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/38/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid74 = _errs1006 === errors;
valid459 = _valid74;
if(valid459){
if(props38 !== true){
props38 = props38 || {};
props38.data = true;
}
}
ifClause35 = "else";
}
if(!valid459){
const err223 = {instancePath,schemaPath:"#/allOf/38/then/if",keyword:"if",params:{failingKeyword: ifClause35},message:"must match \""+ifClause35+"\" schema"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid73 = _errs994 === errors;
valid457 = _valid73;
if(valid457){
if(props38 !== true){
props38 = props38 || {};
props38.valueType = true;
}
}
}
if(!valid457){
const err224 = {instancePath,schemaPath:"#/allOf/38/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs990 === errors;
if(valid0){
if(props0 !== true && props38 !== undefined){
if(props38 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props38);
}
}
const _errs1022 = errors;
const _errs1023 = errors;
let valid472 = true;
const _errs1024 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing75;
if((data.valueType === undefined) && (missing75 = "valueType")){
const err225 = {};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double4x4" !== data.valueType){
const err226 = {};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
}
}
var _valid75 = _errs1024 === errors;
errors = _errs1023;
if(vErrors !== null){
if(_errs1023){
vErrors.length = _errs1023;
}
else {
vErrors = null;
}
}
if(_valid75){
const _errs1026 = errors;
const _errs1027 = errors;
let valid474 = true;
const _errs1028 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing76;
if((data.trackType === undefined) && (missing76 = "trackType")){
const err227 = {};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err228 = {};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
}
}
var _valid76 = _errs1028 === errors;
errors = _errs1027;
if(vErrors !== null){
if(_errs1027){
vErrors.length = _errs1027;
}
else {
vErrors = null;
}
}
let ifClause36;
if(_valid76){
const _errs1030 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data408 = data.data;
const _errs1031 = errors;
if(errors === _errs1031){
if(data408 && typeof data408 == "object" && !Array.isArray(data408)){
if(data408.keyframes !== undefined){
let data409 = data408.keyframes;
const _errs1033 = errors;
if(errors === _errs1033){
if(Array.isArray(data409)){
var valid478 = true;
const len72 = data409.length;
for(let i72=0; i72<len72; i72++){
const _errs1035 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i72,schemaPath:"#/$defs/double4x4/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid478 = _errs1035 === errors;
if(!valid478){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/39/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/39/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid76 = _errs1030 === errors;
valid474 = _valid76;
if(valid474){
var props39 = {};
props39.data = true;
props39.trackType = true;
}
ifClause36 = "then";
}
else {
const _errs1038 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data411 = data.data;
const _errs1039 = errors;
if(errors === _errs1039){
if(data411 && typeof data411 == "object" && !Array.isArray(data411)){
if(data411.keyframes !== undefined){
let data412 = data411.keyframes;
const _errs1041 = errors;
if(errors === _errs1041){
if(Array.isArray(data412)){
var valid482 = true;
const len73 = data412.length;
for(let i73=0; i73<len73; i73++){
let data413 = data412[i73];
const _errs1043 = errors;
if(errors === _errs1043){
if(data413 && typeof data413 == "object" && !Array.isArray(data413)){
if(data413.value !== undefined){
const _errs1045 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i73+"/value",schemaPath:"#/$defs/double4x4/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid483 = _errs1045 === errors;
}
else {
var valid483 = true;
}
if(valid483){
if(data413.leftTangent !== undefined){
const _errs1048 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i73+"/leftTangent",schemaPath:"#/$defs/double4x4/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid483 = _errs1048 === errors;
}
else {
var valid483 = true;
}
if(valid483){
if(data413.rightTangent !== undefined){
const _errs1051 = errors;
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i73+"/rightTangent",schemaPath:"#/$defs/double4x4/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid483 = _errs1051 === errors;
}
else {
var valid483 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i73,schemaPath:"#/allOf/39/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid482 = _errs1043 === errors;
if(!valid482){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/39/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/39/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid76 = _errs1038 === errors;
valid474 = _valid76;
if(valid474){
if(props39 !== true){
props39 = props39 || {};
props39.data = true;
}
}
ifClause36 = "else";
}
if(!valid474){
const err229 = {instancePath,schemaPath:"#/allOf/39/then/if",keyword:"if",params:{failingKeyword: ifClause36},message:"must match \""+ifClause36+"\" schema"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid75 = _errs1026 === errors;
valid472 = _valid75;
if(valid472){
if(props39 !== true){
props39 = props39 || {};
props39.valueType = true;
}
}
}
if(!valid472){
const err230 = {instancePath,schemaPath:"#/allOf/39/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs1022 === errors;
if(valid0){
if(props0 !== true && props39 !== undefined){
if(props39 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props39);
}
}
const _errs1054 = errors;
const _errs1055 = errors;
let valid487 = true;
const _errs1056 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing77;
if((data.valueType === undefined) && (missing77 = "valueType")){
const err231 = {};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("color" !== data.valueType){
const err232 = {};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
}
}
var _valid77 = _errs1056 === errors;
errors = _errs1055;
if(vErrors !== null){
if(_errs1055){
vErrors.length = _errs1055;
}
else {
vErrors = null;
}
}
if(_valid77){
const _errs1058 = errors;
const _errs1059 = errors;
let valid489 = true;
const _errs1060 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing78;
if((data.trackType === undefined) && (missing78 = "trackType")){
const err233 = {};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err234 = {};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
}
}
var _valid78 = _errs1060 === errors;
errors = _errs1059;
if(vErrors !== null){
if(_errs1059){
vErrors.length = _errs1059;
}
else {
vErrors = null;
}
}
let ifClause37;
if(_valid78){
const _errs1062 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data419 = data.data;
const _errs1063 = errors;
if(errors === _errs1063){
if(data419 && typeof data419 == "object" && !Array.isArray(data419)){
if(data419.keyframes !== undefined){
let data420 = data419.keyframes;
const _errs1065 = errors;
if(errors === _errs1065){
if(Array.isArray(data420)){
var valid493 = true;
const len74 = data420.length;
for(let i74=0; i74<len74; i74++){
const _errs1067 = errors;
if(!(validate132(data420[i74], {instancePath:instancePath+"/data/keyframes/" + i74,parentData:data420,parentDataProperty:i74,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
var valid493 = _errs1067 === errors;
if(!valid493){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/40/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/40/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid78 = _errs1062 === errors;
valid489 = _valid78;
if(valid489){
var props40 = {};
props40.data = true;
props40.trackType = true;
}
ifClause37 = "then";
}
else {
const _errs1068 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data422 = data.data;
const _errs1069 = errors;
if(errors === _errs1069){
if(data422 && typeof data422 == "object" && !Array.isArray(data422)){
if(data422.keyframes !== undefined){
let data423 = data422.keyframes;
const _errs1071 = errors;
if(errors === _errs1071){
if(Array.isArray(data423)){
var valid496 = true;
const len75 = data423.length;
for(let i75=0; i75<len75; i75++){
let data424 = data423[i75];
const _errs1073 = errors;
if(errors === _errs1073){
if(data424 && typeof data424 == "object" && !Array.isArray(data424)){
if(data424.value !== undefined){
const _errs1075 = errors;
if(!(validate132(data424.value, {instancePath:instancePath+"/data/keyframes/" + i75+"/value",parentData:data424,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
var valid497 = _errs1075 === errors;
}
else {
var valid497 = true;
}
if(valid497){
if(data424.leftTangent !== undefined){
const _errs1076 = errors;
if(!(validate132(data424.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i75+"/leftTangent",parentData:data424,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
var valid497 = _errs1076 === errors;
}
else {
var valid497 = true;
}
if(valid497){
if(data424.rightTangent !== undefined){
const _errs1077 = errors;
if(!(validate132(data424.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i75+"/rightTangent",parentData:data424,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
var valid497 = _errs1077 === errors;
}
else {
var valid497 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i75,schemaPath:"#/allOf/40/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid496 = _errs1073 === errors;
if(!valid496){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/40/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/40/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid78 = _errs1068 === errors;
valid489 = _valid78;
if(valid489){
if(props40 !== true){
props40 = props40 || {};
props40.data = true;
}
}
ifClause37 = "else";
}
if(!valid489){
const err235 = {instancePath,schemaPath:"#/allOf/40/then/if",keyword:"if",params:{failingKeyword: ifClause37},message:"must match \""+ifClause37+"\" schema"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid77 = _errs1058 === errors;
valid487 = _valid77;
if(valid487){
if(props40 !== true){
props40 = props40 || {};
props40.valueType = true;
}
}
}
if(!valid487){
const err236 = {instancePath,schemaPath:"#/allOf/40/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs1054 === errors;
if(valid0){
if(props0 !== true && props40 !== undefined){
if(props40 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props40);
}
}
const _errs1078 = errors;
const _errs1079 = errors;
let valid498 = true;
const _errs1080 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing79;
if((data.valueType === undefined) && (missing79 = "valueType")){
const err237 = {};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("color32" !== data.valueType){
const err238 = {};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
}
}
var _valid79 = _errs1080 === errors;
errors = _errs1079;
if(vErrors !== null){
if(_errs1079){
vErrors.length = _errs1079;
}
else {
vErrors = null;
}
}
if(_valid79){
const _errs1082 = errors;
const _errs1083 = errors;
let valid500 = true;
const _errs1084 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing80;
if((data.trackType === undefined) && (missing80 = "trackType")){
const err239 = {};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err240 = {};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
}
}
var _valid80 = _errs1084 === errors;
errors = _errs1083;
if(vErrors !== null){
if(_errs1083){
vErrors.length = _errs1083;
}
else {
vErrors = null;
}
}
let ifClause38;
if(_valid80){
const _errs1086 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data430 = data.data;
const _errs1087 = errors;
if(errors === _errs1087){
if(data430 && typeof data430 == "object" && !Array.isArray(data430)){
if(data430.keyframes !== undefined){
let data431 = data430.keyframes;
const _errs1089 = errors;
if(errors === _errs1089){
if(Array.isArray(data431)){
var valid504 = true;
const len76 = data431.length;
for(let i76=0; i76<len76; i76++){
const _errs1091 = errors;
if(!(validate137(data431[i76], {instancePath:instancePath+"/data/keyframes/" + i76,parentData:data431,parentDataProperty:i76,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
var valid504 = _errs1091 === errors;
if(!valid504){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/41/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/41/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid80 = _errs1086 === errors;
valid500 = _valid80;
if(valid500){
var props41 = {};
props41.data = true;
props41.trackType = true;
}
ifClause38 = "then";
}
else {
const _errs1092 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data433 = data.data;
const _errs1093 = errors;
if(errors === _errs1093){
if(data433 && typeof data433 == "object" && !Array.isArray(data433)){
if(data433.keyframes !== undefined){
let data434 = data433.keyframes;
const _errs1095 = errors;
if(errors === _errs1095){
if(Array.isArray(data434)){
var valid507 = true;
const len77 = data434.length;
for(let i77=0; i77<len77; i77++){
let data435 = data434[i77];
const _errs1097 = errors;
if(errors === _errs1097){
if(data435 && typeof data435 == "object" && !Array.isArray(data435)){
if(data435.value !== undefined){
const _errs1099 = errors;
if(!(validate137(data435.value, {instancePath:instancePath+"/data/keyframes/" + i77+"/value",parentData:data435,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
var valid508 = _errs1099 === errors;
}
else {
var valid508 = true;
}
if(valid508){
if(data435.leftTangent !== undefined){
const _errs1100 = errors;
if(!(validate137(data435.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i77+"/leftTangent",parentData:data435,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
var valid508 = _errs1100 === errors;
}
else {
var valid508 = true;
}
if(valid508){
if(data435.rightTangent !== undefined){
const _errs1101 = errors;
if(!(validate137(data435.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i77+"/rightTangent",parentData:data435,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
var valid508 = _errs1101 === errors;
}
else {
var valid508 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i77,schemaPath:"#/allOf/41/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid507 = _errs1097 === errors;
if(!valid507){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/41/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/41/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid80 = _errs1092 === errors;
valid500 = _valid80;
if(valid500){
if(props41 !== true){
props41 = props41 || {};
props41.data = true;
}
}
ifClause38 = "else";
}
if(!valid500){
const err241 = {instancePath,schemaPath:"#/allOf/41/then/if",keyword:"if",params:{failingKeyword: ifClause38},message:"must match \""+ifClause38+"\" schema"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid79 = _errs1082 === errors;
valid498 = _valid79;
if(valid498){
if(props41 !== true){
props41 = props41 || {};
props41.valueType = true;
}
}
}
if(!valid498){
const err242 = {instancePath,schemaPath:"#/allOf/41/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs1078 === errors;
if(valid0){
if(props0 !== true && props41 !== undefined){
if(props41 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props41);
}
}
const _errs1102 = errors;
const _errs1103 = errors;
let valid509 = true;
const _errs1104 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing81;
if((data.valueType === undefined) && (missing81 = "valueType")){
const err243 = {};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("string" !== data.valueType){
const err244 = {};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
}
}
var _valid81 = _errs1104 === errors;
errors = _errs1103;
if(vErrors !== null){
if(_errs1103){
vErrors.length = _errs1103;
}
else {
vErrors = null;
}
}
if(_valid81){
const _errs1106 = errors;
const _errs1107 = errors;
let valid511 = true;
const _errs1108 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing82;
if((data.trackType === undefined) && (missing82 = "trackType")){
const err245 = {};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err246 = {};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
}
}
var _valid82 = _errs1108 === errors;
errors = _errs1107;
if(vErrors !== null){
if(_errs1107){
vErrors.length = _errs1107;
}
else {
vErrors = null;
}
}
let ifClause39;
if(_valid82){
const _errs1110 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data441 = data.data;
const _errs1111 = errors;
if(errors === _errs1111){
if(data441 && typeof data441 == "object" && !Array.isArray(data441)){
if(data441.keyframes !== undefined){
let data442 = data441.keyframes;
const _errs1113 = errors;
if(errors === _errs1113){
if(Array.isArray(data442)){
var valid515 = true;
const len78 = data442.length;
for(let i78=0; i78<len78; i78++){
let data443 = data442[i78];
const _errs1115 = errors;
if((typeof data443 !== "string") && (data443 !== null)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i78,schemaPath:"#/$defs/string/type",keyword:"type",params:{type: schema203.type},message:"must be string,null"}];
return false;
}
var valid515 = _errs1115 === errors;
if(!valid515){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/42/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/42/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid82 = _errs1110 === errors;
valid511 = _valid82;
if(valid511){
var props42 = {};
props42.data = true;
props42.trackType = true;
}
ifClause39 = "then";
}
else {
const _errs1118 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data444 = data.data;
const _errs1119 = errors;
if(errors === _errs1119){
if(data444 && typeof data444 == "object" && !Array.isArray(data444)){
if(data444.keyframes !== undefined){
let data445 = data444.keyframes;
const _errs1121 = errors;
if(errors === _errs1121){
if(Array.isArray(data445)){
var valid519 = true;
const len79 = data445.length;
for(let i79=0; i79<len79; i79++){
let data446 = data445[i79];
const _errs1123 = errors;
if(errors === _errs1123){
if(data446 && typeof data446 == "object" && !Array.isArray(data446)){
if(data446.value !== undefined){
let data447 = data446.value;
const _errs1125 = errors;
if((typeof data447 !== "string") && (data447 !== null)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i79+"/value",schemaPath:"#/$defs/string/type",keyword:"type",params:{type: schema203.type},message:"must be string,null"}];
return false;
}
var valid520 = _errs1125 === errors;
}
else {
var valid520 = true;
}
if(valid520){
if(data446.leftTangent !== undefined){
let data448 = data446.leftTangent;
const _errs1128 = errors;
if((typeof data448 !== "string") && (data448 !== null)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i79+"/leftTangent",schemaPath:"#/$defs/string/type",keyword:"type",params:{type: schema203.type},message:"must be string,null"}];
return false;
}
var valid520 = _errs1128 === errors;
}
else {
var valid520 = true;
}
if(valid520){
if(data446.rightTangent !== undefined){
let data449 = data446.rightTangent;
const _errs1131 = errors;
if((typeof data449 !== "string") && (data449 !== null)){
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i79+"/rightTangent",schemaPath:"#/$defs/string/type",keyword:"type",params:{type: schema203.type},message:"must be string,null"}];
return false;
}
var valid520 = _errs1131 === errors;
}
else {
var valid520 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes/" + i79,schemaPath:"#/allOf/42/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid519 = _errs1123 === errors;
if(!valid519){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/42/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/allOf/42/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid82 = _errs1118 === errors;
valid511 = _valid82;
if(valid511){
if(props42 !== true){
props42 = props42 || {};
props42.data = true;
}
}
ifClause39 = "else";
}
if(!valid511){
const err247 = {instancePath,schemaPath:"#/allOf/42/then/if",keyword:"if",params:{failingKeyword: ifClause39},message:"must match \""+ifClause39+"\" schema"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
validate21.errors = vErrors;
return false;
}
var _valid81 = _errs1106 === errors;
valid509 = _valid81;
if(valid509){
if(props42 !== true){
props42 = props42 || {};
props42.valueType = true;
}
}
}
if(!valid509){
const err248 = {instancePath,schemaPath:"#/allOf/42/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
validate21.errors = vErrors;
return false;
}
var valid0 = _errs1102 === errors;
if(valid0){
if(props0 !== true && props42 !== undefined){
if(props42 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props42);
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing83;
if((((data.trackType === undefined) && (missing83 = "trackType")) || ((data.valueType === undefined) && (missing83 = "valueType"))) || ((data.data === undefined) && (missing83 = "data"))){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing83},message:"must have required property '"+missing83+"'"}];
return false;
}
else {
const _errs1134 = errors;
for(const key1 in data){
if(!(((key1 === "trackType") || (key1 === "valueType")) || (key1 === "data"))){
validate21.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1134 === errors){
if(data.trackType !== undefined){
let data450 = data.trackType;
const _errs1135 = errors;
if(!((((data450 === "Raw") || (data450 === "Discrete")) || (data450 === "Curve")) || (data450 === "Bezier"))){
validate21.errors = [{instancePath:instancePath+"/trackType",schemaPath:"#/$defs/trackType/enum",keyword:"enum",params:{allowedValues: schema207.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid524 = _errs1135 === errors;
}
else {
var valid524 = true;
}
if(valid524){
if(data.valueType !== undefined){
let data451 = data.valueType;
const _errs1137 = errors;
if(!((((((((((((((((((((((((((((((((((((((((data451 === "bool") || (data451 === "bool2")) || (data451 === "bool3")) || (data451 === "bool4")) || (data451 === "byte")) || (data451 === "ushort")) || (data451 === "uint")) || (data451 === "ulong")) || (data451 === "sbyte")) || (data451 === "short")) || (data451 === "int")) || (data451 === "long")) || (data451 === "int2")) || (data451 === "int3")) || (data451 === "int4")) || (data451 === "uint2")) || (data451 === "uint3")) || (data451 === "uint4")) || (data451 === "long2")) || (data451 === "long3")) || (data451 === "long4")) || (data451 === "float")) || (data451 === "float2")) || (data451 === "float3")) || (data451 === "float4")) || (data451 === "floatQ")) || (data451 === "float2x2")) || (data451 === "float3x3")) || (data451 === "float4x4")) || (data451 === "double")) || (data451 === "double2")) || (data451 === "double3")) || (data451 === "double4")) || (data451 === "doubleQ")) || (data451 === "double2x2")) || (data451 === "double3x3")) || (data451 === "double4x4")) || (data451 === "color")) || (data451 === "color32")) || (data451 === "string"))){
validate21.errors = [{instancePath:instancePath+"/valueType",schemaPath:"#/$defs/valueType/enum",keyword:"enum",params:{allowedValues: schema208.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid524 = _errs1137 === errors;
}
else {
var valid524 = true;
}
if(valid524){
if(data.data !== undefined){
let data452 = data.data;
const _errs1139 = errors;
if(!(data452 && typeof data452 == "object" && !Array.isArray(data452))){
validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid524 = _errs1139 === errors;
}
else {
var valid524 = true;
}
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://animkit.dev/schemas/animj.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "globalDuration")) || (key0 === "tracks"))){
validate20.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate20.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.globalDuration !== undefined){
let data1 = data.globalDuration;
const _errs4 = errors;
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 3.4028234663852886e+38 || isNaN(data1)){
validate20.errors = [{instancePath:instancePath+"/globalDuration",schemaPath:"#/properties/globalDuration/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate20.errors = [{instancePath:instancePath+"/globalDuration",schemaPath:"#/properties/globalDuration/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/globalDuration",schemaPath:"#/properties/globalDuration/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tracks !== undefined){
let data2 = data.tracks;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate21(data2[i0], {instancePath:instancePath+"/tracks/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/tracks",schemaPath:"#/properties/tracks/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
