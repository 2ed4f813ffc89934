#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 color0_;
};
layout(binding = 0) uniform highp sampler2D _group_1_binding_2_fs;

layout(binding = 2) uniform highp sampler2D _group_1_binding_6_fs;

layout(binding = 3) uniform highp sampler2D _group_1_binding_8_fs;

vec4 texcoord0_1 = vec4(0.0);

vec4 t0_ = vec4(0.0);

vec4 texcoord1_1 = vec4(0.0);

vec4 t1_ = vec4(0.0);

vec4 texcoord2_1 = vec4(0.0);

vec4 t2_ = vec4(0.0);

vec4 t3_ = vec4(0.0);

vec4 r0_ = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 2) smooth in vec4 _vs2fs_location2;
layout(location = 3) smooth in vec4 _vs2fs_location3;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 texcoord1_ = _vs2fs_location1;
    vec4 texcoord2_ = _vs2fs_location2;
    vec4 texcoord3_ = _vs2fs_location3;
    t0_ = texcoord0_;
    texcoord0_1 = texcoord0_;
    t1_ = texcoord1_;
    texcoord1_1 = texcoord1_;
    t2_ = texcoord2_;
    texcoord2_1 = texcoord2_;
    t3_ = texcoord3_;
    vec4 _e1 = texcoord0_1;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    t0_ = clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e12 = t0_;
    vec4 _e20 = texcoord1_1;
    t1_ = clamp(vec4(dot(_e20.xyz, ((_e12 * vec4(2.0)) - vec4(1.0)).xyz)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e29 = t0_;
    vec4 _e34 = t1_;
    vec4 _e37 = texcoord2_1;
    vec4 _e46 = texture(_group_1_binding_6_fs, vec2(vec4(_e34.x, dot(_e37.xyz, ((_e29 * vec4(2.0)) - vec4(1.0)).xyz), 0.0, 0.0).xy));
    t2_ = clamp(_e46, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e51 = t2_;
    vec4 _e56 = texture(_group_1_binding_8_fs, vec2(_e51.wxzw.xy));
    t3_ = clamp(_e56, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e61 = t2_;
    vec4 _e62 = t3_;
    r0_ = clamp((_e61 * _e62), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e72 = r0_;
    FragmentOutput _tmp_return = FragmentOutput(clamp(_e72, vec4(0.0), vec4(1.0)));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

