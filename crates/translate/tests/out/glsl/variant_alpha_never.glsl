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
vec4 v0_ = vec4(0.0);

layout(std140, binding = 3) uniform PixelRenderer_block_0Fragment { PixelRenderer _group_1_binding_1_fs; };

layout(location = 8) smooth in vec4 _vs2fs_location8;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 color0_ = _vs2fs_location8;
    v0_ = color0_;
    vec4 _e1 = v0_;
    float _e7 = _group_1_binding_1_fs.alpha_ref;
    float _e9 = _group_1_binding_1_fs.alpha_scale;
    bool _e11 = (_e9 > 0.0);
    if (!(false)) {
        discard;
    }
    FragmentOutput _tmp_return = FragmentOutput(_e1);
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

