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

vec4 oT0_ = vec4(0.0);

vec4 oT1_ = vec4(0.0);

vec4 oT2_ = vec4(0.0);

vec4 oT3_ = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 2) smooth in vec4 _vs2fs_location2;
layout(location = 3) smooth in vec4 _vs2fs_location3;
layout(location = 0) out vec4 _fs2p_location0;

void d3d_main() {
    vec4 _e1 = t0_;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    r0_ = clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e13 = t1_;
    vec4 _e14 = _e13.xyww;
    vec4 _e20 = clamp((_e14 / vec4(_e14.w)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    r1_.x = _e20.x;
    r1_.y = _e20.y;
    r1_.z = _e20.z;
    vec4 _e29 = t2_;
    vec4 _e32 = clamp(_e29, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    r2_.x = _e32.x;
    r2_.y = _e32.y;
    r2_.z = _e32.z;
    vec4 _e41 = r1_;
    vec4 _e43 = r0_;
    vec4 _e47 = _group_1_binding_1_fs.bumpenv_mat[3];
    vec4 _e69 = clamp(vec4(((_e41.x + (_e47.x * _e43.x)) + (_e47.z * _e43.y)), ((_e41.y + (_e47.y * _e43.x)) + (_e47.w * _e43.y)), 0.0, 1.0), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    r3_.x = _e69.x;
    r3_.y = _e69.y;
    vec4 _e76 = r3_;
    vec4 _e80 = texture(_group_1_binding_8_fs, vec2(_e76.xy));
    r3_ = clamp(_e80, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e86 = t3_;
    vec4 _e90 = texture(_group_1_binding_10_fs, vec2(_e86.xy));
    r4_ = clamp(_e90, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e96 = r0_;
    vec4 _e98 = r3_;
    vec4 _e100 = r4_;
    r0_ = clamp(mix(_e100, _e98, greaterThanEqual(_e96, vec4(0.0))), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e109 = r0_;
    vec4 _e117 = r4_;
    r1_ = clamp(mix(_e117, clamp(vec4(0.5, 0.5, 0.5, 1.0), vec4(-1.0, -1.0, -1.0, -1.0), vec4(1.0, 1.0, 1.0, 1.0)), greaterThan(_e109, vec4(0.5))), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e126 = r2_;
    vec4 _e129 = clamp(_e126, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    r5_.x = _e129.x;
    r5_.y = _e129.y;
    vec4 _e136 = r5_;
    oDepth = vec4(((_e136.y == 0.0) ? 1.0 : (_e136.x / _e136.y)));
    vec4 _e145 = r0_;
    vec4 _e147 = r1_;
    r0_ = clamp((_e145 * _e147), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
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
    vec4 _e15 = oDepth;
    FragmentOutput _tmp_return = FragmentOutput(_e13, _e15.x);
    _fs2p_location0 = _tmp_return.color0_;
    gl_FragDepth = _tmp_return.depth;
    return;
}

