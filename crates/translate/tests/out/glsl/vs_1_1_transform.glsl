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
    float _e58 = abs(_e55.x);
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
    r2_.w = _e93.w;
    vec4 _e97 = r2_;
    r3_ = vec4(1.0, max(_e97.x, 0.0), (((_e97.x > 0.0) && (_e97.y > 0.0)) ? pow(_e97.y, clamp(_e97.w, -128.0, 128.0)) : 0.0), 1.0);
    vec4 _e113 = r3_;
    r4_ = vec4(1.0, (_e113.y * 2.0), _e113.z, 1.0);
    vec4 _e123 = v3_1;
    a0_.x = ivec4(floor(_e123.xxxx)).x;
    vec4 _e130 = r3_;
    ivec4 _e132 = a0_;
    int _e135 = (_e132.x + 11);
    uint _e136 = uint(_e135);
    vec4 _e143 = _group_0_binding_0_vs.c[min(_e136, 255u)];
    oD0_ = ((_e130.yyyy * ((_e135 == 90) ? vec4(0.5, 2.0, 0.0, 1.0) : ((_e136 < 256u) ? _e143 : vec4(0.0, 0.0, 0.0, 0.0)))) + vec4(0.5, 2.0, 0.0, 1.0).xxxx);
    ivec4 _e155 = a0_;
    int _e158 = (_e155.x + 12);
    uint _e159 = uint(_e158);
    vec4 _e166 = _group_0_binding_0_vs.c[min(_e159, 255u)];
    oD1_ = ((_e158 == 90) ? vec4(0.5, 2.0, 0.0, 1.0) : ((_e159 < 256u) ? _e166 : vec4(0.0, 0.0, 0.0, 0.0)));
    vec4 _e174 = v2_1;
    float _e177 = floor(_e174.x);
    r5_ = vec4(exp2(_e177), (_e174.x - _e177), exp2(_e174.x), 1.0);
    vec4 _e183 = v2_1;
    float _e186 = abs(_e183.y);
    float _e191 = ((_e186 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e186));
    float _e192 = abs(_e183.y);
    float _e193 = floor(_e191);
    r6_ = vec4(_e193, ((_e192 == 0.0) ? 1.0 : (_e192 / exp2(_e193))), _e191, 1.0);
    vec4 _e200 = r5_;
    vec4 _e201 = r6_;
    oT0_ = (_e200 + _e201);
    vec4 _e204 = v2_1;
    vec4 _e207 = oT1_;
    oT1_ = mix(_e207, _e204, bvec4(true, true, false, false));
    vec4 _e209 = r4_;
    oFog = _e209.yyyy;
    vec4 _e216 = oPos;
    vec4 _e219 = _group_0_binding_1_vs.half_pixel;
    vec4 _e226 = oD0_;
    vec4 _e228 = oD1_;
    vec4 _e230 = oT0_;
    vec4 _e231 = oT1_;
    vec4 _e232 = oFog;
    VertexOutput _tmp_return = VertexOutput((_e216 + ((_e219 * vec4(_e216.w)) * vec4(1.0, 1.0, 0.0, 0.0))), clamp(_e226, vec4(0.0), vec4(1.0)), clamp(_e228, vec4(0.0), vec4(1.0)), _e230, _e231, _e232.x);
    gl_Position = _tmp_return.position;
    _vs2fs_location8 = _tmp_return.color0_;
    _vs2fs_location9 = _tmp_return.color1_;
    _vs2fs_location0 = _tmp_return.texcoord0_;
    _vs2fs_location1 = _tmp_return.texcoord1_;
    _vs2fs_location10 = _tmp_return.fog0_;
    return;
}

