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
    float _e58 = ((abs(_e34.x) < 1.1754944e-38) ? uintBitsToFloat(((floatBitsToUint(_e34.x) & 2147483648u) | 2139095040u)) : (1.0 / _e34.x));
    r5_.y = _e58;
    float _e69 = ((abs(_e34.y) < 1.1754944e-38) ? uintBitsToFloat(2139095040u) : inversesqrt(abs(_e34.y)));
    r5_.z = _e69;
    float _e74 = exp2(_e34.z);
    r5_.w = _e74;
    float _e85 = ((abs(_e34.w) < 1.1754944e-38) ? uintBitsToFloat(4286578688u) : log2(abs(_e34.w)));
    r6_.x = _e85;
    bool _e95 = (abs(_e35.x) < 1.1754944e-38);
    float _e96 = (_e95 ? 0.0 : abs(_e35.x));
    float _e106 = ((_e95 && (2.0 < 0.0)) ? uintBitsToFloat(2139095040u) : (((2.0 == 0.0) || (_e96 == 1.0)) ? 1.0 : pow(_e96, 2.0)));
    r6_.y = _e106;
    vec4 _e109 = r3_;
    float _e112 = dot(_e109.xyz, _e109.xyz);
    vec4 _e121 = (_e109 * vec4(((abs(_e112) < 1.1754944e-38) ? uintBitsToFloat(2139095040u) : inversesqrt(abs(_e112)))));
    vec4 _e123 = (_e34 + _e35);
    r0_ = _e123;
    vec4 _e124 = r2_;
    vec4 _e125 = (_e123 + _e124);
    r0_ = _e125;
    vec4 _e126 = (_e125 + _e109);
    r0_ = _e126;
    vec4 _e127 = r4_;
    vec4 _e128 = (_e126 + _e127);
    r0_ = _e128;
    vec4 _e129 = r5_;
    vec4 _e130 = r6_;
    vec4 _e132 = ((_e129 * _e130) + _e128);
    r0_ = _e132;
    vec4 _e134 = v0_;
    vec4 _e136 = clamp((_e132 * _e134), vec4(0.0), vec4(1.0));
    r0_ = _e136;
    FragmentOutput _tmp_return = FragmentOutput(_e136, _e121.x);
    _fs2p_location0 = _tmp_return.color0_;
    gl_FragDepth = _tmp_return.depth;
    return;
}

