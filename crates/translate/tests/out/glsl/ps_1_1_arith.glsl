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

vec4 texcoord1_1 = vec4(0.0);

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
    texcoord0_1 = texcoord0_;
    texcoord1_1 = texcoord1_;
    vec4 _e1 = texcoord0_1;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    vec4 _e10 = clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e13 = texcoord1_1;
    vec4 _e14 = clamp(_e13, vec4(0.0), vec4(1.0));
    vec4 _e25 = v0_;
    vec4 _e29 = clamp((_e10 * _e25), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    r0_ = _e29;
    vec4 _e37 = v1_;
    vec4 _e52 = clamp((((((_e10 * vec4(2.0)) - vec4(1.0)) * _e37) + clamp(vec4(0.5, 0.25, 2.0, -3.0), vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0))) * vec4(2.0)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    r1_ = _e52;
    vec4 _e61 = _group_1_binding_0_fs.c[1];
    r1_ = mix(_e52, clamp(vec4(dot(((clamp(vec4(_e14.x, _e14.y, _e14.z, 1.0), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)) * vec4(2.0)) - vec4(1.0)).xyz, clamp(_e61, vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0)).xyz)), vec4(0.0), vec4(1.0)), bvec4(true, true, true, false));
    r1_.w = clamp((((vec4(1.0) - _e29) + (_e10 - vec4(0.5))).w * 0.5), -8.0, 8.0);
    vec4 _e81 = r1_;
    r0_ = mix(_e29, clamp((_e29 - -(_e81)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), bvec4(true, true, true, false));
    r0_.w = clamp(_e81.wwww, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)).w;
    vec4 _e96 = _group_1_binding_0_fs.c[2];
    vec4 _e100 = r0_;
    vec4 _e106 = clamp(((clamp(_e96, vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0)) * (_e100 - _e81)) + _e81), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    r0_ = _e106;
    vec4 _e110 = _group_1_binding_0_fs.c[3];
    vec4 _e119 = clamp(mix(clamp(_e110, vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0)), _e81, greaterThan(_e106.wwww, vec4(0.5))), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    r0_ = _e119;
    FragmentOutput _tmp_return = FragmentOutput(clamp(_e119, vec4(0.0), vec4(1.0)));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

