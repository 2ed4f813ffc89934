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
    @location(0) texcoord0_: vec4<f32>,
    @location(1) texcoord1_: vec4<f32>,
}

var<private> v0_1: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> v1_1: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
@group(0) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> r2_: vec4<f32> = vec4<f32>();
var<private> r3_: vec4<f32> = vec4<f32>();
var<private> oPos: vec4<f32> = vec4<f32>();
var<private> r21_: vec4<f32> = vec4<f32>();
var<private> r22_: vec4<f32> = vec4<f32>();
var<private> oD0_: vec4<f32> = vec4<f32>(1f, 1f, 1f, 1f);
var<private> oD1_: vec4<f32> = vec4<f32>();
var<private> r25_: vec4<f32> = vec4<f32>();
var<private> r26_: vec4<f32> = vec4<f32>();
var<private> r24_: vec4<f32> = vec4<f32>();
var<private> r27_: vec4<f32> = vec4<f32>();
var<private> oT0_: vec4<f32> = vec4<f32>();
var<private> oT1_: vec4<f32> = vec4<f32>();

@vertex 
fn main(@location(0) v0_: vec4<f32>, @location(1) v1_: vec4<f32>) -> VertexOutput {
    v0_1 = v0_;
    v1_1 = v1_;
    let _e1 = v0_1;
    let _e4 = v1_1;
    let _e7 = r1_;
    let _e8 = select(_e7, _e4, vec4<bool>(true, true, true, false));
    r1_ = _e8;
    let _e13 = d3d_constants.c[104];
    let _e17 = d3d_constants.c[105];
    let _e21 = d3d_constants.c[106];
    let _e25 = d3d_constants.c[107];
    let _e27 = vec4<f32>(dot(_e1, _e13), dot(_e1, _e17), dot(_e1, _e21), dot(_e1, _e25));
    let _e31 = d3d_constants.c[108];
    let _e37 = d3d_constants.c[109];
    let _e43 = d3d_constants.c[110];
    let _e49 = r3_;
    let _e50 = select(_e49, vec4<f32>(dot(_e8.xyz, _e31.xyz), dot(_e8.xyz, _e37.xyz), dot(_e8.xyz, _e43.xyz), 0f), vec4<bool>(true, true, true, false));
    r3_ = _e50;
    let _e53 = d3d_constants.c[0];
    let _e57 = d3d_constants.c[1];
    let _e61 = d3d_constants.c[2];
    let _e65 = d3d_constants.c[3];
    let _e80 = dot(_e27.xyz, _e27.xyz);
    r25_.w = _e80;
    let _e84 = r25_;
    let _e94 = select(inverseSqrt(abs(_e84.w)), bitcast<f32>(2139095040u), (abs(_e84.w) < 0.000000000000000000000000000000000000011754944f));
    r25_.w = _e94;
    let _e97 = r25_;
    let _e100 = select(_e97, (_e27 * _e97.wwww), vec4<bool>(true, true, true, false));
    r25_ = _e100;
    let _e103 = dot(_e50.xyz, _e100.xyz);
    r26_.x = _e103;
    let _e107 = r26_;
    r26_.x = (_e107.xxxx + _e107.xxxx).x;
    let _e113 = r26_;
    let _e118 = select(_e100, ((_e50 * -(_e113.xxxx)) + _e100), vec4<bool>(true, true, true, false));
    r25_ = _e118;
    let _e123 = select(_e113, (_e118 + vec4<f32>(0f, 0f, 1f, 0f)), vec4<bool>(true, true, true, false));
    r26_ = _e123;
    let _e126 = dot(_e123.xyz, _e123.xyz);
    r26_.w = _e126;
    let _e129 = r26_;
    let _e138 = select(inverseSqrt(abs(_e129.w)), bitcast<f32>(2139095040u), (abs(_e129.w) < 0.000000000000000000000000000000000000011754944f));
    r26_.w = _e138;
    let _e141 = r26_;
    r26_.w = (_e141.wwww * vec4(0.5f)).w;
    let _e148 = r26_;
    let _e154 = select(vec4<f32>(0f, 0f, 0f, 1f), ((_e118 * _e148.wwww) + vec4(0.5f)), vec4<bool>(true, true, false, false));
    r27_ = _e154;
    let _e159 = dot(_e27.xyz, _e27.xyz);
    r25_.w = _e159;
    let _e162 = r25_;
    let _e171 = select(inverseSqrt(abs(_e162.w)), bitcast<f32>(2139095040u), (abs(_e162.w) < 0.000000000000000000000000000000000000011754944f));
    r25_.w = _e171;
    let _e174 = r25_;
    let _e177 = select(_e174, (_e27 * _e174.wwww), vec4<bool>(true, true, true, false));
    r25_ = _e177;
    let _e180 = dot(_e50.xyz, _e177.xyz);
    r26_.x = _e180;
    let _e183 = r26_;
    r26_.x = (_e183.xxxx + _e183.xxxx).x;
    let _e189 = r26_;
    let _e194 = select(_e177, ((_e50 * -(_e189.xxxx)) + _e177), vec4<bool>(true, true, true, false));
    r25_ = _e194;
    let _e196 = select(vec4<f32>(0f, 0f, 0f, 1f), _e194, vec4<bool>(true, true, true, false));
    let _e199 = d3d_constants.c[20];
    let _e203 = d3d_constants.c[21];
    let _e207 = d3d_constants.c[22];
    let _e211 = d3d_constants.c[23];
    r27_ = vec4<f32>(dot(_e196, _e199), dot(_e196, _e203), dot(_e196, _e207), dot(_e196, _e211));
    r27_.w = 0f;
    let _e216 = r27_;
    r27_.w = _e216.z;
    let _e220 = r27_;
    return VertexOutput(vec4<f32>(dot(_e27, _e53), dot(_e27, _e57), dot(_e27, _e61), dot(_e27, _e65)), saturate(saturate(vec4(1f))), saturate(saturate(vec4(0f))), _e154, _e220);
}
