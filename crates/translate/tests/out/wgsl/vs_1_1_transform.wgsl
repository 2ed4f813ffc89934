diagnostic(off, derivative_uniformity);

struct D3DConstants {
    c: array<vec4<f32>, 256>,
    i: array<vec4<i32>, 16>,
    b: array<vec4<u32>, 16>,
}

struct VertexRenderer {
    half_pixel: vec4<f32>,
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
var<private> oD0_: vec4<f32> = vec4<f32>();
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
    oPos = vec4<f32>(dot(_e1, _e6), dot(_e1, _e10), dot(_e1, _e14), dot(_e1, _e18));
    let _e23 = v1_1;
    let _e26 = d3d_constants.c[4];
    let _e32 = d3d_constants.c[5];
    let _e38 = d3d_constants.c[6];
    let _e45 = r0_;
    r0_ = select(_e45, vec4<f32>(dot(_e23.xyz, _e26.xyz), dot(_e23.xyz, _e32.xyz), dot(_e23.xyz, _e38.xyz), 0f), vec4<bool>(true, true, true, false));
    let _e47 = r0_;
    let _e48 = r0_;
    let _e51 = dot(_e47.xyz, _e48.xyz);
    r1_.x = _e51;
    let _e55 = r1_;
    let _e58 = abs(_e55.x);
    let _e63 = select(inverseSqrt(_e58), bitcast<f32>(2139095040u), (_e58 == 0f));
    r1_.x = _e63;
    let _e66 = r0_;
    let _e67 = r1_;
    let _e70 = r0_;
    r0_ = select(_e70, (_e66 * _e67.xxxx), vec4<bool>(true, true, true, false));
    let _e72 = r0_;
    let _e75 = d3d_constants.c[8];
    let _e78 = dot(_e72.xyz, _e75.xyz);
    r2_.x = _e78;
    let _e82 = r0_;
    let _e85 = d3d_constants.c[9];
    let _e88 = dot(_e82.xyz, _e85.xyz);
    r2_.y = _e88;
    let _e93 = d3d_constants.c[10];
    r2_.w = _e93.w;
    let _e97 = r2_;
    r3_ = vec4<f32>(1f, max(_e97.x, 0f), select(0f, pow(_e97.y, clamp(_e97.w, -128f, 128f)), ((_e97.x > 0f) && (_e97.y > 0f))), 1f);
    let _e113 = r3_;
    r4_ = vec4<f32>(1f, (_e113.y * 2f), _e113.z, 1f);
    let _e123 = v3_1;
    a0_.x = vec4<i32>(floor(_e123.xxxx)).x;
    let _e130 = r3_;
    let _e132 = a0_;
    let _e135 = (_e132.x + 11i);
    let _e136 = u32(_e135);
    let _e143 = d3d_constants.c[min(_e136, 255u)];
    oD0_ = ((_e130.yyyy * select(select(vec4<f32>(0f, 0f, 0f, 0f), _e143, (_e136 < 256u)), vec4<f32>(0.5f, 2f, 0f, 1f), (_e135 == 90i))) + vec4<f32>(0.5f, 2f, 0f, 1f).xxxx);
    let _e155 = a0_;
    let _e158 = (_e155.x + 12i);
    let _e159 = u32(_e158);
    let _e166 = d3d_constants.c[min(_e159, 255u)];
    oD1_ = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e166, (_e159 < 256u)), vec4<f32>(0.5f, 2f, 0f, 1f), (_e158 == 90i));
    let _e174 = v2_1;
    let _e177 = floor(_e174.x);
    r5_ = vec4<f32>(exp2(_e177), (_e174.x - _e177), exp2(_e174.x), 1f);
    let _e183 = v2_1;
    let _e186 = abs(_e183.y);
    let _e191 = select(log2(_e186), bitcast<f32>(4286578688u), (_e186 == 0f));
    let _e192 = abs(_e183.y);
    let _e193 = floor(_e191);
    r6_ = vec4<f32>(_e193, select((_e192 / exp2(_e193)), 1f, (_e192 == 0f)), _e191, 1f);
    let _e200 = r5_;
    let _e201 = r6_;
    oT0_ = (_e200 + _e201);
    let _e204 = v2_1;
    let _e207 = oT1_;
    oT1_ = select(_e207, _e204, vec4<bool>(true, true, false, false));
    let _e209 = r4_;
    oFog = _e209.yyyy;
    let _e216 = oPos;
    let _e219 = d3d_renderer.half_pixel;
    let _e226 = oD0_;
    let _e228 = oD1_;
    let _e230 = oT0_;
    let _e231 = oT1_;
    let _e232 = oFog;
    return VertexOutput((_e216 + ((_e219 * vec4(_e216.w)) * vec4<f32>(1f, 1f, 0f, 0f))), saturate(_e226), saturate(_e228), _e230, _e231, _e232.x);
}
