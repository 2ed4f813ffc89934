#version 310 es

precision highp float;
precision highp int;

struct D3DConstants {
    vec4 c[224];
    ivec4 i[16];
    uvec4 b[16];
};
struct FragmentOutput {
    vec4 color0_;
};
layout(binding = 0) uniform highp sampler2D _group_1_binding_2_fs;

vec4 t0_ = vec4(0.0);

vec4 r0_ = vec4(0.0);

vec4 r1_ = vec4(0.0);

vec4 r2_ = vec4(0.0);

bvec4 p0_ = bvec4(false);

layout(std140, binding = 2) uniform D3DConstants_block_0Fragment { D3DConstants _group_1_binding_0_fs; };

vec4 oC0_ = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

void d3d_main() {
    int loop_counter = 0;
    vec4 _e1 = t0_;
    vec4 _e2 = dFdx(_e1);
    r0_ = _e2;
    vec4 _e5 = t0_;
    vec4 _e6 = dFdy(_e5);
    r1_ = _e6;
    vec4 _e9 = t0_;
    vec4 _e11 = r0_;
    vec4 _e13 = r1_;
    vec4 _e19 = textureGrad(_group_1_binding_2_fs, vec2(_e9.xy), _e11.xy, _e13.xy);
    r2_ = _e19;
    vec4 _e22 = r2_;
    p0_ = lessThan(_e22, vec4(0.0, 0.5, 1.0, 0.25).yyyy);
    vec4 _e32 = vec4(0.0, 0.5, 1.0, 0.25).zzzz;
    bvec4 _e35 = p0_;
    bvec4 _e36 = _e35.xyzw;
    vec4 _e37 = r2_;
    r2_ = vec4((_e36.x ? _e32.x : _e37.x), (_e36.y ? _e32.y : _e37.y), (_e36.z ? _e32.z : _e37.z), (_e36.w ? _e32.w : _e37.w));
    vec4 _e56 = r2_;
    bvec4 _e63 = p0_;
    vec4 _e66 = r2_;
    r2_ = vec4(_e66.x, _e66.y, _e66.z, (not(_e63.wwww).w ? (_e56.wwww + vec4(0.0, 0.5, 1.0, 0.25).wwww).w : _e66.w));
    vec4 _e76 = r2_;
    if ((_e76.xxxx.x > vec4(0.0, 0.5, 1.0, 0.25).yyyy.x)) {
        vec4 _e84 = r2_;
        r2_ = (_e84 * vec4(0.0, 0.5, 1.0, 0.25).yyyy);
    } else {
        vec4 _e90 = r2_;
        r2_ = (_e90 + vec4(0.0, 0.5, 1.0, 0.25).wwww);
    }
    loop_counter = 0;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            int _e126 = loop_counter;
            loop_counter = (_e126 + 1);
        }
        loop_init = false;
        int _e107 = loop_counter;
        if ((_e107 >= min(max(ivec4(4, 0, 1, 0).x, 0), 255))) {
            break;
        }
        vec4 _e110 = r2_;
        vec4 _e114 = _group_1_binding_0_fs.c[1];
        r2_ = (_e110 + _e114);
        vec4 _e118 = r2_;
        if ((_e118.yyyy.x > vec4(0.0, 0.5, 1.0, 0.25).zzzz.x)) {
            break;
        }
    }
    vec4 _e130 = r2_;
    oC0_ = _e130;
}

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    t0_ = texcoord0_;
    d3d_main();
    vec4 _e3 = oC0_;
    FragmentOutput _tmp_return = FragmentOutput(_e3);
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

