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
};
struct FragmentOutput {
    vec4 color0_;
};
layout(binding = 0) uniform highp sampler2D _group_1_binding_2_fs;

layout(binding = 1) uniform highp sampler2D _group_1_binding_4_fs;

layout(binding = 2) uniform highp sampler2D _group_1_binding_6_fs;

layout(binding = 3) uniform highp sampler2D _group_1_binding_8_fs;

vec4 texcoord0_1 = vec4(0.0);

vec4 t0_ = vec4(0.0);

vec4 texcoord1_1 = vec4(0.0);

layout(std140, binding = 3) uniform PixelRenderer_block_0Fragment { PixelRenderer _group_1_binding_1_fs; };

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
    vec4 _e14 = texcoord1_1;
    vec4 _e18 = _group_1_binding_1_fs.bumpenv_mat[1];
    vec4 _e41 = texture(_group_1_binding_4_fs, vec2(vec4(((_e14.x + (_e18.x * _e12.x)) + (_e18.z * _e12.y)), ((_e14.y + (_e18.y * _e12.x)) + (_e18.w * _e12.y)), 0.0, 1.0).xy));
    t1_ = clamp(_e41, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e46 = t0_;
    vec4 _e48 = texcoord2_1;
    vec4 _e51 = _group_1_binding_1_fs.bumpenv_mat[2];
    vec4 _e72 = texture(_group_1_binding_6_fs, vec2(vec4(((_e48.x + (_e51.x * _e46.x)) + (_e51.z * _e46.y)), ((_e48.y + (_e51.y * _e46.x)) + (_e51.w * _e46.y)), 0.0, 1.0).xy));
    vec4 _e75 = _group_1_binding_1_fs.bumpenv_lum[2];
    float _e81 = clamp(((_e46.z * _e75.x) + _e75.y), 0.0, 1.0);
    t2_ = clamp((_e72 * vec4(_e81, _e81, _e81, 1.0)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e88 = t0_;
    vec4 _e93 = texture(_group_1_binding_8_fs, vec2(_e88.yzzw.xy));
    t3_ = clamp(_e93, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e98 = t1_;
    vec4 _e99 = t2_;
    r0_ = clamp((_e98 + _e99), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e105 = r0_;
    vec4 _e106 = t3_;
    r0_ = clamp((_e105 * _e106), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e115 = r0_;
    FragmentOutput _tmp_return = FragmentOutput(clamp(_e115, vec4(0.0), vec4(1.0)));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

