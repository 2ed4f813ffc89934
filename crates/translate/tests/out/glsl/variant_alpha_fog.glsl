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

vec4 t0_ = vec4(0.0);

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
    t0_ = texcoord0_;
    vec4 _e1 = t0_;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    vec4 _e8 = v0_;
    vec4 _e9 = (_e5 * _e8);
    vec4 _e17 = _group_1_binding_1_fs.fog_color;
    vec4 _e19 = _group_1_binding_1_fs.fog_params;
    uint _e21 = _group_1_binding_1_fs.fog_mode;
    uint _e23 = _group_1_binding_1_fs.fog_use_w;
    float _e30 = ((_e23 != 0u) ? (1.0 / frag_coord.w) : frag_coord.z);
    float _e37 = (_e19.z * _e30);
    vec3 _e56 = mix(_e17.xyz, _e9.xyz, vec3(clamp(((_e21 == 3u) ? ((_e19.y - _e30) / (_e19.y - _e19.x)) : ((_e21 == 2u) ? exp(-((_e37 * _e37))) : ((_e21 == 1u) ? exp(-(_e37)) : fog0_))), 0.0, 1.0)));
    float _e63 = _group_1_binding_1_fs.alpha_ref;
    float _e65 = _group_1_binding_1_fs.alpha_scale;
    bool _e67 = (_e65 > 0.0);
    if (!(((_e67 ? roundEven((clamp(_e9.w, 0.0, 1.0) * _e65)) : _e9.w) >= (_e67 ? roundEven((_e63 * _e65)) : _e63)))) {
        discard;
    }
    FragmentOutput _tmp_return = FragmentOutput(vec4(_e56.x, _e56.y, _e56.z, _e9.w));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

