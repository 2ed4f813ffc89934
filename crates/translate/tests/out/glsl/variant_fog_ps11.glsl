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

vec4 texcoord0_1 = vec4(0.0);

vec4 t0_ = vec4(0.0);

vec4 v0_ = vec4(0.0);

vec4 r0_ = vec4(0.0);

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
    t0_ = texcoord0_;
    texcoord0_1 = texcoord0_;
    vec4 _e1 = texcoord0_1;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    t0_ = clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e12 = t0_;
    vec4 _e14 = v0_;
    r0_ = clamp((_e12 * _e14), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e24 = r0_;
    vec4 _e27 = _group_1_binding_1_fs.fog_color;
    vec4 _e29 = _group_1_binding_1_fs.fog_params;
    uint _e31 = _group_1_binding_1_fs.fog_mode;
    uint _e33 = _group_1_binding_1_fs.fog_use_w;
    float _e40 = ((_e33 != 0u) ? (1.0 / frag_coord.w) : frag_coord.z);
    float _e47 = (_e29.z * _e40);
    vec3 _e66 = mix(_e27.xyz, _e24.xyz, vec3(clamp(((_e31 == 3u) ? ((_e29.y - _e40) / (_e29.y - _e29.x)) : ((_e31 == 2u) ? exp(-((_e47 * _e47))) : ((_e31 == 1u) ? exp(-(_e47)) : fog0_))), 0.0, 1.0)));
    FragmentOutput _tmp_return = FragmentOutput(vec4(_e66.x, _e66.y, _e66.z, _e24.w));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

