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

void d3d_main() {
    vec4 _e1 = v0_1;
    vec4 _e5 = _group_0_binding_0_vs.c[4];
    vec4 _e8 = vec4(0.0);
    r0_ = mix((_e1 * _e5), _e8, bvec4(equal(_e1, _e8).x || equal(_e5, _e8).x, equal(_e1, _e8).y || equal(_e5, _e8).y, equal(_e1, _e8).z || equal(_e5, _e8).z, equal(_e1, _e8).w || equal(_e5, _e8).w));
    vec4 _e15 = r0_;
    vec4 _e19 = _group_0_binding_0_vs.c[5];
    vec4 _e23 = _group_0_binding_0_vs.c[6];
    vec4 _e25 = vec4(0.0);
    r0_ = (mix((_e15 * _e19), _e25, bvec4(equal(_e15, _e25).x || equal(_e19, _e25).x, equal(_e15, _e25).y || equal(_e19, _e25).y, equal(_e15, _e25).z || equal(_e19, _e25).z, equal(_e15, _e25).w || equal(_e19, _e25).w)) + _e23);
    vec4 _e33 = r0_;
    vec4 _e37 = _group_0_binding_0_vs.c[7];
    vec3 _e38 = _e33.xyz;
    vec3 _e39 = _e37.xyz;
    vec3 _e41 = vec3(0.0);
    vec3 _e45 = mix((_e38 * _e39), _e41, bvec3(equal(_e38, _e41).x || equal(_e39, _e41).x, equal(_e38, _e41).y || equal(_e39, _e41).y, equal(_e38, _e41).z || equal(_e39, _e41).z));
    r1_.x = vec4(((_e45.x + _e45.y) + _e45.z)).x;
    vec4 _e56 = r0_;
    vec4 _e60 = _group_0_binding_0_vs.c[8];
    vec4 _e62 = vec4(0.0);
    vec4 _e66 = mix((_e56 * _e60), _e62, bvec4(equal(_e56, _e62).x || equal(_e60, _e62).x, equal(_e56, _e62).y || equal(_e60, _e62).y, equal(_e56, _e62).z || equal(_e60, _e62).z, equal(_e56, _e62).w || equal(_e60, _e62).w));
    r1_.y = vec4((((_e66.x + _e66.y) + _e66.z) + _e66.w)).y;
    vec4 _e79 = r0_;
    vec4 _e83 = _group_0_binding_0_vs.c[0];
    vec4 _e85 = vec4(0.0);
    vec4 _e89 = mix((_e79 * _e83), _e85, bvec4(equal(_e79, _e85).x || equal(_e83, _e85).x, equal(_e79, _e85).y || equal(_e83, _e85).y, equal(_e79, _e85).z || equal(_e83, _e85).z, equal(_e79, _e85).w || equal(_e83, _e85).w));
    vec4 _e100 = _group_0_binding_0_vs.c[1];
    vec4 _e102 = vec4(0.0);
    vec4 _e106 = mix((_e79 * _e100), _e102, bvec4(equal(_e79, _e102).x || equal(_e100, _e102).x, equal(_e79, _e102).y || equal(_e100, _e102).y, equal(_e79, _e102).z || equal(_e100, _e102).z, equal(_e79, _e102).w || equal(_e100, _e102).w));
    vec4 _e117 = _group_0_binding_0_vs.c[2];
    vec4 _e119 = vec4(0.0);
    vec4 _e123 = mix((_e79 * _e117), _e119, bvec4(equal(_e79, _e119).x || equal(_e117, _e119).x, equal(_e79, _e119).y || equal(_e117, _e119).y, equal(_e79, _e119).z || equal(_e117, _e119).z, equal(_e79, _e119).w || equal(_e117, _e119).w));
    vec4 _e134 = _group_0_binding_0_vs.c[3];
    vec4 _e136 = vec4(0.0);
    vec4 _e140 = mix((_e79 * _e134), _e136, bvec4(equal(_e79, _e136).x || equal(_e134, _e136).x, equal(_e79, _e136).y || equal(_e134, _e136).y, equal(_e79, _e136).z || equal(_e134, _e136).z, equal(_e79, _e136).w || equal(_e134, _e136).w));
    oPos = vec4((((_e89.x + _e89.y) + _e89.z) + _e89.w), (((_e106.x + _e106.y) + _e106.z) + _e106.w), (((_e123.x + _e123.y) + _e123.z) + _e123.w), (((_e140.x + _e140.y) + _e140.z) + _e140.w));
    vec4 _e151 = r1_;
    oD0_ = _e151;
}

void main() {
    vec4 v0_ = _p2vs_location0;
    v0_1 = v0_;
    d3d_main();
    vec4 _e3 = oPos;
    vec4 _e6 = _group_0_binding_1_vs.half_pixel;
    vec4 _e16 = oD0_;
    VertexOutput _tmp_return = VertexOutput((_e3 + ((_e6 * vec4(_e3.w)) * vec4(1.0, 1.0, 0.0, 0.0))), clamp(_e16, vec4(0.0), vec4(1.0)));
    gl_Position = _tmp_return.position;
    _vs2fs_location8 = _tmp_return.color0_;
    return;
}

