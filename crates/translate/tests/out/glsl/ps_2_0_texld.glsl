#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 color0_;
    float depth;
};
layout(binding = 0) uniform highp sampler2D _group_1_binding_2_fs;

layout(binding = 1) uniform highp samplerCube _group_1_binding_4_fs;

layout(binding = 2) uniform highp sampler3D _group_1_binding_6_fs;

vec4 t0_ = vec4(0.0);

vec4 r0_ = vec4(0.0);

vec4 r1_ = vec4(0.0);

vec4 r2_ = vec4(0.0);

vec4 t1_ = vec4(0.0);

vec4 r3_ = vec4(0.0);

vec4 r4_ = vec4(0.0);

vec4 r5_ = vec4(0.0);

vec4 r6_ = vec4(0.0);

vec4 v0_ = vec4(0.0);

layout(location = 8) smooth in vec4 _vs2fs_location8;
layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 color0_ = _vs2fs_location8;
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 texcoord1_ = _vs2fs_location1;
    v0_ = color0_;
    t0_ = texcoord0_;
    t1_ = texcoord1_;
    vec4 _e1 = t0_;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    r0_ = _e5;
    vec4 _e11 = texture(_group_1_binding_2_fs, vec2((_e1 / vec4(_e1.w)).xy));
    r1_ = _e11;
    vec4 _e15 = texture(_group_1_binding_2_fs, vec2(_e1.xy), _e1.w);
    r2_ = _e15;
    vec4 _e18 = t1_;
    vec4 _e22 = texture(_group_1_binding_4_fs, vec3(_e18.xyz));
    r3_ = _e22;
    vec4 _e27 = texture(_group_1_binding_6_fs, vec3(_e18.xyz));
    r4_ = _e27;
    if (any(lessThan(_e1.xyzw, vec4(0.0)))) {
        discard;
    }
    vec4 _e34 = r0_;
    vec4 _e35 = r1_;
    float _e41 = (dot(_e34.xy, _e35.xy) + 0.5);
    r5_.x = _e41;
    float _e56 = ((_e34.x == 0.0) ? uintBitsToFloat(((floatBitsToUint(_e34.x) & 2147483648u) | 2139095040u)) : (1.0 / _e34.x));
    r5_.y = _e56;
    float _e61 = abs(_e34.y);
    float _e66 = ((_e61 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e61));
    r5_.z = _e66;
    float _e71 = exp2(_e34.z);
    r5_.w = _e71;
    float _e76 = abs(_e34.w);
    float _e81 = ((_e76 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e76));
    r6_.x = _e81;
    float _e89 = abs(_e35.x);
    float _e97 = (((_e89 == 0.0) && (2.0 < 0.0)) ? (1.0 / _e89) : ((2.0 == 0.0) ? 1.0 : pow(_e89, 2.0)));
    r6_.y = _e97;
    vec4 _e100 = r3_;
    float _e104 = abs(dot(_e100.xyz, _e100.xyz));
    vec4 _e111 = (_e100 * vec4(((_e104 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e104))));
    vec4 _e113 = (_e34 + _e35);
    r0_ = _e113;
    vec4 _e114 = r2_;
    vec4 _e115 = (_e113 + _e114);
    r0_ = _e115;
    vec4 _e116 = (_e115 + _e100);
    r0_ = _e116;
    vec4 _e117 = r4_;
    vec4 _e118 = (_e116 + _e117);
    r0_ = _e118;
    vec4 _e119 = r5_;
    vec4 _e120 = r6_;
    vec4 _e122 = ((_e119 * _e120) + _e118);
    r0_ = _e122;
    vec4 _e124 = v0_;
    vec4 _e126 = clamp((_e122 * _e124), vec4(0.0), vec4(1.0));
    r0_ = _e126;
    FragmentOutput _tmp_return = FragmentOutput(_e126, _e111.x);
    _fs2p_location0 = _tmp_return.color0_;
    gl_FragDepth = _tmp_return.depth;
    return;
}

