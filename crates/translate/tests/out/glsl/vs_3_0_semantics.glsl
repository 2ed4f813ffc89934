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
    if ((_e35.x < _e39.x)) {
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
            int _e78 = loop_counter;
            loop_counter = (_e78 + 1);
        }
        loop_init = false;
        int _e59 = loop_counter;
        if ((_e59 >= min(max(2, 0), 255))) {
            break;
        }
        vec4 _e61 = r2_;
        vec4 _e64 = _group_0_binding_0_vs.c[6];
        r2_ = (_e61 + _e64);
        vec4 _e66 = r2_;
        vec4 _e70 = _group_0_binding_0_vs.c[7];
        if ((_e66.x >= _e70.x)) {
            break;
        }
        bvec4 _e75 = p0_;
        if (_e75.z) {
            break;
        }
    }
    loop_counter_1 = 0;
    int _e85 = aL;
    saved_aL = _e85;
    aL = 0;
    bool loop_init_1 = true;
    while(true) {
        if (!loop_init_1) {
            int _e108 = loop_counter_1;
            loop_counter_1 = (_e108 + 1);
            int _e110 = aL;
            aL = (_e110 + 1);
        }
        loop_init_1 = false;
        int _e87 = loop_counter_1;
        if ((_e87 >= min(max(2, 0), 255))) {
            break;
        }
        vec4 _e89 = r2_;
        int _e90 = aL;
        int _e92 = (_e90 + 4);
        if ((_e92 == 0)) {
            o0_ = _e89;
        }
        if ((_e92 == 1)) {
            o1_ = _e89;
        }
        if ((_e92 == 2)) {
            o2_ = _e89;
        }
        if ((_e92 == 3)) {
            o3_ = _e89;
        }
        if ((_e92 == 4)) {
            o4_ = _e89;
        }
        if ((_e92 == 5)) {
            o5_ = _e89;
        }
    }
    int _e113 = saved_aL;
    aL = _e113;
    vec4 _e115 = v0_1;
    o0_ = _e115;
    vec4 _e116 = v1_1;
    vec4 _e118 = o1_;
    o1_ = mix(_e118, _e116, bvec4(true, true, false, false));
    vec4 _e120 = r1_;
    vec4 _e123 = o1_;
    o1_ = mix(_e123, _e120.xyyy, bvec4(false, false, true, true));
    vec4 _e125 = r2_;
    o2_ = _e125;
    vec4 _e126 = r0_;
    o3_.x = _e126.x;
    vec4 _e132 = o0_;
    vec4 _e135 = _group_0_binding_1_vs.half_pixel;
    vec4 _e143 = o1_;
    vec4 _e145 = o1_;
    vec4 _e147 = o2_;
    vec4 _e148 = o3_;
    vec4 _e150 = o4_;
    vec4 _e151 = o5_;
    VertexOutput _tmp_return = VertexOutput((_e132 + ((_e135 * vec4(_e132.w)) * vec4(1.0, 1.0, 0.0, 0.0))), _e143.xyyy, _e145.zwww, _e147, _e148.xxxx, _e150, _e151);
    gl_Position = _tmp_return.position;
    _vs2fs_location0 = _tmp_return.texcoord0_;
    _vs2fs_location1 = _tmp_return.texcoord1_;
    _vs2fs_location8 = _tmp_return.color0_;
    _vs2fs_location10 = _tmp_return.fog0_;
    _vs2fs_location2 = _tmp_return.texcoord2_;
    _vs2fs_location3 = _tmp_return.texcoord3_;
    return;
}

