diagnostic(off, derivative_uniformity);

struct D3DConstants {
    c: array<vec4<f32>, 256>,
    i: array<vec4<i32>, 16>,
    b: array<vec4<u32>, 16>,
}

struct VertexRenderer {
    half_pixel: vec4<f32>,
    clip_planes: array<vec4<f32>, 6>,
    point: vec4<f32>,
    viewport: vec4<f32>,
}

struct VertexOutput {
    @builtin(position) position: vec4<f32>,
    @location(8) color0_: vec4<f32>,
    @location(9) color1_: vec4<f32>,
    @location(0) texcoord0_: vec4<f32>,
    @location(1) texcoord1_: vec4<f32>,
    @location(10) fog0_: f32,
}

var<private> v0_1: vec4<f32> = vec4<f32>();
@group(0) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> oPos: vec4<f32> = vec4<f32>();
var<private> v1_1: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> r2_: vec4<f32> = vec4<f32>();
var<private> r3_: vec4<f32> = vec4<f32>();
var<private> r4_: vec4<f32> = vec4<f32>();
var<private> v3_1: vec4<f32> = vec4<f32>();
var<private> a0_: vec4<i32> = vec4<i32>();
var<private> oD0_: vec4<f32> = vec4<f32>(1f, 1f, 1f, 1f);
var<private> oD1_: vec4<f32> = vec4<f32>();
var<private> v2_1: vec4<f32> = vec4<f32>();
var<private> r5_: vec4<f32> = vec4<f32>();
var<private> r6_: vec4<f32> = vec4<f32>();
var<private> oT0_: vec4<f32> = vec4<f32>();
var<private> oT1_: vec4<f32> = vec4<f32>();
var<private> oFog: vec4<f32> = vec4<f32>();
@group(0) @binding(1) 
var<uniform> d3d_renderer: VertexRenderer;

@vertex 
fn main(@location(0) v0_: vec4<f32>, @location(1) v1_: vec4<f32>, @location(2) v2_: vec4<f32>, @location(3) v3_: vec4<f32>) -> VertexOutput {
    v0_1 = v0_;
    v1_1 = v1_;
    v2_1 = v2_;
    v3_1 = v3_;
    let _e1 = v0_1;
    let _e6 = d3d_constants.c[0];
    let _e10 = d3d_constants.c[1];
    let _e14 = d3d_constants.c[2];
    let _e18 = d3d_constants.c[3];
    let _e19 = dot(_e1, _e18);
    let _e23 = v1_1;
    let _e26 = d3d_constants.c[4];
    let _e32 = d3d_constants.c[5];
    let _e38 = d3d_constants.c[6];
    let _e45 = r0_;
    let _e46 = select(_e45, vec4<f32>(dot(_e23.xyz, _e26.xyz), dot(_e23.xyz, _e32.xyz), dot(_e23.xyz, _e38.xyz), 0f), vec4<bool>(true, true, true, false));
    r0_ = _e46;
    let _e49 = dot(_e46.xyz, _e46.xyz);
    r1_.x = _e49;
    let _e53 = r1_;
    let _e63 = select(inverseSqrt(abs(_e53.x)), bitcast<f32>(2139095040u), (abs(_e53.x) < 0.000000000000000000000000000000000000011754944f));
    r1_.x = _e63;
    let _e66 = r1_;
    let _e69 = select(_e46, (_e46 * _e66.xxxx), vec4<bool>(true, true, true, false));
    r0_ = _e69;
    let _e72 = d3d_constants.c[8];
    let _e75 = dot(_e69.xyz, _e72.xyz);
    r2_.x = _e75;
    let _e81 = d3d_constants.c[9];
    let _e84 = dot(_e69.xyz, _e81.xyz);
    r2_.y = _e84;
    let _e89 = d3d_constants.c[10];
    r2_.w = _e89.w;
    let _e93 = r2_;
    let _e102 = select(clamp(_e93.w, -127.9961f, 127.9961f), _e93.w, (_e93.w != _e93.w));
    let _e103 = (_e93.x > 0f);
    let _e104 = select(0f, _e93.x, _e103);
    let _e109 = (abs(_e93.y) < 0.000000000000000000000000000000000000011754944f);
    let _e110 = select(abs(_e93.y), 0f, _e109);
    let _e121 = select(0f, select(select(pow(_e110, _e102), 1f, ((_e102 == 0f) || (_e110 == 1f))), bitcast<f32>(2139095040u), (_e109 && (_e102 < 0f))), (_e103 && (_e93.y > 0f)));
    let _e127 = (_e104 * 2f);
    let _e131 = v3_1;
    let _e132 = _e131.xxxx;
    let _e133 = bitcast<vec4<u32>>(_e132);
    let _e135 = vec4(2139095040u);
    let _e136 = (_e133 & _e135);
    let _e138 = vec4(0u);
    a0_.x = vec4<i32>(floor(clamp(select(_e132, vec4(0f), ((_e136 == _e138) | ((_e136 == _e135) & ((_e133 & vec4(8388607u)) != _e138)))), vec4(-2147483600f), vec4(2147483500f)))).x;
    let _e160 = a0_;
    let _e163 = (_e160.x + 11i);
    let _e164 = u32(_e163);
    let _e171 = d3d_constants.c[min(_e164, 255u)];
    let _e184 = (_e160.x + 12i);
    let _e185 = u32(_e184);
    let _e192 = d3d_constants.c[min(_e185, 255u)];
    let _e200 = v2_1;
    let _e203 = floor(_e200.x);
    let _e217 = select(log2(abs(_e200.y)), bitcast<f32>(4286578688u), (abs(_e200.y) < 0.000000000000000000000000000000000000011754944f));
    let _e220 = (bitcast<u32>(_e200.y) & 2147483647u);
    let _e232 = (abs(_e200.y) < 0.000000000000000000000000000000000000011754944f);
    let _e241 = oT1_;
    let _e242 = select(_e241, _e200, vec4<bool>(true, true, false, false));
    oT1_ = _e242;
    let _e251 = d3d_renderer.half_pixel;
    return VertexOutput(((vec4<f32>(dot(_e1, _e6), dot(_e1, _e10), dot(_e1, _e14), _e19) * vec4<f32>((1f + _e251.z), (1f + _e251.w), 1f, 1f)) + ((_e251 * vec4(_e19)) * vec4<f32>(1f, 1f, 0f, 0f))), saturate(((vec4<f32>(1f, _e104, _e121, 1f).yyyy * select(select(vec4<f32>(0f, 0f, 0f, 0f), _e171, (_e164 < 256u)), vec4<f32>(0.5f, 2f, 0f, 1f), (_e163 == 90i))) + vec4(0.5f))), saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e192, (_e185 < 256u)), vec4<f32>(0.5f, 2f, 0f, 1f), (_e184 == 90i))), (vec4<f32>(exp2(_e203), (_e200.x - _e203), exp2(_e200.x), 1f) + vec4<f32>(select((f32((_e220 >> 23u)) - 127f), _e217, _e232), select(bitcast<f32>(((_e220 & 8388607u) | 1065353216u)), 1f, _e232), _e217, 1f)), _e242, _e127);
}
