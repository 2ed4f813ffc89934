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
    if (_e35.x < _e39.x) {
        let _e46 = d3d_constants.c[4];
        r2_ = _e46;
    } else {
        let _e50 = d3d_constants.c[5];
        r2_ = _e50;
    }
    loop_counter = 0i;
    loop {
        let _e59 = loop_counter;
        if (_e59 >= clamp(2i, 0i, 255i)) {
            break;
        }
        let _e61 = r2_;
        let _e64 = d3d_constants.c[6];
        r2_ = (_e61 + _e64);
        let _e66 = r2_;
        let _e70 = d3d_constants.c[7];
        if (_e66.x >= _e70.x) {
            break;
        }
        let _e75 = p0_;
        if _e75.z {
            break;
        }
        continuing {
            let _e78 = loop_counter;
            loop_counter = (_e78 + 1i);
        }
    }
    loop_counter_1 = 0i;
    let _e85 = aL;
    saved_aL = _e85;
    aL = 0i;
    loop {
        let _e87 = loop_counter_1;
        if (_e87 >= clamp(2i, 0i, 255i)) {
            break;
        }
        let _e89 = r2_;
        let _e90 = aL;
        let _e92 = (_e90 + 4i);
        if (_e92 == 0i) {
            o0_ = _e89;
        }
        if (_e92 == 1i) {
            o1_ = _e89;
        }
        if (_e92 == 2i) {
            o2_ = _e89;
        }
        if (_e92 == 3i) {
            o3_ = _e89;
        }
        if (_e92 == 4i) {
            o4_ = _e89;
        }
        if (_e92 == 5i) {
            o5_ = _e89;
        }
        continuing {
            let _e108 = loop_counter_1;
            loop_counter_1 = (_e108 + 1i);
            let _e110 = aL;
            aL = (_e110 + 1i);
        }
    }
    let _e113 = saved_aL;
    aL = _e113;
    let _e115 = v0_1;
    o0_ = _e115;
    let _e116 = v1_1;
    let _e118 = o1_;
    o1_ = select(_e118, _e116, vec4<bool>(true, true, false, false));
    let _e120 = r1_;
    let _e123 = o1_;
    o1_ = select(_e123, _e120.xyyy, vec4<bool>(false, false, true, true));
    let _e125 = r2_;
    o2_ = _e125;
    let _e126 = r0_;
    o3_.x = _e126.x;
    let _e132 = o0_;
    let _e135 = d3d_renderer.half_pixel;
    let _e143 = o1_;
    let _e145 = o1_;
    let _e147 = o2_;
    let _e148 = o3_;
    let _e150 = o4_;
    let _e151 = o5_;
    return VertexOutput((_e132 + ((_e135 * vec4(_e132.w)) * vec4<f32>(1f, 1f, 0f, 0f))), _e143.xyyy, _e145.zwww, _e147, _e148.xxxx, _e150, _e151);
}
