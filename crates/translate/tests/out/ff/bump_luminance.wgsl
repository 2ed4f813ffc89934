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
fn main(@location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>, @location(8) color0_: vec4<f32>) -> FragmentOutput {
    let _e8 = textureSample(t_s0_, s_s0_, texcoord0_.xy);
    let _e18 = d3d_renderer.bumpenv_mat[0];
    let _e30 = ((texcoord1_.x + (_e18.x * _e8.x)) + (_e18.z * _e8.y));
    let _e34 = ((texcoord1_.y + (_e18.y * _e8.x)) + (_e18.w * _e8.y));
    let _e43 = textureSample(t_s1_, s_s1_, vec4<f32>(_e30, _e34, texcoord1_.z, texcoord1_.w).xy);
    let _e46 = d3d_renderer.bumpenv_lum[0];
    let _e52 = saturate(((_e8.z * _e46.x) + _e46.y));
    let _e55 = ((_e43 * vec4<f32>(_e52, _e52, _e52, 1f)) * color0_);
    return FragmentOutput(saturate(vec4<f32>(_e55.x, _e55.y, _e55.z, saturate(vec4<f32>(color0_.x, color0_.y, color0_.z, color0_.w)).w)));
}
