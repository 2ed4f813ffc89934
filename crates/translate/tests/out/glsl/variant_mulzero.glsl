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
    vec4 _e17 = mix((_e1 * _e5), vec4(0.0), bvec4(lessThan(abs(_e1), vec4(1.1754944e-38)).x || lessThan(abs(_e5), vec4(1.1754944e-38)).x, lessThan(abs(_e1), vec4(1.1754944e-38)).y || lessThan(abs(_e5), vec4(1.1754944e-38)).y, lessThan(abs(_e1), vec4(1.1754944e-38)).z || lessThan(abs(_e5), vec4(1.1754944e-38)).z, lessThan(abs(_e1), vec4(1.1754944e-38)).w || lessThan(abs(_e5), vec4(1.1754944e-38)).w));
    vec4 _e21 = _group_0_binding_0_vs.c[5];
    vec4 _e24 = _group_0_binding_0_vs.c[6];
    vec4 _e35 = (mix((_e17 * _e21), vec4(0.0), bvec4(lessThan(abs(_e17), vec4(1.1754944e-38)).x || lessThan(abs(_e21), vec4(1.1754944e-38)).x, lessThan(abs(_e17), vec4(1.1754944e-38)).y || lessThan(abs(_e21), vec4(1.1754944e-38)).y, lessThan(abs(_e17), vec4(1.1754944e-38)).z || lessThan(abs(_e21), vec4(1.1754944e-38)).z, lessThan(abs(_e17), vec4(1.1754944e-38)).w || lessThan(abs(_e21), vec4(1.1754944e-38)).w)) + _e24);
    vec4 _e38 = _group_0_binding_0_vs.c[7];
    vec3 _e39 = _e35.xyz;
    vec3 _e40 = _e38.xyz;
    vec3 _e50 = mix((_e39 * _e40), vec3(0.0), bvec3(lessThan(abs(_e39), vec3(1.1754944e-38)).x || lessThan(abs(_e40), vec3(1.1754944e-38)).x, lessThan(abs(_e39), vec3(1.1754944e-38)).y || lessThan(abs(_e40), vec3(1.1754944e-38)).y, lessThan(abs(_e39), vec3(1.1754944e-38)).z || lessThan(abs(_e40), vec3(1.1754944e-38)).z));
    float _e55 = ((_e50.x + _e50.y) + _e50.z);
    r1_.x = _e55;
    vec4 _e61 = _group_0_binding_0_vs.c[8];
    vec4 _e71 = mix((_e35 * _e61), vec4(0.0), bvec4(lessThan(abs(_e35), vec4(1.1754944e-38)).x || lessThan(abs(_e61), vec4(1.1754944e-38)).x, lessThan(abs(_e35), vec4(1.1754944e-38)).y || lessThan(abs(_e61), vec4(1.1754944e-38)).y, lessThan(abs(_e35), vec4(1.1754944e-38)).z || lessThan(abs(_e61), vec4(1.1754944e-38)).z, lessThan(abs(_e35), vec4(1.1754944e-38)).w || lessThan(abs(_e61), vec4(1.1754944e-38)).w));
    float _e78 = (((_e71.x + _e71.y) + _e71.z) + _e71.w);
    r1_.y = _e78;
    vec4 _e83 = _group_0_binding_0_vs.c[0];
    vec4 _e93 = mix((_e35 * _e83), vec4(0.0), bvec4(lessThan(abs(_e35), vec4(1.1754944e-38)).x || lessThan(abs(_e83), vec4(1.1754944e-38)).x, lessThan(abs(_e35), vec4(1.1754944e-38)).y || lessThan(abs(_e83), vec4(1.1754944e-38)).y, lessThan(abs(_e35), vec4(1.1754944e-38)).z || lessThan(abs(_e83), vec4(1.1754944e-38)).z, lessThan(abs(_e35), vec4(1.1754944e-38)).w || lessThan(abs(_e83), vec4(1.1754944e-38)).w));
    vec4 _e103 = _group_0_binding_0_vs.c[1];
    vec4 _e113 = mix((_e35 * _e103), vec4(0.0), bvec4(lessThan(abs(_e35), vec4(1.1754944e-38)).x || lessThan(abs(_e103), vec4(1.1754944e-38)).x, lessThan(abs(_e35), vec4(1.1754944e-38)).y || lessThan(abs(_e103), vec4(1.1754944e-38)).y, lessThan(abs(_e35), vec4(1.1754944e-38)).z || lessThan(abs(_e103), vec4(1.1754944e-38)).z, lessThan(abs(_e35), vec4(1.1754944e-38)).w || lessThan(abs(_e103), vec4(1.1754944e-38)).w));
    vec4 _e123 = _group_0_binding_0_vs.c[2];
    vec4 _e133 = mix((_e35 * _e123), vec4(0.0), bvec4(lessThan(abs(_e35), vec4(1.1754944e-38)).x || lessThan(abs(_e123), vec4(1.1754944e-38)).x, lessThan(abs(_e35), vec4(1.1754944e-38)).y || lessThan(abs(_e123), vec4(1.1754944e-38)).y, lessThan(abs(_e35), vec4(1.1754944e-38)).z || lessThan(abs(_e123), vec4(1.1754944e-38)).z, lessThan(abs(_e35), vec4(1.1754944e-38)).w || lessThan(abs(_e123), vec4(1.1754944e-38)).w));
    vec4 _e143 = _group_0_binding_0_vs.c[3];
    vec4 _e153 = mix((_e35 * _e143), vec4(0.0), bvec4(lessThan(abs(_e35), vec4(1.1754944e-38)).x || lessThan(abs(_e143), vec4(1.1754944e-38)).x, lessThan(abs(_e35), vec4(1.1754944e-38)).y || lessThan(abs(_e143), vec4(1.1754944e-38)).y, lessThan(abs(_e35), vec4(1.1754944e-38)).z || lessThan(abs(_e143), vec4(1.1754944e-38)).z, lessThan(abs(_e35), vec4(1.1754944e-38)).w || lessThan(abs(_e143), vec4(1.1754944e-38)).w));
    float _e160 = (((_e153.x + _e153.y) + _e153.z) + _e153.w);
    vec4 _e163 = r1_;
    vec4 _e168 = _group_0_binding_1_vs.half_pixel;
    VertexOutput _tmp_return = VertexOutput(((vec4((((_e93.x + _e93.y) + _e93.z) + _e93.w), (((_e113.x + _e113.y) + _e113.z) + _e113.w), (((_e133.x + _e133.y) + _e133.z) + _e133.w), _e160) * vec4((1.0 + _e168.z), (1.0 + _e168.w), 1.0, 1.0)) + ((_e168 * vec4(_e160)) * vec4(1.0, 1.0, 0.0, 0.0))), clamp(_e163, vec4(0.0), vec4(1.0)));
    gl_Position = _tmp_return.position;
    _vs2fs_location8 = _tmp_return.color0_;
    return;
}

