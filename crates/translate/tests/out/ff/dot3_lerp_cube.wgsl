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
var t_s1_: texture_cube<f32>;
@group(1) @binding(5) 
var s_s1_: sampler;
@group(1) @binding(1) 
var<uniform> d3d_renderer: PixelRenderer;

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>, @location(2) texcoord2_: vec4<f32>, @location(8) color0_: vec4<f32>, @location(9) color1_: vec4<f32>) -> FragmentOutput {
    let _e9 = textureSample(t_s0_, s_s0_, texcoord0_.xy);
    let _e15 = vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f);
    let _e24 = saturate(vec4((dot((_e9 - _e15).xyz, ((vec4<f32>(1f, 1f, 1f, 1f) - color0_.wwww) - _e15).xyz) * 4f)));
    let _e28 = textureSample(t_s1_, s_s1_, texcoord2_.xyz);
    let _e31 = d3d_renderer.texture_factor;
    let _e32 = mix(_e24, _e28, _e31);
    return FragmentOutput(saturate(vec4<f32>(_e32.x, _e32.y, _e32.z, fma(_e24, _e28, color1_).w)));
}
