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
    vec4 color1_;
    vec4 texcoord0_;
    vec4 texcoord1_;
    float fog0_;
};
vec4 v0_1 = vec4(0.0);

layout(std140, binding = 0) uniform D3DConstants_block_0Vertex { D3DConstants _group_0_binding_0_vs; };

vec4 v1_1 = vec4(0.0);

vec4 r0_ = vec4(0.0);

vec4 r1_ = vec4(0.0);

vec4 r2_ = vec4(0.0);

vec4 v3_1 = vec4(0.0);

ivec4 a0_ = ivec4(0);

vec4 v2_1 = vec4(0.0);

vec4 oT1_ = vec4(0.0);

layout(std140, binding = 1) uniform VertexRenderer_block_1Vertex { VertexRenderer _group_0_binding_1_vs; };

layout(location = 0) in vec4 _p2vs_location0;
layout(location = 1) in vec4 _p2vs_location1;
layout(location = 2) in vec4 _p2vs_location2;
layout(location = 3) in vec4 _p2vs_location3;
layout(location = 8) smooth out vec4 _vs2fs_location8;
layout(location = 9) smooth out vec4 _vs2fs_location9;
layout(location = 0) smooth out vec4 _vs2fs_location0;
layout(location = 1) smooth out vec4 _vs2fs_location1;
layout(location = 10) smooth out float _vs2fs_location10;

void main() {
    vec4 v0_ = _p2vs_location0;
    vec4 v1_ = _p2vs_location1;
    vec4 v2_ = _p2vs_location2;
    vec4 v3_ = _p2vs_location3;
    v0_1 = v0_;
    v1_1 = v1_;
    v2_1 = v2_;
    v3_1 = v3_;
    vec4 _e1 = v0_1;
    vec4 _e6 = _group_0_binding_0_vs.c[0];
    vec4 _e10 = _group_0_binding_0_vs.c[1];
    vec4 _e14 = _group_0_binding_0_vs.c[2];
    vec4 _e18 = _group_0_binding_0_vs.c[3];
    float _e19 = dot(_e1, _e18);
    vec4 _e23 = v1_1;
    vec4 _e26 = _group_0_binding_0_vs.c[4];
    vec4 _e32 = _group_0_binding_0_vs.c[5];
    vec4 _e38 = _group_0_binding_0_vs.c[6];
    vec4 _e45 = r0_;
    vec4 _e46 = mix(_e45, vec4(dot(_e23.xyz, _e26.xyz), dot(_e23.xyz, _e32.xyz), dot(_e23.xyz, _e38.xyz), 0.0), bvec4(true, true, true, false));
    r0_ = _e46;
    float _e49 = dot(_e46.xyz, _e46.xyz);
    r1_.x = _e49;
    vec4 _e53 = r1_;
    float _e56 = abs(_e53.x);
    float _e61 = ((_e56 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e56));
    r1_.x = _e61;
    vec4 _e64 = r1_;
    vec4 _e67 = mix(_e46, (_e46 * _e64.xxxx), bvec4(true, true, true, false));
    r0_ = _e67;
    vec4 _e70 = _group_0_binding_0_vs.c[8];
    float _e73 = dot(_e67.xyz, _e70.xyz);
    r2_.x = _e73;
    vec4 _e79 = _group_0_binding_0_vs.c[9];
    float _e82 = dot(_e67.xyz, _e79.xyz);
    r2_.y = _e82;
    vec4 _e87 = _group_0_binding_0_vs.c[10];
    r2_.w = _e87.w;
    vec4 _e91 = r2_;
    float _e99 = max(_e91.x, 0.0);
    float _e104 = (((_e91.x > 0.0) && (_e91.y > 0.0)) ? pow(_e91.y, clamp(_e91.w, -128.0, 128.0)) : 0.0);
    float _e110 = (_e99 * 2.0);
    vec4 _e114 = v3_1;
    vec4 _e115 = _e114.xxxx;
    uvec4 _e116 = floatBitsToUint(_e115);
    uvec4 _e118 = uvec4(2139095040u);
    uvec4 _e119 = (_e116 & _e118);
    uvec4 _e121 = uvec4(0u);
    a0_.x = ivec4(floor(clamp(mix(_e115, vec4(0.0), bvec4(equal(_e119, _e121).x || bvec4(equal(_e119, _e118).x && notEqual((_e116 & uvec4(8388607u)), _e121).x, equal(_e119, _e118).y && notEqual((_e116 & uvec4(8388607u)), _e121).y, equal(_e119, _e118).z && notEqual((_e116 & uvec4(8388607u)), _e121).z, equal(_e119, _e118).w && notEqual((_e116 & uvec4(8388607u)), _e121).w).x, equal(_e119, _e121).y || bvec4(equal(_e119, _e118).x && notEqual((_e116 & uvec4(8388607u)), _e121).x, equal(_e119, _e118).y && notEqual((_e116 & uvec4(8388607u)), _e121).y, equal(_e119, _e118).z && notEqual((_e116 & uvec4(8388607u)), _e121).z, equal(_e119, _e118).w && notEqual((_e116 & uvec4(8388607u)), _e121).w).y, equal(_e119, _e121).z || bvec4(equal(_e119, _e118).x && notEqual((_e116 & uvec4(8388607u)), _e121).x, equal(_e119, _e118).y && notEqual((_e116 & uvec4(8388607u)), _e121).y, equal(_e119, _e118).z && notEqual((_e116 & uvec4(8388607u)), _e121).z, equal(_e119, _e118).w && notEqual((_e116 & uvec4(8388607u)), _e121).w).z, equal(_e119, _e121).w || bvec4(equal(_e119, _e118).x && notEqual((_e116 & uvec4(8388607u)), _e121).x, equal(_e119, _e118).y && notEqual((_e116 & uvec4(8388607u)), _e121).y, equal(_e119, _e118).z && notEqual((_e116 & uvec4(8388607u)), _e121).z, equal(_e119, _e118).w && notEqual((_e116 & uvec4(8388607u)), _e121).w).w)), vec4(-2147483600.0), vec4(2147483500.0)))).x;
    ivec4 _e143 = a0_;
    int _e146 = (_e143.x + 11);
    uint _e147 = uint(_e146);
    vec4 _e154 = _group_0_binding_0_vs.c[min(_e147, 255u)];
    int _e167 = (_e143.x + 12);
    uint _e168 = uint(_e167);
    vec4 _e175 = _group_0_binding_0_vs.c[min(_e168, 255u)];
    vec4 _e183 = v2_1;
    float _e186 = floor(_e183.x);
    float _e194 = abs(_e183.y);
    float _e199 = ((_e194 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e194));
    float _e200 = abs(_e183.y);
    float _e201 = floor(_e199);
    vec4 _e212 = oT1_;
    vec4 _e213 = mix(_e212, _e183, bvec4(true, true, false, false));
    oT1_ = _e213;
    vec4 _e222 = _group_0_binding_1_vs.half_pixel;
    VertexOutput _tmp_return = VertexOutput(((vec4(dot(_e1, _e6), dot(_e1, _e10), dot(_e1, _e14), _e19) * vec4((1.0 + _e222.z), (1.0 + _e222.w), 1.0, 1.0)) + ((_e222 * vec4(_e19)) * vec4(1.0, 1.0, 0.0, 0.0))), clamp(((vec4(1.0, _e99, _e104, 1.0).yyyy * ((_e146 == 90) ? vec4(0.5, 2.0, 0.0, 1.0) : ((_e147 < 256u) ? _e154 : vec4(0.0, 0.0, 0.0, 0.0)))) + vec4(0.5)), vec4(0.0), vec4(1.0)), clamp(((_e167 == 90) ? vec4(0.5, 2.0, 0.0, 1.0) : ((_e168 < 256u) ? _e175 : vec4(0.0, 0.0, 0.0, 0.0))), vec4(0.0), vec4(1.0)), (vec4(exp2(_e186), (_e183.x - _e186), exp2(_e183.x), 1.0) + vec4(_e201, ((_e200 == 0.0) ? 1.0 : (_e200 / exp2(_e201))), _e199, 1.0)), _e213, _e110);
    gl_Position = _tmp_return.position;
    _vs2fs_location8 = _tmp_return.color0_;
    _vs2fs_location9 = _tmp_return.color1_;
    _vs2fs_location0 = _tmp_return.texcoord0_;
    _vs2fs_location1 = _tmp_return.texcoord1_;
    _vs2fs_location10 = _tmp_return.fog0_;
    return;
}

