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
};
vec4 v0_1 = vec4(0.0);

layout(std140, binding = 0) uniform D3DConstants_block_0Vertex { D3DConstants _group_0_binding_0_vs; };

vec4 r1_ = vec4(0.0);

layout(std140, binding = 1) uniform VertexRenderer_block_1Vertex { VertexRenderer _group_0_binding_1_vs; };

layout(location = 0) in vec4 _p2vs_location0;
layout(location = 8) smooth out vec4 _vs2fs_location8;

void main() {
    vec4 v0_ = _p2vs_location0;
    v0_1 = v0_;
    vec4 _e1 = v0_1;
    vec4 _e5 = _group_0_binding_0_vs.c[4];
    vec4 _e8 = vec4(0.0);
    vec4 _e12 = mix((_e1 * _e5), _e8, bvec4(equal(_e1, _e8).x || equal(_e5, _e8).x, equal(_e1, _e8).y || equal(_e5, _e8).y, equal(_e1, _e8).z || equal(_e5, _e8).z, equal(_e1, _e8).w || equal(_e5, _e8).w));
    vec4 _e16 = _group_0_binding_0_vs.c[5];
    vec4 _e19 = _group_0_binding_0_vs.c[6];
    vec4 _e21 = vec4(0.0);
    vec4 _e26 = (mix((_e12 * _e16), _e21, bvec4(equal(_e12, _e21).x || equal(_e16, _e21).x, equal(_e12, _e21).y || equal(_e16, _e21).y, equal(_e12, _e21).z || equal(_e16, _e21).z, equal(_e12, _e21).w || equal(_e16, _e21).w)) + _e19);
    vec4 _e29 = _group_0_binding_0_vs.c[7];
    vec3 _e30 = _e26.xyz;
    vec3 _e31 = _e29.xyz;
    vec3 _e33 = vec3(0.0);
    vec3 _e37 = mix((_e30 * _e31), _e33, bvec3(equal(_e30, _e33).x || equal(_e31, _e33).x, equal(_e30, _e33).y || equal(_e31, _e33).y, equal(_e30, _e33).z || equal(_e31, _e33).z));
    float _e42 = ((_e37.x + _e37.y) + _e37.z);
    r1_.x = _e42;
    vec4 _e48 = _group_0_binding_0_vs.c[8];
    vec4 _e50 = vec4(0.0);
    vec4 _e54 = mix((_e26 * _e48), _e50, bvec4(equal(_e26, _e50).x || equal(_e48, _e50).x, equal(_e26, _e50).y || equal(_e48, _e50).y, equal(_e26, _e50).z || equal(_e48, _e50).z, equal(_e26, _e50).w || equal(_e48, _e50).w));
    float _e61 = (((_e54.x + _e54.y) + _e54.z) + _e54.w);
    r1_.y = _e61;
    vec4 _e66 = _group_0_binding_0_vs.c[0];
    vec4 _e68 = vec4(0.0);
    vec4 _e72 = mix((_e26 * _e66), _e68, bvec4(equal(_e26, _e68).x || equal(_e66, _e68).x, equal(_e26, _e68).y || equal(_e66, _e68).y, equal(_e26, _e68).z || equal(_e66, _e68).z, equal(_e26, _e68).w || equal(_e66, _e68).w));
    vec4 _e82 = _group_0_binding_0_vs.c[1];
    vec4 _e84 = vec4(0.0);
    vec4 _e88 = mix((_e26 * _e82), _e84, bvec4(equal(_e26, _e84).x || equal(_e82, _e84).x, equal(_e26, _e84).y || equal(_e82, _e84).y, equal(_e26, _e84).z || equal(_e82, _e84).z, equal(_e26, _e84).w || equal(_e82, _e84).w));
    vec4 _e98 = _group_0_binding_0_vs.c[2];
    vec4 _e100 = vec4(0.0);
    vec4 _e104 = mix((_e26 * _e98), _e100, bvec4(equal(_e26, _e100).x || equal(_e98, _e100).x, equal(_e26, _e100).y || equal(_e98, _e100).y, equal(_e26, _e100).z || equal(_e98, _e100).z, equal(_e26, _e100).w || equal(_e98, _e100).w));
    vec4 _e114 = _group_0_binding_0_vs.c[3];
    vec4 _e116 = vec4(0.0);
    vec4 _e120 = mix((_e26 * _e114), _e116, bvec4(equal(_e26, _e116).x || equal(_e114, _e116).x, equal(_e26, _e116).y || equal(_e114, _e116).y, equal(_e26, _e116).z || equal(_e114, _e116).z, equal(_e26, _e116).w || equal(_e114, _e116).w));
    float _e127 = (((_e120.x + _e120.y) + _e120.z) + _e120.w);
    vec4 _e130 = r1_;
    vec4 _e135 = _group_0_binding_1_vs.half_pixel;
    VertexOutput _tmp_return = VertexOutput(((vec4((((_e72.x + _e72.y) + _e72.z) + _e72.w), (((_e88.x + _e88.y) + _e88.z) + _e88.w), (((_e104.x + _e104.y) + _e104.z) + _e104.w), _e127) * vec4((1.0 + _e135.z), (1.0 + _e135.w), 1.0, 1.0)) + ((_e135 * vec4(_e127)) * vec4(1.0, 1.0, 0.0, 0.0))), clamp(_e130, vec4(0.0), vec4(1.0)));
    gl_Position = _tmp_return.position;
    _vs2fs_location8 = _tmp_return.color0_;
    return;
}

