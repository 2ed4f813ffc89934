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
    float _e49 = (dot(_e38.xy, _e39.xy) + vec4(0.5, 1.0, 0.0, 2.0).xxxx.x);
    r5_.x = _e49;
    vec4 _e53 = r0_;
    float _e60 = ((_e53.xxxx.x == 0.0) ? uintBitsToFloat(2139095040u) : (1.0 / _e53.xxxx.x));
    r5_.y = _e60;
    vec4 _e63 = r0_;
    float _e66 = abs(_e63.yyyy.x);
    float _e71 = ((_e66 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e66));
    r5_.z = _e71;
    vec4 _e74 = r0_;
    float _e77 = exp2(_e74.zzzz.x);
    r5_.w = _e77;
    vec4 _e80 = r0_;
    float _e83 = abs(_e80.wwww.x);
    float _e88 = ((_e83 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e83));
    r6_.x = _e88;
    vec4 _e92 = r1_;
    float _e99 = pow(abs(_e92.xxxx.x), vec4(0.5, 1.0, 0.0, 2.0).wwww.x);
    r6_.y = _e99;
    vec4 _e102 = r3_;
    float _e106 = abs(dot(_e102.xyz, _e102.xyz));
    r7_ = (_e102 * vec4(((_e106 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e106))));
    vec4 _e115 = r0_;
    vec4 _e116 = r1_;
    r0_ = (_e115 + _e116);
    vec4 _e118 = r0_;
    vec4 _e119 = r2_;
    r0_ = (_e118 + _e119);
    vec4 _e121 = r0_;
    vec4 _e122 = r3_;
    r0_ = (_e121 + _e122);
    vec4 _e124 = r0_;
    vec4 _e125 = r4_;
    r0_ = (_e124 + _e125);
    vec4 _e127 = r5_;
    vec4 _e128 = r6_;
    vec4 _e129 = r0_;
    r0_ = ((_e127 * _e128) + _e129);
    vec4 _e132 = r0_;
    vec4 _e134 = v0_;
    r0_ = clamp((_e132 * _e134), vec4(0.0), vec4(1.0));
    vec4 _e137 = r0_;
    oC0_ = _e137;
    vec4 _e139 = r7_;
    oDepth = _e139.xxxx;
    vec4 _e145 = oC0_;
    vec4 _e146 = oDepth;
    FragmentOutput _tmp_return = FragmentOutput(_e145, _e146.x);
    _fs2p_location0 = _tmp_return.color0_;
    gl_FragDepth = _tmp_return.depth;
    return;
}

