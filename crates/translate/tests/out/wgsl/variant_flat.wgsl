diagnostic(off, derivative_uniformity);

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
}

var<private> v0_: vec4<f32> = vec4<f32>();
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> v1_: vec4<f32> = vec4<f32>();
var<private> oC0_: vec4<f32> = vec4<f32>();

@fragment 
fn main(@location(8) @interpolate(flat) color0_: vec4<f32>, @location(9) @interpolate(flat) color1_: vec4<f32>, @location(0) texcoord0_: vec4<f32>) -> FragmentOutput {
    v0_ = color0_;
    v1_ = color1_;
    t0_ = texcoord0_;
    let _e1 = v0_;
    let _e3 = t0_;
    let _e5 = v1_;
    return FragmentOutput(((_e1 * _e3) + _e5));
}
