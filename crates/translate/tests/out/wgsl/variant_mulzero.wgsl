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
    let _e17 = select((_e1 * _e5), vec4(0f), ((abs(_e1) < vec4(0.000000000000000000000000000000000000011754944f)) | (abs(_e5) < vec4(0.000000000000000000000000000000000000011754944f))));
    let _e21 = d3d_constants.c[5];
    let _e24 = d3d_constants.c[6];
    let _e35 = (select((_e17 * _e21), vec4(0f), ((abs(_e17) < vec4(0.000000000000000000000000000000000000011754944f)) | (abs(_e21) < vec4(0.000000000000000000000000000000000000011754944f)))) + _e24);
    let _e38 = d3d_constants.c[7];
    let _e39 = _e35.xyz;
    let _e40 = _e38.xyz;
    let _e50 = select((_e39 * _e40), vec3(0f), ((abs(_e39) < vec3(0.000000000000000000000000000000000000011754944f)) | (abs(_e40) < vec3(0.000000000000000000000000000000000000011754944f))));
    let _e55 = ((_e50.x + _e50.y) + _e50.z);
    r1_.x = _e55;
    let _e61 = d3d_constants.c[8];
    let _e71 = select((_e35 * _e61), vec4(0f), ((abs(_e35) < vec4(0.000000000000000000000000000000000000011754944f)) | (abs(_e61) < vec4(0.000000000000000000000000000000000000011754944f))));
    let _e78 = (((_e71.x + _e71.y) + _e71.z) + _e71.w);
    r1_.y = _e78;
    let _e83 = d3d_constants.c[0];
    let _e93 = select((_e35 * _e83), vec4(0f), ((abs(_e35) < vec4(0.000000000000000000000000000000000000011754944f)) | (abs(_e83) < vec4(0.000000000000000000000000000000000000011754944f))));
    let _e103 = d3d_constants.c[1];
    let _e113 = select((_e35 * _e103), vec4(0f), ((abs(_e35) < vec4(0.000000000000000000000000000000000000011754944f)) | (abs(_e103) < vec4(0.000000000000000000000000000000000000011754944f))));
    let _e123 = d3d_constants.c[2];
    let _e133 = select((_e35 * _e123), vec4(0f), ((abs(_e35) < vec4(0.000000000000000000000000000000000000011754944f)) | (abs(_e123) < vec4(0.000000000000000000000000000000000000011754944f))));
    let _e143 = d3d_constants.c[3];
    let _e153 = select((_e35 * _e143), vec4(0f), ((abs(_e35) < vec4(0.000000000000000000000000000000000000011754944f)) | (abs(_e143) < vec4(0.000000000000000000000000000000000000011754944f))));
    let _e160 = (((_e153.x + _e153.y) + _e153.z) + _e153.w);
    let _e163 = r1_;
    let _e168 = d3d_renderer.half_pixel;
    return VertexOutput(((vec4<f32>((((_e93.x + _e93.y) + _e93.z) + _e93.w), (((_e113.x + _e113.y) + _e113.z) + _e113.w), (((_e133.x + _e133.y) + _e133.z) + _e133.w), _e160) * vec4<f32>((1f + _e168.z), (1f + _e168.w), 1f, 1f)) + ((_e168 * vec4(_e160)) * vec4<f32>(1f, 1f, 0f, 0f))), saturate(_e163));
}
