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
    float depth;
};
layout(binding = 0) uniform highp sampler2D _group_1_binding_2_fs;

layout(binding = 3) uniform highp sampler2D _group_1_binding_8_fs;

layout(binding = 4) uniform highp sampler2D _group_1_binding_10_fs;

vec4 t0_ = vec4(0.0);

vec4 t1_ = vec4(0.0);

vec4 r1_ = vec4(0.0);

vec4 t2_ = vec4(0.0);

vec4 r2_ = vec4(0.0);

layout(std140, binding = 3) uniform PixelRenderer_block_0Fragment { PixelRenderer _group_1_binding_1_fs; };

vec4 r3_ = vec4(0.0);

vec4 t3_ = vec4(0.0);

vec4 r5_ = vec4(0.0);

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
    t1_ = texcoord1_;
    t2_ = texcoord2_;
    t3_ = texcoord3_;
    vec4 _e1 = t0_;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    vec4 _e10 = clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e13 = t1_;
    vec4 _e23 = r1_;
    vec4 _e24 = mix(_e23, clamp((_e13.xyww / vec4(_e13.w)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), bvec4(true, true, true, false));
    r1_ = _e24;
    vec4 _e26 = t2_;
    vec4 _e31 = r2_;
    vec4 _e32 = mix(_e31, clamp(_e26, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), bvec4(true, true, true, false));
    r2_ = _e32;
    vec4 _e36 = _group_1_binding_1_fs.bumpenv_mat[3];
    vec4 _e61 = r3_;
    vec4 _e62 = mix(_e61, clamp(vec4(((_e24.x + (_e36.x * _e10.x)) + (_e36.z * _e10.y)), ((_e24.y + (_e36.y * _e10.x)) + (_e36.w * _e10.y)), 0.0, 1.0), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), bvec4(true, true, false, false));
    r3_ = _e62;
    vec4 _e66 = texture(_group_1_binding_8_fs, vec2(_e62.xy));
    vec4 _e69 = clamp(_e66, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    r3_ = _e69;
    vec4 _e71 = t3_;
    vec4 _e75 = texture(_group_1_binding_10_fs, vec2(_e71.xy));
    vec4 _e78 = clamp(_e75, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e85 = clamp(mix(_e78, _e69, greaterThanEqual(_e10, vec4(0.0))), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e97 = clamp(mix(_e78, clamp(vec4(0.5, 0.5, 0.5, 1.0), vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0)), greaterThan(_e85, vec4(0.5))), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    r1_ = _e97;
    vec4 _e102 = r5_;
    vec4 _e103 = mix(_e102, clamp(_e32, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), bvec4(true, true, false, false));
    r5_ = _e103;
    float _e108 = ((_e103.y == 0.0) ? 1.0 : (_e103.x / _e103.y));
    FragmentOutput _tmp_return = FragmentOutput(clamp(clamp((_e85 * _e97), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), vec4(0.0), vec4(1.0)), _e108);
    _fs2p_location0 = _tmp_return.color0_;
    gl_FragDepth = _tmp_return.depth;
    return;
}

