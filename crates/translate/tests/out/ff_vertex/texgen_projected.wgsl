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
    let _e87 = abs(_e84.w);
    let _e92 = select(inverseSqrt(_e87), bitcast<f32>(2139095040u), (_e87 == 0f));
    r25_.w = _e92;
    let _e95 = r25_;
    let _e98 = select(_e95, (_e27 * _e95.wwww), vec4<bool>(true, true, true, false));
    r25_ = _e98;
    let _e101 = dot(_e50.xyz, _e98.xyz);
    r26_.x = _e101;
    let _e105 = r26_;
    r26_.x = (_e105.xxxx + _e105.xxxx).x;
    let _e111 = r26_;
    let _e116 = select(_e98, ((_e50 * -(_e111.xxxx)) + _e98), vec4<bool>(true, true, true, false));
    r25_ = _e116;
    let _e121 = select(_e111, (_e116 + vec4<f32>(0f, 0f, 1f, 0f)), vec4<bool>(true, true, true, false));
    r26_ = _e121;
    let _e124 = dot(_e121.xyz, _e121.xyz);
    r26_.w = _e124;
    let _e127 = r26_;
    let _e130 = abs(_e127.w);
    let _e135 = select(inverseSqrt(_e130), bitcast<f32>(2139095040u), (_e130 == 0f));
    r26_.w = _e135;
    let _e138 = r26_;
    r26_.w = (_e138.wwww * vec4(0.5f)).w;
    let _e145 = r26_;
    let _e151 = select(vec4<f32>(0f, 0f, 0f, 1f), ((_e116 * _e145.wwww) + vec4(0.5f)), vec4<bool>(true, true, false, false));
    r27_ = _e151;
    let _e156 = dot(_e27.xyz, _e27.xyz);
    r25_.w = _e156;
    let _e159 = r25_;
    let _e162 = abs(_e159.w);
    let _e167 = select(inverseSqrt(_e162), bitcast<f32>(2139095040u), (_e162 == 0f));
    r25_.w = _e167;
    let _e170 = r25_;
    let _e173 = select(_e170, (_e27 * _e170.wwww), vec4<bool>(true, true, true, false));
    r25_ = _e173;
    let _e176 = dot(_e50.xyz, _e173.xyz);
    r26_.x = _e176;
    let _e179 = r26_;
    r26_.x = (_e179.xxxx + _e179.xxxx).x;
    let _e185 = r26_;
    let _e190 = select(_e173, ((_e50 * -(_e185.xxxx)) + _e173), vec4<bool>(true, true, true, false));
    r25_ = _e190;
    let _e192 = select(vec4<f32>(0f, 0f, 0f, 1f), _e190, vec4<bool>(true, true, true, false));
    let _e195 = d3d_constants.c[20];
    let _e199 = d3d_constants.c[21];
    let _e203 = d3d_constants.c[22];
    let _e207 = d3d_constants.c[23];
    r27_ = vec4<f32>(dot(_e192, _e195), dot(_e192, _e199), dot(_e192, _e203), dot(_e192, _e207));
    r27_.w = 0f;
    let _e212 = r27_;
    r27_.w = _e212.z;
    let _e216 = r27_;
    return VertexOutput(vec4<f32>(dot(_e27, _e53), dot(_e27, _e57), dot(_e27, _e61), dot(_e27, _e65)), saturate(saturate(vec4(1f))), saturate(saturate(vec4(0f))), _e151, _e216);
}
