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

vec4 oT0_ = vec4(0.0);

vec4 t0_ = vec4(0.0);

vec4 oT1_ = vec4(0.0);

layout(std140, binding = 3) uniform PixelRenderer_block_0Fragment { PixelRenderer _group_1_binding_1_fs; };

vec4 t1_ = vec4(0.0);

vec4 oT2_ = vec4(0.0);

vec4 t2_ = vec4(0.0);

vec4 t3_ = vec4(0.0);

vec4 r0_ = vec4(0.0);

vec4 oT3_ = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 2) smooth in vec4 _vs2fs_location2;
layout(location = 3) smooth in vec4 _vs2fs_location3;
layout(location = 0) out vec4 _fs2p_location0;

void d3d_main() {
    vec4 _e1 = oT0_;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    t0_ = clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e13 = t0_;
    vec4 _e15 = oT1_;
    vec4 _e19 = _group_1_binding_1_fs.bumpenv_mat[1];
    vec4 _e42 = texture(_group_1_binding_4_fs, vec2(vec4(((_e15.x + (_e19.x * _e13.x)) + (_e19.z * _e13.y)), ((_e15.y + (_e19.y * _e13.x)) + (_e19.w * _e13.y)), 0.0, 1.0).xy));
    t1_ = clamp(_e42, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e48 = t0_;
    vec4 _e50 = oT2_;
    vec4 _e54 = _group_1_binding_1_fs.bumpenv_mat[2];
    vec4 _e75 = texture(_group_1_binding_6_fs, vec2(vec4(((_e50.x + (_e54.x * _e48.x)) + (_e54.z * _e48.y)), ((_e50.y + (_e54.y * _e48.x)) + (_e54.w * _e48.y)), 0.0, 1.0).xy));
    vec4 _e79 = _group_1_binding_1_fs.bumpenv_lum[2];
    float _e85 = clamp(((_e48.z * _e79.x) + _e79.y), 0.0, 1.0);
    t2_ = clamp((_e75 * vec4(_e85, _e85, _e85, 1.0)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e93 = t0_;
    vec4 _e98 = texture(_group_1_binding_8_fs, vec2(_e93.yzzw.xy));
    t3_ = clamp(_e98, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e104 = t1_;
    vec4 _e106 = t2_;
    r0_ = clamp((_e104 + _e106), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e113 = r0_;
    vec4 _e115 = t3_;
    r0_ = clamp((_e113 * _e115), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
}

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 texcoord1_ = _vs2fs_location1;
    vec4 texcoord2_ = _vs2fs_location2;
    vec4 texcoord3_ = _vs2fs_location3;
    t0_ = texcoord0_;
    oT0_ = texcoord0_;
    t1_ = texcoord1_;
    oT1_ = texcoord1_;
    t2_ = texcoord2_;
    oT2_ = texcoord2_;
    t3_ = texcoord3_;
    oT3_ = texcoord3_;
    d3d_main();
    vec4 _e13 = r0_;
    FragmentOutput _tmp_return = FragmentOutput(_e13);
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

