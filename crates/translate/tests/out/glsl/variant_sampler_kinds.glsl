#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 color0_;
};
layout(binding = 0) uniform highp samplerCube _group_1_binding_2_fs;

layout(binding = 1) uniform highp sampler3D _group_1_binding_4_fs;

vec4 texcoord0_1 = vec4(0.0);

vec4 t0_ = vec4(0.0);

vec4 texcoord1_1 = vec4(0.0);

vec4 t1_ = vec4(0.0);

vec4 r0_ = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 texcoord1_ = _vs2fs_location1;
    t0_ = texcoord0_;
    texcoord0_1 = texcoord0_;
    t1_ = texcoord1_;
    texcoord1_1 = texcoord1_;
    vec4 _e1 = texcoord0_1;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec3(_e1.xyz));
    vec4 _e10 = clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    t0_ = _e10;
    vec4 _e13 = texcoord1_1;
    vec4 _e17 = texture(_group_1_binding_4_fs, vec3(_e13.xyz));
    vec4 _e20 = clamp(_e17, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    t1_ = _e20;
    vec4 _e25 = clamp((_e10 + _e20), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    r0_ = _e25;
    FragmentOutput _tmp_return = FragmentOutput(clamp(_e25, vec4(0.0), vec4(1.0)));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

