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
    let _e84 = abs(_e81.x);
    let _e89 = select(inverseSqrt(_e84), bitcast<f32>(2139095040u), (_e84 == 0f));
    r4_.x = _e89;
    let _e92 = r4_;
    let _e104 = select((1f / _e92.x), bitcast<f32>(((bitcast<u32>(_e92.x) & 2147483648u) | 2139095040u)), (_e92.x == 0f));
    r4_.x = _e104;
    let _e107 = r4_;
    let _e111 = d3d_constants.c[10];
    r4_.y = (_e107.xxxx * _e111.zzzz).y;
    let _e116 = r4_;
    r4_.y = (_e116.yyyy * _e116.yyyy).y;
    let _e122 = r4_;
    r4_.y = (_e122.yyyy * vec4(-1.442695f)).y;
    let _e129 = r4_;
    let _e132 = exp2(_e129.y);
    let _e137 = dot(_e23.xyz, _e23.xyz);
    r5_.x = _e137;
    let _e141 = r5_;
    let _e144 = abs(_e141.x);
    let _e149 = select(inverseSqrt(_e144), bitcast<f32>(2139095040u), (_e144 == 0f));
    r5_.y = _e149;
    let _e152 = r5_;
    let _e163 = select((1f / _e152.y), bitcast<f32>(((bitcast<u32>(_e152.y) & 2147483648u) | 2139095040u)), (_e152.y == 0f));
    r5_.y = _e163;
    let _e168 = d3d_constants.c[11];
    let _e170 = r5_;
    let _e174 = d3d_constants.c[11];
    r5_.z = ((_e168.wwww * _e170.xxxx) + _e174.yyyy).z;
    let _e182 = d3d_constants.c[11];
    let _e184 = r5_;
    r5_.z = ((_e182.zzzz * _e184.yyyy) + _e184.zzzz).z;
    let _e191 = r5_;
    let _e194 = abs(_e191.z);
    let _e199 = select(inverseSqrt(_e194), bitcast<f32>(2139095040u), (_e194 == 0f));
    r5_.z = _e199;
    let _e203 = v2_1;
    let _e205 = r5_;
    r5_.w = (_e203.xxxx * _e205.zzzz).w;
    let _e210 = r5_;
    let _e214 = d3d_constants.c[12];
    return VertexOutput(vec4<f32>(dot(_e23, _e50), dot(_e23, _e54), dot(_e23, _e58), dot(_e23, _e62)), saturate(saturate(_e67)), saturate(saturate(vec4(0f))), _e132, (_e210.wwww * _e214.xxxx));
}
