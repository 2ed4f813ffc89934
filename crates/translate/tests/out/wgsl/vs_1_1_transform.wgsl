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
    let _e58 = abs(_e55.xxxx.x);
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
    r2_.w = _e93.wwww.w;
    let _e97 = r2_;
    r3_ = vec4<f32>(1f, max(_e97.x, 0f), select(0f, pow(_e97.y, clamp(_e97.w, -128f, 128f)), ((_e97.x > 0f) && (_e97.y > 0f))), 1f);
    let _e113 = r3_;
    let _e116 = vec4<f32>(0.5f, 2f, 0f, 1f);
    r4_ = vec4<f32>(1f, (_e113.y * _e116.y), _e113.z, _e116.w);
    let _e125 = v3_1;
    a0_.x = vec4<i32>(floor(_e125.xxxx)).x;
    let _e132 = r3_;
    let _e134 = a0_;
    let _e137 = (_e134.x + 11i);
    let _e138 = u32(_e137);
    let _e145 = d3d_constants.c[min(_e138, 255u)];
    oD0_ = ((_e132.yyyy * select(select(vec4<f32>(0f, 0f, 0f, 0f), _e145, (_e138 < 256u)), vec4<f32>(0.5f, 2f, 0f, 1f), (_e137 == 90i))) + vec4<f32>(0.5f, 2f, 0f, 1f).xxxx);
    let _e157 = a0_;
    let _e160 = (_e157.x + 12i);
    let _e161 = u32(_e160);
    let _e168 = d3d_constants.c[min(_e161, 255u)];
    oD1_ = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e168, (_e161 < 256u)), vec4<f32>(0.5f, 2f, 0f, 1f), (_e160 == 90i));
    let _e176 = v2_1;
    let _e179 = floor(_e176.xxxx.x);
    r5_ = vec4<f32>(exp2(_e179), (_e176.xxxx.x - _e179), exp2(_e176.xxxx.x), 1f);
    let _e185 = v2_1;
    let _e188 = abs(_e185.yyyy.x);
    let _e193 = select(log2(_e188), bitcast<f32>(4286578688u), (_e188 == 0f));
    let _e194 = abs(_e185.yyyy.x);
    let _e195 = floor(_e193);
    r6_ = vec4<f32>(_e195, select((_e194 / exp2(_e195)), 1f, (_e194 == 0f)), _e193, 1f);
    let _e202 = r5_;
    let _e203 = r6_;
    oT0_ = (_e202 + _e203);
    let _e206 = v2_1;
    let _e209 = oT1_;
    oT1_ = select(_e209, _e206, vec4<bool>(true, true, false, false));
    let _e211 = r4_;
    oFog = _e211.yyyy;
    let _e218 = oPos;
    let _e221 = d3d_renderer.half_pixel;
    let _e228 = oD0_;
    let _e230 = oD1_;
    let _e232 = oT0_;
    let _e233 = oT1_;
    let _e234 = oFog;
    return VertexOutput((_e218 + ((_e221 * vec4(_e218.w)) * vec4<f32>(1f, 1f, 0f, 0f))), saturate(_e228), saturate(_e230), _e232, _e233, _e234.x);
}
