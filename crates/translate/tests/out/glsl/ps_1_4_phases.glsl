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
    float depth;
};
layout(binding = 0) uniform highp sampler2D _group_1_binding_2_fs;

layout(binding = 3) uniform highp sampler2D _group_1_binding_8_fs;

layout(binding = 4) uniform highp sampler2D _group_1_binding_10_fs;

vec4 t0_ = vec4(0.0);

vec4 r0_ = vec4(0.0);

vec4 t1_ = vec4(0.0);

vec4 r1_ = vec4(0.0);

vec4 t2_ = vec4(0.0);

vec4 r2_ = vec4(0.0);

layout(std140, binding = 3) uniform PixelRenderer_block_0Fragment { PixelRenderer _group_1_binding_1_fs; };

vec4 r3_ = vec4(0.0);

vec4 t3_ = vec4(0.0);

vec4 r4_ = vec4(0.0);

vec4 r5_ = vec4(0.0);

vec4 oDepth = vec4(0.0);

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
    r0_ = clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e13 = t1_;
    vec4 _e23 = r1_;
    r1_ = mix(_e23, clamp((_e13.xyww / vec4(_e13.w)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), bvec4(true, true, true, false));
    vec4 _e26 = t2_;
    vec4 _e31 = r2_;
    r2_ = mix(_e31, clamp(_e26, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), bvec4(true, true, true, false));
    vec4 _e33 = r1_;
    vec4 _e34 = r0_;
    vec4 _e38 = _group_1_binding_1_fs.bumpenv_mat[3];
    vec4 _e63 = r3_;
    r3_ = mix(_e63, clamp(vec4(((_e33.x + (_e38.x * _e34.x)) + (_e38.z * _e34.y)), ((_e33.y + (_e38.y * _e34.x)) + (_e38.w * _e34.y)), 0.0, 1.0), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), bvec4(true, true, false, false));
    vec4 _e65 = r3_;
    vec4 _e69 = texture(_group_1_binding_8_fs, vec2(_e65.xy));
    r3_ = clamp(_e69, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e74 = t3_;
    vec4 _e78 = texture(_group_1_binding_10_fs, vec2(_e74.xy));
    r4_ = clamp(_e78, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e83 = r0_;
    vec4 _e84 = r3_;
    vec4 _e85 = r4_;
    r0_ = clamp(mix(_e85, _e84, greaterThanEqual(_e83, vec4(0.0))), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e92 = r0_;
    vec4 _e99 = r4_;
    r1_ = clamp(mix(_e99, clamp(vec4(0.5, 0.5, 0.5, 1.0), vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0)), greaterThan(_e92, vec4(0.5))), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e106 = r2_;
    vec4 _e111 = r5_;
    r5_ = mix(_e111, clamp(_e106, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), bvec4(true, true, false, false));
    vec4 _e113 = r5_;
    oDepth = vec4(((_e113.y == 0.0) ? 1.0 : (_e113.x / _e113.y)));
    vec4 _e121 = r0_;
    vec4 _e122 = r1_;
    r0_ = clamp((_e121 * _e122), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e131 = r0_;
    vec4 _e133 = oDepth;
    FragmentOutput _tmp_return = FragmentOutput(clamp(_e131, vec4(0.0), vec4(1.0)), _e133.x);
    _fs2p_location0 = _tmp_return.color0_;
    gl_FragDepth = _tmp_return.depth;
    return;
}

