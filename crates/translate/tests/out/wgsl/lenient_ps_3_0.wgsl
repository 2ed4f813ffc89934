diagnostic(off, derivative_uniformity);

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
}

var<private> v0_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> v1_: vec4<f32> = vec4<f32>();
var<private> oC0_: vec4<f32> = vec4<f32>();

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>) -> FragmentOutput {
    v0_ = texcoord0_;
    let _e1 = v0_;
    let _e7 = v1_;
    return FragmentOutput(((_e1 + vec4<f32>(0f, 0f, 0f, 0f)) + _e7));
}
