#version 310 es

precision highp float;
precision highp int;

struct PixelRenderer {
    vec4 fog_color;
    vec4 fog_params;
    vec4 bumpenv_mat[4];
    vec4 bumpenv_lum[4];
    float alpha_ref;
    uint fog_mode;
    uint fog_use_w;
    float alpha_scale;
    vec4 lod_bias[4];
};
struct FragmentOutput {
    vec4 color0_;
};
layout(binding = 0) uniform highp sampler2D _group_1_binding_2_fs;

layout(binding = 1) uniform highp sampler2D _group_1_binding_4_fs;

layout(binding = 2) uniform highp sampler2D _group_1_binding_6_fs;

layout(binding = 3) uniform highp sampler2D _group_1_binding_8_fs;

vec4 texcoord0_1 = vec4(0.0);

vec4 texcoord1_1 = vec4(0.0);

layout(std140, binding = 3) uniform PixelRenderer_block_0Fragment { PixelRenderer _group_1_binding_1_fs; };

vec4 texcoord2_1 = vec4(0.0);

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
    texcoord0_1 = texcoord0_;
    texcoord1_1 = texcoord1_;
    texcoord2_1 = texcoord2_;
    vec4 _e1 = texcoord0_1;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    vec4 _e10 = clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e13 = texcoord1_1;
    vec4 _e17 = _group_1_binding_1_fs.bumpenv_mat[1];
    vec4 _e40 = texture(_group_1_binding_4_fs, vec2(vec4(((_e13.x + (_e17.x * _e10.x)) + (_e17.z * _e10.y)), ((_e13.y + (_e17.y * _e10.x)) + (_e17.w * _e10.y)), 0.0, 1.0).xy));
    vec4 _e46 = texcoord2_1;
    vec4 _e49 = _group_1_binding_1_fs.bumpenv_mat[2];
    vec4 _e70 = texture(_group_1_binding_6_fs, vec2(vec4(((_e46.x + (_e49.x * _e10.x)) + (_e49.z * _e10.y)), ((_e46.y + (_e49.y * _e10.x)) + (_e49.w * _e10.y)), 0.0, 1.0).xy));
    vec4 _e73 = _group_1_binding_1_fs.bumpenv_lum[2];
    float _e79 = clamp(((_e10.z * _e73.x) + _e73.y), 0.0, 1.0);
    vec4 _e90 = texture(_group_1_binding_8_fs, vec2(_e10.yzzw.xy));
    FragmentOutput _tmp_return = FragmentOutput(clamp(clamp((clamp((clamp(_e40, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)) + clamp((_e70 * vec4(_e79, _e79, _e79, 1.0)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0))), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)) * clamp(_e90, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0))), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), vec4(0.0), vec4(1.0)));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

