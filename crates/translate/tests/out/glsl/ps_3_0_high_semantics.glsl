#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 color0_;
};
vec4 v0_ = vec4(0.0);

vec4 v1_ = vec4(0.0);

vec4 v2_ = vec4(0.0);

vec4 v3_ = vec4(0.0);

vec4 v4_ = vec4(0.0);

vec4 v5_ = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 8) smooth in vec4 _vs2fs_location8;
layout(location = 2) smooth in vec4 _vs2fs_location2;
layout(location = 5) smooth in vec4 _vs2fs_location5;
layout(location = 3) smooth in vec4 _vs2fs_location3;
layout(location = 4) smooth in vec4 _vs2fs_location4;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 texcoord1_ = _vs2fs_location1;
    vec4 color0_ = _vs2fs_location8;
    vec4 blendindices0_ = _vs2fs_location2;
    vec4 depth0_ = _vs2fs_location5;
    vec4 texcoord8_ = _vs2fs_location3;
    vec4 color2_ = _vs2fs_location4;
    v0_.x = texcoord0_.x;
    v0_.y = texcoord0_.y;
    v0_.z = texcoord1_.z;
    v0_.w = texcoord1_.w;
    v1_ = color0_;
    v2_ = blendindices0_;
    v3_ = depth0_;
    v4_ = texcoord8_;
    v5_ = color2_;
    vec4 _e1 = v0_;
    vec4 _e3 = v1_;
    vec4 _e7 = v2_;
    vec4 _e10 = v3_;
    vec4 _e13 = v4_;
    vec4 _e16 = v5_;
    FragmentOutput _tmp_return = FragmentOutput((((((_e1 + _e3) + _e7) + _e10) + _e13) + _e16));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

