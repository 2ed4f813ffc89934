#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 color0_;
};
vec4 r0_ = vec4(0.0);

layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 _e14 = clamp(clamp(vec4(0.1, 0.2, 0.3, 0.4), vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    r0_ = _e14;
    r0_ = mix(_e14, clamp(clamp(vec4(0.5, 0.6, 0.7, 0.8), vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), bvec4(true, true, true, false));
    r0_.w = clamp(_e14.zzzz, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)).w;
    vec4 _e35 = r0_;
    FragmentOutput _tmp_return = FragmentOutput(clamp(_e35, vec4(0.0), vec4(1.0)));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

