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

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    int loop_counter = 0;
    t0_ = texcoord0_;
    vec4 _e1 = t0_;
    vec4 _e2 = dFdx(_e1);
    r0_ = _e2;
    vec4 _e4 = t0_;
    vec4 _e5 = dFdy(_e4);
    r1_ = _e5;
    vec4 _e7 = t0_;
    vec4 _e8 = r0_;
    vec4 _e9 = r1_;
    vec4 _e15 = textureGrad(_group_1_binding_2_fs, vec2(_e7.xy), _e8.xy, _e9.xy);
    r2_ = _e15;
    vec4 _e17 = r2_;
    p0_ = lessThan(_e17, vec4(0.0, 0.5, 1.0, 0.25).yyyy);
    bvec4 _e28 = p0_;
    vec4 _e30 = r2_;
    r2_ = mix(_e30, vec4(0.0, 0.5, 1.0, 0.25).zzzz, _e28.xyzw);
    vec4 _e32 = r2_;
    bvec4 _e37 = p0_;
    vec4 _e42 = r2_;
    r2_ = mix(_e42, (_e32.wwww + vec4(0.0, 0.5, 1.0, 0.25).wwww), bvec4(bvec4(false, false, false, true).x && not(_e37.wwww).x, bvec4(false, false, false, true).y && not(_e37.wwww).y, bvec4(false, false, false, true).z && not(_e37.wwww).z, bvec4(false, false, false, true).w && not(_e37.wwww).w));
    vec4 _e44 = r2_;
    if ((_e44.x > 0.5)) {
        vec4 _e50 = r2_;
        r2_ = (_e50 * vec4(0.0, 0.5, 1.0, 0.25).yyyy);
    } else {
        vec4 _e54 = r2_;
        r2_ = (_e54 + vec4(0.0, 0.5, 1.0, 0.25).wwww);
    }
    loop_counter = 0;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            int _e81 = loop_counter;
            loop_counter = (_e81 + 1);
        }
        loop_init = false;
        int _e66 = loop_counter;
        if ((_e66 >= min(max(4, 0), 255))) {
            break;
        }
        vec4 _e68 = r2_;
        vec4 _e72 = _group_1_binding_0_fs.c[1];
        r2_ = (_e68 + _e72);
        vec4 _e74 = r2_;
        if ((_e74.y > 1.0)) {
            break;
        }
    }
    vec4 _e83 = r2_;
    oC0_ = _e83;
    vec4 _e86 = oC0_;
    FragmentOutput _tmp_return = FragmentOutput(_e86);
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

