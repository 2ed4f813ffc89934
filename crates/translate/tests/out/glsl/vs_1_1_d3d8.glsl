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
    vec4 color0_;
    vec4 texcoord0_;
};
vec4 v0_1 = vec4(0.0);

layout(std140, binding = 0) uniform D3DConstants_block_0Vertex { D3DConstants _group_0_binding_0_vs; };

vec4 oPos = vec4(0.0);

vec4 v5_1 = vec4(0.0);

vec4 v7_1 = vec4(0.0);

layout(std140, binding = 1) uniform VertexRenderer_block_1Vertex { VertexRenderer _group_0_binding_1_vs; };

layout(location = 0) in vec4 _p2vs_location0;
layout(location = 5) in vec4 _p2vs_location5;
layout(location = 7) in vec4 _p2vs_location7;
layout(location = 8) smooth out vec4 _vs2fs_location8;
layout(location = 0) smooth out vec4 _vs2fs_location0;

void main() {
    vec4 v0_ = _p2vs_location0;
    vec4 v5_ = _p2vs_location5;
    vec4 v7_ = _p2vs_location7;
    v0_1 = v0_;
    v5_1 = v5_;
    v7_1 = v7_;
    vec4 _e1 = v0_1;
    vec4 _e5 = _group_0_binding_0_vs.c[0];
    float _e6 = dot(_e1, _e5);
    oPos.x = _e6;
    vec4 _e12 = _group_0_binding_0_vs.c[1];
    float _e13 = dot(_e1, _e12);
    oPos.y = _e13;
    vec4 _e18 = _group_0_binding_0_vs.c[2];
    float _e19 = dot(_e1, _e18);
    oPos.z = _e19;
    vec4 _e24 = _group_0_binding_0_vs.c[3];
    float _e25 = dot(_e1, _e24);
    oPos.w = _e25;
    vec4 _e29 = v5_1;
    vec4 _e32 = v7_1;
    vec4 _e37 = oPos;
    vec4 _e40 = _group_0_binding_1_vs.half_pixel;
    VertexOutput _tmp_return = VertexOutput(((_e37 * vec4((1.0 + _e40.z), (1.0 + _e40.w), 1.0, 1.0)) + ((_e40 * vec4(_e37.w)) * vec4(1.0, 1.0, 0.0, 0.0))), clamp(_e29, vec4(0.0), vec4(1.0)), _e32);
    gl_Position = _tmp_return.position;
    _vs2fs_location8 = _tmp_return.color0_;
    _vs2fs_location0 = _tmp_return.texcoord0_;
    return;
}

