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
    @location(0) texcoord0_: vec4<f32>,
    @location(1) texcoord1_: vec4<f32>,
    @location(8) color0_: vec4<f32>,
    @location(10) fog0_: f32,
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
    let _e8 = r0_;
    p0_ = (_e8 > vec4<f32>(0f, 0f, 0f, 0f));
    let _e13 = r0_;
    let _e17 = d3d_constants.c[1];
    let _e20 = p0_;
    let _e22 = r1_;
    r1_ = select(_e22, (_e13 + _e17), _e20.xxxx);
    let _e26 = d3d_constants.c[2];
    let _e28 = p0_;
    let _e33 = r1_;
    r1_ = select(_e33, _e26.yyyy, (vec4<bool>(false, true, false, false) & !(_e28.yyyy)));
    let _e35 = r0_;
    let _e39 = d3d_constants.c[3];
    if (_e35.xxxx.x < _e39.xxxx.x) {
        let _e46 = d3d_constants.c[4];
        r2_ = _e46;
    } else {
        let _e50 = d3d_constants.c[5];
        r2_ = _e50;
    }
    loop_counter = 0i;
    loop {
        let _e60 = loop_counter;
        if (_e60 >= clamp(vec4<i32>(2i, 0i, 1i, 0i).x, 0i, 255i)) {
            break;
        }
        let _e62 = r2_;
        let _e65 = d3d_constants.c[6];
        r2_ = (_e62 + _e65);
        let _e67 = r2_;
        let _e71 = d3d_constants.c[7];
        if (_e67.xxxx.x >= _e71.xxxx.x) {
            break;
        }
        let _e76 = p0_;
        if _e76.z {
            break;
        }
        continuing {
            let _e79 = loop_counter;
            loop_counter = (_e79 + 1i);
        }
    }
    let _e81 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_counter_1 = 0i;
    let _e87 = aL;
    saved_aL = _e87;
    aL = _e81.y;
    loop {
        let _e91 = loop_counter_1;
        if (_e91 >= clamp(_e81.x, 0i, 255i)) {
            break;
        }
        let _e93 = r2_;
        let _e94 = aL;
        let _e96 = (_e94 + 4i);
        if (_e96 == 0i) {
            o0_ = _e93;
        }
        if (_e96 == 1i) {
            o1_ = _e93;
        }
        if (_e96 == 2i) {
            o2_ = _e93;
        }
        if (_e96 == 3i) {
            o3_ = _e93;
        }
        if (_e96 == 4i) {
            o4_ = _e93;
        }
        if (_e96 == 5i) {
            o5_ = _e93;
        }
        continuing {
            let _e112 = loop_counter_1;
            loop_counter_1 = (_e112 + 1i);
            let _e114 = aL;
            aL = (_e114 + _e81.z);
        }
    }
    let _e117 = saved_aL;
    aL = _e117;
    let _e119 = v0_1;
    o0_ = _e119;
    let _e120 = v1_1;
    let _e122 = o1_;
    o1_ = select(_e122, _e120, vec4<bool>(true, true, false, false));
    let _e124 = r1_;
    let _e127 = o1_;
    o1_ = select(_e127, _e124.xyyy, vec4<bool>(false, false, true, true));
    let _e129 = r2_;
    o2_ = _e129;
    let _e130 = r0_;
    o3_.x = _e130.xxxx.x;
    let _e136 = o0_;
    let _e139 = d3d_renderer.half_pixel;
    let _e147 = o1_;
    let _e149 = o1_;
    let _e151 = o2_;
    let _e152 = o3_;
    let _e155 = o4_;
    let _e156 = o5_;
    return VertexOutput((_e136 + ((_e139 * vec4(_e136.w)) * vec4<f32>(1f, 1f, 0f, 0f))), _e147.xyyy, _e149.zwww, _e151, _e152.xxxx.x, _e155, _e156);
}
