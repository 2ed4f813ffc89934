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
    vec4 _e7 = r0_;
    vec4 _e9 = v0_;
    r0_ = (_e7 * _e9);
    vec4 _e11 = r0_;
    oC0_ = _e11;
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
    vec4 _e12 = _group_1_binding_1_fs.fog_params;
    uint _e14 = _group_1_binding_1_fs.fog_mode;
    uint _e16 = _group_1_binding_1_fs.fog_use_w;
    float _e23 = ((_e16 != 0u) ? (1.0 / frag_coord.w) : frag_coord.z);
    float _e30 = (_e12.z * _e23);
    vec3 _e49 = mix(_e10.xyz, _e7.xyz, vec3(clamp(((_e14 == 3u) ? ((_e12.y - _e23) / (_e12.y - _e12.x)) : ((_e14 == 2u) ? exp(-((_e30 * _e30))) : ((_e14 == 1u) ? exp(-(_e30)) : fog0_))), 0.0, 1.0)));
    vec4 _e54 = vec4(_e49.x, _e49.y, _e49.z, _e7.w);
    float _e57 = _group_1_binding_1_fs.alpha_ref;
    if (!((_e54.w >= _e57))) {
        discard;
    }
    FragmentOutput _tmp_return = FragmentOutput(_e54);
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

