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
    let _e56 = abs(_e53.x);
    let _e61 = select(inverseSqrt(_e56), bitcast<f32>(2139095040u), (_e56 == 0f));
    r1_.x = _e61;
    let _e64 = r1_;
    let _e67 = select(_e46, (_e46 * _e64.xxxx), vec4<bool>(true, true, true, false));
    r0_ = _e67;
    let _e70 = d3d_constants.c[8];
    let _e73 = dot(_e67.xyz, _e70.xyz);
    r2_.x = _e73;
    let _e79 = d3d_constants.c[9];
    let _e82 = dot(_e67.xyz, _e79.xyz);
    r2_.y = _e82;
    let _e87 = d3d_constants.c[10];
    r2_.w = _e87.w;
    let _e91 = r2_;
    let _e99 = max(_e91.x, 0f);
    let _e104 = select(0f, pow(_e91.y, clamp(_e91.w, -128f, 128f)), ((_e91.x > 0f) && (_e91.y > 0f)));
    let _e110 = (_e99 * 2f);
    let _e114 = v3_1;
    let _e115 = _e114.xxxx;
    let _e116 = bitcast<vec4<u32>>(_e115);
    let _e118 = vec4(2139095040u);
    let _e119 = (_e116 & _e118);
    let _e121 = vec4(0u);
    a0_.x = vec4<i32>(floor(clamp(select(_e115, vec4(0f), ((_e119 == _e121) | ((_e119 == _e118) & ((_e116 & vec4(8388607u)) != _e121)))), vec4(-2147483600f), vec4(2147483500f)))).x;
    let _e143 = a0_;
    let _e146 = (_e143.x + 11i);
    let _e147 = u32(_e146);
    let _e154 = d3d_constants.c[min(_e147, 255u)];
    let _e167 = (_e143.x + 12i);
    let _e168 = u32(_e167);
    let _e175 = d3d_constants.c[min(_e168, 255u)];
    let _e183 = v2_1;
    let _e186 = floor(_e183.x);
    let _e194 = abs(_e183.y);
    let _e199 = select(log2(_e194), bitcast<f32>(4286578688u), (_e194 == 0f));
    let _e200 = abs(_e183.y);
    let _e201 = floor(_e199);
    let _e212 = oT1_;
    let _e213 = select(_e212, _e183, vec4<bool>(true, true, false, false));
    oT1_ = _e213;
    let _e222 = d3d_renderer.half_pixel;
    return VertexOutput(((vec4<f32>(dot(_e1, _e6), dot(_e1, _e10), dot(_e1, _e14), _e19) * vec4<f32>((1f + _e222.z), (1f + _e222.w), 1f, 1f)) + ((_e222 * vec4(_e19)) * vec4<f32>(1f, 1f, 0f, 0f))), saturate(((vec4<f32>(1f, _e99, _e104, 1f).yyyy * select(select(vec4<f32>(0f, 0f, 0f, 0f), _e154, (_e147 < 256u)), vec4<f32>(0.5f, 2f, 0f, 1f), (_e146 == 90i))) + vec4(0.5f))), saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e175, (_e168 < 256u)), vec4<f32>(0.5f, 2f, 0f, 1f), (_e167 == 90i))), (vec4<f32>(exp2(_e186), (_e183.x - _e186), exp2(_e183.x), 1f) + vec4<f32>(_e201, select((_e200 / exp2(_e201)), 1f, (_e200 == 0f)), _e199, 1f)), _e213, _e110);
}
