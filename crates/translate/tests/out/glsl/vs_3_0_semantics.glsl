#version 310 es

precision highp float;
precision highp int;

struct D3DConstants {
    vec4 c[256];
    ivec4 i[16];
    uvec4 b[16];
};
struct VertexRenderer {
    vec4 half_pixel;
};
struct VertexOutput {
    vec4 position;
    vec4 texcoord0_;
    vec4 texcoord1_;
    vec4 color0_;
    float fog0_;
    vec4 texcoord2_;
    vec4 texcoord3_;
};
layout(binding = 16) uniform highp sampler2D _group_0_binding_2_vs;

vec4 v1_1 = vec4(0.0);

vec4 r0_ = vec4(0.0);

bvec4 p0_ = bvec4(false);

layout(std140, binding = 0) uniform D3DConstants_block_0Vertex { D3DConstants _group_0_binding_0_vs; };

vec4 r1_ = vec4(0.0);

vec4 r2_ = vec4(0.0);

int aL = 0;

vec4 o0_ = vec4(0.0);

vec4 o1_ = vec4(0.0);

vec4 o2_ = vec4(0.0);

vec4 o3_ = vec4(0.0);

vec4 o4_ = vec4(0.0);

vec4 o5_ = vec4(0.0);

vec4 v0_1 = vec4(0.0);

layout(std140, binding = 1) uniform VertexRenderer_block_1Vertex { VertexRenderer _group_0_binding_1_vs; };

layout(location = 0) in vec4 _p2vs_location0;
layout(location = 1) in vec4 _p2vs_location1;
layout(location = 0) smooth out vec4 _vs2fs_location0;
layout(location = 1) smooth out vec4 _vs2fs_location1;
layout(location = 8) smooth out vec4 _vs2fs_location8;
layout(location = 10) smooth out float _vs2fs_location10;
layout(location = 2) smooth out vec4 _vs2fs_location2;
layout(location = 3) smooth out vec4 _vs2fs_location3;

void main() {
    vec4 v0_ = _p2vs_location0;
    vec4 v1_ = _p2vs_location1;
    int loop_counter = 0;
    int loop_counter_1 = 0;
    int saved_aL = 0;
    v0_1 = v0_;
    v1_1 = v1_;
    vec4 _e1 = v1_1;
    vec4 _e6 = textureLod(_group_0_binding_2_vs, vec2(_e1.xy), _e1.w);
    r0_ = _e6;
    vec4 _e8 = r0_;
    p0_ = greaterThan(_e8, vec4(0.0, 0.0, 0.0, 0.0));
    vec4 _e13 = r0_;
    vec4 _e17 = _group_0_binding_0_vs.c[1];
    bvec4 _e20 = p0_;
    vec4 _e22 = r1_;
    r1_ = mix(_e22, (_e13 + _e17), _e20.xxxx);
    vec4 _e26 = _group_0_binding_0_vs.c[2];
    bvec4 _e28 = p0_;
    vec4 _e33 = r1_;
    r1_ = mix(_e33, _e26.yyyy, bvec4(bvec4(false, true, false, false).x && not(_e28.yyyy).x, bvec4(false, true, false, false).y && not(_e28.yyyy).y, bvec4(false, true, false, false).z && not(_e28.yyyy).z, bvec4(false, true, false, false).w && not(_e28.yyyy).w));
    vec4 _e35 = r0_;
    vec4 _e39 = _group_0_binding_0_vs.c[3];
    if ((_e35.xxxx.x < _e39.xxxx.x)) {
        vec4 _e46 = _group_0_binding_0_vs.c[4];
        r2_ = _e46;
    } else {
        vec4 _e50 = _group_0_binding_0_vs.c[5];
        r2_ = _e50;
    }
    loop_counter = 0;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            int _e79 = loop_counter;
            loop_counter = (_e79 + 1);
        }
        loop_init = false;
        int _e60 = loop_counter;
        if ((_e60 >= min(max(ivec4(2, 0, 1, 0).x, 0), 255))) {
            break;
        }
        vec4 _e62 = r2_;
        vec4 _e65 = _group_0_binding_0_vs.c[6];
        r2_ = (_e62 + _e65);
        vec4 _e67 = r2_;
        vec4 _e71 = _group_0_binding_0_vs.c[7];
        if ((_e67.xxxx.x >= _e71.xxxx.x)) {
            break;
        }
        bvec4 _e76 = p0_;
        if (_e76.z) {
            break;
        }
    }
    ivec4 _e81 = ivec4(2, 0, 1, 0);
    loop_counter_1 = 0;
    int _e87 = aL;
    saved_aL = _e87;
    aL = _e81.y;
    bool loop_init_1 = true;
    while(true) {
        if (!loop_init_1) {
            int _e112 = loop_counter_1;
            loop_counter_1 = (_e112 + 1);
            int _e114 = aL;
            aL = (_e114 + _e81.z);
        }
        loop_init_1 = false;
        int _e91 = loop_counter_1;
        if ((_e91 >= min(max(_e81.x, 0), 255))) {
            break;
        }
        vec4 _e93 = r2_;
        int _e94 = aL;
        int _e96 = (_e94 + 4);
        if ((_e96 == 0)) {
            o0_ = _e93;
        }
        if ((_e96 == 1)) {
            o1_ = _e93;
        }
        if ((_e96 == 2)) {
            o2_ = _e93;
        }
        if ((_e96 == 3)) {
            o3_ = _e93;
        }
        if ((_e96 == 4)) {
            o4_ = _e93;
        }
        if ((_e96 == 5)) {
            o5_ = _e93;
        }
    }
    int _e117 = saved_aL;
    aL = _e117;
    vec4 _e119 = v0_1;
    o0_ = _e119;
    vec4 _e120 = v1_1;
    vec4 _e122 = o1_;
    o1_ = mix(_e122, _e120, bvec4(true, true, false, false));
    vec4 _e124 = r1_;
    vec4 _e127 = o1_;
    o1_ = mix(_e127, _e124.xyyy, bvec4(false, false, true, true));
    vec4 _e129 = r2_;
    o2_ = _e129;
    vec4 _e130 = r0_;
    o3_.x = _e130.xxxx.x;
    vec4 _e136 = o0_;
    vec4 _e139 = _group_0_binding_1_vs.half_pixel;
    vec4 _e147 = o1_;
    vec4 _e149 = o1_;
    vec4 _e151 = o2_;
    vec4 _e152 = o3_;
    vec4 _e155 = o4_;
    vec4 _e156 = o5_;
    VertexOutput _tmp_return = VertexOutput((_e136 + ((_e139 * vec4(_e136.w)) * vec4(1.0, 1.0, 0.0, 0.0))), _e147.xyyy, _e149.zwww, _e151, _e152.xxxx.x, _e155, _e156);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.texcoord0_;
    _vs2fs_location1 = _tmp_return.texcoord1_;
    _vs2fs_location8 = _tmp_return.color0_;
    _vs2fs_location10 = _tmp_return.fog0_;
    _vs2fs_location2 = _tmp_return.texcoord2_;
    _vs2fs_location3 = _tmp_return.texcoord3_;
    return;
}

