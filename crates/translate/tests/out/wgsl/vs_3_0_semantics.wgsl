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
    @location(0) texcoord0_: vec4<f32>,
    @location(1) texcoord1_: vec4<f32>,
    @location(8) color0_: vec4<f32>,
    @location(10) fog0_: vec4<f32>,
    @location(2) texcoord2_: vec4<f32>,
    @location(3) texcoord3_: vec4<f32>,
}

@group(0) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(0) @binding(3) 
var s_s0_: sampler;
var<private> v1_1: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> p0_: vec4<bool> = vec4<bool>();
@group(0) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> r2_: vec4<f32> = vec4<f32>();
var<private> aL: i32 = i32();
var<private> o0_: vec4<f32> = vec4<f32>();
var<private> o1_: vec4<f32> = vec4<f32>();
var<private> o2_: vec4<f32> = vec4<f32>();
var<private> o3_: vec4<f32> = vec4<f32>();
var<private> o4_: vec4<f32> = vec4<f32>();
var<private> o5_: vec4<f32> = vec4<f32>();
var<private> v0_1: vec4<f32> = vec4<f32>();
@group(0) @binding(1) 
var<uniform> d3d_renderer: VertexRenderer;

@vertex 
fn main(@location(0) v0_: vec4<f32>, @location(1) v1_: vec4<f32>) -> VertexOutput {
    var loop_counter: i32;
    var loop_counter_1: i32;
    var saved_aL: i32;

    v0_1 = v0_;
    v1_1 = v1_;
    let _e1 = v1_1;
    let _e6 = textureSampleLevel(t_s0_, s_s0_, _e1.xy, _e1.w);
    r0_ = _e6;
    let _e10 = (_e6 > vec4(0f));
    p0_ = _e10;
    let _e15 = d3d_constants.c[1];
    let _e19 = r1_;
    let _e20 = select(_e19, (_e6 + _e15), _e10.xxxx);
    r1_ = _e20;
    let _e23 = d3d_constants.c[2];
    r1_ = select(_e20, _e23.yyyy, (vec4<bool>(false, true, false, false) & !(_e10.yyyy)));
    let _e33 = d3d_constants.c[3];
    if (_e6.x < _e33.x) {
        let _e40 = d3d_constants.c[4];
        r2_ = _e40;
    } else {
        let _e44 = d3d_constants.c[5];
        r2_ = _e44;
    }
    loop_counter = 0i;
    loop {
        let _e53 = loop_counter;
        if (_e53 >= clamp(2i, 0i, 255i)) {
            break;
        }
        let _e55 = r2_;
        let _e58 = d3d_constants.c[6];
        let _e59 = (_e55 + _e58);
        r2_ = _e59;
        let _e63 = d3d_constants.c[7];
        if (_e59.x >= _e63.x) {
            break;
        }
        let _e68 = p0_;
        if _e68.z {
            break;
        }
        continuing {
            let _e71 = loop_counter;
            loop_counter = (_e71 + 1i);
        }
    }
    loop_counter_1 = 0i;
    let _e78 = aL;
    saved_aL = _e78;
    aL = 0i;
    loop {
        let _e80 = loop_counter_1;
        if (_e80 >= clamp(2i, 0i, 255i)) {
            break;
        }
        let _e82 = r2_;
        let _e83 = aL;
        let _e85 = (_e83 + 4i);
        if (_e85 == 0i) {
        }
        if (_e85 == 1i) {
            o1_ = _e82;
        }
        if (_e85 == 2i) {
        }
        if (_e85 == 3i) {
            o3_ = _e82;
        }
        if (_e85 == 4i) {
            o4_ = _e82;
        }
        if (_e85 == 5i) {
            o5_ = _e82;
        }
        continuing {
            let _e101 = loop_counter_1;
            loop_counter_1 = (_e101 + 1i);
            let _e103 = aL;
            aL = (_e103 + 1i);
        }
    }
    let _e106 = saved_aL;
    aL = _e106;
    let _e108 = v0_1;
    let _e109 = v1_1;
    let _e111 = o1_;
    let _e112 = select(_e111, _e109, vec4<bool>(true, true, false, false));
    o1_ = _e112;
    let _e113 = r1_;
    let _e116 = select(_e112, _e113.xyyy, vec4<bool>(false, false, true, true));
    o1_ = _e116;
    let _e117 = r2_;
    let _e118 = r0_;
    o3_.x = _e118.x;
    let _e126 = d3d_renderer.half_pixel;
    let _e140 = o3_;
    let _e141 = o4_;
    let _e142 = o5_;
    return VertexOutput(((_e108 * vec4<f32>((1f + _e126.z), (1f + _e126.w), 1f, 1f)) + ((_e126 * vec4(_e108.w)) * vec4<f32>(1f, 1f, 0f, 0f))), _e116, _e116, _e117, _e140, _e141, _e142);
}
