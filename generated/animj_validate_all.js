// @ts-self-types="./animj_validate_all.d.ts"
// Generated from schemas/animj.schema.json by `deno task codegen`. Do not edit.
// deno-lint-ignore-file
// deno-fmt-ignore-file
"use strict";
export const validateAnimJAll = validate20;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.time === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "time") || (key0 === "value"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.time !== undefined){
let data0 = data.time;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/time",schemaPath:"#/$defs/time/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/time",schemaPath:"#/$defs/time/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/time",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "node") || (key0 === "property")) || (key0 === "keyframes"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.node !== undefined){
if(typeof data.node !== "string"){
const err1 = {instancePath:instancePath+"/node",schemaPath:"#/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.property !== undefined){
if(typeof data.property !== "string"){
const err2 = {instancePath:instancePath+"/property",schemaPath:"#/properties/property/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.keyframes !== undefined){
let data2 = data.keyframes;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate23(data2[i0], {instancePath:instancePath+"/keyframes/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/keyframes",schemaPath:"#/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.time === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.interpolation === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interpolation"},message:"must have required property '"+"interpolation"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "time") || (key0 === "value")) || (key0 === "interpolation")) || (key0 === "leftTangent")) || (key0 === "rightTangent"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.time !== undefined){
let data0 = data.time;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/time",schemaPath:"#/$defs/time/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/time",schemaPath:"#/$defs/time/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/time",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.interpolation !== undefined){
let data1 = data.interpolation;
if(!((((data1 === "Hold") || (data1 === "Linear")) || (data1 === "Tangent")) || (data1 === "CubicBezier"))){
const err7 = {instancePath:instancePath+"/interpolation",schemaPath:"#/$defs/interpolation/enum",keyword:"enum",params:{allowedValues: schema42.enum},message:"must be equal to one of the allowed values"};
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
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
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
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/tangentPresence/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs7 = errors;
let valid4 = true;
const _errs8 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.interpolation === undefined) && (missing0 = "interpolation")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data0.interpolation !== undefined){
let data1 = data0.interpolation;
if(!((data1 === "Tangent") || (data1 === "CubicBezier"))){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
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
let valid6 = false;
const _errs12 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.leftTangent === undefined){
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/tangentPresence/then/anyOf/0/required",keyword:"required",params:{missingProperty: "leftTangent"},message:"must have required property '"+"leftTangent"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid2 = _errs12 === errors;
valid6 = valid6 || _valid2;
if(_valid2){
var props0 = {};
props0.leftTangent = true;
}
const _errs13 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.rightTangent === undefined){
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/tangentPresence/then/anyOf/1/required",keyword:"required",params:{missingProperty: "rightTangent"},message:"must have required property '"+"rightTangent"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid2 = _errs13 === errors;
valid6 = valid6 || _valid2;
if(_valid2){
if(props0 !== true){
props0 = props0 || {};
props0.rightTangent = true;
}
}
if(!valid6){
const err6 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/tangentPresence/then/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
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
valid4 = _valid1;
if(valid4){
if(props0 !== true){
props0 = props0 || {};
props0.interpolation = true;
}
}
}
if(!valid4){
const err7 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/tangentPresence/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
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
var _valid0 = _errs3 === errors;
valid0 = _valid0;
}
if(!valid0){
const err8 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(Array.isArray(data)){
const len1 = data.length;
for(let i1=0; i1<len1; i1++){
if(!(validate28(data[i1], {instancePath:instancePath+"/" + i1,parentData:data,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "node") || (key0 === "property")) || (key0 === "keyframes"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.node !== undefined){
if(typeof data.node !== "string"){
const err1 = {instancePath:instancePath+"/node",schemaPath:"#/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.property !== undefined){
if(typeof data.property !== "string"){
const err2 = {instancePath:instancePath+"/property",schemaPath:"#/properties/property/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.keyframes !== undefined){
if(!(validate27(data.keyframes, {instancePath:instancePath+"/keyframes",parentData:data,parentDataProperty:"keyframes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "x") || (key0 === "y"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.x !== undefined){
if(typeof data.x !== "boolean"){
const err3 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.y !== undefined){
if(typeof data.y !== "boolean"){
const err4 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "x") || (key0 === "y")) || (key0 === "z"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.x !== undefined){
if(typeof data.x !== "boolean"){
const err4 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.y !== undefined){
if(typeof data.y !== "boolean"){
const err5 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.z !== undefined){
if(typeof data.z !== "boolean"){
const err6 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.w === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "w"},message:"must have required property '"+"w"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.x !== undefined){
if(typeof data.x !== "boolean"){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.y !== undefined){
if(typeof data.y !== "boolean"){
const err6 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.z !== undefined){
if(typeof data.z !== "boolean"){
const err7 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.w !== undefined){
if(typeof data.w !== "boolean"){
const err8 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "x") || (key0 === "y"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < -2147483648 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.y !== undefined){
let data1 = data.y;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < -2147483648 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "x") || (key0 === "y")) || (key0 === "z"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < -2147483648 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.y !== undefined){
let data1 = data.y;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < -2147483648 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.z !== undefined){
let data2 = data.z;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < -2147483648 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
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
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.w === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "w"},message:"must have required property '"+"w"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < -2147483648 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
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
if(data.y !== undefined){
let data1 = data.y;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < -2147483648 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
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
if(data.z !== undefined){
let data2 = data.z;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < -2147483648 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.w !== undefined){
let data3 = data.w;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2147483647 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3 < -2147483648 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
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
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "x") || (key0 === "y"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 4294967295 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.y !== undefined){
let data1 = data.y;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4294967295 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "x") || (key0 === "y")) || (key0 === "z"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 4294967295 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.y !== undefined){
let data1 = data.y;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4294967295 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.z !== undefined){
let data2 = data.z;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 4294967295 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.w === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "w"},message:"must have required property '"+"w"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 4294967295 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.y !== undefined){
let data1 = data.y;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4294967295 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.z !== undefined){
let data2 = data.z;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 4294967295 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.w !== undefined){
let data3 = data.w;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 4294967295 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "x") || (key0 === "y"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9223372036854776000 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < -9223372036854776000 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.y !== undefined){
let data1 = data.y;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9223372036854776000 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < -9223372036854776000 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "x") || (key0 === "y")) || (key0 === "z"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9223372036854776000 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < -9223372036854776000 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.y !== undefined){
let data1 = data.y;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9223372036854776000 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < -9223372036854776000 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.z !== undefined){
let data2 = data.z;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9223372036854776000 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < -9223372036854776000 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"};
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
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.w === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "w"},message:"must have required property '"+"w"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9223372036854776000 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < -9223372036854776000 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"};
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
if(data.y !== undefined){
let data1 = data.y;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9223372036854776000 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < -9223372036854776000 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"};
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
if(data.z !== undefined){
let data2 = data.z;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9223372036854776000 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < -9223372036854776000 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.w !== undefined){
let data3 = data.w;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9223372036854776000 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3 < -9223372036854776000 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"};
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
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "x") || (key0 === "y"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < -3.4028234663852886e+38 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.y !== undefined){
let data1 = data.y;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 3.4028234663852886e+38 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < -3.4028234663852886e+38 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "x") || (key0 === "y")) || (key0 === "z"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < -3.4028234663852886e+38 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.y !== undefined){
let data1 = data.y;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 3.4028234663852886e+38 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < -3.4028234663852886e+38 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.z !== undefined){
let data2 = data.z;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 3.4028234663852886e+38 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < -3.4028234663852886e+38 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.w === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "w"},message:"must have required property '"+"w"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < -3.4028234663852886e+38 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.y !== undefined){
let data1 = data.y;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 3.4028234663852886e+38 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < -3.4028234663852886e+38 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.z !== undefined){
let data2 = data.z;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 3.4028234663852886e+38 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < -3.4028234663852886e+38 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.w !== undefined){
let data3 = data.w;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 3.4028234663852886e+38 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < -3.4028234663852886e+38 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.w === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "w"},message:"must have required property '"+"w"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < -3.4028234663852886e+38 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.y !== undefined){
let data1 = data.y;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 3.4028234663852886e+38 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < -3.4028234663852886e+38 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.z !== undefined){
let data2 = data.z;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 3.4028234663852886e+38 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < -3.4028234663852886e+38 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.w !== undefined){
let data3 = data.w;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 3.4028234663852886e+38 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < -3.4028234663852886e+38 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "x") || (key0 === "y"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.y !== undefined){
let data1 = data.y;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "x") || (key0 === "y")) || (key0 === "z"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.y !== undefined){
let data1 = data.y;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.z !== undefined){
let data2 = data.z;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.w === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "w"},message:"must have required property '"+"w"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.y !== undefined){
let data1 = data.y;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.z !== undefined){
let data2 = data.z;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.w !== undefined){
let data3 = data.w;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.x === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.y === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.z === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "z"},message:"must have required property '"+"z"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.w === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "w"},message:"must have required property '"+"w"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "z")) || (key0 === "w"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.x !== undefined){
let data0 = data.x;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/x",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.y !== undefined){
let data1 = data.y;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/y",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.z !== undefined){
let data2 = data.z;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/z",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.w !== undefined){
let data3 = data.w;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/w",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.r === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "r"},message:"must have required property '"+"r"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.g === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "g"},message:"must have required property '"+"g"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.b === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "b"},message:"must have required property '"+"b"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.a === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "a"},message:"must have required property '"+"a"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "r") || (key0 === "g")) || (key0 === "b")) || (key0 === "a"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.r !== undefined){
let data0 = data.r;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 3.4028234663852886e+38 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/r",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < -3.4028234663852886e+38 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/r",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/r",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.g !== undefined){
let data1 = data.g;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 3.4028234663852886e+38 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/g",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < -3.4028234663852886e+38 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/g",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/g",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.b !== undefined){
let data2 = data.b;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 3.4028234663852886e+38 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/b",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < -3.4028234663852886e+38 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/b",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/b",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.a !== undefined){
let data3 = data.a;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 3.4028234663852886e+38 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/a",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < -3.4028234663852886e+38 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/a",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/a",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.r === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "r"},message:"must have required property '"+"r"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.g === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "g"},message:"must have required property '"+"g"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.b === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "b"},message:"must have required property '"+"b"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.a === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "a"},message:"must have required property '"+"a"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "r") || (key0 === "g")) || (key0 === "b")) || (key0 === "a"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.r !== undefined){
let data0 = data.r;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/r",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 255 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/r",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/r",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.g !== undefined){
let data1 = data.g;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/g",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 255 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/g",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/g",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.b !== undefined){
let data2 = data.b;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/b",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 255 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/b",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/b",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.a !== undefined){
let data3 = data.a;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/a",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 255 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/a",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/a",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key0 in data1){
if(!((((key0 === "node") || (key0 === "property")) || (key0 === "interval")) || (key0 === "keyframes"))){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/$defs/rawData/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data1.node !== undefined){
if(typeof data1.node !== "string"){
const err3 = {instancePath:instancePath+"/data/node",schemaPath:"#/$defs/rawData/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.property !== undefined){
if(typeof data1.property !== "string"){
const err4 = {instancePath:instancePath+"/data/property",schemaPath:"#/$defs/rawData/properties/property/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.interval !== undefined){
let data4 = data1.interval;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 3.4028234663852886e+38 || isNaN(data4)){
const err5 = {instancePath:instancePath+"/data/interval",schemaPath:"#/$defs/rawData/properties/interval/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data4 <= 0 || isNaN(data4)){
const err6 = {instancePath:instancePath+"/data/interval",schemaPath:"#/$defs/rawData/properties/interval/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/data/interval",schemaPath:"#/$defs/rawData/properties/interval/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.keyframes !== undefined){
if(!(Array.isArray(data1.keyframes))){
const err8 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/$defs/rawData/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/data",schemaPath:"#/$defs/rawData/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
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
const err10 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs19 = errors;
let valid6 = true;
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.trackType === undefined) && (missing1 = "trackType")){
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
if("Discrete" !== data.trackType){
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
const err13 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs25 = errors;
let valid9 = true;
const _errs26 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.trackType === undefined) && (missing2 = "trackType")){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
if(data.trackType !== undefined){
let data8 = data.trackType;
if(!((data8 === "Curve") || (data8 === "Bezier"))){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
const err16 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs31 = errors;
let valid12 = true;
const _errs32 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.valueType === undefined) && (missing3 = "valueType")){
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
if(data.valueType !== undefined){
if("bool" !== data.valueType){
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
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.keyframes !== undefined){
let data13 = data12.keyframes;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
if(typeof data13[i0] !== "boolean"){
const err21 = {instancePath:instancePath+"/data/keyframes/" + i0,schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/3/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err23 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/3/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
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
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.keyframes !== undefined){
let data16 = data15.keyframes;
if(Array.isArray(data16)){
const len1 = data16.length;
for(let i1=0; i1<len1; i1++){
let data17 = data16[i1];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.value !== undefined){
if(typeof data17.value !== "boolean"){
const err24 = {instancePath:instancePath+"/data/keyframes/" + i1+"/value",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data17.leftTangent !== undefined){
if(typeof data17.leftTangent !== "boolean"){
const err25 = {instancePath:instancePath+"/data/keyframes/" + i1+"/leftTangent",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data17.rightTangent !== undefined){
if(typeof data17.rightTangent !== "boolean"){
const err26 = {instancePath:instancePath+"/data/keyframes/" + i1+"/rightTangent",schemaPath:"#/$defs/bool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/data/keyframes/" + i1,schemaPath:"#/allOf/3/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/3/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err29 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/3/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
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
const err30 = {instancePath,schemaPath:"#/allOf/3/then/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
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
const err31 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs63 = errors;
let valid29 = true;
const _errs64 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.valueType === undefined) && (missing5 = "valueType")){
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("bool2" !== data.valueType){
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
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
let valid31 = true;
const _errs68 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.trackType === undefined) && (missing6 = "trackType")){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
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
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.keyframes !== undefined){
let data24 = data23.keyframes;
if(Array.isArray(data24)){
const len2 = data24.length;
for(let i2=0; i2<len2; i2++){
if(!(validate32(data24[i2], {instancePath:instancePath+"/data/keyframes/" + i2,parentData:data24,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
else {
const err36 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/4/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err37 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/4/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
var _valid6 = _errs70 === errors;
valid31 = _valid6;
if(valid31){
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
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.keyframes !== undefined){
let data27 = data26.keyframes;
if(Array.isArray(data27)){
const len3 = data27.length;
for(let i3=0; i3<len3; i3++){
let data28 = data27[i3];
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.value !== undefined){
if(!(validate32(data28.value, {instancePath:instancePath+"/data/keyframes/" + i3+"/value",parentData:data28,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data28.leftTangent !== undefined){
if(!(validate32(data28.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i3+"/leftTangent",parentData:data28,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data28.rightTangent !== undefined){
if(!(validate32(data28.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i3+"/rightTangent",parentData:data28,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
else {
const err38 = {instancePath:instancePath+"/data/keyframes/" + i3,schemaPath:"#/allOf/4/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/4/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/4/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid6 = _errs76 === errors;
valid31 = _valid6;
if(valid31){
if(props4 !== true){
props4 = props4 || {};
props4.data = true;
}
}
ifClause1 = "else";
}
if(!valid31){
const err41 = {instancePath,schemaPath:"#/allOf/4/then/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid5 = _errs66 === errors;
valid29 = _valid5;
if(valid29){
if(props4 !== true){
props4 = props4 || {};
props4.valueType = true;
}
}
}
if(!valid29){
const err42 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs87 = errors;
let valid42 = true;
const _errs88 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.valueType === undefined) && (missing7 = "valueType")){
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("bool3" !== data.valueType){
const err44 = {};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
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
let valid44 = true;
const _errs92 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.trackType === undefined) && (missing8 = "trackType")){
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
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
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
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.keyframes !== undefined){
let data35 = data34.keyframes;
if(Array.isArray(data35)){
const len4 = data35.length;
for(let i4=0; i4<len4; i4++){
if(!(validate37(data35[i4], {instancePath:instancePath+"/data/keyframes/" + i4,parentData:data35,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
}
else {
const err47 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/5/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/5/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid8 = _errs94 === errors;
valid44 = _valid8;
if(valid44){
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
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.keyframes !== undefined){
let data38 = data37.keyframes;
if(Array.isArray(data38)){
const len5 = data38.length;
for(let i5=0; i5<len5; i5++){
let data39 = data38[i5];
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.value !== undefined){
if(!(validate37(data39.value, {instancePath:instancePath+"/data/keyframes/" + i5+"/value",parentData:data39,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data39.leftTangent !== undefined){
if(!(validate37(data39.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i5+"/leftTangent",parentData:data39,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data39.rightTangent !== undefined){
if(!(validate37(data39.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i5+"/rightTangent",parentData:data39,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
}
else {
const err49 = {instancePath:instancePath+"/data/keyframes/" + i5,schemaPath:"#/allOf/5/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/5/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/5/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
var _valid8 = _errs100 === errors;
valid44 = _valid8;
if(valid44){
if(props5 !== true){
props5 = props5 || {};
props5.data = true;
}
}
ifClause2 = "else";
}
if(!valid44){
const err52 = {instancePath,schemaPath:"#/allOf/5/then/if",keyword:"if",params:{failingKeyword: ifClause2},message:"must match \""+ifClause2+"\" schema"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid7 = _errs90 === errors;
valid42 = _valid7;
if(valid42){
if(props5 !== true){
props5 = props5 || {};
props5.valueType = true;
}
}
}
if(!valid42){
const err53 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
const _errs111 = errors;
let valid55 = true;
const _errs112 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.valueType === undefined) && (missing9 = "valueType")){
const err54 = {};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("bool4" !== data.valueType){
const err55 = {};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
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
let valid57 = true;
const _errs116 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.trackType === undefined) && (missing10 = "trackType")){
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
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
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.keyframes !== undefined){
let data46 = data45.keyframes;
if(Array.isArray(data46)){
const len6 = data46.length;
for(let i6=0; i6<len6; i6++){
if(!(validate42(data46[i6], {instancePath:instancePath+"/data/keyframes/" + i6,parentData:data46,parentDataProperty:i6,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
}
else {
const err58 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/6/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err59 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/6/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
var _valid10 = _errs118 === errors;
valid57 = _valid10;
if(valid57){
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
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
if(data48.keyframes !== undefined){
let data49 = data48.keyframes;
if(Array.isArray(data49)){
const len7 = data49.length;
for(let i7=0; i7<len7; i7++){
let data50 = data49[i7];
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
if(data50.value !== undefined){
if(!(validate42(data50.value, {instancePath:instancePath+"/data/keyframes/" + i7+"/value",parentData:data50,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
if(data50.leftTangent !== undefined){
if(!(validate42(data50.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i7+"/leftTangent",parentData:data50,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
if(data50.rightTangent !== undefined){
if(!(validate42(data50.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i7+"/rightTangent",parentData:data50,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
}
else {
const err60 = {instancePath:instancePath+"/data/keyframes/" + i7,schemaPath:"#/allOf/6/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err61 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/6/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/6/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
var _valid10 = _errs124 === errors;
valid57 = _valid10;
if(valid57){
if(props6 !== true){
props6 = props6 || {};
props6.data = true;
}
}
ifClause3 = "else";
}
if(!valid57){
const err63 = {instancePath,schemaPath:"#/allOf/6/then/if",keyword:"if",params:{failingKeyword: ifClause3},message:"must match \""+ifClause3+"\" schema"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid9 = _errs114 === errors;
valid55 = _valid9;
if(valid55){
if(props6 !== true){
props6 = props6 || {};
props6.valueType = true;
}
}
}
if(!valid55){
const err64 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(props0 !== true && props6 !== undefined){
if(props6 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props6);
}
}
const _errs135 = errors;
let valid68 = true;
const _errs136 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.valueType === undefined) && (missing11 = "valueType")){
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
if(data.valueType !== undefined){
if("byte" !== data.valueType){
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
let valid70 = true;
const _errs140 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.trackType === undefined) && (missing12 = "trackType")){
const err67 = {};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err68 = {};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
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
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
if(data56.keyframes !== undefined){
let data57 = data56.keyframes;
if(Array.isArray(data57)){
const len8 = data57.length;
for(let i8=0; i8<len8; i8++){
let data58 = data57[i8];
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err69 = {instancePath:instancePath+"/data/keyframes/" + i8,schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 > 255 || isNaN(data58)){
const err70 = {instancePath:instancePath+"/data/keyframes/" + i8,schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data58 < 0 || isNaN(data58)){
const err71 = {instancePath:instancePath+"/data/keyframes/" + i8,schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
}
else {
const err72 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/7/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err73 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/7/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
var _valid12 = _errs142 === errors;
valid70 = _valid12;
if(valid70){
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
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
if(data59.keyframes !== undefined){
let data60 = data59.keyframes;
if(Array.isArray(data60)){
const len9 = data60.length;
for(let i9=0; i9<len9; i9++){
let data61 = data60[i9];
if(data61 && typeof data61 == "object" && !Array.isArray(data61)){
if(data61.value !== undefined){
let data62 = data61.value;
if(!(((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62))) && (isFinite(data62)))){
const err74 = {instancePath:instancePath+"/data/keyframes/" + i9+"/value",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if((typeof data62 == "number") && (isFinite(data62))){
if(data62 > 255 || isNaN(data62)){
const err75 = {instancePath:instancePath+"/data/keyframes/" + i9+"/value",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data62 < 0 || isNaN(data62)){
const err76 = {instancePath:instancePath+"/data/keyframes/" + i9+"/value",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data61.leftTangent !== undefined){
let data63 = data61.leftTangent;
if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){
const err77 = {instancePath:instancePath+"/data/keyframes/" + i9+"/leftTangent",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if((typeof data63 == "number") && (isFinite(data63))){
if(data63 > 255 || isNaN(data63)){
const err78 = {instancePath:instancePath+"/data/keyframes/" + i9+"/leftTangent",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data63 < 0 || isNaN(data63)){
const err79 = {instancePath:instancePath+"/data/keyframes/" + i9+"/leftTangent",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
if(data61.rightTangent !== undefined){
let data64 = data61.rightTangent;
if(!(((typeof data64 == "number") && (!(data64 % 1) && !isNaN(data64))) && (isFinite(data64)))){
const err80 = {instancePath:instancePath+"/data/keyframes/" + i9+"/rightTangent",schemaPath:"#/$defs/byte/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if((typeof data64 == "number") && (isFinite(data64))){
if(data64 > 255 || isNaN(data64)){
const err81 = {instancePath:instancePath+"/data/keyframes/" + i9+"/rightTangent",schemaPath:"#/$defs/byte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data64 < 0 || isNaN(data64)){
const err82 = {instancePath:instancePath+"/data/keyframes/" + i9+"/rightTangent",schemaPath:"#/$defs/byte/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
else {
const err83 = {instancePath:instancePath+"/data/keyframes/" + i9,schemaPath:"#/allOf/7/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
else {
const err84 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/7/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err85 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/7/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
var _valid12 = _errs150 === errors;
valid70 = _valid12;
if(valid70){
if(props7 !== true){
props7 = props7 || {};
props7.data = true;
}
}
ifClause4 = "else";
}
if(!valid70){
const err86 = {instancePath,schemaPath:"#/allOf/7/then/if",keyword:"if",params:{failingKeyword: ifClause4},message:"must match \""+ifClause4+"\" schema"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid11 = _errs138 === errors;
valid68 = _valid11;
if(valid68){
if(props7 !== true){
props7 = props7 || {};
props7.valueType = true;
}
}
}
if(!valid68){
const err87 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(props0 !== true && props7 !== undefined){
if(props7 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props7);
}
}
const _errs167 = errors;
let valid85 = true;
const _errs168 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.valueType === undefined) && (missing13 = "valueType")){
const err88 = {};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("ushort" !== data.valueType){
const err89 = {};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
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
let valid87 = true;
const _errs172 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.trackType === undefined) && (missing14 = "trackType")){
const err90 = {};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err91 = {};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
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
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
if(data67.keyframes !== undefined){
let data68 = data67.keyframes;
if(Array.isArray(data68)){
const len10 = data68.length;
for(let i10=0; i10<len10; i10++){
let data69 = data68[i10];
if(!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))){
const err92 = {instancePath:instancePath+"/data/keyframes/" + i10,schemaPath:"#/$defs/ushort/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if((typeof data69 == "number") && (isFinite(data69))){
if(data69 > 65535 || isNaN(data69)){
const err93 = {instancePath:instancePath+"/data/keyframes/" + i10,schemaPath:"#/$defs/ushort/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data69 < 0 || isNaN(data69)){
const err94 = {instancePath:instancePath+"/data/keyframes/" + i10,schemaPath:"#/$defs/ushort/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
else {
const err95 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/8/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
else {
const err96 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/8/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid14 = _errs174 === errors;
valid87 = _valid14;
if(valid87){
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
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
if(data70.keyframes !== undefined){
let data71 = data70.keyframes;
if(Array.isArray(data71)){
const len11 = data71.length;
for(let i11=0; i11<len11; i11++){
let data72 = data71[i11];
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
if(data72.value !== undefined){
let data73 = data72.value;
if(!(((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73))) && (isFinite(data73)))){
const err97 = {instancePath:instancePath+"/data/keyframes/" + i11+"/value",schemaPath:"#/$defs/ushort/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if((typeof data73 == "number") && (isFinite(data73))){
if(data73 > 65535 || isNaN(data73)){
const err98 = {instancePath:instancePath+"/data/keyframes/" + i11+"/value",schemaPath:"#/$defs/ushort/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data73 < 0 || isNaN(data73)){
const err99 = {instancePath:instancePath+"/data/keyframes/" + i11+"/value",schemaPath:"#/$defs/ushort/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
if(data72.leftTangent !== undefined){
let data74 = data72.leftTangent;
if(!(((typeof data74 == "number") && (!(data74 % 1) && !isNaN(data74))) && (isFinite(data74)))){
const err100 = {instancePath:instancePath+"/data/keyframes/" + i11+"/leftTangent",schemaPath:"#/$defs/ushort/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if((typeof data74 == "number") && (isFinite(data74))){
if(data74 > 65535 || isNaN(data74)){
const err101 = {instancePath:instancePath+"/data/keyframes/" + i11+"/leftTangent",schemaPath:"#/$defs/ushort/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data74 < 0 || isNaN(data74)){
const err102 = {instancePath:instancePath+"/data/keyframes/" + i11+"/leftTangent",schemaPath:"#/$defs/ushort/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data72.rightTangent !== undefined){
let data75 = data72.rightTangent;
if(!(((typeof data75 == "number") && (!(data75 % 1) && !isNaN(data75))) && (isFinite(data75)))){
const err103 = {instancePath:instancePath+"/data/keyframes/" + i11+"/rightTangent",schemaPath:"#/$defs/ushort/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if((typeof data75 == "number") && (isFinite(data75))){
if(data75 > 65535 || isNaN(data75)){
const err104 = {instancePath:instancePath+"/data/keyframes/" + i11+"/rightTangent",schemaPath:"#/$defs/ushort/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(data75 < 0 || isNaN(data75)){
const err105 = {instancePath:instancePath+"/data/keyframes/" + i11+"/rightTangent",schemaPath:"#/$defs/ushort/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
}
else {
const err106 = {instancePath:instancePath+"/data/keyframes/" + i11,schemaPath:"#/allOf/8/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err107 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/8/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
else {
const err108 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/8/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid14 = _errs182 === errors;
valid87 = _valid14;
if(valid87){
if(props8 !== true){
props8 = props8 || {};
props8.data = true;
}
}
ifClause5 = "else";
}
if(!valid87){
const err109 = {instancePath,schemaPath:"#/allOf/8/then/if",keyword:"if",params:{failingKeyword: ifClause5},message:"must match \""+ifClause5+"\" schema"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid13 = _errs170 === errors;
valid85 = _valid13;
if(valid85){
if(props8 !== true){
props8 = props8 || {};
props8.valueType = true;
}
}
}
if(!valid85){
const err110 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(props0 !== true && props8 !== undefined){
if(props8 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props8);
}
}
const _errs199 = errors;
let valid102 = true;
const _errs200 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((data.valueType === undefined) && (missing15 = "valueType")){
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
if("uint" !== data.valueType){
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
let valid104 = true;
const _errs204 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing16;
if((data.trackType === undefined) && (missing16 = "trackType")){
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
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
if(data78.keyframes !== undefined){
let data79 = data78.keyframes;
if(Array.isArray(data79)){
const len12 = data79.length;
for(let i12=0; i12<len12; i12++){
let data80 = data79[i12];
if(!(((typeof data80 == "number") && (!(data80 % 1) && !isNaN(data80))) && (isFinite(data80)))){
const err115 = {instancePath:instancePath+"/data/keyframes/" + i12,schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if((typeof data80 == "number") && (isFinite(data80))){
if(data80 > 4294967295 || isNaN(data80)){
const err116 = {instancePath:instancePath+"/data/keyframes/" + i12,schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data80 < 0 || isNaN(data80)){
const err117 = {instancePath:instancePath+"/data/keyframes/" + i12,schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
}
else {
const err118 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/9/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err119 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/9/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
var _valid16 = _errs206 === errors;
valid104 = _valid16;
if(valid104){
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
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
if(data81.keyframes !== undefined){
let data82 = data81.keyframes;
if(Array.isArray(data82)){
const len13 = data82.length;
for(let i13=0; i13<len13; i13++){
let data83 = data82[i13];
if(data83 && typeof data83 == "object" && !Array.isArray(data83)){
if(data83.value !== undefined){
let data84 = data83.value;
if(!(((typeof data84 == "number") && (!(data84 % 1) && !isNaN(data84))) && (isFinite(data84)))){
const err120 = {instancePath:instancePath+"/data/keyframes/" + i13+"/value",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if((typeof data84 == "number") && (isFinite(data84))){
if(data84 > 4294967295 || isNaN(data84)){
const err121 = {instancePath:instancePath+"/data/keyframes/" + i13+"/value",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data84 < 0 || isNaN(data84)){
const err122 = {instancePath:instancePath+"/data/keyframes/" + i13+"/value",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
if(data83.leftTangent !== undefined){
let data85 = data83.leftTangent;
if(!(((typeof data85 == "number") && (!(data85 % 1) && !isNaN(data85))) && (isFinite(data85)))){
const err123 = {instancePath:instancePath+"/data/keyframes/" + i13+"/leftTangent",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if((typeof data85 == "number") && (isFinite(data85))){
if(data85 > 4294967295 || isNaN(data85)){
const err124 = {instancePath:instancePath+"/data/keyframes/" + i13+"/leftTangent",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data85 < 0 || isNaN(data85)){
const err125 = {instancePath:instancePath+"/data/keyframes/" + i13+"/leftTangent",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
if(data83.rightTangent !== undefined){
let data86 = data83.rightTangent;
if(!(((typeof data86 == "number") && (!(data86 % 1) && !isNaN(data86))) && (isFinite(data86)))){
const err126 = {instancePath:instancePath+"/data/keyframes/" + i13+"/rightTangent",schemaPath:"#/$defs/uint/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if((typeof data86 == "number") && (isFinite(data86))){
if(data86 > 4294967295 || isNaN(data86)){
const err127 = {instancePath:instancePath+"/data/keyframes/" + i13+"/rightTangent",schemaPath:"#/$defs/uint/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data86 < 0 || isNaN(data86)){
const err128 = {instancePath:instancePath+"/data/keyframes/" + i13+"/rightTangent",schemaPath:"#/$defs/uint/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
}
else {
const err129 = {instancePath:instancePath+"/data/keyframes/" + i13,schemaPath:"#/allOf/9/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
else {
const err130 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/9/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err131 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/9/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
var _valid16 = _errs214 === errors;
valid104 = _valid16;
if(valid104){
if(props9 !== true){
props9 = props9 || {};
props9.data = true;
}
}
ifClause6 = "else";
}
if(!valid104){
const err132 = {instancePath,schemaPath:"#/allOf/9/then/if",keyword:"if",params:{failingKeyword: ifClause6},message:"must match \""+ifClause6+"\" schema"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var _valid15 = _errs202 === errors;
valid102 = _valid15;
if(valid102){
if(props9 !== true){
props9 = props9 || {};
props9.valueType = true;
}
}
}
if(!valid102){
const err133 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(props0 !== true && props9 !== undefined){
if(props9 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props9);
}
}
const _errs231 = errors;
let valid119 = true;
const _errs232 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing17;
if((data.valueType === undefined) && (missing17 = "valueType")){
const err134 = {};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("ulong" !== data.valueType){
const err135 = {};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
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
let valid121 = true;
const _errs236 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if((data.trackType === undefined) && (missing18 = "trackType")){
const err136 = {};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err137 = {};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
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
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
if(data89.keyframes !== undefined){
let data90 = data89.keyframes;
if(Array.isArray(data90)){
const len14 = data90.length;
for(let i14=0; i14<len14; i14++){
let data91 = data90[i14];
if(!(((typeof data91 == "number") && (!(data91 % 1) && !isNaN(data91))) && (isFinite(data91)))){
const err138 = {instancePath:instancePath+"/data/keyframes/" + i14,schemaPath:"#/$defs/ulong/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if((typeof data91 == "number") && (isFinite(data91))){
if(data91 > 18446744073709552000 || isNaN(data91)){
const err139 = {instancePath:instancePath+"/data/keyframes/" + i14,schemaPath:"#/$defs/ulong/maximum",keyword:"maximum",params:{comparison: "<=", limit: 18446744073709552000},message:"must be <= 18446744073709552000"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if(data91 < 0 || isNaN(data91)){
const err140 = {instancePath:instancePath+"/data/keyframes/" + i14,schemaPath:"#/$defs/ulong/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
}
else {
const err141 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/10/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
else {
const err142 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/10/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid18 = _errs238 === errors;
valid121 = _valid18;
if(valid121){
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
if(data92 && typeof data92 == "object" && !Array.isArray(data92)){
if(data92.keyframes !== undefined){
let data93 = data92.keyframes;
if(Array.isArray(data93)){
const len15 = data93.length;
for(let i15=0; i15<len15; i15++){
let data94 = data93[i15];
if(data94 && typeof data94 == "object" && !Array.isArray(data94)){
if(data94.value !== undefined){
let data95 = data94.value;
if(!(((typeof data95 == "number") && (!(data95 % 1) && !isNaN(data95))) && (isFinite(data95)))){
const err143 = {instancePath:instancePath+"/data/keyframes/" + i15+"/value",schemaPath:"#/$defs/ulong/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if((typeof data95 == "number") && (isFinite(data95))){
if(data95 > 18446744073709552000 || isNaN(data95)){
const err144 = {instancePath:instancePath+"/data/keyframes/" + i15+"/value",schemaPath:"#/$defs/ulong/maximum",keyword:"maximum",params:{comparison: "<=", limit: 18446744073709552000},message:"must be <= 18446744073709552000"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(data95 < 0 || isNaN(data95)){
const err145 = {instancePath:instancePath+"/data/keyframes/" + i15+"/value",schemaPath:"#/$defs/ulong/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
}
if(data94.leftTangent !== undefined){
let data96 = data94.leftTangent;
if(!(((typeof data96 == "number") && (!(data96 % 1) && !isNaN(data96))) && (isFinite(data96)))){
const err146 = {instancePath:instancePath+"/data/keyframes/" + i15+"/leftTangent",schemaPath:"#/$defs/ulong/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if((typeof data96 == "number") && (isFinite(data96))){
if(data96 > 18446744073709552000 || isNaN(data96)){
const err147 = {instancePath:instancePath+"/data/keyframes/" + i15+"/leftTangent",schemaPath:"#/$defs/ulong/maximum",keyword:"maximum",params:{comparison: "<=", limit: 18446744073709552000},message:"must be <= 18446744073709552000"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if(data96 < 0 || isNaN(data96)){
const err148 = {instancePath:instancePath+"/data/keyframes/" + i15+"/leftTangent",schemaPath:"#/$defs/ulong/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data94.rightTangent !== undefined){
let data97 = data94.rightTangent;
if(!(((typeof data97 == "number") && (!(data97 % 1) && !isNaN(data97))) && (isFinite(data97)))){
const err149 = {instancePath:instancePath+"/data/keyframes/" + i15+"/rightTangent",schemaPath:"#/$defs/ulong/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if((typeof data97 == "number") && (isFinite(data97))){
if(data97 > 18446744073709552000 || isNaN(data97)){
const err150 = {instancePath:instancePath+"/data/keyframes/" + i15+"/rightTangent",schemaPath:"#/$defs/ulong/maximum",keyword:"maximum",params:{comparison: "<=", limit: 18446744073709552000},message:"must be <= 18446744073709552000"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(data97 < 0 || isNaN(data97)){
const err151 = {instancePath:instancePath+"/data/keyframes/" + i15+"/rightTangent",schemaPath:"#/$defs/ulong/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
}
}
else {
const err152 = {instancePath:instancePath+"/data/keyframes/" + i15,schemaPath:"#/allOf/10/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
}
else {
const err153 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/10/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
}
else {
const err154 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/10/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid18 = _errs246 === errors;
valid121 = _valid18;
if(valid121){
if(props10 !== true){
props10 = props10 || {};
props10.data = true;
}
}
ifClause7 = "else";
}
if(!valid121){
const err155 = {instancePath,schemaPath:"#/allOf/10/then/if",keyword:"if",params:{failingKeyword: ifClause7},message:"must match \""+ifClause7+"\" schema"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
var _valid17 = _errs234 === errors;
valid119 = _valid17;
if(valid119){
if(props10 !== true){
props10 = props10 || {};
props10.valueType = true;
}
}
}
if(!valid119){
const err156 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if(props0 !== true && props10 !== undefined){
if(props10 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props10);
}
}
const _errs263 = errors;
let valid136 = true;
const _errs264 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing19;
if((data.valueType === undefined) && (missing19 = "valueType")){
const err157 = {};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("sbyte" !== data.valueType){
const err158 = {};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
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
let valid138 = true;
const _errs268 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing20;
if((data.trackType === undefined) && (missing20 = "trackType")){
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
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
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
if(data100 && typeof data100 == "object" && !Array.isArray(data100)){
if(data100.keyframes !== undefined){
let data101 = data100.keyframes;
if(Array.isArray(data101)){
const len16 = data101.length;
for(let i16=0; i16<len16; i16++){
let data102 = data101[i16];
if(!(((typeof data102 == "number") && (!(data102 % 1) && !isNaN(data102))) && (isFinite(data102)))){
const err161 = {instancePath:instancePath+"/data/keyframes/" + i16,schemaPath:"#/$defs/sbyte/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
if((typeof data102 == "number") && (isFinite(data102))){
if(data102 > 127 || isNaN(data102)){
const err162 = {instancePath:instancePath+"/data/keyframes/" + i16,schemaPath:"#/$defs/sbyte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 127},message:"must be <= 127"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if(data102 < -128 || isNaN(data102)){
const err163 = {instancePath:instancePath+"/data/keyframes/" + i16,schemaPath:"#/$defs/sbyte/minimum",keyword:"minimum",params:{comparison: ">=", limit: -128},message:"must be >= -128"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
}
}
else {
const err164 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/11/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
}
else {
const err165 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/11/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
var _valid20 = _errs270 === errors;
valid138 = _valid20;
if(valid138){
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
if(data103 && typeof data103 == "object" && !Array.isArray(data103)){
if(data103.keyframes !== undefined){
let data104 = data103.keyframes;
if(Array.isArray(data104)){
const len17 = data104.length;
for(let i17=0; i17<len17; i17++){
let data105 = data104[i17];
if(data105 && typeof data105 == "object" && !Array.isArray(data105)){
if(data105.value !== undefined){
let data106 = data105.value;
if(!(((typeof data106 == "number") && (!(data106 % 1) && !isNaN(data106))) && (isFinite(data106)))){
const err166 = {instancePath:instancePath+"/data/keyframes/" + i17+"/value",schemaPath:"#/$defs/sbyte/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if((typeof data106 == "number") && (isFinite(data106))){
if(data106 > 127 || isNaN(data106)){
const err167 = {instancePath:instancePath+"/data/keyframes/" + i17+"/value",schemaPath:"#/$defs/sbyte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 127},message:"must be <= 127"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if(data106 < -128 || isNaN(data106)){
const err168 = {instancePath:instancePath+"/data/keyframes/" + i17+"/value",schemaPath:"#/$defs/sbyte/minimum",keyword:"minimum",params:{comparison: ">=", limit: -128},message:"must be >= -128"};
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
if(data105.leftTangent !== undefined){
let data107 = data105.leftTangent;
if(!(((typeof data107 == "number") && (!(data107 % 1) && !isNaN(data107))) && (isFinite(data107)))){
const err169 = {instancePath:instancePath+"/data/keyframes/" + i17+"/leftTangent",schemaPath:"#/$defs/sbyte/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if((typeof data107 == "number") && (isFinite(data107))){
if(data107 > 127 || isNaN(data107)){
const err170 = {instancePath:instancePath+"/data/keyframes/" + i17+"/leftTangent",schemaPath:"#/$defs/sbyte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 127},message:"must be <= 127"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
if(data107 < -128 || isNaN(data107)){
const err171 = {instancePath:instancePath+"/data/keyframes/" + i17+"/leftTangent",schemaPath:"#/$defs/sbyte/minimum",keyword:"minimum",params:{comparison: ">=", limit: -128},message:"must be >= -128"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
}
if(data105.rightTangent !== undefined){
let data108 = data105.rightTangent;
if(!(((typeof data108 == "number") && (!(data108 % 1) && !isNaN(data108))) && (isFinite(data108)))){
const err172 = {instancePath:instancePath+"/data/keyframes/" + i17+"/rightTangent",schemaPath:"#/$defs/sbyte/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
if((typeof data108 == "number") && (isFinite(data108))){
if(data108 > 127 || isNaN(data108)){
const err173 = {instancePath:instancePath+"/data/keyframes/" + i17+"/rightTangent",schemaPath:"#/$defs/sbyte/maximum",keyword:"maximum",params:{comparison: "<=", limit: 127},message:"must be <= 127"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(data108 < -128 || isNaN(data108)){
const err174 = {instancePath:instancePath+"/data/keyframes/" + i17+"/rightTangent",schemaPath:"#/$defs/sbyte/minimum",keyword:"minimum",params:{comparison: ">=", limit: -128},message:"must be >= -128"};
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
else {
const err175 = {instancePath:instancePath+"/data/keyframes/" + i17,schemaPath:"#/allOf/11/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
}
else {
const err176 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/11/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
}
else {
const err177 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/11/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
}
var _valid20 = _errs278 === errors;
valid138 = _valid20;
if(valid138){
if(props11 !== true){
props11 = props11 || {};
props11.data = true;
}
}
ifClause8 = "else";
}
if(!valid138){
const err178 = {instancePath,schemaPath:"#/allOf/11/then/if",keyword:"if",params:{failingKeyword: ifClause8},message:"must match \""+ifClause8+"\" schema"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
var _valid19 = _errs266 === errors;
valid136 = _valid19;
if(valid136){
if(props11 !== true){
props11 = props11 || {};
props11.valueType = true;
}
}
}
if(!valid136){
const err179 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if(props0 !== true && props11 !== undefined){
if(props11 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props11);
}
}
const _errs295 = errors;
let valid153 = true;
const _errs296 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing21;
if((data.valueType === undefined) && (missing21 = "valueType")){
const err180 = {};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("short" !== data.valueType){
const err181 = {};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
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
let valid155 = true;
const _errs300 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing22;
if((data.trackType === undefined) && (missing22 = "trackType")){
const err182 = {};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err183 = {};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
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
if(data111 && typeof data111 == "object" && !Array.isArray(data111)){
if(data111.keyframes !== undefined){
let data112 = data111.keyframes;
if(Array.isArray(data112)){
const len18 = data112.length;
for(let i18=0; i18<len18; i18++){
let data113 = data112[i18];
if(!(((typeof data113 == "number") && (!(data113 % 1) && !isNaN(data113))) && (isFinite(data113)))){
const err184 = {instancePath:instancePath+"/data/keyframes/" + i18,schemaPath:"#/$defs/short/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
if((typeof data113 == "number") && (isFinite(data113))){
if(data113 > 32767 || isNaN(data113)){
const err185 = {instancePath:instancePath+"/data/keyframes/" + i18,schemaPath:"#/$defs/short/maximum",keyword:"maximum",params:{comparison: "<=", limit: 32767},message:"must be <= 32767"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
if(data113 < -32768 || isNaN(data113)){
const err186 = {instancePath:instancePath+"/data/keyframes/" + i18,schemaPath:"#/$defs/short/minimum",keyword:"minimum",params:{comparison: ">=", limit: -32768},message:"must be >= -32768"};
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
else {
const err187 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/12/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
}
else {
const err188 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/12/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
}
var _valid22 = _errs302 === errors;
valid155 = _valid22;
if(valid155){
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
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.keyframes !== undefined){
let data115 = data114.keyframes;
if(Array.isArray(data115)){
const len19 = data115.length;
for(let i19=0; i19<len19; i19++){
let data116 = data115[i19];
if(data116 && typeof data116 == "object" && !Array.isArray(data116)){
if(data116.value !== undefined){
let data117 = data116.value;
if(!(((typeof data117 == "number") && (!(data117 % 1) && !isNaN(data117))) && (isFinite(data117)))){
const err189 = {instancePath:instancePath+"/data/keyframes/" + i19+"/value",schemaPath:"#/$defs/short/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
if((typeof data117 == "number") && (isFinite(data117))){
if(data117 > 32767 || isNaN(data117)){
const err190 = {instancePath:instancePath+"/data/keyframes/" + i19+"/value",schemaPath:"#/$defs/short/maximum",keyword:"maximum",params:{comparison: "<=", limit: 32767},message:"must be <= 32767"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if(data117 < -32768 || isNaN(data117)){
const err191 = {instancePath:instancePath+"/data/keyframes/" + i19+"/value",schemaPath:"#/$defs/short/minimum",keyword:"minimum",params:{comparison: ">=", limit: -32768},message:"must be >= -32768"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
}
if(data116.leftTangent !== undefined){
let data118 = data116.leftTangent;
if(!(((typeof data118 == "number") && (!(data118 % 1) && !isNaN(data118))) && (isFinite(data118)))){
const err192 = {instancePath:instancePath+"/data/keyframes/" + i19+"/leftTangent",schemaPath:"#/$defs/short/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if((typeof data118 == "number") && (isFinite(data118))){
if(data118 > 32767 || isNaN(data118)){
const err193 = {instancePath:instancePath+"/data/keyframes/" + i19+"/leftTangent",schemaPath:"#/$defs/short/maximum",keyword:"maximum",params:{comparison: "<=", limit: 32767},message:"must be <= 32767"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
if(data118 < -32768 || isNaN(data118)){
const err194 = {instancePath:instancePath+"/data/keyframes/" + i19+"/leftTangent",schemaPath:"#/$defs/short/minimum",keyword:"minimum",params:{comparison: ">=", limit: -32768},message:"must be >= -32768"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
if(data116.rightTangent !== undefined){
let data119 = data116.rightTangent;
if(!(((typeof data119 == "number") && (!(data119 % 1) && !isNaN(data119))) && (isFinite(data119)))){
const err195 = {instancePath:instancePath+"/data/keyframes/" + i19+"/rightTangent",schemaPath:"#/$defs/short/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if((typeof data119 == "number") && (isFinite(data119))){
if(data119 > 32767 || isNaN(data119)){
const err196 = {instancePath:instancePath+"/data/keyframes/" + i19+"/rightTangent",schemaPath:"#/$defs/short/maximum",keyword:"maximum",params:{comparison: "<=", limit: 32767},message:"must be <= 32767"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
if(data119 < -32768 || isNaN(data119)){
const err197 = {instancePath:instancePath+"/data/keyframes/" + i19+"/rightTangent",schemaPath:"#/$defs/short/minimum",keyword:"minimum",params:{comparison: ">=", limit: -32768},message:"must be >= -32768"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
}
}
else {
const err198 = {instancePath:instancePath+"/data/keyframes/" + i19,schemaPath:"#/allOf/12/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err199 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/12/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
}
else {
const err200 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/12/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
}
var _valid22 = _errs310 === errors;
valid155 = _valid22;
if(valid155){
if(props12 !== true){
props12 = props12 || {};
props12.data = true;
}
}
ifClause9 = "else";
}
if(!valid155){
const err201 = {instancePath,schemaPath:"#/allOf/12/then/if",keyword:"if",params:{failingKeyword: ifClause9},message:"must match \""+ifClause9+"\" schema"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
var _valid21 = _errs298 === errors;
valid153 = _valid21;
if(valid153){
if(props12 !== true){
props12 = props12 || {};
props12.valueType = true;
}
}
}
if(!valid153){
const err202 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
if(props0 !== true && props12 !== undefined){
if(props12 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props12);
}
}
const _errs327 = errors;
let valid170 = true;
const _errs328 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing23;
if((data.valueType === undefined) && (missing23 = "valueType")){
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
if(data.valueType !== undefined){
if("int" !== data.valueType){
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
let valid172 = true;
const _errs332 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing24;
if((data.trackType === undefined) && (missing24 = "trackType")){
const err205 = {};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err206 = {};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
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
if(data122 && typeof data122 == "object" && !Array.isArray(data122)){
if(data122.keyframes !== undefined){
let data123 = data122.keyframes;
if(Array.isArray(data123)){
const len20 = data123.length;
for(let i20=0; i20<len20; i20++){
let data124 = data123[i20];
if(!(((typeof data124 == "number") && (!(data124 % 1) && !isNaN(data124))) && (isFinite(data124)))){
const err207 = {instancePath:instancePath+"/data/keyframes/" + i20,schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
if((typeof data124 == "number") && (isFinite(data124))){
if(data124 > 2147483647 || isNaN(data124)){
const err208 = {instancePath:instancePath+"/data/keyframes/" + i20,schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
if(data124 < -2147483648 || isNaN(data124)){
const err209 = {instancePath:instancePath+"/data/keyframes/" + i20,schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
}
}
else {
const err210 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/13/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err211 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/13/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
}
var _valid24 = _errs334 === errors;
valid172 = _valid24;
if(valid172){
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
if(data125 && typeof data125 == "object" && !Array.isArray(data125)){
if(data125.keyframes !== undefined){
let data126 = data125.keyframes;
if(Array.isArray(data126)){
const len21 = data126.length;
for(let i21=0; i21<len21; i21++){
let data127 = data126[i21];
if(data127 && typeof data127 == "object" && !Array.isArray(data127)){
if(data127.value !== undefined){
let data128 = data127.value;
if(!(((typeof data128 == "number") && (!(data128 % 1) && !isNaN(data128))) && (isFinite(data128)))){
const err212 = {instancePath:instancePath+"/data/keyframes/" + i21+"/value",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
if((typeof data128 == "number") && (isFinite(data128))){
if(data128 > 2147483647 || isNaN(data128)){
const err213 = {instancePath:instancePath+"/data/keyframes/" + i21+"/value",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if(data128 < -2147483648 || isNaN(data128)){
const err214 = {instancePath:instancePath+"/data/keyframes/" + i21+"/value",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
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
if(data127.leftTangent !== undefined){
let data129 = data127.leftTangent;
if(!(((typeof data129 == "number") && (!(data129 % 1) && !isNaN(data129))) && (isFinite(data129)))){
const err215 = {instancePath:instancePath+"/data/keyframes/" + i21+"/leftTangent",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
if((typeof data129 == "number") && (isFinite(data129))){
if(data129 > 2147483647 || isNaN(data129)){
const err216 = {instancePath:instancePath+"/data/keyframes/" + i21+"/leftTangent",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
if(data129 < -2147483648 || isNaN(data129)){
const err217 = {instancePath:instancePath+"/data/keyframes/" + i21+"/leftTangent",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
}
if(data127.rightTangent !== undefined){
let data130 = data127.rightTangent;
if(!(((typeof data130 == "number") && (!(data130 % 1) && !isNaN(data130))) && (isFinite(data130)))){
const err218 = {instancePath:instancePath+"/data/keyframes/" + i21+"/rightTangent",schemaPath:"#/$defs/int/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
if((typeof data130 == "number") && (isFinite(data130))){
if(data130 > 2147483647 || isNaN(data130)){
const err219 = {instancePath:instancePath+"/data/keyframes/" + i21+"/rightTangent",schemaPath:"#/$defs/int/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
if(data130 < -2147483648 || isNaN(data130)){
const err220 = {instancePath:instancePath+"/data/keyframes/" + i21+"/rightTangent",schemaPath:"#/$defs/int/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"};
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
else {
const err221 = {instancePath:instancePath+"/data/keyframes/" + i21,schemaPath:"#/allOf/13/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
}
else {
const err222 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/13/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err223 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/13/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
}
var _valid24 = _errs342 === errors;
valid172 = _valid24;
if(valid172){
if(props13 !== true){
props13 = props13 || {};
props13.data = true;
}
}
ifClause10 = "else";
}
if(!valid172){
const err224 = {instancePath,schemaPath:"#/allOf/13/then/if",keyword:"if",params:{failingKeyword: ifClause10},message:"must match \""+ifClause10+"\" schema"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
var _valid23 = _errs330 === errors;
valid170 = _valid23;
if(valid170){
if(props13 !== true){
props13 = props13 || {};
props13.valueType = true;
}
}
}
if(!valid170){
const err225 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
if(props0 !== true && props13 !== undefined){
if(props13 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props13);
}
}
const _errs359 = errors;
let valid187 = true;
const _errs360 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing25;
if((data.valueType === undefined) && (missing25 = "valueType")){
const err226 = {};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("long" !== data.valueType){
const err227 = {};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
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
let valid189 = true;
const _errs364 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing26;
if((data.trackType === undefined) && (missing26 = "trackType")){
const err228 = {};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err229 = {};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
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
if(data133 && typeof data133 == "object" && !Array.isArray(data133)){
if(data133.keyframes !== undefined){
let data134 = data133.keyframes;
if(Array.isArray(data134)){
const len22 = data134.length;
for(let i22=0; i22<len22; i22++){
let data135 = data134[i22];
if(!(((typeof data135 == "number") && (!(data135 % 1) && !isNaN(data135))) && (isFinite(data135)))){
const err230 = {instancePath:instancePath+"/data/keyframes/" + i22,schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
if((typeof data135 == "number") && (isFinite(data135))){
if(data135 > 9223372036854776000 || isNaN(data135)){
const err231 = {instancePath:instancePath+"/data/keyframes/" + i22,schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
if(data135 < -9223372036854776000 || isNaN(data135)){
const err232 = {instancePath:instancePath+"/data/keyframes/" + i22,schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"};
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
else {
const err233 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/14/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
}
else {
const err234 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/14/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid26 = _errs366 === errors;
valid189 = _valid26;
if(valid189){
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
if(data136 && typeof data136 == "object" && !Array.isArray(data136)){
if(data136.keyframes !== undefined){
let data137 = data136.keyframes;
if(Array.isArray(data137)){
const len23 = data137.length;
for(let i23=0; i23<len23; i23++){
let data138 = data137[i23];
if(data138 && typeof data138 == "object" && !Array.isArray(data138)){
if(data138.value !== undefined){
let data139 = data138.value;
if(!(((typeof data139 == "number") && (!(data139 % 1) && !isNaN(data139))) && (isFinite(data139)))){
const err235 = {instancePath:instancePath+"/data/keyframes/" + i23+"/value",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
if((typeof data139 == "number") && (isFinite(data139))){
if(data139 > 9223372036854776000 || isNaN(data139)){
const err236 = {instancePath:instancePath+"/data/keyframes/" + i23+"/value",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
if(data139 < -9223372036854776000 || isNaN(data139)){
const err237 = {instancePath:instancePath+"/data/keyframes/" + i23+"/value",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
}
if(data138.leftTangent !== undefined){
let data140 = data138.leftTangent;
if(!(((typeof data140 == "number") && (!(data140 % 1) && !isNaN(data140))) && (isFinite(data140)))){
const err238 = {instancePath:instancePath+"/data/keyframes/" + i23+"/leftTangent",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
if((typeof data140 == "number") && (isFinite(data140))){
if(data140 > 9223372036854776000 || isNaN(data140)){
const err239 = {instancePath:instancePath+"/data/keyframes/" + i23+"/leftTangent",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
if(data140 < -9223372036854776000 || isNaN(data140)){
const err240 = {instancePath:instancePath+"/data/keyframes/" + i23+"/leftTangent",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"};
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
if(data138.rightTangent !== undefined){
let data141 = data138.rightTangent;
if(!(((typeof data141 == "number") && (!(data141 % 1) && !isNaN(data141))) && (isFinite(data141)))){
const err241 = {instancePath:instancePath+"/data/keyframes/" + i23+"/rightTangent",schemaPath:"#/$defs/long/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
if((typeof data141 == "number") && (isFinite(data141))){
if(data141 > 9223372036854776000 || isNaN(data141)){
const err242 = {instancePath:instancePath+"/data/keyframes/" + i23+"/rightTangent",schemaPath:"#/$defs/long/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9223372036854776000},message:"must be <= 9223372036854776000"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
if(data141 < -9223372036854776000 || isNaN(data141)){
const err243 = {instancePath:instancePath+"/data/keyframes/" + i23+"/rightTangent",schemaPath:"#/$defs/long/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9223372036854776000},message:"must be >= -9223372036854776000"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
}
}
else {
const err244 = {instancePath:instancePath+"/data/keyframes/" + i23,schemaPath:"#/allOf/14/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err245 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/14/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
}
else {
const err246 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/14/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
var _valid26 = _errs374 === errors;
valid189 = _valid26;
if(valid189){
if(props14 !== true){
props14 = props14 || {};
props14.data = true;
}
}
ifClause11 = "else";
}
if(!valid189){
const err247 = {instancePath,schemaPath:"#/allOf/14/then/if",keyword:"if",params:{failingKeyword: ifClause11},message:"must match \""+ifClause11+"\" schema"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
var _valid25 = _errs362 === errors;
valid187 = _valid25;
if(valid187){
if(props14 !== true){
props14 = props14 || {};
props14.valueType = true;
}
}
}
if(!valid187){
const err248 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
if(props0 !== true && props14 !== undefined){
if(props14 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props14);
}
}
const _errs391 = errors;
let valid204 = true;
const _errs392 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing27;
if((data.valueType === undefined) && (missing27 = "valueType")){
const err249 = {};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("int2" !== data.valueType){
const err250 = {};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
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
let valid206 = true;
const _errs396 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing28;
if((data.trackType === undefined) && (missing28 = "trackType")){
const err251 = {};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err252 = {};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
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
if(data144 && typeof data144 == "object" && !Array.isArray(data144)){
if(data144.keyframes !== undefined){
let data145 = data144.keyframes;
if(Array.isArray(data145)){
const len24 = data145.length;
for(let i24=0; i24<len24; i24++){
if(!(validate47(data145[i24], {instancePath:instancePath+"/data/keyframes/" + i24,parentData:data145,parentDataProperty:i24,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
}
else {
const err253 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/15/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
}
else {
const err254 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/15/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
}
var _valid28 = _errs398 === errors;
valid206 = _valid28;
if(valid206){
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
if(data147 && typeof data147 == "object" && !Array.isArray(data147)){
if(data147.keyframes !== undefined){
let data148 = data147.keyframes;
if(Array.isArray(data148)){
const len25 = data148.length;
for(let i25=0; i25<len25; i25++){
let data149 = data148[i25];
if(data149 && typeof data149 == "object" && !Array.isArray(data149)){
if(data149.value !== undefined){
if(!(validate47(data149.value, {instancePath:instancePath+"/data/keyframes/" + i25+"/value",parentData:data149,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
if(data149.leftTangent !== undefined){
if(!(validate47(data149.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i25+"/leftTangent",parentData:data149,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
if(data149.rightTangent !== undefined){
if(!(validate47(data149.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i25+"/rightTangent",parentData:data149,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
}
else {
const err255 = {instancePath:instancePath+"/data/keyframes/" + i25,schemaPath:"#/allOf/15/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
}
else {
const err256 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/15/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
}
else {
const err257 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/15/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
}
var _valid28 = _errs404 === errors;
valid206 = _valid28;
if(valid206){
if(props15 !== true){
props15 = props15 || {};
props15.data = true;
}
}
ifClause12 = "else";
}
if(!valid206){
const err258 = {instancePath,schemaPath:"#/allOf/15/then/if",keyword:"if",params:{failingKeyword: ifClause12},message:"must match \""+ifClause12+"\" schema"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
var _valid27 = _errs394 === errors;
valid204 = _valid27;
if(valid204){
if(props15 !== true){
props15 = props15 || {};
props15.valueType = true;
}
}
}
if(!valid204){
const err259 = {instancePath,schemaPath:"#/allOf/15/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
if(props0 !== true && props15 !== undefined){
if(props15 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props15);
}
}
const _errs415 = errors;
let valid217 = true;
const _errs416 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing29;
if((data.valueType === undefined) && (missing29 = "valueType")){
const err260 = {};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("int3" !== data.valueType){
const err261 = {};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
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
let valid219 = true;
const _errs420 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing30;
if((data.trackType === undefined) && (missing30 = "trackType")){
const err262 = {};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err263 = {};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
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
if(data155 && typeof data155 == "object" && !Array.isArray(data155)){
if(data155.keyframes !== undefined){
let data156 = data155.keyframes;
if(Array.isArray(data156)){
const len26 = data156.length;
for(let i26=0; i26<len26; i26++){
if(!(validate52(data156[i26], {instancePath:instancePath+"/data/keyframes/" + i26,parentData:data156,parentDataProperty:i26,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
}
else {
const err264 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/16/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
}
else {
const err265 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/16/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
}
var _valid30 = _errs422 === errors;
valid219 = _valid30;
if(valid219){
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
if(data158 && typeof data158 == "object" && !Array.isArray(data158)){
if(data158.keyframes !== undefined){
let data159 = data158.keyframes;
if(Array.isArray(data159)){
const len27 = data159.length;
for(let i27=0; i27<len27; i27++){
let data160 = data159[i27];
if(data160 && typeof data160 == "object" && !Array.isArray(data160)){
if(data160.value !== undefined){
if(!(validate52(data160.value, {instancePath:instancePath+"/data/keyframes/" + i27+"/value",parentData:data160,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
if(data160.leftTangent !== undefined){
if(!(validate52(data160.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i27+"/leftTangent",parentData:data160,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
if(data160.rightTangent !== undefined){
if(!(validate52(data160.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i27+"/rightTangent",parentData:data160,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
}
else {
const err266 = {instancePath:instancePath+"/data/keyframes/" + i27,schemaPath:"#/allOf/16/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
}
else {
const err267 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/16/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
}
else {
const err268 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/16/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
}
var _valid30 = _errs428 === errors;
valid219 = _valid30;
if(valid219){
if(props16 !== true){
props16 = props16 || {};
props16.data = true;
}
}
ifClause13 = "else";
}
if(!valid219){
const err269 = {instancePath,schemaPath:"#/allOf/16/then/if",keyword:"if",params:{failingKeyword: ifClause13},message:"must match \""+ifClause13+"\" schema"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
var _valid29 = _errs418 === errors;
valid217 = _valid29;
if(valid217){
if(props16 !== true){
props16 = props16 || {};
props16.valueType = true;
}
}
}
if(!valid217){
const err270 = {instancePath,schemaPath:"#/allOf/16/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
if(props0 !== true && props16 !== undefined){
if(props16 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props16);
}
}
const _errs439 = errors;
let valid230 = true;
const _errs440 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing31;
if((data.valueType === undefined) && (missing31 = "valueType")){
const err271 = {};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("int4" !== data.valueType){
const err272 = {};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
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
let valid232 = true;
const _errs444 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing32;
if((data.trackType === undefined) && (missing32 = "trackType")){
const err273 = {};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err274 = {};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
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
if(data166 && typeof data166 == "object" && !Array.isArray(data166)){
if(data166.keyframes !== undefined){
let data167 = data166.keyframes;
if(Array.isArray(data167)){
const len28 = data167.length;
for(let i28=0; i28<len28; i28++){
if(!(validate57(data167[i28], {instancePath:instancePath+"/data/keyframes/" + i28,parentData:data167,parentDataProperty:i28,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
}
else {
const err275 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/17/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
}
else {
const err276 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/17/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
}
var _valid32 = _errs446 === errors;
valid232 = _valid32;
if(valid232){
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
if(data169 && typeof data169 == "object" && !Array.isArray(data169)){
if(data169.keyframes !== undefined){
let data170 = data169.keyframes;
if(Array.isArray(data170)){
const len29 = data170.length;
for(let i29=0; i29<len29; i29++){
let data171 = data170[i29];
if(data171 && typeof data171 == "object" && !Array.isArray(data171)){
if(data171.value !== undefined){
if(!(validate57(data171.value, {instancePath:instancePath+"/data/keyframes/" + i29+"/value",parentData:data171,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data171.leftTangent !== undefined){
if(!(validate57(data171.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i29+"/leftTangent",parentData:data171,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data171.rightTangent !== undefined){
if(!(validate57(data171.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i29+"/rightTangent",parentData:data171,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
}
else {
const err277 = {instancePath:instancePath+"/data/keyframes/" + i29,schemaPath:"#/allOf/17/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
}
else {
const err278 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/17/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
}
else {
const err279 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/17/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
}
var _valid32 = _errs452 === errors;
valid232 = _valid32;
if(valid232){
if(props17 !== true){
props17 = props17 || {};
props17.data = true;
}
}
ifClause14 = "else";
}
if(!valid232){
const err280 = {instancePath,schemaPath:"#/allOf/17/then/if",keyword:"if",params:{failingKeyword: ifClause14},message:"must match \""+ifClause14+"\" schema"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
var _valid31 = _errs442 === errors;
valid230 = _valid31;
if(valid230){
if(props17 !== true){
props17 = props17 || {};
props17.valueType = true;
}
}
}
if(!valid230){
const err281 = {instancePath,schemaPath:"#/allOf/17/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
if(props0 !== true && props17 !== undefined){
if(props17 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props17);
}
}
const _errs463 = errors;
let valid243 = true;
const _errs464 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing33;
if((data.valueType === undefined) && (missing33 = "valueType")){
const err282 = {};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("uint2" !== data.valueType){
const err283 = {};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
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
let valid245 = true;
const _errs468 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing34;
if((data.trackType === undefined) && (missing34 = "trackType")){
const err284 = {};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err285 = {};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
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
if(data177 && typeof data177 == "object" && !Array.isArray(data177)){
if(data177.keyframes !== undefined){
let data178 = data177.keyframes;
if(Array.isArray(data178)){
const len30 = data178.length;
for(let i30=0; i30<len30; i30++){
if(!(validate62(data178[i30], {instancePath:instancePath+"/data/keyframes/" + i30,parentData:data178,parentDataProperty:i30,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
}
else {
const err286 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/18/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
}
else {
const err287 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/18/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
}
var _valid34 = _errs470 === errors;
valid245 = _valid34;
if(valid245){
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
if(data180 && typeof data180 == "object" && !Array.isArray(data180)){
if(data180.keyframes !== undefined){
let data181 = data180.keyframes;
if(Array.isArray(data181)){
const len31 = data181.length;
for(let i31=0; i31<len31; i31++){
let data182 = data181[i31];
if(data182 && typeof data182 == "object" && !Array.isArray(data182)){
if(data182.value !== undefined){
if(!(validate62(data182.value, {instancePath:instancePath+"/data/keyframes/" + i31+"/value",parentData:data182,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
if(data182.leftTangent !== undefined){
if(!(validate62(data182.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i31+"/leftTangent",parentData:data182,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
if(data182.rightTangent !== undefined){
if(!(validate62(data182.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i31+"/rightTangent",parentData:data182,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
}
else {
const err288 = {instancePath:instancePath+"/data/keyframes/" + i31,schemaPath:"#/allOf/18/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
}
else {
const err289 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/18/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
}
else {
const err290 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/18/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
}
var _valid34 = _errs476 === errors;
valid245 = _valid34;
if(valid245){
if(props18 !== true){
props18 = props18 || {};
props18.data = true;
}
}
ifClause15 = "else";
}
if(!valid245){
const err291 = {instancePath,schemaPath:"#/allOf/18/then/if",keyword:"if",params:{failingKeyword: ifClause15},message:"must match \""+ifClause15+"\" schema"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
var _valid33 = _errs466 === errors;
valid243 = _valid33;
if(valid243){
if(props18 !== true){
props18 = props18 || {};
props18.valueType = true;
}
}
}
if(!valid243){
const err292 = {instancePath,schemaPath:"#/allOf/18/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
if(props0 !== true && props18 !== undefined){
if(props18 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props18);
}
}
const _errs487 = errors;
let valid256 = true;
const _errs488 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing35;
if((data.valueType === undefined) && (missing35 = "valueType")){
const err293 = {};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("uint3" !== data.valueType){
const err294 = {};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
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
let valid258 = true;
const _errs492 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing36;
if((data.trackType === undefined) && (missing36 = "trackType")){
const err295 = {};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err296 = {};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
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
if(data188 && typeof data188 == "object" && !Array.isArray(data188)){
if(data188.keyframes !== undefined){
let data189 = data188.keyframes;
if(Array.isArray(data189)){
const len32 = data189.length;
for(let i32=0; i32<len32; i32++){
if(!(validate67(data189[i32], {instancePath:instancePath+"/data/keyframes/" + i32,parentData:data189,parentDataProperty:i32,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err297 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/19/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
}
else {
const err298 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/19/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
}
var _valid36 = _errs494 === errors;
valid258 = _valid36;
if(valid258){
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
if(data191 && typeof data191 == "object" && !Array.isArray(data191)){
if(data191.keyframes !== undefined){
let data192 = data191.keyframes;
if(Array.isArray(data192)){
const len33 = data192.length;
for(let i33=0; i33<len33; i33++){
let data193 = data192[i33];
if(data193 && typeof data193 == "object" && !Array.isArray(data193)){
if(data193.value !== undefined){
if(!(validate67(data193.value, {instancePath:instancePath+"/data/keyframes/" + i33+"/value",parentData:data193,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
if(data193.leftTangent !== undefined){
if(!(validate67(data193.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i33+"/leftTangent",parentData:data193,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
if(data193.rightTangent !== undefined){
if(!(validate67(data193.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i33+"/rightTangent",parentData:data193,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err299 = {instancePath:instancePath+"/data/keyframes/" + i33,schemaPath:"#/allOf/19/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
}
else {
const err300 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/19/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
}
else {
const err301 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/19/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
}
var _valid36 = _errs500 === errors;
valid258 = _valid36;
if(valid258){
if(props19 !== true){
props19 = props19 || {};
props19.data = true;
}
}
ifClause16 = "else";
}
if(!valid258){
const err302 = {instancePath,schemaPath:"#/allOf/19/then/if",keyword:"if",params:{failingKeyword: ifClause16},message:"must match \""+ifClause16+"\" schema"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
var _valid35 = _errs490 === errors;
valid256 = _valid35;
if(valid256){
if(props19 !== true){
props19 = props19 || {};
props19.valueType = true;
}
}
}
if(!valid256){
const err303 = {instancePath,schemaPath:"#/allOf/19/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
if(props0 !== true && props19 !== undefined){
if(props19 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props19);
}
}
const _errs511 = errors;
let valid269 = true;
const _errs512 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing37;
if((data.valueType === undefined) && (missing37 = "valueType")){
const err304 = {};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("uint4" !== data.valueType){
const err305 = {};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
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
let valid271 = true;
const _errs516 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing38;
if((data.trackType === undefined) && (missing38 = "trackType")){
const err306 = {};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err307 = {};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
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
if(data199 && typeof data199 == "object" && !Array.isArray(data199)){
if(data199.keyframes !== undefined){
let data200 = data199.keyframes;
if(Array.isArray(data200)){
const len34 = data200.length;
for(let i34=0; i34<len34; i34++){
if(!(validate72(data200[i34], {instancePath:instancePath+"/data/keyframes/" + i34,parentData:data200,parentDataProperty:i34,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
}
}
else {
const err308 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/20/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
}
else {
const err309 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/20/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
}
var _valid38 = _errs518 === errors;
valid271 = _valid38;
if(valid271){
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
if(data202 && typeof data202 == "object" && !Array.isArray(data202)){
if(data202.keyframes !== undefined){
let data203 = data202.keyframes;
if(Array.isArray(data203)){
const len35 = data203.length;
for(let i35=0; i35<len35; i35++){
let data204 = data203[i35];
if(data204 && typeof data204 == "object" && !Array.isArray(data204)){
if(data204.value !== undefined){
if(!(validate72(data204.value, {instancePath:instancePath+"/data/keyframes/" + i35+"/value",parentData:data204,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
}
if(data204.leftTangent !== undefined){
if(!(validate72(data204.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i35+"/leftTangent",parentData:data204,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
}
if(data204.rightTangent !== undefined){
if(!(validate72(data204.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i35+"/rightTangent",parentData:data204,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
}
}
else {
const err310 = {instancePath:instancePath+"/data/keyframes/" + i35,schemaPath:"#/allOf/20/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
}
else {
const err311 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/20/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
}
else {
const err312 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/20/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
}
var _valid38 = _errs524 === errors;
valid271 = _valid38;
if(valid271){
if(props20 !== true){
props20 = props20 || {};
props20.data = true;
}
}
ifClause17 = "else";
}
if(!valid271){
const err313 = {instancePath,schemaPath:"#/allOf/20/then/if",keyword:"if",params:{failingKeyword: ifClause17},message:"must match \""+ifClause17+"\" schema"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
var _valid37 = _errs514 === errors;
valid269 = _valid37;
if(valid269){
if(props20 !== true){
props20 = props20 || {};
props20.valueType = true;
}
}
}
if(!valid269){
const err314 = {instancePath,schemaPath:"#/allOf/20/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
if(props0 !== true && props20 !== undefined){
if(props20 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props20);
}
}
const _errs535 = errors;
let valid282 = true;
const _errs536 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing39;
if((data.valueType === undefined) && (missing39 = "valueType")){
const err315 = {};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("long2" !== data.valueType){
const err316 = {};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
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
let valid284 = true;
const _errs540 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing40;
if((data.trackType === undefined) && (missing40 = "trackType")){
const err317 = {};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err318 = {};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
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
if(data210 && typeof data210 == "object" && !Array.isArray(data210)){
if(data210.keyframes !== undefined){
let data211 = data210.keyframes;
if(Array.isArray(data211)){
const len36 = data211.length;
for(let i36=0; i36<len36; i36++){
if(!(validate77(data211[i36], {instancePath:instancePath+"/data/keyframes/" + i36,parentData:data211,parentDataProperty:i36,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
}
}
else {
const err319 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/21/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
}
else {
const err320 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/21/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
}
var _valid40 = _errs542 === errors;
valid284 = _valid40;
if(valid284){
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
if(data213 && typeof data213 == "object" && !Array.isArray(data213)){
if(data213.keyframes !== undefined){
let data214 = data213.keyframes;
if(Array.isArray(data214)){
const len37 = data214.length;
for(let i37=0; i37<len37; i37++){
let data215 = data214[i37];
if(data215 && typeof data215 == "object" && !Array.isArray(data215)){
if(data215.value !== undefined){
if(!(validate77(data215.value, {instancePath:instancePath+"/data/keyframes/" + i37+"/value",parentData:data215,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
}
if(data215.leftTangent !== undefined){
if(!(validate77(data215.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i37+"/leftTangent",parentData:data215,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
}
if(data215.rightTangent !== undefined){
if(!(validate77(data215.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i37+"/rightTangent",parentData:data215,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
}
}
else {
const err321 = {instancePath:instancePath+"/data/keyframes/" + i37,schemaPath:"#/allOf/21/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
}
else {
const err322 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/21/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
}
}
else {
const err323 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/21/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
}
var _valid40 = _errs548 === errors;
valid284 = _valid40;
if(valid284){
if(props21 !== true){
props21 = props21 || {};
props21.data = true;
}
}
ifClause18 = "else";
}
if(!valid284){
const err324 = {instancePath,schemaPath:"#/allOf/21/then/if",keyword:"if",params:{failingKeyword: ifClause18},message:"must match \""+ifClause18+"\" schema"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
var _valid39 = _errs538 === errors;
valid282 = _valid39;
if(valid282){
if(props21 !== true){
props21 = props21 || {};
props21.valueType = true;
}
}
}
if(!valid282){
const err325 = {instancePath,schemaPath:"#/allOf/21/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
if(props0 !== true && props21 !== undefined){
if(props21 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props21);
}
}
const _errs559 = errors;
let valid295 = true;
const _errs560 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing41;
if((data.valueType === undefined) && (missing41 = "valueType")){
const err326 = {};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("long3" !== data.valueType){
const err327 = {};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
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
let valid297 = true;
const _errs564 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing42;
if((data.trackType === undefined) && (missing42 = "trackType")){
const err328 = {};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err329 = {};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
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
if(data221 && typeof data221 == "object" && !Array.isArray(data221)){
if(data221.keyframes !== undefined){
let data222 = data221.keyframes;
if(Array.isArray(data222)){
const len38 = data222.length;
for(let i38=0; i38<len38; i38++){
if(!(validate82(data222[i38], {instancePath:instancePath+"/data/keyframes/" + i38,parentData:data222,parentDataProperty:i38,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
}
}
else {
const err330 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/22/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
}
else {
const err331 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/22/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
}
}
var _valid42 = _errs566 === errors;
valid297 = _valid42;
if(valid297){
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
if(data224 && typeof data224 == "object" && !Array.isArray(data224)){
if(data224.keyframes !== undefined){
let data225 = data224.keyframes;
if(Array.isArray(data225)){
const len39 = data225.length;
for(let i39=0; i39<len39; i39++){
let data226 = data225[i39];
if(data226 && typeof data226 == "object" && !Array.isArray(data226)){
if(data226.value !== undefined){
if(!(validate82(data226.value, {instancePath:instancePath+"/data/keyframes/" + i39+"/value",parentData:data226,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
}
if(data226.leftTangent !== undefined){
if(!(validate82(data226.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i39+"/leftTangent",parentData:data226,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
}
if(data226.rightTangent !== undefined){
if(!(validate82(data226.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i39+"/rightTangent",parentData:data226,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
}
}
else {
const err332 = {instancePath:instancePath+"/data/keyframes/" + i39,schemaPath:"#/allOf/22/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
}
}
else {
const err333 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/22/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
}
else {
const err334 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/22/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
}
var _valid42 = _errs572 === errors;
valid297 = _valid42;
if(valid297){
if(props22 !== true){
props22 = props22 || {};
props22.data = true;
}
}
ifClause19 = "else";
}
if(!valid297){
const err335 = {instancePath,schemaPath:"#/allOf/22/then/if",keyword:"if",params:{failingKeyword: ifClause19},message:"must match \""+ifClause19+"\" schema"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
var _valid41 = _errs562 === errors;
valid295 = _valid41;
if(valid295){
if(props22 !== true){
props22 = props22 || {};
props22.valueType = true;
}
}
}
if(!valid295){
const err336 = {instancePath,schemaPath:"#/allOf/22/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
if(props0 !== true && props22 !== undefined){
if(props22 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props22);
}
}
const _errs583 = errors;
let valid308 = true;
const _errs584 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing43;
if((data.valueType === undefined) && (missing43 = "valueType")){
const err337 = {};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("long4" !== data.valueType){
const err338 = {};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
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
let valid310 = true;
const _errs588 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing44;
if((data.trackType === undefined) && (missing44 = "trackType")){
const err339 = {};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err340 = {};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
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
if(data232 && typeof data232 == "object" && !Array.isArray(data232)){
if(data232.keyframes !== undefined){
let data233 = data232.keyframes;
if(Array.isArray(data233)){
const len40 = data233.length;
for(let i40=0; i40<len40; i40++){
if(!(validate87(data233[i40], {instancePath:instancePath+"/data/keyframes/" + i40,parentData:data233,parentDataProperty:i40,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
}
else {
const err341 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/23/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
}
else {
const err342 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/23/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
}
var _valid44 = _errs590 === errors;
valid310 = _valid44;
if(valid310){
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
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
if(data235.keyframes !== undefined){
let data236 = data235.keyframes;
if(Array.isArray(data236)){
const len41 = data236.length;
for(let i41=0; i41<len41; i41++){
let data237 = data236[i41];
if(data237 && typeof data237 == "object" && !Array.isArray(data237)){
if(data237.value !== undefined){
if(!(validate87(data237.value, {instancePath:instancePath+"/data/keyframes/" + i41+"/value",parentData:data237,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
if(data237.leftTangent !== undefined){
if(!(validate87(data237.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i41+"/leftTangent",parentData:data237,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
if(data237.rightTangent !== undefined){
if(!(validate87(data237.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i41+"/rightTangent",parentData:data237,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
}
else {
const err343 = {instancePath:instancePath+"/data/keyframes/" + i41,schemaPath:"#/allOf/23/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
}
else {
const err344 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/23/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
}
else {
const err345 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/23/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
}
}
var _valid44 = _errs596 === errors;
valid310 = _valid44;
if(valid310){
if(props23 !== true){
props23 = props23 || {};
props23.data = true;
}
}
ifClause20 = "else";
}
if(!valid310){
const err346 = {instancePath,schemaPath:"#/allOf/23/then/if",keyword:"if",params:{failingKeyword: ifClause20},message:"must match \""+ifClause20+"\" schema"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
var _valid43 = _errs586 === errors;
valid308 = _valid43;
if(valid308){
if(props23 !== true){
props23 = props23 || {};
props23.valueType = true;
}
}
}
if(!valid308){
const err347 = {instancePath,schemaPath:"#/allOf/23/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
if(props0 !== true && props23 !== undefined){
if(props23 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props23);
}
}
const _errs607 = errors;
let valid321 = true;
const _errs608 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing45;
if((data.valueType === undefined) && (missing45 = "valueType")){
const err348 = {};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float" !== data.valueType){
const err349 = {};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
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
let valid323 = true;
const _errs612 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing46;
if((data.trackType === undefined) && (missing46 = "trackType")){
const err350 = {};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err351 = {};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
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
if(data243 && typeof data243 == "object" && !Array.isArray(data243)){
if(data243.keyframes !== undefined){
let data244 = data243.keyframes;
if(Array.isArray(data244)){
const len42 = data244.length;
for(let i42=0; i42<len42; i42++){
let data245 = data244[i42];
if((typeof data245 == "number") && (isFinite(data245))){
if(data245 > 3.4028234663852886e+38 || isNaN(data245)){
const err352 = {instancePath:instancePath+"/data/keyframes/" + i42,schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
if(data245 < -3.4028234663852886e+38 || isNaN(data245)){
const err353 = {instancePath:instancePath+"/data/keyframes/" + i42,schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
else {
const err354 = {instancePath:instancePath+"/data/keyframes/" + i42,schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
}
}
else {
const err355 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/24/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
}
}
else {
const err356 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/24/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
}
var _valid46 = _errs614 === errors;
valid323 = _valid46;
if(valid323){
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
if(data246 && typeof data246 == "object" && !Array.isArray(data246)){
if(data246.keyframes !== undefined){
let data247 = data246.keyframes;
if(Array.isArray(data247)){
const len43 = data247.length;
for(let i43=0; i43<len43; i43++){
let data248 = data247[i43];
if(data248 && typeof data248 == "object" && !Array.isArray(data248)){
if(data248.value !== undefined){
let data249 = data248.value;
if((typeof data249 == "number") && (isFinite(data249))){
if(data249 > 3.4028234663852886e+38 || isNaN(data249)){
const err357 = {instancePath:instancePath+"/data/keyframes/" + i43+"/value",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
if(data249 < -3.4028234663852886e+38 || isNaN(data249)){
const err358 = {instancePath:instancePath+"/data/keyframes/" + i43+"/value",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
else {
const err359 = {instancePath:instancePath+"/data/keyframes/" + i43+"/value",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
}
if(data248.leftTangent !== undefined){
let data250 = data248.leftTangent;
if((typeof data250 == "number") && (isFinite(data250))){
if(data250 > 3.4028234663852886e+38 || isNaN(data250)){
const err360 = {instancePath:instancePath+"/data/keyframes/" + i43+"/leftTangent",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
if(data250 < -3.4028234663852886e+38 || isNaN(data250)){
const err361 = {instancePath:instancePath+"/data/keyframes/" + i43+"/leftTangent",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
else {
const err362 = {instancePath:instancePath+"/data/keyframes/" + i43+"/leftTangent",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
}
if(data248.rightTangent !== undefined){
let data251 = data248.rightTangent;
if((typeof data251 == "number") && (isFinite(data251))){
if(data251 > 3.4028234663852886e+38 || isNaN(data251)){
const err363 = {instancePath:instancePath+"/data/keyframes/" + i43+"/rightTangent",schemaPath:"#/$defs/float/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
if(data251 < -3.4028234663852886e+38 || isNaN(data251)){
const err364 = {instancePath:instancePath+"/data/keyframes/" + i43+"/rightTangent",schemaPath:"#/$defs/float/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3.4028234663852886e+38},message:"must be >= -3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
else {
const err365 = {instancePath:instancePath+"/data/keyframes/" + i43+"/rightTangent",schemaPath:"#/$defs/float/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
}
}
else {
const err366 = {instancePath:instancePath+"/data/keyframes/" + i43,schemaPath:"#/allOf/24/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
}
}
else {
const err367 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/24/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
}
}
else {
const err368 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/24/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
}
var _valid46 = _errs622 === errors;
valid323 = _valid46;
if(valid323){
if(props24 !== true){
props24 = props24 || {};
props24.data = true;
}
}
ifClause21 = "else";
}
if(!valid323){
const err369 = {instancePath,schemaPath:"#/allOf/24/then/if",keyword:"if",params:{failingKeyword: ifClause21},message:"must match \""+ifClause21+"\" schema"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
var _valid45 = _errs610 === errors;
valid321 = _valid45;
if(valid321){
if(props24 !== true){
props24 = props24 || {};
props24.valueType = true;
}
}
}
if(!valid321){
const err370 = {instancePath,schemaPath:"#/allOf/24/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
if(props0 !== true && props24 !== undefined){
if(props24 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props24);
}
}
const _errs639 = errors;
let valid338 = true;
const _errs640 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing47;
if((data.valueType === undefined) && (missing47 = "valueType")){
const err371 = {};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float2" !== data.valueType){
const err372 = {};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
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
let valid340 = true;
const _errs644 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing48;
if((data.trackType === undefined) && (missing48 = "trackType")){
const err373 = {};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err374 = {};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
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
if(data254 && typeof data254 == "object" && !Array.isArray(data254)){
if(data254.keyframes !== undefined){
let data255 = data254.keyframes;
if(Array.isArray(data255)){
const len44 = data255.length;
for(let i44=0; i44<len44; i44++){
if(!(validate92(data255[i44], {instancePath:instancePath+"/data/keyframes/" + i44,parentData:data255,parentDataProperty:i44,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
}
}
else {
const err375 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/25/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
}
}
else {
const err376 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/25/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
}
}
var _valid48 = _errs646 === errors;
valid340 = _valid48;
if(valid340){
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
if(data257 && typeof data257 == "object" && !Array.isArray(data257)){
if(data257.keyframes !== undefined){
let data258 = data257.keyframes;
if(Array.isArray(data258)){
const len45 = data258.length;
for(let i45=0; i45<len45; i45++){
let data259 = data258[i45];
if(data259 && typeof data259 == "object" && !Array.isArray(data259)){
if(data259.value !== undefined){
if(!(validate92(data259.value, {instancePath:instancePath+"/data/keyframes/" + i45+"/value",parentData:data259,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
}
if(data259.leftTangent !== undefined){
if(!(validate92(data259.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i45+"/leftTangent",parentData:data259,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
}
if(data259.rightTangent !== undefined){
if(!(validate92(data259.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i45+"/rightTangent",parentData:data259,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
}
}
else {
const err377 = {instancePath:instancePath+"/data/keyframes/" + i45,schemaPath:"#/allOf/25/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
}
else {
const err378 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/25/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
}
else {
const err379 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/25/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
}
var _valid48 = _errs652 === errors;
valid340 = _valid48;
if(valid340){
if(props25 !== true){
props25 = props25 || {};
props25.data = true;
}
}
ifClause22 = "else";
}
if(!valid340){
const err380 = {instancePath,schemaPath:"#/allOf/25/then/if",keyword:"if",params:{failingKeyword: ifClause22},message:"must match \""+ifClause22+"\" schema"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
var _valid47 = _errs642 === errors;
valid338 = _valid47;
if(valid338){
if(props25 !== true){
props25 = props25 || {};
props25.valueType = true;
}
}
}
if(!valid338){
const err381 = {instancePath,schemaPath:"#/allOf/25/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
if(props0 !== true && props25 !== undefined){
if(props25 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props25);
}
}
const _errs663 = errors;
let valid351 = true;
const _errs664 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing49;
if((data.valueType === undefined) && (missing49 = "valueType")){
const err382 = {};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float3" !== data.valueType){
const err383 = {};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
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
let valid353 = true;
const _errs668 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing50;
if((data.trackType === undefined) && (missing50 = "trackType")){
const err384 = {};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err385 = {};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
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
if(data265 && typeof data265 == "object" && !Array.isArray(data265)){
if(data265.keyframes !== undefined){
let data266 = data265.keyframes;
if(Array.isArray(data266)){
const len46 = data266.length;
for(let i46=0; i46<len46; i46++){
if(!(validate97(data266[i46], {instancePath:instancePath+"/data/keyframes/" + i46,parentData:data266,parentDataProperty:i46,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
}
else {
const err386 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/26/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
}
else {
const err387 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/26/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
}
var _valid50 = _errs670 === errors;
valid353 = _valid50;
if(valid353){
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
if(data268 && typeof data268 == "object" && !Array.isArray(data268)){
if(data268.keyframes !== undefined){
let data269 = data268.keyframes;
if(Array.isArray(data269)){
const len47 = data269.length;
for(let i47=0; i47<len47; i47++){
let data270 = data269[i47];
if(data270 && typeof data270 == "object" && !Array.isArray(data270)){
if(data270.value !== undefined){
if(!(validate97(data270.value, {instancePath:instancePath+"/data/keyframes/" + i47+"/value",parentData:data270,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
if(data270.leftTangent !== undefined){
if(!(validate97(data270.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i47+"/leftTangent",parentData:data270,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
if(data270.rightTangent !== undefined){
if(!(validate97(data270.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i47+"/rightTangent",parentData:data270,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
}
else {
const err388 = {instancePath:instancePath+"/data/keyframes/" + i47,schemaPath:"#/allOf/26/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
}
}
else {
const err389 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/26/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
}
else {
const err390 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/26/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
}
var _valid50 = _errs676 === errors;
valid353 = _valid50;
if(valid353){
if(props26 !== true){
props26 = props26 || {};
props26.data = true;
}
}
ifClause23 = "else";
}
if(!valid353){
const err391 = {instancePath,schemaPath:"#/allOf/26/then/if",keyword:"if",params:{failingKeyword: ifClause23},message:"must match \""+ifClause23+"\" schema"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
var _valid49 = _errs666 === errors;
valid351 = _valid49;
if(valid351){
if(props26 !== true){
props26 = props26 || {};
props26.valueType = true;
}
}
}
if(!valid351){
const err392 = {instancePath,schemaPath:"#/allOf/26/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
if(props0 !== true && props26 !== undefined){
if(props26 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props26);
}
}
const _errs687 = errors;
let valid364 = true;
const _errs688 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing51;
if((data.valueType === undefined) && (missing51 = "valueType")){
const err393 = {};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float4" !== data.valueType){
const err394 = {};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
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
let valid366 = true;
const _errs692 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing52;
if((data.trackType === undefined) && (missing52 = "trackType")){
const err395 = {};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err396 = {};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
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
if(data276 && typeof data276 == "object" && !Array.isArray(data276)){
if(data276.keyframes !== undefined){
let data277 = data276.keyframes;
if(Array.isArray(data277)){
const len48 = data277.length;
for(let i48=0; i48<len48; i48++){
if(!(validate102(data277[i48], {instancePath:instancePath+"/data/keyframes/" + i48,parentData:data277,parentDataProperty:i48,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
}
else {
const err397 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/27/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
}
else {
const err398 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/27/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
}
var _valid52 = _errs694 === errors;
valid366 = _valid52;
if(valid366){
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
if(data279 && typeof data279 == "object" && !Array.isArray(data279)){
if(data279.keyframes !== undefined){
let data280 = data279.keyframes;
if(Array.isArray(data280)){
const len49 = data280.length;
for(let i49=0; i49<len49; i49++){
let data281 = data280[i49];
if(data281 && typeof data281 == "object" && !Array.isArray(data281)){
if(data281.value !== undefined){
if(!(validate102(data281.value, {instancePath:instancePath+"/data/keyframes/" + i49+"/value",parentData:data281,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
if(data281.leftTangent !== undefined){
if(!(validate102(data281.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i49+"/leftTangent",parentData:data281,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
if(data281.rightTangent !== undefined){
if(!(validate102(data281.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i49+"/rightTangent",parentData:data281,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
}
else {
const err399 = {instancePath:instancePath+"/data/keyframes/" + i49,schemaPath:"#/allOf/27/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
}
}
else {
const err400 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/27/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
}
else {
const err401 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/27/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
}
}
var _valid52 = _errs700 === errors;
valid366 = _valid52;
if(valid366){
if(props27 !== true){
props27 = props27 || {};
props27.data = true;
}
}
ifClause24 = "else";
}
if(!valid366){
const err402 = {instancePath,schemaPath:"#/allOf/27/then/if",keyword:"if",params:{failingKeyword: ifClause24},message:"must match \""+ifClause24+"\" schema"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
var _valid51 = _errs690 === errors;
valid364 = _valid51;
if(valid364){
if(props27 !== true){
props27 = props27 || {};
props27.valueType = true;
}
}
}
if(!valid364){
const err403 = {instancePath,schemaPath:"#/allOf/27/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
if(props0 !== true && props27 !== undefined){
if(props27 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props27);
}
}
const _errs711 = errors;
let valid377 = true;
const _errs712 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing53;
if((data.valueType === undefined) && (missing53 = "valueType")){
const err404 = {};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("floatQ" !== data.valueType){
const err405 = {};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
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
let valid379 = true;
const _errs716 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing54;
if((data.trackType === undefined) && (missing54 = "trackType")){
const err406 = {};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err407 = {};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
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
if(data287 && typeof data287 == "object" && !Array.isArray(data287)){
if(data287.keyframes !== undefined){
let data288 = data287.keyframes;
if(Array.isArray(data288)){
const len50 = data288.length;
for(let i50=0; i50<len50; i50++){
if(!(validate107(data288[i50], {instancePath:instancePath+"/data/keyframes/" + i50,parentData:data288,parentDataProperty:i50,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
}
}
else {
const err408 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/28/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
}
else {
const err409 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/28/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
}
}
var _valid54 = _errs718 === errors;
valid379 = _valid54;
if(valid379){
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
if(data290 && typeof data290 == "object" && !Array.isArray(data290)){
if(data290.keyframes !== undefined){
let data291 = data290.keyframes;
if(Array.isArray(data291)){
const len51 = data291.length;
for(let i51=0; i51<len51; i51++){
let data292 = data291[i51];
if(data292 && typeof data292 == "object" && !Array.isArray(data292)){
if(data292.value !== undefined){
if(!(validate107(data292.value, {instancePath:instancePath+"/data/keyframes/" + i51+"/value",parentData:data292,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
}
if(data292.leftTangent !== undefined){
if(!(validate107(data292.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i51+"/leftTangent",parentData:data292,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
}
if(data292.rightTangent !== undefined){
if(!(validate107(data292.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i51+"/rightTangent",parentData:data292,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
}
}
else {
const err410 = {instancePath:instancePath+"/data/keyframes/" + i51,schemaPath:"#/allOf/28/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
}
else {
const err411 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/28/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
}
else {
const err412 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/28/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
}
}
var _valid54 = _errs724 === errors;
valid379 = _valid54;
if(valid379){
if(props28 !== true){
props28 = props28 || {};
props28.data = true;
}
}
ifClause25 = "else";
}
if(!valid379){
const err413 = {instancePath,schemaPath:"#/allOf/28/then/if",keyword:"if",params:{failingKeyword: ifClause25},message:"must match \""+ifClause25+"\" schema"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
var _valid53 = _errs714 === errors;
valid377 = _valid53;
if(valid377){
if(props28 !== true){
props28 = props28 || {};
props28.valueType = true;
}
}
}
if(!valid377){
const err414 = {instancePath,schemaPath:"#/allOf/28/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
if(props0 !== true && props28 !== undefined){
if(props28 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props28);
}
}
const _errs735 = errors;
let valid390 = true;
const _errs736 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing55;
if((data.valueType === undefined) && (missing55 = "valueType")){
const err415 = {};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float2x2" !== data.valueType){
const err416 = {};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
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
let valid392 = true;
const _errs740 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing56;
if((data.trackType === undefined) && (missing56 = "trackType")){
const err417 = {};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err418 = {};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
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
if(data298 && typeof data298 == "object" && !Array.isArray(data298)){
if(data298.keyframes !== undefined){
let data299 = data298.keyframes;
if(Array.isArray(data299)){
const len52 = data299.length;
for(let i52=0; i52<len52; i52++){
const err419 = {instancePath:instancePath+"/data/keyframes/" + i52,schemaPath:"#/$defs/float2x2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
}
else {
const err420 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/29/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
}
}
else {
const err421 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/29/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
}
}
var _valid56 = _errs742 === errors;
valid392 = _valid56;
if(valid392){
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
if(data301 && typeof data301 == "object" && !Array.isArray(data301)){
if(data301.keyframes !== undefined){
let data302 = data301.keyframes;
if(Array.isArray(data302)){
const len53 = data302.length;
for(let i53=0; i53<len53; i53++){
let data303 = data302[i53];
if(data303 && typeof data303 == "object" && !Array.isArray(data303)){
if(data303.value !== undefined){
const err422 = {instancePath:instancePath+"/data/keyframes/" + i53+"/value",schemaPath:"#/$defs/float2x2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
if(data303.leftTangent !== undefined){
const err423 = {instancePath:instancePath+"/data/keyframes/" + i53+"/leftTangent",schemaPath:"#/$defs/float2x2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
if(data303.rightTangent !== undefined){
const err424 = {instancePath:instancePath+"/data/keyframes/" + i53+"/rightTangent",schemaPath:"#/$defs/float2x2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
}
else {
const err425 = {instancePath:instancePath+"/data/keyframes/" + i53,schemaPath:"#/allOf/29/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
}
else {
const err426 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/29/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
}
else {
const err427 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/29/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
}
var _valid56 = _errs750 === errors;
valid392 = _valid56;
if(valid392){
if(props29 !== true){
props29 = props29 || {};
props29.data = true;
}
}
ifClause26 = "else";
}
if(!valid392){
const err428 = {instancePath,schemaPath:"#/allOf/29/then/if",keyword:"if",params:{failingKeyword: ifClause26},message:"must match \""+ifClause26+"\" schema"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
var _valid55 = _errs738 === errors;
valid390 = _valid55;
if(valid390){
if(props29 !== true){
props29 = props29 || {};
props29.valueType = true;
}
}
}
if(!valid390){
const err429 = {instancePath,schemaPath:"#/allOf/29/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
if(props0 !== true && props29 !== undefined){
if(props29 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props29);
}
}
const _errs767 = errors;
let valid407 = true;
const _errs768 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing57;
if((data.valueType === undefined) && (missing57 = "valueType")){
const err430 = {};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float3x3" !== data.valueType){
const err431 = {};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
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
let valid409 = true;
const _errs772 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing58;
if((data.trackType === undefined) && (missing58 = "trackType")){
const err432 = {};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err433 = {};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
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
if(data309 && typeof data309 == "object" && !Array.isArray(data309)){
if(data309.keyframes !== undefined){
let data310 = data309.keyframes;
if(Array.isArray(data310)){
const len54 = data310.length;
for(let i54=0; i54<len54; i54++){
const err434 = {instancePath:instancePath+"/data/keyframes/" + i54,schemaPath:"#/$defs/float3x3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
}
else {
const err435 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/30/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
}
else {
const err436 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/30/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
}
}
var _valid58 = _errs774 === errors;
valid409 = _valid58;
if(valid409){
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
if(data312 && typeof data312 == "object" && !Array.isArray(data312)){
if(data312.keyframes !== undefined){
let data313 = data312.keyframes;
if(Array.isArray(data313)){
const len55 = data313.length;
for(let i55=0; i55<len55; i55++){
let data314 = data313[i55];
if(data314 && typeof data314 == "object" && !Array.isArray(data314)){
if(data314.value !== undefined){
const err437 = {instancePath:instancePath+"/data/keyframes/" + i55+"/value",schemaPath:"#/$defs/float3x3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
if(data314.leftTangent !== undefined){
const err438 = {instancePath:instancePath+"/data/keyframes/" + i55+"/leftTangent",schemaPath:"#/$defs/float3x3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
if(data314.rightTangent !== undefined){
const err439 = {instancePath:instancePath+"/data/keyframes/" + i55+"/rightTangent",schemaPath:"#/$defs/float3x3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
}
else {
const err440 = {instancePath:instancePath+"/data/keyframes/" + i55,schemaPath:"#/allOf/30/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
}
}
else {
const err441 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/30/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
}
}
else {
const err442 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/30/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
}
}
var _valid58 = _errs782 === errors;
valid409 = _valid58;
if(valid409){
if(props30 !== true){
props30 = props30 || {};
props30.data = true;
}
}
ifClause27 = "else";
}
if(!valid409){
const err443 = {instancePath,schemaPath:"#/allOf/30/then/if",keyword:"if",params:{failingKeyword: ifClause27},message:"must match \""+ifClause27+"\" schema"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
var _valid57 = _errs770 === errors;
valid407 = _valid57;
if(valid407){
if(props30 !== true){
props30 = props30 || {};
props30.valueType = true;
}
}
}
if(!valid407){
const err444 = {instancePath,schemaPath:"#/allOf/30/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
if(props0 !== true && props30 !== undefined){
if(props30 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props30);
}
}
const _errs799 = errors;
let valid424 = true;
const _errs800 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing59;
if((data.valueType === undefined) && (missing59 = "valueType")){
const err445 = {};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("float4x4" !== data.valueType){
const err446 = {};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
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
let valid426 = true;
const _errs804 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing60;
if((data.trackType === undefined) && (missing60 = "trackType")){
const err447 = {};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err448 = {};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
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
if(data320 && typeof data320 == "object" && !Array.isArray(data320)){
if(data320.keyframes !== undefined){
let data321 = data320.keyframes;
if(Array.isArray(data321)){
const len56 = data321.length;
for(let i56=0; i56<len56; i56++){
const err449 = {instancePath:instancePath+"/data/keyframes/" + i56,schemaPath:"#/$defs/float4x4/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
}
else {
const err450 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/31/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
}
}
else {
const err451 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/31/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
}
}
var _valid60 = _errs806 === errors;
valid426 = _valid60;
if(valid426){
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
if(data323 && typeof data323 == "object" && !Array.isArray(data323)){
if(data323.keyframes !== undefined){
let data324 = data323.keyframes;
if(Array.isArray(data324)){
const len57 = data324.length;
for(let i57=0; i57<len57; i57++){
let data325 = data324[i57];
if(data325 && typeof data325 == "object" && !Array.isArray(data325)){
if(data325.value !== undefined){
const err452 = {instancePath:instancePath+"/data/keyframes/" + i57+"/value",schemaPath:"#/$defs/float4x4/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
if(data325.leftTangent !== undefined){
const err453 = {instancePath:instancePath+"/data/keyframes/" + i57+"/leftTangent",schemaPath:"#/$defs/float4x4/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
if(data325.rightTangent !== undefined){
const err454 = {instancePath:instancePath+"/data/keyframes/" + i57+"/rightTangent",schemaPath:"#/$defs/float4x4/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
}
else {
const err455 = {instancePath:instancePath+"/data/keyframes/" + i57,schemaPath:"#/allOf/31/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
}
}
else {
const err456 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/31/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
}
}
else {
const err457 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/31/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
}
}
var _valid60 = _errs814 === errors;
valid426 = _valid60;
if(valid426){
if(props31 !== true){
props31 = props31 || {};
props31.data = true;
}
}
ifClause28 = "else";
}
if(!valid426){
const err458 = {instancePath,schemaPath:"#/allOf/31/then/if",keyword:"if",params:{failingKeyword: ifClause28},message:"must match \""+ifClause28+"\" schema"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
var _valid59 = _errs802 === errors;
valid424 = _valid59;
if(valid424){
if(props31 !== true){
props31 = props31 || {};
props31.valueType = true;
}
}
}
if(!valid424){
const err459 = {instancePath,schemaPath:"#/allOf/31/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
if(props0 !== true && props31 !== undefined){
if(props31 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props31);
}
}
const _errs831 = errors;
let valid441 = true;
const _errs832 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing61;
if((data.valueType === undefined) && (missing61 = "valueType")){
const err460 = {};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double" !== data.valueType){
const err461 = {};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
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
let valid443 = true;
const _errs836 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing62;
if((data.trackType === undefined) && (missing62 = "trackType")){
const err462 = {};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err463 = {};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
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
if(data331 && typeof data331 == "object" && !Array.isArray(data331)){
if(data331.keyframes !== undefined){
let data332 = data331.keyframes;
if(Array.isArray(data332)){
const len58 = data332.length;
for(let i58=0; i58<len58; i58++){
let data333 = data332[i58];
if(!((typeof data333 == "number") && (isFinite(data333)))){
const err464 = {instancePath:instancePath+"/data/keyframes/" + i58,schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
}
}
else {
const err465 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/32/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
}
}
else {
const err466 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/32/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
}
}
var _valid62 = _errs838 === errors;
valid443 = _valid62;
if(valid443){
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
if(data334 && typeof data334 == "object" && !Array.isArray(data334)){
if(data334.keyframes !== undefined){
let data335 = data334.keyframes;
if(Array.isArray(data335)){
const len59 = data335.length;
for(let i59=0; i59<len59; i59++){
let data336 = data335[i59];
if(data336 && typeof data336 == "object" && !Array.isArray(data336)){
if(data336.value !== undefined){
let data337 = data336.value;
if(!((typeof data337 == "number") && (isFinite(data337)))){
const err467 = {instancePath:instancePath+"/data/keyframes/" + i59+"/value",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
}
if(data336.leftTangent !== undefined){
let data338 = data336.leftTangent;
if(!((typeof data338 == "number") && (isFinite(data338)))){
const err468 = {instancePath:instancePath+"/data/keyframes/" + i59+"/leftTangent",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
}
if(data336.rightTangent !== undefined){
let data339 = data336.rightTangent;
if(!((typeof data339 == "number") && (isFinite(data339)))){
const err469 = {instancePath:instancePath+"/data/keyframes/" + i59+"/rightTangent",schemaPath:"#/$defs/double/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
}
}
else {
const err470 = {instancePath:instancePath+"/data/keyframes/" + i59,schemaPath:"#/allOf/32/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
}
}
else {
const err471 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/32/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
}
}
else {
const err472 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/32/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
}
}
var _valid62 = _errs846 === errors;
valid443 = _valid62;
if(valid443){
if(props32 !== true){
props32 = props32 || {};
props32.data = true;
}
}
ifClause29 = "else";
}
if(!valid443){
const err473 = {instancePath,schemaPath:"#/allOf/32/then/if",keyword:"if",params:{failingKeyword: ifClause29},message:"must match \""+ifClause29+"\" schema"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
var _valid61 = _errs834 === errors;
valid441 = _valid61;
if(valid441){
if(props32 !== true){
props32 = props32 || {};
props32.valueType = true;
}
}
}
if(!valid441){
const err474 = {instancePath,schemaPath:"#/allOf/32/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
if(props0 !== true && props32 !== undefined){
if(props32 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props32);
}
}
const _errs863 = errors;
let valid458 = true;
const _errs864 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing63;
if((data.valueType === undefined) && (missing63 = "valueType")){
const err475 = {};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double2" !== data.valueType){
const err476 = {};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
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
let valid460 = true;
const _errs868 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing64;
if((data.trackType === undefined) && (missing64 = "trackType")){
const err477 = {};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err478 = {};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
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
if(data342 && typeof data342 == "object" && !Array.isArray(data342)){
if(data342.keyframes !== undefined){
let data343 = data342.keyframes;
if(Array.isArray(data343)){
const len60 = data343.length;
for(let i60=0; i60<len60; i60++){
if(!(validate112(data343[i60], {instancePath:instancePath+"/data/keyframes/" + i60,parentData:data343,parentDataProperty:i60,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
}
else {
const err479 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/33/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
}
}
else {
const err480 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/33/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
}
}
var _valid64 = _errs870 === errors;
valid460 = _valid64;
if(valid460){
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
if(data345 && typeof data345 == "object" && !Array.isArray(data345)){
if(data345.keyframes !== undefined){
let data346 = data345.keyframes;
if(Array.isArray(data346)){
const len61 = data346.length;
for(let i61=0; i61<len61; i61++){
let data347 = data346[i61];
if(data347 && typeof data347 == "object" && !Array.isArray(data347)){
if(data347.value !== undefined){
if(!(validate112(data347.value, {instancePath:instancePath+"/data/keyframes/" + i61+"/value",parentData:data347,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data347.leftTangent !== undefined){
if(!(validate112(data347.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i61+"/leftTangent",parentData:data347,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data347.rightTangent !== undefined){
if(!(validate112(data347.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i61+"/rightTangent",parentData:data347,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
}
else {
const err481 = {instancePath:instancePath+"/data/keyframes/" + i61,schemaPath:"#/allOf/33/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
}
}
else {
const err482 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/33/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
}
}
else {
const err483 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/33/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
}
}
var _valid64 = _errs876 === errors;
valid460 = _valid64;
if(valid460){
if(props33 !== true){
props33 = props33 || {};
props33.data = true;
}
}
ifClause30 = "else";
}
if(!valid460){
const err484 = {instancePath,schemaPath:"#/allOf/33/then/if",keyword:"if",params:{failingKeyword: ifClause30},message:"must match \""+ifClause30+"\" schema"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
var _valid63 = _errs866 === errors;
valid458 = _valid63;
if(valid458){
if(props33 !== true){
props33 = props33 || {};
props33.valueType = true;
}
}
}
if(!valid458){
const err485 = {instancePath,schemaPath:"#/allOf/33/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
if(props0 !== true && props33 !== undefined){
if(props33 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props33);
}
}
const _errs887 = errors;
let valid471 = true;
const _errs888 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing65;
if((data.valueType === undefined) && (missing65 = "valueType")){
const err486 = {};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double3" !== data.valueType){
const err487 = {};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
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
let valid473 = true;
const _errs892 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing66;
if((data.trackType === undefined) && (missing66 = "trackType")){
const err488 = {};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err489 = {};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
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
if(data353 && typeof data353 == "object" && !Array.isArray(data353)){
if(data353.keyframes !== undefined){
let data354 = data353.keyframes;
if(Array.isArray(data354)){
const len62 = data354.length;
for(let i62=0; i62<len62; i62++){
if(!(validate117(data354[i62], {instancePath:instancePath+"/data/keyframes/" + i62,parentData:data354,parentDataProperty:i62,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
}
}
else {
const err490 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/34/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
}
}
else {
const err491 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/34/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
}
}
var _valid66 = _errs894 === errors;
valid473 = _valid66;
if(valid473){
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
if(data356 && typeof data356 == "object" && !Array.isArray(data356)){
if(data356.keyframes !== undefined){
let data357 = data356.keyframes;
if(Array.isArray(data357)){
const len63 = data357.length;
for(let i63=0; i63<len63; i63++){
let data358 = data357[i63];
if(data358 && typeof data358 == "object" && !Array.isArray(data358)){
if(data358.value !== undefined){
if(!(validate117(data358.value, {instancePath:instancePath+"/data/keyframes/" + i63+"/value",parentData:data358,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
}
if(data358.leftTangent !== undefined){
if(!(validate117(data358.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i63+"/leftTangent",parentData:data358,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
}
if(data358.rightTangent !== undefined){
if(!(validate117(data358.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i63+"/rightTangent",parentData:data358,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
}
}
else {
const err492 = {instancePath:instancePath+"/data/keyframes/" + i63,schemaPath:"#/allOf/34/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
}
}
else {
const err493 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/34/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
}
}
else {
const err494 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/34/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
}
}
var _valid66 = _errs900 === errors;
valid473 = _valid66;
if(valid473){
if(props34 !== true){
props34 = props34 || {};
props34.data = true;
}
}
ifClause31 = "else";
}
if(!valid473){
const err495 = {instancePath,schemaPath:"#/allOf/34/then/if",keyword:"if",params:{failingKeyword: ifClause31},message:"must match \""+ifClause31+"\" schema"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
var _valid65 = _errs890 === errors;
valid471 = _valid65;
if(valid471){
if(props34 !== true){
props34 = props34 || {};
props34.valueType = true;
}
}
}
if(!valid471){
const err496 = {instancePath,schemaPath:"#/allOf/34/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
if(props0 !== true && props34 !== undefined){
if(props34 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props34);
}
}
const _errs911 = errors;
let valid484 = true;
const _errs912 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing67;
if((data.valueType === undefined) && (missing67 = "valueType")){
const err497 = {};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double4" !== data.valueType){
const err498 = {};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
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
let valid486 = true;
const _errs916 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing68;
if((data.trackType === undefined) && (missing68 = "trackType")){
const err499 = {};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err500 = {};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
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
if(data364 && typeof data364 == "object" && !Array.isArray(data364)){
if(data364.keyframes !== undefined){
let data365 = data364.keyframes;
if(Array.isArray(data365)){
const len64 = data365.length;
for(let i64=0; i64<len64; i64++){
if(!(validate122(data365[i64], {instancePath:instancePath+"/data/keyframes/" + i64,parentData:data365,parentDataProperty:i64,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
}
else {
const err501 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/35/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
}
}
else {
const err502 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/35/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
}
}
var _valid68 = _errs918 === errors;
valid486 = _valid68;
if(valid486){
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
if(data367 && typeof data367 == "object" && !Array.isArray(data367)){
if(data367.keyframes !== undefined){
let data368 = data367.keyframes;
if(Array.isArray(data368)){
const len65 = data368.length;
for(let i65=0; i65<len65; i65++){
let data369 = data368[i65];
if(data369 && typeof data369 == "object" && !Array.isArray(data369)){
if(data369.value !== undefined){
if(!(validate122(data369.value, {instancePath:instancePath+"/data/keyframes/" + i65+"/value",parentData:data369,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data369.leftTangent !== undefined){
if(!(validate122(data369.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i65+"/leftTangent",parentData:data369,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data369.rightTangent !== undefined){
if(!(validate122(data369.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i65+"/rightTangent",parentData:data369,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
}
else {
const err503 = {instancePath:instancePath+"/data/keyframes/" + i65,schemaPath:"#/allOf/35/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
}
}
else {
const err504 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/35/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
}
}
else {
const err505 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/35/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
}
}
var _valid68 = _errs924 === errors;
valid486 = _valid68;
if(valid486){
if(props35 !== true){
props35 = props35 || {};
props35.data = true;
}
}
ifClause32 = "else";
}
if(!valid486){
const err506 = {instancePath,schemaPath:"#/allOf/35/then/if",keyword:"if",params:{failingKeyword: ifClause32},message:"must match \""+ifClause32+"\" schema"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
var _valid67 = _errs914 === errors;
valid484 = _valid67;
if(valid484){
if(props35 !== true){
props35 = props35 || {};
props35.valueType = true;
}
}
}
if(!valid484){
const err507 = {instancePath,schemaPath:"#/allOf/35/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
if(props0 !== true && props35 !== undefined){
if(props35 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props35);
}
}
const _errs935 = errors;
let valid497 = true;
const _errs936 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing69;
if((data.valueType === undefined) && (missing69 = "valueType")){
const err508 = {};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("doubleQ" !== data.valueType){
const err509 = {};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
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
let valid499 = true;
const _errs940 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing70;
if((data.trackType === undefined) && (missing70 = "trackType")){
const err510 = {};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err511 = {};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
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
if(data375 && typeof data375 == "object" && !Array.isArray(data375)){
if(data375.keyframes !== undefined){
let data376 = data375.keyframes;
if(Array.isArray(data376)){
const len66 = data376.length;
for(let i66=0; i66<len66; i66++){
if(!(validate127(data376[i66], {instancePath:instancePath+"/data/keyframes/" + i66,parentData:data376,parentDataProperty:i66,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
}
else {
const err512 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/36/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
}
}
else {
const err513 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/36/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
}
}
var _valid70 = _errs942 === errors;
valid499 = _valid70;
if(valid499){
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
if(data378 && typeof data378 == "object" && !Array.isArray(data378)){
if(data378.keyframes !== undefined){
let data379 = data378.keyframes;
if(Array.isArray(data379)){
const len67 = data379.length;
for(let i67=0; i67<len67; i67++){
let data380 = data379[i67];
if(data380 && typeof data380 == "object" && !Array.isArray(data380)){
if(data380.value !== undefined){
if(!(validate127(data380.value, {instancePath:instancePath+"/data/keyframes/" + i67+"/value",parentData:data380,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
if(data380.leftTangent !== undefined){
if(!(validate127(data380.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i67+"/leftTangent",parentData:data380,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
if(data380.rightTangent !== undefined){
if(!(validate127(data380.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i67+"/rightTangent",parentData:data380,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
}
else {
const err514 = {instancePath:instancePath+"/data/keyframes/" + i67,schemaPath:"#/allOf/36/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
}
}
else {
const err515 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/36/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
}
}
else {
const err516 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/36/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
}
}
var _valid70 = _errs948 === errors;
valid499 = _valid70;
if(valid499){
if(props36 !== true){
props36 = props36 || {};
props36.data = true;
}
}
ifClause33 = "else";
}
if(!valid499){
const err517 = {instancePath,schemaPath:"#/allOf/36/then/if",keyword:"if",params:{failingKeyword: ifClause33},message:"must match \""+ifClause33+"\" schema"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
var _valid69 = _errs938 === errors;
valid497 = _valid69;
if(valid497){
if(props36 !== true){
props36 = props36 || {};
props36.valueType = true;
}
}
}
if(!valid497){
const err518 = {instancePath,schemaPath:"#/allOf/36/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
if(props0 !== true && props36 !== undefined){
if(props36 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props36);
}
}
const _errs959 = errors;
let valid510 = true;
const _errs960 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing71;
if((data.valueType === undefined) && (missing71 = "valueType")){
const err519 = {};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double2x2" !== data.valueType){
const err520 = {};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
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
let valid512 = true;
const _errs964 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing72;
if((data.trackType === undefined) && (missing72 = "trackType")){
const err521 = {};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err522 = {};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
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
if(data386 && typeof data386 == "object" && !Array.isArray(data386)){
if(data386.keyframes !== undefined){
let data387 = data386.keyframes;
if(Array.isArray(data387)){
const len68 = data387.length;
for(let i68=0; i68<len68; i68++){
const err523 = {instancePath:instancePath+"/data/keyframes/" + i68,schemaPath:"#/$defs/double2x2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
}
else {
const err524 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/37/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
}
}
else {
const err525 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/37/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
}
}
var _valid72 = _errs966 === errors;
valid512 = _valid72;
if(valid512){
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
if(data389 && typeof data389 == "object" && !Array.isArray(data389)){
if(data389.keyframes !== undefined){
let data390 = data389.keyframes;
if(Array.isArray(data390)){
const len69 = data390.length;
for(let i69=0; i69<len69; i69++){
let data391 = data390[i69];
if(data391 && typeof data391 == "object" && !Array.isArray(data391)){
if(data391.value !== undefined){
const err526 = {instancePath:instancePath+"/data/keyframes/" + i69+"/value",schemaPath:"#/$defs/double2x2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
if(data391.leftTangent !== undefined){
const err527 = {instancePath:instancePath+"/data/keyframes/" + i69+"/leftTangent",schemaPath:"#/$defs/double2x2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
if(data391.rightTangent !== undefined){
const err528 = {instancePath:instancePath+"/data/keyframes/" + i69+"/rightTangent",schemaPath:"#/$defs/double2x2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
}
else {
const err529 = {instancePath:instancePath+"/data/keyframes/" + i69,schemaPath:"#/allOf/37/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
}
}
else {
const err530 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/37/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
}
}
else {
const err531 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/37/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
}
}
var _valid72 = _errs974 === errors;
valid512 = _valid72;
if(valid512){
if(props37 !== true){
props37 = props37 || {};
props37.data = true;
}
}
ifClause34 = "else";
}
if(!valid512){
const err532 = {instancePath,schemaPath:"#/allOf/37/then/if",keyword:"if",params:{failingKeyword: ifClause34},message:"must match \""+ifClause34+"\" schema"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
var _valid71 = _errs962 === errors;
valid510 = _valid71;
if(valid510){
if(props37 !== true){
props37 = props37 || {};
props37.valueType = true;
}
}
}
if(!valid510){
const err533 = {instancePath,schemaPath:"#/allOf/37/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
}
errors++;
}
if(props0 !== true && props37 !== undefined){
if(props37 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props37);
}
}
const _errs991 = errors;
let valid527 = true;
const _errs992 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing73;
if((data.valueType === undefined) && (missing73 = "valueType")){
const err534 = {};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double3x3" !== data.valueType){
const err535 = {};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
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
let valid529 = true;
const _errs996 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing74;
if((data.trackType === undefined) && (missing74 = "trackType")){
const err536 = {};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err537 = {};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
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
if(data397 && typeof data397 == "object" && !Array.isArray(data397)){
if(data397.keyframes !== undefined){
let data398 = data397.keyframes;
if(Array.isArray(data398)){
const len70 = data398.length;
for(let i70=0; i70<len70; i70++){
const err538 = {instancePath:instancePath+"/data/keyframes/" + i70,schemaPath:"#/$defs/double3x3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
}
else {
const err539 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/38/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
}
}
else {
const err540 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/38/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
}
}
var _valid74 = _errs998 === errors;
valid529 = _valid74;
if(valid529){
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
if(data400 && typeof data400 == "object" && !Array.isArray(data400)){
if(data400.keyframes !== undefined){
let data401 = data400.keyframes;
if(Array.isArray(data401)){
const len71 = data401.length;
for(let i71=0; i71<len71; i71++){
let data402 = data401[i71];
if(data402 && typeof data402 == "object" && !Array.isArray(data402)){
if(data402.value !== undefined){
const err541 = {instancePath:instancePath+"/data/keyframes/" + i71+"/value",schemaPath:"#/$defs/double3x3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
if(data402.leftTangent !== undefined){
const err542 = {instancePath:instancePath+"/data/keyframes/" + i71+"/leftTangent",schemaPath:"#/$defs/double3x3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
if(data402.rightTangent !== undefined){
const err543 = {instancePath:instancePath+"/data/keyframes/" + i71+"/rightTangent",schemaPath:"#/$defs/double3x3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
}
else {
const err544 = {instancePath:instancePath+"/data/keyframes/" + i71,schemaPath:"#/allOf/38/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
}
}
else {
const err545 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/38/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err545];
}
else {
vErrors.push(err545);
}
errors++;
}
}
}
else {
const err546 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/38/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
}
}
var _valid74 = _errs1006 === errors;
valid529 = _valid74;
if(valid529){
if(props38 !== true){
props38 = props38 || {};
props38.data = true;
}
}
ifClause35 = "else";
}
if(!valid529){
const err547 = {instancePath,schemaPath:"#/allOf/38/then/if",keyword:"if",params:{failingKeyword: ifClause35},message:"must match \""+ifClause35+"\" schema"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
var _valid73 = _errs994 === errors;
valid527 = _valid73;
if(valid527){
if(props38 !== true){
props38 = props38 || {};
props38.valueType = true;
}
}
}
if(!valid527){
const err548 = {instancePath,schemaPath:"#/allOf/38/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
if(props0 !== true && props38 !== undefined){
if(props38 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props38);
}
}
const _errs1023 = errors;
let valid544 = true;
const _errs1024 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing75;
if((data.valueType === undefined) && (missing75 = "valueType")){
const err549 = {};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("double4x4" !== data.valueType){
const err550 = {};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
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
let valid546 = true;
const _errs1028 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing76;
if((data.trackType === undefined) && (missing76 = "trackType")){
const err551 = {};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err552 = {};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
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
if(data408 && typeof data408 == "object" && !Array.isArray(data408)){
if(data408.keyframes !== undefined){
let data409 = data408.keyframes;
if(Array.isArray(data409)){
const len72 = data409.length;
for(let i72=0; i72<len72; i72++){
const err553 = {instancePath:instancePath+"/data/keyframes/" + i72,schemaPath:"#/$defs/double4x4/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
}
else {
const err554 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/39/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
}
}
else {
const err555 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/39/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
}
}
var _valid76 = _errs1030 === errors;
valid546 = _valid76;
if(valid546){
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
if(data411 && typeof data411 == "object" && !Array.isArray(data411)){
if(data411.keyframes !== undefined){
let data412 = data411.keyframes;
if(Array.isArray(data412)){
const len73 = data412.length;
for(let i73=0; i73<len73; i73++){
let data413 = data412[i73];
if(data413 && typeof data413 == "object" && !Array.isArray(data413)){
if(data413.value !== undefined){
const err556 = {instancePath:instancePath+"/data/keyframes/" + i73+"/value",schemaPath:"#/$defs/double4x4/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
if(data413.leftTangent !== undefined){
const err557 = {instancePath:instancePath+"/data/keyframes/" + i73+"/leftTangent",schemaPath:"#/$defs/double4x4/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
if(data413.rightTangent !== undefined){
const err558 = {instancePath:instancePath+"/data/keyframes/" + i73+"/rightTangent",schemaPath:"#/$defs/double4x4/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
}
else {
const err559 = {instancePath:instancePath+"/data/keyframes/" + i73,schemaPath:"#/allOf/39/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
}
}
else {
const err560 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/39/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
}
}
else {
const err561 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/39/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
}
}
var _valid76 = _errs1038 === errors;
valid546 = _valid76;
if(valid546){
if(props39 !== true){
props39 = props39 || {};
props39.data = true;
}
}
ifClause36 = "else";
}
if(!valid546){
const err562 = {instancePath,schemaPath:"#/allOf/39/then/if",keyword:"if",params:{failingKeyword: ifClause36},message:"must match \""+ifClause36+"\" schema"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
var _valid75 = _errs1026 === errors;
valid544 = _valid75;
if(valid544){
if(props39 !== true){
props39 = props39 || {};
props39.valueType = true;
}
}
}
if(!valid544){
const err563 = {instancePath,schemaPath:"#/allOf/39/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
if(props0 !== true && props39 !== undefined){
if(props39 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props39);
}
}
const _errs1055 = errors;
let valid561 = true;
const _errs1056 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing77;
if((data.valueType === undefined) && (missing77 = "valueType")){
const err564 = {};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("color" !== data.valueType){
const err565 = {};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
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
let valid563 = true;
const _errs1060 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing78;
if((data.trackType === undefined) && (missing78 = "trackType")){
const err566 = {};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err567 = {};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
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
if(data419 && typeof data419 == "object" && !Array.isArray(data419)){
if(data419.keyframes !== undefined){
let data420 = data419.keyframes;
if(Array.isArray(data420)){
const len74 = data420.length;
for(let i74=0; i74<len74; i74++){
if(!(validate132(data420[i74], {instancePath:instancePath+"/data/keyframes/" + i74,parentData:data420,parentDataProperty:i74,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
}
}
else {
const err568 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/40/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
}
}
else {
const err569 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/40/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
}
}
var _valid78 = _errs1062 === errors;
valid563 = _valid78;
if(valid563){
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
if(data422 && typeof data422 == "object" && !Array.isArray(data422)){
if(data422.keyframes !== undefined){
let data423 = data422.keyframes;
if(Array.isArray(data423)){
const len75 = data423.length;
for(let i75=0; i75<len75; i75++){
let data424 = data423[i75];
if(data424 && typeof data424 == "object" && !Array.isArray(data424)){
if(data424.value !== undefined){
if(!(validate132(data424.value, {instancePath:instancePath+"/data/keyframes/" + i75+"/value",parentData:data424,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
}
if(data424.leftTangent !== undefined){
if(!(validate132(data424.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i75+"/leftTangent",parentData:data424,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
}
if(data424.rightTangent !== undefined){
if(!(validate132(data424.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i75+"/rightTangent",parentData:data424,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
}
}
else {
const err570 = {instancePath:instancePath+"/data/keyframes/" + i75,schemaPath:"#/allOf/40/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
}
}
else {
const err571 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/40/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
}
}
else {
const err572 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/40/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
}
}
var _valid78 = _errs1068 === errors;
valid563 = _valid78;
if(valid563){
if(props40 !== true){
props40 = props40 || {};
props40.data = true;
}
}
ifClause37 = "else";
}
if(!valid563){
const err573 = {instancePath,schemaPath:"#/allOf/40/then/if",keyword:"if",params:{failingKeyword: ifClause37},message:"must match \""+ifClause37+"\" schema"};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
var _valid77 = _errs1058 === errors;
valid561 = _valid77;
if(valid561){
if(props40 !== true){
props40 = props40 || {};
props40.valueType = true;
}
}
}
if(!valid561){
const err574 = {instancePath,schemaPath:"#/allOf/40/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
if(props0 !== true && props40 !== undefined){
if(props40 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props40);
}
}
const _errs1079 = errors;
let valid574 = true;
const _errs1080 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing79;
if((data.valueType === undefined) && (missing79 = "valueType")){
const err575 = {};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("color32" !== data.valueType){
const err576 = {};
if(vErrors === null){
vErrors = [err576];
}
else {
vErrors.push(err576);
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
let valid576 = true;
const _errs1084 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing80;
if((data.trackType === undefined) && (missing80 = "trackType")){
const err577 = {};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err578 = {};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
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
if(data430 && typeof data430 == "object" && !Array.isArray(data430)){
if(data430.keyframes !== undefined){
let data431 = data430.keyframes;
if(Array.isArray(data431)){
const len76 = data431.length;
for(let i76=0; i76<len76; i76++){
if(!(validate137(data431[i76], {instancePath:instancePath+"/data/keyframes/" + i76,parentData:data431,parentDataProperty:i76,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
}
}
else {
const err579 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/41/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
}
}
else {
const err580 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/41/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err580];
}
else {
vErrors.push(err580);
}
errors++;
}
}
}
var _valid80 = _errs1086 === errors;
valid576 = _valid80;
if(valid576){
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
if(data433 && typeof data433 == "object" && !Array.isArray(data433)){
if(data433.keyframes !== undefined){
let data434 = data433.keyframes;
if(Array.isArray(data434)){
const len77 = data434.length;
for(let i77=0; i77<len77; i77++){
let data435 = data434[i77];
if(data435 && typeof data435 == "object" && !Array.isArray(data435)){
if(data435.value !== undefined){
if(!(validate137(data435.value, {instancePath:instancePath+"/data/keyframes/" + i77+"/value",parentData:data435,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
}
if(data435.leftTangent !== undefined){
if(!(validate137(data435.leftTangent, {instancePath:instancePath+"/data/keyframes/" + i77+"/leftTangent",parentData:data435,parentDataProperty:"leftTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
}
if(data435.rightTangent !== undefined){
if(!(validate137(data435.rightTangent, {instancePath:instancePath+"/data/keyframes/" + i77+"/rightTangent",parentData:data435,parentDataProperty:"rightTangent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
}
}
else {
const err581 = {instancePath:instancePath+"/data/keyframes/" + i77,schemaPath:"#/allOf/41/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
}
}
else {
const err582 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/41/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
}
}
else {
const err583 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/41/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
}
}
var _valid80 = _errs1092 === errors;
valid576 = _valid80;
if(valid576){
if(props41 !== true){
props41 = props41 || {};
props41.data = true;
}
}
ifClause38 = "else";
}
if(!valid576){
const err584 = {instancePath,schemaPath:"#/allOf/41/then/if",keyword:"if",params:{failingKeyword: ifClause38},message:"must match \""+ifClause38+"\" schema"};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
}
errors++;
}
var _valid79 = _errs1082 === errors;
valid574 = _valid79;
if(valid574){
if(props41 !== true){
props41 = props41 || {};
props41.valueType = true;
}
}
}
if(!valid574){
const err585 = {instancePath,schemaPath:"#/allOf/41/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
if(props0 !== true && props41 !== undefined){
if(props41 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props41);
}
}
const _errs1103 = errors;
let valid587 = true;
const _errs1104 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing81;
if((data.valueType === undefined) && (missing81 = "valueType")){
const err586 = {};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
else {
if(data.valueType !== undefined){
if("string" !== data.valueType){
const err587 = {};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
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
let valid589 = true;
const _errs1108 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing82;
if((data.trackType === undefined) && (missing82 = "trackType")){
const err588 = {};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
else {
if(data.trackType !== undefined){
if("Raw" !== data.trackType){
const err589 = {};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
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
if(data441 && typeof data441 == "object" && !Array.isArray(data441)){
if(data441.keyframes !== undefined){
let data442 = data441.keyframes;
if(Array.isArray(data442)){
const len78 = data442.length;
for(let i78=0; i78<len78; i78++){
let data443 = data442[i78];
if((typeof data443 !== "string") && (data443 !== null)){
const err590 = {instancePath:instancePath+"/data/keyframes/" + i78,schemaPath:"#/$defs/string/type",keyword:"type",params:{type: schema203.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err590];
}
else {
vErrors.push(err590);
}
errors++;
}
}
}
else {
const err591 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/42/then/then/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
}
}
else {
const err592 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/42/then/then/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
}
errors++;
}
}
}
var _valid82 = _errs1110 === errors;
valid589 = _valid82;
if(valid589){
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
if(data444 && typeof data444 == "object" && !Array.isArray(data444)){
if(data444.keyframes !== undefined){
let data445 = data444.keyframes;
if(Array.isArray(data445)){
const len79 = data445.length;
for(let i79=0; i79<len79; i79++){
let data446 = data445[i79];
if(data446 && typeof data446 == "object" && !Array.isArray(data446)){
if(data446.value !== undefined){
let data447 = data446.value;
if((typeof data447 !== "string") && (data447 !== null)){
const err593 = {instancePath:instancePath+"/data/keyframes/" + i79+"/value",schemaPath:"#/$defs/string/type",keyword:"type",params:{type: schema203.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
}
if(data446.leftTangent !== undefined){
let data448 = data446.leftTangent;
if((typeof data448 !== "string") && (data448 !== null)){
const err594 = {instancePath:instancePath+"/data/keyframes/" + i79+"/leftTangent",schemaPath:"#/$defs/string/type",keyword:"type",params:{type: schema203.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err594];
}
else {
vErrors.push(err594);
}
errors++;
}
}
if(data446.rightTangent !== undefined){
let data449 = data446.rightTangent;
if((typeof data449 !== "string") && (data449 !== null)){
const err595 = {instancePath:instancePath+"/data/keyframes/" + i79+"/rightTangent",schemaPath:"#/$defs/string/type",keyword:"type",params:{type: schema203.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
}
errors++;
}
}
}
else {
const err596 = {instancePath:instancePath+"/data/keyframes/" + i79,schemaPath:"#/allOf/42/then/else/properties/data/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
}
}
else {
const err597 = {instancePath:instancePath+"/data/keyframes",schemaPath:"#/allOf/42/then/else/properties/data/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
}
}
else {
const err598 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/42/then/else/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
}
errors++;
}
}
}
var _valid82 = _errs1118 === errors;
valid589 = _valid82;
if(valid589){
if(props42 !== true){
props42 = props42 || {};
props42.data = true;
}
}
ifClause39 = "else";
}
if(!valid589){
const err599 = {instancePath,schemaPath:"#/allOf/42/then/if",keyword:"if",params:{failingKeyword: ifClause39},message:"must match \""+ifClause39+"\" schema"};
if(vErrors === null){
vErrors = [err599];
}
else {
vErrors.push(err599);
}
errors++;
}
var _valid81 = _errs1106 === errors;
valid587 = _valid81;
if(valid587){
if(props42 !== true){
props42 = props42 || {};
props42.valueType = true;
}
}
}
if(!valid587){
const err600 = {instancePath,schemaPath:"#/allOf/42/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
if(props0 !== true && props42 !== undefined){
if(props42 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props42);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.trackType === undefined){
const err601 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "trackType"},message:"must have required property '"+"trackType"+"'"};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
if(data.valueType === undefined){
const err602 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "valueType"},message:"must have required property '"+"valueType"+"'"};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
if(data.data === undefined){
const err603 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
for(const key1 in data){
if(!(((key1 === "trackType") || (key1 === "valueType")) || (key1 === "data"))){
const err604 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
}
if(data.trackType !== undefined){
let data450 = data.trackType;
if(!((((data450 === "Raw") || (data450 === "Discrete")) || (data450 === "Curve")) || (data450 === "Bezier"))){
const err605 = {instancePath:instancePath+"/trackType",schemaPath:"#/$defs/trackType/enum",keyword:"enum",params:{allowedValues: schema207.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err605];
}
else {
vErrors.push(err605);
}
errors++;
}
}
if(data.valueType !== undefined){
let data451 = data.valueType;
if(!((((((((((((((((((((((((((((((((((((((((data451 === "bool") || (data451 === "bool2")) || (data451 === "bool3")) || (data451 === "bool4")) || (data451 === "byte")) || (data451 === "ushort")) || (data451 === "uint")) || (data451 === "ulong")) || (data451 === "sbyte")) || (data451 === "short")) || (data451 === "int")) || (data451 === "long")) || (data451 === "int2")) || (data451 === "int3")) || (data451 === "int4")) || (data451 === "uint2")) || (data451 === "uint3")) || (data451 === "uint4")) || (data451 === "long2")) || (data451 === "long3")) || (data451 === "long4")) || (data451 === "float")) || (data451 === "float2")) || (data451 === "float3")) || (data451 === "float4")) || (data451 === "floatQ")) || (data451 === "float2x2")) || (data451 === "float3x3")) || (data451 === "float4x4")) || (data451 === "double")) || (data451 === "double2")) || (data451 === "double3")) || (data451 === "double4")) || (data451 === "doubleQ")) || (data451 === "double2x2")) || (data451 === "double3x3")) || (data451 === "double4x4")) || (data451 === "color")) || (data451 === "color32")) || (data451 === "string"))){
const err606 = {instancePath:instancePath+"/valueType",schemaPath:"#/$defs/valueType/enum",keyword:"enum",params:{allowedValues: schema208.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
}
if(data.data !== undefined){
let data452 = data.data;
if(!(data452 && typeof data452 == "object" && !Array.isArray(data452))){
const err607 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err607];
}
else {
vErrors.push(err607);
}
errors++;
}
}
}
else {
const err608 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
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
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "globalDuration")) || (key0 === "tracks"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.globalDuration !== undefined){
let data1 = data.globalDuration;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 3.4028234663852886e+38 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/globalDuration",schemaPath:"#/properties/globalDuration/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3.4028234663852886e+38},message:"must be <= 3.4028234663852886e+38"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/globalDuration",schemaPath:"#/properties/globalDuration/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/globalDuration",schemaPath:"#/properties/globalDuration/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.tracks !== undefined){
let data2 = data.tracks;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate21(data2[i0], {instancePath:instancePath+"/tracks/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath:instancePath+"/tracks",schemaPath:"#/properties/tracks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
