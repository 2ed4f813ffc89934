diagnostic(off, derivative_uniformity);

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
}

@group(1) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(1) @binding(3) 
var s_s0_: sampler;

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>, @location(8) color0_: vec4<f32>) -> FragmentOutput {
    let _e7 = textureSample(t_s0_, s_s0_, texcoord0_.xy);
    let _e8 = (_e7 * color0_);
    return FragmentOutput(saturate(vec4<f32>(_e8.x, _e8.y, _e8.z, _e7.w)));
}
