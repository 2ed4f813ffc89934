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

@group(1) @binding(4) 
var t_s1_: texture_3d<f32>;
@group(1) @binding(5) 
var s_s1_: sampler;
@group(1) @binding(1) 
var<uniform> d3d_renderer: PixelRenderer;

@fragment 
fn main(@location(1) texcoord1_: vec4<f32>, @location(8) color0_: vec4<f32>, @location(9) color1_: vec4<f32>) -> FragmentOutput {
    let _e7 = d3d_renderer.texture_factor;
    let _e15 = saturate(vec4<f32>(color0_.x, color0_.y, color0_.z, fma(color0_.wwww, _e7, color0_).w));
    let _e22 = textureSample(t_s1_, s_s1_, (texcoord1_ / vec4(texcoord1_.w)).xyz);
    let _e23 = (_e15 * _e22);
    let _e25 = fma(_e23, color1_, _e23.wwww);
    return FragmentOutput(saturate(vec4<f32>(_e25.x, _e25.y, _e25.z, mix(color0_, _e15, _e15.wwww).w)));
}
