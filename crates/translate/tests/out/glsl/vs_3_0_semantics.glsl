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

void d3d_main() {
    int loop_counter = 0;
    int loop_counter_1 = 0;
    int saved_aL = 0;
    vec4 _e1 = v1_1;
    vec4 _e6 = textureLod(_group_0_binding_2_vs, vec2(_e1.xy), _e1.w);
    r0_ = _e6;
    vec4 _e9 = r0_;
    p0_ = greaterThan(_e9, vec4(0.0, 0.0, 0.0, 0.0));
    vec4 _e15 = r0_;
    vec4 _e19 = _group_0_binding_0_vs.c[1];
    vec4 _e20 = (_e15 + _e19);
    bvec4 _e23 = p0_;
    bvec4 _e24 = _e23.xxxx;
    vec4 _e25 = r1_;
    r1_ = vec4((_e24.x ? _e20.x : _e25.x), (_e24.y ? _e20.y : _e25.y), (_e24.z ? _e20.z : _e25.z), (_e24.w ? _e20.w : _e25.w));
    vec4 _e46 = _group_0_binding_0_vs.c[2];
    bvec4 _e50 = p0_;
    vec4 _e53 = r1_;
    r1_ = vec4(_e53.x, (not(_e50.yyyy).y ? _e46.yyyy.y : _e53.y), _e53.z, _e53.w);
    vec4 _e63 = r0_;
    vec4 _e68 = _group_0_binding_0_vs.c[3];
    if ((_e63.xxxx.x < _e68.xxxx.x)) {
        vec4 _e76 = _group_0_binding_0_vs.c[4];
        r2_ = _e76;
    } else {
        vec4 _e81 = _group_0_binding_0_vs.c[5];
        r2_ = _e81;
    }
    loop_counter = 0;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            int _e120 = loop_counter;
            loop_counter = (_e120 + 1);
        }
        loop_init = false;
        int _e95 = loop_counter;
        if ((_e95 >= min(max(ivec4(2, 0, 1, 0).x, 0), 255))) {
            break;
        }
        vec4 _e98 = r2_;
        vec4 _e102 = _group_0_binding_0_vs.c[6];
        r2_ = (_e98 + _e102);
        vec4 _e106 = r2_;
        vec4 _e111 = _group_0_binding_0_vs.c[7];
        if ((_e106.xxxx.x >= _e111.xxxx.x)) {
            break;
        }
        bvec4 _e117 = p0_;
        if (_e117.z) {
            break;
        }
    }
    ivec4 _e127 = ivec4(2, 0, 1, 0);
    loop_counter_1 = 0;
    int _e136 = aL;
    saved_aL = _e136;
    aL = _e127.y;
    bool loop_init_1 = true;
    while(true) {
        if (!loop_init_1) {
            int _e168 = loop_counter_1;
            loop_counter_1 = (_e168 + 1);
            int _e172 = aL;
            aL = (_e172 + _e127.z);
        }
        loop_init_1 = false;
        int _e141 = loop_counter_1;
        if ((_e141 >= min(max(_e127.x, 0), 255))) {
            break;
        }
        vec4 _e144 = r2_;
        int _e146 = aL;
        int _e148 = (_e146 + 4);
        if ((_e148 == 0)) {
            o0_ = _e144;
        }
        if ((_e148 == 1)) {
            o1_ = _e144;
        }
        if ((_e148 == 2)) {
            o2_ = _e144;
        }
        if ((_e148 == 3)) {
            o3_ = _e144;
        }
        if ((_e148 == 4)) {
            o4_ = _e144;
        }
        if ((_e148 == 5)) {
            o5_ = _e144;
        }
    }
    int _e175 = saved_aL;
    aL = _e175;
    vec4 _e178 = v0_1;
    o0_ = _e178;
    vec4 _e181 = v1_1;
    o1_.x = _e181.x;
    o1_.y = _e181.y;
    vec4 _e188 = r1_;
    vec4 _e189 = _e188.xyyy;
    o1_.z = _e189.z;
    o1_.w = _e189.w;
    vec4 _e196 = r2_;
    o2_ = _e196;
    vec4 _e199 = r0_;
    o3_.x = _e199.xxxx.x;
}

void main() {
    vec4 v0_ = _p2vs_location0;
    vec4 v1_ = _p2vs_location1;
    v0_1 = v0_;
    v1_1 = v1_;
    d3d_main();
    vec4 _e5 = o0_;
    vec4 _e8 = _group_0_binding_1_vs.half_pixel;
    vec4 _e18 = o1_;
    vec4 _e21 = o1_;
    vec4 _e24 = o2_;
    vec4 _e26 = o3_;
    vec4 _e30 = o4_;
    vec4 _e32 = o5_;
    VertexOutput _tmp_return = VertexOutput((_e5 + ((_e8 * vec4(_e5.w)) * vec4(1.0, 1.0, 0.0, 0.0))), _e18.xyyy, _e21.zwww, _e24, _e26.xxxx.x, _e30, _e32);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.texcoord0_;
    _vs2fs_location1 = _tmp_return.texcoord1_;
    _vs2fs_location8 = _tmp_return.color0_;
    _vs2fs_location10 = _tmp_return.fog0_;
    _vs2fs_location2 = _tmp_return.texcoord2_;
    _vs2fs_location3 = _tmp_return.texcoord3_;
    return;
}

