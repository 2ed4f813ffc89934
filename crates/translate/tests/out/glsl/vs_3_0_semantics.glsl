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
    vec4 clip_planes[6];
    vec4 point;
    vec4 viewport;
};
struct VertexOutput {
    vec4 position;
    vec4 texcoord0_;
    vec4 texcoord1_;
    vec4 color0_;
    vec4 fog0_;
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

vec4 o1_ = vec4(0.0);

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
layout(location = 10) smooth out vec4 _vs2fs_location10;
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
    bvec4 _e10 = greaterThan(_e6, vec4(0.0));
    p0_ = _e10;
    vec4 _e15 = _group_0_binding_0_vs.c[1];
    vec4 _e19 = r1_;
    vec4 _e20 = mix(_e19, (_e6 + _e15), _e10.xxxx);
    r1_ = _e20;
    vec4 _e23 = _group_0_binding_0_vs.c[2];
    r1_ = mix(_e20, _e23.yyyy, bvec4(bvec4(false, true, false, false).x && not(_e10.yyyy).x, bvec4(false, true, false, false).y && not(_e10.yyyy).y, bvec4(false, true, false, false).z && not(_e10.yyyy).z, bvec4(false, true, false, false).w && not(_e10.yyyy).w));
    vec4 _e33 = _group_0_binding_0_vs.c[3];
    if ((_e6.x < _e33.x)) {
        vec4 _e40 = _group_0_binding_0_vs.c[4];
        r2_ = _e40;
    } else {
        vec4 _e44 = _group_0_binding_0_vs.c[5];
        r2_ = _e44;
    }
    loop_counter = 0;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            int _e71 = loop_counter;
            loop_counter = (_e71 + 1);
        }
        loop_init = false;
        int _e53 = loop_counter;
        if ((_e53 >= min(max(2, 0), 255))) {
            break;
        }
        vec4 _e55 = r2_;
        vec4 _e58 = _group_0_binding_0_vs.c[6];
        vec4 _e59 = (_e55 + _e58);
        r2_ = _e59;
        vec4 _e63 = _group_0_binding_0_vs.c[7];
        if ((_e59.x >= _e63.x)) {
            break;
        }
        bvec4 _e68 = p0_;
        if (_e68.z) {
            break;
        }
    }
    loop_counter_1 = 0;
    int _e78 = aL;
    saved_aL = _e78;
    aL = 0;
    bool loop_init_1 = true;
    while(true) {
        if (!loop_init_1) {
            int _e101 = loop_counter_1;
            loop_counter_1 = (_e101 + 1);
            int _e103 = aL;
            aL = (_e103 + 1);
        }
        loop_init_1 = false;
        int _e80 = loop_counter_1;
        if ((_e80 >= min(max(2, 0), 255))) {
            break;
        }
        vec4 _e82 = r2_;
        int _e83 = aL;
        int _e85 = (_e83 + 4);
        if ((_e85 == 0)) {
        }
        if ((_e85 == 1)) {
            o1_ = _e82;
        }
        if ((_e85 == 2)) {
        }
        if ((_e85 == 3)) {
            o3_ = _e82;
        }
        if ((_e85 == 4)) {
            o4_ = _e82;
        }
        if ((_e85 == 5)) {
            o5_ = _e82;
        }
    }
    int _e106 = saved_aL;
    aL = _e106;
    vec4 _e108 = v0_1;
    vec4 _e109 = v1_1;
    vec4 _e111 = o1_;
    vec4 _e112 = mix(_e111, _e109, bvec4(true, true, false, false));
    o1_ = _e112;
    vec4 _e113 = r1_;
    vec4 _e116 = mix(_e112, _e113.xyyy, bvec4(false, false, true, true));
    o1_ = _e116;
    vec4 _e117 = r2_;
    vec4 _e118 = r0_;
    o3_.x = _e118.x;
    vec4 _e126 = _group_0_binding_1_vs.half_pixel;
    vec4 _e140 = o3_;
    vec4 _e141 = o4_;
    vec4 _e142 = o5_;
    VertexOutput _tmp_return = VertexOutput(((_e108 * vec4((1.0 + _e126.z), (1.0 + _e126.w), 1.0, 1.0)) + ((_e126 * vec4(_e108.w)) * vec4(1.0, 1.0, 0.0, 0.0))), _e116, _e116, _e117, _e140, _e141, _e142);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.texcoord0_;
    _vs2fs_location1 = _tmp_return.texcoord1_;
    _vs2fs_location8 = _tmp_return.color0_;
    _vs2fs_location10 = _tmp_return.fog0_;
    _vs2fs_location2 = _tmp_return.texcoord2_;
    _vs2fs_location3 = _tmp_return.texcoord3_;
    return;
}

