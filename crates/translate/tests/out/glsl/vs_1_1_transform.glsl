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
    a0_.x = ivec4(floor(_e114.xxxx)).x;
    ivec4 _e122 = a0_;
    int _e125 = (_e122.x + 11);
    uint _e126 = uint(_e125);
    vec4 _e133 = _group_0_binding_0_vs.c[min(_e126, 255u)];
    int _e146 = (_e122.x + 12);
    uint _e147 = uint(_e146);
    vec4 _e154 = _group_0_binding_0_vs.c[min(_e147, 255u)];
    vec4 _e162 = v2_1;
    float _e165 = floor(_e162.x);
    float _e173 = abs(_e162.y);
    float _e178 = ((_e173 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e173));
    float _e179 = abs(_e162.y);
    float _e180 = floor(_e178);
    vec4 _e191 = oT1_;
    vec4 _e192 = mix(_e191, _e162, bvec4(true, true, false, false));
    oT1_ = _e192;
    vec4 _e201 = _group_0_binding_1_vs.half_pixel;
    VertexOutput _tmp_return = VertexOutput((vec4(dot(_e1, _e6), dot(_e1, _e10), dot(_e1, _e14), _e19) + ((_e201 * vec4(_e19)) * vec4(1.0, 1.0, 0.0, 0.0))), clamp(((vec4(1.0, _e99, _e104, 1.0).yyyy * ((_e125 == 90) ? vec4(0.5, 2.0, 0.0, 1.0) : ((_e126 < 256u) ? _e133 : vec4(0.0, 0.0, 0.0, 0.0)))) + vec4(0.5)), vec4(0.0), vec4(1.0)), clamp(((_e146 == 90) ? vec4(0.5, 2.0, 0.0, 1.0) : ((_e147 < 256u) ? _e154 : vec4(0.0, 0.0, 0.0, 0.0))), vec4(0.0), vec4(1.0)), (vec4(exp2(_e165), (_e162.x - _e165), exp2(_e162.x), 1.0) + vec4(_e180, ((_e179 == 0.0) ? 1.0 : (_e179 / exp2(_e180))), _e178, 1.0)), _e192, _e110);
    gl_Position = _tmp_return.position;
    _vs2fs_location8 = _tmp_return.color0_;
    _vs2fs_location9 = _tmp_return.color1_;
    _vs2fs_location0 = _tmp_return.texcoord0_;
    _vs2fs_location1 = _tmp_return.texcoord1_;
    _vs2fs_location10 = _tmp_return.fog0_;
    return;
}

