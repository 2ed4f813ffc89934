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

vec4 r7_ = vec4(0.0);

vec4 v0_ = vec4(0.0);

vec4 oC0_ = vec4(0.0);

vec4 oDepth = vec4(0.0);

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
    vec4 _e7 = t0_;
    vec4 _e12 = texture(_group_1_binding_2_fs, vec2((_e7 / vec4(_e7.w)).xy));
    r1_ = _e12;
    vec4 _e14 = t0_;
    vec4 _e17 = texture(_group_1_binding_2_fs, vec2(_e14.xy), _e14.w);
    r2_ = _e17;
    vec4 _e20 = t1_;
    vec4 _e24 = texture(_group_1_binding_4_fs, vec3(_e20.xyz));
    r3_ = _e24;
    vec4 _e26 = t1_;
    vec4 _e30 = texture(_group_1_binding_6_fs, vec3(_e26.xyz));
    r4_ = _e30;
    vec4 _e32 = t0_;
    if (any(lessThan(_e32.xyzw, vec4(0.0)))) {
        discard;
    }
    vec4 _e38 = r0_;
    vec4 _e39 = r1_;
    float _e48 = (dot(_e38.xy, _e39.xy) + 0.5);
    r5_.x = _e48;
    vec4 _e52 = r0_;
    float _e63 = ((_e52.x == 0.0) ? uintBitsToFloat(((floatBitsToUint(_e52.x) & 2147483648u) | 2139095040u)) : (1.0 / _e52.x));
    r5_.y = _e63;
    vec4 _e66 = r0_;
    float _e69 = abs(_e66.y);
    float _e74 = ((_e69 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e69));
    r5_.z = _e74;
    vec4 _e77 = r0_;
    float _e80 = exp2(_e77.z);
    r5_.w = _e80;
    vec4 _e83 = r0_;
    float _e86 = abs(_e83.w);
    float _e91 = ((_e86 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e86));
    r6_.x = _e91;
    vec4 _e95 = r1_;
    float _e101 = pow(abs(_e95.x), 2.0);
    r6_.y = _e101;
    vec4 _e104 = r3_;
    float _e108 = abs(dot(_e104.xyz, _e104.xyz));
    r7_ = (_e104 * vec4(((_e108 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e108))));
    vec4 _e117 = r0_;
    vec4 _e118 = r1_;
    r0_ = (_e117 + _e118);
    vec4 _e120 = r0_;
    vec4 _e121 = r2_;
    r0_ = (_e120 + _e121);
    vec4 _e123 = r0_;
    vec4 _e124 = r3_;
    r0_ = (_e123 + _e124);
    vec4 _e126 = r0_;
    vec4 _e127 = r4_;
    r0_ = (_e126 + _e127);
    vec4 _e129 = r5_;
    vec4 _e130 = r6_;
    vec4 _e131 = r0_;
    r0_ = ((_e129 * _e130) + _e131);
    vec4 _e134 = r0_;
    vec4 _e136 = v0_;
    r0_ = clamp((_e134 * _e136), vec4(0.0), vec4(1.0));
    vec4 _e139 = r0_;
    oC0_ = _e139;
    vec4 _e141 = r7_;
    oDepth = _e141.xxxx;
    vec4 _e147 = oC0_;
    vec4 _e148 = oDepth;
    FragmentOutput _tmp_return = FragmentOutput(_e147, _e148.x);
    _fs2p_location0 = _tmp_return.color0_;
    gl_FragDepth = _tmp_return.depth;
    return;
}

