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
    @location(0) texcoord0_: vec4<f32>,
}

var<private> v0_1: vec4<f32> = vec4<f32>();
@group(0) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> oPos: vec4<f32> = vec4<f32>();
var<private> v5_1: vec4<f32> = vec4<f32>();
var<private> oD0_: vec4<f32> = vec4<f32>(1f, 1f, 1f, 1f);
var<private> v7_1: vec4<f32> = vec4<f32>();
var<private> oT0_: vec4<f32> = vec4<f32>();
@group(0) @binding(1) 
var<uniform> d3d_renderer: VertexRenderer;

@vertex 
fn main(@location(0) v0_: vec4<f32>, @location(5) v5_: vec4<f32>, @location(7) v7_: vec4<f32>) -> VertexOutput {
    v0_1 = v0_;
    v5_1 = v5_;
    v7_1 = v7_;
    let _e1 = v0_1;
    let _e5 = d3d_constants.c[0];
    let _e6 = dot(_e1, _e5);
    oPos.x = _e6;
    let _e12 = d3d_constants.c[1];
    let _e13 = dot(_e1, _e12);
    oPos.y = _e13;
    let _e18 = d3d_constants.c[2];
    let _e19 = dot(_e1, _e18);
    oPos.z = _e19;
    let _e24 = d3d_constants.c[3];
    let _e25 = dot(_e1, _e24);
    oPos.w = _e25;
    let _e29 = v5_1;
    let _e32 = v7_1;
    let _e37 = oPos;
    let _e40 = d3d_renderer.half_pixel;
    return VertexOutput(((_e37 * vec4<f32>((1f + _e40.z), (1f + _e40.w), 1f, 1f)) + ((_e40 * vec4(_e37.w)) * vec4<f32>(1f, 1f, 0f, 0f))), saturate(_e29), _e32);
}
