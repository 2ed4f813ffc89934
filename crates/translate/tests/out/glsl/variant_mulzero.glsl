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
    vec4 color0_;
};
vec4 v0_1 = vec4(0.0);

layout(std140, binding = 0) uniform D3DConstants_block_0Vertex { D3DConstants _group_0_binding_0_vs; };

vec4 r0_ = vec4(0.0);

vec4 r1_ = vec4(0.0);

vec4 oPos = vec4(0.0);

vec4 oD0_ = vec4(0.0);

layout(std140, binding = 1) uniform VertexRenderer_block_1Vertex { VertexRenderer _group_0_binding_1_vs; };

layout(location = 0) in vec4 _p2vs_location0;
layout(location = 8) smooth out vec4 _vs2fs_location8;

void main() {
    vec4 v0_ = _p2vs_location0;
    v0_1 = v0_;
    vec4 _e1 = v0_1;
    vec4 _e5 = _group_0_binding_0_vs.c[4];
    vec4 _e8 = vec4(0.0);
    r0_ = mix((_e1 * _e5), _e8, bvec4(equal(_e1, _e8).x || equal(_e5, _e8).x, equal(_e1, _e8).y || equal(_e5, _e8).y, equal(_e1, _e8).z || equal(_e5, _e8).z, equal(_e1, _e8).w || equal(_e5, _e8).w));
    vec4 _e14 = r0_;
    vec4 _e17 = _group_0_binding_0_vs.c[5];
    vec4 _e20 = _group_0_binding_0_vs.c[6];
    vec4 _e22 = vec4(0.0);
    r0_ = (mix((_e14 * _e17), _e22, bvec4(equal(_e14, _e22).x || equal(_e17, _e22).x, equal(_e14, _e22).y || equal(_e17, _e22).y, equal(_e14, _e22).z || equal(_e17, _e22).z, equal(_e14, _e22).w || equal(_e17, _e22).w)) + _e20);
    vec4 _e28 = r0_;
    vec4 _e31 = _group_0_binding_0_vs.c[7];
    vec3 _e32 = _e28.xyz;
    vec3 _e33 = _e31.xyz;
    vec3 _e35 = vec3(0.0);
    vec3 _e39 = mix((_e32 * _e33), _e35, bvec3(equal(_e32, _e35).x || equal(_e33, _e35).x, equal(_e32, _e35).y || equal(_e33, _e35).y, equal(_e32, _e35).z || equal(_e33, _e35).z));
    float _e44 = ((_e39.x + _e39.y) + _e39.z);
    r1_.x = _e44;
    vec4 _e48 = r0_;
    vec4 _e51 = _group_0_binding_0_vs.c[8];
    vec4 _e53 = vec4(0.0);
    vec4 _e57 = mix((_e48 * _e51), _e53, bvec4(equal(_e48, _e53).x || equal(_e51, _e53).x, equal(_e48, _e53).y || equal(_e51, _e53).y, equal(_e48, _e53).z || equal(_e51, _e53).z, equal(_e48, _e53).w || equal(_e51, _e53).w));
    float _e64 = (((_e57.x + _e57.y) + _e57.z) + _e57.w);
    r1_.y = _e64;
    vec4 _e67 = r0_;
    vec4 _e70 = _group_0_binding_0_vs.c[0];
    vec4 _e72 = vec4(0.0);
    vec4 _e76 = mix((_e67 * _e70), _e72, bvec4(equal(_e67, _e72).x || equal(_e70, _e72).x, equal(_e67, _e72).y || equal(_e70, _e72).y, equal(_e67, _e72).z || equal(_e70, _e72).z, equal(_e67, _e72).w || equal(_e70, _e72).w));
    vec4 _e86 = _group_0_binding_0_vs.c[1];
    vec4 _e88 = vec4(0.0);
    vec4 _e92 = mix((_e67 * _e86), _e88, bvec4(equal(_e67, _e88).x || equal(_e86, _e88).x, equal(_e67, _e88).y || equal(_e86, _e88).y, equal(_e67, _e88).z || equal(_e86, _e88).z, equal(_e67, _e88).w || equal(_e86, _e88).w));
    vec4 _e102 = _group_0_binding_0_vs.c[2];
    vec4 _e104 = vec4(0.0);
    vec4 _e108 = mix((_e67 * _e102), _e104, bvec4(equal(_e67, _e104).x || equal(_e102, _e104).x, equal(_e67, _e104).y || equal(_e102, _e104).y, equal(_e67, _e104).z || equal(_e102, _e104).z, equal(_e67, _e104).w || equal(_e102, _e104).w));
    vec4 _e118 = _group_0_binding_0_vs.c[3];
    vec4 _e120 = vec4(0.0);
    vec4 _e124 = mix((_e67 * _e118), _e120, bvec4(equal(_e67, _e120).x || equal(_e118, _e120).x, equal(_e67, _e120).y || equal(_e118, _e120).y, equal(_e67, _e120).z || equal(_e118, _e120).z, equal(_e67, _e120).w || equal(_e118, _e120).w));
    oPos = vec4((((_e76.x + _e76.y) + _e76.z) + _e76.w), (((_e92.x + _e92.y) + _e92.z) + _e92.w), (((_e108.x + _e108.y) + _e108.z) + _e108.w), (((_e124.x + _e124.y) + _e124.z) + _e124.w));
    vec4 _e134 = r1_;
    oD0_ = _e134;
    vec4 _e137 = oPos;
    vec4 _e140 = _group_0_binding_1_vs.half_pixel;
    vec4 _e148 = oD0_;
    VertexOutput _tmp_return = VertexOutput((_e137 + ((_e140 * vec4(_e137.w)) * vec4(1.0, 1.0, 0.0, 0.0))), clamp(_e148, vec4(0.0), vec4(1.0)));
    gl_Position = _tmp_return.position;
    _vs2fs_location8 = _tmp_return.color0_;
    return;
}

