#version 310 es

precision highp float;
precision highp int;

struct D3DConstants {
    vec4 c[224];
    ivec4 i[16];
    uvec4 b[16];
};
struct FragmentOutput {
    vec4 color0_;
};
layout(binding = 0) uniform highp sampler2D _group_1_binding_2_fs;

vec4 texcoord0_1 = vec4(0.0);

vec4 t0_ = vec4(0.0);

vec4 texcoord1_1 = vec4(0.0);

vec4 t1_ = vec4(0.0);

vec4 v0_ = vec4(0.0);

vec4 r0_ = vec4(0.0);

vec4 v1_ = vec4(0.0);

vec4 r1_ = vec4(0.0);

layout(std140, binding = 2) uniform D3DConstants_block_0Fragment { D3DConstants _group_1_binding_0_fs; };

layout(location = 8) smooth in vec4 _vs2fs_location8;
layout(location = 9) smooth in vec4 _vs2fs_location9;
layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 color0_ = _vs2fs_location8;
    vec4 color1_ = _vs2fs_location9;
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 texcoord1_ = _vs2fs_location1;
    v0_ = color0_;
    v1_ = color1_;
    t0_ = texcoord0_;
    texcoord0_1 = texcoord0_;
    t1_ = texcoord1_;
    texcoord1_1 = texcoord1_;
    vec4 _e1 = texcoord0_1;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    t0_ = clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e13 = texcoord1_1;
    vec4 _e14 = clamp(_e13, vec4(0.0), vec4(1.0));
    t1_ = clamp(vec4(_e14.x, _e14.y, _e14.z, 1.0), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e24 = t0_;
    vec4 _e26 = v0_;
    r0_ = clamp((_e24 * _e26), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e32 = t0_;
    vec4 _e39 = v1_;
    r1_ = clamp((((((_e32 * vec4(2.0)) - vec4(1.0)) * _e39) + clamp(vec4(0.5, 0.25, 2.0, -3.0), vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0))) * vec4(2.0)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e56 = t1_;
    vec4 _e64 = _group_1_binding_0_fs.c[1];
    vec4 _e74 = r1_;
    r1_ = mix(_e74, clamp(vec4(dot(((_e56 * vec4(2.0)) - vec4(1.0)).xyz, clamp(_e64, vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0)).xyz)), vec4(0.0), vec4(1.0)), bvec4(true, true, true, false));
    vec4 _e76 = r0_;
    vec4 _e79 = t0_;
    r1_.w = clamp((((vec4(1.0) - _e76) + (_e79 - vec4(0.5))) * vec4(0.5)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)).w;
    vec4 _e90 = r0_;
    vec4 _e91 = r1_;
    vec4 _e97 = r1_;
    vec4 _e102 = r0_;
    r0_ = mix(_e102, clamp((_e90 - -(_e91)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), bvec4(true, true, true, false));
    r0_.w = clamp(_e97.wwww, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)).w;
    vec4 _e108 = _group_1_binding_0_fs.c[2];
    vec4 _e112 = r0_;
    vec4 _e113 = r1_;
    r0_ = clamp(((clamp(_e108, vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0)) * (_e112 - _e113)) + _e113), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e120 = r0_;
    vec4 _e122 = r1_;
    vec4 _e125 = _group_1_binding_0_fs.c[3];
    r0_ = clamp(mix(clamp(_e125, vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0)), _e122, greaterThan(_e120.wwww, vec4(0.5))), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e139 = r0_;
    FragmentOutput _tmp_return = FragmentOutput(clamp(_e139, vec4(0.0), vec4(1.0)));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

