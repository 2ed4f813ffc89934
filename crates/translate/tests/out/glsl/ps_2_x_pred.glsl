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

vec4 r2_ = vec4(0.0);

layout(std140, binding = 2) uniform D3DConstants_block_0Fragment { D3DConstants _group_1_binding_0_fs; };

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    int loop_counter = 0;
    t0_ = texcoord0_;
    vec4 _e1 = t0_;
    vec4 _e2 = dFdx(_e1);
    vec4 _e4 = dFdy(_e1);
    vec4 _e11 = textureGrad(_group_1_binding_2_fs, vec2(_e1.xy), _e2.xy, _e4.xy);
    r2_ = _e11;
    bvec4 _e15 = lessThan(_e11, vec4(0.5));
    vec4 _e20 = mix(_e11, vec4(1.0), _e15.xyzw);
    r2_ = _e20;
    vec4 _e29 = mix(_e20, (_e20.wwww + vec4(0.25)), bvec4(bvec4(false, false, false, true).x && not(_e15.wwww).x, bvec4(false, false, false, true).y && not(_e15.wwww).y, bvec4(false, false, false, true).z && not(_e15.wwww).z, bvec4(false, false, false, true).w && not(_e15.wwww).w));
    r2_ = _e29;
    if ((_e29.x > 0.5)) {
        vec4 _e34 = r2_;
        r2_ = (_e34 * vec4(0.5));
    } else {
        vec4 _e37 = r2_;
        r2_ = (_e37 + vec4(0.25));
    }
    loop_counter = 0;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            int _e61 = loop_counter;
            loop_counter = (_e61 + 1);
        }
        loop_init = false;
        int _e48 = loop_counter;
        if ((_e48 >= min(max(4, 0), 255))) {
            break;
        }
        vec4 _e50 = r2_;
        vec4 _e54 = _group_1_binding_0_fs.c[1];
        vec4 _e55 = (_e50 + _e54);
        r2_ = _e55;
        if ((_e55.y > 1.0)) {
            break;
        }
    }
    vec4 _e63 = r2_;
    FragmentOutput _tmp_return = FragmentOutput(_e63);
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

