diagnostic(off, derivative_uniformity);

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
}

var<private> v0_: vec4<f32> = vec4<f32>();
var<private> v1_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> v2_: vec4<f32> = vec4<f32>();
var<private> v3_: vec4<f32> = vec4<f32>();
var<private> v4_: vec4<f32> = vec4<f32>();
var<private> v5_: vec4<f32> = vec4<f32>();
var<private> oC0_: vec4<f32> = vec4<f32>();

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>, @location(8) color0_: vec4<f32>, @location(2) blendindices0_: vec4<f32>, @location(5) depth0_: vec4<f32>, @location(3) texcoord8_: vec4<f32>, @location(4) color2_: vec4<f32>) -> FragmentOutput {
    v0_.x = texcoord0_.x;
    v0_.y = texcoord0_.y;
    v0_.z = texcoord1_.z;
    v0_.w = texcoord1_.w;
    v1_ = color0_;
    v2_ = blendindices0_;
    v3_ = depth0_;
    v4_ = texcoord8_;
    v5_ = color2_;
    let _e1 = v0_;
    let _e3 = v1_;
    let _e7 = v2_;
    let _e10 = v3_;
    let _e13 = v4_;
    let _e16 = v5_;
    return FragmentOutput((((((_e1 + _e3) + _e7) + _e10) + _e13) + _e16));
}
