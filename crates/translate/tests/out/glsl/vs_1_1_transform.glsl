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
    float _e63 = ((abs(_e53.x) < 1.1754944e-38) ? uintBitsToFloat(2139095040u) : inversesqrt(abs(_e53.x)));
    r1_.x = _e63;
    vec4 _e66 = r1_;
    vec4 _e69 = mix(_e46, (_e46 * _e66.xxxx), bvec4(true, true, true, false));
    r0_ = _e69;
    vec4 _e72 = _group_0_binding_0_vs.c[8];
    float _e75 = dot(_e69.xyz, _e72.xyz);
    r2_.x = _e75;
    vec4 _e81 = _group_0_binding_0_vs.c[9];
    float _e84 = dot(_e69.xyz, _e81.xyz);
    r2_.y = _e84;
    vec4 _e89 = _group_0_binding_0_vs.c[10];
    r2_.w = _e89.w;
    vec4 _e93 = r2_;
    float _e102 = ((_e93.w != _e93.w) ? _e93.w : clamp(_e93.w, -127.9961, 127.9961));
    bool _e103 = (_e93.x > 0.0);
    float _e104 = (_e103 ? _e93.x : 0.0);
    bool _e109 = (abs(_e93.y) < 1.1754944e-38);
    float _e110 = (_e109 ? 0.0 : abs(_e93.y));
    float _e121 = ((_e103 && (_e93.y > 0.0)) ? ((_e109 && (_e102 < 0.0)) ? uintBitsToFloat(2139095040u) : (((_e102 == 0.0) || (_e110 == 1.0)) ? 1.0 : pow(_e110, _e102))) : 0.0);
    float _e127 = (_e104 * 2.0);
    vec4 _e131 = v3_1;
    vec4 _e132 = _e131.xxxx;
    uvec4 _e133 = floatBitsToUint(_e132);
    uvec4 _e135 = uvec4(2139095040u);
    uvec4 _e136 = (_e133 & _e135);
    uvec4 _e138 = uvec4(0u);
    a0_.x = ivec4(floor(clamp(mix(_e132, vec4(0.0), bvec4(equal(_e136, _e138).x || bvec4(equal(_e136, _e135).x && notEqual((_e133 & uvec4(8388607u)), _e138).x, equal(_e136, _e135).y && notEqual((_e133 & uvec4(8388607u)), _e138).y, equal(_e136, _e135).z && notEqual((_e133 & uvec4(8388607u)), _e138).z, equal(_e136, _e135).w && notEqual((_e133 & uvec4(8388607u)), _e138).w).x, equal(_e136, _e138).y || bvec4(equal(_e136, _e135).x && notEqual((_e133 & uvec4(8388607u)), _e138).x, equal(_e136, _e135).y && notEqual((_e133 & uvec4(8388607u)), _e138).y, equal(_e136, _e135).z && notEqual((_e133 & uvec4(8388607u)), _e138).z, equal(_e136, _e135).w && notEqual((_e133 & uvec4(8388607u)), _e138).w).y, equal(_e136, _e138).z || bvec4(equal(_e136, _e135).x && notEqual((_e133 & uvec4(8388607u)), _e138).x, equal(_e136, _e135).y && notEqual((_e133 & uvec4(8388607u)), _e138).y, equal(_e136, _e135).z && notEqual((_e133 & uvec4(8388607u)), _e138).z, equal(_e136, _e135).w && notEqual((_e133 & uvec4(8388607u)), _e138).w).z, equal(_e136, _e138).w || bvec4(equal(_e136, _e135).x && notEqual((_e133 & uvec4(8388607u)), _e138).x, equal(_e136, _e135).y && notEqual((_e133 & uvec4(8388607u)), _e138).y, equal(_e136, _e135).z && notEqual((_e133 & uvec4(8388607u)), _e138).z, equal(_e136, _e135).w && notEqual((_e133 & uvec4(8388607u)), _e138).w).w)), vec4(-2147483600.0), vec4(2147483500.0)))).x;
    ivec4 _e160 = a0_;
    int _e163 = (_e160.x + 11);
    uint _e164 = uint(_e163);
    vec4 _e171 = _group_0_binding_0_vs.c[min(_e164, 255u)];
    int _e184 = (_e160.x + 12);
    uint _e185 = uint(_e184);
    vec4 _e192 = _group_0_binding_0_vs.c[min(_e185, 255u)];
    vec4 _e200 = v2_1;
    float _e203 = floor(_e200.x);
    float _e217 = ((abs(_e200.y) < 1.1754944e-38) ? uintBitsToFloat(4286578688u) : log2(abs(_e200.y)));
    uint _e220 = (floatBitsToUint(_e200.y) & 2147483647u);
    bool _e232 = (abs(_e200.y) < 1.1754944e-38);
    vec4 _e241 = oT1_;
    vec4 _e242 = mix(_e241, _e200, bvec4(true, true, false, false));
    oT1_ = _e242;
    vec4 _e251 = _group_0_binding_1_vs.half_pixel;
    VertexOutput _tmp_return = VertexOutput(((vec4(dot(_e1, _e6), dot(_e1, _e10), dot(_e1, _e14), _e19) * vec4((1.0 + _e251.z), (1.0 + _e251.w), 1.0, 1.0)) + ((_e251 * vec4(_e19)) * vec4(1.0, 1.0, 0.0, 0.0))), clamp(((vec4(1.0, _e104, _e121, 1.0).yyyy * ((_e163 == 90) ? vec4(0.5, 2.0, 0.0, 1.0) : ((_e164 < 256u) ? _e171 : vec4(0.0, 0.0, 0.0, 0.0)))) + vec4(0.5)), vec4(0.0), vec4(1.0)), clamp(((_e184 == 90) ? vec4(0.5, 2.0, 0.0, 1.0) : ((_e185 < 256u) ? _e192 : vec4(0.0, 0.0, 0.0, 0.0))), vec4(0.0), vec4(1.0)), (vec4(exp2(_e203), (_e200.x - _e203), exp2(_e200.x), 1.0) + vec4((_e232 ? _e217 : (float((_e220 >> 23u)) - 127.0)), (_e232 ? 1.0 : uintBitsToFloat(((_e220 & 8388607u) | 1065353216u))), _e217, 1.0)), _e242, _e127);
    gl_Position = _tmp_return.position;
    _vs2fs_location8 = _tmp_return.color0_;
    _vs2fs_location9 = _tmp_return.color1_;
    _vs2fs_location0 = _tmp_return.texcoord0_;
    _vs2fs_location1 = _tmp_return.texcoord1_;
    _vs2fs_location10 = _tmp_return.fog0_;
    return;
}

