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

vec4 oPos = vec4(0.0);

vec4 v1_1 = vec4(0.0);

vec4 r0_ = vec4(0.0);

vec4 r1_ = vec4(0.0);

vec4 r2_ = vec4(0.0);

vec4 r3_ = vec4(0.0);

vec4 r4_ = vec4(0.0);

vec4 v3_1 = vec4(0.0);

ivec4 a0_ = ivec4(0);

vec4 oD0_ = vec4(0.0);

vec4 oD1_ = vec4(0.0);

vec4 v2_1 = vec4(0.0);

vec4 r5_ = vec4(0.0);

vec4 r6_ = vec4(0.0);

vec4 oT0_ = vec4(0.0);

vec4 oT1_ = vec4(0.0);

vec4 oFog = vec4(0.0);

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
    oPos = vec4(dot(_e1, _e6), dot(_e1, _e10), dot(_e1, _e14), dot(_e1, _e18));
    vec4 _e23 = v1_1;
    vec4 _e26 = _group_0_binding_0_vs.c[4];
    vec4 _e32 = _group_0_binding_0_vs.c[5];
    vec4 _e38 = _group_0_binding_0_vs.c[6];
    vec4 _e45 = r0_;
    r0_ = mix(_e45, vec4(dot(_e23.xyz, _e26.xyz), dot(_e23.xyz, _e32.xyz), dot(_e23.xyz, _e38.xyz), 0.0), bvec4(true, true, true, false));
    vec4 _e47 = r0_;
    vec4 _e48 = r0_;
    float _e51 = dot(_e47.xyz, _e48.xyz);
    r1_.x = _e51;
    vec4 _e55 = r1_;
    float _e58 = abs(_e55.xxxx.x);
    float _e63 = ((_e58 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e58));
    r1_.x = _e63;
    vec4 _e66 = r0_;
    vec4 _e67 = r1_;
    vec4 _e70 = r0_;
    r0_ = mix(_e70, (_e66 * _e67.xxxx), bvec4(true, true, true, false));
    vec4 _e72 = r0_;
    vec4 _e75 = _group_0_binding_0_vs.c[8];
    float _e78 = dot(_e72.xyz, _e75.xyz);
    r2_.x = _e78;
    vec4 _e82 = r0_;
    vec4 _e85 = _group_0_binding_0_vs.c[9];
    float _e88 = dot(_e82.xyz, _e85.xyz);
    r2_.y = _e88;
    vec4 _e93 = _group_0_binding_0_vs.c[10];
    r2_.w = _e93.wwww.w;
    vec4 _e97 = r2_;
    r3_ = vec4(1.0, max(_e97.x, 0.0), (((_e97.x > 0.0) && (_e97.y > 0.0)) ? pow(_e97.y, clamp(_e97.w, -128.0, 128.0)) : 0.0), 1.0);
    vec4 _e113 = r3_;
    vec4 _e116 = vec4(0.5, 2.0, 0.0, 1.0);
    r4_ = vec4(1.0, (_e113.y * _e116.y), _e113.z, _e116.w);
    vec4 _e125 = v3_1;
    a0_.x = ivec4(floor(_e125.xxxx)).x;
    vec4 _e132 = r3_;
    ivec4 _e134 = a0_;
    int _e137 = (_e134.x + 11);
    uint _e138 = uint(_e137);
    vec4 _e145 = _group_0_binding_0_vs.c[min(_e138, 255u)];
    oD0_ = ((_e132.yyyy * ((_e137 == 90) ? vec4(0.5, 2.0, 0.0, 1.0) : ((_e138 < 256u) ? _e145 : vec4(0.0, 0.0, 0.0, 0.0)))) + vec4(0.5, 2.0, 0.0, 1.0).xxxx);
    ivec4 _e157 = a0_;
    int _e160 = (_e157.x + 12);
    uint _e161 = uint(_e160);
    vec4 _e168 = _group_0_binding_0_vs.c[min(_e161, 255u)];
    oD1_ = ((_e160 == 90) ? vec4(0.5, 2.0, 0.0, 1.0) : ((_e161 < 256u) ? _e168 : vec4(0.0, 0.0, 0.0, 0.0)));
    vec4 _e176 = v2_1;
    float _e179 = floor(_e176.xxxx.x);
    r5_ = vec4(exp2(_e179), (_e176.xxxx.x - _e179), exp2(_e176.xxxx.x), 1.0);
    vec4 _e185 = v2_1;
    float _e188 = abs(_e185.yyyy.x);
    float _e193 = ((_e188 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e188));
    float _e194 = abs(_e185.yyyy.x);
    float _e195 = floor(_e193);
    r6_ = vec4(_e195, ((_e194 == 0.0) ? 1.0 : (_e194 / exp2(_e195))), _e193, 1.0);
    vec4 _e202 = r5_;
    vec4 _e203 = r6_;
    oT0_ = (_e202 + _e203);
    vec4 _e206 = v2_1;
    vec4 _e209 = oT1_;
    oT1_ = mix(_e209, _e206, bvec4(true, true, false, false));
    vec4 _e211 = r4_;
    oFog = _e211.yyyy;
    vec4 _e218 = oPos;
    vec4 _e221 = _group_0_binding_1_vs.half_pixel;
    vec4 _e228 = oD0_;
    vec4 _e230 = oD1_;
    vec4 _e232 = oT0_;
    vec4 _e233 = oT1_;
    vec4 _e234 = oFog;
    VertexOutput _tmp_return = VertexOutput((_e218 + ((_e221 * vec4(_e218.w)) * vec4(1.0, 1.0, 0.0, 0.0))), clamp(_e228, vec4(0.0), vec4(1.0)), clamp(_e230, vec4(0.0), vec4(1.0)), _e232, _e233, _e234.x);
    gl_Position = _tmp_return.position;
    _vs2fs_location8 = _tmp_return.color0_;
    _vs2fs_location9 = _tmp_return.color1_;
    _vs2fs_location0 = _tmp_return.texcoord0_;
    _vs2fs_location1 = _tmp_return.texcoord1_;
    _vs2fs_location10 = _tmp_return.fog0_;
    return;
}

