#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 color0_;
};
vec4 v0_ = vec4(0.0);

vec4 v1_ = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    v0_ = texcoord0_;
    vec4 _e1 = v0_;
    vec4 _e7 = v1_;
    FragmentOutput _tmp_return = FragmentOutput(((_e1 + vec4(0.0, 0.0, 0.0, 0.0)) + _e7));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

