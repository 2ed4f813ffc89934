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
    float _e59 = ((_e52.x == 0.0) ? uintBitsToFloat(2139095040u) : (1.0 / _e52.x));
    r5_.y = _e59;
    vec4 _e62 = r0_;
    float _e65 = abs(_e62.y);
    float _e70 = ((_e65 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e65));
    r5_.z = _e70;
    vec4 _e73 = r0_;
    float _e76 = exp2(_e73.z);
    r5_.w = _e76;
    vec4 _e79 = r0_;
    float _e82 = abs(_e79.w);
    float _e87 = ((_e82 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e82));
    r6_.x = _e87;
    vec4 _e91 = r1_;
    float _e97 = pow(abs(_e91.x), 2.0);
    r6_.y = _e97;
    vec4 _e100 = r3_;
    float _e104 = abs(dot(_e100.xyz, _e100.xyz));
    r7_ = (_e100 * vec4(((_e104 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e104))));
    vec4 _e113 = r0_;
    vec4 _e114 = r1_;
    r0_ = (_e113 + _e114);
    vec4 _e116 = r0_;
    vec4 _e117 = r2_;
    r0_ = (_e116 + _e117);
    vec4 _e119 = r0_;
    vec4 _e120 = r3_;
    r0_ = (_e119 + _e120);
    vec4 _e122 = r0_;
    vec4 _e123 = r4_;
    r0_ = (_e122 + _e123);
    vec4 _e125 = r5_;
    vec4 _e126 = r6_;
    vec4 _e127 = r0_;
    r0_ = ((_e125 * _e126) + _e127);
    vec4 _e130 = r0_;
    vec4 _e132 = v0_;
    r0_ = clamp((_e130 * _e132), vec4(0.0), vec4(1.0));
    vec4 _e135 = r0_;
    oC0_ = _e135;
    vec4 _e137 = r7_;
    oDepth = _e137.xxxx;
    vec4 _e143 = oC0_;
    vec4 _e144 = oDepth;
    FragmentOutput _tmp_return = FragmentOutput(_e143, _e144.x);
    _fs2p_location0 = _tmp_return.color0_;
    gl_FragDepth = _tmp_return.depth;
    return;
}

