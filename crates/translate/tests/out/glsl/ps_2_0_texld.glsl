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

void d3d_main() {
    vec4 _e1 = t0_;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    r0_ = _e5;
    vec4 _e8 = t0_;
    vec4 _e15 = texture(_group_1_binding_2_fs, vec2((_e8 / vec4(_e8.w)).xy));
    r1_ = _e15;
    vec4 _e18 = t0_;
    vec4 _e23 = texture(_group_1_binding_2_fs, vec2(_e18.xy), _e18.w);
    r2_ = _e23;
    vec4 _e26 = t1_;
    vec4 _e30 = texture(_group_1_binding_4_fs, vec3(_e26.xyz));
    r3_ = _e30;
    vec4 _e33 = t1_;
    vec4 _e37 = texture(_group_1_binding_6_fs, vec3(_e33.xyz));
    r4_ = _e37;
    vec4 _e40 = t0_;
    if (any(lessThan(_e40.xyzw, vec4(0.0)))) {
        discard;
    }
    vec4 _e47 = r0_;
    vec4 _e49 = r1_;
    r5_.x = vec4((dot(_e47.xy, _e49.xy) + vec4(0.5, 1.0, 0.0, 2.0).xxxx.x)).x;
    vec4 _e65 = r0_;
    r5_.y = vec4(((_e65.xxxx.x == 0.0) ? uintBitsToFloat(2139095040u) : (1.0 / _e65.xxxx.x))).y;
    vec4 _e78 = r0_;
    float _e81 = abs(_e78.yyyy.x);
    r5_.z = vec4(((_e81 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e81))).z;
    vec4 _e92 = r0_;
    r5_.w = vec4(exp2(_e92.zzzz.x)).w;
    vec4 _e101 = r0_;
    float _e104 = abs(_e101.wwww.x);
    r6_.x = vec4(((_e104 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e104))).x;
    vec4 _e115 = r1_;
    r6_.y = vec4(pow(abs(_e115.xxxx.x), vec4(0.5, 1.0, 0.0, 2.0).wwww.x)).y;
    vec4 _e128 = r3_;
    float _e132 = abs(dot(_e128.xyz, _e128.xyz));
    r7_ = (_e128 * vec4(((_e132 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e132))));
    vec4 _e142 = r0_;
    vec4 _e144 = r1_;
    r0_ = (_e142 + _e144);
    vec4 _e148 = r0_;
    vec4 _e150 = r2_;
    r0_ = (_e148 + _e150);
    vec4 _e154 = r0_;
    vec4 _e156 = r3_;
    r0_ = (_e154 + _e156);
    vec4 _e160 = r0_;
    vec4 _e162 = r4_;
    r0_ = (_e160 + _e162);
    vec4 _e166 = r5_;
    vec4 _e168 = r6_;
    vec4 _e170 = r0_;
    r0_ = ((_e166 * _e168) + _e170);
    vec4 _e175 = r0_;
    vec4 _e177 = v0_;
    r0_ = clamp((_e175 * _e177), vec4(0.0), vec4(1.0));
    vec4 _e182 = r0_;
    oC0_ = _e182;
    vec4 _e185 = r7_;
    oDepth = _e185.xxxx;
}

void main() {
    vec4 color0_ = _vs2fs_location8;
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 texcoord1_ = _vs2fs_location1;
    v0_ = color0_;
    t0_ = texcoord0_;
    t1_ = texcoord1_;
    d3d_main();
    vec4 _e7 = oC0_;
    vec4 _e9 = oDepth;
    FragmentOutput _tmp_return = FragmentOutput(_e7, _e9.x);
    _fs2p_location0 = _tmp_return.color0_;
    gl_FragDepth = _tmp_return.depth;
    return;
}

