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

void d3d_main() {
    vec4 _e1 = v0_1;
    vec4 _e6 = _group_0_binding_0_vs.c[0];
    vec4 _e11 = _group_0_binding_0_vs.c[1];
    vec4 _e16 = _group_0_binding_0_vs.c[2];
    vec4 _e21 = _group_0_binding_0_vs.c[3];
    oPos = vec4(dot(_e1, _e6), dot(_e1, _e11), dot(_e1, _e16), dot(_e1, _e21));
    vec4 _e26 = v1_1;
    vec4 _e30 = _group_0_binding_0_vs.c[4];
    vec4 _e37 = _group_0_binding_0_vs.c[5];
    vec4 _e44 = _group_0_binding_0_vs.c[6];
    vec4 _e48 = vec4(dot(_e26.xyz, _e30.xyz), dot(_e26.xyz, _e37.xyz), dot(_e26.xyz, _e44.xyz), 0.0);
    r0_.x = _e48.x;
    r0_.y = _e48.y;
    r0_.z = _e48.z;
    vec4 _e57 = r0_;
    vec4 _e59 = r0_;
    r1_.x = vec4(dot(_e57.xyz, _e59.xyz)).x;
    vec4 _e68 = r1_;
    float _e71 = abs(_e68.xxxx.x);
    r1_.x = vec4(((_e71 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e71))).x;
    vec4 _e82 = r0_;
    vec4 _e84 = r1_;
    vec4 _e86 = (_e82 * _e84.xxxx);
    r0_.x = _e86.x;
    r0_.y = _e86.y;
    r0_.z = _e86.z;
    vec4 _e95 = r0_;
    vec4 _e99 = _group_0_binding_0_vs.c[8];
    r2_.x = vec4(dot(_e95.xyz, _e99.xyz)).x;
    vec4 _e108 = r0_;
    vec4 _e112 = _group_0_binding_0_vs.c[9];
    r2_.y = vec4(dot(_e108.xyz, _e112.xyz)).y;
    vec4 _e123 = _group_0_binding_0_vs.c[10];
    r2_.w = _e123.wwww.w;
    vec4 _e129 = r2_;
    r3_ = vec4(1.0, max(_e129.x, 0.0), (((_e129.x > 0.0) && (_e129.y > 0.0)) ? pow(_e129.y, clamp(_e129.w, -128.0, 128.0)) : 0.0), 1.0);
    vec4 _e146 = r3_;
    vec4 _e149 = vec4(0.5, 2.0, 0.0, 1.0);
    r4_ = vec4(1.0, (_e146.y * _e149.y), _e146.z, _e149.w);
    vec4 _e158 = v3_1;
    a0_.x = ivec4(floor(_e158.xxxx)).x;
    vec4 _e166 = r3_;
    ivec4 _e169 = a0_;
    int _e172 = (_e169.x + 11);
    uint _e173 = uint(_e172);
    vec4 _e181 = _group_0_binding_0_vs.c[min(_e173, 255u)];
    oD0_ = ((_e166.yyyy * ((_e172 == 90) ? vec4(0.5, 2.0, 0.0, 1.0) : ((_e173 < 256u) ? _e181 : vec4(0.0, 0.0, 0.0, 0.0)))) + vec4(0.5, 2.0, 0.0, 1.0).xxxx);
    ivec4 _e194 = a0_;
    int _e197 = (_e194.x + 12);
    uint _e198 = uint(_e197);
    vec4 _e206 = _group_0_binding_0_vs.c[min(_e198, 255u)];
    oD1_ = ((_e197 == 90) ? vec4(0.5, 2.0, 0.0, 1.0) : ((_e198 < 256u) ? _e206 : vec4(0.0, 0.0, 0.0, 0.0)));
    vec4 _e215 = v2_1;
    float _e218 = floor(_e215.xxxx.x);
    r5_ = vec4(exp2(_e218), (_e215.xxxx.x - _e218), exp2(_e215.xxxx.x), 1.0);
    vec4 _e225 = v2_1;
    float _e228 = abs(_e225.yyyy.x);
    float _e233 = ((_e228 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e228));
    float _e234 = abs(_e225.yyyy.x);
    float _e235 = floor(_e233);
    r6_ = vec4(_e235, ((_e234 == 0.0) ? 1.0 : (_e234 / exp2(_e235))), _e233, 1.0);
    vec4 _e243 = r5_;
    vec4 _e245 = r6_;
    oT0_ = (_e243 + _e245);
    vec4 _e249 = v2_1;
    oT1_.x = _e249.x;
    oT1_.y = _e249.y;
    vec4 _e256 = r4_;
    oFog = _e256.yyyy;
}

void main() {
    vec4 v0_ = _p2vs_location0;
    vec4 v1_ = _p2vs_location1;
    vec4 v2_ = _p2vs_location2;
    vec4 v3_ = _p2vs_location3;
    v0_1 = v0_;
    v1_1 = v1_;
    v2_1 = v2_;
    v3_1 = v3_;
    d3d_main();
    vec4 _e9 = oPos;
    vec4 _e12 = _group_0_binding_1_vs.half_pixel;
    vec4 _e22 = oD0_;
    vec4 _e25 = oD1_;
    vec4 _e28 = oT0_;
    vec4 _e30 = oT1_;
    vec4 _e32 = oFog;
    VertexOutput _tmp_return = VertexOutput((_e9 + ((_e12 * vec4(_e9.w)) * vec4(1.0, 1.0, 0.0, 0.0))), clamp(_e22, vec4(0.0), vec4(1.0)), clamp(_e25, vec4(0.0), vec4(1.0)), _e28, _e30, _e32.x);
    gl_Position = _tmp_return.position;
    _vs2fs_location8 = _tmp_return.color0_;
    _vs2fs_location9 = _tmp_return.color1_;
    _vs2fs_location0 = _tmp_return.texcoord0_;
    _vs2fs_location1 = _tmp_return.texcoord1_;
    _vs2fs_location10 = _tmp_return.fog0_;
    return;
}

