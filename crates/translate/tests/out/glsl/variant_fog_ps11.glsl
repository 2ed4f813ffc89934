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

vec4 texcoord0_1 = vec4(0.0);

vec4 v0_ = vec4(0.0);

layout(std140, binding = 3) uniform PixelRenderer_block_0Fragment { PixelRenderer _group_1_binding_1_fs; };

layout(location = 8) smooth in vec4 _vs2fs_location8;
layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 10) smooth in float _vs2fs_location10;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 color0_ = _vs2fs_location8;
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 frag_coord = gl_FragCoord;
    float fog0_ = _vs2fs_location10;
    v0_ = color0_;
    texcoord0_1 = texcoord0_;
    vec4 _e1 = texcoord0_1;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    vec4 _e13 = v0_;
    vec4 _e23 = clamp(clamp((clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)) * _e13), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), vec4(0.0), vec4(1.0));
    vec4 _e26 = _group_1_binding_1_fs.fog_color;
    vec4 _e28 = _group_1_binding_1_fs.fog_params;
    uint _e30 = _group_1_binding_1_fs.fog_mode;
    uint _e32 = _group_1_binding_1_fs.fog_use_w;
    float _e39 = ((_e32 != 0u) ? (1.0 / frag_coord.w) : frag_coord.z);
    float _e46 = (_e28.z * _e39);
    vec3 _e65 = mix(_e26.xyz, _e23.xyz, vec3(clamp(((_e30 == 3u) ? ((_e28.y - _e39) / (_e28.y - _e28.x)) : ((_e30 == 2u) ? exp(-((_e46 * _e46))) : ((_e30 == 1u) ? exp(-(_e46)) : fog0_))), 0.0, 1.0)));
    FragmentOutput _tmp_return = FragmentOutput(vec4(_e65.x, _e65.y, _e65.z, _e23.w));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

