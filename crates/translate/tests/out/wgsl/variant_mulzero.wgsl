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

fn d3d_main() {
    let _e1 = v0_1;
    let _e5 = d3d_constants.c[4];
    let _e8 = vec4(0f);
    r0_ = select((_e1 * _e5), _e8, ((_e1 == _e8) | (_e5 == _e8)));
    let _e15 = r0_;
    let _e19 = d3d_constants.c[5];
    let _e23 = d3d_constants.c[6];
    let _e25 = vec4(0f);
    r0_ = (select((_e15 * _e19), _e25, ((_e15 == _e25) | (_e19 == _e25))) + _e23);
    let _e33 = r0_;
    let _e37 = d3d_constants.c[7];
    let _e38 = _e33.xyz;
    let _e39 = _e37.xyz;
    let _e41 = vec3(0f);
    let _e45 = select((_e38 * _e39), _e41, ((_e38 == _e41) | (_e39 == _e41)));
    r1_.x = vec4(((_e45.x + _e45.y) + _e45.z)).x;
    let _e56 = r0_;
    let _e60 = d3d_constants.c[8];
    let _e62 = vec4(0f);
    let _e66 = select((_e56 * _e60), _e62, ((_e56 == _e62) | (_e60 == _e62)));
    r1_.y = vec4((((_e66.x + _e66.y) + _e66.z) + _e66.w)).y;
    let _e79 = r0_;
    let _e83 = d3d_constants.c[0];
    let _e85 = vec4(0f);
    let _e89 = select((_e79 * _e83), _e85, ((_e79 == _e85) | (_e83 == _e85)));
    let _e100 = d3d_constants.c[1];
    let _e102 = vec4(0f);
    let _e106 = select((_e79 * _e100), _e102, ((_e79 == _e102) | (_e100 == _e102)));
    let _e117 = d3d_constants.c[2];
    let _e119 = vec4(0f);
    let _e123 = select((_e79 * _e117), _e119, ((_e79 == _e119) | (_e117 == _e119)));
    let _e134 = d3d_constants.c[3];
    let _e136 = vec4(0f);
    let _e140 = select((_e79 * _e134), _e136, ((_e79 == _e136) | (_e134 == _e136)));
    oPos = vec4<f32>((((_e89.x + _e89.y) + _e89.z) + _e89.w), (((_e106.x + _e106.y) + _e106.z) + _e106.w), (((_e123.x + _e123.y) + _e123.z) + _e123.w), (((_e140.x + _e140.y) + _e140.z) + _e140.w));
    let _e151 = r1_;
    oD0_ = _e151;
}

@vertex 
fn main(@location(0) v0_: vec4<f32>) -> VertexOutput {
    v0_1 = v0_;
    d3d_main();
    let _e3 = oPos;
    let _e6 = d3d_renderer.half_pixel;
    let _e16 = oD0_;
    return VertexOutput((_e3 + ((_e6 * vec4(_e3.w)) * vec4<f32>(1f, 1f, 0f, 0f))), saturate(_e16));
}
