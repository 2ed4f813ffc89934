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
var<private> v2_1: vec4<f32> = vec4<f32>();
var<private> r24_: vec4<f32> = vec4<f32>();
var<private> r27_: vec4<f32> = vec4<f32>();
var<private> oT0_: vec4<f32> = vec4<f32>();

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
    let _e76 = v2_1;
    return VertexOutput(vec4<f32>(dot(_e23, _e50), dot(_e23, _e54), dot(_e23, _e58), dot(_e23, _e62)), saturate(saturate(_e67)), saturate(saturate(vec4(0f))), _e76);
}
