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

vec4 t0_ = vec4(0.0);

vec4 r0_ = vec4(0.0);

vec4 v0_ = vec4(0.0);

vec4 oC0_ = vec4(0.0);

layout(std140, binding = 3) uniform PixelRenderer_block_0Fragment { PixelRenderer _group_1_binding_1_fs; };

layout(location = 8) smooth in vec4 _vs2fs_location8;
layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 10) smooth in float _vs2fs_location10;
layout(location = 0) out vec4 _fs2p_location0;

void d3d_main() {
    vec4 _e1 = t0_;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    r0_ = _e5;
    vec4 _e8 = r0_;
    vec4 _e10 = v0_;
    r0_ = (_e8 * _e10);
    vec4 _e14 = r0_;
    oC0_ = _e14;
}

void main() {
    vec4 color0_ = _vs2fs_location8;
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 frag_coord = gl_FragCoord;
    float fog0_ = _vs2fs_location10;
    v0_ = color0_;
    t0_ = texcoord0_;
    d3d_main();
    vec4 _e7 = oC0_;
    vec4 _e10 = _group_1_binding_1_fs.fog_color;
    vec4 _e13 = _group_1_binding_1_fs.fog_params;
    uint _e16 = _group_1_binding_1_fs.fog_mode;
    uint _e19 = _group_1_binding_1_fs.fog_use_w;
    float _e26 = ((_e19 != 0u) ? (1.0 / frag_coord.w) : frag_coord.z);
    float _e33 = (_e13.z * _e26);
    vec3 _e52 = mix(_e10.xyz, _e7.xyz, vec3(clamp(((_e16 == 3u) ? ((_e13.y - _e26) / (_e13.y - _e13.x)) : ((_e16 == 2u) ? exp(-((_e33 * _e33))) : ((_e16 == 1u) ? exp(-(_e33)) : fog0_))), 0.0, 1.0)));
    vec4 _e57 = vec4(_e52.x, _e52.y, _e52.z, _e7.w);
    float _e61 = _group_1_binding_1_fs.alpha_ref;
    if (!((_e57.w >= _e61))) {
        discard;
    }
    FragmentOutput _tmp_return = FragmentOutput(_e57);
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

