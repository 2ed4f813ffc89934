diagnostic(off, derivative_uniformity);

struct D3DConstants {
    c: array<vec4<f32>, 256>,
    i: array<vec4<i32>, 16>,
    b: array<vec4<u32>, 16>,
}

struct VertexOutput {
    @builtin(position) position: vec4<f32>,
    @location(8) color0_: vec4<f32>,
    @location(9) color1_: vec4<f32>,
    @location(10) fog0_: f32,
    @location(14) psize0_: vec4<f32>,
}

var<private> v0_1: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
@group(0) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> r2_: vec4<f32> = vec4<f32>();
var<private> r3_: vec4<f32> = vec4<f32>();
var<private> oPos: vec4<f32> = vec4<f32>();
var<private> v1_1: vec4<f32> = vec4<f32>();
var<private> r21_: vec4<f32> = vec4<f32>();
var<private> r22_: vec4<f32> = vec4<f32>();
var<private> oD0_: vec4<f32> = vec4<f32>(1f, 1f, 1f, 1f);
var<private> oD1_: vec4<f32> = vec4<f32>();
var<private> r4_: vec4<f32> = vec4<f32>();
var<private> oFog: vec4<f32> = vec4<f32>();
var<private> r5_: vec4<f32> = vec4<f32>();
var<private> v2_1: vec4<f32> = vec4<f32>();
var<private> oPts: vec4<f32> = vec4<f32>();

@vertex 
fn main(@location(0) v0_: vec4<f32>, @location(1) v1_: vec4<f32>, @location(2) v2_: vec4<f32>) -> VertexOutput {
    v0_1 = v0_;
    v1_1 = v1_;
    v2_1 = v2_;
    let _e1 = v0_1;
    let _e4 = vec4(0f);
    let _e9 = d3d_constants.c[104];
    let _e13 = d3d_constants.c[105];
    let _e17 = d3d_constants.c[106];
    let _e21 = d3d_constants.c[107];
    let _e23 = vec4<f32>(dot(_e1, _e9), dot(_e1, _e13), dot(_e1, _e17), dot(_e1, _e21));
    let _e27 = d3d_constants.c[108];
    let _e33 = d3d_constants.c[109];
    let _e39 = d3d_constants.c[110];
    let _e46 = r3_;
    r3_ = select(_e46, vec4<f32>(dot(_e4.xyz, _e27.xyz), dot(_e4.xyz, _e33.xyz), dot(_e4.xyz, _e39.xyz), 0f), vec4<bool>(true, true, true, false));
    let _e50 = d3d_constants.c[0];
    let _e54 = d3d_constants.c[1];
    let _e58 = d3d_constants.c[2];
    let _e62 = d3d_constants.c[3];
    let _e67 = v1_1;
    let _e77 = dot(_e23.xyz, _e23.xyz);
    r4_.x = _e77;
    let _e81 = r4_;
    let _e91 = select(inverseSqrt(abs(_e81.x)), bitcast<f32>(2139095040u), (abs(_e81.x) < 0.000000000000000000000000000000000000011754944f));
    r4_.x = _e91;
    let _e94 = r4_;
    let _e107 = select((1f / _e94.x), bitcast<f32>(((bitcast<u32>(_e94.x) & 2147483648u) | 2139095040u)), (abs(_e94.x) < 0.000000000000000000000000000000000000011754944f));
    r4_.x = _e107;
    let _e110 = r4_;
    let _e114 = d3d_constants.c[10];
    r4_.y = (_e110.xxxx * _e114.zzzz).y;
    let _e119 = r4_;
    r4_.y = (_e119.yyyy * _e119.yyyy).y;
    let _e125 = r4_;
    r4_.y = (_e125.yyyy * vec4(-1.442695f)).y;
    let _e132 = r4_;
    let _e135 = exp2(_e132.y);
    let _e140 = dot(_e23.xyz, _e23.xyz);
    r5_.x = _e140;
    let _e144 = r5_;
    let _e153 = select(inverseSqrt(abs(_e144.x)), bitcast<f32>(2139095040u), (abs(_e144.x) < 0.000000000000000000000000000000000000011754944f));
    r5_.y = _e153;
    let _e156 = r5_;
    let _e168 = select((1f / _e156.y), bitcast<f32>(((bitcast<u32>(_e156.y) & 2147483648u) | 2139095040u)), (abs(_e156.y) < 0.000000000000000000000000000000000000011754944f));
    r5_.y = _e168;
    let _e173 = d3d_constants.c[11];
    let _e175 = r5_;
    let _e179 = d3d_constants.c[11];
    r5_.z = ((_e173.wwww * _e175.xxxx) + _e179.yyyy).z;
    let _e187 = d3d_constants.c[11];
    let _e189 = r5_;
    r5_.z = ((_e187.zzzz * _e189.yyyy) + _e189.zzzz).z;
    let _e196 = r5_;
    let _e205 = select(inverseSqrt(abs(_e196.z)), bitcast<f32>(2139095040u), (abs(_e196.z) < 0.000000000000000000000000000000000000011754944f));
    r5_.z = _e205;
    let _e209 = v2_1;
    let _e211 = r5_;
    r5_.w = (_e209.xxxx * _e211.zzzz).w;
    let _e216 = r5_;
    let _e220 = d3d_constants.c[12];
    return VertexOutput(vec4<f32>(dot(_e23, _e50), dot(_e23, _e54), dot(_e23, _e58), dot(_e23, _e62)), saturate(saturate(_e67)), saturate(saturate(vec4(0f))), _e135, (_e216.wwww * _e220.xxxx));
}
