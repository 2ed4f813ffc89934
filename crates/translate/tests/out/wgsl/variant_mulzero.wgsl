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
}

var<private> v0_1: vec4<f32> = vec4<f32>();
@group(0) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> oPos: vec4<f32> = vec4<f32>();
var<private> oD0_: vec4<f32> = vec4<f32>();
@group(0) @binding(1) 
var<uniform> d3d_renderer: VertexRenderer;

@vertex 
fn main(@location(0) v0_: vec4<f32>) -> VertexOutput {
    v0_1 = v0_;
    let _e1 = v0_1;
    let _e5 = d3d_constants.c[4];
    let _e8 = vec4(0f);
    r0_ = select((_e1 * _e5), _e8, ((_e1 == _e8) | (_e5 == _e8)));
    let _e14 = r0_;
    let _e17 = d3d_constants.c[5];
    let _e20 = d3d_constants.c[6];
    let _e22 = vec4(0f);
    r0_ = (select((_e14 * _e17), _e22, ((_e14 == _e22) | (_e17 == _e22))) + _e20);
    let _e28 = r0_;
    let _e31 = d3d_constants.c[7];
    let _e32 = _e28.xyz;
    let _e33 = _e31.xyz;
    let _e35 = vec3(0f);
    let _e39 = select((_e32 * _e33), _e35, ((_e32 == _e35) | (_e33 == _e35)));
    let _e44 = ((_e39.x + _e39.y) + _e39.z);
    r1_.x = _e44;
    let _e48 = r0_;
    let _e51 = d3d_constants.c[8];
    let _e53 = vec4(0f);
    let _e57 = select((_e48 * _e51), _e53, ((_e48 == _e53) | (_e51 == _e53)));
    let _e64 = (((_e57.x + _e57.y) + _e57.z) + _e57.w);
    r1_.y = _e64;
    let _e67 = r0_;
    let _e70 = d3d_constants.c[0];
    let _e72 = vec4(0f);
    let _e76 = select((_e67 * _e70), _e72, ((_e67 == _e72) | (_e70 == _e72)));
    let _e86 = d3d_constants.c[1];
    let _e88 = vec4(0f);
    let _e92 = select((_e67 * _e86), _e88, ((_e67 == _e88) | (_e86 == _e88)));
    let _e102 = d3d_constants.c[2];
    let _e104 = vec4(0f);
    let _e108 = select((_e67 * _e102), _e104, ((_e67 == _e104) | (_e102 == _e104)));
    let _e118 = d3d_constants.c[3];
    let _e120 = vec4(0f);
    let _e124 = select((_e67 * _e118), _e120, ((_e67 == _e120) | (_e118 == _e120)));
    oPos = vec4<f32>((((_e76.x + _e76.y) + _e76.z) + _e76.w), (((_e92.x + _e92.y) + _e92.z) + _e92.w), (((_e108.x + _e108.y) + _e108.z) + _e108.w), (((_e124.x + _e124.y) + _e124.z) + _e124.w));
    let _e134 = r1_;
    oD0_ = _e134;
    let _e137 = oPos;
    let _e140 = d3d_renderer.half_pixel;
    let _e148 = oD0_;
    return VertexOutput((_e137 + ((_e140 * vec4(_e137.w)) * vec4<f32>(1f, 1f, 0f, 0f))), saturate(_e148));
}
