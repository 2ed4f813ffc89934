#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 color0_;
    float depth;
};
layout(binding = 0) uniform highp sampler2D _group_1_binding_2_fs;

vec4 texcoord0_1 = vec4(0.0);

vec4 t0_ = vec4(0.0);

vec4 texcoord1_1 = vec4(0.0);

vec4 t1_ = vec4(0.0);

vec4 texcoord2_1 = vec4(0.0);

vec4 oDepth = vec4(0.0);

vec4 t2_ = vec4(0.0);

vec4 r0_ = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 2) smooth in vec4 _vs2fs_location2;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 texcoord1_ = _vs2fs_location1;
    vec4 texcoord2_ = _vs2fs_location2;
    t0_ = texcoord0_;
    texcoord0_1 = texcoord0_;
    t1_ = texcoord1_;
    texcoord1_1 = texcoord1_;
    t2_ = texcoord2_;
    texcoord2_1 = texcoord2_;
    vec4 _e1 = texcoord0_1;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    t0_ = clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e12 = t0_;
    vec4 _e20 = texcoord1_1;
    t1_ = clamp(vec4(dot(_e20.xyz, ((_e12 * vec4(2.0)) - vec4(1.0)).xyz)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e29 = t0_;
    vec4 _e34 = t1_;
    vec4 _e37 = texcoord2_1;
    float _e40 = dot(_e37.xyz, ((_e29 * vec4(2.0)) - vec4(1.0)).xyz);
    float _e44 = ((_e40 == 0.0) ? 1.0 : (_e34.x / _e40));
    oDepth = vec4(_e44);
    t2_ = clamp(vec4(_e44), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e52 = t0_;
    r0_ = clamp(_e52, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e60 = r0_;
    vec4 _e62 = oDepth;
    FragmentOutput _tmp_return = FragmentOutput(clamp(_e60, vec4(0.0), vec4(1.0)), _e62.x);
    _fs2p_location0 = _tmp_return.color0_;
    gl_FragDepth = _tmp_return.depth;
    return;
}

