#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 color0_;
};
layout(binding = 0) uniform highp samplerCube _group_1_binding_2_fs;

layout(binding = 1) uniform highp sampler3D _group_1_binding_4_fs;

vec4 texcoord0_1 = vec4(0.0);

vec4 texcoord1_1 = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 texcoord1_ = _vs2fs_location1;
    texcoord0_1 = texcoord0_;
    texcoord1_1 = texcoord1_;
    vec4 _e1 = texcoord0_1;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec3(_e1.xyz));
    vec4 _e13 = texcoord1_1;
    vec4 _e17 = texture(_group_1_binding_4_fs, vec3(_e13.xyz));
    FragmentOutput _tmp_return = FragmentOutput(clamp(clamp((clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)) + clamp(_e17, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0))), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), vec4(0.0), vec4(1.0)));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

