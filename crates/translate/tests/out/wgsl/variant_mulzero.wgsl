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
}

var<private> v0_1: vec4<f32> = vec4<f32>();
@group(0) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> oPos: vec4<f32> = vec4<f32>();
var<private> oD0_: vec4<f32> = vec4<f32>(1f, 1f, 1f, 1f);
@group(0) @binding(1) 
var<uniform> d3d_renderer: VertexRenderer;

@vertex 
fn main(@location(0) v0_: vec4<f32>) -> VertexOutput {
    v0_1 = v0_;
    let _e1 = v0_1;
    let _e5 = d3d_constants.c[4];
    let _e8 = vec4(0f);
    let _e12 = select((_e1 * _e5), _e8, ((_e1 == _e8) | (_e5 == _e8)));
    let _e16 = d3d_constants.c[5];
    let _e19 = d3d_constants.c[6];
    let _e21 = vec4(0f);
    let _e26 = (select((_e12 * _e16), _e21, ((_e12 == _e21) | (_e16 == _e21))) + _e19);
    let _e29 = d3d_constants.c[7];
    let _e30 = _e26.xyz;
    let _e31 = _e29.xyz;
    let _e33 = vec3(0f);
    let _e37 = select((_e30 * _e31), _e33, ((_e30 == _e33) | (_e31 == _e33)));
    let _e42 = ((_e37.x + _e37.y) + _e37.z);
    r1_.x = _e42;
    let _e48 = d3d_constants.c[8];
    let _e50 = vec4(0f);
    let _e54 = select((_e26 * _e48), _e50, ((_e26 == _e50) | (_e48 == _e50)));
    let _e61 = (((_e54.x + _e54.y) + _e54.z) + _e54.w);
    r1_.y = _e61;
    let _e66 = d3d_constants.c[0];
    let _e68 = vec4(0f);
    let _e72 = select((_e26 * _e66), _e68, ((_e26 == _e68) | (_e66 == _e68)));
    let _e82 = d3d_constants.c[1];
    let _e84 = vec4(0f);
    let _e88 = select((_e26 * _e82), _e84, ((_e26 == _e84) | (_e82 == _e84)));
    let _e98 = d3d_constants.c[2];
    let _e100 = vec4(0f);
    let _e104 = select((_e26 * _e98), _e100, ((_e26 == _e100) | (_e98 == _e100)));
    let _e114 = d3d_constants.c[3];
    let _e116 = vec4(0f);
    let _e120 = select((_e26 * _e114), _e116, ((_e26 == _e116) | (_e114 == _e116)));
    let _e127 = (((_e120.x + _e120.y) + _e120.z) + _e120.w);
    let _e130 = r1_;
    let _e135 = d3d_renderer.half_pixel;
    return VertexOutput(((vec4<f32>((((_e72.x + _e72.y) + _e72.z) + _e72.w), (((_e88.x + _e88.y) + _e88.z) + _e88.w), (((_e104.x + _e104.y) + _e104.z) + _e104.w), _e127) * vec4<f32>((1f + _e135.z), (1f + _e135.w), 1f, 1f)) + ((_e135 * vec4(_e127)) * vec4<f32>(1f, 1f, 0f, 0f))), saturate(_e130));
}
