#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 color0_;
};
layout(binding = 0) uniform highp sampler2D _group_1_binding_2_fs;

layout(binding = 1) uniform highp sampler2D _group_1_binding_4_fs;

vec4 t0_ = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    t0_ = texcoord0_;
    vec4 _e1 = t0_;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    vec4 _e10 = texture(_group_1_binding_4_fs, vec2(_e1.xy));
    FragmentOutput _tmp_return = FragmentOutput((_e5 * vec4(_e10.x, 1.0, 1.0, 1.0)));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

