diagnostic(off, derivative_uniformity);

struct PixelRenderer {
    fog_color: vec4<f32>,
    fog_params: vec4<f32>,
    bumpenv_mat: array<vec4<f32>, 4>,
    bumpenv_lum: array<vec4<f32>, 4>,
    alpha_ref: f32,
    fog_mode: u32,
    fog_use_w: u32,
    alpha_scale: f32,
    lod_bias: array<vec4<f32>, 4>,
    texture_factor: vec4<f32>,
    tss_constant: array<vec4<f32>, 8>,
    bumpenv_mat_high: array<vec4<f32>, 4>,
    bumpenv_lum_high: array<vec4<f32>, 4>,
}

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
}

@group(1) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(1) @binding(3) 
var s_s0_: sampler;
@group(1) @binding(4) 
var t_s1_: texture_2d<f32>;
@group(1) @binding(5) 
var s_s1_: sampler;
@group(1) @binding(1) 
var<uniform> d3d_renderer: PixelRenderer;

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>, @location(8) color0_: vec4<f32>) -> FragmentOutput {
    let _e7 = textureSample(t_s0_, s_s0_, texcoord0_.xy);
    let _e10 = d3d_renderer.texture_factor;
    let _e11 = (_e7 * _e10);
    let _e17 = saturate(vec4<f32>(_e11.x, _e11.y, _e11.z, color0_.w));
    let _e21 = textureSample(t_s1_, s_s1_, texcoord0_.xy);
    let _e24 = d3d_renderer.tss_constant[1];
    let _e30 = saturate(vec4<f32>(_e24.x, _e24.y, _e24.z, _e21.w));
    let _e31 = (_e17 + _e30);
    return FragmentOutput(saturate(vec4<f32>(_e31.x, _e31.y, _e31.z, (_e17 * _e30).w)));
}
