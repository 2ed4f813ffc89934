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
    vec4 _e25 = clamp(_e24, vec4(0.0), vec4(1.0));
    vec4 _e28 = _group_1_binding_1_fs.fog_color;
    vec4 _e30 = _group_1_binding_1_fs.fog_params;
    uint _e32 = _group_1_binding_1_fs.fog_mode;
    uint _e34 = _group_1_binding_1_fs.fog_use_w;
    float _e41 = ((_e34 != 0u) ? (1.0 / frag_coord.w) : frag_coord.z);
    float _e48 = (_e30.z * _e41);
    vec3 _e67 = mix(_e28.xyz, _e25.xyz, vec3(clamp(((_e32 == 3u) ? ((_e30.y - _e41) / (_e30.y - _e30.x)) : ((_e32 == 2u) ? exp(-((_e48 * _e48))) : ((_e32 == 1u) ? exp(-(_e48)) : fog0_))), 0.0, 1.0)));
    FragmentOutput _tmp_return = FragmentOutput(vec4(_e67.x, _e67.y, _e67.z, _e25.w));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

